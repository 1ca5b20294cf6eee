"""Fresh generality part AK: five domains, 45 cases, written independently on 2026-12-07 by a helper
that saw only spec.py, validate.py, runner.py's loader and cases_fresh_u.py's shape.

Domains (tool count, naming style, the "today" of each system prompt):
- food_delivery        10 tools, snake_case   Friday 11 December 2026, 18:40, Manchester (Forkful takeaway app)
- book_club             6 tools, camelCase    Tuesday 5 January 2027, 20:15, Edinburgh (Bookmark club organiser)
- mortgage_broker       4 tools, kebab-case   Wednesday 16 December 2026, 10:05, Cardiff (Harbourside Mortgages)
- roadside_assistance   3 tools, PascalCase   Saturday 2 January 2027, 14:05, Devon (RouteAid breakdown cover)
- tv_recorder           1 tool,  namespaced   Sunday 27 December 2026, 16:30, Brighton (FreeBox 2 Freeview recorder)

Categories: direct 7, polite 5, indirect 5, multi_intent 6, no_tool 7, underspecified 5, chained 5,
multi_turn 5.

Schema coverage: string, integer, number (mortgage amounts and rates), boolean, string enums, integer enums
(tip_percent, extra_minutes), arrays of strings (item_ids, poll options, recipients, dietary), arrays of objects
(place_order items), nested objects (save_address address, RequestRescue location), nullable via type lists
(scheduled_for, hostMemberId, maxPages, what3words) and via anyOf (promo_code, recipients, phone, keep_until, notes),
$ref/$defs (strict place_order order lines, strict RequestRescue location), strict and non-strict tools, act tools
(place, cancel, report, rate, save, create poll, schedule, message, book call, request rescue, record).
"""

from __future__ import annotations

import datetime as _dt
import json
import re
import unicodedata
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
    items,
    matches,
    number,
    one_of,
    said,
    said_number,
    time_of_day,
)


def _day(text: Any) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(str(text).strip()[:10])
    except ValueError:
        return None


def _stamp(text: Any) -> _dt.datetime | None:
    """A local date-time from '2026-12-18T11:00', '2026-12-18 11:00:00', '2026-12-18T11:00:00Z' ..."""
    found = re.search(r"(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})", str(text))
    if not found:
        return None
    try:
        day = _dt.date.fromisoformat(found.group(1))
        return _dt.datetime(day.year, day.month, day.day, int(found.group(2)), int(found.group(3)))
    except ValueError:
        return None


def said_any_number(*values: float) -> Pred:
    """The answer states at least one of these numbers (exact and rounded forms of a computed amount)."""
    preds = [said_number(v) for v in values]
    return Pred(f"states one of {values!r}", lambda text: any(p.ok(text) for p in preds))


def said_money(value: float) -> Pred:
    """The answer states this amount, to the penny or rounded to whole pounds."""
    return said_any_number(round(value, 2), round(value))


def mentions(*parts: str) -> Pred:
    """A JSON value (string or object) whose text mentions every part, wherever the model put it."""
    return Pred(
        f"mentions {parts!r}",
        lambda v: v is not None and all(p.casefold() in json.dumps(v, ensure_ascii=False).casefold() for p in parts),
    )


def _p(gbp: float) -> int:
    return int(round(float(gbp) * 100))


def _gbp(pennies: int) -> float:
    return round(pennies / 100, 2)


# =============================================================================================
# 1. food_delivery: Forkful takeaway app (10 tools, snake_case)
# =============================================================================================

FD_NOW = _dt.datetime(2026, 12, 11, 18, 40)
FD_SERVICE_P = 99
FD_CARD = "Visa ending 2231"
FD_ADDRESSES = {
    "home": "Flat 4, 22 Wilmslow Road, Manchester M14 5TQ",
    "work": "3rd floor, Hilton House, 26 Dale Street, Manchester M1 1EZ",
}


def _rst(name, cuisine, rating, reviews, fee, eta, min_order, hours, open_now, dietary, keywords):
    return {
        "name": name,
        "cuisine": cuisine,
        "rating": rating,
        "reviews": reviews,
        "delivery_fee_gbp": fee,
        "eta_minutes": eta,
        "min_order_gbp": min_order,
        "hours_today": hours,
        "open_now": open_now,
        "dietary": dietary,
        "keywords": keywords,
    }


RESTAURANTS: dict[str, dict[str, Any]] = {
    "rst_3307": _rst(
        "Rusholme Spice House",
        "indian",
        4.7,
        2140,
        0.99,
        [20, 30],
        12.0,
        "12:00-23:30",
        True,
        ["vegan", "vegetarian", "halal"],
        ["curry", "indian", "naan", "biryani"],
    ),
    "rst_4410": _rst(
        "Bao Bros",
        "chinese",
        4.6,
        1388,
        1.99,
        [25, 35],
        10.0,
        "17:00-22:00",
        True,
        ["vegan", "vegetarian"],
        ["bao", "buns", "noodles", "taiwanese", "chinese", "asian"],
    ),
    "rst_2281": _rst(
        "Nonna Rosa Pizzeria", "pizza", 4.4, 3012, 2.49, [30, 40], 15.0, "12:00-23:00", True, ["vegetarian"], ["pizza", "italian"]
    ),
    "rst_5192": _rst(
        "Green Bowl",
        "healthy",
        4.5,
        860,
        2.99,
        [35, 45],
        12.0,
        "11:00-18:00 (closed now, opens 11:00 tomorrow)",
        False,
        ["vegan", "vegetarian", "gluten_free"],
        ["salad", "bowl", "healthy", "poke"],
    ),
    "rst_1175": _rst(
        "Smash Burger Co",
        "burgers",
        4.2,
        4120,
        1.49,
        [15, 25],
        10.0,
        "11:30-02:00",
        True,
        ["vegan", "vegetarian", "halal"],
        ["burger", "burgers", "fries", "shakes", "american"],
    ),
    "rst_6023": _rst(
        "Sakura Sushi",
        "japanese",
        4.8,
        975,
        3.49,
        [40, 50],
        15.0,
        "17:00-22:30",
        True,
        ["vegan", "vegetarian", "gluten_free"],
        ["sushi", "japanese", "ramen", "katsu", "asian"],
    ),
    "rst_7741": _rst(
        "Beirut Grill",
        "lebanese",
        4.5,
        1570,
        1.99,
        [25, 35],
        12.0,
        "12:00-23:00",
        True,
        ["vegan", "vegetarian", "halal"],
        ["lebanese", "shawarma", "falafel", "middle eastern", "grill"],
    ),
}

MENUS: dict[str, list[tuple[str, str, float, list[str]]]] = {  # item_id, name, price, dietary
    "rst_3307": [
        ("itm_33071", "Chicken Tikka Masala", 10.95, ["halal"]),
        ("itm_33072", "Lamb Rogan Josh", 11.95, ["halal"]),
        ("itm_33073", "Chana Masala", 8.50, ["vegan", "vegetarian"]),
        ("itm_33074", "Saag Paneer", 9.25, ["vegetarian"]),
        ("itm_33075", "Pilau Rice", 3.25, ["vegan", "vegetarian"]),
        ("itm_33076", "Garlic Naan", 3.50, ["vegetarian"]),
        ("itm_33077", "Onion Bhaji (4)", 4.50, ["vegan", "vegetarian"]),
        ("itm_33078", "Mango Lassi", 3.75, ["vegetarian"]),
    ],
    "rst_4410": [
        ("itm_44101", "Pork Belly Bao (2)", 8.50, []),
        ("itm_44102", "Crispy Tofu Bao (2)", 7.50, ["vegan", "vegetarian"]),
        ("itm_44103", "Fried Chicken Bao (2)", 8.00, []),
        ("itm_44104", "Dan Dan Noodles", 9.50, []),
        ("itm_44105", "Salt & Pepper Fries", 4.50, ["vegan", "vegetarian"]),
        ("itm_44106", "Brown Sugar Bubble Tea", 4.95, ["vegetarian"]),
    ],
    "rst_2281": [
        ("itm_22811", "Margherita", 10.50, ["vegetarian"]),
        ("itm_22812", "Diavola", 12.50, []),
        ("itm_22813", "Quattro Formaggi", 12.00, ["vegetarian"]),
        ("itm_22814", "Garlic Bread", 4.50, ["vegetarian"]),
        ("itm_22815", "Tiramisu", 5.50, ["vegetarian"]),
    ],
    "rst_5192": [
        ("itm_51921", "Falafel Power Bowl", 9.95, ["vegan", "vegetarian", "gluten_free"]),
        ("itm_51922", "Teriyaki Salmon Bowl", 11.95, ["gluten_free"]),
        ("itm_51923", "Halloumi & Quinoa Salad", 10.45, ["vegetarian", "gluten_free"]),
    ],
    "rst_1175": [
        ("itm_11751", "Double Smash", 9.95, ["halal"]),
        ("itm_11752", "Chicken Crunch", 8.95, ["halal"]),
        ("itm_11753", "Beyond Smash", 10.45, ["vegan", "vegetarian"]),
        ("itm_11754", "Fries", 3.45, ["vegan", "vegetarian"]),
        ("itm_11755", "Oreo Shake", 4.95, ["vegetarian"]),
    ],
    "rst_6023": [
        ("itm_60231", "Salmon Nigiri (6)", 9.80, ["gluten_free"]),
        ("itm_60232", "Dragon Roll", 12.50, []),
        ("itm_60233", "Veggie Futomaki", 8.20, ["vegan", "vegetarian"]),
        ("itm_60234", "Chicken Katsu Curry", 11.90, []),
        ("itm_60235", "Miso Soup", 3.20, ["vegan", "vegetarian", "gluten_free"]),
    ],
    "rst_7741": [
        ("itm_77411", "Mixed Grill Platter", 15.95, ["halal"]),
        ("itm_77412", "Chicken Shawarma Wrap", 8.45, ["halal"]),
        ("itm_77413", "Falafel Wrap", 7.45, ["vegan", "vegetarian"]),
        ("itm_77414", "Hummus & Pitta", 4.95, ["vegan", "vegetarian"]),
        ("itm_77415", "Halloumi Fries", 5.45, ["vegetarian"]),
    ],
}

ITEMS = {iid: (rid, name, price) for rid, rows in MENUS.items() for iid, name, price, _ in rows}

FD_ORDERS: dict[str, dict[str, Any]] = {
    "FK-88213": {
        "restaurant_id": "rst_3307",
        "placed_at": "2026-12-11T18:22",
        "status": "on_the_way",
        "deliver_to": "home",
        "lines": [("itm_33071", 1), ("itm_33075", 1), ("itm_33076", 2)],
        "tip_percent": 10,
    },
    "FK-88227": {
        "restaurant_id": "rst_5192",
        "placed_at": "2026-12-09T21:14",
        "status": "scheduled",
        "deliver_to": "home",
        "deliver_at": "2026-12-12T12:30",
        "lines": [("itm_51921", 1), ("itm_51922", 1)],
        "tip_percent": 0,
    },
    "FK-88150": {
        "restaurant_id": "rst_7741",
        "placed_at": "2026-12-10T19:02",
        "status": "delivered",
        "deliver_to": "home",
        "delivered_at": "2026-12-10T19:41",
        "lines": [("itm_77411", 1), ("itm_77415", 1), ("itm_77414", 1)],
        "tip_percent": 15,
    },
    "FK-87950": {
        "restaurant_id": "rst_2281",
        "placed_at": "2026-12-04T19:12",
        "status": "delivered",
        "deliver_to": "home",
        "delivered_at": "2026-12-04T19:51",
        "lines": [("itm_22811", 1), ("itm_22812", 1), ("itm_22814", 1)],
        "tip_percent": 0,
    },
    "FK-87412": {
        "restaurant_id": "rst_4410",
        "placed_at": "2026-11-27T20:05",
        "status": "delivered",
        "deliver_to": "home",
        "delivered_at": "2026-11-27T20:38",
        "lines": [("itm_44101", 2), ("itm_44105", 1)],
        "tip_percent": 10,
        "rating": {"food": 5, "delivery": 5},
    },
    "FK-86988": {
        "restaurant_id": "rst_1175",
        "placed_at": "2026-11-20T21:30",
        "status": "delivered",
        "deliver_to": "work",
        "delivered_at": "2026-11-20T21:52",
        "lines": [("itm_11751", 1), ("itm_11754", 1), ("itm_11755", 1)],
        "tip_percent": 0,
    },
}
NEW_ORDER_ID = "FK-88240"

