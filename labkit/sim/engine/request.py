"""Stage 2b — what the user is doing with each part of the message: asking, requesting an action,
asking for advice, wondering "what if", asking how to, chatting.

The message is cut into clauses (at sentence ends, and at "and"/"then"/"also"/commas when a new
verb or question starts: "find flights to Rome and book the cheapest" is two clauses, "Berlin and
Hamburg" is not). Each clause gets a *mood*:

    request       an imperative or a clear ask: "Book a table", "Can you send…", "I'd like to…"
    question      asking for facts: "What's the weather…", "Is my order shipped?"
    advice        "Should I…", "Would you recommend…", "Is it worth…"
    hypothetical  "What if I…", "What would happen if…", "Suppose…"
    howto         "How do I…", "How can I…", "Can I…" (asking whether/how, not asking you to)
    conceptual    "What's the difference between…", "Explain…", "What is a…"
    smalltalk     greetings, thanks, goodbyes
    statement     anything else ("I'm in Lisbon on Friday")

Only a `request` (or a statement of need, "I need a taxi at 6") may authorise an act tool, and
only for the verbs it asks for; negated verbs ("don't book yet") never do.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

from labkit.sim.engine import lexicon
from labkit.sim.engine.conditions import split_condition
from labkit.sim.engine.words import STOPWORDS, Token, sentences, stem
from labkit.sim.engine.words import tokens as tokenize

_FILLERS = frozenset("ok okay so well oh hey hi hello and also then now btw actually great thanks cool alright right yes yeah yep sure um uh hmm plus just".split())
_FRAME = frozenset(
    """please pls plz kindly can could would will you u i i'd i'm i'll we we'd we'll like love want wanna
    need needs needed help let's lets go ahead make sure remember me us to for just quickly""".split()
)
_SPLITTERS = frozenset({"and", "then", "also", "plus", ",", ";", ":", "but", "afterwards", "after", "next", "finally", "lastly"})
#: Words after which the next word stands where a verb stands ("to book", "please send", "you check").
_VERB_SLOT = frozenset("to and or please pls plz kindly you u then also i we i'll we'll let's lets me us just ahead can could would will should must might may don't dont not never gonna wanna first finally quickly also mind try".split())
#: Words after which "to <verb>" is still what the user asks for ("going to book", "able to cancel").
_TO_FRAMES = frozenset("going trying able wanting hoping planning time need needs want wants like love ready how where when what way as enough".split())  # "be so kind as to tell me"
_PRONOUN_START = frozenset({"i", "we", "you", "can", "could", "would", "please", "also", "what", "how", "where", "when", "who", "which", "is", "are", "do", "does", "will"})
_DESIRE = frozenset({"want", "need", "like", "wanna", "love", "require", "wish", "prefer"})
_ACQUIRE_GROUPS = ("book", "buy", "create", "remind", "request", "enroll", "renew", "borrow")


@dataclass
class Clause:
    """One clause of the user's message, with its mood and the verbs it asks for."""

    text: str
    start: int
    end: int
    toks: list[Token]
    mood: str
    verbs: list[str] = field(default_factory=list)
    negated: set[str] = field(default_factory=set)
    desire: bool = False
    condition: str | None = None
    polite: bool = False
    content: list[str] = field(default_factory=list)

    @property
    def may_act(self) -> bool:
        """Can this clause authorise a tool that changes the world?"""
        return self.mood == "request" or (self.mood in ("statement", "howto") and self.desire)

    @property
    def wants_facts(self) -> bool:
        """Does this clause want information a read tool could give?"""
        return self.mood in ("request", "question", "statement", "advice", "howto")


def is_open(clause: Clause) -> bool:
    """A question without a subject of its own: "What are my options?", "Anything available?"."""
    return clause.mood in ("question", "advice", "request") and all(
        t.lower in lexicon.OPEN_QUESTION_WORDS or t.lower in STOPWORDS or not t.lower[:1].isalnum() for t in clause.toks
    )


def joined(parts: list[Clause], text: str) -> Clause:
    """One clause from the statements that set a scene and the open question that ends it: the
    question's mood with the statements' words."""
    last = parts[-1]
    return Clause(
        text[parts[0].start : last.end], parts[0].start, last.end, [t for c in parts for t in c.toks], last.mood,
        verbs=[v for c in parts for v in c.verbs if lexicon.is_read_verb(v)] or list(last.verbs),
        negated=set().union(*(c.negated for c in parts)), desire=last.desire, condition=last.condition,
        polite=any(c.polite for c in parts), content=[w for c in parts for w in c.content],
    )


