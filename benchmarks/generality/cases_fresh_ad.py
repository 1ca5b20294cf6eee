"""Fresh generality part AD: five domains, 45 cases.

written independently on 2026-12-06 by a helper that saw only spec.py, validate.py, runner.py's loader and cases_fresh_u.py's shape

Domains (tool count, naming style, the "today" of each system prompt):
- crm_sales         10 tools, snake_case   Tuesday 12 January 2027, 09:15, Utrecht (Brightwell CRM of an office furniture dealer)
- kennel_boarding    6 tools, camelCase    Saturday 19 December 2026, 10:05, Naas, Co. Kildare (Paws Inn kennels & cattery)
- bowling_alley      4 tools, kebab-case   Thursday 21 January 2027, 11:00 AM, San Diego (Bayview Lanes)
- appliance_repair   3 tools, PascalCase   Monday 4 January 2027, 8:40 AM, Toronto (FixRight appliance repair)
- birding_log        1 tool,  namespaced verb-first (fieldnotes__record_sighting; dots are not allowed in API function
                     names)                Sunday 31 January 2027, 11:10, RSPB Minsmere, Suffolk (Fieldnotes journal)

Categories: direct 6, polite 5, indirect 6, multi_intent 5, no_tool 6, underspecified 5, chained 6,
multi_turn 6.

Schema coverage: string, integer (valid_days, party_size, count), number (value_eur, discount_percent,
shoe_size), boolean (include_vat, bumpers), string enums (deal stage, activity kind, species, appliance
type, confidence), integer enums (task priority 1-3, games 1-3), arrays of strings (email recipients, pet
ids, fault symptoms), arrays of enums (list_deals stages, boarding extras, bird behaviours), arrays of objects
(deal products, bowlers), nested objects (update_deal changes, emergency contact, sighting location, repair
fault), nullable via type lists (related_deal_id, closing_before, shoe_size, newCheckOut, ToDate, grid_ref,
ErrorCode) and via anyOf (follow_up, feedingNotes, emergencyContact, AccessNotes, notes), $ref/$defs (strict
log_activity follow_up inside anyOf, strict BookRepairVisit Fault), format date/email and a pattern on
non-strict tools, strict tools (log_activity, create_task, createBooking, BookRepairVisit,
fieldnotes__record_sighting) and non-strict ones, read tools and act tools (create, update, log, send, quote,
book, modify, cancel, record).
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
    has_items,
    items,
    matches,
    number,
    one_of,
    said,
    said_number,
)


def _day(text: Any) -> _dt.date | None:
    """An ISO date from '2027-01-15', '2027-01-15T09:00' ...; None when unreadable."""
    try:
        return _dt.date.fromisoformat(str(text).strip()[:10])
    except ValueError:
        return None


def _stamp(text: Any) -> _dt.datetime | None:
    """A local date-time from '2027-01-12T08:30', '2027-01-12 08:30:00', '2027-01-12T08:30:00+01:00' ..."""
    found = re.search(r"(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})", str(text))
    if not found:
        return None
    try:
        day = _dt.date.fromisoformat(found.group(1))
        return _dt.datetime(day.year, day.month, day.day, int(found.group(2)), int(found.group(3)))
    except ValueError:
        return None


def _clock(text: Any) -> tuple[int, int] | None:
    """(hour, minute) from '19:00', '7pm', '7:30 PM', '2027-01-22T19:00'; None when unreadable."""
    found = re.search(r"(\d{1,2})(?::(\d{2}))?(?::\d{2})?\s*([ap]\.?m\.?)?", str(text).split("T")[-1], re.I)
    if not found:
        return None
    hour, minute = int(found.group(1)), int(found.group(2) or 0)
    ampm = (found.group(3) or "").lower().replace(".", "")
    if ampm == "pm" and hour < 12:
        hour += 12
    if ampm == "am" and hour == 12:
        hour = 0
    if not (0 <= hour < 24 and 0 <= minute < 60):
        return None
    return hour, minute


def _fold(text: Any) -> str:
    """Lower case without accents ("Café" -> "cafe")."""
    plain = unicodedata.normalize("NFKD", str(text))
    return "".join(c for c in plain if not unicodedata.combining(c)).casefold()


def date_in(*isos: str) -> Pred:
    """A date (or date-time) string on one of these ISO dates (where two readings are fair)."""
    wanted = {_dt.date.fromisoformat(i) for i in isos}
    return Pred(f"date in {isos!r}", lambda v: isinstance(v, str) and _day(v) in wanted)


def date_between(low: str, high: str) -> Pred:
    """A date (or date-time) string between two ISO dates, inclusive."""
    lo, hi = _dt.date.fromisoformat(low), _dt.date.fromisoformat(high)
    return Pred(f"date in [{low}, {high}]", lambda v: isinstance(v, str) and _day(v) is not None and lo <= _day(v) <= hi)


def at_between(iso: str, low: str, high: str) -> Pred:
    """A date-time on the ISO date `iso` with a clock time between `low` and `high` (HH:MM, inclusive)."""
    day = _dt.date.fromisoformat(iso)
    lo, hi = (tuple(int(x) for x in t.split(":")) for t in (low, high))

    def test(v: Any) -> bool:
        stamp = _stamp(v)
        return stamp is not None and stamp.date() == day and lo <= (stamp.hour, stamp.minute) <= hi

    return Pred(f"{iso} between {low} and {high}", test)


def mentions(*parts: str) -> Pred:
    """A JSON value (string, array or object) whose text mentions every part, wherever the model put it."""
    return Pred(
        f"mentions {parts!r}",
        lambda v: v is not None and all(_fold(p) in _fold(json.dumps(v, ensure_ascii=False)) for p in parts),
    )


def said_any_number(*values: float) -> Pred:
    """The answer states at least one of these numbers."""
    preds = [said_number(v) for v in values]
    return Pred(f"states one of {values!r}", lambda text: any(p.ok(text) for p in preds))


def length(n: int) -> Pred:
    """A JSON array of exactly n elements."""
    return Pred(f"array of {n}", lambda v: isinstance(v, list) and len(v) == n)


# =============================================================================================
# 1. crm_sales: Brightwell CRM at Kantoor & Co (10 tools, snake_case)
# =============================================================================================

CRM_NOW = _dt.datetime(2027, 1, 12, 9, 15)
CRM_VAT = 0.21
CRM_USERS = {"u-sanne": "Sanne de Vries", "u-joris": "Joris Bakker", "u-amira": "Amira El Idrissi"}
CRM_STAGES = ["lead", "qualified", "proposal", "negotiation", "won", "lost"]

CRM_ACCOUNTS: dict[str, dict[str, Any]] = {
    "acc-1042": {"name": "Vandermolen Logistics", "city": "Rotterdam", "industry": "Logistics", "customer_since": "2021-05-03"},
    "acc-1077": {"name": "Café Noord", "city": "Utrecht", "industry": "Hospitality", "customer_since": "2024-09-16"},
    "acc-1103": {"name": "Kessler Dental Group", "city": "Amersfoort", "industry": "Healthcare", "customer_since": "2023-02-27"},
    "acc-1150": {"name": "Greenline Architects", "city": "Amsterdam", "industry": "Architecture", "customer_since": "2026-10-05"},
}

CRM_CONTACTS: dict[str, dict[str, Any]] = {
    "ct-2201": {
        "name": "Pieter Vandermolen",
        "title": "Operations Director",
        "email": "pieter@vandermolen-logistics.nl",
        "phone": "+31 10 442 1870",
        "account_id": "acc-1042",
    },
    "ct-2202": {
        "name": "Lotte Jansen",
        "title": "Procurement Lead",
        "email": "lotte.jansen@vandermolen-logistics.nl",
        "phone": "+31 10 442 1873",
        "account_id": "acc-1042",
    },
    "ct-2250": {
        "name": "Bram Hoekstra",
        "title": "Owner",
        "email": "bram@cafenoord.nl",
        "phone": "+31 6 2817 4409",
        "account_id": "acc-1077",
    },
    "ct-2311": {
        "name": "Dr. Eva Kessler",
        "title": "Managing Dentist",
        "email": "eva.kessler@kesslerdental.nl",
        "phone": "+31 33 461 2290",
        "account_id": "acc-1103",
    },
    "ct-2312": {
        "name": "Mark Visser",
        "title": "Practice Manager",
        "email": "m.visser@kesslerdental.nl",
        "phone": "+31 33 461 2295",
        "account_id": "acc-1103",
    },
    "ct-2380": {
        "name": "Noor Haddad",
        "title": "Studio Manager",
        "email": "noor@greenline-arch.nl",
        "phone": "+31 20 778 3106",
        "account_id": "acc-1150",
    },
}

CRM_DEALS: dict[str, dict[str, Any]] = {
    "dl-5501": {
        "title": "Vandermolen – warehouse office refit",
        "account_id": "acc-1042",
        "stage": "proposal",
        "value_eur": 48500.0,
        "expected_close": "2027-02-15",
        "primary_contact": "ct-2201",
        "products": [
            {"sku": "DESK-HA160", "quantity": 24},
            {"sku": "CHAIR-ERG2", "quantity": 24},
            {"sku": "LOCKER-6", "quantity": 4},
        ],
        "activities": [
            {
                "date": "2027-01-05",
                "kind": "email",
                "with": "Pieter Vandermolen",
                "summary": "Sent revised proposal v2 (layout B).",
            }
        ],
    },
    "dl-5502": {
        "title": "Vandermolen – paper & toner contract 2027",
        "account_id": "acc-1042",
        "stage": "negotiation",
        "value_eur": 12800.0,
        "expected_close": "2027-01-29",
        "primary_contact": "ct-2202",
        "products": [{"sku": "PAPER-A4-80", "quantity": 1200}, {"sku": "TONER-HP59X", "quantity": 60}],
        "activities": [
            {
                "date": "2027-01-08",
                "kind": "call",
                "with": "Lotte Jansen",
                "summary": "Lotte asked for 5% off if they sign a 24-month term.",
            }
        ],
    },
    "dl-5520": {
        "title": "Café Noord – coffee machine lease",
        "account_id": "acc-1077",
        "stage": "qualified",
        "value_eur": 3600.0,
        "expected_close": "2027-03-01",
        "primary_contact": "ct-2250",
        "products": [{"sku": "LEASE-BTC-S", "quantity": 1}],
        "activities": [
            {"date": "2026-12-17", "kind": "meeting", "with": "Bram Hoekstra", "summary": "Demo of the compact bean-to-cup."}
        ],
    },
    "dl-5534": {
        "title": "Kessler Dental – reception furniture",
        "account_id": "acc-1103",
        "stage": "negotiation",
        "value_eur": 21250.0,
        "expected_close": "2027-01-20",
        "primary_contact": "ct-2312",
        "products": [{"sku": "RECEP-CURVE-W", "quantity": 1}, {"sku": "SOFA-3-WOOL", "quantity": 3}],
        "activities": [
            {"date": "2027-01-07", "kind": "meeting", "with": "Mark Visser", "summary": "Showroom visit; prefers walnut finish."}
        ],
    },
    "dl-5540": {
        "title": "Greenline – ergonomic chairs (40)",
        "account_id": "acc-1150",
        "stage": "proposal",
        "value_eur": 18000.0,
        "expected_close": "2027-02-05",
        "primary_contact": "ct-2380",
        "products": [{"sku": "CHAIR-ERG2", "quantity": 40}],
        "activities": [
            {
                "date": "2026-12-21",
                "kind": "call",
                "with": "Noor Haddad",
                "summary": "Wants 40 chairs delivered before the March move.",
            }
        ],
    },
    "dl-5466": {
        "title": "Kessler Dental – waiting room chairs",
        "account_id": "acc-1103",
        "stage": "won",
        "value_eur": 6400.0,
        "expected_close": "2026-11-18",
        "primary_contact": "ct-2311",
        "products": [{"sku": "CHAIR-WAIT-4", "quantity": 16}],
        "activities": [],
    },
}

CRM_ACTS = ["create_deal", "update_deal", "log_activity", "create_task", "send_email", "generate_quote"]
CRM_READS = ["search_contacts", "get_account", "list_deals", "get_deal"]


def _deal_row(deal_id: str) -> dict[str, Any]:
    deal = CRM_DEALS[deal_id]
    return {
        "deal_id": deal_id,
        "title": deal["title"],
        "account": CRM_ACCOUNTS[deal["account_id"]]["name"],
        "stage": deal["stage"],
        "value_eur": deal["value_eur"],
        "expected_close": deal["expected_close"],
    }


def _no_deal(deal_id: Any) -> dict[str, Any]:
    return {"error": f"No deal with id {deal_id!r}. Deal ids look like dl-5501; use list_deals or get_account to find one."}


def search_contacts(query: str, account_id: str | None = None) -> dict[str, Any]:
    words = [w for w in re.findall(r"[\w@.-]+", _fold(query)) if len(w) >= 3]
    if not words:
        return {"error": "query must contain a name, email or company (3+ characters)"}
    scored = []
    for cid, c in CRM_CONTACTS.items():
        if account_id and c["account_id"] != str(account_id).strip():
            continue
        hay = _fold(" ".join([c["name"], c["email"], c["title"], CRM_ACCOUNTS[c["account_id"]]["name"]]))
        score = sum(1 for w in words if w in hay)
        if score:
            scored.append((-score, cid))
    results = []
    for _, cid in sorted(scored):
        c = CRM_CONTACTS[cid]
        results.append(
            {
                "contact_id": cid,
                "name": c["name"],
                "title": c["title"],
                "email": c["email"],
                "phone": c["phone"],
                "account_id": c["account_id"],
                "account_name": CRM_ACCOUNTS[c["account_id"]]["name"],
            }
        )
    return {"query": query, "count": len(results), "results": results}


def get_account(account_id: str) -> dict[str, Any]:
    key = str(account_id).strip().lower()
    if key not in CRM_ACCOUNTS:
        return {"error": f"No account {account_id!r}. Sanne's accounts: acc-1042, acc-1077, acc-1103, acc-1150."}
    contacts = [
        {"contact_id": cid, "name": c["name"], "title": c["title"], "email": c["email"]}
        for cid, c in CRM_CONTACTS.items()
        if c["account_id"] == key
    ]
    deals = [d for d in CRM_DEALS if CRM_DEALS[d]["account_id"] == key]
    return {
        "account_id": key,
        **CRM_ACCOUNTS[key],
        "owner": "Sanne de Vries",
        "contacts": contacts,
        "open_deals": [_deal_row(d) for d in deals if CRM_DEALS[d]["stage"] not in ("won", "lost")],
        "closed_deals": [_deal_row(d) for d in deals if CRM_DEALS[d]["stage"] in ("won", "lost")],
    }


def list_deals(stages: list[str] | None = None, closing_before: str | None = None, owner: str = "me") -> dict[str, Any]:
    wanted = [str(s).strip().lower() for s in stages or []]
    bad = [s for s in wanted if s not in CRM_STAGES]
    if bad:
        return {"error": f"Unknown stage(s) {bad}; stages are {CRM_STAGES}"}
    limit = None
    if closing_before:
        limit = _day(closing_before)
        if limit is None:
            return {"error": "closing_before must be a date YYYY-MM-DD"}
    rows = []
    for deal_id, deal in CRM_DEALS.items():
        if wanted and deal["stage"] not in wanted:
            continue
        if not wanted and deal["stage"] in ("won", "lost"):
            continue
        if limit and _dt.date.fromisoformat(deal["expected_close"]) > limit:
            continue
        rows.append(_deal_row(deal_id))
    rows.sort(key=lambda r: r["expected_close"])
    return {
        "owner": "Sanne de Vries" if owner == "me" else "whole team",
        "stages": wanted or "all open stages",
        "count": len(rows),
        "total_value_eur": round(sum(r["value_eur"] for r in rows), 2),
        "deals": rows,
    }


def get_deal(deal_id: str) -> dict[str, Any]:
    key = str(deal_id).strip().lower()
    if key not in CRM_DEALS:
        return _no_deal(deal_id)
    deal = CRM_DEALS[key]
    contact = CRM_CONTACTS[deal["primary_contact"]]
    return {
        **_deal_row(key),
        "account_id": deal["account_id"],
        "owner": "Sanne de Vries",
        "primary_contact": {
            "contact_id": deal["primary_contact"],
            "name": contact["name"],
            "title": contact["title"],
            "email": contact["email"],
            "phone": contact["phone"],
        },
        "products": deal["products"],
        "recent_activities": deal["activities"],
    }


def create_deal(
    account_id: str, title: str, value_eur: float, stage: str, expected_close: str, products: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    key = str(account_id).strip().lower()
    if key not in CRM_ACCOUNTS:
        return {"error": f"No account {account_id!r}."}
    if stage not in CRM_STAGES[:4]:
        return {"error": "A new deal's stage must be lead, qualified, proposal or negotiation."}
    close = _day(expected_close)
    if close is None or close < CRM_NOW.date():
        return {"error": "expected_close must be a date (YYYY-MM-DD) from today on"}
    if not isinstance(value_eur, (int, float)) or value_eur <= 0:
        return {"error": "value_eur must be a positive amount"}
    lines = [p for p in products or [] if isinstance(p, dict) and p.get("sku")]
    return {
        "deal_id": "dl-5561",
        "status": "created",
        "title": str(title).strip(),
        "account": CRM_ACCOUNTS[key]["name"],
        "stage": stage,
        "value_eur": float(value_eur),
        "expected_close": str(close),
        "owner": "Sanne de Vries",
        "products": lines,
    }


def update_deal(deal_id: str, changes: dict[str, Any]) -> dict[str, Any]:
    key = str(deal_id).strip().lower()
    if key not in CRM_DEALS:
        return _no_deal(deal_id)
    changes = {k: v for k, v in (changes or {}).items() if v is not None}
    if not changes:
        return {"error": "Nothing to change: give stage, value_eur, expected_close or lost_reason."}
    deal = CRM_DEALS[key]
    if "stage" in changes and changes["stage"] not in CRM_STAGES:
        return {"error": f"stage must be one of {CRM_STAGES}"}
    if changes.get("stage") == "lost" and not changes.get("lost_reason"):
        return {"error": "Marking a deal lost needs a lost_reason."}
    if "expected_close" in changes and _day(changes["expected_close"]) is None:
        return {"error": "expected_close must be a date YYYY-MM-DD"}
    before = {k: deal.get(k) for k in changes if k in deal}
    after = {**_deal_row(key), **changes}
    if changes.get("stage") == "won":
        after["closed_on"] = str(CRM_NOW.date())
        after["next_step"] = "An order handover task was created for Joris Bakker (sales support)."
    return {"deal_id": key, "status": "updated", "previous": before, "deal": after}


def log_activity(
    contact_id: str, kind: str, summary: str, occurred_at: str, deal_id: str | None, follow_up: dict[str, Any] | None
) -> dict[str, Any]:
    key = str(contact_id).strip().lower()
    if key not in CRM_CONTACTS:
        return {"error": f"No contact {contact_id!r}. Find contact ids with search_contacts."}
    if kind not in ("call", "email", "meeting", "note"):
        return {"error": "kind must be call, email, meeting or note"}
    when = _stamp(occurred_at) or (_dt.datetime.combine(_day(occurred_at), _dt.time(9, 0)) if _day(occurred_at) else None)
    if when is None:
        return {"error": "occurred_at must be a local date-time like 2027-01-12T08:30"}
    if when > CRM_NOW + _dt.timedelta(minutes=5):
        return {"error": "occurred_at is in the future; log activities after they happen (use create_task for plans)."}
    if deal_id and str(deal_id).strip().lower() not in CRM_DEALS:
        return _no_deal(deal_id)
    out: dict[str, Any] = {
        "activity_id": "act-90412",
        "status": "logged",
        "contact": CRM_CONTACTS[key]["name"],
        "kind": kind,
        "occurred_at": when.isoformat(timespec="minutes"),
        "summary": summary,
        "deal_id": deal_id,
    }
    if follow_up:
        out["follow_up_task"] = {"task_id": "tsk-3320", "due_date": follow_up.get("due_date"), "task": follow_up.get("task")}
    return out


def create_task(title: str, due_date: str, priority: int, assignee: str, related_deal_id: str | None) -> dict[str, Any]:
    due = _day(due_date)
    if due is None:
        return {"error": "due_date must be a date YYYY-MM-DD"}
    if due < CRM_NOW.date():
        return {"error": "due_date is in the past"}
    if priority not in (1, 2, 3):
        return {"error": "priority must be 1 (high), 2 (normal) or 3 (low)"}
    if assignee not in CRM_USERS:
        return {"error": f"assignee must be one of {list(CRM_USERS)}"}
    if related_deal_id and str(related_deal_id).strip().lower() not in CRM_DEALS and related_deal_id != "dl-5561":
        return _no_deal(related_deal_id)
    return {
        "task_id": "tsk-3318",
        "status": "created",
        "title": title,
        "due_date": str(due),
        "weekday": due.strftime("%A"),
        "priority": {1: "high", 2: "normal", 3: "low"}[priority],
        "assignee": CRM_USERS[assignee],
        "related_deal_id": related_deal_id,
    }


def generate_quote(deal_id: str, discount_percent: float = 0, valid_days: int = 30, include_vat: bool = False) -> dict[str, Any]:
    key = str(deal_id).strip().lower()
    if key not in CRM_DEALS:
        return _no_deal(deal_id)
    deal = CRM_DEALS[key]
    if deal["stage"] in ("won", "lost"):
        return {"error": f"{key} is closed ({deal['stage']}); quotes are only for open deals."}
    if not 0 <= discount_percent <= 20:
        return {"error": "discount_percent must be between 0 and 20; larger discounts need Amira El Idrissi's approval."}
    if not 1 <= int(valid_days) <= 90:
        return {"error": "valid_days must be between 1 and 90"}
    net = round(deal["value_eur"] * (1 - discount_percent / 100), 2)
    vat = round(net * CRM_VAT, 2) if include_vat else 0.0
    return {
        "quote_id": f"Q-{key[3:]}-A",
        "deal_id": key,
        "title": deal["title"],
        "list_value_eur": deal["value_eur"],
        "discount_percent": discount_percent,
        "net_eur": net,
        "vat_eur": vat,
        "total_eur": round(net + vat, 2),
        "prices_include_vat": bool(include_vat),
        "valid_until": str(CRM_NOW.date() + _dt.timedelta(days=int(valid_days))),
        "pdf": f"https://crm.brightwell.example/quotes/Q-{key[3:]}-A.pdf",
        "status": "draft (not sent)",
    }


def send_email(
    to: list[str], subject: str, body: str, cc: list[str] | None = None, attach_quote_id: str | None = None
) -> dict[str, Any]:
    recipients = [str(a).strip() for a in to or []]
    if not recipients:
        return {"error": "Give at least one recipient address."}
    bad = [a for a in recipients + list(cc or []) if not re.fullmatch(r"[^@\s]+@[^@\s]+\.[a-z]{2,}", str(a).strip(), re.I)]
    if bad:
        return {"error": f"Not valid email address(es): {bad}"}
    attachments = []
    if attach_quote_id:
        found = re.fullmatch(r"Q-(\d{4})-A", str(attach_quote_id).strip(), re.I)
        if not found or f"dl-{found.group(1)}" not in CRM_DEALS:
            return {"error": f"No quote {attach_quote_id!r}; create one with generate_quote first."}
        attachments.append(f"{attach_quote_id.strip().upper()}.pdf")
    return {
        "message_id": "msg-7c41e09",
        "status": "sent",
        "from": "sanne.devries@kantoorenco.nl",
        "to": recipients,
        "cc": list(cc or []),
        "subject": subject,
        "attachments": attachments,
        "sent_at": "2027-01-12T09:16",
    }


DEAL_ID = {"type": "string", "description": "Deal id, e.g. dl-5501"}
ISO_DAY = {"type": "string", "format": "date", "description": "YYYY-MM-DD"}

CRM_TOOLS = [
    ToolDef(
        "search_contacts",
        "Find contacts by name, email, job title or company. Returns contact ids, emails and phone numbers.",
        {
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "Name, email or company, e.g. 'Noor' or 'Kessler'"},
                "account_id": {"type": ["string", "null"], "description": "Only contacts of this account (acc-…)"},
            },
            "required": ["query"],
        },
        search_contacts,
    ),
    ToolDef(
        "get_account",
        "An account (customer company) with its contacts (no phone numbers) and its open and closed deals.",
        {
            "type": "object",
            "properties": {"account_id": {"type": "string", "description": "e.g. acc-1042"}},
            "required": ["account_id"],
        },
        get_account,
    ),
    ToolDef(
        "list_deals",
        "List deals in the pipeline, soonest expected close first, with the count and total value. Without stages: all open deals.",
        {
            "type": "object",
            "properties": {
                "stages": {"type": "array", "items": {"type": "string", "enum": CRM_STAGES}, "description": "Only these stages"},
                "closing_before": {
                    "type": ["string", "null"],
                    "format": "date",
                    "description": "Expected close on or before this date",
                },
                "owner": {"type": "string", "enum": ["me", "team"], "default": "me"},
            },
        },
        list_deals,
    ),
    ToolDef(
        "get_deal",
        "Full details of one deal: primary contact (with phone), product lines and recent activities.",
        {"type": "object", "properties": {"deal_id": DEAL_ID}, "required": ["deal_id"]},
        get_deal,
    ),
    ToolDef(
        "create_deal",
        "Create a new deal (opportunity) on an account.",
        {
            "type": "object",
            "properties": {
                "account_id": {"type": "string"},
                "title": {"type": "string", "description": "e.g. 'Café Noord – coffee machine lease'"},
                "value_eur": {"type": "number", "description": "Expected value in EUR excluding VAT"},
                "stage": {"type": "string", "enum": ["lead", "qualified", "proposal", "negotiation"]},
                "expected_close": ISO_DAY,
                "products": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {"sku": {"type": "string"}, "quantity": {"type": "integer", "minimum": 1}},
                        "required": ["sku", "quantity"],
                    },
                },
            },
            "required": ["account_id", "title", "value_eur", "stage", "expected_close"],
        },
        create_deal,
        act=True,
    ),
    ToolDef(
        "update_deal",
        "Change a deal's stage, value, expected close date (or mark it lost with a reason). Send only the fields that change.",
        {
            "type": "object",
            "properties": {
                "deal_id": DEAL_ID,
                "changes": {
                    "type": "object",
                    "properties": {
                        "stage": {"type": "string", "enum": CRM_STAGES},
                        "value_eur": {"type": "number"},
                        "expected_close": ISO_DAY,
                        "lost_reason": {"type": "string"},
                    },
                    "minProperties": 1,
                },
            },
            "required": ["deal_id", "changes"],
        },
        update_deal,
        act=True,
    ),
    ToolDef(
        "log_activity",
        "Record a call, email, meeting or note with a contact after it happened, optionally with a follow-up task.",
        {
            "type": "object",
            "properties": {
                "contact_id": {"type": "string", "description": "ct-… from search_contacts"},
                "kind": {"type": "string", "enum": ["call", "email", "meeting", "note"]},
                "summary": {"type": "string"},
                "occurred_at": {"type": "string", "description": "Local date-time, e.g. 2027-01-12T08:30"},
                "deal_id": {"type": ["string", "null"], "description": "Related deal, or null"},
                "follow_up": {"anyOf": [{"$ref": "#/$defs/follow_up"}, {"type": "null"}]},
            },
            "required": ["contact_id", "kind", "summary", "occurred_at", "deal_id", "follow_up"],
            "additionalProperties": False,
            "$defs": {
                "follow_up": {
                    "type": "object",
                    "properties": {
                        "due_date": {"type": "string", "description": "YYYY-MM-DD"},
                        "task": {"type": "string"},
                    },
                    "required": ["due_date", "task"],
                    "additionalProperties": False,
                }
            },
        },
        log_activity,
        act=True,
        strict=True,
    ),
    ToolDef(
        "create_task",
        "Create a to-do for someone on the sales team.",
        {
            "type": "object",
            "properties": {
                "title": {"type": "string"},
                "due_date": {"type": "string", "description": "YYYY-MM-DD"},
                "priority": {"type": "integer", "enum": [1, 2, 3], "description": "1 = high, 2 = normal, 3 = low"},
                "assignee": {"type": "string", "enum": ["u-sanne", "u-joris", "u-amira"]},
                "related_deal_id": {"type": ["string", "null"]},
            },
            "required": ["title", "due_date", "priority", "assignee", "related_deal_id"],
            "additionalProperties": False,
        },
        create_task,
        act=True,
        strict=True,
    ),
    ToolDef(
        "generate_quote",
        "Create a quote PDF for an open deal (a draft; it is not sent). Returns the quote id and totals.",
        {
            "type": "object",
            "properties": {
                "deal_id": DEAL_ID,
                "discount_percent": {"type": "number", "minimum": 0, "maximum": 20, "default": 0},
                "valid_days": {"type": "integer", "minimum": 1, "maximum": 90, "default": 30},
                "include_vat": {"type": "boolean", "default": False, "description": "Show prices including 21% VAT"},
            },
            "required": ["deal_id"],
        },
        generate_quote,
        act=True,
    ),
    ToolDef(
        "send_email",
        "Send an email from Sanne's address, optionally attaching a quote PDF by its quote id.",
        {
            "type": "object",
            "properties": {
                "to": {"type": "array", "items": {"type": "string", "format": "email"}, "minItems": 1},
                "cc": {"type": "array", "items": {"type": "string", "format": "email"}},
                "subject": {"type": "string"},
                "body": {"type": "string"},
                "attach_quote_id": {"type": "string", "description": "e.g. Q-5501-A"},
            },
            "required": ["to", "subject", "body"],
        },
        send_email,
        act=True,
    ),
]

CRM_INSTRUCTIONS = """You are the assistant in Brightwell CRM for the sales team of Kantoor & Co, an office furniture and supplies dealer.
Today is Tuesday 12 January 2027, 09:15 (Utrecht, Netherlands; Europe/Amsterdam).