PROMOS = {
    "WINTER5": {
        "kind": "fixed",
        "off_p": 500,
        "min_subtotal_p": 2000,
        "valid_until": "2026-12-31",
        "restaurant_id": None,
        "terms": "£5 off orders with a food subtotal of £20 or more, any restaurant, once per customer",
    },
    "FREEDEL": {
        "kind": "fixed",
        "off_p": 0,
        "min_subtotal_p": 0,
        "valid_until": "2026-11-30",
        "restaurant_id": None,
        "terms": "Free delivery in November",
    },
    "PIZZA20": {
        "kind": "percent",
        "percent": 20,
        "max_p": 600,
        "min_subtotal_p": 0,
        "valid_until": "2027-01-10",
        "restaurant_id": "rst_2281",
        "terms": "20% off (up to £6) at Nonna Rosa Pizzeria",
    },
}


def _totals(restaurant_id: str, lines: list[tuple[str, int]], tip_percent: int, discount_p: int = 0) -> dict[str, Any]:
    subtotal = sum(_p(ITEMS[iid][2]) * qty for iid, qty in lines)
    fee = _p(RESTAURANTS[restaurant_id]["delivery_fee_gbp"])
    tip = (subtotal * int(tip_percent) + 50) // 100
    return {
        "subtotal_gbp": _gbp(subtotal),
        "delivery_fee_gbp": _gbp(fee),
        "service_fee_gbp": _gbp(FD_SERVICE_P),
        "tip_gbp": _gbp(tip),
        "discount_gbp": _gbp(discount_p),
        "total_gbp": _gbp(subtotal + fee + FD_SERVICE_P + tip - discount_p),
    }


def _order_view(order_id: str) -> dict[str, Any]:
    o = FD_ORDERS[order_id]
    rid = o["restaurant_id"]
    out = {
        "order_id": order_id,
        "restaurant": RESTAURANTS[rid]["name"],
        "restaurant_id": rid,
        "status": o["status"],
        "placed_at": o["placed_at"],
        "deliver_to": o["deliver_to"],
        "items": [
            {"item_id": iid, "name": ITEMS[iid][1], "quantity": qty, "price_gbp": ITEMS[iid][2]} for iid, qty in o["lines"]
        ],
        **_totals(rid, o["lines"], o["tip_percent"]),
    }
    for key in ("deliver_at", "delivered_at"):
        if key in o:
            out[key] = o[key]
    if o["status"] == "delivered":
        out["rated"] = "rating" in o
    return out


def _unknown_order(order_id: str) -> dict[str, Any]:
    return {"error": f"No order '{order_id}' on this account. Order ids look like FK-88213 (see list_orders)."}


def _promo_check(code: str, restaurant_id: str | None, subtotal_p: int | None) -> tuple[bool, str, int]:
    promo = PROMOS.get(str(code).strip().upper())
    if promo is None:
        return False, "code not recognised", 0
    if FD_NOW.date() > _dt.date.fromisoformat(promo["valid_until"]):
        return False, f"expired on {promo['valid_until']}", 0
    if restaurant_id and promo["restaurant_id"] and promo["restaurant_id"] != restaurant_id:
        return False, f"only valid at {RESTAURANTS[promo['restaurant_id']]['name']}", 0
    if subtotal_p is not None and subtotal_p < promo["min_subtotal_p"]:
        return False, f"needs a food subtotal of at least £{promo['min_subtotal_p'] / 100:.2f}", 0
    if subtotal_p is None:
        return True, "valid", 0
    off = promo["off_p"] if promo["kind"] == "fixed" else min(promo["max_p"], (subtotal_p * promo["percent"] + 50) // 100)
    return True, "valid", off


def search_restaurants(
    query: str | None = None,
    cuisine: str | None = None,
    dietary: list[str] | None = None,
    open_now: bool = False,
    sort: str = "recommended",
) -> dict[str, Any]:
    q = str(query or "").strip().casefold()
    rows = []
    for rid, r in RESTAURANTS.items():
        words = [r["name"].casefold(), r["cuisine"], *r["keywords"], *(name.casefold() for _, name, _, _ in MENUS[rid])]
        if q and not any(q in w or w in q for w in words):
            continue
        if cuisine and r["cuisine"] != cuisine:
            continue
        if dietary and not set(dietary) <= set(r["dietary"]):
            continue
        if open_now and not r["open_now"]:
            continue
        rows.append(
            {
                "restaurant_id": rid,
                "name": r["name"],
                "cuisine": r["cuisine"],
                "rating": r["rating"],
                "reviews": r["reviews"],
                "eta": f"{r['eta_minutes'][0]}-{r['eta_minutes'][1]} min",
                "delivery_fee_gbp": r["delivery_fee_gbp"],
                "min_order_gbp": r["min_order_gbp"],
                "open_now": r["open_now"],
                "hours_today": r["hours_today"],
                "dietary_options": r["dietary"],
            }
        )
    keys = {
        "fastest": lambda row: RESTAURANTS[row["restaurant_id"]]["eta_minutes"][1],
        "rating": lambda row: -row["rating"],
        "cheapest_delivery": lambda row: row["delivery_fee_gbp"],
    }
    if sort in keys:
        rows.sort(key=keys[sort])
    return {"delivering_to": FD_ADDRESSES["home"], "count": len(rows), "restaurants": rows}


def get_menu(restaurant_id: str) -> dict[str, Any]:
    rid = str(restaurant_id).strip().lower()
    r = RESTAURANTS.get(rid)
    if r is None:
        return {"error": f"No restaurant '{restaurant_id}'. Use search_restaurants to find ids like rst_3307."}
    return {
        "restaurant_id": rid,
        "name": r["name"],
        "open_now": r["open_now"],
        "hours_today": r["hours_today"],
        "eta": f"{r['eta_minutes'][0]}-{r['eta_minutes'][1]} min",
        "delivery_fee_gbp": r["delivery_fee_gbp"],
        "min_order_gbp": r["min_order_gbp"],
        "items": [{"item_id": iid, "name": name, "price_gbp": price, "dietary": diet} for iid, name, price, diet in MENUS[rid]],
    }


def place_order(
    restaurant_id: str,
    items: list[dict[str, Any]],
    deliver_to: str,
    tip_percent: int,
    promo_code: str | None = None,
    scheduled_for: str | None = None,
) -> dict[str, Any]:
    rid = str(restaurant_id).strip().lower()
    r = RESTAURANTS.get(rid)
    if r is None:
        return {"error": f"No restaurant '{restaurant_id}'."}
    label = str(deliver_to).strip().lower()
    if label not in FD_ADDRESSES:
        return {"error": f"No saved address '{deliver_to}'. Saved: home, work."}
    if not items:
        return {"error": "Add at least one item."}
    lines = []
    for line in items:
        iid = str(line.get("item_id", "")).strip().lower()
        if iid not in ITEMS or ITEMS[iid][0] != rid:
            return {"error": f"Item '{line.get('item_id')}' is not on {r['name']}'s menu. Use get_menu for item ids."}
        qty = int(line.get("quantity") or 0)
        if qty < 1:
            return {"error": "quantity must be at least 1"}
        lines.append((iid, qty))
    when = None
    if scheduled_for:
        when = _stamp(scheduled_for)
        if when is None or when < FD_NOW + _dt.timedelta(minutes=45) or when > FD_NOW + _dt.timedelta(days=7):
            return {"error": "scheduled_for must be a local date-time between 45 minutes and 7 days from now."}
    elif not r["open_now"]:
        return {"error": f"{r['name']} is closed now ({r['hours_today']}). Schedule the order for later instead."}
    subtotal = sum(_p(ITEMS[iid][2]) * qty for iid, qty in lines)
    if subtotal < _p(r["min_order_gbp"]):
        return {
            "error": f"{r['name']} has a £{r['min_order_gbp']:.2f} minimum order; this food subtotal is £{subtotal / 100:.2f}."
        }
    discount = 0
    if promo_code:
        ok, reason, discount = _promo_check(promo_code, rid, subtotal)
        if not ok:
            return {"error": f"Promo code {promo_code} can't be used: {reason}."}
    if when is None:
        low, high = (FD_NOW + _dt.timedelta(minutes=m) for m in r["eta_minutes"])
        eta = f"{low:%H:%M}-{high:%H:%M}"
    else:
        eta = when.strftime("%Y-%m-%d %H:%M")
    return {
        "order_id": NEW_ORDER_ID,
        "status": "scheduled" if when else "placed",
        "restaurant": r["name"],
        "items": [{"item_id": iid, "name": ITEMS[iid][1], "quantity": qty} for iid, qty in lines],
        "deliver_to": FD_ADDRESSES[label],
        "estimated_delivery": eta,
        "promo_code": str(promo_code).upper() if promo_code else None,
        **_totals(rid, lines, tip_percent, discount),
        "charged_to": FD_CARD,
    }


def track_order(order_id: str) -> dict[str, Any]:
    oid = str(order_id).strip().upper()
    if oid == NEW_ORDER_ID:
        return {"order_id": oid, "status": "placed", "detail": "Waiting for the restaurant to accept"}
    if oid not in FD_ORDERS:
        return _unknown_order(order_id)
    out = _order_view(oid)
    if oid == "FK-88213":
        out.update(
            {
                "detail": "Your rider has collected your food and is on the way",
                "courier": "Dan (bicycle)",
                "picked_up_at": "18:36",
                "eta": "18:52",
                "minutes_away": 12,
                "distance_miles": 1.1,
            }
        )
    return out


def list_orders(status: str = "all", limit: int = 10) -> dict[str, Any]:
    active = ("on_the_way", "scheduled")
    rows = []
    for oid, o in FD_ORDERS.items():
        if status == "active" and o["status"] not in active or status == "past" and o["status"] in active:
            continue
        rows.append(_order_view(oid))
    return {"status": status, "count": len(rows[: int(limit or 10)]), "orders": rows[: int(limit or 10)]}


def cancel_order(order_id: str, reason: str = "other") -> dict[str, Any]:
    oid = str(order_id).strip().upper()
    if oid == NEW_ORDER_ID:
        return {"order_id": oid, "status": "cancelled", "refund": "full refund to " + FD_CARD, "reason": reason}
    if oid not in FD_ORDERS:
        return _unknown_order(order_id)
    o = FD_ORDERS[oid]
    if o["status"] == "delivered":
        return {"error": f"{oid} was delivered on {o['delivered_at'][:10]} and can't be cancelled. Use report_problem instead."}
    if o["status"] == "on_the_way":
        return {"error": f"{oid} is already on its way and can no longer be cancelled."}
    total = _totals(o["restaurant_id"], o["lines"], o["tip_percent"])["total_gbp"]
    return {
        "order_id": oid,
        "restaurant": RESTAURANTS[o["restaurant_id"]]["name"],
        "was_due": o["deliver_at"],
        "status": "cancelled",
        "reason": reason,
        "refund_gbp": total,
        "refund_to": FD_CARD,
        "refund_arrives": "3-5 working days",
    }


def report_problem(
    order_id: str,
    issue: str,
    item_ids: list[str] | None = None,
    details: str | None = None,
    refund_to: str = "original_payment",
) -> dict[str, Any]:
    oid = str(order_id).strip().upper()
    if oid not in FD_ORDERS:
        return _unknown_order(order_id)
    o = FD_ORDERS[oid]
    if o["status"] != "delivered":
        return {"error": f"{oid} hasn't been delivered yet."}
    delivered = _stamp(o["delivered_at"])
    if FD_NOW - delivered > _dt.timedelta(hours=48):
        return {
            "error": f"{oid} was delivered on {o['delivered_at'][:10]}; problems must be reported within 48 hours of delivery."
        }
    lines = dict(o["lines"])
    if issue in ("missing_item", "wrong_item", "damaged_item"):
        chosen = [str(i).strip().lower() for i in item_ids or []]
        if not chosen:
            return {"error": "Say which items (item_ids) were missing, wrong or damaged."}
        unknown = [i for i in chosen if i not in lines]
        if unknown:
            return {"error": f"Items {unknown} are not in order {oid}."}
        refund_p = sum(_p(ITEMS[i][2]) * lines[i] for i in chosen)
        destination = "Forkful credit (instant)" if refund_to == "forkful_credit" else f"{FD_CARD} (3-5 working days)"
    else:
        subtotal = sum(_p(ITEMS[i][2]) * q for i, q in o["lines"])
        refund_p = (subtotal * 20 + 50) // 100
        destination = "Forkful credit (instant)"
    return {
        "case_id": "CS-410552",
        "order_id": oid,
        "issue": issue,
        "items": [ITEMS[str(i).strip().lower()][1] for i in item_ids or [] if str(i).strip().lower() in ITEMS],
        "refund_gbp": _gbp(refund_p),
        "refund_to": destination,
        "status": "refund approved",
    }


def rate_order(order_id: str, food_rating: int, delivery_rating: int, comment: str | None) -> dict[str, Any]:
    oid = str(order_id).strip().upper()
    if oid not in FD_ORDERS:
        return _unknown_order(order_id)
    o = FD_ORDERS[oid]
    if o["status"] != "delivered":
        return {"error": f"{oid} hasn't been delivered yet, so it can't be rated."}
    if "rating" in o:
        return {"error": f"{oid} was already rated ({o['rating']['food']}/5 food, {o['rating']['delivery']}/5 delivery)."}
    if not (1 <= int(food_rating) <= 5 and 1 <= int(delivery_rating) <= 5):
        return {"error": "Ratings are whole stars from 1 to 5."}
    return {
        "order_id": oid,
        "restaurant": RESTAURANTS[o["restaurant_id"]]["name"],
        "food_rating": int(food_rating),
        "delivery_rating": int(delivery_rating),
        "comment": comment,
        "saved": True,
        "note": "Delivery feedback goes to the courier team; ratings of 2 or less are reviewed by support.",
    }


def save_address(
    label: str, address: dict[str, Any], delivery_instructions: str | None = None, make_default: bool = False
) -> dict[str, Any]:
    name = str(label).strip().lower()
    if not name:
        return {"error": "Give the address a label, e.g. 'mum'."}
    if name in FD_ADDRESSES:
        return {"error": f"You already have an address called '{name}'."}
    postcode = str((address or {}).get("postcode", "")).strip().upper()
    if not re.fullmatch(r"[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}", postcode):
        return {"error": "address.postcode must be a UK postcode such as M21 9EG"}
    if not str(address.get("line1", "")).strip():
        return {"error": "address.line1 is required"}
    parts = [address.get("line1"), address.get("line2"), address.get("city"), postcode]
    return {
        "address_id": "adr_5530",
        "label": name,
        "address": ", ".join(str(p).strip() for p in parts if p),
        "delivery_instructions": delivery_instructions,
        "default": bool(make_default),
        "in_delivery_area": True,
    }


def check_promo(code: str, restaurant_id: str | None = None) -> dict[str, Any]:
    key = str(code).strip().upper()
    ok, reason, _ = _promo_check(key, str(restaurant_id).strip().lower() if restaurant_id else None, None)
    promo = PROMOS.get(key)
    out: dict[str, Any] = {"code": key, "valid": ok, "reason": reason}
    if promo:
        out.update({"terms": promo["terms"], "valid_until": promo["valid_until"]})
        if promo["min_subtotal_p"]:
            out["min_subtotal_gbp"] = _gbp(promo["min_subtotal_p"])
        if ok:
            out["used_by_you"] = False
    return out


FD_ORDER_ID = {"type": "string", "description": "Order id, e.g. FK-88213"}

FD_TOOLS = [
    ToolDef(
        "search_restaurants",
        "Find restaurants that deliver to the customer's home address, with rating, delivery time and fee, and opening hours.",
        {
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "Restaurant name, dish or keyword, e.g. 'sushi'"},
                "cuisine": {
                    "type": ["string", "null"],
                    "enum": ["indian", "chinese", "pizza", "healthy", "burgers", "japanese", "lebanese", "thai", None],
                },
                "dietary": {
                    "type": "array",
                    "items": {"type": "string", "enum": ["vegan", "vegetarian", "halal", "gluten_free"]},
                    "description": "Only restaurants with options for all of these",
                },
                "open_now": {"type": "boolean", "description": "Only restaurants open right now"},
                "sort": {"type": "string", "enum": ["recommended", "fastest", "rating", "cheapest_delivery"]},
            },
        },
        search_restaurants,
    ),
    ToolDef(
        "get_menu",
        "A restaurant's menu (item ids, names, prices, dietary tags) plus opening hours, delivery time, fee and minimum order.",
        {
            "type": "object",
            "properties": {"restaurant_id": {"type": "string", "description": "e.g. rst_3307"}},
            "required": ["restaurant_id"],
        },
        get_menu,
    ),
    ToolDef(
        "place_order",
        "Place an order from one restaurant and charge the saved card. Use item ids from get_menu.",
        {
            "type": "object",
            "properties": {
                "restaurant_id": {"type": "string"},
                "items": {"type": "array", "items": {"$ref": "#/$defs/order_line"}},
                "deliver_to": {"type": "string", "description": "Label of a saved address: home or work"},
                "tip_percent": {
                    "type": "integer",
                    "enum": [0, 5, 10, 15, 20],
                    "description": "Courier tip, % of the food subtotal",
                },
                "promo_code": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                "scheduled_for": {
                    "type": ["string", "null"],
                    "description": "Local date-time to deliver at, e.g. 2026-12-12T19:30; null for as soon as possible",
                },
            },
            "required": ["restaurant_id", "items", "deliver_to", "tip_percent", "promo_code", "scheduled_for"],
            "additionalProperties": False,
            "$defs": {
                "order_line": {
                    "type": "object",
                    "properties": {
                        "item_id": {"type": "string", "description": "e.g. itm_33071"},
                        "quantity": {"type": "integer"},
                        "notes": {"type": ["string", "null"], "description": "e.g. 'extra spicy'; null for none"},
                    },
                    "required": ["item_id", "quantity", "notes"],
                    "additionalProperties": False,
                }
            },
        },
        place_order,
        act=True,
        strict=True,
    ),
    ToolDef(
        "track_order",
        "Live status of one order: preparing, on the way (courier, ETA), scheduled or delivered, with its items and totals.",
        {"type": "object", "properties": {"order_id": FD_ORDER_ID}, "required": ["order_id"]},
        track_order,
    ),
    ToolDef(
        "cancel_order",
        "Cancel an order that the restaurant has not started (scheduled orders: until 1 hour before delivery).",
        {
            "type": "object",
            "properties": {
                "order_id": FD_ORDER_ID,
                "reason": {
                    "type": "string",
                    "enum": ["ordered_by_mistake", "taking_too_long", "changed_mind", "wrong_address", "other"],
                },
            },
            "required": ["order_id"],
        },
        cancel_order,
        act=True,
    ),
    ToolDef(
        "list_orders",
        "The customer's orders, newest first, with ids, restaurant, items (with item ids), status and totals.",
        {
            "type": "object",
            "properties": {
                "status": {
                    "type": "string",
                    "enum": ["active", "past", "all"],
                    "description": "active = on the way or scheduled",
                },
                "limit": {"type": "integer", "minimum": 1, "maximum": 20},
            },
        },
        list_orders,
    ),
    ToolDef(
        "report_problem",
        "Report a problem with a delivered order and get a refund (within 48 hours of delivery).",
        {
            "type": "object",
            "properties": {
                "order_id": FD_ORDER_ID,
                "issue": {"type": "string", "enum": ["missing_item", "wrong_item", "damaged_item", "cold_food", "very_late"]},
                "item_ids": {
                    "type": "array",
                    "items": {"type": "string"},
                    "description": "Affected items (for missing/wrong/damaged)",
                },
                "details": {"type": "string"},
                "refund_to": {"type": "string", "enum": ["original_payment", "forkful_credit"]},
            },
            "required": ["order_id", "issue"],
        },
        report_problem,
        act=True,
    ),
    ToolDef(
        "rate_order",
        "Rate a delivered order: food and delivery, 1-5 stars each, with an optional comment.",
        {
            "type": "object",
            "properties": {
                "order_id": FD_ORDER_ID,
                "food_rating": {"type": "integer", "description": "1-5 stars"},
                "delivery_rating": {"type": "integer", "description": "1-5 stars"},
                "comment": {"type": ["string", "null"]},
            },
            "required": ["order_id", "food_rating", "delivery_rating", "comment"],
            "additionalProperties": False,
        },
        rate_order,
        act=True,
        strict=True,
    ),
    ToolDef(
        "save_address",
        "Save a new delivery address under a label.",
        {
            "type": "object",
            "properties": {
                "label": {"type": "string", "description": "Short name, e.g. 'gym' or 'mum'"},
                "address": {
                    "type": "object",
                    "properties": {
                        "line1": {"type": "string", "description": "House number and street"},
                        "line2": {"type": ["string", "null"], "description": "Flat, building or area"},
                        "city": {"type": "string"},
                        "postcode": {"type": "string"},
                    },
                    "required": ["line1", "city", "postcode"],
                },
                "delivery_instructions": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Note for the courier"},
                "make_default": {"type": "boolean"},
            },
            "required": ["label", "address"],
        },
        save_address,
        act=True,
    ),
    ToolDef(
        "check_promo",
        "Check whether a promo code is valid, its terms and expiry date.",
        {
            "type": "object",
            "properties": {
                "code": {"type": "string"},
                "restaurant_id": {"type": "string", "description": "Optional: check it for this restaurant"},
            },
            "required": ["code"],
        },
        check_promo,
    ),
]

