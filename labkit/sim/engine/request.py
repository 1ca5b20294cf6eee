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
from labkit.sim.engine.verbs import DESIRE, PHRASAL, asked_verbs, is_verb, negated, past_form
from labkit.sim.engine.words import STOPWORDS, Token, sentences, stem
from labkit.sim.engine.words import tokens as tokenize

_FILLERS = frozenset("ok okay so well oh hey hi hello and also then now btw actually great thanks cool alright right yes yeah yep sure um uh hmm plus just".split())
_FRAME = frozenset(
    """please pls plz kindly can could would will you u i i'd i'm i'll we we'd we'll like love want wanna
    need needs needed help let's lets go ahead make sure remember me us to for just quickly""".split()
)
_SPLITTERS = frozenset({"and", "then", "also", "plus", ",", ";", ":", "but", "afterwards", "after", "next", "finally", "lastly", "—", "–", "-"})
_PRONOUN_START = frozenset({"i", "we", "you", "can", "could", "would", "please", "also", "what", "how", "where", "when", "who", "which", "is", "are", "do", "does", "will"})
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
    #: "…, and also 200 stickers": the clause before it again, for another thing (its own call).
    repeats: bool = False
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
    if is_verb(word) and (k + 1 >= len(words) or words[k + 1] not in ("and", ",", "or", ":")):
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
            if word == ":" and not (index + 1 < len(low) and is_verb(low[index + 1])):
                continue  # "Count the words in this sentence: I love tests" gives the text; "Triage this: find …" lists steps
            if word in ("and", ",", "plus") and index > begin and _another_of_the_same(low, index + 1) and is_verb(_first_word(low, begin)):
                pieces.append((begin, index))
                elliptic.add(len(pieces))
                begin = index + 1
                continue
            if word == "," and index > begin and low[index + 1 : index + 2] in (["if"], ["unless"]) and _consequent_start(low[index + 1 :]) is not None:
                pieces.append((begin, index))  # "have a look at her rating, if it's over 4.5 book her": a request of its own
                begin = index + 1
                continue
            if word in ("and", ",", "or") and low[index + 1 : index + 2] in (["if"], ["whether"]) and _asks_whether(low[begin:index]):
                continue  # "ask whether they allow dogs and if their hot tub works": one question put to them
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
            consequent = _consequent_start(words_) if words_[0] in ("if", "unless") and "," not in words_ else None
            if consequent is not None:
                # "if it's under $80 book a pickup wednesday evening": the condition ends where the request begins
                condition = " ".join(t.text for t in part[1 : consequent[0]])
                if words_[0] == "unless":
                    condition = "not " + condition
                if consequent[1] >= len(part) and last < len(toks):
                    continue  # "…just go ahead | and send it": the condition is the next piece's
                cut = consequent[1] if consequent[1] < len(part) else consequent[0]
                part, words_ = part[cut:], words_[cut:]
            elif words_[0] in ("if", "when", "unless") and len(pieces) == 1 and "," in words_:
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
                clause.condition = _with_antecedent(condition or trailing, out)
                condition = None
            if out and out[-1].mood == "conceptual" and _GENERAL.match(" ".join(t.lower for t in out[-1].toks)) and clause.mood in ("question", "statement", "advice"):
                clause.mood = "conceptual"  # "general question, when two teams finish level …?": the question it announces is general too
            if number in elliptic and out and out[-1].mood == "request" and out[-1].verbs:
                clause.mood, clause.verbs, clause.polite = "request", list(out[-1].verbs[:1]), out[-1].polite  # "and also a pedal boat": book one too
                clause.repeats = True
            out.append(clause)
    return _with_bare_questions_joined(out, text)


#: Words after which a verb is not an imperative ("if there's a van free", "if it is", "if I send").
_SUBJECT_OR_AUX = frozenset("i we you he she it they there this that is are 's was were be been to will would can could should "
                            "do does did has have had not n't a an the my our your his her their its".split())


#: A condition that only points back at the question before it ("…? if so, book it").
_ELLIPTIC = (("so",), ("yes",), ("there", "is"), ("there", "are"), ("there's",), ("it", "is"), ("it's",), ("they", "are"), ("it", "does"),
             ("you", "can"), ("possible",), ("available",), ("free",))
ELLIPTIC_CONDITION = frozenset(" ".join(e) for e in _ELLIPTIC)
_FILLER = frozenset("then just please go ahead and".split())


def _with_antecedent(condition: str, before: list[Clause]) -> str:
    """"…? if so, book it", "have a look at her rating, if it's over 4.5 …": a condition that
    only points back is about the clause before it, said with it."""
    low = condition.lower().strip()
    if not before:
        return condition
    if low in ELLIPTIC_CONDITION:
        return before[-1].text.rstrip(" ?.!")
    if re.match(r"(?:it|it's|its|it is|that|that's|they|they're|they are|she|he|she's|he's)\b", low):
        return f"{before[-1].text.rstrip(' ?.!')}: {condition}"
    return condition


