"""Quantities in a text: arithmetic a calculator takes ("12 * 7", "square root of 16"), and numbers
with the words around them, as a number, money (with the currency beside it) or a percentage."""

from __future__ import annotations

import re

from labkit.sim.engine import lexicon, numbers, places
from labkit.sim.engine.evidence.mention import Mention, around, token_range
from labkit.sim.engine.words import STOPWORDS, Token, stem

_NUMBER = r"\(?\s*-?\d+(?:[.,]\d+)?\s*\)?"
_OPERATOR = r"(?:[-+*/×÷^%]|\*\*|\btimes\b|\bplus\b|\bminus\b|\bdivided by\b|\bmultiplied by\b|\bover\b|\bx\b)"
_EXPRESSION = re.compile(rf"(?:sqrt\s*\(|square root of\s+)?{_NUMBER}(?:\s*{_OPERATOR}\s*{_NUMBER}){{1,20}}\)?|(?:sqrt|square root of)\s*\(?\s*\d+(?:\.\d+)?\s*\)?", re.I)
_SPOKEN_OPERATORS = {"times": "*", "multiplied by": "*", "x": "*", "×": "*", "plus": "+", "minus": "-", "divided by": "/", "over": "/", "÷": "/"}


def expressions(text: str, toks: list[Token], taken: set[int]) -> list[Mention]:
    """Arithmetic the user writes ("12 * 7", "(3 + 4) / 2", "12 times 7", "square root of 16"),
    with the value a calculator tool takes ("12 * 7", "sqrt(16)"). Dates and times are not sums."""
    out: list[Mention] = []
    for match in _EXPRESSION.finditer(text[:5000]):
        raw = match.group(0).strip()
        if re.fullmatch(r"\d{1,4}\s*[-/]\s*\d{1,2}(?:\s*[-/]\s*\d{1,4})?", raw) or re.fullmatch(r"\d{1,2}\s*-\s*\d{1,2}", raw):
            continue  # "12/4", "2026-12-04", "9-11" are dates or ranges, not arithmetic
        value = re.sub(r"square root of\s+\(?\s*([\d.]+)\s*\)?", r"sqrt(\1)", raw, flags=re.I)
        for spoken, symbol in _SPOKEN_OPERATORS.items():
            value = re.sub(rf"\s*\b{re.escape(spoken)}\b\s*" if spoken.isalpha() or " " in spoken else rf"\s*{re.escape(spoken)}\s*", f" {symbol} ", value, flags=re.I)
        value = re.sub(r"\s+", " ", value).strip()
        start, end = match.start() + (len(match.group(0)) - len(match.group(0).lstrip())), match.end()
        first, last = token_range(toks, start, end)
        if any(i in taken for i in range(first, last + 1)):
            continue
        before, after = around(toks, first, last)
        out.append(Mention("expression", value, raw, start, end, first, last, before, after))
    return out


