"""Does the simulator stay up under hostile load? A soak against a real `labkit serve` process.

Sends `--requests` (default 12,000) mixed hostile requests, `--concurrency` at a time, over raw
sockets on 127.0.0.1 (one connection per request): JSON nested 1,000 deep, lone surrogates as
escapes and as raw bytes, NaN and 1e999, bodies over the size limit (declared and chunked),
40,000 tiny objects, 3.5 MB of text, impossible Content-Lengths, garbage HTTP, fault headers with
ever-new texts, trace-ingest and stored-response spam, conversation growth, long inputs with
tools, clients that leave mid-body, and valid calls in between. Beside them, 200 slow connections (slowloris
headers, silent sockets, bodies that stop) and, in another process, a health probe:
`GET /v1/models` every 10 ms on a keep-alive connection.

Prints the status classes per kind of request, the 5xx count (the goal is 0: nothing here asks
for a fault), the probe's p50 / p99 / max latency, how the slow connections ended, and the
server's RSS before and after (goal: growth under 50 MB), then, separately, the probe's worst
wait while the server decides one request of `--long-word` characters in one word.

    .venv/bin/python benchmarks/bench_hostile.py [--requests 12000] [--concurrency 16] [--seed 13]
"""

from __future__ import annotations

import argparse
import asyncio
import http.client
import json
import multiprocessing
import random
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

HOST = "127.0.0.1"
MODEL = "gpt-4o-mini"
TOOLS = [{"type": "function", "name": "send_email", "description": "Send an email to someone.",
          "parameters": {"type": "object", "properties": {"to": {"type": "string"}, "body": {"type": "string"}},
                         "required": ["to", "body"], "additionalProperties": False}, "strict": True},
         {"type": "function", "name": "get_weather", "description": "Get the weather for a city.",
          "parameters": {"type": "object", "properties": {"city": {"type": "string"}},
                         "required": ["city"], "additionalProperties": False}, "strict": True}]
REQUEST_TIMEOUT_S = 30.0
WORDS = ["weather", "in", "Paris", "email", "bob@example.com", "about", "the", "price", "under", "42", "km", "and"]


# --- requests ------------------------------------------------------------------------------------


