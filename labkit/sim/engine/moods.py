"""Stage 2b, moods: what one clause is doing — a request, a question, advice, a what-if, a how-to,
a question about concepts, small talk, or a statement (see `request` for the list and why it
matters: only a request may authorise an action)."""

from __future__ import annotations

import functools
import re

from labkit.sim.engine import lexicon
from labkit.sim.engine.clause import Clause
from labkit.sim.engine.numbers import NUMBER_WORDS
from labkit.sim.engine.verbs import DESIRE, GREETINGS, PHRASAL, asked_verbs, is_verb, negated, past_form
from labkit.sim.engine.words import STOPWORDS, Token, stem

_FILLERS = frozenset("ok okay so well oh hey hi hello and also then now btw actually great thanks cool alright right yes yeah yep sure um uh hmm plus just".split())
_FRAME = frozenset(
    """please pls plz kindly can could would will you u i i'd i'm i'll we we'd we'll like love want wanna
    need needs needed help let's lets go ahead make sure remember me us to for just quickly""".split()
)


#: A question asked as a statement: "I wonder whether…", "not sure when…", "curious how…".
_INDIRECT_QUESTION = re.compile(
    r"^(?:i\s+wonder|i'm\s+wondering|i\s+am\s+wondering|wondering|(?:i'm\s+|i\s+am\s+)?(?:curious|not\s+sure|unsure)|no\s+idea"
    r"|(?:would\s+be\s+)?(?:good|nice|useful)\s+to\s+know|i'd\s+(?:like|love)\s+to\s+know|i\s+want\s+to\s+know"
    r"|(?:i\s+)?keep\s+forgetting)\s+(?:if|whether|when|what|how|where|who|which|why)\b")


_AT_A_LOSS = re.compile(r"\b(?:(?:haven't|have\s+not|don't\s+have|do\s+not\s+have|havent|dont\s+have)\s+(?:got\s+)?(?:a|any|the\s+faintest|the\s+foggiest)?\s*(?:clue|idea)"
                        r"|(?:i've|i\s+have|i've\s+got)\s+no\s+(?:clue|idea)|(?:i'm|i\s+am)\s+(?:a\s+bit\s+|really\s+|so\s+|totally\s+)?(?:confused|lost|not\s+sure|unsure))"
                        r"\s+(?:about\s+|as\s+to\s+)?(?:if|whether|when|what|what's|how|where|who|which|why)\b")


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


#: A need said without its "I" ("need a bulky collection for an old fridge", "want two tickets
#: for Saturday"): a thing to obtain, as "I need …" is (not "need to …", a situation).
_WANTS_ONE = re.compile(r"(?:need|needs|want|wanna|looking for)\s+(?:a|an|another|some|one|two|three|four|five|six|\d+)\b")

#: "(hiya,) would it be (at all) possible to book …", "is it possible to send me …": a request asked politely.
_POSSIBLE_TO = re.compile(rf"(?:(?:good\s+)?(?:{'|'.join(sorted(GREETINGS))})\W+)?"
                          r"(?:(?:would|will) it be (?:at all )?possible (?:for you )?to (\w+)|is it possible (?:for you )?to (\w+) (?:me|us|my|our|him|her|them)\b)")


def _asks_to_do(word: str | None) -> bool:
    """Does "possible to <word>" ask for something done ("book", "have", "get") rather than for
    something to see or check ("see what times…", a question)?"""
    verb = stem((word or "").lower())
    return verb in ("have", "get") or is_verb(verb) and not lexicon.is_read_verb(verb)


