"""Self-checks for notebook exercises: each prints what is right (✓) or wrong (✗, with what to
do about it) and returns True only when everything passed.

    from labkit.check import check_tool_schema, check_loop_result
    check_tool_schema(my_tool_schema)
    check_loop_result(result, expect_tools=["get_weather"], expect_in_answer=["Berlin"])
    check_tools_sent(conn.ledger, run_id, expected=6)   # the silent tool drop: a request with 0 tools
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from labkit.loops.dispatch import LoopTool
from labkit.loops.result import AWAITING_APPROVAL, LoopResult
from labkit.loops.schema import arguments_model, strict_schema

OK, FAIL, NOTE = "✓", "✗", "note:"

_STOP_HINTS = {
    "max_steps": "the model kept calling tools: look at the transcript for a repeated call, "
                 "or raise Limits(max_steps=...)",
    "max_cost": "the run spent its budget: use a cheaper model, trim tool outputs, or raise max_cost_usd",
    "timeout": "the run took too long: look for a slow tool, or raise Limits(timeout_s=...)",
    AWAITING_APPROVAL: "a side effect is waiting: decide it with resume_chat_loop(result, 'approve') "
                       "(or resume_responses_loop / an ApprovalPanel)",
    "step_failed": "a workflow step's tool did not return: read the last tool result's error",
}

_SCHEMA_FIXES = (
    ("additionalProperties", 'add "additionalProperties": false to that object (every object, nested ones too)'),
    ("Missing '", 'list every property in "required"; keep an optional parameter required but nullable, e.g. '
                  '{"anyOf": [{"type": "integer"}, {"type": "null"}]} (in Python: `radius_m: int | None = None`)'),
    ("Extra required key", 'remove the names from "required" that are not in "properties"'),
    ("is not permitted", "remove that keyword: strict mode cannot enforce it (say it in the description and "
                         "check it inside the tool)"),
    ('type: "object"', 'the root must be an object: {"type": "object", "properties": {...}, "required": [...], '
                       '"additionalProperties": false}'),
)


def _say(ok: bool, text: str) -> bool:
    """Print one check line and return `ok`."""
    print(f"{OK if ok else FAIL} {text}")
    return ok


# --- schemas --------------------------------------------------------------------------------------


def check_tool_schema(schema: dict[str, Any] | LoopTool | Callable[..., Any], *, name: str | None = None) -> bool:
    """Would the API accept this tool schema with `strict: true`? Uses the simulator's checks
    (`labkit.sim.strict`), the same ones the offline server applies.

    `schema` may be a parameters schema, a Chat or Responses tool dict, a `LoopTool`, or a function
    (its generated schema is checked).
    """
    from labkit.sim.strict import check_strict_schema as strict_check  # raises the API's 400
    from labkit.sim.types import SimError

    parameters, label = _parameters_of(schema, name)
    try:
        strict_check(parameters, label=f"function '{label}'", param="parameters", code=None)
    except SimError as error:
        fix = next((hint for marker, hint in _SCHEMA_FIXES if marker in error.message),
                   "compare the schema with the strict-mode rules (reference section 9.2)")
        print(f"{FAIL} {error.message}\n   how to fix: {fix}")
        return False
    properties = parameters.get("properties") or {}
    _say(True, f"strict schema OK for {label!r}: {len(properties)} parameter(s), all required, no extra keys")
    if _has_default(parameters):
        print(f"{NOTE} it contains 'default': strict mode never shows it to the model; make the parameter "
              "nullable and apply the default in the function body")
    return True


def _parameters_of(schema: Any, name: str | None) -> tuple[dict[str, Any], str]:
    """(parameters schema, tool name) from any of the accepted forms."""
    if isinstance(schema, LoopTool):
        return schema.parameters, name or schema.name
    if callable(schema) and not isinstance(schema, dict):
        return strict_schema(arguments_model(schema)), name or schema.__name__
    if not isinstance(schema, dict):
        raise TypeError(f"check_tool_schema needs a schema dict, a tool dict, a LoopTool or a function, "
                        f"got {type(schema).__name__}")
    function = schema.get("function") if isinstance(schema.get("function"), dict) else None
    if function is not None:
        return function.get("parameters") or {}, name or function.get("name", "tool")
    if schema.get("type") == "function" and "parameters" in schema:
        return schema["parameters"], name or schema.get("name", "tool")
    return schema, name or schema.get("title", "tool")


def _has_default(node: Any) -> bool:
    """True if a 'default' keyword appears anywhere in the schema."""
    if isinstance(node, dict):
        return "default" in node or any(_has_default(value) for value in node.values())
    if isinstance(node, list):
        return any(_has_default(value) for value in node)
    return False


# --- loops ----------------------------------------------------------------------------------------


def check_loop_result(result: LoopResult, expect_tools: Iterable[str] = (),
                      expect_in_answer: Iterable[str] = ()) -> bool:
    """Did the loop finish, call (successfully) each expected tool, and mention each expected text?"""
    checks = [_check_finished(result)]
    for tool in expect_tools:
        checks.append(_check_tool_called(result, tool))
    answer = result.final_text or ""
    for text in expect_in_answer:
        found = str(text).casefold() in answer.casefold()
        shown = answer if len(answer) <= 120 else answer[:117] + "..."
        checks.append(_say(found, f"the answer mentions {text!r}" if found else
                           f"the answer does not mention {text!r}; it says: {shown!r}"))
    return all(checks)


def _check_finished(result: LoopResult) -> bool:
    """The loop ended with the model's answer."""
    if result.stopped_by is None:
        return _say(True, f"the loop finished with an answer after {result.steps} model call(s)")
    hint = _STOP_HINTS.get(result.stopped_by, "see the run's ledger rows with a reason code")
    return _say(False, f"the loop stopped early (stopped_by={result.stopped_by!r}): {hint}")


