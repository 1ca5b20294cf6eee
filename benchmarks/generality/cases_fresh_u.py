"""Fresh generality part U: five domains, 45 cases, written independently on 2026-12-06 by a helper
that saw only spec.py, validate.py, runner.py's loader and cases_fresh_o.py's shape.

Domains (tool count, naming style, the "today" of each system prompt):
- domain_registrar  9 tools, snake_case   Monday 14 December 2026, 11:20, Bristol (Nameplate registrar dashboard)
- newsletter        8 tools, camelCase    Thursday 10 December 2026, 3:45 PM, Portland, Oregon (Postbird email campaigns)
- holiday_cottage   5 tools, kebab-case   Saturday 5 December 2026, 09:30, Padstow, Cornwall (Harbour Lights Cottages)
- bp_diary          3 tools, PascalCase   Wednesday 9 December 2026, 07:50, Leeds (PulseLog blood-pressure diary)
- bike_lane         1 tool,  snake_case   Friday 11 December 2026, 17:40, Cambridge (city cycle-lane issue reporter)

Categories: direct 6, polite 5, indirect 5, multi_intent 5, no_tool 7, underspecified 5, chained 5,
multi_turn 7.

Schema coverage: string, integer, number (search-cottages max_total_gbp), boolean, enum, arrays (of strings
and of enums), nested objects, nullable via type lists and via anyOf, $ref/$defs (strict add_dns_record),
strict and non-strict tools, act tools (register, renew, delete, send, schedule, book, cancel, log, share,
report).
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


def _stamp(text: Any) -> _dt.datetime | None:
    """A local date-time from '2026-12-15T09:00', '2026-12-15 09:00:00', '2026-12-15T09:00:00-08:00' ..."""
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


def mentions(*parts: str) -> Pred:
    """A JSON value (string or object) whose text mentions every part, wherever the model put it."""
    return Pred(
        f"mentions {parts!r}",
        lambda v: v is not None and all(p.casefold() in json.dumps(v, ensure_ascii=False).casefold() for p in parts),
    )


# =============================================================================================
# 1. domain_registrar: Nameplate registrar dashboard (9 tools, snake_case)
# =============================================================================================

REG_TODAY = _dt.date(2026, 12, 14)
REG_CREDIT = 12.50

TLD_PRICES = {  # first year, renewal per year (GBP incl. VAT)
    "com": (9.99, 13.99),
    "co.uk": (6.49, 8.99),
    "uk": (6.49, 8.99),
    "org": (10.49, 14.99),
    "net": (11.99, 15.99),
    "dev": (12.00, 14.50),
    "io": (32.00, 44.00),
    "photo": (22.00, 30.00),
    "studio": (18.00, 26.00),
    "shop": (1.99, 29.99),
    "co": (8.99, 24.99),
}

REGISTERED_ELSEWHERE = {
    "okafor.com": "2031-03-02",
    "okafor.studio": "2027-08-19",
    "tomokafor.com": "2027-05-11",
    "bristolbakes.com": "2028-01-30",
    "breadandbutter.co.uk": "2027-10-04",
    "okafor.co.uk": "2027-02-21",
}

MY_DOMAINS: dict[str, dict[str, Any]] = {
    "okaforphoto.com": {
        "registered": "2019-01-09",
        "expires": "2027-01-09",
        "auto_renew": False,
        "privacy": True,
        "locked": True,
        "nameservers": ["ns1.nameplate.net", "ns2.nameplate.net"],
    },
    "tomokafor.dev": {
        "registered": "2024-06-22",
        "expires": "2027-06-22",
        "auto_renew": True,
        "privacy": True,
        "locked": True,
        "nameservers": ["ns1.nameplate.net", "ns2.nameplate.net"],
    },
    "bristolbakes.co.uk": {
        "registered": "2023-12-30",
        "expires": "2026-12-30",
        "auto_renew": False,
        "privacy": True,
        "locked": False,
        "nameservers": ["ns1.nameplate.net", "ns2.nameplate.net"],
    },
}

DNS_RECORDS: dict[str, list[dict[str, Any]]] = {
    "okaforphoto.com": [
        {"record_id": "r-5508", "type": "A", "host": "@", "value": "185.199.108.153", "ttl": 3600, "priority": None},
        {"record_id": "r-5509", "type": "A", "host": "@", "value": "185.199.109.153", "ttl": 3600, "priority": None},
        {"record_id": "r-5510", "type": "CNAME", "host": "www", "value": "okaforphoto.com", "ttl": 3600, "priority": None},
        {"record_id": "r-5511", "type": "MX", "host": "@", "value": "in1-smtp.messagingengine.com", "ttl": 3600, "priority": 10},
        {"record_id": "r-5512", "type": "MX", "host": "@", "value": "in2-smtp.messagingengine.com", "ttl": 3600, "priority": 20},
        {
            "record_id": "r-5513",
            "type": "TXT",
            "host": "@",
            "value": "v=spf1 include:spf.messagingengine.com ~all",
            "ttl": 3600,
            "priority": None,
        },
    ],
    "tomokafor.dev": [
        {"record_id": "r-6101", "type": "A", "host": "@", "value": "76.76.21.21", "ttl": 3600, "priority": None},
        {"record_id": "r-6102", "type": "CNAME", "host": "www", "value": "cname.vercel-dns.com", "ttl": 3600, "priority": None},
    ],
    "bristolbakes.co.uk": [
        {"record_id": "r-7020", "type": "A", "host": "@", "value": "104.21.48.7", "ttl": 3600, "priority": None},
        {"record_id": "r-7021", "type": "CNAME", "host": "www", "value": "bristolbakes.co.uk", "ttl": 3600, "priority": None},
        {"record_id": "r-7022", "type": "MX", "host": "@", "value": "smtp.google.com", "ttl": 3600, "priority": 1},
    ],
}

MX_PROVIDER_NOTE = "in1-smtp/in2-smtp.messagingengine.com are Fastmail's mail servers"


def _split_domain(name: str) -> tuple[str, str] | None:
    name = name.strip().lower().rstrip(".")
    for tld in sorted(TLD_PRICES, key=len, reverse=True):
        if name.endswith("." + tld):
            label = name[: -len(tld) - 1]
            if re.fullmatch(r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?", label):
                return label, tld
            return None
    return None


def _mine(domain: str) -> dict[str, Any] | None:
    return MY_DOMAINS.get(str(domain).strip().lower().rstrip("."))


def _not_mine(domain: str) -> dict[str, Any]:
    return {"error": f"{domain} is not on account NP-30917. Your domains: okaforphoto.com, tomokafor.dev, bristolbakes.co.uk."}


def _pay(total: float) -> dict[str, Any]:
    credit = round(min(REG_CREDIT, total), 2)
    return {
        "total_gbp": round(total, 2),
        "paid_from_credit_gbp": credit,
        "charged_to_card_gbp": round(total - credit, 2),
        "card": "Visa ending 4412",
    }


def check_availability(domains: list[str]) -> dict[str, Any]:
    if not domains:
        return {"error": "Give at least one domain name, e.g. example.com"}
    results = []
    for raw in domains[:20]:
        name = str(raw).strip().lower().rstrip(".")
        parts = _split_domain(name)
        if parts is None:
            results.append({"domain": name, "available": False, "reason": "invalid name or an extension we don't sell"})
            continue
        tld = parts[1]
        first, renewal = TLD_PRICES[tld]
        if name in MY_DOMAINS:
            results.append({"domain": name, "available": False, "reason": "already on your account"})
        elif name in REGISTERED_ELSEWHERE:
            results.append(
                {"domain": name, "available": False, "reason": "registered", "registered_until": REGISTERED_ELSEWHERE[name]}
            )
        else:
            results.append(
                {
                    "domain": name,
                    "available": True,
                    "first_year_gbp": first,
                    "renewal_per_year_gbp": renewal,
                    "whois_privacy": "free",
                }
            )
    return {"checked_at": "2026-12-14T11:20", "currency": "GBP", "results": results}


def list_my_domains(expiring_within_days: int | None = None) -> dict[str, Any]:
    rows = []
    for name, info in MY_DOMAINS.items():
        days_left = (_dt.date.fromisoformat(info["expires"]) - REG_TODAY).days
        if expiring_within_days is not None and days_left > expiring_within_days:
            continue
        rows.append(
            {
                "domain": name,
                "expires": info["expires"],
                "days_left": days_left,
                "auto_renew": info["auto_renew"],
                "whois_privacy": info["privacy"],
                "transfer_lock": info["locked"],
                "nameservers": info["nameservers"],
                "renewal_price_gbp": TLD_PRICES[_split_domain(name)[1]][1],
            }
        )
    return {"account": "NP-30917", "account_credit_gbp": REG_CREDIT, "count": len(rows), "domains": rows}


def get_dns_records(domain: str, record_type: str | None = None) -> dict[str, Any]:
    if _mine(domain) is None:
        return _not_mine(domain)
    name = domain.strip().lower().rstrip(".")
    rows = [r for r in DNS_RECORDS[name] if record_type in (None, "", r["type"])]
    out: dict[str, Any] = {"domain": name, "nameservers": MY_DOMAINS[name]["nameservers"], "records": rows}
    if name == "okaforphoto.com":
        out["note"] = MX_PROVIDER_NOTE
    return out


def add_dns_record(domain: str, record: dict[str, Any]) -> dict[str, Any]:
    if _mine(domain) is None:
        return _not_mine(domain)
    name = domain.strip().lower().rstrip(".")
    kind = str(record.get("type", "")).upper()
    value = str(record.get("value", "")).strip()
    if kind not in ("A", "AAAA", "CNAME", "MX", "TXT"):
        return {"error": "type must be one of A, AAAA, CNAME, MX, TXT"}
    if not value:
        return {"error": "value is required"}
    if kind == "A" and not re.fullmatch(r"\d{1,3}(\.\d{1,3}){3}", value):
        return {"error": "An A record needs an IPv4 address such as 203.0.113.10"}
    if kind == "MX" and record.get("priority") is None:
        return {"error": "MX records need a priority (lower number = preferred)"}
    host = str(record.get("host") or "@").strip() or "@"
    if host.lower() in (name, name + "."):
        host = "@"
    ttl = record.get("ttl") or 3600
    new_id = f"r-{5514 + len(DNS_RECORDS[name]) + sum(map(ord, value)) % 50}"
    return {
        "domain": name,
        "created": {
            "record_id": new_id,
            "type": kind,
            "host": host,
            "value": value,
            "ttl": ttl,
            "priority": record.get("priority"),
        },
        "status": "active",
        "live_within": "about 1 hour",
    }


def delete_dns_record(domain: str, record_id: str) -> dict[str, Any]:
    if _mine(domain) is None:
        return _not_mine(domain)
    name = domain.strip().lower().rstrip(".")
    for row in DNS_RECORDS[name]:
        if row["record_id"] == str(record_id).strip():
            return {"domain": name, "deleted": row, "status": "deleted", "live_within": "about 1 hour"}
    return {"error": f"No record {record_id} on {name}. Use get_dns_records to see record ids."}


def register_domain(domain: str, years: int, privacy: bool, auto_renew: bool) -> dict[str, Any]:
    name = str(domain).strip().lower().rstrip(".")
    parts = _split_domain(name)
    if parts is None:
        return {"error": f"{name} is not a valid name with an extension we sell."}
    if name in MY_DOMAINS or name in REGISTERED_ELSEWHERE:
        return {"error": f"{name} is already registered and cannot be bought."}
    if not 1 <= int(years) <= 10:
        return {"error": "years must be between 1 and 10"}
    first, renewal = TLD_PRICES[parts[1]]
    total = first + renewal * (int(years) - 1)
    expires = REG_TODAY.replace(year=REG_TODAY.year + int(years))
    return {
        "order_id": "ORD-771204",
        "domain": name,
        "status": "registered",
        "years": int(years),
        "expires": str(expires),
        "whois_privacy": bool(privacy),
        "auto_renew": bool(auto_renew),
        "nameservers": ["ns1.nameplate.net", "ns2.nameplate.net"],
        "transfer_lock_until": str(REG_TODAY + _dt.timedelta(days=60)),
        **_pay(total),
    }


def renew_domain(domain: str, years: int = 1) -> dict[str, Any]:
    info = _mine(domain)
    if info is None:
        return _not_mine(domain)
    if not 1 <= int(years) <= 10:
        return {"error": "years must be between 1 and 10"}
    name = domain.strip().lower().rstrip(".")
    old = _dt.date.fromisoformat(info["expires"])
    renewal = TLD_PRICES[_split_domain(name)[1]][1]
    return {
        "order_id": "ORD-771188",
        "domain": name,
        "status": "renewed",
        "years": int(years),
        "previous_expiry": str(old),
        "new_expiry": str(old.replace(year=old.year + int(years))),
        **_pay(renewal * int(years)),
    }


def set_auto_renew(domain: str, enabled: bool) -> dict[str, Any]:
    info = _mine(domain)
    if info is None:
        return _not_mine(domain)
    name = domain.strip().lower().rstrip(".")
    expires = _dt.date.fromisoformat(info["expires"])
    out: dict[str, Any] = {"domain": name, "auto_renew": bool(enabled), "expires": str(expires)}
    if enabled:
        attempt = max(expires - _dt.timedelta(days=14), REG_TODAY + _dt.timedelta(days=1))
        out["next_renewal_attempt"] = str(attempt)
        out["renewal_price_gbp"] = TLD_PRICES[_split_domain(name)[1]][1]
        out["pays_with"] = "account credit first, then Visa ending 4412"
    else:
        out["warning"] = f"{name} will expire on {expires} unless you renew it manually."
    return out


def update_nameservers(domain: str, nameservers: list[str]) -> dict[str, Any]:
    info = _mine(domain)
    if info is None:
        return _not_mine(domain)
    cleaned = [str(n).strip().lower().rstrip(".") for n in nameservers or []]
    if len(cleaned) < 2:
        return {"error": "Give at least two nameservers."}
    if any(not re.fullmatch(r"[a-z0-9-]+(\.[a-z0-9-]+)+", n) for n in cleaned):
        return {"error": "Nameservers must be host names like ns1.example.net"}
    name = domain.strip().lower().rstrip(".")
    count = len(DNS_RECORDS[name])
    return {
        "domain": name,
        "previous_nameservers": info["nameservers"],
        "nameservers": cleaned,
        "status": "updated",
        "propagation": "up to 24 hours",
        "warning": f"The {count} DNS records stored at Nameplate for {name} will no longer be served once the new "
        "nameservers take effect. Recreate them at your new DNS provider.",
    }


DNS_RECORD_DEF = {
    "type": "object",
    "properties": {
        "type": {"type": "string", "enum": ["A", "AAAA", "CNAME", "MX", "TXT"]},
        "host": {"type": "string", "description": "'@' for the domain itself, or a subdomain label such as www"},
        "value": {"type": "string", "description": "IP address, target host name or text"},
        "ttl": {"type": "integer", "description": "Time to live in seconds; 3600 if unsure"},
        "priority": {"type": ["integer", "null"], "description": "MX only (lower = preferred); null for other types"},
    },
    "required": ["type", "host", "value", "ttl", "priority"],
    "additionalProperties": False,
}

OWNED_DOMAIN = {"type": "string", "description": "A domain on this account, e.g. okaforphoto.com"}

REG_TOOLS = [
    ToolDef(
        "check_availability",
        "Check whether domain names can be registered, with first-year and renewal prices.",
        {
            "type": "object",
            "properties": {
                "domains": {"type": "array", "items": {"type": "string"}, "description": "Full names, e.g. example.co.uk"}
            },
            "required": ["domains"],
        },
        check_availability,
    ),
    ToolDef(
        "list_my_domains",
        "The customer's domains with expiry date, days left, auto-renew, privacy, lock and nameservers.",
        {
            "type": "object",
            "properties": {
                "expiring_within_days": {
                    "anyOf": [{"type": "integer", "minimum": 0}, {"type": "null"}],
                    "description": "Only domains expiring within this many days; null for all",
                }
            },
        },
        list_my_domains,
    ),
    ToolDef(
        "get_dns_records",
        "DNS records stored at Nameplate for one of the customer's domains.",
        {
            "type": "object",
            "properties": {
                "domain": OWNED_DOMAIN,
                "record_type": {
                    "type": ["string", "null"],
                    "enum": ["A", "AAAA", "CNAME", "MX", "TXT", None],
                    "description": "Filter by type; null for all",
                },
            },
            "required": ["domain"],
        },
        get_dns_records,
    ),
    ToolDef(
        "add_dns_record",
        "Add a DNS record to one of the customer's domains.",
        {
            "type": "object",
            "properties": {"domain": OWNED_DOMAIN, "record": {"$ref": "#/$defs/dns_record"}},
            "required": ["domain", "record"],
            "additionalProperties": False,
            "$defs": {"dns_record": DNS_RECORD_DEF},
        },
        add_dns_record,
        act=True,
        strict=True,
    ),
    ToolDef(
        "delete_dns_record",
        "Delete one DNS record by its record_id (from get_dns_records).",
        {
            "type": "object",
            "properties": {"domain": OWNED_DOMAIN, "record_id": {"type": "string", "description": "e.g. r-5508"}},
            "required": ["domain", "record_id"],
        },
        delete_dns_record,
        act=True,
    ),
    ToolDef(
        "register_domain",
        "Buy (register) an available domain. Charges account credit first, then the saved card.",
        {
            "type": "object",
            "properties": {
                "domain": {"type": "string"},
                "years": {"type": "integer", "description": "1-10"},
                "privacy": {"type": "boolean", "description": "WHOIS privacy (free)"},
                "auto_renew": {"type": "boolean"},
            },
            "required": ["domain", "years", "privacy", "auto_renew"],
            "additionalProperties": False,
        },
        register_domain,
        act=True,
        strict=True,
    ),
    ToolDef(
        "renew_domain",
        "Renew one of the customer's domains now for a number of years (charged immediately).",
        {
            "type": "object",
            "properties": {"domain": OWNED_DOMAIN, "years": {"type": "integer", "minimum": 1, "maximum": 10, "default": 1}},
            "required": ["domain"],
        },
        renew_domain,
        act=True,
    ),
    ToolDef(
        "set_auto_renew",
        "Turn automatic renewal on or off for one of the customer's domains.",
        {
            "type": "object",
            "properties": {"domain": OWNED_DOMAIN, "enabled": {"type": "boolean"}},
            "required": ["domain", "enabled"],
        },
        set_auto_renew,
        act=True,
    ),
    ToolDef(
        "update_nameservers",
        "Point one of the customer's domains at different nameservers (e.g. Cloudflare).",
        {
            "type": "object",
            "properties": {
                "domain": OWNED_DOMAIN,
                "nameservers": {"type": "array", "items": {"type": "string"}, "minItems": 2, "maxItems": 6},
            },
            "required": ["domain", "nameservers"],
        },
        update_nameservers,
        act=True,
    ),
]

REG_ACTS = ["add_dns_record", "delete_dns_record", "register_domain", "renew_domain", "set_auto_renew", "update_nameservers"]

REG_INSTRUCTIONS = """You are the assistant in the Nameplate domain registrar's customer dashboard.
Today is Monday 14 December 2026, 11:20 (Bristol, UK; Europe/London).

