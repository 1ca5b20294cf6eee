"""Stage 5, a required value the conversation does not give: the user's short answer, a value of a
list shown before, the record the request names, a producer tool called first (with what it
should search for) — and only then a question. Methods of `Planner` (mixed in)."""

from __future__ import annotations

import re
from typing import Any

from labkit.sim.engine import chain, lexicon, sources
from labkit.sim.engine.compose import item_id_param
from labkit.sim.engine.fill import Filled, fill
from labkit.sim.engine.fill.coerce import checked_value
from labkit.sim.engine.outputs import Output, id_of, list_in
from labkit.sim.engine.plan.intent import Intent
from labkit.sim.engine.schema import Param, valid
from labkit.sim.engine.slots import slot_of
from labkit.sim.engine.tools import ToolProfile
from labkit.sim.engine.words import STOPWORDS, stem, words

#: Words of a lookup that returns a whole record ("Full details of a listing").
_DETAIL_WORDS = frozenset(stem(w) for w in "detail details full info information everything profile record".split())


class MissingValues:
    """The `Planner`'s methods for a missing required value (see the module docstring)."""

    def resolve_missing(self, intent: Intent, filled: Filled, missing: list[Param]) -> Intent:
        """A required value is not in the conversation: look it up with a producer, or ask."""
        profile = intent.profile
        param = missing[0]
        answered = self._bare_answer(param, missing)
        if answered is not None and param.name not in intent.fixed:
            intent.fixed[param.name] = answered
            self.notes.append(f"{profile.name}: {param.name} is '{answered}', the user's answer to the question asked")
            return self.plan(intent)
        if param.name not in intent.fixed:
            picked = self._scalar_choice(intent, param)
            if picked is not None:
                intent.fixed[param.name] = picked[0]
                self.notes.append(f"{profile.name}: {param.name} is {picked[1]} of the values listed before")
                return self.plan(intent)
        span = self.choice_span or intent.span
        lacking = self.pool and all(chain._names_what_it_lacks(r, self.evidence, span, self.tool_words(profile)) for r in self.pool if isinstance(r, dict))
        if self.pool and self.refers and self._pool_supplies(param) and not lacking:
            # ("return the jacket" when none of the orders shown holds a jacket: not one of them)
            chosen = chain.choose(self.pool, self.evidence, span, ignore=self.tool_words(profile))
            if chosen.ambiguous and self.previous_evidence is not None:
                earlier = chain.choose(self.pool, self.previous_evidence, (0, len(self.previous_evidence.text)), ignore=self.tool_words(profile))
                if earlier.elements and not earlier.ambiguous:
                    chosen = chain.Chosen(earlier.elements, earlier.why + " asked for before")
            if chosen.ambiguous and self.reading.previous is not None and self.reading.previous.answer:
                named = chain.named_in(self.pool, self.reading.previous.answer)
                if len(named) == 1:
                    chosen = chain.Chosen(named, "the one the last answer named")  # "The newest is 41, Anglerfish." … "play it"
            if chosen.elements and not chosen.ambiguous:
                return self.with_focus(intent, chosen.elements[:1] if not chain.wants_each(self.evidence.text) else chosen.elements, chosen.why + " (from the previous answer)")
        free = self.free_time_lookup(intent, param, intent.focus)
        if free is not None:
            return free  # "to the earliest you've got on tuesday": the free times first, then their earliest
        owed = self._owed_lookup(intent, param)
        if owed is not None:
            return owed  # "send Ben what he's owed": the lookup that says what he is owed, first
        priced = self._priced_lookup(intent, param)
        if priced is not None:
            return priced  # "what's the bluefin invoice worth in euros?": the invoice's total, looked up first
        if param.name not in intent.fixed and slot_of(param).kind == "id" and not any(
                m.kind in ("name", "person") and intent.span[0] <= m.start < intent.span[1] for m in self.evidence.mentions):
            before = self._id_used_before(param)  # (a name said now may be another one's: its lookup decides)
            if before is not None:
                intent.fixed[param.name] = before[0]
                self.notes.append(f"{profile.name}: {param.name} is {before[0]}, {before[1]}")
                return self.plan(intent)
        if param.name not in intent.fixed and profile.act and slot_of(param).kind != "id":
            asked = self._asked_by_the_lookup_before(profile, param)
            if asked is not None:
                intent.fixed[param.name] = asked[0]
                self.notes.append(f"{profile.name}: {param.name} is {asked[0]}, {asked[1]}")
                return self.plan(intent)
        waiting: tuple[ToolProfile, list[Param]] | None = None  # a producer that first needs a value of its own
        wanted = item_id_param(param) if param.kind == "array" else None  # order lines: the lookup that lists item ids
        said_by_user = not profile.act and slot_of(param).kind in ("date", "datetime", "time")  # a lookup's day is the user's to say
        if profile.act and lexicon.same_action(profile.verb or "", "creat") and slot_of(param).kind in ("person", "text", "title", "content", "email", "phone", "place"):
            said_by_user = True  # "add my cousin as a recipient": the new one's name is the user's to give, not an existing record's
        if profile.act and profile.verb in _MAKES_NEW and names_the_new_thing(profile, param):
            said_by_user = True  # "new flag please: gift-wrap-option" and createFlag(key): the new flag's key is the user's to give
        own = bool(re.search(r"\b(?:my|our)\b", self.evidence.text[intent.span[0] : intent.span[1]][:2000], re.I))
        found = [] if said_by_user else sources.producers(wanted or param, self.toolbox, profile, frozenset(intent.clause.content), own=own)
        if not found and not said_by_user and any(m.kind in ("name", "title", "quoted", "place") and m.text[:1].isupper() and intent.span[0] <= m.start < intent.span[1] for m in self.evidence.mentions):
            found = sources.lone_search(param, self.toolbox, profile)  # "take Salt Marsh off my list": the catalogue's search finds it
        for producer in found:
            calls = self.ran(producer.name)
            if calls:
                return self.from_producer(intent, producer, self.ran_for(intent, calls), param)
            about = {k: v for k, v in (intent.focus or {}).items() if producer.param(k) is not None and not isinstance(v, (dict, list))
                     and producer.param(k).name != param.name and slot_of(producer.param(k)).kind not in ("date", "datetime", "time")}  # "push it to friday": the visit's property and pest find its new slots
            hint = {**about, **{k: v for k, v in intent.fixed.items() if producer.param(k) is not None}, **self._lookup_hint(producer, intent, param)}
            searched = next((p for p in producer.params if p.essential and slot_of(p).kind == "query"), None)
            if searched is not None and searched.name not in hint and param.kind == "array" and not self.ran(producer.name):
                continue  # "log my dinner": the foods to search for are not said — the model asks what they were
            feed = fill(producer, self.context(intent, outputs=self.outputs(exclude=producer.name), fixed=hint, minimal=True, for_action=profile.act,
                                                       action_params=frozenset(p.name for p in profile.params)))
            asked_before = [c for c in (self.reading.previous.work() if self.refers and self.reading.previous else []) if c.name == producer.name and c.args]
            if feed.missing and asked_before:
                # "the second one please" after a search: the same search again, with what it was asked then
                kept = {k: v for k, v in asked_before[-1].args.items() if k in {p.name for p in feed.missing}}
                feed = fill(producer, self.context(intent, outputs=self.outputs(exclude=producer.name), fixed={**kept, **hint}, minimal=True,
                                                   for_action=profile.act, action_params=frozenset(p.name for p in profile.params)))
            if feed.missing:
                # "add its ingredients": the recipe's lookup needs the recipe's id, which an earlier
                # call of this turn listed (the one the message names)
                known = self._ids_listed_before(feed.missing)
                if known:
                    feed = fill(producer, self.context(intent, outputs=self.outputs(exclude=producer.name),
                                                       fixed={**hint, **known}, minimal=True, for_action=profile.act,
                                                       action_params=frozenset(p.name for p in profile.params)))
            if feed.missing:
                if waiting is None and not producer.act:
                    waiting = (producer, list(feed.missing))
                continue
            return self.call_first(intent, producer, feed, f"first {producer.name}: {profile.name} needs its {param.name}",
                                   f"{profile.name} needs {param.name}, which {producer.name} returns: calling it first, not guessing")
        if self.pool:
            chosen = chain.choose(self.pool, self.evidence, self.choice_span or intent.span)
            if chosen.elements and not chosen.ambiguous:
                return self.with_focus(intent, chosen.elements, chosen.why)
        details = self._details_lookup(intent, param)
        if details is not None:
            return details
        names = [p.name for p in filled.missing]
        ids = [p.name for p in filled.missing if slot_of(p).kind == "id"]
        if waiting is not None and ids == [param.name] and all(p.kind != "array" for p in waiting[1]):
            # "move my check-up": the free slots are found by date, so the question is which day, not which slot id
            # ("book me a meeting room next week": which location, and the start and end time)
            asked = [p.name for p in waiting[1]] + [n for n in names if n != param.name and n not in {p.name for p in waiting[1]}]
            intent.ask, intent.asked_of = "missing:" + ",".join(asked), waiting[0]
            self.notes.append(f"{profile.name}: not called — {names[0]} comes from {waiting[0].name}, which needs {', '.join(asked)}: asking for that")
            return intent
        intent.ask = "missing:" + ",".join(names)
        self.notes.append(f"{profile.name}: not called — the user did not give {', '.join(names)} and no tool returns it: asking")
        return intent

    def _owed_lookup(self, intent: Intent, param: Param) -> Intent | None:
        """"pay Aoife what she's owed": an amount a record says, so the lookup whose description
        speaks of it (owed, due, earned) is called first; None when none does or it ran already."""
        from labkit.sim.engine.fill.history import WHAT_IS_OWED

        said = WHAT_IS_OWED.search(self.evidence.text[intent.span[0] : intent.span[1]]) if slot_of(param).kind == "amount" else None
        if said is None:
            return None
        word = stem(said.group(1).lower())
        for producer in self.toolbox.work:
            if producer.act or producer is intent.profile or word not in {stem(w) for w in words(producer.tool.description or "")}:
                continue
            if self.ran(producer.name):
                return None  # (it ran and its records hold no such amount: asked for)
            feed = fill(producer, self.context(intent, outputs=self.outputs(exclude=producer.name), minimal=True, for_action=True,
                                               action_params=frozenset(p.name for p in intent.profile.params)))
            if not feed.missing:
                return self.call_first(intent, producer, feed, f"first {producer.name}: {intent.profile.name} needs the amount '{said.group(0)}'",
                                       f"{intent.profile.name} needs {param.name}, '{said.group(0)}', which {producer.name} reports: calling it first")
        return None

    def _priced_lookup(self, intent: Intent, param: Param) -> Intent | None:
        """A conversion's amount that a record the request names holds (see `plan.priced`): the
        lookup that lists such records first (one whose name shares a word with the request, or
        whose description sends its sums to this tool), then the named record's sum and currency.
        None when the tool is no conversion, nothing is named, or no single record is."""
        from labkit.sim.engine.plan.priced import MONEY_STEMS, is_converter, money_of, source_currency, wants_a_currency

        profile = intent.profile
        if slot_of(param).kind != "amount" or param.name in intent.fixed or not is_converter(profile) \
                or not wants_a_currency(self.evidence, intent.span):
            return None  # ("who eats the exchange rate risk?": no sum asked for in a currency)
        own = self.tool_words(profile) | {stem(w) for w in "currenc money worth much cost rough roughly".split()}
        named = set(intent.clause.content) - own - STOPWORDS
        if not named:
            return None  # "convert it to euros": no record named (the model asks how much)
        lookups = [p for p in self.toolbox.work if not p.act and p is not profile and not p.is_handoff]
        chosen_by = [p for p in lookups if profile.name in (p.tool.description or "")  # "… (use convert_currency for …)"
                     or ({stem(w) for w in p.name_words} | set(p.objects)) & named]  # "the bluefin invoice" and list_invoices
        priced_ones = [p for p in lookups if {stem(w) for w in words((p.tool.description or "")[:400])} & MONEY_STEMS]
        if not chosen_by and len(priced_ones) == 1:
            chosen_by = priced_ones  # "2 hours at the loft" and the one lookup whose description speaks of prices
        for producer in chosen_by:
            calls = self.ran(producer.name)
            if calls:
                output = calls[-1].output
                if output is None or output.is_error:
                    return None
                listed = list_in(output.value)
                said = frozenset(float(m.value) / unit for m in self.evidence.mentions if intent.span[0] <= m.start < intent.span[1]
                                 and m.kind in ("number", "count", "duration") and isinstance(m.value, (int, float)) and not isinstance(m.value, bool)
                                 for unit in ((1, 60, 1440) if m.kind == "duration" else (1,)))  # ("2 hours": 120 minutes, or 2 hours)
                records = [r for r in (listed if listed is not None else [output.value]) if isinstance(r, dict) and money_of(r, said) is not None]
                if not records:
                    continue
                chosen = chain.choose(records, self.evidence, intent.span, ignore=self.tool_words(profile, producer)) if len(records) > 1 \
                    else chain.Chosen(records, "the one record")
                if chosen.ambiguous or len(chosen.elements) != 1:
                    return None
                amount, currency = money_of(chosen.elements[0], said) or (None, None)
                intent.fixed[param.name] = amount
                source = source_currency(profile)
                if currency and source and source not in intent.fixed and checked_value(profile.param(source), currency) is not None:
                    intent.fixed[source] = checked_value(profile.param(source), currency)
                self.notes.append(f"{profile.name}: {param.name} is {amount:g}{' ' + currency if currency else ''}, the sum of "
                                  f"{chosen.why} {producer.name} returned")
                return self.plan(intent)
            feed = fill(producer, self.context(intent, outputs=self.outputs(exclude=producer.name), minimal=True))
            if feed.missing:
                continue
            return self.call_first(intent, producer, feed, f"first {producer.name}: {profile.name} needs the sum of the record the request names",
                                   f"{profile.name} needs {param.name}, a sum {producer.name} lists: calling it first")
        return None

    def _id_used_before(self, param: Param) -> tuple[Any, str] | None:
        """"Is Biscuit up to date on his jabs?" … "what's free on Friday?" … "book the 4:45 one":
        the one id of this name the conversation's calls used (the pet it has been about), newest
        turn first; None when no call used one, or the newest turn that did used several."""
        for back, earlier in enumerate(self.reading.earlier()[:4], start=1):
            used = {str(call.args[param.name]) for call in earlier.work() if call.args and isinstance(call.args.get(param.name), (str, int))
                    and not isinstance(call.args.get(param.name), bool) and call.output is not None and not call.output.is_error}
            if len(used) == 1:
                value = next(iter(used))
                return (checked_value(param, value), f"the one an earlier call used ({back} turn(s) back)") if checked_value(param, value) is not None else None
            if used:
                return None
        return None

    def _asked_by_the_lookup_before(self, profile: ToolProfile, param: Param) -> tuple[Any, str] | None:
        """"Thursday for 4?" … "grab the 7:30 then": the value the previous turn's lookup of the same
        things was asked with (its date, its party size), when that lookup shares at least two
        parameters with the action — what the user is taking is what they looked up. None otherwise."""
        previous = self.reading.previous
        if previous is None:
            return None
        names = {p.name for p in profile.params}
        for call in reversed(previous.work()):
            looked = self.toolbox.get(call.name)
            if looked is None or looked.act or call.output is None or call.output.is_error or not call.args:
                continue
            shared = names & {k for k, v in call.args.items() if v not in (None, "", [], {})}
            value = call.args.get(param.name)
            if len(shared) < 2 or value in (None, "", [], {}) or isinstance(value, dict):
                continue
            checked = checked_value(param, value)
            if checked is not None:
                return checked, f"what the user looked up with {call.name} last turn"
        return None

    def _details_lookup(self, intent: Intent, param: Param) -> Intent | None:
        """"Monthly payments on L-4425 with 150k down": the price is a field of the listing the
        request names, so the lookup that takes that id alone reads it first (then
        `from_producer` takes the value from its record). None when no such lookup fits."""
        if slot_of(param).kind in ("id", "date", "datetime", "time", "person", "email", "phone", "count"):
            return None
        for producer in self.toolbox.work:
            essential = [p for p in producer.params if p.essential]
            if producer.act or producer is intent.profile or len(essential) != 1 or slot_of(essential[0]).kind != "id":
                continue
            told = {stem(w) for w in words(f"{producer.name} {producer.tool.description or ''}"[:300])}
            if not told & _DETAIL_WORDS and not {stem(w) for w in param.words} & told:
                continue  # a budget's lookup does not hold a service's replicas: only a lookup of the whole record
            calls = self.ran(producer.name)
            if calls:
                if calls[-1].output is not None and not calls[-1].output.is_error and isinstance(calls[-1].output.value, dict):
                    from labkit.sim.engine.fill.records import from_record

                    if from_record(calls[-1].output.value, param, loose=True) is not None:
                        return self.with_focus(intent, [calls[-1].output.value], f"the record {producer.name} returned")
                continue
            feed = fill(producer, self.context(intent, minimal=True))
            source = feed.sources.get(essential[0].name, "")
            if feed.missing or not source.startswith("the text:"):
                continue  # only an id the request itself states
            return self.call_first(intent, producer, feed, f"first {producer.name}: {intent.profile.name} needs {param.name}, "
                                                           f"a field of the {essential[0].name} the request names",
                                   f"{intent.profile.name} needs {param.name}; {producer.name} reads the record the request names: calling it first")
        return None

    def _bare_answer(self, param: Param, missing: list[Param]) -> str | None:
        """"To book it I need the customer name." … "Sam": a short reply to our question, when one
        text value is still missing, is that value."""
        if self.choice_span is None or len(missing) != 1 or param.kind != "string" or param.enum:
            return None
        if slot_of(param).kind not in ("person", "thing", "title", "text", "place", "query"):
            return None
        reply = self.evidence.text[self.choice_span[0] : self.choice_span[1]].strip(" .!,;:")
        reply = re.sub(r"^(?:it'?s|i'?m|my name is|name'?s|call me|it is|for|under|the)\s+", "", reply, flags=re.I).strip(" .!,;:")
        said = reply.split()
        if not 1 <= len(said) <= 4 or any(w.lower() in STOPWORDS for w in said[:1]) or any(ch.isdigit() for ch in reply):
            return None
        return reply if valid(reply, param.schema, param.root) else None

    def _pool_supplies(self, param: Param) -> bool:
        """Can the records of the previous answer give this value (a field of its name, or an id of
        its kind)? The slots listed before give a slot's id, not a pet's."""
        from labkit.sim.engine.fill.described import described_prefixes
        from labkit.sim.engine.fill.records import same_kind_of_id

        line_id = item_id_param(param) if param.kind == "array" else None
        if line_id is not None:
            return any(isinstance(r, dict) and line_id.name in r for r in self.pool)  # order lines need the items' own ids
        for record in self.pool:
            if not isinstance(record, dict):
                continue
            if param.name in record:
                return True
            if slot_of(param).kind != "id":
                return True  # a name, a date…: the item may still say it
            ident = id_of(record)
            if ident is not None and same_kind_of_id(param, ident[0]):
                return True
            prefixes = described_prefixes(param)
            if prefixes and any(isinstance(v, str) and v.startswith(prefixes) for v in record.values()):
                return True  # "Catalog id (pod_...)": the record carries one
        return False

    def _ids_listed_before(self, missing: list[Param]) -> dict[str, Any]:
        """Ids an earlier call of this turn listed, for the one record the message names: the
        values a lookup needs before it can feed the call asked for (a chain of three)."""
        found: dict[str, Any] = {}
        for param in missing:
            if slot_of(param).kind != "id":
                return {}
            for call in reversed(self.reading.current.work()):
                items = list_in(call.output.value) if call.ok and call.output is not None else None
                records = [item for item in items or [] if isinstance(item, dict) and param.name in item]
                if not records:
                    continue
                chosen = chain.choose(records, self.evidence, (0, len(self.evidence.text)))
                if not chosen.ambiguous and len(chosen.elements) == 1:
                    found[param.name] = chosen.elements[0][param.name]
                    self.notes.append(f"{param.name} <- {found[param.name]}: {chosen.why} of {call.name}'s list")
                break
            if param.name not in found:
                return {}
        return found

    def _scalar_choice(self, intent: Intent, param: Param) -> tuple[Any, str] | None:
        """"Book the earliest one" after a list of times: the value of that list the clause means."""
        from labkit.sim.engine.fill.coerce import checked_value

        for output in [o for o in self.outputs() if not o.is_error] + (self.earlier_outputs if self.refers else []):
            values = list_in(output.value)
            if not values or len(values) > 100 or any(isinstance(v, (dict, list)) for v in values):
                continue
            if not _values_fit(values, param, output):
                continue  # a list of times is not a list of service ids
            if all(checked_value(param, v) is not None for v in values):
                picked = chain.choose_scalar(values, self.evidence.text[intent.span[0] : intent.span[1]])
                if picked is not None:
                    return checked_value(param, picked[0]), picked[1]
        return None

    def _lookup_hint(self, producer: ToolProfile, intent: Intent, param: Param) -> dict[str, Any]:
        """What a lookup made for a missing value should search for: the name or thing the clause
        mentions ("Priya" for an email address, "dentist" for an event id)."""
        from labkit.sim.engine.fill.freetext import kind_said
        from labkit.sim.engine.phrases import content_words
        from labkit.sim.engine.words import stem

        query = next((p for p in producer.params if slot_of(p).kind == "query" or slot_of(p).kind == "text" and p.essential
                      or (slot_of(p).kind == "person" and slot_of(param).kind in ("email", "phone", "person", "array"))), None)
        place_query = None
        if query is None and slot_of(param).kind == "id":
            # "pickup times at kings road": a store's id, found by the place the user names
            place_query = next((p for p in producer.params if p.essential and slot_of(p).kind == "place"), None)
            query = place_query
        if query is None:
            return {}
        kinds = ("place", "name", "quoted") if place_query is not None else ("person", "name", "quoted", "place", "email", "id")
        if slot_of(param).kind == "id" and not _identifies_people(param, producer):
            kinds = tuple(k for k in kinds if k not in ("person", "email"))  # "hold it for Maya": Maya is not the book
        named = [m for m in self.evidence.mentions if intent.span[0] <= m.start < intent.span[1] and m.kind in kinds]
        if place_query is not None:
            named.sort(key=lambda m: m.kind != "place")  # "the Fiat 500 in Lisbon": the place is Lisbon
        if not named and _POINTER.search(self.evidence.text[intent.span[0] : intent.span[1]]):
            # "find The Left Hand of Darkness and place a hold on it": the thing named before the pronoun
            named = [m for m in self.evidence.mentions if m.start < intent.span[0] and m.kind in ("name", "quoted")][-1:]
        if named and place_query is not None:
            said = set(named[0].before[-1:])
            side = "end" if said & {"to", "into", "towards", "for"} else "start" if said & {"from"} else None
            sided = next((p for p in producer.params if slot_of(p).kind == "place" and slot_of(p).side == side), None) if side else None
            if sided is not None:
                return {sided.name: named[0].value}  # "the earliest ride to Grenoble": Grenoble is where it goes, not where it leaves from
        if named:
            return {query.name: named[0].value}
        kind = kind_said(query, self.evidence.text[intent.span[0] : intent.span[1]], set())
        if kind is not None:
            return {query.name: kind}  # "enter her for the grade 4 piano exam" and exam dates by `instrument`: piano
        skipped = ("date", "datetime", "time", "range", "number", "duration", "money") + (("id", "email", "phone", "person") if place_query is not None else ())
        values = [(m.start, m.end) for m in self.evidence.mentions if m.kind in skipped]
        target_words = {stem(w) for w in (*intent.profile.name_words, *producer.name_words, *(w for p in intent.profile.params for w in p.words))} | set(intent.profile.terms)
        kept: list[str] = []
        for match in re.finditer(r"\S+", self.evidence.text[intent.span[0] : intent.span[1]]):
            start = intent.span[0] + match.start()
            word = match.group(0).strip(".,!?'\"")
            if any(a <= start < b for a, b in values) or word.lower() in ("my", "the", "a", "an", "please", "one", "to", "for", "me", "i", "and"):
                continue
            if word.lower() in _PACKAGING or word.lower() in _PHRASAL_VERBS:
                continue  # "chuck in two packs of the penne": neither the verb nor the pack is what is searched
            if word.lower() == "free" and kept and kept[-1].lower() in _FREE_OF:
                kept.append(word)  # "gluten free": one thing
                continue
            if content_words(word) and not any(c in target_words or c in intent.clause.verbs or lexicon.is_verb(c) or c in _NOT_NAMES for c in content_words(word)):
                kept.append(word)
        if place_query is not None and not any(w.lower() in _PLACE_NOUNS or w[:1].isupper() for w in kept[:3]):
            return {}  # a place the user has not named is asked for, not made of other words ("park my car")
        return {query.name: " ".join(kept[:4] if len(kept) > 3 and kept[1].lower() == "free" else kept[:3])} if kept else {}


