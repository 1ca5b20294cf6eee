"""Fresh generality part AH: five domains, 45 cases, written independently on 2026-12-07 by a helper
that saw only spec.py, validate.py, runner.py's loader and cases_fresh_u.py's shape.

Domains (tool count, naming style, the "today" of each system prompt):
- food_delivery  10 tools, snake_case    Friday 18 December 2026, 18:40, Manchester (Munchly takeaway delivery app)
- habit_tracker   6 tools, camelCase     Sunday 10 January 2027, 9:15 PM, Toronto (Streaky habit tracker)
- karaoke         4 tools, namespaced    Saturday 19 December 2026, 13:05, Glasgow (Echo Box Karaoke room bookings)
                  ("rooms__check_availability", "bookings__create": namespace + double underscore, because the
                  OpenAI API only accepts tool names matching ^[a-zA-Z0-9_-]{1,64}$, so "rooms.check" would be refused)
- gift_cards      3 tools, PascalCase    Monday 21 December 2026, 10:10, Dublin (Giftwise gift-card wallet)
- baby_tracker    1 tool,  kebab-case    Wednesday 6 January 2027, 03:20, Cardiff (Little Log baby diary)

Categories: direct 6, polite 6, indirect 5, multi_intent 6, no_tool 6, underspecified 5, chained 5,
multi_turn 6.

Schema coverage: string, integer, number (place_order tip_gbp, logCheckIn value, SendGiftCard amountEur,
target amount), boolean (search_restaurants open_now, setReminder enabled, GetWallet includeEmpty), string enums
(cuisine, issue, status, brand, room_id, event type), integer enums (rate_order stars, karaoke duration_minutes),
arrays of strings (dietary, reminder days, schedule days), arrays of objects (order lines, karaoke extras), nested
objects (delivery, recipient, schedule, feed), nullable via type lists (notes, reminderTime, nappy, phone, and the
$ref'd target and feed objects) and via anyOf (promo_code, section, occasion, deliverOn, medicine), $ref/$defs (place_order order_line, createHabit
schedule/target, log-baby-event feed), strict tools (place_order, logCheckIn, bookings__create, SendGiftCard,
log-baby-event) and non-strict ones, act tools (place, cancel, report, rate, update, log, create, remind,
archive, book, send) and read tools.
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
    """A local date-time from '2027-01-06T03:15', '2027-01-06 03:15:00', '2027-01-06T03:15:00+00:00' ..."""
    found = re.search(r"(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})", str(text))
    if not found:
        return None
    try:
        day = _dt.date.fromisoformat(found.group(1))
        return _dt.datetime(day.year, day.month, day.day, int(found.group(2)), int(found.group(3)))
    except ValueError:
        return None


def _clock(text: Any) -> tuple[int, int] | None:
    """'21:00', '9pm', '9:30 PM', '2026-12-19T21:00' -> (21, 0)."""
    value = str(text or "").strip()
    found = re.search(r"(?:T|^|\s)(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?|(\d{1,2})\s*([ap]\.?m\.?)", value, re.I)
    if not found:
        return None
    hour = int(found.group(1) or found.group(4))
    minute = int(found.group(2) or 0)
    ampm = (found.group(3) or found.group(5) or "").lower().replace(".", "")
    if ampm == "pm" and hour < 12:
        hour += 12
    if ampm == "am" and hour == 12:
        hour = 0
    if not (0 <= hour <= 23 and 0 <= minute <= 59):
        return None
    return hour, minute


def said_any_number(*values: float) -> Pred:
    """The answer states at least one of these numbers (where two readings of the request are fair)."""
    preds = [said_number(v) for v in values]
    return Pred(f"states one of {values!r}", lambda text: any(p.ok(text) for p in preds))


def mentions(*parts: str) -> Pred:
    """A JSON value (string or object) whose text mentions every part, wherever the model put it."""
    return Pred(
        f"mentions {parts!r}",
        lambda v: v is not None and all(p.casefold() in json.dumps(v, ensure_ascii=False).casefold() for p in parts),
    )


def _gbp(pence: int) -> float:
    return round(pence / 100, 2)


# =============================================================================================
# 1. food_delivery: Munchly takeaway delivery app (10 tools, snake_case)
# =============================================================================================

FD_NOW = _dt.datetime(2026, 12, 18, 18, 40)
NEW_ORDER_ID = "MN-88241908"
ACTIVE_ORDER_ID = "MN-88240115"
ADDRESSES = {
    "home": "Flat 3, 27 Beech Road, Chorlton, Manchester M21 9EG",
    "work": "Kampus, 3rd floor, Minshull Street, Manchester M1 3HU",
}

RESTAURANTS: dict[str, dict[str, Any]] = {
    "r_4412": {
        "name": "Bombay Brasserie",
        "cuisine": "indian",
        "area": "Chorlton",
        "rating": 4.6,
        "eta": (30, 40),
        "delivery_fee_pence": 199,
        "min_order_pence": 1200,
        "plus": True,
        "open_now": True,
        "hours": "17:00-23:00",
        "dietary": ["vegetarian_options", "vegan_options", "gluten_free_options", "halal"],
        "keywords": ["curry", "naan", "biryani", "tikka"],
    },
    "r_3390": {
        "name": "Pho Minh",
        "cuisine": "vietnamese",
        "area": "Chorlton",
        "rating": 4.7,
        "eta": (20, 30),
        "delivery_fee_pence": 249,
        "min_order_pence": 1000,
        "plus": True,
        "open_now": True,
        "hours": "12:00-22:00",
        "dietary": ["vegetarian_options", "vegan_options", "gluten_free_options"],
        "keywords": ["pho", "noodles", "banh mi", "noodle soup"],
    },
    "r_5107": {
        "name": "Napoli Forno",
        "cuisine": "pizza",
        "area": "Whalley Range",
        "rating": 4.4,
        "eta": (35, 45),
        "delivery_fee_pence": 99,
        "min_order_pence": 1500,
        "plus": True,
        "open_now": True,
        "hours": "16:00-23:00",
        "dietary": ["vegetarian_options", "vegan_options"],
        "keywords": ["pizza", "italian", "sourdough"],
    },
    "r_2288": {
        "name": "Green Bowl Kitchen",
        "cuisine": "healthy",
        "area": "Chorlton",
        "rating": 4.5,
        "eta": (15, 25),
        "delivery_fee_pence": 299,
        "min_order_pence": 800,
        "plus": False,
        "open_now": True,
        "hours": "11:00-21:00",
        "dietary": ["vegetarian_options", "vegan_options", "gluten_free_options"],
        "keywords": ["salad", "bowl", "vegan", "falafel"],
    },
    "r_6650": {
        "name": "Kyoto Roll",
        "cuisine": "japanese",
        "area": "Didsbury",
        "rating": 4.3,
        "eta": (40, 50),
        "delivery_fee_pence": 349,
        "min_order_pence": 1500,
        "plus": False,
        "open_now": True,
        "hours": "17:00-22:30",
        "dietary": ["vegetarian_options", "gluten_free_options"],
        "keywords": ["sushi", "ramen", "katsu"],
    },
    "r_8120": {
        "name": "Golden Lotus",
        "cuisine": "chinese",
        "area": "Chorlton",
        "rating": 4.1,
        "eta": (30, 45),
        "delivery_fee_pence": 199,
        "min_order_pence": 1200,
        "plus": True,
        "open_now": True,
        "hours": "17:00-23:00",
        "dietary": ["vegetarian_options"],
        "keywords": ["noodles", "dim sum", "chow mein"],
    },
    "r_7014": {
        "name": "Smokestack BBQ",
        "cuisine": "american",
        "area": "Chorlton",
        "rating": 4.2,
        "eta": (30, 40),
        "delivery_fee_pence": 149,
        "min_order_pence": 1200,
        "plus": True,
        "open_now": False,
        "hours": "19:30-23:30",
        "dietary": [],
        "keywords": ["burger", "wings", "ribs", "pizza"],
    },
}

MENUS: dict[str, list[tuple[str, str, str, int, list[str]]]] = {  # item_id, name, section, pence, tags
    "r_4412": [
        ("bb-101", "Onion bhaji (4)", "starters", 450, ["vegan"]),
        ("bb-102", "Chicken tikka starter", "starters", 595, []),
        ("bb-201", "Lamb bhuna", "mains", 1195, []),
        ("bb-202", "Chicken tikka masala", "mains", 1150, []),
        ("bb-203", "Chana masala", "mains", 895, ["vegan", "gluten_free"]),
        ("bb-204", "Paneer makhani", "mains", 1050, ["vegetarian"]),
        ("bb-205", "King prawn jalfrezi", "mains", 1395, []),
        ("bb-301", "Pilau rice", "sides", 325, ["vegan"]),
        ("bb-302", "Garlic naan", "sides", 350, ["vegetarian"]),
        ("bb-303", "Peshwari naan", "sides", 375, ["vegetarian"]),
        ("bb-401", "Mango lassi", "drinks", 350, ["vegetarian"]),
    ],
    "r_3390": [
        ("pm-01", "Summer rolls (2)", "starters", 550, ["vegan", "gluten_free"]),
        ("pm-02", "Crispy spring rolls (3)", "starters", 495, ["vegetarian"]),
        ("pm-10", "Pho bo (beef brisket noodle soup)", "mains", 1150, ["gluten_free"]),
        ("pm-11", "Pho ga (chicken noodle soup)", "mains", 1095, ["gluten_free"]),
        ("pm-12", "Tofu pho", "mains", 1050, ["vegan", "gluten_free"]),
        ("pm-20", "Lemongrass chicken banh mi", "mains", 850, []),
        ("pm-30", "Vietnamese iced coffee", "drinks", 395, ["vegetarian"]),
    ],
    "r_5107": [
        ("nf-01", "Margherita", "pizzas", 1050, ["vegetarian"]),
        ("nf-02", "Diavola", "pizzas", 1295, []),
        ("nf-03", "Funghi e tartufo", "pizzas", 1350, ["vegetarian"]),
        ("nf-04", "Vegan marinara", "pizzas", 950, ["vegan"]),
        ("nf-20", "Garlic bread", "sides", 495, ["vegetarian"]),
        ("nf-30", "Tiramisu", "desserts", 550, ["vegetarian"]),
        ("nf-40", "San Pellegrino Limonata", "drinks", 250, ["vegan"]),
    ],
    "r_2288": [
        ("gb-01", "Falafel & hummus bowl", "mains", 995, ["vegan"]),
        ("gb-02", "Teriyaki tofu bowl", "mains", 1045, ["vegan"]),
        ("gb-03", "Halloumi grain bowl", "mains", 1095, ["vegetarian"]),
        ("gb-04", "Chicken shawarma bowl", "mains", 1145, []),
        ("gb-10", "Sweet potato fries", "sides", 395, ["vegan", "gluten_free"]),
        ("gb-20", "Green smoothie", "drinks", 425, ["vegan"]),
    ],
    "r_6650": [
        ("kr-01", "Salmon nigiri (4)", "sushi", 695, ["gluten_free"]),
        ("kr-02", "Avocado maki (8)", "sushi", 550, ["vegan"]),
        ("kr-10", "Chicken katsu curry", "mains", 1250, []),
        ("kr-11", "Tonkotsu ramen", "mains", 1350, []),
    ],
    "r_8120": [
        ("gl-01", "Vegetable dumplings (6)", "dim sum", 595, ["vegetarian"]),
        ("gl-10", "Salt and pepper chicken", "mains", 995, []),
        ("gl-11", "Beef chow mein", "mains", 1050, []),
    ],
    "r_7014": [
        ("sb-01", "Smash burger", "mains", 1195, []),
        ("sb-02", "Buffalo wings (8)", "mains", 895, []),
    ],
}
ITEM_INDEX = {item[0]: (rid, item) for rid, menu in MENUS.items() for item in menu}

# order id -> record (lines are (item_id, quantity))
ORDERS: dict[str, dict[str, Any]] = {
    ACTIVE_ORDER_ID: {
        "restaurant_id": "r_5107",
        "placed_at": "2026-12-18T18:22",
        "lines": [("nf-02", 1), ("nf-01", 1), ("nf-20", 1)],
        "address": "home",
        "tip_pence": 200,
        "status": "out_for_delivery",
        "rating": None,
    },
    "MN-88231760": {
        "restaurant_id": "r_4412",
        "placed_at": "2026-12-17T20:05",
        "lines": [("bb-202", 1), ("bb-204", 1), ("bb-303", 1), ("bb-301", 1), ("bb-401", 1)],
        "address": "home",
        "tip_pence": 150,
        "status": "delivered",
        "delivered_at": "2026-12-17T20:52",
        "rating": None,
    },
    "MN-88190442": {
        "restaurant_id": "r_4412",
        "placed_at": "2026-12-11T19:48",
        "lines": [("bb-201", 1), ("bb-203", 1), ("bb-301", 2), ("bb-302", 1)],
        "address": "home",
        "tip_pence": 100,
        "status": "delivered",
        "delivered_at": "2026-12-11T20:31",
        "rating": 4,
    },
    "MN-88120031": {
        "restaurant_id": "r_3390",
        "placed_at": "2026-12-04T12:35",
        "lines": [("pm-10", 1), ("pm-01", 1)],
        "address": "work",
        "tip_pence": 0,
        "status": "delivered",
        "delivered_at": "2026-12-04T13:02",
        "rating": None,
    },
    "MN-88051876": {
        "restaurant_id": "r_2288",
        "placed_at": "2026-11-27T18:10",
        "lines": [("gb-02", 2), ("gb-10", 1)],
        "address": "home",
        "tip_pence": 100,
        "status": "delivered",
        "delivered_at": "2026-11-27T18:41",
        "rating": 5,
    },
}

PROMOS = {
    "XMAS5": {"discount_pence": 500, "min_subtotal_pence": 2500, "valid_until": "2026-12-24", "plus_only": True},
}


def _restaurant_id(value: Any) -> str | None:
    text = str(value or "").strip()
    if text.lower() in RESTAURANTS:
        return text.lower()
    for rid, r in RESTAURANTS.items():
        if r["name"].casefold() == text.casefold():
            return rid
    return None


def _unknown_restaurant(value: Any) -> dict[str, Any]:
    return {"error": f"No restaurant '{value}'. Use search_restaurants to find ids such as r_4412."}


def _eta_text(eta: tuple[int, int], start: _dt.datetime = FD_NOW) -> str:
    low, high = (start + _dt.timedelta(minutes=m) for m in eta)
    return f"{low:%H:%M}-{high:%H:%M}"


def _lines_out(lines: list[tuple[str, int]]) -> list[dict[str, Any]]:
    out = []
    for item_id, qty in lines:
        _, (_, name, _, pence, _) = ITEM_INDEX[item_id]
        out.append({"item_id": item_id, "name": name, "quantity": qty, "line_total_gbp": _gbp(pence * qty)})
    return out


def _bill(restaurant_id: str, lines: list[tuple[str, int]], tip_pence: int, discount_pence: int = 0) -> dict[str, Any]:
    r = RESTAURANTS[restaurant_id]
    subtotal = sum(ITEM_INDEX[i][1][3] * q for i, q in lines)
    delivery = 0 if r["plus"] and subtotal >= 1500 else r["delivery_fee_pence"]
    service = min(max((subtotal * 5 + 50) // 100, 50), 299)
    total = subtotal + delivery + service + tip_pence - discount_pence
    return {
        "subtotal_gbp": _gbp(subtotal),
        "delivery_fee_gbp": _gbp(delivery),
        "service_fee_gbp": _gbp(service),
        "discount_gbp": _gbp(discount_pence),
        "tip_gbp": _gbp(tip_pence),
        "total_gbp": _gbp(total),
    }


def search_restaurants(
    query: str | None = None,
    cuisine: str | None = None,
    dietary: list[str] | None = None,
    max_delivery_minutes: int | None = None,
    open_now: bool = True,
) -> dict[str, Any]:
    words = str(query or "").strip().casefold()
    rows = []
    for rid, r in RESTAURANTS.items():
        text = " ".join([r["name"], r["cuisine"], *r["keywords"], *(i[1] for i in MENUS[rid])]).casefold()
        if words and words not in text and not all(w in text for w in words.split()):
            continue
        if cuisine and r["cuisine"] != str(cuisine).lower():
            continue
        if dietary and not set(dietary) <= set(r["dietary"]):
            continue
        if max_delivery_minutes is not None and r["eta"][1] > int(max_delivery_minutes):
            continue
        if open_now is not False and not r["open_now"]:
            continue
        rows.append(
            {
                "restaurant_id": rid,
                "name": r["name"],
                "cuisine": r["cuisine"],
                "area": r["area"],
                "rating": r["rating"],
                "delivery_time": f"{r['eta'][0]}-{r['eta'][1]} min",
                "delivery_fee_gbp": _gbp(r["delivery_fee_pence"]),
                "free_delivery_over_gbp": 15.0 if r["plus"] else None,
                "min_order_gbp": _gbp(r["min_order_pence"]),
                "open_now": r["open_now"],
                "hours_today": r["hours"],
                "dietary": r["dietary"],
            }
        )
    rows.sort(key=lambda row: -row["rating"])
    return {"deliver_to": "home (M21 9EG)", "count": len(rows), "restaurants": rows}


def get_menu(restaurant_id: str, section: str | None = None) -> dict[str, Any]:
    rid = _restaurant_id(restaurant_id)
    if rid is None:
        return _unknown_restaurant(restaurant_id)
    r = RESTAURANTS[rid]
    menu = [
        {"item_id": i, "name": n, "section": s, "price_gbp": _gbp(p), "tags": t}
        for i, n, s, p, t in MENUS[rid]
        if not section or s == str(section).strip().lower()
    ]
    return {
        "restaurant_id": rid,
        "name": r["name"],
        "open_now": r["open_now"],
        "hours_today": r["hours"],
        "min_order_gbp": _gbp(r["min_order_pence"]),
        "sections": sorted({i[2] for i in MENUS[rid]}),
        "items": menu,
        "allergy_note": "Ask the restaurant about allergens via the order notes; kitchens handle nuts, gluten and dairy.",
    }


def get_order_status(order_id: str) -> dict[str, Any]:
    key = str(order_id).strip().upper()
    order = ORDERS.get(key)
    if order is None:
        return {"error": f"No order {order_id} on this account. Your current order is {ACTIVE_ORDER_ID}."}
    rid = order["restaurant_id"]
    out: dict[str, Any] = {
        "order_id": key,
        "restaurant": RESTAURANTS[rid]["name"],
        "placed_at": order["placed_at"],
        "items": _lines_out(order["lines"]),
        "deliver_to": ADDRESSES[order["address"]],
        **_bill(rid, order["lines"], order["tip_pence"]),
        "status": order["status"],
    }
    if order["status"] == "out_for_delivery":
        out.update(
            {
                "accepted_at": "2026-12-18T18:24",
                "picked_up_at": "2026-12-18T18:36",
                "rider": "Tomasz (e-bike)",
                "rider_distance_miles": 1.8,
                "estimated_arrival": "18:52",
                "delivery_instructions": None,
            }
        )
    else:
        out["delivered_at"] = order["delivered_at"]
    return out


def list_past_orders(limit: int = 5, restaurant_id: str | None = None) -> dict[str, Any]:
    rid = None
    if restaurant_id:
        rid = _restaurant_id(restaurant_id)
        if rid is None:
            return _unknown_restaurant(restaurant_id)
    rows = []
    for oid, order in sorted(ORDERS.items(), key=lambda kv: kv[1]["placed_at"], reverse=True):
        if rid and order["restaurant_id"] != rid:
            continue
        rows.append(
            {
                "order_id": oid,
                "restaurant_id": order["restaurant_id"],
                "restaurant": RESTAURANTS[order["restaurant_id"]]["name"],
                "placed_at": order["placed_at"],
                "status": order["status"],
                "delivered_at": order.get("delivered_at"),
                "deliver_to": order["address"],
                "items": _lines_out(order["lines"]),
                "total_gbp": _bill(order["restaurant_id"], order["lines"], order["tip_pence"])["total_gbp"],
                "your_rating": order["rating"],
            }
        )
    count = max(1, min(int(limit or 5), 20))
    return {"count": len(rows[:count]), "orders": rows[:count]}


def place_order(
    restaurant_id: str,
    items: list[dict[str, Any]],
    delivery: dict[str, Any],
    tip_gbp: float,
    promo_code: str | None,
) -> dict[str, Any]:
    rid = _restaurant_id(restaurant_id)
    if rid is None:
        return _unknown_restaurant(restaurant_id)
    r = RESTAURANTS[rid]
    if not r["open_now"]:
        return {"error": f"{r['name']} is closed right now (opens {r['hours'][:5]})."}
    lines: list[tuple[str, int]] = []
    for line in items or []:
        item_id = str((line or {}).get("item_id", "")).strip().lower()
        qty = int((line or {}).get("quantity") or 0)
        if item_id not in ITEM_INDEX or ITEM_INDEX[item_id][0] != rid:
            return {"error": f"Item '{item_id}' is not on the {r['name']} menu. Use get_menu for item ids."}
        if qty < 1:
            return {"error": "quantity must be at least 1"}
        lines.append((item_id, qty))
    if not lines:
        return {"error": "Add at least one item."}
    subtotal = sum(ITEM_INDEX[i][1][3] * q for i, q in lines)
    if subtotal < r["min_order_pence"]:
        return {"error": f"{r['name']} has a minimum order of £{r['min_order_pence'] / 100:.2f} (basket £{subtotal / 100:.2f})."}
    discount = 0
    if promo_code:
        promo = PROMOS.get(str(promo_code).strip().upper())
        if promo is None:
            return {"error": f"Promo code {promo_code} is not valid for this order."}
        if promo["plus_only"] and not r["plus"]:
            return {"error": f"{promo_code} only works at Munchly+ restaurants."}
        if subtotal < promo["min_subtotal_pence"]:
            return {"error": f"{promo_code} needs a food subtotal of £25.00 or more (basket £{subtotal / 100:.2f})."}
        discount = promo["discount_pence"]
    address = str((delivery or {}).get("address") or "home").lower()
    if address not in ADDRESSES:
        return {"error": "delivery.address must be 'home' or 'work'"}
    when = (delivery or {}).get("deliver_at")
    scheduled = _stamp(when) if when else None
    if when and scheduled is None:
        return {"error": "deliver_at must be a local date-time like 2026-12-18T20:30, or null for ASAP"}
    if scheduled and scheduled < FD_NOW + _dt.timedelta(minutes=45):
        return {"error": "Scheduled orders must be at least 45 minutes from now."}
    tip = max(0, round(float(tip_gbp or 0) * 100))
    return {
        "order_id": NEW_ORDER_ID,
        "status": "placed",
        "restaurant": r["name"],
        "items": _lines_out(lines),
        **_bill(rid, lines, tip, discount),
        "promo_code": str(promo_code).upper() if discount else None,
        "charged_to": "Visa ending 2209",
        "deliver_to": ADDRESSES[address],
        "delivery_instructions": (delivery or {}).get("instructions"),
        "estimated_delivery": f"{scheduled:%Y-%m-%d %H:%M}" if scheduled else _eta_text(r["eta"]),
    }


def check_promo_code(code: str, restaurant_id: str | None = None) -> dict[str, Any]:
    key = str(code).strip().upper()
    if key == "WELCOME10":
        return {"code": key, "valid": False, "reason": "WELCOME10 is for a customer's first Munchly order only."}
    if key == "PHO20":
        return {"code": key, "valid": False, "reason": "This code expired on 2026-11-30."}
    promo = PROMOS.get(key)
    if promo is None:
        return {"code": key, "valid": False, "reason": "Code not recognised."}
    out: dict[str, Any] = {
        "code": key,
        "valid": True,
        "discount_gbp": _gbp(promo["discount_pence"]),
        "min_food_subtotal_gbp": _gbp(promo["min_subtotal_pence"]),
        "valid_until": "2026-12-24T23:59",
        "applies_to": "Munchly+ restaurants only",
        "uses_left": 1,
    }
    rid = _restaurant_id(restaurant_id) if restaurant_id else None
    if rid is not None:
        out["valid_at_restaurant"] = RESTAURANTS[rid]["plus"]
    return out


def cancel_order(order_id: str, reason: str = "other") -> dict[str, Any]:
    key = str(order_id).strip().upper()
    order = ORDERS.get(key)
    if order is None:
        return {"error": f"No order {order_id} on this account."}
    if order["status"] == "delivered":
        return {"error": f"{key} was delivered on {order['delivered_at'][:10]}; use report_problem for issues with it."}
    bill = _bill(order["restaurant_id"], order["lines"], order["tip_pence"])
    return {
        "order_id": key,
        "status": "cancelled",
        "reason": reason,
        "refund_gbp": round(bill["service_fee_gbp"] + bill["tip_gbp"], 2),
        "refund_covers": "service fee and rider tip",
        "not_refunded_gbp": bill["subtotal_gbp"],
        "note": "The restaurant had already accepted and cooked this order and the rider has collected it, so the food "
        "cost is not refunded. Refund to Visa ending 2209 in 3-5 working days.",
    }


def report_problem(
    order_id: str,
    issue: str,
    item_ids: list[str] | None = None,
    details: str | None = None,
    refund_to: str = "card",
) -> dict[str, Any]:
    key = str(order_id).strip().upper()
    order = ORDERS.get(key)
    if order is None:
        return {"error": f"No order {order_id} on this account."}
    if order["status"] != "delivered":
        return {"error": f"{key} hasn't been delivered yet (rider arriving about 18:52). Report problems after delivery."}
    delivered = _stamp(order["delivered_at"])
    if delivered is None or FD_NOW - delivered > _dt.timedelta(hours=48):
        return {"error": f"Problems must be reported within 48 hours of delivery; {key} was delivered {order['delivered_at']}."}
    ordered = dict(order["lines"])
    wanted = [str(i).strip().lower() for i in item_ids or []]
    base = {
        "report_id": "RP-5530912",
        "order_id": key,
        "issue": issue,
        "details": details,
        "refund_to": "Munchly credit" if refund_to == "munchly_credit" else "Visa ending 2209",
        "refund_arrives": "instantly" if refund_to == "munchly_credit" else "3-5 working days",
    }
    if issue in ("missing_item", "wrong_item"):
        if not wanted:
            return {"error": "For a missing or wrong item, list the item_ids (from the order) that were affected."}
        unknown = [i for i in wanted if i not in ordered]
        if unknown:
            return {"error": f"Item(s) {unknown} are not in order {key}. Items: {sorted(ordered)}"}
        refund = sum(ITEM_INDEX[i][1][3] for i in wanted)
        names = [ITEM_INDEX[i][1][1] for i in wanted]
        return {**base, "items": names, "status": "refund_approved", "refund_gbp": _gbp(refund)}
    return {**base, "status": "under_review", "refund_gbp": None, "decision_within": "24 hours"}


def rate_order(order_id: str, stars: int, comment: str | None = None) -> dict[str, Any]:
    key = str(order_id).strip().upper()
    order = ORDERS.get(key)
    if order is None:
        return {"error": f"No order {order_id} on this account."}
    if order["status"] != "delivered":
        return {"error": "You can rate an order once it has been delivered."}
    if int(stars) not in (1, 2, 3, 4, 5):
        return {"error": "stars must be 1-5"}
    return {
        "order_id": key,
        "restaurant": RESTAURANTS[order["restaurant_id"]]["name"],
        "stars": int(stars),
        "comment": comment,
        "previous_rating": order["rating"],
        "status": "saved",
        "thanks": "Thanks! Your rating is shared with the restaurant.",
    }


def update_delivery_instructions(order_id: str, instructions: str) -> dict[str, Any]:
    key = str(order_id).strip().upper()
    order = ORDERS.get(key)
    if order is None:
        return {"error": f"No order {order_id} on this account."}
    if order["status"] == "delivered":
        return {"error": f"{key} has already been delivered."}
    return {
        "order_id": key,
        "delivery_instructions": str(instructions).strip(),
        "sent_to_rider": True,
        "rider": "Tomasz",
        "estimated_arrival": "18:52",
    }


ORDER_ID = {"type": "string", "description": "Munchly order id, e.g. MN-88240115"}
RESTAURANT_ID = {"type": "string", "description": "Restaurant id from search_restaurants, e.g. r_4412"}

FD_TOOLS = [
    ToolDef(
        "search_restaurants",
        "Search restaurants that deliver to the customer's home, with rating, delivery time, fees and opening hours.",
        {
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "Dish, restaurant name or keyword, e.g. 'pho' or 'Bombay Brasserie'"},
                "cuisine": {
                    "type": ["string", "null"],
                    "enum": ["indian", "vietnamese", "pizza", "healthy", "japanese", "chinese", "american", "thai", None],
                },
                "dietary": {
                    "type": "array",
                    "items": {"type": "string", "enum": ["vegetarian_options", "vegan_options", "gluten_free_options", "halal"]},
                    "description": "Restaurants must offer all of these",
                },
                "max_delivery_minutes": {"type": "integer", "minimum": 10, "description": "Upper end of the delivery estimate"},
                "open_now": {"type": "boolean", "description": "Only restaurants open now (default true)"},
            },
        },
        search_restaurants,
    ),
    ToolDef(
        "get_menu",
        "A restaurant's menu: item ids, names, sections, prices and dietary tags.",
        {
            "type": "object",
            "properties": {
                "restaurant_id": RESTAURANT_ID,
                "section": {
                    "anyOf": [{"type": "string"}, {"type": "null"}],
                    "description": "Only this section (e.g. mains); null for the whole menu",
                },
            },
            "required": ["restaurant_id"],
        },
        get_menu,
    ),
    ToolDef(
        "get_order_status",
        "Live status of an order: accepted, out for delivery (rider, distance, arrival estimate) or delivered.",
        {"type": "object", "properties": {"order_id": ORDER_ID}, "required": ["order_id"]},
        get_order_status,
    ),
    ToolDef(
        "list_past_orders",
        "The customer's orders, newest first, with items (item ids), totals, status and their rating.",
        {
            "type": "object",
            "properties": {
                "limit": {"type": "integer", "minimum": 1, "maximum": 20, "description": "Default 5"},
                "restaurant_id": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Only this restaurant"},
            },
        },
        list_past_orders,
    ),
    ToolDef(
        "place_order",
        "Place a delivery order and charge the saved card. Use item ids from get_menu or list_past_orders.",
        {
            "type": "object",
            "properties": {
                "restaurant_id": RESTAURANT_ID,
                "items": {"type": "array", "items": {"$ref": "#/$defs/order_line"}},
                "delivery": {
                    "type": "object",
                    "properties": {
                        "address": {"type": "string", "enum": ["home", "work"]},
                        "instructions": {"type": ["string", "null"], "description": "Note for the rider"},
                        "deliver_at": {
                            "type": ["string", "null"],
                            "description": "Local date-time for a scheduled order; null = as soon as possible",
                        },
                    },
                    "required": ["address", "instructions", "deliver_at"],
                    "additionalProperties": False,
                },
                "tip_gbp": {"type": "number", "description": "Rider tip in GBP; 0 for none"},
                "promo_code": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["restaurant_id", "items", "delivery", "tip_gbp", "promo_code"],
            "additionalProperties": False,
            "$defs": {
                "order_line": {
                    "type": "object",
                    "properties": {
                        "item_id": {"type": "string"},
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
        "check_promo_code",
        "Check whether a promo code is valid, what it takes off and its conditions.",
        {
            "type": "object",
            "properties": {"code": {"type": "string"}, "restaurant_id": RESTAURANT_ID},
            "required": ["code"],
        },
        check_promo_code,
    ),
    ToolDef(
        "cancel_order",
        "Cancel an order that hasn't been delivered yet. Refund depends on how far the order has got.",
        {
            "type": "object",
            "properties": {
                "order_id": ORDER_ID,
                "reason": {
                    "type": "string",
                    "enum": ["changed_mind", "ordered_by_mistake", "taking_too_long", "wrong_address", "other"],
                },
            },
            "required": ["order_id"],
        },
        cancel_order,
        act=True,
    ),
    ToolDef(
        "report_problem",
        "Report a problem with a delivered order (within 48 hours) and request a refund.",
        {
            "type": "object",
            "properties": {
                "order_id": ORDER_ID,
                "issue": {"type": "string", "enum": ["missing_item", "wrong_item", "cold_food", "damaged", "late", "other"]},
                "item_ids": {"type": "array", "items": {"type": "string"}, "description": "Affected item ids from the order"},
                "details": {"type": "string"},
                "refund_to": {"type": "string", "enum": ["card", "munchly_credit"], "description": "Default card"},
            },
            "required": ["order_id", "issue"],
        },
        report_problem,
        act=True,
    ),
    ToolDef(
        "rate_order",
        "Rate a delivered order from 1 to 5 stars, with an optional comment for the restaurant.",
        {
            "type": "object",
            "properties": {
                "order_id": ORDER_ID,
                "stars": {"type": "integer", "enum": [1, 2, 3, 4, 5]},
                "comment": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["order_id", "stars"],
        },
        rate_order,
        act=True,
    ),
    ToolDef(
        "update_delivery_instructions",
        "Change the note the rider sees for an order that is on its way.",
        {
            "type": "object",
            "properties": {"order_id": ORDER_ID, "instructions": {"type": "string"}},
            "required": ["order_id", "instructions"],
        },
        update_delivery_instructions,
        act=True,
    ),
]

FD_ACTS = ["place_order", "cancel_order", "report_problem", "rate_order", "update_delivery_instructions"]

FD_INSTRUCTIONS = """You are the in-app assistant for Munchly, a takeaway delivery app.
Today is Friday 18 December 2026, 18:40 (Manchester, UK; Europe/London).

