"""The language of the generality benchmark: domains (tools with fake implementations), cases
(turns with the behaviour a competent model would show) and predicates over arguments and answers.

A case file (`cases_*.py`) defines `DOMAINS: list[Domain]` and `CASES: list[Case]` with these
classes only. The runner (`bench_generality.py`) offers a case's tools to the simulated model
through each driver (Chat hand loop, Responses hand loop resending items or with
`previous_response_id`, Agents SDK on `OpenAIResponsesModel` and `OpenAIChatCompletionsModel`),
executes the calls the model makes with the domain's fake functions, and checks each turn.

A turn passes when:
- every `ExpectCall` is matched by a call the model made in that turn (same tool, every listed
  argument satisfying its predicate or literal);
- no call was made to a tool in `forbid`, and no call was made to a tool that is neither expected
  nor in `allow` (an extra call is a failure: competent models do not call unrelated tools);
- every `answer_has` item is found in the turn's final answer text;
- when `clarify` is set: the answer asks a question ("?") and no act tool ran in that turn.

An **unrequested action** is a call to a tool with `act=True` that the turn neither expects nor
allows (`allow` lists what a competent model may fairly do besides the expected calls).
"""

from __future__ import annotations

import datetime as _dt
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

DRIVERS = ("chat", "responses_resend", "responses_previous_id", "sdk_responses", "sdk_chat")

CATEGORIES = (
    "direct",          # "Book a table for 4 at Luigi's tomorrow at 7pm"
    "polite",          # "Could you please ..."
    "indirect",        # "I'm going to be in Lisbon on Friday, will I need an umbrella?"
    "multi_intent",    # two or more things asked in one message
    "no_tool",         # conceptual questions, advice, hypotheticals, how-to, small talk: no act, often no tool
    "underspecified",  # a required value is missing: ask, do not invent
    "chained",         # one tool's output is another's input
    "multi_turn",      # follow-ups read against earlier turns
)


# ---------------------------------------------------------------------------------------------
# Predicates: a value an argument (or the answer) must satisfy, with a readable description
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Pred:
    """A named test over one value. `ok(value)` says whether the value passes."""

    describe: str
    test: Callable[[Any], bool]

    def ok(self, value: Any) -> bool:
        try:
            return bool(self.test(value))
        except Exception:  # a predicate that cannot read the value fails it
            return False

    def __repr__(self) -> str:
        return self.describe


#: Marker: the argument must be absent from the call (not sent at all).
ABSENT = Pred("absent", lambda value: False)


def _norm(text: Any) -> str:
    return re.sub(r"\s+", " ", str(text)).strip().casefold()


def eq(expected: Any) -> Pred:
    """Exactly equal (strings compared case-insensitively, whitespace collapsed)."""
    if isinstance(expected, str):
        return Pred(f"== {expected!r}", lambda v: isinstance(v, str) and _norm(v) == _norm(expected))
    return Pred(f"== {expected!r}", lambda v: v == expected and type(v) is not bool or v is expected)


def contains(*parts: str) -> Pred:
    """A string containing every part (case-insensitive)."""
    return Pred(f"contains {parts!r}", lambda v: isinstance(v, str) and all(_norm(p) in _norm(v) for p in parts))


def one_of(*options: Any) -> Pred:
    """Equal to one of the options (strings case-insensitive)."""
    preds = [eq(option) for option in options]
    return Pred(f"one of {options!r}", lambda v: any(p.ok(v) for p in preds))


def matches(pattern: str) -> Pred:
    """A string matching the regular expression (search, case-insensitive)."""
    return Pred(f"matches /{pattern}/", lambda v: isinstance(v, str) and re.search(pattern, v, re.I) is not None)


def is_null() -> Pred:
    """JSON null (None)."""
    return Pred("null", lambda v: v is None)


def null_or_absent() -> Pred:
    """null, or not sent at all (the runner passes a missing argument as the marker `_MISSING`)."""
    return Pred("null or absent", lambda v: v is None or v is MISSING)


def number(expected: float, tol: float = 1e-9) -> Pred:
    """A JSON number (not a bool) within `tol` of `expected`; numeric strings do not pass."""
    return Pred(
        f"≈ {expected}",
        lambda v: isinstance(v, (int, float)) and not isinstance(v, bool) and abs(v - expected) <= tol,
    )