FD_ACTS = ["place_order", "cancel_order", "report_problem", "rate_order", "save_address"]

FD_INSTRUCTIONS = """You are the in-app assistant for Forkful, a takeaway delivery app.
Today is Friday 11 December 2026, 18:40 in Manchester, UK (Europe/London).

Signed-in customer: Priya Nair (priya.nair@gmail.com).
Saved addresses: "home" = Flat 4, 22 Wilmslow Road, Manchester M14 5TQ; "work" = 3rd floor, Hilton House, 26 Dale Street, Manchester M1 1EZ.
Payment: Visa ending 2231. Favourite restaurants: Rusholme Spice House (rst_3307), Bao Bros (rst_4410), Nonna Rosa Pizzeria (rst_2281).

How Forkful works:
- Every order pays the restaurant's delivery fee (each restaurant sets its own, based on distance) plus Forkful's £0.99 service fee, which pays for the app, customer support and card processing. Restaurants set a minimum order value.
- Tips are optional, a percentage of the food subtotal, and go 100% to the courier; Forkful takes nothing from them.
- Orders can be scheduled up to 7 days ahead. Scheduled orders can be cancelled free until 1 hour before the delivery time; as-soon-as-possible orders only until the restaurant accepts them.
- Problems (missing, wrong or damaged items, cold food, very late delivery) must be reported within 48 hours of delivery. Missing, wrong or damaged items are refunded at their menu price; cold or very late orders get 20% of the food subtotal back as Forkful credit.
- One promo code per order.
Only place, cancel, rate or change anything when Priya asks you to."""


# =============================================================================================
# 2. book_club: Bookmark club organiser (6 tools, camelCase)
# =============================================================================================

BC_NOW = _dt.datetime(2027, 1, 5, 20, 15)
ROSELEAF = "The Roseleaf (upstairs room), 23-24 Sandport Place, Leith"

MEMBERS = {
    "m01": "Fiona MacLeod",
    "m02": "Ewan Baird",
    "m03": "Aisha Rahman",
    "m04": "Callum Reid",
    "m05": "Morag Sinclair",
    "m06": "Tomasz Nowak",
    "m07": "Grace Oduya",
    "m08": "Ravi Menon",
    "m09": "Isla Fraser",
    "m10": "Hamish Dunn",
    "m11": "Niamh Kelly",
    "m12": "Kenji Sato",
}

BOOKS: dict[str, dict[str, Any]] = {
    bid: {"title": t, "author": a, "year": y, "pages": p, "prizes": pr, "tags": tags}
    for bid, t, a, y, p, pr, tags in [
        ("bk_50213", "Orbital", "Samantha Harvey", 2023, 136, ["Booker Prize 2024"], ["space", "astronauts", "short"]),
        ("bk_48877", "James", "Percival Everett", 2024, 303, ["Pulitzer Prize 2025"], ["retelling", "america"]),
        ("bk_49102", "The Safekeep", "Yael van der Wouden", 2024, 272, ["Women's Prize 2025"], ["netherlands", "postwar"]),
        ("bk_41560", "Demon Copperhead", "Barbara Kingsolver", 2022, 560, ["Pulitzer Prize 2023"], ["appalachia", "retelling"]),
        (
            "bk_38820",
            "Small Things Like These",
            "Claire Keegan",
            2021,
            116,
            ["Booker shortlist 2022"],
            ["irish", "christmas", "short"],
        ),
        ("bk_39915", "Tomorrow, and Tomorrow, and Tomorrow", "Gabrielle Zevin", 2022, 416, [], ["video games", "friendship"]),
        ("bk_40077", "Lessons in Chemistry", "Bonnie Garmus", 2022, 400, [], ["science", "1960s"]),
        ("bk_46910", "Prophet Song", "Paul Lynch", 2023, 309, ["Booker Prize 2023"], ["irish", "dystopia"]),
        ("bk_49555", "Held", "Anne Michaels", 2023, 256, ["Booker shortlist 2024"], ["war", "memory"]),
        ("bk_48240", "Long Island", "Colm Tóibín", 2024, 304, [], ["irish", "sequel"]),
        ("bk_42210", "Brooklyn", "Colm Tóibín", 2009, 262, ["Costa Novel Award 2009"], ["irish", "emigration"]),
        ("bk_46102", "Western Lane", "Chetna Maroo", 2023, 160, ["Booker shortlist 2023"], ["squash", "grief", "short"]),
        ("bk_48990", "Clear", "Carys Davies", 2024, 176, [], ["scotland", "island", "short"]),
        ("bk_46631", "The Bee Sting", "Paul Murray", 2023, 656, ["Booker shortlist 2023"], ["irish", "family"]),
        ("bk_49870", "Intermezzo", "Sally Rooney", 2024, 448, [], ["irish", "brothers"]),
    ]
}

