"""What the model sees of a tool's result: fields redacted, and long lists summarised behind a handle.

A tool's result becomes text the model reads, and stays in every later request of the run (live,
on the provider's servers too). A per-tool `OutputPolicy` shapes it first, before the output
budget (`labkit.loops.budget`) and in this order:

- `redact`: field paths removed from the result, e.g. `("on_call.*.phone", "on_call.*.email")`.
  A path is keys joined by dots; `*` stands for every item of a list or every value of an object.
  The model never reads a removed field (it is gone, not masked); the tool's ledger row names the
  paths that matched and how many fields each removed, never a value.
- `summarise=N`: when the result's longest list (the result itself, or one field of an object) has
  more than N items, the model gets the first N and a `"fetch_more"` note: the handle, the total
  and the offset to go on from. The whole (redacted) list stays in the registry's `OutputStore`,
  and a `fetch_more(handle, offset, limit)` tool, which the registry adds, pages through it. A
  budget cut (`output_budget_tokens`) throws the rest away; a summary keeps it one call away.

    from labkit.loops import OutputPolicy, Registry

    registry = Registry.for_scenario(incidents.SCENARIO, world=world, output_policy={
        "incident_timeline": OutputPolicy(summarise=5)})
    registry.names[-1]        # "fetch_more": its `handle` must come from a summary of this run

Handles count up per store ("incident_timeline:1", "incident_timeline:2", ...), so a run's
outputs are the same every time; the dispatcher's ordering contract refuses a handle no summary of
the current run gave.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

FETCH_MORE = "fetch_more"
"""The name of the paging tool a registry adds when one of its tools summarises."""

MAX_PAGE = 50
"""The most items one `fetch_more` call returns."""


@dataclass(frozen=True)
class OutputPolicy:
    """How one tool's result is shaped before the model reads it (see the module docstring).

    - `redact`: field paths to remove ("a.b", "items.*.email"); none by default;
    - `summarise`: keep this many items of the longest list and put the rest behind a handle;
      None (the default) shows the whole result.
    """

    redact: tuple[str, ...] = ()
    summarise: int | None = None

    def __post_init__(self) -> None:
        if isinstance(self.redact, str):
            raise TypeError(f"OutputPolicy(redact={self.redact!r}): give a tuple of paths, e.g. ({self.redact!r},)")
        object.__setattr__(self, "redact", tuple(self.redact))
        for path in self.redact:
            if not isinstance(path, str) or not path or any(not part for part in path.split(".")):
                raise ValueError(f"OutputPolicy(redact=...): {path!r} is not a field path; write keys joined by "
                                 "dots, with * for every item, e.g. 'on_call.*.phone'")
        if self.summarise is not None and (isinstance(self.summarise, bool) or not isinstance(self.summarise, int)
                                           or self.summarise < 1):
            raise ValueError(f"OutputPolicy(summarise={self.summarise!r}): use a whole number of items above 0, "
                             "or None to show the whole result")


@dataclass(frozen=True)
class Shaped:
    """A result after its policy: what goes on to the budget and the model, and what was done.

    `full` is the redacted result before any summary (what ordering contracts may count);
    `redacted` holds `(path, fields removed)` per path that matched; `handle` is set when a list was
    summarised, `summary` then says which and how much (for the ledger row)."""

    shown: Any
    full: Any
    redacted: tuple[tuple[str, int], ...] = ()
    handle: str | None = None
    summary: str | None = None

    def detail(self) -> str:
        """The ledger words for what the policy did ("" when it did nothing)."""
        parts = []
        if self.redacted:
            total = sum(count for _, count in self.redacted)
            paths = ", ".join(f"{path} ×{count}" if count > 1 else path for path, count in self.redacted)
            parts.append(f"redacted {total} field{'s' if total != 1 else ''} ({paths})")
        if self.summary:
            parts.append(self.summary)
        return "; ".join(parts)


class OutputStore:
    """The whole lists behind summary handles, for `fetch_more` (one store per registry)."""

    def __init__(self) -> None:
        self._lists: dict[str, tuple[str | None, list[Any]]] = {}
        self._shown: dict[str, int] = {}
        self._counts: dict[str, int] = {}

    def __len__(self) -> int:
        return len(self._lists)

    def keep(self, tool: str, field: str | None, items: list[Any], shown: int) -> str:
        """Keep a whole list; returns its new handle, `"<tool>:<n>"`."""
        self._counts[tool] = self._counts.get(tool, 0) + 1
        handle = f"{tool}:{self._counts[tool]}"
        self._lists[handle] = (field, list(items))
        self._shown[handle] = shown
        return handle

    def fetch_more(self, handle: str, offset: int, limit: int | None = None) -> dict[str, Any]:
        """Read more of a long tool result that was summarised: the next items (entries, rows)
        after the ones shown, by the handle in its fetch_more note.

        Args:
            handle: The handle in the summary's fetch_more note, e.g. "incident_timeline:1".
            offset: The first item to return, counting from 0: the note's next_offset.
            limit: How many items, 1 to 50; null means as many as the summary showed.

        Returns:
            {"handle", "field", "offset", "items", "total", "next_offset"}; next_offset is null
            after the last item.

        Raises:
            ValueError: for an unknown handle, an offset outside the list, or a limit out of range.
        """
        if handle not in self._lists:
            known = ", ".join(self._lists) or "none yet"
            raise ValueError(f"unknown handle {handle!r}: use the handle of a summarised output "
                             f"(known: {known})")
        field, items = self._lists[handle]
        if not 0 <= offset < len(items):
            raise ValueError(f"offset {offset} is outside {handle}, which has {len(items)} items: use 0 to "
                             f"{len(items) - 1}")
        limit = self._shown[handle] if limit is None else limit
        if not 1 <= limit <= MAX_PAGE:
            raise ValueError(f"limit must be between 1 and {MAX_PAGE}, got {limit}")
        end = min(offset + limit, len(items))
        return {"handle": handle, "field": field, "offset": offset, "items": items[offset:end],
                "total": len(items), "next_offset": end if end < len(items) else None}


def shape(policy: OutputPolicy | None, tool: str, value: Any, store: OutputStore | None) -> Shaped:
    """Apply `policy` to one result of `tool` (see the module docstring); `store` keeps summarised lists."""
    if policy is None:
        return Shaped(value, value)
    full, redacted = redact(value, policy.redact)
    if policy.summarise is None:
        return Shaped(full, full, redacted)
    if store is None:
        raise ValueError(f"{tool} summarises its output, but there is no OutputStore to keep the rest: build the "
                         "registry with output_policy=... so it has one")
    field, items = _longest_list(full)
    if items is None or len(items) <= policy.summarise:
        return Shaped(full, full, redacted)
    keep = policy.summarise
    handle = store.keep(tool, field, items, keep)
    note = {"handle": handle, "field": field, "shown": keep, "total": len(items), "next_offset": keep,
            "how": f"call {FETCH_MORE} with this handle and offset {keep} to read more"}
    shown = {"items": items[:keep], FETCH_MORE: note} if field is None else {**full, field: items[:keep],
                                                                              FETCH_MORE: note}
    summary = f"summarised {field or 'the list'} {len(items)}→{keep} items (handle {handle})"
    return Shaped(shown, full, redacted, handle, summary)


def redact(value: Any, paths: tuple[str, ...]) -> tuple[Any, tuple[tuple[str, int], ...]]:
    """A copy of `value` without the fields at `paths`, and `(path, fields removed)` per path that
    matched (paths that matched nothing are left out)."""
    if not paths:
        return value, ()
    copied = copy.deepcopy(value)
    removed = []
    for path in paths:
        count = _remove(copied, path.split("."))
        if count:
            removed.append((path, count))
    return copied, tuple(removed)


def _remove(node: Any, parts: list[str]) -> int:
    """Remove the fields at `parts` under `node` (in place); how many were removed."""
    head, rest = parts[0], parts[1:]
    if isinstance(node, dict):
        keys = list(node) if head == "*" else [head] if head in node else []
        if not rest:
            for key in keys:
                del node[key]
            return len(keys)
        return sum(_remove(node[key], rest) for key in keys)
    if isinstance(node, list) and head == "*":
        if not rest:
            return 0  # the items of a list are not fields: name a key below them
        return sum(_remove(item, rest) for item in node)
    return 0


def _longest_list(value: Any) -> tuple[str | None, list[Any] | None]:
    """The list a summary shortens: the value itself, or an object's longest list field."""
    if isinstance(value, list):
        return None, value
    if isinstance(value, dict):
        lists = [(len(v), k) for k, v in value.items() if isinstance(v, list) and v]
        if lists:
            _, key = max(lists)
            return key, value[key]
    return None, None
