import { env } from "cloudflare:workers";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { ZApiKeyChange, ZNewApiKey } from "../../domain/api-key-requests";
import { ZContactMessage, ZContactMessagesQuery } from "../../domain/contact-schemas";
import { ERRORS, type TErrorCode } from "../../domain/errors";
import {
  ZChangePassword,
  ZCheckout,
  ZEventBody,
  ZOwnedPinsQuery,
  ZPromoCode,
  ZResetRequest,
  ZSignIn,
  ZSignUp,
} from "../../domain/schemas";
import {
  ZAuditQuery,
  ZReleaseOverdue,
  ZReservedRelease,
  ZRoleGrant,
  ZStaffDelete,
  ZStaffPinsQuery,
  ZStaffRename,
  ZStaffSearchQuery,
  ZSubscriptionsQuery,
} from "../../domain/staff-schemas";
import { makeApiKey } from "../helpers/worker/api-keys";
import { fakeClock } from "../helpers/worker/clock";
import { captureConsole } from "../helpers/worker/console";
import { mockPageAssets } from "../helpers/worker/page-assets";
import { makeOwnedPin } from "../helpers/worker/pins";
import {
  ACTORS,
  appRoutes,
  cookieFor,
  fillPath,
  makeCast,
  realParams,
  replaceOutsideServices,
  routeKey,
  send,
  type TActor,
  type TCast,
  type TRoute,
} from "../helpers/worker/routes";

// Bad input is the client's mistake: every route, asked by every kind of visitor, answers it with
// a 4xx in the error shape (or a 2xx where the input happens to be fine), never with a 500. The
// routes come from the app itself, so a route added later is fuzzed the day it arrives. The cases
// are a fixed, seeded set per route, so a failure is the same on every run.

// mulberry32: small, seedable, and the same sequence in every runtime.
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HUGE = "x".repeat(50_000);
// Text that is not what it seems: a NUL, halves of a UTF-16 pair, a right-to-left override,
// joined emoji, a ligature that expands, and invisible space. Every route gets each of them in
// every field, from two different visitors.
const UNICODE_JUNK = ["\u0000", "\uD800", "\uDFFF\uD800x", "\u202Egnp.exe", "💥🔥\u200D👩‍👩‍👧", "ﷺ\u200B\uFEFF"];
// Strings that have broken parsers before: control and format characters, lone surrogates,
// right-to-left overrides, number look-alikes, markup, paths, and lengths past every bound.
const JUNK_STRINGS = [
  "",
  " ",
  ...UNICODE_JUNK,
  "Ω≈ç√∫˜µ≤≥÷",
  "ﷺ".repeat(500),
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-0",
  "0x10",
  "9".repeat(40),
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "%00%ff",
  "null",
  HUGE,
];
const JUNK_VALUES: unknown[] = [
  ...JUNK_STRINGS,
  0,
  -1,
  -0,
  3.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  null,
  [],
  [1, "a", null],
  {},
  { $gt: "" },
  [[[[[[[[[[[]]]]]]]]]]],
];
// Every field name a request body or query carries today, so junk lands where a schema looks.
const FIELDS = [
  "email",
  "password",
  "displayName",
  "code",
  "token",
  "mypin",
  "latitude",
  "longitude",
  "currency",
  "promoCode",
  "convert",
  "currentPassword",
  "newPassword",
  "dry",
  "pins",
  "reason",
  "expiresAt",
  "name",
  "type",
  "path",
  "subject",
  "message",
  "kind",
  "origins",
  "monthlyCap",
];
const QUERY_FIELDS = [
  "page",
  "tier",
  "q",
  "by",
  "filter",
  "expires",
  "signature",
  "fromLat",
  "fromLng",
  "toLat",
  "toLng",
  "pin",
  "actor",
];
// Path parameters as they arrive in a URL, percent-encoding broken ones included.
const JUNK_PARAMS = [
  "%00",
  "%ff%fe",
  "%E0%A4%A",
  "%",
  "..",
  "%2e%2e%2f",
  "💥",
  "%F0%9F%92%A5",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1e3",
  "99999999999999999999999999",
  "a".repeat(5000),
];

// What a route may log as a warning on purpose while the fuzz runs: the owner's pin has no
// subscription to cancel. Any other warning, and every error, fails the test.
const EXPECTED_WARNINGS = [/^Cancellation of ".+" left pending: it has no subscription$/];

type TCase = { label: string; body?: string; headers?: Record<string, string | undefined>; param?: string };

function junkObject(next: () => number, keys: string[]) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  return Object.fromEntries(keys.filter(() => next() < 0.7).map((key) => [key, pick(JUNK_VALUES)]));
}

