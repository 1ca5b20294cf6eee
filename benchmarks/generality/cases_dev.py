"""Generality cases, development set: eight domains not used elsewhere (pharmacy, home-insurance
claims, podcasts & audiobooks, plant care, electricity account, IT helpdesk, city transit,
coworking), written independently of `cases_tune.py` and `cases_holdout.py`.

Each domain has tools as real developers write them (snake_case and camelCase, pydantic-style
`$defs`/`$ref`/`allOf`, nullable `anyOf` and type lists, enums in several styles, strict and
non-strict schemas) and deterministic fake back ends. The expectations are what a competent model
(gpt-4.1-mini class) would do with the request: key arguments only, generous predicates.
"""

from __future__ import annotations

import datetime as _dt
import re as _re
import zlib as _zlib
from typing import Any

from spec import (
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
    matches,
    not_empty,
    number,
    one_of,
    said,
    said_number,
    time_of_day,
)

# ---------------------------------------------------------------------------------------------
# Small helpers for the fakes and the expectations
# ---------------------------------------------------------------------------------------------


def _day(text: Any) -> _dt.date:
    """The date of an ISO date or date-time string (raises ValueError when it is not one)."""
    return _dt.date.fromisoformat(str(text).strip()[:10])


def _hhmm(text: Any) -> str | None:
    """"HH:MM" from "14:00", "14:00:00", "2026-12-10T14:00", "2pm", "2:30 PM"; None when unreadable."""
    s = str(text).strip().lower()
    m = _re.search(r"(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap])?\.?m?", s) or _re.search(r"(\d{1,2})()\s*([ap])\.?m", s)
    if not m:
        return None
    h, mi = int(m.group(1)), int(m.group(2) or 0)
    if m.group(3) == "p" and h < 12:
        h += 12
    if m.group(3) == "a" and h == 12:
        h = 0
    if not (0 <= h < 24 and 0 <= mi < 60):
        return None
    return f"{h:02d}:{mi:02d}"


def _minutes(hhmm: str) -> int:
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def _clock(total: int) -> str:
    total %= 24 * 60
    return f"{total // 60:02d}:{total % 60:02d}"


def _ref(prefix: str, *parts: Any, digits: int = 5) -> str:
    """A stable reference number derived from the request (same request, same id)."""
    low = 10 ** (digits - 1)
    return f"{prefix}{_zlib.crc32('|'.join(str(p) for p in parts).encode()) % (9 * low) + low}"




def _act_names(domain: Domain) -> list[str]:
    return [t.name for t in domain.tools if t.act]


# =============================================================================================
# 1. Pharmacy & prescriptions
# =============================================================================================

_PH_TODAY = _dt.date(2026, 12, 8)  # Tuesday

_PH_RX = {
    "RX104233": {"rx_number": "RX104233", "drug": "Atorvastatin 20 mg tablets", "generic": "atorvastatin",
                 "directions": "Take one tablet at night", "quantity": 28, "refills_remaining": 3,
                 "last_filled": "2026-11-10", "prescriber": "Dr. Helen Okafor", "status": "active"},
    "RX104871": {"rx_number": "RX104871", "drug": "Lisinopril 10 mg tablets", "generic": "lisinopril",
                 "directions": "Take one tablet each morning", "quantity": 28, "refills_remaining": 0,
                 "last_filled": "2026-11-20", "prescriber": "Dr. Helen Okafor", "status": "active"},
    "RX105902": {"rx_number": "RX105902", "drug": "Sertraline 50 mg tablets", "generic": "sertraline",
                 "directions": "Take one tablet daily", "quantity": 30, "refills_remaining": 2,
                 "last_filled": "2026-11-14", "prescriber": "Dr. Samuel Achebe", "status": "active"},
    "RX099120": {"rx_number": "RX099120", "drug": "Amoxicillin 500 mg capsules", "generic": "amoxicillin",
                 "directions": "One capsule three times a day for 7 days", "quantity": 21, "refills_remaining": 0,
                 "last_filled": "2026-05-20", "prescriber": "Dr. Samuel Achebe", "status": "expired",
                 "expired_on": "2026-06-02"},
}

_PH_STORES = {
    "ST-014": {"store_id": "ST-014", "name": "CarePlus Kings Road", "address": "212 Kings Road, London SW3 5UE",
               "hours": "Mon-Sat 08:00-21:00, Sun closed", "open_24h": False, "distance_miles": 0.4,
               "services": ["vaccinations", "blood-pressure-check", "delivery"]},
    "ST-022": {"store_id": "ST-022", "name": "CarePlus Sloane Square", "address": "4 Sloane Square, London SW1W 8EG",
               "hours": "Open 24 hours", "open_24h": True, "distance_miles": 0.9,
               "services": ["vaccinations", "delivery"]},
    "ST-031": {"store_id": "ST-031", "name": "CarePlus Fulham Broadway", "address": "9 Fulham Broadway, London SW6 1AA",
               "hours": "Daily 09:00-19:00", "open_24h": False, "distance_miles": 1.6,
               "services": ["blood-pressure-check", "drive-thru"]},
}

_PH_ORDERS = {  # refill orders that can be picked up
    "RF-55810": {"order_id": "RF-55810", "drug": "Omeprazole 20 mg capsules", "status": "ready", "store_id": "ST-014"},
    "RF-58211": {"order_id": "RF-58211", "drug": "Atorvastatin 20 mg tablets", "status": "in preparation", "store_id": "ST-014"},
    "RF-58214": {"order_id": "RF-58214", "drug": "Sertraline 50 mg tablets", "status": "in preparation", "store_id": "ST-014"},
}

_PH_GENERIC = {  # brand or generic name -> generic
    "atorvastatin": "atorvastatin", "lipitor": "atorvastatin", "lisinopril": "lisinopril", "zestril": "lisinopril",
    "sertraline": "sertraline", "zoloft": "sertraline", "lustral": "sertraline", "amoxicillin": "amoxicillin",
    "ibuprofen": "ibuprofen", "advil": "ibuprofen", "nurofen": "ibuprofen", "motrin": "ibuprofen",
    "clarithromycin": "clarithromycin", "biaxin": "clarithromycin", "klacid": "clarithromycin",
    "tramadol": "tramadol", "paracetamol": "paracetamol", "acetaminophen": "paracetamol", "tylenol": "paracetamol",
    "omeprazole": "omeprazole", "naproxen": "naproxen", "aleve": "naproxen", "aspirin": "aspirin",
}

_PH_INTERACTIONS = {
    frozenset({"atorvastatin", "clarithromycin"}): {
        "severity": "major",
        "summary": "Clarithromycin strongly inhibits CYP3A4 and can raise atorvastatin levels several-fold, "
                   "increasing the risk of muscle damage (myopathy, rhabdomyolysis).",
        "advice": "Usually atorvastatin is paused during the course of clarithromycin, or a different antibiotic "
                  "(e.g. azithromycin) is used. Check with the prescriber."},
    frozenset({"ibuprofen", "lisinopril"}): {
        "severity": "moderate",
        "summary": "NSAIDs such as ibuprofen can reduce the blood-pressure-lowering effect of lisinopril and, "
                   "together, can affect kidney function.",
        "advice": "Occasional short use is usually acceptable; paracetamol is preferred for regular pain relief."},
    frozenset({"ibuprofen", "sertraline"}): {
        "severity": "moderate",
        "summary": "SSRIs with NSAIDs increase the risk of stomach bleeding.",
        "advice": "Prefer paracetamol; if ibuprofen is needed, use the lowest dose for the shortest time."},
    frozenset({"naproxen", "sertraline"}): {
        "severity": "moderate",
        "summary": "SSRIs with NSAIDs increase the risk of stomach bleeding.",
        "advice": "Prefer paracetamol."},
    frozenset({"sertraline", "tramadol"}): {
        "severity": "major",
        "summary": "Risk of serotonin syndrome and a lowered seizure threshold.",
        "advice": "Avoid unless a prescriber has approved it and monitors you."},
    frozenset({"aspirin", "sertraline"}): {
        "severity": "moderate",
        "summary": "Increased risk of bleeding.",
        "advice": "Discuss with your pharmacist; low-dose aspirin may still be appropriate."},
}


def _ph_generic(name: str) -> str | None:
    low = str(name).lower()
    for key, generic in _PH_GENERIC.items():
        if key in low:
            return generic
    return None


def _ph_slots(store_id: str, day: _dt.date) -> list[str]:
    wd = day.weekday()
    if store_id == "ST-014":
        if wd == 6:
            return []
        if wd == 5:
            return ["10:00", "10:30", "12:00", "15:30"]
        return ["09:00", "09:30", "11:00", "13:30", "16:00", "18:30"]
    if store_id == "ST-022":
        return ["07:00", "08:30", "12:00", "17:00", "21:00", "23:30"]
    return ["09:30", "11:30", "14:00", "17:30"]


def ph_list_prescriptions(status: str = "active") -> Any:
    status = (status or "active").lower()
    if status not in ("active", "expired", "all"):
        return {"error": f"invalid status {status!r}"}
    rows = [rx for rx in _PH_RX.values() if status == "all" or rx["status"] == status]
    return {"patient": "Margaret Ellis", "home_store": "ST-014", "prescriptions": rows}


def ph_request_refill(rxNumber: str, fulfillment: str = "PICKUP", storeId: str | None = None, notes: str | None = None) -> Any:
    rx = _PH_RX.get(str(rxNumber).strip().upper())
    if rx is None:
        return {"error": f"No prescription {rxNumber} on this account"}
    if rx["status"] == "expired":
        return {"error": f"Prescription {rx['rx_number']} expired on {rx['expired_on']}; a new prescription is needed from {rx['prescriber']}."}
    if rx["refills_remaining"] == 0:
        return {"status": "renewal_requested", "rx_number": rx["rx_number"], "drug": rx["drug"],
                "renewal_request_id": "RN-33071",
                "message": f"No refills remaining. A renewal request has been sent to {rx['prescriber']}; "
                           "prescribers usually respond within 1-2 business days.",
                "estimated_response_by": "2026-12-10"}
    store = (storeId or "ST-014").strip().upper()
    if store not in _PH_STORES:
        return {"error": f"Unknown store {storeId}"}
    order = {"RX104233": "RF-58211", "RX105902": "RF-58214"}[rx["rx_number"]]
    mode = str(fulfillment or "PICKUP").upper()
    out = {"order_id": order, "rx_number": rx["rx_number"], "drug": rx["drug"], "fulfillment": mode,
           "refills_remaining_after": rx["refills_remaining"] - 1, "copay": {"amount": 9.90, "currency": "GBP"}}
    if mode == "DELIVERY":
        out["delivery_window"] = "2026-12-10 10:00-14:00"
    else:
        out.update({"store_id": store, "store_name": _PH_STORES[store]["name"], "ready_from": "2026-12-09T14:00"})
    return out


def ph_get_pickup_times(store_id: str, date: str) -> Any:
    store = _PH_STORES.get(str(store_id).strip().upper())
    if store is None:
        return {"error": f"Unknown store {store_id}"}
    day = _day(date)
    if day < _PH_TODAY:
        return {"error": f"{date} is in the past"}
    slots = _ph_slots(store["store_id"], day)
    out = {"store_id": store["store_id"], "store_name": store["name"], "date": day.isoformat(),
           "weekday": day.strftime("%A"), "available_slots": slots}
    if not slots:
        out["note"] = "The store is closed on Sundays."
    return out


def ph_check_drug_interactions(drugs: list[str]) -> Any:
    if not isinstance(drugs, list) or len(drugs) < 2:
        return {"error": "Provide at least two drugs"}
    known, unknown = [], []
    for name in drugs:
        generic = _ph_generic(name)
        (known if generic else unknown).append(generic or name)
    found = []
    for i, a in enumerate(known):
        for b in known[i + 1:]:
            hit = _PH_INTERACTIONS.get(frozenset({a, b}))
            if hit:
                found.append({"drugs": [a, b], **hit})
    return {"checked": known, "unrecognised": unknown, "interactions": found,
            "result": "interactions found" if found else "no known interactions between these drugs"}


def ph_find_pharmacy(near: str, open_24h: bool = False, services: list[str] | None = None) -> Any:
    if not str(near).strip():
        return {"error": "near is required"}
    rows = [s for s in _PH_STORES.values() if (not open_24h or s["open_24h"])
            and all(x in s["services"] for x in (services or []))]
    return {"near": near, "results": rows}


def ph_schedule_pickup(order_id: str, store_id: str, date: str, time: str, notes: str | None) -> Any:
    order = _PH_ORDERS.get(str(order_id).strip().upper())
    if order is None:
        return {"error": f"Unknown order {order_id}"}
    store = _PH_STORES.get(str(store_id).strip().upper())
    if store is None:
        return {"error": f"Unknown store {store_id}"}
    day = _day(date)
    slot = _hhmm(time)
    slots = _ph_slots(store["store_id"], day)
    if day < _PH_TODAY or slot not in slots:
        return {"error": f"{time} on {date} is not an available slot", "available_slots": slots}
    return {"pickup_id": _ref("PU-", order["order_id"], store["store_id"], day, slot), "order_id": order["order_id"],
            "drug": order["drug"], "store": store["name"], "date": day.isoformat(), "time": slot,
            "status": "scheduled", "bring": "photo ID"}


def ph_transfer_prescription(rx_number: str, to_store_id: str) -> Any:
    rx = _PH_RX.get(str(rx_number).strip().upper())
    store = _PH_STORES.get(str(to_store_id).strip().upper())
    if rx is None:
        return {"error": f"No prescription {rx_number} on this account"}
    if store is None:
        return {"error": f"Unknown store {to_store_id}"}
    return {"transfer_id": _ref("TR-", rx["rx_number"], store["store_id"]), "rx_number": rx["rx_number"],
            "to_store": store["name"], "status": "transferred"}


PHARMACY = Domain(
    name="pharmacy",
    instructions=(
        "You are the assistant in the CarePlus Pharmacy app. The signed-in patient is Margaret Ellis; her home "
        "store is CarePlus Kings Road (ST-014). Help with prescriptions, refills, pickups and medicine questions, "
        "and suggest speaking to a pharmacist for clinical decisions. Today is Tuesday 8 December 2026."
    ),
    tools=[
        ToolDef(
            name="list_prescriptions",
            description="List the signed-in patient's prescriptions (Rx number, drug, refills left, last fill).",
            parameters={
                "type": "object",
                "properties": {"status": {"type": "string", "enum": ["active", "expired", "all"], "default": "active"}},
                "required": [],
            },
            fn=ph_list_prescriptions,
        ),
        ToolDef(
            name="requestRefill",
            description="Request a refill of an existing prescription. Returns the refill order id and when it "
                        "will be ready. If no refills remain, a renewal request is sent to the prescriber instead.",
            parameters={
                "type": "object",
                "properties": {
                    "rxNumber": {"type": "string", "pattern": "^RX\\d{6}$", "description": "Prescription number, e.g. RX123456"},
                    "fulfillment": {"type": "string", "enum": ["PICKUP", "DELIVERY"], "default": "PICKUP"},
                    "storeId": {"type": ["string", "null"], "description": "Pickup store; defaults to the patient's home store"},
                    "notes": {"type": "string", "description": "Note for the pharmacist"},
                },
                "required": ["rxNumber"],
            },
            fn=ph_request_refill,
            act=True,
        ),
        ToolDef(
            name="get_pickup_times",
            description="Available pickup slots at a store on a given day.",
            parameters={
                "type": "object",
                "properties": {
                    "store_id": {"type": "string", "description": "Store id like ST-014"},
                    "date": {"type": "string", "format": "date"},
                },
                "required": ["store_id", "date"],
            },
            fn=ph_get_pickup_times,
        ),
        ToolDef(
            name="check_drug_interactions",
            description="Check a list of medicines (generic or brand names) for known interactions with each other.",
            parameters={
                "type": "object",
                "properties": {
                    "drugs": {"type": "array", "items": {"type": "string"}, "minItems": 2,
                              "description": "Two or more medicine names"},
                },
                "required": ["drugs"],
            },
            fn=ph_check_drug_interactions,
        ),
        ToolDef(
            name="find_pharmacy",
            description="Find CarePlus stores near a postcode, street or town.",
            parameters={
                "type": "object",
                "properties": {
                    "near": {"type": "string", "description": "Postcode, street or town"},
                    "open_24h": {"type": "boolean", "default": False},
                    "services": {"type": "array", "items": {"type": "string", "enum": ["vaccinations", "blood-pressure-check", "delivery", "drive-thru"]}},
                },
                "required": ["near"],
            },
            fn=ph_find_pharmacy,
        ),
        ToolDef(
            name="schedule_pickup",
            description="Book a pickup slot for a refill order at a store.",
            parameters={
                "type": "object",
                "properties": {
                    "order_id": {"type": "string", "description": "Refill order id, e.g. RF-12345"},
                    "store_id": {"type": "string"},
                    "date": {"type": "string", "format": "date"},
                    "time": {"type": "string", "pattern": "^\\d{2}:\\d{2}$", "description": "Slot start, 24h HH:MM"},
                    "notes": {"type": ["string", "null"]},
                },
                "required": ["order_id", "store_id", "date", "time", "notes"],
                "additionalProperties": False,
            },
            fn=ph_schedule_pickup,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="transfer_prescription",
            description="Move a prescription to another CarePlus store.",
            parameters={
                "type": "object",
                "properties": {"rx_number": {"type": "string"}, "to_store_id": {"type": "string"}},
                "required": ["rx_number", "to_store_id"],
            },
            fn=ph_transfer_prescription,
            act=True,
        ),
    ],
)

_PH_ACT = _act_names(PHARMACY)

