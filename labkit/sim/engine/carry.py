"""What a message carries over from the turns before when it names no tool of its own: a
correction of what the last action made, "get me two" after a price, the last calls again with
new values ("and the calathea?", "do the worker too"), a read of one listed item. Steps of
`core.Turn`, as functions of it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from labkit.sim.engine import chain, lexicon
from labkit.sim.engine.authorize import authorize
from labkit.sim.engine.evidence import gather
from labkit.sim.engine.fill.coerce import checked_value
from labkit.sim.engine.matching import rank
from labkit.sim.engine.outputs import alternatives_in, id_of, label_of
from labkit.sim.engine.plan import Intent
from labkit.sim.engine.reading import Call
from labkit.sim.engine.request import Clause
from labkit.sim.engine.request import clauses as clauses_of
from labkit.sim.engine.slots import slot_of
from labkit.sim.engine.tools import ToolProfile
from labkit.sim.engine.words import key_in, shorten, stem, words

if TYPE_CHECKING:
    from labkit.sim.engine.core import Turn

#: Verbs of tools that get the user something: what "get me two" asks for.
_ACQUIRING = ("buy", "purchas", "order", "book", "reserv", "rent", "sign", "regist", "enrol")
#: The thing "do the worker too" / "same for the garage" names.
_AGAIN_THING = re.compile(r"^\W*(?:(?:ok(?:ay)?|and|now|then|great|right)\W+)*(?:please\s+)?(?:do\s+(?:the\s+same\s+(?:for|with|to|on)\s+)?|(?:the\s+)?same\s+(?:for|with|to|on)\s+)(?:the\s+|my\s+)?([a-z][\w-]*)\b", re.I)


def own_values(turn: Turn, clause: Clause) -> bool:
    """Does the clause state values of its own (a place, a date, a name, an id…)?"""
    return any(clause.start <= m.start < clause.end and m.kind not in ("number", "duration") for m in turn.evidence.mentions)


def corrections(turn: Turn, intents: list[Intent]) -> list[Intent]:
    """"Actually, make it 4 people instead": change what the previous turn's action made —
    with the tool that updates that kind of thing, on the id the action returned."""
    previous = turn.reading.previous
    acted = [c for c in (previous.work() if previous else []) if c.ok and turn.toolbox.get(c.name) and turn.toolbox.get(c.name).act]
    if not acted:
        return intents or _change_listed(turn)
    first = turn.clauses[0] if turn.clauses else None
    stated = any(first.start <= m.start < first.end for m in turn.evidence.mentions) if first is not None else False
    if first is None or first.mood not in ("request", "statement") or first.negated or not stated:
        return intents  # "actually, what's the address?" asks something; a correction says the new value
    done = turn.toolbox.get(acted[-1].name)
    made = acted[-1].output.value if acted[-1].output is not None and isinstance(acted[-1].output.value, dict) else {}
    updaters = [p for p in turn.toolbox.work if p.act and (p.name != done.name or lexicon.same_action(done.verb or "", "updat"))
                and lexicon.same_action(p.verb or "", "updat")
                and (p.objects & done.objects or any(lexicon.related(a, b) for a in p.objects for b in done.objects)
                     or any(q.essential and key_in(q.name, made) for q in p.params))]
    if not updaters:
        return intents
    tool = updaters[0]
    clause = turn.clauses[0] if turn.clauses else Clause(turn.reading.text, 0, len(turn.reading.text), [], "request")
    turn.notes.append(f"{tool.name}: the user corrects what {done.name} did; updating it instead of repeating it")
    base = {**(acted[-1].args or {})}
    kept = [i for i in intents if not i.profile.act]
    return kept + [Intent(clause, tool, (0, len(turn.cont.text)), "a correction of the previous request", base=base)]


def _change_listed(turn: Turn) -> list[Intent]:
    """"Ok can you make that one 90 minutes instead" after a list (and a question about one of
    its items): the tool that updates such records, on the item meant — named now, or in the
    message before."""
    pool = [r for r in turn.cont.pool if isinstance(r, dict)]
    clause = turn.clauses[-1] if turn.clauses else None
    if not pool or clause is None or clause.negated or not any(clause.start <= m.start < clause.end for m in turn.evidence.mentions):
        return []
    updaters = [p for p in turn.toolbox.work if p.act and lexicon.same_action(p.verb or "", "updat")
                and any(q.essential and slot_of(q).kind == "id" and key_in(q.name, pool[0]) for q in p.params)]
    if len(updaters) != 1:
        return []
    tool = updaters[0]
    chosen = chain.choose(pool, turn.evidence, (clause.start, clause.end))
    for earlier in turn.reading.earlier()[:2]:
        if not chosen.ambiguous and len(chosen.elements) == 1:
            break
        chosen = chain.choose(pool, gather(earlier.text, turn.reading.today), (0, len(earlier.text)))
    if chosen.ambiguous or len(chosen.elements) != 1:
        return []
    record = chosen.elements[0]
    ids = {q.name: record[key] for q in tool.params if q.essential and slot_of(q).kind == "id" for key in [key_in(q.name, record)] if key}
    turn.notes.append(f"{tool.name}: '{shorten(clause.text, 40)}' changes {label_of(record) or 'the item'} ({chosen.why}) from the previous list")
    return [Intent(clause, tool, (0, len(turn.cont.text)), "a change to an item of the previous list", fixed=ids)]


def names_a_pooled_item(turn: Turn, clause: Clause) -> bool:
    chosen = chain.choose(turn.cont.pool, turn.evidence, (clause.start, clause.end))
    return not chosen.ambiguous and len(chosen.elements) == 1 and "names" in chosen.why


def about_pool(turn: Turn) -> list[Intent]:
    """"What does the one from mum say?": a lookup of one element the previous turn listed,
    with the read tool that takes its id."""
    sample = turn.cont.pool[0]
    clause = turn.clauses[0] if turn.clauses else Clause(turn.reading.text, 0, len(turn.reading.text), [], "question")
    if not clause.wants_facts or clause.mood == "smalltalk":
        return []
    previous_tools = {c.name for c in (turn.reading.previous.work() if turn.reading.previous else [])}
    for profile in turn.toolbox.work:
        if profile.act or profile.name in previous_tools:
            continue
        ids = [p for p in profile.params if p.essential and key_in(p.name, sample)]
        if ids:
            turn.notes.append(f"{profile.name}: the message is about one item of the previous list; reading it")
            return [Intent(clause, profile, (clause.start, clause.end), "reads only")]
    return []


def retried(turn: Turn) -> list[Intent]:
    """"ugh ok, the 12 o'clock one then" after "no kayaks free 10–12" with its alternatives: the
    action that failed, again, with the values of the alternative the message picks. Only an
    action the user asked for before, only when one alternative is picked, never for a question."""
    previous = turn.reading.previous
    failed = [c for c in previous.work() if c.output is not None and c.output.is_error and c.args is not None] if previous else []
    clause = turn.clauses[0] if turn.clauses else None
    if not failed or clause is None or clause.mood not in ("request", "statement") or clause.negated:
        return []
    call = failed[-1]
    profile = turn.toolbox.get(call.name)
    offered = alternatives_in(call.output) if profile is not None and profile.act else []
    offered = [o for o in offered if any(profile.param(k) is not None for k in o)]
    if not offered:
        return []
    chosen = chain.choose(offered, turn.evidence, (0, len(turn.reading.text)))
    if chosen.ambiguous or len(chosen.elements) != 1:
        return []
    picked = {k: v for k, v in chosen.elements[0].items() if profile.param(k) is not None}
    turn.notes.append(f"{profile.name}: '{shorten(turn.reading.text, 40)}' picks one of the alternatives its failed call offered ({chosen.why})")
    return [Intent(clause, profile, (0, len(turn.cont.text)), "the user picks an alternative to the action they asked for",
                   base={**(call.args or {}), **picked}, fixed=picked)]


_THE_OTHER = re.compile(r"\b(?:the other(?: one)?|other one|(?:and|what about|how about) (?:the )?other)\b", re.I)


def the_other_of_two(turn: Turn) -> list[Intent]:
    """"What meds is Mochi on?" … "and the other one?": the previous lookups again, for the other of
    the two things the instructions name with an id (the other pet), when the previous result
    lists nothing else "the other one" could be."""
    from labkit.sim.engine.fill.instructions import named_ids

    previous = turn.reading.previous
    if previous is None or not turn.reading.instructions or not _THE_OTHER.search(turn.reading.text) or len(turn.cont.pool) >= 2:
        return []
    named = named_ids(turn.reading.instructions)
    out: list[Intent] = []
    clause = turn.clauses[0] if turn.clauses else Clause(turn.reading.text, 0, len(turn.reading.text), [], "question")
    for call in turn.cont.base:
        profile = turn.toolbox.get(call.name)
        if profile is None or profile.act or not call.args:
            continue
        for key, value in call.args.items():
            kind = re.match(r"[A-Za-z]*", str(value)).group(0)
            siblings = [ident for _name, ident, _around in named if re.match(r"[A-Za-z]*", ident).group(0) == kind]
            if str(value) in siblings and len(set(siblings)) == 2:
                other = next(i for i in siblings if i != str(value))
                turn.notes.append(f"{profile.name}: 'the other one' is {other}, the other of the two the instructions name")
                out.append(Intent(clause, profile, (0, len(turn.cont.text)), "continues the previous request",
                                  base={**call.args, key: other}, fixed={key: other}))
                break
    return out


def previous_args(turn: Turn) -> dict[str, Any]:
    """Every argument the previous turn's calls used, by name (a follow-up keeps them)."""
    merged: dict[str, Any] = {}
    previous = turn.reading.last_worked()
    if previous is None:
        return merged
    for call in previous.work():
        for key, value in (call.args or {}).items():
            if value not in (None, "", [], {}):
                merged[key] = value
    return merged


