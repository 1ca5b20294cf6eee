"""Tests for labkit.loops.output: redaction and summaries with a fetch-more handle, on their own and
through the dispatcher (what the model reads, what the ledger says). No server."""

from __future__ import annotations

import json

import pytest

from labkit.ledger import Ledger
from labkit.loops import Dispatcher, OutputPolicy, Registry
from labkit.loops.output import FETCH_MORE, OutputStore, redact, shape
from labkit.scenarios import incidents

PHONE, EMAIL = "+1 555 0142", "dana@example.com"


def roster(service: str) -> dict:
    """Who is on call for a service.

    Args:
        service: The service.
    """
    return {"service": service, "team": "Checkout Platform",
            "on_call": [{"role": "primary", "name": "Dana", "phone": PHONE, "email": EMAIL},
                        {"role": "secondary", "name": "Lee", "phone": "+1 555 0199", "email": "lee@example.com"}]}


def numbers(n: int) -> list[int]:
    """The numbers 0 to n-1.

    Args:
        n: How many.
    """
    return list(range(n))


@pytest.fixture
def ledger() -> Ledger:
    return Ledger()


def test_redact_removes_fields_by_path_with_wildcards_and_leaves_the_input_alone():
    value = roster("checkout")
    shown, removed = redact(value, ("on_call.*.phone", "on_call.*.email", "team", "no.such.path"))
    assert removed == (("on_call.*.phone", 2), ("on_call.*.email", 2), ("team", 1))
    assert shown["on_call"][0] == {"role": "primary", "name": "Dana"} and "team" not in shown
    assert value["on_call"][0]["phone"] == PHONE  # a copy was redacted, not the tool's own result


def test_a_policy_says_what_is_wrong_with_it():
    with pytest.raises(TypeError, match=r"give a tuple of paths"):
        OutputPolicy(redact="on_call.*.phone")
    with pytest.raises(ValueError, match=r"'on_call\.\.phone' is not a field path"):
        OutputPolicy(redact=("on_call..phone",))
    for bad in (0, -1, True, 2.5):
        with pytest.raises(ValueError, match="summarise"):
            OutputPolicy(summarise=bad)


def test_a_summary_keeps_the_first_items_and_a_handle_to_the_rest():
    store = OutputStore()
    value = {"incident_id": "INC-1", "entries": list(range(12)), "tags": ["a"]}
    shaped = shape(OutputPolicy(summarise=5), "timeline", value, store)
    assert shaped.shown["entries"] == [0, 1, 2, 3, 4] and shaped.shown["incident_id"] == "INC-1"
    note = shaped.shown[FETCH_MORE]
    assert note | {"how": None} == {"handle": "timeline:1", "field": "entries", "shown": 5, "total": 12,
                                    "next_offset": 5, "how": None}
    assert shaped.summary == "summarised entries 12→5 items (handle timeline:1)"
    page = store.fetch_more("timeline:1", 5)
    assert page["items"] == [5, 6, 7, 8, 9] and page["next_offset"] == 10
    last = store.fetch_more("timeline:1", 10, 5)
    assert last["items"] == [10, 11] and last["next_offset"] is None
    assert shape(OutputPolicy(summarise=5), "timeline", value, store).handle == "timeline:2"


def test_a_short_result_is_not_summarised_and_a_bare_list_is_wrapped():
    store = OutputStore()
    assert shape(OutputPolicy(summarise=5), "t", [1, 2, 3], store).shown == [1, 2, 3] and len(store) == 0
    wrapped = shape(OutputPolicy(summarise=2), "t", [1, 2, 3], store).shown
    assert wrapped["items"] == [1, 2] and wrapped[FETCH_MORE]["field"] is None


def test_fetch_more_refuses_an_unknown_handle_an_offset_outside_and_a_bad_limit():
    store = OutputStore()
    shape(OutputPolicy(summarise=2), "t", [1, 2, 3], store)
    with pytest.raises(ValueError, match=r"unknown handle 't:9'.*known: t:1"):
        store.fetch_more("t:9", 0)
    with pytest.raises(ValueError, match="offset 3 is outside t:1, which has 3 items"):
        store.fetch_more("t:1", 3)
    with pytest.raises(ValueError, match="limit must be between 1 and 50"):
        store.fetch_more("t:1", 0, 0)


