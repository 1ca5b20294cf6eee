"""Fresh generality part AA: five domains, 45 cases, written independently on 2026-12-06 by a helper
that saw only spec.py, validate.py, runner.py's loader and cases_fresh_u.py's shape.

Domains (tool count, naming style, the "today" of each system prompt):
- product_analytics  10 tools, camelCase   Tuesday 5 January 2027, 10:15, Berlin (Lumen analytics workspace of Tidepool Books)
- planning_portal     7 tools, snake_case  Wednesday 9 December 2026, 14:05, Kingsmere, England (district council planning)
- plumbing_callout    5 tools, kebab-case  Monday 4 January 2027, 7:40 AM, Columbus, Ohio (Buckeye Flow Plumbing & Heating)
- family_chores       3 tools, PascalCase  Sunday 13 December 2026, 18:30, Dublin (ChoreStars chores and pocket money)
- bag_storage         1 tool,  snake_case  Friday 18 December 2026, 09:00, Porto (PortoBags left-luggage network)

Categories: direct 6, polite 5, indirect 5, multi_intent 5, no_tool 7, underspecified 5, chained 5,
multi_turn 7.

Schema coverage: string, integer (scheduleReport hour, price-estimate quantity, bag counts), number (alert
threshold, chore reward, payout amount, building heights), boolean (show_name, pets, repeatsWeekly,
cover_upgrade), enum, arrays of strings (share emails, report recipients), arrays of enums (funnel steps,
chart events, chore days, objection grounds, application statuses), arrays of objects (query filters,
price-estimate items), nested objects (alert notify, visit access, permitted-development details, bags),
nullable via type lists (runQuery breakdown, get-open-slots from_date, book-visit access fields, AddChore
dueTime) and via anyOf (scheduleReport dayOfWeek, cancel-visit reason, GetFamilyBoard child, details depth),
$ref/$defs (strict runQuery filters, addChart dateRange), strict tools (runQuery, shareDashboard,
submit_comment, book-visit, AddChore, reserve_bag_storage) and non-strict ones; read tools and act tools
(share, schedule, create, delete, add, submit, book, cancel, pay out, reserve).
"""

from __future__ import annotations

import datetime as _dt
import math
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
    matches,
    number,
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
    """A local date-time from '2026-12-18T11:00', '2026-12-18 11:00:00', '2026-12-18T11:00:00+00:00' ..."""
    found = re.search(r"(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})", str(text))
    if not found:
        return None
    try:
        day = _dt.date.fromisoformat(found.group(1))
        return _dt.datetime(day.year, day.month, day.day, int(found.group(2)), int(found.group(3)))
    except ValueError:
        return None


def said_any_number(*values: float) -> Pred:
    """The answer states at least one of these numbers (where two readings of the request are fair)."""
    preds = [said_number(v) for v in values]
    return Pred(f"states one of {values!r}", lambda text: any(p.ok(text) for p in preds))


def said_date(iso: str, *also: str) -> Pred:
    """The answer names this date in one of the usual written forms (UK, US or ISO), or one of `also`
    (e.g. "tomorrow")."""
    day = _dt.date.fromisoformat(iso)
    month = day.strftime("%B")
    short = month[:3]
    n = day.day
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    forms = [
        f"{n} {month}",
        f"{n}{suffix} {month}",
        f"{n}{suffix} of {month}",
        f"{month} {n}",
        f"{n} {short}",
        f"{short} {n}",
        f"{short}. {n}",
        iso,
        f"{n:02d}/{day.month:02d}",
        f"{day.month}/{n}",
        *also,
    ]
    return said(*forms)


def on_day_between(iso: str, earliest: str, latest: str) -> Pred:
    """A date-time on the ISO date `iso` with a clock time from `earliest` to `latest` (HH:MM, inclusive)."""
    low = _dt.time.fromisoformat(earliest)
    high = _dt.time.fromisoformat(latest)
    want = _dt.date.fromisoformat(iso)

    def test(v: Any) -> bool:
        stamp = _stamp(v)
        return stamp is not None and stamp.date() == want and low <= stamp.time() <= high

    return Pred(f"{iso} between {earliest} and {latest}", test)


# =============================================================================================
# 1. product_analytics: Lumen workspace of Tidepool Books (10 tools, camelCase)
# =============================================================================================

ANA_TODAY = _dt.date(2027, 1, 5)
ANA_EARLIEST = _dt.date(2025, 12, 1)
ANA_EVENTS = [
    "app_open",
    "signup",
    "trial_started",
    "book_started",
    "subscription_purchased",
    "subscription_cancelled",
    "app_crash",
]
PLATFORMS = ("ios", "android", "web")
COUNTRIES = ("US", "GB", "DE", "CA", "AU")
COUNTRY_SHARE = {"US": 38, "GB": 24, "DE": 18, "CA": 11, "AU": 9}
DAILY_BASE = {  # events per day per platform before wobble and season
    "app_open": (5200, 4100, 1900),
    "signup": (120, 95, 60),
    "trial_started": (48, 35, 22),
    "book_started": (900, 640, 310),
    "subscription_purchased": (18, 11, 9),
    "subscription_cancelled": (4, 3, 2),
    "app_crash": (40, 260, 5),
}
UNIQUE_RATIO = {
    "app_open": 2.6,
    "signup": 1.0,
    "trial_started": 1.0,
    "book_started": 1.7,
    "subscription_purchased": 1.0,
    "subscription_cancelled": 1.0,
    "app_crash": 1.9,
}
SEASON = {(2026, 11): 1.0, (2026, 12): 1.12, (2027, 1): 1.18}
AVG_ORDER_USD = 41.25
ANA_MEASURES = ["total", "unique_users", "revenue_usd"]
STEP_RATE = {
    ("signup", "trial_started"): 0.41,
    ("trial_started", "subscription_purchased"): 0.37,
    ("app_open", "book_started"): 0.58,
    ("signup", "book_started"): 0.66,
    ("trial_started", "book_started"): 0.81,
    ("book_started", "subscription_purchased"): 0.05,
    ("subscription_purchased", "subscription_cancelled"): 0.09,
}

DASHBOARDS: dict[str, dict[str, Any]] = {
    "db_growth": {
        "name": "Growth Overview",
        "owner": "lena.vogel@tidepool.app",
        "tiles": 8,
        "lastEdited": "2027-01-04T17:02",
        "sharedWith": [{"email": "team-growth@tidepool.app", "permission": "viewer"}],
    },
    "db_retention": {
        "name": "Retention",
        "owner": "marco.bianchi@tidepool.app",
        "tiles": 6,
        "lastEdited": "2026-12-18T09:40",
        "sharedWith": [{"email": "lena.vogel@tidepool.app", "permission": "editor"}],
    },
    "db_revenue": {
        "name": "Revenue",
        "owner": "lena.vogel@tidepool.app",
        "tiles": 5,
        "lastEdited": "2027-01-02T11:15",
        "sharedWith": [{"email": "cfo@tidepool.app", "permission": "viewer"}],
    },
    "db_reading": {
        "name": "Reading Activity",
        "owner": "sofia.alves@tidepool.app",
        "tiles": 7,
        "lastEdited": "2026-12-29T14:20",
        "sharedWith": [],
    },
    "db_archive": {
        "name": "Archive (monthly totals 2023-2025)",
        "owner": "data-team@tidepool.app",
        "tiles": 12,
        "lastEdited": "2026-02-01T08:00",
        "sharedWith": [{"email": "everyone@tidepool.app", "permission": "viewer"}],
    },
}

ALERTS = [
    {
        "alertId": "al_201",
        "name": "Signups below 150 a day",
        "event": "signup",
        "measure": "total",
        "condition": "below",
        "threshold": 150,
        "window": "day",
        "notify": {"channel": "slack", "target": "#growth"},
        "createdBy": "lena.vogel@tidepool.app",
        "firedLast7Days": 0,
    },
    {
        "alertId": "al_207",
        "name": "Android crash spike",
        "event": "app_crash",
        "measure": "total",
        "condition": "above",
        "threshold": 12,
        "window": "hour",
        "filter": "platform is android",
        "notify": {"channel": "email", "target": "mobile-oncall@tidepool.app"},
        "createdBy": "marco.bianchi@tidepool.app",
        "firedLast7Days": 23,
    },
    {
        "alertId": "al_212",
        "name": "Daily revenue under $1,500",
        "event": "subscription_purchased",
        "measure": "revenue_usd",
        "condition": "below",
        "threshold": 1500,
        "window": "day",
        "notify": {"channel": "slack", "target": "#revenue"},
        "createdBy": "lena.vogel@tidepool.app",
        "firedLast7Days": 1,
    },
]


def _daily(event: str, platform: str, country: str, day: _dt.date) -> int:
    base = DAILY_BASE[event][PLATFORMS.index(platform)] * COUNTRY_SHARE[country] / 100
    seed = day.toordinal() * 31 + ANA_EVENTS.index(event) * 17 + PLATFORMS.index(platform) * 7 + COUNTRIES.index(country) * 3
    value = base * (1 + ((seed % 21) - 10) / 100) * SEASON.get((day.year, day.month), 1.0)
    if platform == "android" and day == _dt.date(2027, 1, 4):
        value *= 0.35  # ingestion outage, backfill in progress
    if day == ANA_TODAY:
        value = 0.0 if platform == "android" else value * 10.25 / 24
    return int(round(value))


def _span(start: _dt.date, end: _dt.date) -> list[_dt.date]:
    return [start + _dt.timedelta(days=i) for i in range((end - start).days + 1)]


def _events_total(event: str, days: list[_dt.date], platforms: list[str], countries: list[str]) -> int:
    return sum(_daily(event, p, c, d) for d in days for p in platforms for c in countries)


def _measure(event: str, measure: str, total: int) -> float | int:
    if measure == "unique_users":
        return int(round(total / UNIQUE_RATIO[event]))
    if measure == "revenue_usd":
        return round(total * AVG_ORDER_USD, 2)
    return total


def _ana_range(startDate: Any, endDate: Any) -> tuple[_dt.date, _dt.date, list[str]] | dict[str, Any]:
    start, end = _day(startDate), _day(endDate)
    if start is None or end is None:
        return {"error": "startDate and endDate must be dates like 2026-12-01."}
    if end < start:
        return {"error": "endDate is before startDate."}
    if start > ANA_TODAY:
        return {"error": f"startDate {start} is in the future (today is {ANA_TODAY})."}
    if start < ANA_EARLIEST:
        return {
            "error": "Raw events are kept for 13 months: the earliest startDate is 2025-12-01. Monthly totals back to "
            "January 2023 are on the Archive dashboard (db_archive)."
        }
    notes = []
    if end >= ANA_TODAY:
        end = ANA_TODAY
        notes.append("Today's data is partial (up to 10:15).")
    if start <= _dt.date(2027, 1, 5) and end >= _dt.date(2027, 1, 4):
        notes.append("Android events for 4-5 January are still being backfilled after an ingestion outage.")
    return start, end, notes


def _ana_dashboard(dashboardId: Any) -> tuple[str, dict[str, Any]] | None:
    key = str(dashboardId).strip()
    if key in DASHBOARDS:
        return key, DASHBOARDS[key]
    for did, info in DASHBOARDS.items():
        if info["name"].casefold() == key.casefold():
            return did, info
    return None


def _no_dashboard(dashboardId: Any) -> dict[str, Any]:
    ids = ", ".join(f"{d} ({i['name']})" for d, i in DASHBOARDS.items())
    return {"error": f"No dashboard '{dashboardId}'. Dashboards: {ids}."}


def list_dashboards(search: str | None = None) -> dict[str, Any]:
    rows = []
    for did, info in DASHBOARDS.items():
        if search and str(search).casefold() not in info["name"].casefold():
            continue
        rows.append({"dashboardId": did, **info})
    return {"count": len(rows), "dashboards": rows}