Signed-in user: Sanne de Vries, account manager (user id u-sanne, sanne.devries@kantoorenco.nl).
Team: Joris Bakker (u-joris, sales support), Amira El Idrissi (u-amira, sales manager).
Sanne's accounts: Vandermolen Logistics (acc-1042), Café Noord (acc-1077), Kessler Dental Group (acc-1103), Greenline Architects (acc-1150).
Contacts and deals have ids (ct-…, dl-…): look them up with the tools, never guess one.

Pipeline stages, in order: lead (first contact), qualified (need and budget confirmed), proposal (we sent a proposal),
negotiation (terms being agreed), then won or lost. A lost deal needs a reason.
Quotes: amounts exclude 21% VAT unless include_vat is set. Discounts above 20% need Amira's approval.
Only email customers, change deals or create records when Sanne asks for it.
Task priority: 1 = high, 2 = normal, 3 = low. Tasks are for Sanne unless she names someone else."""


CRM_CASES = [
    Case(
        "ad_crm_mark_won",
        "crm_sales",
        "direct",
        [
            Turn(
                "dl-5534 is signed!! mark it as won",
                calls=[ExpectCall("update_deal", {"deal_id": "dl-5534", "changes": fields(stage="won")})],
                allow=["get_deal"],
                forbid=["create_deal", "send_email", "generate_quote"],
            ),
        ],
        features=("nested", "enum", "10_tools"),
    ),
    Case(
        "ad_crm_negotiation_list",
        "crm_sales",
        "direct",
        [
            Turn(
                "which of my deals are in negotiation atm",
                calls=[ExpectCall("list_deals", {"stages": has_items("negotiation")})],
                forbid=CRM_ACTS,
                answer_has=[said("Kessler"), said("toner", "paper")],
            ),
        ],
        features=("array_enum", "10_tools"),
    ),
    Case(
        "ad_crm_log_call_bram",
        "crm_sales",
        "polite",
        [
            Turn(
                "Good morning! Could you please log a call with Bram Hoekstra from Café Noord for me? We spoke at half past "
                "eight this morning - he'd like to upgrade to the larger bean-to-cup machine. Thanks a lot!",
                calls=[
                    ExpectCall(
                        "log_activity",
                        {
                            "contact_id": "ct-2250",
                            "kind": "call",
                            "occurred_at": at("2027-01-12", "08:30"),
                            "summary": matches(r"larg|upgrad|bigger"),
                        },
                    )
                ],
                allow=CRM_READS,
                forbid=["create_task", "update_deal", "send_email"],
            ),
        ],
        features=("strict", "ref", "nullable_anyof", "nullable_type_list", "person", "time_words", "10_tools"),
    ),
    Case(
        "ad_crm_task_for_joris",
        "crm_sales",
        "polite",
        [
            Turn(
                "Would you mind setting up a task for Joris to courier the signed paper contract over to Vandermolen by "
                "Friday? High priority please, thank you!",
                calls=[ExpectCall("create_task", {"assignee": "u-joris", "due_date": date("2027-01-15"), "priority": 1})],
                allow=CRM_READS,
                forbid=["update_deal", "send_email", "log_activity"],
            ),
        ],
        features=("strict", "integer_enum", "enum", "date", "10_tools"),
    ),
    Case(
        "ad_crm_greenline_brief",
        "crm_sales",
        "indirect",
        [
            Turn(
                "I'm seeing Noor at Greenline tomorrow and really don't want to walk in clueless. where do things stand with them?",
                calls=[ExpectCall("get_account", {"account_id": "acc-1150"})],
                allow=["search_contacts", "list_deals", "get_deal"],
                forbid=CRM_ACTS,
                answer_has=[said("18,000", "18.000", "18000", "18k"), said("proposal")],
            ),
        ],
        features=("10_tools",),
    ),
    Case(
        "ad_crm_greenline_update_and_note",
        "crm_sales",
        "multi_intent",
        [
            Turn(
                "two things for Greenline please: put dl-5540 up to €19,800 and move its close date to 19 Feb, and also "
                "make a note on Noor Haddad that she is wanting now 44 chairs, not 40",
                calls=[
                    ExpectCall(
                        "update_deal",
                        {"deal_id": "dl-5540", "changes": fields(value_eur=number(19800), expected_close=date("2027-02-19"))},
                    ),
                    ExpectCall(
                        "log_activity",
                        {"contact_id": "ct-2380", "kind": "note", "summary": contains("44"), "occurred_at": date("2027-01-12")},
                    ),
                ],
                allow=CRM_READS,
                forbid=["send_email", "generate_quote", "create_deal"],
            ),
        ],
        features=("nested", "number", "date", "strict", "ref", "non_native", "10_tools"),
    ),
    Case(
        "ad_crm_cafe_new_deal_and_reminder",
        "crm_sales",
        "multi_intent",
        [
            Turn(
                "New one at Café Noord - they're opening a second location and want it fitted out. Put it in as "
                "'Café Noord – second location fit-out', €9,400, qualified, closing end of March. And remind me to call "
                "Bram about it next Monday.",
                calls=[
                    ExpectCall(
                        "create_deal",
                        {
                            "account_id": "acc-1077",
                            "title": contains("second location"),
                            "value_eur": number(9400),
                            "stage": "qualified",
                            "expected_close": date_between("2027-03-26", "2027-03-31"),
                        },
                    ),
                    ExpectCall(
                        "create_task",
                        {"due_date": date("2027-01-18"), "title": matches(r"bram|caf"), "assignee": "u-sanne"},
                    ),
                ],
                allow=CRM_READS,
                forbid=["send_email", "update_deal", "log_activity"],
            ),
        ],
        features=("enum", "number", "date", "strict", "integer_enum", "10_tools"),
    ),
    Case(
        "ad_crm_quiet_customer_advice",
        "crm_sales",
        "no_tool",
        [
            Turn(
                "Quick q, nothing urgent: when a customer goes quiet for weeks after we sent the proposal, should I drag the "
                "deal back to qualified or just leave it where it is? what do sales teams usually do",
                forbid=CRM_ACTS,
                allow=["list_deals"],
            ),
        ],
        features=("advice", "10_tools"),
    ),
    Case(
        "ad_crm_discount_whatif",
        "crm_sales",
        "no_tool",
        [
            Turn(
                "hypothetically, if I gave Vandermolen 15% off the €48,500 refit, what would that come to before VAT? "
                "not making a quote yet, just curious",
                forbid=CRM_ACTS,
                allow=["get_deal", "get_account", "list_deals"],
                answer_has=[said("41,225", "41.225", "41225")],
            ),
        ],
        features=("hypothetical", "arithmetic", "10_tools"),
    ),
    Case(
        "ad_crm_quote_which_deal",
        "crm_sales",
        "underspecified",
        [
            Turn(
                "can you send Vandermolen a quote",
                forbid=["send_email", "generate_quote", "update_deal"],
                allow=CRM_READS,
                clarify=True,
            ),
        ],
        features=("ambiguous_entity", "10_tools"),
    ),
    Case(
        "ad_crm_quote_to_lotte",
        "crm_sales",
        "chained",
        [
            Turn(
                "Make a quote for Vandermolen's paper & toner contract with the 5% discount Lotte asked for, valid 30 days, "
                "and email it to her.",
                calls=[
                    ExpectCall("generate_quote", {"deal_id": "dl-5502", "discount_percent": number(5), "valid_days": 30}),
                    ExpectCall(
                        "send_email",
                        {"to": has_items(contains("lotte.jansen@vandermolen-logistics.nl")), "attach_quote_id": "Q-5502-A"},
                    ),
                ],
                allow=CRM_READS,
                forbid=["update_deal", "create_deal"],
            ),
        ],
        features=("array", "number", "email", "chained_id", "10_tools"),
    ),
    Case(
        "ad_crm_contact_on_closing_deal",
        "crm_sales",
        "chained",
        [
            Turn(
                "which of my deals closes on the 20th? I need to ring whoever the main contact is on it",
                calls=[ExpectCall("list_deals"), ExpectCall("get_deal", {"deal_id": "dl-5534"})],
                allow=["search_contacts", "get_account"],
                forbid=CRM_ACTS,
                answer_has=[said("Mark Visser"), said("461 2295", "4612295")],
            ),
        ],
        features=("date", "chained_id", "10_tools"),
    ),
    Case(
        "ad_crm_pipeline_totals",
        "crm_sales",
        "multi_turn",
        [
            Turn(
                "how much is sitting in proposal stage right now?",
                calls=[ExpectCall("list_deals", {"stages": has_items("proposal")})],
                forbid=CRM_ACTS,
                answer_has=[said("66,500", "66.500", "66500", "66.5k", "66,5")],
            ),
            Turn(
                "and in negotiation?",
                calls=[ExpectCall("list_deals", {"stages": has_items("negotiation")})],
                forbid=CRM_ACTS,
                answer_has=[said("34,050", "34.050", "34050", "34k")],
            ),
        ],
        features=("array_enum", "follow_up", "10_tools"),
    ),
    Case(
        "ad_crm_meeting_then_task",
        "crm_sales",
        "multi_turn",
        [
            Turn(
                "log a meeting with Mark Visser yesterday at 2pm, we went through the reception layout and he liked the walnut desk",
                calls=[
                    ExpectCall(
                        "log_activity", {"contact_id": "ct-2312", "kind": "meeting", "occurred_at": at("2027-01-11", "14:00")}
                    )
                ],
                allow=CRM_READS,
                forbid=["create_task", "update_deal", "send_email"],
            ),
            Turn(
                "and make me a task to send him fabric samples by Wednesday the 20th",
                calls=[
                    ExpectCall(
                        "create_task", {"due_date": date("2027-01-20"), "title": contains("fabric"), "assignee": "u-sanne"}
                    )
                ],
                allow=CRM_READS,
                forbid=["send_email", "update_deal"],
            ),
        ],
        features=("strict", "ref", "date", "follow_up", "person", "10_tools"),
    ),
]


# =============================================================================================
# 2. kennel_boarding: Paws Inn Boarding Kennels & Cattery (6 tools, camelCase)
# =============================================================================================

KEN_NOW = _dt.datetime(2026, 12, 19, 10, 5)
KEN_RATES = {"small": 30.0, "large": 36.0, "cat": 18.0}
KEN_EXTRAS_PER_DAY = {"extra_walk": 6.0, "medication": 3.0, "webcam": 2.0, "playtime": 5.0}
KEN_EXTRAS_ONCE = {"grooming_bath": 35.0}
KEN_EXTRA_NAMES = ["extra_walk", "medication", "webcam", "playtime", "grooming_bath"]
KEN_LARGE_FULL = {_dt.date(2026, 12, 23), _dt.date(2026, 12, 24), _dt.date(2026, 12, 25), _dt.date(2026, 12, 26)}
KEN_CLOSED = _dt.date(2026, 12, 25)

KEN_PETS: dict[str, dict[str, Any]] = {
    "PET-311": {
        "name": "Bruno",
        "species": "dog",
        "breed": "Labrador Retriever",
        "weight_kg": 32,
        "suite": "large",
        "vaccinations": [
            {"vaccine": "DHPP", "valid_until": "2027-09-14"},
            {"vaccine": "Leptospirosis", "valid_until": "2027-03-02"},
            {"vaccine": "Kennel cough (Bordetella)", "valid_until": "2026-11-30"},
        ],
        "medication": None,
        "feeding": "2 cups Burns Adult, morning and evening",
    },
    "PET-312": {
        "name": "Miso",
        "species": "cat",
        "breed": "British Shorthair",
        "weight_kg": 4.8,
        "suite": "cat",
        "vaccinations": [{"vaccine": "F3 (feline enteritis and cat flu)", "valid_until": "2027-06-20"}],
        "medication": "Thyroid tablet (methimazole 2.5 mg) every morning with food",
        "feeding": "Half a pouch of wet food twice daily, dry biscuits always available",
    },
    "PET-318": {
        "name": "Pip",
        "species": "dog",
        "breed": "Jack Russell Terrier",
        "weight_kg": 7,
        "suite": "small",
        "vaccinations": [
            {"vaccine": "DHPP", "valid_until": "2027-05-11"},
            {"vaccine": "Leptospirosis", "valid_until": "2027-05-11"},
            {"vaccine": "Kennel cough (Bordetella)", "valid_until": "2027-04-03"},
        ],
        "medication": None,
        "feeding": "1 cup Royal Canin Mini, twice daily",
    },
}

KEN_BOOKINGS: dict[str, dict[str, Any]] = {
    "PI-8841": {
        "petIds": ["PET-312"],
        "checkIn": "2026-12-22",
        "checkOut": "2026-12-29",
        "extras": ["medication"],
        "status": "confirmed",
        "deposit_paid_eur": 30.0,
    },
}

KEN_ACTS = ["createBooking", "modifyBooking", "cancelBooking"]


def _ken_dates(check_in: Any, check_out: Any) -> tuple[_dt.date, _dt.date] | dict[str, Any]:
    start, end = _day(check_in), _day(check_out)
    if start is None or end is None:
        return {"error": "checkIn and checkOut must be dates YYYY-MM-DD"}
    if end <= start:
        return {"error": "checkOut must be after checkIn"}
    if start < KEN_NOW.date():
        return {"error": "checkIn is in the past"}
    if KEN_CLOSED in (start, end):
        return {"error": "We are closed for drop-off and collection on 25 December; choose another day."}
    return start, end


def _nights(start: _dt.date, end: _dt.date) -> list[_dt.date]:
    return [start + _dt.timedelta(days=i) for i in range((end - start).days)]


def _ken_price(pet_ids: list[str], start: _dt.date, end: _dt.date, extras: list[str]) -> dict[str, Any]:
    n = len(_nights(start, end))
    lines = []
    for pid in pet_ids:
        pet = KEN_PETS[pid]
        lines.append(
            {"pet": pet["name"], "nights": n, "rate_eur": KEN_RATES[pet["suite"]], "subtotal_eur": KEN_RATES[pet["suite"]] * n}
        )
    extras_total = sum(KEN_EXTRAS_PER_DAY.get(x, 0.0) * n + KEN_EXTRAS_ONCE.get(x, 0.0) for x in extras) * len(pet_ids)
    total = sum(line["subtotal_eur"] for line in lines) + extras_total
    return {"lines": lines, "extras_eur": round(extras_total, 2), "total_eur": round(total, 2)}


def _bad_ref(ref: Any) -> dict[str, Any]:
    return {"error": f"No booking {ref!r} on this account. Your bookings: PI-8841."}


def checkAvailability(species: str, checkIn: str, checkOut: str, count: int = 1) -> dict[str, Any]:
    dates = _ken_dates(checkIn, checkOut)
    if isinstance(dates, dict):
        return dates
    start, end = dates
    if species not in ("dog", "cat"):
        return {"error": "species must be dog or cat"}
    if not 1 <= int(count) <= 4:
        return {"error": "count must be between 1 and 4 per enquiry"}
    nights = _nights(start, end)
    if species == "cat":
        suites = [("cattery chalet", "cat", set())]
    else:
        suites = [
            ("small/medium dog suite (under 25 kg)", "small", set()),
            ("large dog suite (25 kg and over)", "large", KEN_LARGE_FULL),
        ]
    options = []
    for label, key, full in suites:
        blocked = [str(d) for d in nights if d in full]
        options.append(
            {
                "suite": label,
                "available": not blocked,
                "fully_booked_nights": blocked,
                "price_per_night_eur": KEN_RATES[key],
                "total_eur": KEN_RATES[key] * len(nights) * int(count),
            }
        )
    return {
        "species": species,
        "checkIn": str(start),
        "checkOut": str(end),
        "nights": len(nights),
        "count": int(count),
        "options": options,
        "dropoff_hours": "Mon-Sat 8-11am and 4-6pm, Sun 4-6pm",
    }


def getPetProfile(petId: str) -> dict[str, Any]:
    key = str(petId).strip().upper()
    if key not in KEN_PETS:
        return {"error": f"No pet {petId!r} on this account. Pets: PET-311 (Bruno), PET-312 (Miso), PET-318 (Pip)."}
    pet = KEN_PETS[key]
    vaccs = [{**v, "status": "valid" if v["valid_until"] >= str(KEN_NOW.date()) else "EXPIRED"} for v in pet["vaccinations"]]
    return {"petId": key, **{k: v for k, v in pet.items() if k != "vaccinations"}, "vaccinations": vaccs}


def createBooking(
    petIds: list[str],
    checkIn: str,
    checkOut: str,
    extras: list[str],
    feedingNotes: str | None,
    emergencyContact: dict[str, Any] | None,
) -> dict[str, Any]:
    pets = [str(p).strip().upper() for p in petIds or []]
    if not pets:
        return {"error": "Give at least one petId."}
    unknown = [p for p in pets if p not in KEN_PETS]
    if unknown:
        return {"error": f"Unknown pet id(s) {unknown}. Pets: PET-311 (Bruno), PET-312 (Miso), PET-318 (Pip)."}
    dates = _ken_dates(checkIn, checkOut)
    if isinstance(dates, dict):
        return dates
    start, end = dates
    bad = [x for x in extras or [] if x not in KEN_EXTRA_NAMES]
    if bad:
        return {"error": f"Unknown extras {bad}; choose from {KEN_EXTRA_NAMES}"}
    for pid in pets:
        pet = KEN_PETS[pid]
        for v in pet["vaccinations"]:
            if v["valid_until"] < str(end):
                return {
                    "error": f"{pet['name']}'s {v['vaccine']} vaccination is only valid until {v['valid_until']}; "
                    "we need proof of an up-to-date vaccination before we can book this stay."
                }
        if pet["suite"] == "large" and any(d in KEN_LARGE_FULL for d in _nights(start, end)):
            return {"error": "No large dog suites free on 23-26 December."}
    ref = f"PI-{8850 + sum(ord(c) for c in ''.join(pets) + str(start)) % 100}"
    contact = emergencyContact or {"name": "Cian Byrne", "phone": "087 555 0143", "source": "on file"}
    return {
        "bookingRef": ref,
        "status": "confirmed",
        "pets": [KEN_PETS[p]["name"] for p in pets],
        "checkIn": str(start),
        "checkOut": str(end),
        "extras": list(extras or []),
        "feedingNotes": feedingNotes,
        "emergencyContact": contact,
        **_ken_price(pets, start, end, list(extras or [])),
        "deposit_charged_eur": 30.0,
        "card": "Visa ending 2290",
        "free_cancellation_until": str(_dt.datetime.combine(start, _dt.time(8, 0)) - _dt.timedelta(hours=48)),
    }


def getBooking(bookingRef: str) -> dict[str, Any]:
    key = str(bookingRef).strip().upper()
    if key not in KEN_BOOKINGS:
        return _bad_ref(bookingRef)
    b = KEN_BOOKINGS[key]
    start, end = _dt.date.fromisoformat(b["checkIn"]), _dt.date.fromisoformat(b["checkOut"])
    return {
        "bookingRef": key,
        **b,
        "pets": [KEN_PETS[p]["name"] for p in b["petIds"]],
        "dropoff": "2026-12-22 between 8 and 11am",
        "collection": "2026-12-29 between 8 and 11am or 4 and 6pm",
        **_ken_price(b["petIds"], start, end, b["extras"]),
    }


def modifyBooking(
    bookingRef: str, newCheckIn: str | None = None, newCheckOut: str | None = None, addExtras: list[str] | None = None
) -> dict[str, Any]:
    key = str(bookingRef).strip().upper()
    if key not in KEN_BOOKINGS:
        return _bad_ref(bookingRef)
    if not (newCheckIn or newCheckOut or addExtras):
        return {"error": "Nothing to change: give newCheckIn, newCheckOut or addExtras."}
    b = KEN_BOOKINGS[key]
    dates = _ken_dates(newCheckIn or b["checkIn"], newCheckOut or b["checkOut"])
    if isinstance(dates, dict):
        return dates
    bad = [x for x in addExtras or [] if x not in KEN_EXTRA_NAMES]
    if bad:
        return {"error": f"Unknown extras {bad}; choose from {KEN_EXTRA_NAMES}"}
    start, end = dates
    extras = list(dict.fromkeys(b["extras"] + list(addExtras or [])))
    old = _ken_price(b["petIds"], _dt.date.fromisoformat(b["checkIn"]), _dt.date.fromisoformat(b["checkOut"]), b["extras"])
    new = _ken_price(b["petIds"], start, end, extras)
    return {
        "bookingRef": key,
        "status": "updated",
        "checkIn": str(start),
        "checkOut": str(end),
        "extras": extras,
        "previous_total_eur": old["total_eur"],
        "new_total_eur": new["total_eur"],
        "difference_eur": round(new["total_eur"] - old["total_eur"], 2),
        "payable": "at collection",
    }


def cancelBooking(bookingRef: str, reason: str | None = None) -> dict[str, Any]:
    key = str(bookingRef).strip().upper()
    if key not in KEN_BOOKINGS:
        return _bad_ref(bookingRef)
    b = KEN_BOOKINGS[key]
    return {
        "bookingRef": key,
        "status": "cancelled",
        "pets": [KEN_PETS[p]["name"] for p in b["petIds"]],
        "was": f"{b['checkIn']} to {b['checkOut']}",
        "deposit_refund_eur": b["deposit_paid_eur"],
        "refund_to": "Visa ending 2290 within 5 working days",
        "reason": reason,
    }


KEN_DAY = {"type": "string", "description": "YYYY-MM-DD"}
KEN_EXTRA = {"type": "string", "enum": KEN_EXTRA_NAMES}

KEN_TOOLS = [
    ToolDef(
        "checkAvailability",
        "Check free kennel or cattery places for a stay, with the price per night and the total for each suite type.",
        {
            "type": "object",
            "properties": {
                "species": {"type": "string", "enum": ["dog", "cat"]},
                "checkIn": {**KEN_DAY, "format": "date"},
                "checkOut": {**KEN_DAY, "format": "date"},
                "count": {"type": "integer", "minimum": 1, "maximum": 4, "default": 1, "description": "How many animals"},
            },
            "required": ["species", "checkIn", "checkOut"],
        },
        checkAvailability,
    ),
    ToolDef(
        "getPetProfile",
        "A pet's profile: breed, weight, suite size, vaccinations with expiry and status, medication, feeding.",
        {"type": "object", "properties": {"petId": {"type": "string", "description": "e.g. PET-311"}}, "required": ["petId"]},
        getPetProfile,
    ),
    ToolDef(
        "createBooking",
        "Book one or more of the customer's pets into one stay (one booking reference). Charges the €30 deposit.",
        {
            "type": "object",
            "properties": {
                "petIds": {"type": "array", "items": {"type": "string"}, "description": "e.g. ['PET-318']"},
                "checkIn": KEN_DAY,
                "checkOut": KEN_DAY,
                "extras": {"type": "array", "items": KEN_EXTRA, "description": "Per pet; [] for none"},
                "feedingNotes": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "null: use the profile"},
                "emergencyContact": {
                    "anyOf": [
                        {
                            "type": "object",
                            "properties": {"name": {"type": "string"}, "phone": {"type": "string"}},
                            "required": ["name", "phone"],
                            "additionalProperties": False,
                        },
                        {"type": "null"},
                    ],
                    "description": "null: the contact on file",
                },
            },
            "required": ["petIds", "checkIn", "checkOut", "extras", "feedingNotes", "emergencyContact"],
            "additionalProperties": False,
        },
        createBooking,
        act=True,
        strict=True,
    ),
    ToolDef(
        "getBooking",
        "Details of a booking: pets, dates, extras, drop-off and collection, price.",
        {
            "type": "object",
            "properties": {"bookingRef": {"type": "string", "description": "e.g. PI-8841"}},
            "required": ["bookingRef"],
        },
        getBooking,
    ),
    ToolDef(
        "modifyBooking",
        "Change a booking's dates or add extras. Send only what changes.",
        {
            "type": "object",
            "properties": {
                "bookingRef": {"type": "string"},
                "newCheckIn": {"type": ["string", "null"], "format": "date"},
                "newCheckOut": {"type": ["string", "null"], "format": "date"},
                "addExtras": {"type": "array", "items": KEN_EXTRA},
            },
            "required": ["bookingRef"],
        },
        modifyBooking,
        act=True,
    ),
    ToolDef(
        "cancelBooking",
        "Cancel a booking and refund the deposit when within the free cancellation period.",
        {
            "type": "object",
            "properties": {"bookingRef": {"type": "string"}, "reason": {"type": "string"}},
            "required": ["bookingRef"],
        },
        cancelBooking,
        act=True,
    ),
]

KEN_INSTRUCTIONS = """You are the online assistant of Paws Inn Boarding Kennels & Cattery, Naas, Co. Kildare, Ireland.
Today is Saturday 19 December 2026, 10:05 (Europe/Dublin).

