"""Ids the app's instructions give beside a name ("CarePlus Kings Road (ST-014)", "Biscuit (dog,
id PET-12)"): the one for the name the user says, or, when the user names none, the one they give
for this kind of thing (the user's own store, account or pet).
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from typing import TYPE_CHECKING, Any

from labkit.sim.engine import lexicon
from labkit.sim.engine.fill.coerce import checked_value
from labkit.sim.engine.schema import Param
from labkit.sim.engine.words import STOPWORDS, stem

if TYPE_CHECKING:
    from labkit.sim.engine.fill import Context


#: An id in the instructions: a code with a digit ("ST-014", "PET12"), or a number plate ("WK19 XRT").
#: Phone numbers ("07700 900142", "+44 161 496 0000"): an id with spaces.
_PHONE = re.compile(r"\+\d{1,4}(?:[ -]\d{1,5}){2,4}|\d{2,5}[ -]\d{3,4}[ -]?\d{3,4}")  # "+353 87 555 0142", "07700 900142"
_IDENT = re.compile(rf"(?<![\w+-])({_PHONE.pattern}|[A-Z]{{1,3}}\d{{1,4}}\s[A-Z]{{3}}|[A-Za-z]{{0,6}}[-_]?\d[\w-]{{0,30}}|[A-Z]{{1,6}}-[A-Z0-9][\w-]{{0,30}})\b")
#: Not ids: ordinals and measures ("the 5th", "30GB", "10kg", "5km", "2x").
_MEASURE = re.compile(r"\d+(?:st|nd|rd|th)|\d+(?:\.\d+)?(?:gb|mb|kb|tb|kg|g|km|m|cm|mm|ml|l|mph|kw|kwh|mins?|hrs?|h|x|k|p|pm|am|s)", re.I)
#: 'BK-7795 "1:1 with Lena"': a title in quotes after an id.
_TITLED = re.compile(r"\s*[:,(–—-]?\s*[\"“'‘]([^\"”'’\n]{2,60})[\"”'’]")
#: "07700 900587: Zoe Osei, …": a name said after an id and a colon.
_NAMED_AFTER = re.compile(r"\s*[:=–—-]\s*([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,3})")
#: What follows an id to say which thing it is: ", a 2019 Ford Focus", " (the blue bike)".
_DESCRIBED = re.compile(r"(?:\s*[,(:]\s*(?:a|an|the|our|his|her|their|my)\s+|\s+(?:from|to)\s+(?=[A-Z]))([^,.;()]{3,60}?(?:\s*\([^()]{1,60})?)(?=\s*(?:[,.;)]|\band\b|$))")
#: "(2019 Volkswagen Golf 1.6 TDI)": what an id is of, in brackets right after it.
#: A list line that names a thing and gives its id in brackets: "- Bosch dishwasher (" before "DW-77120)".
_BULLET_NAMED = re.compile(r"[ \t]*(?:[-*•·]|\d{1,2}[.)])[ \t]+([^\n()]{2,60}?)[ \t]*\(")
_BRACKETED = re.compile(r"[ \t]*\(([^()\n]{3,60})\)")
#: A line that opens with an id (after a bullet or a number): "- PRJ-101 Riverside Co-op app redesign - client …".
_LINE_START = re.compile(r"(?:^|\n)[ \t]*(?:[-*•·]|\d{1,2}[.)])?[ \t]*$")
_NAME_AFTER_ID = re.compile(r"(?:[ \t]*[:=–—][ \t]*|[ \t]+-[ \t]+|[ \t]+)([A-Z0-9][^\n,;:()]{1,60}?)(?=[ \t]+[-–—][ \t]|[ \t]*[,;:(]|[ \t]*(?:\n|$))")
#: "Client ids look like CL-014", "(e.g. INV-2027-011)", "in the form AB-123": an id's FORMAT shown by an
#: example, not a record of the user's. Matched against the few characters before the id.
_AN_EXAMPLE = re.compile(r"(?:\blooks?\s+like|\bids?\s+like|\bnumbers?\s+like|\be\.g\.,?|\bsuch\s+as|\bfor\s+(?:example|instance)"
                         r"|\bformat(?:ted)?(?:\s+(?:like|as|is))?|\bin\s+the\s+form(?:\s+of)?|\bpattern(?:\s+is)?)\s*[:,]?\s*[\"'“‘(]?\s*$", re.I)
_NAME_RUN = re.compile(r"((?:[A-Z][\w'&.-]*)(?:\s+(?:of|de|the|van|von|[A-Z][\w'&.-]*))*)")


_POSTCODE = re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b")


def _in_postcode(text: str, start: int, end: int) -> bool:
    """Is text[start:end] part of a UK postcode ("LS6" or "1AX" of "LS6 1AX")?"""
    return any(m.start() <= start and end <= m.end() for m in _POSTCODE.finditer(text, max(0, start - 8), min(len(text), end + 8)))


@functools.lru_cache(maxsize=64)
def named_ids(text: str) -> tuple[tuple[str, str, str], ...]:
    """(name, id, the words around them) for each id the instructions give beside a name:
    "CarePlus Kings Road (ST-014)", "Biscuit (dog, id PET-12)", "branch Riverside, code BR-2".
    Read once per instructions (every parameter of every call asks)."""
    return tuple(_named_ids(text))


def _named_ids(text: str) -> list[tuple[str, str, str]]:
    out = []
    described: list[tuple[int, int]] = []  # "WK19 XRT, a 2019 Ford Focus": names said after their id
    for match in _IDENT.finditer(text[:8000]):
        ident = match.group(1)
        coded = re.fullmatch(r"[A-Z]{2,6}-[A-Z]{2,10}(?:-[A-Z0-9]{1,10})*", ident)  # "LDS-BRG": a code of capitals, no digit needed
        if not any(ch.isdigit() for ch in ident) and not coded or re.fullmatch(r"\d{1,4}", ident) or re.fullmatch(r"\d{4}-\d{2}-\d{2}", ident):
            continue
        if re.fullmatch(r"\d+[-–]\d+|[a-z]{2,}-\d+\w*|\d+(?:\.\d+)?(?:-[a-z]+)+", ident) or _MEASURE.fullmatch(ident) \
                or _in_postcode(text, match.start(), match.end()):
            continue  # "7-10 working days", "under-16s", "a 24-hour window", "30GB", "the 5th", "Leeds LS6 1AX": no id
        if _AN_EXAMPLE.search(text[max(0, match.start() - 30) : match.start()]):
            continue  # "Client ids look like CL-014": the format of an id, nobody's id
        listed = _NAME_AFTER_ID.match(text, match.end()) if _LINE_START.search(text[max(0, match.start() - 12) : match.start()]) else None
        if listed:  # "- PRJ-102 Northwind onboarding flows - client Northwind Bikes": a list line opened by its id
            line_end = text.find("\n", match.end())
            heading = re.findall(r"(?m)^([^\n]{3,80}):[ \t]*$", text[max(0, match.start() - 800) : match.start()])
            around = text[match.end() : line_end if line_end >= 0 else len(text)][:160] + (f" ({heading[-1]})" if heading else "")
            out.append((listed.group(1).strip(), ident, around))  # ("Properties on the account:" says what its lines' ids are of)
            continue
        line_start = text.rfind("\n", 0, match.start()) + 1
        bullet = _BULLET_NAMED.fullmatch(text[line_start : match.start()])
        if bullet:  # "Registered appliances (serial number):\n- Bosch dishwasher (DW-77120), bought …": the line names it, the heading says what the id is
            heading = re.findall(r"(?m)^([^\n]{3,80}):[ \t]*$", text[max(0, line_start - 800) : line_start])
            out.append((bullet.group(1).strip(), ident, f"{bullet.group(1)}" + (f" ({heading[-1]})" if heading else "")))
            continue
        titled = _TITLED.match(text, match.end())
        if titled:  # 'BK-7795 "1:1 with Lena", Monday …': a booking named by its title
            lead = " ".join(re.findall(r"[A-Za-z]+", text[max(0, match.start() - 40) : match.start()])[-5:])
            out.append((titled.group(1), ident, f"{lead} {titled.group(1)}"))
            continue
        named_after = _NAMED_AFTER.match(text, match.end())
        if named_after and (_PHONE.fullmatch(ident) or text[match.end() : match.end() + 2].strip().startswith(":")) \
                and named_after.group(1).lower() not in STOPWORDS:
            lead = " ".join(re.findall(r"[A-Za-z]+", text[max(0, match.start() - 40) : match.start()])[-5:])
            out.append((named_after.group(1), ident, f"{lead} {named_after.group(1)}"))
            continue
        bracketed = _BRACKETED.match(text, match.end())
        if bracketed and re.search(r"[A-Za-z]{3}", bracketed.group(1)) and not re.match(r"\s*(?:a|an|the|our|his|her|their|my)\s", bracketed.group(1)):
            described.append(bracketed.span(1))  # "191-D-23817 (2019 Volkswagen Golf 1.6 TDI)": the thing the id is of, in brackets
            lead = " ".join(re.findall(r"[A-Za-z]+", text[max(0, match.start() - 40) : match.start()])[-5:])
            out.append((bracketed.group(1).strip(), ident, f"{lead} {bracketed.group(1)}"))
            continue
        after = _DESCRIBED.match(text, match.end())
        if after and re.search(r"[A-Za-z]{3}", after.group(1)):
            described.append(after.span(1))
            lead = " ".join(re.findall(r"[A-Za-z]+", text[max(0, match.start() - 40) : match.start()])[-5:])
            out.append((after.group(1).strip(), ident, f"{lead} {after.group(1)}"))
            continue
        window_start = max(0, match.start() - 60)
        window = text[window_start : match.start()]
        names = [m for m in _NAME_RUN.finditer(window) if m.group(1).lower() not in STOPWORDS
                 and not any(a <= window_start + m.start() < b for a, b in described)]
        if not names and described and ". " in window:  # "…Toyota Yaris Hybrid. The Yaris is in under booking JOB-7720"
            window_start += window.rindex(". ") + 2
            window = text[window_start : match.start()]
            names = [m for m in _NAME_RUN.finditer(window) if m.group(1).lower() not in STOPWORDS]
        if not names:
            continue
        found = names[-1]
        name = found.group(1)
        name_start = max(0, match.start() - 60) + found.start()
        lead = " ".join(re.findall(r"[A-Za-z]+", text[max(0, name_start - 40) : name_start])[-3:])
        between = text[name_start + len(name) : match.start()]
        out.append((name, ident, f"{lead} {between}"))  # the kind of thing: "home store is …", "(policy …"
    return out


def _ids_of_kind(param: Param, instructions: str) -> tuple[set[str], list[tuple[str, str]]]:
    """The parameter's own id words, and the (name, id) pairs of the instructions whose id is of
    that kind (its words around it, or its letters abbreviating them: "PET-1" for `pet_ids`) and
    valid for the parameter."""
    from labkit.sim.engine.candidates import abbreviates
    from labkit.sim.engine.tools import id_object_words

    own = id_object_words(param)
    found = []
    for name, ident, around in named_ids(instructions):
        letters = re.match(r"[A-Za-z]*", ident).group(0)
        label = None if around.rstrip().endswith(name.strip()) else _label_before(around)  # (an id named after it has no label before it)
        kind_words = {stem(label)} if label else {stem(w) for w in re.findall(r"[a-z]+", f"{around} {name}".lower())}
        kind_fits = bool(own & kind_words) or (len(letters) >= 2 and any(abbreviates(letters, w) for w in own)) \
            or _pattern_fits(param, ident) or _PHONE.fullmatch(ident) is not None and _asks_for_a_phone(param)
        if _PHONE.fullmatch(ident) and not _asks_for_a_phone(param):
            continue  # a phone number is the id of a line, never a code or a reference
        if kind_fits and checked_value(param, ident) is not None:
            found.append((name, ident))
    return own, found


#: Words that label an id without saying what it is the id of ("id PET-1", "ref 55").
_BARE_LABELS = frozenset("id ids ref reference no number num code key".split())


def _label_before(around: str) -> str | None:
    """The noun written right before an id ("with Adaeze Okafor (teacher T-14)": "teacher"): what
    the id is of, whatever else the sentence around it talks about ("piano lessons with…")."""
    found = re.findall(r"[A-Za-z]+|[^A-Za-z\s]", around)
    last = found[-1].lower() if found else ""
    if not last.isalpha() or last in STOPWORDS or last in _BARE_LABELS or len(found) < 2:
        return None
    return last


def id_from_instructions(param: Param, ctx: Context) -> tuple[Any, str] | None:
    """An id the app's instructions give: for the name the user says ("kings road" ->
    "CarePlus Kings Road (ST-014)"), or, when the user names nothing, the one the instructions
    give for this kind of thing ("her home store is … (ST-014)", "current account ACC-CUR-01")."""
    assert ctx.instructions is not None
    own, kind = _ids_of_kind(param, ctx.instructions.text)
    named = ctx.evidence.of("place", "name", "postcode", "id", "person")
    matches = [(name, ident, ({stem(w) for w in re.findall(r"[a-z]+", name.lower())} - STOPWORDS) - own) for name, ident in kind]
    # the clause first, then what the user describes around it ("the focus needs a service — book …")
    for text in (ctx.evidence.text[ctx.span[0] : ctx.span[1]], ctx.situation[:400]):
        said = {stem(w) for w in re.findall(r"[a-z]+", text.lower())} - STOPWORDS - set(ctx.verbs)  # ("archiving the Italian one" names no "Archived: …")
        for name, ident, distinctive in matches:
            if distinctive and len(distinctive & said) >= min(2, len(distinctive)):
                return checked_value(param, ident), f"the instructions: '{name}' is {ident}, the one the user names"
        own_words = [(name, ident, (distinctive & said) - set().union(*(d for n, i, d in matches if i != ident))) for name, ident, distinctive in matches]
        singled = [(name, ident) for name, ident, unique in own_words if unique]
        if len(singled) > 1:
            # "…for my dishwasher - it's leaking from under the door": the one whose head noun is said
            # ("Bosch dishwasher"), not one a word of the description touches ("French-door fridge")
            headed = [(name, ident) for name, ident in singled if re.findall(r"[a-z]+", name.lower())[-1:] and stem(re.findall(r"[a-z]+", name.lower())[-1]) in said]
            singled = headed if len(headed) == 1 else singled
        if len(singled) == 1:
            # "Amara" of "Amara Okafor (student_id STU-201)" and "Tobi Okafor (…)": a first name tells them apart
            return checked_value(param, singled[0][1]), f"the instructions: '{singled[0][0]}' is {singled[0][1]}, the one the user names"
    user = the_user(ctx.instructions.text)
    if len(matches) > 1 and user and own & _PERSONAL_IDS and _of_the_user(ctx):
        own_ids = [(name, ident) for name, ident, _d in matches if name.lower() in (user.lower(), user.split()[0].lower())]
        # ("Priya (prf_1a7c, adult)" for the account holder Priya Shah: her first name)
        if len(own_ids) == 1:  # "stick me in the dbt one" and "REG-40112: Marta Kowalski", the signed-in user
            return checked_value(param, own_ids[0][1]), f"the instructions: {own_ids[0][1]} is {user}'s, the signed-in user's"
    if len(matches) == 1 and not named and not (set(param.words) & PLACE_IDS and names_another_place(ctx, matches[0][0])):
        name, ident, _ = matches[0]
        return checked_value(param, ident), f"the instructions: {ident} ('{name}') is the user's {' '.join(sorted(own))}"
    return None


def _of_the_user(ctx: Context) -> bool:
    """Is the clause about the user's own account? When it says "me"/"my", or when it names nobody
    and another clause of the message does ("take X off my list … and add Deep Field instead"; a
    profile the clause names was matched before this is asked, and "Deep Field" is a title)."""
    if _SPEAKS_OF_SELF.search(ctx.evidence.text[ctx.span[0] : ctx.span[1]]):
        return True
    named = any(m.kind == "person" and ctx.span[0] <= m.start < ctx.span[1] for m in ctx.evidence.mentions)
    return not named and bool(_SPEAKS_OF_SELF.search(ctx.evidence.text))


#: Ids of a person or their account (a registration, a line, a membership): "me" picks the user's own.
_PERSONAL_IDS = frozenset(stem(w) for w in "registration reg account customer member membership user profile employee patient student "
                          "attendee line msisdn phone mobile subscriber holder client guest passenger".split())
_SPEAKS_OF_SELF = re.compile(r"\b(?:me|my|i|i'm|i'd|mine|myself)\b", re.I)
_SIGNED_IN = re.compile(r"(?i:signed[- ]in(?: (?:user|customer|member|employee|account holder|as|guest|patient|client|student|reporter|parent|"
                        r"resident|tenant|traveller|traveler|volunteer|donor|learner|owner|driver|rider|player|subscriber|contact))?|logged[- ]in (?:user|as)|you are (?:talking|chatting|speaking|helping)(?: to| with)?"
                      r"|(?:the )?(?:customer|user|member|patient|employee|guest|client|account holder) is|^(?:customer|user|member|patient|employee|guest|client)"
                      r"|account holder,?|the app is open on)"
                      r"\s*:?\s*([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2})", re.M)


@functools.lru_cache(maxsize=64)
def the_user(instructions: str) -> str | None:
    """The signed-in user's name the instructions give ("Signed-in user: Marta Kowalski (…)")."""
    found = _SIGNED_IN.search(instructions[:8000])
    return re.sub(r"['’]s$", "", found.group(1)) if found else None  # "The app is open on Ines's profile": Ines


