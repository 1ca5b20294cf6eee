"""`labkit serve`: a real process serving a real, unmodified Agents SDK script in another process.

The script knows nothing about labkit: it finds the server through `OPENAI_BASE_URL` (any key),
uses the SDK's defaults (Responses API, default model), and exercises tools, a handoff, streaming
and structured output. Bad options fail fast with one line on stderr.
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


@pytest.fixture
def served():
    """`python -m labkit serve --port 0` in its own process; yields (process, base_url)."""
    process = subprocess.Popen(
        [PYTHON, "-m", "labkit", "serve", "--port", "0", "--seed", "3"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=child_env(),
    )
    # Read the first line without risking a hang: a watchdog kills the server if it says nothing.
    watchdog = threading.Timer(60, process.kill)
    watchdog.start()
    try:
        first = process.stdout.readline()
    finally:
        watchdog.cancel()
    match = re.search(r"serving on (http://127\.0\.0\.1:(\d+)/v1)\b", first)
    assert match, f"unexpected first line {first!r}; stderr: {process.stderr.read() if process.poll() is not None else ''}"
    assert int(match.group(2)) != 0
    try:
        yield process, match.group(1)
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

    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=20)
    assert process.returncode == 0, err
    assert "Traceback" not in err


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