def _past_form(word: str) -> bool:
    """"changed", "booked", "coming": a past form or a gerund, never an imperative ("changed my
    mind", "coming from the university")."""
    return (word.endswith("ed") and len(word) > 4 or word.endswith("ing") and len(word) > 5) and stem(word) != word


def _is_verb(word: str) -> bool:
    if "-" in word:
        word = word.rsplit("-", 1)[-1]  # "squash-merge", "re-send"
    word_stem = stem(word)
    return lexicon.is_read_verb(word_stem) or bool(lexicon.action_groups(word_stem)) or word_stem in lexicon.OTHER_VERBS


#: Participles that add a detail to the clause before them rather than start another one.
_MODIFYING = frozenset(
    "starting beginning commencing ending finishing leaving departing arriving returning coming going "
    "running lasting repeating recurring effective using including excluding".split()
)


def _starts_clause(words: list[str], index: int) -> bool:
    """Does a new clause start at words[index] (after a splitter)?"""
    k = index
    while k < len(words) and words[k] in ("then", "also", "please", "and", ",", "maybe", "could", "can", "you", "pls", "just"):
        k += 1
    if k >= len(words):
        return False
    word = words[k]
    if word in _MODIFYING:
        return False  # ", starting this Sunday at 9am", ", leaving at 6": more about the same request
    if word in lexicon.WH_WORDS or word in ("is", "are", "do", "does", "did", "has", "have", "was", "were", "will", "can", "could", "should", "i", "i'd", "i'm", "we", "let's", "remind", "tell", "show"):
        return True
    if k > index and words[index] in ("could", "can") and words[index + 1 : index + 2] == ["you"]:
        return True
    if word in ("it's", "there's", "she's", "he's", "they're") and index > 0 and words[index - 1] == ",":
        return True  # "book the cheapest for tomorrow, it's a blocked sink": what the trouble is
    if word in ("the", "my", "our", "his", "her", "their", "its", "this") and any(
            w in ("is", "are", "was", "were", "has", "have", "keeps", "won't", "isn't", "wont", "isnt", "stopped", "broke") for w in words[k + 2 : k + 5]):
        return True  # "book them for Thursday, the kitchen tap is leaking": a new statement of what is wrong
    if k + 1 < len(words) and words[k + 1] in ("it", "them", "this", "that", "these", "those") and word not in lexicon.DETERMINERS and word not in STOPWORDS:
        return True  # "… and escalate it": a verb we may not know, acting on what came before
    if _is_verb(word) and (k + 1 >= len(words) or words[k + 1] not in ("and", ",", "or", ":")):
        previous = words[index - 1] if index > 0 else ""
        return previous not in lexicon.DETERMINERS
    return False


_QUOTE = re.compile(r"(?<![A-Za-z])'([^'\n]{2,300})'(?![A-Za-z])|\"([^\"\n]{2,300})\"|“([^”\n]{2,300})”")


def _quoted_spans(sentence: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in _QUOTE.finditer(sentence[:5000])]


