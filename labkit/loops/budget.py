"""Tool-output budgets: serialise a tool's result and cut it to a number of tokens.

A tool can return far more than a model needs (an incident timeline is ~5,500 tokens), and every
token of it is paid for on every later turn. `fit_output(value, budget)` keeps the output valid
JSON where it can:

- a list too long for the budget keeps its first items and ends with a note string,
  `"... 37 more items truncated to fit a budget of 400 tokens"`;
- an object whose biggest list field is too long has that list cut the same way and gains a
  `"truncated"` key with the note;
- anything else (a long string, an object without a list to trim) is cut as text and ends with a
  marker `… [truncated: 5812 tokens cut to 400]`.

Tokens are counted with the simulator's offline counter (`labkit.sim.tokens`, o200k_base): an
estimate, like any local count.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from labkit.sim.tokens import count, encode, encoding


@dataclass(frozen=True)
class Fitted:
    """A serialised output and what fitting it to the budget did."""

    text: str
    truncated: bool
    tokens_before: int
    tokens_after: int


def serialise(value: Any) -> str:
    """The text a model reads for a tool result: strings as they are, anything else as JSON."""
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False, default=str)


def fit_output(value: Any, budget: int | None) -> Fitted:
    """Serialise `value` and, if it is over `budget` tokens, shorten it (see the module docstring)."""
    text = serialise(value)
    before = count(text)
    if budget is None or before <= budget:
        return Fitted(text, False, before, before)
    shorter = _trim_list(value, budget, before) if not isinstance(value, str) else None
    if shorter is None:
        shorter = _cut_text(text, budget, before)
    return Fitted(shorter, True, before, count(shorter))


def note(dropped: int, budget: int) -> str:
    """The note that replaces dropped list items."""
    return f"... {dropped} more items truncated to fit a budget of {budget} tokens"


def _trim_list(value: Any, budget: int, before: int) -> str | None:
    """JSON with the longest list shortened so the whole fits, or None if no list can make it fit."""
    if isinstance(value, list):
        return _largest_fitting(len(value), budget, lambda kept: [*value[:kept], note(len(value) - kept, budget)])
    if isinstance(value, dict):
        lists = [(len(v), k) for k, v in value.items() if isinstance(v, list) and v]
        if not lists:
            return None
        _, key = max(lists)
        items = value[key]

        def shortened(kept: int) -> dict[str, Any]:
            return {**value, key: items[:kept], "truncated": f"{key}: {note(len(items) - kept, budget)}"}

        return _largest_fitting(len(items), budget, shortened)
    return None


def _largest_fitting(length: int, budget: int, build) -> str | None:
    """Binary search for the most items `build(kept)` can keep within `budget` tokens."""
    low, high, best = 0, length - 1, None
    while low <= high:
        middle = (low + high) // 2
        text = serialise(build(middle))
        if count(text) <= budget:
            best, low = text, middle + 1
        else:
            high = middle - 1
    return best


def _cut_text(text: str, budget: int, before: int) -> str:
    """The first tokens of `text` that fit, then a marker saying how much was cut."""
    marker = f"… [truncated: {before} tokens cut to {budget}]"
    keep = max(budget - count(marker), 0)
    head = encoding().decode(encode(text)[:keep]).rstrip("\ufffd")
    return head + marker
