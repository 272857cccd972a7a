import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppRoutes } from "../../app/router";
import { signInRequired } from "../../domain/messages/accounts";
import { helpDesk, staffPins } from "../../domain/messages/staff";
import { transferDialog } from "../../domain/messages/transfers";
import { endpoints } from "./api";
import { api, renderApp, signedIn, visitorFrom } from "./harness";
import { staffPin } from "./staff-pins";

const pins = endpoints.helpdesk.pins;
const renameAt = endpoints.helpdesk.pins[":id"];

async function openHelpDesk() {
  signedIn({ email: "desk@example.com", roles: ["help_desk"] });
  visitorFrom("GB");
  const rendered = renderApp(<AppRoutes />, { at: "/?page=manage" });
  await screen.findByRole("heading", { name: helpDesk.title, level: 1 });
  return rendered;
}

async function search(user: Awaited<ReturnType<typeof openHelpDesk>>["user"], by: "Email" | "MyPin", term: string) {
  await user.click(screen.getByRole("radio", { name: by }));
  await user.clear(screen.getByLabelText(staffPins.searchLabel));
  await user.type(screen.getByLabelText(staffPins.searchLabel), `${term}{Enter}`);
}

const row = (name: string) =>
  screen.getAllByRole("row").find((each) => within(each).queryByText(name, { exact: true }));

