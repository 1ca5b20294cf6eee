"""Free-text arguments: a search query, a message body, a title — cut from the user's words.

- a query is the clause without its request frame ("can you find me…"), without the values other
  parameters took (the city, the date), and without filler: "search for Italian restaurants in
  Rome" -> "Italian restaurants" (Rome went to `location`);
- a message is the quoted text, else what follows "saying", "that", "to say", ":" …, else the
  clause's remainder; "remind me to call mom at 5" -> "call mom";
- a title is quoted text or what follows "titled"/"called"/"subject", else a short phrase.
"""

from __future__ import annotations

import re

from labkit.sim.engine import lexicon
from labkit.sim.engine.evidence import Evidence, Mention
from labkit.sim.engine.words import STOPWORDS, Token, shorten, stem

_LEAD = frozenset(
    """please pls plz kindly can could would will you u i i'd i'm i'll we we'd like love want wanna need help
    me us let's lets go ahead and also just quickly then so ok okay hey hi now maybe for about tell show
    give find search look lookup up get fetch check see know what's whats what is are there any some into onto
    to the a an my our your on of please do does have has got when where which""".split()
)
_TRAIL = frozenset("please pls thanks thank you asap now today for me us right away quickly".split())
_MESSAGE_CUES = ("saying", "that says", "which says", "to say", "telling them", "telling him", "telling her", "with the message", "with message", "the message", "message:", "saying that", "and say", "and tell them", "that reads", "reading")
_TITLE_CUES = ("titled", "entitled", "called", "named", "with the title", "with title", "subject", "subject:", "title:", "with the subject")


def _strip_lead(toks: list[Token], tool_words: set[str]) -> list[Token]:
    k = 0
    while k < len(toks) and (toks[k].lower in _LEAD or not toks[k].is_word or stem(toks[k].lower) in tool_words and lexicon.is_read_verb(stem(toks[k].lower)) or lexicon.is_read_verb(stem(toks[k].lower)) and k < 3):
        k += 1
    out = toks[k:]
    while out and (out[-1].lower in _TRAIL or not out[-1].is_word):
        out = out[:-1]
    return out


def query_phrase(evidence: Evidence, span: tuple[int, int], used: list[Mention], tool_words: set[str], *, max_words: int = 10) -> str:
    """A search phrase from the clause at `span`, without the values in `used`."""
    quoted = [m for m in evidence.of("quoted") if span[0] <= m.start < span[1]]
    if quoted:
        return quoted[0].value
    toks = [t for t in evidence.toks if span[0] <= t.start < span[1]]
    taken = [(m.start, m.end) for m in used if m.kind != "quoted"]
    for mention in used:
        unit = str((mention.extra or {}).get("unit") or "")
        after = next((t for t in toks if t.start >= mention.end), None)
        if unit and after is not None and after.lower == unit.lower():
            taken.append((after.start, after.end))  # "1.5 kg of lentils": the unit went with its number
    kept = [t for t in toks if not any(s <= t.start < e for s, e in taken)]
    kept = _strip_lead(kept, tool_words)
    for index, token in enumerate(kept[1:-1], start=1):
        following = kept[index + 1]
        if token.lower in ("and", "then") and following.is_word and (
                lexicon.action_groups(stem(following.lower)) or lexicon.is_read_verb(stem(following.lower))):
            kept = kept[:index]  # "my SAP password and send the new one": the second verb starts another part
            break
    for index, token in enumerate(kept[1:-1], start=1):
        following = kept[index + 1]
        if token.lower in ("that", "which", "who") and following.is_word and (
                following.lower in _MODALS or lexicon.action_groups(stem(following.lower)) or lexicon.is_common_verb(following.lower)):
            kept = kept[:index]  # "vietnamese places that can get to me in under half an hour": what is sought, not its condition
            break
    colon = next((index for index, token in enumerate(kept) if token.text == ":"), None)
    if colon is not None and any(t.is_word and t.lower not in STOPWORDS for t in kept[:colon]):
        kept = kept[:colon]  # "a poll for the March book: Prophet Song, Held or Long Island": what comes after is its list
    # drop a dangling preposition left where a value was ("restaurants in" -> "restaurants")
    while kept and kept[-1].lower in ("in", "at", "on", "for", "near", "from", "to", "by", "with", "around", "of", "and", "the", "a"):
        kept = kept[:-1]
    words = [t.text for t in kept if t.is_word or t.text in ("&", "-", "'")]
    if not words:
        return ""
    phrase = " ".join(words[:max_words])
    return phrase.replace(" 's", "'s")


