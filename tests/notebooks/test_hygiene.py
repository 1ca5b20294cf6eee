"""Notebook hygiene: the rules every committed lesson notebook keeps (see tests' asserts)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
NAME = re.compile(r"^(\d\d)_[a-z0-9]+(?:_[a-z0-9]+)*\.ipynb$")
SECRET = re.compile(r"sk-(?!labkit-sim\b)[A-Za-z0-9_\-]{16,}|authorization:\s*bearer\s+\S+", re.IGNORECASE)
ABSOLUTE_PATH = re.compile(r"(/home/[A-Za-z0-9_.-]+/|/Users/[A-Za-z0-9_.-]+/|/root/|/work/|[A-Z]:\\\\Users\\\\)")
MAX_OUTPUT_CHARS = 5_000


def notebook_files(folder: Path = NOTEBOOKS) -> list[Path]:
    """Every .ipynb in the folder (not checkpoints)."""
    return sorted(path for path in folder.glob("*.ipynb"))


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def code_cells(notebook: dict) -> list[dict]:
    return [cell for cell in notebook["cells"] if cell["cell_type"] == "code"]


def output_text(output: dict) -> str:
    """All text an output carries, images excluded."""
    if output["output_type"] == "stream":
        text = output.get("text", "")
        return "".join(text) if isinstance(text, list) else text
    if output["output_type"] == "error":
        return output.get("ename", "") + output.get("evalue", "") + "".join(output.get("traceback", []))
    parts = []
    for mime, value in output.get("data", {}).items():
        if mime.startswith("image/") and mime != "image/svg+xml":
            continue
        parts.append("".join(value) if isinstance(value, list) else json.dumps(value))
    return "".join(parts)


# --- the rules, as functions returning problems (empty list = clean) --------------------------


def naming_problems(paths: list[Path]) -> list[str]:
    """File names NN_slug.ipynb, numbered 00, 01, … without gaps or duplicates."""
    problems = [f"{p.name}: not named NN_slug.ipynb" for p in paths if not NAME.match(p.name)]
    numbers = sorted(int(NAME.match(p.name)[1]) for p in paths if NAME.match(p.name))
    if numbers != list(range(len(numbers))):
        problems.append(f"notebook numbers {numbers} are not 0..{len(numbers) - 1} without gaps")
    return problems


#: The kernelspec JupyterLab writes for the project's kernel (ipykernel's python3): a notebook that
#: already says so is left unmodified when it is opened.
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
#: Emoji marks render as empty boxes without an emoji font (the HTML report included): use ✓ / ✗.
EMOJI_MARKS = re.compile("[\u2705\u274c\u2139\ufe0f]")


def kernel_problems(notebook: dict) -> list[str]:
    spec = notebook.get("metadata", {}).get("kernelspec", {})
    if spec.get("name") != "python3":
        return [f"kernelspec is {spec.get('name')!r}, not 'python3'"]
    if spec != KERNELSPEC:
        return [f"kernelspec {spec} is not the installed kernel's {KERNELSPEC}: opening it would modify it"]
    return []


def execution_problems(notebook: dict) -> list[str]:
    counts = [cell.get("execution_count") for cell in code_cells(notebook)]
    expected = list(range(1, len(counts) + 1))
    return [] if counts == expected else [f"execution counts {counts} are not {expected}: run top to bottom in a fresh kernel"]


def error_problems(notebook: dict) -> list[str]:
    problems = []
    for index, cell in enumerate(code_cells(notebook)):
        tags = cell.get("metadata", {}).get("tags", [])
        has_error = any(output["output_type"] == "error" for output in cell.get("outputs", []))
        if has_error and "raises-exception" not in tags:
            problems.append(f"code cell {index} has an error output but no 'raises-exception' tag")
    return problems


def content_problems(notebook: dict) -> list[str]:
    """No secrets, no author paths (in sources and outputs), no oversized outputs."""
    problems = []
    for index, cell in enumerate(notebook["cells"]):
        source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
        texts = [("source", source)] + [("output", output_text(o)) for o in cell.get("outputs", [])]
        for where, text in texts:
            if SECRET.search(text):
                problems.append(f"cell {index} {where}: looks like a secret (sk-… key or Authorization header)")
            if ABSOLUTE_PATH.search(text):
                problems.append(f"cell {index} {where}: absolute path of the author's machine")
            if EMOJI_MARKS.search(text):
                problems.append(f"cell {index} {where}: emoji marks (✅/❌/ℹ️) need an emoji font: use ✓ / ✗ / note:")
            if where == "output" and len(text) > MAX_OUTPUT_CHARS:
                problems.append(f"cell {index}: output of {len(text)} characters (max {MAX_OUTPUT_CHARS})")
    return problems


def all_problems(notebook: dict) -> list[str]:
    return kernel_problems(notebook) + execution_problems(notebook) + error_problems(notebook) + content_problems(notebook)


# --- the tests over the committed notebooks -----------------------------------------------------


def test_there_are_notebooks():
    assert notebook_files(), "notebooks/ has no .ipynb files"


def test_names_are_numbered_without_gaps():
    assert naming_problems(notebook_files()) == []


@pytest.mark.parametrize("path", notebook_files(), ids=lambda p: p.name)
def test_notebook_is_clean(path):
    assert all_problems(load(path)) == []


# --- each rule trips when broken on purpose ------------------------------------------------------


def clean_notebook() -> dict:
    return {
        "metadata": {"kernelspec": dict(KERNELSPEC)},
        "cells": [
            {"cell_type": "markdown", "metadata": {}, "source": "# Lesson"},
            {"cell_type": "code", "metadata": {}, "execution_count": 1, "source": "1 + 1",
             "outputs": [{"output_type": "execute_result", "execution_count": 1, "metadata": {}, "data": {"text/plain": "2"}}]},
            {"cell_type": "code", "metadata": {}, "execution_count": 2, "source": "print('hi')",
             "outputs": [{"output_type": "stream", "name": "stdout", "text": "hi\n"}]},
        ],
    }


def test_clean_notebook_passes():
    assert all_problems(clean_notebook()) == []


def test_gap_in_numbering_is_caught(tmp_path):
    for name in ("00_start.ipynb", "02_next.ipynb", "Bad Name.ipynb"):
        (tmp_path / name).write_text("{}")
    problems = naming_problems(notebook_files(tmp_path))
    assert any("without gaps" in p for p in problems)
    assert any("Bad Name.ipynb" in p for p in problems)


def test_wrong_kernel_is_caught():
    notebook = clean_notebook()
    notebook["metadata"]["kernelspec"]["name"] = "conda-env-labkit-py"
    assert kernel_problems(notebook)


def test_unexecuted_or_out_of_order_cells_are_caught():
    notebook = clean_notebook()
    notebook["cells"][2]["execution_count"] = None
    assert execution_problems(notebook)
    notebook["cells"][2]["execution_count"] = 5
    assert execution_problems(notebook)


def test_error_output_needs_the_tag():
    notebook = clean_notebook()
    notebook["cells"][1]["outputs"] = [{"output_type": "error", "ename": "ValueError", "evalue": "x", "traceback": []}]
    assert error_problems(notebook)
    notebook["cells"][1]["metadata"]["tags"] = ["raises-exception"]
    assert error_problems(notebook) == []


def test_secrets_are_caught():
    for leak in ("sk-proj-" + "a1B2" * 8, "Authorization: Bearer abc123"):
        notebook = clean_notebook()
        notebook["cells"][2]["outputs"][0]["text"] = leak
        assert content_problems(notebook), leak
    notebook = clean_notebook()
    notebook["cells"][1]["source"] = 'key = "sk-' + "x" * 40 + '"'
    assert content_problems(notebook)


def test_the_simulator_key_is_not_a_secret():
    notebook = clean_notebook()
    notebook["cells"][2]["outputs"][0]["text"] = "api_key='sk-labkit-sim'"
    assert content_problems(notebook) == []


def test_author_paths_are_caught():
    for path in ("/home/alice/labkit/notebooks", "/Users/bob/x.csv", "C:\\\\Users\\\\carol\\\\x"):
        notebook = clean_notebook()
        notebook["cells"][2]["outputs"][0]["text"] = f"saved to {path}"
        assert content_problems(notebook), path


def test_long_outputs_are_caught():
    notebook = clean_notebook()
    notebook["cells"][2]["outputs"][0]["text"] = "x" * (MAX_OUTPUT_CHARS + 1)
    assert content_problems(notebook)


def test_the_kernelspec_is_the_installed_kernels():
    from jupyter_client.kernelspec import get_kernel_spec

    assert get_kernel_spec("python3").display_name == KERNELSPEC["display_name"]
    notebook = clean_notebook()
    notebook["metadata"]["kernelspec"]["display_name"] = "Python 3"
    assert kernel_problems(notebook)


def test_emoji_marks_are_caught():
    notebook = clean_notebook()
    notebook["cells"][2]["outputs"][0]["text"] = "\u2705 all good"
    assert content_problems(notebook)
    notebook["cells"][2]["outputs"][0]["text"] = "✓ all good"
    assert content_problems(notebook) == []