Signed-in customer: Tom Okafor (account NP-30917, tom@okaforphoto.com).
Domains on this account: okaforphoto.com, tomokafor.dev, bristolbakes.co.uk.
Payment: account credit £12.50 (always used first), then the saved Visa card ending 4412. Prices are in GBP including VAT.

Policies:
- WHOIS privacy is free on every domain we sell.
- Auto-renew tries to renew a domain 14 days before it expires. An expired domain stops working (website and email go down) on its expiry date; it can still be renewed at the normal price for a 30-day grace period, then for an £80 redemption fee for 30 more days, after which it is released to the public.
- New registrations and incoming transfers are locked against transfer to another registrar for 60 days (ICANN rule). Transfer (EPP/auth) codes are issued under Settings > Transfer, not in this chat.
- DNS changes made here are usually live within an hour. When a domain's nameservers point somewhere else, the DNS records stored here are not served.
Only buy, renew, or change DNS when the customer asks for it, and for the exact domain they mean."""


# =============================================================================================
# 2. newsletter: Postbird email campaigns (8 tools, camelCase)
# =============================================================================================

NL_NOW = _dt.datetime(2026, 12, 10, 15, 45)
NEW_CAMPAIGN_ID = "cmp_1190"

LISTS = {
    "lst_main": {"name": "The Thrifty Gardener", "subscribed": 3412},
    "lst_seedclub": {"name": "Seed Club", "subscribed": 286},
    "lst_team": {"name": "Team (internal)", "subscribed": 3},
}

CAMPAIGNS: dict[str, dict[str, Any]] = {
    "cmp_1183": {
        "name": "Garlic Planting Week",
        "listId": "lst_main",
        "status": "sent",
        "sentAt": "2026-11-12T07:00",
        "subject": "Plant your garlic this week (yes, really)",
    },
    "cmp_1184": {
        "name": "Seed Club: Winter Box is here",
        "listId": "lst_seedclub",
        "status": "sent",
        "sentAt": "2026-11-19T10:00",
        "subject": "Your winter seed box ships Monday",
    },
    "cmp_1185": {
        "name": "November Roundup",
        "listId": "lst_main",
        "status": "sent",
        "sentAt": "2026-11-26T07:00",
        "subject": "Frost, leaf mould and a free planner",
    },
    "cmp_1186": {
        "name": "Holiday Gift Guide for Gardeners",
        "listId": "lst_main",
        "status": "scheduled",
        "sendAt": "2026-12-12T08:00",
        "subject": "12 gifts under $25 for the gardener in your life",
    },
    "cmp_1187": {
        "name": "December Seed Swap",
        "listId": "lst_main",
        "status": "draft",
        "createdAt": "2026-12-08T11:02",
        "subject": "Swap your seeds before the frost",
    },
    "cmp_1189": {
        "name": "Seed Club: December Offers",
        "listId": "lst_seedclub",
        "status": "sent",
        "sentAt": "2026-12-09T10:00",
        "subject": "Members-only: 20% off bare-root fruit",
    },
}

CAMPAIGN_STATS = {  # recipients, delivered, opens, clicks, unsubscribes, bounces, spam complaints
    "cmp_1183": (3371, 3330, 1552, 241, 14, 41, 2),
    "cmp_1184": (285, 284, 203, 96, 0, 1, 0),
    "cmp_1185": (3398, 3357, 1645, 285, 9, 41, 1),
    "cmp_1189": (286, 285, 188, 71, 1, 1, 0),
}

SUBSCRIBERS = {
    "linda.park@outlook.com": {
        "contactId": "ct_20417",
        "firstName": "Linda",
        "lastName": "Park",
        "lists": [
            {
                "listId": "lst_main",
                "list": "The Thrifty Gardener",
                "status": "unsubscribed",
                "changedAt": "2026-12-08T19:12",
                "reason": "Too many emails",
            },
            {"listId": "lst_seedclub", "list": "Seed Club", "status": "subscribed", "changedAt": "2025-03-02T09:40"},
        ],
        "lastEmailReceived": {
            "campaignId": "cmp_1189",
            "name": "Seed Club: December Offers",
            "sentAt": "2026-12-09T10:00",
            "list": "Seed Club",
        },
    },
    "sam@thriftygardener.com": {
        "contactId": "ct_00002",
        "firstName": "Sam",
        "lastName": "Reyes",
        "lists": [{"listId": "lst_team", "list": "Team (internal)", "status": "subscribed", "changedAt": "2024-02-01T10:00"}],
        "lastEmailReceived": {
            "campaignId": "cmp_1187",
            "name": "[TEST] December Seed Swap",
            "sentAt": "2026-12-08T11:20",
            "list": "test send",
        },
    },
}


def _campaign_known(campaign_id: str) -> bool:
    return campaign_id in CAMPAIGNS or campaign_id == NEW_CAMPAIGN_ID


def _unknown_campaign(campaign_id: str) -> dict[str, Any]:
    return {"error": f"No campaign with id '{campaign_id}'. Use listCampaigns to find ids (they look like cmp_1185)."}


def list_campaigns(status: str = "all") -> dict[str, Any]:
    rows = []
    for cid, c in sorted(CAMPAIGNS.items(), reverse=True):
        if status not in ("all", c["status"]):
            continue
        rows.append({"campaignId": cid, **c, "list": LISTS[c["listId"]]["name"]})
    return {"status": status, "count": len(rows), "campaigns": rows, "timezone": "America/Los_Angeles"}


def get_campaign_stats(campaignId: str) -> dict[str, Any]:
    if not _campaign_known(campaignId):
        return _unknown_campaign(campaignId)
    if campaignId not in CAMPAIGN_STATS:
        status = CAMPAIGNS[campaignId]["status"] if campaignId in CAMPAIGNS else "draft"
        return {"error": f"Campaign {campaignId} is {status} and has not been sent, so there are no stats yet."}
    recipients, delivered, opens, clicks, unsubs, bounces, spam = CAMPAIGN_STATS[campaignId]
    c = CAMPAIGNS[campaignId]
    return {
        "campaignId": campaignId,
        "name": c["name"],
        "list": LISTS[c["listId"]]["name"],
        "sentAt": c["sentAt"],
        "recipients": recipients,
        "delivered": delivered,
        "uniqueOpens": opens,
        "openRatePct": round(100 * opens / delivered, 1),
        "uniqueClicks": clicks,
        "clickRatePct": round(100 * clicks / delivered, 1),
        "unsubscribes": unsubs,
        "bounces": bounces,
        "spamComplaints": spam,
        "note": "Opens include Apple Mail Privacy Protection auto-opens; clicks are the more reliable signal.",
    }


def find_subscriber(email: str) -> dict[str, Any]:
    key = str(email).strip().lower()
    found = SUBSCRIBERS.get(key)
    if found is None:
        return {"email": key, "found": False, "message": "No contact with this email address in this workspace."}
    return {"email": key, "found": True, **found}


def add_subscriber(listId: str, email: str, firstName: str | None, tags: list[str]) -> dict[str, Any]:
    if listId not in LISTS:
        return {"error": f"Unknown list '{listId}'. Lists: lst_main, lst_seedclub, lst_team."}
    key = str(email).strip().lower()
    if not re.fullmatch(r"[^@\s]+@[^@\s]+\.[a-z]{2,}", key):
        return {"error": f"'{email}' is not a valid email address."}
    known = SUBSCRIBERS.get(key)
    if known:
        for row in known["lists"]:
            if row["listId"] == listId and row["status"] == "unsubscribed":
                return {
                    "error": f"{key} unsubscribed from {row['list']} on {row['changedAt'][:10]}; contacts who unsubscribed "
                    "can only be re-added by resubscribing themselves."
                }
            if row["listId"] == listId:
                return {"error": f"{key} is already subscribed to {row['list']}."}
    double_opt_in = listId != "lst_team"
    return {
        "contactId": known["contactId"] if known else "ct_31266",
        "email": key,
        "firstName": firstName,
        "list": LISTS[listId]["name"],
        "listId": listId,
        "tags": list(tags or []),
        "status": "pending_confirmation" if double_opt_in else "subscribed",
        "note": "A confirmation email was sent; they start receiving campaigns once they click it." if double_opt_in else None,
    }


def unsubscribe_contact(email: str, listIds: list[str] | None = None) -> dict[str, Any]:
    key = str(email).strip().lower()
    found = SUBSCRIBERS.get(key)
    if found is None:
        return {"error": f"No contact {key} in this workspace."}
    targets = [r for r in found["lists"] if listIds is None or r["listId"] in listIds]
    return {
        "email": key,
        "unsubscribedFrom": [r["list"] for r in targets if r["status"] == "subscribed"],
        "alreadyUnsubscribed": [r["list"] for r in targets if r["status"] == "unsubscribed"],
        "effective": "immediately",
    }


def send_test_email(campaignId: str, recipients: list[str]) -> dict[str, Any]:
    if not _campaign_known(campaignId):
        return _unknown_campaign(campaignId)
    if not recipients:
        return {"error": "Give at least one recipient."}
    if len(recipients) > 5:
        return {"error": "Test emails can go to at most 5 addresses."}
    c = CAMPAIGNS.get(campaignId, {"name": "January Sowing Plan (new draft)", "subject": "What to sow in January"})
    return {
        "campaignId": campaignId,
        "name": c["name"],
        "subjectSent": f"[TEST] {c['subject']}",
        "sentTo": [str(r).strip().lower() for r in recipients],
        "sentAt": "2026-12-10T15:46",
    }


def schedule_campaign(campaignId: str, sendAt: str) -> dict[str, Any]:
    if not _campaign_known(campaignId):
        return _unknown_campaign(campaignId)
    c = CAMPAIGNS.get(campaignId, {"name": "January Sowing Plan", "listId": "lst_main", "status": "draft"})
    if c["status"] == "sent":
        return {"error": f"'{c['name']}' was already sent on {c['sentAt'][:10]}."}
    when = _stamp(sendAt)
    if when is None:
        return {"error": "sendAt must be a local date-time like 2026-12-18T09:00 (America/Los_Angeles)."}
    if when < NL_NOW + _dt.timedelta(minutes=10):
        return {"error": "sendAt must be at least 10 minutes from now (now is 2026-12-10T15:45 Pacific)."}
    return {
        "campaignId": campaignId,
        "name": c["name"],
        "status": "scheduled",
        "sendAt": when.strftime("%Y-%m-%dT%H:%M"),
        "timezone": "America/Los_Angeles",
        "list": LISTS[c["listId"]]["name"],
        "estimatedRecipients": LISTS[c["listId"]]["subscribed"],
    }


def create_campaign(
    name: str, listId: str, subject: str, content: dict[str, Any], previewText: str | None = None
) -> dict[str, Any]:
    if listId not in LISTS:
        return {"error": f"Unknown list '{listId}'. Lists: lst_main, lst_seedclub, lst_team."}
    if not isinstance(content, dict) or not str(content.get("body", "")).strip():
        return {"error": "content.body is required"}
    return {
        "campaignId": NEW_CAMPAIGN_ID,
        "name": name,
        "listId": listId,
        "list": LISTS[listId]["name"],
        "subject": subject,
        "previewText": previewText,
        "format": content.get("format", "html"),
        "status": "draft",
        "createdAt": "2026-12-10T15:46",
        "wordCount": len(str(content["body"]).split()),
    }


LIST_ID = {"type": "string", "enum": list(LISTS), "description": "lst_main, lst_seedclub or lst_team"}
CAMPAIGN_ID = {"type": "string", "description": "Campaign id from listCampaigns, e.g. cmp_1185"}

NL_TOOLS = [
    ToolDef(
        "listCampaigns",
        "List campaigns (id, name, list, status, sent or scheduled time), newest first. No performance numbers.",
        {"type": "object", "properties": {"status": {"type": "string", "enum": ["all", "draft", "scheduled", "sent"]}}},
        list_campaigns,
    ),
    ToolDef(
        "getCampaignStats",
        "Delivery, open, click, unsubscribe and bounce numbers for one sent campaign.",
        {"type": "object", "properties": {"campaignId": CAMPAIGN_ID}, "required": ["campaignId"]},
        get_campaign_stats,
    ),
    ToolDef(
        "findSubscriber",
        "Look up a contact by email: which lists they are on, their status on each, and the last email they received.",
        {"type": "object", "properties": {"email": {"type": "string"}}, "required": ["email"]},
        find_subscriber,
    ),
    ToolDef(
        "addSubscriber",
        "Add a contact to a list (they get a double opt-in confirmation email, except on the internal team list).",
        {
            "type": "object",
            "properties": {
                "listId": LIST_ID,
                "email": {"type": "string"},
                "firstName": {"type": ["string", "null"]},
                "tags": {
                    "type": "array",
                    "items": {"type": "string"},
                    "description": "Tags such as a sign-up source; [] for none",
                },
            },
            "required": ["listId", "email", "firstName", "tags"],
            "additionalProperties": False,
        },
        add_subscriber,
        act=True,
        strict=True,
    ),
    ToolDef(
        "unsubscribeContact",
        "Unsubscribe a contact from some lists or from all of them.",
        {
            "type": "object",
            "properties": {
                "email": {"type": "string"},
                "listIds": {"anyOf": [{"type": "array", "items": LIST_ID}, {"type": "null"}], "description": "null = all lists"},
            },
            "required": ["email"],
        },
        unsubscribe_contact,
        act=True,
    ),
    ToolDef(
        "sendTestEmail",
        "Send a [TEST] copy of a campaign to up to 5 addresses.",
        {
            "type": "object",
            "properties": {
                "campaignId": CAMPAIGN_ID,
                "recipients": {"type": "array", "items": {"type": "string"}, "minItems": 1, "maxItems": 5},
            },
            "required": ["campaignId", "recipients"],
        },
        send_test_email,
        act=True,
    ),
    ToolDef(
        "scheduleCampaign",
        "Schedule a draft (or reschedule a scheduled) campaign to send at a local time (America/Los_Angeles).",
        {
            "type": "object",
            "properties": {
                "campaignId": CAMPAIGN_ID,
                "sendAt": {"type": "string", "description": "Local date-time, e.g. 2026-12-18T09:00"},
            },
            "required": ["campaignId", "sendAt"],
            "additionalProperties": False,
        },
        schedule_campaign,
        act=True,
        strict=True,
    ),
    ToolDef(
        "createCampaign",
        "Create a new draft campaign for one list.",
        {
            "type": "object",
            "properties": {
                "name": {"type": "string", "description": "Internal name"},
                "listId": LIST_ID,
                "subject": {"type": "string"},
                "previewText": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                "content": {
                    "type": "object",
                    "properties": {
                        "format": {"type": "string", "enum": ["plain", "html"]},
                        "body": {"type": "string"},
                    },
                    "required": ["format", "body"],
                },
            },
            "required": ["name", "listId", "subject", "content"],
        },
        create_campaign,
        act=True,
    ),
]

NL_ACTS = ["addSubscriber", "unsubscribeContact", "sendTestEmail", "scheduleCampaign", "createCampaign"]

NL_INSTRUCTIONS = """You are the assistant inside Postbird, an email newsletter tool.
Today is Thursday, December 10, 2026, 3:45 PM in Portland, Oregon (America/Los_Angeles). All send times are Pacific time.

