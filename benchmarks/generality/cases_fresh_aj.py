"""Fresh generality part AJ: five domains, 45 cases, written independently on 2026-12-07 by a helper
that saw only spec.py, validate.py, runner.py's loader and cases_fresh_u.py's shape.

Domains (tool count, naming style, the "today" of each system prompt):
- streaming_tv     10 tools, snake_case    Friday 18 December 2026, 20:15, Manchester (Flicklane video streaming)
- carpet_cleaning   6 tools, camelCase     Tuesday 8 December 2026, 10:05, Brighton (FreshPile Carpet Care)
- locksmith         4 tools, kebab-case    Sunday 3 January 2027, 22:40, Cardiff (KeyRight Locksmiths, 24/7)
- gift_cards        3 tools, PascalCase    Wednesday 16 December 2026, 13:30, Edinburgh (Harlow & Finch e-gift cards)
- pizza_delivery    1 tool,  namespaced    Saturday 2 January 2027, 18:50, Galway (Corrib Pizza Co., pizza__place_order)

Categories: direct 6, polite 5, indirect 6, multi_intent 5, no_tool 6, underspecified 6, chained 5,
multi_turn 6.

Schema coverage: string, integer (search max_results, episode numbers, quantities), number (carpet areaSqm,
gift card Amount), boolean (parental PIN, stain / pet-odour treatment), string enums (title kind, plan, slot,
job type, design, fulfilment), integer enums (download max_resolution, pizza size_inches), arrays of strings
(genres, blocked titles, sides), arrays of objects (download items, carpet rooms and upholstery, pizza lines),
nested objects (locksmith address, gift card Recipient), nullable via type lists (accessNotes, when, Message,
Pin, areaSqm, season/episode, address) and via anyOf (history days, cancel reason, notes, DeliverOn), $ref/$defs
(non-strict getQuote rooms, strict pizza__place_order lines), strict and non-strict tools, act tools (add,
set, download, change plan, book, reschedule, cancel, send, order) and read tools.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
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
    null_or_absent,
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
    """A local date-time from '2027-01-05T09:00', '2027-01-05 09:00:00', '2027-01-05T09:00:00Z' ..."""
    found = re.search(r"(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})", str(text))
    if not found:
        return None
    try:
        day = _dt.date.fromisoformat(found.group(1))
        return _dt.datetime(day.year, day.month, day.day, int(found.group(2)), int(found.group(3)))
    except ValueError:
        return None


def _digits(text: Any) -> str:
    return re.sub(r"\D", "", str(text))


def _code(*parts: Any, width: int = 4) -> str:
    """A deterministic number of `width` digits made from the arguments (for new ids)."""
    blob = json.dumps(parts, sort_keys=True, default=str).encode()
    return str(int(hashlib.sha256(blob).hexdigest(), 16) % 10**width).zfill(width)


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
# 1. streaming_tv: Flicklane video streaming (10 tools, snake_case)
# =============================================================================================

RATING_ORDER = ["U", "PG", "12", "15", "18"]

TITLES: dict[str, dict[str, Any]] = {
    "fl-s-2041": {
        "title": "The Harbour Line",
        "kind": "series",
        "year": 2024,
        "rating": "15",
        "genres": ["drama", "crime", "thriller"],
        "seasons": [8, 8, 6],
        "released": {3: 4},  # season 3: episodes 1-4 out, new episodes on Fridays
        "next_episode": "S3E5 arrives 2026-12-25",
        "minutes": 52,
        "score": 8.4,
        "leaving_on": None,
        "cast": ["Jodie Kerrigan", "Samir Haddad"],
        "synopsis": "A Liverpool ferry pilot is drawn into a smuggling ring on the Mersey.",
    },
    "fl-s-2093": {
        "title": "Frostbound",
        "kind": "series",
        "year": 2023,
        "rating": "12",
        "genres": ["fantasy", "adventure"],
        "seasons": [10, 10],
        "released": {},
        "next_episode": None,
        "minutes": 48,
        "score": 7.9,
        "leaving_on": "2026-12-31",
        "cast": ["Maren Lund", "Ola Adeyemi"],
        "synopsis": "Two sisters cross a frozen kingdom to wake a sleeping sun, hunted by the ice wraiths.",
    },
    "fl-s-2110": {
        "title": "Bake Street",
        "kind": "series",
        "year": 2021,
        "rating": "U",
        "genres": ["reality", "cooking"],
        "seasons": [12, 12, 12, 12],
        "released": {},
        "next_episode": None,
        "minutes": 45,
        "score": 7.2,
        "leaving_on": None,
        "cast": ["Rosie Thwaite"],
        "synopsis": "Amateur bakers compete in a Victorian terrace kitchen.",
    },
    "fl-s-2125": {
        "title": "Little Comets",
        "kind": "series",
        "year": 2025,
        "rating": "U",
        "genres": ["animation", "kids"],
        "seasons": [26],
        "released": {},
        "next_episode": None,
        "minutes": 11,
        "score": 7.6,
        "leaving_on": None,
        "cast": ["Tilly Obi"],
        "synopsis": "Three young comets learn about the solar system.",
    },
    "fl-m-8812": {
        "title": "Paper Lanterns",
        "kind": "movie",
        "year": 2025,
        "rating": "PG",
        "genres": ["animation", "family", "adventure"],
        "minutes": 96,
        "score": 8.1,
        "leaving_on": None,
        "cast": ["Hana Mori", "Ken Ito"],
        "synopsis": "A girl and her grandfather follow a trail of floating lanterns across Kyoto.",
    },
    "fl-m-8830": {
        "title": "The Long Way North",
        "kind": "movie",
        "year": 2024,
        "rating": "U",
        "genres": ["documentary", "nature"],
        "minutes": 88,
        "score": 7.7,
        "leaving_on": None,
        "cast": ["narrated by Alan Pryce"],
        "synopsis": "Following the Arctic tern on its 70,000 km migration.",
    },
    "fl-m-8857": {
        "title": "Night Shift at Kessler's",
        "kind": "movie",
        "year": 2025,
        "rating": "15",
        "genres": ["comedy", "horror"],
        "minutes": 104,
        "score": 6.9,
        "leaving_on": None,
        "cast": ["Danny Cole", "Mia Farouk"],
        "synopsis": "Two supermarket night workers discover the stockroom is haunted.",
    },
    "fl-m-8871": {
        "title": "Copper Sky",
        "kind": "movie",
        "year": 2022,
        "rating": "12",
        "genres": ["western", "drama"],
        "minutes": 127,
        "score": 7.4,
        "leaving_on": "2027-01-15",
        "cast": ["Reuben Castillo", "Ada Grey"],
        "synopsis": "A retired marshal escorts a copper shipment across New Mexico in 1881.",
    },
    "fl-m-8899": {
        "title": "A Very Northern Christmas",
        "kind": "movie",
        "year": 2023,
        "rating": "PG",
        "genres": ["comedy", "family", "christmas"],
        "minutes": 91,
        "score": 7.0,
        "leaving_on": "2027-01-06",
        "cast": ["Sue Ackroyd", "Tom Bell"],
        "synopsis": "A Yorkshire family's Christmas goes off the rails when Nana invites the whole village.",
    },
    "fl-m-8904": {
        "title": "The Snow Fox",
        "kind": "movie",
        "year": 2019,
        "rating": "U",
        "genres": ["animation", "family", "christmas"],
        "minutes": 82,
        "score": 7.8,
        "leaving_on": None,
        "cast": ["Elin Rhys"],
        "synopsis": "A young fox searches for her family through a snowy winter forest.",
    },
    "fl-m-8915": {
        "title": "Silent Night Shift",
        "kind": "movie",
        "year": 2024,
        "rating": "18",
        "genres": ["thriller", "christmas"],
        "minutes": 110,
        "score": 6.5,
        "leaving_on": None,
        "cast": ["Nadia Shore"],
        "synopsis": "A hospital security guard is trapped in a locked-down ward on Christmas Eve.",
    },
}

PROFILES: dict[str, dict[str, Any]] = {
    "p_01": {"name": "Priya", "type": "adult", "max_rating": "18", "pin_required": False, "blocked_title_ids": []},
    "p_02": {"name": "Dev", "type": "adult", "max_rating": "18", "pin_required": False, "blocked_title_ids": []},
    "p_03": {"name": "Anya", "type": "kids", "max_rating": "12", "pin_required": False, "blocked_title_ids": []},
}

WATCHLISTS: dict[str, list[tuple[str, str]]] = {  # profile -> (title_id, added_on)
    "p_01": [("fl-s-2093", "2026-11-02"), ("fl-m-8871", "2026-11-20"), ("fl-m-8830", "2026-12-01")],
    "p_02": [("fl-m-8857", "2026-12-05")],
    "p_03": [("fl-s-2125", "2026-10-14"), ("fl-m-8830", "2026-12-01")],
}

HISTORY: dict[str, list[dict[str, Any]]] = {
    "p_01": [
        {"watched_at": "2026-12-17T22:05", "title_id": "fl-s-2041", "season": 3, "episode": 2, "progress_pct": 100},
        {"watched_at": "2026-12-17T21:10", "title_id": "fl-s-2041", "season": 3, "episode": 1, "progress_pct": 100},
        {"watched_at": "2026-12-15T20:30", "title_id": "fl-s-2110", "season": 4, "episode": 9, "progress_pct": 100},
        {"watched_at": "2026-12-11T21:00", "title_id": "fl-s-2041", "season": 2, "episode": 8, "progress_pct": 100},
    ],
    "p_02": [
        {"watched_at": "2026-12-14T22:40", "title_id": "fl-s-2093", "season": 2, "episode": 10, "progress_pct": 100},
        {"watched_at": "2026-12-13T21:50", "title_id": "fl-s-2093", "season": 2, "episode": 9, "progress_pct": 100},
    ],
    "p_03": [
        {"watched_at": "2026-12-17T19:30", "title_id": "fl-s-2093", "season": 1, "episode": 1, "progress_pct": 100},
        {"watched_at": "2026-12-16T17:45", "title_id": "fl-s-2125", "season": 1, "episode": 14, "progress_pct": 100},
        {"watched_at": "2026-12-16T17:30", "title_id": "fl-s-2125", "season": 1, "episode": 13, "progress_pct": 100},
        {"watched_at": "2026-12-13T16:00", "title_id": "fl-m-8812", "season": None, "episode": None, "progress_pct": 100},
    ],
}

DEVICES = [
    {"device_id": "dev_ipad_7731", "name": "Priya's iPad", "downloads_enabled": True, "downloads_stored": 3},
    {"device_id": "dev_pixel_2204", "name": "Dev's Pixel 8", "downloads_enabled": True, "downloads_stored": 5},
    {
        "device_id": "dev_galaxy_5518",
        "name": "Priya's Galaxy S24",
        "downloads_enabled": False,
        "note": "Download device limit reached: Standard allows downloads on 2 devices (Priya's iPad, Dev's Pixel 8).",
    },
    {"device_id": "dev_tv_0913", "name": "Living room TV", "downloads_enabled": False, "note": "TVs can't store downloads"},
]

PLANS = {
    "basic_with_ads": {"price_gbp_month": 5.99, "screens_at_once": 1, "max_quality": "720p", "download_devices": 0},
    "standard": {"price_gbp_month": 10.99, "screens_at_once": 2, "max_quality": "1080p", "download_devices": 2},
    "premium": {"price_gbp_month": 17.99, "screens_at_once": 4, "max_quality": "4K HDR", "download_devices": 6},
}
CURRENT_PLAN = "standard"
NEXT_BILLING = "2027-01-04"
STREAM_TODAY = _dt.date(2026, 12, 18)

STOPWORDS = {"the", "a", "an", "of", "and", "film", "films", "movie", "movies", "show", "shows", "series", "tv", "for", "to"}


def _title_row(title_id: str) -> dict[str, Any]:
    t = TITLES[title_id]
    row: dict[str, Any] = {
        "title_id": title_id,
        "title": t["title"],
        "kind": t["kind"],
        "year": t["year"],
        "rating": t["rating"],
        "genres": t["genres"],
        "user_score": t["score"],
        "leaving_on": t["leaving_on"],
    }
    if t["kind"] == "series":
        row["seasons"] = len(t["seasons"])
        row["episode_minutes"] = t["minutes"]
    else:
        row["runtime_minutes"] = t["minutes"]
    return row


def _profile(profile_id: str) -> dict[str, Any] | None:
    return PROFILES.get(str(profile_id).strip().lower())


def _no_profile(profile_id: str) -> dict[str, Any]:
    return {"error": f"No profile {profile_id} on account FL-558201. Profiles: p_01 (Priya), p_02 (Dev), p_03 (Anya, kids)."}


def _no_title(title_id: str) -> dict[str, Any]:
    return {"error": f"No title with id {title_id}. Use search_titles to find title ids."}


EPISODE_NAMES = {
    ("fl-s-2041", 3, 1): "Slack Water",
    ("fl-s-2041", 3, 2): "The Pilot's Mark",
    ("fl-s-2041", 3, 3): "Bar Light",
    ("fl-s-2041", 3, 4): "Dead Reckoning",
    ("fl-s-2093", 1, 1): "The Long Dark",
}


def _episode_name(title_id: str, season: Any, episode: Any) -> str | None:
    if season is None or episode is None:
        return None
    return EPISODE_NAMES.get((title_id, int(season), int(episode)), f"Episode {int(episode)}")


def _released(title_id: str, season: int) -> int:
    t = TITLES[title_id]
    return t["released"].get(season, t["seasons"][season - 1])


def search_titles(query: str = "", kind: str = "any", genres: list[str] | None = None, max_results: int = 10) -> dict[str, Any]:
    words = [w for w in re.findall(r"[a-z0-9']+", str(query or "").casefold()) if w not in STOPWORDS]
    wanted_genres = [str(g).strip().casefold() for g in genres or [] if str(g).strip()]
    scored = []
    for title_id, t in TITLES.items():
        if kind in ("movie", "series") and t["kind"] != kind:
            continue
        hay = " ".join([t["title"], " ".join(t["genres"]), " ".join(t["cast"]), t["synopsis"]]).casefold()
        word_hits = sum(1 for w in words if w in hay)
        genre_hits = sum(1 for g in wanted_genres if g in t["genres"])
        if words and not word_hits:
            continue
        if wanted_genres and not genre_hits:
            continue
        title_bonus = 1 if words and all(w in t["title"].casefold() for w in words) else 0
        scored.append((-(word_hits + genre_hits + 2 * title_bonus), -t["score"], title_id))
    scored.sort()
    limit = max(1, min(int(max_results or 10), 25))
    results = [_title_row(tid) for _, _, tid in scored[:limit]]
    return {"query": query, "count": len(results), "results": results}


def get_title_details(title_id: str) -> dict[str, Any]:
    tid = str(title_id).strip().lower()
    if tid not in TITLES:
        return _no_title(title_id)
    t = TITLES[tid]
    out = _title_row(tid)
    out.update({"synopsis": t["synopsis"], "cast": t["cast"], "audio": ["English"], "subtitles": ["English", "Polish", "Urdu"]})
    if t["kind"] == "series":
        out["season_list"] = [
            {"season": n, "episodes": count, "episodes_available": _released(tid, n)} for n, count in enumerate(t["seasons"], 1)
        ]
        out["next_episode"] = t["next_episode"]
    return out


def list_profiles() -> dict[str, Any]:
    return {
        "account": "FL-558201",
        "profiles": [{"profile_id": pid, **info} for pid, info in PROFILES.items()],
    }


def get_watchlist(profile_id: str) -> dict[str, Any]:
    profile = _profile(profile_id)
    if profile is None:
        return _no_profile(profile_id)
    pid = str(profile_id).strip().lower()
    rows = [{**_title_row(tid), "added_on": added} for tid, added in WATCHLISTS[pid]]
    return {"profile_id": pid, "profile": profile["name"], "count": len(rows), "watchlist": rows}


def add_to_watchlist(profile_id: str, title_id: str) -> dict[str, Any]:
    profile = _profile(profile_id)
    if profile is None:
        return _no_profile(profile_id)
    tid = str(title_id).strip().lower()
    if tid not in TITLES:
        return _no_title(title_id)
    pid = str(profile_id).strip().lower()
    t = TITLES[tid]
    if RATING_ORDER.index(t["rating"]) > RATING_ORDER.index(profile["max_rating"]):
        return {
            "error": f"{t['title']} is rated {t['rating']}; {profile['name']}'s profile only allows up to {profile['max_rating']}."
        }
    if any(existing == tid for existing, _ in WATCHLISTS[pid]):
        return {"profile": profile["name"], "title": t["title"], "status": "already_on_watchlist"}
    return {
        "profile_id": pid,
        "profile": profile["name"],
        "title_id": tid,
        "title": t["title"],
        "status": "added",
        "watchlist_count": len(WATCHLISTS[pid]) + 1,
        "leaving_on": t["leaving_on"],
    }


def get_viewing_history(profile_id: str, days: int | None = None) -> dict[str, Any]:
    profile = _profile(profile_id)
    if profile is None:
        return _no_profile(profile_id)
    pid = str(profile_id).strip().lower()
    window = 90 if days in (None, "") else max(1, int(days))
    since = STREAM_TODAY - _dt.timedelta(days=window)
    rows = []
    for entry in HISTORY[pid]:
        if _day(entry["watched_at"]) < since:
            continue
        t = TITLES[entry["title_id"]]
        rows.append(
            {
                **entry,
                "title": t["title"],
                "episode_title": _episode_name(entry["title_id"], entry["season"], entry["episode"]),
                "rating": t["rating"],
                "device": "Living room TV" if pid == "p_03" else ("Priya's iPad" if pid == "p_01" else "Dev's Pixel 8"),
            }
        )
    return {"profile_id": pid, "profile": profile["name"], "days": window, "history": rows}


def set_parental_controls(profile_id: str, max_rating: str, pin_required: bool, blocked_title_ids: list[str]) -> dict[str, Any]:
    profile = _profile(profile_id)
    if profile is None:
        return _no_profile(profile_id)
    if str(max_rating) not in RATING_ORDER:
        return {"error": "max_rating must be one of U, PG, 12, 15, 18"}
    blocked = []
    for raw in blocked_title_ids or []:
        tid = str(raw).strip().lower()
        if tid not in TITLES:
            return _no_title(raw)
        blocked.append({"title_id": tid, "title": TITLES[tid]["title"]})
    pid = str(profile_id).strip().lower()
    return {
        "profile_id": pid,
        "profile": profile["name"],
        "previous": {k: profile[k] for k in ("max_rating", "pin_required", "blocked_title_ids")},
        "max_rating": str(max_rating),
        "pin_required": bool(pin_required),
        "blocked_titles": blocked,
        "status": "updated",
        "pin_note": "Switching out of this profile now asks for the account PIN." if pin_required else None,
    }


def download_episodes(device_id: str, items: list[dict[str, Any]], max_resolution: int = 1080) -> dict[str, Any]:
    device = next((d for d in DEVICES if d["device_id"] == str(device_id).strip().lower()), None)
    if device is None:
        return {"error": f"No device {device_id}. Devices: " + ", ".join(f"{d['device_id']} ({d['name']})" for d in DEVICES)}
    if not device["downloads_enabled"]:
        return {"error": f"{device['name']} can't download: {device['note']}"}
    if int(max_resolution) not in (480, 720, 1080):
        return {"error": "max_resolution must be 480, 720 or 1080 on the Standard plan"}
    if not items:
        return {"error": "Give at least one item: a title_id, plus season and episode for series."}
    mb_per_min = {480: 4, 720: 9, 1080: 16}[int(max_resolution)]
    queued = []
    for item in items:
        tid = str(item.get("title_id", "")).strip().lower()
        if tid not in TITLES:
            return _no_title(item.get("title_id"))
        t = TITLES[tid]
        season, episode = item.get("season"), item.get("episode")
        if t["kind"] == "movie":
            pairs: list[tuple[Any, Any]] = [(None, None)]
        elif season is None:
            return {"error": f"{t['title']} is a series: give a season (and an episode, or null for the whole season)."}
        elif not 1 <= int(season) <= len(t["seasons"]):
            return {"error": f"{t['title']} has {len(t['seasons'])} seasons."}
        elif episode is None:
            pairs = [(int(season), e) for e in range(1, _released(tid, int(season)) + 1)]
        else:
            if int(episode) > _released(tid, int(season)):
                return {"error": f"{t['title']} S{season}E{episode} isn't out yet ({t['next_episode']})."}
            pairs = [(int(season), int(episode))]
        for s, e in pairs:
            queued.append(
                {
                    "download_id": f"dl-{_code(tid, s, e, device_id, width=6)}",
                    "title": t["title"],
                    "season": s,
                    "episode": e,
                    "episode_title": _episode_name(tid, s, e),
                    "resolution": f"{int(max_resolution)}p",
                    "size_mb": t["minutes"] * mb_per_min,
                }
            )
    return {
        "device": device["name"],
        "status": "downloading",
        "items": queued,
        "total_size_mb": sum(q["size_mb"] for q in queued),
        "available_offline_until": str(STREAM_TODAY + _dt.timedelta(days=30)),
    }


def get_account() -> dict[str, Any]:
    return {
        "account_id": "FL-558201",
        "holder": "Priya Shah",
        "plan": CURRENT_PLAN,
        **PLANS[CURRENT_PLAN],
        "next_billing_date": NEXT_BILLING,
        "payment_method": "Mastercard ending 3307",
        "devices": DEVICES,
        "plans_available": [{"plan": name, **info} for name, info in PLANS.items()],
    }


def change_plan(plan: str, effective: str) -> dict[str, Any]:
    if plan not in PLANS:
        return {"error": "plan must be basic_with_ads, standard or premium"}
    if plan == CURRENT_PLAN:
        return {"error": "You're already on the Standard plan."}
    new_price = PLANS[plan]["price_gbp_month"]
    old_price = PLANS[CURRENT_PLAN]["price_gbp_month"]
    out: dict[str, Any] = {"previous_plan": CURRENT_PLAN, "plan": plan, **PLANS[plan], "status": "scheduled"}
    if effective == "now":
        days_left = (_dt.date.fromisoformat(NEXT_BILLING) - STREAM_TODAY).days
        out["status"] = "changed"
        out["effective_from"] = str(STREAM_TODAY)
        out["charged_today_gbp"] = round(max(new_price - old_price, 0) * days_left / 31, 2)
        out["note"] = f"From {NEXT_BILLING} you pay £{new_price:.2f} a month."
    else:
        out["effective_from"] = NEXT_BILLING
        out["charged_today_gbp"] = 0.0
        out["note"] = f"You keep Standard until {NEXT_BILLING}; then £{new_price:.2f} a month."
    if plan == "basic_with_ads":
        out["warning"] = "Basic with ads has no downloads: 8 downloaded titles will be removed from your devices."
    return out


PROFILE_ID = {"type": "string", "description": "Profile id from list_profiles, e.g. p_01"}
TITLE_ID = {"type": "string", "description": "Title id from search_titles, e.g. fl-m-8812"}

STREAM_TOOLS = [
    ToolDef(
        "search_titles",
        "Search the Flicklane catalogue by words (title, cast, topic) and/or genres. Returns ids, age ratings, scores and "
        "leaving dates.",
        {
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "Words to search for; may be empty when filtering by genre"},
                "kind": {"type": "string", "enum": ["movie", "series", "any"], "default": "any"},
                "genres": {
                    "type": "array",
                    "items": {"type": "string"},
                    "description": "Lower-case genres, e.g. family, christmas, comedy, documentary",
                },
                "max_results": {"type": "integer", "minimum": 1, "maximum": 25, "default": 10},
            },
            "required": ["query"],
        },
        search_titles,
    ),
    ToolDef(
        "get_title_details",
        "Full details of one title: synopsis, cast, seasons and episodes available, runtime, rating, leaving date.",
        {"type": "object", "properties": {"title_id": TITLE_ID}, "required": ["title_id"]},
        get_title_details,
    ),
    ToolDef(
        "list_profiles",
        "The profiles on the account with their ids and parental-control settings.",
        {"type": "object", "properties": {}},
        list_profiles,
    ),
    ToolDef(
        "get_watchlist",
        "The titles saved on one profile's watchlist (with leaving dates).",
        {"type": "object", "properties": {"profile_id": PROFILE_ID}, "required": ["profile_id"]},
        get_watchlist,
    ),
    ToolDef(
        "add_to_watchlist",
        "Add a title to a profile's watchlist.",
        {
            "type": "object",
            "properties": {"profile_id": PROFILE_ID, "title_id": TITLE_ID},
            "required": ["profile_id", "title_id"],
        },
        add_to_watchlist,
        act=True,
    ),
    ToolDef(
        "get_viewing_history",
        "What a profile has watched recently, newest first, with season/episode and progress.",
        {
            "type": "object",
            "properties": {
                "profile_id": PROFILE_ID,
                "days": {
                    "anyOf": [{"type": "integer", "minimum": 1}, {"type": "null"}],
                    "description": "How many days back to look; null for the last 90 days",
                },
            },
            "required": ["profile_id"],
        },
        get_viewing_history,
    ),
    ToolDef(
        "set_parental_controls",
        "Replace a profile's parental controls: the highest age rating allowed, whether a PIN is needed to leave the "
        "profile, and titles blocked outright. Send the full settings (current values for anything not changing).",
        {
            "type": "object",
            "properties": {
                "profile_id": PROFILE_ID,
                "max_rating": {"type": "string", "enum": ["U", "PG", "12", "15", "18"]},
                "pin_required": {"type": "boolean"},
                "blocked_title_ids": {"type": "array", "items": {"type": "string"}, "description": "[] for none"},
            },
            "required": ["profile_id", "max_rating", "pin_required", "blocked_title_ids"],
            "additionalProperties": False,
        },
        set_parental_controls,
        act=True,
        strict=True,
    ),
    ToolDef(
        "download_episodes",
        "Download movies or episodes to a device for offline viewing.",
        {
            "type": "object",
            "properties": {
                "device_id": {"type": "string", "description": "Device id from get_account, e.g. dev_ipad_7731"},
                "items": {
                    "type": "array",
                    "minItems": 1,
                    "items": {
                        "type": "object",
                        "properties": {
                            "title_id": TITLE_ID,
                            "season": {"type": ["integer", "null"], "description": "null for movies"},
                            "episode": {"type": ["integer", "null"], "description": "null for a movie or a whole season"},
                        },
                        "required": ["title_id"],
                    },
                },
                "max_resolution": {"type": "integer", "enum": [480, 720, 1080], "default": 1080},
            },
            "required": ["device_id", "items"],
        },
        download_episodes,
        act=True,
    ),
    ToolDef(
        "get_account",
        "Account details: plan, price, next billing date, payment method, devices (ids, download status) and plans on offer.",
        {"type": "object", "properties": {}},
        get_account,
    ),
    ToolDef(
        "change_plan",
        "Change the subscription plan, now (prorated charge today) or from the next billing date.",
        {
            "type": "object",
            "properties": {
                "plan": {"type": "string", "enum": ["basic_with_ads", "standard", "premium"]},
                "effective": {"type": "string", "enum": ["now", "next_billing_date"]},
            },
            "required": ["plan", "effective"],
            "additionalProperties": False,
        },
        change_plan,
        act=True,
        strict=True,
    ),
]

STREAM_ACTS = ["add_to_watchlist", "set_parental_controls", "download_episodes", "change_plan"]

STREAM_INSTRUCTIONS = """You are the in-app assistant for Flicklane, a UK video streaming service.
Today is Friday 18 December 2026; it is 20:15 in Manchester (UK time).
Signed in: Priya Shah (account FL-558201), the account holder, on her own profile "Priya". The other profiles on the account are
"Dev" (her partner) and "Anya" (their daughter, aged 9, a kids profile). "Me"/"my" means Priya's profile unless she says otherwise.
Use the tools to look things up and to make the changes the user asks for. Carry out clear requests; when something you need is
missing (which title, which device, which plan...), ask rather than guess. Age ratings are UK ratings (U, PG, 12, 15, 18); prices are
in GBP."""


# =============================================================================================
# 2. carpet_cleaning: FreshPile Carpet Care (6 tools, camelCase)
# =============================================================================================

CARPET_TODAY = _dt.date(2026, 12, 8)
CARPET_NOW = _dt.datetime(2026, 12, 8, 10, 5)
PER_SQM = {"room": 3.20, "hallway": 3.20, "rug": 4.50}
MIN_AREA = {"room": 25.0, "hallway": 25.0, "rug": 20.0}
STAIRS_PER_FLIGHT = 35.0
STAIN_PER_AREA = 15.0
PET_PER_AREA = 20.0
UPHOLSTERY = {"armchair": 30.0, "2-seat sofa": 55.0, "3-seat sofa": 70.0, "corner sofa": 95.0, "footstool": 15.0}
MIN_JOB = 60.0
SLOTS = ["08:00", "11:00", "14:00"]
TECHS = {"08:00": "Marek", "11:00": "Sian", "14:00": "Marek"}
FREE_SLOTS = {
    "2026-12-09": ["14:00"],
    "2026-12-10": ["08:00"],
    "2026-12-11": ["08:00", "14:00"],
    "2026-12-14": ["08:00", "11:00", "14:00"],
    "2026-12-18": ["11:00"],
}

CARPET_BOOKINGS = [
    {
        "bookingId": "BK-93017",
        "status": "upcoming",
        "date": "2026-12-10",
        "slot": "11:00",
        "arrivalWindow": "11:00-14:00",
        "technician": "Sian",
        "work": "Lounge carpet (20 m²) + stairs (1 flight)",
        "totalGbp": 99.00,
        "address": "14 Elm Grove, Brighton BN2 3ES",
    },
    {
        "bookingId": "BK-91502",
        "status": "completed",
        "date": "2026-06-12",
        "slot": "08:00",
        "arrivalWindow": "08:00-11:00",
        "technician": "Marek",
        "work": "Bedroom 1 (14 m²) and bedroom 2 (10 m²) carpets, with stain treatment",
        "totalGbp": 106.80,
        "address": "14 Elm Grove, Brighton BN2 3ES",
    },
]


def _slots_on(day: _dt.date) -> list[str]:
    if day.weekday() == 6 or _dt.date(2026, 12, 24) <= day <= _dt.date(2027, 1, 3):
        return []
    if str(day) in FREE_SLOTS:
        return FREE_SLOTS[str(day)]
    return ["08:00", "11:00"] if day.weekday() == 5 else list(SLOTS)


def _quote_id(total: float) -> str:
    return "QT-48" + str(int(round(total * 100))).zfill(5)


def _quote_total(quote_id: str) -> float | None:
    found = re.fullmatch(r"QT-48(\d{5,})", str(quote_id).strip().upper())
    return int(found.group(1)) / 100 if found else None


def getQuote(
    rooms: list[dict[str, Any]] | None = None,
    upholstery: list[dict[str, Any]] | None = None,
    stainTreatment: bool = False,
    petOdourTreatment: bool = False,
) -> dict[str, Any]:
    if not rooms and not upholstery:
        return {"error": "Add at least one room, hallway, flight of stairs, rug or upholstery item."}
    lines = []
    for room in rooms or []:
        kind = str(room.get("kind") or "room").lower()
        name = room.get("name") or kind.title()
        if kind == "stairs":
            price = STAIRS_PER_FLIGHT
            detail = "1 flight"
        elif kind in PER_SQM:
            area = room.get("areaSqm")
            if area in (None, "") or float(area) <= 0:
                return {"error": f"Give the floor area in m² for {name}."}
            raw = round(float(area) * PER_SQM[kind], 2)
            price = max(raw, MIN_AREA[kind])
            detail = f"{float(area):g} m² at £{PER_SQM[kind]:.2f}/m²" + (" (room minimum applies)" if price > raw else "")
        else:
            return {"error": "kind must be room, hallway, stairs or rug"}
        line = {"item": name, "kind": kind, "detail": detail, "priceGbp": round(price, 2)}
        extras = (STAIN_PER_AREA if stainTreatment else 0) + (PET_PER_AREA if petOdourTreatment else 0)
        if extras:
            line["treatmentsGbp"] = extras
        lines.append(line)
    for piece in upholstery or []:
        item = str(piece.get("item", "")).lower()
        if item not in UPHOLSTERY:
            return {"error": "item must be one of: " + ", ".join(UPHOLSTERY)}
        quantity = int(piece.get("quantity") or 1)
        lines.append({"item": item, "quantity": quantity, "priceGbp": round(UPHOLSTERY[item] * quantity, 2)})
    subtotal = round(sum(line["priceGbp"] + line.get("treatmentsGbp", 0) for line in lines), 2)
    total = max(subtotal, MIN_JOB)
    return {
        "quoteId": _quote_id(total),
        "lines": lines,
        "stainTreatment": bool(stainTreatment),
        "petOdourTreatment": bool(petOdourTreatment),
        "subtotalGbp": subtotal,
        "minimumJobApplied": total > subtotal,
        "totalGbp": round(total, 2),
        "validUntil": str(CARPET_TODAY + _dt.timedelta(days=30)),
    }


def getAvailability(date: str, postcode: str = "BN2 3ES") -> dict[str, Any]:
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if not str(postcode).strip().upper().startswith("BN"):
        return {"error": f"{postcode} is outside our area: we cover Brighton & Hove (BN postcodes)."}
    if day <= CARPET_TODAY:
        return {"error": "The earliest bookable day is tomorrow, 2026-12-09."}
    slots = _slots_on(day)
    out: dict[str, Any] = {
        "date": str(day),
        "weekday": day.strftime("%A"),
        "postcode": str(postcode).upper(),
        "freeSlots": [{"slot": s, "arrivalWindow": f"{s}-{int(s[:2]) + 3:02d}:00", "technician": TECHS[s]} for s in slots],
    }
    if not slots:
        closed = day.weekday() == 6 or _dt.date(2026, 12, 24) <= day <= _dt.date(2027, 1, 3)
        out["note"] = "Closed on Sundays and from 24 December to 3 January." if closed else "Fully booked."
    return out


def bookClean(quoteId: str, date: str, slot: str, accessNotes: str | None = None) -> dict[str, Any]:
    total = _quote_total(quoteId)
    if total is None:
        return {"error": f"Unknown quote {quoteId}. Get a quote with getQuote first."}
    day = _day(date)
    if day is None or day <= CARPET_TODAY:
        return {"error": "date must be a future date, YYYY-MM-DD"}
    if slot not in _slots_on(day):
        return {"error": f"{slot} on {day} isn't free. Free slots that day: {_slots_on(day) or 'none'}."}
    return {
        "bookingId": f"BK-93{_code(quoteId, str(day), slot, width=3)}",
        "status": "confirmed",
        "date": str(day),
        "weekday": day.strftime("%A"),
        "slot": slot,
        "arrivalWindow": f"{slot}-{int(slot[:2]) + 3:02d}:00",
        "technician": TECHS[slot],
        "quoteId": str(quoteId).upper(),
        "totalGbp": total,
        "payment": "Pay the technician by card on the day",
        "accessNotes": accessNotes,
        "address": "14 Elm Grove, Brighton BN2 3ES",
    }


def listBookings(status: str = "upcoming") -> dict[str, Any]:
    rows = [b for b in CARPET_BOOKINGS if status == "all" or (status == "past") == (b["status"] == "completed")]
    return {"customerId": "CUS-40712", "status": status, "bookings": rows}


def _carpet_booking(booking_id: str) -> dict[str, Any] | None:
    return next((b for b in CARPET_BOOKINGS if b["bookingId"] == str(booking_id).strip().upper()), None)


def _fee_for(booking: dict[str, Any]) -> float:
    start = _dt.datetime.fromisoformat(f"{booking['date']}T{booking['slot']}")
    return 0.0 if start - CARPET_NOW >= _dt.timedelta(hours=48) else 30.0


def rescheduleBooking(bookingId: str, newDate: str, newSlot: str) -> dict[str, Any]:
    booking = _carpet_booking(bookingId)
    if booking is None:
        return {"error": f"No booking {bookingId} for customer CUS-40712."}
    if booking["status"] != "upcoming":
        return {"error": f"{booking['bookingId']} was completed on {booking['date']} and can't be moved."}
    day = _day(newDate)
    if day is None or day <= CARPET_TODAY:
        return {"error": "newDate must be a future date, YYYY-MM-DD"}
    if newSlot not in _slots_on(day):
        return {"error": f"{newSlot} on {day} isn't free. Free slots that day: {_slots_on(day) or 'none'}."}
    return {
        "bookingId": booking["bookingId"],
        "status": "rescheduled",
        "previous": {"date": booking["date"], "slot": booking["slot"]},
        "date": str(day),
        "weekday": day.strftime("%A"),
        "slot": newSlot,
        "arrivalWindow": f"{newSlot}-{int(newSlot[:2]) + 3:02d}:00",
        "technician": TECHS[newSlot],
        "feeGbp": _fee_for(booking),
        "totalGbp": booking["totalGbp"],
    }


def cancelBooking(bookingId: str, reason: str | None = None) -> dict[str, Any]:
    booking = _carpet_booking(bookingId)
    if booking is None:
        return {"error": f"No booking {bookingId} for customer CUS-40712."}
    if booking["status"] != "upcoming":
        return {"error": f"{booking['bookingId']} was already completed on {booking['date']}."}
    fee = _fee_for(booking)
    return {
        "bookingId": booking["bookingId"],
        "status": "cancelled",
        "was": {"date": booking["date"], "slot": booking["slot"], "work": booking["work"]},
        "cancellationFeeGbp": fee,
        "note": "Cancelled more than 48 hours ahead: no fee." if fee == 0 else "Cancelled within 48 hours: £30 fee.",
        "reason": reason,
    }


BOOKING_ID = {"type": "string", "description": "e.g. BK-93017 (from listBookings)"}

CARPET_TOOLS = [
    ToolDef(
        "getQuote",
        "Price a cleaning job: carpets by area, stairs per flight, rugs, upholstery items, and optional stain / pet-odour "
        "treatment for every carpeted area. Returns a quoteId needed to book.",
        {
            "type": "object",
            "properties": {
                "rooms": {"type": "array", "items": {"$ref": "#/$defs/area"}, "description": "Carpeted areas to clean"},
                "upholstery": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "item": {"type": "string", "enum": list(UPHOLSTERY)},
                            "quantity": {"type": "integer", "minimum": 1},
                        },
                        "required": ["item", "quantity"],
                    },
                },
                "stainTreatment": {"type": "boolean", "default": False},
                "petOdourTreatment": {"type": "boolean", "default": False},
            },
            "$defs": {
                "area": {
                    "type": "object",
                    "properties": {
                        "name": {"type": "string", "description": "e.g. Lounge, Bedroom 2"},
                        "kind": {"type": "string", "enum": ["room", "hallway", "stairs", "rug"]},
                        "areaSqm": {"type": ["number", "null"], "description": "Floor area in m²; null for stairs"},
                    },
                    "required": ["kind", "areaSqm"],
                }
            },
        },
        getQuote,
    ),
    ToolDef(
        "getAvailability",
        "Free visit slots on one day for a postcode (defaults to the customer's address).",
        {
            "type": "object",
            "properties": {
                "date": {"type": "string", "format": "date"},
                "postcode": {"type": "string", "description": "Defaults to BN2 3ES (customer's address)"},
            },
            "required": ["date"],
        },
        getAvailability,
    ),
    ToolDef(
        "bookClean",
        "Book a visit for a quote at the customer's address in a free slot.",
        {
            "type": "object",
            "properties": {
                "quoteId": {"type": "string", "description": "From getQuote, e.g. QT-4809900"},
                "date": {"type": "string", "description": "YYYY-MM-DD"},
                "slot": {"type": "string", "enum": SLOTS},
                "accessNotes": {"type": ["string", "null"], "description": "Parking, key safe, pets...; null if none"},
            },
            "required": ["quoteId", "date", "slot", "accessNotes"],
            "additionalProperties": False,
        },
        bookClean,
        act=True,
        strict=True,
    ),
    ToolDef(
        "listBookings",
        "The customer's bookings with date, slot, technician, work and price.",
        {
            "type": "object",
            "properties": {"status": {"type": "string", "enum": ["upcoming", "past", "all"], "default": "upcoming"}},
        },
        listBookings,
    ),
    ToolDef(
        "rescheduleBooking",
        "Move an upcoming booking to another free date and slot.",
        {
            "type": "object",
            "properties": {
                "bookingId": BOOKING_ID,
                "newDate": {"type": "string", "format": "date"},
                "newSlot": {"type": "string", "enum": SLOTS},
            },
            "required": ["bookingId", "newDate", "newSlot"],
        },
        rescheduleBooking,
        act=True,
    ),
    ToolDef(
        "cancelBooking",
        "Cancel an upcoming booking.",
        {
            "type": "object",
            "properties": {
                "bookingId": BOOKING_ID,
                "reason": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Optional reason"},
            },
            "required": ["bookingId"],
        },
        cancelBooking,
        act=True,
    ),
]

CARPET_ACTS = ["bookClean", "rescheduleBooking", "cancelBooking"]

CARPET_INSTRUCTIONS = """You are the booking assistant for FreshPile Carpet Care, a carpet and upholstery cleaning firm covering
Brighton & Hove (BN postcodes). Today is Tuesday 8 December 2026, 10:05, in Brighton.
Signed in: Gareth Lewis (customer CUS-40712), 14 Elm Grove, Brighton BN2 3ES.

