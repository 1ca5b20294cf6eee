"""Fresh generality part AE: five domains, 45 cases, written independently on 2026-12-06 by a helper
that saw only spec.py, validate.py, runner.py's loader and cases_fresh_u.py's shape.

Domains (tool count, naming style, the "today" of each system prompt):
- office_supplies   10 tools, snake_case            Tuesday 12 January 2027, 09:15, Manchester (DeskDrop business supplies)
- waste_collection   6 tools, camelCase             Thursday 17 December 2026, 14:10, Ipswich (Orwell Vale council bins)
- party_hire         4 tools, kebab-case            Friday 5 February 2027, 11:30, Galway (Hooley Hire event equipment)
- tool_library       3 tools, PascalCase            Saturday 2 January 2027, 10:40, Toronto (Danforth Tool Library)
- tenant_repairs     1 tool,  namespaced (a__b_c)   Monday 8 February 2027, 08:05, Cardiff (Taff Vale Homes repairs)

Categories: direct 5, polite 6, indirect 6, multi_intent 5, no_tool 5, underspecified 6, chained 6,
multi_turn 6.

Schema coverage: string, integer, number (search_products max_price_gbp), boolean, string enums, integer
enums (set_standing_order frequency_weeks, get-quote days, ReserveTool LoanDays), arrays of strings
(check_stock skus), of enums (list_orders status, getCollectionDates binTypes, access.days), of objects
(place_order lines, bookBulkyCollection items, get-quote lines, request_return items), nested objects
(place_order delivery, create-booking customer, repairs access), nullable via type lists and via anyOf,
$ref/$defs (strict place_order), strict and non-strict tools, act tools (place, cancel, return, standing
order, reschedule, book, report, reserve, raise a repair job).
"""

from __future__ import annotations

import datetime as _dt
import json
import re
import zlib
from typing import Any

from benchmarks.generality.spec import (
    Case,
    Domain,
    ExpectCall,
    Pred,
    ToolDef,
    Turn,
    boolean,
    contains,
    date,
    fields,
    has_items,
    items,
    matches,
    number,
    one_of,
    said,
    said_number,
)

# =============================================================================================
# Shared helpers
# =============================================================================================

_STOP = {"the", "a", "an", "of", "for", "and", "or", "some", "any", "with", "in", "on", "to", "me", "my", "do", "you", "have"}


def _day(text: Any) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(str(text).strip()[:10])
    except ValueError:
        return None


def _crc(*parts: Any) -> int:
    return zlib.crc32(json.dumps(parts, sort_keys=True, ensure_ascii=False, default=str).encode())


def _words(text: Any) -> list[str]:
    out = []
    for token in re.findall(r"[a-z0-9]+", str(text).casefold()):
        if token in _STOP:
            continue
        out.append(token[:-1] if len(token) > 3 and token.endswith("s") else token)
    return out


def _score(query: Any, haystack: str) -> int:
    """How many words of the query a catalogue entry matches (plural-insensitive, 'tn2420' finds 'TN-2420')."""
    hay = set(_words(haystack))
    compact = re.sub(r"[^a-z0-9]", "", haystack.casefold())
    return sum(1 for w in _words(query) if w in hay or (len(w) >= 4 and w in compact))


def _ordinal(n: int) -> str:
    suffix = "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def said_day(iso: str, *extra: str) -> Pred:
    """The answer names this calendar day in any usual way ("29 December", "Dec 29th", "2026-12-29", "29/12")."""
    d = _dt.date.fromisoformat(iso)
    month, mon, n, o = d.strftime("%B"), d.strftime("%b"), d.day, _ordinal(d.day)
    alts = [
        f"{n} {month}",
        f"{o} {month}",
        f"{o} of {month}",
        f"{month} {n}",
        f"{month} {o}",
        f"{n} {mon}",
        f"{o} {mon}",
        f"{mon} {n}",
        f"{mon} {o}",
        f"{mon}. {n}",
        iso,
        f"{n:02d}/{d.month:02d}",
        f"{n}/{d.month}",
        f"the {o}",
        *extra,
    ]
    pattern = re.compile("|".join(rf"(?<!\w){re.escape(a.casefold())}(?!\w)" for a in alts))
    return Pred(
        f"names the day {iso}",
        lambda text: pattern.search(re.sub(r"\s+", " ", str(text)).casefold()) is not None,
    )


def date_in(*isos: str) -> Pred:
    """A date (or date-time) string on one of these days."""
    wanted = {_dt.date.fromisoformat(i) for i in isos}
    return Pred(f"date in {isos!r}", lambda v: isinstance(v, str) and _day(v) in wanted)


def phone(shown: str) -> Pred:
    """A phone number with the same digits as `shown` (spaces, dashes or a +44/+353 prefix allowed)."""
    tail = re.sub(r"\D", "", shown).lstrip("0")
    return Pred(f"contains {(shown,)!r}", lambda v: isinstance(v, str) and re.sub(r"\D", "", v).endswith(tail))


def said_any_number(*values: float) -> Pred:
    preds = [said_number(v) for v in values]
    return Pred(f"states one of {values!r}", lambda text: any(p.ok(text) for p in preds))


# =============================================================================================
# 1. office_supplies: DeskDrop business supplies (10 tools, snake_case)
# =============================================================================================

OFF_TODAY = _dt.date(2027, 1, 12)
OFF_NEXT_WORKING_DAY = _dt.date(2027, 1, 13)
OFF_CATEGORIES = ["paper", "ink_toner", "writing", "desk", "filing", "breakroom", "cleaning", "tech"]
COST_CENTRES = ["STUDIO", "ADMIN", "SITE"]

PRODUCTS: dict[str, dict[str, Any]] = {
    "PAP-A4-80": {"name": "A4 copier paper 80gsm, box of 5 reams (2,500 sheets)", "category": "paper", "price": 21.49,
                  "eco": False, "stock": 140, "tags": "printer copy white"},
    "PAP-A4-REC": {"name": "A4 100% recycled copier paper 80gsm, box of 5 reams", "category": "paper", "price": 23.99,
                   "eco": True, "stock": 36, "tags": "printer copy eco"},
    "PAP-A3-100": {"name": "A3 bright white paper 100gsm, ream of 500", "category": "paper", "price": 14.75,
                   "eco": False, "stock": 0, "tags": "printer copy drawings"},
    "INK-HP305-BK": {"name": "HP 305 black ink cartridge", "category": "ink_toner", "price": 12.99,
                     "eco": False, "stock": 22, "tags": "printer inkjet cartridge"},
    "TON-TN2420": {"name": "Brother TN-2420 black toner, original (3,000 pages)", "category": "ink_toner", "price": 58.40,
                   "eco": False, "stock": 9, "tags": "printer laser cartridge"},
    "TON-TN2420-R": {"name": "Brother TN-2420 compatible black toner, remanufactured (3,000 pages)", "category": "ink_toner",
                     "price": 24.95, "eco": True, "stock": 31, "tags": "printer laser cartridge cheap"},
    "WRI-G2-BK12": {"name": "Pilot G-2 gel pens, black, box of 12", "category": "writing", "price": 15.60,
                    "eco": False, "stock": 50, "tags": "pen biro"},
    "WRI-TRIPLUS20": {"name": "Staedtler triplus fineliners, wallet of 20 colours", "category": "writing", "price": 18.20,
                      "eco": False, "stock": 12, "tags": "pen felt tip"},
    "DSK-POSTIT-12": {"name": "Post-it notes 76x76mm yellow, pack of 12 pads", "category": "desk", "price": 9.85,
                      "eco": False, "stock": 64, "tags": "sticky notes"},
    "FIL-LEVER-10": {"name": "Lever arch files A4, pack of 10", "category": "filing", "price": 19.90,
                     "eco": False, "stock": 25, "tags": "folder binder archive"},
    "BRK-COFFEE-1KG": {"name": "Fairtrade house-blend coffee beans, 1kg bag", "category": "breakroom", "price": 16.50,
                       "eco": True, "stock": 40, "tags": "kitchen"},
    "BRK-OATMILK-6": {"name": "Barista oat milk 1L, case of 6", "category": "breakroom", "price": 11.40,
                      "eco": True, "stock": 18, "tags": "kitchen"},
    "BRK-TEA-200": {"name": "Yorkshire Tea bags, box of 200", "category": "breakroom", "price": 6.25,
                    "eco": False, "stock": 75, "tags": "kitchen teabags"},
    "CLN-WIPES-100": {"name": "Antibacterial desk wipes, tub of 100", "category": "cleaning", "price": 4.80,
                      "eco": False, "stock": 90, "tags": "hygiene"},
    "TEC-USBC-HUB7": {"name": "USB-C 7-in-1 hub (HDMI, 3x USB-A, SD, 100W PD)", "category": "tech", "price": 34.99,
                      "eco": False, "stock": 7, "tags": "adapter dongle dock laptop"},
    "TEC-AAA-24": {"name": "AAA alkaline batteries, pack of 24", "category": "tech", "price": 8.99,
                   "eco": False, "stock": 120, "tags": "battery"},
}  # fmt: skip
RESTOCK = {"PAP-A3-100": "2027-01-19"}

ORDERS: dict[str, dict[str, Any]] = {
    "DD-40098": {"placed": "2026-12-18T10:12", "status": "delivered", "delivered_on": "2026-12-21", "cost_centre": "STUDIO",
                 "lines": [("BRK-OATMILK-6", 4), ("BRK-COFFEE-1KG", 2)]},
    "DD-40117": {"placed": "2027-01-07T11:02", "status": "delivered", "delivered_on": "2027-01-08", "cost_centre": "STUDIO",
                 "lines": [("PAP-A4-80", 4), ("WRI-G2-BK12", 2)]},
    "DD-40152": {"placed": "2027-01-11T14:25", "status": "dispatched", "expected_delivery": "2027-01-12",
                 "delivery_window": "10:00-13:00", "courier": "DPD", "tracking": "15508812004317", "cost_centre": "ADMIN",
                 "lines": [("TON-TN2420", 2), ("BRK-COFFEE-1KG", 3)]},
    "DD-40160": {"placed": "2027-01-11T17:40", "status": "processing", "expected_delivery": "2027-01-13",
                 "cost_centre": "SITE", "lines": [("TEC-USBC-HUB7", 1), ("CLN-WIPES-100", 6)]},
    "DD-40171": {"placed": "2027-01-12T08:50", "status": "awaiting_approval", "approver": "Priya Shah",
                 "cost_centre": "ADMIN", "lines": [("FIL-LEVER-10", 15)]},
}  # fmt: skip
ORDER_STATUSES = ["awaiting_approval", "processing", "dispatched", "delivered", "cancelled"]
RETURN_REASONS = ["damaged", "faulty", "wrong_item", "over_delivered", "not_needed"]


def _working_day(d: _dt.date) -> bool:
    return d.weekday() < 5


def _product_row(sku: str) -> dict[str, Any]:
    p = PRODUCTS[sku]
    row = {"sku": sku, "name": p["name"], "category": p["category"], "price_gbp_ex_vat": p["price"], "eco": p["eco"],
           "in_stock": p["stock"]}  # fmt: skip
    if p["stock"] == 0:
        row["back_in_stock"] = RESTOCK.get(sku)
    return row


def _totals(lines: list[tuple[str, int]]) -> dict[str, float]:
    subtotal = round(sum(PRODUCTS[s]["price"] * q for s, q in lines), 2)
    delivery = 0.0 if subtotal >= 40 else 4.95
    vat = round((subtotal + delivery) * 0.2, 2)
    return {"subtotal_gbp_ex_vat": subtotal, "delivery_gbp": delivery, "vat_gbp": vat,
            "total_gbp_inc_vat": round(subtotal + delivery + vat, 2)}  # fmt: skip


def _order_id(order_id: Any) -> str:
    return str(order_id).strip().upper().replace(" ", "")


def _order_status_fields(order: dict[str, Any]) -> dict[str, Any]:
    keys = ("expected_delivery", "delivery_window", "delivered_on", "courier", "tracking")
    out = {k: order[k] for k in keys if k in order}
    if order["status"] == "awaiting_approval":
        out["awaiting_approval_from"] = order["approver"]
        out["why"] = "Orders over £250 ex VAT need the office manager's approval before they are processed."
    return out


def search_products(query: str, category: str | None = None, max_price_gbp: float | None = None, eco_only: bool = False):
    if category is not None and category not in OFF_CATEGORIES:
        return {"error": f"Unknown category {category!r}. Categories: {', '.join(OFF_CATEGORIES)}."}
    if max_price_gbp is not None and not isinstance(max_price_gbp, (int, float)):
        return {"error": "max_price_gbp must be a number"}
    has_words = bool(_words(query))
    if not has_words and category is None:
        return {"error": "Type something to search for, e.g. 'A4 paper' or 'toner'."}
    scored = []
    for sku, p in PRODUCTS.items():
        score = _score(query, f"{sku} {p['name']} {p['category'].replace('_', ' ')} {p['tags']}") if has_words else 1
        if score == 0 or (category and p["category"] != category):
            continue
        if max_price_gbp is not None and p["price"] > float(max_price_gbp):
            continue
        if eco_only and not p["eco"]:
            continue
        scored.append((-score, sku))
    results = [_product_row(sku) for _, sku in sorted(scored)[:8]]
    if not results:
        return {"query": query, "results": [], "message": "No products match. Try fewer or different words."}
    return {"query": query, "results": results, "prices": "GBP excluding VAT (20%)"}


