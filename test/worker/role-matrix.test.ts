import { env } from "cloudflare:workers";
import { afterAll, beforeAll, expect, it } from "vitest";
import { LOCALES } from "../../domain/locales";
import { makeUser, PASSWORD } from "../helpers/worker/accounts";
import { makeApiKey } from "../helpers/worker/api-keys";
import { captureConsole } from "../helpers/worker/console";
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
} from "../helpers/worker/routes";

// What each kind of visitor is answered on every route, written once per route. The request is
// one the app would send, about the owner's pin (the one a path names); the statuses are, in
// order: anonymous, owner, another owner, help desk, admin, a user whose admin grant expired.
// A route the app has and this table lacks fails the test, so each new route arrives with a row.
type TStatuses = [number, number, number, number, number, number];
type TRow = {
  expect: TStatuses;
  // The JSON body (POST, PUT, PATCH, DELETE); {} unless given.
  body?: (cast: TCast) => unknown;
  query?: (cast: TCast) => Record<string, string>;
  // Path parameters of the visitor's own, for a route that uses up what it is sent (a delete).
  params?: (cast: TCast) => Promise<Record<string, string>>;
  // A warning the route logs on purpose (the owner's pin has no subscription to cancel), one a
  // request at most; any other warning or error still fails the test.
  warns?: RegExp;
};

const ALL_200: TStatuses = [200, 200, 200, 200, 200, 200];
const SIGNED_IN: TStatuses = [401, 200, 200, 200, 200, 200];
const STAFF: TStatuses = [401, 403, 403, 200, 200, 403];
const ADMIN_ONLY: TStatuses = [401, 403, 403, 403, 200, 403];
const NO_KEY: TStatuses = [401, 401, 401, 401, 401, 401];

// A key of the owner's, made for each request: revoking one uses it up.
const ownersKey = async (cast: TCast) => ({ id: (await makeApiKey(env.DB, cast.users.owner)).id });