PHARMACY_CASES = [
    Case(
        id="ph_direct_interaction",
        domain="pharmacy",
        category="direct",
        features=("array",),
        turns=[Turn(
            user="check interactions between ibuprofen and lisinopril",
            calls=[ExpectCall("check_drug_interactions", {"drugs": has_items(contains("ibuprofen"), contains("lisinopril"))})],
            forbid=_PH_ACT,
            answer_has=[said("moderate")],
        )],
    ),
    Case(
        id="ph_polite_pickup_slots",
        domain="pharmacy",
        category="polite",
        features=("date", "weekday"),
        turns=[Turn(
            user="Hello! Could you please let me know which pickup times are available at store ST-022 this Friday? "
                 "Thank you so much 😊",
            calls=[ExpectCall("get_pickup_times", {"store_id": "ST-022", "date": date("2026-12-11")})],
            forbid=_PH_ACT,
            answer_has=[time_of_day("07:00")],
        )],
    ),
    Case(
        id="ph_indirect_clarithromycin",
        domain="pharmacy",
        category="indirect",
        features=("array",),
        turns=[Turn(
            user="my GP wants to put me on clarithromycin for a chest infection but i already take atorvastatin "
                 "every night.. is that going to be ok together?",
            calls=[ExpectCall("check_drug_interactions",
                              {"drugs": has_items(contains("clarithromycin"), contains("atorvastatin"))})],
            allow=["list_prescriptions"],
            forbid=_PH_ACT,
            answer_has=[said("major", "serious", "severe", "significant")],
        )],
    ),
    Case(
        id="ph_multi_refill_and_slots",
        domain="pharmacy",
        category="multi_intent",
        features=("date", "id"),
        turns=[Turn(
            user="refill RX104233 and what pickup times does kings road have tomorrow",
            calls=[ExpectCall("requestRefill", {"rxNumber": "RX104233"}),
                   ExpectCall("get_pickup_times", {"store_id": "ST-014", "date": date("2026-12-09")})],
            allow=["list_prescriptions", "find_pharmacy"],
            forbid=["schedule_pickup", "transfer_prescription"],
            answer_has=["RF-58211", time_of_day("16:00")],
        )],
    ),
    Case(
        id="ph_no_tool_generics",
        domain="pharmacy",
        category="no_tool",
        features=("conceptual",),
        turns=[Turn(
            user="is generic sertraline really the same as Zoloft? my sister reckons generics are weaker",
            forbid=_PH_ACT,
        )],
    ),
    Case(
        id="ph_underspec_pickup",
        domain="pharmacy",
        category="underspecified",
        turns=[Turn(
            user="can u book me a pickup slot",
            clarify=True,
            forbid=_PH_ACT,
            allow=["list_prescriptions", "find_pharmacy", "get_pickup_times"],
        )],
    ),
    Case(
        id="ph_chained_refill_by_name",
        domain="pharmacy",
        category="chained",
        features=("lookup_id",),
        turns=[Turn(
            user="Please refill my atorvastatin, I'll collect it from my usual store",
            calls=[ExpectCall("list_prescriptions"), ExpectCall("requestRefill", {"rxNumber": "RX104233"})],
            forbid=["schedule_pickup", "transfer_prescription"],
            answer_has=["RF-58211"],
        )],
    ),
    Case(
        id="ph_chained_24h_slots",
        domain="pharmacy",
        category="chained",
        features=("date", "boolean"),
        turns=[Turn(
            user="I need a 24 hour pharmacy near SW3, what pickup times have they got tonight?",
            calls=[ExpectCall("find_pharmacy", {"near": contains("SW3")}),
                   ExpectCall("get_pickup_times", {"store_id": "ST-022", "date": date("2026-12-08")})],
            forbid=_PH_ACT,
            answer_has=["Sloane Square", time_of_day("21:00")],
        )],
    ),
    Case(
        id="ph_multi_turn_book_earliest",
        domain="pharmacy",
        category="multi_turn",
        features=("date", "weekday", "superlative", "strict"),
        turns=[
            Turn(
                user="what slots are there at kings road on saturday?",
                calls=[ExpectCall("get_pickup_times", {"store_id": "ST-014", "date": date("2026-12-12")})],
                forbid=_PH_ACT,
                answer_has=[time_of_day("10:00")],
            ),
            Turn(
                user="book the earliest one for my order RF-55810",
                calls=[ExpectCall("schedule_pickup", {"order_id": "RF-55810", "store_id": "ST-014",
                                                      "date": date("2026-12-12"), "time": time_of_day("10:00")})],
                allow=["get_pickup_times"],
                forbid=["requestRefill", "transfer_prescription"],
                answer_has=["PU-"],
            ),
        ],
    ),
    Case(
        id="ph_multi_turn_no_refills_left",
        domain="pharmacy",
        category="multi_turn",
        features=("lookup_id", "person"),
        turns=[
            Turn(
                user="Hi, I want refill of my lisinopril please, I have only few tablets left",
                calls=[ExpectCall("list_prescriptions"), ExpectCall("requestRefill", {"rxNumber": "RX104871"})],
                forbid=["schedule_pickup", "transfer_prescription"],
                answer_has=[said("Okafor")],
            ),
            Turn(
                user="ok and how long does that take usually?",
                forbid=_PH_ACT,
                allow=["list_prescriptions"],
                answer_has=[Pred("says 2 / two", lambda t: said_number(2).ok(t) or said("two").ok(t))],
            ),
        ],
    ),
]


# =============================================================================================
# 2. Home-insurance claims
# =============================================================================================

_INS_TODAY = _dt.date(2026, 11, 17)  # Tuesday

_INS_PERILS = ["Fire", "Storm", "Flood", "Escape Of Water", "Theft", "Accidental Damage", "Subsidence", "Vandalism"]

_INS_COVER = {
    "Fire": {"covered": True, "excess": 250, "notes": "Includes smoke damage."},
    "Storm": {"covered": True, "excess": 250, "notes": "Fences, gates and hedges are not covered for storm damage."},
    "Flood": {"covered": True, "excess": 250, "notes": "Covered up to the buildings and contents sums insured."},
    "Escape Of Water": {"covered": True, "excess": 500,
                        "notes": "Covers damage caused by water escaping from pipes, tanks and appliances, "
                                 "including trace and access up to £5,000. The failed pipe itself is not covered."},
    "Theft": {"covered": True, "excess": 250,
              "notes": "Theft from outbuildings (sheds, garages) is limited to £2,500 in total; bicycles up to £1,000 each."},
    "Accidental Damage": {"covered": False, "excess": None,
                          "notes": "Accidental damage cover is an optional add-on not included in this policy "
                                   "(it can be added for £48 a year)."},
    "Subsidence": {"covered": True, "excess": 1000, "notes": "Subsidence, heave and landslip."},
    "Vandalism": {"covered": True, "excess": 250, "notes": "Not covered if the home is unoccupied for more than 60 days."},
}

_INS_ITEM_LIMITS = {"bicycle": 1000, "bike": 1000, "jewellery": 2000, "jewelry": 2000, "laptop": 1500,
                    "lawnmower": 2500, "tools": 2500, "shed": 2500}

_INS_CLAIMS = {
    "CLM-2026-00417": {"claim_id": "CLM-2026-00417", "peril": "Storm", "incident_date": "2026-10-21",
                       "description": "Roof tiles blown off in Storm Bert; rain came into the loft",
                       "status": "Under Review", "handler": "Priya Nair", "estimated_loss": {"amount": 2300, "currency": "GBP"},
                       "next_step": "An adjuster visit is needed to inspect the roof; none booked yet."},
    "CLM-2026-00388": {"claim_id": "CLM-2026-00388", "peril": "Theft", "incident_date": "2026-09-29",
                       "description": "Bicycle stolen from the front garden", "status": "Settled", "handler": "Marcus Bell",
                       "estimated_loss": {"amount": 890, "currency": "GBP"},
                       "payout": {"amount": 640.00, "currency": "GBP", "paid_on": "2026-11-02", "excess_deducted": 250}},
    "CLM-2025-01932": {"claim_id": "CLM-2025-01932", "peril": "Escape Of Water", "incident_date": "2025-12-14",
                       "description": "Leaking washing machine hose damaged the kitchen floor", "status": "Closed",
                       "handler": "Priya Nair", "payout": {"amount": 3120.00, "currency": "GBP", "paid_on": "2026-02-20"}},
}
_INS_NEW_CLAIM = "CLM-2026-00452"  # the id the next filed claim gets
_INS_OPEN = ("Submitted", "Under Review")


def _ins_claim(claim_id: str) -> dict | None:
    cid = str(claim_id).strip().upper()
    if cid == _INS_NEW_CLAIM:
        return {"claim_id": cid, "status": "Submitted", "handler": "Marcus Bell", "peril": "Theft",
                "incident_date": "2026-11-14", "next_step": "Upload receipts or photos of the stolen items."}
    return _INS_CLAIMS.get(cid)


def ins_get_policy_summary() -> Any:
    return {"policy_number": "HS-88213-A", "holder": "Daniel Mercer", "address": "14 Alder Close, Reading RG4 7TB",
            "cover": "Buildings & Contents", "buildings_sum_insured": 450000, "contents_sum_insured": 60000,
            "currency": "GBP", "standard_excess": 250,
            "excess_notes": "Higher excesses apply to some perils (e.g. escape of water, subsidence); see coverage details.",
            "add_ons": ["Legal Expenses"], "accidental_damage": False, "annual_premium": 642.18,
            "renewal_date": "2027-03-01"}


def ins_check_coverage(peril: str, itemCategory: str | None = None) -> Any:
    match = next((p for p in _INS_PERILS if p.lower() == str(peril).strip().lower()), None)
    if match is None:
        return {"error": f"Unknown peril {peril!r}; use one of {_INS_PERILS}"}
    out = {"policy_number": "HS-88213-A", "peril": match, **_INS_COVER[match], "currency": "GBP"}
    if itemCategory:
        limit = next((v for k, v in _INS_ITEM_LIMITS.items() if k in str(itemCategory).lower()), 5000)
        out["single_item_limit"] = limit
        out["item_category"] = itemCategory
    return out


def ins_file_claim(incident_date: str, peril: str, description: str, estimated_loss: dict | None,
                   rooms_affected: list[str], police_reference: str | None, contact: dict | None) -> Any:
    day = _day(incident_date)
    if day > _INS_TODAY:
        return {"error": "incident_date cannot be in the future"}
    match = next((p for p in _INS_PERILS if p.lower() == str(peril).strip().lower()), None)
    if match is None:
        return {"error": f"Unknown peril {peril!r}"}
    if not _INS_COVER[match]["covered"]:
        return {"error": f"{match} is not covered by policy HS-88213-A, so a claim cannot be filed for it."}
    if match in ("Theft", "Vandalism") and not police_reference:
        return {"error": "A police crime reference number is required for theft and vandalism claims."}
    return {"claim_id": _INS_NEW_CLAIM, "status": "Submitted", "peril": match, "incident_date": day.isoformat(),
            "handler": "Marcus Bell", "excess": _INS_COVER[match]["excess"], "currency": "GBP",
            "next_step": "Upload receipts, photos or repair quotes to support the claim.",
            "response_within": "2 working days"}


def ins_get_claim_status(claim_id: str) -> Any:
    claim = _ins_claim(claim_id)
    return claim if claim else {"error": f"Claim {claim_id} not found"}


def ins_list_claims(status: str | None = None) -> Any:
    rows = list(_INS_CLAIMS.values())
    if status:
        want = str(status).lower()
        if want == "open":
            rows = [c for c in rows if c["status"] in _INS_OPEN]
        elif want in ("settled", "closed"):
            rows = [c for c in rows if c["status"].lower() == want]
        else:
            return {"error": f"invalid status {status!r}"}
    keys = ("claim_id", "peril", "incident_date", "status", "description", "payout")
    return {"claims": [{k: c[k] for k in keys if k in c} for c in rows]}


def ins_upload_claim_document(claim_id: str, document_type: str, file_name: str, note: str = "") -> Any:
    claim = _ins_claim(claim_id)
    if claim is None:
        return {"error": f"Claim {claim_id} not found"}
    if claim["status"] not in _INS_OPEN:
        return {"error": f"Claim {claim['claim_id']} is {claim['status']}; documents can no longer be added"}
    return {"document_id": _ref("DOC-", claim["claim_id"], file_name), "claim_id": claim["claim_id"],
            "document_type": document_type, "file_name": file_name, "status": "received"}


def ins_book_adjuster_visit(claim_id: str, date: str, slot: str) -> Any:
    claim = _ins_claim(claim_id)
    if claim is None:
        return {"error": f"Claim {claim_id} not found"}
    if claim["status"] not in _INS_OPEN:
        return {"error": f"Claim {claim['claim_id']} is {claim['status']}"}
    day = _day(date)
    if day <= _INS_TODAY:
        return {"error": "Visits can be booked from tomorrow onwards"}
    if day.weekday() >= 5:
        return {"error": "Adjusters do not visit at weekends"}
    window = {"morning": "08:00-12:00", "afternoon": "12:00-17:00"}.get(str(slot).lower())
    if window is None:
        return {"error": f"invalid slot {slot!r}"}
    return {"visit_id": "AV-7731", "claim_id": claim["claim_id"], "date": day.isoformat(), "window": window,
            "adjuster": "Tom Hollis", "status": "booked"}


def ins_withdraw_claim(claim_id: str, reason: str = "") -> Any:
    claim = _ins_claim(claim_id)
    if claim is None:
        return {"error": f"Claim {claim_id} not found"}
    if claim["status"] not in _INS_OPEN:
        return {"error": f"Claim {claim['claim_id']} is already {claim['status']}"}
    return {"claim_id": claim["claim_id"], "status": "Withdrawn", "withdrawn_on": _INS_TODAY.isoformat(),
            "effect_on_no_claims_discount": "none (withdrawn before settlement)"}


_INS_PERIL_DEF = {"title": "Peril", "type": "string", "enum": _INS_PERILS}

HOME_INSURANCE = Domain(
    name="home_insurance",
    instructions=(
        "You are the claims assistant for HomeShield Insurance. The customer, Daniel Mercer (policy HS-88213-A), "
        "is logged in. Answer questions about the policy and claims, and file or update claims when asked. "
        "Amounts are in GBP. Current date: 2026-11-17."
    ),
    tools=[
        ToolDef(
            name="get_policy_summary",
            description="Returns the customer's home policy: number, cover type, sums insured, excesses, renewal date.",
            parameters={"type": "object", "properties": {}},
            fn=ins_get_policy_summary,
        ),
        ToolDef(
            name="checkCoverage",
            description="Check whether a peril (cause of loss) is covered, with the excess and any limits.",
            parameters={
                "$defs": {"Peril": _INS_PERIL_DEF},
                "properties": {
                    "peril": {"allOf": [{"$ref": "#/$defs/Peril"}], "description": "Cause of the loss"},
                    "itemCategory": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None,
                                     "title": "Itemcategory", "description": "e.g. 'jewellery', 'bicycle', 'laptop'"},
                },
                "required": ["peril"],
                "title": "CheckCoverageArgs",
                "type": "object",
            },
            fn=ins_check_coverage,
        ),
        ToolDef(
            name="file_claim",
            description="File a new home-insurance claim. Theft and vandalism claims need a police crime reference.",
            parameters={
                "type": "object",
                "$defs": {
                    "Peril": _INS_PERIL_DEF,
                    "Money": {"type": "object",
                              "properties": {"amount": {"type": "number"},
                                             "currency": {"type": "string", "enum": ["GBP", "EUR", "USD"]}},
                              "required": ["amount", "currency"], "additionalProperties": False},
                    "Contact": {"type": "object",
                                "properties": {"phone": {"type": ["string", "null"]},
                                               "email": {"type": ["string", "null"], "format": "email"},
                                               "best_time": {"type": ["string", "null"], "enum": ["morning", "afternoon", "evening", None]}},
                                "required": ["phone", "email", "best_time"], "additionalProperties": False},
                },
                "properties": {
                    "incident_date": {"type": "string", "format": "date"},
                    "peril": {"$ref": "#/$defs/Peril"},
                    "description": {"type": "string", "description": "What happened and what was damaged or lost"},
                    "estimated_loss": {"anyOf": [{"$ref": "#/$defs/Money"}, {"type": "null"}]},
                    "rooms_affected": {"type": "array", "items": {"type": "string"}},
                    "police_reference": {"type": ["string", "null"], "description": "Police crime reference number"},
                    "contact": {"anyOf": [{"$ref": "#/$defs/Contact"}, {"type": "null"}],
                                "description": "Only if different from the details on file"},
                },
                "required": ["incident_date", "peril", "description", "estimated_loss", "rooms_affected",
                             "police_reference", "contact"],
                "additionalProperties": False,
            },
            fn=ins_file_claim,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="get_claim_status",
            description="Status, handler and next step of one claim.",
            parameters={
                "type": "object",
                "properties": {"claim_id": {"type": "string", "pattern": "^CLM-\\d{4}-\\d{5}$"}},
                "required": ["claim_id"],
            },
            fn=ins_get_claim_status,
        ),
        ToolDef(
            name="list_claims",
            description="List the customer's claims, optionally filtered by status.",
            parameters={
                "type": "object",
                "properties": {"status": {"anyOf": [{"type": "string", "enum": ["open", "settled", "closed"]}, {"type": "null"}],
                                          "default": None}},
            },
            fn=ins_list_claims,
        ),
        ToolDef(
            name="upload_claim_document",
            description="Attach a document (photo, receipt, repair quote, police report) to an open claim.",
            parameters={
                "type": "object",
                "properties": {
                    "claim_id": {"type": "string"},
                    "document_type": {"type": "string", "enum": ["photo", "receipt", "repair-quote", "police-report", "other"]},
                    "file_name": {"type": "string"},
                    "note": {"type": "string"},
                },
                "required": ["claim_id", "document_type", "file_name"],
            },
            fn=ins_upload_claim_document,
            act=True,
        ),
        ToolDef(
            name="book_adjuster_visit",
            description="Book a loss adjuster's home visit for an open claim (weekdays; morning 8-12 or afternoon 12-5).",
            parameters={
                "type": "object",
                "properties": {
                    "claim_id": {"type": "string"},
                    "date": {"type": "string", "format": "date"},
                    "slot": {"type": "string", "enum": ["morning", "afternoon"]},
                },
                "required": ["claim_id", "date", "slot"],
            },
            fn=ins_book_adjuster_visit,
            act=True,
        ),
        ToolDef(
            name="withdraw_claim",
            description="Withdraw an open claim.",
            parameters={
                "type": "object",
                "properties": {"claim_id": {"type": "string"}, "reason": {"type": "string"}},
                "required": ["claim_id"],
            },
            fn=ins_withdraw_claim,
            act=True,
        ),
    ],
)

_INS_ACT = _act_names(HOME_INSURANCE)

