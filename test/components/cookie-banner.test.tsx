import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppRoutes } from "../../app/router";
import { cookieBanner } from "../../domain/messages/consent";
import { endpoints } from "./api";
import { api, renderApp, visitorFrom } from "./harness";

// The app reads the visitor's choice once per page load; this file is one visitor who has not
// chosen until its last test denies (cookie-banner-accept.test.tsx is one who accepts).
async function openPage(at: string) {
  visitorFrom("GB");
  return renderApp(<AppRoutes />, { at });
}

const banner = () => screen.findByRole("region", { name: cookieBanner.region });

describe("a visitor who has not chosen", () => {
  it("gets the banner with its choices and links once the page is up", async () => {
    await openPage("/about");
    const region = within(await banner());
    expect(region.getByRole("heading", { name: cookieBanner.title })).toBeTruthy();
    for (const name of [cookieBanner.accept, cookieBanner.deny]) {
      expect((region.getByRole("button", { name }) as HTMLButtonElement).disabled).toBe(false);
    }
    expect(region.getByRole("link", { name: cookieBanner.settings }).getAttribute("href")).toBe("/cookie-settings");
    expect(region.getByRole("link", { name: cookieBanner.policyLink }).getAttribute("href")).toBe("/cookies");
    expect(region.getByRole("link", { name: cookieBanner.settingsLink }).getAttribute("href")).toBe("/cookie-settings");
    expect(document.cookie).toBe("");
  });

  it("is not shown on the settings page, which asks the same question", async () => {
    await openPage("/cookie-settings");
    await screen.findByRole("heading", { name: "Cookie Settings", level: 1 });
    expect(screen.queryByRole("region", { name: cookieBanner.region })).toBeNull();
  });

  it("is reached from the keyboard, and Deny keeps the choice and sends nothing", async () => {
    const { user } = await openPage("/about");
    const deny = within(await banner()).getByRole("button", { name: cookieBanner.deny });
    for (let tab = 0; tab < 80 && document.activeElement !== deny; tab += 1) await user.tab();
    expect(document.activeElement).toBe(deny);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("region", { name: cookieBanner.region })).toBeNull());
    expect(document.cookie).toBe("cookies-consent=denied");
    expect(api().calls(endpoints.events, "$post")).toEqual([]);
  });
});
