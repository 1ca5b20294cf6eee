"""Choices: which enum value the user's words name (a yes/no flag's way: `booleans`).

An enum value is named by its own words ("bulk waste" for `bulk_waste`), a stem of them
("cancelled" for `cancel`), a word of the same family ("cheapest" for `price`), a close spelling
(`rapidfuzz`, for typos: "grren" -> "green"), or an ISO code the evidence found ("euros" ->
`EUR`).
"""

from __future__ import annotations

import calendar
import functools
import os
import re
from typing import Any

from rapidfuzz import fuzz

from labkit.sim.engine.candidates.quantities import ends_a_name, names_no_quantity
from labkit.sim.engine.dates.when import DURATION_UNITS
from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.leanings import certainty, urgency
from labkit.sim.engine.leanings import for_whom as for_whom_said
from labkit.sim.engine.schema import Param
from labkit.sim.engine.words import STOPWORDS, split_identifier, stem

_DEFAULT_VALUES = ("default", "normal", "medium", "standard", "any", "all", "auto", "general", "regular", "none", "other", "unspecified", "both", "mixed", "moderate")


#: Common abbreviations an enum may use for a word people say ("large" for "L").
ABBREVIATIONS = {
    "xs": ("extra small", "x-small", "xsmall"), "s": ("small",), "m": ("medium",), "l": ("large",),
    "xl": ("extra large", "x-large", "xlarge"), "xxl": ("extra extra large", "2xl", "xx-large"),
    "mon": ("monday",), "tue": ("tuesday",), "wed": ("wednesday",), "thu": ("thursday",), "fri": ("friday",),
    "sat": ("saturday",), "sun": ("sunday",), "n": ("north",), "e": ("east",), "w": ("west",),
    "y": ("yes",), "f": ("female",), "asc": ("ascending", "oldest first", "lowest first"),
    "desc": ("descending", "newest first", "highest first", "latest first"), "lg": ("large",), "sm": ("small",), "md": ("medium",),
    # channels people name in their own words
    "sms": ("text message", "texts", "txt", "by text", "text me", "via text", "a text", "text reminder", "text reminders", "text alert", "text alerts"), "mms": ("picture message",), "dm": ("direct message", "private message"),
    "email": ("e-mail", "by mail"), "voice": ("phone call", "call me", "voice call"), "push": ("push notification", "notification"),
    "im": ("instant message", "chat message"), "2fa": ("two-factor", "two factor"), "mfa": ("multi-factor", "multi factor"),
}


#: Enum values that are also determiners: in "any idea" or "all my bills" they say nothing of the parameter.
_DETERMINER_VALUES = frozenset("any all none both either every each some".split())


def _determines_other(low: str, end: int, param: Param) -> bool:
    """Is the determiner at `end` followed by a noun other than the parameter's own words?"""
    following = re.match(r"\s+([a-z][\w'-]*)", low[end : end + 40])
    if not following:
        return False
    word = following.group(1)
    if word in STOPWORDS or word in ("of", "the", "my", "our", "your", "these", "those", "them"):
        return False
    return stem(word) not in {stem(w) for w in param.words} | {stem(p) for p in split_identifier(param.name)}


#: A unit's abbreviation and the words it is said with.
_UNIT_WORDS = {"in": ("inch", "inches"), "ft": ("foot", "feet"), "cm": ("centimetre", "centimetres", "centimeter", "centimeters"),
               "mm": ("millimetre", "millimetres", "millimeter", "millimeters"), "kg": ("kilo", "kilos", "kilogram", "kilograms"),
               "g": ("gram", "grams"), "l": ("litre", "litres", "liter", "liters"), "ml": ("millilitre", "millilitres", "ml"),
               "gb": ("gig", "gigs", "gigabyte", "gigabytes"), "mb": ("meg", "megs", "megabyte", "megabytes"),
               "m": ("metre", "metres", "meter", "meters", "minute", "minutes"), "h": ("hour", "hours"), "hr": ("hour", "hours"),
               "min": ("minute", "minutes", "min"), "yr": ("year", "years"), "mo": ("month", "months"), "d": ("day", "days"),
               "mi": ("mile", "miles"), "km": ("kilometre", "kilometres", "kilometer", "kilometers", "k"), "lb": ("pound", "pounds", "lbs"),
               "oz": ("ounce", "ounces")}


