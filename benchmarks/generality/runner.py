"""Run the generality benchmark: offer each case's tools to the simulated model through five drivers,
execute the calls with the domain's fake functions and check every turn against `spec`.

    from benchmarks.generality.runner import run
    report = run(parts=("tune",), drivers=("chat",))
    report.pass_rate("tune")

Drivers (see `spec.DRIVERS`):
- `chat`                  a hand-written Chat Completions loop;
- `responses_resend`      a Responses loop that re-sends every item with each request;
- `responses_previous_id` a Responses loop that sends only new items with `previous_response_id`;
- `sdk_responses`         the Agents SDK on `OpenAIResponsesModel`;
- `sdk_chat`              the Agents SDK on `OpenAIChatCompletionsModel`.

Every turn loops until the model answers in text, at most `MAX_MODEL_CALLS` model calls. A driver
crash or an HTTP error is a failed (case, driver) with the error text, never a crash of the run.
"""

from __future__ import annotations

import asyncio
import copy
import dataclasses
import importlib.util
import json
import re
import sys
import time
import traceback
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.generality import spec  # noqa: E402  (one spec module, whatever way case files import it)
from benchmarks.generality.variants import Back, Variant  # noqa: E402

sys.modules.setdefault("spec", spec)
sys.modules.setdefault("generality.spec", spec)

MODEL = "gpt-4.1-mini"
MAX_MODEL_CALLS = 8
REQUEST_TIMEOUT = 30.0  # seconds; the simulator answers in milliseconds, a hang is a failure
API_KEY = "sk-bench"
PART_FILES = {"tune": HERE / "cases_tune.py", "holdout": HERE / "cases_holdout.py", "dev": HERE / "cases_dev.py",
              "fresh_a": HERE / "cases_fresh_a.py", "fresh_b": HERE / "cases_fresh_b.py",
              "fresh_c": HERE / "cases_fresh_c.py", "fresh_d": HERE / "cases_fresh_d.py",
              "fresh_f": HERE / "cases_fresh_f.py", "fresh_g": HERE / "cases_fresh_g.py",
              "fresh_h": HERE / "cases_fresh_h.py", "fresh_i": HERE / "cases_fresh_i.py",
              "fresh_j": HERE / "cases_fresh_j.py", "fresh_k": HERE / "cases_fresh_k.py",
              "fresh_l": HERE / "cases_fresh_l.py", "fresh_m": HERE / "cases_fresh_m.py",
              "fresh_n": HERE / "cases_fresh_n.py", "fresh_o": HERE / "cases_fresh_o.py",
              "fresh_p": HERE / "cases_fresh_p.py", "fresh_q": HERE / "cases_fresh_q.py",
              "fresh_r": HERE / "cases_fresh_r.py", "fresh_s": HERE / "cases_fresh_s.py",
              "fresh_t": HERE / "cases_fresh_t.py", "fresh_u": HERE / "cases_fresh_u.py",
              "fresh_v": HERE / "cases_fresh_v.py", "fresh_w": HERE / "cases_fresh_w.py",
              "fresh_x": HERE / "cases_fresh_x.py", "fresh_y": HERE / "cases_fresh_y.py",
              "fresh_z": HERE / "cases_fresh_z.py", "fresh_aa": HERE / "cases_fresh_aa.py",
              "fresh_ab": HERE / "cases_fresh_ab.py", "fresh_ac": HERE / "cases_fresh_ac.py",
              "fresh_ad": HERE / "cases_fresh_ad.py", "fresh_ae": HERE / "cases_fresh_ae.py",
              "fresh_af": HERE / "cases_fresh_af.py", "fresh_ag": HERE / "cases_fresh_ag.py",
              "fresh_ah": HERE / "cases_fresh_ah.py", "fresh_ai": HERE / "cases_fresh_ai.py",
              "fresh_aj": HERE / "cases_fresh_aj.py", "fresh_ak": HERE / "cases_fresh_ak.py",
              "fresh_al": HERE / "cases_fresh_al.py", "fresh_am": HERE / "cases_fresh_am.py"}


