"""labkit.sim.engine, stage by stage: words, dates, numbers, evidence, clauses, tool profiles, slots,
filling, follow-ups and answers. Each test names the behaviour a learner would expect of a model
on tools it has never seen; the tools here are written for the tests, not taken from a lesson."""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

import pytest

from labkit.sim.engine import Engine
from labkit.sim.engine import converse as engine_converse
from labkit.sim.engine.dates import scan
from labkit.sim.engine.evidence import gather
from labkit.sim.engine.request import clauses
from labkit.sim.engine.schema import params_of
from labkit.sim.engine.slots import slot_of
from labkit.sim.engine.tools import profile
from labkit.sim.engine.words import MAX_TEXT, split_identifier, tokens
from labkit.sim.types import Conversation, Message, Tool, ToolCall

TODAY = dt.date(2026, 11, 17)  # a Tuesday
ENGINE = Engine()


def fn(name: str, description: str, props: dict[str, Any] | None = None, required: list[str] | None = None) -> Tool:
    props = props or {}
    return Tool(name, description, {"type": "object", "properties": props, "required": list(props) if required is None else required})


def decide(text: str, tools: list[Tool], *, history: list[Message] | None = None, instructions: str = "Today is Tuesday, 17 November 2026."):
    messages = list(history or []) + ([Message("user", text)] if text else [])
    return ENGINE.decide(Conversation("chat", "gpt-4.1-mini", messages, instructions=instructions, tools=tools))


def calls(text: str, tools: list[Tool], **options: Any) -> list[tuple[str, dict[str, Any]]]:
    return [(c.name, json.loads(c.arguments)) for c in decide(text, tools, **options).calls]


def values(text: str, kind: str) -> list[Any]:
    return [m.value for m in gather(text, TODAY).mentions if m.kind == kind]


# --- words -----------------------------------------------------------------------------------------


def test_identifiers_split_in_every_style() -> None:
    for name in ("getWeatherNow", "get_weather_now", "get-weather-now", "GetWeatherNow"):
        assert split_identifier(name) == ("get", "weather", "now")


def test_a_long_blob_is_one_token_and_reading_stops_at_the_budget() -> None:
    assert len(tokens("x" * 60_000)) == 1
    assert all(t.end <= MAX_TEXT for t in tokens("word " * 10_000))


# --- dates and times -------------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("tomorrow", "2026-11-18"),
    ("next tuesday", "2026-11-24"),
    ("on Friday", "2026-11-20"),
    ("Monday the 23rd", "2026-11-23"),
    ("the 3rd of December", "2026-12-03"),
    ("5 December", "2026-12-05"),
    ("on 2027-01-15", "2027-01-15"),
])
def test_dates(text: str, expected: str) -> None:
    found = scan(text, TODAY)
    assert found and found[0].date == dt.date.fromisoformat(expected)


def test_since_a_later_day_means_last_year() -> None:
    assert values("anything since the 1st of December?", "date") == ["2025-12-01"]


@pytest.mark.parametrize(("text", "expected"), [("at 7pm", "19:00"), ("half seven in the evening", "19:30"), ("quarter past 6 tonight", "18:15"), ("at 09:45", "09:45"),
                                              ("wake me at 5 in the morning", "05:00"), ("at 9 at night", "21:00"), ("at 4 in the afternoon", "16:00")])
def test_times(text: str, expected: str) -> None:
    found = [m for m in gather(text, TODAY).mentions if m.kind in ("time", "datetime")]
    assert found and str(found[0].value).endswith(expected) or str(found[0].value)[11:16] == expected


def test_a_run_of_short_lowercase_weekdays_is_a_range() -> None:
    spans = [m.value for m in gather("can we do fri to sun?", TODAY).mentions if m.kind == "range"]
    assert spans and (spans[0][0].date, spans[0][1].date) == (dt.date(2026, 11, 20), dt.date(2026, 11, 22))
    assert not gather("the sun was out on the patio", TODAY).of("date")  # "sun" alone names no day


def test_a_time_range_gives_both_ends() -> None:
    spans = [m.value for m in gather("free from 2 to 5pm", TODAY).mentions if m.kind == "range"]
    assert spans and (spans[-1][0].time, spans[-1][1].time) == (dt.time(14, 0), dt.time(17, 0))


# --- evidence --------------------------------------------------------------------------------------


def test_postal_codes_with_their_roles() -> None:
    mentions = [m for m in gather("send 2.5kg from EH6 6LX to 75011 Paris", TODAY).mentions if m.kind in ("postcode", "place")]
    assert [(m.kind, m.value, m.role) for m in mentions] == [("postcode", "EH6 6LX", "origin"), ("postcode", "75011", "destination"), ("place", "Paris", "destination")]


def test_names_ending_in_a_place_word_are_places() -> None:
    assert values("how do I get from Central Station to Riverside Park?", "place") == ["Central Station", "Riverside Park"]


def test_arithmetic_is_evidence_but_its_numbers_stay_numbers() -> None:
    assert values("what is 12 times 7", "expression") == ["12 * 7"]
    assert values("a box of 30 x 20 x 10 cm", "number") == [30, 20, 10]


def test_emails_urls_and_ids() -> None:
    text = "forward INV-2026-1104 to finance@example.se, see https://example.com/x"
    assert values(text, "email") == ["finance@example.se"] and values(text, "url") == ["https://example.com/x"]
    assert "INV-2026-1104" in values(text, "id")


# --- clauses and moods -----------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "mood"), [
    ("book a table for two", "request"),
    ("whats the difference between kW and kWh", "conceptual"),
    ("how do I get from Central Station to the airport?", "question"),
    ("how do I reset my password?", "howto"),
    ("should I cancel my booking?", "advice"),
    ("what if I cancelled it?", "hypothetical"),
    ("thanks!", "smalltalk"),
])
def test_moods(text: str, mood: str) -> None:
    assert clauses(text)[0].mood == mood


def test_a_participle_stays_with_its_request() -> None:
    assert len(clauses("set up a reminder to water it every week, starting Sunday at 9am")) == 1


def test_verbs_inside_what_happens_when_are_not_asked_for() -> None:
    assert clauses("can you explain what happens when you cancel the order?")[0].verbs == ["explain"]


def test_phrasal_verbs_read_as_their_meaning() -> None:
    assert clauses("get rid of the misting one")[0].verbs == ["remov"]


@pytest.mark.parametrize(("text", "booked"), [
    ("can you get us a table at osteria fiore?", True),  # a thing one books, got for us: book it
    ("grab me a taxi to the station at 6", True),
    ("split my latest bill into three monthly payments", False),  # (a plan is set up, nothing booked)
    ("find me a room for 6 people tomorrow", False),  # finding is searching
])
def test_getting_someone_a_bookable_thing_asks_to_book_it(text: str, booked: bool) -> None:
    assert ("book" in clauses(text)[0].verbs) is booked


@pytest.mark.parametrize(("text", "verbs"), [
    ("could I take a couple of days off after the exams?", ["take"]),  # leave taken, nothing removed
    ("can I get Friday off?", ["get"]),
    ("take the old battery out of the order", ["remov"]),
    ("take the dessert off my order", ["remov"]),
])
def test_a_span_of_time_taken_off_is_leave_and_a_thing_taken_off_is_removed(text: str, verbs: list[str]) -> None:
    assert clauses(text)[0].verbs == verbs


# --- tool profiles and slots -----------------------------------------------------------------------


@pytest.mark.parametrize(("name", "description", "act"), [
    ("get_weather", "Current weather for a city.", False),
    ("book_table", "Book a table.", True),
    ("freezeCard", "Freeze a card.", True),  # a verb the tables do not know: an action, fail closed
    ("escalate_incident", "Escalate an incident to the on-call engineer.", True),
    ("liveDepartures", "Real-time next departures from a stop.", False),
    ("plan_journey", "Plan a trip between two stops.", False),
    ("list_orders", "Place an order? No: this lists the user's orders.", False),
    ("class_times", "Start times of a class on a day.", False),  # two words of the name's noun, not "start"
    ("start_timer", "Start timers for a recipe step.", True),
])
def test_act_or_read(name: str, description: str, act: bool) -> None:
    assert profile(Tool(name, description, {"type": "object", "properties": {}}), 0).act is act


@pytest.mark.parametrize(("name", "schema", "kind"), [
    ("city", {"type": "string"}, "place"), ("stop", {"type": "string"}, "place"), ("check_in", {"type": "string", "format": "date"}, "date"),
    ("party_size", {"type": "integer"}, "count"), ("order_id", {"type": "string"}, "id"), ("to", {"type": "string"}, "person"),
    ("expression", {"type": "string"}, "expression"), ("body", {"type": "string"}, "content"), ("cabin", {"enum": ["economy", "business"]}, "enum"),
])
def test_slots(name: str, schema: dict[str, Any], kind: str) -> None:
    param = params_of({"type": "object", "properties": {name: schema}})[0]
    assert slot_of(param).kind == kind


# --- choosing and filling --------------------------------------------------------------------------

WEATHER = fn("get_weather", "Get the current weather for a city.", {"city": {"type": "string"}})
QUOTE = fn("get_stock_quote", "Get the latest stock quote for a ticker symbol.", {"ticker": {"type": "string", "pattern": "^[A-Z]{1,5}$"}})
CALC = fn("calculate", "Evaluate a math expression.", {"expression": {"type": "string"}})
SEARCH = fn("search_web", "Search the web for information.", {"query": {"type": "string"}})
MAIL = fn("send_email", "Send an email.", {"to": {"type": "string"}, "subject": {"type": "string"}, "body": {"type": "string"}})
EVENT = fn("create_calendar_event", "Create a calendar event.", {"title": {"type": "string"}, "date": {"type": "string", "format": "date"}, "time": {"type": "string"}})
TOOLS = [WEATHER, QUOTE, CALC, SEARCH, MAIL, EVENT]


@pytest.mark.parametrize(("text", "expected"), [
    ("What's the weather in Paris?", [("get_weather", {"city": "Paris"})]),
    ("what's it like in lisbon today", [("get_weather", {"city": "Lisbon"})]),
    ("What's TSLA trading at right now?", [("get_stock_quote", {"ticker": "TSLA"})]),
    ("Get me a stock quote for Apple", [("get_stock_quote", {"ticker": "AAPL"})]),
    ("What is 12 * 7?", [("calculate", {"expression": "12 * 7"})]),
    ("Who won the 2022 World Cup?", [("search_web", {"query": "Who won the 2022 World Cup"})]),
    ("Schedule a dinner with Bob on 2026-12-02 at 19:00", [("create_calendar_event", {"title": "Dinner with Bob", "date": "2026-12-02", "time": "19:00"})]),
    ("Email alice@example.com that the meeting moved to 3pm", [("send_email", {"to": "alice@example.com", "subject": "Meeting moved to 3pm", "body": "The meeting moved to 3pm"})]),
    ("What's the weather in Oslo, and what's the stock quote for MSFT?", [("get_weather", {"city": "Oslo"}), ("get_stock_quote", {"ticker": "MSFT"})]),
])
def test_one_of_six_unseen_tools(text: str, expected: list[tuple[str, dict[str, Any]]]) -> None:
    assert calls(text, TOOLS) == expected


def test_a_missing_value_is_asked_for_not_invented() -> None:
    decision = decide("send an email", TOOLS)
    assert not decision.calls and (decision.text or "").endswith("?")


def test_a_setter_without_a_value_asks() -> None:
    timer = fn("setSleepTimer", "Stop playback after some minutes or at the end of the chapter.",
               {"minutes": {"type": ["integer", "null"]}, "endOfChapter": {"type": "boolean"}})
    decision = decide("set a sleep timer", [timer])
    assert not decision.calls and "?" in (decision.text or "")


def test_an_id_belongs_to_the_thing_its_prefix_names() -> None:
    tools = [fn("get_pickup_times", "Free pickup slots at a store on a date.", {"store_id": {"type": "string"}, "date": {"type": "string", "format": "date"}}),
             fn("request_refill", "Request a refill of a prescription.", {"rx_number": {"type": "string"}}),
             fn("find_pharmacy", "Find stores near a postcode or street.", {"near": {"type": "string"}})]
    made = calls("refill RX104233 and what pickup times does kings road have tomorrow", tools)
    assert ("request_refill", {"rx_number": "RX104233"}) in made
    assert all(args.get("store_id") != "RX104233" for _, args in made)
    assert ("find_pharmacy", {"near": "kings road"}) in made


def test_an_id_from_the_instructions_for_the_name_the_user_says() -> None:
    tool = fn("get_pickup_times", "Free pickup slots at a store on a date.", {"store_id": {"type": "string"}, "date": {"type": "string", "format": "date"}})
    made = calls("what slots are there at kings road on saturday?", [tool],
                 instructions="Her home store is CarePlus Kings Road (ST-014). Today is Tuesday, 17 November 2026.")
    assert made == [("get_pickup_times", {"store_id": "ST-014", "date": "2026-11-21"})]


def test_the_shape_of_a_description_s_examples() -> None:
    tool = fn("live_departures", "Next departures from a stop.", {"stop": {"type": "string"}, "line": {"type": ["string", "null"], "description": "e.g. M1, T3, 42"}})
    assert calls("next M1 trains from Central Station", [tool]) == [("live_departures", {"stop": "Central Station", "line": "M1"})]


def test_a_traveller_alone_is_one_passenger_for_a_search() -> None:
    tool = fn("search_flights", "Search flights.", {"origin": {"type": "string"}, "destination": {"type": "string"}, "passengers": {"type": "integer"}}, ["origin", "destination", "passengers"])
    assert calls("I'm flying out of London and need to be in Tokyo, what are my options?", [tool]) == [
        ("search_flights", {"origin": "London", "destination": "Tokyo", "passengers": 1})]


# --- never acting unasked --------------------------------------------------------------------------

CANCEL = fn("cancel_order", "Cancel an order.", {"order_id": {"type": "string"}})
LIST = fn("list_orders", "List the user's orders.", {})


@pytest.mark.parametrize("text", [
    "don't cancel ORD-1", "please don't cancel the order ORD-1, I was just asking", "I don't want to cancel ORD-1 yet",
    "should I cancel ORD-1?", "what happens if I cancel ORD-1?", "how do I cancel ORD-1 myself?",
    "can you explain what happens when you cancel an order?", "cancel ORD-1 only if I tell you to later",
])
def test_no_action_without_a_request(text: str) -> None:
    assert all(name != "cancel_order" for name, _ in calls(text, [CANCEL, LIST]))


def test_a_question_back_is_not_the_answer_to_which_one() -> None:
    orders = {"orders": [{"order_id": "ORD-1", "status": "open"}, {"order_id": "ORD-2", "status": "open"}]}
    history = [Message("user", "cancel my order"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "list_orders", "{}"),)),
               Message("tool", json.dumps(orders), tool_call_id="c1", name="list_orders"),
               Message("assistant", "I found several — ORD-1; ORD-2. Which one should I use to cancel the order?")]
    assert all(name != "cancel_order" for name, _ in calls("is that the cheapest?", [CANCEL, LIST], history=history))
    assert calls("the second one", [CANCEL, LIST], history=history) == [("cancel_order", {"order_id": "ORD-2"})]


# --- answers ---------------------------------------------------------------------------------------


def _answer(tool: Tool, question: str, output: Any, args: dict[str, Any] | None = None) -> str:
    history = [Message("user", question),
               Message("assistant", "", tool_calls=(ToolCall("c1", tool.name, json.dumps(args or {})),)),
               Message("tool", json.dumps(output), tool_call_id="c1", name=tool.name)]
    return decide("", [tool], history=history).text or ""


def test_a_total_when_the_question_asks_for_one() -> None:
    runs = fn("get_workouts", "Workouts between two dates.", {"from_date": {"type": "string"}, "to_date": {"type": "string"}})
    output = {"workouts": [{"date": "2026-11-10", "activity": "run", "distance_km": 5.2}, {"date": "2026-11-12", "activity": "run", "distance_km": 8.0},
                           {"date": "2026-11-14", "activity": "run", "distance_km": 10.5}]}
    text = _answer(runs, "how many km did I run last week altogether?", output, {"from_date": "2026-11-09", "to_date": "2026-11-15"})
    assert "23.7 km" in text and "activity run" in text  # the shared field said once


def test_a_record_with_line_items_is_one_record() -> None:
    order = fn("get_order", "Get an order.", {"order_id": {"type": "string"}})
    output = {"order_id": "ORD-9", "status": "shipped", "estimated_delivery": "2026-11-20", "carrier": "DPD", "items": [{"sku": "JK-1", "name": "Rain jacket", "quantity": 1}]}
    text = _answer(order, "where's my order ORD-9?", output, {"order_id": "ORD-9"})
    assert text.startswith("Order ORD-9") and "20 November 2026" in text and "Rain jacket" in text


@pytest.mark.parametrize("said", ["Tool execution was not approved.",  # the Agents SDK's default rejection
                                  "Tool execution was not approved. Reason: the user is away that week",
                                  "book_pickup was not run: no approval was given", "Rejected by a human: wrong date"])
def test_a_refusal_in_plain_text_is_never_reported_as_done(said: str) -> None:
    book = fn("book_pickup", "Book a bulky-waste pickup.", {"city": {"type": "string"}, "items": {"type": "string"}})
    history = [Message("user", "book a pickup of my old sofa in Hamburg"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "book_pickup", json.dumps({"city": "Hamburg", "items": "old sofa"})),)),
               Message("tool", said, tool_call_id="c1", name="book_pickup")]
    text = decide("", [book], history=history).text or ""
    assert "I did not" in text and "booked" not in text.lower()


@pytest.mark.parametrize("status", ["The application was rejected", "The request was denied by the landlord"])
def test_a_lookup_that_reports_a_rejection_is_data_not_a_refusal(status: str) -> None:
    check = fn("get_application_status", "The status of a visa application.", {"application_id": {"type": "string"}})
    text = _answer(check, "what's the status of application A-17?", status, {"application_id": "A-17"})
    assert "I did not" not in text and ("rejected" in text or "denied" in text)


def _after_lookup(question: str) -> Any:
    find = fn("find_contact", "Look up a person in the company directory by name.", {"name": {"type": "string"}})
    send = fn("send_email", "Send an email to someone.", {"to": {"type": "string", "format": "email"}, "body": {"type": "string"}})
    record = {"name": "Dana Whitfield", "email": "dana.whitfield@example.com", "team": "Billing"}
    history = [Message("user", "who is Dana Whitfield?"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "find_contact", json.dumps({"name": "Dana Whitfield"})),)),
               Message("tool", json.dumps(record), tool_call_id="c1", name="find_contact"),
               Message("assistant", "Dana Whitfield — email dana.whitfield@example.com, team Billing.")]
    return decide(question, [find, send], history=history)


def test_a_question_about_a_fact_an_earlier_result_holds_is_answered_from_it() -> None:
    decision = _after_lookup("what's her email?")
    assert not decision.calls and decision.text == "Dana Whitfield's email is dana.whitfield@example.com."


def test_a_question_the_earlier_result_does_not_answer_is_not_answered_from_it() -> None:
    decision = _after_lookup("what's her phone number?")
    assert "dana.whitfield@example.com" not in (decision.text or "") and not any(c.name == "send_email" for c in decision.calls)


def test_an_ok_before_a_follow_up_gets_no_greeting_of_its_own() -> None:
    first = _after_lookup("ok, and what about Sam Ortega?")
    assert [(c.name, json.loads(c.arguments)) for c in first.calls] == [("find_contact", {"name": "Sam Ortega"})]
    find = fn("find_contact", "Look up a person in the company directory by name.", {"name": {"type": "string"}})
    history = [Message("user", "who is Dana Whitfield?"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "find_contact", json.dumps({"name": "Dana Whitfield"})),)),
               Message("tool", json.dumps({"name": "Dana Whitfield", "team": "Billing"}), tool_call_id="c1", name="find_contact"),
               Message("assistant", "Dana Whitfield — team Billing."),
               Message("user", "ok, and what about Sam Ortega?"),
               Message("assistant", "", tool_calls=(ToolCall("c2", "find_contact", json.dumps({"name": "Sam Ortega"})),)),
               Message("tool", json.dumps({"name": "Sam Ortega", "team": "Support"}), tool_call_id="c2", name="find_contact")]
    text = decide("", [find], history=history).text or ""
    assert "Sam Ortega" in text and "Support" in text and "Hello" not in text


def test_it_in_a_request_is_the_thing_named_earlier_in_the_message() -> None:
    add = fn("add_plant", "Add a plant to the user's collection.", {"species": {"type": "string"}, "room": {"type": "string"}}, ["species"])
    got = calls("I bought a peace lily today!! it's going in the bedroom. can you add it", [add])
    assert got and got[0][0] == "add_plant" and got[0][1]["species"] == "peace lily"


def test_it_with_nothing_named_before_is_asked_for_not_filled_with_the_verb() -> None:
    add = fn("add_plant", "Add a plant to the user's collection.", {"species": {"type": "string"}}, ["species"])
    decision = decide("can you add it", [add])
    assert not any(json.loads(c.arguments).get("species", "").lower() in ("add it", "it") for c in decision.calls)


def test_a_clause_that_adds_detail_to_the_same_call_fills_it() -> None:
    reset = fn("reset_password", "Reset the user's password for a system.",
               {"system": {"type": "string"}, "delivery": {"type": "string", "enum": ["email", "sms"]}}, ["system"])
    assert calls("could you please reset my SAP password and send the new one by text message?", [reset]) == [
        ("reset_password", {"system": "SAP", "delivery": "sms"})]


def test_a_determiner_is_not_an_enum_value_when_it_determines_another_noun() -> None:
    bills = fn("list_bills", "List the account's bills.", {"status": {"type": "string", "enum": ["paid", "unpaid", "any"]}}, [])
    for text, expected in (("any idea what my bills are?", None), ("show my bills, any status", "any")):
        got = calls(text, [bills])
        assert got and got[0][1].get("status") == expected, (text, got)


def test_several_statements_no_tool_helps_with_get_one_offline_reply() -> None:
    weather = fn("get_weather", "Current weather for a city.", {"city": {"type": "string"}})
    text = decide("ok I'm heading to bed. I don't want the book running all night. half an hour is plenty", [weather]).text or ""
    assert text.count("simulated model") == 1


def test_irregular_verbs_and_values_that_end_with_a_full_stop_read_right() -> None:
    reset = fn("reset_password", "Reset the user's password for a system.", {"system": {"type": "string"}})
    text = _answer(reset, "reset my SAP password", {"reset_id": "PWR-1", "message": "A temporary password was sent."}, {"system": "SAP"})
    assert text.startswith("I reset the password") and ".." not in text


JOURNEY = fn("plan_journey", "Plan a trip between two stops. Give depart_at or arrive_by (local time); default is now.",
             {"origin": {"type": "string"}, "destination": {"type": "string"},
              "depart_at": {"type": ["string", "null"], "format": "date-time"}, "arrive_by": {"type": ["string", "null"], "format": "date-time"}},
             ["origin", "destination"])
DEPARTURES = fn("live_departures", "Real-time next departures from a stop.", {"stop": {"type": "string"}})
DATED = "You are the journey assistant of a transit app. It's Friday 4 December 2026, 08:40 local time."


def test_today_is_read_from_a_weekday_and_date_anywhere_in_the_instructions() -> None:
    got = calls("how do I get from Central Station to Riverside Park leaving at quarter past 6 this evening?", [DEPARTURES, JOURNEY],
                instructions=DATED)
    assert got == [("plan_journey", {"origin": "Central Station", "destination": "Riverside Park", "depart_at": "2026-12-04T18:15:00Z"})]


def test_a_moment_the_user_must_be_there_by_is_the_end_not_the_start() -> None:
    got = calls("I need to be at Riverside Park by 10am tomorrow, coming from Central Station", [JOURNEY], instructions=DATED)
    assert got and got[0][1].get("arrive_by") == "2026-12-05T10:00:00Z" and "depart_at" not in got[0][1]


def test_a_new_day_keeps_the_time_asked_before() -> None:
    question = "how do I get from Central Station to Riverside Park leaving at quarter past 6 this evening?"
    first = json.loads(decide(question, [JOURNEY], instructions=DATED).calls[0].arguments)
    history = [Message("user", question),
               Message("assistant", "", tool_calls=(ToolCall("c1", "plan_journey", json.dumps(first)),)),
               Message("tool", json.dumps({"options": [{"depart": "18:18", "arrive": "18:37"}]}), tool_call_id="c1", name="plan_journey"),
               Message("assistant", "I found 1 journey: depart 18:18, arrive 18:37.")]
    got = calls("and tomorrow same time?", [JOURNEY], history=history, instructions=DATED)
    assert got and got[0][1]["depart_at"] == "2026-12-05T18:15:00Z"


def test_a_list_is_counted_with_the_tools_noun_in_the_right_number() -> None:
    from labkit.sim.engine.describe import counted, noun_of

    assert counted(3, noun_of("plan_journey")) == "3 journeys" and counted(1, noun_of("list_bills")) == "1 bill"


def test_a_choice_said_where_the_search_was_asked_picks_for_the_action() -> None:
    search = fn("search_rooms", "Find meeting rooms free in a city.", {"city": {"type": "string"}})
    book = fn("book_room", "Book a meeting room.", {"room_id": {"type": "string"}})
    rooms = {"results": [{"room_id": "R-1", "name": "Canal", "price_per_hour": 60}, {"room_id": "R-2", "name": "Tulip", "price_per_hour": 35}]}
    text = "find the cheapest meeting room in Amsterdam and book it"
    history = [Message("user", text),
               Message("assistant", "", tool_calls=(ToolCall("c1", "search_rooms", json.dumps({"city": "Amsterdam"})),)),
               Message("tool", json.dumps(rooms), tool_call_id="c1", name="search_rooms")]
    assert calls("", [search, book], history=history) == [("book_room", {"room_id": "R-2"})]


def test_an_unknown_imperative_verb_makes_a_request_and_a_past_form_never_does() -> None:
    from labkit.sim.engine.request import clauses as split

    assert split("split my latest bill into three payments")[0].mood == "request"
    assert split("changed my mind")[0].mood != "request"


@pytest.mark.parametrize("reply", ["no", "no thanks", "not now", "nope, leave it", "maybe later"])
def test_a_bare_no_is_a_decline_not_a_question_the_model_cannot_answer(reply: str) -> None:
    thermostat = fn("set_thermostat", "Set the thermostat.", {"celsius": {"type": "number"}})
    history = [Message("user", "should I set the thermostat?"),
               Message("assistant", "That depends on what suits you. Would you like me to set the thermostat?")]
    decision = decide(reply, [thermostat], history=history)
    assert not decision.calls and "won't do" in (decision.text or "")


def test_a_bare_no_after_an_offer_that_was_not_a_question_is_a_decline_too() -> None:
    thermostat = fn("set_thermostat", "Set the thermostat.", {"celsius": {"type": "number"}})
    history = [Message("user", "I was going to set the thermostat but changed my mind"),
               Message("assistant", "I'm not sure what you need — I can set the thermostat, if that helps.")]
    decision = decide("no", [thermostat], history=history)
    assert not decision.calls and "won't do" in (decision.text or "")


def test_a_comparison_picks_by_the_field_it_means_even_when_an_earlier_number_matches_another() -> None:
    from labkit.sim.engine.chain import choose

    rooms = [{"space_id": "T", "name": "Tejo", "capacity": 4, "price_per_hour": 22}, {"space_id": "A", "name": "Alfama", "capacity": 10, "price_per_hour": 45}]
    text = "what rooms are free? we're 4. take the bigger one"
    chosen = choose(rooms, gather(text, TODAY), (text.index("take"), len(text)))
    assert [r["space_id"] for r in chosen.elements] == ["A"]
    text = "we're 4. the cheaper one please"
    assert [r["space_id"] for r in choose(rooms, gather(text, TODAY), (0, len(text))).elements] == ["T"]


def test_a_question_with_yet_asks_for_a_status_and_its_answer_says_the_payout() -> None:
    status = fn("get_claim_status", "Status, handler and next step of one claim.", {"claim_id": {"type": "string"}})
    claim = {"claim_id": "CLM-1", "description": "Bicycle stolen", "status": "Settled", "handler": "Marcus Bell",
             "incident_date": "2026-09-29", "peril": "Theft", "estimated_loss": {"amount": 890, "currency": "GBP"},
             "payout": {"amount": 640.0, "currency": "GBP", "paid_on": "2026-11-02"}}
    text = _answer(status, "did claim CLM-1 get paid out yet?", claim, {"claim_id": "CLM-1"})
    assert "640" in text and "Settled" in text


def test_an_answer_that_is_only_the_recipient_is_not_also_the_message() -> None:
    find = fn("find_contact", "Look up a person in the company directory by name.", {"name": {"type": "string"}})
    send = fn("send_email", "Send an email to someone.", {"to": {"type": "string", "format": "email"}, "subject": {"type": "string"}, "body": {"type": "string"}})
    history = [Message("user", "can you email Dana about the refund?"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "find_contact", json.dumps({"name": "Dana"})),)),
               Message("tool", json.dumps({"name": "Dana Whitfield", "email": "dana.whitfield@example.com"}), tool_call_id="c1", name="find_contact"),
               Message("assistant", "To send the email, I need the to and body. Could you tell me them?")]
    decision = decide("dana.whitfield@example.com", [find, send], history=history)
    assert not decision.calls and "body" in (decision.text or "")


def test_needing_to_be_somewhere_is_not_asking_to_buy_anything() -> None:
    buy = fn("buy_ticket", "Buy tickets or passes with the saved card.", {"product": {"type": "string", "enum": ["SINGLE", "DAY_PASS"]}})
    journey = fn("plan_journey", "Plan a trip between two stops.", {"origin": {"type": "string"}, "destination": {"type": "string"}})
    decision = decide("my flight's at noon and I need to be at the airport by 10. coming from the university", [buy, journey])
    assert not any(c.name == "buy_ticket" for c in decision.calls)


def test_landmarks_named_by_their_kind_are_places() -> None:
    assert values("I need to be at the airport by 10, coming from the university", "place") == ["Airport", "University"]


def test_a_question_about_how_a_series_moves_gets_the_change_from_first_to_last() -> None:
    trend = fn("get_price_trend", "Monthly scrap prices for a material.", {"material": {"type": "string"}})
    prices = {"material": "copper", "prices": [{"month": "2026-07", "price": 7706}, {"month": "2026-05", "price": 7472},
                                               {"month": "2026-10", "price": 8211}]}
    text = _answer(trend, "what are copper prices doing?", prices, {"material": "copper"})
    assert "rose 9.9%" in text and "(2026-05)" in text and "(2026-10)" in text
    assert "rose" not in _answer(trend, "list copper prices", prices, {"material": "copper"})


def test_what_does_x_pay_today_asks_for_a_fact_not_a_concept() -> None:
    from labkit.sim.engine.request import clauses as split

    assert split("What does copper pay in the south today?")[0].mood == "question"
    assert split("What does recycling do for the climate?")[0].mood == "conceptual"


def test_a_request_to_write_from_data_in_the_message_states_its_facts() -> None:
    message = ("Write a two-sentence message to the user about this deal hunt. Name the product, its price and the saving, "
               "and say whether a notification was sent.\n"
               + json.dumps({"best_deal": {"id": "D-107", "price": 89.0, "discount_pct": 40}, "notification": {"sent": True}}))
    text = decide(message, []).text or ""
    assert "D-107" in text and "89" in text and "sent yes" in text and "can't" not in text


# --- unseen tools: verb phrases, returned fields, plates, "another hour", recall ---------------------

CATALOGUE = fn("search_catalogue", "Search the library catalogue by title or author; returns matching books with their book_id.",
               {"query": {"type": "string"}})
HOLD = fn("place_hold", "Place a hold on a book (by book_id) for a library member.",
          {"book_id": {"type": "string"}, "member_name": {"type": "string"}})
AVAILABLE = fn("check_availability", "How many copies of a book (by book_id) are free to borrow right now.",
               {"book_id": {"type": "string"}})
ZONES = fn("find_parking_zones", "Find parking zones near an area or street; returns each zone's zone_id, name, hourly rate and maximum stay.",
           {"area": {"type": "string"}})
