"""What a parameter's description says its values are: the options it lists ("current or
savings", "one of: daily, weekly"), its examples ("e.g. Maths, English"), the prefixes its ids
start with ("sh_..."), the shape its examples share; and the one option or example the clause names.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Any

from labkit.sim.engine.schema import Param
from labkit.sim.engine.words import STOPWORDS

if TYPE_CHECKING:
    from labkit.sim.engine.fill import Context


_EXAMPLES = re.compile(r"\b(?:e\.g\.|eg|for example|for instance|such as|like|i\.e\.)[:,]?\s+([^;()\n]{1,80})", re.I)


def example_shape(description: str, *, whole: bool = False) -> str | None:
    """A pattern from a description's examples ("e.g. M1, T3, 42" -> letters then digits, or
    digits): each example's shape, letters as [A-Za-z], digits as \\d. None without examples
    that hold a digit (words alone say too little about a shape)."""
    match = _EXAMPLES.search(description or "")
    if not match:
        return None
    shapes = []
    for example in re.split(r",|\bor\b" if whole else r",|\bor\b|/", match.group(1))[:8]:  # (`whole`: "205/55 R16" is one example)
        example = example.strip(" .'\"`")
        if not example or len(example) > 20 or not any(ch.isdigit() for ch in example) or example.count(" ") > 1:
            continue
        parts = []
        for piece in re.findall(r"[A-Za-z]+|\d+|.", example):
            if piece == " ":
                parts.append(" ?")  # "e.g. 'EL 9305'": written with its space or without
            elif piece.isalpha():
                letters = "A-Z" if piece.isupper() else "a-z" if piece.islower() else "A-Za-z"  # 'EL 9305' is not 'at 11'
                parts.append(f"[{letters}]{{{len(piece)}}}" if len(piece) <= 3 else f"[{letters}]+")
            elif piece.isdigit():
                parts.append(f"\\d{{{max(1, len(piece) - 1)},{len(piece) + 1}}}" if len(piece) >= 3 else "\\d{1,3}")
            else:
                parts.append(re.escape(piece))
        shape = "".join(parts)
        shapes.append(shape)
    return "^(?:" + "|".join(dict.fromkeys(shapes)) + ")$" if shapes else None


def described_prefixes(param: Param) -> tuple[str, ...]:
    """"Catalog id (pod_... or ab_...)": the prefixes a description says the values start with."""
    return tuple(dict.fromkeys(m.group(1) for m in re.finditer(r"\b([A-Za-z]{1,10}[_-])(?:\.\.\.|…|\*)", param.description[:500])))


_OPTIONS = re.compile(r"\(([a-z][\w -]{0,20}(?:,\s*[a-z][\w -]{0,20})*,?\s+or\s+[a-z][\w -]{0,20})\)|\bone of:?\s+([a-z][\w, -]{0,80})", re.I)


def described_options(param: Param, tool_text: str = "") -> list[str]:
    """The values a description lists for a plain string ("the account (current or savings)",
    "one of: daily, weekly, monthly"), or the tool's description for this parameter ("section:
    standard, premium or vip"), or []."""
    match = _OPTIONS.search(param.description[:400]) if param.description else None
    listed = (match.group(1) or match.group(2) or "") if match else ""
    if not listed and tool_text and len(param.name) > 2:
        named = re.search(rf"\b{re.escape(param.name)}\s*[:(]\s*([a-z][\w-]{{0,20}}(?:,\s*[a-z][\w-]{{0,20}}){{0,6}},?\s+or\s+[a-z][\w-]{{0,20}})",
                          tool_text[:600], re.I) or re.search(
            rf"\b{re.escape(param.name)}\s*[:(]\s*([a-z][\w-]{{0,20}}(?:,\s*[a-z][\w-]{{0,20}}){{1,8}})\s*\)", tool_text[:600], re.I)  # "by trade (plumber, electrician, carpenter)", "(reason: faulty, too_small)"
        listed = named.group(1) if named else ""
    if not listed:
        return []
    options = [o.strip(" .'\"") for o in re.split(r",|\bor\b", listed)]
    options = [o for o in options if o and len(o.split()) <= 2]
    return options if 2 <= len(options) <= 8 else []