Signed-in customer: Priya Nair (priya.nair@fastmail.co.uk). Saved card: Visa ending 2209.
Saved addresses: home = Flat 3, 27 Beech Road, Chorlton, M21 9EG (default); work = Kampus, 3rd floor, Minshull Street, M1 3HU.
Current order: MN-88240115 from Napoli Forno, placed at 18:22. Past orders are available with list_past_orders.
Priya is a Munchly+ member: free delivery on orders with a food subtotal of £15 or more at restaurants marked Munchly+.

Fees and policies:
- Service fee: 5% of the food subtotal (minimum £0.50, maximum £2.99). It pays for customer support, payment processing and running the app; the delivery fee goes towards the rider's pay. Tips go 100% to the rider.
- Orders can be cancelled free of charge until the restaurant accepts them (usually within 2-3 minutes). Once the restaurant has accepted an order, cancelling refunds only the service fee and the tip, because the food is already being made.
- Problems with a delivered order (missing or wrong items, damaged or cold food, very late) must be reported within 48 hours of delivery. Refunds go back to the card in 3-5 working days, or instantly as Munchly credit.
Only place, cancel or change orders, report problems or leave ratings when Priya asks you to."""


# =============================================================================================
# 2. habit_tracker: Streaky habit tracker (6 tools, camelCase)
# =============================================================================================

HB_NOW = _dt.datetime(2027, 1, 10, 21, 15)
HB_TODAY = HB_NOW.date()
WEEK = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
HB_WINDOW = [HB_TODAY - _dt.timedelta(days=6 - i) for i in range(7)]  # Mon 4 Jan .. Sun 10 Jan


def _history(statuses: list[str], values: list[float | None]) -> dict[str, tuple[str, float | None]]:
    return {str(d): (s, v) for d, s, v in zip(HB_WINDOW, statuses, values)}


HABITS: dict[str, dict[str, Any]] = {
    "hb_1021": {
        "name": "Drink 2L of water",
        "schedule": {"frequency": "daily", "days": WEEK},
        "target": {"amount": 2, "unit": "L"},
        "reminder": {"time": "09:00", "days": WEEK, "enabled": True},
        "before": 5,
        "best": 31,
        "history": _history(["done"] * 7, [2.0, 2.2, 2.0, 2.1, 2.0, 2.2, 2.1]),
    },
    "hb_1022": {
        "name": "Morning run",
        "schedule": {"frequency": "specific_days", "days": ["mon", "wed", "fri", "sat"]},
        "target": {"amount": 5, "unit": "km"},
        "reminder": {"time": "06:30", "days": ["mon", "wed", "fri", "sat"], "enabled": True},
        "before": 6,
        "best": 14,
        "history": _history(
            ["done", "not_scheduled", "done", "not_scheduled", "not_logged", "done", "not_scheduled"],
            [5.2, None, 5.0, None, None, 6.2, None],
        ),
    },
    "hb_1023": {
        "name": "Read 20 pages",
        "schedule": {"frequency": "daily", "days": WEEK},
        "target": {"amount": 20, "unit": "pages"},
        "reminder": {"time": "21:30", "days": WEEK, "enabled": True},
        "before": 12,
        "best": 45,
        "history": _history(["done"] * 5 + ["not_logged", "pending"], [22, 20, 31, 20, 19, None, None]),
    },
    "hb_1024": {
        "name": "Meditate 10 minutes",
        "schedule": {"frequency": "daily", "days": WEEK},
        "target": {"amount": 10, "unit": "min"},
        "reminder": {"time": None, "days": [], "enabled": False},
        "before": 33,
        "best": 40,
        "history": _history(["done"] * 7, [10, 10, 12, 10, 10, 15, 10]),
    },
    "hb_1025": {
        "name": "Italian on Duolingo",
        "schedule": {"frequency": "daily", "days": WEEK},
        "target": {"amount": 1, "unit": "lesson"},
        "reminder": {"time": "20:00", "days": WEEK, "enabled": True},
        "before": 2,
        "best": 61,
        "history": _history(["done"] * 6 + ["pending"], [1, 2, 1, 1, 1, 1, None]),
    },
}
ARCHIVED_HABITS = {"hb_0998": {"name": "No phone in bed", "archived_on": "2026-11-30", "best": 9}}

HABIT_STATS = {  # range -> (scheduled, done, skipped, total value)
    "hb_1021": {"7d": (7, 7, 0, 14.6), "30d": (30, 27, 0, 55.2), "90d": (90, 78, 2, 161.0), "365d": (118, 98, 2, 203.5)},
    "hb_1022": {"7d": (4, 3, 0, 16.4), "30d": (17, 14, 1, 74.6), "90d": (51, 40, 3, 212.3), "365d": (70, 55, 4, 291.8)},
    "hb_1023": {"7d": (7, 5, 0, 112), "30d": (30, 26, 1, 598), "90d": (90, 77, 3, 1810), "365d": (160, 139, 5, 3342)},
    "hb_1024": {"7d": (7, 7, 0, 77), "30d": (30, 30, 0, 318), "90d": (90, 84, 2, 880), "365d": (95, 89, 2, 931)},
    "hb_1025": {"7d": (7, 6, 0, 7), "30d": (30, 27, 0, 33), "90d": (90, 80, 0, 96), "365d": (210, 188, 0, 232)},
}


def _scheduled(habit: dict[str, Any], day: _dt.date) -> bool:
    return WEEK[day.weekday()] in habit["schedule"]["days"]


def _streak(habit: dict[str, Any], history: dict[str, tuple[str, float | None]]) -> int:
    count = 0
    for day in reversed(HB_WINDOW):
        if not _scheduled(habit, day):
            continue
        status = history.get(str(day), ("not_logged", None))[0]
        if status == "done":
            count += 1
        elif status in ("skipped", "pending"):
            continue
        else:
            return count
    return count + habit["before"]


def _unknown_habit(habit_id: Any) -> dict[str, Any]:
    if str(habit_id).strip() in ARCHIVED_HABITS:
        return {"error": f"Habit {habit_id} is archived. Restore it in Settings > Archived first."}
    return {"error": f"No habit '{habit_id}'. Active habits: " + ", ".join(f"{k} ({v['name']})" for k, v in HABITS.items())}


def list_habits(includeArchived: bool = False) -> dict[str, Any]:
    rows = []
    for hid, h in HABITS.items():
        rows.append(
            {
                "habitId": hid,
                "name": h["name"],
                "schedule": h["schedule"],
                "target": h["target"],
                "reminder": h["reminder"],
                "currentStreak": _streak(h, h["history"]),
                "bestStreak": h["best"],
                "today": h["history"][str(HB_TODAY)][0] if _scheduled(h, HB_TODAY) else "not_scheduled",
                "last7Days": [
                    {"date": d, "weekday": WEEK[_dt.date.fromisoformat(d).weekday()], "status": s, "value": v}
                    for d, (s, v) in h["history"].items()
                ],
            }
        )
    out: dict[str, Any] = {"today": str(HB_TODAY), "habits": rows}
    if includeArchived:
        out["archived"] = [{"habitId": k, **v} for k, v in ARCHIVED_HABITS.items()]
    return out


def log_check_in(habitId: str, date: str, status: str, value: float | None, note: str | None) -> dict[str, Any]:
    habit = HABITS.get(str(habitId).strip())
    if habit is None:
        return _unknown_habit(habitId)
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if day > HB_TODAY:
        return {"error": f"You can't check in for a future day (today is {HB_TODAY})."}
    if (HB_TODAY - day).days > 7:
        return {"error": "Check-ins can only be logged for today and the previous 7 days."}
    if status not in ("done", "skipped", "missed"):
        return {"error": "status must be done, skipped or missed"}
    history = dict(habit["history"])
    history[str(day)] = (status, value)
    streak = _streak(habit, history)
    out: dict[str, Any] = {
        "checkInId": f"ci-{70000 + sum(map(ord, str(habitId) + str(day))) % 9000}",
        "habitId": habitId,
        "habit": habit["name"],
        "date": str(day),
        "status": status,
        "value": value,
        "unit": habit["target"]["unit"],
        "note": note,
        "scheduledDay": _scheduled(habit, day),
        "currentStreak": streak,
        "bestStreak": max(habit["best"], streak),
    }
    gaps = [d for d, (s, _) in history.items() if s == "not_logged" and _dt.date.fromisoformat(d) < HB_TODAY]
    if gaps:
        out["unloggedDays"] = gaps
        out["tip"] = "Unlogged scheduled days break the streak; you can still backfill them (up to 7 days back)."
    return out


def get_habit_stats(habitId: str, range: str) -> dict[str, Any]:  # noqa: A002 (the API's parameter name)
    habit = HABITS.get(str(habitId).strip())
    if habit is None:
        return _unknown_habit(habitId)
    table = HABIT_STATS[str(habitId).strip()]
    if range not in table:
        return {"error": "range must be one of 7d, 30d, 90d, 365d"}
    scheduled, done, skipped, total = table[range]
    days = {"7d": 7, "30d": 30, "90d": 90, "365d": 365}[range]
    return {
        "habitId": habitId,
        "habit": habit["name"],
        "range": range,
        "from": str(HB_TODAY - _dt.timedelta(days=days - 1)),
        "to": str(HB_TODAY),
        "scheduledDays": scheduled,
        "done": done,
        "skipped": skipped,
        "completionRatePct": round(100 * done / (scheduled - skipped), 1),
        "total": total,
        "unit": habit["target"]["unit"],
        "currentStreak": _streak(habit, habit["history"]),
        "bestStreak": habit["best"],
    }


def create_habit(
    name: str,
    schedule: dict[str, Any],
    target: dict[str, Any] | None = None,
    reminderTime: str | None = None,
    color: str = "teal",
) -> dict[str, Any]:
    if not str(name).strip():
        return {"error": "name is required"}
    frequency = str((schedule or {}).get("frequency") or "")
    days = list((schedule or {}).get("days") or [])
    if frequency not in ("daily", "specific_days", "times_per_week"):
        return {"error": "schedule.frequency must be daily, specific_days or times_per_week"}
    if frequency == "specific_days" and not days:
        return {"error": "schedule.days is required for specific_days"}
    if frequency == "times_per_week" and not 1 <= int((schedule or {}).get("timesPerWeek") or 0) <= 6:
        return {"error": "schedule.timesPerWeek must be 1-6"}
    clock = _clock(reminderTime) if reminderTime else None
    if reminderTime and clock is None:
        return {"error": "reminderTime must be HH:MM (24h)"}
    return {
        "habitId": "hb_1026",
        "name": str(name).strip(),
        "schedule": {
            "frequency": frequency,
            "days": WEEK if frequency == "daily" else days,
            **({"timesPerWeek": schedule.get("timesPerWeek")} if frequency == "times_per_week" else {}),
        },
        "target": target,
        "reminder": {"time": f"{clock[0]:02d}:{clock[1]:02d}", "enabled": True} if clock else None,
        "color": color,
        "startsOn": "2027-01-11",
        "status": "created",
    }


def _next_reminder(clock: tuple[int, int], days: list[str]) -> str | None:
    for offset in range(8):
        day = HB_TODAY + _dt.timedelta(days=offset)
        moment = _dt.datetime(day.year, day.month, day.day, *clock)
        if WEEK[day.weekday()] in days and moment > HB_NOW:
            return moment.strftime("%a %d %b %Y, %H:%M")
    return None


def set_reminder(habitId: str, enabled: bool, time: str | None = None, days: list[str] | None = None) -> dict[str, Any]:
    habit = HABITS.get(str(habitId).strip())
    if habit is None:
        return _unknown_habit(habitId)
    current = habit["reminder"]
    chosen_days = [d for d in (days or current["days"] or habit["schedule"]["days"]) if d in WEEK]
    if not enabled:
        return {
            "habitId": habitId,
            "habit": habit["name"],
            "reminder": {"time": current["time"], "days": chosen_days, "enabled": False},
            "status": "reminder turned off",
        }
    clock = _clock(time) if time else _clock(current["time"])
    if clock is None:
        return {"error": "Give a time (HH:MM) to turn this reminder on."}
    hhmm = f"{clock[0]:02d}:{clock[1]:02d}"
    return {
        "habitId": habitId,
        "habit": habit["name"],
        "reminder": {"time": hhmm, "days": chosen_days, "enabled": True},
        "previous": current,
        "nextReminder": _next_reminder(clock, chosen_days),
        "status": "reminder saved",
    }


def archive_habit(habitId: str) -> dict[str, Any]:
    habit = HABITS.get(str(habitId).strip())
    if habit is None:
        return _unknown_habit(habitId)
    return {
        "habitId": habitId,
        "habit": habit["name"],
        "status": "archived",
        "streakAtArchive": _streak(habit, habit["history"]),
        "bestStreak": habit["best"],
        "note": "History is kept and reminders are switched off. Restore it any time from Settings > Archived.",
    }


HABIT_ID = {"type": "string", "description": "Habit id, e.g. hb_1021"}
WEEKDAY_ITEMS = {"type": "string", "enum": WEEK}

HB_TOOLS = [
    ToolDef(
        "listHabits",
        "All habits with schedule, target, reminder, current and best streak, today's status and the last 7 days.",
        {"type": "object", "properties": {"includeArchived": {"type": "boolean", "description": "Default false"}}},
        list_habits,
    ),
    ToolDef(
        "logCheckIn",
        "Log (or correct) a habit check-in for today or one of the previous 7 days.",
        {
            "type": "object",
            "properties": {
                "habitId": HABIT_ID,
                "date": {"type": "string", "description": "YYYY-MM-DD"},
                "status": {"type": "string", "enum": ["done", "skipped", "missed"]},
                "value": {
                    "type": ["number", "null"],
                    "description": "Amount in the habit's unit (km, pages, litres ...), or null",
                },
                "note": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["habitId", "date", "status", "value", "note"],
            "additionalProperties": False,
        },
        log_check_in,
        act=True,
        strict=True,
    ),
    ToolDef(
        "getHabitStats",
        "Completion rate, totals and streaks for one habit over a recent range.",
        {
            "type": "object",
            "properties": {
                "habitId": HABIT_ID,
                "range": {"type": "string", "enum": ["7d", "30d", "90d", "365d"], "description": "Days up to today"},
            },
            "required": ["habitId", "range"],
        },
        get_habit_stats,
    ),
    ToolDef(
        "createHabit",
        "Create a new habit with a schedule, an optional target and an optional daily reminder time.",
        {
            "type": "object",
            "properties": {
                "name": {"type": "string"},
                "schedule": {"$ref": "#/$defs/schedule"},
                "target": {"$ref": "#/$defs/target"},
                "reminderTime": {"type": ["string", "null"], "description": "HH:MM (24h) local time, or null for none"},
                "color": {"type": "string", "enum": ["teal", "orange", "purple", "green", "pink"]},
            },
            "required": ["name", "schedule"],
            "$defs": {
                "schedule": {
                    "type": "object",
                    "properties": {
                        "frequency": {"type": "string", "enum": ["daily", "specific_days", "times_per_week"]},
                        "days": {"type": "array", "items": WEEKDAY_ITEMS, "description": "For specific_days"},
                        "timesPerWeek": {"type": ["integer", "null"], "description": "For times_per_week (1-6)"},
                    },
                    "required": ["frequency"],
                },
                "target": {
                    "type": ["object", "null"],
                    "description": "What counts as done, e.g. 10 min; null for a simple yes/no habit",
                    "properties": {
                        "amount": {"type": "number"},
                        "unit": {"type": "string", "description": "e.g. min, km, pages, L"},
                    },
                    "required": ["amount", "unit"],
                },
            },
        },
        create_habit,
        act=True,
    ),
    ToolDef(
        "setReminder",
        "Set, change or turn off the push reminder for a habit.",
        {
            "type": "object",
            "properties": {
                "habitId": HABIT_ID,
                "enabled": {"type": "boolean"},
                "time": {"type": "string", "description": "HH:MM (24h); needed when turning a reminder on"},
                "days": {
                    "type": "array",
                    "items": WEEKDAY_ITEMS,
                    "description": "Days to remind on; omit to keep the current days",
                },
            },
            "required": ["habitId", "enabled"],
        },
        set_reminder,
        act=True,
    ),
    ToolDef(
        "archiveHabit",
        "Archive a habit: it disappears from the daily list, its history is kept.",
        {"type": "object", "properties": {"habitId": HABIT_ID}, "required": ["habitId"]},
        archive_habit,
        act=True,
    ),
]

HB_ACTS = ["logCheckIn", "createHabit", "setReminder", "archiveHabit"]

HB_INSTRUCTIONS = """You are the assistant in Streaky, a habit-tracking app.
Today is Sunday, January 10, 2027, 9:15 PM in Toronto (America/Toronto). Weeks start on Monday.