def get_product(sku: str):
    code = str(sku).strip().upper()
    if code not in PRODUCTS:
        return {"error": f"No product with SKU {sku!r}. Use search_products to find SKUs."}
    row = _product_row(code)
    row["delivery_if_ordered_now"] = OFF_NEXT_WORKING_DAY.isoformat() if PRODUCTS[code]["stock"] else None
    if PRODUCTS[code]["category"] == "ink_toner":
        row["returns"] = "Unopened within 30 days. Opened cartridges can only be returned if faulty."
    else:
        row["returns"] = "Unopened within 30 days, collected free."
    return row


def check_stock(skus: list[str]):
    if not isinstance(skus, list) or not skus:
        return {"error": "Give at least one SKU."}
    rows = []
    for sku in skus:
        code = str(sku).strip().upper()
        if code not in PRODUCTS:
            rows.append({"sku": sku, "error": "unknown SKU"})
            continue
        stock = PRODUCTS[code]["stock"]
        row = {"sku": code, "name": PRODUCTS[code]["name"], "in_stock": stock}
        if stock:
            row["next_day_delivery_if_ordered_before_16:00"] = OFF_NEXT_WORKING_DAY.isoformat()
        else:
            row["back_in_stock"] = RESTOCK.get(code)
        rows.append(row)
    return {"checked_at": "2027-01-12T09:15", "stock": rows}


def list_orders(status: list[str] | None = None, since: str | None = None):
    if status is not None:
        if not isinstance(status, list) or any(s not in ORDER_STATUSES for s in status):
            return {"error": f"status must be a list drawn from {ORDER_STATUSES}"}
    floor = None
    if since is not None:
        floor = _day(since)
        if floor is None:
            return {"error": f"since must be a date like 2027-01-01, not {since!r}"}
    rows = []
    for oid, order in sorted(ORDERS.items(), key=lambda kv: kv[1]["placed"], reverse=True):
        if status and order["status"] not in status:
            continue
        if floor and _day(order["placed"]) < floor:
            continue
        rows.append({
            "order_id": oid,
            "placed": order["placed"],
            "status": order["status"],
            "cost_centre": order["cost_centre"],
            "items": [f"{q} x {PRODUCTS[s]['name']} ({s})" for s, q in order["lines"]],
            "subtotal_gbp_ex_vat": _totals(order["lines"])["subtotal_gbp_ex_vat"],
            **_order_status_fields(order),
        })  # fmt: skip
    return {"account": "HF-2207", "orders": rows}


def get_order(order_id: str):
    oid = _order_id(order_id)
    order = ORDERS.get(oid)
    if order is None:
        return {"error": f"No order {order_id!r} on account HF-2207."}
    lines = [{"sku": s, "name": PRODUCTS[s]["name"], "quantity": q, "unit_price_gbp_ex_vat": PRODUCTS[s]["price"],
              "line_total_gbp_ex_vat": round(PRODUCTS[s]["price"] * q, 2)} for s, q in order["lines"]]  # fmt: skip
    return {"order_id": oid, "placed": order["placed"], "status": order["status"], "cost_centre": order["cost_centre"],
            "lines": lines, **_totals(order["lines"]), **_order_status_fields(order),
            "deliver_to": "Harrow & Finch Architects, 3rd floor reception, 41 Jutland Street, Manchester M1 2BE"}  # fmt: skip


def _read_lines(lines: Any) -> list[tuple[str, int]] | dict[str, str]:
    if not isinstance(lines, list) or not lines:
        return {"error": "An order needs at least one line {sku, quantity}."}
    merged: dict[str, int] = {}
    for line in lines:
        if not isinstance(line, dict):
            return {"error": "Each line must be an object {sku, quantity}."}
        sku = str(line.get("sku", "")).strip().upper()
        qty = line.get("quantity")
        if sku not in PRODUCTS:
            return {"error": f"Unknown SKU {line.get('sku')!r}."}
        if not isinstance(qty, int) or isinstance(qty, bool) or qty < 1:
            return {"error": f"Quantity for {sku} must be a whole number of at least 1."}
        merged[sku] = merged.get(sku, 0) + qty
    return sorted(merged.items())


def place_order(lines: list[dict[str, Any]], cost_centre: str, delivery: dict[str, Any], po_reference: str | None = None):
    read = _read_lines(lines)
    if isinstance(read, dict):
        return read
    if cost_centre not in COST_CENTRES:
        return {"error": f"cost_centre must be one of {COST_CENTRES}"}
    for sku, qty in read:
        stock = PRODUCTS[sku]["stock"]
        if qty > stock:
            when = f" (back in stock {RESTOCK[sku]})" if sku in RESTOCK else ""
            return {"error": f"Only {stock} of {sku} in stock{when}; reduce the quantity."}
    totals = _totals(read)
    approval = totals["subtotal_gbp_ex_vat"] > 250
    delivery = delivery if isinstance(delivery, dict) else {}
    return {
        "order_id": f"DD-{40172 + _crc(read) % 50}",
        "status": "awaiting_approval" if approval else "processing",
        "lines": [{"sku": s, "name": PRODUCTS[s]["name"], "quantity": q} for s, q in read],
        **totals,
        "cost_centre": cost_centre,
        "po_reference": po_reference,
        "expected_delivery": None if approval else OFF_NEXT_WORKING_DAY.isoformat(),
        "awaiting_approval_from": "Priya Shah" if approval else None,
        "deliver_to": {"address": "3rd floor reception, 41 Jutland Street, Manchester M1 2BE",
                       "contact": delivery.get("contact_name"), "instructions": delivery.get("instructions")},
    }  # fmt: skip


def cancel_order(order_id: str, reason: str | None = None):
    oid = _order_id(order_id)
    order = ORDERS.get(oid)
    if order is None:
        return {"error": f"No order {order_id!r} on account HF-2207."}
    if order["status"] == "dispatched":
        return {"error": f"{oid} has already been dispatched with {order['courier']} and can no longer be cancelled. "
                         "Refuse the delivery or request a return once it arrives."}  # fmt: skip
    if order["status"] == "delivered":
        return {"error": f"{oid} was delivered on {order['delivered_on']}; use request_return instead."}
    return {"order_id": oid, "status": "cancelled", "previous_status": order["status"], "reason": reason,
            "charge": "Nothing was charged: invoices are raised when an order is dispatched."}  # fmt: skip


def request_return(order_id: str, items: list[dict[str, Any]], collection_date: str):
    oid = _order_id(order_id)
    order = ORDERS.get(oid)
    if order is None:
        return {"error": f"No order {order_id!r} on account HF-2207."}
    if order["status"] != "delivered":
        return {"error": f"{oid} has not been delivered yet (status {order['status']}); cancel it instead of returning it."}
    if (OFF_TODAY - _dt.date.fromisoformat(order["delivered_on"])).days > 30:
        return {"error": f"{oid} was delivered more than 30 days ago; it can no longer be returned."}
    ordered = dict(order["lines"])
    if not isinstance(items, list) or not items:
        return {"error": "List at least one item to return."}
    refund = 0.0
    rows = []
    for item in items:
        sku = str((item or {}).get("sku", "")).strip().upper()
        qty = (item or {}).get("quantity")
        if sku not in ordered:
            return {"error": f"{(item or {}).get('sku')!r} is not on order {oid} (it has {', '.join(ordered)})."}
        if not isinstance(qty, int) or isinstance(qty, bool) or not 1 <= qty <= ordered[sku]:
            return {"error": f"You can return between 1 and {ordered[sku]} of {sku}."}
        reason = (item or {}).get("reason", "not_needed")
        if reason not in RETURN_REASONS:
            return {"error": f"reason must be one of {RETURN_REASONS}"}
        refund += PRODUCTS[sku]["price"] * qty
        rows.append({"sku": sku, "quantity": qty, "reason": reason})
    day = _day(collection_date)
    if day is None or not _working_day(day) or not OFF_NEXT_WORKING_DAY <= day <= OFF_TODAY + _dt.timedelta(days=14):
        return {"error": "Collections run on weekdays from 2027-01-13 to 2027-01-26; pick a date in that range."}
    return {"return_id": f"RMA-{7300 + _crc(oid, rows) % 600}", "order_id": oid, "items": rows,
            "collection_date": day.isoformat(), "collection_window": "08:00-13:00",
            "refund_gbp_ex_vat": round(refund, 2), "note": "Refund to the account within 5 working days of collection."}  # fmt: skip


def set_standing_order(sku: str, quantity: int, frequency_weeks: int, cost_centre: str, first_delivery: str | None):
    code = str(sku).strip().upper()
    if code not in PRODUCTS:
        return {"error": f"Unknown SKU {sku!r}."}
    if not isinstance(quantity, int) or isinstance(quantity, bool) or quantity < 1:
        return {"error": "quantity must be at least 1"}
    if frequency_weeks not in (1, 2, 4, 8):
        return {"error": "frequency_weeks must be 1, 2, 4 or 8"}
    if cost_centre not in COST_CENTRES:
        return {"error": f"cost_centre must be one of {COST_CENTRES}"}
    start = OFF_NEXT_WORKING_DAY if first_delivery is None else _day(first_delivery)
    if start is None or start < OFF_NEXT_WORKING_DAY or not _working_day(start):
        return {"error": "first_delivery must be a weekday from 2027-01-13, or null for the next working day."}
    step = _dt.timedelta(weeks=frequency_weeks)
    price = PRODUCTS[code]["price"]
    return {"standing_order_id": f"SO-{1200 + _crc(code, quantity, frequency_weeks) % 300}", "sku": code,
            "name": PRODUCTS[code]["name"], "quantity": quantity, "every_weeks": frequency_weeks,
            "cost_centre": cost_centre, "next_deliveries": [(start + i * step).isoformat() for i in range(3)],
            "per_delivery_gbp_ex_vat": round(price * quantity, 2),
            "delivery_fee": "free" if price * quantity >= 40 else "£4.95 per delivery (under £40)"}  # fmt: skip


def change_delivery_date(order_id: str, new_date: str):
    oid = _order_id(order_id)
    order = ORDERS.get(oid)
    if order is None:
        return {"error": f"No order {order_id!r} on account HF-2207."}
    if order["status"] == "dispatched":
        return {"error": f"{oid} is already out with {order['courier']} (tracking {order['tracking']}). "
                         "Delivery changes must be made with DPD directly at dpd.co.uk."}  # fmt: skip
    if order["status"] == "delivered":
        return {"error": f"{oid} was already delivered on {order['delivered_on']}."}
    day = _day(new_date)
    if day is None or not _working_day(day):
        return {"error": "We deliver Monday to Friday; give a weekday date."}
    if not OFF_NEXT_WORKING_DAY <= day <= OFF_TODAY + _dt.timedelta(days=21):
        return {"error": "The new date must be between 2027-01-13 and 2027-02-02."}
    return {"order_id": oid, "status": order["status"], "expected_delivery": day.isoformat(),
            "previous_expected_delivery": order.get("expected_delivery")}  # fmt: skip


SKU_FIELD = {"type": "string", "description": "DeskDrop SKU, e.g. PAP-A4-80"}
ORDER_ID_FIELD = {"type": "string", "description": "DeskDrop order number, e.g. DD-40117"}

