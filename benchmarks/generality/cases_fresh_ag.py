"""Fresh generality part AG: five domains, 45 cases, written independently on 2026-12-07 by a helper
that saw only spec.py, validate.py, runner.py's loader and cases_fresh_u.py's shape.

Domains (tool count, naming style, the "today" of each system prompt):
- vending_ops       10 tools, snake_case   Tuesday 15 December 2026, 08:10, Manchester (Crankshaw Vending back office)
- radio_requests     6 tools, camelCase    Friday 18 December 2026, 19:05, Brighton (Tidewave FM 96.4 listener app)
- window_cleaning    4 tools, kebab-case   Monday 4 January 2027, 10:15, York (Clearview Window Cleaning customer chat)
- quiz_league        3 tools, PascalCase   Wednesday 9 December 2026, 17:30, Norwich (Norwich Pub Quiz League app)
- noise_nuisance     1 tool,  namespaced   Saturday 12 December 2026, 23:40, Cardiff (council out-of-hours noise line)

Categories: direct 6, polite 5, indirect 6, multi_intent 5, no_tool 6, underspecified 5, chained 6,
multi_turn 6.

Schema coverage: string, integer, number (set_slot_price price_gbp, issue_refund amount_gbp), boolean, string
enums, integer enums (schedule_engineer_visit priority, searchLibrary decade, get-quote frequency_weeks, the
noise tool's impact), arrays of strings (noise rooms_affected), arrays of enums (get-quote / book-clean services),
arrays of objects (create_restock_order lines, RegisterTeam players), nested objects (submitRequest dedication,
noise address), nullable via type lists and via anyOf, $ref/$defs (strict create_restock_order, strict
book-clean), strict tools (create_restock_order, submitRequest, book-clean, GetQuizNights, RegisterTeam) and
non-strict ones; act tools (restock, reprice, refund, report fault, schedule visit, request, cancel, enter,
book, skip, register, log complaint) and read tools.
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
    has_items,
    items,
    null_or_absent,
    number,
    one_of,
    said,
    said_number,
)


def _day(text: Any) -> _dt.date | None:
    """The date at the start of '2026-12-16', '2026-12-16T09:00' ...; None when it is not a date."""
    try:
        return _dt.date.fromisoformat(str(text).strip()[:10])
    except ValueError:
        return None


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


# =============================================================================================
# 1. vending_ops: Crankshaw Vending back office (10 tools, snake_case)
# =============================================================================================

VEND_TODAY = _dt.date(2026, 12, 15)

PRODUCTS = {  # sku: (name, default price GBP, depot stock)
    "SKU-WLK-CO": ("Walkers Cheese & Onion 32.5g", 0.95, 420),
    "SKU-WLK-RS": ("Walkers Ready Salted 32.5g", 0.95, 380),
    "SKU-KITKAT4": ("KitKat 4 Finger 41.5g", 1.05, 300),
    "SKU-TWIX": ("Twix 50g", 1.05, 96),
    "SKU-NAKD-CO": ("Nakd Cocoa Orange bar 35g", 1.50, 140),
    "SKU-COKE330": ("Coca-Cola 330ml can", 1.40, 600),
    "SKU-DCOKE330": ("Diet Coke 330ml can", 1.40, 540),
    "SKU-BUX500": ("Buxton Still Water 500ml", 1.10, 480),
    "SKU-LUC380": ("Lucozade Energy Orange 380ml", 1.75, 220),
    "SKU-MON500": ("Monster Energy 500ml can", 1.95, 150),
}


def _slot(slot: str, sku: str, qty: int, capacity: int, price: float | None = None) -> dict[str, Any]:
    return {"slot": slot, "sku": sku, "qty": qty, "capacity": capacity, "price": price or PRODUCTS[sku][1]}


MACHINES: dict[str, dict[str, Any]] = {
    "VM-101": {
        "location": "Piccadilly Station, main concourse (by platform 1 entrance)",
        "type": "snack",
        "temperature_c": None,
        "cash_box_pct": 62,
        "last_visit": "2026-12-11",
        "slots": [
            _slot("A1", "SKU-WLK-CO", 3, 12),
            _slot("A2", "SKU-WLK-RS", 9, 12),
            _slot("B1", "SKU-KITKAT4", 11, 15),
            _slot("B2", "SKU-TWIX", 2, 15),
            _slot("C1", "SKU-NAKD-CO", 7, 10),
        ],
        "faults": [],
    },
    "VM-102": {
        "location": "Salford Royal Hospital, A&E waiting area",
        "type": "cold drinks",
        "temperature_c": 4.1,
        "cash_box_pct": 48,
        "last_visit": "2026-12-12",
        "slots": [
            _slot("A1", "SKU-COKE330", 14, 20),
            _slot("A2", "SKU-DCOKE330", 10, 20),
            _slot("B1", "SKU-BUX500", 17, 24),
            _slot("B2", "SKU-LUC380", 8, 16),
        ],
        "faults": [
            {
                "fault_id": "F-3391",
                "fault_type": "coin_mech",
                "reported": "2026-12-14T17:20",
                "description": "Coin mechanism jammed - coins are returned, card and contactless still working",
                "out_of_order": False,
                "engineer_booked": False,
            }
        ],
    },
    "VM-103": {
        "location": "Dock House, MediaCity, ground-floor lobby",
        "type": "combo",
        "temperature_c": 4.6,
        "cash_box_pct": 21,
        "last_visit": "2026-12-10",
        "slots": [
            _slot("A1", "SKU-DCOKE330", 12, 16),
            _slot("A2", "SKU-BUX500", 15, 20),
            _slot("B1", "SKU-KITKAT4", 8, 12),
            _slot("B2", "SKU-WLK-CO", 9, 12),
            _slot("C1", "SKU-NAKD-CO", 6, 10),
        ],
        "faults": [],
    },
    "VM-104": {
        "location": "Manchester Met University, All Saints library, 2nd floor",
        "type": "snack",
        "temperature_c": None,
        "cash_box_pct": 35,
        "last_visit": "2026-12-08",
        "slots": [
            _slot("A1", "SKU-WLK-CO", 2, 12, 0.90),
            _slot("A2", "SKU-WLK-RS", 6, 12, 0.90),
            _slot("B1", "SKU-KITKAT4", 1, 10),
            _slot("B2", "SKU-TWIX", 7, 15, 1.00),
            _slot("C1", "SKU-NAKD-CO", 5, 10),
        ],
        "faults": [],
    },
    "VM-105": {
        "location": "Trafford Leisure Centre, poolside reception",
        "type": "cold drinks",
        "temperature_c": 9.5,
        "cash_box_pct": 40,
        "last_visit": "2026-12-11",
        "slots": [
            _slot("A1", "SKU-BUX500", 10, 24),
            _slot("A2", "SKU-LUC380", 11, 16),
            _slot("B1", "SKU-COKE330", 9, 20),
            _slot("B2", "SKU-DCOKE330", 13, 20),
        ],
        "faults": [],
        "alert": "Temperature above 8°C since 2026-12-15 05:40",
    },
}

SALES = {  # (machine, period): (units, revenue GBP, top seller, top seller units)
    ("VM-101", "yesterday"): (84, 96.40, "KitKat 4 Finger 41.5g", 21),
    ("VM-102", "yesterday"): (57, 79.85, "Coca-Cola 330ml can", 19),
    ("VM-103", "yesterday"): (41, 52.10, "Diet Coke 330ml can", 13),
    ("VM-104", "yesterday"): (63, 68.55, "Walkers Cheese & Onion 32.5g", 18),
    ("VM-105", "yesterday"): (22, 31.20, "Lucozade Energy Orange 380ml", 8),
    ("VM-101", "last_7_days"): (552, 631.75, "KitKat 4 Finger 41.5g", 140),
    ("VM-102", "last_7_days"): (402, 563.20, "Coca-Cola 330ml can", 131),
    ("VM-103", "last_7_days"): (238, 301.40, "Diet Coke 330ml can", 70),
    ("VM-104", "last_7_days"): (395, 431.05, "Walkers Cheese & Onion 32.5g", 104),
    ("VM-105", "last_7_days"): (170, 240.90, "Lucozade Energy Orange 380ml", 61),
    ("VM-101", "this_month"): (1120, 1281.60, "KitKat 4 Finger 41.5g", 287),
    ("VM-102", "this_month"): (836, 1171.05, "Coca-Cola 330ml can", 270),
    ("VM-103", "this_month"): (497, 629.95, "Diet Coke 330ml can", 148),
    ("VM-104", "this_month"): (851, 928.70, "Walkers Cheese & Onion 32.5g", 226),
    ("VM-105", "this_month"): (362, 512.35, "Lucozade Energy Orange 380ml", 128),
    ("VM-101", "last_month"): (2410, 2752.30, "KitKat 4 Finger 41.5g", 604),
    ("VM-102", "last_month"): (1795, 2516.80, "Coca-Cola 330ml can", 588),
    ("VM-103", "last_month"): (1062, 1344.10, "Diet Coke 330ml can", 311),
    ("VM-104", "last_month"): (1988, 2170.45, "Walkers Cheese & Onion 32.5g", 512),
    ("VM-105", "last_month"): (790, 1118.25, "Lucozade Energy Orange 380ml", 277),
}

PERIOD_DATES = {
    "yesterday": ("2026-12-14", "2026-12-14"),
    "last_7_days": ("2026-12-08", "2026-12-14"),
    "this_month": ("2026-12-01", "2026-12-14"),
    "last_month": ("2026-11-01", "2026-11-30"),
}

ROUTES = {
    "2026-12-15": {
        "driver": "Dean Walsh",
        "van": "MA71 KXD",
        "stops": [
            {"stop": 1, "machine_id": "VM-105", "eta": "09:00", "job": "restock + check fridge"},
            {"stop": 2, "machine_id": "VM-101", "eta": "10:30", "job": "restock + cash collection"},
            {"stop": 3, "machine_id": "VM-104", "eta": "12:15", "job": "restock"},
        ],
    },
    "2026-12-16": {
        "driver": "Dean Walsh",
        "van": "MA71 KXD",
        "stops": [
            {"stop": 1, "machine_id": "VM-102", "eta": "09:15", "job": "restock + cash collection"},
            {"stop": 2, "machine_id": "VM-103", "eta": "11:00", "job": "restock + cash collection"},
        ],
    },
}


def _machine(machine_id: Any) -> dict[str, Any] | None:
    return MACHINES.get(str(machine_id).strip().upper())


def _no_machine(machine_id: Any) -> dict[str, Any]:
    return {"error": f"No machine '{machine_id}'. Machine ids are VM-101 to VM-105 (see list_machines)."}


def _low(slot: dict[str, Any]) -> bool:
    return slot["qty"] <= slot["capacity"] * 0.25


def _status(info: dict[str, Any]) -> str:
    if info.get("alert"):
        return "temperature_alert"
    if info["faults"]:
        return "fault"
    if any(_low(s) for s in info["slots"]):
        return "low_stock"
    return "ok"


def list_machines(status: str | None = None) -> dict[str, Any]:
    rows = []
    for mid, info in MACHINES.items():
        current = _status(info)
        if status not in (None, "", "all", current):
            continue
        rows.append(
            {
                "machine_id": mid,
                "location": info["location"],
                "type": info["type"],
                "status": current,
                "low_slots": sum(1 for s in info["slots"] if _low(s)),
                "open_faults": len(info["faults"]),
                "last_visit": info["last_visit"],
            }
        )
    return {"as_of": "2026-12-15T08:05", "filter": status or "all", "count": len(rows), "machines": rows}


def get_machine(machine_id: str) -> dict[str, Any]:
    info = _machine(machine_id)
    if info is None:
        return _no_machine(machine_id)
    slots = []
    for s in info["slots"]:
        row = {**s, "product": PRODUCTS[s["sku"]][0], "low": _low(s)}
        if row["low"]:
            row["to_fill"] = s["capacity"] - s["qty"]
        slots.append(row)
    out = {
        "machine_id": str(machine_id).strip().upper(),
        "location": info["location"],
        "type": info["type"],
        "status": _status(info),
        "temperature_c": info["temperature_c"],
        "cash_box_pct_full": info["cash_box_pct"],
        "last_visit": info["last_visit"],
        "slots": slots,
        "open_faults": info["faults"],
    }
    if info.get("alert"):
        out["alert"] = info["alert"]
    return out


def get_sales_report(period: str, machine_id: str | None = None) -> dict[str, Any]:
    if period not in PERIOD_DATES:
        return {"error": "period must be one of yesterday, last_7_days, this_month, last_month"}
    start, end = PERIOD_DATES[period]
    if machine_id in (None, ""):
        rows = [
            {"machine_id": mid, "units": u, "revenue_gbp": r, "top_seller": t}
            for (mid, p), (u, r, t, _n) in SALES.items()
            if p == period
        ]
        return {
            "period": period,
            "from": start,
            "to": end,
            "machines": rows,
            "total_units": sum(r["units"] for r in rows),
            "total_revenue_gbp": round(sum(r["revenue_gbp"] for r in rows), 2),
        }
    mid = str(machine_id).strip().upper()
    if mid not in MACHINES:
        return _no_machine(machine_id)
    units, revenue, top, top_units = SALES[(mid, period)]
    return {
        "machine_id": mid,
        "location": MACHINES[mid]["location"],
        "period": period,
        "from": start,
        "to": end,
        "units": units,
        "revenue_gbp": revenue,
        "card_share_pct": 78 if mid != "VM-104" else 91,
        "top_seller": {"product": top, "units": top_units},
    }


def search_products(query: str) -> dict[str, Any]:
    words = [w for w in re.split(r"[^a-z0-9]+", str(query).lower()) if w]
    rows = []
    for sku, (name, price, stock) in PRODUCTS.items():
        text = f"{sku} {name}".lower()
        if words and all(w in text for w in words):
            rows.append({"sku": sku, "name": name, "default_price_gbp": price, "depot_stock": stock})
    return {"query": query, "count": len(rows), "products": rows}


def create_restock_order(machine_id: str, lines: list[dict[str, Any]], deliver_on: str, notes: str | None) -> dict[str, Any]:
    info = _machine(machine_id)
    if info is None:
        return _no_machine(machine_id)
    day = _day(deliver_on)
    if day is None:
        return {"error": "deliver_on must be a date YYYY-MM-DD"}
    if day <= VEND_TODAY:
        return {"error": "Restock orders are delivered from the next working day at the earliest."}
    if day.weekday() == 6:
        return {"error": "The Trafford Park depot does not deliver on Sundays."}
    if not lines:
        return {"error": "Add at least one line (sku and quantity)."}
    out_lines = []
    for line in lines:
        sku = str(line.get("sku", "")).strip().upper()
        qty = line.get("quantity")
        if sku not in PRODUCTS:
            return {"error": f"Unknown product code in lines: {sku or '(blank)'}. Use search_products to find codes."}
        if not isinstance(qty, int) or qty < 1:
            return {"error": f"Quantity for {sku} must be a whole number of at least 1."}
        out_lines.append({"sku": sku, "product": PRODUCTS[sku][0], "quantity": qty})
    return {
        "order_id": "RO-7741",
        "machine_id": str(machine_id).strip().upper(),
        "deliver_on": str(day),
        "lines": out_lines,
        "total_units": sum(line["quantity"] for line in out_lines),
        "status": "confirmed",
        "picked_at": "Trafford Park depot",
        "notes": notes,
    }


def set_slot_price(machine_id: str, slot: str, price_gbp: float) -> dict[str, Any]:
    info = _machine(machine_id)
    if info is None:
        return _no_machine(machine_id)
    code = str(slot).strip().upper()
    found = next((s for s in info["slots"] if s["slot"] == code), None)
    if found is None:
        return {"error": f"No slot {code} in that machine. Slots: {', '.join(s['slot'] for s in info['slots'])}."}
    if not isinstance(price_gbp, (int, float)) or not 0.1 <= price_gbp <= 5:
        return {"error": "price_gbp must be between 0.10 and 5.00"}
    return {
        "machine_id": str(machine_id).strip().upper(),
        "slot": code,
        "product": PRODUCTS[found["sku"]][0],
        "old_price_gbp": found["price"],
        "new_price_gbp": round(float(price_gbp), 2),
        "takes_effect": "at the next telemetry sync (within 15 minutes)",
    }


def report_fault(machine_id: str, fault_type: str, description: str, out_of_order: bool = False) -> dict[str, Any]:
    info = _machine(machine_id)
    if info is None:
        return _no_machine(machine_id)
    return {
        "fault_id": "F-3398",
        "machine_id": str(machine_id).strip().upper(),
        "fault_type": fault_type,
        "description": description,
        "out_of_order": bool(out_of_order),
        "status": "open",
        "next_step": "Book an engineer with schedule_engineer_visit, quoting the fault_id.",
    }


def schedule_engineer_visit(
    machine_id: str, date: str, window: str, fault_id: str | None = None, priority: int = 2
) -> dict[str, Any]:
    info = _machine(machine_id)
    if info is None:
        return _no_machine(machine_id)
    day = _day(date)
    if day is None or day <= VEND_TODAY:
        return {"error": "Visits can be booked from tomorrow onwards (date YYYY-MM-DD)."}
    if day.weekday() == 6:
        return {"error": "Engineers work Monday to Saturday."}
    known = {f["fault_id"] for f in info["faults"]} | {"F-3398"}
    if fault_id not in (None, "") and fault_id not in known:
        return {"error": f"Fault {fault_id} is not open on this machine."}
    return {
        "job_id": "ENG-5512",
        "machine_id": str(machine_id).strip().upper(),
        "date": str(day),
        "window": {"am": "08:00-12:00", "pm": "12:00-17:00"}.get(window, window),
        "engineer": "Kerry Dunn",
        "fault_id": fault_id,
        "priority": priority,
        "status": "booked",
    }


def issue_refund(machine_id: str, amount_gbp: float, method: str, customer_email: str, reason: str = "") -> dict[str, Any]:
    info = _machine(machine_id)
    if info is None:
        return _no_machine(machine_id)
    if not isinstance(amount_gbp, (int, float)) or amount_gbp <= 0:
        return {"error": "amount_gbp must be more than 0"}
    if "@" not in str(customer_email):
        return {"error": "customer_email must be an email address"}
    if amount_gbp > 10:
        return {
            "refund_id": "RF-20931",
            "status": "pending_approval",
            "approver": "Gareth Lowe",
            "amount_gbp": round(float(amount_gbp), 2),
            "message": "Refunds over £10 need supervisor approval before they are paid.",
        }
    return {
        "refund_id": "RF-20931",
        "status": "issued",
        "machine_id": str(machine_id).strip().upper(),
        "amount_gbp": round(float(amount_gbp), 2),
        "method": method,
        "customer_email": customer_email,
        "arrives": {"card": "3-5 working days", "paypal": "within 24 hours", "voucher": "emailed now"}.get(method, ""),
    }


def get_route_plan(date: str) -> dict[str, Any]:
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    plan = ROUTES.get(str(day))
    if plan is None:
        return {"date": str(day), "planned": False, "message": "No route planned for this date yet."}
    stops = [{**s, "location": MACHINES[s["machine_id"]]["location"]} for s in plan["stops"]]
    return {"date": str(day), "planned": True, "driver": plan["driver"], "van": plan["van"], "stops": stops}


MACHINE_ID = {"type": "string", "description": "Machine id, e.g. VM-101"}

RESTOCK_LINE = {
    "type": "object",
    "properties": {
        "sku": {"type": "string", "description": "Product code, e.g. SKU-WLK-CO"},
        "quantity": {"type": "integer", "description": "Units to send"},
    },
    "required": ["sku", "quantity"],
    "additionalProperties": False,
}

VEND_TOOLS = [
    ToolDef(
        "list_machines",
        "List all vending machines with location, type and current status (ok / low_stock / fault / temperature_alert).",
        {
            "type": "object",
            "properties": {
                "status": {
                    "type": ["string", "null"],
                    "enum": ["ok", "low_stock", "fault", "temperature_alert", None],
                    "description": "Only machines in this status; null for all",
                }
            },
        },
        list_machines,
    ),
    ToolDef(
        "get_machine",
        "Full live view of one machine: slots (product, sku, qty/capacity, price, low flag, to_fill), temperature, "
        "cash box level, open faults.",
        {"type": "object", "properties": {"machine_id": MACHINE_ID}, "required": ["machine_id"]},
        get_machine,
    ),
    ToolDef(
        "get_sales_report",
        "Units sold and revenue for one machine, or for all machines when machine_id is omitted.",
        {
            "type": "object",
            "properties": {
                "period": {"type": "string", "enum": ["yesterday", "last_7_days", "this_month", "last_month"]},
                "machine_id": {"anyOf": [MACHINE_ID, {"type": "null"}], "description": "null for all machines"},
            },
            "required": ["period"],
        },
        get_sales_report,
    ),
    ToolDef(
        "search_products",
        "Search the product catalogue by name or code. Returns sku, default price and depot stock.",
        {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]},
        search_products,
    ),
    ToolDef(
        "create_restock_order",
        "Send a restock order to the depot for one machine. Delivered with the route on the chosen date.",
        {
            "type": "object",
            "properties": {
                "machine_id": MACHINE_ID,
                "lines": {"type": "array", "items": {"$ref": "#/$defs/restock_line"}},
                "deliver_on": {"type": "string", "description": "Delivery date YYYY-MM-DD (next working day at the earliest)"},
                "notes": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Note for the driver, or null"},
            },
            "required": ["machine_id", "lines", "deliver_on", "notes"],
            "additionalProperties": False,
            "$defs": {"restock_line": RESTOCK_LINE},
        },
        create_restock_order,
        act=True,
        strict=True,
    ),
    ToolDef(
        "set_slot_price",
        "Change the selling price of one slot in a machine.",
        {
            "type": "object",
            "properties": {
                "machine_id": MACHINE_ID,
                "slot": {"type": "string", "description": "Slot code such as B2"},
                "price_gbp": {"type": "number", "description": "New price in pounds, e.g. 1.20"},
            },
            "required": ["machine_id", "slot", "price_gbp"],
        },
        set_slot_price,
        act=True,
    ),
    ToolDef(
        "report_fault",
        "Log a fault on a machine. Returns a fault_id to quote when booking an engineer.",
        {
            "type": "object",
            "properties": {
                "machine_id": MACHINE_ID,
                "fault_type": {
                    "type": "string",
                    "enum": ["coin_mech", "card_reader", "refrigeration", "vend_failure", "display", "vandalism", "other"],
                },
                "description": {"type": "string"},
                "out_of_order": {"type": "boolean", "description": "Take the machine out of service", "default": False},
            },
            "required": ["machine_id", "fault_type", "description"],
        },
        report_fault,
        act=True,
    ),
    ToolDef(
        "schedule_engineer_visit",
        "Book an engineer to attend a machine (Mon-Sat, morning or afternoon window).",
        {
            "type": "object",
            "properties": {
                "machine_id": MACHINE_ID,
                "date": {"type": "string", "format": "date"},
                "window": {"type": "string", "enum": ["am", "pm"]},
                "fault_id": {"type": ["string", "null"], "description": "Open fault this visit is for, e.g. F-3391"},
                "priority": {"type": "integer", "enum": [1, 2, 3], "description": "1 urgent, 2 normal, 3 low", "default": 2},
            },
            "required": ["machine_id", "date", "window"],
        },
        schedule_engineer_visit,
        act=True,
    ),
    ToolDef(
        "issue_refund",
        "Refund a customer who lost money in a machine.",
        {
            "type": "object",
            "properties": {
                "machine_id": MACHINE_ID,
                "amount_gbp": {"type": "number"},
                "method": {"type": "string", "enum": ["card", "paypal", "voucher"]},
                "customer_email": {"type": "string"},
                "reason": {"type": "string"},
            },
            "required": ["machine_id", "amount_gbp", "method", "customer_email"],
        },
        issue_refund,
        act=True,
    ),
    ToolDef(
        "get_route_plan",
        "The restock route for a date: driver, van and stops in order with ETAs.",
        {"type": "object", "properties": {"date": {"type": "string", "format": "date"}}, "required": ["date"]},
        get_route_plan,
    ),
]

VEND_ACTS = ["create_restock_order", "set_slot_price", "report_fault", "schedule_engineer_visit", "issue_refund"]

VEND_INSTRUCTIONS = """You are the operations assistant in Crankshaw Vending's back-office system.
Today is Tuesday 15 December 2026, 08:10 (Manchester, UK; Europe/London).