def between(low: float, high: float) -> Pred:
    """A JSON number in [low, high]."""
    return Pred(f"in [{low}, {high}]", lambda v: isinstance(v, (int, float)) and not isinstance(v, bool) and low <= v <= high)


def boolean(expected: bool) -> Pred:
    """The JSON boolean `expected`."""
    return Pred(f"is {expected}", lambda v: v is expected)


def _date_of(value: Any) -> _dt.date:
    text = str(value).strip()
    return _dt.date.fromisoformat(text[:10])


def date(iso: str) -> Pred:
    """A date string whose first 10 characters are the ISO date `iso` (so a date-time passes too)."""
    want = _dt.date.fromisoformat(iso)
    return Pred(f"date {iso}", lambda v: isinstance(v, str) and _date_of(v) == want)


def weekday(name: str, *, after: str | None = None) -> Pred:
    """An ISO date (or date-time) falling on this weekday, optionally strictly after `after`."""
    index = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].index(name.lower())
    floor = _dt.date.fromisoformat(after) if after else None
    return Pred(
        f"a {name}" + (f" after {after}" if after else ""),
        lambda v: isinstance(v, str) and _date_of(v).weekday() == index and (floor is None or _date_of(v) > floor),
    )


def time_of_day(hh_mm: str) -> Pred:
    """A time "HH:MM" (24 h) found in the value: "19:00", "19:00:00", "2026-12-04T19:00:00" all pass
    for "19:00"; so do "7:00 PM" / "7pm"."""
    hour, minute = (int(part) for part in hh_mm.split(":"))

    def test(v: Any) -> bool:
        if not isinstance(v, str):
            return False
        for match in re.finditer(r"(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap]\.?m\.?)?|(\d{1,2})\s*([ap]\.?m\.?)", v, re.I):
            h = int(match.group(1) or match.group(4))
            m = int(match.group(2) or 0)
            ampm = (match.group(3) or match.group(5) or "").lower().replace(".", "")
            if ampm == "pm" and h < 12:
                h += 12
            if ampm == "am" and h == 12:
                h = 0
            if (h, m) == (hour, minute):
                return True
        return False

    return Pred(f"time {hh_mm}", test)


def at(iso: str, hh_mm: str) -> Pred:
    """A date-time on the ISO date `iso` at the time `hh_mm` ("2026-12-04T19:00:00", "2026-12-04 7pm")."""
    day, clock = date(iso), time_of_day(hh_mm)
    return Pred(f"{iso} at {hh_mm}", lambda v: day.ok(v) and clock.ok(v))


def items(*expected: Any, ordered: bool = False) -> Pred:
    """A JSON array with exactly these elements (each a literal or a Pred), in any order unless `ordered`."""
    preds = [e if isinstance(e, Pred) else eq(e) for e in expected]

    def test(v: Any) -> bool:
        if not isinstance(v, list) or len(v) != len(preds):
            return False
        if ordered:
            return all(p.ok(x) for p, x in zip(preds, v))
        remaining = list(v)
        for p in preds:
            hit = next((i for i, x in enumerate(remaining) if p.ok(x)), None)
            if hit is None:
                return False
            remaining.pop(hit)
        return True

    return Pred(f"items {preds!r}" + (" in order" if ordered else ""), test)


def has_items(*expected: Any) -> Pred:
    """A JSON array containing at least these elements (each a literal or a Pred)."""
    preds = [e if isinstance(e, Pred) else eq(e) for e in expected]
    return Pred(f"has items {preds!r}", lambda v: isinstance(v, list) and all(any(p.ok(x) for x in v) for p in preds))


def fields(**expected: Any) -> Pred:
    """A JSON object whose listed keys satisfy their literal or Pred (other keys are not checked)."""
    return Pred(f"object with {expected!r}", lambda v: isinstance(v, dict) and all(check_arg(v, k, e) for k, e in expected.items()))


def any_value() -> Pred:
    """Present, any value (including null)."""
    return Pred("any value", lambda v: v is not MISSING)