def clauses(text: str, known: frozenset[str] = frozenset()) -> list[Clause]:
    """The clauses of a user message, in order, each with its mood. `known`: stems of the offered
    action tools' names ("refill" for `requestRefill`): a clause that starts with one of them
    and goes on to what it is done to ("refill RX104233", "water my monstera") is a command."""
    out: list[Clause] = []
    for start, end in sentences(text):
        sentence = text[start:end]
        toks = tokenize(sentence)
        if not toks:
            continue
        low = [t.lower for t in toks]
        pieces: list[tuple[int, int]] = []
        begin = 0
        announced = _ANNOUNCING.match(sentence)
        if announced:  # "two things - what railcards have I got, and …": the list, not a remark
            begin = next((k for k, t in enumerate(toks) if t.start >= announced.end()), 0)
        quoted = _quoted_spans(sentence)
        elliptic: set[int] = set()  # pieces that repeat the verb before them: "…, and also a pedal boat on Sunday"
        for index, word in enumerate(low):
            if quoted and any(a < toks[index].start < b for a, b in quoted):
                continue  # "comment 'Reproduced on v2.3.1, see attached logs' on …": the quote is one thing said
            if word == ":" and not (index + 1 < len(low) and _is_verb(low[index + 1])):
                continue  # "Count the words in this sentence: I love tests" gives the text; "Triage this: find …" lists steps
            if word in ("and", ",", "plus") and index > begin and _another_of_the_same(low, index + 1) and _is_verb(low[begin]):
                pieces.append((begin, index))
                elliptic.add(len(pieces))
                begin = index + 1
                continue
            if word in _SPLITTERS and index > begin and index + 1 < len(low) and _starts_clause(low, index + 1):
                if word in ("after", "next") and index > 0 and low[index - 1] not in (",", "and"):
                    continue
                pieces.append((begin, index))
                begin = index + 1
        pieces.append((begin, len(toks)))
        condition = None
        for number, (first, last) in enumerate(pieces):
            part = toks[first:last]
            if not part:
                continue
            words_ = [t.lower for t in part]
            if words_[0] in ("if", "when", "unless") and len(pieces) == 1 and "," in words_:
                comma = words_.index(",")
                condition = " ".join(t.text for t in part[1:comma])
                part = part[comma + 1 :]
                if not part:
                    continue
            elif words_[0] in ("if", "unless") and last < len(toks):
                condition = " ".join(t.text for t in part[1:])
                continue
            clause_text = sentence[part[0].start : part[-1].end]
            trimmed, trailing = split_condition(clause_text)
            if trailing and trimmed:
                part = [t for t in part if t.end <= part[0].start + len(trimmed)]
                clause_text = trimmed
            shifted = [Token(t.text, t.start + start, t.end + start) for t in part]
            clause = _classify(clause_text, shifted, start + part[0].start, start + part[-1].end, known)
            if condition or trailing:
                clause.condition = condition or trailing
                condition = None
            if number in elliptic and out and out[-1].mood == "request" and out[-1].verbs:
                clause.mood, clause.verbs, clause.polite = "request", list(out[-1].verbs[:1]), out[-1].polite  # "and also a pedal boat": book one too
            out.append(clause)
    return out


#: Words that announce what follows: "two things -", "quick question:", "a couple of things:".
_ANNOUNCING = re.compile(r"\s*(?:(?:ok(?:ay)?|so|hi|hey)[,!]?\s+)?(?:(?:two|three|four|a few|a couple of|couple of|some|quick|a quick|one more|another)\s+"
                         r"(?:things?|questions?|qs?|requests?|bits)|quick (?:one|q)|question|q)\s*(?:for you\s*)?[-–—:,.!]+\s*(?=\S)", re.I)


def _another_of_the_same(words: list[str], index: int) -> bool:
    """"…, and also a pedal boat on Sunday", "and another one for Friday": a second thing for the
    same verb, said without it."""
    k = index
    while k < len(words) and words[k] in ("and", ","):
        k += 1
    if k < len(words) and words[k] == "another":
        return True
    return k + 1 < len(words) and words[k] == "also" and words[k + 1] in ("a", "an", "another", "one")


#: A question asked as a statement: "I wonder whether…", "not sure when…", "curious how…".
_INDIRECT_QUESTION = re.compile(
    r"^(?:i\s+wonder|i'm\s+wondering|i\s+am\s+wondering|wondering|(?:i'm\s+|i\s+am\s+)?(?:curious|not\s+sure|unsure)|no\s+idea"
    r"|(?:would\s+be\s+)?(?:good|nice|useful)\s+to\s+know|i'd\s+(?:like|love)\s+to\s+know|i\s+want\s+to\s+know"
    r"|(?:i\s+)?keep\s+forgetting)\s+(?:if|whether|when|what|how|where|who|which|why)\b")


def _tool_command(head: list[str], known: frozenset[str]) -> bool:
    """"refill RX104233", "water my fern": a tool's own word, then its object."""
    if not known or len(head) < 2 or stem(head[0]) not in known or head[0] in STOPWORDS:
        return False
    nxt = head[1]
    return nxt in ("my", "our", "the", "this", "that", "these", "those", "it", "them", "both", "all", "a", "an") or any(ch.isdigit() for ch in nxt)