def _classify(text: str, toks: list[Token], start: int, end: int, known: frozenset[str] = frozenset()) -> Clause:
    low = [_SPELLINGS.get(w, w) for w in (t.lower.replace("’", "'") for t in toks)]
    words_ = [w for w in low if w[:1].isalnum() or w[:1] == "'"]
    k = 0
    while k < len(words_) - 1 and (words_[k] in _FILLERS or words_[k] == "there" and k > 0 and words_[k - 1] in ("hi", "hey", "hello")):
        k += 1  # ("hi there, would you kindly …": the greeting is no part of the request)
    while k < len(words_) - 2 and (tuple(words_[k : k + 2]) in _PREFACES or words_[k] in _PREFACE_WORDS):
        k += 2 if tuple(words_[k : k + 2]) in _PREFACES else 1  # "I'm afraid I'll have to cancel …": the regret is no part of it
    if k < len(words_) and words_[k] in _LEADING_PREPOSITIONS:
        # "and for whitby can you add 2 bags of firewood": what the request is about, said first
        k = next((j for j in range(k + 2, min(k + 7, len(words_) - 1)) if words_[j] in _ASKING and _request_frame(words_[j:])), k)
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
    if first in ("like", "about", "around", "roughly", "approx", "approximately", "maybe", "say") and len(head) > 1 and (
            head[1][:1].isdigit() or head[1] in NUMBER_WORDS or head[1] in ("a", "an", "half", "quarter")) and not question_mark:
        clause.mood = "statement"  # "like ten minutes ago!!", "about 3 of them": how much or when, roughly — no command
        clause.verbs = []
        return clause
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
    elif (possible := _POSSIBLE_TO.match(joined)) and _asks_to_do(possible.group(1) or possible.group(2)) \
            and not re.search(r"\b(?:if|later|in (?:the )?future|ever|usually|normally|generally)\b", joined):
        clause.mood = "request"  # "would it be possible to book me in on the 22nd?": asked politely, still asked
    elif _startswith(joined, ("how do i", "how can i", "how to", "how would i", "remind me how to", "show me how to", "tell me how to", "explain how to", "how should i", "how do we", "how can we", "what's the best way to", "what is the best way to", "is there a way to", "is it possible to", "what do i need to do to", "what are the steps to", "how does one")):
        clause.mood = "howto"
    elif re.match(r"(?:(?:can|could|would|will) you (?:please )?|please )?(?:remind|tell) (?:me|us) (?:again )?(?:what|what's|when|where|which|who|how|whether|if|why)\b", joined):
        clause.mood = "question"  # "remind me what I'm getting at the moment?", "tell me when it ships": a question put as a request
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
            or first in _COLLOQUIAL_IMPERATIVES and len(head) > 1
            or lexicon.is_common_verb(first) and len(head) > 1 and head[1] in lexicon.DETERMINERS | {"it", "them", "me", "us"}
    ) and not (len(head) > 1 and head[1] in ("is", "are", "was", "were", "'s")) and not (
        len(head) > 2 and head[1] in ("have", "has", "had") and (head[2].endswith(("ed", "en")) or head[2] in ("gone", "come", "got", "been", "run", "left"))
    ) and not _LABELS_A_NUMBER.match(joined) or _tool_command(head, known) and _LABELS_A_NUMBER.match(joined):
        clause.mood = "request"  # an imperative, even with a question mark ("cancel the one at Luigi's?")
    elif first in lexicon.WH_WORDS or first in lexicon.AUX_START and not _told_past(head) or question_mark:
        clause.mood = "question"
    elif _INDIRECT_QUESTION.match(joined):
        clause.mood = "question"  # "I wonder if I need an umbrella", "curious how my savings are doing"
    elif _AT_A_LOSS.search(joined):
        clause.mood = "question"  # "with Christmas and New Year I haven't a clue what's happening": what they do not know, asked
    elif _RELAYED_QUESTION.search(joined):
        clause.mood = "question"  # "got the customer on the phone wanting to know where their delivery has got to"
    elif len(head) > 1 and head[1] in ("this", "it", "that", "these", "them", "the", "my", "our", "a", "an", "me", "us") and first not in STOPWORDS and toks and toks[0].is_capitalized:
        clause.mood = "request"  # an imperative with a verb we do not know: "Triage this", "Summarise the…"
    clause.desire = (
        any(w in DESIRE for w in head[:4]) and head[:1] in (["i"], ["i'd"], ["we"], ["we'd"], ["i'll"], ["we'll"], ["i'm"], ["wanna"])
        or joined.startswith(("i need", "we need", "i want", "we want", "i'd like", "we'd like", "i would like", "we would like"))
        or _WANTS_ONE.match(joined) is not None
        or _startswith(joined, ("get me", "get us", "grab me", "order me", "can i get", "could i get", "can i have", "could i have", "i'll take", "we'll take", "i'll have"))
    )
    if clause.desire and clause.negated & {stem(w) for w in DESIRE}:
        clause.desire = False  # "I don't want to add it yet"
    obliged = next((len(o.split()) for o in _OBLIGATIONS if joined.startswith(o + " ")), 0)  # "i'll have to | cancel the tuning"
    clause.verbs = asked_verbs(head[:2] + head[3:] if _HEDGE.match(joined) else head[obliged:], clause, known)
    if clause.mood != "request" and _LABELS_A_NUMBER.match(joined):
        clause.verbs = []  # "stop 23": the label of a number, asked about
    return clause

