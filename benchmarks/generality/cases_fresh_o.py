"""Fresh generality part O: five domains, 45 cases, written independently on 2026-12-06 by a helper
that saw only spec.py and validate.py (and the loader at the top of runner.py).

Domains (tool count, the "today" of each system prompt):
- podcast_hosting  9 tools, camelCase names   Tuesday 8 December 2026, 10:15 (Wavecast Studio dashboard)
- lost_property    1 tool,  snake_case        Wednesday 2 December 2026, 16:05 (Northgate transport lost property office)
- hostel_desk      3 tools, hyphenated names  Friday 20 November 2026, 22:30 (The Wandering Fox Hostel, Edinburgh)
- hearing_clinic   5 tools, snake_case        Thursday 14 January 2027, 09:40 (ClearSound Hearing Clinic, Harrogate)
- language_test    5 tools, PascalCase names  Monday 16 November 2026, 14:20 (Northbridge English Testing Centre, Manchester)

Categories: direct 6, polite 5, indirect 6, multi_intent 6, no_tool 6, underspecified 6, chained 5,
multi_turn 5.
"""

from __future__ import annotations

import datetime as _dt
import re
from typing import Any

from benchmarks.generality.spec import (
    Case,
    Domain,
    ExpectCall,
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
    """A local date-time from '2026-12-11T06:00', '2026-12-11 06:00:00Z', '2026-12-11T06:00:00+00:00' ..."""
    found = re.search(r"(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})", str(text))
    if not found:
        return None
    try:
        day = _dt.date.fromisoformat(found.group(1))
        return _dt.datetime(day.year, day.month, day.day, int(found.group(2)), int(found.group(3)))
    except ValueError:
        return None


# =============================================================================================
# 1. podcast_hosting: Wavecast Studio dashboard (9 tools, camelCase)
# =============================================================================================

PODCAST_NOW = _dt.datetime(2026, 12, 8, 10, 15)

SHOWS = {"ns-stories": "Night Shift Stories", "allotment-hour": "The Allotment Hour"}

EPISODES: dict[str, dict[str, Any]] = {
    "ep_ns_041": {"showId": "ns-stories", "number": 41, "title": "The Lighthouse Keeper's Log", "status": "published",
                  "publishedAt": "2026-11-24T06:00", "durationMin": 38, "tags": ["lighthouse", "folklore"], "explicit": False},
    "ep_ns_042": {"showId": "ns-stories", "number": 42, "title": "Tunnel 9", "status": "published",
                  "publishedAt": "2026-12-01T06:00", "durationMin": 41, "tags": ["urban legend", "trains"], "explicit": False},
    "ep_ns_043": {"showId": "ns-stories", "number": 43, "title": "Static on Channel 4", "status": "draft",
                  "durationMin": 36, "tags": ["radio", "ghosts"], "explicit": False},
    "ep_ns_044": {"showId": "ns-stories", "number": 44, "title": "The Night Porter", "status": "scheduled",
                  "publishAt": "2026-12-15T06:00", "notifySubscribers": True, "durationMin": 44, "tags": ["hotels"],
                  "explicit": True},
    "ep_ah_017": {"showId": "allotment-hour", "number": 17, "title": "Leaf Mould Magic", "status": "published",
                  "publishedAt": "2026-11-16T07:00", "durationMin": 29, "tags": ["compost", "autumn"], "explicit": False},
    "ep_ah_018": {"showId": "allotment-hour", "number": 18, "title": "Garlic in December", "status": "published",
                  "publishedAt": "2026-11-30T07:00", "durationMin": 31, "tags": ["allium", "winter"], "explicit": False},
    "ep_ah_019": {"showId": "allotment-hour", "number": 19, "title": "Seed Catalogue Season", "status": "draft",
                  "durationMin": 34, "tags": ["seeds"], "explicit": False},
}

EPISODE_STATS = {  # downloads per period; a period longer than the episode's life equals "all"
    "ep_ns_041": {"7d": 402, "30d": 3120, "90d": 3120, "all": 3120, "completion": 71, "apps": ["Apple Podcasts", "Spotify", "Pocket Casts"]},
    "ep_ns_042": {"7d": 2104, "30d": 2315, "90d": 2315, "all": 2315, "completion": 78, "apps": ["Spotify", "Apple Podcasts", "Overcast"]},
    "ep_ah_017": {"7d": 96, "30d": 1204, "90d": 1204, "all": 1204, "completion": 64, "apps": ["Apple Podcasts", "BBC Sounds", "Spotify"]},
    "ep_ah_018": {"7d": 611, "30d": 1388, "90d": 1388, "all": 1388, "completion": 69, "apps": ["Apple Podcasts", "Spotify", "Castbox"]},
}

COUNTRY_DOWNLOADS = {
    ("allotment-hour", "2026-10"): {"GB": 3188, "US": 351, "DE": 190, "IE": 131, "NL": 88},
    ("allotment-hour", "2026-11"): {"GB": 3410, "US": 388, "DE": 212, "IE": 145, "NL": 97},
    ("allotment-hour", "2026-12"): {"GB": 905, "US": 96, "DE": 51, "IE": 40, "NL": 22},
    ("ns-stories", "2026-10"): {"GB": 4870, "US": 2610, "CA": 577, "AU": 430, "DE": 288},
    ("ns-stories", "2026-11"): {"GB": 5120, "US": 2874, "CA": 610, "AU": 455, "DE": 301},
    ("ns-stories", "2026-12"): {"GB": 1460, "US": 803, "CA": 170, "AU": 119, "DE": 77},
}

SPONSOR_SLOTS = {
    "slot-ns-2612-pre": {"showId": "ns-stories", "month": "2026-12", "position": "pre-roll", "cpmGbp": 18.0, "bookedBy": None},
    "slot-ns-2612-mid": {"showId": "ns-stories", "month": "2026-12", "position": "mid-roll", "cpmGbp": 25.0, "bookedBy": "Lumen VPN"},
    "slot-ns-2612-post": {"showId": "ns-stories", "month": "2026-12", "position": "post-roll", "cpmGbp": 12.0, "bookedBy": None},
    "slot-ns-2701-pre": {"showId": "ns-stories", "month": "2027-01", "position": "pre-roll", "cpmGbp": 18.0, "bookedBy": None},
    "slot-ns-2701-mid": {"showId": "ns-stories", "month": "2027-01", "position": "mid-roll", "cpmGbp": 25.0, "bookedBy": None},
    "slot-ns-2701-post": {"showId": "ns-stories", "month": "2027-01", "position": "post-roll", "cpmGbp": 12.0, "bookedBy": "Lumen VPN"},
    "slot-ah-2612-pre": {"showId": "allotment-hour", "month": "2026-12", "position": "pre-roll", "cpmGbp": 14.0, "bookedBy": "Greenfingers Seeds"},
    "slot-ah-2612-mid": {"showId": "allotment-hour", "month": "2026-12", "position": "mid-roll", "cpmGbp": 20.0, "bookedBy": None},
    "slot-ah-2701-pre": {"showId": "allotment-hour", "month": "2027-01", "position": "pre-roll", "cpmGbp": 14.0, "bookedBy": None},
    "slot-ah-2701-mid": {"showId": "allotment-hour", "month": "2027-01", "position": "mid-roll", "cpmGbp": 20.0, "bookedBy": None},
    "slot-ah-2701-post": {"showId": "allotment-hour", "month": "2027-01", "position": "post-roll", "cpmGbp": 9.0, "bookedBy": None},
}


def _episode_view(episode_id: str) -> dict[str, Any]:
    ep = EPISODES[episode_id]
    view = {"episodeId": episode_id, "show": SHOWS[ep["showId"]], **ep}
    return view


def _unknown_episode(episode_id: str) -> dict[str, Any]:
    return {"error": f"No episode with id '{episode_id}' on this account. Use listEpisodes to find episode ids "
                     "(they look like ep_ns_042 or ep_ah_018)."}


def list_episodes(showId: str, status: str = "all") -> dict[str, Any]:
    if showId not in SHOWS:
        return {"error": f"Unknown show '{showId}'. This account has: ns-stories (Night Shift Stories), allotment-hour (The Allotment Hour)."}
    rows = [_episode_view(k) for k, ep in EPISODES.items() if ep["showId"] == showId and status in ("all", ep["status"])]
    rows.sort(key=lambda r: r["number"], reverse=True)
    return {"showId": showId, "show": SHOWS[showId], "status": status, "count": len(rows), "episodes": rows}


def get_episode_stats(episodeId: str, period: str = "30d") -> dict[str, Any]:
    if episodeId not in EPISODES:
        return _unknown_episode(episodeId)
    ep = EPISODES[episodeId]
    if episodeId not in EPISODE_STATS:
        return {"error": f"'{ep['title']}' ({episodeId}) is {ep['status']}, not published yet, so it has no download stats."}
    stats = EPISODE_STATS[episodeId]
    if period not in ("7d", "30d", "90d", "all"):
        return {"error": "period must be one of 7d, 30d, 90d, all"}
    downloads = stats[period]
    return {"episodeId": episodeId, "title": ep["title"], "show": SHOWS[ep["showId"]], "period": period,
            "downloads": downloads, "uniqueListeners": round(downloads * 0.83), "avgCompletionPct": stats["completion"],
            "topApps": stats["apps"], "statsUpdatedAt": "2026-12-08T06:00", "method": "IAB 2.1"}


def get_downloads_by_country(showId: str, country: str, month: str) -> dict[str, Any]:
    if showId not in SHOWS:
        return {"error": f"Unknown show '{showId}'. Use ns-stories or allotment-hour."}
    table = COUNTRY_DOWNLOADS.get((showId, month))
    if table is None:
        return {"error": f"No country data for {SHOWS[showId]} in {month}. Data is available for 2026-10 to 2026-12 (month as YYYY-MM)."}
    code = str(country).upper()
    if not re.fullmatch(r"[A-Z]{2}", code):
        return {"error": f"'{country}' is not an ISO 3166-1 alpha-2 country code (e.g. GB, US, DE)."}
    downloads = table.get(code, 0)
    total = sum(table.values()) + 640  # the long tail of other countries
    return {"showId": showId, "show": SHOWS[showId], "month": month, "country": code, "downloads": downloads,
            "shareOfShowPct": round(100 * downloads / total, 1), "partialMonth": month == "2026-12"}


def schedule_episode(episodeId: str, publishAt: str, notifySubscribers: bool) -> dict[str, Any]:
    if episodeId not in EPISODES:
        return _unknown_episode(episodeId)
    ep = EPISODES[episodeId]
    if ep["status"] == "published":
        return {"error": f"'{ep['title']}' is already published; unpublish it first if you want to re-release it."}
    when = _stamp(publishAt)
    if when is None:
        return {"error": "publishAt must be a local date-time like 2026-12-11T06:00 (Europe/London)."}
    if when < PODCAST_NOW + _dt.timedelta(minutes=15):
        return {"error": "publishAt must be at least 15 minutes in the future (now is 2026-12-08T10:15 Europe/London)."}
    return {"episodeId": episodeId, "title": ep["title"], "show": SHOWS[ep["showId"]], "status": "scheduled",
            "publishAt": when.strftime("%Y-%m-%dT%H:%M"), "timezone": "Europe/London",
            "notifySubscribers": bool(notifySubscribers), "previousPublishAt": ep.get("publishAt")}


def update_episode(episodeId: str, changes: dict[str, Any]) -> dict[str, Any]:
    if episodeId not in EPISODES:
        return _unknown_episode(episodeId)
    if not isinstance(changes, dict) or not changes:
        return {"error": "changes must list at least one field to update"}
    updated = dict(_episode_view(episodeId))
    applied = {k: v for k, v in changes.items() if v is not None}
    updated.update(applied)
    return {"episodeId": episodeId, "updated": sorted(applied), "episode": updated, "rssRefreshedAt": "2026-12-08T10:16"}


def unpublish_episode(episodeId: str, reason: str | None = None) -> dict[str, Any]:
    if episodeId not in EPISODES:
        return _unknown_episode(episodeId)
    ep = EPISODES[episodeId]
    if ep["status"] != "published":
        return {"error": f"'{ep['title']}' is {ep['status']}, not published, so there is nothing to unpublish."}
    return {"episodeId": episodeId, "title": ep["title"], "status": "unpublished", "removedFromRss": True,
            "audioFileRetainedUntil": "2027-01-07", "reason": reason}


def list_sponsor_slots(showId: str, month: str | None = None) -> dict[str, Any]:
    if showId not in SHOWS:
        return {"error": f"Unknown show '{showId}'. Use ns-stories or allotment-hour."}
    rows = [{"slotId": k, **v, "available": v["bookedBy"] is None} for k, v in SPONSOR_SLOTS.items()
            if v["showId"] == showId and (month is None or v["month"] == month)]
    if not rows:
        return {"error": f"No sponsor slots open for {SHOWS[showId]} in {month}. Slots are released for 2026-12 and 2027-01."}
    return {"showId": showId, "show": SHOWS[showId], "month": month, "slots": rows, "currency": "GBP",
            "note": "CPM = price per 1,000 impressions; the listed CPM is the floor price."}


def book_sponsor_slot(slotId: str, sponsorName: str, cpm: float, maxImpressions: int) -> dict[str, Any]:
    slot = SPONSOR_SLOTS.get(slotId)
    if slot is None:
        return {"error": f"No sponsor slot '{slotId}'. Use listSponsorSlots to see slot ids."}
    if slot["bookedBy"]:
        return {"error": f"Slot {slotId} is already booked by {slot['bookedBy']}."}
    if cpm < slot["cpmGbp"]:
        return {"error": f"CPM £{cpm} is below the floor of £{slot['cpmGbp']} for this slot."}
    return {"bookingId": "SB-4471", "slotId": slotId,
            "show": SHOWS[slot["showId"]], "month": slot["month"], "position": slot["position"], "sponsorName": sponsorName,
            "cpmGbp": cpm, "maxImpressions": maxImpressions, "maxRevenueGbp": round(cpm * maxImpressions / 1000, 2),
            "status": "confirmed"}


def get_payouts(year: int = 2026) -> dict[str, Any]:
    if year != 2026:
        return {"error": f"No payouts in {year}; this account started monetising in May 2026."}
    return {"currency": "GBP", "minimumPayoutGbp": 25, "schedule": "monthly on the 15th for the previous month",
            "pending": {"forMonth": "November 2026", "amountGbp": 61.40, "payoutDate": "2026-12-15", "status": "scheduled"},
            "history": [{"forMonth": "October 2026", "amountGbp": 48.20, "paidOn": "2026-11-15"},
                        {"forMonth": "September 2026", "amountGbp": 33.05, "paidOn": "2026-10-15"},
                        {"forMonth": "August 2026", "amountGbp": 19.80, "paidOn": None, "note": "below £25 minimum, rolled into September"}],
            "payoutAccount": "Monzo ••6620"}


EPISODE_ID = {"type": "string", "description": "Episode id from listEpisodes, e.g. ep_ns_042"}
SHOW_ID = {"type": "string", "enum": list(SHOWS), "description": "ns-stories = Night Shift Stories, allotment-hour = The Allotment Hour"}

PODCAST_TOOLS = [
    ToolDef("listEpisodes", "List a show's episodes (id, number, title, status, publish date, tags).",
            {"type": "object", "properties": {
                "showId": SHOW_ID,
                "status": {"type": "string", "enum": ["all", "published", "scheduled", "draft"], "default": "all"}},
             "required": ["showId"]}, list_episodes),
    ToolDef("getEpisodeStats", "Download stats for one published episode over a period.",
            {"type": "object", "properties": {
                "episodeId": EPISODE_ID,
                "period": {"type": "string", "enum": ["7d", "30d", "90d", "all"], "description": "7d = last 7 days ... all = all time"}},
             "required": ["episodeId", "period"]}, get_episode_stats),
    ToolDef("getDownloadsByCountry", "Downloads of a whole show in one country for one calendar month.",
            {"type": "object", "properties": {
                "showId": SHOW_ID,
                "country": {"type": "string", "pattern": "^[A-Z]{2}$", "description": "ISO 3166-1 alpha-2 code, e.g. GB, US, DE"},
                "month": {"type": "string", "pattern": "^\\d{4}-\\d{2}$", "description": "YYYY-MM"}},
             "required": ["showId", "country", "month"]}, get_downloads_by_country),
    ToolDef("scheduleEpisode", "Schedule (or reschedule) a draft or scheduled episode to publish at a local time.",
            {"type": "object", "properties": {
                "episodeId": EPISODE_ID,
                "publishAt": {"type": "string", "description": "Local date-time, Europe/London, e.g. 2026-12-11T06:00"},
                "notifySubscribers": {"type": "boolean", "description": "Send the new-episode push/email to followers"}},
             "required": ["episodeId", "publishAt", "notifySubscribers"], "additionalProperties": False},
            schedule_episode, act=True, strict=True),
    ToolDef("updateEpisode", "Change an episode's metadata. Only the fields given in `changes` are updated; tags replaces the tag list.",
            {"type": "object", "properties": {
                "episodeId": EPISODE_ID,
                "changes": {"type": "object", "properties": {
                    "title": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                    "description": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                    "explicit": {"anyOf": [{"type": "boolean"}, {"type": "null"}]},
                    "seasonNumber": {"anyOf": [{"type": "integer", "minimum": 1}, {"type": "null"}]},
                    "episodeNumber": {"anyOf": [{"type": "integer", "minimum": 1}, {"type": "null"}]},
                    "tags": {"type": "array", "items": {"type": "string"}}},
                    "additionalProperties": False}},
             "required": ["episodeId", "changes"]}, update_episode, act=True),
    ToolDef("unpublishEpisode", "Remove a published episode from the RSS feed and all apps (audio kept 30 days).",
            {"type": "object", "properties": {"episodeId": EPISODE_ID, "reason": {"type": "string"}},
             "required": ["episodeId"]}, unpublish_episode, act=True),
    ToolDef("listSponsorSlots", "Dynamic-ad sponsor slots of a show (pre-roll, mid-roll, post-roll) with floor CPM and availability.",
            {"type": "object", "properties": {
                "showId": SHOW_ID,
                "month": {"type": ["string", "null"], "description": "YYYY-MM; null for every released month"}},
             "required": ["showId"]}, list_sponsor_slots),
    ToolDef("bookSponsorSlot", "Book a sponsor into an available slot.",
            {"type": "object", "properties": {
                "slotId": {"type": "string"},
                "sponsorName": {"type": "string"},
                "cpm": {"type": "number", "description": "Agreed price per 1,000 impressions in GBP (at least the floor)"},
                "maxImpressions": {"type": "integer", "minimum": 1000}},
             "required": ["slotId", "sponsorName", "cpm", "maxImpressions"], "additionalProperties": False},
            book_sponsor_slot, act=True, strict=True),
    ToolDef("getPayouts", "Creator payouts: pending balance, next payout date and history.",
            {"type": "object", "properties": {"year": {"type": "integer"}}}, get_payouts),
]

PODCAST_INSTRUCTIONS = """You are the assistant built into Wavecast Studio, a podcast-hosting dashboard.
Today is Tuesday 8 December 2026, 10:15 (Europe/London; all times are UK local time).

Signed-in creator: Priya Natarajan (account acc_7781), plan Creator Pro.
Her shows: "Night Shift Stories" (showId ns-stories) and "The Allotment Hour" (showId allotment-hour).
When the user names an episode by title or number, look up its episodeId with listEpisodes first.

Plan and policies:
- Creator Pro: up to 3 shows, unlimited episodes, 50 GB storage, dynamic ad insertion.
- Downloads are counted with the IAB 2.1 method: one download per IP address + user agent per episode in any 24-hour window, so repeat plays by the same listener that day count once. Stats refresh every 6 hours.
- Episodes can be scheduled no less than 15 minutes ahead.
- Unpublishing removes an episode from the RSS feed and all apps; the audio file is kept for 30 days and can be re-published in that time, then it is deleted.
- Sponsorship: pre-roll, mid-roll and post-roll slots per show per month; the listed CPM is the floor price.
- Payouts are paid monthly on the 15th for the previous month's earnings, to the bank account on file, once the balance is at least £25 (smaller balances roll over).
Be brief and use the show names the user uses."""


# =============================================================================================
# 2. lost_property: Northgate transport lost property office (1 tool, snake_case)
# =============================================================================================

FOUND_ITEMS = [
    {"reference": "LP-20418", "category": "umbrella", "colour": "black", "found_on": "2026-11-26", "route": "7",
     "description": "black compact umbrella, one broken spoke"},
    {"reference": "LP-20431", "category": "umbrella", "colour": "black", "found_on": "2026-12-01", "route": "42",
     "description": "black golf umbrella with a curved wooden handle"},
    {"reference": "LP-20432", "category": "umbrella", "colour": "red", "found_on": "2026-12-01", "route": "T2",
     "description": "small red folding umbrella in a sleeve"},
    {"reference": "LP-20440", "category": "phone", "colour": "blue", "found_on": "2026-11-30", "route": "42",
     "description": "iPhone in a navy blue case with a cat sticker"},
    {"reference": "LP-20441", "category": "phone", "colour": "black", "found_on": "2026-11-30", "route": "T1",
     "description": "Samsung Galaxy, cracked screen"},
    {"reference": "LP-20455", "category": "wallet_purse", "colour": "brown", "found_on": "2026-11-29", "route": "7",
     "description": "brown leather bifold wallet, bank cards with initials J.M."},
    {"reference": "LP-20460", "category": "keys", "colour": None, "found_on": "2026-12-01", "route": "T1",
     "description": "3 keys on a Leeds United keyring"},
    {"reference": "LP-20462", "category": "keys", "colour": "silver", "found_on": "2026-11-27", "route": "42",
     "description": "single Ford car key with fob"},
    {"reference": "LP-20471", "category": "clothing", "colour": "green", "found_on": "2026-11-28", "route": "42",
     "description": "child's green raincoat, age 5-6"},
    {"reference": "LP-20474", "category": "bag", "colour": "black", "found_on": "2026-11-30", "route": "T2",
     "description": "black rucksack with a laptop inside"},
]

LOST_TODAY = _dt.date(2026, 12, 2)


def _route_key(text: Any) -> str:
    cleaned = re.sub(r"(?i)\b(bus|tram|route|line|number|no\.?|the)\b", " ", str(text))
    return re.sub(r"[\s#]+", "", cleaned).upper()


def search_found_items(category: str, lost_on: str, colour: str | None = None, route: str | None = None,
                       keywords: list[str] | None = None) -> dict[str, Any]:
    start = _day(lost_on)
    if start is None:
        return {"error": f"lost_on must be a date like 2026-12-01, got '{lost_on}'."}
    if start > LOST_TODAY:
        return {"error": "lost_on is in the future; today is 2026-12-02."}
    end = start + _dt.timedelta(days=7)
    hits = []
    for item in FOUND_ITEMS:
        found = _dt.date.fromisoformat(item["found_on"])
        if item["category"] != category or not (start <= found <= end):
            continue
        if colour and item["colour"] and str(colour).lower() not in item["colour"] and item["colour"] not in str(colour).lower():
            continue
        if route and _route_key(route) != item["route"]:
            continue
        at_office = found + _dt.timedelta(days=2) <= LOST_TODAY
        vehicle = f"tram {item['route']}" if item["route"].startswith("T") else f"bus {item['route']}"
        hits.append({"reference": item["reference"], "category": item["category"], "colour": item["colour"],
                     "description": item["description"], "found_on": item["found_on"], "found_on_vehicle": vehicle,
                     "status": "at the office, ready to collect" if at_office else "in transit to the office, ready from 2026-12-03",
                     "keep_until": str(found + _dt.timedelta(days=90))})
    words = [w.lower() for w in keywords or []]
    hits.sort(key=lambda h: -sum(w in h["description"].lower() for w in words))
    return {"searched": {"category": category, "found_between": [str(start), str(end)], "colour": colour, "route": route},
            "count": len(hits), "items": hits,
            "note": "Items found on a vehicle usually reach the office 1-2 working days later; search again if nothing matches yet."}


LOST_TOOLS = [
    ToolDef("search_found_items",
            "Search items handed in on Northgate buses and trams. Returns items found on the given date and up to 7 days after.",
            {"type": "object", "properties": {
                "category": {"type": "string", "enum": ["bag", "phone", "wallet_purse", "keys", "umbrella", "clothing",
                                                        "jewellery", "electronics", "documents", "other"]},
                "lost_on": {"type": "string", "format": "date", "description": "Date the item was lost, YYYY-MM-DD"},
                "colour": {"type": ["string", "null"], "description": "Main colour, or null if unknown"},
                "route": {"anyOf": [{"type": "string"}, {"type": "null"}],
                          "description": "Bus route number (e.g. '42') or tram line (T1, T2, T3); null if unknown"},
                "keywords": {"type": "array", "items": {"type": "string"}, "description": "Distinguishing details, e.g. brand, keyring"}},
             "required": ["category", "lost_on"]}, search_found_items),
]

LOST_INSTRUCTIONS = """You are the online assistant of the Northgate Transport Lost Property Office.
Today is Wednesday 2 December 2026, 16:05.

We hold items found on Northgate city buses (numbered routes) and trams (lines T1, T2 and T3).
Office: Central Bus Station, upper concourse, Northgate NG1 4BS. Phone 0113 496 0123.
Opening hours: Monday to Saturday 08:00-18:00. Closed Sundays and bank holidays.

Policies:
- Items found on a vehicle usually reach the office 1-2 working days after they are found.
- We keep items for 90 days, then they are donated or recycled. Food and perishables are thrown away after 48 hours.
- To collect an item bring photo ID and the item reference (LP-xxxxx). There is a £3 handling fee per item; ID documents and bank cards handed in on their own are free.
- Postage: we can post an item anywhere in the UK by tracked delivery, £6.50 for small items (phones, wallets, keys, jewellery) or £12 for bags and larger items. The customer requests it by phone or at lostproperty.northgate.gov.uk/post with the reference, their full address and a description proving ownership, and pays online. You cannot arrange postage or hold items yourself in this chat.
- Never reveal personal details from inside an item beyond what the search shows."""


# =============================================================================================
# 3. hostel_desk: The Wandering Fox Hostel front desk (3 tools, hyphenated)
# =============================================================================================

HOSTEL_REF = "WF-88213"
HOSTEL_STAY = (_dt.date(2026, 11, 19), _dt.date(2026, 11, 23))  # check-in, check-out
ROOM_TYPES = ["mixed-dorm-6", "female-dorm-4", "private-twin", "private-double"]
DORM_PRICE = {0: 22, 1: 24, 2: 22, 3: 24, 4: 31, 5: 33, 6: 23}  # per bed per night, by weekday (Mon=0)
PRIVATE_PRICE = {0: 68, 1: 68, 2: 68, 3: 68, 4: 84, 5: 84, 6: 72}  # per room per night
SOLD_OUT = {("female-dorm-4", "2026-11-21"), ("private-double", "2026-11-27"), ("private-double", "2026-11-28"),
            ("mixed-dorm-6", "2026-11-28")}
EXTRA_PRICES = {"breakfast": 6.50, "towel": 2.00, "padlock": 4.00, "late-checkout": 8.00, "laundry-token": 3.50}


def _nightly(room_type: str, night: _dt.date) -> float:
    wd = night.weekday()
    if room_type == "mixed-dorm-6":
        return DORM_PRICE[wd]
    if room_type == "female-dorm-4":
        return DORM_PRICE[wd] + 3
    if room_type == "private-twin":
        return PRIVATE_PRICE[wd]
    return PRIVATE_PRICE[wd] + 4


def _quote(room_type: str, start: _dt.date, nights: int, guests: int) -> dict[str, Any]:
    rows, free = [], True
    for i in range(nights):
        night = start + _dt.timedelta(days=i)
        if (room_type, str(night)) in SOLD_OUT:
            free = False
        rows.append({"night": str(night), "weekday": night.strftime("%A"), "price_gbp": _nightly(room_type, night)})
    private = room_type.startswith("private")
    if private and guests > 2:
        return {"room_type": room_type, "available": False, "reason": "private rooms sleep at most 2"}
    per_night_total = [r["price_gbp"] * (1 if private else guests) for r in rows]
    quote = {"room_type": room_type, "available": free, "nights": rows, "guests": guests,
             "price_basis": "per room" if private else "per bed", "total_gbp": round(sum(per_night_total), 2)}
    if free and room_type == "mixed-dorm-6":
        quote["dorms_with_space"] = ["Dorm 4", "Dorm 6"] if start >= _dt.date(2026, 11, 22) else ["Dorm 6"]
    if not free:
        quote["sold_out_nights"] = [r["night"] for r in rows if (room_type, r["night"]) in SOLD_OUT]
    return quote


def check_beds(check_in: str, nights: int, room_type: str | None = None, guests: int = 1) -> dict[str, Any]:
    start = _day(check_in)
    if start is None:
        return {"error": f"check_in must be a date like 2026-11-23, got '{check_in}'."}
    if start < _dt.date(2026, 11, 20):
        return {"error": "check_in is in the past; today is Friday 2026-11-20."}
    if not 1 <= int(nights) <= 14:
        return {"error": "nights must be between 1 and 14 (longer stays: ask reception)."}
    types = [room_type] if room_type else ROOM_TYPES
    if room_type and room_type not in ROOM_TYPES:
        return {"error": f"Unknown room_type '{room_type}'. Choose one of {', '.join(ROOM_TYPES)}."}
    return {"check_in": str(start), "check_out": str(start + _dt.timedelta(days=int(nights))),
            "options": [_quote(t, start, int(nights), int(guests)) for t in types], "currency": "GBP"}


def reserve_beds(guest_name: str, check_in: str, nights: int, room_type: str, guests: int = 1,
                 linked_booking: str | None = None) -> dict[str, Any]:
    checked = check_beds(check_in, nights, room_type, guests)
    if "error" in checked:
        return checked
    quote = checked["options"][0]
    if not quote.get("available"):
        return {"error": f"{room_type} is not available for all of those nights: {quote.get('sold_out_nights') or quote.get('reason')}"}
    if linked_booking and linked_booking != HOSTEL_REF:
        return {"error": f"No booking '{linked_booking}' to link to. The current guest's booking is {HOSTEL_REF}."}
    start = _day(check_in)
    ref = f"WF-{88300 + start.day * 3 + int(nights)}"
    result = {"booking_ref": ref, "guest_name": guest_name, "room_type": room_type, "guests": guests,
              "check_in": checked["check_in"], "check_out": checked["check_out"], "total_gbp": quote["total_gbp"],
              "payment": "pay at reception on arrival or at check-out", "status": "confirmed"}
    if linked_booking:
        result["linked_booking"] = linked_booking
        if room_type == "mixed-dorm-6" and start == HOSTEL_STAY[1]:
            result["bed"] = "Dorm 4, bed 4B (same bed, no need to move)"
    return result


def add_extras(booking_ref: str, extras: list[dict[str, Any]]) -> dict[str, Any]:
    if booking_ref != HOSTEL_REF:
        return {"error": f"No checked-in booking '{booking_ref}'. The guest's booking reference is {HOSTEL_REF}."}
    if not extras:
        return {"error": "extras is empty; add at least one item"}
    added = []
    for extra in extras:
        item, qty, day = extra.get("item"), int(extra.get("quantity") or 1), extra.get("date")
        if item not in EXTRA_PRICES:
            return {"error": f"Unknown extra '{item}'. Available: {', '.join(EXTRA_PRICES)}."}
        when = _day(day) if day else None
        if item == "late-checkout" and when not in (None, HOSTEL_STAY[1]):
            return {"error": "Late check-out can only be added for the check-out day, 2026-11-23."}
        if item == "late-checkout":
            when = HOSTEL_STAY[1]
        if item == "breakfast":
            when = when or _dt.date(2026, 11, 21)
            if not (_dt.date(2026, 11, 21) <= when <= HOSTEL_STAY[1]):
                return {"error": "Breakfast can be added for 2026-11-21 to 2026-11-23 (tomorrow's cut-off is 23:00 tonight)."}
        added.append({"item": item, "quantity": qty, "date": str(when) if when else None,
                      "price_gbp": round(EXTRA_PRICES[item] * qty, 2)})
    total = round(sum(a["price_gbp"] for a in added), 2)
    notes = {"late-checkout": "Leave by 13:00 instead of 10:00.", "padlock": "Collect it from reception.",
             "towel": "Collect it from reception.", "laundry-token": "Machines are in the basement, next to the kitchen.",
             "breakfast": "Served 07:30-10:00 in the basement kitchen."}
    return {"booking_ref": booking_ref, "added": added, "added_total_gbp": total,
            "folio_balance_gbp": round(6.50 + total, 2), "notes": [notes[a["item"]] for a in added],
            "payment": "settle the folio at check-out"}


HOSTEL_TOOLS = [
    ToolDef("check-beds", "Availability and nightly prices for a stay. Omit room_type to see every room type.",
            {"type": "object", "properties": {
                "check_in": {"type": "string", "format": "date", "description": "First night, YYYY-MM-DD"},
                "nights": {"type": "integer", "minimum": 1, "maximum": 14},
                "room_type": {"type": "string", "enum": ROOM_TYPES},
                "guests": {"type": "integer", "minimum": 1, "default": 1}},
             "required": ["check_in", "nights"]}, check_beds),
    ToolDef("reserve-beds", "Make a new room/bed booking. To extend the current guest's stay, pass linked_booking.",
            {"type": "object", "properties": {
                "guest_name": {"type": "string", "description": "Lead guest's full name"},
                "check_in": {"type": "string", "format": "date"},
                "nights": {"type": "integer", "minimum": 1, "maximum": 14},
                "room_type": {"type": "string", "enum": ROOM_TYPES},
                "guests": {"type": "integer", "minimum": 1, "default": 1},
                "linked_booking": {"anyOf": [{"type": "string"}, {"type": "null"}],
                                   "description": "Existing booking this extends (keeps the same bed when possible), or null"}},
             "required": ["guest_name", "check_in", "nights", "room_type"]}, reserve_beds, act=True),
    ToolDef("add-extras", "Add paid extras to a checked-in guest's folio (paid at check-out).",
            {"type": "object", "properties": {
                "booking_ref": {"type": "string"},
                "extras": {"type": "array", "items": {"$ref": "#/$defs/extra"}}},
             "required": ["booking_ref", "extras"], "additionalProperties": False,
             "$defs": {"extra": {"type": "object", "properties": {
                 "item": {"type": "string", "enum": list(EXTRA_PRICES)},
                 "quantity": {"type": "integer"},
                 "date": {"type": ["string", "null"], "description": "YYYY-MM-DD for breakfast and late-checkout; null for other items"}},
                 "required": ["item", "quantity", "date"], "additionalProperties": False}}},
            add_extras, act=True, strict=True),
]

HOSTEL_INSTRUCTIONS = """You are the digital front desk of The Wandering Fox Hostel, 14 Cowgate, Edinburgh.
Today is Friday 20 November 2026, 22:30.

You are chatting with a checked-in guest: Tomás Ribeiro, booking WF-88213, bed 4B in Dorm 4 (6-bed mixed dorm, room type mixed-dorm-6).
His stay: check-in Thursday 19 November, check-out Monday 23 November 2026 (4 nights, paid in full).
Extras already on his folio: breakfast on 19 November (£6.50).

House information:
- Reception is staffed 24 hours. Quiet hours in the dorms: 23:00-07:00.
- Check-out by 10:00. Late check-out until 13:00 costs £8 (extra 'late-checkout' for the check-out date).
- Breakfast 07:30-10:00 in the basement kitchen, £6.50 per person per day; add it by 23:00 the night before.
- Towel rental £2 for the whole stay. Lockers under every bed are free; bring a padlock or buy one from us for £4. Laundry tokens £3.50 per wash.
- Luggage storage is free on your departure day until 20:00 - ask reception for a tag; the luggage room is locked and has CCTV.
- Wi-Fi: network FoxDen, password burrow2026.
- Extras go on the guest's folio and are paid at check-out.
- To extend this guest's stay, book with reserve-beds and linked_booking WF-88213 so he keeps his bed where possible.
- Always tell the guest the total price of a room booking."""


# =============================================================================================
# 4. hearing_clinic: ClearSound Hearing Clinic patient assistant (5 tools, snake_case)
# =============================================================================================

CLINIC_NOW = _dt.datetime(2027, 1, 14, 9, 40)
APPOINTMENT_INFO = {"hearing_test": (60, 0), "aid_adjustment": (30, 0), "wax_removal": (30, 45), "repair_dropoff": (15, 0)}
CLINIC_SLOTS = [
    ("HT-0119-1000", "hearing_test", "2027-01-19T10:00", "Dr Helen Okafor"),
    ("HT-0121-1400", "hearing_test", "2027-01-21T14:00", "Dr Helen Okafor"),
    ("HT-0126-0900", "hearing_test", "2027-01-26T09:00", "Dr Helen Okafor"),
    ("AD-0115-1000", "aid_adjustment", "2027-01-15T10:00", "Sam Whitfield"),
    ("AD-0120-1600", "aid_adjustment", "2027-01-20T16:00", "Sam Whitfield"),
    ("AD-0122-1130", "aid_adjustment", "2027-01-22T11:30", "Dr Helen Okafor"),
    ("AD-0126-0930", "aid_adjustment", "2027-01-26T09:30", "Sam Whitfield"),
    ("WX-0114-0915", "wax_removal", "2027-01-14T09:15", "Sam Whitfield"),
    ("WX-0115-1130", "wax_removal", "2027-01-15T11:30", "Sam Whitfield"),
    ("WX-0118-1500", "wax_removal", "2027-01-18T15:00", "Sam Whitfield"),
    ("WX-0122-0930", "wax_removal", "2027-01-22T09:30", "Dr Helen Okafor"),
    ("RD-0114-1500", "repair_dropoff", "2027-01-14T15:00", "Sam Whitfield"),
    ("RD-0115-0900", "repair_dropoff", "2027-01-15T09:00", "Sam Whitfield"),
]
PATIENT_APPOINTMENTS = {"APT-9902": {"type": "aid_adjustment", "start": "2027-02-02T10:30", "clinician": "Sam Whitfield"}}
DEVICES = {"AV7-55120": "left", "AV7-55121": "right"}


def _slot_view(slot: tuple[str, str, str, str]) -> dict[str, Any]:
    slot_id, kind, start, clinician = slot
    when = _dt.datetime.fromisoformat(start)
    return {"slot_id": slot_id, "start": start, "weekday": when.strftime("%A"), "clinician": clinician}


def get_available_slots(appointment_type: str, from_date: str | None = None, clinician: str | None = None) -> dict[str, Any]:
    if appointment_type not in APPOINTMENT_INFO:
        return {"error": f"Unknown appointment_type '{appointment_type}'. Use one of {', '.join(APPOINTMENT_INFO)}."}
    start = _day(from_date) if from_date else CLINIC_NOW.date()
    if start is None:
        return {"error": f"from_date must be YYYY-MM-DD, got '{from_date}'."}
    rows = []
    for slot in CLINIC_SLOTS:
        when = _dt.datetime.fromisoformat(slot[2])
        if slot[1] != appointment_type or when.date() < start or when < CLINIC_NOW:
            continue
        if clinician and clinician.lower().replace("dr ", "").strip() not in slot[3].lower():
            continue
        rows.append(_slot_view(slot))
    minutes, price = APPOINTMENT_INFO[appointment_type]
    return {"appointment_type": appointment_type, "duration_min": minutes, "price_gbp": price,
            "from_date": str(start), "clinician": clinician, "slots": rows,
            "note": "Showing bookable slots in the next two weeks." if rows else "No slots match; try another clinician or date."}


def book_appointment(slot_id: str, appointment_type: str, notes: str | None) -> dict[str, Any]:
    slot = next((s for s in CLINIC_SLOTS if s[0] == slot_id), None)
    if slot is None:
        return {"error": f"No slot '{slot_id}'. Use get_available_slots to see current slot ids."}
    if slot[1] != appointment_type:
        return {"error": f"Slot {slot_id} is a {slot[1]} slot, not {appointment_type}."}
    if _dt.datetime.fromisoformat(slot[2]) < CLINIC_NOW:
        return {"error": f"Slot {slot_id} has already passed."}
    minutes, price = APPOINTMENT_INFO[slot[1]]
    return {"appointment_id": f"APT-{9903 + CLINIC_SLOTS.index(slot)}", "status": "booked", "patient_id": "P-30517",
            **_slot_view(slot), "appointment_type": slot[1], "duration_min": minutes, "price_gbp": price,
            "location": "ClearSound, 22 Market Street, Harrogate HG1 2AB", "notes": notes,
            "reminder": "SMS reminder the day before"}


def cancel_appointment(appointment_id: str, reason: str | None = None) -> dict[str, Any]:
    appt = PATIENT_APPOINTMENTS.get(appointment_id)
    if appt is None:
        return {"error": f"No upcoming appointment '{appointment_id}' for patient P-30517. Her upcoming appointment is APT-9902."}
    start = _dt.datetime.fromisoformat(appt["start"])
    fee = 25 if start - CLINIC_NOW < _dt.timedelta(hours=24) else 0
    return {"appointment_id": appointment_id, "status": "cancelled", **appt, "late_cancellation_fee_gbp": fee, "reason": reason}


def order_batteries(size: str, packs: int, delivery: str) -> dict[str, Any]:
    if str(size) not in ("10", "13", "312", "675"):
        return {"error": f"Unknown battery size '{size}'. Sizes: 10, 13, 312, 675."}
    if not 1 <= int(packs) <= 10:
        return {"error": "packs must be between 1 and 10"}
    note = ("Margaret's Auralis Vive 7 aids take size 312." if str(size) != "312" else None)
    eta = {"post": "free Royal Mail delivery, expected Monday 18 January 2027",
           "collect": "ready at reception from Friday 15 January 2027"}.get(delivery)
    if eta is None:
        return {"error": "delivery must be 'post' or 'collect'"}
    return {"order_id": f"BAT-{int(packs) * 1000 + int(size) % 1000}", "size": str(size), "packs": int(packs),
            "batteries": int(packs) * 60, "total_gbp": 15 * int(packs), "delivery": delivery, "eta": eta,
            "warning": note, "payment": "card on file ending 3318"}


def request_repair(device: dict[str, Any], issue: str, loaner_needed: bool, details: str | None = None) -> dict[str, Any]:
    serial, ear = str(device.get("serial", "")), device.get("ear")
    if serial not in DEVICES:
        return {"error": f"Serial '{serial}' is not one of this patient's aids (left AV7-55120, right AV7-55121)."}
    if DEVICES[serial] != ear:
        return {"error": f"Serial {serial} is the {DEVICES[serial]} aid, not the {ear} one."}
    return {"repair_id": f"RP-{serial[-5:]}-{len(issue)}", "device": {"serial": serial, "ear": ear, "model": "Auralis Vive 7 RIC"},
            "issue": issue, "details": details, "under_warranty": True, "warranty_until": "2027-06-18", "cost_gbp": 0,
            "loaner": "loaner aid reserved, collect it when you drop your aid off" if loaner_needed else None,
            "next_step": "Drop the aid at reception (Mon-Fri 09:00-17:00) or post it with the freepost bag we are sending; "
                         "turnaround 7-10 working days."}


HEARING_TOOLS = [
    ToolDef("get_available_slots", "Free appointment slots at the clinic from a date on.",
            {"type": "object", "properties": {
                "appointment_type": {"type": "string", "enum": list(APPOINTMENT_INFO)},
                "from_date": {"type": "string", "format": "date", "description": "YYYY-MM-DD; default today"},
                "clinician": {"anyOf": [{"type": "string", "enum": ["Dr Helen Okafor", "Sam Whitfield"]}, {"type": "null"}],
                              "description": "Only this clinician, or null for anyone"}},
             "required": ["appointment_type"]}, get_available_slots),
    ToolDef("book_appointment", "Book the patient into a free slot.",
            {"type": "object", "properties": {
                "slot_id": {"type": "string"},
                "appointment_type": {"type": "string", "enum": list(APPOINTMENT_INFO)},
                "notes": {"type": ["string", "null"], "description": "Anything the clinician should know, or null"}},
             "required": ["slot_id", "appointment_type", "notes"], "additionalProperties": False},
            book_appointment, act=True, strict=True),
    ToolDef("cancel_appointment", "Cancel one of the patient's upcoming appointments.",
            {"type": "object", "properties": {
                "appointment_id": {"type": "string"},
                "reason": {"type": ["string", "null"]}},
             "required": ["appointment_id"]}, cancel_appointment, act=True),
    ToolDef("order_batteries", "Order hearing aid batteries (packs of 60).",
            {"type": "object", "properties": {
                "size": {"type": "string", "enum": ["10", "13", "312", "675"]},
                "packs": {"type": "integer", "minimum": 1, "maximum": 10},
                "delivery": {"type": "string", "enum": ["post", "collect"]}},
             "required": ["size", "packs", "delivery"]}, order_batteries, act=True),
    ToolDef("request_repair", "Open a repair for one hearing aid.",
            {"type": "object", "properties": {
                "device": {"$ref": "#/$defs/device"},
                "issue": {"type": "string", "enum": ["no_sound", "weak_sound", "whistling", "crackling", "bluetooth",
                                                     "physical_damage", "other"]},
                "details": {"anyOf": [{"type": "string"}, {"type": "null"}]},
                "loaner_needed": {"type": "boolean"}},
             "required": ["device", "issue", "loaner_needed"],
             "$defs": {"device": {"type": "object", "properties": {
                 "serial": {"type": "string"}, "ear": {"type": "string", "enum": ["left", "right"]}},
                 "required": ["serial", "ear"]}}},
            request_repair, act=True),
]

HEARING_INSTRUCTIONS = """You are the patient assistant of ClearSound Hearing Clinic, 22 Market Street, Harrogate HG1 2AB.
Today is Thursday 14 January 2027, 09:40.

Patient signed in: Margaret Doyle (patient id P-30517).
Her hearing aids: Auralis Vive 7 RIC (receiver-in-canal), left serial AV7-55120, right serial AV7-55121, fitted 18 June 2024.
Warranty: 3 years from fitting, until 18 June 2027. They take size 312 batteries.
Her audiologist is Dr Helen Okafor; hearing aid technician Sam Whitfield.
Upcoming appointment: aid_adjustment with Sam Whitfield on Tuesday 2 February 2027 at 10:30 (appointment id APT-9902).
Last hearing test: 20 January 2026.

Clinic policies:
- Open Monday to Friday 09:00-17:00.
- Appointment types: hearing_test (60 min, free for ClearSound patients once a year), aid_adjustment (30 min, free), wax_removal (30 min, £45, microsuction), repair_dropoff (15 min, free).
- We recommend a full hearing test every 12 months.
- Drop-in cleaning and tube/dome changes: free, Tuesdays 14:00-16:00, no appointment needed.
- Batteries: £15 per pack of 60, posted free (2-3 working days) or collected from reception the next working day.
- Repairs: free while under warranty; £85 flat fee after the warranty ends. A free loaner aid is available during any repair.
- Cancelling with less than 24 hours' notice costs £25.
Speak plainly and warmly; many patients are older."""


# =============================================================================================
# 5. language_test: Northbridge English Testing Centre (5 tools, PascalCase)
# =============================================================================================

CANDIDATE = {"candidate_number": "C-448120", "full_name": "Wei Zhang", "passport_last4": "7731"}
TEST_SESSIONS = {
    "ELT-AC-C-1212": ("academic", "computer", "2026-12-12", "09:00", 0),
    "ELT-AC-C-0107": ("academic", "computer", "2027-01-07", "09:00", 6),
    "ELT-AC-C-0114": ("academic", "computer", "2027-01-14", "09:00", 0),
    "ELT-AC-C-0123": ("academic", "computer", "2027-01-23", "13:00", 11),
    "ELT-AC-P-0109": ("academic", "paper", "2027-01-09", "09:00", 8),
    "ELT-AC-P-0130": ("academic", "paper", "2027-01-30", "09:00", 14),
    "ELT-GT-P-0116": ("general_training", "paper", "2027-01-16", "09:00", 4),
    "ELT-GT-P-0130": ("general_training", "paper", "2027-01-30", "09:00", 9),
    "ELT-GT-C-0121": ("general_training", "computer", "2027-01-21", "13:00", 7),
    "ELT-LS-B1-0112": ("life_skills_b1", "paper", "2027-01-12", "10:00", 5),
    "ELT-AC-C-0204": ("academic", "computer", "2027-02-04", "09:00", 10),
    "ELT-AC-C-0220": ("academic", "computer", "2027-02-20", "13:00", 12),
    "ELT-AC-P-0213": ("academic", "paper", "2027-02-13", "09:00", 16),
    "ELT-GT-P-0213": ("general_training", "paper", "2027-02-13", "09:00", 15),
}
TEST_RESULTS = {
    "TR-2026-0917": {"test_reference": "TR-2026-0917", "module": "general_training", "delivery": "paper",
                     "test_date": "2026-09-19", "results_issued": "2026-10-09", "listening": 7.0, "reading": 6.5,
                     "writing": 5.5, "speaking": 6.5, "overall": 6.5, "remark_deadline": "2026-11-20",
                     "trf_valid_until": "2028-09-19"},
}


def _session_view(session_id: str) -> dict[str, Any]:
    module, delivery, day, start, seats = TEST_SESSIONS[session_id]
    when = _dt.date.fromisoformat(day)
    results = when + _dt.timedelta(days=5 if delivery == "computer" else 13)
    fee = 150 if module == "life_skills_b1" else 195
    return {"session_id": session_id, "module": module, "delivery": delivery, "date": day, "weekday": when.strftime("%A"),
            "start": start, "seats_left": seats, "fee_gbp": fee, "results_by": str(results)}


def find_test_dates(module: str, month: str, delivery: str | None = None) -> dict[str, Any]:
    if not re.fullmatch(r"\d{4}-\d{2}", str(month)):
        return {"error": f"month must be YYYY-MM, got '{month}'."}
    rows = [_session_view(k) for k, v in TEST_SESSIONS.items()
            if v[0] == module and v[2].startswith(month) and (delivery is None or v[1] == delivery)]
    if not rows:
        return {"module": module, "delivery": delivery, "month": month, "sessions": [],
                "note": "No sessions released for that month yet; sessions are released up to 3 months ahead."}
    return {"module": module, "delivery": delivery, "month": month, "sessions": rows,
            "note": "Speaking tests are scheduled separately, up to 7 days either side; you get an email with the time."}


def book_test(candidate: dict[str, Any], session_id: str, accommodations: list[str]) -> dict[str, Any]:
    if candidate.get("candidate_number") != CANDIDATE["candidate_number"]:
        return {"error": f"Candidate number '{candidate.get('candidate_number')}' is not this account's (C-448120)."}
    if candidate.get("passport_last4") != CANDIDATE["passport_last4"]:
        return {"error": "Passport digits do not match the passport on file; the ID used on test day must match registration."}
    if session_id not in TEST_SESSIONS:
        return {"error": f"No session '{session_id}'. Use FindTestDates to get session ids."}
    view = _session_view(session_id)
    if view["seats_left"] == 0:
        return {"error": f"Session {session_id} on {view['date']} is full."}
    return {"booking_ref": f"BK-{61008 + list(TEST_SESSIONS).index(session_id)}", "status": "confirmed", **view,
            "candidate": {**CANDIDATE, "full_name": candidate.get("full_name") or CANDIDATE["full_name"]},
            "accommodations": [a for a in accommodations if a != "none"],
            "payment": f"£{view['fee_gbp']} charged to card ending 0042",
            "speaking_test": "time sent by email within 48 hours"}


def get_results(candidate_number: str, test_reference: str | None = None) -> dict[str, Any]:
    if candidate_number != CANDIDATE["candidate_number"]:
        return {"error": f"No results for candidate '{candidate_number}'. This account's candidate number is C-448120."}
    if test_reference and test_reference not in TEST_RESULTS:
        return {"error": f"No test '{test_reference}' for C-448120. Known tests: {', '.join(TEST_RESULTS)}."}
    rows = [TEST_RESULTS[test_reference]] if test_reference else list(TEST_RESULTS.values())
    return {"candidate_number": candidate_number, "results": rows}


def request_remark(test_reference: str, components: list[str], pay_with: str = "card_on_file") -> dict[str, Any]:
    result = TEST_RESULTS.get(test_reference)
    if result is None:
        return {"error": f"No test '{test_reference}'. Known tests for C-448120: TR-2026-0917."}
    if not components:
        return {"error": "Choose at least one component: listening, reading, writing, speaking."}
    return {"enquiry_id": "EOR-30552", "test_reference": test_reference, "components": components,
            "current_bands": {c: result[c] for c in components if c in result}, "fee_gbp": 110,
            "paid_with": "card ending 0042" if pay_with == "card_on_file" else "invoice emailed, due in 7 days",
            "refund_rule": "£110 refunded in full if any band score goes up", "outcome_expected_by": "2026-12-07"}


def cancel_booking(booking_ref: str, reason: str, evidence_provided: bool = False) -> dict[str, Any]:
    if booking_ref != "BK-61007":
        return {"error": f"No booking '{booking_ref}'. The current booking is BK-61007 (Academic, 12 December 2026)."}
    if reason == "medical":
        refund = {"refund_gbp": 195, "refund_status": "full refund once a medical certificate is received (within 5 days, "
                                                      "upload at northbridge-elts.co.uk/evidence)" if not evidence_provided
                  else "full refund; certificate will be checked, refund to card ending 0042 in 5-10 working days"}
    else:
        refund = {"refund_gbp": 0, "refund_status": "no refund: cancelled within 5 weeks of the test date"}
    return {"booking_ref": booking_ref, "status": "cancelled", "test": "ELTS Academic, computer, 2026-12-12 09:00",
            "reason": reason, **refund}


SESSION_MODULE = {"type": "string", "enum": ["academic", "general_training", "life_skills_b1"]}

TEST_TOOLS = [
    ToolDef("FindTestDates", "Test sessions at the centre for one month.",
            {"type": "object", "properties": {
                "module": SESSION_MODULE,
                "month": {"type": "string", "pattern": "^\\d{4}-\\d{2}$", "description": "YYYY-MM"},
                "delivery": {"type": "string", "enum": ["computer", "paper"], "description": "Omit for both"}},
             "required": ["module", "month"]}, find_test_dates),
    ToolDef("BookTest", "Book a candidate onto a test session and charge the fee to the card on file.",
            {"type": "object", "properties": {
                "candidate": {"$ref": "#/$defs/candidate"},
                "session_id": {"type": "string"},
                "accommodations": {"type": "array", "items": {"type": "string", "enum": ["extra_time", "large_print",
                                                                                         "separate_room", "assistive_software"]},
                                   "description": "Empty list when none are needed"}},
             "required": ["candidate", "session_id", "accommodations"], "additionalProperties": False,
             "$defs": {"candidate": {"type": "object", "properties": {
                 "candidate_number": {"type": "string"}, "full_name": {"type": "string"},
                 "passport_last4": {"type": "string", "description": "Last 4 digits of the passport used to register"}},
                 "required": ["candidate_number", "full_name", "passport_last4"], "additionalProperties": False}}},
            book_test, act=True, strict=True),
    ToolDef("GetResults", "A candidate's published test results (band per component and overall).",
            {"type": "object", "properties": {
                "candidate_number": {"type": "string"},
                "test_reference": {"type": ["string", "null"], "description": "One test, or null for all"}},
             "required": ["candidate_number"]}, get_results),
    ToolDef("RequestRemark", "Open an Enquiry on Results (remark) for chosen components of a test.",
            {"type": "object", "properties": {
                "test_reference": {"type": "string"},
                "components": {"type": "array", "minItems": 1, "uniqueItems": True,
                               "items": {"type": "string", "enum": ["listening", "reading", "writing", "speaking"]}},
                "pay_with": {"type": "string", "enum": ["card_on_file", "invoice"]}},
             "required": ["test_reference", "components"]}, request_remark, act=True),
    ToolDef("CancelBooking", "Cancel a test booking. Refund follows the centre's policy.",
            {"type": "object", "properties": {
                "booking_ref": {"type": "string"},
                "reason": {"type": "string", "enum": ["medical", "personal", "other"]},
                "evidence_provided": {"type": "boolean", "description": "A medical certificate is available"}},
             "required": ["booking_ref", "reason"]}, cancel_booking, act=True),
]

TEST_INSTRUCTIONS = """You are the booking assistant of Northbridge English Testing Centre, 3rd floor, 40 Oxford Road, Manchester M1 5QA.
We run ELTS (English Language Testing System) exams: Academic, General Training and Life Skills B1.
Today is Monday 16 November 2026, 14:20.

Logged-in candidate: Wei Zhang, candidate number C-448120, passport ending 7731, payment card on file ending 0042.
Current booking: BK-61007 - ELTS Academic, computer-delivered, Saturday 12 December 2026 at 09:00 (speaking test Friday 11 December at 15:20).
Previous test: TR-2026-0917 - ELTS General Training, paper-based, 19 September 2026.

Centre rules:
- Fees: Academic and General Training £195; Life Skills B1 £150.
- Results: computer-delivered 3-5 days after the test; paper-based 13 days after.
- Transfer to another date: only if requested more than 5 weeks before the test date; £50 admin fee.
- Cancellation: more than 5 weeks before the test, refund minus a 25% admin fee; within 5 weeks, no refund, except serious illness with a medical certificate sent within 5 days of the test date (full refund).
- Enquiry on Results (remark): within 6 weeks of the results date, £110 per enquiry (choose any components), refunded in full if any band goes up.
- Test day: bring the same passport used to register and arrive 30 minutes before the start time; no watches or phones in the exam room.
- Special arrangements (extra time, large print, separate room, assistive software) need a medical letter 6 weeks before the test."""


DOMAINS = [
    Domain("podcast_hosting", PODCAST_TOOLS, PODCAST_INSTRUCTIONS),
    Domain("lost_property", LOST_TOOLS, LOST_INSTRUCTIONS),
    Domain("hostel_desk", HOSTEL_TOOLS, HOSTEL_INSTRUCTIONS),
    Domain("hearing_clinic", HEARING_TOOLS, HEARING_INSTRUCTIONS),
    Domain("language_test", TEST_TOOLS, TEST_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================

ONCE = said("once", "one download", "1 download", "single download", "only one", "as one", "as 1", "just one")
EIGHT_PM = ("20:00", "8pm", "8 pm", "8:00pm", "8:00 pm", "8 p.m.", "8.00pm", "8.00 pm")

CASES = [
    # ---------------------------------------------------------------- podcast_hosting (12)
    Case("fo_pod_country_de", "podcast_hosting", "direct", [
        Turn("how many downloads did the allotment hour get in germany last month",
             calls=[ExpectCall("getDownloadsByCountry", {"showId": "allotment-hour", "country": "DE", "month": "2026-11"})],
             answer_has=[said_number(212)]),
    ], features=("iso_code", "date", "8_tools")),
    Case("fo_pod_schedule_draft", "podcast_hosting", "direct", [
        Turn("schedule ep_ns_043 for fri 6am, dont notify subscribers this time",
             calls=[ExpectCall("scheduleEpisode", {"episodeId": "ep_ns_043", "publishAt": at("2026-12-11", "06:00"),
                                                   "notifySubscribers": boolean(False)})],
             allow=["listEpisodes"]),
    ], features=("date", "boolean", "strict", "8_tools")),
    Case("fo_pod_slots_polite", "podcast_hosting", "polite", [
        Turn("Hi there! Could you please check which sponsor slots are still open on Night Shift Stories for January? Thanks so much 🙏",
             calls=[ExpectCall("listSponsorSlots", {"showId": "ns-stories", "month": "2027-01"})],
             answer_has=[said("pre-roll", "pre roll", "preroll"), said("mid-roll", "mid roll", "midroll")]),
    ], features=("nullable_type_list", "date", "8_tools")),
    Case("fo_pod_book_sponsor_polite", "podcast_hosting", "polite", [
        Turn("Would you mind booking the January mid-roll on Night Shift Stories for Hearthstone Coffee at whatever the listed CPM is, "
             "capped at twenty thousand impressions? Thank you!",
             calls=[ExpectCall("listSponsorSlots", {"showId": "ns-stories"}),
                    ExpectCall("bookSponsorSlot", {"slotId": "slot-ns-2701-mid", "sponsorName": contains("Hearthstone"),
                                                   "cpm": number(25), "maxImpressions": number(20000)})],
             answer_has=[said("confirmed", "booked")]),
    ], features=("number_words", "number", "strict", "8_tools")),
    Case("fo_pod_payout_indirect", "podcast_hosting", "indirect", [
        Turn("still nothing in my bank from you guys this month?? thought you paid monthly",
             calls=[ExpectCall("getPayouts")],
             answer_has=[said_number(61.4), said_number(15)]),
    ], features=("8_tools",)),
    Case("fo_pod_unpublish_and_schedule", "podcast_hosting", "multi_intent", [
        Turn("pull tunnel 9 off the feed, and schedule static on channel 4 for monday 7am instead - with the subscriber notification on",
             calls=[ExpectCall("listEpisodes", {"showId": "ns-stories"}),
                    ExpectCall("unpublishEpisode", {"episodeId": "ep_ns_042"}),
                    ExpectCall("scheduleEpisode", {"episodeId": "ep_ns_043", "publishAt": at("2026-12-14", "07:00"),
                                                   "notifySubscribers": boolean(True)})]),
    ], features=("date", "strict", "8_tools")),
    Case("fo_pod_two_stats", "podcast_hosting", "multi_intent", [
        Turn("whats the all-time download count for leaf mould magic? and how many US downloads did the allotment hour get in october",
             calls=[ExpectCall("listEpisodes", {"showId": "allotment-hour"}),
                    ExpectCall("getEpisodeStats", {"episodeId": "ep_ah_017", "period": "all"}),
                    ExpectCall("getDownloadsByCountry", {"showId": "allotment-hour", "country": "US", "month": "2026-10"})],
             answer_has=[said_number(1204), said_number(351)]),
    ], features=("enum", "iso_code", "8_tools")),
    Case("fo_pod_download_rule", "podcast_hosting", "no_tool", [
        Turn("quick q - if the same person plays an episode 3 times in one day does that count as 3 downloads?",
             answer_has=[ONCE]),
    ], features=("8_tools",)),
    Case("fo_pod_schedule_which", "podcast_hosting", "underspecified", [
        Turn("schedule the new episode for thursday morning",
             allow=["listEpisodes"], clarify=True),
    ], features=("8_tools",)),
    Case("fo_pod_week_stats_chain", "podcast_hosting", "chained", [
        Turn("hows tunnel 9 doing this week?",
             calls=[ExpectCall("listEpisodes", {"showId": "ns-stories"}),
                    ExpectCall("getEpisodeStats", {"episodeId": "ep_ns_042", "period": "7d"})],
             answer_has=[said_number(2104)]),
    ], features=("enum", "8_tools")),
    Case("fo_pod_tag_garlic", "podcast_hosting", "chained", [
        Turn("find the allotment hour ep about garlic and tag it garlic, winter veg and planting",
             calls=[ExpectCall("listEpisodes", {"showId": "allotment-hour"}),
                    ExpectCall("updateEpisode", {"episodeId": "ep_ah_018",
                                                 "changes": fields(tags=has_items("garlic", "winter veg", "planting"))})]),
    ], features=("nested", "array", "nullable_anyof", "8_tools")),
    Case("fo_pod_push_back", "podcast_hosting", "multi_turn", [
        Turn("whats going out next on night shift stories?",
             calls=[ExpectCall("listEpisodes", {"showId": "ns-stories"})],
             answer_has=[said("Night Porter")]),
        Turn("push it back a week, same time",
             calls=[ExpectCall("scheduleEpisode", {"episodeId": "ep_ns_044", "publishAt": at("2026-12-22", "06:00")})],
             allow=["listEpisodes"]),
        Turn("cool. how many US downloads did that show get in november btw",
             calls=[ExpectCall("getDownloadsByCountry", {"showId": "ns-stories", "country": "US", "month": "2026-11"})],
             answer_has=[said_number(2874)]),
    ], features=("date", "iso_code", "strict", "8_tools")),

    # ---------------------------------------------------------------- lost_property (6)
    Case("fo_lost_brolly", "lost_property", "indirect", [
        Turn("ugh left my brolly on the 42 last night 😩 black one w a wooden handle",
             calls=[ExpectCall("search_found_items", {"category": "umbrella", "lost_on": date("2026-12-01")})],
             answer_has=[said("LP-20431")]),
    ], features=("enum", "date", "1_tool")),
    Case("fo_lost_phone_since", "lost_property", "direct", [
        Turn("any phones handed in from the 42 bus since sunday?",
             calls=[ExpectCall("search_found_items", {"category": "phone", "lost_on": date("2026-11-29"),
                                                      "route": matches("^(bus\\s*)?42$")})],
             answer_has=[said("LP-20440")]),
    ], features=("enum", "date", "nullable_anyof", "1_tool")),
    Case("fo_lost_collect_rules", "lost_property", "no_tool", [
        Turn("what do i need to bring to pick something up, and do u charge for it?",
             answer_has=[said("photo ID", "photographic ID", "ID"), said_number(3)]),
    ], features=("1_tool",)),
    Case("fo_lost_keys_and_hours", "lost_property", "multi_intent", [
        Turn("did anyone hand in keys from the T1 tram yesterday? also what time do u close today",
             calls=[ExpectCall("search_found_items", {"category": "keys", "lost_on": date("2026-12-01"),
                                                      "route": matches("^(tram\\s*)?T1$")})],
             answer_has=[said("LP-20460"), said("18:00", "6pm", "6 pm", "6:00pm", "6:00 pm", "6 p.m.", "6.00pm", "6.00 pm")]),
    ], features=("enum", "date", "1_tool")),
    Case("fo_lost_what_item", "lost_property", "underspecified", [
        Turn("hi, i lost something on the tram last week, can u check if its there",
             clarify=True),
    ], features=("1_tool",)),
    Case("fo_lost_wallet_post", "lost_property", "multi_turn", [
        Turn("has a brown wallet been handed in? dropped it on the number 7 on saturday",
             calls=[ExpectCall("search_found_items", {"category": "wallet_purse", "lost_on": date("2026-11-28")})],
             answer_has=[said("LP-20455")]),
        Turn("thats it!! initials JM. can you post it to me? i live in york now",
             answer_has=[said_number(6.5)]),
    ], features=("enum", "date", "1_tool")),

    # ---------------------------------------------------------------- hostel_desk (9)
    Case("fo_hostel_laundry", "hostel_desk", "direct", [
        Turn("add 2 laundry tokens to my bill",
             calls=[ExpectCall("add-extras", {"booking_ref": "WF-88213",
                                              "extras": items(fields(item="laundry-token", quantity=2))})],
             answer_has=[said_number(7)]),
    ], features=("ref", "array", "strict", "hyphen_names")),
    Case("fo_hostel_late_checkout", "hostel_desk", "polite", [
        Turn("hiya, would it be at all possible to have a late checkout on monday please? thank you so much x",
             calls=[ExpectCall("add-extras", {"booking_ref": "WF-88213",
                                              "extras": has_items(fields(item="late-checkout", date=date("2026-11-23")))})],
             answer_has=[said("13:00", "1pm", "1 pm", "1:00pm", "1:00 pm", "1 p.m.", "1.00pm", "1.00 pm")]),
    ], features=("ref", "date", "strict", "hyphen_names")),
    Case("fo_hostel_mate_beds", "hostel_desk", "indirect", [
        Turn("my mate's flight got moved, he lands sunday night now and needs somewhere for 2 nights. any space in my dorm?",
             calls=[ExpectCall("check-beds", {"check_in": date("2026-11-22"), "nights": 2})],
             forbid=["reserve-beds"],
             answer_has=[said("Dorm 4", "your dorm", "same dorm", "your room")]),
    ], features=("date", "number_words", "hyphen_names")),
    Case("fo_hostel_breakfast", "hostel_desk", "indirect", [
        Turn("gonna be starving when i wake up tomorrow lol, can u sort the breakfast thing for me",
             calls=[ExpectCall("add-extras", {"booking_ref": "WF-88213",
                                              "extras": has_items(fields(item="breakfast", quantity=1, date=date("2026-11-21")))})]),
    ], features=("ref", "date", "strict", "hyphen_names")),
    Case("fo_hostel_padlock_wifi", "hostel_desk", "multi_intent", [
        Turn("stick a padlock on my tab pls, also whats the wifi password again",
             calls=[ExpectCall("add-extras", {"booking_ref": "WF-88213",
                                              "extras": items(fields(item="padlock", quantity=1))})],
             answer_has=[said("burrow2026")]),
    ], features=("ref", "strict", "hyphen_names")),
    Case("fo_hostel_luggage", "hostel_desk", "no_tool", [
        Turn("my train's not til 6pm on monday, what do i do with my big backpack after i check out?",
             answer_has=[said("free"), said(*EIGHT_PM)]),
    ], features=("hyphen_names",)),
    Case("fo_hostel_stay_longer", "hostel_desk", "underspecified", [
        Turn("i think i wanna stay a bit longer",
             allow=["check-beds"], clarify=True),
    ], features=("hyphen_names",)),
    Case("fo_hostel_conditional_extend", "hostel_desk", "chained", [
        Turn("if there's a bed in my dorm for mon and tues night and it's under 25 quid a night, just book it",
             calls=[ExpectCall("check-beds", {"check_in": date("2026-11-23"), "nights": 2}),
                    ExpectCall("reserve-beds", {"guest_name": contains("Ribeiro"), "check_in": date("2026-11-23"), "nights": 2,
                                                "room_type": "mixed-dorm-6", "linked_booking": "WF-88213"})],
             answer_has=[said_number(46)]),
    ], features=("date", "condition", "nullable_anyof", "hyphen_names")),
    Case("fo_hostel_private_twin", "hostel_desk", "multi_turn", [
        Turn("how much is a private twin for me + my gf from fri 27th, 3 nights?",
             calls=[ExpectCall("check-beds", {"check_in": date("2026-11-27"), "nights": 3, "room_type": "private-twin"})],
             answer_has=[said_number(240)]),
        Turn("ok go ahead and book it. her name's Ana Costa if u need it",
             calls=[ExpectCall("reserve-beds", {"guest_name": matches("Ribeiro|Costa"), "check_in": date("2026-11-27"),
                                                "nights": 3, "room_type": "private-twin", "guests": 2})],
             allow=["check-beds"]),
    ], features=("date", "enum", "hyphen_names")),

    # ---------------------------------------------------------------- hearing_clinic (9)
    Case("fo_hear_cancel_feb", "hearing_clinic", "direct", [
        Turn("cancel my appointment on feb 2nd",
             calls=[ExpectCall("cancel_appointment", {"appointment_id": "APT-9902"})],
             answer_has=[said("cancel")]),
    ], features=("nullable_type_list",)),
    Case("fo_hear_batteries_polite", "hearing_clinic", "polite", [
        Turn("Good morning dear, would you be so kind as to send me two more packets of batteries? Many thanks, Margaret",
             calls=[ExpectCall("order_batteries", {"size": "312", "packs": 2, "delivery": "post"})],
             answer_has=[said_number(30)]),
    ], features=("enum", "number_words")),
    Case("fo_hear_tuneup_wedding", "hearing_clinic", "indirect", [
        Turn("my grandson's wedding is on the 23rd and i want to hear the speeches properly. can i get my aids tuned up before then? mornings suit me best",
             calls=[ExpectCall("get_available_slots", {"appointment_type": "aid_adjustment"})],
             forbid=["book_appointment"],
             answer_has=[said_number(15)]),
    ], features=("enum", "nullable_anyof", "date")),
    Case("fo_hear_repair_cost", "hearing_clinic", "multi_intent", [
        Turn("my left one has started crackling, can you log a repair? i'll need a spare while it's away. and will i have to pay for it?",
             calls=[ExpectCall("request_repair", {"device": fields(serial="AV7-55120", ear="left"), "issue": "crackling",
                                                  "loaner_needed": boolean(True)})],
             answer_has=[said("free", "no charge", "£0", "covered", "no cost", "won't have to pay", "will not have to pay",
                              "won't need to pay", "nothing to pay")]),
    ], features=("ref", "nested", "enum", "boolean")),
    Case("fo_hear_cleaning", "hearing_clinic", "no_tool", [
        Turn("can i just pop in to get them cleaned or do i need to book",
             forbid=["book_appointment"],
             answer_has=[said("Tuesday")]),
    ]),
    Case("fo_hear_how_often", "hearing_clinic", "no_tool", [
        Turn("how often am i meant to get my hearing checked? and when did i last have one",
             answer_has=[said("12 months", "every year", "once a year", "annually", "yearly", "each year", "twelve months"),
                         said("January 2026", "20 January", "20th January", "Jan 2026", "January 20", "20/01/2026")]),
    ]),
    Case("fo_hear_book_what", "hearing_clinic", "underspecified", [
        Turn("can you book me in for next tuesday please",
             allow=["get_available_slots"], clarify=True),
    ]),
    Case("fo_hear_first_wax", "hearing_clinic", "chained", [
        Turn("book me the first wax removal you've got",
             calls=[ExpectCall("get_available_slots", {"appointment_type": "wax_removal"}),
                    ExpectCall("book_appointment", {"slot_id": "WX-0115-1130", "appointment_type": "wax_removal"})],
             answer_has=[said("11:30", "11.30", "11:30am", "11:30 am")]),
    ], features=("strict", "nullable_type_list")),
    Case("fo_hear_test_next_week", "hearing_clinic", "multi_turn", [
        Turn("what hearing test times have u got next week",
             calls=[ExpectCall("get_available_slots", {"appointment_type": "hearing_test"})],
             answer_has=[said_number(21)]),
        Turn("the thursday one please",
             calls=[ExpectCall("book_appointment", {"slot_id": "HT-0121-1400", "appointment_type": "hearing_test"})],
             allow=["get_available_slots"]),
    ], features=("date", "strict")),

    # ---------------------------------------------------------------- language_test (9)
    Case("fo_lt_jan_computer", "language_test", "direct", [
        Turn("show me the computer academic dates for january",
             calls=[ExpectCall("FindTestDates", {"module": "academic", "delivery": "computer", "month": "2027-01"})],
             answer_has=[said_number(23)]),
    ], features=("enum", "date", "pascal_names")),
    Case("fo_lt_gt_paper_polite", "language_test", "polite", [
        Turn("Good afternoon. Would you kindly check whether there are any paper-based General Training dates in January? Thank you very much.",
             calls=[ExpectCall("FindTestDates", {"module": "general_training", "delivery": "paper", "month": "2027-01"})],
             answer_has=[said_number(16), said_number(30)]),
    ], features=("enum", "date", "pascal_names")),
    Case("fo_lt_visa_band", "language_test", "indirect", [
        Turn("my visa form is asking for my overall band from the september test and i cant remember it",
             calls=[ExpectCall("GetResults", {"candidate_number": "C-448120"})],
             answer_has=[said_number(6.5)]),
    ], features=("nullable_type_list", "pascal_names")),
    Case("fo_lt_remark_and_arrival", "language_test", "multi_intent", [
        Turn("put in a remark for my september writing, use the card on file. and what time do i actually need to get there on the 12th?",
             calls=[ExpectCall("RequestRemark", {"test_reference": "TR-2026-0917", "components": items("writing"),
                                                 "pay_with": "card_on_file"})],
             allow=["GetResults"],
             answer_has=[said("8:30", "08:30", "8.30", "half past eight", "8:30am", "8:30 am")]),
    ], features=("array", "enum", "pascal_names")),
    Case("fo_lt_move_to_jan", "language_test", "no_tool", [
        Turn("can i move my december test to sometime in january? something came up",
             forbid=["CancelBooking", "BookTest"], allow=["FindTestDates"],
             answer_has=[said("5 weeks", "five weeks", "5-week", "five-week", "35 days")]),
    ], features=("pascal_names",)),
    Case("fo_lt_remark_which", "language_test", "underspecified", [
        Turn("I'd like to request a remark please",
             allow=["GetResults"], clarify=True),
    ], features=("pascal_names",)),
    Case("fo_lt_next_available", "language_test", "underspecified", [
        Turn("just book me on the next available test",
             allow=["FindTestDates"], clarify=True),
    ], features=("pascal_names",)),
    Case("fo_lt_earliest_paper_academic", "language_test", "chained", [
        Turn("book me the earliest paper-based academic test in january, no special arrangements needed",
             calls=[ExpectCall("FindTestDates", {"module": "academic", "month": "2027-01"}),
                    ExpectCall("BookTest", {"candidate": fields(candidate_number="C-448120", passport_last4="7731"),
                                            "session_id": "ELT-AC-P-0109"})],
             answer_has=[said_number(9)]),
    ], features=("ref", "nested", "strict", "pascal_names")),
    Case("fo_lt_covid_cancel", "language_test", "multi_turn", [
        Turn("I need to cancel my december test, ive got covid and my GP gave me a note",
             calls=[ExpectCall("CancelBooking", {"booking_ref": "BK-61007", "reason": "medical"})]),
        Turn("so do i get my money back or not",
             answer_has=[said("195", "full refund", "fully refunded", "refund in full")]),
        Turn("ok. what academic computer dates are there in feb then",
             calls=[ExpectCall("FindTestDates", {"module": "academic", "month": "2027-02", "delivery": one_of("computer")})],
             answer_has=[said_number(20)]),
    ], features=("enum", "date", "pascal_names")),
]