def run_query(
    event: str,
    measure: str,
    startDate: str,
    endDate: str,
    breakdown: str | None = None,
    filters: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    if event not in ANA_EVENTS:
        return {"error": f"Unknown event '{event}'. Events: {', '.join(ANA_EVENTS)}."}
    if measure not in ANA_MEASURES:
        return {"error": "measure must be total, unique_users or revenue_usd."}
    if measure == "revenue_usd" and event != "subscription_purchased":
        return {"error": "revenue_usd is only available for subscription_purchased."}
    window = _ana_range(startDate, endDate)
    if isinstance(window, dict):
        return window
    start, end, notes = window
    platforms, countries = list(PLATFORMS), list(COUNTRIES)
    for rule in filters or []:
        prop = str(rule.get("property", "")).strip().lower()
        operator = str(rule.get("operator", "is")).strip().lower()
        value = str(rule.get("value", "")).strip()
        if prop == "platform":
            platforms = [p for p in platforms if (p == value.lower()) == (operator == "is")]
        elif prop == "country":
            countries = [c for c in countries if (c == value.upper()) == (operator == "is")]
        else:
            return {"error": "filters can use the properties platform and country."}
    days = _span(start, end)
    out: dict[str, Any] = {
        "event": event,
        "measure": measure,
        "startDate": str(start),
        "endDate": str(end),
        "days": len(days),
        "filters": filters or [],
        "value": _measure(event, measure, _events_total(event, days, platforms, countries)),
    }
    if breakdown == "platform":
        out["breakdown"] = [
            {"platform": p, "value": _measure(event, measure, _events_total(event, days, [p], countries))} for p in platforms
        ]
    elif breakdown == "country":
        out["breakdown"] = [
            {"country": c, "value": _measure(event, measure, _events_total(event, days, platforms, [c]))} for c in countries
        ]
    out["timezone"] = "Europe/Berlin"
    if notes:
        out["notes"] = notes
    return out


def get_funnel(steps: list[str], startDate: str, endDate: str, conversionWindowDays: int = 14) -> dict[str, Any]:
    steps = list(steps or [])
    if len(steps) < 2:
        return {"error": "A funnel needs at least two steps."}
    unknown = [s for s in steps if s not in ANA_EVENTS]
    if unknown:
        return {"error": f"Unknown event(s) {unknown}. Events: {', '.join(ANA_EVENTS)}."}
    window = _ana_range(startDate, endDate)
    if isinstance(window, dict):
        return window
    start, end, notes = window
    days = _span(start, end)
    factor = min(1.0, 0.6 + int(conversionWindowDays) / 35)
    users = int(round(_events_total(steps[0], days, list(PLATFORMS), list(COUNTRIES)) / UNIQUE_RATIO[steps[0]]))
    first = users
    rows = [{"step": 1, "event": steps[0], "users": users, "conversionFromPreviousPct": None, "conversionFromStartPct": 100.0}]
    for index in range(1, len(steps)):
        rate = STEP_RATE.get((steps[index - 1], steps[index]), 0.3) * factor
        new_users = int(round(users * rate))
        rows.append(
            {
                "step": index + 1,
                "event": steps[index],
                "users": new_users,
                "conversionFromPreviousPct": round(100 * new_users / users, 1) if users else 0.0,
                "conversionFromStartPct": round(100 * new_users / first, 1) if first else 0.0,
            }
        )
        users = new_users
    out = {
        "startDate": str(start),
        "endDate": str(end),
        "conversionWindowDays": int(conversionWindowDays),
        "steps": rows,
        "overallConversionPct": rows[-1]["conversionFromStartPct"],
    }
    if notes:
        out["notes"] = notes
    return out


def add_chart(
    dashboardId: str,
    title: str,
    chartType: str,
    events: list[str],
    dateRange: dict[str, Any] | None = None,
    breakdown: str | None = None,
) -> dict[str, Any]:
    found = _ana_dashboard(dashboardId)
    if found is None:
        return _no_dashboard(dashboardId)
    did, info = found
    unknown = [e for e in events or [] if e not in ANA_EVENTS]
    if not events or unknown:
        return {"error": f"events must be a non-empty list of tracked events (unknown: {unknown})."}
    if chartType == "funnel" and len(events) < 2:
        return {"error": "A funnel chart needs at least two events."}
    return {
        "dashboardId": did,
        "dashboard": info["name"],
        "tileId": f"tile_{400 + info['tiles'] + len(str(title))}",
        "title": str(title),
        "chartType": chartType,
        "events": events,
        "dateRange": dateRange or {"preset": "last_30_days"},
        "breakdown": breakdown,
        "position": f"row {info['tiles'] // 2 + 1}",
        "status": "added",
    }


def share_dashboard(dashboardId: str, emails: list[str], permission: str, note: str | None = None) -> dict[str, Any]:
    found = _ana_dashboard(dashboardId)
    if found is None:
        return _no_dashboard(dashboardId)
    did, info = found
    cleaned = [str(e).strip().lower() for e in emails or []]
    if not cleaned or any("@" not in e for e in cleaned):
        return {"error": "emails must be a non-empty list of email addresses."}
    outside = [e for e in cleaned if not e.endswith("@tidepool.app")]
    if permission == "editor" and outside:
        return {"error": f"Only @tidepool.app addresses can be editors: {', '.join(outside)}. Share as viewer instead."}
    return {
        "dashboardId": did,
        "dashboard": info["name"],
        "added": [{"email": e, "permission": permission} for e in cleaned],
        "sharedWith": info["sharedWith"] + [{"email": e, "permission": permission} for e in cleaned],
        "invitationEmailSent": True,
        "note": note,
    }


WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]


def schedule_report(
    dashboardId: str,
    recipients: list[str],
    frequency: str,
    dayOfWeek: str | None = None,
    hour: int = 9,
    format: str = "pdf",
) -> dict[str, Any]:
    found = _ana_dashboard(dashboardId)
    if found is None:
        return _no_dashboard(dashboardId)
    did, info = found
    cleaned = [str(e).strip().lower() for e in recipients or []]
    if not cleaned or any("@" not in e for e in cleaned):
        return {"error": "recipients must be a non-empty list of email addresses."}
    hour = int(hour)
    if not 0 <= hour <= 23:
        return {"error": "hour must be 0-23 (Europe/Berlin)."}
    now = _dt.datetime(2027, 1, 5, 10, 15)
    if frequency == "weekly":
        if dayOfWeek not in WEEKDAYS:
            return {"error": "Weekly reports need dayOfWeek (monday ... sunday)."}
        ahead = (WEEKDAYS.index(dayOfWeek) - now.weekday()) % 7
        first = _dt.datetime.combine(now.date() + _dt.timedelta(days=ahead), _dt.time(hour))
        if first <= now:
            first += _dt.timedelta(days=7)
    elif frequency == "daily":
        first = _dt.datetime.combine(now.date(), _dt.time(hour))
        if first <= now:
            first += _dt.timedelta(days=1)
    elif frequency == "monthly":
        first = _dt.datetime(2027, 2, 1, hour)
    else:
        return {"error": "frequency must be daily, weekly or monthly."}
    return {
        "scheduleId": "sch_3307",
        "dashboardId": did,
        "dashboard": info["name"],
        "recipients": cleaned,
        "frequency": frequency,
        "dayOfWeek": dayOfWeek if frequency == "weekly" else None,
        "hour": hour,
        "format": format,
        "firstSend": first.strftime("%Y-%m-%dT%H:%M"),
        "timezone": "Europe/Berlin",
        "status": "scheduled",
    }


def create_alert(
    event: str,
    condition: str,
    threshold: float,
    notify: dict[str, Any],
    measure: str = "total",
    window: str = "day",
    name: str | None = None,
) -> dict[str, Any]:
    if event not in ANA_EVENTS:
        return {"error": f"Unknown event '{event}'."}
    if condition not in ("above", "below"):
        return {"error": "condition must be above or below."}
    channel = str((notify or {}).get("channel", "")).lower()
    target = str((notify or {}).get("target", "")).strip()
    if channel == "slack":
        target = target if target.startswith("#") else "#" + target.lstrip("#")
    elif channel == "email":
        if "@" not in target:
            return {"error": "An email alert needs an email address as target."}
    else:
        return {"error": "notify.channel must be slack or email."}
    days = _span(_dt.date(2026, 12, 6), _dt.date(2027, 1, 4))
    daily = [_measure(event, measure, _events_total(event, [d], list(PLATFORMS), list(COUNTRIES))) for d in days]
    fired = sum(1 for v in daily if (v < threshold if condition == "below" else v > threshold))
    return {
        "alertId": "al_215",
        "name": name or f"{event} {condition} {threshold:g} per {window}",
        "event": event,
        "measure": measure,
        "condition": condition,
        "threshold": threshold,
        "window": window,
        "notify": {"channel": channel, "target": target},
        "status": "active",
        "wouldHaveFiredLast30Days": fired if window == "day" else None,
    }


def list_alerts() -> dict[str, Any]:
    return {"count": len(ALERTS), "alerts": ALERTS}


def delete_alert(alertId: str) -> dict[str, Any]:
    for alert in ALERTS:
        if alert["alertId"] == str(alertId).strip():
            return {"alertId": alert["alertId"], "name": alert["name"], "status": "deleted"}
    return {"error": f"No alert '{alertId}'. Use listAlerts to see alert ids (al_201, al_207, al_212)."}


def get_pipeline_status() -> dict[str, Any]:
    return {
        "checkedAt": "2027-01-05T10:15",
        "sources": [
            {"source": "ios_sdk", "status": "healthy", "lastEventReceived": "2027-01-05T10:14"},
            {
                "source": "android_sdk",
                "status": "delayed",
                "lastEventReceived": "2027-01-04T06:12",
                "incident": "Android collector outage since 06:12 on 4 January. Events are queued on devices and in the "
                "buffer; nothing is lost.",
                "backfill": {"status": "in_progress", "percentComplete": 35, "expectedCompleteBy": "2027-01-05T14:00"},
            },
            {"source": "web_js", "status": "healthy", "lastEventReceived": "2027-01-05T10:15"},
            {"source": "stripe_webhooks", "status": "healthy", "lastEventReceived": "2027-01-05T10:11"},
        ],
        "affectedDashboards": ["Growth Overview", "Retention", "Reading Activity"],
    }


EVENT_ENUM = {"type": "string", "enum": ANA_EVENTS}
DASHBOARD_ID = {"type": "string", "description": "Dashboard id such as db_growth"}
ISO_DAY = {"type": "string", "description": "Date YYYY-MM-DD (inclusive)"}

ANA_TOOLS = [
    ToolDef(
        "listDashboards",
        "List the workspace's dashboards with owner, number of tiles, last edit and who they are shared with.",
        {"type": "object", "properties": {"search": {"type": "string", "description": "Part of a dashboard name"}}},
        list_dashboards,
    ),
    ToolDef(
        "runQuery",
        "Count an event over a date range: total events, unique users, or revenue (USD) for purchases; optionally "
        "broken down by platform or country and filtered.",
        {
            "type": "object",
            "properties": {
                "event": EVENT_ENUM,
                "measure": {"type": "string", "enum": ANA_MEASURES},
                "startDate": ISO_DAY,
                "endDate": ISO_DAY,
                "breakdown": {"type": ["string", "null"], "enum": ["platform", "country", None], "description": "null for none"},
                "filters": {"type": "array", "items": {"$ref": "#/$defs/filter"}, "description": "[] for no filters"},
            },
            "required": ["event", "measure", "startDate", "endDate", "breakdown", "filters"],
            "additionalProperties": False,
            "$defs": {
                "filter": {
                    "type": "object",
                    "properties": {
                        "property": {"type": "string", "enum": ["platform", "country"]},
                        "operator": {"type": "string", "enum": ["is", "is_not"]},
                        "value": {"type": "string", "description": "e.g. ios, android, web, US, GB"},
                    },
                    "required": ["property", "operator", "value"],
                    "additionalProperties": False,
                }
            },
        },
        run_query,
        strict=True,
    ),
    ToolDef(
        "getFunnel",
        "Conversion funnel: how many unique users did each step in order within the conversion window.",
        {
            "type": "object",
            "properties": {
                "steps": {"type": "array", "items": EVENT_ENUM, "minItems": 2, "description": "Events in funnel order"},
                "startDate": ISO_DAY,
                "endDate": ISO_DAY,
                "conversionWindowDays": {"type": "integer", "minimum": 1, "maximum": 90, "default": 14},
            },
            "required": ["steps", "startDate", "endDate"],
        },
        get_funnel,
    ),
    ToolDef(
        "addChart",
        "Add a chart tile to a dashboard.",
        {
            "type": "object",
            "properties": {
                "dashboardId": DASHBOARD_ID,
                "title": {"type": "string"},
                "chartType": {"type": "string", "enum": ["line", "bar", "number", "funnel", "table"]},
                "events": {"type": "array", "items": EVENT_ENUM, "description": "One event, or the funnel steps in order"},
                "dateRange": {"$ref": "#/$defs/dateRange"},
                "breakdown": {"anyOf": [{"type": "string", "enum": ["platform", "country"]}, {"type": "null"}]},
            },
            "required": ["dashboardId", "title", "chartType", "events"],
            "$defs": {
                "dateRange": {
                    "type": "object",
                    "properties": {
                        "preset": {
                            "type": ["string", "null"],
                            "enum": ["last_7_days", "last_30_days", "last_month", "this_month", None],
                        },
                        "startDate": {"type": ["string", "null"]},
                        "endDate": {"type": ["string", "null"]},
                    },
                }
            },
        },
        add_chart,
        act=True,
    ),
    ToolDef(
        "shareDashboard",
        "Share a dashboard with people by email as viewer or editor (editors must have a @tidepool.app address).",
        {
            "type": "object",
            "properties": {
                "dashboardId": DASHBOARD_ID,
                "emails": {"type": "array", "items": {"type": "string"}},
                "permission": {"type": "string", "enum": ["viewer", "editor"]},
                "note": {"type": ["string", "null"], "description": "Optional message in the invitation; null for none"},
            },
            "required": ["dashboardId", "emails", "permission", "note"],
            "additionalProperties": False,
        },
        share_dashboard,
        act=True,
        strict=True,
    ),
    ToolDef(
        "scheduleReport",
        "Email a snapshot of a dashboard to recipients on a schedule.",
        {
            "type": "object",
            "properties": {
                "dashboardId": DASHBOARD_ID,
                "recipients": {"type": "array", "items": {"type": "string"}, "description": "Email addresses"},
                "frequency": {"type": "string", "enum": ["daily", "weekly", "monthly"]},
                "dayOfWeek": {
                    "anyOf": [{"type": "string", "enum": WEEKDAYS}, {"type": "null"}],
                    "description": "Weekly reports only",
                },
                "hour": {"type": "integer", "minimum": 0, "maximum": 23, "description": "Hour of day, Europe/Berlin"},
                "format": {"type": "string", "enum": ["pdf", "png"], "default": "pdf"},
            },
            "required": ["dashboardId", "recipients", "frequency", "hour"],
        },
        schedule_report,
        act=True,
    ),
    ToolDef(
        "createAlert",
        "Create an alert that notifies Slack or email when an event's count crosses a threshold.",
        {
            "type": "object",
            "properties": {
                "event": EVENT_ENUM,
                "measure": {"type": "string", "enum": ANA_MEASURES, "default": "total"},
                "condition": {"type": "string", "enum": ["above", "below"]},
                "threshold": {"type": "number"},
                "window": {"type": "string", "enum": ["hour", "day"], "default": "day"},
                "notify": {
                    "type": "object",
                    "properties": {
                        "channel": {"type": "string", "enum": ["slack", "email"]},
                        "target": {"type": "string", "description": "Slack channel like #growth, or an email address"},
                    },
                    "required": ["channel", "target"],
                },
                "name": {"type": "string"},
            },
            "required": ["event", "condition", "threshold", "notify"],
        },
        create_alert,
        act=True,
    ),
    ToolDef(
        "listAlerts",
        "List the workspace's alerts with their rule, where they notify and how often they fired in the last 7 days.",
        {"type": "object", "properties": {}},
        list_alerts,
    ),
    ToolDef(
        "deleteAlert",
        "Delete an alert by its id (from listAlerts).",
        {"type": "object", "properties": {"alertId": {"type": "string"}}, "required": ["alertId"]},
        delete_alert,
        act=True,
    ),
    ToolDef(
        "getPipelineStatus",
        "Ingestion status of each data source (last event received, delays, backfills). Use it when numbers look "
        "wrong, low or incomplete.",
        {"type": "object", "properties": {}},
        get_pipeline_status,
    ),
]