HOME_INSURANCE_CASES = [
    Case(
        id="ins_direct_claim_status",
        domain="home_insurance",
        category="direct",
        features=("id", "pattern"),
        turns=[Turn(
            user="status of CLM-2026-00417?",
            calls=[ExpectCall("get_claim_status", {"claim_id": "CLM-2026-00417"})],
            forbid=_INS_ACT,
            answer_has=[said("under review")],
        )],
    ),
    Case(
        id="ins_polite_subsidence",
        domain="home_insurance",
        category="polite",
        features=("enum_title_case", "ref", "allof"),
        turns=[Turn(
            user="Good afternoon. Would you kindly confirm whether my policy covers subsidence, and what the excess "
                 "would be? Many thanks, Daniel",
            calls=[ExpectCall("checkCoverage", {"peril": "Subsidence"})],
            allow=["get_policy_summary"],
            forbid=_INS_ACT,
            answer_has=[said_number(1000)],
        )],
    ),
    Case(
        id="ins_indirect_burst_pipe",
        domain="home_insurance",
        category="indirect",
        features=("enum_title_case", "allof"),
        turns=[Turn(
            user="a pipe burst under the kitchen sink last night, water everywhere and it's come through the ceiling "
                 "of the room below 😩 am I even covered for this",
            calls=[ExpectCall("checkCoverage", {"peril": "Escape Of Water"})],
            allow=["get_policy_summary"],
            forbid=_INS_ACT,
            answer_has=[said_number(500)],
        )],
    ),
    Case(
        id="ins_multi_excess_and_bike",
        domain="home_insurance",
        category="multi_intent",
        features=("empty_params", "money"),
        turns=[Turn(
            user="whats my standard excess and did the bike theft claim get paid out yet?",
            calls=[ExpectCall("get_policy_summary"), ExpectCall("list_claims")],
            allow=["get_claim_status", "checkCoverage"],
            forbid=_INS_ACT,
            answer_has=[said_number(250), said_number(640)],
        )],
    ),
    Case(
        id="ins_no_tool_excess_vs_premium",
        domain="home_insurance",
        category="no_tool",
        features=("conceptual",),
        turns=[Turn(
            user="Quick one - what's actually the difference between an excess and a premium? insurance jargon does my head in",
            forbid=_INS_ACT,
        )],
    ),
    Case(
        id="ins_underspec_file_claim",
        domain="home_insurance",
        category="underspecified",
        features=("strict",),
        turns=[Turn(
            user="I need to make a claim",
            clarify=True,
            forbid=_INS_ACT,
            allow=["get_policy_summary", "list_claims"],
        )],
    ),
    Case(
        id="ins_chained_adjuster_storm",
        domain="home_insurance",
        category="chained",
        features=("date", "weekday", "enum"),
        turns=[Turn(
            user="can you get the adjuster round for my storm claim next tuesday morning?",
            calls=[ExpectCall("list_claims"),
                   ExpectCall("book_adjuster_visit", {"claim_id": "CLM-2026-00417", "date": date("2026-11-24"), "slot": "morning"})],
            allow=["get_claim_status"],
            forbid=["file_claim", "withdraw_claim", "upload_claim_document"],
            answer_has=[said_number(24)],
        )],
    ),
    Case(
        id="ins_multi_turn_file_then_upload",
        domain="home_insurance",
        category="multi_turn",
        features=("strict", "ref", "nested", "money", "date", "nullable_anyof", "enum_kebab"),
        turns=[
            Turn(
                user="Someone broke into our garden shed on Saturday 14 Nov and nicked the lawnmower and my power tools, "
                     "roughly £1,150 all in. Police crime ref is 43/118820/26. Please file a claim.",
                calls=[ExpectCall("file_claim", {"incident_date": date("2026-11-14"), "peril": "Theft",
                                                 "estimated_loss": fields(amount=number(1150), currency="GBP"),
                                                 "police_reference": contains("118820")})],
                allow=["checkCoverage", "get_policy_summary"],
                forbid=["withdraw_claim", "book_adjuster_visit", "upload_claim_document"],
                answer_has=["CLM-2026-00452"],
            ),
            Turn(
                user="cheers. I've got the receipt for the mower, it's mower_receipt.pdf - can you attach it",
                calls=[ExpectCall("upload_claim_document", {"claim_id": "CLM-2026-00452", "document_type": "receipt",
                                                            "file_name": "mower_receipt.pdf"})],
                allow=["get_claim_status"],
                forbid=["file_claim", "withdraw_claim", "book_adjuster_visit"],
            ),
        ],
    ),
    Case(
        id="ins_multi_turn_withdraw_storm",
        domain="home_insurance",
        category="multi_turn",
        features=("reference", "money"),
        turns=[
            Turn(
                user="what claims have I got open at the moment?",
                calls=[ExpectCall("list_claims")],
                forbid=_INS_ACT,
                allow=["get_claim_status"],
                answer_has=["CLM-2026-00417"],
            ),
            Turn(
                user="withdraw the storm one please, the roofer fixed it for £180 so it's under my excess anyway",
                calls=[ExpectCall("withdraw_claim", {"claim_id": "CLM-2026-00417"})],
                allow=["get_claim_status", "get_policy_summary", "list_claims"],
                forbid=["file_claim", "book_adjuster_visit", "upload_claim_document"],
            ),
        ],
    ),
]


# =============================================================================================
# 3. Podcasts & audiobooks
# =============================================================================================

_AU_CATALOG = [
    {"id": "pod_hardfork", "kind": "podcast", "title": "Hard Fork", "by": "The New York Times", "language": "en",
     "tags": ["technology", "tech", "ai", "news"], "schedule": "weekly, Fridays"},
    {"id": "pod_restishistory", "kind": "podcast", "title": "The Rest Is History", "by": "Goalhanger",
     "language": "en", "tags": ["history"], "schedule": "twice weekly"},
    {"id": "pod_99pi", "kind": "podcast", "title": "99% Invisible", "by": "Roman Mars", "language": "en",
     "tags": ["design", "architecture", "history"], "schedule": "weekly"},
    {"id": "pod_cbfrench", "kind": "podcast", "title": "Coffee Break French", "by": "Coffee Break Languages",
     "language": "en", "tags": ["french", "language learning", "learn", "beginner"], "level": "beginner",
     "schedule": "weekly"},
    {"id": "pod_innerfrench", "kind": "podcast", "title": "InnerFrench", "by": "Hugo Cotton", "language": "fr",
     "tags": ["french", "language learning", "learn", "intermediate"], "level": "intermediate", "schedule": "fortnightly"},
    {"id": "pod_sleepwithme", "kind": "podcast", "title": "Sleep With Me", "by": "Drew Ackerman", "language": "en",
     "tags": ["sleep", "bedtime", "relaxation"], "schedule": "three times a week"},
    {"id": "ab_hailmary", "kind": "audiobook", "title": "Project Hail Mary", "by": "Andy Weir",
     "narrator": "Ray Porter", "length": "16h 10m", "language": "en", "tags": ["science fiction", "sci-fi", "space"]},
    {"id": "ab_circe", "kind": "audiobook", "title": "Circe", "by": "Madeline Miller", "narrator": "Perdita Weeks",
     "length": "12h 8m", "language": "en", "tags": ["fantasy", "mythology", "greek"]},
    {"id": "ab_achilles", "kind": "audiobook", "title": "The Song of Achilles", "by": "Madeline Miller",
     "narrator": "Frazer Douglas", "length": "11h 15m", "language": "en", "tags": ["mythology", "greek", "romance"]},
    {"id": "ab_dune", "kind": "audiobook", "title": "Dune", "by": "Frank Herbert", "narrator": "Scott Brick",
     "length": "21h 2m", "language": "en", "tags": ["science fiction", "sci-fi", "classic"]},
    {"id": "ab_sapiens", "kind": "audiobook", "title": "Sapiens", "by": "Yuval Noah Harari", "narrator": "Derek Perkins",
     "length": "15h 17m", "language": "en", "tags": ["history", "nonfiction", "anthropology"]},
]
_AU_BY_ID = {item["id"]: item for item in _AU_CATALOG}

_AU_EPISODES = {
    "pod_restishistory": [(612, "The Fall of Constantinople (Part 1)", "2026-12-03", 58),
                          (611, "Napoleon's Hundred Days", "2026-11-30", 64),
                          (610, "The Lost Colony of Roanoke", "2026-11-26", 52)],
    "pod_99pi": [(640, "The Shipping Container", "2026-12-02", 41), (639, "Curb Cuts Revisited", "2026-11-25", 37),
                 (638, "The Pencil Problem", "2026-11-18", 44)],
    "pod_hardfork": [(212, "AI Agents Go Shopping", "2026-12-04", 67), (211, "The Chip Wars, Again", "2026-11-27", 61)],
    "pod_cbfrench": [(105, "Ordering at a café", "2026-12-01", 22), (104, "Numbers and prices", "2026-11-24", 21),
                     (1, "Bonjour! First steps", "2024-01-09", 18)],
    "pod_innerfrench": [(178, "La gastronomie lyonnaise", "2026-11-28", 34)],
    "pod_sleepwithme": [(1321, "Snow Globe Town", "2026-12-04", 61)],
}

_AU_NOW = "22:40"  # Dublin, Saturday evening
_AU_STOP = {"pod_", "podcast", "podcasts", "audiobook", "audiobooks", "book", "books", "the", "and", "for", "about",
            "any", "some", "show", "by", "with", "a", "of", "in"}


def _au_tokens(text: str) -> list[str]:
    return [t for t in _re.findall(r"[\w%'-]+", str(text).lower()) if t not in _AU_STOP and len(t) > 1]


def au_search_catalog(query: str, kind: str = "any", language: str | None = None, max_results: int = 5) -> Any:
    tokens = _au_tokens(query)
    scored = []
    for index, item in enumerate(_AU_CATALOG):
        if kind not in (None, "any") and item["kind"] != kind:
            continue
        if language and item["language"] != str(language).lower():
            continue
        hay = " ".join([item["title"], item["by"], item.get("narrator", ""), " ".join(item["tags"])]).lower()
        score = sum(1 for t in tokens if t in hay or (t.endswith("s") and t[:-1] in hay)) if tokens else 1
        if score:
            scored.append((-score, index, item))
    scored.sort(key=lambda row: (row[0], row[1]))
    return {"query": query, "results": [row[2] for row in scored[: max(1, int(max_results or 5))]]}


def au_list_episodes(podcast_id: str, limit: int = 10, sort: str = "newest") -> Any:
    pid = str(podcast_id).strip()
    if pid not in _AU_EPISODES:
        return {"error": f"Unknown podcast {podcast_id}" if pid not in _AU_BY_ID else f"{pid} is not a podcast"}
    rows = sorted(_AU_EPISODES[pid], key=lambda e: e[2], reverse=(sort != "oldest"))[: int(limit or 10)]
    return {"podcast_id": pid, "title": _AU_BY_ID[pid]["title"],
            "episodes": [{"episode_number": n, "title": t, "published": d, "duration_min": m} for n, t, d, m in rows]}


def au_play(item_id: str, episode_number: int | None = None, playback_speed: float = 1.0, resume: bool = True) -> Any:
    item = _AU_BY_ID.get(str(item_id).strip())
    if item is None:
        return {"error": f"Unknown item {item_id}"}
    if not 0.5 <= float(playback_speed or 1.0) <= 3.0:
        return {"error": "playback_speed must be between 0.5 and 3.0"}
    out = {"now_playing": item["title"], "item_id": item["id"], "kind": item["kind"], "speed": playback_speed or 1.0}
    if item["kind"] == "podcast":
        episodes = sorted(_AU_EPISODES.get(item["id"], []), key=lambda e: e[2], reverse=True)
        chosen = episodes[0] if episode_number is None else next((e for e in episodes if e[0] == episode_number), None)
        if chosen is None:
            return {"error": f"{item['title']} has no episode {episode_number}"}
        out.update({"episode_number": chosen[0], "episode_title": chosen[1], "duration_min": chosen[3]})
    else:
        progress = {"ab_dune": ("Chapter 14", "9h 1m remaining")}.get(item["id"], ("Chapter 1", item["length"] + " remaining"))
        out.update({"author": item["by"], "narrator": item["narrator"],
                    "position": progress[0] if resume else "Chapter 1", "remaining": progress[1]})
    return out


def au_subscribe(podcast_id: str, notify_new_episodes: bool = True, auto_download: bool = False) -> Any:
    item = _AU_BY_ID.get(str(podcast_id).strip())
    if item is None:
        return {"error": f"Unknown podcast {podcast_id}"}
    if item["kind"] != "podcast":
        return {"error": f"{item['title']} is an audiobook; audiobooks cannot be subscribed to"}
    if item["id"] in ("pod_restishistory", "pod_99pi"):
        return {"podcast_id": item["id"], "title": item["title"], "status": "already subscribed"}
    return {"podcast_id": item["id"], "title": item["title"], "status": "subscribed",
            "notify_new_episodes": notify_new_episodes, "auto_download": auto_download,
            "latest_episode": _AU_EPISODES[item["id"]][0][1]}


def au_unsubscribe(podcast_id: str) -> Any:
    item = _AU_BY_ID.get(str(podcast_id).strip())
    if item is None or item["kind"] != "podcast":
        return {"error": f"Unknown podcast {podcast_id}"}
    if item["id"] not in ("pod_restishistory", "pod_99pi"):
        return {"error": f"You are not subscribed to {item['title']}"}
    return {"podcast_id": item["id"], "title": item["title"], "status": "unsubscribed"}


def au_set_sleep_timer(minutes: int | None, endOfChapter: bool) -> Any:
    if minutes is None and not endOfChapter:
        return {"error": "Give minutes or set endOfChapter"}
    if minutes is not None and not 5 <= int(minutes) <= 180:
        return {"error": "minutes must be between 5 and 180"}
    if endOfChapter:
        return {"sleep_timer": "end of chapter", "stops_at": "23:07 (end of the current chapter)"}
    return {"sleep_timer": f"{minutes} minutes", "stops_at": _clock(_minutes(_AU_NOW) + int(minutes))}


def au_get_library() -> Any:
    return {"subscriptions": [{"podcast_id": "pod_restishistory", "title": "The Rest Is History", "unplayed": 2},
                              {"podcast_id": "pod_99pi", "title": "99% Invisible", "unplayed": 1}],
            "audiobooks_in_progress": [{"item_id": "ab_dune", "title": "Dune", "progress": "57%", "position": "Chapter 14"}],
            "finished": [{"item_id": "ab_sapiens", "title": "Sapiens"}],
            "now_playing": None}


AUDIO = Domain(
    name="audio",
    instructions=(
        "You are the voice assistant in Earshot, a podcast and audiobook app. Keep answers short; they may be read "
        "aloud. Use the catalog ids the tools return. It is Saturday, 5 December 2026, 22:40 in Dublin."
    ),
    tools=[
        ToolDef(
            name="search_catalog",
            description="Search podcasts and audiobooks by title, author, narrator or topic.",
            parameters={
                "type": "object",
                "properties": {
                    "query": {"type": "string"},
                    "kind": {"type": "string", "enum": ["podcast", "audiobook", "any"], "default": "any"},
                    "language": {"type": "string", "pattern": "^[a-z]{2}$", "description": "ISO 639-1 code, e.g. 'en'"},
                    "max_results": {"type": "integer", "minimum": 1, "maximum": 20, "default": 5},
                },
                "required": ["query"],
            },
            fn=au_search_catalog,
        ),
        ToolDef(
            name="list_episodes",
            description="Episodes of a podcast.",
            parameters={
                "type": "object",
                "properties": {
                    "podcast_id": {"type": "string"},
                    "limit": {"type": "integer", "minimum": 1, "maximum": 50, "default": 10},
                    "sort": {"type": "string", "enum": ["newest", "oldest"], "default": "newest"},
                },
                "required": ["podcast_id"],
            },
            fn=au_list_episodes,
        ),
        ToolDef(
            name="play",
            description="Start playing an audiobook or a podcast episode (latest episode when none is given).",
            parameters={
                "type": "object",
                "properties": {
                    "item_id": {"type": "string", "description": "Catalog id (pod_... or ab_...)"},
                    "episode_number": {"type": ["integer", "null"], "description": "Podcasts only; null = latest"},
                    "playback_speed": {"type": "number", "minimum": 0.5, "maximum": 3.0, "default": 1.0},
                    "resume": {"type": "boolean", "default": True, "description": "Continue where the listener stopped"},
                },
                "required": ["item_id"],
            },
            fn=au_play,
            act=True,
        ),
        ToolDef(
            name="subscribe",
            description="Subscribe to a podcast.",
            parameters={
                "type": "object",
                "properties": {
                    "podcast_id": {"type": "string"},
                    "notify_new_episodes": {"type": "boolean", "default": True},
                    "auto_download": {"type": "boolean", "default": False},
                },
                "required": ["podcast_id"],
            },
            fn=au_subscribe,
            act=True,
        ),
        ToolDef(
            name="unsubscribe",
            description="Unsubscribe from a podcast.",
            parameters={"type": "object", "properties": {"podcast_id": {"type": "string"}}, "required": ["podcast_id"]},
            fn=au_unsubscribe,
            act=True,
        ),
        ToolDef(
            name="setSleepTimer",
            description="Stop playback after a number of minutes, or at the end of the current chapter/episode.",
            parameters={
                "type": "object",
                "properties": {
                    "minutes": {"type": ["integer", "null"], "minimum": 5, "maximum": 180,
                                "description": "Minutes until playback stops; null when endOfChapter is true"},
                    "endOfChapter": {"type": "boolean", "description": "Stop at the end of the current chapter or episode"},
                },
                "required": ["minutes", "endOfChapter"],
                "additionalProperties": False,
            },
            fn=au_set_sleep_timer,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="get_library",
            description="The listener's subscriptions and audiobooks in progress.",
            parameters={"type": "object", "properties": {}, "required": [], "additionalProperties": False},
            fn=au_get_library,
            strict=True,
        ),
    ],
)

_AU_ACT = _act_names(AUDIO)
_AU_READS = ["search_catalog", "get_library", "list_episodes"]

AUDIO_CASES = [
    Case(
        id="au_direct_sleep_timer",
        domain="audio",
        category="direct",
        features=("strict", "nullable_type_list"),
        turns=[Turn(
            user="sleep timer 45 min",
            calls=[ExpectCall("setSleepTimer", {"minutes": 45})],
            forbid=["play", "subscribe", "unsubscribe"],
        )],
    ),
    Case(
        id="au_direct_newest_99pi",
        domain="audio",
        category="direct",
        features=("superlative", "lookup_id"),
        turns=[Turn(
            user="play the newest 99% Invisible",
            calls=[ExpectCall("play", {"item_id": "pod_99pi"})],
            allow=_AU_READS,
            forbid=["subscribe", "unsubscribe", "setSleepTimer"],
            answer_has=[said("Shipping Container")],
        )],
    ),
    Case(
        id="au_polite_subscribe_hard_fork",
        domain="audio",
        category="polite",
        features=("lookup_id",),
        turns=[Turn(
            user="Hiya, could you subscribe me to Hard Fork please? ta",
            calls=[ExpectCall("subscribe", {"podcast_id": "pod_hardfork"})],
            allow=["search_catalog", "get_library"],
            forbid=["play", "unsubscribe", "setSleepTimer"],
        )],
    ),
    Case(
        id="au_indirect_half_hour",
        domain="audio",
        category="indirect",
        features=("number_words", "strict"),
        turns=[Turn(
            user="ok I'm heading to bed, I don't want the book running all night. half an hour is plenty",
            calls=[ExpectCall("setSleepTimer", {"minutes": 30})],
            allow=["get_library"],
            forbid=["play", "subscribe", "unsubscribe"],
        )],
    ),
    Case(
        id="au_multi_play_and_chapter_timer",
        domain="audio",
        category="multi_intent",
        features=("number", "boolean", "strict"),
        turns=[Turn(
            user="put Project Hail Mary on at 1.5x and stop it when the chapter ends",
            calls=[ExpectCall("play", {"item_id": "ab_hailmary", "playback_speed": number(1.5)}),
                   ExpectCall("setSleepTimer", {"endOfChapter": boolean(True)})],
            allow=["search_catalog", "get_library"],
            forbid=["subscribe", "unsubscribe"],
        )],
    ),
    Case(
        id="au_no_tool_speed_advice",
        domain="audio",
        category="no_tool",
        features=("advice",),
        turns=[Turn(
            user="do u think listening at 2x actually ruins audiobooks? my friend says you dont retain anything",
            forbid=_AU_ACT,
        )],
    ),
    Case(
        id="au_underspec_sleep_timer",
        domain="audio",
        category="underspecified",
        features=("strict",),
        turns=[Turn(
            user="set a sleep timer",
            clarify=True,
            forbid=_AU_ACT,
        )],
    ),
    Case(
        id="au_chained_french_beginner",
        domain="audio",
        category="chained",
        features=("search_then_act",),
        turns=[Turn(
            user="find me a podcast for learning french, I'm a total beginner, and subscribe me to it",
            calls=[ExpectCall("search_catalog", {"query": contains("french")}),
                   ExpectCall("subscribe", {"podcast_id": "pod_cbfrench"})],
            allow=["get_library"],
            forbid=["play", "unsubscribe", "setSleepTimer"],
            answer_has=["Coffee Break French"],
        )],
    ),
    Case(
        id="au_multi_turn_miller_second",
        domain="audio",
        category="multi_turn",
        features=("person", "ordinal", "strict"),
        turns=[
            Turn(
                user="any audiobooks by madeline miller?",
                calls=[ExpectCall("search_catalog", {"query": contains("miller")})],
                forbid=_AU_ACT,
                answer_has=["Circe", "Song of Achilles"],
            ),
            Turn(
                user="play the second one",
                calls=[ExpectCall("play", {"item_id": "ab_achilles"})],
                forbid=["subscribe", "unsubscribe", "setSleepTimer"],
            ),
            Turn(
                user="and turn it off after twenty minutes",
                calls=[ExpectCall("setSleepTimer", {"minutes": 20})],
                forbid=["play", "subscribe", "unsubscribe"],
            ),
        ],
    ),
    Case(
        id="au_multi_turn_history_latest",
        domain="audio",
        category="multi_turn",
        features=("number", "reference"),
        turns=[
            Turn(
                user="what's the latest episode of the rest is history?",
                calls=[ExpectCall("list_episodes", {"podcast_id": "pod_restishistory"})],
                allow=["search_catalog", "get_library"],
                forbid=_AU_ACT,
                answer_has=["Constantinople"],
            ),
            Turn(
                user="play it at 1.25 speed",
                calls=[ExpectCall("play", {"item_id": "pod_restishistory", "playback_speed": number(1.25)})],
                allow=["list_episodes"],
                forbid=["subscribe", "unsubscribe", "setSleepTimer"],
            ),
        ],
    ),
]