SESSION = fn("start_parking_session", "Start a paid parking session in a zone for a vehicle plate, for a number of hours.",
             {"zone_id": {"type": "string"}, "plate": {"type": "string"}, "hours": {"type": "integer"}})
EXTEND = fn("extend_parking_session", "Extend an active parking session by some hours.",
            {"session_id": {"type": "string"}, "extra_hours": {"type": "integer"}})


def test_a_verb_phrase_tool_name_is_asked_for_by_its_phrase_and_its_id_looked_up_first() -> None:
    # "place a hold" asks for place_hold; its book_id comes from the search, which looks for the
    # title named before "it", not for the member
    assert calls("Find The Left Hand of Darkness and place a hold on it for Maya Okafor.", [CATALOGUE, HOLD]) == [
        ("search_catalogue", {"query": "Left Hand of Darkness"})]


def test_a_lookup_that_says_it_returns_a_field_supplies_it() -> None:
    assert calls("Which Le Guin books have copies free right now?", [CATALOGUE, AVAILABLE]) == [
        ("search_catalogue", {"query": "Le Guin"})]


def test_finding_a_named_thing_uses_the_one_text_search() -> None:
    for text in ("Find The Left Hand of Darkness.", "Do you have The Left Hand of Darkness?"):
        assert calls(text, [CATALOGUE, HOLD]) == [("search_catalogue", {"query": "Left Hand of Darkness"})]


def test_another_hour_is_a_duration_and_asking_for_it_extends() -> None:
    assert values("can you give me another hour on S-3?", "duration") == [60]
    assert values("add two more hours", "duration") == [120.0]
    assert calls("I'm running late, can you give me another hour on S-3?", [SESSION, EXTEND]) == [
        ("extend_parking_session", {"session_id": "S-3", "extra_hours": 1})]


def test_a_registration_plate_is_one_id_and_fills_the_plate_not_the_zone() -> None:
    assert values("Park my car KX21 ABC at Harbour Street", "id") == ["KX21 ABC"]
    # the zone's id is the lookup's to give: the plate is not a zone
    assert calls("Park my car KX21 ABC at Harbour Street for two hours.", [ZONES, SESSION]) == [
        ("find_parking_zones", {"area": "Harbour Street"})]
    history = [Message("user", "Park my car KX21 ABC at Harbour Street for two hours."),
               Message("assistant", "", tool_calls=(ToolCall("c1", "find_parking_zones", '{"area":"Harbour Street"}'),)),
               Message("tool", json.dumps({"zones": [{"zone_id": "Z-14", "name": "Harbour Street", "rate_per_hour": 2.5}]}),
                       tool_call_id="c1", name="find_parking_zones")]
    assert calls("", [ZONES, SESSION], history=history) == [
        ("start_parking_session", {"zone_id": "Z-14", "plate": "KX21 ABC", "hours": 2})]


def test_a_request_is_never_answered_with_recalled_web_text() -> None:
    text = decide("I'm running late, can you give me another hour on S-3?", [SESSION]).text or ""
    assert "runbook" not in text.lower()


PETS = fn("find_pets", "Look up the pets registered to an owner; returns each pet's pet_id, name and species.",
          {"owner_name": {"type": "string"}})
SLOTS = fn("list_open_slots", "List open appointment slots at the clinic on a date (YYYY-MM-DD), optionally for one vet.",
           {"date": {"type": "string"}, "vet": {"type": "string"}}, required=["date"])
VISIT = fn("book_appointment", "Book a vet appointment for a pet in an open slot, with the reason for the visit.",
           {"pet_id": {"type": "string"}, "slot_id": {"type": "string"}, "reason": {"type": "string"}})
CLINIC = "You are the front desk of a vet clinic. Today is Tuesday 1 December 2026. The user is Sam Reyes."


def test_an_optional_role_takes_a_named_person_and_never_the_users_own_name() -> None:
    assert calls("What slots are free tomorrow?", [SLOTS], instructions=CLINIC) == [("list_open_slots", {"date": "2026-12-02"})]
    assert calls("Don't book anything yet, just tell me what's free on Friday with Dr. Lind.", [SLOTS, VISIT],
                 instructions=CLINIC) == [("list_open_slots", {"date": "2026-12-04", "vet": "Lind"})]


def test_each_missing_id_is_looked_up_and_the_stated_time_picks_the_slot() -> None:
    pets = {"pets": [{"pet_id": "P-7", "name": "Biscuit", "species": "dog"}, {"pet_id": "P-9", "name": "Mochi", "species": "cat"}]}
    slots = {"date": "2026-12-02", "slots": [{"slot_id": "SL-3", "time": "09:30"}, {"slot_id": "SL-5", "time": "14:00"}]}
    text = "Book Biscuit in for his rabies jab at 9:30 tomorrow."
    history = [Message("user", text), Message("assistant", "", tool_calls=(ToolCall("c1", "find_pets", '{"owner_name":"Biscuit"}'),)),
               Message("tool", json.dumps(pets), tool_call_id="c1", name="find_pets")]
    # the pet's id is the pet's; the slot's comes from the listing, not from the pet
    assert calls("", [PETS, SLOTS, VISIT], history=history, instructions=CLINIC) == [("list_open_slots", {"date": "2026-12-02"})]
    history += [Message("assistant", "", tool_calls=(ToolCall("c2", "list_open_slots", '{"date":"2026-12-02"}'),)),
                Message("tool", json.dumps(slots), tool_call_id="c2", name="list_open_slots")]
    assert calls("", [PETS, SLOTS, VISIT], history=history, instructions=CLINIC) == [
        ("book_appointment", {"pet_id": "P-7", "slot_id": "SL-3", "reason": "rabies jab"})]


CLASSES = fn("search_classes", "Search the gym's class timetable, optionally by day (YYYY-MM-DD) and class type; returns class_id, name, time, spaces left and instructor.",
             {"day": {"type": "string"}, "class_type": {"type": "string"}}, required=[])
RESERVE = fn("book_class", "Reserve a place in a class for the member.", {"class_id": {"type": "string"}})
WAITLIST = fn("join_waitlist", "Join the waitlist of a full class.", {"class_id": {"type": "string"}})
MEMBERSHIP = fn("get_membership", "Show the member's membership plan, renewal date and visits this month.")
FREEZE = fn("freeze_membership", "Pause the member's membership for a number of weeks.", {"weeks": {"type": "integer"}})
TIMETABLE = {"classes": [{"class_id": "C-101", "name": "Spin", "day": "2026-12-03", "time": "07:00", "spaces": 4},
                         {"class_id": "C-102", "name": "Yoga", "day": "2026-12-03", "time": "18:30", "spaces": 0}]}


def test_a_possessive_day_is_a_date() -> None:
    today = dt.date(2026, 12, 1)
    assert [m.value for m in gather("Show me Friday's classes", today).mentions if m.kind == "date"] == ["2026-12-04"]
    assert [m.value for m in gather("tomorrow's weather", today).mentions if m.kind == "date"] == ["2026-12-02"]


def test_a_lookup_made_for_an_action_keeps_the_day_the_user_stated() -> None:
    assert calls("Book me into spin on Thursday morning", [CLASSES, RESERVE]) == [("search_classes", {"day": "2026-11-19"})]


def test_then_at_the_end_refers_to_what_the_last_answer_was_about() -> None:
    history = [Message("user", "Is there any space in Thursday's yoga?"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "search_classes", '{"day":"2026-11-19"}'),)),
               Message("tool", json.dumps(TIMETABLE), tool_call_id="c1", name="search_classes"),
               Message("assistant", "Spin (C-101) has 4 spaces; Yoga (C-102) has none.")]
    assert calls("Put me on the waitlist then", [CLASSES, RESERVE, WAITLIST], history=history) == [("join_waitlist", {"class_id": "C-102"})]


def test_a_pronoun_after_a_condition_points_back_to_what_the_condition_names() -> None:
    # "it" is the membership: its lookup answers, not the timetable, and nothing is frozen
    assert calls("If I froze my membership, when would it restart?", [CLASSES, MEMBERSHIP, FREEZE]) == [("get_membership", {})]


RECIPES = fn("find_recipes", "Find recipes by ingredients, cooking time and diet; returns recipe_id, title, minutes and servings.",
             {"ingredients": {"type": "string"}, "max_minutes": {"type": "integer"}}, required=[])
RECIPE = fn("get_recipe", "Get a recipe's ingredients and steps.", {"recipe_id": {"type": "string"}})
SHOPPING = fn("add_to_shopping_list", "Add items to the user's shopping list.",
              {"items": {"type": "array", "items": {"type": "string"}}})
PLAN = fn("plan_meal", "Put a recipe on the meal plan for a date.", {"recipe_id": {"type": "string"}, "date": {"type": "string"}})


def test_the_things_a_request_puts_on_a_list_are_the_list_items() -> None:
    assert calls("Add milk, eggs and bread to my shopping list", [SHOPPING]) == [("add_to_shopping_list", {"items": ["milk", "eggs", "bread"]})]
    assert calls("put oat milk on the list", [SHOPPING]) == [("add_to_shopping_list", {"items": ["oat milk"]})]
    assert not calls("add its ingredients to my shopping list", [SHOPPING])  # what they are is not in the text


def test_an_action_named_by_a_plan_noun_acts_and_a_list_from_a_lookup_of_a_listed_record_feeds_it() -> None:
    from labkit.sim.engine.tools import profile

    assert profile(PLAN, 0).act
    text = "Put the lentil dahl on Thursday's plan and add its ingredients to my shopping list"
    found = {"recipes": [{"recipe_id": "R-12", "title": "Lentil dahl"}, {"recipe_id": "R-31", "title": "Chicken traybake"}]}
    history = [Message("user", text), Message("assistant", "", tool_calls=(ToolCall("c1", "find_recipes", "{}"),)),
               Message("tool", json.dumps(found), tool_call_id="c1", name="find_recipes"),
               Message("assistant", "", tool_calls=(ToolCall("c2", "plan_meal", '{"recipe_id":"R-12","date":"2026-11-19"}'),)),
               Message("tool", json.dumps({"planned": "R-12"}), tool_call_id="c2", name="plan_meal")]
    tools = [RECIPES, RECIPE, SHOPPING, PLAN]
    assert calls("", tools, history=history) == [("get_recipe", {"recipe_id": "R-12"})]
    history += [Message("assistant", "", tool_calls=(ToolCall("c3", "get_recipe", '{"recipe_id":"R-12"}'),)),
                Message("tool", json.dumps({"recipe_id": "R-12", "ingredients": ["red lentils", "onion"]}), tool_call_id="c3", name="get_recipe")]
    assert calls("", tools, history=history) == [("add_to_shopping_list", {"items": ["red lentils", "onion"]})]
    assert "I added red lentils and onion to the shopping list" in (decide("", tools, history=history + [
        Message("assistant", "", tool_calls=(ToolCall("c4", "add_to_shopping_list", '{"items":["red lentils","onion"]}'),)),
        Message("tool", json.dumps({"added": ["red lentils", "onion"]}), tool_call_id="c4", name="add_to_shopping_list")]).text or "")


def _slots_listed(question: str, answer_text: str = "SL-3 at 09:30 with Dr. Okoro; SL-5 at 14:00 with Dr. Lind.") -> list[Message]:
    listed = {"date": "2026-12-02", "slots": [{"slot_id": "SL-3", "time": "09:30", "vet": "Dr. Okoro"},
                                              {"slot_id": "SL-5", "time": "14:00", "vet": "Dr. Lind"}]}
    return [Message("user", question), Message("assistant", "", tool_calls=(ToolCall("c1", "list_open_slots", '{"date":"2026-12-02"}'),)),
            Message("tool", json.dumps(listed), tool_call_id="c1", name="list_open_slots"), Message("assistant", answer_text)]


def test_which_one_of_a_listed_answer_is_answered_from_it() -> None:
    decision = decide("Which one is with Dr. Lind?", [PETS, SLOTS, VISIT], history=_slots_listed("What slots are free tomorrow?"), instructions=CLINIC)
    assert not decision.calls and "SL-5" in (decision.text or "") and "SL-3" not in (decision.text or "")


def test_a_listed_slot_and_a_pet_looked_up_book_the_visit_with_what_is_wrong() -> None:
    history = _slots_listed("What slots are free tomorrow?")
    # the slot comes from the list; the pet is not in it, so its lookup comes first
    assert calls("Book the 2pm one for Mochi, she's been sneezing", [PETS, SLOTS, VISIT], history=history,
                 instructions=CLINIC) == [("find_pets", {"owner_name": "Mochi"})]


BALANCE = fn("get_account_balance", "Get the balance of one of the user's bank accounts.",
             {"account": {"type": "string", "description": "The account (current or savings)."}}, required=[])
TRANSACTIONS = fn("list_transactions", "List recent transactions on an account.",
                  {"account": {"type": "string"}, "days": {"type": "integer"}}, required=[])
FREEZE_CARD = fn("freeze_card", "Freeze a payment card so it cannot be used.", {"card_last4": {"type": "string"}})


def test_an_optional_text_field_takes_a_value_it_lists_or_nothing() -> None:
    assert calls("no idea how much I've got in savings tbh", [BALANCE, TRANSACTIONS]) == [("get_account_balance", {"account": "savings"})]
    assert calls("How much did I spend at Tesco recently?", [BALANCE, TRANSACTIONS]) == [("list_transactions", {})]


def test_locking_a_card_is_freezing_it_and_what_happens_if_gets_an_offer() -> None:
    assert calls("Lock my card ending 4821 until I find it", [FREEZE_CARD, BALANCE]) == [("freeze_card", {"card_last4": "4821"})]
    decision = decide("What happens if I freeze my card?", [FREEZE_CARD, BALANCE])
    assert not decision.calls and "freeze the card" in (decision.text or "") and "Would you like me to" in (decision.text or "")


REMINDER = fn("set_reminder", "Set a reminder with a text at a date and time.", {"text": {"type": "string"}, "when": {"type": "string"}})


def test_underspecified_requests_ask_instead_of_filling_with_the_requests_words() -> None:
    assert "need the date and time" in (decide("Remind me about the dentist", [REMINDER]).text or "")
    assert not calls("Add something to my shopping list", [SHOPPING])
    assert "need the items. Could you tell me them?" in (decide("Add something to my shopping list", [SHOPPING]).text or "")
    # the place of a lookup is the user's to name, and a plate stays a plate after "for"
    assert not calls("Park my car", [ZONES, SESSION])
    # (the zone is found by its area: the question names the area, not the zone's id)
    assert "the area and hours" in (decide("Start a parking session for KX21 ABC", [ZONES, SESSION]).text or "")


CAR_SEARCH = fn("search_cars", "Search rental cars available in a city between a pickup and a return date (YYYY-MM-DD).",
                {"city": {"type": "string"}, "pickup_date": {"type": "string"}, "return_date": {"type": "string"}})
CAR_BOOK = fn("book_car", "Book a rental car for a driver.", {"car_id": {"type": "string"}, "pickup_date": {"type": "string"},
                                                              "return_date": {"type": "string"}, "driver_name": {"type": "string"}})
CAR_EXTRA = fn("add_extra", "Add an extra to a car booking: child_seat, gps, or additional_driver.",
               {"booking_ref": {"type": "string"}, "extra": {"type": "string"}})
RENTAL = "You are a car rental assistant. Today is Tuesday 1 December 2026. The customer is Dana Whitfield."
FLEET = {"city": "Porto", "cars": [{"car_id": "CR-1", "model": "Fiat 500", "price_per_day": 29.0},
                                   {"car_id": "CR-2", "model": "VW Golf", "price_per_day": 41.0}]}


def test_bare_days_of_a_range_and_a_model_name_that_is_neither_a_place_nor_a_person() -> None:
    spans = [m.value for m in gather("Book the Fiat 500 in Lisbon from 10 to 14 December", dt.date(2026, 12, 1)).mentions if m.kind == "range"]
    assert [(a.date, b.date) for a, b in spans] == [(dt.date(2026, 12, 10), dt.date(2026, 12, 14))]
    assert calls("Book the Fiat 500 in Lisbon from 10 to 14 December", [CAR_SEARCH, CAR_BOOK], instructions=RENTAL) == [
        ("search_cars", {"city": "Lisbon", "pickup_date": "2026-12-10", "return_date": "2026-12-14"})]


def test_a_listed_items_field_is_answered_from_the_list_and_a_follow_up_keeps_the_search() -> None:
    history = [Message("user", "Any cars in Porto from 5 to 7 December?"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "search_cars", '{"city":"Porto","pickup_date":"2026-12-05","return_date":"2026-12-07"}'),)),
               Message("tool", json.dumps(FLEET), tool_call_id="c1", name="search_cars"), Message("assistant", "Fiat 500 at 29, VW Golf at 41.")]
    asked = decide("How much is the Golf per day?", [CAR_SEARCH, CAR_BOOK], history=history, instructions=RENTAL)
    assert not asked.calls and "41" in (asked.text or "") and "Golf" in (asked.text or "")
    history += [Message("user", "How much is the Golf per day?"), Message("assistant", asked.text or "")]
    assert calls("OK book it", [CAR_SEARCH, CAR_BOOK], history=history, instructions=RENTAL) == [
        ("book_car", {"car_id": "CR-2", "pickup_date": "2026-12-05", "return_date": "2026-12-07", "driver_name": "Dana Whitfield"})]


def test_make_it_something_else_is_not_a_request_for_an_unrelated_action() -> None:
    history = [Message("user", "Book car CR-1 from 5 to 7 December"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "book_car", '{"car_id":"CR-1","pickup_date":"2026-12-05","return_date":"2026-12-07","driver_name":"Dana Whitfield"}'),)),
               Message("tool", json.dumps({"booking_ref": "RB-1"}), tool_call_id="c1", name="book_car"), Message("assistant", "Booked: RB-1.")]
    assert not any(name == "add_extra" for name, _ in calls("Actually make it the Golf", [CAR_SEARCH, CAR_BOOK, CAR_EXTRA], history=history,
                                                             instructions=RENTAL))


EVENT_SEARCH = fn("search_events", "Search concerts, shows and matches by name, artist or keyword; returns event_id, name, venue and date.",
                  {"query": {"type": "string"}, "city": {"type": "string"}}, required=["query"])
TICKETS = fn("buy_tickets", "Buy tickets for an event. section: standard, premium or vip.",
             {"event_id": {"type": "string"}, "quantity": {"type": "integer"}, "section": {"type": "string"}}, required=["event_id", "quantity"])


def test_a_value_the_tool_description_lists_for_a_field_fills_it() -> None:
    history = [Message("user", "I'd like 3 VIP tickets to Hamilton please"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "search_events", '{"query":"Hamilton"}'),)),
               Message("tool", json.dumps({"events": [{"event_id": "EV-502", "name": "Hamilton"}, {"event_id": "EV-501", "name": "Arctic Monkeys"}]}),
                       tool_call_id="c1", name="search_events")]
    assert calls("", [EVENT_SEARCH, TICKETS], history=history) == [("buy_tickets", {"event_id": "EV-502", "quantity": 3, "section": "vip"})]


def test_a_required_search_text_gets_the_name_an_optional_filter_would_take() -> None:
    assert calls("When is Hamilton on?", [EVENT_SEARCH]) == [("search_events", {"query": "Hamilton"})]


def test_a_question_about_the_past_reads_what_it_touches_and_never_borrows_this_month_as_it() -> None:
    made = calls("What classes are on Thursday and how many visits have I made this month?", [CLASSES, RESERVE, MEMBERSHIP, FREEZE, REMINDER])
    assert [name for name, _ in made] == ["search_classes", "get_membership"]


def test_a_reminder_with_its_time_before_the_task() -> None:
    assert calls("remind me tomorrow at 8pm to pack my kit", [REMINDER]) == [
        ("set_reminder", {"text": "pack my kit", "when": "2026-11-18T20:00:00"})]


def test_a_personal_question_is_never_answered_from_recalled_pages() -> None:
    text = decide("how many visits have I made this month?", [FREEZE]).text or ""
    assert "depot" not in text and "Riverton" not in text


MEETING = fn("get_next_meeting", "Get the user's next calendar meeting: title, start time, location and attendees.")
FORECAST = fn("get_weather", "Weather forecast for a city and date.", {"city": {"type": "string"}, "date": {"type": "string"}}, required=["city"])
DIRECTORY = fn("find_employee", "Look up an employee in the company directory; returns their email, team and manager.", {"name": {"type": "string"}})
MAIL = fn("send_email", "Send an email.", {"to": {"type": "string"}, "subject": {"type": "string"}, "body": {"type": "string"}})
NEXT = {"title": "Quarterly review", "start": "2026-12-02T10:00", "location": "Manchester", "attendees": ["ana@corp.example", "raj@corp.example"]}


def test_a_lookup_that_only_supplies_anothers_input_is_called_first_and_its_record_feeds_it() -> None:
    text = "What's the weather going to be where my next meeting is?"
    assert calls(text, [MEETING, FORECAST, MAIL]) == [("get_next_meeting", {})]
    history = [Message("user", text), Message("assistant", "", tool_calls=(ToolCall("c1", "get_next_meeting", "{}"),)),
               Message("tool", json.dumps(NEXT), tool_call_id="c1", name="get_next_meeting")]
    assert calls("", [MEETING, FORECAST, MAIL], history=history) == [("get_weather", {"city": "Manchester"})]


def test_an_email_goes_to_an_address_looked_up_from_the_name() -> None:
    text = "Email Omar Haddad to say the report is ready"
    assert calls(text, [DIRECTORY, MAIL]) == [("find_employee", {"name": "Omar Haddad"})]
    history = [Message("user", text), Message("assistant", "", tool_calls=(ToolCall("c1", "find_employee", '{"name":"Omar Haddad"}'),)),
               Message("tool", json.dumps({"name": "Omar Haddad", "email": "omar@corp.example", "team": "Finance"}), tool_call_id="c1", name="find_employee")]
    made = calls("", [DIRECTORY, MAIL], history=history)
    assert made and made[0][0] == "send_email" and made[0][1]["to"] == "omar@corp.example"


def test_an_indirect_question_is_a_question_not_a_condition() -> None:
    from labkit.sim.engine.request import clauses as split

    (clause,) = split("I wonder if I need an umbrella in Leeds tomorrow")
    assert clause.mood == "question" and clause.condition is None
    assert split("merge #77 if CI is green")[0].condition == "CI is green"
    assert calls("I wonder if I need an umbrella in Leeds tomorrow", [FORECAST, MEETING]) == [("get_weather", {"city": "Leeds", "date": "2026-11-18"})]


def test_did_i_pay_reads_the_payments() -> None:
    assert calls("Did I pay Netflix this month?", [TRANSACTIONS, FREEZE_CARD]) == [("list_transactions", {})]


DEVICES = fn("list_devices", "List smart home devices with their device_id, name, type and current state.", {"room": {"type": "string"}}, required=[])
LIGHT = fn("set_light", "Turn a light on or off, optionally setting brightness (0-100).",
           {"device_id": {"type": "string"}, "on": {"type": "boolean"}, "brightness": {"type": "integer"}}, required=["device_id", "on"])
ENERGY = fn("get_energy_usage", "Energy used by the home over a period: today, this_week or this_month.", {"period": {"type": "string"}}, required=[])
HOME = {"devices": [{"device_id": "L-1", "name": "kitchen light", "type": "light", "state": "off"},
                    {"device_id": "L-2", "name": "hall light", "type": "light", "state": "on"},
                    {"device_id": "T-1", "name": "thermostat", "type": "thermostat", "target_c": 19}]}


def _devices_listed(text: str) -> list[Message]:
    return [Message("user", text), Message("assistant", "", tool_calls=(ToolCall("c1", "list_devices", "{}"),)),
            Message("tool", json.dumps(HOME), tool_call_id="c1", name="list_devices")]


def test_off_says_what_to_do_not_which_device_and_everything_means_every_light() -> None:
    assert calls("", [DEVICES, LIGHT], history=_devices_listed("Turn off the hall light")) == [("set_light", {"device_id": "L-2", "on": False})]
    assert [args["device_id"] for _, args in calls("", [DEVICES, LIGHT], history=_devices_listed("Turn everything off"))] == ["L-1", "L-2"]


def test_a_described_option_with_an_underscore_is_named_with_a_space() -> None:
    assert calls("How much energy have we used this week?", [ENERGY, LIGHT]) == [("get_energy_usage", {"period": "this_week"})]


PLACES = fn("find_restaurants", "Find restaurants in an area, optionally by cuisine; returns restaurant_id, name, cuisine and price level.",
            {"area": {"type": "string"}, "cuisine": {"type": "string"}}, required=["area"])
TABLE = fn("book_table", "Book a table at a restaurant.", {"restaurant_id": {"type": "string"}, "party_size": {"type": "integer"},
                                                           "date": {"type": "string"}, "time": {"type": "string"}})
MODIFY = fn("modify_booking", "Change an existing table booking's party size, date or time.",
            {"booking_id": {"type": "string"}, "party_size": {"type": "integer"}, "time": {"type": "string"}, "date": {"type": "string"}},
            required=["booking_id"])
LISTED = {"restaurants": [{"restaurant_id": "R-7", "name": "Nonna Rosa", "cuisine": "italian"}, {"restaurant_id": "R-9", "name": "Sakura", "cuisine": "japanese"}]}


def test_a_style_said_as_an_adjective_and_an_item_named_from_the_last_list() -> None:
    assert calls("Any Japanese restaurants in Soho?", [PLACES, TABLE]) == [("find_restaurants", {"area": "Soho", "cuisine": "Japanese"})]
    history = [Message("user", "Find Italian places in Shoreditch"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "find_restaurants", '{"area":"Shoreditch"}'),)),
               Message("tool", json.dumps(LISTED), tool_call_id="c1", name="find_restaurants"), Message("assistant", "Nonna Rosa and Sakura.")]
    assert calls("Book Nonna Rosa for 4 on Friday at 7pm", [PLACES, TABLE, MODIFY], history=history) == [
        ("book_table", {"restaurant_id": "R-7", "party_size": 4, "date": "2026-11-20", "time": "19:00"})]


def test_a_correction_after_a_change_changes_it_again() -> None:
    history = [Message("user", "Make it 5 people"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "modify_booking", '{"booking_id":"TB-1","party_size":5,"time":"19:00"}'),)),
               Message("tool", json.dumps({"booking_id": "TB-1", "status": "modified"}), tool_call_id="c1", name="modify_booking"),
               Message("assistant", "Changed TB-1 to 5 people at 19:00.")]
    made = calls("Actually 8pm instead", [PLACES, TABLE, MODIFY], history=history)
    assert made and made[0][0] == "modify_booking" and made[0][1]["booking_id"] == "TB-1" and made[0][1]["time"] == "20:00"


HELPDESK = fn("create_ticket", "Open an IT helpdesk ticket. priority: low, medium, high or urgent. category: hardware, software, network or access.",
              {"title": {"type": "string"}, "priority": {"type": "string"}, "category": {"type": "string"}, "description": {"type": "string"}})
PASSWORD = fn("reset_password", "Reset a user's password on a system.",
              {"username": {"type": "string"}, "system": {"type": "string", "description": "The system (email, vpn, sap or hr)."}})
CALLBACK = fn("schedule_callback", "Schedule a phone callback from the support team at a date and time (ISO 8601).",
              {"phone": {"type": "string"}, "when": {"type": "string"}, "topic": {"type": "string"}})
EQUIPMENT = fn("order_equipment", "Order equipment charged to a cost centre code like CC-1234.",
               {"item": {"type": "string"}, "quantity": {"type": "integer"}, "cost_centre": {"type": "string"}})
DESK = [HELPDESK, PASSWORD, CALLBACK, EQUIPMENT]


def test_direct_helpdesk_requests_fill_words_listed_values_handles_phones_and_counted_items() -> None:
    (ticket,) = calls("Open a high priority network ticket: the office wifi keeps dropping since this morning", DESK)
    assert ticket[0] == "create_ticket" and (ticket[1]["priority"], ticket[1]["category"]) == ("high", "network")
    assert calls("Reset the VPN password for jsmith", DESK) == [("reset_password", {"username": "jsmith", "system": "vpn"})]
    assert calls("reset my sap password, username is a.khan", DESK) == [("reset_password", {"username": "a.khan", "system": "sap"})]
    assert calls("Call me back on 07700 900123 tomorrow at 3pm about my laptop", DESK) == [
        ("schedule_callback", {"phone": "07700 900123", "when": "2026-11-18T15:00:00", "topic": "laptop"})]
    assert calls("Order 2 monitors on cost centre CC-4410", DESK) == [("order_equipment", {"item": "monitor", "quantity": 2, "cost_centre": "CC-4410"})]


FARES = fn("get_fares", "Current fares for every product and rider type.")
BUY = fn("buy_ticket", "Buy transit tickets.", {"product": {"type": "string", "enum": ["SINGLE", "DAY_PASS", "WEEK_PASS"]},
                                                "rider": {"type": "string", "enum": ["adult", "student", "child"]},
                                                "quantity": {"type": "integer"}, "valid_from": {"type": "string", "format": "date"}})
REFILL = fn("request_refill", "Request a refill of a prescription.", {"rx_number": {"type": "string"}})


def test_get_me_one_continues_with_what_the_last_message_named() -> None:
    history = [Message("user", "how much is a week pass for a student?"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "get_fares", "{}"),)),
               Message("tool", json.dumps({"fares": {"WEEK_PASS": {"student": 16.0}}}), tool_call_id="c1", name="get_fares"),
               Message("assistant", "A student week pass is 16 EUR.")]
    made = calls("ok get me one starting monday", [FARES, BUY], history=history)
    assert made and made[-1][0] == "buy_ticket" and (made[-1][1]["product"], made[-1][1]["rider"]) == ("WEEK_PASS", "student")


def test_a_question_about_what_a_tool_just_said_is_answered_from_it() -> None:
    said = {"status": "renewal_requested", "message": "No refills remaining. A renewal request has been sent to Dr. Okafor; prescribers usually respond within 1-2 business days."}
    history = [Message("user", "refill RX104871 please"), Message("assistant", "", tool_calls=(ToolCall("c1", "request_refill", '{"rx_number":"RX104871"}'),)),
               Message("tool", json.dumps(said), tool_call_id="c1", name="request_refill"), Message("assistant", "A renewal was requested.")]
    decision = decide("ok and how long does that take usually?", [REFILL, FARES], history=history)
    assert not decision.calls and "1-2 business days" in (decision.text or "")


# --- reading what a question asks for, in words no tool uses ----------------------------------------

PRINTERS = fn("list_printers", "List every printer on the office network with its floor, toner level and whether it is reachable.")
QUEUE = fn("cancel_print_job", "Cancel a print job.", {"job_id": {"type": "string"}})


def test_a_question_touching_one_lookup_through_word_families_is_answered_by_it_with_the_odd_ones_out() -> None:
    assert calls("are all the printers connected right now?", [PRINTERS, QUEUE])[0][0] == "list_printers"
    printers = [{"name": f"P{i}", "printer_id": f"pr-{i}", "floor": i, "reachable": i != 3} for i in range(1, 7)]
    history = [Message("user", "are all the printers connected right now?"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "list_printers", "{}"),)),
               Message("tool", json.dumps({"printers": printers}), tool_call_id="c1", name="list_printers")]
    text = decide("", [PRINTERS, QUEUE], history=history).text or ""
    assert text.startswith("5 of 6 printers are reachable; not reachable: P3 (pr-3)")


RADIO = [fn("get_current_broadcast", "What the station is broadcasting."), fn("list_stations", "Radio stations you can tune to."),
         fn("tune_station", "Tune the radio to a station.", {"station_id": {"type": "string"}})]
WALLET = [fn("get_wallet", "Points, vouchers and gift-card credit on the member's card."),
          fn("redeem_points", "Redeem points for a reward.", {"points": {"type": "integer"}}),
          fn("list_rewards", "Rewards the member can redeem, with their price in points.")]


def test_this_and_right_now_ask_for_the_tool_named_for_the_present() -> None:
    assert calls("what's this song?", RADIO) == [("get_current_broadcast", {})]


