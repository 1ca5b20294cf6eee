"""Fresh generality part W: five domains, 45 cases, written independently on 2026-12-07 by a helper
that saw only spec.py, validate.py, runner.py's loader and cases_fresh_u.py's shape.

Domains (tool count, naming style, the "today" of each system prompt):
- farm_box_delivery      9 tools, snake_case   Monday 7 December 2026, 8:15 AM, Hudson, New York (Hollow Oak Farm box)
- student_accommodation  7 tools, camelCase    Wednesday 2 December 2026, 14:10, Newcastle upon Tyne (Ouseburn Yards)
- tyre_fitting           5 tools, kebab-case   Friday 4 December 2026, 16:05, Dublin (Grip & Go Tyres)
- lab_test_results       3 tools, PascalCase   Thursday 17 December 2026, 7:30 PM, Toronto (ClearPath Labs portal)
- kayak_hire             1 tool,  snake_case   Saturday 12 December 2026, 7:45 AM, Noosaville, Queensland (Noosa River Paddle Co.)

Categories: direct 6, polite 5, indirect 5, multi_intent 5, no_tool 7, underspecified 5, chained 5,
multi_turn 7.

Schema coverage: string, integer, number (payRent amountGbp, search-tyres max_price_eur, book_hire
duration_hours), boolean, enum, arrays (of strings, of enums, of objects), nested objects, nullable via
type lists and via anyOf, $ref/$defs (strict add_extras line items, strict reportMaintenance visit slot),
strict and non-strict tools, read tools and act tools (skip, swap, add, resize, pay, report, register,
book, cancel).
"""

from __future__ import annotations

import datetime as _dt
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
    has_items,
    items,
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
    """A local date-time from '2026-12-13T09:00', '2026-12-13 9:00:00', '2026-12-13T09:00:00+10:00' ..."""
    found = re.search(r"(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})", str(text))
    if not found:
        return None
    try:
        day = _dt.date.fromisoformat(found.group(1))
        return _dt.datetime(day.year, day.month, day.day, int(found.group(2)), int(found.group(3)))
    except ValueError:
        return None


def _clock(text: Any) -> tuple[int, int] | None:
    """(hour, minute) from '08:15', '8:15 AM', '7.30am', '14:00:00'."""
    found = re.search(r"(\d{1,2})[:.](\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?|(\d{1,2})\s*([ap]\.?m\.?)", str(text), re.I)
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


def date_in(*isos: str) -> Pred:
    """A date (or date-time) string on one of these ISO dates (two fair readings of 'next Tuesday')."""
    wanted = {_dt.date.fromisoformat(i) for i in isos}
    return Pred(f"date in {isos!r}", lambda v: isinstance(v, str) and _day(v) in wanted)


def date_between(low: str, high: str) -> Pred:
    """A date (or date-time) string from `low` to `high` inclusive."""
    lo, hi = _dt.date.fromisoformat(low), _dt.date.fromisoformat(high)
    return Pred(f"date in [{low}, {high}]", lambda v: isinstance(v, str) and _day(v) is not None and lo <= _day(v) <= hi)


# =============================================================================================
# 1. farm_box_delivery: Hollow Oak Farm member app (9 tools, snake_case)
# =============================================================================================

FARM_NOW = _dt.datetime(2026, 12, 7, 8, 15)
BOX_PRICES = {"small": 27.0, "medium": 38.0, "large": 49.0, "family": 62.0}
FARM_SIZE = "medium"
DELIVERY_WINDOW = "10:00 AM - 4:00 PM"

EXTRAS: dict[str, dict[str, Any]] = {
    "eggs-dozen": {"name": "Pasture-raised eggs, dozen", "category": "dairy_eggs", "price_usd": 7.50},
    "chevre-4oz": {"name": "Fresh chèvre (goat cheese), 4 oz", "category": "dairy_eggs", "price_usd": 8.00},
    "aged-cheddar-8oz": {"name": "Cave-aged cheddar, 8 oz", "category": "dairy_eggs", "price_usd": 11.00},
    "sourdough-loaf": {"name": "Country sourdough loaf", "category": "bakery", "price_usd": 9.00},
    "raw-honey-16oz": {"name": "Raw wildflower honey, 16 oz jar", "category": "pantry", "price_usd": 14.00},
    "maple-syrup-pint": {"name": "Grade A dark maple syrup, pint", "category": "pantry", "price_usd": 16.00},
    "cider-half-gallon": {"name": "Fresh-pressed apple cider, half gallon", "category": "pantry", "price_usd": 8.50},
    "apple-pie": {"name": "Apple crumb pie, 9 inch (Christmas box only)", "category": "holiday", "price_usd": 24.00},
}

FARM_DELIVERIES: dict[str, dict[str, Any]] = {
    "2026-12-10": {"weekday": "Thursday", "cutoff": "2026-12-06T23:59", "extras": [("eggs-dozen", 1)], "note": None},
    "2026-12-17": {"weekday": "Thursday", "cutoff": "2026-12-13T23:59", "extras": [], "note": None},
    "2026-12-23": {
        "weekday": "Wednesday",
        "cutoff": "2026-12-20T23:59",
        "extras": [],
        "note": "Christmas box, moved from Thursday Dec 24",
    },
    "2027-01-07": {"weekday": "Thursday", "cutoff": "2027-01-03T23:59", "extras": [], "note": "First box after the winter break"},
}
FARM_CLOSED = {
    "2026-12-24": "No delivery on Thursday Dec 24: the Christmas box comes on Wednesday 2026-12-23 instead.",
    "2026-12-31": "No delivery on Thursday Dec 31: the farm is closed Dec 28 - Jan 3. Deliveries restart 2027-01-07.",
}

BOX_CONTENTS: dict[str, dict[str, Any]] = {
    "2026-12-10": {
        "items": [
            ("Lacinato kale", "1 bunch"),
            ("Carrots", "2 lb"),
            ("Russet potatoes", "3 lb"),
            ("Red onions", "1 lb"),
            ("Delicata squash", "2"),
            ("Salad mix", "8 oz"),
            ("Honeycrisp apples", "2 lb"),
            ("Garlic", "2 heads"),
        ],
        "swap_options": [],
    },
    "2026-12-17": {
        "items": [
            ("Brussels sprouts", "1 stalk"),
            ("Carrots", "2 lb"),
            ("Parsnips", "1.5 lb"),
            ("Yellow onions", "2 lb"),
            ("Butternut squash", "1"),
            ("Baby spinach", "6 oz"),
            ("Bosc pears", "2 lb"),
            ("Flat-leaf parsley", "1 bunch"),
        ],
        "swap_options": ["Leeks", "Red cabbage", "Chioggia beets", "Extra Honeycrisp apples (2 lb)"],
        "auto_swaps": [{"removed": "Cilantro", "added": "Flat-leaf parsley", "why": "cilantro is on your dislikes list"}],
    },
    "2026-12-23": {
        "items": [
            ("Brussels sprouts", "1.5 lb"),
            ("Sweet potatoes", "3 lb"),
            ("Fresh cranberries", "12 oz"),
            ("Celery root (celeriac)", "1"),
            ("Shallots", "1 lb"),
            ("Rosemary & thyme", "1 bunch"),
            ("Honeycrisp apples", "2 lb"),
            ("Yukon Gold potatoes", "3 lb"),
        ],
        "swap_options": ["Leeks", "Parsnips", "Red cabbage"],
    },
}


def _farm_locked(key: str) -> bool:
    return _dt.datetime.fromisoformat(FARM_DELIVERIES[key]["cutoff"]) < FARM_NOW


def _farm_find(delivery_date: Any) -> str | dict[str, Any]:
    day = _day(delivery_date)
    if day is None:
        return {"error": "delivery_date must be a date like 2026-12-17"}
    key = str(day)
    if key in FARM_CLOSED:
        return {"error": FARM_CLOSED[key]}
    if key not in FARM_DELIVERIES:
        return {"error": f"No delivery on {key}. Upcoming deliveries: " + ", ".join(FARM_DELIVERIES)}
    return key


def _farm_locked_error(key: str) -> dict[str, Any]:
    return {
        "error": f"The {key} box is locked: changes closed {FARM_DELIVERIES[key]['cutoff'].replace('T', ' ')} "
        "(11:59 PM the Sunday before) and it is already packed. Changes can be made to the Dec 17 box onwards."
    }


def _farm_extras(key: str) -> list[dict[str, Any]]:
    return [
        {
            "product_id": pid,
            "name": EXTRAS[pid]["name"],
            "quantity": qty,
            "line_usd": round(EXTRAS[pid]["price_usd"] * qty, 2),
        }
        for pid, qty in FARM_DELIVERIES[key]["extras"]
    ]


def _farm_total(key: str) -> float:
    return round(BOX_PRICES[FARM_SIZE] + sum(e["line_usd"] for e in _farm_extras(key)), 2)


def get_subscription() -> dict[str, Any]:
    return {
        "subscription_id": "SUB-4471",
        "member": "Priya Raman",
        "box_size": FARM_SIZE,
        "weekly_price_usd": BOX_PRICES[FARM_SIZE],
        "frequency": "weekly",
        "delivery_day": "Thursday",
        "delivery_window": DELIVERY_WINDOW,
        "address": "14 Warren Street, Hudson, NY 12534",
        "leave_at": "side_porch",
        "instructions": "Side porch, behind the bench. The dog is friendly.",
        "text_on_arrival": True,
        "dislikes": ["cilantro"],
        "payment": "Visa ending 2290, charged the Monday before each delivery",
        "account_credit_usd": 5.00,
        "box_size_prices_usd": BOX_PRICES,
        "fresh_outside_hours": 8,
    }


def list_deliveries(weeks: int = 5, include_skipped: bool = True) -> dict[str, Any]:
    horizon = FARM_NOW.date() + _dt.timedelta(weeks=max(1, int(weeks)))
    rows: list[dict[str, Any]] = []
    for key in sorted(set(FARM_DELIVERIES) | {"2026-12-31"}):
        if _dt.date.fromisoformat(key) > horizon:
            continue
        if key == "2026-12-31":
            rows.append({"date": key, "weekday": "Thursday", "status": "no_delivery", "note": FARM_CLOSED[key]})
            continue
        info = FARM_DELIVERIES[key]
        rows.append(
            {
                "date": key,
                "weekday": info["weekday"],
                "status": "locked (packed, on its way)" if _farm_locked(key) else "open for changes",
                "changes_close": info["cutoff"],
                "box_size": FARM_SIZE,
                "box_usd": BOX_PRICES[FARM_SIZE],
                "extras": _farm_extras(key),
                "total_usd": _farm_total(key),
                "note": info["note"],
            }
        )
    return {"subscription_id": "SUB-4471", "delivery_window": DELIVERY_WINDOW, "deliveries": rows}


def get_box_contents(delivery_date: str, box_size: str | None = None) -> dict[str, Any]:
    key = _farm_find(delivery_date)
    if isinstance(key, dict):
        return key
    size = box_size or FARM_SIZE
    if key not in BOX_CONTENTS:
        return {
            "delivery_date": key,
            "planned": False,
            "message": "This week's harvest list is posted the Friday before delivery.",
        }
    plan = BOX_CONTENTS[key]
    out: dict[str, Any] = {
        "delivery_date": key,
        "box_size": size,
        "items": [{"item": name, "quantity": qty} for name, qty in plan["items"]],
        "swap_options": plan["swap_options"],
        "open_for_changes": not _farm_locked(key),
    }
    if plan.get("auto_swaps"):
        out["auto_swaps"] = plan["auto_swaps"]
    if size != FARM_SIZE:
        out["note"] = f"Quantities shown are for a medium box; a {size} box scales them to its size."
    if _farm_locked(key):
        out["note"] = "This box is locked and packed; swaps closed Sunday Dec 6 at 11:59 PM."
    return out


