import * as z from "zod";
import {
  CODE_LENGTH,
  cleanDisplayName,
  hasHiddenCharacters,
  LINK_TOKEN_PATTERN,
  MAX_DISPLAY_NAME_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_LINK_TOKEN_LENGTH,
  MAX_PASSWORD_LENGTH,
} from "./accounts.ts";
import { EVENT_NAME_MAX, EVENT_PATH_MAX, EVENT_TYPES } from "./analytics-events.ts";
import { NOTE_MAX_CHARACTERS, normalizeNote, noteLength } from "./arrival-notes.ts";
import { isValidCoordinates, parseCoordinates } from "./coordinates.ts";
import { LOCALES } from "./locales.ts";
import { MAX_TILE_ZOOM } from "./map-tiles.ts";
import { auth, changePassword, password, reset, verifyEmail } from "./messages/accounts.ts";
import { api } from "./messages/api.ts";
import { directions } from "./messages/directions.ts";
import { arrivalNotes } from "./messages/manage.ts";
import { nameRules } from "./messages/names.ts";
import { create } from "./messages/purchase.ts";
import { coordinates } from "./messages/search.ts";
import { normalizeName, validateName } from "./names.ts";
import { passwordError } from "./passwords.ts";
import { CURRENCIES } from "./prices.ts";
import { MAX_PROMO_CODE_LENGTH } from "./promotions.ts";

// The request schemas shared by the API and the app's forms. They live apart from the rules they
// wrap so a page can use the rules without loading zod (docs/decisions/037).

// The message comes from validateName so a request and the form refuse a name with the same words;
// the origin is the production one so a name valid here is valid wherever it is shared.
export const ZPinName = z
  .string()
  .superRefine((value, ctx) => {
    const result = validateName(value);
    if (!result.isValid) ctx.addIssue({ code: "custom", message: result.error ?? nameRules.invalidFormat });
  })
  .transform(normalizeName);

export type TPinName = z.output<typeof ZPinName>;

const invalidCoordinates = { error: coordinates.invalid };
// An arrival note as its owner typed it: stored normalized, and counted as the visitor sees it. An
// empty note removes the note.
const tooLongNote = { error: arrivalNotes.tooLong };

export const ZArrivalNote = z.object({
  note: z
    .string()
    .max(NOTE_MAX_CHARACTERS * 8, tooLongNote)
    .transform(normalizeNote)
    .refine((note) => noteLength(note) <= NOTE_MAX_CHARACTERS, tooLongNote),
});

export const ZCoordinates = z
  .object({ latitude: z.number(invalidCoordinates), longitude: z.number(invalidCoordinates) }, invalidCoordinates)
  .refine(isValidCoordinates, invalidCoordinates);

// A map tile our maps draw (domain/map-tiles.ts): of its zoom, and no deeper than they go.
const notATile = { error: directions.noSuchMapTile };
const ZTileIndex = z.coerce.number(notATile).int(notATile).min(0, notATile);

export const ZTile = z
  .object({ z: ZTileIndex.max(MAX_TILE_ZOOM, notATile), x: ZTileIndex, y: ZTileIndex })
  .refine(({ z: zoom, x, y }) => x < 2 ** zoom && y < 2 ** zoom, notATile);

export type TTile = z.output<typeof ZTile>;

// A positive whole number written plainly in a path or query string ("0x10" or "1e3" are not).
export const ZPositiveInt = z
  .string({ error: api.badRequest })
  .regex(/^[1-9]\d{0,14}$/, { error: api.badRequest })
  .transform(Number);

export const ZPinId = z.object({ id: ZPositiveInt });

// The owner's pin list: page 1 unless another page is asked for.
export const ZOwnedPinsQuery = z.object({ page: ZPositiveInt.default(1) });
// A decimal degree needs a few dozen characters at most, however precise.
const ZCoordinateText = z.string(invalidCoordinates).max(64, invalidCoordinates);

// GET /api/directions: both points arrive as query strings and are read as plain decimals.
export const ZDirectionsQuery = z
  .object(
    {
      fromLat: ZCoordinateText,
      fromLng: ZCoordinateText,
      toLat: ZCoordinateText,
      toLng: ZCoordinateText,
    },
    invalidCoordinates,
  )
  .transform((query, ctx) => {
    const from = parseCoordinates(query.fromLat, query.fromLng);
    const to = parseCoordinates(query.toLat, query.toLng);
    if (from && to) return { from, to };
    ctx.addIssue({ code: "custom", message: coordinates.invalid });
    return z.NEVER;
  });

// A missing or non-text password reads as an empty one: too short, in the rules' own words.
export const ZPassword = z.string({ error: password.tooShort }).superRefine((value, ctx) => {
  const error = passwordError(value);
  if (error !== null) ctx.addIssue({ code: "custom", message: error });
});

export const ZCurrency = z.enum(CURRENCIES);