Signed-in customer: Aoife Byrne (aoife.byrne@eircom.net, 087 614 2290). Emergency contact on file: Cian Byrne, 087 555 0143.
Her pets: Bruno (PET-311, Labrador, 32 kg, large suite), Pip (PET-318, Jack Russell, 7 kg, small suite), Miso (PET-312, British Shorthair cat).
Upcoming booking: PI-8841 (Miso).

House rules:
- Dogs need up-to-date DHPP, leptospirosis and kennel cough vaccinations; cats need F3 (enteritis and cat flu). Every vaccine must be
  valid for the whole stay, and the kennel cough vaccine must be given at least 14 days before arrival.
- Per night: small/medium dog €30, large dog (25 kg and over) €36, cat €18. Extras per pet per day: extra walk €6, medication €3,
  webcam €2, playtime €5; grooming bath €35 once.
- Drop-off and collection: Mon-Sat 8-11am and 4-6pm, Sun 4-6pm. Closed on 25 December.
- Free cancellation until 48 hours before check-in; after that the €30 deposit is kept.
Only book, change or cancel when the customer asks for it."""


KEN_BOTH_PRICES = Pred(
    "states 144, or both 54 and 90",
    lambda text: said_number(144).ok(text) or (said_number(54).ok(text) and said_number(90).ok(text)),
)

KEN_CASES = [
    Case(
        "ad_ken_dog_space_new_year",
        "kennel_boarding",
        "direct",
        [
            Turn(
                "have you room for a dog from the 27th of december to the 2nd of january?",
                calls=[
                    ExpectCall(
                        "checkAvailability", {"species": "dog", "checkIn": date("2026-12-27"), "checkOut": date("2027-01-02")}
                    )
                ],
                allow=["getPetProfile"],
                forbid=KEN_ACTS,
                answer_has=[said("available", "room", "space", "free", "yes")],
            ),
        ],
        features=("enum", "date", "year_boundary"),
    ),
    Case(
        "ad_ken_webcam_for_miso",
        "kennel_boarding",
        "polite",
        [
            Turn(
                "Hi there, could you please add the webcam to Miso's stay? I'd love to be able to check in on her over "
                "Christmas. Thanks a million",
                calls=[ExpectCall("modifyBooking", {"bookingRef": "PI-8841", "addExtras": has_items("webcam")})],
                allow=["getBooking"],
                forbid=["createBooking", "cancelBooking"],
            ),
        ],
        features=("array_enum", "nullable_type_list"),
    ),
    Case(
        "ad_ken_pip_wedding",
        "kennel_boarding",
        "indirect",
        [
            Turn(
                "my brother is getting married in Galway, we're away from the 23rd to the 26th and we can't bring Pip. "
                "any chance ye could mind him?",
                calls=[
                    ExpectCall(
                        "checkAvailability", {"species": "dog", "checkIn": date("2026-12-23"), "checkOut": date("2026-12-26")}
                    )
                ],
                allow=["getPetProfile"],
                forbid=["createBooking", "modifyBooking", "cancelBooking"],
                answer_has=[said_number(90)],
            ),
        ],
        features=("enum", "date", "non_native"),
    ),
    Case(
        "ad_ken_bruno_jabs_condition",
        "kennel_boarding",
        "indirect",
        [
            Turn(
                "Thinking of putting Bruno in with you from the 2nd to the 5th of Jan. If his jabs are all fine just go "
                "ahead and book him, with an extra walk every day",
                calls=[ExpectCall("getPetProfile", {"petId": "PET-311"})],
                allow=["checkAvailability"],
                forbid=KEN_ACTS,
                answer_has=[
                    said("kennel cough", "bordetella"),
                    said("expired", "out of date", "not valid", "lapsed", "expiry", "30 November", "2026-11-30"),
                ],
            ),
        ],
        features=("conditional", "date"),
    ),
    Case(
        "ad_ken_cancel_and_cat_space",
        "kennel_boarding",
        "multi_intent",
        [
            Turn(
                "pls cancel Miso's booking PI-8841, herself and me are going to my mam's for christmas now. and do you have "
                "place for a cat 2 to 9 january?",
                calls=[
                    ExpectCall("cancelBooking", {"bookingRef": "PI-8841"}),
                    ExpectCall(
                        "checkAvailability", {"species": "cat", "checkIn": date("2027-01-02"), "checkOut": date("2027-01-09")}
                    ),
                ],
                allow=["getBooking"],
                forbid=["createBooking", "modifyBooking"],
            ),
        ],
        features=("enum", "date", "non_native"),
    ),
    Case(
        "ad_ken_vaccine_rules",
        "kennel_boarding",
        "no_tool",
        [
            Turn(
                "what vaccinations does a dog need to stay with ye? and how long before the stay do they have to be done",
                allow=["getPetProfile"],
                forbid=KEN_ACTS,
                answer_has=[
                    said("kennel cough", "bordetella"),
                    said("14 days", "fourteen days", "two weeks", "2 weeks", "fortnight"),
                ],
            ),
        ],
        features=("policy",),
    ),
    Case(
        "ad_ken_bruno_new_year_vague",
        "kennel_boarding",
        "underspecified",
        [
            Turn(
                "can you book Bruno in over the new year",
                allow=["checkAvailability", "getPetProfile"],
                forbid=KEN_ACTS,
                clarify=True,
            ),
        ],
        features=("missing_dates",),
    ),
    Case(
        "ad_ken_pip_same_dates_as_miso",
        "kennel_boarding",
        "chained",
        [
            Turn(
                "Book Pip in for the same dates as Miso's stay please, so they go in and come home together",
                calls=[
                    ExpectCall("getBooking", {"bookingRef": "PI-8841"}),
                    ExpectCall(
                        "createBooking",
                        {"petIds": items("PET-318"), "checkIn": date("2026-12-22"), "checkOut": date("2026-12-29")},
                    ),
                ],
                allow=["checkAvailability", "getPetProfile"],
                forbid=["modifyBooking", "cancelBooking"],
            ),
        ],
        features=("strict", "array", "nullable_anyof", "nested", "chained_value"),
    ),
    Case(
        "ad_ken_push_pickup",
        "kennel_boarding",
        "chained",
        [
            Turn(
                "I'll be back a day later than planned - can you push Miso's pick-up out by one day?",
                calls=[
                    ExpectCall("getBooking", {"bookingRef": "PI-8841"}),
                    ExpectCall("modifyBooking", {"bookingRef": "PI-8841", "newCheckOut": date("2026-12-30")}),
                ],
                forbid=["createBooking", "cancelBooking"],
            ),
        ],
        features=("nullable_type_list", "date_arithmetic", "chained_value"),
    ),
    Case(
        "ad_ken_price_then_book",
        "kennel_boarding",
        "multi_turn",
        [
            Turn(
                "how much would it be for Miso and Pip together, 8th to 11th Jan?",
                calls=[
                    ExpectCall(
                        "checkAvailability", {"species": "cat", "checkIn": date("2027-01-08"), "checkOut": date("2027-01-11")}
                    ),
                    ExpectCall(
                        "checkAvailability", {"species": "dog", "checkIn": date("2027-01-08"), "checkOut": date("2027-01-11")}
                    ),
                ],
                allow=["getPetProfile"],
                forbid=KEN_ACTS,
                answer_has=[KEN_BOTH_PRICES],
            ),
            Turn(
                "grand, book the two of them in so",
                calls=[
                    ExpectCall(
                        "createBooking",
                        {"petIds": items("PET-312", "PET-318"), "checkIn": date("2027-01-08"), "checkOut": date("2027-01-11")},
                    )
                ],
                allow=["checkAvailability", "getPetProfile"],
                forbid=["modifyBooking", "cancelBooking"],
            ),
        ],
        features=("strict", "array", "enum", "follow_up", "non_native"),
    ),
]


# =============================================================================================
# 3. bowling_alley: Bayview Lanes, San Diego (4 tools, kebab-case)
# =============================================================================================

BOWL_NOW = _dt.datetime(2027, 1, 21, 11, 0)
BOWL_MAX_PER_LANE = 6
BOWL_SHOES = 4.50
BOWL_PACKAGES = {"none": 0.0, "pizza_party": 14.99, "glow_bowl": 5.00}
BOWL_FREE = {  # (date, "HH:MM") -> lanes free; anything not listed uses _bowl_default
    ("2027-01-22", "18:00"): 3,
    ("2027-01-22", "18:30"): 1,
    ("2027-01-22", "19:00"): 0,
    ("2027-01-22", "19:30"): 2,
    ("2027-01-22", "20:00"): 4,
    ("2027-01-22", "20:30"): 6,
    ("2027-01-23", "15:00"): 1,
    ("2027-01-23", "15:30"): 1,
    ("2027-01-23", "16:00"): 2,
    ("2027-01-23", "16:30"): 3,
    ("2027-01-24", "15:00"): 0,
    ("2027-01-24", "15:30"): 1,
    ("2027-01-24", "16:00"): 4,
    ("2027-01-24", "16:30"): 5,
    ("2027-01-29", "18:00"): 2,
    ("2027-01-29", "18:30"): 1,
    ("2027-01-29", "19:00"): 1,
    ("2027-01-29", "19:30"): 0,
    ("2027-01-29", "20:00"): 3,
    ("2027-01-29", "20:30"): 3,
    ("2027-01-29", "21:00"): 5,
    ("2027-02-06", "12:00"): 1,
    ("2027-02-06", "12:30"): 1,
    ("2027-02-06", "13:00"): 1,
    ("2027-02-06", "13:30"): 2,
    ("2027-02-06", "14:00"): 3,
    ("2027-02-06", "14:30"): 2,
    ("2027-02-06", "15:00"): 0,
    ("2027-02-06", "15:30"): 1,
    ("2027-02-06", "16:00"): 2,
    ("2027-02-06", "16:30"): 4,
}
BOWL_RESERVATIONS: dict[str, dict[str, Any]] = {
    "BVL-2207": {
        "date": "2027-01-23",
        "start_time": "16:00",
        "end_time": "17:30",
        "lanes": [12],
        "bowlers": 6,
        "games": 2,
        "package": "pizza_party",
        "name": "Dana Whitfield",
        "deposit_paid_usd": 25.0,
    },
}
BOWL_ACTS = ["book-lane", "cancel-reservation"]


def _bowl_hours(day: _dt.date) -> tuple[int, int]:
    """Opening and closing time in minutes after midnight (Fri-Sat close 1 AM = 25:00)."""
    return 10 * 60, (25 * 60 if day.weekday() in (4, 5) else 23 * 60)


def _bowl_default(day: _dt.date, minutes: int) -> int:
    evening = minutes >= 17 * 60
    if day.weekday() >= 5:
        return 4
    return 5 if evening else 10


def _bowl_free(day: _dt.date, minutes: int) -> int:
    key = (str(day), f"{minutes // 60:02d}:{minutes % 60:02d}")
    return BOWL_FREE.get(key, _bowl_default(day, minutes))


def _bowl_rate(day: _dt.date, minutes: int) -> float:
    return 6.50 if day.weekday() < 5 and minutes < 17 * 60 else 8.50


def _hhmm(minutes: int) -> str:
    hour, minute = divmod(minutes, 60)
    label = _dt.time(hour % 24, minute).strftime("%I:%M %p").lstrip("0")
    return f"{hour % 24:02d}:{minute:02d} ({label})"


def lane_availability(
    date: str, party_size: int | None = None, preferred_time: str | None = None, games: int = 2
) -> dict[str, Any]:
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if day < BOWL_NOW.date():
        return {"error": "That date is in the past."}
    if games not in (1, 2, 3):
        return {"error": "games must be 1, 2 or 3"}
    size = int(party_size or 1)
    if not 1 <= size <= 48:
        return {"error": "party_size must be between 1 and 48"}
    lanes_needed = -(-size // BOWL_MAX_PER_LANE)
    opens, closes = _bowl_hours(day)
    if preferred_time:
        clock = _clock(preferred_time)
        if clock is None:
            return {"error": "preferred_time must be HH:MM (24 h), e.g. 19:00"}
        centre = clock[0] * 60 + clock[1]
        starts = range(max(opens, centre - 60), min(closes - 60, centre + 90) + 1, 30)
    else:
        starts = range(opens, closes - 60 + 1, 60)
    slots = []
    for minutes in starts:
        free = _bowl_free(day, minutes)
        rate = _bowl_rate(day, minutes)
        slots.append(
            {
                "start": _hhmm(minutes),
                "lanes_free": free,
                "fits_party": free >= lanes_needed,
                "price_per_person_per_game_usd": rate,
                "estimate_usd": round(size * (rate * games + BOWL_SHOES), 2),
            }
        )
    return {
        "date": str(day),
        "weekday": day.strftime("%A"),
        "party_size": size,
        "lanes_needed": lanes_needed,
        "games": games,
        "slots": slots,
        "estimate_includes": "games and shoe rental for everyone",
    }


def book_lane(
    date: str, start_time: str, bowlers: list[dict[str, Any]], games: int = 2, package: str = "none", notes: str | None = None
) -> dict[str, Any]:
    day = _day(date)
    clock = _clock(start_time)
    if day is None or clock is None:
        return {"error": "date must be YYYY-MM-DD and start_time HH:MM"}
    minutes = clock[0] * 60 + clock[1]
    opens, closes = _bowl_hours(day)
    if day < BOWL_NOW.date() or not opens <= minutes <= closes - 60 or minutes % 30:
        return {"error": "Start times are on the hour or half hour while we are open (Sun-Thu 10 AM-11 PM, Fri-Sat 10 AM-1 AM)."}
    people = [b for b in bowlers or [] if isinstance(b, dict) and str(b.get("name", "")).strip()]
    if not people:
        return {"error": "List at least one bowler with a name."}
    if games not in (1, 2, 3):
        return {"error": "games must be 1, 2 or 3"}
    if package not in BOWL_PACKAGES:
        return {"error": f"package must be one of {list(BOWL_PACKAGES)}"}
    if package == "glow_bowl" and (day.weekday() not in (4, 5) or minutes < 20 * 60):
        return {"error": "Glow bowl runs Friday and Saturday from 8 PM only."}
    lanes_needed = -(-len(people) // BOWL_MAX_PER_LANE)
    free = _bowl_free(day, minutes)
    if free < lanes_needed:
        return {"error": f"Only {free} lane(s) free at {_hhmm(minutes)} on {day}; {lanes_needed} needed."}
    rate = _bowl_rate(day, minutes)
    renting = [b for b in people if b.get("shoe_size") is not None]
    total = len(people) * (rate * games + BOWL_PACKAGES[package]) + len(renting) * BOWL_SHOES
    code = f"BVL-{2300 + (day.toordinal() + minutes + len(people)) % 600}"
    first_lane = 3 + (day.toordinal() + minutes // 30) % 18
    return {
        "confirmation_code": code,
        "status": "confirmed",
        "date": str(day),
        "start": _hhmm(minutes),
        "lanes": list(range(first_lane, first_lane + lanes_needed)),
        "games": games,
        "package": package,
        "bowlers": [
            {"name": b["name"], "shoe_size": b.get("shoe_size"), "bumpers": bool(b.get("bumpers", False))} for b in people
        ],
        "total_usd": round(total, 2),
        "deposit_charged_usd": 25.0,
        "balance_due_at_desk_usd": round(total - 25.0, 2),
        "notes": notes,
    }


def get_reservation(confirmation_code: str) -> dict[str, Any]:
    key = str(confirmation_code).strip().upper()
    if key not in BOWL_RESERVATIONS:
        return {"error": f"No reservation {confirmation_code!r}. Codes look like BVL-2207."}
    r = BOWL_RESERVATIONS[key]
    day = _dt.date.fromisoformat(r["date"])
    return {
        "confirmation_code": key,
        **r,
        "weekday": day.strftime("%A"),
        "free_cancellation_until": f"{day - _dt.timedelta(days=1)}T{r['start_time']}",
    }


def cancel_reservation(confirmation_code: str, reason: str | None = None) -> dict[str, Any]:
    key = str(confirmation_code).strip().upper()
    if key not in BOWL_RESERVATIONS:
        return {"error": f"No reservation {confirmation_code!r}. Codes look like BVL-2207."}
    r = BOWL_RESERVATIONS[key]
    return {
        "confirmation_code": key,
        "status": "cancelled",
        "was": f"{r['date']} {r['start_time']}, lane {r['lanes'][0]}",
        "deposit_refund_usd": r["deposit_paid_usd"],
        "refund_to": "Mastercard ending 7781",
        "reason": reason,
    }


BOWL_CODE = {"type": "string", "description": "Confirmation code, e.g. BVL-2207"}

BOWL_TOOLS = [
    ToolDef(
        "lane-availability",
        "Free lanes on a date, by start time, with a price estimate for the party. With preferred_time: slots from an hour "
        "before to 90 minutes after it; without: every hour of the day.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "format": "date"},
                "party_size": {"type": "integer", "minimum": 1, "description": "Number of bowlers (6 per lane)"},
                "preferred_time": {"type": "string", "pattern": "^\\d{2}:\\d{2}$", "description": "24 h HH:MM"},
                "games": {"type": "integer", "enum": [1, 2, 3], "default": 2},
            },
            "required": ["date"],
        },
        lane_availability,
    ),
    ToolDef(
        "book-lane",
        "Reserve lane(s) for a group. Charges the $25 deposit to the card on file; the rest is paid at the desk.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "format": "date"},
                "start_time": {"type": "string", "description": "24 h HH:MM, on the hour or half hour"},
                "games": {"type": "integer", "enum": [1, 2, 3]},
                "bowlers": {
                    "type": "array",
                    "minItems": 1,
                    "items": {
                        "type": "object",
                        "properties": {
                            "name": {"type": "string"},
                            "shoe_size": {
                                "type": ["number", "null"],
                                "description": "US size for rental shoes (e.g. 9.5); null = own shoes / decide at the desk",
                            },
                            "bumpers": {"type": "boolean", "default": False},
                        },
                        "required": ["name"],
                    },
                },
                "package": {"type": "string", "enum": ["none", "pizza_party", "glow_bowl"], "default": "none"},
                "notes": {"type": "string"},
            },
            "required": ["date", "start_time", "games", "bowlers"],
        },
        book_lane,
        act=True,
    ),
    ToolDef(
        "get-reservation",
        "Look up a reservation by its confirmation code.",
        {"type": "object", "properties": {"confirmation_code": BOWL_CODE}, "required": ["confirmation_code"]},
        get_reservation,
    ),
    ToolDef(
        "cancel-reservation",
        "Cancel a reservation; the deposit is refunded up to 24 hours before the start time.",
        {
            "type": "object",
            "properties": {"confirmation_code": BOWL_CODE, "reason": {"type": ["string", "null"]}},
            "required": ["confirmation_code"],
        },
        cancel_reservation,
        act=True,
    ),
]

BOWL_INSTRUCTIONS = """You are the booking assistant for Bayview Lanes, a 24-lane bowling center in San Diego, California.
Today is Thursday, January 21, 2027, 11:00 AM (America/Los_Angeles).

