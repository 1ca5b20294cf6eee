"""JSON Schema as the engine reads it: `$ref`s followed (cycles cut), a small validator that
vets every value before it is sent, nullable and branch helpers, example strings for `pattern`s,
and a tool's parameters flattened into `Param`s.

The validator covers the keywords tool schemas use (a subset of draft 2020-12). Patterns are
checked with the `regex` module under a time limit, so a hostile pattern cannot stall the server.

The jobs are the modules of this package: `refs` (`$ref`s followed, `allOf`s merged), `shapes`
(what a schema allows: its types, null, its alternatives, its kind), `validate` (the validator),
`patterns` (a string that matches a `pattern`) and `params` (a tool's parameters as `Param`s).
This module keeps the names the rest of the engine imports from `schema`.
"""

from __future__ import annotations

from labkit.sim.engine.schema.params import Param, object_schema, params_of
from labkit.sim.engine.schema.patterns import example_for_pattern
from labkit.sim.engine.schema.refs import lookup_ref, resolve
from labkit.sim.engine.schema.shapes import branches, kind, main_branch, nullable, types_of
from labkit.sim.engine.schema.validate import PATTERN_TIMEOUT_S, pattern_ok, valid

__all__ = ["PATTERN_TIMEOUT_S", "Param", "branches", "example_for_pattern", "kind", "lookup_ref", "main_branch", "nullable",
           "object_schema", "params_of", "pattern_ok", "resolve", "types_of", "valid"]