const MATRIX: Record<string, TRow> = {
  "GET /api/health": { expect: ALL_200 },
  "GET /api/openapi.json": { expect: ALL_200 },
  "GET /api/pins/:name": { expect: ALL_200 },
  "GET /api/top-pins": { expect: ALL_200 },
  "GET /api/names/:name/availability": { expect: ALL_200 },
  // The name is the owner's pin, so nobody may hold it.
  "POST /api/names/:name/hold": { expect: [409, 409, 409, 409, 409, 409] },
  "GET /api/names/:name/hold": { expect: ALL_200 },
  "DELETE /api/names/:name/hold": { expect: ALL_200 },
  // Anyone may start a sign-up; the owner's address already has an account.
  "POST /api/auth/sign-up": {
    body: (cast) => ({ displayName: "Ada", email: cast.users.owner.email, password: PASSWORD }),
    expect: [409, 409, 409, 409, 409, 409],
  },
  "POST /api/auth/sign-up/resend": {
    body: () => ({ email: "nobody-pending@example.com" }),
    expect: [404, 404, 404, 404, 404, 404],
  },
  "POST /api/auth/sign-up/verify": {
    body: () => ({ email: "nobody-pending@example.com", code: "123456" }),
    expect: [410, 410, 410, 410, 410, 410],
  },
  "POST /api/auth/verify-email": { body: () => ({ token: "unknown" }), expect: [400, 400, 400, 400, 400, 400] },
  // A fresh address each time: an account's own failures slow its sign-ins down.
  "POST /api/auth/sign-in": {
    body: () => ({ email: `nobody-${crypto.randomUUID()}@example.com`, password: "Not-the-password-1" }),
    expect: [401, 401, 401, 401, 401, 401],
  },
  "POST /api/auth/sign-out": { expect: ALL_200 },
  "POST /api/auth/password-reset": {
    body: () => ({ email: "no-account@example.com" }),
    expect: [404, 404, 404, 404, 404, 404],
  },
  "POST /api/auth/password-reset/check": {
    body: () => ({ token: "no-such-token" }),
    expect: [400, 400, 400, 400, 400, 400],
  },
  "POST /api/auth/password-reset/complete": {
    body: () => ({ token: "no-such-token", password: PASSWORD }),
    expect: [400, 400, 400, 400, 400, 400],
  },
  "GET /api/me": { expect: SIGNED_IN },
  "GET /api/me/pins": { expect: SIGNED_IN },
  // English, which every account here already reads: nobody's e-mails change language.
  "PUT /api/me/language": { body: () => ({ locale: "en" }), expect: SIGNED_IN },
  // A wrong current password, so no visitor's other sessions end.
  "POST /api/me/password": {
    body: () => ({ currentPassword: "Not-the-password-1", newPassword: "Another-Pass-9" }),
    expect: [401, 400, 400, 400, 400, 400],
  },
  // Only the owner changes a pin; to anyone else it does not exist (staff routes come later).
  "PATCH /api/me/pins/:id/coordinates": {
    body: () => ({ latitude: 48.8584, longitude: 2.2945 }),
    expect: [401, 200, 404, 404, 404, 404],
  },
  "PUT /api/me/pins/:id/note": {
    body: () => ({ note: "Ring the bell at gate 2" }),
    expect: [401, 200, 404, 404, 404, 404],
  },
  // The cast's pin has no subscription, so its owner's offer is refused for that; the offer is
  // anyone else's pin to nobody. An offer's own routes find no offer by a pin's id.
  "POST /api/me/pins/:id/transfer": {
    body: () => ({ email: "someone@example.com" }),
    expect: [401, 409, 404, 404, 404, 404],
  },
  "DELETE /api/me/pins/:id/transfer": { expect: [401, 404, 404, 404, 404, 404] },
  "GET /api/me/transfers": { expect: SIGNED_IN },
  "GET /api/transfers/:id": { expect: [404, 404, 404, 404, 404, 404] },
  "POST /api/transfers/:id/accept": { expect: [401, 404, 404, 404, 404, 404] },
  "POST /api/transfers/:id/decline": { expect: [401, 404, 404, 404, 404, 404] },
  "POST /api/transfers/:id/complete": {
    body: (cast) => ({ sessionId: realParams(cast).sessionId }),
    expect: [401, 404, 404, 404, 404, 404],
  },
  "POST /api/helpdesk/transfers/:id/withdraw": { expect: [401, 403, 403, 404, 404, 403] },
  "POST /api/me/pins/:id/cancellation": {
    expect: [401, 200, 404, 404, 404, 404],
    warns: /^Cancellation of ".+" left pending: it has no subscription$/,
  },
  "POST /api/promo-codes/validate": {
    body: (cast) => ({ promoCode: "FREE3", mypin: cast.pin.mypin }),
    expect: SIGNED_IN,
  },
  "POST /api/checkout": {
    body: (cast) => ({ mypin: cast.pin.mypin, latitude: 51.5, longitude: -0.12 }),
    expect: [401, 409, 409, 409, 409, 409],
  },
  "POST /api/checkout/:sessionId/fulfil": { expect: [401, 404, 404, 404, 404, 404] },
  "POST /api/billing-portal": { expect: [401, 404, 404, 404, 404, 404] },
  "GET /api/geo": { expect: ALL_200 },
  "GET /api/geocode": { query: () => ({ q: "Buckingham Palace" }), expect: ALL_200 },
  // Staff download any pin's QR code; an expired grant is no grant.
  "POST /api/qr-codes": { body: (cast) => ({ mypin: cast.pin.mypin }), expect: [401, 200, 404, 200, 200, 404] },
  // The signature is the permission: anyone holding the link gets the image.
  "GET /api/qr-codes/:file": {
    query: (cast) => ({ expires: cast.qrLink.expires, signature: cast.qrLink.signature }),
    expect: ALL_200,
  },
  "GET /api/directions": {
    query: () => ({ fromLat: "51.5", fromLng: "-0.12", toLat: "48.85", toLng: "2.29" }),
    expect: ALL_200,
  },
  // The analytics beacon answers everyone alike, storing only with cookie consent.
  "POST /api/events": { body: () => ({ type: "page_view", path: "/" }), expect: [204, 204, 204, 204, 204, 204] },
  // Stripe signs its webhooks; nobody's session makes an unsigned one acceptable.
  "POST /api/webhooks/stripe": { expect: [400, 400, 400, 400, 400, 400] },
  // Staff routes: help desk and admins; an expired grant is no grant.
  "GET /api/helpdesk/pins": { query: (cast) => ({ by: "name", q: cast.pin.mypin }), expect: STAFF },
  // Renaming the pin to its own name changes nothing, so every visitor finds it as it was.
  "PATCH /api/helpdesk/pins/:id": { body: (cast) => ({ mypin: cast.pin.mypin }), expect: STAFF },
  "PUT /api/helpdesk/pins/:id/popular-list": { body: () => ({ hidden: false }), expect: STAFF },
  // Each visitor deletes a pin of the owner's own, made for the request.
  "DELETE /api/helpdesk/pins/:id": {
    params: async (cast) => ({ id: String((await makeOwnedPin(env.DB, cast.users.owner)).id) }),
    body: () => ({ reason: "mistake" }),
    expect: STAFF,
  },
  "GET /api/helpdesk/reserved-names": { expect: STAFF },
  // Releasing a brand again to the same account changes nothing but the reason.
  "POST /api/helpdesk/reserved-names": {
    body: (cast) => ({ name: "nike", email: cast.users.owner.email, reason: "Trademark checked" }),
    expect: ADMIN_ONLY,
  },
  "GET /api/admin/pins": { expect: ADMIN_ONLY },
  "PATCH /api/admin/pins/:id/coordinates": {
    body: () => ({ latitude: 48.8584, longitude: 2.2945 }),
    expect: ADMIN_ONLY,
  },
  // The dashboard is the system admins' alone.
  "POST /api/admin/sync": { expect: ADMIN_ONLY },
  "POST /api/admin/release-overdue": { body: () => ({ dry: true }), expect: ADMIN_ONLY },
  "GET /api/admin/overview": { expect: ADMIN_ONLY },
  "GET /api/admin/audit": { expect: ADMIN_ONLY },
  "GET /api/admin/roles": { expect: ADMIN_ONLY },
  // An address with no account, so no visitor of the other rows gains a role.
  "POST /api/admin/roles": {
    body: () => ({ email: "no-account@example.com", reason: "Covers the weekend" }),
    expect: [401, 403, 403, 403, 404, 403],
  },
  "DELETE /api/admin/roles/:userId": { expect: [401, 403, 403, 403, 404, 403] },
  "GET /api/admin/analytics/subscriptions": { query: () => ({ tier: "premium", page: "1" }), expect: ADMIN_ONLY },
  "GET /api/admin/analytics/top-pins": { expect: ADMIN_ONLY },
  "GET /api/admin/analytics/pins-per-day": { expect: ADMIN_ONLY },
  "GET /api/admin/analytics/searches-per-day": { expect: ADMIN_ONLY },
  "GET /api/admin/analytics/events": { expect: ADMIN_ONLY },
  "GET /api/admin/stripe-connection": { expect: ADMIN_ONLY },
  // Anyone may write to support; the admins alone read what was written.
  "POST /api/contact": {
    body: () => ({ email: "visitor@example.com", subject: "A question", message: "Hello" }),
    expect: ALL_200,
  },
  "GET /api/admin/contact-messages": { expect: ADMIN_ONLY },
  "GET /dev/mailbox": { expect: ALL_200 },
  "GET /dev/d1-meter": { expect: ALL_200 },
  "GET /": { query: (cast) => ({ pin: cast.pin.mypin }), expect: ALL_200 },
  "GET /share/:mypin": { expect: ALL_200 },
  // Every account has keys of its own; another's key is no key to anyone else.
  "GET /api/me/api-keys": { expect: SIGNED_IN },
  "POST /api/me/api-keys": { body: () => ({ name: "Matrix", kind: "server" }), expect: [401, 201, 201, 201, 201, 201] },
  "PATCH /api/me/api-keys/:id": {
    params: ownersKey,
    body: () => ({ name: "Renamed" }),
    expect: [401, 200, 404, 404, 404, 404],
  },
  "POST /api/me/api-keys/:id/rotate": { params: ownersKey, expect: [401, 200, 404, 404, 404, 404] },
  "DELETE /api/me/api-keys/:id": { params: ownersKey, expect: [401, 204, 404, 404, 404, 404] },
  // A session is no key: the public API answers keys alone (public-api.test.ts sends every kind).
  "GET /v1/pins/:name": { expect: NO_KEY },
  "GET /v1/suggest": { query: (cast) => ({ q: cast.pin.mypin }), expect: NO_KEY },
  "GET /v1/names/:name/status": { expect: NO_KEY },
  "GET /v1/openapi.json": { expect: ALL_200 },
  ...Object.fromEntries(
    LOCALES.filter((locale) => locale !== "en").map((locale) => [
      `GET /${locale}/`,
      { query: (cast: TCast) => ({ pin: cast.pin.mypin }), expect: ALL_200 },
    ]),
  ),
  "GET /tiles/:z/:x/:y": { expect: ALL_200 },
  "GET /embed/:name": { expect: ALL_200 },
};

