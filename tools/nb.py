"""Tiny helper for authoring lesson notebooks from a list of cells.

    from tools.nb import md, code, write
    write("notebooks/00_start_here.ipynb", [md("# Title"), code("print(1)")])

then `make notebooks` (or `python -m labkit execute PATH`) runs it top to bottom and saves outputs.
"""

from __future__ import annotations

import textwrap

import nbformat


def md(text: str):
    """A markdown cell (dedented)."""
    return nbformat.v4.new_markdown_cell(textwrap.dedent(text).strip())


def code(text: str, *, tags: tuple[str, ...] = ()):
    """A code cell (dedented), optionally tagged (e.g. "raises-exception")."""
    cell = nbformat.v4.new_code_cell(textwrap.dedent(text).strip())
    if tags:
        cell.metadata["tags"] = list(tags)
    return cell


def write(path: str, cells: list) -> None:
    """Write a notebook with the python3 kernelspec and no outputs yet."""
    notebook = nbformat.v4.new_notebook(cells=cells)
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    notebook.metadata["language_info"] = {"name": "python"}
    nbformat.write(notebook, path)
