"""Fresh generality part AB: five domains, 45 cases, written independently on 2026-12-06 by a helper
that saw only spec.py, validate.py, runner.py's loader and cases_fresh_u.py's shape.

Domains (tool count, naming style, the "today" of each system prompt):
- ecommerce_admin      9 tools, camelCase   Monday 28 December 2026, 10:15 AM, Austin, Texas (Fernwood Candle Co. store admin)
- airport_parking      6 tools, kebab-case  Friday 18 December 2026, 14:05, Manchester (ParkFly airport parking)
- lift_share           4 tools, snake_case  Saturday 2 January 2027, 18:30, Lyon (RideAlong carpooling)
- coffee_subscription  3 tools, PascalCase  Wednesday 6 January 2027, 8:10 am, Melbourne (Ember & Oak roasters)
- donations            1 tool,  snake_case  Thursday 31 December 2026, 21:40, Dublin (Giveline donation platform)

Categories: direct 6, polite 5, indirect 5, multi_intent 5, no_tool 7, underspecified 5, chained 5,
multi_turn 7.

Schema coverage: string, integer (orderNumber, seats, quantity), number (amount, discount value), boolean,
enum, arrays of strings (appliesToProductIds), arrays of enums (parking extras, ride preferences), arrays of
objects (refundOrder lineItems), nested objects (inventory adjustment, discount, vehicle, booking changes,
dedication), nullable via type lists (refund note, promo_code, earliest_departure, UpdateSubscription fields)
and via anyOf (appliesToProductIds, request_seat message, dedication, pauseFrom, reason), $ref/$defs (strict
refundOrder and book-parking), strict and non-strict tools, act tools (refund, cancel, fulfil, restock,
create code, email, book, amend, request seat, update/skip/pause subscription, donate).
"""

from __future__ import annotations

import datetime as _dt
import json
import math
import re
import unicodedata
from typing import Any

from benchmarks.generality.spec import (
    Case,
    Domain,
    ExpectCall,
    Pred,
    ToolDef,
    Turn,
    at,
    boolean,
    contains,
    date,
    fields,
    has_items,
    is_null,
    items,
    matches,
    number,
    one_of,
    said,
    said_number,
)


def _fold(text: Any) -> str:
    """Lower case without accents: 'Jiménez' -> 'jimenez'."""
    decomposed = unicodedata.normalize("NFKD", str(text))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold().strip()


def _day(text: Any) -> _dt.date | None:
    try:
        return _dt.date.fromisoformat(str(text).strip()[:10])
    except ValueError:
        return None


def _stamp(text: Any) -> _dt.datetime | None:
    """A local date-time from '2026-12-27T06:00', '2026-12-27 06:00:00', '2026-12-27T06:00:00+00:00' ..."""
    found = re.search(r"(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})", str(text))
    if not found:
        return None
    try:
        day = _dt.date.fromisoformat(found.group(1))
        return _dt.datetime(day.year, day.month, day.day, int(found.group(2)), int(found.group(3)))
    except ValueError:
        return None


def date_between(low: str, high: str) -> Pred:
    """An ISO date (or date-time) from `low` to `high` inclusive."""
    lo, hi = _dt.date.fromisoformat(low), _dt.date.fromisoformat(high)
    return Pred(f"date in [{low}, {high}]", lambda v: isinstance(v, str) and _day(v) is not None and lo <= _day(v) <= hi)


def same_digits(expected: str) -> Pred:
    """A string with exactly these digits once spaces and dashes are ignored (tracking numbers)."""
    return Pred(f"digits {expected}", lambda v: isinstance(v, str) and re.sub(r"\D", "", v) == expected)


def mentions(*parts: str) -> Pred:
    """A JSON value whose text mentions every part (accents and case ignored)."""
    return Pred(
        f"mentions {parts!r}",
        lambda v: v is not None and all(_fold(p) in _fold(json.dumps(v, ensure_ascii=False)) for p in parts),
    )


# =============================================================================================
# 1. ecommerce_admin: Fernwood Candle Co. store admin (9 tools, camelCase)
# =============================================================================================

LOW_STOCK_AT = 10
SHIPPING_FLAT = 6.95

PRODUCTS: dict[str, dict[str, Any]] = {
    "prod_101": {"title": "Cedar & Smoke Candle 8oz", "sku": "FW-CED-08", "price": 28.00, "stock": 42},
    "prod_102": {"title": "Cedar & Smoke Candle 14oz", "sku": "FW-CED-14", "price": 42.00, "stock": 7},
    "prod_103": {
        "title": "Winter Orchard Candle 8oz",
        "sku": "FW-WIO-08",
        "price": 28.00,
        "stock": 0,
        "restockExpected": "2027-01-08",
    },
    "prod_104": {"title": "Lavender Field Wax Melts (6 pack)", "sku": "FW-LAV-WM6", "price": 14.00, "stock": 118},
    "prod_105": {"title": "Brass Wick Trimmer", "sku": "FW-ACC-TRIM", "price": 18.00, "stock": 23},
    "prod_106": {"title": "Gift Set: Trio of Minis", "sku": "FW-GIFT-TRIO", "price": 36.00, "stock": 3},
}


def _line(line_id: str, product_id: str, quantity: int) -> dict[str, Any]:
    product = PRODUCTS[product_id]
    return {
        "lineItemId": line_id,
        "productId": product_id,
        "title": product["title"],
        "quantity": quantity,
        "unitPrice": product["price"],
        "lineTotal": round(product["price"] * quantity, 2),
    }


ORDERS: dict[int, dict[str, Any]] = {
    1042: {
        "customer": "Megan Lowe",
        "email": "megan.lowe@gmail.com",
        "placedAt": "2026-12-19T20:41",
        "fulfillmentStatus": "fulfilled",
        "lineItems": [_line("li_5501", "prod_101", 2), _line("li_5502", "prod_105", 1)],
        "shipping": SHIPPING_FLAT,
        "shipTo": "Denver, CO 80206",
        "shipment": {
            "carrier": "USPS",
            "trackingNumber": "9400111899223344556677",
            "shippedAt": "2026-12-21",
            "status": "delivered",
            "deliveredAt": "2026-12-26",
        },
    },
    1047: {
        "customer": "Daniel Okoro",
        "email": "d.okoro@outlook.com",
        "placedAt": "2026-12-22T09:12",
        "fulfillmentStatus": "unfulfilled",
        "lineItems": [_line("li_5520", "prod_103", 1), _line("li_5521", "prod_106", 1)],
        "shipping": SHIPPING_FLAT,
        "shipTo": "Houston, TX 77008",
        "shipment": None,
    },
    1049: {
        "customer": "Rosa Jiménez",
        "email": "rosa.jimenez@yahoo.com",
        "placedAt": "2026-12-23T13:30",
        "fulfillmentStatus": "fulfilled",
        "lineItems": [_line("li_5530", "prod_104", 3), _line("li_5531", "prod_102", 1)],
        "shipping": 0.0,
        "shipTo": "Chicago, IL 60614",
        "shipment": {
            "carrier": "UPS",
            "trackingNumber": "1Z999AA10123456784",
            "shippedAt": "2026-12-24",
            "status": "in_transit",
            "lastScan": "2026-12-27 Memphis, TN hub: delayed by winter weather",
            "estimatedDelivery": "2026-12-30",
        },
    },
    1051: {
        "customer": "Megan Lowe",
        "email": "megan.lowe@gmail.com",
        "placedAt": "2026-12-27T08:05",
        "fulfillmentStatus": "unfulfilled",
        "lineItems": [_line("li_5540", "prod_102", 1)],
        "shipping": SHIPPING_FLAT,
        "shipTo": "Denver, CO 80206",
        "shipment": None,
    },
    1052: {
        "customer": "Tom Becker",
        "email": "tbecker@fastmail.com",
        "placedAt": "2026-12-27T16:48",
        "fulfillmentStatus": "unfulfilled",
        "lineItems": [_line("li_5550", "prod_103", 2)],
        "shipping": SHIPPING_FLAT,
        "shipTo": "Portland, ME 04101",
        "shipment": None,
    },
}

EXISTING_CODES = {"HOLIDAY15": "15% off, expires 2026-12-31", "FREESHIP75": "free shipping over $75, no end date"}
SHOP_FILLER = {"order", "orders", "the", "and", "for", "from", "candle", "candles", "customer"}
PRODUCT_FILLER = {"the", "and", "candle", "candles", "oz", "for", "stock", "product", "products"}


def _order_number(value: Any) -> int | None:
    found = re.search(r"\d+", str(value))
    return int(found.group()) if found else None


def _order_total(order: dict[str, Any]) -> float:
    return round(sum(li["lineTotal"] for li in order["lineItems"]) + order["shipping"], 2)


def _unknown_order(value: Any) -> dict[str, Any]:
    return {"error": f"No order {value}. Order numbers look like 1047; use searchOrders to find one."}


def _order_summary(number: int) -> dict[str, Any]:
    order = ORDERS[number]
    return {
        "orderNumber": number,
        "customer": order["customer"],
        "email": order["email"],
        "placedAt": order["placedAt"],
        "paymentStatus": "paid",
        "fulfillmentStatus": order["fulfillmentStatus"],
        "items": [f"{li['quantity']} x {li['title']}" for li in order["lineItems"]],
        "total": _order_total(order),
        "shipment": order["shipment"],
    }


def search_orders(query: str | None = None, status: str = "any", placedAfter: str | None = None) -> dict[str, Any]:
    tokens = [t for t in re.findall(r"[a-z0-9@._+-]+", _fold(query or "")) if t not in SHOP_FILLER]
    after = _day(placedAfter) if placedAfter else None

    def haystack(number: int) -> str:
        order = ORDERS[number]
        return _fold(f"{number} #{number} {order['customer']} {order['email']}")

    pool = [n for n in sorted(ORDERS, reverse=True) if status in (None, "any", ORDERS[n]["fulfillmentStatus"])]
    if after:
        pool = [n for n in pool if _day(ORDERS[n]["placedAt"]) >= after]
    if tokens:
        hits = [n for n in pool if all(t in haystack(n) for t in tokens)]
        if not hits:
            hits = [n for n in pool if any(len(t) >= 3 and t in haystack(n) for t in tokens)]
        pool = hits
    return {"query": query, "status": status, "count": len(pool), "orders": [_order_summary(n) for n in pool]}


def get_order(orderNumber: Any) -> dict[str, Any]:
    number = _order_number(orderNumber)
    if number not in ORDERS:
        return _unknown_order(orderNumber)
    order = ORDERS[number]
    subtotal = round(sum(li["lineTotal"] for li in order["lineItems"]), 2)
    return {
        "orderNumber": number,
        "customer": {"name": order["customer"], "email": order["email"]},
        "placedAt": order["placedAt"],
        "paymentStatus": "paid",
        "paidWith": "card via Stripe",
        "fulfillmentStatus": order["fulfillmentStatus"],
        "lineItems": order["lineItems"],
        "subtotal": subtotal,
        "shipping": order["shipping"],
        "total": _order_total(order),
        "shipTo": order["shipTo"],
        "shipment": order["shipment"],
        "refunds": [],
    }


def list_products(query: str | None = None, lowStockOnly: bool = False) -> dict[str, Any]:
    tokens = [t for t in re.findall(r"[a-z0-9-]+", _fold(query or "")) if t not in PRODUCT_FILLER and len(t) >= 2]
    rows = []
    for pid, product in PRODUCTS.items():
        text = _fold(f"{product['title']} {product['sku']}")
        squashed = text.replace(" ", "")
        if tokens and not any(t in text or t in squashed for t in tokens):
            continue
        if lowStockOnly and product["stock"] > LOW_STOCK_AT:
            continue
        rows.append({"productId": pid, **product, "lowStock": product["stock"] <= LOW_STOCK_AT})
    return {"query": query, "lowStockThreshold": LOW_STOCK_AT, "count": len(rows), "products": rows}


def update_inventory(productId: str, adjustment: dict[str, Any], reason: str | None = None) -> dict[str, Any]:
    product = PRODUCTS.get(str(productId).strip())
    if product is None:
        return {"error": f"No product '{productId}'. Product ids look like prod_101; use listProducts."}
    mode = str((adjustment or {}).get("mode", "")).lower()
    try:
        quantity = int((adjustment or {}).get("quantity"))
    except (TypeError, ValueError):
        return {"error": "adjustment.quantity must be a whole number"}
    if mode not in ("set", "add"):
        return {"error": "adjustment.mode must be 'set' or 'add'"}
    new = quantity if mode == "set" else product["stock"] + quantity
    if new < 0:
        return {"error": f"Stock can't go below zero (currently {product['stock']})."}
    return {
        "productId": productId,
        "title": product["title"],
        "previousStock": product["stock"],
        "newStock": new,
        "reason": reason,
        "updatedAt": "2026-12-28T10:16",
    }