#: A list of two or more examples ("e.g. Maths, English, Chemistry"): words a clause may name.
_EXAMPLE_LIST = re.compile(r"\b(?:e\.g\.?|eg|such as|for example|for instance|like)[:,]?\s+((?:[\w'-]+(?: [\w'-]+)?)(?:\s*,\s*[\w'-]+(?: [\w'-]+)?){1,9})", re.I)


def example_named(param: Param, ctx: Context) -> str | None:
    """The one example of the description ("e.g. Maths, English, Chemistry") the clause names,
    written as the description writes it (None unless exactly one)."""
    found = _EXAMPLE_LIST.search(param.description[:400]) if param.description else None
    if found is None:
        return None
    examples = [e.strip(" .") for e in re.split(r",|\bor\b|\band\b", found.group(1)) if e.strip(" .")]
    low = ctx.evidence.text[ctx.span[0] : ctx.span[1]].lower()
    named = [e for e in examples if re.search(rf"\b{re.escape(e.lower())}\b", low)]
    return named[0] if len(named) == 1 else None


def option_named(param: Param, ctx: Context) -> tuple[list[str], str | None]:
    """The values a description lists for this field, and the one the clause names (None unless
    exactly one; "this_week" is named "this week")."""
    offered = described_options(param, ctx.tool_text)
    low = ctx.evidence.text[ctx.span[0] : ctx.span[1]].lower()
    named = [option for option in offered if re.search(rf"\b{re.escape(option.lower().replace('_', ' '))}(?:s|es)?\b", low)]
    if not named and offered:
        # "please open a ticket, it's urgent": the statement beside the request says which
        said = ctx.evidence.text.lower()
        named = [option for option in offered if re.search(rf"\b{re.escape(option.lower().replace('_', ' '))}\b", said)]
    return offered, named[0] if len(named) == 1 else None


_QUOTED_EXAMPLES = re.compile(r"\b(?:e\.g\.?|eg|for example|such as|like)[,:]?\s+((?:['\"‘“][^'\"’”]{1,40}['\"’”](?:,?\s*(?:or|and)?\s*)?){1,8})", re.I)
_QUOTED = re.compile(r"['\"‘“]([^'\"’”]{1,40})['\"’”]")


def description_examples(description: str) -> frozenset[str]:
    """The quoted examples a parameter's description gives ("Free text, e.g. 'spin', 'yoga'"):
    words, not codes or formats ("e.g. 'EL 9305'", "'YYYY-MM-DD'" are left to their slots)."""
    found: set[str] = set()
    for listed in _QUOTED_EXAMPLES.finditer(description[:400]):
        for example in _QUOTED.findall(listed.group(1)):
            example = example.strip().lower()
            if re.fullmatch(r"[a-z][a-z -]{2,30}", example) and example not in STOPWORDS:
                found.add(example)
    return frozenset(found)


#: "5-digit course reference number", "a 6 digit code": how many digits the value has.
_DIGITS = re.compile(r"\b(\d{1,2})[- ]digits?\b", re.I)


def _runs(text: str) -> str:
    """A code's letter and digit runs, separators left out, a run of one or two digits told from a
    longer one ("191-D-23817" -> "DLD", "R16" -> "Ld", "PF-88213" -> "LD": "T2" is no booking reference)."""
    return "".join(("D" if len(piece) > 2 else "d") if piece[0].isdigit() else "L" for piece in re.findall(r"[A-Za-z]+|\d+", text))


@functools.lru_cache(maxsize=1024)
def code_runs(description: str) -> frozenset[str]:
    """The runs of the codes a description gives as examples ("Irish registration, e.g.
    191-D-23817" -> {"DLD"}): examples that mix letters and digits only (empty: no such example)."""
    match = _EXAMPLES.search(description or "")
    if not match:
        return frozenset()
    found = set()
    for example in re.split(r",|\bor\b", match.group(1))[:8]:
        example = example.strip(" .'\"`")
        if re.fullmatch(r"[A-Za-z][A-Za-z' -]{2,30}", example) and example.lower() not in STOPWORDS:
            return frozenset()  # "e.g. 'Mill Street' or 'KM4 2RT'": a name will do as well as a code
        if example and len(example) <= 20 and any(ch.isdigit() for ch in example) and any(ch.isalpha() for ch in example) and example.count(" ") <= 1 \
                and not re.search(r":|\d{4}-\d{2}|\d(?:am|pm|st|nd|rd|th|h|m|s|kg|km|ml|cm|mm|gb|mb)\b", example, re.I):  # (a date, a time or a measure is no code)
            found.add(_runs(example))
    return frozenset(found)


