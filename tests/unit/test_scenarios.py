"""Tests for labkit.scenarios: the plain-function tools the lessons hand to models."""

import copy
import inspect
import json
import re
import sqlite3
from types import MappingProxyType
from typing import Any

import pytest
from agents import function_tool
from agents.function_schema import function_schema, generate_func_documentation
from pydantic import TypeAdapter

from labkit import scenarios
from labkit.scenarios import PRETEND_TOOLS, SCENARIOS, deals, incidents, pretend, recycling, scenario, task
from labkit.scenarios.scenario import Scenario, ToolSpec, takes_world
from labkit.sim.strict import check_strict_schema

ALL_TOOLS = [spec.fn for each in SCENARIOS.values() for spec in each.tools]
TOOL_IDS = [f"{fn.__module__.rsplit('.', 1)[-1]}.{fn.__name__}" for fn in ALL_TOOLS]
MODULES = [deals, incidents, recycling, pretend, scenario, task]
DOCUMENTED = MODULES + [scenarios]


def public_functions(module) -> list:
    return [
        fn
        for name, fn in inspect.getmembers(module, inspect.isfunction)
        if not name.startswith("_") and fn.__module__ == module.__name__
    ]


# --- registry -------------------------------------------------------------------------------------


def test_every_scenario_is_data_with_its_tools_side_effects_contracts_latencies_and_tasks():
    assert list(SCENARIOS) == ["deals", "incidents", "recycling"]
    assert SCENARIOS["deals"].names == ["scan_the_internet_for_bargains", "estimate_true_value", "notify_user_of_deal"]
    assert len(SCENARIOS["incidents"].tools) == 5 and len(SCENARIOS["recycling"].tools) == 6
    assert deals.SCENARIO.side_effects == {"notify_user_of_deal"}
    assert incidents.SCENARIO.side_effects == {"create_ticket"} and not recycling.SCENARIO.side_effects
    assert incidents.SCENARIO.requires == {"create_ticket": {"related_incident_id": ("search_incidents",
                                                                                      "get_incident")}}
    assert set(deals.SCENARIO.requires["notify_user_of_deal"]) == {"url", "estimated_true_value"}
    for each in SCENARIOS.values():
        assert set(each.latency_ms) == set(each.names), "every tool has a modelled latency"
        assert each.tasks and all(t.scenario == each.name for t in each.tasks)
        assert {spec.name for spec in each.tools if spec.takes_world} == each.side_effects
    assert [t.label for each in SCENARIOS.values() for t in each.tasks] == [
        "deals/notify_best", "incidents/triage_approved", "incidents/triage_rejected", "recycling/berlin_weather"]
    names = {fn.__name__ for fn in ALL_TOOLS}
    assert len(names) == len(ALL_TOOLS), "tool names must be unique across scenarios"
    assert scenarios.tasks_for(["recycling", "deals"]) == [*deals.SCENARIO.tasks, *recycling.SCENARIO.tasks]
    with pytest.raises(ValueError, match="unknown scenario 'weather': use one of deals, incidents, recycling"):
        scenarios.tasks_for(["weather"])


def test_every_world_starts_empty_and_is_a_new_object():
    for each in SCENARIOS.values():
        first, second = each.new_world(), each.new_world()
        assert first is not second and first == second
    world = incidents.SCENARIO.new_world()
    assert world.tickets == [] and world.tickets is not incidents.SCENARIO.new_world().tickets


def test_a_scenario_says_what_is_wrong_with_it():
    spec = ToolSpec(deals.notify_user_of_deal, requires={"url": ("scan",)})
    with pytest.raises(ValueError, match=r"requires output of \['scan'\], which are not tools"):
        Scenario("s", (spec,), deals.DealsWorld)
    with pytest.raises(ValueError, match="twice"):
        Scenario("s", (ToolSpec(deals.estimate_true_value),) * 2, deals.DealsWorld)
    with pytest.raises(ValueError, match="belongs to scenario 'deals'"):
        Scenario("other", (), deals.DealsWorld, deals.SCENARIO.tasks)
    with pytest.raises(KeyError, match="its tools are scan_the_internet"):
        deals.SCENARIO.tool("notify")
    assert takes_world(deals.notify_user_of_deal) and not takes_world(deals.estimate_true_value)


