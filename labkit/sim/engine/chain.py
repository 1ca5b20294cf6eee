"""Stage 5 — chains: when one tool's output is another's input.

- `sources.producers(param, toolbox, target)` (its own module): the read tools that can give a
  missing value;
- `choose(elements, clause, evidence)`: which element of a list a request points at — the one
  it names, the first/second/last, the cheapest/best/earliest, or every one ("for each") — and
  `None` when it cannot tell (then the model asks which one).

Never guess an id a tool could provide: the dependent call waits for the producer's output.
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rapidfuzz import fuzz

from labkit.sim.engine import lexicon
from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.evidence.propernames import KIN
from labkit.sim.engine.outputs import id_of, label_of, walk
from labkit.sim.engine.schema import Param
from labkit.sim.engine.slots import slot_of
from labkit.sim.engine.tools import ToolProfile
from labkit.sim.engine.words import STOPWORDS, split_identifier, stem, words

#: Words that point at an element without naming it ("the *one* from…", "my *latest*").
_CHOICE_NOISE = frozenset(stem(w) for w in "one ones thing item please mine latest last first second third next previous cheapest best other recent "
                                             "on off up down".split())  # "turn off the hall light": off is what to do, not which
_FANOUT = re.compile(r"\b(for each|for every|each of|every one|all of (?:them|these|those|the)|all the|both|each|everything|every single one)\b", re.I)
_PRICE_KEYS = ("price", "cost", "amount", "total", "fee", "fare", "rate")
_QUALITY_KEYS = ("rating", "score", "stars", "rank", "review", "popularity", "value", "discount", "savings")
_TIME_KEYS = ("date", "time", "departure", "start", "when", "at", "eta", "arrival")
_SIZE_KEYS = ("distance", "duration", "length", "size", "minutes", "km", "miles", "capacity", "seats", "area", "sqm", "rooms", "value", "amount", "revenue", "budget")


#: What "both"/"each" may count that is not the listed things: people ("both adults", "each of
#: us"), directions and times ("both ways", "each day").
_NOT_LISTED = re.compile(r"\s+(?:of\s+)?(?:us|you|adults?|kids?|children|child|people|persons?|guests?|passengers?|travell?ers?|"
                         r"ways?|days?|nights?|weeks?|mornings?|evenings?|times?|sides?|parents?|twins?|other)\b", re.I)


def wants_each(text: str) -> bool:
    """Does the request ask for every element ("for each deal", "all of them", "both")? Not when
    what it counts is people or times ("both adults", "each way")."""
    text = text[:5000]
    return any(not _NOT_LISTED.match(text, m.end()) for m in _FANOUT.finditer(text))


@dataclass
class Chosen:
    """The element(s) a request points at, and why."""

    elements: list[dict[str, Any]]
    why: str
    ambiguous: bool = False


_CURRENCY_PARTS = frozenset("gbp usd eur chf jpy cad aud nzd sek nok dkk pln czk inr".split())
_WHOLE_PRICE = frozenset("total price cost estimated estimate annual yearly monthly amount overall".split())
_PART_PRICE = frozenset("fee deposit exit charge standing unit surcharge tax vat discount saving savings".split())


def _price_key(records: Sequence[dict[str, Any]]) -> str | None:
    """The field that says what a result costs in all (`estimated_annual_gbp`, `total_price`), not
    one part of it (`exit_fee_gbp_per_fuel`, `unit_rate_p_per_kwh`): what "the cheapest" is by."""
    best: tuple[int, int, str] | None = None
    for index, key in enumerate(records[0]):
        parts = split_identifier(str(key))
        if not all(isinstance(r.get(key), (int, float)) and not isinstance(r.get(key), bool) for r in records if key in r):
            continue
        if not set(parts) & (_CURRENCY_PARTS | set(_PRICE_KEYS) | _WHOLE_PRICE) or set(parts) & {"id", "count", "months", "days", "rating"}:
            continue
        score = 3 * bool(set(parts) & _WHOLE_PRICE) + bool(set(parts) & _CURRENCY_PARTS) - 2 * ("per" in parts) - 2 * bool(set(parts) & _PART_PRICE)
        if best is None or score > best[0]:
            best = (score, index, str(key))
    return best[2] if best is not None and best[0] > 0 else None


def _numeric_key(records: Sequence[dict[str, Any]], names: Sequence[str]) -> str | None:
    for name in names:
        for key in records[0]:
            parts = split_identifier(str(key))
            if name in parts and all(isinstance(r.get(key), (int, float)) and not isinstance(r.get(key), bool) for r in records if key in r):
                if any(key in r for r in records):
                    return key
    return None


def _sortable(value: Any) -> Any:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and re.fullmatch(r"\d{1,2}:\d{2}(?::\d{2})?", value.strip()):
        hours, minutes = value.strip().split(":")[:2]
        return int(hours) * 60 + int(minutes)  # a time of day, in minutes
    if isinstance(value, str):
        try:
            return dt.datetime.fromisoformat(value.replace("Z", "+00:00")).timestamp()
        except ValueError:
            return None
    return None


#: Superlatives that name a measure rather than say "most"/"least": "the driest zone" has the least moisture.
_MEASURED = {
    "driest": (("moisture", "humidity", "water", "wet", "rain"), True), "wettest": (("moisture", "humidity", "water", "wet", "rain"), False),
    "hottest": (("temp", "temperature", "heat"), False), "warmest": (("temp", "temperature", "heat"), False),
    "coldest": (("temp", "temperature", "heat"), True), "coolest": (("temp", "temperature"), True),
    "busiest": (("busy", "load", "occupancy", "crowd", "queue", "visitors", "utilisation", "utilization", "cpu"), False),
    "quietest": (("busy", "load", "occupancy", "crowd", "queue", "visitors", "noise"), True),
    "windiest": (("wind",), False), "sunniest": (("sun", "uv", "sunshine"), False),
}


def _measured_superlative(records: list[dict[str, Any]], text: str) -> tuple[dict[str, Any], str] | None:
    for word in words(text):
        if word in _MEASURED:
            names, low = _MEASURED[word]
            key = next((k for k in records[0] if any(n in split_identifier(str(k)) or str(k).lower().startswith(n) for n in names)
                        and all(isinstance(r.get(k), (int, float)) and not isinstance(r.get(k), bool) for r in records if k in r)), None)
            if key is None:
                return None
            ranked = sorted(((r[key], i, r) for i, r in enumerate(records) if isinstance(r.get(key), (int, float))), key=lambda t: ((t[0] if low else -t[0]), t[1]))
            return (ranked[0][2], f"the {word} by {key}") if ranked else None
    return None


#: "the next class", "the next available one" (not "next week", "next to the door", "next Friday"):
#: the soonest of the listed items.
_NEXT_ONE = re.compile(r"\b(?:the\s+)?(?:next|upcoming)\s+(?!(?:to|door|week|month|year|weekend|time|day|morning|afternoon|evening|night|"
                       r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|"
                       r"january|february|march|april|may|june|july|august|september|october|november|december|"
                       r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|few|couple|\d)\b)[a-z]", re.I)


def ranked_by(why: str) -> str | None:
    """The field a superlative's reason names ("the cheapest by estimated_annual_gbp"), or None."""
    return why.split(" by ", 1)[1] if " by " in why else None


