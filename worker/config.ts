import * as z from "zod";
import { BURST_CALLS, FREE_MONTHLY_CALLS } from "../domain/api-keys";
import { CURRENCIES, type TCurrency } from "../domain/prices";
import type { Env } from "./env";
import { AppError } from "./errors";
import { logError } from "./platform/log";

// docs/configuration.md words each variable; these are the checks behind it. Every message names
// what is wrong and never the value, which may be a secret.
const DEFAULT_HOLD_SECONDS = 600;
const DEFAULT_GRACE_DAYS = 14;
const MAX_GRACE_DAYS = 365;
const DEFAULT_GEOCODER_URL = "https://nominatim.openstreetmap.org/search";
const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const DEFAULT_SUPPORT_EMAIL = "support@mypin.app";
// Resend's send call (worker/providers/mailer.ts speaks its API).
const DEFAULT_EMAIL_API_URL = "https://api.resend.com/emails";
// HS256 wants a key at least as long as its 32-byte hash.
const MIN_JWT_SECRET_BYTES = 32;

// Major units, as prices are (domain/prices.ts).
const DEFAULT_ADMIN_FEE: Record<TCurrency, number> = { gbp: 3, eur: 3, usd: 4 };
const DEFAULT_USD_RATES: Record<TCurrency, number> = { gbp: 1.27, eur: 1.08, usd: 1 };

// "gbp:3,eur:3.5": a non-negative amount for some of the currencies; the others keep their default.
const perCurrency = (error: string) =>
  z.string().transform((list, ctx): Partial<Record<TCurrency, number>> => {
    const entries = list.split(",").map((entry) => entry.trim().toLowerCase().split(":"));
    const valid = entries.every(
      ([currency, amount, ...rest]) =>
        rest.length === 0 &&
        CURRENCIES.includes(currency as TCurrency) &&
        amount !== undefined &&
        /^\d+(\.\d{1,4})?$/.test(amount),
    );
    if (!valid) {
      ctx.addIssue({ code: "custom", message: error });
      return z.NEVER;
    }
    return Object.fromEntries(entries.map(([currency, amount]) => [currency, Number(amount)]));
  });

// An optional variable set to "" (an empty --var or secret) counts as unset.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
const wholeNumber = (unit: string, fallback: number) =>
  optional(z.string().regex(/^[1-9][0-9]*$/, { error: `is not a whole number of ${unit}` })).transform((value) =>
    value === undefined ? fallback : Number(value),
  );
const required = z.string({ error: "is not set" }).min(1, { error: "is not set" });
const httpUrl = z.url({
  protocol: /^https?$/,
  error: (issue) => (issue.input === undefined ? "is not set" : "is not an http(s) URL"),
});

