"""The simulated model, stage by stage: read → decide whether to act → pick tools → fill
arguments → chain → answer. `Engine.decide(conversation)` returns a `Decision` whose
`rationale` lists why it did what it did (kept in the server's request log, never sent).

Same conversation in, same decision out: no randomness, no wall clock.
"""

from __future__ import annotations

import dataclasses
import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from labkit.sim.engine import answer, chain, injection, lexicon, recall, sampling, steps
from labkit.sim.engine.authorize import authorize
from labkit.sim.engine.compose import structured_output
from labkit.sim.engine.evidence import Evidence, gather
from labkit.sim.engine.examples import example
from labkit.sim.engine.fill import Context, fill
from labkit.sim.engine.followup import ELLIPTIC, Continuation, continuation, listed_before
from labkit.sim.engine.intent import query_terms
from labkit.sim.engine.matching import MIN_SCORE, rank, score
from labkit.sim.engine.outputs import field_label, id_of, label_of, list_in
from labkit.sim.engine.plan import Intent, Planner, Want
from labkit.sim.engine.reading import Call, Reading, read
from labkit.sim.engine.request import Clause, is_open, joined
from labkit.sim.engine.request import clauses as clauses_of
from labkit.sim.engine.sampling import Sampling
from labkit.sim.engine.schema import valid
from labkit.sim.engine.select import PROBLEM, pick
from labkit.sim.engine.slots import slot_of
from labkit.sim.engine.tools import Toolbox, ToolProfile
from labkit.sim.engine.words import (
    STOPWORDS,
    Token,
    canonical,
    json_dumps,
    key_in,
    shorten,
    split_identifier,
    stem,
    tokens,
    words,
)
from labkit.sim.types import Conversation, Decision, PlannedCall

log = logging.getLogger("labkit.sim")

#: At most this many work calls in one user turn; then the model answers with what it has.
MAX_CALLS_PER_TURN = 24
_SEARCH_WORDS = frozenset("search web internet online google latest news current currently recent recently today happening update updates headline headlines lookup".split())

#: "Get me two", "I'll take one", "two please": taking what the last answer priced or offered.
_TAKING = re.compile(r"^\s*(?:(?:ok(?:ay)?|great|perfect|cool|nice|lovely|right|yes|yeah)\b[\s,.!]*)?(?:"
                     r"(?:please\s+)?(?:get|grab|buy|order|book|reserve)\s+(?:me|us)\s+(?:one|two|three|four|five|six|a couple|a pair|\d{1,2})\b"
                     r"|(?:i'?ll|we'?ll|i will|we will|i'd like to|we'd like to)\s+(?:take|have|get|buy)\s+(?:one|two|three|four|five|six|a couple|\d{1,2}|it|them|that|those|the|this)\b"
                     r"|(?:one|two|three|four|five|six|\d{1,2})\s+(?:of (?:those|them|these)\s+)?please\b)", re.I)
#: Verbs of tools that get the user something: what "get me two" asks for.
_ACQUIRING = ("buy", "purchas", "order", "book", "reserv", "rent")

#: A question about what the one before it named: "and what did it cost me?", "when is it?".
_ABOUT_IT = re.compile(r"^\W*(?:and|or|also)?\s*(?:what|when|where|who|how much|how long|which)\b[^?]{0,30}\b(?:it|that|they|them)\b[^?]{0,20}\??\s*$", re.I)
#: The thing "do the worker too" / "same for the garage" names.
_AGAIN_THING = re.compile(r"^\W*(?:(?:ok(?:ay)?|and|now|then|great|right)\W+)*(?:please\s+)?(?:do\s+(?:the\s+same\s+(?:for|with|to|on)\s+)?|(?:the\s+)?same\s+(?:for|with|to|on)\s+)(?:the\s+|my\s+)?([a-z][\w-]*)\b", re.I)
#: A clause that is only a question word: "and when?", "where?", "or how much?".
_BARE_WH = re.compile(r"^\W*(?:and|or|also)?\s*(?:when|where|who|how much|how long|what time|which)\W*$", re.I)

#: A follow-up ("and for …?") moves to another tool than the previous turn's only on a match at
#: least this strong (a name or verb of its own), not on one loose word.
_WEAK_SWITCH = 2.0


@dataclass
class Engine:
    """The general simulated model (see the module docstring). `max_fanout`: at most this many
    calls when a request says "for each"."""

    max_fanout: int = 10
    notes: list[str] = field(default_factory=list, repr=False)

    def decide(self, conv: Conversation) -> Decision:
        notes: list[str] = []
        try:
            reading = read(conv)
            toolbox = Toolbox.of(conv.tools)
            notes.append(f"read {len(reading.turns)} user turn(s); today is {reading.today.isoformat()} ({reading.today_source})")
            misled = injection.obey(conv, notes)  # DELIBERATE: obeys orders in tool descriptions (lesson 10)
            if misled is not None:
                decision = misled
            else:
                decision = Turn(self, reading, toolbox, notes).decide()
                decision = sampling.vary(decision, reading, toolbox, Sampling(conv.temperature, conv.seed or 0), notes)
        except RecursionError:
            decision = Decision(text="I'm sorry, I could not read that request: it is nested too deeply.")
            notes.append("the request is nested too deeply to read; answered without tools")
        except Exception as error:  # a bug in the engine must not become a 500 for the client
            log.exception("labkit.sim.engine failed on a request; answering without tools")
            decision = Decision(text="I'm sorry, something went wrong on my side while reading that request. Could you rephrase it?")
            notes.append(f"the engine failed ({type(error).__name__}: {error}); answered without tools")
        decision.rationale = notes
        return decision


#: "the second one", "that one", "the misting one": a pointer into the previous list.
_POINTS_BACK = re.compile(r"\b(?:the (?:first|second|third|fourth|fifth|last|other|next|previous)|(?:that|this|the [\w'-]+) one)\b", re.I)


_WHICH_ONE = re.compile(r"^\s*(?:so\s+|and\s+|ok(?:ay)?,?\s+)?which(?:\s+one|\s+of\s+(?:them|those|these|the\s+\w+))?\b", re.I)