def _buyers(turn: Turn) -> list[ToolProfile]:
    """The tools that buy, order, book or sign up: what taking something calls."""
    return [p for p in turn.toolbox.work if p.act and p.verb and any(lexicon.same_action(p.verb, v) for v in _ACQUIRING)]


def _the_buyer_asked_before(turn: Turn, buyers: list[ToolProfile]) -> ToolProfile | None:
    """Of several buyers, the one the previous message fits best (None: a tie, nothing says which)."""
    previous = turn.reading.previous.text
    asked = clauses_of(previous, turn.toolbox.command_words)
    scored = {m.profile.name: m.score for c in asked for m in rank(c, turn.toolbox, gather(previous, turn.reading.today))}
    ranked = sorted(buyers, key=lambda p: -scored.get(p.name, 0.0))
    return ranked[0] if scored.get(ranked[0].name, 0.0) > scored.get(ranked[1].name, 0.0) else None


def taken(turn: Turn) -> list[Intent]:
    """"Get me two", "I'll take it" after a lookup: the one tool that buys, orders or books,
    for what the previous message asked about (its values fill the call)."""
    buyers = _buyers(turn)
    if len(buyers) > 1:
        best = _the_buyer_asked_before(turn, buyers)
        if best is None:
            return []  # two ways to buy and nothing says which
        buyers = [best]
    if not buyers:
        return []
    clause = turn.clauses[-1] if turn.clauses else Clause(turn.reading.text, 0, len(turn.reading.text), [], "request")  # "great, get me two"
    turn.notes.append(f"{buyers[0].name}: '{shorten(turn.reading.text, 40)}' takes what the previous answer offered")
    return [Intent(clause, buyers[0], (0, len(turn.cont.text)), "the user says they will take it")]