How we work:
- Prices come from getQuote: carpets are priced by floor area with a per-room minimum, stairs per flight, rugs by area,
  upholstery per item; stain treatment and pet-odour treatment are optional extras per carpeted area; the minimum job is £60.
  A booking needs a quote id.
- Visits start in one of three slots, 08:00, 11:00 or 14:00 (the slot opens a 3-hour arrival window). Closed on Sundays and
  from 24 December to 3 January.
- Carpets take 4-6 hours to dry after a clean; keep heavy furniture off them until they're dry.
- Cancelling or rescheduling is free up to 48 hours before the slot; inside 48 hours there is a £30 fee.
- Payment is by card to the technician on the day.
Carry out clear requests directly. Ask for anything you need that is missing (room sizes, date, slot) instead of guessing."""


# =============================================================================================
# 3. locksmith: KeyRight Locksmiths, Cardiff (4 tools, kebab-case)
# =============================================================================================

LOCK_NOW = _dt.datetime(2027, 1, 3, 22, 40)
LOCK_PRICES = {  # (daytime, out-of-hours) in GBP, call-out plus first 30 minutes' labour
    "lockout": (85, 125),
    "lock_change": (95, 140),
    "broken_key_extraction": (70, 110),
    "upvc_door_mechanism": (110, 155),
}
LOCK_PARTS = {
    "lockout": None,
    "lock_change": "anti-snap euro cylinder £25-£60 per lock",
    "broken_key_extraction": None,
    "upvc_door_mechanism": "gearbox or multipoint mechanism £45-£120 if it needs replacing",
}
JOB_LABELS = {
    "lockout": "lockout (gaining entry)",
    "lock_change": "lock change",
    "broken_key_extraction": "broken key extraction",
    "upvc_door_mechanism": "uPVC door mechanism repair",
}
LOCK_BOOKINGS = {
    "KR-270311": {
        "booking_ref": "KR-270311",
        "job_type": "lock_change",
        "address": "22 Cathays Terrace, Cardiff CF24 4HX",
        "scheduled_for": "2027-01-05T09:00",
        "arrival_window": "09:00-10:00",
        "status": "confirmed",
        "technician": "Bethan Morgan",
        "price_gbp": 95,
        "parts": "anti-snap euro cylinder £25-£60 per lock",
        "contact_phone": "07700 900377",
    },
}


def _cardiff_postcode(postcode: Any) -> str | None:
    text = re.sub(r"\s+", " ", str(postcode or "").strip().upper())
    return text if re.match(r"CF\d{1,2}\b", text) else None


def _eta(postcode: str) -> str:
    district = postcode.split(" ")[0]
    return "35-50 minutes" if district in ("CF10", "CF11", "CF14", "CF24") else "50-70 minutes"


def _daytime(moment: _dt.datetime) -> bool:
    return moment.weekday() < 5 and 8 <= moment.hour < 18


def get_callout_quote(job_type: str, postcode: str, when: str = "asap") -> dict[str, Any]:
    if job_type not in LOCK_PRICES:
        return {"error": "job_type must be lockout, lock_change, broken_key_extraction or upvc_door_mechanism"}
    area = _cardiff_postcode(postcode)
    if area is None:
        return {"error": f"{postcode} is outside our area: we cover Cardiff (CF postcodes)."}
    day_price, ooh_price = LOCK_PRICES[job_type]
    out: dict[str, Any] = {"job": JOB_LABELS[job_type], "postcode": area, "when": when}
    if when == "scheduled":
        out.update(
            {
                "price_gbp": day_price,
                "price_band": "daytime (Mon-Fri 08:00-18:00)",
                "next_daytime_slot": "2027-01-04T08:00",
                "out_of_hours_price_gbp": ooh_price,
            }
        )
    else:
        daytime = _daytime(LOCK_NOW)
        out.update(
            {
                "price_gbp": day_price if daytime else ooh_price,
                "price_band": "daytime" if daytime else "out-of-hours (Sunday night)",
                "eta": _eta(area),
                "locksmiths_free_now": 2,
            }
        )
    out["includes"] = "call-out and the first 30 minutes' labour; then £20 per extra 15 minutes"
    out["parts_extra"] = LOCK_PARTS[job_type]
    return out


def book_callout(
    job_type: str, address: dict[str, Any], contact_phone: str, when: str | None = None, notes: str | None = None
) -> dict[str, Any]:
    if job_type not in LOCK_PRICES:
        return {"error": "job_type must be lockout, lock_change, broken_key_extraction or upvc_door_mechanism"}
    address = address or {}
    area = _cardiff_postcode(address.get("postcode"))
    if area is None:
        return {"error": f"{address.get('postcode')} is outside our area: we cover Cardiff (CF postcodes)."}
    if not str(address.get("line1") or "").strip():
        return {"error": "address.line1 (house number and street) is required"}
    if len(_digits(contact_phone)) < 10:
        return {"error": "Give a contact phone number the locksmith can call, e.g. 07700 900123"}
    day_price, ooh_price = LOCK_PRICES[job_type]
    full_address = f"{str(address['line1']).strip()}, {str(address.get('city') or 'Cardiff').strip()} {area}"
    ref = f"KR-27{_code(job_type, area, str(when), width=4)}"
    out: dict[str, Any] = {
        "booking_ref": ref,
        "job": JOB_LABELS[job_type],
        "address": full_address,
        "contact_phone": contact_phone,
    }
    if when in (None, "", "asap"):
        out.update(
            {
                "status": "dispatched",
                "technician": "Rhys Jenkins",
                "eta": _eta(area),
                "price_gbp": day_price if _daytime(LOCK_NOW) else ooh_price,
                "note": "Rhys will call from 029 2055 0199 when he's 10 minutes away.",
            }
        )
    else:
        moment = _stamp(when)
        if moment is None:
            return {"error": "when must be a local date-time like 2027-01-05T09:00, or null for ASAP"}
        if moment <= LOCK_NOW:
            return {"error": "That time has passed; use null for an ASAP call-out."}
        if not 8 <= moment.hour < 18:
            return {"error": "Scheduled visits run 08:00-18:00; use null for an ASAP call-out tonight."}
        out.update(
            {
                "status": "confirmed",
                "scheduled_for": moment.strftime("%Y-%m-%dT%H:%M"),
                "arrival_window": f"{moment:%H:%M}-{moment.hour + 1:02d}:{moment.minute:02d}",
                "technician": "Bethan Morgan",
                "price_gbp": day_price if _daytime(moment) else ooh_price,
            }
        )
    out["parts_extra"] = LOCK_PARTS[job_type]
    out["notes"] = notes
    return out


def track_callout(booking_ref: str) -> dict[str, Any]:
    booking = LOCK_BOOKINGS.get(str(booking_ref).strip().upper())
    if booking is None:
        return {"error": f"No booking {booking_ref}. References look like KR-270311."}
    return {**booking, "note": "Bethan will text when she's on her way."}


def cancel_callout(booking_ref: str, reason: str | None = None) -> dict[str, Any]:
    booking = LOCK_BOOKINGS.get(str(booking_ref).strip().upper())
    if booking is None:
        return {"error": f"No booking {booking_ref}. References look like KR-270311."}
    start = _dt.datetime.fromisoformat(booking["scheduled_for"])
    fee = 0 if start - LOCK_NOW >= _dt.timedelta(hours=2) else 40
    return {
        "booking_ref": booking["booking_ref"],
        "status": "cancelled",
        "was": {"job": JOB_LABELS[booking["job_type"]], "scheduled_for": booking["scheduled_for"], "address": booking["address"]},
        "cancellation_fee_gbp": fee,
        "reason": reason,
    }


LOCK_REF = {"type": "string", "description": "Booking reference, e.g. KR-270311"}
LOCK_JOB = {"type": "string", "enum": list(LOCK_PRICES)}

LOCK_TOOLS = [
    ToolDef(
        "get-callout-quote",
        "Price (and, for ASAP, arrival estimate) of a locksmith call-out for a job in a Cardiff postcode.",
        {
            "type": "object",
            "properties": {
                "job_type": LOCK_JOB,
                "postcode": {"type": "string", "description": "e.g. CF24 4AB"},
                "when": {
                    "type": "string",
                    "enum": ["asap", "scheduled"],
                    "description": "asap = now; scheduled = a booked daytime visit",
                },
            },
            "required": ["job_type", "postcode", "when"],
        },
        get_callout_quote,
    ),
    ToolDef(
        "book-callout",
        "Book a locksmith: dispatched now (when = null) or at a scheduled local time.",
        {
            "type": "object",
            "properties": {
                "job_type": LOCK_JOB,
                "address": {
                    "type": "object",
                    "properties": {
                        "line1": {"type": "string", "description": "House/flat number and street"},
                        "city": {"type": "string"},
                        "postcode": {"type": "string"},
                    },
                    "required": ["line1", "city", "postcode"],
                    "additionalProperties": False,
                },
                "contact_phone": {"type": "string"},
                "when": {"type": ["string", "null"], "description": "Local date-time, e.g. 2027-01-05T09:00; null = ASAP"},
                "notes": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Anything the locksmith should know"},
            },
            "required": ["job_type", "address", "contact_phone", "when", "notes"],
            "additionalProperties": False,
        },
        book_callout,
        act=True,
        strict=True,
    ),
    ToolDef(
        "track-callout",
        "Status, time and technician of a booking.",
        {"type": "object", "properties": {"booking_ref": LOCK_REF}, "required": ["booking_ref"]},
        track_callout,
    ),
    ToolDef(
        "cancel-callout",
        "Cancel a booking.",
        {
            "type": "object",
            "properties": {"booking_ref": LOCK_REF, "reason": {"type": "string"}},
            "required": ["booking_ref"],
        },
        cancel_callout,
        act=True,
    ),
]

LOCK_ACTS = ["book-callout", "cancel-callout"]

LOCK_INSTRUCTIONS = """You are the assistant for KeyRight Locksmiths, a 24/7 locksmith covering Cardiff (CF postcodes).
Today is Sunday 3 January 2027; it is 22:40 in Cardiff.
Customers aren't signed in: a booking needs the job type, the full address with postcode, and a contact phone number.
- Always get prices from get-callout-quote: they depend on the job, the area and the time (evenings, nights, weekends and bank
  holidays are out-of-hours). Prices include the call-out and the first 30 minutes' labour; parts are extra.
