"""Generality cases, fresh part G: written independently, by an author who read only spec.py,
validate.py and runner.py's loading / fake-calling code. The author never read the engine (labkit/),
its tests, or any other case file, and never ran the simulated model on these cases. The expected
behaviour is what a competent model (gpt-4.1-mini class) would do.

Domains (fixed "today" and user facts, as stated in each domain's instructions):

- remittance (9 tools): Sendwise, international money transfers. Today Thursday 2027-03-11, 10:15
  Europe/London. Customer Priya Raman, id SW-448120, Manchester UK, pays in GBP (Visa ending 4471);
  saved recipients RCP-1001 Lakshmi Raman "Mum" (IN, INR), RCP-1002 Tomás Ortega (MX, MXN),
  RCP-1003 Aiko Tanaka (JP, JPY), RCP-1004 Kwame Mensah (GH, GHS, mobile money), RCP-1005 Sofia Ricci
  (IT, EUR).
- dry_cleaning (3 tools): PressGo pickup-and-delivery dry cleaning. Today Monday 2027-05-17, 08:40
  America/New_York. Customer Jonah Feld, id PG-20931, 22 Orchard Lane Apt 4B, Brooklyn NY 11215, USD.
- blood_donation (1 tool): Northbridge Blood Service booking. Today Wednesday 2027-09-08, 13:00
  Europe/London. Donor Sam Okafor, donor id NB-558210, blood group O negative, lives in Leeds.
- self_storage (6 tools): StowAway Self Storage. Today Saturday 2027-06-19, 11:00 America/Chicago.
  Customer Marisol Vega, account SA-60417, Austin TX, USD; rents unit U-N-220 (rental R-31877) at
  Austin North; card on file Mastercard ending 9036.
- hair_salon (5 tools): Lumen Hair Studio, Amsterdam. Today Tuesday 2027-10-12, 09:30
  Europe/Amsterdam. Client Noor Haddad, client id LH-3307, phone +31 6 4821 7730, EUR; stylists Femke,
  Joris and Aylin.
"""

from __future__ import annotations

import datetime as _dt
import json
import re
import unicodedata
import zlib
from typing import Any

from .spec import (
    Case,
    Domain,
    ExpectCall,
    Pred,
    ToolDef,
    Turn,
    contains,
    date,
    fields,
    has_items,
    items,
    null_or_absent,
    number,
    one_of,
    said,
    said_number,
    time_of_day,
)


def _code(prefix: str, *parts: Any, digits: int = 5) -> str:
    """A deterministic id from the arguments (crc32, not hash(): hash() is salted per process)."""
    text = json.dumps(parts, sort_keys=True, default=str, ensure_ascii=False)
    return f"{prefix}{zlib.crc32(text.encode()) % (10 ** digits):0{digits}d}"


def _fold(text: Any) -> str:
    """Lower case without accents ("Tomás" -> "tomas")."""
    decomposed = unicodedata.normalize("NFKD", str(text))
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold().strip()


def _parse_date(value: Any) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(str(value).strip()[:10])
    except ValueError:
        return None


def _parse_time(value: Any) -> str | None:
    """ "14:00", "14:00:00", "2pm", "2:30 PM" -> "HH:MM"; None when unreadable."""
    match = re.search(r"(\d{1,2})(?::(\d{2}))?(?::\d{2})?\s*([ap]\.?m\.?)?", str(value or ""), re.I)
    if not match:
        return None
    hour, minute = int(match.group(1)), int(match.group(2) or 0)
    ampm = (match.group(3) or "").lower().replace(".", "")
    if ampm == "pm" and hour < 12:
        hour += 12
    if ampm == "am" and hour == 12:
        hour = 0
    if hour > 23 or minute > 59:
        return None
    return f"{hour:02d}:{minute:02d}"


def matches_digits(expected: str) -> Pred:
    """A string whose digits, after dropping a leading country code 1, are `expected` ("512-555-0148",
    "+1 512 555 0148" and "(512) 555 0148" all pass)."""

    def test(v: Any) -> bool:
        digits = re.sub(r"\D", "", v) if isinstance(v, str) else ""
        return digits == expected or (digits.startswith("1") and digits[1:] == expected)

    return Pred(f"digits {expected}", test)


# =============================================================================================
# remittance: Sendwise (9 tools)
# =============================================================================================

_SW_TODAY = _dt.date(2027, 3, 11)

# mid-market rates: units of the currency per 1 GBP
_SW_RATES = {"GBP": 1.0, "INR": 108.42, "MXN": 21.87, "JPY": 191.35, "GHS": 19.64, "EUR": 1.1712,
             "USD": 1.2745, "PHP": 73.10, "PLN": 5.04, "CAD": 1.7340, "NGN": 1985.0, "AUD": 1.9420}
_SW_MARGIN = 0.996  # the customer rate is 0.4% under mid-market
_SW_FEES = {"bank_deposit": (0.99, 0.0045), "mobile_money": (1.49, 0.007), "cash_pickup": (2.99, 0.01)}
_SW_ARRIVAL = {"bank_deposit": "by end of day 2027-03-12", "mobile_money": "within minutes",
               "cash_pickup": "ready for collection within 1 hour"}

_SW_RECIPIENTS = [
    {"recipient_id": "RCP-1001", "full_name": "Lakshmi Raman", "nickname": "Mum", "country": "IN",
     "currency": "INR", "delivery_method": "bank_deposit", "account": "HDFC Bank ••••3390", "city": "Chennai"},
    {"recipient_id": "RCP-1002", "full_name": "Tomás Ortega", "nickname": None, "country": "MX",
     "currency": "MXN", "delivery_method": "bank_deposit", "account": "BBVA México CLABE ••••7712",
     "city": "Guadalajara", "cash_pickup_available": True},
    {"recipient_id": "RCP-1003", "full_name": "Aiko Tanaka", "nickname": None, "country": "JP",
     "currency": "JPY", "delivery_method": "bank_deposit", "account": "MUFG Bank ••••0457", "city": "Osaka"},
    {"recipient_id": "RCP-1004", "full_name": "Kwame Mensah", "nickname": None, "country": "GH",
     "currency": "GHS", "delivery_method": "mobile_money", "account": "MTN MoMo +233 24 ••• 8812",
     "city": "Kumasi"},
    {"recipient_id": "RCP-1005", "full_name": "Sofia Ricci", "nickname": None, "country": "IT",
     "currency": "EUR", "delivery_method": "bank_deposit", "account": "IBAN IT•• •••• •••• 2281",
     "city": "Bologna"},
]

_SW_TRANSFERS = [
    {"transfer_id": "TR-77170", "recipient_id": "RCP-1004", "recipient_name": "Kwame Mensah",
     "send_amount": 80.0, "send_currency": "GBP", "recipient_gets": 1560.63, "target_currency": "GHS",
     "delivery_method": "mobile_money", "status": "scheduled", "created_at": "2027-03-11T08:02:00+00:00",
     "scheduled_for": "2027-03-15"},
    {"transfer_id": "TR-77164", "recipient_id": "RCP-1002", "recipient_name": "Tomás Ortega",
     "send_amount": 150.0, "send_currency": "GBP", "recipient_gets": 3267.38, "target_currency": "MXN",
     "delivery_method": "bank_deposit", "status": "in_transit", "created_at": "2027-03-10T16:42:00+00:00",
     "expected_arrival": "2027-03-12",
     "status_detail": "Paid out to our partner bank in Mexico; SPEI credit to BBVA expected by end of day 2027-03-12."},
    {"transfer_id": "TR-77120", "recipient_id": "RCP-1001", "recipient_name": "Lakshmi Raman",
     "send_amount": 300.0, "send_currency": "GBP", "recipient_gets": 32412.55, "target_currency": "INR",
     "delivery_method": "bank_deposit", "status": "delivered", "created_at": "2027-03-01T09:12:00+00:00",
     "delivered_at": "2027-03-02T05:40:00+00:00"},
    {"transfer_id": "TR-76988", "recipient_id": "RCP-1005", "recipient_name": "Sofia Ricci",
     "send_amount": 420.0, "send_currency": "GBP", "recipient_gets": 489.91, "target_currency": "EUR",
     "delivery_method": "bank_deposit", "status": "delivered", "created_at": "2027-02-18T12:30:00+00:00",
     "delivered_at": "2027-02-18T15:05:00+00:00"},
]


def _sw_rate(source: str, target: str) -> float | None:
    source, target = str(source).upper(), str(target).upper()
    if source not in _SW_RATES or target not in _SW_RATES:
        return None
    return _SW_RATES[target] / _SW_RATES[source]


def _sw_recipient(recipient_id: str) -> dict | None:
    return next((r for r in _SW_RECIPIENTS if r["recipient_id"].casefold() == str(recipient_id).strip().casefold()), None)


