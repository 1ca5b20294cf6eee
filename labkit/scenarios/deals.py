"""Deal hunter: find a bargain in a deal feed and tell the user about it.

After ed-donner/llm_engineering, week 8, where the same planner is built twice: once as a fixed
workflow (scan -> price every deal -> pick the best -> notify) and once as an agent that is given
the three tools and decides the order itself. Here the tools are plain functions over two small
JSON files shipped in `labkit/scenarios/data/`:

- `deals.json`: a dozen deals, each with a posting window; five are current on `TODAY`.
- `true_values.json`: what each product is really worth, with a one-line rationale.

Of the five current deals exactly one is more than 20% below its true value (see
`expected_best_deal()`); one is a near miss at 18%, and one is overpriced.

`notify_user_of_deal` is the only side effect: it appends to the outbox of the run's WORLD
(`DealsWorld`, made by `SCENARIO.new_world()`), which it takes as its first argument. `SCENARIO`
is the whole domain as data: tools, side effect, ordering contracts, modelled latencies, the task
and its check.
"""

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Any
from urllib.parse import urlparse

from ._common import load_json, tokens
from .scenario import Scenario, ToolSpec
from .task import Check, Outcome, Task, Verdict

TODAY = date(2026, 11, 1)
"""The scenario's fixed "today": deals whose posting window contains it are current."""

DEFAULT_THRESHOLD_PCT = 20.0
"""A deal is worth telling the user about when it is at least this far below its true value."""


@dataclass
class DealsWorld:
    """One run's deal-hunter world: the notifications sent in this run, oldest first."""

    outbox: list[dict[str, Any]] = field(default_factory=list)


# A value-table entry matches a description when they share at least two words, and those cover
# half the entry's product words or most of the description's words ("Kindle Paperwhite").
_MIN_PRODUCT_SHARE = 0.5
_MIN_QUERY_SHARE = 0.6


def _feed() -> list[dict[str, Any]]:
    return load_json("deals.json")["deals"]


def _value_table() -> list[dict[str, Any]]:
    return load_json("true_values.json")["values"]


def scan_the_internet_for_bargains() -> list[dict[str, Any]]:
    """Scan the internet for current deals and return each one's id, description, price and URL.

    Call this first; pass each description to estimate_true_value to judge the deals.

    Returns:
        The current deals, in feed order: a list of {"id", "description", "price", "url"}, with
        the price in US dollars.

    Note:
        In production this would call a scraper or the RSS feeds of deal sites and have a model
        summarise each listing. Here it reads `data/deals.json` and keeps the deals whose posting
        window contains TODAY (2026-11-01), so it always returns the same five deals.
    """
    current = [
        deal
        for deal in _feed()
        if date.fromisoformat(deal["posted"]) <= TODAY <= date.fromisoformat(deal["expires"])
    ]
    return [
        {"id": d["id"], "description": d["description"], "price": d["price"], "url": d["url"]}
        for d in current
    ]


def estimate_true_value(description: str) -> dict[str, Any]:
    """Estimate what a product is really worth, to judge whether a deal's price is a bargain.

    Args:
        description: The product, as described in a deal (brand and model matter most), e.g.
            "Sony WH-1000XM5 wireless noise cancelling headphones".

    Returns:
        {"description", "estimated_true_value", "basis"}: the description as given, the estimated
        value in US dollars, and a one-line rationale.

    Raises:
        ValueError: if no product in the value table shares enough words with the description.

    Note:
        In production this would call a price-estimation model (in the original, an ensemble of a
        fine-tuned LLM, a RAG pipeline over similar products and a random forest). Here it looks
        the product up in `data/true_values.json` by case-insensitive word overlap.
    """
    if not isinstance(description, str) or not description.strip():
        raise ValueError("description is empty: pass the product description from the deal")
    wanted = tokens(description)
    best: tuple[int, float, dict[str, Any]] | None = None
    for entry in _value_table():
        product_words = tokens(entry["product"])
        overlap = len(wanted & product_words)
        share = overlap / len(product_words)
        covers = share >= _MIN_PRODUCT_SHARE or overlap / len(wanted) >= _MIN_QUERY_SHARE
        if overlap >= 2 and covers:
            if best is None or (overlap, share) > (best[0], best[1]):
                best = (overlap, share, entry)
    if best is None:
        raise ValueError(
            f"no value estimate for {description!r}: no product in the value table matches it. "
            "Pass the deal's description including brand and model "
            "(e.g. 'Dyson V8 cordless stick vacuum'); the value table covers the consumer products "
            "that appear in the deal feed."
        )
    entry = best[2]
    return {
        "description": description,
        "estimated_true_value": entry["estimated_true_value"],
        "basis": f"{entry['product']}: {entry['basis']}",
    }


