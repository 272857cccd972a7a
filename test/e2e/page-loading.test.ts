import { expect, inject, it } from "vitest";
import { uniqueIp } from "../helpers/unique.ts";

const baseUrl = inject("baseUrl");

const fetchAs = (path: string) => fetch(`${baseUrl}${path}`, { headers: { "CF-Connecting-IP": uniqueIp() } });

// Issue 15: files named by their content's hash are kept a year; everything whose name outlives its
// content is revalidated on every visit.
it("lets browsers keep a hashed script a year without asking again", async () => {
  const html = await (await fetchAs("/")).text();
  const script = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const response = await fetchAs(script ?? "");
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toMatch(/javascript/);
  expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
});

it.each(["/", "/pricing", "/favicon.svg", "/robots.txt"])("has %s revalidated on every visit", async (path) => {
  const response = await fetchAs(path);
  expect(response.status).toBe(200);
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  expect(cacheControl).not.toContain("immutable");
  expect(cacheControl).toMatch(/max-age=0|no-cache|no-store/);
});

// Without a stylesheet to fetch, nothing but the page itself stands between a phone and its first
// paint, in every language.
it("carries its styles inside the page rather than in a stylesheet the first paint waits for", async () => {
  for (const path of ["/", "/pricing", "/de/", "/fr/pricing", "/pt/share-mypins"]) {
    const html = await (await fetchAs(path)).text();
    expect(html, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html, path).toMatch(/<style>[^<]*tailwindcss/);
  }
});

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? "");

// The screen of /pricing, say, is loaded on demand by the app; its own page asks for that code at
// once, beside the first-paint bundle.
it.each(["/pricing", "/renters", "/share-mypins"])("preloads the code of %s's own screen", async (path) => {
  const home = modulePreloads(await (await fetchAs("/")).text());
  const own = modulePreloads(await (await fetchAs(path)).text()).filter((file) => !home.includes(file));
  expect(own.length).toBeGreaterThan(0);
  for (const file of own) {
    const response = await fetchAs(file);
    expect(response.headers.get("Content-Type"), file).toMatch(/javascript/);
  }
});
