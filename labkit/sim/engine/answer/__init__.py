"""Stage 6 — answer like a model: say what the tools returned, intent by intent, in sentences.

- each intent gets its sentence: a confirmation for an action that ran, the facts of a lookup, a
  plain "I couldn't …" for an error, "I did not … : it was not run (…)" for a refusal;
- a missing value becomes a short question ("To book the table I need the date and the party
  size — what should I use?"), an unclear choice lists the options and asks which;
- a message that needs no tool gets a reply that fits it (a greeting, thanks, a question about
  concepts, advice, a "how do I …"), offering the action instead of doing it;
- nothing is said that no tool returned. Phrasings are fixed, so answers repeat exactly.

This module holds `compose`, the final answer of a turn within its word budget; its modules hold
the rest: `calls` (one call's outcome), `asking` (a question for what is missing), `replies`
(what no tool handles), `asked` (what the user's words ask for) and `held` (answers the outputs
in hand already hold).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from labkit.sim.engine import describe
from labkit.sim.engine.answer.asked import _asked, asked_fields, wh_words
from labkit.sim.engine.answer.asking import ask_for, clarify
from labkit.sim.engine.answer.calls import call_sentence
from labkit.sim.engine.answer.held import ranked_from_before, recalled, said_by_outputs, sentence_sharing, strings_of
from labkit.sim.engine.answer.replies import OFFLINE, asks_to_write, merged_offers, no_tool, written
from labkit.sim.engine.followup import ELLIPTIC
from labkit.sim.engine.plan import Intent
from labkit.sim.engine.reading import Call, Reading
from labkit.sim.engine.tools import Toolbox
from labkit.sim.engine.words import shorten, split_identifier

#: What the rest of the engine says through this module (the names its modules define included).
__all__ = ["MAX_WORDS", "OFFLINE", "ask_for", "asked_fields", "asks_to_write", "call_sentence", "clarify", "compose", "merged_offers",
           "name_of", "no_tool", "ranked_from_before", "recalled", "said_by_outputs", "sentence_sharing", "strings_of",
           "summary_of_outputs", "wh_words", "written"]

MAX_WORDS = 170


def compose(reading: Reading, intents: Sequence[Intent], toolbox: Toolbox, *, lead: str = "", extra: Sequence[str] = ()) -> str:
    """The final answer of a turn: a sentence per call made, in the order the user asked."""
    calls = [call for call in reading.current.work() if call.output is not None]
    recovered = {call.call_id for call in calls if call.output and call.output.is_error and _retried(call, calls)}
    ordered: list[Call] = []
    for intent in intents:
        for call in calls:
            if call.name == intent.profile.name and call not in ordered:
                ordered.append(call)
    ordered += [call for call in calls if call not in ordered]
    asked_for = {intent.profile.name for intent in intents}
    fed = {c for c in _feeders(calls, toolbox) if next((x.name for x in calls if x.call_id == c), "") not in asked_for}
    asking = any(intent.ask == "which" for intent in intents)
    sentences = [lead] if lead else []
    asked = _asked(reading.text)
    question = reading.text
    if reading.previous is not None and _ELLIPTIC_FOLLOW_UP.match(reading.text) and len(reading.text.split()) <= 8:
        asked |= _asked(reading.previous.text)  # "and over 30?": the monthly payment is still what is asked
        part = _PART_OF_DAY.search(reading.previous.text)
        if part and not _PART_OF_DAY.search(reading.text):
            question = f"{reading.text} ({part.group(0)})"  # "anything free wednesday night?" … "what about thursday": thursday night
    labels = _labels(calls)
    for call in ordered:
        if call.call_id in fed:
            picked = _picked_for_the_next(call, calls, reading.text)
            if picked and picked not in sentences:
                sentences.insert(1 if lead else 0, picked)  # "which project costs the most? …": the one it is, before what was done with it
            continue
        if call.call_id in recovered:
            continue
        if asking and call.output is not None and call.output.items and any(i.ask == "which" for i in intents):
            continue
        sentence = call_sentence(call, toolbox.get(call.name), asked, labels, question)
        if not sentence and call.output is not None:
            profile = toolbox.get(call.name)
            sentence = f"I ran {describe.verb_phrase(call.name, profile.verb if profile else None)}; it returned {shorten(call.output.text, 120) or 'nothing'}."
        if sentence and sentence not in sentences:
            sentences.append(sentence)
    sentences += [s for s in extra if s and s not in sentences]
    return _within(_fit(sentences, {id(s) for s in sentences if _is_confirmation(s)}))


#: A part of the day a question is about ("wednesday night", "tomorrow morning").
_PART_OF_DAY = re.compile(r"\b(?:morning|afternoon|evening|night|tonight|lunchtime)\b", re.I)
#: An elliptical follow-up: "and friday?", "what about thursday", "how about the 20th".
_ELLIPTIC_FOLLOW_UP = re.compile(rf"(?:{ELLIPTIC.pattern})|^\s*(?:hmm+|ok(?:ay)?|right|so)?[,\s]*(?:what|how) about\b", re.I)


def _labels(calls: Sequence[Call]) -> dict[str, str]:
    """id -> name of every record the turn's lookups returned."""
    from labkit.sim.engine.outputs import id_of, label_of, list_in

    out: dict[str, str] = {}
    for call in calls:
        if call.output is None or call.output.is_error:
            continue
        records = list_in(call.output.value) or ([call.output.value] if isinstance(call.output.value, dict) else [])
        for record in records[:50]:
            ident = id_of(record)
            label = label_of(record) if ident else None  # (a timeline's entries have no ids to name)
            if ident and label:
                out[str(ident[1])] = label
    return out


