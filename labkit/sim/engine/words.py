"""Words: tokens with positions, stems, identifiers, stop words — the engine's smallest units.

Every function here is linear in its input: one regular expression without nested repetition
scans a text once, stems come from the Snowball English stemmer (`snowballstemmer`) behind a
cache, and very long "words" (a 60,000-character blob) are kept whole instead of stemmed.
"""

from __future__ import annotations

import functools
import json
import re
import threading
from dataclasses import dataclass, field
from typing import Any

import snowballstemmer

#: Only this much of one text is read for understanding; the rest is ignored (and said so in
#: the rationale). A real model has a context window; ours has a reading budget.
MAX_TEXT = 20_000
#: A token longer than this is not a word (a hash, a blob): it is never stemmed or looked up.
MAX_WORD = 40

# A token is a number with separators ("1,200.50", "14:05", "7:30pm"), or letters/digits with inner
# apostrophes or hyphens ("don't", "e-mail", "2026-12-04"), or one other non-space character.
# Every repetition needs a separator to go on, so nothing backtracks: linear in the text.
_TOKEN = re.compile(r"\d+(?:[.,:]\d+)+(?:[^\W_]+)?|[^\W_]+(?:['’\-][^\W_]+)*|[^\w\s]|_+")

STOPWORDS = frozenset(
    """a an the and or but if of to in on at by for with from into onto about as is are was were be
    been being am do does did doing have has had having i me my mine we us our ours you your yours he
    him his she her it its they them their this that these those what which who whom whose when where
    why how can could would should will shall may might must please pls kindly let lets just also too
    very really some any all each every there here than so such not no yes ok okay hi hello hey thanks
    thank again once only own same other more most much many few both either neither i'm i've i'd
    you're don't doesn't isn't aren't wasn't can't won't it's what's that's there's let's s t d ll re
    ve m get got go going one then up out over now currently right""".split()
)


@dataclass(frozen=True, slots=True)
class Token:
    """One token of a text: its characters, where it starts and ends, its lowercase form and
    whether it is a word or capitalised (computed once: they are read many times)."""

    text: str
    start: int
    end: int
    lower: str = field(init=False, repr=False, compare=False)
    is_word: bool = field(init=False, repr=False, compare=False)
    is_capitalized: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "lower", self.text.lower())
        object.__setattr__(self, "is_word", self.text[:1].isalnum())
        object.__setattr__(self, "is_capitalized", self.text[:1].isupper())


def tokens(text: str) -> list[Token]:
    """The tokens of `text` (at most its first MAX_TEXT characters), in order."""
    return list(_tokens(text[:MAX_TEXT]))


@functools.lru_cache(maxsize=32)
def _tokens(text: str) -> tuple[Token, ...]:
    # the stages read the same message several times: tokenise it once
    return tuple(Token(m.group(0), m.start(), m.end()) for m in _TOKEN.finditer(text))


def words(text: str) -> list[str]:
    """The lowercase words of `text` (punctuation dropped, apostrophes kept: "what's")."""
    return [t.lower.replace("’", "'") for t in tokens(text) if t.is_word]


#: A Snowball stemmer keeps its word in the object while it works, so two threads sharing one
#: corrupt each other (IndexError mid-word). Each simulator decides in its own worker thread and a
#: sweep runs several simulators at once: one stemmer per thread.
_STEMMERS = threading.local()


def _stemmer() -> snowballstemmer.stemmer:
    found = getattr(_STEMMERS, "english", None)
    if found is None:
        found = _STEMMERS.english = snowballstemmer.stemmer("english")
    return found


@functools.lru_cache(maxsize=16384)
def stem(word: str) -> str:
    """The Snowball stem of a lowercase word ("bookings" -> "book"); long tokens stay whole."""
    word = word.lower().replace("’", "'")
    if len(word) > MAX_WORD or not word[:1].isalpha():
        return word
    if word.endswith("'s"):
        word = word[:-2]
    return _stemmer().stemWord(IRREGULAR_PAST.get(word, word))


#: Irregular past forms a stemmer leaves alone, read as their verb ("paid" ~ "pay"). Forms that
#: are also common other words ("left", "found", "led", "read") are not here.
IRREGULAR_PAST = {
    "paid": "pay", "sent": "send", "bought": "buy", "sold": "sell", "made": "make", "took": "take", "taken": "take",
    "gave": "give", "given": "give", "told": "tell", "wrote": "write", "written": "write", "spent": "spend",
    "brought": "bring", "chose": "choose", "chosen": "choose", "drove": "drive", "driven": "drive", "flew": "fly",
    "flown": "fly", "ate": "eat", "eaten": "eat", "began": "begin", "begun": "begin", "booked": "book",
    "caught": "catch", "broke": "break", "broken": "break", "heard": "hear", "fell": "fall", "fallen": "fall",
    "froze": "freeze", "stole": "steal", "stolen": "steal", "rang": "ring", "sang": "sing",
}  # (not "left", "lost", "found", "saw", "seen": words of their own — "3 left", lost property, a tile saw, "get seen")


