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

import copy
import functools
import re

from labkit.sim.engine import lexicon
from labkit.sim.engine.clause import Clause, is_open, joined
from labkit.sim.engine.conditions import split_condition
from labkit.sim.engine.moods import _GENERAL, HOW_IS_IT, _classify
from labkit.sim.engine.verbs import is_verb
from labkit.sim.engine.words import STOPWORDS, Token, sentences, stem
from labkit.sim.engine.words import tokens as tokenize

#: What other stages import from here (the clause type and the mood reader live beside it).
__all__ = ["HOW_IS_IT", "Clause", "_classify", "acquires", "clauses", "is_acquiring", "is_open", "joined"]

_SPLITTERS = frozenset({"and", "then", "also", "plus", ",", ";", ":", "but", "afterwards", "after", "next", "finally", "lastly", "—", "–", "-"})
_PRONOUN_START = frozenset({"i", "we", "you", "can", "could", "would", "please", "also", "what", "how", "where", "when", "who", "which", "is", "are", "do", "does", "will"})
_ACQUIRE_GROUPS = ("book", "buy", "create", "remind", "request", "enroll", "renew", "borrow")


#: Participles that add a detail to the clause before them rather than start another one.
_MODIFYING = frozenset(
    "starting beginning commencing ending finishing leaving departing arriving returning coming going "
    "running lasting repeating recurring effective using including excluding".split()
)


def _command_after_so(words: list[str], index: int) -> bool:
    """"… so cancel it", "… so please book the indoor court": an imperative after "so" (not "so I
    can go", "so that", "so much")."""
    k = index
    while k < len(words) and words[k] in ("please", "pls", "just", "can", "could", "you", "u"):
        k += 1
    if k >= len(words) or words[k] in STOPWORDS and not is_verb(words[k]):
        return False
    return is_verb(words[k]) and lexicon.is_act_verb(stem(words[k])) and not words[k].endswith(("ed", "ing"))


_OBJECT_OPENERS = frozenset("the a an my me him her them it this that these those our your his their us to all every some".split())


def _a_note_after_a_dash(words: list[str], index: int) -> bool:
    """A short label after a dash at the end of the message ("- email templates", "- school run"):
    a verb-looking first word with no object after it is a note about the request before it. A
    command after a dash says what it acts on ("- cancel it", "- send me the receipt")."""
    rest = words[index:]
    if not rest or len(rest) > 5 or any(w in _SPLITTERS or w in ("?", "please", "pls") for w in rest):
        return False
    return len(rest) >= 2 and rest[1] not in _OBJECT_OPENERS and not rest[1][:1].isdigit() and rest[0] not in lexicon.WH_WORDS


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
    if word in ("would", "will") and words[k + 1 : k + 2] in (["you"], ["u"]):
        return True  # "Good morning, would you be able to log a repair": the request after the greeting
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


def _a_name_at(toks: list[Token], index: int) -> bool:
    """"with Christmas and New Year I haven't a clue": two capitalised words inside a sentence are
    a name ("New Year", "Black Friday"), not a verb that starts a clause."""
    return index + 1 < len(toks) and toks[index].is_capitalized and toks[index + 1].is_capitalized and toks[index + 1].lower != "i" \
        and toks[index].text != toks[index].text.upper()


def clauses(text: str, known: frozenset[str] = frozenset()) -> list[Clause]:
    """The clauses of a user message, in order, each with its mood. `known`: stems of the offered
    action tools' names ("refill" for `requestRefill`): a clause that starts with one of them
    and goes on to what it is done to ("refill RX104233", "water my monstera") is a command.
    Every step of a tool loop reads the same message again: the reading is cached, and each
    caller gets its own copies of the clauses."""
    if len(text) > 4000:
        return _clauses(text, known)
    return [copy.copy(c) for c in _clauses_cached(text, known)]


@functools.lru_cache(maxsize=64)
def _clauses_cached(text: str, known: frozenset[str]) -> tuple[Clause, ...]:
    return tuple(_clauses(text, known))