MEETINGS: list[dict[str, Any]] = [
    {
        "meetingId": "mtg_2611",
        "date": "2026-11-17",
        "startTime": "19:30",
        "venue": ROSELEAF,
        "bookId": "bk_40077",
        "host": "m03",
        "attended": ["m01", "m02", "m03", "m04", "m05", "m06", "m07", "m09", "m11", "m12"],
    },
    {
        "meetingId": "mtg_2612",
        "date": "2026-12-15",
        "startTime": "19:30",
        "venue": ROSELEAF,
        "bookId": "bk_38820",
        "host": "m07",
        "attended": ["m01", "m02", "m03", "m05", "m07", "m08", "m09", "m10", "m12"],
    },
    {
        "meetingId": "mtg_2701",
        "date": "2027-01-19",
        "startTime": "19:30",
        "venue": ROSELEAF,
        "bookId": "bk_39915",
        "host": "m05",
        "rsvps": {
            "yes": ["m01", "m02", "m03", "m05", "m07", "m09"],
            "maybe": ["m04", "m10"],
            "no": ["m06"],
            "noReply": ["m08", "m11", "m12"],
        },
    },
]

POLLS = {
    "poll_0412": {
        "question": "Pick our February book",
        "createdAt": "2026-12-16T09:00",
        "closesAt": "2027-01-03T20:00",
        "allowMultipleVotes": False,
        "votes": [("bk_50213", 5), ("bk_48877", 4), ("bk_49102", 2), ("bk_41560", 1)],
    }
}


def _fold(text: Any) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", str(text)) if not unicodedata.combining(c)).casefold()


def _who(member_ids: list[str]) -> list[str]:
    return [f"{MEMBERS[m]} ({m})" for m in member_ids]


def _book(bid: str) -> dict[str, Any]:
    b = BOOKS[bid]
    return {"bookId": bid, "title": b["title"], "author": b["author"], "pages": b["pages"]}


def list_meetings(includePast: bool = False) -> dict[str, Any]:
    rows = []
    for m in MEETINGS:
        past = _dt.date.fromisoformat(m["date"]) < BC_NOW.date()
        if past and not includePast:
            continue
        row: dict[str, Any] = {
            "meetingId": m["meetingId"],
            "date": m["date"],
            "weekday": _dt.date.fromisoformat(m["date"]).strftime("%A"),
            "startTime": m["startTime"],
            "venue": m["venue"],
            "book": _book(m["bookId"]),
            "host": f"{MEMBERS[m['host']]} ({m['host']})",
            "status": "past" if past else "upcoming",
        }
        if past:
            row["attendedCount"] = len(m["attended"])
            row["attended"] = _who(m["attended"])
        else:
            row["rsvpCounts"] = {k: len(v) for k, v in m["rsvps"].items()}
            row["rsvps"] = {k: _who(v) for k, v in m["rsvps"].items()}
        rows.append(row)
    return {"club": "Leith Page Turners", "members": len(MEMBERS), "meetings": rows}


BC_STOPWORDS = {"book", "books", "by", "novel", "novels", "author", "anything", "the", "of", "pages", "under"}


def search_books(query: str | None = None, maxPages: int | None = None) -> dict[str, Any]:
    words = [w for w in re.findall(r"[\w']+", _fold(query or "")) if w not in BC_STOPWORDS]
    rows = []
    for bid, b in BOOKS.items():
        hay = _fold(" ".join([b["title"], b["author"], *b["tags"], *b["prizes"]]))
        if words and not all(word in hay for word in words):
            continue
        if maxPages is not None and b["pages"] > int(maxPages):
            continue
        read = next((m["date"] for m in MEETINGS if m["bookId"] == bid), None)
        rows.append({**_book(bid), "year": b["year"], "prizes": b["prizes"], "clubReadOn": read})
    return {"query": query, "maxPages": maxPages, "count": len(rows), "books": rows}


def get_poll_results(pollId: str | None = None) -> dict[str, Any]:
    pid = pollId or "poll_0412"
    poll = POLLS.get(str(pid).strip().lower())
    if poll is None:
        return {"error": f"No poll '{pollId}'. The most recent poll is poll_0412."}
    options = [{**_book(bid), "votes": n} for bid, n in poll["votes"]]
    return {
        "pollId": pid,
        "question": poll["question"],
        "status": "closed",
        "closedAt": poll["closesAt"],
        "voters": sum(n for _, n in poll["votes"]),
        "options": options,
        "winner": options[0],
    }


def create_poll(question: str, options: list[str], closesAt: str, allowMultipleVotes: bool) -> dict[str, Any]:
    cleaned = [str(o).strip() for o in options or [] if str(o).strip()]
    if len(cleaned) < 2:
        return {"error": "A poll needs at least two options."}
    when = _stamp(closesAt)
    if when is None or when <= BC_NOW:
        return {"error": "closesAt must be a future local date-time like 2027-01-31T21:00."}
    return {
        "pollId": "poll_0420",
        "question": question,
        "options": cleaned,
        "closesAt": when.strftime("%Y-%m-%dT%H:%M"),
        "allowMultipleVotes": bool(allowMultipleVotes),
        "notified": "all 12 members (email)",
        "link": "https://bookmark.club/leith-page-turners/poll_0420",
    }


def schedule_meeting(date: str, startTime: str, venue: str, bookId: str, hostMemberId: str | None) -> dict[str, Any]:
    day = _day(date)
    if day is None or day <= BC_NOW.date():
        return {"error": "date must be a future date like 2027-02-16."}
    clock = re.search(r"(\d{1,2})[:.](\d{2})", str(startTime))
    if not clock:
        return {"error": "startTime must look like 19:30."}
    bid = str(bookId).strip().lower()
    if bid not in BOOKS:
        return {"error": f"Unknown bookId '{bookId}'. Use searchBooks or getPollResults to find ids like bk_50213."}
    if hostMemberId is not None and hostMemberId not in MEMBERS:
        return {"error": f"Unknown member '{hostMemberId}'. Member ids run m01-m12."}
    return {
        "meetingId": "mtg_2702",
        "date": str(day),
        "weekday": day.strftime("%A"),
        "startTime": f"{int(clock.group(1)):02d}:{clock.group(2)}",
        "venue": venue,
        "book": _book(bid),
        "host": f"{MEMBERS[hostMemberId]} ({hostMemberId})" if hostMemberId else None,
        "invitesSentTo": 12,
    }


def message_members(subject: str, body: str, recipients: list[str] | None, channel: str = "email") -> dict[str, Any]:
    ids = list(MEMBERS) if recipients is None else [str(r).strip().lower() for r in recipients]
    unknown = [r for r in ids if r not in MEMBERS]
    if unknown:
        return {"error": f"Unknown member ids {unknown}. Ids run m01-m12 (see the member list)."}
    if not ids:
        return {"error": "No recipients. Use null for all members."}
    if not str(body).strip():
        return {"error": "body is empty"}
    return {
        "messageId": "msg_77310",
        "channel": channel,
        "subject": subject,
        "sentTo": [MEMBERS[i] for i in ids],
        "count": len(ids),
        "sentAt": "2027-01-05T20:16",
    }


MEMBER_ID = {"type": "string", "description": "Member id m01-m12"}

BC_TOOLS = [
    ToolDef(
        "listMeetings",
        "The club's upcoming meeting (date, venue, book, host, RSVPs by member) and, if asked, past meetings with attendance.",
        {"type": "object", "properties": {"includePast": {"type": "boolean", "description": "Also list past meetings"}}},
        list_meetings,
    ),
    ToolDef(
        "searchBooks",
        "Search the book catalogue by title, author or keyword; optionally only books up to a page count.",
        {
            "type": "object",
            "properties": {
                "query": {"type": "string"},
                "maxPages": {"type": ["integer", "null"], "description": "Longest acceptable book in pages; null for any"},
            },
        },
        search_books,
    ),
    ToolDef(
        "getPollResults",
        "Results of a club poll (votes per option, winner). Without pollId: the most recent poll.",
        {
            "type": "object",
            "properties": {"pollId": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "e.g. poll_0412"}},
        },
        get_poll_results,
    ),
    ToolDef(
        "createPoll",
        "Create a poll and notify all members by email.",
        {
            "type": "object",
            "properties": {
                "question": {"type": "string"},
                "options": {"type": "array", "items": {"type": "string"}, "description": "The choices, e.g. book titles"},
                "closesAt": {"type": "string", "description": "Local date-time, e.g. 2027-01-31T21:00"},
                "allowMultipleVotes": {"type": "boolean"},
            },
            "required": ["question", "options", "closesAt", "allowMultipleVotes"],
            "additionalProperties": False,
        },
        create_poll,
        act=True,
        strict=True,
    ),
    ToolDef(
        "scheduleMeeting",
        "Schedule a club meeting and send invitations to all members.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "description": "YYYY-MM-DD"},
                "startTime": {"type": "string", "description": "24-hour local time, e.g. 19:30"},
                "venue": {"type": "string"},
                "bookId": {"type": "string", "description": "e.g. bk_50213"},
                "hostMemberId": {"type": ["string", "null"], "description": "Member id of the host, or null"},
            },
            "required": ["date", "startTime", "venue", "bookId", "hostMemberId"],
            "additionalProperties": False,
        },
        schedule_meeting,
        act=True,
        strict=True,
    ),
    ToolDef(
        "messageMembers",
        "Send a message to some or all club members.",
        {
            "type": "object",
            "properties": {
                "subject": {"type": "string"},
                "body": {"type": "string"},
                "recipients": {
                    "anyOf": [{"type": "array", "items": MEMBER_ID}, {"type": "null"}],
                    "description": "Member ids; null = all members",
                },
                "channel": {"type": "string", "enum": ["email", "app"], "description": "Default email"},
            },
            "required": ["subject", "body", "recipients"],
        },
        message_members,
        act=True,
    ),
]

BC_ACTS = ["createPoll", "scheduleMeeting", "messageMembers"]

BC_INSTRUCTIONS = """You are the organiser's assistant in Bookmark, an app for running book clubs.
Today is Tuesday 5 January 2027, 20:15 in Edinburgh (Europe/London).

Signed-in organiser: Fiona MacLeod (member id m01) of the Leith Page Turners, 12 members:
m01 Fiona MacLeod, m02 Ewan Baird, m03 Aisha Rahman, m04 Callum Reid, m05 Morag Sinclair, m06 Tomasz Nowak,
m07 Grace Oduya, m08 Ravi Menon, m09 Isla Fraser, m10 Hamish Dunn, m11 Niamh Kelly, m12 Kenji Sato.

The club usually meets on the third Tuesday of the month at 19:30 in the upstairs room of The Roseleaf, 23-24 Sandport Place, Leith.
Members choose the next book by poll. Messages go out by email unless Fiona asks for an in-app notification.
Only schedule meetings, create polls or message members when Fiona asks you to."""


# =============================================================================================
# 3. mortgage_broker: Harbourside Mortgages client portal (4 tools, kebab-case)
# =============================================================================================

MG_NOW = _dt.datetime(2026, 12, 16, 10, 5)
MG_PHONE_ON_FILE = "07700 900118"


def _monthly(loan: float, rate_pct: float, years: int) -> float:
    r = float(rate_pct) / 1200
    n = int(years) * 12
    if r == 0:
        return round(float(loan) / n, 2)
    return round(float(loan) * r / (1 - (1 + r) ** -n), 2)


APPLICATION = {
    "application_id": "HM-20931",
    "applicants": ["Rhys Evans", "Carys Evans"],
    "property": "34 Heol y Deri, Rhiwbina, Cardiff CF14 6HF",
    "purchase_price_gbp": 285000,
    "deposit_gbp": 42750,
    "loan_amount_gbp": 242250,
    "loan_to_value_pct": 85.0,
    "term_years": 30,
    "repayment_type": "capital_and_interest",
    "lender": "Cambrian Building Society",
    "product": "5 Year Fixed (to 85% LTV)",
    "rate_pct": 4.29,
    "product_fee_gbp": 999,
    "monthly_payment_gbp": _monthly(242250, 4.29, 30),
    "status": "With the lender: underwriting",
    "timeline": [
        {"date": "2026-11-30", "event": "Decision in principle issued"},
        {"date": "2026-12-09", "event": "Full application submitted to Cambrian Building Society"},
        {"date": "2026-12-14", "event": "Valuation booked"},
    ],
    "valuation": {"date": "2026-12-18", "time": "10:00", "access": "arranged with the estate agent"},
    "outstanding_documents": [
        "Carys Evans: October 2026 payslip",
        "Gifted deposit letter signed by the donors (Huw and Elin Evans)",
    ],
    "next_step": "The lender usually issues the mortgage offer within 5 working days of a satisfactory valuation, "
    "once the outstanding documents are in.",
    "solicitor": "Hughes & Lloyd, Cathedral Road, Cardiff",
    "adviser": "Sian Morgan",
}