Signed-in customer: Dana Whitfield (dana.whitfield@gmail.com, (619) 555-0182). Her upcoming reservation: BVL-2207.
Hours: Sun-Thu 10 AM-11 PM, Fri-Sat 10 AM-1 AM. Up to 6 bowlers per lane; bigger groups get neighboring lanes.
Prices per person per game: $6.50 Monday-Friday before 5 PM; $8.50 weekday evenings and all day Saturday and Sunday.
Shoe rental $4.50 (socks are required with rental shoes; $2 at the front desk). Bumpers are free and can be raised for individual bowlers.
Packages: pizza_party $14.99 per person (pizza and soda pitchers, 90 minutes in the party room); glow_bowl $5 per person (Fri-Sat from 8 PM).
A reservation takes a $25 deposit; free cancellation up to 24 hours before the start time.
Book or cancel only when the customer asks."""

BOWL_EVENING_OPTIONS = said(
    "6:00", "6 pm", "6pm", "18:00", "6:30", "18:30", "7:30", "19:30", "8:00", "8 pm", "8pm", "20:00", "8:30", "20:30"
)

BOWL_CASES = [
    Case(
        "ad_bowl_tomorrow_night",
        "bowling_alley",
        "direct",
        [
            Turn(
                "any lanes free tomorrow night around 7 for 4 of us?",
                calls=[ExpectCall("lane-availability", {"date": date("2027-01-22"), "party_size": 4})],
                forbid=BOWL_ACTS,
                answer_has=[BOWL_EVENING_OPTIONS],
            ),
        ],
        features=("date", "number_words", "kebab"),
    ),
    Case(
        "ad_bowl_family_saturday",
        "bowling_alley",
        "polite",
        [
            Turn(
                "Hello! Could you kindly book us a lane for Saturday the 30th at 2pm, two games? It's me (Dana, shoe size 8), "
                "my husband Luis (size 11) and our daughter Sofi - she's a kids' size 4 and needs the bumpers please.",
                calls=[
                    ExpectCall(
                        "book-lane",
                        {
                            "date": date("2027-01-30"),
                            "start_time": matches(r"14:00|2(:00)?\s*pm"),
                            "games": 2,
                            "bowlers": items(
                                fields(name=contains("Dana"), shoe_size=number(8)),
                                fields(name=contains("Luis"), shoe_size=number(11)),
                                fields(name=contains("Sofi"), bumpers=boolean(True)),
                            ),
                        },
                    )
                ],
                allow=["lane-availability"],
                forbid=["cancel-reservation"],
            ),
        ],
        features=("array_objects", "number", "boolean", "integer_enum", "person", "kebab"),
    ),
    Case(
        "ad_bowl_birthday_party",
        "bowling_alley",
        "indirect",
        [
            Turn(
                "my son's turning 9 on Feb 6 and he wants a bowling party with like 10 friends in the afternoon, what are my options??",
                calls=[ExpectCall("lane-availability", {"date": date("2027-02-06"), "party_size": between(10, 12)})],
                forbid=BOWL_ACTS,
                answer_has=[
                    said("2:00", "2 pm", "2pm", "14:00", "1:30", "13:30", "2:30", "14:30", "4:00", "4 pm", "4pm", "16:00")
                ],
            ),
        ],
        features=("date", "party_arithmetic", "kebab"),
    ),
    Case(
        "ad_bowl_cancel_and_sunday",
        "bowling_alley",
        "multi_intent",
        [
            Turn(
                "cancel BVL-2207 - and what's open on sunday the 24th after 3?",
                calls=[
                    ExpectCall("cancel-reservation", {"confirmation_code": "BVL-2207"}),
                    ExpectCall("lane-availability", {"date": date("2027-01-24")}),
                ],
                allow=["get-reservation"],
                forbid=["book-lane"],
                answer_has=[said("4:00", "4 pm", "4pm", "16:00", "3:30", "15:30", "4:30", "16:30")],
            ),
        ],
        features=("date", "nullable_type_list", "kebab"),
    ),
    Case(
        "ad_bowl_socks_and_spare",
        "bowling_alley",
        "no_tool",
        [
            Turn(
                "do i need to bring socks? also whats the diffrence between a strike and a spare again lol",
                forbid=BOWL_ACTS + ["lane-availability"],
                answer_has=[said("sock"), said("second")],
            ),
        ],
        features=("typo", "policy", "kebab"),
    ),
    Case(
        "ad_bowl_book_saturday_vague",
        "bowling_alley",
        "underspecified",
        [
            Turn(
                "book a lane for saturday",
                allow=["lane-availability", "get-reservation"],
                forbid=BOWL_ACTS,
                clarify=True,
            ),
        ],
        features=("missing_time", "kebab"),
    ),
    Case(
        "ad_bowl_extra_lane_same_time",
        "bowling_alley",
        "chained",
        [
            Turn(
                "4 more people want to join our booking BVL-2207. is there another lane free at the same time as ours?",
                calls=[
                    ExpectCall("get-reservation", {"confirmation_code": "BVL-2207"}),
                    ExpectCall("lane-availability", {"date": date("2027-01-23")}),
                ],
                forbid=BOWL_ACTS,
                answer_has=[said("yes", "available", "free", "open", "2 lanes", "two lanes")],
            ),
        ],
        features=("chained_value", "date", "kebab"),
    ),
    Case(
        "ad_bowl_friday_six",
        "bowling_alley",
        "multi_turn",
        [
            Turn(
                "what have you got Friday the 29th in the evening for six people?",
                calls=[ExpectCall("lane-availability", {"date": date("2027-01-29"), "party_size": 6})],
                forbid=BOWL_ACTS,
            ),
            Turn(
                "the 8pm one, one game each. it's Kai, Mo, Jess, Tom, Priya and Ren - we'll sort shoes at the desk",
                calls=[
                    ExpectCall(
                        "book-lane",
                        {
                            "date": date("2027-01-29"),
                            "start_time": matches(r"20:00|8(:00)?\s*pm"),
                            "games": 1,
                            "bowlers": items(*(fields(name=contains(n)) for n in ("Kai", "Mo", "Jess", "Tom", "Priya", "Ren"))),
                        },
                    )
                ],
                allow=["lane-availability"],
                forbid=["cancel-reservation"],
            ),
        ],
        features=("array_objects", "integer_enum", "follow_up", "kebab"),
    ),
]


# =============================================================================================
# 4. appliance_repair: FixRight Appliance Care, Toronto (3 tools, PascalCase)
# =============================================================================================

FIX_TODAY = _dt.date(2027, 1, 4)
FIX_APPLIANCES: dict[str, dict[str, Any]] = {
    "WM-44871": {
        "type": "washer",
        "model": "LG WM3600HWA front-load washer",
        "purchased": "2024-03-10",
        "coverage": [
            {"plan": "LG manufacturer warranty (parts and labour)", "until": "2025-03-10"},
            {"plan": "FixRight Protect extended plan (parts, labour and call-out)", "until": "2029-03-10"},
        ],
    },
    "RF-20933": {
        "type": "fridge",
        "model": "Samsung RF28R7201SR French-door fridge",
        "purchased": "2021-08-02",
        "coverage": [
            {"plan": "Samsung manufacturer warranty (parts and labour)", "until": "2022-08-02"},
            {
                "plan": "Samsung sealed-system warranty (compressor, evaporator, condenser and refrigerant only)",
                "until": "2031-08-02",
            },
        ],
    },
    "DW-77120": {
        "type": "dishwasher",
        "model": "Bosch SHX78CM5N dishwasher",
        "purchased": "2025-11-20",
        "coverage": [{"plan": "Bosch manufacturer warranty (parts and labour)", "until": "2027-11-20"}],
    },
}
FIX_OPEN = {  # date -> open windows; later dates: weekdays AM+PM, Saturday AM, Sunday closed
    "2027-01-04": [],
    "2027-01-05": ["PM"],
    "2027-01-06": ["AM", "PM"],
    "2027-01-07": ["AM"],
    "2027-01-08": ["PM"],
    "2027-01-09": ["AM"],
    "2027-01-10": [],
}
FIX_WINDOWS = {"AM": "8:00 AM-12:00 PM", "PM": "12:00 PM-4:00 PM"}
FIX_TYPES = ["washer", "dryer", "fridge", "freezer", "dishwasher", "oven", "range", "microwave"]
FIX_DIAGNOSTIC_FEE = 129.0


def _fix_windows(day: _dt.date) -> list[str]:
    if str(day) in FIX_OPEN:
        return FIX_OPEN[str(day)]
    if day.weekday() == 6:
        return []
    return ["AM"] if day.weekday() == 5 else ["AM", "PM"]


def _fix_coverage(serial: str) -> dict[str, Any]:
    item = FIX_APPLIANCES[serial]
    plans = [{**p, "active": p["until"] >= str(FIX_TODAY)} for p in item["coverage"]]
    full = any(p["active"] and "labour" in p["plan"] for p in plans)
    return {"plans": plans, "fully_covered": full}


def CheckWarranty(SerialNumber: str) -> dict[str, Any]:
    key = str(SerialNumber).strip().upper()
    if key not in FIX_APPLIANCES:
        return {"error": f"Serial {SerialNumber!r} is not registered to this customer. Registered: WM-44871, RF-20933, DW-77120."}
    item = FIX_APPLIANCES[key]
    cov = _fix_coverage(key)
    out = {"SerialNumber": key, "appliance": item["model"], "type": item["type"], "purchased": item["purchased"], **cov}
    if cov["fully_covered"]:
        out["visit_cost"] = "No charge: parts, labour and call-out are covered."
    else:
        out["visit_cost"] = (
            f"${FIX_DIAGNOSTIC_FEE:.0f} diagnostic fee plus parts and labour, unless the fault is in a part a still-active plan covers."
        )
    return out


def FindVisitSlots(PostalCode: str, ApplianceType: str, FromDate: str, ToDate: str | None = None) -> dict[str, Any]:
    code = re.sub(r"\s+", "", str(PostalCode)).upper()
    if not re.fullmatch(r"[A-Z]\d[A-Z]\d[A-Z]\d", code):
        return {"error": "PostalCode must be a Canadian postal code like M4L 3P1"}
    if not code.startswith(("M", "L")):
        return {"error": f"We don't service {code[:3]} {code[3:]}; our area is Toronto and the GTA (M and L postal codes)."}
    if ApplianceType not in FIX_TYPES:
        return {"error": f"ApplianceType must be one of {FIX_TYPES}"}
    start = _day(FromDate)
    if start is None:
        return {"error": "FromDate must be YYYY-MM-DD"}
    start = max(start, FIX_TODAY)
    end = _day(ToDate) if ToDate else start + _dt.timedelta(days=6)
    if end is None or end < start:
        return {"error": "ToDate must be a date on or after FromDate"}
    end = min(end, start + _dt.timedelta(days=13))
    slots = []
    day = start
    while day <= end:
        for window in _fix_windows(day):
            slots.append(
                {
                    "SlotId": f"SL-{day:%Y%m%d}-{window}",
                    "date": str(day),
                    "weekday": day.strftime("%A"),
                    "window": FIX_WINDOWS[window],
                }
            )
        day += _dt.timedelta(days=1)
    return {
        "PostalCode": f"{code[:3]} {code[3:]}",
        "ApplianceType": ApplianceType,
        "from": str(start),
        "to": str(end),
        "slots": slots,
        "note": "Monday 4 January is fully booked." if start == FIX_TODAY else None,
    }


def BookRepairVisit(SlotId: str, SerialNumber: str, Fault: dict[str, Any], AccessNotes: str | None) -> dict[str, Any]:
    found = re.fullmatch(r"SL-(\d{8})-(AM|PM)", str(SlotId).strip().upper())
    if not found:
        return {"error": f"Unknown SlotId {SlotId!r}; get one from FindVisitSlots."}
    try:
        day = _dt.datetime.strptime(found.group(1), "%Y%m%d").date()
    except ValueError:
        return {"error": f"Unknown SlotId {SlotId!r}; get one from FindVisitSlots."}
    if day < FIX_TODAY or found.group(2) not in _fix_windows(day):
        return {"error": f"Slot {SlotId} is not available; search again with FindVisitSlots."}
    key = str(SerialNumber).strip().upper()
    if key not in FIX_APPLIANCES:
        return {
            "error": f"Serial {SerialNumber!r} is not registered to this customer; register the appliance first (call 416-555-0139)."
        }
    symptoms = [str(s) for s in (Fault or {}).get("Symptoms") or [] if str(s).strip()]
    if not symptoms:
        return {"error": "Describe at least one symptom in Fault.Symptoms."}
    cov = _fix_coverage(key)
    return {
        "JobNumber": f"FR-{600000 + int(found.group(1)[4:]) * 10 + (1 if found.group(2) == 'AM' else 2)}",
        "status": "booked",
        "date": str(day),
        "weekday": day.strftime("%A"),
        "window": FIX_WINDOWS[found.group(2)],
        "technician": "Dev Patel" if found.group(2) == "AM" else "Lucia Moreno",
        "appliance": FIX_APPLIANCES[key]["model"],
        "fault": {"Symptoms": symptoms, "ErrorCode": (Fault or {}).get("ErrorCode"), "StartedOn": (Fault or {}).get("StartedOn")},
        "expected_cost": "covered, no charge"
        if cov["fully_covered"]
        else f"${FIX_DIAGNOSTIC_FEE:.0f} diagnostic fee plus parts and labour",
        "AccessNotes": AccessNotes,
        "reminder": "Text message 30 minutes before the technician arrives.",
    }


FIX_TOOLS = [
    ToolDef(
        "CheckWarranty",
        "Warranty and protection-plan coverage of one of the customer's registered appliances, by serial number.",
        {"type": "object", "properties": {"SerialNumber": {"type": "string"}}, "required": ["SerialNumber"]},
        CheckWarranty,
    ),
    ToolDef(
        "FindVisitSlots",
        "Technician visit windows for an appliance type at a postal code, FromDate to ToDate (default: 7 days).",
        {
            "type": "object",
            "properties": {
                "PostalCode": {"type": "string", "description": "e.g. M4L 3P1"},
                "ApplianceType": {"type": "string", "enum": FIX_TYPES},
                "FromDate": {"type": "string", "format": "date"},
                "ToDate": {"type": ["string", "null"], "format": "date"},
            },
            "required": ["PostalCode", "ApplianceType", "FromDate"],
        },
        FindVisitSlots,
    ),
    ToolDef(
        "BookRepairVisit",
        "Book a technician into a visit slot for a registered appliance.",
        {
            "type": "object",
            "properties": {
                "SlotId": {"type": "string", "description": "From FindVisitSlots, e.g. SL-20270106-AM"},
                "SerialNumber": {"type": "string"},
                "Fault": {"$ref": "#/$defs/Fault"},
                "AccessNotes": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Parking, buzzer, pets…"},
            },
            "required": ["SlotId", "SerialNumber", "Fault", "AccessNotes"],
            "additionalProperties": False,
            "$defs": {
                "Fault": {
                    "type": "object",
                    "properties": {
                        "Symptoms": {"type": "array", "items": {"type": "string"}},
                        "ErrorCode": {"type": ["string", "null"], "description": "Code on the display, e.g. OE; null if none"},
                        "StartedOn": {"type": "string", "description": "When it started (YYYY-MM-DD or words)"},
                    },
                    "required": ["Symptoms", "ErrorCode", "StartedOn"],
                    "additionalProperties": False,
                }
            },
        },
        BookRepairVisit,
        act=True,
        strict=True,
    ),
]

FIX_INSTRUCTIONS = """You are the virtual assistant of FixRight Appliance Care, an appliance repair service in Toronto.
Today is Monday, January 4, 2027, 8:40 AM (America/Toronto).