OFF_TOOLS = [
    ToolDef(
        "search_products",
        "Search the DeskDrop catalogue. Returns SKUs, prices (GBP ex VAT) and stock.",
        {
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "Words to search for, e.g. 'recycled A4' or 'TN-2420'"},
                "category": {"type": ["string", "null"], "enum": [*OFF_CATEGORIES, None], "description": "Filter; null for all"},
                "max_price_gbp": {"anyOf": [{"type": "number", "minimum": 0}, {"type": "null"}], "description": "Ex VAT"},
                "eco_only": {"type": "boolean", "default": False, "description": "Only recycled / Fairtrade / eco items"},
            },
            "required": ["query"],
        },
        search_products,
    ),
    ToolDef(
        "get_product",
        "Full details of one product: price, stock, delivery promise and returns rules.",
        {"type": "object", "properties": {"sku": SKU_FIELD}, "required": ["sku"]},
        get_product,
    ),
    ToolDef(
        "check_stock",
        "Live stock levels for one or more SKUs.",
        {
            "type": "object",
            "properties": {"skus": {"type": "array", "items": {"type": "string"}, "minItems": 1}},
            "required": ["skus"],
        },
        check_stock,
    ),
    ToolDef(
        "list_orders",
        "The account's orders, newest first, with their items and status.",
        {
            "type": "object",
            "properties": {
                "status": {"type": "array", "items": {"type": "string", "enum": ORDER_STATUSES}, "description": "Only these"},
                "since": {"type": "string", "format": "date", "description": "Only orders placed on or after this date"},
            },
        },
        list_orders,
    ),
    ToolDef(
        "get_order",
        "One order in full: lines, totals, status, delivery date or courier tracking.",
        {"type": "object", "properties": {"order_id": ORDER_ID_FIELD}, "required": ["order_id"]},
        get_order,
    ),
    ToolDef(
        "place_order",
        "Place a new order for the account. Orders over £250 ex VAT wait for approval.",
        {
            "type": "object",
            "properties": {
                "lines": {"type": "array", "items": {"$ref": "#/$defs/line"}},
                "cost_centre": {"type": "string", "enum": COST_CENTRES},
                "delivery": {"$ref": "#/$defs/delivery"},
                "po_reference": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Customer PO number or null"},
            },
            "required": ["lines", "cost_centre", "delivery", "po_reference"],
            "additionalProperties": False,
            "$defs": {
                "line": {
                    "type": "object",
                    "properties": {"sku": {"type": "string"}, "quantity": {"type": "integer"}},
                    "required": ["sku", "quantity"],
                    "additionalProperties": False,
                },
                "delivery": {
                    "type": "object",
                    "properties": {
                        "contact_name": {"type": "string"},
                        "contact_phone": {"type": "string"},
                        "instructions": {"type": ["string", "null"], "description": "Note for the driver, or null"},
                    },
                    "required": ["contact_name", "contact_phone", "instructions"],
                    "additionalProperties": False,
                },
            },
        },
        place_order,
        act=True,
        strict=True,
    ),
    ToolDef(
        "cancel_order",
        "Cancel an order that has not been dispatched yet.",
        {
            "type": "object",
            "properties": {
                "order_id": ORDER_ID_FIELD,
                "reason": {"type": "string", "enum": ["ordered_by_mistake", "no_longer_needed", "found_elsewhere", "other"]},
            },
            "required": ["order_id"],
        },
        cancel_order,
        act=True,
    ),
    ToolDef(
        "request_return",
        "Book a free collection to return items from a delivered order.",
        {
            "type": "object",
            "properties": {
                "order_id": ORDER_ID_FIELD,
                "items": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "sku": {"type": "string"},
                            "quantity": {"type": "integer", "minimum": 1},
                            "reason": {"type": "string", "enum": RETURN_REASONS},
                        },
                        "required": ["sku", "quantity", "reason"],
                    },
                    "minItems": 1,
                },
                "collection_date": {"type": "string", "format": "date", "description": "A weekday"},
            },
            "required": ["order_id", "items", "collection_date"],
        },
        request_return,
        act=True,
    ),
    ToolDef(
        "set_standing_order",
        "Set up a repeating delivery of one product.",
        {
            "type": "object",
            "properties": {
                "sku": {"type": "string"},
                "quantity": {"type": "integer", "description": "Units per delivery"},
                "frequency_weeks": {"type": "integer", "enum": [1, 2, 4, 8], "description": "Deliver every N weeks"},
                "cost_centre": {"type": "string", "enum": COST_CENTRES},
                "first_delivery": {"type": ["string", "null"], "description": "ISO date of the first delivery; null for ASAP"},
            },
            "required": ["sku", "quantity", "frequency_weeks", "cost_centre", "first_delivery"],
            "additionalProperties": False,
        },
        set_standing_order,
        act=True,
        strict=True,
    ),
    ToolDef(
        "change_delivery_date",
        "Move the delivery of an order that has not been dispatched yet to another weekday.",
        {
            "type": "object",
            "properties": {"order_id": ORDER_ID_FIELD, "new_date": {"type": "string", "format": "date"}},
            "required": ["order_id", "new_date"],
        },
        change_delivery_date,
        act=True,
    ),
]

OFF_ACTS = ["place_order", "cancel_order", "request_return", "set_standing_order", "change_delivery_date"]
OFF_READS = ["search_products", "get_product", "check_stock", "list_orders", "get_order"]

OFF_INSTRUCTIONS = """You are DeskDrop's ordering assistant for business customers.
Today is Tuesday 12 January 2027, 09:15 (Manchester, UK; Europe/London).

Signed-in user: Dana Whitlock at Harrow & Finch Architects (account HF-2207), 3rd floor, 41 Jutland Street, Manchester M1 2BE.
Default delivery: 3rd floor reception, contact Dana Whitlock, 0161 555 0142, no driver instructions, unless told otherwise.
Cost centres: STUDIO, ADMIN, SITE. Every order and standing order is charged to one; ask which if the user hasn't said.

Prices are in GBP excluding VAT (20%). Delivery is free on orders of £40 or more ex VAT, otherwise £4.95.
Weekday orders placed before 16:00 arrive the next working day.
Orders over £250 ex VAT wait for approval by Priya Shah (office manager) before they are processed.
Orders can be cancelled or have their delivery date moved until they are dispatched; after that only the courier can change the delivery.
Returns: unopened items within 30 days of delivery, collected free. Opened ink and toner can only be returned if faulty.
Only place, cancel, return or change orders when the user asks you to."""


# =============================================================================================
# 2. waste_collection: Orwell Vale Borough Council bins & recycling (6 tools, camelCase)
# =============================================================================================

BIN_TODAY = _dt.date(2026, 12, 17)
BIN_ANCHOR = _dt.date(2026, 12, 7)  # week 0 of the fortnightly cycle
BIN_TYPES = ["general", "recycling", "garden", "food", "glass"]
BULKY_ITEMS = ["sofa", "armchair", "mattress", "bed_frame", "wardrobe", "chest_of_drawers", "table", "chairs",
               "fridge_freezer", "washing_machine", "tv_monitor", "other"]  # fmt: skip
BANK_HOLIDAYS = {_dt.date(2026, 12, 25), _dt.date(2026, 12, 26), _dt.date(2026, 12, 28), _dt.date(2027, 1, 1)}
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

PROPERTIES: dict[str, dict[str, Any]] = {
    "100091244870": {"address": "12 Alderney Road, Ipswich IP4 2LQ", "postcode": "IP4 2LQ", "number": "12", "weekday": 0, "cycle": 0, "garden": False},
    "100091244871": {"address": "14 Alderney Road, Ipswich IP4 2LQ", "postcode": "IP4 2LQ", "number": "14", "weekday": 0, "cycle": 0, "garden": True},
    "100091244872": {"address": "16 Alderney Road, Ipswich IP4 2LQ", "postcode": "IP4 2LQ", "number": "16", "weekday": 0, "cycle": 0, "garden": False},
    "100091250033": {"address": "1 Cobbold Street, Ipswich IP4 2EW", "postcode": "IP4 2EW", "number": "1", "weekday": 2, "cycle": 1, "garden": False},
    "100091250035": {"address": "3 Cobbold Street, Ipswich IP4 2EW", "postcode": "IP4 2EW", "number": "3", "weekday": 2, "cycle": 1, "garden": True},
    "100091250037": {"address": "5 Cobbold Street, Ipswich IP4 2EW", "postcode": "IP4 2EW", "number": "5", "weekday": 2, "cycle": 1, "garden": False},
}  # fmt: skip
HOME_UPRN = "100091244871"
MUM_UPRN = "100091250035"

BULKY_BOOKINGS = {
    "BLK-55120": {"uprn": HOME_UPRN, "date": "2026-12-19", "items": ["1 x mattress (double)", "1 x bed_frame"],
                  "collectFrom": "front_of_property", "feeGbp": 25.0, "status": "booked",
                  "freeCancellationUntil": "2026-12-18T14:00"},
}  # fmt: skip
MISSED_REPORTS = [
    {"reportRef": "MB-8812", "binType": "recycling", "collectionDate": "2026-11-30", "status": "resolved 2026-12-02"}
]


def _is_working(d: _dt.date) -> bool:
    return d.weekday() < 5 and d not in BANK_HOLIDAYS


def _add_working_days(d: _dt.date, n: int) -> _dt.date:
    while n:
        d += _dt.timedelta(days=1)
        n -= _is_working(d)
    return d


def _collections(uprn: str, start: _dt.date, end: _dt.date) -> list[dict[str, Any]]:
    """Scheduled collections at a property on days in [start, end)."""
    prop = PROPERTIES[uprn]
    out = []
    for week in range(0, 30):
        base = BIN_ANCHOR + _dt.timedelta(days=7 * week + prop["weekday"])
        moved = _dt.date(2026, 12, 25) <= base <= _dt.date(2027, 1, 8)
        actual = base + _dt.timedelta(days=1) if moved else base
        if not start <= actual < end:
            continue
        recycling_week = week % 2 == prop["cycle"]
        bins = ["recycling" if recycling_week else "general", "food"]
        garden_paused = _dt.date(2026, 12, 21) <= base <= _dt.date(2027, 1, 8)
        if recycling_week and prop["garden"] and not garden_paused:
            bins.append("garden")
        if (week + prop["cycle"]) % 4 == 0:
            bins.append("glass")
        entry = {"date": actual.isoformat(), "weekday": WEEKDAYS[actual.weekday()], "bins": bins}
        if moved:
            entry["note"] = f"moved from {WEEKDAYS[base.weekday()]} {base.day} {base.strftime('%B')} (Christmas and New Year)"
        out.append(entry)
    return out


def _uprn(value: Any) -> str:
    return re.sub(r"\s", "", str(value))


def findAddress(postcode: str, houseNumber: str | None = None):
    code = re.sub(r"\s", "", str(postcode)).upper()
    found = [
        {"uprn": u, "address": p["address"]}
        for u, p in PROPERTIES.items()
        if p["postcode"].replace(" ", "") == code
        and (houseNumber is None or str(houseNumber).strip().casefold() == p["number"].casefold())
    ]
    if not found:
        if any(p["postcode"].replace(" ", "") == code for p in PROPERTIES.values()):
            return {"error": f"No house number {houseNumber!r} at that postcode."}
        return {"error": f"No addresses found for postcode {postcode!r} in Orwell Vale."}
    return {"addresses": found}


def getCollectionDates(uprn: str, binTypes: list[str] | None = None, fromDate: str | None = None, weeks: int = 4):
    key = _uprn(uprn)
    if key not in PROPERTIES:
        return {"error": f"No property with UPRN {uprn!r}; use findAddress first."}
    wanted = BIN_TYPES if binTypes in (None, []) else binTypes
    if not isinstance(wanted, list) or any(b not in BIN_TYPES for b in wanted):
        return {"error": f"binTypes must be drawn from {BIN_TYPES}"}
    start = BIN_TODAY if fromDate is None else _day(fromDate)
    if start is None:
        return {"error": "fromDate must be a date like 2026-12-21"}
    if not isinstance(weeks, int) or not 1 <= weeks <= 8:
        return {"error": "weeks must be between 1 and 8"}
    prop = PROPERTIES[key]
    rows = []
    for entry in _collections(key, start, start + _dt.timedelta(weeks=weeks)):
        bins = [b for b in entry["bins"] if b in wanted]
        if bins:
            rows.append({**entry, "bins": bins})
    upcoming = _collections(key, start, start + _dt.timedelta(weeks=20))
    nxt: dict[str, Any] = {}
    for b in wanted:
        if b == "garden" and not prop["garden"]:
            nxt[b] = "no garden waste subscription at this address"
            continue
        hit = next((e for e in upcoming if b in e["bins"]), None)
        nxt[b] = f"{hit['weekday']} {hit['date']}" if hit else None
    notices = ["Collections between 25 December and 8 January are one day later than usual."]
    if "garden" in wanted:
        notices.append("Garden waste is not collected between 21 December and 8 January.")
    return {"uprn": key, "address": prop["address"], "usualDay": WEEKDAYS[prop["weekday"]], "collections": rows,
            "nextByType": nxt, "notices": notices}  # fmt: skip


def listMyRequests(kind: str = "all"):
    if kind not in ("bulky", "missedBin", "all"):
        return {"error": "kind must be bulky, missedBin or all"}
    out: dict[str, Any] = {"address": PROPERTIES[HOME_UPRN]["address"]}
    if kind in ("bulky", "all"):
        out["bulkyBookings"] = [
            {"bookingRef": ref, **{k: v for k, v in b.items() if k != "uprn"}} for ref, b in BULKY_BOOKINGS.items()
        ]
    if kind in ("missedBin", "all"):
        out["missedBinReports"] = MISSED_REPORTS
    return out


