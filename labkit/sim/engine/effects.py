"""Stage 2a — does a tool change the world? A tool is an *act* tool (it creates, books, sends,
sets, deletes…) or a *read* tool (it looks something up), from its name, its description and
its parameters; the engine calls an act tool only when the user asks for that action."""

from __future__ import annotations

import re
from collections.abc import Sequence

from labkit.sim.engine import lexicon
from labkit.sim.engine.words import stem

_ACT_PHRASES = re.compile(
    r"side[ -]effect|changes the world|cannot be undone|irreversibl|permanently|charges? (?:the|your)|"
    r"places? an order|sends? (?:an?|the)|creates? (?:an?|the)|deletes? |cancels? |books? (?:an?|the)|"
    r"transfers? |pays? |purchases? |modif(?:y|ies) |updates? (?:an?|the)|writes? to",
    re.I,
)
_READ_PHRASES = re.compile(r"read[- ]only|does not (?:change|modify|write)|without (?:changing|modifying)|no side effects?", re.I)
PARTICLES = frozenset({"on", "off", "up", "down"})

#: Last words of a tool name that make it a record to read, whatever verb-like word comes first.
RECORD_NOUNS = frozenset("history log logs status summary details detail info stats statistics overview feed report reports "
                          "balance balances totals records".split())


def act_or_read(verb: str | None, parts: Sequence[str], description: str) -> tuple[bool, str]:
    lead = description[:400]
    if _READ_PHRASES.search(lead):
        return False, "its description says it only reads"
    if verb in _RUNS and {stem(p.lower()) for p in parts[1:]} & _READ_OBJECTS:
        return False, f"it runs a {' '.join(p.lower() for p in parts[1:])}: it reads"  # `runQuery`, `run_report`
    if verb is not None and lexicon.is_act_verb(verb):
        return True, f"its verb '{verb}' changes something"
    if verb in _COPIES and _ONTO_A_DEVICE.search(lead):
        return True, f"it puts a copy somewhere ('{_ONTO_A_DEVICE.search(lead).group(0)}'): it changes what is there"
    if set(parts) & PARTICLES and not (verb and lexicon.is_read_verb(verb)):
        return True, f"its name says it switches something ({'/'.join(sorted(set(parts) & PARTICLES))})"
    if _ACT_PHRASES.search(lead) and not (verb and lexicon.is_read_verb(verb)):
        return True, "its description says it changes something"
    if re.search(r"side[ -]effect", lead, re.I):
        return True, "its description mentions a side effect"
    if verb is not None:
        return False, f"its verb '{verb}' only reads"
    head = parts[0].lower() if parts else ""
    opening = re.match(r"\s*([A-Za-z]+)", lead)
    described_noun = bool(opening) and len(parts) > 1 and stem(opening.group(1).lower()) in {stem(p.lower()) for p in parts[1:]} or (
        len(parts) > 1 and parts[-1].lower() in RECORD_NOUNS)  # `ride_history`, `order_status`: a record of things, read
    if head and head not in _NAME_ADJECTIVES and not described_noun and lexicon.is_common_verb(head) and not lexicon.is_read_verb(stem(head)) and not (head.endswith("ing") and len(parts) > 1):
        return True, f"its name starts with a verb ('{head}') that is not a lookup: treated as an action"
    first = re.match(r"\s*(?:[A-Za-z]+ly\s+)?([A-Za-z]+)\s+(a|an|the|your|my|one|all|this|these|those|every|each|any)\b", lead)
    # ("Immediately bar a line …": an adverb may lead the command)
    if first and not lexicon.is_read_verb(stem(first.group(1).lower())) and first.group(1).lower() not in _NOT_COMMANDS:
        return True, f"its description starts with a command ('{first.group(1)} {first.group(2)} …'): treated as an action"
    return False, "no action verb in its name or description: treated as a lookup"


#: Reading verbs that also leave a copy somewhere ("Download episodes to a device for offline viewing").
_COPIES = frozenset(stem(w) for w in "download export print".split())
_ONTO_A_DEVICE = re.compile(r"\b(?:to|onto|on) (?:a|the|your|their|my|one|each) (?:\w+ )?(?:device|phone|tablet|laptop|console|tv|drive|folder|printer|kindle)s?\b"
                            r"|\bfor offline\b|\boffline (?:viewing|listening|use|reading)\b", re.I)


#: Verbs that start something, and the things that, started, only read ("run a query").
_RUNS = frozenset(stem(w) for w in "run execute perform".split())
_READ_OBJECTS = frozenset(stem(w) for w in "query queries report search lookup analysis calculation forecast estimate simulation count "
                          "stats statistics metric metrics breakdown funnel cohort".split())


#: Words that open tool names as adjectives, not verbs ("liveDepartures", "openIssues").
_NAME_ADJECTIVES = frozenset("live current latest next recent upcoming open free available daily weekly top best nearby "
                             "public private active pending saved".split())
#: Description openings that are not commands ("Current weather…", "All open orders…").
_NOT_COMMANDS = frozenset("current all details info information list status summary the a an your my one some any each every "
                          "what which who whom whose where when how why today tomorrow upcoming recent latest nearby available "
                          "past previous next popular top".split())  # "What the client still owes": a noun phrase
