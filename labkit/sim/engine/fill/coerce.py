"""A value coerced to a parameter's type and checked against its schema (`checked_value`): every
value filling considers passes here before it is used (a number as a string, a day as the month
of a "YYYY-MM" field, a time in the parameter's format), and one that fits no coercion is not.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from labkit.sim.engine import candidates
from labkit.sim.engine.schema import Param, main_branch, valid


def checked_value(param: Param, value: Any) -> Any | None:
    """`value` coerced to the parameter's type and checked against its schema, or None."""
    for candidate in _coercions(param, value):
        if valid(candidate, param.schema, param.root):
            return candidate
    return None


def _coercions(param: Param, value: Any) -> list[Any]:
    if isinstance(value, dt.time):
        return candidates.format_time(value, param)
    kind = param.kind
    out: list[Any] = []
    if kind == "integer" and isinstance(value, (int, float)) and not isinstance(value, bool):
        if not float(value).is_integer():
            return []  # "1.25" is a speed, not episode 1: a whole-number field does not take a decimal
        out.append(int(value))
        schema = main_branch(param.schema, param.root)
        low, high = schema.get("minimum"), schema.get("maximum")
        if isinstance(low, (int, float)) and value < low:
            out.append(int(low))
        if isinstance(high, (int, float)) and value > high:
            out.append(int(high))
    elif kind == "number" and isinstance(value, (int, float)) and not isinstance(value, bool):
        out.append(int(value) if float(value).is_integer() else value)
        out.append(float(value))
    elif kind in ("string", "any", "enum") and isinstance(value, (int, float)) and not isinstance(value, bool):
        out.append(str(int(value)) if float(value).is_integer() else str(value))
    elif kind == "string" and isinstance(value, str):
        out.append(value)
        if param.format in ("date-time", "datetime") and re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}", value):
            out.append(value + "Z")
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
            out.append(value[:7])  # a month field ("YYYY-MM") takes the month of the day said
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}", value):
            out.append(value[:16])
            out.append(value.replace("T", " "))
        out.append(value.upper())
        out.append(value.lower())
    else:
        out.append(value)
    return out
