"""Build `labkit/sim/data/related.tsv` (which everyday words mean nearly the same thing) and
`labkit/sim/data/verbs.txt` (words used mostly as verbs).

The simulated model matches a user's words against a tool's name and description. People say
"flat" where the tool says "apartment", "gig" for "concert", "vet" for "veterinarian", "borrow"
for "loan". The hand-made families in `labkit/sim/engine/lexicon.py` cover the vocabulary of the
lessons; this file gives breadth for domains nobody wrote families for. It is derived once from
WordNet 3.0 (Princeton University, WordNet License — a BSD-style licence that allows
redistribution with the notice below), as packaged by Debian (`wordnet-base`).

For each single word with a sense attested in WordNet's tagged corpus, in its most frequent one
or two senses: its synonyms, its derivationally related forms ("reserve" ~ "reservation"), for
an adjective the adjectives "similar to" it, and for a noun the words of its direct hypernym
("car" ~ "motor vehicle" -> "vehicle"). Multi-word entries contribute their head word. Every
word is stored as the stem the engine compares (`labkit.sim.engine.words.stem`), one line per
stem: `stem<TAB>related stem,related stem,…`. The relation is made symmetric at load time.

Regenerate (only when changing the rules):

    apt-get download wordnet-base && dpkg-deb -x wordnet-base_*.deb /tmp/wn
    .venv/bin/python tools/build_related.py /tmp/wn/usr/share/wordnet

WordNet Release 3.0 — Copyright 2006 by Princeton University. All rights reserved.
THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO
REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED. The name of Princeton University or
Princeton may not be used in advertising or publicity pertaining to distribution of the
software and/or database.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from labkit.sim.engine.words import STOPWORDS, stem  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "labkit" / "sim" / "data" / "related.tsv"
VERBS_OUT = OUT.with_name("verbs.txt")
#: A word is listed as a verb when its verb senses are tagged at least this often and more often
#: than its other senses ("freeze", "refill", "suspend"; not "book" or "order", nouns first).
MIN_VERB_COUNT = 3
POS = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}
SENSES = 2          # the most frequent senses of a word that count
MAX_RELATED = 40    # per stem, after merging parts of speech
#: Hypernyms too general to say anything ("entity", "thing", "act", "person"…).
GENERAL = frozenset(
    "entity thing object whole act action activity event abstraction attribute state condition "
    "person individual someone somebody group relation communication cognition content matter "
    "artifact artefact instrumentality device measure quantity amount property quality "
    "organism being unit part piece structure location region area point time period "
    "happening change move make get take give have be do go use work".split()
)


def _words(field: str) -> list[str]:
    return [w.lower() for w in field.replace("-", "_").split("_") if w]


def _head(lemma: str) -> str | None:
    """A lemma's word that stands for it: itself, or the last word of a compound."""
    lemma = re.sub(r"\(.*?\)$", "", lemma.lower())
    parts = _words(lemma)
    if not parts or not all(p.isalpha() for p in parts):
        return None
    return parts[-1]


def _read_data(folder: Path, pos: str) -> dict[str, tuple[list[str], list[tuple[str, str, int, int]]]]:
    """offset -> (lemmas, pointers (symbol, target offset+pos, source word, target word))."""
    out = {}
    for line in (folder / f"data.{POS[pos]}").read_text(encoding="latin-1").splitlines():
        if line.startswith("  "):
            continue
        head = line.split(" | ", 1)[0].split()
        offset, _lex, _type, count = head[0], head[1], head[2], int(head[3], 16)
        lemmas = [head[4 + 2 * i] for i in range(count)]
        k = 4 + 2 * count
        pointer_count = int(head[k])
        pointers = []
        for i in range(pointer_count):
            symbol, target, target_pos, source_target = head[k + 1 + 4 * i : k + 5 + 4 * i]
            target_pos = "a" if target_pos == "s" else target_pos
            pointers.append((symbol, f"{target}{target_pos}", int(source_target[:2], 16), int(source_target[2:], 16)))
        out[f"{offset}{pos}"] = (lemmas, pointers)
    return out


_SS_TYPE = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}
#: A sense counts when its corpus frequency is at least this share of the word's commonest sense
#: (over every part of speech): "dog" the animal, not "dog" the verb (to chase).
MIN_SHARE = 0.05


