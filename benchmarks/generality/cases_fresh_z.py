"""Fresh generality part Z: five domains, 45 cases, written independently on 2026-12-06 by a helper
that saw only spec.py, validate.py, runner.py's loader and cases_fresh_u.py's shape.

Domains (tool count, naming style, the "today" of each system prompt):
- feature_flags     10 tools, camelCase   Tuesday 8 December 2026, 10:05, Amsterdam (Toggleworks flag dashboard, Brightcart)
- haulage_dispatch   7 tools, snake_case  Monday 4 January 2027, 06:40, Wakefield (Pennine Freight planning console)
- care_home_visits   5 tools, kebab-case  Sunday 20 December 2026, 14:15, Norwich (Willow Court family portal)
- beekeeping         3 tools, PascalCase  Saturday 9 January 2027, 11:30, Ledbury, Herefordshire (HiveNote hive records)
- rod_licence        1 tool,  snake_case  Friday 1 January 2027, 08:10, York (Environment Agency rod fishing licence)

Categories: direct 6, polite 5, indirect 5, multi_intent 5, no_tool 7, underspecified 5, chained 5,
multi_turn 7.

Schema coverage: string, integer (visitors, pallets, limit), number (updateRollout percentage, weight_kg,
weightKg, amountKg), boolean, enum, arrays of strings (tags, visitor_names), arrays of enums (createFlag
enabledIn, GetHiveHistory entryTypes), arrays of objects (create_job stops), nested objects (scheduleFlagChange
change, LogEntry details.feed, buy_rod_licence holder), nullable via type lists and via anyOf, $ref/$defs
(addTargetingRule, create_job, LogEntry, buy_rod_licence), strict and non-strict tools, read tools and act
tools (create, set, update, archive, schedule, assign, send, report, book, cancel, log, buy).
"""

from __future__ import annotations

import datetime as _dt
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
    at,
    boolean,
    contains,
    date,
    fields,
    has_items,
    is_null,
    items,
    matches,
    number,
    one_of,
    said,
    said_number,
    time_of_day,
)

# ---------------------------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------------------------


def _day(text: Any) -> _dt.date | None:
    """The first ISO date found in a value ('2026-12-22', '2026-12-22T14:00:00+01:00' ...)."""
    found = re.search(r"\d{4}-\d{2}-\d{2}", str(text or ""))
    if not found:
        return None
    try:
        return _dt.date.fromisoformat(found.group(0))
    except ValueError:
        return None


def _clock(text: Any) -> str | None:
    """'HH:MM' from '14:00', '2pm', '2026-12-22T14:00:00', '3:30 pm' ..."""
    rest = re.sub(r"^\s*\d{4}-\d{2}-\d{2}[T ]?", "", str(text or "")).strip()
    found = re.match(r"(\d{1,2})(?::(\d{2}))?(?::\d{2})?\s*([ap])?", rest, re.I)
    if not found or (found.group(2) is None and found.group(3) is None):
        return None
    hour, minute = int(found.group(1)), int(found.group(2) or 0)
    if found.group(3):
        hour = hour % 12 + (12 if found.group(3).lower() == "p" else 0)
    if hour > 23 or minute > 59:
        return None
    return f"{hour:02d}:{minute:02d}"


def _stamp(text: Any) -> _dt.datetime | None:
    day, clock = _day(text), _clock(text)
    if day is None or clock is None:
        return None
    hour, minute = (int(p) for p in clock.split(":"))
    return _dt.datetime(day.year, day.month, day.day, hour, minute)


def said_date(iso: str, *extra: str) -> Pred:
    """The answer names this date in one of the usual written forms (or one of `extra`)."""
    day = _dt.date.fromisoformat(iso)
    month, mon, n = day.strftime("%B"), day.strftime("%b"), day.day
    suffix = "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    forms = [
        f"{n} {month}",
        f"{n}{suffix} {month}",
        f"{n}{suffix} of {month}",
        f"{month} {n}",
        f"{n} {mon}",
        f"{mon} {n}",
        f"{mon}. {n}",
        iso,
        f"{n:02d}/{day.month:02d}",
        f"{n}/{day.month}/",
        *extra,
    ]
    return said(*forms)


def date_between(low: str, high: str) -> Pred:
    """An ISO date (or date-time) from `low` to `high` inclusive."""
    first, last = _dt.date.fromisoformat(low), _dt.date.fromisoformat(high)
    return Pred(f"date in [{low}, {high}]", lambda v: isinstance(v, str) and _day(v) is not None and first <= _day(v) <= last)


def _code(*parts: Any, mod: int = 9000) -> int:
    """A stable number from some values (crc32), for ids that must not change between runs."""
    return zlib.crc32("|".join(str(p) for p in parts).encode()) % mod


# =============================================================================================
# 1. feature_flags: Toggleworks dashboard for Brightcart (10 tools, camelCase)
# =============================================================================================

FF_NOW = _dt.datetime(2026, 12, 8, 10, 5)
FF_ENVS = ["development", "staging", "production"]
FF_NEW_KEY = "gift-wrap-option"  # the flag a multi-turn case creates; later calls may refer to it


def _env(enabled: bool, pct: int, rules: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"enabled": enabled, "rolloutPct": pct, "rules": rules or []}


FLAGS: dict[str, dict[str, Any]] = {
    "new-checkout": {
        "name": "New checkout flow",
        "description": "One-page checkout with saved cards and Apple Pay",
        "tags": ["checkout", "release"],
        "temporary": True,
        "owner": "Marek Nowak",
        "createdAt": "2026-10-02",
        "environments": {
            "development": _env(True, 100),
            "staging": _env(True, 60),
            "production": _env(
                True,
                25,
                [
                    {
                        "ruleId": "rule-1",
                        "attribute": "segment",
                        "operator": "is_one_of",
                        "values": ["beta-testers"],
                        "serve": True,
                    }
                ],
            ),
        },
        "scheduledChanges": [],
        "lastEvaluated": "2026-12-08T10:04",
    },
    "dark-mode": {
        "name": "Dark theme",
        "description": "Dark colour theme for the storefront",
        "tags": ["ui"],
        "temporary": False,
        "owner": "Sofia Reyes",
        "createdAt": "2026-08-19",
        "environments": {"development": _env(True, 100), "staging": _env(True, 100), "production": _env(False, 100)},
        "scheduledChanges": [],
        "lastEvaluated": "2026-12-08T10:04",
    },
    "search-v2": {
        "name": "Search v2 (Elasticsearch)",
        "description": "New search results page backed by Elasticsearch",
        "tags": ["search", "release"],
        "temporary": True,
        "owner": "Priya Nair",
        "createdAt": "2026-03-11",
        "environments": {"development": _env(True, 100), "staging": _env(True, 100), "production": _env(True, 100)},
        "atFullRolloutInProductionSince": "2026-07-30",
        "scheduledChanges": [],
        "lastEvaluated": "2026-12-08T10:04",
    },
    "holiday-banner": {
        "name": "Christmas sale banner",
        "description": "Sale banner on the home page and category pages",
        "tags": ["marketing"],
        "temporary": True,
        "owner": "Jonas Weber",
        "createdAt": "2026-11-20",
        "environments": {"development": _env(True, 100), "staging": _env(True, 100), "production": _env(False, 100)},
        "scheduledChanges": [
            {
                "scheduledChangeId": "sch-3094",
                "environment": "production",
                "at": "2026-12-10T09:00",
                "change": {"enabled": True, "rolloutPercentage": None},
                "createdBy": "Jonas Weber",
            },
            {
                "scheduledChangeId": "sch-3095",
                "environment": "production",
                "at": "2027-01-04T00:00",
                "change": {"enabled": False, "rolloutPercentage": None},
                "createdBy": "Jonas Weber",
            },
        ],
        "lastEvaluated": "2026-12-08T10:03",
    },
    "legacy-pdf-invoices": {
        "name": "Legacy PDF invoices",
        "description": "Old wkhtmltopdf invoice renderer (replaced by invoice-service)",
        "tags": ["billing"],
        "temporary": True,
        "owner": "Marek Nowak",
        "createdAt": "2025-05-06",
        "environments": {"development": _env(False, 100), "staging": _env(False, 100), "production": _env(False, 100)},
        "scheduledChanges": [],
        "lastEvaluated": "2026-09-04T13:22",
    },
    "recs-widget": {
        "name": "Recommendations widget",
        "description": "'You may also like' carousel on product pages (A/B test)",
        "tags": ["ui", "experiment"],
        "temporary": True,
        "owner": "Sofia Reyes",
        "createdAt": "2026-11-02",
        "environments": {"development": _env(True, 100), "staging": _env(True, 100), "production": _env(True, 50)},
        "scheduledChanges": [],
        "lastEvaluated": "2026-12-08T10:04",
    },
}

FF_AUDIT = [  # newest first
    {
        "at": "2026-12-07T16:42",
        "flagKey": "new-checkout",
        "environment": "production",
        "user": "Marek Nowak",
        "change": "rollout 10% -> 25%",
        "comment": "Error rate looked fine over the weekend",
    },
    {
        "at": "2026-12-04T11:10",
        "flagKey": "holiday-banner",
        "environment": "production",
        "user": "Jonas Weber",
        "change": "scheduled: turn on at 2026-12-10T09:00, turn off at 2027-01-04T00:00",
        "comment": "Sale starts Thursday morning",
    },
    {
        "at": "2026-12-03T09:31",
        "flagKey": "dark-mode",
        "environment": "production",
        "user": "Sofia Reyes",
        "change": "turned off",
        "comment": "Contrast bug on product pages: price labels unreadable in dark theme (BC-2291)",
    },
    {
        "at": "2026-12-01T14:05",
        "flagKey": "new-checkout",
        "environment": "production",
        "user": "Marek Nowak",
        "change": "rule added: segment is one of [beta-testers] -> serve true",
        "comment": None,
    },
    {
        "at": "2026-11-27T15:20",
        "flagKey": "recs-widget",
        "environment": "production",
        "user": "Sofia Reyes",
        "change": "rollout 20% -> 50%",
        "comment": "A/B looking good",
    },
    {
        "at": "2026-11-26T10:02",
        "flagKey": "dark-mode",
        "environment": "production",
        "user": "Sofia Reyes",
        "change": "turned on",
        "comment": "Launch",
    },
    {
        "at": "2026-11-24T09:45",
        "flagKey": "new-checkout",
        "environment": "staging",
        "user": "Priya Nair",
        "change": "rollout 100% -> 60%",
        "comment": "Split staging traffic for the load test",
    },
]

FF_STATS: dict[tuple[str, str, str], dict[str, Any]] = {
    ("new-checkout", "production", "24h"): {
        "evaluations": 48210,
        "uniqueUsers": 15133,
        "usersServedOn": 3806,
        "errorRatePct": {"on": 2.4, "off": 0.3},
        "conversionPct": {"on": 3.2, "off": 3.4},
    },
    ("new-checkout", "production", "7d"): {
        "evaluations": 301774,
        "uniqueUsers": 88240,
        "usersServedOn": 19480,
        "errorRatePct": {"on": 1.1, "off": 0.3},
        "conversionPct": {"on": 3.5, "off": 3.4},
    },
    ("recs-widget", "production", "7d"): {
        "evaluations": 412906,
        "uniqueUsers": 88240,
        "usersServedOn": 44071,
        "errorRatePct": {"on": 0.2, "off": 0.2},
        "conversionPct": {"on": 3.9, "off": 3.1},
    },
    ("recs-widget", "production", "24h"): {
        "evaluations": 61877,
        "uniqueUsers": 15133,
        "usersServedOn": 7560,
        "errorRatePct": {"on": 0.2, "off": 0.3},
        "conversionPct": {"on": 4.1, "off": 3.0},
    },
}


def _ff_lookup(key: Any) -> tuple[str, dict[str, Any] | None]:
    name = str(key or "").strip().lower()
    if name in FLAGS:
        return name, FLAGS[name]
    if name == FF_NEW_KEY:
        return name, {
            "name": "Gift wrap option",
            "tags": ["checkout"],
            "temporary": True,
            "owner": "Priya Nair",
            "createdAt": "2026-12-08",
            "environments": {env: _env(False, 0) for env in FF_ENVS},
            "scheduledChanges": [],
            "lastEvaluated": None,
        }
    return name, None


def _ff_unknown(key: Any) -> dict[str, Any]:
    return {"error": f"No flag '{key}' in project brightcart-web. Flags: {', '.join(FLAGS)}."}


def _ff_bad_env(environment: Any) -> dict[str, Any] | None:
    if environment not in FF_ENVS:
        return {"error": "environment must be development, staging or production"}
    return None


def list_flags(environment: str | None = None, tags: list[str] | None = None, includeArchived: bool = False) -> dict[str, Any]:
    if environment is not None and (bad := _ff_bad_env(environment)):
        return bad
    wanted = {str(t).strip().lower() for t in tags or []}
    rows = []
    for key, flag in FLAGS.items():
        if wanted and not wanted & set(flag["tags"]):
            continue
        envs = [environment] if environment else FF_ENVS
        state = {
            env: (f"on, {flag['environments'][env]['rolloutPct']}%" if flag["environments"][env]["enabled"] else "off")
            for env in envs
        }
        rows.append({"key": key, "name": flag["name"], "tags": flag["tags"], "temporary": flag["temporary"], "state": state})
    return {"project": "brightcart-web", "count": len(rows), "flags": rows, "archivedHidden": not includeArchived}


def get_flag(flagKey: str) -> dict[str, Any]:
    key, flag = _ff_lookup(flagKey)
    if flag is None:
        return _ff_unknown(flagKey)
    return {"key": key, **flag, "timezone": "Europe/Amsterdam"}


def create_flag(
    key: str, name: str, description: str | None, tags: list[str], temporary: bool, enabledIn: list[str]
) -> dict[str, Any]:
    slug = str(key or "").strip().lower()
    if not re.fullmatch(r"[a-z0-9][a-z0-9-]{1,48}", slug):
        return {"error": "key must be lower-case letters, digits and hyphens, e.g. gift-wrap-option"}
    if slug in FLAGS:
        return {"error": f"A flag with key {slug} already exists."}
    bad = [e for e in enabledIn or [] if e not in FF_ENVS]
    if bad:
        return {"error": "enabledIn may only contain development, staging, production"}
    envs = {env: _env(env in (enabledIn or []), 100 if env in (enabledIn or []) else 0) for env in FF_ENVS}
    return {
        "key": slug,
        "name": name,
        "description": description,
        "tags": [str(t).strip().lower() for t in tags or []],
        "temporary": bool(temporary),
        "owner": "Priya Nair",
        "createdAt": "2026-12-08T10:06",
        "environments": envs,
        "note": "New flags start off with a 0% rollout in every environment not listed in enabledIn.",
        "sdkUsage": f'flags.isEnabled("{slug}", user)',
    }


