"""Arrays, nested objects and structured outputs: values built from several pieces of evidence.

- an array of names, emails, places, ids or enum values takes every one the clause states
  ("invite Alice and Bob" -> ["Alice", "Bob"]);
- an array of objects takes one object per listed item ("2 lattes and a croissant" ->
  [{name: "lattes", quantity: 2}, {name: "croissant", quantity: 1}]);
- a nested object is filled like a tool's arguments (an address gets its street, city, postcode);
- a structured output (`response_format` / `text.format` JSON schema) is filled from this turn's
  tool outputs first, then from the text, and is always complete and valid.

The jobs are the modules of this package: `arrays` (an array's values), `items` (an array's
element, and one object per listed item), `listed` (what a text lists, as strings) and `objects`
(a nested object, a structured output). This module keeps the names the rest of the engine imports
from `compose`.
"""

from __future__ import annotations

from labkit.sim.engine.compose.arrays import array_value, item_from_record
from labkit.sim.engine.compose.items import item_id_param
from labkit.sim.engine.compose.listed import expand_ranges
from labkit.sim.engine.compose.objects import object_value, structured_output

__all__ = ["array_value", "expand_ranges", "item_from_record", "item_id_param", "object_value", "structured_output"]
