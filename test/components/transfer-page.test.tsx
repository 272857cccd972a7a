import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatPrice } from "../../app/formats";
import TransferPage from "../../app/pages/transfer";
import { transferPage as text, transferRefusals } from "../../domain/messages/transfers";
import { endpoints } from "./api";
import { api, renderApp, signedIn } from "./harness";

const ID = "9b1f4a3e-2f6d-4c8e-9a51-7d2c0e6b3f10";
const offerRoute = endpoints.transfers[":id"];
const DAY = 86_400_000;

// The server names the address only to the giver and the recipient, and the rest only to the latter.
const open = (
  details: boolean,
  carriedUntil: number | null = Date.UTC(2027, 4, 28),
  refusal: "TRANSFER_RENEWAL_PENDING" | null = null,
) => ({
  id: ID,
  mypin: "lake.cabin",
  toEmail: details ? "buyer@example.com" : null,
  open: true,
  expiresAt: Date.now() + 7 * DAY,
  details: details
    ? {
        from: "Robin (robin@example.com)",
        latitude: 54.38,
        longitude: -2.9,
        near: { town: "Windermere", country: "GB", label: "near Windermere, United Kingdom" },
        terms: { carriedUntil, amountMinor: 1200, currency: "gbp" as const, refusal },
      }
    : null,
});

function renderOffer(at = `/transfer/${ID}`) {
  return renderApp(
    <Routes>
      <Route path="/transfer/:id" element={<TransferPage />} />
    </Routes>,
    { at },
  );
}

let assign: { mockRestore: () => void; mock: { calls: unknown[][] } };
beforeEach(() => {
  assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

describe("the transfer offer page", () => {
  it("asks a signed-out visitor to sign in with the address the offer was sent to", async () => {
    api().answer(offerRoute, "$get", 200, open(false));
    renderOffer();
    expect(await screen.findByText(text.signIn)).toBeTruthy();
    expect(document.body.textContent).not.toContain("@example.com");
    expect(screen.getByRole("link", { name: text.signInButton }).getAttribute("href")).toBe("/?page=auth");
  });

  it("tells another account whose the offer is, and offers no answer", async () => {
    signedIn({ email: "someone@example.com" });
    api().answer(offerRoute, "$get", 200, open(false));
    renderOffer();
    expect((await screen.findByRole("alert")).textContent).toBe(text.otherAccount);
    expect(document.body.textContent).not.toContain("buyer@example.com");
    expect(screen.queryByRole("button", { name: text.accept })).toBeNull();
  });

  it("says what accepting means, with nothing due today, and sends the recipient to Stripe on Accept", async () => {
    signedIn({ email: "buyer@example.com" });
    api().answer(offerRoute, "$get", 200, open(true));
    api().answer(offerRoute.accept, "$post", 200, { url: "https://checkout.example/cs_1" });
    const { user } = renderOffer();
    expect(await screen.findByRole("heading", { name: text.title("lake.cabin") })).toBeTruthy();
    expect(screen.getByText("near Windermere, United Kingdom")).toBeTruthy();
    expect(screen.getByText(text.carried("May 28, 2027"))).toBeTruthy();
    await user.click(screen.getByRole("button", { name: text.accept }));
    await waitFor(() => expect(assign.mock.calls).toEqual([["https://checkout.example/cs_1"]]));
  });

  it("says a year is due today when too little paid time is left to carry", async () => {
    signedIn({ email: "buyer@example.com" });
    api().answer(offerRoute, "$get", 200, open(true, null));
    renderOffer();
    expect(await screen.findByText(text.paidToday(formatPrice(12, "gbp")))).toBeTruthy();
  });

  it("waits while the giver's renewal is not yet paid: says so, and cannot be accepted", async () => {
    signedIn({ email: "buyer@example.com" });
    api().answer(offerRoute, "$get", 200, open(true, null, "TRANSFER_RENEWAL_PENDING"));
    renderOffer();
    expect((await screen.findByRole("alert")).textContent).toBe(transferRefusals.renewalPending);
    expect(screen.getByRole("button", { name: text.accept }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("button", { name: text.decline }).hasAttribute("disabled")).toBe(false);
  });

  it("says so when the offer has ended", async () => {
    signedIn({ email: "buyer@example.com" });
    api().answer(offerRoute, "$get", 200, { ...open(false), open: false });
    renderOffer();
    expect(await screen.findByRole("heading", { name: text.ended })).toBeTruthy();
  });

  it("shows the refusal of an answer in the server's words", async () => {
    signedIn({ email: "buyer@example.com" });
    api().answer(offerRoute, "$get", 200, open(true));
    api().refuse(offerRoute.decline, "$post", "TRANSFER_ENDED");
    const { user } = renderOffer();
    await user.click(await screen.findByRole("button", { name: text.decline }));
    expect(
      await screen.findByText(text.actionFailed(transferRefusals.ended), { selector: "[data-title]" }),
    ).toBeTruthy();
  });

  it("finishes the transfer on the way back from Stripe, once, and says the name is the recipient's", async () => {
    signedIn({ email: "buyer@example.com" });
    api().answer(offerRoute.complete, "$post", 200, { mypin: "lake.cabin" });
    renderOffer(`/transfer/${ID}?session_id=cs_paid`);
    expect(await screen.findByRole("heading", { name: text.done("lake.cabin") })).toBeTruthy();
    expect(
      api()
        .calls(offerRoute.complete, "$post")
        .map((call) => call.json),
    ).toEqual([{ sessionId: "cs_paid" }]);
  });

  it("keeps the offer open and says why when the payment was not completed", async () => {
    signedIn({ email: "buyer@example.com" });
    api().refuse(offerRoute.complete, "$post", "PAYMENT_UNSUCCESSFUL");
    api().answer(offerRoute, "$get", 200, open(true));
    renderOffer(`/transfer/${ID}?session_id=cs_unpaid`);
    expect(await screen.findByText(text.unpaid)).toBeTruthy();
    expect(screen.getByRole("button", { name: text.accept })).toBeTruthy();
  });
});
