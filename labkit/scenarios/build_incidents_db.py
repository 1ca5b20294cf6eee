"""Build `labkit/scenarios/data/incidents.sqlite`, the incident-triage scenario's past incidents.

Run once after editing the rows below, and commit both this script and the .sqlite file:

    .venv/bin/python labkit/scenarios/build_incidents_db.py

The rows are the source of truth; the database is what the lesson's tools read (read-only), so
students meet a real SQL database without a server. The build is deterministic: same rows, same
file contents (page layout aside, which depends on the SQLite version).
"""

import sqlite3
from pathlib import Path

DB_PATH = Path(__file__).resolve().parent / "data" / "incidents.sqlite"

SCHEMA = """
CREATE TABLE incidents (
    id          TEXT PRIMARY KEY,   -- 'INC-1042'
    service     TEXT NOT NULL CHECK (service IN
                    ('checkout', 'payments', 'search', 'auth', 'notifications')),
    severity    TEXT NOT NULL CHECK (severity IN ('SEV1', 'SEV2', 'SEV3', 'SEV4')),
    opened_at   TEXT NOT NULL,      -- ISO date, '2026-06-23'
    title       TEXT NOT NULL,
    symptoms    TEXT NOT NULL,
    root_cause  TEXT NOT NULL,
    resolution  TEXT NOT NULL
);
CREATE INDEX incidents_service ON incidents (service);
"""

