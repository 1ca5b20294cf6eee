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

from labkit.sim.engine import chain, lexicon
from labkit.sim.engine.compose import item_id_param
from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.fill import Context, Filled, fill
from labkit.sim.engine.outputs import Output, id_of, list_in
from labkit.sim.engine.reading import Call, Reading
from labkit.sim.engine.request import Clause
from labkit.sim.engine.schema import Param, valid
from labkit.sim.engine.slots import slot_of
from labkit.sim.engine.tools import Toolbox, ToolProfile
from labkit.sim.engine.words import STOPWORDS, canonical, json_dumps, stem, words

#: Slots whose several values in one clause mean several calls ("weather in Berlin and Hamburg").
FANOUT_SLOTS = ("place", "person", "id", "country", "email", "slug", "url", "thing", "date", "language", "currency")


@dataclass
class Want:
    """A call the plan wants: the tool, its arguments, and why. `fixed` holds the values that make
    it this call and not another of the same tool (a fan-out value, the item it is about)."""

    profile: ToolProfile
    args: dict[str, Any]
    why: str
    filled: Filled | None = None
    fixed: dict[str, Any] = field(default_factory=dict)

    @property
    def key(self) -> tuple[str, str]:
        return (self.profile.name, canonical(self.args))


@dataclass
class Intent:
    """One thing asked for with one tool, and what the planner found it needs."""

    clause: Clause
    profile: ToolProfile
    span: tuple[int, int]
    authorized: str
    base: dict[str, Any] | None = None
    feeders: list[ToolProfile] = field(default_factory=list)
    wants: list[Want] = field(default_factory=list)
    ask: str | None = None
    fixed: dict[str, Any] = field(default_factory=dict)  # values chosen from an earlier list
    blocked: str | None = None
    waiting_for: list[str] = field(default_factory=list)
    options: list[dict[str, Any]] = field(default_factory=list)
    asked_of: ToolProfile | None = None  # the tool whose values `ask` names, when not this one's (a producer's date)


#: Words of a lookup that returns a whole record ("Full details of a listing").
_DETAIL_WORDS = frozenset(stem(w) for w in "detail details full info information everything profile record".split())