def list_extras(category: str = "all", delivery_date: str | None = None) -> dict[str, Any]:
    rows = []
    for pid, info in EXTRAS.items():
        if category not in ("all", info["category"]):
            continue
        row = {"product_id": pid, **info}
        if pid == "apple-pie":
            row["available_for"] = ["2026-12-23"]
        rows.append(row)
    return {"category": category, "delivery_date": delivery_date, "count": len(rows), "extras": rows}


def skip_delivery(delivery_date: str, reason: str | None = None) -> dict[str, Any]:
    key = _farm_find(delivery_date)
    if isinstance(key, dict):
        return key
    if _farm_locked(key):
        return _farm_locked_error(key)
    later = [k for k in sorted(FARM_DELIVERIES) if k > key]
    return {
        "delivery_date": key,
        "status": "skipped",
        "reason": reason,
        "not_charged_usd": _farm_total(key),
        "next_delivery": later[0] if later else None,
        "undo_until": FARM_DELIVERIES[key]["cutoff"],
    }


def add_extras(delivery_date: str, items: list[dict[str, Any]]) -> dict[str, Any]:
    key = _farm_find(delivery_date)
    if isinstance(key, dict):
        return key
    if _farm_locked(key):
        return _farm_locked_error(key)
    if not items:
        return {"error": "Add at least one item."}
    lines = []
    for line in items:
        pid = str(line.get("product_id", "")).strip()
        qty = int(line.get("quantity") or 0)
        if pid not in EXTRAS:
            return {"error": f"Unknown product '{pid}'. Use list_extras to see what's available."}
        if qty < 1 or qty > 6:
            return {"error": "quantity must be 1 to 6"}
        if pid == "apple-pie" and key != "2026-12-23":
            return {"error": "The apple crumb pie is only available in the Christmas box (2026-12-23)."}
        lines.append(
            {
                "product_id": pid,
                "name": EXTRAS[pid]["name"],
                "quantity": qty,
                "line_usd": round(EXTRAS[pid]["price_usd"] * qty, 2),
            }
        )
    added = round(sum(x["line_usd"] for x in lines), 2)
    return {
        "delivery_date": key,
        "added": lines,
        "extras_added_usd": added,
        "new_total_usd": round(_farm_total(key) + added, 2),
        "charged_on": str(_dt.date.fromisoformat(FARM_DELIVERIES[key]["cutoff"][:10]) + _dt.timedelta(days=1)),
    }


def _item_match(wanted: str, name: str) -> bool:
    w = str(wanted).strip().lower().rstrip("s")
    n = name.lower()
    return bool(w) and (w in n or n.rstrip("s") in w)


def swap_item(delivery_date: str, remove_item: str, add_item: str) -> dict[str, Any]:
    key = _farm_find(delivery_date)
    if isinstance(key, dict):
        return key
    if _farm_locked(key):
        return _farm_locked_error(key)
    plan = BOX_CONTENTS.get(key)
    if plan is None:
        return {"error": "Swaps open when the harvest list is posted (the Friday before delivery)."}
    out_item = next((name for name, _ in plan["items"] if _item_match(remove_item, name)), None)
    if out_item is None:
        return {"error": f"'{remove_item}' is not in the {key} box. It has: " + ", ".join(n for n, _ in plan["items"])}
    in_item = next((name for name in plan["swap_options"] if _item_match(add_item, name)), None)
    if in_item is None:
        return {"error": f"'{add_item}' is not a swap option this week. Options: " + ", ".join(plan["swap_options"])}
    return {
        "delivery_date": key,
        "removed": out_item,
        "added": in_item,
        "swaps_used": 1,
        "swaps_left": 1,
        "delivery_window": DELIVERY_WINDOW,
    }


def change_box_size(size: str, effective_from: str) -> dict[str, Any]:
    if size not in BOX_PRICES:
        return {"error": "size must be small, medium, large or family"}
    if size == FARM_SIZE:
        return {"error": "Your box is already medium."}
    start = _day(effective_from)
    if start is None:
        return {"error": "effective_from must be a date like 2027-01-07"}
    start = max(start, FARM_NOW.date())
    open_dates = [k for k in sorted(FARM_DELIVERIES) if not _farm_locked(k) and _dt.date.fromisoformat(k) >= start]
    if open_dates:
        first = open_dates[0]
    else:
        first = str(start + _dt.timedelta(days=(3 - start.weekday()) % 7))
    return {
        "subscription_id": "SUB-4471",
        "previous_size": FARM_SIZE,
        "new_size": size,
        "weekly_price_usd": BOX_PRICES[size],
        "first_delivery_at_new_size": first,
        "note": f"Deliveries before {first} stay {FARM_SIZE}.",
    }


def update_delivery_instructions(leave_at: str, instructions: str | None = None, text_on_arrival: bool = True) -> dict[str, Any]:
    return {
        "subscription_id": "SUB-4471",
        "previous": {"leave_at": "side_porch", "instructions": "Side porch, behind the bench. The dog is friendly."},
        "leave_at": leave_at,
        "instructions": instructions,
        "text_on_arrival": bool(text_on_arrival),
        "applies_from": "2026-12-10",
        "note": "The driver sees the new notes from this Thursday's delivery.",
    }


FARM_DATE = {"type": "string", "format": "date", "description": "Delivery date YYYY-MM-DD (from list_deliveries)"}
LINE_ITEM_DEF = {
    "type": "object",
    "properties": {
        "product_id": {"type": "string", "enum": list(EXTRAS)},
        "quantity": {"type": "integer", "description": "How many (1-6)"},
    },
    "required": ["product_id", "quantity"],
    "additionalProperties": False,
}

FARM_TOOLS = [
    ToolDef(
        "get_subscription",
        "The member's plan: box size and price, delivery day and window, address, drop-off notes, dislikes, payment.",
        {"type": "object", "properties": {}},
        get_subscription,
    ),
    ToolDef(
        "list_deliveries",
        "Upcoming deliveries with date, status (locked / open for changes / no delivery), change cut-off, extras and total.",
        {
            "type": "object",
            "properties": {
                "weeks": {"type": "integer", "minimum": 1, "maximum": 8, "description": "How many weeks ahead (default 5)"},
                "include_skipped": {"type": "boolean"},
            },
        },
        list_deliveries,
    ),
    ToolDef(
        "get_box_contents",
        "What is in the box for one delivery date, plus that week's swap options.",
        {
            "type": "object",
            "properties": {
                "delivery_date": FARM_DATE,
                "box_size": {
                    "anyOf": [{"type": "string", "enum": list(BOX_PRICES)}, {"type": "null"}],
                    "description": "null = the member's current size",
                },
            },
            "required": ["delivery_date"],
        },
        get_box_contents,
    ),
    ToolDef(
        "list_extras",
        "Add-on products (eggs, cheese, bread, pantry, holiday) with product_id and price.",
        {
            "type": "object",
            "properties": {
                "category": {"type": "string", "enum": ["all", "dairy_eggs", "bakery", "pantry", "holiday"]},
                "delivery_date": {"type": ["string", "null"], "description": "Optional: check availability for this delivery"},
            },
        },
        list_extras,
    ),
    ToolDef(
        "skip_delivery",
        "Skip one delivery (not charged). Only before that delivery's cut-off.",
        {
            "type": "object",
            "properties": {
                "delivery_date": FARM_DATE,
                "reason": {
                    "anyOf": [
                        {"type": "string", "enum": ["away", "too_much_food", "budget", "holiday", "other"]},
                        {"type": "null"},
                    ]
                },
            },
            "required": ["delivery_date"],
        },
        skip_delivery,
        act=True,
    ),
    ToolDef(
        "add_extras",
        "Add add-on products to one delivery (charged with that box).",
        {
            "type": "object",
            "properties": {
                "delivery_date": {"type": "string", "description": "Delivery date YYYY-MM-DD"},
                "items": {"type": "array", "items": {"$ref": "#/$defs/line_item"}},
            },
            "required": ["delivery_date", "items"],
            "additionalProperties": False,
            "$defs": {"line_item": LINE_ITEM_DEF},
        },
        add_extras,
        act=True,
        strict=True,
    ),
    ToolDef(
        "swap_item",
        "Swap one item in a delivery's box for one of that week's swap options.",
        {
            "type": "object",
            "properties": {
                "delivery_date": FARM_DATE,
                "remove_item": {"type": "string", "description": "Item in the box, e.g. Butternut squash"},
                "add_item": {"type": "string", "description": "One of the week's swap_options"},
            },
            "required": ["delivery_date", "remove_item", "add_item"],
        },
        swap_item,
        act=True,
    ),
    ToolDef(
        "change_box_size",
        "Change the box size from a given date onwards (applies from the first delivery still open for changes).",
        {
            "type": "object",
            "properties": {
                "size": {"type": "string", "enum": list(BOX_PRICES)},
                "effective_from": {"type": "string", "format": "date"},
            },
            "required": ["size", "effective_from"],
        },
        change_box_size,
        act=True,
    ),
    ToolDef(
        "update_delivery_instructions",
        "Change where the driver leaves the box and the note they see.",
        {
            "type": "object",
            "properties": {
                "leave_at": {
                    "type": "string",
                    "enum": ["front_door", "side_porch", "back_door", "garage", "with_neighbor", "hand_to_me"],
                },
                "instructions": {"type": ["string", "null"], "description": "Free-text note for the driver"},
                "text_on_arrival": {"type": "boolean", "description": "Text the member when the box is dropped off"},
            },
            "required": ["leave_at"],
        },
        update_delivery_instructions,
        act=True,
    ),
]

FARM_ACTS = ["skip_delivery", "add_extras", "swap_item", "change_box_size", "update_delivery_instructions"]

FARM_INSTRUCTIONS = """You are the assistant in the Hollow Oak Farm member app (a weekly farm-box delivery in the Hudson Valley).
Today is Monday, December 7, 2026, 8:15 AM in Hudson, New York (America/New_York).

Signed-in member: Priya Raman (subscription SUB-4471), medium box ($38/week), delivered every Thursday between 10 AM and 4 PM
to 14 Warren Street, Hudson, NY 12534.

How the farm box works:
- Box sizes: small $27 (1-2 people), medium $38 (2-3), large $49 (3-4), family $62 (5+). A size change applies from the first delivery still open for changes.
- Skips, swaps, extras and size changes close at 11:59 PM on the Sunday before each delivery; the card is charged on the Monday. This Thursday's box (Dec 10) is already locked and packed.
- Skipped boxes are not charged. Up to 2 items per box can be swapped from that week's swap list; items on the member's dislikes list are swapped automatically.
- Holiday schedule: the Christmas box comes on Wednesday Dec 23 instead of Thursday Dec 24. The farm is closed Dec 28 - Jan 3, so there is no delivery on Dec 31; deliveries restart Thursday Jan 7.
- Boxes come in an insulated liner with ice packs and stay fresh for up to 8 hours outside. Leave last week's empty box out for the driver.
Only skip, swap, add extras, or change the plan or delivery notes when the member asks you to."""


# =============================================================================================
# 2. student_accommodation: Ouseburn Yards resident app (7 tools, camelCase)
# =============================================================================================

STU_NOW = _dt.datetime(2026, 12, 2, 14, 10)
STU_BALANCE = 25.00
NEXT_INSTALMENT = 2268.00

INSTALMENTS = [
    {"number": 1, "amountGbp": 2457.00, "weeks": 13, "due": "2026-09-19", "status": "paid", "paidOn": "2026-09-19"},
    {"number": 2, "amountGbp": 2268.00, "weeks": 12, "due": "2027-01-08", "status": "upcoming"},
    {"number": 3, "amountGbp": 2835.00, "weeks": 15, "due": "2027-04-16", "status": "upcoming"},
]