const everyField = (value: string) => JSON.stringify(Object.fromEntries(FIELDS.map((key) => [key, value])));

// Each visitor gets every kind of bad input once per route, with path parameters that are junk
// about two times in three and real (the owner's pin, its id, its QR file) otherwise.
function casesFor(method: string, seed: number, turn: number): TCase[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const param = () => (next() < 0.35 ? undefined : pick(JUNK_PARAMS));
  if (method === "GET" || method === "HEAD") {
    return Array.from({ length: 5 }, (_unused, index) => ({ label: `junk query ${index}`, param: param() }));
  }
  return [
    { label: "malformed JSON", body: pick(["{oops", '{"email":', "{'a':1}", "\u0000"]), param: param() },
    { label: "an empty body", body: pick(["", undefined]), param: param() },
    { label: "a body that is no object", body: pick(["null", "[]", '"x"', "42", "true"]), param: param() },
    { label: "NaN and Infinity as bare words", body: '{"latitude":NaN,"longitude":Infinity}', param: param() },
    { label: "numbers past a double", body: '{"latitude":1e999,"longitude":-1e999,"page":1e999,"id":1e999}' },
    { label: "huge strings", body: everyField(HUGE) },
    { label: "wrong types", body: JSON.stringify(junkObject(next, FIELDS)), param: param() },
    ...[0, 1].map((offset) => ({
      label: `unicode junk ${offset}`,
      body: everyField(UNICODE_JUNK[(2 * turn + offset) % UNICODE_JUNK.length] ?? ""),
      param: param(),
    })),
    pick([
      { label: "JSON sent as text/plain", body: "{}", headers: { "Content-Type": "text/plain" } },
      { label: "JSON without an Origin", body: "{}", headers: { Origin: undefined } },
      { label: "JSON from a foreign Origin", body: "{}", headers: { Origin: "https://evil.example" } },
    ]),
  ];
}

function queryFor(seed: number) {
  const next = random(seed);
  // URLSearchParams writes a lone surrogate as U+FFFD, as a browser would.
  const query = new URLSearchParams(
    Object.entries(junkObject(next, QUERY_FIELDS)).map(([key, value]) => [key, String(value)]),
  );
  return query.size > 0 ? `?${query}` : "";
}