class BenchmarkBroken(Exception):
    """The benchmark itself cannot run (a case file fails to load or names unknown things)."""


# ---------------------------------------------------------------------------------------------
# Results
# ---------------------------------------------------------------------------------------------


@dataclass
class Call:
    """One tool call the model made: name, parsed arguments (None when not valid JSON), output."""

    name: str
    raw_arguments: str
    arguments: dict[str, Any] | None
    output: Any

    def describe(self) -> str:
        if self.arguments is None:
            return f"{self.name}(<invalid JSON: {self.raw_arguments!r}>)"
        return spec.describe_call(self.name, self.arguments)


@dataclass
class TurnResult:
    """What happened in one turn and what was wrong with it."""

    user: str
    calls: list[Call] = field(default_factory=list)
    answer: str | None = None
    reasons: list[str] = field(default_factory=list)
    unrequested: int = 0


@dataclass
class Result:
    """One case on one driver."""

    part: str
    case_id: str
    domain: str
    category: str
    features: tuple[str, ...]
    driver: str
    turns: list[TurnResult] = field(default_factory=list)
    error: str | None = None
    why: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def reasons(self) -> list[str]:
        """Every failure reason, turn by turn (prefixed by the turn number in multi-turn cases)."""
        many = len(self.turns) > 1
        out = [f"turn {i}: {r}" if many else r for i, t in enumerate(self.turns, 1) for r in t.reasons]
        if self.error:
            out.append(f"error: {self.error}")
        return out

    @property
    def passed(self) -> bool:
        return not self.reasons

    @property
    def unrequested(self) -> int:
        return sum(t.unrequested for t in self.turns)

    def to_dict(self) -> dict[str, Any]:
        return {
            "part": self.part,
            "case": self.case_id,
            "domain": self.domain,
            "category": self.category,
            "features": list(self.features),
            "driver": self.driver,
            "passed": self.passed,
            "reasons": self.reasons,
            "unrequested": self.unrequested,
            "error": self.error,
            "why": self.why,
            "seconds": round(self.seconds, 3),
            "turns": [
                {
                    "user": t.user,
                    "calls": [{"name": c.name, "arguments": c.arguments, "raw": c.raw_arguments, "output": c.output}
                              for c in t.calls],
                    "answer": t.answer,
                    "reasons": t.reasons,
                    "unrequested": t.unrequested,
                }
                for t in self.turns
            ],
        }


def _rate(results: list[Result]) -> tuple[int, int]:
    return sum(r.passed for r in results), len(results)


@dataclass
class Report:
    """All results of a run, with the aggregate figures the CLI prints."""

    results: list[Result] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    parts: list[str] = field(default_factory=list)  # the parts whose case file was loaded
    seconds: float = 0.0

    def of(self, part: str | None = None) -> list[Result]:
        """The results of one part (all parts when None)."""
        return [r for r in self.results if part is None or r.part == part]

    def pass_rate(self, part: str | None = None) -> float:
        """Passed (case × driver) over all (case × driver) of the part; 0.0 when empty."""
        passed, total = _rate(self.of(part))
        return passed / total if total else 0.0

    def by(self, key: str, part: str | None = None) -> dict[str, tuple[int, int]]:
        """(passed, total) per value of `key` (category, driver, domain or feature)."""
        groups: dict[str, list[Result]] = defaultdict(list)
        for r in self.of(part):
            values = r.features if key == "feature" else (getattr(r, key),)
            for value in values:
                groups[value].append(r)
        return {value: _rate(group) for value, group in groups.items()}

    def case_rate(self, part: str | None = None) -> tuple[int, int]:
        """(cases passing on all their drivers, cases)."""
        cases: dict[tuple[str, str], bool] = {}
        for r in self.of(part):
            key = (r.part, r.case_id)
            cases[key] = cases.get(key, True) and r.passed
        return sum(cases.values()), len(cases)

    def unrequested(self, part: str | None = None) -> int:
        """Total calls to act tools that no turn expected."""
        return sum(r.unrequested for r in self.of(part))

    def failures(self, part: str | None = None) -> list[Result]:
        return [r for r in self.of(part) if not r.passed]

    def to_dict(self) -> dict[str, Any]:
        parts = sorted({r.part for r in self.results})
        summary = {
            part: {
                "pass_rate": self.pass_rate(part),
                "cases": self.case_rate(part),
                "unrequested": self.unrequested(part),
                **{f"by_{key}": self.by(key, part) for key in ("category", "driver", "domain", "feature")},
            }
            for part in parts
        }
        return {"notes": self.notes, "seconds": self.seconds, "summary": summary,
                "results": [r.to_dict() for r in self.results]}


