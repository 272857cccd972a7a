import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { VerifyCodeStep } from "../../app/components/auth/verify-code-step";
import { AppRoutes } from "../../app/router";
import { auth } from "../../domain/messages/accounts";
import { endpoints } from "./api";
import { api, renderApp, visitorFrom } from "./harness";

const signUp = endpoints.auth["sign-up"];
const details = { displayName: "Robin", email: "robin@example.com", password: "correct horse 1A" };
const MINUTE = 60_000;

function renderStep({ expiresIn = 15 * MINUTE, resendIn = MINUTE } = {}) {
  const now = Date.now();
  const callbacks = { onBack: vi.fn(), onVerified: vi.fn(), onAccountExists: vi.fn(), onCreatedSignedOut: vi.fn() };
  const sent = { email: details.email, expiresAt: now + expiresIn, resendAt: now + resendIn };
  const rendered = renderApp(<VerifyCodeStep details={details} sent={sent} {...callbacks} />);
  return { ...rendered, ...callbacks };
}

const slots = () => Array.from({ length: 6 }, (_, index) => screen.getByLabelText(`Digit ${index + 1} of 6`));
const values = () => slots().map((slot) => (slot as HTMLInputElement).value);
const verifyButton = () => screen.getByRole("button", { name: "Verify Code" });

async function typeCode(user: ReturnType<typeof renderStep>["user"], code: string) {
  await user.click(slots()[0]!);
  await user.keyboard(code);
}