ANA_ACTS = ["addChart", "shareDashboard", "scheduleReport", "createAlert", "deleteAlert"]

ANA_INSTRUCTIONS = """You are the assistant inside Lumen, the product-analytics workspace of Tidepool Books (an e-reading subscription app for iOS, Android and the web).
Today is Tuesday 5 January 2027, 10:15 (Berlin; all dates and reports use Europe/Berlin).
Signed-in user: Lena Vogel (lena.vogel@tidepool.app), Head of Growth, workspace admin.

Events tracked: app_open, signup, trial_started, book_started, subscription_purchased, subscription_cancelled, app_crash.
Properties: platform (ios, android, web) and country (US, GB, DE, CA, AU).
Dashboards: Growth Overview (db_growth), Retention (db_retention), Revenue (db_revenue), Reading Activity (db_reading), Archive - monthly totals 2023-2025 (db_archive).

Data policies:
- Raw events are kept for 13 months, so queries can start no earlier than 1 December 2025. Monthly totals back to January 2023 are on the Archive dashboard.
- Today's numbers are partial until midnight. If numbers look wrong or incomplete, check the pipeline status before drawing conclusions.
- Only @tidepool.app addresses can be editors; anyone else can only be a viewer.
Share dashboards, schedule reports, add charts, and create or delete alerts only when the user asks for it."""

_DEC = _span(_dt.date(2026, 12, 1), _dt.date(2026, 12, 31))
_NOV = _span(_dt.date(2026, 11, 1), _dt.date(2026, 11, 30))
DEC_SIGNUPS = {p: _events_total("signup", _DEC, [p], list(COUNTRIES)) for p in PLATFORMS}
DEC_BOOKS = _events_total("book_started", _DEC, list(PLATFORMS), list(COUNTRIES))
NOV_BOOKS = _events_total("book_started", _NOV, list(PLATFORMS), list(COUNTRIES))
DEC_TRIAL_PAID_PCT = get_funnel(["trial_started", "subscription_purchased"], "2026-12-01", "2026-12-31")["overallConversionPct"]


# =============================================================================================
# 2. planning_portal: Kingsmere District Council planning (7 tools, snake_case)
# =============================================================================================

PLAN_TODAY = _dt.date(2026, 12, 9)

APPLICATIONS: dict[str, dict[str, Any]] = {
    "KM/26/04388": {
        "address": "16 Orchard Lane, Kingsmere KM4 2RT",
        "proposal": "Two-storey side extension and single-storey rear extension",
        "application_type": "Householder",
        "status": "pending",
        "received": "2026-11-24",
        "consultation_ends": "2026-12-17",
        "decision_due": "2027-01-19",
        "case_officer": "Gareth Pryce",
        "applicant": "Mr and Mrs D. Okonjo",
        "key_details": {
            "ridge_height_m": 7.4,
            "eaves_height_m": 5.2,
            "side_extension_width_m": 2.6,
            "rear_extension_depth_m": 3.0,
            "gap_to_boundary_with_no_14_m": 1.0,
            "windows_facing_no_14": "One first-floor bathroom window in the side wall, obscure-glazed and fixed shut below "
            "1.7 m above floor level; no other side windows.",
        },
        "comments": {"support": 2, "object": 1, "neutral": 0},
    },
    "KM/26/03112": {
        "address": "3 Orchard Lane, Kingsmere KM4 2RS",
        "proposal": "Fell one ash tree (T1) with ash dieback in the rear garden and replant with a field maple",
        "application_type": "Works to trees",
        "status": "approved",
        "received": "2026-09-14",
        "decision_date": "2026-11-02",
        "case_officer": "Tom Haskins",
        "comments": {"support": 0, "object": 0, "neutral": 1},
    },
    "KM/26/04102": {
        "address": "Land at Station Road, opposite Kingsmere Primary School, Kingsmere KM2 7HB",
        "proposal": "Installation of a 20 m telecommunications monopole with 6 antennas and 3 equipment cabinets",
        "application_type": "Telecoms prior approval",
        "status": "pending",
        "received": "2026-11-10",
        "consultation_ends": "2026-12-21",
        "decision_due": "2027-01-05",
        "case_officer": "Helen Marsh",
        "applicant": "Northwave Towers Ltd",
        "key_details": {"height_m": 20, "equipment_cabinets": 3, "footway_width_left_m": 1.4},
        "comments": {"support": 2, "object": 38, "neutral": 1},
    },
    "KM/26/03981": {
        "address": "Former Mill Street Garage, 2-8 Mill Street, Kingsmere KM1 3DF",
        "proposal": "Demolition of the garage and erection of a four-storey building of 14 flats with 10 parking spaces "
        "and a cycle store",
        "application_type": "Major - full planning permission",
        "status": "pending",
        "received": "2026-11-27",
        "site_notice_posted": "2026-12-02",
        "consultation_ends": "2026-12-23",
        "decision_due": "2027-02-24",
        "case_officer": "Helen Marsh",
        "applicant": "Lark Homes Ltd",
        "key_details": {"storeys": 4, "flats": 14, "parking_spaces": 10},
        "comments": {"support": 3, "object": 12, "neutral": 0},
    },
    "KM/26/03560": {
        "address": "41 Mill Street, Kingsmere KM1 3DG",
        "proposal": "Change of use from shop (Class E) to cafe with four outdoor tables",
        "application_type": "Full planning permission",
        "status": "approved",
        "received": "2026-08-03",
        "decision_date": "2026-10-12",
        "case_officer": "Tom Haskins",
        "comments": {"support": 9, "object": 2, "neutral": 0},
    },
    "KM/26/02874": {
        "address": "23 Mill Street, Kingsmere KM1 3DF",
        "proposal": "Rear dormer roof extension",
        "application_type": "Householder",
        "status": "refused",
        "received": "2026-05-20",
        "decision_date": "2026-07-15",
        "refusal_reason": "Overbearing on 21 and 25 Mill Street and harmful to the Mill Street Conservation Area",
        "case_officer": "Gareth Pryce",
        "comments": {"support": 0, "object": 4, "neutral": 0},
    },
}

MY_APPLICATION = {
    "reference": "KM/26/04417",
    "address": "14 Orchard Lane, Kingsmere KM4 2RT",
    "proposal": "Single-storey rear extension and loft conversion with rear dormer",
    "application_type": "Householder",
    "submitted": "2026-11-20",
    "status": "invalid - awaiting information",
    "validation": {
        "missing": ["Site location plan at 1:1250 with the site edged in red"],
        "requested_on": "2026-11-27",
        "deadline": "2026-12-18",
        "what_happens_next": "Once the plan is uploaded the application is validated, a site notice goes up and the "
        "8-week decision clock starts.",
    },
    "case_officer": "Priya Desai",
    "fee_paid_gbp": 528,
}

GROUNDS = [
    "overlooking_privacy",
    "loss_of_light",
    "overbearing",
    "design_appearance",
    "highway_safety",
    "parking",
    "noise",
    "trees_wildlife",
    "flood_risk",
    "heritage",
    "other",
]

DUTY_SLOTS = {
    "2026-12-10": ["10:00", "14:30", "15:00"],
    "2026-12-15": ["10:00", "10:30", "11:30", "14:00"],
    "2026-12-17": ["10:30", "11:00", "14:30", "15:30"],
    "2026-12-22": ["10:00", "11:00"],
}

ABBREVIATIONS = {"st": "street", "rd": "road", "ln": "lane", "ave": "avenue"}


def _tokens(text: str) -> list[str]:
    words = re.findall(r"[a-z0-9]+", str(text).casefold())
    return [ABBREVIATIONS.get(w, w) for w in words if w not in ("kingsmere", "the", "on", "in", "near", "at")]


def _matches_location(query: str, address: str) -> bool:
    wanted = _tokens(query)
    have = _tokens(address)
    if not wanted:
        return False
    compact_q = re.sub(r"\s+", "", str(query).casefold())
    if re.fullmatch(r"km\d[a-z0-9]{0,3}", compact_q):
        return compact_q in re.sub(r"\s+", "", address.casefold())
    return all(w in have for w in wanted)


def _summary(ref: str, app: dict[str, Any]) -> dict[str, Any]:
    row = {"reference": ref, "address": app["address"], "proposal": app["proposal"], "status": app["status"]}
    if app["status"] == "pending":
        row["consultation_ends"] = app["consultation_ends"]
        row["decision_due"] = app["decision_due"]
    else:
        row["decision_date"] = app["decision_date"]
    return row


def search_applications(location: str, statuses: list[str] | None = None) -> dict[str, Any]:
    rows = [
        _summary(ref, app)
        for ref, app in APPLICATIONS.items()
        if _matches_location(location, app["address"]) and (not statuses or app["status"] in statuses)
    ]
    out: dict[str, Any] = {"location": location, "count": len(rows), "applications": rows}
    if not rows:
        out["hint"] = "Nothing found. Try just the street name (e.g. 'Mill Street') or a postcode."
    return out


def _find_app(reference: Any) -> tuple[str, dict[str, Any]] | None:
    key = str(reference).strip().upper().replace(" ", "")
    for ref, app in APPLICATIONS.items():
        if ref.replace(" ", "") == key or ref.split("/")[-1] == key:
            return ref, app
    return None


def get_application(reference: str) -> dict[str, Any]:
    found = _find_app(reference)
    if found is None:
        if str(reference).strip().upper() == MY_APPLICATION["reference"]:
            return MY_APPLICATION
        return {"error": f"No application '{reference}'. References look like KM/26/04388."}
    ref, app = found
    out = {"reference": ref, **app, "comments_open": app["status"] == "pending"}
    out["documents_url"] = f"https://planning.kingsmere.gov.uk/app/{ref.replace('/', '-')}"
    return out


def submit_comment(reference: str, stance: str, grounds: list[str], comment: str, show_name: bool) -> dict[str, Any]:
    found = _find_app(reference)
    if found is None:
        return {"error": f"No application '{reference}'. References look like KM/26/04388."}
    ref, app = found
    if app["status"] != "pending":
        return {"error": f"{ref} was {app['status']} on {app['decision_date']}; comments are closed."}
    if not str(comment).strip():
        return {"error": "The comment text is empty."}
    bad = [g for g in grounds or [] if g not in GROUNDS]
    if bad:
        return {"error": f"Unknown grounds {bad}."}
    return {
        "comment_id": f"PC-{118200 + int(ref[-4:]) % 97}",
        "reference": ref,
        "address": app["address"],
        "stance": stance,
        "grounds": grounds,
        "status": "received",
        "published_within": "5 working days",
        "name_shown_publicly": bool(show_name),
        "note": "Your name and address are seen by the case officer but hidden on the public copy."
        if not show_name
        else "Your name (not your email or phone) will appear on the public copy.",
        "consultation_ends": app["consultation_ends"],
    }