def _sw_quote(source: str, target: str, amount: float, side: str, method: str) -> dict:
    mid = _sw_rate(source, target)
    if mid is None:
        return {"error": f"currency pair {source}/{target} is not supported"}
    if method not in _SW_FEES:
        return {"error": f"unknown delivery method {method!r}"}
    rate = round(mid * _SW_MARGIN, 4)
    if side == "receive":
        receive, send = round(float(amount), 2), round(float(amount) / rate, 2)
    else:
        send, receive = round(float(amount), 2), round(float(amount) * rate, 2)
    fixed, pct = _SW_FEES[method]
    fee = round(fixed + pct * send, 2)
    return {"source_currency": source.upper(), "target_currency": target.upper(), "send_amount": send,
            "fee": fee, "total_to_pay": round(send + fee, 2), "rate": rate, "recipient_gets": receive,
            "delivery_method": method, "estimated_arrival": _SW_ARRIVAL[method]}


def sw_get_exchange_rate(source_currency: str, target_currency: str) -> dict:
    mid = _sw_rate(source_currency, target_currency)
    if mid is None:
        return {"error": f"currency pair {source_currency}/{target_currency} is not supported"}
    return {"pair": f"{source_currency.upper()}/{target_currency.upper()}", "mid_market_rate": round(mid, 4),
            "sendwise_rate": round(mid * _SW_MARGIN, 4), "as_of": "2027-03-11T10:15:00+00:00",
            "note": "Sendwise rate = what your recipient is converted at; fees are shown in a quote."}


def sw_get_quote(source_currency: str, target_currency: str, amount: float, amount_side: str = "send",
                 delivery_method: str = "bank_deposit") -> dict:
    quote = _sw_quote(source_currency, target_currency, amount, amount_side, delivery_method)
    if "error" not in quote:
        quote = {"quote_id": _code("Q-", source_currency, target_currency, amount, amount_side, delivery_method),
                 **quote, "valid_until": "2027-03-11T10:45:00+00:00"}
    return quote


def sw_list_recipients(country: str | None = None, name_query: str | None = None) -> dict:
    found = [r for r in _SW_RECIPIENTS
             if (not country or r["country"] == str(country).upper())
             and (not name_query or _fold(name_query) in _fold(r["full_name"]) or _fold(name_query) in _fold(r["nickname"] or ""))]
    return {"recipients": found, "count": len(found)}


def sw_add_recipient(full_name: str, country: str, currency: str, delivery_method: str,
                     bank_account: dict | None = None, mobile_wallet: dict | None = None,
                     nickname: str | None = None, address: dict | None = None) -> dict:
    if delivery_method == "bank_deposit" and not bank_account:
        return {"error": "bank_account is required for bank_deposit recipients"}
    if delivery_method == "mobile_money" and not mobile_wallet:
        return {"error": "mobile_wallet is required for mobile_money recipients"}
    return {"recipient_id": _code("RCP-2", full_name, country, currency, digits=3), "full_name": full_name,
            "country": country.upper(), "currency": currency.upper(), "delivery_method": delivery_method,
            "status": "active", "nickname": nickname}


def sw_send_money(recipient_id: str, amount: float, amount_currency: str, delivery_method: str,
                  reference: str | None, schedule_for: str | None) -> dict:
    recipient = _sw_recipient(recipient_id)
    if recipient is None:
        return {"error": f"no saved recipient with id {recipient_id!r}"}
    currency = str(amount_currency).upper()
    if currency not in ("GBP", recipient["currency"]):
        return {"error": f"amount_currency must be GBP or {recipient['currency']} for this recipient"}
    side = "send" if currency == "GBP" else "receive"
    quote = _sw_quote("GBP", recipient["currency"], amount, side, delivery_method)
    if "error" in quote:
        return quote
    when = _parse_date(schedule_for) if schedule_for else None
    return {"transfer_id": _code("TR-8", recipient_id, amount, currency, delivery_method, schedule_for, digits=4),
            "status": "scheduled" if when and when > _SW_TODAY else "processing",
            "recipient": recipient["full_name"], "send_amount": quote["send_amount"], "fee": quote["fee"],
            "charged_to_card": quote["total_to_pay"], "card": "Visa ••••4471",
            "recipient_gets": quote["recipient_gets"], "target_currency": recipient["currency"],
            "delivery_method": delivery_method, "reference": reference,
            "scheduled_for": when.isoformat() if when else None,
            "estimated_arrival": quote["estimated_arrival"]}


def sw_list_transfers(status: str = "any", since: str | None = None, recipient_id: str | None = None) -> dict:
    floor = _parse_date(since) if since else None
    found = [t for t in _SW_TRANSFERS
             if (status in (None, "any") or t["status"] == status)
             and (not recipient_id or t["recipient_id"].casefold() == str(recipient_id).casefold())
             and (floor is None or _parse_date(t["created_at"]) >= floor)]
    return {"transfers": found, "count": len(found)}


def sw_get_transfer(transfer_id: str) -> dict:
    transfer = next((t for t in _SW_TRANSFERS if t["transfer_id"].casefold() == str(transfer_id).strip().casefold()), None)
    if transfer is None:
        return {"error": f"transfer {transfer_id} not found"}
    return dict(transfer)


def sw_cancel_transfer(transfer_id: str, reason: str | None = None) -> dict:
    transfer = sw_get_transfer(transfer_id)
    if "error" in transfer:
        return transfer
    if transfer["status"] in ("delivered", "in_transit"):
        return {"error": f"transfer {transfer['transfer_id']} is {transfer['status']} and can no longer be cancelled"}
    return {"transfer_id": transfer["transfer_id"], "status": "cancelled", "reason": reason,
            "refund": {"amount": transfer["send_amount"] + 2.05, "currency": "GBP", "to": "Visa ••••4471",
                       "expected_in": "3-5 working days"}}


def sw_create_rate_alert(source_currency: str, target_currency: str, target_rate: float, direction: str = "above",
                         notify_via: list[str] | None = None, expires_on: str | None = None) -> dict:
    mid = _sw_rate(source_currency, target_currency)
    if mid is None:
        return {"error": f"currency pair {source_currency}/{target_currency} is not supported"}
    return {"alert_id": _code("AL-", source_currency, target_currency, target_rate, direction), "status": "active",
            "pair": f"{source_currency.upper()}/{target_currency.upper()}", "target_rate": target_rate,
            "direction": direction, "current_mid_market_rate": round(mid, 4),
            "notify_via": notify_via or ["push"], "expires_on": expires_on}


_CURRENCY = {"type": "string", "pattern": "^[A-Z]{3}$", "description": "ISO 4217 currency code, e.g. GBP, EUR, INR"}
_METHOD = {"type": "string", "enum": ["bank_deposit", "mobile_money", "cash_pickup"]}