def test_how_many_have_i_got_asks_for_what_the_user_holds() -> None:
    assert calls("how many points have I got left?", WALLET) == [("get_wallet", {})]


SCALE = fn("nutrition_facts", "Nutrition facts for a food.", {"food": {"type": "string"}, "weight_g": {"type": "number"}})
POUR = fn("dispense", "Dispense a drink from the machine.", {"drink": {"type": "string"}, "volume_ml": {"type": "integer"}})


def test_a_measure_in_the_parameters_unit_is_converted_and_the_topic_loses_the_tools_own_words() -> None:
    assert calls("how much protein is in 1.5 kg of lentils?", [SCALE]) == [("nutrition_facts", {"food": "lentils", "weight_g": 1500})]
    assert calls("dispense a 33cl cola please", [POUR])[0][1]["volume_ml"] == 330


BOOKS = [fn("get_book", "Author, pages, reading age and blurb of a book.", {"title": {"type": "string"}}),
         fn("reserve_copy", "Reserve a copy of a book at a branch.", {"title": {"type": "string"}, "branch": {"type": "string"}})]
INBOX = [fn("list_inbox", "Messages in the inbox, newest first.", {"from_address": {"type": ["string", "null"]}}),
        fn("read_message", "Read one message in full.", {"message_id": {"type": "string"}}),
        fn("send_message", "Send a message.", {"to": {"type": "string"}, "body": {"type": "string"}})]


def test_a_title_that_starts_with_a_word_of_time_is_a_title() -> None:
    assert values("is Tomorrow Never Dies ok for a ten year old?", "name") == ["Tomorrow Never Dies"]
    assert calls("is Tomorrow Never Dies ok for a ten year old?", BOOKS) == [("get_book", {"title": "Tomorrow Never Dies"})]
    assert values("see you Tomorrow", "date") == ["2026-11-18"]


def test_did_someone_send_me_reads_the_inbox_and_never_sends() -> None:
    made = calls("has the landlord emailed me back yet?", INBOX)
    assert made and made[0][0] == "list_inbox"


DIARY = [fn("log_drink", "Record drinks the user had.", {"drinks": {"type": "array", "items": {"type": "object", "properties": {
    "drink": {"type": "string"}, "volume_ml": {"type": "number"}, "cups": {"type": "integer"}}, "required": ["drink"]}}}),
    fn("get_hydration", "Today's water intake against the goal.")]


def test_a_past_tense_report_is_logged_one_object_per_thing_named_in_lower_case() -> None:
    made = calls("this morning I drank 500ml of water and a green tea", DIARY)
    assert [name for name, _ in made] == ["log_drink"]
    drinks = made[0][1]["drinks"]
    assert drinks[0] == {"drink": "water", "volume_ml": 500} and drinks[1]["drink"] == "green tea" and drinks[1].get("cups", 1) == 1
    assert calls("did 3 coffees count against my goal?", DIARY)[0][0] == "get_hydration"  # "did" + a noun still reads


def test_a_question_word_at_the_start_is_not_part_of_the_name_after_it() -> None:
    assert values("What's Tomato Republic's phone number?", "name") == ["Tomato Republic"]
    assert values("Is Harbour Books open on Sundays?", "name") == ["Harbour Books"]


HERBS = [fn("herb_profile", "Flavour, season and uses of a culinary herb.", {"name": {"type": "string"}}),
         fn("my_garden", "The herbs growing in the user's garden, with their ids."),
         fn("book_table", "Book a table.", {"restaurant": {"type": "string"}, "name": {"type": "string"}})]


def test_a_lookup_by_name_takes_the_word_the_question_is_about_and_a_booking_name_stays_a_person() -> None:
    assert calls("what season is lovage in?", HERBS) == [("herb_profile", {"name": "lovage"})]
    booked = calls("book Luigi's under the name Ola please", HERBS)
    assert [n for n, _ in booked] == ["book_table"] and booked[0][1]["name"] == "Ola" and booked[0][1]["restaurant"].startswith("Luigi")


def test_an_opinion_question_is_answered_in_words_but_a_forecast_question_still_reads() -> None:
    weather = [fn("get_forecast", "Weather forecast for a city.", {"city": {"type": "string"}})]
    assert calls("do you think working from cafes makes people less productive?", weather) == []
    assert calls("do you think it'll rain in Oslo tomorrow?", weather) == [("get_forecast", {"city": "Oslo"})]


SHIP_RATES = fn("get_rates", "Postage rates by service and parcel size.")
ROUTES = fn("plan_route", "Cycle routes between two places.", {"origin": {"type": "string"}, "destination": {"type": "string"}})


def test_the_value_deep_in_a_record_that_the_question_names_is_said_first() -> None:
    rates = {"currency": "GBP", "rates": {"first_class": {"small": 1.35, "medium": 3.2}, "second_class": {"small": 0.85, "medium": 2.7}}}
    history = [Message("user", "what does second class cost for a medium parcel?"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "get_rates", "{}"),)),
               Message("tool", json.dumps(rates), tool_call_id="c1", name="get_rates")]
    assert (decide("", [SHIP_RATES], history=history).text or "").startswith("Second class, medium: £2.7")


def test_a_warning_the_listed_items_carry_is_passed_on_once() -> None:
    found = {"routes": [{"via": "canal path", "km": 7.5, "warnings": ["Canal path closed at Lock 4 until Friday"]},
                        {"via": "high street", "km": 6.1, "warnings": ["Canal path closed at Lock 4 until Friday"]}]}
    history = [Message("user", "cycle route from Jericho to Cowley?"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "plan_route", '{"origin":"Jericho","destination":"Cowley"}'),)),
               Message("tool", json.dumps(found), tool_call_id="c1", name="plan_route")]
    text = decide("", [ROUTES], history=history).text or ""
    assert text.count("Canal path closed at Lock 4 until Friday") == 1


def test_names_after_from_and_to_on_a_way_somewhere_are_places_and_a_message_goes_to_a_person() -> None:
    assert calls("cycle route from Jericho to Cowley?", [ROUTES]) == [("plan_route", {"origin": "Jericho", "destination": "Cowley"})]
    assert values("send the notes to Sofia", "person") == ["Sofia"]


PODS = [fn("list_shows", "Shows in the catalogue with their show_id.", {"query": {"type": "string"}}),
        fn("show_episodes", "Episodes of one show, newest first.", {"show_id": {"type": "string"}}),
        fn("start_playback", "Start playing a show (its newest episode unless one is given).", {
            "item": {"type": "string", "description": "Catalogue id (sh_...)"}, "episode": {"type": ["integer", "null"]},
            "speed": {"type": "number", "minimum": 0.5, "maximum": 3}}, required=["item"])]


def test_play_it_after_a_list_of_episodes_plays_their_show_at_the_decimal_speed() -> None:
    episodes = {"show_id": "sh_deepsea", "episodes": [{"number": 41, "title": "Anglerfish"}, {"number": 40, "title": "Vents"}]}
    history = [Message("user", "what's the newest episode of deep sea diaries?"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "show_episodes", '{"show_id":"sh_deepsea"}'),)),
               Message("tool", json.dumps(episodes), tool_call_id="c1", name="show_episodes"),
               Message("assistant", "The newest is 41, Anglerfish.")]
    made = calls("play it at 1.5 speed", PODS, history=history)
    assert made and made[-1][0] == "start_playback"
    assert made[-1][1]["item"] == "sh_deepsea" and made[-1][1]["speed"] == 1.5 and made[-1][1].get("episode") in (41, None)
    assert values("see you at 1.25", "time") == ["13:25"] and values("play it at 1.25 speed", "time") == []
    assert values("queue sh_deepsea next", "id") == ["sh_deepsea"]


STATEMENTS = [fn("list_statements", "Card statements, newest first.", {
    "from_month": {"type": ["string", "null"], "pattern": "^\\d{4}-\\d{2}$", "description": "YYYY-MM"},
    "to_month": {"type": ["string", "null"], "pattern": "^\\d{4}-\\d{2}$", "description": "YYYY-MM"}}),
    fn("get_statement", "One statement with its lines.", {"statement_id": {"type": "string"}}),
    fn("settle_statement", "Pay a statement from a saved card.", {"statement_id": {"type": "string"}, "card_last4": {"type": "string", "pattern": "^\\d{4}$"}}),
    fn("create_instalment_plan", "Spread an overdue statement over monthly instalments.", {"statement_id": {"type": "string"}, "months": {"type": "integer", "enum": [3, 6]}})]


def test_a_month_said_alone_opens_a_range_and_a_list_is_asked_for_in_the_plural() -> None:
    assert values("show me my statements since august", "date") == ["2026-08-01"]
    assert values("a week away in March", "date") == ["2027-03-01"]
    assert values("I may come", "date") == [] and values("3-5 May", "range")
    assert calls("show me my statements since august", STATEMENTS) == [("list_statements", {"from_month": "2026-08", "to_month": None})]


def test_pay_the_overdue_one_picks_that_record_and_the_plain_payment_tool() -> None:
    listed = {"statements": [{"statement_id": "ST-11", "month": "2026-10", "total": 88.1, "status": "overdue"},
                             {"statement_id": "ST-10", "month": "2026-09", "total": 61.0, "status": "paid"}]}
    history = [Message("user", "show me my statements since september"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "list_statements", '{"from_month":"2026-09","to_month":null}'),)),
               Message("tool", json.dumps(listed), tool_call_id="c1", name="list_statements"),
               Message("assistant", "ST-11 (overdue) and ST-10 (paid).")]
    assert calls("settle the overdue one with my card ending 9921", STATEMENTS, history=history) == [
        ("settle_statement", {"statement_id": "ST-11", "card_last4": "9921"})]


CLIMB = [fn("get_pass", "The member's pass, included guest visits and remaining bouldering-session credits."),
         fn("find_sessions", "Find available bouldering sessions and classes at a wall for a date.", {
             "wall": {"type": "string", "enum": ["North", "Harbour"]}, "kind": {"type": "string", "enum": ["bouldering", "lead", "class"]},
             "date": {"type": "string", "format": "date"}}),
         fn("buy_day_pass", "Buy a day pass.", {"date": {"type": "string", "format": "date"}})]


def test_what_is_counted_is_the_head_noun_and_a_hyphenated_word_is_its_parts() -> None:
    assert calls("how many bouldering session credits do I have left?", CLIMB) == [("get_pass", {})]


def test_i_wont_need_it_asks_for_nothing() -> None:
    assert calls("I won't need the day pass on Friday after all", CLIMB) == []


STUDIO = [fn("search_library", "Search the catalogue for films and series; returns their ids.", {"query": {"type": "string"}}),
          fn("begin_stream", "Start streaming a title.", {"title_id": {"type": "string", "description": "Library id (lib_...)"},
                                                           "episode": {"type": ["integer", "null"]}}, required=["title_id"]),
          fn("set_auto_off", "Switch the TV off after some minutes or when the current episode ends.", {
              "minutes": {"type": ["integer", "null"]}, "after_episode": {"type": "boolean"}}, required=["minutes", "after_episode"])]


def test_put_it_on_plays_a_title_found_first_and_the_tools_described_verb_authorises_it() -> None:
    made = calls("put Severance on and switch off when the episode ends", STUDIO)
    names = [n for n, _ in made]
    assert "search_library" in names and "begin_stream" not in names  # the id comes from the search first
    assert ("set_auto_off", {"minutes": None, "after_episode": True}) in made
    assert calls("put it on my watchlist", STUDIO) == [] or "begin_stream" not in [n for n, _ in calls("put it on my watchlist", STUDIO)]


def test_a_percent_in_a_name_is_not_an_episode_number() -> None:
    made = calls("stream lib_99pct episode please", STUDIO)
    assert made and made[0][0] == "begin_stream" and made[0][1]["title_id"] == "lib_99pct"


PANTRY = [fn("find_dishes", "Find dishes by diet and time.", {"query": {"type": "string"}, "diet": {"type": ["string", "null"]}}),
          fn("add_to_basket", "Add items to the grocery basket.", {"items": {"type": "array", "items": {
              "type": "object", "properties": {"name": {"type": "string"}, "qty": {"type": "integer"}}, "required": ["name"]}}})]


def test_what_the_user_will_do_is_not_asked_and_a_request_is_never_a_basket_item() -> None:
    made = calls("Could you please find me a gluten-free lunch I can make in ten minutes?", PANTRY)
    assert [n for n, _ in made] == ["find_dishes"]
    assert "add_to_basket" not in [n for n, _ in calls("add everything to my basket", PANTRY)]
    assert calls("add oat milk and two lemons to my basket", PANTRY) == [
        ("add_to_basket", {"items": [{"name": "oat milk"}, {"name": "lemons", "qty": 2}]})]


# --- a whole conversation, run in-process against Python functions --------------------------------

def talk(functions: dict[str, Any], tools: list[Tool], turns: list[str], instructions: str = "Today is Tuesday, 17 November 2026.",
         ) -> tuple[list[list[tuple[str, dict[str, Any]]]], list[str]]:
    """Each user turn's calls and its text answer, with the functions' results fed back as a chat loop would."""
    answers: list[str] = []
    made = engine_converse(ENGINE, tools, turns, lambda name, args: functions[name](**args), instructions=instructions, answers=answers)
    return [[(call.name, json.loads(call.arguments)) for call in turn] for turn in made], answers


def converse(functions: dict[str, Any], tools: list[Tool], turns: list[str], instructions: str = "Today is Tuesday, 17 November 2026.") -> list[list[tuple[str, dict[str, Any]]]]:
    """Each user turn's calls, with the functions' results fed back as a chat loop would."""
    return talk(functions, tools, turns, instructions)[0]


DOCKS = {"Leeds": [{"dock_id": "DK-1", "name": "Leeds Dock", "bikes": 4, "open": True}, {"dock_id": "DK-2", "name": "Kirkstall Road", "bikes": 0, "open": True}],
         "Otley": [{"dock_id": "DK-9", "name": "Otley Market", "bikes": 2, "open": True}]}
BIKE_FNS = {
    "find_docks": lambda town, min_bikes=None: {"town": town, "docks": DOCKS.get(town, [])},
    "list_my_bikes": lambda: {"bikes": [{"bike_id": "B-7", "name": "Cargo3", "kind": "cargo"}, {"bike_id": "B-8", "name": "Swift", "kind": "e-bike"}]},
    "hold_dock": lambda dock_id, minutes: {"hold_id": "H-1", "dock_id": dock_id, "minutes": minutes},
    "return_bike": lambda dock_id, bike_id: {"dock_id": dock_id, "bike_id": bike_id, "status": "returned"},
    "rides": lambda from_date, to_date: {"rides": [r for r in ({"ride_id": "R1", "date": "2026-10-04", "cost": 3.5}, {"ride_id": "R2", "date": "2026-09-20", "cost": 2.0})
                                                   if from_date <= r["date"] <= to_date], "currency": "GBP"},
}
BIKE_TOOLS = [fn("find_docks", "Find bike docks in a town with their dock_id and free bikes.", {"town": {"type": "string"}, "min_bikes": {"type": "integer"}}, required=["town"]),
              fn("list_my_bikes", "The user's own bikes with their bike_id."),
              fn("hold_dock", "Hold a dock for some minutes.", {"dock_id": {"type": "string"}, "minutes": {"type": "integer"}}),
              fn("return_bike", "Return a bike to a dock.", {"dock_id": {"type": "string"}, "bike_id": {"type": "string"}}),
              fn("rides", "Past rides between two dates (YYYY-MM-DD) with their cost.", {"from_date": {"type": "string", "format": "date"}, "to_date": {"type": "string", "format": "date"}})]


def test_what_about_a_town_the_place_list_does_not_know_swaps_it_in() -> None:
    made = converse(BIKE_FNS, BIKE_TOOLS, ["find docks in Leeds", "what about Otley?"])
    assert made[1] == [("find_docks", {"town": "Otley"})]


def test_a_month_in_a_past_question_is_that_whole_month_and_and_in_another_follows_it() -> None:
    made = converse(BIKE_FNS, BIKE_TOOLS, ["how much did I spend on rides in October?", "and in September?"])
    assert made == [[("rides", {"from_date": "2026-10-01", "to_date": "2026-10-31"})], [("rides", {"from_date": "2026-09-01", "to_date": "2026-09-30"})]]


def test_an_answer_naming_one_of_the_listed_items_and_a_duration_completes_the_action_asked_before() -> None:
    made = converse(BIKE_FNS, BIKE_TOOLS, ["hold a dock in Leeds for me", "the Leeds Dock one, for half an hour"])
    assert made[0] == [("find_docks", {"town": "Leeds"})]
    assert made[1] == [("hold_dock", {"dock_id": "DK-1", "minutes": 30})]


def test_a_listed_things_name_is_not_another_things_id_and_there_is_the_place_just_shown() -> None:
    made = converse(BIKE_FNS, BIKE_TOOLS, ["find docks in Otley", "return Cargo3 there please"])
    assert made[1][-1] == ("return_bike", {"dock_id": "DK-9", "bike_id": "B-7"})


SALON_FNS = {
    "list_services": lambda: {"services": [{"service_id": "SV-CUT", "name": "Cut & finish", "minutes": 45, "price": 42},
                                           {"service_id": "SV-COL", "name": "Full colour", "minutes": 120, "price": 95},
                                           {"service_id": "SV-BRD", "name": "Beard trim", "minutes": 20, "price": 15}]},
    "free_slots": lambda date: {"date": date, "times": {"2026-11-18": ["09:30", "11:00", "15:45"]}.get(date, [])},
    "book_appointment": lambda service_id, date, time, customer_name: {"booking_id": "AP-1", "service_id": service_id, "date": date, "time": time,
                                                                       "customer_name": customer_name, "status": "booked"},
}
SALON = [fn("list_services", "Services with their service_id, duration in minutes and price in GBP."),
         fn("free_slots", "Free appointment times on a date.", {"date": {"type": "string", "format": "date"}}),
         fn("book_appointment", "Book an appointment for a service at a date and time.", {
             "service_id": {"type": "string"}, "date": {"type": "string", "format": "date"}, "time": {"type": "string"}, "customer_name": {"type": "string"}})]


def test_answers_over_several_turns_complete_the_request_they_answer() -> None:
    made = converse(SALON_FNS, SALON, ["book me a beard trim", "tomorrow at 11", "Sam"])
    assert made[1] == []  # still missing the name: asks again rather than looking up times
    assert made[2][-1] == ("book_appointment", {"service_id": "SV-BRD", "date": "2026-11-18", "time": "11:00", "customer_name": "Sam"})


def test_the_last_listed_time_fills_the_time_not_the_service() -> None:
    made = converse(SALON_FNS, SALON, ["any slots tomorrow?", "book the last one for a cut please, it's for Alex"])
    assert made[1][-1] == ("book_appointment", {"service_id": "SV-CUT", "date": "2026-11-18", "time": "15:45", "customer_name": "Alex"})


def test_a_question_about_one_listed_item_is_answered_about_that_item() -> None:
    listed = SALON_FNS["list_services"]()
    for question in ("how much is a full colour?", "how long does the colour take?"):
        history = [Message("user", question), Message("assistant", "", tool_calls=(ToolCall("c1", "list_services", "{}"),)),
                   Message("tool", json.dumps(listed), tool_call_id="c1", name="list_services")]
        text = decide("", SALON, history=history).text or ""
        assert text.startswith("Full colour (SV-COL)") and "Beard" not in text and "total" not in text.lower()


TUTORS = [{"tutor_id": "TU-1", "name": "Mo Ali", "subject": "maths", "rating": 4.9, "hourly_rate": 40},
          {"tutor_id": "TU-2", "name": "Ivy Chen", "subject": "maths", "rating": 4.5, "hourly_rate": 30},
          {"tutor_id": "TU-3", "name": "Raj Rao", "subject": "physics", "rating": 4.7, "hourly_rate": 35}]
TUTOR_FNS = {
    "search_tutors": lambda subject: {"tutors": [t for t in TUTORS if t["subject"] == subject.lower()]},
    "book_lesson": lambda tutor_id, date, topic, email: {"lesson_id": "LS-9", "tutor_id": tutor_id, "date": date, "email": email, "status": "booked"},
}
TUTOR_TOOLS = [fn("search_tutors", "Find tutors by subject (maths, physics, chemistry), with rating and hourly rate."
                  , {"subject": {"type": "string"}}),
               fn("book_lesson", "Book a lesson with a tutor on a date about a topic; the confirmation goes to the email.", {
                   "tutor_id": {"type": "string"}, "date": {"type": "string", "format": "date"}, "topic": {"type": "string"}, "email": {"type": "string"}})]


def test_a_value_the_tools_description_lists_is_its_parameters_and_do_the_same_for_swaps_it() -> None:
    made = converse(TUTOR_FNS, TUTOR_TOOLS, ["any physics tutors?", "do the same for maths"])
    assert made == [[("search_tutors", {"subject": "physics"})], [("search_tutors", {"subject": "maths"})]]


def test_which_is_best_is_answered_from_the_list_and_what_the_user_said_of_themselves_holds() -> None:
    made = converse(TUTOR_FNS, TUTOR_TOOLS, ["my email is sam@example.net", "find me a maths tutor", "which one is best rated?",
                                              "book that one on friday, it's for quadratic equations"])
    assert made[2] == []
    assert made[3] == [("book_lesson", {"tutor_id": "TU-1", "date": "2026-11-20", "topic": "quadratic equations", "email": "sam@example.net"})]


FLATS = [{"flat_id": "F-1", "address": "3 Mill Lane, Leeds", "bedrooms": 2, "rent_gbp": 950}, {"flat_id": "F-2", "address": "8 Park Row, Leeds", "bedrooms": 1, "rent_gbp": 700}]
FLAT_FNS = {
    "findFlats": lambda city, minBedrooms=None, maxRent=None: {"results": [f for f in FLATS if (not minBedrooms or f["bedrooms"] >= minBedrooms) and (not maxRent or f["rent_gbp"] <= maxRent)]},
    "getFlat": lambda flatId: {"flat_id": flatId, "pets_allowed": True, "deposit_gbp": 1100},
    "bookViewing": lambda flatId, datetime, name: {"viewing_id": "V-1", "flat_id": flatId, "datetime": datetime, "status": "booked"},
    "find_dishes": lambda ingredient: {"dishes": [{"dish_id": "D-1", "title": "Beetroot salad"}, {"dish_id": "D-2", "title": "Beetroot soup"}]},
    "get_dish": lambda dish_id, servings=None: {"dish_id": dish_id, "servings": servings or 2, "ingredients": [{"name": "beetroot"}, {"name": "feta"}]},
    "add_to_list": lambda items: {"added": items},
}
FLAT_TOOLS = [fn("findFlats", "Search flats to rent in a city. Returns flatId, address, bedrooms and monthly rent.", {
                  "city": {"type": "string"}, "minBedrooms": {"type": "integer"}, "maxRent": {"type": "integer"}}, required=["city"]),
              fn("getFlat", "Details of one flat: deposit and whether pets are allowed.", {"flatId": {"type": "string"}}),
              fn("bookViewing", "Book a viewing of a flat at a date and time.", {"flatId": {"type": "string"}, "datetime": {"type": "string", "format": "date-time"}, "name": {"type": "string"}}),
              fn("find_dishes", "Find dishes that use an ingredient.", {"ingredient": {"type": "string"}}),
              fn("get_dish", "One dish with its ingredients, scaled to servings.", {"dish_id": {"type": "string"}, "servings": {"type": "integer"}}, required=["dish_id"]),
              fn("add_to_list", "Add items to the shopping list.", {"items": {"type": "array", "items": {"type": "string"}}})]


def test_a_flat_hunt_over_three_turns() -> None:
    made = converse(FLAT_FNS, FLAT_TOOLS, ["show me 2 bed places to rent in Leeds", "is the first one pet friendly?", "book a viewing for Saturday at 11, I'm Noor"])
    assert made[0] == [("findFlats", {"city": "Leeds", "minBedrooms": 2})]
    assert made[1] == [("getFlat", {"flatId": "F-1"})]
    assert made[2] == [("bookViewing", {"flatId": "F-1", "datetime": "2026-11-21T11:00:00Z", "name": "Noor"})]
    assert converse(FLAT_FNS, FLAT_TOOLS, ["anything under £800 in Leeds?"])[0] == [("findFlats", {"city": "Leeds", "maxRent": 800})]


def test_what_can_i_make_then_that_one_for_six_then_the_ingredients() -> None:
    made = converse(FLAT_FNS, FLAT_TOOLS, ["what can I make with beetroot?", "show me the soup for 6 people", "add the ingredients to my shopping list"])
    assert made[0] == [("find_dishes", {"ingredient": "beetroot"})]
    assert made[1] == [("get_dish", {"dish_id": "D-2", "servings": 6})]
    assert made[2] == [("add_to_list", {"items": ["beetroot", "feta"]})]


HUTCH_FNS = {
    "listAnimals": lambda: {"animals": [{"animalId": "AN-1", "name": "Pepper", "species": "rabbit"}, {"animalId": "AN-2", "name": "Juno", "species": "dog"}]},
    "getShots": lambda animalId: {"animalId": animalId, "shots": [{"vaccine": "myxomatosis", "due": "2026-12-01"}]},
    "bookVisit": lambda animalId, date, reason: {"visitId": "VI-3", "animalId": animalId, "date": date, "reason": reason, "status": "booked"},
    "log_absence": lambda pupil, date, reason: {"absence_id": "AB-1", "pupil": pupil, "date": date},
    "kb_search": lambda query: {"articles": [{"article_id": "KB-7", "title": "Unlock a locked account"}]},
    "open_case": lambda subject, details, urgency="normal": {"case_id": "CS-4", "subject": subject, "urgency": urgency},
    "class_schedule": lambda group, day: {"group": group, "day": day, "lessons": [{"period": 1, "subject": "History"}]},
}
HUTCH = [fn("listAnimals", "The owner's animals with animalId, name and species."),
          fn("getShots", "Vaccination record of one animal with due dates.", {"animalId": {"type": "string"}}),
          fn("bookVisit", "Book a vet visit for an animal on a date with the reason for it.", {"animalId": {"type": "string"}, "date": {"type": "string", "format": "date"}, "reason": {"type": "string"}}),
          fn("log_absence", "Report that a pupil will be absent on a date, with the reason.", {"pupil": {"type": "string", "description": "The pupil's name"}, "date": {"type": "string", "format": "date"}, "reason": {"type": "string"}}),
          fn("kb_search", "Search the help centre articles by text.", {"query": {"type": "string"}}),
          fn("open_case", "Open a support case (urgency: low, normal, high or urgent).", {"subject": {"type": "string"}, "details": {"type": "string"}, "urgency": {"type": "string"}}, required=["subject", "details"]),
          fn("class_schedule", "Lessons of a group.", {"group": {"type": "string", "description": "Group code, e.g. 9C"}, "day": {"type": "string", "description": "Day of the week, e.g. Monday"}})]


def test_jabs_are_vaccinations_and_get_her_seen_books_a_visit_for_the_reason_told() -> None:
    assert converse(HUTCH_FNS, HUTCH, ["is Juno due any jabs?"])[0] == [("listAnimals", {}), ("getShots", {"animalId": "AN-2"})]
    made = converse(HUTCH_FNS, HUTCH, ["Pepper has been sneezing since Sunday, can I get her seen on Friday?"])[0]
    assert made[-1] == ("bookVisit", {"animalId": "AN-1", "date": "2026-11-20", "reason": "Pepper has been sneezing since Sunday"})


def test_a_parent_saying_a_child_wont_be_in_reports_the_absence() -> None:
    assert converse(HUTCH_FNS, HUTCH, ["my daughter Ava won't be in tomorrow, she has a cold"])[0] == [
        ("log_absence", {"pupil": "Ava", "date": "2026-11-18", "reason": "She has a cold"})]


def test_a_problem_searches_help_and_then_a_case_carries_it_with_the_urgency_said() -> None:
    made = converse(HUTCH_FNS, HUTCH, ["I forgot my password and now I'm locked out", "that didn't help, open a case please, it's urgent"])
    assert [n for n, _ in made[0]] == ["kb_search"]
    assert made[1] == [("open_case", {"subject": "I forgot my password and now I'm locked out", "details": "I forgot my password and now I'm locked out", "urgency": "urgent"})]


def test_a_short_group_code_and_a_day_of_the_week() -> None:
    assert converse(HUTCH_FNS, HUTCH, ["what does 9C have on Monday?"])[0] == [("class_schedule", {"group": "9C", "day": "Monday"})]


SHELF_FNS = {
    "find_gigs": lambda artist=None, city=None: {"gigs": [{"gig_id": "GG-1", "artist": "Wet Leg", "city": "Bristol", "date": "2026-12-12"}]},
    "hire_van": lambda depot, date: {"offers": []},
    "lookup_titles": lambda query: {"titles": [{"title_id": "T-9", "title": "Circe", "available": False}]},
    "hold_title": lambda title_id: {"hold_id": "H-2", "title_id": title_id},
    "current_loans": lambda: {"loans": [{"loan_id": "L1", "title": "Dune", "due": "2026-11-19"}, {"loan_id": "L2", "title": "Emma", "due": "2026-11-30"}]},
    "renew": lambda loan_ids: {"renewed": loan_ids},
    "rent_bike": lambda bike_type, extras=None: {"rental_id": "RB-1", "bike_type": bike_type, "extras": extras or []},
}
SHELF = [fn("find_gigs", "Find gigs by artist and/or city.", {"artist": {"type": "string"}, "city": {"type": "string"}}, required=[]),
         fn("hire_van", "Hire a van from a depot on a date.", {"depot": {"type": "string"}, "date": {"type": "string", "format": "date"}}),
         fn("lookup_titles", "Search the library catalogue by title or author.", {"query": {"type": "string"}}),
         fn("hold_title", "Place a hold on a title.", {"title_id": {"type": "string"}}),
         fn("current_loans", "The member's loans with loan_id, title and due date."),
         fn("renew", "Renew loans by their ids.", {"loan_ids": {"type": "array", "items": {"type": "string"}}}),
         fn("rent_bike", "Rent a bike with optional extras (helmet, lock, child_seat).", {"bike_type": {"type": "string"}, "extras": {"type": "array", "items": {"type": "string"}}}, required=["bike_type"])]


def test_initials_stay_in_a_name_and_a_band_playing_near_a_city_is_a_gig() -> None:
    assert values("is Wet Leg D.C. playing near Bristol?", "name") == ["Wet Leg D.C."]
    assert converse(SHELF_FNS, SHELF, ["is Wet Leg playing anywhere near Bristol?"])[0] == [("find_gigs", {"artist": "Wet Leg", "city": "Bristol"})]


def test_do_you_have_searches_the_catalogue_and_put_a_hold_on_it_holds_what_it_found() -> None:
    made = converse(SHELF_FNS, SHELF, ["do you have Circe?", "ok put a hold on it"])
    assert made == [[("lookup_titles", {"query": "Circe"})], [("hold_title", {"title_id": "T-9"})]]


def test_what_i_have_out_the_one_due_this_week_and_everything_in_one_call() -> None:
    made = converse(SHELF_FNS, SHELF, ["what have I got out at the moment?", "renew the one due this week"])
    assert made == [[("current_loans", {})], [("renew", {"loan_ids": ["L1"]})]]
    assert converse(SHELF_FNS, SHELF, ["renew everything I have out"])[0][-1] == ("renew", {"loan_ids": ["L1", "L2"]})


def test_extras_come_from_the_values_the_description_lists() -> None:
    assert calls("rent me an e-bike, and add a helmet and a lock", SHELF)[0][1]["extras"] == ["helmet", "lock"]


TOWN_FNS = {
    "opening_times": lambda venue: {"venue": venue, "hours": {"sat": "10-13", "sun": "closed"}},
    "call_cab": lambda pickup, dropoff: {"ride_id": "R-1", "pickup": pickup, "dropoff": dropoff},
    "reserve_class": lambda class_name, date: {"booking_id": "B-1", "class_name": class_name, "date": date},
}
TOWN = [fn("opening_times", "Opening hours of a council venue.", {"venue": {"type": "string"}}),
        fn("call_cab", "Order a taxi from a pickup address to a dropoff address.", {"pickup": {"type": "string"}, "dropoff": {"type": "string"}}),
        fn("reserve_class", "Reserve a place in a gym class.", {"class_name": {"type": "string"}, "date": {"type": "string", "format": "date"}})]