// The problem with an answer, or null when it is one bad input may get.
async function problemWith(response: Response, isApi: boolean): Promise<string | null> {
  const text = await response.text();
  if (response.status >= 200 && response.status < 300) return null;
  if (response.status < 400 || response.status >= 500) return `answered ${response.status}: ${text.slice(0, 200)}`;
  if (!isApi) return null;
  let body: { error?: { code?: string; message?: unknown } } | undefined;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${response.status} outside the error shape: ${text.slice(0, 200)}`;
  }
  const code = body?.error?.code as TErrorCode | undefined;
  if (!code || !(code in ERRORS) || typeof body?.error?.message !== "string") {
    return `answered ${response.status} outside the error shape: ${text.slice(0, 200)}`;
  }
  return ERRORS[code].status === response.status ? null : `answered ${response.status} with ${code}`;
}

const SITE = "https://venue.example";
let keyed: Record<string, Record<string, string>> = {};
let cast: TCast;
let clock: ReturnType<typeof fakeClock>;
let restore: () => void;
let assets: ReturnType<typeof mockPageAssets>;
beforeAll(async () => {
  cast = await makeCast();
  // The geocoder finds nothing for junk.
  restore = replaceOutsideServices(() => Response.json([]));
  clock = fakeClock();
  // The pages and their templates, which the worker tests have not built.
  assets = mockPageAssets();
  const owner = cast.users.owner;
  const server = await makeApiKey(env.DB, owner);
  const browser = await makeApiKey(env.DB, owner, { kind: "browser", origins: [SITE] });
  const revoked = await makeApiKey(env.DB, owner, { revoked: true });
  keyed = {
    "server key": { Authorization: `Bearer ${server.secret}` },
    "browser key": { "X-Api-Key": browser.secret, Origin: SITE },
    "browser key elsewhere": { "X-Api-Key": browser.secret, Origin: "https://evil.example" },
    "revoked key": { Authorization: `Bearer ${revoked.secret}` },
  };
});
afterAll(() => {
  vi.useRealTimers();
  restore();
  assets.mockRestore();
});

const routes = appRoutes();

// Junk such as "NaN" is a valid name, so a staff rename or delete of the shared pin could succeed
// and leave every later route answering only 404s: these routes get a pin of their own per case.
const USES_UP_ITS_PIN = new Set(["PATCH /api/helpdesk/pins/:id", "DELETE /api/helpdesk/pins/:id"]);

// The shared request bodies name their fields; a field added to one must get junk too.
it("puts junk in every field the shared request bodies have", () => {
  const schemas = [
    ZSignUp,
    ZSignIn,
    ZResetRequest,
    ZChangePassword,
    ZPromoCode,
    ZCheckout,
    ZStaffRename,
    ZStaffDelete,
    ZReservedRelease,
    ZReleaseOverdue,
    ZRoleGrant,
    ZEventBody,
    ZContactMessage,
    ZNewApiKey.in,
    ZApiKeyChange,
  ];
  const fields = new Set(schemas.flatMap((schema) => Object.keys(schema.shape)));
  expect([...fields].filter((field) => !FIELDS.includes(field))).toEqual([]);
});

it("puts junk in every field the shared queries have", () => {
  const fields = new Set(
    [
      ZOwnedPinsQuery,
      ZSubscriptionsQuery,
      ZAuditQuery,
      ZStaffPinsQuery,
      ZStaffSearchQuery,
      ZContactMessagesQuery,
    ].flatMap((schema) => Object.keys(schema.shape)),
  );
  expect([...fields].filter((field) => !QUERY_FIELDS.includes(field))).toEqual([]);
});

it("finds the API's routes in the app", () => {
  expect(routes.length).toBeGreaterThan(20);
  expect(routes.every((route) => route.method !== "ALL" || !route.path.endsWith("*"))).toBe(true);
});

// One route as the fuzz asks it: its place in the list seeds its cases.
type TAsked = { route: TRoute; index: number; isApi: boolean; real: Record<string, string> };

// The path a case asks, its parameters filled in.
async function casePath({ route, real }: TAsked, testCase: TCase) {
  const params = USES_UP_ITS_PIN.has(routeKey(route))
    ? { ...real, id: String((await makeOwnedPin(env.DB, cast.users.owner)).id) }
    : real;
  const raw = fillPath(route.path, (name) => testCase.param ?? params[name] ?? "unknown");
  // fillPath encodes; a junk parameter is sent as written, broken escapes and all.
  return testCase.param === undefined ? raw : route.path.replace(/:[A-Za-z]+/g, testCase.param);
}

// What went wrong with each of one visitor's cases of a route, sent with one method.
async function visitorProblems(asked: TAsked, method: string, actor: string, actorIndex: number) {
  const seed = asked.index * 1000 + actorIndex * 100;
  // One session per visitor and route; a case that signs it out leaves the rest signed out.
  const cookie = actor in keyed ? undefined : await cookieFor(cast, actor as TActor);
  const problems: string[] = [];
  for (const [caseIndex, testCase] of casesFor(method, seed, actorIndex + asked.index).entries()) {
    const url = `${await casePath(asked, testCase)}${queryFor(seed + caseIndex)}`;
    // The public services' one-a-second queue would otherwise make the geocoder's cases wait.
    clock.advance(1001);
    const response = await send({
      method,
      path: url,
      cookie,
      body: testCase.body,
      headers: { ...keyed[actor], ...testCase.headers },
    });
    const problem = await problemWith(response, asked.isApi);
    if (problem) problems.push(`${actor} ${method} ${url.slice(0, 120)} with ${testCase.label}: ${problem}`);
  }
  return problems;
}

it.each(routes.map((route, index) => [routeKey(route), route, index] as const))(
  "answers bad input to %s with a 4xx in the error shape, never a 500",
  async (_key, route, index) => {
    const isApi = ["/api/", "/v1/", "/dev/", "/tiles/"].some((prefix) => route.path.startsWith(prefix));
    const asked = { route, index, isApi, real: realParams(cast) };
    const methods = route.method === "ALL" ? ["GET", "POST"] : [route.method];
    const problems: string[] = [];
    const warnings = captureConsole("warn");
    // The public API is asked with keys, not sessions: each kind of key is one more visitor.
    const visitors = [...ACTORS, ...(route.path.startsWith("/v1/") ? Object.keys(keyed) : [])];
    for (const method of methods) {
      for (const [actorIndex, actor] of visitors.entries()) {
        problems.push(...(await visitorProblems(asked, method, actor, actorIndex)));
      }
    }
    expect(problems).toEqual([]);
    for (const line of warnings())
      expect(
        EXPECTED_WARNINGS.some((pattern) => pattern.test(line)),
        line,
      ).toBe(true);
  },
);

// Runs after every route's junk: the pin the routes are sent about is still there, as it was named.
it("leaves the shared pin as it was", async () => {
  const row = await env.DB.prepare("SELECT mypin FROM mypins WHERE id = ?")
    .bind(cast.pin.id)
    .first<{ mypin: string }>();
  expect(row).toEqual({ mypin: cast.pin.mypin });
});