# ---------------------------------------------------------------------------------------------
# Loading case files
# ---------------------------------------------------------------------------------------------


@dataclass
class Part:
    """One loaded case file."""

    name: str
    domains: dict[str, spec.Domain]
    cases: list[spec.Case]


def load_part(name: str, path: Path | None = None) -> Part | None:
    """Load `cases_<name>.py` by path; None when the file does not exist. Raises BenchmarkBroken."""
    path = path or PART_FILES[name]
    if not path.exists():
        return None
    module_name = f"benchmarks.generality.{path.stem}"
    try:
        module_spec = importlib.util.spec_from_file_location(module_name, path)
        module = importlib.util.module_from_spec(module_spec)
        module.__package__ = "benchmarks.generality"
        sys.modules[module_name] = module
        module_spec.loader.exec_module(module)
        domains = {d.name: d for d in module.DOMAINS}
        cases = list(module.CASES)
    except Exception as error:
        raise BenchmarkBroken(f"{path.name} fails to load: {type(error).__name__}: {error}") from error
    check_part(path.name, domains, cases)
    return Part(name, domains, cases)


def check_part(label: str, domains: dict[str, spec.Domain], cases: list[spec.Case]) -> None:
    """Refuse a case file that names unknown domains, tools, categories or drivers, or repeats ids."""
    problems = []
    seen: set[str] = set()
    for case in cases:
        if case.id in seen:
            problems.append(f"duplicate case id {case.id}")
        seen.add(case.id)
        domain = domains.get(case.domain)
        if domain is None:
            problems.append(f"{case.id}: unknown domain {case.domain!r}")
            continue
        if case.category not in spec.CATEGORIES:
            problems.append(f"{case.id}: unknown category {case.category!r}")
        problems += [f"{case.id}: unknown driver {d!r}" for d in case.drivers if d not in spec.DRIVERS]
        names = {t.name for t in domain.tools}
        problems += [f"{case.id}: tool name {n!r} is not one the API accepts (letters, digits, _ and -, at most 64)"
                     for n in sorted(names) if not re.fullmatch(r"[A-Za-z0-9_-]{1,64}", n)]
        used = list(case.tools or [])
        for turn in case.turns:
            used += [c.tool for c in turn.calls] + list(turn.forbid) + list(turn.allow)
        problems += [f"{case.id}: unknown tool {n!r}" for n in dict.fromkeys(used) if n not in names]
    if problems:
        raise BenchmarkBroken(f"{label}: " + "; ".join(problems))


# ---------------------------------------------------------------------------------------------
# Tools of one case: API specs and execution
# ---------------------------------------------------------------------------------------------


def case_tools(case: spec.Case, domain: spec.Domain) -> list[spec.ToolDef]:
    """The tools offered in a case: the domain's (or the named subset, in the domain's order), with
    the case's strict override applied."""
    tools = [t for t in domain.tools if case.tools is None or t.name in case.tools]
    if case.strict is not None:
        tools = [dataclasses.replace(t, strict=case.strict) for t in tools]
    return tools