def check_permitted_development(project_type: str, details: dict[str, Any]) -> dict[str, Any]:
    details = details or {}
    house = details.get("house_type")
    conservation = bool(details.get("conservation_area", False))
    height = details.get("height_m")
    depth = details.get("depth_m")
    storeys = details.get("storeys") or 1
    boundary = details.get("distance_to_boundary_m")
    reasons: list[str] = []
    if house == "flat" and project_type != "dropped_kerb":
        verdict = "planning_permission_needed"
        reasons.append("Flats and maisonettes have no householder permitted development rights.")
    elif project_type == "rear_extension":
        limit = 4.0 if house == "detached" else 3.0
        if height is None or depth is None:
            return {"error": "For a rear extension give height_m and depth_m (how far it projects from the original rear wall)."}
        if storeys >= 2:
            verdict = "permitted_development" if depth <= 3 and not conservation else "planning_permission_needed"
            reasons.append("Two-storey rear extensions are permitted only up to 3 m deep, and not in a conservation area.")
        elif depth <= limit and height <= 4:
            verdict = "permitted_development"
            reasons.append(f"Single-storey rear extensions up to {limit:g} m deep and 4 m high are permitted development.")
        elif depth <= 2 * limit and height <= 4 and not conservation:
            verdict = "prior_approval_needed"
            reasons.append(
                f"{depth:g} m is over the {limit:g} m limit for a {house or 'house'} but within {2 * limit:g} m, so it can go "
                "through the larger home extension prior approval scheme (neighbours are notified, 42-day decision, £120 fee)."
            )
        else:
            verdict = "planning_permission_needed"
            reasons.append(f"Beyond {2 * limit:g} m deep, over 4 m high or in a conservation area needs a planning application.")
    elif project_type == "outbuilding":
        if height is None:
            return {"error": "For an outbuilding give height_m (and distance_to_boundary_m if you know it)."}
        near = boundary is None or boundary <= 2
        limit = 2.5 if near else 4.0
        verdict = "permitted_development" if height <= limit else "planning_permission_needed"
        reasons.append(
            f"Within 2 m of a boundary an outbuilding may be up to 2.5 m high; further away up to 4 m with a dual-pitched "
            f"roof. Yours: {height:g} m" + (f", {boundary:g} m from the boundary." if boundary is not None else ".")
        )
        reasons.append("It must be behind the house and cover no more than half the garden.")
    elif project_type == "loft_conversion":
        verdict = "planning_permission_needed" if conservation else "permitted_development"
        reasons.append(
            "Loft dormers are permitted up to 40 m3 (terraced) or 50 m3 (other houses), not on the front roof slope and not in a conservation area."
        )
    elif project_type == "fence_or_wall":
        if height is None:
            return {"error": "Give height_m for a fence or wall."}
        verdict = "permitted_development" if height <= 2 else "planning_permission_needed"
        reasons.append("Fences and walls up to 2 m high are permitted (1 m next to a road or footpath).")
    elif project_type == "porch":
        verdict = "permitted_development" if (height is None or height <= 3) else "planning_permission_needed"
        reasons.append("Porches up to 3 m2 in floor area and 3 m high, at least 2 m from a road boundary, are permitted.")
    elif project_type == "solar_panels":
        verdict = "planning_permission_needed" if conservation else "permitted_development"
        reasons.append(
            "Roof panels are permitted if they stick out no more than 0.2 m; in a conservation area not on a wall or roof facing the road."
        )
    elif project_type == "dropped_kerb":
        verdict = "highways_consent_needed"
        reasons.append(
            "A dropped kerb needs a vehicle crossover licence from Kingsmere Highways (£245 application fee); "
            "planning permission is only needed on a classified road."
        )
    else:
        return {"error": "project_type not recognised."}
    return {
        "project_type": project_type,
        "verdict": verdict,
        "reasons": reasons,
        "caveat": "Guidance only, not a formal decision. For certainty apply for a Lawful Development Certificate (£264).",
    }


def get_duty_planner_slots(date: str | None = None) -> dict[str, Any]:
    if date in (None, ""):
        return {"sessions": [{"date": d, "free_times": t} for d, t in DUTY_SLOTS.items()], "call_length_minutes": 20}
    day = _day(date)
    if day is None:
        return {"error": "date must look like 2026-12-10"}
    if day < PLAN_TODAY:
        return {"error": f"{day} is in the past."}
    if day.weekday() not in (1, 3):
        return {
            "date": str(day),
            "free_times": [],
            "message": "Duty planner calls run on Tuesdays and Thursdays only.",
            "next_sessions": [{"date": d, "free_times": t} for d, t in DUTY_SLOTS.items() if d > str(day)][:2],
        }
    if _dt.date(2026, 12, 23) <= day <= _dt.date(2027, 1, 4):
        return {"date": str(day), "free_times": [], "message": "The office is closed from 23 December to 4 January."}
    times = DUTY_SLOTS.get(str(day), [])
    out: dict[str, Any] = {"date": str(day), "weekday": day.strftime("%A"), "free_times": times, "call_length_minutes": 20}
    if not times:
        out["message"] = "Fully booked."
    return out


def book_duty_planner_call(date: str, time: str, topic: str, callback_number: str | None = None) -> dict[str, Any]:
    day = _day(date)
    clock = re.search(r"(\d{1,2})[:.](\d{2})", str(time))
    if day is None or clock is None:
        return {"error": "Give date as YYYY-MM-DD and time as HH:MM."}
    hhmm = f"{int(clock.group(1)):02d}:{clock.group(2)}"
    free = DUTY_SLOTS.get(str(day), [])
    if hhmm not in free:
        return {"error": f"{hhmm} on {day} is not free. Free times that day: {free or 'none'}."}
    return {
        "booking_ref": f"DPC-{day:%m%d}-{hhmm.replace(':', '')}",
        "date": str(day),
        "time": hhmm,
        "weekday": day.strftime("%A"),
        "length_minutes": 20,
        "topic": str(topic),
        "officer_calls": callback_number or "07700 900418",
        "status": "booked",
        "tip": "Have any drawings or photos to hand; the officer can't see documents you haven't uploaded.",
    }


def get_my_applications() -> dict[str, Any]:
    return {"applicant": "Aisha Rahman", "applications": [MY_APPLICATION]}


PLAN_TOOLS = [
    ToolDef(
        "search_applications",
        "Search public planning applications by street name, address or postcode.",
        {
            "type": "object",
            "properties": {
                "location": {
                    "type": "string",
                    "description": "Street name, address or postcode, e.g. 'Mill Street' or 'KM4 2RT'",
                },
                "statuses": {
                    "type": "array",
                    "items": {"type": "string", "enum": ["pending", "approved", "refused", "withdrawn"]},
                    "description": "Only these statuses; omit for all",
                },
            },
            "required": ["location"],
        },
        search_applications,
    ),
    ToolDef(
        "get_application",
        "Full details of one planning application: proposal, key dimensions, dates, case officer, comment counts.",
        {
            "type": "object",
            "properties": {"reference": {"type": "string", "description": "e.g. KM/26/04388"}},
            "required": ["reference"],
        },
        get_application,
    ),
    ToolDef(
        "submit_comment",
        "Submit the resident's comment (objection, support or neutral) on an application whose consultation is open.",
        {
            "type": "object",
            "properties": {
                "reference": {"type": "string"},
                "stance": {"type": "string", "enum": ["object", "support", "neutral"]},
                "grounds": {
                    "type": "array",
                    "items": {"type": "string", "enum": GROUNDS},
                    "description": "Material planning grounds",
                },
                "comment": {"type": "string", "description": "The resident's comment, in their words"},
                "show_name": {"type": "boolean", "description": "Show the resident's name on the public copy"},
            },
            "required": ["reference", "stance", "grounds", "comment", "show_name"],
            "additionalProperties": False,
        },
        submit_comment,
        act=True,
        strict=True,
    ),
    ToolDef(
        "check_permitted_development",
        "Guidance on whether a home project is permitted development or needs prior approval or planning permission.",
        {
            "type": "object",
            "properties": {
                "project_type": {
                    "type": "string",
                    "enum": [
                        "rear_extension",
                        "loft_conversion",
                        "outbuilding",
                        "fence_or_wall",
                        "porch",
                        "solar_panels",
                        "dropped_kerb",
                    ],
                },
                "details": {
                    "type": "object",
                    "properties": {
                        "house_type": {"type": "string", "enum": ["detached", "semi_detached", "terraced", "flat"]},
                        "conservation_area": {"type": "boolean"},
                        "height_m": {"type": "number", "description": "Maximum height in metres"},
                        "depth_m": {
                            "anyOf": [{"type": "number"}, {"type": "null"}],
                            "description": "Extensions: how far it projects from the original rear wall",
                        },
                        "storeys": {"type": ["integer", "null"]},
                        "distance_to_boundary_m": {"anyOf": [{"type": "number"}, {"type": "null"}]},
                    },
                    "required": ["house_type", "conservation_area"],
                },
            },
            "required": ["project_type", "details"],
        },
        check_permitted_development,
    ),
    ToolDef(
        "get_duty_planner_slots",
        "Free times for a 20-minute phone call with the duty planning officer (Tuesdays and Thursdays).",
        {
            "type": "object",
            "properties": {"date": {"type": ["string", "null"], "description": "YYYY-MM-DD; null for the next sessions"}},
        },
        get_duty_planner_slots,
    ),
    ToolDef(
        "book_duty_planner_call",
        "Book a 20-minute phone call with the duty planning officer at a free time.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "description": "YYYY-MM-DD"},
                "time": {"type": "string", "description": "HH:MM"},
                "topic": {"type": "string", "description": "What the resident wants to ask about"},
                "callback_number": {"type": "string", "description": "Only if different from the number on file"},
            },
            "required": ["date", "time", "topic"],
        },
        book_duty_planner_call,
        act=True,
    ),
    ToolDef(
        "get_my_applications",
        "The signed-in resident's own planning applications and their progress.",
        {"type": "object", "properties": {}},
        get_my_applications,
    ),
]

PLAN_ACTS = ["submit_comment", "book_duty_planner_call"]

PLAN_INSTRUCTIONS = """You are the online assistant of Kingsmere District Council's Planning and Building Control service.
Today is Wednesday 9 December 2026, 14:05 (Kingsmere, England; Europe/London).
Signed-in resident: Aisha Rahman, 14 Orchard Lane, Kingsmere KM4 2RT (aisha.rahman@btinternet.com, phone 07700 900418).

Useful facts:
- Anyone may comment on an application while its consultation is open (normally 21 days from the site notice). Comments count only on material planning grounds (e.g. overlooking, loss of light, highway safety, design, parking, noise); property values, loss of a private view or who the applicant is cannot be taken into account. Comments are published within 5 working days; a name can be hidden from the public copy but the case officer still sees it.
- Fees (England, from April 2025): householder planning application £528; Lawful Development Certificate for a proposed project £264; prior approval for a larger home extension £120.
- Most householder decisions are made within 8 weeks of validation.
- Duty planner: free 20-minute phone calls on Tuesdays and Thursdays (10:00-12:00 and 14:00-16:00), booked in advance. The office is closed from 23 December to 4 January.
- Permitted-development checks are guidance, not a formal decision.
Submit comments or book calls only when the resident asks, and use the resident's own words for any comment."""


# =============================================================================================
# 3. plumbing_callout: Buckeye Flow Plumbing & Heating (5 tools, kebab-case)
# =============================================================================================

PLB_NOW = _dt.datetime(2027, 1, 4, 7, 40)
JOB_CODES = {
    "frozen_pipe": "FP",
    "burst_or_leak": "LK",
    "no_heat": "NH",
    "sewer_backup": "SB",
    "clogged_drain": "DR",
    "water_heater_repair": "WR",
    "water_heater_install": "WI",
    "furnace_tune_up": "FT",
    "furnace_repair": "FR",
    "toilet_repair": "TR",
    "fixture_install": "FI",
}
EMERGENCY_JOBS = {"frozen_pipe", "burst_or_leak", "no_heat", "sewer_backup"}
LONG_JOBS = {"water_heater_install", "furnace_repair"}
TECHS = ["Marcus Lee", "Rosa Delgado", "Andre Williams", "Kenji Sato"]
EMERGENCY_SLOTS = [
    {"slot_id": "EM-0104-1", "date": "2027-01-04", "arrival_window": "08:30-10:30", "technician": "Andre Williams"},
    {"slot_id": "EM-0104-2", "date": "2027-01-04", "arrival_window": "11:00-13:00", "technician": "Kenji Sato"},
    {"slot_id": "EM-0104-3", "date": "2027-01-04", "arrival_window": "14:00-16:00", "technician": "Andre Williams"},
]
PRICES = {
    "faucet_replacement": 185.0,
    "toilet_replacement": 389.0,
    "garbage_disposal_install": 245.0,
    "water_heater_40gal_install": 1650.0,
    "water_heater_50gal_install": 1895.0,
    "drain_cleaning": 149.0,
    "shutoff_valve_replacement": 165.0,
    "sump_pump_install": 720.0,
    "furnace_tune_up": 129.0,
}
VISITS = [
    {
        "visit_id": "V-88190",
        "job_type": "clogged_drain",
        "problem": "Kitchen sink draining very slowly",
        "date": "2027-01-05",
        "arrival_window": "08:00-10:00",
        "technician": "Marcus Lee",
        "status": "scheduled",
    },
    {
        "visit_id": "V-88213",
        "job_type": "furnace_tune_up",
        "problem": "Annual Comfort Club furnace tune-up",
        "date": "2027-01-12",
        "arrival_window": "13:00-15:00",
        "technician": "Rosa Delgado",
        "status": "scheduled",
    },
]
PAST_VISITS = [
    {
        "visit_id": "V-87702",
        "job_type": "water_heater_repair",
        "problem": "No hot water - replaced thermocouple and flushed tank",
        "date": "2026-11-18",
        "technician": "Kenji Sato",
        "status": "completed",
        "invoice": {"number": "INV-55120", "total_usd": 212.5, "paid": True},
    },
]


