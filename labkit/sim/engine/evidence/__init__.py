"""Stage 3 — the evidence in a text: every value a user can state, found once and typed.

`gather(text, today)` returns an `Evidence` holding `Mention`s of these kinds:

    date time datetime duration range   natural-language dates and times (see `dates`)
    number money percent                digits and number words, with the noun they count
    currency country language           ISO codes from names ("euros" -> EUR, "Japan" -> JP)
    email url phone id slug path        identifiers ("INC-1042", "#4412", "openai/openai-python")
    quoted                              text between quotes
    person place name                   proper names (people after "for/named/to", places after "in")

Nothing is assigned to a parameter here: stage 4 (`fill`) does that by type and name. Every scan
is one pass over the tokens or over whitespace-separated chunks (no backtracking expressions).

The scans are the modules of this package (`quotes`, `identifiers`, `quantities`, `postal`,
`propernames`, `isocodes`; `mention` holds the `Mention` they make); `gather` runs them in a fixed
order, and most scans leave alone the tokens an earlier one took.
"""

from __future__ import annotations

import datetime as dt
import functools
import re
from dataclasses import dataclass, field
from typing import Any

from labkit.sim.engine import dates
from labkit.sim.engine.evidence.identifiers import chunks, ids
from labkit.sim.engine.evidence.isocodes import codes
from labkit.sim.engine.evidence.mention import Mention, around, token_range
from labkit.sim.engine.evidence.postal import addresses, postcodes, roles_from_postcodes
from labkit.sim.engine.evidence.propernames import named_by_their_email, names, titles
from labkit.sim.engine.evidence.quantities import expressions, number_mentions
from labkit.sim.engine.evidence.quotes import quoted_passages
from labkit.sim.engine.words import MAX_TEXT, STOPWORDS, Token
from labkit.sim.engine.words import tokens as tokenize

__all__ = ["Evidence", "Mention", "gather"]


KINDS = (
    "date", "time", "datetime", "duration", "range", "number", "money", "percent", "currency",
    "country", "language", "email", "url", "phone", "id", "slug", "path", "quoted", "person",
    "place", "name", "handle",
)


@dataclass
class Evidence:
    """All mentions found in one text, and its tokens. `memo` keeps what later stages work out
    from this text more than once in a decision (which enum value a parameter's words name)."""

    text: str
    toks: list[Token]
    mentions: list[Mention]
    today: dt.date
    memo: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)

    def of(self, *kinds: str) -> list[Mention]:
        return [m for m in self.mentions if m.kind in kinds]

    def has(self, *kinds: str) -> bool:
        return any(m.kind in kinds for m in self.mentions)

    def specific(self) -> list[Mention]:
        """Mentions that name something particular (not a bare number or a duration)."""
        return [m for m in self.mentions if m.kind not in ("number", "duration", "percent")]


@functools.lru_cache(maxsize=64)
def _gather_cached(text: str, today: dt.date, known: Known) -> Evidence:
    return _gather(text, today, known)


@functools.lru_cache(maxsize=4)
def _gather_long(text: str, today: dt.date, known: Known) -> Evidence:
    return _gather(text, today, known)


def gather(text: str, today: dt.date, known: Known = frozenset()) -> Evidence:
    """Every mention in `text` (at most its first MAX_TEXT characters), in order of position.
    `known`: the names the app's instructions give (`known_names`), found in the text also when
    typed in lower case ("which leeds branches…", "kennacraig to port ellen").
    The stages of one decision ask for the same texts several times: the result is cached."""
    if len(text) <= 4000:
        return _gather_cached(text, today, known)
    return _gather_long(text[:MAX_TEXT], today, known)


#: Names the instructions give: (lower-case words, kind, the name as written).
Known = frozenset[tuple[str, str, str]]


@functools.lru_cache(maxsize=64)
def known_names(instructions: str, today: dt.date) -> Known:
    """The places and names the instructions write with capitals ("Leeds Briggate", "Oban",
    "Port Ellen"), for reading a user who types them in lower case."""
    found = gather(instructions[:MAX_EVIDENCE], today)
    out = {(str(m.value).lower(), m.kind, str(m.value)) for m in found.mentions
           if m.kind in ("place", "name") and isinstance(m.value, str) and 2 < len(m.value) <= 40 and not any(ch.isdigit() for ch in m.value)}
    from labkit.sim.engine import places

    cities = places.cities()
    for words_, _kind, _name in list(out):
        head = words_.split()[0]
        if " " in words_ and head in cities and len(head) > 3:
            out.add((head, "place", cities[head][0]))  # "Bath Abbey Green", "Leeds Briggate": a branch in a town the user may name alone
    firsts = [w.split()[0] for w, _kind, _name in out if len(w.split()) >= 3]
    for words_, kind_, name in list(out):
        parts = words_.split()
        if len(parts) >= 3 and firsts.count(parts[0]) >= 2:
            # "StowAway Austin North", "StowAway South Congress": the brand before several names;
            # a user says "the south congress location"
            out.add((" ".join(parts[1:]), kind_, name))
    for piece in re.findall(r"\b([A-Z][a-z]+(?: [A-Z][a-z]+)?)\s*[–—-]\s*([A-Z][a-z]+(?: [A-Z][a-z]+)?)\b", instructions[:MAX_EVIDENCE]):
        out |= {(name.lower(), "place", name) for name in piece}  # "Oban–Craignure", "Kennacraig–Port Ellen": a route's ends
    from labkit.sim.engine.verbs import is_verb

    # ("Log entries only when…": a verb that opens a sentence is no name to find in "log it")
    return frozenset(entry for entry in out if " " in entry[0] or not (is_verb(entry[0]) or entry[0] in STOPWORDS))


