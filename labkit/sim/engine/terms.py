"""Stage 2c — a clause's intent words: what a tool must be about to serve it.

Its content words, values such as places and names left out ("Times Square" is not about time),
plus what its way of asking implies beyond them: "how much" asks for a price, "has my order
shipped yet?" for a status, "did billing send me …" for the inbox, "call me back" for a callback.
"""

from __future__ import annotations

import re
from typing import Any

from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.request import HOW_IS_IT, Clause
from labkit.sim.engine.tools import NOW
from labkit.sim.engine.words import ABOUT_SUFFIXES, STOPWORDS, stem

#: Value kinds whose words are not intent words.
_VALUE_KINDS = {"expression", "postcode", "place", "person", "name", "quoted", "email", "url", "id", "slug", "path", "handle", "country", "language", "currency", "money", "date", "datetime", "time", "range", "duration"}
#: Question words that point at what kind of answer is wanted.
_ASKS_FOR = {
    "how much": ("price", "cost", "amount", "total", "fee", "balance"),
    "how many": ("count", "number", "quantity", "total"),
    "how long": ("duration", "time", "length"),
    "when": ("time", "date", "schedule", "when"),
    "where": ("location", "place", "address", "where"),
    "who": ("person", "name", "contact", "who"),
    "what time": ("time", "schedule"),
    "how do i get": ("route", "journey", "trip", "directions", "plan"),
    "how can i get": ("route", "journey", "trip", "directions", "plan"),
    "how do we get": ("route", "journey", "trip", "directions", "plan"),
    "best way to get": ("route", "journey", "trip", "directions", "plan"),
    "get me from": ("route", "journey", "trip", "directions", "plan"),
    "getting there": ("route", "journey", "trip", "directions", "plan"),
    "get there": ("route", "journey", "trip", "directions", "plan"),
    "how to get": ("route", "journey", "trip", "directions", "plan"),
}


_PARTICLES = frozenset("up back in out off over".split())


def phrasal_compounds(clause: Clause) -> list[str]:
    """A verb and its particle written as one word, with up to two words between them: "call me
    back" -> "callback", "sign me up" -> "signup", "log in" -> "login"."""
    toks = [t for t in clause.toks if t.is_word]
    out: list[str] = []
    for i, token in enumerate(toks[:-1]):
        if token.lower in ("ring", "phone", "call", "bell") and toks[i + 1].lower in ("me", "us") and (i == 0 or toks[i - 1].lower != "a"):
            out.append(stem("callback"))  # "can someone ring me tomorrow": a call back
        if token.lower in _PARTICLES or token.lower in STOPWORDS or len(token.lower) < 3:
            continue
        for j in range(i + 1, min(i + 4, len(toks))):
            if toks[j].lower in _PARTICLES:
                out.append(stem(token.lower + toks[j].lower))
                break
    return out


#: Words after "how much" that keep it a question of money ("how much is it", "how much for two",
#: "how much money is left").
_MONEY_AFTER = frozenset("is are was were does do did will would should could can has have it that this those these they i we you "
                         "for to money cash credit change left more extra altogether overall in per".split())


def _quantity_of_a_thing(joined: str) -> bool:
    """"how much data", "how much leave", "how much space": a noun after "how much" asks how much
    of that thing, which is no price."""
    after = joined.split("how much", 1)[1].split()
    return bool(after) and after[0].isalpha() and after[0] not in _MONEY_AFTER and after[0] not in STOPWORDS


def query_terms(clause: Clause, evidence: Evidence) -> list[str]:
    """The clause's intent words: content stems outside the values stated in it, plus the
    attributes its question words ask for ("how much" -> price, cost…). Kept in the evidence's
    memo: several stages ask for the same clause's."""
    key = ("terms", clause.text, clause.start, clause.end, clause.mood, frozenset(clause.negated),
           tuple((t.start, t.lower) for t in clause.toks))  # (a clause can be given the words before it)
    found = evidence.memo.get(key)
    if found is None:
        found = evidence.memo[key] = _query_terms(clause, evidence)
    return list(found)