def _check_tool_called(result: LoopResult, tool: str) -> bool:
    """The tool was called and at least one call succeeded."""
    calls = [r for r in result.tool_results if r.name == tool]
    if not calls:
        called = ", ".join(dict.fromkeys(result.tools_called)) or "none"
        return _say(False, f"{tool} was never called (called: {called}); check its description says when to use it")
    if any(call.ok for call in calls):
        return _say(True, f"{tool} was called and returned ({len(calls)} call(s))")
    last = calls[-1]
    return _say(False, f"{tool} was called but never succeeded ({last.status}: {last.error})")


# --- the silent tool drop -------------------------------------------------------------------------


def requests_without_tools(frame: Any, run_id: str | None = None, *, expected: int) -> Any:
    """The model rows (of one run, or of all) whose request offered fewer tools than `expected`,
    the number the agent or registry has: a request that carried 0 (or too few) tools is one whose
    `tools` argument something dropped on the way to the wire. Rows nobody counted (`tools` <NA>)
    are not flagged. `frame` is a ledger frame (`Ledger.frame()`) or a `Ledger`."""
    if expected < 1:
        raise ValueError(f"expected={expected!r}: pass how many tools the agent has (at least 1); "
                         "an agent without tools cannot lose them")
    frame = frame.frame(wall=False) if hasattr(frame, "frame") else frame
    model = frame[frame["kind"] == "model"]
    if run_id is not None:
        model = model[model["run_id"] == run_id]
    return model[model["tools"].notna() & (model["tools"] < expected)]


def check_tools_sent(frame: Any, run_id: str, *, expected: int) -> bool:
    """Did every model request of the run carry the `expected` tools? ✗ for each one that carried
    fewer (the silent tool drop: the model, offered nothing, answers "I can't do that")."""
    frame = frame.frame(wall=False) if hasattr(frame, "frame") else frame
    model = frame[(frame["kind"] == "model") & (frame["run_id"] == run_id)]
    if model.empty:
        return _say(False, f"run {run_id!r} has no model rows: was it recorded into this ledger?")
    short = requests_without_tools(model, expected=expected)
    if short.empty:
        return _say(True, f"all {len(model)} model request(s) of {run_id} carried the {expected} tool(s)")
    for row in short.itertuples(index=False):
        _say(False, f"{run_id} step {row.step}: the request carried {row.tools} of {expected} tool(s): something "
                    "between the agent and the wire dropped them (an adapter, a wrapper, a proxy); pass `tools` through")
    return False


