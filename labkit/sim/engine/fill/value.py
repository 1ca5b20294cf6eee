"""Stage 4, one parameter: the value each source gives, tried in the package docstring's order
(the plan's, the focus record's, the user's words by slot, this turn's outputs, the request a
follow-up continues, the instructions, what the user said before). `value_for` returns the value,
where it came from and the mention it took, or (None, None, None) when no source gives one.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Any

from labkit.sim.engine import booleans, candidates, choices, knowledge, phrases
from labkit.sim.engine.candidates.names import airport_code_for
from labkit.sim.engine.candidates.when import NO_TIME_GIVEN
from labkit.sim.engine.evidence import Mention
from labkit.sim.engine.fill.clues import (
    _ANY_ONE,
    _DEVICE_WORDS,
    _FOR_SOMEONE_ELSE,
    _ITEM_WORDS,
    _MOVING,
    _NOT_LABELLED,
    _ON_A_DEVICE,
    _OUR_DATE,
    _SELF_ROLES,
    _TODAY_IS,
    SOMEONE_ELSES_HOME,
    _a_filter_of_things,
    _an_id_said_for,
    _day_of_the_conversation,
    _days_span,
    _elsewhere,
    _sentence_around,
    _slug_named_by_its_name,
    _someone_elses,
)
from labkit.sim.engine.fill.coerce import checked_value
from labkit.sim.engine.fill.described import example_named, option_named
from labkit.sim.engine.fill.elsewhere import (
    end_of_the_thing_found,
    listed_now,
    quantity_told_beside,
    rest_of_the_request,
    said_for_another_request,
)
from labkit.sim.engine.fill.freetext import NOTE_WORDS, dictated_note, first_run, free_text, says_nothing_more
from labkit.sim.engine.fill.history import (
    beside_the_old_time,
    moved_day,
    moved_time,
    moved_to,
    owed_said_before,
    shifted_time,
    sum_said_before,
    swapped_entity,
)
from labkit.sim.engine.fill.instructions import (
    PLACE_IDS,
    enum_for_the_one_named,
    id_from_instructions,
    name_given_for,
    names_another_place,
    person_of_the_instructions,
    said_now,
    the_user,
)
from labkit.sim.engine.fill.records import (
    ID_WORDS,
    WHEN_BACK,
    back_date,
    from_focus,
    from_output,
    names_another_record,
    said_as_its_place,
)
from labkit.sim.engine.fill.tense import by_tense, the_past_reading
from labkit.sim.engine.fill.text import (
    asked_state,
    counted_thing,
    from_to,
    labelled_code,
    lead_time,
    patterned_value,
    ticker_named,
)
from labkit.sim.engine.schema import Param
from labkit.sim.engine.slots import Slot
from labkit.sim.engine.words import STOPWORDS, stem

if TYPE_CHECKING:
    from labkit.sim.engine.fill import Context


#: A nullable parameter whose null means the user's own value on file ("null for the saved address").
_NULL_FOR_THE_SAVED = re.compile(r"\b(?:null|none|omit|empty|leave (?:it )?(?:out|empty|blank))\b[^.;]{0,12}\b(?:for|to use|=|means|uses?)\s+(?:the\s+|your\s+|my\s+|their\s+|an?\s+)?"
                                 r"(?:saved|default|usual|registered|stored|account(?:'s)?|profile(?:'s)?|home|preferred|current)\b", re.I)
#: Words of a parameter that takes a street address (`street`, `address_line1`).
_STREET_WORDS = frozenset("street line1 address1 addressline1 street_address address".split())
#: Objects inside arrays inside objects…: deeper than this, nested values are left to the defaults.
MAX_NESTING = 4


#: A git branch: "on main", "the feature/cart branch", "into develop".
_BRANCH = re.compile(r"\b(?:on|branch|from|into|onto)\s+(?:the\s+)?([a-z][\w.-]*/[\w./-]*\w|(?:main|master|develop|dev|trunk|staging)\b)"
                     r"|\b((?:[a-z][\w.-]*/)?[\w.-]+)\s+branch\b", re.I)

_HANDLE_WORDS = frozenset("username user login handle userid uid account".split())
#: People a tool names by their login when its description says so ("assignee (their username)").
_ROLE_WORDS = frozenset("assignee reviewer owner member approver".split())
#: "username is a.khan", "for jsmith", "user j_doe42": a login name (lowercase, maybe with . _ - or digits).
_HANDLE = re.compile(r"\b(?:user\s*name|username|user|login|handle|account)\s*(?:is|=|:)?\s*([a-z][a-z0-9]*(?:[._-][a-z0-9]+)*)\b"
                     r"|\b(?:for|to)\s+@?([a-z]+[._-]?[a-z0-9]*\d*[._]?[a-z0-9]*)\s*[.!?]?\s*$")


#: Parameters for the user's own occasion (`event_date`, `wedding_date`): the day the instructions give it.
_OCCASIONS = frozenset("event wedding ceremony reception celebration".split())


def value_for(param: Param, slot: Slot, ctx: Context, used: set[int], used_mentions: list[Mention],
              tool_words: set[str], args: dict[str, Any]) -> tuple[Any, str | None, Mention | None]:
    if param.name in ctx.fixed:
        coded = airport_code_for(param, ctx.fixed[param.name]) if slot.kind == "place" else None
        if coded is not None:  # "from Lisbon" set for a booking: the search's origin is its airport code
            return coded, f"set by the plan: '{ctx.fixed[param.name]}' -> {coded} (its main airport)", None
        checked = checked_value(param, ctx.fixed[param.name])
        if checked is not None:
            said = next((m for m in ctx.evidence.mentions if id(m) not in used and isinstance(m.value, str) and str(checked).lower() == m.value.lower()), None)
            return checked, "set by the plan", said  # the mention it came from is taken (no second parameter gets "Leeds")
    if ctx.focus is not None and slot.kind == "id":
        focused = from_focus(ctx.focus, param, slot, any_one=bool(_ANY_ONE.search(ctx.evidence.text[ctx.span[0] : ctx.span[1]])))
        if focused is not None:
            return focused[0], focused[1], None
    ended = end_of_the_thing_found(param, slot, ctx)
    if ended is not None:
        return ended[0], ended[1], None  # "from there", "the currys one in euros": the side the record found holds
    lead = lead_time(param, ctx.evidence.text[ctx.span[0] : ctx.span[1]]) if param.kind == "integer" else None
    if lead is not None:
        return lead[0], lead[1], None  # "a text the day before" and `hoursBefore`: 24
    if param.kind in ("string", "integer") and not param.enum and slot.kind not in _NOT_LABELLED:
        # "to cabin 7050", or "The guest is in room 412" in the instructions: a code labelled with the parameter's noun
        sources = [("the text", ctx.evidence.text[ctx.span[0] : ctx.span[1]])] + ([("the instructions", ctx.instructions.text)] if ctx.instructions is not None else [])
        for source, text in sources:
            labelled = labelled_code(param, text)
            if labelled is not None and source == "the instructions" and (_an_id_said_for(param, ctx, used) or _someone_elses(param, ctx) or listed_now(param, ctx)
                                                                           or set(param.words) & PLACE_IDS and names_another_place(ctx, name_given_for(str(labelled[0]), text))):
                break  # "a history check on BK18 WPE": the id the user gives, not the one the instructions label
            if labelled is not None and source == "the instructions" and labelled_code(param, text, only_one=True) is None:
                # "Zara (child id CH-2231) … Idris (child id CH-2232)": the one for the name the user says,
                # else the first the instructions give (the user's own, as a prompt lists them)
                stated = id_from_instructions(param, ctx)
                if stated is not None and "the one the user names" in stated[1]:
                    return stated[0], stated[1], None
            if labelled is not None:
                return labelled[0], f"{source}: {labelled[1]}", None
    if param.kind == "string" and not param.enum and slot.kind == "place" and not (set(param.words) & {"city", "town", "country", "address", "postcode", "zip"}):
        example = example_named(param, ctx)  # `location_in_home` ("e.g. kitchen, bathroom, front door") and "the lock on my front door"
        if example is not None and checked_value(param, example) is not None:
            return example, f"the text: '{example}', a value like the examples its description gives", None
    if param.kind == "string" and not param.enum and slot.kind in ("thing", "text", "title", "query", "content"):
        _offered, named = option_named(param, ctx)  # "priority: low, medium, high or urgent", "(reason: faulty, …)": an enum in words
        if named is not None and checked_value(param, named) is not None:
            return named, f"the text: '{named}', one of the values its description names", None
        example = example_named(param, ctx)  # "subject (e.g. Maths, English, Chemistry)" and "a chemistry tutor"
        if example is not None and checked_value(param, example) is not None:
            return example, f"the text: '{example}', a value like the examples its description gives", None
    if param.kind == "string" and not param.enum and slot.kind in ("thing", "place", "text", "title") and len(param.words) == 1:
        # `lake` and "at Lake Bled", `gallery` and "the Tate Gallery": a name holding the parameter's own noun
        own = param.words[0].lower()
        for mention in ctx.evidence.mentions:
            if mention.kind in ("name", "place") and id(mention) not in used and ctx.span[0] <= mention.start < ctx.span[1] \
                    and own in str(mention.value).lower().split() and len(str(mention.value).split()) >= 2 and checked_value(param, mention.value) is not None:
                return mention.value, f"the text: '{mention.text}' (a {own} by name)", mention
        for mention in ctx.evidence.mentions:
            # "from the Hull depot", "the Camden store": the name just before the parameter's own noun
            if mention.kind in ("name", "place") and id(mention) not in used and ctx.span[0] <= mention.start < ctx.span[1] \
                    and mention.after[:1] == (stem(own),) and checked_value(param, mention.value) is not None:
                return mention.value, f"the text: '{mention.text} {own}'", mention
    if param.kind == "string" and not param.enum:
        cuisine = knowledge.cuisine_in(ctx.evidence.text[ctx.span[0] : ctx.span[1]], param.words)
        if cuisine is not None and checked_value(param, cuisine) is not None:
            return cuisine, f"the text: '{cuisine}' (a cuisine)", None
    if "branch" in param.words and param.kind == "string" and not param.enum:
        said = _BRANCH.search(ctx.evidence.text[ctx.span[0] : ctx.span[1]])
        name = (said.group(1) or said.group(2)) if said is not None else None
        if name and name.lower() not in ("the", "a", "this", "that", "my") and checked_value(param, name) is not None:
            return name, f"the text: '{said.group(0).strip()}' (a branch)", None
    if param.kind == "string" and (set(param.words) & _HANDLE_WORDS or set(param.words) & _ROLE_WORDS and re.search(
            r"user ?name|login|handle", (param.text + " " + ctx.tool_text).lower())):
        handle = _HANDLE.search(ctx.evidence.text[ctx.span[0] : ctx.span[1]])
        name = (handle.group(1) or handle.group(2)) if handle else None
        if name and name.lower() not in STOPWORDS and name.lower() not in ("me", "my", "it", "them", "us") and checked_value(param, name) is not None:
            return name, f"the text: '{name}' (a user name)", None
    if param.kind == "string" and slot.kind in ("thing", "text") and param.words:
        # "on cost centre CC-4410": a code right after the parameter's own name is its value
        own = {stem(w) for w in param.words}
        for mention in ctx.evidence.mentions:
            cue = [stem(w) for w in mention.before[-3:] if w not in ("is", "=", ":", "#", "no", "number", "id", "code", "ref", "of", "the")]
            if mention.kind == "id" and id(mention) not in used and ctx.span[0] <= mention.start < ctx.span[1] \
                    and own <= set(cue[-len(own):]) and checked_value(param, mention.value) is not None:  # its own noun right before it
                return mention.value, f"the text: '{mention.text}' (after '{' '.join(param.words)}')", mention
    if set(param.words) & {"ticker", "symbol", "tickers", "symbols"} and param.kind == "string":
        named = ticker_named(ctx)
        if named is not None and checked_value(param, named[0]) is not None:
            return checked_value(param, named[0]), named[1], None
    if slot.kind in ("time", "datetime") and (ctx.focus or ctx.base or ctx.outputs):
        shifted = shifted_time(param, slot, ctx)
        if shifted is not None:
            return shifted[0], f"the text: {shifted[1]}", None
    if ctx.focus and ctx.acting and not param.enum and (slot.kind == "datetime" or slot.kind in ("date", "time") and (
            "new" in param.words or set(ctx.verbs) & _MOVING)):
        moved_item = moved_to(param, slot, ctx, used)
        if moved_item is not None:
            return moved_item[0], moved_item[1], None
    if slot.kind == "datetime" and (ctx.focus or ctx.base):
        moved = moved_time(param, slot, ctx, used)
        if moved is not None:
            return moved, "the new time on the item's own day", None
        moved = moved_day(param, ctx)
        if moved is not None:
            return moved, "the new day at the time asked before ('and tomorrow?')", None
    if slot.kind == "enum" and ctx.acting:
        # "let me in" asks to unlock: the state that is the asked verb's, whatever "locked out" says
        done = [v for v in param.enum or [] if isinstance(v, str) and stem(v.lower()) in ctx.verbs and stem(v.lower()) not in tool_words]
        if len(done) == 1 and checked_value(param, done[0]) is not None:
            return done[0], f"the verb asked: '{done[0]}'", None
    if slot.kind == "enum":
        named = choices.match_enum(param, ctx.evidence, ctx.span)
        if named is not None and not param.essential and not ctx.acting and asked_state(ctx, named[0]):
            named = None  # "did the last build on main pass?": the state asked about, not a filter for it
        if named is not None and checked_value(param, named[0]) is not None:
            return checked_value(param, named[0]), f"the text: {named[1]}", None
        told = by_tense(param, ctx) if named is None and not ctx.acting else None
        if told is not None:
            return told  # "my train on monday was late" and a bookings filter upcoming / past / all: past
        stated_for = enum_for_the_one_named(param, ctx) if named is None else None
        if stated_for is not None:
            return stated_for  # "is there a make-up Ada could do?" and "Ada Okafor, 7, …, Stage 3" in the instructions: Stage 3
        if named is None and ctx.instructions is not None and param.enum and any(isinstance(v, str) and any(ch.isdigit() for ch in v) for v in param.enum):
            listed = id_from_instructions(param, ctx)  # "the wilmslow rd flat" and "- PR-2: Flat 3, 22 Wilmslow Road": an id the enum lists
            if listed is not None and listed[0] in param.enum and "the one the user names" in listed[1]:
                return listed[0], listed[1], None
        if ctx.earlier is not None and param.essential:
            # "how much is a week pass for a student?" … "ok get me one": the product and the rider were said before
            said = choices.match_enum(param, ctx.earlier, (0, len(ctx.earlier.text)))
            if said is not None and checked_value(param, said[0]) is not None:
                return checked_value(param, said[0]), f"the previous message: {said[1]}", None
    elif slot.kind == "boolean":
        said = booleans.match_boolean(param, ctx.evidence, ctx.span)
        if said is not None:
            return said[0], f"the text: {said[1]}", None
        for part in re.split(r"(?<=[.!?])\s+", ctx.situation[:400]) if ctx.situation else ():
            # "book the Yaris in … please? I won't need a courtesy car.": said beside the request
            at = ctx.evidence.text.find(part)
            said = booleans.match_boolean(param, ctx.evidence, (at, at + len(part))) if at >= 0 and part else None
            if said is not None:
                return said[0], f"the text beside the request: {said[1]}", None
        after = rest_of_the_request(ctx)
        said = booleans.match_boolean(param, ctx.evidence, after) if after is not None and booleans.only_switches(param, ctx.evidence, after) else None
        if said is not None:
            return said[0], f"the text after the request: {said[1]}", None  # "reserve it from the 1st, and turn autopay on"
    elif slot.kind == "title" and not ctx.acting:
        for candidate in candidates.from_text(Slot("thing"), param, ctx.evidence, ctx.span, used):
            checked = checked_value(param, candidate.value)
            if checked is not None and candidate.score > 2.0:
                return checked, f"the text: {candidate.why}", candidate.mention
    elif slot.kind in ("query", "content", "title", "text") and patterned_value(param, ctx, used) is not None:
        return patterned_value(param, ctx, used)
    elif slot.kind in ("query", "content", "title", "text"):
        counted = counted_thing(param, slot, ctx, used, args, tool_words) if slot.kind == "text" else None
        if counted is not None:
            return counted  # "log 5 teal", and after it "and a pair of stonechats": the thing counted
        if ctx.base and param.name in ctx.base and not ctx.evidence.of("quoted"):
            swapped = swapped_entity(param, slot, ctx, used)
            if swapped is not None:
                return swapped[0], swapped[1], swapped[2]
            kept = checked_value(param, ctx.base[param.name])
            if kept is not None:
                return kept, "kept from the previous request (a follow-up)", None
            if ctx.base[param.name] is None and param.nullable:
                return None, "kept from the previous request (a follow-up): null", None  # "tell me more about it" searches nothing new
        text = free_text(param, slot, ctx, used_mentions, tool_words, args)
        if text and ctx.acting and not param.essential and not text[1].startswith("the text: what the user asked") and "title it names" not in text[1] \
                and "its description names" not in text[1]:
            text = None  # an action's optional note is left empty unless the user dictated it
        if text and ctx.acting and param.nullable and set(param.words) & NOTE_WORDS and not dictated_note(ctx):
            text = None  # a reminder's "note" beside its task: only what the user asks to note
        if text and not param.essential and not ctx.acting and slot.kind == "query" and says_nothing_more(text[0], args, tool_words):
            text = None  # "any comedy shows in chicago tomorrow night?": category and date say it all; no search words left
        if text:
            checked = checked_value(param, text[0])
            if checked is not None:
                return checked, text[1], None
    elif slot.kind in ("array", "object") and ctx.depth >= MAX_NESTING:
        pass  # a recursive schema ("children": [Node]): no deeper
    elif slot.kind == "array":
        from labkit.sim.engine.compose import array_value, item_from_record

        value, why = array_value(param, dataclasses.replace(ctx, taken=tuple(args.values()), depth=ctx.depth + 1))
        if value is not None and checked_value(param, value) is not None:
            return value, why, None
        records = ([ctx.focus] if ctx.focus is not None else []) + [o.value for o in ctx.outputs if isinstance(o.value, dict) and not o.is_error and o.items is None]
        for record in records if param.essential else []:
            found = item_from_record(param, record)
            if found is not None and checked_value(param, [found[0]]) is not None:
                return [found[0]], f"the {found[1]} of the item this call is about", None
    elif slot.kind == "object":
        from labkit.sim.engine.compose import object_value

        value, why = object_value(param, dataclasses.replace(ctx, depth=ctx.depth + 1))
        if value is not None and checked_value(param, value) is not None:
            return value, why, None
    else:
        pointed = owed_said_before(param, slot, ctx) or sum_said_before(param, slot, ctx)
        if pointed is not None:
            return pointed  # "how much is that in pounds?": the price just found, in its currency
        counted = counted_thing(param, slot, ctx, used, args, tool_words)
        if counted is not None:
            return counted
        if param.kind == "integer":
            own_unit = _one_of_its_own_unit(param, ctx)
            if own_unit is not None:
                return own_unit  # "a pair of men's shoes" and `pairs`: one pair, not two shoes
        for candidate in candidates.from_text(slot, param, ctx.evidence, ctx.span, used, context=ctx.tool_text, id_objects=ctx.id_objects):
            if candidate.score <= 0:
                continue
            if param.optional and candidate.mention is not None and not (ctx.span[0] <= candidate.mention.start < ctx.span[1]) \
                    and not quantity_told_beside(candidate.mention, slot, ctx):
                continue  # an optional value comes from the intent's own clause, not a neighbour's
            if slot.kind == "id" and candidate.mention is not None and (names_another_record(candidate.value, param, ctx)
                                                                         or said_as_its_place(candidate.mention, param, ctx.evidence.text)):
                continue  # "start a session for the MG4": MG4 is the name of a vehicle listed this turn, not a charger's id
            when = (candidate.mention.extra or {}).get("when") if candidate.mention is not None else None
            if candidate.mention is not None and candidate.mention.kind == "range":
                when = candidate.mention.value[0]
            if ctx.acting and slot.kind in ("date", "datetime") and slot.unit != "month" and when is not None and when.unit in ("month", "next week"):
                continue  # "some time off in January", "sometime next week" name no day to book: the model asks which
            if ctx.acting and param.essential and slot.kind == "datetime" and candidate.why.endswith(NO_TIME_GIVEN) and not _days_span(ctx):
                # ("fri 18th to mon 21st": a stay of days, booked by the day)
                continue  # "book me in on Monday": the day, but no time to book at (asked for, or looked up)
            if slot.kind == "time" and when is not None and when.bare:
                candidate = dataclasses.replace(candidate, value=beside_the_old_time(param, ctx, candidate.value))
            if slot.kind == "datetime" and candidate.mention is not None and ctx.acting:
                candidate = the_past_reading(candidate, ctx)  # "log a wet nappy at 2:45" at 03:20: 02:45, not 14:45
            if slot.kind == "datetime" and candidate.why.endswith(" today") and isinstance(candidate.value, str) and len(candidate.value) > 10:
                day = _day_of_the_conversation(ctx)
                if day is not None:
                    # "the 1:30 with jess please" after the free times on Friday: 13:30 on that Friday
                    candidate = dataclasses.replace(candidate, value=day[0] + candidate.value[10:], why=candidate.why[: -len(" today")] + f" on {day[1]}")
            checked = checked_value(param, candidate.value)
            if checked is not None:
                derived = slot.kind in ("country", "currency", "timezone") and candidate.mention is not None and candidate.mention.kind == "place"
                # "the per diem for Paris": FR is where Paris is, and Paris is still the city
                return checked, f"the text: {candidate.why}", None if derived else candidate.mention
        now = said_now(param, slot.kind, ctx)
        if now is not None:
            return now[0], now[1], None  # "just now": the clock the instructions give
    if slot.kind in ("thing", "text") and param.essential and param.kind == "string" and not param.enum and not ctx.minimal \
            and set(param.words) & _ITEM_WORDS:
        owned = phrases.possessed(ctx.evidence, ctx.span, tool_words | {stem(w) for w in param.words})
        if owned:
            checked = checked_value(param, owned)
            if checked is not None:
                return checked, f"the text: '{owned}' (what the request is about)", None
    if slot.kind in ("thing", "text") and param.essential and param.kind == "string" and not param.enum and ctx.acting and not ctx.minimal \
            and set(param.words) & {"type", "kind", "model", "style", "category", "variant", "size", "class"}:
        # "rent me an e-bike" and `rent_bike(bike_type)`: the kind is what the request asks for
        obj = phrases.object_phrase(ctx.evidence, ctx.span, tool_words)
        if obj and 1 <= len(obj.split()) <= 3 and not set(obj.lower().split()) & phrases.POINTERS:
            checked = checked_value(param, obj)
            if checked is not None:
                return checked, f"the text: '{obj}' (the kind asked for)", None
    own_noun = [w for w in param.words if w.lower() not in ("name", "id")]
    if slot.kind == "thing" and param.essential and param.kind == "string" and not param.enum and not ctx.minimal \
            and len(own_noun) == 1 and stem(own_noun[0]) in tool_words:
        # "how's the api in checkout-prod looking?" and `get_service_status(serviceName)`: the thing before "in <where>"
        inner = re.search(r"\b(?:the|my|our)\s+([a-z][\w-]*)(?:\s+" + re.escape(own_noun[0].lower()) + r")?\s+(?:in|on|of|for|at)\s+\S",
                          ctx.evidence.text[ctx.span[0] : ctx.span[1]].lower())
        if inner and stem(inner.group(1)) not in tool_words | ID_WORDS and inner.group(1) not in STOPWORDS and checked_value(param, inner.group(1)) is not None:
            return inner.group(1), f"the text: '{inner.group(1)}' (the {own_noun[0]} named before where it is)", None
    if slot.kind == "thing" and param.essential and param.kind == "string" and not param.enum and ctx.acting and not ctx.minimal \
            and len(param.words) == 1 and stem(param.words[0]) in tool_words:
        # "restart the worker in checkout-prod" and `restart_service(service)`: the verb's object is the service
        obj = phrases.object_phrase(ctx.evidence, ctx.span, tool_words | {stem(param.words[0])}, max_words=3)
        if obj and not set(obj.lower().split()) & phrases.POINTERS and stem(obj.split()[-1].lower()) not in tool_words | ID_WORDS:
            checked = checked_value(param, obj)
            if checked is not None:
                return checked, f"the text: '{obj}' (the {param.words[0]} the request acts on)", None
    if slot.kind == "thing" and param.essential and param.kind == "string" and not param.enum and not ctx.acting and not ctx.minimal \
            and not (ctx.focus or ctx.base):
        # "is pothos toxic to cats?" and `lookup_plant(name)`: the lookup is about the word of the
        # question that is not the tool's own ("toxic", "cats" are in its description)
        phrase = phrases.query_phrase(ctx.evidence, ctx.span, used_mentions, tool_words)
        described = {stem(w) for w in re.findall(r"[a-z]+", ctx.tool_text.lower())}
        topic = first_run(phrase, tool_words | described | {stem(w) for w in param.words}) if phrase else ""
        if topic and len(topic.split()) <= 3 and not set(topic.lower().split()) & phrases.POINTERS:
            checked = checked_value(param, topic)
            if checked is not None:
                return checked, f"the text: '{topic}' (what the question is about)", None
    if slot.kind == "thing" and param.kind in ("string", "null") and not param.enum and set(param.words) & _DEVICE_WORDS:
        # "turn it up to 70 on the living room speaker": the device the action is done on
        said = _ON_A_DEVICE.search(ctx.evidence.text[ctx.span[0] : ctx.span[1]])
        if said and checked_value(param, said.group(1)) is not None:
            return said.group(1), f"the text: 'the {said.group(1)}' (the device it is done on)", None
    if slot.kind == "thing" and set(param.words) & {"list", "calendar", "playlist", "folder", "board", "channel", "category", "project", "album", "collection"}:
        heads = tuple(w for w in param.words if w in ("list", "calendar", "playlist", "folder", "board", "channel", "category", "project", "album", "collection"))
        word = phrases.compound_before(ctx.evidence, ctx.span, heads + tuple(h + "s" for h in heads))
        if word:
            checked = checked_value(param, word)
            if checked is not None:
                return checked, f"the text: '{word} {heads[0]}'", None
    if ctx.focus is not None and slot.kind in ("date", "datetime") and ctx.acting and WHEN_BACK.search(ctx.evidence.text[ctx.span[0] : ctx.span[1]]):
        back = back_date(ctx.focus, param)
        if back is not None:
            return back[0], back[1], None
    if ctx.focus is not None and slot.kind != "id":
        focused = from_focus(ctx.focus, param, slot)
        if focused is not None:
            return focused[0], focused[1], None
    patterned = patterned_value(param, ctx, used)
    if patterned is not None:
        return patterned
    for output in ctx.outputs:
        found = from_output(output, param)
        if found is not None and said_for_another_request(found[0], ctx):
            continue  # "cancel HBK-41230. and for whitby add firewood": the cancelled booking is not Whitby's
        if found is not None:
            return found[0], f"the {found[1]} field of {output.name}'s output", None
    if ctx.base and param.name in ctx.base:
        swapped = swapped_entity(param, slot, ctx, used)
        if swapped is not None:
            return swapped[0], swapped[1], swapped[2]
        checked = checked_value(param, ctx.base[param.name])
        if checked is not None or ctx.base[param.name] is None:
            return ctx.base[param.name], "kept from the previous request (a follow-up)", None
    if ctx.instructions is not None and slot.kind in ("id", "phone") and not _someone_elses(param, ctx):
        stated = id_from_instructions(param, ctx)
        if stated is not None:
            return stated[0], stated[1], None
    if slot.kind == "place" and slot.side in ("start", "end") and param.kind == "string":
        ends = from_to(ctx.evidence.text[ctx.span[0] : ctx.span[1]])
        if ends is not None:
            said = ends[0] if slot.side == "start" else ends[1]
            checked = checked_value(param, said)
            if checked is not None:
                return checked, f"the text: 'from {ends[0]} to {ends[1]}' (where the trip {'starts' if slot.side == 'start' else 'ends'})", None
    if ctx.instructions is not None and slot.kind == "slug":
        named = _slug_named_by_its_name(param, slot, ctx)
        if named is not None:
            return named
    if ctx.instructions is not None and slot.kind == "person":
        named = person_of_the_instructions(ctx)
        if named is not None:
            checked = checked_value(param, named)
            if checked is not None:
                return checked, f"the text names {named.split()[0]}, whom the instructions list as {named}", None
    if ctx.instructions is not None and slot.kind == "person" and set(param.words) & _SELF_ROLES and not _FOR_SOMEONE_ELSE.search(ctx.evidence.text[:2000]):
        user = the_user(ctx.instructions.text)
        checked = checked_value(param, user) if user else None
        if checked is not None:
            return checked, f"the instructions: {user} is the signed-in user", None
    if ctx.instructions is not None and slot.kind in ("place", "person", "email", "country", "language", "currency", "timezone", "slug", "url") and (
            slot.kind not in ("person", "email") or set(param.words) & _SELF_ROLES and not _FOR_SOMEONE_ELSE.search(ctx.evidence.text[:2000])) \
            and not _a_filter_of_things(param, slot) and not (slot.kind == "place" and (ctx.one_place and _elsewhere(ctx) or SOMEONE_ELSES_HOME.search(ctx.evidence.text[:2000]))) \
            and not (param.nullable and _NULL_FOR_THE_SAVED.search(param.description[:300])):
        # the user the instructions name fills the user's own role (owner, customer…), not a vet's
        # (but "Delivery address; null for the saved address": the saved one is said by null)
        for candidate in candidates.from_text(slot, param, ctx.instructions, (0, len(ctx.instructions.text)), set()):
            if candidate.mention is not None and candidate.mention.kind == "name":
                continue  # the app's own name in its prompt is not the user
            if slot.kind == "place" and set(param.words) & {"city", "town", "village"} and any(ch.isdigit() for ch in str(candidate.value)):
                continue  # "7 Ash Grove, Leeds": a street address is no city (Leeds is)
            if slot.kind == "place" and set(param.words) & _STREET_WORDS and (
                    not any(ch.isdigit() for ch in str(candidate.value)) or candidate.mention is not None and candidate.mention.kind == "postcode"):
                continue  # "Cardiff, UK" is where the app is and "FN3 2QP" a postcode: no street (said with its house number)
            if slot.kind == "slug" and re.fullmatch(r"(?:owner|org|organisation|organization|user|name|account)/(?:name|repo|repository|project)", str(candidate.value), re.I):
                continue  # "repositories are written owner/name": the format, not one
            checked = checked_value(param, candidate.value)
            if checked is not None:
                return checked, f"the instructions: {candidate.why}", None
    if ctx.instructions is not None and slot.kind in ("date", "datetime") and (_OUR_DATE.search(ctx.evidence.text) or set(param.words) & _OCCASIONS):
        # "a quote for our date" and instructions that say the wedding is on 18 September: that date
        stated = [c for c in candidates.from_text(slot, param, ctx.instructions, (0, len(ctx.instructions.text)), set())
                  if c.mention is not None and not _TODAY_IS.search(_sentence_around(ctx.instructions.text, c.mention.start))]
        if len({str(c.value) for c in stated}) == 1:
            checked = checked_value(param, stated[0].value)
            if checked is not None:
                return checked, f"the instructions: {stated[0].why} (the date the user's 'our date' means)", None
    if ctx.remembered is not None and slot.kind in ("email", "phone", "person") and (slot.kind != "person" or set(param.words) & _SELF_ROLES):
        # "my email is lee@example.org" three turns ago: what the user said about themselves still holds
        for candidate in candidates.from_text(slot, param, ctx.remembered, (0, len(ctx.remembered.text)), set()):
            checked = checked_value(param, candidate.value) if candidate.mention is not None and candidate.mention.kind in ("email", "phone", "person") else None
            if checked is not None:
                return checked, f"an earlier message: {candidate.why}", None
    return None, None, None


def _one_of_its_own_unit(param: Param, ctx: Context) -> tuple[Any, str, Any] | None:
    """"a pair of shoes" for `pairs`, "a dozen eggs" for `dozens`: a number said as one of the very
    unit the parameter counts is one of that unit."""
    own = {stem(w) for w in param.words}
    for mention in ctx.evidence.mentions:
        if mention.kind != "number" or not ctx.span[0] <= mention.start < ctx.span[1]:
            continue
        said = str(mention.text).lower().split()
        if len(said) >= 2 and said[0] in ("a", "an", "one") and stem(said[1]) in own and said[1] in ("pair", "dozen", "couple"):
            checked = checked_value(param, 1)
            if checked is not None:
                return checked, f"the text: '{mention.text}' is one {said[1]}", mention
    return None
