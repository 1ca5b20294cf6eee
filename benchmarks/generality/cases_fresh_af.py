"""Fresh generality part AF: five domains, 45 cases, written independently on 2026-12-07 by a helper
that saw only spec.py, validate.py, runner.py's loader and cases_fresh_u.py's shape.

Domains (tool count, naming style, the "today" of each system prompt):
- fuel_cards        10 tools, snake_case   Tuesday 8 December 2026, 08:40, Derby (FleetFuel Pro fleet-card portal)
- golf_tee_times     6 tools, camelCase    Thursday 10 December 2026, 07:55, Knutsford, Cheshire (Oakmere Park Golf Club app)
- imaging_facility   4 tools, namespaced   Monday 7 December 2026, 09:15, Liverpool (Mersey Bioimaging Core booking)
- cobbler            3 tools, kebab-case   Saturday 12 December 2026, 10:05, Norwich (Heel & Sole shoe repairs)
- accident_book      1 tool,  PascalCase   Friday 11 December 2026, 14:30, Manchester (Irwell Brewing Co. accident book)

Categories: direct 6, polite 6, indirect 6, multi_intent 6, no_tool 6, underspecified 5, chained 5,
multi_turn 5.

Schema coverage: string, integer (pairs, max_results), number (min_amount_gbp, limits), boolean, string
enums, integer enums (golf players and holes, imaging duration_minutes), arrays of strings (witnesses),
arrays of enums (fuel products, repair services), arrays of objects (order_cards orders, golf players,
repair items, injuries), nested objects (card limits, customer, incident location), nullable via type
lists and via anyOf, $ref/$defs (strict update_card_limits), strict and non-strict tools, act tools
(freeze, unfreeze, update limits, order, dispute, book, cancel, create ticket, record incident).
"""

from __future__ import annotations

import datetime as _dt
import json
import re
from typing import Any

from benchmarks.generality.spec import (
    Case,
    Domain,
    ExpectCall,
    Pred,
    ToolDef,
    Turn,
    at,
    between,
    boolean,
    contains,
    date,
    fields,
    has_items,
    items,
    matches,
    null_or_absent,
    number,
    one_of,
    said,
    said_number,
)


def _day(text: Any) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(str(text).strip()[:10])
    except ValueError:
        return None


def _clock(text: Any) -> tuple[int, int] | None:
    """(hour, minute) from '09:10', '9:10', '2026-12-12T09:10', '9am', '1:20 pm' ..."""
    found = re.search(r"(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?", str(text).split("T")[-1], re.I)
    if not found:
        return None
    hour, minute = int(found.group(1)), int(found.group(2) or 0)
    ampm = (found.group(3) or "").lower().replace(".", "")
    if ampm == "pm" and hour < 12:
        hour += 12
    if ampm == "am" and hour == 12:
        hour = 0
    if hour > 23 or minute > 59:
        return None
    return hour, minute


def said_any_number(*values: float) -> Pred:
    """The answer states at least one of these numbers (where two fair readings exist)."""
    preds = [said_number(v) for v in values]
    return Pred(f"states one of {values!r}", lambda text: any(p.ok(text) for p in preds))


def mentions(*parts: str) -> Pred:
    """A JSON value (string, list or object) whose text mentions every part, wherever the model put it."""
    return Pred(
        f"mentions {parts!r}",
        lambda v: v is not None and all(p.casefold() in json.dumps(v, ensure_ascii=False).casefold() for p in parts),
    )


# =============================================================================================
# 1. fuel_cards: FleetFuel Pro fleet-card portal (10 tools, snake_case)
# =============================================================================================

FUEL_PRODUCTS = ["diesel", "petrol", "adblue", "ev_charging", "car_wash", "shop"]

FUEL_DRIVERS: dict[str, dict[str, Any]] = {
    "DRV-11": {"name": "Dan Whitlock", "card_id": "FC-1001", "started": "2019-05-13", "home": "22 Siddals Road, Derby DE1 2PB"},
    "DRV-12": {"name": "Maria Costa", "card_id": "FC-1002", "started": "2022-09-05", "home": "7 Lime Grove, Long Eaton NG10 1JP"},
    "DRV-13": {
        "name": "Lee Barnes",
        "card_id": "FC-1003",
        "started": "2020-01-20",
        "home": "41 Victoria Street, Ilkeston DE7 5JA",
    },
    "DRV-14": {
        "name": "Aisha Bello",
        "card_id": "FC-1004",
        "started": "2023-06-12",
        "home": "14 Harrington Street, Derby DE23 8PE",
    },
    "DRV-15": {"name": "Tom Reilly", "card_id": None, "started": "2026-12-14", "home": "3 Chapel Lane, Spondon, Derby DE21 7JG"},
}

FUEL_CARDS: dict[str, dict[str, Any]] = {
    "FC-1001": {
        "driver_id": "DRV-11",
        "vehicle_reg": "YK71 HBD",
        "vehicle": "Ford Transit Custom (diesel)",
        "tank_litres": 70,
        "products": ["diesel", "adblue"],
        "limits": {"daily_gbp": 150.0, "monthly_gbp": 1200.0, "max_transactions_per_day": 3},
        "status": "active",
        "expires": "2028-04",
    },
    "FC-1002": {
        "driver_id": "DRV-12",
        "vehicle_reg": "DE22 KLM",
        "vehicle": "Vauxhall Vivaro (diesel)",
        "tank_litres": 70,
        "products": ["diesel", "adblue"],
        "limits": {"daily_gbp": 150.0, "monthly_gbp": 1200.0, "max_transactions_per_day": 3},
        "status": "active",
        "expires": "2027-11",
    },
    "FC-1003": {
        "driver_id": "DRV-13",
        "vehicle_reg": "FN70 RTU",
        "vehicle": "Ford Transit 350 (diesel)",
        "tank_litres": 80,
        "products": ["diesel"],
        "limits": {"daily_gbp": 150.0, "monthly_gbp": 1000.0, "max_transactions_per_day": 2},
        "status": "frozen",
        "frozen_on": "2026-11-27",
        "frozen_reason": "driver_leave",
        "expires": "2028-01",
    },
    "FC-1004": {
        "driver_id": "DRV-14",
        "vehicle_reg": "EV23 ZAP",
        "vehicle": "Kia e-Niro (electric, 64 kWh)",
        "tank_litres": None,
        "products": ["ev_charging", "car_wash"],
        "limits": {"daily_gbp": 80.0, "monthly_gbp": 600.0, "max_transactions_per_day": 3},
        "status": "active",
        "expires": "2027-06",
    },
    "FC-1005": {
        "driver_id": None,
        "vehicle_reg": None,
        "vehicle": "pool card (kept in the office safe)",
        "tank_litres": None,
        "products": ["diesel", "petrol"],
        "limits": {"daily_gbp": 100.0, "monthly_gbp": 400.0, "max_transactions_per_day": 1},
        "status": "active",
        "expires": "2027-09",
    },
}

FUEL_TX = [  # id, card, local time, site, product, quantity, unit, amount GBP
    ("TX-87102", "FC-1004", "2026-11-03T12:40", "InstaVolt, Pride Park, Derby", "ev_charging", 41.0, "kWh", 34.44),
    ("TX-87120", "FC-1001", "2026-11-05T07:15", "Shell Raynesway, Derby", "diesel", 58.5, "L", 80.10),
    ("TX-87160", "FC-1004", "2026-11-10T13:05", "InstaVolt, Pride Park, Derby", "ev_charging", 36.5, "kWh", 30.66),
    ("TX-87233", "FC-1004", "2026-11-17T11:50", "Gridserve, East Midlands Gateway", "ev_charging", 44.2, "kWh", 37.13),
    ("TX-87250", "FC-1002", "2026-11-18T16:20", "BP Castle Donington", "diesel", 63.1, "L", 88.40),
    ("TX-87290", "FC-1004", "2026-11-21T09:30", "Waves Car Wash, Kingsway, Derby", "car_wash", 1, "wash", 8.00),
    ("TX-87301", "FC-1004", "2026-11-24T12:15", "InstaVolt, Pride Park, Derby", "ev_charging", 39.8, "kWh", 33.43),
    ("TX-88390", "FC-1001", "2026-12-01T07:12", "Shell Raynesway, Derby", "diesel", 54.2, "L", 74.26),
    ("TX-88395", "FC-1002", "2026-12-01T16:40", "BP Castle Donington", "diesel", 61.0, "L", 84.18),
    ("TX-88401", "FC-1004", "2026-12-02T12:05", "InstaVolt, Pride Park, Derby", "ev_charging", 38.4, "kWh", 32.26),
    ("TX-88404", "FC-1001", "2026-12-03T07:31", "Shell Raynesway, Derby", "shop", 1, "item", 6.45),
    ("TX-88408", "FC-1002", "2026-12-04T08:02", "Esso Ashbourne Road, Derby", "diesel", 66.5, "L", 91.77),
    ("TX-88409", "FC-1002", "2026-12-04T08:03", "Esso Ashbourne Road, Derby", "adblue", 10.0, "L", 12.90),
    ("TX-88415", "FC-1004", "2026-12-05T10:20", "Waves Car Wash, Kingsway, Derby", "car_wash", 1, "wash", 8.00),
    ("TX-88412", "FC-1001", "2026-12-06T02:14", "Moto Woodall Services (M1 southbound)", "diesel", 92.0, "L", 131.56),
    ("TX-88420", "FC-1002", "2026-12-07T17:55", "BP Castle Donington", "diesel", 69.1, "L", 103.66),
]

FUEL_STATIONS = {  # area keyword -> (site, product, price per unit, miles, opening hours)
    "castle donington": [
        ("Moto Donington Park Services (M1 J23A)", "diesel", 1.529, 1.8, "24 hours"),
        ("BP Castle Donington, Bondgate", "diesel", 1.419, 0.4, "06:00-22:00"),
        ("Shell Kegworth, London Road", "diesel", 1.409, 2.9, "06:00-23:00"),
        ("Asda Long Eaton, Tamworth Road", "diesel", 1.349, 4.6, "06:00-23:00"),
        ("Gridserve, East Midlands Gateway", "ev_charging", 0.79, 2.2, "24 hours"),
        ("Asda Long Eaton, Tamworth Road", "adblue", 0.999, 4.6, "06:00-23:00"),
    ],
    "derby": [
        ("Sainsbury's Kingsway, Derby", "diesel", 1.339, 2.1, "06:00-22:00"),
        ("Shell Raynesway, Derby", "diesel", 1.369, 2.6, "24 hours"),
        ("Esso Ashbourne Road, Derby", "diesel", 1.379, 1.7, "06:00-23:00"),
        ("InstaVolt, Pride Park, Derby", "ev_charging", 0.84, 1.2, "24 hours"),
        ("Sainsbury's Kingsway, Derby", "petrol", 1.309, 2.1, "06:00-22:00"),
    ],
}
FUEL_AREA_ALIASES = {
    "donington": "castle donington",
    "east midlands airport": "castle donington",
    "kegworth": "castle donington",
    "long eaton": "castle donington",
    "de74": "castle donington",
    "derby": "derby",
    "pride park": "derby",
    "sinfin": "derby",
    "de1": "derby",
    "de24": "derby",
}


def _fuel_card(card_id: Any) -> dict[str, Any] | None:
    return FUEL_CARDS.get(str(card_id).strip().upper())


def _fuel_unknown(card_id: Any) -> dict[str, Any]:
    return {"error": f"No card '{card_id}' on account FF-20488. Card ids look like FC-1001; use list_cards."}


def _card_row(card_id: str) -> dict[str, Any]:
    card = FUEL_CARDS[card_id]
    driver = FUEL_DRIVERS.get(card["driver_id"]) if card["driver_id"] else None
    row = {
        "card_id": card_id,
        "driver": driver["name"] if driver else None,
        "driver_id": card["driver_id"],
        "vehicle_reg": card["vehicle_reg"],
        "vehicle": card["vehicle"],
        "status": card["status"],
        "allowed_products": card["products"],
        "limits": card["limits"],
        "expires": card["expires"],
    }
    if card["status"] == "frozen":
        row["frozen_on"] = card["frozen_on"]
        row["frozen_reason"] = card["frozen_reason"]
    return row


