"""Stage 5, values from another tool's output: the record or list a producer returned (the element
the request means, each of them, all ids in one call, or a question which), and an id to wait for
from a sibling call of the same request. Methods of `Planner` (mixed in)."""

from __future__ import annotations

import re
from typing import Any

from labkit.sim.engine import chain, lexicon, sources
from labkit.sim.engine.compose import item_id_param
from labkit.sim.engine.fill import Filled, fill
from labkit.sim.engine.outputs import id_of, list_in
from labkit.sim.engine.plan.intent import Intent, Want, verb_word
from labkit.sim.engine.reading import Call
from labkit.sim.engine.schema import Param, valid
from labkit.sim.engine.slots import slot_of
from labkit.sim.engine.tools import ToolProfile
from labkit.sim.engine.words import STOPWORDS, stem

#: Verbs of tools that change settings of a record ("change the limit on Maria's card"): called
#: on a record a lookup found, they need a new value from the user, not the record's own.
_CHANGERS = frozenset(stem(w) for w in "change update modify edit adjust amend".split())

class FromProducers:
    """The `Planner`'s methods for values a producer returns (see the module docstring)."""

    def _from_values(self, intent: Intent, producer: ToolProfile, values: list[Any], param: Param) -> Intent:
        """A lookup returned plain values (["TKT-1", "TKT-2"]): each of them, the one meant, or ask."""
        from labkit.sim.engine.fill.coerce import checked_value

        if param.kind == "array" and checked_value(param, values) is not None:
            # "add its ingredients to my list": the whole list the lookup returned
            fixed = {**intent.fixed, param.name: checked_value(param, values)}
            filled = fill(intent.profile, self.context(intent, outputs=self.outputs_for(intent), fixed=fixed, acting=intent.profile.act))
            if not filled.missing:
                intent.wants.append(Want(intent.profile, filled.args, f"{intent.profile.name} with the {len(values)} values {producer.name} returned; {filled.why()}",
                                         filled, {param.name: values}))
                return intent
        usable = [v for v in values if checked_value(param, v) is not None]
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
            fixed = {**intent.fixed, param.name: checked_value(param, value)}
            filled = fill(intent.profile, self.context(intent, outputs=self.outputs_for(intent), fixed=fixed, acting=intent.profile.act))
            if filled.missing:
                continue
            intent.wants.append(Want(intent.profile, filled.args, f"{intent.profile.name} on {why} of {producer.name}'s values; {filled.why()}", filled, {param.name: value}))
        return intent

    def from_producer(self, intent: Intent, producer: ToolProfile, call: Call, param: Param) -> Intent:
        output = call.output
        assert output is not None
        if output.is_error:
            intent.blocked = f"{producer.name} failed, so {intent.profile.name} could not be called"
            return intent
        from labkit.sim.engine.fill.records import from_record

        if isinstance(output.value, dict) and from_record(output.value, param, loose=True) is not None:
            # one record that has the value ("the meeting's location"), whatever lists it also holds
            return self.with_focus(intent, [output.value], f"the record {producer.name} returned")
        items = list_in(output.value, grouped=True)
        if items is None:
            record = output.value if isinstance(output.value, dict) else None
            inner = [v for v in record.values() if isinstance(v, dict)] if record is not None else []
            if record is not None and len(inner) == 1 and from_record(inner[0], param, loose=True) is not None:
                record = inner[0]  # {"active_ride": {"ride_id": …}}: the record is the one inside
            if record is None:
                intent.blocked = f"{producer.name} returned nothing {intent.profile.name} can use"
                return intent
            return self.with_focus(intent, [record], f"the record {producer.name} returned")
        if not items:
            intent.blocked = f"{producer.name} found nothing, so there is nothing to {verb_word(intent.profile) or 'use'}"
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
        chosen = chain.choose(items, self.evidence, self.choice_span or intent.span, ignore=self.tool_words(intent.profile, producer),
                              kind=frozenset(intent.profile.objects))
        if chosen.ambiguous:
            # "find the cheapest meeting room … and book it": the choice was said where the search was asked;
            # "book me a beard trim" … "Sam": or in the request the answers complete
            whole = chain.choose(items, self.evidence, (0, len(self.evidence.text)) if not self.choice_span else intent.span,
                                 ignore=self.tool_words(intent.profile, producer))
            if not whole.ambiguous and len(whole.elements) == 1 and not self._named_in_another_request(intent, producer, param, items, whole):
                chosen = whole
        if chosen.ambiguous and intent.focus and _SAME_TIME.search(self.evidence.text[intent.span[0] : intent.span[1]]):
            same = _at_the_same_time(chosen.elements or items, intent.focus)
            if same is not None:
                chosen = chain.Chosen([same[0]], same[1])  # "push it to friday same time": the slot at the old visit's time
        if chosen.ambiguous:
            intent.options = [item for item in items if isinstance(item, dict)][:6]
            intent.ask = "which"
            self.notes.append(f"{intent.profile.name}: {chosen.why} among {producer.name}'s results: asking which one")
            return intent
        return self.with_focus(intent, chosen.elements[: self.max_fanout], chosen.why)

    def _named_in_another_request(self, intent: Intent, producer: ToolProfile, param: Param, items: list[Any], whole: chain.Chosen) -> bool:
        """"cancel the pizza … get me a pho from Pho Minh": the one the whole message names is
        named by another request of it (Pho Minh is the search's), not by this one's — unless that
        request takes the same kind of thing ("read the timeline of the closest one … open a
        ticket": the same list, the same choice)."""
        for span, tool in zip(self.spans, self.span_tools):
            if span == intent.span or span[0] <= intent.span[0] < span[1] or tool == producer.name or self._takes_the_same_kind(tool, param):
                continue
            other = chain.choose(items, self.evidence, span, ignore=self.tool_words(intent.profile, producer))
            if not other.ambiguous and other.elements == whole.elements:
                return True
        return False

    def _takes_the_same_kind(self, tool: str, param: Param) -> bool:
        """Does `tool` take an id of the same kind of thing as `param` (`incident_timeline(incident_id)`
        and `create_ticket(related_incident_id)`)? Then a choice said for it is said for both."""
        from labkit.sim.engine.tools import id_object_words

        other = self.toolbox.get(tool)
        words = id_object_words(param)
        return other is not None and bool(words) and any(id_object_words(q) & words for q in other.params if q.essential)

    @staticmethod
    def tool_words(*profiles: ToolProfile) -> set[str]:
        """Words that name the tools themselves (not which element is meant)."""
        from labkit.sim.engine.words import stem

        return {stem(w) for p in profiles for w in p.name_words} | {stem(w) for p in profiles for q in p.params for w in q.words}

    def with_focus(self, intent: Intent, elements: list[dict[str, Any]], why: str) -> Intent:
        profile = intent.profile
        gathered = self._one_call_for_all(intent, elements)
        if gathered is not None:
            intent.fixed[gathered[0]] = gathered[1]  # "renew everything": one call with every loan id, not one call per loan
            self.notes.append(f"{profile.name}: {gathered[0]} takes all {len(elements)} of {why} in one call")
            elements = elements[:1]
        if len(elements) == 1:
            intent.focus = elements[0]
        for element in elements:
            filled = fill(profile, self.context(intent, outputs=self.outputs(exclude=profile.name), fixed=dict(intent.fixed),
                                            focus=element, base=intent.base, facts=self.facts_for(intent), acting=profile.act))
            fixed = {k: v for k, v in filled.args.items() if "field of the item" in filled.sources.get(k, "")}
            if filled.missing:
                if len(elements) == 1 and fixed and not set(fixed) <= set(intent.fixed):
                    # the item gives some values (the pet's id); another tool may give the rest (a slot's id)
                    intent.fixed.update(fixed)
                    self.notes.append(f"{profile.name}: {', '.join(fixed)} from {why}; {', '.join(p.name for p in filled.missing)} still to find")
                    return self.resolve_missing(intent, filled, filled.missing)
                intent.ask = "missing:" + ",".join(p.name for p in filled.missing)
                return intent
            unset = self._nothing_to_set(profile, filled, element) if (profile.verb or "") in _CHANGERS else []
            if unset:
                intent.ask = "missing:" + ",".join(p.name for p in unset)
                self.notes.append(f"{profile.name}: not called — it would set nothing the user chose ({', '.join(p.name for p in unset)}): asking")
                return intent
            if len(elements) == 1:
                intent.fixed.update(fixed)
                named = self.named_optional_id(intent, filled)
                if named is not None:
                    return named  # "…for a quote on their full-day package": which package, from the vendor's record
            intent.wants.append(Want(profile, filled.args, f"{profile.name} on {why}; {filled.why()}", filled, fixed))
        return intent

    def _one_call_for_all(self, intent: Intent, elements: list[dict[str, Any]]) -> tuple[str, list[Any]] | None:
        """An array of ids the tool takes for several items at once (`loan_ids`): the ids of all of
        them (None when the tool takes one item per call)."""
        from labkit.sim.engine.fill.records import same_kind_of_id

        if len(elements) < 2:
            return None
        for param in intent.profile.params:
            if param.kind != "array" or param.name in intent.fixed:
                continue
            ids = []
            for element in elements:
                ident = id_of(element) if isinstance(element, dict) else None
                if ident is None or not same_kind_of_id(param, ident[0]):
                    return None
                ids.append(ident[1])
            if valid(ids, param.schema, param.root):
                return param.name, ids
        return None

    def deferred_id(self, intent: Intent, filled: Filled) -> Intent | None:
        """A nullable id the request will learn from another of its tools ("find similar
        incidents … and open a ticket" links the ticket to what the search finds): wait for it."""
        profile = intent.profile
        for param in profile.params:
            if slot_of(param).kind != "id" or filled.args.get(param.name) is not None or not param.nullable:
                continue
            for producer in sources.producers(param, self.toolbox, profile):
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
                                                            base=intent.base, facts=self.facts_for(intent), acting=profile.act))
                        if filled.missing:
                            return self.resolve_missing(intent, filled, filled.missing)
                        intent.wants.append(Want(profile, filled.args, f"{profile.name} linked to {ident[1]}; {filled.why()}", filled, {param.name: ident[1]}))
                        return intent
        return None

    def call_first(self, intent: Intent, producer: ToolProfile, feed: Filled, why: str, note: str) -> Intent:
        """The producer's call, made before the intent's own (which waits for its output)."""
        intent.wants.append(Want(producer, feed.args, why, feed))
        intent.waiting_for.append(producer.name)
        self.notes.append(note)
        return intent

    def named_optional_id(self, intent: Intent, filled: Filled) -> Intent | None:
        """"a quote on their full-day package" and `request_quote(package_id: "Package from
        get_vendor, or null")`: the request says which package, so the lookup that lists them is
        read first and the one named is taken. None when nothing is named that way, no lookup
        can be called for it, or none of its items is the one named (the null stands)."""
        from labkit.sim.engine.fill.records import ID_WORDS

        profile = intent.profile
        text = self.evidence.text[intent.span[0] : intent.span[1]]
        for param in profile.params:
            if slot_of(param).kind != "id" or param.essential or filled.args.get(param.name) is not None or param.name in intent.fixed:
                continue
            nouns = [w.lower() for w in param.words if w.lower() not in ID_WORDS]
            named = next((m for m in re.finditer(r"\b([\w-]+)\s+([a-z]+)\b", text, re.I) if nouns and (
                stem(m.group(2).lower()) == stem(nouns[-1]) or lexicon.related(stem(m.group(2).lower()), stem(nouns[-1])))), None)
            # ("that coin mech problem" names the fault `fault_id` is of)
            if named is None or named.group(1).lower() in STOPWORDS | lexicon.DETERMINERS or named.group(1)[:1].isdigit():
                continue  # "a package", "the package", "2 packages": not one of them by name
            found = sources.producers(param, self.toolbox, profile)
            # ("the fault on VM-102": the lookup that reads that machine comes before the list of all of them)
            takes_given = [p for p in found if any(p.param(k) is not None and v is not None for k, v in filled.args.items())]
            for producer in takes_given + [p for p in found if p not in takes_given]:
                calls = self.ran(producer.name)
                if calls:
                    output = calls[-1].output
                    items = _records_with(output.value, param.name) if output is not None and not output.is_error else []
                    chosen = chain.choose(items, self.evidence, intent.span, ignore=self.tool_words(profile, producer)) if items else None
                    intent.fixed[param.name] = None  # tried once: the null stands unless one is named
                    if chosen is not None and len(chosen.elements) == 1 and not chosen.ambiguous:
                        intent.fixed[param.name] = chosen.elements[0][param.name]
                        self.notes.append(f"{profile.name}: {param.name} <- {chosen.elements[0][param.name]}, {chosen.why} of {producer.name}")
                    return self.plan(intent)
                hint = {k: v for k, v in filled.args.items() if producer.param(k) is not None and v is not None}
                feed = fill(producer, self.context(intent, outputs=self.outputs(exclude=producer.name), fixed=hint, minimal=True))
                if feed.missing:
                    continue
                return self.call_first(intent, producer, feed, f"first {producer.name}: the request names the {named.group(0)}, "
                                                               f"and {profile.name}'s {param.name} comes from there",
                                       f"{profile.name}: '{named.group(0)}' says which {nouns[-1]}; {producer.name} lists them: calling it first")
        return None