class ToolBox:
    """Executes the model's calls with the fake functions and logs them, turn by turn."""

    def __init__(self, name: str, tools: list[spec.ToolDef], variant: Variant | None = None) -> None:
        self.name = name  # the domain's name (the SDK agent's name)
        self.tools = {t.name: t for t in tools}
        # what the model sees: the tools rewritten in the variant's style (see variants.py)
        self.offered = [variant.rewrite(t) for t in tools] if variant else list(tools)
        self.back: Back | None = variant.back(tools) if variant else None
        self.turns: list[list[Call]] = []

    def start_turn(self) -> None:
        self.turns.append([])

    def execute(self, name: str, raw_arguments: str) -> str:
        """Run one call; return its output as the JSON text sent back to the model."""
        arguments: dict[str, Any] | None = None
        try:
            parsed = json.loads(raw_arguments or "{}")
        except (TypeError, ValueError):
            parsed = None
        if self.back is not None:  # record and run the call under the original names
            name = self.back.tool(name)
            parsed = self.back.arguments(name, parsed)
        if isinstance(parsed, dict):
            arguments = parsed
            output = self._invoke(name, arguments)
        else:
            output = {"error": "arguments are not valid JSON"}
        self.turns[-1].append(Call(name, raw_arguments, arguments, output))
        return json.dumps(output, default=str)

    def _invoke(self, name: str, arguments: dict[str, Any]) -> Any:
        tool = self.tools.get(name)
        if tool is None:
            return {"error": f"unknown tool {name!r}"}
        try:
            return tool.fn(**arguments)
        except Exception as error:  # TypeError for unexpected arguments, and any bug in a fake
            return {"error": str(error) or type(error).__name__}

    def chat_specs(self) -> list[dict[str, Any]]:
        return [
            {"type": "function", "function": {"name": t.name, "description": t.description,
                                              "parameters": copy.deepcopy(t.parameters), "strict": t.strict}}
            for t in self.offered
        ]

    def responses_specs(self) -> list[dict[str, Any]]:
        return [
            {"type": "function", "name": t.name, "description": t.description,
             "parameters": copy.deepcopy(t.parameters), "strict": t.strict}
            for t in self.offered
        ]


class NoAnswer(Exception):
    """A turn ended without a text answer after MAX_MODEL_CALLS model calls."""


# ---------------------------------------------------------------------------------------------
# Drivers: each takes (env, instructions, toolbox, user messages) and returns one answer per
# turn; the toolbox records the calls. They stop at the first turn without an answer.
# ---------------------------------------------------------------------------------------------


def drive_chat(env: Env, instructions: str, box: ToolBox, users: list[str]) -> list[str]:
    """Chat Completions hand loop."""
    messages: list[dict[str, Any]] = [{"role": "system", "content": instructions}]
    answers = []
    for user in users:
        box.start_turn()
        messages.append({"role": "user", "content": user})
        for _ in range(MAX_MODEL_CALLS):
            completion = env.client.chat.completions.create(model=MODEL, messages=messages, tools=box.chat_specs())
            message = completion.choices[0].message
            if not message.tool_calls:
                messages.append({"role": "assistant", "content": message.content or ""})
                answers.append(message.content or "")
                break
            messages.append({
                "role": "assistant",
                "content": message.content,
                "tool_calls": [{"id": c.id, "type": "function",
                                "function": {"name": c.function.name, "arguments": c.function.arguments}}
                               for c in message.tool_calls],
            })
            for c in message.tool_calls:
                output = box.execute(c.function.name, c.function.arguments)
                messages.append({"role": "tool", "tool_call_id": c.id, "content": output})
        else:
            raise NoAnswer()
    return answers


def _function_calls(response: Any) -> list[Any]:
    return [item for item in response.output if item.type == "function_call"]