LTV_BANDS = (60, 75, 85, 90, 95)
DEALS = [  # lender, product, type, initial months, {max LTV: (rate %, fee £)}
    (
        "Cambrian Building Society",
        "5 Year Fixed",
        "5_year_fixed",
        60,
        {60: (3.94, 999), 75: (4.09, 999), 85: (4.29, 999), 90: (4.59, 999), 95: (4.99, 0)},
    ),
    (
        "Dragon Home Loans",
        "5 Year Fixed Fee Free",
        "5_year_fixed",
        60,
        {60: (3.99, 0), 75: (4.15, 0), 85: (4.39, 0), 90: (4.69, 0), 95: (5.09, 0)},
    ),
    (
        "Severn Bank",
        "5 Year Fixed Low Rate",
        "5_year_fixed",
        60,
        {60: (3.84, 1499), 75: (3.99, 1499), 85: (4.19, 1499), 90: (4.54, 1499)},
    ),
    (
        "Severn Bank",
        "2 Year Fixed",
        "2_year_fixed",
        24,
        {60: (4.05, 999), 75: (4.19, 999), 85: (4.45, 999), 90: (4.79, 0), 95: (5.19, 0)},
    ),
    (
        "Cambrian Building Society",
        "2 Year Fixed Fee Free",
        "2_year_fixed",
        24,
        {60: (4.25, 0), 75: (4.39, 0), 85: (4.69, 0), 90: (4.99, 0)},
    ),
    (
        "Taff Valley Building Society",
        "2 Year Tracker (Bank Rate + margin)",
        "tracker",
        24,
        {60: (4.14, 0), 75: (4.34, 0), 85: (4.59, 0), 90: (4.89, 0)},
    ),
]
BOOKED_CALLS = {"2026-12-17T11:00", "2026-12-17T14:00", "2026-12-18T14:00"}
CLOSED = (_dt.date(2026, 12, 24), _dt.date(2027, 1, 1))


def search_deals(
    property_value: float, loan_amount: float, product_type: str, term_years: int = 25, max_fee: float | None = None
) -> dict[str, Any]:
    value, loan = float(property_value), float(loan_amount)
    if value <= 0 or loan <= 0:
        return {"error": "property_value and loan_amount must be positive amounts in GBP."}
    ltv = round(100 * loan / value, 1)
    band = next((b for b in LTV_BANDS if ltv <= b), None)
    if band is None:
        return {"error": f"A {ltv}% loan-to-value is above the 95% maximum; a bigger deposit is needed."}
    rows = []
    for lender, product, kind, months, rates in DEALS:
        if kind != product_type or band not in rates:
            continue
        rate, fee = rates[band]
        if max_fee is not None and fee > float(max_fee):
            continue
        pay = _monthly(loan, rate, term_years)
        rows.append(
            {
                "lender": lender,
                "product": product,
                "rate_pct": rate,
                "product_fee_gbp": fee,
                "monthly_payment_gbp": pay,
                "initial_period_months": months,
                "cost_over_initial_period_gbp": round(pay * months + fee, 2),
            }
        )
    rows.sort(key=lambda row: row["rate_pct"])
    return {
        "loan_to_value_pct": ltv,
        "ltv_band": f"up to {band}%",
        "term_years": int(term_years),
        "product_type": product_type,
        "count": len(rows),
        "deals": rows,
        "note": "Illustrative rates for capital-and-interest repayment; subject to lender criteria.",
    }


def calculate_repayment(loan_amount: float, annual_rate_pct: float, term_years: int, repayment_type: str) -> dict[str, Any]:
    loan, rate, years = float(loan_amount), float(annual_rate_pct), int(term_years)
    if loan <= 0 or years < 1 or years > 40 or rate < 0:
        return {"error": "loan_amount must be positive, term_years 1-40 and the rate not negative."}
    if repayment_type == "interest_only":
        pay = round(loan * rate / 1200, 2)
        total = round(pay * years * 12 + loan, 2)
    else:
        pay = _monthly(loan, rate, years)
        total = round(pay * years * 12, 2)
    return {
        "loan_amount_gbp": loan,
        "annual_rate_pct": rate,
        "term_years": years,
        "repayment_type": repayment_type,
        "monthly_payment_gbp": pay,
        "total_repaid_gbp": total,
        "total_interest_gbp": round(total - loan, 2),
        "note": "Assumes the rate stays the same for the whole term."
        if repayment_type != "interest_only"
        else f"The £{loan:,.0f} loan itself is still owed at the end of the term.",
    }


def get_application(application_id: str) -> dict[str, Any]:
    if str(application_id).strip().upper() != APPLICATION["application_id"]:
        return {"error": f"No application '{application_id}' for this client. Your application is HM-20931."}
    return dict(APPLICATION)


def book_adviser_call(slot: str, topic: str, phone: str | None = None, notes: str | None = None) -> dict[str, Any]:
    when = _stamp(slot)
    if when is None:
        return {"error": "slot must be a local date-time like 2026-12-18T11:00"}
    if when <= MG_NOW:
        return {"error": "That time has passed."}
    if CLOSED[0] <= when.date() <= CLOSED[1]:
        return {"error": "The office is closed from 24 December 2026 to 1 January 2027."}
    if when.weekday() >= 5 or not (9 <= when.hour < 17) or when.minute not in (0, 30):
        return {"error": "Calls are 30-minute slots starting on the hour or half hour, Monday-Friday 09:00-16:30."}
    key = when.strftime("%Y-%m-%dT%H:%M")
    if key in BOOKED_CALLS:
        return {"error": f"Sian is already booked at {key}. Try another half-hour slot that day."}
    return {
        "booking_id": "CALL-7714",
        "adviser": "Sian Morgan",
        "slot": key,
        "weekday": when.strftime("%A"),
        "duration_minutes": 30,
        "topic": topic,
        "phone": phone or MG_PHONE_ON_FILE,
        "notes": notes,
        "confirmation_sent_to": "rhys.evans@outlook.com",
    }


MG_TOOLS = [
    ToolDef(
        "search-deals",
        "Current mortgage deals for a property value and loan amount, with rate, fee and monthly payment.",
        {
            "type": "object",
            "properties": {
                "property_value": {"type": "number", "description": "Purchase price or valuation in GBP"},
                "loan_amount": {"type": "number", "description": "Amount to borrow in GBP"},
                "product_type": {"type": "string", "enum": ["2_year_fixed", "5_year_fixed", "tracker"]},
                "term_years": {"type": "integer", "minimum": 5, "maximum": 40, "description": "Mortgage term; default 25"},
                "max_fee": {
                    "type": ["number", "null"],
                    "description": "Highest acceptable product fee in GBP; 0 = fee-free only",
                },
            },
            "required": ["property_value", "loan_amount", "product_type"],
        },
        search_deals,
    ),
    ToolDef(
        "calculate-repayment",
        "Monthly payment, total repaid and total interest for a loan amount, annual rate and term.",
        {
            "type": "object",
            "properties": {
                "loan_amount": {"type": "number", "description": "GBP"},
                "annual_rate_pct": {"type": "number", "description": "e.g. 4.29 for 4.29%"},
                "term_years": {"type": "integer"},
                "repayment_type": {"type": "string", "enum": ["capital_and_interest", "interest_only"]},
            },
            "required": ["loan_amount", "annual_rate_pct", "term_years", "repayment_type"],
            "additionalProperties": False,
        },
        calculate_repayment,
        strict=True,
    ),
    ToolDef(
        "get-application",
        "The client's mortgage application: property, loan, product, status, valuation, outstanding documents, next step.",
        {
            "type": "object",
            "properties": {"application_id": {"type": "string", "description": "e.g. HM-20931"}},
            "required": ["application_id"],
        },
        get_application,
    ),
    ToolDef(
        "book-adviser-call",
        "Book a 30-minute phone call with the client's adviser.",
        {
            "type": "object",
            "properties": {
                "slot": {"type": "string", "description": "Local start date-time, e.g. 2026-12-18T11:00"},
                "topic": {
                    "type": "string",
                    "enum": ["application_update", "new_mortgage", "remortgage", "overpayments", "other"],
                },
                "phone": {
                    "anyOf": [{"type": "string"}, {"type": "null"}],
                    "description": "Number to call; null = the one on file",
                },
                "notes": {"type": ["string", "null"]},
            },
            "required": ["slot", "topic"],
        },
        book_adviser_call,
        act=True,
    ),
]

MG_INSTRUCTIONS = """You are the client assistant for Harbourside Mortgages, an independent mortgage broker in Cardiff.
Today is Wednesday 16 December 2026, 10:05 (Cardiff, Europe/London).

Signed-in client: Rhys Evans (rhys.evans@outlook.com, mobile on file 07700 900118), joint applicant with Carys Evans.
Their application: HM-20931 (use get-application for its details). Their adviser: Sian Morgan.
Adviser calls are 30-minute slots, Monday-Friday 09:00-16:30 (last start). The office is closed from 24 December 2026 to 1 January 2027.

Notes for clients:
- Our advice is free to clients: we are paid a procuration fee by the lender when the mortgage completes.
- Rates are illustrative until a lender issues an offer. Rates are annual; payments are monthly.
- Your home may be repossessed if you do not keep up repayments on your mortgage.
Only book calls when the client asks."""


# =============================================================================================
# 4. roadside_assistance: RouteAid breakdown cover (3 tools, PascalCase)
# =============================================================================================

RS_VEHICLES = {
    "WK19 XTP": {"vehicle": "Skoda Octavia Estate", "colour": "grey", "fuel": "diesel"},
    "DX66 LMV": {"vehicle": "Honda Jazz", "colour": "blue", "fuel": "petrol"},
}
NEW_JOB_ID = "RA-J-558102"


def _reg(text: Any) -> str:
    raw = re.sub(r"\s+", "", str(text or "")).upper()
    return f"{raw[:4]} {raw[4:]}" if len(raw) == 7 else raw


