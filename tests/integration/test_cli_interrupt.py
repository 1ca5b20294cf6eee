"""Ctrl-C on the long-running commands: one line on stderr, exit 130, nothing left running.

Each command runs in its own session and gets SIGINT on its process group, as a terminal's
Ctrl-C sends it. Every wait is bounded, so a regression fails instead of hanging the suite.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]


def child_env() -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith(("OPENAI_", "LABKIT_"))}
    return {**env, "LABKIT_BACKEND": "sim"}


def wait_for(condition, what: str, timeout: float = 90.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"gave up waiting for {what}")
        time.sleep(0.1)


def interrupt(process: subprocess.Popen) -> tuple[str, str]:
    """Ctrl-C to the process group; (stdout, stderr) once it exited (killed after 30 s)."""
    os.killpg(process.pid, signal.SIGINT)
    try:
        return process.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate(timeout=10)
        pytest.fail("the command did not stop within 30 s of Ctrl-C")


def alive(pid: int) -> bool:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return False
    return "zombie" not in status.lower()


def as_from_a_terminal() -> None:
    """In the child before exec: SIGINT back to its default, as in a terminal. (The suite itself
    may run with SIGINT ignored, as a background job of a script does, and children inherit that.)"""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def start(*args: str, cwd: Path) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "labkit", *args], cwd=cwd, env=child_env(), text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                            start_new_session=True, preexec_fn=as_from_a_terminal)


def test_ctrl_c_during_execute_is_one_line_exit_130_and_kills_the_kernel(tmp_path):
    marker = tmp_path / "kernel.pid"
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [
        nbformat.v4.new_code_cell(f"import os, time\nopen({str(marker)!r}, 'w').write(str(os.getpid()))\ntime.sleep(300)"),
        nbformat.v4.new_code_cell("print('never reached')"),
    ]
    path = tmp_path / "00_sleepy.ipynb"
    nbformat.write(notebook, path)
    before = path.read_bytes()
    process = start("execute", str(path), cwd=ROOT)
    try:
        wait_for(lambda: marker.exists() and marker.read_text().isdigit(), "the kernel to run the first cell")
        kernel = int(marker.read_text())
        out, err = interrupt(process)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    assert process.returncode == 130, err
    assert err.count("\n") == 1 and err.startswith("labkit execute: interrupted (Ctrl-C)"), err
    wait_for(lambda: not alive(kernel), "the kernel to be gone", timeout=10)
    assert path.read_bytes() == before  # an interrupted notebook is not saved


def test_ctrl_c_during_a_sweep_is_one_line_exit_130(tmp_path):
    out_folder = tmp_path / "sweep"
    process = start("sweep", "--out", str(out_folder), "--scenarios", "deals", "--repeats", "50", "--quiet",
                    cwd=tmp_path)
    try:
        wait_for(lambda: (out_folder / "runs.parquet").exists(), "the first recorded runs")
        out, err = interrupt(process)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    assert process.returncode == 130, err
    assert err.count("\n") == 1 and err.startswith("labkit sweep: interrupted (Ctrl-C)"), err
    assert "Traceback" not in out