def _outputs(box: ToolBox, calls: list[Any]) -> list[dict[str, Any]]:
    return [{"type": "function_call_output", "call_id": c.call_id, "output": box.execute(c.name, c.arguments)}
            for c in calls]


def drive_responses_resend(env: Env, instructions: str, box: ToolBox, users: list[str]) -> list[str]:
    """Responses hand loop that re-sends the whole conversation every request."""
    items: list[Any] = []
    answers = []
    for user in users:
        box.start_turn()
        items.append({"role": "user", "content": user})
        for _ in range(MAX_MODEL_CALLS):
            response = env.client.responses.create(model=MODEL, instructions=instructions, input=items,
                                                   tools=box.responses_specs())
            items += [item.model_dump(mode="json", exclude_none=True) for item in response.output]
            calls = _function_calls(response)
            if not calls:
                answers.append(response.output_text)
                break
            items += _outputs(box, calls)
        else:
            raise NoAnswer()
    return answers


def drive_responses_previous_id(env: Env, instructions: str, box: ToolBox, users: list[str]) -> list[str]:
    """Responses hand loop that sends only new items, chained with `previous_response_id`."""
    previous: str | None = None
    answers = []
    for user in users:
        box.start_turn()
        new_items: list[dict[str, Any]] = [{"role": "user", "content": user}]
        for _ in range(MAX_MODEL_CALLS):
            extra = {"previous_response_id": previous} if previous else {}
            response = env.client.responses.create(model=MODEL, instructions=instructions, input=new_items,
                                                   tools=box.responses_specs(), **extra)
            previous = response.id
            calls = _function_calls(response)
            if not calls:
                answers.append(response.output_text)
                break
            new_items = _outputs(box, calls)
        else:
            raise NoAnswer()
    return answers


def _sdk_tools(box: ToolBox) -> list[Any]:
    """One `agents.FunctionTool` per offered tool, executing through the toolbox."""
    import agents

    def invoker(name: str) -> Callable[..., Any]:
        async def on_invoke(ctx: Any, args_json: str) -> str:
            return box.execute(name, args_json)
        return on_invoke

    return [
        agents.FunctionTool(name=t.name, description=t.description, params_json_schema=copy.deepcopy(t.parameters),
                            on_invoke_tool=invoker(t.name), strict_json_schema=t.strict)
        for t in box.offered
    ]


async def _sdk_conversation(model: Any, name: str, instructions: str, box: ToolBox, users: list[str]) -> list[str]:
    import agents

    agent = agents.Agent(name=name, instructions=instructions, tools=_sdk_tools(box), model=model)
    answers: list[str] = []
    conversation: Any = None
    for user in users:
        box.start_turn()
        conversation = user if conversation is None else conversation + [{"role": "user", "content": user}]
        try:
            result = await agents.Runner.run(agent, conversation, max_turns=MAX_MODEL_CALLS,
                                             run_config=agents.RunConfig(tracing_disabled=True))
        except agents.MaxTurnsExceeded:
            raise NoAnswer() from None
        answers.append(str(result.final_output or ""))
        conversation = result.to_input_list()
    return answers


def drive_sdk_responses(env: Env, instructions: str, box: ToolBox, users: list[str]) -> list[str]:
    """Agents SDK on OpenAIResponsesModel."""
    import agents

    model = agents.OpenAIResponsesModel(model=MODEL, openai_client=env.async_client)
    return env.loop.run(_sdk_conversation(model, box.name, instructions, box, users))


def drive_sdk_chat(env: Env, instructions: str, box: ToolBox, users: list[str]) -> list[str]:
    """Agents SDK on OpenAIChatCompletionsModel."""
    import agents

    model = agents.OpenAIChatCompletionsModel(model=MODEL, openai_client=env.async_client)
    return env.loop.run(_sdk_conversation(model, box.name, instructions, box, users))


DRIVER_FUNCTIONS: dict[str, Callable[..., list[str]]] = {
    "chat": drive_chat,
    "responses_resend": drive_responses_resend,
    "responses_previous_id": drive_responses_previous_id,
    "sdk_responses": drive_sdk_responses,
    "sdk_chat": drive_sdk_chat,
}