def _clauses(text: str, known: frozenset[str]) -> list[Clause]:
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
            if word == "so" and index > begin + 1 and _command_after_so(low, index + 1):
                pieces.append((begin, index))  # "plans have changed so cancel our feb trip": the reason, then the request
                begin = index + 1
                continue
            if word in ("-", "–", "—") and _a_note_after_a_dash(low, index + 1):
                continue  # "log 2.5h on northwind today - email templates": what the entry is, not a command to email
            if word in _SPLITTERS and index > begin and index + 1 < len(low) and _starts_clause(low, index + 1) and not _a_name_at(toks, index + 1):
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
                if out and not any(t.is_word and t.lower != "then" for t in part):
                    out[-1].condition = condition  # "…to Wednesday, same time, if Hannah's free then?": the clause before it waits for it
                    condition = None
                    continue
            elif words_[0] in ("if", "when", "unless") and len(pieces) == 1 and "," in words_:
                comma = words_.index(",")
                condition = " ".join(t.text for t in part[1:comma])
                part = part[comma + 1 :]
                if not part:
                    continue
            elif words_[0] in ("if", "unless") and last < len(toks):
                condition = " ".join(t.text for t in part[1:])
                if out and not any(t.is_word for piece in pieces[number + 1 :] for t in toks[piece[0] : piece[1]]):
                    # "move it to Wednesday, same time, if Hannah's free then?": the condition of the clause before it
                    condition = re.sub(r"\s+then\s*$", "", condition)
                    out[-1].condition = ("not " if words_[0] == "unless" else "") + condition
                    condition = None
                    break
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
            if out and out[-1].mood == "hypothetical" and not clause.condition and clause.mood in ("question", "advice", "howto") \
                    and not out[-1].text.rstrip().endswith("?") and (out[-1].condition and _HEDGE_ONLY.fullmatch(out[-1].text)
                                                                     or not out[-1].condition and _ONLY_A_CONDITION.match(out[-1].text)):
                # "hypothetically, if someone's bank does a chargeback, should I refund them?": the question, on that condition
                lead = _ONLY_A_CONDITION.match(out[-1].text)
                clause.condition = out[-1].condition or out[-1].text[lead.end() if lead else 0 :].strip(" ,")
                clause.start = out[-1].start
                out.pop()
            if out and out[-1].mood == "hypothetical" and out[-1].condition and not clause.condition and clause.mood in ("question", "statement") \
                    and clause.toks and clause.toks[0].lower in _SUBJECTS:
                # "what happens if our flight is delayed and we get back hours late?": the condition goes on
                out[-1].condition += " and " + clause_text.rstrip(" ?")
                out[-1].end = clause.end
                continue
            if out and out[-1].mood == "conceptual" and _GENERAL.match(" ".join(t.lower for t in out[-1].toks)) and clause.mood in ("question", "statement", "advice"):
                clause.mood = "conceptual"  # "general question, when two teams finish level …?": the question it announces is general too
            if number in elliptic and out and out[-1].mood == "request" and out[-1].verbs:
                clause.mood, clause.verbs, clause.polite = "request", list(out[-1].verbs[:1]), out[-1].polite  # "and also a pedal boat": book one too
                clause.repeats = True
            out.append(clause)
    return _with_bare_questions_joined(out, text)


#: A clause that is only a condition ("hypothetically, if …", "say …", "suppose …").
_ONLY_A_CONDITION = re.compile(r"^\s*(?:(?:hypothetically|in theory|just wondering|out of interest)\s*,?\s*)?(?:if|suppose|supposing|say)\b", re.I)
_HEDGE_ONLY = re.compile(r"\s*(?:hypothetically|in theory|just wondering|out of interest|say|suppose|supposing)\s*,?\s*", re.I)
#: Words a clause that goes on with a condition starts with ("… and we get back late").
_SUBJECTS = frozenset("we i they he she it you the my our his her their".split())


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


_QUESTION_AUX = frozenset("would will could can should do does did is are am was were shall".split())
_QUESTION_SUBJECTS = frozenset("i we it they he she that this there".split())  # not "you": "can you move it" asks


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
        if word in _QUESTION_AUX and words_[k + 1 : k + 2] and words_[k + 1] in _QUESTION_SUBJECTS:
            return None  # "if I put a transfer in now would it still make today's shuttle?": a question follows
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
