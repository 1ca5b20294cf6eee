"""A field's value in words: numbers as the tool returned them, units read from the field name
(`temperature_c` -> "7°C"), money from a currency field or a `_usd`/`_eur` suffix, lists and
nested records shortened; and `join` ("a, b and c")."""

from __future__ import annotations

import re
from typing import Any

from labkit.sim.engine import places
from labkit.sim.engine.outputs import field_label, label_of, per_unit
from labkit.sim.engine.words import shorten, split_identifier

_UNITS = {
    "c": "°C", "celsius": "°C", "f": "°F", "fahrenheit": "°F", "kph": " km/h", "kmh": " km/h", "mph": " mph",
    "mm": " mm", "cm": " cm", "km": " km", "m": " m", "mi": " miles", "kg": " kg", "g": " g", "lb": " lb",
    "pct": "%", "percent": "%", "ms": " ms", "s": " s", "min": " min", "mins": " min", "h": " h", "hours": " hours",
    "minutes": " minutes", "days": " days", "nights": " nights",
    "gb": " GB", "mb": " MB", "tb": " TB", "kb": " KB", "kwh": " kWh", "kw": " kW", "l": " l", "ml": " ml",
}
MONEY_WORDS = ("price", "cost", "amount", "total", "fee", "balance", "fare", "rate", "subtotal", "payment", "value", "worth", "budget", "charge", "refund", "deposit",
               "cap", "allowance")
_SYMBOLS = {"USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹"}


def _currency_of(record: dict[str, Any]) -> str | None:
    for key in ("currency", "currency_code", "ccy"):
        value = record.get(key)
        if isinstance(value, str) and len(value) == 3:
            return value.upper()
    unit = record.get("unit")
    if isinstance(unit, str) and unit[:3].isalpha() and unit[:3].isupper():
        return unit[:3]
    return None


def money_of(key: str, value: Any, record: dict[str, Any]) -> tuple[float, str] | None:
    """(amount, ISO currency) when a record's field is a sum of money (`price_gbp`, or `price`
    beside a `currency` field); None for counts, ratings and everything else."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    parts = split_identifier(key)
    suffix = parts[-1] if parts else ""
    inner = next((p for p in parts[1:-1] if p in ("usd", "eur", "gbp")), None) if any(w in parts for w in MONEY_WORDS) else None
    code = (inner or suffix).upper()
    if len(parts) > 1 and len(code) == 3 and (code in _SYMBOLS or places.is_currency_code(code)):
        return value, code
    currency = _currency_of(record) if any(word in parts for word in MONEY_WORDS) else None
    return (value, currency) if currency else None


_SUM_KEYS = ("amount", "value", "total", "price", "sum")


def money_object(value: Any) -> str | None:
    """{"currency": "CHF", "amount": 274.65} as money ("274.65 CHF", "€300"); None for anything else."""
    if not isinstance(value, dict) or not 2 <= len(value) <= 3:
        return None
    currency = _currency_of(value)
    key = next((k for k in _SUM_KEYS if isinstance(value.get(k), (int, float)) and not isinstance(value.get(k), bool)), None)
    if currency is None or key is None or any(k not in (key, "currency", "currency_code", "ccy", "formatted", "display") for k in value):
        return None
    return value_text(key, value[key], value)


def number_text(value: float | int) -> str:
    """7 -> "7", 7.5 -> "7.5", 1200 -> "1200", 239.99 -> "239.99" (as returned, no rounding)."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        return str(int(value))
    return str(value)


#: A clock time as tools write it: "17:42", "9:05:30".
CLOCK = re.compile(r"\d{1,2}:\d{2}(?::\d{2})?")
SNAKE_WORDS = re.compile(r"[a-z]{2,}(?:_[a-z]{2,}){1,4}")


