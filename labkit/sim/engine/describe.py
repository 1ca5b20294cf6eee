"""Tool results in words: a record as a sentence of its salient facts, a list as a short count
and the first few items, a confirmation for an action, an error or a refusal said plainly.

Facts are stated as the tool returned them (numbers, ids, dates are copied, never rounded or
invented); units are read from field names (`temperature_c` -> "7°C", `wind_kph` -> "12 km/h")
and money from a currency field or a `_usd`/`_eur` suffix.
"""

from __future__ import annotations

import re
from typing import Any

from labkit.sim.engine import lexicon, places
from labkit.sim.engine.lexicon import past_tense, related
from labkit.sim.engine.outputs import Output, field_label, id_of, label_of, list_in
from labkit.sim.engine.words import humanize, shorten, split_identifier, stem

_UNITS = {
    "c": "°C", "celsius": "°C", "f": "°F", "fahrenheit": "°F", "kph": " km/h", "kmh": " km/h", "mph": " mph",
    "mm": " mm", "cm": " cm", "km": " km", "m": " m", "mi": " miles", "kg": " kg", "g": " g", "lb": " lb",
    "pct": "%", "percent": "%", "ms": " ms", "s": " s", "min": " min", "mins": " min", "h": " h", "hours": " hours",
    "minutes": " minutes", "days": " days", "nights": " nights",
}
_MONEY_WORDS = ("price", "cost", "amount", "total", "fee", "balance", "fare", "rate", "subtotal", "payment", "value", "worth", "budget", "charge", "refund")
_SYMBOLS = {"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹"}
#: Fields that name the person a booking or a case is with: a fact worth saying.
_ROLE_KEYS = frozenset("vet doctor dr dentist tutor teacher instructor coach trainer stylist barber therapist agent driver host "
                       "technician engineer courier nurse advisor adviser consultant assignee owner contact manager pharmacist".split())
_SKIP_KEYS = {"error", "errors", "ok", "success", "hint", "object", "type", "_links", "links", "metadata", "schema", "raw"}
_PREFERRED = ("status", "state", "date", "time", "start", "end", "when", "price", "total", "amount", "balance", "temperature", "condition", "count", "quantity", "location", "city", "eta", "due", "id")


def _currency_of(record: dict[str, Any]) -> str | None:
    for key in ("currency", "currency_code", "ccy"):
        value = record.get(key)
        if isinstance(value, str) and len(value) == 3:
            return value.upper()
    unit = record.get("unit")
    if isinstance(unit, str) and unit[:3].isalpha() and unit[:3].isupper():
        return unit[:3]
    return None


