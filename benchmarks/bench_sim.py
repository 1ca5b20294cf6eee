"""How much does the simulator cost per request, compared with the cheapest possible server?

The floor is a minimal Starlette + uvicorn server on loopback that returns a fixed body (a response
the simulator produced earlier), so both sides share the same HTTP stack and client; the ratio is
what the simulator's own work adds (parsing, policy, tokens, building the answer). Both are
measured in the same run, interleaved, through the real `openai` client.

Prints p50/p99 round trips for a one-tool chat completion and a Responses call, a 500-token
stream, a realistic step (the incident-triage task after its timeline lookup: five tools, the alert
and four tool outputs on the wire, one of them the refusal of an unapproved ticket), and throughput at concurrency 16. Then the simulated model's
own decision time in-process: the realistic step, and one message of 2,000 to 20,000 characters
(linear: the ratio of the longest to the shortest should stay near their length ratio, 10x).
Goals: sim p50 <= 1.5 x floor p50 on the one-tool calls, <= 2 x on the realistic step; a
realistic decision p50 <= 5 ms.

    .venv/bin/python benchmarks/bench_sim.py [--requests 300]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import threading
import time

import uvicorn
from openai import AsyncOpenAI, OpenAI
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from labkit import sim
from labkit.sim.policy import FunctionPolicy, GeneralPolicy
from labkit.sim.server import bind
from labkit.sim.types import Decision

TOOL = {
    "type": "function",
    "function": {
        "name": "get_weather",
        "description": "Get the current weather for a city.",
        "parameters": {
            "type": "object",
            "properties": {"city": {"type": "string"}},
            "required": ["city"],
            "additionalProperties": False,
        },
        "strict": True,
    },
}
RESPONSES_TOOL = {"type": "function", **TOOL["function"]}
QUESTION = "What's the weather in Berlin?"
LONG_TEXT = " ".join(f"word{n % 50}" for n in range(250))  # about 500 tokens


class FloorServer:
    """Serves fixed bodies per path: the cheapest possible answer on the same stack."""

    def __init__(self, bodies: dict[str, tuple[bytes, str]]) -> None:
        self.bodies = bodies
        app = Starlette(routes=[Route("/v1/{path:path}", self.answer, methods=["POST"])])
        self.sock = bind("127.0.0.1", 0)
        self.server = uvicorn.Server(uvicorn.Config(app, log_level="warning", access_log=False, lifespan="off"))
        self.thread = threading.Thread(target=self.server.run, kwargs={"sockets": [self.sock]}, daemon=True)
        self.thread.start()
        while not self.server.started:
            time.sleep(0.01)
        self.base_url = f"http://127.0.0.1:{self.sock.getsockname()[1]}/v1"

    async def answer(self, request: Request) -> Response:
        body = json.loads(await request.body())
        key = request.url.path + (":stream" if body.get("stream") else ":incidents" if isinstance(body.get("input"), list) else "")
        content, media = self.bodies[key]
        return Response(content, media_type=media)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=5)


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0-100) by nearest rank."""
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def chat_call(client: OpenAI) -> None:
    client.chat.completions.create(model="gpt-4.1-mini", messages=[{"role": "user", "content": QUESTION}], tools=[TOOL])


def responses_call(client: OpenAI) -> None:
    client.responses.create(model="gpt-4.1-mini", input=QUESTION, tools=[RESPONSES_TOOL])


def stream_call(client: OpenAI) -> None:
    with client.responses.stream(model="gpt-4.1-mini", input="Write a long text.") as stream:
        for _ in stream:
            pass


def timed(call, client: OpenAI) -> float:
    started = time.perf_counter()
    call(client)
    return (time.perf_counter() - started) * 1000.0


def interleaved(call, sim_client: OpenAI, floor_client: OpenAI, n: int) -> tuple[list[float], list[float]]:
    """n timed round trips on each side, alternating, after a short warm-up."""
    for _ in range(max(5, n // 10)):
        call(sim_client)
        call(floor_client)
    sims, floors = [], []
    for _ in range(n):
        sims.append(timed(call, sim_client))
        floors.append(timed(call, floor_client))
    return sims, floors


async def throughput(base_url: str, total: int, concurrency: int) -> float:
    """Requests per second for `total` one-tool chat calls with `concurrency` in flight."""
    client = AsyncOpenAI(base_url=base_url, api_key="bench", max_retries=0)
    queue = list(range(total))

    async def worker() -> None:
        while queue:
            queue.pop()
            await client.chat.completions.create(
                model="gpt-4.1-mini", messages=[{"role": "user", "content": QUESTION}], tools=[TOOL]
            )

    started = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(concurrency)))
    elapsed = time.perf_counter() - started
    await client.close()
    return total / elapsed


def incidents_step(base_url: str) -> dict:
    """The Responses request of the incident-triage task right after its timeline lookup: the
    alert, the calls the simulated model made so far and their outputs, run by the lesson's guarded
    dispatcher (its side-effect call, create_ticket, is blocked: nobody approved it)."""
    from labkit.ledger import Ledger
    from labkit.loops import Dispatcher, Registry
    from labkit.scenarios import incidents

    registry = Registry.for_scenario(incidents.SCENARIO, world=incidents.SCENARIO.new_world())
    dispatcher = Dispatcher(registry, ledger=Ledger())
    tools = registry.responses_tools()
    client = OpenAI(base_url=base_url, api_key="bench", max_retries=0)
    items: list[dict] = [{"role": "user", "content": incidents.TASK}]
    for _ in range(6):
        response = client.responses.create(model="gpt-4.1-mini", input=items, tools=tools)
        calls = [item for item in response.output if item.type == "function_call"]
        if not calls:
            break
        for call in calls:
            items.append({"type": "function_call", "call_id": call.call_id, "name": call.name, "arguments": call.arguments})
            result = dispatcher.dispatch(call.name, call.arguments, call_id=call.call_id)
            items.append({"type": "function_call_output", "call_id": call.call_id, "output": result.output})
        if any(call.name == "incident_timeline" for call in calls):
            break
    client.close()
    return {"model": "gpt-4.1-mini", "input": items, "tools": tools}