def fits_code_shape(param: Param, value: str) -> bool:
    """Is a code said in the text shaped like the description's example codes (its letter and
    digit runs, in order)? "R16" is no "191-D-23817". True when the description gives none."""
    shapes = code_runs(param.description[:400])
    return not shapes or _runs(value) in shapes


def shaped_in_text(param: Param, ctx: Context) -> tuple[str, str, tuple[int, int]] | None:
    """A value written in the request with the shape of the description's example ("205/55 R16"
    for a size "e.g. 205/55 R16"), when no mention took it whole; None when there is none or several."""
    if param.kind in ("string", "null") and not param.enum and param.name.lower() in _VALUE_NAMES:
        return _set_to(ctx)
    if param.kind in ("string", "null") and not param.enum and set(param.words) & _SECRET_WORDS:
        return _secret_said(param, ctx)
    if param.kind in ("string", "null") and not param.enum and set(param.words) & (_OUT_WORDS | _IN_WORDS):
        swapped = _swapped(param, ctx)
        if swapped is not None:
            return swapped
    if param.kind not in ("string", "null") or param.enum or not param.description:
        return None
    kebab = takes_kebab(param.description[:400])
    if kebab or set(param.words) & _KEY_WORDS:
        return (_kebab_in_text(ctx) if kebab else None) or _kebab_named(ctx)
    case = _naming_case(param.description[:400])
    if case is not None:
        return _written_in_case(case, ctx)
    shape = example_shape(param.description[:400], whole=True)
    if shape is None or "\\d" not in shape or len(shape) < 14 or "/" not in shape and " " not in shape:
        return None  # (a bare number's shape says too little)
    body = shape[len("^(?:") : -len(")$")]
    text = ctx.evidence.text[ctx.span[0] : ctx.span[1]][:2000]
    found = {(m.group(0), ctx.span[0] + m.start(), ctx.span[0] + m.end()) for m in re.finditer(rf"(?<![\w/-])(?:{body})(?![\w/-])", text)}
    if len({f[0] for f in found}) != 1:
        return None
    value, start, end = min(found, key=lambda f: f[1])
    return value, f"the text: '{value}' has the shape of the description's example", (start, end)


_KEBAB_WORD = re.compile(r"(?<![\w/@.-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w/@-])")
_SAYS_KEBAB = re.compile(r"\b(?:kebab|slug|lower[- ]case[- ]with[- ]hyphens|hyphen(?:s|ated)?|dash(?:es)?)\b", re.I)


@functools.lru_cache(maxsize=1024)
def takes_kebab(description: str) -> bool:
    """Does a description say its values are written in kebab case ("lower-case-with-hyphens",
    "a slug", or examples such as "e.g. new-checkout, dark-mode")?"""
    if _SAYS_KEBAB.search(description):
        return True
    match = _EXAMPLES.search(description)
    if not match:
        return False
    examples = [e.strip(" .'\"`") for e in re.split(r",|\bor\b", match.group(1))[:6]]
    examples = [e for e in examples if e]
    return bool(examples) and all(_KEBAB_WORD.fullmatch(e) for e in examples)


_KEY_WORDS = frozenset("key slug handle".split())


@functools.lru_cache(maxsize=64)
def _kebab_names(instructions: str) -> tuple[str, ...]:
    """The kebab-case names the instructions write, in order (read once per instructions)."""
    return tuple(dict.fromkeys(_KEBAB_WORD.findall(instructions[:8000])))


def _kebab_named(ctx: Context) -> tuple[str, str, tuple[int, int]] | None:
    """The one kebab-case name of the instructions ("Flags: new-checkout, dark-mode") whose words
    the message says ("where dark mode went … who switched it off"), or None."""
    if ctx.instructions is None:
        return None
    said = ctx.evidence.text.lower()[:4000]
    found = []
    for name in _kebab_names(ctx.instructions.text):
        spoken = re.search(rf"(?<![\w-]){re.escape(name.replace('-', ' '))}(?![\w-])", said)
        if spoken:
            found.append((name, spoken.start(), spoken.end()))
    if len(found) != 1:
        return None
    name, start, end = found[0]
    return name, f"the instructions: {name} is the one the user calls '{ctx.evidence.text[start:end]}'", (start, end)


