import { env, exports } from "cloudflare:workers";
import { vi } from "vitest";
import type { TPinRow } from "../../../db/schema";
import { app } from "../../../worker/app";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "../../../worker/http/session-cookies";
import { startSession } from "../../../worker/services/accounts/sessions";
import { qrLinkSigner, qrStorageKey } from "../../../worker/services/pins/qr-codes";
import { uniqueIp } from "../unique";
import { makeUser } from "./accounts";
import { ORIGIN } from "./api";
import { testDeps } from "./deps";
import { makeOwnedPin } from "./pins";

export type TRoute = { method: string; path: string };

export const routeKey = (route: TRoute) => `${route.method} ${route.path}`;

// Every route the worker answers, read from the app itself so that a route added later is tested
// the day it arrives. app.routes lists each handler and each middleware of a route separately
// (hence the de-duplication), and what use() mounts as ALL on a wildcard, which is no route.
export function appRoutes(): TRoute[] {
  const routes = new Map<string, TRoute>();
  for (const { method, path } of app.routes) {
    if (method === "ALL" && path.endsWith("*")) continue;
    routes.set(`${method} ${path}`, { method, path });
  }
  return [...routes.values()];
}

// Who may send a request: nobody signed in, the owner of the pin a path names, the owner of
// another pin, the two staff roles, and a user whose admin grant has run out.
export const ACTORS = ["anonymous", "owner", "otherOwner", "helpDesk", "admin", "expiredAdmin"] as const;
export type TActor = (typeof ACTORS)[number];

export type TCast = {
  users: Record<Exclude<TActor, "anonymous">, { id: string; email: string }>;
  pin: TPinRow;
  otherPin: TPinRow;
  // A signed link to the stored QR image of the owner's pin, as POST /api/qr-codes hands out.
  qrLink: { file: string; expires: string; signature: string };
};

export async function makeCast(): Promise<TCast> {
  const owner = await makeUser(env.DB);
  const otherOwner = await makeUser(env.DB);
  const helpDesk = await makeUser(env.DB, { roles: [{ role: "help_desk" }] });
  const admin = await makeUser(env.DB, { roles: [{ role: "system_admin" }] });
  const expiredAdmin = await makeUser(env.DB, { roles: [{ role: "system_admin", expiresAt: Date.now() - 60_000 }] });
  const pin = await makeOwnedPin(env.DB, owner);
  const otherPin = await makeOwnedPin(env.DB, otherOwner);
  const file = await qrStorageKey(pin.mypin);
  await env.QR_BUCKET.put(file, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
    httpMetadata: { contentType: "image/png" },
  });
  const expires = Math.floor(Date.now() / 1000) + 3600;
  const signature = await qrLinkSigner(env.JWT_SECRET).sign(file, expires);
  return {
    users: { owner, otherOwner, helpDesk, admin, expiredAdmin },
    pin,
    otherPin,
    qrLink: { file, expires: String(expires), signature },
  };
}

// A new session for each request, as a sign-in would start: a route that ends the session (sign
// out, a password reset) then cannot change what the next request is answered.
export async function cookieFor(cast: TCast, actor: TActor) {
  if (actor === "anonymous") return undefined;
  const issued = await startSession(testDeps(), cast.users[actor]);
  return `${ACCESS_COOKIE}=${issued.access}; ${REFRESH_COOKIE}=${issued.refresh}`;
}

// The real value of each path parameter the routes use today; a parameter without one gets a
// well-formed value that names nothing.
export function realParams(cast: TCast): Record<string, string> {
  return {
    name: cast.pin.mypin,
    mypin: cast.pin.mypin,
    id: String(cast.pin.id),
    file: cast.qrLink.file,
    token: "an-unknown-reset-token-0123456789abcdefghijk",
    sessionId: "cs_test_unknown_session",
    userId: "an-unknown-user-id",
    z: "3",
    x: "4",
    y: "2",
  };
}

export function fillPath(path: string, params: (name: string) => string) {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(params(name)));
}

type TSend = {
  method: string;
  path: string;
  cookie?: string;
  body?: string;
  headers?: Record<string, string | undefined>;
};

// A request as the app sends it (JSON from our own Origin, each from a visitor of its own so the
// per-IP limits stay out of the way); headers override or (undefined) remove one.
export function send({ method, path, cookie, body, headers = {} }: TSend) {
  const merged: Record<string, string | undefined> = {
    "CF-Connecting-IP": uniqueIp(),
    Cookie: cookie,
    ...(method === "GET" || method === "HEAD" ? {} : { "Content-Type": "application/json", Origin: ORIGIN }),
    ...headers,
  };
  const sent = Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const hasBody = body !== undefined && method !== "GET" && method !== "HEAD";
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, { method, headers: sent, body: hasBody ? body : undefined }),
  );
}

// Outside services answer at their boundary (docs/decisions/015): the pages' assets (the worker
// tests run without a built SPA), the public geocoder and the tile service. Returns the way back
// to the real ones.
// A 1x1 transparent PNG, as a tile service answers (made per call: a body is read once).
export const BLANK_TILE_PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
  (char) => char.charCodeAt(0),
);
const tileAnswer = () => new Response(BLANK_TILE_PNG, { headers: { "Content-Type": "image/png" } });

// The geocoder the suite is configured with (the local fake, test/worker/global-setup.ts), whose
// answers a test replaces at its address.
export const GEOCODER_ORIGIN = `${new URL(env.GEOCODER_URL).origin}/`;

export function replaceOutsideServices(geocoderAnswer: () => Response) {
  const realFetch = globalThis.fetch;
  const assets = vi
    .spyOn(env.ASSETS, "fetch")
    .mockImplementation(async () => new Response("<!doctype html><title>MyPin</title>"));
  const outside = vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = new Request(input).url;
    if (url.startsWith(GEOCODER_ORIGIN)) return Promise.resolve(geocoderAnswer());
    if (url.startsWith("https://tile.openstreetmap.org/")) return Promise.resolve(tileAnswer());
    return realFetch(input, init);
  });
  return () => {
    assets.mockRestore();
    outside.mockRestore();
  };
}