def superlative(records: list[dict[str, Any]], text: str) -> tuple[dict[str, Any], str] | None:
    measured = _measured_superlative(records, text)
    if measured is not None:
        return measured
    said = [w for w in words(text) if w in lexicon.SUPERLATIVE_LOW or w in lexicon.SUPERLATIVE_HIGH]
    if not said and _NEXT_ONE.search(text):
        said = ["soonest"]  # "put me in the next hot power class": the soonest of those listed with a time
    if not said:
        return None
    word = said[0]
    low = word in lexicon.SUPERLATIVE_LOW
    text_stems = {stem(w) for w in words(text)}
    keys: list[str] = []
    for key in records[0]:
        if any(_sortable(r.get(key)) is not None for r in records) and set(stem(p) for p in split_identifier(str(key))) & text_stems:
            keys.append(key)
    if not keys:
        if word in ("cheapest", "cheaper", "lowest", "least", "most", "expensive", "priciest", "pricier"):
            keys = [k for k in [_price_key(records) or _numeric_key(records, _PRICE_KEYS)] if k]
        elif word in ("best", "top", "highest", "better", "greatest"):
            keys = [k for k in [_numeric_key(records, _QUALITY_KEYS)] if k]
            if not keys and _numeric_key(records, _PRICE_KEYS):
                keys, low = [k for k in [_numeric_key(records, _PRICE_KEYS)] if k], True
        elif word in ("earliest", "soonest", "latest", "newest", "earlier", "later", "newer"):
            keys = [k for k in records[0] if any(t in split_identifier(str(k)) for t in _TIME_KEYS) and any(_sortable(r.get(k)) is not None for r in records)]
            low = word in ("earliest", "soonest", "earlier")
        elif word in ("nearest", "closest", "shortest", "fastest", "smallest", "longest", "largest", "biggest", "nearer", "closer",
                      "shorter", "faster", "smaller", "longer", "larger", "bigger", "roomier"):
            keys = [k for k in [_numeric_key(records, _SIZE_KEYS + _PRICE_KEYS)] if k]
    if not keys and word in ("best", "top", "closest", "nearest", "likeliest", "likeliest", "first"):
        # search results come best first: "the closest one" of similar incidents is the first match
        return records[0], f"the {word} match (listed first)"
    if not keys:
        return None
    key = keys[0]
    ranked = [(v, i, r) for i, r in enumerate(records) if (v := _sortable(r.get(key))) is not None]
    if not ranked:
        return None
    ranked.sort(key=lambda t: ((t[0] if low else -t[0]), t[1]))
    return ranked[0][2], f"the {word} by {key}"