def _query_terms(clause: Clause, evidence: Evidence) -> list[str]:
    covered: set[int] = set()
    for mention in evidence.mentions:
        if mention.kind in _VALUE_KINDS and clause.start <= mention.start < clause.end:
            if mention.kind == "range" and isinstance(mention.value, tuple):
                for end in mention.value:  # "the 12th … 3 nights": its two ends, not the words between them
                    if getattr(end, "start", None) is not None:
                        covered.update(range(end.start, end.end))
                continue
            covered.update(range(mention.start, mention.end))
    out: list[str] = []
    for token in clause.toks:
        if not token.is_word or token.start in covered:
            continue
        low = token.lower
        if low.endswith(ABOUT_SUFFIXES):
            low = low.rsplit("-", 1)[0]  # "anything open PR-wise?" asks about pull requests
        if low in STOPWORDS or len(low) < 2:
            continue
        word_stem = stem(low)
        if word_stem in clause.negated:
            continue  # "not ordering yet, just after ideas": what the user is not doing says no tool
        if word_stem not in out:
            out.append(word_stem)
    joined = " ".join(t.lower for t in clause.toks)
    for phrase, attributes in _ASKS_FOR.items():
        if joined.startswith(phrase) or f" {phrase} " in f" {joined} ":
            if phrase == "how much" and _quantity_of_a_thing(joined):
                attributes = ("amount", "total")  # "how much data has Zoe used": how much of it, not a price
            for attribute in attributes:
                if stem(attribute) not in out:
                    out.append(stem(attribute))
    if HOW_IS_IT.search(joined):
        out += [s for s in ("status", "health") if s not in out]  # "how's the api looking?" asks how it is doing
    for compound in phrasal_compounds(clause):
        if compound not in out:
            out.append(compound)  # "call me back" asks for a callback, "pick it up" for a pickup
    for said, moods, attributes in _IMPLIED:
        if (moods is None or clause.mood in moods) and said(joined):
            out += [a for a in attributes if a not in out]
    return out


def _implied(pattern: str) -> Any:
    return re.compile(pattern).search



#: Saying someone will not come: what an absence report records.
ABSENT = re.compile(r"\b(?:won't|wont|will not|can't|cant|cannot|isn't going to|is not going to|not going to|won't be able to)\s+(?:be in|be coming in|be at school|be at work|make it in|come in|attend)\b"
                     r"|\b(?:off sick|calling in sick|call in sick|home sick|staying home)\b")
_HOLDING_TAILS = tuple(f"{who} {verb}" for who in ("i", "we") for verb in ("got", "have", "got left", "have left", "have available", "got available")) + (
    "left", "remaining", "available", "is left", "are left")


def _asks_holding(joined: str) -> bool:
    """"how many euros have I got?", "how much is left on my card", "how many days do I have
    left?": a question about what the user holds (a balance, an allowance)."""
    if "how much" not in joined and "how many" not in joined:
        return False
    words = joined.rstrip(" ?!.").split()
    tail = " ".join(words[-3:])
    return any(tail.endswith(t) for t in _HOLDING_TAILS) or " left " in f" {joined} " or " remaining " in f" {joined} "
def _asks_progress(joined: str) -> bool:
    """"has my order shipped yet?", "any news so far?": a question about how far something has got
    (but "not ordering yet" says what the user is not doing)."""
    if re.match(r"\s*(?:so |and |ok |okay )?how (?:much|many)\b", joined):
        return False  # "how much has data-pipeline burned so far?": an amount, not how far it has got
    return bool(re.search(r"\b(?:yet|so far|still|by now)\b", joined)) and not re.search(r"\bnot (?:\w+ )?yet\b|\bn't (?:\w+ )?yet\b", joined)


#: "did billing send me …", "has Anna emailed us back", "have I received …", "did I get a reply":
#: a question about what someone else sent the user.
_RECEIVED = re.compile(
    r"\b(?:did|has|have)\s+(?:\S+\s+){1,3}?(?:send|sent|email|emailed|mail|mailed|text|texted|message|messaged|reply|replied|write|written|wrote|get back|got back)\s+(?:to\s+)?(?:me|us)\b"
    r"|\b(?:have|has|did)\s+(?:i|we)\s+(?:received|receive|got|gotten|get)\s+(?:an?\s+|the\s+|any\s+)?(?:\w+\s+)?(?:email|mail|message|reply|answer|receipt|invoice|letter|text)")
_PRESENT = re.compile(r"\b(?:what(?:'s| is)|who(?:'s| is)) this\b|\bright now\b|\bcurrently\b|\bat the moment\b|\bat present\b")