def refund_order(
    orderNumber: Any, lineItems: list[dict[str, Any]], refundShipping: bool, reason: str, note: str | None = None
) -> dict[str, Any]:
    number = _order_number(orderNumber)
    if number not in ORDERS:
        return _unknown_order(orderNumber)
    order = ORDERS[number]
    by_id = {li["lineItemId"]: li for li in order["lineItems"]}
    refunded, amount = [], 0.0
    for row in lineItems or []:
        line = by_id.get(str(row.get("lineItemId", "")).strip())
        if line is None:
            return {"error": f"Order {number} has no line item '{row.get('lineItemId')}'. Its line items: {', '.join(by_id)}."}
        qty = int(row.get("quantity") or 0)
        if not 1 <= qty <= line["quantity"]:
            return {"error": f"{line['title']}: refund quantity must be 1-{line['quantity']}."}
        refunded.append({"lineItemId": line["lineItemId"], "title": line["title"], "quantity": qty})
        amount += line["unitPrice"] * qty
    if refundShipping:
        amount += order["shipping"]
    if amount <= 0:
        return {"error": "Nothing to refund: give at least one line item or refund the shipping."}
    return {
        "refundId": "rf_7731",
        "orderNumber": number,
        "customer": order["customer"],
        "refundedLines": refunded,
        "shippingRefunded": bool(refundShipping) and order["shipping"] > 0,
        "amount": round(amount, 2),
        "currency": "USD",
        "reason": reason,
        "note": note,
        "refundedTo": "original card",
        "arrivesIn": "5-10 business days",
        "restocked": False,
    }


def fulfill_order(orderNumber: Any, carrier: str, trackingNumber: str, notifyCustomer: bool = True) -> dict[str, Any]:
    number = _order_number(orderNumber)
    if number not in ORDERS:
        return _unknown_order(orderNumber)
    order = ORDERS[number]
    if order["fulfillmentStatus"] != "unfulfilled":
        return {"error": f"Order {number} is already {order['fulfillmentStatus']}."}
    tracking = re.sub(r"\s+", "", str(trackingNumber))
    if not tracking:
        return {"error": "trackingNumber is required"}
    return {
        "orderNumber": number,
        "fulfillmentStatus": "fulfilled",
        "carrier": carrier,
        "trackingNumber": tracking,
        "fulfilledAt": "2026-12-28T10:16",
        "customerNotified": bool(notifyCustomer),
        "notifiedEmail": order["email"] if notifyCustomer else None,
    }


def cancel_order(orderNumber: Any, reason: str, restock: bool = True) -> dict[str, Any]:
    number = _order_number(orderNumber)
    if number not in ORDERS:
        return _unknown_order(orderNumber)
    order = ORDERS[number]
    if order["fulfillmentStatus"] != "unfulfilled":
        return {"error": f"Order {number} has already shipped and can't be cancelled; refund line items instead."}
    return {
        "orderNumber": number,
        "status": "cancelled",
        "reason": reason,
        "refunded": _order_total(order),
        "currency": "USD",
        "refundArrivesIn": "5-10 business days",
        "restocked": [f"{li['quantity']} x {li['title']}" for li in order["lineItems"]] if restock else [],
        "customerEmailed": order["email"],
    }


def create_discount_code(
    code: str,
    discount: dict[str, Any],
    appliesToProductIds: list[str] | None = None,
    expiresOn: str | None = None,
    usageLimit: int | None = None,
    oncePerCustomer: bool = False,
) -> dict[str, Any]:
    name = str(code).strip().upper()
    if not re.fullmatch(r"[A-Z0-9]{3,20}", name):
        return {"error": "Codes are 3-20 upper-case letters and digits, e.g. SPRING10."}
    if name in EXISTING_CODES:
        return {"error": f"{name} already exists ({EXISTING_CODES[name]})."}
    kind = str((discount or {}).get("type", ""))
    value = (discount or {}).get("value", 0)
    if kind not in ("percentage", "fixed_amount", "free_shipping"):
        return {"error": "discount.type must be percentage, fixed_amount or free_shipping"}
    if kind == "percentage" and not 0 < float(value) <= 100:
        return {"error": "A percentage discount must be between 1 and 100."}
    unknown = [p for p in appliesToProductIds or [] if p not in PRODUCTS]
    if unknown:
        return {"error": f"Unknown product id(s) {unknown}; use listProducts."}
    ends = _day(expiresOn) if expiresOn else None
    if expiresOn and ends is None:
        return {"error": "expiresOn must be a date like 2027-01-03"}
    return {
        "discountId": "dsc_2291",
        "code": name,
        "discount": {"type": kind, "value": value},
        "appliesTo": [PRODUCTS[p]["title"] for p in appliesToProductIds] if appliesToProductIds else "entire store",
        "startsAt": "2026-12-28T10:16",
        "expiresAt": f"{ends}T23:59" if ends else None,
        "usageLimit": usageLimit,
        "oncePerCustomer": bool(oncePerCustomer),
        "status": "active",
    }


def send_customer_email(to: str, subject: str, body: str, orderNumber: Any = None) -> dict[str, Any]:
    address = str(to).strip().lower()
    if not re.fullmatch(r"[^@\s]+@[^@\s]+\.[a-z]{2,}", address):
        return {"error": f"'{to}' is not a valid email address."}
    if not str(body).strip():
        return {"error": "body is required"}
    return {
        "messageId": "msg_88412",
        "to": address,
        "from": "hello@fernwoodcandles.com",
        "subject": subject,
        "orderNumber": _order_number(orderNumber) if orderNumber is not None else None,
        "sentAt": "2026-12-28T10:17",
    }


ORDER_NUMBER = {"type": "integer", "description": "Order number, e.g. 1047"}

SHOP_TOOLS = [
    ToolDef(
        "searchOrders",
        "Find orders by customer name, email or order number, optionally by fulfillment status. Newest first, with "
        "items, total and shipment tracking.",
        {
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "Name, email or order number; omit to list all"},
                "status": {"type": "string", "enum": ["any", "unfulfilled", "fulfilled", "cancelled", "refunded"]},
                "placedAfter": {"type": "string", "description": "Only orders placed on or after this date (YYYY-MM-DD)"},
            },
        },
        search_orders,
    ),
    ToolDef(
        "getOrder",
        "Full details of one order, including line item ids (needed for refunds), totals and shipment.",
        {"type": "object", "properties": {"orderNumber": ORDER_NUMBER}, "required": ["orderNumber"]},
        get_order,
    ),
    ToolDef(
        "listProducts",
        "Products with id, SKU, price and stock on hand.",
        {
            "type": "object",
            "properties": {
                "query": {"type": "string", "description": "Words from the product title or SKU; omit for all"},
                "lowStockOnly": {"type": "boolean", "description": "Only products with 10 or fewer in stock"},
            },
        },
        list_products,
    ),
    ToolDef(
        "updateInventory",
        "Change the stock on hand for a product: set an exact count or add (negative to remove).",
        {
            "type": "object",
            "properties": {
                "productId": {"type": "string", "description": "e.g. prod_101"},
                "adjustment": {
                    "type": "object",
                    "properties": {
                        "mode": {"type": "string", "enum": ["set", "add"]},
                        "quantity": {"type": "integer"},
                    },
                    "required": ["mode", "quantity"],
                },
                "reason": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "e.g. recount, new batch"},
            },
            "required": ["productId", "adjustment"],
        },
        update_inventory,
        act=True,
    ),
    ToolDef(
        "refundOrder",
        "Refund some or all line items of an order to the customer's card (does not restock).",
        {
            "type": "object",
            "properties": {
                "orderNumber": ORDER_NUMBER,
                "lineItems": {"type": "array", "items": {"$ref": "#/$defs/refundLine"}},
                "refundShipping": {"type": "boolean"},
                "reason": {"type": "string", "enum": ["damaged", "not_received", "wrong_item", "customer_request", "other"]},
                "note": {"type": ["string", "null"], "description": "Internal note; null for none"},
            },
            "required": ["orderNumber", "lineItems", "refundShipping", "reason", "note"],
            "additionalProperties": False,
            "$defs": {
                "refundLine": {
                    "type": "object",
                    "properties": {
                        "lineItemId": {"type": "string", "description": "From getOrder, e.g. li_5501"},
                        "quantity": {"type": "integer", "description": "How many units of that line to refund"},
                    },
                    "required": ["lineItemId", "quantity"],
                    "additionalProperties": False,
                }
            },
        },
        refund_order,
        act=True,
        strict=True,
    ),
    ToolDef(
        "fulfillOrder",
        "Mark an unfulfilled order as shipped with its tracking number.",
        {
            "type": "object",
            "properties": {
                "orderNumber": ORDER_NUMBER,
                "carrier": {"type": "string", "enum": ["USPS", "UPS", "FedEx", "DHL"]},
                "trackingNumber": {"type": "string"},
                "notifyCustomer": {"type": "boolean", "default": True, "description": "Send the shipping confirmation email"},
            },
            "required": ["orderNumber", "carrier", "trackingNumber"],
        },
        fulfill_order,
        act=True,
    ),
    ToolDef(
        "cancelOrder",
        "Cancel an order that has not shipped yet; refunds the full amount.",
        {
            "type": "object",
            "properties": {
                "orderNumber": ORDER_NUMBER,
                "reason": {"type": "string", "enum": ["customer_request", "out_of_stock", "fraud", "other"]},
                "restock": {"type": "boolean", "description": "Put the items back in stock"},
            },
            "required": ["orderNumber", "reason"],
        },
        cancel_order,
        act=True,
    ),
    ToolDef(
        "createDiscountCode",
        "Create a discount code customers can enter at checkout.",
        {
            "type": "object",
            "properties": {
                "code": {"type": "string", "description": "Upper-case letters and digits"},
                "discount": {
                    "type": "object",
                    "properties": {
                        "type": {"type": "string", "enum": ["percentage", "fixed_amount", "free_shipping"]},
                        "value": {"type": "number", "description": "Percent or dollars; 0 for free_shipping"},
                    },
                    "required": ["type", "value"],
                },
                "appliesToProductIds": {
                    "anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}],
                    "description": "Product ids the code is limited to; null for the whole store",
                },
                "expiresOn": {"type": ["string", "null"], "description": "Last day the code works (YYYY-MM-DD); null = no end"},
                "usageLimit": {"type": "integer", "minimum": 1, "description": "Total uses allowed"},
                "oncePerCustomer": {"type": "boolean"},
            },
            "required": ["code", "discount"],
        },
        create_discount_code,
        act=True,
    ),
    ToolDef(
        "sendCustomerEmail",
        "Send an email to a customer from hello@fernwoodcandles.com.",
        {
            "type": "object",
            "properties": {
                "to": {"type": "string"},
                "subject": {"type": "string"},
                "body": {"type": "string"},
                "orderNumber": {"anyOf": [{"type": "integer"}, {"type": "null"}], "description": "Related order, if any"},
            },
            "required": ["to", "subject", "body"],
        },
        send_customer_email,
        act=True,
    ),
]

SHOP_ACTS = ["updateInventory", "refundOrder", "fulfillOrder", "cancelOrder", "createDiscountCode", "sendCustomerEmail"]

SHOP_INSTRUCTIONS = """You are the store assistant in the admin of Fernwood Candle Co., a small online candle shop.
Today is Monday, December 28, 2026, 10:15 AM in Austin, Texas (America/Chicago). Prices and refunds are in USD.

Signed-in user: Priya Nair, the owner (priya@fernwoodcandles.com).
Order numbers are integers such as 1047 (customers see them as #1047). Look products up with listProducts to get their ids.

Store policies:
- Shipping is a flat $6.95, free on orders of $75 or more. Orders ship from Austin within 2 business days.
- An order can be cancelled only before it ships; cancelling refunds the full amount, shipping included. Shipped orders are refunded per line item, and shipping is refunded only if Priya says so.
- A refund does not put items back in stock; cancelling with restock does.
- Refunds reach the customer's card in 5-10 business days.
- Chargebacks: when a customer disputes a charge with their bank, do not refund the order here. Stripe already holds the disputed amount, so refunding as well would pay the customer twice. Respond to the dispute with evidence under Payments > Disputes within 7 days.
- New products, variants and photos are added by Priya under Products > Add product; this assistant cannot create products.
- Discount codes are upper-case letters and digits.
Only refund, cancel, fulfil, change stock, create codes or email customers when Priya asks you to."""


