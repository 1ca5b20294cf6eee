"""`labkit.sim.state`: stores capped by bytes and by count, oldest dropped first, kept as JSON."""

from __future__ import annotations

from labkit.sim.state import ITEM_OVERHEAD, Conversation, Store, StoredResponse


def response(index: int, text: str = "") -> StoredResponse:
    return StoredResponse.of({"id": f"resp_{index}", "output": [{"type": "message", "text": text}]},
                             [{"role": "user", "content": text}])


def test_responses_past_the_count_cap_drop_the_oldest():
    store = Store(max_bytes=10**9, max_count=3)
    for index in range(5):
        store.put_response(response(index))
    assert [store.get_response(f"resp_{i}") is not None for i in range(5)] == [False, False, True, True, True]


def test_responses_past_the_byte_cap_drop_the_oldest_and_bytes_are_counted_exactly():
    store = Store(max_bytes=1_000, max_count=100)
    sizes = []
    for index in range(6):
        stored = response(index, "x" * 150)
        sizes.append(stored.size)
        store.put_response(stored)
    assert store.usage()["responses"] <= 1_000
    kept = [i for i in range(6) if store.get_response(f"resp_{i}")]
    assert kept == list(range(6 - len(kept), 6)) and store.usage()["responses"] == sum(sizes[i] for i in kept)


def test_a_stored_response_is_a_copy_nobody_can_change():
    original = {"id": "resp_1", "output": [{"type": "message"}]}
    store = Store()
    store.put_response(StoredResponse.of(original, []))
    original["output"].append({"type": "sneaky"})
    got = store.get_response("resp_1")
    got.response["output"].clear()
    assert store.get_response("resp_1").response == {"id": "resp_1", "output": [{"type": "message"}]}
    assert got.history() == [{"type": "message"}]


def test_conversations_are_reweighed_when_they_grow():
    store = Store(max_bytes=2_000, max_count=100)
    first, second = Conversation("conv_1", 0), Conversation("conv_2", 0)
    for conversation in (first, second):
        conversation.add(conversation.encode([{"id": "a", "content": "y" * 500}]))
        store.put_conversation(conversation)
    second.add(second.encode([{"id": "b", "content": "y" * 900}]))
    store.put_conversation(second)  # now over the cap: the older conversation goes
    assert store.get_conversation("conv_1") is None and store.get_conversation("conv_2") is second
    assert [item["id"] for item in second.items] == ["a", "b"] and second.find("b")["content"] == "y" * 900
    assert second.remove("a") and not second.remove("a")
    assert second.size == len(b'{"id":"b","content":""}') + 900 + ITEM_OVERHEAD + len(b"{}")  # JSON + overhead + metadata


def test_traces_are_capped_by_count_and_bytes():
    store = Store(max_bytes=500, max_count=4)
    store.add_traces([{"id": f"t{i}"} for i in range(6)])
    assert [trace["id"] for trace in store.traces] == ["t2", "t3", "t4", "t5"]
    store.add_traces([{"id": "big", "text": "z" * 480}])
    assert [trace["id"] for trace in store.traces] == ["big"]
    assert store.traces_json().startswith(b'{"object":"list","data":[{"id":"big"')
