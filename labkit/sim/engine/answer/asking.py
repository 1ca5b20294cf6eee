"""Asking for what an intent is missing: a short question naming the values in words ("To book
the table, I need the date and party size."), or the options of an unclear choice and which."""

from __future__ import annotations

from collections.abc import Sequence

from labkit.sim.engine import describe, places
from labkit.sim.engine.plan import Intent
from labkit.sim.engine.schema import Param
from labkit.sim.engine.tools import ToolProfile
from labkit.sim.engine.words import humanize, stem

_SLOT_NOUNS = {"datetime": "date and time", "date": "date", "time": "time", "place": "place", "person": "person",
               "email": "e-mail address", "duration": "duration"}


def _param_phrase(params: Sequence[Param]) -> str:
    """The missing values as words: `party_size` -> "party size", `when` -> "date and time"."""
    from labkit.sim.engine.slots import slot_of

    def named(param: Param) -> str:
        words = humanize(param.name).replace(" id", " ID")
        head, _, last = words.rpartition(" ")
        if head and (places.is_currency_code(last.upper()) or last.lower() in ("cents", "pence")):
            words = head  # `amount_gbp` -> "amount": the currency is the app's, not a thing to give
        if words.lower() in ("when", "where", "who", "what", "which", "at", "on"):
            return _SLOT_NOUNS.get(slot_of(param).kind, words)
        head, _, last = words.rpartition(" ")
        if head and last.lower() in ("at", "on", "by") and slot_of(param).kind in ("datetime", "date", "time"):
            return f"{head} {_SLOT_NOUNS[slot_of(param).kind]}"  # `dropoff_at` -> "dropoff date and time"
        return words

    return describe.join([named(p) for p in params])


def clarify(intent: Intent) -> str:
    """A short question for what the intent is missing."""
    action = describe.verb_phrase(intent.profile.name, intent.profile.verb)
    if intent.ask == "which" and len(intent.options) == 1:
        return f"I found one — {describe.item_phrase(intent.options[0])}. Is that the one I should use to {action}?"
    if intent.ask == "which" and intent.options:
        shown = "; ".join(describe.item_phrase(option) for option in intent.options[:5])
        return f"I found several — {shown}. Which one should I use to {action}?"
    names = (intent.ask or "").partition(":")[2].split(",")
    params = [p for p in (intent.asked_of or intent.profile).params if p.name in names]
    if intent.asked_of is not None:
        params += [p for p in intent.profile.params if p.name in names and all(q.name != p.name for q in params)]  # the action's own too
    options = [str(v).replace("_", " ") for v in params[0].enum if isinstance(v, str)] if len(params) == 1 else []
    if len(options) > 4:
        said = set(intent.clause.content)
        narrowed = [o for o in options if {stem(w) for w in o.split()} & said]
        options = narrowed if 2 <= len(narrowed) <= 5 else options if len(options) <= 6 else []
        # ("a roaming pass": the roaming passes of five add-ons, not the data top-ups)
    if 2 <= len(options) <= 6:
        listed = ", ".join(options[:-1]) + f" or {options[-1]}"
        return f"To {action}, I need the {_param_phrase(params)}: {listed}?"  # "…I need the service: walk in or postal?"
    return ask_for(intent.profile, params)


def ask_for(profile: ToolProfile, params: Sequence[Param]) -> str:
    """The question for values a tool needs and nobody gave ("To get the quote, I need the event
    date and delivery Eircode. Could you tell me them?"): the parameters in words, asked."""
    needed = _param_phrase(params) or "a few details"
    one = len(params) == 1 and not (needed.endswith("s") and not needed.endswith(("ss", "us")))
    return f"To {describe.verb_phrase(profile.name, profile.verb)}, I need the {needed}. {'What should it be?' if one else 'Could you tell me them?'}"