def number_text(value: float | int) -> str:
    """7 -> "7", 7.5 -> "7.5", 1200 -> "1200", 239.99 -> "239.99" (as returned, no rounding)."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    return str(value)


_SNAKE_WORDS = re.compile(r"[a-z]{2,}(?:_[a-z]{2,}){1,4}")


def value_text(key: str, value: Any, record: dict[str, Any] | None = None) -> str:
    """A field's value as words: units from the key, money from the record's currency."""
    parts = split_identifier(key)
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (int, float)):
        text = number_text(value)
        suffix = parts[-1] if parts else ""
        if suffix in ("usd", "eur", "gbp") or len(suffix) == 3 and len(parts) > 1 and places.is_currency_code(suffix.upper()):
            if isinstance(value, float) and not value.is_integer() and round(value, 2) == value:
                text = f"{value:.2f}"  # "fare_dkk": 82.5 is 82.50 DKK
            return f"{_SYMBOLS.get(suffix.upper(), '')}{text}" if suffix.upper() in _SYMBOLS else f"{text} {suffix.upper()}"
        if suffix in _UNITS and len(parts) > 1:
            return text + _UNITS[suffix]
        if any(word in parts for word in _MONEY_WORDS) and record is not None:
            currency = _currency_of(record)
            if currency:
                if isinstance(value, float) and not value.is_integer() and round(value, 2) == value:
                    text = f"{value:.2f}"  # money in pence and cents: £54.90, not £54.9
                return f"{_SYMBOLS[currency]}{text}" if currency in _SYMBOLS else f"{text} {currency}"
        return text
    if isinstance(value, str) and _SNAKE_WORDS.fullmatch(value) and parts[-1:] not in (["id"], ["code"], ["key"], ["ref"]):
        return value.replace("_", " ")  # "out_for_delivery": a state in words (an id "lock_back" stays as it is)
    if isinstance(value, list):
        long_items = any(isinstance(v, str) and len(v) > 40 for v in value)
        shown = 2 if long_items else 6
        simple = [shorten(value_text(key, v), 70) for v in value[:shown] if not isinstance(v, (dict, list))]
        more = f" (and {len(value) - shown} more)" if len(value) > shown else ""
        if long_items and simple:
            return "; ".join(simple) + more
        return join(simple) + more if simple else f"{len(value)} items"
    if isinstance(value, dict):
        label = label_of(value)
        if not label and value and all(isinstance(v, (dict, list)) for v in value.values()):
            return join([field_label(str(k)) for k in list(value)[:6]]) + (f" (and {len(value) - 6} more)" if len(value) > 6 else "")
        return label or ", ".join(f"{field_label(k)} {value_text(k, v, value)}" for k, v in list(value.items())[:3] if not isinstance(v, (dict, list)))
    return shorten(str(value), 140)


def join(items: list[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def facts(record: dict[str, Any], *, limit: int = 6, skip: tuple[str, ...] = (), known: set[str] = frozenset(),
          asked: set[str] = frozenset()) -> list[str]:
    """Up to `limit` salient facts of a record as "key value" phrases: the fields the question
    asks about first (`asked`: stems of its words), then ids, statuses, dates and amounts
    (values in `known`, already said, left out)."""
    label = label_of(record)
    keys = [k for k in record if k not in _SKIP_KEYS and k not in skip and record[k] not in (None, "", [], {})]
    keys = [k for k in keys if str(record[k]).lower() not in known]
    keys = [k for k in keys if not (isinstance(record[k], str) and record[k] == label)]
    position = {key: index for index, key in enumerate(keys)}

    def rank(key: str) -> tuple[int, int]:
        if asks_about(key, asked):
            return (0, position[key])
        parts = split_identifier(key)
        person = bool(set(parts) & _ROLE_KEYS) and isinstance(record[key], str) and not any(ch.isdigit() for ch in record[key])
        return (1 if person or any(p in parts for p in _PREFERRED) else 2, position[key])  # "vet Dr. Helen Carter" is worth saying

    keys.sort(key=rank)
    out = []
    for key in keys[:limit]:
        value = record[key]
        if isinstance(value, (dict, list)) and not value:
            continue
        if isinstance(value, list) and value and isinstance(value[0], dict):
            if len(value) <= 3:
                out.append(f"{field_label(key)}: " + "; ".join(item_phrase(v, limit=2) for v in value))
            else:
                out.append(f"{len(value)} {field_label(key)}")
            continue
        out.append(f"{field_label(key)} {value_text(key, value, record)}")
    return out


_CONTAINERS = frozenset("basket cart trolley bag list wishlist inbox order queue playlist folder library shelf wallet".split())
_GENERIC_LISTS = frozenset("results result items data list records matches hits entries rows values objects response "
                           "available upcoming current active pending open past recent found".split())  # adjectives name no thing


def asks_about(key: str, asked: set[str]) -> bool:
    """Is a field what the question asks about (its words, a word of their family, a prefix)?"""
    parts = {stem(p) for p in split_identifier(key)}
    return bool(parts & asked) or any(related(p, a) or len(a) >= 3 and p.startswith(a) and len(p) <= len(a) + 3 for p in parts for a in asked)


def _cells_alike(row: dict[str, Any]) -> bool:
    values = [v for v in row.values()]
    return len(values) >= 2 and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values) or (
        len(values) >= 2 and all(isinstance(v, str) and len(v) <= 40 for v in values))


def asked_leaf(record: dict[str, Any], asked: set[str], budget: int = 500) -> str | None:
    """"how much is a week pass for a student?" over {"fares": {"WEEK_PASS": {"student": 16.0}}}:
    the one value deep in a record whose keys the question names (two or more of them), said with
    its path: "Week pass, student: €16." (None when no such value stands out)."""
    if not asked:
        return None
    best: list[tuple[int, list[str], Any]] = []
    named_rows: list[tuple[list[str], dict[str, Any]]] = []
    stack: list[tuple[list[str], Any, bool]] = [([], record, False)]
    while stack and budget > 0:
        path, node, in_table = stack.pop()
        budget -= 1
        if isinstance(node, dict):
            # a table: rows (dicts) of cells of one type — {"WEEK_PASS": {"adult": 20, "student": 16}, …}
            rows = [v for v in node.values() if isinstance(v, dict)]
            table = len(rows) >= 2 and all(_cells_alike(r) for r in rows)
            if in_table and path and asks_about(path[-1], asked) and _cells_alike(node):
                named_rows.append((path, node))
            for key, child in node.items():
                if key in _SKIP_KEYS:
                    continue
                if isinstance(child, dict):
                    stack.append((path + [str(key)], child, table))  # a row of this table
                elif in_table:
                    stack.append((path + [str(key)], child, True))  # a cell of this row
            continue
        if not in_table:
            continue
        if isinstance(node, (list, tuple)) or len(path) < 2:
            continue
        keys = [key for key in path if asks_about(key, asked)]
        matched = len({stem(p) for key in keys for p in split_identifier(key)} & asked) + len(keys)
        if len(keys) >= 2 and asks_about(path[-1], asked) | asks_about(path[-2], asked):
            best.append((matched, path, node))
    direct = [(path, row) for path, row in named_rows if {stem(p) for p in split_identifier(path[-1])} & asked]
    named_rows = direct or named_rows  # "day" names DAY_PASS itself; WEEK_PASS only by a related word
    top = max((b[0] for b in best), default=0)
    if len({tuple(b[1][:-1]) for b in best if b[0] == top}) == 1 and len([b for b in best if b[0] == top]) > 1:
        row_path = [b for b in best if b[0] == top][0][1][:-1]
        named_rows = [(path, row) for path, row in named_rows if path == row_path]
        best = [] if len(named_rows) == 1 else best  # every cell of one row fits as well: the row is the answer
    if not best and len(named_rows) == 1:
        # "how much is a day ticket?": one row of the table is named; its cells are the answer
        path, row = named_rows[0]
        money = any(stem(p) in {stem(w) for w in _MONEY_WORDS} for key in path for p in split_identifier(key))
        cells = [f"{field_label(k)} {value_text('price' if money and isinstance(v, (int, float)) else k, v, record)}" for k, v in list(row.items())[:6]]
        label = field_label(path[-1])
        return f"{label[:1].upper()}{label[1:]}: {join(cells)}."
    if not best:
        return None
    top = max(b[0] for b in best)
    leaders = [b for b in best if b[0] == top]
    if len(leaders) != 1:
        return None
    _n, path, leaf = leaders[0]
    named = [k for k in path if asks_about(k, asked)]
    money = any(stem(p) in {stem(w) for w in _MONEY_WORDS} for key in path for p in split_identifier(key))
    text = value_text("price" if money and isinstance(leaf, (int, float)) else path[-1], leaf, record)
    label = ", ".join(field_label(k) for k in named)
    return f"{label[:1].upper()}{label[1:]}: {text}."


_NOTICE_WORDS = frozenset("note notes notice notices warning warnings alert alerts advisory advisories disruption disruptions caveat caveats".split())


def _the_one_asked(items: list[Any], question: str) -> dict[str, Any] | None:
    """The one listed record the question names by its name ("a full colour", "the colour"),
    when it is about one of several (None for "what services do you do?")."""
    from labkit.sim.engine import aggregate, chain

    records = [i for i in items if isinstance(i, dict)]
    if len(records) < 2 or not question:
        return None
    low = question.lower().strip()
    if not re.match(r"(?:so |and |ok |okay )?(?:how|what|what's|whats|which|when|is|does|do|can|will)\b", low) or re.search(
            r"\b(?:similar|find|search|list|show|all|any|every|other|options|compare)\b", low):
        return None  # only a question about one item ("how much is a full colour?"), not a search for many
    named = chain.named_in(records, question)
    if len(named) == 1:
        return named[0]
    chosen, word = aggregate._narrow(records, question)
    return chosen[0] if word and len(chosen) == 1 and label_of(chosen[0]) else None


_RANKING_WORDS = ("biggest", "largest", "smallest", "cheapest", "priciest", "highest", "lowest", "longest", "shortest", "best", "worst",
                  "oldest", "fastest", "slowest", "nearest", "closest", "driest", "wettest", "hottest", "warmest", "coldest", "coolest",
                  "busiest", "quietest", "windiest", "sunniest")
_NEXT_OR_LAST = re.compile(r"\b(next|upcoming|soonest|earliest|first|last|latest|most recent|newest|previous|"
                           + "|".join(_RANKING_WORDS) + r")\s+([a-z][a-z-]+)\b")


_TIME_NOUNS = frozenset("""week weekend month year day night time morning afternoon evening hour minute quarter season term
    semester summer winter spring autumn fall monday tuesday wednesday thursday friday saturday sunday january february
    march april may june july august september october november december few couple one two three""".split())


_WHICH_IS_MOST = re.compile(r"\bwhich (?:one|([a-z]+)) (?:is|was|has|had|are)(?: the)? (" + "|".join(_RANKING_WORDS) + r")\b")


def _the_next_or_last(items: list[Any], question: str) -> tuple[dict[str, Any], str] | None:
    """(the record, "the next appointment") when a question asks for the next or the last of
    dated things, in the singular ("when is my next appointment?", "what was my last order?")."""
    from labkit.sim.engine import chain

    records = [i for i in items if isinstance(i, dict)]
    low = question.lower()
    predicative = _WHICH_IS_MOST.search(low)
    if predicative is not None and len(records) >= 2:
        picked = chain._superlative(records, predicative.group(2))  # "which zone is driest?"
        return (picked[0], f"the {predicative.group(2)} {predicative.group(1) or 'one'}") if picked is not None and " by " in picked[1] else None
    match = _NEXT_OR_LAST.search(low)
    if len(records) < 2 or match is None or match.group(2).endswith("s") and not match.group(2).endswith("ss") or re.search(r"(?:all|list|every)", low):
        return None
    word, noun = match.groups()
    if noun in _TIME_NOUNS:
        return None  # "last week", "next Monday": when, not which
    if word in _RANKING_WORDS:
        picked = chain._superlative(records, f"{word} {noun}")  # "the biggest deal": by its value
        return (picked[0], f"the {word} {noun}") if picked is not None and " by " in picked[1] else None
    earliest = word in ("next", "upcoming", "soonest", "earliest", "first")
    picked = chain._superlative(records, "earliest" if earliest else "latest")
    if picked is None or not picked[1].startswith(("the earliest by", "the latest by")):
        return None
    return picked[0], f"the {word} {noun}"


def item_notices(items: list[Any], limit: int = 2) -> list[str]:
    """Warnings the items of a list carry ("notices": ["T3 is replaced by buses this weekend"]),
    each said once: a model passes them on."""
    out: list[str] = []
    for item in items[:50]:
        if not isinstance(item, dict):
            continue
        for key, value in item.items():
            if not set(split_identifier(key)) & _NOTICE_WORDS:
                continue
            for text in (value if isinstance(value, list) else [value]):
                if isinstance(text, str) and len(text) > 8 and shorten(text, 200) not in out:
                    out.append(shorten(text, 200))
    return out[:limit]


_EVERY = frozenset(stem(w) for w in "all every everything everyone each any anything anyone".split())


def those_said(items: list[Any], question: str, noun: str) -> str | None:
    """"which servers are running?", "how many production servers do we have?": the items whose
    field holds the value the question says, counted and named (None when no value of a field is
    said, or every item has it)."""
    records = [i for i in items if isinstance(i, dict)]
    if len(records) < 2 or len(records) != len(items) or not question:
        return None
    low = " " + re.sub(r"[^a-z0-9_ -]", " ", question.lower()) + " "
    from labkit.sim.engine.outputs import label_key_of

    named_by = label_key_of(records[0])
    for key in records[0]:
        if key in _SKIP_KEYS or key == named_by:
            continue  # a record's own name is which one, not a state some of them share
        values = [r.get(key) for r in records]
        if not all(isinstance(v, str) and 2 < len(v) <= 30 for v in values):
            continue
        said = {v for v in values if f" {v.lower().replace('_', ' ')} " in low}
        if len(said) != 1:
            continue
        value = said.pop()
        having = [r for r in records if r.get(key) == value]
        if len(having) == len(records):
            return None  # every one has it (the value the search was for): nothing to single out
        names = [item_phrase(r, limit=0) for r in having[:8]]
        return f"{len(having)} of {len(records)} {noun} {'is' if len(having) == 1 else 'are'} {value_text(key, value)}: {join(names)}."
    return None


def odd_ones_out(items: list[Any], asked: set[str], noun: str) -> str | None:
    """"Is everything connected?" over ten devices: "9 of 10 devices are online; not online:
    Garden camera (camera.garden)." — a yes/no or a few-valued field the question asks about,
    said as the count that share the usual value and the ones that differ, named (None when no
    such field is asked about)."""
    records = [i for i in items if isinstance(i, dict)]
    if len(records) < 3 or len(records) != len(items) or not asked:
        return None
    for key, first in records[0].items():
        if key in _SKIP_KEYS or not isinstance(first, (bool, str)) or not asks_about(key, asked):
            continue
        values = [r.get(key) for r in records]
        if not all(isinstance(v, type(first)) for v in values) or isinstance(first, str) and (
            len(set(values)) > 3 or any(len(v) > 30 for v in values) or not asked & _EVERY):
            continue
        counts: dict[Any, int] = {}
        for value in values:
            counts[value] = counts.get(value, 0) + 1
        usual = max(counts, key=lambda v: (counts[v], v is True))
        odd = [r for r in records if r.get(key) != usual]
        if len(odd) > len(records) // 2:
            continue
        label = field_label(key)
        names = [item_phrase(r, limit=0) for r in odd[:6]] + ([f"{len(odd) - 6} more"] if len(odd) > 6 else [])
        if isinstance(first, bool):
            state = label if usual else f"not {label}"
            other = f"not {label}" if usual else label
        else:
            state, other = str(usual), ", ".join(sorted({str(r.get(key)) for r in odd}))
        if not odd:
            return f"All {len(records)} {noun} are {state}."
        return f"{counts[usual]} of {len(records)} {noun} are {state}; {other}: {join(names)}."
    return None


def record_sentence(record: dict[str, Any], *, subject: str | None = None, limit: int = 6, asked: set[str] = frozenset()) -> str:
    """"Luigi's Trattoria — status confirmed, date 2026-12-04, time 19:00 and party size 4."."""
    label = subject or label_of(record)
    ident = id_of(record)
    said = (ident[0],) if ident and subject and str(ident[1]) in subject else ()
    found = facts(record, limit=limit, asked=asked, skip=said, known={subject.lower()} if subject else frozenset())
    long_text = [v for k, v in record.items() if isinstance(v, str) and len(v) > 140 and k not in _SKIP_KEYS]
    if not found and long_text:
        return shorten(long_text[0], 300)
    body = join(found)
    if label and re.fullmatch(r"[a-z]+(?: [a-z]+)*", label):
        label = label[:1].upper() + label[1:]  # "hygienist visit — …", "checkout — …" start a sentence
    if label and body:
        return f"{label} — {body}."
    return (body[:1].upper() + body[1:] + ".") if body else (f"{label}." if label else "")


def item_phrase(item: Any, *, limit: int = 2, asked: set[str] = frozenset(), skip: tuple[str, ...] = (), said: str = "") -> str:
    """One list item in a few words: its label and one or two facts (those asked about first).
    `said`: what the sentence already named ("for copper"): a label equal to it is not said again."""
    if not isinstance(item, dict):
        return value_text("value", item)
    label = label_of(item)
    if label and said and label.lower() == said.lower():
        label = None
    ident = id_of(item)
    skipped = tuple(skip) + ((ident[0],) if ident else ())
    details = facts(item, limit=limit, skip=skipped, asked=asked)
    if label and _SNAKE_WORDS.fullmatch(label):
        label = label.replace("_", " ")  # "veg_patch": said as words
    head = label or (f"{ident[1]}" if ident else "")
    if ident and label and str(ident[1]) not in head:
        head = f"{label} ({ident[1]})"
    if head and details:
        return f"{head}: {', '.join(details)}"
    return head or ", ".join(details)


def constant_fields(items: list[Any]) -> dict[str, Any]:
    """Scalar fields every record of a list shares (the date of all showtimes): said once."""
    records = [i for i in items if isinstance(i, dict)]
    if len(records) < 2 or len(records) != len(items):
        return {}
    first = records[0]
    return {k: v for k, v in first.items()
            if not isinstance(v, (dict, list)) and v not in (None, "") and k not in _SKIP_KEYS
            and all(r.get(k) == v for r in records[1:]) and id_of({k: v}) is None and label_of({k: v}) is None}


def noun_of(tool_name: str) -> str:
    """What a tool's results are called: `search_restaurants` -> "restaurants"."""
    parts = [p for p in split_identifier(tool_name) if p not in ("get", "list", "search", "find", "fetch", "lookup", "look", "up", "query", "check", "show", "retrieve", "read", "scan", "the", "for", "by", "all", "my", "info", "details")]
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
    parts = list(split_identifier(tool_name))
    if verb and parts and parts[0].startswith(verb[:3]):
        if len(parts) > 2 and parts[1] in _PREPOSITIONS:
            return f"{parts[0]} to the {' '.join(parts[2:])}" if parts[1] == "to" else f"{parts[0]} {parts[1]} the {' '.join(parts[2:])}"
        rest = " ".join(parts[1:])
        return f"{parts[0]} the {rest}" if rest else parts[0]
    if verb is None or lexicon.is_read_verb(verb):
        return f"get the {humanize(tool_name)}"  # `open_times`: "get the open times"
    return humanize(tool_name)


