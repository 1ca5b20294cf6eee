"""Stage 6 — answer like a model: say what the tools returned, intent by intent, in sentences.

- each intent gets its sentence: a confirmation for an action that ran, the facts of a lookup, a
  plain "I couldn't …" for an error, "I did not … : it was not run (…)" for a refusal;
- a missing value becomes a short question ("To book the table I need the date and the party
  size — what should I use?"), an unclear choice lists the options and asks which;
- a message that needs no tool gets a reply that fits it (a greeting, thanks, a question about
  concepts, advice, a "how do I …"), offering the action instead of doing it;
- nothing is said that no tool returned. Phrasings are fixed, so answers repeat exactly.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Sequence
from typing import Any

from labkit.sim import websearch
from labkit.sim.engine import describe, lexicon
from labkit.sim.engine.followup import ELLIPTIC
from labkit.sim.engine.outputs import label_of
from labkit.sim.engine.plan import Intent
from labkit.sim.engine.reading import Call, Reading
from labkit.sim.engine.request import HOW_IS_IT, Clause
from labkit.sim.engine.schema import Param
from labkit.sim.engine.tools import Toolbox, ToolProfile
from labkit.sim.engine.words import STOPWORDS, humanize, shorten, split_identifier, stem, words

MAX_WORDS = 170

#: How the offline model starts a reply it cannot give (said once per message).
OFFLINE = "I'm the simulated model running offline"


def _about(call: Call, profile: ToolProfile | None = None) -> str:
    """The main argument of a call, to say what a result is for ("Berlin", "order 4412", else
    "19 December"): not a filter's option ("open") or a clock time, which say nothing of what it is."""
    if not call.args:
        return ""
    listed = call.output is not None and isinstance(call.output.value, dict) and any(
        isinstance(v, list) and v and isinstance(v[0], dict) for v in call.output.value.values())
    day_said = ""
    for key, value in call.args.items():
        param = profile.param(key) if profile is not None else None
        option = param is not None and param.enum and isinstance(value, str) and set(split_identifier(key)) & _FILTER_WORDS
        if listed and option or isinstance(value, str) and _CLOCK.match(value):
            continue  # "I found 2 tickets for open", "… for 15:00" (but "for Berlin Mitte", one of the branches)
        if isinstance(value, str) and (day := _ISO_DAY.match(value)):
            try:
                when = dt.date(int(day.group(1)), int(day.group(2)), int(day.group(3)))
            except ValueError:
                continue
            clock = day.group(4) if day.group(4) and day.group(4) != "00:00" else ""
            day_said = day_said or f"{when.day} {when.strftime('%B')}" + (f" from {clock}" if clock else "")
            continue
        if isinstance(value, str) and value and len(value) <= 40 and not key.lower().endswith(("query", "text", "message", "body", "content")):
            return value
    return day_said


#: A call's date or moment ("2026-12-19", "2026-12-19T06:00:00Z"), said as "19 December (from 06:00)"; a bare clock time.
_ISO_DAY = re.compile(r"(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}:\d{2}))?")
_FILTER_WORDS = frozenset("status state type kind category level sort order mode priority".split())
_CLOCK = re.compile(r"\d{1,2}:\d{2}(?::\d{2})?$")


def call_sentence(call: Call, profile: ToolProfile | None, asked: set[str] = frozenset(), labels: dict[str, str] | None = None,
                  question: str = "") -> str:
    """One call's outcome in words (`asked`: stems of the user's words, to say those facts first;
    `labels`: names of the items earlier outputs listed, by id, to say what an action was on)."""
    output = call.output
    if output is None:
        return ""
    verb = profile.verb if profile else None
    if output.is_error:
        return describe.error_sentence(call.name, verb, output)
    if profile is not None and profile.act:
        target = [p.name for p in profile.params if p.essential]
        creating = lexicon.same_action(profile.verb or "", "creat")
        about = None if creating else next((labels[str(v)] for k, v in (call.args or {}).items()
                                            if k in target and labels and isinstance(v, (str, int)) and str(v) in labels), None)
        return describe.confirmation(call.name, verb, call.args, output, about=about, labels=labels)
    about = _about(call, profile)
    if labels and about in labels and labels[about] != about:
        about = f"{labels[about]} ({about})"  # "for CarePlus Kings Road (ST-014)", not "for ST-014"
    return describe.output_sentence(call.name, output, about=about, asked=asked, question=question, args=call.args)


_SLOT_NOUNS = {"datetime": "date and time", "date": "date", "time": "time", "place": "place", "person": "person",
               "email": "e-mail address", "duration": "duration"}