# =============================================================================================
# 2. airport_parking: ParkFly at Manchester Airport (6 tools, kebab-case)
# =============================================================================================

PARK_NOW = _dt.datetime(2026, 12, 18, 14, 5)
NEW_PARK_REF = "PF-88731"

CAR_PARKS: dict[str, dict[str, Any]] = {
    "jetparks-1": {
        "name": "JetParks 1",
        "kind": "long stay with shuttle bus",
        "per_day": 7.50,
        "terminals": ["T1", "T2", "T3"],
        "transfer": "free shuttle every 10-15 minutes, about 10 minutes to the terminal",
    },
    "t1-multi-storey": {
        "name": "Terminal 1 Multi-Storey",
        "kind": "short/long stay on site",
        "per_day": 15.00,
        "terminals": ["T1", "T3"],
        "transfer": "5 minutes' walk to T1; T3 via the skylink, 8 minutes",
    },
    "t2-multi-storey": {
        "name": "Terminal 2 Multi-Storey",
        "kind": "short/long stay on site",
        "per_day": 16.00,
        "terminals": ["T2"],
        "transfer": "4 minutes' walk along a covered walkway",
    },
    "meet-and-greet": {
        "name": "Meet & Greet",
        "kind": "a driver parks the car for you",
        "per_day": 24.00,
        "terminals": ["T1", "T2", "T3"],
        "transfer": "hand over the keys at the terminal's Meet & Greet zone (level 0 of the multi-storey)",
    },
}

PARK_EXTRAS = {"ev_charging": 15.00, "valet_wash": 25.00, "cancellation_cover": 4.99, "fast_track_security": 8.00}

USUAL_CAR = {"registration": "MA19 KXT", "make": "Volkswagen Golf", "colour": "grey"}

PARK_BOOKINGS: dict[str, dict[str, Any]] = {
    "PF-88213": {
        "car_park_id": "jetparks-1",
        "terminal": "T2",
        "drop_off": "2026-12-23T04:30",
        "pick_up": "2026-12-30T22:00",
        "vehicle": USUAL_CAR,
        "extras": ["cancellation_cover"],
        "status": "confirmed",
    },
    "PF-88490": {
        "car_park_id": "t1-multi-storey",
        "terminal": "T1",
        "drop_off": "2027-01-14T05:00",
        "pick_up": "2027-01-17T21:00",
        "vehicle": USUAL_CAR,
        "extras": [],
        "status": "confirmed",
    },
    "PF-87120": {
        "car_park_id": "jetparks-1",
        "terminal": "T1",
        "drop_off": "2026-10-02T06:15",
        "pick_up": "2026-10-09T19:30",
        "vehicle": USUAL_CAR,
        "extras": [],
        "status": "completed",
    },
}


def _park_days(drop: _dt.datetime, pick: _dt.datetime) -> int:
    return max(1, math.ceil((pick - drop).total_seconds() / 86400))


def _park_price(car_park_id: str, drop: _dt.datetime, pick: _dt.datetime, extras: list[str]) -> float:
    days = _park_days(drop, pick)
    return round(CAR_PARKS[car_park_id]["per_day"] * days + sum(PARK_EXTRAS[e] for e in extras), 2)


def _booking_view(ref: str) -> dict[str, Any]:
    b = PARK_BOOKINGS[ref]
    drop, pick = _stamp(b["drop_off"]), _stamp(b["pick_up"])
    return {
        "booking_ref": ref,
        "status": b["status"],
        "car_park": CAR_PARKS[b["car_park_id"]]["name"],
        "car_park_id": b["car_park_id"],
        "terminal": b["terminal"],
        "drop_off": b["drop_off"],
        "pick_up": b["pick_up"],
        "days_charged": _park_days(drop, pick),
        "vehicle": b["vehicle"],
        "extras": b["extras"],
        "total_gbp": _park_price(b["car_park_id"], drop, pick, b["extras"]),
        "transfer": CAR_PARKS[b["car_park_id"]]["transfer"],
    }


def _unknown_booking(ref: Any) -> dict[str, Any]:
    return {"error": f"No booking {ref} on this account. References look like PF-88213; use list-bookings."}


def _times(drop_off: Any, pick_up: Any) -> tuple[_dt.datetime, _dt.datetime] | dict[str, Any]:
    drop, pick = _stamp(drop_off), _stamp(pick_up)
    if drop is None or pick is None:
        return {"error": "drop_off and pick_up must be local date-times like 2026-12-27T06:00"}
    if drop < PARK_NOW:
        return {"error": "drop_off is in the past (now is 2026-12-18T14:05)."}
    if pick <= drop:
        return {"error": "pick_up must be after drop_off"}
    return drop, pick


def search_parking(terminal: str, drop_off: str, pick_up: str) -> dict[str, Any]:
    term = str(terminal).upper().replace("TERMINAL", "T").replace(" ", "")
    if term not in ("T1", "T2", "T3"):
        return {"error": "terminal must be T1, T2 or T3"}
    times = _times(drop_off, pick_up)
    if isinstance(times, dict):
        return times
    drop, pick = times
    options = []
    for cid, park in CAR_PARKS.items():
        if term not in park["terminals"]:
            continue
        options.append(
            {
                "car_park_id": cid,
                "name": park["name"],
                "kind": park["kind"],
                "days_charged": _park_days(drop, pick),
                "price_gbp": _park_price(cid, drop, pick, []),
                "transfer": park["transfer"],
                "spaces": "available",
            }
        )
    options.sort(key=lambda o: o["price_gbp"])
    return {
        "terminal": term,
        "drop_off": drop.strftime("%Y-%m-%dT%H:%M"),
        "pick_up": pick.strftime("%Y-%m-%dT%H:%M"),
        "options": options,
        "extras_gbp": PARK_EXTRAS,
    }


def book_parking(
    car_park_id: str,
    terminal: str,
    drop_off: str,
    pick_up: str,
    vehicle: dict[str, Any],
    extras: list[str],
    promo_code: str | None = None,
) -> dict[str, Any]:
    if car_park_id not in CAR_PARKS:
        return {"error": f"Unknown car park '{car_park_id}'."}
    if terminal not in CAR_PARKS[car_park_id]["terminals"]:
        return {"error": f"{CAR_PARKS[car_park_id]['name']} does not serve {terminal}."}
    times = _times(drop_off, pick_up)
    if isinstance(times, dict):
        return times
    drop, pick = times
    bad = [e for e in extras or [] if e not in PARK_EXTRAS]
    if bad:
        return {"error": f"Unknown extras {bad}"}
    registration = str((vehicle or {}).get("registration", "")).strip().upper()
    if not registration:
        return {"error": "vehicle.registration is required (it opens the barrier)"}
    total = _park_price(car_park_id, drop, pick, list(extras or []))
    out: dict[str, Any] = {
        "booking_ref": NEW_PARK_REF,
        "status": "confirmed",
        "car_park": CAR_PARKS[car_park_id]["name"],
        "terminal": terminal,
        "drop_off": drop.strftime("%Y-%m-%dT%H:%M"),
        "pick_up": pick.strftime("%Y-%m-%dT%H:%M"),
        "days_charged": _park_days(drop, pick),
        "vehicle": {**(vehicle or {}), "registration": registration},
        "extras": list(extras or []),
        "total_gbp": total,
        "charged_to": "Visa ending 7720",
        "confirmation_sent_to": "hannah.doyle@gmail.com",
    }
    if car_park_id == "meet-and-greet":
        out["on_the_day"] = "Call 0161 555 0199 about 30 minutes before you arrive."
    if promo_code:
        out["promo_code"] = f"{promo_code} not recognised; full price charged"
    return out


def get_booking(booking_ref: str) -> dict[str, Any]:
    ref = str(booking_ref).strip().upper()
    if ref not in PARK_BOOKINGS:
        return _unknown_booking(booking_ref)
    return _booking_view(ref)


def list_bookings(status: str = "upcoming") -> dict[str, Any]:
    refs = [r for r, b in PARK_BOOKINGS.items() if status == "all" or (b["status"] == "completed") == (status == "past")]
    return {"customer": "Hannah Doyle", "status": status, "bookings": [_booking_view(r) for r in refs]}


def amend_booking(booking_ref: str, changes: dict[str, Any]) -> dict[str, Any]:
    ref = str(booking_ref).strip().upper()
    if ref not in PARK_BOOKINGS or PARK_BOOKINGS[ref]["status"] != "confirmed":
        return _unknown_booking(booking_ref)
    b = PARK_BOOKINGS[ref]
    changes = changes or {}
    new_drop = changes.get("drop_off") or b["drop_off"]
    new_pick = changes.get("pick_up") or b["pick_up"]
    drop, pick = _stamp(new_drop), _stamp(new_pick)
    if drop is None or pick is None or pick <= drop:
        return {"error": "The new times don't make sense: pick_up must be after drop_off (e.g. 2026-12-31T22:00)."}
    extras = [e for e in b["extras"] if e not in (changes.get("remove_extras") or [])]
    for extra in changes.get("add_extras") or []:
        if extra not in PARK_EXTRAS:
            return {"error": f"Unknown extra '{extra}'"}
        if extra not in extras:
            extras.append(extra)
    old_total = _park_price(b["car_park_id"], _stamp(b["drop_off"]), _stamp(b["pick_up"]), b["extras"])
    new_total = _park_price(b["car_park_id"], drop, pick, extras)
    difference = round(new_total - old_total, 2)
    return {
        "booking_ref": ref,
        "status": "amended",
        "car_park": CAR_PARKS[b["car_park_id"]]["name"],
        "drop_off": drop.strftime("%Y-%m-%dT%H:%M"),
        "pick_up": pick.strftime("%Y-%m-%dT%H:%M"),
        "days_charged": _park_days(drop, pick),
        "vehicle_registration": str(changes.get("vehicle_registration") or b["vehicle"]["registration"]).upper(),
        "extras": extras,
        "previous_total_gbp": old_total,
        "new_total_gbp": new_total,
        "price_difference_gbp": difference,
        "payment": f"£{difference:.2f} charged to Visa ending 7720"
        if difference > 0
        else (f"£{-difference:.2f} refunded to Visa ending 7720" if difference < 0 else "no charge"),
    }


def cancel_booking(booking_ref: str, reason: str | None = None) -> dict[str, Any]:
    ref = str(booking_ref).strip().upper()
    if ref not in PARK_BOOKINGS or PARK_BOOKINGS[ref]["status"] != "confirmed":
        return _unknown_booking(booking_ref)
    b = PARK_BOOKINGS[ref]
    drop, pick = _stamp(b["drop_off"]), _stamp(b["pick_up"])
    total = _park_price(b["car_park_id"], drop, pick, b["extras"])
    cover = PARK_EXTRAS["cancellation_cover"] if "cancellation_cover" in b["extras"] else 0.0
    refund = round(total - cover, 2)
    return {
        "booking_ref": ref,
        "status": "cancelled",
        "car_park": CAR_PARKS[b["car_park_id"]]["name"],
        "was": f"{b['drop_off']} to {b['pick_up']}",
        "refund_gbp": refund,
        "refund_to": "Visa ending 7720, 3-5 working days",
        "reason": reason,
    }


PARK_TERMINAL = {"type": "string", "enum": ["T1", "T2", "T3"]}
PARK_EXTRA = {"type": "string", "enum": list(PARK_EXTRAS)}
PARK_REF = {"type": "string", "description": "Booking reference, e.g. PF-88213"}

