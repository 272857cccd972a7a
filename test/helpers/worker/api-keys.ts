import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import { createDb } from "../../../db/client";
import { apiKeys } from "../../../db/schema";
import type { TApiKeyKind } from "../../../domain/api-keys";
import type { TErrorBody } from "../../../domain/errors";
import { sha256 } from "../../../worker/platform/tokens";
import { uniqueIp } from "../unique";
import { ORIGIN } from "./api";
import type { TBrowserSession } from "./browser-session";
import { signedInBuyer } from "./purchase";

type TIssued = {
  key: { id: string; name: string; hint: string; kind: string; origins: string[]; monthlyCap: number | null };
  secret: string;
};

export async function createKey(
  browser: TBrowserSession,
  body: { name?: string; kind?: string; origins?: string[]; monthlyCap?: number | null } = {},
): Promise<TIssued> {
  const response = await browser.post("/api/me/api-keys", { name: "Deliveries", kind: "server", ...body });
  expect(response.status).toBe(201);
  return (await response.json()) as TIssued;
}

// A signed-in account with one server key of its own.
export async function accountWithKey() {
  const { user, browser } = await signedInBuyer();
  const issued = await createKey(browser);
  return { user, browser, ...issued };
}

type TCallOptions = {
  key?: string;
  header?: "bearer" | "x-api-key";
  origin?: string;
  headers?: Record<string, string>;
};

// A public API call as a developer's server or page sends it: the key in the header asked for,
// from its own client address, and with the page's Origin when it comes from a browser.
export function callApi(path: string, options: TCallOptions = {}) {
  const headers: Record<string, string> = { "CF-Connecting-IP": uniqueIp(), ...options.headers };
  if (options.key !== undefined) {
    if (options.header === "x-api-key") headers["X-Api-Key"] = options.key;
    else headers.Authorization = `Bearer ${options.key}`;
  }
  if (options.origin !== undefined) headers.Origin = options.origin;
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers }));
}

export async function refusalOf(response: Response) {
  return { status: response.status, ...((await response.json()) as TErrorBody).error };
}

// A key of this user's, written as creating one writes it, with its secret for the test to send.
export async function makeApiKey(
  d1: D1Database,
  user: { id: string },
  options: { kind?: TApiKeyKind; origins?: string[]; revoked?: boolean } = {},
) {
  const secret = `mp_${crypto.randomUUID().replaceAll("-", "")}${"k".repeat(11)}`;
  const row = await createDb(d1)
    .insert(apiKeys)
    .values({
      id: crypto.randomUUID(),
      userId: user.id,
      name: "Test key",
      kind: options.kind ?? "server",
      origins: options.origins ?? [],
      keyHash: await sha256(secret),
      hint: secret.slice(-4),
      revokedAt: options.revoked ? Date.now() : null,
    })
    .returning()
    .get();
  return { id: row.id, secret };
}