#: Phrasal verbs, read as the verb they mean.
#: "How's the api looking?", "how are the servers doing?": a question about how something is (its status).
HOW_IS_IT = re.compile(r"\b(?:how's|how is|how are|hows|how're)\b.{0,60}\b(?:looking|doing|going|holding up|running|performing)\b", re.I)
_PHRASAL = {
    "get rid of": "remove", "throw away": "delete", "throw out": "delete", "call off": "cancel", "put off": "postpone",
    "push back": "postpone", "set up": "create", "sign up": "register", "sign me up": "register", "sign us up": "register",
    "look up": "find", "look for": "find", "find out": "check", "check out": "check", "sort out": "fix",
    "top up": "add", "pay off": "pay", "pay back": "pay", "hand in": "submit", "send off": "send", "switch off": "turn",
    "switch on": "turn", "turn off": "turn", "turn on": "turn", "book in": "book", "pencil in": "schedule",
    "chuck in": "add", "throw in": "add", "pop in": "add", "stick in": "add", "chuck out": "remove",
    "get me on": "book", "get us on": "book", "get me into": "book", "get us into": "book", "put me down for": "book", "put us down for": "book",
    "let me in": "unlock", "let us in": "unlock", "let them in": "unlock", "let him in": "unlock", "let her in": "unlock",
}
#: Chat spellings read as the words they stand for ("whats" -> "what's", "u" -> "you").
_SPELLINGS = {"whats": "what's", "wats": "what's", "hows": "how's", "wheres": "where's", "whens": "when's", "whos": "who's",
              "u": "you", "ur": "your", "r": "are", "pls": "please", "plz": "please", "im": "i'm", "ive": "i've",
              "cant": "can't", "wont": "won't", "dont": "don't", "doesnt": "doesn't", "isnt": "isn't", "thats": "that's",
              "theres": "there's", "whatre": "what're", "shud": "should", "cud": "could", "wud": "would", "gimme": "give"}


def _classify(text: str, toks: list[Token], start: int, end: int, known: frozenset[str] = frozenset()) -> Clause:
    low = [_SPELLINGS.get(w, w) for w in (t.lower.replace("’", "'") for t in toks)]
    words_ = [w for w in low if w[:1].isalnum() or w[:1] == "'"]
    k = 0
    while k < len(words_) - 1 and words_[k] in _FILLERS:
        k += 1
    head = words_[k:]
    joined = " ".join(head)
    polite = any(w in lexicon.POLITE for w in words_)
    content = [stem(w) for w in head if w not in STOPWORDS and w not in _FRAME]
    clause = Clause(text, start, end, toks, "statement", polite=polite, content=content)
    clause.negated = _negated(head)
    if not head or _smalltalk(words_):
        clause.mood = "smalltalk"
        return clause
    first = head[0]
    question_mark = text.rstrip().endswith("?")
    unhedged = _HEDGE.sub(r"\1 ", joined)  # "could I please book …" asks as "could I book …" does
    if toks and toks[0].text.isupper() and len(toks[0].text) > 2 and len(toks) > 1 and (toks[1].text[:1].isdigit() or toks[1].text in (":", "-")):
        clause.mood = "statement"  # "ALERT 14:12 UTC, …", "URGENT: …": a label, not a command
        clause.verbs = []
        return clause
    if _startswith(joined, ("how do you say", "how would you say", "how do i say", "how to say", "what's the word for", "what is the word for", "what's the french for", "what is the german for")):
        clause.mood = "request"  # a translation request, not a how-to
    elif _conceptual(joined, head):
        clause.mood = "conceptual"
    elif re.match(r"(?:how (?:do|can|would|should|could) (?:i|we|you)|how to|what's the (?:best|quickest|fastest) way to) (?:get|go|walk|cycle|bike|drive|travel|ride|commute) (?:from|to|there|home|back|into)\b", joined):
        clause.mood = "question"  # "how do I get from Central to Riverside?" asks for a route, not a how-to
    elif _startswith(joined, ("how do i", "how can i", "how to", "how would i", "remind me how to", "show me how to", "tell me how to", "explain how to", "how should i", "how do we", "how can we", "what's the best way to", "what is the best way to", "is there a way to", "is it possible to", "what do i need to do to", "what are the steps to", "how does one")):
        clause.mood = "howto"
    elif _startswith(joined, ("what if", "what happens if", "what would happen", "suppose", "supposing", "imagine", "hypothetically", "if i were to", "in theory", "say i")) or (first == "if" and question_mark) or "would happen" in joined or joined in ("what happens", "what will happen", "what happens then"):
        clause.mood = "hypothetical"
    elif _startswith(joined, ("should i", "should we", "shall i", "would you recommend", "do you recommend", "is it worth", "is it better", "would it be better", "what do you think", "do you think i should", "do you think we should", "what would you do", "what would you recommend", "any advice", "any tips", "would you advise", "is it a good idea", "is now a good time", "which is better", "what's better", "what is better")):
        clause.mood = "advice"
    elif _startswith(joined, ("can i", "could i", "may i", "am i able to", "is it ok to", "is it okay to", "do i have to", "do i need to", "am i allowed to")) and not _ASKS_TO_GET.match(unhedged):
        clause.mood = "howto"
    elif _request_frame(head) or first in ("don't", "dont", "never") or (first == "do" and head[1:2] == ["not"]) or _ASKS_TO_GET.match(unhedged):
        clause.mood = "request"  # "can I get her seen on Friday?" asks for it
    elif first in ("can", "could") and head[1:2] == ["we"] and len(head) > 3 and head[3] in _POINTED and _is_verb(head[2]) \
            and not re.search(r"\b(?:without|for free|free of charge|still|if|whether|how|why|when)\b", joined):
        clause.mood = "request"  # "can we move it to 8?", "could we push the booking back?": a request made together
    elif first not in lexicon.WH_WORDS and first not in lexicon.AUX_START and not _past_form(first) and (
            _is_verb(first) or _tool_command(head, known) or " ".join(head[:2]) in _PHRASAL or " ".join(head[:3]) in _PHRASAL
            or lexicon.is_common_verb(first) and len(head) > 1 and head[1] in lexicon.DETERMINERS | {"it", "them", "me", "us"}
    ) and not (len(head) > 1 and head[1] in ("is", "are", "was", "were", "'s")):
        clause.mood = "request"  # an imperative, even with a question mark ("cancel the one at Luigi's?")
    elif first in lexicon.WH_WORDS or first in lexicon.AUX_START and not _told_past(head) or question_mark:
        clause.mood = "question"
    elif _INDIRECT_QUESTION.match(joined):
        clause.mood = "question"  # "I wonder if I need an umbrella", "curious how my savings are doing"
    elif len(head) > 1 and head[1] in ("this", "it", "that", "these", "them", "the", "my", "our", "a", "an", "me", "us") and first not in STOPWORDS and toks and toks[0].is_capitalized:
        clause.mood = "request"  # an imperative with a verb we do not know: "Triage this", "Summarise the…"
    clause.desire = (
        any(w in _DESIRE for w in head[:4]) and head[:1] in (["i"], ["i'd"], ["we"], ["we'd"], ["i'll"], ["we'll"], ["i'm"], ["wanna"])
        or joined.startswith(("i need", "we need", "i want", "we want", "i'd like", "we'd like", "i would like", "we would like"))
        or _startswith(joined, ("get me", "get us", "grab me", "order me", "can i get", "could i get", "can i have", "could i have", "i'll take", "we'll take", "i'll have"))
    )
    if clause.desire and clause.negated & {stem(w) for w in _DESIRE}:
        clause.desire = False  # "I don't want to add it yet"
    clause.verbs = _asked_verbs(head[:2] + head[3:] if _HEDGE.match(joined) else head, clause, known)
    return clause