def _standard_slots(job_type: str, start: _dt.date) -> list[dict[str, Any]]:
    long_job = job_type in LONG_JOBS
    windows = [("AM", "08:00-12:00"), ("PM", "12:00-16:00")] if long_job else [("AM", "08:00-10:00"), ("PM", "13:00-15:00")]
    rows = []
    day = max(start, _dt.date(2027, 1, 5))
    days = 0
    while days < 5:
        if day.weekday() < 5:
            days += 1
            for half, window in windows:
                if day == _dt.date(2027, 1, 5) and half == "AM":
                    continue  # fully booked
                if long_job and day == _dt.date(2027, 1, 7) and half == "PM":
                    continue
                rows.append(
                    {
                        "slot_id": f"{JOB_CODES[job_type]}-{day:%m%d}-{half}",
                        "date": str(day),
                        "weekday": day.strftime("%A"),
                        "arrival_window": window,
                        "technician": TECHS[(day.toordinal() + len(half)) % len(TECHS)],
                    }
                )
        day += _dt.timedelta(days=1)
    return rows


def get_open_slots(job_type: str, urgency: str = "standard", from_date: str | None = None) -> dict[str, Any]:
    if job_type not in JOB_CODES:
        return {"error": f"Unknown job_type '{job_type}'."}
    if urgency == "emergency":
        if job_type not in EMERGENCY_JOBS:
            return {"error": f"{job_type} is not an emergency job; use urgency=standard."}
        return {
            "job_type": job_type,
            "urgency": "emergency",
            "slots": EMERGENCY_SLOTS,
            "emergency_call_out_fee_usd": 149,
            "note": "Same-day emergency visit; the $149 call-out fee applies to everyone.",
        }
    start = _day(from_date) if from_date else None
    out: dict[str, Any] = {
        "job_type": job_type,
        "urgency": "standard",
        "slots": _standard_slots(job_type, start or _dt.date(2027, 1, 5)),
        "trip_fee_usd": 0,
        "trip_fee_note": "Waived for Comfort Club members (normally $59).",
    }
    if job_type in EMERGENCY_JOBS:
        out["note"] = "Same-day emergency slots are also available today (urgency=emergency, $149 call-out fee)."
    return out


def book_visit(slot_id: str, job_type: str, problem: str, access: dict[str, Any]) -> dict[str, Any]:
    if job_type not in JOB_CODES:
        return {"error": f"Unknown job_type '{job_type}'."}
    slot_id = str(slot_id).strip().upper()
    emergency = next((s for s in EMERGENCY_SLOTS if s["slot_id"] == slot_id), None)
    if emergency is not None:
        if job_type not in EMERGENCY_JOBS:
            return {"error": f"Emergency slots are for frozen pipes, leaks, no heat and sewer backups, not {job_type}."}
        slot = emergency
        fee = {"emergency_call_out_usd": 149}
    else:
        slot = next((s for s in _standard_slots(job_type, _dt.date(2027, 1, 5)) if s["slot_id"] == slot_id), None)
        if slot is None:
            return {"error": f"Slot {slot_id} is not open for {job_type}. Use get-open-slots to see open slots."}
        fee = {"trip_fee_usd": 0}
    access = access or {}
    return {
        "booking_id": f"BK-{40000 + sum(map(ord, slot_id))}",
        "job_type": job_type,
        "problem": str(problem),
        "date": slot["date"],
        "arrival_window": slot["arrival_window"],
        "technician": slot["technician"],
        "address": "2218 Glenmawr Ave, Columbus, OH 43202",
        "access": {
            "gate_code": access.get("gate_code"),
            "pets": bool(access.get("pets", False)),
            "parking": access.get("parking"),
        },
        "fees": fee,
        "status": "booked",
        "confirmation": "Text and email sent to (614) 555-0143; the technician texts when on the way.",
    }


def get_my_visits(include_past: bool = False) -> dict[str, Any]:
    out: dict[str, Any] = {"customer": "Dana Kowalski", "account": "BF-22817", "upcoming": VISITS}
    if include_past:
        out["past"] = PAST_VISITS
    return out


def cancel_visit(visit_id: str, reason: str | None = None) -> dict[str, Any]:
    visit = next((v for v in VISITS if v["visit_id"] == str(visit_id).strip().upper()), None)
    if visit is None:
        known = ", ".join(v["visit_id"] for v in VISITS)
        return {"error": f"No upcoming visit '{visit_id}'. Upcoming visits: {known}."}
    start = _dt.datetime.combine(_dt.date.fromisoformat(visit["date"]), _dt.time.fromisoformat(visit["arrival_window"][:5]))
    hours = (start - PLB_NOW).total_seconds() / 3600
    return {
        "visit_id": visit["visit_id"],
        "job_type": visit["job_type"],
        "date": visit["date"],
        "arrival_window": visit["arrival_window"],
        "status": "cancelled",
        "reason": reason,
        "late_cancel_fee_usd": 0 if hours >= 24 else 59,
        "hours_notice": round(hours, 1),
    }


def get_price_estimate(items: list[dict[str, Any]]) -> dict[str, Any]:
    lines = []
    for row in items or []:
        service = row.get("service")
        quantity = int(row.get("quantity", 1))
        if service not in PRICES:
            return {"error": f"No standard price for '{service}'. Services: {', '.join(PRICES)}."}
        if quantity < 1:
            return {"error": "quantity must be at least 1"}
        lines.append(
            {
                "service": service,
                "quantity": quantity,
                "unit_price_usd": PRICES[service],
                "line_total_usd": round(PRICES[service] * quantity, 2),
            }
        )
    if not lines:
        return {"error": "Give at least one item."}
    subtotal = round(sum(line["line_total_usd"] for line in lines), 2)
    discount = round(subtotal * 0.15, 2)
    return {
        "lines": lines,
        "subtotal_usd": subtotal,
        "comfort_club_discount_usd": discount,
        "estimate_total_usd": round(subtotal - discount, 2),
        "includes": "standard parts and labor; the technician confirms the final price on site",
    }


JOB_ENUM = {"type": "string", "enum": list(JOB_CODES)}

PLB_TOOLS = [
    ToolDef(
        "get-open-slots",
        "Open arrival windows for a job type: standard visits from tomorrow, or same-day emergency visits.",
        {
            "type": "object",
            "properties": {
                "job_type": JOB_ENUM,
                "urgency": {"type": "string", "enum": ["standard", "emergency"], "default": "standard"},
                "from_date": {"type": ["string", "null"], "description": "YYYY-MM-DD, standard visits only"},
            },
            "required": ["job_type"],
        },
        get_open_slots,
    ),
    ToolDef(
        "book-visit",
        "Book a technician visit in an open slot (slot_id from get-open-slots).",
        {
            "type": "object",
            "properties": {
                "slot_id": {"type": "string"},
                "job_type": JOB_ENUM,
                "problem": {"type": "string", "description": "What's wrong, in the customer's words"},
                "access": {
                    "type": "object",
                    "properties": {
                        "gate_code": {"type": ["string", "null"]},
                        "pets": {"type": "boolean", "description": "Are there pets at the property?"},
                        "parking": {"type": ["string", "null"], "description": "Where the van can park"},
                    },
                    "required": ["gate_code", "pets", "parking"],
                    "additionalProperties": False,
                },
            },
            "required": ["slot_id", "job_type", "problem", "access"],
            "additionalProperties": False,
        },
        book_visit,
        act=True,
        strict=True,
    ),
    ToolDef(
        "get-my-visits",
        "The customer's upcoming visits (and, with include_past, completed visits with invoices).",
        {
            "type": "object",
            "properties": {"include_past": {"type": "boolean", "description": "Also list completed visits and invoices"}},
        },
        get_my_visits,
    ),
    ToolDef(
        "cancel-visit",
        "Cancel an upcoming visit.",
        {
            "type": "object",
            "properties": {
                "visit_id": {"type": "string", "description": "e.g. V-88190"},
                "reason": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["visit_id"],
        },
        cancel_visit,
        act=True,
    ),
    ToolDef(
        "get-price-estimate",
        "Estimate for standard jobs, with the Comfort Club discount applied.",
        {
            "type": "object",
            "properties": {
                "items": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "service": {"type": "string", "enum": list(PRICES)},
                            "quantity": {"type": "integer", "minimum": 1},
                        },
                        "required": ["service", "quantity"],
                    },
                }
            },
            "required": ["items"],
        },
        get_price_estimate,
    ),
]

PLB_ACTS = ["book-visit", "cancel-visit"]

PLB_INSTRUCTIONS = """You are the online assistant for Buckeye Flow Plumbing & Heating in Columbus, Ohio.
It is Monday, January 4, 2027, 7:40 AM (America/New_York). Last night's low was -12°F.
Signed-in customer: Dana Kowalski, account BF-22817, 2218 Glenmawr Ave, Columbus, OH 43202, cell (614) 555-0143. Dana is a Comfort Club member.

How we work:
- Standard visits run on weekdays from tomorrow, in 2-hour arrival windows (4-hour windows for water heater installs and furnace repairs). Comfort Club members pay no trip fee on standard visits and get 15% off parts and labor.
- Same-day emergency visits (frozen pipes, bursts and leaks, no heat, sewer backups) carry a $149 emergency call-out fee for everyone.
- Free cancellation up to 24 hours before the arrival window; later cancellations cost $59.
- When a customer describes a problem, work out the job type, check open slots and offer them. Book only when the customer picks a slot or asks you to book; cancel only when asked.
- Estimates are for standard jobs; the technician confirms the final price on site before starting."""


# =============================================================================================
# 4. family_chores: ChoreStars (3 tools, PascalCase)
# =============================================================================================

KIDS = ["Rory", "Cian", "Aoife"]
DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
WALLET_EUR = 85.0

THIS_WEEK = {
    "Rory": [
        {"chore": "Walk Biscuit", "days": "daily", "rewardEur": 0.5, "done": 6, "of": 7, "status": "approved"},
        {"chore": "Hoover the stairs", "days": "sat", "rewardEur": 1.5, "done": 1, "of": 1, "status": "approved"},
        {"chore": "Bins out", "days": "thu", "rewardEur": 2.0, "done": 0, "of": 1, "status": "not done"},
    ],
    "Cian": [
        {"chore": "Feed the fish", "days": "daily", "rewardEur": 0.2, "done": 7, "of": 7, "status": "approved"},
        {"chore": "Set the table", "days": "mon-fri", "rewardEur": 0.5, "done": 4, "of": 5, "status": "approved"},
        {
            "chore": "Tidy bedroom",
            "days": "sat",
            "rewardEur": 1.0,
            "done": 1,
            "of": 1,
            "status": "ticked, awaiting your approval",
        },
    ],
    "Aoife": [
        {"chore": "Empty lunchbox", "days": "mon-fri", "rewardEur": 0.2, "done": 5, "of": 5, "status": "approved"},
        {"chore": "Help with laundry", "days": "wed, sat", "rewardEur": 1.0, "done": 2, "of": 2, "status": "approved"},
        {"chore": "Water the plants", "days": "sun", "rewardEur": 0.5, "done": 0, "of": 1, "status": "not done"},
    ],
}
LAST_WEEK_DONE = {"Rory": 9, "Cian": 15, "Aoife": 12}
JARS = {
    "Rory": {"spend": 12.4, "save": 63.0, "give": 3.0},
    "Cian": {"spend": 6.1, "save": 47.5, "give": 1.5},
    "Aoife": {"spend": 4.75, "save": 8.2, "give": 2.0},
}
GOALS = {
    "Rory": {"goal": "New football boots", "targetEur": 90.0},
    "Cian": {"goal": "LEGO Technic monster truck", "targetEur": 59.99},
    "Aoife": {"goal": "Art set with easel", "targetEur": 25.0},
}


def _owed(kid: str) -> float:
    return round(sum(c["rewardEur"] * c["done"] for c in THIS_WEEK[kid] if c["status"] == "approved"), 2)


def _kid(name: Any) -> str | None:
    text = str(name or "").strip().casefold()
    return next((k for k in KIDS if k.casefold() == text), None)


def get_family_board(child: str | None = None, week: str = "this_week") -> dict[str, Any]:
    kids = KIDS
    if child not in (None, ""):
        found = _kid(child)
        if found is None:
            return {"error": f"No child called '{child}'. Children: Rory, Cian, Aoife."}
        kids = [found]
    rows = []
    for kid in kids:
        goal = GOALS[kid]
        saved = JARS[kid]["save"]
        row: dict[str, Any] = {
            "child": kid,
            "jars": JARS[kid],
            "savingsGoal": {**goal, "savedEur": saved, "toGoEur": round(max(goal["targetEur"] - saved, 0), 2)},
        }
        if week == "last_week":
            row["choresCompleted"] = LAST_WEEK_DONE[kid]
            row["paid"] = True
        else:
            row["chores"] = THIS_WEEK[kid]
            row["choresCompleted"] = sum(c["done"] for c in THIS_WEEK[kid] if c["status"] != "not done")
            row["owedEur"] = _owed(kid)
        rows.append(row)
    span = "2026-11-30 to 2026-12-06" if week == "last_week" else "2026-12-07 to 2026-12-13"
    return {"week": week, "dates": span, "parentWalletEur": WALLET_EUR, "children": rows}