@dataclass
class Planner:
    """Plans the calls of one request (see the module docstring)."""

    reading: Reading
    toolbox: Toolbox
    evidence: Evidence
    notes: list[str]
    choice_span: tuple[int, int] | None = None
    _remembered: Any = None
    _history: tuple[Evidence, ...] | None = None
    pool: list[dict[str, Any]] = field(default_factory=list)
    facts: str = ""
    max_fanout: int = 10
    siblings: set[str] = field(default_factory=set)
    earlier_outputs: list[Output] = field(default_factory=list)
    refers: bool = False
    previous_evidence: Evidence | None = None
    instructions: Evidence | None = None

    situation: str = ""

    def context(self, intent: Intent, **options: Any) -> Context:
        """The filling context of one intent: this message, its clause, today, the instructions,
        and what the user describes around the request."""
        earlier = self.previous_evidence if self.refers else None
        return Context(self.evidence, intent.span, self.reading.today, instructions=self.instructions, situation=self.situation,
                       id_objects=self.toolbox.id_objects, earlier=earlier, remembered=self.remembered,
                       history=self.history if self.refers else (), verbs=tuple(intent.clause.verbs), **options)

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

    def ran(self, name: str) -> list[Call]:
        return [call for call in self.reading.current.work() if call.name == name and call.output is not None]

    # -- one intent ---------------------------------------------------------------------------

    def plan(self, intent: Intent) -> Intent:
        profile = intent.profile
        if profile.act and intent.clause.condition:
            waiting = self._check_condition(intent)
            if waiting is not None:
                return waiting
        context = self.context(intent, outputs=self.outputs(exclude=profile.name),
                          base=intent.base, facts=self._facts_for(intent), acting=profile.act, fixed=dict(intent.fixed))
        filled = fill(profile, context)
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
        if essential:
            return self._resolve_missing(intent, filled, essential)
        unset = self._nothing_to_set(profile, filled)
        if unset:
            intent.ask = "missing:" + ",".join(p.name for p in unset)
            self.notes.append(f"{profile.name}: not called — setting it needs a value and the user gave none ({', '.join(p.name for p in unset)}): asking")
            return intent
        deferred = self._deferred_id(intent, filled)
        if deferred is not None:
            return deferred
        for args, fixed in self._fan_out(intent, filled):
            intent.wants.append(Want(profile, args, f"{profile.name} for '{intent.clause.text[:60]}' ({intent.authorized}); {filled.why()}", filled, fixed))
        return intent

    @staticmethod
    def _nothing_to_set(profile: ToolProfile, filled: Filled) -> list[Param]:
        """"Set a sleep timer": a setter whose every value would be a null or a guess sets nothing
        the user chose — the values it could take, to ask for (empty: go on)."""
        from labkit.sim.engine import lexicon

        if not profile.act or not profile.params or not any(lexicon.same_action(profile.verb or "", v) for v in ("set", "chang", "adjust", "updat", "modifi", "configur", "edit")):
            return []
        given = [name for name, source in filled.sources.items()
                 if not source.startswith(("null", "omit", "false:", "true:", "the first value", "a sensible default", "the schema's default", "the description's default", "an empty list", "an object with defaults", "one ("))]
        if given:
            return []
        return [p for p in profile.params if slot_of(p).kind not in ("boolean",)][:2] or profile.params[:1]

    def _check_condition(self, intent: Intent) -> Intent | None:
        """"…if the checks pass": look it up first, then act only if it holds (None: go on)."""
        from labkit.sim.engine.conditions import evaluate
        from labkit.sim.engine.matching import MIN_SCORE, score
        from labkit.sim.engine.request import _classify
        from labkit.sim.engine.terms import query_terms
        from labkit.sim.engine.words import tokens

        condition = intent.clause.condition or ""
        profile = intent.profile
        if _USER_SAYS.search(condition):
            intent.blocked = f"you asked me to wait until {condition.strip()}, so I did not {profile.verb or 'do it'} yet"
            self.notes.append(f"{profile.name}: not called — it waits for the user ({condition!r})")
            return intent
        checkers = []
        pseudo = _classify(condition, tokens(condition), 0, len(condition))
        terms = query_terms(pseudo, self.evidence)
        for tool in self.toolbox.work:
            if tool.act:
                continue
            related = score(tool, terms).score + (2.0 if tool.objects & profile.objects else 0.0)
            if related >= MIN_SCORE:
                checkers.append((related, tool.index, tool))
        checkers.sort(key=lambda t: (-t[0], t[1]))
        if not checkers:
            intent.blocked = f"I could not check that {condition}, so I did not {profile.verb or 'do it'}"
            return intent
        checker = checkers[0][2]
        calls = self.ran(checker.name)
        if not calls:
            feed = fill(checker, self.context(intent, outputs=self.outputs(exclude=checker.name)))
            if feed.missing:
                intent.blocked = f"I could not check that {condition}"
                return intent
            intent.wants.append(Want(checker, feed.args, f"first {checker.name}: {profile.name} only if {condition}", feed))
            intent.waiting_for.append(checker.name)
            self.notes.append(f"{profile.name} is asked for only if {condition}: checking with {checker.name} first")
            return intent
        verdict = evaluate(condition, [c.output for c in calls if c.output is not None])
        if verdict.holds:
            self.notes.append(f"the condition holds ({verdict.because}): going on with {profile.name}")
            return None
        if verdict.holds is None:
            intent.blocked = f"I could not confirm that {condition} ({verdict.because}), so I did not {profile.verb or 'go on'}"
        else:
            intent.blocked = f"the condition is not met ({verdict.because}), so I did not {profile.verb or 'go on'}"
        self.notes.append(f"{profile.name}: not called — {intent.blocked}")
        return intent

    def _facts_for(self, intent: Intent) -> str:
        """This turn's facts, for an action that sends them on ("send Bob the forecast")."""
        return self.facts if intent.feeders else ""

    @staticmethod
    def _needs_facts(profile: ToolProfile, filled: Filled) -> bool:
        content = [p for p in profile.params if slot_of(p).kind in ("content", "query", "text")]
        return bool(content) and all("what the user asked to say" not in filled.sources.get(p.name, "") for p in content)

    def _resolve_missing(self, intent: Intent, filled: Filled, missing: list[Param]) -> Intent:
        """A required value is not in the conversation: look it up with a producer, or ask."""
        profile = intent.profile
        param = missing[0]
        answered = self._bare_answer(param, missing)
        if answered is not None and param.name not in intent.fixed:
            intent.fixed[param.name] = answered
            self.notes.append(f"{profile.name}: {param.name} is '{answered}', the user's answer to the question asked")
            return self.plan(intent)
        if param.name not in intent.fixed:
            picked = self._scalar_choice(intent, param)
            if picked is not None:
                intent.fixed[param.name] = picked[0]
                self.notes.append(f"{profile.name}: {param.name} is {picked[1]} of the values listed before")
                return self.plan(intent)
        span = self.choice_span or intent.span
        lacking = self.pool and all(chain._names_what_it_lacks(r, self.evidence, span, self._tool_words(profile)) for r in self.pool if isinstance(r, dict))
        if self.pool and self.refers and self._pool_supplies(param) and not lacking:
            # ("return the jacket" when none of the orders shown holds a jacket: not one of them)
            chosen = chain.choose(self.pool, self.evidence, span, ignore=self._tool_words(profile))
            if chosen.ambiguous and self.previous_evidence is not None:
                earlier = chain.choose(self.pool, self.previous_evidence, (0, len(self.previous_evidence.text)), ignore=self._tool_words(profile))
                if earlier.elements and not earlier.ambiguous:
                    chosen = chain.Chosen(earlier.elements, earlier.why + " asked for before")
            if chosen.ambiguous and self.reading.previous is not None and self.reading.previous.answer:
                named = chain.named_in(self.pool, self.reading.previous.answer)
                if len(named) == 1:
                    chosen = chain.Chosen(named, "the one the last answer named")  # "The newest is 41, Anglerfish." … "play it"
            if chosen.elements and not chosen.ambiguous:
                return self._with_focus(intent, chosen.elements[:1] if not chain.wants_each(self.evidence.text) else chosen.elements, chosen.why + " (from the previous answer)")
        waiting: tuple[ToolProfile, list[Param]] | None = None  # a producer that first needs a value of its own
        wanted = item_id_param(param) if param.kind == "array" else None  # order lines: the lookup that lists item ids
        said_by_user = not profile.act and slot_of(param).kind in ("date", "datetime", "time")  # a lookup's day is the user's to say
        for producer in [] if said_by_user else chain.producers(wanted or param, self.toolbox, profile, frozenset(intent.clause.content)):
            calls = self.ran(producer.name)
            if calls:
                return self._from_producer(intent, producer, calls[-1], param)
            hint = {**{k: v for k, v in intent.fixed.items() if producer.param(k) is not None}, **self._lookup_hint(producer, intent, param)}
            feed = fill(producer, self.context(intent, outputs=self.outputs(exclude=producer.name), fixed=hint, minimal=True))
            if feed.missing:
                # "add its ingredients": the recipe's lookup needs the recipe's id, which an earlier
                # call of this turn listed (the one the message names)
                known = self._ids_listed_before(feed.missing)
                if known:
                    feed = fill(producer, self.context(intent, outputs=self.outputs(exclude=producer.name),
                                                       fixed={**hint, **known}, minimal=True))
            if feed.missing:
                if waiting is None and not producer.act:
                    waiting = (producer, list(feed.missing))
                continue
            intent.wants.append(Want(producer, feed.args, f"first {producer.name}: {profile.name} needs its {param.name}", feed))
            intent.waiting_for.append(producer.name)
            self.notes.append(f"{profile.name} needs {param.name}, which {producer.name} returns: calling it first, not guessing")
            return intent
        if self.pool:
            chosen = chain.choose(self.pool, self.evidence, self.choice_span or intent.span)
            if chosen.elements and not chosen.ambiguous:
                return self._with_focus(intent, chosen.elements, chosen.why)
        details = self._details_lookup(intent, param)
        if details is not None:
            return details
        names = [p.name for p in filled.missing]
        if waiting is not None and len(names) == 1 and all(p.kind != "array" for p in waiting[1]):
            # "move my check-up": the free slots are found by date, so the question is which day, not which slot id
            asked = [p.name for p in waiting[1]]
            intent.ask, intent.asked_of = "missing:" + ",".join(asked), waiting[0]
            self.notes.append(f"{profile.name}: not called — {names[0]} comes from {waiting[0].name}, which needs {', '.join(asked)}: asking for that")
            return intent
        intent.ask = "missing:" + ",".join(names)
        self.notes.append(f"{profile.name}: not called — the user did not give {', '.join(names)} and no tool returns it: asking")
        return intent

    def _details_lookup(self, intent: Intent, param: Param) -> Intent | None:
        """"Monthly payments on L-4425 with 150k down": the price is a field of the listing the
        request names, so the lookup that takes that id alone reads it first (then
        `_from_producer` takes the value from its record). None when no such lookup fits."""
        if slot_of(param).kind in ("id", "date", "datetime", "time", "person", "email", "phone", "count"):
            return None
        for producer in self.toolbox.work:
            essential = [p for p in producer.params if p.essential]
            if producer.act or producer is intent.profile or len(essential) != 1 or slot_of(essential[0]).kind != "id":
                continue
            told = {stem(w) for w in words(f"{producer.name} {producer.tool.description or ''}"[:300])}
            if not told & _DETAIL_WORDS and not {stem(w) for w in param.words} & told:
                continue  # a budget's lookup does not hold a service's replicas: only a lookup of the whole record
            calls = self.ran(producer.name)
            if calls:
                if calls[-1].output is not None and not calls[-1].output.is_error and isinstance(calls[-1].output.value, dict):
                    from labkit.sim.engine.fill import from_record

                    if from_record(calls[-1].output.value, param, loose=True) is not None:
                        return self._with_focus(intent, [calls[-1].output.value], f"the record {producer.name} returned")
                continue
            feed = fill(producer, self.context(intent, minimal=True))
            source = feed.sources.get(essential[0].name, "")
            if feed.missing or not source.startswith("the text:"):
                continue  # only an id the request itself states
            intent.wants.append(Want(producer, feed.args, f"first {producer.name}: {intent.profile.name} needs {param.name}, "
                                                          f"a field of the {essential[0].name} the request names", feed))
            intent.waiting_for.append(producer.name)
            self.notes.append(f"{intent.profile.name} needs {param.name}; {producer.name} reads the record the request names: calling it first")
            return intent
        return None

    def _bare_answer(self, param: Param, missing: list[Param]) -> str | None:
        """"To book it I need the customer name." … "Sam": a short reply to our question, when one
        text value is still missing, is that value."""
        if self.choice_span is None or len(missing) != 1 or param.kind != "string" or param.enum:
            return None
        if slot_of(param).kind not in ("person", "thing", "title", "text", "place", "query"):
            return None
        reply = self.evidence.text[self.choice_span[0] : self.choice_span[1]].strip(" .!,;:")
        reply = re.sub(r"^(?:it'?s|i'?m|my name is|name'?s|call me|it is|for|under|the)\s+", "", reply, flags=re.I).strip(" .!,;:")
        said = reply.split()
        if not 1 <= len(said) <= 4 or any(w.lower() in STOPWORDS for w in said[:1]) or any(ch.isdigit() for ch in reply):
            return None
        return reply if valid(reply, param.schema, param.root) else None

    def _pool_supplies(self, param: Param) -> bool:
        """Can the records of the previous answer give this value (a field of its name, or an id of
        its kind)? The slots listed before give a slot's id, not a pet's."""
        from labkit.sim.engine.fill import _same_kind_of_id, described_prefixes

        line_id = item_id_param(param) if param.kind == "array" else None
        if line_id is not None:
            return any(isinstance(r, dict) and line_id.name in r for r in self.pool)  # order lines need the items' own ids
        for record in self.pool:
            if not isinstance(record, dict):
                continue
            if param.name in record:
                return True
            if slot_of(param).kind != "id":
                return True  # a name, a date…: the item may still say it
            ident = id_of(record)
            if ident is not None and _same_kind_of_id(param, ident[0]):
                return True
            prefixes = described_prefixes(param)
            if prefixes and any(isinstance(v, str) and v.startswith(prefixes) for v in record.values()):
                return True  # "Catalog id (pod_...)": the record carries one
        return False

    def _ids_listed_before(self, missing: list[Param]) -> dict[str, Any]:
        """Ids an earlier call of this turn listed, for the one record the message names: the
        values a lookup needs before it can feed the call asked for (a chain of three)."""
        found: dict[str, Any] = {}
        for param in missing:
            if slot_of(param).kind != "id":
                return {}
            for call in reversed(self.reading.current.work()):
                items = list_in(call.output.value) if call.ok and call.output is not None else None
                records = [item for item in items or [] if isinstance(item, dict) and param.name in item]
                if not records:
                    continue
                chosen = chain.choose(records, self.evidence, (0, len(self.evidence.text)))
                if not chosen.ambiguous and len(chosen.elements) == 1:
                    found[param.name] = chosen.elements[0][param.name]
                    self.notes.append(f"{param.name} <- {found[param.name]}: {chosen.why} of {call.name}'s list")
                break
            if param.name not in found:
                return {}
        return found

    def _from_values(self, intent: Intent, producer: ToolProfile, values: list[Any], param: Param) -> Intent:
        """A lookup returned plain values (["TKT-1", "TKT-2"]): each of them, the one meant, or ask."""
        from labkit.sim.engine.fill import _checked

        if param.kind == "array" and _checked(param, values) is not None:
            # "add its ingredients to my list": the whole list the lookup returned
            fixed = {**intent.fixed, param.name: _checked(param, values)}
            filled = fill(intent.profile, self.context(intent, outputs=self.outputs(exclude=intent.profile.name), fixed=fixed, acting=intent.profile.act))
            if not filled.missing:
                intent.wants.append(Want(intent.profile, filled.args, f"{intent.profile.name} with the {len(values)} values {producer.name} returned; {filled.why()}",
                                         filled, {param.name: values}))
                return intent
        usable = [v for v in values if _checked(param, v) is not None]
        text = self.evidence.text[intent.span[0] : intent.span[1]]
        picked: list[Any] = []
        if usable and chain.wants_each(self.evidence.text):
            picked, why = usable[: self.max_fanout], "every one (the request says each/all)"
        elif len(usable) == 1:
            picked, why = usable, "the only one"
        elif usable:
            one = chain.choose_scalar(usable, text)
            if one is not None:
                picked, why = [one[0]], one[1]
        if not picked:
            intent.ask = "missing:" + param.name
            self.notes.append(f"{intent.profile.name}: {producer.name} lists {len(values)} values and the request does not say which: asking")
            return intent
        for value in picked:
            fixed = {**intent.fixed, param.name: _checked(param, value)}
            filled = fill(intent.profile, self.context(intent, outputs=self.outputs(exclude=intent.profile.name), fixed=fixed, acting=intent.profile.act))
            if filled.missing:
                continue
            intent.wants.append(Want(intent.profile, filled.args, f"{intent.profile.name} on {why} of {producer.name}'s values; {filled.why()}", filled, {param.name: value}))
        return intent

    def _scalar_choice(self, intent: Intent, param: Param) -> tuple[Any, str] | None:
        """"Book the earliest one" after a list of times: the value of that list the clause means."""
        from labkit.sim.engine.fill import _checked

        for output in [o for o in self.outputs() if not o.is_error] + (self.earlier_outputs if self.refers else []):
            values = list_in(output.value)
            if not values or len(values) > 100 or any(isinstance(v, (dict, list)) for v in values):
                continue
            if not _values_fit(values, param, output):
                continue  # a list of times is not a list of service ids
            if all(_checked(param, v) is not None for v in values):
                picked = chain.choose_scalar(values, self.evidence.text[intent.span[0] : intent.span[1]])
                if picked is not None:
                    return _checked(param, picked[0]), picked[1]
        return None

    def _from_producer(self, intent: Intent, producer: ToolProfile, call: Call, param: Param) -> Intent:
        output = call.output
        assert output is not None
        if output.is_error:
            intent.blocked = f"{producer.name} failed, so {intent.profile.name} could not be called"
            return intent
        from labkit.sim.engine.fill import from_record

        if isinstance(output.value, dict) and from_record(output.value, param, loose=True) is not None:
            # one record that has the value ("the meeting's location"), whatever lists it also holds
            return self._with_focus(intent, [output.value], f"the record {producer.name} returned")
        items = list_in(output.value)
        if items is None:
            record = output.value if isinstance(output.value, dict) else None
            inner = [v for v in record.values() if isinstance(v, dict)] if record is not None else []
            if record is not None and len(inner) == 1 and from_record(inner[0], param, loose=True) is not None:
                record = inner[0]  # {"active_ride": {"ride_id": …}}: the record is the one inside
            if record is None:
                intent.blocked = f"{producer.name} returned nothing {intent.profile.name} can use"
                return intent
            return self._with_focus(intent, [record], f"the record {producer.name} returned")
        if not items:
            intent.blocked = f"{producer.name} found nothing, so there is nothing to {intent.profile.verb or 'use'}"
            return intent
        if not any(isinstance(item, dict) for item in items):
            return self._from_values(intent, producer, items, param)
        if param.kind == "array" and item_id_param(param) is not None:
            # "add 2 oat milks and a dozen eggs": a line per thing named, each its own product
            lines = fill(intent.profile, self.context(intent, outputs=[output] + self.outputs(exclude=intent.profile.name), fixed=intent.fixed,
                                                      acting=intent.profile.act))
            if param.name in lines.args and not lines.missing:
                intent.wants.append(Want(intent.profile, lines.args, f"{intent.profile.name} with the items {producer.name} listed; {lines.why()}", lines))
                return intent
        chosen = chain.choose(items, self.evidence, self.choice_span or intent.span, ignore=self._tool_words(intent.profile, producer),
                              kind=frozenset(intent.profile.objects))
        if chosen.ambiguous:
            # "find the cheapest meeting room … and book it": the choice was said where the search was asked;
            # "book me a beard trim" … "Sam": or in the request the answers complete
            whole = chain.choose(items, self.evidence, (0, len(self.evidence.text)) if not self.choice_span else intent.span,
                                 ignore=self._tool_words(intent.profile, producer))
            if not whole.ambiguous and len(whole.elements) == 1:
                chosen = whole
        if chosen.ambiguous:
            intent.options = [item for item in items if isinstance(item, dict)][:6]
            intent.ask = "which"
            self.notes.append(f"{intent.profile.name}: {chosen.why} among {producer.name}'s results: asking which one")
            return intent
        return self._with_focus(intent, chosen.elements[: self.max_fanout], chosen.why)

    @staticmethod
    def _tool_words(*profiles: ToolProfile) -> set[str]:
        """Words that name the tools themselves (not which element is meant)."""
        from labkit.sim.engine.words import stem

        return {stem(w) for p in profiles for w in p.name_words} | {stem(w) for p in profiles for q in p.params for w in q.words}

    def _with_focus(self, intent: Intent, elements: list[dict[str, Any]], why: str) -> Intent:
        profile = intent.profile
        gathered = self._one_call_for_all(intent, elements)
        if gathered is not None:
            intent.fixed[gathered[0]] = gathered[1]  # "renew everything": one call with every loan id, not one call per loan
            self.notes.append(f"{profile.name}: {gathered[0]} takes all {len(elements)} of {why} in one call")
            elements = elements[:1]
        for element in elements:
            filled = fill(profile, self.context(intent, outputs=self.outputs(exclude=profile.name), fixed=dict(intent.fixed),
                                            focus=element, base=intent.base, facts=self._facts_for(intent), acting=profile.act))
            fixed = {k: v for k, v in filled.args.items() if "field of the item" in filled.sources.get(k, "")}
            if filled.missing:
                if len(elements) == 1 and fixed and not set(fixed) <= set(intent.fixed):
                    # the item gives some values (the pet's id); another tool may give the rest (a slot's id)
                    intent.fixed.update(fixed)
                    self.notes.append(f"{profile.name}: {', '.join(fixed)} from {why}; {', '.join(p.name for p in filled.missing)} still to find")
                    return self._resolve_missing(intent, filled, filled.missing)
                intent.ask = "missing:" + ",".join(p.name for p in filled.missing)
                return intent
            intent.wants.append(Want(profile, filled.args, f"{profile.name} on {why}; {filled.why()}", filled, fixed))
        return intent

    def _one_call_for_all(self, intent: Intent, elements: list[dict[str, Any]]) -> tuple[str, list[Any]] | None:
        """An array of ids the tool takes for several items at once (`loan_ids`): the ids of all of
        them (None when the tool takes one item per call)."""
        from labkit.sim.engine.fill import _same_kind_of_id

        if len(elements) < 2:
            return None
        for param in intent.profile.params:
            if param.kind != "array" or param.name in intent.fixed:
                continue
            ids = []
            for element in elements:
                ident = id_of(element) if isinstance(element, dict) else None
                if ident is None or not _same_kind_of_id(param, ident[0]):
                    return None
                ids.append(ident[1])
            if valid(ids, param.schema, param.root):
                return param.name, ids
        return None

    def _deferred_id(self, intent: Intent, filled: Filled) -> Intent | None:
        """A nullable id the request will learn from another of its tools ("find similar
        incidents … and open a ticket" links the ticket to what the search finds): wait for it."""
        profile = intent.profile
        for param in profile.params:
            if slot_of(param).kind != "id" or filled.args.get(param.name) is not None or not param.nullable:
                continue
            for producer in chain.producers(param, self.toolbox, profile):
                if producer.name not in self.siblings:
                    continue
                calls = self.ran(producer.name)
                if not calls:
                    intent.waiting_for.append(producer.name)
                    self.notes.append(f"{profile.name} waits for {producer.name}: its {param.name} comes from there")
                    return intent
                output = calls[-1].output
                items = list_in(output.value) if output is not None and not output.is_error else None
                if items:
                    chosen = chain.choose(items, self.evidence, intent.span)
                    pick = chosen.elements[:1] if not chosen.ambiguous else [items[0]]
                    ident = id_of(pick[0]) if pick and isinstance(pick[0], dict) else None
                    if ident is not None:
                        why = chosen.why if not chosen.ambiguous else "the best match (listed first)"
                        self.notes.append(f"{profile.name}: {param.name} <- {ident[1]}, {why} of {producer.name}")
                        filled = fill(profile, self.context(intent, outputs=self.outputs(exclude=profile.name), fixed={param.name: ident[1]},
                                                            base=intent.base, facts=self._facts_for(intent), acting=profile.act))
                        if filled.missing:
                            return self._resolve_missing(intent, filled, filled.missing)
                        intent.wants.append(Want(profile, filled.args, f"{profile.name} linked to {ident[1]}; {filled.why()}", filled, {param.name: ident[1]}))
                        return intent
        return None

    def _fan_out(self, intent: Intent, filled: Filled) -> list[tuple[dict[str, Any], dict[str, Any]]]:
        """One argument set, or one per value when the clause names several for one parameter."""
        from labkit.sim.engine import candidates

        profile = intent.profile
        clause_mentions = [m for m in self.evidence.mentions if intent.span[0] <= m.start < intent.span[1]]
        for param in profile.params:
            slot = slot_of(param)
            if slot.kind not in FANOUT_SLOTS or param.kind == "array" or param.name not in filled.args:
                continue
            found = candidates.from_text(slot, param, self.evidence, intent.span, set())
            values: list[Any] = []
            own_kind = {"place": ("place",), "person": ("person", "email"), "id": ("id",), "country": ("country",), "email": ("email",),
                        "slug": ("slug",), "url": ("url",), "thing": ("name", "quoted"), "date": ("date",), "language": ("language",),
                        "currency": ("currency",)}[slot.kind]
            for candidate in found:
                mention = candidate.mention
                if mention is None or mention not in clause_mentions or candidate.score < 3.0 or mention.kind not in own_kind:
                    continue
                if candidate.value not in values:
                    values.append(candidate.value)
            if len(values) >= 2 and _coordinated(self.evidence, [m for m in clause_mentions if any(m.value == v or m.text == v for v in values)]):
                self.notes.append(f"{profile.name}: one call per {param.name} ({', '.join(map(str, values))})")
                out = []
                for value in values[: self.max_fanout]:
                    refilled = fill(profile, self.context(intent, outputs=self.outputs(exclude=profile.name),
                                                     fixed={param.name: value}, base=intent.base, facts=self._facts_for(intent), acting=profile.act))
                    if not refilled.missing:
                        out.append((refilled.args, {param.name: value}))
                if out:
                    return out
        enum_fan = self._enum_fan_out(intent, filled)
        if enum_fan:
            return enum_fan
        return [(filled.args, {})]

    def _enum_fan_out(self, intent: Intent, filled: Filled) -> list[tuple[dict[str, Any], dict[str, Any]]]:
        """"Lock the front and back doors": two values of one enum parameter, two calls."""
        from labkit.sim.engine.choices import match_enum_at

        profile = intent.profile
        for param in profile.params:
            if not param.enum or param.kind == "array" or param.name not in filled.args:
                continue
            named = []
            positions = []
            for value in param.enum:
                single = type(param)(**{**param.__dict__, "enum": [value]})
                found = match_enum_at(single, self.evidence, intent.span)
                if found is not None and found[1].endswith("names it") and value not in named and intent.span[0] <= found[2] < intent.span[1]:
                    named.append(value)
                    positions.append(found[2])
            if len(named) >= 2:
                order = sorted(zip(positions, named))
                text = self.evidence.text.lower()
                joined = all(
                    " ".join(text[a_pos:b_pos].split()[1:]).strip(", ") in ("and", "or", "&", "", "and the", "or the", ", and")
                    or len(text[a_pos:b_pos].split()) <= 3 and (" and " in text[a_pos:b_pos] or "," in text[a_pos:b_pos])
                    for (a_pos, _a), (b_pos, _b) in zip(order, order[1:])
                )
                if joined:
                    self.notes.append(f"{profile.name}: one call per {param.name} ({', '.join(map(str, named))})")
                    out = []
                    for value in named[: self.max_fanout]:
                        refilled = fill(profile, self.context(intent, outputs=self.outputs(exclude=profile.name),
                                                         fixed={param.name: value}, base=intent.base, facts=self._facts_for(intent), acting=profile.act))
                        if not refilled.missing:
                            out.append((refilled.args, {param.name: value}))
                    return out
        return []

    def _lookup_hint(self, producer: ToolProfile, intent: Intent, param: Param) -> dict[str, Any]:
        """What a lookup made for a missing value should search for: the name or thing the clause
        mentions ("Priya" for an email address, "dentist" for an event id)."""
        from labkit.sim.engine.phrases import content_words
        from labkit.sim.engine.words import stem

        query = next((p for p in producer.params if slot_of(p).kind == "query" or slot_of(p).kind == "text" and p.essential
                      or (slot_of(p).kind == "person" and slot_of(param).kind in ("email", "phone", "person", "array"))), None)
        place_query = None
        if query is None and slot_of(param).kind == "id":
            # "pickup times at kings road": a store's id, found by the place the user names
            place_query = next((p for p in producer.params if p.essential and slot_of(p).kind == "place"), None)
            query = place_query
        if query is None:
            return {}
        kinds = ("place", "name", "quoted") if place_query is not None else ("person", "name", "quoted", "place", "email", "id")
        if slot_of(param).kind == "id" and not _identifies_people(param, producer):
            kinds = tuple(k for k in kinds if k not in ("person", "email"))  # "hold it for Maya": Maya is not the book
        named = [m for m in self.evidence.mentions if intent.span[0] <= m.start < intent.span[1] and m.kind in kinds]
        if place_query is not None:
            named.sort(key=lambda m: m.kind != "place")  # "the Fiat 500 in Lisbon": the place is Lisbon
        if not named and _POINTER.search(self.evidence.text[intent.span[0] : intent.span[1]]):
            # "find The Left Hand of Darkness and place a hold on it": the thing named before the pronoun
            named = [m for m in self.evidence.mentions if m.start < intent.span[0] and m.kind in ("name", "quoted")][-1:]
        if named:
            return {query.name: named[0].value}
        skipped = ("date", "datetime", "time", "range", "number", "duration", "money") + (("id", "email", "phone", "person") if place_query is not None else ())
        values = [(m.start, m.end) for m in self.evidence.mentions if m.kind in skipped]
        target_words = {stem(w) for w in (*intent.profile.name_words, *producer.name_words, *(w for p in intent.profile.params for w in p.words))} | set(intent.profile.terms)
        kept: list[str] = []
        for match in re.finditer(r"\S+", self.evidence.text[intent.span[0] : intent.span[1]]):
            start = intent.span[0] + match.start()
            word = match.group(0).strip(".,!?'\"")
            if any(a <= start < b for a, b in values) or word.lower() in ("my", "the", "a", "an", "please", "one", "to", "for", "me", "i", "and"):
                continue
            if word.lower() in _PACKAGING or word.lower() in _PHRASAL_VERBS:
                continue  # "chuck in two packs of the penne": neither the verb nor the pack is what is searched
            if word.lower() == "free" and kept and kept[-1].lower() in _FREE_OF:
                kept.append(word)  # "gluten free": one thing
                continue
            if content_words(word) and not any(c in target_words or c in intent.clause.verbs or lexicon.is_verb(c) or c in _NOT_NAMES for c in content_words(word)):
                kept.append(word)
        if place_query is not None and not any(w.lower() in _PLACE_NOUNS or w[:1].isupper() for w in kept[:3]):
            return {}  # a place the user has not named is asked for, not made of other words ("park my car")
        return {query.name: " ".join(kept[:4] if len(kept) > 3 and kept[1].lower() == "free" else kept[:3])} if kept else {}


