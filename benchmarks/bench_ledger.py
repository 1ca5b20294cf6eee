"""What does measuring cost? The same calls with and without the ledger's metered transport.

Both clients talk to the same simulator (time_scale 0) in the same run, interleaved call by call,
so the ratio is what the instrumentation adds per model call: parsing usage from the body or the
stream, and recording a row (pricing included). Goal: <= 1.03x.

    .venv/bin/python benchmarks/bench_ledger.py [--rounds 300]
"""

from __future__ import annotations

import argparse
import statistics
import time

from openai import OpenAI

from labkit import pricing, sim
from labkit.instrument import metered_clients
from labkit.ledger import Ledger

QUESTION = "What is prompt caching?"


def chat(client: OpenAI) -> None:
    client.chat.completions.create(model="gpt-4.1-mini", messages=[{"role": "user", "content": QUESTION}])


def responses(client: OpenAI) -> None:
    client.responses.create(model="gpt-4.1-mini", input=QUESTION)


def stream(client: OpenAI) -> None:
    with client.responses.stream(model="gpt-4.1-mini", input=QUESTION) as events:
        for _ in events:
            pass


def sequence(client: OpenAI) -> float:
    """One round: a chat call, a responses call and a stream; returns its duration in ms."""
    started = time.perf_counter()
    chat(client)
    responses(client)
    stream(client)
    return (time.perf_counter() - started) * 1000.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=300, help="timed rounds per side")
    args = parser.parse_args()

    pricing.warm_up()
    server = sim.start()
    plain = OpenAI(base_url=server.base_url, api_key="bench", max_retries=0)
    ledger = Ledger()
    metered, _ = metered_clients(server.base_url, "bench", ledger, backend="sim", max_retries=0)

    for _ in range(20):  # warm-up: connections, caches, imports
        sequence(plain)
        sequence(metered)
    ledger.reset()
    plain_ms, metered_ms = [], []
    with ledger.run(approach="bench", scenario="ledger", backend="sim"):
        for _ in range(args.rounds):
            plain_ms.append(sequence(plain))
            metered_ms.append(sequence(metered))
    server.stop()

    p50_plain, p50_metered = statistics.median(plain_ms), statistics.median(metered_ms)
    print(f"ledger overhead, {args.rounds} interleaved rounds of chat + responses + stream (3 calls)")
    print(f"  without instrumentation  p50 {p50_plain:7.2f} ms per round")
    print(f"  with instrumentation     p50 {p50_metered:7.2f} ms per round")
    print(f"  ratio                    {p50_metered / p50_plain:.3f}x   (goal <= 1.03x)")
    print(f"  rows recorded            {len(ledger)} (expected {3 * args.rounds})")


if __name__ == "__main__":
    main()
