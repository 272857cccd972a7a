import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ERRORS, type TErrorBody, type TErrorCode } from "../domain/errors";
import { DEFAULT_LOCALE, type TLocale } from "../domain/locales";
import { localize } from "./i18n/localize";
import { requestLocale } from "./middleware/language";
import { logError, logWarning } from "./platform/log";

// message replaces the table's words (the validator passes the schema's own); cause is what went
// wrong underneath, which app.onError logs, so a catch throws a code and logs nothing itself.
// retryAfterSeconds becomes the 429's Retry-After, for a service that knows the wait but not the response.
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: ContentfulStatusCode;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: TErrorCode, options: { message?: string; cause?: unknown; retryAfterSeconds?: number } = {}) {
    super(options.message ?? ERRORS[code].message, { cause: options.cause });
    this.code = code;
    this.status = ERRORS[code].status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

// The message in the reader's language: the table's and the validator's texts are the English
// catalogue's, which localize() finds in theirs.
export function errorBody(error: AppError, locale: TLocale = DEFAULT_LOCALE): TErrorBody {
  return { error: { code: error.code, message: localize(error.message, locale) } };
}

// A search that found no pin, in either API: the error shape with the names near the one asked.
export function pinMissBody<T>(suggestions: T[], locale: TLocale) {
  return { ...errorBody(new AppError("PIN_NOT_FOUND"), locale), suggestions };
}

// Every status Hono's own HTTPException is raised with (its JSON validator, body limit, CSRF and
// timeout middleware, mount checks), as the code our error shape answers it with.
const HONO_STATUS_CODES: Partial<Record<number, TErrorCode>> = {
  400: "BAD_REQUEST",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  413: "PAYLOAD_TOO_LARGE",
  500: "INTERNAL",
  504: "TIMED_OUT",
};

// Codes that say a service outside the worker (payments, geocoder, router, file storage) failed:
// that happens now and then, so their cause is a warning. Any other cause is a fault of ours.
const OUTSIDE_FAILURES: ReadonlySet<TErrorCode> = new Set([
  "PROMO_UNAVAILABLE",
  "PAYMENT_FAILED",
  "PAYMENT_LOOKUP_FAILED",
  "BILLING_PORTAL_FAILED",
  "SYNC_FAILED",
  "GEOCODING_FAILED",
  "DIRECTIONS_FAILED",
  "MAP_TILE_FAILED",
  "QR_FAILED",
]);

// Hono's 4xx is the client's mistake, answered in our words (its own say "Malformed JSON in
// request body"); anything else that is not already a code is a fault, kept as the cause.
function asAppError(error: Error) {
  if (error instanceof AppError) return error;
  const code = error instanceof HTTPException ? HONO_STATUS_CODES[error.status] : undefined;
  return code && ERRORS[code].status < 500 ? new AppError(code) : new AppError(code ?? "INTERNAL", { cause: error });
}

// app.onError: the one place a failed request is answered and its cause logged, once.
export function answerError(error: Error, c: Context) {
  const failure = asAppError(error);
  if (failure.cause !== undefined) {
    const what = `${failure.code} on ${c.req.method} ${routePath(c, -1)}`;
    if (OUTSIDE_FAILURES.has(failure.code)) logWarning(what, failure.cause);
    else logError(what, failure.cause);
  }
  if (failure.retryAfterSeconds !== undefined)
    c.header("Retry-After", String(Math.max(1, Math.ceil(failure.retryAfterSeconds))));
  return c.json(errorBody(failure, requestLocale(c)), failure.status);
}