#: Options that everyday words name by another word ("a kids eye test" is `childrens`).
_SAME_OPTION = (
    frozenset("kid kids child children childrens child's children's junior juniors youth under-16 under-18".split()),
    frozenset("adult adults grown-up grown-ups".split()),
    frozenset("senior seniors pensioner pensioners oap over-60 over-65 older".split()),
    frozenset("student students uni".split()),
    frozenset("attending coming going attend yes present".split()),  # an RSVP: "put me down as coming"
    frozenset({"absent", "away", "apologies", "not coming", "not going", "can't make it", "cant make it", "can't come", "cant come"}),
)


#: Parts of the day said by what happens then ("after work" is the evening, not the afternoon).
_PARTS_SAID = {"after work": "evening", "after dinner": "evening", "before work": "morning", "first thing": "morning",
               "after school": "afternoon", "after lunch": "afternoon"}
#: Halves of the day an option names by its abbreviation ("am" is said "morning").
_HALF_DAYS = {"am": ("morning", "mornings"), "a.m.": ("morning",), "pm": ("afternoon", "afternoons", "evening"), "p.m.": ("afternoon",)}
#: Words of a parameter's name that say its numbers are sums of money.
_MONEY_WORDS = frozenset("gbp usd eur aud cad chf jpy price cost amount cover fee budget limit spend deposit total value".split())


def _aliases(value: Any) -> list[str]:
    if isinstance(value, bool) or value is None:
        return []
    if isinstance(value, (int, float)):
        return [str(value)]
    text = str(value)
    parts = split_identifier(text)
    aliases = {text.lower(), " ".join(parts)} | set(ABBREVIATIONS.get(text.lower(), ()))
    for group in _SAME_OPTION:
        if text.lower() in group or " ".join(parts).lower() in group:
            aliases |= group  # `childrens` is named by "kids", `senior` by "pensioner"
    aliases |= set(_HALF_DAYS.get(text.lower(), ()))  # `window: am | pm` and "tomorrow morning"
    if text.isalpha() and text.islower() and len(text) >= 4 and len(parts) == 1:
        single = text[:-1] if text.endswith("s") and not text.endswith("ss") else text
        aliases |= {"re" + single, "re-" + single}  # `heels` and "reheel a pair of shoes", `strings` and "restring my guitar"
    if re.fullmatch(r"\d{1,4}x\d{1,4}(?:mm|cm|in|m)?", text.lower()):
        size = re.sub(r"[a-z]+$", "", text.lower())
        return [a for a in aliases | {size, size.replace("x", " x "), text.lower()} if a]  # `50x50mm` is "the 50x50 stickers"
    if len(parts) > 1:
        aliases.add("".join(parts))
        aliases.add("-".join(parts))
        for number, unit in zip(parts, parts[1:]):
            if number.isdigit() and unit.isalpha() and len(unit) <= 3:
                aliases |= {number + unit, f"{number} {unit}"}  # `data_20gb` is "the 20gb top up", `plan_5g` "5g"
                for word in _UNIT_WORDS.get(unit.lower(), ()):
                    aliases |= {f"{number} {word}", f"{number}-{word}"}  # `8in` is "an 8 inch cake"
    elif len(text) >= 2 and text.lower() in _UNIT_WORDS and text.lower() not in ("in", "mo"):
        aliases |= set(_UNIT_WORDS[text.lower()])  # `unit: ["mi", "km"]` and "38 miles"
    elif re.fullmatch(r"e[a-z]{3,}", text.lower()):
        aliases.add(f"e-{text.lower()[1:]}")  # `ebike` is written "e-bike", `ebook` "e-book"
    return [a for a in aliases if a]


