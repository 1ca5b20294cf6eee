"""environment.yml and constraints.txt stay one source of truth; every dependency is pinned."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from labkit.doctor import normalize, read_constraints

ROOT = Path(__file__).resolve().parents[2]


def environment_lines() -> list[str]:
    return [line.split("#", 1)[0].rstrip() for line in (ROOT / "environment.yml").read_text().splitlines()]


def conda_dependencies() -> list[str]:
    """Top-level conda dependencies (`  - name[=version]` under `dependencies:`), pip section excluded."""
    lines = environment_lines()
    start = lines.index("dependencies:") + 1
    return [m[1] for line in lines[start:] if (m := re.match(r"^  - ([^:\s]+)\s*$", line))]


def pip_lines() -> list[str]:
    return [m[1].strip() for line in environment_lines() if (m := re.match(r"^      - (.+)$", line))]


def project() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def requirement_name(requirement: str) -> str:
    return normalize(re.split(r"[<>=!~\[; ]", requirement, maxsplit=1)[0])


def test_conda_env_uses_python_311_and_the_constraints():
    assert "python=3.11" in conda_dependencies()
    assert project()["requires-python"] == ">=3.11"
    assert pip_lines() == ["-c constraints.txt", "-e .[dev]"]


def test_conda_env_pins_nothing_of_its_own_that_could_drift():
    pins = read_constraints(ROOT / "constraints.txt")
    for dependency in conda_dependencies():
        name, _, version = dependency.partition("=")
        if name in ("python", "pip"):
            continue
        assert normalize(name) in pins, f"{name} is in environment.yml but not pinned in constraints.txt"
        assert pins[normalize(name)] == version, f"{name}: environment.yml {version} vs constraints.txt"


def test_every_dependency_is_pinned():
    pins = read_constraints(ROOT / "constraints.txt")
    declared = project()["dependencies"] + project()["optional-dependencies"]["dev"]
    missing = [req for req in declared if requirement_name(req) not in pins]
    assert missing == [], f"not pinned in constraints.txt: {missing} (run `make constraints`)"


def test_pins_are_exact_and_satisfy_the_declared_ranges():
    from packaging.requirements import Requirement

    pins = read_constraints(ROOT / "constraints.txt")
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            assert re.match(r"^[A-Za-z0-9_.\-]+==[^=\s]+$", line), f"not an exact pin: {line!r}"
    for declared in project()["dependencies"]:
        requirement = Requirement(declared)
        assert pins[normalize(requirement.name)] in requirement.specifier, declared


def test_no_module_or_folder_named_agents():
    offenders = [p for p in ROOT.rglob("agents*") if ".venv" not in p.parts and p.stem == "agents"]
    assert offenders == [], f"{offenders} would shadow openai-agents"