_AT_A_PLACE = re.compile(r"\b(?:at|in|near|from)\s+(?:the\s+)?([a-z][a-z'-]{2,}(?:\s+[a-z][a-z'-]{2,})?)", re.I)
_NOT_A_PLACE = frozenset("morning afternoon evening night weekend week month time home work all least most total once advance person "
                         "stock store shop branch clinic office future moment minute hour day half quarter".split())


#: What an id of a place is the id of (a branch, a clinic, a site): the ids "at <place>" can overrule.
PLACE_IDS = frozenset("branch clinic store shop site location venue office gym centre center pool depot dojo studio library station "
                      "hotel restaurant surgery practice hospital campus court park".split())


def names_another_place(ctx: Context, name: str) -> bool:
    """"a kids eye test at headingley": the clause says where, and it is not the one place the
    instructions give an id for ("Leeds Briggate"), so that id is not the one meant."""
    text = ctx.evidence.text[ctx.span[0] : ctx.span[1]]
    own = {stem(w) for w in re.findall(r"[a-z]+", name.lower())}
    timed = [(m.start, m.end) for m in ctx.evidence.mentions if m.kind in ("date", "time", "datetime", "range", "duration", "number", "money")]
    for match in _AT_A_PLACE.finditer(text):
        at = ctx.span[0] + match.start(1)
        said = [w for w in match.group(1).lower().split() if w not in STOPWORDS]
        if not said or set(said) & _NOT_A_PLACE or any(a <= at < b for a, b in timed) or lexicon.is_verb(stem(said[0])):
            continue
        if not {stem(w) for w in said} & own:
            return True
    return False