describe("the help desk's manage view", () => {
  it("shows only the search on load, and a blank search asks for a term without asking the server", async () => {
    const { user } = await openHelpDesk();
    expect(screen.getByText(staffPins.searchNote)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    const field = screen.getByLabelText(staffPins.searchLabel);
    expect(field.getAttribute("placeholder")).toBe(staffPins.placeholders.email);
    await user.click(screen.getByRole("radio", { name: staffPins.byName }));
    expect(field.getAttribute("placeholder")).toBe(staffPins.placeholders.name);

    await user.type(field, "   ");
    await user.click(screen.getByRole("button", { name: staffPins.search }));
    expect(screen.getByRole("alert").textContent).toBe(helpDesk.searchTermRequired);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    await screen.findByText(helpDesk.searchTermRequired, { selector: "[data-title]" });
    expect(api().calls(pins, "$get")).toEqual([]);
    await user.type(field, "x");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("groups what it finds by tier, says how many, and clears", async () => {
    const found = [
      staffPin({ mypin: "my.pin2", tier: "simple" }),
      staffPin({ mypin: "corner shop!", tier: "premium" }),
      staffPin({ mypin: "harbour.view", tier: "simple" }),
    ];
    api().answer(pins, "$get", 200, { pins: found });
    const { user } = await openHelpDesk();
    await search(user, "Email", "Owner@Example.com");
    await screen.findByText(staffPins.found(3));
    expect(screen.getByRole("heading", { name: staffPins.resultsHeading(3) })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Premium (1)",
      "Simple (2)",
    ]);
    for (const header of Object.values(staffPins.columns)) {
      expect(screen.getAllByRole("columnheader", { name: header }).length).toBeGreaterThan(0);
    }
    expect(within(row("corner shop!")!).getByRole("link", { name: "corner shop!" }).getAttribute("href")).toBe(
      "/?pin=corner%20shop!",
    );
    expect(
      api()
        .calls(pins, "$get")
        .map((call) => call.search),
    ).toEqual(["?by=email&q=Owner%40Example.com"]);

    await user.click(screen.getByRole("button", { name: staffPins.clear }));
    expect((screen.getByLabelText(staffPins.searchLabel) as HTMLInputElement).value).toBe("");
    expect(screen.queryByText(/^Found \d+ result\(s\)$/)).toBeNull();
  });

  it("says when nothing matches", async () => {
    api().answer(pins, "$get", 200, { pins: [] });
    const { user } = await openHelpDesk();
    await search(user, "MyPin", "nobody here");
    await screen.findByRole("heading", { name: helpDesk.noResultsFound });
    expect(screen.getByText(staffPins.found(0))).toBeTruthy();
    expect(screen.getByText(staffPins.noResultsBody)).toBeTruthy();
    await screen.findByText(helpDesk.noResults, { selector: "[data-title]" });
  });

  it("says so when a search gets no answer", async () => {
    api().failNetwork(pins, "$get");
    const { user } = await openHelpDesk();
    await search(user, "Email", "owner@example.com");
    await screen.findByText(helpDesk.searchError, { selector: "[role=alert]" });
    await screen.findByText(helpDesk.searchError, { selector: "[data-title]" });
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("signs the page out when a search finds the session ended elsewhere", async () => {
    api().refuse(pins, "$get", "UNAUTHENTICATED");
    const { user } = await openHelpDesk();
    api().refuse(endpoints.me, "$get", "UNAUTHENTICATED");
    await search(user, "Email", "owner@example.com");
    await screen.findByText(signInRequired.viewAll, { selector: "[data-title]" });
    expect(await screen.findByText(signInRequired.viewOwn)).toBeTruthy();
  });
});

describe("renaming inline", () => {
  async function editing(name: string) {
    const pin = staffPin({ mypin: name });
    api().answer(pins, "$get", 200, { pins: [pin] });
    const rendered = await openHelpDesk();
    await search(rendered.user, "MyPin", name);
    await screen.findByText(staffPins.found(1));
    await rendered.user.click(within(row(name)!).getByRole("button", { name: staffPins.edit }));
    return { ...rendered, pin, field: screen.getByLabelText(staffPins.newName(name)) as HTMLInputElement };
  }

  it("ends on Escape, or on Enter with the name unchanged, sending nothing", async () => {
    const { user, field } = await editing("old.name");
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.type(field, "something.else{Escape}");
    expect(screen.queryByLabelText(staffPins.newName("old.name"))).toBeNull();
    const edit = within(row("old.name")!).getByRole("button", { name: staffPins.edit });
    expect(document.activeElement).toBe(edit);

    await user.click(edit);
    await user.type(screen.getByLabelText(staffPins.newName("old.name")), "{Enter}");
    expect(screen.queryByLabelText(staffPins.newName("old.name"))).toBeNull();
    expect(api().calls(renameAt, "$patch")).toEqual([]);
  });

  // The dialog that shows both names before anything is sent.
  const renameDialog = () => screen.findByRole("dialog", { name: staffPins.renameTitle });

  it("shows the current and the new name side by side, each with its tier, before saving", async () => {
    const { user, field, pin } = await editing("old.name");
    api().answer(renameAt, "$patch", 200, { pin: { ...pin, mypin: "new.name", tier: "simple" } });
    await user.clear(field);
    await user.type(field, "  NEW.NAME {Enter}");
    const dialog = await renameDialog();
    const names = within(dialog)
      .getAllByRole("definition")
      .map((item) => item.textContent);
    expect(names).toEqual(["old.name", "Simple", "new.name", "Simple"]);
    expect(
      within(dialog)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual([staffPins.currentName, staffPins.newNameHeading]);
    expect(within(dialog).getByText(staffPins.formerNameNote(90))).toBeTruthy();
    expect(api().calls(renameAt, "$patch")).toEqual([]);

    // Rename has the focus: Enter saves.
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: staffPins.confirmRename }));
    await user.keyboard("{Enter}");
    await screen.findByText(helpDesk.renamed, { selector: "[data-title]" });
    await waitFor(() => expect(row("new.name")).toBeTruthy());
    expect(row("old.name")).toBeUndefined();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(
      api()
        .calls(renameAt, "$patch")
        .map((call) => call.json),
    ).toEqual([{ mypin: "new.name" }]);
  });

  it("goes back to the name's field on Cancel or Escape, sending nothing", async () => {
    const { user, field } = await editing("old.name");
    await user.clear(field);
    await user.type(field, "new.name{Enter}");
    await user.click(within(await renameDialog()).getByRole("button", { name: staffPins.cancel }));
    expect(screen.queryByRole("dialog")).toBeNull();
    const again = screen.getByLabelText(staffPins.newName("old.name")) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(again.value).toBe("new.name");

    await user.keyboard("{Enter}");
    await renameDialog();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByLabelText(staffPins.newName("old.name"))).toBeTruthy();
    expect(api().calls(renameAt, "$patch")).toEqual([]);
  });

  it("refuses a name of another tier in the dialog, in words, with nothing to save", async () => {
    const { user, field } = await editing("old.name");
    await user.clear(field);
    await user.type(field, "new name{Enter}");
    const dialog = await renameDialog();
    expect(within(dialog).getByRole("alert").textContent).toBe(helpDesk.renameTierChange("Simple", "Premium"));
    expect(within(dialog).queryByRole("button", { name: staffPins.confirmRename })).toBeNull();
    const cancel = within(dialog).getByRole("button", { name: staffPins.cancel });
    expect(document.activeElement).toBe(cancel);
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api().calls(renameAt, "$patch")).toEqual([]);
  });

  it("says the server refused a name of another tier, which another page may not have known", async () => {
    api().refuse(renameAt, "$patch", "STAFF_RENAME_TIER");
    const { user, field } = await editing("old.name");
    await user.clear(field);
    await user.type(field, "new.name{Enter}");
    await user.click(within(await renameDialog()).getByRole("button", { name: staffPins.confirmRename }));
    await screen.findByText(helpDesk.renameFailed, { selector: "[data-title]" });
    expect(screen.getByText(helpDesk.renameTierRefused)).toBeTruthy();
    expect(screen.getByLabelText(staffPins.newName("old.name"))).toBeTruthy();
  });

  it("keeps editing a taken name, in the help desk's words", async () => {
    api().refuse(renameAt, "$patch", "STAFF_NAME_EXISTS");
    const { user, field } = await editing("old.name");
    await user.clear(field);
    await user.type(field, "MY.PIN2{Enter}");
    await user.click(within(await renameDialog()).getByRole("button", { name: staffPins.confirmRename }));
    await screen.findByText(helpDesk.renameExists, { selector: "[data-title]" });
    expect(screen.getByText(helpDesk.renameChooseAnother)).toBeTruthy();
    expect(screen.getByLabelText(staffPins.newName("old.name"))).toBeTruthy();
  });

  it("refuses a name the format does not allow before asking the server", async () => {
    const { user, field } = await editing("old.name");
    await user.clear(field);
    await user.type(field, "two..dots{Enter}");
    await screen.findByText(helpDesk.renameFailed, { selector: "[data-title]" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByLabelText(staffPins.newName("old.name"))).toBeTruthy();
    expect(api().calls(renameAt, "$patch")).toEqual([]);
  });

  it("says a rename failed when it gets no answer, and keeps the name", async () => {
    api().failNetwork(renameAt, "$patch");
    const { user, field } = await editing("old.name");
    await user.clear(field);
    await user.type(field, "new.name{Enter}");
    await user.click(within(await renameDialog()).getByRole("button", { name: staffPins.confirmRename }));
    await screen.findByText(helpDesk.renameFailed, { selector: "[data-title]" });
    await user.click(screen.getByRole("button", { name: staffPins.cancel }));
    expect(row("old.name")).toBeTruthy();
  });

  it("says a sign-in is needed when the session ended elsewhere", async () => {
    api().refuse(renameAt, "$patch", "UNAUTHENTICATED");
    const { user, field } = await editing("old.name");
    api().refuse(endpoints.me, "$get", "UNAUTHENTICATED");
    await user.clear(field);
    await user.type(field, "new.name{Enter}");
    await user.click(within(await renameDialog()).getByRole("button", { name: staffPins.confirmRename }));
    expect(await screen.findByText(signInRequired.update, { selector: "[data-title]" })).toBeTruthy();
  });
});

describe("deleting and unlisting", () => {
  async function found(name: string) {
    api().answer(pins, "$get", 200, { pins: [staffPin({ mypin: name })] });
    const rendered = await openHelpDesk();
    await search(rendered.user, "MyPin", name);
    await screen.findByText(staffPins.found(1));
    return rendered;
  }

  async function confirmDelete(user: Awaited<ReturnType<typeof found>>["user"], name: string) {
    await user.click(within(row(name)!).getByRole("button", { name: staffPins.delete }));
    const dialog = await screen.findByRole("dialog", { name: helpDesk.deleteTitle });
    const confirm = within(dialog).getByRole("button", { name: staffPins.delete });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole("radio", { name: staffPins.reasons.mistake }));
    await user.click(confirm);
  }

  it("says a delete failed when it gets no answer, and keeps the MyPin", async () => {
    api().failNetwork(renameAt, "$delete");
    const { user } = await found("kept.pin");
    await confirmDelete(user, "kept.pin");
    expect(await screen.findByText(helpDesk.deleteFailed, { selector: "[data-title]" })).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(row("kept.pin")).toBeTruthy();
  });

  it("says deleting needs a sign-in once the session ended elsewhere", async () => {
    api().refuse(renameAt, "$delete", "UNAUTHENTICATED");
    const { user } = await found("kept.pin");
    api().refuse(endpoints.me, "$get", "UNAUTHENTICATED");
    await confirmDelete(user, "kept.pin");
    expect(await screen.findByText(signInRequired.delete, { selector: "[data-title]" })).toBeTruthy();
  });

  it("says changing the popular list needs a sign-in once the session ended elsewhere", async () => {
    api().refuse(renameAt["popular-list"], "$put", "UNAUTHENTICATED");
    const { user } = await found("kept.pin");
    api().refuse(endpoints.me, "$get", "UNAUTHENTICATED");
    await user.click(screen.getByRole("button", { name: staffPins.hideFromTopLabel("kept.pin") }));
    expect(await screen.findByText(signInRequired.update, { selector: "[data-title]" })).toBeTruthy();
    expect(
      api()
        .calls(renameAt["popular-list"], "$put")
        .map((call) => call.json),
    ).toEqual([{ hidden: true }]);
  });
});