REPAIRS = [
    {
        "ref": "MR-88530",
        "title": "Bedroom window won't close fully",
        "category": "doors_locks_windows",
        "location": "bedroom",
        "reported": "2026-11-30",
        "status": "scheduled",
        "visit": "2026-12-03 10:00-12:00",
        "permissionToEnter": True,
    },
    {
        "ref": "MR-88190",
        "title": "Flat kitchen hob: back-left ring not heating",
        "category": "appliances",
        "location": "flat_kitchen",
        "reported": "2026-11-20",
        "status": "awaiting_part",
        "partExpected": "2026-12-09",
    },
    {
        "ref": "MR-88412",
        "title": "Ensuite shower drains slowly, water pools",
        "category": "plumbing",
        "location": "ensuite",
        "reported": "2026-11-24",
        "status": "completed",
        "completed": "2026-11-26",
        "resolution": "Hair blockage cleared from the shower trap",
    },
    {
        "ref": "MR-87655",
        "title": "Desk lamp not working",
        "category": "electrical",
        "location": "bedroom",
        "reported": "2026-10-12",
        "status": "completed",
        "completed": "2026-10-14",
        "resolution": "Bulb replaced",
    },
]

PARCELS = [
    {
        "parcelId": "PCL-3318",
        "carrier": "Amazon",
        "size": "small",
        "arrived": "2026-11-30T09:42",
        "heldAt": "Reception, shelf C",
        "collectBy": "2026-12-14",
        "status": "waiting",
    },
    {
        "parcelId": "PCL-3342",
        "carrier": "Royal Mail Special Delivery (signed for at reception)",
        "sender": "A. Bello, Lagos, Nigeria",
        "size": "large",
        "arrived": "2026-12-02T11:20",
        "heldAt": "Oversize store behind reception (ask at the desk)",
        "collectBy": "2026-12-16",
        "status": "waiting",
    },
    {
        "parcelId": "PCL-3201",
        "carrier": "DPD",
        "size": "medium",
        "arrived": "2026-11-16T13:05",
        "heldAt": None,
        "collectBy": None,
        "status": "collected 2026-11-18",
    },
]


def get_tenancy() -> dict[str, Any]:
    return {
        "resident": "Aisha Bello",
        "studentId": "W22087741",
        "room": "B4-03",
        "roomType": "en-suite, shared kitchen (flat of 6)",
        "tenancy": {"start": "2026-09-19", "end": "2027-06-26", "weeks": 40},
        "weeklyRentGbp": 189.00,
        "instalments": INSTALMENTS,
        "deposit": {"amountGbp": 250.00, "protectedWith": "Deposit Protection Service"},
        "included": ["all bills", "Wi-Fi 500 Mb", "contents insurance up to £5,000", "gym"],
        "guestPolicy": "Max 3 nights in any 7 days per guest; register by 6 pm on the first night; photo ID at reception.",
        "winterBreak": "19 Dec - 4 Jan: you may stay; reception closed 24-26 Dec and 1 Jan; security on site 24/7.",
    }


def get_rent_statement(fromDate: str | None = None, toDate: str | None = None) -> dict[str, Any]:
    rows = [
        {"date": "2026-09-19", "description": "Rent instalment 1 (13 weeks)", "chargeGbp": 2457.00, "paymentGbp": None},
        {"date": "2026-09-19", "description": "Card payment, Visa ending 5521", "chargeGbp": None, "paymentGbp": 2457.00},
        {"date": "2026-11-10", "description": "Replacement key fob", "chargeGbp": 25.00, "paymentGbp": None},
    ]
    start, end = _day(fromDate) if fromDate else None, _day(toDate) if toDate else None
    rows = [r for r in rows if (start is None or _day(r["date"]) >= start) and (end is None or _day(r["date"]) <= end)]
    return {
        "resident": "Aisha Bello",
        "room": "B4-03",
        "transactions": rows,
        "balanceOutstandingGbp": STU_BALANCE,
        "outstandingItems": [{"description": "Replacement key fob", "amountGbp": 25.00, "charged": "2026-11-10"}],
        "nextInstalment": {"number": 2, "amountGbp": NEXT_INSTALMENT, "due": "2027-01-08"},
    }


def pay_rent(amountGbp: float, paymentMethod: str, reference: str | None) -> dict[str, Any]:
    amount = round(float(amountGbp), 2)
    if amount <= 0:
        return {"error": "amountGbp must be more than 0"}
    if amount > STU_BALANCE + NEXT_INSTALMENT + 2835.00:
        return {"error": "That is more than everything still owed on this tenancy."}
    if paymentMethod == "payment_link":
        return {
            "status": "link_sent",
            "amountGbp": amount,
            "sentTo": "aisha.bello@northumbria.ac.uk",
            "expires": "2026-12-09",
        }
    to_balance = min(amount, STU_BALANCE)
    to_instalment = round(amount - to_balance, 2)
    return {
        "receipt": "PAY-60418",
        "status": "paid",
        "amountGbp": amount,
        "charged": "Visa ending 5521",
        "reference": reference,
        "allocated": [
            {"to": "Replacement key fob", "amountGbp": to_balance},
            *([{"to": "Rent instalment 2 (due 2027-01-08)", "amountGbp": to_instalment}] if to_instalment else []),
        ],
        "balanceOutstandingAfterGbp": round(STU_BALANCE - to_balance, 2),
        "instalment2RemainingGbp": round(max(NEXT_INSTALMENT - to_instalment, 0), 2),
        "paidAt": "2026-12-02T14:11",
    }


def list_maintenance_requests(status: str = "open") -> dict[str, Any]:
    if status not in ("open", "closed", "all"):
        return {"error": "status must be open, closed or all"}
    rows = [r for r in REPAIRS if status == "all" or (status == "closed") == (r["status"] == "completed")]
    return {"room": "B4-03", "status": status, "count": len(rows), "requests": rows}


def report_maintenance(
    category: str,
    location: str,
    description: str,
    urgency: str,
    permissionToEnter: bool,
    preferredVisit: dict[str, Any] | None,
) -> dict[str, Any]:
    if not str(description).strip():
        return {"error": "Describe the problem."}
    effective = urgency
    note = None
    if category == "heating" and urgency == "routine":
        effective, note = "urgent", "No heating in winter is treated as urgent."
    target = {
        "emergency": "Please also phone 0191 555 0199 now; the on-call team attends within 2 hours.",
        "urgent": "Attended within 24 hours.",
        "routine": "Attended within 5 working days.",
    }.get(effective, "Attended within 5 working days.")
    return {
        "ref": "MR-88561",
        "status": "received",
        "category": category,
        "location": location,
        "description": description,
        "urgency": effective,
        "target": target,
        "permissionToEnter": bool(permissionToEnter),
        "preferredVisit": preferredVisit,
        "note": note,
        "reportedAt": "2026-12-02T14:11",
    }


def register_guest(guestName: str, nights: list[str], guestPhone: str | None = None) -> dict[str, Any]:
    if not str(guestName).strip():
        return {"error": "guestName is required"}
    days = sorted({_day(n) for n in nights or []} - {None})
    if not days:
        return {"error": "Give the nights as dates, e.g. ['2026-12-04', '2026-12-05']"}
    if days[0] < STU_NOW.date():
        return {"error": "Guest nights must be today or later."}
    if len(days) > 3:
        return {"error": "A guest can stay at most 3 nights in any 7 days."}
    return {
        "registration": "GST-2217",
        "guest": str(guestName).strip(),
        "host": "Aisha Bello, B4-03",
        "nights": [str(d) for d in days],
        "guestPhone": guestPhone,
        "reminder": "Your guest must show photo ID at reception on arrival.",
    }


def list_parcels(includeCollected: bool = False) -> dict[str, Any]:
    rows = [p for p in PARCELS if includeCollected or p["status"] == "waiting"]
    return {
        "resident": "Aisha Bello",
        "waiting": sum(1 for p in rows if p["status"] == "waiting"),
        "parcels": rows,
        "policy": "Parcels are held for 14 days, then returned to the sender. Bring your student ID.",
    }


VISIT_SLOT_DEF = {
    "type": "object",
    "properties": {
        "date": {"type": "string", "description": "YYYY-MM-DD"},
        "period": {"type": "string", "enum": ["morning", "afternoon"]},
    },
    "required": ["date", "period"],
    "additionalProperties": False,
}

