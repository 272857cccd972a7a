import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppRoutes } from "../../app/router";
import { create, paymentReturn, purchase } from "../../domain/messages/purchase";
import { endpoints } from "./api";
import { api, renderApp, signedIn, visitorFrom } from "./harness";

const fulfil = endpoints.checkout[":sessionId"].fulfil;

function openReturn(query: string) {
  visitorFrom("GB");
  return renderApp(<AppRoutes />, { at: `/payment-success${query}` });
}

const alertText = async () => (await screen.findByRole("alert")).textContent;

describe("returning from the payment provider", () => {
  it("explains a missing payment session without asking the server", async () => {
    signedIn({ email: "buyer@example.com" });
    openReturn("");
    expect(await alertText()).toBe(paymentReturn.sessionNotFound);
    expect(api().calls(fulfil, "$post")).toEqual([]);
  });

  it("explains an unknown one", async () => {
    signedIn({ email: "buyer@example.com" });
    api().refuse(fulfil, "$post", "PAYMENT_SESSION_NOT_FOUND");
    openReturn("?session_id=cs_test_unknown&mypin=nothing.here");
    expect(await alertText()).toBe(paymentReturn.sessionNotFound);
    expect(screen.queryByRole("button", { name: purchase.retry })).toBeNull();
    expect(
      api()
        .calls(fulfil, "$post")
        .map((call) => call.path),
    ).toEqual(["/api/checkout/cs_test_unknown/fulfil"]);
  });

  it("offers to try again when the payment provider fails for a moment, and takes a final answer", async () => {
    signedIn({ email: "buyer@example.com" });
    api().refuse(fulfil, "$post", "PAYMENT_LOOKUP_FAILED", { once: true });
    api().refuse(fulfil, "$post", "PAYMENT_UNSUCCESSFUL");
    const { user } = openReturn("?session_id=cs_test_outage&mypin=outage.pin");
    const retry = await screen.findByRole("button", { name: purchase.retry });
    // The payment may well have gone through: it is the MyPin that could not be saved yet.
    expect(screen.getByRole("alert").textContent).toBe(paymentReturn.saveFailed);
    // The provider is back and says the checkout was never paid: a final answer, nothing to retry.
    await user.click(retry);
    await waitFor(() => expect(screen.queryByRole("button", { name: purchase.retry })).toBeNull());
    expect(screen.getByRole("alert").textContent).toBe(paymentReturn.unsuccessful);
    expect(api().calls(fulfil, "$post")).toHaveLength(2);
  });

  it("says the MyPin could not be saved when no answer or a server fault comes, and tries again", async () => {
    signedIn({ email: "buyer@example.com" });
    api().failNetwork(fulfil, "$post", { once: true });
    api().refuse(fulfil, "$post", "INTERNAL", { once: true });
    api().refuse(fulfil, "$post", "PAYMENT_SESSION_NOT_FOUND");
    const { user } = openReturn("?session_id=cs_test_flaky&mypin=flaky.pin");
    expect(await alertText()).toBe(paymentReturn.saveFailed);
    await user.click(screen.getByRole("button", { name: purchase.retry }));
    await waitFor(() => expect(api().calls(fulfil, "$post")).toHaveLength(2));
    expect(await alertText()).toBe(paymentReturn.saveFailed);
    await user.click(await screen.findByRole("button", { name: purchase.retry }));
    // A session this account has none of is no fault to retry.
    await waitFor(() => expect(screen.queryByRole("button", { name: purchase.retry })).toBeNull());
    expect(screen.getByRole("alert").textContent).toBe(paymentReturn.sessionNotFound);
  });

  it("asks a buyer whose session ended to sign in again", async () => {
    api().refuse(fulfil, "$post", "UNAUTHENTICATED");
    openReturn("?session_id=cs_test_someone&mypin=nothing.here");
    expect(await alertText()).toBe(create.authAgain);
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/?page=auth");
  });
});