Signed-in user: Maya Chen (maya@thriftygardener.com), owner of the workspace "The Thrifty Gardener".
Lists: lst_main "The Thrifty Gardener" (the main newsletter, 3,412 subscribed), lst_seedclub "Seed Club" (paying members, 286),
lst_team "Team (internal)" (3: Maya, Sam Reyes sam@thriftygardener.com, and Dee Walsh dee@thriftygardener.com).
Look up campaign ids with listCampaigns.

Plan: Grow, $39/month: up to 5,000 contacts and 60,000 email sends per month (10,240 used so far this month). Above 5,000 contacts the account must move to the Scale plan.
Rules:
- Contacts you add get a confirmation email (double opt-in) and only receive campaigns after confirming; the internal team list skips this.
- Unsubscribes take effect immediately and apply per list. Someone who unsubscribed can only be re-added by subscribing again themselves.
- Campaigns can be scheduled at least 10 minutes ahead. Test emails go to at most 5 addresses and are marked [TEST].
Do not send, schedule, add or unsubscribe anyone unless Maya asks you to."""


# =============================================================================================
# 3. holiday_cottage: Harbour Lights Cottages (5 tools, kebab-case)
# =============================================================================================

COT_TODAY = _dt.date(2026, 12, 5)
DOG_FEE = 25

COTTAGES: dict[str, dict[str, Any]] = {
    "chapel-cottage": {
        "name": "Chapel Cottage",
        "village": "Wadebridge",
        "sleeps": 4,
        "bedrooms": 2,
        "max_dogs": 2,
        "features": ["wood_burner", "parking", "ev_charger"],
        "nightly_gbp": 99,
        "parking": "private driveway for 2 cars",
        "beach": "15 minutes' drive to Daymer Bay",
    },
    "gulls-rest": {
        "name": "Gull's Rest",
        "village": "Padstow",
        "sleeps": 4,
        "bedrooms": 2,
        "max_dogs": 1,
        "features": ["sea_view", "wood_burner", "parking"],
        "nightly_gbp": 135,
        "parking": "1 permit space in the Harbour car park, 3 minutes' walk (permit in the key safe)",
        "beach": "10 minutes' walk to St George's Cove",
    },
    "harbour-view": {
        "name": "Harbour View",
        "village": "Padstow",
        "sleeps": 5,
        "bedrooms": 3,
        "max_dogs": 0,
        "features": ["sea_view", "parking"],
        "nightly_gbp": 165,
        "parking": "1 space in the private courtyard",
        "beach": "12 minutes' walk to St George's Cove",
    },
    "lobster-pot": {
        "name": "The Lobster Pot",
        "village": "Rock",
        "sleeps": 2,
        "bedrooms": 1,
        "max_dogs": 1,
        "features": ["sea_view", "wood_burner"],
        "nightly_gbp": 109,
        "parking": "no parking; pay-and-display car park 200 m away",
        "beach": "2 minutes' walk to Rock beach",
    },
    "net-loft": {
        "name": "The Net Loft",
        "village": "Port Isaac",
        "sleeps": 2,
        "bedrooms": 1,
        "max_dogs": 0,
        "features": ["sea_view", "hot_tub"],
        "nightly_gbp": 118,
        "parking": "1 space on the lane",
        "beach": "5 minutes' walk to Port Isaac harbour beach",
    },
    "trevose-barn": {
        "name": "Trevose Barn",
        "village": "St Merryn",
        "sleeps": 6,
        "bedrooms": 3,
        "max_dogs": 2,
        "features": ["hot_tub", "wood_burner", "parking", "ev_charger"],
        "nightly_gbp": 210,
        "parking": "gravel drive for 3 cars with a 7 kW EV charger",
        "beach": "5 minutes' drive to Harlyn Bay",
    },
}

COT_BOOKED = [  # (cottage, arrive, depart)
    ("gulls-rest", "2027-02-12", "2027-02-15"),
    ("net-loft", "2027-02-19", "2027-02-21"),
    ("chapel-cottage", "2027-03-04", "2027-03-08"),
    ("lobster-pot", "2027-03-26", "2027-03-29"),
    ("harbour-view", "2027-03-26", "2027-04-02"),
]

RACHEL_BOOKING = {
    "booking_ref": "HLC-55210",
    "guest": "Rachel Hughes",
    "cottage_id": "gulls-rest",
    "cottage": "Gull's Rest, Padstow",
    "arrive": "2027-02-12",
    "depart": "2027-02-15",
    "nights": 3,
    "party": {"adults": 2, "children": 1, "infants": 0},
    "dogs": 1,
    "total_gbp": 430,
    "breakdown": "3 nights x £135 + £25 dog fee",
    "deposit_paid_gbp": 129,
    "deposit_paid_on": "2026-10-03",
    "balance_gbp": 301,
    "balance_due": "2027-01-13",
    "status": "confirmed",
}


def _free(cottage_id: str, arrive: _dt.date, depart: _dt.date) -> bool:
    for cid, start, end in COT_BOOKED:
        if cid == cottage_id and arrive < _dt.date.fromisoformat(end) and depart > _dt.date.fromisoformat(start):
            return False
    return True


def search_cottages(
    check_in: str, nights: int, guests: int, dogs: int = 0, features: list[str] | None = None, max_total_gbp: float | None = None
) -> dict[str, Any]:
    arrive = _day(check_in)
    if arrive is None:
        return {"error": "check_in must be a date like 2027-02-19"}
    if arrive <= COT_TODAY:
        return {"error": "check_in must be after today (2026-12-05)."}
    if int(nights) < 2:
        return {"error": "Minimum stay is 2 nights."}
    depart = arrive + _dt.timedelta(days=int(nights))
    wanted = set(features or [])
    rows = []
    for cid, c in COTTAGES.items():
        if c["sleeps"] < int(guests) or c["max_dogs"] < int(dogs or 0) or not wanted <= set(c["features"]):
            continue
        total = c["nightly_gbp"] * int(nights) + DOG_FEE * int(dogs or 0)
        if not _free(cid, arrive, depart) or (max_total_gbp is not None and total > max_total_gbp):
            continue
        rows.append(
            {
                "cottage_id": cid,
                "name": c["name"],
                "village": c["village"],
                "sleeps": c["sleeps"],
                "max_dogs": c["max_dogs"],
                "features": c["features"],
                "nightly_gbp": c["nightly_gbp"],
                "total_gbp": total,
            }
        )
    return {
        "check_in": str(arrive),
        "check_out": str(depart),
        "nights": int(nights),
        "guests": int(guests),
        "dogs": int(dogs or 0),
        "count": len(rows),
        "available": rows,
        "note": "Totals include the £25-per-dog fee. Check-in from 4pm, check-out by 10am.",
    }


def get_cottage(cottage_id: str) -> dict[str, Any]:
    c = COTTAGES.get(str(cottage_id).strip().lower())
    if c is None:
        return {"error": f"No cottage '{cottage_id}'. Ids: " + ", ".join(COTTAGES)}
    return {
        "cottage_id": cottage_id,
        **c,
        "check_in": "from 16:00",
        "check_out": "by 10:00",
        "dogs_allowed": c["max_dogs"] > 0,
        "wifi": True,
        "linen_and_towels": "included",
    }


def get_booking(booking_ref: str) -> dict[str, Any]:
    if str(booking_ref).strip().upper() != RACHEL_BOOKING["booking_ref"]:
        return {"error": f"No booking {booking_ref} for this guest. Your booking is HLC-55210."}
    return dict(RACHEL_BOOKING)


def book_cottage(
    cottage_id: str, check_in: str, nights: int, party: dict[str, Any], dogs: int, special_requests: str | None
) -> dict[str, Any]:
    c = COTTAGES.get(str(cottage_id).strip().lower())
    if c is None:
        return {"error": f"No cottage '{cottage_id}'."}
    arrive = _day(check_in)
    if arrive is None or arrive <= COT_TODAY:
        return {"error": "check_in must be a future date like 2027-03-05"}
    if int(nights) < 2:
        return {"error": "Minimum stay is 2 nights."}
    depart = arrive + _dt.timedelta(days=int(nights))
    adults, children = int(party.get("adults") or 0), int(party.get("children") or 0)
    if adults < 1:
        return {"error": "At least one adult is required."}
    if adults + children > c["sleeps"]:
        return {"error": f"{c['name']} sleeps {c['sleeps']} (infants under 2 in a cot don't count)."}
    if int(dogs) > c["max_dogs"]:
        return {"error": f"{c['name']} takes at most {c['max_dogs']} dog(s)."}
    if not _free(cottage_id, arrive, depart):
        return {"error": f"{c['name']} is not free from {arrive} for {nights} nights."}
    total = c["nightly_gbp"] * int(nights) + DOG_FEE * int(dogs)
    deposit = round(total * 0.3, 2)
    due = arrive - _dt.timedelta(days=30)
    return {
        "booking_ref": "HLC-55342",
        "status": "confirmed",
        "cottage": f"{c['name']}, {c['village']}",
        "arrive": str(arrive),
        "depart": str(depart),
        "nights": int(nights),
        "party": {"adults": adults, "children": children, "infants": int(party.get("infants") or 0)},
        "dogs": int(dogs),
        "total_gbp": total,
        "deposit_charged_gbp": deposit,
        "card": "Mastercard ending 0937",
        "balance_gbp": round(total - deposit, 2),
        "balance_due": str(due),
        "special_requests": special_requests,
        "confirmation_sent_to": "rachel.hughes@btinternet.com",
    }


def cancel_booking(booking_ref: str, reason: str = "other") -> dict[str, Any]:
    if str(booking_ref).strip().upper() != RACHEL_BOOKING["booking_ref"]:
        return {"error": f"No booking {booking_ref} for this guest. Your booking is HLC-55210."}
    days = (_dt.date.fromisoformat(RACHEL_BOOKING["arrive"]) - COT_TODAY).days
    return {
        "booking_ref": "HLC-55210",
        "status": "cancelled",
        "cancellation_ref": "CX-55210",
        "reason": reason,
        "days_before_arrival": days,
        "deposit_retained_gbp": 129,
        "refund_gbp": 0,
        "balance_cancelled_gbp": 301,
        "policy": "42 days or more before arrival: only the 30% deposit is kept.",
    }


COT_TOOLS = [
    ToolDef(
        "search-cottages",
        "Find cottages free for given dates that fit the party (and dogs, and features). Returns prices for the stay.",
        {
            "type": "object",
            "properties": {
                "check_in": {"type": "string", "format": "date", "description": "Arrival date YYYY-MM-DD"},
                "nights": {"type": "integer", "minimum": 2},
                "guests": {"type": "integer", "minimum": 1, "description": "Adults + children (not infants under 2)"},
                "dogs": {"type": "integer", "minimum": 0, "maximum": 2, "description": "Number of dogs coming"},
                "features": {
                    "type": "array",
                    "items": {"type": "string", "enum": ["hot_tub", "sea_view", "wood_burner", "parking", "ev_charger"]},
                    "description": "Must-have features",
                },
                "max_total_gbp": {"type": "number", "description": "Budget for the whole stay in GBP, dog fees included"},
            },
            "required": ["check_in", "nights", "guests"],
        },
        search_cottages,
    ),
    ToolDef(
        "get-cottage",
        "Details of one cottage: rooms, parking, beach distance, features, dog rules, nightly price.",
        {
            "type": "object",
            "properties": {"cottage_id": {"type": "string", "description": "e.g. gulls-rest"}},
            "required": ["cottage_id"],
        },
        get_cottage,
    ),
    ToolDef(
        "get-booking",
        "The guest's booking: cottage, dates, party, total, deposit paid, balance and due date.",
        {
            "type": "object",
            "properties": {"booking_ref": {"type": "string", "description": "e.g. HLC-55210"}},
            "required": ["booking_ref"],
        },
        get_booking,
    ),
    ToolDef(
        "book-cottage",
        "Book a cottage. Charges a 30% deposit to the guest's saved card now; the balance is due 30 days before arrival.",
        {
            "type": "object",
            "properties": {
                "cottage_id": {"type": "string"},
                "check_in": {"type": "string", "description": "Arrival date YYYY-MM-DD"},
                "nights": {"type": "integer"},
                "party": {
                    "type": "object",
                    "properties": {
                        "adults": {"type": "integer"},
                        "children": {"type": "integer", "description": "Aged 2-17"},
                        "infants": {"type": "integer", "description": "Under 2"},
                    },
                    "required": ["adults", "children", "infants"],
                    "additionalProperties": False,
                },
                "dogs": {"type": "integer"},
                "special_requests": {"type": ["string", "null"]},
            },
            "required": ["cottage_id", "check_in", "nights", "party", "dogs", "special_requests"],
            "additionalProperties": False,
        },
        book_cottage,
        act=True,
        strict=True,
    ),
    ToolDef(
        "cancel-booking",
        "Cancel the guest's booking (cancellation terms apply).",
        {
            "type": "object",
            "properties": {
                "booking_ref": {"type": "string"},
                "reason": {"type": "string", "enum": ["change_of_plans", "illness", "bad_weather", "found_elsewhere", "other"]},
            },
            "required": ["booking_ref"],
        },
        cancel_booking,
        act=True,
    ),
]

COT_ACTS = ["book-cottage", "cancel-booking"]

COT_INSTRUCTIONS = """You are the booking assistant for Harbour Lights Cottages, holiday lets on the north Cornwall coast.
Today is Saturday 5 December 2026, 09:30 (office in Padstow, Cornwall).