# --- scenarios ------------------------------------------------------------------------------------


def check_best_deal(source: Any, *, threshold_pct: float = 20.0) -> bool:
    """Was exactly one notification sent, about the deal the fixed workflow would pick?

    `source` is the run's world (`deals.DealsWorld`: its outbox is read), a LoopResult (its
    successful `notify_user_of_deal` calls are read), or a notification or deal dict.
    """
    from labkit.scenarios import deals

    expected = deals.expected_best_deal(threshold_pct)
    urls = _notified_urls(source)
    if not urls:
        return _say(False, "no notification was sent: scan, estimate every deal, then call notify_user_of_deal "
                           f"once for the best one ({expected['id']})")
    right = expected["url"] in urls
    value = expected["estimated_true_value"]
    lines = [_say(right, f"notified about the best deal: {expected['id']} {expected['description'][:40]}... at "
                         f"${expected['price']:.2f} ({expected['discount_pct']:g}% below ${value:.2f})"
                  if right else
                  f"notified about {urls[0]}, but the best deal is {expected['id']} at {expected['url']} "
                  f"({expected['discount_pct']:g}% off): estimate every deal before choosing")]
    if len(urls) > 1:
        lines.append(_say(False, f"{len(urls)} notifications were sent: notify once, for the best deal only"))
    return all(lines)


def _notified_urls(source: Any) -> list[str]:
    """The URLs notifications were sent about, from a world, a LoopResult or a dict."""
    from labkit.scenarios import deals

    if isinstance(source, deals.DealsWorld):
        return [n["url"] for n in source.outbox]
    if isinstance(source, LoopResult):
        return [(r.arguments or {}).get("url", "") for r in source.tool_results
                if r.name == "notify_user_of_deal" and r.ok]
    if isinstance(source, dict):
        if source.get("url"):
            return [source["url"]]
        message = str(source.get("message", ""))
        return [word for word in message.split() if word.startswith("http")] if source.get("sent", True) else []
    raise TypeError(f"check_best_deal needs the run's DealsWorld, a LoopResult or a notification dict, got "
                    f"{type(source).__name__}")


def check_ticket_created_only_if_approved(result: LoopResult, world: Any, *, approved: bool) -> bool:
    """With `approved=True`: one create_ticket call ran and the run's world holds one ticket. With
    `approved=False`: every create_ticket call was blocked and the world holds no ticket.
    `world` is the `incidents.IncidentsWorld` the run's tools were given."""
    from labkit.scenarios import incidents

    if not isinstance(world, incidents.IncidentsWorld):
        raise TypeError(f"pass the run's world (the IncidentsWorld its registry was built with), got "
                        f"{type(world).__name__}")
    tickets = world.tickets
    calls = [r for r in result.tool_results if r.name == "create_ticket"]
    ran = [r for r in calls if r.ok]
    blocked = [r for r in calls if r.status == "blocked"]
    if not calls:
        return _say(not approved, "create_ticket was never called, so nothing needed approval" if not approved else
                    "create_ticket was never called: the task asks for a ticket; check the prompt and the tool list")
    if approved:
        return all([
            _say(len(ran) == 1, f"create_ticket ran once after approval ({ran[0].value['ticket_id']})" if len(ran) == 1
                 else f"create_ticket ran {len(ran)} times: with approval it should run exactly once"),
            _say(len(tickets) == 1, "exactly one ticket exists" if len(tickets) == 1 else
                 f"{len(tickets)} tickets exist in this world: give every run a fresh world "
                 "(incidents.SCENARIO.new_world()), and file one ticket"),
        ])
    reason = blocked[0].error if blocked else "none"
    return all([
        _say(not ran, f"create_ticket was blocked ({reason})" if not ran else
             "create_ticket RAN without approval: mark it as a side effect and keep the approver fail-closed"),
        _say(not tickets, "no ticket exists" if not tickets else
             f"{len(tickets)} ticket(s) exist although nothing was approved"),
    ])