Signed-in user: Priya Nair, operations coordinator. Supervisor: Gareth Lowe.
We run five machines, VM-101 to VM-105, restocked from the Trafford Park depot.

Procedures:
- Refunds: up to £10 per customer per incident can be issued straight away. Anything over £10 needs Gareth's approval.
  Card payers are refunded to their card; cash payers get PayPal or an emailed voucher.
- Restock orders go out with the route van on the chosen delivery date: next working day at the earliest, never on a Sunday.
- A slot is "low" at 25% of capacity or less; to_fill is what brings it back to full.
- Engineers work Monday-Saturday, morning (08:00-12:00) or afternoon (12:00-17:00). Quote the fault_id when there is one.
- Cold-drink machines should hold 3-5°C. Above 8°C log a refrigeration fault; a cans-only machine can stay in service.
- Price changes reach the machine at the next telemetry sync (within 15 minutes).
Only order, reprice, refund, log faults or book engineers when Priya asks you to."""


# =============================================================================================
# 2. radio_requests: Tidewave FM 96.4 listener app (6 tools, camelCase)
# =============================================================================================

RADIO_NOW = _dt.datetime(2026, 12, 18, 19, 5)

TRACKS = {  # trackId: (title, artist, year, duration seconds)
    "T-0388": ("Girls Just Want to Have Fun", "Cyndi Lauper", 1983, 238),
    "T-0451": ("Don't You Want Me", "The Human League", 1981, 236),
    "T-0733": ("Wonderwall", "Oasis", 1995, 258),
    "T-0912": ("Fairytale of New York", "The Pogues feat. Kirsty MacColl", 1987, 273),
    "T-0999": ("Bohemian Rhapsody", "Queen", 1975, 354),
    "T-1003": ("Don't Stop Me Now", "Queen", 1978, 209),
    "T-1011": ("Radio Ga Ga", "Queen", 1984, 343),
    "T-1020": ("Last Christmas", "Wham!", 1984, 262),
    "T-1207": ("Mr. Brightside", "The Killers", 2004, 222),
    "T-1388": ("Kiss Me", "Sixpence None the Richer", 1998, 209),
    "T-1502": ("Valerie", "Mark Ronson feat. Amy Winehouse", 2007, 219),
    "T-1544": ("Shut Up and Dance", "Walk the Moon", 2014, 199),
    "T-1620": ("Sweet Child O' Mine", "Guns N' Roses", 1987, 356),
    "T-1777": ("Step Back in Time", "Kylie Minogue", 1990, 183),
}

PLAYED = [  # today, newest first: (time, trackId or None for the news)
    ("19:03", "T-0388"),
    ("19:00", None),
    ("18:54", "T-1020"),
    ("18:50", "T-1207"),
    ("18:46", "T-0733"),
    ("18:42", "T-0912"),
    ("18:37", "T-1544"),
    ("18:33", "T-1003"),
    ("18:29", "T-1777"),
    ("18:25", "T-0999"),
    ("18:00", None),
    ("17:56", "T-1388"),
]

SHOWS = {
    "2026-12-18": [
        ("DRV-1218", "16:00", "19:00", "Drivetime", "Sam Okoro", False, None),
        ("TBK-1218", "19:00", "22:00", "Friday Night Throwback", "Lou Carter", True, "1980s and 1990s only"),
        ("LNG-1218", "22:00", "01:00", "The Late Lounge", "Mira Patel", True, None),
    ],
    "2026-12-19": [
        ("BRK-1219", "07:00", "10:00", "Saturday Breakfast", "Dan Hewitt & Hattie Moore", True, None),
        ("CHT-1219", "10:00", "13:00", "The Chart Countdown", "Priya Shah", False, "chart show - no requests"),
        ("SPT-1219", "13:00", "17:00", "Saturday Sport", "Neil Baxter", False, "live sport - no requests"),
        ("PTY-1219", "19:00", "23:00", "Saturday Night Party", "DJ Remi", True, None),
    ],
    "2026-12-20": [
        ("SUN-1220", "09:00", "12:00", "Sunday Soul", "Grace Idowu", True, None),
        ("CAR-1220", "16:00", "19:00", "Carols by the Sea", "Sam Okoro", True, "festive music only"),
    ],
}

SHOW_INDEX = {show[0]: (day, show) for day, shows in SHOWS.items() for show in shows}


def _words(text: Any) -> list[str]:
    return [w for w in re.split(r"[^a-z0-9]+", str(text).lower().replace("'", "")) if w]


def _last_played(track_id: str) -> str | None:
    return next((t for t, tid in PLAYED if tid == track_id), None)


def _blocked(track_id: str) -> str | None:
    when = _last_played(track_id)
    if when is None:
        return None
    hour, minute = (int(p) for p in when.split(":"))
    again = _dt.datetime(2026, 12, 18, hour, minute) + _dt.timedelta(hours=3)
    if again > RADIO_NOW:
        return f"played at {when} today; can be requested again from {again:%H:%M}"
    return None


def searchLibrary(query: str, decade: int | None = None) -> dict[str, Any]:
    words = _words(query)
    rows = []
    for tid, (title, artist, year, secs) in TRACKS.items():
        text = " ".join(_words(f"{title} {artist}"))
        if not words or not all(w in text for w in words):
            continue
        if decade is not None and not decade <= year < decade + 10:
            continue
        reason = _blocked(tid)
        rows.append(
            {
                "trackId": tid,
                "title": title,
                "artist": artist,
                "year": year,
                "duration": f"{secs // 60}:{secs % 60:02d}",
                "requestable": reason is None,
                "notRequestableReason": reason,
            }
        )
    return {"query": query, "decade": decade, "count": len(rows), "tracks": rows}


def getSchedule(date: str) -> dict[str, Any]:
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    shows = SHOWS.get(str(day))
    if shows is None:
        return {"date": str(day), "shows": [], "note": "The schedule is only published up to Sunday 20 December."}
    rows = []
    for sid, start, end, title, presenter, open_, rule in shows:
        row = {"showId": sid, "start": start, "end": end, "title": title, "presenter": presenter, "requestsOpen": open_}
        if rule:
            row["rule"] = rule
        if str(day) == "2026-12-18":
            row["onAirNow"] = sid == "TBK-1218"
            if sid == "DRV-1218":
                row["requestsOpen"] = False
                row["rule"] = "finished"
        rows.append(row)
    return {"date": str(day), "timezone": "Europe/London", "shows": rows}


def getRecentlyPlayed(limit: int = 10) -> dict[str, Any]:
    count = max(1, min(int(limit), len(PLAYED)))
    rows = []
    for when, tid in PLAYED[:count]:
        if tid is None:
            rows.append({"time": when, "item": "News on the hour"})
        else:
            title, artist, year, _secs = TRACKS[tid]
            rows.append({"time": when, "trackId": tid, "title": title, "artist": artist, "year": year})
    return {"date": "2026-12-18", "played": rows}


def submitRequest(trackId: str, showId: str, dedication: dict[str, Any] | None, readOnAir: bool) -> dict[str, Any]:
    tid = str(trackId).strip().upper()
    sid = str(showId).strip().upper()
    if tid not in TRACKS:
        return {"error": f"Unknown trackId {trackId}. Use searchLibrary to find the track."}
    if sid not in SHOW_INDEX:
        return {"error": f"Unknown showId {showId}. Use getSchedule to find the show."}
    day, (_sid, start, _end, title, presenter, open_, rule) = SHOW_INDEX[sid]
    if sid == "DRV-1218" or not open_:
        return {"error": f"{title} is not taking requests ({rule or 'closed'})."}
    year = TRACKS[tid][2]
    if sid == "TBK-1218" and not 1980 <= year < 2000:
        return {"error": f"Friday Night Throwback only plays the 1980s and 1990s; this track is from {year}."}
    if day == "2026-12-18" and (reason := _blocked(tid)):
        return {"error": f"Track recently played: {reason}."}
    if dedication is not None and len(str(dedication.get("message", ""))) > 140:
        return {"error": "Dedication messages are limited to 140 characters."}
    return {
        "requestId": f"RQ-{sid[:3]}-{tid[2:]}",
        "status": "sent to the producer",
        "track": f"{TRACKS[tid][0]} - {TRACKS[tid][1]}",
        "show": f"{title} with {presenter}",
        "showDate": day,
        "showStarts": start,
        "dedication": dedication,
        "readOnAir": bool(readOnAir),
        "note": "Requests are not guaranteed to be played. You'll get a push notification if yours is.",
    }


def cancelRequest(requestId: str) -> dict[str, Any]:
    match = re.fullmatch(r"RQ-([A-Z]{3})-(\d{4})", str(requestId).strip().upper())
    if not match:
        return {"error": f"No request {requestId} on your account."}
    sid = next((s for s in SHOW_INDEX if s.startswith(match.group(1))), None)
    tid = f"T-{match.group(2)}"
    if sid is None or tid not in TRACKS:
        return {"error": f"No request {requestId} on your account."}
    return {
        "requestId": str(requestId).strip().upper(),
        "status": "withdrawn",
        "track": TRACKS[tid][0],
        "show": SHOW_INDEX[sid][1][3],
    }


def enterCompetition(competitionId: str, answer: str, phone: str, marketingOptIn: bool = False) -> dict[str, Any]:
    if str(competitionId).strip().upper() != "XMAS-CRACKER":
        return {"error": f"No open competition {competitionId}. The open one is XMAS-CRACKER."}
    digits = re.sub(r"\D", "", str(phone))
    if digits.startswith("44"):
        digits = "0" + digits[2:]
    if not re.fullmatch(r"07\d{9}", digits):
        return {"error": "phone must be a UK mobile number, e.g. 07700 900123"}
    return {
        "entryId": "XC-40917",
        "competition": "The Christmas Cracker (£500 Churchill Square gift card)",
        "answer": str(answer),
        "phone": digits,
        "marketingOptIn": bool(marketingOptIn),
        "closes": "2026-12-20T23:59",
        "draw": "Monday 21 December on Breakfast; the winner is phoned live on air",
    }


RADIO_TOOLS = [
    ToolDef(
        "searchLibrary",
        "Search the station's music library by title and/or artist. Says whether each track can be requested now.",
        {
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "Title, artist or both"},
                "decade": {
                    "type": ["integer", "null"],
                    "enum": [1960, 1970, 1980, 1990, 2000, 2010, 2020, None],
                    "description": "Only tracks released in this decade (e.g. 1980); null for any",
                },
            },
            "required": ["query"],
        },
        searchLibrary,
    ),
    ToolDef(
        "getSchedule",
        "Shows on a date: showId, times, presenter, whether requests are open and any music rule.",
        {"type": "object", "properties": {"date": {"type": "string", "format": "date"}}, "required": ["date"]},
        getSchedule,
    ),
    ToolDef(
        "getRecentlyPlayed",
        "What has played on air today, newest first, with times.",
        {"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1, "maximum": 12, "default": 10}}},
        getRecentlyPlayed,
    ),
    ToolDef(
        "submitRequest",
        "Send a song request (optionally with a dedication) to a show's producer for the signed-in listener.",
        {
            "type": "object",
            "properties": {
                "trackId": {"type": "string", "description": "From searchLibrary, e.g. T-0451"},
                "showId": {"type": "string", "description": "From getSchedule, e.g. TBK-1218"},
                "dedication": {
                    "anyOf": [
                        {
                            "type": "object",
                            "properties": {
                                "to": {"type": "string", "description": "Who it's for"},
                                "message": {"type": "string", "description": "Up to 140 characters"},
                            },
                            "required": ["to", "message"],
                            "additionalProperties": False,
                        },
                        {"type": "null"},
                    ]
                },
                "readOnAir": {"type": "boolean", "description": "May the presenter read the listener's first name on air"},
            },
            "required": ["trackId", "showId", "dedication", "readOnAir"],
            "additionalProperties": False,
        },
        submitRequest,
        act=True,
        strict=True,
    ),
    ToolDef(
        "cancelRequest",
        "Withdraw one of the listener's pending requests.",
        {"type": "object", "properties": {"requestId": {"type": "string"}}, "required": ["requestId"]},
        cancelRequest,
        act=True,
    ),
    ToolDef(
        "enterCompetition",
        "Enter the listener into an on-air competition (free entry, one per phone number).",
        {
            "type": "object",
            "properties": {
                "competitionId": {"type": "string"},
                "answer": {"type": "string"},
                "phone": {"type": "string", "description": "UK mobile the winner is called on"},
                "marketingOptIn": {"type": "boolean", "default": False},
            },
            "required": ["competitionId", "answer", "phone"],
        },
        enterCompetition,
        act=True,
    ),
]

RADIO_ACTS = ["submitRequest", "cancelRequest", "enterCompetition"]

RADIO_INSTRUCTIONS = """You are the request-line assistant in the Tidewave FM 96.4 listener app (Brighton & Hove).
Today is Friday 18 December 2026 and it is 19:05 (Europe/London).