def set_flag_state(flagKey: str, environment: str, enabled: bool, comment: str | None = None) -> dict[str, Any]:
    key, flag = _ff_lookup(flagKey)
    if flag is None:
        return _ff_unknown(flagKey)
    if bad := _ff_bad_env(environment):
        return bad
    state = flag["environments"][environment]
    out: dict[str, Any] = {
        "flagKey": key,
        "environment": environment,
        "previous": "on" if state["enabled"] else "off",
        "now": "on" if enabled else "off",
        "changedBy": "Priya Nair",
        "changedAt": "2026-12-08T10:06",
        "comment": comment,
        "auditId": f"aud-{40210 + _code(key, environment, enabled, mod=500)}",
    }
    if state["enabled"] == bool(enabled):
        out["note"] = f"No change: {key} was already {out['now']} in {environment}."
    elif enabled:
        out["servingTrueTo"] = f"users matching {len(state['rules'])} rule(s), then {state['rolloutPct']}% of everyone else"
    else:
        out["servingTrueTo"] = "nobody (flag off serves false to everyone)"
    return out


def update_rollout(flagKey: str, environment: str, percentage: float) -> dict[str, Any]:
    key, flag = _ff_lookup(flagKey)
    if flag is None:
        return _ff_unknown(flagKey)
    if bad := _ff_bad_env(environment):
        return bad
    if not isinstance(percentage, (int, float)) or isinstance(percentage, bool) or not 0 <= percentage <= 100:
        return {"error": "percentage must be a number from 0 to 100"}
    state = flag["environments"][environment]
    out: dict[str, Any] = {
        "flagKey": key,
        "environment": environment,
        "previousRolloutPct": state["rolloutPct"],
        "rolloutPct": percentage,
        "flagEnabled": state["enabled"],
        "changedAt": "2026-12-08T10:06",
        "note": "Sticky bucketing: users already getting true keep getting it; raising the percentage only adds users.",
    }
    if not state["enabled"]:
        out["warning"] = f"{key} is off in {environment}; the rollout applies once it is switched on."
    return out


def add_targeting_rule(flagKey: str, environment: str, rule: dict[str, Any]) -> dict[str, Any]:
    key, flag = _ff_lookup(flagKey)
    if flag is None:
        return _ff_unknown(flagKey)
    if bad := _ff_bad_env(environment):
        return bad
    values = [str(v).strip() for v in (rule or {}).get("values") or [] if str(v).strip()]
    if not values:
        return {"error": "rule.values needs at least one value"}
    state = flag["environments"][environment]
    out: dict[str, Any] = {
        "flagKey": key,
        "environment": environment,
        "ruleId": f"rule-{len(state['rules']) + 1}",
        "position": len(state["rules"]) + 1,
        "rule": {**rule, "values": values},
        "flagEnabled": state["enabled"],
        "fallthroughRolloutPct": state["rolloutPct"],
    }
    if not state["enabled"]:
        out["note"] = (
            f"{key} is off in {environment}, so the rule has no effect until the flag is switched on. "
            f"Users not matching any rule get the {state['rolloutPct']}% rollout."
        )
    return out


def get_evaluation_stats(flagKey: str, environment: str, window: str = "24h") -> dict[str, Any]:
    key, flag = _ff_lookup(flagKey)
    if flag is None:
        return _ff_unknown(flagKey)
    if bad := _ff_bad_env(environment):
        return bad
    if window not in ("1h", "24h", "7d", "30d"):
        return {"error": "window must be 1h, 24h, 7d or 30d"}
    stats = FF_STATS.get((key, environment, window))
    if stats is None:
        scale = {"1h": 1, "24h": 24, "7d": 150, "30d": 600}[window]
        state = flag["environments"][environment]
        evaluations = (900 + _code(key, environment, mod=700)) * scale if flag["lastEvaluated"] else 0
        users = evaluations // 3
        served_on = users * state["rolloutPct"] // 100 if state["enabled"] else 0
        stats = {
            "evaluations": evaluations,
            "uniqueUsers": users,
            "usersServedOn": served_on,
            "errorRatePct": {"on": 0.3 if served_on else None, "off": 0.3},
            "conversionPct": None,
        }
    return {
        "flagKey": key,
        "environment": environment,
        "window": window,
        "until": "2026-12-08T10:00",
        **stats,
        "note": "errorRatePct = share of sessions with a client or server error, split by the value the flag served.",
    }


def archive_flag(flagKey: str, reason: str | None = None) -> dict[str, Any]:
    key, flag = _ff_lookup(flagKey)
    if flag is None:
        return _ff_unknown(flagKey)
    if flag["environments"]["production"]["enabled"]:
        return {"error": f"{key} is still on in production. Remove its checks from the code and switch it off before archiving."}
    return {
        "flagKey": key,
        "archived": True,
        "archivedAt": "2026-12-08T10:06",
        "archivedBy": "Priya Nair",
        "reason": reason,
        "lastEvaluated": flag["lastEvaluated"],
        "note": "Archived flags disappear from lists and serve the fallback value in code. Restore within 30 days from Settings.",
    }


def get_audit_log(flagKey: str | None = None, environment: str | None = None, limit: int = 20) -> dict[str, Any]:
    key = None
    if flagKey:
        key, flag = _ff_lookup(flagKey)
        if flag is None:
            return _ff_unknown(flagKey)
    rows = [r for r in FF_AUDIT if key in (None, r["flagKey"]) and environment in (None, "", r["environment"])]
    if key == FF_NEW_KEY:
        rows = [{"at": "2026-12-08T10:06", "flagKey": key, "environment": None, "user": "Priya Nair", "change": "created"}]
    return {
        "flagKey": key,
        "environment": environment,
        "count": len(rows[: int(limit or 20)]),
        "entries": rows[: int(limit or 20)],
    }


def schedule_flag_change(flagKey: str, environment: str, at: str, change: dict[str, Any]) -> dict[str, Any]:
    key, flag = _ff_lookup(flagKey)
    if flag is None:
        return _ff_unknown(flagKey)
    if bad := _ff_bad_env(environment):
        return bad
    when = _stamp(at)
    if when is None:
        return {"error": "at must be a local date-time like 2026-12-14T09:00 (Europe/Amsterdam)"}
    if when <= FF_NOW:
        return {"error": "at must be in the future (now is 2026-12-08T10:05 Amsterdam time)"}
    change = change or {}
    enabled, pct = change.get("enabled"), change.get("rolloutPercentage")
    if enabled is None and pct is None:
        return {"error": "change needs enabled and/or rolloutPercentage"}
    if pct is not None and not 0 <= pct <= 100:
        return {"error": "rolloutPercentage must be from 0 to 100"}
    state = flag["environments"][environment]
    return {
        "scheduledChangeId": f"sch-{3100 + _code(key, environment, when.isoformat(), mod=90)}",
        "flagKey": key,
        "environment": environment,
        "at": when.strftime("%Y-%m-%dT%H:%M"),
        "weekday": when.strftime("%A"),
        "timezone": "Europe/Amsterdam",
        "change": {"enabled": enabled, "rolloutPercentage": pct},
        "currentState": {"enabled": state["enabled"], "rolloutPct": state["rolloutPct"]},
        "createdBy": "Priya Nair",
    }


FLAG_KEY = {"type": "string", "description": "Flag key, e.g. new-checkout"}
FF_ENV = {"type": "string", "enum": FF_ENVS, "description": "prod / live = production"}

FF_TOOLS = [
    ToolDef(
        "listFlags",
        "List the project's flags with their on/off state and rollout % per environment.",
        {
            "type": "object",
            "properties": {
                "environment": {**FF_ENV, "description": "Only show this environment's state (optional)"},
                "tags": {"type": "array", "items": {"type": "string"}, "description": "Only flags with one of these tags"},
                "includeArchived": {"type": "boolean", "default": False},
            },
        },
        list_flags,
    ),
    ToolDef(
        "getFlag",
        "Full details of one flag: description, owner, per-environment state, rollout %, targeting rules and scheduled changes.",
        {"type": "object", "properties": {"flagKey": FLAG_KEY}, "required": ["flagKey"]},
        get_flag,
    ),
    ToolDef(
        "createFlag",
        "Create a new boolean feature flag.",
        {
            "type": "object",
            "properties": {
                "key": {"type": "string", "description": "lower-case-with-hyphens, used in code"},
                "name": {"type": "string", "description": "Human-readable name"},
                "description": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                "tags": {"type": "array", "items": {"type": "string"}, "description": "[] for none"},
                "temporary": {"type": "boolean", "description": "true for release/experiment flags that will be removed"},
                "enabledIn": {
                    "type": "array",
                    "items": {"type": "string", "enum": FF_ENVS},
                    "description": "Environments where the flag starts switched on; [] to start off everywhere",
                },
            },
            "required": ["key", "name", "description", "tags", "temporary", "enabledIn"],
            "additionalProperties": False,
        },
        create_flag,
        act=True,
        strict=True,
    ),
    ToolDef(
        "setFlagState",
        "Switch a flag on or off in one environment (takes effect immediately).",
        {
            "type": "object",
            "properties": {
                "flagKey": FLAG_KEY,
                "environment": FF_ENV,
                "enabled": {"type": "boolean"},
                "comment": {"type": ["string", "null"], "description": "Reason shown in the audit log"},
            },
            "required": ["flagKey", "environment", "enabled", "comment"],
            "additionalProperties": False,
        },
        set_flag_state,
        act=True,
        strict=True,
    ),
    ToolDef(
        "updateRollout",
        "Set the percentage of users (not matched by a targeting rule) who get the flag in one environment, now.",
        {
            "type": "object",
            "properties": {
                "flagKey": FLAG_KEY,
                "environment": FF_ENV,
                "percentage": {"type": "number", "minimum": 0, "maximum": 100},
            },
            "required": ["flagKey", "environment", "percentage"],
        },
        update_rollout,
        act=True,
    ),
    ToolDef(
        "addTargetingRule",
        "Add a targeting rule to a flag in one environment (rules are checked before the percentage rollout).",
        {
            "type": "object",
            "properties": {"flagKey": FLAG_KEY, "environment": FF_ENV, "rule": {"$ref": "#/$defs/targetingRule"}},
            "required": ["flagKey", "environment", "rule"],
            "additionalProperties": False,
            "$defs": {
                "targetingRule": {
                    "type": "object",
                    "properties": {
                        "attribute": {"type": "string", "enum": ["email", "country", "plan", "userId", "segment"]},
                        "operator": {"type": "string", "enum": ["is_one_of", "is_not_one_of", "ends_with", "contains"]},
                        "values": {"type": "array", "items": {"type": "string"}},
                        "serve": {"type": "boolean", "description": "Value served to matching users"},
                    },
                    "required": ["attribute", "operator", "values", "serve"],
                    "additionalProperties": False,
                }
            },
        },
        add_targeting_rule,
        act=True,
        strict=True,
    ),
    ToolDef(
        "getEvaluationStats",
        "Usage of a flag in one environment over a window: evaluations, users, how many got it, and error and "
        "conversion rates split by the value served.",
        {
            "type": "object",
            "properties": {
                "flagKey": FLAG_KEY,
                "environment": FF_ENV,
                "window": {"type": "string", "enum": ["1h", "24h", "7d", "30d"], "description": "24h = last day, 7d = last week"},
            },
            "required": ["flagKey", "environment", "window"],
        },
        get_evaluation_stats,
    ),
    ToolDef(
        "archiveFlag",
        "Archive a flag (hides it; SDKs then serve the fallback value in code). Only for flags that are off in production.",
        {
            "type": "object",
            "properties": {"flagKey": FLAG_KEY, "reason": {"anyOf": [{"type": "string"}, {"type": "null"}]}},
            "required": ["flagKey"],
        },
        archive_flag,
        act=True,
    ),
    ToolDef(
        "getAuditLog",
        "Who changed what and when (with their comment), newest first.",
        {
            "type": "object",
            "properties": {
                "flagKey": {"type": ["string", "null"], "description": "null for all flags"},
                "environment": {"type": ["string", "null"], "enum": [*FF_ENVS, None]},
                "limit": {"type": "integer", "minimum": 1, "maximum": 100, "default": 20},
            },
        },
        get_audit_log,
    ),
    ToolDef(
        "scheduleFlagChange",
        "Schedule a future change to a flag in one environment: switch it on/off and/or set its rollout %.",
        {
            "type": "object",
            "properties": {
                "flagKey": FLAG_KEY,
                "environment": FF_ENV,
                "at": {"type": "string", "description": "Local date-time (Europe/Amsterdam), e.g. 2026-12-14T09:00"},
                "change": {
                    "type": "object",
                    "properties": {
                        "enabled": {"type": ["boolean", "null"], "description": "null = leave as is"},
                        "rolloutPercentage": {"type": ["number", "null"], "description": "0-100; null = leave as is"},
                    },
                    "required": ["enabled", "rolloutPercentage"],
                    "additionalProperties": False,
                },
            },
            "required": ["flagKey", "environment", "at", "change"],
            "additionalProperties": False,
        },
        schedule_flag_change,
        act=True,
        strict=True,
    ),
]

FF_ACTS = ["createFlag", "setFlagState", "updateRollout", "addTargetingRule", "archiveFlag", "scheduleFlagChange"]

FF_INSTRUCTIONS = """You are the assistant in Toggleworks, the feature-flag dashboard used by Brightcart's engineering team.
Today is Tuesday 8 December 2026, 10:05 (Amsterdam; Europe/Amsterdam). Times you schedule are Amsterdam time.

Signed in: Priya Nair (priya@brightcart.com), developer with production access, project brightcart-web.
Environments: development, staging, production ("prod" and "live" mean production).
Flags in this project: new-checkout, dark-mode, search-v2, holiday-banner, legacy-pdf-invoices, recs-widget.

How flags work here:
- A flag that is off in an environment serves false to everyone there. When it is on, targeting rules are checked first, then the percentage rollout decides for everyone else.
- Percentage rollouts are sticky: the user's key is hashed, so the same user keeps getting the same value while the percentage stays the same (raising it only adds users).
- Team policy: a temporary flag that has been at 100% in production for 30 days should have its checks removed from the code, and then be archived. Archiving a flag that is still on makes the SDKs serve the fallback value in code (usually false), so remove the code first.
- Every change is recorded in the audit log with who made it and their comment.
Only change a flag when the user asks, and only in the environment they mean."""


# =============================================================================================
# 2. haulage_dispatch: Pennine Freight planning console (7 tools, snake_case)
# =============================================================================================

HAUL_TODAY = _dt.date(2027, 1, 4)