_POINTER = re.compile(r"\b(?:it|that one|this one|them)\b", re.I)

#: Words that make a few lowercase words a place ("kings road", "the high street").
_PLACE_NOUNS = frozenset("road rd street st avenue ave lane square sq place way drive close park station centre center "
                         "mall market hill bridge gate cross green terrace parade quay wharf".split())


def _identifies_people(param: Param, producer: ToolProfile) -> bool:
    """Does this id name a person (`member_id`, `contact_id`), or is the lookup about people?"""
    from labkit.sim.engine.sources import PEOPLE_SOURCES, entity_words

    return bool(entity_words(param) & PEOPLE_SOURCES or set(producer.objects) & PEOPLE_SOURCES)


_PACKAGING = frozenset("pack packs packet packets box boxes bag bags bottle bottles can cans tin tins jar jars carton cartons "
                       "tub tubs bunch bunches punnet punnets loaf loaves pair pairs dozen".split())
_PHRASAL_VERBS = frozenset("chuck bung pop stick throw grab".split())
_FREE_OF = frozenset("gluten sugar dairy fat lactose alcohol caffeine nut wheat egg meat".split())
_NOT_NAMES = frozenset(stem(w) for w in "like want need love wish hope night morning evening afternoon tonight day week please".split())


def _values_fit(values: list[Any], param: Param, output: Output) -> bool:
    """May a listed plain value fill this parameter? Times fill times, days fill dates, and a
    list of codes fills an id only when the list is named for it ("slot_ids", "times")."""
    from labkit.sim.engine.fill.records import same_kind_of_id

    kind = slot_of(param).kind
    texts = [str(v) for v in values]
    if all(re.fullmatch(r"\d{1,2}:\d{2}(?::\d{2})?", t) for t in texts):
        return kind in ("time", "datetime")
    if all(re.fullmatch(r"\d{4}-\d{2}-\d{2}", t) for t in texts):
        return kind in ("date", "datetime")
    if kind == "id" and isinstance(output.value, dict):
        key = next((k for k, v in output.value.items() if isinstance(v, list) and v == values), None)
        return key is None or same_kind_of_id(param, key)
    return True


#: Verbs of tools that make a new thing whose own key the user chooses.
_MAKES_NEW = frozenset(stem(w) for w in "create new register setup define".split())
_OWN_KEYS = frozenset("id key slug handle code name identifier".split())


def names_the_new_thing(profile: ToolProfile, param: Param) -> bool:
    """Is `param` the key of the thing a create tool makes (`createFlag.key`, `create_project.slug`,
    `newFlag.flagKey`), not a reference to another record (`create_ticket.related_incident_id`)?"""
    parts = [stem(w.lower()) for w in param.words]
    if not parts or parts[-1] not in _OWN_KEYS:
        return False
    own = profile.objects | ({profile.head} if profile.head else set())
    return all(p in own for p in parts[:-1])