def number_mentions(toks: list[Token], taken: set[int]) -> list[Mention]:
    out: list[Mention] = []
    for number in numbers.find(toks):
        if any(i in taken for i in range(number.first, number.last + 1)):
            continue
        before, after = around(toks, number.first, number.last)
        currency = number.currency
        unit = number.unit
        last = number.last
        if currency is None:
            code, width = _currency_at(toks, number.last + 1)
            if code:
                currency, last = code, number.last + width
                after = tuple(stem(t.lower) for t in toks[last + 1 : last + 4] if t.is_word)
        if currency is None and number.first > 0:
            code, width = _currency_at(toks, number.first - 1, backwards=True)
            if code:
                currency = code
        kind = "money" if currency else ("percent" if number.percent or unit in ("percent", "pct") else "number")
        value = number.value
        if kind == "number" and unit in _MINOR_UNITS and not number.is_word and value is not None:
            kind, value, currency = "money", round(value / 100, 2), _MINOR_UNITS[unit] or _currency_said(toks)  # "20 cents", "99 pence"
        extra = {"currency": currency, "ordinal": number.ordinal, "unit": unit, "word": number.is_word}
        if kind == "number" and number.value == 1 and number.is_word and toks[number.first].lower == "one" and number.first > 0 and (
                toks[number.first - 1].lower in lexicon.ORDINALS or toks[number.first - 1].lower in (
                    "that", "this", "the", "which", "each", "every", "other", "another", "same", "any", "no", "cheap", "cheaper", "cheapest",
                    "big", "bigger", "biggest", "small", "smaller", "new", "old", "red", "blue") or toks[number.first - 1].lower.endswith("est")) \
                and not _just_the_one(toks, number.first):
            continue  # "is the first one pet friendly?", "the cheapest one": one of those, not a count
        if kind == "number" and number.value == 1 and number.is_word and toks[number.first].lower == "one":
            following = toks[number.first + 1] if number.first + 1 < len(toks) else None
            taker = [t.lower for t in toks[max(0, number.first - 2) : number.first]]
            taking = bool(taker) and (taker[-1] in _TAKE_VERBS or len(taker) == 2 and taker[-1] in ("me", "us") and taker[0] in _TAKE_VERBS)
            if not taking and not _just_the_one(toks, number.first) and (following is None or not following.is_word or following.lower in STOPWORDS or following.lower in ("as", "from", "with", "that", "which", "for", "please", "instead")):
                continue  # "the other one", "the dark mode one", "one of them": not a count
        out.append(Mention(kind, value, " ".join(t.text for t in toks[number.first : last + 1]), toks[number.first].start,
                           toks[last].end, number.first, last, before, after, extra=extra))
    covered = {i for m in out for i in range(m.first, m.last + 1)} | taken
    for i, token in enumerate(toks):
        minor = _MINOR_TOKEN.fullmatch(token.lower)
        if minor and i not in covered and not (i > 0 and toks[i - 1].lower in _LABELS) and not (i > 0 and toks[i - 1].lower in ("for", "table") and minor.group(2) == "p"):
            # "at 50c", "99p": cents or pence written on the number (not "seat 12c", "flat 3c", "table for 4p")
            before, after = around(toks, i, i)
            unit = minor.group(2)
            out.append(Mention("money", int(minor.group(1)) / 100, token.text, token.start, token.end, i, i, before, after,
                               extra={"currency": _MINOR_UNITS.get(unit) or _currency_said(toks), "ordinal": False, "unit": None, "word": False}))
            continue
        amount = _SLANG_MONEY.get(token.lower)
        if amount is None or i in covered:
            continue
        first = i - 1 if i > 0 and toks[i - 1].lower in ("a", "one") else i
        before, after = around(toks, first, i)
        out.append(Mention("money", amount, " ".join(t.text for t in toks[first : i + 1]), toks[first].start, toks[i].end,
                           first, i, before, after, extra={"currency": "GBP", "ordinal": False, "unit": None, "word": True}))
    return out


#: Minor units of money and their currency (None: the one the text names, else unknown).
_MINOR_UNITS = {"p": "GBP", "pence": "GBP", "penny": "GBP", "c": None, "ct": None, "cent": None, "cents": None}
_MINOR_TOKEN = re.compile(r"(\d{1,3})(p|c|ct)")


#: Nouns that label a code like "12c" (a seat, a flat), which is then no money.
_LABELS = frozenset("seat seats row flat apt apartment unit room gate platform bay block stand house no number stop level floor "
                    "pod desk locker plot pitch berth cabin".split())


def _currency_said(toks: list[Token]) -> str | None:
    """The currency a text names elsewhere ("€1 each time … at 50c" is in euros)."""
    said = {t.lower for t in toks[:400]}
    if said & {"€", "eur", "euro", "euros"}:
        return "EUR"
    if said & {"$", "usd", "dollar", "dollars"}:
        return "USD"
    return None


#: British money words: "a tenner" is £10, "a fiver" £5 ("two tenners" is left to the number before it).
_SLANG_MONEY = {"tenner": 10, "fiver": 5}


def _just_the_one(toks: list[Token], index: int) -> bool:
    """"…? just the one", "only the one, thanks": a count of one, said as the end of a phrase."""
    following = toks[index + 1] if index + 1 < len(toks) else None
    return index >= 2 and toks[index - 1].lower == "the" and toks[index - 2].lower in ("just", "only") and (
        following is None or not following.is_word or following.lower in ("please", "thanks", "pls", "ta"))


#: Verbs after which a bare "one" counts what is taken: "get me one", "I'll take one".
_TAKE_VERBS = frozenset("get grab buy order book reserve take want need rent".split())


def _currency_at(toks: list[Token], index: int, *, backwards: bool = False) -> tuple[str | None, int]:
    """An ISO currency code for the word(s) at `index` ("euros", "US dollars", "USD"), and how
    many tokens it spans."""
    if index < 0 or index >= len(toks):
        return None, 0
    table = places.currencies()
    if not backwards and index + 1 < len(toks):
        two = f"{toks[index].lower} {toks[index + 1].lower}"
        if two in table:
            return table[two], 2
    word = toks[index].lower
    if word in numbers.CURRENCY_SYMBOLS:
        return numbers.CURRENCY_SYMBOLS[word], 1
    if word in table and (len(word) > 3 or toks[index].text.isupper() or word in places.CURRENCY_WORDS):
        return table[word], 1
    return None, 0