_MODALS = frozenset("can could will would should may might must do does did is are was were have has deliver delivers".split())

#: Words that stand for a text the user has not given ("translate something for me").
_NOTHING_SAID = frozenset("something anything stuff it this that them those a thing some text for me us please a few words".split())
_SAY_IN = re.compile(
    r"\b(?:how (?:do|would|can|should) (?:you|i|we) say|what(?:'s| is) the (?:\w+ )?(?:word|phrase) for|what(?:'s| is)|translate)\s+"
    r"['\"“‘]?(.{1,200}?)['\"”’]?\s+(?:in|into|to)\s+(?:[A-Z][a-z]+|[a-z]+ish|[a-z]+ese|[a-z]+ian|french|german|dutch|greek|thai)\b",
    re.I)


#: The label a quoted title or subject line follows ("with the subject 'Late'", "called 'Q3 plan'").
TITLE_LABEL = re.compile(r"\b(?:subject(?:\s+line)?|title[d]?|heading|headline|called|named)\s*(?:of|as|:|=)?\s*[\"'“‘]?$", re.I)


def message_text(evidence: Evidence, span: tuple[int, int]) -> str | None:
    """The text of a message the user dictates: quoted, or after "saying"/"that"/":"; for a
    translation, the phrase: "how do you say thank you in Spanish?" -> "thank you"."""
    quoted = [m for m in evidence.of("quoted") if span[0] <= m.start < span[1]
              and not TITLE_LABEL.search(evidence.text[max(span[0], m.start - 30) : m.start])]  # ("with the subject 'Late' saying …": the subject)
    if quoted:
        return max(quoted, key=lambda m: len(m.value)).value
    text = evidence.text[span[0] : span[1]]
    said = _SAY_IN.search(text)
    if said and not re.match(r"(?:the |a |an )?(?:weather|time|price|rate|forecast)\b", said.group(1), re.I) and not set(
            said.group(1).lower().split()) <= _NOTHING_SAID:
        return said.group(1).strip()
    low = text.lower()
    for cue in _MESSAGE_CUES:
        found = re.search(rf"(?<![\w-]){re.escape(cue)}(?![\w-])" if cue[-1].isalpha() else rf"(?<![\w-]){re.escape(cue)}", low)
        index = found.start() if found else -1  # a whole word: "reading" is no cue inside "my readings"
        if index >= 0:
            tail = text[index + len(cue) :].strip(" :,\"'")
            if tail:
                return _sentence_case(tail)
    match = re.search(r"\b(?:tell|let|inform|text|message|email|ping|remind|ask|report|mention|flag|say)\s+(?:\S+\s+){0,2}?(?:that|know that)\s+(.+)$", text, re.I) or re.search(
        r"\b(?:tell|ask|remind)\s+(?:\S+\s+){0,2}?to\s+(.+)$", text, re.I) or re.search(
        r"\b(?:tell|let)\s+(?:him|her|them|the\s+[a-z]+)\s+(?:know\s+)?((?:she|he|it|they|we|i|my|our|there)(?:'s|'re|'m|'ll|'d|'ve)?\s+.+)$", text, re.I) or re.search(
        r"\bmention\s+(?:to\s+(?:him|her|them)\s+)?((?:we|i|she|he|they|it|my|our|there)(?:'s|'re|'m|'ll|'d|'ve)?\s+.+)$", text, re.I)  # "mention we'd love the terrace"
    if match:
        return _sentence_case(match.group(1).strip(" .!?"))
    asked = _ASK_IF.search(text)
    if asked:
        # "… n ask if the cambelt's been done, and whether theyd take 12.5k": the question, put to them
        return "Hi, could you tell me " + _to_them(asked.group(1).strip(" .!?")) + "?"
    match = re.search(r"(?<!\d):(?!\d)\s*(.+)$", text)  # "…: text", not the colon of "9:30"
    if match and len(match.group(1)) > 3:
        return match.group(1).strip()
    return None


