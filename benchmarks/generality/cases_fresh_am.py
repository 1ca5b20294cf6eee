"""Fresh generality part AM: five domains, 45 cases, written independently on 2026-12-07 by a helper
that saw only spec.py, validate.py, runner.py's loader and cases_fresh_u.py's shape.

Domains (tool count, naming style, the "today" of each system prompt):
- fantasy_football  10 tools, snake_case           Friday 18 December 2026, 21:10, Manchester (Pitchside Fantasy, gameweek 17)
- market_stalls      6 tools, camelCase            Wednesday 2 December 2026, 10:15, Dublin (Docklands Makers Market trader portal)
- drone_permits      4 tools, kebab-case           Tuesday 15 December 2026, 08:40, Vancouver (AeroClear drone authorisations)
- livery_yard        3 tools, PascalCase           Sunday 6 December 2026, 16:30, Shalford near Guildford, Surrey (Hollybrook Livery)
- trademark_search   1 tool,  namespaced (tm__)    Thursday 3 December 2026, 14:05, Melbourne (BrandSafe trade mark search)

Categories: direct 7, polite 5, indirect 5, multi_intent 6, no_tool 7, underspecified 5, chained 5,
multi_turn 5.

Schema coverage: string, integer, number (search_players max_price, UpdateFeedPlan amount_kg), boolean, string
enums, integer enums (searchPitches widthMetres, request-authorisation max_altitude_m), arrays of strings
(search_players clubs), arrays of integers (tm__search_register nice_classes), arrays of objects (make_transfers
transfers, UpdateFeedPlan feeds), nested objects (bookPitch extras), nullable via type lists (set_captain
vice_captain_id, sendMessageToOrganiser bookingId, request-authorisation purpose) and via anyOf (cancelBooking reason,
BookYardService notes, search_players position), $ref/$defs (strict make_transfers and bookPitch), ISO country codes
(tm__search_register jurisdiction), strict and non-strict tools, act tools (transfer, captain, substitute, chip,
join, book, cancel, message, request, update).
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
    try:
        return _dt.date.fromisoformat(str(text).strip()[:10])
    except ValueError:
        return None


def _stamp(text: Any) -> _dt.datetime | None:
    """A local date-time from '2026-12-18T14:00', '2026-12-18 14:00:00', '2026-12-18T14:00:00-08:00' ..."""
    found = re.search(r"(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})", str(text))
    if not found:
        return None
    try:
        day = _dt.date.fromisoformat(found.group(1))
        return _dt.datetime(day.year, day.month, day.day, int(found.group(2)), int(found.group(3)))
    except ValueError:
        return None


def mentions(*parts: str) -> Pred:
    """A JSON value (string or object) whose text mentions every part, wherever the model put it."""
    return Pred(
        f"mentions {parts!r}",
        lambda v: v is not None and all(p.casefold() in json.dumps(v, ensure_ascii=False).casefold() for p in parts),
    )


def _key(text: Any) -> str:
    return re.sub(r"[^a-z0-9]", "", str(text).casefold())


# =============================================================================================
# 1. fantasy_football: Pitchside Fantasy (10 tools, snake_case)
# =============================================================================================

FF_GAMEWEEK = 17
FF_BANK = 1.4
FF_FREE_TRANSFERS = 2

# id: name, club, position, price (£m), form, total points, selected by %, status, news
PLAYERS: dict[str, dict[str, Any]] = {
    "PL-101": {"name": "Tomas Lindqvist", "club": "Kingsmere City", "position": "GK", "price": 5.0, "form": 5.8, "total_points": 81},
    "PL-117": {"name": "Ben Okoye", "club": "Salt Lane FC", "position": "GK", "price": 4.0, "form": 2.1, "total_points": 30},
    "PL-120": {"name": "Aaron Fitch", "club": "Ashford Rovers", "position": "GK", "price": 4.5, "form": 5.5, "total_points": 72},
    "PL-204": {"name": "Rhys Donnelly", "club": "Ashford Rovers", "position": "DEF", "price": 6.0, "form": 6.2, "total_points": 92},
    "PL-211": {"name": "Kofi Mensah", "club": "Kingsmere City", "position": "DEF", "price": 5.5, "form": 5.0, "total_points": 80},
    "PL-223": {"name": "Luca Ferraro", "club": "Harrow Vale", "position": "DEF", "price": 4.5, "form": 4.8, "total_points": 64},
    "PL-238": {"name": "Sam Whitlock", "club": "Thornbury United", "position": "DEF", "price": 4.5, "form": 3.5, "total_points": 51},
    "PL-246": {"name": "Dara Quinn", "club": "Millbrook Town", "position": "DEF", "price": 4.0, "form": 2.0, "total_points": 33},
    "PL-251": {"name": "Owen Platt", "club": "Ashford Rovers", "position": "DEF", "price": 5.0, "form": 6.0, "total_points": 78},
    "PL-257": {"name": "Mikel Sarr", "club": "Kingsmere City", "position": "DEF", "price": 6.5, "form": 5.5, "total_points": 88},
    "PL-262": {"name": "Harvey Cole", "club": "Eastwick Albion", "position": "DEF", "price": 4.5, "form": 5.2, "total_points": 61},
    "PL-305": {"name": "Mateo Álvarez", "club": "Kingsmere City", "position": "MID", "price": 12.5, "form": 8.4, "total_points": 142},
    "PL-312": {"name": "Jonah Pryce", "club": "Ashford Rovers", "position": "MID", "price": 8.5, "form": 5.9, "total_points": 90},
    "PL-327": {"name": "Yusuf Demir", "club": "Redbridge Athletic", "position": "MID", "price": 7.5, "form": 5.1, "total_points": 83},
    "PL-333": {"name": "Callum Reid", "club": "Eastwick Albion", "position": "MID", "price": 5.5, "form": 4.4, "total_points": 58},
    "PL-341": {"name": "Arjun Mehta", "club": "Salt Lane FC", "position": "MID", "price": 4.5, "form": 3.2, "total_points": 41},
    "PL-352": {"name": "Oliver Grant", "club": "Redbridge Athletic", "position": "MID", "price": 7.0, "form": 7.2, "total_points": 98},
    "PL-358": {"name": "Theo Marsh", "club": "Eastwick Albion", "position": "MID", "price": 6.5, "form": 6.8, "total_points": 85},
    "PL-361": {"name": "Idris Kamara", "club": "Ashford Rovers", "position": "MID", "price": 9.5, "form": 8.1, "total_points": 121},
    "PL-367": {"name": "Jake Holloway", "club": "Millbrook Town", "position": "MID", "price": 5.0, "form": 4.1, "total_points": 52},
    "PL-402": {"name": "Nikolai Petrov", "club": "Harrow Vale", "position": "FWD", "price": 11.0, "form": 7.6, "total_points": 126},
    "PL-415": {"name": "Marcus Dunn", "club": "Thornbury United", "position": "FWD", "price": 7.5, "form": 5.4, "total_points": 77},
    "PL-428": {"name": "Felix Adeyemi", "club": "Millbrook Town", "position": "FWD", "price": 6.0, "form": 3.9, "total_points": 55},
    "PL-433": {"name": "Dimitri Costa", "club": "Kingsmere City", "position": "FWD", "price": 9.0, "form": 7.9, "total_points": 104},
    "PL-437": {"name": "Lewis Baird", "club": "Redbridge Athletic", "position": "FWD", "price": 6.5, "form": 6.3, "total_points": 70},
    "PL-441": {"name": "Sol Abara", "club": "Salt Lane FC", "position": "FWD", "price": 5.5, "form": 3.0, "total_points": 40},
}
SELECTED_BY = {"PL-305": 61.2, "PL-402": 48.7, "PL-361": 22.4, "PL-352": 9.8, "PL-433": 18.1, "PL-327": 12.6}
NEWS = {"PL-327": ("doubtful", "Hamstring injury - 25% chance of playing (updated 18 Dec, 17:02)")}

XI = ["PL-101", "PL-204", "PL-211", "PL-223", "PL-305", "PL-312", "PL-327", "PL-333", "PL-402", "PL-415", "PL-428"]
BENCH = [("GK", "PL-117"), (1, "PL-341"), (2, "PL-238"), (3, "PL-246")]
CAPTAIN, VICE = "PL-305", "PL-402"

FIXTURES = {
    16: [
        {"home": "Salt Lane FC", "away": "Harrow Vale", "kickoff": "2026-12-12T12:30", "score": "1-3"},
        {"home": "Millbrook Town", "away": "Redbridge Athletic", "kickoff": "2026-12-12T15:00", "score": "0-0"},
        {"home": "Thornbury United", "away": "Ashford Rovers", "kickoff": "2026-12-12T15:00", "score": "2-2"},
        {"home": "Eastwick Albion", "away": "Kingsmere City", "kickoff": "2026-12-13T16:30", "score": "0-2"},
    ],
    17: [
        {"home": "Kingsmere City", "away": "Salt Lane FC", "kickoff": "2026-12-19T12:30", "difficulty_home": 2, "difficulty_away": 5},
        {"home": "Ashford Rovers", "away": "Millbrook Town", "kickoff": "2026-12-19T15:00", "difficulty_home": 2, "difficulty_away": 4},
        {"home": "Harrow Vale", "away": "Thornbury United", "kickoff": "2026-12-19T15:00", "difficulty_home": 3, "difficulty_away": 4},
        {"home": "Redbridge Athletic", "away": "Eastwick Albion", "kickoff": "2026-12-20T14:00", "difficulty_home": 3, "difficulty_away": 3},
    ],
    18: [
        {"home": "Salt Lane FC", "away": "Ashford Rovers", "kickoff": "2026-12-26T12:30", "difficulty_home": 4, "difficulty_away": 2},
        {"home": "Millbrook Town", "away": "Kingsmere City", "kickoff": "2026-12-26T15:00", "difficulty_home": 5, "difficulty_away": 2},
        {"home": "Thornbury United", "away": "Redbridge Athletic", "kickoff": "2026-12-26T15:00", "difficulty_home": 3, "difficulty_away": 3},
        {"home": "Eastwick Albion", "away": "Harrow Vale", "kickoff": "2026-12-26T17:30", "difficulty_home": 4, "difficulty_away": 3},
    ],
}

LEAGUES: dict[str, dict[str, Any]] = {
    "L-8830": {
        "name": "Halden & Co Office League",
        "code": "OFC830",
        "standings": [
            ("Marek Nowak", "Nowak Knows", 1032, 71),
            ("Chloe Dunmore", "Dunmore Than You", 1019, 58),
            ("Priya Nair", "Nair Necessities", 1004, 66),
            ("Ed Halden", "Halden's Heroes", 987, 49),
            ("Sophie Lane", "Lane Changers", 962, 62),
            ("Raj Patel", "Patel Power", 955, 44),
            ("Dan Kirby", "Kirby's Kids", 931, 53),
            ("Fiona Grey", "Grey Matter FC", 918, 40),
            ("Will Osei", "Osei Can You See", 903, 57),
            ("Hana Ito", "Ito's Eleven", 880, 38),
            ("Luke Barnes", "Barnes Stormers", 861, 45),
            ("Joe Marsh", "Marsh Mellows", 812, 31),
        ],
    },
    "L-1204": {
        "name": "Leeds Uni Five-a-side",
        "code": "LDS5AS",
        "standings": [
            ("Tariq Ahmed", "Tariq's Tekkers", 1061, 64),
            ("Ella Byrne", "Byrne Notice", 1040, 52),
            ("Gus Moreton", "Moreton Arms", 1027, 70),
            ("Ollie Shaw", "Shaw Thing", 1018, 48),
            ("Nina Brooks", "Brooks Was Here", 1011, 61),
            ("Ben Carr", "Carr Park", 1009, 39),
            ("Priya Nair", "Nair Necessities", 1004, 66),
            ("Sian Lloyd", "Lloyd's Legends", 976, 55),
            ("Ravi Kumar", "Kumar Calling", 944, 42),
        ],
    },
    "L-9921": {
        "name": "Sunday League Dads",
        "code": "K7WQ2P",
        "standings": [
            ("Gary Whelan", "Whelan Wonders", 1043, 59),
            ("Anand Nair", "Anand's Army", 1028, 63),
            ("Pete Doyle", "Doyle Boil", 990, 47),
            ("Mick Rowe", "Row Z", 956, 51),
            ("Priya Nair", "Nair Necessities", 1004, 66),
        ],
    },
}
MY_LEAGUES = {"L-8830", "L-1204"}


def _player_row(pid: str) -> dict[str, Any]:
    p = PLAYERS[pid]
    status, news = NEWS.get(pid, ("available", None))
    return {"player_id": pid, **p, "selected_by_pct": SELECTED_BY.get(pid, 3.5), "status": status, "news": news}


def _unknown_player(pid: Any) -> dict[str, Any]:
    return {"error": f"No player with id '{pid}'. Player ids look like PL-305; use search_players or get_my_team."}


def get_my_team() -> dict[str, Any]:
    xi = []
    for pid in XI:
        row = _player_row(pid)
        row["is_captain"] = pid == CAPTAIN
        row["is_vice_captain"] = pid == VICE
        xi.append(row)
    bench = [{"bench_slot": slot, **_player_row(pid)} for slot, pid in BENCH]
    return {
        "team_id": "T-55120",
        "team_name": "Nair Necessities",
        "manager": "Priya Nair",
        "gameweek": FF_GAMEWEEK,
        "deadline": "2026-12-19T11:00",
        "formation": "3-4-3",
        "starting_xi": xi,
        "bench": bench,
        "bank_m": FF_BANK,
        "squad_value_m": 101.6,
        "free_transfers": FF_FREE_TRANSFERS,
        "chips_available": ["wildcard", "bench_boost", "triple_captain"],
        "chips_used": [{"chip": "free_hit", "gameweek": 9}],
        "overall_points": 1004,
        "overall_rank": 412877,
    }


def search_players(
    position: str | None = None,
    max_price: float | None = None,
    clubs: list[str] | None = None,
    sort_by: str = "form",
    limit: int = 5,
) -> dict[str, Any]:
    rows = []
    wanted_clubs = {_key(c) for c in clubs or []}
    for pid in PLAYERS:
        p = PLAYERS[pid]
        if position and p["position"] != str(position).upper():
            continue
        if max_price is not None and p["price"] > float(max_price) + 1e-9:
            continue
        if wanted_clubs and not any(w in _key(p["club"]) for w in wanted_clubs):
            continue
        row = _player_row(pid)
        row["in_your_squad"] = pid in XI or pid in [b[1] for b in BENCH]
        rows.append(row)
    key = {"form": "form", "total_points": "total_points", "price": "price", "selected_by": "selected_by_pct"}.get(sort_by, "form")
    rows.sort(key=lambda r: r[key], reverse=True)
    limit = max(1, min(int(limit or 5), 20))
    return {"gameweek": FF_GAMEWEEK, "sorted_by": key, "count": len(rows[:limit]), "players": rows[:limit]}


def get_player(player_id: str) -> dict[str, Any]:
    pid = str(player_id).strip().upper()
    if pid not in PLAYERS:
        return _unknown_player(player_id)
    row = _player_row(pid)
    club = PLAYERS[pid]["club"]
    nxt = []
    for gw in (17, 18):
        for f in FIXTURES[gw]:
            if club in (f["home"], f["away"]):
                home = f["home"] == club
                nxt.append({"gameweek": gw, "opponent": f["away"] if home else f["home"], "venue": "H" if home else "A",
                            "kickoff": f["kickoff"], "difficulty": f["difficulty_home"] if home else f["difficulty_away"]})
    row["next_fixtures"] = nxt
    row["in_your_squad"] = pid in XI or pid in [b[1] for b in BENCH]
    return row


def get_fixtures(gameweek: int) -> dict[str, Any]:
    gw = int(gameweek)
    if not 1 <= gw <= 38:
        return {"error": "gameweek must be between 1 and 38"}
    if gw not in FIXTURES:
        if gw < 16:
            return {"error": f"Gameweek {gw} is finished; only gameweeks 16-18 are shown here."}
        return {"error": f"Kick-off times for gameweek {gw} have not been confirmed yet (published up to gameweek 18)."}
    return {"gameweek": gw, "timezone": "Europe/London", "fixtures": FIXTURES[gw]}


def make_transfers(transfers: list[dict[str, Any]], accept_points_hit: bool) -> dict[str, Any]:
    if not transfers:
        return {"error": "Give at least one transfer."}
    squad = XI + [b[1] for b in BENCH]
    bank = FF_BANK
    done = []
    for t in transfers:
        out_id = str(t.get("out_player_id", "")).strip().upper()
        in_id = str(t.get("in_player_id", "")).strip().upper()
        if out_id not in PLAYERS:
            return _unknown_player(out_id)
        if in_id not in PLAYERS:
            return _unknown_player(in_id)
        if out_id not in squad:
            return {"error": f"{PLAYERS[out_id]['name']} ({out_id}) is not in your squad."}
        if in_id in squad:
            return {"error": f"{PLAYERS[in_id]['name']} ({in_id}) is already in your squad."}
        if PLAYERS[out_id]["position"] != PLAYERS[in_id]["position"]:
            return {"error": "A transfer must replace a player with one of the same position."}
        bank = round(bank + PLAYERS[out_id]["price"] - PLAYERS[in_id]["price"], 1)
        done.append({"out": f"{PLAYERS[out_id]['name']} ({out_id})", "in": f"{PLAYERS[in_id]['name']} ({in_id})",
                     "in_price_m": PLAYERS[in_id]["price"]})
    if bank < 0:
        return {"error": f"Not enough money: these transfers leave you £{-bank:.1f}m short (bank £{FF_BANK}m)."}
    extra = max(0, len(transfers) - FF_FREE_TRANSFERS)
    if extra and not accept_points_hit:
        return {"error": f"{len(transfers)} transfers but only {FF_FREE_TRANSFERS} free; the extra ones cost "
                         f"{4 * extra} points. Set accept_points_hit to true to confirm."}
    return {
        "status": "confirmed",
        "gameweek": FF_GAMEWEEK,
        "transfers": done,
        "bank_m": bank,
        "free_transfers_left": max(0, FF_FREE_TRANSFERS - len(transfers)),
        "points_hit": -4 * extra,
        "note": "Incoming players join your squad; check your starting XI and captain before the deadline (Sat 19 Dec 11:00).",
    }


def set_captain(captain_id: str, vice_captain_id: str | None = None) -> dict[str, Any]:
    cap = str(captain_id).strip().upper()
    if cap not in PLAYERS:
        return _unknown_player(captain_id)
    if cap not in XI:
        return {"error": f"{PLAYERS[cap]['name']} is not in your starting XI; only starters can be captain."}
    vice = str(vice_captain_id).strip().upper() if vice_captain_id else VICE
    if vice not in PLAYERS:
        return _unknown_player(vice_captain_id)
    if vice not in XI or vice == cap:
        return {"error": "The vice-captain must be a different player in your starting XI."}
    return {
        "gameweek": FF_GAMEWEEK,
        "captain": f"{PLAYERS[cap]['name']} ({cap})",
        "vice_captain": f"{PLAYERS[vice]['name']} ({vice})",
        "status": "saved",
    }


def substitute(player_out_id: str, player_in_id: str) -> dict[str, Any]:
    out_id = str(player_out_id).strip().upper()
    in_id = str(player_in_id).strip().upper()
    for pid in (out_id, in_id):
        if pid not in PLAYERS:
            return _unknown_player(pid)
    bench_ids = [b[1] for b in BENCH]
    if out_id not in XI:
        return {"error": f"{PLAYERS[out_id]['name']} is not in your starting XI."}
    if in_id not in bench_ids:
        return {"error": f"{PLAYERS[in_id]['name']} is not on your bench."}
    if (PLAYERS[out_id]["position"] == "GK") != (PLAYERS[in_id]["position"] == "GK"):
        return {"error": "Goalkeepers can only be swapped with goalkeepers."}
    new_xi = [in_id if p == out_id else p for p in XI]
    counts = {pos: sum(PLAYERS[p]["position"] == pos for p in new_xi) for pos in ("DEF", "MID", "FWD")}
    if counts["DEF"] < 3 or counts["MID"] < 2 or counts["FWD"] < 1:
        return {"error": "That swap breaks the formation rules (at least 3 DEF, 2 MID, 1 FWD)."}
    formation = f"{counts['DEF']}-{counts['MID']}-{counts['FWD']}"
    return {
        "gameweek": FF_GAMEWEEK,
        "status": "saved",
        "moved_to_bench": f"{PLAYERS[out_id]['name']} ({out_id})",
        "moved_to_xi": f"{PLAYERS[in_id]['name']} ({in_id})",
        "formation": formation,
        "captain_unchanged": f"{PLAYERS[CAPTAIN]['name']}" if out_id != CAPTAIN else "captain benched: vice-captain takes over",
    }


def play_chip(chip: str, gameweek: int) -> dict[str, Any]:
    gw = int(gameweek)
    if chip == "free_hit":
        return {"error": "You already used your Free Hit in gameweek 9."}
    if chip not in ("wildcard", "bench_boost", "triple_captain"):
        return {"error": "chip must be wildcard, free_hit, bench_boost or triple_captain"}
    if gw < FF_GAMEWEEK or gw > 38:
        return {"error": f"Chips can be played for gameweek {FF_GAMEWEEK} (current) up to 38."}
    out: dict[str, Any] = {"chip": chip, "gameweek": gw, "status": "active",
                           "cancel_before": "2026-12-19T11:00" if gw == FF_GAMEWEEK else "that gameweek's deadline"}
    if chip == "bench_boost":
        out["effect"] = "Points from your 4 bench players (Okoye, Mehta, Whitlock, Quinn) count this gameweek."
    if chip == "triple_captain":
        out["effect"] = f"Your captain ({PLAYERS[CAPTAIN]['name']}) scores triple points this gameweek."
    if chip == "wildcard":
        out["effect"] = "Unlimited free transfers until the deadline; changes are permanent."
    return out


def get_league_standings(league_id: str) -> dict[str, Any]:
    lid = str(league_id).strip().upper()
    league = LEAGUES.get(lid)
    if league is None or (lid not in MY_LEAGUES and lid != "L-9921"):
        return {"error": f"No league '{league_id}' that you are in. Your leagues: L-8830 (office), L-1204 (uni)."}
    rows = sorted(league["standings"], key=lambda r: -r[2])
    table = [{"rank": i, "manager": m, "team": t, "total_points": tp, "gameweek_16_points": gw}
             for i, (m, t, tp, gw) in enumerate(rows, 1)]
    mine = next(r for r in table if r["manager"] == "Priya Nair")
    return {"league_id": lid, "name": league["name"], "entries": len(table), "your_rank": mine["rank"], "standings": table}


def join_league(code: str) -> dict[str, Any]:
    c = str(code).strip().upper()
    for lid, league in LEAGUES.items():
        if league["code"] == c:
            if lid in MY_LEAGUES:
                return {"error": f"You are already in {league['name']} ({lid})."}
            return {"status": "joined", "league_id": lid, "name": league["name"], "entries": len(league["standings"]),
                    "scoring_starts": "gameweek 1 (classic league: full season points count)"}
    return {"error": f"No league with code '{code}'. Codes are 6 letters/digits, e.g. K7WQ2P."}


PLAYER_ID = {"type": "string", "description": "Player id, e.g. PL-305 (from get_my_team or search_players)"}

FF_TOOLS = [
    ToolDef(
        "get_my_team",
        "The manager's current squad for this gameweek: starting XI (with captain and vice), bench order, injury/suspension "
        "news, bank, free transfers and chips.",
        {"type": "object", "properties": {}},
        get_my_team,
    ),
    ToolDef(
        "search_players",
        "Search all players in the game, with price, form, points and availability.",
        {
            "type": "object",
            "properties": {
                "position": {"anyOf": [{"type": "string", "enum": ["GK", "DEF", "MID", "FWD"]}, {"type": "null"}]},
                "max_price": {"type": "number", "description": "Maximum price in £m, e.g. 8.5"},
                "clubs": {"type": "array", "items": {"type": "string"}, "description": "Only players from these clubs"},
                "sort_by": {"type": "string", "enum": ["form", "total_points", "price", "selected_by"], "default": "form"},
                "limit": {"type": "integer", "minimum": 1, "maximum": 20, "default": 5},
            },
        },
        search_players,
    ),
    ToolDef(
        "get_player",
        "One player's details: price, form, points, injury news and next fixtures.",
        {"type": "object", "properties": {"player_id": PLAYER_ID}, "required": ["player_id"]},
        get_player,
    ),
    ToolDef(
        "get_fixtures",
        "Fixtures (kick-off times, difficulty 1-5) for one gameweek; results for finished ones.",
        {"type": "object", "properties": {"gameweek": {"type": "integer", "minimum": 1, "maximum": 38}}, "required": ["gameweek"]},
        get_fixtures,
    ),
    ToolDef(
        "make_transfers",
        "Make one or more transfers for the current gameweek (each replaces a squad player with one of the same position). "
        "Transfers beyond the free ones cost 4 points each.",
        {
            "type": "object",
            "properties": {
                "transfers": {"type": "array", "items": {"$ref": "#/$defs/transfer"}},
                "accept_points_hit": {"type": "boolean", "description": "Must be true if the transfers exceed the free ones"},
            },
            "required": ["transfers", "accept_points_hit"],
            "additionalProperties": False,
            "$defs": {
                "transfer": {
                    "type": "object",
                    "properties": {
                        "out_player_id": {"type": "string", "description": "Squad player to sell, e.g. PL-327"},
                        "in_player_id": {"type": "string", "description": "Player to buy, e.g. PL-352"},
                    },
                    "required": ["out_player_id", "in_player_id"],
                    "additionalProperties": False,
                }
            },
        },
        make_transfers,
        act=True,
        strict=True,
    ),
    ToolDef(
        "set_captain",
        "Set the captain (double points) and optionally the vice-captain for the current gameweek. Both must be starters.",
        {
            "type": "object",
            "properties": {
                "captain_id": PLAYER_ID,
                "vice_captain_id": {"type": ["string", "null"], "description": "Player id; null keeps the current vice-captain"},
            },
            "required": ["captain_id"],
        },
        set_captain,
        act=True,
    ),
    ToolDef(
        "substitute",
        "Swap a starting XI player with a bench player for the current gameweek.",
        {
            "type": "object",
            "properties": {
                "player_out_id": {"type": "string", "description": "Starter going to the bench"},
                "player_in_id": {"type": "string", "description": "Bench player coming into the XI"},
            },
            "required": ["player_out_id", "player_in_id"],
        },
        substitute,
        act=True,
    ),
    ToolDef(
        "play_chip",
        "Activate a chip for a gameweek.",
        {
            "type": "object",
            "properties": {
                "chip": {"type": "string", "enum": ["wildcard", "free_hit", "bench_boost", "triple_captain"]},
                "gameweek": {"type": "integer"},
            },
            "required": ["chip", "gameweek"],
        },
        play_chip,
        act=True,
    ),
    ToolDef(
        "get_league_standings",
        "The table of a private mini-league the manager is in.",
        {"type": "object", "properties": {"league_id": {"type": "string", "description": "e.g. L-8830"}}, "required": ["league_id"]},
        get_league_standings,
    ),
    ToolDef(
        "join_league",
        "Join a private mini-league with its 6-character invite code.",
        {"type": "object", "properties": {"code": {"type": "string"}}, "required": ["code"]},
        join_league,
        act=True,
    ),
]

FF_ACTS = ["make_transfers", "set_captain", "substitute", "play_chip", "join_league"]
FF_READS = ["get_my_team", "search_players", "get_player", "get_fixtures", "get_league_standings"]

FF_INSTRUCTIONS = """You are the assistant inside the Pitchside Fantasy app (fantasy football for the Northern Premier League).
Now: Friday 18 December 2026, 21:10 in Manchester (Europe/London).
Current gameweek: 17. Deadline: Saturday 19 December 2026 at 11:00; after that, changes apply to gameweek 18 (Boxing Day).