def _tx_row(tx: tuple) -> dict[str, Any]:
    tx_id, card_id, when, site, product, qty, unit, amount = tx
    card = FUEL_CARDS[card_id]
    row = {
        "transaction_id": tx_id,
        "card_id": card_id,
        "driver": FUEL_DRIVERS[card["driver_id"]]["name"],
        "vehicle_reg": card["vehicle_reg"],
        "time": when,
        "site": site,
        "product": product,
        "quantity": qty,
        "unit": unit,
        "amount_gbp": amount,
    }
    flags = []
    if unit == "L" and product != "adblue" and card["tank_litres"] and qty > card["tank_litres"]:
        flags.append(f"quantity exceeds the vehicle's tank ({card['tank_litres']} L)")
    if int(when[11:13]) < 5:
        flags.append("outside usual working hours")
    if flags:
        row["flags"] = flags
    return row


def list_cards(status: str = "all") -> dict[str, Any]:
    if status not in ("all", "active", "frozen"):
        return {"error": "status must be all, active or frozen"}
    rows = [_card_row(cid) for cid, card in FUEL_CARDS.items() if status in ("all", card["status"])]
    return {"account": "FF-20488", "count": len(rows), "cards": rows}


def get_card(card_id: str) -> dict[str, Any]:
    if _fuel_card(card_id) is None:
        return _fuel_unknown(card_id)
    cid = str(card_id).strip().upper()
    spent = round(sum(t[7] for t in FUEL_TX if t[1] == cid and t[2].startswith("2026-12")), 2)
    card = FUEL_CARDS[cid]
    return {
        **_card_row(cid),
        "tank_litres": card["tank_litres"],
        "month_to_date_spend_gbp": spent,
        "monthly_limit_remaining_gbp": round(card["limits"]["monthly_gbp"] - spent, 2),
    }


def search_transactions(
    card_id: str | None = None,
    date_from: str | None = None,
    date_to: str | None = None,
    min_amount_gbp: float | None = None,
    products: list[str] | None = None,
) -> dict[str, Any]:
    if card_id not in (None, "") and _fuel_card(card_id) is None:
        return _fuel_unknown(card_id)
    start = _day(date_from) if date_from else _dt.date(2026, 11, 1)
    end = _day(date_to) if date_to else _dt.date(2026, 12, 8)
    if start is None or end is None:
        return {"error": "Dates must be ISO dates like 2026-12-01"}
    rows = []
    for tx in sorted(FUEL_TX, key=lambda t: t[2], reverse=True):
        if card_id not in (None, "") and tx[1] != str(card_id).strip().upper():
            continue
        if not start <= _dt.date.fromisoformat(tx[2][:10]) <= end:
            continue
        if min_amount_gbp is not None and tx[7] < float(min_amount_gbp):
            continue
        if products and tx[4] not in products:
            continue
        rows.append(_tx_row(tx))
    return {
        "from": str(start),
        "to": str(end),
        "count": len(rows),
        "total_gbp": round(sum(r["amount_gbp"] for r in rows), 2),
        "transactions": rows,
        "note": "Transactions from 1 November 2026 are held online; older ones are in the monthly statements.",
    }


def list_drivers(include_without_card: bool = True) -> dict[str, Any]:
    rows = [
        {"driver_id": did, "name": d["name"], "card_id": d["card_id"], "start_date": d["started"], "home_address": d["home"]}
        for did, d in FUEL_DRIVERS.items()
        if include_without_card or d["card_id"]
    ]
    return {"count": len(rows), "drivers": rows}


def freeze_card(card_id: str, reason: str, note: str | None = None) -> dict[str, Any]:
    card = _fuel_card(card_id)
    if card is None:
        return _fuel_unknown(card_id)
    cid = str(card_id).strip().upper()
    if card["status"] == "frozen":
        return {
            "card_id": cid,
            "status": "frozen",
            "message": f"Already frozen since {card['frozen_on']} ({card['frozen_reason']}).",
        }
    out = {"card_id": cid, "status": "frozen", "reason": reason, "note": note, "effective": "immediately (2026-12-08T08:41)"}
    if reason in ("lost", "stolen"):
        out["advice"] = (
            "If the card doesn't turn up, order a replacement with order_cards; freezing can be undone with unfreeze_card."
        )
    return out


def unfreeze_card(card_id: str) -> dict[str, Any]:
    card = _fuel_card(card_id)
    if card is None:
        return _fuel_unknown(card_id)
    cid = str(card_id).strip().upper()
    if card["status"] != "frozen":
        return {"card_id": cid, "status": "active", "message": "Card was not frozen; nothing changed."}
    return {"card_id": cid, "status": "active", "previously_frozen_since": card["frozen_on"], "effective": "immediately"}


def update_card_limits(card_id: str, limits: dict[str, Any], allowed_products: list[str] | None) -> dict[str, Any]:
    card = _fuel_card(card_id)
    if card is None:
        return _fuel_unknown(card_id)
    cid = str(card_id).strip().upper()
    new = dict(card["limits"])
    for key in ("daily_gbp", "monthly_gbp", "max_transactions_per_day"):
        value = (limits or {}).get(key)
        if value is not None:
            if value <= 0:
                return {"error": f"{key} must be greater than zero"}
            new[key] = value
    if new["daily_gbp"] > new["monthly_gbp"]:
        return {"error": "The daily limit cannot be higher than the monthly limit."}
    products = card["products"] if allowed_products is None else list(allowed_products)
    if not products:
        return {"error": "allowed_products cannot be empty; freeze the card instead."}
    return {
        "card_id": cid,
        "driver": FUEL_DRIVERS[card["driver_id"]]["name"] if card["driver_id"] else None,
        "previous_limits": card["limits"],
        "limits": new,
        "previous_products": card["products"],
        "allowed_products": products,
        "effective": "immediately",
    }


def order_cards(orders: list[dict[str, Any]]) -> dict[str, Any]:
    if not orders:
        return {"error": "orders must contain at least one card"}
    made = []
    for index, order in enumerate(orders):
        driver_id = str(order.get("driver_id", "")).strip().upper()
        driver = FUEL_DRIVERS.get(driver_id)
        if driver is None:
            return {"error": f"Unknown driver_id '{order.get('driver_id')}'. Use list_drivers (ids look like DRV-11)."}
        products = order.get("products") or ["diesel"]
        bad = [p for p in products if p not in FUEL_PRODUCTS]
        if bad:
            return {"error": f"Unknown products {bad}"}
        delivery = order.get("delivery", "office")
        made.append(
            {
                "new_card_id": f"FC-{1006 + index}",
                "driver": driver["name"],
                "vehicle_reg": order.get("vehicle_reg"),
                "allowed_products": products,
                "limits": {"daily_gbp": 150.0, "monthly_gbp": 1000.0, "max_transactions_per_day": 3},
                "delivery": delivery,
                "address": driver["home"]
                if delivery == "driver_home"
                else "Brightwell Facilities, Unit 4, Sinfin Lane, Derby DE24 9GL",
                "expected_delivery": "2026-12-11" if delivery == "driver_home" else "2026-12-10",
                "replaces_card_id": order.get("replaces_card_id"),
            }
        )
    out: dict[str, Any] = {"order_id": "FFO-30952", "status": "placed", "cards": made, "fee_gbp": 0.0}
    if any(c["replaces_card_id"] for c in made):
        out["note"] = "A replaced card stops working as soon as its replacement is first used."
    return out


def dispute_transaction(transaction_id: str, reason: str, details: str = "") -> dict[str, Any]:
    tx = next((t for t in FUEL_TX if t[0] == str(transaction_id).strip().upper()), None)
    if tx is None:
        return {"error": f"No transaction '{transaction_id}'. Use search_transactions to find ids like TX-88390."}
    return {
        "dispute_id": "DSP-3307",
        "transaction_id": tx[0],
        "amount_gbp": tx[7],
        "site": tx[3],
        "reason": reason,
        "details": details,
        "status": "opened",
        "response_due": "2026-12-22",
        "note": "The amount is credited back if the site can't show CCTV or pump records for the card's PIN use.",
    }


def find_stations(near: str, product: str = "diesel", open_now: bool = False, max_results: int = 5) -> dict[str, Any]:
    text = str(near).strip().lower()
    area = next((FUEL_AREA_ALIASES[k] for k in FUEL_AREA_ALIASES if k in text), None)
    if area is None:
        return {"error": f"Couldn't place '{near}'. Try a town, junction or postcode district (e.g. Castle Donington, DE74)."}
    now = 8 * 60 + 40
    rows = []
    for site, prod, price, miles, hours in FUEL_STATIONS[area]:
        if prod != product:
            continue
        is_open = hours == "24 hours" or (int(hours[:2]) * 60 <= now < int(hours[6:8]) * 60)
        if open_now and not is_open:
            continue
        unit = "kWh" if prod == "ev_charging" else "L"
        rows.append(
            {
                "site": site,
                "price_gbp_per_unit": price,
                "unit": unit,
                "distance_miles": miles,
                "hours": hours,
                "open_now": is_open,
            }
        )
    rows.sort(key=lambda r: r["price_gbp_per_unit"])
    return {"near": near, "product": product, "prices_updated": "2026-12-08T06:00", "stations": rows[: max(1, int(max_results))]}


CARD_ID = {"type": "string", "description": "Fuel card id, e.g. FC-1001"}

FUEL_TOOLS = [
    ToolDef(
        "list_cards",
        "List the fuel cards on the account with driver, vehicle, status, allowed products and limits.",
        {
            "type": "object",
            "properties": {"status": {"type": "string", "enum": ["all", "active", "frozen"], "description": "Default all"}},
        },
        list_cards,
    ),
    ToolDef(
        "get_card",
        "Full details for one card, including this month's spend and remaining monthly limit.",
        {"type": "object", "properties": {"card_id": CARD_ID}, "required": ["card_id"]},
        get_card,
    ),
    ToolDef(
        "search_transactions",
        "Search card transactions (held online from 1 Nov 2026). All filters optional; "
        "returns rows with transaction ids, a total and any fraud flags.",
        {
            "type": "object",
            "properties": {
                "card_id": {"type": ["string", "null"], "description": "Only this card; null for every card"},
                "date_from": {"type": "string", "format": "date", "description": "Inclusive, YYYY-MM-DD"},
                "date_to": {"type": "string", "format": "date", "description": "Inclusive, YYYY-MM-DD"},
                "min_amount_gbp": {"type": "number", "minimum": 0},
                "products": {"type": "array", "items": {"type": "string", "enum": FUEL_PRODUCTS}},
            },
        },
        search_transactions,
    ),
    ToolDef(
        "list_drivers",
        "Drivers registered on the account (driver ids are needed to order cards).",
        {
            "type": "object",
            "properties": {
                "include_without_card": {"type": "boolean", "description": "Include drivers with no card (default true)"}
            },
        },
        list_drivers,
    ),
    ToolDef(
        "freeze_card",
        "Freeze a card immediately so all transactions are declined. Reversible with unfreeze_card.",
        {
            "type": "object",
            "properties": {
                "card_id": CARD_ID,
                "reason": {"type": "string", "enum": ["lost", "stolen", "damaged", "driver_leave", "suspected_misuse", "other"]},
                "note": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Optional free text"},
            },
            "required": ["card_id", "reason", "note"],
            "additionalProperties": False,
        },
        freeze_card,
        act=True,
        strict=True,
    ),
    ToolDef(
        "unfreeze_card",
        "Reactivate a frozen card.",
        {"type": "object", "properties": {"card_id": CARD_ID}, "required": ["card_id"]},
        unfreeze_card,
        act=True,
    ),
    ToolDef(
        "update_card_limits",
        "Change a card's spending limits and/or which products it can buy. Null means leave that setting unchanged.",
        {
            "type": "object",
            "properties": {
                "card_id": CARD_ID,
                "limits": {"$ref": "#/$defs/limits"},
                "allowed_products": {
                    "anyOf": [{"type": "array", "items": {"$ref": "#/$defs/product"}}, {"type": "null"}],
                    "description": "Full new list of allowed products, or null to keep the current list",
                },
            },
            "required": ["card_id", "limits", "allowed_products"],
            "additionalProperties": False,
            "$defs": {
                "product": {"type": "string", "enum": FUEL_PRODUCTS},
                "limits": {
                    "type": "object",
                    "properties": {
                        "daily_gbp": {"type": ["number", "null"]},
                        "monthly_gbp": {"type": ["number", "null"]},
                        "max_transactions_per_day": {"type": ["integer", "null"]},
                    },
                    "required": ["daily_gbp", "monthly_gbp", "max_transactions_per_day"],
                    "additionalProperties": False,
                },
            },
        },
        update_card_limits,
        act=True,
        strict=True,
    ),
    ToolDef(
        "order_cards",
        "Order new or replacement fuel cards. Each card is tied to a driver and (optionally) a vehicle registration.",
        {
            "type": "object",
            "properties": {
                "orders": {
                    "type": "array",
                    "minItems": 1,
                    "items": {
                        "type": "object",
                        "properties": {
                            "driver_id": {"type": "string", "description": "e.g. DRV-11 (from list_drivers)"},
                            "vehicle_reg": {"type": "string", "description": "UK registration, e.g. YK71 HBD"},
                            "products": {"type": "array", "items": {"type": "string", "enum": FUEL_PRODUCTS}},
                            "delivery": {"type": "string", "enum": ["office", "driver_home"]},
                            "replaces_card_id": {"type": ["string", "null"], "description": "Card being replaced, if any"},
                        },
                        "required": ["driver_id", "products", "delivery"],
                    },
                }
            },
            "required": ["orders"],
        },
        order_cards,
        act=True,
    ),
    ToolDef(
        "dispute_transaction",
        "Open a dispute with the network about a transaction the company doesn't accept.",
        {
            "type": "object",
            "properties": {
                "transaction_id": {"type": "string", "description": "e.g. TX-88390"},
                "reason": {
                    "type": "string",
                    "enum": ["not_recognised", "wrong_amount", "exceeds_tank_capacity", "duplicate", "other"],
                },
                "details": {"type": "string"},
            },
            "required": ["transaction_id", "reason"],
        },
        dispute_transaction,
        act=True,
    ),
    ToolDef(
        "find_stations",
        "Find network sites near a place, cheapest first, with today's pump price.",
        {
            "type": "object",
            "properties": {
                "near": {"type": "string", "description": "Town, junction or postcode district"},
                "product": {"type": "string", "enum": ["diesel", "petrol", "adblue", "ev_charging"]},
                "open_now": {"type": "boolean"},
                "max_results": {"type": "integer", "minimum": 1, "maximum": 10},
            },
            "required": ["near"],
        },
        find_stations,
    ),
]

