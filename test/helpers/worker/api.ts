import { exports } from "cloudflare:workers";
import { type ClientResponse, hc } from "hono/client";
import { expect } from "vitest";
import type { TErrorBody } from "../../../domain/errors";
import type { AppType } from "../../../worker/app";

export const ORIGIN = "http://mypin.test";

// The app's own typed client for a visitor without cookies at one client address: a route's answer
// is typed by the route. A path parameter goes into the address as given, so a test encodes it.
export function apiFrom(ip = "203.0.113.1") {
  return clientFrom(ip).api;
}

// The same client at the site's root, for the routes outside /api (the development tools).
export function clientFrom(ip = "203.0.113.1") {
  return hc<AppType>(ORIGIN, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => exports.default.fetch(new Request(input, init)),
    headers: { "CF-Connecting-IP": ip, Origin: ORIGIN },
  });
}

export function get(path: string, ip = "203.0.113.1") {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: { "CF-Connecting-IP": ip } }));
}

type TPostOptions = { ip?: string; cookie?: string; headers?: Record<string, string | undefined> };

// A POST as the app sends it: JSON with our own Origin. headers override either (undefined
// removes one) to test the same-origin check.
export function post(path: string, body: unknown = {}, options: TPostOptions = {}) {
  const merged: Record<string, string | undefined> = {
    "CF-Connecting-IP": options.ip ?? "203.0.113.1",
    "Content-Type": "application/json",
    Origin: ORIGIN,
    Cookie: options.cookie,
    ...options.headers,
  };
  const headers = Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
}

// The error of a refusal, in the one shape every API failure shares.
export async function errorOf(response: { json(): Promise<unknown> }) {
  return ((await response.json()) as TErrorBody).error;
}

type TOk<R> = R extends ClientResponse<infer T, infer S, infer _F> ? (S extends 200 ? T : never) : never;

// The body of a typed call's 200 answer, as its route declares it, for a route that also declares
// a refusal (a missed search's suggestions); any other status fails the test.
export async function okAnswer<R extends ClientResponse<unknown, number, string>>(response: R): Promise<TOk<R>> {
  expect(response.status).toBe(200);
  return (await response.json()) as TOk<R>;
}

// A typed call's status and body, whichever it was: the route's 200 answer as the route declares
// it, or the error shape every refusal shares (whose fields a test reads once it knows the status).
export async function answerOf<R extends ClientResponse<unknown, number, string>>(response: R) {
  return { status: response.status, body: (await response.json()) as TOk<R> & Partial<TErrorBody> };
}

export type TApi = ReturnType<typeof apiFrom>;
// biome-ignore lint/suspicious/noExplicitAny: any route's arguments; only its answer is read
type TCall = (...args: any[]) => Promise<ClientResponse<unknown, number, string>>;

// The same for a request a test built itself, with a body or an address the route's types refuse:
// typed by the route it went to, TCall, named from TApi (TApi["me"]["pins"]["$get"]).
export async function answerAs<F extends TCall>(response: Response) {
  const body = (await response.json()) as TOk<Awaited<ReturnType<F>>> & Partial<TErrorBody>;
  return { status: response.status, body };
}