def described_aliases(param: Param) -> dict[str, Any]:
    """Words a description gives enum values: "1 = morning, 2 = midday" -> {"morning": 1, …}."""
    if not param.description:
        return {}
    return dict(_described(param.description[:1000], tuple(param.enum) if all(isinstance(v, (str, int, float, bool, type(None))) for v in param.enum) else ()))


@functools.lru_cache(maxsize=1024)
def _described(text: str, enum: tuple[Any, ...]) -> tuple[tuple[str, Any], ...]:
    out: dict[str, Any] = {}
    for value in enum:
        if value is None:
            continue
        token = re.escape(str(value))
        for match in re.finditer(rf"(?<![\w-]){token}\s*(?:=|:|-|means|is)\s*([A-Za-z][\w ]{{1,30}}?)(?=[,;.)]|$| or | and )", text):
            out[match.group(1).strip().lower()] = value
        for match in re.finditer(rf"([A-Za-z][\w ]{{1,30}}?)\s*\(\s*{token}\s*\)", text):
            out[match.group(1).strip().lower().split()[-1]] = value
        for match in re.finditer(rf"((?:[A-Za-z][\w-]{{0,20}}\s*(?:/|,|\bor\b)\s*){{0,4}}[A-Za-z][\w-]{{0,20}})\s*=\s*{token}(?![\w-])", text):
            for alias in re.split(r"\s*(?:/|,|\bor\b)\s*", match.group(1)):
                if alias and alias.lower() != str(value).lower():
                    out[alias.lower()] = value  # "prod / live = production"
        for match in re.finditer(rf"(?<![\w-]){token}\s*\(\s*([A-Za-z][\w' -]{{1,30}}?)\s*\)", text):
            gloss = match.group(1).strip().lower()
            if gloss not in _NOT_GLOSSES and not gloss.startswith(("e.g", "default", "the default", "recommended")):
                out[gloss] = value  # "margaret-fletcher (mum) or dennis-hale (uncle)": what the user calls them
    if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in enum if v is not None):
        # "10 small, 12 medium, 14 large": each number with its word (when at least two are glossed so)
        plain = {m.group(2).lower(): value for value in enum if value is not None
                 for m in re.finditer(rf"(?<![\w.-])({re.escape(str(value))})\s+([A-Za-z]{{2,20}})(?=\s*(?:[,;/)]|$|\.\s|\.$| or | and ))", text)}
        if len(set(plain.values())) >= 2:
            out.update({word: value for word, value in plain.items() if word not in out})
    return tuple(out.items())


#: What a description says in brackets after an option that is not another name for it.
_NOT_GLOSSES = frozenset("default optional required recommended deprecated beta new legacy most common".split())


def match_enum(param: Param, evidence: Evidence, span: tuple[int, int]) -> tuple[Any, str] | None:
    """The enum value the text names (in the clause first), with why; None when none is named."""
    found = match_enum_at(param, evidence, span)
    return None if found is None else (found[0], found[1])


def match_enum_at(param: Param, evidence: Evidence, span: tuple[int, int]) -> tuple[Any, str, int] | None:
    """Like `match_enum`, with where in the text the value is named."""
    key = ("enum", param.key, span)
    if key not in evidence.memo:
        evidence.memo[key] = _match_enum_at(param, evidence, span)
    return evidence.memo[key]


_SWAP = re.compile(r"\b(?:swap|switch|change|replace|convert|move|upgrade|downgrade|exchange)\w*\b([^.?!;]{0,60}?)\b(?:for|to|into|with)\s+(?:an?\s+|the\s+|my\s+)?([\w-]+)", re.I)


def _swapped_to(values: list[Any], evidence: Evidence, span: tuple[int, int]) -> tuple[Any, str, int] | None:
    """"swap my physical sim for an esim", "change it from standard to express": of two options the
    text names, the one after "for/to/into/with" is what the thing becomes."""
    text = evidence.text[span[0] : span[1]]
    for found in _SWAP.finditer(text[:2000]):
        target = found.group(2).lower()
        before = found.group(1).lower()
        new = [v for v in values if isinstance(v, str) and target in _aliases(v)]
        old = [v for v in values if isinstance(v, str) and v not in new and any(re.search(rf"(?<!\w){re.escape(a)}(?!\w)", before) for a in _aliases(v) if len(a) > 2)]
        if len(new) == 1 and old:
            return new[0], f"'{found.group(0).strip()}' names it (what it becomes)", span[0] + found.start(2)
    return None