Signed-in customer: Marcus Liang, 214 Woodbine Ave, Toronto, ON M4L 3P1, (416) 555-0172.
Registered appliances (serial number):
- LG front-load washer (WM-44871), bought March 2024
- Samsung French-door fridge (RF-20933), bought August 2021
- Bosch dishwasher (DW-77120), bought November 2025
Visits are booked in 4-hour windows (8 AM-12 PM or 12-4 PM). Outside warranty a visit costs a $129 diagnostic fee plus parts
and labour. Appliances must be registered (serial number) before a visit can be booked.
Book a visit only when the customer asks for one."""


FIX_CASES = [
    Case(
        "ad_fix_fridge_warranty",
        "appliance_repair",
        "direct",
        [
            Turn(
                "is my fridge still under warranty? serial RF-20933",
                calls=[ExpectCall("CheckWarranty", {"SerialNumber": "RF-20933"})],
                forbid=["BookRepairVisit"],
                answer_has=[
                    said("expired", "not covered", "no longer", "ended", "out of warranty", "2022"),
                    said("compressor", "sealed"),
                ],
            ),
        ],
        features=("pascal_case", "partial_coverage"),
    ),
    Case(
        "ad_fix_dishwasher_slots_polite",
        "appliance_repair",
        "polite",
        [
            Turn(
                "Good morning, could you please check what repair appointments you have for my dishwasher this week? Thank you.",
                calls=[
                    ExpectCall(
                        "FindVisitSlots",
                        {
                            "PostalCode": one_of("M4L 3P1", "M4L3P1"),
                            "ApplianceType": "dishwasher",
                            "FromDate": date_in("2027-01-04", "2027-01-05"),
                        },
                    )
                ],
                allow=["CheckWarranty"],
                forbid=["BookRepairVisit"],
                answer_has=[said("Tuesday", "January 5", "Jan 5", "5 January", "Jan. 5", "01-05", "1/5")],
            ),
        ],
        features=("enum", "date", "profile_value", "pascal_case"),
    ),
    Case(
        "ad_fix_washer_oe_cost",
        "appliance_repair",
        "indirect",
        [
            Turn(
                "ugh the washer is flashing OE and wont drain. is getting this fixed going to cost me a fortune?",
                calls=[ExpectCall("CheckWarranty", {"SerialNumber": "WM-44871"})],
                allow=["FindVisitSlots"],
                forbid=["BookRepairVisit"],
                answer_has=[said("covered", "Protect", "no charge", "$0", "free", "won't cost", "will not cost", "nothing")],
            ),
        ],
        features=("profile_value", "typo", "pascal_case"),
    ),
    Case(
        "ad_fix_book_earliest_dishwasher",
        "appliance_repair",
        "chained",
        [
            Turn(
                "Book the earliest technician visit you have for my dishwasher - it's leaking from under the door, started yesterday.",
                calls=[
                    ExpectCall("FindVisitSlots", {"ApplianceType": "dishwasher", "PostalCode": one_of("M4L 3P1", "M4L3P1")}),
                    ExpectCall(
                        "BookRepairVisit",
                        {
                            "SlotId": "SL-20270105-PM",
                            "SerialNumber": "DW-77120",
                            "Fault": fields(Symptoms=has_items(matches(r"leak"))),
                        },
                    ),
                ],
                allow=["CheckWarranty"],
            ),
        ],
        features=("strict", "ref", "nested", "array", "nullable_type_list", "nullable_anyof", "chained_id", "pascal_case"),
    ),
    Case(
        "ad_fix_oven_vague",
        "appliance_repair",
        "underspecified",
        [
            Turn(
                "I need someone to come and look at my oven",
                allow=["FindVisitSlots", "CheckWarranty"],
                forbid=["BookRepairVisit"],
                clarify=True,
            ),
        ],
        features=("unregistered_item", "pascal_case"),
    ),
    Case(
        "ad_fix_washer_wed_or_thu",
        "appliance_repair",
        "multi_turn",
        [
            Turn(
                "what slots do you have for the washing machine on Wednesday or Thursday?",
                calls=[
                    ExpectCall(
                        "FindVisitSlots",
                        {
                            "ApplianceType": "washer",
                            "PostalCode": one_of("M4L 3P1", "M4L3P1"),
                            "FromDate": date_between("2027-01-04", "2027-01-06"),
                        },
                    )
                ],
                allow=["CheckWarranty"],
                forbid=["BookRepairVisit"],
            ),
            Turn(
                "Thursday morning works. it's the OE error, the water just sits in the drum",
                calls=[
                    ExpectCall(
                        "BookRepairVisit",
                        {
                            "SlotId": "SL-20270107-AM",
                            "SerialNumber": "WM-44871",
                            "Fault": fields(
                                ErrorCode=contains("OE"), Symptoms=has_items(matches(r"drain|water|drum|OE|standing"))
                            ),
                        },
                    )
                ],
                allow=["FindVisitSlots", "CheckWarranty"],
            ),
        ],
        features=("strict", "ref", "nested", "nullable_type_list", "follow_up", "pascal_case"),
    ),
    Case(
        "ad_fix_musty_washer_tips",
        "appliance_repair",
        "no_tool",
        [
            Turn(
                "any tips to stop my front loader smelling musty? don't want to book anything, just advice",
                forbid=["BookRepairVisit", "FindVisitSlots"],
                allow=["CheckWarranty"],
            ),
        ],
        features=("advice", "pascal_case"),
    ),
]


# =============================================================================================
# 5. birding_log: Fieldnotes birding journal (1 tool, namespaced name)
# =============================================================================================

BIRD_NOW = _dt.datetime(2027, 1, 31, 11, 10)
BIRD_YEAR_LIST = (
    "robin, blackbird, blue tit, great tit, house sparrow, wren, dunnock, chaffinch, goldfinch, wood pigeon, "
    "collared dove, magpie, jackdaw, carrion crow, rook, starling, herring gull, black-headed gull, mallard, teal, "
    "wigeon, gadwall, shoveler, coot, moorhen, mute swan, greylag goose, little egret, grey heron, cormorant, "
    "marsh harrier, buzzard, kestrel, pheasant, long-tailed tit, song thrush, redwing, fieldfare, lapwing, avocet, "
    "redshank"
).split(", ")
BIRD_BEHAVIOURS = ["feeding", "flying_over", "perched", "singing", "calling", "bathing", "hunting", "displaying", "roosting"]


def record_sighting(
    species: str,
    count: int,
    observed_at: str,
    location: dict[str, Any],
    behaviours: list[str],
    confidence: str,
    notes: str | None,
) -> dict[str, Any]:
    name = re.sub(r"\s+", " ", str(species)).strip()
    if not name:
        return {"error": "species is required (common name, e.g. 'Marsh Harrier')"}
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        return {"error": "count must be a whole number of at least 1"}
    when = _stamp(observed_at)
    if when is None:
        return {"error": "observed_at must be a local date-time like 2027-01-31T09:40"}
    if when > BIRD_NOW + _dt.timedelta(minutes=5):
        return {"error": "observed_at is in the future"}
    site = str((location or {}).get("site") or "").strip()
    if not site:
        return {"error": "location.site is required"}
    bad = [b for b in behaviours or [] if b not in BIRD_BEHAVIOURS]
    if bad:
        return {"error": f"Unknown behaviours {bad}; choose from {BIRD_BEHAVIOURS}"}
    if confidence not in ("certain", "probable", "possible"):
        return {"error": "confidence must be certain, probable or possible"}
    base = _fold(name)
    new = not {base, base.removesuffix("s"), base.removesuffix("es")} & set(BIRD_YEAR_LIST)
    out: dict[str, Any] = {
        "sighting_id": f"FN-{40000 + sum(ord(c) for c in _fold(name)) % 900 * 10 + count % 10}",
        "status": "saved",
        "species": name,
        "count": count,
        "observed_at": when.isoformat(timespec="minutes"),
        "location": {"site": site, "grid_ref": (location or {}).get("grid_ref")},
        "behaviours": list(behaviours or []),
        "confidence": confidence,
        "notes": notes,
        "year_list": f"new for 2027 - species #{len(BIRD_YEAR_LIST) + 1}" if new else "already on your 2027 list",
    }
    if _dt.date(2027, 1, 29) <= when.date() <= _dt.date(2027, 1, 31) and ("garden" in _fold(site) or "leiston" in _fold(site)):
        out["big_garden_birdwatch"] = "Also added to your RSPB Big Garden Birdwatch 2027 count (29-31 January)."
    return out


BIRD_TOOLS = [
    ToolDef(
        "fieldnotes__record_sighting",
        "Save one bird sighting (one species) to the user's Fieldnotes journal. Call once per species.",
        {
            "type": "object",
            "properties": {
                "species": {"type": "string", "description": "Common name, e.g. 'Marsh Harrier'"},
                "count": {"type": "integer", "description": "How many birds"},
                "observed_at": {"type": "string", "description": "Local date-time YYYY-MM-DDTHH:MM"},
                "location": {
                    "type": "object",
                    "properties": {
                        "site": {"type": "string", "description": "Place name, e.g. 'Minsmere - Island Mere hide'"},
                        "grid_ref": {"type": ["string", "null"], "description": "OS grid reference if known"},
                    },
                    "required": ["site", "grid_ref"],
                    "additionalProperties": False,
                },
                "behaviours": {"type": "array", "items": {"type": "string", "enum": BIRD_BEHAVIOURS}},
                "confidence": {"type": "string", "enum": ["certain", "probable", "possible"]},
                "notes": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["species", "count", "observed_at", "location", "behaviours", "confidence", "notes"],
            "additionalProperties": False,
        },
        record_sighting,
        act=True,
        strict=True,
    ),
]

BIRD_INSTRUCTIONS = """You are the assistant in Fieldnotes, a birdwatching journal app.
Today is Sunday 31 January 2027, 11:10 (Suffolk, UK; Europe/London). It is the last day of the RSPB Big Garden Birdwatch weekend.