DRIVERS: dict[str, dict[str, Any]] = {
    "D03": {"name": "Dave Kershaw", "licence": "C+E", "adr": False, "usual_vehicle": "YX21 KPT"},
    "D05": {"name": "Sam Okoro", "licence": "C+E", "adr": False, "usual_vehicle": "YK19 ABC"},
    "D07": {"name": "Aisha Begum", "licence": "C+E", "adr": True, "usual_vehicle": "YH70 LMN"},
    "D09": {"name": "Lee Hartley", "licence": "C", "adr": False, "usual_vehicle": "YJ68 RWT"},
    "D11": {"name": "Kirsty Bell", "licence": "C+E", "adr": True, "usual_vehicle": "YE17 GHS"},
    "D12": {"name": "Tomasz Wisniewski", "licence": "C+E", "adr": False, "usual_vehicle": None},
}

ROTA: dict[str, dict[str, tuple[str, str | None, str]]] = {  # date -> driver -> (status, driving left, note)
    "2027-01-04": {
        "D03": ("available", "9h00", "at the yard from 06:30"),
        "D05": ("on_job", "7h05", "on PF-40118, then PF-40119"),
        "D07": ("available", "9h00", "at the yard from 07:00"),
        "D09": ("available", "9h00", "at the yard from 07:00"),
        "D11": ("rest_day", None, "back Tuesday"),
        "D12": (
            "finishing_nights",
            "1h10",
            "overnight trunk to Felixstowe, back at the yard about 07:30, then off until Wednesday",
        ),
    },
    "2027-01-05": {
        "D03": ("available", "9h00", ""),
        "D05": ("available", "9h00", ""),
        "D07": ("available", "10h00", "can do a 10-hour day"),
        "D09": ("available", "9h00", ""),
        "D11": ("available", "9h00", ""),
        "D12": ("rest_day", None, ""),
    },
}

VEHICLES: dict[str, dict[str, Any]] = {
    "YX21KPT": {
        "reg": "YX21 KPT",
        "make_model": "DAF XF 480",
        "type": "tractor unit (artic)",
        "licence_needed": "C+E",
        "adr_equipped": False,
        "tail_lift": False,
        "status": "available",
        "location": "Wakefield yard",
        "mot_due": "2027-03-18",
        "next_service": "2027-01-21",
        "open_defects": [],
    },
    "YK19ABC": {
        "reg": "YK19 ABC",
        "make_model": "Scania R450",
        "type": "tractor unit (artic)",
        "licence_needed": "C+E",
        "adr_equipped": False,
        "tail_lift": False,
        "status": "on_job",
        "current_job": "PF-40118",
        "location": "M62 J34 (Whitley Bridge), eastbound, 06:38",
        "mot_due": "2027-01-08",
        "mot_booked": None,
        "next_service": "2027-01-12",
        "open_defects": [],
    },
    "YH70LMN": {
        "reg": "YH70 LMN",
        "make_model": "Volvo FH 460",
        "type": "tractor unit (artic)",
        "licence_needed": "C+E",
        "adr_equipped": True,
        "tail_lift": False,
        "status": "available",
        "location": "Wakefield yard",
        "mot_due": "2027-06-30",
        "next_service": "2027-02-15",
        "open_defects": [],
    },
    "YJ68RWT": {
        "reg": "YJ68 RWT",
        "make_model": "DAF CF 18t",
        "type": "rigid 18t curtainsider",
        "licence_needed": "C",
        "adr_equipped": False,
        "tail_lift": True,
        "status": "available",
        "location": "Wakefield yard",
        "mot_due": "2027-02-02",
        "next_service": "2027-01-28",
        "open_defects": [],
    },
    "YE17GHS": {
        "reg": "YE17 GHS",
        "make_model": "Mercedes-Benz Actros 2545",
        "type": "tractor unit (artic)",
        "licence_needed": "C+E",
        "adr_equipped": True,
        "tail_lift": False,
        "status": "off_road",
        "location": "workshop",
        "mot_due": "2027-05-09",
        "next_service": "2027-04-01",
        "open_defects": [
            {
                "defect_ref": "DEF-2207",
                "category": "brakes",
                "description": "Air leak from nearside rear brake chamber",
                "reported": "2026-12-31",
                "expected_back": "2027-01-06",
            }
        ],
    },
}


def _stop(site: str, postcode: str, earliest: str, latest: str) -> dict[str, Any]:
    return {"site": site, "postcode": postcode, "window": {"earliest": earliest, "latest": latest}}


YARD = ("Pennine Freight yard, Wakefield", "WF2 7AN")

JOBS: dict[str, dict[str, Any]] = {
    "PF-40117": {
        "date": "2027-01-04",
        "customer": "Calder Valley Mills",
        "collect": _stop("Calder Valley Mills, Brighouse", "HD6 1PL", "07:00", "09:00"),
        "deliver": _stop("FreshWay RDC, Doncaster", "DN4 5JD", "12:00", "14:00"),
        "pallets": 24,
        "weight_kg": 19800,
        "hazardous": False,
        "needs": "artic (C+E)",
        "driver": None,
        "vehicle_reg": None,
        "status": "unassigned",
    },
    "PF-40118": {
        "date": "2027-01-04",
        "customer": "Brightwater Drinks",
        "collect": _stop("Brightwater Drinks, Knottingley", "WF11 0BS", "05:30", "06:00"),
        "deliver": _stop("Northfield Cash & Carry, Hull", "HU7 0XL", "07:30", "09:00"),
        "pallets": 22,
        "weight_kg": 17600,
        "hazardous": False,
        "needs": "artic (C+E)",
        "driver": "D05",
        "vehicle_reg": "YK19 ABC",
        "status": "in_transit",
        "collected_at": "06:05",
        "last_position": "M62 J34 (Whitley Bridge), eastbound, 06:38",
        "eta": "07:35",
    },
    "PF-40119": {
        "date": "2027-01-04",
        "customer": "Brightwater Drinks (returns)",
        "collect": _stop("Northfield Cash & Carry, Hull", "HU7 0XL", "09:30", "11:00"),
        "deliver": _stop("Brightwater Drinks, Knottingley", "WF11 0BS", "12:00", "15:00"),
        "pallets": 18,
        "weight_kg": 2400,
        "hazardous": False,
        "needs": "artic (C+E)",
        "driver": "D05",
        "vehicle_reg": "YK19 ABC",
        "status": "assigned",
    },
    "PF-40121": {
        "date": "2027-01-04",
        "customer": "Leeds Kitchen Supplies",
        "collect": _stop(*YARD, "11:00", "12:00"),
        "deliver": _stop("Leeds Kitchen Supplies, Hunslet", "LS11 5JR", "13:00", "15:00"),
        "pallets": 6,
        "weight_kg": 3100,
        "hazardous": False,
        "needs": "tail lift",
        "driver": None,
        "vehicle_reg": None,
        "status": "unassigned",
    },
    "PF-40123": {
        "date": "2027-01-04",
        "customer": "Humber Chemicals",
        "collect": _stop("Humber Chemicals, Stallingborough", "DN41 8DP", "08:00", "10:00"),
        "deliver": _stop("Aire Coatings, Castleford", "WF10 4TA", "12:00", "14:00"),
        "pallets": 10,
        "weight_kg": 11000,
        "hazardous": True,
        "adr": "UN1824 sodium hydroxide solution, class 8, 10 x 1000 L IBC",
        "needs": "ADR driver and ADR-equipped artic",
        "driver": None,
        "vehicle_reg": None,
        "status": "unassigned",
    },
    "PF-40130": {
        "date": "2027-01-05",
        "customer": "Leeds Kitchen Supplies",
        "collect": _stop(*YARD, "06:30", "07:30"),
        "deliver": _stop("Leeds Kitchen Supplies, Hunslet", "LS11 5JR", "08:00", "10:00"),
        "pallets": 8,
        "weight_kg": 4000,
        "hazardous": False,
        "needs": "tail lift",
        "driver": "D09",
        "vehicle_reg": "YJ68 RWT",
        "status": "assigned",
    },
    "PF-40131": {
        "date": "2027-01-05",
        "customer": "Calder Valley Mills",
        "collect": _stop("Calder Valley Mills, Brighouse", "HD6 1PL", "06:00", "08:00"),
        "deliver": _stop("FreshWay RDC, Doncaster", "DN4 5JD", "10:00", "12:00"),
        "pallets": 26,
        "weight_kg": 21400,
        "hazardous": False,
        "needs": "artic (C+E)",
        "driver": "D03",
        "vehicle_reg": "YX21 KPT",
        "status": "assigned",
    },
    "PF-40132": {
        "date": "2027-01-05",
        "customer": "Humber Chemicals",
        "collect": _stop("Humber Chemicals, Stallingborough", "DN41 8DP", "07:00", "09:00"),
        "deliver": _stop("Tees Valley Plating, Stockton-on-Tees", "TS18 2RS", "13:00", "15:00"),
        "pallets": 12,
        "weight_kg": 13200,
        "hazardous": True,
        "adr": "UN1824 class 8",
        "needs": "ADR driver and ADR-equipped artic",
        "driver": "D11",
        "vehicle_reg": "YH70 LMN",
        "status": "assigned",
    },
    "PF-40133": {
        "date": "2027-01-05",
        "customer": "Ossett Tiles",
        "collect": _stop("Ossett Tiles, Ossett", "WF5 9JE", "09:00", "11:00"),
        "deliver": _stop("Tilemaster, York", "YO30 4XD", "13:00", "16:00"),
        "pallets": 9,
        "weight_kg": 7600,
        "hazardous": False,
        "needs": "any",
        "driver": None,
        "vehicle_reg": None,
        "status": "unassigned",
    },
}


def _reg_key(reg: Any) -> str:
    return re.sub(r"\s+", "", str(reg or "")).upper()


def _find_driver(text: Any) -> str | None:
    wanted = re.sub(r"\s+", " ", str(text or "")).strip().lower()
    if not wanted:
        return None
    for driver_id, info in DRIVERS.items():
        name = info["name"].lower()
        if wanted == driver_id.lower() or driver_id.lower() in wanted.split() or wanted in name or name in wanted:
            return driver_id
    for driver_id, info in DRIVERS.items():  # "Aisha B", "Kershaw, Dave"
        if any(part in wanted.split() for part in info["name"].lower().split()):
            return driver_id
    return None


def _driver_brief(driver_id: str | None) -> dict[str, Any] | None:
    return {"id": driver_id, "name": DRIVERS[driver_id]["name"]} if driver_id else None


def _job_row(job_id: str) -> dict[str, Any]:
    job = JOBS[job_id]
    row = {"job_id": job_id, **job, "driver": _driver_brief(job["driver"])}
    return row


def list_jobs(date: str, status: str | None = None) -> dict[str, Any]:
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    rows = [_job_row(j) for j, job in JOBS.items() if job["date"] == str(day) and status in (None, "", job["status"])]
    return {"date": str(day), "weekday": day.strftime("%A"), "status_filter": status, "count": len(rows), "jobs": rows}


def get_vehicle(vehicle_reg: str) -> dict[str, Any]:
    vehicle = VEHICLES.get(_reg_key(vehicle_reg))
    if vehicle is None:
        return {"error": f"No vehicle {vehicle_reg} in the fleet. Fleet: YX21 KPT, YK19 ABC, YH70 LMN, YJ68 RWT, YE17 GHS."}
    jobs_today = [j for j, job in JOBS.items() if job["vehicle_reg"] == vehicle["reg"] and job["date"] == str(HAUL_TODAY)]
    return {**vehicle, "jobs_today": jobs_today}


def list_drivers(on_date: str, adr_only: bool = False) -> dict[str, Any]:
    day = _day(on_date)
    if day is None:
        return {"error": "on_date must be YYYY-MM-DD"}
    rota = ROTA.get(str(day))
    rows = []
    for driver_id, info in DRIVERS.items():
        if adr_only and not info["adr"]:
            continue
        status, left, note = rota[driver_id] if rota else ("not_rostered_yet", None, "rota not published")
        rows.append(
            {
                "id": driver_id,
                **info,
                "status": status,
                "driving_time_left": left,
                "note": note,
            }
        )
    return {"date": str(day), "weekday": day.strftime("%A"), "drivers": rows}


def assign_job(job_id: str, driver: str, vehicle_reg: str | None) -> dict[str, Any]:
    job_key = str(job_id or "").strip().upper()
    job = JOBS.get(job_key)
    if job is None:
        return {"error": f"No job {job_id}. Job numbers look like PF-40117."}
    driver_id = _find_driver(driver)
    if driver_id is None:
        return {"error": f"No driver matching '{driver}'. Drivers: D03, D05, D07, D09, D11, D12."}
    reg = vehicle_reg or job["vehicle_reg"] or DRIVERS[driver_id]["usual_vehicle"]
    vehicle = VEHICLES.get(_reg_key(reg))
    if vehicle is None:
        return {"error": f"No vehicle {reg} in the fleet."}
    status = ROTA.get(job["date"], {}).get(driver_id, ("not_rostered_yet", None, ""))[0]
    info = DRIVERS[driver_id]
    if status in ("rest_day", "finishing_nights"):
        return {"error": f"{info['name']} is not working on {job['date']} ({status.replace('_', ' ')})."}
    if vehicle["status"] == "off_road":
        return {"error": f"{vehicle['reg']} is off the road (in the workshop)."}
    if vehicle["licence_needed"] == "C+E" and info["licence"] == "C":
        return {"error": f"{info['name']} holds a category C licence (rigids only) and can't drive {vehicle['reg']}, an artic."}
    if job["hazardous"] and not info["adr"]:
        return {"error": f"{job_key} is an ADR load and {info['name']} has no ADR certificate."}
    if job["hazardous"] and not vehicle["adr_equipped"]:
        return {"error": f"{job_key} is an ADR load and {vehicle['reg']} is not ADR-equipped."}
    if job["needs"] == "tail lift" and not vehicle["tail_lift"]:
        return {"error": f"{job_key} needs a tail lift; {vehicle['reg']} has none."}
    return {
        "job_id": job_key,
        "date": job["date"],
        "status": "assigned",
        "driver": _driver_brief(driver_id),
        "vehicle_reg": vehicle["reg"],
        "previous_driver": _driver_brief(job["driver"]),
        "previous_vehicle": job["vehicle_reg"],
        "collect": job["collect"],
        "deliver": job["deliver"],
        "driver_notified": "job sent to the cab tablet",
    }


