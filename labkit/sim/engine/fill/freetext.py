"""The free-text phrase (a title, a message, a reason, a search query) from the user's words:
what they dictated, what the request is about, the situation they describe; never made up. An
action's note is filled only when dictated, an optional query only when it says more than the rest.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from labkit.sim.engine import lexicon, phrases
from labkit.sim.engine.evidence import Mention
from labkit.sim.engine.fill.described import option_named
from labkit.sim.engine.outputs import label_of
from labkit.sim.engine.schema import Param
from labkit.sim.engine.slots import Slot
from labkit.sim.engine.words import STOPWORDS, split_identifier, stem

if TYPE_CHECKING:
    from labkit.sim.engine.fill import Context


#: Words that only colour a question ("what's it actually for?"): nothing to search for.
_FILLERS = frozenset("actually really just even exactly basically again anyway though still honestly".split())

#: Words that ask, not name: "how much is it" names nothing but "it".
_QUESTION_WORDS = frozenset("how much many what which who when where why whats what's cost costs price".split())

_ABOUT = re.compile(r"\b(?:about|regarding|on|concerning|for)\s+(?:the\s+|a\s+|an\s+|my\s+|this\s+|that\s+|our\s+)?"
                    r"([\w'-]+(?:\s+[\w'-]+){0,4}?)(?:\s+(?:thing|things|stuff|issue|problem|one|business))?\s*$", re.I)


#: Words that name no particular thing ("report something about the plot").
_SAYS_NOTHING = frozenset(stem(w) for w in "something anything thing things stuff issue problem matter one".split())

def _a_list(text: str) -> bool:
    """"Lux Aurumque, Ubi Caritas or Bogoroditse Devo": short items joined by commas and or/and."""
    parts = [p.strip() for p in re.split(r",|\bor\b|\band\b", text.strip(" .!?")) if p.strip()]  # (one sentence)
    return (len(parts) >= 3 or len(parts) == 2 and re.search(r"\bor\b", text) is not None) and "," in text and all(len(p.split()) <= 4 for p in parts) \
        and not any(lexicon.is_common_verb(p.split()[0].lower()) and lexicon.is_verb(stem(p.split()[0].lower())) for p in parts)  # ("…, and remind me at 9pm" is no list)


def _names_nothing_new(said: str, tool_words: set[str], param: Param, ctx: Context) -> bool:
    """"report something about the plot" and `ReportProblem(plot_id, description)`: the words name
    only the tool's own things, nothing of what the user means (a description is asked for)."""
    own = {stem(w) for w in re.findall(r"[a-z]+", ctx.tool_text.lower()[:2000])}
    return {stem(w) for w in re.findall(r"[a-z]+", said.lower())} <= tool_words | own | STOPWORDS | _SAYS_NOTHING | {stem(w) for w in param.words}


NOTE_WORDS = frozenset("note notes comment comments memo remark remarks annotation".split())


def dictated_note(ctx: Context) -> bool:
    """Does the user dictate a note ("note: ring the bell", "with the note 'gift'", quotes)?"""
    text = ctx.evidence.text[ctx.span[0] : ctx.span[1]]
    return bool(ctx.evidence.of("quoted")) or bool(re.search(r"\b(?:note|comment|memo|remark)s?\b\s*(?::|saying|that|to say)|\bwith (?:the |a )?(?:note|comment|message)\b", text, re.I))