def _param_phrase(params: Sequence[Param]) -> str:
    """The missing values as words: `party_size` -> "party size", `when` -> "date and time"."""
    from labkit.sim.engine.slots import slot_of

    def named(param: Param) -> str:
        words = humanize(param.name).replace(" id", " ID")
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
    if intent.ask == "which" and intent.options:
        shown = "; ".join(describe.item_phrase(option) for option in intent.options[:5])
        return f"I found several — {shown}. Which one should I use to {action}?"
    names = (intent.ask or "").partition(":")[2].split(",")
    params = [p for p in (intent.asked_of or intent.profile).params if p.name in names]
    needed = _param_phrase(params) or "a few details"
    one = len(params) == 1 and not (needed.endswith("s") and not needed.endswith(("ss", "us")))
    return f"To {action}, I need the {needed}. Could you tell me {'it' if one else 'them'}?"


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
        known = [t.text for t in clause.toks if t.is_word and lexicon.is_act_verb(stem(t.lower))]
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


def compose(reading: Reading, intents: Sequence[Intent], toolbox: Toolbox, *, lead: str = "", extra: Sequence[str] = ()) -> str:
    """The final answer of a turn: a sentence per call made, in the order the user asked."""
    calls = [call for call in reading.current.work() if call.output is not None]
    recovered = {call.call_id for call in calls if call.output and call.output.is_error and _retried(call, calls)}
    ordered: list[Call] = []
    for intent in intents:
        for call in calls:
            if call.name == intent.profile.name and call not in ordered:
                ordered.append(call)
    ordered += [call for call in calls if call not in ordered]
    asked_for = {intent.profile.name for intent in intents}
    fed = {c for c in _feeders(calls, toolbox) if next((x.name for x in calls if x.call_id == c), "") not in asked_for}
    asking = any(intent.ask == "which" for intent in intents)
    sentences = [lead] if lead else []
    asked = _asked(reading.text)
    if reading.previous is not None and ELLIPTIC.match(reading.text) and len(reading.text.split()) <= 8:
        asked |= _asked(reading.previous.text)  # "and over 30?": the monthly payment is still what is asked
    labels = _labels(calls)
    for call in ordered:
        if call.call_id in recovered or call.call_id in fed:
            continue
        if asking and call.output is not None and call.output.items and any(i.ask == "which" for i in intents):
            continue
        sentence = call_sentence(call, toolbox.get(call.name), asked, labels, reading.text)
        if not sentence and call.output is not None:
            profile = toolbox.get(call.name)
            sentence = f"I ran {describe.verb_phrase(call.name, profile.verb if profile else None)}; it returned {shorten(call.output.text, 120) or 'nothing'}."
        if sentence and sentence not in sentences:
            sentences.append(sentence)
    sentences += [s for s in extra if s and s not in sentences]
    return _within(_fit(sentences, {id(s) for s in sentences if _is_confirmation(s)}))


#: What question words ask for, as field words ("where's my order?" wants its status and ETA).
_WH_FIELDS = {
    "where": ("location", "status", "deliveri", "eta", "track", "address", "place", "citi"),
    "when": ("date", "time", "eta", "deliveri", "start", "due", "depart", "arriv", "schedul"),
    "how much": ("price", "cost", "total", "amount", "balanc", "fee", "convert"),
    "how long": ("durat", "length", "runtim", "minut", "time"),
    "how many": ("count", "total", "quantiti", "number", "remain", "left"),
    "how far": ("distanc", "km", "mile"),
    "what time": ("time", "start", "open", "check"),
    "cost": ("price", "cost", "total", "amount", "fee", "fare", "charg"),
    "who": ("tutor", "vet", "doctor", "dentist", "teacher", "instructor", "coach", "trainer", "stylist", "therapist", "agent",
            "driver", "host", "technician", "engin", "courier", "nurs", "advisor", "consult", "assigne", "owner", "contact", "organis"),
}


def asked_fields(text: str) -> set[str]:
    """The field stems the question words of `text` ask for ("when" -> date, start, due…)."""
    return {field for phrase in wh_words(text) for field in _WH_FIELDS[phrase]}


def wh_words(text: str) -> list[str]:
    """The question words of `_WH_FIELDS` the text uses, longest first ("how much" before "how")."""
    low = " " + " ".join(re.findall(r"[a-z']+", text.lower())) + " "
    return [phrase for phrase in _WH_FIELDS if f" {phrase} " in low or f" {phrase}'" in low]


