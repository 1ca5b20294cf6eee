"""Fresh generality part AI: five domains, 45 cases, written independently on 2026-12-07 by a helper
that saw only spec.py, validate.py, runner.py's loader and cases_fresh_u.py's shape.

Domains (tool count, naming style, the "today" of each system prompt):
- video_streaming      10 tools, snake_case   Saturday 19 December 2026, 20:15, Manchester (Reelhouse streaming app)
- nutrition_tracker     6 tools, camelCase    Wednesday 13 January 2027, 12:40, Toronto (Platewise food diary)
- roadside_assistance   4 tools, kebab-case   Monday 28 December 2026, 08:10, Harrogate (RescueRoute breakdown cover)
- wifi_router           3 tools, PascalCase   Thursday 31 December 2026, 19:30, Austin, Texas (Hearth Wi-Fi home router app)
- toll_charges          1 tool,  namespaced   Tuesday 5 January 2027, 10:20, Widnes (Rivergate Bridge pay-by-plate)

The namespaced tool was written `tolls.pay_charge`; the API accepts only letters, digits, `_` and `-` in a
function name (a dot is refused with a 400, by the simulator too), so it was renamed `tolls__pay_charge` before
the part's first run, as part AH names its namespaced tools.

Categories: direct 6, polite 5, indirect 6, multi_intent 5, no_tool 6, underspecified 5, chained 6,
multi_turn 6.

Schema coverage: string, integer (logWater amountMl, people_in_vehicle), number (logFood grams), boolean,
string enums (plan, meal, fault, cancel reason), integer enums (maturity_limit, duration_minutes, vehicle_class),
arrays of strings (title_ids, device_ids), arrays of objects (logFood entries, toll crossings), nested objects
(profile settings, breakdown location, nutrition goals with macros), nullable via type lists (subtitle_language,
password, receipt_email) and via anyOf (maturity_limit, duration_minutes, what3words, macros), $ref/$defs
(update_profile_settings, tolls__pay_charge), strict (update_profile_settings, logFood, SetGuestNetwork,
tolls__pay_charge) and non-strict tools, act tools (add/remove watchlist, change plan, update settings, log food,
log water, delete entry, update goals, request/cancel a breakdown callout, pause devices, guest network, pay a toll).
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
    boolean,
    date,
    fields,
    items,
    matches,
    null_or_absent,
    number,
    one_of,
    said,
    said_number,
)


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


def mentions_any(*parts: str) -> Pred:
    """A JSON value whose text mentions at least one of the parts."""
    return Pred(
        f"mentions one of {parts!r}",
        lambda v: v is not None and any(p.casefold() in json.dumps(v, ensure_ascii=False).casefold() for p in parts),
    )


def _iso(text: Any) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(str(text).strip()[:10])
    except ValueError:
        return None


def _words(text: Any) -> list[str]:
    return re.findall(r"[a-z0-9]+", str(text).casefold())


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


# =============================================================================================
# 1. video_streaming: Reelhouse streaming app (10 tools, snake_case)
# =============================================================================================

RATING_LABEL = {0: "U", 7: "PG", 12: "12", 15: "15", 18: "18"}

TITLES: dict[str, dict[str, Any]] = {
    "tl_30117": {
        "name": "The Ferrymen",
        "type": "series",
        "year": 2025,
        "min_age": 15,
        "genres": ["crime", "drama"],
        "keywords": ["mersey", "smuggling", "liverpool", "british crime"],
        "seasons": [{"season": 1, "episodes": 6}, {"season": 2, "episodes": 6}],
        "episode_minutes": 55,
        "leaving_on": "2026-12-31",
        "uhd_4k": True,
        "audio": ["English"],
        "subtitles": ["English", "English (SDH)", "Polish"],
        "synopsis": "Two brothers running a Mersey ferry get pulled into a smuggling ring.",
        "cast": ["Jodie Whitlow", "Ash Okoro", "Dermot Kane"],
    },
    "tl_41820": {
        "name": "Low Tide",
        "type": "movie",
        "year": 2024,
        "min_age": 12,
        "genres": ["thriller", "mystery"],
        "keywords": ["coast", "island", "missing"],
        "runtime_minutes": 112,
        "leaving_on": None,
        "uhd_4k": True,
        "audio": ["English"],
        "subtitles": ["English", "French"],
        "synopsis": "A marine biologist stranded on a tidal island realises she is not alone.",
        "cast": ["Maren Holt", "Idris Fenwick"],
    },
    "tl_22905": {
        "name": "Paper Kites",
        "type": "movie",
        "year": 2023,
        "min_age": 0,
        "genres": ["animation", "family"],
        "keywords": ["kids", "friendship", "adventure"],
        "runtime_minutes": 94,
        "leaving_on": None,
        "uhd_4k": False,
        "audio": ["English", "Spanish"],
        "subtitles": ["English", "Spanish"],
        "synopsis": "Two paper kites blown out of a city park try to find their way home.",
        "cast": ["voice: Lola Briggs", "voice: Samuel Aarons"],
    },
    "tl_50233": {
        "name": "Orbit School",
        "type": "series",
        "year": 2022,
        "min_age": 7,
        "genres": ["animation", "kids", "sci-fi"],
        "keywords": ["space", "school", "family"],
        "seasons": [{"season": 1, "episodes": 10}, {"season": 2, "episodes": 10}, {"season": 3, "episodes": 8}],
        "episode_minutes": 22,
        "leaving_on": None,
        "uhd_4k": False,
        "audio": ["English"],
        "subtitles": ["English"],
        "synopsis": "Pupils at a school on a space station learn science the hard way.",
        "cast": ["voice: Priyanka Mehta", "voice: Tom Ashdown"],
    },
    "tl_61742": {
        "name": "Northline",
        "type": "series",
        "year": 2026,
        "min_age": 18,
        "genres": ["crime", "thriller"],
        "keywords": ["nordic noir", "scandi", "norway", "nordic", "detective"],
        "seasons": [{"season": 1, "episodes": 8}],
        "episode_minutes": 58,
        "leaving_on": None,
        "uhd_4k": True,
        "audio": ["Norwegian", "English (dubbed)"],
        "subtitles": ["English", "Norwegian"],
        "synopsis": "A detective in Tromsø reopens the case that ended her father's career.",
        "cast": ["Ingrid Solberg", "Henrik Aas"],
    },
    "tl_28816": {
        "name": "The Snow Globe Heist",
        "type": "movie",
        "year": 2025,
        "min_age": 7,
        "genres": ["comedy", "family", "christmas"],
        "keywords": ["christmas", "xmas", "heist", "festive"],
        "runtime_minutes": 101,
        "leaving_on": "2027-01-15",
        "uhd_4k": True,
        "audio": ["English"],
        "subtitles": ["English"],
        "synopsis": "Three siblings plan to steal back their grandad's prize snow globe on Christmas Eve.",
        "cast": ["Rory Dunne", "Kemi Adeyemi"],
    },
    "tl_19034": {
        "name": "Holly Hill Christmas",
        "type": "movie",
        "year": 2021,
        "min_age": 0,
        "genres": ["romance", "family", "christmas"],
        "keywords": ["christmas", "xmas", "festive", "village"],
        "runtime_minutes": 88,
        "leaving_on": None,
        "uhd_4k": False,
        "audio": ["English"],
        "subtitles": ["English"],
        "synopsis": "A village baker and a travelling organ tuner try to save the Christmas concert.",
        "cast": ["Amelia Rourke", "Ben Castellan"],
    },
    "tl_33471": {
        "name": "Tinsel Town Takedown",
        "type": "movie",
        "year": 2024,
        "min_age": 12,
        "genres": ["action", "comedy", "christmas"],
        "keywords": ["christmas", "xmas", "festive", "cop"],
        "runtime_minutes": 97,
        "leaving_on": None,
        "uhd_4k": True,
        "audio": ["English"],
        "subtitles": ["English"],
        "synopsis": "An off-duty cop plays Santa at a shopping centre on the night it is robbed.",
        "cast": ["Curtis Vane", "Molly Tran"],
    },
    "tl_12650": {
        "name": "Little Star's Christmas",
        "type": "movie",
        "year": 2019,
        "min_age": 0,
        "genres": ["animation", "family", "christmas"],
        "keywords": ["christmas", "xmas", "festive", "kids"],
        "runtime_minutes": 45,
        "leaving_on": None,
        "uhd_4k": False,
        "audio": ["English"],
        "subtitles": ["English"],
        "synopsis": "A small star falls off the top of a tree and has to climb back before morning.",
        "cast": ["voice: Nia Wells"],
    },
    "tl_70588": {
        "name": "Deep Field",
        "type": "series",
        "year": 2026,
        "min_age": 0,
        "genres": ["documentary", "science"],
        "keywords": ["space", "telescope", "universe", "astronomy"],
        "seasons": [{"season": 1, "episodes": 5}],
        "episode_minutes": 50,
        "leaving_on": None,
        "uhd_4k": True,
        "audio": ["English"],
        "subtitles": ["English", "German"],
        "synopsis": "The story of the telescopes that photographed the edge of the observable universe.",
        "cast": ["narrator: Dr Helen Achebe"],
    },
    "tl_45102": {
        "name": "Red Hand",
        "type": "movie",
        "year": 2025,
        "min_age": 15,
        "genres": ["action", "thriller"],
        "keywords": ["belfast", "revenge"],
        "runtime_minutes": 118,
        "leaving_on": None,
        "uhd_4k": True,
        "audio": ["English"],
        "subtitles": ["English"],
        "synopsis": "A retired bodyguard is forced back for one last job in Belfast.",
        "cast": ["Conor Breen", "Alisha Dutt"],
    },
    "tl_38290": {
        "name": "Harbour Bake",
        "type": "series",
        "year": 2024,
        "min_age": 0,
        "genres": ["reality", "cooking"],
        "keywords": ["baking", "competition", "food"],
        "seasons": [{"season": 1, "episodes": 8}, {"season": 2, "episodes": 8}],
        "episode_minutes": 45,
        "leaving_on": None,
        "uhd_4k": False,
        "audio": ["English"],
        "subtitles": ["English"],
        "synopsis": "Home bakers compete in a seaside tent.",
        "cast": ["host: Gemma Lowry"],
    },
}

PROFILES: dict[str, dict[str, Any]] = {
    "prf_1a7c": {
        "name": "Priya",
        "kind": "adult",
        "maturity_limit": 18,
        "autoplay_next_episode": True,
        "autoplay_previews": True,
        "subtitle_language": "off",
        "profile_pin_required": False,
    },
    "prf_2b90": {
        "name": "Dev",
        "kind": "adult",
        "maturity_limit": 18,
        "autoplay_next_episode": True,
        "autoplay_previews": True,
        "subtitle_language": "English",
        "profile_pin_required": False,
    },
    "prf_3e44": {
        "name": "Anya",
        "kind": "kids",
        "maturity_limit": 7,
        "autoplay_next_episode": False,
        "autoplay_previews": False,
        "subtitle_language": "off",
        "profile_pin_required": False,
    },
    "prf_4d18": {
        "name": "Kabir",
        "kind": "kids",
        "maturity_limit": 0,
        "autoplay_next_episode": False,
        "autoplay_previews": False,
        "subtitle_language": "off",
        "profile_pin_required": False,
    },
}

WATCHLISTS: dict[str, list[tuple[str, str]]] = {  # title id, added on
    "prf_1a7c": [("tl_30117", "2026-10-02"), ("tl_19034", "2026-11-28"), ("tl_41820", "2026-12-05"), ("tl_38290", "2026-12-11")],
    "prf_2b90": [("tl_45102", "2026-11-20"), ("tl_61742", "2026-12-10"), ("tl_70588", "2026-12-12")],
    "prf_3e44": [("tl_50233", "2026-09-14"), ("tl_28816", "2026-12-01")],
    "prf_4d18": [("tl_22905", "2026-10-30")],
}

ACTIVITY: dict[str, list[dict[str, Any]]] = {
    "prf_1a7c": [
        {"date": "2026-12-17", "title_id": "tl_30117", "title": "The Ferrymen", "episode": "S2 E4", "watched_pct": 41},
        {"date": "2026-12-16", "title_id": "tl_30117", "title": "The Ferrymen", "episode": "S2 E3", "watched_pct": 100},
        {"date": "2026-12-13", "title_id": "tl_19034", "title": "Holly Hill Christmas", "episode": None, "watched_pct": 100},
        {"date": "2026-12-09", "title_id": "tl_30117", "title": "The Ferrymen", "episode": "S2 E2", "watched_pct": 100},
    ],
    "prf_2b90": [
        {"date": "2026-12-18", "title_id": "tl_61742", "title": "Northline", "episode": "S1 E4", "watched_pct": 100},
        {"date": "2026-12-17", "title_id": "tl_61742", "title": "Northline", "episode": "S1 E3", "watched_pct": 100},
        {"date": "2026-12-15", "title_id": "tl_61742", "title": "Northline", "episode": "S1 E2", "watched_pct": 100},
        {"date": "2026-12-14", "title_id": "tl_61742", "title": "Northline", "episode": "S1 E1", "watched_pct": 100},
        {"date": "2026-12-06", "title_id": "tl_41820", "title": "Low Tide", "episode": None, "watched_pct": 100},
    ],
    "prf_3e44": [
        {"date": "2026-12-19", "title_id": "tl_50233", "title": "Orbit School", "episode": "S3 E6", "watched_pct": 100},
        {"date": "2026-12-18", "title_id": "tl_50233", "title": "Orbit School", "episode": "S3 E5", "watched_pct": 100},
    ],
    "prf_4d18": [
        {"date": "2026-12-19", "title_id": "tl_22905", "title": "Paper Kites", "episode": None, "watched_pct": 63},
    ],
}

PLANS = {
    "basic_with_ads": {"price_gbp": 5.99, "screens": 1, "quality": "HD 720p", "ads": True, "download_devices": 0},
    "standard": {"price_gbp": 10.99, "screens": 2, "quality": "Full HD 1080p", "ads": False, "download_devices": 2},
    "premium": {"price_gbp": 18.99, "screens": 4, "quality": "4K Ultra HD + HDR", "ads": False, "download_devices": 6},
}
CURRENT_PLAN = "standard"
PERIOD_START, NEXT_BILL = _dt.date(2026, 12, 3), _dt.date(2027, 1, 3)
STREAM_TODAY = _dt.date(2026, 12, 19)


def _title_row(title_id: str) -> dict[str, Any]:
    t = TITLES[title_id]
    row = {
        "title_id": title_id,
        "name": t["name"],
        "type": t["type"],
        "year": t["year"],
        "rating": RATING_LABEL[t["min_age"]],
        "min_age": t["min_age"],
        "genres": t["genres"],
        "leaving_on": t["leaving_on"],
        "available_in_4k": t["uhd_4k"],
    }
    if t["type"] == "movie":
        row["runtime_minutes"] = t["runtime_minutes"]
    else:
        row["seasons"] = len(t["seasons"])
    return row


def _profile(profile_id: Any) -> dict[str, Any] | None:
    return PROFILES.get(str(profile_id).strip())


def _no_profile(profile_id: Any) -> dict[str, Any]:
    known = ", ".join(f"{k} ({v['name']})" for k, v in PROFILES.items())
    return {"error": f"Unknown profile_id {profile_id!r}. Profiles on this account: {known}."}


SEARCH_STOP = {
    "the", "a", "an", "movie", "movies", "film", "films", "show", "shows", "series", "something", "some", "like",
    "thing", "things", "for", "of", "and", "with", "new", "newest", "latest", "good", "watch", "to", "on", "tv",
    "any", "that", "is", "in", "me", "find",
}  # fmt: skip


def search_titles(query: str, type: str | None = None, max_min_age: int | None = None) -> dict[str, Any]:
    text = " ".join(_words(query))
    tokens = [_stem(w) for w in _words(query) if w not in SEARCH_STOP]
    scored = []
    for title_id, t in TITLES.items():
        if type in ("movie", "series") and t["type"] != type:
            continue
        if max_min_age is not None and t["min_age"] > int(max_min_age):
            continue
        name = " ".join(_words(t["name"]))
        haystack = {_stem(w) for w in _words(" ".join([t["name"], *t["genres"], *t["keywords"]]))}
        score = 10 if text and (text in name or name in text) else 0
        score += sum(1 for w in tokens if w in haystack)
        if score:
            scored.append((score, t["year"], title_id))
    scored.sort(reverse=True)
    results = [_title_row(title_id) for _, _, title_id in scored[:8]]
    out: dict[str, Any] = {"query": query, "count": len(results), "results": results}
    if not results:
        out["note"] = "No titles matched. Try a title, a genre (crime, family, christmas...) or a keyword."
    return out


def get_title_details(title_id: str) -> dict[str, Any]:
    t = TITLES.get(str(title_id).strip())
    if t is None:
        return {"error": f"No title {title_id!r}. Use search_titles to find title ids."}
    out = _title_row(str(title_id).strip())
    out.update({"synopsis": t["synopsis"], "cast": t["cast"], "audio": t["audio"], "subtitles": t["subtitles"]})
    if t["type"] == "series":
        out["season_list"] = t["seasons"]
        out["total_episodes"] = sum(s["episodes"] for s in t["seasons"])
        out["episode_minutes"] = t["episode_minutes"]
    return out


def get_watchlist(profile_id: str) -> dict[str, Any]:
    if _profile(profile_id) is None:
        return _no_profile(profile_id)
    pid = str(profile_id).strip()
    rows = [{**_title_row(tid), "added_on": added} for tid, added in WATCHLISTS[pid]]
    return {"profile_id": pid, "profile_name": PROFILES[pid]["name"], "count": len(rows), "items": rows}


def add_to_watchlist(profile_id: str, title_ids: list[str]) -> dict[str, Any]:
    profile = _profile(profile_id)
    if profile is None:
        return _no_profile(profile_id)
    pid = str(profile_id).strip()
    if not title_ids:
        return {"error": "title_ids is empty"}
    added, skipped = [], []
    already = {tid for tid, _ in WATCHLISTS[pid]}
    for raw in title_ids:
        tid = str(raw).strip()
        if tid not in TITLES:
            return {"error": f"No title {tid!r}. Use search_titles to find title ids."}
        if TITLES[tid]["min_age"] > profile["maturity_limit"]:
            skipped.append({"title_id": tid, "name": TITLES[tid]["name"], "reason": "above this profile's maturity limit"})
        elif tid in already:
            skipped.append({"title_id": tid, "name": TITLES[tid]["name"], "reason": "already on the watchlist"})
        else:
            added.append({"title_id": tid, "name": TITLES[tid]["name"]})
    return {"profile_id": pid, "profile_name": profile["name"], "added": added, "skipped": skipped,
            "watchlist_count": len(already) + len(added)}  # fmt: skip


def remove_from_watchlist(profile_id: str, title_id: str) -> dict[str, Any]:
    profile = _profile(profile_id)
    if profile is None:
        return _no_profile(profile_id)
    pid, tid = str(profile_id).strip(), str(title_id).strip()
    if tid not in {t for t, _ in WATCHLISTS[pid]}:
        names = ", ".join(TITLES[t]["name"] + f" ({t})" for t, _ in WATCHLISTS[pid])
        return {"error": f"{tid} is not on {profile['name']}'s watchlist. On it: {names}."}
    return {"profile_id": pid, "removed": {"title_id": tid, "name": TITLES[tid]["name"]},
            "watchlist_count": len(WATCHLISTS[pid]) - 1}  # fmt: skip


def list_profiles() -> dict[str, Any]:
    rows = [{"profile_id": k, **v, "maturity_rating": RATING_LABEL[v["maturity_limit"]]} for k, v in PROFILES.items()]
    return {"account": "RH-448120", "profiles": rows}


def update_profile_settings(profile_id: str, settings: dict[str, Any]) -> dict[str, Any]:
    profile = _profile(profile_id)
    if profile is None:
        return _no_profile(profile_id)
    pid = str(profile_id).strip()
    changed = {}
    for key, value in (settings or {}).items():
        if key not in profile or value is None:
            continue
        if key == "maturity_limit" and value not in RATING_LABEL:
            return {"error": "maturity_limit must be one of 0, 7, 12, 15, 18"}
        if profile[key] != value:
            changed[key] = {"from": profile[key], "to": value}
    if not changed:
        return {"profile_id": pid, "profile_name": profile["name"], "changed": {}, "note": "Nothing to change."}
    now = {k: changed[k]["to"] if k in changed else v for k, v in profile.items() if k not in ("name", "kind")}
    return {"profile_id": pid, "profile_name": profile["name"], "changed": changed, "settings_now": now}


def get_viewing_activity(profile_id: str, days: int = 30) -> dict[str, Any]:
    if _profile(profile_id) is None:
        return _no_profile(profile_id)
    pid = str(profile_id).strip()
    since = STREAM_TODAY - _dt.timedelta(days=int(days))
    rows = [r for r in ACTIVITY[pid] if _dt.date.fromisoformat(r["date"]) >= since]
    return {"profile_id": pid, "profile_name": PROFILES[pid]["name"], "since": str(since), "activity": rows}


def get_subscription() -> dict[str, Any]:
    return {
        "account": "RH-448120",
        "account_holder": "Priya Shah",
        "plan": CURRENT_PLAN,
        **PLANS[CURRENT_PLAN],
        "billing_period": f"{PERIOD_START} to {NEXT_BILL}",
        "next_bill_date": str(NEXT_BILL),
        "next_bill_gbp": PLANS[CURRENT_PLAN]["price_gbp"],
        "payment_method": "Mastercard ending 5817",
        "screens_streaming_now": 1,
        "downloads_used": {"devices": 1, "of": PLANS[CURRENT_PLAN]["download_devices"]},
        "available_plans": {k: v["price_gbp"] for k, v in PLANS.items()},
    }


def change_plan(plan: str) -> dict[str, Any]:
    if plan not in PLANS:
        return {"error": "plan must be basic_with_ads, standard or premium"}
    if plan == CURRENT_PLAN:
        return {"error": "You are already on the standard plan."}
    new, old = PLANS[plan], PLANS[CURRENT_PLAN]
    if new["price_gbp"] > old["price_gbp"]:
        days_left = (NEXT_BILL - STREAM_TODAY).days
        period = (NEXT_BILL - PERIOD_START).days
        charge = round((new["price_gbp"] - old["price_gbp"]) * days_left / period, 2)
        return {"plan": plan, "status": "active", "effective": "now", "charged_now_gbp": charge,
                "charged_to": "Mastercard ending 5817", "new_monthly_price_gbp": new["price_gbp"],
                "next_bill_date": str(NEXT_BILL), "screens": new["screens"], "quality": new["quality"]}  # fmt: skip
    return {"plan": plan, "status": "scheduled", "effective": str(NEXT_BILL), "charged_now_gbp": 0.0,
            "new_monthly_price_gbp": new["price_gbp"], "note": "You keep your current plan until then."}  # fmt: skip


PROFILE_ID = {"type": "string", "description": "Profile id, e.g. prf_1a7c (see list_profiles)"}

PROFILE_SETTINGS_DEF = {
    "type": "object",
    "description": "New values; null leaves a setting unchanged.",
    "properties": {
        "maturity_limit": {
            "anyOf": [{"type": "integer", "enum": [0, 7, 12, 15, 18]}, {"type": "null"}],
            "description": "Highest age rating the profile may watch: 0 = U, 7 = PG, 12, 15, 18",
        },
        "autoplay_next_episode": {"type": ["boolean", "null"]},
        "autoplay_previews": {"type": ["boolean", "null"], "description": "Play trailers while browsing"},
        "subtitle_language": {"type": ["string", "null"], "description": "e.g. English, Polish, or off"},
        "profile_pin_required": {"type": ["boolean", "null"], "description": "Ask for the account PIN to open the profile"},
    },
    "required": ["maturity_limit", "autoplay_next_episode", "autoplay_previews", "subtitle_language", "profile_pin_required"],
    "additionalProperties": False,
}

STREAM_TOOLS = [
    ToolDef(
        "search_titles",
        "Search the Reelhouse catalogue by title, genre or keyword. Returns title ids, age ratings and leaving dates.",
        {
            "type": "object",
            "properties": {
                "query": {"type": "string"},
                "type": {"type": "string", "enum": ["movie", "series"], "description": "Optional filter"},
                "max_min_age": {"type": "integer", "description": "Only titles rated for this age or younger (0 = U)"},
            },
            "required": ["query"],
        },
        search_titles,
    ),
    ToolDef(
        "get_title_details",
        "Full details of one title: synopsis, cast, seasons and episode counts, audio, subtitles, leaving date.",
        {
            "type": "object",
            "properties": {"title_id": {"type": "string", "description": "e.g. tl_30117"}},
            "required": ["title_id"],
        },
        get_title_details,
    ),
    ToolDef(
        "get_watchlist",
        "The titles on one profile's watchlist (My List).",
        {"type": "object", "properties": {"profile_id": PROFILE_ID}, "required": ["profile_id"]},
        get_watchlist,
    ),
    ToolDef(
        "add_to_watchlist",
        "Add one or more titles to a profile's watchlist.",
        {
            "type": "object",
            "properties": {"profile_id": PROFILE_ID, "title_ids": {"type": "array", "items": {"type": "string"}, "minItems": 1}},
            "required": ["profile_id", "title_ids"],
        },
        add_to_watchlist,
        act=True,
    ),
    ToolDef(
        "remove_from_watchlist",
        "Remove a title from a profile's watchlist.",
        {
            "type": "object",
            "properties": {"profile_id": PROFILE_ID, "title_id": {"type": "string"}},
            "required": ["profile_id", "title_id"],
        },
        remove_from_watchlist,
        act=True,
    ),
    ToolDef(
        "list_profiles",
        "The profiles on the account with their ids, kids/adult type, maturity limit and playback settings.",
        {"type": "object", "properties": {}},
        list_profiles,
    ),
    ToolDef(
        "update_profile_settings",
        "Change a profile's settings (maturity limit, autoplay, subtitles, PIN). Only non-null values are changed.",
        {
            "type": "object",
            "properties": {"profile_id": PROFILE_ID, "settings": {"$ref": "#/$defs/profile_settings"}},
            "required": ["profile_id", "settings"],
            "additionalProperties": False,
            "$defs": {"profile_settings": PROFILE_SETTINGS_DEF},
        },
        update_profile_settings,
        act=True,
        strict=True,
    ),
    ToolDef(
        "get_viewing_activity",
        "What a profile has watched recently: date, title, episode and how much was watched.",
        {
            "type": "object",
            "properties": {"profile_id": PROFILE_ID, "days": {"type": "integer", "minimum": 1, "maximum": 365, "default": 30}},
            "required": ["profile_id"],
        },
        get_viewing_activity,
    ),
    ToolDef(
        "get_subscription",
        "The account's plan, price, screens, quality, next bill date and the available plans.",
        {"type": "object", "properties": {}},
        get_subscription,
    ),
    ToolDef(
        "change_plan",
        "Switch the account to another plan. Upgrades start now (pro-rata charge); downgrades start at the next bill.",
        {
            "type": "object",
            "properties": {"plan": {"type": "string", "enum": ["basic_with_ads", "standard", "premium"]}},
            "required": ["plan"],
        },
        change_plan,
        act=True,
    ),
]

STREAM_ACTS = ["add_to_watchlist", "remove_from_watchlist", "update_profile_settings", "change_plan"]

STREAM_INSTRUCTIONS = """You are the help assistant inside the Reelhouse streaming app.
Today is Saturday 19 December 2026, 20:15 (Manchester, UK; Europe/London).

