import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TransferButton } from "../../app/components/manage/transfer-button";
import { transferDialog, transferRefusals } from "../../domain/messages/transfers";
import { endpoints } from "./api";
import { api, renderApp, signedIn } from "./harness";
import { staffPin } from "./staff-pins";

const transferRoute = endpoints.me.pins[":id"].transfer;

const ownedPin = (
  transfer: { id: string; toEmail: string; expiresAt: number } | null,
  standing = "active" as const,
) => ({
  ...staffPin({ mypin: "lake.cabin", id: 9, transfer }),
  cancellation: "none" as const,
  standing,
  releaseOn: null,
  searchesByDay: [],
});

function renderButton(pin: ReturnType<typeof ownedPin>) {
  signedIn({ email: "owner@example.com" });
  return renderApp(<TransferButton pin={pin} />, { at: "/?page=manage" });
}

describe("Transfer on the manage page", () => {
  it("sends the offer to the address typed, and says the refusal beside it first", async () => {
    const { user } = renderButton(ownedPin(null));
    await user.click(screen.getByRole("button", { name: transferDialog.button }));
    const field = screen.getByLabelText(transferDialog.emailLabel);
    await user.type(field, "owner@example.com");
    api().refuse(transferRoute, "$post", "TRANSFER_TO_SELF", { once: true });
    await user.click(screen.getByRole("button", { name: transferDialog.send }));
    expect((await screen.findByRole("alert")).textContent).toBe(transferRefusals.toSelf);
    expect(field.getAttribute("aria-invalid")).toBe("true");

    await user.clear(field);
    await user.type(field, "buyer@example.com");
    api().answer(transferRoute, "$post", 200, {
      pin: ownedPin({ id: "t1", toEmail: "buyer@example.com", expiresAt: 0 }),
    });
    await user.click(screen.getByRole("button", { name: transferDialog.send }));
    await screen.findByText(transferDialog.sent, { selector: "[data-title]" });
    expect(
      api()
        .calls(transferRoute, "$post")
        .map((call) => call.json),
    ).toEqual([{ email: "owner@example.com" }, { email: "buyer@example.com" }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows an open offer with the way to withdraw it", async () => {
    const expiresAt = Date.UTC(2026, 11, 5, 13, 0);
    const { user } = renderButton(ownedPin({ id: "t1", toEmail: "buyer@example.com", expiresAt }));
    expect(screen.getByText(/^Offered to buyer@example.com until/)).toBeTruthy();
    api().answer(transferRoute, "$delete", 200, { pin: ownedPin(null) });
    await user.click(screen.getByRole("button", { name: transferDialog.withdraw }));
    await screen.findByText(transferDialog.withdrawn, { selector: "[data-title]" });
    expect(api().calls(transferRoute, "$delete")).toHaveLength(1);
  });

  it("is not offered for a pin without a live subscription", () => {
    renderButton(ownedPin(null, "grace" as "active"));
    expect(screen.queryByRole("button", { name: transferDialog.button })).toBeNull();
  });
});
