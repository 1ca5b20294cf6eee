"""What a sweep's worker processes load before they are forked from the `forkserver`, so each
worker starts its runs warm instead of importing and building the same things again.

1. **Modules**: labkit's sweep, the simulator, the Agents SDK helpers, and the lazily imported
   parts every run needs (the `openai` client's `responses` and `chat` resources, anyio's
   asyncio backend).
2. **Pure caches**, keyed on immutable inputs, that every worker's first runs would otherwise fill:
   the tokenizer's vocabulary and the price table; each default scenario's tool schemas
   (`labkit.loops.schema.arguments_and_schema`) and its SDK tools
   (`labkit.sdk.task_runs.shared_scenario_tools`); and the simulated model's own lookup tables,
   built on its first decision (about 0.3 s): one decision on each default task's first request,
   through the public policy interface. Without these each worker of each sweep spent about
   0.5 s of CPU on its first runs.

Nothing here starts a thread or opens a socket (a process that forks must have none): the
simulator server starts in each worker (`labkit.sweep.executors.start_worker`). A step that fails
is skipped; the worker then builds what it needs itself."""

import contextlib

import labkit.sweep.execute  # noqa: F401
import labkit.sweep.sim_host  # noqa: F401

with contextlib.suppress(Exception):  # the SDK approaches are skipped where it does not import
    import labkit.sdk.fallback  # noqa: F401
    import labkit.sdk.runners  # noqa: F401
    import labkit.sdk.task_runs  # noqa: F401

with contextlib.suppress(Exception):
    import labkit.sim.app  # noqa: F401
    import labkit.sim.server  # noqa: F401
    from labkit.sim import tokens

    tokens.encoding()  # the vocabulary, loaded once and shared by every worker

with contextlib.suppress(Exception):
    import anyio._backends._asyncio  # noqa: F401
    from genai_prices import data_snapshot
    from openai.resources.chat import AsyncChat, Chat  # noqa: F401  (each name loads its module)
    from openai.resources.chat.completions import AsyncCompletions, Completions  # noqa: F401
    from openai.resources.responses import AsyncResponses, Responses  # noqa: F401

    data_snapshot.get_snapshot()


def _warm_scenarios() -> None:
    """Fill the pure caches of point 2 for every default scenario and task."""
    from labkit.loops import Registry
    from labkit.scenarios import SCENARIOS, tasks_for
    from labkit.sim.chat import parse_request
    from labkit.sim.policy import GeneralPolicy

    model = GeneralPolicy()
    for task in tasks_for(list(SCENARIOS)):
        scenario = SCENARIOS[task.scenario]
        registry = Registry.for_scenario(scenario, world=scenario.new_world())
        messages = [{"role": "system", "content": task.instructions or ""}, {"role": "user", "content": task.prompt}]
        model.decide(parse_request({"model": "gpt-4.1-mini", "messages": messages, "tools": registry.chat_tools()}))
    with contextlib.suppress(Exception):
        from labkit.sdk.task_runs import shared_scenario_tools

        for scenario in SCENARIOS.values():
            shared_scenario_tools(scenario)


def _warm_client_types() -> None:
    """Parse one answer of each API the way the `openai` client parses what the simulator sends
    (`construct` without validation, as its response parsing does): its field adapters are built
    on first use (about 0.15 s), and so is this process's TLS context (`shared_ssl_context`)."""
    from openai.types.chat import ChatCompletion
    from openai.types.responses import Response

    from labkit.instrument import shared_ssl_context

    shared_ssl_context()
    usage = {"input_tokens": 900, "input_tokens_details": {"cached_tokens": 0}, "output_tokens": 40,
             "output_tokens_details": {"reasoning_tokens": 0}, "total_tokens": 940}
    Response.construct(**{
        "id": "resp_1", "object": "response", "created_at": 0, "model": "gpt-4.1-mini", "status": "completed",
        "output": [
            {"type": "function_call", "id": "fc_1", "call_id": "call_1", "name": "f", "arguments": "{}",
             "status": "completed"},
            {"type": "message", "id": "msg_1", "role": "assistant", "status": "completed",
             "content": [{"type": "output_text", "text": "ok", "annotations": []}]}],
        "tools": [{"type": "function", "name": "f", "parameters": {"type": "object"}, "strict": True}],
        "tool_choice": "auto", "parallel_tool_calls": True, "text": {"format": {"type": "text"}},
        "reasoning": {"effort": None}, "usage": usage})
    ChatCompletion.construct(**{
        "id": "chatcmpl-1", "object": "chat.completion", "created": 0, "model": "gpt-4.1-mini",
        "choices": [{"index": 0, "finish_reason": "tool_calls", "message": {
            "role": "assistant", "content": None,
            "tool_calls": [{"id": "call_1", "type": "function", "function": {"name": "f", "arguments": "{}"}}]}}],
        "usage": {"prompt_tokens": 900, "completion_tokens": 40, "total_tokens": 940,
                  "prompt_tokens_details": {"cached_tokens": 0}, "completion_tokens_details": {"reasoning_tokens": 0}}})


with contextlib.suppress(Exception):
    _warm_scenarios()
with contextlib.suppress(Exception):
    _warm_client_types()