Signed-in manager: Priya Nair, team "Nair Necessities" (team id T-55120).
Her mini-leagues: Halden & Co Office League (L-8830) and Leeds Uni Five-a-side (L-1204).

Game rules:
- Squad of 15 (2 GK, 5 DEF, 5 MID, 3 FWD); starting XI needs 1 GK, at least 3 DEF, 2 MID and 1 FWD.
- One free transfer each gameweek, unused ones roll over (max 5). Each transfer beyond the free ones costs 4 points.
- Captain scores double; if the captain doesn't play, the vice-captain is doubled instead.
- Automatic substitutions: if a starter plays 0 minutes, the first bench player (in bench order) who played and keeps the formation valid comes on automatically at the end of the gameweek.
- Chips (each once per season): Wildcard = unlimited free transfers, permanent. Free Hit = unlimited free transfers for one gameweek only; the squad reverts to the previous one afterwards. Bench Boost = bench points count for one gameweek. Triple Captain = captain scores triple for one gameweek.
Only make transfers, captain changes, substitutions, chips or league joins when the manager asks for them."""


# =============================================================================================
# 2. market_stalls: Docklands Makers Market trader portal (6 tools, camelCase)
# =============================================================================================

MK_TODAY = _dt.date(2026, 12, 2)
MK_NEW_BOOKING = "BK-21077"

MARKET_DAYS = {
    "2026-12-05": ("Saturday Makers Market", "10:00-17:00"),
    "2026-12-06": ("Sunday Makers Market", "11:00-17:00"),
    "2026-12-12": ("Saturday Makers Market", "10:00-17:00"),
    "2026-12-13": ("Sunday Makers Market", "11:00-17:00"),
    "2026-12-17": ("Christmas Night Market", "17:00-22:00"),
    "2026-12-19": ("Saturday Makers Market", "10:00-17:00"),
    "2026-12-20": ("Sunday Makers Market", "11:00-17:00"),
    "2027-01-02": ("Saturday Makers Market", "10:00-17:00"),
    "2027-01-03": ("Sunday Makers Market", "11:00-17:00"),
}
CLOSED = {"2026-12-26": "Closed for St Stephen's Day weekend", "2026-12-27": "Closed for St Stephen's Day weekend"}

# free pitches: date -> [(pitchId, width in metres, has power point)]
FREE_PITCHES = {
    "2026-12-05": [("R-03", 3, False), ("R-11", 3, True), ("R-20", 2, False), ("F-04", 4, True)],
    "2026-12-06": [("H-09", 3, True), ("H-15", 4, True), ("R-02", 3, False), ("R-08", 2, False)],
    "2026-12-12": [("H-04", 3, True), ("H-11", 2, True), ("R-05", 4, False), ("R-17", 3, False)],
    "2026-12-13": [("H-06", 3, True), ("R-09", 3, True)],
    "2026-12-17": [("H-12", 3, True), ("R-01", 3, True)],
    "2026-12-19": [("H-03", 3, True), ("H-10", 4, True), ("R-12", 3, True), ("R-19", 2, False)],
    "2026-12-20": [("H-08", 3, True), ("R-06", 3, False), ("R-15", 4, True)],
    "2027-01-02": [("H-01", 3, True), ("H-05", 3, True), ("R-04", 3, False), ("R-10", 3, True)],
    "2027-01-03": [("H-02", 3, True), ("R-07", 3, False)],
}
ZONES = {"H": "covered_hall", "R": "riverside", "F": "food_court"}
ZONE_PRICE = {"covered_hall": 45, "riverside": 35, "food_court": 60}
WIDTH_ADJUST = {2: -10, 3: 0, 4: 15}
NIGHT_PREMIUM = 15
EXTRA_PRICES = {"electricity": 8, "gazeboHire": 20, "table": 5}

MY_BOOKINGS: dict[str, dict[str, Any]] = {
    "BK-20610": {"marketDate": "2026-11-28", "pitchId": "H-07", "zone": "covered_hall", "widthMetres": 3,
                 "extras": ["electricity"], "totalEur": 53, "status": "past"},
    "BK-20777": {"marketDate": "2026-11-22", "pitchId": "R-03", "zone": "riverside", "widthMetres": 3,
                 "extras": [], "totalEur": 35, "status": "cancelled"},
    "BK-20931": {"marketDate": "2026-12-05", "pitchId": "H-07", "zone": "covered_hall", "widthMetres": 3,
                 "extras": ["electricity"], "totalEur": 53, "status": "confirmed"},
    "BK-20958": {"marketDate": "2026-12-13", "pitchId": "R-14", "zone": "riverside", "widthMetres": 3,
                 "extras": ["gazebo hire"], "totalEur": 55, "status": "confirmed"},
    "BK-21004": {"marketDate": "2026-12-17", "pitchId": "H-02", "zone": "covered_hall", "widthMetres": 3,
                 "extras": ["electricity"], "totalEur": 68, "status": "confirmed"},
}


def _pitch_price(zone: str, width: int, market_date: str) -> int:
    price = ZONE_PRICE[zone] + WIDTH_ADJUST[width]
    if MARKET_DAYS[market_date][0] == "Christmas Night Market":
        price += NIGHT_PREMIUM
    return price


def _pitch_row(pid: str, width: int, power: bool, market_date: str) -> dict[str, Any]:
    zone = ZONES[pid[0]]
    return {"pitchId": pid, "zone": zone, "widthMetres": width, "hasPowerPoint": power,
            "priceEur": _pitch_price(zone, width, market_date),
            **({"note": "Food and drink traders only"} if zone == "food_court" else {})}


def _market_day(value: Any) -> tuple[str | None, dict[str, Any] | None]:
    day = _day(value)
    if day is None:
        return None, {"error": f"'{value}' is not a date; use YYYY-MM-DD."}
    key = day.isoformat()
    if key in CLOSED:
        return None, {"error": f"No market on {key}: {CLOSED[key]}."}
    if key not in MARKET_DAYS:
        days = ", ".join(d for d in MARKET_DAYS if d >= MK_TODAY.isoformat())
        return None, {"error": f"There is no market on {key} ({day.strftime('%A')}). Market days: {days}."}
    if day < MK_TODAY:
        return None, {"error": f"{key} is in the past."}
    return key, None


def list_market_days(fromDate: str | None = None, toDate: str | None = None) -> dict[str, Any]:
    start = _day(fromDate) or MK_TODAY
    end = _day(toDate) or _dt.date(2027, 1, 31)
    rows = []
    for key, (name, hours) in MARKET_DAYS.items():
        day = _dt.date.fromisoformat(key)
        if start <= day <= end and day >= MK_TODAY:
            rows.append({"date": key, "weekday": day.strftime("%A"), "market": name, "hours": hours,
                         "freePitches": len(FREE_PITCHES[key])})
    closed = [{"date": k, "reason": v} for k, v in CLOSED.items() if start <= _dt.date.fromisoformat(k) <= end]
    return {"marketDays": rows, "closed": closed, "setupFrom": "08:30 (night market: 15:30)"}


def search_pitches(marketDate: str, zone: str | None = None, widthMetres: int | None = None) -> dict[str, Any]:
    key, error = _market_day(marketDate)
    if error:
        return error
    rows = []
    for pid, width, power in FREE_PITCHES[key]:
        if zone and ZONES[pid[0]] != zone:
            continue
        if widthMetres is not None and width != int(widthMetres):
            continue
        rows.append(_pitch_row(pid, width, power, key))
    name, hours = MARKET_DAYS[key]
    return {"marketDate": key, "market": name, "hours": hours, "count": len(rows), "freePitches": rows,
            "extrasEur": {"electricity": 8, "gazeboHire": 20, "perTable": 5}}


def book_pitch(pitchId: str, marketDate: str, extras: dict[str, Any]) -> dict[str, Any]:
    key, error = _market_day(marketDate)
    if error:
        return error
    pid = str(pitchId).strip().upper()
    free = {p: (w, pw) for p, w, pw in FREE_PITCHES[key]}
    if pid not in free:
        options = ", ".join(free) or "none"
        return {"error": f"Pitch {pid} is not free on {key}. Free pitches that day: {options}."}
    width, power = free[pid]
    zone = ZONES[pid[0]]
    extras = extras or {}
    if extras.get("electricity") and not power:
        return {"error": f"Pitch {pid} has no power point; choose a pitch with hasPowerPoint true or book without electricity."}
    tables = int(extras.get("tableCount") or 0)
    if not 0 <= tables <= 4:
        return {"error": "tableCount must be 0-4"}
    base = _pitch_price(zone, width, key)
    total = base + (8 if extras.get("electricity") else 0) + (20 if extras.get("gazeboHire") else 0) + 5 * tables
    name, hours = MARKET_DAYS[key]
    return {
        "bookingId": MK_NEW_BOOKING,
        "status": "confirmed",
        "marketDate": key,
        "market": name,
        "hours": hours,
        "pitchId": pid,
        "zone": zone,
        "widthMetres": width,
        "extras": {"electricity": bool(extras.get("electricity")), "gazeboHire": bool(extras.get("gazeboHire")), "tableCount": tables},
        "pitchEur": base,
        "totalEur": total,
        "chargedTo": "Mastercard ending 0921",
        "setupFrom": "15:30" if name == "Christmas Night Market" else "08:30",
    }


def get_my_bookings(status: str = "upcoming") -> dict[str, Any]:
    rows = []
    for bid, b in sorted(MY_BOOKINGS.items(), key=lambda kv: kv[1]["marketDate"]):
        kind = "upcoming" if b["status"] == "confirmed" else b["status"]
        if status not in ("all", kind):
            continue
        name, hours = MARKET_DAYS.get(b["marketDate"], ("Saturday Makers Market" if b["marketDate"] == "2026-11-28"
                                                         else "Sunday Makers Market", "10:00-17:00"))
        rows.append({"bookingId": bid, **b, "weekday": _dt.date.fromisoformat(b["marketDate"]).strftime("%A"),
                     "market": name, "hours": hours})
    return {"trader": "Brennan Ceramics (TR-3318)", "status": status, "count": len(rows), "bookings": rows}


def cancel_booking(bookingId: str, reason: str | None = None) -> dict[str, Any]:
    bid = str(bookingId).strip().upper()
    b = MY_BOOKINGS.get(bid)
    if b is None:
        return {"error": f"No booking '{bookingId}' for trader TR-3318. Booking ids look like BK-20931."}
    if b["status"] != "confirmed":
        return {"error": f"Booking {bid} is {b['status']} and cannot be cancelled."}
    days = (_dt.date.fromisoformat(b["marketDate"]) - MK_TODAY).days
    pct = 100 if days > 7 else 50
    refund = round(b["totalEur"] * pct / 100, 2)
    return {
        "bookingId": bid,
        "status": "cancelled",
        "marketDate": b["marketDate"],
        "pitchId": b["pitchId"],
        "daysBeforeMarket": days,
        "refundPercent": pct,
        "refundEur": refund,
        "refundTo": "Mastercard ending 0921, within 5 working days",
        "reasonRecorded": reason,
    }


def send_message_to_organiser(subject: str, message: str, bookingId: str | None = None) -> dict[str, Any]:
    if not str(message or "").strip():
        return {"error": "message is empty"}
    if bookingId and str(bookingId).strip().upper() not in MY_BOOKINGS:
        return {"error": f"No booking '{bookingId}' for trader TR-3318."}
    return {
        "messageId": "MSG-5530",
        "status": "sent",
        "to": "Docklands Makers Market team (traders@docklandsmakers.ie)",
        "subject": subject,
        "aboutBooking": str(bookingId).strip().upper() if bookingId else None,
        "expectReplyBy": "Thursday 3 December 2026 (replies within 1 working day)",
    }


MK_ZONE = {"type": "string", "enum": ["covered_hall", "riverside", "food_court"]}
MK_WIDTH = {"type": "integer", "enum": [2, 3, 4], "description": "Pitch width in metres"}

MK_TOOLS = [
    ToolDef(
        "listMarketDays",
        "Upcoming market days with opening hours and how many pitches are still free.",
        {
            "type": "object",
            "properties": {
                "fromDate": {"type": "string", "format": "date"},
                "toDate": {"type": "string", "format": "date"},
            },
        },
        list_market_days,
    ),
    ToolDef(
        "searchPitches",
        "Free pitches on one market day, with zone, width, power point and price (EUR).",
        {
            "type": "object",
            "properties": {
                "marketDate": {"type": "string", "format": "date"},
                "zone": {**MK_ZONE, "description": "Leave out for all zones"},
                "widthMetres": MK_WIDTH,
            },
            "required": ["marketDate"],
        },
        search_pitches,
    ),
    ToolDef(
        "bookPitch",
        "Book a free pitch for the signed-in trader on one market day; charges the card on file.",
        {
            "type": "object",
            "properties": {
                "pitchId": {"type": "string", "description": "e.g. H-04 (covered hall) or R-17 (riverside)"},
                "marketDate": {"type": "string", "description": "YYYY-MM-DD"},
                "extras": {"$ref": "#/$defs/extras"},
            },
            "required": ["pitchId", "marketDate", "extras"],
            "additionalProperties": False,
            "$defs": {
                "extras": {
                    "type": "object",
                    "properties": {
                        "electricity": {"type": "boolean", "description": "EUR 8; only pitches with a power point"},
                        "gazeboHire": {"type": "boolean", "description": "3x3 m gazebo, EUR 20"},
                        "tableCount": {"type": "integer", "description": "Trestle tables to hire, 0-4, EUR 5 each"},
                    },
                    "required": ["electricity", "gazeboHire", "tableCount"],
                    "additionalProperties": False,
                }
            },
        },
        book_pitch,
        act=True,
        strict=True,
    ),
    ToolDef(
        "getMyBookings",
        "The trader's pitch bookings.",
        {
            "type": "object",
            "properties": {"status": {"type": "string", "enum": ["upcoming", "past", "cancelled", "all"], "default": "upcoming"}},
        },
        get_my_bookings,
    ),
    ToolDef(
        "cancelBooking",
        "Cancel one of the trader's bookings. Refund: 100% if more than 7 days before the market day, otherwise 50%.",
        {
            "type": "object",
            "properties": {
                "bookingId": {"type": "string", "description": "e.g. BK-20931"},
                "reason": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Optional, shown to the organisers"},
            },
            "required": ["bookingId"],
        },
        cancel_booking,
        act=True,
    ),
    ToolDef(
        "sendMessageToOrganiser",
        "Send a message to the market organisers' team.",
        {
            "type": "object",
            "properties": {
                "subject": {"type": "string"},
                "message": {"type": "string"},
                "bookingId": {"type": ["string", "null"], "description": "The booking it is about, if any (e.g. BK-20931)"},
            },
            "required": ["subject", "message"],
        },
        send_message_to_organiser,
        act=True,
    ),
]

MK_ACTS = ["bookPitch", "cancelBooking", "sendMessageToOrganiser"]
MK_READS = ["listMarketDays", "searchPitches", "getMyBookings"]

MK_INSTRUCTIONS = """You are the assistant in the Docklands Makers Market trader portal (Dublin).
Today is Wednesday 2 December 2026, 10:15 (Europe/Dublin). Prices are in euro.