def http_request(method: str, path: str, body: bytes | None = None, *, headers: dict[str, str] | None = None,
                 content_length: str | None = None) -> bytes:
    """One HTTP/1.1 request with `Connection: close` (the answer ends when the socket does)."""
    lines = [f"{method} {path} HTTP/1.1", f"Host: {HOST}", "Connection: close", "Content-Type: application/json"]
    lines += [f"{name}: {value}" for name, value in (headers or {}).items()]
    if body is not None or content_length is not None:
        lines.append(f"Content-Length: {content_length if content_length is not None else len(body or b'')}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + (body or b"")


def chunked(method: str, path: str, body: bytes, chunk: int = 65536) -> bytes:
    """A request whose body has no Content-Length (chunked transfer encoding)."""
    head = (f"{method} {path} HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\nContent-Type: application/json\r\n"
            "Transfer-Encoding: chunked\r\n\r\n").encode()
    parts = [f"{len(body[i:i + chunk]):x}\r\n".encode() + body[i:i + chunk] + b"\r\n" for i in range(0, len(body), chunk)]
    return head + b"".join(parts) + b"0\r\n\r\n"


def dumps(value) -> bytes:
    return json.dumps(value).encode()


def deep(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


def text(rng: random.Random, chars: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(chars // 5))[:chars]


class Mix:
    """The kinds of hostile request, with weights, each a function of (rng, index) -> bytes."""

    def __init__(self) -> None:
        self.kinds = {
            "valid chat / responses": (8, self.valid),
            "deep JSON (1,000 levels)": (8, lambda rng, i: http_request(
                "POST", rng.choice(["/v1/responses", "/v1/chat/completions", "/v1/traces/ingest"]),
                b'{"model":"gpt-4o-mini","input":' + deep(1_000) + b',"data":1}')),
            "lone surrogate (escape)": (8, lambda rng, i: http_request("POST", "/v1/responses", rng.choice([
                b'{"model":"\\ud800","input":"hi"}', b'{"model":"gpt-4o-mini","input":"hi","instructions":"\\udfff"}',
                b'{"model":"gpt-4o-mini","input":"hi","metadata":{"k":"\\ud83d"}}',
                b'{"model":"gpt-4o-mini","input":[{"role":"\\ud800","content":"hi"}]}']))),
            "lone surrogate (raw bytes)": (4, lambda rng, i: http_request(
                "POST", "/v1/chat/completions",
                b'{"model":"gpt-4o-mini","messages":[{"role":"user","content":"hi \xed\xa0\x80"}]}')),
            "NaN / 1e999 / huge int": (6, lambda rng, i: http_request("POST", "/v1/responses", (
                b'{"model":"gpt-4o-mini","input":"hi","temperature":' + rng.choice(
                    [b"NaN", b"Infinity", b"1e999", b"9" * 4_400]) + b"}"))),
            "poison trace / conversation": (6, lambda rng, i: http_request("POST", rng.choice(
                ["/v1/traces/ingest", "/v1/conversations"]), rng.choice([
                    b'{"data":[{"object":"trace","id":"trace_x","workflow_name":"\\ud800"}]}',
                    b'{"items":[{"role":"user","content":"\\udc00"}]}']))),
            "trace ingest spam (8 KB)": (8, lambda rng, i: http_request("POST", "/v1/traces/ingest", dumps(
                {"data": [{"object": "trace.span", "id": f"span_{i}", "span_data": {"input": text(rng, 8_000)}}]}))),
            "stored response spam (16 KB)": (8, lambda rng, i: http_request("POST", "/v1/responses", dumps(
                {"model": MODEL, "input": text(rng, 16_000), "metadata": {"n": str(i)}}))),
            "fault header, new text each": (6, lambda rng, i: http_request(
                "POST", "/v1/chat/completions", dumps({"model": MODEL, "messages": [{"role": "user", "content": "hi"}]}),
                headers={"x-labkit-fault": f"stream_cut:{i % 7}@{i + 2}/responses"})),
            "bad fault header": (3, lambda rng, i: http_request(
                "POST", "/v1/responses", dumps({"model": MODEL, "input": "hi"}),
                headers={"x-labkit-fault": rng.choice(["hang:1.2.3", "rate_limit:" + "9" * 300, "bogus@x"])})),
            "garbage HTTP": (5, lambda rng, i: rng.choice([
                b"GARBAGE\r\n\r\n", b"GET /v1/models HTTP/1.1\r\nContent-Length: -5\r\n\r\n",
                b"POST /v1/responses HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
                b"GET /v1/models HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 20_000, bytes(rng.randrange(256) for _ in range(64))])),
            "impossible Content-Length": (4, lambda rng, i: http_request(
                rng.choice(["POST", "GET"]), rng.choice(["/v1/responses", "/v1/models"]), b"{",
                content_length=rng.choice(["9" * 19, "1" + "0" * 20]))),
            "body over the limit (5 MB)": (1, lambda rng, i: (http_request if i % 2 else chunked)(
                "POST", "/v1/chat/completions", b'{"model":"x","messages":"' + b"x" * 5_000_000 + b'"}')),
            "40,000 tiny objects (1.2 MB)": (1, lambda rng, i: http_request("POST", "/v1/conversations", dumps(
                {"items": [{"role": "user", "content": "ok"}] * 40_000}))),
            "3.5 MB of text": (1, lambda rng, i: http_request("POST", "/v1/conversations", dumps(
                {"items": [{"role": "user", "content": text(rng, 3_500_000)}]}))),
            "long input with tools (60 KB)": (1, lambda rng, i: http_request("POST", "/v1/responses", dumps(
                {"model": MODEL, "input": text(rng, 60_000), "tools": TOOLS}))),
            "conversation growth": (4, self.conversation),
            "wrong routes and methods": (4, lambda rng, i: http_request(
                rng.choice(["GET", "DELETE", "PUT", "PATCH"]), rng.choice(
                    ["/v1/responses", "/v1/embeddings", "/v1/models/%ff%fe", "/v1/responses/" + "r" * 3_000, "/"]))),
            "client leaves mid-body": (3, lambda rng, i: http_request(
                "POST", "/v1/responses", b'{"model":', content_length="5000")[:-3]),
        }

    def valid(self, rng: random.Random, index: int) -> bytes:
        if rng.random() < 0.5:
            body = {"model": MODEL, "input": "What's the weather in Paris?", "tools": TOOLS, "stream": rng.random() < 0.3}
            return http_request("POST", "/v1/responses", dumps(body))
        body = {"model": MODEL, "messages": [{"role": "user", "content": "Email bob@example.com about lunch"}],
                "tools": [{"type": "function", "function": {k: v for k, v in t.items() if k != "type"}} for t in TOOLS]}
        return http_request("POST", "/v1/chat/completions", dumps(body))

    def conversation(self, rng: random.Random, index: int) -> bytes:
        return http_request("POST", "/v1/conversations", dumps(
            {"items": [{"role": "user", "content": text(rng, 4_000)} for _ in range(4)], "metadata": {"i": str(index)}}))

    def plan(self, rng: random.Random, total: int) -> list[tuple[str, int]]:
        """Which kind each request is, in order: (kind, index); `build` makes its bytes when sent."""
        names = list(self.kinds)
        weights = [self.kinds[name][0] for name in names]
        return [(name, index) for index, name in enumerate(rng.choices(names, weights=weights, k=total))]

    def build(self, kind: str, index: int, seed: int) -> bytes:
        """The bytes of request `index` (the same for the same seed, whenever it is sent)."""
        return self.kinds[kind][1](random.Random(seed * 1_000_003 + index), index)


# --- the load ----------------------------------------------------------------------------------


STATUS = re.compile(rb"^HTTP/1\.1 (\d{3}) ")


#: Kinds whose client hangs up right after sending (it does not wait for an answer).
LEAVING = {"client leaves mid-body"}


async def send(port: int, data: bytes, *, leave: bool = False) -> str:
    """Send one request; its status class ("2xx", "4xx", "5xx"), or how it ended without one."""
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection(HOST, port), REQUEST_TIMEOUT_S)
    except (TimeoutError, OSError):
        return "no connect"
    try:
        writer.write(data)
        if leave:
            await writer.drain()
            return "left"
        try:
            answer = await asyncio.wait_for(reader.read(), REQUEST_TIMEOUT_S)
        except TimeoutError:
            return "timeout"
        except (ConnectionResetError, BrokenPipeError):
            answer = b""
        match = STATUS.match(answer)
        return f"{match.group(1)[:1].decode()}xx" if match else "closed"
    finally:
        writer.close()
        try:
            await writer.wait_closed()
        except (ConnectionResetError, BrokenPipeError):
            pass


async def soak(port: int, mix: Mix, plan: list[tuple[str, int]], seed: int, concurrency: int) -> dict[str, Counter]:
    """Send every planned request, `concurrency` at a time; status classes per kind."""
    outcomes: dict[str, Counter] = defaultdict(Counter)
    queue: asyncio.Queue = asyncio.Queue()
    for item in plan:
        queue.put_nowait(item)

    async def worker() -> None:
        while not queue.empty():
            kind, index = queue.get_nowait()
            outcomes[kind][await send(port, mix.build(kind, index, seed), leave=kind in LEAVING)] += 1

    await asyncio.gather(*(worker() for _ in range(concurrency)))
    return outcomes


async def slow_connections(port: int) -> dict[str, list[float]]:
    """100 slowloris header senders, 50 silent sockets, 50 bodies that stop: seconds until each ended."""

    async def slowloris() -> float:
        reader, writer = await asyncio.open_connection(HOST, port)
        started = time.monotonic()
        writer.write(b"POST /v1/responses HTTP/1.1\r\nHost: x\r\n")
        try:
            while time.monotonic() - started < 60:
                writer.write(b"X-Slow: 1\r\n")
                await writer.drain()
                try:
                    if await asyncio.wait_for(reader.read(1), 0.5) == b"":
                        break
                except TimeoutError:
                    pass
        except (ConnectionResetError, BrokenPipeError):
            pass
        writer.close()
        return time.monotonic() - started

    async def silent() -> float:
        reader, writer = await asyncio.open_connection(HOST, port)
        started = time.monotonic()
        try:
            await asyncio.wait_for(reader.read(), 60)
        except (TimeoutError, ConnectionResetError):
            pass
        writer.close()
        return time.monotonic() - started

    async def stopped_body() -> float:
        reader, writer = await asyncio.open_connection(HOST, port)
        started = time.monotonic()
        writer.write(http_request("POST", "/v1/responses", b'{"model":', content_length="1000"))
        try:
            await asyncio.wait_for(reader.read(), 60)
        except (TimeoutError, ConnectionResetError):
            pass
        writer.close()
        return time.monotonic() - started

    groups = {"slowloris headers": (100, slowloris), "silent sockets": (50, silent), "bodies that stop": (50, stopped_body)}
    results = {}
    for name, (count, make) in groups.items():
        results[name] = await asyncio.gather(*(make() for _ in range(count)))
    return results


# --- the probe (its own process, so the load generator's CPU does not delay it) -----------------


def probe(port: int, stop, out) -> None:
    """`GET /v1/models` every 10 ms on a keep-alive connection until `stop` is set; sends the
    latencies (ms) and the error count to `out`."""
    latencies, errors = [], 0
    connection = http.client.HTTPConnection(HOST, port, timeout=30)
    while not stop.is_set():
        started = time.perf_counter()
        try:
            connection.request("GET", "/v1/models")
            reply = connection.getresponse()
            reply.read()
            if reply.status != 200:
                errors += 1
            latencies.append((time.perf_counter() - started) * 1000.0)
        except (OSError, http.client.HTTPException):
            errors += 1
            connection.close()
            connection = http.client.HTTPConnection(HOST, port, timeout=30)
        time.sleep(0.01)
    out.send((latencies, errors))


class Probe:
    """The health probe in a child process: `start()`, then `stop()` returns (latencies, errors)."""

    def __init__(self, port: int) -> None:
        context = multiprocessing.get_context("spawn")
        self._stop = context.Event()
        self._receive, send_end = context.Pipe(duplex=False)
        self._process = context.Process(target=probe, args=(port, self._stop, send_end), daemon=True)

    def start(self) -> Probe:
        self._process.start()
        return self

    def stop(self) -> tuple[list[float], int]:
        self._stop.set()
        result = self._receive.recv()
        self._process.join(timeout=10)
        return result


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0-100) by nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))]


# --- the server ----------------------------------------------------------------------------------


class Served:
    """`labkit serve --port 0` in its own process (stderr kept in a file, to count bug lines)."""

    def __init__(self) -> None:
        self.stderr = tempfile.NamedTemporaryFile("w+", suffix=".log", delete=False)
        self.process = subprocess.Popen([sys.executable, "-m", "labkit", "serve", "--port", "0"], text=True,
                                        stdout=subprocess.PIPE, stderr=self.stderr, stdin=subprocess.DEVNULL)
        first = self.process.stdout.readline()
        found = re.search(r"127\.0\.0\.1:(\d+)/v1", first)
        if not found:
            self.process.kill()
            raise RuntimeError(f"labkit serve did not start: {first!r}")
        self.port = int(found.group(1))

    def memory_mb(self) -> tuple[float, float]:
        """(RSS now, peak RSS) of the server process in MB."""
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        values = dict(re.findall(r"^(VmRSS|VmHWM):\s+(\d+) kB", status, re.M))
        return int(values["VmRSS"]) / 1024, int(values["VmHWM"]) / 1024

    def bug_lines(self) -> int:
        return Path(self.stderr.name).read_text(errors="replace").count("labkit.sim bug")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        Path(self.stderr.name).unlink(missing_ok=True)


# --- main ------------------------------------------------------------------------------------------


def warm_up(port: int) -> None:
    """A few valid calls, so the vocabulary, the worker and the caches exist before RSS is read."""
    for _ in range(50):
        asyncio.run(send(port, Mix().valid(random.Random(0), 0)))


def long_word_stall(server: Served, chars: int) -> tuple[float, float, str]:
    """(probe max ms, probe p99 ms, status) while the server decides one `chars`-letter word."""
    probe_process = Probe(server.port).start()
    time.sleep(0.5)
    body = dumps({"model": MODEL, "input": "x" * chars})
    status = asyncio.run(send(server.port, http_request("POST", "/v1/responses", body)))
    time.sleep(0.2)
    latencies, _ = probe_process.stop()
    return max(latencies), percentile(latencies, 99), status


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--requests", type=int, default=12_000)
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--long-word", type=int, default=60_000, help="characters in the one-word request (0: skip)")
    parser.add_argument("--only", default=None, help="send only the kinds whose name contains this text")

    args = parser.parse_args()

    mix = Mix()
    if args.only:
        mix.kinds = {kind: spec for kind, spec in mix.kinds.items() if args.only in kind}
    plan = mix.plan(random.Random(args.seed), args.requests)
    server = Served()
    try:
        warm_up(server.port)
        rss_before, _ = server.memory_mb()
        probe_process = Probe(server.port).start()
        started = time.monotonic()

        async def everything():
            return await asyncio.gather(soak(server.port, mix, plan, args.seed, args.concurrency),
                                        slow_connections(server.port))

        outcomes, slow = asyncio.run(everything())
        elapsed = time.monotonic() - started
        latencies, probe_errors = probe_process.stop()
        time.sleep(1.0)
        rss_after, rss_peak = server.memory_mb()
        bugs = server.bug_lines()
        stall = long_word_stall(server, args.long_word) if args.long_word else None
    finally:
        server.stop()

    classes = ["2xx", "4xx", "5xx", "closed", "timeout", "left"]
    print(f"labkit.sim hostile soak: {len(plan):,} requests ({args.concurrency} at a time) + 200 slow connections "
          f"against `labkit serve`, {elapsed:.0f} s\n")
    print(f"{'kind':32s}" + "".join(f"{name:>11s}" for name in ["sent", *classes]))
    totals: Counter = Counter()
    for kind in mix.kinds:
        counts = outcomes.get(kind, Counter())
        totals.update(counts)
        print(f"{kind:32s}{sum(counts.values()):>11,}" + "".join(f"{counts.get(name, 0):>11,}" for name in classes))
    print(f"{'total':32s}{sum(totals.values()):>11,}" + "".join(f"{totals.get(name, 0):>11,}" for name in classes))
    print("(closed: no answer is possible, the request never completed: random bytes, unfinished headers;"
          " left: the client hung up mid-body)")
    print(f"\n5xx answers: {totals.get('5xx', 0)}   ('labkit.sim bug' lines on the server's stderr: {bugs})")
    print(f"health probe GET /v1/models during the soak: {len(latencies):,} probes, {probe_errors} errors, "
          f"p50 {percentile(latencies, 50):.1f} ms, p99 {percentile(latencies, 99):.1f} ms, "
          f"max {max(latencies):.1f} ms")
    for name, seconds in slow.items():
        print(f"slow connections, {name}: {len(seconds)} ended after {min(seconds):.1f}-{max(seconds):.1f} s")
    print(f"server RSS: before {rss_before:.1f} MB, after {rss_after:.1f} MB ({rss_after - rss_before:+.1f} MB), "
          f"peak {rss_peak:.1f} MB")
    if stall:
        print(f"\none {args.long_word:,}-character word, alone: answered {stall[2]}; the probe waited up to "
              f"{stall[0]:,.0f} ms (p99 {stall[1]:.1f} ms) meanwhile")


if __name__ == "__main__":
    main()
