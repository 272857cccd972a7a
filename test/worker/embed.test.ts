import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, type MockInstance } from "vitest";
import { createDb } from "../../db/client";
import { mypins } from "../../db/schema";
import { embedMap } from "../../domain/embed";
import { directionsLink, shareLink } from "../../domain/links";
import { resultPage as germanResultPage } from "../../domain/messages/de/directions";
import { embedCard as germanEmbedCard } from "../../domain/messages/de/embed";
import { search as germanSearch } from "../../domain/messages/de/search";
import { resultPage } from "../../domain/messages/directions";
import { embedCard } from "../../domain/messages/embed";
import { search } from "../../domain/messages/search";
import { configOf } from "../../worker/config";
import { flushSearchCounts } from "../../worker/services/pins/search-counts";
import { uniqueIp, uniqueName } from "../helpers/unique";
import { get, ORIGIN } from "../helpers/worker/api";
import { testDeps } from "../helpers/worker/deps";
import { mockPageAssets } from "../helpers/worker/page-assets";
import { makePin } from "../helpers/worker/pins";
import { inOneRateWindow } from "../helpers/worker/rate-limits";

// A pin's card for another site's page (worker/routes/embed.ts): plain HTML any site may frame,
// setting no cookie, searched and counted as a shared link's page is.

// The page assets hold the cookie banner's template, so a banner added to a card would show.
let assets: MockInstance<Fetcher["fetch"]>;
beforeEach(() => {
  assets = mockPageAssets();
});
afterEach(() => {
  assets.mockRestore();
});

const NOTE = 'Ring twice <script>alert("x")</script> & wait\nGate 2';

const seedPin = () =>
  makePin(env.DB, {
    mypin: uniqueName("lakeside cabin", "premium"),
    latitude: 54.380556,
    longitude: -2.906389,
    nearTown: "Windermere",
    nearCountry: "GB",
    placeCheckedAt: 1,
    note: NOTE,
  });

function embedOf(name: string, headers: Record<string, string> = {}) {
  const request = new Request(`${ORIGIN}/embed/${encodeURIComponent(name)}`, {
    headers: { "CF-Connecting-IP": uniqueIp(), ...headers },
  });
  return exports.default.fetch(request);
}

const escaped = (text: string) => text.replaceAll("&", "&amp;");

async function styleHashOf(html: string) {
  const style = /<style>(.*?)<\/style>/s.exec(html)?.[1] ?? "";
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(style)));
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}