def _strings(record: dict[str, Any]) -> list[str]:
    """Every scalar of a record as text, nested lists and objects included (bounded)."""
    return [str(v) for _path, v in walk(record) if isinstance(v, (str, int, float)) and not isinstance(v, bool)][:200]


@functools.lru_cache(maxsize=4096)
def _lead_stems(text: str) -> frozenset[str]:
    """The stems of a field's first 40 words (a record is read again at every step of a run)."""
    found = words(text[:400])[:40]
    return frozenset(stem(w) for w in found) | frozenset(stem(part) for w in found if "-" in w for part in w.split("-") if len(part) > 2)  # "Paris-Nord" is the paris one


@functools.lru_cache(maxsize=4096)
def _lead_prefixes(text: str) -> frozenset[str]:
    """Every prefix of four letters or more of the field's lead stems of four letters or more: a
    said word that is one of these begins a word of the field ("refund" and "refunded")."""
    return frozenset(stem_[:k] for stem_ in _lead_stems(text) if len(stem_) >= 4 for k in range(4, len(stem_) + 1))


def _named(records: list[dict[str, Any]], evidence: Evidence, span: tuple[int, int], ignore: set[str] = frozenset()) -> list[dict[str, Any]]:
    """Records that contain a value the clause states (a name, a place, an id, a date, a number)
    or one of its content words ("the *passport* one", "the *pending* request")."""
    stated = [m for m in evidence.mentions if span[0] <= m.start < span[1] and m.kind in ("name", "place", "person", "id", "date", "datetime", "quoted", "country", "money", "number", "time", "range")]
    covered = {i for m in stated for i in range(m.start, m.end)}
    inside = [t for t in evidence.toks if span[0] <= t.start < span[1] and t.is_word]
    # the verb that opens a command is what to do, not which one: "pay the unpaid one" is not about "paid"
    opener = {stem(inside[0].lower)} if inside and lexicon.is_act_verb(stem(inside[0].lower)) else set()
    said = [part for t in inside if t.start not in covered for part in ([t.lower] + (t.lower.split("-") if "-" in t.lower else []))]
    content = {stem(w) for w in said if w not in STOPWORDS and len(w) > 2} - ignore - _CHOICE_NOISE - opener  # "full-day" says "full" and "day"
    compounds = [t.lower.replace("-", " ") for t in inside if "-" in t.lower and t.start not in covered]  # "the all-day option"
    if not stated and not content and not compounds:
        return []
    hits: list[tuple[float, int, dict[str, Any]]] = []
    for index, record in enumerate(records):
        score = 0.0
        flat = _strings(record)
        record_stems = set().union(*(_lead_stems(text) for text in flat))
        score += 2.0 * len(content & record_stems)
        record_prefixes = set().union(*(_lead_prefixes(text) for text in flat))
        score += 1.0 * sum(1 for c in content - record_stems if len(c) >= 4 and (c in record_prefixes or any(c[:k] in record_stems for k in range(4, len(c)))))
        # "the failed one" and {"conclusion": "failure"}: a word of the same root, said another way
        score += 2.0 * sum(1 for c in compounds if any(re.search(rf"\b{re.escape(c)}\b", v.lower().replace("-", " ")) for v in flat))
        for mention in stated:
            value = str(mention.value)
            if mention.kind in ("number", "money"):
                if any(_same_number(v, mention.value) for v in record.values()):
                    score += 1.0
                continue
            if mention.kind == "time":
                if any(value in v for v in flat):
                    score += 1.5
                continue
            when = (mention.extra or {}).get("when")
            if mention.kind == "datetime" and when is not None and when.approximate and _within_part_of_day(flat, value):
                score += 2.5  # "last night's run" and {"started_at": "2026-12-07T03:00"}
                continue
            if mention.kind == "datetime" and len(value) >= 16 and any(v.strip()[:5] == value[11:16] for v in flat):
                score += 1.5  # "at 9:30 tomorrow" and a slot at "09:30" (its day is the listing's)
            elif mention.kind == "datetime" and len(value) >= 16 and any(re.match(r"\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}", v) and v[11:16] == value[11:16] for v in flat):
                score += 2.0 if any(v[:10] == value[:10] and v[11:16] == value[11:16] for v in flat) else 1.0  # a slot starting "2026-12-12T10:30" (a name says more)
            if mention.kind == "range" and isinstance(mention.value, tuple):
                begin, finish = mention.value
                if begin.unit == "month":
                    continue  # "the november invoice": the month itself is matched below
                last = finish.date
                if begin.date and last and last == evidence.today and begin.date.weekday() == 0 and (last - begin.date).days < 7:
                    last = begin.date + dt.timedelta(days=6)  # "due this week": the rest of the week counts too
                if begin.date and last and any(re.fullmatch(r"\d{4}-\d{2}-\d{2}", v) and begin.date.isoformat() <= v <= last.isoformat() for v in flat):
                    score += 3.0  # "the one due this week": a date of the record inside the range
                continue
            if mention.kind == "date" and when is not None and when.unit in ("week", "next week", "this week", "last week", "weekend", "next weekend"):
                continue  # "a warehouse shift next week": the week's Monday is no day the user picked
            if mention.kind == "date" and isinstance(mention.value, str) and when is not None and when.approximate:
                days = sorted(v[:10] for v in flat if re.match(r"\d{4}-\d{2}-\d{2}(?:$|[T ])", v))
                if len(days) >= 2 and days[0] < days[-1] and days[0] <= mention.value <= days[-1] and mention.value not in days:
                    score += 1.5  # "the christmas one" and a stay from the 23rd to the 27th (a day the record names says more)
                    continue
            if mention.kind == "date" and when is not None and when.unit == "month" and when.date is not None:
                month_name, month_code = when.date.strftime("%B").lower(), when.date.strftime("%Y-%m")
                if any(v.strip() == month_code or month_name in v.lower() for v in flat):
                    score += 3.0  # "the november invoice" and {"month": "November 2026"} or {"month": "2026-11"}
                elif any(v.startswith(month_code) for v in flat):
                    score += 1.0  # a day of that month ("due": "2026-11-15") says less
                continue
            for field_value in flat:
                low = field_value.lower()
                if value.lower() == low or (len(value) > 2 and value.lower() in low):
                    score += 3.0
                    break
                if mention.kind in ("name", "place", "person", "quoted") and len(value) >= 4 and len(low) >= min(4, len(value)) \
                        and fuzz.partial_ratio(value.lower(), low) >= 88:  # (a room "A" is inside "Data" but names nothing)
                    score += 2.0
                    break
        if score:
            hits.append((score, index, record))
    if not hits:
        return []
    hits.sort(key=lambda t: (-t[0], t[1]))
    best = hits[0][0]
    return [record for score, _i, record in hits if score == best]