class Env:
    """The simulator and the clients shared by all cases of a run."""

    def __init__(self) -> None:
        import openai

        from labkit import sim

        # tracing is switched off per SDK run (RunConfig), never for the whole process
        self.server = sim.start(seed=0)
        options = {"base_url": self.server.base_url, "api_key": API_KEY, "max_retries": 0, "timeout": REQUEST_TIMEOUT}
        self.client = openai.OpenAI(**options)
        self.loop = asyncio.Runner()
        self.async_client = openai.AsyncOpenAI(**options)

    def close(self) -> None:
        self.client.close()
        self.loop.run(self.async_client.close())
        self.loop.close()
        self.server.stop()

    def __enter__(self) -> Env:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# ---------------------------------------------------------------------------------------------
# Checking a turn (the rules of spec's docstring)
# ---------------------------------------------------------------------------------------------


def _describe_expect(expect: spec.ExpectCall) -> str:
    if not expect.args:
        return f"a call to {expect.tool}"
    parts = [f"{k} {v!r}" if isinstance(v, spec.Pred) else f"{k} == {v!r}" for k, v in expect.args.items()]
    return f"{expect.tool} with " + ", ".join(parts)


def _fits(expect: spec.ExpectCall, call: Call) -> bool:
    return (call.name == expect.tool and call.arguments is not None
            and all(spec.check_arg(call.arguments, k, v) for k, v in expect.args.items()))


def _match(expects: list[spec.ExpectCall], calls: list[Call]) -> list[int | None]:
    """For each expected call, the index of a distinct call that fits it (maximum matching)."""
    owner: dict[int, int] = {}  # call index -> expect index

    def assign(e: int, seen: set[int]) -> bool:
        for c, call in enumerate(calls):
            if c in seen or not _fits(expects[e], call):
                continue
            seen.add(c)
            if c not in owner or assign(owner[c], seen):
                owner[c] = e
                return True
        return False

    for e in range(len(expects)):
        assign(e, set())
    found: list[int | None] = [None] * len(expects)
    for c, e in owner.items():
        found[e] = c
    return found


def _failing_args(expect: spec.ExpectCall, call: Call) -> str:
    if call.arguments is None:
        return "arguments are not valid JSON"
    bad = [k for k, v in expect.args.items() if not spec.check_arg(call.arguments, k, v)]
    return "wrong " + ", ".join(bad)


def count_unrequested(turn: spec.Turn, calls: list[Call], tools: dict[str, spec.ToolDef]) -> int:
    """Calls to act tools that the turn neither expects nor allows (tool-level, like the pass rule):
    a call the case's author lists in `allow` is one a competent model may fairly make."""
    expected = {e.tool for e in turn.calls} | set(turn.allow)
    return sum(1 for c in calls if c.name not in expected and getattr(tools.get(c.name), "act", False))


def check_turn(turn: spec.Turn, result: TurnResult, tools: dict[str, spec.ToolDef]) -> None:
    """Fill `result.reasons` and `result.unrequested` for one turn."""
    calls, answer, reasons = result.calls, result.answer, result.reasons
    for expect, hit in zip(turn.calls, _match(turn.calls, calls)):
        if hit is None:
            same = [c for c in calls if c.name == expect.tool]
            got = "; ".join(f"{c.describe()} ({_failing_args(expect, c)})" for c in same) or f"no call to {expect.tool}"
            reasons.append(f"expected {_describe_expect(expect)}; got {got}")
    expected = {e.tool for e in turn.calls}
    result.unrequested = count_unrequested(turn, calls, tools)
    for call in calls:
        if call.name in turn.forbid:
            reasons.append(f"forbidden call {call.describe()}")
        elif call.name not in expected and call.name not in turn.allow:
            reasons.append(f"unexpected call {call.describe()}")
    if answer is None:
        reasons.append(f"no text answer after {MAX_MODEL_CALLS} model calls")
        return
    for item in turn.answer_has:
        if not spec.answer_ok(item, answer):
            reasons.append(f"answer lacks {item!r}")
    if turn.clarify:
        if "?" not in answer:
            reasons.append("expected a clarifying question; the answer asks none")
        ran = [c.name for c in calls if getattr(tools.get(c.name), "act", False)]
        if ran:
            reasons.append(f"act tool {', '.join(dict.fromkeys(ran))} ran while a clarifying question was due")


