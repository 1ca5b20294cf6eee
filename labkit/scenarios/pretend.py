"""PRETEND versions of the deal-hunter tools, for lesson 01 (fake functions).

Same names, parameters and first docstring lines as `labkit.scenarios.deals`, so a model sees the
same tool descriptions; but every call prints that it is fake and returns canned data baked into
this file. Nothing is read, nothing is sent. The one difference: the real `notify_user_of_deal`
also takes the run's world first (the outbox its notification goes into); the fake changes
nothing, so it needs none.
"""

from typing import Any

_CANNED_DEALS = (
    {
        "id": "P-1",
        "description": "Acme wireless earbuds with charging case (pretend)",
        "price": 49.0,
        "url": "https://deals.example.net/pretend-1-acme-earbuds",
    },
    {
        "id": "P-2",
        "description": "Acme robot vacuum cleaner (pretend)",
        "price": 129.0,
        "url": "https://deals.example.net/pretend-2-acme-robot-vacuum",
    },
    {
        "id": "P-3",
        "description": "Acme 4-slice toaster (pretend)",
        "price": 35.0,
        "url": "https://deals.example.net/pretend-3-acme-toaster",
    },
)

# Canned values by keyword; anything else is "worth" the fallback.
_CANNED_VALUES = {"earbuds": 59.0, "vacuum": 249.0, "toaster": 39.0}
_FALLBACK_VALUE = 100.0


def scan_the_internet_for_bargains() -> list[dict[str, Any]]:
    """Scan the internet for current deals and return each one's id, description, price and URL.

    Returns:
        Three canned deals: a list of {"id", "description", "price", "url"}.

    Note:
        PRETEND: prints that it is fake and returns canned data. In production this would call a
        scraper or deal-site feeds (see labkit.scenarios.deals for the real version).
    """
    print("[pretend] scanning the internet… (fake data)")
    return [dict(deal) for deal in _CANNED_DEALS]


def estimate_true_value(description: str) -> dict[str, Any]:
    """Estimate what a product is really worth, to judge whether a deal's price is a bargain.

    Args:
        description: The product, as described in a deal.

    Returns:
        {"description", "estimated_true_value", "basis"} with a canned value.

    Note:
        PRETEND: prints that it is fake and returns a canned value (a keyword lookup, $100 for
        anything unknown). In production this would call a price-estimation model.
    """
    print(f"[pretend] estimating the true value of {description!r}… (fake data)")
    lowered = description.lower()
    value = next((v for word, v in _CANNED_VALUES.items() if word in lowered), _FALLBACK_VALUE)
    return {"description": description, "estimated_true_value": value, "basis": "pretend estimate"}


def notify_user_of_deal(
    deal_description: str, deal_price: float, estimated_true_value: float, url: str
) -> dict[str, Any]:
    """Send the user a push notification about a great deal (side effect: call once, for the best).

    Args:
        deal_description: The deal's product description, as returned by the scan.
        deal_price: The deal's price in US dollars.
        estimated_true_value: The product's estimated true value in US dollars.
        url: The deal's URL, as returned by the scan.

    Returns:
        {"notification_id", "sent", "message"}; nothing is actually sent.

    Note:
        PRETEND: prints the message instead of sending it. In production this would call a push
        service and message a phone.
    """
    message = (
        f"Deal alert! {deal_description} for ${deal_price:.2f} "
        f"(worth ${estimated_true_value:.2f}): {url}"
    )
    print(f"[pretend] notifying the user… (nothing sent): {message}")
    return {"notification_id": "N-pretend", "sent": True, "message": message}
