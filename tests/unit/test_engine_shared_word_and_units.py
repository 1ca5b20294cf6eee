"""A word several options of a multi-select share ("the tank" and `tank_level`, `tank_temp`) asks
for all of them, and a reading's table of units is read into its numbers ("61%", not "units …")."""

from __future__ import annotations

import json

from labkit.sim.engine import describe
from labkit.sim.engine.answer.asked import _asked
from labkit.sim.engine.outputs import Output
from labkit.sim.types import Tool

BOILER = "You are the assistant of a home heating app. Today is Monday 8 March 2027."
READINGS = Tool("get_readings", "Live readings of the heating system.", {
    "type": "object", "properties": {"metrics": {"type": "array", "items": {"type": "string", "enum": [
        "tank_level", "tank_temp", "flow_temp", "room_temp", "gas_used"]}}}, "required": ["metrics"]})


def test_a_word_that_several_options_share_asks_for_them_all(converse) -> None:
    made, _ = converse(BOILER, [READINGS], {"get_readings": lambda a: {"readings": {}}}, "how's the tank looking?")
    assert made == [("get_readings", {"metrics": ["tank_level", "tank_temp"]})]


def test_a_table_of_units_is_read_into_the_numbers_and_a_value_is_said_once() -> None:
    value = {"site": "Elm House", "readings": {"tank_level": 61, "tank_temp": 54.5}, "units": {"tank_level": "%", "tank_temp": "°C"},
             "pump": "running"}
    question = "how's the tank looking?"
    said = describe.output_sentence("get_readings", Output("get_readings", json.dumps(value), value), asked=_asked(question), question=question)
    assert "61%" in said and "54.5°C" in said
    assert "units" not in said and said.count("61") == 1
