"""One run, step by step: what each model call was sent and returned, what its tools gave back,
and the cost and modelled latency so far — built from a hand-written loop's result and its ledger.

    trace = RunTrace.from_loop(result, conn.ledger)     # a chat_loop / responses_loop LoopResult
    trace.steps[0].request                               # the items (messages) that request sent
    print(trace.summary())                               # every step as readable text

A step is one model call. Its REQUEST is what the loop sent: for the Responses API in
`previous_response_id` mode, the items new since the last response (the server keeps the rest);
otherwise the whole transcript so far. Its OUTPUT is what the model returned (a text answer or
tool calls); its TOOL RESULTS are the outputs the loop sent back for those calls, with the
dispatcher's status and reason code. The ledger gives each step its rows (model calls, retries
included, and tool calls) and the running totals. `labkit.widgets.TraceViewer` shows a trace
with a slider; headless it shows `summary_html()`.
"""

from __future__ import annotations

import html
import json
import math
from dataclasses import dataclass, field
from typing import Any

from labkit.ledger import Ledger
from labkit.loops.result import LoopResult

#: Output item types that come from the model (Responses API).
MODEL_ITEM_TYPES = ("function_call", "reasoning", "web_search_call")


@dataclass(frozen=True)
class TraceStep:
    """One model call of a run and what followed it (see the module docstring)."""

    step: int
    request: list[dict[str, Any]]
    request_size: int
    tools: list[str]
    output: list[dict[str, Any]]
    tool_results: list[dict[str, Any]]
    rows: list[dict[str, Any]] = field(repr=False)
    cost_usd: float = 0.0
    latency_ms: float = 0.0
    cost_so_far_usd: float = 0.0
    latency_so_far_ms: float = 0.0

    @property
    def calls(self) -> list[str]:
        """The tools the model asked for in this step, in order."""
        return [call["name"] for call in self.output if call.get("kind") == "call"]


@dataclass(frozen=True)
class RunTrace:
    """A run's steps, in order, with its id and API."""

    run_id: str
    api: str
    steps: list[TraceStep]

    @classmethod
    def from_loop(cls, result: LoopResult, ledger: Ledger, *, registry: Any = None) -> RunTrace:
        """The trace of a `chat_loop` / `responses_loop` result, with the rows `ledger` holds for it.
        `registry`: the tools the loop offered (shown on each request); default: the tools it called."""
        if not isinstance(result, LoopResult) or result.api not in ("chat", "responses"):
            raise TypeError("RunTrace.from_loop needs the LoopResult of chat_loop or responses_loop (api 'chat' or "
                            f"'responses'), got {type(result).__name__}")
        rows = [row for row in ledger.rows if row["run_id"] == result.run_id]
        if not rows:
            raise ValueError(f"the ledger has no rows of run {result.run_id!r}: pass the ledger the loop recorded into "
                             "(conn.ledger)")
        split = _chat_steps if result.api == "chat" else _responses_steps
        tools = list(registry.names) if registry is not None else list(dict.fromkeys(result.tools_called))
        steps, cost, latency = [], 0.0, 0.0
        for number, (request, output, results) in enumerate(split(result), start=1):
            step_rows = [row for row in rows if row["step"] == number]
            step_cost = sum(_number(row["cost_usd"]) for row in step_rows)
            step_ms = sum(_number(row["latency_ms"]) for row in step_rows)
            cost, latency = cost + step_cost, latency + step_ms
            steps.append(TraceStep(number, request, len(json.dumps(request, default=str)), tools, output,
                                   _with_status(results, result), step_rows, step_cost, step_ms, cost, latency))
        return cls(result.run_id, result.api, steps)

    def __len__(self) -> int:
        return len(self.steps)

    def summary(self) -> str:
        """Every step as a few lines of text."""
        return "\n\n".join([f"run {self.run_id} ({self.api}): {len(self.steps)} model calls"] +
                           [step_text(step) for step in self.steps])

    def summary_html(self) -> str:
        """Every step as HTML (what a headless notebook and the HTML report show)."""
        parts = "".join(f"<li>{step_html(step)}</li>" for step in self.steps)
        return (f"<div class='labkit-trace'><b>run {html.escape(self.run_id)}</b> ({self.api}): "
                f"{len(self.steps)} model calls<ol>{parts}</ol></div>")


def step_text(step: TraceStep) -> str:
    """One step as text: request, output, tool results, and the totals so far."""
    lines = [f"step {step.step}: sent {len(step.request)} item(s), {step.request_size:,} bytes; "
             f"{_money(step.cost_so_far_usd)} and {step.latency_so_far_ms:,.0f} ms so far"]
    lines += [f"  tools offered: {', '.join(step.tools) or 'none'}"]
    lines += [f"  → {_item_line(item)}" for item in step.request]
    lines += [f"  ← {_output_line(item)}" for item in step.output]
    lines += [f"  ⚙ {_result_line(item)}" for item in step.tool_results]
    return "\n".join(lines)


