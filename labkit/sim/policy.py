"""What the simulated model says next: the `Policy` interface and three policies.

A policy reads a `Conversation` and returns a `Decision` (some tool calls, a hosted web search or
a text answer). `GeneralPolicy`, the default, is a readable heuristic, not a model:

1. it scores every tool against the user's words (tool name, description and parameter names,
   with simple stemming and a small synonym table: weather ~ forecast, find ~ search, ...);
2. if the instructions (or the user) spell out an order — "first ... then ... finally ...",
   "for each deal ..." — it follows it, one step at a time, fanning out over list results;
3. otherwise it calls every relevant tool it has not called yet this turn (several at once when
   they are independent and parallel calls are allowed), never repeating an identical call;
4. arguments come from `labkit.sim.arguments` (earlier outputs, then the text, then defaults);
5. when nothing is left to call it answers, stating the facts the tools returned.

Same conversation in, same decision out: no randomness, no clock. `ScriptedPolicy` replays a fixed
script instead, and `FunctionPolicy` wraps any function you write.
"""

from __future__ import annotations

import json
import re
import threading
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Protocol, Sequence, runtime_checkable

from labkit.sim.arguments import (
    STOPWORDS,
    _format_field,
    _locations,
    _quoted,
    _strip_contacts,
    ArgContext,
    ToolOutput,
    _category,
    _is_handoff_output,
    _label_of,
    _location_role,
    _money_key,
    _several,
    concise_phrase,
    content_stems,
    describe_outputs,
    fill_arguments_detailed,
    fill_structured_output,
    format_number,
    humanize,
    identifier_stems,
    json_dumps,
    split_identifier,
    stem,
    synonym_groups,
    words,
)
from labkit.sim import websearch
from labkit.sim.types import Conversation, Decision, PlannedCall, Tool

__all__ = [
    "Policy",
    "GeneralPolicy",
    "ScriptedPolicy",
    "ScriptExhausted",
    "FunctionPolicy",
    "text",
    "call",
    "calls",
]


@runtime_checkable
class Policy(Protocol):
    """Anything with `decide(conversation) -> Decision` can drive the simulated model."""

    def decide(self, conv: Conversation) -> Decision: ...


# ---------------------------------------------------------------------------------------------
# Helpers for scripted lessons
# ---------------------------------------------------------------------------------------------


def text(s: str) -> Decision:
    """A decision to answer with `s`."""
    return Decision(text=s)


def call(name: str, **arguments: Any) -> Decision:
    """A decision to call one tool: `call("get_weather", city="Paris")`."""
    return Decision(calls=[PlannedCall(name, json_dumps(arguments))])


def calls(*pairs: tuple[str, dict[str, Any]]) -> Decision:
    """A decision to call several tools at once: `calls(("get_weather", {"city": "Paris"}), ...)`."""
    planned = []
    for pair in pairs:
        name, arguments = pair
        planned.append(PlannedCall(name, arguments if isinstance(arguments, str) else json_dumps(arguments)))
    return Decision(calls=planned)


# ---------------------------------------------------------------------------------------------
# ScriptedPolicy and FunctionPolicy
# ---------------------------------------------------------------------------------------------


class ScriptExhausted(Exception):
    """A `ScriptedPolicy` was asked for more decisions than its script holds."""


Step = Decision | Callable[[Conversation], Decision]


class ScriptedPolicy:
    """Serves a fixed list of decisions, one per request, in order.

    Each step is a `Decision` or a function `conversation -> Decision` (to look at what the
    client sent). When the script is used up the next request raises `ScriptExhausted`.
    """

    def __init__(self, steps: Iterable[Step]) -> None:
        self._steps: list[Step] = list(steps)
        for index, step in enumerate(self._steps):
            if not isinstance(step, Decision) and not callable(step):
                raise TypeError(f"step {index} is {type(step).__name__}; expected a Decision or a callable")
        self._served = 0
        self._lock = threading.Lock()

    @property
    def remaining(self) -> int:
        """How many steps have not been served yet."""
        return len(self._steps) - self._served

    @property
    def served(self) -> int:
        return self._served

    def decide(self, conv: Conversation) -> Decision:
        with self._lock:
            if self._served >= len(self._steps):
                total = len(self._steps)
                raise ScriptExhausted(
                    f"ScriptedPolicy has no steps left: the script had {total} steps and request "
                    f"{total + 1} arrived. Add steps or use GeneralPolicy."
                )
            step = self._steps[self._served]
            self._served += 1
        decision = step(conv) if callable(step) and not isinstance(step, Decision) else step
        if not isinstance(decision, Decision):
            raise TypeError(f"script step {self._served} returned {type(decision).__name__}, not a Decision")
        return decision

    def assert_complete(self) -> None:
        """Raise AssertionError unless every step was served."""
        if self.remaining:
            raise AssertionError(
                f"ScriptedPolicy served {self._served} of {len(self._steps)} steps; {self.remaining} left unused."
            )


class FunctionPolicy:
    """Wraps a plain function `conversation -> Decision` as a policy."""

    def __init__(self, fn: Callable[[Conversation], Decision]) -> None:
        if not callable(fn):
            raise TypeError("FunctionPolicy needs a callable")
        self.fn = fn

    def decide(self, conv: Conversation) -> Decision:
        decision = self.fn(conv)
        if not isinstance(decision, Decision):
            raise TypeError(f"the policy function returned {type(decision).__name__}, not a Decision")
        return decision


# ---------------------------------------------------------------------------------------------
# The general policy: reading the turn
# ---------------------------------------------------------------------------------------------