def _consequent_start(words_: list[str]) -> tuple[int, int] | None:
    """Where the condition ends and the request starts after a leading "if …" with no comma: "then"/"just"/"go ahead", or
    the first act verb that is not said of a subject ("if it's under $80 book a pickup"); None
    when no request follows (a hypothetical: "if I cancel will I get a refund?")."""
    for said in _ELLIPTIC:
        k = 1 + len(said)
        if tuple(words_[1:k]) == said and k < len(words_) and lexicon.is_verb(stem(words_[k])):
            return k, k  # "if there is put me on it", "if so book it"
    for k in range(2, len(words_)):
        word = words_[k]
        if word in ("then", "just", "please") or (word == "go" and words_[k + 1 : k + 2] == ["ahead"]):
            rest = k
            while rest < len(words_) and words_[rest] in _FILLER:
                rest += 1  # "just go ahead and send it": the request is "send it"
            return k, rest  # at the end: "if it's fine just go ahead | and send it", the request is the next piece
        if words_[k - 1] not in _SUBJECT_OR_AUX and lexicon.is_act_verb(stem(word)) and not word.endswith(("ing", "ed", "s")):
            return k, k
    return None


_BARE_QUESTION = frozenset("and or also so then plus what when where who which how why whats what's when's where's who's".split())


def _with_bare_questions_joined(parts: list[Clause], text: str) -> list[Clause]:
    """"When's the Yaris due back, and where?": a clause of question words alone asks the clause
    before it one more thing — one clause, not a question about nothing."""
    out: list[Clause] = []
    for clause in parts:
        words_ = [t.lower for t in clause.toks if t.is_word]
        if out and words_ and all(w in _BARE_QUESTION for w in words_) and any(w not in ("and", "or", "also", "so", "then", "plus") for w in words_):
            first = out[-1]
            out[-1] = joined([first, clause], text)
            out[-1].mood = first.mood if first.mood not in ("statement",) else "question"
            out[-1].verbs, out[-1].desire, out[-1].negated = list(first.verbs), first.desire, set(first.negated)
            continue
        if out and out[-1].mood in ("question", "request") and len(clause.toks) <= 2 and _AN_ID.fullmatch(clause.text.strip(" .!?")):
            first = out[-1]  # "is my bowl ready yet? T-0413": the id the question is about, said after it
            out[-1] = joined([first, clause], text)
            out[-1].mood, out[-1].verbs, out[-1].desire, out[-1].negated = first.mood, list(first.verbs), first.desire, set(first.negated)
            out[-1].polite, out[-1].condition = first.polite, first.condition
            continue
        out.append(clause)
    return out


#: A code alone ("T-0413", "#4417", "AB12CDE", "ORD-99812"): letters and digits, at least one digit.
_AN_ID = re.compile(r"#?(?=[\w-]*\d)[A-Za-z]{0,6}[-_]?[A-Za-z0-9][\w-]{1,24}")


#: Words that announce what follows: "two things -", "quick question:", "a couple of things:".
_ANNOUNCING = re.compile(r"\s*(?:(?:ok(?:ay)?|so|hi|hey)[,!]?\s+)?(?:(?:two|three|four|a few|a couple of|couple of|some|quick|a quick|one more|another)\s+"
                         r"(?:things?|questions?|qs?|requests?|bits)|quick (?:one|q)|question|q)\s*(?:for you\s*)?[-–—:,.!]+\s*(?=\S)", re.I)


def _asks_whether(words: list[str]) -> bool:
    """Does a piece so far put a question to someone ("ask whether …", "ask them if …")?"""
    for k, word in enumerate(words):
        if word == "ask" and any(w in ("if", "whether") for w in words[k + 1 : k + 4]):
            return True
    return False


def _first_word(words: list[str], begin: int) -> str:
    """The clause's first word past a polite opening ("can u price …" -> "price")."""
    k = begin
    while k < len(words) - 1 and words[k] in ("can", "could", "would", "will", "u", "you", "ya", "please", "pls", "plz", "just", "also", "then"):
        k += 1
    return words[k] if k < len(words) else ""


def _another_of_the_same(words: list[str], index: int) -> bool:
    """"…, and also a pedal boat on Sunday", "and another one for Friday": a second thing for the
    same verb, said without it."""
    k = index
    while k < len(words) and words[k] in ("and", ","):
        k += 1
    if k < len(words) and words[k] == "another":
        return True
    return k + 1 < len(words) and words[k] == "also" and (words[k + 1] in ("a", "an", "another", "one") or words[k + 1].isdigit())


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
#: Chat spellings read as the words they stand for ("whats" -> "what's", "u" -> "you").
_SPELLINGS = {"whats": "what's", "wats": "what's", "hows": "how's", "wheres": "where's", "whens": "when's", "whos": "who's",
              "u": "you", "ur": "your", "r": "are", "pls": "please", "plz": "please", "im": "i'm", "ive": "i've",
              "cant": "can't", "wont": "won't", "dont": "don't", "doesnt": "doesn't", "isnt": "isn't", "thats": "that's",
              "theres": "there's", "whatre": "what're", "shud": "should", "cud": "could", "wud": "would", "gimme": "give"}