def _kebab_in_text(ctx: Context) -> tuple[str, str, tuple[int, int]] | None:
    """The one kebab-case word of the request ("new flag please: gift-wrap-option"), or None."""
    text = ctx.evidence.text[ctx.span[0] : ctx.span[1]][:2000]
    found = [(m.group(0), ctx.span[0] + m.start(), ctx.span[0] + m.end()) for m in _KEBAB_WORD.finditer(text)]
    if len({f[0] for f in found}) != 1:
        return None
    value, start, end = found[0]
    return value, f"the text: '{value}' is written the way the description says (kebab case)", (start, end)


#: Naming conventions a description may ask for, and a word written in each (two parts at least:
#: "LOG_LEVEL", "order_total", "maxRetries" — a lone "USPS" or "debug" says no convention).
_CASES = {
    "upper snake case": re.compile(r"(?<![\w-])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?![\w-])"),
    "snake case": re.compile(r"(?<![\w-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w-])"),
    "camel case": re.compile(r"(?<![\w-])[a-z][a-z0-9]*(?:[A-Z][a-z0-9]+)+(?![\w-])"),
}
_SAYS_CASE = re.compile(r"\b(?:(upper|screaming|constant)[ _-]?snake|(snake)[ _-]?case|(camel)[ _-]?case|(all[ -]caps|upper[ -]?case)(?: with underscores)?)", re.I)


@functools.lru_cache(maxsize=1024)
def _naming_case(description: str) -> str | None:
    """The naming convention a description asks for ("UPPER_SNAKE_CASE", "snake_case",
    "camelCase"), or None."""
    said = _SAYS_CASE.search(description)
    if said is None:
        return None
    if said.group(1) or said.group(4):
        return "upper snake case"
    return "snake case" if said.group(2) else "camel case"


def _written_in_case(case: str, ctx: Context) -> tuple[str, str, tuple[int, int]] | None:
    """The one word of the request written in that convention ("set LOG_LEVEL to debug"), or None."""
    text = ctx.evidence.text[ctx.span[0] : ctx.span[1]][:2000]
    found = [(m.group(0), ctx.span[0] + m.start(), ctx.span[0] + m.end()) for m in _CASES[case].finditer(text)]
    if len({f[0] for f in found}) != 1:
        return None
    value, start, end = found[0]
    return value, f"the text: '{value}' is written the way the description says ({case})", (start, end)


#: A parameter that holds the value something is set to (`set_env_var(name, value)`).
_VALUE_NAMES = frozenset("value new_value newvalue val setting_value".split())
_SET = re.compile(r"\b(?:set|change|update|make|switch|put)\b", re.I)
_TO = re.compile(r"\bto\s+(?:be\s+)?([^\s,;!?]+(?:\s+(?!(?:on|for|in|at|and|please|thanks|thank|pls|plz|so|then|but|instead)\b)[^\s,;!?]+){0,5})", re.I)


def _set_to(ctx: Context) -> tuple[str, str, tuple[int, int]] | None:
    """"set LOG_LEVEL to debug on notifier staging": what the thing is set to, written after "to"
    (up to the next preposition or punctuation); None when the clause sets nothing "to" anything."""
    text = ctx.evidence.text[ctx.span[0] : ctx.span[1]][:2000]
    verb = _SET.search(text)
    to = _TO.search(text, verb.end()) if verb else None
    if to is None:
        return None
    value = to.group(1).rstrip(".")
    if not value or value.lower() in STOPWORDS:
        return None
    start = ctx.span[0] + to.start(1)
    return value, f"the text: '{value}', what the request sets it to", (start, start + len(value))


#: Parameters that hold a secret the user dictates ("make the password Feliz2027!").
_SECRET_WORDS = frozenset("password passphrase passcode pin pincode passwd".split())
_SECRET = re.compile(r"\b(password|passphrase|passcode|pin(?: code)?)\b\s*(?:(?:to\s+be|should\s+be|will\s+be|is|as|of)\s+|[=:-]\s*)?[\"'`]?(\S{3,64})", re.I)