#: Values (dates, ids, names…) are looked for in this much of a text: a pasted log of 20,000
#: characters is read for its words, but its values come from the first part.
MAX_EVIDENCE = 8_000


def _gather(text: str, today: dt.date, known: Known = frozenset()) -> Evidence:
    text = text[:MAX_TEXT]
    if len(text) > MAX_EVIDENCE:
        full = text
        found = _gather(text[:MAX_EVIDENCE], today, known)
        return Evidence(full, tokenize(full), found.mentions, today)
    toks = tokenize(text)
    mentions: list[Mention] = []
    quoted = quoted_passages(text, toks)
    mentions += quoted
    quoted_spans = [(m.start, m.end) for m in quoted]
    mentions += chunks(text, toks)
    mentions += expressions(text, toks, _covered(mentions))
    mentions += postcodes(text, toks, _covered(mentions))
    mentions += addresses(text, toks, _covered(mentions))
    taken = _covered(mentions)
    when = dates.scan_tokens(toks, text, today)
    spans = dates.ranges(when, toks, today) + dates.day_range(toks, today)
    corrected = {(span.begin.first, span.begin.last): span.begin for span in spans}
    when = [corrected.get((w.first, w.last), w) if w.kind != "duration" else w for w in when]
    mentions += titles(toks, when, taken)
    taken = _covered(mentions)
    for found in when:
        if any(found.first <= i <= found.last for i in taken):
            continue
        before, after = around(toks, found.first, found.last)
        value: Any
        if found.kind == "duration":
            value = found.minutes
        elif found.kind == "time":
            value = found.iso_time()
        elif found.kind == "datetime":
            value = f"{found.iso_date()}T{found.iso_time()}:00"
        else:
            value = found.iso_date()
        mentions.append(Mention(found.kind, value, found.text, found.start, found.end, found.first, found.last,
                                before, after, found.role, extra={"when": found}))
    time_ranges: list[tuple[int, int]] = []
    for start, end, begin_time, end_time in dates.time_ranges(text):
        first, last = token_range(toks, start, end)
        begin = dates.When("time", first, last, start, end, text[start:end], time=begin_time, role="start")
        finish = dates.When("time", first, last, start, end, text[start:end], time=end_time, role="end")
        spans.append(dates.Span(begin, finish))
        mentions = [m for m in mentions if not (m.kind in ("time", "datetime") and start <= m.start < end)]
        time_ranges.append((start, end))
    for span in spans:
        mentions.append(Mention("range", (span.begin, span.finish), f"{span.begin.text} … {span.finish.text}",
                                span.begin.start, span.finish.end, span.begin.first, span.finish.last))
    ranged = {i for i, t in enumerate(toks) for start, end in time_ranges if start <= t.start < end}  # "10 til 12" holds no numbers
    taken = _covered(mentions) | ranged
    mentions += ids(toks, taken)
    taken = _covered(mentions) | ranged
    mentions += number_mentions(toks, taken)
    taken = _covered(mentions) | ranged
    mentions += codes(toks, taken)
    taken = _covered([m for m in mentions if m.kind not in ("currency",)]) | ranged
    mentions += names(toks, taken, known)
    taken = _covered(mentions) | ranged
    mentions += named_by_their_email(toks, mentions, taken)
    taken = _covered(mentions) | ranged
    for i, token in enumerate(toks):
        if i not in taken and re.fullmatch(r"\d{1,2}[A-Z]{1,2}", token.text) and token.text not in ("4G", "5G", "3D", "2D", "4K", "8K"):
            before, after = around(toks, i, i)  # "what does 7B have on Monday?": a class or a group's short code
            mentions.append(Mention("name", token.text, token.text, token.start, token.end, i, i, before, after, extra={"code": True}))
    mentions = roles_from_postcodes(mentions)
    marked = []
    for mention in mentions:
        inside = any(s < mention.start and mention.end <= e for s, e in quoted_spans) and mention.kind != "quoted"
        marked.append(mention if not inside else Mention(**{**mention.__dict__, "quoted": True}))
    marked.sort(key=lambda m: (m.start, -m.end))
    return Evidence(text, toks, marked, today)


def _covered(mentions: list[Mention]) -> set[int]:
    out: set[int] = set()
    for mention in mentions:
        if mention.kind in ("quoted", "range", "expression"):
            continue  # "30 x 20 x 10 cm" is a sum for a calculator and three sizes for a parcel
        out.update(range(mention.first, mention.last + 1))
    return out
