"""Values from the user's words, by slot: which mention can fill a date, a count, a city, an id…

`from_text(slot, param, evidence, span, used)` returns candidate values, best first, each with
the mention it came from. A mention inside the intent's clause beats one elsewhere in the
message; a mention whose neighbouring words name the parameter ("order *4412*" for `order_id`,
"*3* nights" for `nights`) beats a bare one; a role said by a cue word ("*from* Berlin", "*until*
Friday") must agree with the parameter's side (`origin`, `end_date`).
"""

from __future__ import annotations

import datetime as dt
import re
import zoneinfo
from dataclasses import dataclass
from typing import Any

from labkit.sim.engine import places
from labkit.sim.engine.dates import When
from labkit.sim.engine.evidence import Evidence, Mention
from labkit.sim.engine.schema import Param
from labkit.sim.engine.slots import Slot
from labkit.sim.engine.words import stem

_PEOPLE = frozenset(stem(w) for w in "people person persons guests guest party pax covers adults adult diners us of seats seat table attendees participants travellers travelers passengers".split())
_RESULT_NOUNS = frozenset(stem(w) for w in "results result items item options option suggestions ideas examples entries rows records articles links hits places restaurants hotels matches answers songs tracks flights listings books movies recipes events products deals".split())
_MAX_CUES = frozenset(stem(w) for w in "under below less max maximum most budget cheaper within upto up".split())
_MIN_CUES = frozenset(stem(w) for w in "over above more least minimum min from starting".split())


@dataclass(frozen=True)
class Candidate:
    """A value for a parameter, the mention it came from (None for derived values), and how well
    it fits (higher is better)."""

    value: Any
    mention: Mention | None
    score: float
    why: str


def _near(mention: Mention, words: set[str]) -> float:
    return 1.5 * len(words & (set(mention.before) | set(mention.after)))


def _in_span(mention: Mention, span: tuple[int, int]) -> float:
    return 2.0 if span[0] <= mention.start < span[1] else 0.0


def _role_fit(mention: Mention, slot: Slot) -> float:
    if slot.side is None or mention.role is None:
        return 0.0
    wanted = {"start": ("start", "origin"), "end": ("end", "destination")}[slot.side]
    return 2.0 if mention.role in wanted else -3.0


def _free(mention: Mention, used: set[int]) -> bool:
    return id(mention) not in used


def param_words(param: Param) -> set[str]:
    return {stem(w) for w in param.words} | {stem(w) for w in re.findall(r"[a-z]+", param.description.lower())[:12]}


def from_text(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int], *, context: str = "",
              id_objects: frozenset[str] = frozenset()) -> list[Candidate]:
    """Candidate values for `param` from one text, best first. `context`: the tool's own words
    (a table-booking tool's "at 8" is in the evening); `id_objects`: what the offered tools' id
    parameters identify (an id whose prefix or cue names another of them is not this one's)."""
    finder = _FINDERS.get(slot.kind)
    if finder is None:
        return []
    if slot.kind in ("time", "datetime") and context:
        param = _with_context(param, context)
    found = finder(slot, param, evidence, span, used)
    if slot.kind == "id":
        found = [_belongs(c, param, id_objects, span) for c in found]
    found.sort(key=lambda c: -c.score)
    return found


def abbreviates(prefix: str, word: str) -> bool:
    """"ST" abbreviates "store", "BK" "booking", "INV" "invoice", "RX" only "rx": the letters in
    order, the first one first."""
    prefix, word = prefix.lower(), word.lower()
    if not prefix or not word or prefix[0] != word[0]:
        return False
    position = 0
    for letter in prefix:
        position = word.find(letter, position)
        if position < 0:
            return False
        position += 1
    return True


_PLACE_PREPOSITIONS = frozenset("near in around at from to".split())


def _belongs(candidate: Candidate, param: Param, id_objects: frozenset[str], span: tuple[int, int] = (0, 1 << 30)) -> Candidate:
    """Lower an id candidate that names another kind of thing than `param` identifies: "refill
    RX104233" is not a store, "my order RF-55810" is not a store, "near SW3" is a place."""
    import dataclasses

    from labkit.sim.engine.tools import id_object_words

    mention = candidate.mention
    if mention is None or mention.kind != "id":
        return candidate
    own = id_object_words(param)
    if not own:
        return candidate
    if mention.extra.get("plate") and {stem(w) for w in param.words} & _VEHICLE_WORDS:
        return candidate  # "a session for KX21 ABC": a registration, whatever word stands before it
    near = {*mention.before[-2:], *mention.after[:1]}
    if near & own:
        return candidate
    others = id_objects - own
    prefix = re.match(r"[A-Za-z]+", str(mention.value))
    letters = prefix.group(0) if prefix else ""
    fits_own = len(letters) >= 2 and any(abbreviates(letters, w) for w in own)
    if fits_own:
        return candidate
    if not (span[0] <= mention.start < span[1]):
        # "p95" in the alert is not the incident "the closest one" means: an id from another clause
        # must say what it is (its prefix or the word before it)
        return dataclasses.replace(candidate, score=-1.0, why=f"{candidate.why} (in another clause, and nothing says it is a {param.name})")
    names_other = bool(near & others) or (len(letters) >= 2 and any(abbreviates(letters, w) for w in others)) or (
        len(letters) == 1 and bool(set(mention.before[-1:]) & others))
    place_like = bool(mention.before[-1:]) and mention.before[-1] in _PLACE_PREPOSITIONS and len(letters) >= 1 and len(str(mention.value)) <= 8 \
        and not mention.extra.get("kebab")  # "in SW3" is a postcode; "in eu-main" is a cluster
    if names_other or place_like:
        why = "names another kind of thing" if names_other else "reads as a place"
        return dataclasses.replace(candidate, score=-1.0, why=f"{candidate.why} ({why} than {param.name})")
    return candidate


