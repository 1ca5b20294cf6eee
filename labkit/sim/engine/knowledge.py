"""What the simulated model knows without a tool: the ticker symbols of the best-known listed
companies ("a stock quote for Apple" -> AAPL).

A real model knows far more; this table holds only what tool arguments commonly need and a model
would fill without asking. Symbols are the primary US listing (NASDAQ/NYSE) as of 2026.
"""

from __future__ import annotations

import re

TICKERS: dict[str, str] = {
    "apple": "AAPL", "microsoft": "MSFT", "alphabet": "GOOGL", "google": "GOOGL", "amazon": "AMZN",
    "meta": "META", "facebook": "META", "tesla": "TSLA", "nvidia": "NVDA", "netflix": "NFLX",
    "berkshire hathaway": "BRK.B", "jpmorgan": "JPM", "jp morgan": "JPM", "visa": "V", "mastercard": "MA",
    "walmart": "WMT", "exxon": "XOM", "exxonmobil": "XOM", "johnson & johnson": "JNJ", "procter & gamble": "PG",
    "coca-cola": "KO", "coca cola": "KO", "pepsi": "PEP", "pepsico": "PEP", "intel": "INTC", "amd": "AMD",
    "ibm": "IBM", "oracle": "ORCL", "salesforce": "CRM", "adobe": "ADBE", "cisco": "CSCO", "disney": "DIS",
    "nike": "NKE", "mcdonald's": "MCD", "mcdonalds": "MCD", "starbucks": "SBUX", "boeing": "BA", "uber": "UBER",
    "airbnb": "ABNB", "paypal": "PYPL", "spotify": "SPOT", "shopify": "SHOP", "qualcomm": "QCOM",
    "broadcom": "AVGO", "costco": "COST", "pfizer": "PFE", "moderna": "MRNA", "ford": "F", "general motors": "GM",
    "toyota": "TM", "sony": "SONY", "samsung": "SSNLF", "alibaba": "BABA", "tsmc": "TSM", "asml": "ASML",
}


def ticker_for(name: str) -> str | None:
    """The ticker symbol of a company by name ("Apple" -> "AAPL"), or None."""
    return TICKERS.get(name.strip().lower().removesuffix(" inc").removesuffix(" inc.").removesuffix("'s"))


#: Cuisines by the adjective people use ("any indian places open?" asks for cuisine=indian).
CUISINES = frozenset("""indian chinese thai italian mexican japanese french greek turkish korean vietnamese lebanese spanish
    american ethiopian taiwanese persian moroccan caribbean brazilian peruvian portuguese german polish russian nepalese
    pakistani bangladeshi malaysian indonesian filipino sri-lankan middle-eastern mediterranean vegan vegetarian sushi pizza
    burger burgers ramen tapas kebab bbq seafood""".split())

_CUISINE_PARAMS = frozenset("cuisine cuisines food style kind type category".split())


def cuisine_in(text: str, param_words: tuple[str, ...]) -> str | None:
    """The cuisine a text names, for a parameter about cuisine (`cuisine`, `food_type`), or None."""
    if not set(param_words) & _CUISINE_PARAMS or "cuisine" not in param_words and not set(param_words) & {"food"}:
        return None
    for word in text.replace("?", " ").replace(",", " ").split():
        word = word.strip(".!'\"")
        if word.lower() in CUISINES:
            return word  # as the user wrote it ("Japanese", "indian")
    return None