def module_state(module) -> dict:
    """A deep copy of a module's data (everything but functions, classes and modules)."""
    return {name: copy.deepcopy(dict(value) if isinstance(value, MappingProxyType) else value)
            for name, value in vars(module).items()
            if not name.startswith("__") and not callable(value) and not inspect.ismodule(value)
            and name != "annotations"}  # `from __future__ import annotations`: a feature flag, not data


def test_side_effects_change_the_world_and_nothing_at_module_level():
    modules = (deals, incidents, recycling, pretend, scenarios, scenario, task)
    before = {module.__name__: module_state(module) for module in modules}
    assert not [f"{module.__name__}.{name}" for module in modules for name, value in vars(module).items()
                if isinstance(value, list) and not name.startswith("__")], \
        "no scenario keeps a module-level list (the old outbox and tickets were lists)"
    world = deals.SCENARIO.new_world()
    best = deals.expected_best_deal()
    deals.notify_user_of_deal(world, best["description"], best["price"], best["estimated_true_value"], best["url"])
    tickets = incidents.SCENARIO.new_world()
    incidents.create_ticket(tickets, "t", "auth", "SEV4", "s", "INC-1040")
    assert len(world.outbox) == 1 and len(tickets.tickets) == 1
    assert {module.__name__: module_state(module) for module in modules} == before


def test_scenarios_import_nothing_else_from_labkit():
    import labkit.scenarios as package

    root = inspect.getfile(package).rsplit("/", 1)[0]
    for module in MODULES + [package]:
        source = inspect.getsource(module)
        imports = re.findall(r"^\s*(?:from|import)\s+([\w.]+)", source, re.MULTILINE)
        for name in imports:
            assert not name.startswith("labkit") or name.startswith("labkit.scenarios"), (
                module.__name__, name)
            assert name.split(".")[0] not in {"openai", "agents"}, (module.__name__, name)
    assert root.endswith("scenarios")


# --- deals ----------------------------------------------------------------------------------------


def test_scan_returns_five_current_deals_deterministically():
    first = deals.scan_the_internet_for_bargains()
    assert first == deals.scan_the_internet_for_bargains()
    assert len(first) == 5
    assert [d["id"] for d in first] == ["D-102", "D-104", "D-107", "D-109", "D-111"]
    for deal in first:
        assert set(deal) == {"id", "description", "price", "url"}
        assert deal["url"].startswith("https://deals.example.net/")
        assert deal["price"] > 0
    assert len(deals._feed()) == 12  # the rest of the feed is expired or not yet posted


def test_estimate_true_value_matches_every_feed_product():
    for deal in deals._feed():
        estimate = deals.estimate_true_value(deal["description"])
        assert estimate["description"] == deal["description"]
        assert estimate["estimated_true_value"] > 0
        assert estimate["basis"]
    # Fuzzy: short, case-insensitive descriptions still match.
    assert deals.estimate_true_value("kindle paperwhite")["estimated_true_value"] == 159.99
    assert deals.estimate_true_value("DYSON V8 vacuum")["estimated_true_value"] == 399.99


def test_estimate_true_value_unknown_product_raises_short_helpful_error():
    with pytest.raises(ValueError) as info:
        deals.estimate_true_value("a bunch of bananas")
    message = str(info.value)
    assert "bananas" in message and "brand and model" in message
    assert len(message) < 400  # does not dump the value table
    with pytest.raises(ValueError, match="empty"):
        deals.estimate_true_value("  ")