# ---------------------------------------------------------------------------------------------
# Running
# ---------------------------------------------------------------------------------------------


def run_case(env: Env, part: str, case: spec.Case, domain: spec.Domain, driver: str,
             variant: Variant | None = None) -> Result:
    """Run one case on one driver (its tools rewritten in `variant`'s style, if given) and check it."""
    tools = case_tools(case, domain)
    box = ToolBox(domain.name, tools, variant)
    instructions = case.instructions or domain.instructions
    result = Result(part, case.id, case.domain, case.category, tuple(case.features), driver)
    first_request = len(env.server.requests)
    started = time.perf_counter()
    answers: list[str] = []
    try:
        answers = DRIVER_FUNCTIONS[driver](env, instructions, box, [t.user for t in case.turns])
    except NoAnswer:
        pass  # the unanswered turn is reported by check_turn
    except Exception as error:  # HTTP errors, SDK errors, driver bugs: a failure, not a crash
        result.error = _error_text(error)
    result.seconds = time.perf_counter() - started
    by_name = {t.name: t for t in tools}
    for index, calls in enumerate(box.turns):
        turn = case.turns[index]
        answer = answers[index] if index < len(answers) else None
        turn_result = TurnResult(turn.user, calls, answer)
        if result.error is None or answer is not None:
            check_turn(turn, turn_result, by_name)
        else:  # the driver crashed in this turn: the error is the reason, but count what it did
            turn_result.unrequested = count_unrequested(turn, calls, by_name)
        result.turns.append(turn_result)
    if result.error is None and len(box.turns) < len(case.turns):
        result.turns[-1].reasons.append(f"turns {len(box.turns) + 1}-{len(case.turns)} not run")
    result.why = [str(r["why"]) for r in env.server.requests[first_request:] if r.get("why")]
    return result


def _error_text(error: Exception) -> str:
    """A one-line error description (with the HTTP status and body when there is one)."""
    status = getattr(error, "status_code", None)
    text = f"{type(error).__name__}: {error}"
    if status is None and not hasattr(error, "response"):
        where = traceback.extract_tb(error.__traceback__)[-1:]
        if where:
            text += f" (at {Path(where[0].filename).name}:{where[0].lineno})"
    return text.replace("\n", " ")[:600]


def run(
    parts: Iterable[str] = ("tune", "holdout"),
    drivers: Iterable[str] | None = None,
    case_ids: Iterable[str] | None = None,
    progress: Callable[[Result], None] | None = None,
    variant: str | None = None,
) -> Report:
    """Run the selected parts × cases × drivers against one fresh simulator and return the Report.

    A missing case file is skipped with a note; one that fails to load raises BenchmarkBroken.
    `variant` (see variants.py) offers every tool rewritten in another schema style.
    """
    style = Variant.parse(variant) if variant else None
    started = time.perf_counter()
    report = Report()
    wanted_drivers = tuple(drivers) if drivers else spec.DRIVERS
    wanted_cases = set(case_ids) if case_ids else None
    loaded = []
    for name in parts:
        part = load_part(name)
        if part is None:
            report.notes.append(f"{PART_FILES[name].name} not found: part {name!r} skipped")
        else:
            loaded.append(part)
            report.parts.append(name)
    with Env() as env:
        for part in loaded:
            for case in part.cases:
                if wanted_cases is not None and case.id not in wanted_cases:
                    continue
                for driver in [d for d in case.drivers if d in wanted_drivers]:
                    result = run_case(env, part.name, case, part.domains[case.domain], driver, style)
                    report.results.append(result)
                    if progress:
                        progress(result)
    report.seconds = time.perf_counter() - started
    return report