STU_TOOLS = [
    ToolDef(
        "getTenancy",
        "The resident's room, tenancy dates, weekly rent, instalment schedule, deposit and house rules.",
        {"type": "object", "properties": {}},
        get_tenancy,
    ),
    ToolDef(
        "getRentStatement",
        "Rent account: charges, payments, what is outstanding now and the next instalment.",
        {
            "type": "object",
            "properties": {
                "fromDate": {"type": "string", "format": "date"},
                "toDate": {"type": "string", "format": "date"},
            },
        },
        get_rent_statement,
    ),
    ToolDef(
        "payRent",
        "Take a payment towards the rent account (outstanding charges first, then the next instalment).",
        {
            "type": "object",
            "properties": {
                "amountGbp": {"type": "number", "description": "Amount in pounds, e.g. 25.00"},
                "paymentMethod": {
                    "type": "string",
                    "enum": ["saved_card_5521", "payment_link"],
                    "description": "saved_card_5521 charges the saved Visa now; payment_link emails a link",
                },
                "reference": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Optional note"},
            },
            "required": ["amountGbp", "paymentMethod", "reference"],
            "additionalProperties": False,
        },
        pay_rent,
        act=True,
        strict=True,
    ),
    ToolDef(
        "listMaintenanceRequests",
        "The resident's repair requests with status, visit times and resolution.",
        {"type": "object", "properties": {"status": {"type": "string", "enum": ["open", "closed", "all"], "default": "open"}}},
        list_maintenance_requests,
    ),
    ToolDef(
        "reportMaintenance",
        "Log a new repair request for the resident's room, flat or building.",
        {
            "type": "object",
            "properties": {
                "category": {
                    "type": "string",
                    "enum": [
                        "heating",
                        "plumbing",
                        "electrical",
                        "appliances",
                        "doors_locks_windows",
                        "fire_safety",
                        "furniture",
                        "internet",
                        "pests",
                        "other",
                    ],
                },
                "location": {
                    "type": "string",
                    "enum": ["bedroom", "ensuite", "flat_kitchen", "corridor", "other_communal"],
                },
                "description": {"type": "string"},
                "urgency": {"type": "string", "enum": ["emergency", "urgent", "routine"]},
                "permissionToEnter": {
                    "type": "boolean",
                    "description": "May staff let themselves into the room if the resident is out?",
                },
                "preferredVisit": {
                    "anyOf": [{"$ref": "#/$defs/visitSlot"}, {"type": "null"}],
                    "description": "null = first available",
                },
            },
            "required": ["category", "location", "description", "urgency", "permissionToEnter", "preferredVisit"],
            "additionalProperties": False,
            "$defs": {"visitSlot": VISIT_SLOT_DEF},
        },
        report_maintenance,
        act=True,
        strict=True,
    ),
    ToolDef(
        "registerGuest",
        "Register an overnight guest for specific nights.",
        {
            "type": "object",
            "properties": {
                "guestName": {"type": "string"},
                "nights": {
                    "type": "array",
                    "items": {"type": "string", "format": "date"},
                    "minItems": 1,
                    "maxItems": 3,
                    "description": "Each night the guest stays, as the date of that evening (YYYY-MM-DD)",
                },
                "guestPhone": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["guestName", "nights"],
        },
        register_guest,
        act=True,
    ),
    ToolDef(
        "listParcels",
        "Parcels held at reception for the resident, with where they are and the collect-by date.",
        {"type": "object", "properties": {"includeCollected": {"type": "boolean"}}},
        list_parcels,
    ),
]

STU_ACTS = ["payRent", "reportMaintenance", "registerGuest"]

STU_INSTRUCTIONS = """You are the resident assistant for Ouseburn Yards, a student residence in Newcastle upon Tyne run by Tyneside Student Living.
Today is Wednesday 2 December 2026, 14:10 (Newcastle, UK; Europe/London).

Signed-in resident: Aisha Bello, room B4-03 (Block B, 4th floor, flat 4, room 3); tenancy 19 September 2026 - 26 June 2027 at £189 a week.
Payments go on her saved Visa ending 5521 unless she asks for a payment link.

House rules and services:
- Repairs: emergencies (flooding, no power to the flat, a door that won't lock) - phone 0191 555 0199 any time and report them here too. Urgent issues (no heating or hot water) are attended within 24 hours; routine repairs within 5 working days. Staff only let themselves into a room with the resident's permission, except in an emergency.
- Overnight guests: at most 3 nights in any 7 days per guest; register them by 6 pm on the first night; guests show photo ID at reception on arrival. No charge.
- Parcels are held at reception for 14 days, then returned to the sender. Bring your student ID to collect.
- Reception: Monday-Friday 8 am-8 pm, Saturday-Sunday 10 am-4 pm. Winter break (19 Dec - 4 Jan): residents may stay, the tenancy runs continuously; reception is closed 24-26 December and 1 January; security is on site 24/7 (0191 555 0199).
Only take payments, report repairs or register guests when the resident asks you to."""


# =============================================================================================
# 3. tyre_fitting: Grip & Go Tyres, Dublin (5 tools, kebab-case)
# =============================================================================================

TYRE_NOW = _dt.datetime(2026, 12, 4, 16, 5)

VEHICLES: dict[str, dict[str, Any]] = {
    "191D23817": {
        "registration": "191-D-23817",
        "vehicle": "2019 Volkswagen Golf 1.6 TDI",
        "tyre_size": "205/55 R16 91V",
        "size_key": "205/55R16",
        "pressures_bar": {"front": 2.3, "rear": 2.1},
        "tread_mm": {"front_left": 2.1, "front_right": 2.3, "rear_left": 4.2, "rear_right": 4.4},
        "measured_on": "2026-10-14",
        "fitted": "Rears replaced 2025-03-08 (Continental PremiumContact 7); fronts are the originals",
    },
    "221KE4410": {
        "registration": "221-KE-4410",
        "vehicle": "2022 Kia Sportage 1.6 T-GDi",
        "tyre_size": "235/55 R18 100V",
        "size_key": "235/55R18",
        "pressures_bar": {"front": 2.4, "rear": 2.4},
        "tread_mm": {"front_left": 5.1, "front_right": 5.0, "rear_left": 2.6, "rear_right": 2.8},
        "measured_on": "2026-11-02",
        "fitted": "Original Kumho Crugen tyres",
    },
}

TYRES: dict[str, tuple[str, str, str, str, float, str, int]] = {
    "MI-CC2-2055516": ("Michelin", "CrossClimate 2", "205/55R16", "all_season", 139.0, "C/A/69dB", 8),
    "FA-AS210-2055516": ("Falken", "EuroAll Season AS210", "205/55R16", "all_season", 92.0, "C/B/71dB", 10),
    "BR-BLZ6-2055516": ("Bridgestone", "Blizzak 6", "205/55R16", "winter", 124.0, "E/B/71dB", 4),
    "NO-SP2-2055516": ("Nokian", "Snowproof 2", "205/55R16", "winter", 118.0, "C/B/70dB", 6),
    "CO-PC7-2055516": ("Continental", "PremiumContact 7", "205/55R16", "summer", 129.0, "B/A/71dB", 12),
    "HA-VP4-2055516": ("Hankook", "Ventus Prime 4", "205/55R16", "summer", 96.0, "C/A/70dB", 9),
    "MI-P4S-2355518": ("Michelin", "Primacy 4+ SUV", "235/55R18", "summer", 189.0, "B/A/69dB", 4),
    "HA-VS1-2355518": ("Hankook", "Ventus S1 evo3 SUV", "235/55R18", "summer", 142.0, "C/A/71dB", 6),
    "FA-ZE310-2355518": ("Falken", "Ziex ZE310 Ecorun", "235/55R18", "summer", 121.0, "C/A/70dB", 8),
    "BR-BLZ6-2355518": ("Bridgestone", "Blizzak 6 SUV", "235/55R18", "winter", 178.0, "E/B/72dB", 4),
    "MI-CC2-2355518": ("Michelin", "CrossClimate 2 SUV", "235/55R18", "all_season", 199.0, "C/A/70dB", 4),
}

BRANCHES = {"naas-road": "Naas Road, Dublin 12", "swords": "Swords Business Park, Co. Dublin"}
SLOTS = {
    ("2026-12-05", "naas-road"): ["08:30", "09:15", "11:45", "14:00"],
    ("2026-12-05", "swords"): ["09:00", "12:15"],
    ("2026-12-07", "swords"): ["08:00", "09:30", "13:00", "15:30"],
    ("2026-12-07", "naas-road"): ["08:00", "10:15", "14:45"],
    ("2026-12-08", "naas-road"): ["08:00", "11:00", "14:00", "16:30"],
}
FITTING_EXTRAS = {"wheel_alignment": 69.0, "nitrogen_fill": 10.0, "locking_wheel_nuts": 35.0}


def _reg(text: Any) -> str:
    return re.sub(r"[^0-9A-Z]", "", str(text).upper())


def _size_key(text: Any) -> str:
    found = re.search(r"(\d{3})\s*/\s*(\d{2})\s*Z?R?\s*(\d{2})", str(text).upper())
    return f"{found.group(1)}/{found.group(2)}R{found.group(3)}" if found else ""


def _tyre_row(tid: str) -> dict[str, Any]:
    brand, model, size, season, price, label, stock = TYRES[tid]
    return {
        "tyre_id": tid,
        "brand": brand,
        "model": model,
        "size": size,
        "season": season,
        "price_per_tyre_eur": price,
        "eu_label_fuel_wet_noise": label,
        "in_stock": stock,
    }


def _open_slots(day: _dt.date, branch: str) -> list[str] | dict[str, Any]:
    if branch not in BRANCHES:
        return {"error": "branch must be naas-road or swords"}
    if day.weekday() == 6 or str(day) in ("2026-12-25", "2026-12-26"):
        return {"error": f"Both branches are closed on {day.strftime('%A')} {day}."}
    if day < TYRE_NOW.date() or (day == TYRE_NOW.date()):
        return {"error": "Online booking is from tomorrow (2026-12-05) onwards."}
    default = ["08:30", "11:00", "13:30"] if day.weekday() == 5 else ["08:00", "10:00", "12:30", "15:00"]
    return SLOTS.get((str(day), branch), default)


def lookup_vehicle(registration: str) -> dict[str, Any]:
    car = VEHICLES.get(_reg(registration))
    if car is None:
        return {"error": f"No vehicle {registration} on this account. Vehicles: 191-D-23817 (Golf), 221-KE-4410 (Sportage)."}
    out = {k: v for k, v in car.items() if k != "size_key"}
    low = [pos for pos, mm in car["tread_mm"].items() if mm < 3.0]
    out["advice"] = (
        f"Below our 3 mm recommendation: {', '.join(low)}. Legal minimum is 1.6 mm." if low else "All tyres above 3 mm."
    )
    return out


def search_tyres(
    size: str, season: str | None = None, max_price_eur: float | None = None, brands: list[str] | None = None
) -> dict[str, Any]:
    key = _size_key(size)
    if not key:
        return {"error": "size must look like 205/55 R16"}
    wanted = {b.strip().lower() for b in brands or [] if str(b).strip()}
    rows = []
    for tid, row in TYRES.items():
        if row[2] != key or (season and row[3] != season):
            continue
        if max_price_eur is not None and row[4] > max_price_eur:
            continue
        if wanted and row[0].lower() not in wanted:
            continue
        rows.append(_tyre_row(tid))
    rows.sort(key=lambda r: r["price_per_tyre_eur"])
    return {
        "size": key,
        "season": season,
        "count": len(rows),
        "tyres": rows,
        "prices": "per tyre, fitted: fitting, valve, balancing, old-tyre disposal and VAT included",
    }


def get_fitting_slots(date: str, branch: str) -> dict[str, Any]:
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    slots = _open_slots(day, branch)
    if isinstance(slots, dict):
        return slots
    return {
        "date": str(day),
        "weekday": day.strftime("%A"),
        "branch": branch,
        "address": BRANCHES[branch],
        "slots": [{"start": f"{day}T{s}", "duration_minutes": 45} for s in slots],
    }


def book_fitting(
    registration: str,
    branch: str,
    slot_start: str,
    tyre_id: str,
    quantity: int,
    extras: list[str],
    notes: str | None,
) -> dict[str, Any]:
    car = VEHICLES.get(_reg(registration))
    if car is None:
        return {"error": f"No vehicle {registration} on this account."}
    if tyre_id not in TYRES:
        return {"error": f"Unknown tyre_id '{tyre_id}'. Use search-tyres."}
    row = _tyre_row(tyre_id)
    if row["size"] != car["size_key"]:
        return {"error": f"{row['brand']} {row['model']} is {row['size']}; the {car['vehicle']} takes {car['tyre_size']}."}
    if not 1 <= int(quantity) <= 4:
        return {"error": "quantity must be 1 to 4"}
    if int(quantity) > row["in_stock"]:
        return {"error": f"Only {row['in_stock']} in stock."}
    when = _stamp(slot_start)
    if when is None:
        return {"error": "slot_start must be a date-time like 2026-12-05T08:30"}
    slots = _open_slots(when.date(), branch)
    if isinstance(slots, dict):
        return slots
    if when.strftime("%H:%M") not in slots:
        return {"error": f"{when:%H:%M} is not free at {branch} on {when.date()}. Free: {', '.join(slots)}"}
    unknown = [e for e in extras or [] if e not in FITTING_EXTRAS]
    if unknown:
        return {"error": f"Unknown extras {unknown}"}
    total = row["price_per_tyre_eur"] * int(quantity) + sum(FITTING_EXTRAS[e] for e in extras or [])
    return {
        "booking_ref": "GG-5609",
        "status": "confirmed",
        "vehicle": f"{car['registration']} {car['vehicle']}",
        "branch": BRANCHES[branch],
        "start": when.strftime("%Y-%m-%dT%H:%M"),
        "tyres": f"{int(quantity)} x {row['brand']} {row['model']} {row['size']}",
        "extras": list(extras or []),
        "total_eur": round(total, 2),
        "pay": "at the branch",
        "notes": notes,
    }


def cancel_fitting(booking_ref: str, reason: str | None = None) -> dict[str, Any]:
    if str(booking_ref).strip().upper() != "GG-5531":
        return {"error": f"No booking {booking_ref} on this account. Your booking: GG-5531."}
    return {
        "booking_ref": "GG-5531",
        "status": "cancelled",
        "was": "Saturday 2026-12-05 10:30, Naas Road, 221-KE-4410 Kia Sportage, wheel alignment",
        "fee_eur": 0,
        "reason": reason,
    }


TYRE_TOOLS = [
    ToolDef(
        "lookup-vehicle",
        "A customer vehicle by registration: model, tyre size, pressures and the tread depths measured at the last visit.",
        {
            "type": "object",
            "properties": {"registration": {"type": "string", "description": "Irish registration, e.g. 191-D-23817"}},
            "required": ["registration"],
        },
        lookup_vehicle,
    ),
    ToolDef(
        "search-tyres",
        "Tyres in stock for a size, cheapest first, with fitted price per tyre and EU label.",
        {
            "type": "object",
            "properties": {
                "size": {"type": "string", "description": "e.g. 205/55 R16"},
                "season": {"type": "string", "enum": ["summer", "winter", "all_season"]},
                "max_price_eur": {"anyOf": [{"type": "number"}, {"type": "null"}], "description": "Per tyre, fitted"},
                "brands": {"type": "array", "items": {"type": "string"}},
            },
            "required": ["size"],
        },
        search_tyres,
    ),
    ToolDef(
        "get-fitting-slots",
        "Free fitting slots at one branch on one date.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "format": "date"},
                "branch": {"type": "string", "enum": list(BRANCHES)},
            },
            "required": ["date", "branch"],
        },
        get_fitting_slots,
    ),
    ToolDef(
        "book-fitting",
        "Book tyres to be fitted to a customer vehicle in a free slot (payment at the branch).",
        {
            "type": "object",
            "properties": {
                "registration": {"type": "string"},
                "branch": {"type": "string", "enum": list(BRANCHES)},
                "slot_start": {"type": "string", "description": "From get-fitting-slots, e.g. 2026-12-05T08:30"},
                "tyre_id": {"type": "string", "description": "From search-tyres"},
                "quantity": {"type": "integer", "description": "1-4"},
                "extras": {"type": "array", "items": {"type": "string", "enum": list(FITTING_EXTRAS)}},
                "notes": {"type": ["string", "null"]},
            },
            "required": ["registration", "branch", "slot_start", "tyre_id", "quantity", "extras", "notes"],
            "additionalProperties": False,
        },
        book_fitting,
        act=True,
        strict=True,
    ),
    ToolDef(
        "cancel-fitting",
        "Cancel a fitting booking (free up to 2 hours before).",
        {
            "type": "object",
            "properties": {"booking_ref": {"type": "string"}, "reason": {"type": "string"}},
            "required": ["booking_ref"],
        },
        cancel_fitting,
        act=True,
    ),
]

