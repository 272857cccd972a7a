import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppRoutes } from "../../app/router";
import { namePolicy, nameRules } from "../../domain/messages/names";
import { endpoints } from "./api";
import { api, renderApp, visitorFrom } from "./harness";

const availabilityOf = endpoints.names[":name"].availability;

async function openLanding() {
  visitorFrom("GB");
  api().answer(endpoints["top-pins"], "$get", 200, { pins: [] });
  const rendered = renderApp(<AppRoutes />, { at: "/" });
  await screen.findByLabelText("Enter a name for your place");
  return rendered;
}

const nameField = () => screen.getByLabelText("Enter a name for your place") as HTMLInputElement;
const createButton = () => screen.getByRole("button", { name: "Create MyPin" });

async function typeName(user: Awaited<ReturnType<typeof openLanding>>["user"], name: string) {
  await user.clear(nameField());
  await user.type(nameField(), name);
}

describe("the create panel", () => {
  it("validates as you type and shows the tier hint", async () => {
    const { user } = await openLanding();
    await typeName(user, "a..b");
    expect(screen.getByText(nameRules.consecutivePeriods)).toBeTruthy();
    await typeName(user, "my.pin 2.x");
    expect(screen.getByText(nameRules.basicSpaces)).toBeTruthy();
    await typeName(user, "a".repeat(31));
    expect(screen.getByText(nameRules.premiumTooLong)).toBeTruthy();
    await typeName(user, "Rose.Cottage");
    expect(screen.getAllByText(/Simple/).length).toBeGreaterThan(0);
    expect(screen.queryByText(nameRules.premiumTooLong)).toBeNull();
  });

  it("refuses a taken name with 'MyPin exists, choose again'", async () => {
    api().answer(availabilityOf, "$get", 200, { available: false, reason: "taken" });
    const { user, location } = await openLanding();
    await typeName(user, "My.Pin2");
    await user.click(createButton());
    expect(await screen.findByText("MyPin exists, choose again")).toBeTruthy();
    expect(location().pathname).toBe("/");
    expect(
      api()
        .calls(availabilityOf, "$get")
        .map((call) => call.path),
    ).toEqual(["/api/names/my.pin2/availability"]);
  });

  it("tells a visitor why a name is refused: invisible characters at once, the server's policy once asked", async () => {
    api().refuse(availabilityOf, "$get", "NAME_MIXED_SCRIPTS", { once: true });
    api().refuse(availabilityOf, "$get", "NAME_RESERVED", { once: true });
    const { user, location } = await openLanding();
    await typeName(user, "My.Pi\u200bn2");
    expect(screen.getByText(nameRules.invisibleCharacters)).toBeTruthy();
    await typeName(user, "My.P\u0456n2");
    await user.click(createButton());
    expect(await screen.findByText(namePolicy.mixedScripts)).toBeTruthy();
    await typeName(user, "Google Maps");
    await user.click(createButton());
    expect(await screen.findByText(namePolicy.reserved)).toBeTruthy();
    expect(location().pathname).toBe("/");
  });

  it("shows an alert with the error and the format help for an invalid name, asking nothing", async () => {
    const { user } = await openLanding();
    await typeName(user, "a.b.c.d");
    await user.click(createButton());
    const alert = (await screen.findAllByRole("alert")).find((each) =>
      each.textContent?.includes(nameRules.periodCount),
    );
    expect(alert?.textContent).toContain("My.Pin2");
    expect(api().calls(availabilityOf, "$get")).toEqual([]);
  });
});