# ---------------------------------------------------------------------------------------------
# Printing
# ---------------------------------------------------------------------------------------------


def _pct(passed: int, total: int) -> str:
    return f"{100 * passed / total:5.1f}% ({passed}/{total})" if total else "   -  (0/0)"


def format_part(report: Report, part: str) -> str:
    """The aggregate figures of one part, as text."""
    results = report.of(part)
    if not results:
        return f"== {part}: no results"
    lines = [f"== {part}",
             f"overall (case × driver): {_pct(*_rate(results))}",
             f"by case (all drivers pass): {_pct(*report.case_rate(part))}",
             f"unrequested actions: {report.unrequested(part)}"]
    order = {"category": list(spec.CATEGORIES), "driver": list(spec.DRIVERS)}
    for key in ("category", "driver", "domain", "feature"):
        groups = report.by(key, part)
        names = [n for n in order.get(key, sorted(groups)) if n in groups]
        lines.append(f"by {key}:")
        lines += [f"  {name:<24} {_pct(*groups[name])}" for name in names]
    return "\n".join(lines)


def format_failure(result: Result) -> str:
    """One failing (case, driver): reasons, calls, answer and the model's rationale when logged."""
    lines = [f"--- {result.case_id} [{result.driver}] ({result.category}, {result.domain})"]
    lines += [f"  ✗ {reason}" for reason in result.reasons]
    for index, turn in enumerate(result.turns, 1):
        lines.append(f"  turn {index} user: {turn.user}")
        lines += [f"    call {c.describe()} -> {json.dumps(c.output, default=str)[:200]}" for c in turn.calls]
        answer = "<none>" if turn.answer is None else turn.answer.replace("\n", " ")
        lines.append(f"    answer: {answer[:300]}")
    lines += [f"  why: {why}" for why in result.why]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """The `bench_generality.py` command line."""
    import argparse

    parser = argparse.ArgumentParser(description="Generality benchmark of the simulated model.")
    parser.add_argument("--part", choices=(*PART_FILES, "all"), default="all")
    parser.add_argument("--driver", action="append", choices=spec.DRIVERS, help="repeatable; default all")
    parser.add_argument("--case", action="append", help="case id, repeatable; default all")
    parser.add_argument("--failures", action="store_true", help="print each failing case × driver of the parts you may read (not holdout)")
    parser.add_argument("--holdout-details", action="store_true", help="also print holdout failure details")
    parser.add_argument("--json", metavar="PATH", help="write all results as JSON")
    parser.add_argument("--variant", help="offer the tools in another schema style: camel, refs, anyof, "
                                          "typelist, pydantic (join with +); see variants.py")
    args = parser.parse_args(argv)
    parts = tuple(PART_FILES) if args.part == "all" else (args.part,)
    try:
        report = run(parts=parts, drivers=args.driver, case_ids=args.case, variant=args.variant)
    except BenchmarkBroken as error:
        print(f"benchmark broken: {error}", file=sys.stderr)
        return 2
    except ValueError as error:  # an unknown variant
        print(f"bench_generality: {error}", file=sys.stderr)
        return 2
    for note in report.notes:
        print(f"note: {note}")
    for part in report.parts:
        show = args.failures if part != "holdout" else args.holdout_details
        if show:
            for result in report.failures(part):
                print(format_failure(result))
        print(format_part(report, part))
    print(f"run time: {report.seconds:.1f}s")
    if args.json:
        Path(args.json).write_text(json.dumps(report.to_dict(), indent=1, default=str, ensure_ascii=False))
        print(f"wrote {args.json}")
    return 0
