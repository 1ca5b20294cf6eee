"""Stages 4–5 together — from the tools each clause needs to the calls to make now.

An `Intent` is one thing the user asked for with one tool. The planner fills its arguments;
fans it out when the clause names several values for one parameter ("Berlin and Hamburg");
when an essential value is missing, looks it up first with a producer tool (chaining) or asks;
and holds an action back while the read it depends on has not returned. Everything is
recomputed from the conversation on every request (no state between requests): an intent whose
call is already in this turn is done; the rest are the next calls.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.fill import Context, Filled, fill
from labkit.sim.engine.outputs import Output
from labkit.sim.engine.phrases import ONE_MORE
from labkit.sim.engine.plan.fanout import FanOut
from labkit.sim.engine.plan.freetimes import FromFreeTimes, _is_free_times
from labkit.sim.engine.plan.intent import Intent, Want, verb_word
from labkit.sim.engine.plan.missing import MissingValues
from labkit.sim.engine.plan.producers import FromProducers
from labkit.sim.engine.plan.whichever import Whichever
from labkit.sim.engine.reading import Call, Reading
from labkit.sim.engine.schema import Param
from labkit.sim.engine.slots import slot_of
from labkit.sim.engine.tools import Toolbox, ToolProfile
from labkit.sim.engine.words import STOPWORDS, json_dumps, stem, words

__all__ = ["Intent", "Planner", "Want", "verb_word"]

#: Verbs of tools that change a thing already made (its extras, its time, its details).
_CHANGES = tuple(stem(w) for w in "modify update change edit amend add adjust".split())
#: Verbs of tools that make a new thing (a booking, an order, a ticket), and the ids of what they make.
_MAKES = tuple(stem(w) for w in "create book reserve order purchase buy register schedule submit place open make".split())
#: Kinds of value only the user can give an action: how much (a day or a time may come from a
#: lookup of free slots or from the record being moved, "same time").
_USERS_TO_SAY = frozenset({"amount"})
_RECEIPTS = frozenset(stem(w) for w in "booking reservation order confirmation reference receipt ticket request".split())
#: "book another one", "a second table", "again": making one more is what is asked.
#: A request that adds another of the same ("also put me down for …", "and also book …").
_ALSO = re.compile(r"\W*(?:(?:ok(?:ay)?|great|and|oh)\W+)*(?:also|plus|as well as that)\b", re.I)
_AGAIN = re.compile(r"\b(?:another|again|a second|one more|a new|new one|as well as|second one|extra one|too many)\b", re.I)


def _holds_nothing(value: Any, kept: dict[str, Any], key: str = "") -> bool:
    """None, an empty list, the value the record already has (`kept`: its fields by name, at any
    depth), or an object holding only such: "change the limit on Maria's card" with no new limit."""
    if isinstance(value, dict):
        return all(_holds_nothing(v, kept, k) for k, v in value.items())
    if isinstance(value, list) and not value:
        return True
    return value is None or (key in kept and kept[key] == value)


def _fields(record: Any, into: dict[str, Any] | None = None) -> dict[str, Any]:
    """A record's fields by name, nested ones too (the first of each name wins)."""
    into = {} if into is None else into
    if isinstance(record, dict):
        for key, value in record.items():
            into.setdefault(key, value)
            if isinstance(value, dict):
                _fields(value, into)
    return into