def notify_user_of_deal(
    world: DealsWorld, deal_description: str, deal_price: float, estimated_true_value: float, url: str
) -> dict[str, Any]:
    """Send the user a push notification about a great deal (side effect: call once, for the best).

    Args:
        world: The run's world; the notification goes into its outbox (the model never sees it).
        deal_description: The deal's product description, as returned by the scan.
        deal_price: The deal's price in US dollars.
        estimated_true_value: The product's estimated true value in US dollars, as returned by
            estimate_true_value.
        url: The deal's URL, as returned by the scan.

    Returns:
        {"notification_id", "sent", "message"}: ids count up from "N-1".

    Raises:
        ValueError: if a price is not positive, or the URL is not an http(s) URL.

    Note:
        In production this would call a push service (Pushover in the original) and really
        message a phone. Here it appends the message to the run's `world.outbox`.
    """
    if not isinstance(deal_description, str) or not deal_description.strip():
        raise ValueError("deal_description is empty: pass the description of the deal")
    if deal_price <= 0:
        raise ValueError(f"deal_price must be a positive price in dollars, got {deal_price}")
    if estimated_true_value <= 0:
        raise ValueError(
            f"estimated_true_value must be positive, got {estimated_true_value}: "
            "call estimate_true_value first and pass its estimated_true_value"
        )
    if urlparse(url).scheme not in ("http", "https"):
        raise ValueError(
            f"url must be an http(s) URL, got {url!r}: pass the deal's url from the scan"
        )
    saving = estimated_true_value - deal_price
    discount = saving / estimated_true_value * 100
    message = (
        f"Deal alert! {deal_description.strip()} for ${deal_price:.2f} "
        f"(estimated value ${estimated_true_value:.2f}, you save ${saving:.2f}, "
        f"{discount:.0f}% off): {url}"
    )
    notification = {"notification_id": f"N-{len(world.outbox) + 1}", "sent": True, "message": message}
    world.outbox.append(
        {
            **notification,
            "deal_description": deal_description,
            "deal_price": deal_price,
            "estimated_true_value": estimated_true_value,
            "url": url,
        }
    )
    return notification


# --- plain helpers (not tools): the fixed workflow and the answer key ---------------------------


def _value_of(item: Any) -> float:
    if isinstance(item, Mapping):
        return float(item["estimated_true_value"])
    return float(item)


