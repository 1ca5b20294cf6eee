"""What `tool_choice` asks beyond "auto" — text only, a named function, some call — and the web
search: whether an auto turn searches, and the query. Steps of `core.Turn`, as functions of it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from labkit.sim.engine import answer
from labkit.sim.engine.evidence import gather
from labkit.sim.engine.examples import example
from labkit.sim.engine.fill import Context, fill
from labkit.sim.engine.matching import rank
from labkit.sim.engine.request import Clause
from labkit.sim.engine.request import clauses as clauses_of
from labkit.sim.engine.schema import valid
from labkit.sim.engine.tools import ToolProfile
from labkit.sim.engine.words import json_dumps, words
from labkit.sim.types import Decision, PlannedCall

if TYPE_CHECKING:
    from labkit.sim.engine.core import Turn

_SEARCH_WORDS = frozenset("search web internet online google latest news current currently recent recently today happening update updates headline headlines lookup".split())


def answer_only(turn: Turn) -> str:
    turn.evidence = gather(turn.reading.text, turn.reading.today)
    turn.clauses = clauses_of(turn.reading.text, turn.toolbox.command_words)
    if turn.reading.current.work():
        return answer.compose(turn.reading, [], turn.toolbox)
    return " ".join(answer.no_tool(c, turn.toolbox, [], turn.reading.text) for c in turn.clauses[:2]) or "How can I help?"


def forced(turn: Turn, name: str) -> Decision:
    profile = turn.toolbox.get(name)
    if profile is None:
        turn.notes.append(f"tool_choice names {name}, which is not offered: calling it with no arguments")
        return Decision(calls=[PlannedCall(name, "{}")])
    evidence = gather(turn.reading.text, turn.reading.today)
    turn.evidence = evidence
    outputs = [c.output for c in reversed(turn.reading.current.work()) if c.output is not None]
    filled = fill(profile, Context(evidence, (0, len(evidence.text)), turn.reading.today, outputs=outputs))
    args = dict(filled.args)
    for param in filled.missing:
        args[param.name] = example(param.schema, param.root)
    schema = profile.tool.parameters if isinstance(profile.tool.parameters, dict) else {}
    if not valid(args, schema, schema):
        # a forced call must still fit its schema: whatever does not is replaced by a valid example
        for param in profile.params:
            if param.name in args and not valid(args[param.name], param.schema, param.root):
                args[param.name] = example(param.schema, param.root)
        if not valid(args, schema, schema):
            fallback = example(schema, schema)
            args = fallback if isinstance(fallback, dict) else {}
    turn.notes.append(f"tool_choice forces {name}: {filled.why() or 'no arguments'}" + (f"; no value stated for {', '.join(p.name for p in filled.missing)}" if filled.missing else ""))
    return Decision(calls=[PlannedCall(name, json_dumps(args))])


def required(turn: Turn) -> Decision:
    clause_text = turn.reading.text
    evidence = gather(clause_text, turn.reading.today)
    best: tuple[float, ToolProfile] | None = None
    for clause in clauses_of(clause_text) or [Clause(clause_text, 0, len(clause_text), [], "request")]:
        for match in rank(clause, turn.toolbox, evidence):
            if best is None or match.score > best[0]:
                best = (match.score, match.profile)
    if best is None:
        if any(t.type.startswith("web_search") for t in turn.conv.tools):
            return Decision(web_search=search_query(turn))
        return Decision(text=answer_only(turn))
    turn.notes.append(f"tool_choice=required: {best[1].name} fits best (score {best[0]:.1f})")
    return forced(turn, best[1].name)


# -- web search ----------------------------------------------------------------------------


def wants_search(turn: Turn) -> bool:
    if not any(t.type.startswith("web_search") for t in turn.conv.tools):
        return False
    if any(c.is_handoff or c.name == "web_search" for c in turn.reading.current.calls) or turn.reading.current.answer.strip():
        return False  # one search per turn; a turn already answered (a search's cited text) needs no other
    low = turn.reading.text.lower()
    found = set(words(low)) & _SEARCH_WORDS
    if found or "look up" in low or re.search(r"\b(who won|what happened|as of|this week|this year|right now)\b", low):
        return True
    # a question no function tool answers ("What goes in the blue bin?"): the web knows
    return any(c.mood in ("question", "conceptual") for c in turn.clauses)


def search_query(turn: Turn) -> str:
    evidence = gather(turn.reading.text, turn.reading.today)
    quoted = evidence.of("quoted")
    if quoted:
        return quoted[0].value
    from labkit.sim import websearch

    query = websearch.query_from_text(turn.reading.text)
    kept = [w for w in query.split() if w.lower().strip("?.,!") not in _QUERY_FILLER]
    return " ".join(kept).strip(" ?.!,") or query or "latest news"


#: Words a search query leaves out ("the latest news about fusion" -> "latest news fusion").
_QUERY_FILLER = frozenset("the a an about of on for me please what's whats is are was were who what when where how".split())
