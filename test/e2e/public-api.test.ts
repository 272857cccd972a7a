import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from "vitest";
import { apiKeyDialogs, apiKeysPage, developersPage } from "../../domain/messages/developers.ts";
import { signIn } from "../helpers/browser/accounts.ts";
import { eventually, hydrated, openPage, useBrowser } from "../helpers/browser/browser.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
const PIN = "my.pin2";

// A developer's own website, on another origin than MyPin's: a page that calls the public API with
// the browser key it is given in its address, shows what it got, and frames the pin's card.
const SITE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Venue</title></head>
<body>
<h1>Find us</h1>
<p id="answer">Loading</p>
<p id="limits"></p>
<iframe title="Our MyPin" src="${baseUrl}/embed/${PIN}" width="360" height="420" style="border:0"></iframe>
<script type="module">
  const key = new URLSearchParams(location.search).get("key");
  const response = await fetch("${baseUrl}/v1/pins/${PIN}", { headers: { "X-Api-Key": key } });
  const body = await response.json();
  document.getElementById("answer").textContent = response.ok ? body.pin.name + " " + body.pin.directions.google : body.error.code;
  document.getElementById("limits").textContent = response.headers.get("RateLimit") ?? "no limits";
</script>
</body></html>`;

let site: Server;
// The same page at two origins: 127.0.0.1 is the one the key lists, localhost is another site.
let listed: string;
let unlisted: string;

beforeAll(async () => {
  site = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(SITE_PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const { port } = site.address() as AddressInfo;
  listed = `http://127.0.0.1:${port}`;
  unlisted = `http://localhost:${port}`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

// A visitor of the developer's site: a browser of its own, with no header of the suite's.
async function visitSite(origin: string, key: string) {
  const context = await browser().newContext();
  onTestFinished(() => context.close());
  const page = await context.newPage();
  await page.goto(`${origin}/?key=${encodeURIComponent(key)}`);
  return page;
}

describe("building on MyPin", () => {
  it("creates a capped browser key on the keys page, calls the API from the listed website, and frames the card", async () => {
    const { page } = await openPage(browser(), "desktop");
    await signIn(page);
    await page.goto(`${baseUrl}/account/api-keys`);
    await hydrated(page);
    await page.getByRole("button", { name: apiKeysPage.create }).first().click();
    const dialog = page.getByRole("dialog", { name: apiKeyDialogs.createTitle });
    await dialog.getByLabel(apiKeyDialogs.nameLabel).fill("Venue website");
    await dialog.getByRole("radio", { name: apiKeyDialogs.browserKind }).check();
    await dialog.getByLabel(apiKeyDialogs.websitesLabel).fill(`${listed}/\n`);
    // A cap keeps the key, which anyone can read in the page's code, to a share of the account's calls.
    await dialog.getByLabel(apiKeyDialogs.capLabel).fill("50");
    await dialog.getByRole("button", { name: apiKeyDialogs.createSubmit }).click();
    const secret = await page.getByLabel(apiKeyDialogs.secretLabel("Venue website")).inputValue();
    expect(secret).toMatch(/^mp_[A-Za-z0-9_-]{43}$/);
    await page.getByRole("button", { name: apiKeyDialogs.done }).click();
    await eventually(() => page.getByText(listed).isVisible()).toBe(true);
    expect(await page.content()).not.toContain(secret);

    const venue = await visitSite(listed, secret);
    await eventually(() => venue.locator("#answer").innerText()).toMatch(
      new RegExp(`^${PIN.replace(".", "\\.")} https://www\\.google\\.com/maps/dir/`),
    );
    expect(await venue.locator("#limits").innerText()).toMatch(/^"monthly";r=\d+;t=\d+, "burst";r=19;t=\d+$/);
    const card = venue.frameLocator('iframe[title="Our MyPin"]');
    await eventually(() => card.getByRole("link", { name: /Google Maps/ }).isVisible()).toBe(true);
    expect(await card.getByText(PIN, { exact: true }).isVisible()).toBe(true);

    // The same key copied onto another site's page is refused, and that page can read why.
    const elsewhere = await visitSite(unlisted, secret);
    await eventually(() => elsewhere.locator("#answer").innerText()).toBe("API_KEY_WRONG_WEBSITE");

    await page.reload();
    await eventually(() => page.getByText(apiKeysPage.callsOfCap("1", 50)).isVisible()).toBe(true);
  });

  it("starts a developer in five minutes on /developers, with the reference the API describes itself in", async () => {
    const { page } = await openPage(browser(), "phone");
    await page.goto(`${baseUrl}/developers`);
    await hydrated(page);
    expect(await page.getByRole("heading", { name: developersPage.quickStartHeading }).isVisible()).toBe(true);
    expect(await page.getByRole("figure", { name: "curl" }).innerText()).toContain(`${baseUrl}/v1/pins/lake.cabin`);
    const pins = page.getByRole("region", { name: "GET /v1/pins/{name}" });
    await eventually(() => pins.isVisible()).toBe(true);
    expect(await pins.getByText("Resolve a MyPin").isVisible()).toBe(true);
    expect(await page.getByRole("region", { name: "GET /v1/names/{name}/status" }).isVisible()).toBe(true);
  });
});