#: "ask (them) if/whether/when …": a question the user wants put to someone.
_ASK_IF = re.compile(r"\bask(?:\s+(?:them|him|her|the\s+\w+|\w+))?\s+((?:if|whether|when|what|how|why|where|who)\b.{3,400})$", re.I)
_THIRD_TO_SECOND = {"they": "you", "they'd": "you'd", "theyd": "you'd", "they're": "you're", "theyre": "you're", "they've": "you've",
                    "theyve": "you've", "they'll": "you'll", "theyll": "you'll", "them": "you", "their": "your", "theirs": "yours"}


def _to_them(question: str) -> str:
    """The words of a question about "them" said to them: "whether theyd take 12.5k" -> "whether you'd take 12.5k"."""
    return re.sub(r"\b[\w']+\b", lambda m: _THIRD_TO_SECOND.get(m.group(0).lower(), m.group(0)), question)


_PURPOSE = re.compile(
    r"\b(?:for|because of|because|about|regarding|due to)\s+(?:(?:his|her|their|my|our|its|a|an|the|some)\s+)?"
    r"([A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*){0,4})", re.I)
#: A remark after the request that says what is wrong: ", she's been sneezing", "as he's limping".
_DESCRIBED = re.compile(r"(?:,|\bas\b|\bsince\b)\s+((?:she|he|it|they|i|we)(?:'s|'ve|'re| is| has| have| are| was| keeps?)\s+[^.?!]{3,120})", re.I)
_PURPOSE_STOP = frozenset("at on in by from to tomorrow today tonight next this with and or please asap".split())


#: Pronouns a "for …" may hold that say no purpose ("for me", "no need for anyone to come").
_NOBODY_IN_PARTICULAR = frozenset("me us him her them you it anyone anybody someone somebody everyone everybody nobody one".split())


def purpose(evidence: Evidence, span: tuple[int, int]) -> str | None:
    """What a visit or a request is for: "book Biscuit in for his rabies jab at 9:30" -> "rabies
    jab"; None when the words after "for" are a time, a date, a person or a count."""
    text = evidence.text[span[0] : span[1]]
    described = _DESCRIBED.search(text)
    if described and not re.match(r"(?:it|that|this)(?:'s| is) (?:for|about|regarding)\b", described.group(1), re.I):
        return _sentence_case(described.group(1).strip(" .!?"))  # "…for Mochi, she's been sneezing"
    covered = [(m.start - span[0], m.end - span[0]) for m in evidence.mentions
               if m.kind in ("date", "time", "datetime", "duration", "range", "person", "number", "money", "email", "id")]
    for match in _PURPOSE.finditer(text):
        if any(a <= match.start(1) < b for a, b in covered):
            continue
        kept: list[str] = []
        for word in match.group(1).split():
            if word.lower() in _PURPOSE_STOP:
                break
            kept.append(word)
        if kept and not all(w.lower() in STOPWORDS or w.lower() in _NOBODY_IN_PARTICULAR for w in kept):  # ("no need for anyone to come")
            return " ".join(kept)
    return None


def reminder_text(evidence: Evidence, span: tuple[int, int]) -> str | None:
    """"remind me to call mom at 5" -> "call mom"; "add 'buy milk' to my list" -> "buy milk"."""
    quoted = [m for m in evidence.of("quoted") if span[0] <= m.start < span[1]]
    if quoted:
        return quoted[0].value
    text = evidence.text[span[0] : span[1]]
    match = re.search(r"\b(?:remind (?:me|us|him|her|them)(?: [\w:]+){0,5}? (?:to|that|about)|reminder (?:to|for|about)|(?:task|todo|to-do|note) (?:to|:)|need to|have to|don't forget to|remember to)\s+(.+)$", text, re.I)
    if not match:
        match = re.search(r"\breminder\b[^.?!]{0,60}?\b(?:to|for|about)\s+(.+)$", text, re.I)
    if not match:
        return None
    tail = match.group(1)
    times = [m for m in evidence.mentions if m.kind in ("date", "time", "datetime", "duration") and m.start >= span[0] + match.start(1)]
    if times:
        tail = tail[: max(0, times[0].start - (span[0] + match.start(1)))]
    tail = re.sub(r"\s+(?:at|on|by|in|for|this|next|tomorrow|tonight)\s*$", "", tail.strip(" .!?,"), flags=re.I)
    return tail.strip(" .!?,") or None