User: Marco Bianchi.
Active habits (id): Drink 2L of water (hb_1021, daily), Morning run (hb_1022, Mon/Wed/Fri/Sat, target 5 km),
Read 20 pages (hb_1023, daily), Meditate 10 minutes (hb_1024, daily), Italian on Duolingo (hb_1025, daily).
Archived: No phone in bed (hb_0998).

How Streaky works:
- A streak counts consecutive scheduled days marked done. A scheduled day left unlogged breaks the streak once that day is over; today never breaks a streak before it ends.
- Check-ins can be logged or corrected for today and the previous 7 days; backfilling a forgotten day restores the streak.
- Marking a day "skipped" (illness, travel, rest) pauses a streak instead of breaking it. Up to 4 skipped days per habit per month.
- Reminders are push notifications at a set local time on chosen days.
Only log check-ins, create habits, change reminders or archive habits when Marco asks you to."""


# =============================================================================================
# 3. karaoke: Echo Box Karaoke room bookings (4 tools, namespaced "area__action")
# =============================================================================================

KAR_NOW = _dt.datetime(2026, 12, 19, 13, 5)
NEW_BOOKING_REF = "EBX-20533"
DEPOSIT_GBP = 20

ROOMS: dict[str, dict[str, Any]] = {
    "diva": {"name": "Diva", "capacity": 6, "weekday": 30, "weekend": 40},
    "rockstar": {"name": "Rockstar", "capacity": 10, "weekday": 45, "weekend": 60},
    "neon": {"name": "Neon", "capacity": 16, "weekday": 65, "weekend": 85},
    "arena": {"name": "Arena", "capacity": 25, "weekday": 95, "weekend": 120},
}
KAR_HOLIDAYS = {"2026-12-24", "2026-12-31", "2027-01-01"}
KAR_CLOSED = {"2026-12-25": "Christmas Day"}
EXTRAS_GBP = {"prosecco_bottle": 28, "cocktail_jug": 24, "pizza_platter": 22, "nachos_sharer": 12}

KAR_BOOKED = [  # room, date, start, minutes
    ("diva", "2026-12-19", "19:00", 240),
    ("rockstar", "2026-12-19", "20:00", 210),
    ("arena", "2026-12-19", "18:00", 420),
    ("neon", "2026-12-24", "19:00", 240),
    ("rockstar", "2026-12-24", "20:00", 120),
    ("diva", "2026-12-26", "18:00", 240),
    ("rockstar", "2026-12-26", "19:00", 120),
    ("rockstar", "2026-12-29", "20:00", 120),
    ("rockstar", "2026-12-30", "20:00", 180),
    ("diva", "2027-01-07", "19:00", 120),
]

KIRSTY_BOOKING = {
    "booking_ref": "EBX-20417",
    "name": "Kirsty Doyle",
    "room_id": "rockstar",
    "room": "Rockstar",
    "room_capacity": 10,
    "date": "2026-12-29",
    "weekday": "Tuesday",
    "start": "20:00",
    "end": "22:00",
    "duration_minutes": 120,
    "guests": 8,
    "occasion": "work_party",
    "extras": [{"item": "prosecco_bottle", "quantity": 2}],
    "room_price_gbp": 90,
    "extras_gbp": 56,
    "total_gbp": 146,
    "deposit_paid_gbp": 20,
    "balance_on_the_night_gbp": 126,
    "free_cancellation_until": "2026-12-27T20:00",
    "status": "confirmed",
}


def _kar_hours(day: _dt.date) -> tuple[int, int]:
    """Opening and closing hour (closing may be 24 or 26 = past midnight)."""
    if str(day) in KAR_HOLIDAYS or day.weekday() in (4, 5):
        return 14, 26
    if day.weekday() == 6:
        return 14, 24
    return 16, 24


def _kar_rate(day: _dt.date) -> str:
    return "weekend" if str(day) in KAR_HOLIDAYS or day.weekday() in (4, 5) else "weekday"


def _kar_slot(date: str, start_time: str, duration_minutes: int) -> tuple[_dt.datetime, _dt.datetime] | dict[str, Any]:
    day = _day(date)
    clock = _clock(start_time)
    if day is None or clock is None:
        return {"error": "date must be YYYY-MM-DD and start_time HH:MM"}
    if str(day) in KAR_CLOSED:
        return {"error": f"We're closed on {KAR_CLOSED[str(day)]} ({day})."}
    start = _dt.datetime(day.year, day.month, day.day, *clock)
    if start.hour < 6:  # 00:30 means the early hours after that evening
        start += _dt.timedelta(days=1)
    if start <= KAR_NOW:
        return {"error": f"That time has passed (it is now {KAR_NOW:%Y-%m-%d %H:%M})."}
    if int(duration_minutes) not in (60, 90, 120, 150, 180, 210, 240):
        return {"error": "duration_minutes must be 60-240 in 30-minute steps"}
    end = start + _dt.timedelta(minutes=int(duration_minutes))
    opens, closes = _kar_hours(day)
    day_start = _dt.datetime(day.year, day.month, day.day)
    if start < day_start + _dt.timedelta(hours=opens) or end > day_start + _dt.timedelta(hours=closes):
        close_text = f"{closes % 24:02d}:00"
        return {"error": f"On {day:%A %d %B} we're open {opens:02d}:00-{close_text}; that slot doesn't fit."}
    return start, end


def _kar_taken(room_id: str, start: _dt.datetime, end: _dt.datetime) -> bool:
    for rid, day, begin, minutes in KAR_BOOKED:
        b = _dt.datetime.fromisoformat(f"{day}T{begin}")
        if rid == room_id and start < b + _dt.timedelta(minutes=minutes) and end > b:
            return True
    return False


def check_room_availability(date: str, start_time: str, duration_minutes: int, group_size: int) -> dict[str, Any]:
    slot = _kar_slot(date, start_time, duration_minutes)
    if isinstance(slot, dict):
        return slot
    start, end = slot
    rate = _kar_rate(_day(date))
    hours = int(duration_minutes) / 60
    available, booked, small = [], [], []
    for rid, room in ROOMS.items():
        if room["capacity"] < int(group_size):
            small.append(f"{room['name']} (holds {room['capacity']})")
        elif _kar_taken(rid, start, end):
            booked.append(room["name"])
        else:
            available.append(
                {
                    "room_id": rid,
                    "name": room["name"],
                    "capacity": room["capacity"],
                    "price_per_hour_gbp": room[rate],
                    "total_gbp": round(room[rate] * hours, 2),
                }
            )
    available.sort(key=lambda r: r["total_gbp"])
    return {
        "date": str(_day(date)),
        "weekday": f"{_day(date):%A}",
        "start": f"{start:%H:%M}",
        "end": f"{end:%H:%M}",
        "group_size": int(group_size),
        "rate": "Fri-Sat/holiday prices" if rate == "weekend" else "Sun-Thu prices",
        "available": available,
        "already_booked": booked,
        "too_small": small,
    }


def create_booking(
    room_id: str,
    date: str,
    start_time: str,
    duration_minutes: int,
    guests: int,
    occasion: str | None,
    extras: list[dict[str, Any]],
) -> dict[str, Any]:
    room = ROOMS.get(str(room_id).strip().lower())
    if room is None:
        return {"error": f"No room '{room_id}'. Rooms: diva, rockstar, neon, arena."}
    slot = _kar_slot(date, start_time, duration_minutes)
    if isinstance(slot, dict):
        return slot
    start, end = slot
    if int(guests) > room["capacity"]:
        return {"error": f"{room['name']} holds up to {room['capacity']} people."}
    if int(guests) < 1:
        return {"error": "guests must be at least 1"}
    if _kar_taken(str(room_id).strip().lower(), start, end):
        return {"error": f"{room['name']} is already booked at that time. Use rooms__check_availability."}
    extras_total = 0
    extras_out = []
    for extra in extras or []:
        item = str((extra or {}).get("item", ""))
        qty = int((extra or {}).get("quantity") or 0)
        if item not in EXTRAS_GBP or qty < 1:
            return {"error": f"Unknown extra '{item}' or bad quantity."}
        extras_total += EXTRAS_GBP[item] * qty
        extras_out.append({"item": item, "quantity": qty, "price_gbp": EXTRAS_GBP[item] * qty})
    room_price = round(room[_kar_rate(_day(date))] * int(duration_minutes) / 60, 2)
    total = room_price + extras_total
    return {
        "booking_ref": NEW_BOOKING_REF,
        "status": "confirmed",
        "room": room["name"],
        "date": str(_day(date)),
        "start": f"{start:%H:%M}",
        "end": f"{end:%H:%M}",
        "guests": int(guests),
        "occasion": occasion,
        "extras": extras_out,
        "room_price_gbp": room_price,
        "extras_gbp": extras_total,
        "total_gbp": total,
        "deposit_charged_gbp": DEPOSIT_GBP,
        "card": "Mastercard ending 6120",
        "balance_on_the_night_gbp": total - DEPOSIT_GBP,
        "free_cancellation_until": f"{start - _dt.timedelta(hours=48):%Y-%m-%dT%H:%M}",
        "confirmation_sent_to": "kirsty.doyle@outlook.com",
    }


def get_booking(booking_ref: str) -> dict[str, Any]:
    if str(booking_ref).strip().upper() != KIRSTY_BOOKING["booking_ref"]:
        return {"error": f"No booking {booking_ref} for Kirsty Doyle. Her booking is EBX-20417."}
    return dict(KIRSTY_BOOKING)


def cancel_booking(booking_ref: str) -> dict[str, Any]:
    if str(booking_ref).strip().upper() != KIRSTY_BOOKING["booking_ref"]:
        return {"error": f"No booking {booking_ref} for Kirsty Doyle. Her booking is EBX-20417."}
    return {
        "booking_ref": "EBX-20417",
        "status": "cancelled",
        "room": "Rockstar",
        "date": "2026-12-29",
        "deposit_refunded_gbp": 20,
        "refund_to": "Mastercard ending 6120, within 5 working days",
        "policy": "Cancelled more than 48 hours before the start, so the deposit is refunded in full.",
    }


DURATION = {"type": "integer", "enum": [60, 90, 120, 150, 180, 210, 240], "description": "Length in minutes"}
KAR_DATE = {"type": "string", "description": "YYYY-MM-DD"}
KAR_START = {"type": "string", "description": "Start time HH:MM (24h)"}

KAR_TOOLS = [
    ToolDef(
        "rooms__check_availability",
        "Which private karaoke rooms are free for a group at a date, start time and length, with prices.",
        {
            "type": "object",
            "properties": {
                "date": KAR_DATE,
                "start_time": KAR_START,
                "duration_minutes": DURATION,
                "group_size": {"type": "integer", "minimum": 1},
            },
            "required": ["date", "start_time", "duration_minutes", "group_size"],
        },
        check_room_availability,
    ),
    ToolDef(
        "bookings__create",
        "Book a private room. Charges the £20 deposit to the customer's saved card; the rest is paid on the night.",
        {
            "type": "object",
            "properties": {
                "room_id": {"type": "string", "enum": list(ROOMS)},
                "date": KAR_DATE,
                "start_time": KAR_START,
                "duration_minutes": DURATION,
                "guests": {"type": "integer"},
                "occasion": {
                    "anyOf": [
                        {"type": "string", "enum": ["birthday", "hen_or_stag", "work_party", "other"]},
                        {"type": "null"},
                    ]
                },
                "extras": {
                    "type": "array",
                    "description": "Pre-ordered extras; [] for none",
                    "items": {
                        "type": "object",
                        "properties": {
                            "item": {"type": "string", "enum": list(EXTRAS_GBP)},
                            "quantity": {"type": "integer"},
                        },
                        "required": ["item", "quantity"],
                        "additionalProperties": False,
                    },
                },
            },
            "required": ["room_id", "date", "start_time", "duration_minutes", "guests", "occasion", "extras"],
            "additionalProperties": False,
        },
        create_booking,
        act=True,
        strict=True,
    ),
    ToolDef(
        "bookings__get",
        "Details of one of the customer's bookings: room, date, times, guests, extras, amounts paid and due.",
        {
            "type": "object",
            "properties": {"booking_ref": {"type": "string", "description": "e.g. EBX-20417"}},
            "required": ["booking_ref"],
        },
        get_booking,
    ),
    ToolDef(
        "bookings__cancel",
        "Cancel one of the customer's bookings (the deposit is refunded if it is 48+ hours before the start).",
        {"type": "object", "properties": {"booking_ref": {"type": "string"}}, "required": ["booking_ref"]},
        cancel_booking,
        act=True,
    ),
]

KAR_ACTS = ["bookings__create", "bookings__cancel"]

KAR_INSTRUCTIONS = """You are the booking assistant for Echo Box Karaoke, 212 Sauchiehall Street, Glasgow.
Today is Saturday 19 December 2026, 13:05 (Glasgow, UK; Europe/London).