_STAMP = re.compile(r"(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})")


def _within_part_of_day(flat: list[str], said: str) -> bool:
    """A timestamp of the record inside the part of the day a vague time names: "last night"
    (21:00 the day before) runs from 18:00 to 06:00 the next morning; "this morning" (09:00)
    from 05:00 to 12:00; an afternoon 12:00–17:00; an evening 17:00–23:59."""
    try:
        centre = dt.datetime.fromisoformat(said[:16])
    except ValueError:
        return False
    hour = centre.hour
    day = dt.datetime.combine(centre.date(), dt.time())
    if hour >= 20:
        begin, end = day + dt.timedelta(hours=18), day + dt.timedelta(hours=30)
    elif hour >= 17:
        begin, end = day + dt.timedelta(hours=17), day + dt.timedelta(hours=24)
    elif hour >= 12:
        begin, end = day + dt.timedelta(hours=12), day + dt.timedelta(hours=17)
    else:
        begin, end = day + dt.timedelta(hours=5), day + dt.timedelta(hours=12)
    for value in flat:
        found = _STAMP.match(value.strip())
        if found:
            stamp = dt.datetime.fromisoformat(f"{found.group(1)}T{found.group(2)}:{found.group(3)}")
            if begin <= stamp < end:
                return True
    return False


