"""Every notebook on every backend, and `labkit serve` as a recording / replaying proxy.

A second simulator runs in its own process (`labkit serve --port 0`), as a learner would start
it; every lesson runs headless under `LABKIT_BACKEND=compatible` against it, two at a time (about
150 s for the twelve on a slow day, 270 s one after the other), with no error cell and no traceback,
and lesson 08 is recorded (`record`) and replayed (`replay`) with identical outputs.
"""

from __future__ import annotations

import concurrent.futures
import json
import multiprocessing
import os
import re
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import openai
import pytest

from labkit import config, report

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
PYTHON = sys.executable
LESSONS = tuple(path.name for path in report.notebook_paths(NOTEBOOKS))


def serve(tmp_path: Path, *options: str) -> tuple[subprocess.Popen, str]:
    """`python -m labkit serve --port 0 OPTIONS` in its own process; (process, base_url)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for name in (config.ENV_BACKEND, config.ENV_BASE_URL, config.ENV_CASSETTES):
        env.pop(name, None)
    stderr = (tmp_path / f"serve-{len(list(tmp_path.glob('serve-*')))}.stderr").open("w")
    process = subprocess.Popen([PYTHON, "-m", "labkit", "serve", "--port", "0", *options], cwd=ROOT, env=env,
                               stdout=subprocess.PIPE, stderr=stderr, stdin=subprocess.DEVNULL, text=True)
    watchdog = threading.Timer(60, process.kill)
    watchdog.start()
    try:
        first = process.stdout.readline()
    finally:
        watchdog.cancel()
    match = re.search(r"serving on (http://127\.0\.0\.1:\d+/v1)", first)
    if not match:
        process.kill()
    assert match, f"unexpected first line {first!r}"
    return process, match.group(1)


def stop(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=10)


@pytest.fixture(scope="module")
def second_simulator(tmp_path_factory):
    # one for the module, as a learner keeps one running: starting a process per lesson cost ~5 s each
    process, base_url = serve(tmp_path_factory.mktemp("second-simulator"))
    try:
        yield base_url
    finally:
        stop(process)


def _sanitizers() -> list[tuple[re.Pattern[str], str]]:
    """The regex/replace pairs of tests/nbval_sanitize.cfg: what strict nbval also ignores."""
    lines = (Path(__file__).resolve().parents[1] / "nbval_sanitize.cfg").read_text().splitlines()
    patterns = [line.split(":", 1)[1].strip() for line in lines if line.startswith("regex:")]
    replaces = [line.split(":", 1)[1].strip() for line in lines if line.startswith("replace:")]
    return [(re.compile(pattern), replace) for pattern, replace in zip(patterns, replaces, strict=True)]


def _sanitized(text: Any) -> Any:
    if not isinstance(text, str):
        return text
    for pattern, replace in _sanitizers():
        text = pattern.sub(replace, text)
    return text


def outputs(notebook) -> list[list[dict]]:
    """Each code cell's outputs (streams merged as `labkit execute` saves them, with what the nbval
    sanitizer ignores replaced the same way), for comparing."""
    found = []
    for cell in notebook.cells:
        if cell.cell_type == "code":
            merged = report.coalesce_streams(cell.outputs)
            found.append([{key: _sanitized(output.get(key)) if key == "text" else output.get(key)
                           for key in ("output_type", "name", "text", "data")} for output in merged])
    return found


def errors_in(notebook) -> list[str]:
    """Error outputs, and tracebacks printed to stderr, of an executed notebook."""
    found = []
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            if output.get("output_type") == "error" or "Traceback" in str(output.get("text", "")):
                found.append("".join(cell.source)[:80])
    return found


@pytest.fixture(scope="module")
def lessons_on_compatible(second_simulator):
    """Every lesson executed on `compatible` against the second simulator, two at a time: each in a
    kernel of its own, from a spawned worker process (a lesson is mostly CPU work and CI has two
    cores; the workers inherit the base URL from this process's environment)."""
    saved = os.environ.get(config.ENV_BASE_URL)
    os.environ[config.ENV_BASE_URL] = second_simulator
    try:
        with concurrent.futures.ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn")) as pool:
            pending = {lesson: pool.submit(report.execute, NOTEBOOKS / lesson, timeout=300, backend="compatible") for lesson in LESSONS}
            return {lesson: future.result(timeout=1200) for lesson, future in pending.items()}
    finally:
        if saved is None:
            os.environ.pop(config.ENV_BASE_URL, None)
        else:
            os.environ[config.ENV_BASE_URL] = saved


@pytest.mark.parametrize("lesson", LESSONS)
def test_every_lesson_runs_on_compatible_against_a_second_simulator(lesson, lessons_on_compatible):
    notebook, error = lessons_on_compatible[lesson]
    assert not error, error
    assert not errors_in(notebook)


def test_lesson_08_recorded_then_replayed_has_the_same_outputs(second_simulator, tmp_path, monkeypatch):
    monkeypatch.setenv(config.ENV_CASSETTES, str(tmp_path / "cassettes"))
    monkeypatch.setenv(config.ENV_BASE_URL, second_simulator)
    lesson = NOTEBOOKS / "08_streaming_and_fallback.ipynb"
    recorded, error = report.execute(lesson, timeout=300, backend="record")
    assert not error, error
    monkeypatch.delenv(config.ENV_BASE_URL)
    replayed, error = report.execute(lesson, timeout=300, backend="replay")
    assert not error, error
    # the first cell prints the backend and why it was chosen; every other output is the same
    assert outputs(replayed)[1:] == outputs(recorded)[1:]


def test_labkit_serve_records_replays_and_puts_faults_in_front(second_simulator, tmp_path):
    folder = tmp_path / "served-cassettes"
    ask = {"model": "gpt-4.1-mini", "messages": [{"role": "user", "content": "What is a cassette?"}]}
    recorder, recorder_url = serve(tmp_path, "--record", str(folder), "--upstream", second_simulator)
    try:
        recorded = openai.OpenAI(base_url=recorder_url, api_key="fake-test-credential-1").chat.completions.create(**ask)
    finally:
        stop(recorder)
    assert [path.name for path in folder.glob("*.json")] == ["0001-post-v1-chat-completions.json"]
    assert "fake-test-credential-1" not in (folder / "0001-post-v1-chat-completions.json").read_text()

    player, player_url = serve(tmp_path, "--replay", str(folder), "--faults", "rate_limit@1")
    try:
        client = openai.OpenAI(base_url=player_url, api_key="anything")
        replayed = client.chat.completions.with_raw_response.create(**ask)
        assert replayed.retries_taken == 1  # the fault in front of the replay, retried by the client
        assert replayed.parse().model_dump_json() == recorded.model_dump_json()
        with pytest.raises(openai.NotFoundError, match="cassette_miss|No cassette"):
            client.chat.completions.create(model="gpt-4.1-mini", messages=[{"role": "user", "content": "new"}])
    finally:
        stop(player)

    forward, forward_url = serve(tmp_path, "--upstream", second_simulator, "--faults", "server_error@1")
    try:
        answer = openai.OpenAI(base_url=forward_url, api_key="x").chat.completions.with_raw_response.create(**ask)
        assert answer.retries_taken == 1 and json.loads(answer.http_response.text)["choices"]
    finally:
        stop(forward)
    assert not list(tmp_path.glob("cassettes*"))  # forwarding writes nothing
