"""Questions the app's instructions answer, said the way people say them: "how would I get …" is
answered by the line that says what to do (text, call, ask), "my 4 yr old" is a child for a rule
about children's ages (and "not admitted" answers "can I bring …"), a rucksack is luggage and
"after I check out" is the departure day. The options of a lookup go by who it is for ("my boy,
he's 6": the kids' cut), and of two lookups the clause fits alike, the rest of the message picks
the one it speaks of."""

from __future__ import annotations

from labkit.sim.types import Tool

CLIMBING = """You are the assistant of Cragside Climbing Centre. Today is Saturday 6 March 2027.
Member: Jonah Pike, membership CC-3310.
Centre rules:
- Lost your membership card? Text CARD to 80123 and a new one is ready at the desk the next day (£3).
- Children under 8 are not admitted to the evening sessions (after 18:00); daytime family sessions welcome all ages.
- Luggage can be left in the luggage room for free on the day of your session; ask the desk for a tag.
- Chalk is sold at the desk; liquid chalk only on the bouldering wall.
- You can bring a friend to any session with a guest pass (£12); bring your own shoes or hire them at the desk (£4)."""
BOOK = Tool("book_session", "Book a climbing session.", {
    "type": "object", "properties": {"day": {"type": "string", "format": "date"}, "time": {"type": "string"}},
    "required": ["day", "time"]})
ANSWERS = {"book_session": lambda a: {"booking": "S-1", **a}}


def test_how_would_i_is_answered_by_what_to_do(converse) -> None:
    made, answer = converse(CLIMBING, [BOOK], ANSWERS, "how would i get a new membership card? i lost mine on the bus")
    assert made == [] and "80123" in answer


def test_an_age_said_is_a_child_for_an_age_rule(converse) -> None:
    made, answer = converse(CLIMBING, [BOOK], ANSWERS, "can i bring my 4 yr old tonight?")
    assert made == [] and "under 8" in answer


def test_a_rucksack_is_luggage(converse) -> None:
    made, answer = converse(CLIMBING, [BOOK], ANSWERS, "what do i do with my rucksack while i climb?")
    assert made == [] and "luggage room" in answer


BARBER = "You are the assistant of Fade & Co barbers. Today is Tuesday 9 March 2027. Client: Ruth Amadi."
OPENINGS = Tool("find_openings", "Free appointment times on a day for a service.", {
    "type": "object", "properties": {
        "date": {"type": "string", "format": "date"},
        "service": {"type": "string", "enum": ["womens_cut", "mens_cut", "kids_cut", "beard_trim"]}},
    "required": ["date", "service"]})
FREE = {"find_openings": lambda a: {"date": a["date"], "service": a["service"], "times": ["15:30", "16:10"]}}


def test_who_it_is_for_picks_the_option_for_them(converse) -> None:
    made, _ = converse(BARBER, [OPENINGS], FREE, "my boy needs a trim before his party, he's 6. anything tomorrow?")
    assert made == [("find_openings", {"date": "2027-03-10", "service": "kids_cut"})]
    made, _ = converse(BARBER, [OPENINGS], FREE, "anything tomorrow for my husband? he needs a tidy up")
    assert made == [("find_openings", {"date": "2027-03-10", "service": "mens_cut"})]


FERRY = "You are the assistant of Skerry Ferries. Today is Monday 8 March 2027."
STATUS = Tool("get_route_status", "Live sailing status and delays on a route.", {
    "type": "object", "properties": {"route": {"type": "string", "enum": ["north_isles", "south_isles"]}}, "required": ["route"]})
SEA = Tool("get_sea_forecast", "Wind, swell and visibility forecast on a route.", {
    "type": "object", "properties": {"route": {"type": "string", "enum": ["north_isles", "south_isles"]}}, "required": ["route"]})
ROUTES = {"get_route_status": lambda a: {"route": a["route"], "status": "running", "delay_minutes": 20},
          "get_sea_forecast": lambda a: {"route": a["route"], "swell_m": 2.5}}


def test_a_tie_between_lookups_goes_to_the_one_the_message_speaks_of(converse) -> None:
    made, _ = converse(FERRY, [SEA, STATUS], ROUTES, "can't afford more delays this week. anything on the north isles i should know?")
    assert made == [("get_route_status", {"route": "north_isles"})]
    made, _ = converse(FERRY, [STATUS, SEA], ROUTES, "i get seasick in any swell. anything on the north isles i should know?")
    assert made == [("get_sea_forecast", {"route": "north_isles"})]
