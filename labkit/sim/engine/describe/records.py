"""A record in words: its salient facts (the fields the question asks about first, then people,
statuses, dates and amounts), the one deep value a question names, a record as a sentence, a
list item as a phrase, and the fields every item of a list shares."""

from __future__ import annotations

import functools
import re
from typing import Any

from labkit.sim.engine.describe.values import CLOCK, MONEY_WORDS, SNAKE_WORDS, join, money_object, number_text, value_text
from labkit.sim.engine.lexicon import families
from labkit.sim.engine.outputs import field_label, id_of, label_of
from labkit.sim.engine.words import shorten, split_identifier, stem

#: Fields that name the person a booking or a case is with: a fact worth saying.
_ROLE_KEYS = frozenset("vet doctor dr dentist tutor teacher instructor coach trainer stylist barber therapist agent driver host "
                       "technician engineer courier nurse advisor adviser consultant assignee owner contact manager pharmacist "
                       "sitter walker groomer cleaner photographer clinician practitioner physio optician optometrist guide referee "
                       "carer nanny mechanic seller landlord captain leader volunteer coordinator organiser organizer".split())
_CURRENCY_PARTS = frozenset("eur gbp usd cad aud nzd chf jpy sek nok dkk pln inr".split())
SKIP_KEYS = {"error", "errors", "ok", "success", "hint", "object", "type", "_links", "links", "metadata", "schema", "raw"}
_PREFERRED = ("status", "state", "date", "time", "start", "end", "when", "price", "total", "amount", "balance", "temperature", "condition", "count",
              "quantity", "location", "city", "eta", "due", "id", "charge", "fee", "cost", "fare", "latency", "ref", "reference", "confirmation",
              "departs", "departure", "depart", "arrives", "arrival", "opens", "closes", "deadline", "expires")  # (when a sailing leaves, a show closes)


def _a_named_kind(key: str, value: Any) -> bool:
    """A `type` that names a kind of its own ("EuroLink 25", "Annual Pass"), not a schema's or a
    wire format's word ("object", "message"): worth saying like any other field."""
    return key == "type" and isinstance(value, str) and len(value) <= 60 and bool(re.search(r"[A-Z]|\d|\s", value.strip()))