#: A word before a number labels it ("stop 23", "table 4 pls", "gate 7?"): a noun, not an imperative.
_LABELS_A_NUMBER = re.compile(r"[a-z]+ #?\d{1,6}[a-z]?(?: (?:please|pls|plz|thanks|ta))?$")


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
    clause.negated = negated(head)
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
    elif _conceptual(joined, head) or _GENERAL.match(joined):
        clause.mood = "conceptual"  # ("general question, …", "in general, …": about the world, not the user's account)
    elif re.match(r"(?:how (?:do|can|would|should|could) (?:i|we|you)|how to|what's the (?:best|quickest|fastest) way to) (?:get|go|walk|cycle|bike|drive|travel|ride|commute) (?:from|to|there|home|back|into)\b", joined):
        clause.mood = "question"  # "how do I get from Central to Riverside?" asks for a route, not a how-to
    elif re.match(r"(?:would|will) it be (?:at all )?possible (?:for you )?to \w+|is it possible (?:for you )?to \w+ (?:me|us|my|our|him|her|them)\b", joined) \
            and is_verb(stem(re.match(r"(?:would|will|is) it (?:be )?(?:at all )?possible (?:for you )?to (\w+)", joined).group(1))) \
            and not re.search(r"\b(?:if|later|in (?:the )?future|ever|usually|normally|generally)\b", joined):
        clause.mood = "request"  # "would it be possible to book me in on the 22nd?": asked politely, still asked
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
    elif first in ("can", "could") and head[1:2] == ["we"] and len(head) > 3 and head[3] in _POINTED and is_verb(head[2]) \
            and not re.search(r"\b(?:without|for free|free of charge|still|if|whether|how|why|when)\b", joined):
        clause.mood = "request"  # "can we move it to 8?", "could we push the booking back?": a request made together
    elif first not in lexicon.WH_WORDS and first not in lexicon.AUX_START and not past_form(first) and (
            is_verb(first) or _tool_command(head, known) or " ".join(head[:2]) in PHRASAL or " ".join(head[:3]) in PHRASAL
            or lexicon.is_common_verb(first) and len(head) > 1 and head[1] in lexicon.DETERMINERS | {"it", "them", "me", "us"}
    ) and not (len(head) > 1 and head[1] in ("is", "are", "was", "were", "'s")) and not _LABELS_A_NUMBER.match(joined) or _tool_command(head, known) and _LABELS_A_NUMBER.match(joined):
        clause.mood = "request"  # an imperative, even with a question mark ("cancel the one at Luigi's?")
    elif first in lexicon.WH_WORDS or first in lexicon.AUX_START and not _told_past(head) or question_mark:
        clause.mood = "question"
    elif _INDIRECT_QUESTION.match(joined):
        clause.mood = "question"  # "I wonder if I need an umbrella", "curious how my savings are doing"
    elif len(head) > 1 and head[1] in ("this", "it", "that", "these", "them", "the", "my", "our", "a", "an", "me", "us") and first not in STOPWORDS and toks and toks[0].is_capitalized:
        clause.mood = "request"  # an imperative with a verb we do not know: "Triage this", "Summarise the…"
    clause.desire = (
        any(w in DESIRE for w in head[:4]) and head[:1] in (["i"], ["i'd"], ["we"], ["we'd"], ["i'll"], ["we'll"], ["i'm"], ["wanna"])
        or joined.startswith(("i need", "we need", "i want", "we want", "i'd like", "we'd like", "i would like", "we would like"))
        or _startswith(joined, ("get me", "get us", "grab me", "order me", "can i get", "could i get", "can i have", "could i have", "i'll take", "we'll take", "i'll have"))
    )
    if clause.desire and clause.negated & {stem(w) for w in DESIRE}:
        clause.desire = False  # "I don't want to add it yet"
    clause.verbs = asked_verbs(head[:2] + head[3:] if _HEDGE.match(joined) else head, clause, known)
    if clause.mood != "request" and _LABELS_A_NUMBER.match(joined):
        clause.verbs = []  # "stop 23": the label of a number, asked about
    return clause


#: A question the user marks as general, not about their own things.
_GENERAL = re.compile(r"(?:quick |just a |a )?(?:general|generic|random|hypothetical) (?:q|qn|question|query)\b|in general\b|generally speaking\b|out of curiosity\b")

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
