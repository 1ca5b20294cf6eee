"""What the simulated model knows without a tool: the ticker symbols of the best-known listed
companies ("a stock quote for Apple" -> AAPL).

A real model knows far more; this table holds only what tool arguments commonly need and a model
would fill without asking. Symbols are the primary US listing (NASDAQ/NYSE) as of 2026.
"""

from __future__ import annotations

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
