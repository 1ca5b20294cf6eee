"""Intents: the tool each clause of the message asks for (a remark as the scene of a question,
a pronoun's antecedent, "and in Portugal?" as the same again), then — when no clause names
one — what the message carries over from the turn before (`carry`). Steps of `core.Turn`, as
functions of it.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from labkit.sim.engine import instructed, lexicon, sources
from labkit.sim.engine.carry import (
    about_pool,
    corrected_action,
    corrections,
    inherited,
    names_a_pooled_item,
    other_item_again,
    own_values,
    picked,
    previous_args,
    retried,
    taken,
    the_other_of_two,
)
from labkit.sim.engine.clause import asks_to_fix_it, names_nothing
from labkit.sim.engine.details import a_setting_of, a_value_named, details_for, says_its_values
from labkit.sim.engine.followup import ELLIPTIC
from labkit.sim.engine.matching import MIN_SCORE, rank
from labkit.sim.engine.plan import Intent
from labkit.sim.engine.request import Clause, is_open, joined
from labkit.sim.engine.select import Pick, pick
from labkit.sim.engine.words import STOPWORDS, Token, shorten, stem, tokens

if TYPE_CHECKING:
    from labkit.sim.engine.core import Turn
    from labkit.sim.engine.tools import ToolProfile

#: "Get me two", "I'll take one", "two please": taking what the last answer priced or offered.
_TAKING = re.compile(r"^\s*(?:(?:ok(?:ay)?|great|perfect|cool|nice|lovely|right|yes|yeah)\b[\s,.!]*)?(?:"
                     r"(?:please\s+)?(?:get|grab|buy|order|book|reserve)\s+(?:me|us)\s+(?:one|two|three|four|five|six|a couple|a pair|\d{1,2})\b"
                     r"|(?:i'?ll|we'?ll|i will|we will|i'd like to|we'd like to)\s+(?:take|have|get|buy)\s+(?:one|two|three|four|five|six|a couple|\d{1,2}|it|them|that|those|the|this)\b"
                     r"|(?:one|two|three|four|five|six|\d{1,2})\s+(?:of (?:those|them|these)\s+)?please\b)", re.I)

#: A follow-up ("and for …?") moves to another tool than the previous turn's only on a match at
#: least this strong (a name or verb of its own), not on one loose word.
_WEAK_SWITCH = 2.0


#: "the second one", "that one", "the misting one": a pointer into the previous list.
_POINTS_BACK = re.compile(r"\b(?:the (?:first|second|third|fourth|fifth|last|other|next|previous)|(?:that|this|the [\w'-]+) one)\b", re.I)


#: "ask (them) whether/if …": a question to put in a message.
_PUTS_A_QUESTION = re.compile(r"\W*(?:and\s+|n\s+|then\s+)?ask(?:\s+(?:them|him|her|the\s+\w+|\w+))?\s+(?:if|whether|when|what|how|why|where|who)\b", re.I)

_POINTER = re.compile(r"\b(?:it|it's|its|they|they're|them)\b|\b(?:that|this)\b(?!\s+(?:month|week|year|weekend|morning|afternoon|evening|time|season|quarter)\b)", re.I)


#: "any vietnamese places that …?", "are there any dog-friendly cottages …", "got any size 9s?": a
#: search for things of a kind, which a lookup that fits answers, not a sentence of the instructions.
_ASKS_FOR_SOME = re.compile(r"\W*(?:and\s+|so\s+)?(?:are there\s+|is there\s+|have you got\s+|do you have\s+|got\s+)?any\s+(?:[\w'-]+\s+){0,3}?[\w'-]+s\b(?!\s+(?:allowed|ok|okay|permitted)\b)", re.I)


def points_back(clause: Clause) -> bool:
    """Does the clause refer to something by a pronoun ("when is it coming back?")?"""
    return bool(_POINTER.search(clause.text))


def _with_antecedent(clause: Clause, before: Sequence[Token]) -> Clause:
    """The clause with the things said before it (the words that are not verbs, from the clause
    or the condition before it): what a pronoun in it points back to, for choosing a tool."""
    things = [t for t in before if t.is_word and t.lower not in STOPWORDS and not lexicon.is_verb(stem(t.lower))]
    return dataclasses.replace(clause, toks=things + list(clause.toks))


def intents_of(turn: Turn) -> list[Intent]:
    intents: list[Intent] = []
    turn.unhandled = []
    base_by_tool = {call.name: call.args for call in turn.cont.base if call.args is not None}
    asking = any(c.mood in ("request", "question", "howto", "advice", "conceptual", "hypothetical") for c in turn.clauses)
    scene: list[Clause] = []  # statements skipped so far: the situation an open question asks about
    previous_clause: Clause | None = None
    for clause in turn.clauses:
        if intents and intents[-1].clause is previous_clause and not intents[-1].profile.act and _the_ids_reader(clause, intents[-1], turn):
            previous_clause = clause
            continue  # "could you check whether my boots are ready yet? Ticket HS-4410.": the lookup that takes the ticket
        if intents and intents[-1].clause is previous_clause and _the_need_asked_about(clause, intents[-1]):
            turn.notes.append(f"'{shorten(clause.text, 40)}' says what the question before it looks for: it orders nothing")
            clause = dataclasses.replace(clause, desire=False)
        if intents and (intents[-1].clause is previous_clause and (details_for(clause, intents[-1], turn) or a_setting_of(clause, intents[-1], turn))
                        or a_value_named(clause, intents[-1], turn)):
            # "ask Barnsley Tithe Barn for a quote on the full-day package? 110 guests, our date":
            # the verbless fragment gives the values of the request before it, it asks for nothing
            last = intents[-1]
            turn.notes.append(f"{last.profile.name}: '{shorten(clause.text, 40)}' gives values for the same call")
            last.span = (min(last.span[0], clause.start), max(last.span[1], clause.end))
            previous_clause = clause
            continue
        own_notes: list[str] = []
        own = turn.pick(clause, own_notes)
        if intents and says_its_values(clause, intents[-1], turn):
            # "set up the guest wifi? I'd like the password to be Feliz2027!": no tool of its own, a value of that call
            last = intents[-1]
            turn.notes.append(f"{last.profile.name}: '{shorten(clause.text, 40)}' says one of its values")
            last.span = (min(last.span[0], clause.start), max(last.span[1], clause.end))
            previous_clause = clause
            continue
        if clause.mood == "statement" and asking and not clause.desire and not clause.polite and not any(lexicon.is_act_verb(v) for v in clause.verbs) \
                and not any(p.profile.act for p in own[0]):
            scene.append(clause)
            continue  # "bit too bright, put the lights at 10%": the remark is context, the request is the task
            # (but "also gas reading is 7731" is a reading to submit on its own)
        told_from = None
        if scene and clause.mood == "request" and _only_points_back(turn, clause) and any(
                p.profile.act and p.profile.verb in _RECORDING for p in own[0]):
            # "gave Bramble a 1kg block of fondant this morning, log it": 'it' is what the user just told, to record
            # (but "I bought a peace lily today. can you add it": 'it' is the thing named, read elsewhere)
            turn.notes.append(f"'{shorten(clause.text, 40)}' points back at what the user just told")
            told_from = scene[0].start
            turn.unhandled = [(c, r) for c, r in turn.unhandled if c not in scene]
            scene = []
            picks, feeders = own
            turn.notes.extend(own_notes)
        elif scene and (is_open(clause) or names_nothing(clause) or asks_to_fix_it(clause)):
            turn.notes.append(f"'{shorten(clause.text, 40)}' names no subject: it asks about what the user just described")
            clause = joined(scene + [clause], turn.cont.text if turn.cont.kind in ("clarified", "confirmed") else turn.reading.text)
            scene = []
            picks, feeders = pick(clause, turn.toolbox, turn.evidence, turn.notes, instructions=turn.reading.instructions)
        else:
            picks, feeders = own
            turn.notes.extend(own_notes)
        if picks and turn.cont.kind == "follow_up" and base_by_tool and not any(p.profile.name in base_by_tool for p in picks) \
                and max(p.match.score for p in picks) < _WEAK_SWITCH and not any(p.profile.act for p in picks) and ELLIPTIC.match(clause.text) and len(clause.toks) <= 10:
            # "and for a student a week pass?" after the fares: the same lookup again, not a tool
            # that shares a loose word with it
            turn.notes.append(f"'{shorten(clause.text, 40)}' continues the previous request; "
                              f"{picks[0].profile.name} fits it only loosely ({picks[0].match.score:.1f})")
            picks, feeders = [], []
        if picks and turn.cont.kind == "reference" and turn.cont.pool:
            picks = _the_tool_for_the_item(turn, clause, picks)
        if picks and intents and intents[-1].clause is previous_clause and _asks_the_same_tool_more(turn, clause, picks, intents[-1]):
            # "how much data has Zoe used, and how many texts she's sent?": the usage lookup says both
            turn.notes.append(f"'{shorten(clause.text, 40)}' asks {intents[-1].profile.name} one more thing; "
                              f"{picks[0].profile.name} fits it only loosely ({picks[0].match.score:.1f})")
            intents[-1].span = (min(intents[-1].span[0], clause.start), max(intents[-1].span[1], clause.end))
            previous_clause = clause
            continue
        if picks and turn.cont.kind == "reference" and len(turn.cont.pool) > 1 and all(not p.match.terms and not p.profile.act for p in picks) \
                and clause.wants_facts and names_a_pooled_item(turn, clause):
            # "what's on the Berlin one?" after a list of reports: that report, not a lookup
            # that merely takes a city
            turn.notes.append(f"'{shorten(clause.text, 40)}' names an item of the previous list; "
                              f"{picks[0].profile.name} only takes one of its values")
            picks, feeders = [], []
        before = (previous_clause.toks if previous_clause is not None and previous_clause.mood not in ("conceptual", "smalltalk")
                  else tokens(clause.condition or "") if previous_clause is None else [])
        if before and clause.mood in ("question", "advice") and points_back(clause):
            # "If I froze my membership, when would it restart?": 'it' is the membership
            alt = _with_antecedent(clause, before)
            alt_picks, alt_feeders = pick(alt, turn.toolbox, turn.evidence, [], instructions=turn.reading.instructions)
            if any(p.profile.act for p in alt_picks):
                alt_picks, alt_feeders = [], []  # ("if I download them at home, does watching them use data?": a question, no download)
            if alt_picks and (not picks or alt_picks[0].match.score > picks[0].match.score + 0.5):
                turn.notes.append(f"'{shorten(clause.text, 40)}' points back to what was said before it")
                picks, feeders = alt_picks, alt_feeders
        before_clause = previous_clause if previous_clause is not None and previous_clause.mood == "question" else None
        previous_clause = clause
        if picks and scene and clause.mood in ("question", "advice") and points_back(clause):
            # "the whole street went dark, N1 7GU. any idea when it's coming back?": 'it' is the scene
            whole = joined(scene + [clause], turn.cont.text if turn.cont.kind in ("clarified", "confirmed") else turn.reading.text)
            scene_picks, scene_feeders = pick(whole, turn.toolbox, turn.evidence, [], instructions=turn.reading.instructions)
            if scene_picks and scene_picks[0].match.score > picks[0].match.score:
                turn.notes.append(f"'{shorten(clause.text, 40)}' points back to what the user just described")
                turn.unhandled = [(c, r) for c, r in turn.unhandled if c not in scene]
                picks, feeders, clause = scene_picks, scene_feeders, whole
        elif picks and scene and clause.mood == "question" and not any(p.profile.act for p in picks) and any(
                scene[0].start <= m.start < scene[-1].end and m.kind in ("date", "datetime", "time", "range", "count") for m in turn.evidence.mentions) \
                and not any(clause.start <= m.start < clause.end and m.kind in ("date", "datetime", "time", "range") for m in turn.evidence.mentions):
            # "we're celebrating on Thursday - six of us, around half seven. any chance we can get into Luigi's?":
            # the day, the party and the time the user just described are the question's (when it says no day of its own)
            turn.notes.append(f"'{shorten(clause.text, 40)}' asks with the values the user just described")
            turn.unhandled = [(c, r) for c, r in turn.unhandled if c not in scene]
            clause = joined(scene + [clause], turn.cont.text if turn.cont.kind in ("clarified", "confirmed") else turn.reading.text)
            scene = []
        if not picks and scene and clause.mood in ("question", "advice"):
            whole = joined(scene + [clause], turn.cont.text if turn.cont.kind in ("clarified", "confirmed") else turn.reading.text)
            picks, feeders = pick(whole, turn.toolbox, turn.evidence, turn.notes, instructions=turn.reading.instructions)
            if picks:
                turn.notes.append(f"'{shorten(clause.text, 40)}' asks about what the user just described")
                turn.unhandled = [(c, r) for c, r in turn.unhandled if c not in scene]
                clause = whole
        about_the_service = bool(_ABOUT_THE_SERVICE.match(clause.text))
        acting = any(p.profile.act for p in picks)
        if picks and clause.mood in ("question", "hypothetical", "howto") and not (not acting and _ASKS_FOR_SOME.match(clause.text)) \
                and (not acting and (max(p.match.score for p in picks) < _WEAK_SWITCH + 1.0 or about_the_service)
                     # "can I get to my unit at 11pm?" and `reserve-unit`: no verb of the tool said, a word in common only
                     or acting and max(p.match.score for p in picks) < _WEAK_SWITCH and not any(p.match.verb > 0 for p in picks)):
            found = instructed.answer_from(turn.reading.instructions, instructed.question_of(clause), yes_no=False)
            if found is None and before_clause is not None and points_back(clause):
                # "why am I paying a service fee …? what's it actually for?": 'it' is the fee asked about before
                found = instructed.answer_from(turn.reading.instructions, f"{before_clause.text} {instructed.question_of(clause)}", yes_no=False)
            if found is not None and about_the_service and max(p.match.score for p in picks) >= _WEAK_SWITCH + 1.0 and found.share < 0.75:
                found = None  # "do you have anything in blue?" is for the search; "do you charge to apply?" for the policy
            if found is not None:
                # "when do I have to pay by?": the instructions say when; a tool that fits loosely is not asked
                turn.notes.append(f"'{shorten(clause.text, 40)}': {picks[0].profile.name} fits it only loosely "
                                  f"({picks[0].match.score:.1f}) and {found.why}")
                picks, feeders = [], []
        if not picks and (clause.mood == "statement" or clause.desire and not any(lexicon.is_act_verb(v) for v in clause.verbs)):
            scene.append(clause)  # no tool for it on its own: it may be the scene of a question after it
            # ("… ten of us Tuesday from 9, and we need to dial in Berlin. anything suitable?")
        else:
            scene = []
        if not picks and intents and _elliptic(turn, clause):
            last = intents[-1]
            turn.notes.append(f"{last.profile.name}: '{shorten(clause.text, 40)}' asks the same again with a new value")
            intents.append(Intent(clause, last.profile, (clause.start, clause.end), last.authorized))
            continue
        if intents and _more_moments(turn, clause, intents[-1]):
            # "pick up Friday 9am, drop back Monday 9am": the second moment of the same search
            last = intents[-1]
            turn.notes.append(f"{last.profile.name}: '{shorten(clause.text, 40)}' gives another of its times")
            last.span = (min(last.span[0], clause.start), max(last.span[1], clause.end))
            continue
        if not picks:
            # "what happens if I freeze my card?": the condition says what the question is about
            ranked_as = _with_antecedent(clause, tokens(clause.condition)) if clause.condition else clause
            related = [m.profile for m in rank(ranked_as, turn.toolbox, turn.evidence)[:2] if m.score >= MIN_SCORE]
            last = intents[-1] if intents else None
            if last is not None and last.clause.mood == "statement" and not last.clause.verbs and clause.mood in ("statement", "question") \
                    and _THERE.search(clause.text) and own_values(turn, clause):
                # "I've got an interview in Leeds on Friday. I haven't worked out how I'm getting there from York"
                turn.notes.append(f"{last.profile.name}: '{shorten(clause.text, 40)}' asks about what the clause before it describes")
                last.span = (min(last.span[0], clause.start), max(last.span[1], clause.end))
                continue
            if last is not None and last.profile.act and _PUTS_A_QUESTION.match(clause.text) and any(
                    lexicon.same_action(last.profile.verb or "", v) for v in ("send", "messag", "email", "text")):
                # "message the host on HL-5521 and ask whether they allow dogs": what the message asks
                turn.notes.append(f"{last.profile.name}: '{shorten(clause.text, 40)}' is what the message asks")
                last.span = (min(last.span[0], clause.start), max(last.span[1], clause.end))
                continue
            if last is not None and related and related[0].name == last.profile.name and clause.mood in ("request", "statement"):
                # "reset my SAP password and send the new one by text message": more detail for the same call
                turn.notes.append(f"{last.profile.name}: '{shorten(clause.text, 40)}' adds detail to the same call")
                last.span = (min(last.span[0], clause.start), max(last.span[1], clause.end))
                continue
            turn.unhandled.append((clause, related))
            continue
        for chosen in picks:
            span = (clause.start, clause.end) if turn.cont.kind not in ("clarified", "confirmed") else (0, len(turn.cont.text))
            if chosen.profile.act and told_from is not None:
                span = (told_from, clause.end)  # (the values of the call are in what the user told)
            elif chosen.profile.act and before_clause is not None and _only_points_back(turn, clause):
                # "what's the earliest lens check at white rose on saturday? just book it for me": 'it' is what the question asked about
                span = (before_clause.start, clause.end)
                turn.notes.append(f"{chosen.profile.name}: '{shorten(clause.text, 40)}' points back at '{shorten(before_clause.text, 40)}'")
            same = next((i for i in intents if i.profile.name == chosen.profile.name), None)
            if same is not None and same.clause.mood == "statement" and not same.clause.verbs and _THERE.search(clause.text):
                # "I've got a meeting in Cologne on Tuesday, … how I'm getting there from Brussels": the
                # statement is the scene of the request that points back at it — one call, for both
                turn.notes.append(f"{chosen.profile.name}: '{shorten(clause.text, 40)}' asks about what the clause before it describes")
                same.clause, same.span = clause, (min(same.span[0], clause.start), max(same.span[1], clause.end))
                same.authorized = chosen.authorized
                continue
            if same is not None and not own_values(turn, clause) and not clause.repeats and not _another_option(turn, chosen.profile, same.span, span):
                same.span = (min(same.span[0], span[0]), max(same.span[1], span[1]))
                continue
            base = None
            if turn.cont.kind in ("follow_up", "reference", "clarified", "correction"):
                base = {**previous_args(turn), **(base_by_tool.get(chosen.profile.name) or {})}
            elif not chosen.profile.act and turn.reading.previous is not None and points_back(clause):
                again = next((c.args for c in reversed(turn.reading.previous.work()) if c.name == chosen.profile.name and c.args), None)
                if again is not None:
                    # "can you give my dad that in german": the lookup just made, again, with what is new
                    turn.notes.append(f"{chosen.profile.name}: '{shorten(clause.text, 40)}' points back at what it returned last turn")
                    base = dict(again)
            turn.notes.append(f"{chosen.profile.name}: chosen for '{shorten(clause.text, 60)}' "
                              f"(score {chosen.match.score:.1f}: {chosen.match.explain()})")
            sends = chosen.profile.act and (chosen.profile.verb in {stem(v) for v in ("send", "post", "share", "notify", "email", "message", "text", "forward")}
                                            or lexicon.same_action(chosen.profile.verb or "", "send") and not lexicon.same_action(chosen.profile.verb or "", "creat"))
            own = {stem(w) for w in chosen.profile.name_words}
            feeders = [f for f in feeders if not f.profile.objects & sources.PEOPLE_SOURCES
                       and set(f.terms.values()) - own and set(f.terms) - own]
            intents.append(Intent(clause, chosen.profile, span, chosen.authorized, base=base,
                                  feeders=[f.profile for f in feeders if f.profile.name != chosen.profile.name][:1] if sends else []))
    if turn.cont.kind == "confirmed" and turn.cont.answer_span is not None:
        # "yes" confirms the action we offered, not every action of the message before it
        end = turn.cont.answer_span[1]
        intents = [i for i in intents if not i.profile.act or i.clause.start < end]
    if turn.cont.kind == "correction":
        intents = corrections(turn, intents)
    if not intents and turn.cont.kind in ("follow_up", "reference") and turn.reading.previous is not None \
            and _TAKING.match(turn.cont.text):
        intents = taken(turn)  # "how much is a week pass?" … "get me two": buy what was priced
    if turn.cont.go_ahead and not any(i.profile.act for i in intents):
        intents = taken(turn) or intents  # "lovely, go ahead" after a price: the action that gets what was priced
    if not intents and turn.cont.kind in ("follow_up", "reference", None):
        intents = retried(turn)  # "the 12 o'clock one then", after a booking that failed with alternatives
    if not intents and turn.cont.kind in ("reference", "follow_up", None):
        intents = picked(turn)  # "the 1:30 with jess please, for pepper", after a list of free slots
    elif turn.cont.kind in ("reference", "follow_up", None) and turn.reading.previous is not None and intents \
            and all(not i.profile.act and i.profile.name in {c.name for c in turn.reading.previous.work()} for i in intents):
        taking = picked(turn)  # "tuesday morning works" after the slots listed: take one, not look them up again
        if taking:
            turn.notes.append(f"{taking[0].profile.name}: the message picks from what {intents[0].profile.name} listed; not asking it again")
            intents = taking
    if not intents and turn.cont.kind == "follow_up" and turn.cont.base and (
            not _POINTS_BACK.search(turn.cont.text) or turn.clauses and other_item_again(turn, turn.clauses[0])):
        intents = inherited(turn)  # "and the calathea?", "and the garage one?": the previous lookup again, for it
    if not intents and turn.cont.kind in ("reference", "follow_up"):
        intents = the_other_of_two(turn)  # "and the other one?" after a lookup about one of two pets
    if not intents and turn.cont.kind in ("reference", "follow_up") and turn.cont.pool:
        intents = about_pool(turn)
    if not intents and turn.cont.kind in ("reference", "clarified") and turn.cont.base:
        intents = inherited(turn)
    if not intents and turn.cont.kind == "correction" and turn.cont.base and any(turn.evidence.mentions) and all(
            turn.toolbox.get(c.name) is not None and not turn.toolbox.get(c.name).act for c in turn.cont.base):
        intents = inherited(turn)  # "and if it was 300 euros instead?" after a quote: the lookup again, with the new value
    if not intents and turn.cont.kind == "correction" and turn.cont.base and any(turn.evidence.mentions):
        intents = corrected_action(turn)  # "actually make it three" after joining the waitlist for two
    return intents


#: Words that point back at a place or a thing the message said before ("getting there", "for it").
_THERE = re.compile(r"\b(?:there|it|that|this|them)\b", re.I)


def _the_ids_reader(clause: Clause, last: Intent, turn: Turn) -> bool:
    """"…are my boots ready yet? Ticket HS-4410.": a verbless label and id after a question whose
    lookup cannot take that id, when another lookup takes it and fits the question as well: the
    question goes to that lookup (True), with the id. False: nothing changed."""
    from labkit.sim.engine.matching import fits, score
    from labkit.sim.engine.terms import query_terms

    words = [t for t in clause.toks if t.is_word]
    ids = [m for m in turn.evidence.mentions if clause.start <= m.start < clause.end and m.kind == "id"]
    if clause.verbs or clause.desire or len(ids) != 1 or not 1 <= len(words) <= 4 or last.clause.mood not in ("request", "question"):
        return False
    if any(s.kind == "id" for n, s in last.profile.slots.items() if n in fits(last.profile, clause, turn.evidence)):
        return False  # the question's own lookup takes it
    whole = joined([last.clause, clause], turn.reading.text)
    terms = query_terms(whole, turn.evidence)
    own = score(last.profile, terms, whole, turn.evidence).score
    for other in turn.toolbox.work:
        if other.act or other is last.profile:
            continue
        taken = [n for n in fits(other, clause, turn.evidence) if other.slots.get(n) is not None and other.slots[n].kind == "id"]
        if taken and score(other, terms, whole, turn.evidence).score >= own:
            turn.notes.append(f"'{shorten(clause.text, 40)}' gives the {taken[0]} {other.name} takes: it answers '{shorten(last.clause.text, 40)}', not {last.profile.name}")
            last.profile, last.clause, last.span = other, whole, (min(last.span[0], clause.start), max(last.span[1], clause.end))
            return True
    return False


def _the_need_asked_about(clause: Clause, last: Intent) -> bool:
    """Is `clause` a need said right after a question a lookup answers ("Is there anything left in
    the orchestra tomorrow? Need two seats together.")? It says what the question looks for, and
    orders nothing (a verb would: "…? Book two if so")."""
    return clause.desire and not clause.verbs and not clause.negated and last.clause.mood == "question" and not last.profile.act


#: Verbs of tools that record what happened: what the user just told is what they record.
_RECORDING = frozenset(stem(w) for w in "log record note track journal".split())


def _only_points_back(turn: Turn, clause: Clause) -> bool:
    """"just book it for me", "go ahead and order that": an action on a pronoun, naming nothing itself."""
    own = [m for m in turn.evidence.mentions if clause.start <= m.start < clause.end and m.kind not in ("number",)]
    return points_back(clause) and not own and len([t for t in clause.toks if t.is_word]) <= 7


def _more_moments(turn: Turn, clause: Clause, last: Intent) -> bool:
    """Is this short clause only another moment for the intent before it (a tool with a start
    and an end — two days, or sided times — the clause before giving one of them)?"""
    moments = [m for m in turn.evidence.mentions if clause.start <= m.start < clause.end and m.kind in ("date", "datetime", "time")]
    timed = [p for p in last.profile.params if last.profile.slots.get(p.name) and last.profile.slots[p.name].kind in ("date", "datetime", "time")]
    before = [m for m in turn.evidence.mentions if last.span[0] <= m.start < last.span[1] and m.kind in ("date", "datetime", "time", "range")]
    content = [w for w in clause.content if not any(m.start <= t.start < m.end for m in moments for t in clause.toks if stem(t.lower) == w)]
    if re.search(r"\bsame\b", clause.text[:200], re.I):
        return False  # "and the same on boxing day?": the same search again, on another day
    sided = [p for p in timed if last.profile.slots[p.name].side]
    days = [p for p in timed if last.profile.slots[p.name].kind in ("date", "datetime")]
    if not sided and len(days) < 2:
        return False  # a day and a time of one moment (`date`, `start_time`) have no second moment to take
    return len(moments) == 1 and len(timed) >= 2 and len(before) == 1 and before[0].kind != "range" and len(clause.toks) <= 8 and len(content) <= 3


def _the_tool_for_the_item(turn: Turn, clause: Clause, picks: list[Pick]) -> list[Pick]:
    """"stick me in the dbt one" after a list of sessions: of the actions the verb may ask for, the
    one that takes the listed item's id (`sessionId`), not one that only shares the verb."""
    keys = {k.lower() for item in turn.cont.pool if isinstance(item, dict) for k in item}
    if len(picks) != 1 or not picks[0].profile.act or {p.name.lower() for p in picks[0].profile.params} & keys:
        return picks
    from labkit.sim.engine.authorize import authorize
    from labkit.sim.engine.matching import score
    from labkit.sim.engine.terms import query_terms

    terms = query_terms(clause, turn.evidence)
    others = [(p, why) for p in turn.toolbox.work if p.act and p is not picks[0].profile and {q.name.lower() for q in p.params if q.essential} & keys
              and (why := authorize(p, clause)) is not None]
    if len(others) != 1:
        return picks
    other, why = others[0]
    match = score(other, terms, clause, turn.evidence)
    if match.verb <= 0:
        return picks
    turn.notes.append(f"{other.name}: it takes the {'/'.join(sorted({q.name for q in other.params} & {k for item in turn.cont.pool for k in item}))} "
                      f"of the item '{shorten(clause.text, 40)}' points at; {picks[0].profile.name} does not")
    return [Pick(clause, match, why)]


#: "do you charge anything to apply?", "are you open on Boxing Day?": a question about the service itself.
_ABOUT_THE_SERVICE = re.compile(r"^\s*(?:(?:and|so|but|hi|hey)[,]?\s+)?(?:do|does|will|would|can|are|is) (?:you|you guys|you lot|it cost)\b", re.I)


_AND_ALSO = re.compile(r"^\s*(?:and|also|plus|and also)\b", re.I)


def _asks_the_same_tool_more(turn: Turn, clause: Clause, picks: Sequence[Pick], last: Intent) -> bool:
    """"…, and how many texts she's sent?": a question joined to the one before it, which the tool
    already asked for also speaks of, while the tools it would pick fit it only loosely."""
    if last.profile.act or clause.mood != "question" or not _AND_ALSO.match(clause.text) or own_values(turn, clause):
        return False
    if any(p.profile.act or p.match.score >= _WEAK_SWITCH for p in picks) or any(p.profile.name == last.profile.name for p in picks):
        return False
    from labkit.sim.engine.matching import score
    from labkit.sim.engine.terms import query_terms

    again = score(last.profile, query_terms(clause, turn.evidence), clause, turn.evidence)
    return bool(again.terms) and again.score >= 0.5 * max(p.match.score for p in picks)


def _another_option(turn: Turn, profile: ToolProfile, before: tuple[int, int], span: tuple[int, int]) -> bool:
    """"what time can we check in at whitby? and are campfires allowed there?": the clause names
    another option of the same choice (`topic`: checkin, campfires) than the request before it —
    a second call of the tool, not more words for the first."""
    from labkit.sim.engine.choices import match_enum_at

    for param in profile.params:
        if not param.enum or not all(isinstance(v, str) for v in param.enum if v is not None):
            continue
        now, then = match_enum_at(param, turn.evidence, span), match_enum_at(param, turn.evidence, before)
        if now is not None and then is not None and now[0] != then[0] and now[1].endswith("names it") and then[1].endswith("names it"):
            return True
    return False


def _elliptic(turn: Turn, clause: Clause) -> bool:
    """"And in Portugal?", "what about Friday?": a clause that repeats the one before it with
    a new value."""
    return bool(ELLIPTIC.match(clause.text)) and own_values(turn, clause) and len(clause.toks) <= 10