Signed-in trader: Aoife Brennan, Brennan Ceramics (trader id TR-3318), aoife@brennanceramics.ie. Card on file: Mastercard ending 0921.

Market days: Saturdays 10:00-17:00 and Sundays 11:00-17:00; the Christmas Night Market is on Thursday 17 December, 17:00-22:00. Closed 26-27 December.
Zones: covered_hall (from EUR 45 per day for a 3 m pitch), riverside (open air, from EUR 35), food_court (food and drink traders only, from EUR 60). 2 m pitches are EUR 10 less, 4 m pitches EUR 15 more; night market pitches EUR 15 more.
Extras: electricity EUR 8 (pitches with a power point only), gazebo hire EUR 20, tables EUR 5 each.
Setup from 08:30 (night market from 15:30); vehicles must be off site 30 minutes before opening.
Cancellations: full refund if cancelled more than 7 days before the market day; 50% refund within 7 days; no-shows get no refund.
Only book, cancel or send messages when the trader asks."""


# =============================================================================================
# 3. drone_permits: AeroClear drone flight authorisations (4 tools, kebab-case)
# =============================================================================================

DR_NOW = _dt.datetime(2026, 12, 15, 8, 40)

SITES: dict[str, dict[str, Any]] = {
    "jericho beach": {
        "site": "Jericho Beach Park, Vancouver",
        "airspace": "Class C - Vancouver Harbour control zone",
        "controlled": True,
        "grid_ceiling_m": 30,
        "nearest_aerodrome": "Vancouver Harbour Water Airport (CYHC), 5.2 km",
        "notes": ["Seaplane arrivals overhead; keep below the grid ceiling."],
    },
    "spanish banks": {
        "site": "Spanish Banks, Vancouver",
        "airspace": "Class C - Vancouver Harbour control zone",
        "controlled": True,
        "grid_ceiling_m": 60,
        "nearest_aerodrome": "Vancouver Harbour Water Airport (CYHC), 7.4 km",
        "notes": [],
    },
    "queen elizabeth park": {
        "site": "Queen Elizabeth Park, Vancouver",
        "airspace": "Class C - Vancouver International control zone",
        "controlled": True,
        "grid_ceiling_m": 90,
        "nearest_aerodrome": "Vancouver International (CYVR), 8.1 km",
        "notes": ["Park board permit also needed for commercial filming."],
    },
    "stanley park": {
        "site": "Stanley Park, Vancouver",
        "airspace": "Class C - Vancouver Harbour control zone",
        "controlled": True,
        "grid_ceiling_m": 0,
        "nearest_aerodrome": "Vancouver Harbour Water Airport (CYHC), 1.1 km",
        "notes": ["Grid ceiling 0 m: no authorisations issued here (seaplane approach path)."],
    },
    "richmond nature park": {
        "site": "Richmond Nature Park, Richmond",
        "airspace": "Class C - Vancouver International control zone",
        "controlled": True,
        "grid_ceiling_m": 0,
        "nearest_aerodrome": "Vancouver International (CYVR), 3.4 km",
        "notes": ["Grid ceiling 0 m: no authorisations issued here (YVR runway 08R/26L approach)."],
    },
    "burnaby lake": {
        "site": "Burnaby Lake Regional Park, Burnaby",
        "airspace": "Class G - uncontrolled",
        "controlled": False,
        "grid_ceiling_m": None,
        "nearest_aerodrome": "none within 5.6 km",
        "notes": ["Uncontrolled airspace: no authorisation needed. Basic rules apply (max 120 m above ground)."],
    },
    "deas island": {
        "site": "Deas Island Regional Park, Delta",
        "airspace": "Class G - uncontrolled",
        "controlled": False,
        "grid_ceiling_m": None,
        "nearest_aerodrome": "Boundary Bay (CZBB), 9.8 km",
        "notes": ["Uncontrolled airspace: no authorisation needed. Basic rules apply (max 120 m above ground)."],
    },
}
NEW_AUTH_IDS = {"jericho beach": "AUTH-6B1418", "spanish banks": "AUTH-6B1421", "queen elizabeth park": "AUTH-6B1402"}

AUTHORISATIONS: dict[str, dict[str, Any]] = {
    "AUTH-6A9987": {"site": "Queen Elizabeth Park, Vancouver", "start": "2026-12-12T14:00", "duration_minutes": 60,
                    "max_altitude_m": 60, "status": "expired"},
    "AUTH-6B1204": {"site": "Jericho Beach Park, Vancouver", "start": "2026-12-18T10:00", "duration_minutes": 60,
                    "max_altitude_m": 30, "status": "active"},
    "AUTH-6B1290": {"site": "Spanish Banks, Vancouver", "start": "2026-12-20T09:30", "duration_minutes": 45,
                    "max_altitude_m": 60, "status": "active"},
    "AUTH-6B1333": {"site": "Queen Elizabeth Park, Vancouver", "start": "2026-12-21T16:30", "duration_minutes": 30,
                    "max_altitude_m": 90, "status": "pending", "review_note": "Night portion (after sunset 16:16) needs manual review"},
}


def _site(name: Any) -> dict[str, Any] | None:
    text = re.sub(r"[^a-z ]", " ", str(name).casefold())
    text = re.sub(r"\b(park|regional|vancouver|bc|delta|the)\b", " ", text)
    text = " ".join(text.split())
    if not text:
        return None
    for key, info in SITES.items():
        bare = " ".join(w for w in key.split() if w != "park")
        if bare in text or text in bare:
            return {"key": key, **info}
    return None


def _unknown_site(name: Any) -> dict[str, Any]:
    return {"error": f"Couldn't find a site called '{name}'. Try a park or beach name, e.g. 'Jericho Beach'."}


def check_airspace(site: str, radius_m: int | None = None) -> dict[str, Any]:
    info = _site(site)
    if info is None:
        return _unknown_site(site)
    out = {k: v for k, v in info.items() if k != "key"}
    out["radius_m"] = radius_m or 500
    out["authorisation_required"] = info["controlled"]
    if info["controlled"] and info["grid_ceiling_m"] == 0:
        out["can_request"] = False
    elif info["controlled"]:
        out["can_request"] = True
        out["max_authorisable_altitude_m"] = info["grid_ceiling_m"]
    out["checked_at"] = "2026-12-15T08:40-08:00"
    return out


def request_authorisation(
    site: str,
    start: str,
    duration_minutes: int,
    max_altitude_m: int,
    operation_type: str,
    night: bool,
    purpose: str | None,
) -> dict[str, Any]:
    info = _site(site)
    if info is None:
        return _unknown_site(site)
    when = _stamp(start)
    if when is None:
        return {"error": "start must be a local date-time like 2026-12-18T14:00"}
    if when < DR_NOW:
        return {"error": f"{when:%Y-%m-%d %H:%M} is in the past."}
    if not 5 <= int(duration_minutes) <= 240:
        return {"error": "duration_minutes must be between 5 and 240"}
    if not info["controlled"]:
        return {"status": "not_required", "site": info["site"], "airspace": info["airspace"],
                "message": "This site is in uncontrolled airspace; no authorisation is needed. Fly under 120 m and follow basic rules."}
    if info["grid_ceiling_m"] == 0:
        return {"status": "refused", "site": info["site"], "reason": "Grid ceiling is 0 m here; authorisations are not issued."}
    if int(max_altitude_m) > info["grid_ceiling_m"]:
        return {"status": "refused", "site": info["site"],
                "reason": f"Requested {max_altitude_m} m is above the {info['grid_ceiling_m']} m grid ceiling; request "
                          f"{info['grid_ceiling_m']} m or less."}
    if operation_type != "advanced":
        return {"status": "refused", "site": info["site"], "reason": "Controlled airspace needs an advanced operation."}
    end = when + _dt.timedelta(minutes=int(duration_minutes))
    auth_id = NEW_AUTH_IDS.get(info["key"], "AUTH-6B1430")
    status = "pending" if night else "approved"
    return {
        "authorisation_id": auth_id,
        "status": status,
        "site": info["site"],
        "start": when.strftime("%Y-%m-%dT%H:%M"),
        "end": end.strftime("%Y-%m-%dT%H:%M"),
        "timezone": "America/Vancouver",
        "max_altitude_m": int(max_altitude_m),
        "pilot": "Mei Chen, advanced certificate PC-8812045",
        "drone": "C-4471902",
        "purpose": purpose,
        "conditions": ["Keep visual line of sight", "Give way to all crewed aircraft", "Carry this authorisation during the flight"],
        **({"review_note": "Night operations are reviewed by an officer within 24 hours."} if night else {}),
    }


def list_authorisations(status: str = "all") -> dict[str, Any]:
    rows = [{"authorisation_id": k, **v} for k, v in AUTHORISATIONS.items() if status in ("all", v["status"])]
    rows.sort(key=lambda r: r["start"])
    return {"pilot": "Mei Chen (PC-8812045)", "status": status, "timezone": "America/Vancouver", "count": len(rows),
            "authorisations": rows}


def cancel_authorisation(authorisation_id: str) -> dict[str, Any]:
    aid = str(authorisation_id).strip().upper()
    auth = AUTHORISATIONS.get(aid)
    if auth is None:
        return {"error": f"No authorisation '{authorisation_id}'. Ids look like AUTH-6B1204."}
    if auth["status"] not in ("active", "pending"):
        return {"error": f"{aid} is {auth['status']} and cannot be cancelled."}
    return {"authorisation_id": aid, "status": "cancelled", "site": auth["site"], "start": auth["start"],
            "previous_status": auth["status"], "cancelled_at": "2026-12-15T08:41"}


DR_TOOLS = [
    ToolDef(
        "check-airspace",
        "Airspace class, grid ceiling and notes for a flying site (whether an authorisation is needed and the highest altitude "
        "one can be issued for).",
        {
            "type": "object",
            "properties": {
                "site": {"type": "string", "description": "Park, beach or place name, e.g. 'Jericho Beach'"},
                "radius_m": {"type": "integer", "description": "Operating radius in metres (default 500)"},
            },
            "required": ["site"],
        },
        check_airspace,
    ),
    ToolDef(
        "request-authorisation",
        "Request an authorisation to fly a drone in controlled airspace at a site.",
        {
            "type": "object",
            "properties": {
                "site": {"type": "string"},
                "start": {"type": "string", "description": "Local start date-time, e.g. 2026-12-18T14:00"},
                "duration_minutes": {"type": "integer"},
                "max_altitude_m": {"type": "integer", "enum": [30, 60, 90, 120], "description": "Metres above ground"},
                "operation_type": {"type": "string", "enum": ["basic", "advanced"]},
                "night": {"type": "boolean", "description": "Any part of the flight after sunset"},
                "purpose": {"type": ["string", "null"], "description": "Short description, or null"},
            },
            "required": ["site", "start", "duration_minutes", "max_altitude_m", "operation_type", "night", "purpose"],
            "additionalProperties": False,
        },
        request_authorisation,
        act=True,
        strict=True,
    ),
    ToolDef(
        "list-authorisations",
        "The pilot's flight authorisations.",
        {
            "type": "object",
            "properties": {"status": {"type": "string", "enum": ["active", "pending", "expired", "cancelled", "all"], "default": "all"}},
        },
        list_authorisations,
    ),
    ToolDef(
        "cancel-authorisation",
        "Cancel an active or pending authorisation.",
        {
            "type": "object",
            "properties": {"authorisation_id": {"type": "string", "description": "e.g. AUTH-6B1204"}},
            "required": ["authorisation_id"],
        },
        cancel_authorisation,
        act=True,
    ),
]

DR_ACTS = ["request-authorisation", "cancel-authorisation"]

DR_INSTRUCTIONS = """You are the AeroClear assistant for recreational and professional drone pilots in the Lower Mainland, BC.
Now: Tuesday 15 December 2026, 08:40 in Vancouver (America/Vancouver). Sunset today is 16:16.