def free_text(param: Param, slot: Slot, ctx: Context, used_mentions: list[Mention], tool_words: set[str],
              args: dict[str, Any]) -> tuple[str, str] | None:
    evidence, span = ctx.evidence, ctx.span
    if slot.kind == "title":
        named = phrases.title_text(evidence, span)
        if named:
            return named, "the text: the title it names"
        obj = re.split(r"\s*[,;]\s*", phrases.object_phrase(evidence, span, tool_words) or "", maxsplit=1)[0]  # ("…, and remind me at 7am": another part)
        if obj and {stem(w) for w in obj.lower().split()} <= tool_words | {stem(w) for w in param.words} | {"new", "a", "the"}:
            obj = ""  # "open a ticket": "ticket" names the tool's thing, not its title
        if obj:
            company = re.search(rf"\b{re.escape(obj)}\s+(with\s+(?:[A-Z][\w'-]*)(?:\s+(?:and|&)\s+[A-Z][\w'-]*)?)", evidence.text[span[0] : span[1]])
            obj = phrases.sentence_case(obj + (" " + company.group(1) if company else ""))  # "Dinner with Bob"
        dictated = phrases.message_text(evidence, span)
        listed = bool(dictated) and _a_list(re.split(r"(?<=[.!?])\s", dictated)[0])
        if listed:  # "a vote for the April concert piece: A, B or C": the list is no message, and what it is for names it
            headed = re.search(r"\b(?:for|about|on|of)\s+(?:(?:the|my|our|this|next|a|an)\s+)?([^:.!?]{2,60}?)\s*:", evidence.text[span[0] : span[1]], re.I)
            if headed:
                return phrases.sentence_case(headed.group(1)), "the text: what the list is for"
        if obj and ctx.acting and (not dictated or listed):
            return obj, "the text: what the request is about"
        dictated = phrases.message_text(evidence, span)
        if dictated:
            dictated = re.split(r"\s*(?:;|,\s*(?:and|then|also)\s)", dictated, maxsplit=1)[0] or dictated  # ("…, and remind me at 7am": another part)
            return phrases.short_title(dictated), "a short title made from the message"
        if ctx.situation and ctx.acting:
            return phrases.short_title(ctx.situation, 10), "a short title of what the user describes"
        if obj:
            return obj, "the text: what the request is about"
        return None
    if slot.kind == "content":
        said = phrases.reminder_text(evidence, span) if re.search(r"remind|reminder|task|todo|to-do|note", param.text + " " + " ".join(tool_words)) else None
        said = said or phrases.message_text(evidence, span) or (_told_beside(evidence, span) if ctx.acting else None)
        if not said and re.search(r"\bthe same(?: thing| message| text)?\b", evidence.text[span[0] : span[1]], re.I) and evidence.of("quoted"):
            said = evidence.of("quoted")[0].value  # "…and email Alex the same thing"
        if not said and ctx.acting and re.search(r"descri|note|details|what (?:was|is) (?:done|it for)|summary|work", param.text + " " + " ".join(param.words)):
            dashed = re.search(r"\s[-–—]\s+([^-–—]{3,200}?)\s*[.!]?\s*$", evidence.text[span[0] : span[1]])
            if dashed and not re.match(r"(?:thanks|thank you|cheers|pls|please|ta)\b", dashed.group(1), re.I):
                said = dashed.group(1)  # "log 3.5 hrs against CL-022 - wireframes for the onboarding flow"
        if said and said.strip(" .!?").lower() in ("it", "that", "this", "them", "those"):
            quoted = evidence.of("quoted")
            said = quoted[0].value if quoted else (str(ctx.base.get(param.name)) if ctx.base and ctx.base.get(param.name) else None)
        if said:
            return said, "the text: what the user asked to say"
        if ctx.facts:
            return ctx.facts, "the facts this turn's tools returned"
        if ctx.acting and param.essential and re.search(r"\breason|\bwhy\b|\bcause\b|purpose", param.text):
            stated = phrases.purpose(ctx.evidence, (0, len(ctx.evidence.text)))
            if stated:
                return stated, "the reason: what the message says it is for"  # "…, he has a fever"
        if ctx.situation and _says_more(ctx.situation, used_mentions) and not _WHERE.search(param.text) and (
                ctx.acting or re.search(r"symptom|describ|what is happening|problem|issue|situation|summary|details", param.text)):
            # (a location's description — "Road or place and a landmark" — is where, not what happened)
            return _summary_of(ctx), "what the user describes"
        if ctx.acting and param.essential and re.search(r"\breason|\bwhy\b|justification|\bcause\b|purpose|\btopic|\bregarding|\bproblem|\bissue|\bfault|\bjob\b|\bcomplaint"
                                                        r"|^(?:details?|description)\s*$", param.text):  # ("report the broken streetlight outside 3 Mill Street": its details)
            stated = phrases.purpose(ctx.evidence, ctx.span) or (phrases.purpose(ctx.evidence, (0, len(ctx.evidence.text))) if ctx.situation else None)
            if stated and not _names_nothing_new(stated, tool_words, param, ctx):
                return stated, "the reason: what the request says it is for"  # "in for his rabies jab", "…, it's for quadratic equations"
            label = label_of(ctx.focus) if ctx.focus else None
            said = label or phrases.object_phrase(ctx.evidence, ctx.span, tool_words)
            said = re.sub(r"\s+(?:outside|at|on|near|by|in|from|behind|opposite|beside)$", "", said or "", flags=re.I)  # (its place went to its own field)
            if said and not label and _names_nothing_new(said, tool_words, param, ctx):
                said = ""  # "put a defect in for YH70 LMN": "defect" names the tool's thing, not what is wrong (asked)
            if said:
                return said, "the reason: what the request is about"  # "escalate the Berlin outage" -> "Berlin outage"
        return None  # a message or a text to work on is never made up: the model asks for it
    offered, named = option_named(param, ctx)
    if named is not None:
        return named, f"the text: '{named}', one of the values its description names"
    if offered and not param.essential:
        return None  # "(current or savings)": a value it lists, or nothing
    if not param.essential and slot.kind not in ("query",):
        return None  # an optional field is not filled with the request's words
    if ctx.acting and re.search(r"\btopic|\bregarding|\babout\b", param.text):
        stated = phrases.purpose(evidence, span) or (phrases.purpose(evidence, (0, len(evidence.text))) if ctx.situation else None)
        if stated:
            return stated, "the text: what the request says it is about"  # "call me back … about my laptop"
    kind = kind_said(param, evidence.text[span[0] : span[1]], tool_words)
    if kind is not None:
        return kind, f"the text: '{kind}', a kind of {' '.join(param.words)}"  # "a grade 4 piano exam" and `instrument`: piano
    titled = _the_named_thing(evidence, span, used_mentions, args) if slot.kind == "query" else None
    if titled is not None:
        return titled, f"the text: '{titled}', the name it searches for"  # "… for Holiday Brass at Symphony Center tomorrow"
    if slot.kind == "query" and not param.essential and _MATCHES_NAMES.search(param.description):
        return None  # "free text matched against vendor names": a name the user gives, or nothing
    phrase = _without_other_values(_COMPARED_AT_END.sub("", phrases.query_phrase(evidence, span, used_mentions, tool_words)), args)
    generic = phrase and {stem(w) for w in phrase.lower().split()} <= tool_words | _GENERIC_QUERY | {stem(w) for w in param.words}
    if ctx.situation and (not phrase or generic):
        return ctx.situation[:400], "the situation the user describes"  # "find similar incidents" searches for the alert
    if phrase and ctx.for_action and param.essential and {stem(w) for w in re.findall(r"[a-z]+", phrase.lower()) if not lexicon.is_verb(stem(w))} <= \
            tool_words | ctx.action_words | _PARTICLES | _GENERIC_QUERY | STOPWORDS | {stem(w) for w in param.words}:
        pointed = set(phrase.lower().split()) & phrases.POINTERS
        before = ctx.earlier or ctx.previous
        earlier = phrases.antecedent(before, len(before.text), tool_words | ctx.action_words, set()) if pointed and before else None
        if earlier:
            return earlier, "the text: what 'it' points back to (the previous message)"  # "is the pressure washer in?" … "hold it for me"
        return None  # "can you set up an invoice": the action's own words name no client to look up (the model asks)
    said = set(phrase.lower().split()) if phrase else set()
    if said & phrases.POINTERS and {stem(w) for w in said - phrases.POINTERS if w not in STOPWORDS and w not in _QUESTION_WORDS and w not in _FILLERS} \
            <= tool_words | _GENERIC_QUERY:
        # "can you add it": the pronoun's thing, named earlier in the message, or nothing
        taken = {w.lower() for value in args.values() if isinstance(value, str) for w in value.split()}
        earlier = phrases.antecedent(evidence, span[0], tool_words, taken)
        return (earlier, "the text: what 'it' points back to") if earlier else None
    if phrase and not said <= _PLACEHOLDERS:
        about = _ABOUT.search(phrase)
        if about and len(about.group(1).split()) >= 1 and not set(about.group(1).lower().split()) <= STOPWORDS \
                and not {stem(w) for w in about.group(1).lower().split()} <= tool_words | STOPWORDS | {stem(w) for w in re.findall(r"[a-z]+", ctx.tool_text.lower()[:2000])}:
            # ("… on audiobook": a word the tool's own text uses, an option of it, not a topic)
            return about.group(1), "the text: what the request is about"  # "already an issue about the checkout rounding thing"
        if not set(param.words) & _SEARCH_WORDS:
            phrase = _trimmed(phrase, tool_words | {stem(w) for w in param.words}) or phrase  # "reset my SAP password" -> "SAP"
        return phrase, "the text: the request's topic"
    return None