def create_job(
    customer: str,
    date: str,
    stops: list[dict[str, Any]],
    pallets: int,
    weight_kg: float,
    hazardous: bool,
    notes: str | None,
) -> dict[str, Any]:
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if day < HAUL_TODAY:
        return {"error": "date is in the past"}
    kinds = [str((s or {}).get("type")) for s in stops or []]
    if "collect" not in kinds or "deliver" not in kinds:
        return {"error": "stops need at least one collect and one deliver stop"}
    if not isinstance(pallets, int) or pallets < 1 or pallets > 26:
        return {"error": "pallets must be 1-26"}
    if not isinstance(weight_kg, (int, float)) or weight_kg <= 0 or weight_kg > 26000:
        return {"error": "weight_kg must be above 0 and at most 26000"}
    vehicle = "rigid or artic" if weight_kg <= 9500 and pallets <= 14 else "artic (C+E)"
    return {
        "job_id": "PF-40140",
        "status": "unassigned",
        "customer": customer,
        "date": str(day),
        "weekday": day.strftime("%A"),
        "stops": stops,
        "pallets": pallets,
        "weight_kg": weight_kg,
        "hazardous": bool(hazardous),
        "needs": "ADR driver and ADR-equipped artic" if hazardous else vehicle,
        "notes": notes,
        "created_by": "Gareth Lowe",
    }


def send_driver_message(driver: str, message: str, priority: str = "normal") -> dict[str, Any]:
    driver_id = _find_driver(driver)
    if driver_id is None:
        return {"error": f"No driver matching '{driver}'. Drivers: D03, D05, D07, D09, D11, D12."}
    if not str(message or "").strip():
        return {"error": "message is empty"}
    return {
        "message_id": f"MSG-{5500 + _code(driver_id, message, mod=400)}",
        "to": _driver_brief(driver_id),
        "via": "cab tablet" + (" + SMS" if priority == "urgent" else ""),
        "priority": priority,
        "sent_at": "2027-01-04T06:41",
        "text": message,
    }


def report_vehicle_defect(vehicle_reg: str, category: str, description: str, vehicle_off_road: bool) -> dict[str, Any]:
    vehicle = VEHICLES.get(_reg_key(vehicle_reg))
    if vehicle is None:
        return {"error": f"No vehicle {vehicle_reg} in the fleet."}
    affected = [
        j for j, job in JOBS.items() if job["vehicle_reg"] == vehicle["reg"] and job["status"] in ("assigned", "in_transit")
    ]
    out: dict[str, Any] = {
        "defect_ref": f"DEF-{2210 + _code(vehicle['reg'], category, mod=80)}",
        "vehicle_reg": vehicle["reg"],
        "category": category,
        "description": description,
        "vehicle_status": "off_road (VOR)" if vehicle_off_road else "in service, defect logged",
        "workshop_notified": True,
        "reported_at": "2027-01-04T06:41",
    }
    if vehicle_off_road:
        out["jobs_needing_another_vehicle"] = [j for j in affected if JOBS[j]["status"] == "assigned"]
        out["note"] = "A job already in progress can be finished only if the driver judges it safe to reach the drop."
    else:
        out["note"] = "Workshop will book it in; the driver must re-check it on every walkaround."
    return out


REG = {"type": "string", "description": "Registration, e.g. YX21 KPT"}

TIME_WINDOW_DEF = {
    "type": "object",
    "properties": {
        "earliest": {"type": "string", "description": "HH:MM"},
        "latest": {"type": "string", "description": "HH:MM"},
    },
    "required": ["earliest", "latest"],
    "additionalProperties": False,
}

STOP_DEF = {
    "type": "object",
    "properties": {
        "type": {"type": "string", "enum": ["collect", "deliver"]},
        "site": {"type": "string", "description": "Company and town"},
        "postcode": {"type": "string"},
        "window": {"anyOf": [{"$ref": "#/$defs/time_window"}, {"type": "null"}], "description": "null if any time"},
    },
    "required": ["type", "site", "postcode", "window"],
    "additionalProperties": False,
}

HAUL_TOOLS = [
    ToolDef(
        "list_jobs",
        "Jobs for one day: customer, collection and delivery (site, postcode, time window), pallets, weight, driver, "
        "vehicle, status, and live ETA for jobs in transit.",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "description": "YYYY-MM-DD"},
                "status": {
                    "type": ["string", "null"],
                    "enum": ["unassigned", "assigned", "in_transit", "delivered", None],
                    "description": "Filter; null for all",
                },
            },
            "required": ["date"],
        },
        list_jobs,
    ),
    ToolDef(
        "get_vehicle",
        "One vehicle: type, licence needed, ADR/tail lift, status, location, MOT due date, next service, open defects.",
        {"type": "object", "properties": {"vehicle_reg": REG}, "required": ["vehicle_reg"]},
        get_vehicle,
    ),
    ToolDef(
        "list_drivers",
        "Drivers on a given day: licence, ADR certificate, usual vehicle, rota status and driving time left.",
        {
            "type": "object",
            "properties": {
                "on_date": {"type": "string", "description": "YYYY-MM-DD"},
                "adr_only": {"type": "boolean", "default": False},
            },
            "required": ["on_date"],
        },
        list_drivers,
    ),
    ToolDef(
        "assign_job",
        "Put a driver (and vehicle) on a job; the job is sent to the driver's cab tablet.",
        {
            "type": "object",
            "properties": {
                "job_id": {"type": "string", "description": "e.g. PF-40117"},
                "driver": {"type": "string", "description": "Driver id (D07) or name"},
                "vehicle_reg": {
                    "type": ["string", "null"],
                    "description": "null keeps the job's vehicle, else the driver's usual one",
                },
            },
            "required": ["job_id", "driver", "vehicle_reg"],
            "additionalProperties": False,
        },
        assign_job,
        act=True,
        strict=True,
    ),
    ToolDef(
        "create_job",
        "Book a new job (unassigned) for a customer.",
        {
            "type": "object",
            "properties": {
                "customer": {"type": "string"},
                "date": {"type": "string", "description": "YYYY-MM-DD"},
                "stops": {"type": "array", "items": {"$ref": "#/$defs/stop"}, "description": "In route order"},
                "pallets": {"type": "integer"},
                "weight_kg": {"type": "number"},
                "hazardous": {"type": "boolean", "description": "ADR dangerous goods"},
                "notes": {"type": ["string", "null"]},
            },
            "required": ["customer", "date", "stops", "pallets", "weight_kg", "hazardous", "notes"],
            "additionalProperties": False,
            "$defs": {"stop": STOP_DEF, "time_window": TIME_WINDOW_DEF},
        },
        create_job,
        act=True,
        strict=True,
    ),
    ToolDef(
        "send_driver_message",
        "Send a text message to a driver's cab tablet (urgent also sends an SMS).",
        {
            "type": "object",
            "properties": {
                "driver": {"type": "string", "description": "Driver id (D05) or name"},
                "message": {"type": "string"},
                "priority": {"type": "string", "enum": ["normal", "urgent"], "default": "normal"},
            },
            "required": ["driver", "message"],
        },
        send_driver_message,
        act=True,
    ),
    ToolDef(
        "report_vehicle_defect",
        "Log a defect on a vehicle and tell the workshop; optionally take the vehicle off the road (VOR).",
        {
            "type": "object",
            "properties": {
                "vehicle_reg": REG,
                "category": {
                    "type": "string",
                    "enum": [
                        "brakes",
                        "tyres_wheels",
                        "lights",
                        "windscreen",
                        "mirrors",
                        "steering",
                        "engine",
                        "dashboard_warning",
                        "bodywork",
                        "tail_lift",
                        "tachograph",
                        "other",
                    ],
                },
                "description": {"type": "string"},
                "vehicle_off_road": {"type": "boolean", "description": "true = VOR until the workshop clears it"},
            },
            "required": ["vehicle_reg", "category", "description", "vehicle_off_road"],
        },
        report_vehicle_defect,
        act=True,
    ),
]

HAUL_ACTS = ["assign_job", "create_job", "send_driver_message", "report_vehicle_defect"]

HAUL_INSTRUCTIONS = """You are the planning assistant for Pennine Freight Ltd, a haulier running from its depot ("the yard") in Wakefield, West Yorkshire.
Today is Monday 4 January 2027, 06:40 (Europe/London).
Signed in: Gareth Lowe, transport planner.

Drivers: D03 Dave Kershaw, D05 Sam Okoro, D07 Aisha Begum, D09 Lee Hartley, D11 Kirsty Bell, D12 Tomasz Wisniewski.
Fleet: YX21 KPT (DAF XF tractor unit), YK19 ABC (Scania R450 tractor unit), YH70 LMN (Volvo FH tractor unit, ADR), YJ68 RWT (DAF CF 18t rigid, tail lift), YE17 GHS (Mercedes Actros tractor unit, ADR).

Rules:
- Drivers' hours (GB/EU): at most 4.5 hours of driving before a 45-minute break (which can be split 15 + 30 minutes); at most 9 hours of driving a day, extendable to 10 hours twice a week; 11 hours' daily rest.
- Hazardous (ADR) loads need a driver with an ADR certificate and an ADR-equipped vehicle.
- A category C licence covers rigid lorries only; C+E is needed for artics (tractor units).
- A defect that makes a vehicle unsafe or illegal takes it off the road (VOR) until the workshop clears it; the workshop is told automatically when a defect is reported.
- Job changes go to the driver's cab tablet automatically; use a message for anything else."""


# =============================================================================================
# 3. care_home_visits: Willow Court family portal (5 tools, kebab-case)
# =============================================================================================

CARE_TODAY = _dt.date(2026, 12, 20)
SLOT_TIMES = ["10:00", "11:00", "14:00", "15:00", "16:00", "17:00"]

RESIDENTS: dict[str, dict[str, Any]] = {
    "margaret-fletcher": {
        "name": "Margaret (Peggy) Fletcher",
        "room": "Room 12, Rose Wing",
        "key_worker": "Bev Amos (senior carer, Rose Wing)",
        "updates": [
            {
                "at": "2026-12-20T09:40",
                "by": "Bev Amos",
                "note": "Settled night and ate all her porridge. Much brighter today, chatting with Edna in the lounge. "
                "Antibiotics day 3 of 5.",
            },
            {
                "at": "2026-12-19T20:10",
                "by": "Kwame Mensah (night carer)",
                "note": "A little muddled this evening and asked for her sister; settled after a warm drink and a hand "
                "massage. Encouraging fluids - confusion is a known effect of her urine infection.",
            },
            {
                "at": "2026-12-19T15:30",
                "by": "Bev Amos",
                "note": "Loved the carol concert by St Giles' choir and sang along to Silent Night.",
            },
            {
                "at": "2026-12-18T11:15",
                "by": "Nurse Claire Dunn",
                "note": "Seen by Dr Patel (GP) for a mild urinary tract infection (UTI); started a 5-day course of "
                "antibiotics. Temperature normal, drinking well.",
            },
            {
                "at": "2026-12-16T14:00",
                "by": "Bev Amos",
                "note": "Visiting optician came: new reading glasses ordered, expected around 6 January.",
            },
            {"at": "2026-12-14T10:00", "by": "Bev Amos", "note": "Weight 58.4 kg (stable). Had her hair set with Lorraine."},
        ],
        "health_summary": {
            "flu_vaccine": "given 2026-12-02 by the district nurse",
            "covid_booster": "given 2026-10-14",
            "gp": "Dr Anjali Patel, Thorpe Road Surgery",
            "allergies": ["penicillin"],
        },
    },
    "dennis-hale": {
        "name": "Dennis Hale",
        "room": "Room 3, Bluebell Wing",
        "key_worker": "Tom Little (carer, Bluebell Wing)",
        "updates": [
            {
                "at": "2026-12-20T10:05",
                "by": "Tom Little",
                "note": "Read the paper in the garden room and did the crossword with Tom.",
            },
            {
                "at": "2026-12-19T16:45",
                "by": "Tom Little",
                "note": "Watched the Norwich City match in the lounge and was very cheerful after the win. Told the new "
                "staff stories about his 40 years on the railways.",
            },
            {"at": "2026-12-17T11:00", "by": "Nurse Claire Dunn", "note": "Podiatrist visit, no concerns."},
            {"at": "2026-12-15T15:00", "by": "Tom Little", "note": "Joined the armchair exercise class and the quiz."},
        ],
        "health_summary": {
            "flu_vaccine": "given 2026-11-25 by the district nurse",
            "covid_booster": "given 2026-10-14",
            "gp": "Dr Anjali Patel, Thorpe Road Surgery",
            "allergies": [],
        },
    },
}

CARE_FULL: dict[tuple[str, str], set[str]] = {
    ("margaret-fletcher", "2026-12-22"): {"10:00", "16:00"},
    ("margaret-fletcher", "2026-12-23"): {"15:00"},
    ("margaret-fletcher", "2026-12-24"): {"10:00", "11:00", "14:00"},
    ("margaret-fletcher", "2026-12-25"): {"10:00", "11:00", "14:00"},
    ("margaret-fletcher", "2026-12-31"): {"10:00", "11:00", "14:00"},
    ("dennis-hale", "2026-12-22"): {"14:00"},
    ("dennis-hale", "2026-12-24"): {"10:00"},
    ("dennis-hale", "2026-12-25"): {"10:00", "14:00", "15:00"},
    ("dennis-hale", "2026-12-27"): {"11:00"},
}
CARE_CLOSED = {"2026-12-25": {"16:00", "17:00"}, "2026-12-31": {"17:00"}, "2027-01-01": {"10:00", "11:00"}}
CARE_DAY_NOTES = {
    "2026-12-25": "Christmas Day: visiting 10:00-12:00 and 14:00-16:00 only. Family can join Christmas lunch at 12:30 "
    "(book with reception, £14 per adult).",
    "2026-12-31": "New Year's Eve party for residents in the lounge from 17:00, so the 17:00 slot is closed.",
    "2027-01-01": "New Year's Day: afternoon visits only.",
}
CARE_BOOKINGS = {
    "WC-88412": {"resident": "margaret-fletcher", "date": "2026-12-23", "start": "15:00", "visitors": 2},
    "WC-88430": {"resident": "dennis-hale", "date": "2026-12-27", "start": "11:00", "visitors": 1},
}


def care_ref(resident: str, day: str, start: str) -> str:
    """The booking reference book-visit gives for this resident, date and start time."""
    return f"WC-{88450 + _code(resident, day, start, mod=49)}"


def _care_resident(resident: Any) -> str | None:
    key = str(resident or "").strip().lower()
    return key if key in RESIDENTS else None


def _care_unknown(resident: Any) -> dict[str, Any]:
    return {"error": f"Unknown resident '{resident}'. Linked residents: margaret-fletcher, dennis-hale."}


def _care_slots(resident: str, day: _dt.date) -> list[dict[str, Any]]:
    full = CARE_FULL.get((resident, str(day)), set())
    closed = CARE_CLOSED.get(str(day), set())
    rows = []
    for start in SLOT_TIMES:
        end = f"{int(start[:2]) + 1:02d}:00"
        state = "closed" if start in closed else "full" if start in full else "available"
        rows.append({"start": start, "end": end, "status": state})
    return rows