# =============================================================================================
# 4. Plant care
# =============================================================================================

_PL_TODAY = _dt.date(2026, 11, 12)  # Thursday

_PL_SPECIES = {
    "monstera": {"common_name": "Monstera (Swiss cheese plant)", "botanical_name": "Monstera deliciosa",
                 "light": "bright indirect", "water_every_days": 7, "humidity": "medium-high",
                 "toxic_to_pets": True, "toxicity": "Toxic to cats and dogs (insoluble calcium oxalate crystals).",
                 "tips": "Water when the top 5 cm of soil is dry; feed monthly in spring and summer."},
    "calathea": {"common_name": "Calathea (prayer plant)", "botanical_name": "Calathea orbifolia",
                 "light": "medium indirect", "water_every_days": 5, "humidity": "high (60%+)",
                 "toxic_to_pets": False, "toxicity": "Non-toxic to cats and dogs.",
                 "tips": "Keep soil lightly moist; sensitive to minerals in hard tap water - use filtered or rain water."},
    "fiddle leaf fig": {"common_name": "Fiddle-leaf fig", "botanical_name": "Ficus lyrata", "light": "bright indirect",
                        "water_every_days": 10, "humidity": "medium", "toxic_to_pets": True,
                        "toxicity": "Mildly toxic to cats and dogs (irritant sap).",
                        "tips": "Hates being moved and cold draughts; rotate a quarter turn every two weeks."},
    "snake plant": {"common_name": "Snake plant", "botanical_name": "Dracaena trifasciata", "light": "low to bright",
                    "water_every_days": 21, "humidity": "low", "toxic_to_pets": True,
                    "toxicity": "Mildly toxic to cats and dogs (saponins).", "tips": "Let the soil dry out completely."},
    "pothos": {"common_name": "Pothos (devil's ivy)", "botanical_name": "Epipremnum aureum", "light": "low to bright indirect",
               "water_every_days": 7, "humidity": "medium", "toxic_to_pets": True,
               "toxicity": "Toxic to cats and dogs: calcium oxalate crystals cause mouth irritation, drooling and vomiting.",
               "tips": "Very forgiving; trim leggy vines to keep it bushy."},
    "peace lily": {"common_name": "Peace lily", "botanical_name": "Spathiphyllum wallisii", "light": "low to medium indirect",
                   "water_every_days": 6, "humidity": "medium-high", "toxic_to_pets": True,
                   "toxicity": "Toxic to cats and dogs (calcium oxalate).", "tips": "Droops dramatically when thirsty."},
    "spider plant": {"common_name": "Spider plant", "botanical_name": "Chlorophytum comosum", "light": "bright indirect",
                     "water_every_days": 7, "humidity": "medium", "toxic_to_pets": False,
                     "toxicity": "Non-toxic to cats and dogs.", "tips": "Brown tips often mean fluoride in tap water."},
    "zz plant": {"common_name": "ZZ plant", "botanical_name": "Zamioculcas zamiifolia", "light": "low to bright indirect",
                 "water_every_days": 21, "humidity": "low", "toxic_to_pets": True,
                 "toxicity": "Toxic to cats and dogs if chewed.", "tips": "Stores water in its rhizomes; overwatering is the main risk."},
}
_PL_ALIASES = {"swiss cheese": "monstera", "deliciosa": "monstera", "prayer plant": "calathea", "orbifolia": "calathea",
               "ficus lyrata": "fiddle leaf fig", "fiddle-leaf": "fiddle leaf fig", "fiddle leaf": "fiddle leaf fig",
               "sansevieria": "snake plant", "dracaena trifasciata": "snake plant", "mother in law": "snake plant",
               "epipremnum": "pothos", "devil's ivy": "pothos", "spathiphyllum": "peace lily", "chlorophytum": "spider plant",
               "zamioculcas": "zz plant", "zz": "zz plant"}

_PL_PLANTS = {
    "P-01": {"plant_id": "P-01", "species": "Monstera deliciosa", "key": "monstera", "nickname": "Monty",
             "room": "Living Room", "last_watered": "2026-11-05"},
    "P-02": {"plant_id": "P-02", "species": "Calathea orbifolia", "key": "calathea", "nickname": None,
             "room": "Bathroom", "last_watered": "2026-11-10"},
    "P-03": {"plant_id": "P-03", "species": "Ficus lyrata (fiddle-leaf fig)", "key": "fiddle leaf fig", "nickname": "Figgy",
             "room": "Living Room", "last_watered": "2026-11-04"},
    "P-04": {"plant_id": "P-04", "species": "Dracaena trifasciata (snake plant)", "key": "snake plant", "nickname": "Sid",
             "room": "Bedroom", "last_watered": "2026-10-29"},
}

_PL_REMINDERS = [
    {"reminder_id": "R-301", "plant_id": "P-02", "task": "MIST", "repeat_every_days": 2, "time": "08:00", "next": "2026-11-13"},
    {"reminder_id": "R-302", "plant_id": "P-04", "task": "WATER", "repeat_every_days": 21, "time": "09:00", "next": "2026-11-19"},
    {"reminder_id": "R-303", "plant_id": "P-03", "task": "ROTATE", "repeat_every_days": 14, "time": "10:00", "next": "2026-11-20"},
]

_PL_ROOMS = ["Living Room", "Bedroom", "Kitchen", "Bathroom", "Office", "Balcony"]


def _pl_species_key(name: str) -> str | None:
    low = str(name).lower().replace("-", " ")
    for key in _PL_SPECIES:
        if key in low:
            return key
    for alias, key in _PL_ALIASES.items():
        if alias.replace("-", " ") in low:
            return key
    return None


def _pl_plant(plant_id: str) -> dict | None:
    return _PL_PLANTS.get(str(plant_id).strip().upper())


def pl_get_my_plants() -> Any:
    return {"plants": [{k: v for k, v in p.items() if k != "key"} for p in _PL_PLANTS.values()]}


def pl_lookup_plant(name: str) -> Any:
    key = _pl_species_key(name)
    if key is None:
        return {"error": f"No plant matching {name!r} in the database"}
    return {"query": name, **_PL_SPECIES[key]}


def pl_get_watering_schedule(plantId: str, weeks: int = 2) -> Any:
    plant = _pl_plant(plantId)
    if plant is None:
        return {"error": f"Unknown plant {plantId}"}
    weeks = int(weeks or 2)
    if not 1 <= weeks <= 8:
        return {"error": "weeks must be between 1 and 8"}
    every = _PL_SPECIES[plant["key"]]["water_every_days"]
    nxt = _day(plant["last_watered"]) + _dt.timedelta(days=every)
    overdue = nxt < _PL_TODAY
    if overdue:
        nxt = _PL_TODAY
    end = _PL_TODAY + _dt.timedelta(days=7 * weeks)
    dates = []
    while nxt <= end:
        dates.append(nxt.isoformat())
        nxt += _dt.timedelta(days=every)
    return {"plant_id": plant["plant_id"], "nickname": plant["nickname"], "species": plant["species"],
            "water_every_days": every, "last_watered": plant["last_watered"], "overdue": overdue,
            "upcoming_waterings": dates}


def pl_log_watering(plant_id: str, watered_at: str | None = None, amount_ml: int | None = None, fertilized: bool = False) -> Any:
    plant = _pl_plant(plant_id)
    if plant is None:
        return {"error": f"Unknown plant {plant_id}"}
    when = _day(watered_at) if watered_at else _PL_TODAY
    if when > _PL_TODAY:
        return {"error": "watered_at cannot be in the future"}
    every = _PL_SPECIES[plant["key"]]["water_every_days"]
    return {"log_id": _ref("W-", plant["plant_id"], when), "plant_id": plant["plant_id"], "nickname": plant["nickname"],
            "watered_on": when.isoformat(), "fertilized": bool(fertilized),
            "next_watering": (when + _dt.timedelta(days=every)).isoformat()}


def pl_create_reminder(plant_id: str, task: str, first_date: str, time: str, repeat_every_days: int | None,
                       note: str | None) -> Any:
    plant = _pl_plant(plant_id)
    if plant is None:
        return {"error": f"Unknown plant {plant_id}"}
    if str(task).upper() not in ("WATER", "FERTILIZE", "MIST", "REPOT", "ROTATE"):
        return {"error": f"invalid task {task!r}"}
    day = _day(first_date)
    if day < _PL_TODAY:
        return {"error": "first_date is in the past"}
    slot = _hhmm(time)
    if slot is None:
        return {"error": f"invalid time {time!r}"}
    return {"reminder_id": "R-304", "plant_id": plant["plant_id"], "nickname": plant["nickname"], "task": str(task).upper(),
            "first_date": day.isoformat(), "weekday": day.strftime("%A"), "time": slot,
            "repeat_every_days": repeat_every_days, "status": "active"}


def pl_list_reminders(plant_id: str | None = None) -> Any:
    rows = [r for r in _PL_REMINDERS if plant_id in (None, "") or r["plant_id"] == str(plant_id).strip().upper()]
    return {"reminders": [{**r, "plant": _PL_PLANTS[r["plant_id"]]["nickname"] or _PL_PLANTS[r["plant_id"]]["species"]}
                          for r in rows]}


def pl_delete_reminder(reminder_id: str) -> Any:
    rid = str(reminder_id).strip().upper()
    if not any(r["reminder_id"] == rid for r in _PL_REMINDERS):
        return {"error": f"Unknown reminder {reminder_id}"}
    return {"reminder_id": rid, "status": "deleted"}


def pl_add_plant(species: str, room: str, nickname: str | None = None, pot_diameter_cm: float | None = None,
                 acquired_on: str | None = None) -> Any:
    match = next((r for r in _PL_ROOMS if r.lower() == str(room).strip().lower()), None)
    if match is None:
        return {"error": f"invalid room {room!r}"}
    key = _pl_species_key(species)
    out = {"plant_id": "P-05", "species": species, "nickname": nickname, "room": match,
           "acquired_on": acquired_on or _PL_TODAY.isoformat(), "status": "added"}
    if key:
        out["botanical_name"] = _PL_SPECIES[key]["botanical_name"]
    return out


def pl_diagnose_symptoms(species: str, symptoms: list[str], light: str | None = None) -> Any:
    if not symptoms:
        return {"error": "describe at least one symptom"}
    key = _pl_species_key(species)
    text = " ".join(symptoms).lower()
    if key == "calathea" and any(w in text for w in ("crisp", "brown", "edge", "tip", "curl")):
        causes = [{"cause": "Low humidity", "likelihood": "high",
                   "fix": "Raise humidity to 60%+ (pebble tray, humidifier, group plants); keep away from radiators."},
                  {"cause": "Minerals or chlorine in tap water", "likelihood": "medium",
                   "fix": "Water with filtered, distilled or rain water."},
                  {"cause": "Underwatering", "likelihood": "low", "fix": "Keep the soil lightly moist, never bone dry."}]
    elif any(w in text for w in ("yellow", "mush", "soggy", "droop")):
        causes = [{"cause": "Overwatering / root rot", "likelihood": "high",
                   "fix": "Let the soil dry out; check roots and repot in fresh, well-draining mix if they are brown and soft."},
                  {"cause": "Too little light", "likelihood": "medium", "fix": "Move closer to a bright window."}]
    elif any(w in text for w in ("drop", "falling", "fall off")):
        causes = [{"cause": "Sudden change in position, temperature or draught", "likelihood": "high",
                   "fix": "Keep it in one bright spot away from doors and heaters."}]
    else:
        causes = [{"cause": "Watering irregularity", "likelihood": "medium", "fix": "Water on a steady schedule."}]
    return {"species": species, "symptoms": symptoms, "likely_causes": causes}