#: The particles of phrasal verbs ("set up", "sort out"): part of the verb, never a name.
_PARTICLES = frozenset("up out off on in down over back".split())

#: A text that says where: "Road or place and a landmark or junction", "where you are".
_WHERE = re.compile(r"\b(?:road|street|place|landmark|junction|location|address|where|whereabouts|postcode|directions)\b", re.I)

#: Nouns too general to have kinds worth naming (everything is a kind of thing).
_GENERAL_NOUNS = frozenset("item thing product object stuff entiti name type kind categori valu text queri word term keyword search "
                           "descript note messag detail inform titl label code id option servic".split())


def kind_said(param: Param, text: str, tool_words: set[str]) -> str | None:
    """The word of the request that is a kind of what the parameter names ("enter her for the
    grade 4 piano exam" and `instrument`: piano; "any salmon left?" and `fish`: salmon)."""
    if param.enum or param.kind not in ("string", "null"):
        return None
    nouns = {stem(w) for w in param.words if len(w) >= 3} - _GENERAL_NOUNS
    if not nouns:
        return None
    for match in re.finditer(r"[A-Za-z][a-z'-]{2,}", text[:2000]):
        word = match.group(0).lower()
        word_stem = stem(word)
        if word in STOPWORDS or word_stem in nouns or word_stem in tool_words:
            continue
        if any(lexicon.kind_of(word_stem, noun) for noun in nouns):
            return word
    return None