- ASAP call-outs are dispatched straight away. Scheduled visits run 08:00-18:00.
- Key cutting is done only in our shop at 88 Crwys Road, Cardiff CF24 4NP (Mon-Sat 9:00-17:30), from the original key. We never
  cut keys from photos or descriptions.
- Cancelling is free up to 2 hours before a scheduled visit; an ASAP call-out cancelled after the locksmith has set off costs £40.
- If there has been a break-in, tell the customer to call the police first (999 if it is happening now, otherwise 101).
Carry out clear requests; ask for any missing detail instead of guessing."""


# =============================================================================================
# 4. gift_cards: Harlow & Finch e-gift cards (3 tools, PascalCase)
# =============================================================================================

GIFT_TODAY = _dt.date(2026, 12, 16)
GIFT_CARDS = {
    "6035770012345678": {
        "BalanceGbp": 37.50,
        "Status": "active",
        "ExpiresOn": "2028-03-01",
        "LastUsed": "2026-11-28 at Harlow & Finch Princes Street",
        "Type": "e-gift card",
    },
    "6035770024681357": {
        "BalanceGbp": 12.20,
        "Status": "active",
        "ExpiresOn": "2027-02-14",
        "LastUsed": "2026-09-03 online",
        "Type": "plastic gift card",
    },
    "6035770099990001": {
        "BalanceGbp": 0.00,
        "Status": "fully redeemed",
        "ExpiresOn": "2027-06-30",
        "LastUsed": "2026-12-02 at Harlow & Finch Buchanan Street",
        "Type": "e-gift card",
    },
}
GIFT_ORDERS = [
    {
        "OrderId": "GC-55102",
        "Status": "scheduled",
        "AmountGbp": 50.00,
        "Design": "snowflakes",
        "Recipient": {
            "Name": "Fiona Baird",
            "Email": "fiona.baird@btinternet.com",
            "Message": "Merry Christmas Mum! Love, Callum x",
        },
        "DeliverOn": "2026-12-25",
        "DeliveryTime": "08:00 UK time",
        "OrderedOn": "2026-11-21",
    },
    {
        "OrderId": "GC-54987",
        "Status": "delivered",
        "AmountGbp": 25.00,
        "Design": "classic",
        "Recipient": {"Name": "Tom Reid", "Email": "tom.reid@gmail.com", "Message": "Happy housewarming!"},
        "DeliverOn": "2026-11-30",
        "Opened": True,
        "OrderedOn": "2026-11-30",
    },
    {
        "OrderId": "GC-54410",
        "Status": "delivered",
        "AmountGbp": 100.00,
        "Design": "thank_you",
        "Recipient": {"Name": "Rowan Hall", "Email": "rowan.hall@lothianlabs.co.uk", "Message": None},
        "DeliverOn": "2026-10-02",
        "Opened": True,
        "OrderedOn": "2026-10-01",
    },
]
DESIGNS = ["snowflakes", "birthday", "thank_you", "classic"]


def CheckBalance(CardNumber: str, Pin: str | None = None) -> dict[str, Any]:
    number_ = _digits(CardNumber)
    if len(number_) != 16 or not number_.startswith("6035"):
        return {"error": "Gift card numbers are 16 digits starting 6035."}
    card = GIFT_CARDS.get(number_)
    if card is None:
        return {"error": f"No gift card ending {number_[-4:]} found. Check the number."}
    return {"CardNumber": f"{number_[:4]} {number_[4:8]} {number_[8:12]} {number_[12:]}", "Currency": "GBP", **card}


def SendGiftCard(Amount: float, Design: str, Recipient: dict[str, Any], DeliverOn: str | None = None) -> dict[str, Any]:
    amount = float(Amount)
    if not 10 <= amount <= 500:
        return {"error": "Amount must be between £10 and £500."}
    if Design not in DESIGNS:
        return {"error": "Design must be one of " + ", ".join(DESIGNS)}
    recipient = Recipient or {}
    email = str(recipient.get("Email") or "").strip()
    if not re.fullmatch(r"[^@\s]+@[^@\s]+\.[^@\s]+", email):
        return {"error": "Recipient.Email must be a valid email address."}
    if DeliverOn in (None, ""):
        when = GIFT_TODAY
    else:
        when = _day(DeliverOn)
        if when is None:
            return {"error": "DeliverOn must be YYYY-MM-DD or null for now."}
        if when < GIFT_TODAY or when > GIFT_TODAY + _dt.timedelta(days=365):
            return {"error": "DeliverOn must be between today and 12 months ahead."}
    return {
        "OrderId": f"GC-55{_code(email, amount, str(when), width=3)}",
        "Status": "sent" if when == GIFT_TODAY else "scheduled",
        "AmountGbp": round(amount, 2),
        "Design": Design,
        "Recipient": {"Name": recipient.get("Name"), "Email": email, "Message": recipient.get("Message")},
        "DeliverOn": str(when),
        "DeliveryTime": "within 10 minutes" if when == GIFT_TODAY else "08:00 UK time",
        "ChargedTo": "Visa ending 0481",
        "ValidUntil": str(when.replace(year=when.year + 2)),
    }


def ListOrders(Status: str = "all") -> dict[str, Any]:
    rows = [o for o in GIFT_ORDERS if Status in (None, "", "all") or o["Status"] == Status]
    return {"Customer": "Callum Baird", "Orders": rows}


GIFT_TOOLS = [
    ToolDef(
        "CheckBalance",
        "Balance, status and expiry of a Harlow & Finch gift card.",
        {
            "type": "object",
            "properties": {
                "CardNumber": {"type": "string", "description": "16 digits starting 6035 (spaces allowed)"},
                "Pin": {"type": ["string", "null"], "description": "4-digit PIN if the card has one; null otherwise"},
            },
            "required": ["CardNumber"],
        },
        CheckBalance,
    ),
    ToolDef(
        "SendGiftCard",
        "Buy an e-gift card and email it to someone now or on a chosen date (charged to the saved Visa).",
        {
            "type": "object",
            "properties": {
                "Amount": {"type": "number", "description": "GBP, 10 to 500"},
                "Design": {"type": "string", "enum": DESIGNS},
                "Recipient": {
                    "type": "object",
                    "properties": {
                        "Name": {"type": "string"},
                        "Email": {"type": "string"},
                        "Message": {"type": ["string", "null"], "description": "Personal message; null for none"},
                    },
                    "required": ["Name", "Email", "Message"],
                    "additionalProperties": False,
                },
                "DeliverOn": {
                    "anyOf": [{"type": "string", "description": "YYYY-MM-DD"}, {"type": "null"}],
                    "description": "Delivery date; null to send now",
                },
            },
            "required": ["Amount", "Design", "Recipient", "DeliverOn"],
            "additionalProperties": False,
        },
        SendGiftCard,
        act=True,
        strict=True,
    ),
    ToolDef(
        "ListOrders",
        "The customer's e-gift card orders: recipient, amount, design, delivery date and status.",
        {
            "type": "object",
            "properties": {"Status": {"type": "string", "enum": ["all", "scheduled", "delivered"], "default": "all"}},
        },
        ListOrders,
    ),
]

GIFT_INSTRUCTIONS = """You are the gift card assistant for Harlow & Finch, a department store (Edinburgh, Glasgow, Aberdeen and
online). Today is Wednesday 16 December 2026, 13:30, in Edinburgh.
Signed in: Callum Baird (callum.baird@outlook.com). New e-gift cards are charged to his saved Visa ending 0481.
- E-gift cards cost £10 to £500, in the designs snowflakes, birthday, thank_you and classic. They are emailed straight away or on
  a chosen date up to 12 months ahead (delivered at 08:00 UK time on that day).