User: Hannah Cole. Home garden: 7 Abbey Road, Leiston (grid ref TM 443 626). This morning she is out at RSPB Minsmere
(sites there include Island Mere hide, Bittern hide, the East Scrape, the North Wall and Whin Hill).
When Hannah tells you about birds she has seen, record each species as its own sighting with the time and place she gives.
If she doesn't say what she saw, how many, or where, ask rather than guess."""

BIRD = "fieldnotes__record_sighting"
GARDEN_HOUR = at_between("2027-01-31", "08:00", "09:00")

BIRD_CASES = [
    Case(
        "ad_bird_teal_on_scrape",
        "birding_log",
        "direct",
        [
            Turn(
                "log 5 teal on the east scrape, seen at 10:20",
                calls=[
                    ExpectCall(
                        BIRD,
                        {
                            "species": contains("teal"),
                            "count": 5,
                            "observed_at": at("2027-01-31", "10:20"),
                            "location": mentions("scrape"),
                        },
                    )
                ],
            ),
        ],
        features=("strict", "nested", "1_tool"),
    ),
    Case(
        "ad_bird_marsh_harrier",
        "birding_log",
        "indirect",
        [
            Turn(
                "omg a marsh harrier just drifted over the reedbed in front of Island Mere hide, like ten minutes ago!! "
                "pretty sure it was a female",
                calls=[
                    ExpectCall(
                        BIRD,
                        {
                            "species": contains("marsh harrier"),
                            "count": 1,
                            "observed_at": at_between("2027-01-31", "10:55", "11:10"),
                            "location": mentions("Island Mere"),
                        },
                    )
                ],
            ),
        ],
        features=("strict", "nested", "relative_time", "number_words", "1_tool"),
    ),
    Case(
        "ad_bird_chiffchaff_vs_willow",
        "birding_log",
        "no_tool",
        [
            Turn(
                "how do you tell a chiffchaff from a willow warbler? they look identical to me",
                forbid=[BIRD],
                answer_has=[said("song", "sing")],
            ),
        ],
        features=("knowledge", "1_tool"),
    ),
    Case(
        "ad_bird_add_this_morning",
        "birding_log",
        "underspecified",
        [
            Turn("can you add the birds I saw this morning", forbid=[BIRD], clarify=True),
        ],
        features=("missing_everything", "1_tool"),
    ),
    Case(
        "ad_bird_kingfisher_then_stonechats",
        "birding_log",
        "multi_turn",
        [
            Turn(
                "can you log a kingfisher at the North Wall sluice, 9:40 this morning",
                calls=[
                    ExpectCall(
                        BIRD,
                        {
                            "species": contains("kingfisher"),
                            "count": 1,
                            "observed_at": at("2027-01-31", "09:40"),
                            "location": mentions("north wall"),
                        },
                    )
                ],
            ),
            Turn(
                "and a pair of stonechats on the gorse near the same spot, around 10",
                calls=[
                    ExpectCall(
                        BIRD,
                        {
                            "species": contains("stonechat"),
                            "count": 2,
                            "observed_at": at("2027-01-31", "10:00"),
                            "location": mentions("north wall"),
                        },
                    )
                ],
            ),
        ],
        features=("strict", "nested", "follow_up", "number_words", "1_tool"),
    ),
    Case(
        "ad_bird_garden_birdwatch_hour",
        "birding_log",
        "multi_intent",
        [
            Turn(
                "Before I came out I did my Big Garden Birdwatch hour at home, 8 to 9 this morning: 6 house sparrows, "
                "2 blackbirds, 1 robin and 4 long-tailed tits. log them all pls",
                calls=[
                    ExpectCall(BIRD, {"species": contains("house sparrow"), "count": 6, "observed_at": GARDEN_HOUR}),
                    ExpectCall(BIRD, {"species": contains("blackbird"), "count": 2, "observed_at": GARDEN_HOUR}),
                    ExpectCall(BIRD, {"species": contains("robin"), "count": 1, "observed_at": GARDEN_HOUR}),
                    ExpectCall(BIRD, {"species": matches(r"long.?tailed tit"), "count": 4, "observed_at": GARDEN_HOUR}),
                ],
            ),
        ],
        features=("strict", "four_calls", "1_tool"),
    ),
]

DOMAINS = [
    Domain("crm_sales", CRM_TOOLS, CRM_INSTRUCTIONS),
    Domain("kennel_boarding", KEN_TOOLS, KEN_INSTRUCTIONS),
    Domain("bowling_alley", BOWL_TOOLS, BOWL_INSTRUCTIONS),
    Domain("appliance_repair", FIX_TOOLS, FIX_INSTRUCTIONS),
    Domain("birding_log", BIRD_TOOLS, BIRD_INSTRUCTIONS),
]

CASES = [*CRM_CASES, *KEN_CASES, *BOWL_CASES, *FIX_CASES, *BIRD_CASES]