let cast: TCast;
let restore: () => void;
beforeAll(async () => {
  cast = await makeCast();
  restore = replaceOutsideServices(() =>
    Response.json([{ lat: "51.5014", lon: "-0.1419", display_name: "Buckingham Palace" }]),
  );
});
afterAll(() => restore());

it("has a row for every route the app answers, and none for a route it does not", () => {
  const routes = appRoutes().map(routeKey).sort();
  expect(Object.keys(MATRIX).sort()).toEqual(routes);
});

it.each(Object.entries(MATRIX))("answers %s as the table says for each visitor", async (key, row) => {
  const [method = "", path = ""] = key.split(" ");
  const query = row.query ? `?${new URLSearchParams(row.query(cast))}` : "";
  const answered: Record<string, number> = {};
  const warnings = row.warns ? captureConsole("warn") : () => [];
  for (const actor of ACTORS) {
    const params = { ...realParams(cast), ...(await row.params?.(cast)) };
    const response = await send({
      method,
      path: `${fillPath(path, (name) => params[name] ?? "")}${query}`,
      cookie: await cookieFor(cast, actor),
      body: JSON.stringify(row.body?.(cast) ?? {}),
    });
    await response.arrayBuffer();
    answered[actor] = response.status;
  }
  for (const line of warnings()) expect(line).toMatch(row.warns ?? /^$/);
  const expected = Object.fromEntries(ACTORS.map((actor: TActor, index) => [actor, row.expect[index]]));
  expect(answered).toEqual(expected);
});

