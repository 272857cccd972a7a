import { auth, changePassword, reset, verifyEmail } from "../../domain/messages/accounts";
import { byCode, failureOf, hasCode, withWait } from "./client";

// What an account call's failure says, one function per call. The API already answers with the spec's words
// for every failure it knows; the app supplies the words only for what the API cannot say: no
// answer at all (status 0), a server fault, or an unexpected shape.

const unreachable = (status: number) => status === 0 || status >= 500;

export function signInError(error: unknown): string {
  const { status, message } = failureOf(error);
  if (unreachable(status)) return auth.signInFailed;
  if (status === 429) return withWait(auth.tooManySignIns, error);
  return message || auth.signInFailed;
}

export function signUpError(error: unknown): string {
  const { status, message } = failureOf(error);
  const known = byCode(error, { ACCOUNT_EXISTS: auth.accountExists });
  if (known !== undefined) return known;
  if (hasCode(error, "TOO_MANY_CODES")) return withWait(auth.tooManyCodes, error);
  if (unreachable(status)) return auth.signUpFailed;
  if (status === 429) return auth.resendTooMany;
  return message || auth.signUpFailed;
}

// The API answers 404 NO_PENDING_SIGN_UP, in the spec's generic words, when this browser's sign-up
// is gone: another browser's sign-up of the address replaced it, or it lapsed. "Please try again"
// would fail for ever; signing up again here is the way on.
// A server fault may have come while the address was checked to be still free, which is asked
// before a code goes; no answer at all means the code was not sent.
export function resendError(error: unknown): string {
  const known = byCode(error, { ACCOUNT_EXISTS: auth.accountExists, NO_PENDING_SIGN_UP: auth.signUpOtherBrowser });
  if (known !== undefined) return known;
  if (hasCode(error, "TOO_MANY_CODES")) return withWait(auth.tooManyCodes, error);
  const { status } = failureOf(error);
  if (status === 429) return auth.resendTooMany;
  return status >= 500 ? auth.unableToVerifyEmail : auth.sendCodeFailed;
}

export type TCodeFailure =
  | { kind: "account-exists"; message: string }
  | { kind: "locked"; message: string }
  | { kind: "expired"; message: string }
  | { kind: "elsewhere"; message: string }
  | { kind: "unreachable"; message: string }
  | { kind: "created-signed-out"; message: string }
  | { kind: "incorrect"; message: string };

const CODE_FAILURES = {
  ACCOUNT_EXISTS: { kind: "account-exists", message: auth.accountExists },
  CODE_LOCKED: { kind: "locked", message: auth.tooManyAttempts },
  CODE_EXPIRED: { kind: "expired", message: auth.codeExpiredOrInvalid },
  SIGN_UP_OTHER_BROWSER: { kind: "elsewhere", message: auth.signUpOtherBrowser },
  ACCOUNT_CREATED_SIGNED_OUT: { kind: "created-signed-out", message: auth.accountCreatedSignIn },
} as const;

// Section 4's counter: only a wrong code counts; a fault of the network or server does not.
// Wrong codes past the address's or this client's limit lock the slots until the wait is over.
export function codeFailure(error: unknown): TCodeFailure {
  if (hasCode(error, "CODE_TRIES_EXHAUSTED"))
    return { kind: "locked", message: withWait(auth.tooManyWrongCodes, error) };
  const known = byCode<TCodeFailure>(error, CODE_FAILURES);
  if (known !== undefined) return known;
  const { status, message } = failureOf(error);
  if (unreachable(status)) return { kind: "unreachable", message: auth.networkError };
  return { kind: "incorrect", message: message || auth.verificationFailed };
}

export function resetRequestError(error: unknown): string {
  const { status, message } = failureOf(error);
  if (status === 429) return withWait(auth.tooManyResets, error);
  const known = byCode(error, { NO_ACCOUNT: auth.noAccount });
  if (known !== undefined) return known;
  if (status >= 500) return auth.serverError;
  if (status === 0) return auth.resetEmailFailed;
  return message || auth.resetEmailFailed;
}

export function resetTokenError(error: unknown): string {
  const { status, message } = failureOf(error);
  if (unreachable(status)) return reset.validateFailed;
  return message || reset.invalidLink;
}

export function isResetTokenInvalid(error: unknown): boolean {
  return byCode(error, { RESET_TOKEN_INVALID: true }) ?? false;
}

export function resetUpdateError(error: unknown): string {
  const { status, message } = failureOf(error);
  if (unreachable(status)) return reset.updateFailed;
  return message || reset.updateFailed;
}

// The sign-up's account was created, but its session could not be started: the owner signs in.
export function createdSignedOut(error: unknown): boolean {
  return hasCode(error, "ACCOUNT_CREATED_SIGNED_OUT");
}

export function verifyEmailError(error: unknown): string {
  const { status, message } = failureOf(error);
  if (unreachable(status)) return verifyEmail.unexpected;
  return message || verifyEmail.failed;
}

export type TChangePasswordFailure = { kind: "signed-out" | "current" | "other"; message: string };

// A 401 means the session ended (signed out elsewhere, reset, expired): the screen asks for a sign-in.
export function changePasswordFailure(error: unknown): TChangePasswordFailure {
  const { status, message } = failureOf(error);
  if (status === 401) return { kind: "signed-out", message: changePassword.signInFirst };
  if (byCode(error, { CURRENT_PASSWORD_INCORRECT: true })) return { kind: "current", message };
  if (status === 429) return { kind: "other", message: withWait(changePassword.tooMany, error) };
  if (unreachable(status)) return { kind: "other", message: reset.updateFailed };
  return { kind: "other", message: message || reset.updateFailed };
}