#: Words that open the rest of a tool name as a place, not an object (`add_to_shopping_list`).
_PREPOSITIONS = frozenset("to on onto into in from for with at off".split())


def confirmation(tool_name: str, verb: str | None, args: dict[str, Any] | None, output: Output, *, about: str | None = None,
                 labels: dict[str, str] | None = None) -> str:
    """"I booked the table (restaurant Luigi's, party size 4, date 2026-12-04). Booking id BK-2041, status confirmed."."""
    parts = list(split_identifier(tool_name))
    head_verb = parts[0] if parts else (verb or "do")
    rest = " ".join(parts[1:]) if len(parts) > 1 else ""
    if len(parts) > 2 and parts[1] in _PREPOSITIONS:
        # `add_to_shopping_list(items=[...])`: "I added milk and eggs to the shopping list"
        what = _listed_args(args, labels) or about or "it"
        done = f"I {past_tense(head_verb)} {what} {parts[1]} the {' '.join(parts[2:])}"
    else:
        done = f"I {past_tense(head_verb)}" + (f" the {rest}" if rest else " it") + (f" “{about}”" if about else "")
        listed = _listed_args(args, labels)
        if listed:
            done += f": {listed}"  # "I ordered the room service: 2 pastel de nata and 1 vinho verde"
    shown = [f"{field_label(k)} {value_text(k, v)}" for k, v in (args or {}).items() if v not in (None, "", [], {}) and not isinstance(v, (dict, list)) and len(str(v)) <= 60][:4]
    shown += [f"{field_label(k)} {label_of(v)}" for k, v in (args or {}).items() if isinstance(v, dict) and label_of(v)][:2]  # "recipient Jess Morgan"
    sentence = done + (f" ({', '.join(shown)})" if shown else "") + "."
    value = output.value
    if isinstance(value, dict):
        said = {str(v).lower() for v in (args or {}).values()}
        extra = facts(value, limit=5, known=said)
        if extra:
            sentence += " " + join(extra)[:1].upper() + join(extra)[1:] + "."
    elif isinstance(value, str) and value.strip():
        sentence += " " + shorten(value, 160)
    elif output.text.strip() and value is None:
        sentence += " " + shorten(output.text, 160)
    return sentence