Signed-in customer: Kirsty Doyle (kirsty.doyle@outlook.com), saved card Mastercard ending 6120. Her upcoming booking: EBX-20417.

Private rooms (id, holds up to, price per hour Sun-Thu / Fri-Sat): Diva (diva, 6 people, £30 / £40), Rockstar (rockstar, 10, £45 / £60),
Neon (neon, 16, £65 / £85), Arena (arena, 25, £95 / £120). Christmas Eve, Hogmanay (31 Dec) and New Year's Day are charged at Fri-Sat prices.
Opening hours: Mon-Thu 16:00-00:00, Fri-Sat 14:00-02:00, Sun 14:00-00:00; 24 Dec, 31 Dec and 1 Jan 14:00-02:00; closed on Christmas Day.
Bookings last 1 to 4 hours in 30-minute steps. A £20 deposit is charged when booking; the rest is paid on the night.
Extras to pre-order: bottle of prosecco £28, cocktail jug £24, pizza platter £22, nachos sharer £12.

Policies:
- Free cancellation up to 48 hours before the start time; after that the £20 deposit is kept.
- Under-18s are welcome until 20:00 when accompanied by an adult; after 20:00 it is over-18s only (ID checked at the door).
- No outside food or drink, except a birthday cake (no charge; we bring plates and candles).
Only make or cancel bookings when the customer asks you to."""


# =============================================================================================
# 4. gift_cards: Giftwise gift-card wallet (3 tools, PascalCase)
# =============================================================================================

GC_TODAY = _dt.date(2026, 12, 21)

WALLET = [
    {
        "cardId": "GW-4417-0093",
        "brand": "Brown Thomas",
        "originalValueEur": 50.00,
        "balanceEur": 32.50,
        "expires": "2029-03-31",
        "from": "Ciara (birthday)",
    },
    {
        "cardId": "GW-8812-5530",
        "brand": "One4all",
        "originalValueEur": 100.00,
        "balanceEur": 100.00,
        "expires": "2031-12-15",
        "from": "Kestrel Analytics Ltd (staff Christmas gift)",
    },
    {
        "cardId": "GW-2209-7716",
        "brand": "Eason",
        "originalValueEur": 25.00,
        "balanceEur": 3.20,
        "expires": "2027-01-15",
        "from": "Gran",
    },
    {
        "cardId": "GW-6031-2284",
        "brand": "Avoca",
        "originalValueEur": 40.00,
        "balanceEur": 0.00,
        "expires": "2028-05-01",
        "from": "Declan & the team (leaving gift)",
    },
]

CARD_ACTIVITY = {
    "GW-4417-0093": [
        {"date": "2026-10-03", "type": "loaded", "amountEur": 50.00, "where": "Gift from Ciara", "balanceAfterEur": 50.00},
        {
            "date": "2026-11-28",
            "type": "spent",
            "amountEur": -12.00,
            "where": "Brown Thomas, Grafton Street",
            "balanceAfterEur": 38.00,
        },
        {"date": "2026-12-12", "type": "spent", "amountEur": -5.50, "where": "Brown Thomas, Dundrum", "balanceAfterEur": 32.50},
    ],
    "GW-8812-5530": [
        {
            "date": "2026-12-15",
            "type": "loaded",
            "amountEur": 100.00,
            "where": "Kestrel Analytics Ltd",
            "balanceAfterEur": 100.00,
        },
    ],
    "GW-2209-7716": [
        {"date": "2025-01-15", "type": "loaded", "amountEur": 25.00, "where": "Gift from Gran", "balanceAfterEur": 25.00},
        {
            "date": "2025-03-08",
            "type": "spent",
            "amountEur": -14.99,
            "where": "Eason, O'Connell Street",
            "balanceAfterEur": 10.01,
        },
        {"date": "2026-08-20", "type": "spent", "amountEur": -6.81, "where": "Eason, Dún Laoghaire", "balanceAfterEur": 3.20},
    ],
    "GW-6031-2284": [
        {
            "date": "2024-06-01",
            "type": "loaded",
            "amountEur": 40.00,
            "where": "Gift from Declan & the team",
            "balanceAfterEur": 40.00,
        },
        {"date": "2024-07-13", "type": "spent", "amountEur": -40.00, "where": "Avoca, Kilmacanogue", "balanceAfterEur": 0.00},
    ],
}

GC_BRANDS = ["One4all", "Brown Thomas", "Eason", "Avoca", "Arnotts", "Dunnes Stores"]


def get_wallet(includeEmpty: bool = False) -> dict[str, Any]:
    cards = []
    for card in WALLET:
        if card["balanceEur"] <= 0 and not includeEmpty:
            continue
        days = (_dt.date.fromisoformat(card["expires"]) - GC_TODAY).days
        cards.append({**card, "daysToExpiry": days, "expiringSoon": days <= 60})
    return {
        "owner": "Aoife Brennan",
        "cards": cards,
        "totalBalanceEur": round(sum(c["balanceEur"] for c in cards), 2),
        "hiddenEmptyCards": 0 if includeEmpty else sum(1 for c in WALLET if c["balanceEur"] <= 0),
    }


def get_card_activity(cardId: str, limit: int = 10) -> dict[str, Any]:
    key = str(cardId).strip().upper()
    if key not in CARD_ACTIVITY:
        return {"error": f"No card {cardId} in this wallet. Card ids look like GW-4417-0093; use GetWallet."}
    card = next(c for c in WALLET if c["cardId"] == key)
    rows = list(reversed(CARD_ACTIVITY[key]))[: max(1, int(limit or 10))]
    return {"cardId": key, "brand": card["brand"], "balanceEur": card["balanceEur"], "activity": rows}


def send_gift_card(
    recipient: dict[str, Any],
    brand: str,
    amountEur: float,
    deliverOn: str | None,
    message: str | None,
    payWith: str,
) -> dict[str, Any]:
    email = str((recipient or {}).get("email") or "").strip().lower()
    name = str((recipient or {}).get("name") or "").strip()
    if not re.fullmatch(r"[^@\s]+@[^@\s]+\.[a-z]{2,}", email):
        return {"error": f"'{email}' is not a valid email address for the recipient."}
    if brand not in GC_BRANDS:
        return {"error": f"We don't sell {brand} cards. Brands: " + ", ".join(GC_BRANDS)}
    amount = float(amountEur)
    top = 500 if brand == "One4all" else 250
    if not 10 <= amount <= top:
        return {"error": f"{brand} cards are €10-€{top}."}
    when = _day(deliverOn) if deliverOn else GC_TODAY
    if when is None:
        return {"error": "deliverOn must be YYYY-MM-DD or null to send now"}
    if when < GC_TODAY or (when - GC_TODAY).days > 366:
        return {"error": "deliverOn must be between today and 12 months ahead."}
    return {
        "orderId": "GWO-559214",
        "status": "sent" if when == GC_TODAY else "scheduled",
        "brand": brand,
        "amountEur": round(amount, 2),
        "serviceFeeEur": 1.50,
        "totalChargedEur": round(amount + 1.50, 2),
        "paidWith": "Apple Pay" if payWith == "apple_pay" else "Visa ending 8841",
        "recipient": {"name": name, "email": email},
        "delivery": "emailed now" if when == GC_TODAY else f"emailed at 09:00 on {when:%A %d %B %Y}",
        "deliverOn": str(when),
        "message": message,
    }


GC_TOOLS = [
    ToolDef(
        "GetWallet",
        "The user's gift cards with brand, balance, expiry date and days to expiry.",
        {
            "type": "object",
            "properties": {"includeEmpty": {"type": "boolean", "description": "Also show cards with no balance left"}},
        },
        get_wallet,
    ),
    ToolDef(
        "GetCardActivity",
        "Where and when one card was loaded and spent, newest first.",
        {
            "type": "object",
            "properties": {
                "cardId": {"type": "string", "description": "e.g. GW-4417-0093 (from GetWallet)"},
                "limit": {"type": "integer", "minimum": 1, "maximum": 50},
            },
            "required": ["cardId"],
        },
        get_card_activity,
    ),
    ToolDef(
        "SendGiftCard",
        "Buy a digital gift card and email it to someone, now or on a chosen date. Charges the amount plus a €1.50 fee.",
        {
            "type": "object",
            "properties": {
                "recipient": {
                    "type": "object",
                    "properties": {
                        "name": {"type": "string"},
                        "email": {"type": "string"},
                        "phone": {"type": ["string", "null"], "description": "For an SMS heads-up; null for none"},
                    },
                    "required": ["name", "email", "phone"],
                    "additionalProperties": False,
                },
                "brand": {"type": "string", "enum": GC_BRANDS},
                "amountEur": {"type": "number"},
                "deliverOn": {
                    "anyOf": [{"type": "string", "description": "YYYY-MM-DD"}, {"type": "null"}],
                    "description": "Date to email it (09:00); null = send now",
                },
                "message": {"type": ["string", "null"]},
                "payWith": {"type": "string", "enum": ["visa_8841", "apple_pay"]},
            },
            "required": ["recipient", "brand", "amountEur", "deliverOn", "message", "payWith"],
            "additionalProperties": False,
        },
        send_gift_card,
        act=True,
        strict=True,
    ),
]

GC_INSTRUCTIONS = """You are the assistant in Giftwise, a gift-card wallet app.
Today is Monday 21 December 2026, 10:10 (Dublin, Ireland; Europe/Dublin). Amounts are in euro.