def _match_enum_at(param: Param, evidence: Evidence, span: tuple[int, int]) -> tuple[Any, str, int] | None:
    values = [v for v in param.enum if v is not None]
    if not values:
        return None
    low_text = evidence.text.lower()
    for word, value in described_aliases(param).items():
        hit = re.search(rf"(?<!\w){re.escape(word)}(?!\w)", low_text[:20_000])
        if hit:
            return value, f"'{word}' names it (the description says {value} means {word})", hit.start()
    from labkit.sim.engine.periods import period_named
    from labkit.sim.engine.slots import _side

    period = period_named(values, evidence, span)
    if period is not None:
        return period  # "my November readings", said in December: last_month
    from labkit.sim.engine.periods import year_named

    year = year_named(values, evidence.text[span[0] : span[1]] or evidence.text, evidence.today)
    if year is not None:
        return year[0], year[1], span[0]  # "my bill this year", said in December 2026: 2026/27
    side = _side(set(param.words), param.text)
    codes = _code_values(values, evidence, side)
    if codes is not None:
        return codes
    directed = _directed_value(values, evidence, side) if side else None
    if directed is not None:
        return directed
    amount_side = _amount_side(values, evidence)
    if amount_side is not None:
        return amount_side
    swapped = _swapped_to(values, evidence, span)
    if swapped is not None:
        return swapped  # "swap my physical sim for an esim": the one it becomes
    sure = certainty(param, values, evidence.text[:2000].lower())  # (a hedge anywhere in the message: "…, pretty sure it was a female")
    if sure is not None:
        return sure[0], sure[1], span[0]
    for_whom = for_whom_said(values, evidence, span)
    if for_whom is not None:
        return for_whom  # "my son … he's 8" and `service: womens_cut | mens_cut | kids_cut`: the kids' one
    every = next((v for v in values if str(v).lower() in ("all", "everything")), None)
    nouns = "|".join(re.escape(w) for w in param.words if len(w) > 2) or "zzz"
    said_every = re.search(rf"\b(?:everything|everywhere|all of them|all of it|every one|(?:every|all(?: the)?|each)\s+(?:{nouns})s?)\b", low_text[:2000])
    if every is not None and said_every and span[0] <= said_every.start() < span[1]:
        return every, f"'{said_every.group(0)}' names it", said_every.start()
    text = evidence.text
    low = text.lower()
    words = [t for t in evidence.toks if t.is_word]
    best: tuple[float, int, Any, str] | None = None
    # a word every option holds ("lock" of lock_front, lock_back, lock_garage) tells none apart
    part_sets = [{stem(p) for p in split_identifier(str(v))} for v in values if isinstance(v, str)]
    shared = set.intersection(*part_sets) if len(part_sets) > 1 else set()
    codes_only = all(isinstance(v, str) and len(v) <= 3 for v in values)
    detail = _MORE_DETAIL.search(low[span[0] : span[1]])
    partial: list[tuple[float, Any]] = []  # values of which the text says several words, not all
    lowered = {str(v).lower(): v for v in values if isinstance(v, str)}
    for phrase, part in _PARTS_SAID.items():
        found = re.search(rf"\b{phrase}\b", low[span[0] : span[1]]) if part in lowered else None
        if found:
            return lowered[part], f"'{found.group(0)}' is the {part}", span[0] + found.start()  # "wednesday after work": the evening
    joined = _phrasal_forms(words, span) or _phrasal_forms(words, (0, len(text[:2000])))  # (said beside the request, too)
    for value in values:
        said_joined = joined.get(str(value).lower().replace("_", "").replace("-", "")) if isinstance(value, str) else None
        if said_joined is not None and (best is None or best[0] < 11.0):
            best = (11.0, said_joined[1], value, f"'{said_joined[0]}' names it")  # "I've locked myself out" and `lockout`
        lettered = re.fullmatch(r"([A-Za-z])(\d{1,2})", value) if isinstance(value, str) else None
        spoken = next((f"{w} {lettered.group(2)}" for w in param.words if lettered and len(w) > 2 and w[0].lower() == lettered.group(1).lower()), None)
        if spoken and (found := re.search(rf"\b{re.escape(spoken)}\b", low[:5000])) and (best is None or best[0] < 12.0):
            best = (12.0, found.start(), value, f"'{spoken}' names it")  # "terminal 1" and `terminal: [T1, T2, T3]`
            continue
        if detail and isinstance(value, str) and {stem(p) for p in split_identifier(value)} & _DETAILED and (best is None or best[0] < 9.0):
            best = (9.0, span[0] + detail.start(), value, f"'{detail.group(0)}' asks for the {value} version")  # "tell me more about it": depth=full
        for alias in _aliases(value):
            if len(alias) == 1:
                sized = set(param.words) & {"size", "sizes"} and alias.isalpha()
                letter = re.search(rf"(?<![\w'-]){re.escape(alias.upper())}(?![\w'-])", text[:5000]) if sized else None
                if letter is None and sized:
                    letter = re.search(rf"\bsize\s+({re.escape(alias)})\b", low[:5000])
                if letter is not None and (best is None or best[0] < 11.0):
                    best = (11.0, letter.start(), value, f"'{letter.group(0)}' names the size")  # "change my tshirt size to L"
                continue  # (otherwise a one-letter code ("S") is named by its word ("small"), not found in text)
            for match in re.finditer(rf"(?<!\w){re.escape(alias)}(?!\w)", low[:20_000]):
                at = match.start()
                if alias in STOPWORDS and codes_only and text[at : match.end()] == alias:
                    continue  # "tell me more about it" says no language: "it" is Italian only as a code (IT, 'it')
                if isinstance(value, str) and at >= 2 and low[at - 1] == "-" and low[at - 2].isalpha() and (at < 3 or not low[at - 3].isalnum()):
                    continue  # "bike" is not named by "e-bike" (but "squash" is by "squash-merge")
                inside = span[0] <= match.start() < span[1]
                score = 10.0 + len(alias) / 10 + (5.0 if inside else 0.0)
                if isinstance(value, (int, float)) and not isinstance(value, bool):
                    if low[match.end() : match.end() + 1] == "%" or low[max(0, match.start() - 1) : match.start()] in ("$", "£", "€"):
                        continue  # "20% down" and `term_years: [15, 20, 25, 30]`: a share, not a term
                    if ends_a_name(text, match.start()):
                        continue  # "record Paddington 2 tonight" and `extra_minutes: [0, 2, 5]`: the film's 2
                    unit = re.match(r"[\s-]*([a-z]+)", low[match.end() : match.end() + 12])
                    if unit and stem(unit.group(1)) in {stem(w) for w in param.words}:
                        score += 2.0  # "a 30-year fixed": the number of years
                negated = re.search(r"\b(not|no|without|except|excluding|don't|never)\s+(?:\w+\s+)?$", low[max(0, match.start() - 20) : match.start()])
                if negated:
                    score -= 12.0
                if alias in _DETERMINER_VALUES and _determines_other(low, match.end(), param):
                    continue  # "any idea when…" is not status=any; "any status", "all of them" are
                if best is None or score > best[0]:
                    best = (score, match.start(), value, f"'{text[match.start():match.end()]}' names it")
                break
        if isinstance(value, str) and best is None or (best is not None and best[0] < 10):
            value_parts = [stem(p) for p in split_identifier(str(value)) if p not in STOPWORDS and stem(p) not in shared]
            if not value_parts:
                continue
            said_parts = {part for t in words for part in (stem(t.lower), _SHORT_FORMS.get(t.lower, "")) if part in value_parts and len(part) > 2}
            if len(said_parts) >= 2:
                # "a day pass": day_pass_wed says both words, full_pass one of them
                inside = any(span[0] <= t.start < span[1] for t in words if stem(t.lower) in said_parts)
                score = 6.0 * len(said_parts) / len(value_parts) + (3.0 if inside else 0.0)
                partial.append((score, value))
                if best is None or score > best[0]:
                    whole = len(said_parts) == len(value_parts)
                    best = (score, next(t.start for t in words if stem(t.lower) in said_parts), value,
                            f"'{' '.join(sorted(said_parts))}' " + ("names it" if whole else "names part of it"))
                continue
            for token in words:
                word_stem = stem(token.lower)
                inside = span[0] <= token.start < span[1]
                exact = word_stem in value_parts and len(word_stem) > 2 and not (
                    token.lower.endswith("s") and str(value).lower().endswith("ing")) or (  # "failed runs" is not status=running
                    "-" in token.lower and token.lower.replace("-", "") in (str(value).lower(), str(value).lower() + "s"))  # "e-bike" names ebike
                related = False  # a word of the same family ("weather") does not name a value ("celsius")
                fuzzy = (not exact and not related and len(token.lower) >= 5 and len(str(value)) >= 5
                         and (fuzz.ratio(token.lower, str(value).lower()) >= 86 or _same_root(token.lower, str(value).lower())
                              or _agent_of(word_stem, value_parts))
                         and not (str(value).lower().endswith("ed") and not token.lower.endswith("d"))  # "delivery" is no state `delivered`
                         or not exact and _doer_named(token.lower, value))
                tail = (not exact and not fuzzy and len(token.lower) >= 4 and token.lower.isalpha() and token.lower not in STOPWORDS
                        and isinstance(value, str) and value.isalpha() and value.lower().endswith(token.lower) and len(value) - len(token.lower) >= 3
                        and sum(1 for v in values if isinstance(v, str) and v.lower().endswith(token.lower)) == 1)  # "my room" and `bedroom`
                if exact or related or fuzzy or tail:
                    score = (6.0 if exact else 3.0 if fuzzy else 2.5) * (len([p for p in value_parts if p == word_stem]) or 1) / len(value_parts) + (3.0 if inside else 0.0)
                    whole = exact and len(value_parts) == 1
                    why = f"'{token.text}' " + ("names it" if whole else "names part of it" if exact else "is close to it" if fuzzy else
                                                 "ends it" if tail else "is related")
                    if best is None or score > best[0]:
                        best = (score, token.start, value, why)
    if best is not None and best[0] < 10 and "names part of it" in best[3] and sum(1 for score, _v in partial if score == best[0]) > 1:
        return None  # "a day pass" and day_pass_wed, day_pass_thu: which day is not said (the model asks)
    numbers = [m for m in evidence.of("number") if not m.quoted and not names_no_quantity(m, text)]
    if best is None and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
        if set(param.words) & _MONEY_WORDS or "£" in param.text or "$" in param.text or "€" in param.text:
            numbers = [m for m in evidence.of("money") if not m.quoted] + numbers  # "cover up to £5,000" and `cover_gbp: [1000, 2000, 5000]`
        for mention in numbers:
            if mention.value in values:
                return (int(mention.value) if all(isinstance(v, int) for v in values) else mention.value), f"'{mention.text}'", mention.start
        per = next((DURATION_UNITS[w.lower()] for w in param.words if len(w) > 2 and w.lower() in DURATION_UNITS), None)
        for mention in evidence.of("duration") if per else ():
            value = float(mention.value or 0) / per  # "an hour" and `duration_minutes: [40, 60]`
            if value in values:
                return (int(value) if all(isinstance(v, int) for v in values) else value), f"'{mention.text}' ({value:g} {param.name})", mention.start
    if best is None:
        from labkit.sim.engine.knowledge import kind_named

        kind = kind_named(values, text[span[0] : span[1]][:5000]) or kind_named(values, text[:2000])
        if kind is not None:  # (the reason is often said beside the request: "book the Arena … it's my brother's 30th")
            return kind[0], kind[1], span[0]  # "a 2,400-word employment contract" and `DocumentType`: legal
        level = urgency(values, low)
        if level is not None:
            return level[0], level[1], -1
        return None
    return best[2], best[3], best[1]


