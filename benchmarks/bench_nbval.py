"""How long does `make test`'s nbval stage take, per notebook?

Runs strict nbval over every lesson notebook (exactly as `make test` does) and, in the same run,
over an empty one-cell notebook: the baseline, which costs a kernel start and nothing else. Prints
each notebook's wall time and its ratio to the baseline.

    .venv/bin/python benchmarks/bench_nbval.py
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]


def empty_notebook(folder: Path) -> Path:
    """A one-cell notebook, executed in a fresh kernel by nbval like the lessons."""
    path = folder / "00_empty.ipynb"
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("pass")])
    notebook.cells[0].execution_count = 1
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(notebook, path)
    return path


def nbval_seconds(paths: list[Path]) -> dict[str, float]:
    """Seconds per notebook file (summed over its cells, kernel start included) from a junit report."""
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "nbval.xml"
        command = [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", f"--junitxml={report}",
                   *map(str, paths)]
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit(f"nbval failed:\n{done.stdout[-2000:]}")
        totals: dict[str, float] = defaultdict(float)
        for case in ET.parse(report).getroot().iter("testcase"):
            name = (case.get("classname") or "").split(".ipynb")[0].rsplit(".", 1)[-1] + ".ipynb"
            totals[name] += float(case.get("time", 0))
        return dict(totals)


def main() -> None:
    lessons = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
    with tempfile.TemporaryDirectory(dir=ROOT / "benchmarks") as tmp:  # inside the rootdir, so pytest collects it
        baseline = empty_notebook(Path(tmp))
        started = time.perf_counter()
        base = sum(nbval_seconds([baseline]).values())
        times = nbval_seconds(lessons)
        total = time.perf_counter() - started
    print(f"strict nbval per notebook (baseline: an empty one-cell notebook, {base:.2f} s)\n")
    print(f"{'notebook':<44}{'seconds':>9}{'x baseline':>12}")
    for name, seconds in sorted(times.items()):
        print(f"{name:<44}{seconds:>9.2f}{seconds / base:>11.1f}x")
    print(f"{'all notebooks':<44}{sum(times.values()):>9.2f}{sum(times.values()) / base:>11.1f}x")
    print(f"\n(wall time of this benchmark: {total:.1f} s)")


if __name__ == "__main__":
    main()