PARK_TOOLS = [
    ToolDef(
        "search-parking",
        "Prices for every car park serving a terminal between a drop-off and a pick-up time, cheapest first.",
        {
            "type": "object",
            "properties": {
                "terminal": PARK_TERMINAL,
                "drop_off": {"type": "string", "description": "Local date-time, e.g. 2026-12-27T06:00"},
                "pick_up": {"type": "string", "description": "Local date-time the car is collected"},
            },
            "required": ["terminal", "drop_off", "pick_up"],
        },
        search_parking,
    ),
    ToolDef(
        "book-parking",
        "Book and pay for parking (charged to the card on file).",
        {
            "type": "object",
            "properties": {
                "car_park_id": {"type": "string", "enum": list(CAR_PARKS)},
                "terminal": PARK_TERMINAL,
                "drop_off": {"type": "string", "description": "Local date-time, e.g. 2026-12-27T06:00"},
                "pick_up": {"type": "string", "description": "Local date-time"},
                "vehicle": {"$ref": "#/$defs/vehicle"},
                "extras": {"type": "array", "items": PARK_EXTRA, "description": "[] for none"},
                "promo_code": {"type": ["string", "null"]},
            },
            "required": ["car_park_id", "terminal", "drop_off", "pick_up", "vehicle", "extras", "promo_code"],
            "additionalProperties": False,
            "$defs": {
                "vehicle": {
                    "type": "object",
                    "properties": {
                        "registration": {"type": "string", "description": "Number plate, e.g. MA19 KXT"},
                        "make": {"type": "string", "description": "Make and model"},
                        "colour": {"type": "string"},
                    },
                    "required": ["registration", "make", "colour"],
                    "additionalProperties": False,
                }
            },
        },
        book_parking,
        act=True,
        strict=True,
    ),
    ToolDef(
        "get-booking",
        "One booking by reference: car park, times, vehicle, extras and total.",
        {"type": "object", "properties": {"booking_ref": PARK_REF}, "required": ["booking_ref"]},
        get_booking,
    ),
    ToolDef(
        "list-bookings",
        "The customer's parking bookings.",
        {"type": "object", "properties": {"status": {"type": "string", "enum": ["upcoming", "past", "all"]}}},
        list_bookings,
    ),
    ToolDef(
        "amend-booking",
        "Change the times, vehicle or extras of a booking; the price difference is charged or refunded.",
        {
            "type": "object",
            "properties": {
                "booking_ref": PARK_REF,
                "changes": {
                    "type": "object",
                    "properties": {
                        "drop_off": {"type": "string"},
                        "pick_up": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "New pick-up date-time"},
                        "vehicle_registration": {"type": "string"},
                        "add_extras": {"type": "array", "items": PARK_EXTRA},
                        "remove_extras": {"type": "array", "items": PARK_EXTRA},
                    },
                    "description": "Only the fields that change",
                },
            },
            "required": ["booking_ref", "changes"],
        },
        amend_booking,
        act=True,
    ),
    ToolDef(
        "cancel-booking",
        "Cancel a booking and refund it according to the cancellation policy.",
        {
            "type": "object",
            "properties": {"booking_ref": PARK_REF, "reason": {"type": "string"}},
            "required": ["booking_ref"],
        },
        cancel_booking,
        act=True,
    ),
]

PARK_ACTS = ["book-parking", "amend-booking", "cancel-booking"]

PARK_INSTRUCTIONS = """You are the booking assistant for ParkFly, pre-booked parking at Manchester Airport.
Today is Friday 18 December 2026, 14:05 in Manchester (Europe/London). Prices are in GBP including VAT.

Signed-in customer: Hannah Doyle (hannah.doyle@gmail.com), card on file Visa ending 7720.
Saved vehicle (her "usual car"): grey Volkswagen Golf, registration MA19 KXT.

Car parks:
- JetParks 1: long stay, free shuttle bus every 10-15 minutes, about 10 minutes to T1, T2 and T3.
- Terminal 1 Multi-Storey: 5 minutes' walk to T1; T3 via the skylink.
- Terminal 2 Multi-Storey: 4 minutes' walk to T2 along a covered walkway.
- Meet & Greet: phone the driver desk on 0161 555 0199 about 30 minutes before you arrive, drive to the Meet & Greet zone on level 0 of your terminal's multi-storey and hand the keys to a uniformed ParkFly driver (they show a photo ID badge); the car is parked in our secure compound and brought back to the same zone when you land - call the desk once you have your bags.
Parking is charged per started 24 hours from the drop-off time. Entry and exit are by number-plate recognition.

Policies:
- Amendments are free; any price difference is charged or refunded to the card.
- Cancelling more than 48 hours before drop-off refunds everything except cancellation cover. Within 48 hours there is no refund unless the booking has cancellation cover (£4.99).
- Late pick-up: up to 2 hours after the booked pick-up time is free. After that £15 per extra started day is charged at the exit barrier, unless the return flight was delayed: show the delay notice or boarding pass at the exit intercom and it is waived.
Only book, amend or cancel when the customer asks."""


# =============================================================================================
# 3. lift_share: RideAlong carpooling, Lyon (4 tools, snake_case)
# =============================================================================================

LIFT_TODAY = _dt.date(2027, 1, 2)
LIFT_NOW = _dt.datetime(2027, 1, 2, 18, 30)
SEAT_FEE = 1.50

CITIES = {"lyon": "Lyon", "grenoble": "Grenoble", "annecy": "Annecy", "marseille": "Marseille", "paris": "Paris"}
CITY_CODE = {"lyon": "LYO", "grenoble": "GRE", "annecy": "ANN", "marseille": "MAR", "paris": "PAR"}

# (departure, duration minutes, driver, rating, price, seats left, features, pickup, dropoff)
RIDES: dict[tuple[str, str], list[tuple[str, int, str, float, float, int, list[str], str, str]]] = {
    ("lyon", "grenoble"): [
        (
            "07:30",
            80,
            "Marc D.",
            4.9,
            9.0,
            3,
            ["no_smoking", "instant_booking"],
            "Lyon Part-Dieu, rue de Bonnel",
            "Grenoble gare",
        ),
        ("08:45", 85, "Léa P.", 4.7, 11.0, 2, ["pets_ok", "no_smoking"], "Lyon Perrache", "Grenoble Victor Hugo"),
        ("13:10", 80, "Karim B.", 4.8, 10.0, 1, ["instant_booking"], "Lyon Part-Dieu, rue de Bonnel", "Grenoble gare"),
        ("18:00", 90, "Anaïs G.", 5.0, 12.0, 3, ["women_only", "no_smoking"], "Lyon Gerland", "Grenoble Saint-Bruno"),
    ],
    ("grenoble", "lyon"): [
        ("09:00", 85, "Marc D.", 4.9, 9.0, 3, ["no_smoking", "instant_booking"], "Grenoble gare", "Lyon Part-Dieu"),
        ("17:00", 90, "Sophie L.", 4.8, 10.0, 2, ["no_smoking"], "Grenoble Chavant", "Lyon Part-Dieu"),
    ],
    ("lyon", "annecy"): [
        ("08:10", 105, "Thomas R.", 4.8, 13.0, 2, ["pets_ok"], "Lyon Vaise metro", "Annecy gare routière"),
        ("09:15", 100, "Julien M.", 4.9, 13.0, 1, ["no_smoking"], "Gare Part-Dieu, sortie Vivier Merle", "Annecy gare"),
        ("12:00", 100, "Inès M.", 4.9, 14.0, 3, ["no_smoking", "instant_booking"], "Lyon Part-Dieu", "Annecy Courier"),
        ("17:45", 110, "Bruno C.", 4.6, 13.0, 1, ["max_two_in_back"], "Lyon Perrache", "Annecy gare"),
    ],
    ("lyon", "marseille"): [
        ("08:00", 195, "Olivier F.", 4.9, 26.0, 3, ["instant_booking", "no_smoking"], "Lyon Perrache", "Marseille Saint-Charles"),
        ("10:30", 200, "Chloé V.", 4.7, 28.0, 2, ["pets_ok"], "Lyon Part-Dieu", "Marseille Castellane"),
        ("15:20", 195, "Yanis H.", 4.5, 25.0, 1, [], "Lyon Gerland", "Marseille Saint-Charles"),
    ],
    ("marseille", "lyon"): [
        ("14:00", 195, "Nadia K.", 4.8, 27.0, 2, ["no_smoking"], "Marseille Saint-Charles", "Lyon Part-Dieu"),
        ("17:30", 200, "Hugo L.", 4.6, 25.0, 3, ["instant_booking"], "Marseille Castellane", "Lyon Perrache"),
        ("19:15", 195, "Claire S.", 4.9, 26.0, 2, ["no_smoking", "max_two_in_back"], "Marseille La Rose metro", "Lyon Part-Dieu"),
    ],
    ("lyon", "paris"): [
        ("06:50", 300, "Romain T.", 4.8, 34.0, 3, ["instant_booking"], "Lyon Part-Dieu", "Paris Porte d'Italie"),
        ("09:30", 310, "Émilie D.", 4.9, 38.0, 2, ["no_smoking"], "Lyon Vaise metro", "Paris Bercy"),
        ("14:15", 300, "Samir A.", 4.7, 32.0, 1, [], "Lyon Perrache", "Paris Porte d'Orléans"),
    ],
}

MY_RESERVATIONS = [
    {
        "reservation_id": "RES-55102",
        "status": "confirmed",
        "from": "Lyon",
        "to": "Annecy",
        "departure": "2027-01-03T09:15",
        "driver": "Julien M.",
        "car": "blue Peugeot 308",
        "pickup": "Gare Part-Dieu, sortie Vivier Merle",
        "dropoff": "Annecy gare",
        "seats": 1,
        "contribution_eur": 13.0,
        "service_fee_eur": SEAT_FEE,
    },
    {
        "reservation_id": "RES-55140",
        "status": "pending_driver_approval",
        "from": "Grenoble",
        "to": "Lyon",
        "departure": "2027-01-10T17:00",
        "driver": "Sophie L.",
        "car": "white Renault Clio",
        "pickup": "Grenoble Chavant",
        "dropoff": "Lyon Part-Dieu",
        "seats": 1,
        "contribution_eur": 10.0,
        "service_fee_eur": SEAT_FEE,
    },
]


def _city(text: Any) -> str | None:
    folded = _fold(text)
    return next((key for key in CITIES if key in folded), None)


def _ride_id(day: _dt.date, origin: str, dest: str, departure: str) -> str:
    return f"RA-{day:%y%m%d}-{CITY_CODE[origin]}{CITY_CODE[dest]}-{departure.replace(':', '')}"


def _ride_row(day: _dt.date, origin: str, dest: str, ride: tuple) -> dict[str, Any]:
    departure, minutes, driver, rating, price, seats, features, pickup, dropoff = ride
    start = _dt.datetime.combine(day, _dt.time.fromisoformat(departure))
    return {
        "ride_id": _ride_id(day, origin, dest, departure),
        "departure": departure,
        "arrival_estimate": (start + _dt.timedelta(minutes=minutes)).strftime("%H:%M"),
        "driver": driver,
        "driver_rating": rating,
        "price_per_seat_eur": price,
        "seats_left": seats,
        "instant_booking": "instant_booking" in features,
        "features": features,
        "pickup": pickup,
        "dropoff": dropoff,
    }


def search_rides(
    from_city: str,
    to_city: str,
    date: str,
    earliest_departure: str | None = None,
    seats: int = 1,
    preferences: list[str] | None = None,
) -> dict[str, Any]:
    origin, dest = _city(from_city), _city(to_city)
    day = _day(date)
    if day is None:
        return {"error": "date must be YYYY-MM-DD"}
    if day < LIFT_TODAY:
        return {"error": f"{day} is in the past (today is 2027-01-02)."}
    if origin is None or dest is None:
        return {"from": from_city, "to": to_city, "date": str(day), "rides": [], "message": "No rides published on this route."}
    rows = []
    for ride in RIDES.get((origin, dest), []):
        if earliest_departure and ride[0] < str(earliest_departure)[:5].zfill(5):
            continue
        if ride[5] < int(seats or 1):
            continue
        if any(p not in ride[6] for p in preferences or []):
            continue
        if day == LIFT_TODAY and ride[0] <= LIFT_NOW.strftime("%H:%M"):
            continue
        rows.append(_ride_row(day, origin, dest, ride))
    return {"from": CITIES[origin], "to": CITIES[dest], "date": str(day), "count": len(rows), "rides": rows}


def _find_ride(ride_id: str) -> tuple[_dt.date, str, str, tuple] | None:
    found = re.fullmatch(r"RA-(\d{6})-([A-Z]{3})([A-Z]{3})-(\d{4})", str(ride_id).strip().upper())
    if not found:
        return None
    try:
        day = _dt.datetime.strptime(found.group(1), "%y%m%d").date()
    except ValueError:
        return None
    codes = {code: key for key, code in CITY_CODE.items()}
    origin, dest = codes.get(found.group(2)), codes.get(found.group(3))
    departure = f"{found.group(4)[:2]}:{found.group(4)[2:]}"
    for ride in RIDES.get((origin, dest), []):
        if ride[0] == departure:
            return day, origin, dest, ride
    return None


