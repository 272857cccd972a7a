import { expect, it } from "vitest";
import { spaHeaders } from "../../tools/spa-headers.ts";

// _headers applies to every asset answer, the ones the worker fetches for "/" and "/share/*" too.
// Each rule is a path pattern followed by its indented headers.
function rulesOf(file: string) {
  const rules: Record<string, Record<string, string>> = {};
  let current: Record<string, string> = {};
  for (const line of file.trim().split("\n")) {
    if (!line.startsWith(" ")) {
      current = {};
      rules[line] = current;
      continue;
    }
    const at = line.indexOf(":");
    current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return rules;
}

it("sends HSTS and a Permissions-Policy with every page, allowing only the visitor's location and same-origin images", () => {
  const headers = rulesOf(spaHeaders())["/*"] ?? {};
  expect(headers["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
  expect(headers["Permissions-Policy"]).toBe("camera=(), geolocation=(self), microphone=(), payment=(), usb=()");
  expect(headers["Content-Security-Policy"]).toContain("img-src 'self' data: blob:;");
  expect(headers["X-Frame-Options"]).toBe("DENY");
  expect(headers["Cache-Control"]).toBeUndefined();
});

it("lets browsers keep each language's hashed files under its assets/ for a year, and only those", () => {
  const rules = rulesOf(spaHeaders());
  const hashed = [
    "/assets/*",
    "/de/assets/*",
    "/fr/assets/*",
    "/es/assets/*",
    "/it/assets/*",
    "/nl/assets/*",
    "/pt/assets/*",
  ];
  expect(Object.keys(rules)).toEqual(["/*", ...hashed]);
  for (const path of hashed) expect(rules[path]).toEqual({ "Cache-Control": "public, max-age=31536000, immutable" });
});
