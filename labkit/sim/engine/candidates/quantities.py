"""Candidates for numbers by what they measure: a count (of people, nights…), money, a percentage,
a temperature, a limit on results, a rating, a distance, a mass or a volume, a year, a plain
number; each converted to the parameter's unit."""

from __future__ import annotations

import functools
import re

from labkit.sim.engine import lexicon
from labkit.sim.engine.candidates.scoring import Candidate, in_span, mentions, near, numbers, param_words
from labkit.sim.engine.evidence import Evidence, Mention
from labkit.sim.engine.schema import Param
from labkit.sim.engine.slots import Slot
from labkit.sim.engine.words import STOPWORDS, stem

PEOPLE = frozenset(stem(w) for w in "people ppl peeps person persons guests guest party pax covers adults adult diners us of seats seat table attendees participants travellers travelers passengers".split()) | frozenset(
    stem(w) for w in lexicon.HEAD_COUNT_NOUNS)
_RESULT_NOUNS = frozenset(stem(w) for w in "results result items item options option suggestions ideas examples entries rows records articles links hits places restaurants hotels matches answers songs tracks flights listings books movies recipes events products deals".split())
_MAX_CUES = frozenset(stem(w) for w in "under below less max maximum most budget cheaper within upto up tops".split())  # ("budget tops out around 650k")
_MIN_CUES = frozenset(stem(w) for w in "over above more least minimum min from starting".split())