def _same_number(value: Any, number: float) -> bool:
    if isinstance(value, str) and re.fullmatch(r"\d{1,6}(?:\.\d+)?", value.strip()):
        value = float(value)  # {"section": "01"} and "section 01"
    return isinstance(value, (int, float)) and not isinstance(value, bool) and abs(value - number) < 1e-9


def _without_dates(text: str, evidence: Evidence, span: tuple[int, int]) -> str:
    """The clause with its dates blanked: "31st to the 2nd" says when, not which result."""
    chars = list(text)
    for mention in evidence.mentions:
        if mention.kind in ("date", "range", "datetime") and span[0] <= mention.start and mention.end <= span[1]:
            chars[mention.start - span[0] : mention.end - span[0]] = " " * (mention.end - mention.start)
    return "".join(chars)


#: "last night", "first thing tomorrow", "last week's": when, not which item.
_ORDINAL_OF_TIME = re.compile(r"\b(first|last|final)\s+(?:night|week|month|year|time|weekend|morning|evening|afternoon|thing|summer|winter|spring|autumn|"
                              r"monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:'s|’s)?\b", re.I)


def ordinals_said(text: str) -> list[str]:
    """The ordinal words of a text that pick an item ("the second one", "the last"), not a time."""
    timed = {m.start(1) for m in _ORDINAL_OF_TIME.finditer(text)}
    return [m.group(0).lower() for m in re.finditer(r"\b[\w]+\b", text) if m.group(0).lower() in lexicon.ORDINALS and m.start() not in timed]


def _ordinal(records: list[dict[str, Any]], text: str) -> tuple[dict[str, Any], str] | None:
    for word in ordinals_said(text):
        if re.search(rf"\b{word}\b(?:\s+(?:one|option|result|item|\w+))?", text.lower()):
            index = lexicon.ORDINALS[word]
            if -len(records) <= index < len(records):
                return records[index], f"the {word} one"
    return None