def stems(text: str, *, keep_stopwords: bool = False) -> list[str]:
    """Stems of the words of `text`, in order (stop words dropped unless asked)."""
    out: list[str] = []
    for w in words(text):
        if keep_stopwords or w not in STOPWORDS:
            out.append(stem(w))
        if "-" in w.strip("-") and len(w) <= 40:
            # "meeting-room credits" is about meetings and rooms as well
            out.extend(stem(part) for part in w.split("-") if part and (keep_stopwords or part not in STOPWORDS) and len(part) > 1)
    return out


@functools.lru_cache(maxsize=4096)
def split_identifier(name: str) -> tuple[str, ...]:
    """`getWeatherNow` / `get_weather_now` / `get-weather.v2` -> ("get", "weather", "now", ...)."""
    name = name[:200]
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", name)
    spaced = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1 \2", spaced)
    return tuple(part.lower() for part in re.findall(r"[A-Za-z]+|\d+", spaced))


def namespaced(name: str) -> tuple[str, str]:
    """`fieldnotes__record_sighting` -> ("fieldnotes", "record_sighting"): tools gathered from
    several servers or apps are often named `namespace__tool`; the tool's own name says what it does."""
    head, sep, tail = name.rpartition("__")
    if sep and head.strip("_") and tail.strip("_"):
        return head.strip("_"), tail
    return "", name


def local_name(name: str) -> str:
    """A tool's name without its namespace (`repairs__raise_job` -> `raise_job`)."""
    return namespaced(name)[1]


def identifier_stems(name: str) -> tuple[str, ...]:
    """Stems of an identifier's parts: `list_bookings` -> ("list", "book")."""
    return tuple(stem(part) for part in split_identifier(name))


def same_name(a: str, b: str) -> bool:
    """`booking_id`, `bookingId` and `BookingID` name the same thing."""
    return a == b or split_identifier(a) == split_identifier(b)


def key_in(name: str, record: Any) -> str | None:
    """The key of `record` (a dict) that names `name` in any case style, or None."""
    if not isinstance(record, dict):
        return None
    if name in record:
        return name
    return next((k for k in record if isinstance(k, str) and same_name(k, name)), None)


def humanize(name: str) -> str:
    """`estimate_true_value` -> "estimate true value"; `partySize` -> "party size"."""
    return " ".join(split_identifier(local_name(name))) or name


def json_dumps(value: Any) -> str:
    """Compact JSON, keys in insertion (schema) order, non-ASCII kept: how arguments are written."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def canonical(value: Any) -> str:
    """Order-independent JSON of a value (to compare two calls' arguments)."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str)


#: "PR-wise", "money-related": a word about something, not a name of it.
ABOUT_SUFFIXES = ("-wise", "-ish", "-related", "-based")


_EMOTICON = re.compile(r"[:;]-?[()DPp/|]")


def sentences(text: str) -> list[tuple[int, int]]:
    """(start, end) spans of the sentences of `text`: split after . ! ? ; and emoji and at line
    breaks, never inside a number ("4.5") or a common abbreviation ("e.g.", "Dr.")."""
    text = text[:MAX_TEXT]
    spans: list[tuple[int, int]] = []
    start = 0
    index = 0
    length = len(text)
    while index < length:
        ch = text[index]
        cut = False
        if ch == "\n":
            cut = True
        elif (ord(ch) >= 0x1F300 or 0x2600 <= ord(ch) <= 0x27BF) and (index + 1 == length or text[index + 1].isspace()):
            cut = True  # "zoe's lost her phone 😩 can you block her line?": an emoji ends what was said before it
        elif ch in ":;" and (emoticon := _EMOTICON.match(text, index)) and (emoticon.end() == length or text[emoticon.end()].isspace()):
            index = emoticon.end() - 1
            cut = True  # "my train was an hour late :( can you claim for me?": a smiley ends a sentence too
        elif ch in ".!?;" and (index + 1 == length or text[index + 1].isspace()):
            before = text[max(start, index - 4) : index].lower()
            initial = ch == "." and index >= 2 and text[index - 1].isupper() and text[index - 2] in ". " and index + 2 < length and not text[index + 2].isupper()
            if not (ch == "." and (before.endswith(("e.g", "i.e", "dr", "mr", "mrs", "ms", "st", "etc", "vs")))) and not initial:
                cut = True  # an initial ("Fontaines D.C. playing…", "J. Smith") does not end a sentence
        if cut:
            if text[start:index + 1].strip():
                spans.append((start, index + 1))
            start = index + 1
        index += 1
    if text[start:].strip():
        spans.append((start, length))
    return spans


def shorten(text: str, limit: int = 60) -> str:
    """`text` on one line, cut at a word boundary to at most `limit` characters (with "…")."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    cut = flat[: limit - 1].rsplit(" ", 1)[0]
    return (cut or flat[: limit - 1]) + "…"