FUEL_ACTS = ["freeze_card", "unfreeze_card", "update_card_limits", "order_cards", "dispute_transaction"]

FUEL_INSTRUCTIONS = """You are the assistant in FleetFuel Pro, a fuel-card management portal.
Today is Tuesday 8 December 2026, 08:40 (Derby, UK; Europe/London).

Signed in: Priya Nair, fleet manager at Brightwell Facilities Ltd (account FF-20488).
Office: Unit 4, Sinfin Lane, Derby DE24 9GL.

Policies:
- Freezing a card takes effect immediately and can be undone at any time. Cancelling a card is permanent and is only done by phone on 0800 046 1190.
- New and replacement cards are free and arrive in 2 working days at the office or 3 at a driver's home. A replaced card stops working when the new one is first used.
- Each card can be limited by daily and monthly spend, number of transactions per day, and allowed products (diesel, petrol, adblue, ev_charging, car_wash, shop). "shop" covers anything from the forecourt shop.
- Disputes must be raised within 60 days of the transaction; the network replies within 10 working days.
Only freeze, unfreeze, change limits, order cards or open disputes when the fleet manager asks for it."""


# =============================================================================================
# 2. golf_tee_times: Oakmere Park Golf Club member app (6 tools, camelCase)
# =============================================================================================

GOLF_TODAY = _dt.date(2026, 12, 10)

TEE_SHEET: dict[tuple[str, str], list[tuple[str, int]]] = {  # (date, course) -> [(time, spaces free)]
    ("2026-12-10", "championship"): [("10:10", 4), ("10:30", 2), ("11:00", 4), ("12:20", 3), ("13:30", 4)],
    ("2026-12-10", "woodland"): [("10:00", 4), ("11:00", 4), ("12:00", 2), ("13:00", 4)],
    ("2026-12-11", "championship"): [("08:20", 2), ("09:00", 4), ("10:00", 3), ("11:20", 4), ("12:40", 4), ("13:30", 2)],
    ("2026-12-11", "woodland"): [
        ("08:30", 4),
        ("09:10", 2),
        ("09:50", 4),
        ("10:30", 1),
        ("11:10", 3),
        ("12:30", 0),
        ("13:20", 4),
        ("13:40", 2),
    ],
    ("2026-12-12", "championship"): [
        ("08:00", 0),
        ("08:10", 1),
        ("08:40", 2),
        ("09:00", 0),
        ("09:10", 3),
        ("09:20", 4),
        ("10:10", 2),
        ("10:30", 3),
        ("10:50", 4),
        ("11:30", 4),
        ("12:10", 1),
    ],
    ("2026-12-12", "woodland"): [("08:30", 4), ("09:30", 2), ("10:30", 4), ("11:30", 4), ("13:00", 3)],
    ("2026-12-13", "championship"): [("08:20", 2), ("09:40", 4), ("10:20", 1), ("11:40", 4), ("13:00", 4)],
    ("2026-12-13", "woodland"): [("09:00", 4), ("10:40", 3), ("12:20", 4)],
}
GOLF_DEFAULT_TIMES = [("08:30", 4), ("09:30", 4), ("10:30", 4), ("11:30", 4), ("12:30", 4), ("13:30", 4)]

GOLF_MEMBERS = {
    "OPG-3315": {"name": "Pete Shaw", "handicapIndex": 9.8},
    "OPG-3316": {"name": "Sandra Shaw", "handicapIndex": 22.1},
    "OPG-4471": {"name": "Graham Lowe", "handicapIndex": 14.2},
    "OPG-5120": {"name": "Dev Mistry", "handicapIndex": 5.4},
    "OPG-2987": {"name": "Alison Reece", "handicapIndex": 18.0},
}

GOLF_BOOKINGS = {
    "OPB-60418": {
        "date": "2026-12-13",
        "day": "Sunday",
        "time": "08:20",
        "course": "championship",
        "holes": 18,
        "players": ["Graham Lowe (OPG-4471)", "Pete Shaw (OPG-3315)"],
        "buggy": False,
        "type": "general play",
    },
    "OPB-60502": {
        "date": "2026-12-16",
        "day": "Wednesday",
        "time": "12:00",
        "course": "woodland",
        "holes": 9,
        "players": ["Graham Lowe (OPG-4471)"],
        "buggy": False,
        "type": "general play",
    },
    "OPB-60377": {
        "date": "2026-12-19",
        "day": "Saturday",
        "time": "09:30",
        "course": "championship",
        "holes": 18,
        "players": ["Graham Lowe (OPG-4471)", "Dev Mistry (OPG-5120)", "Alison Reece (OPG-2987)"],
        "buggy": False,
        "type": "competition: Christmas Turkey Stableford",
    },
}

GOLF_CONDITIONS = {
    "championship": {
        "status": "open",
        "frostDelayUntil": "10:00",
        "temporaryGreens": [7, 16],
        "buggies": "not allowed today: course waterlogged after Tuesday's rain",
        "trolleys": "allowed (wide wheels only)",
        "preferredLies": True,
        "updatedAt": "2026-12-10T07:30",
    },
    "woodland": {
        "status": "open",
        "frostDelayUntil": "10:00",
        "temporaryGreens": [],
        "buggies": "allowed, paths only",
        "trolleys": "allowed",
        "preferredLies": True,
        "updatedAt": "2026-12-10T07:30",
    },
}


def _green_fee(day: _dt.date, course: str) -> int:
    weekend = day.weekday() >= 5
    if course == "championship":
        return 45 if weekend else 35
    return 25 if weekend else 20


def _sheet(day: _dt.date, course: str) -> list[tuple[str, int]]:
    if day < GOLF_TODAY or day > GOLF_TODAY + _dt.timedelta(days=28):
        return []
    return TEE_SHEET.get((str(day), course), GOLF_DEFAULT_TIMES)


def _minutes(hh_mm: Any) -> int | None:
    clock = _clock(hh_mm) if hh_mm not in (None, "") else None
    return clock[0] * 60 + clock[1] if clock else None


def searchTeeTimes(date: str, course: str, players: int, earliest: str | None, latest: str | None) -> dict[str, Any]:
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if course not in ("championship", "woodland"):
        return {"error": "course must be championship or woodland"}
    if day < GOLF_TODAY or day > GOLF_TODAY + _dt.timedelta(days=28):
        return {"error": "Members can book from today up to 28 days ahead (until 2027-01-07)."}
    low, high = _minutes(earliest), _minutes(latest)
    slots = []
    for hh_mm, free in _sheet(day, course):
        start = int(hh_mm[:2]) * 60 + int(hh_mm[3:])
        if free < int(players) or (low is not None and start < low) or (high is not None and start > high):
            continue
        slots.append(
            {
                "slotId": f"TT-{day:%Y%m%d}-{course[0].upper()}-{hh_mm.replace(':', '')}",
                "time": hh_mm,
                "spacesFree": free,
                "guestGreenFeeGbp": _green_fee(day, course),
            }
        )
    return {
        "date": str(day),
        "weekday": day.strftime("%A"),
        "course": course,
        "players": int(players),
        "slots": slots,
        "note": "Winter tee sheet: first tee 08:00, last tee 13:40.",
    }


def _slot(slot_id: str) -> tuple[_dt.date, str, str, int] | None:
    found = re.fullmatch(r"TT-(\d{8})-([CW])-(\d{4})", str(slot_id).strip().upper())
    if not found:
        return None
    day = _dt.datetime.strptime(found.group(1), "%Y%m%d").date()
    course = "championship" if found.group(2) == "C" else "woodland"
    hh_mm = f"{found.group(3)[:2]}:{found.group(3)[2:]}"
    free = dict(_sheet(day, course)).get(hh_mm)
    if free is None:
        return None
    return day, course, hh_mm, free


def bookTeeTime(slotId: str, players: list[dict[str, Any]], buggy: bool = False, holes: int = 18) -> dict[str, Any]:
    slot = _slot(slotId)
    if slot is None:
        return {"error": f"No tee time '{slotId}'. Use searchTeeTimes to get slot ids."}
    day, course, hh_mm, free = slot
    if not players:
        return {"error": "players must list everyone in the group, including you"}
    if len(players) > free:
        return {"error": f"Only {free} space(s) left at {hh_mm}; you asked for {len(players)}."}
    if course == "championship" and int(holes) != 18:
        return {"error": "The Championship course is 18 holes only; 9-hole rounds are played on the Woodland."}
    guests = [p for p in players if p.get("guest")]
    if len(guests) > 3:
        return {"error": "A member can bring at most 3 guests."}
    fee = _green_fee(day, course)
    return {
        "bookingRef": "OPB-60611",
        "date": str(day),
        "weekday": day.strftime("%A"),
        "time": hh_mm,
        "course": course,
        "holes": int(holes),
        "players": [p.get("name") for p in players],
        "buggy": bool(buggy),
        "buggyNote": "Buggy use depends on conditions on the day (GBP 25 per round)." if buggy else None,
        "guestFeesDueGbp": fee * len(guests),
        "payGuestFeesAt": "the pro shop before teeing off",
        "freeCancellationUntil": f"{day - _dt.timedelta(days=1)}T{hh_mm}",
    }


def cancelBooking(bookingRef: str) -> dict[str, Any]:
    ref = str(bookingRef).strip().upper()
    booking = GOLF_BOOKINGS.get(ref)
    if booking is None:
        return {"error": f"No booking '{bookingRef}' for member OPG-4471. Use getMyBookings."}
    if booking["type"].startswith("competition"):
        return {
            "error": "Competition entries can't be cancelled in the app; email the competition secretary at comps@oakmerepark.co.uk."
        }
    others = [p for p in booking["players"] if not p.startswith("Graham Lowe")]
    return {
        "bookingRef": ref,
        "status": "cancelled",
        "date": booking["date"],
        "time": booking["time"],
        "course": booking["course"],
        "noShowRecorded": False,
        "notified": others,
    }


def getMyBookings() -> dict[str, Any]:
    rows = [{"bookingRef": ref, **b} for ref, b in sorted(GOLF_BOOKINGS.items(), key=lambda kv: kv[1]["date"])]
    return {"member": "Graham Lowe (OPG-4471)", "upcoming": rows}


