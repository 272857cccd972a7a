import { env } from "cloudflare:workers";

// Rows by the thousand for the tests of the scheduled jobs at volume, each kind in one set-based
// statement over a JSON list (json_each), not a round trip a row. `ids` name the rows; every other
// column is the same for all, or made from the row's place in the list (`key`).

// A volume's hundred runs take some 20 s alone and minutes beside the browser suite, to whose lane
// the others yield in `npm test` (docs/testing.md); these tests count queries, not seconds.
export const VOLUME_TIMEOUT_MS = 600_000;

const seed = (sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .run();

type TSubscriptionSeed = {
  ids: readonly string[];
  status: string;
  tier: "basic" | "simple" | "premium";
  amountMinor: number;
  // Each row's own e-mail address: `${emailPrefix}${key}@volume.test`.
  emailPrefix: string;
  currentPeriodEnd: number | null;
  endedAt: number | null;
  createdAt: number;
  userId?: string | null;
};

export function seedSubscriptions(rows: TSubscriptionSeed) {
  return seed(
    `INSERT INTO subscriptions (id, user_id, email, status, tier, currency, amount_minor, current_period_end,
       ended_at, created_at, updated_at)
     SELECT value, ?2, ?3 || key || '@volume.test', ?4, ?5, 'gbp', ?6, ?7, ?8, ?9, ?9 FROM json_each(?1)`,
    JSON.stringify(rows.ids),
    rows.userId ?? null,
    rows.emailPrefix,
    rows.status,
    rows.tier,
    rows.amountMinor,
    rows.currentPeriodEnd,
    rows.endedAt,
    rows.createdAt,
  );
}

type TPinSeed = {
  // The subscription of each pin, in order; the pin is named `${namePrefix}${key}`.
  subscriptionIds: readonly (string | null)[];
  namePrefix: string;
  owner: { id: string | null; email: string };
  // Null for a pin from before the name policy (worker/cron/name-keys.ts).
  keyed?: boolean;
  now: number;
};

// Placed already (their town looked up), so the five-minute runs leave the geocoder alone.
export function seedPins(pins: TPinSeed) {
  return seed(
    `INSERT INTO mypins (mypin, skeleton, user_name, user_id, user_email, latitude, longitude, subscription_id,
       place_checked_at, created_at, updated_at)
     SELECT ?2 || key, CASE WHEN ?5 THEN ?2 || key END, 'Volume Owner', ?3, ?4, 51.5, -0.12, value, ?6, ?6, ?6
     FROM json_each(?1)`,
    JSON.stringify(pins.subscriptionIds),
    pins.namePrefix,
    pins.owner.id,
    pins.owner.email,
    (pins.keyed ?? true) ? 1 : 0,
    pins.now,
  );
}

// A stored QR image's row for each pin named `${namePrefix}${key}`, its file `${filePrefix}${key}.png`.
export function seedQrCodes(count: number, namePrefix: string, filePrefix: string) {
  return seed(
    `INSERT INTO qr_codes (mypin, file_path, file_size) SELECT ?2 || key, ?3 || key || '.png', 1024 FROM json_each(?1)`,
    JSON.stringify(Array.from({ length: count }, (_, index) => index)),
    namePrefix,
    filePrefix,
  );
}

// E-mails due now to `${prefix}${key}@volume.test`, in no account's language.
export function seedDueEmails(count: number, prefix: string, now: number) {
  return seed(
    `INSERT INTO email_outbox ("to", template, payload, next_attempt_at)
     SELECT ?2 || key || '@volume.test', 'password-reset', '{"link":"https://mypin.app/reset-password?token=t"}', ?3
     FROM json_each(?1)`,
    JSON.stringify(Array.from({ length: count }, (_, index) => index)),
    prefix,
    now,
  );
}

export function seedDueConversions(count: number, prefix: string, now: number) {
  return seed(
    `INSERT INTO conversion_outbox (event_id, event_name, payload, next_attempt_at)
     SELECT ?2 || key, 'Purchase', '{"data":[]}', ?3 FROM json_each(?1)`,
    JSON.stringify(Array.from({ length: count }, (_, index) => index)),
    prefix,
    now,
  );
}

export const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}`);