def _counts(folder: Path) -> dict[tuple[str, str, int], int]:
    """(lemma, pos, sense number) -> how often that sense is tagged in WordNet's corpus."""
    out: dict[tuple[str, str, int], int] = {}
    for line in (folder / "cntlist.rev").read_text(encoding="latin-1").splitlines():
        key, number, count = line.split()
        lemma, _, rest = key.partition("%")
        pos = _SS_TYPE.get(rest[:1])
        if pos:
            out[(lemma, pos, int(number))] = out.get((lemma, pos, int(number)), 0) + int(count)
    return out


def build(folder: Path) -> dict[str, set[str]]:
    data = {}
    for pos in POS:
        data.update(_read_data(folder, pos))
    counts = _counts(folder)
    top: dict[str, int] = {}
    for (lemma, _pos, _number), count in counts.items():
        top[lemma] = max(top.get(lemma, 0), count)
    related: dict[str, set[str]] = {}
    for pos in POS:
        for line in (folder / f"index.{POS[pos]}").read_text(encoding="latin-1").splitlines():
            if line.startswith("  "):
                continue
            fields = line.split()
            lemma = fields[0]
            if "_" in lemma or not lemma.isalpha() or len(lemma) < 3 or lemma in STOPWORDS:
                continue
            synset_count, pointer_count = int(fields[2]), int(fields[3])
            tagged = int(fields[5 + pointer_count])
            if tagged == 0:
                continue  # no sense of the word is attested in the tagged corpus: too rare
            offsets = fields[6 + pointer_count : 6 + pointer_count + synset_count][:SENSES]
            found: set[str] = set()
            for sense, offset in enumerate(offsets):
                if counts.get((lemma, pos, sense + 1), 0) < max(1.0, MIN_SHARE * top.get(lemma, 0)):
                    continue  # a rare sense of the word (or of this part of speech)
                lemmas, pointers = data[f"{offset}{pos}"]
                position = next((i + 1 for i, lemma_ in enumerate(lemmas) if re.sub(r"\(.*?\)$", "", lemma_.lower()) == lemma), 0)
                found.update(h for h in (_head(lemma_) for lemma_ in lemmas) if h)
                for symbol, target, source_word, target_word in pointers:
                    if target not in data:
                        continue
                    lexical = source_word != 0
                    if lexical and source_word != position:
                        continue
                    target_lemmas = data[target][0]
                    if symbol == "+" or (symbol == "\\" and pos == "a") or symbol == "=":
                        chosen = [target_lemmas[target_word - 1]] if lexical and target_word else target_lemmas
                        found.update(h for h in (_head(lemma_) for lemma_ in chosen) if h)
                    elif symbol == "&" and pos == "a" and sense == 0:
                        found.update(h for h in (_head(lemma_) for lemma_ in target_lemmas) if h)
                    elif symbol in ("@", "@i") and pos == "n" and sense == 0:
                        heads = {_head(lemma_) for lemma_ in target_lemmas} - {None}
                        found.update(h for h in heads if h not in GENERAL)
            own = stem(lemma)
            stems = {stem(w) for w in found if w not in STOPWORDS and len(w) > 2} - {own}
            if stems:
                related.setdefault(own, set()).update(stems)
    return related


def verbs(folder: Path) -> list[str]:
    """Single words used mostly as verbs in WordNet's tagged corpus."""
    by_pos: dict[str, dict[str, int]] = {}
    for (lemma, pos, _number), count in _counts(folder).items():
        by_pos.setdefault(lemma, {}).setdefault(pos, 0)
        by_pos[lemma][pos] += count
    out = []
    for lemma, counts in by_pos.items():
        verb = counts.get("v", 0)
        other = sum(c for p, c in counts.items() if p != "v")
        if lemma.isalpha() and len(lemma) >= 3 and verb >= MIN_VERB_COUNT and verb > other and lemma not in STOPWORDS:
            out.append(lemma)
    return sorted(out)


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not Path(argv[0], "index.noun").exists():
        print("usage: build_related.py WORDNET_DICT_FOLDER (the folder with index.noun)", file=sys.stderr)
        return 2
    related = build(Path(argv[0]))
    lines = [f"{key}\t{','.join(sorted(values)[:MAX_RELATED])}" for key, values in sorted(related.items())]
    OUT.write_text("# stem<TAB>related stems — from WordNet 3.0 by tools/build_related.py (see its licence note)\n"
                   + "\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {OUT} ({len(lines)} stems)")
    listed = verbs(Path(argv[0]))
    VERBS_OUT.write_text("# words used mostly as verbs (WordNet 3.0 tagged counts) — by tools/build_related.py\n"
                         + "\n".join(listed) + "\n", encoding="utf-8")
    print(f"wrote {VERBS_OUT} ({len(listed)} verbs)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