def title_text(evidence: Evidence, span: tuple[int, int]) -> str | None:
    """A title the user names: after "titled"/"called"/"subject", or the first quoted text."""
    text = evidence.text[span[0] : span[1]]
    low = text.lower()
    quoted = [m for m in evidence.of("quoted") if span[0] <= m.start < span[1]]
    for cue in _TITLE_CUES:
        index = low.find(cue)
        if index >= 0:
            after = [m for m in quoted if m.start >= span[0] + index]
            if after:
                return after[0].value
            tail = text[index + len(cue) :].strip(" :,\"'")
            if tail:
                return shorten(re.split(r"\s+(?:and|with|saying|to|for|about)\s+", tail)[0], 80)
    if quoted:
        return quoted[0].value
    return None


def short_title(text: str, max_words: int = 8) -> str:
    """A title made from a text: its first clause, cut to a few words, first letter upper (a
    leading label such as "ALERT 14:12 UTC," is dropped)."""
    text = re.sub(r"^\s*[A-Z]{3,}\b[\s\d:.,UTCGMapm-]*[,:]\s*", "", text.strip())
    text = re.sub(r"^[\w-]+:\s+(?=\w)", lambda m: m.group(0) if len(m.group(0)) > 20 else "", text)
    first = re.split(r"(?<=[.!?;])\s|\n", text.strip(), maxsplit=1)[0]
    words = [w for w in first.split() if w.strip(",.")]
    if len(words) > 2 and words[0].lower() in ("the", "a", "an"):
        words = words[1:]  # "The meeting moved to 3pm" -> "Meeting moved to 3pm"
    cut = " ".join(words[:max_words]).strip(" ,.;:")
    return _sentence_case(cut)


def sentence_case(text: str) -> str:
    """The first letter upper, the rest as written ("dinner with Bob" -> "Dinner with Bob")."""
    return _sentence_case(text)


def _sentence_case(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:] if text else text


def content_words(text: str) -> list[str]:
    return [stem(w) for w in re.findall(r"[A-Za-z]+", text.lower()) if w not in STOPWORDS]


_STOP_AT = frozenset("to for on at in by with from due before after until at around tomorrow today tonight next this every and , . ? ! please".split())


#: "and a pair of stonechats on the gorse …", "also 2 bags of compost": one more thing, said
#: after an action was done — the same action again, for it.
ONE_MORE = re.compile(r"^\W*(?:and|also|plus|oh and|and also)\s+(?:a|an|another|one|two|three|four|five|six|seven|eight|nine|ten|\d+|"
                       r"a pair of|a couple of|a few)\s+(?!more\b|question\b|thing\b|quick\b)[a-z]", re.I)

def object_phrase(evidence: Evidence, span: tuple[int, int], tool_words: set[str], *, max_words: int = 8) -> str:
    """What a request asks to create or add, in its own words: "add oat milk to my list" ->
    "oat milk", "create a task to renew my passport" -> "renew my passport"."""
    quoted = [m for m in evidence.of("quoted") if span[0] <= m.start < span[1]]
    if quoted:
        return quoted[0].value
    toks = [t for t in evidence.toks if span[0] <= t.start < span[1]]
    k = 0
    while k < len(toks) and (toks[k].lower in _LEAD or not toks[k].is_word or lexicon.action_groups(stem(toks[k].lower)) or lexicon.is_read_verb(stem(toks[k].lower))):
        if k > 0 and toks[k - 1].lower in ("the", "a", "an", "my", "our", "your", "this", "that") and toks[k].is_word and toks[k].lower not in _LEAD:
            break  # "email the forecast": after "the" comes the thing, even if it could be a verb
        k += 1
    while k < len(toks) and toks[k].lower in ("a", "an", "the", "some", "new", "my", "reminder", "task", "note", "item", "event", "entry") and k + 1 < len(toks):
        if toks[k].lower in ("reminder", "task", "note") and k + 1 < len(toks) and toks[k + 1].lower == "to":
            k += 2
            break
        k += 1
    out: list[Token] = []
    for token in toks[k:]:
        if token.lower in _STOP_AT and out:
            break
        if any(m.start <= token.start < m.end and m.kind in ("date", "time", "datetime", "range", "person", "email", "place", "money", "duration") for m in evidence.mentions):
            if out:
                break
            continue
        out.append(token)
    words_ = [t.text for t in out if t.is_word][:max_words]
    return " ".join(words_)


