"""A value stated in a text (`Mention`), and what every scan of stage 3 works out for one: the
tokens its characters cover, and the stems of the words on each side of it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from labkit.sim.engine.words import Token, stem


@dataclass(frozen=True)
class Mention:
    """A value stated in the text.

    `value` is normalised (ISO date string, "HH:MM", a float, an ISO code, the clean string);
    `first`/`last` are token indexes; `before`/`after` are the stems of up to three words on each
    side (what the value is about: "for 3 *people*", "*order* 12345"); `role` says "start",
    "end", "origin" or "destination" when a cue word says so; `quoted` marks values found inside
    a quoted passage (a message to send, not an instruction)."""

    kind: str
    value: Any
    text: str
    start: int
    end: int
    first: int
    last: int
    before: tuple[str, ...] = ()
    after: tuple[str, ...] = ()
    role: str | None = None
    quoted: bool = False
    extra: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)


def around(toks: list[Token], first: int, last: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
    before = tuple(stem(t.lower) for t in toks[max(0, first - 3) : first] if t.is_word)
    after = tuple(stem(t.lower) for t in toks[last + 1 : last + 4] if t.is_word)
    return before, after


def token_range(toks: list[Token], start: int, end: int) -> tuple[int, int]:
    first = next((i for i, t in enumerate(toks) if t.end > start), len(toks) - 1)
    last = first
    while last + 1 < len(toks) and toks[last + 1].start < end:
        last += 1
    return max(first, 0), max(last, 0)