def getCourseConditions(course: str | None = None) -> dict[str, Any]:
    if course not in (None, "", "championship", "woodland"):
        return {"error": "course must be championship or woodland"}
    names = [course] if course else ["championship", "woodland"]
    return {"date": "2026-12-10", "courses": {n: GOLF_CONDITIONS[n] for n in names}}


def findMember(name: str) -> dict[str, Any]:
    words = [w for w in re.split(r"\s+", str(name).strip().lower()) if w]
    if not words:
        return {"error": "Give a name to search for"}
    hits = []
    for number_, m in GOLF_MEMBERS.items():
        full = m["name"].lower()
        if all(w in full or (w in ("pete", "peter") and "pete" in full) for w in words):
            hits.append({"memberNumber": number_, "name": m["name"], "handicapIndex": m["handicapIndex"]})
    return {"query": name, "matches": hits}


GOLF_TOOLS = [
    ToolDef(
        "searchTeeTimes",
        "Find open tee times on one course and day with enough free spaces for the group.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "description": "YYYY-MM-DD"},
                "course": {"type": "string", "enum": ["championship", "woodland"]},
                "players": {"type": "integer", "enum": [1, 2, 3, 4], "description": "Size of the group"},
                "earliest": {"type": ["string", "null"], "description": "HH:MM, or null for no lower bound"},
                "latest": {"type": ["string", "null"], "description": "HH:MM, or null for no upper bound"},
            },
            "required": ["date", "course", "players", "earliest", "latest"],
            "additionalProperties": False,
        },
        searchTeeTimes,
        strict=True,
    ),
    ToolDef(
        "bookTeeTime",
        "Book a tee time for the signed-in member's group. List everyone playing, including the member.",
        {
            "type": "object",
            "properties": {
                "slotId": {"type": "string", "description": "From searchTeeTimes, e.g. TT-20261212-C-0910"},
                "players": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 4,
                    "items": {
                        "type": "object",
                        "properties": {
                            "name": {"type": "string"},
                            "memberNumber": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "null for guests"},
                            "guest": {"type": "boolean"},
                        },
                        "required": ["name", "memberNumber", "guest"],
                    },
                },
                "buggy": {"type": "boolean", "description": "Reserve a buggy (GBP 25)"},
                "holes": {"type": "integer", "enum": [9, 18], "description": "Default 18"},
            },
            "required": ["slotId", "players"],
        },
        bookTeeTime,
        act=True,
    ),
    ToolDef(
        "cancelBooking",
        "Cancel one of the member's tee-time bookings.",
        {
            "type": "object",
            "properties": {"bookingRef": {"type": "string", "description": "e.g. OPB-60418"}},
            "required": ["bookingRef"],
        },
        cancelBooking,
        act=True,
    ),
    ToolDef("getMyBookings", "The signed-in member's upcoming tee times.", {"type": "object", "properties": {}}, getMyBookings),
    ToolDef(
        "getCourseConditions",
        "Today's course status: frost delay, temporary greens, buggy and trolley rules.",
        {"type": "object", "properties": {"course": {"type": "string", "enum": ["championship", "woodland"]}}},
        getCourseConditions,
    ),
    ToolDef(
        "findMember",
        "Look up another club member's membership number by name.",
        {"type": "object", "properties": {"name": {"type": "string"}}, "required": ["name"]},
        findMember,
    ),
]

GOLF_ACTS = ["bookTeeTime", "cancelBooking"]

GOLF_INSTRUCTIONS = """You are the assistant in the Oakmere Park Golf Club members' app.
Today is Thursday 10 December 2026, 07:55 (Knutsford, Cheshire; Europe/London).

Signed-in member: Graham Lowe, membership number OPG-4471, handicap index 14.2.

Courses: Championship (18 holes, par 72) and Woodland (9 holes, par 34; go round twice for 18).
Winter tee sheet: first tee 08:00, last tee 13:40. Members can book up to 28 days ahead and bring up to 3 guests.
Guest green fees (paid at the pro shop): Championship GBP 35 weekdays / GBP 45 weekends; Woodland GBP 20 / GBP 25. Buggies GBP 25 per round, subject to conditions.
Cancel at least 24 hours before the tee time, or it is recorded as a no-show (three no-shows in a season means a two-week booking ban).
Winter rules (1 November to 31 March): preferred lies are in force. On closely mown areas in your own fairway you may lift, clean and place the ball within 6 inches (15 cm) of where it lay, no nearer the hole.
Only book or cancel tee times when the member asks you to."""


# =============================================================================================
# 3. imaging_facility: Mersey Bioimaging Core booking (4 tools, namespaced a__b_c)
# =============================================================================================

SCOPES: dict[str, dict[str, Any]] = {
    "confocal_lsm980": {
        "code": "LSM",
        "name": "Zeiss LSM 980 with Airyscan 2",
        "room": "B.14",
        "rate_gbp_per_hour": 38,
        "you_are_trained": True,
        "lasers_nm": [405, 488, 561, 639],
        "objectives": ["10x/0.45 air", "20x/0.8 air", "40x/1.3 oil", "63x/1.4 oil"],
        "incubation": "37 C / 5% CO2 stage-top chamber",
        "live_cells": True,
        "best_for": "optical sections of cells and thin tissue (up to ~100 um); Airyscan super-resolution to ~120 nm",
    },
    "lightsheet_z7": {
        "code": "LS7",
        "name": "Zeiss Lightsheet 7",
        "room": "B.16",
        "rate_gbp_per_hour": 45,
        "you_are_trained": True,
        "lasers_nm": [405, 488, 561, 638],
        "objectives": ["5x/0.16 detection", "20x/1.0 clearing (RI 1.33-1.58)"],
        "incubation": "heated chamber 22-37 C",
        "live_cells": True,
        "best_for": "large cleared samples (whole mouse brain, organs up to ~1 cm) and live zebrafish larvae or organoids; very low photobleaching",
    },
    "widefield_ti2": {
        "code": "TI2",
        "name": "Nikon Ti2-E widefield",
        "room": "B.12",
        "rate_gbp_per_hour": 18,
        "you_are_trained": True,
        "light_source": "LED (395/470/560 nm)",
        "filter_cubes": ["DAPI (em 460/50)", "GFP (em 525/50)", "mCherry/TRITC (em 630/75)"],
        "far_red": "no Cy5/far-red cube: Alexa 647 and similar dyes need the LSM 980 (639 nm) or the STED",
        "objectives": ["10x/0.3 air", "20x/0.75 air", "60x/1.4 oil"],
        "incubation": "37 C / 5% CO2 Okolab chamber",
        "live_cells": True,
        "best_for": "fast routine fluorescence and time-lapse of monolayers",
    },
    "sted_tau": {
        "code": "STD",
        "name": "Leica STELLARIS 8 STED (TauSTED)",
        "room": "B.18",
        "rate_gbp_per_hour": 62,
        "you_are_trained": False,
        "excitation": "405 nm diode plus white-light laser 440-790 nm",
        "depletion_lasers_nm": [592, 660, 775],
        "objectives": ["100x/1.4 oil STED"],
        "incubation": None,
        "live_cells": False,
        "best_for": "fixed samples at ~40 nm resolution",
        "access": "assisted sessions only until trained (staff assistance GBP 30/h)",
    },
}

SCOPE_FREE: dict[tuple[str, str], list[tuple[str, str]]] = {
    ("confocal_lsm980", "2026-12-08"): [("10:00", "13:00"), ("15:00", "18:00")],
    ("confocal_lsm980", "2026-12-09"): [("08:00", "10:00"), ("12:00", "18:00")],
    ("confocal_lsm980", "2026-12-10"): [("08:00", "09:30"), ("11:00", "17:00")],
    ("lightsheet_z7", "2026-12-08"): [("08:00", "12:00"), ("13:30", "18:00")],
    ("lightsheet_z7", "2026-12-11"): [("09:00", "13:00"), ("14:00", "16:00")],
    ("sted_tau", "2026-12-08"): [("13:00", "18:00")],
}
IMG_TODAY = _dt.date(2026, 12, 7)
ASSIST_RATE = 30


def _hm(text: str) -> int:
    return int(text[:2]) * 60 + int(text[3:5])