def test_best_deal_is_unique_and_above_threshold():
    scanned = deals.scan_the_internet_for_bargains()
    values = [deals.estimate_true_value(d["description"]) for d in scanned]
    discounts = {
        d["id"]: (v["estimated_true_value"] - d["price"]) / v["estimated_true_value"] * 100
        for d, v in zip(scanned, values)
    }
    above = [i for i, pct in discounts.items() if pct > deals.DEFAULT_THRESHOLD_PCT]
    below = [i for i, pct in discounts.items() if pct <= deals.DEFAULT_THRESHOLD_PCT]
    assert above == ["D-107"]
    assert len(below) == 4 and min(discounts.values()) < 0  # one deal is overpriced
    best = deals.best_deal(scanned, values)
    assert best == deals.expected_best_deal()
    assert best["id"] == "D-107" and best["discount_pct"] == 40.0
    # A clear winner: the runner-up is far behind.
    runner_up = sorted(discounts.values())[-2]
    assert discounts["D-107"] - runner_up > 15


def test_best_deal_helper_picks_largest_discount_and_respects_threshold():
    feed = [{"id": "A", "price": 70.0}, {"id": "B", "price": 50.0}, {"id": "C", "price": 95.0}]
    assert deals.best_deal(feed, [100.0, 100.0, 100.0])["id"] == "B"
    assert deals.best_deal(feed, {"A": 100.0, "B": 60.0, "C": 100.0})["id"] == "A"
    assert deals.best_deal(feed, [75.0, 55.0, 100.0], threshold_pct=10.0) is None
    assert deals.best_deal(feed, [100.0, 100.0, 100.0], threshold_pct=50.0) is None  # not >
    with pytest.raises(ValueError, match="one value per deal"):
        deals.best_deal(feed, [100.0])
    with pytest.raises(ValueError, match="no current deal"):
        deals.expected_best_deal(threshold_pct=90.0)


def test_notify_user_of_deal_appends_to_the_worlds_outbox_and_counts_ids():
    best = deals.expected_best_deal()
    args = (best["description"], best["price"], best["estimated_true_value"], best["url"])
    world, other = deals.DealsWorld(), deals.DealsWorld()
    first = deals.notify_user_of_deal(world, *args)
    assert first["notification_id"] == "N-1" and first["sent"] is True
    assert "$239.99" in first["message"] and best["url"] in first["message"]
    assert deals.notify_user_of_deal(world, *args)["notification_id"] == "N-2"
    assert [n["notification_id"] for n in world.outbox] == ["N-1", "N-2"]
    assert other.outbox == []
    assert deals.notify_user_of_deal(other, *args)["notification_id"] == "N-1"  # each world counts its own


def test_notify_user_of_deal_rejects_bad_input():
    world = deals.DealsWorld()
    with pytest.raises(ValueError, match="deal_price must be a positive"):
        deals.notify_user_of_deal(world, "x", 0, 10, "https://deals.example.net/x")
    with pytest.raises(ValueError, match="estimate_true_value first"):
        deals.notify_user_of_deal(world, "x", 5, 0, "https://deals.example.net/x")
    with pytest.raises(ValueError, match="http"):
        deals.notify_user_of_deal(world, "x", 5, 10, "deals.example.net/x")
    assert world.outbox == []


def test_pretend_tools_announce_themselves_and_mirror_the_real_ones(capsys):
    found = pretend.scan_the_internet_for_bargains()
    assert "[pretend] scanning the internet… (fake data)" in capsys.readouterr().out
    assert found and set(found[0]) == {"id", "description", "price", "url"}
    estimate = pretend.estimate_true_value(found[0]["description"])
    assert "[pretend]" in capsys.readouterr().out
    assert set(estimate) == {"description", "estimated_true_value", "basis"}
    sent = pretend.notify_user_of_deal("x", 1.0, 2.0, "https://deals.example.net/x")
    assert "[pretend]" in capsys.readouterr().out
    assert set(sent) == {"notification_id", "sent", "message"}
    for fake in PRETEND_TOOLS:
        real = getattr(deals, fake.__name__)
        parameters = list(inspect.signature(real).parameters.values())
        if takes_world(real):  # the fake changes nothing, so it takes no world
            parameters = parameters[1:]
        assert list(inspect.signature(fake).parameters.values()) == parameters
        assert fake.__doc__.strip().splitlines()[0] == real.__doc__.strip().splitlines()[0]


# --- incidents ------------------------------------------------------------------------------------