def request_seat(ride_id: str, seats: int, luggage: str, message: str | None) -> dict[str, Any]:
    found = _find_ride(ride_id)
    if found is None:
        return {"error": f"No ride {ride_id}. Ride ids come from search_rides, e.g. RA-270108-LYOGRE-0730."}
    day, origin, dest, ride = found
    if day < LIFT_TODAY:
        return {"error": "That ride has already left."}
    seats = int(seats or 1)
    if seats > ride[5]:
        return {"error": f"Only {ride[5]} seat(s) left on this ride."}
    instant = "instant_booking" in ride[6]
    contribution = ride[4] * seats
    return {
        "reservation_id": "RES-55231" if instant else "RES-55232",
        "status": "confirmed" if instant else "pending_driver_approval",
        "ride_id": _ride_id(day, origin, dest, ride[0]),
        "route": f"{CITIES[origin]} -> {CITIES[dest]}",
        "departure": f"{day}T{ride[0]}",
        "driver": ride[2],
        "pickup": ride[7],
        "seats": seats,
        "luggage": luggage,
        "message_to_driver": message,
        "contribution_eur": contribution,
        "service_fee_eur": SEAT_FEE * seats,
        "total_eur": contribution + SEAT_FEE * seats,
        "payment": "charged now to Visa ending 5531"
        if instant
        else f"{ride[2]} has 12 hours to accept; you are only charged if they accept",
    }


def my_trips(role: str = "both") -> dict[str, Any]:
    return {
        "member": "Camille Rousseau",
        "as_passenger": MY_RESERVATIONS if role in ("passenger", "both") else [],
        "as_driver": [],
    }


def cancel_reservation(reservation_id: str, reason: str = "other") -> dict[str, Any]:
    row = next((r for r in MY_RESERVATIONS if r["reservation_id"] == str(reservation_id).strip().upper()), None)
    if row is None:
        return {"error": f"No reservation {reservation_id}. Use my_trips to see yours."}
    hours = (_stamp(row["departure"]) - LIFT_NOW).total_seconds() / 3600
    if row["status"] != "confirmed":
        refund, rule = 0.0, "you had not been charged yet (the driver had not accepted)"
    elif hours > 24:
        refund, rule = row["contribution_eur"] + row["service_fee_eur"], "more than 24 hours before departure: full refund"
    else:
        refund, rule = (
            row["contribution_eur"] / 2,
            "within 24 hours: service fee kept and half the contribution goes to the driver",
        )
    return {
        "reservation_id": row["reservation_id"],
        "status": "cancelled",
        "ride": f"{row['from']} -> {row['to']} on {row['departure']} with {row['driver']}",
        "refund_eur": round(refund, 2),
        "rule": rule,
        "driver_notified": True,
        "reason": reason,
    }


LIFT_TOOLS = [
    ToolDef(
        "search_rides",
        "Search published rides between two cities on a date.",
        {
            "type": "object",
            "properties": {
                "from_city": {"type": "string"},
                "to_city": {"type": "string"},
                "date": {"type": "string", "description": "YYYY-MM-DD"},
                "earliest_departure": {"type": ["string", "null"], "description": "HH:MM, or null for any time"},
                "seats": {"type": "integer", "description": "Seats needed (default 1)"},
                "preferences": {
                    "type": "array",
                    "items": {
                        "type": "string",
                        "enum": ["no_smoking", "pets_ok", "max_two_in_back", "women_only", "instant_booking"],
                    },
                    "description": "Only rides offering all of these",
                },
            },
            "required": ["from_city", "to_city", "date"],
        },
        search_rides,
    ),
    ToolDef(
        "request_seat",
        "Request (or instantly book) seats on a ride.",
        {
            "type": "object",
            "properties": {
                "ride_id": {"type": "string", "description": "From search_rides"},
                "seats": {"type": "integer"},
                "luggage": {
                    "type": "string",
                    "enum": ["none", "small", "medium", "large"],
                    "description": "small = backpack, medium = cabin bag, large = big suitcase",
                },
                "message": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Note to the driver"},
            },
            "required": ["ride_id", "seats", "luggage", "message"],
            "additionalProperties": False,
        },
        request_seat,
        act=True,
        strict=True,
    ),
    ToolDef(
        "my_trips",
        "The member's upcoming reservations (with pickup point, driver and car) and rides offered.",
        {"type": "object", "properties": {"role": {"type": "string", "enum": ["passenger", "driver", "both"]}}},
        my_trips,
    ),
    ToolDef(
        "cancel_reservation",
        "Cancel one of the member's seat reservations.",
        {
            "type": "object",
            "properties": {
                "reservation_id": {"type": "string", "description": "e.g. RES-55102"},
                "reason": {"type": "string", "enum": ["change_of_plans", "found_other_transport", "driver_asked", "other"]},
            },
            "required": ["reservation_id"],
        },
        cancel_reservation,
        act=True,
    ),
]

LIFT_ACTS = ["request_seat", "cancel_reservation"]

LIFT_INSTRUCTIONS = """You are the assistant in RideAlong, a long-distance carpooling app.
Today is Saturday 2 January 2027, 18:30 in Lyon, France (Europe/Paris). Prices are in euros.

Signed-in member: Camille Rousseau (camille.rousseau@orange.fr), passenger, rating 4.8, lives in Lyon. When she doesn't say where she is leaving from, it's Lyon.

How RideAlong works:
- Drivers set a per-seat contribution. RideAlong caps it at about €0.08 per km per passenger so that it only shares the costs of the trip (fuel and tolls): carpooling for profit isn't allowed under French law.
- Rides with instant booking are confirmed straight away; for the others the driver has 12 hours to accept a request, and the passenger is only charged once accepted.
- Each seat has a €1.50 service fee.
- Cancelling more than 24 hours before departure refunds everything; within 24 hours the service fee is kept and half the contribution goes to the driver.
Only request or cancel seats when Camille asks."""


# =============================================================================================
# 4. coffee_subscription: Ember & Oak Coffee Roasters (3 tools, PascalCase)
# =============================================================================================

COFFEES = {
    "house_espresso": "House Espresso Blend",
    "single_origin_rotation": "Single Origin of the Fortnight",
    "decaf_swiss_water": "Swiss Water Decaf (Colombia)",
    "filter_roast_of_the_month": "Filter Roast of the Month",
}
BAG_PRICES = {  # AUD per bag, shipping included
    "house_espresso": {"250g": 16.0, "500g": 29.0, "1kg": 54.0},
    "single_origin_rotation": {"250g": 19.0, "500g": 35.0, "1kg": 66.0},
    "decaf_swiss_water": {"250g": 18.0, "500g": 33.0, "1kg": 62.0},
    "filter_roast_of_the_month": {"250g": 19.0, "500g": 35.0, "1kg": 66.0},
}
SUBSCRIPTION = {
    "coffee": "house_espresso",
    "bagSize": "500g",
    "grind": "whole_bean",
    "quantity": 1,
    "frequencyWeeks": 2,
    "deliveryNote": "Leave at the side gate",
}
NEXT_ROAST = _dt.date(2027, 1, 11)


def _roasts(first: _dt.date, weeks: int, count: int = 6) -> list[_dt.date]:
    return [first + _dt.timedelta(weeks=weeks * i) for i in range(count)]


def _arrival(roast: _dt.date) -> str:
    return str(roast + _dt.timedelta(days=1))


def _delivery_price(state: dict[str, Any]) -> float:
    return BAG_PRICES[state["coffee"]][state["bagSize"]] * state["quantity"]


def get_subscription(includeHistory: bool = False) -> dict[str, Any]:
    out: dict[str, Any] = {
        "subscriptionId": "SUB-40718",
        "status": "active",
        **SUBSCRIPTION,
        "coffeeName": COFFEES[SUBSCRIPTION["coffee"]],
        "pricePerDeliveryAud": _delivery_price(SUBSCRIPTION),
        "nextDelivery": {
            "roastDate": str(NEXT_ROAST),
            "estimatedArrival": _arrival(NEXT_ROAST),
            "changesLockAt": "2027-01-09T08:00",
        },
        "upcomingRoastDates": [str(d) for d in _roasts(NEXT_ROAST, 2, 4)],
        "deliveryAddress": "14 Napier St, Fitzroy VIC 3065",
    }
    if includeHistory:
        out["history"] = [
            {"roastDate": "2026-12-14", "delivered": "2026-12-15", "coffee": "House Espresso Blend", "bag": "500g whole bean"},
            {"roastDate": "2026-12-28", "delivered": "2026-12-29", "coffee": "House Espresso Blend", "bag": "500g whole bean"},
        ]
    return out


def update_subscription(
    coffee: str | None = None,
    bagSize: str | None = None,
    grind: str | None = None,
    quantity: int | None = None,
    frequencyWeeks: int | None = None,
    deliveryNote: str | None = None,
) -> dict[str, Any]:
    wanted = {
        "coffee": coffee,
        "bagSize": bagSize,
        "grind": grind,
        "quantity": quantity,
        "frequencyWeeks": frequencyWeeks,
        "deliveryNote": deliveryNote,
    }
    changes = {k: v for k, v in wanted.items() if v is not None and v != SUBSCRIPTION[k]}
    if not changes:
        return {"error": "Nothing to change: every field was null or already the current value."}
    new = {**SUBSCRIPTION, **changes}
    if new["coffee"] not in COFFEES:
        return {"error": f"Unknown coffee '{new['coffee']}'"}
    if new["bagSize"] not in ("250g", "500g", "1kg"):
        return {"error": "bagSize must be 250g, 500g or 1kg"}
    if not 1 <= int(new["quantity"]) <= 6:
        return {"error": "quantity must be 1-6 bags"}
    if int(new["frequencyWeeks"]) not in (1, 2, 3, 4):
        return {"error": "frequencyWeeks must be 1, 2, 3 or 4"}
    new["quantity"], new["frequencyWeeks"] = int(new["quantity"]), int(new["frequencyWeeks"])
    return {
        "subscriptionId": "SUB-40718",
        "changed": {k: {"from": SUBSCRIPTION[k], "to": new[k]} for k in changes},
        "now": {**new, "coffeeName": COFFEES[new["coffee"]]},
        "pricePerDeliveryAud": _delivery_price(new),
        "previousPricePerDeliveryAud": _delivery_price(SUBSCRIPTION),
        "effectiveFrom": f"the {NEXT_ROAST} roast",
        "upcomingRoastDates": [str(d) for d in _roasts(NEXT_ROAST, new["frequencyWeeks"], 3)],
    }


def manage_deliveries(
    action: str, shipDate: str | None = None, pauseFrom: str | None = None, resumeOn: str | None = None
) -> dict[str, Any]:
    schedule = _roasts(NEXT_ROAST, 2, 12)
    if action == "skip":
        target = _day(shipDate) if shipDate else NEXT_ROAST
        if target not in schedule:
            return {"error": f"No delivery roasts on {shipDate}. Upcoming roast dates: {', '.join(map(str, schedule[:4]))}."}
        following = schedule[schedule.index(target) + 1]
        return {
            "subscriptionId": "SUB-40718",
            "skipped": str(target),
            "nextDelivery": {"roastDate": str(following), "estimatedArrival": _arrival(following)},
            "charged": "nothing for the skipped delivery",
        }
    if action == "pause":
        start = _day(pauseFrom) if pauseFrom else NEXT_ROAST
        back = _day(resumeOn) if resumeOn else None
        if start is None or back is None:
            return {"error": "pause needs resumeOn (YYYY-MM-DD); pauseFrom defaults to the next delivery"}
        held = [d for d in schedule if start <= d < back]
        if not held:
            return {"error": "No deliveries fall in that window, so there is nothing to pause."}
        resume = next((d for d in schedule if d >= back), None)
        before = [d for d in schedule if d < start]
        return {
            "subscriptionId": "SUB-40718",
            "status": "paused",
            "lastDeliveryBeforePause": {"roastDate": str(before[-1]), "estimatedArrival": _arrival(before[-1])}
            if before
            else None,
            "heldDeliveries": [str(d) for d in held],
            "resumesWith": {"roastDate": str(resume), "estimatedArrival": _arrival(resume)} if resume else None,
        }
    if action == "resume":
        return {"error": "The subscription is already active; nothing to resume."}
    return {"error": "action must be skip, pause or resume"}