def _with_context(param: Param, context: str) -> Param:
    import dataclasses

    return dataclasses.replace(param, description=f"{param.description} ({context[:200]})")


def _mentions(evidence: Evidence, kinds: tuple[str, ...], used: set[int]) -> list[Mention]:
    return [m for m in evidence.mentions if m.kind in kinds and _free(m, used) and not m.quoted]


_BIRTH = frozenset({"born", "birth", "birthday", "dob", "birthdate"})


def _dates(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int], *, reuse: bool = False) -> list[Candidate]:
    out = _days_of_dates(slot, param, evidence, span, used, reuse=reuse)
    if slot.unit != "weekday":
        return out
    # a day of the week is asked for: "on Monday" -> "Monday"
    return [Candidate(dt.date.fromisoformat(c.value).strftime("%A"), c.mention, c.score, c.why) for c in out if isinstance(c.value, str) and len(c.value) == 10]


def _days_of_dates(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int], *, reuse: bool = False) -> list[Candidate]:
    out: list[Candidate] = []
    wants_birth = bool(set(param.words) & {"birth", "dob", "birthday", "born", "birthdate"})
    for mention in _mentions(evidence, ("range",), used):
        begin, finish = mention.value
        when = begin if slot.side != "end" else finish
        if when.date:
            out.append(Candidate(when.date.isoformat(), mention, 3.0 + _in_span(mention, span), f"'{when.text}' (a range's {'end' if slot.side == 'end' else 'start'})"))
    for mention in _mentions(evidence, ("date", "datetime"), used):
        when: When = mention.extra["when"]
        if when.date is None:
            continue
        score = 2.0 + _in_span(mention, span) + _role_fit(mention, slot) + _near(mention, param_words(param))
        birth = bool(set(mention.before) & _BIRTH)
        if birth != wants_birth:
            score -= 6.0  # a date of birth is not a travel date, and the other way round
        if slot.side == "end" and mention.role is None and not param.essential and not reuse:
            continue  # an optional end date is said as such ("until", "returning"), never reused
        cue = mention.before[-1] if mention.before else ""
        if slot.side == "end" and cue in ("sinc", "since", "after") and not reuse:
            continue  # "since September" starts a range; it does not end one
        if slot.side == "start" and cue in ("until", "till", "befor", "before") and not reuse:
            continue  # "until Friday" ends one
        out.append(Candidate(when.date.isoformat(), mention, score, f"'{mention.text}'"))
    if slot.side == "end" and not param.nullable and not [c for c in out if c.score > 0] and any(
        set(m.before) & {"since", "from"} for m in _mentions(evidence, ("date", "datetime"), set())
    ):
        out.append(Candidate(evidence.today.isoformat(), None, 1.0, "today (the range runs 'since' a date)"))
    return out