def _feeders(calls: Sequence[Call], toolbox: Toolbox) -> set[str]:
    """Lookups whose output only supplied an id to a later action (the action's sentence says it)."""
    out: set[str] = set()
    for index, call in enumerate(calls):
        profile = toolbox.get(call.name)
        if profile is None or profile.act or call.output is None or call.output.is_error:
            continue
        text = call.output.text
        for later in calls[index + 1 :]:
            later_profile = toolbox.get(later.name)
            if later_profile is None or not later.args:
                continue
            values = [x for v in later.args.values() for x in (v if isinstance(v, list) else [v])]
            if any(isinstance(v, str) and len(v) >= 3 and f'"{v}"' in text for v in values) or any(
                    isinstance(v, int) and not isinstance(v, bool) and v >= 100 and re.search(rf'"[\w-]*(?:id|Id|ID|number|no)": {v}\b', text) for v in values):
                out.add(call.call_id)  # a numeric id too ("runId": 9812)
    return out


def _picked_for_the_next(call: Call, calls: Sequence[Call], text: str) -> str:
    """"Which of our projects is costing the most?": when a lookup only fed the next call and the
    request picked its record by a superlative, the record picked and the figure it won by ("" otherwise)."""
    from labkit.sim.engine.chain import ranked_by, superlative
    from labkit.sim.engine.outputs import field_label, id_of, label_of, list_in

    records = [r for r in list_in(call.output.value) or [] if isinstance(r, dict)] if call.output is not None else []
    found = superlative(records, text) if len(records) >= 2 else None
    if found is None:
        return ""
    record, why = found
    key = ranked_by(why)
    ident = id_of(record)
    if key is None or key not in record or ident is None:
        return ""
    later = [x for c in calls if c.order > call.order for v in (c.args or {}).values() for x in (v if isinstance(v, list) else [v])]
    if str(ident[1]) not in [str(v) for v in later]:
        return ""  # (the next call took another record: nothing to say of a pick)
    label = label_of(record)
    name = f"{label} ({ident[1]})" if label and label != str(ident[1]) else str(ident[1])
    word = why.split(" by ", 1)[0].removeprefix("the ")
    return f"{name} is the {word}: {field_label(key)} {describe.value_text(key, record[key], record)}."


def _retried(call: Call, calls: Sequence[Call]) -> bool:
    return any(other.name == call.name and other.order > call.order and other.output is not None and not other.output.is_error for other in calls)


def _is_confirmation(sentence: str) -> bool:
    return sentence.startswith(("I ", "I'")) and not sentence.startswith(("I found", "I'm not sure", "I don't", "I'm the", "I ran"))


def _fit(sentences: list[str], keep: set[int], limit: int = MAX_WORDS) -> list[str]:
    """Within the word budget, what was done is said in full; long lookups give way ("I found 3
    incidents: …" is cut before "I created the ticket TKT-1" is)."""
    total = sum(len(s.split()) for s in sentences)
    if total <= limit:
        return sentences
    fixed = sum(len(s.split()) for s in sentences if id(s) in keep)
    flexible = [s for s in sentences if id(s) not in keep]
    share = max(25, (limit - fixed) // max(1, len(flexible)))
    out = []
    for sentence in sentences:
        words_ = sentence.split()
        if id(sentence) not in keep and len(words_) > share:
            sentence = " ".join(words_[:share]).rstrip(",;:") + "…"
        out.append(sentence)
    return out


def _within(sentences: Sequence[str], limit: int = MAX_WORDS) -> str:
    out: list[str] = []
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if count + len(words) > limit and out:
            room = limit - count
            if room > 12:
                out.append(" ".join(words[:room]).rstrip(",;:") + "…")
            break
        out.append(sentence)
        count += len(words)
    return _STOP_BEFORE_COMMA.sub("", _DOUBLED_STOP.sub(".", " ".join(out).strip()))


#: "… must be changed at first login.." (a value that ends a sentence with its own full stop).
_DOUBLED_STOP = re.compile(r"(?<!\.)\.\.(?!\.)")
#: "… see coverage details., renewal date …": a value's own full stop before the list goes on.
_STOP_BEFORE_COMMA = re.compile(r"(?<![.\d])\.(?=[,;]\s)")


def summary_of_outputs(calls: Sequence[Call], toolbox: Toolbox, limit: int = 60) -> str:
    """The facts of this turn's successful calls, as a short text (for a message a tool sends)."""
    parts = [call_sentence(call, toolbox.get(call.name)) for call in calls if call.output is not None and not call.output.is_error]
    return _within([p for p in parts if p], limit)


def name_of(value: Any) -> str:
    return " ".join(split_identifier(str(value)))