_OWNED = re.compile(r"\b(?:my|our|his|her|their|the|this|that|these|those|a|an)\s+((?:[a-z][\w'-]*\s+){0,2}[a-z][\w'-]*)", re.I)
_OWNED_STOP = frozenset("in at on for to from with by of and or near before after".split())


def possessed(evidence: Evidence, span: tuple[int, int], tool_words: set[str]) -> str | None:
    """The thing a request is about, when the tool's own words are left out: "a bulky waste
    pick-up for my sofa" -> "sofa" (for `book_bulky_pickup(item)`)."""
    text = evidence.text[span[0] : span[1]]
    covered = [(m.start - span[0], m.end - span[0]) for m in evidence.mentions if m.kind not in ("quoted",)]
    for match in _OWNED.finditer(text):
        if any(a <= match.start(1) < b for a, b in covered):
            continue
        kept = []
        for word in match.group(1).split():
            if word.lower() in _OWNED_STOP:
                break
            kept.append(word)
        content = [w for w in kept if w.lower() not in STOPWORDS and stem(w.lower()) not in tool_words]
        if content and len(content) == len([w for w in kept if w.lower() not in STOPWORDS]):
            return " ".join(kept)
    return None


def compound_before(evidence: Evidence, span: tuple[int, int], head_words: tuple[str, ...]) -> str | None:
    """"my shopping list" -> "shopping" for a `list` parameter; "the work calendar" -> "work"."""
    toks = [t for t in evidence.toks if span[0] <= t.start < span[1]]
    for index, token in enumerate(toks):
        if token.lower in head_words and index > 0:
            before = toks[index - 1]
            if before.is_word and before.lower not in STOPWORDS and before.lower not in ("my", "the", "a", "your", "our", "new"):
                return before.text
    return None


#: Words that point back to something named earlier ("add it", "book that one").
POINTERS = frozenset("it its them that this those these one ones".split())


def antecedent(evidence: Evidence, end: int, tool_words: set[str], taken: set[str]) -> str | None:
    """What a pronoun in a request points back to: the last thing named before `end` ("I bought
    a peace lily today!! it's going in the bedroom. can you add it" -> "peace lily"). Things
    already given to other arguments (`taken`, lowercase words) and the tool's own words are
    skipped; dates and places are not things."""
    text = evidence.text[:end]
    covered = [(m.start, m.end) for m in evidence.mentions if m.kind not in ("quoted",)]
    found: str | None = None
    for match in _OWNED.finditer(text):
        if re.search(r"\b(?:in|at|on|into|onto|to|from|near|by|under|behind|inside|outside)\s+$", text[max(0, match.start() - 12) : match.start()], re.I):
            continue  # "going in the bedroom": a place, not the thing
        kept = []
        for index, word in enumerate(match.group(1).split()):
            start = match.start(1) + sum(len(w) + 1 for w in match.group(1).split()[:index])
            if word.lower() in _OWNED_STOP or word.lower() in STOPWORDS or any(a <= start < b for a, b in covered):
                break
            kept.append(word)
        content = [w for w in kept if stem(w.lower()) not in tool_words]
        if content and content == kept and not {w.lower() for w in kept} & taken:
            found = " ".join(kept)
    return found


_POINTED_PLURAL = re.compile(r"\b(?:the|its|their|those|these|all(?: of)? the|all|every)\s+([a-z]+s)\b", re.I)


def pointed_plurals(text: str) -> set[str]:
    """Stems of the plural things a message points at ("add *the ingredients*", "renew all loans"):
    what a list in an earlier result may be called."""
    return {stem(m.group(1).lower()) for m in _POINTED_PLURAL.finditer(text[:2000])}