def test_opening_hours_is_a_lookup_and_a_street_address_keeps_its_number() -> None:
    assert converse(TOWN_FNS, TOWN, ["is the Kirkgate museum open on Sunday?"])[0] == [("opening_times", {"venue": "Kirkgate Museum"})]
    assert calls("get me a cab from 221B Baker Street to the station", TOWN) == [("call_cab", {"pickup": "221B Baker Street", "dropoff": "Station"})]
    assert calls("book me into pilates on Friday", TOWN) == [("reserve_class", {"class_name": "pilates", "date": "2026-11-20"})]


GRID = [fn("find_faults", "Current water supply faults at a postcode, with estimated fix time.", {"postcode": {"type": "string"}}),
        fn("log_fault", "Report a new fault at an address.", {"postcode": {"type": "string"}, "details": {"type": "string"}}),
        fn("route_planner", "Plan a trip by bus or tram between two places, optionally arriving by a time.", {
            "origin": {"type": "string"}, "destination": {"type": "string"}, "arrive_by": {"type": ["string", "null"], "format": "date-time"}})]


def test_a_situation_and_an_open_question_look_up_the_fault_and_say_when_it_is_fixed() -> None:
    faults = {"postcode": "LS6 2AB", "faults": [{"ref": "F-9", "cause": "burst main", "estimated_fix": "2026-11-17T18:00"}]}
    assert calls("no water in the whole building, LS6 2AB. any idea when it's back?", GRID) == [("find_faults", {"postcode": "LS6 2AB"})]
    history = [Message("user", "no water in the whole building, LS6 2AB. any idea when it's back?"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "find_faults", '{"postcode":"LS6 2AB"}'),)),
               Message("tool", json.dumps(faults), tool_call_id="c1", name="find_faults")]
    assert "17 November 2026 at 18:00" in (decide("", GRID, history=history).text or "")


def test_needing_to_be_somewhere_by_a_time_plans_the_trip() -> None:
    made = calls("I need to be at the stadium by 7pm. I'm coming from the harbour", GRID)
    assert made == [("route_planner", {"origin": "Harbour", "destination": "Stadium", "arrive_by": "2026-11-17T19:00:00Z"})]


METER = [fn("get_account", "The account's balance and due date."),
         fn("submit_reading", "Submit a water meter reading.", {"reading": {"type": "integer"}}),
         fn("cancel_booking", "Cancel a booking.", {"booking_id": {"type": "string"}}),
         fn("list_bookings", "The user's bookings with booking_id."),
         fn("find_rooms", "Find rooms free on a date.", {"date": {"type": "string", "format": "date"}}),
         fn("book_room", "Book a room.", {"room_id": {"type": "string"}, "date": {"type": "string", "format": "date"}}),
         fn("add_note", "Add a note to a case.", {"case_id": {"type": "string"}, "text": {"type": "string"}})]


def test_a_reading_stated_beside_a_question_is_submitted_and_nothing_else_acts() -> None:
    made = calls("how much do I owe and when is it due? also my water reading is 04512", METER)
    assert ("submit_reading", {"reading": 4512}) in made and ("get_account", {}) in made
    assert [n for n, _ in made if n not in ("submit_reading", "get_account")] == []


def test_book_it_never_cancels_and_note_as_a_verb_adds_the_note_with_the_quote_whole() -> None:
    made = calls("find a room for tomorrow and book it", METER)
    assert "cancel_booking" not in [n for n, _ in made]
    assert calls("can you note 'Called back, see log 7' on case CS-12", METER) == [("add_note", {"case_id": "CS-12", "text": "Called back, see log 7"})]


KIT = {"ORD-1": {"order_id": "ORD-1", "items": [{"sku": "TENT-2", "name": "Two-person tent"}]},
       "ORD-2": {"order_id": "ORD-2", "items": [{"sku": "MAT-S", "name": "Sleeping mat"}]}}
KIT_FNS = {"my_orders": lambda: {"orders": [{"order_id": k} for k in KIT]},
           "order_details": lambda order_id: KIT[order_id],
           "return_item": lambda order_id, sku, reason: {"return_id": "RT-1", "order_id": order_id, "sku": sku, "reason": reason}}
KIT_TOOLS = [fn("my_orders", "The customer's orders with order_id."),
             fn("order_details", "One order with its items (sku, name).", {"order_id": {"type": "string"}}),
             fn("return_item", "Return one item of an order (reason: too_small, faulty, changed_mind).", {
                 "order_id": {"type": "string"}, "sku": {"type": "string"}, "reason": {"type": "string"}})]


def test_a_return_never_takes_an_item_the_request_does_not_name() -> None:
    made = converse(KIT_FNS, KIT_TOOLS, ["what did I order last?", "return the stove, it's faulty"])
    assert "return_item" not in [n for n, _ in made[1]]  # neither order holds a stove: it asks, it does not return the tent
    made = converse(KIT_FNS, KIT_TOOLS, ["what's in ORD-2?", "return the mat, it's faulty"])
    assert made[1] == [("return_item", {"order_id": "ORD-2", "sku": "MAT-S", "reason": "faulty"})]


def test_which_of_them_are_a_value_is_answered_with_the_count_and_their_names() -> None:
    fleet = {"vans": [{"van_id": "V1", "name": "Blue", "state": "charging"}, {"van_id": "V2", "name": "Red", "state": "on_route"},
                      {"van_id": "V3", "name": "Grey", "state": "charging"}]}
    vans = fn("list_vans", "The delivery vans with their state.")
    for question in ("which vans are charging?", "how many vans are charging right now?"):
        history = [Message("user", question), Message("assistant", "", tool_calls=(ToolCall("c1", "list_vans", "{}"),)),
                   Message("tool", json.dumps(fleet), tool_call_id="c1", name="list_vans")]
        assert (decide("", [vans], history=history).text or "").startswith("2 of 3 vans are charging: Blue (V1) and Grey (V3).")


CABIN_MENU = {"snacks": [{"snack": "Club sandwich", "price_gbp": 7}, {"snack": "Cheese board", "price_gbp": 9},
                         {"snack": "Fruit pot", "price_gbp": 4}]}
CABIN_FNS = {"snack_menu": lambda: CABIN_MENU,
             "order_to_cabin": lambda lines, cabin: {"order_ref": "CB-3", "lines": lines, "cabin": cabin},
             "book_transfer": lambda depart_at, to, seats=1: {"transfer_id": "TR-8", "depart_at": depart_at, "to": to},
             "ask_steward": lambda cabin, need: {"ticket": "ST-4", "cabin": cabin, "need": need}}
CABIN_TOOLS = [fn("snack_menu", "The on-board snack menu with prices."),
               fn("order_to_cabin", "Order snacks to a cabin.", {
                   "lines": {"type": "array", "items": {"type": "object", "properties": {"snack": {"type": "string"}, "quantity": {"type": "integer"}},
                                                        "required": ["snack", "quantity"]}},
                   "cabin": {"type": "string", "description": "Cabin number"}}),
               fn("book_transfer", "Book a transfer from the ferry terminal.", {
                   "depart_at": {"type": "string", "description": "Departure, YYYY-MM-DD HH:MM"}, "to": {"type": "string"},
                   "seats": {"type": "integer"}}, required=["depart_at", "to"]),
               fn("ask_steward", "Ask the steward for something in a cabin.", {
                   "cabin": {"type": "string"}, "need": {"type": "string", "enum": ["blankets", "pillows", "cleaning"]}})]
CABIN_PROMPT = "You are the Nordlys ferry's assistant. Today is Tuesday, 17 November 2026. The passenger is in cabin 7042."


def cabin_talk(turns: list[str]) -> tuple[list[list[tuple[str, dict[str, Any]]]], list[str]]:
    return talk(CABIN_FNS, CABIN_TOOLS, turns, CABIN_PROMPT)


def test_a_record_without_a_name_field_is_named_by_its_first_text_and_it_orders_the_one_asked() -> None:
    made, answers = cabin_talk(["how much is the cheese board?", "order it"])
    assert answers[0].startswith("Cheese board") and "£9" in answers[0]  # the one asked, not the menu
    # "it" is the cheese board; the cabin is the one the instructions label; the answer says what was ordered
    assert made[1] == [("order_to_cabin", {"lines": [{"snack": "Cheese board", "quantity": 1}], "cabin": "7042"})]
    assert "1 Cheese board" in answers[1]


def test_a_moment_takes_the_form_its_description_spells() -> None:
    made = calls("book a transfer to Bryggen tomorrow at 9am", CABIN_TOOLS, instructions=CABIN_PROMPT)
    assert made == [("book_transfer", {"depart_at": "2026-11-18 09:00", "to": "Bryggen"})]


def test_a_need_stated_is_offered_and_a_yes_acts_on_it() -> None:
    made, answers = cabin_talk(["it's freezing in here, we need more blankets", "yes please"])
    assert made[0] == [] and answers[0].startswith("Would you like me to ask the steward")
    assert made[1] == [("ask_steward", {"cabin": "7042", "need": "blankets"})]


def test_a_lookup_that_only_takes_a_place_is_not_called_for_a_trip_it_does_not_plan() -> None:
    weather = fn("get_weather", "Today's forecast for a city.", {"city": {"type": "string"}})
    made = decide("I have to be at the terminal by 6am tomorrow, two of us", [weather, *CABIN_TOOLS], instructions=CABIN_PROMPT)
    assert made.calls == [] and "book the transfer" in (made.text or "")


PHYSIO_SESSIONS = [{"session_id": "PS-11", "date": "2026-11-20", "time": "08:15", "therapist": "Mia Sato", "kind": "sports massage"},
                   {"session_id": "PS-12", "date": "2026-12-02", "time": "17:00", "therapist": "Tom Reed", "kind": "rehab"}]
PHYSIO_FNS = {"my_sessions": lambda: {"sessions": PHYSIO_SESSIONS},
              "open_times": lambda day: {"day": day, "times": [{"time_id": f"T-{day[-2:]}a", "time": "09:00"}, {"time_id": f"T-{day[-2:]}b", "time": "16:30"}]},
              "move_session": lambda session_id, time_id: {"session_id": session_id, "time_id": time_id, "status": "moved"},
              "session_price": lambda therapy: {"therapy": therapy, "price_gbp": {"rehab": 55}.get(therapy, 48)},
              "account_balance": lambda: {"balance_gbp": 96.0, "due": "2026-11-30"}}
PHYSIO_TOOLS = [fn("my_sessions", "The client's booked physio sessions."),
                fn("open_times", "Free times on a day (YYYY-MM-DD).", {"day": {"type": "string", "description": "YYYY-MM-DD"}}),
                fn("move_session", "Move a booked session to a free time.", {"session_id": {"type": "string"}, "time_id": {"type": "string"}}),
                fn("session_price", "The price of a kind of therapy session.", {"therapy": {"type": "string"}}),
                fn("account_balance", "What the client still has to pay.")]


def physio_talk(turns: list[str]) -> tuple[list[list[tuple[str, dict[str, Any]]]], list[str]]:
    return talk(PHYSIO_FNS, PHYSIO_TOOLS, turns)


def test_the_next_one_is_the_earliest_and_a_question_about_it_is_read_from_that_record() -> None:
    made, answers = physio_talk(["when's my next session?", "who is it with?", "and when is it?"])
    assert made[0] == [("my_sessions", {})] and answers[0].startswith("The next session — ") and "Friday 20 November" in answers[0]
    assert made[1] == [] and answers[1] == "It's with Mia Sato."  # no new call: the last answer said which one
    assert made[2] == [] and "Friday 20 November" in answers[2] and "08:15" in answers[2]
    _made, answers = physio_talk(["what was my last session?"])
    assert "2 December 2026" in answers[0] and "20 November" not in answers[0]
    _made, answers = physio_talk(["how many km did I do last week?"])  # "last week" is when, not which
    assert not answers[0].startswith("The last week")


def test_moving_a_booking_asks_for_the_day_its_free_times_need_and_never_takes_its_own_id_for_the_time() -> None:
    made, answers = physio_talk(["I need to move my rehab session", "Thursday 3rd would be good"])
    assert all(name != "move_session" for name, _ in made[0]), "the time id is not the session's id"
    assert answers[0].endswith("I need the day. What should it be?")
    assert made[1] == [("open_times", {"day": "2026-12-03"})]
    assert "Which one should I use to move the session?" in answers[1]


def test_owing_asks_for_the_balance_and_a_new_noun_phrase_swaps_into_a_follow_up() -> None:
    made, _answers = physio_talk(["do I owe you anything?"])
    assert made[0] == [("account_balance", {})]
    made, answers = physio_talk(["how much is a rehab session?", "and a sports massage?"])
    assert made == [[("session_price", {"therapy": "rehab"})], [("session_price", {"therapy": "sports massage"})]]
    assert answers[1] == "Sports massage — price £48."


JOBS = [{"jobId": 5120, "branch": "main", "state": "failed", "startedAt": "2026-11-17T07:00:00Z"},
        {"jobId": 5119, "branch": "release/2.4", "state": "passed", "startedAt": "2026-11-16T18:00:00Z"}]
FARM_FNS = {"listJobs": lambda project, branch=None, state=None: {"jobs": [j for j in JOBS if (not branch or j["branch"] == branch) and (not state or j["state"] == state)]},
            "jobLog": lambda jobId: {"jobId": jobId, "lines": ["FAIL test_tax_rounding: expected 1.20, got 1.19"]},
            "rebuildJob": lambda jobId: {"jobId": jobId + 1000, "state": "queued"},
            "findTickets": lambda project, text: {"tickets": [{"key": "FARM-77", "summary": "Tax rounding flake"}]},
            "giveTicket": lambda project, key, assignee: {"key": key, "assignee": assignee}}
FARM_TOOLS = [fn("listJobs", "Recent build jobs of a project (owner/name), newest first.", {
                  "project": {"type": "string", "description": "owner/name"}, "branch": {"type": ["string", "null"]},
                  "state": {"anyOf": [{"type": "string", "enum": ["passed", "failed", "running"]}, {"type": "null"}]}}),
              fn("jobLog", "The log lines of one build job.", {"jobId": {"type": "integer"}}),
              fn("rebuildJob", "Re-run a build job.", {"jobId": {"type": "integer"}}),
              fn("findTickets", "Search a project's tickets by text.", {"project": {"type": "string"}, "text": {"type": "string"}}),
              fn("giveTicket", "Assign a ticket to a person (their username).", {"project": {"type": "string"}, "key": {"type": "string"}, "assignee": {"type": "string"}})]
FARM_PROMPT = "You help the build team. Today is Tuesday, 17 November 2026. Our project is acme/till. Projects are written owner/name."


def farm_talk(turns: list[str]) -> tuple[list[list[tuple[str, dict[str, Any]]]], list[str]]:
    return talk(FARM_FNS, FARM_TOOLS, turns, FARM_PROMPT)


def test_the_instructions_name_the_repository_and_a_branch_is_said_after_on() -> None:
    made, _answers = farm_talk(["show failed jobs on release/2.4"])
    assert made[0] == [("listJobs", {"project": "acme/till", "branch": "release/2.4", "state": "failed"})]  # "jobs" is not state=running
    made, _answers = farm_talk(["did the last build on main pass?"])
    assert made[0] == [("listJobs", {"project": "acme/till", "branch": "main", "state": None})]  # the state asked about is no filter


def test_why_it_failed_reads_the_log_of_the_run_the_list_gives_and_a_rerun_is_a_retry() -> None:
    made, answers = farm_talk(["why did the latest main build fail?"])
    assert [name for name, _ in made[0]] == ["listJobs", "jobLog"] and made[0][1] == ("jobLog", {"jobId": 5120})
    assert "expected 1.20, got 1.19" in answers[0]
    made, answers = farm_talk(["rerun the failed main build"])
    assert made[0][-1] == ("rebuildJob", {"jobId": 5120}) and "5120" in answers[0] and "release/2.4" not in answers[0]


def test_a_search_takes_what_it_is_about_and_a_login_after_to_is_the_assignee() -> None:
    made, _answers = farm_talk(["is there already a ticket about the tax rounding thing?", "give it to priya-k"])
    assert made[0] == [("findTickets", {"project": "acme/till", "text": "tax rounding"})]
    assert made[1] == [("giveTicket", {"project": "acme/till", "key": "FARM-77", "assignee": "priya-k"})]


HOLDS = [{"hold_ref": "HX55120", "title": "The Glass Hotel", "state": "in_transit", "due_at_branch": "2026-11-18"},
         {"hold_ref": "HX55002", "title": "Piranesi", "state": "ready", "shelf": "hold shelf B, Central Library"}]
LOANS_FNS = {"my_holds": lambda member_id: {"holds": HOLDS},
             "hold_status": lambda hold_ref: next((h for h in HOLDS if h["hold_ref"] == hold_ref), {"error": "no such hold"}),
             "branches_near": lambda postcode: {"branches": [{"branch_id": "BR-2", "name": "Central Library"}, {"branch_id": "BR-7", "name": "Hyde Park Library"}]},
             "move_hold": lambda hold_ref, branch: {"hold_ref": hold_ref, "branch": branch, "state": "moved"}}
LOANS_TOOLS = [fn("my_holds", "The member's holds with hold reference, title and state.", {"member_id": {"type": "string"}}),
               fn("hold_status", "Where one hold is: its state and shelf.", {"hold_ref": {"type": "string"}}),
               fn("branches_near", "Library branches near a postcode.", {"postcode": {"type": "string"}}),
               fn("move_hold", "Send a hold to another branch for collection.", {"hold_ref": {"type": "string"}, "branch": {"type": "string"}})]
LOANS_PROMPT = "You are the Leeds Libraries assistant. Today is Tuesday, 17 November 2026. The member is Ada Kim, member id M-7781."


def loans_talk(turns: list[str]) -> tuple[list[list[tuple[str, dict[str, Any]]]], list[str]]:
    return talk(LOANS_FNS, LOANS_TOOLS, turns, LOANS_PROMPT)


def test_is_it_still_coming_tracks_the_one_meant_through_the_list_that_gives_its_reference() -> None:
    made, answers = loans_talk(["is my glass hotel book still coming tomorrow?"])
    assert made[0] == [("my_holds", {"member_id": "M-7781"}), ("hold_status", {"hold_ref": "HX55120"})]  # the id the instructions label
    assert "in transit" in answers[0]  # a state in words, not in_transit
    made, _answers = loans_talk(["where did you put Piranesi?"])
    assert made[0][-1] == ("hold_status", {"hold_ref": "HX55002"})


def test_a_code_alone_looks_it_up_and_where_to_collect_is_not_a_hold_lookup() -> None:
    made, _answers = loans_talk(["HX55002?"])
    assert made[0] == [("hold_status", {"hold_ref": "HX55002"})]  # not my_holds: the member's own id is not the code
    made, _answers = loans_talk(["my postcode is LS6 2AB, where can I collect books nearby?", "send the glass hotel to Hyde Park Library then"])
    assert made[0] == [("branches_near", {"postcode": "LS6 2AB"})]
    assert made[1][-1] == ("move_hold", {"hold_ref": "HX55120", "branch": "Hyde Park Library"})


CANDIDATES = [{"candidate_id": "CN-1", "name": "Rosa Diaz", "stage": "screening", "salary_ask": 52000},
              {"candidate_id": "CN-2", "name": "Amir Khan", "stage": "onsite", "salary_ask": 61000}]
HIRING_FNS = {"list_candidates": lambda stage=None: {"candidates": [c for c in CANDIDATES if not stage or c["stage"] == stage]},
              "set_stage": lambda candidate_id, stage: {"candidate_id": candidate_id, "stage": stage},
              "log_note": lambda candidate_id, note, follow_up=None: {"note_id": "NT-4", "candidate_id": candidate_id},
              "book_interview": lambda candidate_id, start, minutes=30: {"interview_id": "IV-9", "start": start, "minutes": minutes}}
HIRING_TOOLS = [fn("list_candidates", "Candidates in the hiring pipeline with candidate_id, stage and salary ask.", {
                    "stage": {"type": "string", "enum": ["screening", "onsite", "offer", "hired", "rejected"]}}, required=[]),
                fn("set_stage", "Move a candidate to another stage.", {"candidate_id": {"type": "string"}, "stage": {
                    "type": "string", "enum": ["screening", "onsite", "offer", "hired", "rejected"]}}),
                fn("log_note", "Log a note about a candidate (and an optional follow-up date).", {
                    "candidate_id": {"type": "string"}, "note": {"type": "string"}, "follow_up": {"type": "string", "format": "date"}}, required=["candidate_id", "note"]),
                fn("book_interview", "Book an interview with a candidate. start: ISO 8601 date-time", {
                    "candidate_id": {"type": "string"}, "start": {"type": "string"}, "minutes": {"type": "integer"}}, required=["candidate_id", "start"])]


def hiring_talk(turns: list[str]) -> tuple[list[list[tuple[str, dict[str, Any]]]], list[str]]:
    return talk(HIRING_FNS, HIRING_TOOLS, turns)


def test_the_biggest_of_a_list_is_the_one_said_and_mark_as_moves_it() -> None:
    made, answers = hiring_talk(["who has the highest salary ask?"])
    assert made[0] == [("list_candidates", {})] and "Amir Khan" in answers[0] and "Rosa Diaz" not in answers[0]
    made, _answers = hiring_talk(["mark Rosa Diaz as rejected"])
    assert made[0][-1] == ("set_stage", {"candidate_id": "CN-1", "stage": "rejected"})


def test_a_call_to_come_is_booked_not_logged_and_someone_elses_wish_books_nothing() -> None:
    made, _answers = hiring_talk(["set up a 45 minute interview with Amir Khan on Thursday at 3pm"])
    assert made[0][-1] == ("book_interview", {"candidate_id": "CN-2", "start": "2026-11-19T15:00:00", "minutes": 45})  # start: read from the tool's description
    made, _answers = hiring_talk(["just spoke to Rosa Diaz, she wants an interview next week. log it"])
    assert "book_interview" not in [name for name, _ in made[0]]  # her wish is a note, not a booking nobody asked for
    assert made[0][-1][0] == "log_note" and made[0][-1][1]["candidate_id"] == "CN-1"


BAKERY = {"BK-1": [{"product_id": "P-10", "name": "Sourdough loaf", "price": 4.2}, {"product_id": "P-11", "name": "Cinnamon bun", "price": 2.8}]}
BAKE_FNS = {"find_bakeries": lambda style=None: {"bakeries": [{"bakery_id": "BK-1", "name": "Crumb & Co", "style": "french", "rating": 4.7},
                                                             {"bakery_id": "BK-2", "name": "Nordic Oven", "style": "danish", "rating": 4.2}]},
            "bakery_products": lambda bakery_id: {"bakery_id": bakery_id, "products": BAKERY.get(bakery_id, [])},
            "order_pickup": lambda bakery_id, lines: {"order_id": "OP-5", "lines": lines}}
BAKE_TOOLS = [fn("find_bakeries", "Bakeries open now, with bakery_id, style and rating.", {"style": {"type": "string", "description": "cuisine style"}}, required=[]),
              fn("bakery_products", "A bakery's products with product_id and price.", {"bakery_id": {"type": "string"}}),
              fn("order_pickup", "Order products from a bakery for pickup.", {"bakery_id": {"type": "string"}, "lines": {
                  "type": "array", "items": {"type": "object", "properties": {"product_id": {"type": "string"}, "count": {"type": "integer"}},
                                             "required": ["product_id", "count"]}}})]


def test_order_lines_take_their_ids_from_the_products_listed_and_never_another_records_id() -> None:
    made = converse(BAKE_FNS, BAKE_TOOLS, ["which bakery has the best rating?", "order two cinnamon buns and a sourdough loaf from there"])
    assert made[1] == [("bakery_products", {"bakery_id": "BK-1"}),
                       ("order_pickup", {"bakery_id": "BK-1", "lines": [{"product_id": "P-11", "count": 2}, {"product_id": "P-10", "count": 1}]})]
    made = converse(BAKE_FNS, BAKE_TOOLS, ["which bakery has the best rating?", "order a baguette from there"])
    assert all(name != "order_pickup" for name, _ in made[1]), "no baguette is listed: nothing is ordered (and never with the bakery's id as a product)"


CABINS = fn("find_cabins", "Holiday cabins free for a stay.", {"lake": {"type": "string"}, "check_in": {"type": "string"},
                                                              "nights": {"type": "integer"}, "guests": {"type": "integer"}}, required=["lake", "check_in", "nights"])
FERRY = fn("find_ferries", "Ferries between two ports on a day (YYYY-MM-DD).", {"origin": {"type": "string"}, "destination": {"type": "string"},
                                                                               "day": {"type": "string"}})
FX = fn("convert_money", "Convert an amount between currencies.", {"amount": {"type": "number"}, "from_currency": {"type": "string"},
                                                                   "to_currency": {"type": "string"}})


def test_a_stay_from_one_day_to_another_is_its_nights_and_people_are_guests_not_nights() -> None:
    made = calls("cabins at Lake Bled for 2 people from the 20th to the 23rd", [CABINS])
    assert made == [("find_cabins", {"lake": "Lake Bled", "check_in": "2026-11-20", "nights": 3, "guests": 2})]


def test_where_a_trip_goes_is_never_where_it_starts_and_a_conversion_is_said_as_one() -> None:
    made = calls("any ferries to Split on Friday?", [FERRY], instructions="Today is Tuesday, 17 November 2026. The traveller lives in Ancona.")
    assert made == [("find_ferries", {"origin": "Ancona", "destination": "Split", "day": "2026-11-20"})]
    fx = {"convert_money": lambda amount, from_currency, to_currency: {"amount": amount, "from": from_currency, "to": to_currency, "result": 47.1, "rate": 0.942}}
    made, answers = talk(fx, [FX], ["how much is 50 euros in Swiss francs?"], instructions="")
    assert made[0] == [("convert_money", {"amount": 50, "from_currency": "EUR", "to_currency": "CHF"})]
    assert answers == ["50 EUR is 47.1 CHF (rate 0.942)."]


def test_two_lookups_asked_with_and_are_both_made_even_across_a_stay() -> None:
    made = calls("find me ferries to Split on the 20th and a cabin at Lake Bled for 3 nights from then", [FERRY, CABINS],
                 instructions="Today is Tuesday, 17 November 2026. The traveller lives in Ancona.")
    assert sorted(made, key=lambda c: c[0]) == [("find_cabins", {"lake": "Lake Bled", "check_in": "2026-11-20", "nights": 3}),
                                                ("find_ferries", {"origin": "Ancona", "destination": "Split", "day": "2026-11-20"})]


POOL_HOURS = fn("pool_hours", "Opening hours of the swimming pool on a date (YYYY-MM-DD).", {"date": {"type": "string", "format": "date"}})
POOL_LANES = fn("list_lane_sessions", "Lane-swim sessions with their date and price.")
POOL_CLOSE = fn("close_lane", "Close a swimming lane for maintenance.", {"lane": {"type": "integer"}})


def test_a_verb_after_when_you_is_what_is_asked_about_not_an_action() -> None:
    made = calls("Would you be so kind as to tell me when you close this Saturday?", [POOL_HOURS, POOL_LANES, POOL_CLOSE])
    assert made == [("pool_hours", {"date": "2026-11-21"})]  # 'close' is when the pool closes: close_lane is no part of it


def test_a_lookups_missing_day_is_asked_for_not_picked_from_another_list() -> None:
    made = decide("what are the opening hours?", [POOL_HOURS, POOL_LANES, POOL_CLOSE])
    assert made.calls == [] and "date" in (made.text or "") and (made.text or "").endswith("?")


BEDS = [{"bed": "roses", "moisture_pct": 18, "misting": False}, {"bed": "herbs", "moisture_pct": 35, "misting": True},
        {"bed": "ferns", "moisture_pct": 70, "misting": False}]
BED_FNS = {"list_beds": lambda: {"beds": BEDS}, "mist_bed": lambda bed, minutes: {"bed": bed, "minutes": minutes},
           "halt_misting": lambda bed: {"bed": bed, "status": "halted"}}
BED_TOOLS = [fn("list_beds", "Every flower bed with its soil moisture and whether it is misting now."),
             fn("mist_bed", "Mist one bed for some minutes.", {"bed": {"type": "string", "enum": ["roses", "herbs", "ferns"]}, "minutes": {"type": "integer"}}),
             fn("halt_misting", "Stop misting a bed.", {"bed": {"type": "string", "enum": ["roses", "herbs", "ferns", "all"]}})]


def bed_talk(turns: list[str]) -> tuple[list[list[tuple[str, dict[str, Any]]]], list[str]]:
    return talk(BED_FNS, BED_TOOLS, turns)


def test_a_remark_acts_on_nothing_and_a_quarter_of_an_hour_is_fifteen_minutes() -> None:
    made, answers = bed_talk(["the roses look really dry"])
    assert made[0] == [] and answers[0].endswith("?")  # an offer, not misting nobody asked for
    made, _answers = bed_talk(["mist the herbs for a quarter of an hour"])
    assert made[0] == [("mist_bed", {"bed": "herbs", "minutes": 15})]


def test_now_lookups_the_driest_and_turning_it_off_never_stops_them_all() -> None:
    made, answers = bed_talk(["is anything misting right now?", "turn it off"])
    assert made[0] == [("list_beds", {})] and "herbs" in answers[0]
    assert ("halt_misting", {"bed": "all"}) not in made[1]  # "it" is one bed: never every bed by default
    made, answers = bed_talk(["which bed is driest?", "stop everything"])
    assert answers[0].startswith("The driest bed — roses")
    assert made[1] == [("halt_misting", {"bed": "all"})]  # "everything" says all


def test_a_trip_between_two_places_written_in_lower_case_is_still_planned() -> None:
    route = fn("plan_walk", "A walking route between two places.", {"origin": {"type": "string"}, "destination": {"type": "string"}})
    assert calls("how do i walk from the botanic garden to fish quay?", [route]) == [
        ("plan_walk", {"origin": "Botanic Garden", "destination": "Fish Quay"})]
    assert calls("how do i get from here to there", [route]) == []  # nothing named: nothing made up


def test_a_remark_is_not_a_lookup_of_a_word_one_of_its_options_happens_to_be() -> None:
    invoices = fn("list_invoices", "The member's invoices.", {"status": {"type": "string", "enum": ["Open", "Paid", "Overdue"]}}, required=[])
    rooms = fn("find_rooms", "Quiet rooms free now.", {"floor": {"type": "integer"}}, required=[])
    assert calls("the open area is sooo loud today", [invoices, rooms]) == []  # not invoices with status Open
    assert calls("show my open invoices", [invoices, rooms]) == [("list_invoices", {"status": "Open"})]


def test_a_name_ending_in_a_verb_acts_by_it_and_a_plural_ending_is_a_noun() -> None:
    refund = fn("issue_refund", "Issue a refund for an order.", {"order_id": {"type": "string"}, "amount_usd": {"type": "number"}})
    assert calls("Please refund order ORD-1234 for $25.50.", [refund]) == [("issue_refund", {"order_id": "ORD-1234", "amount_usd": 25.5})]
    assert profile(fn("my_holds", "The member's holds."), 0).act is False  # holds are things held, not "hold"
    assert profile(fn("hold_status", "Where one hold is.", {"hold_ref": {"type": "string"}}), 0).act is False