#: What a thing is a kind of, for an enum of categories ("an employment contract" is a legal
#: document, "a taxi" a travel expense): the words by which a model knows each common category.
KINDS: dict[str, tuple[str, ...]] = {
    "legal": ("contract", "agreement", "lease", "tenancy", "summons", "court", "affidavit", "deed", "will", "nda", "subpoena",
              "judgment", "judgement", "lawsuit", "power of attorney", "terms and conditions", "statute", "solicitor"),
    "marketing": ("flyer", "flier", "brochure", "leaflet", "advert", "advertisement", "ad copy", "campaign", "newsletter", "landing page",
                  "slogan", "poster", "press release", "social media post", "website copy", "tagline", "catalogue", "catalog"),
    "technical": ("manual", "user guide", "specification", "spec sheet", "datasheet", "data sheet", "documentation", "installation guide",
                  "instructions for use", "api docs", "software", "firmware", "schematic", "white paper"),
    "medical": ("prescription", "medical report", "discharge letter", "discharge summary", "patient", "diagnosis", "clinical",
                "lab results", "blood test", "hospital letter", "doctor's letter", "gp letter", "vaccination record", "medical records"),
    "certificate": ("birth certificate", "marriage certificate", "death certificate", "diploma", "degree certificate", "driving licence",
                    "driver's license", "police certificate"),
    "financial": ("invoice", "bank statement", "tax return", "annual report", "accounts", "payslip", "balance sheet", "audit"),
    "academic": ("thesis", "dissertation", "research paper", "essay", "journal article", "transcript of records"),
    "meal": ("lunch", "dinner", "breakfast", "coffee", "restaurant", "takeaway", "snack", "client dinner"),
    "travel": ("taxi", "uber", "cab", "train", "flight", "bus", "tram", "mileage", "parking", "car hire", "rental car", "toll", "ferry"),
    "accommodation": ("hotel", "airbnb", "hostel", "b&b", "guesthouse", "motel", "apartment stay"),
    "supplies": ("stationery", "printer ink", "toner", "paper", "pens", "office supplies", "notebooks"),
    # reasons and occasions a form asks for ("hurt my finger bouldering" is an injury, "my brother's 30th" a birthday)
    "injury": ("injury", "injured", "hurt my", "hurt his", "hurt her", "sprained", "sprain", "broke my", "broken arm", "broken leg",
               "fracture", "fractured", "pulled a muscle", "strained", "torn ligament", "surgery on my"),
    "illness": ("ill", "sick", "unwell", "poorly", "flu", "covid", "fever", "a bug"),
    "birthday": ("birthday", "bday", "b-day", "18th", "21st", "30th", "40th", "50th", "60th", "70th", "80th", "90th", "turning"),
    "hen": ("hen do", "hen party", "stag do", "stag party", "bachelorette", "bachelor party"),
    "anniversary": ("anniversary",),
    "wedding": ("wedding", "reception", "getting married"),
    "vaccination": ("jab", "jabs", "vaccine", "vaccines", "vaccination", "vaccinations", "booster", "shots"),
    "theft": ("stolen", "stole", "nicked", "pinched", "robbed", "burgled", "burglary", "thief", "thieves", "theft"),
    "vandalism": ("vandalised", "vandalized", "graffiti", "vandals", "smashed up"),
    "heating": ("radiator", "radiators", "boiler", "heating", "heater", "no heat", "thermostat"),
    "plumbing": ("leak", "leaking", "leaky", "dripping", "tap", "toilet", "sink", "pipe", "drain", "blocked", "flush"),
    "electrical": ("socket", "sockets", "fuse", "fuses", "wiring", "tripped", "light switch", "no power", "sparking"),
    "pest": ("mice", "mouse", "rats", "rat", "cockroaches", "ants", "wasps", "bedbugs", "bed bugs", "droppings", "fleas"),
    "holiday": ("holiday", "vacation", "on leave", "abroad", "away on a trip"),
}
#: The enum values that name each category (the first word of `legal_document`, `meals`…).
_VALUE_KIND = {"legal": "legal", "marketing": "marketing", "technical": "technical", "tech": "technical", "medical": "medical",
               "certificate": "certificate", "certificates": "certificate", "financial": "financial", "finance": "financial",
               "academic": "academic", "meal": "meal", "meals": "meal", "food": "meal", "travel": "travel", "transport": "travel",
               "accommodation": "accommodation", "lodging": "accommodation", "hotel": "accommodation", "hotels": "accommodation",
               "supplies": "supplies", "office": "supplies",
               "injury": "injury", "injured": "injury", "illness": "illness", "sickness": "illness", "sick": "illness", "ill": "illness",
               "birthday": "birthday", "hen": "hen", "stag": "hen", "bachelor": "hen", "bachelorette": "hen", "anniversary": "anniversary",
               "wedding": "wedding", "vaccination": "vaccination", "vaccinations": "vaccination", "vaccine": "vaccination",
               "jabs": "vaccination", "theft": "theft", "stolen": "theft", "vandalism": "vandalism", "heating": "heating",
               "plumbing": "plumbing", "electrical": "electrical", "electric": "electrical", "electrics": "electrical", "pest": "pest",
               "pests": "pest", "holiday": "holiday", "holidays": "holiday", "vacation": "holiday"}


def kind_named(values: list[object], text: str) -> tuple[object, str] | None:
    """The category value of an enum that a thing the text names belongs to ("translate my
    employment contract" and `document_type: [general, legal, medical]` -> legal), or None when
    the text names none, or things of two categories."""
    low = text.lower()
    hits: dict[object, str] = {}
    for value in values:
        if not isinstance(value, str):
            continue
        kind = _VALUE_KIND.get(value.lower().replace("-", "_").split("_")[0])
        if kind is None:
            continue
        said = next((w for w in KINDS[kind] if re.search(rf"(?<![\w-]){re.escape(w)}s?(?![\w-])", low)), None)
        if said is not None:
            hits[value] = said
    if len(hits) != 1:
        return None
    value, said = next(iter(hits.items()))
    return value, f"'{said}' is a kind of {value}"