describe("the sign-up's code step", () => {
  it("asks for all six digits before it sends anything, and clears the hint as the code is typed", async () => {
    const { user } = renderStep();
    await waitFor(() => expect(document.activeElement).toBe(slots()[0]));
    await typeCode(user, "123");
    await user.click(verifyButton());
    expect(screen.getByRole("alert").textContent).toBe("Please enter a complete 6-digit code");
    expect(slots()[0]!.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(slots()[3]);
    await user.keyboard("4");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(api().calls(signUp.verify, "$post")).toEqual([]);
  });

  it("spreads a pasted code over the slots without its spaces", () => {
    renderStep();
    const data = { getData: () => "123 456" };
    fireEvent.paste(slots()[2]!, { clipboardData: data });
    expect(values()).toEqual(["1", "2", "3", "4", "5", "6"]);
  });

  it("clears the code and counts down after each wrong one, and locks when the third is wrong", async () => {
    api().refuse(signUp.verify, "$post", "CODE_INCORRECT", { once: true });
    api().refuse(signUp.verify, "$post", "CODE_INCORRECT", { once: true });
    api().refuse(signUp.verify, "$post", "CODE_LOCKED", { once: true });
    const { user } = renderStep();
    expect(screen.getByText("3 verification attempts remaining")).toBeTruthy();
    for (const remaining of [2, 1]) {
      await typeCode(user, "111111");
      await user.click(verifyButton());
      await screen.findByText(`${remaining} verification attempts remaining`);
      expect(screen.getByRole("alert").textContent).toBe("Verification failed. Please try again.");
      expect(values()).toEqual(["", "", "", "", "", ""]);
      await waitFor(() => expect(document.activeElement).toBe(slots()[0]));
    }
    await typeCode(user, "111111");
    await user.click(verifyButton());
    await screen.findByText("0 verification attempts remaining");
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Too many verification attempts. Please request a new code.");
    // The disabled slots cannot hold focus; the reason is read instead.
    expect(document.activeElement).toBe(alert);
    for (const slot of slots()) expect((slot as HTMLInputElement).disabled).toBe(true);
    expect((verifyButton() as HTMLButtonElement).disabled).toBe(true);
    expect(
      api()
        .calls(signUp.verify, "$post")
        .map((call) => call.json),
    ).toEqual(Array.from({ length: 3 }, () => ({ email: details.email, code: "111111" })));
  });

  it("locks an expired code and offers a new one at once", () => {
    renderStep({ expiresIn: -1, resendIn: -1 });
    expect(screen.getByRole("alert").textContent).toBe(
      "Verification code expired or invalid. Please request a new code.",
    );
    expect(screen.getByRole("timer").textContent).toBe("Code expires in 0:00");
    expect((slots()[0] as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Resend Code" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("waits before a new code can be asked for, counting the seconds", () => {
    renderStep({ resendIn: 42_000 });
    const resend = screen.getByRole("button", { name: /^Resend in \d+s$/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
  });

  it("starts over with a new code: attempts, lock and slots", async () => {
    api().refuse(signUp.verify, "$post", "CODE_LOCKED");
    const now = Date.now();
    api().answer(signUp.resend, "$post", 200, {
      email: details.email,
      expiresAt: now + 15 * MINUTE,
      resendAt: now + MINUTE,
    });
    const { user } = renderStep({ resendIn: -1 });
    await typeCode(user, "222222");
    await user.click(verifyButton());
    await screen.findByText("0 verification attempts remaining");
    await user.click(screen.getByRole("button", { name: "Resend Code" }));
    await screen.findByText("New Code Sent!");
    expect(screen.getByText("3 verification attempts remaining")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect((slots()[0] as HTMLInputElement).disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(slots()[0]));
    expect(screen.getByRole("button", { name: /^Resend in \d+s$/ })).toBeTruthy();
    expect(
      api()
        .calls(signUp.resend, "$post")
        .map((call) => call.json),
    ).toEqual([{ email: details.email }]);
  });

  it("says why a new code was refused, in the limit's words with its wait", async () => {
    api().refuse(signUp.resend, "$post", "TOO_MANY_CODES", { retryAfter: 30 });
    const { user } = renderStep({ resendIn: -1 });
    await user.click(screen.getByRole("button", { name: "Resend Code" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      "Too many codes have been sent to this address. Please wait before requesting another code. You can try again in 30 seconds.",
    );
  });

  it("does not count a network fault against the code, nor mark the slots wrong", async () => {
    api().failNetwork(signUp.verify, "$post");
    const { user } = renderStep();
    await typeCode(user, "333333");
    await user.click(verifyButton());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Network or server error. Please check your connection and try again.");
    expect(screen.getByText("3 verification attempts remaining")).toBeTruthy();
    expect(values()).toEqual([..."333333"]);
    expect(slots()[0]!.getAttribute("aria-invalid")).not.toBe("true");
  });

  it("locks the slots when another browser took the sign-up over", async () => {
    api().refuse(signUp.verify, "$post", "SIGN_UP_OTHER_BROWSER");
    const { user } = renderStep();
    await typeCode(user, "444444");
    await user.click(verifyButton());
    await waitFor(() => expect((slots()[0] as HTMLInputElement).disabled).toBe(true));
    expect(screen.getByRole("alert").textContent).toBe(
      "This sign-up was started in another browser, or replaced by a newer one. Finish it there, or sign up again here.",
    );
  });

  it("hands an address that became an account back to the sign-in", async () => {
    api().refuse(signUp.verify, "$post", "ACCOUNT_EXISTS");
    const { user, onAccountExists, onVerified } = renderStep();
    await typeCode(user, "555555");
    await user.click(verifyButton());
    await waitFor(() =>
      expect(onAccountExists).toHaveBeenCalledWith(
        "An account with this email already exists. Please sign in instead.",
      ),
    );
    expect(onVerified).not.toHaveBeenCalled();
  });

  it("hands an account created but not signed in to the sign-in, saying so", async () => {
    api().refuse(signUp.verify, "$post", "ACCOUNT_CREATED_SIGNED_OUT");
    const { user, onCreatedSignedOut, onVerified } = renderStep();
    await typeCode(user, "565656");
    await user.click(verifyButton());
    await waitFor(() => expect(onCreatedSignedOut).toHaveBeenCalledWith(auth.accountCreatedSignIn));
    expect(onVerified).not.toHaveBeenCalled();
    expect(screen.queryByText(auth.networkError)).toBeNull();
  });

  it("signs the new account in and says the address is verified", async () => {
    api().answer(signUp.verify, "$post", 200, {
      user: { id: "u1", email: details.email, displayName: details.displayName, roles: [] },
    });
    const { user, onVerified } = renderStep();
    await typeCode(user, "666666");
    await user.click(verifyButton());
    await screen.findByText("Email Verified!");
    expect(onVerified).toHaveBeenCalledOnce();
  });

  it("shows the check under way, the slots read-only and Back refused, until the answer comes", async () => {
    api().answer(signUp.verify, "$post", 200, {
      user: { id: "u1", email: details.email, displayName: details.displayName, roles: [] },
    });
    const answer = api().holdNext(signUp.verify, "$post");
    const { user, onVerified } = renderStep();
    await typeCode(user, "777777");
    await user.click(verifyButton());
    const busy = await screen.findByRole("button", { name: "Verifying your code..." });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(slots().every((slot) => (slot as HTMLInputElement).readOnly)).toBe(true);
    expect((screen.getByRole("button", { name: "Back to Sign Up" }) as HTMLButtonElement).disabled).toBe(true);
    expect(onVerified).not.toHaveBeenCalled();

    answer();
    await waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
  });

  it("goes back to the sign-up form", async () => {
    const { user, onBack } = renderStep();
    await user.click(screen.getByRole("button", { name: "Back to Sign Up" }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});

describe("signing up", () => {
  it("opens the sign-in with the address and the sentence when the account was created but not signed in", async () => {
    const now = Date.now();
    api().answer(signUp, "$post", 200, { email: details.email, expiresAt: now + 15 * MINUTE, resendAt: now + MINUTE });
    api().refuse(signUp.verify, "$post", "ACCOUNT_CREATED_SIGNED_OUT");
    visitorFrom("GB");
    const { user } = renderApp(<AppRoutes />, { at: "/?page=auth" });
    await user.click(await screen.findByRole("tab", { name: "Sign Up" }));
    await user.type(screen.getByLabelText("Display Name"), details.displayName);
    await user.type(screen.getByLabelText("Email", { exact: true }), details.email);
    await user.type(screen.getByLabelText("Password", { exact: true }), details.password);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await screen.findByRole("heading", { name: "Check Your Email" });
    await typeCode(user, "123456");
    await user.click(verifyButton());
    expect(await screen.findByText(auth.accountCreatedSignIn)).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Sign In" }).getAttribute("aria-selected")).toBe("true");
    expect((screen.getByLabelText("Email", { exact: true }) as HTMLInputElement).value).toBe(details.email);
  });

  it("sends the form's details, asks for the code, and keeps the details when the visitor goes back", async () => {
    const now = Date.now();
    api().answer(signUp, "$post", 200, { email: details.email, expiresAt: now + 15 * MINUTE, resendAt: now + MINUTE });
    visitorFrom("GB");
    const { user } = renderApp(<AppRoutes />, { at: "/?page=auth" });
    await user.click(await screen.findByRole("tab", { name: "Sign Up" }));
    await user.type(screen.getByLabelText("Display Name"), details.displayName);
    await user.type(screen.getByLabelText("Email", { exact: true }), details.email);
    await user.type(screen.getByLabelText("Password", { exact: true }), details.password);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await screen.findByRole("heading", { name: "Check Your Email" });
    expect(screen.getByText(details.email).tagName).toBe("STRONG");
    expect(
      api()
        .calls(signUp, "$post")
        .map((call) => call.json),
    ).toEqual([details]);

    await user.click(screen.getByRole("button", { name: "Back to Sign Up" }));
    expect((screen.getByLabelText("Email", { exact: true }) as HTMLInputElement).value).toBe(details.email);
    expect((screen.getByLabelText("Display Name") as HTMLInputElement).value).toBe(details.displayName);
  });
});

describe("the e-mail's verification link", () => {
  it("says the account was created and leads to the sign-in when its session could not start", async () => {
    api().refuse(endpoints.auth["verify-email"], "$post", "ACCOUNT_CREATED_SIGNED_OUT");
    visitorFrom("GB");
    renderApp(<AppRoutes />, { at: `/verify-email?token=${"a".repeat(43)}` });
    expect(await screen.findByText(auth.accountCreatedSignIn)).toBeTruthy();
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/?page=auth");
    expect(screen.queryByText("Verification failed")).toBeNull();
  });
});
