import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppRoutes } from "../../app/router";
import { namePolicy, nameRules } from "../../domain/messages/names";
import { availability, availabilityPage } from "../../domain/messages/purchase";
import { endpoints } from "./api";
import { api, renderApp, visitorFrom } from "./harness";

const hold = endpoints.names[":name"].hold;

function openLanding() {
  visitorFrom("GB");
  return renderApp(<AppRoutes />, { at: "/landing" });
}

const nameField = () => screen.getByLabelText(availabilityPage.nameLabel) as HTMLInputElement;
const checkButton = () => screen.getByRole("button", { name: availabilityPage.check }) as HTMLButtonElement;
const alertWith = (text: string) => screen.findByText(text, { selector: "[role=alert] *, [role=alert]" });

describe("the availability checker", () => {
  it("validates on each keystroke, prices the tier, and enables the check only for a valid name", async () => {
    const { user } = openLanding();
    await screen.findByLabelText(availabilityPage.nameLabel);
    expect(checkButton().disabled).toBe(true);

    await user.type(nameField(), "Rose");
    expect(screen.getByText(nameRules.validFormat("Premium"))).toBeTruthy();
    expect(screen.getByText("£36 per year")).toBeTruthy();
    expect(checkButton().disabled).toBe(false);

    await user.type(nameField(), ".");
    expect(screen.getByText(nameRules.periodCount)).toBeTruthy();
    expect(checkButton().disabled).toBe(true);
    expect(nameField().getAttribute("aria-invalid")).toBe("true");

    await user.type(nameField(), "Cottage");
    expect(screen.getByText(nameRules.validFormat("Simple"))).toBeTruthy();
    expect(screen.getByText("£24 per year")).toBeTruthy();
    expect(screen.getByText(availability.cancelAnytime)).toBeTruthy();
    expect(checkButton().disabled).toBe(false);

    await user.clear(nameField());
    expect(screen.getByText(nameRules.empty)).toBeTruthy();
    expect(checkButton().disabled).toBe(true);
    expect(api().calls(hold, "$post")).toEqual([]);
  });

  it("tells the visitor a taken name is taken, stays, and clears the refusal once the name is edited", async () => {
    api().refuse(hold, "$post", "NAME_TAKEN");
    const { user, location } = openLanding();
    await user.type(await screen.findByLabelText(availabilityPage.nameLabel), "My.Pin2");
    await user.click(checkButton());
    expect(await alertWith(availability.taken)).toBeTruthy();
    expect(location().pathname).toBe("/landing");
    expect(
      api()
        .calls(hold, "$post")
        .map((call) => call.path),
    ).toEqual(["/api/names/my.pin2/hold"]);

    await user.type(nameField(), "x");
    await waitFor(() => expect(screen.queryByText(availability.taken)).toBeNull());
  });

  it("tells the visitor why the name policy refuses a name, in the server's words", async () => {
    api().refuse(hold, "$post", "NAME_EXPLETIVE", { once: true });
    api().refuse(hold, "$post", "NAME_RESERVED", { once: true });
    const { user, location } = openLanding();
    await user.type(await screen.findByLabelText(availabilityPage.nameLabel), "rude.words.here");
    await user.click(checkButton());
    expect(await alertWith(namePolicy.expletive)).toBeTruthy();
    await user.clear(nameField());
    await user.type(nameField(), "Coca Cola");
    await user.click(checkButton());
    expect(await alertWith(namePolicy.reserved)).toBeTruthy();
    expect(location().pathname).toBe("/landing");
  });

  it("holds a free name and goes on to the reservation", async () => {
    const expiresAt = Date.now() + 600_000;
    api().answer(hold, "$post", 200, { hold: { expiresAt, kind: "anonymous" } });
    api().answer(hold, "$get", 200, { isLocked: true, lockedByCurrentUser: true, expiresAt });
    const { user, location } = openLanding();
    await user.type(await screen.findByLabelText(availabilityPage.nameLabel), "Rose Cottage");
    await user.click(checkButton());
    await waitFor(() => expect(location().pathname).toBe("/landing2"));
    const query = new URLSearchParams(location().search);
    expect([query.get("mypin"), query.get("tier"), query.get("virtual")]).toEqual(["rose cottage", "premium", "true"]);
    expect(await screen.findByRole("timer")).toBeTruthy();
  });
});

describe("the reservation page", () => {
  const reservation = (name: string) =>
    `/landing2?mypin=${encodeURIComponent(name)}&tier=premium&virtual=true&requireLocation=true&reservedAt=${Date.now()}`;

  it("says a name this visitor does not hold is not reserved for them, and goes back", async () => {
    api().answer(hold, "$get", 200, { isLocked: false, lockedByCurrentUser: false, expiresAt: null });
    visitorFrom("GB");
    const { location } = renderApp(<AppRoutes />, { at: reservation("never held") });
    expect(await alertWith(availability.reservationLost)).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe("/landing"), { timeout: 10_000 });
  });

  it("says the reservation cannot be verified when the check fails, shows no timer, and goes back", async () => {
    api().failNetwork(hold, "$get");
    visitorFrom("GB");
    const { location } = renderApp(<AppRoutes />, { at: reservation("offline name") });
    expect(await alertWith(availability.reservationUnverified)).toBeTruthy();
    expect(screen.queryByRole("timer")).toBeNull();
    await waitFor(() => expect(location().pathname).toBe("/landing"), { timeout: 10_000 });
  });
});