@dataclass
class Planner(MissingValues, FromProducers, FromFreeTimes, FanOut, Whichever):
    """Plans the calls of one request (see the module docstring)."""

    reading: Reading
    toolbox: Toolbox
    evidence: Evidence
    notes: list[str]
    choice_span: tuple[int, int] | None = None
    _remembered: Any = None
    _history: tuple[Evidence, ...] | None = None
    pool: list[dict[str, Any]] = field(default_factory=list)
    _facts: str | None = None
    max_fanout: int = 10
    siblings: set[str] = field(default_factory=set)
    earlier_outputs: list[Output] = field(default_factory=list)
    about: tuple[dict[str, Any], ...] = ()  # older records of the thing the previous turn acted on (`Turn._still_about`)
    refers: bool = False
    previous_evidence: Evidence | None = None
    instructions: Evidence | None = None

    situation: str = ""
    #: The spans of this message's requests (each intent's own values are said in its span).
    spans: tuple[tuple[int, int], ...] = ()
    #: The message corrects the previous request ("actually make that 10 minutes").
    corrects: bool = False
    #: The tool of each of those requests.
    span_tools: tuple[str, ...] = ()

    def context(self, intent: Intent, **options: Any) -> Context:
        """The filling context of one intent: this message, its clause, today, the instructions,
        and what the user describes around the request."""
        earlier = self.previous_evidence if self.refers else None
        elsewhere = tuple(span for span in self.spans if span != intent.span and not (span[0] <= intent.span[0] < span[1]))
        if options.get("for_action") and "action_words" not in options:
            options["action_words"] = frozenset(stem(w) for w in intent.profile.name_words) | {stem(intent.profile.verb or "")}
        return Context(self.evidence, intent.span, self.reading.today, instructions=self.instructions, situation=self.situation,
                       id_objects=self.toolbox.id_objects, earlier=earlier, previous=self.previous_evidence, remembered=self.remembered,
                       history=self.history if self.refers else (), verbs=tuple(intent.clause.verbs), elsewhere=elsewhere, about=self.about, **options)

    @property
    def facts(self) -> str:
        """The facts of this turn's successful calls as a short text, for an action that sends
        them on; worked out only when an intent has feeders (most never do)."""
        if self._facts is None:
            from labkit.sim.engine.answer import summary_of_outputs

            self._facts = summary_of_outputs(self.reading.current.work(), self.toolbox)
        return self._facts

    @property
    def history(self) -> tuple[Evidence, ...]:
        """The user's earlier messages of this exchange, newest first (at most three): where a
        follow-up's day, time or head count was said ("tonight" … "at 8 for four?" … "book it")."""
        if self._history is None:
            from labkit.sim.engine.evidence import gather

            turns = self.reading.earlier()[:3]
            self._history = tuple(gather(turn.text, self.reading.today) for turn in turns if turn.text.strip())
        return self._history

    @property
    def remembered(self) -> Evidence | None:
        """The user's earlier sentences about themselves ("my email is …", "I'm Dana"), as evidence."""
        if self._remembered is None:
            said = [sentence for turn in self.reading.earlier()[:8] for sentence in re.split(r"(?<=[.!?])\s+", turn.text)
                    if _ABOUT_ME.search(sentence)]
            from labkit.sim.engine.evidence import gather

            self._remembered = gather(" ".join(said)[:2000], self.reading.today) if said else False
        return self._remembered or None

    # -- what this turn already did -----------------------------------------------------------

    def done(self, want: Want) -> bool:
        """Was this call (or, for an action, the same action on the same thing) made this turn?"""
        for call in self.reading.current.calls:
            if call.name != want.profile.name:
                continue
            if call.key == want.key:
                return True
            if call.args is not None and _same_call(call.args, want.args, want.profile):
                return True
            if want.profile.act and call.args is not None and all(
                str(call.args.get(k, "")).lower() == str(v).lower() for k, v in want.fixed.items()
            ):
                return True  # an action is taken once per thing it is about
        return False

    def outputs(self, exclude: str | None = None) -> list[Output]:
        """This turn's outputs, newest first (then the earlier turns' when this message continues
        them); `exclude`: leave out one tool's own outputs (a call never feeds itself)."""
        found = [call.output for call in reversed(self.reading.current.work()) if call.output is not None and call.name != exclude]
        return found + [o for o in self.earlier_outputs if o.name != exclude]

    def outputs_for(self, intent: Intent) -> list[Output]:
        """The outputs an intent's own call may read: never what an action asked for later in the
        message made ("cancel the kwame payment for monday and send him £100 now instead": the
        transfer just sent is not the one to cancel)."""
        later = {tool for span, tool in zip(self.spans, self.span_tools) if span[0] > intent.span[0] and tool != intent.profile.name
                 and self.toolbox.get(tool) is not None and self.toolbox.get(tool).act}
        return [o for o in self.outputs(exclude=intent.profile.name) if o.name not in later]

    def ran(self, name: str) -> list[Call]:
        return [call for call in self.reading.current.work() if call.name == name and call.output is not None]

    def ran_for(self, intent: Intent, calls: list[Call]) -> Call:
        """Of one lookup's calls this turn, the one made for this intent: the newest whose words
        (a search's "Holly Hill") the intent's own clause says — "take Holly Hill off my list and
        add Deep Field" searches twice, and each action takes its own search's results."""
        clause = self.evidence.text[intent.span[0] : intent.span[1]].lower()
        # the values the clause states as typed values ("the 17th" is 2026-12-17)
        typed = {str(m.value).lower() for m in self.evidence.mentions if intent.span[0] <= m.start < intent.span[1]
                 and m.kind in ("date", "datetime", "time", "place", "name", "person", "id") and isinstance(m.value, (str, int, float))}
        for call in reversed(calls):
            said = [v for v in (call.args or {}).values() if isinstance(v, str) and len(v) > 2 and not v.isdigit()]
            if said and all(v.lower() in clause or v.lower()[:10] in typed for v in said):
                return call
        return calls[-1]

    # -- one intent ---------------------------------------------------------------------------

    def plan(self, intent: Intent) -> Intent:
        if intent.profile.act and self._made_already(intent):
            return intent
        profile = intent.profile  # (maybe the tool that changes what the previous turn made)
        if profile.act and intent.clause.condition:
            waiting = self._check_condition(intent)
            if waiting is not None:
                return waiting
        filled = self._filled(intent)
        fixed_before = dict(intent.fixed)
        picking = self.whichever(intent, filled) if profile.act else None
        if picking is not None:
            return picking  # "register whichever one's cheapest and still free": the lookup first, or nothing fits
        if intent.fixed != fixed_before:
            filled = self._filled(intent)  # the lookup picked the value: filled again with it
        if intent.feeders and not all(self.ran(feeder.name) for feeder in intent.feeders) and self._needs_facts(profile, filled):
            for feeder in intent.feeders:
                if not self.ran(feeder.name):
                    feed = fill(feeder, self.context(intent, outputs=self.outputs(exclude=feeder.name)))
                    if not feed.missing:
                        intent.wants.append(Want(feeder, feed.args, f"first {feeder.name}: {profile.name} sends what it returns", feed))
            if intent.wants:
                intent.waiting_for = [feeder.name for feeder in intent.feeders]
                return intent
        essential = [p for p in filled.missing if slot_of(p).kind == "id"] or filled.missing
        unsaid = self._only_the_user_says(intent, filled) if essential and essential is not filled.missing else []
        if unsaid:
            # "pay jac back for the pizza": how much is the user's to say, and no lookup says it —
            # asked before looking anything up (the payee's lookup can wait for the answer)
            intent.ask = "missing:" + ",".join(p.name for p in unsaid)
            self.notes.append(f"{profile.name}: not called — the user did not give {', '.join(p.name for p in unsaid)}, "
                              "which only they can say: asking before looking anything up")
            return intent
        if essential and self.each_the_instructions_list(intent, filled.missing):
            return intent  # "check both the flights I'm tracking": one call per flight the instructions list
        if essential:
            return self.resolve_missing(intent, filled, essential)
        unset = self._nothing_to_set(profile, filled)
        if unset:
            intent.ask = "missing:" + ",".join(p.name for p in unset)
            self.notes.append(f"{profile.name}: not called — setting it needs a value and the user gave none ({', '.join(p.name for p in unset)}): asking")
            return intent
        deferred = self.deferred_id(intent, filled) or self.named_optional_id(intent, filled)
        if deferred is not None:
            return deferred
        for args, fixed in self.fan_out(intent, filled):
            intent.wants.append(Want(profile, args, f"{profile.name} for '{intent.clause.text[:60]}' ({intent.authorized}); {filled.why()}", filled, fixed))
        return intent

    def _only_the_user_says(self, intent: Intent, filled: Filled) -> list[Param]:
        """The missing values of an action that only the user can give — an amount — when none of
        the offered lookups returns them and the message does not point at a record that says
        them ("what she's owed")."""
        if not intent.profile.act:
            return []
        unsaid = [p for p in filled.missing if p.essential and slot_of(p).kind in _USERS_TO_SAY]
        if not unsaid or any(self._owed_lookup(intent, p) is not None for p in unsaid):
            return []
        from labkit.sim.engine import sources

        content = frozenset(intent.clause.content)
        return [] if any(sources.producers(p, self.toolbox, intent.profile, content) for p in unsaid) else unsaid

    def _filled(self, intent: Intent) -> Filled:
        """The intent's arguments from this conversation, with what the plan has fixed so far."""
        profile = intent.profile
        filled = fill(profile, self.context(intent, outputs=self.outputs_for(intent), focus=intent.focus, base=intent.base,
                                            facts=self.facts_for(intent), acting=profile.act, fixed=dict(intent.fixed)))
        if profile.act:
            self._evening_as_listed(filled)
        return filled

    def _evening_as_listed(self, filled: Filled) -> None:
        """"grab the 7:30 then" after a list of free times with 19:30 and no 07:30: the evening one
        (a clock time said without am/pm is the one that was offered)."""
        previous = self.reading.previous
        if previous is None:
            return
        listed: set[str] | None = None
        for name, value in list(filled.args.items()):
            said = re.fullmatch(r"(.*?)(0[7-9]|1[01]):(\d{2})((?::\d{2})?(?:Z|[+-]\d{2}:\d{2})?)", value) if isinstance(value, str) and filled.sources.get(name, "").startswith("the text:") else None
            if said is None or (said.group(1) and not re.fullmatch(r"\d{4}-\d{2}-\d{2}[T ]", said.group(1))):
                continue
            hour, minute = int(said.group(2)), said.group(3)
            if re.search(rf"\b{hour}(?:[:.]{minute})?\s*(?:am|a\.m\.|in the morning)|\bmorning\b", self.reading.text, re.I):
                continue  # "7:30am", "tomorrow morning at 7:30": the morning, said
            if listed is None:
                listed = {t for call in previous.work() if call.output is not None and not call.output.is_error for t in _clock_times(call.output.value)}
            if f"{hour + 12}:{minute}" in listed and f"{hour:02d}:{minute}" not in listed:
                filled.args[name] = f"{said.group(1)}{hour + 12}:{minute}{said.group(4)}"
                filled.sources[name] += f" ({hour + 12}:{minute}, the evening time listed before)"

    def _made_already(self, intent: Intent) -> bool:
        """"…can you add a child seat" right after `create_reservation` made RES-30648: the thing
        is made, and making it again would make a second one. The change goes to the tool that
        changes what was made (its id fixed), or, with none, nothing is made and the user is told.
        True when the intent is settled here (blocked); False to plan it (maybe with another tool)."""
        from labkit.sim.engine import lexicon
        from labkit.sim.engine.outputs import id_of
        from labkit.sim.engine.request import is_acquiring

        profile = intent.profile
        if len(self.reading.turns) < 2 or not is_acquiring(profile.verb or "") or _AGAIN.search(intent.clause.text) or ONE_MORE.match(self.reading.text) \
                or not any(lexicon.same_action(profile.verb or "", v) for v in _MAKES):
            return False
        made = [call.output for call in self.reading.turns[-2].work() if call.name == profile.name and call.output is not None
                and not call.output.is_error and isinstance(call.output.value, dict)]
        ident = id_of(made[-1].value) if made else None
        if ident is None:
            return False
        key, value = ident
        named = {stem(w) for w in key.replace("-", "_").lower().split("_")} - {"id", "ref", "number", "no", "code"}
        if named and not named & (profile.objects | _RECEIPTS):
            return False  # `scale_service` and its `project_id`: the project was there before; nothing was made
        for other in self.toolbox.work:
            taking = next((p for p in other.params if p.name == key or stem(p.name.replace("_", " ").split()[-1]) == stem(key.split("_")[0])
                           and p.name.lower().endswith(("id", "ref", "number"))), None) if other.act and other is not profile else None
            if taking is not None and any(lexicon.same_action(other.verb or "", v) for v in _CHANGES) and not any(
                    lexicon.same_action(other.verb or "", v) for v in ("cancel", "delet", "remov")):
                self.notes.append(f"{profile.name}: made {value} in the previous turn; '{intent.clause.text[:50]}' changes it with {other.name}, it does not make another")
                intent.profile, intent.fixed = other, {**intent.fixed, taking.name: value}
                intent.base = None
                return False
        if self.corrects or _ALSO.match(intent.clause.text):
            # "actually make that 10 minutes" (nothing else changes it: made again with the new
            # value), "also put me down for plasma a fortnight after that" (another one, asked for)
            self.notes.append(f"{profile.name}: made {value} in the previous turn; '{intent.clause.text[:50]}' "
                              + ("corrects it" if self.corrects else "asks for another as well"))
            return False
        intent.blocked = f"{key.replace('_', ' ')} {value} is already made, and I did not make a second one"
        self.notes.append(f"{profile.name}: not called again — {value} was made in the previous turn and the user did not ask for another")
        return True

    @staticmethod
    def _nothing_to_set(profile: ToolProfile, filled: Filled, focus: dict[str, Any] | None = None) -> list[Param]:
        """"Set a sleep timer": a setter whose every value would be a null or a guess sets nothing
        the user chose — the values it could take, to ask for (empty: go on)."""
        from labkit.sim.engine import lexicon

        if not profile.act or not profile.params or not any(lexicon.same_action(profile.verb or "", v) for v in ("set", "chang", "adjust", "updat", "modifi", "configur", "edit")):
            return []
        settings = [p for p in profile.params if slot_of(p).kind != "id"] or profile.params
        named = {p.name for p in settings}  # (the record's id says which one, not what to set: "update SH-2610 with nothing")
        kept = _fields(focus)
        given = [name for name, source in filled.sources.items()
                 if name in named and not source.startswith(("null", "omit", "false:", "true:", "the first value", "a sensible default", "the schema's default",
                                                             "the description's default", "an empty list", "an object with defaults", "one ("))
                 and not _holds_nothing(filled.args.get(name), kept, name) and not source.endswith("field of the item this call is about")]
        # (a setting copied from the record as it is, or an object of nulls — "leave unchanged" —, sets nothing either)
        if given:
            return []
        return [p for p in settings if slot_of(p).kind not in ("boolean",)][:2] or settings[:1]

    def _check_condition(self, intent: Intent) -> Intent | None:
        """"…if the checks pass": look it up first, then act only if it holds (None: go on)."""
        from labkit.sim.engine.conditions import evaluate
        from labkit.sim.engine.matching import MIN_SCORE, score
        from labkit.sim.engine.request import _classify
        from labkit.sim.engine.terms import query_terms
        from labkit.sim.engine.words import tokens

        condition = intent.clause.condition or ""
        profile = intent.profile
        if (profile.verb or "") in _SETS_UP and _WATCHES.search(f"{profile.name.replace('_', ' ')} {(profile.tool.description or '')[:300]}"):
            self.notes.append(f"{profile.name} watches for a condition: '{condition.strip()}' is what it waits for, not a reason to wait")
            return None  # "ping me if it goes above 195" asks for the alert itself
        if _USER_SAYS.search(condition):
            intent.blocked = f"you asked me to wait until {condition.strip()}, so I did not {verb_word(profile) or 'do it'} yet"
            self.notes.append(f"{profile.name}: not called — it waits for the user ({condition!r})")
            return intent
        checkers = []
        pseudo = _classify(condition, tokens(condition), 0, len(condition))
        terms = query_terms(pseudo, self.evidence)
        compared = {stem(w) for w in words(condition) if w not in STOPWORDS and not any(ch.isdigit() for ch in w)} if _A_NUMBER.search(condition) else set()
        for tool in self.toolbox.work:
            if tool.act:
                continue
            related = score(tool, terms).score + (2.0 if tool.objects & profile.objects else 0.0)
            if _ABOUT_ROOM.search(condition) and _is_free_times(tool):
                related += 3.0  # "if Hannah's free then": the lookup of free times checks it
            if any(tool.weight(w) > 0 for w in compared):
                related += 1.5  # "if her rating's over 4.5" and a tool that says it gives a rating
            if related >= MIN_SCORE:
                checkers.append((related, tool.index, tool))
        checkers.sort(key=lambda t: (-t[0], t[1]))
        if not checkers:
            intent.blocked = f"I could not check that {condition}, so I did not {verb_word(profile) or 'do it'}"
            return intent
        checker = checkers[0][2]
        calls = self.ran(checker.name)
        room = bool(_ABOUT_ROOM.search(condition)) and _is_free_times(checker)
        if not calls:
            if room:
                first = self._record_first(intent)
                if first is not None:
                    return first  # "move Amara's maths on Tuesday to Wednesday if Hannah's free": find the session, then check
            hint = self._free_times_hint(intent, checker) if room else {}  # the session found: its tutor, the day it moves to
            feed = fill(checker, self.context(intent, outputs=self.outputs(exclude=checker.name), fixed=hint))
            if feed.missing:
                intent.blocked = f"I could not check that {condition}"
                return intent
            intent.wants.append(Want(checker, feed.args, f"first {checker.name}: {profile.name} only if {condition}", feed))
            intent.waiting_for.append(checker.name)
            others = ", ".join(f"{t.name} {v:.1f}" for v, _, t in checkers[1:3])
            self.notes.append(f"{profile.name} is asked for only if {condition}: checking with {checker.name} first (score {checkers[0][0]:.1f}"
                              + (f"; then {others})" if others else ")"))
            return intent
        verdict = self._free_at_the_time(intent, calls[-1]) if room else None
        verdict = verdict or evaluate(condition, [c.output for c in calls if c.output is not None])
        if verdict.holds:
            self.notes.append(f"the condition holds ({verdict.because}): going on with {profile.name}")
            intent.verdict = verdict.because
            return None
        if verdict.holds is None:
            intent.blocked = f"I could not confirm that {condition} ({verdict.because}), so I did not {verb_word(profile) or 'go on'}"
        else:
            intent.blocked = f"the condition is not met ({verdict.because}), so I did not {verb_word(profile) or 'go on'}"
        self.notes.append(f"{profile.name}: not called — {intent.blocked}")
        return intent

    def _free_times_hint(self, intent: Intent, checker: ToolProfile) -> dict[str, Any]:
        """What a lookup of free times checks for an action on a record: the new day the clause
        says, and the record's own values for the lookup's ids (the session's tutor)."""
        hint: dict[str, Any] = {}
        day = self._new_day(intent, intent.focus)
        for param in checker.params:
            if slot_of(param).kind == "date" and day is not None:
                hint[param.name] = day
            elif intent.focus and param.name in intent.focus and slot_of(param).kind == "id":
                hint[param.name] = intent.focus[param.name]
        return hint

    def _record_first(self, intent: Intent) -> Intent | None:
        """The lookup that finds the record an action is about, called before a condition is
        checked (never the action itself: only the reads of the plan are kept)."""
        filled = fill(intent.profile, self.context(intent, outputs=self.outputs(exclude=intent.profile.name), base=intent.base, acting=True, fixed=dict(intent.fixed)))
        ids = [p for p in filled.missing if slot_of(p).kind == "id"]
        if not ids:
            return None
        trial = self.resolve_missing(intent, filled, ids)
        reads = [want for want in trial.wants if not want.profile.act]
        trial.wants, trial.ask = reads, None if reads else trial.ask
        if not reads:
            trial.blocked = None  # (the record is found: the condition is checked next, the action waits for it)
        return trial if reads else None

    def _free_at_the_time(self, intent: Intent, call: Call) -> Any:
        """Is the action's new time among the free times the lookup listed? (None: cannot say)"""
        from labkit.sim.engine.conditions import Verdict

        if intent.focus is None and self._record_first(intent) is not None:
            return None  # (the record is not found yet)
        filled = fill(intent.profile, self.context(intent, outputs=self.outputs(exclude=intent.profile.name), focus=intent.focus,
                                                   base=intent.base, acting=True, fixed=dict(intent.fixed)))
        moment = next((str(v) for k, v in filled.args.items() if slot_of(intent.profile.param(k)).kind in ("datetime", "time") and v), None)
        clock = re.search(r"(\d{2}:\d{2})", moment or "")
        if clock is None or call.output is None or call.output.is_error:
            return None
        listed = _clock_times(call.output.value)
        if clock.group(1) in listed:
            return Verdict(True, f"{clock.group(1)} is among the free times {call.name} lists")
        return Verdict(False, f"{clock.group(1)} is not among the free times {call.name} lists ({', '.join(sorted(listed)) or 'none'})")

    def facts_for(self, intent: Intent) -> str:
        """This turn's facts, for an action that sends them on ("send Bob the forecast")."""
        return self.facts if intent.feeders else ""

    @staticmethod
    def _needs_facts(profile: ToolProfile, filled: Filled) -> bool:
        content = [p for p in profile.params if slot_of(p).kind in ("content", "query", "text")]
        return bool(content) and all("what the user asked to say" not in filled.sources.get(p.name, "") for p in content)