def test_the_dispatcher_shows_the_model_a_redacted_output_and_the_ledger_never_the_value(ledger):
    registry = Registry.from_functions([roster], output_policy={
        "roster": OutputPolicy(redact=("on_call.*.phone", "on_call.*.email"))})
    result = Dispatcher(registry, ledger=ledger).dispatch("roster", json.dumps({"service": "checkout"}),
                                                          call_id="c1")
    assert result.ok and PHONE not in result.output and EMAIL not in result.output
    assert json.loads(result.output)["on_call"][1] == {"role": "secondary", "name": "Lee"}
    assert result.value["on_call"][0]["phone"] == PHONE  # your code still has it; the model does not
    assert result.redacted == ("on_call.*.phone", "on_call.*.email")
    [row] = ledger.rows
    assert row["detail"].startswith("redacted 4 fields (on_call.*.phone ×2, on_call.*.email ×2); output ")
    assert PHONE not in json.dumps(ledger.rows, default=str) and EMAIL not in json.dumps(ledger.rows, default=str)
    assert FETCH_MORE not in registry  # nothing summarises, so nothing to page through


def test_a_redacted_value_does_not_satisfy_an_ordering_contract(ledger):
    def call_person(phone: str) -> str:
        """Call someone.

        Args:
            phone: The number to call.
        """
        return f"calling {phone}"

    registry = Registry.from_functions([roster, call_person], requires={"call_person": {"phone": "roster"}},
                                       output_policy={"roster": OutputPolicy(redact=("on_call.*.phone",))})
    dispatcher = Dispatcher(registry, ledger=ledger)
    dispatcher.dispatch("roster", json.dumps({"service": "checkout"}), call_id="c1")
    refused = dispatcher.dispatch("call_person", json.dumps({"phone": PHONE}), call_id="c2")
    assert refused.reason == "ordering"  # the model never read the number, so it cannot have it from the tool


def test_a_summarising_registry_offers_fetch_more_guarded_by_the_handle_contract(ledger):
    registry = Registry.from_functions([numbers], output_policy={"numbers": OutputPolicy(summarise=3)})
    assert registry.names == ["numbers", FETCH_MORE]
    fetch = registry[FETCH_MORE]
    assert fetch.requires == {"handle": ("numbers",)} and fetch.parameters["required"] == ["handle", "offset", "limit"]
    assert fetch.parameters["properties"]["handle"]["type"] == "string"
    dispatcher = Dispatcher(registry, ledger=ledger)
    invented = dispatcher.dispatch(FETCH_MORE, json.dumps({"handle": "numbers:1", "offset": 3, "limit": None}),
                                   call_id="c0")
    assert invented.reason == "ordering"  # no summary gave that handle yet
    first = dispatcher.dispatch("numbers", json.dumps({"n": 10}), call_id="c1")
    shown = json.loads(first.output)
    assert shown["items"] == [0, 1, 2] and first.handle == "numbers:1" == shown[FETCH_MORE]["handle"]
    more = dispatcher.dispatch(FETCH_MORE, json.dumps({"handle": first.handle, "offset": 3, "limit": None}),
                               call_id="c2")
    assert more.ok and json.loads(more.output)["items"] == [3, 4, 5]
    details = [(row["name"], row["status"], row["reason"], row["detail"]) for row in ledger.rows]
    assert details[0][:3] == (FETCH_MORE, "error", "ordering")
    assert details[1][3].startswith("summarised the list 10→3 items (handle numbers:1); output ")
    assert details[2][:2] == (FETCH_MORE, "ok") and ledger.rows[2]["latency_ms"] == 0.0


def test_policies_name_only_tools_that_exist():
    with pytest.raises(ValueError, match=r"output_policy names \['incident_timelin'\]"):
        Registry.for_scenario(incidents.SCENARIO, world=incidents.SCENARIO.new_world(),
                              output_policy={"incident_timelin": OutputPolicy(summarise=5)})
    with pytest.raises(ValueError, match=r"no function named \['numbrs'\]"):
        Registry.from_functions([numbers], output_policy={"numbrs": OutputPolicy(summarise=5)})
