"""Recycling assistant: a chat helper for households and small scrap sellers.

After a recycling-assistant chat worker whose graph had six tool-using nodes (weather, price
trend, latest prices, bulk waste, place search, collection points); here each node is one plain
function over `data/recycling.json`: six cities (Berlin, Hamburg, Munich, Cologne, Vienna,
Zurich) with coordinates and today's weather, six recyclable materials with monthly prices per
region, bulk-waste rules per city, places (recycling centres, second-hand shops, repair cafés)
and collection points.

The lesson in `find_collection_points`: the original signature was `radius: int = 5000`. In strict
mode every parameter is required and the default never reaches the model, so here optional
parameters are `X | None = None` and the body fills in the default.

No side effects: every tool only reads, so the scenario's world (`RecyclingWorld`) is empty.
`SCENARIO` is the domain as data: the six tools with their modelled latencies, the task and its
check.
"""

import math
import re
from dataclasses import dataclass
from datetime import date
from typing import Any, Literal, get_args

from ._common import choice, fold, load_json, tokens
from .scenario import Scenario, ToolSpec
from .task import Check, Outcome, Task, Verdict

TODAY = date(2026, 11, 1)
"""The scenario's fixed "today": the weather is today's, the latest prices are last month's."""

Material = Literal["aluminium", "copper", "cardboard", "pet", "glass", "steel"]
Region = Literal["north", "south", "east", "west"]
WasteCategory = Literal["paper", "packaging", "organic", "residual", "glass", "bulky"]
PlaceCategory = Literal["recycling_centre", "second_hand", "repair_cafe"]
PointMaterial = Literal[
    "aluminium", "copper", "cardboard", "pet", "glass", "steel", "batteries", "electronics",
    "textiles",
]
MATERIALS: tuple[str, ...] = get_args(Material)
REGIONS: tuple[str, ...] = get_args(Region)
WASTE_CATEGORIES: tuple[str, ...] = get_args(WasteCategory)
PLACE_CATEGORIES: tuple[str, ...] = get_args(PlaceCategory)
POINT_MATERIALS: tuple[str, ...] = get_args(PointMaterial)

DEFAULT_RADIUS_M = 5000
MAX_RADIUS_M = 50_000
DEFAULT_MONTHS = 6
MAX_PLACES = 10



@dataclass
class RecyclingWorld:
    """One run's recycling world: empty, because no recycling tool changes anything. It exists so
    every scenario can be run the same way (`SCENARIO.new_world()`)."""

# Words a search for a category might use, beyond the category's own name.
_CATEGORY_WORDS = {
    "recycling_centre": "recycling centre center recyclinghof wertstoffhof mistplatz dump tip",
    "second_hand": "second hand secondhand used thrift charity shop store reuse sell donate",
    "repair_cafe": "repair cafe fix mend broken",
}
# Everyday words for what places list in "offers", so "sell my sofa" finds a furniture shop.
_OFFER_WORDS = {
    "furniture": "sofa couch table chair wardrobe shelf bed desk",
    "electrical appliances": "fridge freezer washing machine dishwasher oven",
    "electronics": "laptop phone radio tv television computer",
    "clothes": "clothing shoes jacket textiles",
    "bicycles": "bike",
    "books": "book",
}


def _data() -> dict[str, Any]:
    return load_json("recycling.json")


def _city(location: str) -> str:
    """The canonical city for `location`: 'münchen' -> 'Munich', 'Berlin, Germany' -> 'Berlin'."""
    cities = _data()["cities"]
    text = fold(str(location or "")).strip()
    for candidate in (text, text.split(",")[0].strip()):
        for name, info in cities.items():
            if candidate == fold(name) or candidate in (fold(a) for a in info["aliases"]):
                return name
    raise ValueError(f"unknown location {location!r}: try one of {', '.join(cities)}")