# (id, service, severity, opened_at, title, symptoms, root_cause, resolution)
ROWS: tuple[tuple[str, str, str, str, str, str, str, str], ...] = (
    # --- checkout -------------------------------------------------------------------------------
    (
        "INC-1003", "checkout", "SEV3", "2025-11-28",
        "Cart totals shown in the wrong currency for Swiss and UK customers",
        "Customers in CH and UK saw cart totals in EUR; support tickets about wrong totals; "
        "no errors in the logs.",
        "The currency conversion cache was keyed by region instead of locale after a config "
        "change.",
        "Flushed the conversion cache, re-keyed it by locale and added a contract test.",
    ),
    (
        "INC-1011", "checkout", "SEV2", "2026-01-19",
        "Checkout page blank on older Safari after a frontend release",
        "Conversion dropped 30% on iOS; JavaScript error 'undefined is not a function' in the "
        "checkout bundle; backend healthy.",
        "The frontend release used Array.prototype.at, unsupported on older Safari, without a "
        "polyfill.",
        "Rolled back the frontend bundle; added the polyfill and an older-Safari browser test.",
    ),
    (
        "INC-1024", "checkout", "SEV3", "2026-03-07",
        "Coupon codes rejected after a promotions release",
        "Every coupon code returned 'invalid code' at checkout; order volume normal; no latency "
        "change.",
        "The promotions release made coupon code lookup case-sensitive.",
        "Hotfix restoring case-insensitive lookup; added a regression test.",
    ),
    (
        "INC-1029", "checkout", "SEV3", "2026-04-15",
        "Slow checkout page from the recommendations widget",
        "Checkout page load p95 rose to 2.5s during the evening peak; the 'you may also like' "
        "widget waited on search; the confirm and payment steps were unaffected.",
        "Checkout rendered the recommendations widget synchronously, calling search with no "
        "timeout.",
        "Made the widget asynchronous with a 300ms timeout and a cached fallback.",
    ),
    (
        "INC-1042", "checkout", "SEV1", "2026-06-23",
        "Checkout latency spike after deploy: payments client connection pool exhausted",
        "Minutes after a deploy, checkout p95 latency jumped from 600ms to over 4s; card "
        "payments timed out at confirm; POST /checkout/confirm error rate 6%; customers saw "
        "'payment could not be processed'; the payments service's own dashboards looked normal.",
        "The deploy shipped a new HTTP client config for the payments client in checkout: the "
        "connection pool size dropped from 50 to 5 and retries had no timeout, so confirm "
        "requests queued for a free connection.",
        "Rolled back the deploy (latency recovered within 3 minutes); restored pool size 50, set a "
        "2s timeout with 2 bounded retries; added a pool-size check to the deploy pipeline.",
    ),
    (
        "INC-1053", "checkout", "SEV2", "2026-08-30",
        "Duplicate orders from double clicks on 'Place order'",
        "0.4% of orders were duplicated and those customers were charged twice; started after "
        "the checkout redesign.",
        "Order creation had no idempotency key, and the redesign removed the button debounce.",
        "Added idempotency keys to order creation, restored the debounce, refunded duplicates.",
    ),
    (
        "INC-1058", "checkout", "SEV4", "2026-10-12",
        "Address autocomplete slow at checkout",
        "Address suggestions took about 3s to appear; checkout completion rate unaffected.",
        "The third-party address API was degraded in one region.",
        "Switched the address provider region and added a client-side timeout.",
    ),
    # --- payments -------------------------------------------------------------------------------
    (
        "INC-1005", "payments", "SEV2", "2025-12-05",
        "Card authorisations timing out at the payment provider",
        "Card payments timed out for 20 minutes; the provider's status page showed a degraded "
        "authorisation API; only the payment step was slow; no recent deploy.",
        "An outage of the payment service provider (PSP) in its EU region.",
        "Failed over to the secondary PSP; added automatic failover on authorisation error rate.",
    ),
    (
        "INC-1014", "payments", "SEV1", "2026-02-02",
        "Payments API returning 500s: expired internal TLS certificate",
        "All card payments failed with HTTP 500; TLS handshake errors from the payments API to "
        "the card vault.",
        "The internal TLS certificate of the card vault expired; its renewal job had been "
        "failing silently for weeks.",
        "Renewed the certificate; added expiry alerts 30 days ahead and alerting on the job.",
    ),
    (
        "INC-1019", "payments", "SEV3", "2026-03-21",
        "Refunds stuck in pending",
        "Refunds stayed pending for two days; the support backlog grew.",
        "The refund worker crashed on a malformed queue message and stopped consuming.",
        "Moved the poison message to a dead-letter queue, restarted the workers, alert on lag.",
    ),
    (
        "INC-1033", "payments", "SEV2", "2026-05-11",
        "3-D Secure challenges failing for one card network",
        "Card payments needing 3-D Secure failed for one network; customers were looped back to "
        "the basket.",
        "The 3DS callback allow-list missed the card network's new domain.",
        "Updated the allow-list; added monitoring of 3DS completion rate per network.",
    ),
    (
        "INC-1038", "payments", "SEV2", "2026-06-02",
        "Payments database CPU saturation",
        "Payment capture latency p99 of 8s; database CPU at 100%; refund and capture calls "
        "timing out.",
        "A migration dropped an index on the captures table, causing full table scans.",
        "Re-created the index; added an index diff to the migration review checklist.",
    ),
    (
        "INC-1047", "payments", "SEV3", "2026-07-19",
        "Duplicate webhook events from the payment provider",
        "Orders were marked paid twice; the webhook handler logged duplicate events.",
        "The provider retried webhooks after slow acknowledgements and the handler was not "
        "idempotent.",
        "Deduplicated webhook events by event id and acknowledged before processing.",
    ),
    (
        "INC-1056", "payments", "SEV4", "2026-09-24",
        "Rounding errors on JPY refunds",
        "Refunds in Japanese yen were off by a factor of 100 in the refund confirmation.",
        "Refund amounts assumed two decimal places for every currency; JPY has none.",
        "Used ISO 4217 minor units per currency; corrected the affected refunds.",
    ),
    # --- search ---------------------------------------------------------------------------------
    (
        "INC-1002", "search", "SEV3", "2025-11-20",
        "Search results stale after the catalog import",
        "New products missing from search for six hours; product pages reachable directly.",
        "The catalog import finished but the index alias swap step failed silently.",
        "Swapped the alias manually; made the import fail loudly when the swap fails.",
    ),
    (
        "INC-1009", "search", "SEV2", "2026-01-08",
        "Search latency spike from an index rebuild during peak traffic",
        "Search p95 latency of 3s and high CPU on search nodes from 08:00; the nightly reindex "
        "had overrun into the morning peak.",
        "The reindex job had no end-of-window guard and competed with live queries.",
        "Paused the reindex; moved it to a separate cluster with an alias swap.",
    ),
    (
        "INC-1021", "search", "SEV2", "2026-03-30",
        "Search cluster split brain after a node restart",
        "Inconsistent search results between requests; two master nodes elected.",
        "The minimum master nodes setting was wrong after scaling the cluster from 3 to 4 nodes.",
        "Fixed the quorum setting, restarted the minority side, added a config check.",
    ),
    (
        "INC-1031", "search", "SEV3", "2026-05-03",
        "Typo tolerance broken for German queries",
        "Queries with umlauts or common typos returned no results on the German site.",
        "An analyzer change removed ASCII folding for the German index.",
        "Restored ASCII folding; added German queries to the relevance test set.",
    ),
    (
        "INC-1044", "search", "SEV3", "2026-07-02",
        "Autocomplete returning empty suggestions after deploy",
        "Autocomplete showed no suggestions right after the 10:30 deploy; full search worked.",
        "The deploy changed the suggester field name without reindexing.",
        "Rolled back the deploy, then shipped the rename together with a reindex.",
    ),
    (
        "INC-1055", "search", "SEV4", "2026-09-11",
        "Relevance drop for 'sale' queries",
        "Queries containing 'sale' ranked accessories above the products on sale.",
        "A synonym list update mapped 'sale' to 'accessory'.",
        "Reverted the synonym entry and added a review step for synonym changes.",
    ),
    # --- auth -----------------------------------------------------------------------------------
    (
        "INC-1006", "auth", "SEV1", "2025-12-14",
        "Login outage from an expired token signing key",
        "Every login failed with 'invalid token'; existing sessions expired one by one.",
        "The JWT signing key expired and key rotation had not been automated.",
        "Rotated the key manually; automated rotation with overlap between old and new keys.",
    ),
    (
        "INC-1016", "auth", "SEV2", "2026-02-18",
        "Mass logouts after an auth deploy",
        "All users were logged out minutes after a deploy; login volume tripled; support calls.",
        "The deploy changed the session cookie name, invalidating existing sessions.",
        "Rolled back the deploy; cookie changes now need a migration plan.",
    ),
    (
        "INC-1027", "auth", "SEV3", "2026-04-09",
        "Password reset emails delayed",
        "Password reset emails arrived 30-60 minutes late; reset links expired before use.",
        "Reset emails shared the bulk email queue with a marketing campaign.",
        "Moved transactional emails to a priority queue.",
    ),
    (
        "INC-1040", "auth", "SEV2", "2026-06-12",
        "Slow logins: rate limiter Redis connection pool exhausted",
        "Login p95 latency of 5s during a traffic peak; timeouts from the rate limiter.",
        "The rate limiter's Redis connection pool was too small for peak traffic.",
        "Raised the pool size, added a circuit breaker that fails open for the rate limiter.",
    ),
    (
        "INC-1052", "auth", "SEV3", "2026-08-21",
        "SSO login failures for one identity provider",
        "Enterprise users of one identity provider could not sign in; SAML assertion errors.",
        "The identity provider rotated its signing certificate; our metadata was not refreshed.",
        "Refreshed the metadata; now refreshed daily from the provider's URL.",
    ),
    # --- notifications --------------------------------------------------------------------------
    (
        "INC-1001", "notifications", "SEV4", "2025-11-12",
        "Push notifications delayed up to an hour",
        "Order status push notifications arrived up to an hour late on Android.",
        "The push worker's batch size was too large, so batches hit provider rate limits.",
        "Reduced the batch size and added backoff on rate-limit responses.",
    ),
    (
        "INC-1013", "notifications", "SEV3", "2026-01-27",
        "Order confirmation emails sent twice",
        "Customers received two order confirmation emails a few minutes apart.",
        "A worker restart re-delivered unacknowledged queue messages.",
        "Made email sending idempotent per order and event.",
    ),
    (
        "INC-1025", "notifications", "SEV3", "2026-04-02",
        "SMS provider rate limit hit during a campaign",
        "Delivery SMS failed with 429 errors during a marketing campaign.",
        "Campaign and transactional SMS shared one provider account and rate limit.",
        "Split accounts for campaign and transactional SMS.",
    ),
    (
        "INC-1036", "notifications", "SEV2", "2026-05-26",
        "Email bounce spike from an SPF misconfiguration",
        "Bounce rate rose to 12%; major mailbox providers rejected our emails.",
        "A DNS change dropped the email provider from the SPF record.",
        "Restored the SPF record; DNS changes now run an email deliverability check.",
    ),
    (
        "INC-1049", "notifications", "SEV4", "2026-08-04",
        "Unsubscribe links broken after an email template deploy",
        "Unsubscribe links in newsletters led to a 404 page.",
        "The template deploy changed the unsubscribe route without a redirect.",
        "Added a redirect from the old route and a link checker for templates.",
    ),
)


def build(path: Path = DB_PATH) -> Path:
    """(Re)create the database at `path` from ROWS and return the path."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.unlink(missing_ok=True)
    connection = sqlite3.connect(path)
    try:
        connection.executescript(SCHEMA)
        connection.executemany(
            "INSERT INTO incidents VALUES (?, ?, ?, ?, ?, ?, ?, ?)", sorted(ROWS)
        )
        connection.commit()
        connection.execute("VACUUM")
    finally:
        connection.close()
    return path


if __name__ == "__main__":
    built = build()
    print(f"wrote {built} ({len(ROWS)} incidents, {built.stat().st_size} bytes)")