def counts(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    words = {stem(w) for w in param.words} - {"number", "of", "num", "count", "size", "total"}
    group = next((g for g in _SUBGROUPS if words & g), None)  # `children`, `dogs`: one kind within a party
    if group is not None:
        words = words | group
    people = (bool(words & PEOPLE) or "people" in param.text or "guests" in param.text or "party" in param.text) and group is None
    out: list[Candidate] = []
    text = evidence.text.lower()
    listed = _things_listed(param.description)
    if group is not None:
        out.extend(_subgroup(group, text))
    for mention in numbers(evidence, used):
        score = 1.0 + in_span(mention, span)
        if _an_age(mention) and not words & {stem("age"), stem("years")}:
            continue  # "the youngest is only six", "he's 14", "aged 8": how old someone is, not how many
        if group is not None and not group & set(mention.after[:2]):
            if set(mention.after[:2]) & _ALL_GROUPED or set(mention.after[:1]) & PEOPLE or not group & set(mention.before[-2:]):
                continue  # "2 adults" counts no children, "two kids" no dogs, "2 double kayaks" no children ("kids: 2" does)
        if words & set(mention.after[:2]):
            score += 4.0
        elif words & set(mention.before[-2:]):
            score += 2.5
        elif group is None and not people:
            score += _listed_fit(mention, listed, words)
        if people and (set(mention.after[:2]) & PEOPLE or mention.before[-1:] in (("for",), ("of",), ("are",), ("be",))):
            score += 3.0
        elif not people and words & _OTHER_UNITS and set(mention.after[:1]) & PEOPLE:
            continue  # "for 2 people" counts people, not nights
        elif not people and group is None and set(mention.after[:1]) & _COMPANIONS:
            continue  # "me and my two mates": friends come along, they are not a quantity of kayaks
        if mention.after[:1] and mention.after[0] in _RESULT_NOUNS and not words & set(mention.after[:1]):
            score -= 3.0
        if mention.extra.get("unit") in ("%", "percent", "degrees", "km", "m", "miles", "kg", "minutes", "hours", "days"):
            score -= 4.0
        if mention.extra.get("unit") in ("am", "pm"):
            continue  # "from 2 to 5pm": a time of day counts nobody
        out.append(Candidate(mention.value, mention, score, f"'{mention.text}'" + (f" ({' '.join(mention.after[:1])})" if mention.after else "")))
    for mention in mentions(evidence, ("duration",), used):
        unit = stem(mention.extra["when"].unit) if "when" in mention.extra else ""
        per = _UNIT_MINUTES.get(unit)
        if per and unit in words and float(mention.value or 0) % per == 0:  # `nights` takes "for 4 nights"
            out.append(Candidate(int(float(mention.value) // per), mention, 5.0 + in_span(mention, span), f"'{mention.text}'"))
    if words & {"night"}:
        for mention in evidence.of("range"):
            start, end = (getattr(w, "date", None) for w in mention.value)
            if start is not None and end is not None and 0 < (end - start).days <= 60:
                out.append(Candidate((end - start).days, None, 4.5, f"'{mention.text}': {(end - start).days} nights"))
    out.extend(_one_named(words - _NOT_ONE, text))
    if people:
        companions = re.search(r"\b(?:me|myself) and (?:my |our )?(\w+)(?: ([a-z]{3,}s))?\b", text)
        if re.search(r"\bjust (?:me|myself)\b(?!,? and\b)|\bonly me\b(?!,? and\b)|\bby myself\b|\bsolo\b|\bfor one\b", text):
            out.append(Candidate(1, None, 6.0, "'just me'"))
        elif re.search(r"\bboth of us\b|\bthe two of us\b|\b(?:me and|and me|myself and) my (?:wife|husband|partner|girlfriend|boyfriend|friend|mate|pal|mum|mom|dad|son|daughter|"
                       r"brother|sister|colleague|fiancee?|fiancée|flatmate|roommate|boss|kid|child)\b(?! and)|\bmy (?:wife|husband|partner|girlfriend|boyfriend|friend|mate|mum|mom|dad|son|daughter|"
                       r"brother|sister|colleague|fiancee?|fiancée) and (?:i|me)\b", text):
            out.append(Candidate(2, None, 6.0, "two people (the user and one more)"))
        elif companions and companions.group(2):
            count = _word_number(companions.group(1))
            if count and count > 1 or companions.group(1) == "couple":  # "me and my two mates" are three
                out.append(Candidate(count + 1, None, 6.0, f"'{companions.group(0)}' (plus the user)"))
    return out


@functools.lru_cache(maxsize=1024)
def _things_listed(description: str) -> frozenset[str]:
    """The things a count's short description lists ("Checked suitcases, ski bags, pushchairs"),
    stemmed: a number said before one of them is a count of this kind (empty: no such list)."""
    if not description or len(description) > 160 or description.count(",") < 1:
        return frozenset()
    items = [i.strip(" .") for i in re.split(r",|\bor\b|\band\b|;", description)]
    if len([i for i in items if i]) < 2 or not all(re.fullmatch(r"[A-Za-z][A-Za-z' -]{1,30}", i) for i in items if i) \
            or not any(i.endswith("s") for i in items):
        return frozenset()  # ("Lower number, mmHg, e.g. 80": no list of things)
    return frozenset(stem(w) for w in re.findall(r"[a-z]+", description.lower()) if w not in STOPWORDS and len(w) > 2)


def _listed_fit(mention: Mention, listed: frozenset[str], words: set[str] | frozenset[str]) -> float:
    """"2 big suitcases" and `large` ("Checked suitcases, ski bags, pushchairs"): a number before
    one of the things a count lists counts them (+3.5); before other things, not (-3)."""
    if not listed or set(mention.after[:2]) & set(words):
        return 0.0
    if set(mention.after[:2]) & listed:
        return 3.5
    if any(w.isalpha() and len(w) > 2 and w not in STOPWORDS for w in mention.after[:2]):
        return -3.0
    return 0.0


#: Kinds counted apart within a party (`children` beside `adults`, `dogs` beside both), by the
#: words that name them; the user's own people phrases ("just me", "me and my partner") count
#: none of them.
_CHILD_WORDS = "child children kid kids infant infants toddler toddlers baby babies junior juniors minor minors son sons daughter daughters"
_PET_WORDS = "dog dogs pet pets cat cats puppy puppies animal animals"
_SUBGROUPS = (frozenset(stem(w) for w in _CHILD_WORDS.split()), frozenset(stem(w) for w in _PET_WORDS.split()))
_ALL_GROUPED = _SUBGROUPS[0] | _SUBGROUPS[1] | frozenset(stem(w) for w in "adult adults grown-ups grownups".split())
_NONE_OF = {0: re.compile(r"\b(?:no|without(?: any)?|not bringing(?: any)?|zero)\s+(?:" + _CHILD_WORDS.replace(" ", "|") + r")\b|\bjust (?:the )?(?:two|2|three|3|four|4) of us\b|\badults only\b|\bjust (?:me|us)\b"),
            1: re.compile(r"\b(?:no|without(?: any)?|not bringing(?: any)?|zero)\s+(?:" + _PET_WORDS.replace(" ", "|") + r")\b|\bpet[- ]free\b")}
_ONE_OF = {0: re.compile(r"\b(?:my|our|the|a|one|his|her|their)\s+(?:little\s+|young\s+)?(?:kid|child|son|daughter|toddler|baby|infant)\b(?!\s*(?:'s|and\b))"),
           1: re.compile(r"\b(?:my|our|the|a|one|his|her|their)\s+(?:little\s+|old\s+)?(?:dog|puppy|cat|pet)\b(?!\s*'s)")}


def _subgroup(group: frozenset[str], text: str) -> list[Candidate]:
    """"no pets" -> 0 dogs; "and the dog" -> 1; "our two kids" is a number, found as one."""
    kind = _SUBGROUPS.index(group)
    found = _NONE_OF[kind].search(text)
    if found:
        return [Candidate(0, None, 7.0, f"'{found.group(0)}'")]
    found = _ONE_OF[kind].search(text)
    if found and not re.search(r"\b(?:two|three|four|five|both|\d+)\s+(?:" + (_CHILD_WORDS if kind == 0 else _PET_WORDS).replace(" ", "|") + r")\b", text):
        return [Candidate(1, None, 5.0, f"'{found.group(0)}'")]
    return []


#: A duration's unit a count parameter may count, in minutes ("4 nights" fills `nights` with 4).
_UNIT_MINUTES = {stem("night"): 1440, stem("day"): 1440, stem("week"): 10080}
_COMPANIONS = frozenset(stem(w) for w in "mates friends pals buddies colleagues kids children sons daughters brothers sisters cousins".split())
#: Things a count parameter may count that are not people (`nights`, `rooms`, `bags`).
_OTHER_UNITS = frozenset(stem(w) for w in "night nights room rooms bag bags day days week weeks hour hours minute minutes item items piece pieces box boxes".split())


#: Words of a count parameter that a single one of does not count ("a party of six", "a group").
_NOT_ONE = frozenset(stem(w) for w in "party group size people person total amount quantity many max min limit".split())
_ONE = re.compile(r"\b(?:a|an|one|another|1)\s+(?:(?:extra|more|additional|single|non-member|other|little|small|big|large)\s+)?([a-z]{3,})\b(?!\s+(?:of|or)\b)")


def _one_named(words: set[str], text: str) -> list[Candidate]:
    """"just me and a guest" gives `guests` 1, "with a dog" `dogs` 1: one of what the parameter
    counts, said with an article."""
    if not words:
        return []
    for match in _ONE.finditer(text[:5000]):
        noun = match.group(1)
        if not noun.endswith("s") or noun.endswith("ss"):
            if stem(noun) in words:
                return [Candidate(1, None, 4.5, f"'{match.group(0)}'")]
    return []


_AGED = frozenset(stem(w) for w in "aged age ages".split())
_OF_SOMEONE = frozenset(stem(w) for w in "youngest oldest eldest son daughter kid child boy girl baby he she he's she's nephew niece grandson granddaughter".split())


def _an_age(mention: Mention) -> bool:
    """Is this number someone's age ("aged 8", "6 years old", "the youngest is only six", "he's 14")?"""
    after, before = mention.after[:2], mention.before[-4:]
    if after[:2] in ((stem("years"), stem("old")), (stem("year"), stem("old"))) or after[:1] in (("yo",), (stem("yrs"),)):
        return True
    if before[-1:] and before[-1] in _AGED:
        return True
    if before[-1:] in (("he",), ("she",)):
        return True  # "he's 14" (the 's is gone from the words before it)
    return bool(set(before) & _OF_SOMEONE) and bool(set(before[-2:]) & {"is", "s", stem("only"), "just", stem("turned"), "turn"})


def _word_number(word: str) -> int | None:
    words = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "a": 1, "couple": 2}
    if word.isdigit():
        return int(word)
    return words.get(word)


def amounts(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out: list[Candidate] = []
    factor = 100 if slot.unit == "cents" else 1
    for mention in mentions(evidence, ("money",), used):
        score = 4.0 + in_span(mention, span) + _side_cue(mention, slot)
        out.append(Candidate(mention.value * factor, mention, score, f"'{mention.text}'"))
    words = param_words(param)
    whole = max((m.value for m in evidence.of("money")), default=None)
    for mention in mentions(evidence, ("percent",), used) if whole else ():
        said = {stem(w) for w in mention.after[:1]}
        if said & words and not said & {"off", "discount", "interest", "rate", "tip"}:  # "a $600k home with 20% down": $120k down
            share = round(whole * mention.value / 100, 2)
            out.append(Candidate(int(share) if float(share).is_integer() else share, mention, 3.5 + in_span(mention, span),
                                 f"'{mention.text}' of {whole:g}"))
    for mention in numbers(evidence, used):
        if str(mention.extra.get("unit") or "").lower() in _SPANS_OF_TIME:
            continue  # "over 25 years" is a term, not an amount
        kilometres = _km_said(mention, param)
        if kilometres is not None:
            out.append(Candidate(kilometres, mention, 2.0 + in_span(mention, span), f"'{mention.text}' (km)"))
        elif words & (set(mention.before) | set(mention.after)) or set(mention.before) & (_MAX_CUES | _MIN_CUES):
            score = 1.5 + in_span(mention, span) + near(mention, words) + _side_cue(mention, slot)
            out.append(Candidate(mention.value * factor, mention, score, f"'{mention.text}'"))
    return out


def _side_cue(mention: Mention, slot: Slot) -> float:
    before = set(mention.before)
    if slot.side == "end":
        return 1.5 if before & _MAX_CUES else (-2.0 if before & _MIN_CUES else 0.0)
    if slot.side == "start":
        return 1.5 if before & _MIN_CUES else (-2.0 if before & _MAX_CUES else 0.0)
    return 0.0


def percents(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out = [Candidate(m.value, m, 4.0 + in_span(m, span), f"'{m.text}'") for m in mentions(evidence, ("percent",), used)]
    for mention in numbers(evidence, used):
        if mention.before[-1:] == ("to",) or set(mention.before) & {"at", "set", "level"}:
            out.append(Candidate(mention.value, mention, 1.5 + in_span(mention, span), f"'{mention.text}'"))
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


def temperatures(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out = []
    for mention in numbers(evidence, used):
        unit = str(mention.extra.get("unit") or "")
        value = mention.value
        if unit in ("degrees", "degree", "°", "c", "f", "celsius", "fahrenheit", "°c", "°f") or mention.before[-1:] == ("to",) or set(mention.before) & {"at", "temperatur", "thermostat", "heat"}:
            said_f = unit in ("f", "fahrenheit", "°f") or "fahrenheit" in evidence.text.lower() or mention.after[:1] == ("f",)
            if said_f and slot.unit == "c":
                value = round((value - 32) * 5 / 9, 1)
            elif not said_f and slot.unit == "f" and (unit in ("c", "celsius", "°c") or mention.after[:1] == ("c",)):
                value = round(value * 9 / 5 + 32, 1)
            out.append(Candidate(value, mention, 2.0 + in_span(mention, span) + (2.0 if unit else 0.0), f"'{mention.text}'"))
    return out


def limits(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out = []
    for mention in numbers(evidence, used):
        after = set(mention.after[:2])
        before = set(mention.before[-2:])
        if after & _RESULT_NOUNS or before & {"top", "first", "best", "limit", "max", "only", "last"}:
            out.append(Candidate(mention.value, mention, 3.0 + in_span(mention, span), f"'{mention.text}'"))
    return out


def ratings(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    return [
        Candidate(m.value, m, 3.0 + in_span(m, span), f"'{m.text}'")
        for m in numbers(evidence, used)
        if set(m.after[:2]) & {"star", "rate", "rating", "point"} or set(m.before) & {"rate", "rating", "least", "score"}
    ]


_DISTANCE_TO_M = {"nm": 1852, "cm": 0.01, "mm": 0.001, "m": 1, "meter": 1, "meters": 1, "metre": 1, "metres": 1, "km": 1000, "kilometer": 1000, "kilometers": 1000, "kilometre": 1000, "kilometres": 1000, "mi": 1609.344, "mile": 1609.344, "miles": 1609.344, "ft": 0.3048, "feet": 0.3048, "yards": 0.9144}


def distances(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    out = []
    target = {"m": 1, "km": 1000, "mi": 1609.344, "cm": 0.01, "mm": 0.001, "ft": 0.3048, "nm": 1852}.get(slot.unit or "km", 1000)
    for mention in numbers(evidence, used):
        unit = str(mention.extra.get("unit") or "")
        if unit in _DISTANCE_TO_M:
            value = mention.value * _DISTANCE_TO_M[unit] / target
            value = round(value, 3)
            out.append(Candidate(int(value) if float(value).is_integer() else value, mention, 3.0 + in_span(mention, span), f"'{mention.text}' in {slot.unit}"))
    return out


#: Mass in grams and volume in millilitres, per unit as people write them ("150g", "2 kilos", "a pint").
_MASS_TO_G = {"g": 1, "gram": 1, "grams": 1, "gr": 1, "kg": 1000, "kgs": 1000, "kilo": 1000, "kilos": 1000, "kilogram": 1000, "kilograms": 1000,
              "mg": 0.001, "oz": 28.349523125, "ounce": 28.349523125, "ounces": 28.349523125, "lb": 453.59237, "lbs": 453.59237, "pound": 453.59237}
_VOLUME_TO_ML = {"ml": 1, "millilitre": 1, "millilitres": 1, "milliliter": 1, "milliliters": 1, "cl": 10, "l": 1000, "litre": 1000,
                 "litres": 1000, "liter": 1000, "liters": 1000, "pint": 568.26125, "pints": 568.26125, "cup": 250, "cups": 250}


def measures(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    """"150g of chicken" for `amount_g`, "1.5 kilos" for `weight_g` (1500): a number with a unit
    of the parameter's kind, converted to its unit; a bare number only when nothing says a unit."""
    target = slot.unit or "g"
    table = _MASS_TO_G if target in _MASS_TO_G else _VOLUME_TO_ML
    out = []
    for mention in numbers(evidence, used):
        unit = str(mention.extra.get("unit") or "").lower()
        if unit in table:
            value = round(mention.value * table[unit] / table[target], 3)
            out.append(Candidate(int(value) if float(value).is_integer() else value, mention, 3.0 + in_span(mention, span), f"'{mention.text}' in {target}"))
    if not out:
        for mention in numbers(evidence, used):
            unit = str(mention.extra.get("unit") or "").lower()
            # ("log 6.4 just now", "72.5 this morning": the word after the number is no unit; "4 people" counts something else)
            if not unit or unit not in _MASS_TO_G and unit not in _VOLUME_TO_ML and unit not in _DISTANCE_TO_M and (not unit.isalpha() or unit in STOPWORDS):
                out.append(Candidate(mention.value, mention, 1.0 + in_span(mention, span), f"'{mention.text}' (no unit said: taken as {target})"))
    return out


def years(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    low = 1000 if slot.side else 1900  # (a range of years may reach back: "burials between 1880 and 1900")
    said_numbers = numbers(evidence, used)
    out = [Candidate(int(m.value), m, 2.0 + in_span(m, span), f"'{m.text}'") for m in said_numbers
           if low <= m.value <= 2100 and float(m.value).is_integer() and len(m.text.strip()) == 4]
    for mention in mentions(evidence, ("date",), used):
        out.append(Candidate(int(str(mention.value)[:4]), mention, 1.0, f"the year of '{mention.text}'"))
    if slot.side in ("start", "end"):
        text = evidence.text[:5000]
        for found in _YEAR_SPAN.finditer(text):
            if found.group("decade"):
                first = int(found.group("decade"))
                ends = (first, first + 9)  # "in the 1850s": 1850 to 1859
            else:
                ends = (int(found.group("a")), int(found.group("b")))
            if not low <= ends[0] <= ends[1] <= 2100:
                continue
            at = found.start() if slot.side == "start" else found.end() - 1
            said = next((m for m in said_numbers if m.start <= at < m.end), None)  # (the year said, taken with it)
            value = ends[0] if slot.side == "start" else ends[1]
            inside = 1.0 if span[0] <= found.start() < span[1] else 0.0
            out.append(Candidate(value, said, 4.0 + inside, f"'{found.group(0)}' ({'from' if slot.side == 'start' else 'to'} {value})"))
    return out


#: A span of years: "between 1880 and 1900", "1841-1861", "from 1870 to 1879", "the 1850s".
_YEAR_SPAN = re.compile(r"\b(?:(?P<a>1\d{3}|20\d{2})\s*(?:-|–|to|and|until|till|through)\s*(?P<b>1\d{3}|20\d{2})|(?P<decade>1\d{2}0|20\d0)'?s)\b")


def names_no_quantity(mention: Mention, text: str) -> bool:
    """Is this number the last word of a name ("Paddington 2 tonight", "Windows 11"), said with no
    unit of measure, time or money after it?"""
    unit = str(mention.extra.get("unit") or "").lower()
    if unit in _MASS_TO_G or unit in _VOLUME_TO_ML or unit in _DISTANCE_TO_M or unit in _SPANS_OF_TIME or unit in _TIME_UNITS:
        return False
    return ends_a_name(text, mention.start)


_TIME_UNITS = frozenset("% am pm h hr hrs min mins minute minutes hour hours day days week weeks k".split())


def ends_a_name(text: str, start: int) -> bool:
    """Is the number at `start` written right after a capitalised word inside a sentence ("Paddington
    2", "Windows 11", "Terminal 5"): the last word of a name, not a quantity?"""
    before = re.search(r"(?:^|[^\w])([A-Z][a-z]+)\s+$", text[max(0, start - 30) : start])
    if before is None:
        return False
    head = text[:start].rstrip()[: -len(before.group(1))].rstrip()
    return bool(head) and head[-1] not in ".!?:" and before.group(1).lower() not in STOPWORDS


_IN_KM = re.compile(r"\bkm\b|\bkilomet", re.I)


def _km_said(mention: Mention, param: Param) -> float | int | None:
    """"my run, 5.4k" for a value the description counts in km: 5.4 kilometres, not 5,400."""
    if not re.fullmatch(r"\d+(?:\.\d+)?k", mention.text.strip().lower()) or not _IN_KM.search(param.text):
        return None
    kilometres = round(mention.value / 1000, 3)
    return int(kilometres) if float(kilometres).is_integer() else kilometres


def plain_numbers(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int]) -> list[Candidate]:
    words = param_words(param)
    listed = _things_listed(param.description) if param.kind == "integer" else frozenset()
    out = []
    percent_ok = bool(re.search(r"percent|%|\brate\b|\bshare\b|\bratio\b", param.text))
    money_ok = bool(re.search(r"price|cost|amount|budget|rent|fee|fare|pay|spend|total|value|balance|gbp|usd|eur|\brate\b|_rate\b", param.text))
    for mention in numbers(evidence, used) + mentions(evidence, (("money",) if money_ok else ()) + (("percent",) if percent_ok else ()), used):
        if str(mention.extra.get("unit") or "").lower() in ("am", "pm", "h", "hr", "hrs", "min", "mins"):
            continue  # "5pm" is a time of day, not a number
        unit = str(mention.extra.get("unit") or "").lower()
        if money_ok and unit in _SPANS_OF_TIME and not {stem(unit)} & {stem(w) for w in param.words}:
            continue  # "over 25 years" is a term, not a home price
        if len(unit) > 1 and (unit in _MASS_TO_G or unit in _VOLUME_TO_ML or unit in _DISTANCE_TO_M) and unit not in param.words:
            continue  # "3 litres" is a volume: not a goal's calories, a count or a price
        if not money_ok and re.fullmatch(r"\d+(?:[.,]\d+)?\s?[kKmM]", mention.text.strip()) and not {"k", "m"} & set(param.words):
            continue  # "650k", "1.2m": a sum of money, not a number of bedrooms
        counted = stem(mention.after[0]) if mention.after[:1] else ""
        if counted and (counted in _ALL_GROUPED or counted in PEOPLE) and counted not in {stem(w) for w in param.words} \
                and not any(lexicon.related(counted, stem(w)) for w in param.words):
            continue  # "two adults and our two kids" and `seniors`: each number counts the people it names
        score = 1.0 + in_span(mention, span) + near(mention, words) + _listed_fit(mention, listed, words)
        kilometres = _km_said(mention, param)
        if kilometres is not None:
            out.append(Candidate(kilometres, mention, score, f"'{mention.text}' (km)"))
            continue
        out.append(Candidate(mention.value, mention, score, f"'{mention.text}'"))
    own = {stem(w) for w in param.words}
    for mention in mentions(evidence, ("number",), used):
        if mention.extra.get("ordinal") and mention.after[:1] and stem(mention.after[0]) in own:
            # "on the 3rd floor" and `floor`: an ordinal said before the parameter's own noun
            out.append(Candidate(mention.value, mention, 3.0 + in_span(mention, span), f"'{mention.text} {mention.after[0]}'"))
    ground = re.search(r"\b0\s*(?:=|is|means)\s*(?:the\s+)?ground\b|\bground\s*(?:=|is)\s*0\b", param.description or "", re.I)
    said = re.search(r"\bground[- ]floor\b", evidence.text[:5000], re.I) if ground and "floor" in own else None
    if said:
        out.append(Candidate(0, None, 3.0 + (1.0 if span[0] <= said.start() < span[1] else 0.0), f"'{said.group(0)}' (0 is the ground floor)"))
    for mention in mentions(evidence, ("id",), used):
        digits = str(mention.value)
        if digits.isdigit():  # "PR 420", "#77": a number that names something
            out.append(Candidate(int(digits), mention, 2.5 + in_span(mention, span) + near(mention, words), f"'{mention.text}'"))
    return out


_SPANS_OF_TIME = frozenset("year years yr yrs month months week weeks day days night nights hour hours minute minutes".split())