def _listed_args(args: dict[str, Any] | None, labels: dict[str, str] | None = None) -> str:
    """The things a call's list argument holds, in a few words ("2 pastel de nata and 1 vinho
    verde", "milk and eggs"); ids are said by the names `labels` gives them; "" when it has none."""
    labels = labels or {}
    for value in (args or {}).values():
        if not isinstance(value, list) or not value:
            continue
        if all(isinstance(x, str) for x in value):
            return join([str(x) for x in value[:8]])
        if len(value) > 8:
            continue
        if all(isinstance(x, dict) for x in value):
            phrases = []
            for item in value:
                name = next((v for v in item.values() if isinstance(v, str) and v.strip()), None)
                count = next((v for v in item.values() if isinstance(v, int) and not isinstance(v, bool)), None)
                if name is None:
                    return ""
                name = labels.get(name, name)  # "2 Oatly Barista oat drink 1L", not "2 P-1003"
                phrases.append(f"{count} {name}" if count is not None else name)
            return join(phrases)
    return ""


def error_sentence(tool_name: str, verb: str | None, output: Output) -> str:
    """A failed or refused call in words."""
    action = verb_phrase(tool_name, verb)
    reason = shorten(output.error or output.text, 220)
    if output.refused:
        return f"I did not {action}: it was not run ({reason})."
    return f"I couldn't {action}: {reason}."