Signed-in pilot: Mei Chen, advanced pilot certificate PC-8812045; registered drone C-4471902 (249-900 g class).

Rules summary (tell pilots these when they ask):
- Maximum altitude anywhere is 120 m (about 400 ft) above ground, even in uncontrolled (Class G) airspace.
- Controlled airspace (Class C around Vancouver International and Vancouver Harbour) needs an authorisation before every flight and an advanced certificate; the authorisation can't go above the site's grid ceiling. Sites with a grid ceiling of 0 m can't be authorised here.
- Stay at least 30 m horizontally from bystanders (advanced operations may go closer with care); keep visual line of sight.
- Night flights need anti-collision lighting and are reviewed by an officer (status pending until then).
- Requests are answered immediately for daytime flights within the grid ceiling.
Only request or cancel authorisations when the pilot asks."""


# =============================================================================================
# 4. livery_yard: Hollybrook Livery (3 tools, PascalCase)
# =============================================================================================

LV_TODAY = _dt.date(2026, 12, 6)

HORSE_INFO = {
    "Biscuit": {"horse_id": "HB-04", "description": "14-year-old 15.2hh cob gelding", "stable": "Block A, box 4", "livery": "part livery"},
    "Moonlight": {"horse_id": "HB-11", "description": "9-year-old 16.1hh Thoroughbred mare", "stable": "Block B, box 11",
                  "livery": "full livery"},
}
DIARY = {
    "Biscuit": [
        ("2026-12-07", "morning", "Turnout", "Winter paddock (field 3), in by 14:00"),
        ("2026-12-08", "morning", "Exercise ride", "45-minute hack with Jess"),
        ("2026-12-09", "morning", "Worming", "Tapeworm dose due (yard staff)"),
        ("2026-12-11", "afternoon", "Lunge", "20 minutes in the arena with Jess"),
        ("2026-12-14", "morning", "Turnout", "Winter paddock (field 3)"),
        ("2026-12-22", "morning", "Exercise ride", "Hack with Jess"),
    ],
    "Moonlight": [
        ("2026-12-07", "morning", "Turnout", "Mares' paddock (field 1), rugged, in by 13:30"),
        ("2026-12-08", "afternoon", "Lunge", "30 minutes in the arena with Tom"),
        ("2026-12-10", "morning", "Exercise ride", "Schooling session with Tom"),
        ("2026-12-15", "afternoon", "Vet visit", "Dr Anita Rao (Ridgeway Equine): flu/tetanus booster and dental check"),
        ("2026-12-17", "morning", "Farrier", "Full set of shoes (Gareth Price)"),
    ],
}
FEED_PLANS = {
    "Biscuit": [
        {"feed": "Hay", "amount_kg": None, "meal": "ad lib"},
        {"feed": "Chopped chaff", "amount_kg": 0.5, "meal": "both"},
        {"feed": "Balancer", "amount_kg": 0.3, "meal": "both"},
    ],
    "Moonlight": [
        {"feed": "Haylage", "amount_kg": None, "meal": "ad lib"},
        {"feed": "Conditioning cubes", "amount_kg": 1.0, "meal": "both"},
        {"feed": "Soaked sugar beet", "amount_kg": 0.5, "meal": "pm"},
    ],
}
SERVICE_PRICES = {
    "farrier_trim": "£35",
    "farrier_full_set": "£95",
    "vet_visit": "vet's own fees + £15 yard call-out",
    "clip": "£45",
    "exercise_ride": "£20",
    "lunge": "£15",
    "extra_turnout": "£5",
}


def _horse(name: Any) -> str | None:
    text = str(name).strip().casefold()
    for horse, info in HORSE_INFO.items():
        if text in (horse.casefold(), info["horse_id"].casefold()):
            return horse
    return None


def _unknown_horse(name: Any) -> dict[str, Any]:
    return {"error": f"No horse '{name}' on your account. Your horses: Biscuit (HB-04), Moonlight (HB-11)."}


def get_horse_diary(horse: str, days: int = 7) -> dict[str, Any]:
    name = _horse(horse)
    if name is None:
        return _unknown_horse(horse)
    days = max(1, min(int(days or 7), 28))
    end = LV_TODAY + _dt.timedelta(days=days)
    entries = []
    for day, slot, what, detail in DIARY[name]:
        d = _dt.date.fromisoformat(day)
        if LV_TODAY <= d < end:
            entries.append({"date": day, "weekday": d.strftime("%A"), "slot": slot, "activity": what, "details": detail})
    upcoming = {}
    for day, slot, what, detail in DIARY[name]:
        if what in ("Vet visit", "Farrier") and what not in upcoming:
            upcoming[what] = {"date": day, "weekday": _dt.date.fromisoformat(day).strftime("%A"), "slot": slot, "details": detail}
    return {
        "horse": name,
        **HORSE_INFO[name],
        "from": LV_TODAY.isoformat(),
        "days": days,
        "entries": entries,
        "next_vet_visit": upcoming.get("Vet visit") or {"note": "none booked; last visit 2026-09-03 (annual vaccinations)"},
        "next_farrier": upcoming.get("Farrier") or {"note": "none booked; last full set 2026-11-05, due again about 2026-12-10"},
        "feed_plan": FEED_PLANS[name],
    }


def book_yard_service(horse: str, service: str, date: str, time_slot: str, notes: str | None = None) -> dict[str, Any]:
    name = _horse(horse)
    if name is None:
        return _unknown_horse(horse)
    if service not in SERVICE_PRICES:
        return {"error": f"Unknown service '{service}'."}
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if day <= LV_TODAY:
        return {"error": "Bookings must be for tomorrow or later."}
    if day.weekday() == 6 and service in ("farrier_trim", "farrier_full_set", "vet_visit", "clip"):
        return {"error": "No farrier, vet or clipping visits on Sundays."}
    if service.startswith("farrier") and day.weekday() not in (1, 3):
        return {"error": "The yard farrier (Gareth Price) attends on Tuesdays and Thursdays only."}
    return {
        "booking_ref": "YS-4410",
        "status": "booked",
        "horse": name,
        "service": service,
        "date": day.isoformat(),
        "weekday": day.strftime("%A"),
        "time_slot": time_slot,
        "price": SERVICE_PRICES[service],
        "billed_to": "monthly livery invoice",
        "notes": notes,
        "who": {"farrier_trim": "Gareth Price", "farrier_full_set": "Gareth Price",
                "vet_visit": "Ridgeway Equine (duty vet)", "clip": "Jess (yard staff)"}.get(service, "yard staff"),
    }


def update_feed_plan(horse: str, feeds: list[dict[str, Any]], effective_from: str) -> dict[str, Any]:
    name = _horse(horse)
    if name is None:
        return _unknown_horse(horse)
    day = _day(effective_from)
    if day is None:
        return {"error": "effective_from must be YYYY-MM-DD"}
    if day < LV_TODAY:
        return {"error": "effective_from can't be in the past"}
    if not feeds:
        return {"error": "Give at least one feed."}
    for f in feeds:
        if float(f.get("amount_kg") or 0) > 4:
            return {"error": f"{f.get('feed')}: more than 4 kg in one meal needs the yard manager's approval."}
    return {
        "horse": name,
        "status": "updated",
        "effective_from": day.isoformat(),
        "previous_hard_feed": [f for f in FEED_PLANS[name] if f["amount_kg"] is not None],
        "new_hard_feed": feeds,
        "forage_unchanged": next(f["feed"] for f in FEED_PLANS[name] if f["amount_kg"] is None) + " ad lib",
        "feed_board_updated": True,
    }


HORSE = {"type": "string", "enum": ["Biscuit", "Moonlight"]}

LV_TOOLS = [
    ToolDef(
        "GetHorseDiary",
        "A horse's yard diary (turnout, exercise, farrier, vet, worming) from today, plus next vet and farrier visits and the "
        "current feed plan.",
        {
            "type": "object",
            "properties": {
                "horse": HORSE,
                "days": {"type": "integer", "minimum": 1, "maximum": 28, "default": 7, "description": "How many days ahead"},
            },
            "required": ["horse"],
        },
        get_horse_diary,
    ),
    ToolDef(
        "BookYardService",
        "Book a yard service for one of the owner's horses (billed on the monthly livery invoice).",
        {
            "type": "object",
            "properties": {
                "horse": HORSE,
                "service": {
                    "type": "string",
                    "enum": ["farrier_trim", "farrier_full_set", "vet_visit", "clip", "exercise_ride", "lunge", "extra_turnout"],
                },
                "date": {"type": "string", "format": "date"},
                "time_slot": {"type": "string", "enum": ["morning", "afternoon"]},
                "notes": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Anything the yard should know"},
            },
            "required": ["horse", "service", "date", "time_slot"],
        },
        book_yard_service,
        act=True,
    ),
    ToolDef(
        "UpdateFeedPlan",
        "Replace a horse's hard-feed plan (forage stays as it is). Amounts are per meal.",
        {
            "type": "object",
            "properties": {
                "horse": HORSE,
                "feeds": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "feed": {"type": "string"},
                            "amount_kg": {"type": "number", "description": "Per meal, in kg"},
                            "meal": {"type": "string", "enum": ["am", "pm", "both"]},
                        },
                        "required": ["feed", "amount_kg", "meal"],
                        "additionalProperties": False,
                    },
                },
                "effective_from": {"type": "string", "description": "YYYY-MM-DD"},
            },
            "required": ["horse", "feeds", "effective_from"],
            "additionalProperties": False,
        },
        update_feed_plan,
        act=True,
        strict=True,
    ),
]

LV_ACTS = ["BookYardService", "UpdateFeedPlan"]

LV_INSTRUCTIONS = """You are the owners' assistant for Hollybrook Livery, Shalford, near Guildford, Surrey.
Today is Sunday 6 December 2026, 16:30 (Europe/London).