_PARTICLES = ("out", "in", "up", "off", "on", "down", "over", "back", "away")


def _phrasal_forms(words: list[Any], span: tuple[int, int]) -> dict[str, tuple[str, int]]:
    """The one-word forms of the phrasal verbs the clause says ("locked myself out" -> "lockout",
    "check us in" -> "checkin", "set it up" -> "setup"), to the words said and where they start."""
    inside = [t for t in words if span[0] <= t.start < span[1]][:400]
    out: dict[str, tuple[str, int]] = {}
    for i, token in enumerate(inside):
        if not token.lower.isalpha() or len(token.lower) < 3:
            continue
        for j in range(i + 1, min(i + 4, len(inside))):
            if inside[j].lower in _PARTICLES:
                for root in {token.lower, stem(token.lower), re.sub(r"(?:ed|ing)$", "", token.lower)}:
                    out.setdefault(root + inside[j].lower, (f"{token.text} … {inside[j].text}" if j > i + 1 else f"{token.text} {inside[j].text}", token.start))
                break
    return out


#: Asking for the longer version of something ("tell me more", "in detail") and the values that are it.
_MORE_DETAIL = re.compile(r"\b(?:tell me more|more about|more detail|more info|in (?:more |full )?detail|the (?:full|whole) (?:story|thing|version)|go deeper|longer version)\b")
_DETAILED = frozenset(stem(w) for w in "full long longer detailed detail extended complete comprehensive deep".split())


