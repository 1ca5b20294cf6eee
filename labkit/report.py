"""`make report`: execute every notebook headless on the simulator and write an offline HTML report.

The committed notebooks are never modified: each is executed as a copy in a fresh kernel with
`LABKIT_BACKEND=sim`, exported with an offline template (no CDN scripts), and listed with its
status on `reports/index.html`.
"""

from __future__ import annotations

import html
import os
import time
from dataclasses import dataclass, field
from pathlib import Path

TEMPLATES = Path(__file__).parent / "report_templates"


@dataclass
class NotebookResult:
    """How one notebook ran: its name, status, error (if any) and the HTML page written."""

    name: str
    ok: bool
    seconds: float
    page: str
    error: str = ""


@dataclass
class Report:
    """The written report: its index page and one result per notebook."""

    index: Path
    results: list[NotebookResult] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """True when every notebook ran without an unexpected error."""
        return all(result.ok for result in self.results)


def notebook_paths(folder: Path) -> list[Path]:
    """The lesson notebooks of a folder, in course order (`NN_slug.ipynb`)."""
    return sorted(path for path in folder.glob("[0-9][0-9]_*.ipynb"))


def execute(path: Path, *, timeout: int):
    """Run a copy of one notebook top to bottom in a fresh kernel; returns (notebook, error text)."""
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError, CellTimeoutError

    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(
        notebook,
        timeout=timeout,
        kernel_name="python3",
        record_timing=False,
        extra_arguments=["--IPKernelApp.log_level=ERROR"],  # no "running over TCP" banner per notebook
        resources={"metadata": {"path": str(path.parent)}},
    )
    try:
        client.execute()
    except CellExecutionError as error:
        return notebook, f"{error.ename}: {error.evalue}"
    except CellTimeoutError as error:
        return notebook, f"cell timed out: {error}"
    return notebook, ""


def execute_in_place(path: Path, *, timeout: int = 300) -> bool:
    """Re-run a committed notebook in a fresh kernel on the simulator and save it with its outputs.

    This is how lesson notebooks are refreshed after an edit; returns False (and says why) when a
    cell failed, in which case the file is left untouched.
    """
    import nbformat

    if not path.exists():
        raise ValueError(f"no such notebook: {path}")
    os.environ["LABKIT_BACKEND"] = "sim"
    notebook, error = execute(path, timeout=timeout)
    if error:
        print(f"{path.name}: FAILED — {error}")
        return False
    notebook.metadata.pop("widgets", None)
    nbformat.write(notebook, path)
    print(f"{path.name}: executed and saved")
    return True


def to_html(notebook) -> str:
    """One notebook as a self-contained HTML page (CSS and images inlined, no external scripts)."""
    from nbconvert import HTMLExporter

    notebook.metadata.pop("widgets", None)
    exporter = HTMLExporter(extra_template_basedirs=[str(TEMPLATES)], template_name="offline")
    exporter.embed_images = True
    body, _ = exporter.from_notebook_node(notebook)
    return body


def build_report(notebooks: Path, out: Path, *, timeout: int = 300) -> Report:
    """Execute every notebook in `notebooks` and write `out/index.html` plus one page each."""
    paths = notebook_paths(notebooks)
    if not paths:
        raise ValueError(f"no notebooks named NN_slug.ipynb in {notebooks}/")
    out.mkdir(parents=True, exist_ok=True)
    os.environ["LABKIT_BACKEND"] = "sim"  # the kernels inherit it: the report always runs offline
    report = Report(out / "index.html")
    for path in paths:
        print(f"running {path.name} …", flush=True)
        started = time.monotonic()
        notebook, error = execute(path, timeout=timeout)
        page = f"{path.stem}.html"
        (out / page).write_text(to_html(notebook), encoding="utf-8")
        report.results.append(NotebookResult(path.stem, not error, time.monotonic() - started, page, error))
    report.index.write_text(index_page(report.results), encoding="utf-8")
    return report


def index_page(results: list[NotebookResult]) -> str:
    """The report's front page: one row per notebook with its status and a link."""
    rows = "\n".join(
        f"<tr><td><a href=\"{html.escape(r.page)}\">{html.escape(r.name)}</a></td>"
        f"<td class=\"{'ok' if r.ok else 'fail'}\">{'OK' if r.ok else 'FAILED'}</td>"
        f"<td>{r.seconds:.1f} s</td><td>{html.escape(r.error)}</td></tr>"
        for r in results
    )
    passed = sum(r.ok for r in results)
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>labkit report</title>
<style>
body {{ font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; color: #222; }}
table {{ border-collapse: collapse; width: 100%; }}
td, th {{ border-bottom: 1px solid #ddd; padding: .4rem .6rem; text-align: left; }}
.ok {{ color: #1a7f37; font-weight: 600; }} .fail {{ color: #b00020; font-weight: 600; }}
</style></head>
<body>
<h1>labkit report</h1>
<p>{passed} of {len(results)} notebooks ran top to bottom on the offline simulator.
Each page below is self-contained and opens without a network.</p>
<table><thead><tr><th>notebook</th><th>status</th><th>time</th><th>error</th></tr></thead>
<tbody>
{rows}
</tbody></table>
</body></html>
"""