Account RH-448120, account holder Priya Shah. The app is open on Priya's profile; "my list" / "my watchlist" means hers.
Profiles: Priya (prf_1a7c, adult), Dev (prf_2b90, adult, Priya's partner), Anya (prf_3e44, kids profile, age 9),
Kabir (prf_4d18, kids profile, age 4).

Plans (monthly, GBP): Basic with ads £5.99 (1 screen, HD 720p, no downloads); Standard £10.99 (2 screens,
Full HD 1080p, downloads on 2 devices); Premium £18.99 (4 screens, 4K Ultra HD + HDR, downloads on 6 devices).
Upgrades start immediately with a pro-rata charge; downgrades start at the next bill date.

Help notes:
- Downloads work only in the Reelhouse app for phones and tablets (iOS/Android), not in a web browser or on TVs.
  Open the title and tap the Download button (arrow icon). Downloads expire after 30 days, or 48 hours after you
  first press play.
- Titles with a leaving date disappear from Reelhouse at 23:59 on that date.
- A kids profile only shows titles at or below its maturity limit; titles above the limit are hidden from search and lists."""


# =============================================================================================
# 2. nutrition_tracker: Platewise food diary (6 tools, camelCase)
# =============================================================================================

# per 100 g: kcal, protein, carbs, fat, fibre; typical serving (description, grams)
FOODS: dict[str, dict[str, Any]] = {
    "f_10234": {"name": "Greek yogurt, plain, 2% M.F.", "per100": (73, 9.9, 3.9, 2.0, 0.0), "serving": ("3/4 cup", 175)},
    "f_20411": {"name": "Rolled oats, dry", "per100": (379, 13.2, 67.7, 6.5, 10.1), "serving": ("1/2 cup", 40)},
    "f_30987": {"name": "Banana, raw", "per100": (89, 1.1, 22.8, 0.3, 2.6), "serving": ("1 medium", 118)},
    "f_41102": {"name": "Chicken breast, skinless, grilled", "per100": (165, 31.0, 0.0, 3.6, 0.0), "serving": ("1 breast", 120)},
    "f_41877": {"name": "Brown rice, cooked", "per100": (123, 2.7, 25.6, 1.0, 1.6), "serving": ("1 cup", 195)},
    "f_52210": {"name": "Broccoli, steamed", "per100": (35, 2.4, 7.2, 0.4, 3.3), "serving": ("1 cup", 90)},
    "f_60315": {"name": "Egg, large, hard-boiled", "per100": (155, 12.6, 1.1, 10.6, 0.0), "serving": ("1 large egg", 50)},
    "f_60390": {"name": "Whole wheat bread, toasted", "per100": (247, 13.0, 41.0, 3.4, 6.0), "serving": ("1 slice", 32)},
    "f_71450": {"name": "Peanut butter, smooth", "per100": (588, 25.0, 20.0, 50.0, 6.0), "serving": ("2 tbsp", 32)},
    "f_80112": {"name": "Oat milk latte, medium (16 oz)", "per100": (38, 0.7, 4.6, 1.9, 0.4), "serving": ("1 medium", 470)},
    "f_90331": {"name": "Avocado, raw", "per100": (160, 2.0, 8.5, 14.7, 6.7), "serving": ("1 medium, flesh only", 150)},
    "f_91004": {"name": "Atlantic salmon fillet, baked", "per100": (206, 22.1, 0.0, 12.4, 0.0), "serving": ("1 fillet", 150)},
    "f_92018": {"name": "Apple, raw, with skin", "per100": (52, 0.3, 13.8, 0.2, 2.4), "serving": ("1 medium", 182)},
    "f_93120": {"name": "Coffee, black, brewed", "per100": (1, 0.1, 0.0, 0.0, 0.0), "serving": ("1 mug", 350)},
    "f_94002": {"name": "Almonds, raw", "per100": (579, 21.2, 21.6, 49.9, 12.5), "serving": ("1/4 cup", 35)},
    "f_95560": {"name": "Dark chocolate, 70-85% cacao", "per100": (598, 7.8, 45.9, 42.6, 10.9), "serving": ("1 square", 10)},
    "f_96011": {"name": "Red wine", "per100": (85, 0.1, 2.6, 0.0, 0.0), "serving": ("1 glass (5 oz)", 150)},
    "f_97204": {"name": "Cottage cheese, 2% M.F.", "per100": (86, 11.8, 3.7, 2.3, 0.0), "serving": ("1/2 cup", 113)},
}

NUT_TODAY = "2027-01-13"
NUT_GOALS: dict[str, Any] = {"calories": 2200, "macros": {"proteinG": 140, "carbsG": 230, "fatG": 75}, "waterMl": 2500}

DIARY: dict[str, list[tuple[str, str, str, float]]] = {  # entry id, meal, food id, grams
    "2027-01-13": [
        ("e_77101", "breakfast", "f_20411", 60),
        ("e_77102", "breakfast", "f_30987", 118),
        ("e_77103", "breakfast", "f_80112", 470),
        ("e_77104", "snack", "f_10234", 175),
    ],
    "2027-01-12": [
        ("e_76950", "breakfast", "f_60390", 64),
        ("e_76951", "breakfast", "f_71450", 32),
        ("e_76952", "breakfast", "f_30987", 118),
        ("e_76960", "lunch", "f_41102", 150),
        ("e_76961", "lunch", "f_41877", 200),
        ("e_76962", "lunch", "f_52210", 90),
        ("e_76970", "snack", "f_94002", 35),
        ("e_76971", "snack", "f_92018", 182),
        ("e_76980", "dinner", "f_91004", 150),
        ("e_76981", "dinner", "f_41877", 150),
        ("e_76982", "dinner", "f_90331", 75),
        ("e_76983", "dinner", "f_95560", 60),
        ("e_76984", "dinner", "f_96011", 250),
    ],
}
WATER = {"2027-01-13": 750, "2027-01-12": 2000}


def _nutrients(food_id: str, grams: float) -> dict[str, Any]:
    kcal, protein, carbs, fat, fibre = FOODS[food_id]["per100"]
    k = grams / 100
    return {"kcal": round(kcal * k), "proteinG": round(protein * k, 1), "carbsG": round(carbs * k, 1),
            "fatG": round(fat * k, 1), "fibreG": round(fibre * k, 1)}  # fmt: skip


def _entry(entry_id: str, meal: str, food_id: str, grams: float) -> dict[str, Any]:
    return {"entryId": entry_id, "meal": meal, "foodId": food_id, "food": FOODS[food_id]["name"], "grams": grams,
            **_nutrients(food_id, grams)}  # fmt: skip


def _totals(entries: list[dict[str, Any]]) -> dict[str, Any]:
    totals = {key: round(sum(e[key] for e in entries), 1) for key in ("proteinG", "carbsG", "fatG", "fibreG")}
    return {"kcal": sum(e["kcal"] for e in entries), **totals}


def _day_summary(day: str, entries: list[dict[str, Any]], water: int) -> dict[str, Any]:
    totals = _totals(entries)
    goals = NUT_GOALS
    return {
        "date": day,
        "totals": totals,
        "goals": goals,
        "remaining": {
            "kcal": goals["calories"] - totals["kcal"],
            "proteinG": round(goals["macros"]["proteinG"] - totals["proteinG"], 1),
            "carbsG": round(goals["macros"]["carbsG"] - totals["carbsG"], 1),
            "fatG": round(goals["macros"]["fatG"] - totals["fatG"], 1),
        },
        "waterMl": water,
    }


def _base_entries(day: str) -> list[dict[str, Any]]:
    return [_entry(*row) for row in DIARY.get(day, [])]


def _bad_date(day: Any) -> dict[str, Any] | None:
    parsed = _iso(day)
    if parsed is None:
        return {"error": f"date must be YYYY-MM-DD, got {day!r}"}
    if parsed > _dt.date(2027, 1, 13):
        return {"error": "You can't log food for a future date."}
    return None


def searchFoods(query: str, limit: int = 5) -> dict[str, Any]:  # noqa: N802 (camelCase tool)
    tokens = [_stem(w) for w in _words(query) if w not in {"a", "of", "the", "and", "with", "some", "raw", "medium"}]
    scored = []
    for food_id, food in FOODS.items():
        words = {_stem(w) for w in _words(food["name"])}
        score = sum(1 for t in tokens if t in words)
        if score:
            scored.append((score, food_id))
    scored.sort(key=lambda pair: (-pair[0], pair[1]))
    rows = []
    for _, food_id in scored[: max(1, int(limit))]:
        food = FOODS[food_id]
        desc, grams = food["serving"]
        rows.append({"foodId": food_id, "name": food["name"], "per100g": dict(zip(("kcal", "proteinG", "carbsG", "fatG", "fibreG"),
                     food["per100"])), "serving": f"{desc} ({grams} g)", "servingGrams": grams,
                     "perServing": _nutrients(food_id, grams)})  # fmt: skip
    return {"query": query, "results": rows} if rows else {"query": query, "results": [], "note": "No foods matched."}


def logFood(date: str, meal: str, entries: list[dict[str, Any]]) -> dict[str, Any]:  # noqa: N802
    if (problem := _bad_date(date)) is not None:
        return problem
    if meal not in ("breakfast", "lunch", "dinner", "snack"):
        return {"error": "meal must be breakfast, lunch, dinner or snack"}
    if not entries:
        return {"error": "entries is empty"}
    day = str(date)[:10]
    created = []
    next_id = 77105 if day == NUT_TODAY else 76990
    for index, item in enumerate(entries):
        food_id = str(item.get("foodId", "")).strip()
        grams = item.get("grams")
        if food_id not in FOODS:
            return {"error": f"Unknown foodId {food_id!r}. Use searchFoods to find food ids."}
        if not isinstance(grams, (int, float)) or grams <= 0:
            return {"error": "grams must be a positive number"}
        created.append(_entry(f"e_{next_id + index}", meal, food_id, grams))
    summary = _day_summary(day, _base_entries(day) + created, WATER.get(day, 0))
    return {"logged": created, "dayAfter": summary}


def getDiary(date: str) -> dict[str, Any]:  # noqa: N802
    if (problem := _bad_date(date)) is not None:
        return problem
    day = str(date)[:10]
    entries = _base_entries(day)
    meals = {meal: [e for e in entries if e["meal"] == meal] for meal in ("breakfast", "lunch", "dinner", "snack")}
    return {**_day_summary(day, entries, WATER.get(day, 0)), "meals": meals}


def deleteEntry(entryId: str) -> dict[str, Any]:  # noqa: N802, N803
    for day, rows in DIARY.items():
        for row in rows:
            if row[0] == str(entryId).strip():
                left = [_entry(*r) for r in rows if r[0] != row[0]]
                return {"deleted": _entry(*row), "date": day, "dayAfter": _day_summary(day, left, WATER.get(day, 0))}
    return {"error": f"No diary entry {entryId!r}. Use getDiary to see entry ids."}


def updateGoals(goals: dict[str, Any]) -> dict[str, Any]:  # noqa: N802
    new = json.loads(json.dumps(NUT_GOALS))
    changed = {}
    if not isinstance(goals, dict) or not goals:
        return {"error": "goals is empty"}
    if goals.get("calories") is not None:
        if not 1000 <= int(goals["calories"]) <= 5000:
            return {"error": "calories must be between 1000 and 5000"}
        new["calories"] = int(goals["calories"])
    if isinstance(goals.get("macros"), dict):
        for key in ("proteinG", "carbsG", "fatG"):
            if goals["macros"].get(key) is not None:
                new["macros"][key] = goals["macros"][key]
    if goals.get("waterMl") is not None:
        if not 500 <= int(goals["waterMl"]) <= 6000:
            return {"error": "waterMl must be between 500 and 6000"}
        new["waterMl"] = int(goals["waterMl"])
    for key in ("calories", "waterMl"):
        if new[key] != NUT_GOALS[key]:
            changed[key] = {"from": NUT_GOALS[key], "to": new[key]}
    for key, value in new["macros"].items():
        if value != NUT_GOALS["macros"][key]:
            changed[key] = {"from": NUT_GOALS["macros"][key], "to": value}
    return {"goals": new, "changed": changed, "effectiveFrom": NUT_TODAY}


def logWater(amountMl: int, date: str = NUT_TODAY) -> dict[str, Any]:  # noqa: N802, N803
    if (problem := _bad_date(date)) is not None:
        return problem
    if not isinstance(amountMl, int) or not 0 < amountMl <= 3000:
        return {"error": "amountMl must be a whole number of millilitres between 1 and 3000"}
    day = str(date)[:10]
    total = WATER.get(day, 0) + amountMl
    return {"date": day, "added": amountMl, "totalMl": total, "goalMl": NUT_GOALS["waterMl"],
            "remainingMl": max(0, NUT_GOALS["waterMl"] - total)}  # fmt: skip


NUT_DATE = {"type": "string", "description": "Diary date, YYYY-MM-DD"}

NUT_TOOLS = [
    ToolDef(
        "searchFoods",
        "Search the food database. Returns foodIds with nutrition per 100 g and per typical serving (with its weight in grams).",
        {
            "type": "object",
            "properties": {"query": {"type": "string"}, "limit": {"type": "integer", "minimum": 1, "maximum": 20}},
            "required": ["query"],
        },
        searchFoods,
    ),
    ToolDef(
        "logFood",
        "Add foods to the diary for one meal. Each entry is a foodId (from searchFoods) and the amount eaten in grams.",
        {
            "type": "object",
            "properties": {
                "date": NUT_DATE,
                "meal": {"type": "string", "enum": ["breakfast", "lunch", "dinner", "snack"]},
                "entries": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "foodId": {"type": "string"},
                            "grams": {"type": "number", "description": "Amount eaten in grams"},
                            "note": {"type": ["string", "null"]},
                        },
                        "required": ["foodId", "grams", "note"],
                        "additionalProperties": False,
                    },
                },
            },
            "required": ["date", "meal", "entries"],
            "additionalProperties": False,
        },
        logFood,
        act=True,
        strict=True,
    ),
    ToolDef(
        "getDiary",
        "One day's diary: entries by meal (with entryIds), totals, goals, what is left, and water.",
        {"type": "object", "properties": {"date": NUT_DATE}, "required": ["date"]},
        getDiary,
    ),
    ToolDef(
        "deleteEntry",
        "Delete one diary entry by entryId (from getDiary or logFood).",
        {"type": "object", "properties": {"entryId": {"type": "string"}}, "required": ["entryId"]},
        deleteEntry,
        act=True,
    ),
    ToolDef(
        "updateGoals",
        "Change daily goals. Send only what changes.",
        {
            "type": "object",
            "properties": {
                "goals": {
                    "type": "object",
                    "properties": {
                        "calories": {"type": "integer", "description": "Daily kcal"},
                        "macros": {
                            "anyOf": [
                                {
                                    "type": "object",
                                    "properties": {
                                        "proteinG": {"type": "integer"},
                                        "carbsG": {"type": "integer"},
                                        "fatG": {"type": "integer"},
                                    },
                                },
                                {"type": "null"},
                            ]
                        },
                        "waterMl": {"type": "integer", "description": "Daily water goal in millilitres"},
                    },
                }
            },
            "required": ["goals"],
        },
        updateGoals,
        act=True,
    ),
    ToolDef(
        "logWater",
        "Log water drunk, in millilitres.",
        {
            "type": "object",
            "properties": {"amountMl": {"type": "integer"}, "date": {**NUT_DATE, "description": "YYYY-MM-DD; default today"}},
            "required": ["amountMl"],
        },
        logWater,
        act=True,
    ),
]

NUT_ACTS = ["logFood", "deleteEntry", "updateGoals", "logWater"]

NUT_INSTRUCTIONS = """You are the assistant in Platewise, a food and nutrition diary app.
Today is Wednesday 13 January 2027, 12:40 (Toronto, Canada; America/Toronto).

User: Marco Bellini. Daily goals: 2,200 kcal; protein 140 g, carbs 230 g, fat 75 g; water 2,500 ml.
Log food with foodIds from searchFoods and amounts in grams (use the serving weights the database gives when the
user counts in servings, pieces or cups). Meals are breakfast, lunch, dinner or snack.
You are not a doctor or dietitian: for medical conditions, suggest talking to one."""


# =============================================================================================
# 3. roadside_assistance: RescueRoute breakdown cover (4 tools, kebab-case)
# =============================================================================================

RR_VEHICLES = {
    "YK19HNB": {"reg": "YK19 HNB", "vehicle": "Skoda Octavia Estate 1.5 TSI", "colour": "Moon White", "fuel": "petrol"},
    "LS68WTC": {"reg": "LS68 WTC", "vehicle": "Honda Jazz 1.3 i-VTEC", "colour": "Milano Red", "fuel": "petrol"},
}

CALLOUTS = {
    "RR-J-77304": {
        "job_ref": "RR-J-77304",
        "vehicle_reg": "YK19 HNB",
        "vehicle": "Skoda Octavia Estate",
        "location": "Home: 12 Oakdale Rise, Harrogate HG1 2LP",
        "fault": "flat_battery",
        "logged_at": "2026-12-28T07:42",
        "status": "patrol_assigned",
        "patrol": "Mick (van RR 207)",
        "patrol_now": "finishing a job in Knaresborough",
        "eta": "09:25",
        "eta_minutes": 75,
        "note": "High demand this morning because of the overnight frost; we're sorry for the wait.",
    },
    "RR-J-77391": {
        "job_ref": "RR-J-77391",
        "vehicle_reg": "LS68 WTC",
        "vehicle": "Honda Jazz",
        "location": "as reported",
        "fault": "as reported",
        "logged_at": "2026-12-28T08:10",
        "status": "patrol_assigned",
        "patrol": "Shaz (van RR 115)",
        "patrol_now": "on the way from Harrogate town centre",
        "eta": "08:50",
        "eta_minutes": 40,
        "note": "We'll text you when the patrol is 10 minutes away.",
    },
}


def _reg_key(reg: Any) -> str:
    return re.sub(r"[^A-Z0-9]", "", str(reg).upper())


def get_membership() -> dict[str, Any]:
    return {
        "member": "Hannah Corrigan",
        "membership_number": "RR-5520-81973",
        "plan": "Roadside + Home Start",
        "cover_basis": "vehicle-based: the vehicles below are covered whoever is driving them",
        "vehicles": list(RR_VEHICLES.values()),
        "included": [
            "Roadside assistance anywhere in the UK, more than a quarter of a mile from home",
            "Home Start: help at or within a quarter of a mile of your home address",
            "If we can't fix it at the roadside: a tow to the nearest suitable garage within 10 miles",
        ],
        "not_included": [
            "National Recovery (taking the vehicle, driver and up to 7 passengers anywhere in the UK)",
            "Onward Travel (hire car, train fares or hotel while the car is repaired)",
            "Parts, fuel and garage labour",
        ],
        "callouts_this_membership_year": {"used": 2, "fair_use_limit": 6},
        "renews_on": "2027-03-14",
        "renewal_price_gbp": 118.00,
        "open_callouts": ["RR-J-77304"],
        "home_address": "12 Oakdale Rise, Harrogate HG1 2LP",
    }


def request_assistance(
    vehicle_reg: str, location: dict[str, Any], fault: str, people_in_vehicle: int = 1, notes: str | None = None
) -> dict[str, Any]:
    vehicle = RR_VEHICLES.get(_reg_key(vehicle_reg))
    if vehicle is None:
        return {"error": f"{vehicle_reg} is not covered by membership RR-5520-81973. Covered: YK19 HNB, LS68 WTC."}
    if not isinstance(location, dict) or not str(location.get("description") or "").strip():
        return {"error": "location.description is required: road or place, and a landmark"}
    if vehicle["reg"] == "YK19 HNB":
        return {"error": "YK19 HNB already has an open callout (RR-J-77304). Check it or cancel it first."}
    on_motorway = bool(location.get("on_motorway"))
    out = {
        "job_ref": "RR-J-77391",
        "status": "patrol_assigned",
        "vehicle": f"{vehicle['vehicle']} ({vehicle['reg']})",
        "fault": fault,
        "people_in_vehicle": people_in_vehicle,
        "patrol": "Shaz (van RR 115)",
        "eta": "08:50",
        "eta_minutes": 40,
        "location_recorded": location,
        "advice": "Stay with or near the vehicle if it's safe. We'll text you when the patrol is 10 minutes away.",
    }
    if on_motorway:
        out["advice"] = "Get out on the side away from traffic and wait behind the barrier; don't stand by the car."
    return out


def get_callout_status(job_ref: str) -> dict[str, Any]:
    job = CALLOUTS.get(str(job_ref).strip().upper())
    if job is None:
        return {"error": f"No callout {job_ref!r} on this membership. Open callouts: RR-J-77304."}
    return {**job, "checked_at": "2026-12-28T08:10"}


def cancel_callout(job_ref: str, reason: str) -> dict[str, Any]:
    job = CALLOUTS.get(str(job_ref).strip().upper())
    if job is None:
        return {"error": f"No callout {job_ref!r} on this membership. Open callouts: RR-J-77304."}
    return {
        "job_ref": job["job_ref"],
        "status": "cancelled",
        "reason": reason,
        "charge_gbp": 0.0,
        "counts_towards_fair_use": False,
        "message": "The patrol has been stood down. If the car lets you down again today, just ask for help again.",
    }


RR_TOOLS = [
    ToolDef(
        "get-membership",
        "The member's plan: what is and isn't covered, covered vehicles and regs, callouts used, renewal, open callouts.",
        {"type": "object", "properties": {}},
        get_membership,
    ),
    ToolDef(
        "request-assistance",
        "Send a patrol to a broken-down vehicle on this membership. Returns a job reference and an ETA.",
        {
            "type": "object",
            "properties": {
                "vehicle_reg": {"type": "string", "description": "Registration of a covered vehicle, e.g. AB12 CDE"},
                "location": {
                    "type": "object",
                    "properties": {
                        "description": {"type": "string", "description": "Road or place and a landmark or junction"},
                        "postcode": {"type": ["string", "null"]},
                        "what3words": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "e.g. ///fled.snow.bike"},
                        "on_motorway": {"type": "boolean"},
                    },
                    "required": ["description"],
                },
                "fault": {
                    "type": "string",
                    "enum": [
                        "wont_start",
                        "flat_battery",
                        "flat_tyre",
                        "locked_out",
                        "wrong_fuel",
                        "out_of_fuel",
                        "overheating",
                        "warning_light",
                        "strange_noise",
                        "accident",
                        "other",
                    ],
                },
                "people_in_vehicle": {"type": "integer", "minimum": 1, "maximum": 8, "description": "Including the driver"},
                "notes": {"type": "string"},
            },
            "required": ["vehicle_reg", "location", "fault"],
        },
        request_assistance,
        act=True,
    ),
    ToolDef(
        "get-callout-status",
        "Status of a callout: assigned patrol, where they are, ETA.",
        {
            "type": "object",
            "properties": {"job_ref": {"type": "string", "description": "e.g. RR-J-77304"}},
            "required": ["job_ref"],
        },
        get_callout_status,
    ),
    ToolDef(
        "cancel-callout",
        "Cancel a callout that is no longer needed.",
        {
            "type": "object",
            "properties": {
                "job_ref": {"type": "string"},
                "reason": {
                    "type": "string",
                    "enum": ["fixed_myself", "got_help_elsewhere", "no_longer_needed", "booked_by_mistake", "other"],
                },
            },
            "required": ["job_ref", "reason"],
        },
        cancel_callout,
        act=True,
    ),
]

RR_ACTS = ["request-assistance", "cancel-callout"]

RR_INSTRUCTIONS = """You are the assistant in the RescueRoute breakdown cover app.
Today is Monday 28 December 2026, 08:10 (Harrogate, North Yorkshire, UK; Europe/London).

Signed-in member: Hannah Corrigan, membership RR-5520-81973, home 12 Oakdale Rise, Harrogate HG1 2LP.
Covered vehicles are listed by get-membership. Open callout: RR-J-77304 for the Skoda Octavia at home (flat battery,
logged 07:42).

To send a patrol you need: the vehicle, where it is (road or place plus a landmark, junction or postcode), and what's
wrong. Never guess a location: ask for it.

Safety (for advice): if you break down on a motorway, pull onto the hard shoulder or into an emergency area, as far left
as possible, with hazard lights on; leave by the left-hand doors and wait behind the barrier, away from traffic; don't
put out a warning triangle; if you can't get out safely, stay in the car with your seatbelt on and call 999. If anyone
is injured, call 999 first."""


# =============================================================================================
# 4. wifi_router: Hearth Wi-Fi home router app (3 tools, PascalCase)
# =============================================================================================

DEVICES = [
    {"device_id": "dev_3f9a21", "name": "Mateo's iPhone", "owner": "Mateo", "type": "phone", "online": True, "band": "5 GHz",
     "data_today_mb": 820, "current_mbps": 1.2, "paused": False, "last_seen": "now"},
    {"device_id": "dev_3f9a22", "name": "Mateo's Switch", "owner": "Mateo", "type": "game console", "online": True,
     "band": "5 GHz", "data_today_mb": 2140, "current_mbps": 0.4, "paused": False, "last_seen": "now"},
    {"device_id": "dev_7c1e04", "name": "Lucia's iPad", "owner": "Lucia", "type": "tablet", "online": True, "band": "5 GHz",
     "data_today_mb": 1310, "current_mbps": 3.1, "paused": False, "last_seen": "now"},
    {"device_id": "dev_7c1e05", "name": "Lucia's Chromebook", "owner": "Lucia", "type": "laptop", "online": False,
     "band": None, "data_today_mb": 455, "current_mbps": 0.0, "paused": False, "last_seen": "2026-12-31T16:42"},
    {"device_id": "dev_a0b311", "name": "Living Room TV (Roku)", "owner": "shared", "type": "tv", "online": True,
     "band": "5 GHz", "data_today_mb": 9870, "current_mbps": 38.5, "paused": False, "last_seen": "now"},
    {"device_id": "dev_a0b312", "name": "Front Door Camera", "owner": "shared", "type": "camera", "online": True,
     "band": "2.4 GHz", "data_today_mb": 640, "current_mbps": 1.8, "paused": False, "last_seen": "now"},
    {"device_id": "dev_c55d80", "name": "Sofia's MacBook Pro", "owner": "Sofia", "type": "laptop", "online": True,
     "band": "5 GHz", "data_today_mb": 1020, "current_mbps": 2.2, "paused": False, "last_seen": "now"},
    {"device_id": "dev_c55d81", "name": "Sofia's Pixel 8", "owner": "Sofia", "type": "phone", "online": True, "band": "5 GHz",
     "data_today_mb": 410, "current_mbps": 0.6, "paused": False, "last_seen": "now"},
    {"device_id": "dev_d92b67", "name": "Kitchen Echo", "owner": "shared", "type": "smart speaker", "online": True,
     "band": "2.4 GHz", "data_today_mb": 95, "current_mbps": 0.1, "paused": False, "last_seen": "now"},
    {"device_id": "dev_e21f07", "name": "Unknown device (Espressif Inc.)", "owner": None, "type": "unknown", "online": True,
     "band": "2.4 GHz", "data_today_mb": 12, "current_mbps": 0.0, "paused": False, "last_seen": "now",
     "first_seen": "2026-12-31T18:57"},
]  # fmt: skip
DEVICE_BY_ID = {d["device_id"]: d for d in DEVICES}


def ListDevices(online_only: bool = False) -> dict[str, Any]:  # noqa: N802 (PascalCase tool)
    rows = [d for d in DEVICES if d["online"] or not online_only]
    online = [d for d in DEVICES if d["online"]]
    return {
        "network": "Alvarez-Home",
        "internet_plan": "Austin Fiber 300 Mbps down / 300 up",
        "current_total_mbps": round(sum(d["current_mbps"] for d in online), 1),
        "online_count": len(online),
        "devices": sorted(rows, key=lambda d: -d["current_mbps"]),
    }


def SetInternetAccess(device_ids: list[str], paused: bool, duration_minutes: int | None = None) -> dict[str, Any]:  # noqa: N802
    if not device_ids:
        return {"error": "device_ids is empty"}
    unknown = [d for d in device_ids if d not in DEVICE_BY_ID]
    if unknown:
        return {"error": f"Unknown device id(s) {unknown}. Use ListDevices to get device ids."}
    if duration_minutes not in (None, 15, 30, 60, 120, 240):
        return {"error": "duration_minutes must be 15, 30, 60, 120, 240 or null"}
    until = None
    if paused and duration_minutes:
        until = (_dt.datetime(2026, 12, 31, 19, 30) + _dt.timedelta(minutes=duration_minutes)).strftime("%Y-%m-%dT%H:%M")
    return {
        "updated": [
            {"device_id": d, "name": DEVICE_BY_ID[d]["name"], "internet": "paused" if paused else "allowed"} for d in device_ids
        ],
        "paused_until": until if paused else None,
        "note": ("Paused until you resume it." if paused and not duration_minutes else None),
    }


def SetGuestNetwork(enabled: bool, password: str | None, auto_off_after_hours: int | None) -> dict[str, Any]:  # noqa: N802
    if password is not None and len(password) < 8:
        return {"error": "Guest password must be at least 8 characters."}
    if not enabled:
        return {"guest_network": "off", "ssid": "Alvarez-Guest", "disconnected_devices": 1}
    off_at = None
    if auto_off_after_hours:
        off_at = (_dt.datetime(2026, 12, 31, 19, 30) + _dt.timedelta(hours=int(auto_off_after_hours))).strftime("%Y-%m-%dT%H:%M")
    return {
        "guest_network": "on",
        "ssid": "Alvarez-Guest",
        "password": password or "casa-alvarez-guest",
        "password_changed": password is not None and password != "casa-alvarez-guest",
        "turns_off_at": off_at,
        "guests_can_see_home_devices": False,
    }


WIFI_TOOLS = [
    ToolDef(
        "ListDevices",
        "Devices on the home network: id, name, owner, online, band, data used today, current speed, paused.",
        {"type": "object", "properties": {"online_only": {"type": "boolean"}}},
        ListDevices,
    ),
    ToolDef(
        "SetInternetAccess",
        "Pause or resume internet access for devices. A paused device stays on Wi-Fi but can't reach the internet.",
        {
            "type": "object",
            "properties": {
                "device_ids": {"type": "array", "items": {"type": "string"}, "description": "Ids from ListDevices"},
                "paused": {"type": "boolean", "description": "true to pause, false to resume"},
                "duration_minutes": {
                    "anyOf": [{"type": "integer", "enum": [15, 30, 60, 120, 240]}, {"type": "null"}],
                    "description": "How long to pause; null = until resumed. Ignored when resuming.",
                },
            },
            "required": ["device_ids", "paused"],
        },
        SetInternetAccess,
        act=True,
    ),
    ToolDef(
        "SetGuestNetwork",
        "Turn the guest Wi-Fi (Alvarez-Guest) on or off, optionally with a new password and an automatic switch-off.",
        {
            "type": "object",
            "properties": {
                "enabled": {"type": "boolean"},
                "password": {
                    "type": ["string", "null"],
                    "description": "New password (8+ characters); null keeps the current one",
                },
                "auto_off_after_hours": {
                    "type": ["integer", "null"],
                    "description": "Switch off after this many hours; null = stay on",
                },
            },
            "required": ["enabled", "password", "auto_off_after_hours"],
            "additionalProperties": False,
        },
        SetGuestNetwork,
        act=True,
        strict=True,
    ),
]

WIFI_ACTS = ["SetInternetAccess", "SetGuestNetwork"]

WIFI_INSTRUCTIONS = """You are the assistant in the Hearth Wi-Fi app for the Alvarez household's home router.
Today is Thursday 31 December 2026, 19:30 (Austin, Texas; America/Chicago).

Signed in: Sofia Alvarez (admin). Household: Sofia, her husband Diego, Mateo (14) and Lucia (11).
Main network: Alvarez-Home. Guest network: Alvarez-Guest, currently on since 26 December, password casa-alvarez-guest,
no automatic switch-off. Internet plan: Austin Fiber 300 Mbps.
Pausing a device blocks its internet access (it stays connected to Wi-Fi); a pause can last 15, 30, 60, 120 or 240
minutes, or until resumed."""


# =============================================================================================
# 5. toll_charges: Rivergate Bridge pay-by-plate (1 tool, namespaced)
# =============================================================================================

TOLL_TODAY = _dt.date(2027, 1, 5)
TOLL_PRICES = {2: 2.50, 3: 5.10, 4: 8.20}


def pay_charge(
    vehicle_reg: str, vehicle_class: int, crossings: list[dict[str, Any]], receipt_email: str | None = None
) -> dict[str, Any]:
    reg = re.sub(r"\s+", " ", str(vehicle_reg).strip().upper())
    if not re.fullmatch(r"[A-Z0-9 ]{2,9}", reg):
        return {"error": f"{vehicle_reg!r} doesn't look like a registration number."}
    if vehicle_class not in TOLL_PRICES:
        return {"error": "vehicle_class must be 2, 3 or 4 (motorbikes cross free)"}
    if not crossings:
        return {"error": "Add at least one crossing date."}
    lines, total = [], 0.0
    for item in crossings:
        day = _iso(item.get("date"))
        count = item.get("one_way_crossings")
        if day is None:
            return {"error": f"Bad date {item.get('date')!r}; use YYYY-MM-DD"}
        if not isinstance(count, int) or count < 1:
            return {"error": "one_way_crossings must be at least 1"}
        if day < TOLL_TODAY - _dt.timedelta(days=1):
            return {"error": f"Too late to pay for {day}: the deadline was midnight on {day + _dt.timedelta(days=1)}. "
                             "A penalty charge notice will be sent to the registered keeper."}  # fmt: skip
        if day > TOLL_TODAY.replace(year=TOLL_TODAY.year + 1):
            return {"error": "You can pay up to 12 months in advance."}
        amount = round(TOLL_PRICES[vehicle_class] * count, 2)
        total += amount
        lines.append({"date": str(day), "one_way_crossings": count, "amount_gbp": amount})
    digits = sum(ord(c) for c in reg) * 7 + len(lines)
    return {
        "payment_ref": f"RGB-{digits:05d}-{vehicle_class}",
        "vehicle_reg": reg,
        "vehicle_class": vehicle_class,
        "crossings": lines,
        "total_gbp": round(total, 2),
        "paid_with": "Mastercard ending 6120",
        "receipt_sent_to": receipt_email or "aisha.bello@fastmail.co.uk",
    }


CROSSING_DEF = {
    "type": "object",
    "properties": {
        "date": {"type": "string", "description": "Date of crossing, YYYY-MM-DD"},
        "one_way_crossings": {"type": "integer", "description": "Number of one-way crossings that day (there and back = 2)"},
    },
    "required": ["date", "one_way_crossings"],
    "additionalProperties": False,
}

TOLL_TOOLS = [
    ToolDef(
        "tolls__pay_charge",
        "Pay Rivergate Bridge crossing charges for one vehicle with the saved card. Charges per one-way crossing.",
        {
            "type": "object",
            "properties": {
                "vehicle_reg": {"type": "string", "description": "Number plate, e.g. AB12 CDE"},
                "vehicle_class": {
                    "type": "integer",
                    "enum": [2, 3, 4],
                    "description": "2 = car or van up to 3.5 t (£2.50); 3 = minibus or 2-axle vehicle over 3.5 t (£5.10); "
                    "4 = HGV or coach with 3+ axles (£8.20)",
                },
                "crossings": {"type": "array", "items": {"$ref": "#/$defs/crossing_day"}},
                "receipt_email": {"type": ["string", "null"], "description": "null = the account email"},
            },
            "required": ["vehicle_reg", "vehicle_class", "crossings", "receipt_email"],
            "additionalProperties": False,
            "$defs": {"crossing_day": CROSSING_DEF},
        },
        pay_charge,
        act=True,
        strict=True,
    ),
]

TOLL_INSTRUCTIONS = """You are the assistant on the Rivergate Bridge (Runcorn-Widnes) pay-by-plate website.
Today is Tuesday 5 January 2027, 10:20 (Widnes, Cheshire, UK; Europe/London).

Signed in: Aisha Bello (aisha.bello@fastmail.co.uk), saved card Mastercard ending 6120. No vehicles are saved, so
ask for the registration if you don't have it.

Charges per one-way crossing: motorbikes free; class 2 (cars and vans up to 3.5 tonnes) £2.50; class 3 (minibuses
and 2-axle vehicles over 3.5 tonnes) £5.10; class 4 (HGVs and coaches with 3 or more axles) £8.20.
Pay by midnight the day after you cross; you can also pay up to 12 months in advance.
If a crossing isn't paid in time, a penalty charge notice (PCN) of £40 goes to the registered keeper, reduced to £20 if
paid within 14 days of the notice; the crossing charge is added on top. A late crossing can't be paid here once the
deadline has passed: wait for the notice, then pay or challenge it."""


DOMAINS = [
    Domain("video_streaming", STREAM_TOOLS, STREAM_INSTRUCTIONS),
    Domain("nutrition_tracker", NUT_TOOLS, NUT_INSTRUCTIONS),
    Domain("roadside_assistance", RR_TOOLS, RR_INSTRUCTIONS),
    Domain("wifi_router", WIFI_TOOLS, WIFI_INSTRUCTIONS),
    Domain("toll_charges", TOLL_TOOLS, TOLL_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================


def food_grams(expected: dict[str, tuple[float, float]], *, others: bool = False) -> Pred:
    """logFood entries whose grams, summed per foodId, fall in the given ranges (split entries pass too);
    with `others`, entries for further foods are allowed."""

    def test(v: Any) -> bool:
        if not isinstance(v, list):
            return False
        sums: dict[str, float] = {}
        for entry in v:
            sums[str(entry["foodId"])] = sums.get(str(entry["foodId"]), 0) + float(entry["grams"])
        if not others and set(sums) != set(expected):
            return False
        return all(low <= sums.get(food, -1) <= high for food, (low, high) in expected.items())

    return Pred(f"entries with grams per food {expected!r}" + (" (others allowed)" if others else ""), test)


def crossings_total(expected: dict[str, int]) -> Pred:
    """Toll crossings whose one-way counts, summed per date, are exactly these."""

    def test(v: Any) -> bool:
        if not isinstance(v, list) or not v:
            return False
        sums: dict[str, int] = {}
        for row in v:
            day = str(_iso(row["date"]))
            sums[day] = sums.get(day, 0) + int(row["one_way_crossings"])
        return sums == expected

    return Pred(f"crossings per date {expected!r}", test)


NOT_FALSE = Pred("not false", lambda v: v is not False)
NEXT_BILL_DAY = said("3 January", "January 3", "3rd January", "3 Jan", "Jan 3", "2027-01-03", "3rd of January", "03/01")
FERRYMEN_LEAVES = said(
    "31 December", "December 31", "31st December", "31 Dec", "Dec 31", "2026-12-31", "New Year's Eve", "31st of December"
)
RENEWAL_DAY = said("14 March", "March 14", "14th March", "14 Mar", "Mar 14", "2027-03-14", "14th of March", "14/03")

CASES = [
    # ---------------------------------------------------------------- video_streaming (12)
    Case(
        "ai_tv_my_list",
        "video_streaming",
        "direct",
        [
            Turn(
                "whats on my watchlist",
                calls=[ExpectCall("get_watchlist", {"profile_id": "prf_1a7c"})],
                forbid=STREAM_ACTS,
                answer_has=[said("Ferrymen"), said("Low Tide")],
            ),
        ],
        features=("10_tools",),
    ),
    Case(
        "ai_tv_drop_red_hand",
        "video_streaming",
        "direct",
        [
            Turn(
                "take Red Hand off Dev's list",
                calls=[ExpectCall("remove_from_watchlist", {"profile_id": "prf_2b90", "title_id": "tl_45102"})],
                allow=["get_watchlist", "search_titles", "list_profiles"],
                forbid=["add_to_watchlist", "update_profile_settings", "change_plan"],
            ),
        ],
        features=("person", "10_tools"),
    ),
    Case(
        "ai_tv_trailers_off_polite",
        "video_streaming",
        "polite",
        [
            Turn(
                "Could you please turn off the trailers that autoplay on Dev's profile when he's browsing? They drive him "
                "mad. Thank you!",
                calls=[
                    ExpectCall(
                        "update_profile_settings",
                        {
                            "profile_id": "prf_2b90",
                            "settings": fields(autoplay_previews=boolean(False), autoplay_next_episode=NOT_FALSE),
                        },
                    )
                ],
                allow=["list_profiles"],
                forbid=["change_plan", "add_to_watchlist", "remove_from_watchlist"],
            ),
        ],
        features=("ref", "nested", "strict", "nullable_type_list", "nullable_anyof", "boolean", "10_tools"),
    ),
    Case(
        "ai_tv_ferrymen_leaving",
        "video_streaming",
        "indirect",
        [
            Turn(
                "I still haven't finished The Ferrymen... it's not going anywhere is it?",
                allow=["search_titles", "get_title_details", "get_watchlist", "get_viewing_activity"],
                forbid=STREAM_ACTS,
                answer_has=[FERRYMEN_LEAVES],
            ),
        ],
        features=("date", "10_tools"),
    ),
    Case(
        "ai_tv_swap_and_bill",
        "video_streaming",
        "multi_intent",
        [
            Turn(
                "take Holly Hill Christmas off my list, we watched it the other night, and add Deep Field instead. oh and "
                "when's the next bill going out?",
                calls=[
                    ExpectCall("remove_from_watchlist", {"profile_id": "prf_1a7c", "title_id": "tl_19034"}),
                    ExpectCall("add_to_watchlist", {"profile_id": "prf_1a7c", "title_ids": items("tl_70588")}),
                    ExpectCall("get_subscription"),
                ],
                allow=["search_titles", "get_watchlist", "get_title_details"],
                forbid=["change_plan", "update_profile_settings"],
                answer_has=[NEXT_BILL_DAY],
            ),
        ],
        features=("array", "date", "10_tools"),
    ),
    Case(
        "ai_tv_4k_worth_it",
        "video_streaming",
        "no_tool",
        [
            Turn(
                "honestly is 4K worth paying for on a 43 inch telly or is HD fine?",
                allow=["get_subscription"],
                forbid=STREAM_ACTS,
                answer_has=[said("distance", "sit", "pixel", "resolution", "sharper", "detail")],
            ),
        ],
        features=("10_tools",),
    ),
    Case(
        "ai_tv_download_howto",
        "video_streaming",
        "no_tool",
        [
            Turn(
                "how do I download stuff to watch on the plane?",
                allow=["get_subscription"],
                forbid=STREAM_ACTS,
                answer_has=[said("phone", "tablet", "iOS", "Android", "mobile")],
            ),
        ],
        features=("10_tools",),
    ),
    Case(
        "ai_tv_kids_maturity_vague",
        "video_streaming",
        "underspecified",
        [
            Turn(
                "can you change the maturity setting on the kids profile",
                allow=["list_profiles"],
                forbid=STREAM_ACTS,
                clarify=True,
            ),
        ],
        features=("10_tools",),
    ),
    Case(
        "ai_tv_christmas_for_kabir",
        "video_streaming",
        "chained",
        [
            Turn(
                "find the newest christmas film that's ok for Kabir and put it on his list",
                calls=[
                    ExpectCall("search_titles"),
                    ExpectCall("add_to_watchlist", {"profile_id": "prf_4d18", "title_ids": items("tl_19034")}),
                ],
                allow=["list_profiles", "get_title_details", "get_watchlist"],
                forbid=["remove_from_watchlist", "update_profile_settings", "change_plan"],
                answer_has=[said("Holly Hill")],
            ),
        ],
        features=("array", "person", "10_tools"),
    ),
    Case(
        "ai_tv_northline_left",
        "video_streaming",
        "chained",
        [
            Turn(
                "how many episodes of Northline has Dev got left?",
                calls=[
                    ExpectCall("get_viewing_activity", {"profile_id": "prf_2b90"}),
                    ExpectCall("get_title_details", {"title_id": "tl_61742"}),
                ],
                allow=["search_titles", "list_profiles", "get_watchlist"],
                forbid=STREAM_ACTS,
                answer_has=[said_number(4)],
            ),
        ],
        features=("person", "10_tools"),
    ),
    Case(
        "ai_tv_upgrade_chat",
        "video_streaming",
        "multi_turn",
        [
            Turn(
                "what plan are we on and how much is it?",
                calls=[ExpectCall("get_subscription")],
                forbid=STREAM_ACTS,
                answer_has=[said("Standard"), said_number(10.99)],
            ),
            Turn(
                "how much more a month would premium be?",
                allow=["get_subscription"],
                forbid=STREAM_ACTS,
                answer_has=[said_number(8)],
            ),
            Turn(
                "go on then, upgrade us",
                calls=[ExpectCall("change_plan", {"plan": "premium"})],
                allow=["get_subscription"],
                answer_has=[said("3.87")],
            ),
        ],
        features=("enum", "10_tools"),
    ),
    Case(
        "ai_tv_nordic_noir",
        "video_streaming",
        "multi_turn",
        [
            Turn(
                "got anything like a nordic crime thing?",
                calls=[ExpectCall("search_titles")],
                forbid=STREAM_ACTS,
                answer_has=[said("Northline")],
            ),
            Turn(
                "would that be ok for Anya?",
                allow=["list_profiles", "get_title_details"],
                forbid=STREAM_ACTS,
                answer_has=[said("18", "adults only", "adult")],
            ),
            Turn(
                "fair enough. stick it on my list then",
                calls=[ExpectCall("add_to_watchlist", {"profile_id": "prf_1a7c", "title_ids": items("tl_61742")})],
                forbid=["remove_from_watchlist", "update_profile_settings", "change_plan"],
            ),
        ],
        features=("array", "person", "10_tools"),
    ),
    # ---------------------------------------------------------------- nutrition_tracker (10)
    Case(
        "ai_nut_two_eggs",
        "nutrition_tracker",
        "direct",
        [
            Turn(
                "log 2 boiled eggs for lunch",
                calls=[
                    ExpectCall("searchFoods"),
                    ExpectCall(
                        "logFood",
                        {"date": date("2027-01-13"), "meal": "lunch", "entries": food_grams({"f_60315": (95, 105)})},
                    ),
                ],
                forbid=["deleteEntry", "updateGoals", "logWater"],
            ),
        ],
        features=("array_of_objects", "number", "strict", "enum", "date", "number_words", "camel_names"),
    ),
    Case(
        "ai_nut_water_polite",
        "nutrition_tracker",
        "polite",
        [
            Turn(
                "Could you add a glass of water for me please? About 500 ml. Thanks!",
                calls=[ExpectCall("logWater", {"amountMl": number(500)})],
                forbid=["logFood", "deleteEntry", "updateGoals"],
                answer_has=[said_any_number(1250, 1.25)],
            ),
        ],
        features=("integer", "camel_names"),
    ),
    Case(
        "ai_nut_starving",
        "nutrition_tracker",
        "indirect",
        [
            Turn(
                "I'm starving. how much have I actually got left for today?",
                calls=[ExpectCall("getDiary", {"date": date("2027-01-13")})],
                forbid=NUT_ACTS,
                answer_has=[said_number(1561)],
            ),
        ],
        features=("date", "camel_names"),
    ),
    Case(
        "ai_nut_overdid_yesterday",
        "nutrition_tracker",
        "indirect",
        [
            Turn(
                "ugh I feel like I completely overdid it yesterday",
                calls=[ExpectCall("getDiary", {"date": date("2027-01-12")})],
                allow=["searchFoods"],
                forbid=NUT_ACTS,
                answer_has=[said_any_number(2459, 259)],
            ),
        ],
        features=("date", "camel_names"),
    ),
    Case(
        "ai_nut_latte_and_water_goal",
        "nutrition_tracker",
        "multi_intent",
        [
            Turn(
                "delete the latte from this morning, I didn't end up drinking it, and bump my water goal up to 3 litres",
                calls=[
                    ExpectCall("deleteEntry", {"entryId": "e_77103"}),
                    ExpectCall("updateGoals", {"goals": fields(waterMl=number(3000))}),
                ],
                allow=["getDiary"],
                forbid=["logFood", "logWater"],
            ),
        ],
        features=("nested", "nullable_anyof", "unit_conversion", "camel_names"),
    ),
    Case(
        "ai_nut_net_carbs",
        "nutrition_tracker",
        "no_tool",
        [
            Turn(
                "should I be tracking net carbs or total carbs? I'm just trying to lose a bit of weight",
                forbid=NUT_ACTS,
                answer_has=[said("fibre", "fiber")],
            ),
        ],
        features=("camel_names",),
    ),
    Case(
        "ai_nut_log_dinner_vague",
        "nutrition_tracker",
        "underspecified",
        [
            Turn("log my dinner", allow=["getDiary"], forbid=NUT_ACTS, clarify=True),
        ],
        features=("camel_names",),
    ),
    Case(
        "ai_nut_salmon_still_under",
        "nutrition_tracker",
        "chained",
        [
            Turn(
                "log 150g of baked salmon for dinner and tell me if I'm still under my calories for today",
                calls=[
                    ExpectCall("searchFoods"),
                    ExpectCall(
                        "logFood",
                        {"date": date("2027-01-13"), "meal": "dinner", "entries": food_grams({"f_91004": (150, 150)})},
                    ),
                ],
                allow=["getDiary"],
                forbid=["deleteEntry", "updateGoals", "logWater"],
                answer_has=[said_any_number(1252, 948)],
            ),
        ],
        features=("array_of_objects", "strict", "number", "camel_names"),
    ),
    Case(
        "ai_nut_same_lunch",
        "nutrition_tracker",
        "chained",
        [
            Turn(
                "I'm having exactly the same lunch as yesterday, can you log it for today",
                calls=[
                    ExpectCall("getDiary", {"date": date("2027-01-12")}),
                    ExpectCall(
                        "logFood",
                        {
                            "date": date("2027-01-13"),
                            "meal": "lunch",
                            "entries": food_grams({"f_41102": (150, 150), "f_41877": (200, 200), "f_52210": (90, 90)}),
                        },
                    ),
                ],
                allow=["searchFoods"],
                forbid=["deleteEntry", "updateGoals", "logWater"],
            ),
        ],
        features=("array_of_objects", "strict", "date", "camel_names"),
    ),
    Case(
        "ai_nut_avocado",
        "nutrition_tracker",
        "multi_turn",
        [
            Turn(
                "how many calories in an avocado?",
                calls=[ExpectCall("searchFoods")],
                forbid=NUT_ACTS,
                answer_has=[said_any_number(240, 160)],
            ),
            Turn(
                "ok I had half of one on toast at lunch, log the avocado",
                calls=[
                    ExpectCall(
                        "logFood",
                        {
                            "date": date("2027-01-13"),
                            "meal": "lunch",
                            "entries": food_grams({"f_90331": (70, 80)}, others=True),
                        },
                    )
                ],
                allow=["searchFoods"],
                forbid=["deleteEntry", "updateGoals", "logWater"],
            ),
            Turn(
                "cool. what's a good high protein snack for this afternoon?",
                allow=["searchFoods", "getDiary"],
                forbid=NUT_ACTS,
                answer_has=[
                    said(
                        "yogurt",
                        "yoghurt",
                        "cottage cheese",
                        "egg",
                        "almond",
                        "nuts",
                        "jerky",
                        "edamame",
                        "tuna",
                        "chicken",
                        "protein shake",
                        "protein bar",
                        "cheese",
                        "hummus",
                        "chickpea",
                        "tofu",
                        "skyr",
                    )
                ],
            ),
        ],
        features=("array_of_objects", "strict", "camel_names"),
    ),
    # ---------------------------------------------------------------- roadside_assistance (9)
    Case(
        "ai_rr_eta",
        "roadside_assistance",
        "direct",
        [
            Turn(
                "eta on the patrol?",
                calls=[ExpectCall("get-callout-status", {"job_ref": "RR-J-77304"})],
                forbid=RR_ACTS,
                answer_has=[said("09:25", "9:25", "9.25")],
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "ai_rr_flat_tyre_polite",
        "roadside_assistance",
        "polite",
        [
            Turn(
                "Hi, would you be able to get someone out to the Jazz please? It's got a flat tyre and the spare's flat too. "
                "I'm parked on Station Parade in Harrogate, outside Boots, HG1 1TE. It's just me. Thank you!",
                calls=[
                    ExpectCall("get-membership"),
                    ExpectCall(
                        "request-assistance",
                        {
                            "vehicle_reg": matches(r"LS68\s*WTC"),
                            "fault": "flat_tyre",
                            "location": mentions_any("Station Parade", "HG1 1TE"),
                        },
                    ),
                ],
                forbid=["cancel-callout"],
                answer_has=[said("RR-J-77391")],
            ),
        ],
        features=("nested", "enum", "nullable_anyof", "nullable_type_list", "kebab_names"),
    ),
    Case(
        "ai_rr_cornwall_trip",
        "roadside_assistance",
        "indirect",
        [
            Turn(
                "we're driving down to my mum's in Cornwall on the 2nd in the Octavia. if it conks out down there are we "
                "actually covered?",
                calls=[ExpectCall("get-membership")],
                forbid=RR_ACTS,
                answer_has=[said("10 miles", "ten miles", "10-mile", "10 mile")],
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "ai_rr_cancel_and_renewal",
        "roadside_assistance",
        "multi_intent",
        [
            Turn(
                "you can cancel the callout, my neighbour sorted the battery with his jump leads. also when does my "
                "membership renew?",
                calls=[
                    ExpectCall(
                        "cancel-callout",
                        {
                            "job_ref": "RR-J-77304",
                            "reason": one_of("got_help_elsewhere", "fixed_myself", "no_longer_needed", "other"),
                        },
                    ),
                    ExpectCall("get-membership"),
                ],
                forbid=["request-assistance"],
                answer_has=[RENEWAL_DAY],
            ),
        ],
        features=("enum", "date", "kebab_names"),
    ),
    Case(
        "ai_rr_motorway_advice",
        "roadside_assistance",
        "no_tool",
        [
            Turn(
                "what am I actually supposed to do if I break down on the motorway? never happened to me",
                forbid=RR_ACTS,
                answer_has=[said("hard shoulder", "emergency area"), said("barrier")],
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "ai_rr_grinding_no_location",
        "roadside_assistance",
        "underspecified",
        [
            Turn(
                "can you send someone out to the Jazz please, it's making an awful grinding noise from the front so I've "
                "pulled over",
                allow=["get-membership"],
                forbid=RR_ACTS,
                clarify=True,
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "ai_rr_cancel_if_late",
        "roadside_assistance",
        "chained",
        [
            Turn(
                "how far off is my patrol? if it's more than an hour away just cancel it, my brother can come and jump start it",
                calls=[
                    ExpectCall("get-callout-status", {"job_ref": "RR-J-77304"}),
                    ExpectCall("cancel-callout", {"job_ref": "RR-J-77304"}),
                ],
                forbid=["request-assistance"],
                answer_has=[said("cancel")],
            ),
        ],
        features=("enum", "kebab_names"),
    ),
    Case(
        "ai_rr_hospital_battery",
        "roadside_assistance",
        "multi_turn",
        [
            Turn(
                "the Jazz won't start, battery's dead I think. I'm in the staff car park at Harrogate District Hospital, HG2 7SX",
                calls=[
                    ExpectCall("get-membership"),
                    ExpectCall(
                        "request-assistance",
                        {
                            "vehicle_reg": matches(r"LS68\s*WTC"),
                            "fault": one_of("flat_battery", "wont_start"),
                            "location": mentions_any("HG2 7SX", "Harrogate District Hospital", "hospital"),
                        },
                    ),
                ],
                forbid=["cancel-callout"],
                answer_has=[said("RR-J-77391")],
            ),
            Turn(
                "how long will they be?",
                allow=["get-callout-status"],
                forbid=RR_ACTS,
                answer_has=[said("08:50", "8:50", "8.50", "40 min", "40-min", "40 minute")],
            ),
            Turn(
                "actually cancel it, a colleague had jump leads and it's started",
                calls=[
                    ExpectCall(
                        "cancel-callout",
                        {
                            "job_ref": "RR-J-77391",
                            "reason": one_of("got_help_elsewhere", "fixed_myself", "no_longer_needed", "other"),
                        },
                    )
                ],
                forbid=["request-assistance"],
            ),
        ],
        features=("nested", "enum", "nullable_anyof", "kebab_names"),
    ),
    Case(
        "ai_rr_cover_daughter",
        "roadside_assistance",
        "multi_turn",
        [
            Turn(
                "what does my cover actually include?",
                calls=[ExpectCall("get-membership")],
                forbid=RR_ACTS,
                answer_has=[said("Home Start", "home start")],
            ),
            Turn(
                "my daughter's borrowing the Jazz next week, would she be covered if it breaks down on her?",
                allow=["get-membership"],
                forbid=RR_ACTS,
                answer_has=[
                    said(
                        "whoever is driving",
                        "whoever's driving",
                        "whoever drives",
                        "any driver",
                        "no matter who",
                        "regardless of who",
                        "vehicle-based",
                        "vehicle based",
                        "yes",
                    )
                ],
            ),
        ],
        features=("kebab_names",),
    ),
    # ---------------------------------------------------------------- wifi_router (8)
    Case(
        "ai_wifi_pause_switch",
        "wifi_router",
        "direct",
        [
            Turn(
                "pause mateo's switch for an hour",
                calls=[
                    ExpectCall("ListDevices"),
                    ExpectCall(
                        "SetInternetAccess",
                        {"device_ids": items("dev_3f9a22"), "paused": boolean(True), "duration_minutes": number(60)},
                    ),
                ],
                forbid=["SetGuestNetwork"],
            ),
        ],
        features=("array", "integer_enum", "nullable_anyof", "boolean", "pascal_names"),
    ),
    Case(
        "ai_wifi_party_guest_polite",
        "wifi_router",
        "polite",
        [
            Turn(
                "Could you please set up the guest wifi for the party tonight? I'd like the password to be Feliz2027! and "
                "for it to switch itself off after 6 hours. Thank you!",
                calls=[
                    ExpectCall(
                        "SetGuestNetwork",
                        {"enabled": boolean(True), "password": "Feliz2027!", "auto_off_after_hours": number(6)},
                    )
                ],
                allow=["ListDevices"],
                forbid=["SetInternetAccess"],
            ),
        ],
        features=("strict", "nullable_type_list", "boolean", "pascal_names"),
    ),
    Case(
        "ai_wifi_who_is_hogging",
        "wifi_router",
        "indirect",
        [
            Turn(
                "netflix keeps buffering on my laptop, is someone hogging the wifi?",
                calls=[ExpectCall("ListDevices")],
                forbid=WIFI_ACTS,
                answer_has=[said("TV", "Roku")],
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "ai_wifi_mateo_and_guest_off",
        "wifi_router",
        "multi_intent",
        [
            Turn(
                "pause all of Mateo's devices until I say otherwise, and switch the guest network off",
                calls=[
                    ExpectCall("ListDevices"),
                    ExpectCall(
                        "SetInternetAccess",
                        {
                            "device_ids": items("dev_3f9a21", "dev_3f9a22"),
                            "paused": boolean(True),
                            "duration_minutes": null_or_absent(),
                        },
                    ),
                    ExpectCall("SetGuestNetwork", {"enabled": boolean(False)}),
                ],
            ),
        ],
        features=("array", "nullable_anyof", "strict", "boolean", "pascal_names"),
    ),
    Case(
        "ai_wifi_bands_advice",
        "wifi_router",
        "no_tool",
        [
            Turn(
                "whats the actual difference between 2.4 and 5 GHz? should the doorbell camera be on 5?",
                allow=["ListDevices"],
                forbid=WIFI_ACTS,
                answer_has=[said("range", "walls", "distance", "further", "farther", "penetrat", "reach")],
            ),
        ],
        features=("pascal_names",),
    ),
    Case(
        "ai_wifi_guest_password_vague",
        "wifi_router",
        "underspecified",
        [
            Turn("change the guest wifi password", forbid=WIFI_ACTS, clarify=True),
        ],
        features=("pascal_names",),
    ),
    Case(
        "ai_wifi_unknown_device",
        "wifi_router",
        "chained",
        [
            Turn(
                "there's a device on the wifi I don't recognise, kick it off",
                calls=[
                    ExpectCall("ListDevices"),
                    ExpectCall("SetInternetAccess", {"device_ids": items("dev_e21f07"), "paused": boolean(True)}),
                ],
                forbid=["SetGuestNetwork"],
            ),
        ],
        features=("array", "boolean", "pascal_names"),
    ),
    Case(
        "ai_wifi_lucia_ipad",
        "wifi_router",
        "multi_turn",
        [
            Turn(
                "what's online right now?",
                calls=[ExpectCall("ListDevices")],
                forbid=WIFI_ACTS,
                answer_has=[said("iPad")],
            ),
            Turn(
                "pause Lucia's iPad for half an hour, she's meant to be asleep",
                calls=[
                    ExpectCall(
                        "SetInternetAccess",
                        {"device_ids": items("dev_7c1e04"), "paused": boolean(True), "duration_minutes": number(30)},
                    )
                ],
                allow=["ListDevices"],
                forbid=["SetGuestNetwork"],
            ),
            Turn(
                "actually let her have it back, she says she's finishing her homework",
                calls=[ExpectCall("SetInternetAccess", {"device_ids": items("dev_7c1e04"), "paused": boolean(False)})],
                allow=["ListDevices"],
                forbid=["SetGuestNetwork"],
            ),
        ],
        features=("array", "integer_enum", "nullable_anyof", "person", "pascal_names"),
    ),
    # ---------------------------------------------------------------- toll_charges (6)
    Case(
        "ai_toll_two_today",
        "toll_charges",
        "direct",
        [
            Turn(
                "pay for 2 crossings today for MA21 XPT, it's a car",
                calls=[
                    ExpectCall(
                        "tolls__pay_charge",
                        {
                            "vehicle_reg": matches(r"MA21\s*XPT"),
                            "vehicle_class": number(2),
                            "crossings": crossings_total({"2027-01-05": 2}),
                        },
                    )
                ],
                answer_has=[said("5.00", "£5")],
            ),
        ],
        features=("ref", "array_of_objects", "integer_enum", "strict", "namespaced_names", "1_tool"),
    ),
    Case(
        "ai_toll_van_polite",
        "toll_charges",
        "polite",
        [
            Turn(
                "Hello, could you please pay the bridge toll for my van? I went over and came back yesterday. It's a Transit "
                "Custom, reg YD70 LKV. Thank you!",
                calls=[
                    ExpectCall(
                        "tolls__pay_charge",
                        {
                            "vehicle_reg": matches(r"YD70\s*LKV"),
                            "vehicle_class": number(2),
                            "crossings": crossings_total({"2027-01-04": 2}),
                        },
                    )
                ],
                answer_has=[said("5.00", "£5")],
            ),
        ],
        features=("ref", "array_of_objects", "integer_enum", "strict", "date", "namespaced_names", "1_tool"),
    ),
    Case(
        "ai_toll_sister_runcorn",
        "toll_charges",
        "indirect",
        [
            Turn(
                "nipping over to my sister's in Runcorn later and coming back tonight, can you sort it so I don't end up "
                "with a fine? it's my Corsa, KX19 BFN",
                calls=[
                    ExpectCall(
                        "tolls__pay_charge",
                        {
                            "vehicle_reg": matches(r"KX19\s*BFN"),
                            "vehicle_class": number(2),
                            "crossings": crossings_total({"2027-01-05": 2}),
                        },
                    )
                ],
                answer_has=[said("5.00", "£5")],
            ),
        ],
        features=("ref", "array_of_objects", "integer_enum", "strict", "namespaced_names", "1_tool"),
    ),
    Case(
        "ai_toll_two_vehicles",
        "toll_charges",
        "multi_intent",
        [
            Turn(
                "can you pay for my car, CA66 RRT, I crossed once this morning, and for my husband's minibus DN17 OPW, he "
                "went over and back yesterday",
                calls=[
                    ExpectCall(
                        "tolls__pay_charge",
                        {
                            "vehicle_reg": matches(r"CA66\s*RRT"),
                            "vehicle_class": number(2),
                            "crossings": crossings_total({"2027-01-05": 1}),
                        },
                    ),
                    ExpectCall(
                        "tolls__pay_charge",
                        {
                            "vehicle_reg": matches(r"DN17\s*OPW"),
                            "vehicle_class": number(3),
                            "crossings": crossings_total({"2027-01-04": 2}),
                        },
                    ),
                ],
                answer_has=[said("2.50", "2.5"), said("10.20", "10.2")],
            ),
        ],
        features=("ref", "array_of_objects", "integer_enum", "strict", "date", "namespaced_names", "1_tool"),
    ),
    Case(
        "ai_toll_forgot_sunday",
        "toll_charges",
        "no_tool",
        [
            Turn(
                "I went over the bridge on Sunday and completely forgot to pay. what happens now?",
                forbid=["tolls__pay_charge"],
                answer_has=[said("penalty", "PCN"), said_any_number(40, 20)],
            ),
        ],
        features=("date", "namespaced_names", "1_tool"),
    ),
    Case(
        "ai_toll_no_reg",
        "toll_charges",
        "underspecified",
        [
            Turn("pay my bridge toll for today please", forbid=["tolls__pay_charge"], clarify=True),
        ],
        features=("namespaced_names", "1_tool"),
    ),
]