def _fmt(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def _scope_slots(instrument: str, day: _dt.date, duration: int) -> list[dict[str, Any]]:
    if day.weekday() >= 5 or day < IMG_TODAY:
        return []
    windows = SCOPE_FREE.get((instrument, str(day)), [("09:00", "17:00")])
    step = 30 if duration == 30 else 60
    code = SCOPES[instrument]["code"]
    out = []
    for begin, end in windows:
        start = _hm(begin)
        while start + duration <= _hm(end):
            out.append(
                {
                    "slot_id": f"{code}-{day:%Y%m%d}-{_fmt(start).replace(':', '')}-{duration}",
                    "start": _fmt(start),
                    "end": _fmt(start + duration),
                }
            )
            start += step
    return out


def scopes__list_slots(instrument: str, date: str, duration_minutes: int) -> dict[str, Any]:
    if instrument not in SCOPES:
        return {"error": f"Unknown instrument '{instrument}'. Options: {', '.join(SCOPES)}"}
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if int(duration_minutes) not in (30, 60, 120, 240):
        return {"error": "duration_minutes must be 30, 60, 120 or 240"}
    slots = _scope_slots(instrument, day, int(duration_minutes))
    out: dict[str, Any] = {
        "instrument": instrument,
        "name": SCOPES[instrument]["name"],
        "date": str(day),
        "weekday": day.strftime("%A"),
        "duration_minutes": int(duration_minutes),
        "free_slots": slots,
    }
    if day.weekday() >= 5:
        out["note"] = "The core is closed at weekends."
    return out


def scopes__get_instrument(instrument: str) -> dict[str, Any]:
    if instrument not in SCOPES:
        return {"error": f"Unknown instrument '{instrument}'. Options: {', '.join(SCOPES)}"}
    return {"instrument": instrument, **{k: v for k, v in SCOPES[instrument].items() if k != "code"}}


def bookings__create_session(
    slot_id: str, project_code: str, live_cells: bool, staff_assist: bool, notes: str | None
) -> dict[str, Any]:
    found = re.fullmatch(r"([A-Z0-9]{3})-(\d{8})-(\d{4})-(\d{2,3})", str(slot_id).strip().upper())
    if not found:
        return {"error": f"'{slot_id}' is not a slot id. Use scopes__list_slots (ids look like LSM-20261210-1100-120)."}
    instrument = next((k for k, v in SCOPES.items() if v["code"] == found.group(1)), None)
    day = _dt.datetime.strptime(found.group(2), "%Y%m%d").date()
    duration = int(found.group(4))
    start = _fmt(_hm(found.group(3)[:2] + ":" + found.group(3)[2:]))
    if instrument is None or start not in [s["start"] for s in _scope_slots(instrument, day, duration)]:
        return {"error": f"Slot {slot_id} is not free. Use scopes__list_slots to see what's free."}
    if str(project_code).strip().upper() != "HART-2291":
        return {"error": f"Project code {project_code} isn't linked to your account. Your code: HART-2291."}
    scope = SCOPES[instrument]
    if live_cells and not scope["live_cells"]:
        return {"error": f"The {scope['name']} has no incubation; book live samples on the confocal, lightsheet or widefield."}
    if not scope["you_are_trained"] and not staff_assist:
        return {"error": f"You're not trained on the {scope['name']}; book with staff_assist true."}
    hours = duration / 60
    cost = scope["rate_gbp_per_hour"] * hours + (ASSIST_RATE * hours if staff_assist else 0)
    return {
        "booking_id": "BK-3420",
        "instrument": scope["name"],
        "room": scope["room"],
        "date": str(day),
        "weekday": day.strftime("%A"),
        "start": start,
        "end": _fmt(_hm(start) + duration),
        "live_cells": bool(live_cells),
        "staff_assist": bool(staff_assist),
        "assisting": "Dr Owen Pryce (core manager) will meet you at the start" if staff_assist else None,
        "notes": notes,
        "estimated_cost_gbp": round(cost, 2),
        "charged_to": "HART-2291",
    }


def bookings__cancel_session(booking_id: str) -> dict[str, Any]:
    if str(booking_id).strip().upper() != "BK-3391":
        return {"error": f"No upcoming booking '{booking_id}' for chloe.adeyemi. Your bookings: BK-3391."}
    return {
        "booking_id": "BK-3391",
        "status": "cancelled",
        "instrument": "Zeiss LSM 980 with Airyscan 2",
        "was": "Wednesday 2026-12-09 10:00-12:00",
        "cancellation_charge_gbp": 0.0,
        "note": "Cancelled more than 24 hours ahead, so no charge.",
    }


INSTRUMENT = {"type": "string", "enum": list(SCOPES)}

IMG_TOOLS = [
    ToolDef(
        "scopes__list_slots",
        "Free slots of a given length on one instrument on one day.",
        {
            "type": "object",
            "properties": {
                "instrument": INSTRUMENT,
                "date": {"type": "string", "description": "YYYY-MM-DD"},
                "duration_minutes": {"type": "integer", "enum": [30, 60, 120, 240]},
            },
            "required": ["instrument", "date", "duration_minutes"],
            "additionalProperties": False,
        },
        scopes__list_slots,
        strict=True,
    ),
    ToolDef(
        "scopes__get_instrument",
        "Specs of an instrument (lasers, filters, objectives, incubation), its hourly rate and whether you're trained on it.",
        {"type": "object", "properties": {"instrument": INSTRUMENT}, "required": ["instrument"]},
        scopes__get_instrument,
    ),
    ToolDef(
        "bookings__create_session",
        "Book an instrument session from a free slot. Charged to the project code.",
        {
            "type": "object",
            "properties": {
                "slot_id": {"type": "string", "description": "From scopes__list_slots"},
                "project_code": {"type": "string", "description": "Grant/project code to charge, e.g. HART-2291"},
                "live_cells": {"type": "boolean", "description": "Live samples (needs an incubated instrument)"},
                "staff_assist": {"type": "boolean", "description": "Ask core staff to help (GBP 30/h extra)"},
                "notes": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["slot_id", "project_code", "live_cells", "staff_assist", "notes"],
            "additionalProperties": False,
        },
        bookings__create_session,
        act=True,
        strict=True,
    ),
    ToolDef(
        "bookings__cancel_session",
        "Cancel one of your upcoming sessions.",
        {
            "type": "object",
            "properties": {"booking_id": {"type": "string", "description": "e.g. BK-3391"}},
            "required": ["booking_id"],
        },
        bookings__cancel_session,
        act=True,
    ),
]

IMG_ACTS = ["bookings__create_session", "bookings__cancel_session"]

IMG_INSTRUCTIONS = """You are the booking assistant of the Mersey Bioimaging Core.
Today is Monday 7 December 2026, 09:15 (Liverpool, UK; Europe/London).

Signed-in user: Chloe Adeyemi (PhD student, Hartley Lab), chloe.adeyemi@mersey-bio.ac.uk.
Project code for charges: HART-2291 (use it unless the user gives another).
Upcoming bookings: BK-3391, confocal_lsm980 (Zeiss LSM 980), Wednesday 9 December 10:00-12:00.

Instruments: confocal_lsm980 (Zeiss LSM 980 Airyscan), lightsheet_z7 (Zeiss Lightsheet 7), widefield_ti2 (Nikon Ti2-E), sted_tau (Leica STELLARIS 8 STED).
Rules:
- Staffed hours are 08:00-18:00, Monday to Friday; the core is closed at weekends.
- You may book unassisted only on instruments you are trained on; otherwise book with staff assistance (GBP 30/h on top of the instrument rate).
- Live samples only on instruments with incubation.
- Cancelling more than 24 hours ahead is free; later cancellations are charged at 50%.
Only book or cancel sessions when the user asks you to."""


# =============================================================================================
# 4. cobbler: Heel & Sole shoe repairs (3 tools, kebab-case)
# =============================================================================================

REPAIR_SERVICES = [
    "heel_tips",
    "heels",
    "half_soles",
    "full_soles",
    "stitching",
    "zip",
    "stretch",
    "clean_condition",
    "suede_renovation",
]
ITEM_TYPES = ["mens_shoes", "womens_shoes", "boots", "trainers", "handbag"]

REPAIR_PRICES: dict[str, dict[str, float]] = {  # per pair (per item for handbags), GBP
    "heel_tips": {"womens_shoes": 9, "boots": 12},
    "heels": {"mens_shoes": 18, "womens_shoes": 16, "boots": 20},
    "half_soles": {"mens_shoes": 32, "womens_shoes": 28, "boots": 34},
    "full_soles": {"mens_shoes": 75, "womens_shoes": 65, "boots": 85},
    "stitching": {"mens_shoes": 12, "womens_shoes": 12, "boots": 12, "trainers": 12, "handbag": 15},
    "zip": {"boots": 38, "handbag": 25},
    "stretch": {"mens_shoes": 10, "womens_shoes": 10, "boots": 10},
    "clean_condition": {"mens_shoes": 14, "womens_shoes": 14, "boots": 14, "trainers": 16, "handbag": 20},
    "suede_renovation": {"mens_shoes": 18, "womens_shoes": 18, "boots": 18, "trainers": 18},
}
SHOP_TODAY = _dt.date(2026, 12, 12)
SHOP_CLOSED = (_dt.date(2026, 12, 25), _dt.date(2027, 1, 1))

REPAIR_TICKETS: dict[str, dict[str, Any]] = {
    "HS-4410": {
        "customer": "Ruth Ellison",
        "taken_in": "2026-12-03",
        "items": [
            {
                "item_type": "boots",
                "description": "brown Blundstone Chelsea boots",
                "services": ["heels", "half_soles"],
                "pairs": 1,
            }
        ],
        "status": "ready for collection",
        "ready_since": "2026-12-10",
        "total_gbp": 54.0,
        "paid_gbp": 0.0,
    },
    "HS-4436": {
        "customer": "Mark Dunne",
        "taken_in": "2026-12-09",
        "items": [
            {"item_type": "mens_shoes", "description": "black Loake Oxfords", "services": ["full_soles", "heels"], "pairs": 1}
        ],
        "status": "in the workshop (resole)",
        "ready_by": "2026-12-23",
        "total_gbp": 93.0,
        "paid_gbp": 46.5,
    },
    "HS-4452": {
        "customer": "Helen Tran",
        "taken_in": "2026-12-10",
        "items": [{"item_type": "handbag", "description": "tan leather tote, broken top zip", "services": ["zip"], "pairs": 1}],
        "status": "awaiting parts (matching brass zip ordered)",
        "ready_by": "2026-12-17",
        "total_gbp": 25.0,
        "paid_gbp": 0.0,
    },
}


def _working_days_after(start: _dt.date, count: int) -> _dt.date:
    day = start
    while count > 0:
        day += _dt.timedelta(days=1)
        if day.weekday() < 5 and not SHOP_CLOSED[0] <= day <= SHOP_CLOSED[1]:
            count -= 1
    return day


def _price_lines(item_type: str, services: list[str], pairs: int) -> list[dict[str, Any]] | dict[str, Any]:
    lines = []
    for service in services:
        price = REPAIR_PRICES.get(service, {}).get(item_type)
        if price is None:
            return {"error": f"We don't do {service} on {item_type}. Ask in the shop if unsure."}
        lines.append({"service": service, "unit_price_gbp": price, "pairs": pairs, "line_total_gbp": price * pairs})
    return lines


def _turnaround(services: list[str], express: bool) -> _dt.date:
    if "full_soles" in services:
        return _working_days_after(SHOP_TODAY, 10)
    return _working_days_after(SHOP_TODAY, 2 if express else 5)


def get_repair_quote(item_type: str, services: list[str], pairs: int = 1, express: bool = False) -> dict[str, Any]:
    if item_type not in ITEM_TYPES:
        return {"error": f"item_type must be one of {ITEM_TYPES}"}
    if not services:
        return {"error": "Choose at least one service"}
    lines = _price_lines(item_type, services, int(pairs))
    if isinstance(lines, dict):
        return lines
    if express and ("full_soles" in services or "zip" in services):
        return {"error": "Express (2 working days) isn't available for full soles or zips."}
    subtotal = sum(line["line_total_gbp"] for line in lines)
    total = subtotal * 1.5 if express else subtotal
    ready = _turnaround(services, express)
    out = {
        "item_type": item_type,
        "lines": lines,
        "express": bool(express),
        "total_gbp": round(total, 2),
        "ready_by_if_dropped_off_today": str(ready),
        "ready_weekday": ready.strftime("%A"),
    }
    if not express and "full_soles" not in services and "zip" not in services:
        out["express_option"] = {
            "total_gbp": round(subtotal * 1.5, 2),
            "ready_by": str(_working_days_after(SHOP_TODAY, 2)),
        }
    return out


def create_repair_ticket(
    customer: dict[str, Any], items: list[dict[str, Any]], express: bool, notes: str | None
) -> dict[str, Any]:
    name = str((customer or {}).get("name") or "").strip()
    phone = str((customer or {}).get("phone") or "").strip()
    if not name or not phone:
        return {"error": "customer name and phone are required"}
    if not items:
        return {"error": "Add at least one item"}
    total = 0.0
    services_all: list[str] = []
    for item in items:
        lines = _price_lines(item.get("item_type", ""), item.get("services") or [], int(item.get("pairs") or 1))
        if isinstance(lines, dict):
            return lines
        if not lines:
            return {"error": "Each item needs at least one service"}
        total += sum(line["line_total_gbp"] for line in lines)
        services_all += item.get("services") or []
    if express and ("full_soles" in services_all or "zip" in services_all):
        return {"error": "Express (2 working days) isn't available for full soles or zips."}
    total = total * 1.5 if express else total
    ready = _turnaround(services_all, express)
    return {
        "ticket_number": "HS-4471",
        "customer": {"name": name, "phone": phone, "email": (customer or {}).get("email")},
        "items": items,
        "express": bool(express),
        "estimated_total_gbp": round(total, 2),
        "ready_by_if_dropped_off_today": str(ready),
        "drop_off": "Bring the items to 14 Timberhill within 7 days and quote HS-4471. Pay on collection.",
        "notes": notes,
    }


def track_repair(ticket_number: str) -> dict[str, Any]:
    key = str(ticket_number).strip().upper().replace(" ", "")
    if not key.startswith("HS-") and key.startswith("HS"):
        key = "HS-" + key[2:]
    ticket = REPAIR_TICKETS.get(key)
    if ticket is None:
        return {"error": f"No ticket {ticket_number}. Ticket numbers look like HS-4410."}
    return {
        "ticket_number": key,
        **ticket,
        "balance_due_gbp": round(ticket["total_gbp"] - ticket["paid_gbp"], 2),
    }


SERVICE_LIST = {"type": "array", "items": {"type": "string", "enum": REPAIR_SERVICES}, "minItems": 1}

COBBLER_TOOLS = [
    ToolDef(
        "get-repair-quote",
        "Price and turnaround for repairs on one kind of item. Prices are per pair (per item for bags).",
        {
            "type": "object",
            "properties": {
                "item_type": {"type": "string", "enum": ITEM_TYPES},
                "services": SERVICE_LIST,
                "pairs": {"type": "integer", "minimum": 1, "description": "Number of pairs/items, default 1"},
                "express": {"type": "boolean", "description": "2 working days, +50%"},
            },
            "required": ["item_type", "services"],
        },
        get_repair_quote,
    ),
    ToolDef(
        "create-repair-ticket",
        "Book items in for repair and get a ticket number. The customer drops the items off within 7 days.",
        {
            "type": "object",
            "properties": {
                "customer": {
                    "type": "object",
                    "properties": {
                        "name": {"type": "string"},
                        "phone": {"type": "string"},
                        "email": {"type": ["string", "null"]},
                    },
                    "required": ["name", "phone", "email"],
                    "additionalProperties": False,
                },
                "items": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "item_type": {"type": "string", "enum": ITEM_TYPES},
                            "description": {"type": "string", "description": "Brand, colour, anything to recognise it by"},
                            "services": {"type": "array", "items": {"type": "string", "enum": REPAIR_SERVICES}},
                            "pairs": {"type": "integer"},
                        },
                        "required": ["item_type", "description", "services", "pairs"],
                        "additionalProperties": False,
                    },
                },
                "express": {"type": "boolean"},
                "notes": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["customer", "items", "express", "notes"],
            "additionalProperties": False,
        },
        create_repair_ticket,
        act=True,
        strict=True,
    ),
    ToolDef(
        "track-repair",
        "Status of a repair ticket: what's being done, when it's ready, balance to pay.",
        {
            "type": "object",
            "properties": {"ticket_number": {"type": "string", "description": "e.g. HS-4410"}},
            "required": ["ticket_number"],
        },
        track_repair,
    ),
]

