import { type ClientResponse, hc } from "hono/client";
import type { TErrorCode } from "../../domain/errors";
import { tryAgainIn } from "../../domain/messages/waits";
import type { AppType } from "../../worker/app";

// The typed client every area module (pins.ts, accounts.ts, ...) builds its calls from. The worker
// writes a refusal in the request's Accept-Language: the page's own language, so a refusal reads
// like the screen it appears on whatever languages the browser lists.
// (The unit tests that import this module run without a document.)
type TPage = { document?: { documentElement: { lang: string } } };
const pageLanguage = () => (globalThis as TPage).document?.documentElement.lang || "en";

export const client = hc<AppType>("/", { headers: () => ({ "Accept-Language": pageLanguage() }) }).api;

// A name as a path parameter. The client puts a parameter into the address as given, where a "?",
// "#" or "/" a visitor typed would end the path: "my.pin2?" was searched as "my.pin2".
export const nameInPath = (name: string) => ({ name: encodeURIComponent(name) });

// Besides the API's own codes: no answer at all (status 0), or an answer not in the error shape.
export type TApiErrorCode = TErrorCode | "NETWORK" | "UNKNOWN";

// Every API failure, returned (call) or thrown (unwrap), is one of these.
export class ApiError extends Error {
  readonly status: number;
  readonly code: TApiErrorCode;
  // A refusal's Retry-After in seconds, when it said how long to wait.
  readonly retryAfter: number | null;
  // The answer as sent, for the few refusals that carry more than their code (a missed search's
  // suggestions); the area module that called reads it with the route's own type.
  readonly body: unknown;
  constructor(
    status: number,
    code: TApiErrorCode,
    message: string,
    retryAfter: number | null = null,
    body: unknown = null,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
    this.body = body;
  }
}

function retryAfterOf(headers: Headers): number | null {
  const seconds = Number(headers.get("Retry-After") ?? Number.NaN);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

export type TResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

// What a call of an area module answers when it succeeds.
// biome-ignore lint/suspicious/noExplicitAny: any call's arguments; only its answer is read
export type TDataOf<F extends (...args: any[]) => Promise<TResult<unknown>>> = Extract<
  Awaited<ReturnType<F>>,
  { ok: true }
>["data"];

// The body of a route's 200 answer (201 for one that creates), read from the typed client's
// response union.
type TOk<R> = R extends ClientResponse<infer T, infer S, infer _F> ? (S extends 200 | 201 ? T : never) : never;

export async function call<R extends ClientResponse<unknown, number, string>>(
  request: () => Promise<R>,
): Promise<TResult<TOk<R>>> {
  let response: R;
  try {
    response = await request();
  } catch {
    return { ok: false, error: new ApiError(0, "NETWORK", "") };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, data: body as TOk<R> };
  // The worker answers every failure with a code of domain/errors.ts (docs/decisions/009).
  const error = (body as { error?: { code?: TErrorCode; message?: string } } | null)?.error;
  return {
    ok: false,
    error: new ApiError(
      response.status,
      error?.code ?? "UNKNOWN",
      error?.message ?? "",
      retryAfterOf(response.headers),
      body,
    ),
  };
}

// For react-query: a failed call is thrown, still carrying its status and code.
export async function unwrap<T>(pending: Promise<TResult<T>>): Promise<T> {
  const result = await pending;
  if (!result.ok) throw result.error;
  return result.data;
}

// Whatever a failed call or query ended with; anything but an API answer counts as no answer.
export function failureOf(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, "NETWORK", "");
}

// A screen's own answer (words, usually) to the failures it treats apart, picked by code.
export function byCode<T>(error: unknown, answers: Partial<Record<TApiErrorCode, T>>): T | undefined {
  return answers[failureOf(error).code];
}

export function hasCode(error: unknown, ...codes: TApiErrorCode[]): boolean {
  return codes.includes(failureOf(error).code);
}

// A name the policy refuses (docs/decisions/020) is told in the server's words, which come from
// domain/messages like every other: the tables that decide it stay on the server.
export function namePolicyMessage(error: unknown): string | undefined {
  return hasCode(error, "NAME_MIXED_SCRIPTS", "NAME_EXPLETIVE", "NAME_RESERVED") ? failureOf(error).message : undefined;
}

// A limit's words, and when the API said how long to wait (its Retry-After), how long.
export function withWait(message: string, error: unknown): string {
  const { retryAfter } = failureOf(error);
  return retryAfter === null ? message : `${message} ${tryAgainIn(retryAfter)}`;
}

// A refusal for going over a limit (429) in the API's own words and with its wait; undefined for
// any other failure, which the screen words itself.
export function limitMessage(error: unknown): string | undefined {
  const { status, message } = failureOf(error);
  return status === 429 && message !== "" ? withWait(message, error) : undefined;
}