def bookBulkyCollection(uprn: str, items: list[dict[str, Any]], preferredDate: str, contactPhone: str,
                        collectFrom: str = "front_of_property"):  # fmt: skip
    key = _uprn(uprn)
    if key not in PROPERTIES:
        return {"error": f"No property with UPRN {uprn!r}; use findAddress first."}
    if not isinstance(items, list) or not items:
        return {"error": "List at least one item."}
    count, fridges, rows = 0, 0, []
    for item in items:
        kind = (item or {}).get("itemType")
        qty = (item or {}).get("quantity", 1)
        if kind not in BULKY_ITEMS:
            return {"error": f"itemType must be one of {BULKY_ITEMS}"}
        if not isinstance(qty, int) or isinstance(qty, bool) or qty < 1:
            return {"error": "quantity must be a whole number of at least 1"}
        count += qty
        fridges += qty if kind == "fridge_freezer" else 0
        rows.append(f"{qty} x {kind}" + (f" ({item['description']})" if item.get("description") else ""))
    if count > 10:
        return {"error": "At most 10 items per collection; book a second collection for the rest."}
    if collectFrom not in ("front_of_property", "rear_access", "communal_bin_store"):
        return {"error": "collectFrom must be front_of_property, rear_access or communal_bin_store"}
    digits = re.sub(r"\D", "", str(contactPhone))
    if not 10 <= len(digits) <= 13:
        return {"error": f"{contactPhone!r} does not look like a UK phone number."}
    day = _day(preferredDate)
    if day is None:
        return {"error": "preferredDate must be a date like 2027-01-09"}
    if day.weekday() not in (2, 5):
        return {
            "error": f"Bulky collections run on Wednesdays and Saturdays only; {day.isoformat()} is a {WEEKDAYS[day.weekday()]}."
        }
    if day in BANK_HOLIDAYS:
        return {"error": "No bulky collections on Boxing Day. Try Wednesday 23 or Wednesday 30 December."}
    if day < _dt.date(2026, 12, 23) or day > _dt.date(2027, 3, 31):
        return {"error": "Bookings open from Wednesday 23 December 2026 to 31 March 2027 (2 working days' notice)."}
    fee = 25.0 + 8.0 * max(0, count - 3) + 15.0 * fridges
    cutoff = day - _dt.timedelta(days=1)
    while not _is_working(cutoff):
        cutoff -= _dt.timedelta(days=1)
    return {"bookingRef": f"BLK-{55121 + _crc(key, rows, day.isoformat()) % 800}", "address": PROPERTIES[key]["address"],
            "date": day.isoformat(), "weekday": WEEKDAYS[day.weekday()], "items": rows, "collectFrom": collectFrom,
            "feeGbp": fee, "payment": f"A card payment link has been texted to {contactPhone}; the booking is confirmed once paid.",
            "freeCancellationUntil": f"{cutoff.isoformat()}T14:00", "putOutBy": "07:00 on the day"}  # fmt: skip


def cancelBulkyCollection(bookingRef: str, reason: str | None = None):
    ref = str(bookingRef).strip().upper()
    booking = BULKY_BOOKINGS.get(ref)
    if booking is None:
        return {"error": f"No bulky collection {bookingRef!r} on this account."}
    return {"bookingRef": ref, "status": "cancelled", "was": f"{booking['date']}: {', '.join(booking['items'])}",
            "refundGbp": booking["feeGbp"], "refundTo": "the card used to pay, within 5 working days", "reason": reason}  # fmt: skip


def reportMissedBin(uprn: str, binType: str, collectionDate: str, outByCollectionTime: bool | None, notes: str | None):
    key = _uprn(uprn)
    if key not in PROPERTIES:
        return {"error": f"No property with UPRN {uprn!r}; use findAddress first."}
    if binType not in BIN_TYPES:
        return {"error": f"binType must be one of {BIN_TYPES}"}
    day = _day(collectionDate)
    if day is None:
        return {"error": "collectionDate must be a date like 2026-12-14"}
    scheduled = [e for e in _collections(key, day, day + _dt.timedelta(days=1)) if binType in e["bins"]]
    if not scheduled:
        recent = [
            f"{e['weekday']} {e['date']}: {', '.join(e['bins'])}"
            for e in _collections(key, BIN_TODAY - _dt.timedelta(days=14), BIN_TODAY)
        ]
        return {"error": f"No {binType} collection was scheduled at this address on that day. Recent collections: {recent}"}
    if day > BIN_TODAY or _add_working_days(day, 3) < BIN_TODAY:
        return {"error": "Missed bins can be reported up to 3 working days after the collection day."}
    out = {"reportRef": f"MB-{8813 + _crc(key, binType, day.isoformat()) % 500}", "address": PROPERTIES[key]["address"],
           "binType": binType, "collectionDate": day.isoformat(), "returnBy": _add_working_days(BIN_TODAY, 2).isoformat(),
           "advice": "Leave the bin out at the kerb until it has been emptied."}  # fmt: skip
    if outByCollectionTime is False:
        out["note"] = "The bin was not out by 06:30, so a return visit is not guaranteed; it will be emptied next time."
    return out


BIN_TOOLS = [
    ToolDef(
        "findAddress",
        "Find properties (with their UPRN) by postcode and optional house number.",
        {
            "type": "object",
            "properties": {
                "postcode": {"type": "string", "description": "UK postcode, e.g. IP4 2LQ"},
                "houseNumber": {"type": ["string", "null"], "description": "House number or name; null for all"},
            },
            "required": ["postcode"],
        },
        findAddress,
    ),
    ToolDef(
        "getCollectionDates",
        "Upcoming bin collection dates for a property (includes Christmas changes).",
        {
            "type": "object",
            "properties": {
                "uprn": {"type": "string", "description": "Property reference from findAddress"},
                "binTypes": {"type": "array", "items": {"type": "string", "enum": BIN_TYPES}, "description": "Empty for all"},
                "fromDate": {"type": "string", "format": "date", "description": "Default today"},
                "weeks": {"type": "integer", "minimum": 1, "maximum": 8, "default": 4},
            },
            "required": ["uprn"],
        },
        getCollectionDates,
    ),
    ToolDef(
        "listMyRequests",
        "The signed-in resident's bulky waste bookings and missed bin reports.",
        {"type": "object", "properties": {"kind": {"type": "string", "enum": ["bulky", "missedBin", "all"], "default": "all"}}},
        listMyRequests,
    ),
    ToolDef(
        "bookBulkyCollection",
        "Book a paid bulky waste collection (Wednesdays and Saturdays).",
        {
            "type": "object",
            "properties": {
                "uprn": {"type": "string"},
                "items": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "itemType": {"type": "string", "enum": BULKY_ITEMS},
                            "quantity": {"type": "integer", "minimum": 1, "default": 1},
                            "description": {"type": ["string", "null"]},
                        },
                        "required": ["itemType"],
                    },
                    "minItems": 1,
                },
                "preferredDate": {"type": "string", "format": "date"},
                "contactPhone": {"type": "string", "description": "Mobile for the payment link and crew updates"},
                "collectFrom": {
                    "type": "string",
                    "enum": ["front_of_property", "rear_access", "communal_bin_store"],
                    "default": "front_of_property",
                },
            },
            "required": ["uprn", "items", "preferredDate", "contactPhone"],
        },
        bookBulkyCollection,
        act=True,
    ),
    ToolDef(
        "cancelBulkyCollection",
        "Cancel a bulky waste booking (free until 14:00 on the working day before).",
        {
            "type": "object",
            "properties": {
                "bookingRef": {"type": "string", "description": "e.g. BLK-55120"},
                "reason": {"type": ["string", "null"]},
            },
            "required": ["bookingRef"],
        },
        cancelBulkyCollection,
        act=True,
    ),
    ToolDef(
        "reportMissedBin",
        "Report a bin that was not emptied on its collection day.",
        {
            "type": "object",
            "properties": {
                "uprn": {"type": "string"},
                "binType": {"type": "string", "enum": BIN_TYPES},
                "collectionDate": {"type": "string", "description": "ISO date of the missed collection"},
                "outByCollectionTime": {
                    "anyOf": [{"type": "boolean"}, {"type": "null"}],
                    "description": "Was the bin out by 06:30? null if the resident hasn't said",
                },
                "notes": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["uprn", "binType", "collectionDate", "outByCollectionTime", "notes"],
            "additionalProperties": False,
        },
        reportMissedBin,
        act=True,
        strict=True,
    ),
]

BIN_ACTS = ["bookBulkyCollection", "cancelBulkyCollection", "reportMissedBin"]

BIN_INSTRUCTIONS = """You are the bins and recycling assistant on the Orwell Vale Borough Council website.
Today is Thursday 17 December 2026, 14:10 (Ipswich, UK; Europe/London).

Signed-in resident: Marguerite Osei, 14 Alderney Road, Ipswich IP4 2LQ (UPRN 100091244871). Use this address unless the
resident gives another one. No phone number is saved on the account.
Bins: general waste = grey bin, recycling = blue bin, garden waste = brown bin (paid subscription), food = green caddy,
glass = black box. The usual collection day at 14 Alderney Road is Monday.
Bulky waste collections run on Wednesdays and Saturdays and need 2 working days' notice. Price: £25 for up to 3 items, £8 for
each extra item, plus £15 per fridge or freezer. Free cancellation until 14:00 on the working day before.
Missed bins can be reported up to 3 working days after the collection day.
Sorting: greasy pizza boxes and plastic film go in the grey bin; clean cardboard, cans, tins and plastic bottles in the blue bin.
The recycling centre at Portman's Walk is open 08:00-16:00 every day except 25 and 26 December and 1 January.
Only book, cancel or report something when the resident asks you to."""


# =============================================================================================
# 3. party_hire: Hooley Hire event equipment (4 tools, kebab-case)
# =============================================================================================

PARTY_TODAY = _dt.date(2027, 2, 5)
HIRE_CATEGORIES = ["tables", "chairs", "marquees", "lighting", "heating", "catering", "bouncy_castles", "linen"]

INVENTORY: dict[str, dict[str, Any]] = {
    "TBL-TRESTLE6": {"name": "6ft trestle table (seats 6)", "category": "tables", "price": 9.00, "stock": 40},
    "TBL-ROUND5": {"name": "5ft round banquet table (seats 8-10)", "category": "tables", "price": 14.00, "stock": 20},
    "CHR-FOLD-WHT": {"name": "White folding chair", "category": "chairs", "price": 2.20, "stock": 300},
    "CHR-CHIAVARI-GLD": {"name": "Gold chiavari chair with cushion", "category": "chairs", "price": 5.50, "stock": 120},
    "MRQ-6X12": {"name": "6m x 12m marquee (80 seated / 120 standing), crew setup included", "category": "marquees", "price": 650.00, "stock": 2},
    "MRQ-4X8": {"name": "4m x 8m marquee (32 seated / 50 standing), crew setup included", "category": "marquees", "price": 380.00, "stock": 3},
    "LGT-FESTOON20": {"name": "20m warm-white festoon lights", "category": "lighting", "price": 25.00, "stock": 15},
    "LGT-UPLIGHT": {"name": "LED uplighter, colour-changing", "category": "lighting", "price": 12.00, "stock": 24},
    "HTR-PATIO": {"name": "Gas patio heater (with one full gas bottle)", "category": "heating", "price": 35.00, "stock": 6},
    "CAT-URN100": {"name": "100-cup hot water urn", "category": "catering", "price": 18.00, "stock": 8},
    "CAT-CHAFING": {"name": "Stainless steel chafing dish set", "category": "catering", "price": 12.00, "stock": 16},
    "BNC-CASTLE12": {"name": "12ft bouncy castle with blower (ages 3-12)", "category": "bouncy_castles", "price": 120.00, "stock": 2},
    "BNC-SLIDE": {"name": "Inflatable slide combo (ages 5-14)", "category": "bouncy_castles", "price": 165.00, "stock": 1},
    "LIN-ROUND-WHT": {"name": "Round white tablecloth for 5ft table", "category": "linen", "price": 6.50, "stock": 40},
}  # fmt: skip
HIRED_OUT = {
    ("CHR-CHIAVARI-GLD", "2027-02-13"): 80,
    ("MRQ-6X12", "2027-02-13"): 1,
    ("BNC-CASTLE12", "2027-02-13"): 1,
    ("HTR-PATIO", "2027-02-13"): 2,
    ("BNC-SLIDE", "2027-02-27"): 1,
    ("CHR-CHIAVARI-GLD", "2027-03-06"): 40,
}
HIRE_BOOKINGS = {
    "HH-2291": {"event": "2027-02-13", "customer": "Seán Dolan", "items": "1 x 12ft bouncy castle", "total": 120.0, "deposit": 36.0},
    "HH-2304": {"event": "2027-03-06", "customer": "Niamh Carty", "items": "40 x gold chiavari chair, 4 x 5ft round table, setup",
                "total": 356.0, "deposit": 106.8},
}  # fmt: skip
QUOTES: dict[str, dict[str, Any]] = {}


def _available(item_id: str, day: _dt.date) -> int:
    return INVENTORY[item_id]["stock"] - HIRED_OUT.get((item_id, day.isoformat()), 0)


def _eircode(value: Any) -> str | None:
    code = re.sub(r"\s", "", str(value)).upper()
    return f"{code[:3]} {code[3:]}" if re.fullmatch(r"[A-Z]\d[0-9W][A-Z0-9]{4}", code) else None


def search_inventory(category: str | None, date: str, guests: int | None = None):
    if category is not None and category not in HIRE_CATEGORIES:
        return {"error": f"category must be one of {HIRE_CATEGORIES} or null"}
    day = _day(date)
    if day is None or day <= PARTY_TODAY:
        return {"error": "date must be a future date like 2027-02-13"}
    rows = []
    for item_id, item in INVENTORY.items():
        if category is not None and item["category"] != category:
            continue
        rows.append({"itemId": item_id, "name": item["name"], "category": item["category"], "pricePerDayEur": item["price"],
                     "availableOnDate": _available(item_id, day)})  # fmt: skip
    out: dict[str, Any] = {"date": day.isoformat(), "items": rows}
    if guests is not None:
        out["forGuests"] = guests
        out["tip"] = f"For {guests} seated guests: about {-(-guests // 9)} round tables or {-(-guests // 6)} trestles."
    return out


