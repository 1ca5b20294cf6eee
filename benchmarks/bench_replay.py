"""How much faster is a replay than the run it recorded? The same workload twice in one run.

A chat tool loop, a Responses tool loop and a streamed call are recorded through
`LABKIT_BACKEND=record` against a simulator paced like a live API (`--upstream-time-scale`, default
1: the modelled latencies are slept in real time), then replayed with `LABKIT_BACKEND=replay` at
`time_scale 0` (no waiting) with the upstream stopped. Prints both durations and the ratio.
Goal: the replay >= 5x faster.

    .venv/bin/python benchmarks/bench_replay.py [--rounds 3] [--upstream-time-scale 1]
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time

import labkit
from labkit import config, sim
from labkit.ledger import Ledger

MODEL = "gpt-4.1-mini"
TOOL = {"type": "function", "function": {
    "name": "get_weather", "description": "Get the current weather for a city.", "strict": True,
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"],
                   "additionalProperties": False}}}


def workload(conn, round_number: int) -> None:
    """One round: a two-step chat tool loop, a Responses call and a Responses stream."""
    messages = [{"role": "user", "content": f"What's the weather in Paris? (round {round_number})"}]
    for _ in range(4):
        message = conn.client.chat.completions.create(model=MODEL, messages=messages, tools=[TOOL]).choices[0].message
        if not message.tool_calls:
            break
        messages.append(message.model_dump(exclude_none=True))
        for call in message.tool_calls:
            messages.append({"role": "tool", "tool_call_id": call.id, "content": json.dumps({"temp_c": 18})})
    conn.client.responses.create(model=MODEL, input=f"What is prompt caching? (round {round_number})")
    with conn.client.responses.stream(model=MODEL, input=f"Explain streaming (round {round_number})") as events:
        for _ in events:
            pass


def timed(backend: str, rounds: int) -> float:
    started = time.perf_counter()
    with labkit.connect(backend, ledger=Ledger(), set_sdk_default=False) as conn:
        for round_number in range(rounds):
            workload(conn, round_number)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--upstream-time-scale", type=float, default=1.0)
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="labkit-bench-replay-")
    os.environ[config.ENV_CASSETTES] = folder
    upstream = sim.start(time_scale=args.upstream_time_scale)
    os.environ[config.ENV_BASE_URL] = upstream.base_url
    try:
        recording = timed("record", args.rounds)
    finally:
        upstream.stop()
    replaying = timed("replay", args.rounds)
    files = len(os.listdir(folder))
    print(f"bench_replay: {args.rounds} round(s), {files} exchanges recorded "
          f"(upstream time_scale {args.upstream_time_scale:g})")
    print(f"  recorded run {recording * 1000:8.1f} ms")
    print(f"  replay (time_scale 0, upstream stopped) {replaying * 1000:8.1f} ms")
    print(f"  replay is {recording / replaying:.1f}x faster (goal >= 5x)")


if __name__ == "__main__":
    main()