Signed-in listener: Kwame Mensah (listener L-55821). His pending requests: RQ-BRK-1388 (Kiss Me, for tomorrow's Saturday Breakfast).

How requests work:
- Requests go to the show's producer, who picks what fits; a request is never guaranteed to be played. One pending request per show.
- A track played in the last 3 hours can't be requested. Friday Night Throwback only plays music from the 1980s and 1990s.
- A dedication has a "to" and a message of up to 140 characters; the presenter may read it out if readOnAir is true.
- News is on the hour, every hour.
Competition: "The Christmas Cracker" (competitionId XMAS-CRACKER), prize a £500 Churchill Square gift card. Question: in the song
"The Twelve Days of Christmas", how many lords are a-leaping? Entry needs the answer and a UK mobile number; free, one entry per
number, closes Sunday 20 December at 23:59; the winner is drawn live on Monday's Breakfast.
Only send, withdraw or enter anything when the listener asks."""


# =============================================================================================
# 3. window_cleaning: Clearview Window Cleaning customer chat (4 tools, kebab-case)
# =============================================================================================

WIN_TODAY = _dt.date(2027, 1, 4)

WINDOW_BASE = {"flat": 10, "terraced": 14, "semi_detached": 16, "detached": 22, "bungalow": 14}
GUTTERS = {"flat": None, "terraced": 40, "semi_detached": 45, "detached": 60, "bungalow": 40}
FREQ_EXTRA = {4: 0, 8: 3, 12: 5, None: 10}  # added to each window service; None = one-off
SERVICE_NAMES = {
    "outside_windows": "Outside windows, frames and sills",
    "inside_windows": "Inside windows",
    "conservatory_roof": "Conservatory roof",
    "gutter_clear": "Gutter clear (vacuum)",
    "fascias_soffits": "Fascias and soffits wash",
}
SERVICES = list(SERVICE_NAMES)

VISITS = [
    {
        "visit_id": "V-5475",
        "date": "2026-11-12",
        "services": ["outside_windows"],
        "price_gbp": 18,
        "status": "done",
        "paid": True,
    },
    {
        "visit_id": "V-5502",
        "date": "2026-12-10",
        "services": ["outside_windows"],
        "price_gbp": 18,
        "status": "done",
        "paid": True,
    },
    {"visit_id": "V-5531", "date": "2027-01-07", "services": ["outside_windows"], "price_gbp": 18, "status": "scheduled"},
    {"visit_id": "V-5560", "date": "2027-02-04", "services": ["outside_windows"], "price_gbp": 18, "status": "scheduled"},
    {"visit_id": "V-5588", "date": "2027-03-04", "services": ["outside_windows"], "price_gbp": 18, "status": "scheduled"},
]


def _service_price(service: str, property_type: str, bedrooms: int, frequency: int | None) -> int | None:
    windows = WINDOW_BASE[property_type] + 2 * max(0, bedrooms - 2)
    if service == "outside_windows":
        return windows + FREQ_EXTRA[frequency]
    if service == "inside_windows":
        return windows + 6 + FREQ_EXTRA[frequency]
    if service == "conservatory_roof":
        return 35
    if service == "gutter_clear":
        return GUTTERS[property_type]
    if service == "fascias_soffits":
        return 40 if property_type != "detached" else 55
    return None


def get_quote(property_type: str, bedrooms: int, services: list[str], frequency_weeks: int | None = None) -> dict[str, Any]:
    if property_type not in WINDOW_BASE:
        return {"error": f"property_type must be one of {', '.join(WINDOW_BASE)}"}
    if not isinstance(bedrooms, int) or not 1 <= bedrooms <= 6:
        return {"error": "bedrooms must be 1-6 (ring the office for bigger properties)"}
    if frequency_weeks not in FREQ_EXTRA:
        return {"error": "frequency_weeks must be 4, 8, 12 or null for a one-off"}
    if not services:
        return {"error": "Choose at least one service."}
    lines = []
    for service in services:
        if service not in SERVICE_NAMES:
            return {"error": f"Unknown service {service}."}
        price = _service_price(service, property_type, bedrooms, frequency_weeks)
        if price is None:
            return {"error": f"We can't offer {SERVICE_NAMES[service].lower()} for a {property_type}."}
        lines.append({"service": service, "name": SERVICE_NAMES[service], "price_gbp": price})
    return {
        "property": f"{bedrooms}-bed {property_type.replace('_', '-')}",
        "frequency": f"every {frequency_weeks} weeks" if frequency_weeks else "one-off",
        "lines": lines,
        "total_per_visit_gbp": sum(line["price_gbp"] for line in lines),
        "valid_until": "2027-02-03",
    }


def list_visits(status: str = "upcoming") -> dict[str, Any]:
    if status not in ("upcoming", "past", "all"):
        return {"error": "status must be upcoming, past or all"}
    rows = []
    for visit in VISITS:
        upcoming = visit["status"] == "scheduled"
        if status == "all" or (status == "upcoming") == upcoming:
            row = {**visit, "weekday": _dt.date.fromisoformat(visit["date"]).strftime("%A")}
            if upcoming:
                row["arrival"] = "between 8am and 4pm; we text 30 minutes before"
            rows.append(row)
    return {"account": "CV-2210", "status": status, "visits": rows}


def book_clean(date: str, services: list[str], access: dict[str, Any] | None, notes: str | None) -> dict[str, Any]:
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if day <= WIN_TODAY:
        return {"error": "We can book from tomorrow onwards."}
    if day.weekday() == 6:
        return {"error": "We don't work on Sundays."}
    if not services or any(s not in SERVICE_NAMES for s in services):
        return {"error": f"services must be chosen from {', '.join(SERVICES)}"}
    regular = next((v for v in VISITS if v["date"] == str(day) and v["status"] == "scheduled"), None)
    lines = []
    for service in dict.fromkeys(services):
        if regular and service == "outside_windows":
            continue  # already part of the regular visit that day
        lines.append({"service": service, "price_gbp": _service_price(service, "semi_detached", 3, None)})
    out: dict[str, Any] = {
        "visit_id": "V-5601",
        "date": str(day),
        "weekday": day.strftime("%A"),
        "lines": lines,
        "price_gbp": sum(line["price_gbp"] for line in lines),
        "access": access or {"gate_code": "2580", "pets_in_garden": True, "someone_home": False, "source": "on file"},
        "notes": notes,
        "status": "booked",
    }
    if regular:
        out["combined_with"] = regular["visit_id"]
    return out


def skip_visit(visit_id: str, reason: str | None = None) -> dict[str, Any]:
    visit = next((v for v in VISITS if v["visit_id"] == str(visit_id).strip().upper()), None)
    if visit is None:
        return {"error": f"No visit {visit_id} on account CV-2210."}
    if visit["status"] != "scheduled":
        return {"error": f"Visit {visit['visit_id']} on {visit['date']} has already happened."}
    later = [v for v in VISITS if v["status"] == "scheduled" and v["date"] > visit["date"]]
    return {
        "visit_id": visit["visit_id"],
        "date": visit["date"],
        "status": "skipped",
        "charge_gbp": 0,
        "reason": reason,
        "next_visit": {"visit_id": later[0]["visit_id"], "date": later[0]["date"]} if later else None,
    }


SERVICE_ENUM = {"type": "string", "enum": SERVICES}

ACCESS_DETAILS = {
    "type": "object",
    "properties": {
        "gate_code": {"type": ["string", "null"], "description": "Side-gate code, null if none"},
        "pets_in_garden": {"type": "boolean"},
        "someone_home": {"type": "boolean", "description": "Needed for inside windows"},
    },
    "required": ["gate_code", "pets_in_garden", "someone_home"],
    "additionalProperties": False,
}

WIN_TOOLS = [
    ToolDef(
        "get-quote",
        "Price a clean. Window prices depend on property type, bedrooms and how often we come; roof, gutter and "
        "fascia work is a flat price.",
        {
            "type": "object",
            "properties": {
                "property_type": {"type": "string", "enum": list(WINDOW_BASE)},
                "bedrooms": {"type": "integer", "minimum": 1, "maximum": 6},
                "services": {"type": "array", "items": SERVICE_ENUM, "minItems": 1},
                "frequency_weeks": {
                    "anyOf": [{"type": "integer", "enum": [4, 8, 12]}, {"type": "null"}],
                    "description": "4, 8 or 12 for a regular round; null for a one-off",
                },
            },
            "required": ["property_type", "bedrooms", "services"],
        },
        get_quote,
    ),
    ToolDef(
        "list-visits",
        "The customer's visits (past or upcoming) with id, date, services, price and payment status.",
        {
            "type": "object",
            "properties": {"status": {"type": "string", "enum": ["upcoming", "past", "all"], "default": "upcoming"}},
        },
        list_visits,
    ),
    ToolDef(
        "book-clean",
        "Book an extra visit (one-off prices). If it falls on a regular visit day the work is added to that visit.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "description": "YYYY-MM-DD, Monday to Saturday"},
                "services": {"type": "array", "items": SERVICE_ENUM},
                "access": {
                    "anyOf": [{"$ref": "#/$defs/access_details"}, {"type": "null"}],
                    "description": "null to use the access details on file",
                },
                "notes": {"type": ["string", "null"]},
            },
            "required": ["date", "services", "access", "notes"],
            "additionalProperties": False,
            "$defs": {"access_details": ACCESS_DETAILS},
        },
        book_clean,
        act=True,
        strict=True,
    ),
    ToolDef(
        "skip-visit",
        "Skip one scheduled visit (free with 24 hours' notice). The round carries on as normal afterwards.",
        {
            "type": "object",
            "properties": {"visit_id": {"type": "string"}, "reason": {"type": ["string", "null"]}},
            "required": ["visit_id"],
        },
        skip_visit,
        act=True,
    ),
]

WIN_ACTS = ["book-clean", "skip-visit"]

WIN_INSTRUCTIONS = """You are the online assistant for Clearview Window Cleaning, York.
Today is Monday 4 January 2027, 10:15 (York, UK).

Signed-in customer: Graham Pearce, 22 Stockton Lane, York YO31 1BQ (account CV-2210).
Property: semi-detached, 3 bedrooms, with a conservatory. Regular round: outside windows every 4 weeks on a Thursday, £18 a visit.
Access on file: side gate code 2580; their dog Biscuit is often in the back garden.

How we work:
- Monday to Saturday, 8am-4pm. We text 30 minutes before we arrive. Payment is by card link after each visit.
- We use a pure-water pole system, so light rain doesn't matter. In heavy rain, high winds or frost (below 2°C) we
  re-schedule free of charge within 5 working days.
- Skipping a visit is free with 24 hours' notice; later than that it's charged at half price. Inside windows need someone home.
- Gutter clears, conservatory roofs and fascias can be added to a regular visit or booked as a one-off.
Only book or skip visits when the customer asks."""


# =============================================================================================
# 4. quiz_league: Norwich Pub Quiz League app (3 tools, PascalCase)
# =============================================================================================

QUIZ_NOW = _dt.datetime(2026, 12, 9, 17, 30)

QUIZZES = [  # quizId, date, start, venue, theme, price per player, tables left
    ("QZ-1209", "2026-12-09", "20:00", "The Ship Inn, King Street", "General knowledge", 2.00, 3),
    ("QZ-1210", "2026-12-10", "19:30", "The Plasterers Arms, Cowgate", "Music special", 2.50, 5),
    ("QZ-1216", "2026-12-16", "20:00", "The Ship Inn, King Street", "Christmas special (mince pies included)", 5.00, 0),
    ("QZ-1217", "2026-12-17", "19:30", "The Plasterers Arms, Cowgate", "General knowledge", 2.50, 4),
    ("QZ-1218", "2026-12-18", "20:00", "The Murderers, Timber Hill", "Christmas film quiz", 3.00, 6),
    ("QZ-1223", "2026-12-23", "20:00", "The Ship Inn, King Street", "General knowledge", 2.00, 7),
]

STANDINGS = {
    "autumn_2026": {
        "status": "in progress, 10 of 14 rounds played",
        "table": [
            ("The Quizzly Bears", 412),
            ("Quizteama Aguilera", 398),
            ("Les Quizerables", 377),
            ("Agatha Quiztie", 360),
            ("Universally Challenged", 341),
            ("Quiz Khalifa", 318),
        ],
    },
    "spring_2026": {
        "status": "final",
        "table": [
            ("Les Quizerables", 455),
            ("Quizteama Aguilera", 431),
            ("The Quizzly Bears", 429),
            ("Universally Challenged", 388),
            ("Agatha Quiztie", 352),
            ("Quiz Khalifa", 301),
        ],
    },
}


def _quiz(quiz_id: Any) -> tuple | None:
    return next((q for q in QUIZZES if q[0] == str(quiz_id).strip().upper()), None)


def GetQuizNights(fromDate: str, toDate: str | None, venue: str | None) -> dict[str, Any]:
    start = _day(fromDate)
    if start is None:
        return {"error": "fromDate must be YYYY-MM-DD"}
    end = _day(toDate) if toDate else None
    words = _words(re.sub(r"'s\b", "", venue)) if venue else []
    words = [w for w in words if w not in ("the", "pub", "inn", "arms")] or words
    rows = []
    for qid, day, time, place, theme, price, tables in QUIZZES:
        when = _dt.date.fromisoformat(day)
        if when < start or (end is not None and when > end):
            continue
        if words and not all(w in " ".join(_words(place)) for w in words):
            continue
        rows.append(
            {
                "quizId": qid,
                "date": day,
                "weekday": when.strftime("%A"),
                "start": time,
                "venue": place,
                "theme": theme,
                "entryPerPlayerGbp": price,
                "memberDiscountGbp": 1.00,
                "tablesLeft": tables,
                "full": tables == 0,
            }
        )
    return {"from": str(start), "to": str(end) if end else None, "count": len(rows), "quizzes": rows}


def RegisterTeam(quizId: str, teamName: str, players: list[dict[str, Any]], tableNote: str | None) -> dict[str, Any]:
    quiz = _quiz(quizId)
    if quiz is None:
        return {"error": f"No quiz {quizId}. Use GetQuizNights to find quiz ids."}
    qid, day, time, place, theme, price, tables = quiz
    if tables == 0:
        return {"error": f"{theme} at {place} is full. Ask the venue about the reserve list."}
    if not players:
        return {"error": "Add at least one player."}
    if len(players) > 6:
        return {"error": "Teams are limited to 6 players."}
    rows = []
    for player in players:
        member = bool(player.get("leagueMember"))
        rows.append({"name": player.get("name"), "leagueMember": member, "paysGbp": round(price - (1 if member else 0), 2)})
    return {
        "registrationId": f"REG-{qid[3:]}-118",
        "quiz": f"{theme}, {place}",
        "date": day,
        "start": time,
        "teamName": teamName,
        "players": rows,
        "totalGbp": round(sum(r["paysGbp"] for r in rows), 2),
        "payAt": "the bar on the night",
        "arriveBy": (_dt.datetime.fromisoformat(f"{day}T{time}") - _dt.timedelta(minutes=15)).strftime("%H:%M"),
        "tableNote": tableNote,
    }


def GetLeaderboard(season: str = "autumn_2026") -> dict[str, Any]:
    data = STANDINGS.get(season)
    if data is None:
        return {"error": "season must be autumn_2026 or spring_2026"}
    rows = [{"position": i, "team": team, "points": pts} for i, (team, pts) in enumerate(data["table"], 1)]
    return {"season": season, "status": data["status"], "standings": rows}


QUIZ_TOOLS = [
    ToolDef(
        "GetQuizNights",
        "Upcoming league quiz nights from a date, optionally up to a date and at one venue: quizId, time, theme, "
        "entry price, tables left.",
        {
            "type": "object",
            "properties": {
                "fromDate": {"type": "string", "description": "YYYY-MM-DD"},
                "toDate": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "YYYY-MM-DD or null"},
                "venue": {"type": ["string", "null"], "description": "Pub name (part of it is fine), or null for all"},
            },
            "required": ["fromDate", "toDate", "venue"],
            "additionalProperties": False,
        },
        GetQuizNights,
        strict=True,
    ),
    ToolDef(
        "RegisterTeam",
        "Register a team for a quiz night. Entry is paid at the bar on the night; league members get £1 off.",
        {
            "type": "object",
            "properties": {
                "quizId": {"type": "string"},
                "teamName": {"type": "string"},
                "players": {
                    "type": "array",
                    "description": "Up to 6 players",
                    "items": {
                        "type": "object",
                        "properties": {"name": {"type": "string"}, "leagueMember": {"type": "boolean"}},
                        "required": ["name", "leagueMember"],
                        "additionalProperties": False,
                    },
                },
                "tableNote": {"type": ["string", "null"], "description": "e.g. 'near the front', or null"},
            },
            "required": ["quizId", "teamName", "players", "tableNote"],
            "additionalProperties": False,
        },
        RegisterTeam,
        act=True,
        strict=True,
    ),
    ToolDef(
        "GetLeaderboard",
        "League standings for a season.",
        {
            "type": "object",
            "properties": {"season": {"type": "string", "enum": ["autumn_2026", "spring_2026"], "default": "autumn_2026"}},
        },
        GetLeaderboard,
    ),
]

QUIZ_INSTRUCTIONS = """You are the assistant in the Norwich Pub Quiz League app.
Today is Wednesday 9 December 2026, 17:30 (Norwich, UK).

Signed-in user: Beth Adeyemi, captain of Quizteama Aguilera.
Usual line-up: Beth Adeyemi, Tom Reilly and Aisha Khan (all league members) and Raj Patel (not a member yet).

League rules:
- Teams of 1 to 6 players. Guests who aren't league members can play; they pay full entry and still score for the team.
- League members get £1 off entry. Entry is paid at the bar on the night. Registration closes an hour before the start.
- The autumn 2026 season has 14 rounds; a team's points count only at quizzes it registered for through the app.
- Membership is £10 a year at any league pub.
Only register a team when the captain asks for it."""


# =============================================================================================
# 5. noise_nuisance: council out-of-hours noise line (1 tool, namespaced)
# =============================================================================================


def noise__log_complaint(
    source_type: str,
    noise_address: dict[str, Any],
    still_going: bool,
    description: str,
    started_at: str | None = None,
    rooms_affected: list[str] | None = None,
    impact: int | None = None,
    wants_visit: bool = True,
) -> dict[str, Any]:
    street = str((noise_address or {}).get("street") or "").strip()
    if not street:
        return {"error": "noise_address.street is required (the street the noise is coming from)."}
    ref = f"NN-26-{4000 + sum(map(ord, street.lower() + source_type)) % 900:04d}"
    steps = {
        "alarm": "If an alarm rings for more than an hour, officers can get a warrant to silence it.",
        "construction": "We'll write to the site manager about permitted working hours.",
        "barking_dog": "We'll write to the dog's owner and email you diary sheets to keep for 14 days.",
    }
    officer = still_going and wants_visit
    return {
        "reference": ref,
        "logged_at": "2026-12-12T23:40",
        "source_type": source_type,
        "noise_address": noise_address,
        "still_going": still_going,
        "started_at": started_at,
        "impact": impact,
        "rooms_affected": rooms_affected or [],
        "officer_visit": "The out-of-hours team will call you within an hour and may visit to witness it." if officer else None,
        "next_step": steps.get(source_type, "We'll email you diary sheets to keep for 14 days."),
    }


NOISE_TOOLS = [
    ToolDef(
        "noise__log_complaint",
        "Log a noise complaint with Environmental Health. Returns a reference number.",
        {
            "type": "object",
            "properties": {
                "source_type": {
                    "type": "string",
                    "enum": [
                        "amplified_music",
                        "voices_party",
                        "barking_dog",
                        "alarm",
                        "construction",
                        "vehicle_engine",
                        "commercial_premises",
                        "other",
                    ],
                },
                "noise_address": {
                    "type": "object",
                    "description": "Where the noise is coming from",
                    "properties": {
                        "street": {"type": "string"},
                        "number_or_name": {"type": ["string", "null"], "description": "House number or business name"},
                        "postcode": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                    },
                    "required": ["street"],
                },
                "still_going": {"type": "boolean"},
                "started_at": {"type": "string", "description": "When it started, local time YYYY-MM-DDTHH:MM"},
                "rooms_affected": {"type": "array", "items": {"type": "string"}, "description": "e.g. bedroom, living room"},
                "impact": {
                    "type": "integer",
                    "enum": [1, 2, 3, 4, 5],
                    "description": "1 = mildly annoying, 5 = can't sleep/work",
                },
                "wants_visit": {"type": "boolean", "description": "Ask an officer to come and witness it", "default": True},
                "description": {"type": "string"},
            },
            "required": ["source_type", "noise_address", "still_going", "description"],
        },
        noise__log_complaint,
        act=True,
    ),
]

NOISE_INSTRUCTIONS = """You are the noise-complaint assistant for Cardiff Council's Environmental Health out-of-hours line.
Today is Saturday 12 December 2026, 23:40 (Cardiff, UK).

Signed-in resident: Owain Price, 29 Cathays Terrace, Cardiff CF24 4HS (phone on file).

- Log a complaint when the resident describes a noise problem and says where it is coming from (street, and house number or
  business name). Never guess the address: "next door" or "the neighbours" is not enough, ask which property.
- The out-of-hours team works Friday and Saturday nights, 10pm-3am. If the noise is still going they phone back within an hour
  and may visit to witness it.
- Building work is allowed 8am-6pm Monday to Friday and 8am-1pm on Saturday, never on Sundays or bank holidays.
- After a first complaint we email diary sheets; keep them for 14 days and send them back.
- We never tell the person complained about who made the complaint, but if a case goes to court you may be asked to give
  evidence as a witness.
- Threats or violence: call 999. Ongoing antisocial behaviour in the street: call the police on 101."""


DOMAINS = [
    Domain("vending_ops", VEND_TOOLS, VEND_INSTRUCTIONS),
    Domain("radio_requests", RADIO_TOOLS, RADIO_INSTRUCTIONS),
    Domain("window_cleaning", WIN_TOOLS, WIN_INSTRUCTIONS),
    Domain("quiz_league", QUIZ_TOOLS, QUIZ_INSTRUCTIONS),
    Domain("noise_nuisance", NOISE_TOOLS, NOISE_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================


def date_in(low: str, high: str) -> Pred:
    """A date (or date-time) string falling on a day from `low` to `high` inclusive."""
    lo, hi = _dt.date.fromisoformat(low), _dt.date.fromisoformat(high)
    return Pred(f"date in [{low}, {high}]", lambda v: isinstance(v, str) and (d := _day(v)) is not None and lo <= d <= hi)


def phone(*forms: str) -> Pred:
    """A phone number equal to one of these forms once spaces, dashes and a +44 prefix are ignored."""

    def digits(text: Any) -> str:
        found = re.sub(r"\D", "", str(text))
        return "0" + found[2:] if found.startswith("44") else found

    wanted = {digits(f) for f in forms}
    return Pred(f"one of {forms!r}", lambda v: isinstance(v, str) and digits(v) in wanted)


def null_value() -> Pred:
    """JSON null, sent explicitly (a strict tool must send every argument)."""
    return Pred("== None", lambda v: v is None)


TEN_AM = said("10am", "10 am", "10:00", "10.00", "10 o'clock", "ten o'clock", "10 a.m.")

CASES = [
    # ---------------------------------------------------------------- vending_ops (10)
    Case(
        "ag_vend_reprice",
        "vending_ops",
        "direct",
        [
            Turn(
                "bump B2 in VM-104 up to £1.20",
                calls=[ExpectCall("set_slot_price", {"machine_id": "VM-104", "slot": "B2", "price_gbp": number(1.2)})],
                allow=["get_machine"],
                forbid=["create_restock_order", "report_fault", "schedule_engineer_visit", "issue_refund"],
                answer_has=[said_number(1.2)],
            ),
        ],
        features=("number", "10_tools"),
    ),
    Case(
        "ag_vend_refund_card",
        "vending_ops",
        "direct",
        [
            Turn(
                "Refund £1.40 to jess.okoye@gmail.com please - her Diet Coke got stuck in VM-103. She paid contactless.",
                calls=[
                    ExpectCall(
                        "issue_refund",
                        {
                            "machine_id": "VM-103",
                            "amount_gbp": number(1.4),
                            "method": "card",
                            "customer_email": "jess.okoye@gmail.com",
                        },
                    )
                ],
                allow=["get_machine"],
                forbid=["create_restock_order", "set_slot_price", "report_fault", "schedule_engineer_visit"],
                answer_has=[said("RF-20931")],
            ),
        ],
        features=("number", "enum", "email", "10_tools"),
    ),
    Case(
        "ag_vend_fridge_fault",
        "vending_ops",
        "polite",
        [
            Turn(
                "Morning! Could you log a fault on the Trafford Leisure Centre machine for me please? The fridge is reading "
                "9.5 degrees. Keep it selling though, it's only cans in there.",
                calls=[ExpectCall("report_fault", {"machine_id": "VM-105", "fault_type": "refrigeration"})],
                allow=["list_machines", "get_machine"],
                forbid=["create_restock_order", "set_slot_price", "schedule_engineer_visit", "issue_refund"],
                answer_has=[said("F-3398")],
            ),
        ],
        features=("enum", "boolean", "10_tools"),
    ),
    Case(
        "ag_vend_hospital_heads_up",
        "vending_ops",
        "indirect",
        [
            Turn(
                "I'm over at Salford Royal after lunch. anything I should know about our machine there before I go?",
                calls=[ExpectCall("get_machine", {"machine_id": "VM-102"})],
                allow=["list_machines", "get_sales_report", "get_route_plan"],
                forbid=VEND_ACTS,
                answer_has=[said("coin")],
            ),
        ],
        features=("10_tools",),
    ),
    Case(
        "ag_vend_takings_and_route",
        "vending_ops",
        "multi_intent",
        [
            Turn(
                "How much did the Piccadilly machine take yesterday? And who's doing the route today?",
                calls=[
                    ExpectCall("get_sales_report", {"period": "yesterday", "machine_id": "VM-101"}),
                    ExpectCall("get_route_plan", {"date": date("2026-12-15")}),
                ],
                allow=["list_machines"],
                forbid=VEND_ACTS,
                answer_has=[said_number(96.4), said("Dean")],
            ),
        ],
        features=("enum", "date", "nullable_anyof", "10_tools"),
    ),
    Case(
        "ag_vend_refund_limit",
        "vending_ops",
        "no_tool",
        [
            Turn(
                "what's the most I can refund someone myself before Gareth has to sign it off?",
                forbid=VEND_ACTS,
                answer_has=[said_number(10)],
            ),
        ],
        features=("10_tools",),
    ),
    Case(
        "ag_vend_refund_vague",
        "vending_ops",
        "underspecified",
        [
            Turn(
                "can you sort out a refund for the woman who lost her money in the Piccadilly machine",
                allow=["get_machine", "list_machines"],
                forbid=VEND_ACTS,
                clarify=True,
            ),
        ],
        features=("10_tools",),
    ),
    Case(
        "ag_vend_engineer_for_fault",
        "vending_ops",
        "chained",
        [
            Turn(
                "Get an engineer out to VM-102 tomorrow morning for that coin mech problem",
                calls=[
                    ExpectCall("get_machine", {"machine_id": "VM-102"}),
                    ExpectCall(
                        "schedule_engineer_visit",
                        {"machine_id": "VM-102", "date": date("2026-12-16"), "window": "am", "fault_id": "F-3391"},
                    ),
                ],
                allow=["list_machines"],
                forbid=["report_fault", "create_restock_order", "set_slot_price", "issue_refund"],
                answer_has=[said("ENG-5512", "Kerry")],
            ),
        ],
        features=("date", "enum", "int_enum", "nullable_type_list", "10_tools"),
    ),
    Case(
        "ag_vend_restock_piccadilly",
        "vending_ops",
        "chained",
        [
            Turn(
                "Order a top-up for whatever's low in VM-101, delivery tomorrow",
                calls=[
                    ExpectCall("get_machine", {"machine_id": "VM-101"}),
                    ExpectCall(
                        "create_restock_order",
                        {
                            "machine_id": "VM-101",
                            "lines": items(
                                fields(sku="SKU-WLK-CO", quantity=number(9)), fields(sku="SKU-TWIX", quantity=number(13))
                            ),
                            "deliver_on": date("2026-12-16"),
                        },
                    ),
                ],
                allow=["list_machines", "search_products"],
                forbid=["set_slot_price", "report_fault", "schedule_engineer_visit", "issue_refund"],
                answer_has=[said("RO-7741")],
            ),
        ],
        features=("ref", "array_of_objects", "strict", "nullable_anyof", "date", "10_tools"),
    ),
    Case(
        "ag_vend_low_stock_uni",
        "vending_ops",
        "multi_turn",
        [
            Turn(
                "which machines are running low?",
                calls=[ExpectCall("list_machines")],
                forbid=VEND_ACTS,
                answer_has=[said("VM-101", "Piccadilly"), said("VM-104", "Manchester Met", "library")],
            ),
            Turn(
                "what's low in the uni one",
                calls=[ExpectCall("get_machine", {"machine_id": "VM-104"})],
                forbid=VEND_ACTS,
                answer_has=[said("Cheese & Onion", "Cheese and Onion"), said("KitKat", "Kit Kat")],
            ),
            Turn(
                "ok order enough to fill both of those back up, for thursday",
                calls=[
                    ExpectCall(
                        "create_restock_order",
                        {
                            "machine_id": "VM-104",
                            "lines": items(
                                fields(sku="SKU-WLK-CO", quantity=number(10)), fields(sku="SKU-KITKAT4", quantity=number(9))
                            ),
                            "deliver_on": date("2026-12-17"),
                        },
                    )
                ],
                allow=["get_machine", "search_products"],
                forbid=["set_slot_price", "report_fault", "schedule_engineer_visit", "issue_refund"],
                answer_has=[said("RO-7741")],
            ),
        ],
        features=("ref", "array_of_objects", "strict", "enum", "nullable_type_list", "date", "10_tools"),
    ),
    # ---------------------------------------------------------------- radio_requests (9)
    Case(
        "ag_radio_cancel_kiss_me",
        "radio_requests",
        "direct",
        [
            Turn(
                "cancel my Kiss Me request for tomorrow",
                calls=[ExpectCall("cancelRequest", {"requestId": "RQ-BRK-1388"})],
                forbid=["submitRequest", "enterCompetition"],
            ),
        ],
        features=("camel_names", "6_tools"),
    ),
    Case(
        "ag_radio_breakfast_polite",
        "radio_requests",
        "polite",
        [
            Turn(
                "Hiya, would you mind telling me who's presenting tomorrow morning and what time they finish? Ta",
                calls=[ExpectCall("getSchedule", {"date": date("2026-12-19")})],
                forbid=RADIO_ACTS,
                answer_has=[said("Dan"), said("Hattie"), TEN_AM],
            ),
        ],
        features=("date", "camel_names", "6_tools"),
    ),
    Case(
        "ag_radio_wonderwall",
        "radio_requests",
        "indirect",
        [
            Turn(
                "any chance of hearing Wonderwall later on?",
                calls=[ExpectCall("searchLibrary", {"query": contains("Wonderwall")})],
                allow=["getRecentlyPlayed", "getSchedule"],
                forbid=RADIO_ACTS,
                answer_has=[said("21:46", "9:46", "9.46")],
            ),
        ],
        features=("int_enum", "nullable_type_list", "camel_names", "6_tools"),
    ),
    Case(
        "ag_radio_drive_home",
        "radio_requests",
        "indirect",
        [
            Turn(
                "I'll be driving back from Worthing about half ten tonight - is anyone taking requests then?",
                calls=[ExpectCall("getSchedule", {"date": date("2026-12-18")})],
                forbid=RADIO_ACTS,
                answer_has=[said("Late Lounge"), said("Mira")],
            ),
        ],
        features=("date", "camel_names", "6_tools"),
    ),
    Case(
        "ag_radio_song_and_competition",
        "radio_requests",
        "multi_intent",
        [
            Turn(
                "what was the song right before the 7 o'clock news? oh and stick me in the christmas competition, "
                "it's 10 lords, my mobile's 07700 900461",
                calls=[
                    ExpectCall("getRecentlyPlayed"),
                    ExpectCall(
                        "enterCompetition",
                        {"competitionId": "XMAS-CRACKER", "answer": contains("10"), "phone": phone("07700 900461")},
                    ),
                ],
                forbid=["submitRequest", "cancelRequest"],
                answer_has=[said("Last Christmas")],
            ),
        ],
        features=("camel_names", "6_tools"),
    ),
    Case(
        "ag_radio_dedication_rules",
        "radio_requests",
        "no_tool",
        [
            Turn(
                "how long can a dedication be? and will they definitely read it out if I send one?",
                forbid=RADIO_ACTS,
                answer_has=[said_number(140)],
            ),
        ],
        features=("camel_names", "6_tools"),
    ),
    Case(
        "ag_radio_competition_vague",
        "radio_requests",
        "underspecified",
        [
            Turn("enter me in the christmas competition please", forbid=RADIO_ACTS, clarify=True),
        ],
        features=("camel_names", "6_tools"),
    ),
    Case(
        "ag_radio_valerie_for_abi",
        "radio_requests",
        "chained",
        [
            Turn(
                "Can you get Valerie played on the Late Lounge tonight for my sister Abi? Say happy birthday from Kwame x",
                calls=[
                    ExpectCall("getSchedule", {"date": date("2026-12-18")}),
                    ExpectCall("searchLibrary", {"query": contains("Valerie")}),
                    ExpectCall(
                        "submitRequest",
                        {
                            "trackId": "T-1502",
                            "showId": "LNG-1218",
                            "dedication": fields(to=contains("Abi"), message=contains("birthday")),
                        },
                    ),
                ],
                forbid=["cancelRequest", "enterCompetition"],
                answer_has=[said("RQ-LNG-1502")],
            ),
        ],
        features=("nested", "nullable_anyof", "strict", "person", "camel_names", "6_tools"),
    ),
    Case(
        "ag_radio_throwback_turns",
        "radio_requests",
        "multi_turn",
        [
            Turn(
                "what's on air right now?",
                calls=[ExpectCall("getSchedule", {"date": date("2026-12-18")})],
                allow=["getRecentlyPlayed"],
                forbid=RADIO_ACTS,
                answer_has=[said("Throwback"), said("Lou")],
            ),
            Turn(
                "nice. put Sweet Child O' Mine in for that show please, no dedication",
                calls=[
                    ExpectCall("searchLibrary", {"query": contains("Sweet Child")}),
                    ExpectCall("submitRequest", {"trackId": "T-1620", "showId": "TBK-1218", "dedication": null_value()}),
                ],
                allow=["getSchedule"],
                forbid=["cancelRequest", "enterCompetition"],
                answer_has=[said("RQ-TBK-1620", "sent", "submitted", "requested")],
            ),
            Turn(
                "actually cancel that one, I'll ring the studio instead",
                calls=[ExpectCall("cancelRequest", {"requestId": "RQ-TBK-1620"})],
                forbid=["submitRequest", "enterCompetition"],
            ),
        ],
        features=("strict", "nullable_anyof", "camel_names", "6_tools"),
    ),
    # ---------------------------------------------------------------- window_cleaning (9)
    Case(
        "ag_win_gutter_book",
        "window_cleaning",
        "direct",
        [
            Turn(
                "book a gutter clear for monday the 11th",
                calls=[ExpectCall("book-clean", {"date": date("2027-01-11"), "services": items("gutter_clear")})],
                allow=["get-quote", "list-visits"],
                forbid=["skip-visit"],
                answer_has=[said_number(45)],
            ),
        ],
        features=("date", "enum_array", "strict", "ref", "nullable_anyof", "kebab_names", "4_tools"),
    ),
    Case(
        "ag_win_conservatory_quote",
        "window_cleaning",
        "polite",
        [
            Turn(
                "Hello, could you tell me how much extra it would be to have the conservatory roof done on my usual visits? "
                "Thank you",
                calls=[
                    ExpectCall(
                        "get-quote",
                        {"property_type": "semi_detached", "bedrooms": number(3), "services": has_items("conservatory_roof")},
                    )
                ],
                allow=["list-visits"],
                forbid=WIN_ACTS,
                answer_has=[said_any_number(35, 53)],
            ),
        ],
        features=("enum", "enum_array", "kebab_names", "4_tools"),
    ),
    Case(
        "ag_win_this_week",
        "window_cleaning",
        "indirect",
        [
            Turn(
                "is the window man coming this week? I need to remember to leave the side gate unlocked",
                calls=[ExpectCall("list-visits")],
                forbid=WIN_ACTS,
                answer_has=[said("Thursday", "7 January", "January 7", "7th", "07/01")],
            ),
        ],
        features=("date", "kebab_names", "4_tools"),
    ),
    Case(
        "ag_win_skip_feb_and_inside",
        "window_cleaning",
        "multi_intent",
        [
            Turn(
                "Can you skip the February clean? Also what would it cost to add the inside windows to my regular visits?",
                calls=[
                    ExpectCall("list-visits"),
                    ExpectCall("skip-visit", {"visit_id": "V-5560"}),
                    ExpectCall(
                        "get-quote",
                        {
                            "property_type": "semi_detached",
                            "bedrooms": number(3),
                            "services": has_items("inside_windows"),
                            "frequency_weeks": number(4),
                        },
                    ),
                ],
                forbid=["book-clean"],
                answer_has=[said_any_number(24, 42)],
            ),
        ],
        features=("int_enum", "nullable_anyof", "enum_array", "kebab_names", "4_tools"),
    ),
    Case(
        "ag_win_rain",
        "window_cleaning",
        "no_tool",
        [
            Turn(
                "what happens if it's absolutely pouring down on the day you're due?",
                allow=["list-visits"],
                forbid=WIN_ACTS,
                answer_has=[said("5 working days", "five working days")],
            ),
        ],
        features=("kebab_names", "4_tools"),
    ),
    Case(
        "ag_win_extra_vague",
        "window_cleaning",
        "underspecified",
        [
            Turn("can you book me in for an extra clean", allow=["list-visits", "get-quote"], forbid=WIN_ACTS, clarify=True),
        ],
        features=("kebab_names", "4_tools"),
    ),
    Case(
        "ag_win_skip_this_week",
        "window_cleaning",
        "chained",
        [
            Turn(
                "we won't need this week's clean, can you cancel it",
                calls=[ExpectCall("list-visits"), ExpectCall("skip-visit", {"visit_id": "V-5531"})],
                forbid=["book-clean"],
                answer_has=[said("Thursday", "7 January", "January 7", "7th", "07/01")],
            ),
        ],
        features=("kebab_names", "4_tools"),
    ),
    Case(
        "ag_win_gutters_fascias_same_day",
        "window_cleaning",
        "chained",
        [
            Turn(
                "Price up a gutter clear plus washing the fascias, then book them in for the same day as my next regular clean",
                calls=[
                    ExpectCall("list-visits"),
                    ExpectCall("book-clean", {"date": date("2027-01-07"), "services": items("gutter_clear", "fascias_soffits")}),
                ],
                allow=["get-quote"],
                forbid=["skip-visit"],
                answer_has=[said_number(85)],
            ),
        ],
        features=("date", "enum_array", "strict", "ref", "kebab_names", "4_tools"),
    ),
    Case(
        "ag_win_gutter_turns",
        "window_cleaning",
        "multi_turn",
        [
            Turn(
                "how much for a one-off gutter clear?",
                calls=[
                    ExpectCall(
                        "get-quote",
                        {
                            "property_type": "semi_detached",
                            "bedrooms": number(3),
                            "services": items("gutter_clear"),
                            "frequency_weeks": null_or_absent(),
                        },
                    )
                ],
                forbid=WIN_ACTS,
                answer_has=[said_number(45)],
            ),
            Turn(
                "go on then, book it for the 14th",
                calls=[ExpectCall("book-clean", {"date": date("2027-01-14"), "services": items("gutter_clear")})],
                allow=["get-quote", "list-visits"],
                forbid=["skip-visit"],
                answer_has=[said("14")],
            ),
        ],
        features=("date", "enum_array", "nullable_anyof", "strict", "kebab_names", "4_tools"),
    ),
    # ---------------------------------------------------------------- quiz_league (9)
    Case(
        "ag_quiz_table",
        "quiz_league",
        "direct",
        [
            Turn(
                "league table please",
                calls=[ExpectCall("GetLeaderboard")],
                forbid=["RegisterTeam"],
                answer_has=[said("Quizzly Bears"), said_number(398)],
            ),
        ],
        features=("enum", "pascal_names", "3_tools"),
    ),
    Case(
        "ag_quiz_xmas_room",
        "quiz_league",
        "polite",
        [
            Turn(
                "Could you please check whether there's any room left at the Ship's Christmas quiz?",
                calls=[ExpectCall("GetQuizNights", {"fromDate": date_in("2026-12-09", "2026-12-16")})],
                forbid=["RegisterTeam"],
                answer_has=[
                    said(
                        "full",
                        "no tables",
                        "sold out",
                        "booked up",
                        "no room",
                        "no space",
                        "0 tables",
                        "zero tables",
                        "none left",
                    )
                ],
            ),
        ],
        features=("date", "strict", "nullable_type_list", "nullable_anyof", "pascal_names", "3_tools"),
    ),
    Case(
        "ag_quiz_free_thursday",
        "quiz_league",
        "indirect",
        [
            Turn(
                "we're all free next thursday for once, anything on?",
                calls=[ExpectCall("GetQuizNights", {"fromDate": date_in("2026-12-09", "2026-12-17")})],
                forbid=["RegisterTeam"],
                answer_has=[said("Plasterers"), said("19:30", "7:30", "7.30")],
            ),
        ],
        features=("date", "strict", "pascal_names", "3_tools"),
    ),
    Case(
        "ag_quiz_gap_and_friday",
        "quiz_league",
        "multi_intent",
        [
            Turn(
                "how many points behind the Quizzly Bears are we? and what's on friday the 18th?",
                calls=[
                    ExpectCall("GetLeaderboard"),
                    ExpectCall("GetQuizNights", {"fromDate": date_in("2026-12-09", "2026-12-18")}),
                ],
                forbid=["RegisterTeam"],
                answer_has=[
                    Pred(
                        "states 14, or both 412 and 398",
                        lambda t: said_number(14).ok(t) or (said_number(412).ok(t) and said_number(398).ok(t)),
                    ),
                    said("Murderers"),
                ],
            ),
        ],
        features=("date", "strict", "pascal_names", "3_tools"),
    ),
    Case(
        "ag_quiz_guest_rules",
        "quiz_league",
        "no_tool",
        [
            Turn(
                "Raj isn't in the league yet - can he still play with us? and what's the max team size again?",
                forbid=["RegisterTeam"],
                answer_has=[said_number(6)],
            ),
        ],
        features=("pascal_names", "3_tools"),
    ),
    Case(
        "ag_quiz_book_vague",
        "quiz_league",
        "underspecified",
        [
            Turn("book us in for the quiz", allow=["GetQuizNights"], forbid=["RegisterTeam"], clarify=True),
        ],
        features=("pascal_names", "3_tools"),
    ),
    Case(
        "ag_quiz_film_night",
        "quiz_league",
        "chained",
        [
            Turn(
                "sign us up for the film quiz at the Murderers - just me, Tom and Raj this time",
                calls=[
                    ExpectCall("GetQuizNights", {"fromDate": date_in("2026-12-09", "2026-12-18")}),
                    ExpectCall(
                        "RegisterTeam",
                        {
                            "quizId": "QZ-1218",
                            "teamName": "Quizteama Aguilera",
                            "players": items(
                                fields(name=contains("Beth"), leagueMember=boolean(True)),
                                fields(name=contains("Tom"), leagueMember=boolean(True)),
                                fields(name=contains("Raj"), leagueMember=boolean(False)),
                            ),
                        },
                    ),
                ],
                answer_has=[said_number(7)],
            ),
        ],
        features=("array_of_objects", "boolean", "strict", "person", "pascal_names", "3_tools"),
    ),
    Case(
        "ag_quiz_plasterers_turns",
        "quiz_league",
        "multi_turn",
        [
            Turn(
                "what's coming up at the Plasterers?",
                calls=[
                    ExpectCall(
                        "GetQuizNights", {"fromDate": date_in("2026-12-09", "2026-12-10"), "venue": contains("Plasterers")}
                    )
                ],
                forbid=["RegisterTeam"],
                answer_has=[said("19:30", "7:30", "7.30")],
            ),
            Turn(
                "book the one next week for the usual four",
                calls=[
                    ExpectCall(
                        "RegisterTeam",
                        {
                            "quizId": "QZ-1217",
                            "teamName": "Quizteama Aguilera",
                            "players": items(
                                fields(name=contains("Beth"), leagueMember=boolean(True)),
                                fields(name=contains("Tom"), leagueMember=boolean(True)),
                                fields(name=contains("Aisha"), leagueMember=boolean(True)),
                                fields(name=contains("Raj"), leagueMember=boolean(False)),
                            ),
                        },
                    )
                ],
                allow=["GetQuizNights"],
                answer_has=[said_number(7)],
            ),
        ],
        features=("array_of_objects", "strict", "nullable_type_list", "person", "pascal_names", "3_tools"),
    ),
    Case(
        "ag_quiz_seasons",
        "quiz_league",
        "multi_turn",
        [
            Turn(
                "how did we finish last season?",
                calls=[ExpectCall("GetLeaderboard", {"season": "spring_2026"})],
                forbid=["RegisterTeam"],
                answer_has=[
                    said("2nd", "second", "runners-up", "runner-up", "runners up", "position 2", "#2", "number 2"),
                    said_number(431),
                ],
            ),
            Turn(
                "and how are we doing this season?",
                calls=[ExpectCall("GetLeaderboard")],
                forbid=["RegisterTeam"],
                answer_has=[said_number(398)],
            ),
        ],
        features=("enum", "pascal_names", "3_tools"),
    ),
    # ---------------------------------------------------------------- noise_nuisance (8)
    Case(
        "ag_noise_party",
        "noise_nuisance",
        "direct",
        [
            Turn(
                "log a complaint - loud music from 31 Cathays Terrace, started around 10pm and it's still going",
                calls=[
                    ExpectCall(
                        "noise__log_complaint",
                        {
                            "source_type": one_of("amplified_music", "voices_party"),
                            "noise_address": mentions("31", "Cathays"),
                            "still_going": boolean(True),
                            "started_at": at("2026-12-12", "22:00"),
                        },
                    )
                ],
                answer_has=[said("NN-26-")],
            ),
        ],
        features=("nested", "enum", "boolean", "date", "namespaced_names", "1_tool"),
    ),
    Case(
        "ag_noise_dog",
        "noise_nuisance",
        "polite",
        [
            Turn(
                "Hello, please could you report the dog at 8 Colum Road? It has barked nonstop since about six this evening. "
                "I don't need anyone to come round.",
                calls=[
                    ExpectCall(
                        "noise__log_complaint",
                        {"source_type": "barking_dog", "noise_address": mentions("Colum"), "wants_visit": boolean(False)},
                    )
                ],
                answer_has=[said("NN-26-")],
            ),
        ],
        features=("nested", "enum", "boolean", "namespaced_names", "1_tool"),
    ),
    Case(
        "ag_noise_alarm",
        "noise_nuisance",
        "indirect",
        [
            Turn(
                "It's twenty to midnight and the burglar alarm at number 25 Cathays Terrace has been ringing since half ten. "
                "I've got work at 6.",
                calls=[
                    ExpectCall(
                        "noise__log_complaint",
                        {"source_type": "alarm", "noise_address": mentions("25", "Cathays"), "still_going": boolean(True)},
                    )
                ],
                answer_has=[said("NN-26-")],
            ),
        ],
        features=("nested", "enum", "boolean", "namespaced_names", "1_tool"),
    ),
    Case(
        "ag_noise_two_sources",
        "noise_nuisance",
        "multi_intent",
        [
            Turn(
                "Two things. Someone's been revving a car engine over and over outside 12 Llanishen Street for the last half "
                "hour, and the extractor fan at the Dragon Palace takeaway (2 Llanishen Street) is roaring away again",
                calls=[
                    ExpectCall("noise__log_complaint", {"source_type": "vehicle_engine", "noise_address": mentions("Llanishen")}),
                    ExpectCall(
                        "noise__log_complaint", {"source_type": "commercial_premises", "noise_address": mentions("Llanishen")}
                    ),
                ],
                answer_has=[said("NN-26-")],
            ),
        ],
        features=("nested", "enum", "namespaced_names", "1_tool"),
    ),
    Case(
        "ag_noise_confidential",
        "noise_nuisance",
        "no_tool",
        [
            Turn(
                "if I complain about my neighbours will they find out it was me?",
                forbid=["noise__log_complaint"],
                answer_has=[said("court", "witness", "evidence")],
            ),
        ],
        features=("namespaced_names", "1_tool"),
    ),
    Case(
        "ag_noise_diary",
        "noise_nuisance",
        "no_tool",
        [
            Turn(
                "how long am I supposed to keep the noise diary for?",
                forbid=["noise__log_complaint"],
                answer_has=[said("14 days", "two weeks", "2 weeks", "fourteen days")],
            ),
        ],
        features=("namespaced_names", "1_tool"),
    ),
    Case(
        "ag_noise_next_door_vague",
        "noise_nuisance",
        "underspecified",
        [
            Turn("the music next door is doing my head in, can you report it", forbid=["noise__log_complaint"], clarify=True),
        ],
        features=("namespaced_names", "1_tool"),
    ),
    Case(
        "ag_noise_builders_turns",
        "noise_nuisance",
        "multi_turn",
        [
            Turn(
                "what hours are builders allowed to work on a saturday?",
                forbid=["noise__log_complaint"],
                answer_has=[said("1pm", "1 pm", "13:00", "1:00", "1.00", "1 p.m.")],
            ),
            Turn(
                "well they were drilling at 7 this morning on the new flats at 40 Woodville Road. log it",
                calls=[
                    ExpectCall(
                        "noise__log_complaint",
                        {
                            "source_type": "construction",
                            "noise_address": mentions("Woodville"),
                            "still_going": boolean(False),
                            "started_at": at("2026-12-12", "07:00"),
                        },
                    )
                ],
                answer_has=[said("NN-26-")],
            ),
        ],
        features=("nested", "enum", "boolean", "date", "namespaced_names", "1_tool"),
    ),
]