def test_incidents_database_shape():
    connection = incidents.open_incidents_db()
    try:
        rows = connection.execute("SELECT service, severity, id FROM incidents").fetchall()
    finally:
        connection.close()
    assert len(rows) == 30
    assert {r["service"] for r in rows} == set(incidents.SERVICES)
    assert {r["severity"] for r in rows} <= set(incidents.SEVERITIES)
    assert all(re.fullmatch(r"INC-\d{4}", r["id"]) for r in rows)


def test_incidents_database_is_read_only():
    connection = incidents.open_incidents_db()
    try:
        with pytest.raises(sqlite3.OperationalError, match="readonly"):
            connection.execute("DELETE FROM incidents")
        with pytest.raises(sqlite3.OperationalError, match="readonly"):
            connection.execute(
                "INSERT INTO incidents VALUES "
                "('INC-9999', 'auth', 'SEV4', '2026-01-01', 't', 's', 'r', 'x')"
            )
    finally:
        connection.close()
    assert len(incidents.search_incidents("login", limit=10)) >= 1


def test_search_incidents_ranks_the_relevant_incident_first_for_task():
    results = incidents.search_incidents(incidents.TASK)
    assert len(results) == 3
    assert results[0]["id"] == incidents.EXPECTED_INCIDENT == "INC-1042"
    assert results[0]["score"] > 2 * results[1]["score"]  # clearly, not by a hair
    assert set(results[0]) == {
        "id", "service", "severity", "title", "root_cause", "resolution", "score"
    }
    assert results == incidents.search_incidents(incidents.TASK)  # deterministic
    # A short, model-style query finds it too.
    query = "checkout latency after deploy, card payments time out"
    assert incidents.search_incidents(query)[0]["id"] == "INC-1042"


def test_search_incidents_filter_and_limit():
    only_payments = incidents.search_incidents("card payments time out", service="payments")
    assert only_payments and all(r["service"] == "payments" for r in only_payments)
    assert len(incidents.search_incidents("deploy", limit=1)) == 1
    assert len(incidents.search_incidents(incidents.TASK, limit=10)) == 10
    assert incidents.search_incidents("quantum entanglement") == []
    with pytest.raises(ValueError, match="between 1 and 10"):
        incidents.search_incidents("deploy", limit=11)
    with pytest.raises(ValueError, match="between 1 and 10"):
        incidents.search_incidents("deploy", limit=0)
    with pytest.raises(ValueError, match="no keywords"):
        incidents.search_incidents("the and of")
    with pytest.raises(ValueError, match="unknown service 'billing'.*checkout, payments"):
        incidents.search_incidents("deploy", service="billing")


def test_get_incident_and_unknown_ids():
    incident = incidents.get_incident("INC-1042")
    assert incident["service"] == "checkout" and incident["severity"] == "SEV1"
    assert "pool" in incident["root_cause"]
    assert incidents.get_incident(" inc-1042 ") == incident  # forgiving about case and spaces
    with pytest.raises(ValueError, match="unknown incident id 'INC-9999'.*search_incidents"):
        incidents.get_incident("INC-9999")


def test_fetch_runbook():
    for service in incidents.SERVICES:
        book = incidents.fetch_runbook(service)
        assert book["service"] == service
        assert book["owner"] and book["escalation"].startswith("#inc-")
        assert len(book["steps"]) >= 5
    assert "roll it back" in " ".join(incidents.fetch_runbook("checkout")["steps"])
    with pytest.raises(ValueError, match="unknown service 'Atlantis'"):
        incidents.fetch_runbook("Atlantis")