def ids_named_from_instructions(param: Param, ctx: Context) -> list[Any]:
    """Every id the instructions give beside a name the user says, for an array of ids ("board
    Biscuit and Mochi" with "Biscuit (PET-1), Mochi (PET-2)" -> ["PET-1", "PET-2"]); the one id
    of that kind when the user names none of them."""
    if ctx.instructions is None:
        return []
    _own, found = _ids_of_kind(param, ctx.instructions.text)
    if not found:
        return []
    text = ctx.evidence.text[ctx.span[0] : ctx.span[1]].lower()
    named = [ident for name, ident in found if re.search(rf"\b{re.escape(name.split()[0].lower())}\b", text)]
    if named:
        return list(dict.fromkeys(named))
    return [found[0][1]] if len(found) == 1 else []


_AGED = re.compile(r"\b([A-Z][a-z]+)(?: [A-Z][a-z]+)? \((?:age[sd]? )?(\d{1,3})\)")
_EVERYONE = re.compile(r"\b(?:all (?:\w+ )?of us|the (?:whole )?family|everyone|every one of us|the lot of us|us all)\b", re.I)
_ME = re.compile(r"\b(?:me|myself|i)\b", re.I)


def ages_named_from_instructions(ctx: Context) -> list[int]:
    """The ages the instructions give for the people the user names ("for me and Ana" with
    "Lukas (41), his wife Ana (39)" -> [41, 39]; "all 4 of us" -> every age listed), in the
    instructions' order; [] when the instructions list no ages or the user names nobody listed."""
    if ctx.instructions is None:
        return []
    text = ctx.instructions.text[:8000]
    people = [(name, int(age)) for name, age in _AGED.findall(text) if int(age) <= 120]
    if len(people) < 1:
        return []
    said = ctx.evidence.text[ctx.span[0] : ctx.span[1]]
    if _EVERYONE.search(said):
        return [age for _name, age in people]
    user = the_user(ctx.instructions.text)
    named = {name for name, _age in people if re.search(rf"\b{re.escape(name)}\b", said, re.I)}
    if user and _ME.search(said):
        named.add(user.split()[0])
    return [age for name, age in people if name in named]