def not_empty() -> Pred:
    """A non-empty string, array or object, or any number / boolean."""
    return Pred("not empty", lambda v: v not in (None, "", [], {}) and v is not MISSING)


class _Missing:
    def __repr__(self) -> str:
        return "<missing>"


MISSING = _Missing()


def check_arg(arguments: dict[str, Any], key: str, expected: Any) -> bool:
    """Does `arguments[key]` satisfy `expected` (a Pred or a literal compared with `eq`)?"""
    value = arguments.get(key, MISSING)
    if expected is ABSENT:
        return value is MISSING
    pred = expected if isinstance(expected, Pred) else eq(expected)
    if value is MISSING and pred.describe not in ("null or absent",):
        return False
    return pred.ok(value)


# Answer facts -------------------------------------------------------------------------------


def said(*alternatives: str) -> Pred:
    """The answer contains one of these phrases (case-insensitive, whitespace collapsed)."""
    return Pred(f"says one of {alternatives!r}", lambda text: any(_norm(a) in _norm(text) for a in alternatives))


def said_number(value: float) -> Pred:
    """The answer states this number (as digits; "1,200" and "1200" both count; 7 matches "7°C"
    but not "17")."""

    def test(text: str) -> bool:
        for match in re.finditer(r"(?<![\d.,])-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\d.,])-?\d+(?:\.\d+)?", text):
            if abs(float(match.group(0).replace(",", "")) - value) < 1e-9:
                return True
        return False

    return Pred(f"states {value}", test)


def answer_ok(pred_or_text: Any, answer: str) -> bool:
    """Is this `answer_has` item found in the answer?"""
    pred = pred_or_text if isinstance(pred_or_text, Pred) else said(pred_or_text)
    return pred.ok(answer or "")


# ---------------------------------------------------------------------------------------------
# Domains, tools, cases
# ---------------------------------------------------------------------------------------------


@dataclass
class ToolDef:
    """One tool: what the model sees (name, description, JSON schema, strict) and a fake function.

    `fn(**arguments)` gets the parsed arguments (a missing optional argument is simply not passed)
    and returns JSON-able data: what the real service would return for them, deterministic. Return
    `{"error": "..."}` for unknown entities, as a real API would. `act=True` marks a tool that
    changes the world (creates, books, sends, sets, deletes, cancels, updates, transfers, starts…).
    """

    name: str
    description: str
    parameters: dict[str, Any]
    fn: Callable[..., Any]
    act: bool = False
    strict: bool = False


@dataclass
class Domain:
    """A family of tools that belong together, with the system prompt an app would use."""

    name: str
    tools: list[ToolDef]
    instructions: str = "You are a helpful assistant. Use the tools when they help."

    def tool(self, name: str) -> ToolDef:
        return next(t for t in self.tools if t.name == name)


@dataclass
class ExpectCall:
    """A call the model must make: `tool`, and for each listed argument a literal or a Pred."""

    tool: str
    args: dict[str, Any] = field(default_factory=dict)


@dataclass
class Turn:
    """One user message and what a competent model does with it (see the module docstring)."""

    user: str
    calls: list[ExpectCall] = field(default_factory=list)
    forbid: list[str] = field(default_factory=list)
    allow: list[str] = field(default_factory=list)
    answer_has: list[Any] = field(default_factory=list)
    clarify: bool = False


@dataclass
class Case:
    """One conversation. `tools` names the domain's tools offered (None: all of them);
    `instructions` overrides the domain's; `strict` forces every offered tool strict or not;
    `features` tags what the case exercises (e.g. "enum", "array", "nested", "nullable_anyof",
    "ref", "date", "number_words", "iso_code", "slug", "person", "8_tools")."""

    id: str
    domain: str
    category: str
    turns: list[Turn]
    tools: list[str] | None = None
    instructions: str | None = None
    strict: bool | None = None
    features: tuple[str, ...] = ()
    drivers: tuple[str, ...] = DRIVERS


def describe_call(name: str, arguments: dict[str, Any]) -> str:
    """`name({...})` with compact JSON, for failure reports."""
    return f"{name}({json.dumps(arguments, ensure_ascii=False, separators=(',', ':'))})"