def step_html(step: TraceStep) -> str:
    """One step as HTML: the same content as `step_text`, in a pre block."""
    return f"<pre style='white-space: pre-wrap; margin: 0'>{html.escape(step_text(step))}</pre>"


# --- splitting a transcript into steps ----------------------------------------------------------


def _chat_steps(result: LoopResult) -> list[tuple[list, list, list]]:
    """(request messages, output, tool results) per assistant message of a chat transcript."""
    steps, messages = [], result.transcript
    for index, message in enumerate(messages):
        if message.get("role") != "assistant":
            continue
        results = []
        for after in messages[index + 1:]:
            if after.get("role") not in ("tool", "function"):
                break
            results.append({"call_id": after.get("tool_call_id") or after.get("name"), "output": after["content"]})
        steps.append((messages[:index], _chat_output(message), results))
    return steps


def _chat_output(message: dict[str, Any]) -> list[dict[str, Any]]:
    calls = message.get("tool_calls") or []
    if message.get("function_call"):
        calls = [{"id": None, "function": message["function_call"]}]
    if not calls:
        return [{"kind": "text", "text": message.get("content") or ""}]
    return [{"kind": "call", "call_id": call.get("id"), "name": call["function"]["name"],
             "arguments": call["function"].get("arguments", "")} for call in calls]


def _responses_steps(result: LoopResult) -> list[tuple[list, list, list]]:
    """(request items, output, tool results) per response of a Responses transcript: a response
    starts at the first model item after input items (the request was sent just before it)."""
    only_new = result.mode == "previous_response_id"
    steps: list[tuple[list, list, list]] = []
    history: list[dict[str, Any]] = []
    new: list[dict[str, Any]] = []
    in_output = False
    for item in result.transcript:
        if _from_model(item):
            if not in_output:
                sent = new if (only_new and steps) else history
                steps.append(([dict(i) for i in sent], [], []))
                new, in_output = [], True
            steps[-1][1].append(_responses_output(item))
            history.append(item)
            continue
        in_output = False
        if item.get("type") == "function_call_output" and steps:
            steps[-1][2].append({"call_id": item["call_id"], "output": item["output"]})
        new.append(item)
        history.append(item)
    return steps


def _from_model(item: dict[str, Any]) -> bool:
    kind = item.get("type")
    return kind in MODEL_ITEM_TYPES or (kind == "message" and item.get("role") == "assistant")


def _responses_output(item: dict[str, Any]) -> dict[str, Any]:
    if item.get("type") == "function_call":
        return {"kind": "call", "call_id": item.get("call_id"), "name": item.get("name"),
                "arguments": item.get("arguments", "")}
    if item.get("type") == "message":
        text = "".join(part.get("text", "") for part in item.get("content") or [] if isinstance(part, dict))
        return {"kind": "text", "text": text}
    return {"kind": item.get("type", "item"), "text": ""}


def _with_status(results: list[dict[str, Any]], result: LoopResult) -> list[dict[str, Any]]:
    """Tool results with the dispatcher's name, status and reason code (matched by call id)."""
    by_call = {tool.call_id: tool for tool in result.tool_results}
    out = []
    for item in results:
        tool = by_call.get(item["call_id"])
        out.append({**item, "name": tool.name if tool else "?", "status": tool.status if tool else "?",
                    "reason": tool.reason if tool else None})
    return out


# --- one line per thing -------------------------------------------------------------------------


def _cut(text: Any, limit: int = 90) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _item_line(item: dict[str, Any]) -> str:
    if "role" in item and item.get("type") in (None, "message"):
        content = item.get("content")
        if isinstance(content, list):
            content = " ".join(part.get("text", "") for part in content if isinstance(part, dict))
        if item.get("tool_calls"):
            content = "calls " + ", ".join(call["function"]["name"] for call in item["tool_calls"])
        return f"{item['role']}: {_cut(content or '')}"
    if item.get("type") == "function_call_output":
        return f"function_call_output {item.get('call_id')}: {_cut(item.get('output', ''), 70)}"
    if item.get("type") == "function_call":
        return f"function_call {item.get('name')}({_cut(item.get('arguments', ''), 60)})"
    return _cut(item.get("type") or item)


def _output_line(item: dict[str, Any]) -> str:
    if item["kind"] == "call":
        return f"calls {item['name']}({_cut(item['arguments'], 70)})"
    if item["kind"] == "text":
        return f"answers: {_cut(item['text'], 110)}"
    return item["kind"]


def _result_line(item: dict[str, Any]) -> str:
    status = item["status"] + (f" ({item['reason']})" if item.get("reason") else "")
    return f"{item['name']} → {status}: {_cut(item['output'], 80)}"


def _money(value: float) -> str:
    return f"${value:.6f}"


def _number(value: Any) -> float:
    """A ledger number (NaN or None as 0)."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return 0.0
    return 0.0 if math.isnan(number) else number