- Cards are valid for 24 months, work in every store and online, and can't be exchanged for cash.
- Gift card numbers are 16 digits starting 6035.
Carry out clear requests; ask for anything that is missing (amount, recipient's email...) rather than guessing."""


# =============================================================================================
# 5. pizza_delivery: Corrib Pizza Co., Galway (1 tool, namespaced)
# =============================================================================================

PIZZA_NOW = _dt.datetime(2027, 1, 2, 18, 50)
PIZZA_MENU = {  # name: (10", 12", 14") in EUR
    "margherita": (10.50, 12.50, 14.50),
    "pepperoni": (12.00, 14.50, 16.50),
    "funghi": (11.50, 13.50, 15.50),
    "quattro_formaggi": (12.50, 15.00, 17.00),
    "nduja_honey": (13.00, 15.50, 17.50),
    "vegan_garden": (12.00, 14.00, 16.00),
}
TOPPINGS = ["olives", "mushrooms", "jalapenos", "red_onion", "pepperoni", "extra_cheese", "rocket", "pineapple"]
SIDES = {"garlic_bread": 4.50, "wedges": 4.00, "coleslaw": 2.50, "cookie_dough": 5.50}
SIZES = [10, 12, 14]


def pizza_place_order(
    items: list[dict[str, Any]],
    sides: list[str] | None = None,
    fulfilment: str = "delivery",
    address: str | None = None,
    notes: str | None = None,
) -> dict[str, Any]:
    if not items:
        return {"error": "Add at least one pizza."}
    lines = []
    for line in items:
        pizza = str(line.get("pizza", "")).lower()
        if pizza not in PIZZA_MENU:
            return {"error": "pizza must be one of " + ", ".join(PIZZA_MENU)}
        size = int(line.get("size_inches") or 12)
        if size not in SIZES:
            return {"error": "size_inches must be 10, 12 or 14"}
        quantity = int(line.get("quantity") or 1)
        if not 1 <= quantity <= 20:
            return {"error": "quantity must be 1-20"}
        extras = [str(t).lower() for t in line.get("extra_toppings") or []]
        bad = [t for t in extras if t not in TOPPINGS]
        if bad:
            return {"error": f"Unknown topping(s) {bad}; choose from {', '.join(TOPPINGS)}"}
        each = PIZZA_MENU[pizza][SIZES.index(size)] + 1.50 * len(extras)
        lines.append(
            {
                "pizza": pizza,
                "size_inches": size,
                "quantity": quantity,
                "extra_toppings": extras,
                "line_total_eur": round(each * quantity, 2),
            }
        )
    side_lines = []
    for side in sides or []:
        key = str(side).lower()
        if key not in SIDES:
            return {"error": "sides must be from " + ", ".join(SIDES)}
        side_lines.append({"side": key, "price_eur": SIDES[key]})
    food = round(sum(x["line_total_eur"] for x in lines) + sum(x["price_eur"] for x in side_lines), 2)
    out: dict[str, Any] = {"pizzas": lines, "sides": side_lines, "food_total_eur": food, "fulfilment": fulfilment}
    if fulfilment == "collection":
        ready = PIZZA_NOW + _dt.timedelta(minutes=20)
        out.update({"delivery_fee_eur": 0.0, "collect_from": "14 Mainguard Street, Galway", "ready_at": f"{ready:%H:%M}"})
    elif fulfilment == "delivery":
        fee = 0.0 if food > 35 else 2.50
        early, late = PIZZA_NOW + _dt.timedelta(minutes=40), PIZZA_NOW + _dt.timedelta(minutes=50)
        out.update(
            {
                "delivery_fee_eur": fee,
                "deliver_to": address or "Apt 4, 12 Dominick Street Lower, Galway H91 X2Y7",
                "estimated_arrival": f"{early:%H:%M}-{late:%H:%M}",
            }
        )
    else:
        return {"error": "fulfilment must be delivery or collection"}
    out["total_eur"] = round(food + out["delivery_fee_eur"], 2)
    out["order_id"] = f"CPZ-{_code(lines, side_lines, fulfilment, width=5)}"
    out["status"] = "accepted"
    out["paid_with"] = "Mastercard ending 2290"
    out["notes"] = notes
    return out


PIZZA_TOOLS = [
    ToolDef(
        "pizza__place_order",
        "Place an order with Corrib Pizza Co. (charged to the saved card).",
        {
            "type": "object",
            "properties": {
                "items": {"type": "array", "items": {"$ref": "#/$defs/pizza_line"}},
                "sides": {"type": "array", "items": {"type": "string", "enum": list(SIDES)}, "description": "[] for none"},
                "fulfilment": {"type": "string", "enum": ["delivery", "collection"]},
                "address": {
                    "type": ["string", "null"],
                    "description": "Delivery address; null for the saved address or collection",
                },
                "notes": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Notes for the kitchen or driver"},
            },
            "required": ["items", "sides", "fulfilment", "address", "notes"],
            "additionalProperties": False,
            "$defs": {
                "pizza_line": {
                    "type": "object",
                    "properties": {
                        "pizza": {"type": "string", "enum": list(PIZZA_MENU)},
                        "size_inches": {"type": "integer", "enum": SIZES, "description": "10 small, 12 medium, 14 large"},
                        "quantity": {"type": "integer"},
                        "extra_toppings": {"type": "array", "items": {"type": "string", "enum": TOPPINGS}},
                    },
                    "required": ["pizza", "size_inches", "quantity", "extra_toppings"],
                    "additionalProperties": False,
                }
            },
        },
        pizza_place_order,
        act=True,
        strict=True,
    ),
]

PIZZA_INSTRUCTIONS = """You are the ordering assistant for Corrib Pizza Co., Galway. Today is Saturday 2 January 2027; it is 18:50
in Galway. Prices are in euro.
Signed in: Niamh Walsh. Saved delivery address: Apt 4, 12 Dominick Street Lower, Galway H91 X2Y7. Orders are charged to her saved
Mastercard ending 2290.
Menu, 10" small / 12" medium / 14" large:
- Margherita (margherita): tomato, fior di latte, basil. €10.50 / €12.50 / €14.50
- Pepperoni (pepperoni): tomato, mozzarella, pepperoni. €12.00 / €14.50 / €16.50
- Funghi (funghi): garlic cream, mushrooms, thyme, mozzarella. €11.50 / €13.50 / €15.50
- Quattro Formaggi (quattro_formaggi): mozzarella, gorgonzola, fontina, parmesan. €12.50 / €15.00 / €17.00
- 'Nduja & Hot Honey (nduja_honey): tomato, spicy 'nduja sausage, mozzarella, red onion, hot honey. €13.00 / €15.50 / €17.50
- Vegan Garden (vegan_garden): tomato, vegan mozzarella, peppers, courgette, olives, rocket. €12.00 / €14.00 / €16.00
Only the Vegan Garden is vegan. We can't do gluten-free bases.
Extra toppings €1.50 each: olives, mushrooms, jalapenos, red onion, pepperoni, extra cheese, rocket, pineapple.
Sides: garlic bread €4.50, potato wedges €4.00, coleslaw €2.50, cookie dough €5.50.
Delivery costs €2.50 (free on food over €35) and takes about 40-50 minutes; collection orders are ready in about 20 minutes at
14 Mainguard Street.
Place the order with pizza__place_order once the customer has said what they want; ask when the pizza, the size or delivery versus
collection is unclear."""


DOMAINS = [
    Domain("streaming_tv", STREAM_TOOLS, STREAM_INSTRUCTIONS),
    Domain("carpet_cleaning", CARPET_TOOLS, CARPET_INSTRUCTIONS),
    Domain("locksmith", LOCK_TOOLS, LOCK_INSTRUCTIONS),
    Domain("gift_cards", GIFT_TOOLS, GIFT_INSTRUCTIONS),
    Domain("pizza_delivery", PIZZA_TOOLS, PIZZA_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================


def pizzas(name: str, size: int, count: int) -> Pred:
    """An items array ordering `count` pizzas `name` of `size` inches in all (one line or several)."""

    def test(value: Any) -> bool:
        if not isinstance(value, list):
            return False
        total = sum(
            int(line.get("quantity") or 0)
            for line in value
            if isinstance(line, dict) and str(line.get("pizza", "")).lower() == name and line.get("size_inches") == size
        )
        return total == count

    return Pred(f"{count} x {name} {size}in in items", test)


def null_or_today(iso: str) -> Pred:
    """null (send now) or today's date, for a gift card sent straight away."""
    return Pred(f"null or {iso}", lambda v: v is None or (isinstance(v, str) and v.strip()[:10] == iso))


FROSTBOUND_LEAVING = said(
    "31 December", "December 31", "31st December", "31 Dec", "Dec 31", "2026-12-31", "31/12", "New Year's Eve"
)
NEXT_BILL = said("4 January", "January 4", "4th January", "4 Jan", "Jan 4", "2027-01-04", "04/01", "4/1")
NO_FEE = said(
    "no fee", "no charge", "free of charge", "no cancellation fee", "£0", "0.00", "won't be charged", "not be charged", "free"
)


def card_number(digits: str) -> Pred:
    """A gift card number with these 16 digits, written with or without spaces."""
    return Pred(f"card number {digits}", lambda v: isinstance(v, str) and _digits(v) == digits)


CASES = [
    # ---------------------------------------------------------------- streaming_tv (14)
    Case(
        "aj_tv_add_copper_dev",
        "streaming_tv",
        "direct",
        [
            Turn(
                "stick copper sky on dev's watchlist",
                calls=[ExpectCall("add_to_watchlist", {"profile_id": "p_02", "title_id": "fl-m-8871"})],
                allow=["list_profiles", "search_titles", "get_watchlist"],
                forbid=["set_parental_controls", "download_episodes", "change_plan"],
            ),
        ],
        features=("person", "8_tools"),
    ),
    Case(
        "aj_tv_frostbound_rating",
        "streaming_tv",
        "direct",
        [
            Turn(
                "what's the age rating on frostbound, and how many seasons are there?",
                calls=[ExpectCall("search_titles", {"query": contains("frostbound")})],
                allow=["get_title_details"],
                forbid=STREAM_ACTS,
                answer_has=[
                    said_number(12),
                    said("2 seasons", "two seasons", "2 full seasons", "two full seasons", "seasons: 2"),
                ],
            ),
        ],
        features=("8_tools",),
    ),
    Case(
        "aj_tv_anya_pg_pin",
        "streaming_tv",
        "polite",
        [
            Turn(
                "Could you please change Anya's profile so she can only watch U and PG things, and make it ask for a PIN "
                "when someone switches out of her profile? Thank you!",
                calls=[
                    ExpectCall("set_parental_controls", {"profile_id": "p_03", "max_rating": "PG", "pin_required": boolean(True)})
                ],
                allow=["list_profiles"],
                forbid=["add_to_watchlist", "download_episodes", "change_plan"],
            ),
        ],
        features=("enum", "boolean", "strict", "person", "8_tools"),
    ),
    Case(
        "aj_tv_family_christmas",
        "streaming_tv",
        "polite",
        [
            Turn(
                "Would you be able to find us a Christmas film the whole family can watch tonight? The kids are 6 and 9. Thanks!",
                calls=[ExpectCall("search_titles")],
                allow=["get_title_details", "list_profiles"],
                forbid=STREAM_ACTS,
                answer_has=[said("Snow Fox", "Very Northern Christmas")],
            ),
        ],
        features=("array", "enum", "8_tools"),
    ),
    Case(
        "aj_tv_watchlist_leaving",
        "streaming_tv",
        "indirect",
        [
            Turn(
                "got a few days off over christmas. anything on my list I should get through first before it goes?",
                calls=[ExpectCall("get_watchlist", {"profile_id": "p_01"})],
                allow=["list_profiles", "get_title_details"],
                forbid=STREAM_ACTS,
                answer_has=[said("Frostbound"), FROSTBOUND_LEAVING],
            ),
        ],
        features=("date", "8_tools"),
    ),
    Case(
        "aj_tv_galaxy_no_downloads",
        "streaming_tv",
        "indirect",
        [
            Turn(
                "why does my samsung keep telling me I can't download anything?? it works fine on my ipad",
                calls=[ExpectCall("get_account")],
                forbid=STREAM_ACTS,
                answer_has=[
                    said("2 devices", "two devices", "2 of 2", "limit", "maximum", "only allows"),
                    said("Pixel", "Dev"),
                ],
            ),
        ],
        features=("8_tools",),
    ),
    Case(
        "aj_tv_two_watchlist_adds",
        "streaming_tv",
        "multi_intent",
        [
            Turn(
                "put Paper Lanterns on Anya's watchlist and A Very Northern Christmas on mine",
                calls=[
                    ExpectCall("add_to_watchlist", {"profile_id": "p_03", "title_id": "fl-m-8812"}),
                    ExpectCall("add_to_watchlist", {"profile_id": "p_01", "title_id": "fl-m-8899"}),
                ],
                allow=["list_profiles", "search_titles", "get_watchlist"],
                forbid=["set_parental_controls", "download_episodes", "change_plan"],
            ),
        ],
        features=("person", "8_tools"),
    ),
    Case(
        "aj_tv_plan_questions",
        "streaming_tv",
        "multi_intent",
        [
            Turn(
                "what plan am I on, when's my next payment, and how much more a month would premium be?",
                calls=[ExpectCall("get_account")],
                forbid=STREAM_ACTS,
                answer_has=[said("Standard"), NEXT_BILL, said_any_number(7, 17.99)],
            ),
        ],
        features=("date", "8_tools"),
    ),
    Case(
        "aj_tv_download_data",
        "streaming_tv",
        "no_tool",
        [
            Turn(
                "if I download episodes at home on wifi, does watching them on the train later still use my mobile data?",
                forbid=STREAM_ACTS,
                answer_has=[
                    said(
                        "offline",
                        "stored",
                        "saved",
                        "on your device",
                        "on the device",
                        "doesn't use",
                        "does not use",
                        "won't use",
                        "will not use",
                        "no data",
                        "no mobile data",
                    )
                ],
            ),
        ],
        features=("8_tools",),
    ),
    Case(
        "aj_tv_download_vague",
        "streaming_tv",
        "underspecified",
        [
            Turn(
                "download some stuff for me to watch on the plane",
                allow=["get_account", "get_watchlist", "get_viewing_history", "list_profiles", "search_titles"],
                forbid=STREAM_ACTS,
                clarify=True,
            ),
        ],
        features=("8_tools",),
    ),
    Case(
        "aj_tv_change_plan_vague",
        "streaming_tv",
        "underspecified",
        [
            Turn("i want to change my plan", allow=["get_account"], forbid=STREAM_ACTS, clarify=True),
        ],
        features=("enum", "strict", "8_tools"),
    ),
    Case(
        "aj_tv_harbour_next_two",
        "streaming_tv",
        "chained",
        [
            Turn(
                "download the next two episodes of harbour line after the one I watched last night onto my ipad. 720p so it "
                "doesn't eat all my storage",
                calls=[
                    ExpectCall("get_viewing_history", {"profile_id": "p_01"}),
                    ExpectCall(
                        "download_episodes",
                        {
                            "device_id": "dev_ipad_7731",
                            "items": has_items(
                                fields(title_id="fl-s-2041", season=3, episode=3),
                                fields(title_id="fl-s-2041", season=3, episode=4),
                            ),
                            "max_resolution": 720,
                        },
                    ),
                ],
                allow=["list_profiles", "get_account", "search_titles", "get_title_details"],
                forbid=["add_to_watchlist", "set_parental_controls", "change_plan"],
            ),
        ],
        features=("array_objects", "integer_enum", "nullable_type_list", "nullable_anyof", "8_tools"),
    ),
    Case(
        "aj_tv_block_last_night",
        "streaming_tv",
        "chained",
        [
            Turn(
                "Anya had nightmares after whatever she watched on her profile last night. block that show for her but "
                "leave the rest of her settings as they are",
                calls=[
                    ExpectCall("get_viewing_history", {"profile_id": "p_03"}),
                    ExpectCall(
                        "set_parental_controls",
                        {
                            "profile_id": "p_03",
                            "max_rating": "12",
                            "pin_required": boolean(False),
                            "blocked_title_ids": has_items("fl-s-2093"),
                        },
                    ),
                ],
                allow=["list_profiles", "get_title_details"],
                forbid=["add_to_watchlist", "download_episodes", "change_plan"],
                answer_has=[said("Frostbound")],
            ),
        ],
        features=("array", "enum", "boolean", "strict", "person", "8_tools"),
    ),
    Case(
        "aj_tv_dev_watchlist_then_plan",
        "streaming_tv",
        "multi_turn",
        [
            Turn(
                "what's on Dev's watchlist?",
                calls=[ExpectCall("get_watchlist", {"profile_id": "p_02"})],
                allow=["list_profiles"],
                forbid=STREAM_ACTS,
                answer_has=[said("Kessler")],
            ),
            Turn(
                "is it any good? and how long is it",
                allow=["get_title_details", "search_titles"],
                forbid=STREAM_ACTS,
                answer_has=[said_number(104), said_number(6.9)],
            ),
            Turn(
                "ok. can you bump me up to premium from my next bill?",
                calls=[ExpectCall("change_plan", {"plan": "premium", "effective": "next_billing_date"})],
                allow=["get_account"],
                forbid=["add_to_watchlist", "set_parental_controls", "download_episodes"],
                answer_has=[said_number(17.99)],
            ),
        ],
        features=("enum", "strict", "person", "8_tools"),
    ),
    # ---------------------------------------------------------------- carpet_cleaning (11)
    Case(
        "aj_carpet_quote_lounge_stairs",
        "carpet_cleaning",
        "direct",
        [
            Turn(
                "how much to clean a 20 square metre lounge and the stairs?",
                calls=[
                    ExpectCall(
                        "getQuote",
                        {"rooms": has_items(fields(kind="room", areaSqm=number(20)), fields(kind="stairs"))},
                    )
                ],
                forbid=CARPET_ACTS,
                answer_has=[said_number(99)],
            ),
        ],
        features=("ref", "array_objects", "number", "enum", "nullable_type_list", "camel_names"),
    ),
    Case(
        "aj_carpet_friday_slots",
        "carpet_cleaning",
        "polite",
        [
            Turn(
                "Hi there, would you mind checking what times you've got free this Friday? Thanks!",
                calls=[ExpectCall("getAvailability", {"date": date("2026-12-11")})],
                forbid=CARPET_ACTS,
                answer_has=[said("8am", "8 am", "08:00", "8:00", "8.00"), said("2pm", "2 pm", "14:00", "2:00", "2.00")],
            ),
        ],
        features=("date", "camel_names"),
    ),
    Case(
        "aj_carpet_dog_accident",
        "carpet_cleaning",
        "indirect",
        [
            Turn(
                "the dog's had an accident on the bedroom carpet and it honestly reeks. the room's about 12 m². what would "
                "it cost to get that sorted?",
                calls=[
                    ExpectCall(
                        "getQuote",
                        {"rooms": has_items(fields(areaSqm=number(12))), "petOdourTreatment": boolean(True)},
                    )
                ],
                forbid=CARPET_ACTS,
                answer_has=[said_any_number(60, 73.4)],
            ),
        ],
        features=("ref", "boolean", "number", "camel_names"),
    ),
    Case(
        "aj_carpet_moving_out",
        "carpet_cleaning",
        "indirect",
        [
            Turn(
                "we're moving out on the 19th and the landlord wants the carpets professionally cleaned before we hand the "
                "keys back. could you fit us in the day before?",
                calls=[ExpectCall("getAvailability", {"date": date("2026-12-18")})],
                forbid=CARPET_ACTS,
                answer_has=[said("11am", "11 am", "11:00", "11.00", "11 o'clock")],
            ),
        ],
        features=("date", "camel_names"),
    ),
    Case(
        "aj_carpet_move_and_june",
        "carpet_cleaning",
        "multi_intent",
        [
            Turn(
                "can you move thursday's clean to monday morning instead? also remind me what the one back in june cost",
                calls=[
                    ExpectCall("listBookings"),
                    ExpectCall(
                        "rescheduleBooking",
                        {"bookingId": "BK-93017", "newDate": date("2026-12-14"), "newSlot": one_of("08:00", "11:00")},
                    ),
                ],
                allow=["getAvailability"],
                forbid=["bookClean", "cancelBooking"],
                answer_has=[said_number(106.8)],
            ),
        ],
        features=("date", "enum", "camel_names"),
    ),
    Case(
        "aj_carpet_drying",
        "carpet_cleaning",
        "no_tool",
        [
            Turn(
                "how long after you've been do we have to stay off the carpet?",
                forbid=CARPET_ACTS,
                answer_has=[said("4-6", "4 to 6", "four to six", "4–6", "4 and 6", "4 - 6", "4 – 6")],
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "aj_carpet_diy_vs_pro",
        "carpet_cleaning",
        "no_tool",
        [
            Turn(
                "be honest, is it worth paying for a professional clean or should I just hire one of those machines from "
                "the supermarket?",
                forbid=CARPET_ACTS,
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "aj_carpet_book_vague",
        "carpet_cleaning",
        "underspecified",
        [
            Turn(
                "book me in for a carpet clean next week please",
                allow=["getAvailability", "listBookings"],
                forbid=CARPET_ACTS,
                clarify=True,
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "aj_carpet_quote_then_book",
        "carpet_cleaning",
        "chained",
        [
            Turn(
                "quote me for the hallway (6 m²) and the lounge (18 m²) with stain treatment, then book it in for the earliest "
                "slot on friday the 11th",
                calls=[
                    ExpectCall(
                        "getQuote",
                        {
                            "rooms": has_items(fields(areaSqm=number(6)), fields(areaSqm=number(18))),
                            "stainTreatment": boolean(True),
                        },
                    ),
                    ExpectCall("bookClean", {"quoteId": "QT-4811260", "date": date("2026-12-11"), "slot": "08:00"}),
                ],
                allow=["getAvailability"],
                forbid=["rescheduleBooking", "cancelBooking"],
                answer_has=[said_number(112.6)],
            ),
        ],
        features=("ref", "array_objects", "boolean", "strict", "nullable_type_list", "date", "camel_names"),
    ),
    Case(
        "aj_carpet_next_then_cancel",
        "carpet_cleaning",
        "multi_turn",
        [
            Turn(
                "when's my next clean booked in for?",
                calls=[ExpectCall("listBookings")],
                forbid=CARPET_ACTS,
                answer_has=[
                    said("10 December", "December 10", "10th", "Thursday", "10 Dec", "Dec 10", "2026-12-10"),
                    said("11am", "11 am", "11:00", "11.00"),
                ],
            ),
            Turn(
                "ah we're away then. can you cancel it please",
                calls=[ExpectCall("cancelBooking", {"bookingId": "BK-93017"})],
                forbid=["bookClean", "rescheduleBooking"],
                answer_has=[NO_FEE],
            ),
        ],
        features=("nullable_anyof", "camel_names"),
    ),
    Case(
        "aj_carpet_sofa_then_lounge",
        "carpet_cleaning",
        "multi_turn",
        [
            Turn(
                "what would it cost to do a 3-seater sofa and two armchairs?",
                calls=[ExpectCall("getQuote", {"upholstery": has_items(fields(item="3-seat sofa"), fields(item="armchair"))})],
                forbid=CARPET_ACTS,
                answer_has=[said_number(130)],
            ),
            Turn(
                "and if we add the lounge carpet as well? it's roughly 20 square metres",
                calls=[
                    ExpectCall(
                        "getQuote",
                        {
                            "rooms": has_items(fields(areaSqm=number(20))),
                            "upholstery": has_items(fields(item="3-seat sofa"), fields(item="armchair")),
                        },
                    )
                ],
                forbid=CARPET_ACTS,
                answer_has=[said_number(194)],
            ),
        ],
        features=("array_objects", "enum", "ref", "camel_names"),
    ),
    # ---------------------------------------------------------------- locksmith (8)
    Case(
        "aj_lock_quote_lockout",
        "locksmith",
        "direct",
        [
            Turn(
                "price for an emergency lockout call-out to CF24 4AB right now?",
                calls=[
                    ExpectCall("get-callout-quote", {"job_type": "lockout", "postcode": contains("CF24 4AB"), "when": "asap"})
                ],
                forbid=LOCK_ACTS,
                answer_has=[said_number(125)],
            ),
        ],
        features=("enum", "kebab_names"),
    ),
    Case(
        "aj_lock_snapped_key",
        "locksmith",
        "indirect",
        [
            Turn(
                "my key's just snapped off in the front door lock 🙄 I'm in CF10 5FL. what's this going to set me back tonight?",
                calls=[
                    ExpectCall(
                        "get-callout-quote",
                        {"job_type": "broken_key_extraction", "postcode": contains("CF10 5FL"), "when": "asap"},
                    )
                ],
                forbid=LOCK_ACTS,
                answer_has=[said_number(110)],
            ),
        ],
        features=("enum", "kebab_names"),
    ),
    Case(
        "aj_lock_change_tuesday",
        "locksmith",
        "polite",
        [
            Turn(
                "Hello, could you please book someone to change the locks at 9 Plasturton Avenue, Cardiff CF11 9HH on "
                "Tuesday at 9am? My number is 07700 900518. Many thanks.",
                calls=[
                    ExpectCall(
                        "book-callout",
                        {
                            "job_type": "lock_change",
                            "address": fields(line1=contains("Plasturton"), postcode=contains("CF11 9HH")),
                            "contact_phone": contains("900518"),
                            "when": at("2027-01-05", "09:00"),
                        },
                    )
                ],
                allow=["get-callout-quote"],
                forbid=["cancel-callout"],
            ),
        ],
        features=("nested", "strict", "nullable_type_list", "nullable_anyof", "date", "kebab_names"),
    ),
    Case(
        "aj_lock_key_photo",
        "locksmith",
        "no_tool",
        [
            Turn(
                "can you cut me a spare key if I email you a photo of mine?",
                forbid=LOCK_ACTS,
                answer_has=[said("Crwys Road", "shop", "in person", "original key", "bring")],
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "aj_lock_need_asap",
        "locksmith",
        "underspecified",
        [
            Turn("need a locksmith asap!!", forbid=LOCK_ACTS, clarify=True),
        ],
        features=("kebab_names",),
    ),
    Case(
        "aj_lock_check_then_cancel",
        "locksmith",
        "chained",
        [
            Turn(
                "is the locksmith still coming on tuesday for KR-270311? if so can you cancel it, the landlord's sorting the "
                "locks himself now",
                calls=[
                    ExpectCall("track-callout", {"booking_ref": "KR-270311"}),
                    ExpectCall("cancel-callout", {"booking_ref": "KR-270311"}),
                ],
                forbid=["book-callout"],
                answer_has=[said("cancel")],
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "aj_lock_lockout_quote_then_book",
        "locksmith",
        "multi_turn",
        [
            Turn(
                "I've locked myself out of my flat, 41 Richmond Road, CF24 3AS. how quickly can someone get here and how "
                "much is it?",
                calls=[
                    ExpectCall("get-callout-quote", {"job_type": "lockout", "postcode": contains("CF24 3AS"), "when": "asap"})
                ],
                forbid=LOCK_ACTS,
                answer_has=[said_number(125), said("35", "50 min")],
            ),
            Turn(
                "ok send someone please. my number's 07700 900412",
                calls=[
                    ExpectCall(
                        "book-callout",
                        {
                            "job_type": "lockout",
                            "address": fields(line1=contains("41 Richmond"), postcode=contains("CF24 3AS")),
                            "contact_phone": contains("900412"),
                            "when": null_or_absent(),
                        },
                    )
                ],
                forbid=["cancel-callout"],
                answer_has=[said("KR-27")],
            ),
        ],
        features=("nested", "strict", "nullable_type_list", "enum", "kebab_names"),
    ),
    Case(
        "aj_lock_track_and_upvc",
        "locksmith",
        "multi_intent",
        [
            Turn(
                "two things: what time is the locksmith coming on tuesday (ref KR-270311)? and while they're there could they "
                "look at our back door, the uPVC handle's gone floppy and it won't lock. how much would that be?",
                calls=[
                    ExpectCall("track-callout", {"booking_ref": "KR-270311"}),
                    ExpectCall("get-callout-quote", {"job_type": "upvc_door_mechanism", "when": "scheduled"}),
                ],
                forbid=LOCK_ACTS,
                answer_has=[said("9am", "9 am", "9:00", "09:00", "9.00"), said_number(110)],
            ),
        ],
        features=("enum", "kebab_names"),
    ),
    # ---------------------------------------------------------------- gift_cards (7)
    Case(
        "aj_gift_balance",
        "gift_cards",
        "direct",
        [
            Turn(
                "balance on 6035 7700 1234 5678?",
                calls=[ExpectCall("CheckBalance", {"CardNumber": card_number("6035770012345678")})],
                forbid=["SendGiftCard"],
                answer_has=[said_number(37.5)],
            ),
        ],
        features=("nullable_type_list", "pascal_names"),
    ),
    Case(
        "aj_gift_send_aisha",
        "gift_cards",
        "polite",
        [
            Turn(
                "Could you please send a £40 gift card to my colleague Aisha Khan (aisha.khan@lothianlabs.co.uk) with the "
                "thank you design? Message: 'Thanks for all your help this year!' Straight away please, thank you.",
                calls=[
                    ExpectCall(
                        "SendGiftCard",
                        {
                            "Amount": number(40),
                            "Design": "thank_you",
                            "Recipient": fields(
                                Name=contains("Aisha"),
                                Email="aisha.khan@lothianlabs.co.uk",
                                Message=contains("Thanks for all your help"),
                            ),
                            "DeliverOn": null_or_today("2026-12-16"),
                        },
                    )
                ],
            ),
        ],
        features=("nested", "number", "enum", "strict", "nullable_anyof", "nullable_type_list", "person", "pascal_names"),
    ),
    Case(
        "aj_gift_mum_christmas",
        "gift_cards",
        "indirect",
        [
            Turn(
                "I set up mum's christmas present ages ago and now I can't remember if I picked a date. is she going to get it "
                "on christmas day or has it already gone?",
                calls=[ExpectCall("ListOrders")],
                forbid=["SendGiftCard"],
                answer_has=[said("25 December", "December 25", "25th", "Christmas Day", "2026-12-25", "25 Dec", "Dec 25")],
            ),
        ],
        features=("date", "person", "pascal_names"),
    ),
    Case(
        "aj_gift_teen_advice",
        "gift_cards",
        "no_tool",
        [
            Turn("my nephew's turning 16 - is a gift card a lazy present or is it actually fine?", forbid=["SendGiftCard"]),
        ],
        features=("pascal_names",),
    ),
    Case(
        "aj_gift_brother_vague",
        "gift_cards",
        "underspecified",
        [
            Turn("send my brother a gift card for his birthday", allow=["ListOrders"], forbid=["SendGiftCard"], clarify=True),
        ],
        features=("person", "pascal_names"),
    ),
    Case(
        "aj_gift_two_balances",
        "gift_cards",
        "multi_turn",
        [
            Turn(
                "what's left on 6035 7700 2468 1357?",
                calls=[ExpectCall("CheckBalance", {"CardNumber": card_number("6035770024681357")})],
                forbid=["SendGiftCard"],
                answer_has=[said_number(12.2)],
            ),
            Turn(
                "and 6035770012345678?",
                calls=[ExpectCall("CheckBalance", {"CardNumber": card_number("6035770012345678")})],
                forbid=["SendGiftCard"],
                answer_has=[said_number(37.5)],
            ),
            Turn(
                "so how much is that altogether, and which one should I use first?",
                allow=["CheckBalance"],
                forbid=["SendGiftCard"],
                answer_has=[said_number(49.7), said("February", "Feb", "2027-02-14", "14/02", "1357")],
            ),
        ],
        features=("nullable_type_list", "pascal_names"),
    ),
    Case(
        "aj_gift_same_as_tom",
        "gift_cards",
        "chained",
        [
            Turn(
                "send my sister Isla the same amount I sent Tom last month, birthday design, to isla.baird@gmail.com, "
                "arriving on 2 January",
                calls=[
                    ExpectCall("ListOrders"),
                    ExpectCall(
                        "SendGiftCard",
                        {
                            "Amount": number(25),
                            "Design": "birthday",
                            "Recipient": fields(Email="isla.baird@gmail.com"),
                            "DeliverOn": date("2027-01-02"),
                        },
                    ),
                ],
            ),
        ],
        features=("nested", "strict", "nullable_anyof", "date", "person", "pascal_names"),
    ),
    # ---------------------------------------------------------------- pizza_delivery (5)
    Case(
        "aj_pizza_two_large_pepperoni",
        "pizza_delivery",
        "direct",
        [
            Turn(
                "2 large pepperonis for delivery pls",
                calls=[ExpectCall("pizza__place_order", {"items": pizzas("pepperoni", 14, 2), "fulfilment": "delivery"})],
                answer_has=[said("CPZ-"), said_number(35.5)],
            ),
        ],
        features=("ref", "integer_enum", "array_objects", "strict", "namespaced_names", "1_tool"),
    ),
    Case(
        "aj_pizza_margherita_collect",
        "pizza_delivery",
        "multi_intent",
        [
            Turn(
                "can I get a medium margherita with extra olives and a garlic bread, I'll collect it. what time will it be ready?",
                calls=[
                    ExpectCall(
                        "pizza__place_order",
                        {
                            "items": has_items(fields(pizza="margherita", size_inches=12, extra_toppings=has_items("olives"))),
                            "sides": has_items("garlic_bread"),
                            "fulfilment": "collection",
                        },
                    )
                ],
                answer_has=[said("19:10", "7:10", "7.10")],
            ),
        ],
        features=("ref", "integer_enum", "array", "array_objects", "enum", "strict", "namespaced_names", "1_tool"),
    ),
    Case(
        "aj_pizza_vague",
        "pizza_delivery",
        "underspecified",
        [
            Turn("order me a pizza", forbid=["pizza__place_order"], clarify=True),
        ],
        features=("namespaced_names", "1_tool"),
    ),
    Case(
        "aj_pizza_vegan",
        "pizza_delivery",
        "no_tool",
        [
            Turn("which of your pizzas are vegan?", forbid=["pizza__place_order"], answer_has=[said("Vegan Garden")]),
        ],
        features=("namespaced_names", "1_tool"),
    ),
    Case(
        "aj_pizza_nduja_then_order",
        "pizza_delivery",
        "multi_turn",
        [
            Turn("what's on the nduja one? is it spicy?", forbid=["pizza__place_order"], answer_has=[said("honey")]),
            Turn(
                "go on then, a medium one delivered, and some wedges",
                calls=[
                    ExpectCall(
                        "pizza__place_order",
                        {
                            "items": has_items(fields(pizza="nduja_honey", size_inches=12, quantity=1)),
                            "sides": has_items("wedges"),
                            "fulfilment": "delivery",
                        },
                    )
                ],
                answer_has=[said("CPZ-")],
            ),
        ],
        features=("ref", "integer_enum", "array", "strict", "namespaced_names", "1_tool"),
    ),
]