REMITTANCE = Domain(
    name="remittance",
    instructions=(
        "You are the in-app assistant of Sendwise, an international money-transfer service.\n"
        "Today is Thursday 11 March 2027, 10:15 (Europe/London).\n"
        "Signed-in customer: Priya Raman, customer id SW-448120, Manchester, United Kingdom. She pays in GBP "
        "from her linked debit card (Visa ending 4471).\n"
        "Her saved recipients come from list_recipients (ids like RCP-1001); transfers have ids like TR-77164.\n"
        "Use the tools to look up rates, quotes, recipients and transfers and to act on her requests. Never make up "
        "rates, fees or ids."
    ),
    tools=[
        ToolDef(
            name="get_exchange_rate",
            description="Current mid-market exchange rate and the Sendwise customer rate for a currency pair.",
            parameters={
                "type": "object",
                "properties": {
                    "source_currency": {"type": "string", "description": "ISO 4217 code of the currency sent, e.g. GBP"},
                    "target_currency": {"type": "string", "description": "ISO 4217 code of the currency received, e.g. INR"},
                },
                "required": ["source_currency", "target_currency"],
                "additionalProperties": False,
            },
            fn=sw_get_exchange_rate,
            strict=True,
        ),
        ToolDef(
            name="get_quote",
            description=("Price a transfer without sending it: fee, rate, total to pay and what the recipient gets. "
                         "amount_side says whether `amount` is what the customer sends or what the recipient must receive."),
            parameters={
                "type": "object",
                "properties": {
                    "source_currency": _CURRENCY,
                    "target_currency": _CURRENCY,
                    "amount": {"type": "number", "exclusiveMinimum": 0},
                    "amount_side": {"type": "string", "enum": ["send", "receive"], "default": "send"},
                    "delivery_method": {**_METHOD, "default": "bank_deposit"},
                },
                "required": ["source_currency", "target_currency", "amount"],
            },
            fn=sw_get_quote,
        ),
        ToolDef(
            name="list_recipients",
            description="The customer's saved recipients (id, name, nickname, country, currency, usual delivery method).",
            parameters={
                "type": "object",
                "properties": {
                    "country": {"type": "string", "pattern": "^[A-Z]{2}$", "description": "ISO 3166-1 alpha-2 country code"},
                    "name_query": {"type": "string", "description": "part of the recipient's name or nickname"},
                },
            },
            fn=sw_list_recipients,
        ),
        ToolDef(
            name="add_recipient",
            description="Save a new recipient. Bank deposit recipients need bank_account; mobile money recipients need mobile_wallet.",
            parameters={
                "type": "object",
                "$defs": {
                    "bank_account": {
                        "type": "object",
                        "properties": {
                            "bank_name": {"type": "string"},
                            "account_number": {"type": "string", "description": "account number, IBAN or CLABE"},
                            "branch_code": {"type": ["string", "null"], "description": "IFSC, sort code, SWIFT/BIC..."},
                        },
                        "required": ["bank_name", "account_number"],
                    },
                    "mobile_wallet": {
                        "type": "object",
                        "properties": {
                            "provider": {"type": "string", "description": "e.g. MTN MoMo, GCash, M-Pesa"},
                            "phone": {"type": "string", "description": "in international format"},
                        },
                        "required": ["provider", "phone"],
                    },
                    "address": {
                        "type": "object",
                        "properties": {"line1": {"type": "string"}, "city": {"type": "string"},
                                       "postal_code": {"type": "string"}},
                        "required": ["city"],
                    },
                },
                "properties": {
                    "full_name": {"type": "string", "description": "legal name as on the recipient's account or ID"},
                    "country": {"type": "string", "pattern": "^[A-Z]{2}$", "description": "ISO 3166-1 alpha-2"},
                    "currency": _CURRENCY,
                    "delivery_method": _METHOD,
                    "bank_account": {"$ref": "#/$defs/bank_account"},
                    "mobile_wallet": {"$ref": "#/$defs/mobile_wallet"},
                    "nickname": {"type": "string"},
                    "address": {"$ref": "#/$defs/address"},
                },
                "required": ["full_name", "country", "currency", "delivery_method"],
            },
            fn=sw_add_recipient,
            act=True,
        ),
        ToolDef(
            name="send_money",
            description=("Send money to a saved recipient, charged to the customer's card. amount is in amount_currency: "
                         "GBP to send that many pounds, or the recipient's currency to have them receive exactly that much. "
                         "schedule_for: a future date (YYYY-MM-DD) or null to send now."),
            parameters={
                "type": "object",
                "properties": {
                    "recipient_id": {"type": "string", "description": "RCP-... id from list_recipients"},
                    "amount": {"type": "number"},
                    "amount_currency": {"type": "string", "description": "ISO 4217 code: GBP or the recipient's currency"},
                    "delivery_method": {"type": "string", "enum": ["bank_deposit", "mobile_money", "cash_pickup"]},
                    "reference": {"type": ["string", "null"], "description": "message shown to the recipient"},
                    "schedule_for": {"anyOf": [{"type": "string", "description": "YYYY-MM-DD"}, {"type": "null"}]},
                },
                "required": ["recipient_id", "amount", "amount_currency", "delivery_method", "reference", "schedule_for"],
                "additionalProperties": False,
            },
            fn=sw_send_money,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="list_transfers",
            description="The customer's transfers, newest first, optionally filtered.",
            parameters={
                "type": "object",
                "properties": {
                    "status": {"type": "string", "enum": ["any", "scheduled", "processing", "in_transit", "delivered", "cancelled"]},
                    "since": {"type": "string", "format": "date"},
                    "recipient_id": {"type": "string"},
                },
            },
            fn=sw_list_transfers,
        ),
        ToolDef(
            name="get_transfer",
            description="Status and details of one transfer.",
            parameters={
                "type": "object",
                "properties": {"transfer_id": {"type": "string", "description": "e.g. TR-77164"}},
                "required": ["transfer_id"],
            },
            fn=sw_get_transfer,
        ),
        ToolDef(
            name="cancel_transfer",
            description="Cancel a scheduled or processing transfer and refund the card. Delivered or in-transit transfers cannot be cancelled.",
            parameters={
                "type": "object",
                "properties": {"transfer_id": {"type": "string"}, "reason": {"type": "string"}},
                "required": ["transfer_id"],
            },
            fn=sw_cancel_transfer,
            act=True,
        ),
        ToolDef(
            name="create_rate_alert",
            description="Notify the customer when a currency pair's mid-market rate crosses a target.",
            parameters={
                "type": "object",
                "properties": {
                    "source_currency": _CURRENCY,
                    "target_currency": _CURRENCY,
                    "target_rate": {"type": "number", "description": "units of target currency per 1 source currency"},
                    "direction": {"type": "string", "enum": ["above", "below"], "default": "above"},
                    "notify_via": {"type": "array", "items": {"type": "string", "enum": ["push", "email", "sms"]}, "uniqueItems": True},
                    "expires_on": {"anyOf": [{"type": "string", "format": "date"}, {"type": "null"}]},
                },
                "required": ["source_currency", "target_currency", "target_rate"],
            },
            fn=sw_create_rate_alert,
            act=True,
        ),
    ],
)


# =============================================================================================
# dry_cleaning: PressGo (3 tools)
# =============================================================================================

_PG_TODAY = _dt.date(2027, 5, 17)
_PG_PRICES = {
    "dry_clean": {"shirt": 6.50, "trousers": 9.75, "suit": 18.95, "dress": 16.50, "coat": 24.50, "sweater": 8.25,
                  "bedding": 29.00},
    "wash_fold": {"per_lb": 2.25, "minimum_lbs": 10, "laundry_bag": "priced by weight after washing; a full bag is usually 12-15 lb"},
    "press_only": {"shirt": 3.75, "trousers": 5.50, "suit": 11.00, "dress": 9.00},
    "alterations": {"hem_trousers": 14.00, "take_in_waist": 22.00, "replace_zip": 18.00},
}
_PG_WINDOWS = {"morning": "8:00-11:00", "midday": "11:00-14:00", "evening": "17:00-20:00"}


def pg_get_price_list(service: str | None = None) -> dict:
    prices = _PG_PRICES if not service else {service: _PG_PRICES.get(service, {})}
    return {"currency": "USD", "prices": prices,
            "turnaround": {"standard": "2 business days", "express": "next business day, +50%"},
            "delivery_fee": "free on orders over $30, otherwise $5.99",
            "notes": {"suit": "two-piece; add $6.00 for a waistcoat", "coat": "wool or cotton, knee length; leather from $45"}}


def _pg_business_days(start: _dt.date, days: int) -> _dt.date:
    current = start
    while days:
        current += _dt.timedelta(days=1)
        if current.weekday() < 6:  # Mon-Sat
            days -= 1
    return current


def pg_schedule_pickup(pickup_date: str, window: str, items: list[dict], express: bool,
                       door_instructions: str | None) -> dict:
    day = _parse_date(pickup_date)
    if day is None:
        return {"error": "pickup_date must be YYYY-MM-DD"}
    if day < _PG_TODAY:
        return {"error": "pickup_date is in the past"}
    if day.weekday() == 6:
        return {"error": "no pickups on Sundays"}
    if not items:
        return {"error": "add at least one item"}
    estimate = 0.0
    for item in items:
        table = _PG_PRICES.get(item.get("service"), {})
        price = table.get(item.get("garment"))
        if isinstance(price, float):
            estimate += price * int(item.get("quantity") or 1)
    if express:
        estimate *= 1.5
    back = _pg_business_days(day, 1 if express else 2)
    return {"order_id": _code("PG-ORD-6", pickup_date, window, items, express, digits=3), "status": "pickup_scheduled",
            "pickup": {"date": day.isoformat(), "window": _PG_WINDOWS.get(window, window),
                       "address": "22 Orchard Lane Apt 4B, Brooklyn NY 11215"},
            "items": items, "express": express, "estimated_total_usd": round(estimate, 2) if estimate else "priced at the plant",
            "estimated_return": {"date": back.isoformat(), "window": _PG_WINDOWS["evening"]},
            "door_instructions": door_instructions}


_PG_ORDERS = [
    {"order_id": "PG-ORD-5521", "status": "delayed", "picked_up": "2027-05-13",
     "items": [{"garment": "shirt", "quantity": 3, "service": "dry_clean"}, {"garment": "trousers", "quantity": 1, "service": "dry_clean"}],
     "total_usd": 29.25, "originally_due": "2027-05-15",
     "delay_reason": "the trousers needed a second stain treatment",
     "delivery": {"date": "2027-05-18", "window": "17:00-20:00", "driver_note": "will text 30 minutes before"}},
    {"order_id": "PG-ORD-5498", "status": "delivered", "picked_up": "2027-05-04", "delivered": "2027-05-06",
     "items": [{"garment": "bedding", "quantity": 1, "service": "dry_clean"}], "total_usd": 29.00},
]


def pg_track_order(order_id: str | None = None) -> dict:
    if order_id:
        order = next((o for o in _PG_ORDERS if o["order_id"].casefold() == str(order_id).strip().casefold()), None)
        return order if order else {"error": f"order {order_id} not found"}
    return {"orders": _PG_ORDERS}


_PG_ITEM = {
    "type": "object",
    "properties": {
        "garment": {"type": "string", "enum": ["shirt", "trousers", "suit", "dress", "coat", "sweater", "bedding", "laundry_bag", "other"]},
        "quantity": {"type": "integer", "minimum": 1},
        "service": {"type": "string", "enum": ["dry_clean", "wash_fold", "press_only", "alterations"]},
        "notes": {"type": ["string", "null"], "description": "stains, fabric, alteration details"},
    },
    "required": ["garment", "quantity", "service", "notes"],
    "additionalProperties": False,
}

