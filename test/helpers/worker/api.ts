import { exports } from "cloudflare:workers";
import type { TErrorBody } from "../../../domain/errors";

export const ORIGIN = "http://mypin.test";

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
export async function errorOf(response: Response) {
  return ((await response.json()) as TErrorBody).error;
}
