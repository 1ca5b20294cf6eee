"""`labkit serve`: a real process serving a real, unmodified Agents SDK script in another process.

The script knows nothing about labkit: it finds the server through `OPENAI_BASE_URL` (any key),
uses the SDK's defaults (Responses API, default model), and exercises tools, a handoff, streaming
and structured output. Bad options (and a non-loopback host without `--allow-remote` and a key)
fail fast with one line on stderr. The server is started with SIGINT ignored, as in a background
job of a script, and must still stop, with exit 0, on SIGINT and on SIGTERM; every wait is
bounded, so a server that does not stop fails its test instead of hanging the suite.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import httpx2
import pytest

ROOT = Path(__file__).resolve().parents[2]
PYTHON = sys.executable

AGENT_SCRIPT = textwrap.dedent(
    '''
    import asyncio
    import json

    from pydantic import BaseModel
    from agents import Agent, Runner, function_tool


    @function_tool
    def get_weather(city: str) -> str:
        """Get the current weather for a city."""
        return json.dumps({"city": city, "temperature_c": 23, "conditions": "sunny"})


    class Report(BaseModel):
        city: str
        temperature_c: int
        conditions: str


    weather_agent = Agent(
        name="Weather agent",
        instructions="You answer weather questions with the get_weather tool.",
        handoff_description="Answers questions about the weather",
        tools=[get_weather],
    )
    billing_agent = Agent(
        name="Billing agent",
        instructions="You handle invoices and refunds.",
        handoff_description="Handles invoices, payments and refunds",
    )
    triage = Agent(
        name="Triage agent",
        instructions="Send each question to the right specialist.",
        handoffs=[billing_agent, weather_agent],
    )
    reporter = Agent(
        name="Reporter",
        instructions="Look up the weather, then fill in the report.",
        tools=[get_weather],
        output_type=Report,
    )


    async def main():
        streamed = Runner.run_streamed(triage, "What's the weather in Madrid today?")
        deltas = 0
        async for event in streamed.stream_events():
            if event.type == "raw_response_event" and event.data.type == "response.output_text.delta":
                deltas += 1
        print("AGENT:", streamed.last_agent.name)
        print("DELTAS:", deltas)
        print("ANSWER:", streamed.final_output)
        report = await Runner.run(reporter, "Weather report for Madrid please")
        print("REPORT:", report.final_output.model_dump_json())


    asyncio.run(main())
    '''
)


def child_env(**extra: str) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("OPENAI_", "LABKIT_"))}
    env.update(extra)
    return env


def ignore_sigint() -> None:
    """In the child before exec: SIGINT ignored, as for a background job of a non-interactive
    shell (`(make test &)`), the case where `labkit serve` once never stopped."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def start_serve(tmp_path: Path, *options: str) -> tuple[subprocess.Popen, str]:
    """`python -m labkit serve --port 0` in its own process with SIGINT ignored; (process, base_url).

    stderr goes to a file (a pipe nobody reads could fill and block the server), and the first
    line is read under a watchdog, so nothing here can hang the suite."""
    process = subprocess.Popen(
        [PYTHON, "-m", "labkit", "serve", "--port", "0", *options],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=(tmp_path / "serve.stderr").open("w"),
        stdin=subprocess.DEVNULL,
        text=True,
        env=child_env(),
        preexec_fn=ignore_sigint,
    )
    watchdog = threading.Timer(60, process.kill)
    watchdog.start()
    try:
        first = process.stdout.readline()
    finally:
        watchdog.cancel()
    match = re.search(r"serving on (http://127\.0\.0\.1:(\d+)/v1)\b", first)
    if not match:
        process.kill()
        process.wait(timeout=10)
    assert match, f"unexpected first line {first!r}; stderr: {(tmp_path / 'serve.stderr').read_text()}"
    assert int(match.group(2)) != 0
    return process, match.group(1)


def stop_with(process: subprocess.Popen, signum: int, tmp_path: Path) -> tuple[str, str]:
    """Send `signum`; (stdout, stderr) once the process has exited (killed after 20 s)."""
    process.send_signal(signum)
    try:
        out, _ = process.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate(timeout=10)
        pytest.fail(f"labkit serve did not stop on {signal.Signals(signum).name} within 20 s")
    return out, (tmp_path / "serve.stderr").read_text()


@pytest.fixture
def served(tmp_path):
    """A `labkit serve` process (seed 3, SIGINT ignored at start); yields (process, base_url)."""
    process, base_url = start_serve(tmp_path, "--seed", "3")
    try:
        yield process, base_url
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=10)


def test_serve_runs_an_unmodified_agents_sdk_script(served, tmp_path):
    process, base_url = served
    script = tmp_path / "weather_app.py"
    script.write_text(AGENT_SCRIPT)
    env = child_env(OPENAI_BASE_URL=base_url, OPENAI_API_KEY="anything", OPENAI_AGENTS_DISABLE_TRACING="1")
    run = subprocess.run([PYTHON, str(script)], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    lines = dict(line.split(": ", 1) for line in run.stdout.splitlines() if ": " in line)
    assert lines["AGENT"] == "Weather agent"
    assert int(lines["DELTAS"]) > 0
    answer = lines["ANSWER"]
    assert "Madrid" in answer and "23" in answer and "sunny" in answer
    assert lines["REPORT"] == '{"city":"Madrid","temperature_c":23,"conditions":"sunny"}'
    assert "Tracing" not in run.stderr  # nothing tried to reach the real tracing endpoint

    out, err = stop_with(process, signal.SIGINT, tmp_path)
    assert process.returncode == 0, err
    assert "Traceback" not in err


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_serve_stops_on_sigint_and_sigterm_even_with_sigint_ignored(tmp_path, signum):
    process, base_url = start_serve(tmp_path)
    try:
        assert httpx2.get(base_url + "/models", timeout=30).status_code == 200
        out, err = stop_with(process, signum, tmp_path)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=10)
    assert process.returncode == 0, err
    assert out.strip().endswith("labkit.sim stopped.") and "Traceback" not in err


@pytest.mark.parametrize(
    "options, expected",
    [
        (["--faults", "bogus"], "--faults: Invalid fault rule 'bogus'. Use KIND[:ARG][@WHEN][/API]"),
        (["--time-scale", "-1"], "--time-scale must be >= 0"),
    ],
)
def test_serve_rejects_bad_options_with_one_line(options, expected):
    run = subprocess.run(
        [PYTHON, "-m", "labkit", "serve", "--port", "0", *options],
        cwd=ROOT,
        env=child_env(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode != 0
    assert run.stdout == ""
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1, run.stderr
    assert lines[0].startswith("labkit serve: error: ") and expected in lines[0]


def test_serve_with_an_impossible_port_is_one_line_and_exit_2():
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "labkit", "serve", "--port", "99999"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "Pick another --port" in done.stderr


@pytest.mark.parametrize("options, expected", [
    (["--host", "0.0.0.0"], "labkit.sim listens on loopback only"),
    (["--host", "::", "--allow-remote"], "needs a key that every request must send"),
    (["--max-body-mb", "0"], "--max-body-mb must be > 0"),
])
def test_serve_refuses_exposure_and_bad_limits_in_one_line(options, expected):
    done = subprocess.run([PYTHON, "-m", "labkit", "serve", "--port", "0", *options], cwd=ROOT, env=child_env(),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and done.stderr.startswith("labkit serve: error: ") and expected in done.stderr
