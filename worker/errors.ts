import type { ContentfulStatusCode } from "hono/utils/http-status";
import { auth, reset, verifyEmail } from "../domain/messages/accounts";
import { api } from "../domain/messages/api";
import { directions } from "../domain/messages/directions";
import { manage, qrLink } from "../domain/messages/manage";
import { nameStatus } from "../domain/messages/names";
import { create, locks, paymentReturn } from "../domain/messages/purchase";
import { search } from "../domain/messages/search";

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
  NAME_TAKEN: { status: 409, message: nameStatus.alreadyExists },
  NAME_HELD: { status: 409, message: nameStatus.temporarilyUnavailable },
  HOLD_RATE_LIMITED: { status: 429, message: create.secureFailed },
  HOLD_CONVERT_TAKEN: { status: 409, message: locks.noLongerAvailable },
  HOLD_CONVERT_RESERVED: { status: 409, message: locks.reservedByAnother },
  HOLD_CONVERT_FAILED: { status: 503, message: locks.lockFailed },
  MYPIN_REQUIRED: { status: 400, message: create.requiredForPayment },
  PROMO_UNAVAILABLE: { status: 502, message: create.promoUnavailable },
  PAYMENT_FAILED: { status: 502, message: create.paymentFailed },
  NO_CHECKOUT_URL: { status: 502, message: create.noCheckoutUrl },
  PAYMENT_SESSION_NOT_FOUND: { status: 404, message: paymentReturn.sessionNotFound },
  PAYMENT_LOOKUP_FAILED: { status: 502, message: paymentReturn.sessionNotFound },
  PAYMENT_UNSUCCESSFUL: { status: 409, message: paymentReturn.unsuccessful },
  PURCHASE_REFUNDED: { status: 409, message: paymentReturn.refunded },
  NO_BILLING_ACCOUNT: { status: 404, message: create.billingPortalFailed },
  BILLING_PORTAL_FAILED: { status: 502, message: create.billingPortalFailed },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: api.badSignature },
  ADDRESS_NOT_FOUND: { status: 404, message: directions.addressNotFound },
  GEOCODING_FAILED: { status: 502, message: directions.geocodingFailed },
  // The spec words no limit here; the app shows a refused lookup as the lookup's own failure.
  GEOCODING_RATE_LIMITED: { status: 429, message: directions.geocodingFailed },
  DIRECTIONS_RATE_LIMITED: { status: 429, message: directions.directionsFailed },
  CANCELLATION_RECORD_FAILED: { status: 500, message: manage.recordCancellationFailed(api.internal) },
  SHARE_LINK_TOO_LONG: { status: 400, message: manage.shareLinkTooLong },
  QR_FAILED: { status: 500, message: manage.qrFailed },
  QR_LINK_INVALID: { status: 403, message: qrLink.invalid },
  QR_LINK_EXPIRED: { status: 410, message: qrLink.expired },
  DIRECTIONS_FAILED: { status: 502, message: directions.directionsFailed },
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
