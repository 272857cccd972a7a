import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TApiKey, TApiKeys } from "../../app/api/api-keys";
import { AppRoutes } from "../../app/router";
import { apiRefusals, apiKeyDialogs as dialogs, apiKeysPage as text } from "../../domain/messages/developers";
import { accountMenu } from "../../domain/messages/site";
import { endpoints } from "./api";
import { api, renderApp, signedIn, visitorFrom } from "./harness";

const keysRoute = endpoints.me["api-keys"];
const keyRoute = keysRoute[":id"];
const KEY_ID = "5d0f3c1e-8a4b-4f6e-9c2d-1b7a3e5f9d20";
const SECRET = `mp_${"Q7x".repeat(14)}Z`;

const serverKey: TApiKey = {
  id: KEY_ID,
  name: "Deliveries",
  kind: "server",
  origins: [],
  hint: "abcd",
  createdAt: Date.UTC(2026, 10, 2, 9),
  rotatedAt: null,
  callsThisMonth: 240,
  monthlyCap: null,
};

const browserKey: TApiKey = {
  ...serverKey,
  id: "0c6e2b9a-3d1f-4a7e-8b5c-2f9d4e1a7c30",
  name: "Shop widget",
  kind: "browser",
  origins: ["https://example.com", "https://shop.example.com"],
  hint: "wxyz",
  rotatedAt: Date.UTC(2026, 10, 20, 9),
  callsThisMonth: 10,
};

const noUse: TApiKeys["usage"] = { month: "2026-11", quota: 1000, used: 0, days: [] };
const someUse: TApiKeys["usage"] = {
  month: "2026-11",
  quota: 1000,
  used: 250,
  days: [
    { day: "2026-11-03", calls: 12 },
    { day: "2026-11-27", calls: 238 },
  ],
};

function answerKeys(keys: TApiKey[], usage = noUse) {
  api().answer(keysRoute, "$get", 200, { keys, usage });
}

async function openPage() {
  signedIn({ email: "developer@example.com" });
  const rendered = renderApp(<AppRoutes />, { at: "/account/api-keys" });
  await screen.findByRole("heading", { name: text.keysHeading });
  return rendered;
}

const cardOf = (name: string) => screen.getByRole("heading", { name, level: 3 }).closest("li") as HTMLElement;
const toastShown = (message: string) => screen.findByText(message, { selector: "[data-title]" });