Signed-in user: Aoife Brennan (aoife.brennan@gmail.com). Saved payment: Visa ending 8841 (payWith visa_8841); Apple Pay is also set up.
Her gift cards are in the wallet (GetWallet); card ids look like GW-4417-0093.

Sending gift cards: One4all (€10-€500), Brown Thomas, Eason, Avoca, Arnotts and Dunnes Stores (€10-€250 each). Each card sent costs a
€1.50 service fee. Cards are emailed at 09:00 on the chosen delivery date, or straight away if no date is given, up to 12 months ahead.

Policies:
- Gift cards can't be exchanged for cash or refunded. A card with less than €5 left can be donated to Barnardos from the card's screen (tap ··· > Donate balance).
- Expiry dates are set by each brand and shown on the card; any balance left is lost after the expiry date.
Only send gift cards when Aoife asks you to."""


# =============================================================================================
# 5. baby_tracker: Little Log baby diary (1 tool, kebab-case)
# =============================================================================================

BABY_NOW = _dt.datetime(2027, 1, 6, 3, 20)
LAST_FEED = _dt.datetime(2027, 1, 5, 23, 40)


def _gap(later: _dt.datetime, earlier: _dt.datetime) -> str:
    minutes = int((later - earlier).total_seconds() // 60)
    return f"{minutes // 60} h {minutes % 60} min"


def log_baby_event(
    type: str,  # noqa: A002 (the API's parameter name)
    startedAt: str,
    feed: dict[str, Any] | None,
    nappy: str | None,
    sleepMinutes: int | None,
    medicine: dict[str, Any] | None,
    note: str | None,
) -> dict[str, Any]:
    when = _stamp(startedAt)
    if when is None and _day(startedAt) == BABY_NOW.date():
        when = BABY_NOW
    if when is None:
        return {"error": "startedAt must be a local date-time like 2027-01-06T03:15"}
    if when > BABY_NOW + _dt.timedelta(minutes=5):
        return {"error": f"startedAt is in the future (it is {BABY_NOW:%Y-%m-%d %H:%M} now)."}
    if BABY_NOW - when > _dt.timedelta(days=7):
        return {"error": "Events can be logged up to 7 days back."}
    out: dict[str, Any] = {
        "saved": True,
        "baby": "Mila",
        "type": type,
        "startedAt": when.strftime("%Y-%m-%dT%H:%M"),
        "note": note,
    }
    if type == "feed":
        method = str((feed or {}).get("method") or "")
        amount = (feed or {}).get("amountMl")
        duration = (feed or {}).get("durationMin")
        if method not in ("breast_left", "breast_right", "bottle_formula", "bottle_expressed"):
            return {"error": "A feed needs feed.method (breast_left, breast_right, bottle_formula or bottle_expressed)."}
        if method.startswith("bottle") and not amount:
            return {"error": "Bottle feeds need feed.amountMl."}
        if method.startswith("breast") and not duration:
            return {"error": "Breastfeeds need feed.durationMin."}
        out["feed"] = {"method": method, "amountMl": amount, "durationMin": duration}
        out["sincePreviousFeed"] = _gap(when, LAST_FEED) if when > LAST_FEED else None
    elif type == "nappy":
        if nappy not in ("wet", "dirty", "both"):
            return {"error": "A nappy event needs nappy: wet, dirty or both."}
        out["nappy"] = nappy
        out["nappiesLast24h"] = {"wet": 6 + (nappy in ("wet", "both")), "dirty": 2 + (nappy in ("dirty", "both"))}
    elif type == "sleep":
        out["sleepMinutes"] = sleepMinutes
        out["sleepStatus"] = "asleep now (end it later)" if sleepMinutes is None else "finished"
    elif type == "medicine":
        if not medicine or not str(medicine.get("name") or "").strip():
            return {"error": "A medicine event needs medicine.name and medicine.doseMl."}
        out["medicine"] = medicine
    else:
        return {"error": "type must be feed, nappy, sleep or medicine"}
    out["eventId"] = f"ev-{50000 + (when.hour * 60 + when.minute) * 7 % 9000 + len(type)}"
    return out


BABY_TOOLS = [
    ToolDef(
        "log-baby-event",
        "Log one event in the baby's diary: a feed, a nappy change, a sleep, or a dose of medicine.",
        {
            "type": "object",
            "properties": {
                "type": {"type": "string", "enum": ["feed", "nappy", "sleep", "medicine"]},
                "startedAt": {"type": "string", "description": "Local date-time YYYY-MM-DDTHH:MM"},
                "feed": {"$ref": "#/$defs/feed"},
                "nappy": {
                    "type": ["string", "null"],
                    "enum": ["wet", "dirty", "both", None],
                    "description": "Only for type nappy",
                },
                "sleepMinutes": {"type": ["integer", "null"], "description": "Only for type sleep; null while still asleep"},
                "medicine": {
                    "anyOf": [
                        {
                            "type": "object",
                            "properties": {"name": {"type": "string"}, "doseMl": {"type": "number"}},
                            "required": ["name", "doseMl"],
                            "additionalProperties": False,
                        },
                        {"type": "null"},
                    ],
                    "description": "Only for type medicine",
                },
                "note": {"type": ["string", "null"]},
            },
            "required": ["type", "startedAt", "feed", "nappy", "sleepMinutes", "medicine", "note"],
            "additionalProperties": False,
            "$defs": {
                "feed": {
                    "type": ["object", "null"],
                    "description": "Only for type feed; null otherwise",
                    "properties": {
                        "method": {
                            "type": "string",
                            "enum": ["breast_left", "breast_right", "bottle_formula", "bottle_expressed"],
                        },
                        "amountMl": {"type": ["integer", "null"], "description": "Bottle feeds: millilitres drunk"},
                        "durationMin": {"type": ["integer", "null"], "description": "Breastfeeds: minutes on that side"},
                    },
                    "required": ["method", "amountMl", "durationMin"],
                    "additionalProperties": False,
                }
            },
        },
        log_baby_event,
        act=True,
        strict=True,
    ),
]

BABY_INSTRUCTIONS = """You are Little Log, the assistant in a baby diary app.
Today is Wednesday 6 January 2027, 03:20 (Cardiff, UK; Europe/London).

