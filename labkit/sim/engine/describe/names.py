"""What tools and their results are called: a tool's results as a noun ("restaurants"), a count
with its noun in the right number ("1 journey", "3 journeys"), and a tool's action as a phrase
("book the table")."""

from __future__ import annotations

from labkit.sim.engine import lexicon
from labkit.sim.engine.words import humanize, local_name, split_identifier, stem


def noun_of(tool_name: str) -> str:
    """What a tool's results are called: `search_restaurants` -> "restaurants"."""
    parts = [p for p in split_identifier(local_name(tool_name)) if p not in ("get", "list", "search", "find", "fetch", "lookup", "look", "up", "query", "check", "show", "retrieve", "read", "scan", "the", "for", "by", "all", "my", "info", "details")]
    if len(parts) > 1 and (lexicon.action_groups(stem(parts[0])) or lexicon.is_read_verb(stem(parts[0]))):
        parts = parts[1:]  # `plan_journey` -> "journey"
    return " ".join(parts) or "results"


def counted(count: int, noun: str) -> str:
    """"3 journeys", "1 journey": the noun in the number the count asks for."""
    words = noun.split()
    if not words:
        return str(count)
    last = words[-1]
    if count == 1:
        if last.endswith("ies") and len(last) > 4:
            last = last[:-3] + "y"
        elif last.endswith(("sses", "ches", "shes", "xes", "zzes")) and len(last) > 4:
            last = last[:-2]  # "classes" -> "class", "matches" -> "match", "boxes" -> "box"
        elif last.endswith("s") and not last.endswith(("ss", "us", "is")) and len(last) > 3:
            last = last[:-1]
    elif (not last.endswith("s") or last.endswith("ss")) and last not in ("info", "data", "staff", "equipment", "software", "news", "weather"):
        last = last[:-1] + "ies" if last.endswith("y") and last[-2:-1] not in "aeiou" else last + ("es" if last.endswith(("x", "ch", "sh", "ss")) else "s")
    return f"{count} {' '.join(words[:-1] + [last])}"


def verb_phrase(tool_name: str, verb: str | None) -> str:
    """A tool's action as a phrase: `book_table` -> "book the table", `set_thermostat` -> "set the thermostat"."""
    parts = list(split_identifier(local_name(tool_name)))
    if verb and len(parts) > 2 and not parts[0].startswith(verb[:3]):
        at = next((k for k, p in enumerate(parts[1:3], 1) if p.startswith(verb[:3])), None)
        if at is not None and not any(h.lower() in ("my", "the", "a", "get", "do", "to") for h in parts[:at]):
            head = parts[:at]  # `Repairs_CreateOrder`: "create the repair order" (a namespace before the verb)
            parts = parts[at:] + [] if len(parts) > at + 1 else parts
            if len(parts) > 1:
                parts = [parts[0], *[h.rstrip("s") if h.endswith("s") and not h.endswith("ss") else h for h in head], *parts[1:]]
    if verb and len(parts) > 1 and parts[0].startswith(verb[:3]) and parts[1] in PARTICLES:
        return f"{parts[0]} {parts[1]}" + (f" for the {' '.join(parts[2:])}" if len(parts) > 2 else "")  # `signUp`: "sign up"
    if verb and parts and parts[0].startswith(verb[:3]):
        if len(parts) > 2 and parts[1] in PREPOSITIONS:
            return f"{parts[0]} to the {' '.join(parts[2:])}" if parts[1] == "to" else f"{parts[0]} {parts[1]} the {' '.join(parts[2:])}"
        rest = " ".join(parts[1:])
        return f"{parts[0]} the {rest}" if rest else parts[0]
    if verb is None or lexicon.is_read_verb(verb):
        return f"get the {humanize(tool_name)}"  # `open_times`: "get the open times"
    from labkit.sim.engine.verbs import is_verb

    if len(parts) == 2 and parts[1].lower().startswith(verb[:4]) and (is_verb(parts[0].lower()) or parts[0].lower() in _LIGHT):
        return f"{parts[0].lower()} the {parts[1].lower()}"  # `issue_refund`: "issue the refund", its noun the action
    return humanize(tool_name)


#: Verbs that take their meaning from the noun after them in a tool's name (`issue_refund`).
_LIGHT = frozenset("issue make do give run perform process submit file lodge raise take place".split())
#: Particles of a phrasal verb in a tool's name (`signUp`, `check_in`, `log_out`).
PARTICLES = frozenset("up in out off".split())
#: Words that open the rest of a tool name as a place, not an object (`add_to_shopping_list`).
PREPOSITIONS = frozenset("to on onto into in from for with at off".split())