def _asks_for_a_phone(param: Param) -> bool:
    """`msisdn`, `phone`, "UK mobile number on this account": a parameter that takes a phone number."""
    from labkit.sim.engine.slots import slot_of

    return slot_of(param).kind == "phone" or bool(re.search(r"\b(?:phone|mobile|msisdn|telephone)\b", param.description, re.I))


def _pattern_fits(param: Param, ident: str) -> bool:
    """The parameter's own pattern says what its ids look like ("^[A-Z]{2}[0-9]{2} ?[A-Z]{3}$"), when
    the pattern is specific (fixed counts or literal letters, not "^[\\w-]+$") and the id fits it."""
    from labkit.sim.engine.schema import resolve

    pattern = resolve(param.schema, param.root).get("pattern") if isinstance(param.schema, dict) else None
    if not isinstance(pattern, str) or len(pattern) > 200:
        return False
    specific = re.search(r"\{\d+(?:,\d*)?\}", pattern) or re.search(r"(?<![\\\[])\b[A-Za-z]{2,}", re.sub(r"\[[^\]]*\]", "", pattern))
    if not specific:
        return False
    import regex

    from labkit.sim.engine.schema.validate import PATTERN_TIMEOUT_S

    try:
        return regex.search(pattern, ident, timeout=PATTERN_TIMEOUT_S) is not None
    except Exception:  # a bad or too-slow pattern says nothing of the id
        return False