TYRE_ACTS = ["book-fitting", "cancel-fitting"]

TYRE_INSTRUCTIONS = """You are the online assistant for Grip & Go Tyres, a tyre-fitting company with two branches in Dublin.
Today is Friday 4 December 2026, 16:05 (Dublin, Ireland; Europe/Dublin).

Signed-in customer: Ciarán Doyle (ciaran.doyle@eircom.net, 087 214 5530).
His vehicles: 191-D-23817 (2019 Volkswagen Golf 1.6 TDI) and 221-KE-4410 (2022 Kia Sportage 1.6 T-GDi). Use lookup-vehicle for tyre sizes and the tread depths measured at his last visit.
Upcoming booking: GG-5531, Saturday 5 December at 10:30, Naas Road, Kia Sportage (wheel alignment).

Branches (id): naas-road (Naas Road, Dublin 12) and swords (Swords Business Park). Both open Mon-Fri 8:00-18:00 and Sat 8:30-16:00; closed Sundays and 25-26 December. Online bookings are from tomorrow onwards.
Prices are per tyre in euro and include fitting, a new valve, balancing, disposal of the old tyre and VAT. Payment at the branch.
What we tell customers: the legal minimum tread depth in Ireland is 1.6 mm (an NCT fail and a fine below that); we recommend replacing at 3 mm, or 4 mm for winter tyres. Fit new tyres in pairs on the same axle. Tyre hotel: we store your off-season set for €60 a season.
Cancelling or moving a booking is free up to 2 hours before. Only book or cancel when the customer asks you to."""


# =============================================================================================
# 4. lab_test_results: ClearPath Labs patient portal (3 tools, PascalCase)
# =============================================================================================

LAB_NOW = _dt.datetime(2026, 12, 17, 19, 30)

REPORTS: dict[str, dict[str, Any]] = {
    "R-20931": {
        "test": "Lipid panel (fasting)",
        "collected": "2026-12-14T08:05",
        "reported": "2026-12-15T16:40",
        "status": "final",
        "orderedBy": "Dr. Leila Haddad",
        "markers": [
            {"name": "Total cholesterol", "value": 5.9, "unit": "mmol/L", "reference": "< 5.2", "flag": "H"},
            {"name": "LDL cholesterol", "value": 3.9, "unit": "mmol/L", "reference": "< 3.5", "flag": "H"},
            {"name": "HDL cholesterol", "value": 1.1, "unit": "mmol/L", "reference": "> 1.0", "flag": None},
            {"name": "Triglycerides", "value": 1.9, "unit": "mmol/L", "reference": "< 1.7", "flag": "H"},
            {"name": "Non-HDL cholesterol", "value": 4.8, "unit": "mmol/L", "reference": "< 4.2", "flag": "H"},
        ],
        "comment": "Non-HDL cholesterol = total cholesterol minus HDL cholesterol. Targets depend on individual risk; discuss with your physician.",
    },
    "R-20932": {
        "test": "Hemoglobin A1c (HbA1c)",
        "collected": "2026-12-14T08:05",
        "reported": "2026-12-15T16:40",
        "status": "final",
        "orderedBy": "Dr. Leila Haddad",
        "markers": [{"name": "HbA1c", "value": 6.1, "unit": "%", "reference": "< 6.0", "flag": "H"}],
        "comment": "6.0-6.4% is in the prediabetes range (Diabetes Canada). Your physician may repeat the test to confirm.",
    },
    "R-20933": {
        "test": "Vitamin D (25-hydroxy)",
        "collected": "2026-12-14T08:05",
        "status": "pending",
        "expectedBy": "2026-12-21",
        "orderedBy": "Dr. Leila Haddad",
    },
    "R-20711": {
        "test": "Complete blood count (CBC)",
        "collected": "2026-06-02T07:50",
        "reported": "2026-06-02T18:10",
        "status": "final",
        "orderedBy": "Dr. Leila Haddad",
        "markers": [
            {"name": "Hemoglobin", "value": 148, "unit": "g/L", "reference": "135-175", "flag": None},
            {"name": "White blood cells", "value": 6.2, "unit": "x10^9/L", "reference": "4.0-11.0", "flag": None},
            {"name": "Platelets", "value": 241, "unit": "x10^9/L", "reference": "150-400", "flag": None},
        ],
        "comment": None,
    },
    "R-20712": {
        "test": "TSH (thyroid)",
        "collected": "2026-06-02T07:50",
        "reported": "2026-06-03T11:25",
        "status": "final",
        "orderedBy": "Dr. Leila Haddad",
        "markers": [{"name": "TSH", "value": 2.1, "unit": "mIU/L", "reference": "0.32-4.0", "flag": None}],
        "comment": None,
    },
}

SITES = {
    "yonge-eglinton": {
        "name": "Yonge-Eglinton, 2300 Yonge St, Suite 204",
        "weekday": (7 * 60, 15 * 60),
        "saturday": (8 * 60, 12 * 60),
    },
    "scarborough-town-centre": {
        "name": "Scarborough Town Centre, 300 Borough Dr",
        "weekday": (7 * 60, 14 * 60),
        "saturday": None,
    },
    "liberty-village": {
        "name": "Liberty Village, 85 Hanna Ave",
        "weekday": (7 * 60 + 30, 15 * 60 + 30),
        "saturday": (8 * 60, 13 * 60),
    },
}
LAB_TESTS = ["hba1c", "fasting_glucose", "lipid_panel", "vitamin_d", "cbc", "tsh"]
LAB_CLOSED = {"2026-12-25", "2026-12-26", "2027-01-01"}


def list_results(status: str, since: str | None) -> dict[str, Any]:
    start = _day(since) if since else None
    rows = []
    for rid, rep in sorted(REPORTS.items(), key=lambda kv: kv[1]["collected"], reverse=True):
        if status not in ("all", rep["status"]):
            continue
        if start is not None and _day(rep["collected"]) < start:
            continue
        row: dict[str, Any] = {"reportId": rid, "test": rep["test"], "collected": rep["collected"], "status": rep["status"]}
        if rep["status"] == "pending":
            row["expectedBy"] = rep["expectedBy"]
        else:
            row["flagged"] = [f"{m['name']} ({m['flag']})" for m in rep["markers"] if m["flag"]]
        rows.append(row)
    return {"patient": "Daniel Moreau", "count": len(rows), "results": rows}


def get_report(reportId: str) -> dict[str, Any]:
    rid = str(reportId).strip().upper()
    rep = REPORTS.get(rid)
    if rep is None:
        return {"error": f"No report {reportId}. Use ListResults to see report ids (e.g. R-20931)."}
    return {"reportId": rid, "patient": "Daniel Moreau", **rep}


def book_collection(
    appointment: dict[str, Any], tests: list[str], fasting: bool, requisitionNumber: str | None
) -> dict[str, Any]:
    site = SITES.get(str(appointment.get("siteId", "")))
    if site is None:
        return {"error": "siteId must be yonge-eglinton, scarborough-town-centre or liberty-village"}
    day = _day(appointment.get("date"))
    clock = _clock(appointment.get("time"))
    if day is None or clock is None:
        return {"error": "appointment needs date YYYY-MM-DD and time HH:MM"}
    if day <= LAB_NOW.date():
        return {"error": "Appointments can be booked from tomorrow (2026-12-18)."}
    if day.weekday() == 6 or str(day) in LAB_CLOSED:
        return {"error": f"All sites are closed on {day.strftime('%A')} {day}."}
    hours = site["saturday"] if day.weekday() == 5 else site["weekday"]
    minutes = clock[0] * 60 + clock[1]
    if hours is None or not hours[0] <= minutes < hours[1]:
        return {"error": f"{site['name']} is not open at {clock[0]:02d}:{clock[1]:02d} on {day.strftime('%A')}."}
    unknown = [t for t in tests or [] if t not in LAB_TESTS]
    if unknown or not tests:
        return {"error": f"tests must be some of {LAB_TESTS}"}
    if requisitionNumber and str(requisitionNumber).strip().upper() != "REQ-558120":
        return {"error": f"No requisition {requisitionNumber} on file. Open requisition: REQ-558120."}
    out: dict[str, Any] = {
        "confirmation": "CP-7741302",
        "site": site["name"],
        "date": str(day),
        "time": f"{clock[0]:02d}:{clock[1]:02d}",
        "tests": list(tests),
        "requisition": requisitionNumber,
        "fasting": bool(fasting),
        "bring": "OHIP card and photo ID",
    }
    if "fasting_glucose" in tests:
        out["prep"] = "Fast for 10-12 hours before (water is fine); take usual medication unless told otherwise."
    return out


