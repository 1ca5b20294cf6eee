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


def verb_first(parts: list[str], verb: str | None) -> list[str]:
    """A tool name's words with its verb first: `Repairs_CreateOrder` -> create repair order (a
    namespace before the verb), `sessions_reserve` -> reserve session (the noun before it)."""
    def says_it(part: str) -> bool:
        return part.startswith(verb[:3]) or lexicon.same_action(stem(part.lower()), verb)  # ("Book tickets…" and `sessions_reserve`)

    if not verb or not parts or says_it(parts[0]) or lexicon.is_common_verb(parts[0]) or parts[0].lower() in _LIGHT:
        return parts  # (`issue_refund`: "issue the refund", its own verb first)
    at = next((k for k, p in enumerate(parts[1:3], 1) if says_it(p)), None)
    if at is None or any(h.lower() in ("my", "the", "a", "get", "do", "to") for h in parts[:at]):
        return parts
    head = [h.rstrip("s") if h.endswith("s") and not h.endswith("ss") else h for h in parts[:at]]
    return [parts[at], *head, *parts[at + 1 :]]


def verb_phrase(tool_name: str, verb: str | None) -> str:
    """A tool's action as a phrase: `book_table` -> "book the table", `set_thermostat` -> "set the thermostat"."""
    parts = verb_first(list(split_identifier(local_name(tool_name))), verb)
    if verb and len(parts) > 1 and parts[0].startswith(verb[:3]) and parts[1] in PARTICLES:
        return f"{parts[0]} {parts[1]}" + (f" for the {' '.join(parts[2:])}" if len(parts) > 2 else "")  # `signUp`: "sign up"
    if verb and parts and parts[0].startswith(verb[:3]):
        parts = [lexicon.JOINED.get(parts[0].lower(), parts[0]), *parts[1:]]  # `setup_payment_plan`: "set up the payment plan"
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
