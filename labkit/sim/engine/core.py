"""The simulated model, stage by stage: read → decide whether to act → pick tools → fill
arguments → chain → answer. `Engine.decide(conversation)` returns a `Decision` whose
`rationale` lists why it did what it did (kept in the server's request log, never sent).

Same conversation in, same decision out: no randomness, no wall clock.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from typing import Any

from labkit.sim.engine import answer, chain, injection, instructed, lexicon, sampling, steps
from labkit.sim.engine.authorize import authorize
from labkit.sim.engine.compose import structured_output
from labkit.sim.engine.describe.names import verb_phrase
from labkit.sim.engine.earlier import about_the_one, listed_fact, said_before, singled_out, summed_before
from labkit.sim.engine.evidence import Evidence, Known, gather, known_names
from labkit.sim.engine.fill import Context, fill
from labkit.sim.engine.followup import Continuation, continuation, listed_before
from labkit.sim.engine.intents import intents_of
from labkit.sim.engine.matching import MIN_SCORE, score
from labkit.sim.engine.outputs import list_in
from labkit.sim.engine.plan import Intent, Planner, Want, verb_word
from labkit.sim.engine.reading import Reading, read
from labkit.sim.engine.request import Clause
from labkit.sim.engine.request import clauses as clauses_of
from labkit.sim.engine.sampling import Sampling
from labkit.sim.engine.schema import valid
from labkit.sim.engine.select import PROBLEM, pick
from labkit.sim.engine.terms import query_terms
from labkit.sim.engine.toolchoice import answer_only, forced, required, search_query, wants_search
from labkit.sim.engine.tools import Toolbox, ToolProfile
from labkit.sim.engine.words import canonical, json_dumps, shorten, stem
from labkit.sim.types import Conversation, Decision, PlannedCall

log = logging.getLogger("labkit.sim")

#: The moods of a clause that asks something the instructions may answer.
_ASKING = frozenset({"question", "hypothetical", "howto", "advice", "conceptual"})

#: At most this many work calls in one user turn; then the model answers with what it has.
MAX_CALLS_PER_TURN = 24


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

    @property
    def known(self) -> Known:
        """The names the instructions write with capitals, to find in lower-case messages."""
        return known_names(self.reading.instructions, self.reading.today) if self.reading.instructions else frozenset()

    # -- entry ----------------------------------------------------------------------------------

    def decide(self) -> Decision:
        choice = self.conv.tool_choice
        if choice.mode == "none":
            self.notes.append("tool_choice=none: answering in text")
            return self._final(answer_only(self))
        if choice.mode == "hosted":
            return Decision(web_search=search_query(self))
        if choice.mode == "function" and choice.name:
            return forced(self, choice.name)
        decision = self._plan()
        if choice.mode == "required" and not decision.calls and not decision.web_search:
            return required(self)
        return decision

    def _switched_by_a_call(self, clause: Clause, intents: list[Any]) -> bool:
        """Does the clause only switch a yes/no setting of a tool this turn calls ("… and turn
        autopay on" beside `reserve_unit(autopay=true)`)? Not a request that merely shares a word
        with one ("and cancel my other booking" beside a `cancel_insurance` flag)."""
        from labkit.sim.engine.details import switches_a_flag_of

        names = [c.name for c in self.reading.current.work()] + [i.profile.name for i in intents]
        profiles = [p for p in (self.toolbox.get(name) for name in dict.fromkeys(names)) if p is not None]
        return any(switches_a_flag_of(clause, profile) for profile in profiles)

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
                self.evidence = gather(self.reading.text, self.reading.today, self.known)
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
        own = gather(self.reading.text, self.reading.today, self.known)
        stands_alone = any(pick(c, self.toolbox, own, [], instructions=self.reading.instructions)[0] for c in self.clauses)
        self.cont = continuation(self.reading, own, stands_alone)
        if self.cont.kind:
            self.notes.append(f"this message is {self.cont.why}")
        if self.cont.kind == "declined":
            return self._final("Okay — I won't do that. Is there anything else I can help with?")
        if self.cont.kind in ("clarified", "confirmed"):
            self.clauses = clauses_of(self.cont.text, self.toolbox.command_words)
        self.evidence = gather(self.cont.text, self.reading.today, self.known)
        if len(self.clauses) == 1 and self.clauses[0].mood == "question":
            ranked = answer.ranked_from_before(self.clauses[0], self.reading)
            if ranked:
                self.notes.append("a comparison of what the last answer listed: answered from it")
                return self._final(ranked)  # "which one is best rated?" after a list of tutors
        handoff = self._handoff()
        if handoff is not None:
            return handoff
        singled = singled_out(self) or listed_fact(self) or said_before(self) or about_the_one(self) or summed_before(self)
        if singled is not None:
            return self._final(singled)
        procedure = self._procedure()
        if procedure is not None:
            return procedure
        intents = intents_of(self)
        pool, refers = self.cont.pool, self.cont.kind in ("reference", "follow_up", "correction", "clarified")
        if not pool and self.reading.previous is not None:
            listed = listed_before(self.reading.previous)
            named = chain.choose(listed, self.evidence, (0, len(self.evidence.text))) if len(listed) > 1 else None
            if named is not None and not named.ambiguous and len(named.elements) == 1 and "names" in named.why:
                # "book Nonna Rosa for 4 on Friday" after a list that holds it: that item, not a new search
                self.notes.append(f"the message names an item the previous answer listed ({named.why})")
                pool, refers = listed, True
        planner = Planner(self.reading, self.toolbox, self.evidence, self.notes, choice_span=self.cont.answer_span,
                          pool=pool, corrects=self.cont.kind == "correction",
                          max_fanout=self.engine.max_fanout, siblings={i.profile.name for i in intents},
                          earlier_outputs=self._earlier_outputs(), about=self._still_about(), refers=refers,
                          previous_evidence=gather(self.reading.previous.text, self.reading.today, self.known) if self.reading.previous else None,
                          instructions=gather(self.reading.instructions, self.reading.today) if self.reading.instructions else None,
                          situation=self._situation(), spans=tuple(i.span for i in intents),
                          span_tools=tuple(i.profile.name for i in intents))
        for intent in intents:
            planner.plan(intent)
        wanted = self._next_calls(planner, intents)
        if wanted:
            return self._calls(wanted)
        if not intents and wants_search(self):
            return Decision(web_search=search_query(self))
        return self._final(self._answer(intents))

    def pick(self, clause: Clause, notes: list[str]) -> Any:
        """The tools a clause of this message picks (`select.pick`, which remembers its answers), on this message's evidence."""
        return pick(clause, self.toolbox, self.evidence, notes, instructions=self.reading.instructions)

    def _retry(self) -> Decision | None:
        """A call that failed on its arguments (bad JSON, a schema error) is made once more."""
        work = self.reading.current.work()
        if not work:
            return None
        last = work[-1]
        if last.output is None or not last.output.is_error:
            return None
        made = [c for c in work if c.name == last.name]
        if len(made) == 1 and not last.output.refused and isinstance(last.args, dict):
            moved = self._into_the_range(last)
            if moved is not None:
                return moved
        if len(made) != 1 or not (last.output.fixable or last.args is None) or last.output.refused:
            return None
        profile = self.toolbox.get(last.name)
        if profile is None:
            return None
        evidence = gather(self.reading.text, self.reading.today, self.known)
        outputs = [c.output for c in reversed(work[:-1]) if c.output is not None]
        filled = fill(profile, Context(evidence, (0, len(evidence.text)), self.reading.today, outputs=outputs,
                                       base=last.args if isinstance(last.args, dict) else None))
        if filled.missing or (last.args is not None and canonical(filled.args) == canonical(last.args)):
            return None  # the same arguments again would fail the same way
        self.notes.append(f"{last.name} failed on its arguments ({shorten(last.output.error or '', 80)}): trying once more")
        return Decision(calls=[PlannedCall(last.name, json_dumps(filled.args))])

    def _into_the_range(self, last: Any) -> Decision | None:
        """"we're away 15th-19th dec so skip that week's box": the call on the range's first day
        failed with "No delivery on 2026-12-15. Upcoming deliveries: 2026-12-10, 2026-12-17, …" —
        the one listed day inside the range the user gave is the one meant: the call once more, on it."""
        import datetime as _dt

        error = last.output.error or last.output.text or ""
        listed = sorted({m.group(0) for m in re.finditer(r"\b\d{4}-\d{2}-\d{2}\b", error[:2000])})
        if len(listed) < 2:
            return None
        evidence = gather(self.reading.text, self.reading.today, self.known)
        for key, value in last.args.items():
            if not isinstance(value, str) or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", value) or value not in error:
                continue
            for mention in evidence.of("range"):
                start, end = (getattr(w, "date", None) for w in mention.value)
                if start is None or end is None or start.isoformat() != value:
                    continue
                if end == start and "week" in str(getattr(mention.value[0], "unit", "") or ""):
                    end = start + _dt.timedelta(days=6 - start.weekday())  # "this week's box": to its Sunday
                inside = [d for d in listed if d != value and start <= _dt.date.fromisoformat(d) <= end]
                if len(inside) == 1:
                    self.notes.append(f"{last.name} failed on {key}={value} and lists {', '.join(listed[:6])}: "
                                      f"{inside[0]} is the one inside '{mention.text}'; trying it")
                    return Decision(calls=[PlannedCall(last.name, json_dumps({**last.args, key: inside[0]}))])
        return None

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

    def _still_about(self) -> tuple[dict[str, Any], ...]:
        """Older records (three turns back at most) of the thing the previous turn acted on —
        "what bookings have I got" … "make it 6" … "and push it back an hour": the booking's time
        is in the first answer, its id in the last call — without the fields that call changed."""
        previous = self.reading.previous
        if previous is None or not self.cont.kind:
            return ()
        ids = {v for c in previous.work() for v in (c.args or {}).values() if isinstance(v, str) and len(v) >= 3 and any(ch.isdigit() for ch in v)}
        if not ids:
            return ()
        changed = {k for c in previous.work() for k, v in (c.args or {}).items() if not (isinstance(v, str) and v in ids)}
        older = self.reading.turns[:-2][-3:]
        kept = []
        for turn in reversed(older):
            for call in reversed(turn.work()):
                output = call.output
                if output is None or output.is_error:
                    continue
                records = output.items if output.items is not None else [output.value]
                for record in records[:100]:  # (the record alone, not the list it was in)
                    if isinstance(record, dict) and ids & {v for v in record.values() if isinstance(v, str)}:
                        kept.append({k: v for k, v in record.items() if k not in changed})  # (what the previous turn changed is stale here)
        return tuple(kept)

    def _next_calls(self, planner: Planner, intents: list[Intent]) -> list[Want]:
        wanted: list[Want] = []
        keys: set[tuple[str, str]] = set()
        asked = {want.profile.name for intent in intents for want in intent.wants if want.profile.name == intent.profile.name}
        wanted_reads: dict[str, int] = {}
        wanted_acts: dict[str, int] = {}
        for intent in intents:
            for want in intent.wants:
                counts = wanted_acts if want.profile.act else wanted_reads
                counts[want.profile.name] = counts.get(want.profile.name, 0) + 1
        made_reads: dict[str, int] = {}
        for call in self.reading.current.calls:
            made_reads[call.name] = made_reads.get(call.name, 0) + 1
        # the actions this turn that took effect (a failed one changed nothing and may be retried)
        made_acts: dict[str, int] = {}
        for call in self.reading.current.work():
            if call.output is not None and not call.output.is_error:
                made_acts[call.name] = made_acts.get(call.name, 0) + 1
        for intent in intents:
            for want in intent.wants:
                if planner.done(want) or want.key in keys:
                    continue
                if not want.profile.act and made_reads.get(want.profile.name, 0) >= wanted_reads.get(want.profile.name, 0) \
                        and want.profile.name not in {c.name for c in self._failed_now()}:
                    continue  # a lookup made this turn as often as it is wanted: its arguments moved with a newer output, not a new question
                if want.profile.name != intent.profile.name and want.profile.name in asked:
                    continue  # a lookup the user asked for anyway: its own call feeds this one next
                if want.profile.act and not (want.profile.name == intent.profile.name):
                    continue
                if want.profile.act and made_acts.get(want.profile.name, 0) >= wanted_acts.get(want.profile.name, 0):
                    self.notes.append(f"{want.profile.name}: not called again — it already ran this turn as often as asked "
                                      f"(its arguments moved with a newer output; a side effect is never repeated for that)")
                    continue
                keys.add(want.key)
                wanted.append(want)
        return wanted

    def _failed_now(self) -> list[Any]:
        return [c for c in self.reading.current.work() if c.output is not None and c.output.is_error]

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
            if intent.verdict and not intent.ask and not intent.blocked:
                extra.append(f"You asked me to {verb_word(intent.profile) or 'go ahead'} only if {intent.clause.condition}: {intent.verdict}, so I did.")
            if intent.ask:
                extra.append(answer.clarify(intent))
            elif intent.blocked and intent.blocked.startswith(("the condition", "I could not", "you asked me to wait")):
                extra.append(intent.blocked[0].upper() + intent.blocked[1:] + ".")
            elif intent.blocked:
                extra.append(f"I couldn't {verb_phrase(intent.profile.name, intent.profile.verb) if intent.profile.verb else 'do that'}: {intent.blocked}.")
        substantive = len(self.unhandled) < len(self.clauses) or bool(extra) or bool(intents) or bool(self.reading.current.work()) \
            or any(c.mood in ("question", "hypothetical", "howto") for c, _r in self.unhandled)  # ("ok great, what time do you close today?")
        called = {call.name for call in self.reading.current.work()} | {i.profile.name for i in intents}
        offline: list[tuple[Clause, str]] = []
        writing = next((answer.written(self.reading.text) for clause, related in self.unhandled if answer.asks_to_write(clause, related)), "")
        if writing:
            # "Write a message about this: {…}. Name the product …": the other clauses say what to write
            self.notes.append("a request to write from the data in the message: no tool needed")
            return answer.compose(self.reading, intents, self.toolbox, lead=self.lead, extra=[*extra, writing])
        asked_before: Clause | None = None  # the question just before, which a short one may go on from
        for clause, related in self.unhandled:
            before, asked_before = asked_before, clause if clause.mood in _ASKING else None
            told = answer.said_by_outputs(clause, self.reading) if self.reading.current.work() else ""
            if told:
                extra.append(told)  # "do I have to bring it back with a full tank?": the booking's fuel policy says
                continue
            found = instructed.answer_from(self.reading.instructions, instructed.question_of(clause), exact=clause.mood in ("advice", "conceptual")) \
                if clause.mood in _ASKING and self.reading.instructions else None
            # ("should I just refund them?" when the instructions say "do not refund the order here";
            # "how do drivers decide what to charge?" when they give the cap)
            if found is None and before is not None and clause.mood in _ASKING and self.reading.instructions:
                found = instructed.answer_from(self.reading.instructions, f"{before.text} {clause.text}", exact=True)  # "… are some of them making a profit off this?"
            if found is None and self.reading.current.work() and (clause.mood in ("statement", "advice") or clause.mood == "question" and not related):
                continue  # ("should I sell now or wait?" after the price history: the figures are the answer)
            if found is None and related and related[0].name in called and clause.mood not in ("howto", "hypothetical", "advice"):
                continue  # "… and send the new one by text message": part of the call already made
            if self.cont.kind in ("correction", "follow_up") and (intents or self.reading.current.work()):
                continue  # "make it 5 people", "and a hygienist visit?": the call made is the reply
            if clause.mood == "request" and self._switched_by_a_call(clause, intents):
                continue  # "reserve it from the 1st, and turn autopay on": a setting of the call made
            if clause.mood == "smalltalk" and substantive:
                continue  # "great, book 2 adults…", "… thank you!": no reply of its own
            if found is None and (clause.mood == "statement" or clause.mood == "request" and not any(p.act for p in related)):
                found = instructed.answer_from(self.reading.instructions, instructed.question_of(clause))  # "can I get a refund?" and no tool refunds
            if found is not None:  # "… and what time's check-in again?": the instructions say, beside the call made
                self.notes.append(f"{shorten(clause.text, 60)!r}: no tool — {found.why}")
                if any(found.sentence.rstrip(";,.")[1:] in said for said in extra):
                    continue  # (two questions the same sentence answers: said once)
                extra.append(found.sentence[:1].upper() + found.sentence[1:].rstrip(";,") + ("" if found.sentence.rstrip(";,").endswith((".", "!", "?", ")")) else "."))
                continue
            reply = answer.recalled(clause, self.reading) or answer.no_tool(clause, self.toolbox, related, self.reading.text)
            if reply.startswith(answer.OFFLINE):
                offline.append((clause, reply))  # said once for the message, below
                continue
            extra.append(reply)
        if offline:
            asked = [reply for clause, reply in offline if clause.mood in ("question", "conceptual")]
            if asked or not any(e.strip() for e in extra):  # ("gold metal frame" beside an offer: a detail, not something to say we cannot do)
                extra.append((asked or [offline[0][1]])[-1 if asked else 0])
        extra = answer.merged_offers(extra)
        if not self.reading.current.work() and not extra:
            extra.append(answer.no_tool(self.clauses[0] if self.clauses else Clause("", 0, 0, [], "smalltalk"), self.toolbox, [], self.reading.text))
        text = answer.compose(self.reading, intents, self.toolbox, lead=self.lead, extra=extra)
        return text or "How can I help?"

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
        # the instructions spell out steps when they sequence them ("first …, then …"); a policy's
        # "refunded for each unused month" is not a procedure
        source = self.reading.instructions if steps.SEQUENCE.search(self.reading.instructions[:20_000]) else ""
        text_steps = steps.procedure(self.reading.text, self.toolbox, self.evidence)
        found = text_steps or (steps.procedure(source, self.toolbox, self.evidence) if source else [])
        if not found:
            return None
        step_names = {s.profile.name for s in found}
        if not text_steps and not self._asks_for_the_purpose(source):
            return None  # "to move a visit, book the new slot and cancel the old one": not when booking a first visit
        if not text_steps and not _PURPOSE.search(source[:20_000]) and found[0].profile.act and not any(
                authorize(found[0].profile, c) for c in self.clauses):
            return None  # ("Cancellation: … no refund after that. Use get-sessions for times": no procedure the user asked for)
        asked = [p for c in self.clauses for p in pick(c, self.toolbox, self.evidence, [], instructions=self.reading.instructions)[0]]
        if asked and not any(p.profile.name in step_names for p in asked) and not text_steps:
            return None
        self.notes.append("following the steps the " + ("message" if text_steps else "instructions") + " spell out: " + " → ".join(s.profile.name for s in found))
        from labkit.sim.engine.procedure import run_procedure

        return run_procedure(self, found, (self.reading.text + "\n" + source))


    def _asks_for_the_purpose(self, source: str) -> bool:
        """Do the user's verbs ask for what the instructions' steps are for ("to move a visit, …",
        "if a customer wants to swap, …")? True when the steps state no purpose."""
        purposes = {stem(m.group(1).lower()) for m in _PURPOSE.finditer(source[:20_000])}
        if not purposes:
            return True
        verbs = {v for c in self.clauses for v in c.verbs} | {stem(w) for w in re.findall(r"[a-z]+", self.reading.text.lower()[:2000])}
        return any(p in verbs or any(lexicon.same_action(p, v) for v in verbs if lexicon.action_groups(v)) for p in purposes)


#: What a procedure in the instructions is for: "to move a visit, …", "if someone wants to swap …".
_PURPOSE = re.compile(r"(?:^|[.:;]\s+|\n\s*)(?:[A-Z][^.:;\n]{0,40}?[,:;]\s*)?(?:to|if (?:a |the )?(?:user|customer|member|guest|patient|client|someone|they|you) "
                      r"(?:wants?|needs?|asks?) to|when (?:a |the )?(?:user|customer|member|someone) (?:wants?|asks?) to)\s+([a-z]+)\b[^.\n]{0,60}?,", re.I)


def _agent_key(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")




_CONTACT = re.compile(r"^\s*(?:and\s+)?(?:my|our|the)\s+(?:e-?mail|email address|phone|number|mobile|name|address|postcode)\s+(?:is|'s)\b", re.I)


def _only_contact(clause: Clause) -> bool:
    """"my email is kim@example.com": a contact detail, not a description of the problem."""
    return bool(_CONTACT.match(clause.text))