#: "the bigger one", "the cheapest option": a comparison that names which one by itself.
_STATED_COMPARISON = re.compile(r"\bthe\s+(?:\w+est|\w+er|best|top|most \w+|least \w+)\s+(?:one|option|room|result|choice)?\b", re.I)


def choose(elements: list[Any], evidence: Evidence, span: tuple[int, int], *, other_than: Sequence[dict[str, Any]] = (),
           ignore: set[str] = frozenset(), kind: frozenset[str] = frozenset()) -> Chosen:
    """The element(s) of a list output that the clause at `span` points at. `kind`: what the
    calling tool acts on ("light"): "everything" means every element of that kind."""
    records = [e for e in elements if isinstance(e, dict)]
    if not records:
        return Chosen([], "the output holds no records", ambiguous=True)
    text = evidence.text[span[0] : span[1]]
    if other_than:
        rest = [r for r in records if r not in other_than]
        if len(rest) == 1:
            return Chosen(rest, "the other one")
    if wants_each(text):
        named = _named(records, evidence, span, ignore)
        if named and len(named) < len(records):
            return Chosen(named[:10], "every one the request names (each/both/all of them)")  # "renew both of the ones due on wednesday"
        of_kind = [r for r in records if kind and kind & set().union(*(_lead_stems(v) for v in _strings(r)))] if kind else []
        if of_kind and len(of_kind) < len(records):
            return Chosen(of_kind[:10], f"every {'/'.join(sorted(kind))} (the request says each/all)")
        return Chosen(records[:10], "every one (the request says each/all)")
    stated = _STATED_COMPARISON.search(text)
    named = _named(records, evidence, span, ignore)
    if stated and len(named) == 1 and re.search(rf"\b{re.escape(stated.group(0).split()[1].lower())}\b", (label_of(named[0]) or "").lower()):
        return Chosen(named, f"the one the request names ({label_of(named[0])})")  # "the top one" when one is the Top oven
    best = superlative(records, text) if stated else None
    if best:
        return Chosen([best[0]], best[1])  # "take the bigger one": the comparison decides, not an earlier number
    if len(named) == 1:
        return Chosen(named, f"the one the request names ({label_of(named[0]) or 'matching'})")
    pool = named or records
    from labkit.sim.engine.qualifiers import qualified

    pool, because = qualified(pool, text, ignore)
    if because and len(pool) == 1:
        return Chosen(pool, f"the one where {because}")
    ordinal = _ordinal(pool, _without_dates(text, evidence, span))
    if ordinal:
        return Chosen([ordinal[0]], ordinal[1])
    best = superlative(pool, text)
    if best:
        return Chosen([best[0]], best[1])
    if len(pool) == 1:
        absent = _names_what_it_lacks(pool[0], evidence, span, ignore)
        if absent:
            return Chosen([], f"the request names '{absent}', which the only one does not hold", ambiguous=True)
        return Chosen(pool, "the only one")
    return Chosen(pool, f"{len(pool)} match and the request does not say which", ambiguous=True)


_NOT_THINGS = frozenset("one ones other same first second third last next latest new old red blue black white green big small stuff thing things item items bits lot lots "
                        "cheap cheaper cheapest best whole usual week weekend month year day morning evening afternoon time".split())


def _names_what_it_lacks(record: dict[str, Any], evidence: Evidence, span: tuple[int, int], ignore: set[str]) -> str | None:
    """"return the jacket" when the one order shown holds only boots: the thing the request names
    after its determiner, when nothing in the record says it (None otherwise)."""
    covered = {i for m in evidence.mentions for i in range(m.start, m.end)}
    toks = [t for t in evidence.toks if span[0] <= t.start < span[1] and t.is_word and t.start not in covered]
    held = set().union(*(_lead_stems(text) for text in _strings(record))) if record else set()
    for k, (a, b) in enumerate(zip(toks, toks[1:])):
        if k > 0 and toks[k - 1].lower in ("at", "to", "from", "in", "on", "by", "via", "near", "into", "onto"):
            continue  # "I'll collect it at the clinic": where, not which thing
        if a.lower in ("the", "my", "that", "this", "those", "these") and b.lower not in _NOT_THINGS and b.lower not in STOPWORDS and len(b.lower) > 2:
            word = stem(b.lower)
            if word in ignore or word in _CHOICE_NOISE or b.text[:1].isdigit() or re.sub(r"['’]s$", "", b.lower) in KIN:
                continue  # ("my mum's feeding mochi now": a person, not a thing to look for)
            head = [stem(t.lower) for t in toks[k + 2 : k + 4] if t.lower not in STOPWORDS and t.start - b.end < 12]
            if any(h in ignore for h in head[:1]):
                return None  # "my parking permit" and `renew_permit`: the tool's own thing, said with what kind it is
            if word not in held and not any(lexicon.related(word, h) for h in held):
                return b.text
            return None
    return None