Signed-in owner: Hannah Stokes. Her horses: Biscuit (HB-04, cob gelding, part livery) and Moonlight (HB-11, Thoroughbred mare, full livery).

Yard policies:
- The yard farrier, Gareth Price, attends on Tuesdays and Thursdays. No farrier, vet or clipping visits on Sundays.
- To cancel or move a farrier or vet booking, give at least 48 hours' notice by phoning the yard office (01483 555 210); later cancellations are charged in full. Cancellations can't be made through this assistant.
- Winter turnout: horses are in by 14:00 from November to March; fields may be closed after heavy rain.
- Feed changes take effect from the next morning feed at the earliest and are written on the feed-room board.
Only book services or change feed plans when the owner asks."""


# =============================================================================================
# 5. trademark_search: BrandSafe trade mark search (1 tool, namespaced)
# =============================================================================================

MARKS = [
    {"number": "2104558", "mark": "WATTLEBIRD", "jurisdiction": "AU", "classes": [30, 43], "status": "registered",
     "owner": "Wattlebird Roasters Pty Ltd (Hobart, TAS)", "filed": "2020-07-02", "registered": "2021-06-14",
     "renewal_due": "2030-07-02", "goods_services": "Coffee, coffee beans, tea (30); cafe services (43)"},
    {"number": "1987220", "mark": "WATTLE & CO", "jurisdiction": "AU", "classes": [3], "status": "registered",
     "owner": "Wattle & Co Botanicals Pty Ltd", "filed": "2018-12-11", "registered": "2019-08-30",
     "renewal_due": "2028-12-11", "goods_services": "Soaps, skin care preparations (3)"},
    {"number": "2230871", "mark": "BLUE WREN", "jurisdiction": "AU", "classes": [25], "status": "registered",
     "owner": "Blue Wren Apparel Pty Ltd (Fremantle, WA)", "filed": "2021-11-30", "registered": "2022-09-08",
     "renewal_due": "2031-11-30", "goods_services": "Clothing, footwear, headwear (25)"},
    {"number": "2398810", "mark": "BLUEWREN", "jurisdiction": "AU", "classes": [9, 42], "status": "pending",
     "stage": "under examination", "owner": "Bluewren Software Pty Ltd", "filed": "2026-05-19",
     "goods_services": "Downloadable software (9); software as a service (42)"},
    {"number": "2401177", "mark": "SALT & SAGE", "jurisdiction": "AU", "classes": [43], "status": "pending",
     "stage": "accepted - opposition period ends 2026-12-21", "owner": "Salt and Sage Hospitality Group Pty Ltd",
     "filed": "2026-06-03", "goods_services": "Restaurant and catering services (43)"},
    {"number": "1755032", "mark": "KOOKABURRA KOMBUCHA", "jurisdiction": "AU", "classes": [32], "status": "lapsed",
     "owner": "Kook Drinks Pty Ltd", "filed": "2016-02-10", "lapsed": "2026-02-10", "goods_services": "Non-alcoholic beverages (32)"},
    {"number": "1089233", "mark": "KEA KITCHEN", "jurisdiction": "NZ", "classes": [30, 43], "status": "registered",
     "owner": "Kea Kitchen Limited (Christchurch)", "filed": "2018-04-17", "registered": "2018-11-02",
     "renewal_due": "2028-04-17", "goods_services": "Sauces, condiments (30); restaurant services (43)"},
    {"number": "UK00003581234", "mark": "WATTLEBIRD", "jurisdiction": "GB", "classes": [30], "status": "registered",
     "owner": "Hedgerow Coffee Ltd (Bristol)", "filed": "2021-01-15", "registered": "2021-05-07",
     "renewal_due": "2031-01-15", "goods_services": "Coffee (30)"},
]
TM_JURISDICTIONS = {"AU": "IP Australia", "NZ": "IPONZ (New Zealand)", "GB": "UK IPO", "US": "USPTO"}


def tm_search(query: str, jurisdiction: str, nice_classes: list[int] | None = None, status: str = "any") -> dict[str, Any]:
    code = str(jurisdiction).strip().upper()
    if code not in TM_JURISDICTIONS:
        return {"error": f"Jurisdiction '{jurisdiction}' isn't covered. Use an ISO country code: AU, NZ, GB or US."}
    q = _key(query)
    if len(q) < 2:
        return {"error": "query must be at least 2 letters"}
    q_words = {w for w in re.findall(r"[a-z0-9]+", str(query).casefold()) if len(w) >= 4}
    rows = []
    for m in MARKS:
        if m["jurisdiction"] != code:
            continue
        if nice_classes and not set(nice_classes) & set(m["classes"]):
            continue
        if status != "any" and m["status"] != status:
            continue
        mk = _key(m["mark"])
        m_words = {w for w in re.findall(r"[a-z0-9]+", m["mark"].casefold()) if len(w) >= 4}
        if q == mk:
            similarity = "identical"
        elif q in mk or mk in q or q_words & m_words:
            similarity = "similar"
        else:
            continue
        rows.append({"similarity": similarity, **m})
    rows.sort(key=lambda r: r["similarity"] != "identical")
    return {
        "register": TM_JURISDICTIONS[code],
        "query": query,
        "classes_searched": nice_classes or "all",
        "count": len(rows),
        "results": rows,
        "searched_at": "2026-12-03T14:05+11:00",
        "disclaimer": "Search results are not legal advice; unregistered (common-law) use is not shown.",
    }


TM_TOOLS = [
    ToolDef(
        "tm__search_register",
        "Search a national trade mark register for identical and similar marks (registered, pending and lapsed).",
        {
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "The word mark to search, e.g. BLUE WREN"},
                "jurisdiction": {"type": "string", "pattern": "^[A-Z]{2}$", "description": "ISO 3166-1 alpha-2 code: AU, NZ, GB or US"},
                "nice_classes": {
                    "type": "array",
                    "items": {"type": "integer", "minimum": 1, "maximum": 45},
                    "description": "Nice classes to limit the search to; leave out for all",
                },
                "status": {"type": "string", "enum": ["any", "registered", "pending", "lapsed"], "default": "any"},
            },
            "required": ["query", "jurisdiction"],
        },
        tm_search,
    ),
]

TM_INSTRUCTIONS = """You are BrandSafe's trade mark search assistant for small businesses.
Now: Thursday 3 December 2026, 14:05 in Melbourne (Australia/Melbourne, AEDT).
The signed-in user, Lachlan Reid, is a sole trader based in Melbourne; unless he says otherwise, he means the Australian register (AU).