def _haversine_m(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    earth_radius_m = 6_371_000
    phi1, phi2 = math.radians(lat1), math.radians(lat2)
    dphi, dlam = phi2 - phi1, math.radians(lon2 - lon1)
    a = math.sin(dphi / 2) ** 2 + math.cos(phi1) * math.cos(phi2) * math.sin(dlam / 2) ** 2
    return 2 * earth_radius_m * math.asin(math.sqrt(a))


def _bin_advice(category: str, weather: dict[str, Any]) -> str:
    wet = weather["precipitation_mm"] > 0
    windy = weather["wind_kph"] >= 40
    temp = weather["temperature_c"]
    if category == "paper":
        if wet:
            return ("Wet weather: put the paper bin out with the lid closed and do not leave "
                    "cardboard next to it; soaked paper and cardboard are hard to recycle.")
        return "Dry weather: fine to put the paper bin out; flatten boxes so they fit inside."
    if category == "packaging":
        if windy:
            return ("Strong wind: put packaging bags out only on the morning of collection, "
                    "tied shut, or they blow away and litter the street.")
        return "Fine to put packaging out the evening before collection."
    if category == "organic":
        if temp <= 0:
            return ("Frost: line the organic bin with newspaper so the contents do not freeze "
                    "to the bin and it empties completely.")
        if temp >= 25:
            return "Heat: put the organic bin out on the morning of collection to limit smells."
        return "Fine to put the organic bin out as usual."
    if category == "glass":
        return ("Glass is not collected at the kerb: take it to a bottle bank, on working days "
                "between 7:00 and 20:00 (noise rules).")
    if category == "bulky":
        if wet:
            return ("Wet weather: put bulky items out as late as allowed and cover upholstered "
                    "furniture and mattresses, which soak up rain.")
        return "Dry weather: fine to put bulky items out the evening before the booked pick-up."
    # residual
    if windy:
        return "Strong wind: make sure the residual-waste bin lid is shut and the bin cannot tip."
    return "Fine to put the residual-waste bin out as usual."


def get_weather(location: str, waste_category: WasteCategory | None = None) -> dict[str, Any]:
    """Get today's weather in a city, plus advice on putting out a waste bin if a category is given.

    Args:
        location: The city, e.g. "Berlin" or "München".
        waste_category: The bin the user wants to put out; null for weather only.

    Returns:
        {"location", "country", "date", "temperature_c", "condition", "precipitation_mm",
        "wind_kph"}, plus "waste_category" and "bin_advice" when a category is given.

    Raises:
        ValueError: if the city is unknown or the waste category is invalid.

    Note:
        In production this would call a weather API (e.g. Open-Meteo or DWD) for the city's
        coordinates. Here it reads today's weather from `data/recycling.json`.
    """
    city = _city(location)
    weather = _data()["weather"][city]
    result = {
        "location": city,
        "country": _data()["cities"][city]["country"],
        "date": TODAY.isoformat(),
        **weather,
    }
    if waste_category is not None:
        category = choice(waste_category, WASTE_CATEGORIES, "waste category")
        result["waste_category"] = category
        result["bin_advice"] = _bin_advice(category, weather)
    return result


def _series(material: str, region: str | None) -> list[float]:
    by_region = _data()["prices"]["series"][material]
    if region is not None:
        return [float(v) for v in by_region[region]]
    columns = zip(*(by_region[r] for r in REGIONS))
    return [round(sum(col) / len(REGIONS), 2) for col in columns]


def get_price_trend(
    material: Material, region: Region | None = None, months: int | None = None
) -> dict[str, Any]:
    """Get the monthly price trend of a recyclable material, to tell whether to sell now or wait.

    Args:
        material: The recyclable material.
        region: The price region; null averages all four regions.
        months: How many recent months, 1 to 6; null means 6.

    Returns:
        {"material", "region", "unit", "series", "change_pct", "direction"}: series is a list of
        {"month", "price"} oldest first; change_pct compares the last month with the first;
        direction is "up", "down" or "flat" (within 2%). region is "all" when averaged.

    Raises:
        ValueError: if the material, region or months value is invalid.

    Note:
        In production this would call a market-data API (e.g. a scrap or recyclate price index).
        Here it reads six months of prices from `data/recycling.json`.
    """
    material_name = choice(material, MATERIALS, "material")
    region_name = None if region is None else choice(region, REGIONS, "region")
    months = DEFAULT_MONTHS if months is None else months
    if not 1 <= months <= DEFAULT_MONTHS:
        raise ValueError(
            f"months must be between 1 and {DEFAULT_MONTHS} (the history kept), got {months}"
        )
    labels = _data()["prices"]["months"][-months:]
    values = _series(material_name, region_name)[-months:]
    change = (values[-1] - values[0]) / values[0] * 100
    direction = "up" if change > 2 else "down" if change < -2 else "flat"
    return {
        "material": material_name,
        "region": region_name or "all",
        "unit": _data()["prices"]["unit"],
        "series": [{"month": m, "price": v} for m, v in zip(labels, values)],
        "change_pct": round(change, 1),
        "direction": direction,
    }


def get_latest_prices(
    material: Material | None = None, region: Region | None = None
) -> dict[str, Any]:
    """Get the latest prices paid for recyclable materials, per tonne, by material and region.

    Args:
        material: Only this material; null lists every material.
        region: Only this region; null lists every region.

    Returns:
        {"as_of", "unit", "prices"}: prices is a list of {"material", "region", "price"}.

    Raises:
        ValueError: if the material or region is invalid.

    Note:
        In production this would call a market-data API or the buyers' price lists. Here it
        reads the last month of prices from `data/recycling.json`.
    """
    materials = MATERIALS if material is None else (choice(material, MATERIALS, "material"),)
    regions = REGIONS if region is None else (choice(region, REGIONS, "region"),)
    series = _data()["prices"]["series"]
    return {
        "as_of": _data()["prices"]["months"][-1],
        "unit": _data()["prices"]["unit"],
        "prices": [
            {"material": m, "region": r, "price": series[m][r][-1]}
            for m in materials
            for r in regions
        ],
    }


def get_bulk_waste_info(city: str) -> dict[str, Any]:
    """Get how to dispose of bulky waste (furniture, mattresses…) in a city: booking, fees, items.

    Args:
        city: The city, e.g. "Hamburg" or "Köln".

    Returns:
        {"city", "how_to_book", "fees", "lead_time_days", "accepted", "not_accepted"}.

    Raises:
        ValueError: if the city is unknown.

    Note:
        In production this would call the city waste authority's website or API. Here it reads
        `data/recycling.json`.
    """
    name = _city(city)
    info = _data()["bulk_waste"][name]
    return {
        "city": name,
        "how_to_book": info["how_to_book"],
        "fees": info["fees"],
        "lead_time_days": info["lead_time_days"],
        "accepted": list(info["accepted"]),
        "not_accepted": list(info["not_accepted"]),
    }


def search_places(
    query: str, category: PlaceCategory | None = None, city: str | None = None
) -> list[dict[str, Any]]:
    """Search recycling centres, second-hand shops and repair cafés by what they take or offer.

    Args:
        query: What the user wants to do or bring, e.g. "fix a toaster" or "sell a sofa"; an
            empty query lists every place that passes the filters.
        category: Only places of this kind; null for every kind.
        city: Only places in this city; null for every city.

    Returns:
        Up to 10 places, best match first: a list of {"name", "category", "city", "address",
        "lat", "lon", "offers"}. Empty when nothing matches.

    Raises:
        ValueError: if the city is unknown or the category is invalid.

    Note:
        In production this would call a places API (e.g. Google Places or OpenStreetMap
        Nominatim). Here it matches words against the places in `data/recycling.json`.
    """
    category_name = None if category is None else choice(category, PLACE_CATEGORIES, "category")
    city_name = None if city is None else _city(city)
    candidates = [
        p
        for p in _data()["places"]
        if (category_name is None or p["category"] == category_name)
        and (city_name is None or p["city"] == city_name)
    ]
    wanted = tokens(query or "")
    ranked = []
    for place in candidates:
        extra = [words for offer, words in _OFFER_WORDS.items() if offer in place["offers"]]
        text = " ".join(
            (place["name"], place["city"], place["offers"], _CATEGORY_WORDS[place["category"]],
             *extra)
        )
        score = len(wanted & tokens(text)) if wanted else 1
        if score:
            ranked.append((-score, place["city"], place["name"], place))
    ranked.sort(key=lambda item: item[:3])
    return [dict(place) for *_, place in ranked[:MAX_PLACES]]


def find_collection_points(
    location: str, radius_m: int | None = None, material: PointMaterial | None = None
) -> list[dict[str, Any]]:
    """Find recycling collection points near a city centre, nearest first, optionally by material.

    Args:
        location: The city, e.g. "Vienna".
        radius_m: Search radius in metres, up to 50000; null means 5000.
        material: Only points that accept this material; null for any.

    Returns:
        A list of {"name", "city", "accepted", "lat", "lon", "distance_m"}, nearest first; empty
        when no point is within the radius.

    Raises:
        ValueError: if the city is unknown, the radius is out of range or the material invalid.

    Note:
        In production this would call the city's open-data API or OpenStreetMap (amenity=recycling)
        around the user's coordinates. Here it measures haversine distances from the city centre
        to the points in `data/recycling.json`.
    """
    # The original tool had `radius: int = 5000`. A strict-mode schema marks every parameter
    # required and drops defaults, so the model never learns about the 5000 and must invent a
    # radius. Here the parameter is nullable: the model may send null, and the default lives in
    # the body. (`or` also turns 0 into the default, which is what a user asking "nearby" means.)
    radius_m = radius_m or DEFAULT_RADIUS_M
    if not 0 < radius_m <= MAX_RADIUS_M:
        raise ValueError(f"radius_m must be between 1 and {MAX_RADIUS_M} metres, got {radius_m}")
    material_name = None if material is None else choice(material, POINT_MATERIALS, "material")
    city = _city(location)
    centre = _data()["cities"][city]
    found = []
    for point in _data()["collection_points"]:
        if material_name is not None and material_name not in point["accepted"]:
            continue
        distance = _haversine_m(centre["lat"], centre["lon"], point["lat"], point["lon"])
        if distance <= radius_m:
            found.append(
                {
                    "name": point["name"],
                    "city": point["city"],
                    "accepted": list(point["accepted"]),
                    "lat": point["lat"],
                    "lon": point["lon"],
                    "distance_m": round(distance),
                }
            )
    found.sort(key=lambda p: (p["distance_m"], p["name"]))
    return found


# --- the scenario as data: tools, latencies, the task and its check --------------------------------


def temperature_stated(city: str = "Berlin") -> Check:
    """A check: `get_weather` ran, and the answer states `city`'s temperature as the tool returns
    it (the number followed by °, "degrees" or C, e.g. "7°C", "7 °C", "7 degrees").

    Args:
        city: The city the question is about.
    """

    def check(outcome: Outcome) -> Verdict:
        temperature = get_weather(city)["temperature_c"]
        number = re.escape(f"{temperature:g}")
        pattern = re.compile(rf"(?<![\d.]){number}(?:\.0)?\s*(?:°|degrees?\b|deg\b|C\b)", re.IGNORECASE)
        if not outcome.ran("get_weather"):
            return Verdict(False, "get_weather never returned a result, so the answer cannot rest on it")
        if not pattern.search(outcome.answer or ""):
            return Verdict(False, f"the answer does not state {city}'s temperature ({temperature:g}°C)")
        return Verdict(True, f"states {city}'s temperature from get_weather ({temperature:g}°C)")

    return check


INSTRUCTIONS = "You help people recycle. Use the tools and answer with the facts they return."
"""The system instructions of the recycling task."""

WEATHER_QUESTION = "What's the weather in Berlin today? Can I put the paper bin out?"
"""The recycling task's question."""

SCENARIO = Scenario(
    name="recycling",
    tools=(
        ToolSpec(get_weather, latency_ms=220.0),
        ToolSpec(get_price_trend, latency_ms=160.0),
        ToolSpec(get_latest_prices, latency_ms=140.0),
        ToolSpec(get_bulk_waste_info, latency_ms=120.0),
        ToolSpec(search_places, latency_ms=260.0),
        ToolSpec(find_collection_points, latency_ms=240.0),
    ),
    world=RecyclingWorld,
    tasks=(Task("recycling", "berlin_weather", WEATHER_QUESTION, INSTRUCTIONS, temperature_stated("Berlin"),
                workflow="berlin_weather"),),
)
"""The recycling assistant as data (see `labkit.scenarios.scenario`)."""