#: Someone else's question passed on: "… on the phone wanting to know where their delivery is".
_RELAYED_QUESTION = re.compile(r"\b(?:wants?|wanting|wanted|asking|asks|asked)\s+(?:to\s+know\s+|me\s+|us\s+)?(?:if|whether|when|where|what|how|who|which|why)\b")


#: Everyday verbs that open an order though no word list calls them verbs ("chuck two popcorns on
#: my booking", "bung it in the basket").
_COLLOQUIAL_IMPERATIVES = frozenset("chuck bung whack slap pop stick sort grab nab".split())

#: A question the user marks as general, not about their own things.
_GENERAL = re.compile(r"(?:quick |just a |a )?(?:general|generic|random|hypothetical) (?:q|qn|question|query)\b|in general\b|generally speaking\b|out of curiosity\b")

#: "can I get …", "could we book …", "may I have …", "can I see my invoice?": asking to be given or
#: shown something is a request.
_ASKS_TO_GET = re.compile(r"(?:can|could|may) (?:i|we) (?:get(?! (?:to|into|in|there|here|home|back|through|past|out|on|off|up|down|around|round|inside|onto|away)\b)"
                          r"|have|book|order|reserve|rent|hire|buy|purchase|see|view|look at|check)\b")
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
        return not any(w in ("my", "our", "mine", "we", "us", "i", "you", "today", "tomorrow", "available", "current", "latest", "your") for w in head) \
            and len(head) <= 14  # ("what are we singing at the carol concert?" is about the user's own choir)
    return False


_DAY_WORDS = frozenset("monday tuesday wednesday thursday friday saturday sunday today tomorrow tonight yesterday weekend".split())


#: "I'll have to cancel …": what the user must do, asked of the assistant.
_OBLIGATIONS = ("i'll have to", "i will have to", "we'll have to", "we will have to", "i'm going to have to", "we're going to have to",
                "i've got to", "we've got to", "i'll need to", "we'll need to")


#: A phrase a request may open with to say what it is about ("for whitby, can you …", "on the
#: Leeds booking, please …"), and the words that then start the asking.
_LEADING_PREPOSITIONS = frozenset("for on at with regarding re about as".split())
_ASKING = frozenset("can could would will please pls plz kindly".split())


#: What a request may open with that is no part of it: "I'm afraid …", "unfortunately …", "sorry but …".
_PREFACES = frozenset({("i'm", "afraid"), ("im", "afraid"), ("sorry", "but"), ("i'm", "sorry"), ("so", "sorry")})
_PREFACE_WORDS = frozenset("unfortunately sadly annoyingly regrettably sorry".split())


def _request_frame(head: list[str]) -> bool:
    joined = " ".join(head)
    frames = _OBLIGATIONS + (
        "please", "pls", "plz", "kindly", "can you", "could you", "would you", "will you", "can u", "could u",
        "can someone", "could someone", "can somebody", "could somebody", "can one of you", "could one of you", "can anyone", "could anyone",
        "would you mind", "i'd like you to", "i would like you to", "i want you to", "i need you to",
        "i'd like to", "i would like to", "i want to", "i wanna", "i need to", "we need to", "we want to",
        "we'd like to", "help me", "let's", "lets", "go ahead and", "make sure", "remember to", "remind me",
        "get me", "find me", "show me", "send me", "give me", "book me", "tell me", "let me know",
        "i'll need", "i'll have", "i'd love to", "i would love to", "could you please", "can you please",
        "are you able to", "would you be able to", "i'd like", "i would like",
    )
    return _startswith(joined, frames)