LAB_TOOLS = [
    ToolDef(
        "ListResults",
        "The patient's test reports (newest first) with status, flagged markers, and expected date for pending ones.",
        {
            "type": "object",
            "properties": {
                "status": {"type": "string", "enum": ["all", "final", "pending"]},
                "since": {
                    "type": ["string", "null"],
                    "description": "Only tests collected on/after this date (YYYY-MM-DD); null for all",
                },
            },
            "required": ["status", "since"],
            "additionalProperties": False,
        },
        list_results,
        strict=True,
    ),
    ToolDef(
        "GetReport",
        "One full report: every marker with value, unit, reference range and H/L flag, plus the lab comment.",
        {
            "type": "object",
            "properties": {"reportId": {"type": "string", "description": "e.g. R-20931"}},
            "required": ["reportId"],
        },
        get_report,
    ),
    ToolDef(
        "BookCollection",
        "Book a blood collection appointment at a ClearPath site.",
        {
            "type": "object",
            "properties": {
                "appointment": {
                    "type": "object",
                    "properties": {
                        "siteId": {"type": "string", "enum": list(SITES)},
                        "date": {"type": "string", "description": "YYYY-MM-DD"},
                        "time": {"type": "string", "description": "24-hour HH:MM"},
                    },
                    "required": ["siteId", "date", "time"],
                    "additionalProperties": False,
                },
                "tests": {"type": "array", "items": {"type": "string", "enum": LAB_TESTS}},
                "fasting": {"type": "boolean", "description": "Will the patient arrive fasting?"},
                "requisitionNumber": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["appointment", "tests", "fasting", "requisitionNumber"],
            "additionalProperties": False,
        },
        book_collection,
        act=True,
        strict=True,
    ),
]

LAB_INSTRUCTIONS = """You are the assistant in the ClearPath Labs patient portal (a community laboratory in Ontario).
Today is Thursday, December 17, 2026, 7:30 PM in Toronto (America/Toronto).

Signed-in patient: Daniel Moreau, born 1979-04-11. Family physician: Dr. Leila Haddad (Annex Family Health, 416-555-0148).
Open requisition: REQ-558120 from Dr. Haddad (2026-12-16) for HbA1c and fasting glucose, valid until 2027-06-30. Fasting glucose needs 10-12 hours without food (water is fine).
Collection sites (site id): Yonge-Eglinton (yonge-eglinton, 2300 Yonge St) Mon-Fri 7:00-15:00, Sat 8:00-12:00; Scarborough Town Centre (scarborough-town-centre) Mon-Fri 7:00-14:00; Liberty Village (liberty-village, 85 Hanna Ave) Mon-Fri 7:30-15:30, Sat 8:00-13:00. All sites are closed Sundays, Dec 25-26 and Jan 1.

Results usually appear within 1-3 business days (vitamin D takes 5-7). Reports show the lab's reference ranges with H (high) / L (low) flags.
You may explain what a test measures and what a reference range or flag means, but you do not diagnose or advise on treatment: for what a result means for Daniel, refer him to Dr. Haddad. For urgent symptoms, call 911.
Only book a collection when the patient asks you to."""


# =============================================================================================
# 5. kayak_hire: Noosa River Paddle Co. (1 tool, snake_case)
# =============================================================================================

KAYAK_NOW = _dt.datetime(2026, 12, 12, 7, 45)
CRAFT = {  # seats, hourly AUD, half day (4 h) AUD
    "single_kayak": (1, 35.0, 95.0),
    "double_kayak": (2, 55.0, 150.0),
    "sup": (1, 30.0, 85.0),
    "canoe": (3, 50.0, 140.0),
}
KAYAK_EXTRAS = {"dry_bag": 5.0, "esky": 10.0, "phone_pouch": 8.0}


def book_hire(
    boats: list[dict[str, Any]],
    start: str,
    duration_hours: float,
    party: dict[str, Any],
    extras: list[str],
    note: str | None,
) -> dict[str, Any]:
    when = _stamp(start)
    if when is None:
        return {"error": "start must be a local date-time like 2026-12-13T09:00"}
    if when < KAYAK_NOW or str(when.date()) == "2026-12-25":
        return {"error": "Pick a start from now on (we're closed Christmas Day)."}
    hours = float(duration_hours)
    if hours < 1 or hours > 8 or abs(hours * 2 - round(hours * 2)) > 1e-9:
        return {"error": "duration_hours must be 1 to 8 in half-hour steps"}
    end = when + _dt.timedelta(hours=hours)
    if when.hour < 7 or end > when.replace(hour=17, minute=0):
        return {"error": "Hires run 7 AM to 5 PM; all boats must be back by 5 PM."}
    adults, children = int(party.get("adults") or 0), int(party.get("children") or 0)
    if adults < 1:
        return {"error": "At least one adult must come."}
    seats, price, lines = 0, 0.0, []
    for boat in boats or []:
        craft, qty = boat.get("craft"), int(boat.get("quantity") or 0)
        if craft not in CRAFT or qty < 1:
            return {"error": "Each boat needs a craft (single_kayak, double_kayak, sup, canoe) and quantity >= 1"}
        per_seat, hourly, half = CRAFT[craft]
        each = half + hourly * (hours - 4) if hours >= 4 else hourly * hours
        seats += per_seat * qty
        price += each * qty
        lines.append({"craft": craft, "quantity": qty, "each_aud": round(each, 2)})
    if not lines:
        return {"error": "Choose at least one boat."}
    if adults + children > seats:
        return {"error": f"{adults + children} people but only {seats} seats in those boats."}
    unknown = [e for e in extras or [] if e not in KAYAK_EXTRAS]
    if unknown:
        return {"error": f"Unknown extras {unknown}"}
    price += sum(KAYAK_EXTRAS[e] for e in extras or [])
    return {
        "booking": "NRP-40721",
        "status": "confirmed",
        "customer": "Mia Thornton",
        "start": when.strftime("%Y-%m-%dT%H:%M"),
        "back_by": end.strftime("%H:%M"),
        "boats": lines,
        "party": {"adults": adults, "children": children},
        "extras": list(extras or []),
        "total_aud": round(price, 2),
        "pay": "on arrival",
        "arrive_by": (when - _dt.timedelta(minutes=15)).strftime("%H:%M"),
        "note": note,
    }


KAYAK_TOOLS = [
    ToolDef(
        "book_hire",
        "Book boats (kayaks, paddleboards, canoes) for the signed-in customer. Payment on arrival.",
        {
            "type": "object",
            "properties": {
                "boats": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "craft": {"type": "string", "enum": list(CRAFT)},
                            "quantity": {"type": "integer"},
                        },
                        "required": ["craft", "quantity"],
                        "additionalProperties": False,
                    },
                    "description": "All boats in one booking, e.g. one SUP and one single kayak",
                },
                "start": {"type": "string", "description": "Local start date-time, e.g. 2026-12-13T09:00"},
                "duration_hours": {"type": "number", "description": "1 to 8 in half-hour steps; 4 = half day"},
                "party": {
                    "type": "object",
                    "properties": {
                        "adults": {"type": "integer"},
                        "children": {"type": "integer", "description": "Aged 6-15"},
                    },
                    "required": ["adults", "children"],
                    "additionalProperties": False,
                },
                "extras": {"type": "array", "items": {"type": "string", "enum": list(KAYAK_EXTRAS)}},
                "note": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["boats", "start", "duration_hours", "party", "extras", "note"],
            "additionalProperties": False,
        },
        book_hire,
        act=True,
        strict=True,
    ),
]

KAYAK_INSTRUCTIONS = """You are the booking assistant for Noosa River Paddle Co., kayak and paddleboard hire on Gympie Terrace, Noosaville, Queensland.
Today is Saturday 12 December 2026, 7:45 AM (Noosa; Australia/Brisbane, AEST).

Signed-in customer: Mia Thornton (mobile 0412 558 903). Payment is on arrival.
Open every day 7 AM - 5 PM (all boats back by 5 PM); closed Christmas Day.
Prices per boat (AUD): single kayak $35/hour or $95 half day (4 hours); double kayak $55/hour or $150 half day; stand-up paddleboard (SUP) $30/hour or $85 half day; Canadian canoe (3 seats) $50/hour or $140 half day. Minimum 1 hour, in half-hour steps. Extras: dry bag $5, esky with ice $10, waterproof phone pouch $8.
Life jackets and a 10-minute safety briefing are included; arrive 15 minutes early. Children 6-15 must come with a paying adult; no children under 6.
What to bring: a hat, sunscreen, water, and shoes that can get wet. No wetsuit needed in summer.
If the Bureau of Meteorology issues a strong-wind warning we cancel at no charge. Only make a booking when the customer asks for one."""