def test_create_ticket_ids_count_and_validate_per_world():
    world = incidents.IncidentsWorld()
    first = incidents.create_ticket(
        world, "Checkout latency after deploy", "checkout", "SEV1", "Pool exhausted; roll back.",
        "INC-1042",
    )
    assert first["ticket_id"] == "TKT-1" and first["related_incident_id"] == "INC-1042"
    assert first["status"] == "open"
    second = incidents.create_ticket(world, "Login slow", "auth", "SEV3", "Investigating.", "inc-1040")
    assert second["ticket_id"] == "TKT-2" and second["related_incident_id"] == "INC-1040"
    assert [t["ticket_id"] for t in world.tickets] == ["TKT-1", "TKT-2"]
    with pytest.raises(ValueError, match="unknown incident id 'INC-0000'"):
        incidents.create_ticket(world, "t", "auth", "SEV3", "s", related_incident_id="INC-0000")
    for no_id in (None, "", "  "):
        with pytest.raises(ValueError, match="related_incident_id is empty: search first"):
            incidents.create_ticket(world, "t", "auth", "SEV3", "s", related_incident_id=no_id)
    with pytest.raises(ValueError, match="unknown severity 'P1'.*SEV1"):
        incidents.create_ticket(world, "t", "auth", "P1", "s", "INC-1042")
    with pytest.raises(ValueError, match="title is empty"):
        incidents.create_ticket(world, " ", "auth", "SEV3", "s", "INC-1042")
    assert len(world.tickets) == 2  # failed calls file nothing
    first["title"] = "changed by the caller"
    assert world.tickets[0]["title"] == "Checkout latency after deploy"  # the result is a copy
    assert incidents.create_ticket(incidents.IncidentsWorld(), "t", "search", "SEV4", "s", "INC-1052")["ticket_id"] == "TKT-1"


def test_incident_timeline_is_large_and_deterministic():
    timeline = incidents.incident_timeline("INC-1042")
    text = json.dumps(timeline)
    assert len(text) > 10_000
    assert timeline == incidents.incident_timeline("INC-1042")
    assert timeline["entry_count"] == len(timeline["entries"]) > 40
    assert "pool" in text and timeline["entries"][-1]["level"] == "NOTE"
    times = [e["time"] for e in timeline["entries"]]
    assert times == sorted(times)
    for incident_id in ("INC-1001", "INC-1056"):
        assert len(json.dumps(incidents.incident_timeline(incident_id))) > 10_000
    with pytest.raises(ValueError, match="unknown incident id"):
        incidents.incident_timeline("INC-0")


# --- recycling ------------------------------------------------------------------------------------


def test_get_weather_with_and_without_bin_advice():
    plain = recycling.get_weather("Berlin")
    assert plain["location"] == "Berlin" and plain["date"] == "2026-11-01"
    assert {"temperature_c", "condition", "precipitation_mm", "wind_kph"} <= set(plain)
    assert "bin_advice" not in plain
    rainy = recycling.get_weather("hamburg", "paper")
    assert rainy["precipitation_mm"] > 0 and "lid closed" in rainy["bin_advice"]
    assert "Dry" in recycling.get_weather("Berlin", "paper")["bin_advice"]
    assert "Frost" in recycling.get_weather("München", "organic")["bin_advice"]
    assert recycling.get_weather("Zürich, Switzerland")["location"] == "Zurich"


def test_unknown_city_lists_known_cities():
    expected = (
        "unknown location 'Atlantis': try one of Berlin, Hamburg, Munich, Cologne, Vienna, Zurich"
    )
    for call in (
        lambda: recycling.get_weather("Atlantis"),
        lambda: recycling.get_bulk_waste_info("Atlantis"),
        lambda: recycling.find_collection_points("Atlantis"),
        lambda: recycling.search_places("sofa", city="Atlantis"),
    ):
        with pytest.raises(ValueError) as info:
            call()
        assert str(info.value) == expected
    with pytest.raises(ValueError, match="unknown waste category 'plutonium'"):
        recycling.get_weather("Berlin", "plutonium")


