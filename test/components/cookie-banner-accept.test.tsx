import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppRoutes } from "../../app/router";
import { cookieBanner } from "../../domain/messages/consent";
import { endpoints } from "./api";
import { api, renderApp, visitorFrom } from "./harness";

describe("a visitor who accepts cookies", () => {
  it("keeps the choice, gets a visitor id and counts the page they are on, and every next one", async () => {
    visitorFrom("GB");
    api().answer(endpoints.events, "$post", 204, null);
    const { user } = renderApp(<AppRoutes />, { at: "/about" });
    const region = await screen.findByRole("region", { name: cookieBanner.region });
    expect(api().calls(endpoints.events, "$post")).toEqual([]);
    await user.click(within(region).getByRole("button", { name: cookieBanner.accept }));
    await waitFor(() => expect(screen.queryByRole("region", { name: cookieBanner.region })).toBeNull());
    // The beacon's code loads once they accepted.
    await waitFor(() =>
      expect(
        api()
          .calls(endpoints.events, "$post")
          .map((call) => call.json),
      ).toEqual([{ type: "page_view", path: "/about" }]),
    );
    expect(document.cookie).toMatch(/^cookies-consent=accepted; mypin_analytics=[0-9a-f-]{36}$/);

    await user.click(screen.getAllByRole("link", { name: "Pricing" })[0]!);
    await waitFor(() => expect(api().calls(endpoints.events, "$post")).toHaveLength(2));
    expect(api().calls(endpoints.events, "$post")[1]?.json).toEqual({ type: "page_view", path: "/pricing" });
  });
});
