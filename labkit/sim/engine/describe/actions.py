"""What a call did, in words: the confirmation of an action (what was done, with what, and the
facts it returned) and a failed or refused call said plainly."""

from __future__ import annotations

import re
from typing import Any

from labkit.sim.engine import lexicon
from labkit.sim.engine.describe.names import PARTICLES, PREPOSITIONS, verb_first, verb_phrase
from labkit.sim.engine.describe.names import counted as in_number
from labkit.sim.engine.describe.records import facts, item_phrase
from labkit.sim.engine.describe.values import SNAKE_WORDS, join, value_text
from labkit.sim.engine.lexicon import past_tense
from labkit.sim.engine.outputs import Output, alternatives_in, field_label, label_of
from labkit.sim.engine.words import local_name, shorten, split_identifier, stem

_DAY_NAMES = frozenset("monday tuesday wednesday thursday friday saturday sunday today tomorrow".split())


def confirmation(tool_name: str, verb: str | None, args: dict[str, Any] | None, output: Output, *, about: str | None = None,
                 labels: dict[str, str] | None = None) -> str:
    """"I booked the table (restaurant Luigi's, party size 4, date 2026-12-04). Booking id BK-2041, status confirmed."."""
    parts = verb_first(list(split_identifier(local_name(tool_name))), verb)
    head_verb = parts[0] if parts else (verb or "do")
    if len(parts) > 1 and parts[1] in PARTICLES:
        head_verb, parts = f"{head_verb} {parts[1]}", [f"{head_verb} {parts[1]}"] + parts[2:]  # `signUp`: "I signed you up", not "signed the up"
    rest = " ".join(parts[1:]) if len(parts) > 1 else ""
    if about and about.lower() in _DAY_NAMES:
        about = None  # "I booked the visit “Wednesday”": a weekday is when, not what
    if len(parts) > 2 and parts[1] in PREPOSITIONS:
        # `add_to_shopping_list(items=[...])`: "I added milk and eggs to the shopping list"
        what = _listed_args(args, labels) or about or "it"
        done = f"I {past_tense(head_verb)} {what} {parts[1]} the {' '.join(parts[2:])}"
    elif " " in head_verb:
        done = f"I {past_tense(head_verb)}" + (f" for “{about}”" if about else f" for the {rest}" if rest else "")
    else:
        done = f"I {past_tense(head_verb)}" + (f" the {rest}" if rest else " it") + (f" “{about}”" if about else "")
        kinds = {k: {stem(w) for w in split_identifier(k)} for k in (args or {})}
        people = _listed_args({k: v for k, v in (args or {}).items() if kinds[k] & _PEOPLE_WORDS}, labels)
        listed = _listed_args({k: v for k, v in (args or {}).items() if not kinds[k] & (_PEOPLE_WORDS | _ADD_ON_WORDS)}, labels)
        if listed:
            done += f": {listed}"  # "I ordered the room service: 2 pastel de nata and 1 vinho verde" (not "I booked the car: child_seat")
        elif people:
            done += f" {'to' if lexicon.same_action(head_verb, 'send') else 'with'} {people}"  # "I sent the email to priya@…", "… the event with tom@…"
        extras = [(k, v) for k, v in (args or {}).items() if kinds[k] & _ADD_ON_WORDS and isinstance(v, list) and v and all(isinstance(x, str) for x in v)]
        if extras:
            done += " with " + join([f"{field_label(k)} {join([x.replace('_', ' ') for x in v[:6]])}" for k, v in extras[:2]])  # "… with extras child seat"
    shown = [f"{field_label(k)} {value_text(k, v)}" for k, v in (args or {}).items() if v not in (None, "", [], {}) and not isinstance(v, (dict, list)) and len(str(v)) <= 60][:4]
    shown += [f"{field_label(k)} {label_of(v)}" for k, v in (args or {}).items() if isinstance(v, dict) and label_of(v)][:2]  # "recipient Jess Morgan"
    sentence = done + (f" ({', '.join(shown)})" if shown else "") + "."
    value = output.value
    if isinstance(value, dict):
        said = {str(v).lower() for v in (args or {}).values()}
        extra = facts(value, limit=6, known=said)  # (what was made: its reference, status, when and what it costs)
        if extra:
            sentence += " " + join(extra)[:1].upper() + join(extra)[1:] + "."
    elif isinstance(value, str) and value.strip():
        sentence += " " + shorten(value, 160)
    elif output.text.strip() and value is None:
        sentence += " " + shorten(output.text, 160)
    return sentence


#: List parameters that say who an action is with or for, and ones that hold what comes with its thing.
_PEOPLE_WORDS = frozenset(stem(w) for w in "to recipients recipient emails email attendees attendee invitees guests participants cc people members".split())
_ADD_ON_WORDS = frozenset(stem(w) for w in "extras extra options addons add ons features amenities equipment tags labels preferences".split())


def _listed_args(args: dict[str, Any] | None, labels: dict[str, str] | None = None) -> str:
    """The things a call's list argument holds, in a few words ("2 pastel de nata and 1 vinho
    verde", "milk and eggs"); ids are said by the names `labels` gives them; "" when it has none."""
    labels = labels or {}
    for value in (args or {}).values():
        if not isinstance(value, list) or not value:
            continue
        if all(isinstance(x, str) for x in value):
            return join([str(x) for x in value[:8]])
        if len(value) > 8:
            continue
        if all(isinstance(x, dict) for x in value):
            phrases = []
            for item in value:
                name = next((v for v in item.values() if isinstance(v, str) and v.strip()), None)
                counted = next(((k, v) for k, v in item.items() if isinstance(v, (int, float)) and not isinstance(v, bool)), None)
                count = counted[1] if counted is not None and (isinstance(counted[1], int) or float(counted[1]).is_integer()) else None
                if count is not None and re.search(r"gram|(?:^|_)g$|weight", counted[0], re.I):
                    count = f"{count:g} g of"  # "100 g of Egg, large, hard-boiled", not "100 Egg…"
                if name is None:
                    return ""
                name = labels.get(name, name)  # "2 Oatly Barista oat drink 1L", not "2 P-1003"
                if SNAKE_WORDS.fullmatch(name) or re.fullmatch(r"[a-z]{3,}", name):
                    name = name.replace("_", " ")  # "2 double kayaks", not "2 double_kayak"
                    if isinstance(count, int) and not isinstance(count, bool):
                        phrases.append(in_number(count, name))  # (a choice's word, said in the number of the count: "5 shirts")
                        continue
                phrases.append(f"{count} {name}" if count is not None else name)
            return join(phrases)
    return ""


def error_sentence(tool_name: str, verb: str | None, output: Output) -> str:
    """A failed or refused call in words."""
    action = verb_phrase(tool_name, verb)
    reason = shorten(output.error or output.text, 220)
    if output.refused:
        return f"I did not {action}: it was not run ({reason})."
    offered = alternatives_in(output)
    if offered:
        said = "; ".join(item_phrase(item, limit=3) for item in offered[:4])
        return f"I couldn't {action}: {reason.rstrip('.')}. Available instead: {said}. Shall I take one of those?"
    return f"I couldn't {action}: {reason}."