_CALENDAR = frozenset("monday tuesday wednesday thursday friday saturday sunday january february march april may june july august "
                      "september october november december today tomorrow".split())


def enum_for_the_one_named(param: Param, ctx: Context) -> tuple[Any, str, None] | None:
    """An option of an enum that the instructions state for the one the user names: "is there a
    make-up Ada could do?" with "Ada Okafor, 7, swimmer id ADA-01, Stage 3, …" gives `stage:
    "Stage 3"` (None when the user names no one the instructions describe, or the line holds no
    single option)."""
    if ctx.instructions is None or not param.enum or not param.essential:
        return None  # (an optional filter takes what the user says, not what the instructions say of them)
    said = {stem(w) for w in re.findall(r"[a-z]{3,}", ctx.evidence.text[ctx.span[0] : ctx.span[1]].lower())} - STOPWORDS
    if not said:
        return None
    options = [v for v in param.enum if isinstance(v, str) and len(v) > 2]
    found: set[str] = set()
    for line in re.split(r"[\n;]|(?<=[.!?])\s+", ctx.instructions.text[:8000]):
        names = {stem(w) for w in re.findall(r"\b[A-Z][a-z]{2,}\b", line) if w.lower() not in _CALENDAR} - STOPWORDS
        if not names & said:
            continue
        low = line.lower()
        held = [v for v in options if re.search(rf"(?<![\w-]){re.escape(v.lower().replace('_', ' '))}(?![\w-])", low)]
        if len(held) == 1:
            found.add(held[0])
    if len(found) != 1:
        return None
    value = found.pop()
    checked = checked_value(param, value)
    return (checked, f"the instructions: {value} is the one the user names", None) if checked is not None else None