def _asked(text: str) -> set[str]:
    """Stems of the user's words, plus the fields their question words ask for."""
    low = " " + " ".join(text.lower().split()) + " "
    asked = {stem(w) for w in words(text)} - STOPWORDS
    if HOW_IS_IT.search(low):
        asked |= {"status", "health", "state"}  # "how's the api looking?": its state first
    for phrase, fields in _WH_FIELDS.items():
        if f" {phrase} " in low or low.startswith(f" {phrase}") or f" {phrase}'" in low:
            asked |= set(fields)
    return asked


def _labels(calls: Sequence[Call]) -> dict[str, str]:
    """id -> name of every record the turn's lookups returned."""
    from labkit.sim.engine.outputs import id_of, label_of, list_in

    out: dict[str, str] = {}
    for call in calls:
        if call.output is None or call.output.is_error:
            continue
        records = list_in(call.output.value) or ([call.output.value] if isinstance(call.output.value, dict) else [])
        for record in records[:50]:
            ident, label = id_of(record), label_of(record)
            if ident and label:
                out[str(ident[1])] = label
    return out


def _feeders(calls: Sequence[Call], toolbox: Toolbox) -> set[str]:
    """Lookups whose output only supplied an id to a later action (the action's sentence says it)."""
    out: set[str] = set()
    for index, call in enumerate(calls):
        profile = toolbox.get(call.name)
        if profile is None or profile.act or call.output is None or call.output.is_error:
            continue
        text = call.output.text
        for later in calls[index + 1 :]:
            later_profile = toolbox.get(later.name)
            if later_profile is None or not later.args:
                continue
            values = [x for v in later.args.values() for x in (v if isinstance(v, list) else [v])]
            if any(isinstance(v, str) and len(v) >= 3 and f'"{v}"' in text for v in values) or any(
                    isinstance(v, int) and not isinstance(v, bool) and v >= 100 and re.search(rf'"[\w-]*(?:id|Id|ID|number|no)": {v}\b', text) for v in values):
                out.add(call.call_id)  # a numeric id too ("runId": 9812)
    return out


def _retried(call: Call, calls: Sequence[Call]) -> bool:
    return any(other.name == call.name and other.order > call.order and other.output is not None and not other.output.is_error for other in calls)


def _is_confirmation(sentence: str) -> bool:
    return sentence.startswith(("I ", "I'")) and not sentence.startswith(("I found", "I'm not sure", "I don't", "I'm the", "I ran"))


