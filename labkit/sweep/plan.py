"""What a sweep runs: the grid of `RunSpec`s (task × approach × model × repeat), their keys and ids.

The grid is expanded in PLAN ORDER — task by task, approach by approach, model by model, repeat
by repeat — and each cell is identified by its key (`KEY_COLUMNS`), which is what resume compares
and what the runs table is sorted by. A run id is made from the key
(`deals/notify_best/chat_loop/gpt-4.1-mini/r1@sim`), never from the order runs finish in.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

from labkit.scenarios import Task

#: The columns that identify a run: a sweep skips a key already recorded.
KEY_COLUMNS = ("scenario", "task", "approach", "model", "repeat", "backend", "faults")


@dataclass(frozen=True)
class RunSpec:
    """One cell of the grid: a task, an approach, a model, a repeat, on a backend, under faults."""

    task: Task
    approach: str
    model: str
    repeat: int
    backend: str
    faults: str = ""

    @property
    def key(self) -> tuple[str, str, str, str, int, str, str]:
        """The run's identity (`KEY_COLUMNS`): what resume compares."""
        return (self.task.scenario, self.task.name, self.approach, self.model, self.repeat, self.backend,
                self.faults)

    @property
    def run_id(self) -> str:
        """A readable id made from the key, e.g. `deals/notify_best/chat_loop/gpt-4.1-mini/r1@sim`
        (plus `+faults:<hash>` when faults apply). It never ends in a bare number, so
        `Ledger.concat` keeps it as it is."""
        run_id = f"{self.task.label}/{self.approach}/{self.model}/r{self.repeat}@{self.backend}"
        if self.faults:
            run_id += f"+faults:{hashlib.sha1(self.faults.encode()).hexdigest()[:6]}"
        return run_id


@dataclass(frozen=True)
class Skipped:
    """A task × approach combination that cannot run, and why."""

    scenario: str
    task: str
    approach: str
    reason: str


def plan_runs(tasks: Sequence[Task], approaches: Sequence[str], models: Sequence[str], repeats: int, *,
              backend: str = "sim", faults: str = "") -> tuple[list[RunSpec], list[Skipped]]:
    """Expand the grid, task by task, approach by approach, model by model, repeat by repeat.

    Combinations an approach does not support (a task without a fixed workflow, an SDK that does
    not import) are returned as `Skipped` instead, once per task × approach, with the reason.
    """
    from labkit.sweep.approaches import APPROACHES

    runs: list[RunSpec] = []
    skipped: list[Skipped] = []
    for task in tasks:
        for name in approaches:
            reason = APPROACHES[name].unsupported(task)
            if reason:
                skipped.append(Skipped(task.scenario, task.name, name, reason))
                continue
            spec_faults = effective_faults(name, faults, backend)
            runs += [RunSpec(task, name, model, repeat, backend, spec_faults)
                     for model in models for repeat in range(1, repeats + 1)]
    return runs, skipped


def effective_faults(approach: str, faults: str, backend: str) -> str:
    """The fault spec a run's simulator serves: the approach's own faults, then the sweep's.

    Live backends get none (faults are injected by the simulator only).
    """
    from labkit.sweep.approaches import APPROACHES

    if backend != "sim":
        return ""
    parts = [APPROACHES[approach].sim_faults, (faults or "").strip()]
    return ",".join(part for part in parts if part)


def parse_names(text: str | Sequence[str] | None, allowed: Sequence[str], what: str) -> list[str]:
    """A list of names from "a,b" (or a list), each checked against `allowed`; None → all of them.

    ValueError names the first unknown one and the allowed ones.
    """
    if text is None:
        return list(allowed)
    names = split_names(text)
    if not names:
        raise ValueError(f"no {what} given: use some of {', '.join(allowed)}")
    unknown = [name for name in names if name not in allowed]
    if unknown:
        raise ValueError(f"unknown {what} {unknown[0]!r}: use some of {', '.join(allowed)}")
    return names


def split_names(names: str | Sequence[str]) -> list[str]:
    """Names from "a,b" or a list, stripped, empty ones and repeats dropped."""
    parts = names.split(",") if isinstance(names, str) else names
    return list(dict.fromkeys(part.strip() for part in parts if part.strip()))