_POINTER = re.compile(r"\b(?:it|that one|this one|them)\b", re.I)

#: Words that make a few lowercase words a place ("kings road", "the high street").
_PLACE_NOUNS = frozenset("road rd street st avenue ave lane square sq place way drive close park station centre center "
                         "mall market hill bridge gate cross green terrace parade quay wharf".split())


def _identifies_people(param: Param, producer: ToolProfile) -> bool:
    """Does this id name a person (`member_id`, `contact_id`), or is the lookup about people?"""
    from labkit.sim.engine.chain import PEOPLE_SOURCES, entity_words

    return bool(entity_words(param) & PEOPLE_SOURCES or set(producer.objects) & PEOPLE_SOURCES)


#: A condition only the user can meet: "if I tell you to", "once I confirm", "when I say so".
_USER_SAYS = re.compile(r"\b(?:i|we)\s+(?:\w+\s+)?(?:tell|say|confirm|ask|decide|give the word|let you know|approve|ok|okay)\b", re.I)


_PACKAGING = frozenset("pack packs packet packets box boxes bag bags bottle bottles can cans tin tins jar jars carton cartons "
                       "tub tubs bunch bunches punnet punnets loaf loaves pair pairs dozen".split())
_PHRASAL_VERBS = frozenset("chuck bung pop stick throw grab".split())
_FREE_OF = frozenset("gluten sugar dairy fat lactose alcohol caffeine nut wheat egg meat".split())
_NOT_NAMES = frozenset(stem(w) for w in "like want need love wish hope night morning evening afternoon tonight day week please".split())


