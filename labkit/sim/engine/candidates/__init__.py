"""Values from the user's words, by slot: which mention can fill a date, a count, a city, an id…

`from_text(slot, param, evidence, span, used)` returns candidate values, best first, each with
the mention it came from. A mention inside the intent's clause beats one elsewhere in the
message; a mention whose neighbouring words name the parameter ("order *4412*" for `order_id`,
"*3* nights" for `nights`) beats a bare one; a role said by a cue word ("*from* Berlin", "*until*
Friday") must agree with the parameter's side (`origin`, `end_date`).

Each family of finders is a module of this package (`when`, `quantities`, `identifiers`, `codes`,
`names`); `scoring` holds the `Candidate` they return and the scores they share.
"""

from __future__ import annotations

from labkit.sim.engine.candidates.codes import countries, currencies, languages, timezones
from labkit.sim.engine.candidates.identifiers import abbreviates, belongs, ids, of_kind
from labkit.sim.engine.candidates.names import locations, people, things
from labkit.sim.engine.candidates.quantities import (
    amounts,
    counts,
    distances,
    limits,
    measures,
    percents,
    plain_numbers,
    ratings,
    temperatures,
    years,
)
from labkit.sim.engine.candidates.scoring import Candidate
from labkit.sim.engine.candidates.when import dates, datetimes, durations, format_datetime, format_time, times
from labkit.sim.engine.evidence import Evidence
from labkit.sim.engine.schema import Param
from labkit.sim.engine.slots import Slot

__all__ = ["Candidate", "abbreviates", "format_datetime", "format_time", "from_text"]


def from_text(slot: Slot, param: Param, evidence: Evidence, span: tuple[int, int], used: set[int], *, context: str = "",
              id_objects: frozenset[str] = frozenset()) -> list[Candidate]:
    """Candidate values for `param` from one text, best first. `context`: the tool's own words
    (a table-booking tool's "at 8" is in the evening); `id_objects`: what the offered tools' id
    parameters identify (an id whose prefix or cue names another of them is not this one's)."""
    finder = _FINDERS.get(slot.kind)
    if finder is None:
        return []
    if slot.kind in ("time", "datetime") and context:
        param = _with_context(param, context)
    found = finder(slot, param, evidence, span, used)
    if slot.kind == "id":
        found = [belongs(c, param, id_objects, span) for c in found]
    found.sort(key=lambda c: -c.score)
    return found


def _with_context(param: Param, context: str) -> Param:
    import dataclasses

    return dataclasses.replace(param, description=f"{param.description} ({context[:200]})")


_FINDERS = {
    "date": dates,
    "time": times,
    "datetime": datetimes,
    "duration": durations,
    "count": counts,
    "amount": amounts,
    "percent": percents,
    "temperature": temperatures,
    "limit": limits,
    "rating": ratings,
    "distance": distances,
    "measure": measures,
    "year": years,
    "number": plain_numbers,
    "id": ids,
    "email": of_kind("email"),
    "url": of_kind("url"),
    "phone": of_kind("phone"),
    "slug": of_kind("slug"),
    "path": of_kind("path"),
    "country": countries,
    "language": languages,
    "currency": currencies,
    "timezone": timezones,
    "place": locations,
    "person": people,
    "thing": things,
    "expression": of_kind("expression"),
}