def test_price_trend_defaults_and_regions():
    trend = recycling.get_price_trend("copper")
    assert trend["region"] == "all" and trend["unit"] == "EUR/tonne"
    assert [p["month"] for p in trend["series"]] == [
        "2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10"
    ]
    assert trend["direction"] == "up" and trend["change_pct"] > 2
    east = recycling.get_price_trend("cardboard", "east", 3)
    assert len(east["series"]) == 3 and east["direction"] == "down"
    assert recycling.get_price_trend("glass")["direction"] == "flat"
    # The "all" series is the average of the four regions.
    regional = [
        recycling.get_price_trend("steel", r)["series"][-1]["price"] for r in recycling.REGIONS
    ]
    assert recycling.get_price_trend("steel")["series"][-1]["price"] == pytest.approx(
        sum(regional) / 4, abs=0.05
    )
    with pytest.raises(ValueError, match="months must be between 1 and 6"):
        recycling.get_price_trend("copper", months=12)
    with pytest.raises(ValueError, match="unknown material 'gold'"):
        recycling.get_price_trend("gold")


def test_latest_prices():
    everything = recycling.get_latest_prices()
    assert everything["as_of"] == "2026-10" and len(everything["prices"]) == 24
    one = recycling.get_latest_prices("pet", "north")["prices"]
    assert one == [{"material": "pet", "region": "north", "price": 317}]
    trend_last = recycling.get_price_trend("pet", "north")["series"][-1]["price"]
    assert one[0]["price"] == trend_last
    assert len(recycling.get_latest_prices(region="south")["prices"]) == 6
    with pytest.raises(ValueError, match="unknown region 'middle'"):
        recycling.get_latest_prices(region="middle")


def test_bulk_waste_info():
    info = recycling.get_bulk_waste_info("Köln")
    assert info["city"] == "Cologne"
    assert info["how_to_book"] and info["fees"] and "furniture" in info["accepted"]
    assert info["lead_time_days"] > 0 and info["not_accepted"]
    for city in ("Berlin", "Hamburg", "Munich", "Vienna", "Zurich"):
        assert recycling.get_bulk_waste_info(city)["city"] == city


def test_search_places():
    repair = recycling.search_places("fix a broken toaster")
    assert repair[0]["name"] == "Repair Café Kreuzberg"
    assert set(repair[0]) == {"name", "category", "city", "address", "lat", "lon", "offers"}
    sofa = recycling.search_places("sell a sofa", city="Munich")
    assert sofa[0]["category"] == "second_hand" and all(p["city"] == "Munich" for p in sofa)
    cafes = recycling.search_places("", category="repair_cafe")
    assert len(cafes) == 6 and {p["category"] for p in cafes} == {"repair_cafe"}
    assert recycling.search_places("xylophone") == []
    assert len(recycling.search_places("")) <= recycling.MAX_PLACES
    with pytest.raises(ValueError, match="unknown category 'museum'"):
        recycling.search_places("art", category="museum")


def test_find_collection_points_radius_default_and_smaller_radius():
    default = recycling.find_collection_points("Berlin")
    assert default == recycling.find_collection_points("Berlin", None)
    assert default == recycling.find_collection_points("Berlin", recycling.DEFAULT_RADIUS_M)
    assert all(p["distance_m"] <= 5000 for p in default)
    distances = [p["distance_m"] for p in default]
    assert distances == sorted(distances)
    smaller = recycling.find_collection_points("Berlin", 2000)
    assert 0 < len(smaller) < len(default)
    wider = recycling.find_collection_points("Berlin", 20_000)
    assert len(wider) > len(default)  # the Spandau scrap yard is 12.5 km out
    glass = recycling.find_collection_points("Berlin", material="glass")
    assert glass and all("glass" in p["accepted"] for p in glass)
    assert recycling.find_collection_points("Berlin", 100) == []
    with pytest.raises(ValueError, match="radius_m must be between 1 and 50000"):
        recycling.find_collection_points("Berlin", -5)
    with pytest.raises(ValueError, match="radius_m must be between"):
        recycling.find_collection_points("Berlin", 1_000_000)


def test_haversine_distance_is_sane():
    # Berlin to Hamburg is about 255 km as the crow flies.
    cities = recycling._data()["cities"]
    b, h = cities["Berlin"], cities["Hamburg"]
    assert recycling._haversine_m(b["lat"], b["lon"], h["lat"], h["lon"]) == pytest.approx(
        255_000, rel=0.02
    )


# --- determinism and JSON -------------------------------------------------------------------------