def list_sentence(tool_name: str, items: list[Any], *, about: str = "", limit: int = 5, asked: set[str] = frozenset(),
                  question: str = "", context: dict[str, Any] | None = None) -> str:
    """"I found 3 restaurants for Rome: A (…); B (…); C (…)." — fields every item shares said once,
    the fields asked about first, and a total or average when the question asks for one."""
    from labkit.sim.engine import aggregate

    noun = noun_of(tool_name)
    where = f" for {about}" if about else ""
    if not items:
        return f"I found no {noun}{where}."
    one = _the_one_asked(items, question)
    if one is not None:
        # "how much is a full colour?" over a price list: that item, not the list
        return item_phrase(one, limit=4, asked=asked)[:1].upper() + item_phrase(one, limit=4, asked=asked)[1:] + "."
    timed = _the_next_or_last(items, question)
    if timed is not None:
        # "when is my next appointment?": the earliest of them, not the list
        record, said = timed
        return f"{said[:1].upper()}{said[1:]} — {item_phrase(record, limit=4, asked=asked)}."
    shared = constant_fields(items)
    if all(not isinstance(item, (dict, list)) for item in items):
        limit = max(limit, 12)  # times, names, codes: say them all
    per_item = 2 if len(items) > 3 else 3
    notice_keys = tuple({k for item in items[:50] if isinstance(item, dict) for k in item if set(split_identifier(k)) & _NOTICE_WORDS})
    shown = [item_phrase(item, limit=per_item, asked=asked, skip=tuple(shared) + notice_keys, said=about) for item in items[:limit]]
    more = f", and {len(items) - limit} more" if len(items) > limit else ""
    common = [f"{field_label(k)} {value_text(k, v, items[0])}" for k, v in list(shared.items())[:3]
              if str(v).lower() != about.lower()]
    head = f"I found {counted(len(items), noun)}{where}" + (f" (all with {join(common)})" if common else "")
    sentence = head + ": " + "; ".join(shown) + more + "."
    warned = item_notices(items)
    if warned:
        sentence += " Note: " + "; ".join(warned) + ("" if warned[-1].endswith((".", "!")) else ".")
    odd = odd_ones_out(items, asked, noun) if len(items) > 2 else None
    if odd is None and len(items) > 1:
        odd = those_said(items, question, noun)
    if odd is not None:
        sentence = odd + " " + sentence
    figure = aggregate.of_list(items, question) if question else None
    if figure is not None:
        record = {**(context or {}), **(items[0] if isinstance(items[0], dict) else {})}
        amount = value_text(figure.key, figure.value, record)
        what = "average" if figure.how == "mean" else "total"
        over = f"{figure.count} {noun}" + (f" that mention {figure.narrowed_by}" if figure.narrowed_by else "")
        sentence = f"The {what} {field_label(figure.key)} is {amount} (over {over}). " + sentence
    moved = aggregate.trend_of(items, question) if question and figure is None else None
    if moved is not None:
        record = {**(context or {}), **(items[0] if isinstance(items[0], dict) else {})}
        percent = moved.percent
        way = "rose" if moved.last > moved.first else "fell" if moved.last < moved.first else "stayed"
        by = f" {abs(percent):.1f}%" if percent is not None and way != "stayed" else ""
        span = f"from {value_text(moved.key, moved.first, record)} ({moved.first_at}) to {value_text(moved.key, moved.last, record)} ({moved.last_at})"
        sentence = (f"The {field_label(moved.key)} {way}{by} over {moved.count} {moved.time_key.replace('_', ' ')}s, {span}. " + sentence
                    if way != "stayed" else f"The {field_label(moved.key)} stayed at {value_text(moved.key, moved.last, record)}. " + sentence)
    return sentence