// The table's expired grant is an admin's; a help desk grant runs out the same way, and only the
// help desk routes would show it. Each is sent as the table sends it, so the live help desk's
// answer shows the request itself is one a help desk may make.
it("refuses every help desk route to a help desk whose grant has expired", async () => {
  const expired = await makeUser(env.DB, { roles: [{ role: "help_desk", expiresAt: Date.now() - 60_000 }] });
  const helpDeskRoutes = appRoutes().filter((route) => route.path.startsWith("/api/helpdesk/"));
  expect(helpDeskRoutes.length).toBeGreaterThan(0);
  for (const route of helpDeskRoutes) {
    const row = MATRIX[routeKey(route)];
    const answer = async (cookie: string | undefined) => {
      const params = { ...realParams(cast), ...(await row?.params?.(cast)) };
      const query = row?.query ? `?${new URLSearchParams(row.query(cast))}` : "";
      const response = await send({
        method: route.method,
        path: `${fillPath(route.path, (name) => params[name] ?? "")}${query}`,
        cookie,
        body: JSON.stringify(row?.body?.(cast) ?? {}),
      });
      await response.arrayBuffer();
      return response.status;
    };
    const expiredCast = { ...cast, users: { ...cast.users, helpDesk: expired } };
    expect(await answer(await cookieFor(expiredCast, "helpDesk")), routeKey(route)).toBe(403);
    // A help desk route a system admin alone may use (a brand's release) refuses the help desk too.
    const forHelpDesk = row?.expect[ACTORS.indexOf("helpDesk")] !== 403;
    if (forHelpDesk) expect(await answer(await cookieFor(cast, "helpDesk")), routeKey(route)).not.toBe(403);
  }
});