def _fit(sentences: list[str], keep: set[int], limit: int = MAX_WORDS) -> list[str]:
    """Within the word budget, what was done is said in full; long lookups give way ("I found 3
    incidents: …" is cut before "I created the ticket TKT-1" is)."""
    total = sum(len(s.split()) for s in sentences)
    if total <= limit:
        return sentences
    fixed = sum(len(s.split()) for s in sentences if id(s) in keep)
    flexible = [s for s in sentences if id(s) not in keep]
    share = max(25, (limit - fixed) // max(1, len(flexible)))
    out = []
    for sentence in sentences:
        words_ = sentence.split()
        if id(sentence) not in keep and len(words_) > share:
            sentence = " ".join(words_[:share]).rstrip(",;:") + "…"
        out.append(sentence)
    return out


def _within(sentences: Sequence[str], limit: int = MAX_WORDS) -> str:
    out: list[str] = []
    count = 0
    for sentence in sentences:
        words = sentence.split()
        if count + len(words) > limit and out:
            room = limit - count
            if room > 12:
                out.append(" ".join(words[:room]).rstrip(",;:") + "…")
            break
        out.append(sentence)
        count += len(words)
    return _STOP_BEFORE_COMMA.sub("", _DOUBLED_STOP.sub(".", " ".join(out).strip()))


#: "… must be changed at first login.." (a value that ends a sentence with its own full stop).
_DOUBLED_STOP = re.compile(r"(?<!\.)\.\.(?!\.)")
#: "… see coverage details., renewal date …": a value's own full stop before the list goes on.
_STOP_BEFORE_COMMA = re.compile(r"(?<![.\d])\.(?=[,;]\s)")


def summary_of_outputs(calls: Sequence[Call], toolbox: Toolbox, limit: int = 60) -> str:
    """The facts of this turn's successful calls, as a short text (for a message a tool sends)."""
    parts = [call_sentence(call, toolbox.get(call.name)) for call in calls if call.output is not None and not call.output.is_error]
    return _within([p for p in parts if p], limit)


def name_of(value: Any) -> str:
    return " ".join(split_identifier(str(value)))


#: Words of a question that point back rather than name what is asked ("what was her email?").
_POINTING = frozenset("her his their its they them she he it that this those these one again remind me tell what "
                      "whats what's was is are were the of for please again which".split())


def said_by_outputs(clause: Clause, reading: Reading) -> str:
    """"… Also do I have to bring it back with a full tank?" when this turn's lookup returned
    "fuelPolicy": "Full-to-full: return the car with a full tank…": the sentence of this turn's
    outputs that shares the most of the question's words (two at least). "" otherwise."""
    if clause.mood not in ("question", "howto"):
        return ""
    asked = {stem(w) for w in words(clause.text) if w not in STOPWORDS and len(w) > 2} - {"have", "need", "bring", "back"}
    return sentence_sharing(reading.current.work(), asked, at_least=2, lengths=(20, 400)) or ""  # prose, not a name


def sentence_sharing(calls: Sequence[Call], asked: set[str], *, at_least: int, with_digit: bool = False,
                     lengths: tuple[int, int] = (0, 1 << 30)) -> str | None:
    """The sentence of these calls' outputs (any depth; texts whose length is within `lengths`)
    that shares the most of the `asked` stems, at least `at_least` of them (and holds a number
    when `with_digit`), capitalised and ending in a stop; None when none does."""
    best: tuple[int, str] | None = None
    for call in calls:
        if not call.ok or call.output is None:
            continue
        for text in strings_of(call.output.value):
            if not lengths[0] <= len(text) <= lengths[1]:
                continue
            for sentence in re.split(r"(?<=[.!?;:])\s+", text[:2000]):
                shared = len(asked & {stem(w) for w in words(sentence)})
                if shared >= at_least and (not with_digit or re.search(r"\d", sentence)) and (best is None or shared > best[0]):
                    best = (shared, sentence.strip())
    if best is None:
        return None
    sentence = best[1][:1].upper() + best[1][1:]
    return sentence if sentence.endswith((".", "!", "?")) else sentence + "."


def strings_of(value: Any) -> list[str]:
    """The text values of an output, nested ones included (at most 50)."""
    out: list[str] = []
    stack = [value]
    while stack and len(out) < 50:
        item = stack.pop()
        if isinstance(item, str):
            out.append(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item[:20])
    return out


def recalled(clause: Clause, reading: Reading) -> str:
    """A question about a fact an earlier tool output already holds ("what's her email?" after a
    directory lookup): answered from that output, newest first, when exactly one field is asked
    for and the question names nothing else. "" when the earlier results do not say."""
    if clause.mood != "question" or not reading.previous:
        return ""
    ranked = ranked_from_before(clause, reading)
    if ranked:
        return ranked
    asked = [w for w in words(clause.text) if w not in STOPWORDS and w not in _POINTING]
    if not asked or len(asked) > 3:
        return ""
    wanted = {stem(w) for w in asked}
    for turn in reading.earlier():
        for call in reversed(turn.work()):
            record = call.output.value if call.ok and call.output is not None else None
            if not isinstance(record, dict):
                continue
            fields = [(key, value) for key, value in record.items()
                      if isinstance(value, (str, int, float)) and not isinstance(value, bool)
                      and wanted <= {stem(part) for part in split_identifier(str(key))}]
            if len(fields) == 1:
                key, value = fields[0]
                label = label_of(record)
                whose = f"{label}'s" if label and label != value else "The"
                return f"{whose} {humanize(key).lower()} is {value}."
    return ""


_WHICH = re.compile(r"^\s*(?:so\s+|ok\s+|and\s+)?(?:which|who|what)(?:'s| is| one| of (?:them|those|these))?\b", re.I)


def ranked_from_before(clause: Clause, reading: Reading) -> str:
    """"which one is best rated?" after a list: the one the superlative picks from that list, with
    the figure that decides it ("" when the question is not such a comparison)."""
    from labkit.sim.engine.chain import _superlative
    from labkit.sim.engine.outputs import list_in

    if not _WHICH.match(clause.text):
        return ""
    for turn in reading.earlier()[:2]:
        for call in reversed(turn.work()):
            items = list_in(call.output.value) if call.ok and call.output is not None else None
            records = [i for i in items or [] if isinstance(i, dict)]
            if len(records) < 2:
                continue
            best = _superlative(records, clause.text)
            if best is None:
                return ""
            record, why = best
            return f"{describe.item_phrase(record, limit=3, asked=_asked(clause.text))} — {why}."
    return ""


_UNSURE = "I'm not sure what you need — I can "


def merged_offers(replies: list[str]) -> list[str]:
    """Several "I'm not sure what you need — I can X, if that helps." said as one."""
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