def best_deal(
    deals: Sequence[Mapping[str, Any]],
    values: Sequence[float | Mapping[str, Any]] | Mapping[str, float | Mapping[str, Any]],
    threshold_pct: float = DEFAULT_THRESHOLD_PCT,
) -> dict[str, Any] | None:
    """Pick the deal with the largest discount below its true value, if it clears the threshold.

    This is the decision step of the FIXED WORKFLOW: scan, estimate every deal, call this, and
    notify only if it returns a deal. The discount is `(true - price) / true * 100`.

    Args:
        deals: Deals as returned by scan_the_internet_for_bargains (need "id" and "price").
        values: The true values, either a list parallel to `deals` or a mapping keyed by deal id
            (or description); each item a number or an estimate_true_value result.
        threshold_pct: The minimum discount, in percent, for a deal to count.

    Returns:
        The best deal (its fields plus "estimated_true_value" and "discount_pct", rounded to 0.1)
        or None when no deal is more than `threshold_pct` below its true value.
    """
    if isinstance(values, Mapping):
        missing = [
            d["id"] for d in deals if d["id"] not in values and d.get("description") not in values
        ]
        if missing:
            raise ValueError(f"no true value given for deal(s) {', '.join(missing)}")
        true_values = [
            _value_of(values[d["id"]] if d["id"] in values else values[d["description"]])
            for d in deals
        ]
    else:
        if len(values) != len(deals):
            raise ValueError(
                f"got {len(values)} values for {len(deals)} deals: pass one value per deal"
            )
        true_values = [_value_of(v) for v in values]

    best: dict[str, Any] | None = None
    for deal, true_value in zip(deals, true_values):
        if true_value <= 0:
            continue
        discount = (true_value - float(deal["price"])) / true_value * 100
        if discount > threshold_pct and (best is None or discount > best["discount_pct_exact"]):
            best = {**deal, "estimated_true_value": true_value, "discount_pct_exact": discount}
    if best is None:
        return None
    best["discount_pct"] = round(best.pop("discount_pct_exact"), 1)
    return best


def expected_best_deal(threshold_pct: float = DEFAULT_THRESHOLD_PCT, memory: Collection[str] = ()) -> dict[str, Any]:
    """The right answer for the shipped data: the deal an agent should notify the user about.

    Computed the fixed-workflow way (no side effects), for checks and tests.

    Args:
        threshold_pct: The minimum discount, in percent.
        memory: URLs of deals already surfaced, which do not count again.

    Returns:
        The best current deal, as returned by best_deal.

    Raises:
        ValueError: if no current deal clears the threshold.
    """
    deals = [d for d in scan_the_internet_for_bargains() if d["url"] not in memory]
    values = [estimate_true_value(d["description"]) for d in deals]
    best = best_deal(deals, values, threshold_pct)
    if best is None:
        unseen = " among the deals not yet surfaced" if memory else ""
        raise ValueError(f"no current deal{unseen} is more than {threshold_pct:g}% below its true value")
    return best


# --- the scenario as data: tools, guards, latencies, the task and its check ------------------------


def best_deal_notified(threshold_pct: float = DEFAULT_THRESHOLD_PCT) -> Check:
    """A check: exactly one notification in the run's outbox, about `expected_best_deal(threshold_pct)`.

    Args:
        threshold_pct: The minimum discount, in percent, the expected deal must beat.
    """

    def check(outcome: Outcome) -> Verdict:
        expected = expected_best_deal(threshold_pct)
        urls = [note.get("url") for note in outcome.world.outbox]
        if not urls:
            return Verdict(False, f"no notification was sent; expected one about {expected['id']}")
        if len(urls) > 1:
            return Verdict(False, f"{len(urls)} notifications were sent; expected exactly one, about "
                                  f"{expected['id']}")
        if urls[0] != expected["url"]:
            return Verdict(False, f"notified about {urls[0]}, but the best deal is {expected['id']} "
                                  f"({expected['url']})")
        return Verdict(True, f"notified once about the best deal {expected['id']} ({expected['discount_pct']:g}% off)")

    return check


INSTRUCTIONS = (
    "You are a deal hunter. First scan the internet for bargains, then for each deal estimate its true "
    "value, finally notify the user of the best deal, once."
)
"""The system instructions of the deal hunter's task."""

SCENARIO = Scenario(
    name="deals",
    tools=(
        ToolSpec(scan_the_internet_for_bargains, latency_ms=850.0),
        ToolSpec(estimate_true_value, latency_ms=420.0),
        ToolSpec(notify_user_of_deal, side_effect=True, latency_ms=300.0,
                 requires={"url": ("scan_the_internet_for_bargains",),
                           "estimated_true_value": ("estimate_true_value",)}),
    ),
    world=DealsWorld,
    tasks=(Task("deals", "notify_best", "Find me the best current deal.", INSTRUCTIONS, best_deal_notified(),
                workflow="deal_hunt"),),
)
"""The deal hunter as data (see `labkit.scenarios.scenario`)."""