describe("the API keys page", () => {
  it("asks a signed-out visitor to sign in", async () => {
    visitorFrom("GB");
    renderApp(<AppRoutes />, { at: "/account/api-keys" });
    expect(await screen.findByText(text.signInFirst)).toBeTruthy();
    expect(within(screen.getByRole("main")).getByRole("link", { name: accountMenu.signIn })).toBeTruthy();
    expect(api().calls(keysRoute, "$get")).toEqual([]);
  });

  it("says there are no keys yet, with Create at hand and no chart", async () => {
    visitorFrom("GB");
    answerKeys([]);
    await openPage();
    expect(screen.getByText(text.empty)).toBeTruthy();
    expect(screen.getByText(text.noCallsYet)).toBeTruthy();
    expect(screen.getByRole("button", { name: text.create })).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("link", { name: text.guideLink }).getAttribute("href")).toBe("/developers");
  });

  it("lists the keys with this month's use against the allowance", async () => {
    visitorFrom("GB");
    answerKeys([serverKey, browserKey], someUse);
    await openPage();
    expect(screen.getByText(text.usage("250", "1,000"))).toBeTruthy();
    const bar = screen.getByRole("progressbar");
    expect([bar.getAttribute("aria-valuenow"), bar.getAttribute("aria-valuemax")]).toEqual(["250", "1000"]);
    expect(screen.getByText(text.resets("Dec 1, 2026"))).toBeTruthy();
    const chart = within(screen.getByRole("img", { name: text.usageChart("November 2026") }));
    expect(chart.getByText(text.dayCalls("Nov 27, 2026", 238), { selector: "rect > title" })).toBeTruthy();
    expect(chart.getByText(text.dayCalls("Nov 4, 2026", 0), { selector: "rect > title" })).toBeTruthy();

    const server = within(cardOf("Deliveries"));
    expect(server.getByText(text.serverKey)).toBeTruthy();
    expect(server.getByText(text.endsWith("abcd"))).toBeTruthy();
    expect(server.getByText(text.created("Nov 2, 2026"))).toBeTruthy();
    expect(server.getByText(text.callsThisMonth(240))).toBeTruthy();
    expect(server.queryByText(text.websites)).toBeNull();
    const browser = within(cardOf("Shop widget"));
    expect(browser.getByText(text.browserKey)).toBeTruthy();
    expect(browser.getByText("https://shop.example.com")).toBeTruthy();
    expect(browser.getByText(text.rotated("Nov 20, 2026"))).toBeTruthy();
  });

  it("creates a browser key for the websites typed, and shows its secret once", async () => {
    visitorFrom("GB");
    answerKeys([]);
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: text.create }));
    await user.type(screen.getByLabelText(dialogs.nameLabel), "Shop widget");
    expect(screen.queryByLabelText(dialogs.websitesLabel)).toBeNull();
    await user.click(screen.getByRole("radio", { name: dialogs.browserKind }));
    await user.type(
      screen.getByLabelText(dialogs.websitesLabel),
      "  https://example.com {Enter}{Enter} https://shop.example.com {Enter}",
    );
    api().answer(keysRoute, "$post", 201, { key: browserKey, secret: SECRET });
    answerKeys([browserKey]);
    await user.click(screen.getByRole("button", { name: dialogs.createSubmit }));

    const secret = await screen.findByDisplayValue(SECRET);
    expect(screen.getByRole("dialog", { name: dialogs.secretTitle })).toBeTruthy();
    expect(
      api()
        .calls(keysRoute, "$post")
        .map((call) => call.json),
    ).toEqual([
      {
        name: "Shop widget",
        kind: "browser",
        origins: ["https://example.com", "https://shop.example.com"],
        monthlyCap: null,
      },
    ]);
    expect(document.activeElement).toBe(secret);
    await user.click(screen.getByRole("button", { name: dialogs.copy }));
    await toastShown(dialogs.copied);
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    await user.click(screen.getByRole("button", { name: dialogs.done }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(cardOf("Shop widget")).toBeTruthy();
    // The list's own Create button, which took the empty list's place while the dialog was open.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: text.create })));
    expect(document.body.innerHTML).not.toContain(SECRET);
    await user.click(screen.getByRole("button", { name: text.create }));
    expect((screen.getByLabelText(dialogs.nameLabel) as HTMLInputElement).value).toBe("");
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it("says a refusal beside the form in the server's words, on the field it concerns", async () => {
    visitorFrom("GB");
    answerKeys([]);
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: text.create }));
    await user.type(screen.getByLabelText(dialogs.nameLabel), "Shop widget");
    await user.click(screen.getByRole("radio", { name: dialogs.browserKind }));
    api().refuse(keysRoute, "$post", "BAD_REQUEST", { message: apiRefusals.websiteRequired });
    await user.click(screen.getByRole("button", { name: dialogs.createSubmit }));
    const refusal = await within(screen.getByRole("dialog")).findByRole("alert");
    expect(refusal.textContent).toBe(apiRefusals.websiteRequired);
    expect(screen.getByLabelText(dialogs.websitesLabel).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText(dialogs.nameLabel).getAttribute("aria-invalid")).toBe("false");

    api().refuse(keysRoute, "$post", "API_KEY_LIMIT");
    await user.type(screen.getByLabelText(dialogs.websitesLabel), "https://example.com");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: dialogs.createSubmit }));
    expect((await within(screen.getByRole("dialog")).findByRole("alert")).textContent).toBe(apiRefusals.keyLimit);
    expect(screen.getByLabelText(dialogs.websitesLabel).getAttribute("aria-invalid")).toBe("false");
  });

  it("rotates a key once asked, and shows its new secret", async () => {
    visitorFrom("GB");
    answerKeys([serverKey]);
    const { user } = await openPage();
    await user.click(within(cardOf("Deliveries")).getByRole("button", { name: text.rotate }));
    expect(screen.getByRole("dialog", { name: dialogs.rotateTitle("Deliveries") })).toBeTruthy();
    const rotated = { ...serverKey, rotatedAt: Date.UTC(2026, 10, 28, 9) };
    api().answer(keyRoute.rotate, "$post", 200, { key: rotated, secret: SECRET });
    answerKeys([rotated]);
    await user.click(screen.getByRole("button", { name: dialogs.rotateSubmit }));
    expect(await screen.findByDisplayValue(SECRET)).toBeTruthy();
    expect(screen.getByLabelText(dialogs.secretLabel("Deliveries"))).toBeTruthy();
    expect(api().calls(keyRoute.rotate, "$post")).toEqual([
      expect.objectContaining({ path: `/api/me/api-keys/${KEY_ID}/rotate`, json: {} }),
    ]);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(within(cardOf("Deliveries")).getByRole("button", { name: text.rotate })),
    );
    expect(document.body.innerHTML).not.toContain(SECRET);
    expect(await screen.findByText(text.rotated("Nov 28, 2026"))).toBeTruthy();
  });

  it("revokes a key only once asked, then reads the list again", async () => {
    visitorFrom("GB");
    answerKeys([serverKey]);
    const { user } = await openPage();
    await user.click(within(cardOf("Deliveries")).getByRole("button", { name: text.revoke }));
    expect(screen.getByText(dialogs.revokeBody)).toBeTruthy();
    expect(api().calls(keyRoute, "$delete")).toEqual([]);
    api().answer(keyRoute, "$delete", 204, null);
    answerKeys([]);
    await user.click(screen.getByRole("button", { name: dialogs.revokeSubmit }));
    await toastShown(dialogs.revoked);
    expect(await screen.findByText(text.empty)).toBeTruthy();
    expect(api().calls(keyRoute, "$delete")).toEqual([
      expect.objectContaining({ path: `/api/me/api-keys/${KEY_ID}`, json: {} }),
    ]);
    expect(api().calls(keysRoute, "$get")).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: text.keysHeading })));
  });

  it("renames a key to the name typed", async () => {
    visitorFrom("GB");
    answerKeys([serverKey]);
    const { user } = await openPage();
    await user.click(within(cardOf("Deliveries")).getByRole("button", { name: text.rename }));
    const field = screen.getByLabelText(dialogs.nameLabel);
    expect((field as HTMLInputElement).value).toBe("Deliveries");
    await user.clear(field);
    await user.type(field, "Drivers app");
    const renamed = { ...serverKey, name: "Drivers app" };
    api().answer(keyRoute, "$patch", 200, { key: renamed });
    answerKeys([renamed]);
    await user.click(screen.getByRole("button", { name: dialogs.renameSubmit }));
    await toastShown(dialogs.renamed);
    expect(
      api()
        .calls(keyRoute, "$patch")
        .map((call) => call.json),
    ).toEqual([{ name: "Drivers app" }]);
    expect(await screen.findByRole("heading", { name: "Drivers app", level: 3 })).toBeTruthy();
  });

  it("says when a key is gone (revoked in another tab), and drops it from the list", async () => {
    visitorFrom("GB");
    answerKeys([serverKey]);
    const { user } = await openPage();
    await user.click(within(cardOf("Deliveries")).getByRole("button", { name: text.rename }));
    api().refuse(keyRoute, "$patch", "API_KEY_NOT_FOUND");
    answerKeys([]);
    await user.click(screen.getByRole("button", { name: dialogs.renameSubmit }));
    await toastShown(dialogs.renameFailed(apiRefusals.keyNotFound));
    expect(await screen.findByText(text.empty)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("gives a new browser key the monthly cap typed, and asks none of a server key", async () => {
    visitorFrom("GB");
    answerKeys([]);
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: text.create }));
    await user.type(screen.getByLabelText(dialogs.nameLabel), "Shop widget");
    expect(screen.queryByLabelText(dialogs.capLabel)).toBeNull();
    await user.click(screen.getByRole("radio", { name: dialogs.browserKind }));
    await user.type(screen.getByLabelText(dialogs.websitesLabel), "https://example.com");
    const cap = screen.getByLabelText(dialogs.capLabel);
    expect(cap.getAttribute("type")).toBe("number");
    expect(screen.getByText(dialogs.capHint("1,000"))).toBeTruthy();
    await user.type(cap, "250");
    api().answer(keysRoute, "$post", 201, { key: { ...browserKey, monthlyCap: 250 }, secret: SECRET });
    answerKeys([{ ...browserKey, monthlyCap: 250 }]);
    await user.click(screen.getByRole("button", { name: dialogs.createSubmit }));
    expect(await screen.findByDisplayValue(SECRET)).toBeTruthy();
    expect(
      api()
        .calls(keysRoute, "$post")
        .map((call) => call.json),
    ).toEqual([{ name: "Shop widget", kind: "browser", origins: ["https://example.com"], monthlyCap: 250 }]);
  });

  it.each([
    ["0", apiRefusals.capWhole],
    ["12.5", apiRefusals.capWhole],
    ["-4", apiRefusals.capWhole],
    ["1001", apiRefusals.capAbove(1000)],
  ])("refuses a cap of %s beside its field, without asking the server", async (typed, refusal) => {
    visitorFrom("GB");
    answerKeys([]);
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: text.create }));
    await user.type(screen.getByLabelText(dialogs.nameLabel), "Shop widget");
    await user.click(screen.getByRole("radio", { name: dialogs.browserKind }));
    await user.type(screen.getByLabelText(dialogs.websitesLabel), "https://example.com");
    await user.type(screen.getByLabelText(dialogs.capLabel), typed);
    await user.click(screen.getByRole("button", { name: dialogs.createSubmit }));
    const alert = await within(screen.getByRole("dialog")).findByRole("alert");
    expect(alert.textContent).toBe(refusal);
    const cap = screen.getByLabelText(dialogs.capLabel);
    expect(cap.getAttribute("aria-invalid")).toBe("true");
    expect(cap.getAttribute("aria-describedby")?.split(" ")).toContain(alert.id);
    expect(api().calls(keysRoute, "$post")).toEqual([]);
    await user.type(cap, "{Backspace}");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a capped key's calls against its cap", async () => {
    visitorFrom("GB");
    answerKeys([serverKey, { ...browserKey, callsThisMonth: 1200, monthlyCap: 5000 }], {
      ...someUse,
      quota: 10_000,
    });
    await openPage();
    expect(within(cardOf("Shop widget")).getByText(text.callsOfCap("1,200", 5000))).toBeTruthy();
    expect(text.callsOfCap("1,200", 5000)).toBe("1,200 of 5,000 calls this month");
    expect(within(cardOf("Deliveries")).getByText(text.callsThisMonth(240))).toBeTruthy();
  });

  it("changes a key's monthly cap from its row, and removes it", async () => {
    visitorFrom("GB");
    const capped = { ...browserKey, monthlyCap: 500 };
    answerKeys([capped]);
    const { user } = await openPage();
    await user.click(within(cardOf("Shop widget")).getByRole("button", { name: text.cap }));
    expect(screen.getByRole("dialog", { name: dialogs.capTitle("Shop widget") })).toBeTruthy();
    const field = screen.getByLabelText(dialogs.capLabel) as HTMLInputElement;
    expect(field.value).toBe("500");
    await user.clear(field);
    await user.type(field, "100");
    api().answer(keyRoute, "$patch", 200, { key: { ...capped, monthlyCap: 100 } });
    answerKeys([{ ...capped, monthlyCap: 100 }]);
    await user.click(screen.getByRole("button", { name: dialogs.capSubmit }));
    await toastShown(dialogs.capSaved);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText(text.callsOfCap("10", 100))).toBeTruthy();

    await user.click(within(cardOf("Shop widget")).getByRole("button", { name: text.cap }));
    await user.clear(screen.getByLabelText(dialogs.capLabel));
    api().answer(keyRoute, "$patch", 200, { key: { ...capped, monthlyCap: null } });
    answerKeys([{ ...capped, monthlyCap: null }]);
    await user.click(screen.getByRole("button", { name: dialogs.capSubmit }));
    expect(await screen.findByText(text.callsThisMonth(10))).toBeTruthy();
    expect(
      api()
        .calls(keyRoute, "$patch")
        .map((call) => call.json),
    ).toEqual([{ monthlyCap: 100 }, { monthlyCap: null }]);
  });

  it("marks the cap field with the server's refusal of it", async () => {
    visitorFrom("GB");
    answerKeys([serverKey]);
    const { user } = await openPage();
    await user.click(within(cardOf("Deliveries")).getByRole("button", { name: text.cap }));
    await user.type(screen.getByLabelText(dialogs.capLabel), "900");
    api().refuse(keyRoute, "$patch", "BAD_REQUEST", { message: apiRefusals.capAbove(1000) });
    await user.click(screen.getByRole("button", { name: dialogs.capSubmit }));
    const alert = await within(screen.getByRole("dialog")).findByRole("alert");
    expect(alert.textContent).toBe(apiRefusals.capAbove(1000));
    expect(screen.getByLabelText(dialogs.capLabel).getAttribute("aria-invalid")).toBe("true");
  });
});