DRY_CLEANING = Domain(
    name="dry_cleaning",
    instructions=(
        "You are the assistant for PressGo, a pickup-and-delivery dry cleaner in Brooklyn.\n"
        "Today is Monday 17 May 2027, 08:40 (America/New_York).\n"
        "Customer: Jonah Feld, customer id PG-20931, 22 Orchard Lane, Apt 4B, Brooklyn NY 11215. Prices are in USD.\n"
        "Pickups run Monday to Saturday in three windows: morning 8-11am, midday 11am-2pm, evening 5-8pm. "
        "Standard turnaround is 2 business days."
    ),
    tools=[
        ToolDef(
            name="get_price_list",
            description="Current prices by service and garment, turnaround times and the delivery fee.",
            parameters={
                "type": "object",
                "properties": {"service": {"type": "string", "enum": ["dry_clean", "wash_fold", "press_only", "alterations"]}},
            },
            fn=pg_get_price_list,
        ),
        ToolDef(
            name="schedule_pickup",
            description="Schedule a driver to collect items from the customer's address.",
            parameters={
                "type": "object",
                "properties": {
                    "pickup_date": {"type": "string", "description": "YYYY-MM-DD"},
                    "window": {"type": "string", "enum": ["morning", "midday", "evening"]},
                    "items": {"type": "array", "items": _PG_ITEM, "description": "what the driver collects"},
                    "express": {"type": "boolean", "description": "next-business-day return, +50%"},
                    "door_instructions": {"type": ["string", "null"]},
                },
                "required": ["pickup_date", "window", "items", "express", "door_instructions"],
                "additionalProperties": False,
            },
            fn=pg_schedule_pickup,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="track_order",
            description="Status of the customer's orders; without order_id, the recent ones.",
            parameters={"type": "object", "properties": {"order_id": {"type": "string", "description": "e.g. PG-ORD-5521"}}},
            fn=pg_track_order,
        ),
    ],
)


# =============================================================================================
# blood_donation: Northbridge Blood Service (1 tool)
# =============================================================================================

_NB_CENTRES = {
    "Leeds City Centre": "Leeds City Donor Centre, 12 Park Row, Leeds LS1 5HD",
    "Bradford Donor Centre": "Bradford Donor Centre, 3 Forster Square, Bradford BD1 4AG",
    "Harrogate Mobile Session": "Harrogate Mobile Session, St Wilfrid's Hall, Harrogate HG2 0DP",
}


def nb_book_donation_appointment(centre: str, donation_type: str, date: str, time: str, reminder: str,
                                 notes: str | None) -> dict:
    day = _parse_date(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if day.weekday() == 6:
        return {"error": "donor sessions do not run on Sundays"}
    clock = _parse_time(time)
    if clock is None:
        return {"error": "time must be HH:MM"}
    length = {"whole_blood": "about 1 hour", "plasma": "about 75 minutes", "platelets": "about 2 hours"}.get(donation_type, "about 1 hour")
    return {"appointment_id": _code("NB-APT-", centre, donation_type, date, clock), "status": "booked",
            "donor": "Sam Okafor (NB-558210)", "centre": _NB_CENTRES.get(centre, centre), "donation_type": donation_type,
            "date": day.isoformat(), "time": clock, "allow": length, "reminder": reminder,
            "advice": "Drink plenty of water and eat a proper meal before you come."}


BLOOD_DONATION = Domain(
    name="blood_donation",
    instructions=(
        "You are the booking assistant of the Northbridge Blood Service (West Yorkshire, UK).\n"
        "Today is Wednesday 8 September 2027, 13:00 (Europe/London).\n"
        "Donor: Sam Okafor, donor id NB-558210, blood group O negative, lives in Leeds, prefers SMS reminders.\n"
        "Centres: Leeds City Centre, Bradford Donor Centre, Harrogate Mobile Session; sessions run Monday to Saturday."
    ),
    tools=[
        ToolDef(
            name="book_donation_appointment",
            description="Book a donation appointment for the signed-in donor.",
            parameters={
                "type": "object",
                "properties": {
                    "centre": {"type": "string", "enum": list(_NB_CENTRES)},
                    "donation_type": {"type": "string", "enum": ["whole_blood", "plasma", "platelets"]},
                    "date": {"type": "string", "description": "YYYY-MM-DD"},
                    "time": {"type": "string", "description": "HH:MM, 24-hour"},
                    "reminder": {"type": "string", "enum": ["sms", "email", "none"]},
                    "notes": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "anything the nurses should know"},
                },
                "required": ["centre", "donation_type", "date", "time", "reminder", "notes"],
                "additionalProperties": False,
            },
            fn=nb_book_donation_appointment,
            act=True,
            strict=True,
        ),
    ],
)


# =============================================================================================
# self_storage: StowAway Self Storage (6 tools)
# =============================================================================================

_SA_FACILITIES = {
    "FAC-AUS-N": {"name": "StowAway Austin North", "address": "10910 N Lamar Blvd, Austin TX 78753",
                  "aliases": ["north", "lamar"]},
    "FAC-AUS-S": {"name": "StowAway South Congress", "address": "4400 S Congress Ave, Austin TX 78745",
                  "aliases": ["south", "congress", "soco"]},
    "FAC-RR": {"name": "StowAway Round Rock", "address": "1201 E Palm Valley Blvd, Round Rock TX 78664",
               "aliases": ["round rock", "roundrock"]},
}
_SA_UNITS = [
    # unit_id, facility, size, climate, monthly price, floor, access
    ("U-N-051", "FAC-AUS-N", "5x5", True, 49.0, "1st floor, interior", "hallway"),
    ("U-N-226", "FAC-AUS-N", "5x10", True, 79.0, "2nd floor, elevator", "hallway"),
    ("U-N-118", "FAC-AUS-N", "10x10", True, 139.0, "1st floor, interior", "hallway"),
    ("U-N-305", "FAC-AUS-N", "10x10", False, 109.0, "ground level", "drive-up"),
    ("U-N-402", "FAC-AUS-N", "10x15", True, 189.0, "1st floor, interior", "hallway"),
    ("U-N-511", "FAC-AUS-N", "10x20", False, 229.0, "ground level", "drive-up"),
    ("U-S-031", "FAC-AUS-S", "5x10", False, 65.0, "ground level", "drive-up"),
    ("U-S-044", "FAC-AUS-S", "5x10", True, 85.0, "1st floor, interior", "hallway"),
    ("U-S-012", "FAC-AUS-S", "10x10", True, 155.0, "1st floor, interior", "hallway"),
    ("U-S-140", "FAC-AUS-S", "10x20", False, 199.0, "ground level", "drive-up"),
    ("U-R-210", "FAC-RR", "10x10", False, 95.0, "ground level", "drive-up"),
    ("U-R-315", "FAC-RR", "10x10", True, 119.0, "1st floor, interior", "hallway"),
    ("U-R-020", "FAC-RR", "10x30", False, 259.0, "ground level", "drive-up"),
]
_SA_RENTAL = {
    "rental_id": "R-31877", "unit_id": "U-N-220", "facility": "StowAway Austin North", "size": "5x10",
    "climate_controlled": True, "monthly_rent_usd": 79.0, "since": "2026-11-02", "autopay": False,
    "insurance_plan": "basic_2000", "authorized_users": [{"name": "Marisol Vega", "phone": "512-555-0117"}],
    "open_invoices": [{"invoice_id": "INV-8830", "description": "June rent + $15.00 late fee", "amount_usd": 94.0,
                       "due": "2027-06-05", "status": "overdue"}],
    "balance_due_usd": 94.0,
}


def _sa_unit_row(unit: tuple) -> dict:
    unit_id, facility, size, climate, price, floor, access = unit
    return {"unit_id": unit_id, "facility": _SA_FACILITIES[facility]["name"], "size": size,
            "climate_controlled": climate, "monthly_price_usd": price, "location_in_building": floor,
            "access_type": access, "promo": "first month $1" if price >= 100 else None}


def sa_search_units(location: str | None = None, size: str | None = None, climate_controlled: bool | None = None,
                    max_monthly_price: float | None = None, move_in_date: str | None = None) -> dict:
    wanted = set(_SA_FACILITIES)
    if location:
        text = _fold(location)
        specific = {key for key, f in _SA_FACILITIES.items() if any(alias in text for alias in f["aliases"])}
        if specific:
            wanted = specific
        elif "austin" in text:
            wanted = {"FAC-AUS-N", "FAC-AUS-S"}
    found = [_sa_unit_row(u) for u in _SA_UNITS
             if u[1] in wanted and (not size or u[2] == size)
             and (climate_controlled is None or u[3] is climate_controlled)
             and (max_monthly_price is None or u[4] <= max_monthly_price)]
    found.sort(key=lambda row: row["monthly_price_usd"])
    return {"facilities_searched": [_SA_FACILITIES[k]["name"] for k in sorted(wanted)], "units": found,
            "available_from": move_in_date or "2027-06-19"}


