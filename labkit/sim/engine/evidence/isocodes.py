"""Currencies, countries and languages named in a text, as their ISO codes ("euros" -> EUR,
"Japan" -> JP, "Japanese" -> ja or JP)."""

from __future__ import annotations

from labkit.sim.engine import lexicon, places
from labkit.sim.engine.evidence.mention import Mention, around
from labkit.sim.engine.words import STOPWORDS, Token, stem

_AMBIGUOUS_CURRENCY = frozenset({"won", "real", "rand", "lira", "franc", "pound", "pounds", "dollar", "euro", "yen", "buck"})


#: Languages people often type in lower case before a noun of teaching or speaking ("a japanese tutor", "spanish lessons").
_MAJOR_LANGUAGES = frozenset("english spanish french german italian portuguese dutch japanese chinese mandarin cantonese korean arabic "
                             "russian hindi turkish polish greek swedish norwegian danish finnish czech hungarian romanian ukrainian "
                             "hebrew thai vietnamese indonesian persian urdu bengali punjabi tamil swahili catalan welsh".split())
#: Those nouns.
_LANGUAGE_NOUNS = frozenset("tutor tutors teacher teachers lesson lessons class classes course courses speaker speakers "
                            "translation translator subtitles version edition audio conversation exchange speaking "
                            "guide guides interpreter interpreters dub dubbed grammar vocabulary words phrase phrases".split())


#: Country names that are also everyday words ("turkey", "chad"): a country in lower case only after "in/to/from/for".
_WORD_COUNTRIES = frozenset("turkey chad jersey guinea georgia jordan china niger chile panama".split())
#: Words that make a currency's name a currency ("the euro against the pound", "yen rate").
_FX_WORDS = frozenset("against vs versus rate rates exchange convert conversion fx".split())
#: Words that may join the two currencies of a pair ("gbp to inr", "usd/eur").
_ARTICLES = frozenset("the a an one 1".split())
_PAIR_JOINS = frozenset("to into / - and vs versus against in for".split())


def _money_said(toks: list[Token]) -> bool:
    """Does the text speak of money elsewhere ("300 dollars", "£40", "in euros")? Then "how many
    pounds" is a currency too."""
    return any(t.text in ("£", "$", "€", "¥") or t.lower in places.CURRENCY_WORDS and t.lower not in _AMBIGUOUS_CURRENCY for t in toks)


def _paired(toks: list[Token], i: int, table: dict[str, str], money_said: bool = False) -> bool:
    """Is the word at i one of a pair of currencies, or said beside a word of exchange ("gbp to
    inr", "pounds to yen", "the euro against the pound")? A lowercase code ("inr") or an
    ambiguous name ("pound", "yen") counts as a currency only so. "won" and "real" need the pair."""
    def currency_at(k: int) -> bool:
        if not 0 <= k < len(toks) or k == i:
            return False
        low = toks[k].lower
        return low in places.CURRENCY_WORDS and low not in _AMBIGUOUS_CURRENCY or toks[k].text.isupper() and low in table

    def pair_at(k: int) -> bool:
        return currency_at(k) or 0 <= k < len(toks) and k != i and toks[k].lower in _AMBIGUOUS_CURRENCY - {"won", "real", "rand"}

    for step in (1, -1):
        k = i + step
        for allowed in (_ARTICLES, _PAIR_JOINS, _ARTICLES):  # "yen for one pound", "gbp to the inr"
            if 0 <= k < len(toks) and toks[k].lower in allowed:
                k += step
        if currency_at(k) or pair_at(k) and toks[i].lower not in ("won", "real", "rand"):
            return True
    if toks[i].lower in ("won", "real", "rand"):
        return False
    near = {t.lower for t in toks[max(0, i - 3) : i + 4]}
    return bool(near & _FX_WORDS) or money_said


def _a_word(phrase: str) -> bool:
    """Is a lowercase three-letter code also an everyday word ("top up 25 euros": no Tongan
    pa'anga; "cad", "all")? Then money said elsewhere does not make it a currency; only its
    pair does ("gbp to cad")."""
    return len(phrase) == 3 and lexicon.is_english(stem(phrase))


def codes(toks: list[Token], taken: set[int]) -> list[Mention]:
    """Currencies, countries and languages named in the text (their ISO codes)."""
    out: list[Mention] = []
    currency_table = places.currencies()
    country_table = places.countries()
    language_table = places.languages()
    money_said = _money_said(toks)
    i = 0
    while i < len(toks):
        if i in taken or not toks[i].is_word:
            i += 1
            continue
        matched = False
        for width in (3, 2, 1):
            if i + width > len(toks) or any(k in taken for k in range(i, i + width)):
                continue
            phrase = " ".join(t.lower for t in toks[i : i + width])
            text = " ".join(t.text for t in toks[i : i + width])
            before, after = around(toks, i, i + width - 1)
            start, end = toks[i].start, toks[i + width - 1].end
            prev = toks[i - 1].lower if i > 0 else ""
            paired = width == 1 and phrase in currency_table and _paired(toks, i, currency_table, money_said and not _a_word(phrase))  # (only for a currency's word: it runs per token)
            if phrase in currency_table and (width > 1 or len(phrase) > 3 or toks[i].text.isupper() or phrase in places.CURRENCY_WORDS
                                             or paired and len(phrase) == 3 and phrase not in STOPWORDS):
                if phrase not in _AMBIGUOUS_CURRENCY or prev in ("in", "into", "to", "from", "of", "some") or toks[i].text.isupper() or paired:
                    out.append(Mention("currency", currency_table[phrase], text, start, end, i, i + width - 1, before, after))
                    matched = True
            if phrase in country_table and (toks[i].is_capitalized or prev in ("in", "to", "from", "for") or width > 1
                                            or len(phrase) >= 5 and phrase not in _WORD_COUNTRIES and phrase not in STOPWORDS):
                if not (width == 1 and phrase in ("us",) and not toks[i].text.isupper()):
                    alpha_2, alpha_3, name = country_table[phrase]
                    out.append(Mention("country", alpha_2, text, start, end, i, i + width - 1, before, after,
                                       extra={"alpha_3": alpha_3, "name": name}))
                    matched = True
            nxt = toks[i + width].lower if i + width < len(toks) else ""
            if phrase in language_table and (toks[i].is_capitalized or prev in ("in", "into", "to", "from", "speak", "speaks", "speaking")
                                             or width == 1 and phrase in _MAJOR_LANGUAGES and nxt in _LANGUAGE_NOUNS):
                if width > 1 or phrase not in STOPWORDS:
                    alpha_2, alpha_3, name = language_table[phrase]
                    out.append(Mention("language", alpha_2, text, start, end, i, i + width - 1, before, after,
                                       extra={"alpha_3": alpha_3, "name": name}))
                    matched = True
            if phrase in places.DEMONYMS and (toks[i].is_capitalized or width > 1) and not any(m.start == start and m.kind == "country" for m in out):
                code = places.DEMONYMS[phrase]
                found = places.country_by_code(code)
                if found:
                    out.append(Mention("country", code, text, start, end, i, i + width - 1, before, after,
                                       extra={"alpha_3": found[1], "name": found[2], "demonym": True}))
                    matched = True
            if matched:
                i += width
                break
        else:
            i += 1
            continue
    return out
