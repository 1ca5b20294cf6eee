"""Which verbs a clause asks for: the words that stand where a verb stands ("to book", "please
send"), phrasal verbs said as the verb they mean ("get rid of" -> remove, "get me on" -> book),
and the verbs under a negation ("don't book yet"). Part of stage 2, used by `request`."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from labkit.sim.engine import lexicon
from labkit.sim.engine.words import IRREGULAR_PAST, STOPWORDS, stem

if TYPE_CHECKING:
    from labkit.sim.engine.request import Clause


#: Words after which the next word stands where a verb stands ("to book", "please send", "you check").
_VERB_SLOT = frozenset("to and or please pls plz kindly you u then also i we i'll we'll let's lets me us just ahead can could would will should must might may don't dont not never gonna wanna first finally quickly also mind try".split())


#: Words after which "to <verb>" is still what the user asks for ("going to book", "able to cancel").
_TO_FRAMES = frozenset("going trying able wanting hoping planning time need needs want wants like love ready how where when what way as enough possible".split())  # "be so kind as to tell me"


DESIRE = frozenset({"want", "need", "like", "wanna", "love", "require", "wish", "prefer"})


def past_form(word: str) -> bool:
    """"changed", "booked", "coming": a past form or a gerund, never an imperative ("changed my
    mind", "coming from the university")."""
    return (word.endswith("ed") and len(word) > 4 or word.endswith("ing") and len(word) > 5) and stem(word) != word \
        or word in IRREGULAR_PAST  # "gave Bramble fondant", "took the dog out": past, never an imperative


def is_verb(word: str) -> bool:
    if "-" in word:
        word = word.rsplit("-", 1)[-1]  # "squash-merge", "re-send"
    word_stem = stem(word)
    return lexicon.is_read_verb(word_stem) or bool(lexicon.action_groups(word_stem)) or word_stem in lexicon.OTHER_VERBS


#: Things one books or orders: "get us a table", "grab me a taxi", "get me two tickets".
_BOOKED_THINGS = frozenset("table tables taxi cab ride room rooms seat seats ticket tickets slot appointment pitch spot place places court lane".split())

PHRASAL = {
    "get rid of": "remove", "throw away": "delete", "throw out": "delete", "call off": "cancel", "put off": "postpone",
    "push back": "postpone", "set up": "create", "sign up": "register", "sign me up": "register", "sign us up": "register",
    "look up": "find", "look for": "find", "find out": "check", "check out": "check", "sort out": "fix",
    "top up": "add", "pay off": "pay", "pay back": "pay", "hand in": "submit", "send off": "send", "fire off": "send", "fire over": "send",
    "shoot over": "send", "shoot off": "send", "ping over": "send", "send over": "send", "switch off": "turn",
    "switch on": "turn", "turn off": "turn", "turn on": "turn", "book in": "book", "pencil in": "schedule",
    "chuck in": "add", "throw in": "add", "pop in": "add", "stick in": "add", "chuck out": "remove",
    "get me on": "book|sign", "get us on": "book|sign", "get me into": "book|sign", "get us into": "book|sign",
    "put me down as": "set|book|sign", "put us down as": "set|book|sign", "mark me as": "set|mark", "mark me down as": "set|mark",
    "put me down for": "book|sign", "put us down for": "book|sign", "put me down": "book|sign", "put us down": "book|sign",
    "put me on": "book|sign", "put us on": "book|sign", "put me in": "book|sign", "put us in": "book|sign", "count me in": "book|sign",
    "count us in": "book|sign", "stick me on": "book|sign", "stick us on": "book|sign", "stick me down": "book|sign", "stick me in": "book|sign",
    "pop me on": "book|sign", "pop me down": "book|sign", "add me to": "add|book|sign",
    "let me in": "unlock", "let us in": "unlock", "let them in": "unlock", "let him in": "unlock", "let her in": "unlock",
}


#: What "remind me …"/"tell me …" may ask to be told ("remind me what my plan is").
_TOLD_WHAT = frozenset("what what's whats when where which who how if whether why".split())
_NEGATORS = frozenset("don't dont not never without no won't wont doesn't doesnt didn't didnt can't cant shouldn't wouldn't".split())


def negated(head: list[str]) -> set[str]:
    """Verbs under a negation: "don't book yet", "do not send", "no need to cancel", "without booking"."""
    out: set[str] = set()
    for index, word in enumerate(head):
        if word in _NEGATORS and (head[index + 1 : index + 2] in (["idea"], ["clue"], ["sure"], ["certain"]) or
                                  set(head[index + 1 : index + 6]) & {"how", "what", "when", "where", "which", "whether", "if", "why"}):
            continue  # "no idea how I'm getting there", "haven't worked out how to get there": a question, not a refusal
        ing = next((k for k in range(index + 2, min(index + 4, len(head))) if head[k].endswith("ing")
                    and head[k] not in ("thing", "nothing", "something", "anything", "booking", "parking")), None)
        if word == "no" and ing is not None and head[index + 1] not in ("need", "longer", "more", "one") \
                and not any(is_verb(w) for w in head[index + 1 : ing]):
            continue  # "no water coming out of the tap": a thing that is missing, a problem told, not an order not to act
        if word in _NEGATORS or (word == "do" and head[index + 1 : index + 2] == ["not"]):
            for position, nxt in enumerate(head[index + 1 : index + 5], start=index + 1):
                if nxt in ("need", "want") and head[position + 1 : position + 2] != ["to"]:
                    out.add(stem(nxt))  # "I won't need tomorrow's day pass": no need, so nothing to get
                    break
                if nxt in ("need", "to", "not", "yet", "just", "please", "be", "any", "go", "ahead", "and", "longer"):
                    continue
                if is_verb(nxt) or nxt.endswith("ing"):
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


#: What is set on a thing ("stick a tenner cap on my line", "put a hold on my card").
_SETTINGS = frozenset("cap limit alarm timer hold block freeze reminder lock password pin alert ceiling".split())
#: What items are added to ("chuck two popcorns on my booking", "stick it in the basket").
_HOLDS_ITEMS = frozenset("booking bookings order orders basket bag cart trolley bill tab list reservation ticket tickets delivery box shop shopping".split())


#: Spans of time one takes off work ("take a few days off", "get Friday off", "take the afternoon off").
_TIME_SPANS = frozenset("day days week weeks fortnight time afternoon morning evening holiday holidays leave monday tuesday wednesday "
                        "thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun tomorrow".split())


def _time_off(after: list[str]) -> bool:
    """"a few days off", "friday off", "some time off": a span of time before "off" — leave taken, nothing removed."""
    if "off" not in after:
        return False
    return bool(set(after[: after.index("off")]) & _TIME_SPANS)


#: Greetings that open a message: never its verb ("hiya, would it be possible to …").
GREETINGS = frozenset("hi hiya hello hey heya hallo howdy morning evening afternoon greetings".split())


def asked_verbs(head: list[str], clause: Clause, known: frozenset[str] = frozenset()) -> list[str]:
    """The verbs the clause asks for, as stems: words in verb position (first, or after "to",
    "please", "you", "and"…), never nouns ("my booking") or the frame ("I'd like to")."""
    out: list[str] = []
    toks = clause.toks
    named = {toks[k].lower for k in range(1, len(toks) - 1) if toks[k].is_capitalized and toks[k + 1].is_capitalized and toks[k + 1].lower != "i"}
    for index, word in enumerate(head):
        if out and word in _SUBORDINATE:
            break  # "explain what happens when you add it", "remind me how to pause": only the first verb is asked
        if word in named or word in GREETINGS:
            continue  # "… with Christmas and New Year I haven't a clue": a name, not a verb; "hiya, …": a greeting
        if "-" in word and is_verb(word):
            word = word.rsplit("-", 1)[-1]
        word_stem = stem(word)
        previous = head[index - 1] if index > 0 else ""
        if index > 0 and previous not in _VERB_SLOT:
            continue
        before_to = head[index - 2] if index > 1 else ""
        if previous == "to" and before_to and before_to not in _VERB_SLOT | DESIRE | _TO_FRAMES and (
                not is_verb(before_to) or before_to.endswith("s") and len(before_to) > 3 and index > 2 and head[index - 3] not in ("i", "we", "you", "it", "he", "she", "they")):
            continue  # "2 bed places to rent", "a table to share": what the thing is for, not what to do
        if {"myself", "ourselves"} & set(head[index + 1 : index + 6]) and (previous in ("i'll", "we'll", "i'd", "we'd") or index > 1 and (
                previous in ("will", "can", "could", "would", "shall") and head[index - 2] in ("i", "we")
                or previous == "to" and head[index - 2] in ("going", "want", "prefer", "rather", "like"))):
            continue  # "just want tips, i'll write it myself": the user will do it, the assistant is not asked to
        if (out or head[0] in lexicon.WH_WORDS) and index > 1 and previous in ("can", "could", "will", "would", "should", "might", "may", "must") \
                and head[index - 2] in ("i", "we", "they", "he", "she", "kids"):
            continue  # "find me a dinner I can make": what the user will do
        if out and index > 1 and previous in ("can", "could", "will", "would", "may", "might") and head[index - 2] in ("that", "which", "who"):
            continue  # "show me venues that can take 110 people": what the thing can do, not what to do
        if head[0] in lexicon.WH_WORDS and index > 1 and previous in ("i", "we") and head[index - 2] in ("can", "could", "should", "shall", "will", "would", "do", "did"):
            continue  # "what can I make with leeks?", "where should we eat?": the user's doing, asked about
        if index > 1 and previous in ("you", "we", "they", "it", "i", "he", "she") and (head[index - 2] in lexicon.WH_WORDS or head[index - 2] in ("time", "day")):
            continue  # "tell me when you close", "what time do they open": when it happens, not a thing to do
        if word in ("remind", "tell") and head[index + 1 : index + 2] in (["me"], ["us"]) and head[index + 2 : index + 3] and head[index + 2] in _TOLD_WHAT:
            out.append(stem("check"))  # "remind me what I'm getting", "tell me when it ships": asks to be told, not reminded later
            continue
        if word in ("confirm", "verify", "double-check") and head[index + 1 : index + 2] in (["whether"], ["if"], ["that"], ["what"], ["how"], ["when"], ["which"], ["my"]):
            out.append(stem("check"))  # "confirm whether my policy covers…" asks to check, not to approve
            continue
        phrasal = PHRASAL.get(" ".join(head[index : index + 3])) or PHRASAL.get(" ".join(head[index : index + 2]))
        if not phrasal and word in ("put", "pop", "stick", "throw") and "on" in head[index + 1 : index + 7]:
            after_on = head[index + 1 : index + 7][head[index + 1 : index + 7].index("on") + 1 :][:1]
            if not after_on or after_on[0] in ("at", "for", "and", "please", "now", "again", "loud", "quietly", "then", "while", "in"):
                phrasal = "play"  # "put Project Hail Mary on at 1.5x" (not "put it on my calendar")
        if not phrasal and word in ("put", "pop", "stick", "throw", "chuck", "bung", "slap", "whack"):
            rest = head[index + 1 : index + 8]
            joins = [k for k, w in enumerate(rest) if w in ("on", "onto", "to", "in", "into") and rest[k + 1 : k + 2] in (["my"], ["our"], ["the"], ["this"], ["that"], ["her"], ["his"])
                     and set(head[index + k + 3 : index + k + 7]) & _HOLDS_ITEMS]
            put_on = rest[: rest.index("on")] if "on" in rest else []
            if joins:
                phrasal = "add"  # "chuck two large popcorns on my booking", "stick a bottle of fizz on the order"
            elif set(put_on) & _SETTINGS and put_on[:1] in (["a"], ["an"], ["the"], ["my"]):
                phrasal = "set"  # "stick a tenner cap on my line", "put a hold on the card"
        if not phrasal and word in ("stick", "bung", "chuck", "slap", "whack", "shove"):
            following = head[index + 1 : index + 2]
            # "stick a roaming pass on my account" adds one; "stick PF-40117 on Dave" puts it there
            phrasal = "add" if following and (following[0] in ("a", "an", "some", "another", "two", "three") or following[0].isdigit()) else "put"
        if not phrasal and word in ("take", "get", "leave") and {"out", "off"} & set(head[index + 1 : index + 7]) and not (
                word == "take" and head[index + 1 : index + 2] in (["out"], ["off"]) and head[index + 2 : index + 3] in (["for"], ["at"], ["on"])) and not (
                word in ("take", "get") and _time_off(head[index + 1 : index + 7])):
            phrasal = "remove"  # "take the bananas out of my basket", "leave the milk off the order"
        if not phrasal and word == "ask" and "for" in head[index + 1 : index + 7] and not {"question", "questions", "advice", "help"} & set(head[index + 1 : index + 6]):
            phrasal = "request"  # "ask them for a quote", "ask for a refund": a request for the thing
        if not phrasal and word in ("get", "grab") and head[index + 1 : index + 2] in (["me"], ["us"], ["him"], ["her"], ["them"]) \
                and head[index + 2 : index + 3] and head[index + 2] in ("a", "an", "two", "three", "four", "2", "3", "4") \
                and set(head[index + 3 : index + 6]) & _BOOKED_THINGS:
            phrasal = "book|reserv|order|buy"  # "can you get us a table at osteria fiore?": book one
        if not phrasal and word in ("split", "spread", "break") and ("into" in head[index + 1 : index + 6] or "over" in head[index + 1 : index + 6]) \
                and set(head[index + 2 : index + 10]) & {"payments", "instalments", "installments", "months", "monthly", "weeks", "weekly", "parts", "chunks"}:
            phrasal = "setup|create|plan"  # "split my latest bill into three monthly payments": a payment plan, set up
        if not phrasal and word == "mark" and {"off", "absent", "away", "sick", "ill"} & set(head[index + 1 : index + 5]):
            phrasal = "report|mark"  # "mark ben off this saturday, he's poorly": an absence to report
        if phrasal:
            out.extend(stem(v) for v in phrasal.split("|"))  # "get rid of the misting one" asks to remove it; "put me down for" books or signs up
            continue
        if word == "let" and len(head) > index + 2 and "know" in head[index + 2 : index + 4] and head[index + 1] not in ("me", "us"):
            out.extend(stem(v) for v in ("send", "report", "notifi"))  # "can u let them know": tell them, report it
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
        if word in DESIRE or word in ("help", "let", "let's", "go", "please", "can", "could", "would", "will"):
            continue
        if word == "make" and head[index + 1 : index + 2] == ["sure"]:
            continue
        if word in ("tell", "text", "message", "email", "ping", "call", "phone", "reach", "contact") and head[index + 1 : index + 3] in (["me", "at"], ["me", "on"], ["us", "at"], ["us", "on"]):
            continue  # "email me at jo@…" gives an address, it does not ask to send
        if word in ("tell", "text", "message", "email", "ping") and index + 1 < len(head) and head[index + 1] not in ("me", "us"):
            out.append(stem("send"))
            continue
        if index == 0 and len(head) <= 4 and not lexicon.action_groups(word_stem) and word_stem not in lexicon.READ_VERBS \
                and any(ch.isdigit() for w in head[1:3] for ch in w):
            continue  # "Ticket HS-4410.", "Order 1042 please": a label and its value, not a verb
        if word_stem in lexicon.READ_VERBS or lexicon.action_groups(word_stem) or (index == 0 and clause.mood == "request" and word not in STOPWORDS) or (
                word_stem in known and previous in ("you", "u", "please", "pls", "to") and len(word) > 3):  # "can you comment …" and `add_comment`
            if word_stem in clause.negated:
                continue
            out.append(word_stem)
    return out