COURTS = [{"court_id": "CT-1", "name": "Centre Court", "surface": "clay"}, {"court_id": "CT-2", "name": "Riverside", "surface": "hard"}]
COURT_FNS = {
    "find_courts": lambda sport: {"sport": sport, "courts": COURTS},
    "court_slots": lambda court_id, day, players: {"court_id": court_id, "day": day, "players": players, "free": ["17:00", "18:30"]},
    "reserve_court": lambda court_id, day, start, end, players: {"reservation_id": "RS-77", "court_id": court_id, "day": day,
                                                                 "start": start, "end": end, "players": players, "status": "reserved"},
    "change_reservation": lambda reservation_id, start=None, players=None: {"reservation_id": reservation_id, "start": start,
                                                                            "players": players, "status": "changed"},
}
COURT_TOOLS = [
    fn("find_courts", "Find courts for a sport.", {"sport": {"type": "string"}}),
    fn("court_slots", "Free start times on a court.", {"court_id": {"type": "string"}, "day": {"type": "string", "format": "date"},
                                                      "players": {"type": "integer"}}),
    fn("reserve_court", "Reserve a court from a start to an end time.", {
        "court_id": {"type": "string"}, "day": {"type": "string", "format": "date"}, "start": {"type": "string", "description": "HH:MM"},
        "end": {"type": "string", "description": "HH:MM"}, "players": {"type": "integer"}}),
    fn("change_reservation", "Change the start time or the number of players of a reservation.", {
        "reservation_id": {"type": "string"}, "start": {"type": "string", "description": "HH:MM"}, "players": {"type": "integer"}},
       required=["reservation_id"]),
]


def test_a_follow_up_keeps_the_day_and_head_count_said_in_the_turns_it_continues() -> None:
    made, _answers = talk(COURT_FNS, COURT_TOOLS, ["any tennis courts? we want to play on Friday", "is the first one free for four of us?",
                                                   "ok reserve it from 5 to 6"])
    assert made[1] == [("court_slots", {"court_id": "CT-1", "day": "2026-11-20", "players": 4})]  # Friday, said a turn before
    assert made[2] == [("reserve_court", {"court_id": "CT-1", "day": "2026-11-20", "start": "17:00", "end": "18:00", "players": 4})]


def test_moving_it_to_a_bare_hour_stays_in_its_half_of_the_day_and_an_opening_sorry_changes_nothing() -> None:
    reserve = "reserve Centre Court CT-1 on Friday from 5pm to 6pm for 2 players"
    for follow_up, wanted in (("push it to half 6", {"start": "18:30"}), ("sorry, and make it 4 players", {"players": 4}),
                              ("can we move it to 7?", {"start": "19:00"})):
        made, _answers = talk(COURT_FNS, COURT_TOOLS, [reserve, follow_up])
        assert [name for name, _args in made[1]] == ["change_reservation"], follow_up
        assert {key: made[1][0][1].get(key) for key in ("reservation_id", *wanted)} == {"reservation_id": "RS-77", **wanted}, follow_up


def test_a_range_of_bare_hours_is_a_time_range_unless_it_counts_something() -> None:
    def hours(text: str) -> list[tuple[str, str]]:
        return [(a.iso_time(), b.iso_time()) for a, b in values(text, "range") if a.kind == "time"]

    assert hours("book it from 2 to 4") == [("14:00", "16:00")]
    assert hours("a double kayak saturday morning, 10 til 12, for two") == [("10:00", "12:00")]
    for counted in ("a table for 5 to 10 people", "from 5 to 10 people", "from 10 to 14 December", "kids aged 8-12"):
        assert values(counted, "time") == [] and hours(counted) == [], counted


def test_a_city_after_for_is_a_place_and_the_second_of_a_pair_is_what_the_first_is() -> None:
    found = [(m.kind, m.value) for m in gather("a booking assistant for Bristol and Bath", TODAY).mentions]
    assert found == [("place", "Bristol"), ("place", "Bath")]
    assert values("a table for Carter", "person") == ["Carter"]


BASKET_TOOLS = [
    fn("find_items", "Search the shop's items by name.", {"query": {"type": "string"}}),
    fn("put_in_basket", "Add an item to the basket.", {"item_id": {"type": "string"}, "qty": {"type": "integer"}}, required=["item_id"]),
    fn("drop_from_basket", "Remove an item from the basket.", {"item_id": {"type": "string"}}),
    fn("add_gift_note", "Add a gift note to the order.", {"note": {"type": "string"}}),
]
BASKET_FNS = {
    "find_items": lambda query: {"items": [{"item_id": "IT-9", "name": "Oat milk 1L", "price": 1.6}]},
    "put_in_basket": lambda item_id, qty=1: {"item_id": item_id, "qty": qty, "status": "added"},
    "drop_from_basket": lambda item_id: {"item_id": item_id, "status": "removed"},
    "add_gift_note": lambda note: {"note": note, "status": "added"},
}


def test_taking_a_thing_out_removes_it_and_a_bare_add_verb_does_not_add_another_kind_of_thing() -> None:
    made, _answers = talk(BASKET_FNS, BASKET_TOOLS, ["take the oat milk out of my basket"])
    assert [name for name, _args in made[0]] == ["find_items", "drop_from_basket"]  # never put_in_basket
    made, _answers = talk(BASKET_FNS, BASKET_TOOLS, ["add a bottle opener"])
    assert "add_gift_note" not in [name for name, _args in made[0]]  # a bottle opener is not a gift note


def test_get_me_two_after_a_price_buys_them() -> None:
    passes = [fn("pass_prices", "Prices of the gym's passes.", {}),
              fn("buy_pass", "Buy gym passes.", {"kind": {"type": "string", "enum": ["day", "month"]}, "count": {"type": "integer"}})]
    fns = {"pass_prices": lambda: {"prices": {"day": {"adult": 9.0, "student": 6.0}, "month": {"adult": 45.0, "student": 30.0}}, "currency": "EUR"},
           "buy_pass": lambda kind, count: {"order": "GP-1", "kind": kind, "count": count}}
    made, answers = talk(fns, passes, ["how much is a day pass?", "great, get me two"])
    assert answers[0] == "Day: adult €9 and student €6."
    assert made[1] == [("buy_pass", {"kind": "day", "count": 2})]


SWIM_INSTRUCTIONS = ("Today is Tuesday, 17 November 2026. The parent is Mia Park; her children are Lena Park (swimmer_id SW-11) "
                     "and Jonah Park (swimmer_id SW-12).")
LESSONS = [{"lesson_id": "LS-1", "swimmer_id": "SW-11", "stroke": "Backstroke", "coach": "Ines Duarte", "start": "2026-11-19T17:00", "minutes": 30},
           {"lesson_id": "LS-2", "swimmer_id": "SW-11", "stroke": "Butterfly", "coach": "Tom Reyes", "start": "2026-11-21T10:00", "minutes": 30}]
SWIM_FNS = {
    "list_lessons": lambda swimmer_id=None: {"lessons": [x for x in LESSONS if swimmer_id in (None, x["swimmer_id"])]},
    "swimmer_badges": lambda swimmer_id: {"swimmer": swimmer_id, "swimmer_id": swimmer_id, "badges": [{"badge_id": "BG-4", "name": "25 m"}]},
    "order_certificate": lambda badge_id: {"badge_id": badge_id, "status": "ordered"},
    "change_lesson": lambda lesson_id, minutes=None: {"lesson_id": lesson_id, "minutes": minutes, "status": "changed"},
}
SWIM_TOOLS = [
    fn("list_lessons", "Upcoming lessons.", {"swimmer_id": {"type": ["string", "null"], "description": "null = every child"}}, required=[]),
    fn("swimmer_badges", "The badges a swimmer has earned.", {"swimmer_id": {"type": "string"}}),
    fn("order_certificate", "Order a printed certificate for a badge.", {"badge_id": {"type": "string"}}),
    fn("change_lesson", "Change the length of a lesson.", {"lesson_id": {"type": "string"}, "minutes": {"type": "integer"}}),
]


def test_a_first_name_picks_the_child_the_instructions_list_and_a_list_answers_who_and_when() -> None:
    made, answers = talk(SWIM_FNS, SWIM_TOOLS, ["what lessons has Lena got?", "who's the butterfly one with, and when?",
                                                "can you make that one 45 minutes instead"], SWIM_INSTRUCTIONS)
    assert made[0] == [("list_lessons", {"swimmer_id": "SW-11"})]  # "Lena" alone: Park is both children's
    assert made[1] == [] and "Tom Reyes" in answers[1] and "21 November 2026 at 10:00" in answers[1]
    assert made[2] == [("change_lesson", {"lesson_id": "LS-2", "minutes": 45})]


def test_the_id_a_list_comes_wrapped_in_is_not_the_id_of_its_items() -> None:
    made, _answers = talk(SWIM_FNS, SWIM_TOOLS, ["order a certificate for Jonah's 25 m badge"], SWIM_INSTRUCTIONS)
    assert made[0] == [("swimmer_badges", {"swimmer_id": "SW-12"}), ("order_certificate", {"badge_id": "BG-4"})]


def test_an_ops_request_names_its_service_and_a_kebab_case_project() -> None:
    restart = fn("restart_service", "Restart every replica of a service.", {"project_id": {"type": "string"}, "service": {"type": "string"}})
    assert calls("restart the worker in checkout-prod", [restart]) == [("restart_service", {"project_id": "checkout-prod", "service": "worker"})]
    assert calls("restart service web-2 in project CP-1", [restart]) == [("restart_service", {"project_id": "CP-1", "service": "web-2"})]
    assert calls("restart the service in project CP-1", [restart]) == []  # which service? asked, not CP-1 twice
    assert values("add semi-skimmed milk", "id") == []  # a word follows it: not a name in kebab case


def test_ill_take_the_one_offered_buys_it_and_a_wrapped_record_gives_its_id() -> None:
    tools = [fn("list_plans", "Plans on offer.", {}), fn("buy_plan", "Buy a plan.", {"plan_code": {"type": "string"}}),
             fn("current_trip", "The trip in progress."), fn("finish_trip", "Finish a trip.", {"trip_id": {"type": "string"}})]
    fns = {"list_plans": lambda: {"current_plan": "none", "available": [{"plan_code": "lite", "name": "Lite", "price_sek": 49.5},
                                                                       {"plan_code": "max", "name": "Max", "price_sek": 99.0}]},
           "buy_plan": lambda plan_code: {"plan_code": plan_code, "status": "active"},
           "current_trip": lambda: {"active_trip": {"trip_id": "TR-9", "minutes": 12}},
           "finish_trip": lambda trip_id: {"trip_id": trip_id, "fare_sek": 31.5}}
    made, answers = talk(fns, tools, ["what plans have you got?", "I'll take the max one"])
    assert answers[0].startswith("I found 2 plans: Lite (lite): price 49.50 SEK")  # "plans", not "availables"
    assert made[1] == [("buy_plan", {"plan_code": "max"})]
    made, answers = talk(fns, tools, ["please finish my trip"])
    assert made[0] == [("current_trip", {}), ("finish_trip", {"trip_id": "TR-9"})] and "31.50 SEK" in answers[0]


def test_let_me_in_unlocks_the_door_said_and_a_word_all_options_share_names_none() -> None:
    doors = fn("set_door", "Lock or unlock a door.", {"door_id": {"type": "string", "enum": ["door_porch", "door_yard", "door_shed"],
                                                                  "description": "door_porch = porch, door_yard = yard gate, door_shed = shed"},
                                                      "state": {"type": "string", "enum": ["locked", "unlocked"]}})
    assert calls("I'm locked out at the shed, can you let me in?", [doors]) == [("set_door", {"door_id": "door_shed", "state": "unlocked"})]
    assert calls("lock the yard door", [doors]) == [("set_door", {"door_id": "door_yard", "state": "locked"})]


def test_a_value_like_the_examples_a_description_gives_fills_it() -> None:
    tutors = fn("find_coaches", "Find coaches.", {"sport": {"type": "string", "description": "e.g. Tennis, Squash, Padel"},
                                                  "max_rate": {"type": ["number", "null"]}}, required=["sport", "max_rate"])
    assert calls("any squash coaches under £30 an hour?", [tutors]) == [("find_coaches", {"sport": "Squash", "max_rate": 30})]


def test_advice_that_names_nothing_a_tool_is_about_gets_words_and_no_offer() -> None:
    tools = [fn("find_coaches", "Find coaches by sport.", {"sport": {"type": "string"}}),
             fn("book_lesson", "Book a lesson with a coach.", {"coach_id": {"type": "string"}})]
    reply = decide("Any tips for a kid who hates losing? Not looking to book anything, just ideas.", tools)
    assert reply.calls == [] and reply.text.startswith("That's a request for advice") and "Would you like me to" not in reply.text


def test_several_things_to_add_become_a_line_each_from_one_search() -> None:
    tools = [fn("find_goods", "Search the shop's goods by text; returns their sku.", {"query": {"type": "string"}}),
             fn("add_lines", "Add goods to the cart.", {"goods": {"type": "array", "items": {"type": "object", "properties": {
                 "sku": {"type": "string"}, "qty": {"type": "integer"}}, "required": ["sku", "qty"]}}})]
    fns = {"find_goods": lambda query: {"results": [{"sku": "S-1", "name": "Rye sourdough loaf"}, {"sku": "S-2", "name": "White loaf"},
                                                    {"sku": "S-3", "name": "Butter croissants x6"}]},
           "add_lines": lambda goods: {"status": "added", "goods": goods}}
    made, answers = talk(fns, tools, ["add 2 rye loaves and six croissants to my cart"])
    assert made[0][-1] == ("add_lines", {"goods": [{"sku": "S-1", "qty": 2}, {"sku": "S-3", "qty": 1}]})  # six croissants: one pack of six
    assert "2 Rye sourdough loaf" in answers[0]


def test_colloquial_adds_and_removes_act_on_the_basket_said() -> None:
    tools = [fn("basket", "What is in the basket."), fn("find_goods", "Search the shop's goods by text; returns their sku.", {"query": {"type": "string"}}),
             fn("add_to_cart", "Add goods to the cart.", {"goods": {"type": "array", "items": {"type": "object", "properties": {
                 "sku": {"type": "string"}, "qty": {"type": "integer"}}, "required": ["sku", "qty"]}}}),
             fn("remove_from_cart", "Remove a product from the cart.", {"sku": {"type": "string"}})]
    fns = {"basket": lambda: {"items": [{"sku": "S-1", "name": "Rye sourdough loaf", "qty": 1}, {"sku": "S-7", "name": "Oat milk", "qty": 2}]},
           "find_goods": lambda query: {"results": [{"sku": "S-9", "name": "Dairy-free spread 250g"}]} if "dairy" in query else {"results": []},
           "add_to_cart": lambda goods: {"status": "added", "goods": goods}, "remove_from_cart": lambda sku: {"sku": sku, "status": "removed"}}
    made, answers = talk(fns, tools, ["what's in my basket?", "bin the rye loaf", "and chuck in two tubs of the dairy free spread"])
    assert answers[0].startswith("I found 2 items")
    assert made[1] == [("remove_from_cart", {"sku": "S-1"})]
    assert made[2] == [("find_goods", {"query": "dairy free spread"}), ("add_to_cart", {"goods": [{"sku": "S-9", "qty": 2}]})]


def test_my_last_three_is_a_history_with_a_limit_and_its_items_answer_how_long_and_what_it_cost() -> None:
    tools = [fn("current_trip", "The trip in progress."), fn("trip_history", "Past trips, newest first.", {"limit": {"type": "integer"}}, required=[])]
    trips = [{"trip_id": "T-3", "vehicle": "scooter", "minutes": 11, "fare_sek": 31.5}, {"trip_id": "T-2", "vehicle": "bike", "minutes": 20, "fare_sek": 12.0}]
    fns = {"current_trip": lambda: {"active_trip": None}, "trip_history": lambda limit=10: {"trips": trips[:limit]}}
    made, answers = talk(fns, tools, ["show me my last 2 trips", "how long was the scooter one and what did it cost me?"])
    assert made[0] == [("trip_history", {"limit": 2})]  # `trip_history` reads, whatever "trip" could mean as a verb
    assert made[1] == [] and "11" in answers[1] and "31.50 SEK" in answers[1]


def test_hows_it_looking_asks_for_status_and_do_the_other_one_too_repeats_the_action_on_it() -> None:
    tools = [fn("get_queue_health", "Live health of a queue: depth, consumers, lag.", {"clusterId": {"type": "string"}, "queueName": {"type": "string"}}),
             fn("list_clusters", "Clusters with their id and name."),
             fn("set_consumers", "Set the number of consumers of a queue.", {"target": {"type": "object", "properties": {
                 "cluster_id": {"type": "string"}, "queue": {"type": "string"}}, "required": ["cluster_id", "queue"]},
                 "consumers": {"type": "integer"}})]
    fns = {"get_queue_health": lambda clusterId, queueName: {"cluster_id": clusterId, "queue": queueName, "health": "lagging", "lag_s": 40},
           "list_clusters": lambda: {"clusters": [{"cluster_id": "eu-main", "name": "Europe main"}]},
           "set_consumers": lambda target, consumers: {"target": target, "consumers": consumers, "status": "scaling"}}
    made, answers = talk(fns, tools, ["how's the orders queue in eu-main looking?", "set it to 8 consumers", "do the refunds too, four consumers"])
    assert made[0] == [("get_queue_health", {"clusterId": "eu-main", "queueName": "orders"})] and "lagging" in answers[0]
    assert made[1] == [("set_consumers", {"target": {"cluster_id": "eu-main", "queue": "orders"}, "consumers": 8})]
    assert made[2] == [("set_consumers", {"target": {"cluster_id": "eu-main", "queue": "refunds"}, "consumers": 4})]


def test_one_of_my_tickets_of_an_order_is_its_first_ticket_and_the_answer_names_the_recipient() -> None:
    tools = [fn("my_orders", "The user's orders with their tickets."),
             fn("transfer_ticket", "Transfer a ticket to someone.", {"ticket_id": {"type": "string"}, "to": {"type": "object", "properties": {
                 "name": {"type": "string"}, "email": {"type": "string", "format": "email"}}, "required": ["name", "email"]}})]
    fns = {"my_orders": lambda: {"orders": [{"order_id": "O-1", "event": "Winter Gala", "tickets": [{"ticket_id": "T-11"}, {"ticket_id": "T-12"}]},
                                            {"order_id": "O-2", "event": "Jazz Brunch", "tickets": [{"ticket_id": "T-21"}]}]},
           "transfer_ticket": lambda ticket_id, to: {"ticket_id": ticket_id, "status": "pending"}}
    made, answers = talk(fns, tools, ["please send one of my Winter Gala tickets to Ana Diaz, ana@example.org"])
    assert made[0][-1] == ("transfer_ticket", {"ticket_id": "T-11", "to": {"name": "Ana Diaz", "email": "ana@example.org"}})
    assert "Ana Diaz" in answers[0]


def test_a_question_beside_an_action_is_answered_by_what_the_action_returned() -> None:
    tools = [fn("renew_loan", "Renew a library loan.", {"loan_id": {"type": "string"}})]
    fns = {"renew_loan": lambda loan_id: {"loan_id": loan_id, "due": "2026-12-08",
                                          "rules": "Renewals: each loan can be renewed twice. Late returns cost 20p a day per item."}}
    made, answers = talk(fns, tools, ["renew loan LN-77 please. Also is there a fine if I return it late?"])
    assert made[0] == [("renew_loan", {"loan_id": "LN-77"})] and "Late returns cost 20p a day" in answers[0]


def test_a_second_moment_in_its_own_clause_is_the_other_end_of_the_same_search() -> None:
    search = fn("find_vans", "Find vans to hire.", {"depot": {"type": "string"}, "from_time": {"type": "string", "format": "date-time"},
                                                    "to_time": {"type": "string", "format": "date-time"}})
    made = calls("Need a van from the Leeds depot, collect Friday 9am, bring it back Sunday 6pm.", [search])
    assert [name for name, _args in made] == ["find_vans"]
    assert made[0][1]["from_time"].startswith("2026-11-20T09:00") and made[0][1]["to_time"].startswith("2026-11-22T18:00")


def test_an_optional_search_phrase_is_left_out_when_the_filters_say_it_all() -> None:
    events = fn("find_events", "Search events.", {"city": {"type": "string"}, "category": {"type": "string", "enum": ["comedy", "music", "theatre"]},
                                                  "date": {"type": "string", "format": "date"}, "query": {"type": "string", "description": "Free text"}},
                required=["city"])
    assert calls("any comedy shows in Leeds tomorrow night?", [events]) == [("find_events", {"city": "Leeds", "category": "comedy", "date": "2026-11-18"})]


def test_a_number_joined_to_a_word_is_a_measure_not_an_id() -> None:
    assert values("a $600k home on a 30-year fixed", "id") == [] and values("a 3-bed in Leeds", "id") == []
    assert values("where is order 12-AB?", "id") == ["12-AB"]


# --- cues, parts of the day and "the other one" (2026-12-02) -------------------------------------

FERRY_TOOLS = [fn("search_sailings", "Search ferry sailings.", {
    "from_port": {"type": "string"}, "to_port": {"type": "string"}, "outbound_date": {"type": "string", "format": "date"},
    "return_date": {"anyOf": [{"type": "string", "format": "date"}, {"type": "null"}], "description": "null for a single"}},
    required=["from_port", "to_port", "outbound_date", "return_date"])]


def test_a_to_before_a_place_does_not_make_the_date_after_it_an_end() -> None:
    assert [m.role for m in gather("ferries from Portsmouth to Bilbao on the 3rd", TODAY).mentions if m.kind == "date"] == [None]
    assert [m.role for m in gather("staying until the 3rd", TODAY).mentions if m.kind == "date"] == ["end"]
    made = calls("ferries from Portsmouth to Bilbao on the 3rd", FERRY_TOOLS)
    assert made[0][1]["outbound_date"] == "2026-12-03" and made[0][1]["return_date"] is None


VAN_TOOLS = [fn("quote_van", "Quote a van hire between a pick-up and a drop-off moment.", {
    "depot": {"type": "string"}, "pickup_at": {"type": "string", "format": "date-time"},
    "dropoff_at": {"type": "string", "format": "date-time"}})]


def test_a_trip_with_one_day_said_asks_for_the_other_end_instead_of_repeating_the_first() -> None:
    made = decide("how much would a van from the Hull depot be on Thursday?", VAN_TOOLS)
    assert not made.calls and "?" in (made.text or "")
    both = calls("how much would a van from the Hull depot be from Thursday at 8am until Friday at 6pm?", VAN_TOOLS)
    assert both[0][1]["pickup_at"].startswith("2026-11-19T08:00") and both[0][1]["dropoff_at"].startswith("2026-11-20T18:00")


ALARM_TOOLS = [fn("alarm_events", "Alarm panel events after a moment.", {"after": {"type": "string", "format": "date-time"}}),
               fn("book_engineer", "Book an engineer visit.", {"visit_at": {"type": "string", "format": "date-time"}})]


def test_since_a_part_of_the_day_starts_at_its_beginning_but_a_visit_in_it_keeps_its_usual_time() -> None:
    assert [(n, a["after"][:16]) for n, a in calls("any alarm events this afternoon?", ALARM_TOOLS)] == [("alarm_events", "2026-11-17T12:00")]
    assert [(n, a["visit_at"][:16]) for n, a in calls("book an engineer tomorrow morning", ALARM_TOOLS)] == [("book_engineer", "2026-11-18T09:00")]


OVEN_FNS = {
    "list_ovens": lambda: {"ovens": [{"oven_id": "ov-main", "name": "Main oven"}, {"oven_id": "ov-steam", "name": "Steam oven"}]},
    "oven_temperature": lambda oven_id: {"oven_id": oven_id, "celsius": {"ov-main": 180, "ov-steam": 95}[oven_id]},
}
OVEN_TOOLS = [fn("list_ovens", "The kitchen's ovens with their oven_id."),
              fn("oven_temperature", "Current temperature of one oven.", {"oven_id": {"type": "string"}})]


def test_and_the_other_named_one_asks_the_last_lookup_again_for_that_item_of_the_list() -> None:
    made, answers = talk(OVEN_FNS, OVEN_TOOLS, ["how hot is the main oven?", "and the steam one?"])
    assert made[1] == [("oven_temperature", {"oven_id": "ov-steam"})] and "95" in answers[1]


def test_a_record_named_by_a_comparison_word_is_that_record() -> None:
    from labkit.sim.engine.chain import choose

    ovens = [{"oven_id": "ov-main", "name": "Main oven"}, {"oven_id": "ov-top", "name": "Top oven"}]
    text = "and the top one?"
    assert choose(ovens, gather(text, TODAY), (0, len(text))).elements == [ovens[1]]


BILL_TOOLS = [fn("list_invoices", "The account's invoices with their invoice_id and amount."),
              fn("pay_invoice", "Pay an invoice before its due date.", {"invoice_id": {"type": "string"}}),
              fn("dispute_invoice", "Dispute a charge on an invoice.", {"invoice_id": {"type": "string"}, "reason": {"type": "string"}})]


def test_a_question_only_the_actions_speak_of_reads_the_one_list_of_their_things() -> None:
    assert calls("what's due this week?", BILL_TOOLS) == [("list_invoices", {})]


GROOM_FNS = {
    "list_groomings": lambda: {"groomings": [{"grooming_id": "GR-1", "dog": "Rex", "at": "2026-11-20T10:00"},
                                             {"grooming_id": "GR-2", "dog": "Bella", "at": "2026-11-21T10:00"}]},
    "skip_grooming": lambda grooming_id: {"grooming_id": grooming_id, "status": "skipped"},
    "book_grooming": lambda dog, at: {"grooming_id": "GR-9", "status": "booked"},
}
GROOM_TOOLS = [fn("list_groomings", "Upcoming grooming visits with their grooming_id."),
               fn("skip_grooming", "Skip one grooming visit.", {"grooming_id": {"type": "string"}}),
               fn("book_grooming", "Book a grooming visit.", {"dog": {"type": "string"}, "at": {"type": "string", "format": "date-time"}})]


def test_a_possessive_next_is_which_visit_not_a_step_of_a_procedure() -> None:
    made, _answers = talk(GROOM_FNS, GROOM_TOOLS, ["please skip Rex's next grooming, we're travelling"])
    assert made[0] == [("list_groomings", {}), ("skip_grooming", {"grooming_id": "GR-1"})]


def test_a_run_of_seat_codes_is_not_a_postcode_but_a_london_district_still_is() -> None:
    assert [(m.kind, m.value) for m in gather("rows G3 to G5 and seats F7 to F9", TODAY).mentions if m.kind in ("id", "postcode")] == [
        ("id", "G3"), ("id", "G5"), ("id", "F7"), ("id", "F9")]
    assert values("any flats near SW3 or from E2?", "postcode") == ["SW3", "E2"]


def test_a_noun_verb_before_its_object_acts_whatever_the_description_begins_with() -> None:
    for name, description in (("report_absence", "Tell the school a pupil will miss a lesson."), ("order_replacement", "Get a new card sent out.")):
        assert profile(Tool(name, description, {"type": "object", "properties": {}}), 0).act, name
    for name in ("order_status", "book_search", "report_summary"):
        assert not profile(Tool(name, "Look it up.", {"type": "object", "properties": {}}), 0).act, name
    absence = [fn("report_absence", "Tell the school a pupil will miss a lesson.", {"pupil": {"type": "string"}, "date": {"type": "string", "format": "date"}}),
               fn("attendance", "A pupil's arrival and leaving times.", {"pupil": {"type": "string"}})]
    assert "report_absence" not in [n for n, _ in calls("what time did Ada leave school yesterday?", absence)]


PASS_TOOLS = [fn("reserve_lockers", "Reserve lockers on an upcoming visit.", {"visit_ref": {"type": "string"}}),
              fn("book_visit", "Book a museum visit.", {"day": {"type": "string", "format": "date"}, "visitors": {"type": "integer"}})]


def test_the_verb_said_beats_a_synonym_of_it() -> None:
    assert [n for n, _ in calls("book a visit for 2 on Friday", PASS_TOOLS)] == ["book_visit"]


def test_a_us_date_with_its_weekday_keeps_its_year() -> None:
    assert values("Today is Monday, March 1, 2027, and it is 9 am", "date")[-1] == "2027-03-01"


TENT_TOOLS = [fn("hire_tent", "Hire a festival tent.", {"day": {"type": "string", "format": "date"}, "campers": {"type": "integer"}})]


def test_a_hedged_could_i_please_book_is_a_request_and_just_me_and_my_friend_is_two() -> None:
    made = calls("Could I please book a tent on the 3rd? It's just me and my friend", TENT_TOOLS)
    assert made == [("hire_tent", {"day": "2026-12-03", "campers": 2})]
    assert calls("could I possibly hire a tent on the 3rd, just me", TENT_TOOLS) == [("hire_tent", {"day": "2026-12-03", "campers": 1})]


def test_a_language_typed_in_lower_case_before_a_teaching_noun_is_its_code() -> None:
    assert values("find me a japanese tutor", "language") == ["ja"] and values("spanish lessons on tuesdays", "language") == ["es"]
    assert values("a podcast for learning french", "language") == []  # what it is about, not its language


METER_TOOLS = [fn("meter_readings", "Readings of the home's meters over a period.", {
    "series": {"type": "array", "items": {"type": "string", "enum": ["water_usage", "heat_pump_output", "ev_charging"]}},
    "window": {"type": "object", "properties": {"from": {"type": "string", "description": "First day, YYYY-MM-DD"},
                                                "to": {"type": "string", "description": "Last day, YYYY-MM-DD"}},
               "required": ["from", "to"]}}, required=["series", "window"])]


def test_an_option_of_an_array_says_what_the_one_tool_reads_and_a_day_fills_both_ends_of_a_range_object() -> None:
    assert calls("how much did the heat pump output last sunday?", METER_TOOLS) == [
        ("meter_readings", {"series": ["heat_pump_output"], "window": {"from": "2026-11-15", "to": "2026-11-15"}})]


def test_an_object_missing_a_value_it_must_hold_is_asked_for_not_sent_with_an_empty_string() -> None:
    made = decide("what did the heat pump output?", METER_TOOLS)
    assert not made.calls or all('""' not in c.arguments for c in made.calls)


def test_last_and_a_weekday_is_the_most_recent_one_not_a_year_ago() -> None:
    assert values("what did I spend last Friday?", "date") == ["2026-11-13"]  # today is Tuesday 17 November 2026
    assert values("since last tuesday", "date") == ["2026-11-10"]


def test_named_days_of_the_year_and_the_end_of_the_month_are_dates() -> None:
    assert values("can I get it delivered before christmas?", "date") == ["2026-12-25"]
    assert values("a table on new year's eve", "date") == ["2026-12-31"]
    assert values("pay it by the end of the month", "date") == ["2026-11-30"]
    assert values("how much did we spend last weekend", "date") == ["2026-11-14"]
    assert values("add a christmas tree to the basket", "date") == []


# --- values a request states before the words it shares with a tool (2026-12-02) --------------------

SAILING_TOOLS = [
    fn("get_ferry_status", "Live status of a ferry: delays and cancellations.",
       {"sailing_code": {"type": "string", "description": "e.g. 'FX 204'"}, "date": {"type": "string", "description": "YYYY-MM-DD"}},
       required=["sailing_code"]),
    fn("search_sailings", "Timetable and fares between two ports on a day.",
       {"from_port": {"type": "string", "description": "Departure port"}, "to_port": {"type": "string", "description": "Arrival port"},
        "date": {"type": "string", "description": "YYYY-MM-DD"}}),
    fn("book_sailing", "Book a sailing from search_sailings.", {"sailing_id": {"type": "string"}}),
]


def test_a_lookup_that_needs_an_id_nobody_gave_yields_to_one_whose_values_are_all_stated() -> None:
    made = calls("ferries from Dover to Calais on Friday", SAILING_TOOLS)
    assert made == [("search_sailings", {"from_port": "Dover", "to_port": "Calais", "date": "2026-11-20"})]
    why = " ".join(decide("ferries from Dover to Calais on Friday", SAILING_TOOLS).rationale)
    assert "needs sailing_code" in why


def test_an_example_written_with_a_space_gives_the_shape_of_an_id() -> None:
    assert calls("is the FX 219 ferry on time today?", SAILING_TOOLS) == [("get_ferry_status", {"sailing_code": "FX 219", "date": "2026-11-17"})]