def _times(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out: list[Candidate] = []
    for mention in _mentions(evidence, ("range",), used):
        begin, finish = mention.value
        when = begin if slot.side != "end" else finish
        if when.time:
            out.append(Candidate(when.time, mention, 3.0 + _in_span(mention, span), f"'{when.text}' (a range)"))
    evening = bool(re.search(r"table|restaurant|dinner|supper|bar|show|movie|film|cinema|concert|theat|party|event", param.text + " " + evidence.text.lower()[:2000]))
    for mention in _mentions(evidence, ("time", "datetime"), used):
        when: When = mention.extra["when"]
        if when.time is None:
            continue
        clock = when.time
        if when.bare and 7 <= clock.hour <= 11 and evening:
            clock = dt.time(clock.hour + 12, clock.minute)  # "a table at 8" is in the evening
        score = 2.0 + _in_span(mention, span) + _role_fit(mention, slot) - (1.0 if when.approximate else 0.0)
        out.append(Candidate(clock, mention, score, f"'{mention.text}'" + (" (a part of the day)" if when.approximate else "")))
    return out


def _datetimes(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    clocks = _times(slot, param, evidence, span, used)
    days = _dates(slot, param, evidence, span, used, reuse=bool(clocks))
    out: list[Candidate] = []
    if days:
        day = max(days, key=lambda c: c.score)
        clock = max(clocks, key=lambda c: c.score) if clocks else None
        time_value: dt.time = clock.value if clock else dt.time(9, 0)
        why = day.why + (f" at {clock.why}" if clock else " (no time given: 09:00)")
        out.append(Candidate(format_datetime(str(day.value), time_value, param), day.mention, day.score + (1 if clock else 0), why))
    elif clocks:
        clock = max(clocks, key=lambda c: c.score)
        out.append(Candidate(format_datetime(evidence.today.isoformat(), clock.value, param), clock.mention, clock.score - 0.5, f"{clock.why} today"))
    return out


def format_datetime(day: str, clock: dt.time, param: Param) -> str:
    """A moment in the form the parameter asks for: ISO 8601 ("2026-12-01T14:00:00"), unless its
    description spells another ("YYYY-MM-DD HH:MM" -> "2026-12-01 14:00")."""
    text = param.text.lower()
    spelled = re.search(r"yyyy-mm-dd([ t])hh:mm(:ss)?", text)
    if spelled and spelled.group(1) == " ":
        return f"{day} {clock.strftime('%H:%M:%S' if spelled.group(2) else '%H:%M')}"
    return f"{day}T{clock.strftime('%H:%M')}:00"


def _durations(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    scale = {"seconds": 1 / 60, "secs": 1 / 60, "minutes": 1, "mins": 1, "min": 1, "hours": 60, "hrs": 60, "days": 1440, "weeks": 10080, "months": 43200}
    per = scale.get(slot.unit or "minutes", 1)
    out = []
    for mention in _mentions(evidence, ("duration",), used):
        minutes = float(mention.value or 0)
        value = minutes / per
        out.append(Candidate(int(value) if value.is_integer() else round(value, 2), mention, 2.0 + _in_span(mention, span), f"'{mention.text}' in {slot.unit or 'minutes'}"))
    return out


def _numbers(evidence: Evidence, used: set[int]) -> list[Mention]:
    return [m for m in _mentions(evidence, ("number",), used) if not m.extra.get("ordinal")]


def _counts(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    words = {stem(w) for w in param.words} - {"number", "of", "num", "count", "size", "total"}
    people = bool(words & _PEOPLE) or "people" in param.text or "guests" in param.text or "party" in param.text
    out: list[Candidate] = []
    text = evidence.text.lower()
    for mention in _numbers(evidence, used):
        score = 1.0 + _in_span(mention, span)
        if words & set(mention.after[:2]):
            score += 4.0
        elif words & set(mention.before[-2:]):
            score += 2.5
        if people and (set(mention.after[:2]) & _PEOPLE or mention.before[-1:] in (("for",), ("of",), ("are",), ("be",))):
            score += 3.0
        elif not people and words & _OTHER_UNITS and set(mention.after[:1]) & _PEOPLE:
            continue  # "for 2 people" counts people, not nights
        if mention.after[:1] and mention.after[0] in _RESULT_NOUNS and not words & set(mention.after[:1]):
            score -= 3.0
        if mention.extra.get("unit") in ("%", "percent", "degrees", "km", "m", "miles", "kg", "minutes", "hours", "days"):
            score -= 4.0
        if mention.extra.get("unit") in ("am", "pm"):
            continue  # "from 2 to 5pm": a time of day counts nobody
        out.append(Candidate(mention.value, mention, score, f"'{mention.text}'" + (f" ({' '.join(mention.after[:1])})" if mention.after else "")))
    if words & {"night"}:
        for mention in evidence.of("range"):
            start, end = (getattr(w, "date", None) for w in mention.value)
            if start is not None and end is not None and 0 < (end - start).days <= 60:
                out.append(Candidate((end - start).days, None, 4.5, f"'{mention.text}': {(end - start).days} nights"))
    if people:
        companions = re.search(r"\b(?:me|myself) and (?:my )?(\w+)(?: (friends|others|colleagues|kids|children|people))?", text)
        if re.search(r"\bjust (?:me|myself)\b|\bonly me\b|\bby myself\b|\bsolo\b|\bfor one\b", text):
            out.append(Candidate(1, None, 6.0, "'just me'"))
        elif re.search(r"\bboth of us\b|\bthe two of us\b|\bme and my (?:wife|husband|partner|girlfriend|boyfriend|friend|mum|mom|dad|son|daughter|brother|sister|colleague)\b", text):
            out.append(Candidate(2, None, 6.0, "two people (the user and one more)"))
        elif companions and companions.group(2):
            count = _word_number(companions.group(1))
            if count:
                out.append(Candidate(count + 1, None, 6.0, f"'{companions.group(0)}' (plus the user)"))
    return out


#: Things a count parameter may count that are not people (`nights`, `rooms`, `bags`).
_OTHER_UNITS = frozenset(stem(w) for w in "night nights room rooms bag bags day days week weeks hour hours minute minutes item items piece pieces box boxes".split())


def _word_number(word: str) -> int | None:
    words = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "a": 1, "couple": 2}
    if word.isdigit():
        return int(word)
    return words.get(word)


def _amounts(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out: list[Candidate] = []
    factor = 100 if slot.unit == "cents" else 1
    for mention in _mentions(evidence, ("money",), used):
        score = 4.0 + _in_span(mention, span) + _side_cue(mention, slot)
        out.append(Candidate(mention.value * factor, mention, score, f"'{mention.text}'"))
    words = param_words(param)
    for mention in _numbers(evidence, used):
        if str(mention.extra.get("unit") or "").lower() in _SPANS_OF_TIME:
            continue  # "over 25 years" is a term, not an amount
        if words & (set(mention.before) | set(mention.after)) or set(mention.before) & (_MAX_CUES | _MIN_CUES):
            score = 1.5 + _in_span(mention, span) + _near(mention, words) + _side_cue(mention, slot)
            out.append(Candidate(mention.value * factor, mention, score, f"'{mention.text}'"))
    return out


def _side_cue(mention: Mention, slot: Slot) -> float:
    before = set(mention.before)
    if slot.side == "end":
        return 1.5 if before & _MAX_CUES else (-2.0 if before & _MIN_CUES else 0.0)
    if slot.side == "start":
        return 1.5 if before & _MIN_CUES else (-2.0 if before & _MAX_CUES else 0.0)
    return 0.0


def _percents(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out = [Candidate(m.value, m, 4.0 + _in_span(m, span), f"'{m.text}'") for m in _mentions(evidence, ("percent",), used)]
    for mention in _numbers(evidence, used):
        if mention.before[-1:] == ("to",) or set(mention.before) & {"at", "set", "level"}:
            out.append(Candidate(mention.value, mention, 1.5 + _in_span(mention, span), f"'{mention.text}'"))
    text = evidence.text.lower()
    if re.search(r"\b(?:full|max(?:imum)?) (?:brightness|volume|power)\b|\bfull blast\b|\ball the way up\b", text):
        out.append(Candidate(100, None, 3.0, "'full'"))
    if re.search(r"\bhalf(?:way)?\b", text) and not out:
        out.append(Candidate(50, None, 2.0, "'half'"))
    if not out and {"position", "open", "openness", "level"} & set(param.words):
        if re.search(r"\b(?:close|closed|shut|lower)\b", text):
            out.append(Candidate(0, None, 2.0, "'close' (fully closed)"))
        elif re.search(r"\b(?:open|raise|up)\b", text):
            out.append(Candidate(100, None, 2.0, "'open' (fully open)"))
    return out


def _temperatures(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out = []
    for mention in _numbers(evidence, used):
        unit = str(mention.extra.get("unit") or "")
        value = mention.value
        if unit in ("degrees", "degree", "°", "c", "f", "celsius", "fahrenheit", "°c", "°f") or mention.before[-1:] == ("to",) or set(mention.before) & {"at", "temperatur", "thermostat", "heat"}:
            said_f = unit in ("f", "fahrenheit", "°f") or "fahrenheit" in evidence.text.lower() or mention.after[:1] == ("f",)
            if said_f and slot.unit == "c":
                value = round((value - 32) * 5 / 9, 1)
            elif not said_f and slot.unit == "f" and (unit in ("c", "celsius", "°c") or mention.after[:1] == ("c",)):
                value = round(value * 9 / 5 + 32, 1)
            out.append(Candidate(value, mention, 2.0 + _in_span(mention, span) + (2.0 if unit else 0.0), f"'{mention.text}'"))
    return out


def _limits(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out = []
    for mention in _numbers(evidence, used):
        after = set(mention.after[:2])
        before = set(mention.before[-2:])
        if after & _RESULT_NOUNS or before & {"top", "first", "best", "limit", "max", "only", "last"}:
            out.append(Candidate(mention.value, mention, 3.0 + _in_span(mention, span), f"'{mention.text}'"))
    return out


def _ratings(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    return [
        Candidate(m.value, m, 3.0 + _in_span(m, span), f"'{m.text}'")
        for m in _numbers(evidence, used)
        if set(m.after[:2]) & {"star", "rate", "rating", "point"} or set(m.before) & {"rate", "rating", "least", "score"}
    ]


_DISTANCE_TO_M = {"m": 1, "meter": 1, "meters": 1, "metre": 1, "metres": 1, "km": 1000, "kilometer": 1000, "kilometers": 1000, "kilometre": 1000, "kilometres": 1000, "mi": 1609.344, "mile": 1609.344, "miles": 1609.344, "ft": 0.3048, "feet": 0.3048, "yards": 0.9144}


def _distances(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out = []
    target = {"m": 1, "km": 1000, "mi": 1609.344}.get(slot.unit or "km", 1000)
    for mention in _numbers(evidence, used):
        unit = str(mention.extra.get("unit") or "")
        if unit in _DISTANCE_TO_M:
            value = mention.value * _DISTANCE_TO_M[unit] / target
            value = round(value, 3)
            out.append(Candidate(int(value) if float(value).is_integer() else value, mention, 3.0 + _in_span(mention, span), f"'{mention.text}' in {slot.unit}"))
    return out


#: Mass in grams and volume in millilitres, per unit as people write them ("150g", "2 kilos", "a pint").
_MASS_TO_G = {"g": 1, "gram": 1, "grams": 1, "gr": 1, "kg": 1000, "kgs": 1000, "kilo": 1000, "kilos": 1000, "kilogram": 1000, "kilograms": 1000,
              "mg": 0.001, "oz": 28.349523125, "ounce": 28.349523125, "ounces": 28.349523125, "lb": 453.59237, "lbs": 453.59237, "pound": 453.59237}
_VOLUME_TO_ML = {"ml": 1, "millilitre": 1, "millilitres": 1, "milliliter": 1, "milliliters": 1, "cl": 10, "l": 1000, "litre": 1000,
                 "litres": 1000, "liter": 1000, "liters": 1000, "pint": 568.26125, "pints": 568.26125, "cup": 250, "cups": 250}


def _measures(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    """"150g of chicken" for `amount_g`, "1.5 kilos" for `weight_g` (1500): a number with a unit
    of the parameter's kind, converted to its unit; a bare number only when nothing says a unit."""
    target = slot.unit or "g"
    table = _MASS_TO_G if target in _MASS_TO_G else _VOLUME_TO_ML
    out = []
    for mention in _numbers(evidence, used):
        unit = str(mention.extra.get("unit") or "").lower()
        if unit in table:
            value = round(mention.value * table[unit] / table[target], 3)
            out.append(Candidate(int(value) if float(value).is_integer() else value, mention, 3.0 + _in_span(mention, span), f"'{mention.text}' in {target}"))
    if not out:
        for mention in _numbers(evidence, used):
            unit = str(mention.extra.get("unit") or "").lower()
            if not unit or unit not in _MASS_TO_G and unit not in _VOLUME_TO_ML and unit not in _DISTANCE_TO_M and not unit.isalpha():
                out.append(Candidate(mention.value, mention, 1.0 + _in_span(mention, span), f"'{mention.text}' (no unit said: taken as {target})"))
    return out


def _years(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out = [Candidate(int(m.value), m, 2.0 + _in_span(m, span), f"'{m.text}'") for m in _numbers(evidence, used) if 1900 <= m.value <= 2100 and float(m.value).is_integer()]
    for mention in _mentions(evidence, ("date",), used):
        out.append(Candidate(int(str(mention.value)[:4]), mention, 1.0, f"the year of '{mention.text}'"))
    return out


def _plain_numbers(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    words = param_words(param)
    out = []
    percent_ok = bool(re.search(r"percent|%|\brate\b|\bshare\b|\bratio\b", param.text))
    money_ok = bool(re.search(r"price|cost|amount|budget|rent|fee|fare|pay|spend|total|value|balance|gbp|usd|eur|\brate\b|_rate\b", param.text))
    for mention in _numbers(evidence, used) + _mentions(evidence, (("money",) if money_ok else ()) + (("percent",) if percent_ok else ()), used):
        if str(mention.extra.get("unit") or "").lower() in ("am", "pm", "h", "hr", "hrs", "min", "mins"):
            continue  # "5pm" is a time of day, not a number
        unit = str(mention.extra.get("unit") or "").lower()
        if money_ok and unit in _SPANS_OF_TIME and not {stem(unit)} & {stem(w) for w in param.words}:
            continue  # "over 25 years" is a term, not a home price
        score = 1.0 + _in_span(mention, span) + _near(mention, words)
        out.append(Candidate(mention.value, mention, score, f"'{mention.text}'"))
    for mention in _mentions(evidence, ("id",), used):
        digits = str(mention.value)
        if digits.isdigit():  # "PR 420", "#77": a number that names something
            out.append(Candidate(int(digits), mention, 2.5 + _in_span(mention, span) + _near(mention, words), f"'{mention.text}'"))
    return out


_SPANS_OF_TIME = frozenset("year years yr yrs month months week weeks day days night nights hour hours minute minutes".split())
_VEHICLE_WORDS = frozenset(stem(w) for w in "plate plates registration reg vin numberplate vehicle car licence license".split())


def _ids(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    words = {stem(w) for w in param.words} - {"id", "number", "no", "code", "ref"}
    out = []
    if "airline" in param.words or "carrier" in param.words:
        for mention in _mentions(evidence, ("name", "place", "person"), used):
            code = places.airline_code(str(mention.value))
            if code:
                out.append(Candidate(code, mention, 5.0 + _in_span(mention, span), f"'{mention.text}' -> {code} (its IATA code)"))
    vehicle = bool(words & _VEHICLE_WORDS)
    for mention in _mentions(evidence, ("id",), used):
        score = 3.0 + _in_span(mention, span) + 2.0 * len(words & (set(mention.before) | set(mention.after)))
        if mention.extra.get("plate"):
            score += 2.5 if vehicle else -1.5  # "KX21 ABC" is a registration, not a zone or an order
        if mention.extra.get("kebab"):
            score -= 1.5  # "checkout-prod" may be an id, but "FARM-77" is surely one
        prefix = re.match(r"[A-Za-z]+", str(mention.value))
        if prefix and words and any(w.startswith(prefix.group(0).lower()[:3]) for w in words):
            score += 1.5
        value: Any = mention.value
        if param.kind == "integer":
            digits = re.sub(r"\D", "", str(value))
            if not digits:
                continue
            value = int(digits)
        out.append(Candidate(value, mention, score, f"'{mention.text}'"))
    for mention in _numbers(evidence, used):
        digits = mention.text.replace(",", "")
        if not digits.isdigit():
            continue
        near = words & (set(mention.before) | set(mention.after))
        if mention.after[:1] and (mention.after[0] in _PEOPLE or mention.after[0] in _COUNTED_NOUNS) and mention.before[-1:] not in (("#",), ("id",), ("number",), ("no",)):
            continue  # "that recipe for 6 people": a count, not recipe 6
        if (mention.extra or {}).get("unit") and mention.before[-1:] not in (("#",), ("id",), ("number",), ("no",)):
            continue  # "the 25 m badge": a measure, not badge 25
        if mention.before[-1:] in (("#",), ("id",), ("number",), ("no",), ("end",), ("ending",)) or near:
            value: Any = int(digits) if param.kind in ("integer", "number") else digits
            out.append(Candidate(value, mention, 2.0 + _in_span(mention, span) + len(near), f"'{mention.text}'"))
    return out


_COUNTED_NOUNS = frozenset(stem(w) for w in "people persons guests servings portions nights days weeks hours minutes kids children adults tickets seats items pieces".split())


def _of_kind(kind: str):
    def finder(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
        kinds = (kind, "path") if kind == "slug" else (kind, "slug") if kind == "path" else (kind,)
        return [Candidate(m.value, m, 3.0 + _in_span(m, span) + _near(m, param_words(param)) - (0.5 if m.kind != kind else 0), f"'{m.text}'")
                for m in _mentions(evidence, kinds, used)]
    return finder


def _countries(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    form = _code_form(param, two="alpha_2", three="alpha_3")
    out = []
    for mention in _mentions(evidence, ("country",), used):
        value = {"alpha_2": mention.value, "alpha_3": mention.extra.get("alpha_3"), "name": mention.extra.get("name")}[form]
        out.append(Candidate(value, mention, 3.0 + _in_span(mention, span) - (1.0 if mention.extra.get("demonym") else 0), f"'{mention.text}' -> {value} (ISO 3166)"))
    for mention in _mentions(evidence, ("place",), used):
        code = places.country_of_city(str(mention.value))
        country = places.country_by_code(code) if code else None
        if country is None:
            continue
        value = {"alpha_2": code, "alpha_3": country[1], "name": country[2]}.get(form, code)
        score = 0.8 + _in_span(mention, span) + _role_fit(mention, slot)  # a role against the side drops it
        out.append(Candidate(value, mention, score, f"'{mention.text}' is in {value}"))
    return out


def _languages(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    form = _code_form(param, two="alpha_2", three="alpha_3")
    out = []
    for mention in _mentions(evidence, ("language",), used):
        value = {"alpha_2": mention.value, "alpha_3": mention.extra.get("alpha_3"), "name": mention.extra.get("name")}[form]
        cue = set(mention.before[-1:])
        side = 0.0
        if slot.side == "end":
            side = 2.0 if cue & {"to", "into", "in"} else (-2.0 if cue & {"from"} else 0.0)
        elif slot.side == "start":
            side = 2.0 if cue & {"from"} else (-2.0 if cue & {"to", "into"} else 0.0)
        out.append(Candidate(value, mention, 3.0 + _in_span(mention, span) + side, f"'{mention.text}' -> {value} (ISO 639)"))
    return out


def _code_form(param: Param, *, two: str, three: str) -> str:
    """Does the parameter want an ISO code (2 or 3 letters) or a name?"""
    text = param.text
    schema = param.schema
    max_length = schema.get("maxLength") if isinstance(schema.get("maxLength"), int) else None
    pattern = str(schema.get("pattern") or "")
    if max_length == 3 or "{3}" in pattern or re.search(r"alpha[- ]?3|three[- ]letter|3[- ]letter|iso 639-2|iso 639-3", text):
        return three
    if max_length == 2 or "{2}" in pattern or re.search(r"\bcode\b|\biso\b|alpha[- ]?2|two[- ]letter|2[- ]letter|e\.g\.,? ['\"]?[a-z]{2}\b|e\.g\.,? ['\"]?[A-Z]{2}\b|\(e\.g\. [a-z]{2}", text + " " + param.description) or "code" in param.words:
        return two
    return "name"


def _currencies(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out = []
    found = [m for m in evidence.mentions if m.kind in ("currency", "money") and (m.kind == "currency" or m.extra.get("currency"))]
    for index, mention in enumerate(found):
        code = mention.value if mention.kind == "currency" else mention.extra.get("currency")
        cue = set(mention.before[-1:])
        score = 3.0 + _in_span(mention, span)
        if slot.side == "end":
            score += 2.0 if cue & {"to", "into", "in"} else (-2.0 if mention.kind == "money" or index == 0 and len(found) > 1 else 0.0)
        elif slot.side == "start":
            score += 2.0 if mention.kind == "money" or cue & {"from"} else (-2.0 if cue & {"to", "into"} else 0.0)
        out.append(Candidate(code, mention if mention.kind == "currency" else None, score, f"'{mention.text}' -> {code} (ISO 4217)"))
    return out


def _timezones(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out = []
    zones = zoneinfo.available_timezones()
    for token in evidence.toks:
        if token.text.upper() in ("UTC", "GMT") or token.text in zones:
            out.append(Candidate(token.text.upper() if token.text.upper() in ("UTC", "GMT") else token.text, None, 3.0, f"'{token.text}'"))
    for mention in _mentions(evidence, ("place",), used):
        city = mention.value.replace(" ", "_")
        zone = next((z for z in sorted(zones) if z.split("/")[-1].lower() == city.lower()), None)
        if zone:
            out.append(Candidate(zone, mention, 2.5 + _in_span(mention, span), f"'{mention.text}' -> {zone}"))
    return out


def _wants_code(param: Param) -> bool:
    schema = param.schema
    return bool(re.search(r"iata|icao|airport code|\bcode\b|3[- ]letter|three[- ]letter", param.text)) or schema.get("maxLength") == 3 or "{3}" in str(schema.get("pattern") or "")


def _places(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out = []
    airport = "airport" in param.text or "iata" in param.text
    coded = airport and _wants_code(param)
    cities = places.cities()
    for mention in _mentions(evidence, ("place", "name", "country", "person"), used):
        if mention.kind == "person" and (cities.get(str(mention.value).lower(), ("", 0))[1] < 50_000 or not (set(mention.before[-1:]) & {"for", "to", "from", "in"})):
            continue  # "forecast for Bergen": a city read as a person (by "for") is still a city for a city parameter
        if mention.kind == "name" and not (set(mention.before[-1:]) & {"in", "at", "near", "from", "to", "around"}):
            continue  # a name is a place only where a place word puts it ("at Roxy Central")
        if _role_fit(mention, slot) < 0:
            continue  # "to Porto" is where the trip ends: never its origin
        if slot.side == "start" and mention.role is None and tuple(mention.after[:1]) not in (("to",), ("-",), ("and",)) and any(
                m.role == "destination" for m in evidence.mentions if m is not mention and span[0] <= m.start < span[1]):
            continue  # "ferries to Split … a cabin at Lake Bled": a place with no 'from' is not where a trip to Split starts
        score = (3.0 if mention.kind == "place" else 1.0 if mention.kind in ("country", "person") else 0.5) + _in_span(mention, span) + _role_fit(mention, slot)
        value = mention.extra.get("name") if mention.kind == "country" else mention.value
        if coded:
            code = places.airport_for(str(value))
            if code is None:
                continue
            out.append(Candidate(code, mention, score, f"'{mention.text}' -> {code} (its main airport)"))
            continue
        out.append(Candidate(value, mention, score, f"'{mention.text}'"))
    codes = _mentions(evidence, ("postcode",), used)
    if {"postal", "postcode", "zip", "zipcode", "post"} & set(param.words):
        out = [c for c in out if c.mention is None]  # a city is not a postal code
        for mention in codes:
            score = 6.0 + _in_span(mention, span) + _role_fit(mention, slot)
            out.append(Candidate(mention.value, mention, score, f"'{mention.text}' (a postal code)"))
    elif not coded and not airport and {"near", "location", "area", "where", "address", "around", "locality", "neighborhood", "neighbourhood", "street"} & set(param.words):
        for mention in codes:  # "near SW3", "outages at N1 7GU": a postal code names the area
            out.append(Candidate(mention.value, mention, 2.5 + _in_span(mention, span) + _role_fit(mention, slot), f"'{mention.text}' (a postal code)"))
    if airport:
        for token in evidence.toks:
            if re.fullmatch(r"[A-Z]{3}", token.text) and token.text not in ("USD", "EUR", "GBP", "THE", "AND"):
                out.append(Candidate(token.text, None, 3.5, f"'{token.text}' (an airport code)"))
    return out


def _people(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out = []
    recipient = bool({"to", "recipient", "recipients", "invitee", "attendee", "attendees", "cc", "assignee"} & set(param.words))
    for mention in _mentions(evidence, ("person", "name") if evidence.text[:1] != "\x00" else ("person",), used):
        if mention.kind == "name" and mention.after[:1] and mention.after[0][:1].isdigit():
            continue  # "the Fiat 500", "an iPhone 15": a model, not a person
        cue = set(mention.before[-2:])
        score = (3.0 if mention.kind == "person" else 1.0) + _in_span(mention, span)
        if recipient and cue & {"to", "email", "messag", "text", "tell", "invit", "ask", "cc", "with", "ping"}:
            score += 1.5
        if not recipient and cue & {"for", "under", "name", "nam", "call"}:
            score += 1.5
        out.append(Candidate(mention.value, mention, score, f"'{mention.text}'"))
    if recipient and param.kind == "string":
        for mention in _mentions(evidence, ("email",), used):  # "email alice@example.com …": the address is the recipient
            out.append(Candidate(mention.value, mention, 4.0 + _in_span(mention, span), f"'{mention.text}' (an email address)"))
    return out


def _things(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out = []
    placey = bool(set(param.words) & {"city", "location", "place", "venue", "destination", "region", "area", "airport", "station", "branch", "site", "office"})
    for mention in _mentions(evidence, ("name", "quoted", "place", "person", "path", "handle"), used) + [m for m in evidence.of("quoted") if _free(m, used)]:
        if mention.kind == "place" and not placey:
            continue  # "a hotel in Rome": Rome is where, not which hotel
        score = {"name": 3.0, "quoted": 3.5, "place": 1.0, "person": 0.5, "path": 1.0, "handle": 2.0}[mention.kind] + _in_span(mention, span) + _near(mention, param_words(param))
        out.append(Candidate(mention.value, mention, score, f"'{mention.text}'"))
    if set(param.words) & _STYLE_WORDS:
        # "Japanese restaurants", "Italian places": the adjective is the cuisine, not a language
        for mention in _mentions(evidence, ("language", "country"), used):
            if re.fullmatch(r"[A-Z][a-z]+(?:ese|ian|an|ish|ch|ic|i)", mention.text):
                out.append(Candidate(mention.text, mention, 3.0 + _in_span(mention, span), f"'{mention.text}' (a style, said as an adjective)"))
    return out


#: Parameters whose value is a style or kind ("cuisine": Italian, "genre": French cinema).
_STYLE_WORDS = frozenset("cuisine cuisines style genre food kind category".split())


_FINDERS = {
    "date": _dates,
    "time": _times,
    "datetime": _datetimes,
    "duration": _durations,
    "count": _counts,
    "amount": _amounts,
    "percent": _percents,
    "temperature": _temperatures,
    "limit": _limits,
    "rating": _ratings,
    "distance": _distances,
    "measure": _measures,
    "year": _years,
    "number": _plain_numbers,
    "id": _ids,
    "email": _of_kind("email"),
    "url": _of_kind("url"),
    "phone": _of_kind("phone"),
    "slug": _of_kind("slug"),
    "path": _of_kind("path"),
    "country": _countries,
    "language": _languages,
    "currency": _currencies,
    "timezone": _timezones,
    "place": _places,
    "person": _people,
    "thing": _things,
    "expression": _of_kind("expression"),
}


def format_time(clock: dt.time, param: Param) -> list[str]:
    """A time of day in the forms a parameter may want, most likely first ("19:30", "19:30:00",
    "7:30 PM")."""
    text = param.text + " " + str(param.schema.get("pattern") or "")
    hh_mm = clock.strftime("%H:%M")
    with_seconds = clock.strftime("%H:%M:%S")
    twelve = clock.strftime("%I:%M %p").lstrip("0")
    if re.search(r"hh:mm:ss|:ss|seconds", text):
        return [with_seconds, hh_mm, twelve]
    if re.search(r"\b(am|pm)\b|h:mm a|12[- ]hour|e\.g\.,? \d{1,2}(:\d\d)? ?[ap]m", text, re.I):
        return [twelve, hh_mm, with_seconds]
    return [hh_mm, with_seconds, twelve]


def country_code_for_place(name: str) -> str | None:
    """The ISO country a place name is, when it is a country ("Japan" -> "JP")."""
    found = places.countries().get(name.lower())
    return found[0] if found else None