def get_quote(lines: list[dict[str, Any]], eventDate: str, deliveryEircode: str, setup: bool, days: int = 1):
    if not isinstance(lines, list) or not lines:
        return {"error": "Add at least one line {itemId, qty}."}
    day = _day(eventDate)
    if day is None or day <= PARTY_TODAY:
        return {"error": "eventDate must be a future date like 2027-02-13"}
    if days not in (1, 2, 3):
        return {"error": "days must be 1, 2 or 3"}
    code = _eircode(deliveryEircode)
    if code is None:
        return {"error": f"{deliveryEircode!r} is not a valid Eircode (e.g. H91 E2K8)."}
    if not code.startswith("H"):
        return {"error": "We deliver in Co. Galway only (Eircodes starting with H)."}
    merged: dict[str, int] = {}
    for line in lines:
        item_id = str((line or {}).get("itemId", "")).strip().upper()
        qty = (line or {}).get("qty")
        if item_id not in INVENTORY:
            return {"error": f"Unknown itemId {(line or {}).get('itemId')!r}; use search-inventory."}
        if not isinstance(qty, int) or isinstance(qty, bool) or qty < 1:
            return {"error": f"qty for {item_id} must be a whole number of at least 1"}
        merged[item_id] = merged.get(item_id, 0) + qty
    rows, subtotal = [], 0.0
    for item_id, qty in sorted(merged.items()):
        free = min(_available(item_id, day + _dt.timedelta(days=i)) for i in range(days))
        if qty > free:
            return {"error": f"Only {free} x {INVENTORY[item_id]['name']} available for those dates."}
        amount = round(INVENTORY[item_id]["price"] * qty * (1 + 0.5 * (days - 1)), 2)
        subtotal += amount
        rows.append({"itemId": item_id, "name": INVENTORY[item_id]["name"], "qty": qty, "amountEur": amount})
    crew = bool(setup) or any(INVENTORY[i]["category"] == "marquees" for i in merged)
    setup_fee = 80.0 if crew else 0.0
    delivery = 0.0 if code.startswith("H91") else 45.0
    total = round(subtotal + setup_fee + delivery, 2)
    quote_id = f"Q-{_crc(sorted(merged.items()), day.isoformat(), days, code, crew) % 100000:05d}"
    quote = {"quoteId": quote_id, "eventDate": day.isoformat(), "days": days, "deliveryEircode": code, "lines": rows,
             "setupAndCollectionEur": setup_fee, "deliveryEur": delivery, "totalEur": total,
             "depositToBookEur": round(total * 0.3, 2), "validUntil": "2027-02-12"}  # fmt: skip
    if crew and not setup:
        quote["note"] = "Marquees are always put up by our crew, so setup is included."
    QUOTES[quote_id] = quote
    return quote


def create_booking(quoteId: str, customer: dict[str, Any], depositMethod: str, notes: str | None):
    quote = QUOTES.get(str(quoteId).strip().upper())
    if quote is None:
        return {"error": f"Unknown or expired quote {quoteId!r}; get a new quote with get-quote first."}
    if not isinstance(customer, dict) or not str(customer.get("name", "")).strip():
        return {"error": "customer.name is required"}
    if "@" not in str(customer.get("email", "")):
        return {"error": "customer.email must be a valid email address"}
    if len(re.sub(r"\D", "", str(customer.get("phone", "")))) < 7:
        return {"error": "customer.phone must be a phone number"}
    if depositMethod not in ("card", "bank_transfer"):
        return {"error": "depositMethod must be card or bank_transfer"}
    booking_id = f"HH-{2310 + _crc(quote['quoteId'], customer.get('email')) % 600}"
    event = _dt.date.fromisoformat(quote["eventDate"])
    pay = (f"Card payment link emailed to {customer['email']}." if depositMethod == "card"
           else f"Transfer to IBAN IE29 AIBK 9311 5212 3456 78 (Hooley Hire Ltd), reference {booking_id}.")  # fmt: skip
    return {"bookingId": booking_id, "status": "provisional until the deposit is paid", "customer": customer["name"],
            "eventDate": quote["eventDate"], "items": [f"{r['qty']} x {r['name']}" for r in quote["lines"]],
            "totalEur": quote["totalEur"], "depositEur": quote["depositToBookEur"], "depositPayment": pay,
            "balanceDue": (event - _dt.timedelta(days=7)).isoformat(), "notes": notes}  # fmt: skip


def cancel_booking(bookingId: str, reason: str | None = None):
    ref = str(bookingId).strip().upper()
    booking = HIRE_BOOKINGS.get(ref)
    if booking is None:
        return {"error": f"No booking {bookingId!r}. Booking numbers look like HH-2291."}
    days_left = (_dt.date.fromisoformat(booking["event"]) - PARTY_TODAY).days
    out = {"bookingId": ref, "status": "cancelled", "eventDate": booking["event"], "items": booking["items"], "reason": reason}
    if days_left >= 14:
        out["refundEur"] = booking["deposit"]
        out["refund"] = "Full deposit refunded (cancelled 14 or more days before the event)."
    else:
        out["refundEur"] = 0.0
        out["depositRetainedEur"] = booking["deposit"]
        out["refund"] = f"Cancelled {days_left} days before the event, so the deposit is kept."
    return out


HIRE_TOOLS = [
    ToolDef(
        "search-inventory",
        "What Hooley Hire has in a category and how many are free on a date, with prices per day.",
        {
            "type": "object",
            "properties": {
                "category": {"type": ["string", "null"], "enum": [*HIRE_CATEGORIES, None], "description": "null for everything"},
                "date": {"type": "string", "format": "date", "description": "Event date"},
                "guests": {"anyOf": [{"type": "integer", "minimum": 1}, {"type": "null"}], "description": "Optional head count"},
            },
            "required": ["category", "date"],
        },
        search_inventory,
    ),
    ToolDef(
        "get-quote",
        "Price a hire (items, delivery, setup) and get a quoteId. Does not book anything.",
        {
            "type": "object",
            "properties": {
                "lines": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {"itemId": {"type": "string"}, "qty": {"type": "integer", "minimum": 1}},
                        "required": ["itemId", "qty"],
                    },
                },
                "eventDate": {"type": "string", "format": "date"},
                "days": {"type": "integer", "enum": [1, 2, 3], "default": 1, "description": "Hire length in days"},
                "deliveryEircode": {"type": "string", "description": "Irish Eircode, e.g. H91 E2K8"},
                "setup": {"type": "boolean", "description": "Our crew sets up and collects (€80)"},
            },
            "required": ["lines", "eventDate", "deliveryEircode", "setup"],
        },
        get_quote,
    ),
    ToolDef(
        "create-booking",
        "Book a quote for the customer. Needs the quoteId from get-quote and the customer's details.",
        {
            "type": "object",
            "properties": {
                "quoteId": {"type": "string"},
                "customer": {
                    "type": "object",
                    "properties": {"name": {"type": "string"}, "email": {"type": "string"}, "phone": {"type": "string"}},
                    "required": ["name", "email", "phone"],
                    "additionalProperties": False,
                },
                "depositMethod": {"type": "string", "enum": ["card", "bank_transfer"]},
                "notes": {"type": ["string", "null"], "description": "Access notes for the crew, or null"},
            },
            "required": ["quoteId", "customer", "depositMethod", "notes"],
            "additionalProperties": False,
        },
        create_booking,
        act=True,
        strict=True,
    ),
    ToolDef(
        "cancel-booking",
        "Cancel a booking by its booking number.",
        {
            "type": "object",
            "properties": {
                "bookingId": {"type": "string", "description": "e.g. HH-2291"},
                "reason": {"type": ["string", "null"]},
            },
            "required": ["bookingId"],
        },
        cancel_booking,
        act=True,
    ),
]

HIRE_ACTS = ["create-booking", "cancel-booking"]

HIRE_INSTRUCTIONS = """You are the booking assistant for Hooley Hire, a party and event equipment hire company in Galway, Ireland.
Today is Friday 5 February 2027, 11:30 (Europe/Dublin).

Prices are in euro including VAT, per item per day; extra days are half price.
Delivery and collection are free to Eircodes starting H91 (Galway city) and €45 elsewhere in Co. Galway.
Crew setup and take-down costs €80 per booking; marquees always include it.
To book: get a quote with get-quote, then create-booking with its quoteId and the customer's name, email and phone.
A 30% deposit secures a booking; the balance is due 7 days before the event.
Cancellation: free (deposit refunded) up to 14 days before the event; after that the deposit is kept.
Only create or cancel bookings when the customer asks you to."""


# =============================================================================================
# 4. tool_library: Danforth Tool Library (3 tools, PascalCase)
# =============================================================================================

LIB_TODAY = _dt.date(2027, 1, 2)
LIB_CATEGORIES = ["power_tools", "hand_tools", "measuring", "decorating", "cleaning", "ladders_access", "garden_outdoor"]

CATALOGUE: dict[str, dict[str, Any]] = {
    "TL-117": {"name": "Bosch hammer drill (GBH 2-26)", "category": "power_tools", "status": "on_loan", "due": "2027-01-04", "tags": "masonry brick concrete"},
    "TL-118": {"name": "DeWalt 20V cordless drill/driver", "category": "power_tools", "status": "available", "tags": "screwdriver"},
    "TL-119": {"name": "Ryobi 18V impact driver", "category": "power_tools", "status": "available", "tags": "screws lag bolts"},
    "TL-205": {"name": "Manual tile cutter, 600mm", "category": "hand_tools", "status": "available", "tags": "tiles tiling ceramic"},
    "TL-206": {"name": "Wet tile saw, 7 inch", "category": "power_tools", "status": "on_loan", "due": "2027-01-07", "tags": "tiles tiling porcelain cutter"},
    "TL-342": {"name": "Stud finder", "category": "measuring", "status": "on_loan", "due": "2026-12-31", "tags": "wall detector"},
    "TL-343": {"name": "Self-levelling laser level", "category": "measuring", "status": "available", "tags": "shelves pictures"},
    "TL-410": {"name": "Carpet cleaner (Bissell Big Green)", "category": "cleaning", "status": "available", "tags": "rug upholstery shampoo"},
    "TL-411": {"name": "Wallpaper steamer", "category": "decorating", "status": "available", "tags": "wallpaper stripping stripper"},
    "TL-512": {"name": "Extension ladder, 24 ft", "category": "ladders_access", "status": "on_loan", "due": "2027-01-05", "tags": "gutters roof"},
    "TL-601": {"name": "Electric snow shovel (Snow Joe, 13 inch)", "category": "garden_outdoor", "status": "available", "tags": "snow driveway winter clearing"},
    "TL-602": {"name": "Gas snow blower, 24 inch", "category": "garden_outdoor", "status": "in_repair", "tags": "snow driveway winter thrower"},
    "TL-720": {"name": "Electric pressure washer", "category": "garden_outdoor", "status": "in_repair", "tags": "deck patio jet wash"},
}  # fmt: skip
MY_LOANS = [
    {"ToolId": "TL-117", "Name": "Bosch hammer drill (GBH 2-26)", "Borrowed": "2026-12-28", "Due": "2027-01-04"},
    {"ToolId": "TL-342", "Name": "Stud finder", "Borrowed": "2026-12-24", "Due": "2026-12-31"},
]
PAST_LOANS = [{"ToolId": "TL-205", "Name": "Manual tile cutter, 600mm", "Borrowed": "2026-11-13", "Returned": "2026-11-20"}]


def _free_from(tool: dict[str, Any]) -> _dt.date | None:
    if tool["status"] == "available":
        return LIB_TODAY
    if tool["status"] == "on_loan":
        return max(_dt.date.fromisoformat(tool["due"]), LIB_TODAY)
    return None


def SearchCatalogue(Query: str, Category: str | None = None, AvailableOn: str | None = None):
    if Category is not None and Category not in LIB_CATEGORIES:
        return {"error": f"Category must be one of {LIB_CATEGORIES} or null"}
    on = None
    if AvailableOn is not None:
        on = _day(AvailableOn)
        if on is None:
            return {"error": "AvailableOn must be a date like 2027-01-05"}
    rows = []
    for tool_id, tool in CATALOGUE.items():
        if Category is not None and tool["category"] != Category:
            continue
        if _words(Query) and not _score(Query, f"{tool_id} {tool['name']} {tool['category'].replace('_', ' ')} {tool['tags']}"):
            continue
        row = {"ToolId": tool_id, "Name": tool["name"], "Category": tool["category"], "Status": tool["status"]}
        if tool["status"] == "on_loan":
            row["DueBack"] = tool["due"]
            if tool_id in ("TL-117", "TL-342"):
                row["BorrowedBy"] = "you"
        if tool["status"] == "in_repair":
            row["Expected"] = "mid-January"
        if on is not None:
            free = _free_from(tool)
            row["AvailableOnDate"] = free is not None and on >= free
        rows.append(row)
    if not rows:
        return {"Results": [], "Message": "Nothing matches. Try a simpler word, e.g. 'drill' or 'snow'."}
    return {"Results": rows}