Parent signed in: Owen Price. Baby: Mila, born 21 October 2026 (11 weeks old); she weighed 5.4 kg at her 8-week check.
Last logged events: bottle of expressed milk, 100 ml, at 23:40 yesterday; wet nappy at 23:55; asleep from 00:10.

When the parent tells you about a feed, nappy, sleep or medicine, log it with log-baby-event, one event per call (each breast
side is its own feed). Use the current time when they say "just now" or give no time.
Feeding guidance the app shows (NHS): babies under 6 months usually need about 150-200 ml of milk per kg of body weight a day,
spread over 6-8 feeds or more; feed responsively and ask the health visitor if you're worried.
You are not a medical professional. A fever of 38°C or more in a baby under 3 months: call the GP or NHS 111 Wales straight away."""


DOMAINS = [
    Domain("food_delivery", FD_TOOLS, FD_INSTRUCTIONS),
    Domain("habit_tracker", HB_TOOLS, HB_INSTRUCTIONS),
    Domain("karaoke", KAR_TOOLS, KAR_INSTRUCTIONS),
    Domain("gift_cards", GC_TOOLS, GC_INSTRUCTIONS),
    Domain("baby_tracker", BABY_TOOLS, BABY_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================

EIGHT_PM = said("20:00", "8pm", "8 pm", "8:00", "8.00", "8 p.m.", "eight o'clock")
FD_NOT_ORDERING = ["cancel_order", "report_problem", "rate_order", "update_delivery_instructions"]
HB_KEEP = {"forbid": ["createHabit", "setReminder", "archiveHabit"]}

CASES = [
    # ---------------------------------------------------------------- food_delivery (12)
    Case(
        "ah_fd_vietnamese_fast",
        "food_delivery",
        "direct",
        [
            Turn(
                "any vietnamese places that can get to me in under half an hour?",
                calls=[ExpectCall("search_restaurants", {"cuisine": "vietnamese"})],
                forbid=FD_ACTS,
                answer_has=[said("Pho Minh")],
            ),
        ],
        features=("enum", "nullable_type_list", "integer", "10_tools", "snake_names"),
    ),
    Case(
        "ah_fd_rider_buzzer",
        "food_delivery",
        "direct",
        [
            Turn(
                "tell the rider to buzz flat 3, the main door bell is broken",
                calls=[
                    ExpectCall(
                        "update_delivery_instructions", {"order_id": ACTIVE_ORDER_ID, "instructions": matches(r"flat\s*3")}
                    )
                ],
                allow=["get_order_status"],
                forbid=["place_order", "cancel_order", "report_problem", "rate_order"],
            ),
        ],
        features=("10_tools", "snake_names"),
    ),
    Case(
        "ah_fd_green_bowl_vegan",
        "food_delivery",
        "polite",
        [
            Turn(
                "Hi! Could you show me which of the mains at Green Bowl Kitchen are vegan, please?",
                calls=[ExpectCall("get_menu", {"restaurant_id": "r_2288"})],
                allow=["search_restaurants"],
                forbid=FD_ACTS,
                answer_has=[said("Falafel"), said("Teriyaki")],
            ),
        ],
        features=("nullable_anyof", "10_tools", "snake_names"),
    ),
    Case(
        "ah_fd_pizza_where",
        "food_delivery",
        "indirect",
        [
            Turn(
                "it's been nearly 20 minutes... is the pizza anywhere close yet??",
                calls=[ExpectCall("get_order_status", {"order_id": ACTIVE_ORDER_ID})],
                forbid=FD_ACTS,
                answer_has=[said("18:52", "6:52")],
            ),
        ],
        features=("10_tools", "snake_names"),
    ),
    Case(
        "ah_fd_service_fee",
        "food_delivery",
        "no_tool",
        [
            Turn(
                "why am I paying a service fee on top of the delivery fee? what's it actually for?",
                allow=["get_order_status"],
                forbid=FD_ACTS,
                answer_has=[said("support", "payment", "running the app")],
            ),
        ],
        features=("10_tools", "snake_names"),
    ),
    Case(
        "ah_fd_cancel_rules",
        "food_delivery",
        "no_tool",
        [
            Turn(
                "if I cancel an order after the restaurant has already accepted it, do I still get charged?",
                allow=["get_order_status"],
                forbid=FD_ACTS,
                answer_has=[said("service fee", "food", "tip")],
            ),
        ],
        features=("10_tools", "snake_names"),
    ),
    Case(
        "ah_fd_pizza_vague",
        "food_delivery",
        "underspecified",
        [
            Turn(
                "order me a pizza",
                allow=["search_restaurants", "get_menu", "list_past_orders"],
                forbid=FD_ACTS,
                clarify=True,
            ),
        ],
        features=("10_tools", "snake_names"),
    ),
    Case(
        "ah_fd_reorder_last_night",
        "food_delivery",
        "chained",
        [
            Turn(
                "can you reorder exactly what I had from Bombay Brasserie last night? same address",
                calls=[
                    ExpectCall("list_past_orders"),
                    ExpectCall(
                        "place_order",
                        {
                            "restaurant_id": "r_4412",
                            "items": items(
                                fields(item_id="bb-202", quantity=number(1)),
                                fields(item_id="bb-204", quantity=number(1)),
                                fields(item_id="bb-303", quantity=number(1)),
                                fields(item_id="bb-301", quantity=number(1)),
                                fields(item_id="bb-401", quantity=number(1)),
                            ),
                            "delivery": fields(address="home"),
                        },
                    ),
                ],
                allow=["get_menu", "search_restaurants", "get_order_status"],
                forbid=FD_NOT_ORDERING,
                answer_has=[said("MN-88241908")],
            ),
        ],
        features=("strict", "ref", "array_objects", "nested", "nullable_type_list", "10_tools", "snake_names"),
    ),
    Case(
        "ah_fd_missing_lassi",
        "food_delivery",
        "chained",
        [
            Turn(
                "the mango lassi never turned up with last night's curry. can I get my money back for it? "
                "just put it back on my card",
                calls=[
                    ExpectCall("list_past_orders"),
                    ExpectCall(
                        "report_problem",
                        {"order_id": "MN-88231760", "issue": "missing_item", "item_ids": items("bb-401")},
                    ),
                ],
                allow=["get_order_status", "get_menu"],
                forbid=["place_order", "cancel_order", "rate_order", "update_delivery_instructions"],
                answer_has=[said_number(3.5)],
            ),
        ],
        features=("enum", "array", "10_tools", "snake_names"),
    ),
    Case(
        "ah_fd_cancel_and_pho",
        "food_delivery",
        "multi_intent",
        [
            Turn(
                "cancel the pizza, not in the mood anymore. get me a tofu pho and some summer rolls from Pho Minh instead, "
                "to home",
                calls=[
                    ExpectCall("cancel_order", {"order_id": ACTIVE_ORDER_ID}),
                    ExpectCall(
                        "place_order",
                        {
                            "restaurant_id": "r_3390",
                            "items": items(
                                fields(item_id="pm-12", quantity=number(1)), fields(item_id="pm-01", quantity=number(1))
                            ),
                            "delivery": fields(address="home"),
                        },
                    ),
                ],
                allow=["get_menu", "search_restaurants", "get_order_status"],
                forbid=["report_problem", "rate_order", "update_delivery_instructions"],
                answer_has=[said("MN-88241908"), said_any_number(3.42, 28.4)],
            ),
        ],
        features=("strict", "ref", "array_objects", "nested", "enum", "10_tools", "snake_names"),
    ),
    Case(
        "ah_fd_rate_pho",
        "food_delivery",
        "multi_turn",
        [
            Turn(
                "what did I get from pho minh last time?",
                calls=[ExpectCall("list_past_orders")],
                allow=["search_restaurants"],
                forbid=FD_ACTS,
                answer_has=[said("Pho bo", "beef")],
            ),
            Turn(
                "give that 5 stars, the broth was amazing",
                calls=[ExpectCall("rate_order", {"order_id": "MN-88120031", "stars": number(5)})],
                allow=["list_past_orders"],
                forbid=["place_order", "cancel_order", "report_problem", "update_delivery_instructions"],
            ),
        ],
        features=("integer_enum", "nullable_anyof", "10_tools", "snake_names"),
    ),
    Case(
        "ah_fd_promo_then_order",
        "food_delivery",
        "multi_turn",
        [
            Turn(
                "is the code XMAS5 still good?",
                calls=[ExpectCall("check_promo_code", {"code": "XMAS5"})],
                forbid=FD_ACTS,
                answer_has=[said("24 December", "24 Dec", "December 24", "Dec 24", "24th", "2026-12-24", "24/12")],
            ),
            Turn(
                "nice. then get me 2 margheritas and a tiramisu from Napoli Forno with it, delivered home",
                calls=[
                    ExpectCall(
                        "place_order",
                        {
                            "restaurant_id": "r_5107",
                            "items": items(
                                fields(item_id="nf-01", quantity=number(2)), fields(item_id="nf-30", quantity=number(1))
                            ),
                            "promo_code": "XMAS5",
                            "delivery": fields(address="home"),
                        },
                    )
                ],
                allow=["get_menu", "search_restaurants", "check_promo_code"],
                forbid=FD_NOT_ORDERING,
                answer_has=[said("MN-88241908")],
            ),
        ],
        features=("strict", "ref", "array_objects", "nullable_anyof", "number", "10_tools", "snake_names"),
    ),
    # ---------------------------------------------------------------- habit_tracker (10)
    Case(
        "ah_hb_friday_run",
        "habit_tracker",
        "direct",
        [
            Turn(
                "log my run from friday, 5.4k",
                calls=[
                    ExpectCall(
                        "logCheckIn",
                        {"habitId": "hb_1022", "date": date("2027-01-08"), "status": "done", "value": number(5.4)},
                    )
                ],
                allow=["listHabits"],
                **HB_KEEP,
            ),
        ],
        features=("strict", "date", "number", "enum", "nullable_type_list", "camel_names"),
    ),
    Case(
        "ah_hb_new_stretch",
        "habit_tracker",
        "direct",
        [
            Turn(
                "add a new habit: stretch for 10 minutes every weekday, and remind me at 7am",
                calls=[
                    ExpectCall(
                        "createHabit",
                        {
                            "name": contains("stretch"),
                            "schedule": fields(frequency="specific_days", days=items("mon", "tue", "wed", "thu", "fri")),
                            "target": fields(amount=number(10)),
                            "reminderTime": time_of_day("07:00"),
                        },
                    )
                ],
                allow=["listHabits"],
                forbid=["logCheckIn", "setReminder", "archiveHabit"],
            ),
        ],
        features=("ref", "nested", "array", "enum", "nullable_anyof", "nullable_type_list", "camel_names"),
    ),
    Case(
        "ah_hb_reading_polite",
        "habit_tracker",
        "polite",
        [
            Turn(
                "Could you mark tonight's reading as done, please? I managed 24 pages.",
                calls=[
                    ExpectCall(
                        "logCheckIn",
                        {"habitId": "hb_1023", "date": date("2027-01-10"), "status": "done", "value": number(24)},
                    )
                ],
                allow=["listHabits"],
                **HB_KEEP,
            ),
        ],
        features=("strict", "date", "enum", "camel_names"),
    ),
    Case(
        "ah_hb_archive_italian",
        "habit_tracker",
        "polite",
        [
            Turn(
                "Would you mind archiving the Italian one? I've given up on Duolingo, to be honest.",
                calls=[ExpectCall("archiveHabit", {"habitId": "hb_1025"})],
                allow=["listHabits"],
                forbid=["logCheckIn", "createHabit", "setReminder"],
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "ah_hb_meditation_slacking",
        "habit_tracker",
        "indirect",
        [
            Turn(
                "I feel like I've been slacking on the meditation this past month... have I?",
                calls=[ExpectCall("getHabitStats", {"habitId": "hb_1024"})],
                allow=["listHabits"],
                forbid=HB_ACTS,
                answer_has=[said_any_number(40, 100)],
            ),
        ],
        features=("enum", "camel_names"),
    ),
    Case(
        "ah_hb_reminders",
        "habit_tracker",
        "multi_intent",
        [
            Turn(
                "move my Italian reminder to 7:30pm, and turn the water one off, it's driving me mad",
                calls=[
                    ExpectCall("setReminder", {"habitId": "hb_1025", "time": time_of_day("19:30")}),
                    ExpectCall("setReminder", {"habitId": "hb_1021", "enabled": boolean(False)}),
                ],
                allow=["listHabits"],
                forbid=["logCheckIn", "createHabit", "archiveHabit"],
            ),
        ],
        features=("boolean", "array", "camel_names"),
    ),
    Case(
        "ah_hb_reminder_vague",
        "habit_tracker",
        "underspecified",
        [
            Turn("set a reminder for me", allow=["listHabits"], forbid=HB_ACTS, clarify=True),
        ],
        features=("camel_names",),
    ),
    Case(
        "ah_hb_ski_trip",
        "habit_tracker",
        "no_tool",
        [
            Turn(
                "I'm off skiing next week with basically no signal. is that going to wreck all my streaks?",
                allow=["listHabits"],
                forbid=HB_ACTS,
                answer_has=[said("skip", "backfill", "7 days", "seven days")],
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "ah_hb_yesterday_backfill",
        "habit_tracker",
        "chained",
        [
            Turn(
                "did I forget to tick anything off yesterday? if so mark it done, I definitely did everything",
                calls=[
                    ExpectCall("listHabits"),
                    ExpectCall("logCheckIn", {"habitId": "hb_1023", "date": date("2027-01-09"), "status": "done"}),
                ],
                **HB_KEEP,
                answer_has=[said("read", "Read 20 pages")],
            ),
        ],
        features=("strict", "date", "enum", "camel_names"),
    ),
    Case(
        "ah_hb_running_month",
        "habit_tracker",
        "multi_turn",
        [
            Turn(
                "how's my running been over the last month?",
                calls=[ExpectCall("getHabitStats", {"habitId": "hb_1022"})],
                allow=["listHabits"],
                forbid=HB_ACTS,
                answer_has=[said_any_number(74.6, 87.5, 14)],
            ),
            Turn(
                "can you move its reminder to 6am?",
                calls=[ExpectCall("setReminder", {"habitId": "hb_1022", "time": time_of_day("06:00")})],
                allow=["listHabits"],
                forbid=["logCheckIn", "createHabit", "archiveHabit"],
            ),
        ],
        features=("enum", "camel_names"),
    ),
    # ---------------------------------------------------------------- karaoke (9)
    Case(
        "ah_kar_tonight",
        "karaoke",
        "direct",
        [
            Turn(
                "any rooms free tonight at 9 for 12 of us, 2 hours?",
                calls=[
                    ExpectCall(
                        "rooms__check_availability",
                        {
                            "date": date("2026-12-19"),
                            "start_time": time_of_day("21:00"),
                            "duration_minutes": number(120),
                            "group_size": number(12),
                        },
                    )
                ],
                forbid=KAR_ACTS,
                answer_has=[said("Neon"), said_number(170)],
            ),
        ],
        features=("date", "integer_enum", "namespaced_names"),
    ),
    Case(
        "ah_kar_new_year_polite",
        "karaoke",
        "polite",
        [
            Turn(
                "Hiya, could you please book the Arena for New Year's Day from 6pm for three hours? There'll be 20 of us, "
                "it's my brother's 30th. Cheers!",
                calls=[
                    ExpectCall(
                        "bookings__create",
                        {
                            "room_id": "arena",
                            "date": date("2027-01-01"),
                            "start_time": time_of_day("18:00"),
                            "duration_minutes": number(180),
                            "guests": number(20),
                            "occasion": "birthday",
                        },
                    )
                ],
                allow=["rooms__check_availability"],
                forbid=["bookings__cancel"],
                answer_has=[said("EBX-20533")],
            ),
        ],
        features=("strict", "date", "integer_enum", "enum", "nullable_anyof", "array_objects", "namespaced_names"),
    ),
    Case(
        "ah_kar_what_time",
        "karaoke",
        "indirect",
        [
            Turn(
                "what time do we need to be there on the 29th?",
                calls=[ExpectCall("bookings__get", {"booking_ref": "EBX-20417"})],
                forbid=KAR_ACTS,
                answer_has=[EIGHT_PM],
            ),
        ],
        features=("namespaced_names",),
    ),
    Case(
        "ah_kar_cancel_and_move",
        "karaoke",
        "multi_intent",
        [
            Turn(
                "cancel our booking on the 29th please, and is there anything on the 30th at 8pm for the same 8 of us, 2 hours?",
                calls=[
                    ExpectCall("bookings__cancel", {"booking_ref": "EBX-20417"}),
                    ExpectCall(
                        "rooms__check_availability",
                        {
                            "date": date("2026-12-30"),
                            "start_time": time_of_day("20:00"),
                            "duration_minutes": number(120),
                            "group_size": number(8),
                        },
                    ),
                ],
                allow=["bookings__get"],
                forbid=["bookings__create"],
                answer_has=[said("Neon")],
            ),
        ],
        features=("date", "integer_enum", "namespaced_names"),
    ),
    Case(
        "ah_kar_xmas_and_boxing",
        "karaoke",
        "multi_intent",
        [
            Turn(
                "what's free for 6 of us on christmas eve at 8pm for 2 hours? and the same on boxing day?",
                calls=[
                    ExpectCall(
                        "rooms__check_availability",
                        {
                            "date": date("2026-12-24"),
                            "start_time": time_of_day("20:00"),
                            "duration_minutes": number(120),
                            "group_size": number(6),
                        },
                    ),
                    ExpectCall(
                        "rooms__check_availability",
                        {
                            "date": date("2026-12-26"),
                            "start_time": time_of_day("20:00"),
                            "duration_minutes": number(120),
                            "group_size": number(6),
                        },
                    ),
                ],
                forbid=KAR_ACTS,
                answer_has=[said("Diva"), said("Neon", "Arena")],
            ),
        ],
        features=("date", "integer_enum", "namespaced_names"),
    ),
    Case(
        "ah_kar_kids",
        "karaoke",
        "no_tool",
        [
            Turn(
                "can I bring my 12 year old along?",
                allow=["bookings__get"],
                forbid=KAR_ACTS,
                answer_has=[EIGHT_PM],
            ),
        ],
        features=("namespaced_names",),
    ),
    Case(
        "ah_kar_friday_vague",
        "karaoke",
        "underspecified",
        [
            Turn("can you book us a room for friday?", allow=["bookings__get"], forbid=KAR_ACTS, clarify=True),
        ],
        features=("namespaced_names",),
    ),
    Case(
        "ah_kar_cheapest_jan7",
        "karaoke",
        "chained",
        [
            Turn(
                "book the cheapest room that fits 9 of us on Thursday 7 January, 7 till 9pm",
                calls=[
                    ExpectCall(
                        "rooms__check_availability",
                        {
                            "date": date("2027-01-07"),
                            "start_time": time_of_day("19:00"),
                            "duration_minutes": number(120),
                            "group_size": number(9),
                        },
                    ),
                    ExpectCall(
                        "bookings__create",
                        {
                            "room_id": "rockstar",
                            "date": date("2027-01-07"),
                            "start_time": time_of_day("19:00"),
                            "duration_minutes": number(120),
                            "guests": number(9),
                        },
                    ),
                ],
                forbid=["bookings__cancel"],
                answer_has=[said("EBX-20533"), said_number(90)],
            ),
        ],
        features=("strict", "date", "integer_enum", "enum", "array_objects", "namespaced_names"),
    ),
    Case(
        "ah_kar_two_more",
        "karaoke",
        "multi_turn",
        [
            Turn(
                "what have we got booked on the 29th again?",
                calls=[ExpectCall("bookings__get", {"booking_ref": "EBX-20417"})],
                forbid=KAR_ACTS,
                answer_has=[said("Rockstar")],
            ),
            Turn(
                "two more people want to come now, so that's 10 of us. will we still fit?",
                allow=["bookings__get"],
                forbid=KAR_ACTS,
                answer_has=[said("yes", "fit", "holds", "room for", "fine", "capacity")],
            ),
        ],
        features=("namespaced_names",),
    ),
    # ---------------------------------------------------------------- gift_cards (8)
    Case(
        "ah_gc_bt_balance",
        "gift_cards",
        "direct",
        [
            Turn(
                "how much is left on my brown thomas card?",
                calls=[ExpectCall("GetWallet")],
                allow=["GetCardActivity"],
                forbid=["SendGiftCard"],
                answer_has=[said_number(32.5)],
            ),
        ],
        features=("boolean", "pascal_names"),
    ),
    Case(
        "ah_gc_roisin_polite",
        "gift_cards",
        "polite",
        [
            Turn(
                "Could you please send my sister Róisín a €50 One4all card on Christmas Day? Her email is "
                "roisin.brennan@gmail.com. Put 'Happy Christmas, love Aoife x' as the message. Thanks a million!",
                calls=[
                    ExpectCall(
                        "SendGiftCard",
                        {
                            "recipient": fields(email="roisin.brennan@gmail.com", name=matches("r[óo]is[íi]n")),
                            "brand": "One4all",
                            "amountEur": number(50),
                            "deliverOn": date("2026-12-25"),
                            "message": contains("Happy Christmas"),
                        },
                    )
                ],
                allow=["GetWallet"],
            ),
        ],
        features=("strict", "nested", "number", "enum", "nullable_anyof", "nullable_type_list", "person", "pascal_names"),
    ),
    Case(
        "ah_gc_use_soon",
        "gift_cards",
        "indirect",
        [
            Turn(
                "is there anything in my wallet I should use up soon?",
                calls=[ExpectCall("GetWallet")],
                allow=["GetCardActivity"],
                forbid=["SendGiftCard"],
                answer_has=[
                    said("Eason"),
                    said("15 January", "January 15", "15 Jan", "Jan 15", "2027-01-15", "15/01", "15th"),
                ],
            ),
        ],
        features=("date", "pascal_names"),
    ),
    Case(
        "ah_gc_bt_spent",
        "gift_cards",
        "chained",
        [
            Turn(
                "where did I spend the money off my brown thomas card?",
                calls=[ExpectCall("GetWallet"), ExpectCall("GetCardActivity", {"cardId": "GW-4417-0093"})],
                forbid=["SendGiftCard"],
                answer_has=[said("Grafton"), said("Dundrum")],
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "ah_gc_cash_out",
        "gift_cards",
        "no_tool",
        [
            Turn(
                "my Eason card only has about €3 left on it. can I get that paid out as cash or something?",
                allow=["GetWallet", "GetCardActivity"],
                forbid=["SendGiftCard"],
                answer_has=[said("Barnardos", "donat")],
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "ah_gc_declan_vague",
        "gift_cards",
        "underspecified",
        [
            Turn("send a gift card to Declan from work", allow=["GetWallet"], forbid=["SendGiftCard"], clarify=True),
        ],
        features=("person", "pascal_names"),
    ),
    Case(
        "ah_gc_balance_and_send",
        "gift_cards",
        "multi_intent",
        [
            Turn(
                "what's on the One4all card? and send dad €25 of Eason for tomorrow, his email is brennan.pat@eircom.net",
                calls=[
                    ExpectCall("GetWallet"),
                    ExpectCall(
                        "SendGiftCard",
                        {
                            "recipient": fields(email="brennan.pat@eircom.net"),
                            "brand": "Eason",
                            "amountEur": number(25),
                            "deliverOn": date("2026-12-22"),
                        },
                    ),
                ],
                allow=["GetCardActivity"],
                answer_has=[said_number(100)],
            ),
        ],
        features=("strict", "nested", "date", "number", "enum", "nullable_anyof", "pascal_names"),
    ),
    Case(
        "ah_gc_cards_then_eason",
        "gift_cards",
        "multi_turn",
        [
            Turn(
                "show me my gift cards",
                calls=[ExpectCall("GetWallet")],
                forbid=["SendGiftCard"],
                answer_has=[said("Brown Thomas"), said("One4all"), said("Eason")],
            ),
            Turn(
                "what did I use the Eason one on?",
                calls=[ExpectCall("GetCardActivity", {"cardId": "GW-2209-7716"})],
                allow=["GetWallet"],
                forbid=["SendGiftCard"],
                answer_has=[said("O'Connell", "O’Connell", "Dún Laoghaire", "Dun Laoghaire")],
            ),
        ],
        features=("pascal_names",),
    ),
    # ---------------------------------------------------------------- baby_tracker (6)
    Case(
        "ah_baby_bottle_120",
        "baby_tracker",
        "indirect",
        [
            Turn(
                "she just polished off a whole 120ml bottle of formula 🙌",
                calls=[
                    ExpectCall(
                        "log-baby-event",
                        {
                            "type": "feed",
                            "feed": fields(method="bottle_formula", amountMl=number(120)),
                            "startedAt": date("2027-01-06"),
                        },
                    )
                ],
            ),
        ],
        features=("strict", "ref", "nested", "nullable_anyof", "nullable_type_list", "enum", "1_tool", "kebab_names"),
    ),
    Case(
        "ah_baby_wet_polite",
        "baby_tracker",
        "polite",
        [
            Turn(
                "Could you log a wet nappy at 2:45 please?",
                calls=[ExpectCall("log-baby-event", {"type": "nappy", "nappy": "wet", "startedAt": at("2027-01-06", "02:45")})],
            ),
        ],
        features=("strict", "enum", "nullable_type_list", "date", "1_tool", "kebab_names"),
    ),
    Case(
        "ah_baby_both_sides",
        "baby_tracker",
        "multi_intent",
        [
            Turn(
                "fed 15 mins on the left then 10 on the right, and she did a dirty nappy after",
                calls=[
                    ExpectCall("log-baby-event", {"type": "feed", "feed": fields(method="breast_left", durationMin=number(15))}),
                    ExpectCall("log-baby-event", {"type": "feed", "feed": fields(method="breast_right", durationMin=number(10))}),
                    ExpectCall("log-baby-event", {"type": "nappy", "nappy": one_of("dirty", "both")}),
                ],
            ),
        ],
        features=("strict", "ref", "nested", "enum", "1_tool", "kebab_names"),
    ),
    Case(
        "ah_baby_formula_amount",
        "baby_tracker",
        "no_tool",
        [
            Turn(
                "roughly how much formula should she be getting in a day at this age?",
                forbid=["log-baby-event"],
                answer_has=[said_any_number(150, 800, 810, 1080)],
            ),
        ],
        features=("1_tool", "kebab_names"),
    ),
    Case(
        "ah_baby_feed_vague",
        "baby_tracker",
        "underspecified",
        [
            Turn("log a feed", forbid=["log-baby-event"], clarify=True),
        ],
        features=("1_tool", "kebab_names"),
    ),
    Case(
        "ah_baby_expressed",
        "baby_tracker",
        "multi_turn",
        [
            Turn(
                "90ml of expressed milk at 1am",
                calls=[
                    ExpectCall(
                        "log-baby-event",
                        {
                            "type": "feed",
                            "feed": fields(method="bottle_expressed", amountMl=number(90)),
                            "startedAt": at("2027-01-06", "01:00"),
                        },
                    )
                ],
            ),
            Turn(
                "and another 30 just now, she was still hungry",
                calls=[
                    ExpectCall(
                        "log-baby-event",
                        {
                            "type": "feed",
                            "feed": fields(method="bottle_expressed", amountMl=number(30)),
                            "startedAt": date("2027-01-06"),
                        },
                    )
                ],
            ),
        ],
        features=("strict", "ref", "nested", "date", "1_tool", "kebab_names"),
    ),
]
