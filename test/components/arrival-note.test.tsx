import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ArrivalNoteButton } from "../../app/components/manage/arrival-note-button";
import { arrivalNotes } from "../../domain/messages/manage";
import { endpoints } from "./api";
import { api, renderApp, signedIn } from "./harness";
import { staffPin } from "./staff-pins";

const noteRoute = endpoints.me.pins[":id"].note;

const ownedPin = (note: string | null) => ({
  ...staffPin({ mypin: "corner shop!", id: 7, note }),
  cancellation: "none" as const,
  standing: "active" as const,
  releaseOn: null,
  searchesByDay: [],
});

function openDialog(note: string | null) {
  signedIn({ email: "owner@example.com" });
  const rendered = renderApp(<ArrivalNoteButton pin={ownedPin(note)} />, { at: "/?page=manage" });
  return rendered;
}

const field = () => screen.getByLabelText(arrivalNotes.label) as HTMLTextAreaElement;
const saveButton = () => screen.getByRole("button", { name: arrivalNotes.save }) as HTMLButtonElement;

describe("the arrival note dialog", () => {
  it("starts from the pin's note, counts what is left as it will be saved, and saves it", async () => {
    const { user } = openDialog("Gate 2");
    await user.click(screen.getByRole("button", { name: arrivalNotes.edit }));
    expect(screen.getByRole("dialog", { name: arrivalNotes.dialogTitle("corner shop!") })).toBeTruthy();
    expect(field().value).toBe("Gate 2");
    expect(screen.getByText(arrivalNotes.charactersLeft(274))).toBeTruthy();

    await user.type(field(), "   {Enter}{Enter}{Enter}Parking behind the barn");
    expect(
      screen.getByText(arrivalNotes.charactersLeft(280 - "Gate 2\n\nParking behind the barn".length)),
    ).toBeTruthy();

    api().answer(noteRoute, "$put", 200, { pin: ownedPin("Gate 2\n\nParking behind the barn") });
    await user.click(saveButton());
    await screen.findByText(arrivalNotes.saved, { selector: "[data-title]" });
    expect(api().calls(noteRoute, "$put")).toEqual([
      expect.objectContaining({
        path: "/api/me/pins/7/note",
        json: { note: "Gate 2   \n\n\nParking behind the barn" },
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says how far over the limit a note is, and sends nothing until it fits", async () => {
    const { user } = openDialog(null);
    await user.click(screen.getByRole("button", { name: arrivalNotes.edit }));
    await user.click(field());
    await user.paste("a".repeat(283));
    expect(screen.getByText(arrivalNotes.charactersOver(3))).toBeTruthy();
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(saveButton().disabled).toBe(true);
    expect(api().calls(noteRoute, "$put")).toEqual([]);
  });

  it("says a refusal beside the note in the server's words, and keeps the text", async () => {
    const { user } = openDialog(null);
    await user.click(screen.getByRole("button", { name: arrivalNotes.edit }));
    await user.type(field(), "Some bad word");
    api().refuse(noteRoute, "$put", "NOTE_EXPLETIVE");
    await user.click(saveButton());
    expect((await screen.findByRole("alert")).textContent).toBe(arrivalNotes.expletive);
    expect(field().value).toBe("Some bad word");
    expect(field().getAttribute("aria-describedby")).toContain(screen.getByRole("alert").id);
  });

  it("says the note was removed when it is saved empty", async () => {
    const { user } = openDialog("Gate 2");
    await user.click(screen.getByRole("button", { name: arrivalNotes.edit }));
    await user.clear(field());
    api().answer(noteRoute, "$put", 200, { pin: ownedPin(null) });
    await user.click(saveButton());
    await screen.findByText(arrivalNotes.removed, { selector: "[data-title]" });
    expect(
      api()
        .calls(noteRoute, "$put")
        .map((call) => call.json),
    ).toEqual([{ note: "" }]);
  });
});