GIG_TOOLS = [
    fn("find_gigs", "Gigs on a date.", {"date": {"type": "string", "format": "date"},
                                        "genre": {"type": "string", "description": "Free text, e.g. 'jazz', 'folk', 'grime'."}},
       required=["date"]),
    fn("find_venues", "Venues open on a date, by district.", {"date": {"type": "string", "format": "date"},
                                                              "district": {"type": "string", "enum": ["north", "south", "docks"]}}),
]


def test_a_value_a_parameter_gives_as_an_example_is_a_value_it_takes() -> None:
    assert calls("any folk on down at the docks tomorrow?", GIG_TOOLS)[0][0] == "find_gigs"


THERAPY_TOOLS = [fn("find_therapy_slots", "Free appointments by type.", {
    "kind": {"type": "string", "enum": ["massage", "physiotherapy", "acupuncture"]},
    "length_minutes": {"type": "integer", "enum": [30, 45, 90]}, "day": {"type": "string", "format": "date"}})]


def test_an_enum_option_is_named_by_a_word_of_its_root_or_by_a_duration() -> None:
    made = calls("any physio free on friday? half an hour would do", THERAPY_TOOLS)
    assert made == [("find_therapy_slots", {"kind": "physiotherapy", "length_minutes": 30, "day": "2026-11-20"})]


PLANNER_TOOLS = [fn("my_plans", "Upcoming plans in the family diary.", {}), fn("find_activities", "Things to do in town on a date.", {"date": {"type": "string"}})]


def test_coming_up_asks_for_what_is_upcoming() -> None:
    assert calls("what have the kids got coming up?", PLANNER_TOOLS) == [("my_plans", {})]


KART_TOOLS = [fn("book_karting", "Book a go-kart session.", {
    "day": {"type": "string", "format": "date"}, "start": {"type": "string", "description": "HH:MM"},
    "hours": {"type": "integer", "minimum": 1, "maximum": 4}, "drivers": {"type": "integer", "minimum": 1},
    "karts": {"type": "integer", "minimum": 1, "default": 1, "description": "How many karts."}}, required=["day", "start", "hours", "drivers"])]


def test_a_bare_hour_range_lasts_its_hours_and_friends_are_people_not_karts() -> None:
    made = calls("book karting on saturday, 2 til 4, for me and my three friends", KART_TOOLS)
    assert made == [("book_karting", {"day": "2026-11-21", "start": "14:00", "hours": 2, "drivers": 4})]


def test_after_a_bare_hour_is_a_time_and_pm_elsewhere_does_not_move_it() -> None:
    assert values("anything after 6?", "time") == ["18:00"] and values("after 6 attempts", "time") == []
    made = calls("book karting tomorrow at 10 for two hours for 3 of us, and also another one on Sunday at 3pm for an hour for 2", KART_TOOLS)
    assert made == [("book_karting", {"day": "2026-11-18", "start": "10:00", "hours": 2, "drivers": 3}),
                    ("book_karting", {"day": "2026-11-22", "start": "15:00", "hours": 1, "drivers": 2})]


def test_a_lower_case_city_before_to_a_city_is_where_the_way_starts() -> None:
    assert [(m.value, m.role) for m in gather("buses manchester to leeds tonight", TODAY).mentions if m.kind == "place"] == [
        ("Manchester", "origin"), ("Leeds", "destination")]


def test_next_week_starts_on_its_monday_and_spans_the_week() -> None:
    assert values("any slots next week?", "date") == ["2026-11-23"]
    assert [(a.date.isoformat(), b.date.isoformat()) for a, b in values("any slots next week?", "range")] == [("2026-11-23", "2026-11-29")]


CLINIC_TOOLS = [fn("find_clinic_slots", "Free slots with a doctor.", {"doctor": {"type": ["string", "null"]}, "day": {"type": "string", "format": "date"}},
                   required=["day"])]


def test_a_surname_after_a_title_in_lower_case_is_a_person() -> None:
    assert calls("has dr okafor got anything on thursday?", CLINIC_TOOLS) == [("find_clinic_slots", {"doctor": "Okafor", "day": "2026-11-19"})]


SHOW_TOOLS = [fn("search_shows", "Search shows in a city.", {"city": {"type": "string"}, "query": {"type": ["string", "null"], "description": "Show or venue"}},
                 required=["city"])]


def test_a_venue_is_not_a_city_and_a_named_show_is_what_is_searched() -> None:
    made = calls("anything left for Velvet Static at the Grand Theatre tonight?", SHOW_TOOLS, instructions="The user lives in Leeds.")
    assert made == [("search_shows", {"city": "Leeds", "query": "Velvet Static"})]


PARK_TOOLS = [fn("find_passes", "Day passes for a park.", {"day": {"type": "string", "format": "date"}, "visitors": {
    "type": "object", "properties": {"adults": {"type": "integer", "minimum": 0}, "children": {"type": "integer", "minimum": 0}},
    "required": ["adults", "children"]}})]


def test_a_count_beside_a_stated_count_in_an_object_is_zero() -> None:
    assert calls("day passes for saturday, 3 adults", PARK_TOOLS) == [("find_passes", {"day": "2026-11-21", "visitors": {"adults": 3, "children": 0}})]


def test_a_message_that_announces_its_questions_is_read_as_them() -> None:
    assert [c.mood for c in clauses("quick question: is the pool open on sundays?")] == ["question"]
    assert [c.mood for c in clauses("two things - what plans have we got, and is it raining")][:1] == ["question"]


RENTAL_TOOLS = [
    fn("book_visit", "Book a visit to a flat for rent.", {"flat_ref": {"type": "string"}, "start": {"type": "string", "format": "date-time"}}),
    fn("search_flats", "Flats for rent in a city.", {"city": {"type": "string"}, "rooms": {"type": "integer"}}, required=["city"]),
]


def test_an_id_of_one_letter_a_hyphen_and_digits_after_at_is_the_things_id_not_a_place() -> None:
    assert calls("book a visit at F-2207 on friday 10:30", RENTAL_TOOLS) == [("book_visit", {"flat_ref": "F-2207", "start": "2026-11-20T10:30:00Z"})]


LOAN_TOOLS = [fn("estimate_car_loan", "Monthly repayments on a car loan.", {
    "car_price": {"type": "number"}, "deposit": {"type": "number", "description": "In pounds"},
    "months": {"type": "integer", "enum": [24, 36, 48, 60]}})]


def test_a_share_of_a_stated_price_is_an_amount_and_a_percent_is_not_an_enum_number() -> None:
    made = calls("what would I pay a month on a £24k car with 25% deposit over a 48-month term?", LOAN_TOOLS)
    assert made == [("estimate_car_loan", {"car_price": 24000, "deposit": 6000, "months": 48})]


RIDE_TOOLS = [fn("start_ride", "Unlock a vehicle and start a ride.", {"vehicle": {"type": "string", "enum": ["scooter", "escooter", "bike"]}}),
              fn("ride_history", "The user's past rides.", {})]


def test_an_e_prefixed_word_names_the_e_option_not_the_plain_one() -> None:
    assert calls("start a ride on an e-scooter", RIDE_TOOLS) == [("start_ride", {"vehicle": "escooter"})]
    assert calls("start a ride on a scooter", RIDE_TOOLS) == [("start_ride", {"vehicle": "scooter"})]


SHOP_TOOLS = [fn("get_delivery_status", "Where the user's delivery is.", {}), fn("find_recipes", "Recipes by ingredient.", {"ingredient": {"type": "string"}})]


def test_what_the_user_says_they_are_not_doing_names_no_tool() -> None:
    assert calls("not delivering anything yet, just curious: what goes well with leeks?", SHOP_TOOLS[:1]) == []
    assert calls("has my delivery arrived yet?", SHOP_TOOLS[:1]) == [("get_delivery_status", {})]


COACH_TOOLS = [fn("my_sessions", "The user's booked coaching sessions.", {}),
               fn("cancel_session", "Cancel a booked session.", {"session_id": {"type": "string"}})]
COACH_FUNCTIONS = {
    "my_sessions": lambda: {"sessions": [
        {"session_id": "CS-1", "start": "2026-11-19T18:00", "coach_id": "K-77", "coach": "Ines Duarte", "venue": "Porto-Norte court"},
        {"session_id": "CS-2", "start": "2026-11-21T09:00", "coach_id": "K-78", "coach": "Bo Lind", "venue": "Lisboa-Sul court"}]},
    "cancel_session": lambda session_id: {"session_id": session_id, "status": "cancelled"},
}


def test_a_record_is_told_by_its_names_not_the_ids_beside_them_and_a_hyphened_place_is_the_one_named() -> None:
    made, answers = talk(COACH_FUNCTIONS, COACH_TOOLS, ["when's my next session?", "cancel the porto one"])
    assert "Ines Duarte" in answers[0] and "K-77" not in answers[0]
    assert made[1] == [("cancel_session", {"session_id": "CS-1"})]


LOCKER_TOOLS = [fn("my_lockers", "Parcels waiting in the user's lockers.", {})]
LOCKER_FUNCTIONS = {"my_lockers": lambda: {"parcels": [
    {"parcel": "Garden hose", "locker": "Station Rd", "arrived": "2026-11-16T10:00", "pickup_by": "2026-11-19T20:00", "slot": "B12"}]}}


def test_a_question_that_ends_with_by_asks_for_the_deadline() -> None:
    _made, answers = talk(LOCKER_FUNCTIONS, LOCKER_TOOLS, ["when do I need to collect the hose by?"])
    assert "2026-11-19" in answers[0] or "19 November" in answers[0]


CRECHE_TOOLS = [fn("attendance_log", "Sign-in and sign-out times of a child.", {"child": {"type": "string"}, "day": {"type": "string", "format": "date"}}),
                fn("book_creche_slot", "Book a creche slot.", {"child": {"type": "string"}, "day": {"type": "string", "format": "date"}})]
CRECHE_FUNCTIONS = {
    "attendance_log": lambda child, day: {"child": child, "day": day, "records": [
        {"day": day, "room": "Robins", "checked_in": "08:14", "checked_in_by": "Mum", "checked_out": "16:55", "checked_out_by": "Dad", "status": "attended"}]},
    "book_creche_slot": lambda child, day: {"booking_id": "CR-1", "status": "confirmed", "charge_gbp": 18.5, "day": day, "child": child},
}


def test_what_time_someone_was_picked_up_is_told_by_the_clock_times_and_a_booking_by_its_charge() -> None:
    _made, answers = talk(CRECHE_FUNCTIONS, CRECHE_TOOLS, ["what time was Noor picked up yesterday?"])
    assert "16:55" in answers[0]
    _made, answers = talk(CRECHE_FUNCTIONS, CRECHE_TOOLS, ["book Noor a creche slot on friday please"])
    assert "£18.50" in answers[0]


DEPOT_TOOLS = [fn("depot_stock", "Vehicles at a depot right now.", {"depot": {"type": "string"}})]
DEPOT_FUNCTIONS = {"depot_stock": lambda depot: {"depot": depot, "vans": 4, "trucks": 0, "hire_policy": {"deposit_eur_per_day": 25.0, "min_age": 23}}}


def test_a_count_is_said_before_its_noun_and_money_named_inside_a_field_is_money() -> None:
    _made, answers = talk(DEPOT_FUNCTIONS, DEPOT_TOOLS, ["how many vans are at the Harbour depot, and what's the deposit?"])
    assert "4 vans" in answers[0] and "€25" in answers[0]


TRACKING_TOOLS = [fn("all_deliveries", "Every delivery on the user's account.", {}),
                  fn("trace_delivery", "Scan history of one delivery.", {"consignment": {"type": "string"}})]


def test_an_id_the_user_gives_is_looked_up_by_the_tool_that_takes_it_not_listed() -> None:
    assert calls("where's my delivery JD0045521?", TRACKING_TOOLS) == [("trace_delivery", {"consignment": "JD0045521"})]


def test_an_answer_says_a_date_as_a_person_does() -> None:
    from labkit.sim.engine.describe.values import day_text, value_text
    assert value_text("due", "2027-06-03") == "Thursday 3 June 2027"
    assert day_text("2026-12-11T17:30:00") == "Friday 11 December 2026 at 17:30" and value_text("booking_id", "2026-12-11") == "2026-12-11"


HALL_TOOLS = [
    fn("find_halls", "Search function rooms for hire. `keyword` is matched against hall names.",
       {"town": {"type": "string", "description": "Town"}, "seats": {"type": "integer"}, "keyword": {"type": "string", "description": "Text matched against hall names"}},
       required=[]),
    fn("hall_profile", "A hall's profile with its hire options (ids and prices).", {"hall_id": {"type": "string"}}),
    fn("request_booking", "Send a booking request to a hall.",
       {"hall_id": {"type": "string"}, "option_id": {"type": ["string", "null"], "description": "Hire option from hall_profile, or null"},
        "day": {"type": "string", "format": "date"}, "seats": {"type": "integer"}}, required=["hall_id", "option_id", "day", "seats"]),
]
HALL_FUNCTIONS = {
    "find_halls": lambda town=None, seats=None, keyword=None: {"halls": [h for h in (
        {"hall_id": "H-11", "name": "Kendal Assembly Rooms", "town": "Kendal", "seats": 90},
        {"hall_id": "H-12", "name": "Penrith Drill Hall", "town": "Penrith", "seats": 60}) if town in (None, h["town"]) and (seats is None or h["seats"] >= seats)
        and (keyword is None or keyword.lower() in h["name"].lower())]},
    "hall_profile": lambda hall_id: {"hall_id": hall_id, "name": "Kendal Assembly Rooms", "options": [
        {"option_id": "OP-EVE", "name": "Evening only", "price": 400}, {"option_id": "OP-ALL", "name": "All day with kitchen", "price": 900}]},
    "request_booking": lambda hall_id, option_id, day, seats: {"request_id": "RQ-5", "hall_id": hall_id, "option_id": option_id, "day": day, "seats": seats},
}


def test_what_a_thing_can_do_is_not_asked_and_a_small_town_in_lower_case_is_a_place() -> None:
    assert clauses("list halls in kendal that can seat 80")[0].verbs == ["list"]
    assert calls("list halls in kendal that can seat 80", HALL_TOOLS) == [("find_halls", {"town": "Kendal", "seats": 80})]  # no keyword: no hall's name was said
    assert [m.value for m in gather("tickets in deal", TODAY).mentions if m.kind == "place"] == []  # an English word needs a big city


def test_a_name_verb_name_reads_as_its_description_says_and_ask_for_is_a_request() -> None:
    asked = profile(fn("request_refund", "Submit a refund request for an order.", {"order_id": {"type": "string"}}), 0)
    read = profile(fn("refund_status", "Get the status of a refund.", {"refund_id": {"type": "string"}}), 0)
    assert asked.act and not read.act
    assert clauses("ask the Penrith Drill Hall for a booking")[0].verbs == ["request"]
    assert [m.kind for m in gather("ask Kendal Bakery for a booking", TODAY).mentions] == ["name"]  # a business, not a person


def test_the_values_after_a_request_fill_it_and_a_named_option_is_looked_up_before_it_is_sent() -> None:
    made, answers = talk(HALL_FUNCTIONS, HALL_TOOLS, ["please ask Kendal Assembly Rooms for a booking with the all-day option? 85 seats, our day"],
                         instructions="Today is Tuesday, 17 November 2026. The user's reunion is on Saturday 13 March 2027.")
    assert made[0] == [("find_halls", {"seats": 85, "keyword": "Kendal Assembly Rooms"}), ("hall_profile", {"hall_id": "H-11"}),
                       ("request_booking", {"hall_id": "H-11", "option_id": "OP-ALL", "day": "2027-03-13", "seats": 85})]
    assert "RQ-5" in answers[0]


def test_a_number_is_an_id_only_when_a_noun_of_the_same_sentence_labels_it() -> None:
    assert values("which table? 120 guests", "id") == [] and values("table 120 please", "id") == ["120"]


WALL_TOOLS = [fn("book_wall", "Book a climbing wall session.", {"day": {"type": "string", "format": "date"}, "start": {"type": "string", "description": "HH:MM"},
                                                                  "climbers": {"type": "integer"}})]
WALL_FUNCTIONS = {"book_wall": lambda day, start, climbers: {"error": f"the wall is full at {start}", "alternatives": [
    {"day": day, "start": "15:30"}, {"day": day, "start": "17:00"}]} if start == "14:00" else {"booking": "CW-9", "day": day, "start": start, "climbers": climbers}}


def test_a_failed_action_offers_its_alternatives_and_the_one_picked_is_booked() -> None:
    made, answers = talk(WALL_FUNCTIONS, WALL_TOOLS, ["book the wall for 3 climbers on thursday at 2pm", "fine, the 5pm one then", "is 15:30 any good?"])
    assert "15:30" in answers[0] and "17:00" in answers[0]
    assert made[1] == [("book_wall", {"day": "2026-11-19", "start": "17:00", "climbers": 3})] and "CW-9" in answers[1]
    assert made[2] == []  # a question about another one books nothing


GUIDE_TOOLS = [fn("find_guides", "Find tour guides who speak a language.",
                  {"language": {"type": "string", "description": "ISO 639-1 code"}, "name": {"type": "string", "description": "Guide name or part of it"}},
                  required=["language"])]
GUIDE_FUNCTIONS = {"find_guides": lambda language, name=None: {"guides": [{"guide_id": "G-1", "name": "Ana Sousa", "language": language, "city": "Porto"},
                                                                          {"guide_id": "G-2", "name": "Rui Lopes", "language": language, "city": "Braga"}]}}


def test_a_name_query_is_left_out_when_no_name_is_said_and_a_code_is_told_by_its_name() -> None:
    made, answers = talk(GUIDE_FUNCTIONS, GUIDE_TOOLS, ["I need a portuguese speaking guide for a walking tour"])
    assert made[0] == [("find_guides", {"language": "pt"})]
    assert "for Portuguese" in answers[0] and "language pt" not in answers[0]


CROSSING_TOOLS = [fn("ferry_fare", "The fare of a ferry crossing.", {"route": {"type": "string"}}),
               fn("convert_money", "Convert an amount between currencies.", {"amount": {"type": "number"}, "source": {"type": "string", "description": "ISO 4217 code"},
                                                                            "target": {"type": "string", "description": "ISO 4217 code"}})]
CROSSING_FUNCTIONS = {"ferry_fare": lambda route: {"route": route, "fare": 38.5, "currency": "GBP", "crossing_minutes": 90},
                   "convert_money": lambda amount, source, target: {"amount": amount, "from": source, "to": target, "result": round(amount * 1.17, 2)}}


def test_how_much_is_that_in_another_currency_converts_the_sum_just_found() -> None:
    made, answers = talk(CROSSING_FUNCTIONS, CROSSING_TOOLS, ["what's the fare on the Portsmouth to Caen crossing?", "how much is that in euros?"])
    assert made[1] == [("convert_money", {"amount": 38.5, "source": "GBP", "target": "EUR"})]
    assert "45.04" in answers[1]


GARAGE_TOOLS = [fn("vehicle_info", "Mileage and service state of a vehicle.", {"vehicle_id": {"type": "string"}}),
                fn("my_vehicles", "The user's vehicles.", {}),
                fn("service_slots", "Free service slots on a day.", {"day": {"type": "string", "format": "date"}}),
                fn("book_service", "Book a vehicle into a service slot.", {"vehicle_id": {"type": "string"}, "slot_id": {"type": "string"}})]
GARAGE_FUNCTIONS = {
    "vehicle_info": lambda vehicle_id: {"vehicle_id": vehicle_id, "mileage_km": 48200, "service_due": "2026-11-30"},
    "my_vehicles": lambda: {"vehicles": [{"vehicle_id": "VH-22", "model": "Polo"}, {"vehicle_id": "VH-31", "model": "Transit"}]},
    "service_slots": lambda day: {"slots": [{"slot_id": "SV-0900", "start": f"{day}T09:00"}, {"slot_id": "SV-1400", "start": f"{day}T14:00"}]},
    "book_service": lambda vehicle_id, slot_id: {"booking": "BS-4", "vehicle_id": vehicle_id, "slot_id": slot_id},
}


def test_the_thing_the_conversation_has_been_about_is_the_one_an_action_on_a_later_list_is_for() -> None:
    made = converse(GARAGE_FUNCTIONS, GARAGE_TOOLS, ["when is VH-22 due a service?", "any slots on Monday?", "book the 2pm one"])
    assert made[2] == [("book_service", {"vehicle_id": "VH-22", "slot_id": "SV-1400"})]
    made = converse(GARAGE_FUNCTIONS, GARAGE_TOOLS, ["when is VH-22 due a service?", "any slots on Monday?", "book the Transit into the 2pm one"])
    assert ("book_service", {"vehicle_id": "VH-31", "slot_id": "SV-1400"}) in made[2]  # a vehicle named now is that one


SPA_TOOLS = [fn("quote_treatment", "Price of a spa treatment for a number of people.", {"treatment": {"type": "string", "enum": ["massage", "facial", "sauna"]},
                                                                                        "people": {"type": "integer"}}),
             fn("book_treatment", "Book a spa treatment.", {"treatment": {"type": "string", "enum": ["massage", "facial", "sauna"]}, "people": {"type": "integer"},
                                                           "day": {"type": "string", "format": "date"}, "extras": {"type": "array", "items": {"type": "string", "enum": ["robe", "towel", "tea"]}}},
                required=["treatment", "people", "day"])]
SPA_FUNCTIONS = {"quote_treatment": lambda treatment, people: {"treatment": treatment, "people": people, "total_gbp": 90 * people},
                 "book_treatment": lambda treatment, people, day, extras=(): {"booking": "SPA-3", "treatment": treatment, "people": people, "day": day}}


def test_a_go_ahead_after_a_price_books_what_was_priced_and_the_confirmation_names_the_extras() -> None:
    made, answers = talk(SPA_FUNCTIONS, SPA_TOOLS, ["how much would a massage be for the two of us?", "lovely, go ahead for friday, with robes please"])
    assert made[1] == [("book_treatment", {"treatment": "massage", "people": 2, "day": "2026-11-20", "extras": ["robe"]})]
    assert "with extras robe" in answers[1] and ": robe" not in answers[1]


STOCK_TOOLS = [fn("search_inventory", "Search the shop's inventory by product name. Shows stock per colour.",
                  {"query": {"type": "string"}, "colour": {"type": "string", "enum": ["any", "red", "blue", "black"], "default": "any"}}, required=["query"])]
STOCK_FUNCTIONS = {"search_inventory": lambda query, colour="any": {"results": [
    {"sku": "AB-2", "name": "Aero bottle 750ml", "colour": colour, "price": 12.0, "brand": "Aero", "in_stock": 3}] if "aero" in query.lower() else []}}


def test_a_form_asked_for_is_a_filter_not_the_search_text_and_whether_it_is_there_is_said_first() -> None:
    made, answers = talk(STOCK_FUNCTIONS, STOCK_TOOLS, ["have you got the aero bottle in blue"])
    assert made[0] == [("search_inventory", {"query": "aero bottle", "colour": "blue"})]
    assert "in stock 3" in answers[0] and "1 item" in answers[0]


PITCH_TOOLS = [fn("free_pitches", "Free pitches for a sport at a park on a day. Returns pitch_id and start.",
                  {"sport": {"type": "string", "enum": ["football", "rugby", "hockey"]}, "park": {"type": "string", "enum": ["north", "south", "east"]},
                   "day": {"type": "string", "format": "date"}}),
               fn("my_pitch_bookings", "The user's pitch bookings, with booking_id."),
               fn("book_pitch", "Book a pitch.", {"pitch_id": {"type": "string"}}),
               fn("cancel_pitch_booking", "Cancel a pitch booking.", {"booking_id": {"type": "string"}})]


def test_a_lookup_made_for_an_action_does_not_choose_for_the_user_and_ids_come_from_the_lookup_that_lists_them() -> None:
    made = decide("book me a pitch for saturday please", PITCH_TOOLS)
    assert not made.calls and "the sport and park" in (made.text or "")  # not football at the north park
    assert calls("I need to cancel my pitch booking", PITCH_TOOLS) == [("my_pitch_bookings", {})]  # the bookings list its booking_id


COACH_TRIP_TOOLS = [fn("search_coaches", "Coach timetables between two cities on a day.",
                       {"from_city": {"type": "string"}, "to_city": {"type": "string"}, "day": {"type": "string", "format": "date"},
                        "leave_after": {"type": "string", "description": "Earliest departure, HH:MM"}}, required=["from_city", "to_city", "day"])]
COACH_TRIP_FUNCTIONS = {"search_coaches": lambda from_city, to_city, day, leave_after=None: {"coaches": [
    {"coach_id": "CX-1", "departs": f"{day}T07:10", "arrives": f"{day}T08:05"}, {"coach_id": "CX-2", "departs": f"{day}T08:40", "arrives": f"{day}T09:35"}]}}


def test_a_scene_and_the_question_that_points_back_at_it_are_one_search_and_an_event_time_is_not_a_departure() -> None:
    made, answers = talk(COACH_TRIP_FUNCTIONS, COACH_TRIP_TOOLS, ["I've got an interview in Leeds on Friday at 10, and no idea how I'm getting there from York"])
    assert made[0] == [("search_coaches", {"from_city": "York", "to_city": "Leeds", "day": "2026-11-20"})]
    assert "from York to Leeds" in answers[0]
    made = converse(COACH_TRIP_FUNCTIONS, COACH_TRIP_TOOLS, ["I've got an interview in Leeds on Friday at 10 and I still haven't worked out how I'm getting there from York"])
    assert made[0] == [("search_coaches", {"from_city": "York", "to_city": "Leeds", "day": "2026-11-20"})]
    assert values("the timetable for Friday at 8", "datetime") == ["2026-11-20T08:00:00"]  # a timetable is not a table for dinner


SURF_TOOLS = [fn("surf_lessons", "Surf lessons on a day, with lesson_id.", {"day": {"type": "string", "format": "date"}}),
              fn("book_surf_lesson", "Book a surf lesson.", {"lesson_id": {"type": "string"}, "kit_hire": {"type": "boolean", "description": "Hire a wetsuit and board (£8)."}},
                 required=["lesson_id"])]
SURF_FUNCTIONS = {"surf_lessons": lambda day: {"lessons": [{"lesson_id": "SL-10", "start": f"{day}T10:00"}, {"lesson_id": "SL-14", "start": f"{day}T14:00"}]},
                  "book_surf_lesson": lambda lesson_id, kit_hire=False: {"booking": "SB-1", "lesson_id": lesson_id, "kit_hire": kit_hire}}


def test_get_me_on_books_and_a_flag_is_set_by_its_word_and_what_its_description_says_it_is() -> None:
    made = converse(SURF_FUNCTIONS, SURF_TOOLS, ["get me on the 2pm surf lesson on Sunday, and I'll need to hire a wetsuit"])
    assert made[0][-1] == ("book_surf_lesson", {"lesson_id": "SL-14", "kit_hire": True})
    made = converse(SURF_FUNCTIONS, SURF_TOOLS, ["get me on the 2pm surf lesson on Sunday, no need to hire a wetsuit"])
    assert made[0][-1] == ("book_surf_lesson", {"lesson_id": "SL-14"})


SPLASH_TOOLS = [fn("get_swim_progress", "A swimmer's badges and next level.", {"swimmerId": {"type": "string"}}),
              fn("find_pools", "Pools near a town.", {"town": {"type": "string"}})]
SPLASH_FUNCTIONS = {"get_swim_progress": lambda swimmerId: {"swimmer": {"SW-1": "Noor Haddad", "SW-2": "Sami Haddad"}[swimmerId], "badges": ["Stage 3"], "next_level": "Stage 4"},
                  "find_pools": lambda town: {"pools": [{"pool_id": "PL-1", "name": f"{town} Leisure Pool"}]}}
SPLASH_PROMPT = ("You are the helper in Splashly, a swim school app. Today is Tuesday, 17 November 2026. The parent is Dana Haddad (they live in Kendal). "
               "Her children: Noor (swimmer id SW-1, age 9) and Sami (swimmer id SW-2, age 6).")


def test_the_id_the_instructions_give_for_the_name_said_in_lower_case_and_a_result_said_by_its_name() -> None:
    made, answers = talk(SPLASH_FUNCTIONS, SPLASH_TOOLS, ["how's sami getting on with his badges?"], instructions=SPLASH_PROMPT)
    assert made[0] == [("get_swim_progress", {"swimmerId": "SW-2"})] and "Sami Haddad" in answers[0]
    assert calls("how's my swimmer doing?", SPLASH_TOOLS, instructions=SPLASH_PROMPT) == [("get_swim_progress", {"swimmerId": "SW-1"})]  # the first the prompt gives
    assert calls("any pools near me?", SPLASH_TOOLS, instructions=SPLASH_PROMPT) == [("find_pools", {"town": "Kendal"})]  # not "Splashly, a swim school app"


HORSE_TOOLS = [fn("get_feed_plan", "A horse's feed plan.", {"horse_id": {"type": "string"}}),
               fn("order_feed", "Order a sack of the feed on a plan.", {"plan_id": {"type": "string"}, "delivery": {"type": "string", "enum": ["yard", "shop"]}})]
HORSE_FUNCTIONS = {"get_feed_plan": lambda horse_id: {"horse_id": horse_id, "plans": [{"plan_id": f"FP-{horse_id[-1]}", "feed": "Alfa-A", "scoops": 2}]},
                   "order_feed": lambda plan_id, delivery=None: {"order": "OF-1", "plan_id": plan_id, "delivery": delivery}}
HORSE_PROMPT = "Today is Tuesday, 17 November 2026. The rider keeps two horses: Pepper (horse id HR-1) and Juno (horse id HR-2)."


def test_the_other_one_is_the_other_of_two_and_that_one_of_a_one_item_list_is_it() -> None:
    made = converse(HORSE_FUNCTIONS, HORSE_TOOLS, ["what's Juno's feed plan?", "and the other one?", "order a sack of that one, I'll collect it at the shop"],
                    HORSE_PROMPT)
    assert made[1] == [("get_feed_plan", {"horse_id": "HR-1"})]
    assert made[2] == [("order_feed", {"plan_id": "FP-1", "delivery": "shop"})]


def test_a_how_to_question_is_not_answered_by_a_tool_whose_words_only_hold_a_helping_word() -> None:
    docks = [fn("find_docks", "Find docking points for kayaks near a place.", {"near": {"type": "string"}}, required=[])]
    assert calls("how do I know my kayak is docked properly?", docks) == []  # "docking" is no docs
    cash = [fn("sum_up", "Add up sums.", {"items": {"type": "array", "items": {"type": "number"}}}),
            fn("convert_money", "Convert an amount between currencies.", {"amount": {"type": "number"}, "source": {"type": "string", "description": "ISO 4217 code"},
                                                                          "target": {"type": "string", "description": "ISO 4217 code"}})]
    hist = [Message("user", "what's the allowance?"), Message("assistant", "", tool_calls=(ToolCall("c1", "sum_up", '{"items": [1]}'),)),
            Message("tool", json.dumps({"currency": "EUR", "meals_per_day": 52, "hotel_cap": 190}), tool_call_id="c1", name="sum_up"),
            Message("assistant", "Meals 52 a day, hotel cap 190.")]
    assert decide("how much is that in pounds?", cash, history=hist).calls == []  # two sums: which one is "that" is asked


def test_how_much_so_far_asks_an_amount_and_a_value_one_list_took_is_not_another_lists_person() -> None:
    spend = [fn("service_status", "Status of a service.", {"service": {"type": "string"}}),
             fn("get_spend", "Money spent by a team this month.", {"team": {"type": "string"}})]
    assert [c[0] for c in calls("how much has the design team spent so far?", spend)] == ["get_spend"]
    notify = [fn("create_alert", "Create an alert rule.", {"threshold": {"type": "integer"}, "channels": {"type": "array", "items": {"type": "string", "enum": ["email", "slack"]}},
                                                           "recipients": {"type": ["array", "null"], "items": {"type": "string"}}})]
    made = calls("create an alert at 90 that goes to Slack", notify)
    assert made == [("create_alert", {"threshold": 90, "channels": ["slack"], "recipients": None})]