_POINTER = re.compile(r"\b(?:it|it's|its|they|they're|them)\b|\b(?:that|this)\b(?!\s+(?:month|week|year|weekend|morning|afternoon|evening|time|season|quarter)\b)", re.I)


def _points_back(clause: Clause) -> bool:
    """Does the clause refer to something by a pronoun ("when is it coming back?")?"""
    return bool(_POINTER.search(clause.text))


def _with_antecedent(clause: Clause, before: Sequence[Token]) -> Clause:
    """The clause with the things said before it (the words that are not verbs, from the clause
    or the condition before it): what a pronoun in it points back to, for choosing a tool."""
    things = [t for t in before if t.is_word and t.lower not in STOPWORDS and not lexicon.is_verb(stem(t.lower))]
    return dataclasses.replace(clause, toks=things + list(clause.toks))


@dataclass
class Turn:
    """One decision: the reading of the conversation and the stages applied to it."""

    engine: Engine
    reading: Reading
    toolbox: Toolbox
    notes: list[str]
    clauses: list[Clause] = field(default_factory=list)
    cont: Continuation = field(default_factory=lambda: Continuation(None, ""))
    evidence: Evidence | None = None
    lead: str = ""
    unhandled: list[tuple[Clause, list[ToolProfile]]] = field(default_factory=list)

    @property
    def conv(self) -> Conversation:
        return self.reading.conv

    # -- entry ----------------------------------------------------------------------------------

    def decide(self) -> Decision:
        choice = self.conv.tool_choice
        if choice.mode == "none":
            self.notes.append("tool_choice=none: answering in text")
            return self._final(self._answer_only())
        if choice.mode == "hosted":
            return Decision(web_search=self._search_query())
        if choice.mode == "function" and choice.name:
            return self._forced(choice.name)
        decision = self._plan()
        if choice.mode == "required" and not decision.calls and not decision.web_search:
            return self._required()
        return decision

    def _final(self, text: str) -> Decision:
        schema = self.conv.output_schema
        if schema is not None and not schema.get("properties") and schema.get("additionalProperties") is not False:
            payload = {"answer": text}
            if valid(payload, schema, schema):
                # JSON mode (or an open schema): any JSON object will do; the answer goes in one field
                self.notes.append("JSON mode: the answer as a JSON object")
                return Decision(text=json_dumps(payload))
        if self.conv.output_schema:
            if self.evidence is None:
                self.evidence = gather(self.reading.text, self.reading.today)
            ctx = Context(self.evidence, (0, len(self.evidence.text)), self.reading.today, facts=text)
            records = [c.output.value for c in self.reading.current.work() if c.output and isinstance(c.output.value, dict)]
            for call in self.reading.current.work():
                items = list_in(call.output.value) if call.output else None
                if items:
                    records += [i for i in items if isinstance(i, dict)][:1]
            payload = structured_output(self.conv.output_schema, ctx, list(reversed(records)))
            self.notes.append("structured output: filled the requested JSON schema from the tools' facts")
            return Decision(text=json_dumps(payload))
        return Decision(text=text)

    # -- the plan -------------------------------------------------------------------------------

    def _plan(self) -> Decision:
        current = self.reading.current
        if len(current.work()) >= MAX_CALLS_PER_TURN:
            self.notes.append(f"{MAX_CALLS_PER_TURN} calls made this turn: answering with what I have")
            return self._final(answer.compose(self.reading, [], self.toolbox))
        retry = self._retry()
        if retry is not None:
            return retry
        self.clauses = clauses_of(self.reading.text, self.toolbox.command_words)
        own = gather(self.reading.text, self.reading.today)
        stands_alone = any(pick(c, self.toolbox, own, [])[0] for c in self.clauses)
        self.cont = continuation(self.reading, own, stands_alone)
        if self.cont.kind:
            self.notes.append(f"this message is {self.cont.why}")
        if self.cont.kind == "declined":
            return self._final("Okay — I won't do that. Is there anything else I can help with?")
        if self.cont.kind in ("clarified", "confirmed"):
            self.clauses = clauses_of(self.cont.text, self.toolbox.command_words)
        self.evidence = gather(self.cont.text, self.reading.today)
        if len(self.clauses) == 1 and self.clauses[0].mood == "question":
            ranked = answer.ranked_from_before(self.clauses[0], self.reading)
            if ranked:
                self.notes.append("a comparison of what the last answer listed: answered from it")
                return self._final(ranked)  # "which one is best rated?" after a list of tutors
        handoff = self._handoff()
        if handoff is not None:
            return handoff
        singled = self._singled_out() or self._listed_fact() or self._said_before() or self._about_the_one()
        if singled is not None:
            return self._final(singled)
        procedure = self._procedure()
        if procedure is not None:
            return procedure
        intents = self._intents()
        pool, refers = self.cont.pool, self.cont.kind in ("reference", "follow_up", "correction", "clarified")
        if not pool and self.reading.previous is not None:
            listed = listed_before(self.reading.previous)
            named = chain.choose(listed, self.evidence, (0, len(self.evidence.text))) if len(listed) > 1 else None
            if named is not None and not named.ambiguous and len(named.elements) == 1 and "names" in named.why:
                # "book Nonna Rosa for 4 on Friday" after a list that holds it: that item, not a new search
                self.notes.append(f"the message names an item the previous answer listed ({named.why})")
                pool, refers = listed, True
        planner = Planner(self.reading, self.toolbox, self.evidence, self.notes, choice_span=self.cont.answer_span,
                          pool=pool, facts=answer.summary_of_outputs(current.work(), self.toolbox),
                          max_fanout=self.engine.max_fanout, siblings={i.profile.name for i in intents},
                          earlier_outputs=self._earlier_outputs(), refers=refers,
                          previous_evidence=gather(self.reading.previous.text, self.reading.today) if self.reading.previous else None,
                          instructions=gather(self.reading.instructions, self.reading.today) if self.reading.instructions else None,
                          situation=self._situation())
        for intent in intents:
            planner.plan(intent)
        wanted = self._next_calls(planner, intents)
        if wanted:
            return self._calls(wanted)
        if not intents and self._wants_search():
            return Decision(web_search=self._search_query())
        return self._final(self._answer(intents))

    def _lone_question(self) -> Clause | None:
        """The message's one question (small talk aside) when it follows an answer and nothing was
        called yet this turn: what the three answers-from-before below may answer."""
        asking = [c for c in self.clauses if c.mood != "smalltalk"]
        if len(asking) > 1 and asking[0].mood == "question" and all(_BARE_WH.match(c.text) or c.mood == "question" and _ABOUT_IT.match(c.text)
                                                                   for c in asking[1:]):
            # "who's the chemistry one with again, and when?": one question with two question words
            first, last = asking[0], asking[-1]
            asking = [Clause(self.reading.text[first.start : last.end], first.start, last.end,
                             [t for c in asking for t in c.toks], "question", content=[w for c in asking for w in c.content])]
        if self.reading.current.work() or self.reading.previous is None or len(asking) != 1 or asking[0].mood != "question":
            return None
        return asking[0]

    def _singled_out(self) -> str | None:
        """"Which one is with Dr. Lind?" after a list: the answer is in that list, so the one it
        names is the reply, with no tool call (None when the question is not that, or the list
        does not settle it)."""
        clause = self._lone_question()
        if clause is None or not _WHICH_ONE.match(clause.text):
            return None
        pool = self.cont.pool or listed_before(self.reading.previous)
        if len(pool) < 2:
            return None
        chosen = chain.choose(pool, self.evidence, (clause.start, clause.end))
        if chosen.ambiguous or not chosen.elements or len(chosen.elements) > 3 or "names" not in chosen.why:
            return None
        self.notes.append(f"'{shorten(clause.text, 40)}' asks which of the previous answer's items: {chosen.why}")
        from labkit.sim.engine.describe import record_sentence

        return " ".join(record_sentence(element) for element in chosen.elements if isinstance(element, dict))

    def _listed_fact(self) -> str | None:
        """"How much is the Golf per day?" after a list of cars: the Golf's `price_per_day`, read
        from that list (None unless the question names one listed item, asks for a field it has,
        and states no new value that would need a new lookup)."""
        clause = self._lone_question()
        if clause is None or any(m.kind in ("date", "datetime", "range", "place", "money") for m in self.evidence.mentions):
            return None
        pool = self.cont.pool or listed_before(self.reading.previous)
        if len(pool) < 2:
            return None
        chosen = chain.choose(pool, self.evidence, (clause.start, clause.end))
        if chosen.ambiguous or len(chosen.elements) != 1 or "names" not in chosen.why or not isinstance(chosen.elements[0], dict):
            return None
        record = chosen.elements[0]
        asked = set(query_terms(clause, self.evidence)) | answer.asked_fields(clause.text)
        fields = []
        for key, value in record.items():
            if isinstance(value, (dict, list)) or isinstance(value, bool) or str(value).lower() in self.reading.text.lower():
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
            label = self._label_said(record, clause)
            self.notes.append(f"'{shorten(clause.text, 40)}' asks for {fields[0][1]} and {fields[1][1]} of {label}, listed in the previous answer")
            return f"{label}: {said_fields} (from the list above)."
        _, key, value = fields[0]
        label = self._label_said(record, clause)
        self.notes.append(f"'{shorten(clause.text, 40)}' asks for the {key} of {label}, listed in the previous answer")
        return f"{label}: {field_label(key)} {value_text(key, value, record)} (from the list above)."

    @staticmethod
    def _label_said(record: dict[str, Any], clause: Clause) -> str:
        """What to call a listed record in a reply: its name, else its value the question said
        ("the scooter one": "scooter"), else its id."""
        said = {w.lower() for w in words(clause.text)}
        named = label_of(record) or next((str(v) for v in record.values() if isinstance(v, str) and said & {w.lower() for w in words(v)}), None)
        ident = id_of(record)
        if named and ident and str(ident[1]) != named and named.lower() in said:
            return f"The {named} one ({ident[1]})"  # "The scooter one (R-54988)"
        return named or (str(ident[1]) if ident else "It")

    def _about_the_one(self) -> str | None:
        """"Who is it with?" after an answer about one appointment: read from that record (`recall`)."""
        clause = self._lone_question()
        reply = recall.about_the_one(clause, self.reading) if clause is not None else ""
        if not reply:
            return None
        self.notes.append(f"'{shorten(clause.text, 40)}' asks about the one record the last answer was about: answered from it")
        return reply

    def _said_before(self) -> str | None:
        """"ok and how long does that take usually?" after a tool said "prescribers usually respond
        within 1-2 business days": the sentence of the last turn's outputs that answers it (None
        unless the question points back and one sentence shares two of its words)."""
        clause = self._lone_question()
        if clause is None or not _points_back(clause):
            return None
        asked = {stem(w) for w in words(clause.text) if w not in STOPWORDS and len(w) > 2} - {"take", "usual", "usually", "long"} | (
            {"usual"} if "usually" in clause.text.lower() else set())
        sentence = answer.sentence_sharing(self.reading.previous.work(), asked, at_least=1, with_digit=True)
        if sentence is None:
            return None
        self.notes.append(f"'{shorten(clause.text, 40)}' is answered by what the last turn's tools said")
        return sentence

    def _retry(self) -> Decision | None:
        """A call that failed on its arguments (bad JSON, a schema error) is made once more."""
        work = self.reading.current.work()
        if not work:
            return None
        last = work[-1]
        if last.output is None or not last.output.is_error:
            return None
        made = [c for c in work if c.name == last.name]
        if len(made) != 1 or not (last.output.fixable or last.args is None) or last.output.refused:
            return None
        profile = self.toolbox.get(last.name)
        if profile is None:
            return None
        evidence = gather(self.reading.text, self.reading.today)
        outputs = [c.output for c in reversed(work[:-1]) if c.output is not None]
        filled = fill(profile, Context(evidence, (0, len(evidence.text)), self.reading.today, outputs=outputs,
                                       base=last.args if isinstance(last.args, dict) else None))
        if filled.missing or (last.args is not None and canonical(filled.args) == canonical(last.args)):
            return None  # the same arguments again would fail the same way
        self.notes.append(f"{last.name} failed on its arguments ({shorten(last.output.error or '', 80)}): trying once more")
        return Decision(calls=[PlannedCall(last.name, json_dumps(filled.args))])

    # -- intents -------------------------------------------------------------------------------

    def _intents(self) -> list[Intent]:
        intents: list[Intent] = []
        self.unhandled = []
        base_by_tool = {call.name: call.args for call in self.cont.base if call.args is not None}
        asking = any(c.mood in ("request", "question", "howto", "advice", "conceptual", "hypothetical") for c in self.clauses)
        scene: list[Clause] = []  # statements skipped so far: the situation an open question asks about
        previous_clause: Clause | None = None
        for clause in self.clauses:
            own_notes: list[str] = []
            own = pick(clause, self.toolbox, self.evidence, own_notes)
            if clause.mood == "statement" and asking and not clause.desire and not clause.polite and not any(lexicon.is_act_verb(v) for v in clause.verbs) \
                    and not any(p.profile.act for p in own[0]):
                scene.append(clause)
                continue  # "bit too bright, put the lights at 10%": the remark is context, the request is the task
                # (but "also gas reading is 7731" is a reading to submit on its own)
            if scene and is_open(clause):
                self.notes.append(f"'{shorten(clause.text, 40)}' names no subject: it asks about what the user just described")
                clause = joined(scene + [clause], self.cont.text if self.cont.kind in ("clarified", "confirmed") else self.reading.text)
                scene = []
                picks, feeders = pick(clause, self.toolbox, self.evidence, self.notes)
            else:
                picks, feeders = own
                self.notes.extend(own_notes)
            if picks and self.cont.kind == "follow_up" and base_by_tool and not any(p.profile.name in base_by_tool for p in picks) \
                    and max(p.match.score for p in picks) < _WEAK_SWITCH and not any(p.profile.act for p in picks) and ELLIPTIC.match(clause.text) and len(clause.toks) <= 10:
                # "and for a student a week pass?" after the fares: the same lookup again, not a tool
                # that shares a loose word with it
                self.notes.append(f"'{shorten(clause.text, 40)}' continues the previous request; "
                                  f"{picks[0].profile.name} fits it only loosely ({picks[0].match.score:.1f})")
                picks, feeders = [], []
            if picks and self.cont.kind == "reference" and len(self.cont.pool) > 1 and all(not p.match.terms and not p.profile.act for p in picks) \
                    and clause.wants_facts and self._names_a_pooled_item(clause):
                # "what's on the Berlin one?" after a list of reports: that report, not a lookup
                # that merely takes a city
                self.notes.append(f"'{shorten(clause.text, 40)}' names an item of the previous list; "
                                  f"{picks[0].profile.name} only takes one of its values")
                picks, feeders = [], []
            before = (previous_clause.toks if previous_clause is not None and previous_clause.mood not in ("conceptual", "smalltalk")
                      else tokens(clause.condition or "") if previous_clause is None else [])
            if before and clause.mood in ("question", "advice") and _points_back(clause):
                # "If I froze my membership, when would it restart?": 'it' is the membership
                alt = _with_antecedent(clause, before)
                alt_picks, alt_feeders = pick(alt, self.toolbox, self.evidence, [])
                if alt_picks and (not picks or alt_picks[0].match.score > picks[0].match.score + 0.5):
                    self.notes.append(f"'{shorten(clause.text, 40)}' points back to what was said before it")
                    picks, feeders = alt_picks, alt_feeders
            previous_clause = clause
            if picks and scene and clause.mood in ("question", "advice") and _points_back(clause):
                # "the whole street went dark, N1 7GU. any idea when it's coming back?": 'it' is the scene
                whole = joined(scene + [clause], self.cont.text if self.cont.kind in ("clarified", "confirmed") else self.reading.text)
                scene_picks, scene_feeders = pick(whole, self.toolbox, self.evidence, [])
                if scene_picks and scene_picks[0].match.score > picks[0].match.score:
                    self.notes.append(f"'{shorten(clause.text, 40)}' points back to what the user just described")
                    self.unhandled = [(c, r) for c, r in self.unhandled if c not in scene]
                    picks, feeders, clause = scene_picks, scene_feeders, whole
            if not picks and scene and clause.mood in ("question", "advice"):
                whole = joined(scene + [clause], self.cont.text if self.cont.kind in ("clarified", "confirmed") else self.reading.text)
                picks, feeders = pick(whole, self.toolbox, self.evidence, self.notes)
                if picks:
                    self.notes.append(f"'{shorten(clause.text, 40)}' asks about what the user just described")
                    self.unhandled = [(c, r) for c, r in self.unhandled if c not in scene]
                    clause = whole
            if not picks and clause.mood == "statement":
                scene.append(clause)  # no tool for it on its own: it may be the scene of a question after it
            else:
                scene = []
            if not picks and intents and self._elliptic(clause):
                last = intents[-1]
                self.notes.append(f"{last.profile.name}: '{shorten(clause.text, 40)}' asks the same again with a new value")
                intents.append(Intent(clause, last.profile, (clause.start, clause.end), last.authorized))
                continue
            if intents and self._more_moments(clause, intents[-1]):
                # "pick up Friday 9am, drop back Monday 9am": the second moment of the same search
                last = intents[-1]
                self.notes.append(f"{last.profile.name}: '{shorten(clause.text, 40)}' gives another of its times")
                last.span = (min(last.span[0], clause.start), max(last.span[1], clause.end))
                continue
            if not picks:
                # "what happens if I freeze my card?": the condition says what the question is about
                ranked_as = _with_antecedent(clause, tokens(clause.condition)) if clause.condition else clause
                related = [m.profile for m in rank(ranked_as, self.toolbox, self.evidence)[:2] if m.score >= MIN_SCORE]
                last = intents[-1] if intents else None
                if last is not None and related and related[0].name == last.profile.name and clause.mood in ("request", "statement"):
                    # "reset my SAP password and send the new one by text message": more detail for the same call
                    self.notes.append(f"{last.profile.name}: '{shorten(clause.text, 40)}' adds detail to the same call")
                    last.span = (min(last.span[0], clause.start), max(last.span[1], clause.end))
                    continue
                self.unhandled.append((clause, related))
                continue
            for chosen in picks:
                span = (clause.start, clause.end) if self.cont.kind not in ("clarified", "confirmed") else (0, len(self.cont.text))
                same = next((i for i in intents if i.profile.name == chosen.profile.name), None)
                if same is not None and not self._own_values(clause):
                    same.span = (min(same.span[0], span[0]), max(same.span[1], span[1]))
                    continue
                base = None
                if self.cont.kind in ("follow_up", "reference", "clarified", "correction"):
                    base = {**self._previous_args(), **(base_by_tool.get(chosen.profile.name) or {})}
                self.notes.append(f"{chosen.profile.name}: chosen for '{shorten(clause.text, 60)}' "
                                  f"(score {chosen.match.score:.1f}: {chosen.match.explain()})")
                sends = chosen.profile.act and any(lexicon.same_action(chosen.profile.verb or "", stem(v)) for v in ("send", "post", "share", "notify"))
                own = {stem(w) for w in chosen.profile.name_words}
                feeders = [f for f in feeders if not f.profile.objects & chain.PEOPLE_SOURCES
                           and set(f.terms.values()) - own and set(f.terms) - own]
                intents.append(Intent(clause, chosen.profile, span, chosen.authorized, base=base,
                                      feeders=[f.profile for f in feeders if f.profile.name != chosen.profile.name][:1] if sends else []))
        if self.cont.kind == "confirmed" and self.cont.answer_span is not None:
            # "yes" confirms the action we offered, not every action of the message before it
            end = self.cont.answer_span[1]
            intents = [i for i in intents if not i.profile.act or i.clause.start < end]
        if self.cont.kind == "correction":
            intents = self._corrections(intents)
        if not intents and self.cont.kind in ("follow_up", "reference") and self.reading.previous is not None \
                and _TAKING.match(self.cont.text):
            intents = self._taken()  # "how much is a week pass?" … "get me two": buy what was priced
        if not intents and self.cont.kind == "follow_up" and self.cont.base and not _POINTS_BACK.search(self.cont.text):
            intents = self._inherited()  # "and the calathea?": the previous lookup again, for it
        if not intents and self.cont.kind in ("reference", "follow_up") and self.cont.pool:
            intents = self._about_pool()
        if not intents and self.cont.kind in ("reference", "clarified") and self.cont.base:
            intents = self._inherited()
        return intents

    def _more_moments(self, clause: Clause, last: Intent) -> bool:
        """Is this short clause only another moment for the intent before it (a tool with a start
        and an end, the clause before giving one of them)?"""
        moments = [m for m in self.evidence.mentions if clause.start <= m.start < clause.end and m.kind in ("date", "datetime", "time")]
        timed = [p for p in last.profile.params if last.profile.slots.get(p.name) and last.profile.slots[p.name].kind in ("date", "datetime", "time")]
        before = [m for m in self.evidence.mentions if last.span[0] <= m.start < last.span[1] and m.kind in ("date", "datetime", "time", "range")]
        content = [w for w in clause.content if not any(m.start <= t.start < m.end for m in moments for t in clause.toks if stem(t.lower) == w)]
        return len(moments) == 1 and len(timed) >= 2 and len(before) == 1 and before[0].kind != "range" and len(clause.toks) <= 8 and len(content) <= 3

    def _elliptic(self, clause: Clause) -> bool:
        """"And in Portugal?", "what about Friday?": a clause that repeats the one before it with
        a new value."""
        return bool(ELLIPTIC.match(clause.text)) and self._own_values(clause) and len(clause.toks) <= 10

    def _own_values(self, clause: Clause) -> bool:
        """Does the clause state values of its own (a place, a date, a name, an id…)?"""
        return any(clause.start <= m.start < clause.end and m.kind not in ("number", "duration") for m in self.evidence.mentions)

    def _corrections(self, intents: list[Intent]) -> list[Intent]:
        """"Actually, make it 4 people instead": change what the previous turn's action made —
        with the tool that updates that kind of thing, on the id the action returned."""
        previous = self.reading.previous
        acted = [c for c in (previous.work() if previous else []) if c.ok and self.toolbox.get(c.name) and self.toolbox.get(c.name).act]
        if not acted:
            return intents or self._change_listed()
        first = self.clauses[0] if self.clauses else None
        stated = any(first.start <= m.start < first.end for m in self.evidence.mentions) if first is not None else False
        if first is None or first.mood not in ("request", "statement") or first.negated or not stated:
            return intents  # "actually, what's the address?" asks something; a correction says the new value
        done = self.toolbox.get(acted[-1].name)
        made = acted[-1].output.value if acted[-1].output is not None and isinstance(acted[-1].output.value, dict) else {}
        updaters = [p for p in self.toolbox.work if p.act and (p.name != done.name or lexicon.same_action(done.verb or "", "updat"))
                    and lexicon.same_action(p.verb or "", "updat")
                    and (p.objects & done.objects or any(lexicon.related(a, b) for a in p.objects for b in done.objects)
                         or any(q.essential and key_in(q.name, made) for q in p.params))]
        if not updaters:
            return intents
        tool = updaters[0]
        clause = self.clauses[0] if self.clauses else Clause(self.reading.text, 0, len(self.reading.text), [], "request")
        self.notes.append(f"{tool.name}: the user corrects what {done.name} did; updating it instead of repeating it")
        base = {**(acted[-1].args or {})}
        kept = [i for i in intents if not i.profile.act]
        return kept + [Intent(clause, tool, (0, len(self.cont.text)), "a correction of the previous request", base=base)]

    def _change_listed(self) -> list[Intent]:
        """"Ok can you make that one 90 minutes instead" after a list (and a question about one of
        its items): the tool that updates such records, on the item meant — named now, or in the
        message before."""
        pool = [r for r in self.cont.pool if isinstance(r, dict)]
        clause = self.clauses[-1] if self.clauses else None
        if not pool or clause is None or clause.negated or not any(clause.start <= m.start < clause.end for m in self.evidence.mentions):
            return []
        updaters = [p for p in self.toolbox.work if p.act and lexicon.same_action(p.verb or "", "updat")
                    and any(q.essential and slot_of(q).kind == "id" and key_in(q.name, pool[0]) for q in p.params)]
        if len(updaters) != 1:
            return []
        tool = updaters[0]
        chosen = chain.choose(pool, self.evidence, (clause.start, clause.end))
        for earlier in self.reading.earlier()[:2]:
            if not chosen.ambiguous and len(chosen.elements) == 1:
                break
            chosen = chain.choose(pool, gather(earlier.text, self.reading.today), (0, len(earlier.text)))
        if chosen.ambiguous or len(chosen.elements) != 1:
            return []
        record = chosen.elements[0]
        ids = {q.name: record[key] for q in tool.params if q.essential and slot_of(q).kind == "id" for key in [key_in(q.name, record)] if key}
        self.notes.append(f"{tool.name}: '{shorten(clause.text, 40)}' changes {label_of(record) or 'the item'} ({chosen.why}) from the previous list")
        return [Intent(clause, tool, (0, len(self.cont.text)), "a change to an item of the previous list", fixed=ids)]

    def _names_a_pooled_item(self, clause: Clause) -> bool:
        chosen = chain.choose(self.cont.pool, self.evidence, (clause.start, clause.end))
        return not chosen.ambiguous and len(chosen.elements) == 1 and "names" in chosen.why

    def _about_pool(self) -> list[Intent]:
        """"What does the one from mum say?": a lookup of one element the previous turn listed,
        with the read tool that takes its id."""
        sample = self.cont.pool[0]
        clause = self.clauses[0] if self.clauses else Clause(self.reading.text, 0, len(self.reading.text), [], "question")
        if not clause.wants_facts or clause.mood == "smalltalk":
            return []
        previous_tools = {c.name for c in (self.reading.previous.work() if self.reading.previous else [])}
        for profile in self.toolbox.work:
            if profile.act or profile.name in previous_tools:
                continue
            ids = [p for p in profile.params if p.essential and key_in(p.name, sample)]
            if ids:
                self.notes.append(f"{profile.name}: the message is about one item of the previous list; reading it")
                return [Intent(clause, profile, (clause.start, clause.end), "reads only")]
        return []

    def _earlier_outputs(self) -> list[Any]:
        """The previous turn's outputs (newest first): what the conversation is about. When the
        message does not continue it, only single records count (the thing just discussed)."""
        previous = self.reading.previous
        if previous is None:
            return []
        found = [c.output for c in reversed(previous.work()) if c.output is not None and not c.output.is_error]
        if self.cont.kind:
            return found
        return [o for o in found if isinstance(o.value, dict) and o.items is None]

    def _previous_args(self) -> dict[str, Any]:
        """Every argument the previous turn's calls used, by name (a follow-up keeps them)."""
        merged: dict[str, Any] = {}
        previous = self.reading.last_worked()
        if previous is None:
            return merged
        for call in previous.work():
            for key, value in (call.args or {}).items():
                if value not in (None, "", [], {}):
                    merged[key] = value
        return merged

    def _taken(self) -> list[Intent]:
        """"Get me two", "I'll take it" after a lookup: the one tool that buys, orders or books,
        for what the previous message asked about (its values fill the call)."""
        buyers = [p for p in self.toolbox.work if p.act and p.verb and any(lexicon.same_action(p.verb, v) for v in _ACQUIRING)]
        if len(buyers) > 1:
            asked = clauses_of(self.reading.previous.text, self.toolbox.command_words)
            scored = {m.profile.name: m.score for c in asked for m in rank(c, self.toolbox, gather(self.reading.previous.text, self.reading.today))}
            buyers.sort(key=lambda p: -scored.get(p.name, 0.0))
            if scored.get(buyers[0].name, 0.0) == scored.get(buyers[1].name, 0.0):
                return []  # two ways to buy and nothing says which
        if not buyers:
            return []
        clause = self.clauses[-1] if self.clauses else Clause(self.reading.text, 0, len(self.reading.text), [], "request")  # "great, get me two"
        self.notes.append(f"{buyers[0].name}: '{shorten(self.reading.text, 40)}' takes what the previous answer offered")
        return [Intent(clause, buyers[0], (0, len(self.cont.text)), "the user says they will take it")]

    def _inherited(self) -> list[Intent]:
        """A follow-up that names no tool continues the previous turn's calls with new values."""
        out: list[Intent] = []
        clause = self.clauses[0] if self.clauses else Clause(self.reading.text, 0, len(self.reading.text), [], "question")
        base = self.cont.base
        fed = self._feeder_calls(base)
        if len(fed) < len(base):
            base = [call for call in base if call.call_id not in fed]  # the lookups that only found an id are not asked again
        pool_ids = {str(ident[1]) for record in self.cont.pool if (ident := id_of(record)) is not None}
        renamed = self._own_values(clause) or any(m.kind in ("name", "place", "person") for m in self.evidence.mentions)
        for call in base:
            profile = self.toolbox.get(call.name)
            if profile is None:
                continue
            if profile.act and not (clause.may_act and (authorize(profile, clause) or self.cont.kind == "clarified") or self.cont.again):
                continue  # ("do the worker too" asks for the same action again, in so many words)
            args = dict(call.args or {})
            if self.cont.again:
                args = self._swap_in_again(args)  # "do the worker too": the api's place in the call is the worker's now
            if renamed or self._names_other_record(clause):
                # "and the calathea?": the id of the thing the last call was about is not kept
                args = {k: v for k, v in args.items() if str(v) not in pool_ids}
            self.notes.append(f"{profile.name}: continued from the previous turn with the new values")
            out.append(Intent(clause, profile, (0, len(self.cont.text)), "continues the previous request" if not profile.act else "asked again with the missing values",
                              base=args))
        return out

    def _swap_in_again(self, args: dict[str, Any]) -> dict[str, Any]:
        """The thing "do the worker too" names, put where the previous call had the thing the user
        named then (a value said in the message before, at any depth of the arguments)."""
        said = _AGAIN_THING.match(self.reading.text)
        if said is None:
            return args
        thing = said.group(1)
        before = {w.lower() for turn in self.reading.earlier()[:3] for w in words(turn.text)}  # "the api" … "scale it to 8" … "do the worker too"

        def swap(value: Any) -> Any:
            if isinstance(value, dict):
                return {k: swap(v) for k, v in value.items()}
            if isinstance(value, str) and value.lower() in before and not any(ch.isdigit() for ch in value) and "-" not in value:
                return thing
            return value

        swapped = {k: swap(v) for k, v in args.items()}
        if swapped != args:
            self.notes.append(f"'{thing}' takes the place of what the previous request named")
        return swapped

    def _names_other_record(self, clause: Clause) -> bool:
        """Does the clause name a record of the previous list other than the one last used?"""
        if not self.cont.pool:
            return False
        chosen = chain.choose(self.cont.pool, self.evidence, (clause.start, clause.end))
        return bool(chosen.elements) and not chosen.ambiguous and not any(r in self.cont.focused for r in chosen.elements)

    @staticmethod
    def _feeder_calls(calls: list[Call]) -> set[str]:
        """Calls whose output only supplied a value to a later call of the list."""
        out: set[str] = set()
        for index, call in enumerate(calls):
            if call.output is None or call.output.is_error:
                continue
            for later in calls[index + 1 :]:
                values = [v for v in (later.args or {}).values() if isinstance(v, (str, int)) and len(str(v)) >= 2]
                if any(f'"{v}"' in call.output.text or f": {v}," in call.output.text for v in values):
                    out.add(call.call_id)
        return out

    def _next_calls(self, planner: Planner, intents: list[Intent]) -> list[Want]:
        wanted: list[Want] = []
        keys: set[tuple[str, str]] = set()
        asked = {want.profile.name for intent in intents for want in intent.wants if want.profile.name == intent.profile.name}
        for intent in intents:
            for want in intent.wants:
                if planner.done(want) or want.key in keys:
                    continue
                if want.profile.name != intent.profile.name and want.profile.name in asked:
                    continue  # a lookup the user asked for anyway: its own call feeds this one next
                if want.profile.act and not (want.profile.name == intent.profile.name):
                    continue
                keys.add(want.key)
                wanted.append(want)
        return wanted

    def _calls_of(self, pairs: list[tuple[str, dict[str, Any]]]) -> Decision:
        calls = [PlannedCall(name, json_dumps(args)) for name, args in pairs]
        if not self.conv.parallel_tool_calls and len(calls) > 1:
            calls = calls[:1]
        return Decision(calls=calls)

    def _calls(self, wanted: list[Want]) -> Decision:
        calls = [PlannedCall(w.profile.name, json_dumps(w.args)) for w in wanted]
        for want in wanted:
            self.notes.append(f"call {want.profile.name}({json_dumps(want.args)[:160]}): {shorten(want.why, 300)}")
        if not self.conv.parallel_tool_calls and len(calls) > 1:
            self.notes.append("parallel_tool_calls=false: one call now, the rest after its output")
            calls = calls[:1]
        return Decision(calls=calls)

    # -- answers -------------------------------------------------------------------------------

    def _answer(self, intents: list[Intent]) -> str:
        extra: list[str] = []
        for intent in intents:
            if intent.ask:
                extra.append(answer.clarify(intent))
            elif intent.blocked and intent.blocked.startswith(("the condition", "I could not", "you asked me to wait")):
                extra.append(intent.blocked[0].upper() + intent.blocked[1:] + ".")
            elif intent.blocked:
                extra.append(f"I couldn't {intent.profile.verb or 'do that'}: {intent.blocked}.")
        substantive = len(self.unhandled) < len(self.clauses) or bool(extra) or bool(intents) or bool(self.reading.current.work())
        called = {call.name for call in self.reading.current.work()} | {i.profile.name for i in intents}
        offline: list[tuple[Clause, str]] = []
        writing = next((answer.written(self.reading.text) for clause, related in self.unhandled if answer.asks_to_write(clause, related)), "")
        if writing:
            # "Write a message about this: {…}. Name the product …": the other clauses say what to write
            self.notes.append("a request to write from the data in the message: no tool needed")
            return answer.compose(self.reading, intents, self.toolbox, lead=self.lead, extra=[*extra, writing])
        for clause, related in self.unhandled:
            told = answer.said_by_outputs(clause, self.reading) if self.reading.current.work() else ""
            if told:
                extra.append(told)  # "do I have to bring it back with a full tank?": the booking's fuel policy says
                continue
            if self.reading.current.work() and (clause.mood in ("statement", "advice") or clause.mood == "question" and not related):
                continue  # ("should I sell now or wait?" after the price history: the figures are the answer)
            if related and related[0].name in called and clause.mood not in ("howto", "hypothetical", "advice"):
                continue  # "… and send the new one by text message": part of the call already made
            if self.cont.kind in ("correction", "follow_up") and (intents or self.reading.current.work()):
                continue  # "make it 5 people", "and a hygienist visit?": the call made is the reply
            if clause.mood == "smalltalk" and substantive:
                continue  # "great, book 2 adults…", "… thank you!": no reply of its own
            reply = answer.recalled(clause, self.reading) or answer.no_tool(clause, self.toolbox, related, self.reading.text)
            if reply.startswith(answer.OFFLINE):
                offline.append((clause, reply))  # said once for the message, below
                continue
            extra.append(reply)
        if offline:
            asked = [reply for clause, reply in offline if clause.mood in ("question", "conceptual")]
            extra.append((asked or [offline[0][1]])[-1 if asked else 0])
        extra = answer.merged_offers(extra)
        if not self.reading.current.work() and not extra:
            extra.append(answer.no_tool(self.clauses[0] if self.clauses else Clause("", 0, 0, [], "smalltalk"), self.toolbox, [], self.reading.text))
        text = answer.compose(self.reading, intents, self.toolbox, lead=self.lead, extra=extra)
        return text or "How can I help?"

    def _answer_only(self) -> str:
        self.evidence = gather(self.reading.text, self.reading.today)
        self.clauses = clauses_of(self.reading.text, self.toolbox.command_words)
        if self.reading.current.work():
            return answer.compose(self.reading, [], self.toolbox)
        return " ".join(answer.no_tool(c, self.toolbox, [], self.reading.text) for c in self.clauses[:2]) or "How can I help?"

    # -- forced and required -------------------------------------------------------------------

    def _forced(self, name: str) -> Decision:
        profile = self.toolbox.get(name)
        if profile is None:
            self.notes.append(f"tool_choice names {name}, which is not offered: calling it with no arguments")
            return Decision(calls=[PlannedCall(name, "{}")])
        evidence = gather(self.reading.text, self.reading.today)
        self.evidence = evidence
        outputs = [c.output for c in reversed(self.reading.current.work()) if c.output is not None]
        filled = fill(profile, Context(evidence, (0, len(evidence.text)), self.reading.today, outputs=outputs))
        args = dict(filled.args)
        for param in filled.missing:
            args[param.name] = example(param.schema, param.root)
        schema = profile.tool.parameters if isinstance(profile.tool.parameters, dict) else {}
        if not valid(args, schema, schema):
            # a forced call must still fit its schema: whatever does not is replaced by a valid example
            for param in profile.params:
                if param.name in args and not valid(args[param.name], param.schema, param.root):
                    args[param.name] = example(param.schema, param.root)
            if not valid(args, schema, schema):
                fallback = example(schema, schema)
                args = fallback if isinstance(fallback, dict) else {}
        self.notes.append(f"tool_choice forces {name}: {filled.why() or 'no arguments'}" + (f"; no value stated for {', '.join(p.name for p in filled.missing)}" if filled.missing else ""))
        return Decision(calls=[PlannedCall(name, json_dumps(args))])

    def _required(self) -> Decision:
        clause_text = self.reading.text
        evidence = gather(clause_text, self.reading.today)
        best: tuple[float, ToolProfile] | None = None
        for clause in clauses_of(clause_text) or [Clause(clause_text, 0, len(clause_text), [], "request")]:
            for match in rank(clause, self.toolbox, evidence):
                if best is None or match.score > best[0]:
                    best = (match.score, match.profile)
        if best is None:
            if any(t.type.startswith("web_search") for t in self.conv.tools):
                return Decision(web_search=self._search_query())
            return Decision(text=self._answer_only())
        self.notes.append(f"tool_choice=required: {best[1].name} fits best (score {best[0]:.1f})")
        return self._forced(best[1].name)

    # -- handoffs ------------------------------------------------------------------------------

    def _situation(self) -> str:
        """What the user describes around the request (an alert, a problem); when this message
        describes nothing but the last one told a problem ("I can't log in with 2FA" … "open a
        ticket"), that problem."""
        said = " ".join(c.text for c in self.clauses if c.mood == "statement" and len(c.toks) > 3 and not _only_contact(c))
        previous = self.reading.previous
        if not said and previous is not None and PROBLEM.search(previous.text) and not previous.text.rstrip().endswith("?"):
            return previous.text[:400]
        return said

    def _handoff(self) -> Decision | None:
        handoffs = [p for p in self.toolbox.handoffs if p.handoff and _agent_key(p.handoff) not in self.reading.visited_agents]
        if not handoffs or any(c.is_handoff for c in self.reading.current.calls):
            return None
        text_clauses = self.clauses or []
        best: tuple[float, ToolProfile] | None = None
        work_best = 0.0
        for clause in text_clauses:
            if clause.mood == "smalltalk":
                continue
            terms = query_terms(clause, self.evidence)
            for profile in handoffs:
                value = score(profile, terms).score
                if best is None or value > best[0]:
                    best = (value, profile)
            for profile in self.toolbox.work:
                work_best = max(work_best, score(profile, terms, clause, self.evidence).score)
        if best is None or best[0] < MIN_SCORE or best[0] <= work_best:
            return None
        self.notes.append(f"{best[1].name}: the request is for the {best[1].handoff} agent (score {best[0]:.1f}); handing off")
        return Decision(calls=[PlannedCall(best[1].name, "{}")])

    # -- procedures in the instructions ---------------------------------------------------------

    def _procedure(self) -> Decision | None:
        if not self.clauses or all(c.mood in ("smalltalk", "conceptual", "howto", "hypothetical") for c in self.clauses):
            return None
        source = self.reading.instructions if steps._MARKER.search(self.reading.instructions[:20_000]) else ""
        text_steps = steps.procedure(self.reading.text, self.toolbox, self.evidence)
        found = text_steps or (steps.procedure(source, self.toolbox, self.evidence) if source else [])
        if not found:
            return None
        step_names = {s.profile.name for s in found}
        asked = [p for c in self.clauses for p in pick(c, self.toolbox, self.evidence, [])[0]]
        if asked and not any(p.profile.name in step_names for p in asked) and not text_steps:
            return None
        self.notes.append("following the steps the " + ("message" if text_steps else "instructions") + " spell out: " + " → ".join(s.profile.name for s in found))
        from labkit.sim.engine.procedure import run_procedure

        return run_procedure(self, found, (self.reading.text + "\n" + source))

    # -- web search ----------------------------------------------------------------------------

    def _wants_search(self) -> bool:
        if not any(t.type.startswith("web_search") for t in self.conv.tools):
            return False
        if any(c.is_handoff or c.name == "web_search" for c in self.reading.current.calls) or self.reading.current.answer.strip():
            return False  # one search per turn; a turn already answered (a search's cited text) needs no other
        low = self.reading.text.lower()
        found = set(words(low)) & _SEARCH_WORDS
        if found or "look up" in low or re.search(r"\b(who won|what happened|as of|this week|this year|right now)\b", low):
            return True
        # a question no function tool answers ("What goes in the blue bin?"): the web knows
        return any(c.mood in ("question", "conceptual") for c in self.clauses)

    def _search_query(self) -> str:
        evidence = gather(self.reading.text, self.reading.today)
        quoted = evidence.of("quoted")
        if quoted:
            return quoted[0].value
        from labkit.sim import websearch

        query = websearch.query_from_text(self.reading.text)
        kept = [w for w in query.split() if w.lower().strip("?.,!") not in _QUERY_FILLER]
        return " ".join(kept).strip(" ?.!,") or query or "latest news"


#: Words a search query leaves out ("the latest news about fusion" -> "latest news fusion").
_QUERY_FILLER = frozenset("the a an about of on for me please what's whats is are was were who what when where how".split())


def _agent_key(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")




_CONTACT = re.compile(r"^\s*(?:and\s+)?(?:my|our|the)\s+(?:e-?mail|email address|phone|number|mobile|name|address|postcode)\s+(?:is|'s)\b", re.I)


def _only_contact(clause: Clause) -> bool:
    """"my email is kim@example.com": a contact detail, not a description of the problem."""
    return bool(_CONTACT.match(clause.text))