def facts(record: dict[str, Any], *, limit: int = 6, skip: tuple[str, ...] = (), known: set[str] = frozenset(),
          asked: set[str] = frozenset()) -> list[str]:
    """Up to `limit` salient facts of a record as "key value" phrases: the fields the question
    asks about first (`asked`: stems of its words), then ids, statuses, dates and amounts
    (values in `known`, already said, left out)."""
    record = _with_units(record)
    label = label_of(record)
    keys = [k for k in record if (k not in SKIP_KEYS or _a_named_kind(k, record[k])) and k not in skip and record[k] not in (None, "", [], {})]
    keys = [k for k in keys if str(record[k]).lower() not in known]
    keys = [k for k in keys if not (isinstance(record[k], str) and record[k] == label)]
    keys = [k for k in keys if not _named_beside(k, record)]
    position = {key: index for index, key in enumerate(keys)}
    failed = any(v is False for k, v in record.items() if set(split_identifier(k)) - {"is", "has"} and k not in SKIP_KEYS) \
        or any(str(record.get(k, "")).lower() in ("failed", "rejected", "declined", "refused") for k in ("status", "state", "result"))

    def rank(key: str) -> tuple[int, int]:
        if failed and set(split_identifier(key)) & {"reason", "why", "error", "message", "detail", "details"}:
            return (-2, position[key])  # "renewed: no — maximum of 3 renewals reached": why it did not happen, first
        if "total" in asked and "total" in split_identifier(key) and not isinstance(record[key], (dict, list)):
            return (-1, position[key])  # "a quote for …", "how much …": what it all comes to, first
        if asks_about(key, asked) or "time" in asked and isinstance(record[key], str) and CLOCK.fullmatch(record[key].strip()):
            return (0, position[key])  # "what time did she get picked up?": the clock times say it
        parts = split_identifier(key)
        person = bool(set(parts) & _ROLE_KEYS) and isinstance(record[key], str) and not any(ch.isdigit() for ch in record[key])
        money = bool(set(parts) & _CURRENCY_PARTS) and isinstance(record[key], (int, float))  # `depositEur`: an amount is worth saying
        if not label and _names_listed(record[key]):
            return (0, position[key])  # a trip with no name is what it visits: "sites Sail Rock, Chumphon Pinnacle"
        return (1 if person or money or any(p in parts for p in _PREFERRED) else 2, position[key])  # "vet Dr. Helen Carter" is worth saying

    keys.sort(key=rank)
    inside = _asked_inside(record, keys, asked)
    out = [f"{field_label(key)} {field_label(child)} {value_text(child, value, record[key])}" for key, child, value in inside]
    for key in keys[:limit]:
        value = record[key]
        if isinstance(value, dict) and any(key == k for k, _c, _v in inside):
            value = {c: v for c, v in value.items() if not any(key == k and c == child for k, child, _v in inside)}  # (said above, by path)
            if not value:
                continue
        if isinstance(value, (dict, list)) and not value:
            continue
        if isinstance(value, list) and value and isinstance(value[0], dict):
            inherited = _inherited(value, record)  # a slot's `showId` and `month` are the listing's: said once, above
            if len(value) <= 3:
                out.append(f"{field_label(key)}: " + "; ".join(item_phrase(v, limit=3 if inherited or len(value) <= 2 else 2, asked=asked, skip=inherited) for v in value))
            elif len(value) <= 8 and all(label_of(v) for v in value if isinstance(v, dict)):
                out.append(f"{len(value)} {field_label(key)}: " + "; ".join(item_phrase(v, limit=1, skip=inherited) for v in value))  # name them all
            else:
                out.append(f"{len(value)} {field_label(key)}")
            continue
        if _records_by_name(value):
            # {"balances": {"annual": {"entitlement": 25, "available": 21.5}}}, {"sizes": {"6in": {...}, "8in": {...}}}:
            # each named record with its own facts, not just the names
            per = 5 if len(value) == 1 else 2
            out.append(f"{field_label(key)}: " + "; ".join(f"{_name_text(name)} ({', '.join(facts(inner, limit=per, asked=asked))})"
                                                          for name, inner in value.items()))
            continue
        counted_phrase = _count_left(key, value)
        if counted_phrase:
            out.append(counted_phrase)  # "1 guest passes left", "4 lessons remaining" (not "guest passes left 1")
            continue
        if isinstance(value, int) and not isinstance(value, bool) and re.fullmatch(r"[a-z]{3,}s", key):
            out.append(f"{value} {key}")  # "3 scooters", not "scooters 3"
            continue
        out.append(f"{field_label(key)} {value_text(key, value, record)}")
    return out



def _with_units(record: dict[str, Any]) -> dict[str, Any]:
    """{"readings": {"battery_soc": 79}, "units": {"battery_soc": "%"}}: each number with its unit
    ("79%"), and the table of units no longer a fact of its own."""
    units = record.get("units")
    if not isinstance(units, dict) or not units or not all(isinstance(u, str) and 0 < len(u) <= 8 for u in units.values()):
        return record

    def with_unit(key: str, value: Any) -> Any:
        if key not in units or not isinstance(value, (int, float)) or isinstance(value, bool):
            return value
        shown = f"{value:g}" if isinstance(value, float) else str(value)
        return f"{shown}{units[key]}" if units[key] in ("%", "°C", "°F", "°") else f"{shown} {units[key]}"

    out = {}
    for key, value in record.items():
        if key == "units":
            continue
        out[key] = {c: with_unit(c, v) for c, v in value.items()} if isinstance(value, dict) else with_unit(key, value)
    return out


def _names_listed(value: Any) -> bool:
    """A short list of names ("Sail Rock", "Chumphon Pinnacle"): what a record with no name of its
    own is about."""
    return isinstance(value, list) and 0 < len(value) <= 4 and all(
        isinstance(v, str) and 2 < len(v) <= 60 and v[:1].isupper() and v[1:2].isalpha() for v in value)


def _inherited(items: list[Any], record: dict[str, Any]) -> tuple[str, ...]:
    """The fields of a nested list's items that only repeat the record around them (every item's
    `showId` is the show's): nothing to say item by item."""
    first = items[0] if items and isinstance(items[0], dict) else {}
    outer = {str(v) for v in record.values() if isinstance(v, (str, int, float)) and not isinstance(v, bool)}
    return tuple(k for k, v in first.items() if isinstance(v, (str, int, float)) and not isinstance(v, bool) and str(v) in outer
                 and all(isinstance(i, dict) and i.get(k) == v for i in items))