HAPPY_CALLS: list[tuple[Any, tuple, dict]] = [
    (deals.scan_the_internet_for_bargains, (), {}),
    (deals.estimate_true_value, ("Dyson V8 cordless stick vacuum",), {}),
    (incidents.search_incidents, (incidents.TASK,), {}),
    (incidents.get_incident, ("INC-1042",), {}),
    (incidents.incident_timeline, ("INC-1042",), {}),
    (incidents.fetch_runbook, ("checkout",), {}),
    (recycling.get_weather, ("Vienna", "packaging"), {}),
    (recycling.get_price_trend, ("aluminium",), {}),
    (recycling.get_latest_prices, (), {}),
    (recycling.get_bulk_waste_info, ("Zurich",), {}),
    (recycling.search_places, ("repair bicycle",), {}),
    (recycling.find_collection_points, ("Vienna",), {}),
]


@pytest.mark.parametrize("fn,args,kwargs", HAPPY_CALLS, ids=[c[0].__name__ for c in HAPPY_CALLS])
def test_read_only_tools_are_deterministic_and_json_serialisable(fn, args, kwargs):
    first = fn(*args, **kwargs)
    assert json.loads(json.dumps(first)) == first
    assert fn(*args, **kwargs) == first


def test_side_effect_tools_return_json():
    note = deals.notify_user_of_deal(deals.DealsWorld(), "x", 1.0, 2.0, "https://deals.example.net/x")
    ticket = incidents.create_ticket(incidents.IncidentsWorld(), "t", "auth", "SEV4", "s", "INC-1040")
    for result in (note, ticket):
        assert json.loads(json.dumps(result)) == result


# --- docstrings and schemas -----------------------------------------------------------------------


def args_section(doc: str) -> str:
    match = re.search(r"^Args:\n((?:[ \t]+.*\n?|\n)+)", doc, re.MULTILINE)
    return match.group(1) if match else ""


@pytest.mark.parametrize("module", DOCUMENTED, ids=[m.__name__ for m in DOCUMENTED])
def test_every_public_function_documents_every_parameter(module):
    for fn in public_functions(module):
        doc = inspect.getdoc(fn)
        assert doc and doc.splitlines()[0].strip(), fn.__name__
        params = [p for p in inspect.signature(fn).parameters]
        if not params:
            continue
        section = args_section(doc)
        assert section, f"{fn.__name__} has no Args: section"
        for name in params:
            assert re.search(rf"^\s+{name}:\s+\S", section, re.MULTILINE), (fn.__name__, name)


@pytest.mark.parametrize("fn", ALL_TOOLS + list(PRETEND_TOOLS), ids=TOOL_IDS + [
    f"pretend.{fn.__name__}" for fn in PRETEND_TOOLS
])
def test_tool_docstring_contract(fn):
    doc = inspect.getdoc(fn)
    first = doc.splitlines()[0]
    assert first.endswith(".") and len(first) <= 100
    assert "In production this would call" in " ".join(doc.split())
    for param, annotation in inspect.signature(fn).parameters.items():
        assert annotation.annotation is not inspect.Parameter.empty, (fn.__name__, param)
    assert inspect.signature(fn).return_annotation is not inspect.Signature.empty
    # The SDK reads the same docstring: description = the text before Args:, one description
    # per parameter, and the production note stays out of what the model sees.
    docs = generate_func_documentation(fn)
    assert docs.description.startswith(first)
    assert "In production" not in docs.description
    params = list(inspect.signature(fn).parameters)
    assert sorted(docs.param_descriptions or {}) == sorted(params)


def assert_strict(schema: dict, where: str = "$") -> None:
    """OpenAI strict mode: every object closed and every property required, all the way down."""
    if schema.get("type") == "object" or "properties" in schema:
        assert schema.get("additionalProperties") is False, where
        assert sorted(schema.get("required", [])) == sorted(schema.get("properties", {})), where
    for key, value in schema.items():
        if isinstance(value, dict):
            assert_strict(value, f"{where}.{key}")
        elif isinstance(value, list):
            for i, item in enumerate(value):
                if isinstance(item, dict):
                    assert_strict(item, f"{where}.{key}[{i}]")


