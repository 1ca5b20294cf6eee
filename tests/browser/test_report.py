"""The HTML report in a real browser: every image loads, and nothing is fetched but local files.

The report is built here, into a temporary folder, the way `make report` builds `reports/`
(`labkit.report.build_report`), from two lessons and a small comparison grid so it takes seconds;
the page is then opened from disk (`file://`), as a reader opens it offline.
"""

from __future__ import annotations

import shutil

import pytest

from labkit.report import Grid, build_report

from .conftest import NOTEBOOKS

LESSONS = ("00_start_here.ipynb", "04_responses_loop.ipynb")
SMALL_GRID = Grid(scenarios=("recycling",), approaches=("workflow", "chat_loop"), models=("gpt-4.1-mini",))


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    source = tmp_path_factory.mktemp("lessons")
    for name in LESSONS:
        shutil.copy(NOTEBOOKS / name, source / name)
    out = tmp_path_factory.mktemp("reports")
    built = build_report(source, out, timeout=300, grid=SMALL_GRID)
    assert built.comparison is not None and not built.comparison.error, built.comparison
    return built


def visit(page, path) -> list[str]:
    """Open `path` from disk; every URL the page requested, and check each image loaded."""
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    page.goto(path.resolve().as_uri())
    page.wait_for_load_state("load")
    images = page.evaluate("() => [...document.images].map(img => [img.complete && img.naturalWidth > 0, "
                           "img.currentSrc.slice(0, 60)])")
    broken = [source for loaded, source in images if not loaded]
    assert broken == [], f"{path.name}: images that did not load: {broken}"
    return requested, len(images)


def test_the_index_and_every_page_load_offline(page, report):
    requested, images = visit(page, report.index)
    assert images >= 3, "the comparison figures are on the index"
    pages = page.evaluate("() => [...document.querySelectorAll('table.notebooks a')].map(a => a.href)")
    assert len(pages) == len(LESSONS)
    for result in report.results:
        more, _ = visit(page, report.index.parent / result.page)
        requested += more
    outside = [url for url in requested if not url.startswith(("file://", "data:"))]
    assert outside == [], f"requests that left file://: {outside}"