def get_visit_slots(resident: str, date: str) -> dict[str, Any]:
    key = _care_resident(resident)
    if key is None:
        return _care_unknown(resident)
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if day < CARE_TODAY:
        return {"error": "That date has passed."}
    if day > CARE_TODAY + _dt.timedelta(days=60):
        return {"error": "Visits can be booked up to 60 days ahead."}
    return {
        "resident": RESIDENTS[key]["name"],
        "date": str(day),
        "weekday": day.strftime("%A"),
        "slots": _care_slots(key, day),
        "note": CARE_DAY_NOTES.get(str(day)),
    }


def book_visit(
    resident: str,
    date: str,
    start_time: str,
    visitors: int,
    visitor_names: list[str],
    bringing_dog: bool,
    location: str,
) -> dict[str, Any]:
    key = _care_resident(resident)
    if key is None:
        return _care_unknown(resident)
    day, start = _day(date), _clock(start_time)
    if day is None or start is None:
        return {"error": "Give date as YYYY-MM-DD and start_time as HH:MM"}
    if day < CARE_TODAY or day > CARE_TODAY + _dt.timedelta(days=60):
        return {"error": "Visits can be booked from today up to 60 days ahead."}
    if start not in SLOT_TIMES:
        return {"error": "Visits start at 10:00, 11:00, 14:00, 15:00, 16:00 or 17:00 (12:00-14:00 is protected mealtime)."}
    slot = next(s for s in _care_slots(key, day) if s["start"] == start)
    if slot["status"] != "available":
        return {"error": f"The {start} slot on {day} is {slot['status']}. Use get-visit-slots to see free times."}
    if not isinstance(visitors, int) or not 1 <= visitors <= 4:
        return {"error": "visitors must be 1-4"}
    return {
        "booking_ref": care_ref(key, str(day), start),
        "status": "confirmed",
        "resident": RESIDENTS[key]["name"],
        "room": RESIDENTS[key]["room"],
        "date": str(day),
        "weekday": day.strftime("%A"),
        "start": start,
        "end": slot["end"],
        "visitors": visitors,
        "visitor_names": list(visitor_names or []),
        "bringing_dog": bool(bringing_dog),
        "location": location,
        "arrival": "Please sign in at reception and use the hand gel by the door.",
        "confirmation_sent_to": "joanna.fletcher@btinternet.com",
    }


def cancel_visit(booking_ref: str) -> dict[str, Any]:
    ref = str(booking_ref or "").strip().upper()
    booking = CARE_BOOKINGS.get(ref)
    if booking is None:
        return {"error": f"No upcoming visit {booking_ref} on this account. Upcoming: WC-88412, WC-88430."}
    return {
        "booking_ref": ref,
        "status": "cancelled",
        "was": {**booking, "resident": RESIDENTS[booking["resident"]]["name"]},
        "cancelled_at": "2026-12-20T14:16",
    }


def get_resident_update(resident: str, since: str | None = None) -> dict[str, Any]:
    key = _care_resident(resident)
    if key is None:
        return _care_unknown(resident)
    info = RESIDENTS[key]
    floor = _day(since) if since else None
    notes = [u for u in info["updates"] if floor is None or _day(u["at"]) >= floor]
    return {
        "resident": info["name"],
        "room": info["room"],
        "key_worker": info["key_worker"],
        "since": str(floor) if floor else None,
        "updates": notes,
        "health_summary": info["health_summary"],
    }


def send_message_to_staff(resident: str, topic: str, message: str, request_callback: bool = False) -> dict[str, Any]:
    key = _care_resident(resident)
    if key is None:
        return _care_unknown(resident)
    if not str(message or "").strip():
        return {"error": "message is empty"}
    return {
        "message_ref": f"FM-{3300 + _code(key, topic, message, mod=600)}",
        "resident": RESIDENTS[key]["name"],
        "to": RESIDENTS[key]["key_worker"],
        "topic": topic,
        "message": message,
        "request_callback": bool(request_callback),
        "callback": "Staff will ring 07700 900412 within 24 hours" if request_callback else None,
        "sent_at": "2026-12-20T14:16",
    }


RESIDENT = {"type": "string", "enum": list(RESIDENTS), "description": "margaret-fletcher (mum) or dennis-hale (uncle)"}

CARE_TOOLS = [
    ToolDef(
        "get-visit-slots",
        "Visiting slots for one resident on one date, with which are available, full or closed.",
        {
            "type": "object",
            "properties": {"resident": RESIDENT, "date": {"type": "string", "description": "YYYY-MM-DD"}},
            "required": ["resident", "date"],
        },
        get_visit_slots,
    ),
    ToolDef(
        "book-visit",
        "Book a one-hour visit with a resident.",
        {
            "type": "object",
            "properties": {
                "resident": RESIDENT,
                "date": {"type": "string", "description": "YYYY-MM-DD"},
                "start_time": {"type": "string", "description": "HH:MM, one of the slot start times"},
                "visitors": {"type": "integer", "description": "Number of visitors including the user, 1-4"},
                "visitor_names": {"type": "array", "items": {"type": "string"}, "description": "Names of the visitors"},
                "bringing_dog": {"type": "boolean"},
                "location": {"type": "string", "enum": ["resident_room", "lounge", "garden_room"]},
            },
            "required": ["resident", "date", "start_time", "visitors", "visitor_names", "bringing_dog", "location"],
            "additionalProperties": False,
        },
        book_visit,
        act=True,
        strict=True,
    ),
    ToolDef(
        "cancel-visit",
        "Cancel one of the user's booked visits by its booking reference.",
        {
            "type": "object",
            "properties": {"booking_ref": {"type": "string", "description": "e.g. WC-88412"}},
            "required": ["booking_ref"],
        },
        cancel_visit,
        act=True,
    ),
    ToolDef(
        "get-resident-update",
        "Recent care notes from staff about a resident (mood, meals, activities, health events) and a health summary "
        "(vaccinations, GP, allergies).",
        {
            "type": "object",
            "properties": {
                "resident": RESIDENT,
                "since": {"type": ["string", "null"], "description": "YYYY-MM-DD; null for the last two weeks"},
            },
            "required": ["resident"],
        },
        get_resident_update,
    ),
    ToolDef(
        "send-message-to-staff",
        "Send a message to a resident's care team (their key worker reads it), optionally asking for a phone call back.",
        {
            "type": "object",
            "properties": {
                "resident": RESIDENT,
                "topic": {
                    "type": "string",
                    "enum": [
                        "general",
                        "clothing_laundry",
                        "personal_items",
                        "activities",
                        "health_wellbeing",
                        "finance",
                        "feedback",
                    ],
                },
                "message": {"type": "string"},
                "request_callback": {"type": "boolean", "default": False},
            },
            "required": ["resident", "topic", "message"],
        },
        send_message_to_staff,
        act=True,
    ),
]

CARE_ACTS = ["book-visit", "cancel-visit", "send-message-to-staff"]

CARE_INSTRUCTIONS = """You are the family portal assistant for Willow Court Care Home, Eaton Road, Norwich.
Today is Sunday 20 December 2026, 14:15 (Norwich, UK).

Signed in: Joanna Fletcher (joanna.fletcher@btinternet.com, 07700 900412).
Residents she is linked to:
- Margaret "Peggy" Fletcher (her mum), Room 12, Rose Wing - resident id margaret-fletcher
- Dennis Hale (her uncle), Room 3, Bluebell Wing - resident id dennis-hale
Her upcoming visits: WC-88412 on Wednesday 23 December at 15:00 with Margaret (2 visitors); WC-88430 on Sunday 27 December at 11:00 with Dennis (1 visitor).

Visiting: one-hour slots starting at 10:00, 11:00, 14:00, 15:00, 16:00 and 17:00 (12:00-14:00 is protected mealtime). Up to 4 visitors per booking; children are welcome with an adult. Visits can be in the resident's room, the lounge or the garden room.
Dogs: well-behaved, vaccinated dogs are welcome in the lounge and the garden room, kept on a lead (not in the dining room or kitchen); tick "bringing a dog" when booking.
Staff can't discuss detailed medical information by message; for anything urgent call the nurse in charge on 01603 555 210."""


# =============================================================================================
# 4. beekeeping: HiveNote records (3 tools, PascalCase)
# =============================================================================================

BEE_TODAY = _dt.date(2027, 1, 9)
LIGHT_KG = 12

HIVES: dict[str, dict[str, Any]] = {
    "H1": {
        "name": "Damson",
        "apiary": "Orchard",
        "hiveType": "National",
        "queen": {"year": 2025, "marked": "blue", "origin": "own swarm cell"},
        "strength": "strong - cluster across 7 seams (December)",
        "lastHeft": {"date": "2026-12-30", "estimatedKg": 19},
        "lastFeed": {"date": "2026-09-20", "kind": "syrup_2_1", "amountKg": 8},
        "lastTreatment": {"date": "2026-12-28", "product": "Oxybee (oxalic acid trickle)", "dose": "5 ml per seam, 7 seams"},
        "mouseGuard": True,
    },
    "H2": {
        "name": "Bramble",
        "apiary": "Orchard",
        "hiveType": "National",
        "queen": {"year": 2026, "marked": "white", "origin": "mated local queen, introduced June 2026"},
        "strength": "medium - 5 seams",
        "lastHeft": {"date": "2026-12-30", "estimatedKg": 16},
        "lastFeed": {"date": "2026-09-22", "kind": "syrup_2_1", "amountKg": 6},
        "lastTreatment": {"date": "2026-12-28", "product": "Oxybee (oxalic acid trickle)", "dose": "5 ml per seam, 5 seams"},
        "mouseGuard": True,
    },
    "H3": {
        "name": "Nettle",
        "apiary": "Orchard",
        "hiveType": "National",
        "queen": {"year": 2024, "marked": "green", "origin": "bought-in Buckfast"},
        "strength": "small - 4 seams",
        "lastHeft": {"date": "2026-12-30", "estimatedKg": 10},
        "lastFeed": {"date": "2026-10-02", "kind": "syrup_2_1", "amountKg": 4},
        "lastTreatment": {"date": "2026-12-28", "product": "Oxybee (oxalic acid trickle)", "dose": "5 ml per seam, 4 seams"},
        "mouseGuard": True,
    },
    "H4": {
        "name": "Foxglove",
        "apiary": "Church Lane",
        "hiveType": "National",
        "queen": {"year": 2025, "marked": "blue", "origin": "emergency queen after May 2025 swarm"},
        "strength": "strong - 8 seams",
        "lastHeft": {"date": "2026-12-27", "estimatedKg": 21},
        "lastFeed": {"date": "2026-09-18", "kind": "syrup_2_1", "amountKg": 10},
        "lastTreatment": {"date": "2026-12-27", "product": "Oxybee (oxalic acid trickle)", "dose": "5 ml per seam, 8 seams"},
        "mouseGuard": True,
    },
}

HIVE_HISTORY: dict[str, list[dict[str, Any]]] = {
    "H1": [
        {"date": "2026-04-18", "type": "inspection", "notes": "Queen seen, brood on 6 frames, calm."},
        {"date": "2026-06-28", "type": "harvest", "weightKg": 12.0, "notes": "Spring and early summer honey, 6 frames"},
        {"date": "2026-08-20", "type": "treatment", "notes": "Apivar strips in (removed 2026-10-15)"},
        {"date": "2026-09-20", "type": "feeding", "feed": {"kind": "syrup_2_1", "amountKg": 8}},
        {"date": "2026-12-28", "type": "treatment", "notes": "Oxalic acid trickle, 7 seams"},
        {"date": "2026-12-30", "type": "hefting", "weightKg": 19},
    ],
    "H2": [
        {"date": "2026-06-09", "type": "inspection", "notes": "New mated queen introduced in cage."},
        {"date": "2026-06-16", "type": "inspection", "notes": "Queen released and laying."},
        {"date": "2026-08-21", "type": "treatment", "notes": "Apivar strips in (removed 2026-10-16)"},
        {"date": "2026-09-22", "type": "feeding", "feed": {"kind": "syrup_2_1", "amountKg": 6}},
        {"date": "2026-12-28", "type": "treatment", "notes": "Oxalic acid trickle, 5 seams"},
        {"date": "2026-12-30", "type": "hefting", "weightKg": 16},
    ],
    "H3": [
        {"date": "2026-05-02", "type": "inspection", "notes": "Slow build-up, chalkbrood on 2 frames."},
        {"date": "2026-07-25", "type": "harvest", "weightKg": 4.0, "notes": "Small summer harvest"},
        {"date": "2026-08-21", "type": "treatment", "notes": "Apivar strips in (removed 2026-10-16)"},
        {"date": "2026-10-02", "type": "feeding", "feed": {"kind": "syrup_2_1", "amountKg": 4}},
        {"date": "2026-12-28", "type": "treatment", "notes": "Oxalic acid trickle, 4 seams"},
        {"date": "2026-12-30", "type": "hefting", "weightKg": 10, "notes": "Light"},
    ],
    "H4": [
        {"date": "2026-04-12", "type": "inspection", "notes": "First inspection: queen seen, brood on 5 frames."},
        {"date": "2026-05-20", "type": "inspection", "notes": "Queen cells found; artificial swarm made, no swarm lost."},
        {"date": "2026-07-18", "type": "harvest", "weightKg": 14.5, "notes": "Lime and bramble honey"},
        {"date": "2026-08-22", "type": "harvest", "weightKg": 9.0, "notes": "Late summer, mostly clover"},
        {"date": "2026-08-25", "type": "treatment", "notes": "Apivar strips in (removed 2026-10-20)"},
        {"date": "2026-09-18", "type": "feeding", "feed": {"kind": "syrup_2_1", "amountKg": 10}},
        {"date": "2026-12-27", "type": "treatment", "notes": "Oxalic acid trickle, 8 seams"},
        {"date": "2026-12-27", "type": "hefting", "weightKg": 21},
    ],
}

BEE_ENTRY_TYPES = ["inspection", "hefting", "feeding", "treatment", "harvest", "note"]
FEED_KINDS = ["fondant", "syrup_1_1", "syrup_2_1", "pollen_patty", "candy"]


def list_hives(apiary: str | None = None) -> dict[str, Any]:
    rows = []
    for hive_id, hive in HIVES.items():
        if apiary and hive["apiary"].lower() != str(apiary).strip().lower():
            continue
        stores = "light - below 12 kg" if hive["lastHeft"]["estimatedKg"] < LIGHT_KG else "ok"
        rows.append({"hiveId": hive_id, **hive, "storesStatus": stores})
    return {"beekeeper": "Ruth Adeyemi", "count": len(rows), "hives": rows}