// E-mail addresses are compared lower-cased: one person, one account, whatever they type.
export const ZEmail = z
  .string({ error: auth.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: auth.invalidEmail }).max(MAX_EMAIL_LENGTH, { error: auth.invalidEmail }));

// A pin's offer to another account: the recipient's address; an offer by its link's id.
export const ZTransferRequest = z.object({ email: ZEmail });
export const ZTransferId = z.object({ id: z.string().min(1).max(64) });
export const ZTransferReturn = z.object({ sessionId: z.string().min(1).max(255) });

const ZDisplayName = z
  .string({ error: auth.displayNameRequired })
  .transform(cleanDisplayName)
  .pipe(
    z
      .string()
      .min(1, { error: auth.displayNameRequired })
      .max(MAX_DISPLAY_NAME_LENGTH, { error: auth.displayNameTooLong })
      .refine((name) => !hasHiddenCharacters(name), { error: auth.displayNameHidden }),
  );

export const ZSignUp = z.object({
  displayName: ZDisplayName,
  email: ZEmail,
  password: ZPassword,
});

// The sign-up code: whitespace is removed, then exactly six digits.
export const ZVerificationCode = z
  .string({ error: auth.completeCode })
  .max(64, { error: auth.completeCode })
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: auth.completeCode }));

// No password longer than sign-up allows can be right, so it is refused before it is hashed.
export const ZSignIn = z.object({
  email: ZEmail,
  password: z
    .string({ error: auth.incorrectCredentials })
    .max(MAX_PASSWORD_LENGTH, { error: auth.incorrectCredentials }),
});

// The token of an e-mailed link (sign-up verification, password reset), in a body or a path.
export const ZVerifyLinkToken = z
  .string({ error: verifyEmail.failed })
  .max(MAX_LINK_TOKEN_LENGTH, { error: verifyEmail.failed });
export const ZResetToken = z
  .string({ error: reset.invalidToken })
  .regex(LINK_TOKEN_PATTERN, { error: reset.invalidToken });

// The reset form's address is only looked up, so a malformed one is answered as no account's;
// one longer than any address can be is refused as bad input before that.
export const ZResetRequest = z.object({
  email: z.string({ error: auth.invalidEmail }).max(MAX_EMAIL_LENGTH, { error: auth.invalidEmail }),
});

// A lone surrogate (half of a UTF-16 pair) is no character at all: text holding one cannot be put
// into a URL or a form body, which is how a promotion code goes to the payment provider.
function isWellFormed(value: string) {
  return !/\p{Cs}/u.test(value);
}

// The new password meets the same rules as at sign-up. A current password longer than sign-up
// allows cannot be right, so, as at sign-in, it is refused before it is hashed.
// A language MyPin speaks, as the language chooser names it.
export const ZLanguageChoice = z.object({ locale: z.enum(LOCALES, { error: api.badRequest }) });

export const ZChangePassword = z.object({
  currentPassword: z
    .string({ error: changePassword.currentRequired })
    .min(1, { error: changePassword.currentRequired })
    .max(MAX_PASSWORD_LENGTH, { error: changePassword.currentIncorrect }),
  newPassword: ZPassword,
});

// The call that starts a payment. The name comes first so an empty one is refused with
// 'MyPin is required for payment' rather than the name rules' words.
export const ZCheckout = z
  .object({
    mypin: z
      .string({ error: create.requiredForPayment })
      .trim()
      .min(1, { error: create.requiredForPayment })
      .pipe(ZPinName),
    latitude: z.number(invalidCoordinates),
    longitude: z.number(invalidCoordinates),
    currency: ZCurrency.optional(),
    promoCode: z
      .string()
      .trim()
      .max(MAX_PROMO_CODE_LENGTH)
      .refine(isWellFormed, { error: create.promoInvalid })
      .optional(),
  })
  .refine(isValidCoordinates, invalidCoordinates);

export type TCheckoutRequest = z.output<typeof ZCheckout>;

// The name comes along because a trial code is tied to a tier (TRIAL_TIER in promotions.ts).
export const ZPromoCode = z.object({
  promoCode: z
    .string({ error: create.promoInvalid })
    .trim()
    .min(1, { error: create.promoInvalid })
    .max(MAX_PROMO_CODE_LENGTH, { error: create.promoInvalid })
    .refine(isWellFormed, { error: create.promoInvalid }),
  mypin: ZPinName,
});

// The beacon's event (POST /api/events). A relative path only, never a query string or fragment: those can carry a pin's name or a token.
const ZEventPath = z
  .string()
  .max(EVENT_PATH_MAX)
  .regex(/^\/(?!\/)[^?#\s]*$/, { error: "must be a path starting with /, without a query" });

export const ZEventBody = z.object({
  type: z.enum(EVENT_TYPES),
  path: ZEventPath,
  name: z.string().trim().min(1).max(EVENT_NAME_MAX).optional(),
});
export type TEventBody = z.infer<typeof ZEventBody>;