DOMAINS = [
    Domain("farm_box_delivery", FARM_TOOLS, FARM_INSTRUCTIONS),
    Domain("student_accommodation", STU_TOOLS, STU_INSTRUCTIONS),
    Domain("tyre_fitting", TYRE_TOOLS, TYRE_INSTRUCTIONS),
    Domain("lab_test_results", LAB_TOOLS, LAB_INSTRUCTIONS),
    Domain("kayak_hire", KAYAK_TOOLS, KAYAK_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================

GOLF = one_of("191-D-23817", "191D23817", "191 D 23817", "191-d-23817")
SPORTAGE = one_of("221-KE-4410", "221KE4410", "221 KE 4410", "221-ke-4410")
TOMORROW_3RD = said("tomorrow", "3 December", "December 3", "3 Dec", "Dec 3", "3rd", "2026-12-03", "03/12")
TEN_AM = said("10am", "10 am", "10:00", "10 a.m.", "10 AM")
FOUR_PM = said("4pm", "4 pm", "4:00", "16:00", "4 p.m.", "4 PM")
BOXING_DAY = Pred("states 26 or Boxing Day", lambda text: said_number(26).ok(text) or said("Boxing Day").ok(text))
TOO_LATE = said(
    "locked",
    "too late",
    "cut-off",
    "cutoff",
    "cut off",
    "deadline",
    "already packed",
    "no longer",
    "can't be changed",
    "cannot be changed",
    "closed",
    "passed",
)

CASES = [
    # ---------------------------------------------------------------- farm_box_delivery (12)
    Case(
        "w_farm_skip_away",
        "farm_box_delivery",
        "direct",
        [
            Turn(
                "we're away 15th-19th dec so skip that week's box pls",
                calls=[ExpectCall("skip_delivery", {"delivery_date": date("2026-12-17")})],
                allow=["list_deliveries", "get_subscription"],
                forbid=["add_extras", "swap_item", "change_box_size", "update_delivery_instructions"],
                answer_has=[said("17")],
            ),
        ],
        features=("date", "nullable_anyof", "9_tools", "snake_names"),
    ),
    Case(
        "w_farm_add_eggs_bread",
        "farm_box_delivery",
        "direct",
        [
            Turn(
                "Add 2 dozen eggs and a sourdough loaf to the box on the 17th",
                calls=[
                    ExpectCall(
                        "add_extras",
                        {
                            "delivery_date": date("2026-12-17"),
                            "items": items(
                                fields(product_id="eggs-dozen", quantity=number(2)),
                                fields(product_id="sourdough-loaf", quantity=number(1)),
                            ),
                        },
                    )
                ],
                allow=["list_extras", "list_deliveries"],
                forbid=["skip_delivery", "swap_item", "change_box_size", "update_delivery_instructions"],
                answer_has=[said_any_number(24, 62)],
            ),
        ],
        features=("ref", "array", "nested", "strict", "enum", "9_tools", "snake_names"),
    ),
    Case(
        "w_farm_porch_painting",
        "farm_box_delivery",
        "polite",
        [
            Turn(
                "Hi! Could you please change our delivery spot for now? The porch is being repainted, so could the driver leave "
                "the box at the back door by the garage instead. Thanks so much!",
                calls=[ExpectCall("update_delivery_instructions", {"leave_at": one_of("back_door", "garage")})],
                allow=["get_subscription"],
                forbid=["skip_delivery", "add_extras", "swap_item", "change_box_size"],
            ),
        ],
        features=("enum", "nullable_type_list", "9_tools", "snake_names"),
    ),
    Case(
        "w_farm_pear_allergy",
        "farm_box_delivery",
        "indirect",
        [
            Turn(
                "my mother in law is staying with us the week of the 17th and she's allergic to pears... is that going to be "
                "an issue with the box?",
                calls=[ExpectCall("get_box_contents", {"delivery_date": date("2026-12-17")})],
                allow=["list_deliveries", "get_subscription"],
                forbid=FARM_ACTS,
                answer_has=[said("Bosc", "2 lb", "2lb", "2 pounds", "two pounds")],
            ),
        ],
        features=("date", "9_tools", "snake_names"),
    ),
    Case(
        "w_farm_contents_and_upsize",
        "farm_box_delivery",
        "multi_intent",
        [
            Turn(
                "whats in thursday's box? also my parents are moving in with us in january so can you bump us up to the large "
                "box from the new year",
                calls=[
                    ExpectCall("get_box_contents", {"delivery_date": date("2026-12-10")}),
                    ExpectCall("change_box_size", {"size": "large", "effective_from": date_between("2027-01-01", "2027-01-07")}),
                ],
                allow=["list_deliveries", "get_subscription"],
                forbid=["skip_delivery", "add_extras", "swap_item", "update_delivery_instructions"],
                answer_has=[said("delicata")],
            ),
        ],
        features=("date", "enum", "nullable_anyof", "9_tools", "snake_names"),
    ),
    Case(
        "w_farm_swap_and_window",
        "farm_box_delivery",
        "multi_intent",
        [
            Turn(
                "swap the butternut squash for leeks in the dec 17 box. and roughly what time does the driver usually turn up?",
                calls=[
                    ExpectCall(
                        "swap_item",
                        {"delivery_date": date("2026-12-17"), "remove_item": contains("butternut"), "add_item": contains("leek")},
                    )
                ],
                allow=["get_box_contents", "get_subscription", "list_deliveries"],
                forbid=["skip_delivery", "add_extras", "change_box_size", "update_delivery_instructions"],
                answer_has=[TEN_AM, FOUR_PM],
            ),
        ],
        features=("date", "9_tools", "snake_names"),
    ),
    Case(
        "w_farm_celeriac_storage",
        "farm_box_delivery",
        "no_tool",
        [
            Turn(
                "never had celery root before, how do I store it so it doesn't go bad?",
                allow=["get_box_contents"],
                forbid=FARM_ACTS,
                answer_has=[said("fridge", "refrigerat", "crisper", "cool")],
            ),
        ],
        features=("9_tools", "snake_names"),
    ),
    Case(
        "w_farm_not_home",
        "farm_box_delivery",
        "no_tool",
        [
            Turn(
                "if nobody's home on thursday does the box just sit outside all day? worried stuff will go off",
                allow=["get_subscription", "list_deliveries"],
                forbid=FARM_ACTS,
                answer_has=[said("8 hours", "eight hours", "8 hrs", "8-hour")],
            ),
        ],
        features=("9_tools", "snake_names"),
    ),
    Case(
        "w_farm_size_vague",
        "farm_box_delivery",
        "underspecified",
        [
            Turn("can you change my box size", allow=["get_subscription"], forbid=FARM_ACTS, clarify=True),
        ],
        features=("9_tools", "snake_names"),
    ),
    Case(
        "w_farm_cheapest_cheese",
        "farm_box_delivery",
        "chained",
        [
            Turn(
                "add whichever cheese is cheapest to my box on the 17th",
                calls=[
                    ExpectCall("list_extras"),
                    ExpectCall(
                        "add_extras",
                        {
                            "delivery_date": date("2026-12-17"),
                            "items": items(fields(product_id="chevre-4oz", quantity=number(1))),
                        },
                    ),
                ],
                allow=["list_deliveries"],
                forbid=["skip_delivery", "swap_item", "change_box_size", "update_delivery_instructions"],
                answer_has=[said("chèvre", "chevre", "goat")],
            ),
        ],
        features=("ref", "array", "strict", "enum", "9_tools", "snake_names"),
    ),
    Case(
        "w_farm_holiday_skip",
        "farm_box_delivery",
        "multi_turn",
        [
            Turn(
                "what deliveries have I got coming up over the holidays?",
                calls=[ExpectCall("list_deliveries")],
                forbid=FARM_ACTS,
                answer_has=[said("23"), said("31", "closed", "no delivery")],
            ),
            Turn(
                "ok skip the wednesday one, we'll be at my sister's",
                calls=[ExpectCall("skip_delivery", {"delivery_date": date("2026-12-23")})],
                allow=["list_deliveries"],
                forbid=["add_extras", "swap_item", "change_box_size", "update_delivery_instructions"],
            ),
        ],
        features=("date", "nullable_anyof", "9_tools", "snake_names"),
    ),
    Case(
        "w_farm_locked_swap",
        "farm_box_delivery",
        "multi_turn",
        [
            Turn(
                "what's coming in this week's box?",
                calls=[ExpectCall("get_box_contents", {"delivery_date": date("2026-12-10")})],
                allow=["list_deliveries"],
                forbid=FARM_ACTS,
                answer_has=[said("delicata")],
            ),
            Turn(
                "can i swap the kale out for something else?",
                allow=["swap_item", "get_box_contents", "list_deliveries"],
                forbid=["skip_delivery", "add_extras", "change_box_size", "update_delivery_instructions"],
                answer_has=[TOO_LATE],
            ),
        ],
        features=("date", "error_output", "9_tools", "snake_names"),
    ),
    # ---------------------------------------------------------------- student_accommodation (10)
    Case(
        "w_stu_radiator",
        "student_accommodation",
        "direct",
        [
            Turn(
                "radiator in my room is stone cold and its freezing, can you log a repair? they can go in if im out",
                calls=[
                    ExpectCall(
                        "reportMaintenance",
                        {"category": "heating", "location": "bedroom", "permissionToEnter": boolean(True)},
                    )
                ],
                allow=["listMaintenanceRequests"],
                forbid=["payRent", "registerGuest"],
                answer_has=[said("MR-88561")],
            ),
        ],
        features=("ref", "enum", "boolean", "strict", "nullable_anyof", "7_tools", "camel_names"),
    ),
    Case(
        "w_stu_fire_door",
        "student_accommodation",
        "polite",
        [
            Turn(
                "Hello, would you mind reporting that the fire door on our corridor (4th floor, block B) doesn't close by "
                "itself anymore? Thank you!",
                calls=[
                    ExpectCall(
                        "reportMaintenance",
                        {
                            "category": one_of("fire_safety", "doors_locks_windows"),
                            "location": one_of("corridor", "other_communal"),
                        },
                    )
                ],
                allow=["listMaintenanceRequests"],
                forbid=["payRent", "registerGuest"],
                answer_has=[said("MR-88561")],
            ),
        ],
        features=("ref", "enum", "strict", "7_tools", "camel_names"),
    ),
    Case(
        "w_stu_mum_parcel",
        "student_accommodation",
        "indirect",
        [
            Turn(
                "my mum said she posted something from lagos last week, has it turned up yet??",
                calls=[ExpectCall("listParcels")],
                forbid=STU_ACTS,
                answer_has=[said("PCL-3342", "Royal Mail", "oversize", "Special Delivery")],
            ),
        ],
        features=("7_tools", "camel_names"),
    ),
    Case(
        "w_stu_fob_and_window",
        "student_accommodation",
        "multi_intent",
        [
            Turn(
                "can you pay the £25 for the replacement fob on my card, and is anyone actually coming to fix my window??",
                calls=[
                    ExpectCall("payRent", {"amountGbp": number(25), "paymentMethod": "saved_card_5521"}),
                    ExpectCall("listMaintenanceRequests"),
                ],
                allow=["getRentStatement"],
                forbid=["reportMaintenance", "registerGuest"],
                answer_has=[TOMORROW_3RD],
            ),
        ],
        features=("number", "enum", "strict", "nullable_anyof", "7_tools", "camel_names"),
    ),
    Case(
        "w_stu_reception_xmas",
        "student_accommodation",
        "no_tool",
        [
            Turn(
                "im staying here over christmas - is reception open? got a few parcels coming",
                allow=["getTenancy", "listParcels"],
                forbid=STU_ACTS,
                answer_has=[said("closed", "shut", "not open"), BOXING_DAY],
            ),
        ],
        features=("date", "7_tools", "camel_names"),
    ),
    Case(
        "w_stu_guest_vague",
        "student_accommodation",
        "underspecified",
        [
            Turn("can u register a guest for me this weekend", allow=["getTenancy"], forbid=STU_ACTS, clarify=True),
        ],
        features=("7_tools", "camel_names"),
    ),
    Case(
        "w_stu_jan_instalment",
        "student_accommodation",
        "chained",
        [
            Turn(
                "student loan's just landed so I want to pay my january rent instalment now",
                calls=[ExpectCall("payRent", {"amountGbp": one_of(2268, 2293), "paymentMethod": "saved_card_5521"})],
                allow=["getTenancy", "getRentStatement"],
                forbid=["reportMaintenance", "registerGuest"],
                answer_has=[said("PAY-60418")],
            ),
        ],
        features=("number", "strict", "enum", "7_tools", "camel_names"),
    ),
    Case(
        "w_stu_shower_again",
        "student_accommodation",
        "chained",
        [
            Turn(
                "the shower drain is blocked again, same problem they fixed last week. can you raise a new one and put the old "
                "job number in it so they know it's come back",
                calls=[
                    ExpectCall("listMaintenanceRequests"),
                    ExpectCall(
                        "reportMaintenance",
                        {"category": "plumbing", "location": "ensuite", "description": contains("MR-88412")},
                    ),
                ],
                forbid=["payRent", "registerGuest"],
                answer_has=[said("MR-88561")],
            ),
        ],
        features=("ref", "enum", "strict", "7_tools", "camel_names"),
    ),
    Case(
        "w_stu_parcels_deadline",
        "student_accommodation",
        "multi_turn",
        [
            Turn(
                "anything waiting for me at reception?",
                calls=[ExpectCall("listParcels")],
                forbid=STU_ACTS,
                answer_has=[said("PCL-3318", "Amazon"), said("PCL-3342", "Royal Mail")],
            ),
            Turn(
                "how long have I got before they send the big one back?",
                allow=["listParcels"],
                forbid=STU_ACTS,
                answer_has=[
                    said(
                        "16 December",
                        "December 16",
                        "16 Dec",
                        "Dec 16",
                        "16th",
                        "2026-12-16",
                        "16/12",
                        "14 days",
                        "two weeks",
                        "fortnight",
                    )
                ],
            ),
        ],
        features=("date", "7_tools", "camel_names"),
    ),
    Case(
        "w_stu_kyle_guest",
        "student_accommodation",
        "multi_turn",
        [
            Turn(
                "my mate kyle wants to crash on friday and saturday night, is that allowed?",
                allow=["getTenancy"],
                forbid=STU_ACTS,
                answer_has=[said("register", "3 nights", "three nights", "photo ID")],
            ),
            Turn(
                "sweet, register him then. Kyle Osei",
                calls=[
                    ExpectCall(
                        "registerGuest",
                        {"guestName": contains("Kyle", "Osei"), "nights": items(date("2026-12-04"), date("2026-12-05"))},
                    )
                ],
                allow=["getTenancy"],
                forbid=["payRent", "reportMaintenance"],
            ),
        ],
        features=("array", "date", "person", "7_tools", "camel_names"),
    ),
    # ---------------------------------------------------------------- tyre_fitting (10)
    Case(
        "w_tyre_winter_search",
        "tyre_fitting",
        "direct",
        [
            Turn(
                "what winter tyres have you got in 205/55 R16",
                calls=[ExpectCall("search-tyres", {"size": contains("205/55", "16"), "season": "winter"})],
                forbid=TYRE_ACTS,
                answer_has=[said("Blizzak", "Snowproof", "Nokian", "Bridgestone")],
            ),
        ],
        features=("enum", "nullable_anyof", "kebab_names", "5_tools"),
    ),
    Case(
        "w_tyre_swords_monday",
        "tyre_fitting",
        "polite",
        [
            Turn(
                "Hi there, could you tell me what times you have free at the Swords branch on Monday please?",
                calls=[ExpectCall("get-fitting-slots", {"date": date("2026-12-07"), "branch": "swords"})],
                forbid=TYRE_ACTS,
                answer_has=[said("9:30", "09:30", "9.30", "9:30am")],
            ),
        ],
        features=("date", "enum", "kebab_names", "5_tools"),
    ),
    Case(
        "w_tyre_donegal_trip",
        "tyre_fitting",
        "indirect",
        [
            Turn(
                "driving the golf up to donegal for christmas, are the tyres up to it do you think?",
                calls=[ExpectCall("lookup-vehicle", {"registration": GOLF})],
                allow=["search-tyres"],
                forbid=TYRE_ACTS,
                answer_has=[said("2.1")],
            ),
        ],
        features=("plate", "kebab_names", "5_tools"),
    ),
    Case(
        "w_tyre_size_and_cancel",
        "tyre_fitting",
        "multi_intent",
        [
            Turn(
                "what size tyres does the sportage take? and cancel my booking for tomorrow (GG-5531), can't make it anymore",
                calls=[
                    ExpectCall("lookup-vehicle", {"registration": SPORTAGE}),
                    ExpectCall("cancel-fitting", {"booking_ref": "GG-5531"}),
                ],
                forbid=["book-fitting"],
                answer_has=[said("235/55")],
            ),
        ],
        features=("kebab_names", "5_tools"),
    ),
    Case(
        "w_tyre_legal_tread",
        "tyre_fitting",
        "no_tool",
        [
            Turn("whats the legal minimum tread depth over here?", forbid=TYRE_ACTS, answer_has=[said("1.6")]),
        ],
        features=("kebab_names", "5_tools"),
    ),
    Case(
        "w_tyre_all_season_advice",
        "tyre_fitting",
        "no_tool",
        [
            Turn(
                "I'm thinking of going all-season instead of swapping to winters every year. is that worth it if it's mostly "
                "city driving in dublin?",
                allow=["search-tyres", "lookup-vehicle"],
                forbid=TYRE_ACTS,
            ),
        ],
        features=("kebab_names", "5_tools"),
    ),
    Case(
        "w_tyre_book_vague",
        "tyre_fitting",
        "underspecified",
        [
            Turn(
                "book me in for new tyres next week",
                allow=["lookup-vehicle", "search-tyres", "get-fitting-slots"],
                forbid=TYRE_ACTS,
                clarify=True,
            ),
        ],
        features=("kebab_names", "5_tools"),
    ),
    Case(
        "w_tyre_cheapest_allseason_golf",
        "tyre_fitting",
        "chained",
        [
            Turn(
                "put 4 of your cheapest all season tyres on the golf, earliest slot you have tomorrow at naas road",
                calls=[
                    ExpectCall("lookup-vehicle", {"registration": GOLF}),
                    ExpectCall("search-tyres", {"size": contains("205/55", "16"), "season": "all_season"}),
                    ExpectCall("get-fitting-slots", {"date": date("2026-12-05"), "branch": "naas-road"}),
                    ExpectCall(
                        "book-fitting",
                        {
                            "registration": GOLF,
                            "branch": "naas-road",
                            "slot_start": at("2026-12-05", "08:30"),
                            "tyre_id": "FA-AS210-2055516",
                            "quantity": number(4),
                        },
                    ),
                ],
                forbid=["cancel-fitting"],
                answer_has=[said("GG-5609"), said_any_number(368, 92)],
            ),
        ],
        features=("date", "strict", "enum", "array", "nullable_type_list", "kebab_names", "5_tools"),
    ),
    Case(
        "w_tyre_sportage_rears",
        "tyre_fitting",
        "chained",
        [
            Turn(
                "can you check the tread on the sportage and if any of them are under 3mm find me summer tyres for it under "
                "€150 each",
                calls=[
                    ExpectCall("lookup-vehicle", {"registration": SPORTAGE}),
                    ExpectCall("search-tyres", {"size": contains("235/55", "18"), "season": "summer"}),
                ],
                forbid=TYRE_ACTS,
                answer_has=[said("Falken", "Ziex"), said("Hankook", "Ventus")],
            ),
        ],
        features=("number", "nullable_anyof", "kebab_names", "5_tools"),
    ),
    Case(
        "w_tyre_tuesday_book",
        "tyre_fitting",
        "multi_turn",
        [
            Turn(
                "what have you got on tuesday at naas road?",
                calls=[ExpectCall("get-fitting-slots", {"date": date("2026-12-08"), "branch": "naas-road"})],
                forbid=TYRE_ACTS,
                answer_has=[said("14:00", "2pm", "2 pm", "2:00", "2 p.m.")],
            ),
            Turn(
                "grab the 2pm one for the golf. 2 michelin crossclimates on the front",
                calls=[
                    ExpectCall(
                        "book-fitting",
                        {
                            "registration": GOLF,
                            "branch": "naas-road",
                            "slot_start": at("2026-12-08", "14:00"),
                            "tyre_id": "MI-CC2-2055516",
                            "quantity": number(2),
                        },
                    )
                ],
                allow=["lookup-vehicle", "search-tyres", "get-fitting-slots"],
                forbid=["cancel-fitting"],
                answer_has=[said("GG-5609")],
            ),
        ],
        features=("date", "strict", "kebab_names", "5_tools"),
    ),
    # ---------------------------------------------------------------- lab_test_results (8)
    Case(
        "w_lab_cholesterol",
        "lab_test_results",
        "direct",
        [
            Turn(
                "show me my cholesterol results",
                calls=[ExpectCall("GetReport", {"reportId": "R-20931"})],
                allow=["ListResults"],
                forbid=["BookCollection"],
                answer_has=[said_number(5.9), said_number(3.9)],
            ),
        ],
        features=("pascal_names", "3_tools"),
    ),
    Case(
        "w_lab_book_requisition",
        "lab_test_results",
        "polite",
        [
            Turn(
                "Hi, could you please book the blood work from Dr. Haddad's requisition at the Yonge-Eglinton location next "
                "Tuesday at 8:15? Thank you.",
                calls=[
                    ExpectCall(
                        "BookCollection",
                        {
                            "appointment": fields(
                                siteId="yonge-eglinton",
                                date=date_in("2026-12-22", "2026-12-29"),
                                time=time_of_day("08:15"),
                            ),
                            "tests": has_items("hba1c", "fasting_glucose"),
                            "fasting": boolean(True),
                            "requisitionNumber": "REQ-558120",
                        },
                    )
                ],
                allow=["ListResults"],
                answer_has=[said("CP-7741302")],
            ),
        ],
        features=("nested", "strict", "enum", "array", "boolean", "nullable_anyof", "date", "pascal_names", "3_tools"),
    ),
    Case(
        "w_lab_doctor_said_high",
        "lab_test_results",
        "indirect",
        [
            Turn(
                "got a voicemail from my doctor's office saying one of my results came back a bit high and to book a follow-up. "
                "which one was it?",
                calls=[ExpectCall("ListResults")],
                allow=["GetReport"],
                forbid=["BookCollection"],
                answer_has=[said("A1c"), said("cholesterol", "LDL", "lipid")],
            ),
        ],
        features=("enum", "strict", "nullable_type_list", "pascal_names", "3_tools"),
    ),
    Case(
        "w_lab_vitamin_d",
        "lab_test_results",
        "indirect",
        [
            Turn(
                "been taking vitamin D pills all autumn and wondering if I can stop. is my level back?",
                calls=[ExpectCall("ListResults")],
                allow=["GetReport"],
                forbid=["BookCollection"],
                answer_has=[
                    said("pending", "not yet", "not back", "isn't back", "hasn't", "still"),
                    said("21", "Monday"),
                ],
            ),
        ],
        features=("date", "strict", "pascal_names", "3_tools"),
    ),
    Case(
        "w_lab_a1c_and_book",
        "lab_test_results",
        "multi_intent",
        [
            Turn(
                "what was my a1c? and book me a fasting draw at liberty village on dec 29 at 7:30 for the requisition",
                calls=[
                    ExpectCall("GetReport", {"reportId": "R-20932"}),
                    ExpectCall(
                        "BookCollection",
                        {
                            "appointment": fields(siteId="liberty-village", date=date("2026-12-29"), time=time_of_day("07:30")),
                            "tests": has_items("fasting_glucose"),
                            "requisitionNumber": "REQ-558120",
                        },
                    ),
                ],
                allow=["ListResults"],
                answer_has=[said_number(6.1), said("CP-7741302")],
            ),
        ],
        features=("nested", "strict", "enum", "array", "date", "pascal_names", "3_tools"),
    ),
    Case(
        "w_lab_non_hdl",
        "lab_test_results",
        "no_tool",
        [
            Turn(
                "what does non-HDL cholesterol actually mean?",
                allow=["GetReport", "ListResults"],
                forbid=["BookCollection"],
                answer_has=[said("minus", "subtract", "LDL", "total cholesterol", "−")],
            ),
        ],
        features=("pascal_names", "3_tools"),
    ),
    Case(
        "w_lab_book_vague",
        "lab_test_results",
        "underspecified",
        [
            Turn("book me in for a blood test pls", allow=["ListResults"], forbid=["BookCollection"], clarify=True),
        ],
        features=("pascal_names", "3_tools"),
    ),
    Case(
        "w_lab_lipids_worried",
        "lab_test_results",
        "multi_turn",
        [
            Turn(
                "what did my lipid panel say?",
                calls=[ExpectCall("GetReport", {"reportId": "R-20931"})],
                allow=["ListResults"],
                forbid=["BookCollection"],
                answer_has=[said_number(5.9)],
            ),
            Turn(
                "is that bad?? should I be worried",
                allow=["GetReport"],
                forbid=["BookCollection"],
                answer_has=[said("Haddad", "doctor", "physician", "GP")],
            ),
        ],
        features=("pascal_names", "3_tools"),
    ),
    # ---------------------------------------------------------------- kayak_hire (5)
    Case(
        "w_kayak_two_doubles",
        "kayak_hire",
        "direct",
        [
            Turn(
                "2 double kayaks tomorrow at 9am for 2 hours, 4 adults",
                calls=[
                    ExpectCall(
                        "book_hire",
                        {
                            "boats": items(fields(craft="double_kayak", quantity=number(2))),
                            "start": at("2026-12-13", "09:00"),
                            "duration_hours": number(2),
                            "party": fields(adults=number(4), children=number(0)),
                        },
                    )
                ],
                answer_has=[said("NRP-40721"), said_number(220)],
            ),
        ],
        features=("array", "nested", "strict", "number", "date", "1_tool", "snake_names"),
    ),
    Case(
        "w_kayak_sup_and_single",
        "kayak_hire",
        "polite",
        [
            Turn(
                "Hi! Could we please book a SUP for me and a single kayak for my son (he's 12) at 2 this arvo for an hour and a "
                "half? Thanks heaps",
                calls=[
                    ExpectCall(
                        "book_hire",
                        {
                            "boats": items(
                                fields(craft="sup", quantity=number(1)),
                                fields(craft="single_kayak", quantity=number(1)),
                            ),
                            "start": at("2026-12-12", "14:00"),
                            "duration_hours": number(1.5),
                            "party": fields(adults=number(1), children=number(1)),
                        },
                    )
                ],
                answer_has=[said("NRP-40721"), said_number(97.5)],
            ),
        ],
        features=("array", "nested", "strict", "number", "enum", "1_tool", "snake_names"),
    ),
    Case(
        "w_kayak_what_to_wear",
        "kayak_hire",
        "no_tool",
        [
            Turn(
                "never been kayaking before, what should we wear / bring?",
                forbid=["book_hire"],
                answer_has=[said("sunscreen", "sun cream", "suncream", "sunblock", "hat")],
            ),
        ],
        features=("1_tool", "snake_names"),
    ),
    Case(
        "w_kayak_saturday_vague",
        "kayak_hire",
        "underspecified",
        [
            Turn("can i book a kayak for next saturday", forbid=["book_hire"], clarify=True),
        ],
        features=("1_tool", "snake_names"),
    ),
    Case(
        "w_kayak_half_day",
        "kayak_hire",
        "multi_turn",
        [
            Turn(
                "do you do half day hire? how much would a double kayak be for that",
                forbid=["book_hire"],
                answer_has=[said_number(150)],
            ),
            Turn(
                "great, book one for tomorrow from 8am, just me and my partner",
                calls=[
                    ExpectCall(
                        "book_hire",
                        {
                            "boats": items(fields(craft="double_kayak", quantity=number(1))),
                            "start": at("2026-12-13", "08:00"),
                            "duration_hours": number(4),
                            "party": fields(adults=number(2), children=number(0)),
                        },
                    )
                ],
                answer_has=[said("NRP-40721")],
            ),
        ],
        features=("array", "nested", "strict", "number", "date", "1_tool", "snake_names"),
    ),
]
