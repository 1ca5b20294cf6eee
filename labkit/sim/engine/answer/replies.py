"""Replies to what no tool handles: a greeting, thanks, what the model can do, a text written from
the message's own data, a question about concepts or advice, a "how do I …" — offering the action
instead of doing it, or saying plainly that no tool does it; several offers said as one."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence

from labkit.sim import websearch
from labkit.sim.engine import describe, lexicon
from labkit.sim.engine.answer.asking import _param_phrase
from labkit.sim.engine.request import Clause
from labkit.sim.engine.tools import Toolbox, ToolProfile
from labkit.sim.engine.words import humanize, shorten, stem

#: How the offline model starts a reply it cannot give (said once per message).
OFFLINE = "I'm the simulated model running offline"


def _small_talk(text: str) -> str:
    low = text.lower()
    first = (low.split() or [""])[0].strip("!.,?")
    if first in ("no", "nope", "nah", "nevermind", "never", "not", "maybe"):
        return "OK, I won't do anything then. Let me know if you need something else."
    if any(word in low for word in ("thank", "thx", "cheers", "appreciate")):
        return "You're welcome! Let me know if there is anything else I can do."
    if any(word in low.split() for word in ("bye", "goodbye", "cya", "later")):
        return "Goodbye!"
    return "Hello! How can I help you today?"


def _capabilities(toolbox: Toolbox) -> str:
    names = [describe.verb_phrase(p.name, p.verb) for p in toolbox.work][:8]
    if not names:
        return "I can answer questions, but I have no tools to act with here."
    return "I can " + describe.join(names) + ". What would you like to do?"


_WRITING = frozenset(stem(w) for w in "write draft compose summarise summarize rewrite rephrase word phrase".split())


def asks_to_write(clause: Clause, related: Sequence[ToolProfile]) -> bool:
    """"Write a two-sentence message…", "draft a summary…" with no tool for it."""
    return clause.mood == "request" and bool({stem(v) for v in clause.verbs} & _WRITING) and not related


def written(message: str) -> str:
    """"Write a two-sentence message about this: {…data…}": no tool is needed — the model writes
    it from the data in the message. The simulated model is no writer: it states the data's facts,
    record by record ("Best deal — …. Notification — ….")."""
    start = message.find("{")
    if start < 0:
        return ""
    try:
        data, _end = json.JSONDecoder().raw_decode(message[start : start + 20_000])
    except ValueError:
        return ""
    if not isinstance(data, dict):
        return ""
    parts = []
    for key, value in list(data.items())[:6]:
        if isinstance(value, dict):
            sentence = describe.record_sentence(value, subject=humanize(key).capitalize(), limit=6)
        elif value not in (None, "", [], {}):
            sentence = f"{humanize(key).capitalize()}: {describe.value_text(key, value)}."
        else:
            sentence = f"{humanize(key).capitalize()}: none."
        if sentence:
            parts.append(sentence)
    return " ".join(parts)


def no_tool(clause: Clause, toolbox: Toolbox, related: Sequence[ToolProfile], message: str = "") -> str:
    """A reply to a clause no tool should handle (or could: then say so, and offer)."""
    text = clause.text.strip()
    if asks_to_write(clause, related):
        made = written(message or text)
        if made:
            return made
    if clause.mood == "smalltalk":
        return _small_talk(text)
    low = text.lower()
    if any(cue in low for cue in ("what can you do", "what are you able", "how can you help", "what tools", "who are you", "what do you do")):
        return _capabilities(toolbox)
    acting = [p for p in related if p.act]
    if clause.mood in ("howto", "hypothetical", "advice") and acting:
        tool = acting[0]
        action = describe.verb_phrase(tool.name, tool.verb)
        needed = [p for p in tool.params if p.essential][:3]
        need = f" — I would need the {_param_phrase(needed)}" if needed else ""
        lead = {
            "howto": "I can do that for you",
            "hypothetical": "I haven't changed anything",
            "advice": "That depends on what suits you; I can't decide it for you, but I can act on it",
        }[clause.mood]
        return f"{lead}: I can {action}{need}. Would you like me to {action}?"
    if clause.mood == "request" and clause.verbs and not related:
        known = [t.text for t in clause.toks if t.is_word and stem(t.lower) in clause.verbs and lexicon.is_act_verb(stem(t.lower))]  # (not "New" of "New Year")
        if known:
            verb = known[0].lower()
            said = f"I can't {verb} that" if stem(verb) == verb or verb.endswith(("e", "y")) and not verb.endswith("ed") else "I can't do that"
            return f"{said}: none of my tools does it. " + _capabilities(toolbox)
        if not any(lexicon.is_read_verb(v) or v in ("tell", "give", "write", "make") for v in clause.verbs):
            return ""  # "Triage this": a general instruction, carried out by the other parts of the message
    personal = re.search(r"\b(?:i|i'm|i've|me|my|mine|we|we've|our|us)\b", text, re.I)
    known = websearch.recall(text) if clause.mood in ("question", "conceptual") and not personal else None
    if known:
        return known  # what the model "knows": only ever an answer to a question, never to a request
    topic = shorten(text.rstrip("?!. "), 70)
    if clause.mood == "conceptual":
        return (f"That's a general question ({topic!r}). None of my tools looks that up, and as an offline "
                "simulated model I can't give a reliable explanation from memory.")
    if clause.mood == "advice":
        return (f"That's a request for advice ({topic!r}). None of my tools is about it, and as an offline "
                "simulated model I can't give reliable tips from memory.")
    if clause.negated and not [v for v in clause.verbs if v not in clause.negated]:
        return ""  # "not looking to book anything": nothing to do, and nothing to offer
    if related and related[0].act and clause.mood in ("statement", "request"):
        # "we're out of towels": an action it may be about, offered (a "yes" then asks for it)
        return f"Would you like me to {describe.verb_phrase(related[0].name, related[0].verb)}?"
    if related:
        return f"I'm not sure what you need — I can {describe.verb_phrase(related[0].name, related[0].verb)}, if that helps."
    return f"{OFFLINE}: none of my tools helps with {topic!r}, and I can't answer it from memory."


_UNSURE = "I'm not sure what you need — I can "


def merged_offers(replies: list[str]) -> list[str]:
    """Several "I'm not sure what you need — I can X, if that helps." said as one."""
    replies = list(dict.fromkeys(replies))  # the same offer made for two clauses is made once
    offers = [r for r in replies if r.startswith(_UNSURE) and r.endswith(", if that helps.")]
    if len(offers) < 2:
        return replies
    actions = list(dict.fromkeys(r[len(_UNSURE) : -len(", if that helps.")] for r in offers))
    merged = _UNSURE + (" or ".join(actions) if len(actions) <= 2 else ", ".join(actions[:-1]) + " or " + actions[-1]) + ", if that helps."
    out, placed = [], False
    for reply in replies:
        if reply in offers:
            if not placed:
                out.append(merged)
                placed = True
            continue
        out.append(reply)
    return out