describe("a pin on offer to another account", () => {
  it("says to whom and until when, and the help desk withdraws it for a customer", async () => {
    const offer = {
      id: "9b1f4a3e-2f6d-4c8e-9a51-7d2c0e6b3f10",
      toEmail: "buyer@example.com",
      expiresAt: Date.UTC(2026, 11, 5),
    };
    api().answer(pins, "$get", 200, { pins: [staffPin({ mypin: "lake.cabin", transfer: offer })] });
    const { user } = await openHelpDesk();
    await search(user, "MyPin", "lake.cabin");
    await screen.findByText(staffPins.found(1));
    const cabin = within(row("lake.cabin")!);
    expect(cabin.getByText(/^Offered to buyer@example.com until/)).toBeTruthy();
    const withdrawAt = endpoints.helpdesk.transfers[":id"].withdraw;
    api().answer(withdrawAt, "$post", 200, {});
    await user.click(cabin.getByRole("button", { name: transferDialog.withdraw }));
    await screen.findByText(transferDialog.withdrawn, { selector: "[data-title]" });
    expect(
      api()
        .calls(withdrawAt, "$post")
        .map((call) => call.path),
    ).toEqual([`/api/helpdesk/transfers/${offer.id}/withdraw`]);
    await waitFor(() => expect(within(row("lake.cabin")!).queryByText(/^Offered to/)).toBeNull());
  });
});