def _records_with(value: Any, key: str, depth: int = 0) -> list[dict[str, Any]]:
    """The records anywhere in `value` (a list, or a record's lists) that carry `key`."""
    if depth > 3:
        return []
    if isinstance(value, list):
        here = [v for v in value if isinstance(v, dict) and key in v]
        return here or [r for v in value[:50] for r in _records_with(v, key, depth + 1)]
    if isinstance(value, dict):
        return [r for v in value.values() if isinstance(v, (list, dict)) for r in _records_with(v, key, depth + 1)]
    return []


#: "same time", "same slot", "the same window": the new one at the old one's time.
_SAME_TIME = re.compile(r"\bsame (?:time|slot|window|hour|place and time)\b", re.I)
_CLOCK = re.compile(r"(?<!\d)(\d{1,2}):(\d{2})")


def _at_the_same_time(items: list[Any], old: dict[str, Any]) -> tuple[dict[str, Any], str] | None:
    """The one item whose (first) clock time is the old record's ("08:00-10:00" and "08:00"), or None."""
    def first_clock(record: dict[str, Any]) -> str | None:
        for key, value in record.items():
            if isinstance(value, str) and any(w in key.lower() for w in ("time", "window", "start", "slot", "hour", "at")):
                found = _CLOCK.search(value[10:] if re.match(r"\d{4}-\d{2}-\d{2}[T ]", value) else value)
                if found:
                    return f"{int(found.group(1)):02d}:{found.group(2)}"
        return None

    wanted = first_clock(old)
    if wanted is None:
        return None
    same = [item for item in items if isinstance(item, dict) and first_clock(item) == wanted]
    return (same[0], f"the one at {wanted}, the time it had before") if len(same) == 1 else None
