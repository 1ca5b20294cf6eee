"""Answers the outputs in hand already hold, with no new call: the sentence of this turn's outputs
that answers a question, a fact an earlier output holds ("what's her email?"), the one of an
earlier list a superlative picks ("which one is best rated?")."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from labkit.sim.engine import describe
from labkit.sim.engine.answer.asked import _asked
from labkit.sim.engine.outputs import label_of
from labkit.sim.engine.reading import Call, Reading
from labkit.sim.engine.request import Clause
from labkit.sim.engine.words import STOPWORDS, humanize, split_identifier, stem, words

#: Words of a question that point back rather than name what is asked ("what was her email?").
_POINTING = frozenset("her his their its they them she he it that this those these one again remind me tell what "
                      "whats what's was is are were the of for please again which".split())


def said_by_outputs(clause: Clause, reading: Reading) -> str:
    """"… Also do I have to bring it back with a full tank?" when this turn's lookup returned
    "fuelPolicy": "Full-to-full: return the car with a full tank…": the sentence of this turn's
    outputs that shares the most of the question's words (two at least). "" otherwise."""
    if clause.mood not in ("question", "howto"):
        return ""
    asked = {stem(w) for w in words(clause.text) if w not in STOPWORDS and len(w) > 2} - {"have", "need", "bring", "back"}
    return sentence_sharing(reading.current.work(), asked, at_least=2, lengths=(20, 400)) or ""  # prose, not a name


def sentence_sharing(calls: Sequence[Call], asked: set[str], *, at_least: int, with_digit: bool = False,
                     lengths: tuple[int, int] = (0, 1 << 30)) -> str | None:
    """The sentence of these calls' outputs (any depth; texts whose length is within `lengths`)
    that shares the most of the `asked` stems, at least `at_least` of them (and holds a number
    when `with_digit`), capitalised and ending in a stop; None when none does."""
    best: tuple[int, str] | None = None
    for call in calls:
        if not call.ok or call.output is None:
            continue
        for text in strings_of(call.output.value):
            if not lengths[0] <= len(text) <= lengths[1]:
                continue
            for sentence in re.split(r"(?<=[.!?;:])\s+", text[:2000]):
                shared = len(asked & {stem(w) for w in words(sentence)})
                if shared >= at_least and (not with_digit or re.search(r"\d", sentence)) and (best is None or shared > best[0]):
                    best = (shared, sentence.strip())
    if best is None:
        return None
    sentence = best[1][:1].upper() + best[1][1:]
    return sentence if sentence.endswith((".", "!", "?")) else sentence + "."


def strings_of(value: Any) -> list[str]:
    """The text values of an output, nested ones included (at most 50)."""
    out: list[str] = []
    stack = [value]
    while stack and len(out) < 50:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item[:20])
    return out


def recalled(clause: Clause, reading: Reading) -> str:
    """A question about a fact an earlier tool output already holds ("what's her email?" after a
    directory lookup): answered from that output, newest first, when exactly one field is asked
    for and the question names nothing else. "" when the earlier results do not say."""
    if clause.mood != "question" or not reading.previous:
        return ""
    ranked = ranked_from_before(clause, reading)
    if ranked:
        return ranked
    asked = [w for w in words(clause.text) if w not in STOPWORDS and w not in _POINTING]
    if not asked or len(asked) > 3:
        return ""
    wanted = {stem(w) for w in asked}
    for turn in reading.earlier():
        for call in reversed(turn.work()):
            record = call.output.value if call.ok and call.output is not None else None
            if not isinstance(record, dict):
                continue
            fields = [(key, value) for key, value in record.items()
                      if isinstance(value, (str, int, float)) and not isinstance(value, bool)
                      and wanted <= {stem(part) for part in split_identifier(str(key))}]
            if len(fields) == 1:
                key, value = fields[0]
                label = label_of(record)
                whose = f"{label}'s" if label and label != value else "The"
                return f"{whose} {humanize(key).lower()} is {value}."
    return ""


_WHICH = re.compile(r"^\s*(?:so\s+|ok\s+|and\s+)?(?:which|who|what)(?:'s| is| one| of (?:them|those|these))?\b", re.I)


def ranked_from_before(clause: Clause, reading: Reading) -> str:
    """"which one is best rated?" after a list: the one the superlative picks from that list, with
    the figure that decides it ("" when the question is not such a comparison)."""
    from labkit.sim.engine.chain import superlative
    from labkit.sim.engine.outputs import list_in

    if not _WHICH.match(clause.text):
        return ""
    for turn in reading.earlier()[:2]:
        for call in reversed(turn.work()):
            items = list_in(call.output.value) if call.ok and call.output is not None else None
            records = [i for i in items or [] if isinstance(i, dict)]
            if len(records) < 2:
                continue
            best = superlative(records, clause.text)
            if best is None:
                return ""
            record, why = best
            return f"{describe.item_phrase(record, limit=3, asked=_asked(clause.text))} — {why}."
    return ""