def get_hive_history(
    hiveId: str, fromDate: str | None = None, toDate: str | None = None, entryTypes: list[str] | None = None
) -> dict[str, Any]:
    key = str(hiveId or "").strip().upper()
    if key not in HIVES:
        return {"error": f"No hive '{hiveId}'. Hives: H1 Damson, H2 Bramble, H3 Nettle, H4 Foxglove."}
    low, high = _day(fromDate), _day(toDate)
    wanted = set(entryTypes or [])
    rows = [
        e
        for e in HIVE_HISTORY[key]
        if (low is None or _day(e["date"]) >= low)
        and (high is None or _day(e["date"]) <= high)
        and (not wanted or e["type"] in wanted)
    ]
    honey = round(sum(e.get("weightKg", 0) for e in rows if e["type"] == "harvest"), 1)
    feed = round(sum(e["feed"]["amountKg"] for e in rows if e["type"] == "feeding"), 1)
    return {
        "hiveId": key,
        "name": HIVES[key]["name"],
        "from": str(low) if low else None,
        "to": str(high) if high else None,
        "entries": rows,
        "summary": {"entries": len(rows), "honeyHarvestedKg": honey, "feedGivenKg": feed},
    }


def log_entry(hiveId: str, entryType: str, date: str, details: dict[str, Any]) -> dict[str, Any]:
    key = str(hiveId or "").strip().upper()
    if key not in HIVES:
        return {"error": f"No hive '{hiveId}'. Hives: H1 Damson, H2 Bramble, H3 Nettle, H4 Foxglove."}
    if entryType not in BEE_ENTRY_TYPES:
        return {"error": f"entryType must be one of {', '.join(BEE_ENTRY_TYPES)}"}
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if day > BEE_TODAY:
        return {"error": "Entries can't be dated in the future."}
    details = details or {}
    feed = details.get("feed")
    if entryType == "feeding" and not feed:
        return {"error": "A feeding entry needs details.feed (kind and amountKg)."}
    if feed and feed.get("kind") not in FEED_KINDS:
        return {"error": f"feed.kind must be one of {', '.join(FEED_KINDS)}"}
    out: dict[str, Any] = {
        "entryId": f"E-{7000 + _code(key, entryType, day, details.get('weightKg'), details.get('notes'), mod=2000)}",
        "saved": True,
        "hiveId": key,
        "hive": HIVES[key]["name"],
        "entryType": entryType,
        "date": str(day),
        "details": details,
    }
    weight = details.get("weightKg")
    if entryType == "hefting" and isinstance(weight, (int, float)):
        before = HIVES[key]["lastHeft"]
        out["previousHeft"] = before
        if weight < LIGHT_KG:
            out["alert"] = f"Under {LIGHT_KG} kg: short of stores. Put a 1-2 kg block of fondant over the feed hole now."
    return out


BEE_TOOLS = [
    ToolDef(
        "ListHives",
        "All hives with apiary, queen (year, colour), colony strength, latest heft weight, last feed, last varroa "
        "treatment, mouse guard, and a stores status.",
        {
            "type": "object",
            "properties": {
                "apiary": {"type": ["string", "null"], "enum": ["Orchard", "Church Lane", None], "description": "null for all"}
            },
        },
        list_hives,
    ),
    ToolDef(
        "GetHiveHistory",
        "The record of one hive (inspections, hefting, feeding, treatments, harvests, notes), with totals of honey "
        "harvested and feed given in the range.",
        {
            "type": "object",
            "properties": {
                "hiveId": {"type": "string", "enum": list(HIVES)},
                "fromDate": {"type": "string", "description": "YYYY-MM-DD (optional)"},
                "toDate": {"type": "string", "description": "YYYY-MM-DD (optional)"},
                "entryTypes": {
                    "type": "array",
                    "items": {"type": "string", "enum": BEE_ENTRY_TYPES},
                    "description": "Only these types",
                },
            },
            "required": ["hiveId"],
        },
        get_hive_history,
    ),
    ToolDef(
        "LogEntry",
        "Add an entry to a hive's record: inspection, hefting (weight estimate), feeding, treatment, harvest or a note.",
        {
            "type": "object",
            "properties": {
                "hiveId": {"type": "string", "enum": list(HIVES)},
                "entryType": {"type": "string", "enum": BEE_ENTRY_TYPES},
                "date": {"type": "string", "description": "YYYY-MM-DD"},
                "details": {"$ref": "#/$defs/details"},
            },
            "required": ["hiveId", "entryType", "date", "details"],
            "additionalProperties": False,
            "$defs": {
                "details": {
                    "type": "object",
                    "properties": {
                        "weightKg": {
                            "type": ["number", "null"],
                            "description": "Heft estimate or honey weight in kg; null if none",
                        },
                        "feed": {"anyOf": [{"$ref": "#/$defs/feed"}, {"type": "null"}]},
                        "treatment": {
                            "anyOf": [
                                {
                                    "type": "object",
                                    "properties": {"product": {"type": "string"}, "dose": {"type": "string"}},
                                    "required": ["product", "dose"],
                                    "additionalProperties": False,
                                },
                                {"type": "null"},
                            ]
                        },
                        "notes": {"type": ["string", "null"]},
                    },
                    "required": ["weightKg", "feed", "treatment", "notes"],
                    "additionalProperties": False,
                },
                "feed": {
                    "type": "object",
                    "properties": {"kind": {"type": "string", "enum": FEED_KINDS}, "amountKg": {"type": "number"}},
                    "required": ["kind", "amountKg"],
                    "additionalProperties": False,
                },
            },
        },
        log_entry,
        act=True,
        strict=True,
    ),
]

BEE_ACTS = ["LogEntry"]

BEE_INSTRUCTIONS = """You are HiveNote, a record-keeping assistant for hobby beekeepers.
Today is Saturday 9 January 2027, 11:30 (Ledbury, Herefordshire, UK). Outside temperature right now: 3°C.

Beekeeper: Ruth Adeyemi.
Hives (hiveId "name" - apiary):
- H1 "Damson" - Orchard apiary (at home)
- H2 "Bramble" - Orchard apiary
- H3 "Nettle" - Orchard apiary
- H4 "Foxglove" - Church Lane apiary

Winter guidance Ruth follows (from her local beekeepers' association):
- Don't open a colony in winter unless it is at least 14°C; heft the hive (lift the back slightly to judge its weight) instead.
- A National hive that hefts under 12 kg in January is short of stores: put a 1-2 kg block of fondant over the feed hole now.
- Oxalic acid is given once in winter, by trickle or vaporisation, during the broodless period (late December to mid-January), when the mites have no capped brood to hide in.
- Keep mouse guards on until spring.
Log entries only when Ruth asks you to record something."""


# =============================================================================================
# 5. rod_licence: Environment Agency rod fishing licence (1 tool, snake_case)
# =============================================================================================

ROD_TODAY = _dt.date(2027, 1, 1)

ROD_PRICES = {
    ("trout_coarse_2_rod", "1_day"): 7.10,
    ("trout_coarse_2_rod", "8_day"): 15.30,
    ("trout_coarse_2_rod", "12_month"): 35.80,
    ("trout_coarse_3_rod", "12_month"): 53.70,
    ("salmon_sea_trout", "1_day"): 13.50,
    ("salmon_sea_trout", "8_day"): 40.70,
    ("salmon_sea_trout", "12_month"): 91.20,
}
ROD_CONCESSION_12M = {"trout_coarse_2_rod": 23.80, "trout_coarse_3_rod": 35.80, "salmon_sea_trout": 60.80}
ROD_ACCOUNT = {  # people saved on the signed-in account
    "callum reid": {"date_of_birth": "1979-04-14", "postcode": "YO31 8HD"},
    "finn reid": {"date_of_birth": "2011-09-03", "postcode": "YO31 8HD"},
}


def _age_on(born: _dt.date, day: _dt.date) -> int:
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def buy_rod_licence(
    holder: dict[str, Any],
    licence_type: str,
    duration: str,
    start_date: str,
    concession: str | None,
    email_confirmation_to: str | None,
) -> dict[str, Any]:
    holder = holder or {}
    name = re.sub(r"\s+", " ", str(holder.get("full_name") or "")).strip()
    if not name:
        return {"error": "holder.full_name is required"}
    saved = next((v for k, v in ROD_ACCOUNT.items() if name.lower() == k or name.lower() in k.split()), None)
    born = _day(holder.get("date_of_birth")) or (_day(saved["date_of_birth"]) if saved else None)
    postcode = str(holder.get("postcode") or "").strip().upper()
    if saved and not re.fullmatch(r"[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}", postcode):
        postcode = saved["postcode"]
    if born is None:
        return {"error": "holder.date_of_birth must be YYYY-MM-DD"}
    start = _day(start_date)
    if start is None:
        return {"error": "start_date must be YYYY-MM-DD"}
    if start < ROD_TODAY or start > ROD_TODAY + _dt.timedelta(days=60):
        return {"error": "A licence can start today (2027-01-01) or on any date up to 60 days ahead."}
    if (licence_type, duration) not in ROD_PRICES:
        return {"error": "That combination isn't sold: the 3-rod trout and coarse licence is 12 months only."}
    age = _age_on(born, start)
    if age < 13:
        return {"error": f"{name} will be {age} on {start}: children under 13 don't need a rod licence."}
    if 13 <= age <= 16:
        if concession != "junior" or duration != "12_month":
            return {
                "error": f"{name} will be {age} on {start}: anglers aged 13-16 need the free junior licence "
                "(concession 'junior', duration 12_month)."
            }
        price = 0.0
    elif concession == "junior":
        return {"error": f"{name} will be {age}; junior licences are for ages 13 to 16."}
    elif concession in ("senior", "disability"):
        if duration != "12_month":
            return {"error": "Concessions apply to 12-month licences only."}
        if concession == "senior" and age < 66:
            return {"error": f"{name} will be {age}; the senior concession is for anglers aged 66 or over."}
        price = ROD_CONCESSION_12M[licence_type]
    else:
        price = ROD_PRICES[(licence_type, duration)]
    if duration == "1_day":
        ends = start
    elif duration == "8_day":
        ends = start + _dt.timedelta(days=7)
    else:
        ends = start.replace(year=start.year + 1) - _dt.timedelta(days=1)
    starts_at = "08:10" if start == ROD_TODAY else "00:01"
    return {
        "licence_number": f"{start:%d%m%y}-{name.split()[0][0].upper()}{name.split()[-1][0].upper()}-{_code(name, licence_type, duration, start, mod=9000) + 1000}",
        "holder": {"full_name": name, "date_of_birth": str(born), "postcode": postcode},
        "licence_type": licence_type,
        "duration": duration,
        "valid_from": f"{start}T{starts_at}",
        "valid_until": f"{ends}T23:59",
        "concession": concession,
        "price_gbp": price,
        "price_note": "free junior licence" if price == 0 else None,
        "paid_with": None if price == 0 else "Mastercard ending 2290 (saved)",
        "confirmation_sent_to": email_confirmation_to or "callum.reid@outlook.com",
        "reminder": "Carry the licence number when fishing; you also need permission from the landowner or club.",
    }


PERSON_DEF = {
    "type": "object",
    "properties": {
        "full_name": {"type": "string"},
        "date_of_birth": {"type": "string", "description": "YYYY-MM-DD"},
        "postcode": {"type": "string"},
    },
    "required": ["full_name", "date_of_birth", "postcode"],
    "additionalProperties": False,
}

ROD_TOOLS = [
    ToolDef(
        "buy_rod_licence",
        "Buy a rod fishing licence for someone (charged to the saved card; junior licences are free).",
        {
            "type": "object",
            "properties": {
                "holder": {"$ref": "#/$defs/person"},
                "licence_type": {"type": "string", "enum": ["trout_coarse_2_rod", "trout_coarse_3_rod", "salmon_sea_trout"]},
                "duration": {"type": "string", "enum": ["1_day", "8_day", "12_month"]},
                "start_date": {"type": "string", "description": "YYYY-MM-DD, today or up to 60 days ahead"},
                "concession": {
                    "anyOf": [{"type": "string", "enum": ["junior", "senior", "disability"]}, {"type": "null"}],
                    "description": "junior = ages 13-16 (free); senior = 66+; disability = Blue Badge/PIP/DLA; null for none",
                },
                "email_confirmation_to": {"type": ["string", "null"], "description": "null = the account email"},
            },
            "required": ["holder", "licence_type", "duration", "start_date", "concession", "email_confirmation_to"],
            "additionalProperties": False,
            "$defs": {"person": PERSON_DEF},
        },
        buy_rod_licence,
        act=True,
        strict=True,
    ),
]

ROD_ACTS = ["buy_rod_licence"]

ROD_INSTRUCTIONS = """You are the assistant on the Environment Agency's rod fishing licence service (England).
Today is Friday 1 January 2027, 08:10 (York, UK).

Signed-in account: Callum Reid, date of birth 14 April 1979, postcode YO31 8HD, email callum.reid@outlook.com. Saved card: Mastercard ending 2290.
Also on the account: his son Finn Reid, date of birth 3 September 2011.

Licences (prices in GBP):
- Trout and coarse, up to 2 rods: 1 day £7.10, 8 days £15.30, 12 months £35.80
- Trout and coarse, up to 3 rods: 12 months only, £53.70
- Salmon and sea trout (also covers trout and coarse): 1 day £13.50, 8 days £40.70, 12 months £91.20
Concessions: 12-month licences cost about a third less for anglers aged 66 or over and for people getting disability benefits (Blue Badge, PIP, DLA). Anglers aged 13 to 16 need a junior licence, which is free and lasts 12 months. Children under 13 don't need a licence.
A licence can start today or on any date up to 60 days ahead; 1-day and 8-day licences start at 00:01 on the start date (or now, if it starts today).
Sea fishing doesn't need a rod licence, except when fishing for salmon, sea trout, smelt or eels (for example in estuaries). Anglers still need permission from the landowner or club for the water they fish.
Only buy a licence when the user asks for one, and confirm the details and price in your answer."""