def test_a_clause_of_question_words_alone_asks_the_clause_before_it_one_more_thing() -> None:
    assert [(c.mood, c.verbs) for c in clauses("book a court for 4, and when?")] == [("request", ["book"])]
    assert [c.text for c in clauses("when's the van due back, and where?")] == ["when's the van due back, and where?"]


RAIN_TOOLS = [fn("rain_data", "Rainfall at the user's weather station over a period.", {"period": {"type": "object", "properties": {
    "from": {"type": "string", "description": "YYYY-MM-DD"}, "to": {"type": "string", "description": "YYYY-MM-DD"}}, "required": ["from", "to"]}})]
RAIN_FUNCTIONS = {"rain_data": lambda period: {"station": "Garden", "units": {"rain": "mm"}, "totals": {"rain": 61.5},
                                               "series": [{"date": period["from"], "rain": 2.0}, {"date": period["to"], "rain": 0.5}]}}


def test_a_month_said_in_lower_case_after_in_and_the_total_a_result_gives_is_said_first() -> None:
    made, answers = talk(RAIN_FUNCTIONS, RAIN_TOOLS, ["how much rain did we get in may?", "and how does that compare with may last year?"])
    assert made[0] == [("rain_data", {"period": {"from": "2026-05-01", "to": "2026-05-31"}})]
    assert made[1] == [("rain_data", {"period": {"from": "2025-05-01", "to": "2025-05-31"}})]
    assert answers[0].startswith("The total rain is 61.5 mm.")
    assert values("it may be late", "date") == [] and values("we may book", "date") == []


def test_turning_it_up_sets_a_volume_on_the_device_said() -> None:
    tools = [fn("set_level", "Set the sound level in percent.", {"level": {"type": "integer"}, "device": {"type": ["string", "null"]}}),
             fn("start_music", "Start playing music.", {"track": {"type": "string"}})]
    tools[0].parameters["properties"]["level"]["description"] = "Volume, 0-100"
    assert calls("turn it down to 30 on the kitchen speaker", tools) == [("set_level", {"level": 30, "device": "kitchen speaker"})]


def test_an_id_another_argument_took_is_not_one_of_a_lists_ids() -> None:
    tools = [fn("add_to_album", "Add photos to an album.", {"album_id": {"type": "string", "description": "e.g. AL-12"},
                                                              "photo_ids": {"type": "array", "items": {"type": "string"}}})]
    made = calls("put photos PH-1 and PH-2 in album AL-9", tools)
    assert made == [("add_to_album", {"album_id": "AL-9", "photo_ids": ["PH-1", "PH-2"]})]


# --- counted nights, weekday lists, lowercase sites, a stay's arrival -----------------------------------

_CABINS = fn("find_cabins", "Search free cabins at a forest resort for a stay.",
             {"resort": {"type": "string", "description": "Resort id or resort name."},
              "arrive": {"type": "string", "format": "date"},
              "nights": {"type": "integer", "minimum": 1, "maximum": 14}})


def test_nights_said_as_a_duration_fill_a_count_of_nights() -> None:
    assert calls("any cabins free at Aviemore for 3 nights from the 28th?", [_CABINS]) == [
        ("find_cabins", {"resort": "Aviemore", "arrive": "2026-11-28", "nights": 3})]


def test_a_site_named_in_lower_case_after_at() -> None:
    [(name, args)] = calls("any cabins at pine hollow for 2 nights from tomorrow?", [_CABINS])
    assert args == {"resort": "pine hollow", "arrive": "2026-11-18", "nights": 2}


def test_an_arrival_with_no_departure_is_the_first_day_of_the_stay() -> None:
    [(name, args)] = calls("cabins at Aviemore friday to sunday?", [_CABINS])
    assert args["arrive"] == "2026-11-20" and args["nights"] == 2


_REMINDERS = fn("set_pill_reminder", "Set the days and time of a medication reminder.",
                {"days": {"type": "array", "items": {"type": "string", "enum": ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]}},
                 "time": {"type": "string", "description": "HH:MM, 24 h"}})


@pytest.mark.parametrize(("text", "days"), [
    ("please set my pill reminder for Mondays, Wednesdays and Fridays at 8am", ["MO", "WE", "FR"]),
    ("set the pill reminder on weekdays at 7:30", ["MO", "TU", "WE", "TH", "FR"]),
    ("set my pill reminder every day at 9pm", ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]),
    ("set the pill reminder thu to sat at 10am", ["TH", "FR", "SA"]),
])
def test_weekdays_fill_an_enum_of_days_in_its_own_spelling(text: str, days: list[str]) -> None:
    [(name, args)] = calls(text, [_REMINDERS])
    assert args["days"] == days


# --- currency pairs, decimals that are not times, alerts on a condition, answers from nested tables ---


@pytest.mark.parametrize(("text", "pair"), [
    ("aud to nzd rate pls", ["AUD", "NZD"]),
    ("how many yen to the pound today?", ["JPY", "GBP"]),
    ("the euro against the dollar this week", ["EUR", "USD"]),
])
def test_currencies_of_a_pair_in_lower_case_or_by_ambiguous_names(text: str, pair: list[str]) -> None:
    assert values(text, "currency") == pair


def test_words_that_look_like_codes_or_currencies_alone_are_not() -> None:
    assert values("we won 3-1 against them", "currency") == [] and values("i lost a few pounds", "currency") == []
    assert values("the all new top pen", "currency") == []


def test_a_dotted_decimal_is_a_time_only_where_a_time_cue_says_so() -> None:
    assert values("tell me when it reaches 1.19", "time") == [] and values("tell me when it reaches 1.19", "number") == [1.19]
    assert values("meet at 6.15", "time") == ["18:15"] and values("the 7.45 train", "time") == ["07:45"]


_PRICE = fn("get_fuel_price", "Current price of a fuel at a station.", {"station": {"type": "string"}, "fuel": {"type": "string", "enum": ["diesel", "e10", "super"]}})
_WATCH = fn("create_price_alert", "Create a price alert that notifies the user when a fuel gets cheaper than a target.",
            {"fuel": {"type": "string", "enum": ["diesel", "e10", "super"]}, "below": {"type": "number"}})
_PAGE = fn("alert_oncall", "Page the on-call engineer now.", {"message": {"type": "string"}})
_CPU = fn("get_cpu_usage", "CPU usage of a host, in percent.", {"host": {"type": "string"}})


def test_the_condition_of_an_alert_is_its_trigger_not_a_reason_to_wait() -> None:
    assert calls("set up a price alert for diesel if it drops below 1.65", [_PRICE, _WATCH]) == [
        ("create_price_alert", {"fuel": "diesel", "below": 1.65})]


def test_a_tool_that_notifies_now_still_waits_for_its_condition() -> None:
    decision = decide("alert the on-call if the cpu on host db-1 is above 90%", [_PAGE, _CPU])
    assert "alert_oncall" not in [c.name for c in decision.calls]


def test_an_answer_picks_the_asked_cell_of_a_one_row_table_and_lists_under_names() -> None:
    tool = fn("get_prices", "Price list.", {})
    said = _answer(tool, "what do you charge to press a linen shirt?", {"currency": "USD", "prices": {"press_only": {"shirt": 4.25, "dress": 9.0}}})
    assert "$4.25" in said
    slots = fn("find_slots", "Free slots by instructor.", {"day": {"type": "string"}})
    said = _answer(slots, "any lessons with dana on monday?", {"day": "Monday", "slots": {"Dana": ["09:00", "13:30"], "Omar": ["11:00"]}},
                   {"day": "2026-11-23"})
    assert "09:00" in said and "13:30" in said


_PHYSIO = fn("book_session", "Book a physiotherapy session.", {"start": {"type": "string", "format": "date-time"}, "therapist": {"type": "string"}})


@pytest.mark.parametrize("text", ["book me a session with Priya on Monday", "can u book me in with Priya sometime next week"])
def test_a_booking_without_a_time_asks_for_it(text: str) -> None:
    decision = decide(text, [_PHYSIO])
    assert not decision.calls and "?" in (decision.text or "")


_KENNEL = Tool("reserve_kennel", "Reserve a kennel stay for one or more of the owner's dogs.", {"type": "object", "properties": {
    "check_in": {"type": "string", "format": "date-time"}, "check_out": {"type": "string", "format": "date-time"},
    "dog_ids": {"type": "array", "items": {"type": "string", "pattern": "^DOG-\\d+$"}}}, "required": ["check_in", "check_out", "dog_ids"]})
_DOGS = "Today is Tuesday, 17 November 2026. The owner's dogs: Pepper (DOG-4, spaniel) and Otto (DOG-9, terrier)."


def test_a_stay_of_days_books_without_a_time_and_takes_the_ids_of_the_dogs_named() -> None:
    [(name, args)] = calls("reserve a kennel for otto sat 21st to tue 24th", [_KENNEL], instructions=_DOGS)
    assert args["check_in"].startswith("2026-11-21") and args["check_out"].startswith("2026-11-24") and args["dog_ids"] == ["DOG-9"]
    [(name, args)] = calls("reserve a kennel for pepper and otto from the 21st to the 24th", [_KENNEL], instructions=_DOGS)
    assert args["dog_ids"] == ["DOG-4", "DOG-9"]


_EXAMS = fn("find_exam_sittings", "Available sittings of an exam at a centre.", {
    "centre": {"type": "string", "enum": ["North", "South"]},
    "from_date": {"type": "string", "format": "date", "description": "earliest date wanted"},
    "to_date": {"type": ["string", "null"], "format": "date", "description": "latest date, or null for no limit"}})


def test_the_next_of_something_searches_from_today() -> None:
    assert calls("when's the next sitting at north?", [_EXAMS]) == [("find_exam_sittings", {"centre": "North", "from_date": "2026-11-17", "to_date": None})]


def test_a_search_without_next_still_asks_for_its_day() -> None:
    decision = decide("any sittings at north?", [_EXAMS])
    assert not decision.calls and "?" in (decision.text or "")


@pytest.mark.parametrize(("text", "tool"), [
    ("fwd the invoice to dana@example.com", "forward_invoice"),
    ("ack alert ALR-204 pls", "acknowledge_alert"),
])
def test_short_forms_of_action_verbs(text: str, tool: str) -> None:
    tools = [fn("forward_invoice", "Forward an invoice by email.", {"email": {"type": "string"}}),
             fn("acknowledge_alert", "Acknowledge an open alert.", {"alert_id": {"type": "string"}})]
    assert [name for name, _ in calls(text, tools)] == [tool]


def test_an_answer_states_a_field_beside_a_list_that_the_question_names_and_a_quote_s_total() -> None:
    pool = fn("check_lanes", "Live lane status at a swimming pool.", {"pool": {"type": "string"}})
    said = _answer(pool, "what time does the Riverside pool close today?",
                   {"pool": "Riverside", "hours_today": {"open": "06:30", "close": "21:30"}, "lanes": [{"lane": 1, "status": "free"}, {"lane": 2, "status": "busy"}]},
                   {"pool": "Riverside"})
    assert "21:30" in said
    skip = fn("quote_skip_hire", "Price a skip hire.", {"size": {"type": "string"}, "days": {"type": "integer"}})
    said = _answer(skip, "quote for a midi skip for 3 days", {"size": "midi", "days": 3, "day_rate_gbp": 40, "permit_needed": False, "delivery_gbp": 25,
                                                                "collection_gbp": 25, "vat_rate": 0.2, "extras": [], "total_gbp": 170}, {"size": "midi", "days": 3})
    assert "£170" in said


def test_a_country_in_lower_case_is_a_country_unless_its_name_is_an_everyday_word() -> None:
    assert values("and norway?", "country") == ["NO"] and values("what about portugal", "country") == ["PT"]
    assert values("roast turkey for sunday", "country") == [] and values("a bowl of chile con carne", "country") == []


def test_a_follow_up_names_a_country_in_lower_case() -> None:
    visa = fn("get_visa_rules", "Visa rules for travelling to a country.", {"country_code": {"type": "string", "description": "ISO 3166-1 alpha-2"}})
    history = [Message("user", "do I need a visa for Vietnam?"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "get_visa_rules", json.dumps({"country_code": "VN"})),)),
               Message("tool", json.dumps({"country": "Vietnam", "visa": "e-visa"}), tool_call_id="c1", name="get_visa_rules"),
               Message("assistant", "Vietnam needs an e-visa.")]
    assert calls("and cambodia?", [visa], history=history) == [("get_visa_rules", {"country_code": "KH"})]


def test_a_new_record_s_name_is_asked_for_not_looked_up_among_the_old_ones() -> None:
    tools = [fn("list_contacts", "The user's saved contacts.", {"name_query": {"type": "string"}}, []),
             fn("add_contact", "Add a new contact.", {"full_name": {"type": "string"}, "phone": {"type": "string"}})]
    decision = decide("can you add my new plumber as a contact", tools)
    assert not decision.calls and "?" in (decision.text or "")


_FARES = fn("get_ferry_fares", "Ferry fares for a group, by age (child 4-15, adult 16+).", {
    "crossing": {"type": "string", "enum": ["dover_calais", "hull_rotterdam"]},
    "ages": {"type": "array", "items": {"type": "integer", "minimum": 0}}})
_FAMILY = ("Today is Tuesday, 17 November 2026. The user is Priya Shah, travelling with her husband Dev (44) and "
           "their son Arun (12); Priya (42).")


@pytest.mark.parametrize(("text", "ages"), [
    ("what would dover calais cost for me and arun?", [12, 42]),
    ("fares on dover calais for all of us", [44, 12, 42]),
])
def test_ages_come_from_the_people_the_instructions_list(text: str, ages: list[int]) -> None:
    [(name, args)] = calls(text, [_FARES], instructions=_FAMILY)
    assert args["ages"] == ages


def test_a_price_question_states_a_list_s_total() -> None:
    said = _answer(_FARES, "what would dover calais cost for me and arun?",
                   {"lines": [{"age": 12, "fare_gbp": 30}, {"age": 42, "fare_gbp": 55}], "total_gbp": 85},
                   {"crossing": "dover_calais", "ages": [12, 42]})
    assert "£85" in said


def test_a_name_in_lower_case_after_who_they_are_to_the_user() -> None:
    assert values("my brother rui ferreira will drive too", "person") == ["Rui Ferreira"]
    assert values("book it for my son amara", "person") == ["Amara"]
    assert values("my sister loves dogs", "person") == []  # everyday words are not a name


def test_tips_asked_in_general_are_answered_in_words() -> None:
    tools = [fn("list_tents", "Tents for hire.", {}, []), fn("hire_tent", "Hire a tent.", {"tent_id": {"type": "string"}})]
    decision = decide("any tips for pitching a tent in the wind?", tools)
    assert not decision.calls and decision.text


_MASSAGE = fn("book_massage", "Book a massage at the spa.", {"date": {"type": "string", "format": "date"}, "time": {"type": "string", "description": "HH:MM"}})


def test_would_it_be_possible_to_is_a_polite_request() -> None:
    assert calls("hi, would it be possible to book me in for a massage on the 20th at 3pm?", [_MASSAGE]) == [
        ("book_massage", {"date": "2026-11-20", "time": "15:00"})]


@pytest.mark.parametrize("text", ["is it possible to book a massage at the spa?", "would it be possible to book a massage later if I change my mind?"])
def test_asking_whether_something_can_be_done_books_nothing(text: str) -> None:
    assert not decide(text, [_MASSAGE]).calls


@pytest.mark.parametrize("text", [
    "general question, when a flight is delayed is it the airline or the airport that pays?",
    "general q - is it better to pay for seats in advance or at check-in?",
    "out of curiosity, how do airlines decide who gets bumped?",
])
def test_a_question_marked_general_looks_nothing_up(text: str) -> None:
    tools = [fn("list_bookings", "The user's flight bookings.", {}, []), fn("get_flight_status", "Status of a flight.", {"flight": {"type": "string"}})]
    assert not decide(text, tools).calls


def test_a_description_after_a_dash() -> None:
    log = fn("log_time", "Log time worked on a project.", {"project": {"type": "string", "pattern": "^PRJ-\\d+$"}, "hours": {"type": "number"},
                                                              "description": {"type": "string", "description": "what the work was"}})
    assert calls("log 2 hours on PRJ-7 - fixing the login page", [log]) == [
        ("log_time", {"project": "PRJ-7", "hours": 2, "description": "fixing the login page"})]


def test_an_enum_value_with_a_number_and_unit_is_named_as_written() -> None:
    buy = fn("buy_bundle", "Buy a broadband speed bundle.", {"bundle": {"type": "string", "enum": ["fibre_100mb", "fibre_500mb", "fibre_1gb"]}})
    assert calls("switch me onto the 500mb bundle please, buy it", [buy]) == [("buy_bundle", {"bundle": "fibre_500mb"})]
    assert calls("buy the 1gb bundle", [buy]) == [("buy_bundle", {"bundle": "fibre_1gb"})]


_PARTY = {"type": "object", "properties": {"adults": {"type": "integer", "minimum": 1}, "children": {"type": "integer", "minimum": 0},
                                           "pets": {"type": "integer", "minimum": 0}}, "required": ["adults", "children", "pets"]}
_CABIN = fn("reserve_cabin", "Reserve a holiday cabin.", {"cabin_id": {"type": "string"}, "nights": {"type": "integer"}, "party": _PARTY})


@pytest.mark.parametrize(("said", "party"), [
    ("it's me and my partner, no pets", {"adults": 2, "children": 0, "pets": 0}),
    ("2 adults and our two kids", {"adults": 2, "children": 2, "pets": 0}),
    ("2 adults, 1 child and the dog", {"adults": 2, "children": 1, "pets": 1}),
    ("just me", {"adults": 1, "children": 0, "pets": 0}),
])
def test_a_party_counts_children_and_pets_apart_from_the_people_phrases(said: str, party: dict[str, int]) -> None:
    assert calls(f"reserve cabin CB-12 for 3 nights, {said}", [_CABIN]) == [("reserve_cabin", {"cabin_id": "CB-12", "nights": 3, "party": party})]


def test_dates_in_the_request_are_not_ordinals_that_pick_a_result() -> None:
    search = fn("search_walkers", "Search dog walkers near a postcode. Returns walkers with walker_id, name, price_gbp and rating.", {"postcode": {"type": "string"}})
    book = fn("book_walk", "Book a walk with a walker.", {"walker_id": {"type": "string"}, "start": {"type": "string", "format": "date"},
                                                           "end": {"type": "string", "format": "date"}})
    walkers = {"walkers": [{"walker_id": "W-1", "name": "Owen", "price_gbp": 35, "rating": 4.5}, {"walker_id": "W-2", "name": "Hannah", "price_gbp": 28, "rating": 4.9},
                           {"walker_id": "W-3", "name": "Leila", "price_gbp": 31, "rating": 4.7}]}
    history = [Message("user", "who's the cheapest walker near BS3? book me in with them the 1st to the 3rd"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "search_walkers", json.dumps({"postcode": "BS3"})),)),
               Message("tool", json.dumps(walkers), tool_call_id="c1", name="search_walkers")]
    assert [(c.name, json.loads(c.arguments)) for c in decide("", [search, book], history=history).calls] == [
        ("book_walk", {"walker_id": "W-2", "start": "2026-12-01", "end": "2026-12-03"})]  # the cheapest, not the 3rd (nor the 1st)


_VEHICLES = "Today is Tuesday 17 November 2026. The customer is Ana Diaz. Her bikes on file: SN21 KTV, a 2021 Honda CB500, and YK68 PLE, a 2018 Triumph Bonneville."
_PLATE = {"type": "string", "pattern": "^[A-Z]{2}[0-9]{2} ?[A-Z]{3}$"}


def test_an_id_in_the_instructions_is_found_by_the_words_said_after_it() -> None:
    quote = fn("quote_service", "Quote a motorbike service.", {"plate": _PLATE})
    assert calls("how much is a service on the triumph?", [quote], instructions=_VEHICLES) == [("quote_service", {"plate": "YK68 PLE"})]
    assert calls("what would a service on the honda cost?", [quote], instructions=_VEHICLES) == [("quote_service", {"plate": "SN21 KTV"})]


def test_the_thing_a_statement_beside_the_request_names_is_the_one_acted_on() -> None:
    book = fn("book_service", "Book a motorbike in for a service.", {"plate": _PLATE, "date": {"type": "string", "format": "date"}})
    assert calls("the honda needs its service — book it in on friday", [book], instructions=_VEHICLES) == [
        ("book_service", {"plate": "SN21 KTV", "date": "2026-11-20"})]


def test_a_flag_said_with_a_negation_beside_the_request_is_false() -> None:
    book = fn("book_service", "Book a car in.", {"registration": {"type": "string"}, "courtesy_car": {"type": "boolean"}}, ["registration"])
    assert calls("book LN67 HBO in please? I won't need a courtesy car. Many thanks", [book]) == [
        ("book_service", {"registration": "LN67 HBO", "courtesy_car": False})]
    assert calls("book LN67 HBO in please, with a courtesy car", [book]) == [("book_service", {"registration": "LN67 HBO", "courtesy_car": True})]


_SLOTS = {"slots": [{"slot_id": "S-0800", "drop_off": "08:00", "courtesy_car_available": False}, {"slot_id": "S-1030", "drop_off": "10:30", "courtesy_car_available": True},
                    {"slot_id": "S-1400", "drop_off": "14:00", "courtesy_car_available": True}]}


@pytest.mark.parametrize(("said", "slot"), [
    ("book the first slot where I can have a courtesy car", "S-1030"),
    ("book the afternoon one", "S-1400"),
    ("book the first morning slot without a courtesy car", "S-0800"),
])
def test_a_result_is_chosen_by_what_the_request_says_of_it(said: str, slot: str) -> None:
    find = fn("find_slots", "Free drop-off slots on a day.", {"date": {"type": "string", "format": "date"}})
    book = fn("book_slot", "Book a drop-off slot.", {"slot_id": {"type": "string"}})
    history = [Message("user", f"what slots are there on friday? {said}"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "find_slots", json.dumps({"date": "2026-11-20"})),)),
               Message("tool", json.dumps(_SLOTS), tool_call_id="c1", name="find_slots")]
    assert [(c.name, json.loads(c.arguments)) for c in decide("", [find, book], history=history).calls] == [("book_slot", {"slot_id": slot})]


_TABLES = [fn("search_games", "Search the cafe's game library.", {"players": {"type": "integer"}}, []),
           fn("reserve_table", "Reserve a table.", {"date": {"type": "string", "format": "date"}, "time": {"type": "string"}, "party_size": {"type": "integer"}}),
           fn("get_my_reservations", "List the member's upcoming table reservations.", {}, []),
           fn("update_reservation", "Change a reservation's party size.", {"reservation_id": {"type": "string"}, "party_size": {"type": "integer"}}),
           fn("cancel_reservation", "Cancel a reservation.", {"reservation_id": {"type": "string"}})]


@pytest.mark.parametrize("text", ["what bookings have i got", "show me my bookings", "what have i got booked?"])
def test_a_synonym_finds_the_tool_that_lists_them(text: str) -> None:
    assert calls(text, _TABLES) == [("get_my_reservations", {})]


def test_booking_something_new_does_not_reserve_on_an_existing_booking() -> None:
    seats = fn("reserve_seats", "Reserve seats on an existing booking.", {"booking_ref": {"type": "string"}})
    bookings = fn("list_bookings", "The user's train bookings.", {}, [])
    assert all(name != "reserve_seats" for name, _ in calls("book me a ticket to amsterdam on the 20th", [seats, bookings]))


_WALKER = fn("get_walker_profile", "A walker's profile: rating, reviews and prices.", {"walker_id": {"type": "string", "pattern": "^W-\\d{3}$"}})
_BOOK_WALK = fn("book_walk", "Book a dog walk with a walker.", {"walker_id": {"type": "string", "pattern": "^W-\\d{3}$"}, "date": {"type": "string", "format": "date"}})
_MY_WALKS = fn("list_walks", "The user's booked walks.", {}, [])
_WALKERS_USED = "Today is Tuesday 17 November 2026. Walkers the user has booked before: Hannah Price (walker id W-201) and Leila Haddad (W-230)."


@pytest.mark.parametrize(("rating", "booked"), [(4.9, True), (4.1, False)])
def test_an_action_waits_for_a_number_its_condition_compares(rating: float, booked: bool) -> None:
    text = "have a look at hannah's rating, if it's over 4.5 book a walk with her on friday"
    tools = [_WALKER, _BOOK_WALK, _MY_WALKS]
    assert calls(text, tools, instructions=_WALKERS_USED) == [("get_walker_profile", {"walker_id": "W-201"})]
    history = [Message("user", text), Message("assistant", "", tool_calls=(ToolCall("c1", "get_walker_profile", json.dumps({"walker_id": "W-201"})),)),
               Message("tool", json.dumps({"walker_id": "W-201", "name": "Hannah Price", "rating": rating, "price_gbp": 14}), tool_call_id="c1", name="get_walker_profile")]
    decision = decide("", tools, history=history, instructions=_WALKERS_USED)
    made = [(c.name, json.loads(c.arguments)) for c in decision.calls]
    assert made == ([("book_walk", {"walker_id": "W-201", "date": "2026-11-20"})] if booked else [])
    if not booked:
        assert "rating is 4.1, not over 4.5" in (decision.text or "")


@pytest.mark.parametrize(("text", "spaces", "booked"), [
    ("is there space on the overhang session on friday? if there is put me on it", 2, True),
    ("is there space on the overhang session on friday? if so, book me in", 0, False),
    ("if there's space on the overhang session on friday book me in", 1, True),
])
def test_an_action_waits_for_room_when_its_condition_asks_for_it(text: str, spaces: int, booked: bool) -> None:
    sessions = fn("list_sessions", "Climbing sessions on a day, with spaces left.", {"date": {"type": "string", "format": "date"}})
    book = fn("book_session", "Book the member onto a session.", {"session_id": {"type": "string"}})
    first = calls(text, [sessions, book])
    assert first == [("list_sessions", {"date": "2026-11-20"})]
    output = {"sessions": [{"session_id": "S-31", "title": "Overhang power", "spaces_left": spaces}]}
    history = [Message("user", text), Message("assistant", "", tool_calls=(ToolCall("c1", "list_sessions", json.dumps({"date": "2026-11-20"})),)),
               Message("tool", json.dumps(output), tool_call_id="c1", name="list_sessions")]
    made = [(c.name, json.loads(c.arguments)) for c in decide("", [sessions, book], history=history).calls]
    assert made == ([("book_session", {"session_id": "S-31"})] if booked else [])


@pytest.mark.parametrize(("total", "booked"), [(73.35, True), (95.0, False)])
def test_a_money_condition_compares_the_quote_total(total: float, booked: bool) -> None:
    quote = fn("quote_cleaning", "Quote dry cleaning for some garments; returns the total.", {"garments": {"type": "string"}})
    pickup = fn("schedule_pickup", "Schedule a laundry pickup.", {"date": {"type": "string", "format": "date"}})
    text = "what would 3 suits cost to dry clean? if it's under $80 book a pickup on friday"
    first = calls(text, [quote, pickup])
    assert [name for name, _ in first] == ["quote_cleaning"]
    history = [Message("user", text), Message("assistant", "", tool_calls=(ToolCall("c1", "quote_cleaning", json.dumps(first[0][1])),)),
               Message("tool", json.dumps({"currency": "USD", "items": 3, "total": total}), tool_call_id="c1", name="quote_cleaning")]
    made = [(c.name, json.loads(c.arguments)) for c in decide("", [quote, pickup], history=history).calls]
    assert made == ([("schedule_pickup", {"date": "2026-11-20"})] if booked else [])


_QUOTE_PRINT = fn("quote_print", "Price a print job.", {"product": {"type": "string", "enum": ["flyers", "posters"]}, "quantity": {"type": "integer"},
                                                        "paper": {"type": "string", "enum": ["standard", "premium"]}}, ["product", "quantity"])


def _after(tool: Tool, question: str, args: dict[str, Any], output: Any, follow_up: str) -> list[Message]:
    return [Message("user", question), Message("assistant", "", tool_calls=(ToolCall("c1", tool.name, json.dumps(args)),)),
            Message("tool", json.dumps(output), tool_call_id="c1", name=tool.name), Message("assistant", "Done."), Message("user", follow_up)]


def test_what_if_after_a_quote_asks_the_quote_again_with_the_change() -> None:
    history = _after(_QUOTE_PRINT, "quote for 1000 flyers", {"product": "flyers", "quantity": 1000},
                     {"product": "flyers", "quantity": 1000, "paper": "standard", "total_gbp": 114.0, "notes": []}, "what if i go for the premium paper")
    assert [(c.name, json.loads(c.arguments)) for c in decide("", [_QUOTE_PRINT], history=history).calls] == [
        ("quote_print", {"product": "flyers", "quantity": 1000, "paper": "premium"})]


def test_what_if_after_an_action_does_not_act_again() -> None:
    book = fn("book_class", "Book a class.", {"date": {"type": "string", "format": "date"}})
    history = _after(book, "book the class on thursday", {"date": "2026-11-19"}, {"status": "booked", "date": "2026-11-19"},
                     "what if i booked it for friday instead?")
    assert not decide("", [book], history=history).calls


def test_a_record_with_an_empty_notes_list_is_described_as_the_record() -> None:
    text = _answer(_QUOTE_PRINT, "how much for 1000 flyers?", {"product": "flyers", "quantity": 1000, "paper": "premium", "total_gbp": 210.0, "notes": []},
                   {"product": "flyers", "quantity": 1000})
    assert "210" in text and "no " not in text.lower()


def test_and_also_with_a_number_is_a_second_call_of_the_same_tool() -> None:
    quote = fn("quote_print", "Price a print job.", {"product": {"type": "string", "enum": ["flyers", "stickers"]}, "quantity": {"type": "integer"},
                                                     "size": {"type": "string", "enum": ["A6", "A5", "50x50mm", "100x100mm"]}})
    assert calls("can u price 500 A6 flyers and also 200 of the 50x50 stickers", [quote]) == [
        ("quote_print", {"product": "flyers", "quantity": 500, "size": "A6"}), ("quote_print", {"product": "stickers", "quantity": 200, "size": "50x50mm"})]


_PERMITS = [fn("list_my_permits", "The resident's permits (id, vehicle, zone, expiry).", {}, []),
            fn("renew_permit", "Renew a resident permit; pays with the card on file.", {"permit_id": {"type": "string"}, "duration_months": {"type": "integer", "enum": [3, 6, 12]}}),
            fn("change_permit_vehicle", "Put another vehicle on a permit.", {"permit_id": {"type": "string"}, "registration": {"type": "string"}})]
_ONE_PERMIT = {"permits": [{"permit_id": "RP-5", "type": "resident", "zone": "C", "expires": "2027-02-03"}]}


def test_my_parking_permit_is_the_one_permit_listed() -> None:
    history = [Message("user", "renew my parking permit for another 12 months"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "list_my_permits", "{}"),)),
               Message("tool", json.dumps(_ONE_PERMIT), tool_call_id="c1", name="list_my_permits")]
    assert [(c.name, json.loads(c.arguments)) for c in decide("", _PERMITS, history=history).calls] == [
        ("renew_permit", {"permit_id": "RP-5", "duration_months": 12})]


def test_a_policy_saying_for_each_is_not_a_procedure_to_follow() -> None:
    policy = "Today is Tuesday 17 November 2026. Policy: a surrendered permit is refunded for each unused full month; a vehicle change costs £10."
    assert calls("whats my permit number? renew it for 6 months while ur at it", _PERMITS, instructions=policy) == [("list_my_permits", {})]
    history = [Message("user", "whats my permit number? renew it for 6 months while ur at it"),
               Message("assistant", "", tool_calls=(ToolCall("c1", "list_my_permits", "{}"),)),
               Message("tool", json.dumps(_ONE_PERMIT), tool_call_id="c1", name="list_my_permits")]
    assert [c.name for c in decide("", _PERMITS, history=history, instructions=policy).calls] == ["renew_permit"]