#: A sentence of its own that only says what to tell the other side ("tell him she's very calm").
_TELL_SENTENCE = re.compile(r"^\W*(?:and\s+|also\s+|pls\s+|please\s+|can you\s+|could you\s+)*(?:tell|let)\s+(?:him|her|them|the\s+[a-z]+)\b", re.I)


def _told_beside(evidence: Any, span: tuple[int, int]) -> str | None:
    """"ask for a spot on that one. tell him she's a little spaniel": the message said in a
    sentence beside the request, for the request's message field."""
    for found in re.finditer(r"[^.!?\n]+[.!?]?", evidence.text[:4000]):
        if span[0] <= found.start() < span[1] or not _TELL_SENTENCE.match(found.group(0)):
            continue
        said = phrases.message_text(evidence, (found.start(), found.end()))
        if said:
            return said
    return None


#: The words that compare a value another argument took, left at a phrase's end ("poetry under"
#: of "poetry under 15 euro", "rooms for less than" of "rooms for less than £90").
_COMPARED_AT_END = re.compile(r"(?:\s+(?:for|at|with|and|of))?\s+(?:under|over|below|above|less than|more than|fewer than|cheaper than|up to|at most|at least|"
                              r"no more than|not more than|max(?:imum)?|min(?:imum)?|within|around|about|roughly|approx(?:imately)?)\s*$", re.I)


def _without_other_values(phrase: str, args: dict[str, Any]) -> str:
    """A search phrase without a value another argument took at its end ("demon copperhead on
    audiobook" with `format: audiobook` -> "demon copperhead")."""
    for value in (v for v in args.values() if isinstance(v, str) and 2 < len(v) <= 30):
        said = re.escape(value.lower().replace("_", " "))
        trimmed = re.sub(rf"\s+(?:(?:on|in|as|for|at|by)\s+)?(?:an?\s+|the\s+)?{said}s?\s*$", "", phrase, flags=re.I)
        if trimmed.strip() and trimmed != phrase:
            return trimmed
    return phrase