def sa_get_unit_details(unit_id: str) -> dict:
    unit = next((u for u in _SA_UNITS if u[0].casefold() == str(unit_id).strip().casefold()), None)
    if unit is None:
        return {"error": f"unit {unit_id} not found or no longer available"}
    facility = _SA_FACILITIES[unit[1]]
    return {**_sa_unit_row(unit), "address": facility["address"], "door": "8 ft wide roll-up door" if unit[6] == "drive-up" else "3 ft swing door",
            "ceiling_height_ft": 8, "gate_hours": "6:00-22:00 daily", "office_hours": "Mon-Sat 9:30-18:00",
            "admin_fee_usd": 29.0, "deposit_usd": 0.0, "lock": "disc lock sold at the office, $18",
            "insurance": "required: own_policy (proof needed), basic_2000 ($12/mo) or plus_5000 ($19/mo)",
            "notes": "drive right up to the door" if unit[6] == "drive-up" else "carts and freight elevator by the loading bay"}


def sa_reserve_unit(unit_id: str, move_in_date: str, insurance_plan: str, autopay: bool = False,
                    promo_code: str | None = None) -> dict:
    if str(unit_id).strip().upper() == "U-N-220":
        return {"error": "unit U-N-220 is already rented (it is your current unit)"}
    details = sa_get_unit_details(unit_id)
    if "error" in details:
        return details
    day = _parse_date(move_in_date)
    if day is None or day < _dt.date(2027, 6, 19):
        return {"error": "move_in_date must be today or later (YYYY-MM-DD)"}
    insurance = {"own_policy": 0.0, "basic_2000": 12.0, "plus_5000": 19.0}.get(insurance_plan, 0.0)
    first_month = 1.0 if details["promo"] else details["monthly_price_usd"]
    return {"reservation_id": _code("RSV-", unit_id, move_in_date, insurance_plan), "status": "reserved",
            "unit_id": details["unit_id"], "facility": details["facility"], "move_in_date": day.isoformat(),
            "monthly_price_usd": details["monthly_price_usd"], "insurance_plan": insurance_plan,
            "due_at_move_in_usd": round(first_month + insurance + details["admin_fee_usd"], 2), "autopay": autopay,
            "promo_code": promo_code, "hold_expires": (day + _dt.timedelta(days=3)).isoformat()}


def sa_list_my_rentals() -> dict:
    return {"customer": "Marisol Vega (SA-60417)", "rentals": [_SA_RENTAL], "card_on_file": "Mastercard ••••9036"}


def sa_add_gate_access(rental_id: str, person: dict, access_until: str | None = None) -> dict:
    if str(rental_id).strip().upper() != "R-31877":
        return {"error": f"rental {rental_id} not found on this account"}
    if not isinstance(person, dict) or not person.get("name"):
        return {"error": "person.name is required"}
    return {"rental_id": "R-31877", "status": "access_granted", "person": person,
            "gate_code": _code("", person.get("name"), person.get("phone"), digits=6),
            "access_until": access_until, "note": "the code is also texted to the person's phone"}


def sa_pay_invoice(invoice_id: str, amount: float, method: str) -> dict:
    if str(invoice_id).strip().upper() != "INV-8830":
        return {"error": f"invoice {invoice_id} not found or already paid"}
    return {"payment_id": _code("PAY-", invoice_id, amount, method), "invoice_id": "INV-8830", "amount_usd": amount,
            "method": "Mastercard ••••9036" if method == "card_on_file" else "bank account ••••2210",
            "remaining_balance_usd": round(94.0 - float(amount), 2), "status": "paid" if float(amount) >= 94.0 else "partially_paid"}


SELF_STORAGE = Domain(
    name="self_storage",
    instructions=(
        "You are the customer assistant of StowAway Self Storage.\n"
        "Today is Saturday 19 June 2027, 11:00 (America/Chicago).\n"
        "Customer: Marisol Vega, account SA-60417, lives in Austin, Texas; prices in USD. She already rents one unit "
        "(see list_my_rentals); card on file: Mastercard ending 9036.\n"
        "Facilities: StowAway Austin North (N Lamar Blvd), StowAway South Congress, StowAway Round Rock."
    ),
    tools=[
        ToolDef(
            name="search_units",
            description="Available storage units, cheapest first.",
            parameters={
                "type": "object",
                "properties": {
                    "location": {"type": "string", "description": "facility name, neighbourhood or city"},
                    "size": {"type": "string", "enum": ["5x5", "5x10", "10x10", "10x15", "10x20", "10x30"], "description": "feet"},
                    "climate_controlled": {"type": "boolean"},
                    "max_monthly_price": {"type": "number"},
                    "move_in_date": {"type": "string", "format": "date"},
                },
            },
            fn=sa_search_units,
        ),
        ToolDef(
            name="get_unit_details",
            description="Everything about one unit: door, access hours, fees, insurance rules.",
            parameters={"type": "object", "properties": {"unit_id": {"type": "string"}}, "required": ["unit_id"]},
            fn=sa_get_unit_details,
        ),
        ToolDef(
            name="reserve_unit",
            description="Reserve an available unit for a move-in date. Insurance is mandatory: the customer's own policy or one of ours.",
            parameters={
                "type": "object",
                "properties": {
                    "unit_id": {"type": "string"},
                    "move_in_date": {"type": "string", "format": "date"},
                    "insurance_plan": {"type": "string", "enum": ["own_policy", "basic_2000", "plus_5000"]},
                    "autopay": {"type": "boolean", "default": False},
                    "promo_code": {"type": ["string", "null"]},
                },
                "required": ["unit_id", "move_in_date", "insurance_plan"],
            },
            fn=sa_reserve_unit,
            act=True,
        ),
        ToolDef(
            name="list_my_rentals",
            description="The customer's current rentals, authorized users, open invoices and balance.",
            parameters={"type": "object", "properties": {}},
            fn=sa_list_my_rentals,
        ),
        ToolDef(
            name="add_gate_access",
            description="Give another person their own gate code for one of the customer's rentals.",
            parameters={
                "type": "object",
                "$defs": {
                    "contact": {
                        "type": "object",
                        "properties": {
                            "name": {"type": "string"},
                            "phone": {"type": "string"},
                            "email": {"type": ["string", "null"]},
                        },
                        "required": ["name", "phone"],
                    },
                },
                "properties": {
                    "rental_id": {"type": "string", "description": "R-... id from list_my_rentals"},
                    "person": {"$ref": "#/$defs/contact"},
                    "access_until": {"anyOf": [{"type": "string", "format": "date"}, {"type": "null"}],
                                     "description": "last day of access; null for no end date"},
                },
                "required": ["rental_id", "person"],
            },
            fn=sa_add_gate_access,
            act=True,
        ),
        ToolDef(
            name="pay_invoice",
            description="Pay an open invoice.",
            parameters={
                "type": "object",
                "properties": {
                    "invoice_id": {"type": "string"},
                    "amount": {"type": "number", "description": "USD"},
                    "method": {"type": "string", "enum": ["card_on_file", "bank_account"]},
                },
                "required": ["invoice_id", "amount", "method"],
                "additionalProperties": False,
            },
            fn=sa_pay_invoice,
            act=True,
            strict=True,
        ),
    ],
)


# =============================================================================================
# hair_salon: Lumen Hair Studio (5 tools)
# =============================================================================================

_LH_SERVICES = {
    "womens_cut": ("Women's cut & style", 58, 60),
    "mens_cut": ("Men's cut", 32, 30),
    "beard_trim": ("Beard trim", 18, 15),
    "blow_dry": ("Blow-dry", 35, 45),
    "root_colour": ("Root colour", 72, 90),
    "balayage": ("Balayage incl. toner", 145, 180),
    "kids_cut": ("Kids' cut (under 12)", 22, 30),
}
# open slots per stylist and weekday (0 = Monday); the salon is closed on Sunday and Monday
_LH_SLOTS = {
    "Femke": {1: ["09:30", "13:00", "16:30"], 2: ["10:30", "13:00", "16:30"], 3: ["09:30", "16:30", "18:30"],
              4: ["09:30", "13:00", "15:00"], 5: ["09:00", "11:30", "14:30"]},
    "Joris": {1: ["10:00", "11:30", "15:00", "17:30"], 2: ["10:00", "15:00", "17:30"], 3: ["11:00", "14:30", "19:00"],
              4: ["10:00", "11:30", "16:00"], 5: ["10:00", "12:30"]},
    "Aylin": {1: ["12:00", "14:00", "18:00"], 2: ["12:00", "15:30", "18:00"], 3: ["12:00", "17:00", "19:30"],
              4: ["11:00", "14:00"], 5: ["13:00", "15:00"]},
}
_LH_NO_COLOUR = {"Joris"}


def lh_list_services() -> dict:
    return {"currency": "EUR", "services": [{"service": key, "name": name, "price_eur": price, "minutes": minutes}
                                            for key, (name, price, minutes) in _LH_SERVICES.items()],
            "stylists": {"Femke": "senior stylist, colour specialist", "Joris": "cuts and barbering, no colour",
                         "Aylin": "cuts, colour and blow-dries"}}