Signed-in guest: Rachel Hughes (rachel.hughes@btinternet.com), saved card Mastercard ending 0937.
Her booking: HLC-55210 (use get-booking for its details).

Our cottages (id): Chapel Cottage (chapel-cottage, Wadebridge), Gull's Rest (gulls-rest, Padstow), Harbour View (harbour-view, Padstow),
The Lobster Pot (lobster-pot, Rock), The Net Loft (net-loft, Port Isaac), Trevose Barn (trevose-barn, St Merryn).

House terms:
- Check-in from 4pm, check-out by 10am. The key-safe code is emailed 3 days before arrival.
- Bed linen, bath towels, Wi-Fi, heating and electricity are included. Please bring your own beach towels. The first basket of logs is free.
- Minimum stay 2 nights. Dogs only in dog-friendly cottages (up to the number listed), £25 per dog per stay, not upstairs or on furniture.
- Payment: 30% deposit when booking; the balance is due 30 days before arrival.
- Cancellation: 42 days (6 weeks) or more before arrival, you lose only the deposit. Less than 42 days before arrival the full cost is payable; if we manage to re-let the dates we refund what we re-let less a £50 admin fee. We recommend travel insurance.
- Dates can't be changed online: cancel and rebook, or call the office on 01841 555 210 (9am-5pm, Mon-Sat).
Only book or cancel when the guest asks you to."""


# =============================================================================================
# 4. bp_diary: PulseLog blood-pressure diary (3 tools, PascalCase)
# =============================================================================================

BP_NOW = _dt.datetime(2026, 12, 9, 7, 50)


def _r(stamp: str, sys_: int, dia: int, pulse: int, note: str | None = None) -> dict[str, Any]:
    return {
        "takenAt": stamp,
        "systolic": sys_,
        "diastolic": dia,
        "pulse": pulse,
        "arm": "left",
        "position": "sitting",
        "note": note,
    }


def _november() -> list[dict[str, Any]]:
    rows = []
    for d in range(1, 31):
        morning = 139 + (d * 5) % 7 - 3
        dia = 87 + (d * 3) % 5 - 2
        pulse = 70 + d % 4
        rows.append(_r(f"2026-11-{d:02d}T07:{30 + d % 9:02d}", morning, dia, pulse))
        if d not in (14, 22):  # two evenings missed
            rows.append(_r(f"2026-11-{d:02d}T21:{d % 20 + 5:02d}", morning - 7 - d % 3, dia - 4, pulse - 4))
    rows[10]["note"] = "forgot amlodipine yesterday"
    rows[41]["note"] = "after a long walk"
    return rows


READINGS = _november() + [
    _r("2026-12-01T07:32", 141, 89, 72),
    _r("2026-12-01T21:05", 134, 84, 68),
    _r("2026-12-02T07:28", 138, 87, 70),
    _r("2026-12-02T21:10", 131, 82, 66),
    _r("2026-12-03T07:35", 144, 90, 74, "forgot amlodipine yesterday"),
    _r("2026-12-03T21:02", 133, 83, 69),
    _r("2026-12-04T07:30", 137, 86, 71),
    _r("2026-12-04T20:55", 129, 80, 65),
    _r("2026-12-05T08:40", 135, 85, 70),
    _r("2026-12-05T21:20", 127, 79, 64),
    _r("2026-12-06T08:35", 136, 84, 69),
    _r("2026-12-06T21:15", 126, 78, 66),
    _r("2026-12-07T07:31", 139, 88, 73, "stressful day at work ahead"),
    _r("2026-12-07T21:00", 130, 81, 67),
    _r("2026-12-08T07:29", 134, 85, 70),
    _r("2026-12-08T21:12", 108, 64, 62, "felt light-headed after standing up quickly"),
]
for _i, _row in enumerate(READINGS):
    _row["readingId"] = f"rd-{3000 + _i}"


def _window(period: str, fromDate: str | None, toDate: str | None) -> tuple[_dt.date, _dt.date] | dict[str, Any]:
    today = BP_NOW.date()
    if period == "last_7_days":
        return today - _dt.timedelta(days=6), today
    if period == "last_30_days":
        return today - _dt.timedelta(days=29), today
    if period == "this_month":
        return today.replace(day=1), today
    if period == "last_month":
        return _dt.date(2026, 11, 1), _dt.date(2026, 11, 30)
    if period == "custom":
        start, end = _day(fromDate), _day(toDate) if toDate else today
        if start is None or end is None:
            return {"error": "For period 'custom' give fromDate (and optionally toDate) as YYYY-MM-DD."}
        if start > end:
            return {"error": "fromDate is after toDate."}
        return start, end
    return {"error": "period must be last_7_days, last_30_days, this_month, last_month or custom"}


def _summary(start: _dt.date, end: _dt.date) -> dict[str, Any]:
    rows = [r for r in READINGS if start <= _dt.date.fromisoformat(r["takenAt"][:10]) <= end]
    out: dict[str, Any] = {"from": str(start), "to": str(end), "count": len(rows)}
    if rows:
        avg_s = round(sum(r["systolic"] for r in rows) / len(rows))
        avg_d = round(sum(r["diastolic"] for r in rows) / len(rows))
        out.update(
            {
                "average": f"{avg_s}/{avg_d}",
                "averageSystolic": avg_s,
                "averageDiastolic": avg_d,
                "averagePulse": round(sum(r["pulse"] for r in rows) / len(rows)),
                "highest": max(rows, key=lambda r: (r["systolic"], r["diastolic"])),
                "lowest": min(rows, key=lambda r: (r["systolic"], r["diastolic"])),
                "homeTarget": "below 135/85",
                "averageVsTarget": "below target" if avg_s < 135 and avg_d < 85 else "at or above target",
            }
        )
    return out


def _avg_sys(start: str, end: str) -> int:
    return _summary(_dt.date.fromisoformat(start), _dt.date.fromisoformat(end))["averageSystolic"]


def get_readings(period: str, fromDate: str | None = None, toDate: str | None = None) -> dict[str, Any]:
    span = _window(period, fromDate, toDate)
    if isinstance(span, dict):
        return span
    start, end = span
    out = _summary(start, end)
    out["period"] = period
    out["readings"] = [r for r in READINGS if start <= _dt.date.fromisoformat(r["takenAt"][:10]) <= end]
    return out


def _category(sys_: int, dia: int) -> str:
    if sys_ >= 180 or dia >= 120:
        return "very high: sit quietly for 5 minutes and measure again"
    if sys_ < 90 or dia < 60:
        return "low"
    if sys_ >= 150 or dia >= 95:
        return "high (stage 2 range for home readings)"
    if sys_ >= 135 or dia >= 85:
        return "above your home target of 135/85 (stage 1 range)"
    return "within your home target (below 135/85)"


def log_reading(
    systolic: int, diastolic: int, pulse: int | None, takenAt: str, arm: str, position: str, note: str | None
) -> dict[str, Any]:
    when = _stamp(takenAt)
    if when is None and _day(takenAt) == BP_NOW.date():
        when = BP_NOW  # a bare date of today means "now"
    if when is None:
        return {"error": "takenAt must be a local date-time like 2026-11-30T07:30"}
    if when > BP_NOW + _dt.timedelta(minutes=5):
        return {"error": "takenAt is in the future (it is 2026-12-09 07:50 now)."}
    if not (60 <= int(systolic) <= 260 and 30 <= int(diastolic) <= 160) or int(diastolic) >= int(systolic):
        return {"error": "Those numbers don't look like a blood-pressure reading (systolic 60-260 over diastolic 30-160)."}
    out = {
        "readingId": f"rd-{4000 + (int(systolic) * 3 + int(diastolic)) % 997}",
        "takenAt": when.strftime("%Y-%m-%dT%H:%M"),
        "reading": f"{int(systolic)}/{int(diastolic)}",
        "pulse": pulse,
        "arm": arm,
        "position": position,
        "note": note,
        "category": _category(int(systolic), int(diastolic)),
        "saved": True,
    }
    if int(systolic) >= 135 or int(diastolic) >= 85:
        out["tip"] = "Take a second reading 1-2 minutes later on the same arm and log it too; the diary averages both."
    return out


def share_report(
    recipientEmail: str,
    period: str,
    includeNotes: bool = True,
    fromDate: str | None = None,
    toDate: str | None = None,
    message: str | None = None,
) -> dict[str, Any]:
    if not re.fullmatch(r"[^@\s]+@[^@\s]+\.[a-z]{2,}", str(recipientEmail).strip().lower()):
        return {"error": f"'{recipientEmail}' is not a valid email address."}
    span = _window(period, fromDate, toDate)
    if isinstance(span, dict):
        return span
    summary = _summary(*span)
    return {
        "reportId": "RPT-2291",
        "sentTo": str(recipientEmail).strip().lower(),
        "from": summary["from"],
        "to": summary["to"],
        "readingsIncluded": summary["count"],
        "average": summary.get("average"),
        "includeNotes": bool(includeNotes),
        "format": "PDF link, valid for 30 days",
        "sentAt": "2026-12-09T07:51",
        "message": message,
    }


PERIOD = {
    "type": "string",
    "enum": ["last_7_days", "last_30_days", "this_month", "last_month", "custom"],
    "description": "last_7_days = the 7 days up to and including today; custom uses fromDate/toDate",
}

BP_TOOLS = [
    ToolDef(
        "LogReading",
        "Save a blood-pressure reading to the diary.",
        {
            "type": "object",
            "properties": {
                "systolic": {"type": "integer", "description": "Top number, mmHg"},
                "diastolic": {"type": "integer", "description": "Bottom number, mmHg"},
                "pulse": {"type": ["integer", "null"], "description": "Beats per minute, or null if not measured"},
                "takenAt": {"type": "string", "description": "Local date-time the reading was taken, e.g. 2026-12-09T07:45"},
                "arm": {"type": "string", "enum": ["left", "right"]},
                "position": {"type": "string", "enum": ["sitting", "standing", "lying"]},
                "note": {"anyOf": [{"type": "string"}, {"type": "null"}]},
            },
            "required": ["systolic", "diastolic", "pulse", "takenAt", "arm", "position", "note"],
            "additionalProperties": False,
        },
        log_reading,
        act=True,
        strict=True,
    ),
    ToolDef(
        "GetReadings",
        "Readings in a period with count, averages, highest and lowest, and comparison with the home target.",
        {
            "type": "object",
            "properties": {
                "period": PERIOD,
                "fromDate": {"type": ["string", "null"], "description": "YYYY-MM-DD, only for custom"},
                "toDate": {"type": ["string", "null"], "description": "YYYY-MM-DD, only for custom (default today)"},
            },
            "required": ["period", "fromDate", "toDate"],
            "additionalProperties": False,
        },
        get_readings,
        strict=True,
    ),
    ToolDef(
        "ShareReport",
        "Email a PDF report of the readings in a period to someone (GP, nurse, family).",
        {
            "type": "object",
            "properties": {
                "recipientEmail": {"type": "string", "format": "email"},
                "period": PERIOD,
                "fromDate": {"type": "string", "description": "YYYY-MM-DD, only for custom"},
                "toDate": {"type": "string", "description": "YYYY-MM-DD, only for custom"},
                "includeNotes": {"type": "boolean", "description": "Include the user's notes on each reading (default true)"},
                "message": {"type": "string", "description": "Optional covering message"},
            },
            "required": ["recipientEmail", "period"],
        },
        share_report,
        act=True,
    ),
]

BP_ACTS = ["LogReading", "ShareReport"]

BP_INSTRUCTIONS = """You are the assistant in PulseLog, a home blood-pressure diary app.
Today is Wednesday 9 December 2026, 07:50 (Leeds, UK; Europe/London).