def value_text(key: str, value: Any, record: dict[str, Any] | None = None) -> str:
    """A field's value as words: units from the key, money from the record's currency."""
    parts = split_identifier(key)
    if isinstance(value, bool):
        return "yes" if value else "no"
    rate = per_unit(key) if isinstance(value, (int, float)) else None
    if rate is not None and rate[0]:
        label, unit, per = rate
        amount = value_text("_".join(label + ([unit] if unit and unit not in ("p", "pence", "c", "cents", "ct") else [])), value, record)
        if len(label) == 1 and label[0] in _UNITS:
            amount = f"{number_text(value)}{_UNITS[label[0]]}"  # `km_per_hour`: "5 km per hour"
        if unit in ("p", "pence"):
            amount = f"{number_text(value)}p"
        elif unit in ("c", "cents", "ct"):
            amount = f"{number_text(value)}c"
        per_text = " ".join(_UNITS.get(w, " " + w).strip() for w in per)
        return f"{amount} per {per_text}"  # "19.5p per kWh", "£40 per fuel", "£80 per night"
    if isinstance(value, (int, float)):
        text = number_text(value)
        suffix = parts[-1] if parts else ""
        inner = next((p for p in parts[1:-1] if p in ("usd", "eur", "gbp")), None) if any(w in parts for w in MONEY_WORDS) else None
        if inner:
            suffix = inner  # `fee_gbp_per_month`: pounds, per month
        if suffix in ("usd", "eur", "gbp") or len(suffix) == 3 and len(parts) > 1 and places.is_currency_code(suffix.upper()):
            if isinstance(value, float) and not value.is_integer() and round(value, 2) == value:
                text = f"{value:.2f}"  # "fare_dkk": 82.5 is 82.50 DKK
            return f"{_SYMBOLS.get(suffix.upper(), '')}{text}" if suffix.upper() in _SYMBOLS else f"{text} {suffix.upper()}"
        if suffix in _UNITS and len(parts) > 1:
            return text + _UNITS[suffix]
        if any(word in parts for word in MONEY_WORDS) and record is not None:
            currency = _currency_of(record)
            if currency:
                if isinstance(value, float) and not value.is_integer() and round(value, 2) == value:
                    text = f"{value:.2f}"  # money in pence and cents: £54.90, not £54.9
                return f"{_SYMBOLS[currency]}{text}" if currency in _SYMBOLS else f"{text} {currency}"
        return text
    if isinstance(value, str) and len(value) <= 32 and _ISO.fullmatch(value) and tuple(parts[-1:]) not in (("id",), ("code",), ("key",), ("ref",)):
        said = day_text(value)
        if said:
            return said  # "2027-06-03" is said "Thursday 3 June 2027", "…T17:30:00" "… at 17:30"
    if isinstance(value, str) and SNAKE_WORDS.fullmatch(value) and tuple(parts[-1:]) not in (("id",), ("code",), ("key",), ("ref",)):
        return value.replace("_", " ")  # "out_for_delivery": a state in words (an id "lock_back" stays as it is)
    if isinstance(value, list):
        long_items = any(isinstance(v, str) and len(v) > 40 for v in value)
        shown = 2 if long_items else 6
        simple = [shorten(value_text(key, v), 70) for v in value[:shown] if not isinstance(v, (dict, list))]
        more = f" (and {len(value) - shown} more)" if len(value) > shown else ""
        if long_items and simple:
            return "; ".join(simple) + more
        return join(simple) + more if simple else f"{len(value)} items"
    if isinstance(value, dict):
        money = money_object(value)
        if money is not None:
            return money
        label = label_of(value)
        if not label and value and len(value) <= 6 and all(isinstance(v, list) and 0 < len(v) <= 8 and all(isinstance(x, (str, int, float)) for x in v)
                                                            for v in value.values()):
            # {"Joris": ["10:00", "15:00"], "Femke": [...]}: each name with its values
            return "; ".join(f"{k if str(k)[:1].isupper() else field_label(str(k))} {join([value_text(str(k), x) for x in v])}" for k, v in value.items())
        if not label and value and all(isinstance(v, (dict, list)) for v in value.values()):
            return join([field_label(str(k)) for k in list(value)[:6]]) + (f" (and {len(value) - 6} more)" if len(value) > 6 else "")
        return label or ", ".join(f"{field_label(k)} {value_text(k, v, value)}" for k, v in list(value.items())[:3] if not isinstance(v, (dict, list)))
    return shorten(str(value), 140)


_ISO = re.compile(r"(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?")


def day_text(value: str) -> str | None:
    """An ISO date or moment as a person says it: "Thursday 3 June 2027", "Friday 11 December 2026
    at 17:30" (None when it is not a real date)."""
    import datetime as dt

    match = _ISO.fullmatch(value.strip())
    if not match:
        return None
    try:
        day = dt.date(int(match.group(1)), int(match.group(2)), int(match.group(3)))
    except ValueError:
        return None
    text = f"{day.strftime('%A')} {day.day} {day.strftime('%B')} {day.year}"
    if match.group(4) is not None and (match.group(4), match.group(5)) != ("00", "00") or match.group(4) is not None and match.group(6) is None:
        text += f" at {match.group(4)}:{match.group(5)}"
    return text


def join(items: list[str]) -> str:
    """"a", "a and b", "a, b and c"."""
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]