#: What a way of asking implies the tool is about, beyond its words: (a test on the clause's
#: lower-case words, the moods it holds for (None: any), the stems it adds).
_IMPLIED: tuple[tuple[Any, tuple[str, ...] | None, tuple[str, ...]], ...] = (
    (_RECEIVED.search, ("question",), ("inbox", "messag", "receiv")),  # "did billing send me the receipt yet?" asks what came in
    (_implied(r"\b(?:got|have|has) (?:\w+ )?out\b|\bchecked out\b|\bon loan\b"), None, ("loan", "borrow")),  # "what have I got out?"
    (_implied(r"\b(?:need to|have to|must|got to|gotta|want to) (?:be|get) (?:at|to|in(?:to)?)\b"), None, ("journey", "rout", "arriv")),  # "I need to be at the airport by 10"
    (ABSENT.search, None, ("absenc",)),  # "Leo won't be in tomorrow", "I'm off sick": an absence
    (_asks_holding, ("question",), ("balanc", "remain")),  # "how many euros have I got?", "how many credits do I have left?"
    (_PRESENT.search, ("question",), (NOW,)),  # "what's this song?", "what's on right now?": the tool for this moment
    (_implied(r"\b(?:coming up|got on|lined up|booked in|in the diary)\b"), ("question",), ("upcom",)),  # "what has Leo got coming up?" asks what is upcoming
    (_implied(r"\bwhat (?:i'm|i am|am i|do i|i) (?:actually |currently |really )?(?:getting|get|on|paying for|signed up (?:to|for)|subscribed to)\b"),
     ("question",), ("current", "plan", "subscript", "membership")),  # "remind me what I'm actually getting": the user's current plan
    (_implied(r"\bon time\b|\brunning late\b|\bon schedule\b"), None, ("status",)),  # "is BA117 on time?" asks for a status
    (_asks_progress, ("question",), ("status",)),  # "has my order shipped yet?"
    (_implied(r"\bwhere(?:'s|’s| is| are)\s+(?:my|our|their|his|her|the)\s+(?:\w+\s+)?(?:parcel|package|order|delivery|shipment|parcels|packages|orders|deliveries|shipments|stuff|things)\b"),
     ("question",), ("track", "deliv", "status")),  # "where's my parcel 33LPT…?" asks for its tracking
    (_implied(r"\bwhere\s+(?:\w+\s+){1,5}?(?:has|have|'s|’s)\s+got\s+to\b|\bwhere\s+(?:\w+\s+){1,5}?(?:is|are)\s+(?:at|up to)\b"),
     ("question",), ("track", "status", "eta")),  # "where their drinks delivery has got to": how far it has come
    (_implied(r"\bwhere\s+(?:did|has|have|was|were)\b.*\b(?:leave|left|put|drop|dropped|deliver|delivered)\b"), ("question",), ("deliv", "track", "status")),  # "where did you leave my kettle?"
    (_implied(r"\b(?:turned up|turn up|arrived|come yet|here yet|got here|been delivered)\b"), ("question",), ("deliv", "status")),  # "has everything turned up?"
    (_implied(r"\bwhy\b.*\b(?:fail|failed|failing|broke|broken|break|crash|crashed|error|errored|red|down)\b"), ("question",), ("log", "error", "reason")),  # "why did the build fail?" reads its logs
    (_implied(r"\b(?:how much|what)(?:'s|’s| is| was| would| will| does)?\s+(?:that|it|this|those|these|they)(?: be| come to| cost| work out)?\s+in\s+(?!the\b|a\b|total\b|all\b)[a-z]"
              r"|\bin (?:my|our|local|canadian|australian|us|american) (?:currency|money|dollars|pounds|euros)\b|\bconvert(?:ed)?\b.*\b(?:to|into)\b"), None, ("convert", "exchang", "currenc")),
    # "how much is that in pounds?", "what's it in euros": a conversion of an amount said before
    (_implied(r"\bturn (?:it|this|that|the music|the sound) (?:up|down)\b|\bturn (?:up|down) the (?:music|sound)\b|\blouder\b|\bquieter\b"), None, ("volum", "level", "loud")),
    # "turn it up to 70 on the living room speaker": its volume
    (_implied(r"\bhow(?:'s|’s|s| is| are| has| have)\b.*\b(?:getting on|coming along|going with|doing (?:with|in|at|on))\b|\bhow(?:'s|’s|s| is)\s+\w+\s+doing\b"
              r"|\bhow\s+(?:[\w'’]+\s+){1,4}(?:has|have|is|are)\s+(?:been\s+)?(?:getting on|doing|coming along|keeping|settling in)\b"),
     ("question", "request"), ("progress", "report", "grade", "updat", "status")),  # ("… tell me how my uncle Dennis has been getting on"; "hows the yaris getting on?": the job's status)
    (_implied(r"\b(?:anything|something)\s+(?:up|wrong|amiss|going on)\s+(?:on|with|at)\b|\bany (?:problems?|issues?|disruptions?|delays?|cancellations?)\s+(?:on|with|at)\b"),
     ("question",), ("status", "disrupt", "alert", "delay")),  # "is anything up on the mull route?": its live status
    (_implied(r"\bwho\s+(?:\w+\s+){0,2}?(?:switched|turned|changed|edited|deleted|removed|disabled|enabled|moved|cancelled|canceled|updated|approved|added|set)\b"),
     ("question", "request"), ("audit", "log", "histori", "chang")),
    (_implied(r"\b(?:any )?chance (?:we|i|they|you) (?:could|can|might) (?:get|squeeze|fit) (?:in(?:to)?|a table|a spot|a place|a space|a seat|seats)\b"
              r"|\b(?:squeeze|fit) (?:us|me|them|him|her) in\b|\bget (?:us|me) in(?:to)?\b|\b(?:any|is there|have you got|got any) (?:room|space) (?:for|at|on)\b"),
     ("question", "request", "statement"), ("avail", "free", "slot")),  # "any chance we can get into Luigi's?" asks whether there is room  # "find out who switched it off and why": the record of changes  # "how's Sami getting on with his badges?" asks how far they have got
)


def attribute_terms(clause: Clause) -> list[str]:
    joined = " ".join(t.lower for t in clause.toks)
    out: list[str] = []
    for phrase, attributes in _ASKS_FOR.items():
        if joined.startswith(phrase) or f" {phrase} " in f" {joined} ":
            out += [stem(a) for a in attributes]
    return out