#: "can I get …", "could we book …", "may I have …": asking to be given something is a request.
_ASKS_TO_GET = re.compile(r"(?:can|could|may) (?:i|we) (?:get|have|book|order|reserve|rent|hire|buy|purchase)\b")
_HEDGE = re.compile(r"^((?:can|could|may) (?:i|we)) (?:please|possibly|just|kindly|maybe) ")


#: Words a verb's object starts with when the verb is done to something named or pointed at.
_POINTED = frozenset("it that this them those these the my our his her their".split())

_PAST_AUX = frozenset("did had was were".split())


def _told_past(head: list[str]) -> bool:
    """"had porridge for breakfast", "did 40 mins of yoga", "was at the gym": a past-tense verb
    with no subject after it tells what happened; "did you…", "had the parcel…" would ask."""
    if head[0] not in _PAST_AUX or len(head) < 2:
        return False
    nxt = head[1]
    subjects = {"i", "we", "you", "he", "she", "it", "they", "there", "anyone", "anybody", "someone", "somebody", "everyone", "everything", "anything", "nobody"}
    return nxt not in subjects and nxt not in lexicon.DETERMINERS and nxt not in ("not", "n't")


def _startswith(joined: str, prefixes: tuple[str, ...]) -> bool:
    """Does the text start with one of the phrases, as whole words ("get me" in "get me two", not "get meat")?"""
    return (joined + " ").startswith(_spaced(prefixes))