def check_cover(vehicleReg: str | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {
        "policy": "RA-4471920",
        "member": "Daniel Hart",
        "level": "Roadside + Local Recovery",
        "vehicles": [{"reg": reg, **info} for reg, info in RS_VEHICLES.items()],
        "includes": {
            "roadside_repair": True,
            "home_start": True,
            "local_recovery": "to a garage or address within 10 miles of the breakdown",
            "national_recovery": False,
            "onward_travel": False,
            "misfuel": False,
        },
        "misfuel_note": "Misfuelling isn't covered. A patrol can still come out: the fuel drain and flush costs £195, paid on the day.",
        "callouts_per_year": 5,
        "callouts_used": 1,
        "callouts_left": 4,
        "last_callout": {
            "jobId": "RA-J-551377",
            "date": "2026-11-12",
            "vehicle": "DX66 LMV",
            "fault": "flat battery",
            "fixed": True,
        },
        "policy_year": "2026-03-15 to 2027-03-14",
        "renews_on": "2027-03-15",
        "renewal_price_gbp": 118.0,
        "upgrades": {"national_recovery": "£36 a year (recovery anywhere in the UK)", "onward_travel": "£22 a year"},
    }
    if vehicleReg:
        reg = _reg(vehicleReg)
        if reg not in RS_VEHICLES:
            return {
                **out,
                "vehicle_checked": reg,
                "vehicle_covered": False,
                "note": f"{reg} is not on this policy; only WK19 XTP and DX66 LMV are covered.",
            }
        out.update({"vehicle_checked": reg, "vehicle_covered": True})
    return out


def request_rescue(
    vehicleReg: str, location: dict[str, Any], fault: str, peopleWithVehicle: int, inSafePlace: bool, notes: str | None
) -> dict[str, Any]:
    reg = _reg(vehicleReg)
    if reg not in RS_VEHICLES:
        return {"error": f"{vehicleReg} is not on policy RA-4471920 (WK19 XTP, DX66 LMV)."}
    where = str((location or {}).get("description") or "").strip()
    if len(where) < 3:
        return {"error": "location.description is needed: road and direction, junction or landmark, or an address."}
    if int(peopleWithVehicle) < 1:
        return {"error": "peopleWithVehicle counts the driver too, so it is at least 1."}
    out = {
        "jobId": NEW_JOB_ID,
        "status": "finding_patrol",
        "vehicle": f"{RS_VEHICLES[reg]['colour']} {RS_VEHICLES[reg]['vehicle']} ({reg})",
        "location": location,
        "fault": fault,
        "people": int(peopleWithVehicle),
        "priority": not bool(inSafePlace),
        "estimated_arrival": "by 15:05",
        "callouts_left_after_this": 3,
        "updates": "by text to 07700 900256",
    }
    if fault == "misfuel":
        out["charge"] = "Misfuel isn't covered: the fuel drain costs £195, paid to the patrol."
    if not inSafePlace:
        out["safety"] = (
            "Get out by the left-hand doors and wait behind the barrier, away from traffic. If you're in a live lane, call 999."
        )
    return out


def track_rescue(jobId: str) -> dict[str, Any]:
    job = str(jobId).strip().upper()
    if job == "RA-J-551377":
        return {
            "jobId": job,
            "status": "completed",
            "date": "2026-11-12",
            "vehicle": "DX66 LMV",
            "outcome": "Battery jump-started; advised a new battery soon",
        }
    if job != NEW_JOB_ID:
        return {"error": f"No job '{jobId}' on this policy."}
    return {
        "jobId": job,
        "status": "patrol_on_the_way",
        "patrol": "Kev Ward",
        "patrol_vehicle": "yellow RouteAid van, RA21 KVW",
        "distance_miles": 18,
        "eta": "15:05",
        "note": "Kev will phone 07700 900256 about 10 minutes before he arrives.",
    }


RS_TOOLS = [
    ToolDef(
        "CheckCover",
        "The member's breakdown cover: what is included, vehicles on the policy, callouts used and left, renewal date.",
        {
            "type": "object",
            "properties": {"vehicleReg": {"type": ["string", "null"], "description": "Optional: check one vehicle"}},
        },
        check_cover,
    ),
    ToolDef(
        "RequestRescue",
        "Send a patrol to a broken-down vehicle on the policy.",
        {
            "type": "object",
            "properties": {
                "vehicleReg": {"type": "string", "enum": list(RS_VEHICLES)},
                "location": {"$ref": "#/$defs/location"},
                "fault": {
                    "type": "string",
                    "enum": [
                        "flat_tyre",
                        "battery",
                        "wont_start",
                        "engine_warning_light",
                        "overheating",
                        "out_of_fuel",
                        "misfuel",
                        "locked_out",
                        "accident",
                        "other",
                    ],
                },
                "peopleWithVehicle": {"type": "integer", "description": "People with the vehicle, including the driver"},
                "inSafePlace": {"type": "boolean", "description": "Are they off the carriageway and away from traffic?"},
                "notes": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["vehicleReg", "location", "fault", "peopleWithVehicle", "inSafePlace", "notes"],
            "additionalProperties": False,
            "$defs": {
                "location": {
                    "type": "object",
                    "properties": {
                        "description": {
                            "type": "string",
                            "description": "Road and direction with junction or landmark, or a full address",
                        },
                        "roadType": {
                            "type": "string",
                            "enum": ["motorway", "a_road", "minor_road", "car_park", "home", "other"],
                        },
                        "what3words": {"type": ["string", "null"], "description": "///three.word.address if known"},
                    },
                    "required": ["description", "roadType", "what3words"],
                    "additionalProperties": False,
                }
            },
        },
        request_rescue,
        act=True,
        strict=True,
    ),
    ToolDef(
        "TrackRescue",
        "Progress of a rescue job: patrol name and van, distance and arrival time.",
        {"type": "object", "properties": {"jobId": {"type": "string", "description": "e.g. RA-J-558102"}}, "required": ["jobId"]},
        track_rescue,
    ),
]

RS_INSTRUCTIONS = """You are the in-app assistant for RouteAid breakdown cover.
Today is Saturday 2 January 2027, 14:05 (Devon, UK; Europe/London).

Signed-in member: Daniel Hart, policy RA-4471920, mobile 07700 900256.
Vehicles on the policy: WK19 XTP (grey Skoda Octavia Estate, diesel) and DX66 LMV (blue Honda Jazz, petrol).
To send a patrol you need the vehicle, where it is, what's wrong and how many people are with it. Never guess a location: ask.
Safety first: on a motorway or fast road, get out by the left-hand doors and wait behind the barrier, well away from traffic, with the hazard lights on. If anyone is hurt or the car is stuck in a live lane, call 999 first.
Only request a rescue when the member asks for help with a breakdown."""


# =============================================================================================
# 5. tv_recorder: FreeBox 2 Freeview recorder (1 tool, namespaced with a double underscore)
# =============================================================================================

GUIDE = [  # date, start, end, channel, title, episode
    ("2026-12-27", "19:00", "20:00", "BBC Two", "Winterwatch: Christmas Highlights", None),
    ("2026-12-27", "19:00", "21:05", "Channel 5", "The Holiday (film, 2006)", None),
    ("2026-12-27", "20:00", "21:30", "BBC One", "The Coastguard", "episode 1 of 6"),
    ("2026-12-27", "20:00", "21:00", "Channel 4", "Grand Designs: House of the Year - Final", None),
    ("2026-12-27", "21:00", "22:45", "ITV1", "Paddington 2 (film, 2017)", None),
    ("2026-12-27", "22:00", "23:30", "BBC Four", "Fleetwood Mac at the BBC", None),
    ("2026-12-28", "19:30", "20:00", "ITV1", "Coronation Street", None),
    ("2026-12-28", "20:00", "21:00", "BBC Two", "Gardeners' World: Winter Special", None),
    ("2026-12-28", "20:00", "21:00", "ITV1", "Tipping Point: Lucky Stars", None),
    ("2026-12-28", "21:00", "22:00", "BBC One", "The Coastguard", "episode 2 of 6"),
    ("2026-12-28", "21:00", "22:15", "Channel 4", "The Great British Bake Off: New Year Special", None),
]
CHANNELS = ["BBC One", "BBC Two", "BBC Four", "ITV1", "Channel 4", "Channel 5"]


def schedule_recording(
    title: str,
    channel: str,
    start: str,
    series_link: bool = False,
    extra_minutes: int = 0,
    keep_until: str | None = None,
) -> dict[str, Any]:
    when = _stamp(start)
    if when is None:
        return {"error": "start must be a local date-time from the guide, e.g. 2026-12-27T21:00"}
    day, clock = when.strftime("%Y-%m-%d"), when.strftime("%H:%M")
    slot = next((g for g in GUIDE if g[0] == day and g[1] == clock and g[3].casefold() == str(channel).casefold()), None)
    if slot is None:
        words = [w for w in re.findall(r"[a-z']+", str(title).casefold()) if len(w) > 3]
        elsewhere = [g for g in GUIDE if words and any(w in g[4].casefold() for w in words)]
        hint = "; ".join(f"{g[4]} is on {g[3]} at {g[1]} on {g[0]}" for g in elsewhere) or "check the guide"
        return {"error": f"Nothing starts on {channel} at {clock} on {day}. {hint}."}
    extra = int(extra_minutes or 0)
    begin = _dt.datetime.fromisoformat(f"{slot[0]}T{slot[1]}")
    end = _dt.datetime.fromisoformat(f"{slot[0]}T{slot[2]}") + _dt.timedelta(minutes=extra)
    hours = (end - begin).total_seconds() / 3600
    out: dict[str, Any] = {
        "recording_id": "REC-30871",
        "title": slot[4],
        "episode": slot[5],
        "channel": slot[3],
        "records_from": begin.strftime("%Y-%m-%d %H:%M"),
        "records_until": end.strftime("%Y-%m-%d %H:%M"),
        "extra_minutes": extra,
        "series_link": bool(series_link),
        "keep_until": keep_until,
        "space_needed_gb": round(hours * 4, 1),
        "free_space_gb": 620,
    }
    if series_link and slot[4] == "The Coastguard":
        out["series"] = "All 6 episodes will be recorded as they air (next: Monday 28 December, 21:00, BBC One)."
    overlap = [g[4] for g in GUIDE if g[4].startswith("Grand Designs") and g[0] == slot[0] and g[1] < slot[2] and slot[1] < g[2]]
    if overlap:
        out["also_recording"] = overlap[0] + " (Channel 4, 20:00-21:00): both fit, the box has two tuners"
    return out


TV_TOOLS = [
    ToolDef(
        "pvr__schedule_recording",
        "Schedule the recorder to record a programme from the TV guide (optionally the whole series).",
        {
            "type": "object",
            "properties": {
                "title": {"type": "string"},
                "channel": {"type": "string", "enum": CHANNELS},
                "start": {"type": "string", "description": "Local start date-time from the guide, e.g. 2026-12-27T21:00"},
                "series_link": {"type": "boolean", "description": "Record every episode of the series"},
                "extra_minutes": {
                    "type": "integer",
                    "enum": [0, 2, 5, 10, 15, 30],
                    "description": "Keep recording this many minutes after the scheduled end",
                },
                "keep_until": {
                    "anyOf": [{"type": "string", "format": "date"}, {"type": "null"}],
                    "description": "Delete the recording automatically after this date; null keeps it until deleted",
                },
            },
            "required": ["title", "channel", "start"],
        },
        schedule_recording,
        act=True,
    ),
]

TV_INSTRUCTIONS = """You are the voice assistant of a FreeBox 2 Freeview recorder.
Today is Sunday 27 December 2026, 16:30 in Brighton (Europe/London).
The box has two tuners, so it can record two channels at once, and a 1 TB disk that is 38% full (about 620 GB free).
HD recordings use about 4 GB per hour, SD about 1.5 GB per hour. Already scheduled: Grand Designs: House of the Year - Final (Channel 4, tonight 20:00-21:00).

TV guide
Sunday 27 December (tonight):
- 19:00-20:00 BBC Two: Winterwatch: Christmas Highlights
- 19:00-21:05 Channel 5: The Holiday (film, 2006)
- 20:00-21:30 BBC One: The Coastguard (new drama, episode 1 of 6)
- 20:00-21:00 Channel 4: Grand Designs: House of the Year - Final
- 21:00-22:45 ITV1: Paddington 2 (film, 2017)
- 22:00-23:30 BBC Four: Fleetwood Mac at the BBC
Monday 28 December:
- 19:30-20:00 ITV1: Coronation Street
- 20:00-21:00 BBC Two: Gardeners' World: Winter Special
- 20:00-21:00 ITV1: Tipping Point: Lucky Stars
- 21:00-22:00 BBC One: The Coastguard (episode 2 of 6)
- 21:00-22:15 Channel 4: The Great British Bake Off: New Year Special

Only schedule a recording when the user asks for one."""


DOMAINS = [
    Domain("food_delivery", FD_TOOLS, FD_INSTRUCTIONS),
    Domain("book_club", BC_TOOLS, BC_INSTRUCTIONS),
    Domain("mortgage_broker", MG_TOOLS, MG_INSTRUCTIONS),
    Domain("roadside_assistance", RS_TOOLS, RS_INSTRUCTIONS),
    Domain("tv_recorder", TV_TOOLS, TV_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================

FD_ETA = said("18:52", "6:52", "12 min", "twelve min")
FD_NEW = said("FK-88240")
EVERYONE = Pred(
    "null (all members) or all 12 member ids",
    lambda v: v is None or (isinstance(v, list) and {str(x).strip().lower() for x in v} == set(MEMBERS)),
)
VALUATION_DAY = said("18 December", "18th December", "December 18", "18 Dec", "Dec 18", "2026-12-18", "18/12", "Friday")
RENEWAL_DAY = said(
    "15 March", "15th March", "March 15", "2027-03-15", "15/03", "14 March", "14th March", "March 14", "2027-03-14", "14/03"
)
COASTGUARD_TIME = said("21:00", "9pm", "9 pm", "9:00", "9.00", "9 o'clock", "nine o'clock", "9 p.m.")

CASES = [
    # ---------------------------------------------------------------- food_delivery (11)
    Case(
        "ak_fd_cancel_scheduled",
        "food_delivery",
        "direct",
        [
            Turn(
                "cancel FK-88227, I ordered it by mistake",
                calls=[ExpectCall("cancel_order", {"order_id": "FK-88227", "reason": "ordered_by_mistake"})],
                allow=["track_order", "list_orders"],
                forbid=["place_order", "report_problem", "rate_order", "save_address"],
                answer_has=[said_number(25.88)],
            ),
        ],
        features=("enum", "snake_names", "10_tools"),
    ),
    Case(
        "ak_fd_save_mum",
        "food_delivery",
        "direct",
        [
            Turn(
                "add a new address called mum: 14 Beech Road, Chorlton, Manchester M21 9EG. tell the driver to ring the bell "
                "twice, she's a bit deaf",
                calls=[
                    ExpectCall(
                        "save_address",
                        {
                            "label": contains("mum"),
                            "address": fields(line1=contains("14 Beech Road"), postcode=one_of("M21 9EG", "M219EG")),
                            "delivery_instructions": contains("bell"),
                        },
                    )
                ],
                forbid=["place_order", "cancel_order", "report_problem", "rate_order"],
            ),
        ],
        features=("nested", "nullable_type_list", "nullable_anyof", "snake_names", "10_tools"),
    ),
    Case(
        "ak_fd_where_curry",
        "food_delivery",
        "indirect",
        [
            Turn(
                "starving here 😩 how much longer is my curry going to be?",
                calls=[ExpectCall("track_order", {"order_id": "FK-88213"})],
                allow=["list_orders"],
                forbid=FD_ACTS,
                answer_has=[FD_ETA],
            ),
        ],
        features=("snake_names", "10_tools"),
    ),
    Case(
        "ak_fd_missing_fries",
        "food_delivery",
        "polite",
        [
            Turn(
                "Hi, sorry to be a pain – last night's order from Beirut Grill turned up without the halloumi fries. Could you "
                "get those refunded to my card please?",
                calls=[
                    ExpectCall("list_orders"),
                    ExpectCall(
                        "report_problem",
                        {
                            "order_id": "FK-88150",
                            "issue": "missing_item",
                            "item_ids": items("itm_77415"),
                            "refund_to": "original_payment",
                        },
                    ),
                ],
                allow=["track_order"],
                forbid=["place_order", "cancel_order", "rate_order", "save_address"],
                answer_has=[said_number(5.45)],
            ),
        ],
        features=("enum", "array", "snake_names", "10_tools"),
    ),
    Case(
        "ak_fd_two_fees",
        "food_delivery",
        "no_tool",
        [
            Turn(
                "why am I paying a delivery fee AND a service fee?? what's the difference",
                forbid=FD_ACTS,
                answer_has=[said("0.99")],
            ),
        ],
        features=("snake_names", "10_tools"),
    ),
    Case(
        "ak_fd_tip_cut",
        "food_delivery",
        "no_tool",
        [
            Turn(
                "if I add a tip does the rider actually get all of it or do you lot take a cut?",
                forbid=FD_ACTS,
                answer_has=[
                    said(
                        "100%",
                        "100 %",
                        "100 per",
                        "all of it",
                        "every penny",
                        "the full tip",
                        "the whole tip",
                        "the entire tip",
                        "in full",
                        "all of the tip",
                        "all of your tip",
                        "takes nothing",
                        "doesn't take",
                        "does not take",
                        "no cut",
                    )
                ],
            ),
        ],
        features=("snake_names", "10_tools"),
    ),
    Case(
        "ak_fd_pizza_vague",
        "food_delivery",
        "underspecified",
        [
            Turn(
                "order me a pizza",
                allow=["search_restaurants", "get_menu", "list_orders"],
                forbid=FD_ACTS,
                clarify=True,
            ),
        ],
        features=("snake_names", "10_tools"),
    ),
    Case(
        "ak_fd_office_curry",
        "food_delivery",
        "chained",
        [
            Turn(
                "stuck at the office tonight – get me a chana masala, a pilau rice and a garlic naan from Rusholme Spice House, "
                "sent to work, 15% tip",
                calls=[
                    ExpectCall("get_menu", {"restaurant_id": "rst_3307"}),
                    ExpectCall(
                        "place_order",
                        {
                            "restaurant_id": "rst_3307",
                            "items": items(
                                fields(item_id="itm_33073", quantity=number(1)),
                                fields(item_id="itm_33075", quantity=number(1)),
                                fields(item_id="itm_33076", quantity=number(1)),
                            ),
                            "deliver_to": "work",
                            "tip_percent": number(15),
                        },
                    ),
                ],
                allow=["search_restaurants"],
                forbid=["cancel_order", "report_problem", "rate_order", "save_address"],
                answer_has=[FD_NEW, said_number(19.52)],
            ),
        ],
        features=("strict", "ref", "array_of_objects", "integer_enum", "nullable_anyof", "snake_names", "10_tools"),
    ),
    Case(
        "ak_fd_promo_and_hours",
        "food_delivery",
        "multi_intent",
        [
            Turn(
                "is the WINTER5 code still ok to use? and how late is Sakura Sushi open tonight?",
                calls=[ExpectCall("check_promo", {"code": "WINTER5"}), ExpectCall("search_restaurants")],
                allow=["get_menu"],
                forbid=FD_ACTS,
                answer_has=[
                    said(
                        "31 December",
                        "31st December",
                        "December 31",
                        "31 Dec",
                        "Dec 31",
                        "2026-12-31",
                        "31/12",
                        "New Year's Eve",
                        "end of December",
                        "end of the year",
                    ),
                    said("22:30", "10:30", "10.30"),
                ],
            ),
        ],
        features=("date", "snake_names", "10_tools"),
    ),
    Case(
        "ak_fd_rate_and_track",
        "food_delivery",
        "multi_intent",
        [
            Turn(
                "give last night's Beirut Grill order 4 stars for the food but 2 for delivery, the driver couldn't find our "
                "building. also is my curry nearly here?",
                calls=[
                    ExpectCall("rate_order", {"order_id": "FK-88150", "food_rating": number(4), "delivery_rating": number(2)}),
                    ExpectCall("track_order", {"order_id": "FK-88213"}),
                ],
                allow=["list_orders"],
                forbid=["place_order", "cancel_order", "report_problem", "save_address"],
                answer_has=[FD_ETA],
            ),
        ],
        features=("strict", "nullable_type_list", "snake_names", "10_tools"),
    ),
    Case(
        "ak_fd_sushi_night",
        "food_delivery",
        "multi_turn",
        [
            Turn(
                "what japanese places deliver round here?",
                calls=[ExpectCall("search_restaurants")],
                forbid=FD_ACTS,
                answer_has=[said("Sakura Sushi")],
            ),
            Turn(
                "anything vegan on their menu?",
                calls=[ExpectCall("get_menu", {"restaurant_id": "rst_6023"})],
                allow=["search_restaurants"],
                forbid=FD_ACTS,
                answer_has=[said("Futomaki"), said("Miso")],
            ),
            Turn(
                "go on then, two of the futomaki and a miso soup, to home. no tip this time",
                calls=[
                    ExpectCall(
                        "place_order",
                        {
                            "restaurant_id": "rst_6023",
                            "items": items(
                                fields(item_id="itm_60233", quantity=number(2)),
                                fields(item_id="itm_60235", quantity=number(1)),
                            ),
                            "deliver_to": "home",
                            "tip_percent": number(0),
                        },
                    )
                ],
                allow=["get_menu"],
                forbid=["cancel_order", "report_problem", "rate_order", "save_address"],
                answer_has=[FD_NEW, said_number(24.08)],
            ),
        ],
        features=("enum", "strict", "ref", "array_of_objects", "integer_enum", "snake_names", "10_tools"),
    ),
    # ---------------------------------------------------------------- book_club (10)
    Case(
        "ak_bc_how_long",
        "book_club",
        "indirect",
        [
            Turn(
                "I haven't even opened the book for the next one yet 😬 how long have I got?",
                calls=[ExpectCall("listMeetings")],
                forbid=BC_ACTS,
                answer_has=[
                    said(
                        "19 January", "19th January", "January 19", "19 Jan", "Jan 19", "2027-01-19", "19/01", "19th", "two weeks"
                    )
                ],
            ),
        ],
        features=("date", "camel_names"),
    ),
    Case(
        "ak_bc_yes_count",
        "book_club",
        "direct",
        [
            Turn(
                "how many yeses have we got for the 19th so far?",
                calls=[ExpectCall("listMeetings")],
                forbid=BC_ACTS,
                answer_has=[said_number(6)],
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "ak_bc_march_poll",
        "book_club",
        "direct",
        [
            Turn(
                "Set up a poll for the March book: Prophet Song, Held or Long Island. Close it on 31 Jan at 9pm, one vote each.",
                calls=[
                    ExpectCall(
                        "createPoll",
                        {
                            "options": items(contains("Prophet Song"), contains("Held"), contains("Long Island")),
                            "closesAt": at("2027-01-31", "21:00"),
                            "allowMultipleVotes": boolean(False),
                        },
                    )
                ],
                allow=["searchBooks"],
                forbid=["scheduleMeeting", "messageMembers"],
            ),
        ],
        features=("strict", "array", "boolean", "date", "camel_names"),
    ),
    Case(
        "ak_bc_short_books",
        "book_club",
        "polite",
        [
            Turn(
                "Could you find me a few books under 200 pages, please? A couple of people have asked for something shorter next time.",
                calls=[ExpectCall("searchBooks", {"maxPages": between(199, 200)})],
                forbid=BC_ACTS,
                answer_has=[said("Western Lane"), said("Orbital")],
            ),
        ],
        features=("nullable_type_list", "camel_names"),
    ),
    Case(
        "ak_bc_poll_to_meeting",
        "book_club",
        "chained",
        [
            Turn(
                "Which book won the February vote? Go ahead and set up the February meeting for it – Tuesday the 16th, usual "
                "time and place. Morag's hosting again.",
                calls=[
                    ExpectCall("getPollResults"),
                    ExpectCall(
                        "scheduleMeeting",
                        {
                            "date": date("2027-02-16"),
                            "startTime": time_of_day("19:30"),
                            "venue": contains("Roseleaf"),
                            "bookId": "bk_50213",
                            "hostMemberId": "m05",
                        },
                    ),
                ],
                allow=["listMeetings", "searchBooks"],
                forbid=["createPoll", "messageMembers"],
                answer_has=[said("Orbital")],
            ),
        ],
        features=("strict", "nullable_type_list", "nullable_anyof", "date", "person", "camel_names"),
    ),
    Case(
        "ak_bc_nudge_silent",
        "book_club",
        "chained",
        [
            Turn(
                "can you send a nudge to everyone who hasn't replied about the 19th yet?",
                calls=[ExpectCall("listMeetings"), ExpectCall("messageMembers", {"recipients": items("m08", "m11", "m12")})],
                forbid=["createPoll", "scheduleMeeting"],
            ),
        ],
        features=("array", "nullable_anyof", "person", "camel_names"),
    ),
    Case(
        "ak_bc_who_and_toibin",
        "book_club",
        "multi_intent",
        [
            Turn(
                "who's coming on the 19th? and have we got anything by Colm Tóibín?",
                calls=[ExpectCall("listMeetings"), ExpectCall("searchBooks", {"query": matches(r"t[oó]ib[ií]n")})],
                forbid=BC_ACTS,
                answer_has=[said("Aisha"), said("Long Island")],
            ),
        ],
        features=("person", "camel_names"),
    ),
    Case(
        "ak_bc_quiet_members",
        "book_club",
        "no_tool",
        [
            Turn(
                "any tips for getting the quieter ones to join in the discussion? a couple of people barely say a word",
                forbid=BC_ACTS,
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "ak_bc_message_vague",
        "book_club",
        "underspecified",
        [
            Turn("send a message to everyone for me", forbid=BC_ACTS, clarify=True),
        ],
        features=("camel_names",),
    ),
    Case(
        "ak_bc_history_then_notice",
        "book_club",
        "multi_turn",
        [
            Turn(
                "what did we read back in November?",
                calls=[ExpectCall("listMeetings", {"includePast": boolean(True)})],
                forbid=BC_ACTS,
                answer_has=[said("Lessons in Chemistry")],
            ),
            Turn(
                "and how many turned up to the December one?",
                allow=["listMeetings"],
                forbid=BC_ACTS,
                answer_has=[said_number(9)],
            ),
            Turn(
                "ok. message everyone to say January's meeting has moved to the downstairs snug at the Roseleaf",
                calls=[ExpectCall("messageMembers", {"recipients": EVERYONE, "body": contains("snug")})],
                allow=["listMeetings"],
                forbid=["createPoll", "scheduleMeeting"],
            ),
        ],
        features=("boolean", "nullable_anyof", "camel_names"),
    ),
    # ---------------------------------------------------------------- mortgage_broker (9)
    Case(
        "ak_mg_monthly",
        "mortgage_broker",
        "direct",
        [
            Turn(
                "What's the monthly repayment on a £180,000 mortgage at 4.6% over 25 years?",
                calls=[
                    ExpectCall(
                        "calculate-repayment",
                        {
                            "loan_amount": number(180000),
                            "annual_rate_pct": number(4.6),
                            "term_years": number(25),
                            "repayment_type": "capital_and_interest",
                        },
                    )
                ],
                forbid=["book-adviser-call"],
                answer_has=[said_money(_monthly(180000, 4.6, 25))],
            ),
        ],
        features=("number", "strict", "enum", "kebab_names"),
    ),
    Case(
        "ak_mg_agent_chasing",
        "mortgage_broker",
        "indirect",
        [
            Turn(
                "the estate agent keeps ringing me for an update – are we nearly there?",
                calls=[ExpectCall("get-application", {"application_id": "HM-20931"})],
                forbid=["book-adviser-call"],
                answer_has=[VALUATION_DAY, said("payslip", "pay slip")],
            ),
        ],
        features=("date", "kebab_names"),
    ),
    Case(
        "ak_mg_call_friday",
        "mortgage_broker",
        "polite",
        [
            Turn(
                "Could you book me a call with Sian this Friday at 11, please? It's about our application. Best number to reach "
                "me on is 07700 900412.",
                calls=[
                    ExpectCall(
                        "book-adviser-call",
                        {
                            "slot": at("2026-12-18", "11:00"),
                            "topic": "application_update",
                            "phone": matches(r"07700\s?900\s?412"),
                        },
                    )
                ],
                allow=["get-application"],
            ),
        ],
        features=("date", "enum", "nullable_anyof", "kebab_names"),
    ),
    Case(
        "ak_mg_fee_free_fix",
        "mortgage_broker",
        "chained",
        [
            Turn(
                "what's the cheapest 5 year fix with no product fee we could get for our purchase, and what would it cost us a month?",
                calls=[
                    ExpectCall("get-application", {"application_id": "HM-20931"}),
                    ExpectCall(
                        "search-deals",
                        {"property_value": number(285000), "loan_amount": number(242250), "product_type": "5_year_fixed"},
                    ),
                ],
                allow=["calculate-repayment"],
                forbid=["book-adviser-call"],
                answer_has=[
                    said("Dragon"),
                    said("4.39"),
                    said_any_number(
                        _monthly(242250, 4.39, 30),
                        round(_monthly(242250, 4.39, 30)),
                        _monthly(242250, 4.39, 25),
                        round(_monthly(242250, 4.39, 25)),
                    ),
                ],
            ),
        ],
        features=("number", "enum", "nullable_type_list", "kebab_names"),
    ),
    Case(
        "ak_mg_what_ltv",
        "mortgage_broker",
        "no_tool",
        [
            Turn(
                "what does LTV actually mean, and why does it change the rate we get?",
                allow=["get-application"],
                forbid=["book-adviser-call"],
                answer_has=[said("loan to value", "loan-to-value")],
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "ak_mg_advice_fee",
        "mortgage_broker",
        "no_tool",
        [
            Turn(
                "do we have to pay you anything for the advice?",
                forbid=["book-adviser-call"],
                answer_has=[said("free", "no charge", "don't charge", "do not charge", "won't charge", "not charge")],
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "ak_mg_call_vague",
        "mortgage_broker",
        "underspecified",
        [
            Turn(
                "can you get me a call booked with the adviser?",
                allow=["get-application"],
                forbid=["book-adviser-call"],
                clarify=True,
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "ak_mg_docs_and_tracker",
        "mortgage_broker",
        "multi_intent",
        [
            Turn(
                "what's still outstanding on our application? and what would £242,250 over 30 years cost a month on a tracker "
                "at 4.59%?",
                calls=[
                    ExpectCall("get-application", {"application_id": "HM-20931"}),
                    ExpectCall(
                        "calculate-repayment",
                        {"loan_amount": number(242250), "annual_rate_pct": number(4.59), "term_years": number(30)},
                    ),
                ],
                allow=["search-deals"],
                forbid=["book-adviser-call"],
                answer_has=[said("payslip", "pay slip"), said_money(_monthly(242250, 4.59, 30))],
            ),
        ],
        features=("number", "strict", "kebab_names"),
    ),
    Case(
        "ak_mg_term_what_ifs",
        "mortgage_broker",
        "multi_turn",
        [
            Turn(
                "what rate did we go for again, and what's the monthly on it?",
                calls=[ExpectCall("get-application", {"application_id": "HM-20931"})],
                forbid=["book-adviser-call"],
                answer_has=[said("4.29"), said_money(_monthly(242250, 4.29, 30))],
            ),
            Turn(
                "how much would it be if we stretched it to 35 years?",
                calls=[
                    ExpectCall(
                        "calculate-repayment",
                        {"loan_amount": number(242250), "annual_rate_pct": number(4.29), "term_years": number(35)},
                    )
                ],
                allow=["get-application"],
                forbid=["book-adviser-call"],
                answer_has=[said_money(_monthly(242250, 4.29, 35))],
            ),
            Turn(
                "and over 25?",
                calls=[
                    ExpectCall(
                        "calculate-repayment",
                        {"loan_amount": number(242250), "annual_rate_pct": number(4.29), "term_years": number(25)},
                    )
                ],
                allow=["get-application"],
                forbid=["book-adviser-call"],
                answer_has=[said_money(_monthly(242250, 4.29, 25))],
            ),
        ],
        features=("number", "strict", "kebab_names"),
    ),
    # ---------------------------------------------------------------- roadside_assistance (8)
    Case(
        "ak_rs_flat_a30",
        "roadside_assistance",
        "direct",
        [
            Turn(
                "Flat tyre on the Skoda. I'm on the A30 eastbound just past the Okehampton turn-off, pulled into a lay-by. "
                "Just me in the car.",
                calls=[
                    ExpectCall(
                        "RequestRescue",
                        {
                            "vehicleReg": "WK19 XTP",
                            "fault": "flat_tyre",
                            "peopleWithVehicle": number(1),
                            "location": fields(description=contains("A30")),
                        },
                    )
                ],
                allow=["CheckCover"],
                answer_has=[said("RA-J-558102", "15:05", "3:05")],
            ),
        ],
        features=("strict", "ref", "nested", "enum", "nullable_anyof", "pascal_names"),
    ),
    Case(
        "ak_rs_misfuel_cost",
        "roadside_assistance",
        "indirect",
        [
            Turn(
                "argh I've just put petrol in the Skoda instead of diesel. haven't started it. is this going to cost me?",
                calls=[ExpectCall("CheckCover")],
                forbid=["RequestRescue"],
                answer_has=[said_number(195)],
            ),
        ],
        features=("nullable_type_list", "pascal_names"),
    ),
    Case(
        "ak_rs_track_polite",
        "roadside_assistance",
        "polite",
        [
            Turn(
                "Hi, could you tell me how far away the patrol is please? The job number is RA-J-558102. Thanks!",
                calls=[ExpectCall("TrackRescue", {"jobId": "RA-J-558102"})],
                forbid=["RequestRescue"],
                answer_has=[said("18 miles", "18 mi", "15:05", "3:05")],
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "ak_rs_vague_help",
        "roadside_assistance",
        "underspecified",
        [
            Turn("car's died, need someone out asap", allow=["CheckCover"], forbid=["RequestRescue"], clarify=True),
        ],
        features=("pascal_names",),
    ),
    Case(
        "ak_rs_jazz_at_work",
        "roadside_assistance",
        "multi_turn",
        [
            Turn(
                "The Jazz won't start – it's in the car park at work, Unit 7, Marsh Barton Trading Estate, Exeter EX2 8PW. "
                "Just me, and I'm waiting inside so all safe.",
                calls=[
                    ExpectCall(
                        "RequestRescue",
                        {
                            "vehicleReg": "DX66 LMV",
                            "fault": one_of("wont_start", "battery"),
                            "location": fields(description=contains("Marsh Barton")),
                            "peopleWithVehicle": number(1),
                            "inSafePlace": boolean(True),
                        },
                    )
                ],
                allow=["CheckCover"],
                answer_has=[said("RA-J-558102", "15:05", "3:05")],
            ),
            Turn(
                "who's coming out, and roughly when?",
                calls=[ExpectCall("TrackRescue", {"jobId": "RA-J-558102"})],
                forbid=["RequestRescue"],
                answer_has=[said("Kev")],
            ),
        ],
        features=("strict", "ref", "nested", "enum", "boolean", "pascal_names"),
    ),
    Case(
        "ak_rs_motorway_wait",
        "roadside_assistance",
        "no_tool",
        [
            Turn(
                "if I ever break down on the motorway, what am I actually supposed to do while I wait?",
                forbid=["RequestRescue"],
                answer_has=[said("barrier")],
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "ak_rs_callouts_then_send",
        "roadside_assistance",
        "chained",
        [
            Turn(
                "Have I got any callouts left this year? If I have, send someone to the Skoda – battery's flat. We're in the car "
                "park at Exeter services, M5 junction 30, 3 of us.",
                calls=[
                    ExpectCall("CheckCover"),
                    ExpectCall(
                        "RequestRescue",
                        {
                            "vehicleReg": "WK19 XTP",
                            "fault": one_of("battery", "wont_start"),
                            "peopleWithVehicle": number(3),
                            "location": fields(description=contains("Exeter")),
                        },
                    ),
                ],
                answer_has=[said("RA-J-558102", "15:05", "3:05")],
            ),
        ],
        features=("strict", "ref", "nested", "enum", "pascal_names"),
    ),
    Case(
        "ak_rs_renewal_and_tow",
        "roadside_assistance",
        "multi_intent",
        [
            Turn(
                "when does my cover renew? and if the Jazz broke down could you tow it to my usual garage in Plymouth, about "
                "40 miles away?",
                calls=[ExpectCall("CheckCover")],
                forbid=["RequestRescue"],
                answer_has=[RENEWAL_DAY, said("10 miles", "10-mile", "ten miles")],
            ),
        ],
        features=("date", "pascal_names"),
    ),
    # ---------------------------------------------------------------- tv_recorder (7)
    Case(
        "ak_tv_paddington",
        "tv_recorder",
        "direct",
        [
            Turn(
                "record Paddington 2 tonight",
                calls=[
                    ExpectCall(
                        "pvr__schedule_recording",
                        {"title": contains("Paddington"), "channel": "ITV1", "start": at("2026-12-27", "21:00")},
                    )
                ],
            ),
        ],
        features=("enum", "date", "namespaced_names", "1_tool"),
    ),
    Case(
        "ak_tv_coastguard_series",
        "tv_recorder",
        "polite",
        [
            Turn(
                "Could you set it to record every episode of The Coastguard, please? And add a few extra minutes on the end in "
                "case it overruns.",
                calls=[
                    ExpectCall(
                        "pvr__schedule_recording",
                        {
                            "channel": "BBC One",
                            "start": at("2026-12-27", "20:00"),
                            "series_link": boolean(True),
                            "extra_minutes": one_of(5, 10, 2, 15),
                        },
                    )
                ],
            ),
        ],
        features=("integer_enum", "boolean", "date", "namespaced_names", "1_tool"),
    ),
    Case(
        "ak_tv_bake_off",
        "tv_recorder",
        "indirect",
        [
            Turn(
                "I'm at my sister's tomorrow night so I'm going to miss the Bake Off special 😩 can the box get it for me?",
                calls=[
                    ExpectCall(
                        "pvr__schedule_recording",
                        {"channel": "Channel 4", "start": at("2026-12-28", "21:00")},
                    )
                ],
            ),
        ],
        features=("date", "enum", "namespaced_names", "1_tool"),
    ),
    Case(
        "ak_tv_two_recordings",
        "tv_recorder",
        "multi_intent",
        [
            Turn(
                "record Winterwatch tonight and Gardeners' World tomorrow",
                calls=[
                    ExpectCall("pvr__schedule_recording", {"channel": "BBC Two", "start": at("2026-12-27", "19:00")}),
                    ExpectCall("pvr__schedule_recording", {"channel": "BBC Two", "start": at("2026-12-28", "20:00")}),
                ],
            ),
        ],
        features=("date", "enum", "namespaced_names", "1_tool"),
    ),
    Case(
        "ak_tv_hd_space",
        "tv_recorder",
        "no_tool",
        [
            Turn(
                "roughly how much space does an hour of HD take up on this thing?",
                forbid=["pvr__schedule_recording"],
                answer_has=[said("4 GB", "4GB", "4 gigabytes", "four gigabytes", "4 gig")],
            ),
        ],
        features=("namespaced_names", "1_tool"),
    ),
    Case(
        "ak_tv_which_film",
        "tv_recorder",
        "underspecified",
        [
            Turn("record the film tonight", forbid=["pvr__schedule_recording"], clarify=True),
        ],
        features=("namespaced_names", "1_tool"),
    ),
    Case(
        "ak_tv_coastguard_keep",
        "tv_recorder",
        "multi_turn",
        [
            Turn(
                "what time's The Coastguard on tomorrow?",
                forbid=["pvr__schedule_recording"],
                answer_has=[COASTGUARD_TIME],
            ),
            Turn(
                "record that one, and keep it till the 10th of January",
                calls=[
                    ExpectCall(
                        "pvr__schedule_recording",
                        {"channel": "BBC One", "start": at("2026-12-28", "21:00"), "keep_until": date("2027-01-10")},
                    )
                ],
            ),
        ],
        features=("date", "nullable_anyof", "namespaced_names", "1_tool"),
    ),
]
