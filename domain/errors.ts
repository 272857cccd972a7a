import type * as z from "zod";
import type { ZErrorBody } from "./answers/errors.ts";
import { auth, changePassword, reset, verifyEmail } from "./messages/accounts.ts";
import { api } from "./messages/api.ts";
import { analyticsEvents } from "./messages/consent.ts";
import { contactRefusal } from "./messages/contact.ts";
import { apiRefusals } from "./messages/developers.ts";
import { directions } from "./messages/directions.ts";
import { arrivalNotes, manage, qrLimits, qrLink } from "./messages/manage.ts";
import { namePolicy, nameStatus } from "./messages/names.ts";
import { create, holdLimits, locks, paymentLimits, paymentReturn, trialLimits } from "./messages/purchase.ts";
import { search } from "./messages/search.ts";
import { accountMenu } from "./messages/site.ts";
import { admin, helpDesk, reservedNames } from "./messages/staff.ts";
import { transferRefusals } from "./messages/transfers.ts";

// The statuses failures are given, those Hono's own exceptions carry (413, 504), and 421 for a
// request to an address that is not the site's own, in the error shape every API failure shares.
type TErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 421 | 429 | 500 | 502 | 503 | 504;

// One table from error code to HTTP status and the spec's words (docs/decisions/009): the worker
// throws a code and answers with its status and message; the app narrows failures on the codes.
export const ERRORS = {
  BAD_REQUEST: { status: 400, message: api.badRequest },
  UNAUTHENTICATED: { status: 401, message: auth.signInRequired },
  FORBIDDEN: { status: 403, message: api.forbidden },
  FORBIDDEN_ORIGIN: { status: 403, message: api.forbiddenOrigin },
  // The API answers on PUBLIC_ORIGIN alone, so no session cookie is ever set for another host.
  MISDIRECTED_HOST: { status: 421, message: api.misdirectedHost },
  NOT_FOUND: { status: 404, message: api.notFound },
  PIN_NOT_FOUND: { status: 404, message: search.notFound },
  SEARCH_RATE_LIMITED: { status: 429, message: search.rateLimited },
  ACCOUNT_EXISTS: { status: 409, message: auth.accountExists },
  AUTH_RATE_LIMITED: { status: 429, message: auth.resendTooMany },
  RESEND_LOCKED: { status: 429, message: auth.resendTooMany },
  NO_PENDING_SIGN_UP: { status: 404, message: auth.sendCodeFailed },
  CODE_INCORRECT: { status: 400, message: auth.verificationFailed },
  CODE_LOCKED: { status: 429, message: auth.tooManyAttempts },
  CODE_EXPIRED: { status: 410, message: auth.codeExpiredOrInvalid },
  // A pending sign-up is finished only in the browser that started it (docs/decisions/018).
  SIGN_UP_OTHER_BROWSER: { status: 409, message: auth.signUpOtherBrowser },
  // The account was created but its session could not be started (a fault of ours): sign in.
  ACCOUNT_CREATED_SIGNED_OUT: { status: 500, message: auth.accountCreatedSignIn },
  CODE_TRIES_EXHAUSTED: { status: 429, message: auth.tooManyWrongCodes },
  TOO_MANY_CODES: { status: 429, message: auth.tooManyCodes },
  VERIFY_LINK_INVALID: { status: 400, message: verifyEmail.failed },
  INVALID_CREDENTIALS: { status: 401, message: auth.incorrectCredentials },
  SIGN_IN_RATE_LIMITED: { status: 429, message: auth.tooManySignIns },
  NO_ACCOUNT: { status: 404, message: auth.noAccount },
  RESET_RATE_LIMITED: { status: 429, message: auth.tooManyResets },
  RESET_TOKEN_INVALID: { status: 400, message: reset.invalidLink },
  CURRENT_PASSWORD_INCORRECT: { status: 400, message: changePassword.currentIncorrect },
  PASSWORD_CHANGE_RATE_LIMITED: { status: 429, message: changePassword.tooMany },
  NAME_TAKEN: { status: 409, message: nameStatus.alreadyExists },
  NAME_HELD: { status: 409, message: nameStatus.temporarilyUnavailable },
  NAME_MIXED_SCRIPTS: { status: 400, message: namePolicy.mixedScripts },
  NAME_EXPLETIVE: { status: 400, message: namePolicy.expletive },
  NOTE_EXPLETIVE: { status: 400, message: arrivalNotes.expletive },
  TRANSFER_TO_SELF: { status: 400, message: transferRefusals.toSelf },
  TRANSFER_NO_SUBSCRIPTION: { status: 409, message: transferRefusals.noSubscription },
  TRANSFER_IN_GRACE: { status: 409, message: transferRefusals.inGrace },
  TRANSFER_PAST_DUE: { status: 409, message: transferRefusals.pastDue },
  TRANSFER_DISPUTED: { status: 409, message: transferRefusals.disputed },
  TRANSFER_CHECKOUT_OPEN: { status: 409, message: transferRefusals.checkoutOpen },
  TRANSFER_LOCKED: { status: 409, message: transferRefusals.locked },
  TRANSFER_OFFER_OPEN: { status: 409, message: transferRefusals.offerOpen },
  TRANSFER_NOT_FOUND: { status: 404, message: transferRefusals.notFound },
  TRANSFER_ENDED: { status: 410, message: transferRefusals.ended },
  TRANSFER_OTHER_ACCOUNT: { status: 403, message: transferRefusals.otherAccount },
  TRANSFER_RENEWAL_PENDING: { status: 409, message: transferRefusals.renewalPending },
  TRANSFER_OFFERS_LIMITED: { status: 429, message: transferRefusals.offersLimited },
  NAME_RESERVED: { status: 409, message: namePolicy.reserved },
  LOOKUP_RATE_LIMITED: { status: 429, message: nameStatus.tooManyLookups },
  HOLD_RATE_LIMITED: { status: 429, message: create.secureFailed },
  HOLDS_PER_ACCOUNT_EXCEEDED: { status: 429, message: holdLimits.perAccount },
  HOLDS_PER_BROWSER_EXCEEDED: { status: 429, message: holdLimits.perBrowser },
  HOLDS_PER_ADDRESS_EXCEEDED: { status: 429, message: holdLimits.perAddress },
  UNPAID_CHECKOUTS_EXCEEDED: { status: 429, message: holdLimits.unpaidCheckouts },
  HOLD_TIME_LIMIT: { status: 429, message: holdLimits.timeLimit },
  PAYMENT_RATE_LIMITED: { status: 429, message: paymentLimits.tooMany },
  QR_RATE_LIMITED: { status: 429, message: qrLimits.tooMany },
  EVENTS_RATE_LIMITED: { status: 429, message: analyticsEvents.tooMany },
  HOLD_CONVERT_TAKEN: { status: 409, message: locks.noLongerAvailable },
  HOLD_CONVERT_RESERVED: { status: 409, message: locks.reservedByAnother },
  HOLD_CONVERT_FAILED: { status: 503, message: locks.lockFailed },
  MYPIN_REQUIRED: { status: 400, message: create.requiredForPayment },
  PROMO_UNAVAILABLE: { status: 502, message: create.promoUnavailable },
  PAYMENT_FAILED: { status: 502, message: create.paymentFailed },
  NO_CHECKOUT_URL: { status: 502, message: create.noCheckoutUrl },
  PAYMENT_SESSION_NOT_FOUND: { status: 404, message: paymentReturn.sessionNotFound },
  PAYMENT_LOOKUP_FAILED: { status: 502, message: paymentReturn.saveFailed },
  PAYMENT_UNSUCCESSFUL: { status: 409, message: paymentReturn.unsuccessful },
  PURCHASE_REFUNDED: { status: 409, message: paymentReturn.refunded },
  // Two trial checkouts of one account opened at once: the other one holds the account's trial.
  TRIAL_CHECKOUT_REPLACED: { status: 409, message: trialLimits.checkoutReplaced },
  NO_BILLING_ACCOUNT: { status: 404, message: accountMenu.billingPortalFailed },
  BILLING_PORTAL_FAILED: { status: 502, message: accountMenu.billingPortalFailed },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: api.badSignature },
  ADDRESS_NOT_FOUND: { status: 404, message: directions.addressNotFound },
  GEOCODING_FAILED: { status: 502, message: directions.geocodingFailed },
  // The spec words no limit here; the app shows a refused lookup as the lookup's own failure.
  GEOCODING_RATE_LIMITED: { status: 429, message: directions.geocodingFailed },
  DIRECTIONS_RATE_LIMITED: { status: 429, message: directions.directionsFailed },
  // More visitors at once than the public services' one request a second serves within a few
  // seconds (worker/providers/fair-use.ts): the service was not asked.
  GEOCODING_BUSY: { status: 503, message: directions.geocodingBusy },
  DIRECTIONS_BUSY: { status: 503, message: directions.directionsBusy },
  MAP_TILE_FAILED: { status: 502, message: directions.mapTileFailed },
  MAP_TILES_RATE_LIMITED: { status: 429, message: directions.mapTileFailed },
  // Every visitor's new tiles together reached what we fetch from the tile service in a minute.
  MAP_TILES_BUSY: { status: 503, message: directions.mapTileFailed },
  CANCELLATION_RECORD_FAILED: { status: 500, message: manage.recordCancellationFailed(api.internal) },
  SHARE_LINK_TOO_LONG: { status: 400, message: manage.shareLinkTooLong },
  QR_FAILED: { status: 500, message: manage.qrFailed },
  QR_LINK_INVALID: { status: 403, message: qrLink.invalid },
  QR_LINK_EXPIRED: { status: 410, message: qrLink.expired },
  DIRECTIONS_FAILED: { status: 502, message: directions.directionsFailed },
  SYNC_FAILED: { status: 502, message: admin.syncFailed },
  ROLE_ACCOUNT_NOT_FOUND: { status: 404, message: admin.roles.noAccount },
  ROLE_EXPIRY_PAST: { status: 400, message: admin.roles.expiryPast },
  ROLE_NOT_GRANTED: { status: 404, message: admin.roles.notGranted },
  PAYLOAD_TOO_LARGE: { status: 413, message: api.tooLarge },
  TIMED_OUT: { status: 504, message: api.timedOut },
  // A variable or secret of the deployment is missing or unusable (worker/config.ts).
  SERVICE_MISCONFIGURED: { status: 503, message: api.misconfigured },
  // A staff rename to a name another pin has (or a look-alike of one), or that a buyer holds.
  STAFF_NAME_EXISTS: { status: 409, message: helpDesk.renameExists },
  // A staff rename to a name of another tier: the owner pays for the tier their name gives.
  STAFF_RENAME_TIER: { status: 409, message: helpDesk.renameTierRefused },
  // A reserved-name release names a name the policy does not reserve, or an address with no account.
  NAME_NOT_RESERVED: { status: 400, message: reservedNames.notReserved },
  RELEASE_NO_ACCOUNT: { status: 404, message: reservedNames.noAccount },
  // Nobody vouches for their own claim to a brand.
  RELEASE_TO_SELF: { status: 403, message: reservedNames.toSelf },
  // The public API (/v1) and its keys (docs/decisions/046).
  API_KEY_MISSING: { status: 401, message: apiRefusals.keyMissing },
  API_KEY_INVALID: { status: 401, message: apiRefusals.keyInvalid },
  API_KEY_REVOKED: { status: 401, message: apiRefusals.keyRevoked },
  API_KEY_WRONG_WEBSITE: { status: 403, message: apiRefusals.wrongWebsite },
  API_BURST_LIMITED: { status: 429, message: apiRefusals.burst },
  API_QUOTA_EXCEEDED: { status: 429, message: apiRefusals.monthly },
  API_KEY_LIMIT: { status: 409, message: apiRefusals.keyLimit },
  API_KEY_NOT_FOUND: { status: 404, message: apiRefusals.keyNotFound },
  // Keys this isolate does not know, per client address: each costs a hash and a D1 read.
  API_KEY_LOOKUPS_LIMITED: { status: 429, message: apiRefusals.keyLookups },
  // A key past the monthly cap its owner gave it (a browser key is public).
  API_KEY_CAP_REACHED: { status: 429, message: apiRefusals.keyCap },
  API_KEY_CREATIONS_LIMITED: { status: 429, message: apiRefusals.creationsPerDay },
  API_KEY_REVOCATIONS_LIMITED: { status: 429, message: apiRefusals.revocationsPerDay },
  CONTACT_RATE_LIMITED: { status: 429, message: contactRefusal.tooMany },
  INTERNAL: { status: 500, message: api.internal },
} as const satisfies Record<string, { status: TErrorStatus; message: string }>;

export type TErrorCode = keyof typeof ERRORS;

export type TErrorBody = z.output<typeof ZErrorBody>;