COBBLER_INSTRUCTIONS = """You are the web chat assistant for Heel & Sole, a shoe and bag repair shop at 14 Timberhill, Norwich.
Today is Saturday 12 December 2026, 10:05 (Norwich, UK; Europe/London).

The shop is open Monday to Saturday 09:00-17:30; the workshop works Monday to Friday. We are closed from 25 December to 1 January.
Turnaround: 5 working days as standard, 2 working days with express (+50%, not for full soles or zips), 10 working days for full resoles.
To book a repair, create a ticket with the customer's name and phone number (email optional); they bring the items in within 7 days. Payment is on collection (full resoles: 50% deposit when dropped off).
Collecting: quote the ticket number. Lost tickets are fine: bring photo ID and the phone number the ticket was booked under.
Items not collected within 90 days may be sold to cover the repair.
Only create a ticket when the customer asks to book a repair and has given the details."""


# =============================================================================================
# 5. accident_book: Irwell Brewing Co. accident book (1 tool, PascalCase)
# =============================================================================================

SITE_AREAS = ["brewhouse", "cellar", "packaging_line", "warehouse", "yard", "taproom", "office"]
BREWERY_NOW = _dt.datetime(2026, 12, 11, 14, 30)


def RecordIncident(
    incidentType: str,
    occurredAt: str,
    location: dict[str, Any],
    people: list[dict[str, Any]],
    injuries: list[dict[str, Any]],
    description: str,
    firstAid: str | None,
    wentToHospital: bool,
    expectedDaysOff: int | None,
    witnesses: list[str],
) -> dict[str, Any]:
    found = re.search(r"(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})", str(occurredAt))
    if not found:
        return {"error": "occurredAt must be a local date-time like 2026-12-11T09:40"}
    when = _dt.datetime.fromisoformat(f"{found.group(1)}T{int(found.group(2)):02d}:{found.group(3)}")
    if when > BREWERY_NOW:
        return {"error": "occurredAt is in the future (it is now 2026-12-11 14:30)."}
    area = (location or {}).get("area")
    if area not in SITE_AREAS:
        return {"error": f"location.area must be one of {SITE_AREAS}"}
    follow_up = []
    if incidentType == "near_miss":
        follow_up.append("Near misses are reviewed at Monday's health and safety meeting.")
    if incidentType == "injury":
        follow_up.append("Supervisor to complete the investigation form within 48 hours.")
    if incidentType == "dangerous_occurrence":
        follow_up.append("RIDDOR dangerous occurrence: Rob Kinsella (H&S manager) must report it to the HSE without delay.")
        follow_up.append("Take the equipment out of use until it has been inspected.")
    non_workers = [p for p in people or [] if p.get("role") == "visitor"]
    if non_workers and wentToHospital:
        follow_up.append(
            "RIDDOR: a member of the public taken to hospital from site must be reported to the HSE without delay (Rob Kinsella)."
        )
    if expectedDaysOff is not None and expectedDaysOff > 7:
        follow_up.append("RIDDOR: an over-7-day injury must be reported to the HSE within 15 days.")
    return {
        "reference": "IRW-INC-0193",
        "logged_at": "2026-12-11T14:31",
        "logged_by": "Nadia Khan",
        "incidentType": incidentType,
        "occurredAt": when.strftime("%Y-%m-%dT%H:%M"),
        "area": area,
        "people": [p.get("name") for p in people or []],
        "follow_up": follow_up,
    }


ACCIDENT_TOOLS = [
    ToolDef(
        "RecordIncident",
        "Add an entry to the site accident book (injuries, near misses, dangerous occurrences, work-related ill health).",
        {
            "type": "object",
            "properties": {
                "incidentType": {"type": "string", "enum": ["injury", "near_miss", "dangerous_occurrence", "ill_health"]},
                "occurredAt": {"type": "string", "description": "Local date-time it happened, YYYY-MM-DDTHH:MM"},
                "location": {
                    "type": "object",
                    "properties": {
                        "area": {"type": "string", "enum": SITE_AREAS},
                        "detail": {"type": ["string", "null"], "description": "e.g. 'aisle 3', 'by FV4'"},
                    },
                    "required": ["area", "detail"],
                    "additionalProperties": False,
                },
                "people": {
                    "type": "array",
                    "description": "Everyone involved (not witnesses)",
                    "items": {
                        "type": "object",
                        "properties": {
                            "name": {"type": "string"},
                            "role": {"type": "string", "enum": ["employee", "agency", "contractor", "visitor"]},
                            "injured": {"type": "boolean"},
                        },
                        "required": ["name", "role", "injured"],
                        "additionalProperties": False,
                    },
                },
                "injuries": {
                    "type": "array",
                    "description": "Empty if nobody was hurt",
                    "items": {
                        "type": "object",
                        "properties": {
                            "bodyPart": {
                                "type": "string",
                                "enum": ["head", "eye", "hand", "finger", "arm", "back", "leg", "ankle", "foot", "other"],
                            },
                            "kind": {
                                "type": "string",
                                "enum": ["cut", "burn", "sprain", "bruise", "fracture", "chemical_exposure", "other"],
                            },
                        },
                        "required": ["bodyPart", "kind"],
                        "additionalProperties": False,
                    },
                },
                "description": {"type": "string", "description": "What happened, in plain words"},
                "firstAid": {"type": ["string", "null"], "description": "First aid given and by whom; null if none"},
                "wentToHospital": {"type": "boolean"},
                "expectedDaysOff": {"type": ["integer", "null"], "description": "null if not known or none"},
                "witnesses": {"type": "array", "items": {"type": "string"}, "description": "Names of witnesses"},
            },
            "required": [
                "incidentType",
                "occurredAt",
                "location",
                "people",
                "injuries",
                "description",
                "firstAid",
                "wentToHospital",
                "expectedDaysOff",
                "witnesses",
            ],
            "additionalProperties": False,
        },
        RecordIncident,
        act=True,
        strict=True,
    ),
]

ACCIDENT_INSTRUCTIONS = """You are the accident-book assistant for Irwell Brewing Co., Manchester.
Today is Friday 11 December 2026, 14:30 (Manchester, UK; Europe/London).

Signed in: Nadia Khan, shift supervisor and first aider.
Site areas: brewhouse, cellar (cold store), packaging_line (canning and bottling), warehouse, yard, taproom, office.

Policy:
- Every injury, near miss, dangerous occurrence or case of work-related ill health goes in the accident book within 24 hours, however minor. Near misses count: they are how we stop the next injury.
- RIDDOR (reported to the HSE by Rob Kinsella, H&S manager, not by this assistant): a worker off work or unable to do their normal job for more than 7 days (within 15 days); a member of the public taken from site to hospital for treatment (without delay); dangerous occurrences (without delay), which include the collapse or failure of load-bearing parts of lifting equipment such as a forklift's mast, chains or forks, and the failure of a pressure vessel such as a fermenter.
- A near miss is an event that could have caused injury but didn't and is not a listed dangerous occurrence.
- Record what happened, where, when and who was involved. If any of those is missing, ask; never guess them.
Only add an entry when the user asks for one to be recorded."""