def _agent_of(word_stem: str, value_parts: list[str]) -> bool:
    """"patio heaters" and `heating`, "carpet cleaners" and `cleaning`: the thing that does it, for
    the doing (a noun in -er on the option's verb)."""
    return word_stem.endswith("er") and len(word_stem) >= 5 and word_stem[:-2] in value_parts


def _doer_named(word: str, value: Any) -> bool:
    """"view-only" and `viewer`, "edit access" and `editor`: the option is the one who does what the
    word says (the word, or the first part of a hyphenated one, plus -er or -or)."""
    if not isinstance(value, str) or not value.isalpha():
        return False
    head = word.split("-")[0]
    return len(head) >= 3 and head.isalpha() and value.lower() in (head + "er", head + "or", head + "r")


def _same_root(word: str, value: str) -> bool:
    """"hygienist" and `hygiene`, "physio" and `physiotherapy`: one word begins with nearly all of
    the other (at least five letters, four fifths of the shorter one)."""
    shared = len(os.path.commonprefix([word, value]))
    return shared >= 5 and shared >= 0.8 * min(len(word), len(value))


#: Short forms options use for days and months ("day_pass_wed", "report_jan").
_SHORT_FORMS = {full: short for short, fulls in ABBREVIATIONS.items() for full in fulls if full.endswith("day")} | {
    month.lower(): month[:3].lower() for month in calendar.month_name[1:]}

