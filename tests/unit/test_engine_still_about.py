"""A conversation that stays on one thing: "what sessions have I booked?" … "add a glaze pack to
it" … "and push it back an hour" moves the session's own time, listed two turns back (the last
call only named the session), and a field the last call changed is not read back stale."""

from __future__ import annotations

from labkit.sim.types import Tool

STUDIO = "You are the booking assistant of Kiln & Co pottery studio. Today is Tuesday 9 March 2027. Member: Dev Patel, member id M-4410."
MINE = Tool("list_my_sessions", "The member's booked wheel sessions.", {
    "type": "object", "properties": {"member_id": {"type": "string"}}, "required": ["member_id"]})
EXTRA = Tool("add_extra", "Add an extra to a booked session.", {
    "type": "object", "properties": {
        "session_id": {"type": "string", "pattern": "^S-\\d{3}$"},
        "extra": {"type": "string", "enum": ["glaze_pack", "apron", "clay_bag"]}},
    "required": ["session_id", "extra"]})
CHANGE = Tool("change_session", "Change a booked session: people or time (send only what changes).", {
    "type": "object", "properties": {
        "session_id": {"type": "string", "pattern": "^S-\\d{3}$"},
        "people": {"type": "integer", "minimum": 1, "maximum": 8},
        "time": {"type": "string", "pattern": "^\\d{2}:\\d{2}$", "description": "24-hour HH:MM"}},
    "required": ["session_id"]})
OUTPUTS = {
    "list_my_sessions": lambda a: {"sessions": [{"session_id": "S-214", "date": "2027-03-13", "time": "10:30", "people": 2, "extras": []}]},
    "add_extra": lambda a: {"session_id": a["session_id"], "status": "added", "extras": [a["extra"]]},
    "change_session": lambda a: {"session_id": a["session_id"], "status": "changed", "changes": {k: v for k, v in a.items() if k != "session_id"}},
}


def test_a_shift_moves_the_time_listed_turns_ago(converse) -> None:
    made, answer = converse(STUDIO, [MINE, EXTRA, CHANGE], OUTPUTS, ["what sessions have I booked?", "add a glaze pack to it", "and push it back an hour"])
    assert made[1] == ("add_extra", {"session_id": "S-214", "extra": "glaze_pack"})
    assert made[2] == ("change_session", {"session_id": "S-214", "time": "11:30"})
    assert "11:30" in answer
