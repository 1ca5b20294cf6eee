"""Stage 6b — sums, averages and counts over a list a tool returned, when the question asks.

"How many km did I run last week altogether?" wants the sum of the workouts' `distance_km`;
"how much have I spent at Tesco this month?" the sum of the amounts of the transactions that name
Tesco; "what's my average resting heart rate?" a mean. A model does that arithmetic in its head;
here it is done exactly, over the records the tool returned, and said with its unit.

The field is the numeric field the question's words name (its stems, or its unit: "km" names
`distance_km`), else the money field when the question is about spending, else nothing (no
aggregate is said). The records are narrowed to the ones that name what the question names
("at Tesco") when some, but not all, of them do.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from labkit.sim.engine.lexicon import related
from labkit.sim.engine.words import STOPWORDS, split_identifier, stem, words

_SUM = re.compile(
    r"\b(in total|total|totals|altogether|all together|combined|overall|in all|sum|add up|adds up|added up|"
    r"spent|spend|spending|earned|paid|paying)\b", re.I)
_MEAN = re.compile(r"\b(average|avg|mean|on average|typical|typically)\b", re.I)
_MONEY = ("amount", "price", "cost", "total", "fee", "value", "charge", "spent", "paid", "sum", "balance", "gbp", "usd", "eur", "aud", "cad")
#: Question words that are not a thing to narrow the records by.
_NOT_SUBJECT = frozenset(
    stem(w) for w in "much many total altogether all together combined overall sum spent spend spending "
    "earned paid average mean typical typically month week year day today yesterday last this past so far "
    "km kilometres kilometers miles mile hours minutes run ran walk walked cycle rode".split()
)


@dataclass(frozen=True)
class Aggregate:
    """One computed figure: what it is of, how, over how many records."""

    how: str  # "sum" or "mean"
    key: str
    value: float
    count: int
    narrowed_by: str | None = None


def _numeric_keys(records: list[dict[str, Any]]) -> list[str]:
    keys: list[str] = []
    for record in records:
        for key, value in record.items():
            if isinstance(value, (int, float)) and not isinstance(value, bool) and key not in keys:
                keys.append(key)
    return [k for k in keys if split_identifier(k)[-1:] not in (("id",), ("year",), ("number",))]


def _key_for(keys: list[str], asked: set[str], question: str) -> str | None:
    scored = []
    for index, key in enumerate(keys):
        parts = split_identifier(key)
        stems = {stem(p) for p in parts}
        score = 2 * len(stems & asked) + sum(1 for p in stems for a in asked if p != a and related(p, a))
        if score:
            scored.append((-score, index, key))
    if scored:
        return min(scored)[2]
    if re.search(r"\b(spent|spend|spending|paid|cost|how much|money)\b", question, re.I):
        money = [k for k in keys if set(split_identifier(k)) & set(_MONEY)]
        return money[0] if money else None
    return None


def _subject_words(question: str) -> list[str]:
    return [w for w in words(question) if len(w) > 2 and w not in STOPWORDS and stem(w) not in _NOT_SUBJECT]


def _narrow(records: list[dict[str, Any]], question: str) -> tuple[list[dict[str, Any]], str | None]:
    """The records that mention a word of the question in their text fields (when only some do)."""
    for word in _subject_words(question):
        pattern = re.compile(rf"\b{re.escape(word)}", re.I)
        hits = [r for r in records if any(isinstance(v, str) and pattern.search(v) for v in r.values())]
        if hits and len(hits) < len(records):
            return hits, word
    return records, None


_OUT = {"debit", "out", "outgoing", "expense", "payment", "purchase", "withdrawal"}
_IN = {"credit", "in", "incoming", "income", "deposit", "refund"}


def _outgoing(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Money spent: the debits, when the records say which way money went."""
    for key in {k for r in records for k, v in r.items() if isinstance(v, str)}:
        values = {str(r.get(key, "")).lower() for r in records}
        if values & _OUT and values & _IN:
            return [r for r in records if str(r.get(key, "")).lower() in _OUT]
    return records


def of_list(items: list[Any], question: str) -> Aggregate | None:
    """The sum or mean the question asks for over `items`, or None when it asks for none."""
    how = "mean" if _MEAN.search(question) else "sum" if _SUM.search(question) or re.search(r"\bhow (much|many|far|long)\b", question, re.I) else None
    records = [r for r in items if isinstance(r, dict)]
    if how is None or len(records) < 2:
        return None
    asked = {stem(w) for w in words(question)} - STOPWORDS
    key = _key_for(_numeric_keys(records), asked, question)
    if key is None:
        return None
    if how == "sum" and not _SUM.search(question) and not set(split_identifier(key)) & {"km", "mi", "miles", "distance", "minutes", "hours", "duration"}:
        return None  # "how much is the jacket?" is not a sum; "how many km…" is
    chosen, word = _narrow(records, question)
    if re.search(r"\b(spent|spend|spending|paid)\b", question, re.I):
        chosen = _outgoing(chosen)
    values = [r[key] for r in chosen if isinstance(r.get(key), (int, float)) and not isinstance(r.get(key), bool)]
    if len(values) < 1 or len(values) == 1 and word:
        return None  # "how long does the colour take?": one item the question names, not a total
    total = sum(values)
    value = total / len(values) if how == "mean" else total
    return Aggregate(how, key, round(value, 10), len(values), word)


_TREND = re.compile(r"\b(doing|trend|trends|trending|chang\w*|going up|going down|ris\w*|risen|fall\w*|fell|over time|moving|moved|"
                    r"up or down|higher or lower|develop\w*|evolv\w*)\b", re.I)
_TIME_PARTS = frozenset("date month week year day period time when as of at".split())


@dataclass(frozen=True)
class Trend:
    """How a series moved from its first record to its last (by the time field)."""

    key: str
    time_key: str
    first: float
    last: float
    first_at: str
    last_at: str
    count: int

    @property
    def percent(self) -> float | None:
        return None if not self.first else (self.last - self.first) / abs(self.first) * 100


def trend_of(items: list[Any], question: str) -> Trend | None:
    """"What are copper prices doing?" over monthly prices: from the first to the last, in order of time."""
    records = [r for r in items if isinstance(r, dict)]
    if len(records) < 2 or not _TREND.search(question):
        return None
    time_keys = [k for k in records[0] if set(split_identifier(str(k))) & _TIME_PARTS and all(isinstance(r.get(k), str) for r in records)]
    if not time_keys:
        return None
    time_key = time_keys[0]
    asked = {stem(w) for w in words(question)} - STOPWORDS
    numeric = [k for k in _numeric_keys(records) if k != time_key]
    key = _key_for(numeric, asked, question) or (numeric[0] if len(numeric) == 1 else None)
    if key is None:
        return None
    series = sorted((r[time_key], r[key]) for r in records if isinstance(r.get(key), (int, float)) and not isinstance(r.get(key), bool))
    if len(series) < 2:
        return None
    return Trend(key, time_key, series[0][1], series[-1][1], series[0][0], series[-1][0], len(series))
