"""Values read from the user's words by their shape and cue, beside the slot candidates: a code
labelled with the parameter's noun ("room 412"), a value that fits the parameter's pattern, a
company's ticker, the two ends of "from … to …", the thing a count counts; and whether an enum
value is the state a yes/no question asks about (then it is the question, not a filter).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from labkit.sim.engine import lexicon, numbers
from labkit.sim.engine.dates.when import DURATION_UNITS
from labkit.sim.engine.evidence import Mention
from labkit.sim.engine.fill.coerce import checked_value
from labkit.sim.engine.fill.described import example_shape
from labkit.sim.engine.schema import Param, main_branch
from labkit.sim.engine.slots import Slot
from labkit.sim.engine.words import STOPWORDS, split_identifier, stem, tokens

if TYPE_CHECKING:
    from labkit.sim.engine.fill import Context


_YES_NO = re.compile(r"^\s*(?:and\s+|so\s+)?(?:did|does|do|is|was|were|are|has|have|had)\b", re.I)


def asked_state(ctx: Context, value: Any) -> bool:
    """Is an enum value the state a yes/no question asks about, named as its last word ("did the
    build pass?", "is the heater on?")? Then it is the question, not a filter."""
    text = ctx.evidence.text[ctx.span[0] : ctx.span[1]]
    if not _YES_NO.match(text):
        return False
    said = [w for w in re.findall(r"[a-z][\w-]*", text.lower()) if w not in ("yet", "already", "ok", "then", "now", "today", "please")]
    if not said:
        return False
    if len(said) > 1 and said[-2] in ("on", "in", "as", "by", "at", "for", "an", "a"):
        return False  # "do you have Demon Copperhead on audiobook?": the form it is asked in, a filter
    parts = {stem(p) for p in split_identifier(str(value))}
    return stem(said[-1]) in parts or bool(re.match(r"(?:pass|fail|succeed|finish|complet|run|start)", said[-1]) and
                                           any(stem(said[-1])[:4] == p[:4] for p in parts))


_ITEM_NAMES = frozenset("item items product products thing article equipment goods".split())


def counted_thing(param: Param, slot: Slot, ctx: Context, used: set[int], args: dict[str, Any] | None = None,
                  tool_words: set[str] | frozenset[str] = frozenset()) -> tuple[Any, str, Mention | None] | None:
    """What a count counts: "order 2 monitors" fills an `item` (in the singular); for an action whose
    count took the number, "log 5 teal" fills the thing it records (`species`: "teal"), and so does
    a count of one said as "a" ("log a kingfisher")."""
    if slot.kind not in ("thing", "text") or param.kind != "string" or param.enum:
        return None
    if slot.kind == "thing" and set(param.words) & _ITEM_NAMES:
        for mention in ctx.evidence.mentions:
            unit = (mention.extra or {}).get("unit") if mention.kind == "number" else None
            if not unit or not (ctx.span[0] <= mention.start < ctx.span[1]) or not re.fullmatch(r"[a-z][a-z-]{2,30}", str(unit)):
                continue
            noun = str(unit)
            single = noun[:-3] + "y" if noun.endswith("ies") else noun[:-2] if noun.endswith(("sses", "ches", "shes", "xes")) else noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else noun
            checked = checked_value(param, single)
            if checked is not None and single not in STOPWORDS:
                return checked, f"the text: '{mention.text} {noun}' (what the count counts)", None
        return None
    if not ctx.acting or not param.essential:
        return None
    span, evidence = ctx.span, ctx.evidence
    ends = [m.end for m in evidence.mentions if m.kind == "number" and id(m) in used and span[0] <= m.start < span[1]]
    said_one = ONE_OF_A_THING.search(evidence.text[span[0] : span[1]][:2000]) if not ends and 1 in (args or {}).values() else None
    if said_one:
        ends = [span[0] + said_one.end() - 1]  # (the match ends on the thing's first letter)
    taken = set(tool_words) | {stem(w) for w in param.words}
    for end in ends:
        kept: list[str] = []
        for token in [t for t in evidence.toks if end <= t.start < span[1]][:4]:
            if not token.is_word or token.lower in STOPWORDS or token.lower in _THING_ENDS or any(
                    m.start <= token.start < m.end for m in evidence.mentions if m.kind != "name"):
                break
            kept.append(token.text)
        if kept and not {stem(w.lower()) for w in kept} & (_COUNTING_NOUNS | taken) and not lexicon.is_verb(stem(kept[0].lower())):
            thing = " ".join(kept)
            checked = checked_value(param, thing)
            if checked is not None and checked not in (args or {}).values():  # (one field names the thing: `fish`, not also `water`)
                return checked, f"the text: '{thing}', what the count counts", None
    return None


#: "log a kingfisher", "order an extra charger": one of the thing the request names.
ONE_OF_A_THING = re.compile(r"^\W*(?:(?:please|pls|can you|could you|would you|will you|i'd like to|i want to|i need to)\s+)*"
                             r"(?:just\s+|also\s+|then\s+|quickly\s+)?[a-z]+\s+(?:me\s+|us\s+)?(?:a|an|one|a single)\s+(?!few\b|couple\b|lot\b|bit\b|number\b|pair\b|dozen\b|bunch\b|load\b|handful\b)[a-z]", re.I)
#: Nouns a number counts that are no thing of their own ("2 tickets", "3 units", "5 times").
_COUNTING_NOUNS = frozenset(stem(w) for w in (
    "ticket tickets seat seats place places item items unit units piece pieces time times copy copies spot spots slot slots "
    "night nights day days week weeks hour hours minute minutes month months year years lot lots pack packs box boxes bag bags "
    "of x more other each").split()) | frozenset(stem(w) for w in lexicon.HEAD_COUNT_NOUNS)
_THING_ENDS = frozenset("on at in for to from with by near and or but seen spotted heard".split())


_FROM_TO = re.compile(r"\bfrom\s+(?:the\s+)?([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)\s+to\s+(?:the\s+)?([a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)"
                      r"(?=\s*(?:[?.!,]|$|\s+(?:at|by|on|in|for|tomorrow|today|tonight|this|next|before|after|around|and)\b))", re.I)


def from_to(text: str) -> tuple[str, str] | None:
    """"how do i get from harbour gate to old town": the two ends of a trip, however they are
    written (lower case, names no list knows), title-cased as places are written."""
    match = _FROM_TO.search(text[:2000])
    if match is None:
        return None
    ends = [" ".join(w if w.isupper() else w[:1].upper() + w[1:] for w in part.split()) for part in match.groups()]
    if any(part.lower() in STOPWORDS or part.lower() in ("here", "there", "home", "work") for part in match.groups()):
        return None  # "from here to there": nothing to name
    return ends[0], ends[1]


_CODE_TAILS = frozenset("number num no nr id code ref".split())


def labelled_code(param: Param, text: str, *, only_one: bool = False) -> tuple[Any, str] | None:
    """"room 412" fills `room` (or `room_number`): a code labelled with the parameter's own noun.
    `only_one`: None when the text labels several ("Zara (child id CH-2231) … Idris (child id
    CH-2232)": which one is for the name the user says)."""
    nouns = [w for w in split_identifier(param.name) if w not in _CODE_TAILS and len(w) >= 3]
    if len(nouns) != 1:
        return None
    labelled = re.compile(rf"\b{re.escape(nouns[0])}\s+(?:(?:number|no\.?|nr\.?|id|code|ref)\s*:?\s+|#\s*)?([A-Z]{{2}}\d{{2}}\s[A-Z]{{3}}|[A-Za-z]{{0,3}}-?\d[\w-]{{0,15}})\b(?![,.]\d)", re.I)  # ("trip 2,000 THB" is a price)
    match = labelled.search(text) or re.search(
        rf"\b{re.escape(nouns[0])}\s+(?:is|=|:)\s+([\w.-]+/[\w.-]*\w|[A-Za-z]+[-_][\w-]*\w)", text, re.I)  # "Our project is acme/till"
    if match is None or only_one and len({m.group(1) for m in labelled.finditer(text[:8000])}) > 1:
        return None
    value: Any = match.group(1)
    if value.lower() in split_identifier(param.name.lower()):
        return None  # "under 5 free" names `under_5`: its own name, no value of it
    if param.kind == "integer":
        if not value.isdigit():
            return None
        value = int(value)
    checked = checked_value(param, value)
    return (checked, f"'{match.group(0)}'") if checked is not None else None


def patterned_value(param: Param, ctx: Context, used: set[int]) -> tuple[Any, str, Any] | None:
    """A string parameter with a `pattern`: the value in the text that fits it ("AB12CDE" for a
    registration plate, "KX19 ZZT" written without its space)."""
    schema = main_branch(param.schema, param.root)
    pattern = schema.get("pattern") if isinstance(schema, dict) else None
    how = "fits its pattern"
    if param.kind == "string" and not isinstance(pattern, str):
        pattern = example_shape(param.description)
        how = "has the shape of the description's examples"
    if param.kind != "string" or not isinstance(pattern, str):
        return None
    from labkit.sim.engine.schema import pattern_ok

    toks = [t for t in ctx.evidence.toks if ctx.span[0] <= t.start < ctx.span[1] and t.is_word] or [t for t in ctx.evidence.toks if t.is_word]
    found = []
    for index, token in enumerate(toks):
        choices_ = [token.text]
        if index + 1 < len(toks) and toks[index + 1].start == token.end + 1:
            choices_ += [token.text + toks[index + 1].text, token.text + " " + toks[index + 1].text]
        for value in choices_:
            shaped = any(ch.isdigit() for ch in value) or (value.isupper() and value.isalpha() and value not in _CAPS_WORDS)
            if len(value) >= 2 and value.lower() not in STOPWORDS and shaped and pattern_ok(pattern, value) and re.fullmatch(r"[\w \-./]{1,64}", value):
                found.append(value)
    if not found:
        return None
    best = max(found, key=len)
    checked = checked_value(param, best)
    if checked is None:
        return None
    return checked, f"the text: '{best}' {how}", None


def ticker_named(ctx: Context) -> tuple[str, str] | None:
    """"a stock quote for Apple": the company's ticker symbol (labkit.sim.engine.knowledge)."""
    from labkit.sim.engine.knowledge import ticker_for

    text = ctx.evidence.text[ctx.span[0] : ctx.span[1]]
    symbols = [t for t in re.findall(r"\b[A-Z]{1,5}(?:\.[A-Z])?\b", text) if t not in _CAPS_WORDS and len(t) >= 2 and t.lower() not in STOPWORDS]
    if symbols:
        return symbols[0], f"the text: '{symbols[0]}' is a ticker symbol"
    tokens_ = re.findall(r"[A-Za-z][\w&'.-]*", text)
    for width in (3, 2, 1):
        for index in range(len(tokens_) - width + 1):
            phrase = " ".join(tokens_[index : index + width])
            symbol = ticker_for(phrase)
            if symbol and (width > 1 or tokens_[index][:1].isupper() or len(phrase) > 4):
                return symbol, f"the text: '{phrase}' is listed as {symbol}"
    return None


#: Capitalised words that are not codes ("OK", "ASAP", "FYI").
_CAPS_WORDS = frozenset("OK ASAP FYI PLS PLZ BTW IMO LOL OMG THX TY AM PM".split())


#: Words of a parameter that is a lead time ("hoursBefore", "notice_days", "remind_minutes_ahead").
_LEAD_WORDS = frozenset("before ahead advance prior notice".split())
_LEAD_SAID = re.compile(r"\b(?:(the|a|an|one|two|three|four|five|six|\d{1,3})\s+(minutes?|mins?|hours?|hrs?|days?|weeks?)|the (night))\s+(?:before|ahead|in advance|beforehand|prior)\b", re.I)


def lead_time(param: Param, text: str) -> tuple[int, str] | None:
    """"a reminder the day before" for `hoursBefore`: 24 — how long before, in the parameter's
    own unit (minutes, hours or days, from its name); None unless the text says one."""
    words = {w.lower() for w in split_identifier(param.name)}
    unit = next((u for u in ("minutes", "hours", "days", "weeks") if u in words or u[:-1] in words), None)
    if param.kind != "integer" or not words & _LEAD_WORDS or unit is None:
        return None
    said = _LEAD_SAID.search(text[:2000])
    if said is None:
        return None
    if said.group(3):
        minutes = 1440  # "the night before"
    else:
        amount = said.group(1).lower()
        count = 1 if amount in ("the", "a", "an") else next((n.value for n in numbers.find(tokens(amount))), None)
        if count is None:
            return None
        minutes = int(count * DURATION_UNITS[said.group(2).lower()])
    value, rest = divmod(minutes, int(DURATION_UNITS[unit]))
    if rest:
        return None
    checked = checked_value(param, value)
    return (checked, f"the text: '{said.group(0)}' ({checked} {unit})") if checked is not None else None