_GIVEN_SIDE = {"from": "source", "source": "source", "send": "source", "sell": "source", "base": "source", "give": "source", "pay": "source",
               "to": "target", "target": "target", "receive": "target", "buy": "target", "quote": "target", "get": "target"}


def _amount_side(values: list[Any], evidence: Evidence) -> tuple[Any, str, int] | None:
    """`amountIn: from | to`: which side of an exchange the amount stated is on — the one handed
    over ("for CHF 250") or the one wanted ("I need 40,000 yen")."""
    sides = {_GIVEN_SIDE.get(str(v).lower()): v for v in values if isinstance(v, str)}
    if len(values) != 2 or set(sides) != {"source", "target"}:
        return None
    from labkit.sim.engine.candidates.codes import currency_role

    money = [m for m in evidence.mentions if m.kind == "money" and m.extra.get("currency")]
    if not money:
        return None
    role = currency_role(money[0], evidence) or "source"
    return sides[role], f"'{money[0].text}' is the amount {'handed over' if role == 'source' else 'wanted'}", money[0].start


_FROM_CUES = frozenset(("from", "out of", "off"))
_TO_CUES = frozenset(("to", "into", "onto", "towards", "toward"))


def _directed_value(values: list[Any], evidence: Evidence, side: str) -> tuple[Any, str, int] | None:
    """"move 20 from RTM1 over to RTM2": when the text names two of the options, a `from…`
    parameter takes the one said after "from", a `to…` one the one said after "to"."""
    low = evidence.text[:20_000].lower()
    said = []
    for value in values:
        if isinstance(value, str) and len(value) >= 2:
            said += [(hit.start(), value) for hit in re.finditer(rf"(?<![\w-]){re.escape(value.lower())}(?![\w-])", low)]
    if len({value for _, value in said}) < 2:
        return None
    cues = _FROM_CUES if side == "start" else _TO_CUES
    for start, value in sorted(said):
        before = " ".join(re.findall(r"[a-z]+", low[max(0, start - 12) : start])[-2:])
        if before.split()[-1:] and (before.split()[-1] in cues or before in cues):
            return value, f"'{value}' said after '{before.split()[-1]}'", start
    return None