#: What makes a choice from a list a request to take it: "the 1:30 with jess please", "the jars one,
#: just me", "the second one for Ana", "I'll take the 10am" (not "the jars one looks fun").
_TAKES_IT = re.compile(r"\b(?:please|pls|plz|(?:works|is fine|'s fine|suits (?:me|us)|is perfect|sounds (?:good|great|perfect))\s*[.!]*\s*$|i'?ll take|ill take|i will take|i'?ll do|ill do|i can do|i'?d like|we'?d like|let'?s (?:do|go for)|go (?:with|for)|i'?ll have|we'?ll have|"
                       r"just (?:me|us|the (?:two|three|four) of us|one|two)|for (?:me|us|both of us|the (?:two|three|four) of us|him|her|my \w+|[a-z]+)\s*[.!]*\s*$|"
                       r"for (?:me|us|him|her|one|two|three|four|\d)\b|put (?:me|us|her|him|them) (?:in|on|down))", re.I)


def picked(turn: Turn) -> list[Intent]:
    """"the 1:30 with jess please, for pepper" after a list of free slots: the user picks one item
    of the list the previous lookup returned, to take it — the one tool that books, orders or buys
    such items (its parameters take a field of the item, or the previous request named it). Never
    for a question, a negation or a remark without a word of taking."""
    from labkit.sim.engine.followup import listed_before

    previous = turn.reading.previous
    clause = turn.clauses[0] if turn.clauses else None
    if previous is None or clause is None or clause.mood not in ("request", "statement") or clause.negated or "?" in turn.reading.text \
            or re.match(r"\W*(?:not|no|nope|don'?t|never|neither|none)\b", turn.reading.text, re.I):
        return []
    if not _TAKES_IT.search(turn.reading.text) or any(lexicon.is_act_verb(v) and not any(lexicon.same_action(v, a) for a in _ACQUIRING) for v in clause.verbs):
        return []
    listed = listed_before(previous)
    if len(listed) < 2:
        return _picked_time(turn, clause, previous)
    chosen = chain.choose(listed, turn.evidence, (0, len(turn.evidence.text)))
    if chosen.ambiguous or len(chosen.elements) != 1 or not isinstance(chosen.elements[0], dict):
        return []
    item = chosen.elements[0]
    buyers = _buyers(turn)
    takers = [p for p in buyers if any(p2.essential and key_in(p2.name, item) for p2 in p.params)]
    own = id_of(item)
    by_its_id = [p for p in takers if own is not None and any(p2.essential and key_in(p2.name, {own[0]: own[1]}) for p2 in p.params)]
    if len(by_its_id) == 1:
        takers = by_its_id  # the slot's own `slot_id`, not the `property_id` the list was looked up for
    if len(takers) != 1 and len(buyers) > 1:
        best = _the_buyer_asked_before(turn, buyers)
        takers = [best] if best is not None else []
    elif len(takers) != 1:
        takers = buyers
    if len(takers) != 1:
        return []
    taker = takers[0]
    given = {}
    for key, value in item.items():
        param = taker.param(key)
        if param is None or isinstance(value, (dict, list)):
            continue
        if param.enum and isinstance(value, str):
            value = next((v for v in param.enum if isinstance(v, str) and v.lower() == value.lower()), value)
        if checked_value(param, value) is not None:
            given[key] = checked_value(param, value)  # the item's own values ("barber": "Lou") are the call's
    for call in previous.work():
        profile = turn.toolbox.get(call.name)
        if profile is None or profile.act or call.output is None or call.output.is_error:
            continue
        for key, value in (call.args or {}).items():
            argument = _as_argument(taker, key, value) if not isinstance(value, dict) else None
            if argument is not None and argument[0] not in given:
                given[argument[0]] = argument[1]  # the service the slots were looked up for is the one booked
    turn.notes.append(f"{taker.name}: '{shorten(turn.reading.text, 40)}' picks one item of the previous list to take it ({chosen.why})")
    return [Intent(clause, taker, (0, len(turn.cont.text)), "the user picks one of the listed items to take it", base=given or None, fixed=given)]


