import { auth, reset, verifyEmail } from "../domain/messages/accounts";
import { ApiError } from "./api";

// Accounts-admin section 8, one function per call. The API already answers with the spec's words
// for every failure it knows; the app supplies the words only for what the API cannot say: no
// answer at all (status 0), a server fault, or an unexpected shape.

function parts(error: unknown): { status: number; code: string; message: string } {
  if (error instanceof ApiError) return { status: error.status, code: error.code, message: error.message };
  return { status: 0, code: "NETWORK", message: "" };
}

const unreachable = (status: number) => status === 0 || status >= 500;

export function signInError(error: unknown): string {
  const { status, message } = parts(error);
  if (unreachable(status)) return auth.signInFailed;
  if (status === 429) return auth.tooManySignIns;
  return message || auth.signInFailed;
}

export function signUpError(error: unknown): string {
  const { status, code, message } = parts(error);
  if (code === "ACCOUNT_EXISTS") return auth.accountExists;
  if (unreachable(status)) return auth.signUpFailed;
  if (status === 429) return auth.resendTooMany;
  return message || auth.signUpFailed;
}

export function resendError(error: unknown): string {
  const { status, code } = parts(error);
  if (code === "ACCOUNT_EXISTS") return auth.accountExists;
  if (status === 429) return auth.resendTooMany;
  return auth.sendCodeFailed;
}

export type TCodeFailure =
  | { kind: "account-exists"; message: string }
  | { kind: "locked"; message: string }
  | { kind: "expired"; message: string }
  | { kind: "unreachable"; message: string }
  | { kind: "incorrect"; message: string };

// Section 4's counter: only a wrong code counts; a fault of the network or server does not.
export function codeFailure(error: unknown): TCodeFailure {
  const { status, code, message } = parts(error);
  if (code === "ACCOUNT_EXISTS") return { kind: "account-exists", message: auth.accountExists };
  if (code === "CODE_LOCKED") return { kind: "locked", message: auth.tooManyAttempts };
  if (code === "CODE_EXPIRED") return { kind: "expired", message: auth.codeExpiredOrInvalid };
  if (unreachable(status)) return { kind: "unreachable", message: auth.networkError };
  return { kind: "incorrect", message: message || auth.verificationFailed };
}

export function resetRequestError(error: unknown): string {
  const { status, code, message } = parts(error);
  if (status === 429) return auth.tooManyResets;
  if (code === "NO_ACCOUNT") return auth.noAccount;
  if (status >= 500) return auth.serverError;
  if (status === 0) return auth.resetEmailFailed;
  return message || auth.resetEmailFailed;
}

export function resetTokenError(error: unknown): string {
  const { status, message } = parts(error);
  if (unreachable(status)) return reset.validateFailed;
  return message || reset.invalidLink;
}

export function isResetTokenInvalid(error: unknown): boolean {
  return parts(error).code === "RESET_TOKEN_INVALID";
}

export function resetUpdateError(error: unknown): string {
  const { status, message } = parts(error);
  if (unreachable(status)) return reset.updateFailed;
  return message || reset.updateFailed;
}

export function verifyEmailError(error: unknown): string {
  const { status, message } = parts(error);
  if (unreachable(status)) return verifyEmail.unexpected;
  return message || verifyEmail.failed;
}