def test_a_list_of_options_may_be_empty_and_a_unit_is_said_in_words() -> None:
    quote = fn("quote_cake", "Price a celebration cake.", {"size": {"type": "string", "enum": ["6in", "8in", "10in"]}, "flavour": {"type": "string", "enum": ["vanilla", "chocolate"]},
                                                           "dietary": {"type": "array", "items": {"type": "string", "enum": ["vegan", "gluten_free", "nut_free"]}}})
    options = fn("get_cake_options", "The sizes, flavours and dietary options the bakery offers.", {}, [])
    assert calls("how much for an 8 inch chocolate cake, nothing fancy", [quote, options]) == [
        ("quote_cake", {"size": "8in", "flavour": "chocolate", "dietary": []})]
    assert calls("how much for a 10-inch vanilla one, vegan", [quote, options]) == [("quote_cake", {"size": "10in", "flavour": "vanilla", "dietary": ["vegan"]})]


def test_an_order_names_menu_items_and_its_asides_are_not_items() -> None:
    line = {"type": "object", "properties": {"item_id": {"type": "string"}, "quantity": {"type": "integer"}, "notes": {"type": ["string", "null"]}},
            "required": ["item_id", "quantity", "notes"], "additionalProperties": False}
    menu = fn("get_menu", "The room service menu.", {}, [])
    order = Tool("order_food", "Place a room service order.", {"type": "object", "properties": {"items": {"type": "array", "items": line},
                 "deliver_at": {"anyOf": [{"type": "string"}, {"type": "null"}]}}, "required": ["items", "deliver_at"], "additionalProperties": False})
    text = "order me the club sandwich and a pot of earl grey, asap pls"
    out = {"items": [{"item_id": "M-12", "name": "Club sandwich with fries"}, {"item_id": "M-14", "name": "Caesar salad"}, {"item_id": "M-31", "name": "Pot of Earl Grey tea"}]}
    history = [Message("user", text), Message("assistant", "", tool_calls=(ToolCall("c1", "get_menu", "{}"),)),
               Message("tool", json.dumps(out), tool_call_id="c1", name="get_menu")]
    assert [(c.name, json.loads(c.arguments)) for c in decide("", [menu, order], history=history).calls] == [
        ("order_food", {"items": [{"item_id": "M-12", "quantity": 1, "notes": None}, {"item_id": "M-31", "quantity": 1, "notes": None}], "deliver_at": None})]


def test_a_quote_takes_one_of_a_small_count_nobody_gave_but_not_a_quantity() -> None:
    cake = fn("quote_cake", "Price a cake.", {"size": {"type": "string", "enum": ["6in", "8in"]}, "tiers": {"type": "integer", "description": "1 to 3"}})
    assert calls("quote me a 6in cake pls", [cake]) == [("quote_cake", {"size": "6in", "tiers": 1})]
    prints = fn("quote_prints", "Price a print run.", {"product": {"type": "string", "enum": ["flyers", "posters"]}, "quantity": {"type": "integer"}})
    assert calls("how much are posters?", [prints]) == []  # how many is the user's to say


_FLIGHT_STATUS = fn("flight_status", "Live status of an arriving flight: times, terminal, gate.", {"flight_number": {"type": "string"}, "date": {"type": "string", "format": "date"}})
_TRACKING = ("Today is Tuesday 17 November 2026. Flights the user is tracking: LX318 from Zurich (her dad's flight, arriving today) "
             "and EK29 from Dubai (arriving Friday 20 November 2026).")


def test_a_live_status_lookup_is_for_today_and_the_flight_the_user_describes() -> None:
    assert calls("has BA1447 landed yet?", [_FLIGHT_STATUS]) == [("flight_status", {"flight_number": "BA1447", "date": "2026-11-17"})]
    assert calls("is dad's plane going to be late?", [_FLIGHT_STATUS], instructions=_TRACKING) == [
        ("flight_status", {"flight_number": "LX318", "date": "2026-11-17"})]
    assert calls("which gate is the zurich flight coming into?", [_FLIGHT_STATUS], instructions=_TRACKING) == [
        ("flight_status", {"flight_number": "LX318", "date": "2026-11-17"})]


_SLOTS_FOR = fn("find_slots", "Free start times on a day, per stylist.", {"date": {"type": "string", "format": "date"},
                                                                        "stylist": {"type": ["string", "null"], "enum": ["Jo", "Amir", None]}}, ["date"])
_BOOK_CUT = Tool("book_cut", "Book a haircut.", {"type": "object", "properties": {
    "service": {"type": "string", "enum": ["kids_cut", "cut_blowdry"]}, "stylist": {"type": "string", "enum": ["Jo", "Amir"]},
    "start": {"type": "string", "description": "YYYY-MM-DDTHH:MM"}}, "required": ["service", "stylist", "start"], "additionalProperties": False})


def _after_slots(reply: str) -> list[Message]:
    return [Message("user", "hm. what's amir got on saturday"),
            Message("assistant", "", tool_calls=(ToolCall("c1", "find_slots", json.dumps({"date": "2026-11-21", "stylist": "Amir"})),)),
            Message("tool", json.dumps({"date": "2026-11-21", "free_start_times": {"Amir": ["11:30", "14:00"]}}), tool_call_id="c1", name="find_slots"),
            Message("assistant", "Amir is free at 11:30 and 14:00 on Saturday."), Message("user", reply)]


def test_the_time_a_reply_points_at_is_on_the_day_it_was_listed_for() -> None:
    made = [(c.name, json.loads(c.arguments)) for c in decide("", [_SLOTS_FOR, _BOOK_CUT], history=_after_slots("ok book the 11.30 w him, it's a kids cut")).calls]
    assert made == [("book_cut", {"service": "kids_cut", "stylist": "Amir", "start": "2026-11-21T11:30"})]


def test_hm_and_then_a_name_is_a_follow_up() -> None:
    made = [(c.name, json.loads(c.arguments)) for c in decide("", [_SLOTS_FOR, _BOOK_CUT], history=_after_slots("hm. and jo?")).calls]
    assert made == [("find_slots", {"date": "2026-11-21", "stylist": "Jo"})]


def test_a_booking_does_not_take_the_first_person_of_an_enum() -> None:
    assert calls("book me a kids cut on saturday at 11:30", [_BOOK_CUT]) == []  # with Jo or with Amir is the user's to say


_MY_TABLES = fn("get_my_reservations", "The member's table reservations.", {}, [])
_CHANGE_TABLE = fn("update_reservation", "Change a reservation's time or party size.", {"reservation_id": {"type": "string"}, "time": {"type": "string", "description": "HH:MM"},
                                                                                        "party_size": {"type": "integer"}}, ["reservation_id"])


def _after_my_tables(reply: str) -> list[Message]:
    listed = {"reservations": [{"reservation_id": "RES-5", "date": "2026-12-06", "time": "15:00", "party_size": 4}]}
    return [Message("user", "what bookings have i got"), Message("assistant", "", tool_calls=(ToolCall("c1", "get_my_reservations", "{}"),)),
            Message("tool", json.dumps(listed), tool_call_id="c1", name="get_my_reservations"),
            Message("assistant", "You have RES-5 on Sunday at 15:00 for 4."), Message("user", reply)]


@pytest.mark.parametrize(("reply", "change"), [("can you push it back an hour", {"time": "16:00"}), ("can we make it 6 ppl instead of 4", {"party_size": 6})])
def test_a_change_to_the_one_booking_listed_moves_what_it_says(reply: str, change: dict[str, Any]) -> None:
    made = [(c.name, json.loads(c.arguments)) for c in decide("", [_MY_TABLES, _CHANGE_TABLE], history=_after_my_tables(reply)).calls]
    assert len(made) == 1 and made[0][0] == "update_reservation" and made[0][1]["reservation_id"] == "RES-5"
    assert {k: made[0][1].get(k) for k in change} == change


@pytest.mark.parametrize(("text", "count"), [
    ("log 3 hours on the Greaves job - boiler service", 1),  # a label after a dash is a note about the entry
    ("book the 7pm one - cancel the other booking", 2),  # a command after a dash says what it acts on
    ("move my lesson to Friday - and tell Sam", 2),
])
def test_a_short_label_after_a_dash_is_a_note_and_a_command_after_one_is_a_clause(text: str, count: int) -> None:
    assert len(clauses(text)) == count


@pytest.mark.parametrize(("text", "kind", "value"), [
    ("2 nights from 14 feb", "date", "2027-02-14"),  # a day and a month after "from", not 14:00
    ("arriving from 3 mar", "date", "2027-03-03"),
    ("need it back by 5 may", "date", "2027-05-05"),
    ("all 5 may be late", "number", 5.0),  # "may" the verb
    ("log 1.5h of gardening", "duration", 90.0),
    ("a 45min swim", "duration", 45.0),
    ("is hillsidechoir.org.uk still mine?", "url", "hillsidechoir.org.uk"),
    ("point riverside.studio at the new server", "url", "riverside.studio"),
])
def test_days_after_from_durations_on_the_number_and_bare_domain_names_are_read(text: str, kind: str, value: Any) -> None:
    found = [(m.kind, m.value) for m in gather(text, dt.date(2026, 12, 9)).mentions]
    assert (kind, value) in found


@pytest.mark.parametrize("text", ["see notes.md first", "e.g. the blue one", "it was 3.5 stars", "version v2.3 please"])
def test_files_abbreviations_and_numbers_are_no_domain_names(text: str) -> None:
    assert not [m for m in gather(text, dt.date(2026, 12, 9)).mentions if m.kind == "url"]


@pytest.mark.parametrize(("option", "first", "last"), [
    ("last_month", "2026-11-01", "2026-11-30"), ("this_month", "2026-12-01", "2026-12-31"), ("last_week", "2026-11-30", "2026-12-06"),
    ("last_7_days", "2026-12-03", "2026-12-09"), ("yesterday", "2026-12-08", "2026-12-08"), ("this_year", "2026-01-01", "2026-12-31"),
])
def test_a_relative_period_option_covers_its_days(option: str, first: str, last: str) -> None:
    from labkit.sim.engine.periods import period_range

    found = period_range(option, dt.date(2026, 12, 9))
    assert found is not None and (found[0].isoformat(), found[1].isoformat()) == (first, last)


def test_a_month_the_user_names_picks_the_period_option_that_covers_it() -> None:
    from labkit.sim.engine.periods import period_named

    evidence = gather("export my November sleep data", dt.date(2026, 12, 9))
    assert period_named(["last_7_days", "last_month", "this_month"], evidence, (0, len(evidence.text)))[0] == "last_month"
    evidence = gather("export my October sleep data", dt.date(2026, 12, 9))
    assert period_named(["last_7_days", "last_month", "this_month"], evidence, (0, len(evidence.text))) is None


@pytest.mark.parametrize(("text", "moods"), [
    ("plans have changed so cancel our trip please", ["statement", "request"]),
    ("it's raining so please book the indoor court", ["statement", "request"]),
    ("book it so I can go", ["request"]),
    ("I'm so tired", ["statement"]),
])
def test_a_reason_then_so_and_an_imperative_is_a_request_after_a_statement(text: str, moods: list[str]) -> None:
    assert [c.mood for c in clauses(text)] == moods


@pytest.mark.parametrize(("piece", "instruction"), [
    ("then for each order check its status, ", True), ("First look up the member, ", True), ("2. Refund the payment", True),
    ("Payment: the deposit is taken first, ", False), ("then the saved card ending 4412.", False), ("A late return stops the loan", False),
])
def test_a_step_of_a_procedure_tells_the_assistant_to_do_something(piece: str, instruction: bool) -> None:
    from labkit.sim.engine.steps import _an_instruction

    assert _an_instruction(piece) is instruction


def test_a_name_the_instructions_give_twice_is_read_the_same_whatever_the_hash_seed() -> None:
    """"Kennacraig" is both a name and a place in the instructions: the lower-case "kennacraig" a
    user types must be read the same in every process (it once followed set order, so the
    process's hash seed decided whether a ferry search left from it)."""
    import os
    import subprocess
    import sys

    script = ("import datetime as dt\n"
              "from labkit.sim.engine.evidence import gather\n"
              "known = frozenset({('kennacraig', 'name', 'Kennacraig'), ('kennacraig', 'place', 'Kennacraig'), ('oban', 'name', 'Oban'), ('oban', 'place', 'Oban')})\n"
              "print(sorted((m.kind, m.value) for m in gather('sailings kennacraig to oban', dt.date(2027, 7, 16), known).mentions))\n")
    seen = set()
    for seed in ("0", "1", "2", "5"):
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                              env={**os.environ, "PYTHONHASHSEED": seed})
        seen.add(done.stdout.strip())
    assert len(seen) == 1 and "'place', 'Kennacraig'" in seen.pop()


@pytest.mark.parametrize(("text", "each"), [
    ("cancel both of them", True), ("renew each one", True), ("book all the slots", True),
    ("two seats next to each other in row G", False), ("both adults", False), ("a return, both ways", False),
    ("each of us wants a locker", False),
])
def test_both_and_each_fan_out_over_the_listed_things_not_over_people_or_times(text: str, each: bool) -> None:
    from labkit.sim.engine.chain import wants_each

    assert wants_each(text) is each


def test_a_vague_part_of_the_day_picks_the_record_stamped_inside_it() -> None:
    """"last night's run" is 21:00 the day before, read as 18:00 to 06:00: the 03:00 run of today
    is last night's; yesterday's 03:00 run and this morning's 09:00 one are not."""
    from labkit.sim.engine.chain import choose

    runs = [{"run_id": 1, "workflow": "CI", "started_at": "2026-12-07T09:02"},
            {"run_id": 2, "workflow": "Nightly", "started_at": "2026-12-07T03:00"},
            {"run_id": 3, "workflow": "Nightly", "started_at": "2026-12-06T03:00"}]
    text = "rerun last night's one"
    chosen = choose(runs, gather(text, dt.date(2026, 12, 7)), (0, len(text)))
    assert [r["run_id"] for r in chosen.elements] == [2] and not chosen.ambiguous


def test_how_much_is_my_x_counts_x_as_the_thing_asked_about() -> None:
    from labkit.sim.engine.matching import _counted_modifiers

    assert _counted_modifiers(clauses("how much is my rent this year")[0]) == {"^rent"}
    assert _counted_modifiers(clauses("how many meeting room credits have I got left?")[0]) == {"meet", "room", "^credit"}


SNOW_REPORT = fn("snow_report", "Snow depth and lift status at a resort for 1-5 days from a start date.", {
    "resort": {"type": "string"}, "from_date": {"type": "string", "description": "YYYY-MM-DD"}, "days": {"type": "integer", "description": "1-5"}})
SKI_HIRE_QUOTE = fn("quote_ski_hire", "Price ski hire per day.", {
    "resort": {"type": "string"}, "from_date": {"type": "string"}, "days": {"type": "integer", "minimum": 1}})


def test_a_table_for_so_many_days_from_a_day_reads_one_day_but_a_hire_of_so_many_days_asks() -> None:
    assert calls("snow at Verbier on Thursday?", [SNOW_REPORT]) == [("snow_report", {"resort": "Verbier", "from_date": "2026-11-19", "days": 1})]
    assert calls("how much is ski hire at Verbier from Thursday?", [SKI_HIRE_QUOTE]) == []  # how many days is the user's to say


def test_one_record_holding_a_list_is_described_by_that_list_and_the_kind_asked_for() -> None:
    output = {"resort": "Verbier", "days": [{"date": "2026-11-19", "runs": [
        {"kind": "red", "name": "Col des Gentianes", "open": True}, {"kind": "black", "name": "Tortin", "open": False},
        {"kind": "red", "name": "Lac des Vaux", "open": True}]}]}
    text = _answer(SNOW_REPORT, "which red runs are there at verbier thursday?", output, {"resort": "verbier", "from_date": "2026-11-19", "days": 1})
    assert text.startswith("2 of 3 runs are red: Col des Gentianes and Lac des Vaux.") and "for Verbier" in text


PLEDGE = fn("pledge", "Give to a cause with the saved card.", {
    "cause": {"type": "string"}, "amount": {"type": "number"}, "frequency": {"type": "string", "enum": ["weekly", "monthly", "one_time"]}})


def test_a_gift_with_no_word_of_how_often_is_given_once() -> None:
    assert calls("please give £20 to the lifeboats", [PLEDGE]) == [("pledge", {"cause": "the lifeboats", "amount": 20, "frequency": "one_time"})] \
        or calls("please give £20 to the lifeboats", [PLEDGE])[0][1]["frequency"] == "one_time"
    assert calls("give £20 a month to the lifeboats", [PLEDGE])[0][1]["frequency"] == "monthly"


MARINA_RULES = """You are the berth-holders' assistant of Kestrel Marina. Today is Tuesday, 17 November 2026.
- Pontoon gates: open Monday-Saturday 07:00-21:00 and Sunday 08:00-18:00 with your fob. No access outside these hours.
- Not allowed on the pontoons: barbecues, petrol cans, fishing from the visitor berths.
- Our berthing certificates are accepted by the harbour authority and most insurers."""
BERTH_TOOLS = [fn("reserve_berth", "Reserve a visitor berth.", {"boat_name": {"type": "string"}, "arrival": {"type": "string"}}),
               fn("list_berths", "Visitor berths free on a day.", {"day": {"type": "string"}})]


@pytest.mark.parametrize(("question", "said"), [
    ("can I get onto the pontoon at 10pm on a Friday?", "21:00"),
    ("am I alright keeping a couple of petrol cans on the pontoon?", "petrol cans"),
    ("will my insurer accept your berthing certificate?", "accepted by the harbour authority"),
])
def test_a_question_the_instructions_answer_gets_their_sentence_not_a_tool(question: str, said: str) -> None:
    decision = decide(question, BERTH_TOOLS, instructions=MARINA_RULES)
    assert not decision.calls and said in (decision.text or "")


@pytest.mark.parametrize(("text", "asks_for_it"), [
    ("can I get to the gym on sunday?", False), ("can I get a refund?", True), ("can we get into the hall early?", False),
])
def test_can_i_get_to_a_place_asks_whether_not_for_a_thing(text: str, asks_for_it: bool) -> None:
    assert (clauses(text)[0].mood == "request") is asks_for_it


def test_a_flag_that_says_the_action_is_done_already_does_not_pick_which_one() -> None:
    """"book me in on saturday" over classes of which one is `booked_by_you`: the booking asked
    for is no reason to pick the one booked already; which class is still the user's to say."""
    from labkit.sim.engine.chain import choose

    classes = [{"class_id": "k1", "name": "Flow", "booked_by_you": False}, {"class_id": "k2", "name": "Yin", "booked_by_you": True},
               {"class_id": "k3", "name": "Hatha", "booked_by_you": False}]
    text = "can you book me in on saturday"
    chosen = choose(classes, gather(text, TODAY), (0, len(text)), ignore={"book", "class"})
    assert chosen.ambiguous and len(chosen.elements) == 3


SUBTITLES = fn("quote_subtitles", "Price subtitles for a video.", {
    "spoken": {"type": "string", "enum": ["en", "fr", "de", "es", "it", "nl"], "description": "ISO 639-1"},
    "subtitle_languages": {"type": "array", "items": {"type": "string", "enum": ["en", "fr", "de", "es", "it", "nl"]}},
    "genre": {"type": "string", "enum": ["general", "legal", "marketing", "medical"]}})
FX_BOARD = fn("fx_board", "Exchange rates against the pound.", {"currencies": {"type": "array", "items": {"type": "string", "description": "ISO 4217 code"}}})


def test_a_list_of_codes_gets_the_codes_of_what_is_named_not_the_source_and_not_the_words() -> None:
    made = calls("price subtitles from French into Dutch and Italian for our product launch brochure video", [SUBTITLES])
    assert made == [("quote_subtitles", {"spoken": "fr", "subtitle_languages": ["nl", "it"], "genre": "marketing"})]
    assert calls("what are the rates for euros and yen?", [FX_BOARD]) == [("fx_board", {"currencies": ["EUR", "JPY"]})]


@pytest.mark.parametrize(("text", "kind"), [
    ("my tenancy agreement", "legal"), ("a discharge letter from the hospital", "medical"), ("the taxi to the airport", "travel"),
    ("a new flyer", "marketing"), ("a lease and a flyer", None), ("a poem", None),
])
def test_a_thing_is_known_by_the_category_it_belongs_to(text: str, kind: str | None) -> None:
    from labkit.sim.engine.knowledge import kind_named

    found = kind_named(["general", "legal", "marketing", "medical", "travel", "meals"], text)
    assert (found[0] if found else None) == kind


@pytest.mark.parametrize(("text", "mood"), [
    ("remind me what I'm paying at the moment?", "question"), ("tell me when the shop shuts", "question"),
    ("remind me to water the plants at 6", "request"),
])
def test_remind_me_what_asks_to_be_told_and_remind_me_to_asks_for_a_reminder(text: str, mood: str) -> None:
    assert clauses(text)[0].mood == mood


KENNEL_TOOLS = [fn("kennel_search", "Prices for every kennel near a town between a drop-off and a collection time.", {
    "town": {"type": "string"}, "drop_off": {"type": "string", "description": "Local date-time, e.g. 2026-12-27T06:00"},
    "collect": {"type": "string", "description": "Local date-time the dog is collected"}}),
    fn("my_plan", "The member's current plan, price and renewal date.", {})]


def test_two_date_times_said_fill_the_two_date_time_parameters_each_its_own() -> None:
    made = calls("kennels in Ripon, dropping off 7am on the 27th and collecting 6pm on Dec 2nd", KENNEL_TOOLS[:1])
    assert made == [("kennel_search", {"town": "Ripon", "drop_off": "2026-11-27T07:00", "collect": "2026-12-02T18:00"})]


def test_what_am_i_getting_asks_for_the_users_current_plan() -> None:
    assert calls("remind me what I'm actually getting at the moment?", KENNEL_TOOLS) == [("my_plan", {})]


def test_a_short_code_is_not_an_id_shaped_like_a_longer_example() -> None:
    from labkit.sim.engine.fill.described import fits_code_shape
    from labkit.sim.engine.schema import params_of

    ref = params_of({"type": "object", "properties": {"ref": {"type": "string", "description": "Booking reference, e.g. PF-88213"}}})[0]
    assert not fits_code_shape(ref, "T2") and fits_code_shape(ref, "PF-10442") and fits_code_shape(ref, "pf 10442")


def test_a_listed_record_is_not_the_one_asked_for_because_it_repeats_the_tools_own_word() -> None:
    """"how much to park?" over car parks, one of which "parks the car for you": the question is
    about all of them (the tool's word says what the list is, not which one)."""
    tool = fn("search_parking", "Car parks with prices.", {"terminal": {"type": "string"}})
    parks = {"options": [{"name": "JetParks 1", "kind": "long stay with shuttle", "price_gbp": 60},
                         {"name": "Meet & Greet", "kind": "a driver parks the car for you", "price_gbp": 192}]}
    text = _answer(tool, "how much to park at T2?", parks, {"terminal": "T2"})
    assert "JetParks 1" in text and "£60" in text and "Meet & Greet" in text


RIDES = fn("find_lifts", "Published lifts between two cities on a date.", {
    "from_city": {"type": "string"}, "to_city": {"type": "string"}, "date": {"type": "string", "description": "YYYY-MM-DD"}})
JOIN_LIFT = fn("join_lift", "Ask the driver for a seat on a lift.", {"lift_id": {"type": "string"}, "seats": {"type": "integer"}})
LIFT_FNS = {"find_lifts": lambda from_city, to_city, date: {"lifts": [{"lift_id": f"L-{from_city[:3].upper()}-{to_city[:3].upper()}-1", "depart": "07:30"}]},
            "join_lift": lambda lift_id, seats: {"request_id": "RQ-1", "lift_id": lift_id, "seats": seats}}


def test_a_place_said_with_to_is_where_a_lookup_made_for_an_action_goes() -> None:
    made = converse(LIFT_FNS, [RIDES, JOIN_LIFT], ["put me on the earliest lift to Nantes on Friday, one seat"],
                    instructions="Today is Tuesday, 17 November 2026. The member lives in Rennes.")
    assert made[0][0] == ("find_lifts", {"from_city": "Rennes", "to_city": "Nantes", "date": "2026-11-20"})


def test_a_lettered_option_is_said_as_its_word_and_number() -> None:
    gates = fn("gate_info", "Walking time to a gate.", {"gate": {"type": "string", "enum": ["G1", "G2", "G3"]}})
    assert calls("how long a walk is it to gate 3?", [gates]) == [("gate_info", {"gate": "G3"})]


def test_a_parameter_for_another_choice_of_the_action_is_left_out_and_a_restart_date_is_a_date() -> None:
    manage = fn("manage_box", "Skip one box, or pause boxes until a date.", {
        "action": {"type": "string", "enum": ["skip", "pause"]},
        "skipDate": {"type": ["string", "null"], "description": "skip: the box date to skip (YYYY-MM-DD)"},
        "resumeOn": {"type": ["string", "null"], "description": "pause: boxes restart on the first delivery on/after this date"}}, required=["action"])
    assert calls("pause my boxes until 4 January please", [manage]) == [("manage_box", {"action": "pause", "resumeOn": "2027-01-04"})]
    assert calls("skip the box on the 24th", [manage]) == [("manage_box", {"action": "skip", "skipDate": "2026-11-24"})]


KAYAK_RULES = """You are the booking assistant of Tarn Kayaks. Today is Tuesday, 17 November 2026.
- Late return: the first 30 minutes after the booked end are free. After that £10 per started hour is charged, unless the lake warden closed the water.
- Wetsuits: never lend a wetsuit that has not dried overnight; staff check them each morning.
- Deposits: a customer who capsizes twice in a session loses no deposit; the boat is checked, not the paddler.
- Prices: hire is capped at £45 a day so that families are not put off; groups of six or more get 10% off."""
KAYAK_TOOLS = [fn("my_hires", "The customer's kayak hires: boat, start, end and price.", {}),
               fn("book_kayak", "Book a kayak.", {"start": {"type": "string"}, "hours": {"type": "integer"}})]


@pytest.mark.parametrize(("question", "said"), [
    ("what happens if the wind picks up and we get back an hour after our slot?", "first 30 minutes"),
    ("should I just lend my mate a damp wetsuit to keep things simple?", "never lend a wetsuit"),
    ("how do you work out what to charge? are you making a killing off families?", "capped at £45"),
])
def test_hypotheticals_advice_and_follow_on_questions_are_answered_from_the_instructions(question: str, said: str) -> None:
    decision = decide(question, KAYAK_TOOLS, instructions=KAYAK_RULES)
    assert not decision.calls and said in (decision.text or "")


def test_a_question_after_a_what_happens_if_goes_on_with_its_condition() -> None:
    found = clauses("what happens if the train is cancelled and we miss the ferry?")
    assert len(found) == 1 and found[0].mood == "hypothetical" and found[0].condition.endswith("and we miss the ferry")


def test_advice_that_shares_a_word_with_the_users_data_reads_none_of_it() -> None:
    assert calls("what's the best way to dry a kayak once it's out? should it go in the shed?", KAYAK_TOOLS) == []


def test_a_sum_of_money_names_an_option_of_a_money_enum() -> None:
    cover = fn("set_cover", "Change the cover on a policy.", {"policy": {"type": "string"}, "cover_gbp": {"type": "integer", "enum": [1000, 2000, 5000]}})
    assert calls("please bump the cover on policy HX-221 up to £5,000", [cover]) == [("set_cover", {"policy": "HX-221", "cover_gbp": 5000})]


def test_after_work_is_the_evening() -> None:
    classes = fn("class_times", "Classes on a day.", {"day": {"type": "string", "description": "YYYY-MM-DD"},
                                                      "part": {"type": "string", "enum": ["morning", "afternoon", "evening"]}})
    assert calls("anything on thursday after work?", [classes]) == [("class_times", {"day": "2026-11-19", "part": "evening"})]


STUDIO_RULES = """You are the assistant of Clay Corner pottery studio. Today is Tuesday, 17 November 2026.
- Courses: Wheel Basics is the best place to start if you are new; Glaze Lab needs a term of wheel work first.
- Aprons: rent one for £2 or bring your own. Clay and tools are included."""


def test_which_should_i_start_with_and_do_i_need_to_buy_are_answered_from_the_instructions() -> None:
    decision = decide("never touched clay in my life. which course should I start with, and do I need to buy an apron?",
                      [fn("book_course", "Book a course.", {"course": {"type": "string"}})], instructions=STUDIO_RULES)
    assert not decision.calls and "Wheel Basics" in (decision.text or "") and "bring your own" in (decision.text or "")


BROOK_HALL_RULES = """You are the bookings assistant of Brook Street Hall. Today is Tuesday, 17 November 2026.
- Cancellation: 14 days or more before the event, full refund. Less than 14 days before, half the hire is kept.
- Overruns are charged in 30-minute blocks if the hall is free afterwards; otherwise the caretaker locks up on time.
- Leaving the hire: give 7 days' notice in writing."""
BROOK_HALL_TOOLS = [fn("hall_slots", "Free slots of the hall on a day.", {"day": {"type": "string"}}),
              fn("book_hall", "Book the hall.", {"day": {"type": "string"}, "hours": {"type": "integer"}})]


@pytest.mark.parametrize(("question", "said"), [
    ("hypothetically, if we had to pull out of the party next week would we get our money back?", "half the hire is kept"),
    ("if the band is on a roll at the end can we just keep going for a bit?", "30-minute blocks"),
])
def test_a_phrasal_verb_is_read_as_the_word_a_policy_uses(question: str, said: str) -> None:
    decision = decide(question, BROOK_HALL_TOOLS, instructions=BROOK_HALL_RULES)
    assert not decision.calls and said in (decision.text or "")


def test_a_bare_hypothetical_condition_is_the_condition_of_the_question_after_it() -> None:
    found = clauses("hypothetically, if the caterer cancels on us, should we still pay the deposit?")
    assert [(c.mood, c.condition) for c in found] == [("advice", "the caterer cancels on us")]


def test_a_general_question_gets_no_instruction_sentence_that_shares_only_near_words() -> None:
    decision = decide("why do halls always ban confetti? does it actually damage floors or is that a myth", BROOK_HALL_TOOLS, instructions=BROOK_HALL_RULES)
    assert not decision.calls and "Cancellation" not in (decision.text or "") and "notice" not in (decision.text or "")


def test_the_stuff_is_no_thing_the_listed_record_lacks() -> None:
    from labkit.sim.engine.chain import _names_what_it_lacks

    order = {"orderNumber": 1047, "customer": "Daniel Okoro", "items": ["Winter Orchard Candle"]}
    text = "cancel Daniel's and put the stuff back in stock"
    assert _names_what_it_lacks(order, gather(text, TODAY), (0, len(text)), set()) is None
    text = "return the jacket"
    assert _names_what_it_lacks(order, gather(text, TODAY), (0, len(text)), set()) == "jacket"


def test_a_clause_s_picks_are_remembered_per_text_and_bound_to_the_clause_asking() -> None:
    """Every step of a tool loop reads the same message: `select.pick` remembers its answer with
    the text's evidence, hands it back bound to the clause that asks, and keys it on the whole
    clause (the same words read as a question pick differently from a request)."""
    import dataclasses

    from labkit.sim.engine.select import pick
    from labkit.sim.engine.tools import Toolbox

    tools = Toolbox.of([Tool("create_reminder", "Create a reminder.", {"type": "object", "properties": {"text": {"type": "string"}}}),
                        Tool("list_reminders", "List the user's reminders.", {"type": "object", "properties": {}})])
    text = "remind me to water the plants"
    evidence = gather(text, dt.date(2026, 1, 1))
    first_notes: list[str] = []
    request = clauses(text)[0]
    first = pick(request, tools, evidence, first_notes)
    again_clause = clauses(text)[0]
    again_notes: list[str] = []
    again = pick(again_clause, tools, evidence, again_notes)
    assert [p.profile.name for p in first[0]] == [p.profile.name for p in again[0]] == ["create_reminder"]
    assert all(p.clause is again_clause for p in again[0]) and again_notes == first_notes
    assert again[0][0].match is first[0][0].match  # remembered, not worked out again
    as_a_question = dataclasses.replace(again_clause, mood="question")
    assert [p.profile.name for p in pick(as_a_question, tools, evidence, [])[0]] != ["create_reminder"]