def _the_named_thing(evidence: Any, span: tuple[int, int], used: list[Mention], args: dict[str, Any]) -> str | None:
    """The one proper name in the clause that no other argument took: a show, an artist, a
    product ("Holiday Brass", "Marisol Vega"). A one-word name of a person may be the user's
    friend, not what is searched for. A wh-question is searched whole."""
    if re.match(r"\s*(?:who|what|when|where|why|how|which)\b", evidence.text[span[0] : span[1]], re.I):
        return None  # "Who won the 2022 World Cup?": a question searched as it is asked
    taken = {id(m) for m in used} | {str(v).lower() for v in args.values() if isinstance(v, str)}
    found = [m for m in evidence.mentions if span[0] <= m.start < span[1] and m.kind in ("name", "person") and id(m) not in taken
             and str(m.value).lower() not in taken and not m.quoted and (m.kind == "name" or " " in str(m.value)) and not (m.extra or {}).get("title")]
    return str(found[0].value) if len(found) == 1 else None


#: A query its description says is matched against names or titles only.
_MATCHES_NAMES = re.compile(r"\b(?:match(?:ed|es)?|search(?:es|ed)?|look(?:s|ed)? up)\s+(?:against|in|on|by)\s+(?:the\s+)?(?:\w+\s+)?(?:names?|titles?)\b"
                            r"|^\W*(?:(?:the|a|an|\w+'s)\s+)?(?:\w+\s+)?(?:names?|titles?)\b(?!\s+or\s+(?:a\s+)?(?:keyword|description|text|topic|phrase|word|question|subject))", re.I)


#: Parameters that take a search phrase as the user put it (kept whole).
_SEARCH_WORDS = frozenset("query q search keyword keywords term terms text question prompt phrase description".split())


def _owned(word: str, own: set[str]) -> bool:
    """A function word, the tool's own word, or one of its family ("calories" for get_nutrition)."""
    low = word.lower()
    return low in STOPWORDS or stem(low) in own or any(lexicon.related(stem(low), o) for o in own)


def _trimmed(phrase: str, own: set[str]) -> str:
    """A value without the tool's own words and function words at its edges."""
    parts = phrase.split()
    while parts and _owned(parts[0], own):
        parts = parts[1:]
    while parts and _owned(parts[-1], own):
        parts = parts[:-1]
    return " ".join(parts)


def first_run(phrase: str, own: set[str]) -> str:
    """The first words of a phrase that are neither the tool's (or of their family), nor function
    words, nor verbs: "pothos toxic to cats" -> "pothos"."""
    out: list[str] = []
    for word in phrase.split():
        mine = _owned(word, own) or lexicon.is_verb(stem(word.lower()))
        if mine and out:
            break
        if not mine:
            out.append(word)
    return " ".join(out)


_GENERIC_QUERY = frozenset(stem(w) for w in "similar past previous related relevant matching other some any recent old earlier same like this these those".split())


#: Words for "somewhere of that kind" ("vietnamese places", "any spots"): the kind says it all.
_VENUE_WORDS = frozenset("place places spot spots somewhere options option ones one".split())


def says_nothing_more(phrase: str, args: dict[str, Any], tool_words: set[str]) -> bool:
    """Does an optional search phrase hold only what other arguments already say (a category, a
    city), the tool's own nouns, times of day and small words?"""
    taken = {stem(w) for value in args.values() if isinstance(value, str) for w in value.lower().replace("_", " ").split()}
    taken |= {stem(w) for key, value in args.items() if value not in (None, "", [], {}) for w in split_identifier(key)}  # "stop 7" once `stop` is 7
    left = [w for w in re.findall(r"[a-z][\w'-]*", phrase.lower()) if w not in STOPWORDS and stem(w) not in taken | tool_words
            and w not in _TIME_WORDS and w not in _VENUE_WORDS and not any(lexicon.related(stem(w), t) for t in tool_words)]
    return not left


_TIME_WORDS = frozenset("night tonight morning afternoon evening today tomorrow weekend week day later soon now".split())


def _says_more(text: str, used: list[Mention]) -> bool:
    """Does `text` say anything besides the values other arguments took? An answer that is only
    an e-mail address is the recipient, not the message."""
    rest = text
    for mention in used:
        if mention.text:
            rest = rest.replace(mention.text, " ")
    return any(w not in STOPWORDS for w in re.findall(r"[a-z][a-z'-]+", rest.lower()))


def _summary_of(ctx: Context) -> str:
    """The user's description, with the facts this turn's tools returned (for a ticket's summary)."""
    text = " ".join(ctx.situation.split())[:400]
    return text


#: Words that stand for a value the user has not given yet ("translate *something*").
_PLACEHOLDERS = frozenset("something anything stuff it this that them those a thing some text for me into to in".split())