def name_given_for(ident: str, instructions: str) -> str:
    """The name the instructions give beside an id ("Leeds Central" for LC-1), or ""."""
    return next((name for name, code, _around in named_ids(instructions) if code == ident), "")


#: "just now", "right now", "now": the moment of the message (not "from now on", "now and then").
_NOW = re.compile(r"\b(?:just now|right now|(?<!from )(?<!for )now(?! on\b)(?! and then\b))\b", re.I)


def now_stated(ctx: Context) -> dt.datetime | None:
    """The moment the instructions give as now ("Today is Wednesday 6 January 2027, 03:20"), or None."""
    if ctx.instructions is None:
        return None
    today = ctx.today.isoformat()
    moment = next((m for m in ctx.instructions.mentions if m.kind == "datetime" and str(m.value)[:10] == today and len(str(m.value)) >= 16), None)
    return dt.datetime.fromisoformat(str(moment.value)[:16]) if moment is not None else None


def said_now(param: Param, slot_kind: str, ctx: Context) -> tuple[Any, str] | None:
    """"log 142 over 88 just now": the time the instructions state for today (they give the
    model its clock: "Today is Wednesday 9 December 2026, 07:50"), for a date-time or a time
    parameter. None when the clause does not say now or the instructions state no time."""
    from labkit.sim.engine.candidates.when import format_datetime

    said = ctx.evidence.text[ctx.span[0] : ctx.span[1]]
    ago = AGO.search(said)
    if ctx.instructions is None or slot_kind not in ("datetime", "time") or not (ago or _NOW.search(said)):
        return None
    today = ctx.today.isoformat()
    now = now_stated(ctx)
    if now is None:
        return None
    why = f"the instructions: now is {today} {now.strftime('%H:%M')}"
    if ago:
        amount = _AMOUNTS.get(ago.group(1).lower()) or (int(ago.group(1)) if ago.group(1).isdigit() else 1)
        minutes = amount * (60 if ago.group(2).lower().startswith(("hour", "hr")) else 1)
        if minutes > 12 * 60:
            return None
        now -= dt.timedelta(minutes=minutes)  # "like ten minutes ago": the clock the instructions give, less that
        why += f", less '{ago.group(0)}'"
    if now.date() != ctx.today:
        return None
    value = format_datetime(now.date().isoformat(), now.time().replace(second=0, microsecond=0), param) if slot_kind == "datetime" else now.strftime("%H:%M")
    checked = checked_value(param, value)
    return (checked, why) if checked is not None else None