PLANTS = Domain(
    name="plants",
    instructions=(
        "You are Fern, the friendly assistant in the Leafy plant-care app. You can see the user's plants, watering "
        "schedules and reminders. Today: Thursday 12 November 2026."
    ),
    tools=[
        ToolDef(
            name="get_my_plants",
            description="The user's plants with ids, species, nicknames, rooms and last watering date.",
            parameters={"type": "object", "properties": {}},
            fn=pl_get_my_plants,
        ),
        ToolDef(
            name="lookup_plant",
            description="Care sheet for a species: light, watering interval, humidity, pet toxicity.",
            parameters={"type": "object", "properties": {"name": {"type": "string", "description": "Common or botanical name"}},
                        "required": ["name"]},
            fn=pl_lookup_plant,
        ),
        ToolDef(
            name="getWateringSchedule",
            description="Upcoming watering dates for one of the user's plants.",
            parameters={
                "type": "object",
                "properties": {
                    "plantId": {"type": "string", "description": "e.g. P-01"},
                    "weeks": {"type": "integer", "minimum": 1, "maximum": 8, "default": 2, "description": "How far ahead"},
                },
                "required": ["plantId"],
            },
            fn=pl_get_watering_schedule,
        ),
        ToolDef(
            name="log_watering",
            description="Record that a plant was watered (defaults to now).",
            parameters={
                "type": "object",
                "properties": {
                    "plant_id": {"type": "string"},
                    "watered_at": {"type": "string", "format": "date-time"},
                    "amount_ml": {"type": "integer", "minimum": 0},
                    "fertilized": {"type": "boolean", "default": False},
                },
                "required": ["plant_id"],
            },
            fn=pl_log_watering,
            act=True,
        ),
        ToolDef(
            name="create_reminder",
            description="Create a care reminder (push notification) for a plant, optionally repeating.",
            parameters={
                "type": "object",
                "properties": {
                    "plant_id": {"type": "string"},
                    "task": {"type": "string", "enum": ["WATER", "FERTILIZE", "MIST", "REPOT", "ROTATE"]},
                    "first_date": {"type": "string", "format": "date"},
                    "time": {"type": "string", "format": "time", "description": "Local time, HH:MM"},
                    "repeat_every_days": {"type": ["integer", "null"], "minimum": 1, "maximum": 365},
                    "note": {"type": ["string", "null"]},
                },
                "required": ["plant_id", "task", "first_date", "time", "repeat_every_days", "note"],
                "additionalProperties": False,
            },
            fn=pl_create_reminder,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="list_reminders",
            description="List care reminders, for one plant or all.",
            parameters={"type": "object",
                        "properties": {"plant_id": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": None}}},
            fn=pl_list_reminders,
        ),
        ToolDef(
            name="delete_reminder",
            description="Delete a reminder.",
            parameters={"type": "object", "properties": {"reminder_id": {"type": "string", "pattern": "^R-\\d{3}$"}},
                        "required": ["reminder_id"]},
            fn=pl_delete_reminder,
            act=True,
        ),
        ToolDef(
            name="add_plant",
            description="Add a plant to the user's collection.",
            parameters={
                "type": "object",
                "properties": {
                    "species": {"type": "string"},
                    "nickname": {"type": ["string", "null"]},
                    "room": {"type": "string", "enum": _PL_ROOMS},
                    "pot_diameter_cm": {"type": "number", "minimum": 5, "maximum": 80},
                    "acquired_on": {"type": "string", "format": "date"},
                },
                "required": ["species", "room"],
            },
            fn=pl_add_plant,
            act=True,
        ),
        ToolDef(
            name="diagnose_symptoms",
            description="Likely causes and fixes for symptoms on a plant (yellow leaves, brown tips, drooping...).",
            parameters={
                "type": "object",
                "properties": {
                    "species": {"type": "string"},
                    "symptoms": {"type": "array", "items": {"type": "string"}, "minItems": 1},
                    "light": {"type": "string", "enum": ["low", "medium", "bright indirect", "direct sun"]},
                },
                "required": ["species", "symptoms"],
            },
            fn=pl_diagnose_symptoms,
        ),
    ],
)

_PL_ACT = _act_names(PLANTS)

PLANTS_CASES = [
    Case(
        id="pl_direct_pothos_cats",
        domain="plants",
        category="direct",
        turns=[Turn(
            user="is pothos toxic to cats",
            calls=[ExpectCall("lookup_plant", {"name": contains("pothos")})],
            forbid=_PL_ACT,
            answer_has=[said("toxic")],
        )],
    ),
    Case(
        id="pl_polite_fertilize_reminder",
        domain="plants",
        category="polite",
        features=("strict", "enum_upper", "date", "weekday", "time", "number_words", "nickname"),
        turns=[Turn(
            user="Hi Fern! Would you please set up a reminder to fertilize Monty every two weeks, starting this Sunday "
                 "at 9am? Thank you!",
            calls=[ExpectCall("create_reminder", {"plant_id": "P-01", "task": "FERTILIZE", "first_date": date("2026-11-15"),
                                                  "time": time_of_day("09:00"), "repeat_every_days": 14})],
            allow=["get_my_plants", "list_reminders"],
            forbid=["log_watering", "delete_reminder", "add_plant"],
        )],
    ),
    Case(
        id="pl_indirect_crispy_calathea",
        domain="plants",
        category="indirect",
        features=("array",),
        turns=[Turn(
            user="the leaves on my calathea are going all crispy and brown at the edges :( it lives in the bathroom",
            calls=[ExpectCall("diagnose_symptoms", {"species": contains("calathea"), "symptoms": not_empty()})],
            allow=["get_my_plants", "lookup_plant"],
            forbid=_PL_ACT,
            answer_has=[said("humidity")],
        )],
    ),
    Case(
        id="pl_multi_log_two_plants",
        domain="plants",
        category="multi_intent",
        features=("nickname", "parallel_same_tool"),
        turns=[Turn(
            user="just watered monty and sid, log both",
            calls=[ExpectCall("log_watering", {"plant_id": "P-01"}), ExpectCall("log_watering", {"plant_id": "P-04"})],
            allow=["get_my_plants"],
            forbid=["create_reminder", "delete_reminder", "add_plant"],
        )],
    ),
    Case(
        id="pl_multi_add_peace_lily",
        domain="plants",
        category="multi_intent",
        features=("enum_title_case", "date"),
        turns=[Turn(
            user="I bought a peace lily today!! it's going in the bedroom. can you add it and tell me how often to water it",
            calls=[ExpectCall("add_plant", {"species": contains("peace lily"), "room": "Bedroom"}),
                   ExpectCall("lookup_plant", {"name": contains("peace lily")})],
            allow=["get_my_plants"],
            forbid=["log_watering", "create_reminder", "delete_reminder"],
        )],
    ),
    Case(
        id="pl_no_tool_tap_water",
        domain="plants",
        category="no_tool",
        features=("conceptual",),
        turns=[Turn(
            user="why do ppl say you shouldnt use cold tap water on houseplants, is that a myth?",
            forbid=_PL_ACT,
        )],
    ),
    Case(
        id="pl_underspec_add_plant",
        domain="plants",
        category="underspecified",
        turns=[Turn(
            user="add a new plant to my collection pls",
            clarify=True,
            forbid=_PL_ACT,
            allow=["get_my_plants"],
        )],
    ),
    Case(
        id="pl_chained_figgy_reminder",
        domain="plants",
        category="chained",
        features=("strict", "time", "weekday", "british_time"),
        turns=[Turn(
            user="Set a watering reminder for my fiddle leaf fig at whatever interval it needs, starting Saturday at "
                 "half seven in the morning",
            calls=[ExpectCall("get_my_plants"),
                   ExpectCall("create_reminder", {"plant_id": "P-03", "task": "WATER", "first_date": date("2026-11-14"),
                                                  "time": time_of_day("07:30"), "repeat_every_days": 10})],
            allow=["lookup_plant", "getWateringSchedule", "list_reminders"],
            forbid=["log_watering", "delete_reminder", "add_plant"],
        )],
    ),
    Case(
        id="pl_multi_turn_delete_misting",
        domain="plants",
        category="multi_turn",
        features=("reference", "pattern"),
        turns=[
            Turn(
                user="what reminders have I got?",
                calls=[ExpectCall("list_reminders")],
                allow=["get_my_plants"],
                forbid=_PL_ACT,
            ),
            Turn(
                user="get rid of the misting one",
                calls=[ExpectCall("delete_reminder", {"reminder_id": "R-301"})],
                allow=["list_reminders"],
                forbid=["create_reminder", "log_watering", "add_plant"],
            ),
        ],
    ),
    Case(
        id="pl_multi_turn_schedule_followup",
        domain="plants",
        category="multi_turn",
        features=("number_words", "nickname", "follow_up"),
        turns=[
            Turn(
                user="when do I need to water monty over the next three weeks?",
                calls=[ExpectCall("getWateringSchedule", {"plantId": "P-01", "weeks": 3})],
                allow=["get_my_plants"],
                forbid=_PL_ACT,
                answer_has=[said_number(19), said_number(26)],
            ),
            Turn(
                user="and the calathea?",
                calls=[ExpectCall("getWateringSchedule", {"plantId": "P-02"})],
                allow=["get_my_plants"],
                forbid=_PL_ACT,
                answer_has=[said_number(15)],
            ),
        ],
    ),
]


# =============================================================================================
# 5. Electricity & utility account
# =============================================================================================

_UT_TODAY = _dt.date(2026, 11, 30)  # Monday

_UT_BILLS = [
    {"bill_id": "BL-2026-11", "month": "2026-11", "period": "2026-10-28 to 2026-11-27", "issued": "2026-11-28",
     "due": "2026-12-15", "amount": 182.40, "currency": "GBP", "status": "unpaid"},
    {"bill_id": "BL-2026-10", "month": "2026-10", "period": "2026-09-28 to 2026-10-27", "issued": "2026-10-28",
     "due": "2026-11-14", "amount": 141.95, "currency": "GBP", "status": "paid", "paid_on": "2026-11-09"},
    {"bill_id": "BL-2026-09", "month": "2026-09", "period": "2026-08-28 to 2026-09-27", "issued": "2026-09-28",
     "due": "2026-10-15", "amount": 118.20, "currency": "GBP", "status": "paid", "paid_on": "2026-10-02"},
    {"bill_id": "BL-2026-08", "month": "2026-08", "period": "2026-07-28 to 2026-08-27", "issued": "2026-08-28",
     "due": "2026-09-15", "amount": 96.75, "currency": "GBP", "status": "paid", "paid_on": "2026-09-03"},
]
_UT_BILL_LINES = {
    "BL-2026-11": [("Electricity 412 kWh at 24.50p", 100.94), ("Electricity standing charge 31 days at 53.35p", 16.54),
                   ("Gas 1,046 kWh at 5.48p", 57.32), ("Gas standing charge 31 days at 31.43p", 9.74),
                   ("VAT 5%", 9.24), ("Warm Home Discount", -11.38)],
}
_UT_LAST_READ = {"electricity": (47905, "2026-10-31"), "gas": (7650, "2026-10-31")}
_UT_CARDS = {"4417": "Visa", "0082": "Mastercard"}


def _ut_bill(bill_id: str) -> dict | None:
    return next((b for b in _UT_BILLS if b["bill_id"] == str(bill_id).strip().upper()), None)


def ut_get_account_overview() -> Any:
    return {"account_number": "4471-0923", "holder": "Aisha Rahman", "supply_address": "Flat 3, 27 Mildmay Grove, London N1 4RH",
            "balance_due": {"amount": 182.40, "currency": "GBP", "due_date": "2026-12-15"},
            "next_bill_date": "2026-12-28", "tariff": "Voltaire Fixed 12M (electricity and gas), ends 2027-04-30",
            "payment_method": "pay on receipt (card)", "meters": {"electricity": "single rate, serial 21L4471092",
                                                                  "gas": "serial G4A09231"}}


def ut_submit_meter_reading(meter_type: str, reading: int, read_date: str | None = None, photo_url: str | None = None) -> Any:
    kind = str(meter_type).lower()
    if kind not in _UT_LAST_READ:
        return {"error": f"invalid meter_type {meter_type!r}"}
    when = _day(read_date) if read_date else _UT_TODAY
    if when > _UT_TODAY:
        return {"error": "read_date cannot be in the future"}
    last, last_date = _UT_LAST_READ[kind]
    if when <= _day(last_date):
        return {"error": f"read_date must be after the previous reading on {last_date}"}
    if int(reading) < last:
        return {"error": f"Reading {reading} is lower than the previous reading {last} on {last_date}. Check the digits."}
    unit = "kWh" if kind == "electricity" else "m³"
    return {"reading_id": _ref("MR-", kind, reading, when, digits=6), "meter_type": kind, "reading": int(reading),
            "read_date": when.isoformat(), "previous_reading": last, "previous_date": last_date,
            "usage_since_previous": f"{int(reading) - last} {unit}", "status": "accepted"}


def ut_list_bills(from_month: str | None = None, to_month: str | None = None, status: str | None = None) -> Any:
    rows = [b for b in _UT_BILLS if (not from_month or b["month"] >= from_month) and (not to_month or b["month"] <= to_month)
            and (status in (None, "any") or b["status"] == status)]
    return {"bills": rows}


def ut_get_bill(bill_id: str) -> Any:
    bill = _ut_bill(bill_id)
    if bill is None:
        return {"error": f"Bill {bill_id} not found"}
    lines = _UT_BILL_LINES.get(bill["bill_id"])
    return {**bill, "lines": [{"item": a, "amount": b} for a, b in lines] if lines else "itemised lines available in the PDF"}


def ut_setup_payment_plan(bill_id: str, installments: int, first_payment_date: str, method: str) -> Any:
    bill = _ut_bill(bill_id)
    if bill is None:
        return {"error": f"Bill {bill_id} not found"}
    if bill["status"] != "unpaid":
        return {"error": f"Bill {bill['bill_id']} is already paid"}
    if installments not in (2, 3, 4, 6):
        return {"error": "installments must be 2, 3, 4 or 6"}
    first = _day(first_payment_date)
    if first < _UT_TODAY or first > _day(bill["due"]) + _dt.timedelta(days=30):
        return {"error": "first_payment_date must be between today and 30 days after the due date"}
    if method not in ("direct-debit", "card", "bank-transfer"):
        return {"error": f"invalid method {method!r}"}
    each = round(bill["amount"] / installments, 2)
    dates, d = [], first
    for _ in range(installments):
        dates.append(d.isoformat())
        d = (d.replace(day=1) + _dt.timedelta(days=32)).replace(day=min(first.day, 28))
    return {"plan_id": "PP-20931", "bill_id": bill["bill_id"], "installments": installments,
            "installment_amount": each, "currency": "GBP", "method": method, "schedule": dates, "status": "active"}


def ut_make_payment(amount: float, card_last4: str, currency: str = "GBP", bill_id: str | None = None) -> Any:
    card = _UT_CARDS.get(str(card_last4).strip())
    if card is None:
        return {"error": f"No saved card ending {card_last4}"}
    if float(amount) <= 0:
        return {"error": "amount must be positive"}
    if bill_id and _ut_bill(bill_id) is None:
        return {"error": f"Bill {bill_id} not found"}
    remaining = round(182.40 - float(amount), 2)
    return {"payment_reference": "PAY-5531907", "amount": float(amount), "currency": "GBP",
            "card": f"{card} ending {card_last4}", "bill_id": bill_id, "status": "succeeded",
            "balance_after": max(remaining, 0.0)}


def ut_check_outages(postcode: str) -> Any:
    pc = _re.sub(r"\s+", "", str(postcode)).upper()
    if not _re.match(r"^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$", pc):
        return {"error": f"{postcode!r} is not a valid UK postcode"}
    outward = pc[:-3]
    if outward == "N1":
        return {"postcode": postcode, "current_outages": [{
            "incident": "INC-22817", "type": "unplanned", "cause": "underground cable fault",
            "started": "2026-11-30T17:52", "homes_affected": 340, "estimated_restoration": "2026-11-30T21:30",
            "status": "engineers on site"}], "planned_work": []}
    if outward == "E8":
        return {"postcode": postcode, "current_outages": [], "planned_work": [{
            "reference": "PLN-1190", "date": "2026-12-03", "from": "09:00", "to": "13:00",
            "reason": "substation maintenance", "streets": ["Mare Street (part)", "Navarino Road", "Richmond Road"]}]}
    return {"postcode": postcode, "current_outages": [], "planned_work": []}


def ut_report_outage(postcode: str, description: str = "", whole_street: bool = False, vulnerable_customer: bool = False) -> Any:
    known = ut_check_outages(postcode)
    if "error" in known:
        return known
    if known["current_outages"]:
        return {"status": "linked to existing incident", "incident": known["current_outages"][0]["incident"],
                "estimated_restoration": known["current_outages"][0]["estimated_restoration"]}
    return {"status": "reported", "incident": _ref("INC-", postcode), "engineer_eta": "within 3 hours"}


def ut_get_usage(meter_type: str, period: str) -> Any:
    table = {
        ("electricity", "week"): {"from": "2026-11-23", "to": "2026-11-29", "kwh": 96, "cost": 23.52},
        ("electricity", "month"): {"from": "2026-11-01", "to": "2026-11-29", "kwh": 398, "cost": 97.51},
        ("electricity", "year"): {"from": "2025-12-01", "to": "2026-11-29", "kwh": 3412, "cost": 836.94},
        ("gas", "week"): {"from": "2026-11-23", "to": "2026-11-29", "kwh": 312, "cost": 17.10},
        ("gas", "month"): {"from": "2026-11-01", "to": "2026-11-29", "kwh": 1204, "cost": 65.98},
        ("gas", "year"): {"from": "2025-12-01", "to": "2026-11-29", "kwh": 10880, "cost": 596.22},
    }
    row = table.get((str(meter_type).lower(), str(period).lower()))
    if row is None:
        return {"error": f"invalid meter_type/period {meter_type!r}/{period!r}"}
    return {"meter_type": meter_type, "period": period, **row, "currency": "GBP", "note": "excludes standing charges"}


_UT_MONTH = {"type": ["string", "null"], "pattern": "^\\d{4}-(0[1-9]|1[0-2])$", "description": "YYYY-MM"}

UTILITY = Domain(
    name="utility",
    instructions=(
        "You are the virtual assistant of Voltaire Energy. The customer, Aisha Rahman, is signed in to account "
        "4471-0923. Help with readings, bills, payments and power cuts. It is Monday, 30 November 2026 in London."
    ),
    tools=[
        ToolDef(
            name="get_account_overview",
            description="Balance due, due date, next bill date, tariff, payment method and meters.",
            parameters={"type": "object", "properties": {}, "required": []},
            fn=ut_get_account_overview,
        ),
        ToolDef(
            name="submit_meter_reading",
            description="Submit a meter reading (whole units, ignore red digits after the decimal point).",
            parameters={
                "type": "object",
                "properties": {
                    "meter_type": {"type": "string", "enum": ["electricity", "gas"]},
                    "reading": {"type": "integer", "minimum": 0},
                    "read_date": {"type": "string", "format": "date", "description": "Defaults to today"},
                    "photo_url": {"type": "string", "format": "uri"},
                },
                "required": ["meter_type", "reading"],
            },
            fn=ut_submit_meter_reading,
            act=True,
        ),
        ToolDef(
            name="list_bills",
            description="List bills, newest first.",
            parameters={
                "type": "object",
                "properties": {
                    "from_month": _UT_MONTH,
                    "to_month": _UT_MONTH,
                    "status": {"type": ["string", "null"], "enum": ["paid", "unpaid", "any", None]},
                },
                "required": ["from_month", "to_month", "status"],
                "additionalProperties": False,
            },
            fn=ut_list_bills,
            strict=True,
        ),
        ToolDef(
            name="get_bill",
            description="One bill with its itemised lines.",
            parameters={"type": "object", "properties": {"bill_id": {"type": "string"}}, "required": ["bill_id"]},
            fn=ut_get_bill,
        ),
        ToolDef(
            name="setup_payment_plan",
            description="Spread an unpaid bill over 2, 3, 4 or 6 monthly instalments.",
            parameters={
                "type": "object",
                "properties": {
                    "bill_id": {"type": "string"},
                    "installments": {"type": "integer", "enum": [2, 3, 4, 6]},
                    "first_payment_date": {"type": "string", "format": "date"},
                    "method": {"type": "string", "enum": ["direct-debit", "card", "bank-transfer"]},
                },
                "required": ["bill_id", "installments", "first_payment_date", "method"],
                "additionalProperties": False,
            },
            fn=ut_setup_payment_plan,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="make_payment",
            description="Take a card payment towards the balance using a saved card.",
            parameters={
                "type": "object",
                "properties": {
                    "amount": {"type": "number", "exclusiveMinimum": 0},
                    "currency": {"type": "string", "enum": ["GBP"], "default": "GBP"},
                    "card_last4": {"type": "string", "pattern": "^\\d{4}$"},
                    "bill_id": {"type": ["string", "null"]},
                },
                "required": ["amount", "card_last4"],
            },
            fn=ut_make_payment,
            act=True,
        ),
        ToolDef(
            name="check_outages",
            description="Current power cuts and planned work for a postcode.",
            parameters={"type": "object", "properties": {"postcode": {"type": "string", "description": "UK postcode, e.g. N1 7GU"}},
                        "required": ["postcode"]},
            fn=ut_check_outages,
        ),
        ToolDef(
            name="report_outage",
            description="Report a power cut that is not already known.",
            parameters={
                "type": "object",
                "properties": {
                    "postcode": {"type": "string"},
                    "description": {"type": "string"},
                    "whole_street": {"type": "boolean"},
                    "vulnerable_customer": {"type": "boolean", "description": "Someone relies on powered medical equipment"},
                },
                "required": ["postcode"],
            },
            fn=ut_report_outage,
            act=True,
        ),
        ToolDef(
            name="get_usage",
            description="Energy used and its cost for a recent period.",
            parameters={
                "type": "object",
                "properties": {
                    "meter_type": {"type": "string", "enum": ["electricity", "gas"]},
                    "period": {"type": "string", "enum": ["week", "month", "year"]},
                },
                "required": ["meter_type", "period"],
            },
            fn=ut_get_usage,
        ),
    ],
)

_UT_ACT = _act_names(UTILITY)

UTILITY_CASES = [
    Case(
        id="ut_direct_electricity_reading",
        domain="utility",
        category="direct",
        features=("integer",),
        turns=[Turn(
            user="electricity meter reading 48213 for today",
            calls=[ExpectCall("submit_meter_reading", {"meter_type": "electricity", "reading": 48213})],
            forbid=["setup_payment_plan", "make_payment", "report_outage"],
            answer_has=["MR-911810"],
        )],
    ),
    Case(
        id="ut_polite_outage_e8",
        domain="utility",
        category="polite",
        features=("postcode",),
        turns=[Turn(
            user="Good morning, could you kindly check whether there are any power cuts near E8 3PL? Thank you.",
            calls=[ExpectCall("check_outages", {"postcode": matches(r"E8\s*3PL")})],
            forbid=_UT_ACT,
            answer_has=[time_of_day("09:00")],
        )],
    ),
    Case(
        id="ut_indirect_street_dark",
        domain="utility",
        category="indirect",
        features=("postcode",),
        turns=[Turn(
            user="the whole street just went dark, N1 7GU. any idea when it's coming back??",
            calls=[ExpectCall("check_outages", {"postcode": matches(r"N1\s*7GU")})],
            forbid=_UT_ACT,
            answer_has=[time_of_day("21:30")],
        )],
    ),
    Case(
        id="ut_multi_balance_and_gas_reading",
        domain="utility",
        category="multi_intent",
        features=("money", "empty_params"),
        turns=[Turn(
            user="how much do i owe atm and when's it due? also gas reading is 7731",
            calls=[ExpectCall("get_account_overview"), ExpectCall("submit_meter_reading", {"meter_type": "gas", "reading": 7731})],
            allow=["list_bills"],
            forbid=["setup_payment_plan", "make_payment", "report_outage"],
            answer_has=[said_number(182.4), said_number(15)],
        )],
    ),
    Case(
        id="ut_no_tool_kw_vs_kwh",
        domain="utility",
        category="no_tool",
        features=("conceptual",),
        turns=[Turn(
            user="whats the difference between kW and kWh?? my bill says 412 kWh and my kettle says 3kW, I'm confused",
            forbid=_UT_ACT,
        )],
    ),
    Case(
        id="ut_underspec_payment_plan",
        domain="utility",
        category="underspecified",
        features=("strict", "integer_enum"),
        turns=[Turn(
            user="I'd like to set up a payment plan please.",
            clarify=True,
            forbid=_UT_ACT,
            allow=["list_bills", "get_account_overview", "get_bill"],
        )],
    ),
    Case(
        id="ut_chained_plan_latest_bill",
        domain="utility",
        category="chained",
        features=("strict", "integer_enum", "enum_kebab", "number_words", "date", "ordinal_date"),
        turns=[Turn(
            user="split my latest bill into three monthly direct debit payments, first one on the 15th of December",
            calls=[ExpectCall("list_bills"),
                   ExpectCall("setup_payment_plan", {"bill_id": "BL-2026-11", "installments": 3,
                                                     "first_payment_date": date("2026-12-15"), "method": "direct-debit"})],
            allow=["get_account_overview", "get_bill"],
            forbid=["make_payment", "submit_meter_reading", "report_outage"],
            answer_has=[said_number(60.8)],
        )],
    ),
    Case(
        id="ut_multi_turn_pay_unpaid",
        domain="utility",
        category="multi_turn",
        features=("strict", "nullable_type_list", "pattern", "money", "reference"),
        turns=[
            Turn(
                user="show me my bills since september",
                calls=[ExpectCall("list_bills", {"from_month": "2026-09"})],
                forbid=_UT_ACT,
                answer_has=[said_number(182.4), said_number(141.95)],
            ),
            Turn(
                user="pay the unpaid one with my card ending 4417",
                calls=[ExpectCall("make_payment", {"amount": number(182.4, tol=0.001), "card_last4": "4417"})],
                allow=["list_bills", "get_bill", "get_account_overview"],
                forbid=["setup_payment_plan", "submit_meter_reading", "report_outage"],
                answer_has=["PAY-5531907"],
            ),
        ],
    ),
    Case(
        id="ut_multi_turn_usage_and_gas",
        domain="utility",
        category="multi_turn",
        features=("follow_up", "enum"),
        turns=[
            Turn(
                user="how much electricity have I used this month?",
                calls=[ExpectCall("get_usage", {"meter_type": "electricity", "period": "month"})],
                forbid=_UT_ACT,
                answer_has=[said_number(398)],
            ),
            Turn(
                user="and gas?",
                calls=[ExpectCall("get_usage", {"meter_type": "gas", "period": "month"})],
                forbid=_UT_ACT,
                answer_has=[said_number(1204)],
            ),
        ],
    ),
]


# =============================================================================================
# 6. IT helpdesk
# =============================================================================================

_IT_TICKETS = {
    "INC0048812": {"ticket_id": "INC0048812", "summary": "SAP Analysis for Office add-in crashes Excel on start",
                   "category": "software", "priority": "P3", "state": "In Progress", "assignee": "Lena Vogt",
                   "opened": "2026-11-27", "last_update": "2026-12-01",
                   "latest_note": "Known issue with add-in 2.8.3; waiting for vendor patch 2.8.4, expected Friday 4 Dec."},
    "INC0048530": {"ticket_id": "INC0048530", "summary": "Second monitor not detected through docking station",
                   "category": "hardware", "priority": "P4", "state": "Pending User", "assignee": "Ahmed Yilmaz",
                   "opened": "2026-11-19", "last_update": "2026-11-30",
                   "latest_note": "Please confirm which dock model you use (label underneath) so we can send a replacement."},
    "INC0047102": {"ticket_id": "INC0047102", "summary": "Outlook keeps asking for password", "category": "access",
                   "priority": "P3", "state": "Resolved", "assignee": "Lena Vogt", "opened": "2026-10-12",
                   "last_update": "2026-10-13", "latest_note": "Cleared cached credentials; resolved."},
}
_IT_GROUPS = {"hardware": "Field Services Hamburg", "software": "Desktop Applications", "network": "Network Operations",
              "access": "Identity & Access", "other": "Service Desk"}
_IT_SLA = {"P1": "4 hours", "P2": "1 business day", "P3": "3 business days", "P4": "5 business days"}

_IT_CATALOG = [
    {"catalog_id": "SW-114", "name": "Figma (Professional)", "keywords": "figma design ui prototyping",
     "license_cost_eur_per_year": 144, "approval": "manager approval required"},
    {"catalog_id": "SW-031", "name": "Microsoft Visio Plan 2", "keywords": "visio diagram flowchart org chart",
     "license_cost_eur_per_year": 180, "approval": "manager approval required"},
    {"catalog_id": "SW-207", "name": "draw.io Desktop", "keywords": "drawio draw.io diagram flowchart visio alternative",
     "license_cost_eur_per_year": 0, "approval": "auto-approved"},
    {"catalog_id": "SW-158", "name": "Lucidchart", "keywords": "lucid diagram flowchart visio whiteboard",
     "license_cost_eur_per_year": 108, "approval": "manager approval required"},
    {"catalog_id": "SW-009", "name": "Adobe Acrobat Pro", "keywords": "pdf acrobat adobe edit sign",
     "license_cost_eur_per_year": 230, "approval": "manager approval required"},
    {"catalog_id": "SW-220", "name": "Notepad++", "keywords": "notepad text editor code", "license_cost_eur_per_year": 0,
     "approval": "auto-approved"},
    {"catalog_id": "SW-301", "name": "Python 3.12", "keywords": "python programming scripting developer",
     "license_cost_eur_per_year": 0, "approval": "auto-approved (developer workstation policy)"},
]


def it_create_ticket(summary: str, category: str, description: str = "", priority: str = "P3",
                     asset_tag: str | None = None, cc_emails: list[str] | None = None) -> Any:
    if category not in _IT_GROUPS:
        return {"error": f"invalid category {category!r}"}
    if priority not in _IT_SLA:
        return {"error": f"invalid priority {priority!r}"}
    if asset_tag and not _re.match(r"^NW-(LT|DT|PH)-\d{5}$", str(asset_tag)):
        return {"error": f"Unknown asset tag {asset_tag}"}
    return {"ticket_id": "INC0049120", "summary": summary, "category": category, "priority": priority,
            "asset_tag": asset_tag, "assigned_group": _IT_GROUPS[category], "state": "New",
            "response_target": _IT_SLA[priority], "cc": cc_emails or []}


def it_get_ticket(ticket_id: str) -> Any:
    ticket = _IT_TICKETS.get(str(ticket_id).strip().upper())
    return ticket if ticket else {"error": f"Ticket {ticket_id} not found"}


def it_list_my_tickets(state: str | None = "open") -> Any:
    want = state or "open"
    if want not in ("open", "resolved", "all"):
        return {"error": f"invalid state {state!r}"}
    rows = [t for t in _IT_TICKETS.values()
            if want == "all" or (want == "resolved") == (t["state"] == "Resolved")]
    rows.sort(key=lambda t: t["opened"], reverse=True)
    return {"tickets": [{k: t[k] for k in ("ticket_id", "summary", "state", "priority", "opened")} for t in rows]}


def it_vpn_status(region: str | None = None) -> Any:
    status = {
        "EU-West": {"region": "EU-West", "gateways": ["fra-gw-01", "ams-gw-02"], "status": "degraded",
                    "detail": "High latency on fra-gw-01 since 08:15 CET; engineers investigating. ams-gw-02 is normal."},
        "US-East": {"region": "US-East", "gateways": ["nyc-gw-01"], "status": "operational"},
        "APAC": {"region": "APAC", "gateways": ["sg-gw-02"], "status": "major outage",
                 "detail": "Singapore gateway sg-gw-02 down since 06:40 SGT (incident INC0049001). Workaround: choose "
                           "the 'APAC-Backup' profile in the VPN client.", "incident": "INC0049001"},
    }
    if region is None:
        return {"regions": list(status.values())}
    row = status.get(region)
    return row if row else {"error": f"Unknown region {region!r}"}


def it_reset_password(system: str, delivery: str = "sms") -> Any:
    systems = ("Active Directory", "Outlook/Email", "SAP", "Jira")
    match = next((s for s in systems if s.lower() == str(system).lower()), None)
    if match is None:
        return {"error": f"Unknown system {system!r}"}
    where = {"sms": "by SMS to +49 ••• ••• 2231", "personal_email": "to j•••••@gmx.de"}.get(delivery)
    if where is None:
        return {"error": f"invalid delivery {delivery!r}"}
    return {"reset_id": _ref("PWR-", match, delivery, digits=4), "system": match,
            "message": f"A temporary password was sent {where}. It expires in 30 minutes and must be changed at first login."}


def it_reset_mfa(method: str, reason: str | None) -> Any:
    if method not in ("authenticator-app", "sms", "hardware-key"):
        return {"error": f"invalid method {method!r}"}
    return {"mfa_reset_id": "MFA-6610", "method": method,
            "message": "Your MFA registrations were cleared. Enrol again within 24 hours at https://aka.northwind/mfa-setup "
                       "using the QR code sent to your work email."}


def it_search_software_catalog(query: str) -> Any:
    words = [w for w in _re.findall(r"[\w.+]+", str(query).lower()) if len(w) > 1 and w not in ("tool", "app", "software", "for", "the", "like")]
    hits = [s for s in _IT_CATALOG if any(w in (s["keywords"] + " " + s["name"].lower()) for w in words)]
    return {"query": query, "results": [{k: v for k, v in s.items() if k != "keywords"} for s in hits]}


def it_request_software(catalog_id: str, justification: str | None = None, device_asset_tag: str | None = None) -> Any:
    item = next((s for s in _IT_CATALOG if s["catalog_id"] == str(catalog_id).strip().upper()), None)
    if item is None:
        return {"error": f"Unknown catalog id {catalog_id}"}
    auto = item["approval"].startswith("auto")
    return {"request_id": _ref("REQ", item["catalog_id"], digits=7), "software": item["name"],
            "status": "approved - installing via Software Center within 1 hour" if auto
            else "awaiting approval from your manager (Katrin Maier)",
            "device": device_asset_tag or "NW-LT-20931"}


def it_get_device_info() -> Any:
    return {"asset_tag": "NW-LT-20931", "model": "Dell Latitude 7440", "serial": "8HX2Q74", "os": "Windows 11 23H2",
            "assigned_to": "Jonas Weber", "assigned_on": "2024-03-12", "warranty_until": "2027-03-31",
            "last_check_in": "2026-12-02T08:51"}


_IT_ACT_TOOLS = ("create_ticket", "reset_password", "reset_mfa", "request_software")

IT_HELPDESK = Domain(
    name="it_helpdesk",
    instructions=(
        "You are HelpBot, the IT service desk assistant at Northwind Logistics. The employee chatting is Jonas Weber "
        "(jonas.weber@northwind-logistics.com, Finance, Hamburg office). Look things up before answering and act on "
        "the employee's behalf when they ask. Today is Wednesday 2 December 2026."
    ),
    tools=[
        ToolDef(
            name="create_ticket",
            description="Open an incident ticket with the service desk.",
            parameters={
                "$defs": {
                    "Category": {"enum": ["hardware", "software", "network", "access", "other"], "title": "Category", "type": "string"},
                    "Priority": {"description": "P1 = business down, P2 = major impact, P3 = normal, P4 = low",
                                 "enum": ["P1", "P2", "P3", "P4"], "title": "Priority", "type": "string"},
                },
                "properties": {
                    "summary": {"title": "Summary", "type": "string", "maxLength": 120},
                    "description": {"title": "Description", "type": "string", "default": ""},
                    "category": {"$ref": "#/$defs/Category"},
                    "priority": {"allOf": [{"$ref": "#/$defs/Priority"}], "default": "P3"},
                    "asset_tag": {"anyOf": [{"type": "string", "pattern": "^NW-(LT|DT|PH)-\\d{5}$"}, {"type": "null"}],
                                  "default": None, "title": "Asset Tag"},
                    "cc_emails": {"items": {"format": "email", "type": "string"}, "title": "Cc Emails", "type": "array", "default": []},
                },
                "required": ["summary", "category"],
                "title": "CreateTicket",
                "type": "object",
            },
            fn=it_create_ticket,
            act=True,
        ),
        ToolDef(
            name="get_ticket",
            description="Details and latest update of a ticket.",
            parameters={"type": "object", "properties": {"ticket_id": {"type": "string", "pattern": "^INC\\d{7}$"}},
                        "required": ["ticket_id"]},
            fn=it_get_ticket,
        ),
        ToolDef(
            name="list_my_tickets",
            description="The employee's tickets, newest first.",
            parameters={"type": "object",
                        "properties": {"state": {"type": ["string", "null"], "enum": ["open", "resolved", "all", None], "default": "open"}}},
            fn=it_list_my_tickets,
        ),
        ToolDef(
            name="vpn_status",
            description="Health of the corporate VPN gateways, per region (all regions when omitted).",
            parameters={"type": "object", "properties": {"region": {"type": "string", "enum": ["EU-West", "US-East", "APAC"]}}},
            fn=it_vpn_status,
        ),
        ToolDef(
            name="reset_password",
            description="Reset the employee's password for a system and send a temporary one.",
            parameters={
                "type": "object",
                "properties": {
                    "system": {"type": "string", "enum": ["Active Directory", "Outlook/Email", "SAP", "Jira"]},
                    "delivery": {"type": "string", "enum": ["sms", "personal_email"],
                                 "description": "Where to send the temporary password (SMS to the phone on file if omitted)"},
                },
                "required": ["system"],
            },
            fn=it_reset_password,
            act=True,
        ),
        ToolDef(
            name="reset_mfa",
            description="Clear the employee's MFA registration so they can enrol a new device.",
            parameters={
                "type": "object",
                "properties": {
                    "method": {"type": "string", "enum": ["authenticator-app", "sms", "hardware-key"]},
                    "reason": {"type": ["string", "null"]},
                },
                "required": ["method", "reason"],
                "additionalProperties": False,
            },
            fn=it_reset_mfa,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="search_software_catalog",
            description="Search the approved software catalog.",
            parameters={"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]},
            fn=it_search_software_catalog,
        ),
        ToolDef(
            name="request_software",
            description="Request installation of a catalog application on the employee's laptop.",
            parameters={
                "type": "object",
                "properties": {
                    "catalog_id": {"type": "string", "pattern": "^SW-\\d{3}$"},
                    "justification": {"type": "string"},
                    "device_asset_tag": {"type": "string"},
                },
                "required": ["catalog_id"],
            },
            fn=it_request_software,
            act=True,
        ),
        ToolDef(
            name="get_device_info",
            description="The employee's assigned laptop: asset tag, model, serial, OS, warranty.",
            parameters={"type": "object", "properties": {}},
            fn=it_get_device_info,
        ),
    ],
)

_IT_ACT = _act_names(IT_HELPDESK)

IT_HELPDESK_CASES = [
    Case(
        id="it_direct_vpn_eu",
        domain="it_helpdesk",
        category="direct",
        features=("terse",),
        turns=[Turn(
            user="vpn down? EU",
            calls=[ExpectCall("vpn_status")],
            forbid=_IT_ACT,
            answer_has=[said("degraded", "latency", "slow")],
        )],
    ),
    Case(
        id="it_direct_quoted_ticket",
        domain="it_helpdesk",
        category="direct",
        features=("quoted", "allof", "ref", "pattern", "nullable_anyof"),
        turns=[Turn(
            user='create a P2 hardware ticket "Docking station not charging laptop", asset NW-LT-20931',
            calls=[ExpectCall("create_ticket", {"summary": contains("docking station not charging"), "category": "hardware",
                                                "priority": "P2", "asset_tag": "NW-LT-20931"})],
            allow=["get_device_info"],
            forbid=["reset_password", "reset_mfa", "request_software"],
            answer_has=["INC0049120"],
        )],
    ),
    Case(
        id="it_polite_sap_password",
        domain="it_helpdesk",
        category="polite",
        features=("enum",),
        turns=[Turn(
            user="Hello, could you please reset my SAP password and send the new one by text message? Thank you very much.",
            calls=[ExpectCall("reset_password", {"system": "SAP", "delivery": "sms"})],
            forbid=["create_ticket", "reset_mfa", "request_software"],
        )],
    ),
    Case(
        id="it_indirect_singapore_office",
        domain="it_helpdesk",
        category="indirect",
        features=("region",),
        turns=[Turn(
            user="I'm working from the Singapore office this week and since this morning nothing internal loads - "
                 "Teams works but not the intranet or SAP",
            calls=[ExpectCall("vpn_status")],
            allow=["list_my_tickets"],
            forbid=_IT_ACT,
            answer_has=[said("APAC-Backup")],
        )],
    ),
    Case(
        id="it_multi_figma_and_ticket",
        domain="it_helpdesk",
        category="multi_intent",
        features=("pattern", "id"),
        turns=[Turn(
            user="I need Figma for the new packaging design project, and what's happening with INC0048812?",
            calls=[ExpectCall("request_software", {"catalog_id": "SW-114"}),
                   ExpectCall("get_ticket", {"ticket_id": "INC0048812"})],
            allow=["search_software_catalog", "get_device_info"],
            forbid=["create_ticket", "reset_password", "reset_mfa"],
            answer_has=[said("2.8.4", "vendor")],
        )],
    ),
    Case(
        id="it_no_tool_why_mfa",
        domain="it_helpdesk",
        category="no_tool",
        features=("conceptual",),
        turns=[Turn(
            user="honest question, why does IT make us use MFA? my password is already really strong",
            forbid=_IT_ACT,
        )],
    ),
    Case(
        id="it_underspec_open_ticket",
        domain="it_helpdesk",
        category="underspecified",
        turns=[Turn(
            user="please open a ticket for me",
            clarify=True,
            forbid=_IT_ACT,
            allow=["get_device_info", "list_my_tickets"],
        )],
    ),
    Case(
        id="it_chained_flicker_asset_tag",
        domain="it_helpdesk",
        category="chained",
        features=("empty_params", "ref"),
        turns=[Turn(
            user="my laptop screen keeps flickering, can you log a hardware ticket with my laptop's asset tag on it",
            calls=[ExpectCall("get_device_info"),
                   ExpectCall("create_ticket", {"category": "hardware", "asset_tag": "NW-LT-20931"})],
            forbid=["reset_password", "reset_mfa", "request_software"],
            answer_has=["INC0049120"],
        )],
    ),
    Case(
        id="it_multi_turn_second_ticket",
        domain="it_helpdesk",
        category="multi_turn",
        features=("ordinal", "nullable_type_list"),
        turns=[
            Turn(
                user="which tickets do i have open",
                calls=[ExpectCall("list_my_tickets")],
                forbid=_IT_ACT,
                answer_has=["INC0048812", "INC0048530"],
            ),
            Turn(
                user="whats the latest on the second one",
                calls=[ExpectCall("get_ticket", {"ticket_id": "INC0048530"})],
                forbid=_IT_ACT,
                answer_has=[said("dock")],
            ),
        ],
    ),
    Case(
        id="it_multi_turn_cheapest_diagram_tool",
        domain="it_helpdesk",
        category="multi_turn",
        features=("superlative", "reference"),
        turns=[
            Turn(
                user="do we have an approved diagram tool? something like visio",
                calls=[ExpectCall("search_software_catalog", {"query": not_empty()})],
                forbid=_IT_ACT,
                answer_has=["draw.io"],
            ),
            Turn(
                user="request the cheapest one for me",
                calls=[ExpectCall("request_software", {"catalog_id": "SW-207"})],
                allow=["search_software_catalog", "get_device_info"],
                forbid=["create_ticket", "reset_password", "reset_mfa"],
            ),
        ],
    ),
    Case(
        id="it_multi_turn_password_clarify",
        domain="it_helpdesk",
        category="multi_turn",
        features=("clarify_then_act", "enum_title_case"),
        turns=[
            Turn(
                user="reset my password",
                clarify=True,
                forbid=_IT_ACT,
            ),
            Turn(
                user="the windows login one (active directory). send it to my private email pls",
                calls=[ExpectCall("reset_password", {"system": "Active Directory", "delivery": "personal_email"})],
                forbid=["create_ticket", "reset_mfa", "request_software"],
            ),
        ],
    ),
]


# =============================================================================================
# 7. City transit
# =============================================================================================

_TR_NOW = _dt.datetime(2026, 12, 4, 8, 40)  # Friday 08:40
_TR_FIRST, _TR_LAST = 5 * 60 + 30, 24 * 60  # service from 05:30 to midnight

# line -> stops, minutes from the first stop, minutes between vehicles
_TR_LINES = {
    "M1": (["Airport T1", "Central Station", "Old Town", "Stadium"], [0, 18, 22, 29], 6, "metro"),
    "M2": (["Harbour Gate", "Market Square", "Central Station", "University"], [0, 5, 9, 16], 8, "metro"),
    "T3": (["University", "Old Town", "Riverside Park"], [0, 9, 17], 10, "tram"),
    "42": (["Harbour Gate", "Riverside Park"], [0, 24], 15, "bus"),
}
_TR_ALIASES = [("airport", "Airport T1"), ("central", "Central Station"), ("main station", "Central Station"),
               ("old town", "Old Town"), ("oldtown", "Old Town"), ("stadium", "Stadium"), ("harbo", "Harbour Gate"),
               ("market", "Market Square"), ("universit", "University"), ("uni", "University"),
               ("riverside", "Riverside Park")]

_TR_PRICES = {  # product -> rider -> EUR
    "SINGLE": {"adult": 2.40, "student": 1.60, "senior": 1.60, "child": 1.20},
    "RETURN": {"adult": 4.60, "student": 3.10, "senior": 3.10, "child": 2.30},
    "DAY_PASS": {"adult": 7.50, "student": 5.00, "senior": 5.00, "child": 3.75},
    "WEEK_PASS": {"adult": 24.00, "student": 16.00, "senior": 16.00, "child": 12.00},
    "AIRPORT": {"adult": 4.90, "student": 4.90, "senior": 3.20, "child": 2.50},
}

_TR_TICKETS = {
    "TK-550127": {"ticket_id": "TK-550127", "product": "DAY_PASS", "rider": "adult", "valid_on": "2026-12-05",
                  "price": 7.50, "currency": "EUR", "status": "unused"},
    "TK-549880": {"ticket_id": "TK-549880", "product": "SINGLE", "rider": "adult", "valid_on": "2026-12-03",
                  "price": 2.40, "currency": "EUR", "status": "used"},
}


def _tr_stop(name: Any) -> str | None:
    low = str(name or "").lower()
    for key, stop in _TR_ALIASES:
        if key in low:
            return stop
    return None


def _tr_line(line: str, day: _dt.date) -> tuple[list[str], list[int], int, str, str]:
    """Stops, offsets, headway, mode and service note of a line on a day (disruptions applied)."""
    stops, cum, freq, mode = _TR_LINES[line]
    note = ""
    if line == "M2" and day == _TR_NOW.date():
        freq, note = 12, "Reduced service after a signal failure at Market Square: every 12 min, delays possible"
    if line == "T3" and day in (_dt.date(2026, 12, 5), _dt.date(2026, 12, 6)):
        cum, freq, mode = [0, 14, 26], 15, "bus"
        note = "Engineering works: T3 is replaced by T3E replacement buses this weekend (slower)"
    return stops, cum, freq, mode, note


def _tr_next(line: str, stop: str, day: _dt.date, after: int) -> int | None:
    stops, cum, freq, _, _ = _tr_line(line, day)
    base = _TR_FIRST + cum[stops.index(stop)]
    if after <= base:
        return base
    t = base + -(-(after - base) // freq) * freq
    return t if t <= _TR_LAST + cum[stops.index(stop)] else None


def _tr_ride(line: str, a: str, b: str, day: _dt.date) -> int:
    stops, cum, _, _, _ = _tr_line(line, day)
    return abs(cum[stops.index(b)] - cum[stops.index(a)])


def _tr_routes(a: str, b: str) -> list[list[tuple[str, str, str]]]:
    routes = [[(line, a, b)] for line, spec_ in _TR_LINES.items() if a in spec_[0] and b in spec_[0]]
    for l1, s1 in _TR_LINES.items():
        for l2, s2 in _TR_LINES.items():
            if l1 == l2 or a not in s1[0] or b not in s2[0]:
                continue
            for x in s1[0]:
                if x in s2[0] and x not in (a, b):
                    routes.append([(l1, a, x), (l2, x, b)])
    return routes


def _tr_run(route: list[tuple[str, str, str]], day: _dt.date, start: int) -> dict | None:
    t, legs, notes = start, [], []
    for index, (line, a, b) in enumerate(route):
        dep = _tr_next(line, a, day, t + (3 if index else 0))
        if dep is None:
            return None
        arr = dep + _tr_ride(line, a, b, day)
        stops, _, _, mode, note = _tr_line(line, day)
        toward = stops[-1] if stops.index(b) > stops.index(a) else stops[0]
        legs.append({"line": line if mode != "bus" or line == "42" else "T3E", "mode": mode, "from": a, "to": b,
                     "towards": toward, "depart": _clock(dep), "arrive": _clock(arr)})
        if note:
            notes.append(f"{line}: {note}")
        t = arr
    first = _tr_next(route[0][0], route[0][1], day, start)
    return {"depart": _clock(first), "arrive": _clock(t), "duration_min": t - first, "changes": len(route) - 1,
            "legs": legs, "notices": notes, "_start": first, "_end": t}


def tr_plan_journey(origin: str, destination: str, depart_at: str | None = None, arrive_by: str | None = None,
                    modes: list[str] | None = None, step_free: bool = False) -> Any:
    a, b = _tr_stop(origin), _tr_stop(destination)
    if a is None or b is None:
        return {"error": f"Unknown stop {origin if a is None else destination!r}"}
    if a == b:
        return {"error": "origin and destination are the same stop"}
    routes = [r for r in _tr_routes(a, b) if not modes or all(_TR_LINES[label][3] in modes or label == "T3" for label, _, _ in r)]
    if not routes:
        return {"error": "No journey found with the selected modes"}
    if arrive_by:
        when = _dt.datetime.fromisoformat(str(arrive_by)[:16])
        day, limit = when.date(), when.hour * 60 + when.minute
        options = []
        for route in routes:
            best = None
            for start in range(max(_TR_FIRST, limit - 180), limit + 1):
                run = _tr_run(route, day, start)
                if run and run["_start"] == start and run["_end"] <= limit:
                    best = run
            if best:
                options.append(best)
        options.sort(key=lambda o: -o["_start"])
    else:
        when = _dt.datetime.fromisoformat(str(depart_at)[:16]) if depart_at else _TR_NOW
        day, start = when.date(), when.hour * 60 + when.minute
        options = [o for o in (_tr_run(r, day, start) for r in routes) if o]
        options.sort(key=lambda o: o["_end"])
    if not options:
        return {"error": "No journey found for that time"}
    fare = "AIRPORT 4.90 EUR" if "Airport T1" in (a, b) else "SINGLE 2.40 EUR"
    return {"from": a, "to": b, "date": day.isoformat(), "fare": fare,
            "options": [{k: v for k, v in o.items() if not k.startswith("_")} for o in options[:3]]}


def tr_live_departures(stop: str, line: str | None = None, limit: int = 6) -> Any:
    name = _tr_stop(stop)
    if name is None:
        return {"error": f"Unknown stop {stop!r}"}
    day, now = _TR_NOW.date(), _TR_NOW.hour * 60 + _TR_NOW.minute
    rows = []
    for code, (stops, _, _, _) in _TR_LINES.items():
        if name not in stops or (line and code.lower() != str(line).strip().lower()):
            continue
        s, _, freq, mode, note = _tr_line(code, day)
        for toward in {s[0], s[-1]} - {name}:
            t = _tr_next(code, name, day, now)
            for _ in range(3):
                row = {"line": code, "mode": mode, "towards": toward, "departs": _clock(t), "in_min": t - now}
                if note:
                    row["status"] = "delayed" if code == "M2" else note
                rows.append(row)
                t += freq
    if not rows:
        return {"error": f"Line {line} does not serve {name}"}
    rows.sort(key=lambda r: (r["in_min"], r["line"], r["towards"]))
    return {"stop": name, "as_of": _TR_NOW.isoformat(timespec="minutes"), "departures": rows[: int(limit or 6)]}


def tr_get_disruptions(line: str | None = None) -> Any:
    items_ = [
        {"line": "M2", "severity": "minor", "since": "2026-12-04T07:55",
         "title": "Signal failure at Market Square",
         "detail": "Trains every 12 minutes instead of 8 between Harbour Gate and University; allow up to 10 extra minutes."},
        {"line": "T3", "severity": "planned", "from": "2026-12-05", "to": "2026-12-06",
         "title": "Weekend engineering works",
         "detail": "No trams between University and Riverside Park on Sat 5 and Sun 6 Dec; T3E replacement buses run "
                   "every 15 minutes and take about 10 minutes longer."},
    ]
    if line:
        items_ = [d for d in items_ if d["line"].lower() == str(line).strip().lower()]
    return {"as_of": _TR_NOW.isoformat(timespec="minutes"), "disruptions": items_,
            "note": None if items_ else "Good service"}


def tr_get_fares() -> Any:
    return {"currency": "EUR", "fares": _TR_PRICES,
            "notes": {"SINGLE": "90 minutes, changes allowed", "DAY_PASS": "until 04:00 the next day",
                      "WEEK_PASS": "7 consecutive days from the first day", "AIRPORT": "single trip to/from Airport T1",
                      "child": "6-14 years; under 6 travel free", "student": "valid student card required"}}


def tr_buy_ticket(product: str, rider: str, quantity: int, valid_from: str | None) -> Any:
    prices = _TR_PRICES.get(str(product).upper())
    if prices is None or rider not in prices:
        return {"error": f"invalid product/rider {product!r}/{rider!r}"}
    if not 1 <= int(quantity) <= 10:
        return {"error": "quantity must be 1-10"}
    start = _day(valid_from) if valid_from else _TR_NOW.date()
    if start < _TR_NOW.date():
        return {"error": "valid_from is in the past"}
    ids = [_ref("TK-", product, rider, start, n, digits=6) for n in range(int(quantity))]
    total = round(prices[rider] * int(quantity), 2)
    out = {"tickets": ids, "product": str(product).upper(), "rider": rider, "quantity": int(quantity),
           "valid_from": start.isoformat(), "unit_price": prices[rider], "total": total, "currency": "EUR",
           "charged_to": "Visa ending 7781", "status": "issued to the app wallet"}
    if str(product).upper() == "WEEK_PASS":
        out["valid_until"] = (start + _dt.timedelta(days=6)).isoformat()
    return out


def tr_list_my_tickets(active_only: bool = True) -> Any:
    rows = [t for t in _TR_TICKETS.values() if not active_only or t["status"] == "unused"]
    return {"tickets": rows}


def tr_refund_ticket(ticket_id: str) -> Any:
    ticket = _TR_TICKETS.get(str(ticket_id).strip().upper())
    if ticket is None:
        return {"error": f"Ticket {ticket_id} not found"}
    if ticket["status"] != "unused":
        return {"error": f"Ticket {ticket['ticket_id']} has been used and cannot be refunded"}
    return {"refund_id": "RFD-1187", "ticket_id": ticket["ticket_id"], "amount": ticket["price"], "currency": "EUR",
            "to": "Visa ending 7781", "expected_in": "3-5 business days"}


TRANSIT = Domain(
    name="transit",
    instructions=(
        "You are the journey assistant in the Rivermouth Transit app (metro lines M1 and M2, tram T3, buses). "
        "Fares are in EUR. It's Friday 4 December 2026, 08:40 local time."
    ),
    tools=[
        ToolDef(
            name="plan_journey",
            description="Plan a trip between two stops. Give depart_at or arrive_by (local time); default is now.",
            parameters={
                "type": "object",
                "properties": {
                    "origin": {"type": "string", "description": "Stop name"},
                    "destination": {"type": "string", "description": "Stop name"},
                    "depart_at": {"type": ["string", "null"], "format": "date-time"},
                    "arrive_by": {"type": ["string", "null"], "format": "date-time"},
                    "modes": {"type": "array", "items": {"type": "string", "enum": ["metro", "tram", "bus", "ferry"]}},
                    "step_free": {"type": "boolean", "default": False},
                },
                "required": ["origin", "destination"],
            },
            fn=tr_plan_journey,
        ),
        ToolDef(
            name="liveDepartures",
            description="Real-time next departures from a stop, optionally for one line.",
            parameters={
                "type": "object",
                "properties": {
                    "stop": {"type": "string"},
                    "line": {"type": ["string", "null"], "description": "e.g. M1, T3, 42"},
                    "limit": {"type": "integer", "minimum": 1, "maximum": 20, "default": 6},
                },
                "required": ["stop"],
            },
            fn=tr_live_departures,
        ),
        ToolDef(
            name="get_disruptions",
            description="Current and planned service disruptions.",
            parameters={
                "type": "object",
                "properties": {"line": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Line code; null = all lines"}},
                "required": ["line"],
                "additionalProperties": False,
            },
            fn=tr_get_disruptions,
            strict=True,
        ),
        ToolDef(
            name="get_fares",
            description="Fare table for all products and rider types.",
            parameters={"type": "object", "properties": {}},
            fn=tr_get_fares,
        ),
        ToolDef(
            name="buy_ticket",
            description="Buy tickets or passes with the saved payment card; they are added to the app wallet.",
            parameters={
                "type": "object",
                "$defs": {
                    "Product": {"type": "string", "enum": ["SINGLE", "RETURN", "DAY_PASS", "WEEK_PASS", "AIRPORT"]},
                    "Rider": {"type": "string", "enum": ["adult", "student", "senior", "child"]},
                },
                "properties": {
                    "product": {"$ref": "#/$defs/Product"},
                    "rider": {"$ref": "#/$defs/Rider"},
                    "quantity": {"type": "integer", "minimum": 1, "maximum": 10},
                    "valid_from": {"type": ["string", "null"], "format": "date", "description": "First day of validity; null = today"},
                },
                "required": ["product", "rider", "quantity", "valid_from"],
                "additionalProperties": False,
            },
            fn=tr_buy_ticket,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="list_my_tickets",
            description="Tickets and passes in the app wallet.",
            parameters={"type": "object", "properties": {"active_only": {"type": "boolean", "default": True}}},
            fn=tr_list_my_tickets,
        ),
        ToolDef(
            name="refund_ticket",
            description="Refund an unused ticket or pass to the card it was bought with.",
            parameters={"type": "object", "properties": {"ticket_id": {"type": "string"}}, "required": ["ticket_id"]},
            fn=tr_refund_ticket,
            act=True,
        ),
    ],
)

_TR_ACT = _act_names(TRANSIT)

TRANSIT_CASES = [
    Case(
        id="tr_direct_next_m1",
        domain="transit",
        category="direct",
        turns=[Turn(
            user="next M1 trains from Central Station",
            calls=[ExpectCall("liveDepartures", {"stop": contains("central")})],
            forbid=_TR_ACT,
            answer_has=[time_of_day("08:42")],
        )],
    ),
    Case(
        id="tr_polite_two_singles",
        domain="transit",
        category="polite",
        features=("strict", "ref", "number_words", "enum_upper", "money"),
        turns=[Turn(
            user="Could you please buy two adult single tickets for me? Thank you!",
            calls=[ExpectCall("buy_ticket", {"product": "SINGLE", "rider": "adult", "quantity": 2})],
            allow=["get_fares"],
            forbid=["refund_ticket"],
            answer_has=[said_number(4.8)],
        )],
    ),
    Case(
        id="tr_indirect_airport_by_ten",
        domain="transit",
        category="indirect",
        features=("date_time", "arrive_by"),
        turns=[Turn(
            user="my flight's at noon and I need to be at the airport by 10. coming from the university",
            calls=[ExpectCall("plan_journey", {"origin": contains("univers"), "destination": contains("airport"),
                                               "arrive_by": at("2026-12-04", "10:00")})],
            allow=["get_disruptions", "liveDepartures"],
            forbid=_TR_ACT,
            answer_has=[time_of_day("09:22")],
        )],
    ),
    Case(
        id="tr_multi_m2_and_route",
        domain="transit",
        category="multi_intent",
        features=("strict", "nullable_anyof"),
        turns=[Turn(
            user="any problems on M2 today? and how do i get from harbour gate to old town",
            calls=[ExpectCall("get_disruptions"),
                   ExpectCall("plan_journey", {"origin": contains("harbour"), "destination": contains("old town")})],
            allow=["liveDepartures"],
            forbid=_TR_ACT,
            answer_has=[said("signal")],
        )],
    ),
    Case(
        id="tr_no_tool_tap_out",
        domain="transit",
        category="no_tool",
        features=("conceptual",),
        turns=[Turn(
            user="random q: why do some cities make you tap out when you leave the metro and others don't bother?",
            forbid=_TR_ACT,
        )],
    ),
    Case(
        id="tr_underspec_buy_ticket",
        domain="transit",
        category="underspecified",
        features=("strict",),
        turns=[Turn(
            user="buy me a ticket",
            clarify=True,
            forbid=_TR_ACT,
            allow=["get_fares", "list_my_tickets"],
        )],
    ),
    Case(
        id="tr_chained_refund_day_pass",
        domain="transit",
        category="chained",
        features=("lookup_id", "money"),
        turns=[Turn(
            user="I won't need tomorrow's day pass after all, can you refund it?",
            calls=[ExpectCall("list_my_tickets"), ExpectCall("refund_ticket", {"ticket_id": "TK-550127"})],
            forbid=["buy_ticket"],
            answer_has=[said_number(7.5)],
        )],
    ),
    Case(
        id="tr_multi_turn_riverside_tomorrow",
        domain="transit",
        category="multi_turn",
        features=("date_time", "time_words", "follow_up"),
        turns=[
            Turn(
                user="how do I get from Central Station to Riverside Park leaving at quarter past 6 this evening?",
                calls=[ExpectCall("plan_journey", {"origin": contains("central"), "destination": contains("riverside"),
                                                   "depart_at": at("2026-12-04", "18:15")})],
                allow=["get_disruptions"],
                forbid=_TR_ACT,
            ),
            Turn(
                user="and tomorrow same time?",
                calls=[ExpectCall("plan_journey", {"origin": contains("central"), "destination": contains("riverside"),
                                                   "depart_at": at("2026-12-05", "18:15")})],
                allow=["get_disruptions"],
                forbid=_TR_ACT,
                answer_has=[said("replacement", "bus")],
            ),
        ],
    ),
    Case(
        id="tr_multi_turn_student_week_pass",
        domain="transit",
        category="multi_turn",
        features=("empty_params", "strict", "weekday", "money"),
        turns=[
            Turn(
                user="how much is a week pass for a student?",
                calls=[ExpectCall("get_fares")],
                forbid=_TR_ACT,
                answer_has=[said_number(16)],
            ),
            Turn(
                user="ok get me one starting monday",
                calls=[ExpectCall("buy_ticket", {"product": "WEEK_PASS", "rider": "student", "quantity": 1,
                                                 "valid_from": date("2026-12-07")})],
                forbid=["refund_ticket"],
            ),
        ],
    ),
]


# =============================================================================================
# 8. Coworking space
# =============================================================================================

_CW_TODAY = _dt.date(2026, 12, 9)  # Wednesday
_CW_LOCATIONS = ["Amsterdam Centraal", "Berlin Mitte", "Lisbon Cais do Sodré"]

_CW_SPACES = [
    {"space_id": "AMS-MR-DAM", "name": "Dam", "location": "Amsterdam Centraal", "type": "meeting_room", "capacity": 4,
     "amenities": ["whiteboard", "monitor"], "price_per_hour": 28.0},
    {"space_id": "AMS-MR-TULIP", "name": "Tulip", "location": "Amsterdam Centraal", "type": "meeting_room", "capacity": 6,
     "amenities": ["whiteboard", "video_conf", "monitor"], "price_per_hour": 35.0},
    {"space_id": "AMS-MR-CANAL", "name": "Canal", "location": "Amsterdam Centraal", "type": "meeting_room", "capacity": 12,
     "amenities": ["projector", "whiteboard", "video_conf"], "price_per_hour": 60.0},
    {"space_id": "AMS-PB-01", "name": "Phone Booth 1", "location": "Amsterdam Centraal", "type": "phone_booth",
     "capacity": 1, "amenities": [], "price_per_hour": 0.0},
    {"space_id": "AMS-HD", "name": "Hot desk (open floor)", "location": "Amsterdam Centraal", "type": "hot_desk",
     "capacity": 1, "amenities": ["monitor", "standing_desk"], "price_per_day": 25.0},
    {"space_id": "BER-MR-SPREE", "name": "Spree", "location": "Berlin Mitte", "type": "meeting_room", "capacity": 8,
     "amenities": ["projector", "video_conf"], "price_per_hour": 40.0},
    {"space_id": "BER-PB-01", "name": "Phone Booth 1", "location": "Berlin Mitte", "type": "phone_booth", "capacity": 1,
     "amenities": [], "price_per_hour": 0.0},
    {"space_id": "BER-PB-02", "name": "Phone Booth 2", "location": "Berlin Mitte", "type": "phone_booth", "capacity": 1,
     "amenities": ["video_conf"], "price_per_hour": 0.0},
    {"space_id": "BER-HD", "name": "Hot desk (open floor)", "location": "Berlin Mitte", "type": "hot_desk", "capacity": 1,
     "amenities": ["monitor"], "price_per_day": 22.0},
    {"space_id": "LIS-MR-TEJO", "name": "Tejo", "location": "Lisbon Cais do Sodré", "type": "meeting_room", "capacity": 4,
     "amenities": ["whiteboard"], "price_per_hour": 22.0},
    {"space_id": "LIS-MR-ALFAMA", "name": "Alfama", "location": "Lisbon Cais do Sodré", "type": "meeting_room",
     "capacity": 10, "amenities": ["projector", "video_conf", "whiteboard"], "price_per_hour": 45.0},
    {"space_id": "LIS-HD", "name": "Hot desk (open floor)", "location": "Lisbon Cais do Sodré", "type": "hot_desk",
     "capacity": 1, "amenities": ["monitor"], "price_per_day": 18.0},
]
_CW_BY_ID = {s["space_id"]: s for s in _CW_SPACES}
_CW_BUSY = {  # (space, date) -> busy (start, end)
    ("BER-PB-01", "2026-12-10"): [("14:30", "16:00")],
    ("AMS-MR-CANAL", "2026-12-11"): [("10:00", "12:00")],
    ("AMS-MR-DAM", "2026-12-10"): [("09:00", "10:30")],
    ("LIS-MR-ALFAMA", "2026-12-14"): [("09:00", "11:00")],
}
_CW_BOOKINGS = {
    "BK-88120": {"booking_id": "BK-88120", "space_id": "AMS-MR-CANAL", "space": "Canal", "date": "2026-12-11",
                 "start_time": "10:00", "end_time": "12:00", "title": "Client workshop"},
    "BK-88347": {"booking_id": "BK-88347", "space_id": "AMS-HD", "space": "Hot desk", "date": "2026-12-15",
                 "start_time": "09:00", "end_time": "18:00", "title": None},
}
_CW_INVOICES = [
    {"invoice_id": "INV-2026-1104", "month": "November 2026", "amount": 412.50, "currency": "EUR", "status": "Open",
     "due": "2026-12-15"},
    {"invoice_id": "INV-2026-1003", "month": "October 2026", "amount": 389.00, "currency": "EUR", "status": "Paid",
     "due": "2026-11-15"},
    {"invoice_id": "INV-2026-0902", "month": "September 2026", "amount": 402.75, "currency": "EUR", "status": "Paid",
     "due": "2026-10-15"},
    {"invoice_id": "INV-2025-1201", "month": "December 2025", "amount": 355.00, "currency": "EUR", "status": "Paid",
     "due": "2026-01-15"},
]
_CW_TIME = {"type": "string", "pattern": "^([01]\\d|2[0-3]):[0-5]\\d$", "description": "HH:MM, 24h"}


def _cw_location(name: Any) -> str | None:
    low = str(name or "").lower()
    return next((loc for loc in _CW_LOCATIONS if loc.lower().split()[0] in low or low in loc.lower()), None)


def _cw_free(space_id: str, day: str, start: str | None, end: str | None) -> bool:
    if not start or not end:
        return True
    s, e = _minutes(start), _minutes(end)
    return all(e <= _minutes(b0) or s >= _minutes(b1) for b0, b1 in _CW_BUSY.get((space_id, day), []))


def _cw_booking_id(space_id: str, day: str, start: str) -> str:
    return _ref("BK-9", space_id, day, start, digits=4)


def cw_search_spaces(location: str, space_type: str, date: str, start_time: str | None = None, end_time: str | None = None,
                     min_capacity: int = 1, amenities: list[str] | None = None) -> Any:
    loc = _cw_location(location)
    if loc is None:
        return {"error": f"Unknown location {location!r}"}
    day = _day(date)
    if day < _CW_TODAY:
        return {"error": "date is in the past"}
    if day.weekday() == 6:
        return {"location": loc, "date": day.isoformat(), "results": [], "note": "Closed on Sundays"}
    start, end = (_hhmm(start_time) if start_time else None), (_hhmm(end_time) if end_time else None)
    hours = (_minutes(end) - _minutes(start)) / 60 if start and end else None
    rows = []
    for s in _CW_SPACES:
        if s["location"] != loc or s["type"] != space_type or s["capacity"] < int(min_capacity or 1):
            continue
        if any(a not in s["amenities"] for a in (amenities or [])):
            continue
        if not _cw_free(s["space_id"], day.isoformat(), start, end):
            continue
        row = dict(s)
        if hours and "price_per_hour" in s:
            row["estimated_total"] = round(s["price_per_hour"] * hours, 2)
        rows.append(row)
    return {"location": loc, "date": day.isoformat(), "window": f"{start}-{end}" if start and end else "all day",
            "currency": "EUR", "results": rows}


def cw_book_space(space_id: str, date: str, start_time: str, end_time: str, attendees: int | None, title: str | None) -> Any:
    space = _CW_BY_ID.get(str(space_id).strip().upper())
    if space is None:
        return {"error": f"Unknown space {space_id}"}
    day = _day(date)
    start, end = _hhmm(start_time), _hhmm(end_time)
    if day < _CW_TODAY or not start or not end or _minutes(end) <= _minutes(start):
        return {"error": "invalid date or time window"}
    if attendees and attendees > space["capacity"]:
        return {"error": f"{space['name']} holds {space['capacity']} people"}
    if not _cw_free(space["space_id"], day.isoformat(), start, end):
        return {"error": f"{space['name']} is already booked in that window"}
    hours = (_minutes(end) - _minutes(start)) / 60
    price = round(space.get("price_per_hour", 0.0) * hours, 2) if "price_per_hour" in space else space["price_per_day"]
    return {"booking_id": _cw_booking_id(space["space_id"], day.isoformat(), start), "space_id": space["space_id"],
            "space": space["name"], "location": space["location"], "date": day.isoformat(), "start_time": start,
            "end_time": end, "price": price, "currency": "EUR", "billing": "added to your monthly invoice",
            "status": "confirmed"}


def cw_cancel_booking(booking_id: str) -> Any:
    bid = str(booking_id).strip().upper()
    if bid in _CW_BOOKINGS:
        b = _CW_BOOKINGS[bid]
        return {"booking_id": bid, "space": b["space"], "date": b["date"], "status": "cancelled", "fee": 0.0}
    if _re.match(r"^BK-9\d{4}$", bid):  # made by book_space in this conversation
        return {"booking_id": bid, "status": "cancelled", "fee": 0.0}
    return {"error": f"Booking {booking_id} not found"}


def cw_list_bookings(upcoming_only: bool = True) -> Any:
    return {"bookings": list(_CW_BOOKINGS.values())}


def cw_register_guest(guest_name: str, guest_email: str, visit_date: str, location: str, arrival_time: str | None = None,
                      notify_host: bool = True) -> Any:
    loc = _cw_location(location)
    if loc is None:
        return {"error": f"Unknown location {location!r}"}
    if not _re.match(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", str(guest_email), _re.I):
        return {"error": f"invalid email {guest_email!r}"}
    day = _day(visit_date)
    if day < _CW_TODAY:
        return {"error": "visit_date is in the past"}
    return {"guest_pass": _ref("GP-", guest_name, day, digits=4), "guest_name": guest_name, "location": loc,
            "visit_date": day.isoformat(), "host": "Sara Lindqvist (M-20417)",
            "message": f"An invitation with a QR code was emailed to {guest_email}. Reception opens at 08:30."}


def cw_list_invoices(year: int, status: str | None = None) -> Any:
    rows = [i for i in _CW_INVOICES if i["invoice_id"].startswith(f"INV-{int(year)}-")
            and (status is None or i["status"].lower() == str(status).lower())]
    return {"year": year, "invoices": rows}


def cw_send_invoice_copy(invoice_id: str, email: str, format: str = "pdf") -> Any:
    inv = next((i for i in _CW_INVOICES if i["invoice_id"] == str(invoice_id).strip().upper()), None)
    if inv is None:
        return {"error": f"Invoice {invoice_id} not found"}
    if not _re.match(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", str(email), _re.I):
        return {"error": f"invalid email {email!r}"}
    return {"invoice_id": inv["invoice_id"], "sent_to": email, "format": format, "status": "sent"}


def cw_get_membership() -> Any:
    return {"member_id": "M-20417", "name": "Sara Lindqvist", "company": "Lindqvist Design AB", "plan": "Flex 10",
            "home_location": "Amsterdam Centraal", "hot_desk_days": {"included_per_month": 10, "used_this_month": 6},
            "meeting_room_credits_hours": {"included_per_month": 8, "remaining": 3.5},
            "monthly_fee": {"amount": 290.0, "currency": "EUR"}, "renews_on": "2027-01-01"}


COWORKING = Domain(
    name="coworking",
    instructions=(
        "You are the concierge assistant for Hive Coworking (Amsterdam Centraal, Berlin Mitte and Lisbon Cais do "
        "Sodré). The member is Sara Lindqvist (M-20417), Lindqvist Design AB. Prices are in EUR. The date today is "
        "the 9th of December 2026 (a Wednesday)."
    ),
    tools=[
        ToolDef(
            name="search_spaces",
            description="Find available desks, meeting rooms or phone booths at a location for a date and time window.",
            parameters={
                "type": "object",
                "properties": {
                    "location": {"type": "string", "enum": _CW_LOCATIONS},
                    "space_type": {"type": "string", "enum": ["hot_desk", "dedicated_desk", "meeting_room", "phone_booth"]},
                    "date": {"type": "string", "format": "date"},
                    "start_time": {"type": "string", "format": "time"},
                    "end_time": {"type": "string", "format": "time"},
                    "min_capacity": {"type": "integer", "minimum": 1, "maximum": 30, "default": 1},
                    "amenities": {"type": "array", "items": {"type": "string",
                                                             "enum": ["projector", "whiteboard", "video_conf", "standing_desk", "monitor"]}},
                },
                "required": ["location", "space_type", "date"],
            },
            fn=cw_search_spaces,
        ),
        ToolDef(
            name="book_space",
            description="Book a space by id for a date and time window. The price is added to the monthly invoice.",
            parameters={
                "type": "object",
                "properties": {
                    "space_id": {"type": "string"},
                    "date": {"type": "string", "format": "date"},
                    "start_time": _CW_TIME,
                    "end_time": _CW_TIME,
                    "attendees": {"type": ["integer", "null"]},
                    "title": {"type": ["string", "null"]},
                },
                "required": ["space_id", "date", "start_time", "end_time", "attendees", "title"],
                "additionalProperties": False,
            },
            fn=cw_book_space,
            act=True,
            strict=True,
        ),
        ToolDef(
            name="cancel_booking",
            description="Cancel a booking (free until 2 hours before the start).",
            parameters={"type": "object", "properties": {"booking_id": {"type": "string"}}, "required": ["booking_id"]},
            fn=cw_cancel_booking,
            act=True,
        ),
        ToolDef(
            name="list_bookings",
            description="The member's bookings.",
            parameters={"type": "object", "properties": {"upcoming_only": {"type": "boolean", "default": True}}},
            fn=cw_list_bookings,
        ),
        ToolDef(
            name="registerGuest",
            description="Register a visitor so reception can let them in; the guest gets an emailed QR pass.",
            parameters={
                "type": "object",
                "properties": {
                    "guest_name": {"type": "string"},
                    "guest_email": {"type": "string", "format": "email"},
                    "visit_date": {"type": "string", "format": "date"},
                    "location": {"type": "string", "enum": _CW_LOCATIONS},
                    "arrival_time": {"type": ["string", "null"], "format": "time"},
                    "notify_host": {"type": "boolean", "default": True},
                },
                "required": ["guest_name", "guest_email", "visit_date", "location"],
            },
            fn=cw_register_guest,
            act=True,
        ),
        ToolDef(
            name="list_invoices",
            description="Invoices for a year, optionally filtered by status.",
            parameters={
                "type": "object",
                "properties": {
                    "year": {"type": "integer", "minimum": 2020, "maximum": 2030},
                    "status": {"type": ["string", "null"], "enum": ["Paid", "Open", "Overdue", None]},
                },
                "required": ["year"],
            },
            fn=cw_list_invoices,
        ),
        ToolDef(
            name="send_invoice_copy",
            description="Email a copy of an invoice.",
            parameters={
                "type": "object",
                "properties": {
                    "invoice_id": {"type": "string"},
                    "email": {"type": "string", "format": "email"},
                    "format": {"type": "string", "enum": ["pdf", "ubl-xml"], "default": "pdf"},
                },
                "required": ["invoice_id", "email"],
            },
            fn=cw_send_invoice_copy,
            act=True,
        ),
        ToolDef(
            name="get_membership",
            description="The member's plan, included hot-desk days and remaining meeting-room credits.",
            parameters={"type": "object", "properties": {}},
            fn=cw_get_membership,
        ),
    ],
)

_CW_ACT = _act_names(COWORKING)

COWORKING_CASES = [
    Case(
        id="cw_direct_book_tulip",
        domain="coworking",
        category="direct",
        features=("strict", "pattern", "time_range", "date"),
        turns=[Turn(
            user="book the Tulip room in Amsterdam tomorrow 2-4pm",
            calls=[ExpectCall("book_space", {"space_id": "AMS-MR-TULIP", "date": date("2026-12-10"),
                                             "start_time": time_of_day("14:00"), "end_time": time_of_day("16:00")})],
            allow=["search_spaces"],
            forbid=["cancel_booking", "registerGuest", "send_invoice_copy"],
            answer_has=[said(_cw_booking_id("AMS-MR-TULIP", "2026-12-10", "14:00"))],
        )],
    ),
    Case(
        id="cw_polite_register_guest",
        domain="coworking",
        category="polite",
        features=("email", "person", "weekday", "enum"),
        turns=[Turn(
            user="Could you please register my guest Tomás Ferreira (tomas.ferreira@lumen.pt) for a visit to our Lisbon "
                 "space this Friday? Thank you!",
            calls=[ExpectCall("registerGuest", {"guest_name": contains("Ferreira"), "guest_email": "tomas.ferreira@lumen.pt",
                                                "visit_date": date("2026-12-11"), "location": "Lisbon Cais do Sodré"})],
            forbid=["book_space", "cancel_booking", "send_invoice_copy"],
        )],
    ),
    Case(
        id="cw_indirect_loud_call",
        domain="coworking",
        category="indirect",
        features=("enum", "date"),
        turns=[Turn(
            user="got a client call at 3 tomorrow in Berlin and the open area is sooo loud",
            calls=[ExpectCall("search_spaces", {"location": "Berlin Mitte", "space_type": one_of("phone_booth", "meeting_room"),
                                                "date": date("2026-12-10")})],
            forbid=_CW_ACT,
        )],
    ),
    Case(
        id="cw_multi_cancel_and_invoice",
        domain="coworking",
        category="multi_intent",
        features=("email", "id"),
        turns=[Turn(
            user="cancel BK-88120 and email the november invoice to finance@lindqvist-design.se",
            calls=[ExpectCall("cancel_booking", {"booking_id": "BK-88120"}),
                   ExpectCall("send_invoice_copy", {"invoice_id": "INV-2026-1104", "email": "finance@lindqvist-design.se"})],
            allow=["list_invoices", "list_bookings"],
            forbid=["book_space", "registerGuest"],
        )],
    ),
    Case(
        id="cw_no_tool_dedicated_desk",
        domain="coworking",
        category="no_tool",
        features=("hypothetical",),
        turns=[Turn(
            user="hypothetically, if I switched from hot desking to a dedicated desk what would I actually gain? "
                 "just thinking out loud, don't change anything",
            allow=["get_membership"],
            forbid=_CW_ACT,
        )],
    ),
    Case(
        id="cw_underspec_room_next_week",
        domain="coworking",
        category="underspecified",
        features=("strict",),
        turns=[Turn(
            user="book me a meeting room next week",
            clarify=True,
            forbid=_CW_ACT,
            allow=["search_spaces", "get_membership", "list_bookings"],
        )],
    ),
    Case(
        id="cw_chained_cheapest_for_five",
        domain="coworking",
        category="chained",
        features=("superlative", "integer", "strict", "number_words"),
        turns=[Turn(
            user="find the cheapest meeting room in Amsterdam for five people tomorrow from 10 to 11:30 and book it",
            calls=[ExpectCall("search_spaces", {"location": "Amsterdam Centraal", "space_type": "meeting_room",
                                                "date": date("2026-12-10")}),
                   ExpectCall("book_space", {"space_id": "AMS-MR-TULIP", "date": date("2026-12-10"),
                                             "start_time": time_of_day("10:00"), "end_time": time_of_day("11:30")})],
            allow=["get_membership"],
            forbid=["cancel_booking", "registerGuest", "send_invoice_copy"],
            answer_has=["Tulip"],
        )],
    ),
    Case(
        id="cw_multi_turn_lisbon_book_cancel",
        domain="coworking",
        category="multi_turn",
        features=("comparative", "reference", "cancel_that", "weekday"),
        turns=[
            Turn(
                user="what meeting rooms are free in Lisbon on Monday from 2 to 5pm? we're 4",
                calls=[ExpectCall("search_spaces", {"location": "Lisbon Cais do Sodré", "space_type": "meeting_room",
                                                    "date": date("2026-12-14")})],
                forbid=_CW_ACT,
                answer_has=["Tejo", "Alfama"],
            ),
            Turn(
                user="take the bigger one",
                calls=[ExpectCall("book_space", {"space_id": "LIS-MR-ALFAMA", "date": date("2026-12-14"),
                                                 "start_time": time_of_day("14:00"), "end_time": time_of_day("17:00")})],
                allow=["search_spaces"],
                forbid=["cancel_booking", "registerGuest", "send_invoice_copy"],
            ),
            Turn(
                user="actually cancel that, sorry",
                calls=[ExpectCall("cancel_booking", {"booking_id": _cw_booking_id("LIS-MR-ALFAMA", "2026-12-14", "14:00")})],
                allow=["list_bookings"],
                forbid=["book_space", "registerGuest", "send_invoice_copy"],
            ),
        ],
    ),
    Case(
        id="cw_multi_turn_credits_then_invoices",
        domain="coworking",
        category="multi_turn",
        features=("empty_params", "enum_title_case", "nullable_type_list"),
        turns=[
            Turn(
                user="how many meeting room credits have i got left",
                calls=[ExpectCall("get_membership")],
                forbid=_CW_ACT,
                answer_has=[said_number(3.5)],
            ),
            Turn(
                user="ok and show me this year's invoices that are still open",
                calls=[ExpectCall("list_invoices", {"year": 2026, "status": "Open"})],
                forbid=_CW_ACT,
                answer_has=["INV-2026-1104"],
            ),
        ],
    ),
]


# =============================================================================================

DOMAINS: list[Domain] = [PHARMACY, HOME_INSURANCE, AUDIO, PLANTS, UTILITY, IT_HELPDESK, TRANSIT, COWORKING]

CASES: list[Case] = [
    *PHARMACY_CASES,
    *HOME_INSURANCE_CASES,
    *AUDIO_CASES,
    *PLANTS_CASES,
    *UTILITY_CASES,
    *IT_HELPDESK_CASES,
    *TRANSIT_CASES,
    *COWORKING_CASES,
]
