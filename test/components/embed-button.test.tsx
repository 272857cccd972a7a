import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { EmbedButton } from "../../app/components/manage/embed-button";
import { embedDialog, manage } from "../../domain/messages/manage";
import { renderApp } from "./harness";

function openDialog(name: string) {
  const rendered = renderApp(<EmbedButton name={name} />, { at: "/?page=manage" });
  return { ...rendered, open: () => rendered.user.click(screen.getByRole("button", { name: embedDialog.button })) };
}

const code = () => (screen.getByLabelText(embedDialog.codeLabel) as HTMLTextAreaElement).value;

describe("the embed dialog on the manage page", () => {
  it("shows the code of the pin's card on this page's origin, its name encoded", async () => {
    const { open } = openDialog("lake cabin");
    await open();
    expect(screen.getByRole("dialog", { name: embedDialog.title("lake cabin") })).toBeTruthy();
    expect(screen.getByText(embedDialog.body)).toBeTruthy();
    expect(code()).toBe(
      `<iframe src="${window.location.origin}/embed/lake%20cabin" title="lake cabin on MyPin" width="360" height="420" style="border:0" loading="lazy"></iframe>`,
    );
    expect((screen.getByLabelText(embedDialog.codeLabel) as HTMLTextAreaElement).readOnly).toBe(true);
  });

  it("keeps a dot in the name as it is", async () => {
    const { open } = openDialog("harbour.view");
    await open();
    expect(code()).toContain(`src="${window.location.origin}/embed/harbour.view"`);
    expect(code()).toContain('title="harbour.view on MyPin"');
  });

  it("escapes a quote in a name made before today's rules", async () => {
    const { open } = openDialog('the "old" mill');
    await open();
    expect(code()).toContain('title="the &quot;old&quot; mill on MyPin"');
    expect(code()).toContain("/embed/the%20%22old%22%20mill");
  });

  it("copies the code, and says so", async () => {
    const { user, open } = openDialog("lake cabin");
    await open();
    await user.click(screen.getByRole("button", { name: embedDialog.copy }));
    await screen.findByText(embedDialog.copied, { selector: "[data-title]" });
    expect(await navigator.clipboard.readText()).toBe(code());
  });

  it("says when the browser refuses the copy", async () => {
    const { user, open } = openDialog("lake cabin");
    await open();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
    await user.click(screen.getByRole("button", { name: embedDialog.copy }));
    expect(await screen.findByText(manage.copyFailed, { selector: "[data-title]" })).toBeTruthy();
    expect(screen.queryByText(embedDialog.copied)).toBeNull();
  });

  it("closes with Escape, giving the focus back to its button", async () => {
    const { user, open } = openDialog("lake cabin");
    await open();
    expect(document.activeElement).toBe(screen.getByLabelText(embedDialog.codeLabel));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: embedDialog.button }));
  });
});
