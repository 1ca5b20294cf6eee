"""Calls to tools that do not exist: noticed, written down, and raised as an error that says what to do.

A model can name a tool its agent does not offer: a typo, a tool from an older prompt, a tool of
another agent, or the simulator's `unknown_tool` fault. The Agents SDK (0.24) does one of two
things, as `RunConfig.tool_not_found_behavior` says:

- `"raise_error"` (the default): while it reads the model's response (`process_model_response`) it
  raises `ModelBehaviorError("Tool X not found in agent Y")`, and the run ends with that sentence;
- `"return_error_to_model"`: the call gets the output "Tool 'X' not found." and the run goes on, so
  the model can read it and call a tool that exists.

Either way the SDK opens no span for a call it cannot route, so the ledger would show nothing.
`UnknownToolWatch` is a set of run hooks, wrapped around the caller's own, that reads every model
response as it arrives (`on_llm_end`, which the SDK calls also just before it raises) and writes an
`unknown_tool` row for every function call to a name the agent does not offer. `labkit.sdk.run`
installs it, and when the SDK raised, raises `labkit.errors.UnknownToolCalled` (the tool, the
agent, what it offers, and what to do) from the SDK's `ModelBehaviorError`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from agents import Handoff, ModelBehaviorError, RunHooks

from labkit.errors import UnknownToolCalled
from labkit.reasons import Recorder, record_reason

RAISE, TELL_MODEL = "raise_error", "return_error_to_model"


@dataclass(frozen=True)
class UnknownCall:
    """A function call the model made to a tool its agent does not offer."""

    tool: str
    agent: str
    offered: tuple[str, ...]
    call_id: str


class UnknownToolWatch(RunHooks):
    """Run hooks that write an `unknown_tool` ledger row for every call to a tool the agent does not
    offer (in `calls`, in order), then pass each event on to the caller's hooks (`inner`).

    `behaviour` is the run's `tool_not_found_behavior`; it only changes what the row's detail says
    happened next (the run stopped, or the model was told)."""

    def __init__(self, inner: RunHooks | None, *, recorder: Recorder, behaviour: str = RAISE) -> None:
        self.inner = inner if inner is not None else RunHooks()
        self.recorder = recorder
        self.behaviour = behaviour
        self.calls: list[UnknownCall] = []
        self._seen: set[str] = set()

    async def on_llm_end(self, context: Any, agent: Any, response: Any) -> None:
        """A model response arrived: note its calls to tools the agent does not offer."""
        for call in [item for item in response.output if _is_plain_function_call(item)]:
            if call.call_id in self._seen:
                continue
            self._seen.add(call.call_id)
            offered = await offered_names(agent, context, also=call.name)
            if call.name not in offered:
                self._note(UnknownCall(call.name, agent.name, tuple(offered), call.call_id))
        await self.inner.on_llm_end(context, agent, response)

    def _note(self, call: UnknownCall) -> None:
        then = "the model was told and carried on" if self.behaviour == TELL_MODEL else "the run stopped"
        self.calls.append(call)
        record_reason(self.recorder, "unknown_tool", kind="tool", name=call.tool,
                      error=f"Tool '{call.tool}' not found.", detail=f"not offered by {call.agent}; {then}")

    def stop_for(self, error: BaseException) -> UnknownToolCalled | None:
        """The `UnknownToolCalled` to raise instead of the SDK's `error`, when the run ended because
        of a call this watch noted (None otherwise: raise the SDK's error as it is)."""
        if not self.calls or not isinstance(error, ModelBehaviorError):
            return None
        last = self.calls[-1]
        if last.tool not in str(error):
            return None
        return UnknownToolCalled(last.tool, last.agent, list(last.offered))

    # --- every other event goes to the caller's hooks unchanged ----------------------------------
    async def on_llm_start(self, context: Any, agent: Any, system_prompt: Any, input_items: Any) -> None:
        await self.inner.on_llm_start(context, agent, system_prompt, input_items)

    async def on_agent_start(self, context: Any, agent: Any) -> None:
        await self.inner.on_agent_start(context, agent)

    async def on_agent_end(self, context: Any, agent: Any, output: Any) -> None:
        await self.inner.on_agent_end(context, agent, output)

    async def on_handoff(self, context: Any, from_agent: Any, to_agent: Any) -> None:
        await self.inner.on_handoff(context, from_agent, to_agent)

    async def on_tool_start(self, context: Any, agent: Any, tool: Any) -> None:
        await self.inner.on_tool_start(context, agent, tool)

    async def on_tool_end(self, context: Any, agent: Any, tool: Any, result: Any) -> None:
        await self.inner.on_tool_end(context, agent, tool, result)


async def offered_names(agent: Any, context: Any, *, also: str | None = None) -> list[str]:
    """The names an agent offers the model: its local function tools and its handoffs' tool names;
    when `also` is not among them, its full tool list too (`agent.get_all_tools`: MCP servers'
    tools, `is_enabled` applied), which costs a listing, so it is asked only then."""
    names = [tool.name for tool in agent.tools if hasattr(tool, "name")]
    names += [handoff.tool_name if isinstance(handoff, Handoff) else Handoff.default_tool_name(handoff)
              for handoff in agent.handoffs]
    if also is not None and also not in names:
        names += [tool.name for tool in await agent.get_all_tools(context)
                  if hasattr(tool, "name") and tool.name not in names]
    return names


def _is_plain_function_call(item: Any) -> bool:
    """A `function_call` output item without a namespace (namespaced calls route by qualified name)."""
    return getattr(item, "type", None) == "function_call" and not getattr(item, "namespace", None)
