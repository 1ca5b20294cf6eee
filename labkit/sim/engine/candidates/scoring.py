"""A candidate value, and the scores every finder gives a mention: inside the intent's clause,
beside the parameter's words, on the parameter's side (`start`/`end`); and which mentions are still
free to fill a parameter."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from labkit.sim.engine.evidence import Evidence, Mention
from labkit.sim.engine.schema import Param
from labkit.sim.engine.slots import Slot
from labkit.sim.engine.words import stem


@dataclass(frozen=True)
class Candidate:
    """A value for a parameter, the mention it came from (None for derived values), and how well
    it fits (higher is better)."""

    value: Any
    mention: Mention | None
    score: float
    why: str


def near(mention: Mention, words: set[str]) -> float:
    return 1.5 * len(words & (set(mention.before) | set(mention.after)))


def in_span(mention: Mention, span: tuple[int, int]) -> float:
    return 2.0 if span[0] <= mention.start < span[1] else 0.0


def role_fit(mention: Mention, slot: Slot) -> float:
    if slot.side is None or mention.role is None:
        return 0.0
    wanted = {"start": ("start", "origin"), "end": ("end", "destination")}[slot.side]
    return 2.0 if mention.role in wanted else -3.0


def free(mention: Mention, used: set[int]) -> bool:
    return id(mention) not in used


def param_words(param: Param) -> set[str]:
    return {stem(w) for w in param.words} | {stem(w) for w in re.findall(r"[a-z]+", param.description.lower())[:12]}


def mentions(evidence: Evidence, kinds: tuple[str, ...], used: set[int]) -> list[Mention]:
    return [m for m in evidence.mentions if m.kind in kinds and free(m, used) and not m.quoted]


def numbers(evidence: Evidence, used: set[int]) -> list[Mention]:
    """The numbers said, without ordinals and without the value a correction replaces ("6 ppl
    instead of 4": the 4 is what it was), nor the last word of a name ("record Paddington 2
    tonight" says no quantity 2; "Terminal 5" is read by its label, `fill.text.labelled_code`)."""
    from labkit.sim.engine.candidates.quantities import names_no_quantity

    return [m for m in mentions(evidence, ("number",), used) if not m.extra.get("ordinal") and m.before[-2:] not in _REPLACED
            and not names_no_quantity(m, evidence.text)]


_REPLACED = (("instead", "of"), ("rather", "than"))
