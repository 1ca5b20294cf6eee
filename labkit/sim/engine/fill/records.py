"""Values from records: the focus (the list element a call is about) and this turn's tool outputs,
by a field of the parameter's name, the record's name or its id (`incident_id` <- `id`), and
whether a record's id is of the kind a parameter asks for (a plate is not a zone's id).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from labkit.sim.engine import lexicon
from labkit.sim.engine.fill.coerce import checked_value
from labkit.sim.engine.fill.described import described_prefixes
from labkit.sim.engine.outputs import Output, id_of, label_of, list_in
from labkit.sim.engine.schema import Param
from labkit.sim.engine.slots import Slot, slot_of
from labkit.sim.engine.words import same_name, split_identifier, stem

if TYPE_CHECKING:
    from labkit.sim.engine.fill import Context


ID_WORDS = frozenset("id ids number no num code ref reference key identifier uuid".split())


def same_kind_of_id(param: Param, key: str) -> bool:
    """May the record's id (its field `key`) fill this id parameter? Yes for a bare `id` or when
    they name the same thing (`zone_id` and `zoneId`, `booking_ref` and `booking_id`, a
    reservation's id for a booking: near synonyms); a plate is not a zone's id, and a slot is not
    an appointment (words of one family, but two things)."""
    wanted = {stem(w) for w in param.words} - ID_WORDS
    have = {stem(w) for w in split_identifier(key)} - ID_WORDS
    return not wanted or not have or bool(wanted & have) or any(lexicon.near(a, b) for a in wanted for b in have)


def from_focus(focus: dict[str, Any], param: Param, slot: Slot, any_one: bool = False) -> tuple[Any, str] | None:
    """A value from the record a call is about: a field of that name, its name, or its id
    (an optional parameter takes only a field of exactly its name; an id whose description says
    how it starts — "Catalogue id (sh_...)" — only a value that starts so)."""
    if param.optional and param.name not in focus:
        return None
    prefixes = described_prefixes(param) if slot.kind == "id" else ()
    if prefixes:
        for key, value in focus.items():
            if isinstance(value, str) and value.startswith(prefixes) and checked_value(param, value) is not None:
                start = next(p for p in prefixes if value.startswith(p))
                return value, f"the {key} of the item this call is about (the description's '{start}…')"
        if not isinstance(focus.get(param.name), str) or not str(focus.get(param.name)).startswith(prefixes):
            return None
    found = from_record(focus, param, loose=True)
    if found is not None and (slot.kind != "id" or same_kind_of_id(param, found[1])):
        return found[0], f"the {found[1]} field of the item this call is about"
    if slot.kind in ("thing", "title", "place") and label_of(focus) and _label_fits(focus, param, slot):
        checked = checked_value(param, label_of(focus))
        if checked is not None:
            return checked, "the name of the item this call is about"
    if slot.kind == "id" and id_of(focus) and same_kind_of_id(param, id_of(focus)[0]):
        checked = checked_value(param, id_of(focus)[1])
        if checked is not None:
            return checked, f"the {id_of(focus)[0]} of the item this call is about"
    if slot.kind == "id":
        # an order holding its tickets: "one of my Hollow Pines tickets" is the first ticket of that order
        for key, value in focus.items():
            inner = [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []
            holder = next((k for k in (inner[0] if inner else {}) if k == param.name or same_name(k, param.name)), None)
            if holder is not None and (len(inner) == 1 or any_one):
                checked = checked_value(param, inner[0][holder])
                if checked is not None:
                    return checked, f"the first of its {key} ({holder})"
    return None


#: Fields whose value is a record's plain name (it may fill any name-like parameter).
_PLAIN_NAME_KEYS = frozenset("name title display_name displayName label".split())
_PLACE_KEYS = frozenset("city location place venue address restaurant hotel station town destination site".split())


def _label_fits(focus: dict[str, Any], param: Param, slot: Slot) -> bool:
    """May the record's name fill this parameter? A plain name may; a name held in a field that
    says what the record is (a `dish`, a `city`) fills only a parameter about that (`dish_name`,
    a place for a city), never another thing's (`room` is not the dish)."""
    from labkit.sim.engine.outputs import label_key_of

    key = label_key_of(focus)
    if _named_for_another_kind(focus, [w for w in param.words if stem(w) not in ("name", "titl", "label")]):
        return False  # a project's name is not the `service` to restart in it
    if key is None or key in _PLAIN_NAME_KEYS or split_identifier(key)[-1:] == ["name"]:
        return True
    key_words = {stem(w) for w in split_identifier(key)}
    if key_words & {stem(w) for w in param.words}:
        return True
    return slot.kind == "place" and bool(set(split_identifier(key)) & _PLACE_KEYS)


def names_another_record(value: Any, param: Param, ctx: Context) -> bool:
    """Is this value the name of a record the turn's lookups listed whose id is of another kind?"""
    said = str(value).lower()
    for output in ctx.outputs:
        records = output.items if output.items is not None else ([output.value] if isinstance(output.value, dict) else [])
        for record in records[:100]:
            if not isinstance(record, dict):
                continue
            ident = id_of(record)
            if ident is None or same_kind_of_id(param, ident[0]):
                continue
            if any(isinstance(v, str) and v.lower() == said for k, v in record.items() if k != ident[0]):
                return True
            if str(ident[1]).lower() == said and {stem(w) for w in param.words} - ID_WORDS:
                return True  # "add 2 of P-1 to it": P-1 is a piece's id (`piece_id`), not the load's
    return False


_WHERE_IT_IS = re.compile(r"\s(?:on|in|at|under|from|inside)\s+(?:the\s+|my\s+|our\s+)?$", re.I)


def said_as_its_place(mention: Any, param: Param, text: str) -> bool:
    """"ack the critical alert open on checkout-prod" and `alert_id`: the value is said as where
    the thing is (after "on", "in", "under" … with the thing's own noun before it in the sentence),
    so it is the id of the place, not of the thing."""
    nouns = {stem(w) for w in param.words} - ID_WORDS
    lead = text[max(0, mention.start - 80) : mention.start]
    if not nouns or not _WHERE_IT_IS.search(lead[-12:]):
        return False
    sentence = re.split(r"[.!?;\n]", lead)[-1]
    before = [stem(w) for w in re.findall(r"[a-z]+", sentence.lower())[:-1]]
    return bool(nouns & set(before))


_PEOPLE_WORDS = frozenset("member customer guest patient passenger user contact owner recipient attendee student employee driver person holder traveller traveler".split())


def from_record(record: dict[str, Any], param: Param, *, loose: bool = False) -> tuple[Any, str] | None:
    """A value for `param` from a record: the same key, the same words, or the key the
    parameter's name ends with (`deal_price` <- `price`, `incident_id` <- `id`)."""
    if not isinstance(record, dict):
        return None
    wanted = split_identifier(param.name)
    best: tuple[float, str] | None = None
    for key in list(record)[:200]:
        parts = split_identifier(str(key))
        level: float = 0
        if key == param.name:
            level = 4
        elif parts == wanted:
            level = 3
        elif parts and wanted[-len(parts):] == parts and (len(parts) > 1 or parts[0] not in ("type", "status", "name", "value", "data", "kind") or loose):
            level = 2
        elif len(parts) == len(wanted) + 1 and parts[:-1] == wanted and parts[-1] == "name":
            level = 2  # `queue` <- a record's `queueName`
        elif loose and parts and wanted and parts[-1] == wanted[-1] and parts[-1] in ("id", "url", "email", "price", "name") and (
                parts[-1] != "id" or same_kind_of_id(param, str(key))):
            level = 1  # (a pet's `pet_id` does not fill a `prescription_id`)
        elif parts and parts[-1] in ("email", "mail") and slot_of(param).kind == "email":
            level = 2  # `to` of an e-mail <- the record's `email`
        elif parts and parts[-1] in ("location", "place", "address", "venue", "city") and slot_of(param).kind == "place":
            level = 1.5  # a forecast's `city` <- a meeting's `location` (a `postcode` field, when there is one, before its `address`)
        if level in (1, 2) and parts[-1:] == ("name",) and len(wanted) > 1 and wanted[0] in _PEOPLE_WORDS and not any(
            k in record for k in ("email", "phone", "first_name", "last_name")
        ):
            continue  # a class's "name" is not the member's name
        if level and parts == ("name",) and len(wanted) > 1 and _named_for_another_kind(record, wanted[:-1]):
            continue  # a project's "name" is not the `serviceName` of a service in it
        if level and (best is None or level > best[0]):
            best = (level, key)
    if best is None:
        return None
    value = record[best[1]]
    kind = slot_of(param).kind
    if kind in ("date", "datetime") and isinstance(value, str) and not re.match(r"\d{4}-\d{2}(?:-\d{2})?", value.strip()):
        return None  # a cottage's "check_in": "from 16:00" is its rule, no day to arrive on
    checked = checked_value(param, value)
    if checked is None:
        return None
    return checked, best[1]


def _named_for_another_kind(record: dict[str, Any], kind_words: Sequence[str]) -> bool:
    """Is the record, by its id (`project_id`), a thing of another kind than `kind_words` name?"""
    ident = id_of(record)
    kind = {stem(w) for w in split_identifier(ident[0])} - ID_WORDS if ident else set()
    own = {stem(w) for w in kind_words} - ID_WORDS
    return bool(kind) and bool(own) and not kind & own and not any(lexicon.near(a, b) or lexicon.related(a, b) for a in kind for b in own)


def from_output(output: Output, param: Param) -> tuple[Any, str] | None:
    if output.is_error:
        return None
    value = output.value
    if isinstance(value, list):
        value = value[0] if len(value) == 1 and isinstance(value[0], dict) else None
    if not isinstance(value, dict):
        return None
    found = from_record(value, param)
    if found is not None:
        return found
    if split_identifier(param.name)[-1:] == ("id",):
        found_id = id_of(value)
        noun = [w for w in split_identifier(param.name) if w != "id"]
        if found_id and same_kind_of_id(param, found_id[0]) and (not noun or any(stem(n) in {stem(w) for w in split_identifier(output.name)} for n in noun)):
            # (the prescriptions of a pet come wrapped in the pet's id: that is not a prescription's)
            checked = checked_value(param, found_id[1])
            if checked is not None:
                return checked, found_id[0]
    items = list_in(output.value)
    return None if items is None else None


#: "reserve it from when it's back", "once it's free again": the day the item named is back.
WHEN_BACK = re.compile(r"\b(?:when|once|as soon as|after)\s+(?:it|that|she|he|they)(?:'s|’s| is| comes| gets| has come| are|'re)?\s+"
                       r"(?:back|returned|in again|free again|available(?: again)?|free|due back)\b", re.I)
_BACK_KEYS = frozenset("back return returned returning due available availability free next".split())


def back_date(focus: dict[str, Any], param: Param) -> tuple[Any, str] | None:
    """The record's own day it is back or free ("DueBack": "2027-01-07") for a date parameter."""
    for key, value in focus.items():
        if isinstance(value, str) and set(split_identifier(str(key))) & _BACK_KEYS and re.match(r"\d{4}-\d{2}-\d{2}", value):
            checked = checked_value(param, value)
            if checked is None and len(value) > 10:
                checked = checked_value(param, value[:10])  # a date-time for a date parameter: its day
            if checked is not None:
                return checked, f"the {key} of the item this call is about (the request says 'when it is back')"
    return None

