"""Answers the earlier turns already hold: one question about what the last answer listed or
said ("which one is with Dr. Lind?", "how much is the Golf per day?", "how long does that take
usually?") is answered from it, with no new call. Steps of `core.Turn`, as functions of it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from labkit.sim.engine import answer, chain, recall
from labkit.sim.engine.followup import listed_before
from labkit.sim.engine.intents import points_back
from labkit.sim.engine.outputs import field_label, id_of, label_of, list_in
from labkit.sim.engine.request import Clause
from labkit.sim.engine.terms import query_terms
from labkit.sim.engine.words import STOPWORDS, shorten, split_identifier, stem, words

if TYPE_CHECKING:
    from labkit.sim.engine.core import Turn

#: A question about what the one before it named: "and what did it cost me?", "when is it?".
_ABOUT_IT = re.compile(r"^\W*(?:and|or|also)?\s*(?:what|when|where|who|how much|how long|which)\b[^?]{0,30}\b(?:it|that|they|them)\b[^?]{0,20}\??\s*$", re.I)
#: A clause that is only a question word: "and when?", "where?", "or how much?".
_BARE_WH = re.compile(r"^\W*(?:and|or|also)?\s*(?:when|where|who|how much|how long|what time|which)\W*$", re.I)


_WHICH_ONE = re.compile(r"^\s*(?:so\s+|and\s+|ok(?:ay)?,?\s+)?which(?:\s+one|\s+of\s+(?:them|those|these|the\s+\w+))?\b", re.I)


def _lone_question(turn: Turn) -> Clause | None:
    """The message's one question (small talk aside) when it follows an answer and nothing was
    called yet this turn: what the three answers-from-before below may answer."""
    asking = [c for c in turn.clauses if c.mood != "smalltalk"]
    if len(asking) > 1 and asking[0].mood == "question" and all(_BARE_WH.match(c.text) or c.mood == "question" and _ABOUT_IT.match(c.text)
                                                               for c in asking[1:]):
        # "who's the chemistry one with again, and when?": one question with two question words
        asking = [_as_one_question(turn, asking)]
    if len(asking) == 2 and asking[0].mood == "statement" and not asking[0].verbs and asking[1].mood == "question" and points_back(asking[1]):
        # "The Corolla sounds good. How much would that be all in?": the remark names what the question asks about
        asking = [_as_one_question(turn, asking)]
    if turn.reading.current.work() or turn.reading.previous is None or len(asking) != 1 or asking[0].mood != "question":
        return None
    return asking[0]


def _as_one_question(turn: Turn, parts: list[Clause]) -> Clause:
    """Clauses read together as one question, from the first one's start to the last one's end."""
    first, last = parts[0], parts[-1]
    return Clause(turn.reading.text[first.start : last.end], first.start, last.end,
                  [t for c in parts for t in c.toks], "question", content=[w for c in parts for w in c.content])


def singled_out(turn: Turn) -> str | None:
    """"Which one is with Dr. Lind?" after a list: the answer is in that list, so the one it
    names is the reply, with no tool call (None when the question is not that, or the list
    does not settle it)."""
    clause = _lone_question(turn)
    if clause is None or not _WHICH_ONE.match(clause.text):
        return None
    pool = turn.cont.pool or listed_before(turn.reading.previous)
    if len(pool) < 2:
        return None
    chosen = chain.choose(pool, turn.evidence, (clause.start, clause.end))
    if chosen.ambiguous or not chosen.elements or len(chosen.elements) > 3 or "names" not in chosen.why:
        return None
    turn.notes.append(f"'{shorten(clause.text, 40)}' asks which of the previous answer's items: {chosen.why}")
    from labkit.sim.engine.describe import record_sentence

    return " ".join(record_sentence(element) for element in chosen.elements if isinstance(element, dict))


def listed_fact(turn: Turn) -> str | None:
    """"How much is the Golf per day?" after a list of cars: the Golf's `price_per_day`, read
    from that list (None unless the question names one listed item, asks for a field it has,
    and states no new value that would need a new lookup)."""
    clause = _lone_question(turn)
    if clause is None:
        return None
    pool = turn.cont.pool or listed_before(turn.reading.previous)
    if len(pool) < 2:
        return None
    listed = " ".join(str(v).lower() for record in pool[:50] if isinstance(record, dict) for v in record.values() if isinstance(v, str))
    if any(m.kind in ("date", "datetime", "range", "place", "money", "currency") and not (m.kind == "place" and m.text.lower() in listed)
           for m in turn.evidence.mentions):
        return None  # (a currency said is one to convert into: "the plumber one in US dollars"; "the Victoria Park one" is listed)
    chosen = chain.choose(pool, turn.evidence, (clause.start, clause.end))
    if chosen.ambiguous or len(chosen.elements) != 1 or "names" not in chosen.why or not isinstance(chosen.elements[0], dict):
        return None
    record = chosen.elements[0]
    asked = set(query_terms(clause, turn.evidence)) | answer.asked_fields(clause.text)
    fields = []
    for key, value in record.items():
        if isinstance(value, (dict, list)) or isinstance(value, bool) or str(value).lower() in turn.reading.text.lower():
            continue
        parts = {stem(part) for part in split_identifier(key)}
        if parts & asked and not parts <= {"id"}:
            fields.append((len(parts & asked), key, value))
    if not fields:
        return None
    fields.sort(key=lambda f: -f[0])
    several = len(answer.wh_words(clause.text)) >= 2  # "who … and when?": a field for each
    if len(fields) > 1 and fields[0][0] == fields[1][0] and not several:
        return None  # two fields fit as well: not sure which is asked
    from labkit.sim.engine.describe import value_text

    if several and len(fields) > 1:
        # a field for each question word, a name before an id ("tutor", not "tutor_id")
        per_word = []
        for phrase in answer.wh_words(clause.text):
            wanted = set(answer.asked_fields(phrase))
            fitting = [f for f in fields if {stem(p) for p in split_identifier(f[1])} & wanted and f not in per_word]
            fitting.sort(key=lambda f: "id" in split_identifier(f[1]))
            per_word += fitting[:1]
        fields = per_word if len(per_word) >= 2 else fields
        said_fields = " and ".join(f"{field_label(k)} {value_text(k, v, record)}" for _n, k, v in fields[:2])
        label = _label_said(record, clause)
        turn.notes.append(f"'{shorten(clause.text, 40)}' asks for {fields[0][1]} and {fields[1][1]} of {label}, listed in the previous answer")
        return f"{label}: {said_fields} (from the list above)."
    _, key, value = fields[0]
    label = _label_said(record, clause)
    turn.notes.append(f"'{shorten(clause.text, 40)}' asks for the {key} of {label}, listed in the previous answer")
    return f"{label}: {field_label(key)} {value_text(key, value, record)} (from the list above)."


def _label_said(record: dict[str, Any], clause: Clause) -> str:
    """What to call a listed record in a reply: its name, else its value the question said
    ("the scooter one": "scooter"), else its id."""
    said = {w.lower() for w in words(clause.text)}
    named = label_of(record) or next((str(v) for v in record.values() if isinstance(v, str) and said & {w.lower() for w in words(v)}), None)
    ident = id_of(record)
    if named and ident and str(ident[1]) != named and named.lower() in said:
        return f"The {named} one ({ident[1]})"  # "The scooter one (R-54988)"
    return named or (str(ident[1]) if ident else "It")


def about_the_one(turn: Turn) -> str | None:
    """"Who is it with?" after an answer about one appointment: read from that record (`recall`)."""
    clause = _lone_question(turn)
    reply = recall.about_the_one(clause, turn.reading) if clause is not None else ""
    if not reply:
        return None
    turn.notes.append(f"'{shorten(clause.text, 40)}' asks about the one record the last answer was about: answered from it")
    return reply


def said_before(turn: Turn) -> str | None:
    """"ok and how long does that take usually?" after a tool said "prescribers usually respond
    within 1-2 business days": the sentence of the last turn's outputs that answers it (None
    unless the question points back and one sentence shares two of its words)."""
    clause = _lone_question(turn)
    if clause is None or not points_back(clause):
        return None
    asked = {stem(w) for w in words(clause.text) if w not in STOPWORDS and len(w) > 2} - {"take", "usual", "usually", "long"} | (
        {"usual"} if "usually" in clause.text.lower() else set())
    sentence = answer.sentence_sharing(turn.reading.previous.work(), asked, at_least=1, with_digit=True)
    if sentence is None:
        return None
    turn.notes.append(f"'{shorten(clause.text, 40)}' is answered by what the last turn's tools said")
    return sentence


#: Asking for a total of what was looked up one by one ("so how much is that altogether?").
_ALTOGETHER = re.compile(r"\b(?:altogether|all together|in total|combined|between them|both together|added up|add up|the total|total)\b", re.I)


def summed_before(turn: Turn) -> str | None:
    """"so how much is that altogether?" after two balances looked up one turn each: the sum of
    the records the earlier turns' calls of one tool returned (each turn one record), said with
    the parts — no new call. None unless the message asks a total, names nothing new, and at
    least two such records hold the number it asks for."""
    from labkit.sim.engine import aggregate
    from labkit.sim.engine.describe import value_text

    asking = [c for c in turn.clauses if c.mood == "question"]
    if turn.reading.current.work() or turn.reading.previous is None or not asking or not _ALTOGETHER.search(asking[0].text):
        return None
    if any(m.kind in ("id", "money", "email", "name", "person", "place") for m in turn.evidence.mentions):
        return None  # ("and 6035 7700 1234 5678 altogether?": a new value to look up)
    records: list[dict[str, Any]] = []
    tool = None
    for earlier in turn.reading.earlier()[:6]:
        for call in earlier.work():
            if call.output is None or call.output.is_error or not isinstance(call.output.value, dict) or list_in(call.output.value):
                continue
            if tool is None:
                tool = call.name
            if call.name == tool and call.output.value not in records:
                records.append(call.output.value)
    if len(records) < 2:
        return None
    figure = aggregate.of_list(list(reversed(records)), asking[0].text)
    if figure is None or figure.how != "sum" or figure.count < 2:
        return None
    parts = [value_text(figure.key, r[figure.key], r) for r in reversed(records) if isinstance(r.get(figure.key), (int, float))]
    turn.notes.append(f"'{shorten(asking[0].text, 40)}' asks the total of what {tool} returned over the last turns ({figure.count} records)")
    return f"Altogether the {field_label(figure.key)} comes to {value_text(figure.key, figure.value, records[0])} ({' + '.join(parts)})."