#: "ten minutes ago", "an hour ago", "20 mins ago": a moment counted back from now.
AGO = re.compile(r"\b(\d{1,3}|a|an|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|forty-five|half an?)\s+(min(?:ute)?s?|hours?|hrs?)\s+ago\b", re.I)
_AMOUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "ten": 10, "fifteen": 15, "twenty": 20, "thirty": 30,
            "forty": 40, "forty-five": 45}


#: Words that make a sentence of the instructions state a setting ("Grade mode is letter unless…").
_STATES_A_SETTING = re.compile(r"\b(?:is|are|defaults? to|by default|default|always|unless|otherwise|use|uses)\b|[:=]", re.I)


def stated_setting(param: Param, unit: str | None, ctx: Context) -> tuple[Any, str] | None:
    """A value the instructions state for the parameter when the user gives none: an option of
    an enum named in a sentence about it ("Grade mode is letter unless the student asks
    otherwise" -> `grade_mode: "letter"`), or a number in the parameter's unit after its own word
    ("Annual usage: electricity 2,900 kWh, gas 11,500 kWh" -> `electricity_kwh: 2900`)."""
    if ctx.instructions is None or not param.words:
        return None
    text = ctx.instructions.text[:8000]
    if unit is None and len(param.words) >= 2 and param.kind in ("integer", "number") and re.fullmatch(r"[a-z]{1,5}", param.words[-1].lower()):
        unit = param.words[-1].lower()  # `electricity_kwh`: a number in kWh
    own = [stem(w) for w in param.words if w.lower() != (unit or "").lower()]
    if param.enum:
        cited = re.search(rf"(?<![\w-]){re.escape(param.name)}\s*[:=]?\s*[\"'`]?([\w.-]+)", text)
        if cited and cited.group(1) in param.enum and checked_value(param, cited.group(1)) is not None:
            return cited.group(1), f"the instructions: '{cited.group(0)}'"  # "Saved payment: Visa ending 8841 (payWith visa_8841)"
        found = set()
        for sentence in re.split(r"(?<=[.!?])\s+|\n", text):
            low = sentence.lower().replace("_", " ")
            said = {stem(w) for w in re.findall(r"[a-z]+", low)}
            if not own or not set(own) <= said or not _STATES_A_SETTING.search(low):
                continue
            held = [v for v in param.enum if isinstance(v, str) and len(v) > 1
                    and re.search(rf"(?<![\w-]){re.escape(v.lower().replace('_', ' '))}(?![\w-])", low)]
            if len(held) == 1:
                found.add(held[0])
        if len(found) == 1:
            value = found.pop()
            checked = checked_value(param, value)
            return (checked, f"the instructions: {' '.join(param.words)} is {value}") if checked is not None else None
        return None
    if param.kind in ("integer", "number") and unit and own:
        hits = [m for m in ctx.instructions.mentions if m.kind == "number" and str((m.extra or {}).get("unit") or "").lower() == unit.lower()
                and set(own) & set(m.before[-2:])]
        if len({m.value for m in hits}) == 1:
            value = int(hits[0].value) if float(hits[0].value).is_integer() and param.kind == "integer" else hits[0].value
            checked = checked_value(param, value)
            return (checked, f"the instructions: '{hits[0].text}' ({' '.join(param.words)})") if checked is not None else None
    return None