def _spellings(value: str) -> list[str]:
    """How a listed value may be said: "11:30" is also "11.30" (and "09:30" "9.30", "9:30")."""
    out = [value]
    if re.fullmatch(r"\d{1,2}:\d{2}", value):
        out += [value.replace(":", "."), value.lstrip("0").replace(":", "."), value.lstrip("0")]
        hour, minute = int(value.split(":")[0]), value.split(":")[1]
        if hour > 23 or int(minute) > 59:
            return out
        twelve, half = hour % 12 or 12, "am" if hour < 12 else "pm"
        clock = [f"{twelve}", f"{twelve}:00"] if minute == "00" else [f"{twelve}:{minute}", f"{twelve}.{minute}"]
        out += [f"{c}{gap}{half}" for c in clock for gap in ("", " ")]  # "1pm", "2.30 pm" for 13:00 and 14:30
        if minute == "00":
            out += [f"{twelve} o'clock", f"at {twelve}", f"the {twelve}"]  # "sat at 10", "the 1 o'clock"
        elif hour > 12:
            out += clock  # "the 2.30 one" for 14:30
    return out


def choose_scalar(values: list[Any], text: str) -> tuple[Any, str] | None:
    """The element of a list of plain values (times, dates, amounts) the text points at: one it
    names ("the 10:30 one"), an ordinal ("the second"), or a superlative ("the earliest")."""
    low = text.lower()
    named = [v for v in values if isinstance(v, (str, int, float)) and not isinstance(v, bool)
             and any(re.search(rf"(?<![\w:.]){re.escape(said)}(?![\w:])", low) for said in _spellings(str(v).lower()))]
    if len(named) == 1:
        return named[0], f"the one the request names ({named[0]})"
    for word in ordinals_said(text):
        if -len(values) <= lexicon.ORDINALS[word] < len(values):
            return values[lexicon.ORDINALS[word]], f"the {word} one"
    said = [w for w in words(text) if w in lexicon.SUPERLATIVE_LOW or w in lexicon.SUPERLATIVE_HIGH]
    ranked = [(v, i, value) for i, value in enumerate(values) if (v := _sortable(value)) is not None]
    if said and ranked and len(ranked) == len(values):
        lowest = said[0] in lexicon.SUPERLATIVE_LOW or said[0] in ("earliest", "soonest", "first")
        ranked.sort(key=lambda t: (t[0] if lowest else -t[0], t[1]))
        return ranked[0][2], f"the {said[0]} one"
    return None


def id_param(target: ToolProfile) -> Param | None:
    """The parameter of a tool that names the thing it acts on (`booking_id`, `order_id`…)."""
    for param in target.params:
        if slot_of(param).kind == "id":
            return param
    return None


def named_in(records: list[Any], text: str) -> list[Any]:
    """The records whose name (or id) a text says: what an answer was about."""
    low = text.lower()
    out = []
    for record in records[:50]:
        if not isinstance(record, dict):
            continue
        label, ident = label_of(record), id_of(record)
        said = [str(v) for v in (label, ident[1] if ident else None) if v not in (None, "") and len(str(v)) >= 3]
        if any(re.search(rf"(?<![\w-]){re.escape(v.lower())}(?![\w-])", low) for v in said):
            out.append(record)
    return out