describe("GET /embed/:name", () => {
  it("shows the pin's name, town, note, map and directions, with nothing but its own HTML and style", async () => {
    const pin = await seedPin();
    const response = await embedOf(pin.mypin.toUpperCase(), { "Accept-Language": "en-GB" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<h1>${pin.mypin}</h1>`);
    expect(html).toContain('<p class="near">near Windermere, United Kingdom</p>');
    expect(html).toContain(
      `<h2>${resultPage.arrivalNote}</h2><p lang="">Ring twice &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; wait\nGate 2</p>`,
    );
    expect(html).not.toMatch(/<script/i);

    for (const app of ["apple", "google"] as const) {
      const link = directionsLink(app, pin);
      expect(link).toContain("54.380556%2C-2.906389");
      expect(html).toContain(`href="${escaped(link)}" target="_blank" rel="noopener"`);
    }
    expect(html).toContain(">Apple Maps</a>");
    expect(html).toContain(">Google Maps</a>");
    const share = shareLink(pin.mypin, configOf(env).PUBLIC_ORIGIN);
    expect(html).toContain(`<a href="${escaped(share)}" target="_blank" rel="noopener">${embedCard.openInMyPin}</a>`);

    expect(html).toContain(`<div class="tiles" role="img" aria-label="${resultPage.mapLabel(pin.mypin)}">`);
    const sources = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]);
    const tiles = embedMap(pin).tiles;
    expect(tiles.length).toBeGreaterThan(0);
    expect(sources).toEqual(tiles.map((tile) => `/tiles/${tile.z}/${tile.x}/${tile.y}`));
  });

  it("may be framed by any site, allows only its own tiles and its style's hash, and sets no cookie", async () => {
    const pin = await seedPin();
    const response = await embedOf(pin.mypin);
    const html = await response.text();
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    expect(policy.split("; ").sort()).toEqual(
      [
        "default-src 'none'",
        "img-src 'self'",
        `style-src '${await styleHashOf(html)}'`,
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors *",
      ].sort(),
    );
    expect(response.headers.get("X-Frame-Options")).toBeNull();
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(html).not.toContain("We use cookies");
  });

  it("is written in the reader's language", async () => {
    const pin = await seedPin();
    const response = await embedOf(pin.mypin, { "Accept-Language": "de-AT,de;q=0.9,en;q=0.5" });
    const html = await response.text();
    expect(response.headers.get("Content-Language")).toBe("de");
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(`<title>${germanSearch.resultTitle(pin.mypin)}</title>`);
    expect(html).toContain('<p class="near">bei Windermere, Vereinigtes Königreich</p>');
    expect(html).toContain(`<h2>${germanResultPage.arrivalNote}</h2>`);
    expect(html).toContain(germanResultPage.directionsFromHere);
    expect(html).toContain(germanEmbedCard.openInMyPin);
    expect(html).toContain(`aria-label="${germanResultPage.mapLabel(pin.mypin)}"`);
  });

  it("leaves out the note and the town a pin does not have", async () => {
    const pin = await makePin(env.DB);
    const html = await (await embedOf(pin.mypin)).text();
    expect(html).not.toContain('class="near"');
    expect(html).not.toContain('class="note"');
  });

  it("answers a name that is no pin's with a not-found card, kept for less", async () => {
    const response = await embedOf(uniqueName("nobody owns this", "premium"), { "Accept-Language": "de" });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<h1>${germanSearch.notFound}</h1>`);
    expect(html).toContain(germanEmbedCard.notFoundDetail);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=10");
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors *");
    expect(response.headers.get("X-Frame-Options")).toBeNull();
  });

  it.each([
    ["a forbidden character", '<b onmouseover="alert(1)">x</b>'],
    ["two dots", "a..b"],
    ["an invisible character", "la\u200bke"],
  ])("answers a malformed name (%s) as not found, without repeating it", async (_label, name) => {
    const response = await embedOf(name);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<h1>${search.notFound}</h1>`);
    expect(html).toContain(embedCard.notFoundDetail);
    expect(html).not.toContain("onmouseover");
    expect(html).not.toContain("a..b");
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
  });

  it("counts each view as a search, within the search's rate limit", async () => {
    const { pin, statuses, limited } = await inOneRateWindow(async () => {
      const [pin, ip] = [await makePin(env.DB), uniqueIp()];
      const view = () => embedOf(pin.mypin, { "CF-Connecting-IP": ip });
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        const response = await view();
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      return { pin, statuses, limited: await view() };
    });
    expect(statuses).toEqual(Array(30).fill(200));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Cache-Control")).toBe("no-store");
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(await limited.text()).toContain(search.rateLimited);
    await flushSearchCounts(testDeps().db);
    const row = await createDb(env.DB).query.mypins.findFirst({ where: eq(mypins.id, pin.id) });
    expect(row?.searchCount).toBe(30);
  });
});

describe("every other answer", () => {
  it("still refuses to be framed", async () => {
    const pin = await seedPin();
    const answers = [
      await get(`/api/pins/${encodeURIComponent(pin.mypin)}`, uniqueIp()),
      await get(`/share/${encodeURIComponent(pin.mypin)}`, uniqueIp()),
      await get("/", uniqueIp()),
    ];
    for (const response of answers) {
      await response.arrayBuffer();
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    }
    expect(answers[0]?.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  });
});