COFFEE_TOOLS = [
    ToolDef(
        "GetSubscription",
        "The subscriber's current coffee, bag size, grind, quantity, frequency, price and next delivery dates.",
        {"type": "object", "properties": {"includeHistory": {"type": "boolean", "description": "Add past deliveries"}}},
        get_subscription,
    ),
    ToolDef(
        "UpdateSubscription",
        "Change the subscription from the next unlocked delivery on. Pass null for anything that stays the same.",
        {
            "type": "object",
            "properties": {
                "coffee": {"type": ["string", "null"], "enum": [*COFFEES, None]},
                "bagSize": {"type": ["string", "null"], "enum": ["250g", "500g", "1kg", None]},
                "grind": {"type": ["string", "null"], "enum": ["whole_bean", "espresso", "aeropress", "filter", "plunger", None]},
                "quantity": {"type": ["integer", "null"], "description": "Bags per delivery, 1-6"},
                "frequencyWeeks": {"type": ["integer", "null"], "description": "Weeks between deliveries, 1-4"},
                "deliveryNote": {"anyOf": [{"type": "string"}, {"type": "null"}], "description": "Note for the courier"},
            },
            "required": ["coffee", "bagSize", "grind", "quantity", "frequencyWeeks", "deliveryNote"],
            "additionalProperties": False,
        },
        update_subscription,
        act=True,
        strict=True,
    ),
    ToolDef(
        "ManageDeliveries",
        "Skip one delivery, pause deliveries until a date, or resume a paused subscription.",
        {
            "type": "object",
            "properties": {
                "action": {"type": "string", "enum": ["skip", "pause", "resume"]},
                "shipDate": {"type": ["string", "null"], "description": "skip: the roast date to skip (YYYY-MM-DD); null = next"},
                "pauseFrom": {
                    "anyOf": [{"type": "string"}, {"type": "null"}],
                    "description": "pause: first roast date to hold (YYYY-MM-DD); null = the next delivery",
                },
                "resumeOn": {
                    "type": ["string", "null"],
                    "description": "pause: deliveries restart on the first roast on/after this date",
                },
            },
            "required": ["action"],
        },
        manage_deliveries,
        act=True,
    ),
]

COFFEE_ACTS = ["UpdateSubscription", "ManageDeliveries"]

COFFEE_INSTRUCTIONS = """You are the subscription assistant for Ember & Oak Coffee Roasters in Melbourne.
Today is Wednesday 6 January 2027, 8:10 am in Melbourne (Australia/Melbourne). Prices are in AUD, shipping included.

Signed-in subscriber: Liam Tran (liam.tran@icloud.com), subscription SUB-40718.
We roast on Mondays and post the same day by Australia Post Express (next business day in metro Melbourne).
Coffees: house_espresso (House Espresso Blend), single_origin_rotation (Single Origin of the Fortnight), decaf_swiss_water (Swiss Water Decaf, Colombia), filter_roast_of_the_month.
Bag sizes 250g, 500g and 1kg; grinds whole_bean, espresso, aeropress, filter and plunger; deliveries every 1 to 4 weeks.
Changes for a delivery lock at 8 am on the Saturday before its roast day.
Only change, skip or pause deliveries when Liam asks."""


# =============================================================================================
# 5. donations: Giveline, Dublin (1 tool, snake_case)
# =============================================================================================

CHARITIES = {
    "CH-1142": "Harbour Lights Homeless Trust",
    "CH-2087": "Liffey Food Share",
    "CH-3310": "Wicklow Mountain Rescue Team",
    "CH-4471": "Connacht Animal Rescue",
    "CH-5029": "Little Readers Literacy Ireland",
}
GIVEN_2026 = {"CH-1142": 120.0, "CH-2087": 0.0, "CH-3310": 200.0, "CH-4471": 35.0, "CH-5029": 0.0}
RELIEF_THRESHOLD = 250.0


def make_donation(
    charity_id: str,
    amount: float,
    frequency: str,
    tax_relief_consent: bool,
    anonymous: bool,
    dedication: dict[str, Any] | None,
    message: str | None,
) -> dict[str, Any]:
    if charity_id not in CHARITIES:
        return {"error": f"Unknown charity '{charity_id}'."}
    try:
        value = round(float(amount), 2)
    except (TypeError, ValueError):
        return {"error": "amount must be a number of euro"}
    if not 2 <= value <= 10000:
        return {"error": "Donations must be between €2 and €10,000."}
    if frequency not in ("one_off", "monthly", "annual"):
        return {"error": "frequency must be one_off, monthly or annual"}
    year_total = GIVEN_2026[charity_id] + value
    if not tax_relief_consent:
        relief = "no consent given, so the charity cannot claim tax relief on this gift"
    elif year_total >= RELIEF_THRESHOLD:
        relief = f"eligible: you have given €{year_total:.2f} to this charity in 2026, so it can claim 45% (€{0.45 * year_total:.2f}) from Revenue"
    else:
        relief = f"not yet eligible: €{year_total:.2f} given to this charity in 2026; relief starts at €250 in a year"
    out: dict[str, Any] = {
        "donation_id": f"DN-26{(int(value * 100) + int(charity_id[3:])) % 100000:05d}",
        "charity": CHARITIES[charity_id],
        "amount_eur": value,
        "frequency": frequency,
        "charged_now": "Mastercard ending 2290",
        "counts_for_tax_year": 2026,
        "next_payment": {"monthly": "2027-01-31", "annual": "2027-12-31"}.get(frequency),
        "tax_relief": relief,
        "anonymous": bool(anonymous),
        "message_to_charity": message,
        "receipt_emailed_to": "aoife.brennan@eircom.net",
    }
    if dedication:
        kind = "in memory of" if dedication.get("kind") == "in_memory_of" else "in honour of"
        out["dedication"] = f"{kind} {dedication.get('name')}"
        email = dedication.get("notify_email")
        out["dedication_notice"] = (
            f"{email} will be told a gift was made {kind} {dedication.get('name')} (the amount is not shown)" if email else None
        )
    return out


GIVE_TOOLS = [
    ToolDef(
        "make_donation",
        "Make a donation to one charity with the donor's saved card.",
        {
            "type": "object",
            "properties": {
                "charity_id": {"type": "string", "enum": list(CHARITIES)},
                "amount": {"type": "number", "description": "Euro, 2 to 10000"},
                "frequency": {"type": "string", "enum": ["one_off", "monthly", "annual"]},
                "tax_relief_consent": {"type": "boolean", "description": "Donor consents to the charity claiming tax relief"},
                "anonymous": {"type": "boolean", "description": "Hide the donor's name from the charity"},
                "dedication": {
                    "anyOf": [
                        {
                            "type": "object",
                            "properties": {
                                "kind": {"type": "string", "enum": ["in_memory_of", "in_honour_of"]},
                                "name": {"type": "string", "description": "The person the gift is for"},
                                "notify_email": {"type": ["string", "null"], "description": "Who to tell; null for nobody"},
                            },
                            "required": ["kind", "name", "notify_email"],
                            "additionalProperties": False,
                        },
                        {"type": "null"},
                    ],
                    "description": "null for an ordinary gift",
                },
                "message": {"type": ["string", "null"], "description": "Optional message to the charity"},
            },
            "required": ["charity_id", "amount", "frequency", "tax_relief_consent", "anonymous", "dedication", "message"],
            "additionalProperties": False,
        },
        make_donation,
        act=True,
        strict=True,
    ),
]

GIVE_INSTRUCTIONS = """You are the giving assistant on Giveline, an Irish online donation platform.
Today is Thursday 31 December 2026, 21:40 in Dublin (Europe/Dublin). Amounts are in euro.

Signed-in donor: Aoife Brennan (aoife.brennan@eircom.net), a PAYE taxpayer, paying with her saved Mastercard ending 2290.
Charities (charity_id):
- CH-1142 Harbour Lights Homeless Trust
- CH-2087 Liffey Food Share
- CH-3310 Wicklow Mountain Rescue Team
- CH-4471 Connacht Animal Rescue
- CH-5029 Little Readers Literacy Ireland

Rules:
- Donations from €2 to €10,000. Monthly and annual gifts are charged today and then on the same date each month or year.
- Tax relief: when a donor gives €250 or more to one charity in a calendar year and has consented, the charity claims back 45% of the total from Revenue (e.g. €112.50 on €250). It costs the donor nothing. Donations paid by 23:59 Irish time on 31 December count for that year.
- "In memory of" and "in honour of" gifts: if an email is given we tell that person a gift was made and by whom (unless the gift is anonymous); the amount is never shown.
- Anonymous gifts hide the donor's name from the charity.
Only make a donation when Aoife asks for one."""


DOMAINS = [
    Domain("ecommerce_admin", SHOP_TOOLS, SHOP_INSTRUCTIONS),
    Domain("airport_parking", PARK_TOOLS, PARK_INSTRUCTIONS),
    Domain("lift_share", LIFT_TOOLS, LIFT_INSTRUCTIONS),
    Domain("coffee_subscription", COFFEE_TOOLS, COFFEE_INSTRUCTIONS),
    Domain("donations", GIVE_TOOLS, GIVE_INSTRUCTIONS),
]


# =============================================================================================
# Cases
# =============================================================================================

FOUR_THIRTY = said("04:30", "4:30", "4.30", "430")
JAN_8 = matches(r"(jan(uary)?\.?\s*8(th)?\b|\b8(th)?\s*(of\s*)?jan|2027-01-08|\b1/8\b|\b01/08\b)")
PARK_CHRISTMAS_PICKUP = said("22:00", "10pm", "10 pm", "10:00 pm", "10:00pm", "10.00pm", "10 p.m.", "10:00 p.m.")
DONATION_REF = said("DN-")