_PART_OF_DAY = {"morning": (0, 12), "afternoon": (12, 17), "evening": (17, 24), "lunchtime": (11, 14)}


def _picked_time(turn: Turn, clause: Clause, previous: Any) -> list[Intent]:
    """"the earliest afternoon one pls" after a lookup that listed free times ["09:00", …, "14:20"]:
    the one booking tool, with the lookup's own values (branch, day, kind) and the time picked."""
    from labkit.sim.engine.outputs import list_in

    for call in reversed(previous.work()):
        if call.output is None or call.output.is_error:
            continue
        times, holder = list_in(call.output.value), {}
        if not _is_times(times):
            found = _times_of_the_one_meant(call.output.value, call.args or {}, turn.reading.text)
            times, holder = found if found is not None else (None, {})
        if not _is_times(times):
            continue
        low = turn.reading.text.lower()
        part = next((span for word, span in _PART_OF_DAY.items() if word in low), None)
        if part is not None:
            times = [t for t in times if part[0] <= int(t.split(":")[0]) < part[1]]
        one = chain.choose_scalar(times, turn.reading.text) if times else None
        if one is None:
            return []
        takers = [p for p in _buyers(turn) if all(_param_like(p, k) is not None for k in (call.args or {}) if (call.args or {}).get(k) not in (None, ""))]
        if len(takers) != 1:
            return []
        taker = takers[0]
        timed = next((q for q in taker.params if slot_of(q).kind in ("time", "datetime")), None)
        if timed is None:
            return []
        base = dict(argument for key, given in [*holder.items(), *(call.args or {}).items()] if (argument := _as_argument(taker, key, given)) is not None)
        day = next((v for v in base.values() if isinstance(v, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", v)), None)
        value: Any = one[0] if slot_of(timed).kind == "time" else (f"{day}T{one[0]}:00" if day else None)
        if value is None or checked_value(timed, value) is None:
            return []
        turn.notes.append(f"{taker.name}: '{shorten(turn.reading.text, 40)}' picks {one[0]} ({one[1]}) of the times {call.name} listed")
        fixed = {**base, timed.name: checked_value(timed, value)}
        return [Intent(clause, taker, (0, len(turn.cont.text)), "the user picks one of the listed times to take it", base=fixed, fixed=fixed)]
    return []


def _param_like(profile: ToolProfile, key: str) -> Any:
    """The parameter of `profile` named `key`, or named as its plural or singular (`services` for `service`)."""
    return profile.param(key) or next((q for q in profile.params if stem(q.name) == stem(key) or q.name.rstrip("s") == key.rstrip("s")), None)


def _as_argument(taker: ToolProfile, key: str, value: Any) -> tuple[str, Any] | None:
    """A value a lookup was asked with (or a listed record holds) as the taker's argument: its
    parameter of that name or its plural (`service` looked up, `services` booked), checked."""
    param = _param_like(taker, key)
    if param is None or value in (None, ""):
        return None
    checked = checked_value(param, [value] if param.kind == "array" and not isinstance(value, list) else value)
    return (param.name, checked) if checked is not None else None


def _is_times(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(t, str) and re.fullmatch(r"\d{1,2}:\d{2}", t) for t in value)


def _times_of_the_one_meant(value: Any, args: dict[str, Any], text: str) -> tuple[list[str], dict[str, Any]] | None:
    """Free times kept per person, place or kind: {"openings": {"Femke": ["09:30", …], "Jo": […]}}
    or [{"treatment": "facial", "free_start_times": ["11:00", …]}, …] — the group the message or
    the lookup named (or the only one), with the record that holds it ({} for a plain group)."""
    said = " ".join([text.lower()] + [str(v).lower() for v in args.values() if isinstance(v, str)])

    def named(words: str) -> bool:
        return bool(words) and re.search(rf"(?<!\w){re.escape(words.lower())}(?!\w)", said) is not None

    groups: list[tuple[list[str], dict[str, Any], str]] = []  # (times, the record holding them, what names the group)
    holders = [value] if isinstance(value, list) else list(value.values()) if isinstance(value, dict) else []
    for item in holders[:50]:
        if isinstance(item, dict) and item and all(isinstance(g, list) for g in item.values()):
            groups += [(g, {}, str(key)) for key, g in item.items() if _is_times(g)]  # {"Femke": [...], "Jo": [...]}
        elif isinstance(item, list):  # [{"treatment": "facial", "free_start_times": [...]}, …]
            groups += [(g, record, " ".join(str(v) for v in record.values() if isinstance(v, str)))
                       for record in item[:50] if isinstance(record, dict) for g in record.values() if _is_times(g)]
    if len(groups) == 1:
        return groups[0][0], groups[0][1]
    chosen = [(g, record) for g, record, label in groups if label.split() and named(label.split()[0])
              and any(named(part) for part in label.split() if len(part) > 2)]
    return chosen[0] if len(chosen) == 1 else None


def inherited(turn: Turn) -> list[Intent]:
    """A follow-up that names no tool continues the previous turn's calls with new values."""
    out: list[Intent] = []
    clause = turn.clauses[0] if turn.clauses else Clause(turn.reading.text, 0, len(turn.reading.text), [], "question")
    base = turn.cont.base
    fed = _feeder_calls(base)
    if len(fed) < len(base):
        base = [call for call in base if call.call_id not in fed]  # the lookups that only found an id are not asked again
    pool_ids = _pool_ids(turn)
    renamed = own_values(turn, clause) or any(m.kind in ("name", "place", "person") for m in turn.evidence.mentions)
    for call in base:
        profile = turn.toolbox.get(call.name)
        if profile is None:
            continue
        if profile.act and not (clause.may_act and (authorize(profile, clause) or turn.cont.kind == "clarified") or turn.cont.again):
            continue  # ("do the worker too" asks for the same action again, in so many words)
        args = dict(call.args or {})
        if turn.cont.again:
            args = _swap_in_again(turn, args)  # "do the worker too": the api's place in the call is the worker's now
        if renamed or names_other_record(turn, clause):
            # "and the calathea?": the id of the thing the last call was about is not kept
            args = {k: v for k, v in args.items() if str(v) not in pool_ids}
        turn.notes.append(f"{profile.name}: continued from the previous turn with the new values")
        out.append(Intent(clause, profile, (0, len(turn.cont.text)), "continues the previous request" if not profile.act else "asked again with the missing values",
                          base=args))
    return out


#: The kinds of value a correction may change in the action just taken ("make it three", "make it 8pm").
_CORRECTED_KINDS = frozenset("number date time datetime range duration money percent".split())


def corrected_action(turn: Turn) -> list[Intent]:
    """"actually make it three" after "put me on the waitlist for two": the one action the previous
    turn took, asked again with the value the correction states — the user asked for it and now
    changes it. Not when another tool changes that thing (then that tool is the one asked), nor
    for a question or a negation."""
    clause = turn.clauses[0] if turn.clauses else None
    if clause is None or clause.negated or clause.mood not in ("request", "statement") or "?" in turn.reading.text:
        return []
    acts = [call for call in turn.cont.base if (p := turn.toolbox.get(call.name)) is not None and p.act]
    if len(acts) != 1:
        return []
    profile = turn.toolbox.get(acts[0].name)
    if not any(m.kind in _CORRECTED_KINDS for m in turn.evidence.mentions):
        return []  # ("actually make it the Golf": another thing to find, not a value to change)
    own = profile.objects | {profile.verb or ""}
    if any(o.act and o is not profile and (o.objects & profile.objects or any({stem(w) for w in p.words} & own for p in o.params))
           for o in turn.toolbox.work):
        return []  # ("make it four people" and `change_booking(booking_ref)`: the change is that tool's)
    turn.notes.append(f"{profile.name}: '{shorten(turn.reading.text, 40)}' corrects the action just taken: asked again with the new value")
    return [Intent(clause, profile, (0, len(turn.cont.text)), "the user corrects the action they just asked for", base=dict(acts[0].args or {}))]


def _swap_in_again(turn: Turn, args: dict[str, Any]) -> dict[str, Any]:
    """The thing "do the worker too" names, put where the previous call had the thing the user
    named then (a value said in the message before, at any depth of the arguments)."""
    said = _AGAIN_THING.match(turn.reading.text)
    if said is None:
        return args
    thing = said.group(1)
    before = {w.lower() for earlier in turn.reading.earlier()[:3] for w in words(earlier.text)}  # "the api" … "scale it to 8" … "do the worker too"

    def swap(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: swap(v) for k, v in value.items()}
        if isinstance(value, str) and value.lower() in before and not any(ch.isdigit() for ch in value) and "-" not in value:
            return thing
        return value

    swapped = {k: swap(v) for k, v in args.items()}
    if swapped != args:
        turn.notes.append(f"'{thing}' takes the place of what the previous request named")
    return swapped


def other_item_again(turn: Turn, clause: Clause) -> bool:
    """"And the garage one?" after a snapshot of the front camera: the clause names another
    record of the previous list, and the previous calls were about one of its records (took its id)."""
    pool_ids = _pool_ids(turn)
    about_one = any(str(value) in pool_ids for call in turn.cont.base for value in (call.args or {}).values())
    return about_one and names_other_record(turn, clause)


def _pool_ids(turn: Turn) -> set[str]:
    """The ids of the records the previous turn listed."""
    return {str(ident[1]) for record in turn.cont.pool if (ident := id_of(record)) is not None}


def names_other_record(turn: Turn, clause: Clause) -> bool:
    """Does the clause name a record of the previous list other than the one last used?"""
    if not turn.cont.pool:
        return False
    chosen = chain.choose(turn.cont.pool, turn.evidence, (clause.start, clause.end))
    return bool(chosen.elements) and not chosen.ambiguous and not any(r in turn.cont.focused for r in chosen.elements)


def _feeder_calls(calls: list[Call]) -> set[str]:
    """Calls whose output only supplied a value to a later call of the list."""
    out: set[str] = set()
    for index, call in enumerate(calls):
        if call.output is None or call.output.is_error:
            continue
        for later in calls[index + 1 :]:
            values = [v for v in (later.args or {}).values() if isinstance(v, (str, int)) and len(str(v)) >= 2]
            if any(f'"{v}"' in call.output.text or f": {v}," in call.output.text for v in values):
                out.add(call.call_id)
    return out