def ListMyLoans(IncludeReturned: bool = False):
    current = []
    for loan in MY_LOANS:
        late = (LIB_TODAY - _dt.date.fromisoformat(loan["Due"])).days
        current.append({**loan, "DaysOverdue": max(late, 0), "LateFeeSoFarCad": float(max(late, 0))})
    out: dict[str, Any] = {"Member": "Lucía Fernández (DTL-0583)", "CurrentLoans": current, "Reservations": [],
                           "ItemsOutOfLimit": f"{len(current)} of 3"}  # fmt: skip
    if IncludeReturned:
        out["Returned"] = PAST_LOANS
    return out


def ReserveTool(ToolId: str, PickupDate: str, LoanDays: int, Note: str | None):
    tool_id = str(ToolId).strip().upper()
    tool = CATALOGUE.get(tool_id)
    if tool is None:
        return {"error": f"No tool {ToolId!r}; use SearchCatalogue to find ToolIds."}
    if LoanDays not in (3, 7, 14):
        return {"error": "LoanDays must be 3, 7 or 14"}
    day = _day(PickupDate)
    if day is None or day < LIB_TODAY:
        return {"error": "PickupDate must be today or later (ISO date)."}
    if day.weekday() == 6:
        return {"error": "The library is closed on Sundays; pick another pickup day."}
    if tool_id in ("TL-117", "TL-342"):
        return {"error": f"You already have the {tool['name']} on loan."}
    free = _free_from(tool)
    if free is None:
        return {"error": f"The {tool['name']} is being repaired and can't be reserved yet."}
    if day < free:
        return {"error": f"The {tool['name']} is on loan until {tool['due']}; choose a pickup date from then."}
    due = day + _dt.timedelta(days=LoanDays)
    if due.weekday() == 6:
        due += _dt.timedelta(days=1)
    return {"ReservationId": f"R-{4400 + _crc(tool_id, day.isoformat(), LoanDays) % 500}", "ToolId": tool_id,
            "Name": tool["name"], "PickupDate": day.isoformat(), "PickupHours": "10:00-18:00", "DueBack": due.isoformat(),
            "HeldUntil": f"{day.isoformat()} 18:00", "Note": Note,
            "Reminder": "You have an overdue item (stud finder, $1/day); please return it when you collect."}  # fmt: skip


LIB_TOOLS = [
    ToolDef(
        "SearchCatalogue",
        "Search the library's tools; shows whether each is available, on loan (and when due back) or in repair.",
        {
            "type": "object",
            "properties": {
                "Query": {"type": "string", "description": "What you're looking for, e.g. 'tile saw'"},
                "Category": {"type": ["string", "null"], "enum": [*LIB_CATEGORIES, None]},
                "AvailableOn": {"anyOf": [{"type": "string", "format": "date"}, {"type": "null"}]},
            },
            "required": ["Query"],
        },
        SearchCatalogue,
    ),
    ToolDef(
        "ListMyLoans",
        "The signed-in member's current loans, due dates, late fees and reservations.",
        {"type": "object", "properties": {"IncludeReturned": {"type": "boolean", "default": False}}},
        ListMyLoans,
    ),
    ToolDef(
        "ReserveTool",
        "Reserve a tool for pickup on a given day, for a loan of 3, 7 or 14 days.",
        {
            "type": "object",
            "properties": {
                "ToolId": {"type": "string"},
                "PickupDate": {"type": "string", "description": "ISO date (the library is closed on Sundays)"},
                "LoanDays": {"type": "integer", "enum": [3, 7, 14]},
                "Note": {"type": ["string", "null"]},
            },
            "required": ["ToolId", "PickupDate", "LoanDays", "Note"],
            "additionalProperties": False,
        },
        ReserveTool,
        act=True,
        strict=True,
    ),
]

LIB_INSTRUCTIONS = """You are the assistant of the Danforth Tool Library, a members' lending library for tools in Toronto.
Today is Saturday 2 January 2027, 10:40 (America/Toronto).

Signed-in member: Lucía Fernández (member DTL-0583).
The library is open Monday to Saturday, 10:00-18:00, closed Sundays. Loans last 3, 7 or 14 days.
Members may have at most 3 items out or reserved at once. Late returns cost $1 per item per day.
Reservations are held until 18:00 on the pickup day.
Only reserve a tool when the member asks you to, and ask for the pickup day and loan length if they haven't given them."""


# =============================================================================================
# 5. tenant_repairs: Taff Vale Homes repairs (1 tool, namespaced name)
# =============================================================================================

REPAIR_CATEGORIES = ["plumbing", "heating_hot_water", "electrical", "damp_mould", "doors_windows_locks", "roof_gutters",
                     "kitchen_bathroom_fittings", "pests", "other"]  # fmt: skip
TRADES = {"plumbing": "plumber", "heating_hot_water": "gas engineer", "electrical": "electrician", "damp_mould": "damp surveyor",
          "doors_windows_locks": "joiner / locksmith", "roof_gutters": "roofer", "kitchen_bathroom_fittings": "multi-trade operative",
          "pests": "pest control officer", "other": "repairs inspector"}  # fmt: skip
ACCESS_DAYS = ["mon", "tue", "wed", "thu", "fri", "sat"]


def raise_job(category: str, location_in_home: str, description: str, priority: str, vulnerable_household: bool,
              access: dict[str, Any], contact_phone: str | None):  # fmt: skip
    if category not in REPAIR_CATEGORIES:
        return {"error": f"category must be one of {REPAIR_CATEGORIES}"}
    if priority not in ("emergency", "urgent", "routine"):
        return {"error": "priority must be emergency, urgent or routine"}
    if not str(description).strip() or not str(location_in_home).strip():
        return {"error": "Describe the fault and where it is in the home."}
    if not isinstance(access, dict):
        return {"error": "access must be an object {days, time_slot, key_safe_code}"}
    days = access.get("days")
    if not isinstance(days, list) or not days or any(d not in ACCESS_DAYS for d in days):
        return {"error": f"access.days must be a non-empty list drawn from {ACCESS_DAYS}"}
    if access.get("time_slot") not in ("am", "pm", "any"):
        return {"error": "access.time_slot must be am, pm or any"}
    attend_by = {"emergency": "2027-02-09T08:05", "urgent": "2027-02-15", "routine": "2027-03-08"}[priority]
    ref = f"TVH-{30500 + _crc(category, str(location_in_home).casefold(), priority) % 400}"
    number = contact_phone or "07700 900771 (on file)"
    out = {"jobRef": ref, "category": category, "priority": priority, "attendBy": attend_by, "trade": TRADES[category],
           "access": access, "contact": number,
           "next": f"The {TRADES[category]} will phone {number} before visiting."}  # fmt: skip
    if priority == "emergency":
        out["next"] = f"An emergency {TRADES[category]} will call {number} within 2 hours and attend within 24 hours."
    if vulnerable_household:
        out["vulnerability"] = "Flagged: the household's needs are shared with the contractor."
    return out


REPAIR_TOOL = "repairs__raise_job"

REPAIR_TOOLS = [
    ToolDef(
        REPAIR_TOOL,
        "Raise a repair job for the signed-in tenant's home and get a job reference.",
        {
            "type": "object",
            "properties": {
                "category": {"type": "string", "enum": REPAIR_CATEGORIES},
                "location_in_home": {"type": "string", "description": "e.g. kitchen, bathroom, main bedroom, front door"},
                "description": {"type": "string", "description": "What is wrong, in the tenant's words"},
                "priority": {"type": "string", "enum": ["emergency", "urgent", "routine"]},
                "vulnerable_household": {"type": "boolean"},
                "access": {
                    "type": "object",
                    "properties": {
                        "days": {"type": "array", "items": {"type": "string", "enum": ACCESS_DAYS}},
                        "time_slot": {"type": "string", "enum": ["am", "pm", "any"]},
                        "key_safe_code": {"type": ["string", "null"]},
                    },
                    "required": ["days", "time_slot", "key_safe_code"],
                    "additionalProperties": False,
                },
                "contact_phone": {
                    "anyOf": [{"type": "string"}, {"type": "null"}],
                    "description": "null to use the number on file",
                },
            },
            "required": [
                "category",
                "location_in_home",
                "description",
                "priority",
                "vulnerable_household",
                "access",
                "contact_phone",
            ],
            "additionalProperties": False,
        },
        raise_job,
        act=True,
        strict=True,
    ),
]

REPAIR_INSTRUCTIONS = """You are the repairs assistant for Taff Vale Homes, a housing association in Cardiff.
Today is Monday 8 February 2027, 08:05 (Europe/London).

Signed-in tenant: Rhiannon Price, Flat 7, Ely Court, 22 Grand Avenue, Cardiff CF5 4AB. Phone on file: 07700 900771
(send contact_phone null to use it).
Priorities: emergency (attended within 24 hours) for no heating or no hot water, a leak that can't be contained, dangerous
electrics, a home that can't be secured, or the only toilet blocked; urgent (5 working days) for faults that disrupt daily
life; routine (28 days) for everything else.
Set vulnerable_household when the tenant mentions someone elderly, disabled, very young, pregnant or with a health condition
affected by the fault.
Contractors work Monday to Saturday, mornings (8-12) or afternoons (12-5). If the tenant hasn't said when they're in, use
Monday to Friday with time_slot 'any'; the contractor phones before visiting.
Tenants look after light bulbs, blinds and curtains, toilet seats, smoke alarm batteries, lost keys, and damage they caused.
Raise a job when the tenant reports a fault that is ours to fix. If you can't tell what is wrong or where, ask first."""


