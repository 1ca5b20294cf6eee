"""Records alike but for a short field that says what kind each is: "borrow the ebook of Dune"
takes the ebook (`format: ebook`), never by the acting tool's own verb ("book the book club"),
and a field of lists is no kind."""

from __future__ import annotations

from labkit.sim.engine.qualifiers import qualified

DUNE = [{"record_id": "R-1", "title": "Dune", "format": "book", "tags": ["sf"]},
        {"record_id": "R-2", "title": "Dune", "format": "ebook", "tags": ["sf"]},
        {"record_id": "R-3", "title": "Dune", "format": "audiobook", "tags": ["sf"]}]


def test_the_kind_said_keeps_its_record() -> None:
    kept, why = qualified(DUNE, "borrow the ebook of Dune please")
    assert [r["record_id"] for r in kept] == ["R-2"] and "format is ebook" in why
    kept, _ = qualified(DUNE, "can I get the audiobook of Dune?")
    assert [r["record_id"] for r in kept] == ["R-3"]


def test_no_kind_said_or_two_said_keeps_them_all() -> None:
    assert len(qualified(DUNE, "borrow Dune please")[0]) == 3
    assert len(qualified(DUNE, "the book or the ebook of Dune, whichever")[0]) == 3


def test_the_acting_verb_is_no_kind() -> None:
    rooms = [{"room_id": "A", "kind": "book"}, {"room_id": "B", "kind": "study"}]
    assert len(qualified(rooms, "book a room for Friday", {"book"})[0]) == 2