def _conversion_sentence(record: dict[str, Any]) -> str | None:
    """"200 GBP is 234 EUR (rate 1.17)." for a converter's result: an amount, what it is in, what
    it became and in what (None when the record is not that)."""
    def first(*names: str) -> tuple[str, Any] | None:
        return next(((k, v) for k, v in record.items() if split_identifier(k)[:1] and split_identifier(k)[0] in names), None)

    amount, result = first("amount", "value", "quantity", "input"), first("result", "converted", "output")
    source, target = first("from", "source", "base"), first("to", "target", "quote")
    if not (amount and result and source and target) or not all(isinstance(v, (int, float)) for _k, v in (amount, result)):
        return None
    rate = first("rate", "exchange", "factor")
    tail = f" (rate {number_text(rate[1])})" if rate and isinstance(rate[1], (int, float)) else ""
    return f"{number_text(amount[1])} {source[1]} is {number_text(result[1])} {target[1]}{tail}."


def as_list(value: Any, args: dict[str, Any] | None = None) -> tuple[list[Any], dict[str, Any]] | None:
    """(items, the wrapper's other fields) when a result is a list of things; None when it is one
    record (an order with its line items is a record, a search with a `count` is a list)."""
    if isinstance(value, list):
        return value, {}
    items = list_in(value)
    if items is None or not isinstance(value, dict):
        return None
    echoed = {str(v).lower() for v in (args or {}).values() if not isinstance(v, (dict, list))}
    scalars = {k: v for k, v in value.items() if not isinstance(v, (dict, list))}
    own = {k: v for k, v in scalars.items() if str(v).lower() not in echoed and k not in _SKIP_KEYS
           and not set(split_identifier(k)) & {"count", "total", "page", "next", "cursor", "limit", "offset", "more", "returned", "results"}}
    if items and not isinstance(items[0], dict):
        return (items, scalars) if len(own) <= 2 else None
    if (id_of(scalars) is not None and len(own) >= 2) or len(own) >= 5:
        return None  # an order with its line items, a forecast with its hours: one record
    return items, scalars