@pytest.mark.parametrize("fn", ALL_TOOLS, ids=TOOL_IDS)
def test_signature_converts_to_strict_json_schema(fn):
    from labkit.sdk import sdk_tool

    tool = sdk_tool(fn) if takes_world(fn) else function_tool(fn)  # the world comes from the run context
    assert tool.strict_json_schema is True
    schema = tool.params_json_schema
    assert_strict(schema)
    assert set(schema["properties"]) == set(inspect.signature(fn).parameters) - {"world"}
    assert "default" not in json.dumps(schema)  # no default the model would never see
    check_strict_schema(schema, label=f"function '{fn.__name__}'", param="parameters", code="x")
    # Every parameter annotation the model fills is a plain pydantic-serialisable type.
    for param in inspect.signature(fn).parameters.values():
        if param.name != "world":
            TypeAdapter(param.annotation).json_schema()


def test_nullable_optionals_reach_the_function_as_none_through_the_sdk():
    schema = function_schema(recycling.find_collection_points)
    parsed = schema.params_pydantic_model.model_validate_json(
        '{"location": "Berlin", "radius_m": null, "material": null}'
    )
    args, kwargs = schema.to_call_args(parsed)
    assert recycling.find_collection_points(*args, **kwargs) == recycling.find_collection_points(
        "Berlin"
    )
    radius = schema.params_json_schema["properties"]["radius_m"]
    assert {"type": "null"} in radius["anyOf"] and "5000" in radius["description"]


def test_sdk_shows_the_value_error_message_with_error_for_model():
    import asyncio

    from agents.tool_context import ToolContext

    arguments = json.dumps({"location": "Atlantis", "waste_category": None})
    tool = function_tool(recycling.get_weather, failure_error_function=scenarios.error_for_model)
    context = ToolContext(
        context=None, tool_name=tool.name, tool_call_id="call_1", tool_arguments=arguments
    )
    output = asyncio.run(tool.on_invoke_tool(context, arguments))
    assert output == (
        "Error: unknown location 'Atlantis': try one of Berlin, Hamburg, Munich, Cologne, Vienna, "
        "Zurich"
    )
    assert "Please try again" in scenarios.error_for_model(None, KeyError("internal detail"))


def test_incidents_db_is_copied_when_the_package_is_not_on_disk(tmp_path, monkeypatch):
    import zipfile

    archive = tmp_path / "labkit.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.write(incidents._db_path(), "labkit/scenarios/data/incidents.sqlite")
    zipped = zipfile.Path(archive, "labkit/scenarios/data/incidents.sqlite")
    monkeypatch.setattr(incidents, "data_file", lambda name: zipped)
    incidents._temporary_copy.cache_clear()
    copy = incidents._db_path()
    assert copy.is_file() and copy.suffix == ".sqlite" and "labkit-incidents-" in copy.name
    assert incidents.get_incident("INC-1042")["service"] == "checkout"
    connection = incidents.open_incidents_db()
    try:
        with pytest.raises(sqlite3.OperationalError, match="readonly"):
            connection.execute("DELETE FROM incidents")
    finally:
        connection.close()
    copy.unlink()
    incidents._temporary_copy.cache_clear()


def test_who_is_on_call_returns_the_roster_with_its_personal_fields_and_is_no_scenario_tool():
    roster = incidents.who_is_on_call("Checkout")
    assert roster["service"] == "checkout" and roster["team"] == "Checkout Platform team"
    assert [person["role"] for person in roster["on_call"]] == ["primary", "secondary"]
    assert all(set(person) == {"role", "name", "phone", "email"} for person in roster["on_call"])
    assert all(person["email"].endswith("@example.com") and " 555 01" in person["phone"]
               for service in incidents.SERVICES for person in incidents.who_is_on_call(service)["on_call"])
    assert "who_is_on_call" not in incidents.SCENARIO.names  # the triage task does not need it
    with pytest.raises(ValueError, match="unknown service 'Atlantis'"):
        incidents.who_is_on_call("Atlantis")