DOMAINS = [
    Domain("feature_flags", FF_TOOLS, FF_INSTRUCTIONS),
    Domain("haulage_dispatch", HAUL_TOOLS, HAUL_INSTRUCTIONS),
    Domain("care_home_visits", CARE_TOOLS, CARE_INSTRUCTIONS),
    Domain("beekeeping", BEE_TOOLS, BEE_INSTRUCTIONS),
    Domain("rod_licence", ROD_TOOLS, ROD_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================


def _others(acts: list[str], *keep: str) -> list[str]:
    """The act tools of a domain other than the ones a turn expects (they must not be called)."""
    return [t for t in acts if t not in keep]


def ff_others(*keep: str) -> list[str]:
    return _others(FF_ACTS, *keep)


def haul_others(*keep: str) -> list[str]:
    return _others(HAUL_ACTS, *keep)


def care_others(*keep: str) -> list[str]:
    return _others(CARE_ACTS, *keep)


AISHA = matches(r"D07|Aisha|Begum")
NO_LICENCE_NEEDED = said(
    "don't need",
    "do not need",
    "doesn't need",
    "does not need",
    "no licence",
    "no rod licence",
    "not required",
    "isn't required",
    "is not required",
    "needn't",
    "not need",
    "no need",
    "don't require",
    "do not require",
)
TIME_1500 = said("15:00", "3pm", "3 pm", "3:00", "3 p.m.", "3.00", "3 o'clock")

CASES = [
    # ---------------------------------------------------------------- feature_flags (12)
    Case(
        "z_flags_staging_dark_off",
        "feature_flags",
        "direct",
        [
            Turn(
                "QA say the old contrast bug is back on staging. switch dark-mode off there for now",
                calls=[ExpectCall("setFlagState", {"flagKey": "dark-mode", "environment": "staging", "enabled": boolean(False)})],
                allow=["getFlag"],
                forbid=ff_others("setFlagState"),
            ),
        ],
        features=("enum", "boolean", "strict", "nullable_type_list", "10_tools", "camel_names"),
    ),
    Case(
        "z_flags_checkout_fifty",
        "feature_flags",
        "direct",
        [
            Turn(
                "bump new-checkout to 50% in prod",
                calls=[
                    ExpectCall(
                        "updateRollout", {"flagKey": "new-checkout", "environment": "production", "percentage": number(50)}
                    )
                ],
                allow=["getFlag"],
                forbid=ff_others("updateRollout"),
                answer_has=[said_number(50)],
            ),
        ],
        features=("number", "enum", "10_tools", "camel_names"),
    ),
    Case(
        "z_flags_why_dark_off",
        "feature_flags",
        "polite",
        [
            Turn(
                "Hi! A couple of customers have asked where dark mode went. Could you find out who switched it off in "
                "production and why, please?",
                calls=[ExpectCall("getAuditLog", {"flagKey": "dark-mode"})],
                allow=["getFlag"],
                forbid=FF_ACTS,
                answer_has=[said("Sofia"), said("contrast", "BC-2291")],
            ),
        ],
        features=("nullable_type_list", "person", "10_tools", "camel_names"),
    ),
    Case(
        "z_flags_banner_missing",
        "feature_flags",
        "indirect",
        [
            Turn(
                "marketing keep pinging me that the xmas sale banner isn't showing on the live site. have we broken something?",
                calls=[ExpectCall("getFlag", {"flagKey": "holiday-banner"})],
                allow=["listFlags", "getAuditLog"],
                forbid=FF_ACTS,
                answer_has=[said_date("2026-12-10", "Thursday")],
            ),
        ],
        features=("date", "10_tools", "camel_names"),
    ),
    Case(
        "z_flags_dark_on_archive_pdf",
        "feature_flags",
        "multi_intent",
        [
            Turn(
                "the contrast fix for dark mode went out this morning, so turn it back on in production. and while you're "
                "in there archive legacy-pdf-invoices, nobody's touched it since september",
                calls=[
                    ExpectCall("setFlagState", {"flagKey": "dark-mode", "environment": "production", "enabled": boolean(True)}),
                    ExpectCall("archiveFlag", {"flagKey": "legacy-pdf-invoices"}),
                ],
                allow=["getFlag"],
                forbid=ff_others("setFlagState", "archiveFlag"),
            ),
        ],
        features=("boolean", "strict", "nullable_anyof", "10_tools", "camel_names"),
    ),
    Case(
        "z_flags_sticky_rollout",
        "feature_flags",
        "no_tool",
        [
            Turn(
                "quick q - new-checkout is on 25% in prod. does the same customer always get the new checkout, or is it "
                "random on every page load?",
                allow=["getFlag"],
                forbid=FF_ACTS,
                answer_has=[said("same", "sticky", "hash", "consistent")],
            ),
        ],
        features=("10_tools", "camel_names"),
    ),
    Case(
        "z_flags_archive_advice",
        "feature_flags",
        "no_tool",
        [
            Turn(
                "search-v2 has been sitting at 100% in prod since the summer. can I just archive it or is there something "
                "I ought to do first?",
                allow=["getFlag", "getAuditLog", "getEvaluationStats", "listFlags"],
                forbid=FF_ACTS,
                answer_has=[said("code")],
            ),
        ],
        features=("10_tools", "camel_names"),
    ),
    Case(
        "z_flags_more_people",
        "feature_flags",
        "underspecified",
        [
            Turn(
                "can you roll new-checkout out to more people in prod",
                allow=["getFlag", "getEvaluationStats"],
                forbid=FF_ACTS,
                clarify=True,
            ),
        ],
        features=("10_tools", "camel_names"),
    ),
    Case(
        "z_flags_match_staging",
        "feature_flags",
        "chained",
        [
            Turn(
                "make prod's rollout for new-checkout match whatever staging is on",
                calls=[
                    ExpectCall("getFlag", {"flagKey": "new-checkout"}),
                    ExpectCall(
                        "updateRollout", {"flagKey": "new-checkout", "environment": "production", "percentage": number(60)}
                    ),
                ],
                forbid=ff_others("updateRollout"),
                answer_has=[said_number(60)],
            ),
        ],
        features=("number", "enum", "10_tools", "camel_names"),
    ),
    Case(
        "z_flags_error_killswitch",
        "feature_flags",
        "chained",
        [
            Turn(
                "check the error rate for people getting the new checkout in prod over the last 24 hours. if it's above "
                "1%, switch the flag off in production",
                calls=[
                    ExpectCall("getEvaluationStats", {"flagKey": "new-checkout", "environment": "production", "window": "24h"}),
                    ExpectCall(
                        "setFlagState", {"flagKey": "new-checkout", "environment": "production", "enabled": boolean(False)}
                    ),
                ],
                allow=["getFlag"],
                forbid=ff_others("setFlagState"),
                answer_has=[said_number(2.4)],
            ),
        ],
        features=("enum", "boolean", "strict", "10_tools", "camel_names"),
    ),
    Case(
        "z_flags_giftwrap_new",
        "feature_flags",
        "multi_turn",
        [
            Turn(
                "new flag please: gift-wrap-option, for the gift wrap checkbox at checkout. it's a temporary one, tag it "
                "checkout, and leave it off everywhere for now",
                calls=[
                    ExpectCall(
                        "createFlag",
                        {
                            "key": "gift-wrap-option",
                            "temporary": boolean(True),
                            "tags": has_items("checkout"),
                            "enabledIn": items(),
                        },
                    )
                ],
                forbid=ff_others("createFlag"),
            ),
            Turn(
                "ok now turn it on in staging, but only for people with an @brightcart.com email",
                calls=[
                    ExpectCall(
                        "addTargetingRule",
                        {
                            "flagKey": "gift-wrap-option",
                            "environment": "staging",
                            "rule": fields(
                                attribute="email",
                                operator=one_of("ends_with", "contains"),
                                values=has_items(contains("brightcart.com")),
                                serve=boolean(True),
                            ),
                        },
                    )
                ],
                allow=["setFlagState", "getFlag", "updateRollout"],
                forbid=["createFlag", "archiveFlag", "scheduleFlagChange"],
            ),
        ],
        features=("strict", "ref", "nested", "array", "enum_array", "nullable_anyof", "slug", "10_tools", "camel_names"),
    ),
    Case(
        "z_flags_recs_week",
        "feature_flags",
        "multi_turn",
        [
            Turn(
                "how's recs-widget doing in prod this week? is it actually helping conversion?",
                calls=[ExpectCall("getEvaluationStats", {"flagKey": "recs-widget", "environment": "production", "window": "7d"})],
                forbid=FF_ACTS,
                answer_has=[said_number(3.9), said_number(3.1)],
            ),
            Turn(
                "nice. schedule it to go to 100% on monday at 9am",
                calls=[
                    ExpectCall(
                        "scheduleFlagChange",
                        {
                            "flagKey": "recs-widget",
                            "environment": "production",
                            "at": at("2026-12-14", "09:00"),
                            "change": fields(rolloutPercentage=number(100)),
                        },
                    )
                ],
                allow=["getFlag"],
                forbid=ff_others("scheduleFlagChange"),
            ),
        ],
        features=("date", "nested", "strict", "nullable_type_list", "number", "10_tools", "camel_names"),
    ),
    # ---------------------------------------------------------------- haulage_dispatch (10)
    Case(
        "z_haul_assign_dave",
        "haulage_dispatch",
        "direct",
        [
            Turn(
                "stick PF-40117 on Dave Kershaw in YX21 KPT",
                calls=[
                    ExpectCall(
                        "assign_job",
                        {"job_id": "PF-40117", "driver": matches(r"D03|Kershaw"), "vehicle_reg": one_of("YX21 KPT", "YX21KPT")},
                    )
                ],
                allow=["list_jobs", "list_drivers", "get_vehicle"],
                forbid=haul_others("assign_job"),
            ),
        ],
        features=("strict", "nullable_type_list", "person", "7_tools"),
    ),
    Case(
        "z_haul_new_job_polite",
        "haulage_dispatch",
        "polite",
        [
            Turn(
                "Morning - would you mind booking a job in for Ossett Tiles please? 8 pallets, 5,200 kg, collecting from "
                "their yard in Ossett (WF5 9JE) tomorrow between 8 and 10am, delivering to Tilemaster in Sheffield, S9 2RL, "
                "between 1 and 3pm. Nothing hazardous. Cheers",
                calls=[
                    ExpectCall(
                        "create_job",
                        {
                            "customer": contains("Ossett Tiles"),
                            "date": date("2027-01-05"),
                            "stops": items(
                                fields(
                                    type="collect",
                                    postcode=contains("WF5 9JE"),
                                    window=fields(earliest=time_of_day("08:00"), latest=time_of_day("10:00")),
                                ),
                                fields(
                                    type="deliver",
                                    postcode=contains("S9 2RL"),
                                    window=fields(earliest=time_of_day("13:00"), latest=time_of_day("15:00")),
                                ),
                            ),
                            "pallets": number(8),
                            "weight_kg": number(5200),
                            "hazardous": boolean(False),
                        },
                    )
                ],
                allow=["list_jobs"],
                forbid=haul_others("create_job"),
                answer_has=[said("PF-40140")],
            ),
        ],
        features=("strict", "ref", "array_of_objects", "nested", "nullable_anyof", "integer", "number", "date", "7_tools"),
    ),
    Case(
        "z_haul_where_drinks",
        "haulage_dispatch",
        "indirect",
        [
            Turn(
                "got Northfield Cash & Carry in Hull on the phone wanting to know where their drinks delivery has got to",
                calls=[ExpectCall("list_jobs", {"date": date("2027-01-04")})],
                allow=["get_vehicle", "list_drivers"],
                forbid=HAUL_ACTS,
                answer_has=[said("07:35", "7:35", "7.35")],
            ),
        ],
        features=("date", "nullable_type_list", "7_tools"),
    ),
    Case(
        "z_haul_windscreen",
        "haulage_dispatch",
        "multi_intent",
        [
            Turn(
                "Sam's just rung - YK19 ABC has a crack right across the windscreen on the driver's side. take it off the "
                "road, and message him to bring it straight back to the yard once he's tipped at Hull",
                calls=[
                    ExpectCall(
                        "report_vehicle_defect",
                        {
                            "vehicle_reg": one_of("YK19 ABC", "YK19ABC"),
                            "category": "windscreen",
                            "vehicle_off_road": boolean(True),
                        },
                    ),
                    ExpectCall(
                        "send_driver_message", {"driver": matches(r"D05|Sam"), "message": matches(r"yard|depot|wakefield")}
                    ),
                ],
                allow=["get_vehicle", "list_jobs"],
                forbid=haul_others("report_vehicle_defect", "send_driver_message"),
            ),
        ],
        features=("enum", "boolean", "person", "7_tools"),
    ),
    Case(
        "z_haul_break_rules",
        "haulage_dispatch",
        "no_tool",
        [
            Turn(
                "remind me, how long can the drivers go before they legally have to stop for a break?",
                forbid=HAUL_ACTS,
                answer_has=[
                    said(
                        "4.5 hours", "4½", "four and a half", "4 and a half", "4 hours 30", "4h30", "4.5 hrs", "4.5h", "4.5-hour"
                    ),
                    said("45 min", "45-min", "forty-five"),
                ],
            ),
        ],
        features=("7_tools",),
    ),
    Case(
        "z_haul_new_job_vague",
        "haulage_dispatch",
        "underspecified",
        [
            Turn(
                "can you set up a collection for Ossett Tiles on wednesday",
                allow=["list_jobs"],
                forbid=HAUL_ACTS,
                clarify=True,
            ),
        ],
        features=("7_tools",),
    ),
    Case(
        "z_haul_adr_job",
        "haulage_dispatch",
        "chained",
        [
            Turn(
                "PF-40123 is the chemicals job so it needs ADR. find whoever's got their ADR and is free today and put them "
                "on it, in an ADR-equipped truck",
                calls=[
                    ExpectCall("list_drivers", {"on_date": date("2027-01-04")}),
                    ExpectCall(
                        "assign_job", {"job_id": "PF-40123", "driver": AISHA, "vehicle_reg": one_of("YH70 LMN", "YH70LMN")}
                    ),
                ],
                allow=["get_vehicle", "list_jobs"],
                forbid=haul_others("assign_job"),
                answer_has=[said("Aisha")],
            ),
        ],
        features=("date", "strict", "person", "7_tools"),
    ),
    Case(
        "z_haul_mot_check",
        "haulage_dispatch",
        "chained",
        [
            Turn(
                "whichever truck is doing PF-40119 this afternoon, is it due its MOT before the weekend?",
                calls=[
                    ExpectCall("list_jobs", {"date": date("2027-01-04")}),
                    ExpectCall("get_vehicle", {"vehicle_reg": one_of("YK19 ABC", "YK19ABC")}),
                ],
                forbid=HAUL_ACTS,
                answer_has=[said_date("2027-01-08", "Friday")],
            ),
        ],
        features=("date", "7_tools"),
    ),
    Case(
        "z_haul_tomorrow_swap",
        "haulage_dispatch",
        "multi_turn",
        [
            Turn(
                "what've we got on tomorrow?",
                calls=[ExpectCall("list_jobs", {"date": date("2027-01-05")})],
                forbid=HAUL_ACTS,
                answer_has=[said("Leeds")],
            ),
            Turn(
                "move the Leeds one over to Aisha",
                calls=[ExpectCall("assign_job", {"job_id": "PF-40130", "driver": AISHA})],
                allow=["list_drivers", "get_vehicle", "list_jobs"],
                forbid=haul_others("assign_job"),
            ),
        ],
        features=("date", "strict", "nullable_type_list", "person", "7_tools"),
    ),
    Case(
        "z_haul_defect_abs",
        "haulage_dispatch",
        "multi_turn",
        [
            Turn("need to put a defect in for YH70 LMN", allow=["get_vehicle"], forbid=HAUL_ACTS, clarify=True),
            Turn(
                "ABS warning light keeps coming on. Aisha says the brakes feel normal, so leave it on the road for now",
                calls=[
                    ExpectCall(
                        "report_vehicle_defect",
                        {
                            "vehicle_reg": one_of("YH70 LMN", "YH70LMN"),
                            "category": one_of("brakes", "dashboard_warning"),
                            "vehicle_off_road": boolean(False),
                        },
                    )
                ],
                allow=["get_vehicle"],
                forbid=haul_others("report_vehicle_defect"),
            ),
        ],
        features=("enum", "boolean", "7_tools"),
    ),
    # ---------------------------------------------------------------- care_home_visits (9)
    Case(
        "z_care_book_tuesday",
        "care_home_visits",
        "direct",
        [
            Turn(
                "book me a visit with mum on tuesday at 2pm, just me",
                calls=[
                    ExpectCall(
                        "book-visit",
                        {
                            "resident": "margaret-fletcher",
                            "date": date("2026-12-22"),
                            "start_time": time_of_day("14:00"),
                            "visitors": number(1),
                        },
                    )
                ],
                allow=["get-visit-slots"],
                forbid=care_others("book-visit"),
                answer_has=[said(care_ref("margaret-fletcher", "2026-12-22", "14:00"))],
            ),
        ],
        features=("date", "enum", "strict", "integer", "kebab_names", "5_tools"),
    ),
    Case(
        "z_care_dennis_week",
        "care_home_visits",
        "polite",
        [
            Turn(
                "Hello, would you be able to tell me how my uncle Dennis has been getting on this week? Many thanks",
                calls=[ExpectCall("get-resident-update", {"resident": "dennis-hale"})],
                forbid=CARE_ACTS,
                answer_has=[said("football", "Norwich City", "railway", "crossword", "exercise", "quiz", "podiatr")],
            ),
        ],
        features=("enum", "person", "nullable_type_list", "kebab_names", "5_tools"),
    ),
    Case(
        "z_care_mum_muddled",
        "care_home_visits",
        "indirect",
        [
            Turn(
                "Mum sounded really muddled on the phone last night, not like her at all. I'm a bit worried tbh",
                calls=[ExpectCall("get-resident-update", {"resident": "margaret-fletcher"})],
                forbid=CARE_ACTS,
                answer_has=[said("infection", "UTI", "antibiotic")],
            ),
        ],
        features=("enum", "kebab_names", "5_tools"),
    ),
    Case(
        "z_care_cancel_and_cardigans",
        "care_home_visits",
        "multi_intent",
        [
            Turn(
                "can you cancel wednesday's visit please, something's come up at work. and let the staff know mum's short "
                "of warm cardigans, I'll drop some in at the weekend",
                calls=[
                    ExpectCall("cancel-visit", {"booking_ref": "WC-88412"}),
                    ExpectCall("send-message-to-staff", {"resident": "margaret-fletcher", "message": matches("cardigan")}),
                ],
                forbid=care_others("cancel-visit", "send-message-to-staff"),
            ),
        ],
        features=("enum", "kebab_names", "5_tools"),
    ),
    Case(
        "z_care_dog_rules",
        "care_home_visits",
        "no_tool",
        [
            Turn(
                "Would it be alright to bring our spaniel Biscuit along when we come to see Mum?",
                forbid=CARE_ACTS,
                answer_has=[said("lead", "leash")],
            ),
        ],
        features=("kebab_names", "5_tools"),
    ),
    Case(
        "z_care_tuesday_vague",
        "care_home_visits",
        "underspecified",
        [
            Turn("can you get me booked in for tuesday afternoon?", allow=["get-visit-slots"], forbid=CARE_ACTS, clarify=True),
        ],
        features=("kebab_names", "5_tools"),
    ),
    Case(
        "z_care_xmas_eve_dennis",
        "care_home_visits",
        "chained",
        [
            Turn(
                "what's the earliest I can see Uncle Dennis on Christmas Eve? book it for me and my husband Rob",
                calls=[
                    ExpectCall("get-visit-slots", {"resident": "dennis-hale", "date": date("2026-12-24")}),
                    ExpectCall(
                        "book-visit",
                        {
                            "resident": "dennis-hale",
                            "date": date("2026-12-24"),
                            "start_time": time_of_day("11:00"),
                            "visitors": number(2),
                            "visitor_names": has_items(matches("Rob")),
                        },
                    ),
                ],
                forbid=care_others("book-visit"),
                answer_has=[said(care_ref("dennis-hale", "2026-12-24", "11:00"))],
            ),
        ],
        features=("date", "strict", "array", "integer", "person", "kebab_names", "5_tools"),
    ),
    Case(
        "z_care_flu_then_glasses",
        "care_home_visits",
        "multi_turn",
        [
            Turn(
                "has mum had her flu jab yet this winter?",
                calls=[ExpectCall("get-resident-update", {"resident": "margaret-fletcher"})],
                forbid=CARE_ACTS,
                answer_has=[said_date("2026-12-02")],
            ),
            Turn(
                "good. can you ask them to give me a ring about her new glasses?",
                calls=[
                    ExpectCall(
                        "send-message-to-staff",
                        {"resident": "margaret-fletcher", "message": matches("glasses"), "request_callback": boolean(True)},
                    )
                ],
                allow=["get-resident-update"],
                forbid=care_others("send-message-to-staff"),
            ),
        ],
        features=("date", "boolean", "enum", "kebab_names", "5_tools"),
    ),
    Case(
        "z_care_nye_slots",
        "care_home_visits",
        "multi_turn",
        [
            Turn(
                "what times are free on new year's eve to see mum?",
                calls=[ExpectCall("get-visit-slots", {"resident": "margaret-fletcher", "date": date("2026-12-31")})],
                forbid=CARE_ACTS,
                answer_has=[TIME_1500],
            ),
            Turn(
                "the 3 o'clock one please. it'll be me and the two grandkids, Ella and Jack",
                calls=[
                    ExpectCall(
                        "book-visit",
                        {
                            "resident": "margaret-fletcher",
                            "date": date("2026-12-31"),
                            "start_time": time_of_day("15:00"),
                            "visitors": number(3),
                            "visitor_names": has_items(matches("Ella"), matches("Jack")),
                        },
                    )
                ],
                allow=["get-visit-slots"],
                forbid=care_others("book-visit"),
                answer_has=[said(care_ref("margaret-fletcher", "2026-12-31", "15:00"))],
            ),
        ],
        features=("date", "strict", "array", "integer", "number_words", "kebab_names", "5_tools"),
    ),
    # ---------------------------------------------------------------- beekeeping (9)
    Case(
        "z_bees_fondant_bramble",
        "beekeeping",
        "direct",
        [
            Turn(
                "gave Bramble a 1kg block of fondant this morning, log it",
                calls=[
                    ExpectCall(
                        "LogEntry",
                        {
                            "hiveId": "H2",
                            "entryType": "feeding",
                            "date": date("2027-01-09"),
                            "details": fields(feed=fields(kind="fondant", amountKg=number(1))),
                        },
                    )
                ],
            ),
        ],
        features=("strict", "ref", "nested", "nullable_anyof", "nullable_type_list", "number", "date", "pascal_names", "3_tools"),
    ),
    Case(
        "z_bees_varroa_dates",
        "beekeeping",
        "polite",
        [
            Turn(
                "Could you tell me when I last treated each of the hives for varroa, please?",
                calls=[ExpectCall("ListHives")],
                allow=["GetHiveHistory"],
                forbid=BEE_ACTS,
                answer_has=[said_date("2026-12-28"), said_date("2026-12-27")],
            ),
        ],
        features=("date", "pascal_names", "3_tools"),
    ),
    Case(
        "z_bees_cold_stores",
        "beekeeping",
        "indirect",
        [
            Turn(
                "it's been minus 4 at night all week. are any of mine likely to be going hungry?",
                calls=[ExpectCall("ListHives")],
                allow=["GetHiveHistory"],
                forbid=BEE_ACTS,
                answer_has=[said("Nettle", "H3")],
            ),
        ],
        features=("pascal_names", "3_tools"),
    ),
    Case(
        "z_bees_heft_three",
        "beekeeping",
        "multi_intent",
        [
            Turn(
                "hefted the three at home this morning. Damson felt about 18 kilos, Bramble about 15, Nettle barely 9. can "
                "you log those, and do I need to do anything?",
                calls=[
                    ExpectCall(
                        "LogEntry",
                        {
                            "hiveId": "H1",
                            "entryType": "hefting",
                            "date": date("2027-01-09"),
                            "details": fields(weightKg=number(18)),
                        },
                    ),
                    ExpectCall(
                        "LogEntry",
                        {
                            "hiveId": "H2",
                            "entryType": "hefting",
                            "date": date("2027-01-09"),
                            "details": fields(weightKg=number(15)),
                        },
                    ),
                    ExpectCall(
                        "LogEntry",
                        {
                            "hiveId": "H3",
                            "entryType": "hefting",
                            "date": date("2027-01-09"),
                            "details": fields(weightKg=number(9)),
                        },
                    ),
                ],
                allow=["ListHives"],
                answer_has=[said("fondant")],
            ),
        ],
        features=("strict", "ref", "number", "nullable_type_list", "date", "pascal_names", "3_tools"),
    ),
    Case(
        "z_bees_queen_and_guard",
        "beekeeping",
        "multi_intent",
        [
            Turn(
                "how old is the queen in Damson? also log that I swapped its mouse guard for a new metal one today",
                calls=[
                    ExpectCall("ListHives"),
                    ExpectCall(
                        "LogEntry", {"hiveId": "H1", "date": date("2027-01-09"), "details": fields(notes=matches("mouse"))}
                    ),
                ],
                allow=["GetHiveHistory"],
                answer_has=[
                    said("2025", "second year", "2 years", "two years", "1 year", "one year", "18 months", "year and a half")
                ],
            ),
        ],
        features=("strict", "ref", "nullable_type_list", "date", "pascal_names", "3_tools"),
    ),
    Case(
        "z_bees_oxalic_why",
        "beekeeping",
        "no_tool",
        [
            Turn(
                "remind me why the oxalic acid treatment gets done in midwinter rather than in the summer?",
                forbid=BEE_ACTS,
                answer_has=[said("brood")],
            ),
        ],
        features=("pascal_names", "3_tools"),
    ),
    Case(
        "z_bees_peek_cold",
        "beekeeping",
        "no_tool",
        [
            Turn(
                "fancy a quick peek inside Nettle this afternoon to see how they're doing, it's about 5 degrees out. ok?",
                allow=["ListHives"],
                forbid=BEE_ACTS,
                answer_has=[said("14", "heft")],
            ),
        ],
        features=("pascal_names", "3_tools"),
    ),
    Case(
        "z_bees_log_vague",
        "beekeeping",
        "underspecified",
        [
            Turn("log a feed for me", allow=["ListHives"], forbid=BEE_ACTS, clarify=True),
        ],
        features=("pascal_names", "3_tools"),
    ),
    Case(
        "z_bees_foxglove_year",
        "beekeeping",
        "multi_turn",
        [
            Turn(
                "how much honey did Foxglove give me last year?",
                calls=[ExpectCall("GetHiveHistory", {"hiveId": "H4"})],
                allow=["ListHives"],
                forbid=BEE_ACTS,
                answer_has=[said_number(23.5)],
            ),
            Turn(
                "not bad. popped over to Church Lane today and cleared a cupful of dead bees out of its entrance, otherwise "
                "all quiet. stick that in the log",
                calls=[
                    ExpectCall("LogEntry", {"hiveId": "H4", "date": date("2027-01-09"), "details": fields(notes=matches("dead"))})
                ],
            ),
        ],
        features=("enum_array", "enum", "strict", "ref", "date", "pascal_names", "3_tools"),
    ),
    # ---------------------------------------------------------------- rod_licence (5)
    Case(
        "z_rod_coarse_year",
        "rod_licence",
        "direct",
        [
            Turn(
                "buy me a 12 month coarse licence starting today, 2 rods is fine",
                calls=[
                    ExpectCall(
                        "buy_rod_licence",
                        {
                            "holder": fields(full_name=matches("Callum")),
                            "licence_type": "trout_coarse_2_rod",
                            "duration": "12_month",
                            "start_date": date("2027-01-01"),
                            "concession": is_null(),
                        },
                    )
                ],
                answer_has=[said_number(35.8)],
            ),
        ],
        features=("strict", "ref", "nested", "enum", "nullable_anyof", "nullable_type_list", "date", "1_tool"),
    ),
    Case(
        "z_rod_salmon_day",
        "rod_licence",
        "polite",
        [
            Turn(
                "Morning! Could I get a one-day salmon licence for tomorrow please? Heading up to the Lune first thing.",
                calls=[
                    ExpectCall(
                        "buy_rod_licence",
                        {
                            "holder": fields(full_name=matches("Callum")),
                            "licence_type": "salmon_sea_trout",
                            "duration": "1_day",
                            "start_date": date("2027-01-02"),
                        },
                    )
                ],
                answer_has=[said_number(13.5)],
            ),
        ],
        features=("strict", "ref", "nested", "enum", "date", "1_tool"),
    ),
    Case(
        "z_rod_finn_junior",
        "rod_licence",
        "indirect",
        [
            Turn(
                "Taking Finn down the canal on Sunday after roach, his first proper go. He's 15 - can you sort out whatever "
                "he needs?",
                calls=[
                    ExpectCall(
                        "buy_rod_licence",
                        {
                            "holder": fields(full_name=matches("Finn")),
                            "duration": "12_month",
                            "start_date": date_between("2027-01-01", "2027-01-03"),
                            "concession": "junior",
                        },
                    )
                ],
                answer_has=[said("free", "£0", "0.00", "no charge")],
            ),
        ],
        features=("strict", "ref", "nested", "nullable_anyof", "date", "person", "1_tool"),
    ),
    Case(
        "z_rod_sea_whitby",
        "rod_licence",
        "no_tool",
        [
            Turn(
                "do I need a licence to fish off the pier at Whitby? just after cod and whiting",
                forbid=ROD_ACTS,
                answer_has=[NO_LICENCE_NEEDED],
            ),
        ],
        features=("1_tool",),
    ),
    Case(
        "z_rod_vague",
        "rod_licence",
        "underspecified",
        [
            Turn("can you get me a fishing licence", forbid=ROD_ACTS, clarify=True),
        ],
        features=("1_tool",),
    ),
]
