"""Faults: something broken, blocked or failing, as people describe it ("the shower drain is
blocked again", "my glasses are broken"), and the tools that log repairs, faults or problems —
the ones such a description is for, even when no word of it is the tool's own."""

from __future__ import annotations

import functools
import re

from labkit.sim.engine.tools import ToolProfile
from labkit.sim.engine.words import words

#: Something broken, blocked or failing, as people describe it; a tool that logs repairs, faults
#: or problems is for it even when no word of the description is the tool's own.
FAULT = re.compile(r"\b(?:blocked|clogged|leak(?:s|ing|y)?|dripping|flood(?:ed|ing)|broken|broke|cracked|smashed|snapped|jammed|stuck|"
                   r"not working|stopped working|doesn'?t work|won'?t (?:lock|close|open|flush|drain|turn on|start|work)|no (?:hot water|heating|power|signal)|"
                   r"tripped|mou?ld|damp|faulty|keeps? (?:breaking|cutting out|failing)|come back|playing up|has gone|gone off)\b", re.I)
_FAULT_TOOLS = re.compile(r"\b(?:repairs?|faults?|maintenance|defects?|issues?|problems?|breakdowns?|tickets?|complaints?|incidents?|fix(?:es)?)\b", re.I)
#: What a tool that logs faults gains when the clause describes one.
FAULT_WEIGHT = 1.0


@functools.lru_cache(maxsize=1024)
def _fault_tool(name: str, description: str) -> bool:
    return bool(_FAULT_TOOLS.search(" ".join(words(name)) + " " + description[:300]))


def reports_faults(profile: ToolProfile) -> bool:
    """Does this tool log repairs, faults, tickets or problems (its name or its description says so)?"""
    return _fault_tool(profile.name, profile.tool.description or "")