def output_sentence(tool_name: str, output: Output, *, about: str = "", asked: set[str] = frozenset(),
                    question: str = "", args: dict[str, Any] | None = None) -> str:
    """What a read tool returned, in a sentence or two (the fields asked about first)."""
    value = output.value
    listed = as_list(value, args)
    if listed is not None:
        items, wrapper = listed
        key = next((k for k, v in value.items() if v is items), None) if isinstance(value, dict) else None
        if key and items and (not isinstance(items[0], dict) or key.lower() not in _GENERIC_LISTS):
            tool_name = key  # "7 steps", "2 ingredients": a list is named by its field (not "results")
        elif noun_of(tool_name) in _CONTAINERS:
            tool_name = "items"  # what a basket holds: "4 items", not "4 baskets"
        sentence = list_sentence(tool_name, items, about=about, asked=asked, question=question, context=wrapper)
        echoed = {str(v).lower() for v in (args or {}).values() if not isinstance(v, (dict, list))}
        notes = [v for k, v in wrapper.items() if isinstance(v, str) and str(v).lower() not in echoed
                 and any(w in split_identifier(k) for w in ("note", "message", "warning", "hint", "summary")) and len(v) > 12]
        if notes:
            sentence += " " + shorten(notes[0], 200)
        return sentence
    if isinstance(value, dict):
        converted = _conversion_sentence(value)
        if converted is not None:
            return converted
        picked = asked_leaf(value, asked)
        if picked is not None:
            return picked
        subject = None
        ident = id_of(value)
        if not label_of(value) and ident is not None and (not about or str(ident[1]).lower() == about.lower()):
            kind = " ".join(p for p in split_identifier(ident[0]) if p not in ("id", "ids", "number", "no", "code", "ref"))
            subject = f"{kind.capitalize()} {ident[1]}" if kind else str(ident[1])
        elif about and not label_of(value):
            subject = about if any(ch.isdigit() for ch in about) or about.isupper() or about != about.lower() else about.title()
        sentence = record_sentence(value, subject=subject, asked=asked)
        advice = [v for k, v in value.items() if isinstance(v, str) and any(w in split_identifier(k) for w in ("advice", "recommendation", "tip", "note", "warning", "summary", "answer"))
                  and v.lower() not in sentence.lower()]
        if advice:
            sentence += " " + " ".join(advice[:2])
        return sentence
    if value is not None and not isinstance(value, (dict, list)):
        return f"{humanize(tool_name).capitalize()}: {value_text(tool_name, value)}."
    return shorten(output.text, 400)