def enum_by_its_name(param: Param, ctx: Context) -> tuple[Any, str] | None:
    """An enum of codes the instructions name ("Lists: lst_main "The Thrifty Gardener", lst_seedclub
    "Seed Club" …"): the code whose name the user says ("add jo to seed club" -> "lst_seedclub")."""
    if ctx.instructions is None or not param.enum:
        return None
    text = ctx.instructions.text[:8000]
    said = " ".join(re.findall(r"[a-z0-9]+", (ctx.evidence.text[ctx.span[0] : ctx.span[1]] + " | " + ctx.situation[:1000]).lower()))
    found = []  # (the request, and what the user describes beside it: "my grey bin is not emptied … can you report it?")
    for option in param.enum:
        if not isinstance(option, str) or len(option) < 3 and not (len(option) == 2 and option[0].isalpha() and option[1].isdigit()):
            continue  # (but `H4 "Foxglove"`: a letter and a digit are a code)
        for match in re.finditer(rf"(?<![\w-]){re.escape(option)}(?![\w-])", text):
            after = _NAME_AFTER_CODE.match(text, match.end()) or _CALLED.match(text, match.end())
            name = (after.group(1) or after.group(2) or "").strip() if after else ""
            words = " ".join(re.findall(r"[a-z0-9]+", name.lower()))
            if len(words) >= 3 and re.search(rf"(?<![a-z0-9]){re.escape(words)}(?![a-z0-9])", said):
                found.append((option, name))
                break
    if len({option for option, _name in found}) != 1:
        return None
    option, name = found[0]
    checked = checked_value(param, option)
    return (checked, f"the instructions: '{name}' is {option}") if checked is not None else None


#: What the instructions say an option is called, in lower case: "general waste = grey bin" (option
#: "general", maybe with its noun, then "=" and the everyday name).
_CALLED = re.compile(r"(?:[ \t]+[a-z]+)?[ \t]*(?:=|is the|means)[ \t]*()([a-z][a-z' ]{2,30}?)(?=\s*[,;.)\n(]|$)")


#: The whole name written right after a code: `lst_seedclub "Seed Club"`, `T2: Terminal 2`. Not
#: `_NAMED_AFTER`, which keeps only the capitalised words ("Bedroom" of "bedroom - Bedroom panel
#: heater" would name a room the code is not).
_NAME_AFTER_CODE = re.compile(r"\s*(?:[\"“']([^\"”'\n]{2,40})[\"”']|[(:=–—-]\s*([A-Z][^,;()\n\"]{1,40}?)(?=[,;)\n]|\s+\(|$))")


_FULL_NAME = re.compile(r"\b([A-Z][a-z]{2,})\s+([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b")


def person_of_the_instructions(ctx: Context) -> str | None:
    """"report daniel's passport lost" with "Daniel Nair (her husband)" in the instructions: the
    person the clause names by first name (not the signed-in user), in full; None unless exactly one."""
    text = ctx.evidence.text[ctx.span[0] : ctx.span[1]].lower()
    user = (the_user(ctx.instructions.text) or "").split()[:1]
    people: dict[str, str] = {}
    found = list(_FULL_NAME.finditer(ctx.instructions.text[:8000]))
    surnames = [m.group(2) for m in found]
    for match in found:
        first, last = match.group(1).lower(), match.group(2)
        if first in STOPWORDS or lexicon.is_common_verb(first) or [match.group(1)] == user:
            continue
        household = surnames.count(last) >= 2  # "Daniel Nair", "Asha Nair": people, not "Passport Online"
        if not household and (lexicon.is_english(stem(first)) or lexicon.is_english(stem(last.lower()))):
            continue
        people.setdefault(first, match.group(0))
    said = {full for first, full in people.items() if re.search(rf"(?<![\w-]){re.escape(first)}(?:'s|s')?(?![\w-])", text)}
    return said.pop() if len(said) == 1 else None