#: The most named records a map of them is said in full (each with its facts).
_NAMED_RECORDS = 4


def _records_by_name(value: Any) -> bool:
    """A map of named records ({"annual": {...}, "sick": {...}}), none a label of its own."""
    return (isinstance(value, dict) and 0 < len(value) <= _NAMED_RECORDS and not label_of(value)
            and all(isinstance(v, dict) and v and any(not isinstance(x, (dict, list)) for x in v.values()) for v in value.values()))


def _name_text(name: Any) -> str:
    """A key that names a thing, as words: "annual", "6in", "Week pass" ("full_colour" -> "full colour")."""
    text = str(name)
    return text.replace("_", " ") if SNAKE_WORDS.fullmatch(text) else text


#: Words that end (or open) a count of what is still there: `guest_passes_left`, `remaining_lessons`.
_LEFT_WORDS = ("left", "remaining", "remain", "available", "unused", "spare")


def _count_left(key: str, value: Any) -> str | None:
    """"1 guest passes left" for {"guest_passes_left": 1}, "4 remaining lessons" for
    {"remaining_lessons": 4}: how many of a thing are left, said as a count (None otherwise)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    parts = split_identifier(key)
    if len(parts) < 2 or parts[-1] in ("id", "pct", "percent", "gbp", "eur", "usd", "at", "date", "until"):
        return None
    if parts[-1] in _LEFT_WORDS:
        return f"{number_text(value)} {' '.join(parts[:-1])} {parts[-1]}"
    if parts[0] in _LEFT_WORDS and parts[-1] in ("count", "number", "num", "qty", "total"):
        return f"{number_text(value)} {parts[0]}"  # `availableCount`: "3 available"
    if parts[0] in _LEFT_WORDS:
        return f"{number_text(value)} {' '.join(parts)}"
    return None


def _is_moment(value: Any) -> bool:
    """A clock time or an ISO moment with a time ("09:55", "2027-07-18T09:55")."""
    return isinstance(value, str) and (bool(CLOCK.fullmatch(value.strip())) or bool(_MOMENT.fullmatch(value.strip())))


_MOMENT = re.compile(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:?\d{2})?")


def _asked_inside(record: dict[str, Any], keys: list[str], asked: set[str], limit: int = 2) -> list[tuple[str, str, Any]]:
    """(field, child, value) for the values inside a nested record that the question asks about
    ("what time's my booking?" over {"sailing": {"departs": "…T09:55"}}): said first, by path.
    Moments come first when the question asks when; a child named only by its parent's word
    (`trip.trip_id` for "my trip") or an id is not what is asked."""
    if not asked:
        return []
    found: list[tuple[int, str, str, Any]] = []
    wants_time = bool(asked & {"time", "when"})
    for key in keys:
        inner = record[key]
        if not isinstance(inner, dict) or asks_about(key, asked) and not wants_time or money_object(inner) is not None:
            continue  # ({"youGet": {"currency": "CHF", "amount": 274.65}} is said whole: "you get 274.65 CHF")
        parent = {stem(p) for p in split_identifier(key)}
        for child, value in inner.items():
            if isinstance(value, (dict, list)) or value in (None, "") or child in SKIP_KEYS:
                continue
            parts = split_identifier(child)
            if parts and parts[-1] in ("id", "ids", "ref", "code", "number", "name"):
                continue
            if wants_time and _is_moment(value):
                found.append((0, key, child, value))
            elif {stem(p) for p in parts} - parent and asks_about("_".join(p for p in parts if stem(p) not in parent), asked):
                found.append((1, key, child, value))
    found.sort(key=lambda f: f[0])
    return [(key, child, value) for _rank, key, child, value in found[:limit]]


def _named_beside(key: str, record: dict[str, Any]) -> bool:
    """`tutor_id` beside `tutor: "Carmen Ruiz"`: the name says who, the id is a handle for the tools."""
    parts = split_identifier(key)
    if len(parts) < 2 or parts[-1] not in ("id", "ref", "code", "number"):
        return False
    base = "_".join(parts[:-1])
    named = next((v for k, v in record.items() if "_".join(split_identifier(k)) in (base, base + "_name")), None)
    return isinstance(named, str) and not any(ch.isdigit() for ch in named) and " " in named.strip()


def asks_about(key: str, asked: set[str] | frozenset[str]) -> bool:
    """Is a field what the question asks about (its words, a word of their family, a prefix)?"""
    return _asks_about(key, asked if isinstance(asked, frozenset) else frozenset(asked))


@functools.lru_cache(maxsize=8192)
def _asks_about(key: str, asked: frozenset[str]) -> bool:
    parts = _key_stems(key)
    if parts & asked:
        return True
    reach = _families_of(asked)
    return any(families(p) & reach or any(len(a) >= 3 and p.startswith(a) and len(p) <= len(a) + 3 for a in asked) for p in parts)


@functools.lru_cache(maxsize=4096)
def _key_stems(key: str) -> frozenset[str]:
    return frozenset(stem(p) for p in split_identifier(key))


@functools.lru_cache(maxsize=256)
def _families_of(asked: frozenset[str]) -> frozenset[int]:
    """Every word family a word of the question belongs to (a field related to one is asked about)."""
    return frozenset().union(*(families(a) for a in asked))


def _cells_alike(row: dict[str, Any]) -> bool:
    values = [v for v in row.values()]
    return len(values) >= 2 and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values) or (
        len(values) >= 2 and all(isinstance(v, str) and len(v) <= 40 for v in values))


def asked_leaf(record: dict[str, Any], asked: set[str], budget: int = 500) -> str | None:
    """"how much is a week pass for a student?" over {"fares": {"WEEK_PASS": {"student": 16.0}}}:
    the one value deep in a record whose keys the question names (two or more of them), said with
    its path: "Week pass, student: €16." (None when no such value stands out)."""
    if not asked:
        return None
    if asked & {"time", "when"} and any(_is_moment(v) for inner in record.values() if isinstance(inner, dict) for v in inner.values()):
        return None  # "what time does my trip leave?": the moment inside the record says it, not a cell the words name
    best: list[tuple[int, list[str], Any]] = []
    named_rows: list[tuple[list[str], dict[str, Any]]] = []
    stack: list[tuple[list[str], Any, bool]] = [([], record, False)]
    while stack and budget > 0:
        path, node, in_table = stack.pop()
        budget -= 1
        if isinstance(node, dict):
            # a table: rows (dicts) of cells of one type — {"WEEK_PASS": {"adult": 20, "student": 16}, …}
            rows = [v for v in node.values() if isinstance(v, dict)]
            lists = [v for v in node.values() if _scalars(v)]
            table = len(rows) >= 1 and all(_cells_alike(r) for r in rows) or bool(lists) and len(lists) == len(node)
            # (one row is a table too: {"dry_clean": {"coat": 24.5, …}}; so are lists by name: {"Joris": ["10:00", …]})
            if in_table and path and asks_about(path[-1], asked) and _cells_alike(node):
                named_rows.append((path, node))
            for key, child in node.items():
                if key in SKIP_KEYS:
                    continue
                if isinstance(child, dict):
                    stack.append((path + [str(key)], child, table))  # a row of this table
                elif in_table or table and _scalars(child):
                    stack.append((path + [str(key)], child, True))  # a cell of this row
            continue
        if not in_table:
            continue
        if isinstance(node, (list, tuple)) and not _scalars(node) or len(path) < 2:
            continue
        keys = [key for key in path if asks_about(key, asked)]
        matched = len({stem(p) for key in keys for p in split_identifier(key)} & asked) + len(keys)
        if len(keys) >= 2 and asks_about(path[-1], asked) | asks_about(path[-2], asked):
            best.append((matched, path, node))
    direct = [(path, row) for path, row in named_rows if {stem(p) for p in split_identifier(path[-1])} & asked]
    named_rows = direct or named_rows  # "day" names DAY_PASS itself; WEEK_PASS only by a related word
    top = max((b[0] for b in best), default=0)
    if len({tuple(b[1][:-1]) for b in best if b[0] == top}) == 1 and len([b for b in best if b[0] == top]) > 1:
        row_path = [b for b in best if b[0] == top][0][1][:-1]
        named_rows = [(path, row) for path, row in named_rows if path == row_path]
        best = [] if len(named_rows) == 1 else best  # every cell of one row fits as well: the row is the answer
    if not best and len(named_rows) == 1:
        # "how much is a day ticket?": one row of the table is named; its cells are the answer
        path, row = named_rows[0]
        money = any(stem(p) in {stem(w) for w in MONEY_WORDS} for key in path for p in split_identifier(key))
        cells = [f"{field_label(k)} {value_text('price' if money and isinstance(v, (int, float)) else k, v, record)}" for k, v in list(row.items())[:6]]
        label = field_label(path[-1])
        return f"{label[:1].upper()}{label[1:]}: {join(cells)}."
    if not best:
        return None
    top = max(b[0] for b in best)
    leaders = [b for b in best if b[0] == top]
    if len(leaders) != 1:
        return None
    _n, path, leaf = leaders[0]
    named = [k for k in path if asks_about(k, asked)]
    money = any(stem(p) in {stem(w) for w in MONEY_WORDS} for key in path for p in split_identifier(key))
    if isinstance(leaf, (list, tuple)):
        text = join([value_text(path[-1], v, record) for v in leaf]) if leaf else "none"
    else:
        text = value_text("price" if money and isinstance(leaf, (int, float)) else path[-1], leaf, record)
    label = ", ".join(k if k[:1].isupper() and not k.isupper() else field_label(k) for k in named)  # a name keeps its capital
    return f"{label[:1].upper()}{label[1:]}: {text}."


def _scalars(value: Any) -> bool:
    """A short list of plain values (["10:00", "11:30"])."""
    return isinstance(value, (list, tuple)) and 0 < len(value) <= 12 and all(isinstance(v, (str, int, float)) and not isinstance(v, bool) for v in value)


def record_sentence(record: dict[str, Any], *, subject: str | None = None, limit: int = 8, asked: set[str] = frozenset()) -> str:
    """"Luigi's Trattoria — status confirmed, date 2026-12-04, time 19:00 and party size 4."."""
    label = subject or label_of(record)
    ident = id_of(record)
    said = (ident[0],) if ident and subject and str(ident[1]) in subject else ()
    found = facts(record, limit=limit, asked=asked, skip=said, known={subject.lower()} if subject else frozenset())
    long_text = [v for k, v in record.items() if isinstance(v, str) and len(v) > 140 and k not in SKIP_KEYS]
    if not found and long_text:
        return shorten(long_text[0], 300)
    body = join(found)
    if label and re.fullmatch(r"[a-z]+(?: [a-z]+)*", label):
        label = label[:1].upper() + label[1:]  # "hygienist visit — …", "checkout — …" start a sentence
    if label and body:
        return f"{label} — {body}."
    return (body[:1].upper() + body[1:] + ".") if body else (f"{label}." if label else "")


def item_phrase(item: Any, *, limit: int = 2, asked: set[str] = frozenset(), skip: tuple[str, ...] = (), said: str = "") -> str:
    """One list item in a few words: its label and one or two facts (those asked about first).
    `said`: what the sentence already named ("for copper"): a label equal to it is not said again."""
    if not isinstance(item, dict):
        return value_text("value", item)
    label = label_of(item)
    if label and said and label.lower() == said.lower():
        label = None
    ident = id_of(item)
    skipped = tuple(skip) + ((ident[0],) if ident else ())
    details = facts(item, limit=limit, skip=skipped, asked=asked)
    if label and SNAKE_WORDS.fullmatch(label):
        label = label.replace("_", " ")  # "veg_patch": said as words
    head = label or (f"{ident[1]}" if ident else "")
    if ident and label and str(ident[1]) not in head:
        head = f"{label} ({ident[1]})"
    if head and details:
        return f"{head}: {', '.join(details)}"
    return head or ", ".join(details)


def constant_fields(items: list[Any]) -> dict[str, Any]:
    """Scalar fields every record of a list shares (the date of all showtimes): said once."""
    records = [i for i in items if isinstance(i, dict)]
    if len(records) < 2 or len(records) != len(items):
        return {}
    first = records[0]
    return {k: v for k, v in first.items()
            if not isinstance(v, (dict, list)) and v not in (None, "") and k not in SKIP_KEYS
            and all(r.get(k) == v for r in records[1:]) and id_of({k: v}) is None and label_of({k: v}) is None}