def _lh_openings(day: _dt.date, service: str, stylist: str) -> dict[str, list[str]]:
    minutes = _LH_SERVICES.get(service, ("", 0, 60))[2]
    names = list(_LH_SLOTS) if stylist in (None, "any") else [stylist]
    out = {}
    for name in names:
        if name in _LH_NO_COLOUR and service in ("root_colour", "balayage"):
            out[name] = []
            continue
        slots = _LH_SLOTS.get(name, {}).get(day.weekday(), [])
        out[name] = [s for s in slots if minutes < 90 or s < "14:00"]
    return out


def lh_find_openings(date: str, service: str, stylist: str = "any") -> dict:
    day = _parse_date(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if day.weekday() in (0, 6):
        return {"date": day.isoformat(), "open": False, "message": "The studio is closed on Sundays and Mondays."}
    name, _, minutes = _LH_SERVICES.get(service, (service, 0, 60))
    return {"date": day.isoformat(), "weekday": day.strftime("%A"), "service": name, "duration_minutes": minutes,
            "openings": _lh_openings(day, service, stylist)}


def lh_book_appointment(date: str, time: str, services: list[str], stylist: str = "any", note: str | None = None) -> dict:
    day = _parse_date(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if day.weekday() in (0, 6):
        return {"error": "the studio is closed on Sundays and Mondays"}
    if not services:
        return {"error": "choose at least one service"}
    clock = _parse_time(time) or str(time)
    openings = _lh_openings(day, services[0], stylist)
    free = [name for name, slots in openings.items() if clock in slots]
    if not free:
        return {"error": "that time is not available for this service; check find_openings"}
    total = sum(_LH_SERVICES.get(s, ("", 0, 0))[1] for s in services)
    return {"appointment_id": _code("LH-APT-", date, clock, services, free[0], digits=4), "status": "confirmed",
            "client": "Noor Haddad (LH-3307)", "date": day.isoformat(), "time": clock, "stylist": free[0],
            "services": [_LH_SERVICES.get(s, (s,))[0] for s in services], "price_eur": total, "note": note,
            "policy": "free cancellation up to 24 hours before"}


_LH_MINE = [{"appointment_id": "LH-APT-9012", "date": "2027-10-21", "weekday": "Thursday", "time": "18:30",
             "stylist": "Femke", "services": ["Root colour"], "price_eur": 72}]


def lh_list_my_appointments() -> dict:
    return {"client": "Noor Haddad (LH-3307)", "upcoming": _LH_MINE}


def lh_cancel_appointment(appointment_id: str, reason: str | None = None) -> dict:
    if str(appointment_id).strip().upper() != "LH-APT-9012":
        return {"error": f"appointment {appointment_id} not found"}
    return {"appointment_id": "LH-APT-9012", "status": "cancelled", "fee_eur": 0, "reason": reason}


_LH_SERVICE_ENUM = list(_LH_SERVICES)

HAIR_SALON = Domain(
    name="hair_salon",
    instructions=(
        "You are the booking assistant of Lumen Hair Studio, Amsterdam.\n"
        "Today is Tuesday 12 October 2027, 09:30 (Europe/Amsterdam). The studio is open Tuesday to Saturday; "
        "closed Sunday and Monday.\n"
        "Client: Noor Haddad, client id LH-3307, phone +31 6 4821 7730. Prices are in EUR.\n"
        "Stylists: Femke (senior, colour specialist), Joris (cuts and barbering, no colour), Aylin (cuts, colour, blow-dries)."
    ),
    tools=[
        ToolDef(
            name="list_services",
            description="The studio's services with prices and durations, and what each stylist does.",
            parameters={"type": "object", "properties": {}},
            fn=lh_list_services,
        ),
        ToolDef(
            name="find_openings",
            description="Free start times on a day for a service, per stylist.",
            parameters={
                "type": "object",
                "properties": {
                    "date": {"type": "string", "format": "date"},
                    "service": {"type": "string", "enum": _LH_SERVICE_ENUM},
                    "stylist": {"type": "string", "enum": ["any", "Femke", "Joris", "Aylin"], "default": "any"},
                },
                "required": ["date", "service"],
            },
            fn=lh_find_openings,
        ),
        ToolDef(
            name="book_appointment",
            description="Book the client in. The time must be a free start time (see find_openings).",
            parameters={
                "type": "object",
                "properties": {
                    "date": {"type": "string", "format": "date"},
                    "time": {"type": "string", "description": "HH:MM"},
                    "services": {"type": "array", "items": {"type": "string", "enum": _LH_SERVICE_ENUM}, "minItems": 1},
                    "stylist": {"type": "string", "enum": ["any", "Femke", "Joris", "Aylin"]},
                    "note": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                },
                "required": ["date", "time", "services"],
            },
            fn=lh_book_appointment,
            act=True,
        ),
        ToolDef(
            name="list_my_appointments",
            description="The client's upcoming appointments.",
            parameters={"type": "object", "properties": {}},
            fn=lh_list_my_appointments,
        ),
        ToolDef(
            name="cancel_appointment",
            description="Cancel one of the client's appointments.",
            parameters={
                "type": "object",
                "properties": {"appointment_id": {"type": "string"}, "reason": {"type": "string"}},
                "required": ["appointment_id"],
            },
            fn=lh_cancel_appointment,
            act=True,
        ),
    ],
)


DOMAINS: list[Domain] = [REMITTANCE, DRY_CLEANING, BLOOD_DONATION, SELF_STORAGE, HAIR_SALON]

_SW_ACTS = ["send_money", "add_recipient", "cancel_transfer", "create_rate_alert"]
_SA_ACTS = ["reserve_unit", "add_gate_access", "pay_invoice"]
_LH_ACTS = ["book_appointment", "cancel_appointment"]


# =============================================================================================
# Cases
# =============================================================================================

CASES: list[Case] = [
    # ------------------------------------------------------------------------------ direct
    Case("g_sw_rate_inr", "remittance", "direct", [
        Turn("gbp to inr rate rn?",
             calls=[ExpectCall("get_exchange_rate", {"source_currency": "GBP", "target_currency": "INR"})],
             forbid=_SW_ACTS, allow=["get_quote"],
             answer_has=[said("108.42", "107.98", "107.99")]),
    ], features=("iso_code", "strict")),
    Case("g_sw_cancel_by_id", "remittance", "direct", [
        Turn("cancel TR-77170 pls, I'll sort it out another way",
             calls=[ExpectCall("cancel_transfer", {"transfer_id": "TR-77170"})],
             forbid=["send_money"], allow=["get_transfer", "list_transfers"],
             answer_has=[said("cancel")]),
    ], features=("id",)),
    Case("g_pg_pickup_tomorrow", "dry_cleaning", "direct", [
        Turn("pickup tmrw morning — 5 shirts and 2 pairs of trousers, regular dry clean",
             calls=[ExpectCall("schedule_pickup", {
                 "pickup_date": date("2027-05-18"), "window": "morning",
                 "items": has_items(fields(garment="shirt", quantity=5), fields(garment="trousers", quantity=2))})],
             allow=["get_price_list"]),
    ], features=("date", "array", "nested", "enum", "strict")),
    Case("g_sa_search_round_rock", "self_storage", "direct", [
        Turn("climate controlled 10x10 in round rock?",
             calls=[ExpectCall("search_units", {"location": contains("round rock"), "size": "10x10",
                                                "climate_controlled": True})],
             forbid=_SA_ACTS,
             answer_has=[said("119")]),
    ], features=("enum", "boolean")),
    Case("g_lh_joris_friday", "hair_salon", "direct", [
        Turn("any openings with joris on friday for a mens cut",
             calls=[ExpectCall("find_openings", {"date": date("2027-10-15"), "service": "mens_cut", "stylist": "Joris"})],
             forbid=_LH_ACTS, allow=["list_services"],
             answer_has=[said("10:00", "10am", "10 am")]),
    ], features=("date", "enum", "person")),
    Case("g_nb_plasma_bradford", "blood_donation", "direct", [
        Turn("book me in for plasma at bradford next tuesday 2pm",
             calls=[ExpectCall("book_donation_appointment", {
                 "centre": "Bradford Donor Centre", "donation_type": "plasma", "date": date("2027-09-14"),
                 "time": time_of_day("14:00")})]),
    ], features=("date", "enum", "strict", "1_tool")),

    # ------------------------------------------------------------------------------ polite
    Case("g_sw_alert_euro", "remittance", "polite", [
        Turn("Hi! Could you please let me know when the euro reaches 1.19 against the pound? Email and push "
             "notifications are both fine, thank you.",
             calls=[ExpectCall("create_rate_alert", {"source_currency": "GBP", "target_currency": "EUR",
                                                     "target_rate": number(1.19, 1e-6),
                                                     "notify_via": items("email", "push")})],
             forbid=["send_money"], allow=["get_exchange_rate"]),
    ], features=("iso_code", "array", "enum", "number")),
    Case("g_sw_track_polite", "remittance", "polite", [
        Turn("Hello, would you mind checking on transfer TR-77164 for me? Thanks so much",
             calls=[ExpectCall("get_transfer", {"transfer_id": "TR-77164"})],
             forbid=_SW_ACTS, allow=["list_transfers"],
             answer_has=[said("in transit", "in_transit", "on its way", "on the way", "partner bank"),
                         said("2027-03-12", "12 March", "March 12", "12th", "tomorrow", "Friday")]),
    ], features=("id",)),
    Case("g_pg_coat_price", "dry_cleaning", "polite", [
        Turn("Hi there, could you tell me what you charge to dry clean a wool coat? Thank you!",
             calls=[ExpectCall("get_price_list")],
             forbid=["schedule_pickup"],
             answer_has=[said("24.50", "24.5")]),
    ]),
    Case("g_nb_whole_blood_22nd", "blood_donation", "polite", [
        Turn("Hello, would it be possible to book me in to give whole blood at the Leeds centre on the 22nd, "
             "around half nine in the morning? Many thanks",
             calls=[ExpectCall("book_donation_appointment", {
                 "centre": "Leeds City Centre", "donation_type": "whole_blood", "date": date("2027-09-22"),
                 "time": time_of_day("09:30")})]),
    ], features=("date", "time_words", "strict", "1_tool")),
    Case("g_lh_blowdry_aylin", "hair_salon", "polite", [
        Turn("Hello! Could I please book a blow-dry with Aylin tomorrow at 12? Thank you :)",
             calls=[ExpectCall("book_appointment", {"date": date("2027-10-13"), "time": time_of_day("12:00"),
                                                    "services": items("blow_dry"), "stylist": "Aylin"})],
             allow=["find_openings", "list_services"]),
    ], features=("date", "array", "enum", "person")),

    # ------------------------------------------------------------------------------ indirect
    Case("g_sw_ghana_receive", "remittance", "indirect", [
        Turn("my mate kwame in ghana needs exactly 2000 cedis for his rent, roughly what would that cost me?",
             calls=[ExpectCall("get_quote", {"source_currency": "GBP", "target_currency": "GHS",
                                             "amount": number(2000), "amount_side": "receive"})],
             forbid=_SW_ACTS, allow=["list_recipients", "get_exchange_rate"],
             answer_has=[said("102.24", "104.45", "103.69")]),
    ], features=("iso_code", "enum", "number")),
    Case("g_sw_tomas_not_arrived", "remittance", "indirect", [
        Turn("tomas says he still hasnt got the money i sent him yesterday??",
             calls=[ExpectCall("list_transfers")],
             forbid=_SW_ACTS, allow=["list_recipients", "get_transfer"],
             answer_has=[said("2027-03-12", "12 March", "March 12", "12th", "tomorrow", "Friday", "end of day")]),
    ], features=("date",)),
    Case("g_pg_wedding_suit", "dry_cleaning", "indirect", [
        Turn("got a wedding on saturday and my suit is a state. could someone come grab it wednesday evening?",
             calls=[ExpectCall("schedule_pickup", {"pickup_date": date("2027-05-19"), "window": "evening",
                                                   "items": has_items(fields(garment="suit", quantity=1))})],
             allow=["get_price_list"]),
    ], features=("date", "array", "nested", "strict")),
    Case("g_pg_where_is_my_stuff", "dry_cleaning", "indirect", [
        Turn("uh where's my stuff? it was meant to be back already",
             calls=[ExpectCall("track_order")],
             forbid=["schedule_pickup"],
             answer_has=[said("2027-05-18", "tomorrow", "Tuesday", "May 18", "18 May", "18th"),
                         said("stain")]),
    ]),
    Case("g_sa_moving_north", "self_storage", "indirect", [
        Turn("moving out of my apartment july 1st and need somewhere for a 2 bed apartment's worth of stuff, "
             "ideally near austin north. budget's about 200 a month",
             calls=[ExpectCall("search_units", {"location": contains("north")})],
             forbid=_SA_ACTS, allow=["get_unit_details"]),
    ]),
    Case("g_lh_son_photos", "hair_salon", "indirect", [
        Turn("my son has school photos on thursday and badly needs a haircut, he's 8. anything tomorrow after 3?",
             calls=[ExpectCall("find_openings", {"date": date("2027-10-13"), "service": "kids_cut"})],
             forbid=_LH_ACTS, allow=["list_services"],
             answer_has=[said("15:00", "15:30", "16:30", "17:30", "18:00", "3:00", "3:30", "4:30", "5:30",
                              "6:00", "3pm", "3 pm", "6pm")]),
    ], features=("date", "enum")),

    # ------------------------------------------------------------------------------ multi_intent
    Case("g_sw_yen_rate_and_alert", "remittance", "multi_intent", [
        Turn("what's pounds to yen at the moment? and ping me if it goes above 195",
             calls=[ExpectCall("get_exchange_rate", {"source_currency": "GBP", "target_currency": "JPY"}),
                    ExpectCall("create_rate_alert", {"source_currency": "GBP", "target_currency": "JPY",
                                                     "target_rate": number(195)})],
             forbid=["send_money"],
             answer_has=[said("191.35", "190.58")]),
    ], features=("iso_code", "number")),
    Case("g_sw_kwame_cancel_resend", "remittance", "multi_intent", [
        Turn("cancel the kwame payment that's scheduled for monday and just send him £100 now by mobile money instead",
             calls=[ExpectCall("list_transfers"),
                    ExpectCall("cancel_transfer", {"transfer_id": "TR-77170"}),
                    ExpectCall("send_money", {"recipient_id": "RCP-1004", "amount": number(100),
                                              "amount_currency": "GBP", "delivery_method": "mobile_money",
                                              "schedule_for": null_or_absent()})],
             allow=["list_recipients", "get_transfer", "get_quote"]),
    ], features=("nullable_anyof", "strict", "9_tools")),
    Case("g_pg_washfold_price_and_book", "dry_cleaning", "multi_intent", [
        Turn("how much is wash & fold? also can u book a pickup friday midday for 2 bags of it",
             calls=[ExpectCall("get_price_list"),
                    ExpectCall("schedule_pickup", {"pickup_date": date("2027-05-21"), "window": "midday",
                                                   "items": has_items(fields(garment="laundry_bag", quantity=2,
                                                                             service="wash_fold"))})],
             answer_has=[said("2.25")]),
    ], features=("date", "array", "nested", "strict")),
    Case("g_sa_gate_and_balance", "self_storage", "multi_intent", [
        Turn("add my brother luis vega to the gate access on my unit — his number is 512 555 0148 — and how much do i owe right now?",
             calls=[ExpectCall("list_my_rentals"),
                    ExpectCall("add_gate_access", {"rental_id": "R-31877",
                                                   "person": fields(name=contains("luis"), phone=matches_digits("5125550148"))})],
             forbid=["pay_invoice", "reserve_unit"],
             answer_has=[said_number(94)]),
    ], features=("ref", "nested", "person", "phone")),
    Case("g_lh_balayage_price_and_slots", "hair_salon", "multi_intent", [
        Turn("how much is balayage and does femke have anything for it on saturday the 23rd?",
             calls=[ExpectCall("list_services"),
                    ExpectCall("find_openings", {"date": date("2027-10-23"), "service": "balayage", "stylist": "Femke"})],
             forbid=_LH_ACTS,
             answer_has=[said("145"), said("9:00", "09:00", "9am", "9 am", "11:30")]),
    ], features=("date", "enum", "person")),
    Case("g_nb_two_bookings", "blood_donation", "multi_intent", [
        Turn("can you book plasma at harrogate this friday at half one, and whole blood at leeds on the 29th at 9am",
             calls=[ExpectCall("book_donation_appointment", {
                        "centre": "Harrogate Mobile Session", "donation_type": "plasma", "date": date("2027-09-10"),
                        "time": time_of_day("13:30")}),
                    ExpectCall("book_donation_appointment", {
                        "centre": "Leeds City Centre", "donation_type": "whole_blood", "date": date("2027-09-29"),
                        "time": time_of_day("09:00")})]),
    ], features=("date", "time_words", "strict", "1_tool")),

    # ------------------------------------------------------------------------------ no_tool
    Case("g_sw_midmarket_explained", "remittance", "no_tool", [
        Turn("whats the difference between the mid-market rate and the rate you actually give me? is that where you make money?",
             forbid=_SW_ACTS, allow=["get_exchange_rate"]),
    ]),
    Case("g_sw_weekly_vs_monthly", "remittance", "no_tool", [
        Turn("general question: is it usually cheaper to send £50 every week or £200 once a month? just trying to "
             "understand how fees like yours tend to work",
             forbid=_SW_ACTS, allow=["get_quote", "get_exchange_rate"]),
    ]),
    Case("g_pg_wine_stain_advice", "dry_cleaning", "no_tool", [
        Turn("spilled red wine on a silk blouse last night :( anything i should (or shouldn't) do before it gets picked up?",
             forbid=["schedule_pickup"]),
    ]),
    Case("g_nb_tattoo_question", "blood_donation", "no_tool", [
        Turn("quick one - can i still give blood if i got a tattoo last month?",
             forbid=["book_donation_appointment"]),
    ], features=("1_tool",)),
    Case("g_sa_prohibited_items", "self_storage", "no_tool", [
        Turn("what sort of things am I not allowed to keep in a storage unit? like is a gas can ok",
             forbid=_SA_ACTS, allow=["get_unit_details"]),
    ]),
    Case("g_lh_growing_out_trims", "hair_salon", "no_tool", [
        Turn("i'm growing my hair out, do i actually still need trims? how often?",
             forbid=_LH_ACTS),
    ]),

    # ------------------------------------------------------------------------------ underspecified
    Case("g_sw_send_sofia_no_amount", "remittance", "underspecified", [
        Turn("send some money to sofia",
             forbid=["send_money"], allow=["list_recipients", "get_exchange_rate"], clarify=True),
    ]),
    Case("g_sw_add_cousin_no_details", "remittance", "underspecified", [
        Turn("can you add my cousin in the philippines as someone i can send to",
             forbid=["add_recipient", "send_money"], allow=["list_recipients"], clarify=True),
    ]),
    Case("g_pg_thursday_no_items", "dry_cleaning", "underspecified", [
        Turn("can someone swing by thursday for my dry cleaning?",
             forbid=["schedule_pickup"], allow=["get_price_list", "track_order"], clarify=True),
    ], features=("strict",)),
    Case("g_sa_reserve_no_details", "self_storage", "underspecified", [
        Turn("hey can you reserve a unit for me",
             forbid=_SA_ACTS, allow=["search_units", "list_my_rentals"], clarify=True),
    ]),
    Case("g_nb_platelets_no_date", "blood_donation", "underspecified", [
        Turn("I'd like to donate platelets at Leeds",
             forbid=["book_donation_appointment"], clarify=True),
    ], features=("1_tool",)),

    # ------------------------------------------------------------------------------ chained
    Case("g_sw_mum_quote_then_send", "remittance", "chained", [
        Turn("how much would mum get if i sent her 500 quid by bank transfer? if it's at least 50k rupees just go ahead and send it",
             calls=[ExpectCall("get_quote", {"source_currency": "GBP", "target_currency": "INR", "amount": number(500)}),
                    ExpectCall("list_recipients"),
                    ExpectCall("send_money", {"recipient_id": "RCP-1001", "amount": number(500), "amount_currency": "GBP",
                                              "delivery_method": "bank_deposit"})],
             allow=["get_exchange_rate"],
             answer_has=[said_number(53993.15)]),
    ], features=("iso_code", "conditional", "strict", "9_tools")),
    Case("g_sw_japan_yen", "remittance", "chained", [
        Turn("send thirty thousand yen to my friend in japan",
             calls=[ExpectCall("list_recipients"),
                    ExpectCall("send_money", {"recipient_id": "RCP-1003", "amount": number(30000),
                                              "amount_currency": "JPY"})],
             allow=["get_quote", "get_exchange_rate"]),
    ], features=("number_words", "iso_code", "strict")),
    Case("g_pg_quote_then_book", "dry_cleaning", "chained", [
        Turn("what would 3 suits and a dress cost to dry clean? if it's under $80 book a pickup wednesday evening",
             calls=[ExpectCall("get_price_list"),
                    ExpectCall("schedule_pickup", {"pickup_date": date("2027-05-19"), "window": "evening",
                                                   "items": has_items(fields(garment="suit", quantity=3),
                                                                      fields(garment="dress", quantity=1))})]),
    ], features=("conditional", "date", "array", "nested", "strict")),
    Case("g_sa_pay_outstanding", "self_storage", "chained", [
        Turn("Could you please pay whatever I owe on my unit with the card on file? Thanks",
             calls=[ExpectCall("list_my_rentals"),
                    ExpectCall("pay_invoice", {"invoice_id": "INV-8830", "amount": number(94), "method": "card_on_file"})],
             forbid=["reserve_unit", "add_gate_access"],
             answer_has=[said_number(94)]),
    ], features=("strict", "enum")),
    Case("g_sa_cheapest_south_reserve", "self_storage", "chained", [
        Turn("grab me the cheapest 5x10 at the south congress location, moving in next saturday. no insurance from you "
             "guys needed, i have my own policy",
             calls=[ExpectCall("search_units", {"location": contains("south"), "size": "5x10"}),
                    ExpectCall("reserve_unit", {"unit_id": "U-S-031", "move_in_date": date("2027-06-26"),
                                                "insurance_plan": "own_policy"})],
             allow=["get_unit_details"]),
    ], features=("date", "enum")),
    Case("g_lh_cancel_next", "hair_salon", "chained", [
        Turn("something came up, can you cancel my next appointment",
             calls=[ExpectCall("list_my_appointments"),
                    ExpectCall("cancel_appointment", {"appointment_id": "LH-APT-9012"})],
             forbid=["book_appointment"]),
    ]),

    # ------------------------------------------------------------------------------ multi_turn
    Case("g_sw_tomas_quote_cash_send", "remittance", "multi_turn", [
        Turn("how many pesos would tomás get if i send 200 pounds",
             calls=[ExpectCall("get_quote", {"source_currency": "GBP", "target_currency": "MXN", "amount": number(200)})],
             forbid=_SW_ACTS, allow=["list_recipients", "get_exchange_rate"],
             answer_has=[said_number(4356.5)]),
        Turn("and if he picks it up in cash instead?",
             calls=[ExpectCall("get_quote", {"target_currency": "MXN", "amount": number(200),
                                             "delivery_method": "cash_pickup"})],
             forbid=_SW_ACTS, allow=["list_recipients"],
             answer_has=[said("4.99", "204.99")]),
        Turn("ok do the cash one. reference 'for the car'",
             calls=[ExpectCall("send_money", {"recipient_id": "RCP-1002", "amount": number(200), "amount_currency": "GBP",
                                              "delivery_method": "cash_pickup", "reference": contains("car")})],
             allow=["list_recipients", "get_quote"]),
    ], features=("iso_code", "follow_up", "strict")),
    Case("g_pg_press_then_book", "dry_cleaning", "multi_turn", [
        Turn("how much to just press a shirt, no cleaning?",
             calls=[ExpectCall("get_price_list")],
             forbid=["schedule_pickup"],
             answer_has=[said("3.75")]),
        Turn("cool, get 6 of them picked up wednesday morning then",
             calls=[ExpectCall("schedule_pickup", {"pickup_date": date("2027-05-19"), "window": "morning",
                                                   "items": has_items(fields(garment="shirt", quantity=6, service="press_only"))})],
             allow=["get_price_list"]),
    ], features=("follow_up", "date", "array", "nested", "strict")),
    Case("g_sa_north_then_reserve", "self_storage", "multi_turn", [
        Turn("what 10x10s have you got at austin north",
             calls=[ExpectCall("search_units", {"location": contains("north"), "size": "10x10"})],
             forbid=_SA_ACTS,
             answer_has=[said("139"), said("109")]),
        Turn("tell me more about the cheaper one",
             calls=[ExpectCall("get_unit_details", {"unit_id": "U-N-305"})],
             forbid=_SA_ACTS),
        Turn("ok reserve it from july 1st with the basic insurance, and turn autopay on",
             calls=[ExpectCall("reserve_unit", {"unit_id": "U-N-305", "move_in_date": date("2027-07-01"),
                                                "insurance_plan": "basic_2000", "autopay": True})]),
    ], features=("follow_up", "date", "enum", "boolean")),
    Case("g_lh_femke_thu_fri_book", "hair_salon", "multi_turn", [
        Turn("what times has femke got on thursday for a cut and style",
             calls=[ExpectCall("find_openings", {"date": date("2027-10-14"), "service": "womens_cut", "stylist": "Femke"})],
             forbid=_LH_ACTS, allow=["list_services"],
             answer_has=[said("18:30", "6:30")]),
        Turn("and friday?",
             calls=[ExpectCall("find_openings", {"date": date("2027-10-15"), "service": "womens_cut", "stylist": "Femke"})],
             forbid=_LH_ACTS,
             answer_has=[said("13:00", "1:00", "1pm", "1 pm")]),
        Turn("ok the 1pm on friday please",
             calls=[ExpectCall("book_appointment", {"date": date("2027-10-15"), "time": time_of_day("13:00"),
                                                    "services": items("womens_cut"),
                                                    "stylist": one_of("Femke")})],
             allow=["find_openings"]),
    ], features=("follow_up", "date", "enum", "array")),
    Case("g_nb_saturday_then_fortnight", "blood_donation", "multi_turn", [
        Turn("book whole blood at leeds this saturday at 10am",
             calls=[ExpectCall("book_donation_appointment", {
                 "centre": "Leeds City Centre", "donation_type": "whole_blood", "date": date("2027-09-11"),
                 "time": time_of_day("10:00")})]),
        Turn("also put me down for plasma at bradford a fortnight after that, same time",
             calls=[ExpectCall("book_donation_appointment", {
                 "centre": "Bradford Donor Centre", "donation_type": "plasma", "date": date("2027-09-25"),
                 "time": time_of_day("10:00")})]),
    ], features=("follow_up", "date", "strict", "1_tool")),
]