def _clock_times(value: Any) -> set[str]:
    """Every "HH:MM" an output holds, alone or in a date-time ("09:30", "2026-12-12T19:30")."""
    from labkit.sim.engine.outputs import walk

    return {m.group(1) for _path, v in walk(value) if isinstance(v, str) and (m := re.search(r"(?:^|[T ])(\d{2}:\d{2})", v))}


#: A condition only the user can meet: "if I tell you to", "once I confirm", "when I say so".
#: Tools that act on a condition themselves (an alert, a watch, a notification rule): the
#: request's "if"/"when" is their trigger.
_WATCHES = re.compile(r"\b(?:alerts?|watch(?:es|list)?|monitors?|triggers?|notification rules?|price drop)\b", re.I)
#: The verbs of a tool that sets such a watch up (`create_rate_alert`, `add_price_watch`), not of one
#: that notifies now (`alert_oncall`, `send_notification`: those wait for the condition).
_SETS_UP = frozenset(stem(w) for w in "create set add make schedule start watch subscribe register open new".split())
_A_NUMBER = re.compile(r"\d")
#: A condition about room or availability: "if she's free", "if there's space", "if it's available".
_ABOUT_ROOM = re.compile(r"\b(?:free|available|availability|space|room|spaces|seats? left|places? left|open)\b", re.I)
_USER_SAYS = re.compile(r"\b(?:i|we)\s+(?:\w+\s+)?(?:tell|say|confirm|ask|decide|give the word|let you know|approve|ok|okay)\b", re.I)


def _same_call(made: dict[str, Any], wanted: dict[str, Any], profile: ToolProfile) -> bool:
    """A call already made counts as the wanted one when every value the plan cares about (the
    non-null ones) is the same."""
    for key, value in wanted.items():
        if value in (None, "", [], {}):
            continue
        if str(made.get(key, "")).strip().lower() != str(value).strip().lower() and json_dumps(made.get(key)) != json_dumps(value):
            return False
    return True


_ABOUT_ME = re.compile(r"\b(?:my (?:e-?mail|email address|phone|number|mobile|name)\s+(?:is|'s)|i'm|i am|my name's|this is)\b", re.I)
