import type { ContentfulStatusCode } from "hono/utils/http-status";
import { api, auth, reset, search, verifyEmail } from "../domain/messages";

// One table from error code to status and the spec's words, so handlers only name the failure.
const ERRORS = {
  BAD_REQUEST: { status: 400, message: api.badRequest },
  UNAUTHENTICATED: { status: 401, message: auth.signInRequired },
  FORBIDDEN: { status: 403, message: api.forbidden },
  FORBIDDEN_ORIGIN: { status: 403, message: api.forbiddenOrigin },
  NOT_FOUND: { status: 404, message: "Not found" },
  PIN_NOT_FOUND: { status: 404, message: search.notFound },
  SEARCH_RATE_LIMITED: { status: 429, message: search.rateLimited },
  ACCOUNT_EXISTS: { status: 409, message: auth.accountExists },
  AUTH_RATE_LIMITED: { status: 429, message: auth.resendTooMany },
  RESEND_LOCKED: { status: 429, message: auth.resendTooMany },
  NO_PENDING_SIGN_UP: { status: 404, message: auth.sendCodeFailed },
  CODE_INCORRECT: { status: 400, message: auth.verificationFailed },
  CODE_LOCKED: { status: 429, message: auth.tooManyAttempts },
  CODE_EXPIRED: { status: 410, message: auth.codeExpiredOrInvalid },
  VERIFY_LINK_INVALID: { status: 400, message: verifyEmail.failed },
  INVALID_CREDENTIALS: { status: 401, message: auth.incorrectCredentials },
  SIGN_IN_RATE_LIMITED: { status: 429, message: auth.tooManySignIns },
  NO_ACCOUNT: { status: 404, message: auth.noAccount },
  RESET_RATE_LIMITED: { status: 429, message: auth.tooManyResets },
  RESET_TOKEN_INVALID: { status: 400, message: reset.invalidLink },
  INTERNAL: { status: 500, message: api.internal },
} as const satisfies Record<string, { status: ContentfulStatusCode; message: string }>;

export type TErrorCode = keyof typeof ERRORS;

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: ContentfulStatusCode;

  constructor(code: TErrorCode, message?: string) {
    super(message ?? ERRORS[code].message);
    this.code = code;
    this.status = ERRORS[code].status;
  }
}

export function errorBody(error: AppError) {
  return { error: { code: error.code, message: error.message } };
}
