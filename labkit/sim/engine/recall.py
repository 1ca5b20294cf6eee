"""Answers from what the last answer singled out: "who is it with?", "when is it?", "where is
that?", "how much is it?" after an answer about ONE record ("The next appointment — Dr Okafor
(AP-301): date 2026-12-04, time 09:30.") are read from that record, with no new call — as a model
reads its own last message.

Only a question that points back (it, that, this one) and asks who, when, where or how much, and
only when the previous answer named exactly one of the records its tools returned; otherwise
`about_the_one` gives "" and the turn is planned as usual.
"""

from __future__ import annotations

import re
from typing import Any

from labkit.sim.engine import chain
from labkit.sim.engine.describe import value_text
from labkit.sim.engine.followup import listed_before
from labkit.sim.engine.outputs import label_of
from labkit.sim.engine.reading import Reading
from labkit.sim.engine.request import Clause
from labkit.sim.engine.words import split_identifier

_ASKS = re.compile(r"^\s*(?:and\s+|so\s+|ok\s+|okay\s+)?(who|when|where|what time|what day|how much|what does it cost|what's the price)\b", re.I)
_POINTS = re.compile(r"\b(?:it|that|this one|that one|this)\b", re.I)

#: Fields that say who a thing is with or by, where it is, when, and what it costs.
_WHO = frozenset("who with by host doctor dentist stylist therapist teacher tutor instructor trainer coach agent assignee owner "
                 "driver guide staff person contact organiser organizer artist speaker vet nurse physician mechanic".split())
_WHERE = frozenset("where location place venue address room site branch clinic city station stop platform gate terminal".split())
_WHEN = frozenset("date time day when start starts at datetime slot scheduled due".split())
_PRICE = frozenset("price cost fee total amount charge".split())


def about_the_one(clause: Clause, reading: Reading) -> str:
    """The reply to a who/when/where/how-much question about the one record the last answer was
    about, or ""."""
    asked = _ASKS.match(clause.text)
    previous = reading.previous
    if asked is None or previous is None or not previous.answer or not _POINTS.search(clause.text):
        return ""
    pool = listed_before(previous)
    for earlier in reading.earlier()[1:3]:
        if pool:
            break
        pool = listed_before(earlier)  # the records of the last turn that called a tool ("who is it with?" … "and when is it?")
    named = chain.named_in(pool, previous.answer) if len(pool) > 1 else pool
    if len(named) != 1 or not isinstance(named[0], dict):
        return ""
    record: dict[str, Any] = named[0]
    wh = asked.group(1).lower()
    wanted = _WHO if wh == "who" else _WHERE if wh == "where" else _PRICE if wh.startswith(("how much", "what does", "what's the price")) else _WHEN
    fields = [(key, value) for key, value in record.items()
              if isinstance(value, (str, int, float)) and not isinstance(value, bool) and set(split_identifier(str(key))) & wanted]
    if not fields:
        return ""
    label = label_of(record)
    if wanted is _WHEN:
        said = " at ".join(value_text(key, value, record) for key, value in fields[:2])
        return f"It's on {said}." if re.match(r"\d{4}-\d{2}-\d{2}", str(fields[0][1])) else f"It's at {said}."
    key, value = fields[0]
    text = value_text(key, value, record)
    if wanted is _WHO:
        return f"It's with {text}."
    if wanted is _WHERE:
        return f"It's at {text}."
    return f"{label + ' costs' if label and label != text else 'It costs'} {text}."