def _code_values(values: list[Any], evidence: Evidence, side: str | None = None) -> tuple[Any, str, int] | None:
    """Enums of ISO codes: a currency, country or language the evidence names, in the enum's case
    (for a `to_…`/`target` parameter, the one named after "to"/"into"/"in")."""
    strings = [v for v in values if isinstance(v, str)]
    if not strings or len(strings) != len(values):
        return None
    upper = {v.upper(): v for v in strings}
    mentions = list(evidence.mentions)
    if side == "end":
        mentions.sort(key=lambda m: (0 if set(m.before[-1:]) & {"to", "into", "in"} else 1, 0 if m.kind != "money" else 1))
    elif side == "start":
        mentions.sort(key=lambda m: (0 if m.kind == "money" or set(m.before[-1:]) & {"from"} else 1))
    if all(len(v) == 3 and v.isalpha() for v in strings):
        for mention in mentions:
            code = mention.value if mention.kind == "currency" else mention.extra.get("currency") if mention.kind == "money" else mention.extra.get("alpha_3") if mention.kind == "country" else None
            if isinstance(code, str) and code.upper() in upper:
                return upper[code.upper()], f"'{mention.text}' -> {code}", mention.start
    if all(len(v) == 2 and v.isalpha() for v in strings):
        for mention in mentions:
            if mention.kind in ("country", "language") and str(mention.value).upper() in upper:
                return upper[str(mention.value).upper()], f"'{mention.text}' -> {mention.value}", mention.start
    return None


def default_enum(param: Param, stated_default: str | None, *, today: Any = None) -> tuple[Any, str]:
    """An enum value to use when the text names none: the stated default, a neutral value
    ("normal", "any", "medium"…), the year (or financial year) running today, else the first value."""
    values = [v for v in param.enum if v is not None]
    if today is not None:
        from labkit.sim.engine.periods import current_year_option

        current = current_year_option(values, today)
        if current is not None:
            return current, f"the year running today ({current}); the request names none"
    if stated_default is not None:
        for value in values:
            if str(value).lower() == stated_default.lower():
                return value, f"the description's default ({value})"
    lowered = {str(v).lower(): v for v in values}
    for name in _DEFAULT_VALUES:
        if name in lowered:
            return lowered[name], f"a neutral choice ({lowered[name]}); the request does not say"
    if set(param.words) & {"severity", "priority", "urgency", "impact", "level"} and len(values) >= 3:
        middle = values[(len(values) - 1) // 2]
        return middle, f"a middle {param.name} ({middle}); the request does not say how urgent"
    default = param.schema.get("default")
    if default in values:
        return default, f"the schema's default ({default})"
    return values[0], f"the first value ({values[0]}); the request does not say"