const ZShared = z.object({
  JWT_SECRET: required.refine((secret) => new TextEncoder().encode(secret).byteLength >= MIN_JWT_SECRET_BYTES, {
    error: `is shorter than ${MIN_JWT_SECRET_BYTES} bytes`,
  }),
  STRIPE_SECRET_KEY: required.regex(/^(sk|rk)_/, { error: "is not a secret (sk_) or restricted (rk_) key" }),
  STRIPE_WEBHOOK_SECRET: required.regex(/^whsec_/, { error: "is not a webhook signing secret (whsec_)" }),
  STRIPE_API_URL: optional(httpUrl.transform((url) => new URL(url))),
  ADMIN_EMAILS: optional(z.string())
    .transform((list = "") =>
      list
        .split(",")
        .map((entry) => entry.trim().toLowerCase())
        .filter((entry) => entry !== ""),
    )
    .pipe(z.array(z.email({ error: "lists something that is not an e-mail address" }))),
  EMAIL_FROM: required,
  // Where the contact form's messages go; each carries the sender as its Reply-To.
  SUPPORT_EMAIL: optional(z.email({ error: "is not an e-mail address" })).transform(
    (email) => email ?? DEFAULT_SUPPORT_EMAIL,
  ),
  // Links in e-mails and Stripe's return URLs are built from this, never from the request's Host,
  // which a client chooses.
  PUBLIC_ORIGIN: httpUrl.transform((url) => new URL(url).origin),
  HOLD_SECONDS: optional(z.string().regex(/^[1-9][0-9]*$/, { error: "is not a whole number of seconds" })).transform(
    (seconds) => (seconds === undefined ? DEFAULT_HOLD_SECONDS : Number(seconds)),
  ),
  // Days an owner can still renew a name whose subscription Stripe ended for non-payment.
  GRACE_DAYS: optional(
    z
      .string()
      .regex(/^[0-9]+$/, { error: "is not a whole number of days" })
      .transform(Number)
      .pipe(z.number().max(MAX_GRACE_DAYS, { error: `is more than ${MAX_GRACE_DAYS} days` })),
  ).transform((days) => days ?? DEFAULT_GRACE_DAYS),
  // What a staff delete for a violation keeps of the refund, per currency (docs/decisions/024).
  ADMIN_FEE: optional(perCurrency("is not a list of currency:amount pairs")).transform((fees) => ({
    ...DEFAULT_ADMIN_FEE,
    ...fees,
  })),
  // Dollars per unit of each currency, for the dashboard's revenue total (an estimate, said so there).
  USD_RATES: optional(perCurrency("is not a list of currency:rate pairs")).transform((rates) => ({
    ...DEFAULT_USD_RATES,
    ...rates,
  })),
  GEOCODER_URL: optional(httpUrl).transform((url) => url ?? DEFAULT_GEOCODER_URL),
  ROUTER_URL: optional(httpUrl),
  // Server-side conversion events (docs/decisions/026): unset means none is queued or sent.
  CONVERSIONS_URL: optional(httpUrl),
  CONVERSIONS_TOKEN: optional(z.string().regex(/^\S+$/, { error: "contains white space" })),
  // The public API's allowances (docs/decisions/046).
  API_MONTHLY_CALLS: wholeNumber("calls", FREE_MONTHLY_CALLS),
  API_BURST_CALLS: wholeNumber("calls", BURST_CALLS),
  // Leaflet's template form, "https://tile.example/{z}/{x}/{y}.png".
  TILE_URL: optional(
    z
      .string()
      .refine(
        (template) =>
          ["{z}", "{x}", "{y}"].every((part) => template.includes(part)) &&
          httpUrl.safeParse(template.replace(/\{[xyz]\}/g, "0")).success,
        { error: "is not an http(s) URL template with {z}, {x} and {y}" },
      ),
  ).transform((template) => template ?? DEFAULT_TILE_URL),
});

// Locally e-mails stay in the outbox; production cannot send one without its provider.
const ZConfig = z.discriminatedUnion(
  "ENVIRONMENT",
  [
    ZShared.extend({
      ENVIRONMENT: z.literal("development"),
      // Whether every answer is checked against its route's description (worker/middleware/describe.ts).
      CHECK_ANSWERS: optional(z.enum(["true", "false"], { error: 'is neither "true" nor "false"' })).transform(
        (value) => value !== "false",
      ),
    }),
    ZShared.extend({
      ENVIRONMENT: z.literal("production"),
      EMAIL_API_URL: optional(httpUrl).transform((url) => url ?? DEFAULT_EMAIL_API_URL),
      EMAIL_API_KEY: required,
    }),
  ],
  { error: "is neither production nor development" },
);

export type TConfig = z.output<typeof ZConfig>;

// Parsed once per env object, which is one per isolate (tests pass their own), so a refused
// configuration is also logged once per isolate rather than on every request.
const parsed = new WeakMap<Env, TConfig | null>();

// Null when the configuration is unusable; the scheduled handler then runs no job.
export function readConfig(env: Env): TConfig | null {
  const known = parsed.get(env);
  if (known !== undefined) return known;
  const result = ZConfig.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`);
    logError(`SERVICE_MISCONFIGURED: ${problems.join("; ")}`);
  }
  const config = result.success ? result.data : null;
  parsed.set(env, config);
  return config;
}

// The checked variables and secrets; a request meets SERVICE_MISCONFIGURED (503) rather than a
// fault halfway through its work.
export function configOf(env: Env): TConfig {
  const config = readConfig(env);
  if (!config) throw new AppError("SERVICE_MISCONFIGURED");
  return config;
}
