"""`make report`'s machinery: notebooks executed as copies, offline HTML pages, an index with status."""

from __future__ import annotations

import re

import nbformat
import pytest

from labkit.report import build_report

EXTERNAL = re.compile(r"""<(script|link|img)[^>]+(src|href)=["']?(https?:)?//""", re.IGNORECASE)


def write_notebook(path, *sources: str, tags: dict[int, list[str]] | None = None) -> None:
    cells = [nbformat.v4.new_markdown_cell("# A lesson")]
    for index, source in enumerate(sources):
        cell = nbformat.v4.new_code_cell(source)
        cell.metadata["tags"] = (tags or {}).get(index, [])
        cells.append(cell)
    notebook = nbformat.v4.new_notebook(cells=cells)
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(notebook, path)


def test_report_runs_copies_and_writes_offline_pages(tmp_path):
    notebooks = tmp_path / "notebooks"
    notebooks.mkdir()
    write_notebook(notebooks / "00_ok.ipynb", "print(6 * 7)", "raise ValueError('expected')", tags={1: ["raises-exception"]})
    write_notebook(notebooks / "01_broken.ipynb", "1 / 0")
    before = (notebooks / "00_ok.ipynb").read_text()

    report = build_report(notebooks, tmp_path / "out", timeout=60)

    assert [(r.name, r.ok) for r in report.results] == [("00_ok", True), ("01_broken", False)]
    assert "ZeroDivisionError" in report.results[1].error
    assert not report.ok
    assert (notebooks / "00_ok.ipynb").read_text() == before  # the committed notebook is untouched
    index = report.index.read_text()
    assert 'href="00_ok.html"' in index and "FAILED" in index
    page = (tmp_path / "out" / "00_ok.html").read_text()
    assert "42" in page
    assert not EXTERNAL.search(page), EXTERNAL.search(page)
    assert not EXTERNAL.search(index)


def test_report_without_notebooks_says_what_is_wrong(tmp_path):
    with pytest.raises(ValueError, match="no notebooks named NN_slug.ipynb"):
        build_report(tmp_path, tmp_path / "out")
