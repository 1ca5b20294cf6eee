"""Stage 5, fan-out: one call per value when a clause names several for one parameter ("weather in
Berlin and Hamburg", "lock the front and back doors"). Methods of `Planner` (mixed in)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.fill import Filled, fill
from labkit.sim.engine.fill.instructions import _ids_of_kind, named_ids
from labkit.sim.engine.matching import has_shape
from labkit.sim.engine.plan.intent import Intent, Want
from labkit.sim.engine.slots import slot_of
from labkit.sim.engine.words import stem

#: Slots whose several values in one clause mean several calls ("weather in Berlin and Hamburg").
FANOUT_SLOTS = ("place", "person", "id", "country", "email", "slug", "url", "thing", "date", "language", "currency")


class FanOut:
    """The `Planner`'s fan-out methods (see the module docstring)."""

    def fan_out(self, intent: Intent, filled: Filled) -> list[tuple[dict[str, Any], dict[str, Any]]]:
        """One argument set, or one per value when the clause names several for one parameter."""
        from labkit.sim.engine import candidates

        profile = intent.profile
        span = intent.span
        condition = intent.clause.condition
        at = self.evidence.text.find(condition, span[0]) if condition else -1
        if at >= 0:
            span = (span[0], max(span[1], at + len(condition)))  # "how much if we go fri 5th vs tues 9th?": the dates are the condition's
        clause_mentions = [m for m in self.evidence.mentions if span[0] <= m.start < span[1]]
        for param in profile.params:
            slot = slot_of(param)
            shaped = [m for m in clause_mentions if m.kind == "id" and param.kind == "string" and has_shape(param, str(m.value))]
            if len(shaped) >= 2 and param.name in filled.args and _coordinated(self.evidence, shaped):
                # "check on T-0398 and T-0420" and a `piece_tag` "e.g. 'T-0412'": one call per tag
                out = self._one_call_each(intent, param.name, list(dict.fromkeys(str(m.value) for m in shaped)))
                if out:
                    return out
            if slot.kind not in FANOUT_SLOTS or param.kind == "array" or param.name not in filled.args:
                continue
            found = candidates.from_text(slot, param, self.evidence, span, set())
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
                out = self._one_call_each(intent, param.name, values)
                if out:
                    return out
        enum_fan = self._enum_fan_out(intent, filled)
        if enum_fan:
            return enum_fan
        return [(filled.args, {})]

    def each_the_instructions_list(self, intent: Intent, missing: list[Any]) -> bool:
        """"check both the flights I'm tracking" with "Flights tracked: NG412 … and TK1983 …": one
        call per id of that kind the instructions give, when the clause says both/all/each of
        them. True when the calls were planned."""
        ids_missing = [p for p in missing if slot_of(p).kind == "id"]
        param = ids_missing[0] if ids_missing else missing[0]
        text = self.evidence.text[intent.span[0] : intent.span[1]]
        if len(ids_missing) != 1 or any(slot_of(p).kind not in ("id", "date") for p in missing) or param.kind == "array" or not self.reading.instructions:
            return False  # (a day the instructions give beside each id may still be missing: filled below)
        said = re.search(r"\b(?:both|all (?:of )?(?:my|our|the)|each of (?:my|our|the)|every one of (?:my|our|the))\b", text, re.I)
        if not said:
            return False
        _own, found = _ids_of_kind(param, self.reading.instructions)
        if not found:
            # "Parcels Leo is expecting: QP88231 … and QP90412 …": ids the instructions list beside the thing the user names
            things = (set(intent.profile.objects) | set(intent.clause.content)) - {"id", "number", "code"}
            listed = named_ids(self.reading.instructions)
            lines = [line for line in self.reading.instructions.splitlines()
                     if any(ident in line and things & {stem(w) for w in re.findall(r"[a-z]+", around.lower())} for _n, ident, around in listed)]
            found = [(name, ident) for name, ident, _around in listed if any(ident in line for line in lines)]  # the others on that line too
        ids = list(dict.fromkeys(ident for _name, ident in found))
        if len(ids) < 2 or said.group(0).lower() == "both" and len(ids) != 2:
            return False
        out = self._one_call_each(intent, param.name, ids, beside=lambda ident: self._said_beside(intent, ident, ids))
        for args, fixed in out:
            intent.wants.append(Want(intent.profile, args, f"{intent.profile.name} for each {param.name} the instructions give ('{said.group(0)}')", None, fixed))
        return bool(out)

    def _said_beside(self, intent: Intent, ident: str, ids: list[str]) -> dict[str, Any]:
        """The day the instructions give beside an id ("TK1983 from Istanbul (arriving Monday 8
        November 2027)"), for the call's date parameter when the user says none."""
        instructions = self.instructions
        if instructions is None:
            return {}
        text = instructions.text
        start = text.find(ident)
        if start < 0:
            return {}
        ends = [text.find(other, start + len(ident)) for other in ids if other != ident] + [text.find("\n", start)]
        end = min([e for e in ends if e > start] or [len(text)])
        days = {str(m.value)[:10] for m in instructions.mentions if start <= m.start < end and m.kind in ("date", "datetime")}
        said = any(m.kind in ("date", "datetime", "range") and intent.span[0] <= m.start < intent.span[1] for m in self.evidence.mentions)
        dated = [p for p in intent.profile.params if slot_of(p).kind == "date" and not slot_of(p).side]
        if len(days) != 1 or said or len(dated) != 1:
            return {}
        return {dated[0].name: days.pop()}

    def _one_call_each(self, intent: Intent, name: str, values: list[Any],
                       beside: Callable[[Any], dict[str, Any]] | None = None) -> list[tuple[dict[str, Any], dict[str, Any]]]:
        """One argument set per value of parameter `name` (at most `max_fanout`), each filled again;
        `beside`: the other values that go with each one (a day the instructions give beside an id)."""
        profile = intent.profile
        self.notes.append(f"{profile.name}: one call per {name} ({', '.join(map(str, values))})")
        out = []
        for value in values[: self.max_fanout]:
            fixed = {name: value, **(beside(value) if beside else {})}
            refilled = fill(profile, self.context(intent, outputs=self.outputs(exclude=profile.name),
                                                 fixed=fixed, base=intent.base, facts=self.facts_for(intent), acting=profile.act))
            if not refilled.missing:
                out.append((refilled.args, fixed))
        return out

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
                single = dataclasses.replace(param, enum=[value])
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
                                                         fixed={param.name: value}, base=intent.base, facts=self.facts_for(intent), acting=profile.act))
                        if not refilled.missing:
                            out.append((refilled.args, {param.name: value}))
                    return out
        return []


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