def add_chore(
    child: str, title: str, rewardEur: float, days: list[str], repeatsWeekly: bool, dueTime: str | None
) -> dict[str, Any]:
    kid = _kid(child)
    if kid is None:
        return {"error": f"No child called '{child}'. Children: Rory, Cian, Aoife."}
    if not str(title).strip():
        return {"error": "The chore needs a title."}
    if not days or any(d not in DAYS for d in days):
        return {"error": "days must list mon ... sun."}
    if not 0 <= float(rewardEur) <= 20:
        return {"error": "rewardEur must be between 0 and 20."}
    ordered = [d for d in DAYS if d in days]
    return {
        "choreId": f"ch_{700 + len(str(title)) + len(ordered)}",
        "child": kid,
        "title": str(title).strip(),
        "rewardEur": float(rewardEur),
        "days": ordered,
        "repeatsWeekly": bool(repeatsWeekly),
        "dueTime": dueTime,
        "firstDue": "2026-12-14" if "mon" in ordered else "the next matching day",
        "weeklyMaxEur": round(float(rewardEur) * len(ordered), 2),
        "status": "added",
    }


def pay_out(child: str, amountEur: float, jar: str = "spend", note: str | None = None) -> dict[str, Any]:
    kid = _kid(child)
    if kid is None:
        return {"error": f"No child called '{child}'. Children: Rory, Cian, Aoife."}
    if jar not in ("spend", "save", "give"):
        return {"error": "jar must be spend, save or give."}
    amount = round(float(amountEur), 2)
    if amount <= 0:
        return {"error": "amountEur must be more than 0."}
    if amount > WALLET_EUR:
        return {"error": f"The parent wallet only has €{WALLET_EUR:.2f}."}
    return {
        "transferId": f"tr_{5000 + int(amount * 100) % 997}",
        "child": kid,
        "jar": jar,
        "amountEur": amount,
        "newJarBalanceEur": round(JARS[kid][jar] + amount, 2),
        "parentWalletEur": round(WALLET_EUR - amount, 2),
        "note": note,
        "status": "paid",
    }


PLAN_CHILD = {"type": "string", "enum": KIDS}

CHORE_TOOLS = [
    ToolDef(
        "GetFamilyBoard",
        "The chore board for this week or last week: each child's chores and status, money owed, jars and savings goal.",
        {
            "type": "object",
            "properties": {
                "child": {"anyOf": [PLAN_CHILD, {"type": "null"}], "description": "One child, or null for all"},
                "week": {"type": "string", "enum": ["this_week", "last_week"], "default": "this_week"},
            },
        },
        get_family_board,
    ),
    ToolDef(
        "AddChore",
        "Add a chore for one child with a reward per completion.",
        {
            "type": "object",
            "properties": {
                "child": PLAN_CHILD,
                "title": {"type": "string"},
                "rewardEur": {"type": "number", "description": "Euro earned each time it is done"},
                "days": {"type": "array", "items": {"type": "string", "enum": DAYS}, "description": "Days it is due"},
                "repeatsWeekly": {"type": "boolean"},
                "dueTime": {"type": ["string", "null"], "description": "HH:MM, or null for any time that day"},
            },
            "required": ["child", "title", "rewardEur", "days", "repeatsWeekly", "dueTime"],
            "additionalProperties": False,
        },
        add_chore,
        act=True,
        strict=True,
    ),
    ToolDef(
        "PayOut",
        "Move money from the parent wallet into one of a child's jars (pocket money, chore rewards, bonuses).",
        {
            "type": "object",
            "properties": {
                "child": PLAN_CHILD,
                "amountEur": {"type": "number"},
                "jar": {"type": "string", "enum": ["spend", "save", "give"], "description": "Default spend"},
                "note": {"type": ["string", "null"]},
            },
            "required": ["child", "amountEur"],
        },
        pay_out,
        act=True,
    ),
]

CHORE_ACTS = ["AddChore", "PayOut"]

CHORE_INSTRUCTIONS = """You are the helper in ChoreStars, a family chores and pocket-money app.
Today is Sunday 13 December 2026, 18:30 (Dublin, Europe/Dublin). "This week" runs Monday 7 to Sunday 13 December; "last week" was Monday 30 November to Sunday 6 December.
Signed-in parent: Niamh Byrne. Children: Rory (14), Cian (10) and Aoife (8).
Money moves from the parent wallet (topped up by card) into a child's jar: spend, save or give. Amounts are in euro.
Chore rewards are paid only when a parent pays out; approved chores not yet paid show as owed.
Add chores or move money only when the parent asks."""


# =============================================================================================
# 5. bag_storage: PortoBags left luggage (1 tool, snake_case)
# =============================================================================================

BAG_NOW = _dt.datetime(2026, 12, 18, 9, 0)
BAG_LOCATIONS = {
    "sao-bento": ("São Bento station, kiosk by the main hall", "07:00", "23:00"),
    "campanha": ("Campanhã station, next to platform 1", "06:30", "23:30"),
    "ribeira": ("Ribeira, souvenir shop at Rua de São João 21", "09:00", "21:00"),
    "trindade": ("Trindade metro station café", "08:00", "22:00"),
    "bolhao": ("Bolhão, bookshop at Rua Formosa 214", "09:00", "20:00"),
}


