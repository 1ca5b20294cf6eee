"""Numbers in text: digits ("4", "1,200.50", "25%"), number words ("three", "twenty-five" — read
by `text2num`), and the idioms people count with ("a dozen", "a couple of", "a pair of").

Each `Number` keeps where it stands (token indexes), so later stages can attach it to the noun it
counts ("seats for three", "3 nights") or the unit after it ("10 km", "20 degrees").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from text_to_num import text2num

from labkit.sim.engine.words import Token

_UNITS_WORDS = {
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred",
    "thousand", "million",
}
#: Numbers written as words (the units, tens and scales text2num reads).
NUMBER_WORDS = frozenset(_UNITS_WORDS)
_IDIOMS = {"dozen": 12, "couple": 2, "pair": 2, "half": 0.5, "both": 2, "single": 1}
_ORDINAL_WORDS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
    "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
    "nineteenth": 19, "twentieth": 20, "thirtieth": 30,
}
_DIGITS = re.compile(r"\d{1,15}(?:[.,]\d{1,15})*")
_ORDINAL_DIGITS = re.compile(r"(\d{1,3})(?:st|nd|rd|th)")
_SUFFIXED = re.compile(r"(\d{1,12}(?:[.,]\d{1,12})?)(k|m|km|kg|g|mg|oz|lbs?|h|hr|hrs|min|mins|pm|am|x|%|mi|nm|ft|cm|mm|l|ml|cl|gb|mb|kw|kwh|kts?)")

#: Symbols that stand for a currency when they touch a number ("$40", "40€").
CURRENCY_SYMBOLS = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR", "₩": "KRW", "₽": "RUB", "₺": "TRY", "₪": "ILS", "₫": "VND", "฿": "THB", "₴": "UAH", "₦": "NGN", "₱": "PHP"}


@dataclass(frozen=True)
class Number:
    """A number found in text. `first`/`last` are token indexes (inclusive); `unit` is the word (or
    symbol) right after it, lowercased; `ordinal` for "3rd" / "third"; `percent` for "25%"."""

    value: float
    first: int
    last: int
    start: int
    end: int
    text: str
    unit: str = ""
    ordinal: bool = False
    percent: bool = False
    currency: str | None = None
    is_word: bool = False

    @property
    def integer(self) -> int | None:
        return int(self.value) if float(self.value).is_integer() else None


def _digit_value(text: str) -> float | None:
    """"1,200.50" -> 1200.5; "3,5" -> 3.5 (a decimal comma); "1.200" -> 1.2 (ambiguous: decimal)."""
    if text.count(",") and text.count("."):
        text = text.replace(",", "")
    elif text.count(",") == 1 and len(text.split(",")[1]) != 3:
        text = text.replace(",", ".")
    else:
        text = text.replace(",", "")
    if text.count(".") > 1:
        return None
    try:
        return float(text)
    except ValueError:
        return None


def _word_value(words: list[str]) -> float | None:
    joined = " ".join(words).replace("-", " ")
    try:
        return float(text2num(joined, "en"))
    except (ValueError, TypeError):
        return None


def find(toks: list[Token]) -> list[Number]:
    """Every number in a token list, in order."""
    found: list[Number] = []
    index = 0
    count = len(toks)
    while index < count:
        token = toks[index]
        low = token.lower
        number = _at(toks, index, low)
        if number is not None:
            found.append(number)
            index = number.last + 1
            continue
        index += 1
    return found


def _unit_after(toks: list[Token], index: int) -> str:
    if index < len(toks):
        return toks[index].lower
    return ""


def _at(toks: list[Token], index: int, low: str) -> Number | None:
    token = toks[index]
    # currency symbol before the number: "$ 40" / "$40" (the tokenizer splits "$" off)
    symbol = None
    if low in CURRENCY_SYMBOLS and index + 1 < len(toks) and toks[index + 1].text[:1].isdigit() and toks[index + 1].start == token.end:
        symbol = CURRENCY_SYMBOLS[low]
        index += 1
        token = toks[index]
        low = token.lower
    first = index - 1 if symbol else index
    start = toks[first].start
    ordinal = _ORDINAL_DIGITS.fullmatch(low)
    if ordinal:
        return Number(float(ordinal.group(1)), first, index, start, token.end, token.text, _unit_after(toks, index + 1), ordinal=True)
    suffixed = _SUFFIXED.fullmatch(low)
    if suffixed and not _DIGITS.fullmatch(low):
        value = _digit_value(suffixed.group(1))
        if value is None:
            return None
        unit = suffixed.group(2)
        if unit == "k":
            following = _unit_after(toks, index + 1)
            if following in ("run", "race", "jog", "walk", "swim", "ride", "hike", "runs", "races"):
                unit = "km"  # "a 5k run" is five kilometres
            else:
                value, unit = value * 1000, following
        percent = unit == "%"
        return Number(value, first, index, start, token.end, token.text, unit, percent=percent, currency=symbol)
    if _DIGITS.fullmatch(low):
        value = _digit_value(low)
        if value is None:
            return None
        last = index
        unit = _unit_after(toks, index + 1)
        percent = False
        currency = symbol
        if unit == "%" and index + 1 < len(toks) and toks[index + 1].start == token.end:
            percent, last = True, index + 1
            unit = _unit_after(toks, index + 2)
        elif unit in CURRENCY_SYMBOLS and index + 1 < len(toks) and toks[index + 1].start == token.end:
            currency, last = CURRENCY_SYMBOLS[unit], index + 1
            unit = _unit_after(toks, index + 2)
        return Number(value, first, last, start, toks[last].end, token.text, unit, percent=percent, currency=currency)
    if low in _ORDINAL_WORDS:
        return Number(float(_ORDINAL_WORDS[low]), index, index, token.start, token.end, token.text, _unit_after(toks, index + 1), ordinal=True, is_word=True)
    if low in ("a", "an") and index + 1 < len(toks) and toks[index + 1].lower in ("dozen", "couple", "pair", "hundred", "thousand"):
        idiom = toks[index + 1].lower
        last = index + 1
        if last + 1 < len(toks) and toks[last + 1].lower == "of":
            last += 1
        value = float(_IDIOMS.get(idiom, 100 if idiom == "hundred" else 1000))
        return Number(value, index, last, token.start, toks[last].end, " ".join(t.text for t in toks[index:last + 1]), _unit_after(toks, last + 1), is_word=True)
    parts = low.split("-")
    if all(part in _UNITS_WORDS for part in parts) and low not in ("hundred", "thousand", "million"):
        last = index
        words = [low]
        while last + 1 < len(toks):
            nxt = toks[last + 1].lower
            if all(part in _UNITS_WORDS for part in nxt.split("-")) or (nxt == "and" and last + 2 < len(toks) and toks[last + 2].lower in _UNITS_WORDS):
                words.append(nxt)
                last += 1
            else:
                break
        while words and words[-1] == "and":
            words.pop()
            last -= 1
        value = _word_value(words)
        if value is None:
            return None
        return Number(value, index, last, token.start, toks[last].end, " ".join(t.text for t in toks[index:last + 1]), _unit_after(toks, last + 1), is_word=True)
    if low in ("dozen",):
        return Number(12.0, index, index, token.start, token.end, token.text, _unit_after(toks, index + 1), is_word=True)
    return None