User: Graham Pike, 64. Medication: amlodipine 5 mg every morning. Usual cuff: left arm, sitting.
Home target agreed with his GP: average below 135/85.
GP: Dr Anika Shah, Roundhay Surgery, Leeds (anika.shah@nhs.net). Saved family contact: his daughter Helen Pike (helen.pike@gmail.com).

Guidance the app gives (you are not a doctor and never change medication):
- Home readings: below 135/85 is on target; 135/85 to 149/94 is raised (stage 1); 150/95 or more is high (stage 2).
- After a raised reading, take a second one 1-2 minutes later and log both.
- 180/120 or higher: sit quietly for 5 minutes and re-measure; if it stays that high, call NHS 111, or 999 with chest pain, breathlessness or weakness.
- Below 90/60 with dizziness or fainting: sit or lie down, drink some water, and speak to the GP or NHS 111.
Only log or share readings when Graham asks you to."""


# =============================================================================================
# 5. bike_lane: Cambridge cycle-lane issue reporter (1 tool, snake_case)
# =============================================================================================

HAZARDS = {"glass_debris", "flooding", "broken_bollard"}


def report_lane_issue(
    issue_type: str, location: dict[str, Any], description: str, severity: str, contact_me: bool, photo_urls: list[str]
) -> dict[str, Any]:
    street = str((location or {}).get("street") or "").strip()
    if not street:
        return {"error": "location.street is required (the road the lane is on)."}
    ref = f"FML-26-{8800 + sum(map(ord, (street + issue_type).lower())) % 190:05d}"
    if issue_type == "blocked_by_vehicle":
        routed, target = "Civil Enforcement (parking)", "an officer attends when on duty (8am-8pm), usually the same day"
    elif issue_type == "signal_fault":
        routed, target = "County Highways signals team", "inspected within 2 working days"
    elif issue_type in HAZARDS or (issue_type == "pothole" and severity == "high"):
        routed, target = "Highways rapid response", "hazard inspected within 24 hours"
    else:
        routed, target = "Highways maintenance", "inspected within 10 working days"
    return {
        "reference": ref,
        "status": "received",
        "issue_type": issue_type,
        "location": location,
        "severity": severity,
        "routed_to": routed,
        "target": target,
        "photos": len(photo_urls or []),
        "updates_to": "ewan.marsh@proton.me" if contact_me else None,
        "submitted_at": "2026-12-11T17:40",
    }


LANE_TOOLS = [
    ToolDef(
        "report_lane_issue",
        "Report a problem with a cycle lane in Cambridge to the city and county highways teams.",
        {
            "type": "object",
            "properties": {
                "issue_type": {
                    "type": "string",
                    "enum": [
                        "pothole",
                        "glass_debris",
                        "blocked_by_vehicle",
                        "faded_markings",
                        "broken_bollard",
                        "overgrown_vegetation",
                        "flooding",
                        "signal_fault",
                        "other",
                    ],
                },
                "location": {
                    "type": "object",
                    "properties": {
                        "street": {"type": "string", "description": "Road the lane is on, e.g. Mill Road"},
                        "landmark": {
                            "anyOf": [{"type": "string"}, {"type": "null"}],
                            "description": "Nearby landmark or junction",
                        },
                        "direction": {
                            "type": "string",
                            "enum": [
                                "northbound",
                                "southbound",
                                "eastbound",
                                "westbound",
                                "inbound",
                                "outbound",
                                "both",
                                "unknown",
                            ],
                        },
                    },
                    "required": ["street", "landmark", "direction"],
                    "additionalProperties": False,
                },
                "description": {"type": "string"},
                "severity": {
                    "type": "string",
                    "enum": ["low", "medium", "high"],
                    "description": "high = likely to cause a fall or crash",
                },
                "contact_me": {"type": "boolean", "description": "Email the reporter with progress updates"},
                "photo_urls": {"type": "array", "items": {"type": "string"}, "description": "[] if none"},
            },
            "required": ["issue_type", "location", "description", "severity", "contact_me", "photo_urls"],
            "additionalProperties": False,
        },
        report_lane_issue,
        act=True,
        strict=True,
    ),
]

LANE_INSTRUCTIONS = """You are FixMyLane, Cambridge City Council's assistant for reporting problems with cycle lanes.
Today is Friday 11 December 2026, 17:40 (Cambridge, UK).