def _coordinated(evidence: Evidence, mentions: list[Any]) -> bool:
    """Are these mentions listed together ("Berlin and Hamburg", "Alice, Bob or Carol")?"""
    if len(mentions) < 2:
        return False
    ordered = sorted(mentions, key=lambda m: m.start)
    for a, b in zip(ordered, ordered[1:]):
        between = " ".join(evidence.text[a.end : b.start].lower().replace(",", " , ").split())
        if between not in (",", "and", "or", "&", "/", ", and", ", or", "vs", "versus", "plus", "and also", "as well as", "and in", "and for", "and at", "or in", ", in", "and the"):
            return False
    return True


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


def _values_fit(values: list[Any], param: Param, output: Output) -> bool:
    """May a listed plain value fill this parameter? Times fill times, days fill dates, and a
    list of codes fills an id only when the list is named for it ("slot_ids", "times")."""
    from labkit.sim.engine.fill import _same_kind_of_id

    kind = slot_of(param).kind
    texts = [str(v) for v in values]
    if all(re.fullmatch(r"\d{1,2}:\d{2}(?::\d{2})?", t) for t in texts):
        return kind in ("time", "datetime")
    if all(re.fullmatch(r"\d{4}-\d{2}-\d{2}", t) for t in texts):
        return kind in ("date", "datetime")
    if kind == "id" and isinstance(output.value, dict):
        key = next((k for k, v in output.value.items() if isinstance(v, list) and v == values), None)
        return key is None or _same_kind_of_id(param, key)
    return True