def _norm_args(arguments: str) -> str:
    try:
        return json.dumps(json.loads(arguments), sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    except (ValueError, TypeError):
        return (arguments or "").strip()


def _agent_key(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


@dataclass
class _Record:
    """One call made in this user turn, with its output once it arrived."""

    order: int
    call_id: str
    name: str
    arguments: str
    args: dict[str, Any] | None
    key: tuple[str, str]
    output: ToolOutput | None = None


#: Words in a tool's error output that mean "your arguments were wrong": worth one retry.
_FIXABLE_ERROR_WORDS = ("json", "argument", "schema", "validation", "invalid", "required", "missing", "field")
#: ...unless the tool was refused rather than wrongly called (approval gates, rejections).
_REFUSAL_WORDS = ("approv", "not run", "reject", "blocked", "denied", "not allowed")


@dataclass
class _Turn:
    conv: Conversation
    user_text: str
    earlier_user_text: str
    instructions: str
    records: list[_Record]
    done_keys: set[tuple[str, str]]
    visited_agents: list[str]
    answered: bool
    ctx: ArgContext

    @classmethod
    def read(cls, conv: Conversation) -> "_Turn":
        turn = conv.current_turn()
        records: list[_Record] = []
        by_id: dict[str, _Record] = {}
        visited: list[str] = []
        answered = False
        for message in turn:
            if message.role == "assistant":
                if message.content.strip() and not message.tool_calls:
                    answered = True
                for tc in message.tool_calls:
                    try:
                        parsed = json.loads(tc.arguments) if tc.arguments.strip() else {}
                    except ValueError:
                        parsed = None
                    rec = _Record(len(records), tc.call_id, tc.name, tc.arguments, parsed if isinstance(parsed, dict) else None, (tc.name, _norm_args(tc.arguments)))
                    records.append(rec)
                    by_id[tc.call_id] = rec
                    if tc.name.startswith("transfer_to_"):
                        visited.append(_agent_key(tc.name[len("transfer_to_") :]))
            elif message.role == "tool":
                rec = by_id.get(message.tool_call_id or "")
                if rec is None:
                    rec = next((r for r in records if r.output is None and (not message.name or r.name == message.name)), None)
                name = (rec.name if rec else None) or message.name or "tool"
                out = ToolOutput.parse(name, message.content, arguments=rec.arguments if rec else None, call_id=message.tool_call_id)
                if isinstance(out.value, dict) and list(out.value) == ["assistant"]:
                    visited.append(_agent_key(str(out.value["assistant"])))
                if rec is not None and rec.output is None:
                    rec.output = out
                elif rec is None:
                    rec = _Record(len(records), message.tool_call_id or "", name, "", None, (name, ""), out)
                    records.append(rec)
        users = [m.content for m in conv.messages if m.role == "user"]
        instructions = "\n".join([conv.instructions or ""] + [m.content for m in conv.messages if m.role in ("system", "developer")]).strip()
        return cls(
            conv=conv,
            user_text=users[-1] if users else "",
            earlier_user_text=users[-2] if len(users) > 1 else "",
            instructions=instructions,
            records=records,
            done_keys={r.key for r in records},
            visited_agents=visited,
            answered=answered,
            ctx=ArgContext.from_conversation(conv),
        )

    def work_records(self) -> list[_Record]:
        """This turn's calls that did real work (not handoffs)."""
        return [r for r in self.records if not r.name.startswith("transfer_to_") and not (r.output and _is_handoff_output(r.name, r.output.value))]

    def calls_to(self, name: str) -> list[_Record]:
        return [r for r in self.records if r.name == name]

    def errored(self, name: str) -> bool:
        return any(r.output is not None and r.output.is_error for r in self.calls_to(name))

    def retryable(self, name: str) -> bool:
        """A tool whose only call failed on its arguments (bad JSON, schema or validation error, a
        hint to fix them): like a real model, try once more with freshly built arguments."""
        made = self.calls_to(name)
        if len(made) != 1 or made[0].output is None or not made[0].output.is_error:
            return False
        text = str(made[0].output.value).lower()
        if any(word in text for word in _REFUSAL_WORDS):
            return False
        return made[0].args is None or any(word in text for word in _FIXABLE_ERROR_WORDS)

    def succeeded_later(self, record: _Record) -> bool:
        """Did a later call to the same tool succeed (so this failure was recovered)?"""
        return any(
            r.order > record.order and r.output is not None and not r.output.is_error
            for r in self.calls_to(record.name)
        )


# ---------------------------------------------------------------------------------------------
# Relevance scoring
# ---------------------------------------------------------------------------------------------

_HANDOFF_BOILERPLATE = re.compile(r"handoff to the .*? agent to handle the request\.?", re.I)
_HANDOFF_WORDS = frozenset({"transfer", "to", "agent", "handoff", "hand", "off", "request", "handle", "assistant", "specialist"})


# Verbs that many tools share: in a tool's name they say less than its nouns do.
_GENERIC_VERBS = frozenset(stem(w) for w in "get find search list lookup look fetch retrieve create make check show run do set update add remove delete read query".split())


@dataclass
class _Profile:
    tool: Tool
    index: int
    weights: dict[str, float]
    is_handoff: bool
    agent: str | None
    name_stems: list[str]


def _profile(tool: Tool, index: int) -> _Profile:
    weights: dict[str, float] = {}

    def add(stems: Iterable[str], weight: float) -> None:
        for s in stems:
            if s and s not in STOPWORDS and (s not in weights or weights[s] < weight):
                weights[s] = weight

    is_handoff = tool.name.startswith("transfer_to_")
    agent = None
    description = tool.description or ""
    if is_handoff:
        agent = tool.name[len("transfer_to_") :]
        name_stems = [s for s in identifier_stems(agent) if s not in _HANDOFF_WORDS]
        description = _HANDOFF_BOILERPLATE.sub(" ", description)
    else:
        name_stems = [s for s in identifier_stems(tool.name) if s not in STOPWORDS]
    add([t for t in name_stems if t not in _GENERIC_VERBS], 3.0)
    add([t for t in name_stems if t in _GENERIC_VERBS], 1.5)
    add([s for s in content_stems(description) if s not in _HANDOFF_WORDS or not is_handoff], 1.0)
    params = tool.parameters if isinstance(tool.parameters, dict) else {}
    props = params.get("properties") if isinstance(params.get("properties"), dict) else {}
    for pname, pschema in props.items():
        add(identifier_stems(pname), 1.5)
        if isinstance(pschema, dict):
            add(content_stems(str(pschema.get("description", ""))), 0.5)
            for option in pschema.get("enum", []) or []:
                if isinstance(option, str):
                    add(identifier_stems(option), 1.0)
    return _Profile(tool, index, weights, is_handoff, agent, name_stems)


def _intent_text(text: str) -> str:
    """The request without the values in it (quoted strings, places, emails, urls): "Times
    Square" is a place, not a question about time."""
    out = text
    for value in _quoted(out):
        out = out.replace(value, " ")
    out = _strip_contacts(out)
    for place in _locations(out, groups=None):
        if place[:1].isupper():
            out = out.replace(place, " ")
    return out


def _query(text: str, weight: float, into: dict[str, float]) -> None:
    for s in content_stems(_intent_text(text)):
        if into.get(s, 0.0) < weight:
            into[s] = weight


def _match_score(profile: _Profile, query: dict[str, float]) -> float:
    total = 0.0
    for q, qw in query.items():
        best = profile.weights.get(q, 0.0)
        if best < 3.0:
            groups = synonym_groups(q)
            if groups:
                for token, weight in profile.weights.items():
                    if 0.6 * weight > best and synonym_groups(token) & groups:
                        best = 0.6 * weight
        total += best * qw
    return total


_ELLIPTIC = re.compile(r"^\s*(and|what about|how about|also|same|now|ok(ay)?|then|what of|and what about)\b", re.I)
_SMALL_TALK = re.compile(
    r"^\s*(hi|hello|hey|yo|good (morning|afternoon|evening)|thanks|thank you|thx|ty|ok|okay|cool|great|nice|bye|goodbye|see you)\b[\s!.,]*(there|so much|a lot|again)?[\s!.,:)]*$",
    re.I,
)
_CAPABILITIES = re.compile(r"\b(what can you do|who are you|what are you|what tools|how can you help|help me\??$|about yourself|introduce yourself)", re.I)


def _is_small_talk(text: str) -> bool:
    return bool(_SMALL_TALK.match(text) or _CAPABILITIES.search(text)) or not text.strip()


def _bonus_for_fill(profile: _Profile, conv: Conversation, text_ctx: ArgContext) -> float:
    """Extra relevance when the user's text supplies this tool's required arguments."""
    schema = profile.tool.parameters if isinstance(profile.tool.parameters, dict) else {}
    required = [r for r in schema.get("required", []) or [] if isinstance(r, str)]
    props = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
    if not required:
        return 0.0
    _args, sources = fill_arguments_detailed(schema, context=text_ctx)
    bonus = 0.0
    for name in required:
        source = sources.get(name)
        sub = props.get(name, {}) if isinstance(props.get(name), dict) else {}
        cat = _category(name, sub)
        if source == "enum":
            bonus += 1.5
        elif source == "pattern":
            bonus += 1.0
        elif source == "text" and cat in ("id", "flight", "email", "url"):
            bonus += 1.5
        elif source == "text" and cat in ("ticker", "location", "date", "datetime", "language", "currency"):
            bonus += 1.0
        elif source == "number":
            bonus += 0.5
        elif source == "text" and cat == "expression":
            bonus += 2.0
        elif source == "text" and cat == "timezone":
            bonus += 0.5
    return min(bonus, 3.0)


# ---------------------------------------------------------------------------------------------
# Steps stated in the instructions ("first ... then ... for each ... finally ...")
# ---------------------------------------------------------------------------------------------

_MARKER = re.compile(
    r"\b(first(?:ly)?|then|next|afterwards|after that|finally|lastly|subsequently|step\s*\d+\s*[:.)-]?|for (?:each|every))\b|(?m:^\s*\d+[.)]\s+)",
    re.I,
)
_FANOUT = re.compile(r"\b(for each|for every|each of|each|every|for all|all of the|all the)\b", re.I)
_SENTENCE_SPLIT = re.compile(r"(?<=[^\d\s][.!?])\s+|\n+")


@dataclass
class _Step:
    profile: _Profile
    text: str
    fanout: bool


def _valid_marker(text: str, m: re.Match[str]) -> bool:
    word = m.group(0).strip().lower()
    before = words(text[max(0, m.start() - 15) : m.start()])
    after = words(text[m.end() : m.end() + 15])
    if word.startswith("first") or word == "next":
        if before and before[-1] in ("the", "a", "an", "your", "its", "my", "their", "our", "this", "that", "at"):
            return False
        if word == "next" and after and after[0] in ("week", "day", "month", "year", "time", "weekend", "morning", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"):
            return False
    return True


def _segments(text: str) -> tuple[list[str], bool]:
    """Cut a text into step-sized pieces at order markers; also says whether any marker was seen."""
    pieces: list[str] = []
    seen = False
    for sentence in _SENTENCE_SPLIT.split(text):
        if not sentence.strip():
            continue
        markers = [m for m in _MARKER.finditer(sentence) if _valid_marker(sentence, m)]
        if not markers:
            if seen:
                pieces.append(sentence)
            continue
        first = markers[0]
        pre = sentence[: first.start()]
        opener = first.group(0).strip().lower()
        if pre.strip() and not (opener.startswith("first") or opener.startswith("step") or opener[:1].isdigit()):
            pieces.append(pre)
        for index, m in enumerate(markers):
            end = markers[index + 1].start() if index + 1 < len(markers) else len(sentence)
            pieces.append(sentence[m.start() : end])
        seen = True
    return pieces, seen


def _steps(text: str, profiles: Sequence[_Profile], threshold: float) -> list[_Step]:
    pieces, seen = _segments(text)
    if not seen:
        return []
    steps: list[_Step] = []
    used: list[str] = []
    for piece in pieces:
        query: dict[str, float] = {}
        _query(piece, 1.0, query)
        best: tuple[float, int] | None = None
        for profile in profiles:
            score = _match_score(profile, query)
            if re.search(rf"\b{re.escape(profile.tool.name)}\b", piece):
                score += 10.0
            if score >= threshold and (best is None or score > best[0]):
                best = (score, profile.index)
        if best is None:
            continue
        profile = next(p for p in profiles if p.index == best[1])
        if profile.tool.name in used:
            continue
        used.append(profile.tool.name)
        steps.append(_Step(profile, piece.strip(), bool(_FANOUT.search(piece))))
    return steps if len(steps) >= 2 else []


# ---------------------------------------------------------------------------------------------
# Lists, fan-out and "the best one"
# ---------------------------------------------------------------------------------------------


def _list_of(value: Any, hint: str = "") -> list[Any] | None:
    """The list a tool returned: a JSON array, or the one list field of an object."""
    if isinstance(value, list):
        return value
    if isinstance(value, dict):
        lists = [(k, v) for k, v in value.items() if isinstance(v, list) and v]
        if len(lists) == 1:
            return lists[0][1]
        if len(lists) > 1:
            hint_stems = set(content_stems(hint))
            for key, items in lists:
                if set(identifier_stems(key)) & hint_stems:
                    return items
            dict_lists = [items for _k, items in lists if isinstance(items[0], dict)]
            if dict_lists:
                return max(dict_lists, key=len)
    return None


def _text_list(text: str) -> list[str] | None:
    lines = [re.sub(r"^\s*(?:[-*•]|\d+[.)])\s+", "", line).strip() for line in text.splitlines() if re.match(r"^\s*(?:[-*•]|\d+[.)])\s+", line)]
    return lines if len(lines) >= 2 else None


def _elements(out: ToolOutput, hint: str) -> list[Any] | None:
    if out.is_error:
        return None
    if out.value is not None:
        return _list_of(out.value, hint)
    return _text_list(out.text)


def _focus_for(element: Any, tool: Tool) -> dict[str, Any]:
    if isinstance(element, dict):
        return element
    schema = tool.parameters if isinstance(tool.parameters, dict) else {}
    props = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
    required = [r for r in schema.get("required", []) or [] if r in props] or list(props)
    target = required[0] if required else "value"
    return {target: element}


def _merge(element: Any, outputs: Sequence[ToolOutput]) -> dict[str, Any]:
    record: dict[str, Any] = dict(element) if isinstance(element, dict) else {"value": element}
    for out in outputs:
        if out.is_error:
            continue
        if isinstance(out.value, dict):
            for key, value in out.value.items():
                record.setdefault(key, value)
        elif out.value is not None and not isinstance(out.value, list):
            for key in reversed(out.pseudo_keys()):
                record.setdefault(key, out.value)
    return record


_LOW_WORDS = frozenset("cheapest lowest least cheaper smallest minimum min fewest shortest nearest closest fastest earliest".split())
_HIGH_WORDS = frozenset("best highest top most largest biggest maximum max greatest longest better latest".split())


def _numeric_keys(records: Sequence[dict[str, Any]]) -> list[str]:
    keys: list[str] = []
    for record in records:
        for key, value in record.items():
            if isinstance(value, (int, float)) and not isinstance(value, bool) and key not in keys:
                keys.append(key)
    return keys


def _price_and_value_keys(records: Sequence[dict[str, Any]]) -> tuple[str | None, str | None]:
    keys = _numeric_keys(records)
    price = next((k for k in keys if set(split_identifier(k)) & {"price", "cost", "amount"} and not set(split_identifier(k)) & {"true", "estimated", "original", "list", "market", "retail"}), None)
    value = next(
        (
            k
            for k in keys
            if k != price
            and (
                set(split_identifier(k)) & {"value", "worth", "msrp", "valuation"}
                or (set(split_identifier(k)) & {"true", "estimated", "original", "list", "market", "retail"} and _money_key(split_identifier(k)))
            )
        ),
        None,
    )
    return price, value


@dataclass
class _Best:
    record: dict[str, Any]
    noun: str
    line: str
    pct: float | None = None  # the discount, when "best" means value over price
    qualifies: bool = True  # False when a threshold in the request rules it out


_THRESHOLD = re.compile(
    r"(?:more than|over|above|at least|exceeds?|beats?|greater than)\s+(?:a\s+|the\s+)?(\d+(?:\.\d+)?)\s*(?:%|percent)",
    re.IGNORECASE,
)


def _with_threshold(best: "_Best | None", text: str) -> "_Best | None":
    """Apply a threshold the request states ("notify me if more than 45% below its value")."""
    if best is None or best.pct is None:
        return best
    match = _THRESHOLD.search(text)
    if match is None or best.pct > float(match.group(1)):
        return best
    threshold = float(match.group(1))
    label = _label_of(best.record) or "it"
    line = (f"No {best.noun} is more than {format_number(threshold)}% below its value: "
            f"the best, {label}, is {format_number(best.pct)}% off, so I did not go on.")
    return _Best(best.record, best.noun, line, best.pct, qualifies=False)


def _pick_best(records: Sequence[dict[str, Any]], text: str) -> _Best | None:
    """The element a superlative ("best deal", "cheapest", "highest rated") points at."""
    if not records:
        return None
    ws = words(text)
    low = [w for w in ws if w in _LOW_WORDS]
    high = [w for w in ws if w in _HIGH_WORDS]
    if not low and not high:
        return None
    noun = "option"
    for index, w in enumerate(ws):
        if (w in _LOW_WORDS or w in _HIGH_WORDS) and index + 1 < len(ws) and ws[index + 1] not in STOPWORDS:
            noun = ws[index + 1]
            break
    price, value = _price_and_value_keys(records)
    chosen: dict[str, Any] | None = None
    line = ""

    def num(record: dict[str, Any], key: str | None) -> float | None:
        v = record.get(key) if key else None
        return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else None

    if high and "best" in high and price and value:
        scored = []
        for index, record in enumerate(records):
            p, v = num(record, price), num(record, value)
            if p is None or v is None or v == 0:
                continue
            scored.append((-(v - p) / abs(v), -(v - p), index, record))
        if scored:
            scored.sort(key=lambda t: (t[0], t[1], t[2]))
            chosen = scored[0][3]
            p, v = num(chosen, price), num(chosen, value)
            assert p is not None and v is not None
            pct = round((v - p) / abs(v) * 100)
            label = _label_of(chosen) or "it"
            line = f"Best {noun}: {label} at ${format_number(p)} ({humanize(value)} ${format_number(v)}, {pct}% off)."
            return _Best(chosen, noun, line, float(pct))
    if chosen is None:
        keys = _numeric_keys(records)
        text_stems = set(stem(w) for w in ws)
        key = next((k for k in keys if set(identifier_stems(k)) & text_stems), None)
        if key is None and low and price:
            key = price
        if key is None and high:
            key = next((k for k in keys if set(split_identifier(k)) & {"rating", "score", "stars", "value", "discount", "savings"}), None)
        if key is None:
            return None
        direction_low = bool(low) and not (high and not low)
        scored2 = [(num(r, key), i, r) for i, r in enumerate(records) if num(r, key) is not None]
        if not scored2:
            return None
        scored2.sort(key=lambda t: ((t[0] if direction_low else -t[0]), t[1]))  # type: ignore[operator]
        chosen = scored2[0][2]
        label = _label_of(chosen) or "it"
        word = (low or high)[0]
        field_label, field_value = _format_field(key, chosen[key], chosen)
        line = f"{word.capitalize()} {noun}: {label} ({field_label} {field_value})."
    return _Best(chosen, noun, line)


# ---------------------------------------------------------------------------------------------
# The general policy
# ---------------------------------------------------------------------------------------------


@dataclass
class _Planned:
    tool: Tool
    focus: dict[str, Any] | None = None
    ctx: ArgContext | None = None


@dataclass
class _Plan:
    calls: list[_Planned] = field(default_factory=list)
    ask: str | None = None
    web_search: str | None = None
    best: _Best | None = None
    handoff: bool = False


_SINK_VERBS = frozenset("send notify email post alert message share save write create publish report book schedule text sms tweet reply forward remind log record escalate submit file".split())
_CONTENT_CATS = ("message", "text", "summary", "title")
_SPECIFIC_CATS = ("location", "id", "email", "flight", "ticker", "url")
_SEARCH_INTENT = frozenset("search web internet online google latest news current currently recent recently today happening update updates headline headlines lookup".split())


class GeneralPolicy:
    """The default policy: a readable, deterministic heuristic (see the module docstring).

    `threshold`: minimum relevance score for a tool to be called; `max_fanout`: at most this many
    calls when fanning out over a list.
    """

    def __init__(self, *, threshold: float = 2.0, max_fanout: int = 10) -> None:
        self.threshold = threshold
        self.max_fanout = max_fanout

    # -- public --------------------------------------------------------------------------------

    def decide(self, conv: Conversation) -> Decision:
        turn = _Turn.read(conv)
        choice = conv.tool_choice
        if choice.mode == "none":
            return self._answer(turn)
        if choice.mode == "hosted":
            if (choice.name or "web_search").startswith("web_search"):
                return Decision(web_search=self._search_query(turn))
            return self._answer(turn)
        if choice.mode == "function" and choice.name:
            return self._forced(turn, choice.name)
        plan = self._plan(turn)
        if plan.web_search:
            return Decision(web_search=plan.web_search)
        planned = self._materialize(turn, plan.calls)
        if not conv.parallel_tool_calls:
            planned = planned[:1]
        if planned:
            return Decision(calls=planned)
        if choice.mode == "required":
            return self._required_fallback(turn)
        if plan.ask:
            return Decision(text=plan.ask)
        return self._answer(turn, best=plan.best)

    def scores(self, conv: Conversation) -> list[tuple[str, float]]:
        """Each function tool's relevance to the current turn (to see why a tool was chosen)."""
        turn = _Turn.read(conv)
        return [(p.tool.name, round(s, 2)) for p, s in self._scored(turn)]

    # -- planning ------------------------------------------------------------------------------

    def _profiles(self, turn: _Turn) -> list[_Profile]:
        return [_profile(tool, index) for index, tool in enumerate(turn.conv.function_tools())]

    def _user_query(self, turn: _Turn, *, instructions: bool = True) -> dict[str, float]:
        query: dict[str, float] = {}
        _query(turn.user_text, 1.0, query)
        if turn.earlier_user_text and (_ELLIPTIC.match(turn.user_text) or len(content_stems(turn.user_text)) <= 3):
            _query(turn.earlier_user_text, 0.5, query)
        if instructions and turn.instructions:
            _query(turn.instructions, 0.25, query)
        return query

    def _scored(self, turn: _Turn) -> list[tuple[_Profile, float]]:
        profiles = self._profiles(turn)
        query = self._user_query(turn)
        text_ctx = ArgContext(
            user_text=turn.ctx.user_text,
            earlier_user_texts=turn.ctx.earlier_user_texts,
            instructions=turn.ctx.instructions,
        )
        user_only = self._user_query(turn, instructions=False)
        small_talk = _is_small_talk(turn.user_text)
        out = []
        for profile in profiles:
            own = _match_score(profile, user_only)
            if re.search(rf"\b{re.escape(profile.tool.name)}\b", turn.user_text):
                own += 10.0
            if not profile.is_handoff:
                own += _bonus_for_fill(profile, turn.conv, text_ctx)
            score = own + max(0.0, _match_score(profile, query) - _match_score(profile, user_only))
            if turn.instructions and re.search(rf"\b{re.escape(profile.tool.name)}\b", turn.instructions):
                score += 1.0
            if own < 1.0 or small_talk:
                score = min(score, 0.5 * self.threshold)  # instructions alone don't make a tool relevant
            out.append((profile, score))
        return out

    def _plan(self, turn: _Turn) -> _Plan:
        conv = turn.conv
        if not conv.tools:
            return _Plan()
        scored = self._scored(turn)
        regular = [(p, s) for p, s in scored if not p.is_handoff]
        handoffs = [(p, s) for p, s in scored if p.is_handoff]

        # 1. an order stated in the instructions or by the user
        plan = self._ordered(turn, [p for p, _ in regular], dict((p.index, s) for p, s in regular))
        if plan is not None:
            return plan

        # 2. relevance
        best_regular = max((s for _p, s in regular), default=0.0)
        relevant = [
            (p, s) for p, s in regular if s >= self.threshold and s >= 0.4 * best_regular
        ]
        if not relevant and not _is_small_talk(turn.user_text):
            searcher = self._search_tool(turn, regular)
            if searcher is not None:
                relevant = [(searcher, self.threshold)]
        relevant.sort(key=lambda t: (self._mention_position(turn, t[0]), -t[1], t[0].index))

        hosted = [t for t in conv.tools if t.type.startswith("web_search")]
        if hosted and not turn.answered and not any(r.name.startswith("web_search") for r in turn.records):
            intent = self._search_intent(turn)
            only_hosted = not conv.function_tools()
            best_relevant = max((s for _p, s in relevant), default=0.0)
            fits_better = best_relevant >= 0.6 * intent and best_relevant > 0
            asks = only_hosted and "?" in turn.user_text and not _is_small_talk(turn.user_text)
            if ((intent >= 1.5 and not fits_better) or asks) and not turn.work_records():
                return _Plan(web_search=self._search_query(turn))

        # handoffs: at most one, never alongside other calls
        best_handoff = None
        for profile, score in handoffs:
            agent = _agent_key(profile.agent or "")
            if agent in turn.visited_agents or any(agent.startswith(v) or v.startswith(agent) for v in turn.visited_agents if v):
                continue
            if score >= 0.75 * self.threshold and (best_handoff is None or score > best_handoff[1]):
                best_handoff = (profile, score)
        pending = self._pending(turn, relevant)
        if best_handoff is not None:
            pending_names = {x.tool.name for x in pending}
            best_pending = max((s for p, s in relevant if p.tool.name in pending_names), default=0.0)
            # hand off when the other agent fits better than anything left to do here
            if best_handoff[1] > best_pending and (not turn.visited_agents or not pending):
                return _Plan(calls=[_Planned(best_handoff[0].tool)], handoff=True)
        if not pending:
            return _Plan(best=self._best_for_answer(turn))
        ready = self._ready(turn, pending)
        if not turn.work_records():
            missing = [self._missing_specific(turn, planned) for planned in ready]
            if missing and all(missing):
                return _Plan(ask=missing[0])
        return _Plan(calls=ready)

    def _search_tool(self, turn: _Turn, regular: Sequence[tuple[_Profile, float]]) -> _Profile | None:
        """A generic search function for a question no other tool fits ("Who won ...?")."""
        text = turn.user_text.strip()
        asks = text.endswith("?") or bool(re.match(r"(who|what|when|where|which|why|how)\b", text, re.I)) or self._search_intent(turn) > 0
        if not asks or any(t.type.startswith("web_search") for t in turn.conv.tools):
            return None
        for profile, _score in regular:
            parts = set(split_identifier(profile.tool.name))
            if parts & {"search", "google", "web", "lookup", "bing", "wikipedia", "wiki"}:
                props = (profile.tool.parameters or {}).get("properties") or {}
                if any(_category(n, p if isinstance(p, dict) else {}) == "query" for n, p in props.items()):
                    if not turn.calls_to(profile.tool.name):
                        return profile
        return None

    def _mention_position(self, turn: _Turn, profile: _Profile) -> int:
        text = turn.user_text
        best = len(text) + 1
        stems = set(profile.name_stems)
        groups = set()
        for s in profile.name_stems:
            groups |= synonym_groups(s)
        for m in re.finditer(r"[A-Za-z0-9]+", text):
            s = stem(m.group(0).lower())
            if s in STOPWORDS:
                continue
            if s in stems or (synonym_groups(s) & groups):
                best = min(best, m.start())
                break
        return best

    def _pending(self, turn: _Turn, relevant: Sequence[tuple[_Profile, float]]) -> list[_Planned]:
        """Calls the relevant tools still need this turn (fan-out and several places included)."""
        pending: list[_Planned] = []
        fan_words = bool(_FANOUT.search(turn.user_text) or _FANOUT.search(turn.instructions))
        for profile, _score in relevant:
            tool = profile.tool
            if turn.retryable(tool.name):
                pending.append(_Planned(tool, None))
                continue
            if turn.errored(tool.name):
                continue
            if fan_words:
                fan = self._fanout_calls(turn, tool, source=None, hint=turn.user_text, needs_item=True)
                if fan is not None:
                    pending.extend(fan)
                    continue
            expansions = self._expansions(turn, tool)
            if len(expansions) > 1:
                param = next(iter(expansions[0]))
                for focus in expansions:
                    value = str(focus[param]).lower()
                    if not any(r.args and str(r.args.get(param, "")).lower() == value for r in turn.calls_to(tool.name)):
                        pending.append(_Planned(tool, focus))
                continue
            if turn.calls_to(tool.name):
                continue
            best = self._best_for_answer(turn) if turn.work_records() else None
            if best is not None and not best.qualifies:
                continue
            pending.append(_Planned(tool, best.record if best else None))
        return pending

    def _expansions(self, turn: _Turn, tool: Tool) -> list[dict[str, Any]]:
        """One focus per place/id when the user names several ("in Paris and in Rome")."""
        schema = tool.parameters if isinstance(tool.parameters, dict) else {}
        props = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
        required = [r for r in schema.get("required", []) or [] if r in props]
        for name in required or list(props)[:1]:
            sub = props[name] if isinstance(props[name], dict) else {}
            types = sub.get("type")
            if types == "array" or (isinstance(types, list) and "array" in types):
                continue
            cat = _category(name, sub)
            if cat not in _SPECIFIC_CATS or (cat == "location" and _location_role(name) != "any"):
                continue
            values = _several(turn.user_text, cat, name, sub)
            if len(values) > 1:
                return [{name: v} for v in values[: self.max_fanout]]
            return []
        return []

    def _ready(self, turn: _Turn, pending: list[_Planned]) -> list[_Planned]:
        """The pending calls that can go now (the others wait for these outputs)."""
        def needs_input(planned: _Planned) -> bool:
            return self._missing_specific(turn, planned) is not None and not planned.focus

        def is_sink(planned: _Planned) -> bool:
            parts = split_identifier(planned.tool.name)
            if not parts or parts[0] not in _SINK_VERBS:
                return False
            props = (planned.tool.parameters or {}).get("properties") or {}
            return any(_category(name, sub if isinstance(sub, dict) else {}) in ("message", "text", "summary") for name, sub in props.items()) or needs_input(planned)

        ready = []
        for planned in pending:
            others = [p for p in pending if p.tool.name != planned.tool.name]
            if needs_input(planned) and any(not needs_input(o) for o in others):
                continue
            if is_sink(planned) and any(not is_sink(o) for o in others):
                continue
            ready.append(planned)
        if not ready and pending:
            ready = [pending[0]]
        return ready

    def _missing_specific(self, turn: _Turn, planned: _Planned) -> str | None:
        """A question to ask when a required place/id/email can't be found anywhere."""
        tool = planned.tool
        schema = tool.parameters if isinstance(tool.parameters, dict) else {}
        props = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
        ctx = planned.ctx or turn.ctx.with_focus(planned.focus)
        _args, sources = fill_arguments_detailed(schema, context=ctx)
        for name in schema.get("required", []) or []:
            sub = props.get(name) if isinstance(props.get(name), dict) else {}
            if _category(name, sub) in _SPECIFIC_CATS and sources.get(name) == "default":
                return f"Could you tell me the {humanize(name)}? I need it to {humanize(tool.name)}."
        return None

    # -- ordered workflows -------------------------------------------------------------------

    def _ordered(self, turn: _Turn, profiles: list[_Profile], scores: dict[int, float]) -> _Plan | None:
        steps = _steps(turn.instructions, profiles, self.threshold) if turn.instructions else []
        if not steps:
            steps = _steps(turn.user_text, profiles, self.threshold)
        if not steps:
            return None
        if _is_small_talk(turn.user_text):
            return None
        step_names = {s.profile.tool.name for s in steps}
        user_query = self._user_query(turn, instructions=False)
        on_workflow = any(_match_score(s.profile, user_query) > 0 for s in steps)
        off_workflow = [p for p in profiles if p.tool.name not in step_names and scores.get(p.index, 0) >= self.threshold]
        if off_workflow and not on_workflow:
            return None
        records_for_best: list[dict[str, Any]] = []
        counts: dict[str, int] = {}
        for index, step in enumerate(steps):
            tool = step.profile.tool
            made = turn.calls_to(tool.name)
            if any(r.output is not None and r.output.is_error for r in made):
                if turn.retryable(tool.name):
                    return _Plan(calls=[_Planned(tool, None)])  # fix the arguments once
                return _Plan(best=None)  # stop at the first failure and report it
            if step.fanout and index > 0:
                source = self._latest_list_record(turn, steps[index - 1].profile.tool.name, step.text)
                if source is not None:
                    fan = self._fanout_calls(turn, tool, source=source, hint=step.text)
                    if fan:
                        return _Plan(calls=fan)
                    records_for_best = self._merged_records(turn, tool, source, step.text)
                    continue
            counts[tool.name] = counts.get(tool.name, 0) + 1
            if len(made) >= counts[tool.name]:
                continue
            best = _pick_best(records_for_best, step.text) if records_for_best else None
            if best is None and index > 0:
                source = self._latest_list_record(turn, None, step.text)
                if source is not None and source.output is not None:
                    elements = _elements(source.output, step.text) or []
                    best = _pick_best([_merge(e, []) for e in elements if isinstance(e, dict)], step.text)
            best = _with_threshold(best, turn.user_text + "\n" + turn.instructions)
            if best is not None and not best.qualifies:
                return _Plan(best=best)  # nothing clears the bar: answer instead of acting
            return _Plan(calls=[_Planned(tool, best.record if best else None)], best=best)
        return _Plan(best=self._best_for_answer(turn, steps=steps))

    def _latest_list_record(self, turn: _Turn, name: str | None, hint: str) -> _Record | None:
        for record in reversed(turn.work_records()):
            if name is not None and record.name != name:
                continue
            if record.output is not None and _elements(record.output, hint):
                return record
            if name is not None:
                return None
        return None

    def _fanout_calls(self, turn: _Turn, tool: Tool, *, source: _Record | None, hint: str, needs_item: bool = False) -> list[_Planned] | None:
        """One call per element of a list result, minus the elements already done.

        Returns None when there is nothing to fan out over, [] when every element is done.
        `needs_item`: only fan out when an element supplies an input the tool needs (an id, a
        url, a place...), not merely text for a summary."""
        if source is None:
            for record in reversed(turn.work_records()):
                if record.name != tool.name and record.output is not None and _elements(record.output, hint):
                    source = record
                    break
        if source is None or source.output is None or source.name == tool.name:
            return None
        elements = (_elements(source.output, hint) or [])[: self.max_fanout]
        if not elements:
            return None
        after = [r for r in turn.calls_to(tool.name) if r.order > source.order]
        ctx = self._ctx_before(turn, source)
        schema = tool.parameters if isinstance(tool.parameters, dict) else {}
        if needs_item:
            props = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
            _args, sources = fill_arguments_detailed(schema, context=ctx.with_focus(_focus_for(elements[0], tool)))
            inputs = [
                name for name in (schema.get("required") or [])
                if sources.get(name) == "focus" and _category(name, props.get(name) if isinstance(props.get(name), dict) else {}) not in _CONTENT_CATS + ("summary",)
            ]
            if not inputs:
                return None
        out: list[_Planned] = []
        for position, element in enumerate(elements):
            focus = _focus_for(element, tool)
            args, sources = fill_arguments_detailed(schema, context=ctx.with_focus(focus))
            focus_params = [k for k, v in sources.items() if v == "focus" and "." not in k]
            if focus_params:
                done = any(r.args is not None and all(_same(r.args.get(k), args.get(k)) for k in focus_params) for r in after)
            else:
                done = position < len(after)
            if not done and (tool.name, _norm_args(json_dumps(args))) not in turn.done_keys:
                out.append(_Planned(tool, focus, ctx))
        if len(after) >= len(elements):
            return []
        return out

    def _ctx_before(self, turn: _Turn, source: _Record) -> ArgContext:
        """The argument context as it was right after `source` returned (keeps fan-out arguments
        stable while the per-element outputs come in)."""
        later_ids = {r.call_id for r in turn.records if r.order > source.order}
        outputs = tuple(o for o in turn.ctx.outputs if not (o.current_turn and o.call_id in later_ids))
        return ArgContext(
            user_text=turn.ctx.user_text,
            earlier_user_texts=turn.ctx.earlier_user_texts,
            instructions=turn.ctx.instructions,
            outputs=outputs,
        )

    def _merged_records(self, turn: _Turn, tool: Tool, source: _Record, hint: str) -> list[dict[str, Any]]:
        """List elements merged with the output of the call made for each of them."""
        if source.output is None:
            return []
        elements = (_elements(source.output, hint) or [])[: self.max_fanout]
        after = [r for r in turn.calls_to(tool.name) if r.order > source.order]
        ctx = self._ctx_before(turn, source)
        schema = tool.parameters if isinstance(tool.parameters, dict) else {}
        merged = []
        for position, element in enumerate(elements):
            focus = _focus_for(element, tool)
            args, sources = fill_arguments_detailed(schema, context=ctx.with_focus(focus))
            focus_params = [k for k, v in sources.items() if v == "focus" and "." not in k]
            matched = [
                r for r in after
                if r.output is not None and r.args is not None and focus_params and all(_same(r.args.get(k), args.get(k)) for k in focus_params)
            ]
            if not matched and not focus_params and position < len(after) and after[position].output is not None:
                matched = [after[position]]
            merged.append(_merge(element, [r.output for r in matched[:1] if r.output is not None]))
        return merged

    def _best_for_answer(self, turn: _Turn, steps: Sequence[_Step] | None = None) -> _Best | None:
        """The "best" element when the request asks for one and a list came back this turn."""
        text = turn.user_text + "\n" + turn.instructions
        if not (set(words(text)) & (_LOW_WORDS | _HIGH_WORDS)):
            return None
        work = turn.work_records()
        for index, record in enumerate(work):
            if record.output is None:
                continue
            elements = _elements(record.output, text)
            if not elements or not any(isinstance(e, dict) for e in elements):
                continue
            followers = [r for r in work[index + 1 :] if r.name != record.name]
            fan_tool = followers[0].name if followers else None
            if fan_tool and sum(1 for r in followers if r.name == fan_tool) >= 2:
                tool = next((t for t in turn.conv.function_tools() if t.name == fan_tool), None)
                if tool is not None:
                    records = self._merged_records(turn, tool, record, text)
                    phrase = self._superlative_phrase(text, steps)
                    return _with_threshold(_pick_best(records, phrase), text)
            best = _pick_best([_merge(e, []) for e in elements if isinstance(e, dict)], self._superlative_phrase(text, steps))
            return _with_threshold(best, text)
        return None

    @staticmethod
    def _superlative_phrase(text: str, steps: Sequence[_Step] | None) -> str:
        if steps:
            for step in steps:
                if set(words(step.text)) & (_LOW_WORDS | _HIGH_WORDS):
                    return step.text
        for sentence in re.split(r"[.!?\n]", text):
            if set(words(sentence)) & (_LOW_WORDS | _HIGH_WORDS):
                return sentence
        return text

    # -- building calls ------------------------------------------------------------------------

    def _materialize(self, turn: _Turn, planned: Sequence[_Planned]) -> list[PlannedCall]:
        out: list[PlannedCall] = []
        keys: list[tuple[str, str]] = []
        handoff_seen = False
        for item in planned:
            tool = item.tool
            if tool.name.startswith("transfer_to_"):
                if out or handoff_seen:
                    continue
                handoff_seen = True
            elif handoff_seen:
                continue
            ctx = (item.ctx or turn.ctx).with_focus(item.focus)
            args, _sources = fill_arguments_detailed(tool.parameters, context=ctx)
            arguments = json_dumps(args)
            key = (tool.name, _norm_args(arguments))
            if key in turn.done_keys or key in keys:
                continue
            keys.append(key)
            out.append(PlannedCall(tool.name, arguments))
        if handoff_seen and len(out) > 1:
            out = out[:1]
        return out

    def _forced(self, turn: _Turn, name: str) -> Decision:
        tool = next((t for t in turn.conv.tools if t.name == name), None)
        if tool is None:
            return Decision(calls=[PlannedCall(name, "{}")])
        plan = self._plan(turn)
        for item in plan.calls:
            if item.tool.name == name:
                args, _ = fill_arguments_detailed(tool.parameters, context=(item.ctx or turn.ctx).with_focus(item.focus))
                return Decision(calls=[PlannedCall(name, json_dumps(args))])
        expansions = self._expansions(turn, tool)
        focus = expansions[0] if expansions else None
        args, _ = fill_arguments_detailed(tool.parameters, context=turn.ctx.with_focus(focus))
        return Decision(calls=[PlannedCall(name, json_dumps(args))])

    def _required_fallback(self, turn: _Turn) -> Decision:
        scored = [(p, s) for p, s in self._scored(turn)]
        if not scored:
            if any(t.type.startswith("web_search") for t in turn.conv.tools):
                return Decision(web_search=self._search_query(turn))
            return self._answer(turn)
        scored.sort(key=lambda t: (-t[1], t[0].index))
        profile = scored[0][0]
        expansions = self._expansions(turn, profile.tool)
        focus = expansions[0] if expansions else None
        args, _ = fill_arguments_detailed(profile.tool.parameters, context=turn.ctx.with_focus(focus))
        return Decision(calls=[PlannedCall(profile.tool.name, json_dumps(args))])

    # -- web search ----------------------------------------------------------------------------

    def _search_intent(self, turn: _Turn) -> float:
        ws = words(turn.user_text)
        score = 0.0
        for w in dict.fromkeys(ws):
            if w in _SEARCH_INTENT:
                score += 1.5
        if "look" in ws and "up" in ws:
            score += 1.5
        if re.search(r"\b(who won|what happened|as of|this week|this year|right now)\b", turn.user_text, re.I):
            score += 1.5
        return score

    def _search_query(self, turn: _Turn) -> str:
        quoted = _quoted(turn.user_text)
        if quoted:
            return quoted[0]
        phrase = concise_phrase(turn.user_text, 10)
        return phrase or turn.user_text.strip() or "latest news"

    # -- answering -----------------------------------------------------------------------------

    def _answer(self, turn: _Turn, best: _Best | None = None) -> Decision:
        conv = turn.conv
        if conv.output_schema:
            payload = fill_structured_output(conv.output_schema, context=turn.ctx)
            return Decision(text=json_dumps(payload))
        return Decision(text=self._answer_text(turn, best))

    def _answer_text(self, turn: _Turn, best: _Best | None) -> str:
        work = [
            r for r in turn.work_records()
            if r.output is not None and not (r.output.is_error and turn.succeeded_later(r))
        ]
        if not work:
            return self._no_tool_answer(turn)
        if best is None:
            best = self._best_for_answer(turn)
        # newest first: what the model just did (a notification, a ticket) must survive the word limit
        outputs = [r.output for r in reversed(work) if r.output is not None]
        lead = best.line if best else ""
        budget = 120 - len(lead.split())
        facts = describe_outputs(outputs, max_words=max(budget, 30))
        parts = [p for p in (lead, facts) if p]
        if any(o.is_error for o in outputs):
            parts.append("I did not retry the failed call.")
        return " ".join(parts)

    def _no_tool_answer(self, turn: _Turn) -> str:
        text = turn.user_text.strip()
        if not text:
            return "Hello! How can I help you today?"
        if re.match(r"^\s*(thanks|thank you|thx|ty)\b", text, re.I):
            return "You're welcome! Let me know if there is anything else I can do."
        if re.match(r"^\s*(bye|goodbye|see you)\b", text, re.I):
            return "Goodbye!"
        if _SMALL_TALK.match(text):
            return "Hello! How can I help you today?"
        if _CAPABILITIES.search(text):
            tools = [humanize(t.name) for t in turn.conv.function_tools() if not t.name.startswith("transfer_to_")]
            if tools:
                return "I can help with: " + ", ".join(tools[:8]) + "."
            return "I can answer questions and help with tasks. What would you like to do?"
        data = _embedded_json(text)
        if data is not None:  # "write a message about this: {...}": the facts are in the prompt
            return describe_outputs([ToolOutput.parse("summary", json.dumps(data))], max_words=80)
        known = websearch.recall(text)
        if known:
            return known
        phrase = concise_phrase(text, 10)
        return (
            f"I'm a simulated model running offline: I can use the tools you give me, but I know "
            f"nothing about {phrase!r} on my own." if phrase else "How can I help?"
        )


def _embedded_json(text: str) -> Any:
    """The JSON object or array a prompt carries after its instructions, if any."""
    start = min((i for i in (text.find("{"), text.find("[")) if i >= 0), default=-1)
    if start < 0:
        return None
    try:
        value, _ = json.JSONDecoder().raw_decode(text[start:])
    except ValueError:
        return None
    return value if isinstance(value, (dict, list)) and value else None


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, str) and isinstance(b, str):
        return a.strip().lower() == b.strip().lower()
    return json_dumps(a) == json_dumps(b)