CASES = [
    # ---------------------------------------------------------------- ecommerce_admin (12)
    Case(
        "ab_shop_stock_cedar14",
        "ecommerce_admin",
        "direct",
        [
            Turn(
                "how many of the 14oz cedar & smoke have we got left?",
                calls=[ExpectCall("listProducts")],
                forbid=SHOP_ACTS,
                answer_has=[said_number(7)],
            ),
        ],
        features=("camel_names", "8_tools"),
    ),
    Case(
        "ab_shop_ship_1051",
        "ecommerce_admin",
        "direct",
        [
            Turn(
                "mark 1051 as shipped, went out USPS this morning. tracking 9400 1118 9922 3344 7781 02",
                calls=[
                    ExpectCall(
                        "fulfillOrder",
                        {"orderNumber": number(1051), "carrier": "USPS", "trackingNumber": same_digits("9400111899223344778102")},
                    )
                ],
                allow=["getOrder"],
                forbid=["refundOrder", "cancelOrder", "sendCustomerEmail"],
            ),
        ],
        features=("enum", "integer", "camel_names", "8_tools"),
    ),
    Case(
        "ab_shop_newyear_code",
        "ecommerce_admin",
        "polite",
        [
            Turn(
                "Hi! Could you please set up a discount code NEWYEAR20 for 20% off everything in the store? It should stop "
                "working after January 3rd. Thank you so much!",
                calls=[
                    ExpectCall(
                        "createDiscountCode",
                        {
                            "code": "NEWYEAR20",
                            "discount": fields(type="percentage", value=number(20)),
                            "expiresOn": date("2027-01-03"),
                        },
                    )
                ],
                forbid=["refundOrder", "cancelOrder", "sendCustomerEmail", "updateInventory"],
            ),
        ],
        features=("nested", "number", "nullable_type_list", "date", "camel_names", "8_tools"),
    ),
    Case(
        "ab_shop_rosa_where",
        "ecommerce_admin",
        "indirect",
        [
            Turn(
                "Rosa Jiménez emailed asking where her candles are. she ordered before christmas and they still haven't shown up",
                calls=[ExpectCall("searchOrders")],
                allow=["getOrder"],
                forbid=SHOP_ACTS,
                answer_has=[
                    said("30 December", "December 30", "Dec 30", "30 Dec", "12/30", "2026-12-30", "Wednesday", "30th"),
                    said("weather", "delay"),
                ],
            ),
        ],
        features=("person", "camel_names", "8_tools"),
    ),
    Case(
        "ab_shop_restock_two",
        "ecommerce_admin",
        "multi_intent",
        [
            Turn(
                "thirty more Winter Orchard 8oz just came in from the pour room, add them to stock. and set the wick trimmers "
                "to 20, I recounted them",
                calls=[
                    ExpectCall("listProducts"),
                    ExpectCall(
                        "updateInventory",
                        {"productId": "prod_103", "adjustment": fields(mode=one_of("add", "set"), quantity=number(30))},
                    ),
                    ExpectCall(
                        "updateInventory", {"productId": "prod_105", "adjustment": fields(mode="set", quantity=number(20))}
                    ),
                ],
                forbid=["refundOrder", "cancelOrder", "createDiscountCode", "sendCustomerEmail"],
            ),
        ],
        features=("nested", "enum", "number_words", "camel_names", "8_tools"),
    ),
    Case(
        "ab_shop_new_scent_howto",
        "ecommerce_admin",
        "no_tool",
        [
            Turn(
                "how do I put a new scent up on the site? want it in both the 8oz and the 14oz",
                forbid=SHOP_ACTS,
                answer_has=[said("Add product")],
            ),
        ],
        features=("camel_names", "8_tools"),
    ),
    Case(
        "ab_shop_chargeback",
        "ecommerce_admin",
        "no_tool",
        [
            Turn(
                "hypothetically, if someone's bank does a chargeback on one of my orders, should I just refund them in here "
                "to keep things friendly?",
                forbid=SHOP_ACTS,
                answer_has=[said("twice", "double", "Disputes")],
            ),
        ],
        features=("camel_names", "8_tools"),
    ),
    Case(
        "ab_shop_refund_megan",
        "ecommerce_admin",
        "underspecified",
        [
            Turn("refund megan's order", allow=["searchOrders", "getOrder"], forbid=SHOP_ACTS, clarify=True),
        ],
        features=("person", "camel_names", "8_tools"),
    ),
    Case(
        "ab_shop_smashed_candle",
        "ecommerce_admin",
        "chained",
        [
            Turn(
                "order 1042 - customer says one of the two cedar candles turned up smashed. refund just that one candle, "
                "not the shipping",
                calls=[
                    ExpectCall("getOrder", {"orderNumber": number(1042)}),
                    ExpectCall(
                        "refundOrder",
                        {
                            "orderNumber": number(1042),
                            "lineItems": items(fields(lineItemId="li_5501", quantity=number(1))),
                            "refundShipping": boolean(False),
                            "reason": "damaged",
                        },
                    ),
                ],
                allow=["searchOrders"],
                forbid=["cancelOrder", "updateInventory", "sendCustomerEmail"],
                answer_has=[said_number(28)],
            ),
        ],
        features=("ref", "array_objects", "strict", "boolean", "enum", "camel_names", "8_tools"),
    ),
    Case(
        "ab_shop_tell_tom",
        "ecommerce_admin",
        "chained",
        [
            Turn(
                "Tom Becker's order is stuck waiting on Winter Orchard. Can you email him to say when it'll be back in stock, "
                "and that we'll ship his the same day?",
                calls=[
                    ExpectCall("searchOrders"),
                    ExpectCall("listProducts"),
                    ExpectCall("sendCustomerEmail", {"to": "tbecker@fastmail.com", "body": JAN_8}),
                ],
                allow=["getOrder"],
                forbid=["refundOrder", "cancelOrder", "fulfillOrder", "updateInventory", "createDiscountCode"],
            ),
        ],
        features=("person", "date", "email", "nullable_anyof", "camel_names", "8_tools"),
    ),
    Case(
        "ab_shop_unshipped_cancel",
        "ecommerce_admin",
        "multi_turn",
        [
            Turn(
                "what's still waiting to ship?",
                calls=[ExpectCall("searchOrders", {"status": "unfulfilled"})],
                forbid=SHOP_ACTS,
                answer_has=[said("1047"), said("1051"), said("1052")],
            ),
            Turn(
                "cancel Daniel's, he emailed this morning asking to. put the stuff back in stock",
                calls=[
                    ExpectCall(
                        "cancelOrder", {"orderNumber": number(1047), "reason": "customer_request", "restock": boolean(True)}
                    )
                ],
                allow=["getOrder"],
                forbid=["refundOrder", "fulfillOrder"],
                answer_has=[said_number(70.95)],
            ),
        ],
        features=("enum", "boolean", "person", "camel_names", "8_tools"),
    ),
    Case(
        "ab_shop_low_then_code",
        "ecommerce_admin",
        "multi_turn",
        [
            Turn(
                "anything running low?",
                calls=[ExpectCall("listProducts")],
                forbid=SHOP_ACTS,
                answer_has=[said("Winter Orchard"), said("Trio", "Gift Set"), said("14oz", "14 oz")],
            ),
            Turn(
                "ok let's push the 8oz cedar instead. make a code CEDAR10, 10% off just that one",
                calls=[
                    ExpectCall(
                        "createDiscountCode",
                        {
                            "code": "CEDAR10",
                            "discount": fields(type="percentage", value=number(10)),
                            "appliesToProductIds": items("prod_101"),
                        },
                    )
                ],
                allow=["listProducts"],
                forbid=["updateInventory", "refundOrder", "cancelOrder", "sendCustomerEmail"],
            ),
        ],
        features=("array", "nullable_anyof", "nested", "camel_names", "8_tools"),
    ),
    # ---------------------------------------------------------------- airport_parking (10)
    Case(
        "ab_park_t2_quote",
        "airport_parking",
        "direct",
        [
            Turn(
                "how much to park for T2, dropping off 6am on the 27th and picking up 11pm on Jan 3rd?",
                calls=[
                    ExpectCall(
                        "search-parking",
                        {"terminal": "T2", "drop_off": at("2026-12-27", "06:00"), "pick_up": at("2027-01-03", "23:00")},
                    )
                ],
                forbid=PARK_ACTS,
                answer_has=[said("JetParks"), said_number(60)],
            ),
        ],
        features=("date", "enum", "kebab_names"),
    ),
    Case(
        "ab_park_ev_polite",
        "airport_parking",
        "polite",
        [
            Turn(
                "Hello, would it be possible to add EV charging to my booking PF-88213? Thanks ever so much",
                calls=[
                    ExpectCall(
                        "amend-booking", {"booking_ref": "PF-88213", "changes": fields(add_extras=has_items("ev_charging"))}
                    )
                ],
                allow=["get-booking"],
                forbid=["book-parking", "cancel-booking"],
                answer_has=[said_number(15)],
            ),
        ],
        features=("nested", "array_enum", "kebab_names"),
    ),
    Case(
        "ab_park_wednesday_sorted",
        "airport_parking",
        "indirect",
        [
            Turn(
                "driving down for our flight on wednesday, is the parking all sorted?",
                calls=[ExpectCall("list-bookings")],
                allow=["get-booking"],
                forbid=PARK_ACTS,
                answer_has=[said("JetParks"), FOUR_THIRTY],
            ),
        ],
        features=("date", "kebab_names"),
    ),
    Case(
        "ab_park_cancel_and_time",
        "airport_parking",
        "multi_intent",
        [
            Turn(
                "cancel PF-88490, the January trip's off. also remind me what time I'm dropping off for the christmas one",
                calls=[ExpectCall("cancel-booking", {"booking_ref": "PF-88490"}), ExpectCall("list-bookings")],
                allow=["get-booking"],
                forbid=["book-parking", "amend-booking"],
                answer_has=[said_number(60), FOUR_THIRTY],
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "ab_park_meet_greet",
        "airport_parking",
        "no_tool",
        [
            Turn(
                "how does meet and greet actually work? do I just hand my keys to some random bloke?",
                forbid=PARK_ACTS,
                answer_has=[said("30 minutes", "half an hour", "thirty minutes", "30 mins")],
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "ab_park_delayed_return",
        "airport_parking",
        "no_tool",
        [
            Turn(
                "what happens if our flight home is delayed and we get back to the car park hours after the time I booked?",
                forbid=PARK_ACTS,
                answer_has=[said("2 hours", "two hours")],
            ),
        ],
        features=("kebab_names",),
    ),
    Case(
        "ab_park_book_vague",
        "airport_parking",
        "underspecified",
        [
            Turn("book me into jetparks for my next trip, usual car", allow=["list-bookings"], forbid=PARK_ACTS, clarify=True),
        ],
        features=("kebab_names",),
    ),
    Case(
        "ab_park_cheapest_t1",
        "airport_parking",
        "chained",
        [
            Turn(
                "book whatever's cheapest for terminal 1. dropping off 5am on 9 January, back at 10pm on the 12th. usual car, "
                "no extras",
                calls=[
                    ExpectCall(
                        "search-parking",
                        {"terminal": "T1", "drop_off": at("2027-01-09", "05:00"), "pick_up": at("2027-01-12", "22:00")},
                    ),
                    ExpectCall(
                        "book-parking",
                        {
                            "car_park_id": "jetparks-1",
                            "terminal": "T1",
                            "drop_off": at("2027-01-09", "05:00"),
                            "pick_up": at("2027-01-12", "22:00"),
                            "vehicle": fields(registration=one_of("MA19 KXT", "MA19KXT")),
                            "extras": items(),
                        },
                    ),
                ],
                forbid=["amend-booking", "cancel-booking"],
                answer_has=[said("PF-88731"), said_number(30)],
            ),
        ],
        features=("ref", "strict", "nested", "array_enum", "nullable_type_list", "date", "kebab_names"),
    ),
    Case(
        "ab_park_mg_quote_book",
        "airport_parking",
        "multi_turn",
        [
            Turn(
                "price for meet and greet at terminal 3? drop off 7.15am boxing day, back on the 2nd of jan around 3pm",
                calls=[
                    ExpectCall(
                        "search-parking",
                        {"terminal": "T3", "drop_off": at("2026-12-26", "07:15"), "pick_up": at("2027-01-02", "15:00")},
                    )
                ],
                forbid=PARK_ACTS,
                answer_has=[said_number(192)],
            ),
            Turn(
                "go on then, book it. it's my wife's car this time - red Mini, WD21 FPO",
                calls=[
                    ExpectCall(
                        "book-parking",
                        {
                            "car_park_id": "meet-and-greet",
                            "terminal": "T3",
                            "drop_off": at("2026-12-26", "07:15"),
                            "pick_up": at("2027-01-02", "15:00"),
                            "vehicle": fields(
                                registration=one_of("WD21 FPO", "WD21FPO"), make=contains("Mini"), colour=contains("red")
                            ),
                        },
                    )
                ],
                forbid=["amend-booking", "cancel-booking"],
                answer_has=[said("PF-88731")],
            ),
        ],
        features=("ref", "strict", "nested", "date", "kebab_names"),
    ),
    Case(
        "ab_park_extra_night",
        "airport_parking",
        "multi_turn",
        [
            Turn(
                "when am I picking the car up after christmas?",
                calls=[ExpectCall("list-bookings")],
                allow=["get-booking"],
                forbid=PARK_ACTS,
                answer_has=[PARK_CHRISTMAS_PICKUP],
            ),
            Turn(
                "we're staying an extra night - same time on the 31st then",
                calls=[
                    ExpectCall("amend-booking", {"booking_ref": "PF-88213", "changes": fields(pick_up=at("2026-12-31", "22:00"))})
                ],
                allow=["get-booking"],
                forbid=["book-parking", "cancel-booking"],
                answer_has=[said_number(7.5)],
            ),
            Turn("so what's the total now?", allow=["get-booking"], forbid=PARK_ACTS, answer_has=[said_number(72.49)]),
        ],
        features=("nested", "nullable_anyof", "date", "kebab_names"),
    ),
    # ---------------------------------------------------------------- lift_share (8)
    Case(
        "ab_lift_grenoble_friday",
        "lift_share",
        "direct",
        [
            Turn(
                "any lifts from Lyon to Grenoble friday morning?",
                calls=[
                    ExpectCall(
                        "search_rides",
                        {"from_city": contains("Lyon"), "to_city": contains("Grenoble"), "date": date("2027-01-08")},
                    )
                ],
                forbid=LIFT_ACTS,
                answer_has=[said("7:30", "07:30", "7.30", "7h30"), said("8:45", "08:45", "8.45", "8h45")],
            ),
        ],
        features=("date",),
    ),
    Case(
        "ab_lift_cancel_annecy",
        "lift_share",
        "polite",
        [
            Turn(
                "Bonjour! Could you please cancel my seat for tomorrow's ride to Annecy? Something's come up, sorry. Merci beaucoup",
                calls=[ExpectCall("my_trips"), ExpectCall("cancel_reservation", {"reservation_id": "RES-55102"})],
                forbid=["request_seat"],
                answer_has=[said_number(6.5)],
            ),
        ],
        features=("date", "enum"),
    ),
    Case(
        "ab_lift_pickup_where",
        "lift_share",
        "indirect",
        [
            Turn(
                "my sister's asking where she should drop me off tomorrow morning",
                calls=[ExpectCall("my_trips")],
                forbid=LIFT_ACTS,
                answer_has=[said("Vivier Merle"), said("9:15", "09:15", "9.15", "9h15")],
            ),
        ],
        features=("date",),
    ),
    Case(
        "ab_lift_marseille_weekend",
        "lift_share",
        "multi_intent",
        [
            Turn(
                "need to get to Marseille next Saturday and back on the Sunday evening, what's out there?",
                calls=[
                    ExpectCall(
                        "search_rides",
                        {"from_city": contains("Lyon"), "to_city": contains("Marseille"), "date": date("2027-01-09")},
                    ),
                    ExpectCall(
                        "search_rides",
                        {"from_city": contains("Marseille"), "to_city": contains("Lyon"), "date": date("2027-01-10")},
                    ),
                ],
                forbid=LIFT_ACTS,
                answer_has=[
                    said("Olivier", "Chloé", "Chloe", "Yanis", "08:00", "8:00", "10:30"),
                    said("19:15", "7:15", "19h15", "17:30", "5:30", "17h30"),
                ],
            ),
        ],
        features=("date", "nullable_type_list"),
    ),
    Case(
        "ab_lift_price_cap",
        "lift_share",
        "no_tool",
        [
            Turn(
                "how do drivers decide what to charge? are some of them making a profit off this?",
                forbid=LIFT_ACTS,
                answer_has=[said("0.08", "0,08", "8 cents", "8 centimes")],
            ),
        ],
    ),
    Case(
        "ab_lift_paris_nodate",
        "lift_share",
        "underspecified",
        [
            Turn("get me a seat to Paris", forbid=LIFT_ACTS, clarify=True),
        ],
    ),
    Case(
        "ab_lift_first_grenoble_monday",
        "lift_share",
        "chained",
        [
            Turn(
                "put me on the earliest ride to Grenoble on Monday, one seat, I've only got a backpack",
                calls=[
                    ExpectCall(
                        "search_rides",
                        {"from_city": contains("Lyon"), "to_city": contains("Grenoble"), "date": date("2027-01-04")},
                    ),
                    ExpectCall("request_seat", {"ride_id": "RA-270104-LYOGRE-0730", "seats": number(1), "luggage": "small"}),
                ],
                forbid=["cancel_reservation"],
                answer_has=[said("RES-55231")],
            ),
        ],
        features=("strict", "enum", "nullable_anyof", "number_words", "date"),
    ),
    Case(
        "ab_lift_dog_annecy",
        "lift_share",
        "multi_turn",
        [
            Turn(
                "going up to Annecy on the 16th with my dog. is anyone taking pets?",
                calls=[
                    ExpectCall(
                        "search_rides", {"from_city": contains("Lyon"), "to_city": contains("Annecy"), "date": date("2027-01-16")}
                    )
                ],
                forbid=LIFT_ACTS,
                answer_has=[said("Thomas")],
            ),
            Turn(
                "perfect, ask for a spot on that one. tell him she's a little spaniel and very calm",
                calls=[
                    ExpectCall(
                        "request_seat", {"ride_id": "RA-270116-LYOANN-0810", "seats": number(1), "message": contains("spaniel")}
                    )
                ],
                allow=["search_rides"],
                forbid=["cancel_reservation"],
                answer_has=[said("pending", "accept", "approve", "confirm")],
            ),
        ],
        features=("array_enum", "strict", "nullable_anyof", "date"),
    ),
    # ---------------------------------------------------------------- coffee_subscription (8)
    Case(
        "ab_coffee_decaf",
        "coffee_subscription",
        "direct",
        [
            Turn(
                "switch me over to the decaf",
                calls=[ExpectCall("UpdateSubscription", {"coffee": "decaf_swiss_water"})],
                allow=["GetSubscription"],
                forbid=["ManageDeliveries"],
                answer_has=[said_number(33)],
            ),
        ],
        features=("strict", "enum", "nullable_type_list", "pascal_names", "3_tools"),
    ),
    Case(
        "ab_coffee_skip_polite",
        "coffee_subscription",
        "polite",
        [
            Turn(
                "Hi there! We're away at the coast next week, would you mind skipping Monday's delivery? Cheers",
                calls=[ExpectCall("ManageDeliveries", {"action": "skip", "shipDate": date("2027-01-11")})],
                allow=["GetSubscription"],
                forbid=["UpdateSubscription"],
                answer_has=[
                    said("25 January", "January 25", "25 Jan", "Jan 25", "25th", "25/1", "2027-01-25", "26 January", "Jan 26")
                ],
            ),
        ],
        features=("enum", "date", "nullable_type_list", "pascal_names", "3_tools"),
    ),
    Case(
        "ab_coffee_last_scoops",
        "coffee_subscription",
        "indirect",
        [
            Turn(
                "down to my last few scoops of beans 😬 when's the next bag turning up?",
                calls=[ExpectCall("GetSubscription")],
                forbid=COFFEE_ACTS,
                answer_has=[said("12 January", "January 12", "12 Jan", "Jan 12", "Tuesday", "12th", "2027-01-12", "12/1")],
            ),
        ],
        features=("date", "pascal_names", "3_tools"),
    ),
    Case(
        "ab_coffee_plunger_3wk",
        "coffee_subscription",
        "multi_intent",
        [
            Turn(
                "can you change the grind to plunger and make it every three weeks instead of every two",
                calls=[ExpectCall("UpdateSubscription", {"grind": "plunger", "frequencyWeeks": number(3)})],
                allow=["GetSubscription"],
                forbid=["ManageDeliveries"],
            ),
        ],
        features=("strict", "enum", "nullable_type_list", "number_words", "pascal_names", "3_tools"),
    ),
    Case(
        "ab_coffee_storage",
        "coffee_subscription",
        "no_tool",
        [
            Turn(
                "what's the best way to keep beans fresh once the bag's open? should they go in the fridge?",
                forbid=COFFEE_ACTS,
                answer_has=[said("airtight", "air-tight", "sealed", "seal")],
            ),
        ],
        features=("pascal_names", "3_tools"),
    ),
    Case(
        "ab_coffee_size_vague",
        "coffee_subscription",
        "underspecified",
        [
            Turn("can you change the bag size on my subscription", allow=["GetSubscription"], forbid=COFFEE_ACTS, clarify=True),
        ],
        features=("pascal_names", "3_tools"),
    ),
    Case(
        "ab_coffee_pause_march",
        "coffee_subscription",
        "chained",
        [
            Turn(
                "let the next delivery come through, then pause everything until March",
                calls=[
                    ExpectCall("GetSubscription"),
                    ExpectCall(
                        "ManageDeliveries",
                        {
                            "action": "pause",
                            "pauseFrom": date_between("2027-01-12", "2027-01-25"),
                            "resumeOn": date_between("2027-03-01", "2027-03-08"),
                        },
                    ),
                ],
                forbid=["UpdateSubscription"],
                answer_has=[said("8 March", "March 8", "8 Mar", "Mar 8", "2027-03-08", "8th", "9 March", "March 9")],
            ),
        ],
        features=("nullable_anyof", "nullable_type_list", "date", "pascal_names", "3_tools"),
    ),
    Case(
        "ab_coffee_whats_mine",
        "coffee_subscription",
        "multi_turn",
        [
            Turn(
                "remind me what I'm actually getting at the moment?",
                calls=[ExpectCall("GetSubscription")],
                forbid=COFFEE_ACTS,
                answer_has=[said("House Espresso"), said("500g", "500 g", "500-gram", "500 gram")],
            ),
            Turn(
                "bump it up to the 1kg bag",
                calls=[ExpectCall("UpdateSubscription", {"bagSize": "1kg"})],
                forbid=["ManageDeliveries"],
                answer_has=[said_number(54)],
            ),
            Turn(
                "hmm actually make it two of the 250s instead, they'll stay fresher",
                calls=[ExpectCall("UpdateSubscription", {"bagSize": "250g", "quantity": number(2)})],
                allow=["GetSubscription"],
                forbid=["ManageDeliveries"],
                answer_has=[said_number(32)],
            ),
        ],
        features=("strict", "enum", "nullable_type_list", "number_words", "pascal_names", "3_tools"),
    ),
    # ---------------------------------------------------------------- donations (7)
    Case(
        "ab_give_food_share",
        "donations",
        "direct",
        [
            Turn(
                "donate €50 to Liffey Food Share",
                calls=[ExpectCall("make_donation", {"charity_id": "CH-2087", "amount": number(50), "frequency": "one_off"})],
                answer_has=[DONATION_REF],
            ),
        ],
        features=("strict", "enum", "number", "nullable_anyof", "1_tool"),
    ),
    Case(
        "ab_give_memory_polite",
        "donations",
        "polite",
        [
            Turn(
                "Would you please make a donation of one hundred euro to the Wicklow Mountain Rescue Team in memory of my dad, "
                "Seán Brennan? If you can, let my mam know at maire.brennan@gmail.com. Thank you so much.",
                calls=[
                    ExpectCall(
                        "make_donation",
                        {
                            "charity_id": "CH-3310",
                            "amount": number(100),
                            "dedication": fields(
                                kind="in_memory_of", name=contains("Brennan"), notify_email="maire.brennan@gmail.com"
                            ),
                        },
                    )
                ],
                answer_has=[DONATION_REF],
            ),
        ],
        features=("strict", "nested", "nullable_anyof", "nullable_type_list", "number_words", "person", "email", "1_tool"),
    ),
    Case(
        "ab_give_three_dogs",
        "donations",
        "indirect",
        [
            Turn(
                "Promised the kids we'd give twenty-five euro for each of the three dogs in the animal rescue's Christmas video, "
                "and it's nearly midnight. can you sort it before the year's out?",
                calls=[ExpectCall("make_donation", {"charity_id": "CH-4471", "amount": number(75), "frequency": "one_off"})],
                answer_has=[DONATION_REF],
            ),
        ],
        features=("strict", "number_words", "number", "1_tool"),
    ),
    Case(
        "ab_give_two_split",
        "donations",
        "multi_intent",
        [
            Turn(
                "put €40 to the homeless trust and the same to the literacy one, and tick the tax relief consent on both",
                calls=[
                    ExpectCall(
                        "make_donation", {"charity_id": "CH-1142", "amount": number(40), "tax_relief_consent": boolean(True)}
                    ),
                    ExpectCall(
                        "make_donation", {"charity_id": "CH-5029", "amount": number(40), "tax_relief_consent": boolean(True)}
                    ),
                ],
            ),
        ],
        features=("strict", "boolean", "enum", "1_tool"),
    ),
    Case(
        "ab_give_tax_q",
        "donations",
        "no_tool",
        [
            Turn(
                "if I give €300 to one charity before midnight, does it count for 2026? and what does the charity actually get "
                "back from that?",
                forbid=["make_donation"],
                answer_has=[said("45%", "45 %", "45 per cent", "45 percent", "135")],
            ),
        ],
        features=("number", "1_tool"),
    ),
    Case(
        "ab_give_food_vague",
        "donations",
        "underspecified",
        [
            Turn("send something to the food share people tonight in my name", forbid=["make_donation"], clarify=True),
        ],
        features=("1_tool",),
    ),
    Case(
        "ab_give_memory_multi",
        "donations",
        "multi_turn",
        [
            Turn(
                "when you do the 'in memory of' thing, does the family see how much I gave?",
                forbid=["make_donation"],
                answer_has=[said("amount")],
            ),
            Turn(
                "ok good. €60 to Harbour Lights in memory of Breda Kelly then, her daughter's email is niamh.kelly@outlook.ie",
                calls=[
                    ExpectCall(
                        "make_donation",
                        {
                            "charity_id": "CH-1142",
                            "amount": number(60),
                            "dedication": fields(
                                kind="in_memory_of", name=contains("Breda Kelly"), notify_email="niamh.kelly@outlook.ie"
                            ),
                        },
                    )
                ],
                answer_has=[DONATION_REF],
            ),
            Turn(
                "and the same again to the mountain rescue, no dedication on that one",
                calls=[ExpectCall("make_donation", {"charity_id": "CH-3310", "amount": number(60), "dedication": is_null()})],
                answer_has=[DONATION_REF],
            ),
        ],
        features=("strict", "nested", "nullable_anyof", "person", "email", "1_tool"),
    ),
]
