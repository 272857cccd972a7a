import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PinEditor } from "../../app/components/create/pin-editor";
import { signInRequired } from "../../domain/messages/accounts";
import { directions } from "../../domain/messages/directions";
import { create, purchase, success } from "../../domain/messages/purchase";
import { endpoints } from "./api";
import { api, renderApp, signedIn } from "./harness";
import { staffPin } from "./staff-pins";

const ownMove = endpoints.me.pins[":id"].coordinates;
const adminMove = endpoints.admin.pins[":id"].coordinates;
const start = { point: { latitude: 51.501, longitude: -0.1416 }, zoom: 15 };
const found = { latitude: 48.858_37, longitude: 2.294_481, label: "Tour Eiffel, Paris" };

function renderEditor() {
  return renderApp(<PinEditor name="corner shop!" pinId={7} start={start} />, {
    at: "/?mypin=corner%20shop!&action=edit&id=7",
  });
}

const saveButton = () => screen.getByRole("button", { name: create.save }) as HTMLButtonElement;
const readout = (term: string) => screen.getByRole("definition", { name: term }).textContent;

// The marker moved to a searched address, the one way to move it without dragging on the map.
async function moveToFound(user: ReturnType<typeof renderEditor>["user"]) {
  api().answer(endpoints.geocode, "$get", 200, { place: found });
  await user.type(screen.getByLabelText(create.addressPlaceholder), "Eiffel Tower{Enter}");
  await screen.findByText(purchase.movedTo(found.label));
  expect(readout(purchase.latitude)).toBe("48.858370");
}

const ownedPin = {
  ...staffPin({ mypin: "corner shop!", id: 7 }),
  cancellation: "none" as const,
  standing: "active" as const,
  releaseOn: null,
  searchesByDay: [],
};

describe("Edit Location", () => {
  it("starts at the pin's place, and asks a signed-out visitor to sign in before Save", async () => {
    renderEditor();
    expect(readout(purchase.latitude)).toBe("51.501000");
    expect(readout(purchase.longitude)).toBe("-0.141600");
    expect(screen.getByRole("alert").textContent).toBe(signInRequired.updateCoordinates);
    expect(saveButton().disabled).toBe(true);
  });

  it("saves an owner's move through their own pins, says so and returns to the manage page", async () => {
    signedIn({ email: "owner@example.com" });
    api().answer(ownMove, "$patch", 200, { pin: ownedPin });
    const { user, location } = renderEditor();
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await moveToFound(user);
    await user.click(saveButton());
    await screen.findByText(success.coordinatesUpdated, { selector: "[data-title]" });
    expect(api().calls(ownMove, "$patch")).toEqual([
      expect.objectContaining({
        path: "/api/me/pins/7/coordinates",
        json: { latitude: found.latitude, longitude: found.longitude },
      }),
    ]);
    expect(api().calls(adminMove, "$patch")).toEqual([]);
    await waitFor(() =>
      expect(location()).toMatchObject({ pathname: "/", search: "", state: { showManageMyPins: true } }),
    );
  });

  it("saves a system admin's move of any pin through the admin's route", async () => {
    signedIn({ email: "admin@example.com", roles: ["system_admin"] });
    api().answer(adminMove, "$patch", 200, { pin: staffPin({ mypin: "corner shop!", id: 7 }) });
    const { user } = renderEditor();
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await user.click(saveButton());
    await screen.findByText(success.coordinatesUpdated, { selector: "[data-title]" });
    expect(
      api()
        .calls(adminMove, "$patch")
        .map((call) => call.json),
    ).toEqual([start.point]);
    expect(api().calls(ownMove, "$patch")).toEqual([]);
  });

  it("stays on the editor when the save fails, and says why", async () => {
    signedIn({ email: "owner@example.com" });
    api().failNetwork(ownMove, "$patch");
    const { user, location } = renderEditor();
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await user.click(saveButton());
    await screen.findByText(create.coordinatesFailed, { selector: "[data-title]" });
    expect(saveButton().disabled).toBe(false);
    expect(location().search).toBe("?mypin=corner%20shop!&action=edit&id=7");
  });

  it("says a sign-in is needed when the session ended elsewhere", async () => {
    signedIn({ email: "owner@example.com" });
    api().refuse(ownMove, "$patch", "UNAUTHENTICATED");
    const { user } = renderEditor();
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await user.click(saveButton());
    expect(await screen.findByText(signInRequired.updateCoordinates, { selector: "[data-title]" })).toBeTruthy();
  });

  it("keeps the marker where it was when the address is not found", async () => {
    api().refuse(endpoints.geocode, "$get", "ADDRESS_NOT_FOUND");
    const { user } = renderEditor();
    await user.type(screen.getByLabelText(create.addressPlaceholder), "nowhere at all{Enter}");
    await screen.findByText(directions.addressNotFound, { selector: "[data-title]" });
    expect(readout(purchase.latitude)).toBe("51.501000");
  });
});