DOMAINS = [
    Domain("fuel_cards", FUEL_TOOLS, FUEL_INSTRUCTIONS),
    Domain("golf_tee_times", GOLF_TOOLS, GOLF_INSTRUCTIONS),
    Domain("imaging_facility", IMG_TOOLS, IMG_INSTRUCTIONS),
    Domain("cobbler", COBBLER_TOOLS, COBBLER_INSTRUCTIONS),
    Domain("accident_book", ACCIDENT_TOOLS, ACCIDENT_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================


def length(count: int) -> Pred:
    """A JSON array of exactly `count` elements."""
    return Pred(f"array of {count}", lambda v: isinstance(v, list) and len(v) == count)


def total_pairs(count: int, service: str, item_type: str) -> Pred:
    """Repair items of this type asking for this service, `count` pairs in all (one line or several)."""

    def test(v: Any) -> bool:
        if not isinstance(v, list):
            return False
        rows = [i for i in v if isinstance(i, dict) and i.get("item_type") == item_type and service in (i.get("services") or [])]
        return sum(int(i.get("pairs") or 1) for i in rows) == count

    return Pred(f"{count} pairs of {item_type} with {service}", test)


FROZEN = said("frozen", "freeze")
GOLF_REF = said("OPB-60611")

CASES = [
    # ---------------------------------------------------------------- fuel_cards (10)
    Case(
        "af_fuel_freeze_lost",
        "fuel_cards",
        "direct",
        [
            Turn(
                "freeze FC-1002, Maria's lost it somewhere between the Ashbourne Road job and home",
                calls=[ExpectCall("freeze_card", {"card_id": "FC-1002", "reason": "lost"})],
                allow=["get_card", "list_cards"],
                answer_has=[FROZEN],
            ),
        ],
        features=("enum", "strict", "nullable_anyof", "10_tools", "snake_names"),
    ),
    Case(
        "af_fuel_cheap_diesel",
        "fuel_cards",
        "direct",
        [
            Turn(
                "cheapest diesel near castle donington that's open right now?",
                calls=[ExpectCall("find_stations", {"near": contains("donington"), "product": "diesel"})],
                forbid=FUEL_ACTS,
                answer_has=[said("Asda"), said_any_number(1.349, 134.9)],
            ),
        ],
        features=("enum", "boolean", "number", "10_tools", "snake_names"),
    ),
    Case(
        "af_fuel_dan_limit",
        "fuel_cards",
        "polite",
        [
            Turn(
                "Hi, could you bump Dan Whitlock's daily limit up to £200 please? He's on the Sheffield runs all week. "
                "Leave everything else on his card as it is, thanks",
                calls=[
                    ExpectCall(
                        "update_card_limits",
                        {"card_id": "FC-1001", "limits": fields(daily_gbp=number(200), monthly_gbp=one_of(None, 1200))},
                    )
                ],
                allow=["list_cards", "get_card", "list_drivers"],
                forbid=["freeze_card", "unfreeze_card", "order_cards", "dispute_transaction"],
                answer_has=[said_number(200)],
            ),
        ],
        features=("ref", "nested", "strict", "nullable_type_list", "nullable_anyof", "person", "10_tools", "snake_names"),
    ),
    Case(
        "af_fuel_lee_back",
        "fuel_cards",
        "indirect",
        [
            Turn(
                "Lee's back on the road tomorrow after his leave, he's got the Matlock job first thing. Is his fuel card good to go?",
                allow=["list_cards", "get_card", "list_drivers"],
                forbid=FUEL_ACTS,
                answer_has=[FROZEN],
            ),
        ],
        features=("person", "10_tools", "snake_names"),
    ),
    Case(
        "af_fuel_spend_and_unfreeze",
        "fuel_cards",
        "multi_intent",
        [
            Turn(
                "two things - what did Aisha spend on her card in November? and Lee's back from leave tomorrow so unfreeze his card please",
                calls=[
                    ExpectCall(
                        "search_transactions",
                        {"card_id": "FC-1004", "date_from": date("2026-11-01"), "date_to": date("2026-11-30")},
                    ),
                    ExpectCall("unfreeze_card", {"card_id": "FC-1003"}),
                ],
                allow=["list_cards", "get_card", "list_drivers"],
                forbid=["freeze_card", "update_card_limits", "order_cards", "dispute_transaction"],
                answer_has=[said_number(143.66)],
            ),
        ],
        features=("date", "person", "nullable_type_list", "10_tools", "snake_names"),
    ),
    Case(
        "af_fuel_snack_tips",
        "fuel_cards",
        "no_tool",
        [
            Turn(
                "the lads keep putting pasties and energy drinks on their fuel cards. any tips for stopping that without making "
                "a big thing of it?",
                allow=["list_cards", "get_card", "search_transactions"],
                forbid=FUEL_ACTS,
                answer_has=[said("shop", "allowed products", "fuel-only", "fuel only", "non-fuel", "product restriction")],
            ),
        ],
        features=("10_tools", "snake_names"),
    ),
    Case(
        "af_fuel_limit_vague",
        "fuel_cards",
        "underspecified",
        [
            Turn(
                "can you change the limit on Maria's card",
                allow=["list_cards", "get_card", "list_drivers"],
                forbid=FUEL_ACTS,
                clarify=True,
            ),
        ],
        features=("person", "10_tools", "snake_names"),
    ),
    Case(
        "af_fuel_replace_aisha",
        "fuel_cards",
        "chained",
        [
            Turn(
                "Aisha's card has stopped working, think the chip's knackered. Get her a replacement sent to her house.",
                calls=[
                    ExpectCall(
                        "order_cards",
                        {
                            "orders": items(
                                fields(driver_id="DRV-14", delivery="driver_home", products=has_items("ev_charging")),
                            )
                        },
                    )
                ],
                allow=["list_cards", "get_card", "list_drivers"],
                forbid=["freeze_card", "unfreeze_card", "update_card_limits", "dispute_transaction"],
                answer_has=[said("FFO-30952")],
            ),
        ],
        features=("array_of_objects", "enum", "person", "10_tools", "snake_names"),
    ),
    Case(
        "af_fuel_new_starter",
        "fuel_cards",
        "chained",
        [
            Turn(
                "Tom Reilly starts on Monday, he'll be driving the new Transit, FV25 OXP. Order him a diesel card and have it "
                "sent to the office.",
                calls=[
                    ExpectCall("list_drivers"),
                    ExpectCall(
                        "order_cards",
                        {
                            "orders": items(
                                fields(
                                    driver_id="DRV-15",
                                    vehicle_reg=one_of("FV25 OXP", "FV25OXP"),
                                    products=has_items("diesel"),
                                    delivery="office",
                                ),
                            )
                        },
                    ),
                ],
                allow=["list_cards"],
                forbid=["freeze_card", "unfreeze_card", "update_card_limits", "dispute_transaction"],
                answer_has=[said("FFO-30952")],
            ),
        ],
        features=("array_of_objects", "enum", "person", "10_tools", "snake_names"),
    ),
    Case(
        "af_fuel_big_spends",
        "fuel_cards",
        "multi_turn",
        [
            Turn(
                "show me anything over £100 on the cards so far this month",
                calls=[ExpectCall("search_transactions", {"min_amount_gbp": between(99, 100.01)})],
                forbid=FUEL_ACTS,
                answer_has=[said_number(131.56), said_number(103.66)],
            ),
            Turn(
                "that 92 litre one can't be right, Dan's van only takes 70. get it disputed",
                calls=[
                    ExpectCall(
                        "dispute_transaction",
                        {
                            "transaction_id": "TX-88412",
                            "reason": one_of("exceeds_tank_capacity", "wrong_amount", "not_recognised"),
                        },
                    )
                ],
                allow=["get_card", "search_transactions"],
                forbid=["freeze_card", "unfreeze_card", "update_card_limits", "order_cards"],
                answer_has=[said("DSP-3307")],
            ),
        ],
        features=("number", "enum", "10_tools", "snake_names"),
    ),
    # ---------------------------------------------------------------- golf_tee_times (10)
    Case(
        "af_golf_woodland_tomorrow",
        "golf_tee_times",
        "direct",
        [
            Turn(
                "any tee times on the woodland tomorrow morning for 2?",
                calls=[ExpectCall("searchTeeTimes", {"date": date("2026-12-11"), "course": "woodland", "players": 2})],
                forbid=GOLF_ACTS,
                answer_has=[said("8:30", "08:30", "8.30"), said("9:50", "09:50", "9.50")],
            ),
        ],
        features=("date", "int_enum", "strict", "nullable_type_list", "camel_names"),
    ),
    Case(
        "af_golf_buggies",
        "golf_tee_times",
        "polite",
        [
            Turn(
                "Morning! Could you let me know whether buggies are allowed on the Championship today please? My knee's playing up again.",
                calls=[ExpectCall("getCourseConditions")],
                forbid=GOLF_ACTS,
                answer_has=[said("waterlog", "not allowed", "aren't allowed", "are not allowed", "no buggies", "not permitted")],
            ),
        ],
        features=("enum", "camel_names"),
    ),
    Case(
        "af_golf_book_840",
        "golf_tee_times",
        "polite",
        [
            Turn(
                "Would you mind booking me the 8:40 on the Championship this Saturday? Just me, I'll walk.",
                calls=[
                    ExpectCall("searchTeeTimes", {"date": date("2026-12-12"), "course": "championship"}),
                    ExpectCall("bookTeeTime", {"slotId": "TT-20261212-C-0840", "players": length(1)}),
                ],
                forbid=["cancelBooking"],
                answer_has=[GOLF_REF],
            ),
        ],
        features=("date", "int_enum", "array_of_objects", "strict", "camel_names"),
    ),
    Case(
        "af_golf_frost",
        "golf_tee_times",
        "indirect",
        [
            Turn(
                "was thinking of nipping up for a quick 9 first thing, worth it?",
                calls=[ExpectCall("getCourseConditions")],
                allow=["searchTeeTimes"],
                forbid=GOLF_ACTS,
                answer_has=[said("10:00", "10am", "10 am", "10.00", "ten o'clock", "10 o'clock")],
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "af_golf_cancel_and_search",
        "golf_tee_times",
        "multi_intent",
        [
            Turn(
                "cancel my sunday round, and what's free saturday after 10 on the championship for 3 of us?",
                calls=[
                    ExpectCall("cancelBooking", {"bookingRef": "OPB-60418"}),
                    ExpectCall("searchTeeTimes", {"date": date("2026-12-12"), "course": "championship", "players": 3}),
                ],
                allow=["getMyBookings"],
                forbid=["bookTeeTime"],
                answer_has=[said("10:30", "10.30"), said("10:50", "10.50")],
            ),
        ],
        features=("date", "int_enum", "strict", "camel_names"),
    ),
    Case(
        "af_golf_conditions_and_bookings",
        "golf_tee_times",
        "multi_intent",
        [
            Turn(
                "what's the course like today, and have I got anything booked for the rest of this week?",
                calls=[ExpectCall("getCourseConditions"), ExpectCall("getMyBookings")],
                forbid=GOLF_ACTS,
                answer_has=[said("frost"), said("Sunday", "13 Dec", "13th", "Dec 13", "December 13", "2026-12-13")],
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "af_golf_preferred_lies",
        "golf_tee_times",
        "no_tool",
        [
            Turn(
                "are we on preferred lies at the moment? how far am I allowed to move it?",
                allow=["getCourseConditions"],
                forbid=GOLF_ACTS,
                answer_has=[said("6 inches", "six inches", "15 cm", "15cm", "150 mm", "150mm", '6"')],
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "af_golf_book_vague",
        "golf_tee_times",
        "underspecified",
        [
            Turn("book me a tee time saturday", allow=["searchTeeTimes", "getMyBookings"], forbid=GOLF_ACTS, clarify=True),
        ],
        features=("camel_names",),
    ),
    Case(
        "af_golf_pete_saturday",
        "golf_tee_times",
        "chained",
        [
            Turn(
                "get me and Pete Shaw in on the championship on saturday, first slot after 9",
                calls=[
                    ExpectCall("searchTeeTimes", {"date": date("2026-12-12"), "course": "championship", "players": 2}),
                    ExpectCall("findMember", {"name": contains("Shaw")}),
                    ExpectCall(
                        "bookTeeTime",
                        {"slotId": "TT-20261212-C-0910", "players": has_items(fields(memberNumber="OPG-3315"))},
                    ),
                ],
                forbid=["cancelBooking"],
                answer_has=[said("9:10", "09:10", "9.10"), GOLF_REF],
            ),
        ],
        features=("date", "int_enum", "array_of_objects", "nullable_anyof", "person", "camel_names"),
    ),
    Case(
        "af_golf_afternoon_four",
        "golf_tee_times",
        "multi_turn",
        [
            Turn(
                "anything free tomorrow afternoon on the woodland for four of us?",
                calls=[ExpectCall("searchTeeTimes", {"date": date("2026-12-11"), "course": "woodland", "players": 4})],
                forbid=GOLF_ACTS,
                answer_has=[said("13:20", "1:20", "1.20")],
            ),
            Turn(
                "grab that then. me, Pete Shaw, and two guests - Alan and Joe Price. 18 holes",
                calls=[
                    ExpectCall(
                        "bookTeeTime",
                        {
                            "slotId": "TT-20261211-W-1320",
                            "players": has_items(
                                fields(memberNumber="OPG-3315"),
                                fields(name=contains("Alan"), guest=boolean(True)),
                                fields(name=contains("Joe"), guest=boolean(True)),
                            ),
                            "holes": 18,
                        },
                    )
                ],
                allow=["findMember", "searchTeeTimes"],
                forbid=["cancelBooking"],
                answer_has=[GOLF_REF, said_number(40)],
            ),
        ],
        features=("date", "int_enum", "array_of_objects", "boolean", "person", "camel_names"),
    ),
]

IMG_BOOKED = said("BK-3420")

CASES += [
    # ---------------------------------------------------------------- imaging_facility (9)
    Case(
        "af_img_cancel_wed",
        "imaging_facility",
        "direct",
        [
            Turn(
                "cancel my wednesday confocal booking, samples aren't ready",
                calls=[ExpectCall("bookings__cancel_session", {"booking_id": "BK-3391"})],
                forbid=["bookings__create_session"],
                answer_has=[said("cancel")],
            ),
        ],
        features=("namespaced_names", "4_tools"),
    ),
    Case(
        "af_img_sted_lasers",
        "imaging_facility",
        "polite",
        [
            Turn(
                "Hi, could you tell me which depletion lasers the STED has? Trying to work out which secondaries to order. Thanks!",
                calls=[ExpectCall("scopes__get_instrument", {"instrument": "sted_tau"})],
                forbid=IMG_ACTS,
                answer_has=[said_number(775), said_number(592)],
            ),
        ],
        features=("enum", "namespaced_names", "4_tools"),
    ),
    Case(
        "af_img_alexa647",
        "imaging_facility",
        "indirect",
        [
            Turn(
                "my secondary's an Alexa 647 - any good on the widefield?",
                calls=[ExpectCall("scopes__get_instrument", {"instrument": "widefield_ti2"})],
                allow=["scopes__list_slots"],
                forbid=IMG_ACTS,
                answer_has=[said("far-red", "far red", "Cy5", "LSM", "confocal")],
            ),
        ],
        features=("enum", "namespaced_names", "4_tools"),
    ),
    Case(
        "af_img_sted_cost",
        "imaging_facility",
        "indirect",
        [
            Turn(
                "roughly how much would 3 hours on the STED set the grant back?",
                calls=[ExpectCall("scopes__get_instrument", {"instrument": "sted_tau"})],
                allow=["scopes__list_slots"],
                forbid=IMG_ACTS,
                answer_has=[said_any_number(186, 276)],
            ),
        ],
        features=("enum", "namespaced_names", "4_tools"),
    ),
    Case(
        "af_img_cancel_and_find",
        "imaging_facility",
        "multi_intent",
        [
            Turn(
                "cancel my wednesday confocal and find me 2 hours on the lightsheet on friday instead",
                calls=[
                    ExpectCall("bookings__cancel_session", {"booking_id": "BK-3391"}),
                    ExpectCall(
                        "scopes__list_slots", {"instrument": "lightsheet_z7", "date": date("2026-12-11"), "duration_minutes": 120}
                    ),
                ],
                forbid=["bookings__create_session"],
                answer_has=[said("9:00", "09:00", "9am", "9 am", "9.00")],
            ),
        ],
        features=("date", "int_enum", "strict", "namespaced_names", "4_tools"),
    ),
    Case(
        "af_img_brain_advice",
        "imaging_facility",
        "no_tool",
        [
            Turn(
                "never imaged a whole cleared mouse brain before - which scope here would you use for that, and why?",
                allow=["scopes__get_instrument"],
                forbid=IMG_ACTS,
                answer_has=[said("lightsheet", "light sheet", "light-sheet")],
            ),
        ],
        features=("namespaced_names", "4_tools"),
    ),
    Case(
        "af_img_book_vague",
        "imaging_facility",
        "underspecified",
        [
            Turn(
                "book me the confocal on tuesday",
                allow=["scopes__list_slots", "scopes__get_instrument"],
                forbid=IMG_ACTS,
                clarify=True,
            ),
        ],
        features=("namespaced_names", "4_tools"),
    ),
    Case(
        "af_img_thursday_confocal",
        "imaging_facility",
        "chained",
        [
            Turn(
                "Book the earliest 2-hour confocal slot on Thursday. Fixed cells, I don't need any help.",
                calls=[
                    ExpectCall(
                        "scopes__list_slots",
                        {"instrument": "confocal_lsm980", "date": date("2026-12-10"), "duration_minutes": 120},
                    ),
                    ExpectCall(
                        "bookings__create_session",
                        {
                            "slot_id": "LSM-20261210-1100-120",
                            "project_code": "HART-2291",
                            "live_cells": boolean(False),
                            "staff_assist": boolean(False),
                        },
                    ),
                ],
                forbid=["bookings__cancel_session"],
                answer_has=[IMG_BOOKED, said("11:00", "11am", "11 am", "11.00")],
            ),
        ],
        features=("date", "int_enum", "boolean", "strict", "nullable_anyof", "namespaced_names", "4_tools"),
    ),
    Case(
        "af_img_lightsheet_tomorrow",
        "imaging_facility",
        "multi_turn",
        [
            Turn(
                "what's free on the lightsheet tomorrow? need 4 hours",
                calls=[
                    ExpectCall(
                        "scopes__list_slots", {"instrument": "lightsheet_z7", "date": date("2026-12-08"), "duration_minutes": 240}
                    )
                ],
                forbid=IMG_ACTS,
                answer_has=[said("13:30", "1:30", "1.30")],
            ),
            Turn(
                "take the afternoon one - live zebrafish larvae, and I'd like someone from the core to help me set up",
                calls=[
                    ExpectCall(
                        "bookings__create_session",
                        {
                            "slot_id": "LS7-20261208-1330-240",
                            "project_code": "HART-2291",
                            "live_cells": boolean(True),
                            "staff_assist": boolean(True),
                        },
                    )
                ],
                allow=["scopes__list_slots"],
                forbid=["bookings__cancel_session"],
                answer_has=[IMG_BOOKED],
            ),
        ],
        features=("date", "int_enum", "boolean", "strict", "namespaced_names", "4_tools"),
    ),
    # ---------------------------------------------------------------- cobbler (9)
    Case(
        "af_cob_quote",
        "cobbler",
        "direct",
        [
            Turn(
                "how much to reheel and half sole a pair of men's shoes?",
                calls=[ExpectCall("get-repair-quote", {"item_type": "mens_shoes", "services": items("heels", "half_soles")})],
                forbid=["create-repair-ticket"],
                answer_has=[said_number(50)],
            ),
        ],
        features=("enum", "array_of_enums", "kebab_names", "3_tools"),
    ),
    Case(
        "af_cob_ready",
        "cobbler",
        "polite",
        [
            Turn(
                "Hello, could you check whether my boots are ready yet please? Ticket HS-4410. Thank you!",
                calls=[ExpectCall("track-repair", {"ticket_number": "HS-4410"})],
                forbid=["create-repair-ticket"],
                answer_has=[said("ready"), said_number(54)],
            ),
        ],
        features=("kebab_names", "3_tools"),
    ),
    Case(
        "af_cob_wedding",
        "cobbler",
        "indirect",
        [
            Turn(
                "I've got a wedding on the 19th and I was planning on wearing the Oxfords you've got in. Ticket HS-4436",
                calls=[ExpectCall("track-repair", {"ticket_number": "HS-4436"})],
                forbid=["create-repair-ticket"],
                answer_has=[said("23 Dec", "23rd", "December 23", "2026-12-23", "23/12", "23 December")],
            ),
        ],
        features=("date", "kebab_names", "3_tools"),
    ),
    Case(
        "af_cob_zip_and_status",
        "cobbler",
        "multi_intent",
        [
            Turn(
                "what do you charge for a new zip on a handbag? and is HS-4452 ready yet?",
                calls=[
                    ExpectCall("get-repair-quote", {"item_type": "handbag", "services": items("zip")}),
                    ExpectCall("track-repair", {"ticket_number": "HS-4452"}),
                ],
                forbid=["create-repair-ticket"],
                answer_has=[said_number(25), said("17 Dec", "17th", "December 17", "2026-12-17", "17/12", "17 December")],
            ),
        ],
        features=("enum", "array_of_enums", "kebab_names", "3_tools"),
    ),
    Case(
        "af_cob_suede_salt",
        "cobbler",
        "no_tool",
        [
            Turn(
                "any tips for getting white salt marks off suede boots? they're not that old",
                allow=["get-repair-quote"],
                forbid=["create-repair-ticket"],
                answer_has=[said("brush", "vinegar", "eraser", "protector")],
            ),
        ],
        features=("kebab_names", "3_tools"),
    ),
    Case(
        "af_cob_lost_ticket",
        "cobbler",
        "no_tool",
        [
            Turn(
                "I've gone and lost my ticket - can I still pick my shoes up?",
                forbid=["create-repair-ticket"],
                answer_has=[said("photo ID", "photo identification", "identification", "driving licence", "passport")],
            ),
        ],
        features=("kebab_names", "3_tools"),
    ),
    Case(
        "af_cob_heels_vague",
        "cobbler",
        "underspecified",
        [
            Turn(
                "I'd like to book my boots in for new heels please",
                allow=["get-repair-quote"],
                forbid=["create-repair-ticket"],
                clarify=True,
            ),
        ],
        features=("kebab_names", "3_tools"),
    ),
    Case(
        "af_cob_same_again",
        "cobbler",
        "chained",
        [
            Turn(
                "It's Ruth Ellison, 07700 900412. Ticket HS-4410 was my brown Chelsea boots - can you book my black pair in for "
                "exactly the same work?",
                calls=[
                    ExpectCall("track-repair", {"ticket_number": "HS-4410"}),
                    ExpectCall(
                        "create-repair-ticket",
                        {
                            "customer": fields(name=contains("Ellison"), phone=matches(r"900\s*412")),
                            "items": items(fields(item_type="boots", services=items("heels", "half_soles"))),
                        },
                    ),
                ],
                allow=["get-repair-quote"],
                answer_has=[said("HS-4471")],
            ),
        ],
        features=("nested", "array_of_objects", "array_of_enums", "strict", "nullable_type_list", "person", "kebab_names"),
    ),
    Case(
        "af_cob_heel_tips",
        "cobbler",
        "multi_turn",
        [
            Turn(
                "how much for heel tips on two pairs of women's shoes, and how soon could they be done?",
                calls=[ExpectCall("get-repair-quote", {"item_type": "womens_shoes", "services": items("heel_tips"), "pairs": 2})],
                forbid=["create-repair-ticket"],
                answer_has=[said_number(18)],
            ),
            Turn(
                "go on then, book them in. Jess Moreno, 07700 900631. no email",
                calls=[
                    ExpectCall(
                        "create-repair-ticket",
                        {
                            "customer": fields(name=contains("Moreno"), phone=matches(r"900\s*631"), email=null_or_absent()),
                            "items": total_pairs(2, "heel_tips", "womens_shoes"),
                        },
                    )
                ],
                allow=["get-repair-quote"],
                answer_has=[said("HS-4471")],
            ),
        ],
        features=("nested", "array_of_objects", "strict", "nullable_type_list", "person", "kebab_names"),
    ),
]

INCIDENT_REF = said("IRW-INC-0193")
SOME_TEXT = Pred("non-empty text", lambda v: isinstance(v, str) and v.strip() != "")

CASES += [
    # ---------------------------------------------------------------- accident_book (7)
    Case(
        "af_acc_forklift_near_miss",
        "accident_book",
        "direct",
        [
            Turn(
                "log a near miss - forklift reversed out of aisle 3 in the warehouse at about 11:20 and nearly took out Tom Hale. "
                "nobody hurt. Gary Pike saw it",
                calls=[
                    ExpectCall(
                        "RecordIncident",
                        {
                            "incidentType": "near_miss",
                            "occurredAt": at("2026-12-11", "11:20"),
                            "location": fields(area="warehouse"),
                            "injuries": length(0),
                            "witnesses": has_items(contains("Gary")),
                        },
                    )
                ],
                answer_has=[INCIDENT_REF],
            ),
        ],
        features=("enum", "nested", "array_of_strings", "strict", "date", "1_tool", "pascal_names"),
    ),
    Case(
        "af_acc_burn",
        "accident_book",
        "polite",
        [
            Turn(
                "Could you please put this in the accident book for me: Sam Ortiz burnt his left hand on the wort chiller in the "
                "brewhouse at about quarter to two. I ran it under cold water for 20 minutes and put a burns dressing on. He's "
                "carried on working. Thanks",
                calls=[
                    ExpectCall(
                        "RecordIncident",
                        {
                            "incidentType": "injury",
                            "occurredAt": at("2026-12-11", "13:45"),
                            "location": fields(area="brewhouse"),
                            "people": has_items(fields(name=contains("Ortiz"), injured=boolean(True))),
                            "injuries": has_items(fields(bodyPart="hand", kind="burn")),
                            "firstAid": SOME_TEXT,
                            "wentToHospital": boolean(False),
                        },
                    )
                ],
                answer_has=[INCIDENT_REF],
            ),
        ],
        features=("enum", "nested", "array_of_objects", "nullable_type_list", "boolean", "strict", "1_tool", "pascal_names"),
    ),
    Case(
        "af_acc_visitor_eye",
        "accident_book",
        "indirect",
        [
            Turn(
                "visitor on the 12 o'clock tour got a splash of caustic in his eye in the brewhouse at 12:10. we flushed it at "
                "the eyewash station for 15 mins and his wife drove him to A&E to be safe. his name's Peter Marsh. Rob's going to "
                "want this in the book before he's back from lunch",
                calls=[
                    ExpectCall(
                        "RecordIncident",
                        {
                            "incidentType": "injury",
                            "occurredAt": at("2026-12-11", "12:10"),
                            "location": fields(area="brewhouse"),
                            "people": has_items(fields(name=contains("Marsh"), role="visitor")),
                            "injuries": has_items(fields(bodyPart="eye")),
                            "wentToHospital": boolean(True),
                        },
                    )
                ],
                answer_has=[INCIDENT_REF, said("RIDDOR", "HSE")],
            ),
        ],
        features=("enum", "nested", "array_of_objects", "boolean", "strict", "person", "1_tool", "pascal_names"),
    ),
    Case(
        "af_acc_two_entries",
        "accident_book",
        "multi_intent",
        [
            Turn(
                "two for the book: Kerry Nolan (agency) cut her finger on a broken bottle on the packaging line at 9:05, plaster "
                "on and back to work. and at 10:30 a full keg rolled off the top of the stack in the cellar - nobody was near it "
                "thank god",
                calls=[
                    ExpectCall(
                        "RecordIncident",
                        {
                            "incidentType": "injury",
                            "occurredAt": at("2026-12-11", "09:05"),
                            "location": fields(area="packaging_line"),
                            "people": has_items(fields(name=contains("Nolan"), role="agency")),
                            "injuries": has_items(fields(bodyPart=one_of("finger", "hand"), kind="cut")),
                        },
                    ),
                    ExpectCall(
                        "RecordIncident",
                        {"incidentType": "near_miss", "occurredAt": at("2026-12-11", "10:30"), "location": fields(area="cellar")},
                    ),
                ],
                answer_has=[INCIDENT_REF],
            ),
        ],
        features=("enum", "nested", "array_of_objects", "strict", "1_tool", "pascal_names"),
    ),
    Case(
        "af_acc_near_miss_worth",
        "accident_book",
        "no_tool",
        [
            Turn(
                "does a near miss really need writing up if nobody got hurt? the lads reckon it's a waste of time",
                forbid=["RecordIncident"],
                answer_has=[said("24 hours", "next injury", "prevent", "stop the next", "yes")],
            ),
        ],
        features=("1_tool", "pascal_names"),
    ),
    Case(
        "af_acc_vague",
        "accident_book",
        "underspecified",
        [
            Turn("can you log an accident for me", forbid=["RecordIncident"], clarify=True),
        ],
        features=("1_tool", "pascal_names"),
    ),
    Case(
        "af_acc_mast_chain",
        "accident_book",
        "multi_turn",
        [
            Turn(
                "the chain on the forklift mast snapped while Gary was lifting a pallet of kegs in the yard, about 11:50. pallet "
                "came straight down, nobody underneath. is that a near miss or a dangerous occurrence?",
                forbid=["RecordIncident"],
                answer_has=[said("dangerous occurrence")],
            ),
            Turn(
                "ok, log it as that then",
                calls=[
                    ExpectCall(
                        "RecordIncident",
                        {
                            "incidentType": "dangerous_occurrence",
                            "occurredAt": at("2026-12-11", "11:50"),
                            "location": fields(area="yard"),
                        },
                    )
                ],
                answer_has=[INCIDENT_REF],
            ),
        ],
        features=("enum", "nested", "strict", "1_tool", "pascal_names"),
    ),
]