Background you can explain:
- Goods and services are grouped into 45 Nice classes (classes 1-34 are goods, 35-45 are services); a trade mark is registered for particular classes, so the same word can be owned by different businesses in unrelated classes.
- Statuses: registered (in force), pending (filed, not yet registered: under examination or in the opposition period), lapsed (no longer in force).
- In Australia a registration lasts 10 years from the filing date and can be renewed indefinitely.
- A search is not legal advice; suggest a trade mark attorney for clearance opinions.
Search only when the user gives you a name or mark to check."""


DOMAINS = [
    Domain("fantasy_football", FF_TOOLS, FF_INSTRUCTIONS),
    Domain("market_stalls", MK_TOOLS, MK_INSTRUCTIONS),
    Domain("drone_permits", DR_TOOLS, DR_INSTRUCTIONS),
    Domain("livery_yard", LV_TOOLS, LV_INSTRUCTIONS),
    Domain("trademark_search", TM_TOOLS, TM_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================

NOT_REQUIRED = said("uncontrolled", "Class G", "not required", "no authorisation", "no authorization", "don't need",
                    "do not need", "won't need", "will not need", "not need", "doesn't need", "does not need")

CASES = [
    # ---------------------------------------------------------------- fantasy_football (13)
    Case(
        "am_ff_captain_petrov",
        "fantasy_football",
        "direct",
        [
            Turn(
                "captain Petrov this week, Alvarez as vice",
                calls=[ExpectCall("set_captain", {"captain_id": "PL-402", "vice_captain_id": "PL-305"})],
                allow=["get_my_team", "search_players", "get_player"],
                forbid=["make_transfers", "substitute", "play_chip", "join_league"],
                answer_has=[said("Petrov")],
            ),
        ],
        features=("nullable_type_list", "person", "10_tools"),
    ),
    Case(
        "am_ff_gw18_fixtures",
        "fantasy_football",
        "direct",
        [
            Turn(
                "Show me the gameweek 18 fixtures.",
                calls=[ExpectCall("get_fixtures", {"gameweek": number(18)})],
                forbid=FF_ACTS,
                answer_has=[said("Salt Lane"), said("Eastwick")],
            ),
        ],
        features=("integer", "10_tools"),
    ),
    Case(
        "am_ff_bench_boost_polite",
        "fantasy_football",
        "polite",
        [
            Turn(
                "Could you please switch on my bench boost for this gameweek? Thanks a lot!",
                calls=[ExpectCall("play_chip", {"chip": "bench_boost", "gameweek": number(17)})],
                allow=["get_my_team"],
                forbid=["make_transfers", "set_captain", "substitute", "join_league"],
            ),
        ],
        features=("enum", "integer", "10_tools"),
    ),
    Case(
        "am_ff_hamstring_worry",
        "fantasy_football",
        "indirect",
        [
            Turn(
                "the group chat won't stop going on about some hamstring injury and now I'm paranoid it's one of my lot",
                calls=[ExpectCall("get_my_team")],
                allow=["get_player", "search_players"],
                forbid=FF_ACTS,
                answer_has=[said("Demir"), said("25%", "25 %", "25 per cent", "25 percent")],
            ),
        ],
        features=("10_tools",),
    ),
    Case(
        "am_ff_league_and_kickoff",
        "fantasy_football",
        "multi_intent",
        [
            Turn(
                "where am I in the office league at the moment, and what time do Kingsmere kick off this weekend?",
                calls=[
                    ExpectCall("get_league_standings", {"league_id": "L-8830"}),
                    ExpectCall("get_fixtures", {"gameweek": number(17)}),
                ],
                allow=["get_my_team", "get_player"],
                forbid=FF_ACTS,
                answer_has=[
                    said("3rd", "third", "#3", "rank 3", "ranked 3", "3 of 12", "3/12", "position 3", "number 3", "3 out of 12"),
                    said("12:30", "12.30", "12:30pm"),
                ],
            ),
        ],
        features=("integer", "10_tools"),
    ),
    Case(
        "am_ff_transfer_and_start",
        "fantasy_football",
        "multi_intent",
        [
            Turn(
                "Sell Adeyemi and bring in Lewis Baird, and start Mehta instead of Callum Reid this week.",
                calls=[
                    ExpectCall("make_transfers", {"transfers": items(fields(out_player_id="PL-428", in_player_id="PL-437"))}),
                    ExpectCall("substitute", {"player_out_id": "PL-333", "player_in_id": "PL-341"}),
                ],
                allow=["get_my_team", "search_players", "get_player"],
                forbid=["set_captain", "play_chip", "join_league"],
                answer_has=[said("Baird"), said("Mehta")],
            ),
        ],
        features=("array_objects", "ref", "strict", "person", "10_tools"),
    ),
    Case(
        "am_ff_points_hit",
        "fantasy_football",
        "no_tool",
        [
            Turn(
                "how do points hits work if I make more transfers than I've got free?",
                allow=["get_my_team"],
                forbid=FF_ACTS,
                answer_has=[said("4 points", "-4", "four points", "4-point", "4 pts", "minus 4", "4 point")],
            ),
        ],
        features=("10_tools",),
    ),
    Case(
        "am_ff_wildcard_vs_freehit",
        "fantasy_football",
        "no_tool",
        [
            Turn(
                "whats actually the difference between a wildcard and a free hit",
                forbid=FF_ACTS,
                answer_has=[said("one gameweek", "single gameweek", "one week", "revert", "back to", "only for", "just for",
                                 "permanent")],
            ),
        ],
        features=("10_tools",),
    ),
    Case(
        "am_ff_autosub_hypothetical",
        "fantasy_football",
        "no_tool",
        [
            Turn(
                "If Demir ends up not playing this weekend, do I just get zero points from him?",
                allow=["get_my_team", "get_player", "get_fixtures"],
                forbid=FF_ACTS,
                answer_has=[said("bench", "substitut", "auto-sub", "autosub", "auto sub")],
            ),
        ],
        features=("person", "10_tools"),
    ),
    Case(
        "am_ff_kamara_who_out",
        "fantasy_football",
        "underspecified",
        [
            Turn(
                "bring Idris Kamara in for me",
                allow=FF_READS,
                forbid=FF_ACTS,
                clarify=True,
            ),
        ],
        features=("person", "10_tools"),
    ),
    Case(
        "am_ff_join_then_table",
        "fantasy_football",
        "chained",
        [
            Turn(
                "My brother-in-law sent me a league code, K7WQ2P. Get me into it and tell me who's top.",
                calls=[
                    ExpectCall("join_league", {"code": "K7WQ2P"}),
                    ExpectCall("get_league_standings", {"league_id": "L-9921"}),
                ],
                forbid=["make_transfers", "set_captain", "substitute", "play_chip"],
                answer_has=[said("Whelan")],
            ),
        ],
        features=("code", "10_tools"),
    ),
    Case(
        "am_ff_bench_the_doubt",
        "fantasy_football",
        "chained",
        [
            Turn(
                "Is anyone in my starting eleven a doubt for this week? If so swap them with my first sub.",
                calls=[
                    ExpectCall("get_my_team"),
                    ExpectCall("substitute", {"player_out_id": "PL-327", "player_in_id": "PL-341"}),
                ],
                allow=["get_player"],
                forbid=["make_transfers", "set_captain", "play_chip", "join_league"],
                answer_has=[said("Demir"), said("Mehta")],
            ),
        ],
        features=("10_tools",),
    ),
    Case(
        "am_ff_form_mids_then_swap",
        "fantasy_football",
        "multi_turn",
        [
            Turn(
                "who are the most in-form midfielders under 9 mil?",
                calls=[ExpectCall("search_players", {"position": "MID", "max_price": between(8.5, 9.0)})],
                allow=["get_my_team"],
                forbid=FF_ACTS,
                answer_has=[said("Oliver Grant", "Grant")],
            ),
            Turn(
                "ok get rid of Demir for the top one",
                calls=[ExpectCall("make_transfers", {"transfers": items(fields(out_player_id="PL-327", in_player_id="PL-352"))})],
                allow=["get_my_team", "search_players", "get_player"],
                forbid=["set_captain", "substitute", "play_chip", "join_league"],
                answer_has=[said("Grant")],
            ),
        ],
        features=("number", "nullable_anyof", "array_objects", "ref", "strict", "10_tools"),
    ),
    # ---------------------------------------------------------------- market_stalls (11)
    Case(
        "am_mk_book_sunday_h09",
        "market_stalls",
        "direct",
        [
            Turn(
                "Book H-09 for this Sunday with power and two tables, no gazebo.",
                calls=[
                    ExpectCall(
                        "bookPitch",
                        {
                            "pitchId": "H-09",
                            "marketDate": date("2026-12-06"),
                            "extras": fields(electricity=boolean(True), gazeboHire=boolean(False), tableCount=number(2)),
                        },
                    )
                ],
                allow=["searchPitches", "listMarketDays"],
                forbid=["cancelBooking", "sendMessageToOrganiser"],
                answer_has=[said_number(63)],
            ),
        ],
        features=("nested", "ref", "strict", "boolean", "number_words", "date", "camel_names", "6_tools"),
    ),
    Case(
        "am_mk_hall_on_19th",
        "market_stalls",
        "direct",
        [
            Turn(
                "Show me what's free in the covered hall on Saturday the 19th.",
                calls=[ExpectCall("searchPitches", {"marketDate": date("2026-12-19"), "zone": "covered_hall"})],
                forbid=MK_ACTS,
                answer_has=[said("H-03"), said("H-10")],
            ),
        ],
        features=("enum", "date", "camel_names", "6_tools"),
    ),
    Case(
        "am_mk_early_setup_polite",
        "market_stalls",
        "polite",
        [
            Turn(
                "Would you mind messaging the organisers for me? I'd like to ask if I can start setting up at 7:30 rather than "
                "8:30 this Saturday - I've a big shelving display to put up. Thank you!",
                calls=[ExpectCall("sendMessageToOrganiser", {"message": matches(r"7[:.]?30")})],
                allow=["getMyBookings"],
                forbid=["bookPitch", "cancelBooking"],
            ),
        ],
        features=("nullable_type_list", "camel_names", "6_tools"),
    ),
    Case(
        "am_mk_which_pitch_saturday",
        "market_stalls",
        "indirect",
        [
            Turn(
                "I can't for the life of me remember which pitch I'm on this Saturday",
                calls=[ExpectCall("getMyBookings")],
                allow=["listMarketDays"],
                forbid=MK_ACTS,
                answer_has=[said("H-07")],
            ),
        ],
        features=("camel_names", "6_tools"),
    ),
    Case(
        "am_mk_book_r12_cancel_night",
        "market_stalls",
        "multi_intent",
        [
            Turn(
                "Book R-12 on the 19th with electricity, and cancel my night market booking.",
                calls=[
                    ExpectCall(
                        "bookPitch",
                        {"pitchId": "R-12", "marketDate": date("2026-12-19"), "extras": fields(electricity=boolean(True))},
                    ),
                    ExpectCall("cancelBooking", {"bookingId": "BK-21004"}),
                ],
                allow=["getMyBookings", "searchPitches"],
                forbid=["sendMessageToOrganiser"],
                answer_has=[said("R-12"), said("68", "full refund", "100%", "fully refunded", "full amount")],
            ),
        ],
        features=("nested", "ref", "strict", "nullable_anyof", "date", "camel_names", "6_tools"),
    ),
    Case(
        "am_mk_refund_policy",
        "market_stalls",
        "no_tool",
        [
            Turn(
                "What happens with my money if I have to pull out of a market day last minute?",
                allow=["getMyBookings"],
                forbid=MK_ACTS,
                answer_has=[said("50%", "half", "50 per cent", "50 percent")],
            ),
        ],
        features=("camel_names", "6_tools"),
    ),
    Case(
        "am_mk_next_weekend_vague",
        "market_stalls",
        "underspecified",
        [
            Turn("Book me a pitch for next weekend.", allow=MK_READS, forbid=MK_ACTS, clarify=True),
        ],
        features=("camel_names", "6_tools"),
    ),
    Case(
        "am_mk_generator_question",
        "market_stalls",
        "chained",
        [
            Turn(
                "Send the organisers a message about my night market booking - ask whether I'm allowed to bring a small generator.",
                calls=[
                    ExpectCall("getMyBookings"),
                    ExpectCall("sendMessageToOrganiser", {"bookingId": "BK-21004", "message": contains("generator")}),
                ],
                forbid=["bookPitch", "cancelBooking"],
            ),
        ],
        features=("nullable_type_list", "camel_names", "6_tools"),
    ),
    Case(
        "am_mk_cheapest_3m_12th",
        "market_stalls",
        "chained",
        [
            Turn(
                "Grab me the cheapest free 3-metre pitch on Saturday the 12th, any zone, no extras.",
                calls=[
                    ExpectCall("searchPitches", {"marketDate": date("2026-12-12")}),
                    ExpectCall(
                        "bookPitch",
                        {
                            "pitchId": "R-17",
                            "marketDate": date("2026-12-12"),
                            "extras": fields(electricity=boolean(False), gazeboHire=boolean(False), tableCount=number(0)),
                        },
                    ),
                ],
                allow=["listMarketDays"],
                forbid=["cancelBooking", "sendMessageToOrganiser"],
                answer_has=[said("R-17"), said_number(35)],
            ),
        ],
        features=("integer_enum", "nested", "ref", "strict", "date", "camel_names", "6_tools"),
    ),
    Case(
        "am_mk_free_20th_then_19th",
        "market_stalls",
        "multi_turn",
        [
            Turn(
                "What's free on Sunday the 20th?",
                calls=[ExpectCall("searchPitches", {"marketDate": date("2026-12-20")})],
                forbid=MK_ACTS,
                answer_has=[said("H-08")],
            ),
            Turn(
                "and the Saturday before?",
                calls=[ExpectCall("searchPitches", {"marketDate": date("2026-12-19")})],
                forbid=MK_ACTS,
                answer_has=[said("H-03")],
            ),
        ],
        features=("date", "camel_names", "6_tools"),
    ),
    Case(
        "am_mk_bookings_cancel_riverside",
        "market_stalls",
        "multi_turn",
        [
            Turn(
                "What have I got booked at the moment?",
                calls=[ExpectCall("getMyBookings")],
                forbid=MK_ACTS,
                answer_has=[said_number(13), said_number(17)],
            ),
            Turn(
                "cancel the riverside one, my sister's getting married that weekend",
                calls=[ExpectCall("cancelBooking", {"bookingId": "BK-20958"})],
                allow=["getMyBookings"],
                forbid=["bookPitch", "sendMessageToOrganiser"],
                answer_has=[said_number(55)],
            ),
        ],
        features=("nullable_anyof", "camel_names", "6_tools"),
    ),
    # ---------------------------------------------------------------- drone_permits (9)
    Case(
        "am_dr_burnaby_airspace",
        "drone_permits",
        "direct",
        [
            Turn(
                "Check the airspace at Burnaby Lake.",
                calls=[ExpectCall("check-airspace", {"site": contains("Burnaby")})],
                forbid=DR_ACTS,
                answer_has=[NOT_REQUIRED],
            ),
        ],
        features=("kebab_names", "4_tools"),
    ),
    Case(
        "am_dr_qe_park_friday_polite",
        "drone_permits",
        "polite",
        [
            Turn(
                "Could you please request an authorisation for me at Queen Elizabeth Park this Friday from 2pm, for about 45 "
                "minutes, up to 90 metres? It's for a real-estate shoot. Thanks!",
                calls=[
                    ExpectCall(
                        "request-authorisation",
                        {
                            "site": contains("Queen Elizabeth"),
                            "start": at("2026-12-18", "14:00"),
                            "duration_minutes": number(45),
                            "max_altitude_m": number(90),
                            "operation_type": "advanced",
                            "night": boolean(False),
                        },
                    )
                ],
                allow=["check-airspace", "list-authorisations"],
                forbid=["cancel-authorisation"],
                answer_has=[said("AUTH-6B1402")],
            ),
        ],
        features=("integer_enum", "enum", "strict", "nullable_type_list", "date", "kebab_names", "4_tools"),
    ),
    Case(
        "am_dr_cancel_spanish_banks_polite",
        "drone_permits",
        "polite",
        [
            Turn(
                "Would you be able to cancel my Spanish Banks authorisation, please? The forecast for Sunday looks grim.",
                calls=[ExpectCall("cancel-authorisation", {"authorisation_id": "AUTH-6B1290"})],
                allow=["list-authorisations"],
                forbid=["request-authorisation"],
            ),
        ],
        features=("kebab_names", "4_tools"),
    ),
    Case(
        "am_dr_forgot_jericho_time",
        "drone_permits",
        "indirect",
        [
            Turn(
                "I've completely forgotten what time my Jericho Beach slot is on Friday",
                calls=[ExpectCall("list-authorisations")],
                forbid=DR_ACTS,
                answer_has=[said("10:00", "10am", "10 am", "10 a.m.", "10.00")],
            ),
        ],
        features=("kebab_names", "4_tools"),
    ),
    Case(
        "am_dr_cancel_jericho_check_deas",
        "drone_permits",
        "multi_intent",
        [
            Turn(
                "Cancel my Jericho Beach authorisation, and tell me whether I'd need one to fly at Deas Island.",
                calls=[
                    ExpectCall("cancel-authorisation", {"authorisation_id": "AUTH-6B1204"}),
                    ExpectCall("check-airspace", {"site": contains("Deas")}),
                ],
                allow=["list-authorisations"],
                forbid=["request-authorisation"],
                answer_has=[NOT_REQUIRED],
            ),
        ],
        features=("kebab_names", "4_tools"),
    ),
    Case(
        "am_dr_height_limit",
        "drone_permits",
        "no_tool",
        [
            Turn(
                "Is there a height limit even out in uncontrolled airspace, or can I go as high as I like there?",
                forbid=DR_ACTS,
                answer_has=[said("120", "400 ft", "400 feet")],
            ),
        ],
        features=("kebab_names", "4_tools"),
    ),
    Case(
        "am_dr_jericho_saturday_vague",
        "drone_permits",
        "underspecified",
        [
            Turn(
                "Put in an authorisation request for Jericho Beach on Saturday.",
                allow=["check-airspace", "list-authorisations"],
                forbid=DR_ACTS,
                clarify=True,
            ),
        ],
        features=("strict", "kebab_names", "4_tools"),
    ),
    Case(
        "am_dr_withdraw_pending",
        "drone_permits",
        "chained",
        [
            Turn(
                "Withdraw whichever request of mine is still waiting for review.",
                calls=[
                    ExpectCall("list-authorisations"),
                    ExpectCall("cancel-authorisation", {"authorisation_id": "AUTH-6B1333"}),
                ],
                forbid=["request-authorisation"],
                answer_has=[said("Queen Elizabeth", "QE Park", "AUTH-6B1333")],
            ),
        ],
        features=("enum", "kebab_names", "4_tools"),
    ),
    Case(
        "am_dr_jericho_then_richmond",
        "drone_permits",
        "multi_turn",
        [
            Turn(
                "Can I fly my drone at Jericho Beach?",
                calls=[ExpectCall("check-airspace", {"site": contains("Jericho")})],
                allow=["list-authorisations"],
                forbid=DR_ACTS,
                answer_has=[said_number(30)],
            ),
            Turn(
                "what about Richmond Nature Park?",
                calls=[ExpectCall("check-airspace", {"site": contains("Richmond")})],
                allow=["list-authorisations"],
                forbid=DR_ACTS,
                answer_has=[said("0 m", "0m", "zero", "no-fly", "not permitted", "can't", "cannot", "not allowed", "YVR",
                                 "Vancouver International", "not possible", "won't be able")],
            ),
        ],
        features=("kebab_names", "4_tools"),
    ),
    # ---------------------------------------------------------------- livery_yard (7)
    Case(
        "am_lv_farrier_trim_thursday",
        "livery_yard",
        "direct",
        [
            Turn(
                "Book the farrier for Biscuit on Thursday morning, just a trim.",
                calls=[
                    ExpectCall(
                        "BookYardService",
                        {"horse": "Biscuit", "service": "farrier_trim", "date": date("2026-12-10"), "time_slot": "morning"},
                    )
                ],
                allow=["GetHorseDiary"],
                forbid=["UpdateFeedPlan"],
            ),
        ],
        features=("enum", "date", "nullable_anyof", "pascal_names", "3_tools"),
    ),
    Case(
        "am_lv_feed_change_polite",
        "livery_yard",
        "polite",
        [
            Turn(
                "Could you please change Moonlight's hard feed from tomorrow to 1.5 kg of conditioning cubes and half a kilo of "
                "chaff in each feed, morning and evening? Thank you.",
                calls=[
                    ExpectCall(
                        "UpdateFeedPlan",
                        {
                            "horse": "Moonlight",
                            "feeds": has_items(
                                fields(feed=contains("cubes"), amount_kg=number(1.5), meal=one_of("both", "am", "pm")),
                                fields(feed=contains("chaff"), amount_kg=number(0.5), meal=one_of("both", "am", "pm")),
                            ),
                            "effective_from": date("2026-12-07"),
                        },
                    )
                ],
                allow=["GetHorseDiary"],
                forbid=["BookYardService"],
            ),
        ],
        features=("array_objects", "number", "strict", "date", "pascal_names", "3_tools"),
    ),
    Case(
        "am_lv_vet_next_visit",
        "livery_yard",
        "indirect",
        [
            Turn(
                "Not sure when the vet's next coming out to see Moonlight",
                calls=[ExpectCall("GetHorseDiary", {"horse": "Moonlight"})],
                forbid=LV_ACTS,
                answer_has=[said("15th", "15 Dec", "Dec 15", "December 15", "2026-12-15", "15/12", "Tuesday 15")],
            ),
        ],
        features=("enum", "pascal_names", "3_tools"),
    ),
    Case(
        "am_lv_clip_and_week",
        "livery_yard",
        "multi_intent",
        [
            Turn(
                "Can you book Biscuit in for a clip on Saturday afternoon, and what's he got on this week?",
                calls=[
                    ExpectCall(
                        "BookYardService",
                        {"horse": "Biscuit", "service": "clip", "date": date("2026-12-12"), "time_slot": "afternoon"},
                    ),
                    ExpectCall("GetHorseDiary", {"horse": "Biscuit"}),
                ],
                forbid=["UpdateFeedPlan"],
                answer_has=[said("worm", "ride", "hack", "lunge")],
            ),
        ],
        features=("enum", "date", "pascal_names", "3_tools"),
    ),
    Case(
        "am_lv_cancel_notice",
        "livery_yard",
        "no_tool",
        [
            Turn(
                "How much notice do I have to give if I need to cancel the farrier?",
                forbid=LV_ACTS,
                answer_has=[said("48")],
            ),
        ],
        features=("pascal_names", "3_tools"),
    ),
    Case(
        "am_lv_vet_which_horse",
        "livery_yard",
        "underspecified",
        [
            Turn(
                "Can you get the vet booked for my horse sometime next week?",
                allow=["GetHorseDiary"],
                forbid=LV_ACTS,
                clarify=True,
            ),
        ],
        features=("pascal_names", "3_tools"),
    ),
    Case(
        "am_lv_moonlight_then_biscuit",
        "livery_yard",
        "multi_turn",
        [
            Turn(
                "What's on Moonlight's schedule for the next few days?",
                calls=[ExpectCall("GetHorseDiary", {"horse": "Moonlight"})],
                forbid=LV_ACTS,
                answer_has=[said("lunge", "lunging")],
            ),
            Turn(
                "and Biscuit's?",
                calls=[ExpectCall("GetHorseDiary", {"horse": "Biscuit"})],
                forbid=LV_ACTS,
                answer_has=[said("worm", "ride", "hack")],
            ),
        ],
        features=("enum", "pascal_names", "3_tools"),
    ),
    # ---------------------------------------------------------------- trademark_search (5)
    Case(
        "am_tm_blue_wren_class25",
        "trademark_search",
        "direct",
        [
            Turn(
                "Search the Australian register for BLUE WREN in class 25.",
                calls=[
                    ExpectCall(
                        "tm__search_register",
                        {"query": contains("blue wren"), "jurisdiction": "AU", "nice_classes": items(25)},
                    )
                ],
                answer_has=[said("2230871", "Blue Wren Apparel")],
            ),
        ],
        features=("iso_code", "array", "namespaced_names", "1_tool"),
    ),
    Case(
        "am_tm_wattlebird_nerves",
        "trademark_search",
        "indirect",
        [
            Turn(
                "I'm about to launch a coffee brand called Wattlebird and I'm a bit nervous someone's already got the name",
                calls=[ExpectCall("tm__search_register", {"query": contains("wattlebird"), "jurisdiction": "AU"})],
                answer_has=[said("Wattlebird Roasters", "2104558")],
            ),
        ],
        features=("iso_code", "namespaced_names", "1_tool"),
    ),
    Case(
        "am_tm_kea_and_salt_sage",
        "trademark_search",
        "multi_intent",
        [
            Turn(
                "Check whether KEA KITCHEN is taken in New Zealand, and also look up SALT & SAGE here.",
                calls=[
                    ExpectCall("tm__search_register", {"query": contains("kea kitchen"), "jurisdiction": "NZ"}),
                    ExpectCall("tm__search_register", {"query": contains("salt"), "jurisdiction": "AU"}),
                ],
                answer_has=[
                    said("1089233", "Kea Kitchen Limited", "registered"),
                    said("pending", "opposition", "not yet registered", "accepted"),
                ],
            ),
        ],
        features=("iso_code", "namespaced_names", "1_tool"),
    ),
    Case(
        "am_tm_what_is_nice_class",
        "trademark_search",
        "no_tool",
        [
            Turn(
                "Sorry if this is a dumb question, but what actually is a Nice class?",
                forbid=["tm__search_register"],
                answer_has=[said("45", "forty-five", "forty five")],
            ),
        ],
        features=("namespaced_names", "1_tool"),
    ),
    Case(
        "am_tm_my_business_name",
        "trademark_search",
        "underspecified",
        [
            Turn(
                "Can you check whether my business name is already trademarked?",
                forbid=["tm__search_register"],
                clarify=True,
            ),
        ],
        features=("namespaced_names", "1_tool"),
    ),
]