Signed-in reporter: Ewan Marsh (ewan.marsh@proton.me). Progress updates are emailed if the reporter wants them.
A report needs the road (and ideally a landmark or junction), what the problem is, and how dangerous it is. Ask for the location if you don't have it; never guess a street.

What happens after a report:
- Hazards (broken glass, flooding, damaged bollards, potholes likely to cause a fall) are inspected within 24 hours.
- Other issues (faded markings, overgrown vegetation, minor potholes) are inspected within 10 working days and repairs are scheduled after that.
- Vehicles blocking a lane go to Civil Enforcement, who attend when officers are on duty (8am-8pm), usually the same day.
- Traffic-signal faults go to the County signals team (within 2 working days).
- If anyone is hurt or there is an immediate danger to life, call 999. For a crash with no injuries, call 101."""


DOMAINS = [
    Domain("domain_registrar", REG_TOOLS, REG_INSTRUCTIONS),
    Domain("newsletter", NL_TOOLS, NL_INSTRUCTIONS),
    Domain("holiday_cottage", COT_TOOLS, COT_INSTRUCTIONS),
    Domain("bp_diary", BP_TOOLS, BP_INSTRUCTIONS),
    Domain("bike_lane", LANE_TOOLS, LANE_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================

FOUR_PM = said("4pm", "4 pm", "4:00", "16:00", "4 o'clock", "four o'clock", "4.00", "4 p.m.")
LANE_REF = said("FML-26-")
WEEK_AVG = said_any_number(
    _avg_sys("2026-12-03", "2026-12-09"),
    _avg_sys("2026-12-02", "2026-12-09"),
    _avg_sys("2026-12-02", "2026-12-08"),
    _avg_sys("2026-12-01", "2026-12-09"),
)

CASES = [
    # ---------------------------------------------------------------- domain_registrar (12)
    Case(
        "u_reg_check_free",
        "domain_registrar",
        "direct",
        [
            Turn(
                "is breadandbutterbristol.co.uk free",
                calls=[ExpectCall("check_availability", {"domains": has_items("breadandbutterbristol.co.uk")})],
                forbid=REG_ACTS,
                answer_has=[said("available", "free", "not taken", "can be registered", "can register"), said_number(6.49)],
            ),
        ],
        features=("array", "slug", "8_tools"),
    ),
    Case(
        "u_reg_autorenew_on",
        "domain_registrar",
        "direct",
        [
            Turn(
                "switch auto renew on for bristolbakes.co.uk pls",
                calls=[ExpectCall("set_auto_renew", {"domain": "bristolbakes.co.uk", "enabled": boolean(True)})],
                allow=["list_my_domains"],
                forbid=["renew_domain"],
            ),
        ],
        features=("boolean", "8_tools"),
    ),
    Case(
        "u_reg_txt_polite",
        "domain_registrar",
        "polite",
        [
            Turn(
                "Hi! Could you please add a TXT record to okaforphoto.com so Google can verify the site? The value is "
                "google-site-verification=q8Zt3mVwL0pXc1. Thank you so much!",
                calls=[
                    ExpectCall(
                        "add_dns_record",
                        {
                            "domain": "okaforphoto.com",
                            "record": fields(type="TXT", value=contains("google-site-verification=q8Zt3mVwL0pXc1")),
                        },
                    )
                ],
                allow=["get_dns_records"],
            ),
        ],
        features=("ref", "nested", "strict", "nullable_type_list", "8_tools"),
    ),
    Case(
        "u_reg_bakery_offline",
        "domain_registrar",
        "indirect",
        [
            Turn(
                "got an email saying the bakery website might go offline?? whats going on",
                calls=[ExpectCall("list_my_domains")],
                forbid=REG_ACTS,
                answer_has=[
                    said("30 December", "30th December", "December 30", "30 Dec", "Dec 30", "2026-12-30", "30/12"),
                    said("auto-renew", "auto renew", "autorenew", "automatic renewal", "auto-renewal"),
                ],
            ),
        ],
        features=("date", "nullable_anyof", "8_tools"),
    ),
    Case(
        "u_reg_renew_and_toggle",
        "domain_registrar",
        "multi_intent",
        [
            Turn(
                "renew okaforphoto.com for two years, and turn off auto-renew on tomokafor.dev",
                calls=[
                    ExpectCall("renew_domain", {"domain": "okaforphoto.com", "years": number(2)}),
                    ExpectCall("set_auto_renew", {"domain": "tomokafor.dev", "enabled": boolean(False)}),
                ],
                allow=["list_my_domains"],
                answer_has=[said("2029")],
            ),
        ],
        features=("number_words", "boolean", "8_tools"),
    ),
    Case(
        "u_reg_a_vs_cname",
        "domain_registrar",
        "no_tool",
        [
            Turn("whats actually the difference between an A record and a CNAME", forbid=REG_ACTS, answer_has=[said("IP")]),
        ],
        features=("8_tools",),
    ),
    Case(
        "u_reg_transfer_lock",
        "domain_registrar",
        "no_tool",
        [
            Turn(
                "if I buy a domain off you today, how soon could I move it to another registrar if I wanted?",
                forbid=REG_ACTS,
                answer_has=[said("60 days", "60-day", "sixty days", "60 day")],
            ),
        ],
        features=("8_tools",),
    ),
    Case(
        "u_reg_buy_vague",
        "domain_registrar",
        "underspecified",
        [
            Turn("buy me a .com for my new podcast", allow=["check_availability"], forbid=REG_ACTS, clarify=True),
        ],
        features=("8_tools",),
    ),
    Case(
        "u_reg_point_server",
        "domain_registrar",
        "underspecified",
        [
            Turn(
                "can you point my domain at my new server please",
                allow=["list_my_domains", "get_dns_records"],
                forbid=REG_ACTS,
                clarify=True,
            ),
        ],
        features=("8_tools",),
    ),
    Case(
        "u_reg_cheapest_register",
        "domain_registrar",
        "chained",
        [
            Turn(
                "out of okafor.photo, okafor.studio and okaforphotography.com, register whichever one's cheapest and still free. "
                "1 year, privacy on, no auto renew",
                calls=[
                    ExpectCall(
                        "check_availability", {"domains": has_items("okafor.photo", "okafor.studio", "okaforphotography.com")}
                    ),
                    ExpectCall(
                        "register_domain",
                        {
                            "domain": "okaforphotography.com",
                            "years": number(1),
                            "privacy": boolean(True),
                            "auto_renew": boolean(False),
                        },
                    ),
                ],
                answer_has=[said("okaforphotography.com")],
            ),
        ],
        features=("array", "boolean", "strict", "8_tools"),
    ),
    Case(
        "u_reg_drop_fastmail_mx",
        "domain_registrar",
        "chained",
        [
            Turn(
                "I've moved the email for okaforphoto.com over to google workspace. delete the old fastmail MX records on it",
                calls=[
                    ExpectCall("get_dns_records", {"domain": "okaforphoto.com"}),
                    ExpectCall("delete_dns_record", {"domain": "okaforphoto.com", "record_id": "r-5511"}),
                    ExpectCall("delete_dns_record", {"domain": "okaforphoto.com", "record_id": "r-5512"}),
                ],
                forbid=["add_dns_record", "update_nameservers"],
            ),
        ],
        features=("nullable_type_list", "enum", "8_tools"),
    ),
    Case(
        "u_reg_dns_then_ns",
        "domain_registrar",
        "multi_turn",
        [
            Turn(
                "what records have I got on tomokafor.dev",
                calls=[ExpectCall("get_dns_records", {"domain": "tomokafor.dev"})],
                forbid=REG_ACTS,
                answer_has=[said("76.76.21.21")],
            ),
            Turn(
                "ok move it over to cloudflare, the nameservers are kai.ns.cloudflare.com and rita.ns.cloudflare.com",
                calls=[
                    ExpectCall(
                        "update_nameservers",
                        {"domain": "tomokafor.dev", "nameservers": items("kai.ns.cloudflare.com", "rita.ns.cloudflare.com")},
                    )
                ],
            ),
            Turn(
                "will the site keep working once that kicks in?",
                forbid=REG_ACTS,
                answer_has=[
                    said(
                        "recreate",
                        "re-create",
                        "copy",
                        "add them",
                        "add the",
                        "set them up",
                        "set up",
                        "import",
                        "no longer",
                        "won't",
                        "will not",
                        "not be served",
                        "stop",
                    )
                ],
            ),
        ],
        features=("array", "8_tools"),
    ),
    # ---------------------------------------------------------------- newsletter (10)
    Case(
        "u_nl_add_seedclub",
        "newsletter",
        "direct",
        [
            Turn(
                "add jo.baxter@gmail.com to seed club, first name Jo",
                calls=[
                    ExpectCall("addSubscriber", {"listId": "lst_seedclub", "email": "jo.baxter@gmail.com", "firstName": "Jo"})
                ],
                allow=["findSubscriber"],
            ),
        ],
        features=("enum", "strict", "nullable_type_list", "camel_names", "8_tools"),
    ),
    Case(
        "u_nl_test_polite",
        "newsletter",
        "polite",
        [
            Turn(
                "Could you please send a test of the seed swap draft to me and to my editor sam@thriftygardener.com? Thanks!",
                calls=[
                    ExpectCall("listCampaigns"),
                    ExpectCall(
                        "sendTestEmail",
                        {"campaignId": "cmp_1187", "recipients": items("maya@thriftygardener.com", "sam@thriftygardener.com")},
                    ),
                ],
                forbid=["scheduleCampaign"],
            ),
        ],
        features=("array", "person", "camel_names", "8_tools"),
    ),
    Case(
        "u_nl_linda_complaint",
        "newsletter",
        "indirect",
        [
            Turn(
                "linda.park@outlook.com is saying she unsubscribed but she's STILL getting my emails. what gives?",
                calls=[ExpectCall("findSubscriber", {"email": "linda.park@outlook.com"})],
                allow=["listCampaigns"],
                forbid=NL_ACTS,
                answer_has=[said("Seed Club")],
            ),
        ],
        features=("person", "camel_names", "8_tools"),
    ),
    Case(
        "u_nl_schedule_and_stats",
        "newsletter",
        "multi_intent",
        [
            Turn(
                "schedule the seed swap for tuesday at 9am, and how did the winter box email do?",
                calls=[
                    ExpectCall("listCampaigns"),
                    ExpectCall("scheduleCampaign", {"campaignId": "cmp_1187", "sendAt": at("2026-12-15", "09:00")}),
                    ExpectCall("getCampaignStats", {"campaignId": "cmp_1184"}),
                ],
                forbid=["sendTestEmail"],
                answer_has=[said_number(71.5)],
            ),
        ],
        features=("date", "strict", "camel_names", "8_tools"),
    ),
    Case(
        "u_nl_plan_limit",
        "newsletter",
        "no_tool",
        [
            Turn("how many subscribers can i have before i need to upgrade?", forbid=NL_ACTS, answer_has=[said_number(5000)]),
        ],
        features=("camel_names", "8_tools"),
    ),
    Case(
        "u_nl_unsub_vague",
        "newsletter",
        "underspecified",
        [
            Turn(
                "can you unsubscribe the guy who sent me that angry reply about yesterday's email",
                allow=["listCampaigns", "getCampaignStats"],
                forbid=NL_ACTS,
                clarify=True,
            ),
        ],
        features=("camel_names", "8_tools"),
    ),
    Case(
        "u_nl_last_main",
        "newsletter",
        "chained",
        [
            Turn(
                "how'd the last newsletter I sent to the main list do?",
                calls=[ExpectCall("listCampaigns"), ExpectCall("getCampaignStats", {"campaignId": "cmp_1185"})],
                forbid=NL_ACTS,
                answer_has=[said_number(49)],
            ),
        ],
        features=("camel_names", "8_tools"),
    ),
    Case(
        "u_nl_most_unsubs",
        "newsletter",
        "chained",
        [
            Turn(
                "which of my emails in november lost me the most subscribers?",
                calls=[
                    ExpectCall("listCampaigns"),
                    ExpectCall("getCampaignStats", {"campaignId": "cmp_1183"}),
                    ExpectCall("getCampaignStats", {"campaignId": "cmp_1185"}),
                ],
                forbid=NL_ACTS,
                answer_has=[said("Garlic Planting"), said_number(14)],
            ),
        ],
        features=("date", "camel_names", "8_tools"),
    ),
    Case(
        "u_nl_january_draft",
        "newsletter",
        "multi_turn",
        [
            Turn(
                "set up a new campaign for the main list called January Sowing Plan. subject: What to sow in January. "
                'plain text, body: "Happy new year! Here\'s what to sow this month: broad beans, onion sets and sweet peas."',
                calls=[
                    ExpectCall(
                        "createCampaign",
                        {
                            "name": contains("January Sowing Plan"),
                            "listId": "lst_main",
                            "subject": contains("What to sow in January"),
                            "content": fields(format="plain", body=contains("broad beans")),
                        },
                    )
                ],
                forbid=["sendTestEmail", "scheduleCampaign"],
            ),
            Turn(
                "send a test to me",
                calls=[
                    ExpectCall("sendTestEmail", {"campaignId": NEW_CAMPAIGN_ID, "recipients": items("maya@thriftygardener.com")})
                ],
                forbid=["scheduleCampaign"],
            ),
            Turn(
                "looks good. schedule it for 7am on jan 7th",
                calls=[ExpectCall("scheduleCampaign", {"campaignId": NEW_CAMPAIGN_ID, "sendAt": at("2027-01-07", "07:00")})],
            ),
        ],
        features=("nested", "enum", "nullable_anyof", "date", "camel_names", "8_tools"),
    ),
    Case(
        "u_nl_ben_signup",
        "newsletter",
        "multi_turn",
        [
            Turn(
                "is ben.ortiz@fastmail.com on any of my lists?",
                calls=[ExpectCall("findSubscriber", {"email": "ben.ortiz@fastmail.com"})],
                forbid=NL_ACTS,
            ),
            Turn(
                "add him to the main one then, he signed up at the farmers market on saturday. tag him farmers-market",
                calls=[
                    ExpectCall(
                        "addSubscriber",
                        {"listId": "lst_main", "email": "ben.ortiz@fastmail.com", "tags": has_items("farmers-market")},
                    )
                ],
            ),
        ],
        features=("array", "strict", "camel_names", "8_tools"),
    ),
    # ---------------------------------------------------------------- holiday_cottage (9)
    Case(
        "u_cot_hot_tub_dog",
        "holiday_cottage",
        "direct",
        [
            Turn(
                "anything dog friendly with a hot tub for 4 of us, 3 nights from 19 feb?",
                calls=[
                    ExpectCall(
                        "search-cottages",
                        {
                            "check_in": date("2027-02-19"),
                            "nights": number(3),
                            "guests": number(4),
                            "features": has_items("hot_tub"),
                        },
                    )
                ],
                allow=["get-cottage"],
                forbid=COT_ACTS,
                answer_has=[said("Trevose Barn")],
            ),
        ],
        features=("date", "array", "enum", "kebab_names"),
    ),
    Case(
        "u_cot_parking_polite",
        "holiday_cottage",
        "polite",
        [
            Turn(
                "Hello, could you tell me whether there's parking at Gull's Rest, and what time we can check in please?",
                calls=[ExpectCall("get-cottage", {"cottage_id": "gulls-rest"})],
                allow=["get-booking"],
                forbid=COT_ACTS,
                answer_has=[FOUR_PM, said("permit", "car park")],
            ),
        ],
        features=("slug", "kebab_names"),
    ),
    Case(
        "u_cot_balance_owed",
        "holiday_cottage",
        "indirect",
        [
            Turn(
                "just doing the january budget - do I still owe you anything for february?",
                calls=[ExpectCall("get-booking", {"booking_ref": "HLC-55210"})],
                forbid=COT_ACTS,
                answer_has=[
                    said_number(301),
                    said("13 January", "13th January", "January 13", "13 Jan", "Jan 13", "2027-01-13", "13/01"),
                ],
            ),
        ],
        features=("date", "kebab_names"),
    ),
    Case(
        "u_cot_cancel_and_search",
        "holiday_cottage",
        "multi_intent",
        [
            Turn(
                "plans have changed so cancel our feb trip please (HLC-55210). and can you see what's free for 2 adults and a dog, "
                "3 nights from 26 March?",
                calls=[
                    ExpectCall("cancel-booking", {"booking_ref": "HLC-55210"}),
                    ExpectCall(
                        "search-cottages",
                        {"check_in": date("2027-03-26"), "nights": number(3), "guests": number(2), "dogs": number(1)},
                    ),
                ],
                allow=["get-booking"],
                forbid=["book-cottage"],
                answer_has=[said_number(129), said("Chapel Cottage")],
            ),
        ],
        features=("date", "enum", "kebab_names"),
    ),
    Case(
        "u_cot_linen",
        "holiday_cottage",
        "no_tool",
        [
            Turn(
                "do we need to bring our own sheets and towels?",
                allow=["get-booking", "get-cottage"],
                forbid=COT_ACTS,
                answer_has=[said("included", "provided")],
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "u_cot_late_cancel",
        "holiday_cottage",
        "no_tool",
        [
            Turn(
                "hypothetically, if we had to cancel about 3 weeks before we arrive would we get anything back?",
                allow=["get-booking"],
                forbid=COT_ACTS,
                answer_has=[said("42 days", "6 weeks", "six weeks", "42-day", "forty-two days")],
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "u_cot_book_vague",
        "holiday_cottage",
        "underspecified",
        [
            Turn("can you book trevose barn for us", allow=["get-cottage", "get-booking"], forbid=COT_ACTS, clarify=True),
        ],
        features=("kebab_names",),
    ),
    Case(
        "u_cot_cheapest_dog",
        "holiday_cottage",
        "chained",
        [
            Turn(
                "book whatever's cheapest that takes dogs, for 2 adults and our spaniel, 2 nights from friday 5 march",
                calls=[
                    ExpectCall(
                        "search-cottages",
                        {"check_in": date("2027-03-05"), "nights": number(2), "guests": number(2), "dogs": number(1)},
                    ),
                    ExpectCall(
                        "book-cottage",
                        {
                            "cottage_id": "lobster-pot",
                            "check_in": date("2027-03-05"),
                            "nights": number(2),
                            "party": fields(adults=number(2), children=number(0)),
                            "dogs": number(1),
                        },
                    ),
                ],
                answer_has=[said("HLC-55342"), said_number(243)],
            ),
        ],
        features=("date", "nested", "strict", "nullable_type_list", "kebab_names"),
    ),
    Case(
        "u_cot_easter_barn",
        "holiday_cottage",
        "multi_turn",
        [
            Turn(
                "there's 6 of us for easter - anything free from friday 26 march for 3 nights?",
                calls=[ExpectCall("search-cottages", {"check_in": date("2027-03-26"), "nights": number(3), "guests": number(6)})],
                forbid=COT_ACTS,
                answer_has=[said("Trevose Barn")],
            ),
            Turn(
                "does it have somewhere to charge an electric car?",
                allow=["get-cottage"],
                forbid=COT_ACTS,
                answer_has=[said("charger", "charging", "EV")],
            ),
            Turn(
                "brilliant, book it. 4 adults and 2 kids, no dog",
                calls=[
                    ExpectCall(
                        "book-cottage",
                        {
                            "cottage_id": "trevose-barn",
                            "check_in": date("2027-03-26"),
                            "nights": number(3),
                            "party": fields(adults=number(4), children=number(2)),
                            "dogs": number(0),
                        },
                    )
                ],
                answer_has=[said("HLC-55342")],
            ),
        ],
        features=("date", "nested", "strict", "kebab_names"),
    ),
    # ---------------------------------------------------------------- bp_diary (9)
    Case(
        "u_bp_log_now",
        "bp_diary",
        "direct",
        [
            Turn(
                "log 142 over 88, pulse 71, just now. left arm sitting",
                calls=[
                    ExpectCall(
                        "LogReading",
                        {
                            "systolic": number(142),
                            "diastolic": number(88),
                            "pulse": number(71),
                            "takenAt": date("2026-12-09"),
                            "arm": "left",
                            "position": "sitting",
                        },
                    )
                ],
                forbid=["ShareReport"],
            ),
        ],
        features=("strict", "enum", "nullable_type_list", "nullable_anyof", "pascal_names"),
    ),
    Case(
        "u_bp_salt_week",
        "bp_diary",
        "indirect",
        [
            Turn(
                "been cutting right back on salt - is it making any difference to my numbers this past week?",
                calls=[ExpectCall("GetReadings")],
                forbid=BP_ACTS,
                answer_has=[WEEK_AVG],
            ),
        ],
        features=("enum", "strict", "pascal_names"),
    ),
    Case(
        "u_bp_wobbly",
        "bp_diary",
        "indirect",
        [
            Turn(
                "feeling a bit wobbly this morning. was last night's reading low?",
                calls=[ExpectCall("GetReadings")],
                forbid=BP_ACTS,
                answer_has=[said_number(108), said_number(64)],
            ),
        ],
        features=("date", "strict", "pascal_names"),
    ),
    Case(
        "u_bp_share_polite",
        "bp_diary",
        "polite",
        [
            Turn(
                "Please could you send my November readings to Dr Shah before my appointment? Thank you",
                calls=[
                    ExpectCall("ShareReport", {"recipientEmail": "anika.shah@nhs.net", "period": one_of("last_month", "custom")})
                ],
                allow=["GetReadings"],
                forbid=["LogReading"],
            ),
        ],
        features=("person", "enum", "date", "pascal_names"),
    ),
    Case(
        "u_bp_is_high",
        "bp_diary",
        "no_tool",
        [
            Turn(
                "is 138 over 86 high for a home reading?", forbid=BP_ACTS, answer_has=[said("135/85", "135 over 85", "135 / 85")]
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "u_bp_add_vague",
        "bp_diary",
        "underspecified",
        [
            Turn("add a reading for me", forbid=BP_ACTS, clarify=True),
        ],
        features=("pascal_names",),
    ),
    Case(
        "u_bp_log_and_count",
        "bp_diary",
        "multi_intent",
        [
            Turn(
                "log last night's one: 133/84, pulse 68, at 9pm, left arm sitting. also how many readings have I done this month?",
                calls=[
                    ExpectCall(
                        "LogReading",
                        {
                            "systolic": number(133),
                            "diastolic": number(84),
                            "pulse": number(68),
                            "takenAt": at("2026-12-08", "21:00"),
                        },
                    ),
                    ExpectCall("GetReadings", {"period": one_of("this_month", "custom")}),
                ],
                forbid=["ShareReport"],
                answer_has=[said_any_number(16, 17)],
            ),
        ],
        features=("date", "strict", "enum", "pascal_names"),
    ),
    Case(
        "u_bp_repeat_reading",
        "bp_diary",
        "multi_turn",
        [
            Turn(
                "151/94 pulse 80, taken at 7:45, right arm, sitting",
                calls=[
                    ExpectCall(
                        "LogReading",
                        {
                            "systolic": number(151),
                            "diastolic": number(94),
                            "pulse": number(80),
                            "takenAt": at("2026-12-09", "07:45"),
                            "arm": "right",
                            "position": "sitting",
                        },
                    )
                ],
                forbid=["ShareReport"],
            ),
            Turn(
                "did it again, 128/82 pulse 74",
                calls=[
                    ExpectCall(
                        "LogReading",
                        {
                            "systolic": number(128),
                            "diastolic": number(82),
                            "pulse": number(74),
                            "takenAt": date("2026-12-09"),
                            "arm": "right",
                            "position": "sitting",
                        },
                    )
                ],
                forbid=["ShareReport"],
            ),
        ],
        features=("strict", "enum", "date", "pascal_names"),
    ),
    Case(
        "u_bp_week_then_share",
        "bp_diary",
        "multi_turn",
        [
            Turn(
                "can you show me my readings from the past week",
                calls=[ExpectCall("GetReadings")],
                forbid=BP_ACTS,
                answer_has=[said_number(108)],
            ),
            Turn(
                "send those to my daughter but leave the notes out",
                calls=[
                    ExpectCall(
                        "ShareReport",
                        {
                            "recipientEmail": "helen.pike@gmail.com",
                            "period": one_of("last_7_days", "custom"),
                            "includeNotes": boolean(False),
                        },
                    )
                ],
                allow=["GetReadings"],
                forbid=["LogReading"],
            ),
        ],
        features=("boolean", "person", "enum", "pascal_names"),
    ),
    # ---------------------------------------------------------------- bike_lane (5)
    Case(
        "u_lane_pothole",
        "bike_lane",
        "direct",
        [
            Turn(
                "deep pothole in the cycle lane on Mill Road just past the railway bridge heading into town, nearly came off",
                calls=[
                    ExpectCall(
                        "report_lane_issue",
                        {"issue_type": "pothole", "location": mentions("Mill Road"), "severity": one_of("high", "medium")},
                    )
                ],
                answer_has=[LANE_REF],
            ),
        ],
        features=("nested", "enum", "strict", "nullable_anyof", "1_tool"),
    ),
    Case(
        "u_lane_markings_polite",
        "bike_lane",
        "polite",
        [
            Turn(
                "Hi there, would you kindly report that the cycle lane markings on Trumpington Road by the Botanic Garden are almost "
                "completely worn away? No need to get back to me. Many thanks",
                calls=[
                    ExpectCall(
                        "report_lane_issue",
                        {"issue_type": "faded_markings", "location": mentions("Trumpington"), "contact_me": boolean(False)},
                    )
                ],
                answer_has=[LANE_REF],
            ),
        ],
        features=("nested", "boolean", "strict", "1_tool"),
    ),
    Case(
        "u_lane_two_reports",
        "bike_lane",
        "multi_intent",
        [
            Turn(
                "two things: branches hanging really low over the cycle lane on Madingley Road near the park & ride, and the cycle "
                "crossing lights at the Huntingdon Rd / Victoria Rd junction aren't changing",
                calls=[
                    ExpectCall("report_lane_issue", {"issue_type": "overgrown_vegetation", "location": mentions("Madingley")}),
                    ExpectCall("report_lane_issue", {"issue_type": "signal_fault", "location": mentions("Huntingdon")}),
                ],
            ),
        ],
        features=("nested", "enum", "strict", "1_tool"),
    ),
    Case(
        "u_lane_fix_times",
        "bike_lane",
        "no_tool",
        [
            Turn(
                "how long does it normally take you lot to actually fix something once I've reported it?",
                forbid=["report_lane_issue"],
                answer_has=[said("10 working days", "ten working days")],
            ),
        ],
        features=("1_tool",),
    ),
    Case(
        "u_lane_van",
        "bike_lane",
        "multi_turn",
        [
            Turn("there's a van parked in the bike lane AGAIN", forbid=["report_lane_issue"], clarify=True),
            Turn(
                "hills road, outside the sainsburys. white transit, been there 20 mins",
                calls=[ExpectCall("report_lane_issue", {"issue_type": "blocked_by_vehicle", "location": mentions("Hills Road")})],
                answer_has=[LANE_REF],
            ),
        ],
        features=("nested", "enum", "strict", "1_tool"),
    ),
]
