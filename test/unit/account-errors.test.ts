import { describe, expect, it } from "vitest";
import {
  changePasswordFailure,
  codeFailure,
  resendError,
  resetRequestError,
  signInError,
  signUpError,
} from "../../app/api/account-errors";
import { ApiError } from "../../app/api/client";
import { auth, changePassword } from "../../domain/messages/accounts";

const refusal = (code: ConstructorParameters<typeof ApiError>[1], retryAfter: number | null = null) =>
  new ApiError(429, code, "", retryAfter);

describe("the words for the account limits", () => {
  it("round a wait up to the unit a person waits in", () => {
    expect([1, 59, 60, 61, 3_540, 3_600, 3_601, 86_400].map(auth.tryAgainIn)).toEqual([
      "You can try again in 1 second.",
      "You can try again in 59 seconds.",
      "You can try again in 1 minute.",
      "You can try again in 2 minutes.",
      "You can try again in 59 minutes.",
      "You can try again in 1 hour.",
      "You can try again in 2 hours.",
      "You can try again in 24 hours.",
    ]);
  });

  it("lock the code slots when wrong codes are used up, saying how long to wait", () => {
    expect(codeFailure(refusal("CODE_TRIES_EXHAUSTED", 125))).toEqual({
      kind: "locked",
      message: `${auth.tooManyWrongCodes} You can try again in 3 minutes.`,
    });
  });

  it("send the visitor back to sign up when the sign-up belongs to another browser", () => {
    expect(codeFailure(new ApiError(409, "SIGN_UP_OTHER_BROWSER", ""))).toEqual({
      kind: "elsewhere",
      message: auth.signUpOtherBrowser,
    });
  });

  it("send the visitor back to sign up when a resend finds this browser's sign-up gone", () => {
    expect(resendError(new ApiError(404, "NO_PENDING_SIGN_UP", auth.sendCodeFailed))).toBe(auth.signUpOtherBrowser);
  });

  it("say too many codes were sent, on sign-up and on resend", () => {
    const error = refusal("TOO_MANY_CODES", 3_000);
    expect(signUpError(error)).toBe(`${auth.tooManyCodes} You can try again in 50 minutes.`);
    expect(resendError(error)).toBe(`${auth.tooManyCodes} You can try again in 50 minutes.`);
  });

  it("keep the spec's words for a slowed sign-in and a capped reset, with the wait when known", () => {
    expect(signInError(refusal("SIGN_IN_RATE_LIMITED", 4))).toBe(
      `${auth.tooManySignIns} You can try again in 4 seconds.`,
    );
    expect(signInError(refusal("SIGN_IN_RATE_LIMITED"))).toBe(auth.tooManySignIns);
    expect(resetRequestError(refusal("RESET_RATE_LIMITED", 600))).toBe(
      `${auth.tooManyResets} You can try again in 10 minutes.`,
    );
  });

  it("say how long to wait when password changes are over their limit", () => {
    expect(changePasswordFailure(refusal("PASSWORD_CHANGE_RATE_LIMITED", 1_200))).toEqual({
      kind: "other",
      message: `${changePassword.tooMany} You can try again in 20 minutes.`,
    });
  });
});

it("says a resend that met a server fault could not check the address, and one nothing answered sent no code", () => {
  expect(resendError(new ApiError(500, "INTERNAL", "Internal server error"))).toBe(auth.unableToVerifyEmail);
  expect(resendError(new ApiError(503, "SERVICE_MISCONFIGURED", ""))).toBe(auth.unableToVerifyEmail);
  expect(resendError(new ApiError(0, "NETWORK", ""))).toBe(auth.sendCodeFailed);
});
