"""Clauses that give values for the call before them, not a call of their own: a verbless fragment
("110 guests, our date"), a quoted value named by its parameter ("put 'Happy Christmas' as the
message"), a setting of what the request makes ("… and remind me at 7am", "and turn auto-renew on"),
an id said after a question, and a sentence after the request that names one of its parameters
("set up the guest wifi? I'd like the password to be …"). Used by `intents.intents_of`."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from labkit.sim.engine import lexicon
from labkit.sim.engine.booleans import SWITCHING
from labkit.sim.engine.fill.instructions import AGO
from labkit.sim.engine.matching import MIN_SCORE, has_shape, rank
from labkit.sim.engine.plan import Intent
from labkit.sim.engine.request import Clause
from labkit.sim.engine.schema import Param
from labkit.sim.engine.words import STOPWORDS, stem, tokens

if TYPE_CHECKING:
    from labkit.sim.engine.core import Turn
    from labkit.sim.engine.tools import ToolProfile


def details_for(clause: Clause, last: Intent, turn: Turn) -> bool:
    """Is `clause` a short verbless fragment ("110 guests, our date", "2 adults, saver fare") that
    gives values the request before it takes (its tool ranks first or second for it)?"""
    if clause.mood != "statement" or clause.verbs or clause.desire or last.clause.mood not in ("request", "question", "statement"):
        return False
    words = [t for t in clause.toks if t.is_word]
    if not words or len(words) > 8 or words[0].lower in ("i", "we", "it", "they", "he", "she", "my", "our", "there", "this", "that"):
        return False  # "it's for my sister", "my train was late": a remark with a subject, not a list of values
    if not any(m for m in turn.evidence.mentions if clause.start <= m.start < clause.end and m.kind not in ("name",)):
        return False
    if an_id_it_takes(clause, last, turn):
        return True  # "is my bowl ready yet? T-0413": the id the question's lookup takes, said after it
    if AGO.search(clause.text) and any(s.kind in ("datetime", "time") for s in last.profile.slots.values()):
        return True  # "a marsh harrier over the reedbed, like ten minutes ago": when it was, for the same call
    ranked = [m for m in rank(clause, turn.toolbox, turn.evidence)[:2] if m.score >= MIN_SCORE]
    return any(m.profile.name == last.profile.name for m in ranked)


_AS_THE = re.compile(r"\b(?:as|for|in|into)\s+(?:the|my|its|a)\s+([a-z]+)\s*[.!]?\s*$|\b(?:the|my)\s+([a-z]+)\s+(?:should|can|could)\s+(?:say|read)\b", re.I)


def a_value_named(clause: Clause, last: Intent, turn: Turn) -> bool:
    """Is `clause` a quoted value for a parameter of the action before it, named by that
    parameter's word ("Put 'Happy Christmas, love Aoife x' as the message")?"""
    named = _AS_THE.search(clause.text[:2000])
    labelled = _LABELLED.match(clause.text[:200])
    if not last.profile.act or named is None and labelled is None or not any(m.kind == "quoted" and clause.start <= m.start < clause.end for m in turn.evidence.mentions):
        return False
    word = stem(((named.group(1) or named.group(2)) if named else labelled.group(1)).lower())
    return any(word in {stem(w) for w in p.words} for p in _params_within(last.profile.params))


#: "Message: 'Thanks for all your help!'": a value dictated after its label.
_LABELLED = re.compile(r"\s*([A-Za-z]+)\s*:\s*[\"'“‘]")


def _params_within(params: Sequence[Param], depth: int = 0) -> list[Param]:
    """The parameters and those of their objects (`Recipient.Message`), two levels down."""
    from labkit.sim.engine.schema import params_of, resolve

    out = list(params)
    if depth < 2:
        for param in params:
            if param.kind == "object":
                out += _params_within(params_of(resolve(param.schema, param.root), param.root), depth + 1)
    return out