def reserve_bag_storage(location: str, drop_off: str, pick_up: str, bags: dict[str, Any], cover_upgrade: bool) -> dict[str, Any]:
    if location not in BAG_LOCATIONS:
        return {"error": f"Unknown location '{location}'. Locations: {', '.join(BAG_LOCATIONS)}."}
    place, opens, closes = BAG_LOCATIONS[location]
    start, end = _stamp(drop_off), _stamp(pick_up)
    if start is None or end is None:
        return {"error": "drop_off and pick_up must be local date-times like 2026-12-18T11:00."}
    if start < BAG_NOW - _dt.timedelta(minutes=15):
        return {"error": "drop_off is in the past."}
    if end <= start:
        return {"error": "pick_up must be after drop_off."}
    if (end - start).days >= 30:
        return {"error": "Bags can be stored for at most 30 days."}
    low, high = _dt.time.fromisoformat(opens), _dt.time.fromisoformat(closes)
    for label, moment in (("drop_off", start), ("pick_up", end)):
        if not low <= moment.time() <= high:
            return {"error": f"{label} {moment:%H:%M} is outside opening hours at {place} ({opens}-{closes})."}
    small, large = int((bags or {}).get("small", 0)), int((bags or {}).get("large", 0))
    if small < 0 or large < 0 or small + large == 0:
        return {"error": "Book at least one bag."}
    if small + large > 10:
        return {"error": "At most 10 bags per booking; make a second booking for more."}
    days = max(1, math.ceil((end - start).total_seconds() / 86400))
    total = days * (4 * small + 6 * large) + (3 if cover_upgrade else 0)
    minutes = int((end - start).total_seconds() // 60)
    return {
        "booking_code": f"PB-{1800 + (minutes + sum(map(ord, location)) + 7 * small + 11 * large) % 8000:04d}",
        "location": location,
        "place": place,
        "opening_hours": f"{opens}-{closes}",
        "drop_off": start.strftime("%Y-%m-%dT%H:%M"),
        "pick_up": end.strftime("%Y-%m-%dT%H:%M"),
        "bags": {"small": small, "large": large},
        "days_charged": days,
        "cover_per_bag_eur": 3000 if cover_upgrade else 750,
        "total_eur": total,
        "payment": "Pay on the link in the confirmation email; free cancellation before drop-off.",
        "status": "reserved",
    }


BAG_TOOLS = [
    ToolDef(
        "reserve_bag_storage",
        "Reserve left-luggage space at a PortoBags location for a drop-off and pick-up time.",
        {
            "type": "object",
            "properties": {
                "location": {"type": "string", "enum": list(BAG_LOCATIONS)},
                "drop_off": {"type": "string", "description": "Local date-time YYYY-MM-DDTHH:MM"},
                "pick_up": {"type": "string", "description": "Local date-time YYYY-MM-DDTHH:MM"},
                "bags": {
                    "type": "object",
                    "properties": {
                        "small": {"type": "integer", "description": "Backpacks, cabin bags, handbags"},
                        "large": {"type": "integer", "description": "Checked suitcases, ski bags, pushchairs"},
                    },
                    "required": ["small", "large"],
                    "additionalProperties": False,
                },
                "cover_upgrade": {"type": "boolean", "description": "€3 per booking: cover up to €3,000 per bag instead of €750"},
            },
            "required": ["location", "drop_off", "pick_up", "bags", "cover_upgrade"],
            "additionalProperties": False,
        },
        reserve_bag_storage,
        act=True,
        strict=True,
    ),
]

BAG_INSTRUCTIONS = """You are the booking assistant for PortoBags, a left-luggage network in Porto.
It is Friday 18 December 2026, 09:00 in Porto (Europe/Lisbon).
Locations (id: place, opening hours every day):
- sao-bento: São Bento railway station, kiosk by the main hall, 07:00-23:00
- campanha: Campanhã station, next to platform 1, 06:30-23:30
- ribeira: Ribeira, souvenir shop at Rua de São João 21, 09:00-21:00
- trindade: Trindade metro station café, 08:00-22:00
- bolhao: Bolhão, bookshop at Rua Formosa 214, 09:00-20:00
Prices per bag per started 24 hours: small (backpack, cabin bag, handbag) €4; large (checked suitcase, ski bag, pushchair) €6. Every bag is covered up to €750; the optional cover upgrade (€3 per booking) raises that to €3,000 per bag.
Late pick-up: bags still there at closing time stay safe until the location opens the next morning, and one extra day is charged.
Payment is by the link in the confirmation email; cancellation is free any time before drop-off."""


DOMAINS = [
    Domain("product_analytics", ANA_TOOLS, ANA_INSTRUCTIONS),
    Domain("planning_portal", PLAN_TOOLS, PLAN_INSTRUCTIONS),
    Domain("plumbing_callout", PLB_TOOLS, PLB_INSTRUCTIONS),
    Domain("family_chores", CHORE_TOOLS, CHORE_INSTRUCTIONS),
    Domain("bag_storage", BAG_TOOLS, BAG_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================


def bags_total(count: int) -> Pred:
    """A bags object whose small + large counts add up to `count` (either size reading is fair)."""
    return Pred(
        f"bags totalling {count}",
        lambda v: isinstance(v, dict) and int(v.get("small", 0)) + int(v.get("large", 0)) == count,
    )


DEC_1, DEC_31 = date("2026-12-01"), date("2026-12-31")
ALL_DAYS = items(*DAYS)
BOOKED = said("BK-")

CASES = [
    # ---------------------------------------------------------------- product_analytics (12)
    Case(
        "aa_ana_dec_signups_platform",
        "product_analytics",
        "direct",
        [
            Turn(
                "signups in december broken down by platform pls",
                calls=[
                    ExpectCall("runQuery", {"event": "signup", "startDate": DEC_1, "endDate": DEC_31, "breakdown": "platform"})
                ],
                forbid=ANA_ACTS,
                answer_has=[
                    said_number(DEC_SIGNUPS["ios"]),
                    said_number(DEC_SIGNUPS["android"]),
                    said_number(DEC_SIGNUPS["web"]),
                ],
            ),
        ],
        features=("strict", "ref", "enum", "nullable_type_list", "date", "camel_names", "10_tools"),
    ),
    Case(
        "aa_ana_trial_alert",
        "product_analytics",
        "direct",
        [
            Turn(
                "Create an alert: if daily trial starts drop below 40, post it in #growth on Slack.",
                calls=[
                    ExpectCall(
                        "createAlert",
                        {
                            "event": "trial_started",
                            "condition": "below",
                            "threshold": number(40),
                            "notify": fields(channel="slack", target=contains("growth")),
                        },
                    )
                ],
                forbid=["deleteAlert", "shareDashboard", "scheduleReport", "addChart"],
                allow=["listAlerts"],
            ),
        ],
        features=("nested", "number", "enum", "camel_names", "10_tools"),
    ),
    Case(
        "aa_ana_share_retention",
        "product_analytics",
        "polite",
        [
            Turn(
                "Hi! Could you please share the Retention dashboard with priya.nair@tidepool.app? View-only is fine. Thanks a lot",
                calls=[
                    ExpectCall(
                        "shareDashboard",
                        {"dashboardId": "db_retention", "emails": items("priya.nair@tidepool.app"), "permission": "viewer"},
                    )
                ],
                allow=["listDashboards"],
                forbid=["addChart", "scheduleReport", "createAlert", "deleteAlert"],
            ),
        ],
        features=("strict", "array", "enum", "nullable_type_list", "camel_names", "10_tools"),
    ),
    Case(
        "aa_ana_numbers_down",
        "product_analytics",
        "indirect",
        [
            Turn(
                "morning. growth dashboard is showing yesterday like 25% down on app opens compared to a normal monday. "
                "should I be worried or is something off??",
                calls=[ExpectCall("getPipelineStatus")],
                allow=["runQuery", "listDashboards"],
                forbid=ANA_ACTS,
                answer_has=[said("Android"), said("14:00", "2pm", "2 pm", "2:00", "2 p.m.", "14.00")],
            ),
        ],
        features=("camel_names", "10_tools"),
    ),
    Case(
        "aa_ana_jonas_revenue",
        "product_analytics",
        "multi_intent",
        [
            Turn(
                "give jonas@tidepool.app edit access to the Revenue dashboard, and set it up so he gets a PDF of it emailed "
                "every Monday at 9am",
                calls=[
                    ExpectCall(
                        "shareDashboard",
                        {"dashboardId": "db_revenue", "emails": items("jonas@tidepool.app"), "permission": "editor"},
                    ),
                    ExpectCall(
                        "scheduleReport",
                        {
                            "dashboardId": "db_revenue",
                            "recipients": has_items("jonas@tidepool.app"),
                            "frequency": "weekly",
                            "dayOfWeek": "monday",
                            "hour": number(9),
                        },
                    ),
                ],
                allow=["listDashboards"],
                forbid=["addChart", "createAlert", "deleteAlert"],
            ),
        ],
        features=("strict", "array", "enum", "nullable_anyof", "person", "camel_names", "10_tools"),
    ),
    Case(
        "aa_ana_unique_vs_total",
        "product_analytics",
        "no_tool",
        [
            Turn(
                "quick q - what's the actual difference between 'unique users' and 'total' when I run a query? the app_open "
                "numbers are wildly different between the two",
                forbid=ANA_ACTS,
                answer_has=[said("once", "multiple", "each time", "every time", "more than one", "several", "many times")],
            ),
        ],
        features=("camel_names", "10_tools"),
    ),
    Case(
        "aa_ana_history_limit",
        "product_analytics",
        "no_tool",
        [
            Turn(
                "How far back does the raw event data go? I was hoping to compare this winter with winter 2024.",
                forbid=ANA_ACTS,
                answer_has=[said("13 months", "thirteen months", "December 2025", "1 Dec 2025", "2025-12-01", "Dec 2025")],
            ),
        ],
        features=("date", "camel_names", "10_tools"),
    ),
    Case(
        "aa_ana_alert_vague",
        "product_analytics",
        "underspecified",
        [
            Turn("can you set me up an alert for signups", allow=["listAlerts"], forbid=ANA_ACTS, clarify=True),
        ],
        features=("camel_names", "10_tools"),
    ),
    Case(
        "aa_ana_kill_crash_alert",
        "product_analytics",
        "chained",
        [
            Turn(
                "that android crash alert has gone off like 20 times this week and the mobile team are losing their minds. "
                "delete it",
                calls=[ExpectCall("listAlerts"), ExpectCall("deleteAlert", {"alertId": "al_207"})],
                forbid=["addChart", "shareDashboard", "scheduleReport", "createAlert"],
            ),
        ],
        features=("camel_names", "10_tools"),
    ),
    Case(
        "aa_ana_owner_edit",
        "product_analytics",
        "chained",
        [
            Turn(
                "Whoever owns the Retention dashboard - give them edit rights on Growth Overview as well.",
                calls=[
                    ExpectCall("listDashboards"),
                    ExpectCall(
                        "shareDashboard",
                        {"dashboardId": "db_growth", "emails": items("marco.bianchi@tidepool.app"), "permission": "editor"},
                    ),
                ],
                forbid=["addChart", "scheduleReport", "createAlert", "deleteAlert"],
                answer_has=[said("Marco", "marco.bianchi")],
            ),
        ],
        features=("strict", "array", "person", "camel_names", "10_tools"),
    ),
    Case(
        "aa_ana_books_month_on_month",
        "product_analytics",
        "multi_turn",
        [
            Turn(
                "how many books did people start in december?",
                calls=[ExpectCall("runQuery", {"event": "book_started", "startDate": DEC_1, "endDate": DEC_31})],
                forbid=ANA_ACTS,
                answer_has=[said_any_number(DEC_BOOKS, _measure("book_started", "unique_users", DEC_BOOKS))],
            ),
            Turn(
                "and how does that compare with november?",
                calls=[
                    ExpectCall(
                        "runQuery", {"event": "book_started", "startDate": date("2026-11-01"), "endDate": date("2026-11-30")}
                    )
                ],
                forbid=ANA_ACTS,
                answer_has=[said_any_number(NOV_BOOKS, _measure("book_started", "unique_users", NOV_BOOKS))],
            ),
        ],
        features=("strict", "ref", "date", "camel_names", "10_tools"),
    ),
    Case(
        "aa_ana_funnel_to_chart",
        "product_analytics",
        "multi_turn",
        [
            Turn(
                "what did trial -> paid conversion look like over December?",
                calls=[
                    ExpectCall(
                        "getFunnel",
                        {
                            "steps": items("trial_started", "subscription_purchased", ordered=True),
                            "startDate": DEC_1,
                            "endDate": DEC_31,
                        },
                    )
                ],
                forbid=ANA_ACTS,
                allow=["runQuery"],
                answer_has=[said_any_number(DEC_TRIAL_PAID_PCT, round(DEC_TRIAL_PAID_PCT))],
            ),
            Turn(
                "nice, stick that on the Growth Overview board as a funnel chart",
                calls=[
                    ExpectCall(
                        "addChart",
                        {
                            "dashboardId": "db_growth",
                            "chartType": "funnel",
                            "events": items("trial_started", "subscription_purchased", ordered=True),
                        },
                    )
                ],
                allow=["listDashboards"],
                forbid=["shareDashboard", "scheduleReport", "createAlert", "deleteAlert"],
            ),
        ],
        features=("array", "enum", "ref", "date", "camel_names", "10_tools"),
    ),
    # ---------------------------------------------------------------- planning_portal (10)
    Case(
        "aa_plan_mill_decided",
        "planning_portal",
        "direct",
        [
            Turn(
                "Which planning applications on Mill Street have been approved or refused?",
                calls=[ExpectCall("search_applications", {"location": contains("Mill")})],
                forbid=PLAN_ACTS,
                allow=["get_application"],
                answer_has=[said("cafe", "café", "41 Mill Street", "03560"), said("dormer", "23 Mill Street", "02874")],
            ),
        ],
        features=("array", "enum", "snake_names", "7_tools"),
    ),
    Case(
        "aa_plan_kerb_call",
        "planning_portal",
        "polite",
        [
            Turn(
                "Hello, could you possibly book me a call with the duty planner next Tuesday at 10.30? It's about getting a "
                "dropped kerb for our driveway. Thank you",
                calls=[
                    ExpectCall(
                        "book_duty_planner_call",
                        {"date": date("2026-12-15"), "time": time_of_day("10:30"), "topic": contains("kerb")},
                    )
                ],
                allow=["get_duty_planner_slots", "check_permitted_development"],
                forbid=["submit_comment"],
                answer_has=[said("DPC-1215-1030")],
            ),
        ],
        features=("date", "snake_names", "7_tools"),
    ),
    Case(
        "aa_plan_mill_deadline",
        "planning_portal",
        "indirect",
        [
            Turn(
                "there's a notice cable-tied to the lamppost on mill street about flats going up where the old garage is. "
                "I'm not happy about it - when do I have to get an objection in by?",
                calls=[ExpectCall("search_applications", {"location": contains("Mill")})],
                allow=["get_application"],
                forbid=PLAN_ACTS,
                answer_has=[said_date("2026-12-23")],
            ),
        ],
        features=("date", "snake_names", "7_tools"),
    ),
    Case(
        "aa_plan_status_and_shed",
        "planning_portal",
        "multi_intent",
        [
            Turn(
                "two things - where's my extension application got to? and would I need permission for a shed at the bottom "
                "of the garden, 2.5m tall, about a metre from the back fence? we're semi-detached, not in a conservation area",
                calls=[
                    ExpectCall("get_my_applications"),
                    ExpectCall(
                        "check_permitted_development",
                        {
                            "project_type": "outbuilding",
                            "details": fields(height_m=number(2.5), house_type="semi_detached", conservation_area=boolean(False)),
                        },
                    ),
                ],
                allow=["get_application"],
                forbid=PLAN_ACTS,
                answer_has=[
                    said("site location plan", "location plan"),
                    said("permitted", "don't need", "do not need", "won't need", "no planning permission", "not need"),
                ],
            ),
        ],
        features=("nested", "number", "boolean", "nullable_anyof", "snake_names", "7_tools"),
    ),
    Case(
        "aa_plan_material_grounds",
        "planning_portal",
        "no_tool",
        [
            Turn(
                "my neighbour reckons I can't object to something just because I don't like it. so what actually counts as a "
                "valid reason to object?",
                forbid=PLAN_ACTS,
                answer_has=[said("light", "privacy", "overlooking", "parking", "traffic", "noise", "highway")],
            ),
        ],
        features=("snake_names", "7_tools"),
    ),
    Case(
        "aa_plan_fee",
        "planning_portal",
        "no_tool",
        [
            Turn(
                "How much does it cost to put in a planning application for a house extension?",
                forbid=PLAN_ACTS,
                answer_has=[said("528")],
            ),
        ],
        features=("snake_names", "7_tools"),
    ),
    Case(
        "aa_plan_object_vague",
        "planning_portal",
        "underspecified",
        [
            Turn(
                "I want to object to the thing they're building next door",
                allow=["search_applications", "get_application", "get_my_applications"],
                forbid=PLAN_ACTS,
                clarify=True,
            ),
        ],
        features=("snake_names", "7_tools"),
    ),
    Case(
        "aa_plan_mast_objection",
        "planning_portal",
        "chained",
        [
            Turn(
                "Find the phone mast application on Station Road and lodge an objection for me on highway safety grounds - the "
                "cabinets go right on the bend by the school exit and drivers won't see the kids crossing. Please don't publish "
                "my name.",
                calls=[
                    ExpectCall("search_applications", {"location": contains("Station")}),
                    ExpectCall(
                        "submit_comment",
                        {
                            "reference": "KM/26/04102",
                            "stance": "object",
                            "grounds": has_items("highway_safety"),
                            "show_name": boolean(False),
                        },
                    ),
                ],
                allow=["get_application"],
                forbid=["book_duty_planner_call"],
            ),
        ],
        features=("strict", "array", "enum", "boolean", "snake_names", "7_tools"),
    ),
    Case(
        "aa_plan_neighbour_support",
        "planning_portal",
        "multi_turn",
        [
            Turn(
                "is there anything planned on my road at the moment?",
                calls=[ExpectCall("search_applications", {"location": matches(r"orchard|KM4 ?2R")})],
                allow=["get_my_applications"],
                forbid=PLAN_ACTS,
                answer_has=[said("16 Orchard Lane", "number 16", "No. 16", "no 16", "side extension")],
            ),
            Turn(
                "the one at 16 - how tall is it going to be, and will they have windows looking into my place?",
                calls=[ExpectCall("get_application", {"reference": "KM/26/04388"})],
                forbid=PLAN_ACTS,
                answer_has=[said_number(7.4), said("obscure")],
            ),
            Turn(
                "ok I'm going to support it. put: \"No objection - the design fits the street and the side window is obscure "
                'glazed." fine to show my name',
                calls=[
                    ExpectCall(
                        "submit_comment",
                        {
                            "reference": "KM/26/04388",
                            "stance": "support",
                            "comment": contains("design fits the street"),
                            "show_name": boolean(True),
                        },
                    )
                ],
                allow=["get_application"],
                forbid=["book_duty_planner_call"],
            ),
        ],
        features=("strict", "array", "boolean", "number", "snake_names", "7_tools"),
    ),
    Case(
        "aa_plan_extension_then_call",
        "planning_portal",
        "multi_turn",
        [
            Turn(
                "We're thinking about a single storey rear extension, 4 metres deep and 3.5m high. We're a terraced house, "
                "not in a conservation area. Do we need planning permission?",
                calls=[
                    ExpectCall(
                        "check_permitted_development",
                        {
                            "project_type": "rear_extension",
                            "details": fields(
                                depth_m=number(4), height_m=number(3.5), house_type="terraced", conservation_area=boolean(False)
                            ),
                        },
                    )
                ],
                forbid=PLAN_ACTS,
                answer_has=[said("prior approval")],
            ),
            Turn(
                "can I talk it through with someone? what's free on thursday?",
                calls=[ExpectCall("get_duty_planner_slots", {"date": date("2026-12-10")})],
                forbid=PLAN_ACTS,
                answer_has=[said("14:30", "2:30", "2.30")],
            ),
            Turn(
                "3pm please",
                calls=[
                    ExpectCall(
                        "book_duty_planner_call",
                        {"date": date("2026-12-10"), "time": time_of_day("15:00"), "topic": matches("extension")},
                    )
                ],
                allow=["get_duty_planner_slots"],
                forbid=["submit_comment"],
            ),
        ],
        features=("nested", "number", "nullable_anyof", "nullable_type_list", "date", "snake_names", "7_tools"),
    ),
    # ---------------------------------------------------------------- plumbing_callout (9)
    Case(
        "aa_plb_faucets_estimate",
        "plumbing_callout",
        "direct",
        [
            Turn(
                "how much to swap out 2 kitchen faucets and put in a garbage disposal?",
                calls=[
                    ExpectCall(
                        "get-price-estimate",
                        {
                            "items": items(
                                fields(service="faucet_replacement", quantity=number(2)),
                                fields(service="garbage_disposal_install", quantity=number(1)),
                            )
                        },
                    )
                ],
                forbid=PLB_ACTS,
                answer_has=[said_any_number(522.75, 615)],
            ),
        ],
        features=("array_of_objects", "enum", "integer", "kebab_names", "5_tools"),
    ),
    Case(
        "aa_plb_cancel_tuneup",
        "plumbing_callout",
        "polite",
        [
            Turn(
                "Hi there, would you mind cancelling my furnace tune-up on the 12th? We're going to be out of town that week. "
                "Thank you!",
                calls=[ExpectCall("cancel-visit", {"visit_id": "V-88213"})],
                allow=["get-my-visits"],
                forbid=["book-visit"],
            ),
        ],
        features=("nullable_anyof", "kebab_names", "5_tools"),
    ),
    Case(
        "aa_plb_no_water",
        "plumbing_callout",
        "indirect",
        [
            Turn(
                "ugh, no water coming out of the kitchen tap this morning and it got down to -12 last night 😬",
                calls=[ExpectCall("get-open-slots", {"job_type": "frozen_pipe"})],
                allow=["get-my-visits"],
                forbid=PLB_ACTS,
            ),
        ],
        features=("enum", "kebab_names", "5_tools"),
    ),
    Case(
        "aa_plb_invoice_and_toilets",
        "plumbing_callout",
        "multi_intent",
        [
            Turn(
                "what did I end up paying for the water heater repair back in November? also can I get a price for replacing "
                "2 toilets",
                calls=[
                    ExpectCall("get-my-visits", {"include_past": boolean(True)}),
                    ExpectCall(
                        "get-price-estimate",
                        {"items": items(fields(service="toilet_replacement", quantity=number(2)))},
                    ),
                ],
                forbid=PLB_ACTS,
                answer_has=[said_number(212.5), said_any_number(661.3, 778)],
            ),
        ],
        features=("boolean", "array_of_objects", "kebab_names", "5_tools"),
    ),
    Case(
        "aa_plb_freeze_advice",
        "plumbing_callout",
        "no_tool",
        [
            Turn(
                "how do I stop the pipes freezing again tonight? it's supposed to get down to -15",
                forbid=PLB_ACTS,
                answer_has=[said("drip", "trickle", "cabinet", "cupboard")],
            ),
        ],
        features=("kebab_names", "5_tools"),
    ),
    Case(
        "aa_plb_someone_out",
        "plumbing_callout",
        "underspecified",
        [
            Turn("I need someone out to look at something this week", allow=["get-my-visits"], forbid=PLB_ACTS, clarify=True),
        ],
        features=("kebab_names", "5_tools"),
    ),
    Case(
        "aa_plb_emergency_frozen",
        "plumbing_callout",
        "chained",
        [
            Turn(
                "pipe under the kitchen sink is frozen solid. book me the earliest emergency slot you have. gate code is 4471 "
                "and heads up we have a dog",
                calls=[
                    ExpectCall("get-open-slots", {"job_type": "frozen_pipe", "urgency": "emergency"}),
                    ExpectCall(
                        "book-visit",
                        {
                            "slot_id": "EM-0104-1",
                            "job_type": "frozen_pipe",
                            "access": fields(gate_code="4471", pets=boolean(True)),
                        },
                    ),
                ],
                forbid=["cancel-visit"],
                answer_has=[said("8:30"), BOOKED],
            ),
        ],
        features=("strict", "nested", "nullable_type_list", "boolean", "kebab_names", "5_tools"),
    ),
    Case(
        "aa_plb_water_heater",
        "plumbing_callout",
        "multi_turn",
        [
            Turn(
                "our 40 gallon water heater is leaking from the bottom, pretty sure it's done for. what availability do you "
                "have for putting a new one in this week?",
                calls=[ExpectCall("get-open-slots", {"job_type": "water_heater_install"})],
                allow=["get-price-estimate"],
                forbid=PLB_ACTS,
            ),
            Turn(
                "how much would a 50 gallon one be, installed?",
                calls=[
                    ExpectCall(
                        "get-price-estimate",
                        {"items": items(fields(service="water_heater_50gal_install", quantity=number(1)))},
                    )
                ],
                forbid=PLB_ACTS,
                answer_has=[said_any_number(1610.75, 1895)],
            ),
            Turn(
                "ok let's do wednesday afternoon. no pets, and your guy can park on the driveway",
                calls=[
                    ExpectCall(
                        "book-visit",
                        {
                            "slot_id": "WI-0106-PM",
                            "job_type": "water_heater_install",
                            "access": fields(pets=boolean(False), parking=contains("driveway")),
                        },
                    )
                ],
                allow=["get-open-slots"],
                forbid=["cancel-visit"],
                answer_has=[BOOKED],
            ),
        ],
        features=("strict", "nested", "array_of_objects", "nullable_type_list", "kebab_names", "5_tools"),
    ),
    Case(
        "aa_plb_next_visit_cancel",
        "plumbing_callout",
        "multi_turn",
        [
            Turn(
                "when's my next appointment with you guys?",
                calls=[ExpectCall("get-my-visits")],
                forbid=PLB_ACTS,
                answer_has=[said_date("2027-01-05", "tomorrow"), said("drain", "sink")],
            ),
            Turn("who's coming?", allow=["get-my-visits"], forbid=PLB_ACTS, answer_has=[said("Marcus")]),
            Turn(
                "actually cancel it, we got the drain going again ourselves with a snake lol",
                calls=[ExpectCall("cancel-visit", {"visit_id": "V-88190"})],
                allow=["get-my-visits"],
                forbid=["book-visit"],
            ),
        ],
        features=("date", "nullable_anyof", "kebab_names", "5_tools"),
    ),
    # ---------------------------------------------------------------- family_chores (8)
    Case(
        "aa_chore_dishwasher",
        "family_chores",
        "direct",
        [
            Turn(
                "add 'empty the dishwasher' for Aoife, €1 each time, mon wed and fri, every week",
                calls=[
                    ExpectCall(
                        "AddChore",
                        {
                            "child": "Aoife",
                            "title": contains("dishwasher"),
                            "rewardEur": number(1),
                            "days": items("mon", "wed", "fri"),
                            "repeatsWeekly": boolean(True),
                        },
                    )
                ],
                allow=["GetFamilyBoard"],
                forbid=["PayOut"],
            ),
        ],
        features=("strict", "array", "enum", "number", "boolean", "nullable_type_list", "pascal_names", "3_tools"),
    ),
    Case(
        "aa_chore_rory_savings",
        "family_chores",
        "polite",
        [
            Turn(
                "Could you please put €5 into Rory's savings jar? He did brilliantly in his Christmas exams 🙂",
                calls=[ExpectCall("PayOut", {"child": "Rory", "amountEur": number(5), "jar": "save"})],
                allow=["GetFamilyBoard"],
                forbid=["AddChore"],
            ),
        ],
        features=("number", "enum", "pascal_names", "3_tools"),
    ),
    Case(
        "aa_chore_cian_lego",
        "family_chores",
        "indirect",
        [
            Turn(
                "Cian keeps telling me he's 'nearly there' for that lego truck. is he actually close?",
                calls=[ExpectCall("GetFamilyBoard")],
                forbid=CHORE_ACTS,
                answer_has=[said_number(12.49)],
            ),
        ],
        features=("nullable_anyof", "pascal_names", "3_tools"),
    ),
    Case(
        "aa_chore_pay_and_cat",
        "family_chores",
        "multi_intent",
        [
            Turn(
                "pay Aoife what she's owed for this week into her spend jar, and add 'feed the cat' for Cian every day at 50c",
                calls=[
                    ExpectCall("GetFamilyBoard"),
                    ExpectCall("PayOut", {"child": "Aoife", "amountEur": number(3.0, tol=0.001), "jar": "spend"}),
                    ExpectCall(
                        "AddChore",
                        {
                            "child": "Cian",
                            "title": contains("cat"),
                            "rewardEur": number(0.5),
                            "days": ALL_DAYS,
                            "repeatsWeekly": boolean(True),
                        },
                    ),
                ],
                answer_has=[said_number(3)],
            ),
        ],
        features=("strict", "array", "enum", "number", "pascal_names", "3_tools"),
    ),
    Case(
        "aa_chore_pocket_money_norms",
        "family_chores",
        "no_tool",
        [
            Turn(
                "roughly how much pocket money do other parents give a 10 year old? don't want to be stingy with Cian but "
                "don't want to spoil him either",
                allow=["GetFamilyBoard"],
                forbid=CHORE_ACTS,
            ),
        ],
        features=("pascal_names", "3_tools"),
    ),
    Case(
        "aa_chore_hoovering_vague",
        "family_chores",
        "underspecified",
        [
            Turn("can you set up a hoovering chore", allow=["GetFamilyBoard"], forbid=CHORE_ACTS, clarify=True),
        ],
        features=("pascal_names", "3_tools"),
    ),
    Case(
        "aa_chore_top_bonus",
        "family_chores",
        "chained",
        [
            Turn(
                "whoever did the most chores last week gets a €2 bonus in their spend jar",
                calls=[
                    ExpectCall("GetFamilyBoard", {"week": "last_week"}),
                    ExpectCall("PayOut", {"child": "Cian", "amountEur": number(2), "jar": "spend"}),
                ],
                forbid=["AddChore"],
                answer_has=[said("Cian")],
            ),
        ],
        features=("enum", "number", "pascal_names", "3_tools"),
    ),
    Case(
        "aa_chore_bins",
        "family_chores",
        "multi_turn",
        [
            Turn(
                "what's still not done on the board this week?",
                calls=[ExpectCall("GetFamilyBoard")],
                forbid=CHORE_ACTS,
                answer_has=[said("bins"), said("plants")],
            ),
            Turn(
                "Rory swears he did the bins on thursday, he just forgot to tick it. pay him for it",
                calls=[ExpectCall("PayOut", {"child": "Rory", "amountEur": number(2)})],
                allow=["GetFamilyBoard"],
                forbid=["AddChore"],
            ),
        ],
        features=("number", "pascal_names", "3_tools"),
    ),
    # ---------------------------------------------------------------- bag_storage (6)
    Case(
        "aa_bag_sao_bento",
        "bag_storage",
        "direct",
        [
            Turn(
                "store 2 big suitcases at São Bento from 11am today until 6pm",
                calls=[
                    ExpectCall(
                        "reserve_bag_storage",
                        {
                            "location": "sao-bento",
                            "drop_off": at("2026-12-18", "11:00"),
                            "pick_up": at("2026-12-18", "18:00"),
                            "bags": fields(small=number(0), large=number(2)),
                        },
                    )
                ],
                answer_has=[said("PB-")],
            ),
        ],
        features=("strict", "nested", "integer", "enum", "date", "1_tool"),
    ),
    Case(
        "aa_bag_ribeira_polite",
        "bag_storage",
        "polite",
        [
            Turn(
                "Hello! Could I please reserve space for one backpack near Ribeira tomorrow, from 10 in the morning until "
                "4pm? Thanks so much",
                calls=[
                    ExpectCall(
                        "reserve_bag_storage",
                        {
                            "location": "ribeira",
                            "drop_off": at("2026-12-19", "10:00"),
                            "pick_up": at("2026-12-19", "16:00"),
                            "bags": fields(small=number(1), large=number(0)),
                        },
                    )
                ],
                answer_has=[said("PB-")],
            ),
        ],
        features=("strict", "nested", "integer", "date", "1_tool"),
    ),
    Case(
        "aa_bag_checkout_gap",
        "bag_storage",
        "indirect",
        [
            Turn(
                "we have to be out of our airbnb by 11 tomorrow but our train from Campanhã isn't till 7 in the evening. "
                "3 big suitcases between us and we really don't want to drag them round the city all day - can you sort us "
                "out near the station?",
                calls=[
                    ExpectCall(
                        "reserve_bag_storage",
                        {
                            "location": "campanha",
                            "drop_off": on_day_between("2026-12-19", "11:00", "12:30"),
                            "pick_up": on_day_between("2026-12-19", "15:00", "19:00"),
                            "bags": bags_total(3),
                        },
                    )
                ],
                answer_has=[said("PB-")],
            ),
        ],
        features=("strict", "nested", "date", "1_tool"),
    ),
    Case(
        "aa_bag_two_bookings",
        "bag_storage",
        "multi_intent",
        [
            Turn(
                "book 2 large bags at Trindade from 9:30 to 15:00 today, and separately my sister's 1 small bag at Bolhão from "
                "12 till 8pm today",
                calls=[
                    ExpectCall(
                        "reserve_bag_storage",
                        {
                            "location": "trindade",
                            "drop_off": at("2026-12-18", "09:30"),
                            "pick_up": at("2026-12-18", "15:00"),
                            "bags": fields(small=number(0), large=number(2)),
                        },
                    ),
                    ExpectCall(
                        "reserve_bag_storage",
                        {
                            "location": "bolhao",
                            "drop_off": at("2026-12-18", "12:00"),
                            "pick_up": at("2026-12-18", "20:00"),
                            "bags": fields(small=number(1), large=number(0)),
                        },
                    ),
                ],
            ),
        ],
        features=("strict", "nested", "integer", "date", "1_tool"),
    ),
    Case(
        "aa_bag_late_pickup",
        "bag_storage",
        "no_tool",
        [
            Turn(
                "what happens if I'm late picking up? if my flight's delayed and I don't get there before it shuts",
                forbid=["reserve_bag_storage"],
                answer_has=[said("extra day", "another day", "additional day", "one more day", "next morning", "next day")],
            ),
        ],
        features=("1_tool",),
    ),
    Case(
        "aa_bag_this_afternoon",
        "bag_storage",
        "underspecified",
        [
            Turn("need to drop my bags somewhere this afternoon", forbid=["reserve_bag_storage"], clarify=True),
            Turn(
                "2 small ones, near são bento, 2pm till 9pm",
                calls=[
                    ExpectCall(
                        "reserve_bag_storage",
                        {
                            "location": "sao-bento",
                            "drop_off": at("2026-12-18", "14:00"),
                            "pick_up": at("2026-12-18", "21:00"),
                            "bags": fields(small=number(2), large=number(0)),
                        },
                    )
                ],
                answer_has=[said("PB-")],
            ),
        ],
        features=("strict", "nested", "integer", "date", "1_tool"),
    ),
]