def _secret_said(param: Param, ctx: Context) -> tuple[str, str, tuple[int, int]] | None:
    """"I'd like the password to be Feliz2027! and…": the secret the user dictates after the
    parameter's noun, as written (a "!" that ends no sentence is part of it); None when none is."""
    text = ctx.evidence.text[: 4000]
    for said in _SECRET.finditer(text):
        value = said.group(2)
        value = value.rstrip("\"'`")
        while value and value[-1] in ".,;:?)":
            value = value[:-1]
        rest = text[said.start(2) + len(value) :]
        if value.endswith("!") and (not rest.strip(" !") or re.match(r"\s+[A-Z]", rest)):
            value = value.rstrip("!")  # "…is hunter22! Thanks": the sentence ends there
        if len(value) < 3 or value.lower() in STOPWORDS or value.lower() in ("the", "a", "an", "my", "our", "it", "that", "this", "same", "new"):
            continue
        start = said.start(2)
        return value, f"the text: '{value}', the {said.group(1).lower()} the user dictates", (start, start + len(value))
    return None


#: The two sides of a swap: what goes (`remove_item`, `old_product`) and what comes (`add_item`, `new_product`).
_OUT_WORDS = frozenset("remove removed old out outgoing original existing replaced".split())
_IN_WORDS = frozenset("add added new in incoming replacement substitute instead".split())
_SWAP = re.compile(r"\b(?:swap|replace|exchange|switch|substitute|trade)\s+(?:out\s+)?(?:the\s+|my\s+|our\s+|a\s+|an\s+)?([a-z][\w' -]{1,40}?)"
                   r"\s+(?:for|with)\s+(?:the\s+|some\s+|a\s+|an\s+)?([a-z][\w' -]{1,40}?)(?=\s+(?:in|on|at|from|for|please|thanks|and|but|this|next)\b|[,.;!?]|$)", re.I)


def _swapped(param: Param, ctx: Context) -> tuple[str, str, tuple[int, int]] | None:
    """"swap the butternut squash for leeks": `remove_item` is the squash, `add_item` the leeks."""
    text = ctx.evidence.text[ctx.span[0] : ctx.span[1]][:2000]
    said = _SWAP.search(text)
    words = set(param.words)
    if said is None or bool(words & _OUT_WORDS) == bool(words & _IN_WORDS) or words & {"id", "ids", "code", "sku", "ref"}:
        return None  # (an id is looked up, not written: "swap one of the reds for something else" names none)
    group = 1 if words & _OUT_WORDS else 2
    value = said.group(group).strip()
    if value.lower() in STOPWORDS or re.match(r"(?:it|them|one|that|this|something|anything|some|whatever|another|other)\b", value.lower()):
        return None
    start = ctx.span[0] + said.start(group)
    side = "goes out" if group == 1 else "comes in"
    return value, f"the text: '{value}', what {side} in '{said.group(0)}'", (start, start + len(value))


_OR_BEFORE = re.compile(r"\bor\s+(?:an?\s+|the\s+)?$", re.I)
_OR_AFTER = re.compile(r"^[\w-]*(?:\s+\w+)?\s+or\b", re.I)


def _one_of_several(description: str, span: tuple[int, int]) -> bool:
    """Is the shape ("4-digit postcode") one of the alternatives a description lists ("suburb,
    street or 4-digit postcode", "4-digit code or a name")?"""
    return bool(_OR_BEFORE.search(description[max(0, span[0] - 12) : span[0]]) or _OR_AFTER.match(description[span[1] : span[1] + 30]))


def fits_described_shape(param: Param, value: Any) -> bool:
    """Does a text value have the shape the description gives ("5-digit …", "e.g. 40232")? True
    when the description gives none. A phrase from the request ("CS 250 section 01") is no CRN."""
    if not isinstance(value, str) or param.enum:
        return True
    if not fits_code_shape(param, value):
        return False
    digits = _DIGITS.search(param.description[:400])
    if digits and _one_of_several(param.description[:400], digits.span()):
        return True  # "Suburb, street or 4-digit postcode": a suburb's name fits as well
    if digits:
        return re.fullmatch(rf"\d{{{digits.group(1)}}}", value.strip()) is not None
    shape = example_shape(param.description[:400])
    if shape is None or not re.fullmatch(r"\^\(\?:(?:\\d\{\d+,\d+\}\|?)+\)\$", shape):
        return True  # only examples that are all digits say the value is a number of that length
    return re.match(shape, value.strip()) is not None
