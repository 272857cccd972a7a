import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppRoutes } from "../../app/router";
import { search } from "../../domain/messages/search";
import { renamedPin, sharePage } from "../../domain/messages/share";
import { endpoints } from "./api";
import { api, renderApp, visitorFrom } from "./harness";

const searchAt = endpoints.pins[":name"];
const renamed = {
  pin: {
    id: 7,
    mypin: "corner store!",
    userName: "Robin",
    latitude: 51.5,
    longitude: -0.12,
    searchCount: 3,
    note: null,
    near: null,
  },
  renamedFrom: "corner shop!",
};

// A former name's search answers the pin under its new name (staff renamed it): the visitor is
// told, and taken on to the new name without a second search.
describe("a renamed pin's old name", () => {
  it("says the old name is now the new one, and moves the result's address to the new name", async () => {
    visitorFrom("GB");
    api().answer(searchAt, "$get", 200, renamed);
    const { location } = renderApp(<AppRoutes />, { at: "/?pin=corner%20shop!" });
    expect(
      await screen.findByText(renamedPin.title("corner shop!", "corner store!"), { selector: "[data-title]" }),
    ).toBeTruthy();
    expect(screen.getByText(renamedPin.detail)).toBeTruthy();
    await waitFor(() => expect(location().search).toBe("?pin=corner%20store!"));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(search.resultTitle("corner store!"));
    expect(api().calls(searchAt, "$get")).toHaveLength(1);
  });

  it("opens on the landing's search straight at the new name, saying so", async () => {
    visitorFrom("GB");
    api().answer(endpoints["top-pins"], "$get", 200, { pins: [] });
    api().answer(searchAt, "$get", 200, renamed);
    const { user, location } = renderApp(<AppRoutes />, { at: "/" });
    await user.type(await screen.findByLabelText("Enter MyPin to search"), "Corner Shop!{Enter}");
    await waitFor(() => expect(location().search).toBe("?pin=corner%20store!"));
    expect(
      await screen.findByText(renamedPin.title("corner shop!", "corner store!"), { selector: "[data-title]" }),
    ).toBeTruthy();
    expect(api().calls(searchAt, "$get")).toHaveLength(1);
  });

  it("has the share page open the pin under its new name", async () => {
    visitorFrom("GB");
    api().answer(searchAt, "$get", 200, renamed);
    renderApp(<AppRoutes />, { at: "/share/corner%20shop!" });
    expect(await screen.findByRole("heading", { name: sharePage.title("corner store!") })).toBeTruthy();
    expect(
      await screen.findByText(renamedPin.title("corner shop!", "corner store!"), { selector: "[data-title]" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: sharePage.goNow }).getAttribute("href")).toBe("/?pin=corner%20store!");
  });
});
