"""Stage 5, a choice left to the tools: "out of okafor.photo, okafor.studio and okafor.com,
register whichever one's cheapest and still free". The action's value is one of several the user
lists, picked by a criterion a lookup answers (a price, whether it is free). The lookup that takes
those values is called first with all of them; the action then takes the one its results pick,
or nothing is done when none fits. Methods of `Planner` (mixed in)."""

from __future__ import annotations

import re
from typing import Any

from labkit.sim.engine import chain
from labkit.sim.engine.fill import Filled, fill
from labkit.sim.engine.outputs import list_in
from labkit.sim.engine.plan.intent import Intent, Want, verb_word
from labkit.sim.engine.slots import slot_of

#: "whichever one's cheapest", "whichever is free", "the cheapest of them": the choice is the tools'.
WHICHEVER = re.compile(r"\bwhich ?ever\b|\b(?:the )?(?:cheapest|earliest|soonest|nearest|closest|best|quickest|fastest) (?:one )?of (?:them|those|these|the (?:three|two|four))\b", re.I)
#: Mentions that can be the listed values.
_LISTABLE = ("url", "email", "id", "slug", "place", "name", "person")


class Whichever:
    """The `Planner`'s "whichever" methods (see the module docstring)."""

    def whichever(self, intent: Intent, filled: Filled) -> Intent | None:
        """The plan for an action whose value is the pick of a lookup over listed values, or None
        when the clause leaves no such choice."""
        profile = intent.profile
        if not profile.act or not WHICHEVER.search(intent.clause.text):
            return None
        listed = self._listed_values()
        if len(listed) < 2:
            return None
        for param in profile.params:
            source = filled.sources.get(param.name, "")
            if param.name in intent.fixed or not source.startswith("the text:") or param.kind == "array" or param.enum \
                    or slot_of(param).kind in ("date", "datetime", "time", "count", "amount", "number", "boolean"):
                continue
            checker = self._checker_for(param, intent)
            if checker is None:
                continue
            lookup, taking = checker
            calls = self.ran(lookup.name)
            if not calls:
                args = {taking.name: listed if taking.kind == "array" else listed[0]}
                feed = fill(lookup, self.context(intent, outputs=self.outputs(exclude=lookup.name), fixed=args, minimal=True))
                if feed.missing:
                    return None
                intent.wants.append(Want(lookup, feed.args, f"first {lookup.name} with {', '.join(listed)}: '{intent.clause.text[:50]}' picks one", feed))
                intent.waiting_for.append(lookup.name)
                self.notes.append(f"{profile.name}: the user leaves the {param.name} to the lookup ({', '.join(listed)}): {lookup.name} first")
                return intent
            items = [i for call in calls if call.output is not None and not call.output.is_error for i in (list_in(call.output.value) or [])
                     if isinstance(i, dict)]
            matching = [i for i in items if any(str(v) in listed for v in i.values())]
            chosen = chain.choose(matching, self.evidence, intent.span) if matching else None
            if chosen is None or chosen.ambiguous or len(chosen.elements) != 1:
                intent.blocked = f"none of {', '.join(listed)} fits what you asked for, so I did not {verb_word(profile) or 'do it'}" if matching \
                    else f"{lookup.name} gave nothing to choose from, so I did not {verb_word(profile) or 'do it'}"
                self.notes.append(f"{profile.name}: not called — {lookup.name}'s results leave no one choice ({chosen.why if chosen else 'none'})")
                return intent
            picked = next(str(v) for v in chosen.elements[0].values() if str(v) in listed)
            intent.fixed[param.name] = picked
            self.notes.append(f"{profile.name}: {param.name} is {picked}, {chosen.why} of what {lookup.name} returned")
            return None  # planned again with the pick fixed
        return None

    def _listed_values(self) -> list[str]:
        """The values the message lists together ("okafor.photo, okafor.studio and okafor.com",
        "Swan, Heron and Kestrel"): two or more of one kind, coordinated."""
        from labkit.sim.engine.plan.fanout import _coordinated

        by_kind: dict[str, list[Any]] = {}
        for mention in self.evidence.mentions:
            if mention.kind in _LISTABLE:  # (names, people and places are one kind: "Swan, Heron and Kestrel")
                by_kind.setdefault("named" if mention.kind in ("name", "person", "place") else mention.kind, []).append(mention)
        for mentions in by_kind.values():
            if len(mentions) >= 2 and _coordinated(self.evidence, mentions):
                return list(dict.fromkeys(str(m.value) for m in mentions))
        return []

    def _checker_for(self, param: Any, intent: Intent) -> tuple[Any, Any] | None:
        """A read tool that takes values of the parameter's kind by the same name, singular or
        plural (`domains` for `domain`, `boats` for `boat`) — a list of them, best: the one that
        can say which of them is cheapest or free."""
        own = {w.rstrip("s") for w in param.words}
        best = None
        for tool in self.toolbox.work:
            if tool.act or tool is intent.profile:
                continue
            for candidate in tool.params:
                if not own & {w.rstrip("s") for w in candidate.words}:
                    continue
                items = candidate.schema.get("items") if candidate.kind == "array" and isinstance(candidate.schema, dict) else None
                if candidate.kind == "array" and not (isinstance(items, dict) and items.get("type") == "string"):
                    continue
                if candidate.kind != "array" and slot_of(candidate).kind != slot_of(param).kind:
                    continue
                rank = 0 if candidate.kind == "array" else 1
                if best is None or rank < best[0]:
                    best = (rank, tool, candidate)
        return (best[1], best[2]) if best else None
