"""A real JupyterLab and a real browser for the widget tests (`make test-browser`).

- `lab`: JupyterLab started from the project's own environment (`sys.executable -m jupyter lab`)
  on a temporary copy of the notebooks, on a free port on 127.0.0.1, with a random token and
  settings of its own (no news, no update checks: the machine is offline). Its environment has no
  `LABKIT_AUTO_DECISION`, as for a person who opened the notebooks: the panels wait for a click.
- `browser`: Debian's `chromium` driven by Playwright for Python (`executable_path`): Playwright
  never downloads a browser here (`playwright install` is not needed, and fails offline).

Everything is stopped when the session ends.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
CHROMIUM_NAMES = ("chromium", "chromium-browser")
#: JupyterLab settings for an offline machine (no news, no update checks, no pop-ups over the
#: cells), and every cell kept in the page (no windowing), so the n-th cell is the n-th `.jp-Cell`.
LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {"fetchNews": "false",
                                                                        "checkForUpdates": False},
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {"windowingMode": "none"},
}


def chromium_path() -> str:
    """Debian's chromium, or a clear failure saying how to install it."""
    for name in CHROMIUM_NAMES:
        found = shutil.which(name)
        if found:
            return found
    pytest.fail("no chromium on PATH: install Debian's with `apt-get install -y chromium` (.ci/run does); "
                "these tests never download a browser", pytrace=False)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@dataclass
class Lab:
    """A running JupyterLab: where it serves, its token and the folder it serves."""

    url: str
    token: str
    root: Path

    def notebook_url(self, name: str) -> str:
        return f"{self.url}/lab/tree/{name}?token={self.token}&reset"


def _wait_until_up(lab: Lab, process: subprocess.Popen, log: Path, timeout_s: float = 120) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"JupyterLab exited with {process.returncode}:\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(f"{lab.url}/api/status?token={lab.token}", timeout=2) as answer:
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.5)
    raise RuntimeError(f"JupyterLab did not answer within {timeout_s:.0f} s:\n{log.read_text()[-3000:]}")


@pytest.fixture(scope="session")
def lab(tmp_path_factory) -> Iterator[Lab]:
    """JupyterLab on a temporary copy of the notebooks (see the module docstring)."""
    home = tmp_path_factory.mktemp("lab")
    root = home / "notebooks"
    shutil.copytree(NOTEBOOKS, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    settings = home / "settings"
    for name, values in LAB_SETTINGS.items():
        (settings / name).parent.mkdir(parents=True, exist_ok=True)
        (settings / name).write_text(json.dumps(values))
    port, token = free_port(), secrets.token_hex(16)
    environment = {key: value for key, value in os.environ.items() if key != "LABKIT_AUTO_DECISION"}
    environment.update(LABKIT_BACKEND="sim", JUPYTERLAB_SETTINGS_DIR=str(settings),
                       JUPYTERLAB_WORKSPACES_DIR=str(home / "workspaces"), JUPYTER_RUNTIME_DIR=str(home / "runtime"),
                       MPLBACKEND="module://matplotlib_inline.backend_inline")
    command = [sys.executable, "-m", "jupyter", "lab", "--no-browser", f"--port={port}", "--ip=127.0.0.1",
               f"--ServerApp.token={token}", f"--ServerApp.root_dir={root}", "--LabApp.expose_app_in_browser=True",
               "--ServerApp.port_retries=0"]
    if os.getuid() == 0:
        command.append("--allow-root")
    log = home / "jupyterlab.log"
    with open(log, "w") as output:
        process = subprocess.Popen(command, cwd=root, env=environment, stdout=output, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL)
    served = Lab(f"http://127.0.0.1:{port}", token, root)
    try:
        _wait_until_up(served, process, log)
        yield served
    finally:
        process.terminate()
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()


@pytest.fixture(scope="session")
def browser() -> Iterator:
    """Debian's chromium, headless, through Playwright."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=chromium_path(), headless=True,
                                              args=["--no-sandbox", "--disable-dev-shm-usage"])
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture
def page(browser):
    """A fresh page (its own context: no state shared between tests)."""
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    opened = context.new_page()
    opened.set_default_timeout(60_000)
    yield opened
    context.close()