DOMAINS = [
    Domain("office_supplies", OFF_TOOLS, OFF_INSTRUCTIONS),
    Domain("waste_collection", BIN_TOOLS, BIN_INSTRUCTIONS),
    Domain("party_hire", HIRE_TOOLS, HIRE_INSTRUCTIONS),
    Domain("tool_library", LIB_TOOLS, LIB_INSTRUCTIONS),
    Domain("tenant_repairs", REPAIR_TOOLS, REPAIR_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================

REPEAT_117 = place_order([{"sku": "PAP-A4-80", "quantity": 4}, {"sku": "WRI-G2-BK12", "quantity": 2}], "STUDIO", {})
Q_FESTOON = get_quote([{"itemId": "LGT-FESTOON20", "qty": 4}], "2027-02-20", "H91 TK33", False)["quoteId"]
Q_HEATERS = get_quote([{"itemId": "HTR-PATIO", "qty": 4}], "2027-02-13", "H91 F6P2", False)["quoteId"]
EIR_TK33 = one_of("H91 TK33", "H91TK33")
EIR_F6P2 = one_of("H91 F6P2", "H91F6P2")
MOBILE = phone("07700 900418")
JOB_REF = said("TVH-")
ANY_ACCESS = fields(days=has_items(one_of(*ACCESS_DAYS)))  # any valid access days (the schema's own rule)

CASES = [
    # ---------------------------------------------------------------- office_supplies (13)
    Case(
        "ae_office_recycled_paper",
        "office_supplies",
        "direct",
        [
            Turn(
                "do u have recyled A4? need the price per box",
                calls=[ExpectCall("search_products", {"query": matches(r"a4|paper|recyc|recyl")})],
                allow=["get_product", "check_stock"],
                forbid=OFF_ACTS,
                answer_has=[said_number(23.99)],
            ),
        ],
        features=("typo", "nullable_type_list", "nullable_anyof", "8_tools"),
    ),
    Case(
        "ae_office_move_delivery",
        "office_supplies",
        "direct",
        [
            Turn(
                "DD-40160 - can it come friday instead? site office is shut till then",
                calls=[ExpectCall("change_delivery_date", {"order_id": "DD-40160", "new_date": date("2027-01-15")})],
                allow=["get_order", "list_orders"],
                forbid=["place_order", "cancel_order", "request_return", "set_standing_order"],
                answer_has=[said_day("2027-01-15", "Friday")],
            ),
        ],
        features=("date", "8_tools"),
    ),
    Case(
        "ae_office_standing_coffee",
        "office_supplies",
        "polite",
        [
            Turn(
                "Hello! Would you mind setting up a standing order for two bags of the Fairtrade coffee beans every fortnight? "
                "It should go on the ADMIN budget. Many thanks!",
                calls=[
                    ExpectCall(
                        "set_standing_order",
                        {"sku": "BRK-COFFEE-1KG", "quantity": number(2), "frequency_weeks": number(2), "cost_centre": "ADMIN"},
                    )
                ],
                allow=["search_products", "get_product", "check_stock"],
                forbid=["place_order", "cancel_order", "request_return", "change_delivery_date"],
            ),
        ],
        features=("integer_enum", "strict", "number_words", "8_tools"),
    ),
    Case(
        "ae_office_return_paper",
        "office_supplies",
        "polite",
        [
            Turn(
                "Hi there, we were sent one box of copier paper too many on order DD-40117 (it's still sealed). Could you "
                "please arrange for it to be collected on Thursday? Thank you.",
                calls=[
                    ExpectCall(
                        "request_return",
                        {
                            "order_id": "DD-40117",
                            "items": items(fields(sku="PAP-A4-80", quantity=1)),
                            "collection_date": date("2027-01-14"),
                        },
                    )
                ],
                allow=["get_order", "list_orders"],
                forbid=["place_order", "cancel_order", "set_standing_order", "change_delivery_date"],
                answer_has=[said("RMA-")],
            ),
        ],
        features=("array_of_objects", "enum", "date", "8_tools"),
    ),
    Case(
        "ae_office_hub_presentation",
        "office_supplies",
        "indirect",
        [
            Turn(
                "I've got a client presentation at 2 this afternoon and I'm counting on that USB-C hub we ordered. "
                "Am I going to have it?",
                calls=[ExpectCall("list_orders")],
                allow=["get_order"],
                forbid=OFF_ACTS,
                answer_has=[said_day("2027-01-13", "tomorrow")],
            ),
        ],
        features=("array_enum", "8_tools"),
    ),
    Case(
        "ae_office_lever_arch_stuck",
        "office_supplies",
        "indirect",
        [
            Turn(
                "Priya keeps asking why the lever arch files haven't shipped yet. We need them for the archive move on Friday.",
                calls=[ExpectCall("list_orders")],
                allow=["get_order"],
                forbid=OFF_ACTS,
                answer_has=[said("approv")],
            ),
        ],
        features=("person", "8_tools"),
    ),
    Case(
        "ae_office_stock_and_tracking",
        "office_supplies",
        "multi_intent",
        [
            Turn(
                "How many TEC-USBC-HUB7 and TEC-AAA-24 have you got in stock right now, and has DD-40152 left the warehouse?",
                calls=[
                    ExpectCall("check_stock", {"skus": has_items("TEC-USBC-HUB7", "TEC-AAA-24")}),
                    ExpectCall("get_order", {"order_id": "DD-40152"}),
                ],
                allow=["get_product", "list_orders"],
                forbid=OFF_ACTS,
                answer_has=[said_number(7), said_number(120), said("DPD", "dispatched")],
            ),
        ],
        features=("array", "8_tools"),
    ),
    Case(
        "ae_office_gsm_advice",
        "office_supplies",
        "no_tool",
        [
            Turn(
                "whats actually the difference between 80gsm and 100gsm paper? is the heavier stuff worth it for client "
                "proposals or is that overkill",
                allow=["search_products", "get_product"],
                forbid=OFF_ACTS,
            ),
        ],
        features=("8_tools",),
    ),
    Case(
        "ae_office_toner_vague",
        "office_supplies",
        "underspecified",
        [
            Turn(
                "we're out of toner again. order some",
                allow=OFF_READS,
                forbid=["place_order", "set_standing_order"],
                clarify=True,
            ),
        ],
        features=("8_tools",),
    ),
    Case(
        "ae_office_cancel_lever_arch",
        "office_supplies",
        "chained",
        [
            Turn(
                "The archive move got postponed to March, so please cancel the lever arch files order.",
                calls=[ExpectCall("list_orders"), ExpectCall("cancel_order", {"order_id": "DD-40171"})],
                allow=["get_order"],
                forbid=["place_order", "request_return", "set_standing_order", "change_delivery_date"],
            ),
        ],
        features=("array_enum", "8_tools"),
    ),
    Case(
        "ae_office_repeat_order",
        "office_supplies",
        "chained",
        [
            Turn(
                "Can you just repeat order DD-40117 for the studio? Same everything.",
                calls=[
                    ExpectCall("get_order", {"order_id": "DD-40117"}),
                    ExpectCall(
                        "place_order",
                        {
                            "lines": items(fields(sku="PAP-A4-80", quantity=4), fields(sku="WRI-G2-BK12", quantity=2)),
                            "cost_centre": "STUDIO",
                        },
                    ),
                ],
                allow=["check_stock", "list_orders"],
                forbid=["cancel_order", "request_return", "set_standing_order", "change_delivery_date"],
                answer_has=[said(REPEAT_117["order_id"])],
            ),
        ],
        features=("ref", "strict", "nested", "array_of_objects", "nullable_anyof", "8_tools"),
    ),
    Case(
        "ae_office_toner_then_buy",
        "office_supplies",
        "multi_turn",
        [
            Turn(
                "how much is the brother TN-2420 toner",
                calls=[ExpectCall("search_products", {"query": matches(r"2420|toner")})],
                allow=["get_product", "check_stock"],
                forbid=OFF_ACTS,
                answer_has=[said_number(58.40), said_number(24.95)],
            ),
            Turn(
                "ok the cheaper one then. three of them, put it on SITE",
                calls=[
                    ExpectCall("place_order", {"lines": items(fields(sku="TON-TN2420-R", quantity=3)), "cost_centre": "SITE"})
                ],
                allow=["get_product", "check_stock"],
                forbid=["cancel_order", "request_return", "set_standing_order", "change_delivery_date"],
                answer_has=[said("DD-")],
            ),
        ],
        features=("ref", "strict", "number_words", "8_tools"),
    ),
    Case(
        "ae_office_dpd_reschedule",
        "office_supplies",
        "multi_turn",
        [
            Turn(
                "where's DD-40152 at?",
                calls=[ExpectCall("get_order", {"order_id": "DD-40152"})],
                forbid=OFF_ACTS,
                answer_has=[said("DPD")],
            ),
            Turn(
                "nobody's in until Thursday, can you move it to Thursday instead?",
                allow=["change_delivery_date", "get_order"],
                forbid=["place_order", "cancel_order", "request_return", "set_standing_order"],
                answer_has=[said("DPD")],
            ),
        ],
        features=("date", "8_tools"),
    ),
    # ---------------------------------------------------------------- waste_collection (10)
    Case(
        "ae_bins_missed_grey",
        "waste_collection",
        "direct",
        [
            Turn(
                "My grey bin is not emptied since Monday, nobody did come. Please can you report it?",
                calls=[
                    ExpectCall(
                        "reportMissedBin",
                        {"uprn": HOME_UPRN, "binType": "general", "collectionDate": date("2026-12-14")},
                    )
                ],
                allow=["getCollectionDates", "listMyRequests"],
                forbid=["bookBulkyCollection", "cancelBulkyCollection"],
                answer_has=[said("MB-")],
            ),
        ],
        features=("non_native", "date", "strict", "nullable_anyof", "enum"),
    ),
    Case(
        "ae_bins_sofa_chairs",
        "waste_collection",
        "polite",
        [
            Turn(
                "Hello, could you please book a bulky waste collection for an old two-seater sofa and two dining chairs on "
                "Saturday the 9th of January? They'll be at the front of the house. My mobile is 07700 900418. Thank you!",
                calls=[
                    ExpectCall(
                        "bookBulkyCollection",
                        {
                            "uprn": HOME_UPRN,
                            "items": has_items(fields(itemType="sofa"), fields(itemType="chairs")),
                            "preferredDate": date("2027-01-09"),
                            "contactPhone": MOBILE,
                        },
                    )
                ],
                allow=["getCollectionDates"],
                forbid=["cancelBulkyCollection", "reportMissedBin"],
                answer_has=[said_number(25)],
            ),
        ],
        features=("array_of_objects", "enum", "date", "number_words"),
    ),
    Case(
        "ae_bins_christmas",
        "waste_collection",
        "indirect",
        [
            Turn(
                "My bins normally go out on a Monday but with Christmas and New Year I haven't a clue what's happening 🙃",
                calls=[ExpectCall("getCollectionDates", {"uprn": HOME_UPRN})],
                forbid=BIN_ACTS,
                answer_has=[said_day("2026-12-29"), said("Tuesday")],
            ),
        ],
        features=("date", "array_enum"),
    ),
    Case(
        "ae_bins_glass_and_fridge",
        "waste_collection",
        "multi_intent",
        [
            Turn(
                "When's the glass box collected next? And please book the bulky pickup for our old fridge freezer on "
                "Wednesday 6 January, my mobile is 07700 900418.",
                calls=[
                    ExpectCall("getCollectionDates", {"uprn": HOME_UPRN}),
                    ExpectCall(
                        "bookBulkyCollection",
                        {
                            "uprn": HOME_UPRN,
                            "items": has_items(fields(itemType="fridge_freezer")),
                            "preferredDate": date("2027-01-06"),
                            "contactPhone": MOBILE,
                        },
                    ),
                ],
                forbid=["cancelBulkyCollection", "reportMissedBin"],
                answer_has=[said_day("2027-01-05"), said_number(40)],
            ),
        ],
        features=("array_enum", "array_of_objects", "date"),
    ),
    Case(
        "ae_bins_pizza_boxes",
        "waste_collection",
        "no_tool",
        [
            Turn(
                "random one but can greasy pizza boxes go in the blue bin? and what about the plastic film off ready meals?",
                forbid=BIN_ACTS,
            ),
        ],
        features=(),
    ),
    Case(
        "ae_bins_fridge_vague",
        "waste_collection",
        "underspecified",
        [
            Turn(
                "need a bulky collection for an old fridge freezer",
                allow=["listMyRequests", "getCollectionDates"],
                forbid=BIN_ACTS,
                clarify=True,
            ),
        ],
        features=(),
    ),
    Case(
        "ae_bins_wardrobe",
        "waste_collection",
        "underspecified",
        [
            Turn("can i book someone to take away a wardrope", allow=["listMyRequests"], forbid=BIN_ACTS, clarify=True),
            Turn(
                "saturday 2nd of january is good. 07700 900418. it'll be out the front",
                calls=[
                    ExpectCall(
                        "bookBulkyCollection",
                        {
                            "uprn": HOME_UPRN,
                            "items": has_items(fields(itemType="wardrobe")),
                            "preferredDate": date("2027-01-02"),
                            "contactPhone": MOBILE,
                        },
                    )
                ],
                forbid=["cancelBulkyCollection", "reportMissedBin"],
                answer_has=[said_number(25)],
            ),
        ],
        features=("typo", "date", "array_of_objects"),
    ),
    Case(
        "ae_bins_mum_food_caddy",
        "waste_collection",
        "chained",
        [
            Turn(
                "My mum at 3 Cobbold Street, IP4 2EW says her green food caddy wasn't emptied yesterday. Can you report it for her?",
                calls=[
                    ExpectCall("findAddress", {"postcode": one_of("IP4 2EW", "IP42EW")}),
                    ExpectCall("reportMissedBin", {"uprn": MUM_UPRN, "binType": "food", "collectionDate": date("2026-12-16")}),
                ],
                allow=["getCollectionDates"],
                forbid=["bookBulkyCollection", "cancelBulkyCollection"],
                answer_has=[said("MB-")],
            ),
        ],
        features=("date", "strict", "nullable_type_list", "person"),
    ),
    Case(
        "ae_bins_cancel_mattress",
        "waste_collection",
        "chained",
        [
            Turn(
                "sold the mattress and bed frame on marketplace so cancel the council pickup for them",
                calls=[ExpectCall("listMyRequests"), ExpectCall("cancelBulkyCollection", {"bookingRef": "BLK-55120"})],
                forbid=["bookBulkyCollection", "reportMissedBin"],
                answer_has=[said_number(25)],
            ),
        ],
        features=("enum",),
    ),
    Case(
        "ae_bins_recycling_then_mum",
        "waste_collection",
        "multi_turn",
        [
            Turn(
                "what day is my recycling next?",
                calls=[ExpectCall("getCollectionDates", {"uprn": HOME_UPRN})],
                forbid=BIN_ACTS,
                answer_has=[said_day("2026-12-21")],
            ),
            Turn(
                "and my mum's? she's at 3 Cobbold Street, IP4 2EW",
                calls=[
                    ExpectCall("findAddress", {"postcode": one_of("IP4 2EW", "IP42EW")}),
                    ExpectCall("getCollectionDates", {"uprn": MUM_UPRN}),
                ],
                forbid=BIN_ACTS,
                answer_has=[said_day("2026-12-31")],
            ),
        ],
        features=("date", "array_enum", "person"),
    ),
    # ---------------------------------------------------------------- party_hire (9)
    Case(
        "ae_party_chiavari_count",
        "party_hire",
        "direct",
        [
            Turn(
                "how many of the gold chiavari chairs are free on 13 feb",
                calls=[ExpectCall("search-inventory", {"category": one_of("chairs", None), "date": date("2027-02-13")})],
                forbid=HIRE_ACTS,
                allow=["get-quote"],
                answer_has=[said_number(40)],
            ),
        ],
        features=("date", "nullable_type_list", "enum"),
    ),
    Case(
        "ae_party_tables_quote",
        "party_hire",
        "polite",
        [
            Turn(
                "Would you be so kind as to give me a price for ten round tables and eighty white folding chairs on Saturday "
                "20 February? Delivered to H91 E2K8, and we'd like your crew to set them up please.",
                calls=[
                    ExpectCall(
                        "get-quote",
                        {
                            "lines": items(fields(itemId="TBL-ROUND5", qty=10), fields(itemId="CHR-FOLD-WHT", qty=80)),
                            "eventDate": date("2027-02-20"),
                            "deliveryEircode": one_of("H91 E2K8", "H91E2K8"),
                            "setup": boolean(True),
                        },
                    )
                ],
                allow=["search-inventory"],
                forbid=HIRE_ACTS,
                answer_has=[said_number(396)],
            ),
        ],
        features=("array_of_objects", "number_words", "boolean", "iso_code"),
    ),
    Case(
        "ae_party_kids_birthday",
        "party_hire",
        "indirect",
        [
            Turn(
                "My daughter turns seven on Saturday the 27th and we've about fifteen kids coming to the house in Oranmore. "
                "Have ye anything that'd keep them entertained?",
                calls=[ExpectCall("search-inventory", {"category": one_of("bouncy_castles", None), "date": date("2027-02-27")})],
                allow=["get-quote"],
                forbid=HIRE_ACTS,
                answer_has=[said_number(120)],
            ),
        ],
        features=("date", "nullable_anyof", "number_words"),
    ),
    Case(
        "ae_party_cancel_and_marquee",
        "party_hire",
        "multi_intent",
        [
            Turn(
                "Forecast for the 13th is desperate so the bouncy castle is off, cancel HH-2291. And quote me the big "
                "marquee for that Saturday instead, Eircode H65 R2N4.",
                calls=[
                    ExpectCall("cancel-booking", {"bookingId": "HH-2291"}),
                    ExpectCall(
                        "get-quote",
                        {
                            "lines": items(fields(itemId="MRQ-6X12", qty=1)),
                            "eventDate": date("2027-02-13"),
                            "deliveryEircode": one_of("H65 R2N4", "H65R2N4"),
                        },
                    ),
                ],
                allow=["search-inventory"],
                forbid=["create-booking"],
                answer_has=[said_number(775), said_number(36)],
            ),
        ],
        features=("array_of_objects", "iso_code", "date"),
    ),
    Case(
        "ae_party_space_per_guest",
        "party_hire",
        "no_tool",
        [
            Turn(
                "Rough rule of thumb: how much marquee space do you need per guest for a sit-down dinner compared with a "
                "standing reception?",
                allow=["search-inventory"],
                forbid=HIRE_ACTS + ["get-quote"],
            ),
        ],
        features=(),
    ),
    Case(
        "ae_party_chairs_vague",
        "party_hire",
        "underspecified",
        [
            Turn("Book sixty chairs for the wedding pls", allow=["search-inventory"], forbid=HIRE_ACTS, clarify=True),
        ],
        features=("number_words",),
    ),
    Case(
        "ae_party_festoon_booking",
        "party_hire",
        "chained",
        [
            Turn(
                "Please book 4 strings of the festoon lights for Saturday 20 Feb, delivered to H91 TK33, we'll hang them "
                "ourselves. I'm Aoife Ní Bhriain, aoife.nibhriain@gmail.com, 087 555 0192, and I'll pay the deposit by card.",
                calls=[
                    ExpectCall(
                        "get-quote",
                        {
                            "lines": items(fields(itemId="LGT-FESTOON20", qty=4)),
                            "eventDate": date("2027-02-20"),
                            "deliveryEircode": EIR_TK33,
                            "setup": boolean(False),
                        },
                    ),
                    ExpectCall(
                        "create-booking",
                        {
                            "quoteId": Q_FESTOON,
                            "customer": fields(
                                name=contains("Aoife"), email="aoife.nibhriain@gmail.com", phone=phone("087 555 0192")
                            ),
                            "depositMethod": "card",
                        },
                    ),
                ],
                allow=["search-inventory"],
                forbid=["cancel-booking"],
                answer_has=[said("HH-"), said_number(30)],
            ),
        ],
        features=("nested", "strict", "person", "email", "iso_code", "boolean"),
    ),
    Case(
        "ae_party_heaters",
        "party_hire",
        "multi_turn",
        [
            Turn(
                "Do ye do patio heaters? It's for the 13th",
                calls=[ExpectCall("search-inventory", {"category": one_of("heating", None), "date": date("2027-02-13")})],
                forbid=HIRE_ACTS,
                answer_has=[said_number(35), said_number(4)],
            ),
            Turn(
                "grand, quote me four of them so, to H91 F6P2, no need for setup",
                calls=[
                    ExpectCall(
                        "get-quote",
                        {
                            "lines": items(fields(itemId="HTR-PATIO", qty=4)),
                            "eventDate": date("2027-02-13"),
                            "deliveryEircode": EIR_F6P2,
                            "setup": boolean(False),
                        },
                    )
                ],
                forbid=HIRE_ACTS,
                answer_has=[said_number(140)],
            ),
            Turn(
                "go on so, book it. Ciarán Walsh, ciaran.walsh@outlook.ie, 091 555 3307. I'll do the deposit by bank transfer",
                calls=[
                    ExpectCall(
                        "create-booking",
                        {
                            "quoteId": Q_HEATERS,
                            "customer": fields(
                                name=contains("Walsh"), email="ciaran.walsh@outlook.ie", phone=phone("091 555 3307")
                            ),
                            "depositMethod": "bank_transfer",
                        },
                    )
                ],
                forbid=["cancel-booking"],
                answer_has=[said_number(42)],
            ),
        ],
        features=("nested", "strict", "person", "email", "number_words", "boolean"),
    ),
    Case(
        "ae_party_cancel_which",
        "party_hire",
        "multi_turn",
        [
            Turn("hi i need to cancel my booking", forbid=HIRE_ACTS, clarify=True),
            Turn(
                "oh sorry, it's HH-2304. the communion in March is postponed",
                calls=[ExpectCall("cancel-booking", {"bookingId": "HH-2304"})],
                forbid=["create-booking"],
                answer_has=[said_number(106.8)],
            ),
        ],
        features=("nullable_type_list",),
    ),
    # ---------------------------------------------------------------- tool_library (7)
    Case(
        "ae_tools_steamer_monday",
        "tool_library",
        "chained",
        [
            Turn(
                "reserve the wallpaper steamer for me, I'll grab it Monday and need it for a week",
                calls=[
                    ExpectCall("SearchCatalogue", {"Query": matches(r"steam|wallpaper")}),
                    ExpectCall("ReserveTool", {"ToolId": "TL-411", "PickupDate": date("2027-01-04"), "LoanDays": number(7)}),
                ],
                allow=["ListMyLoans"],
                answer_has=[said_day("2027-01-11")],
            ),
        ],
        features=("integer_enum", "strict", "date", "nullable_type_list"),
    ),
    Case(
        "ae_tools_due_dates",
        "tool_library",
        "polite",
        [
            Turn(
                "Hi! Could you please remind me when my borrowed tools need to go back? I have a feeling one of them might "
                "be late, sorry!",
                calls=[ExpectCall("ListMyLoans")],
                forbid=["ReserveTool"],
                answer_has=[said_day("2027-01-04", "Monday"), said("stud finder")],
            ),
        ],
        features=("boolean",),
    ),
    Case(
        "ae_tools_snow",
        "tool_library",
        "indirect",
        [
            Turn(
                "woke up to like 40cm of snow and the driveway is completely buried 😩 my car is stuck",
                calls=[ExpectCall("SearchCatalogue", {"Query": matches(r"snow|shovel|blower|driveway|plow|plough")})],
                forbid=["ReserveTool"],
                answer_has=[said("snow shovel")],
            ),
        ],
        features=("nullable_anyof",),
    ),
    Case(
        "ae_tools_carpet_and_ladder",
        "tool_library",
        "multi_intent",
        [
            Turn(
                "Please reserve the carpet cleaner, I'll pick it up Wednesday and keep it 3 days. Also, when is the 24ft "
                "ladder coming back?",
                calls=[
                    ExpectCall("SearchCatalogue", {"Query": matches(r"carpet|cleaner")}),
                    ExpectCall("SearchCatalogue", {"Query": matches(r"ladder")}),
                    ExpectCall("ReserveTool", {"ToolId": "TL-410", "PickupDate": date("2027-01-06"), "LoanDays": number(3)}),
                ],
                allow=["ListMyLoans"],
                answer_has=[said_day("2027-01-05")],
            ),
        ],
        features=("integer_enum", "strict", "date"),
    ),
    Case(
        "ae_tools_drill_vs_driver",
        "tool_library",
        "no_tool",
        [
            Turn(
                "whats the difference between a hammer drill and an impact driver? I want to put a shelf up on a brick wall",
                allow=["SearchCatalogue", "ListMyLoans"],
                forbid=["ReserveTool"],
            ),
        ],
        features=(),
    ),
    Case(
        "ae_tools_hold_tile_cutter",
        "tool_library",
        "underspecified",
        [
            Turn(
                "can you put the tile cutter on hold for me",
                allow=["SearchCatalogue", "ListMyLoans"],
                forbid=["ReserveTool"],
                clarify=True,
            ),
        ],
        features=(),
    ),
    Case(
        "ae_tools_wet_saw",
        "tool_library",
        "multi_turn",
        [
            Turn(
                "is the wet tile saw in at the moment?",
                calls=[ExpectCall("SearchCatalogue", {"Query": matches(r"saw|tile")})],
                forbid=["ReserveTool"],
                answer_has=[said_day("2027-01-07")],
            ),
            Turn(
                "ok can you reserve it for me from when it's back then? only need it for 3 days",
                calls=[
                    ExpectCall(
                        "ReserveTool",
                        {"ToolId": "TL-206", "PickupDate": date_in("2027-01-07", "2027-01-08"), "LoanDays": number(3)},
                    )
                ],
                allow=["SearchCatalogue"],
            ),
        ],
        features=("integer_enum", "strict", "date"),
    ),
    # ---------------------------------------------------------------- tenant_repairs (6)
    Case(
        "ae_repairs_boiler",
        "tenant_repairs",
        "direct",
        [
            Turn(
                "Boiler's packed in, no heating or hot water since last night. I've got a 4 month old baby here.",
                calls=[
                    ExpectCall(
                        REPAIR_TOOL,
                        {
                            "category": "heating_hot_water",
                            "priority": "emergency",
                            "vulnerable_household": boolean(True),
                            "access": ANY_ACCESS,
                        },
                    )
                ],
                answer_has=[JOB_REF],
            ),
        ],
        features=("enum", "boolean", "strict", "nested", "1_tool"),
    ),
    Case(
        "ae_repairs_extractor_fan",
        "tenant_repairs",
        "polite",
        [
            Turn(
                "Good morning, would you be able to log a repair for me please? The extractor fan in the bathroom has "
                "stopped working altogether. I'm in most mornings, Monday to Friday. Diolch!",
                calls=[
                    ExpectCall(
                        REPAIR_TOOL,
                        {
                            "category": one_of("electrical", "kitchen_bathroom_fittings"),
                            "location_in_home": contains("bathroom"),
                            "priority": one_of("routine", "urgent"),
                            "access": fields(days=items("mon", "tue", "wed", "thu", "fri"), time_slot="am"),
                        },
                    )
                ],
                answer_has=[JOB_REF],
            ),
        ],
        features=("nested", "array_enum", "strict", "1_tool"),
    ),
    Case(
        "ae_repairs_front_door",
        "tenant_repairs",
        "indirect",
        [
            Turn(
                "the lock on my front door has snapped and the door won't lock at all. I'm supposed to leave for my shift at "
                "2 and I can't leave the flat open like this",
                calls=[
                    ExpectCall(REPAIR_TOOL, {"category": "doors_windows_locks", "priority": "emergency", "access": ANY_ACCESS})
                ],
                answer_has=[JOB_REF],
            ),
        ],
        features=("enum", "strict", "nullable_anyof", "1_tool"),
    ),
    Case(
        "ae_repairs_blind",
        "tenant_repairs",
        "no_tool",
        [
            Turn(
                "the blind in my living room is broken, is that something you fix or do I have to sort it myself?",
                forbid=[REPAIR_TOOL],
            ),
        ],
        features=("1_tool",),
    ),
    Case(
        "ae_repairs_leak_vague",
        "tenant_repairs",
        "underspecified",
        [Turn("something's leaking", forbid=[REPAIR_TOOL], clarify=True)],
        features=("1_tool",),
    ),
    Case(
        "ae_repairs_window_and_sockets",
        "tenant_repairs",
        "multi_intent",
        [
            Turn(
                "Two things: the handle on the kids' bedroom window is broken so it won't shut properly, and the sockets by "
                "the cooker keep tripping the electrics. I'm home Tuesday and Thursday afternoons.",
                calls=[
                    ExpectCall(
                        REPAIR_TOOL,
                        {"category": "doors_windows_locks", "access": fields(days=items("tue", "thu"), time_slot="pm")},
                    ),
                    ExpectCall(
                        REPAIR_TOOL,
                        {
                            "category": "electrical",
                            "location_in_home": matches(r"kitchen|cooker"),
                            "access": fields(days=items("tue", "thu"), time_slot="pm"),
                        },
                    ),
                ],
                answer_has=[JOB_REF],
            ),
        ],
        features=("nested", "array_enum", "strict", "1_tool"),
    ),
]