@functools.lru_cache(maxsize=256)
def _spaced(prefixes: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(p + " " for p in prefixes)


def _smalltalk(words_: list[str]) -> bool:
    if not words_:
        return True
    return all(w in _SOCIAL for w in words_) and any(w in _SOCIAL_CUES for w in words_)


#: A bare "no": the user declines (an offer, a suggestion) and asks for nothing.
DECLINES = frozenset("no nope nah nevermind never not maybe".split())
#: Words a message of pure small talk is made of, and the ones that make it small talk.
_SOCIAL = lexicon.GREETINGS | lexicon.THANKS | lexicon.FAREWELLS | frozenset(
    "you so much a lot very there again good great nice awesome perfect ok okay cool that's thats it all for now the help "
    "your have day bye see ya talk soon how are doing what's up morning afternoon evening sounds fine wonderful excellent "
    "alright got understood noted yes no sure is was helpful nope nah dear folks everyone ! ? lovely brilliant amazing "
    "not never mind nevermind maybe later leave yet thanks thank i'm".split())
_SOCIAL_CUES = lexicon.GREETINGS | lexicon.THANKS | lexicon.FAREWELLS | DECLINES | frozenset(
    "ok okay cool great perfect awesome nice understood noted sounds got".split())


def _conceptual(joined: str, head: list[str]) -> bool:
    if "difference between" in joined or "differ from" in joined or "different from" in joined:
        return True
    if _startswith(joined, ("what does", "how does", "what do")) and (any(ch.isdigit() for w in head for ch in w) or set(head) & _DAY_WORDS):
        return False  # "what does 7B have on Monday?": about a thing and a day, a fact to look up
    if _startswith(joined, ("explain", "define", "what does", "what do you mean", "how does", "how do", "why do", "why does", "why is", "why are", "is it true", "what's the point of", "what is the point of", "what's the meaning of", "what is the meaning of", "what are the benefits", "what are the pros")):
        if _startswith(joined, ("how do i", "how do we", "how do you")):
            return False
        if " one " in f" {joined} " or any(w in ("it", "that", "this", "them", "those") for w in head[2:]):
            return False  # "what does the one from mum say?" is about a thing, not a concept
        return not any(w in ("my", "our", "mine", "today", "now", "currently", "current", "latest", "tonight", "tomorrow", "yesterday")
                       for w in head)  # "what does copper pay today?" asks for a fact
    if re.search(r"\b(?:a myth|an old wives' tale|just a myth|urban legend)\b", joined) or (
            _startswith(joined, ("is it actually", "is it really", "is it generally", "is it usually", "are they actually", "are they really"))
            and re.search(r"\b\w+er\b|\bbetter\b|\bworse\b|\bsafe\b|\bhealthy\b|\bbad\b|\bgood\b", joined)):
        # "is it actually cheaper to fly on a tuesday or is that a myth?": how things are in general
        return not any(w in ("my", "our", "mine", "tomorrow", "tonight", "today") for w in head)
    if _startswith(joined, ("do you think", "do you reckon", "would you say", "don't you think", "in your opinion", "is it bad to", "is it bad for", "is it good to", "is it healthy to")):
        # "do u think listening at 2x ruins audiobooks?": an opinion about how things are, not a
        # lookup — unless it is about the user's own things or what will happen ("…it'll rain?")
        return not any(w in ("my", "our", "mine", "i", "we", "today", "tomorrow", "tonight", "will", "it'll", "going", "gonna", "won't", "should", "current", "latest")
                       for w in head[3:])
    if _startswith(joined, ("what is a", "what's a", "what is an", "what's an", "whats a", "what are", "tell me about")):
        if _startswith(joined, ("what are the", "what are today's", "tell me about the", "tell me about today's")):
            return False  # "what are the opening hours?": these particular things, a fact to look up
        return not any(w in ("my", "our", "mine", "today", "tomorrow", "available", "current", "latest", "your") for w in head) and len(head) <= 14
    return False


_DAY_WORDS = frozenset("monday tuesday wednesday thursday friday saturday sunday today tomorrow tonight yesterday weekend".split())


def _request_frame(head: list[str]) -> bool:
    joined = " ".join(head)
    frames = (
        "please", "pls", "plz", "kindly", "can you", "could you", "would you", "will you", "can u", "could u",
        "would you mind", "i'd like you to", "i would like you to", "i want you to", "i need you to",
        "i'd like to", "i would like to", "i want to", "i wanna", "i need to", "we need to", "we want to",
        "we'd like to", "help me", "let's", "lets", "go ahead and", "make sure", "remember to", "remind me",
        "get me", "find me", "show me", "send me", "give me", "book me", "tell me", "let me know",
        "i'll need", "i'll have", "i'd love to", "i would love to", "could you please", "can you please",
        "are you able to", "would you be able to", "i'd like", "i would like",
    )
    return _startswith(joined, frames)


_NEGATORS = frozenset("don't dont not never without no won't wont doesn't doesnt didn't didnt can't cant shouldn't wouldn't".split())


def _negated(head: list[str]) -> set[str]:
    """Verbs under a negation: "don't book yet", "do not send", "no need to cancel", "without booking"."""
    out: set[str] = set()
    for index, word in enumerate(head):
        if word in _NEGATORS and (head[index + 1 : index + 2] in (["idea"], ["clue"], ["sure"], ["certain"]) or
                                  set(head[index + 1 : index + 6]) & {"how", "what", "when", "where", "which", "whether", "if", "why"}):
            continue  # "no idea how I'm getting there", "haven't worked out how to get there": a question, not a refusal
        if word in _NEGATORS or (word == "do" and head[index + 1 : index + 2] == ["not"]):
            for position, nxt in enumerate(head[index + 1 : index + 5], start=index + 1):
                if nxt in ("need", "want") and head[position + 1 : position + 2] != ["to"]:
                    out.add(stem(nxt))  # "I won't need tomorrow's day pass": no need, so nothing to get
                    break
                if nxt in ("need", "to", "not", "yet", "just", "please", "be", "any", "go", "ahead", "and", "longer"):
                    continue
                if _is_verb(nxt) or nxt.endswith("ing"):
                    out.add(stem(nxt))
                    after = head[position + 1 : position + 3]
                    if stem(nxt) in _INTENDING and len(after) == 2 and after[0] == "to":
                        out.add(stem(after[1]))  # "not looking to book anything": the booking is not wanted either
                    break
    return out


#: Verbs of intending: what follows their "to" is under the same negation.
_INTENDING = frozenset(stem(w) for w in "look looking plan planning want wanting try trying mean meaning intend going hoping hope".split())


#: Words that open a clause inside the request: the verbs after them are talked about, not asked for.
_SUBORDINATE = frozenset("what what's when where why how whether if which who once until unless because".split())


def _asked_verbs(head: list[str], clause: Clause, known: frozenset[str] = frozenset()) -> list[str]:
    """The verbs the clause asks for, as stems: words in verb position (first, or after "to",
    "please", "you", "and"…), never nouns ("my booking") or the frame ("I'd like to")."""
    out: list[str] = []
    for index, word in enumerate(head):
        if out and word in _SUBORDINATE:
            break  # "explain what happens when you add it", "remind me how to pause": only the first verb is asked
        if "-" in word and _is_verb(word):
            word = word.rsplit("-", 1)[-1]
        word_stem = stem(word)
        previous = head[index - 1] if index > 0 else ""
        if index > 0 and previous not in _VERB_SLOT:
            continue
        before_to = head[index - 2] if index > 1 else ""
        if previous == "to" and before_to and before_to not in _VERB_SLOT | _DESIRE | _TO_FRAMES and (
                not _is_verb(before_to) or before_to.endswith("s") and len(before_to) > 3 and index > 2 and head[index - 3] not in ("i", "we", "you", "it", "he", "she", "they")):
            continue  # "2 bed places to rent", "a table to share": what the thing is for, not what to do
        if (out or head[0] in lexicon.WH_WORDS) and index > 1 and previous in ("can", "could", "will", "would", "should", "might", "may", "must") \
                and head[index - 2] in ("i", "we", "they", "he", "she", "kids"):
            continue  # "find me a dinner I can make": what the user will do
        if out and index > 1 and previous in ("can", "could", "will", "would", "may", "might") and head[index - 2] in ("that", "which", "who"):
            continue  # "show me venues that can take 110 people": what the thing can do, not what to do
        if head[0] in lexicon.WH_WORDS and index > 1 and previous in ("i", "we") and head[index - 2] in ("can", "could", "should", "shall", "will", "would", "do", "did"):
            continue  # "what can I make with leeks?", "where should we eat?": the user's doing, asked about
        if index > 1 and previous in ("you", "we", "they", "it", "i", "he", "she") and (head[index - 2] in lexicon.WH_WORDS or head[index - 2] in ("time", "day")):
            continue  # "tell me when you close", "what time do they open": when it happens, not a thing to do
        if word in ("confirm", "verify", "double-check") and head[index + 1 : index + 2] in (["whether"], ["if"], ["that"], ["what"], ["how"], ["when"], ["which"], ["my"]):
            out.append(stem("check"))  # "confirm whether my policy covers…" asks to check, not to approve
            continue
        phrasal = _PHRASAL.get(" ".join(head[index : index + 3])) or _PHRASAL.get(" ".join(head[index : index + 2]))
        if not phrasal and word in ("put", "pop", "stick", "throw") and "on" in head[index + 1 : index + 7]:
            after_on = head[index + 1 : index + 7][head[index + 1 : index + 7].index("on") + 1 :][:1]
            if not after_on or after_on[0] in ("at", "for", "and", "please", "now", "again", "loud", "quietly", "then", "while", "in"):
                phrasal = "play"  # "put Project Hail Mary on at 1.5x" (not "put it on my calendar")
        if not phrasal and word in ("take", "get", "leave") and {"out", "off"} & set(head[index + 1 : index + 7]) and not (
                word == "take" and head[index + 1 : index + 2] in (["out"], ["off"]) and head[index + 2 : index + 3] in (["for"], ["at"], ["on"])):
            phrasal = "remove"  # "take the bananas out of my basket", "leave the milk off the order"
        if not phrasal and word == "ask" and "for" in head[index + 1 : index + 7] and not {"question", "questions", "advice", "help"} & set(head[index + 1 : index + 6]):
            phrasal = "request"  # "ask them for a quote", "ask for a refund": a request for the thing
        if phrasal:
            out.append(stem(phrasal))  # "get rid of the misting one" asks to remove it
            continue
        if word in ("get", "have") and re.match(r"(?:him|her|them|it|me|us|my \w+|\w+)\s+(?:seen|looked at|checked|checked out|examined)\b", " ".join(head[index + 1 : index + 5])):
            out.append(stem("book"))  # "can I get her seen on Friday?": an appointment
            continue
        if word in ("get", "have") and re.match(r"(?:the|a|an|my|our|someone|somebody|him|her|them|an?\s+\w+)\s+(?:\w+\s+)?(?:round|over)\b", " ".join(head[index + 1 : index + 5])):
            out.append(stem("arrange"))  # "get the adjuster round", "have a plumber over": arrange a visit
            continue
        if word == "let" and head[index + 1 : index + 3] in (["me", "know"], ["us", "know"]):
            out.append(stem("tell"))  # "let me know which times are free" asks to be told
            continue
        if word in _DESIRE or word in ("help", "let", "let's", "go", "please", "can", "could", "would", "will"):
            continue
        if word == "make" and head[index + 1 : index + 2] == ["sure"]:
            continue
        if word in ("tell", "text", "message", "email", "ping", "call", "phone", "reach", "contact") and head[index + 1 : index + 3] in (["me", "at"], ["me", "on"], ["us", "at"], ["us", "on"]):
            continue  # "email me at jo@…" gives an address, it does not ask to send
        if word in ("tell", "text", "message", "email", "ping") and index + 1 < len(head) and head[index + 1] not in ("me", "us"):
            out.append(stem("send"))
            continue
        if word_stem in lexicon.READ_VERBS or lexicon.action_groups(word_stem) or (index == 0 and clause.mood == "request" and word not in STOPWORDS) or (
                word_stem in known and previous in ("you", "u", "please", "pls", "to") and len(word) > 3):  # "can you comment …" and `add_comment`
            if word_stem in clause.negated:
                continue
            out.append(word_stem)
    return out


def acquires(clause: Clause) -> bool:
    """A statement of need that asks to obtain something ("I need a table for 3", "I'd like two
    tickets"): it may authorise an acquiring act (book, buy, create, request…) for its object."""
    if re.search(r"\b(?:need|needs|want|wants|like|love|have|has|got)\s+to\s+(?:be|go|get|arrive|leave|make|see|know|stay|head)\b", clause.text, re.I):
        return False  # "I need to be at the airport by 10": a situation, not a thing to obtain
    return clause.desire and not any(lexicon.action_groups(v) for v in clause.verbs)


def is_acquiring(verb_stem: str) -> bool:
    """Is this a verb that obtains something for the user (book, buy, create, schedule…)?"""
    groups = lexicon.action_groups(verb_stem)
    return any(lexicon.action_groups(stem(word)) & groups for word in _ACQUIRE_GROUPS)