def a_setting_of(clause: Clause, last: Intent, turn: Turn) -> bool:
    """Is `clause` a setting of the new thing the request before it makes ("add a habit: stretch …,
    and remind me at 7am" and `createHabit(reminderTime)`): its verb names one of that tool's
    parameters and the clause says a value of that parameter's kind? Then it is that call's value,
    not a second tool's call. So is a yes/no parameter of that call switched on or off ("book it for
    3 nights, and switch on auto-renew" and `auto_renew`)."""
    if last.profile.act and clause.mood == "request" and switches_a_flag_of(clause, last.profile):
        return True
    if not last.profile.act or clause.mood != "request" or not (lexicon.same_action(last.profile.verb or "", "creat")
                                                                 or lexicon.same_action(last.profile.verb or "", "book")):
        return False
    said = [m for m in turn.evidence.mentions if clause.start <= m.start < clause.end]
    for param in last.profile.params:
        named = {stem(w) for w in param.words} & set(clause.verbs)
        slot = last.profile.slots.get(param.name)
        if named and slot is not None and any(m.kind == slot.kind or m.kind == "datetime" and slot.kind == "time" for m in said):
            return True
    return False


def switches_a_flag_of(clause: Clause, profile: ToolProfile) -> bool:
    """Does the clause only switch one of the tool's yes/no parameters ("and turn autopay on")?"""
    said = {part for word in clause.content for part in (stem(p) for p in word.split("-"))} - SWITCHING - STOPWORDS
    return bool(said) and any(p.kind == "boolean" and said <= {stem(w) for w in p.words} for p in profile.params)


def an_id_it_takes(clause: Clause, last: Intent, turn: Turn) -> bool:
    """Is the fragment an id alone, of the shape one of the last intent's id parameters has (its
    `pattern`, or its description's examples: "e.g. 'T-0412'")?"""
    ids = [m for m in turn.evidence.mentions if clause.start <= m.start < clause.end and m.kind == "id"]
    if len(ids) != 1 or len([t for t in clause.toks if t.is_word]) > 3:
        return False
    return any(param.kind == "string" and has_shape(param, str(ids[0].value)) for param in last.profile.params)


#: Words of a parameter's name that say nothing of what it holds.
_BARE_PARAM_WORDS = frozenset(stem(w) for w in "id ids name type kind value data info details new old current is has at by of to for".split())


def says_its_values(clause: Clause, last: Intent, turn: Turn) -> bool:
    """Does `clause`, said right after the action before it, name one of that action's parameters
    by its own word, with no other tool fitting it better ("set up the guest wifi for the party?
    I'd like the password to be Feliz2027! and for it to switch itself off after 6 hours")?"""
    if not last.profile.act or clause.mood not in ("request", "statement") or last.span[1] > clause.start \
            or turn.evidence.text[last.span[1] : clause.start].strip(" \t\n.,;!?"):
        return False
    before = Clause(turn.evidence.text[last.span[0] : last.span[1]], last.span[0], last.span[1], [], "request")
    named, named_before = _params_named(last.profile.params, clause), _params_named(last.profile.params, before)
    if not named or named & named_before:
        return False  # "… for three hours, and also a pedal boat on sunday for an hour": a second booking, not more of the first
    moments = {"date", "time", "datetime", "range"}
    if any(clause.start <= m.start < clause.end and m.kind in moments for m in turn.evidence.mentions) and any(
            last.span[0] <= m.start < last.span[1] and m.kind in moments for m in turn.evidence.mentions):
        return False
    ranked = rank(clause, turn.toolbox, turn.evidence)[:2]
    return bool(ranked) and ranked[0].profile.name == last.profile.name and ranked[0].score > 0 and (len(ranked) < 2 or ranked[1].score < ranked[0].score)


def _params_named(params: Sequence[Param], clause: Clause) -> set[str]:
    """The tool's parameters the clause names by a word of their own ("the password", "after 5
    hours" for `shutdown_after_hours`), not by a word that says nothing ("id", "name", "new")."""
    said = {stem(t.lower) for t in tokens(clause.text)}
    return {p.name for p in params if {stem(w) for w in p.words} - _BARE_PARAM_WORDS & said}