def decision_times(step: dict, repeats: int) -> dict[str, float]:
    """The simulated model's decide() p50 in ms, in-process (no HTTP): the realistic step, and
    messages of growing length with two tools."""
    from labkit.sim import responses
    from labkit.sim.engine import Engine
    from labkit.sim.types import Conversation, Message, Tool

    engine = Engine()
    conv = responses.parse_request(step, [])
    out = {"realistic": statistics.median(_timed_decisions(engine, conv, repeats))}
    tools = [Tool("get_weather", "Current weather for a city.", TOOL["function"]["parameters"]),
             Tool("send_email", "Send an email.", {"type": "object", "properties": {"to": {"type": "string"}, "body": {"type": "string"}}})]
    sentence = "The checkout page times out for customers in Paris since the deploy at 14:05, see INC-1042. "
    for length in (2_000, 5_000, 10_000, 20_000):
        text = (sentence * (length // len(sentence) + 1))[:length]
        long_conv = Conversation("responses", "gpt-4.1-mini", [Message("user", text)], tools=tools)
        out[f"{length} chars"] = statistics.median(_timed_decisions(engine, long_conv, max(5, repeats // 10)))
    return out


def _timed_decisions(engine, conv, repeats: int) -> list[float]:
    engine.decide(conv)  # warm: vocabularies and tables load once per process
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        engine.decide(conv)
        times.append((time.perf_counter() - started) * 1000.0)
    return times


def capture(server: sim.SimServer) -> dict[str, tuple[bytes, str]]:
    """The simulator's own answers, kept byte for byte for the floor server to replay."""
    client = OpenAI(base_url=server.base_url, api_key="bench")
    chat = client.chat.completions.with_raw_response.create(
        model="gpt-4.1-mini", messages=[{"role": "user", "content": QUESTION}], tools=[TOOL]
    )
    responses = client.responses.with_raw_response.create(model="gpt-4.1-mini", input=QUESTION, tools=[RESPONSES_TOOL])
    stream = client.responses.with_raw_response.create(model="gpt-4.1-mini", input="Write a long text.", stream=True)
    realistic = client.responses.with_raw_response.create(**incidents_step(server.base_url))
    return {
        "/v1/chat/completions": (chat.http_response.read(), "application/json"),
        "/v1/responses": (responses.http_response.read(), "application/json"),
        "/v1/responses:stream": (stream.http_response.read(), "text/event-stream"),
        "/v1/responses:incidents": (realistic.http_response.read(), "application/json"),
    }


def policy_for_bench():
    """The general policy, except that "Write a long text." gets a 500-token answer."""
    general = GeneralPolicy()

    def decide(conv):
        if conv.last_user_text() == "Write a long text.":
            return Decision(text=LONG_TEXT)
        return general.decide(conv)

    return FunctionPolicy(decide)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=300, help="timed round trips per case and side")
    args = parser.parse_args()

    server = sim.start(policy=policy_for_bench())
    floor = FloorServer(capture(server))
    sim_client = OpenAI(base_url=server.base_url, api_key="bench", max_retries=0)
    floor_client = OpenAI(base_url=floor.base_url, api_key="bench", max_retries=0)

    print(f"labkit.sim vs a fixed-body floor server, {args.requests} interleaved round trips each\n")
    print(f"{'case':<28}{'sim p50':>10}{'floor p50':>11}{'ratio':>8}{'sim p99':>10}{'floor p99':>11}")
    step = incidents_step(server.base_url)

    def realistic_call(client: OpenAI) -> None:
        client.responses.create(**step)

    for name, call in (("chat, one tool", chat_call), ("responses, one tool", responses_call),
                       ("responses stream, 500 tok", stream_call), ("incidents step, 5 tools", realistic_call)):
        n = args.requests if "stream" not in name else max(50, args.requests // 3)
        sims, floors = interleaved(call, sim_client, floor_client, n)
        p50s, p50f = statistics.median(sims), statistics.median(floors)
        print(f"{name:<28}{p50s:>8.2f}ms{p50f:>9.2f}ms{p50s / p50f:>7.2f}x"
              f"{percentile(sims, 99):>8.2f}ms{percentile(floors, 99):>9.2f}ms")

    total = max(160, args.requests)
    sim_rps = asyncio.run(throughput(server.base_url, total, 16))
    floor_rps = asyncio.run(throughput(floor.base_url, total, 16))
    print(f"\nthroughput at concurrency 16 ({total} chat calls): sim {sim_rps:.0f} req/s, "
          f"floor {floor_rps:.0f} req/s, ratio {floor_rps / sim_rps:.2f}x slower")
    floor.stop()
    server.stop()

    times = decision_times(step, args.requests)
    print("\nthe simulated model's decision, in-process (p50):")
    for name, ms in times.items():
        print(f"  {name:<22}{ms:>8.2f} ms")
    print(f"  20,000 vs 2,000 chars: {times['20000 chars'] / times['2000 chars']:.1f}x for 10x the text")


if __name__ == "__main__":
    main()
