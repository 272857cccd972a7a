import { z } from "zod";
import { CODE_LENGTH } from "./accounts.ts";
import { isValidCoordinates, parseCoordinates } from "./coordinates.ts";
import { auth, changePassword, password } from "./messages/accounts.ts";
import { api } from "./messages/api.ts";
import { nameRules } from "./messages/names.ts";
import { create } from "./messages/purchase.ts";
import { coordinates } from "./messages/search.ts";
import { normalizeName, validateName } from "./names.ts";
import { passwordError } from "./passwords.ts";
import { CURRENCIES } from "./prices.ts";

// The request schemas shared by the API and the app's forms. They live apart from the rules they
// wrap so a page can use the rules without loading zod (DESIGN section 11's first-paint budget).

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
export const ZCoordinates = z
  .object({ latitude: z.number(invalidCoordinates), longitude: z.number(invalidCoordinates) }, invalidCoordinates)
  .refine(isValidCoordinates, invalidCoordinates);

// A positive whole number written plainly in a path or query string ("0x10" or "1e3" are not).
const ZPositiveInt = z
  .string({ error: api.badRequest })
  .regex(/^[1-9]\d{0,14}$/, { error: api.badRequest })
  .transform(Number);

export const ZPinId = z.object({ id: ZPositiveInt });

// The owner's pin list: page 1 unless another page is asked for.
export const ZOwnedPinsQuery = z.object({ page: ZPositiveInt.default(1) });
// GET /api/directions: both points arrive as query strings and are read as plain decimals.
export const ZDirectionsQuery = z
  .object(
    {
      fromLat: z.string(invalidCoordinates),
      fromLng: z.string(invalidCoordinates),
      toLat: z.string(invalidCoordinates),
      toLng: z.string(invalidCoordinates),
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

export const ZPassword = z.string().superRefine((value, ctx) => {
  const error = passwordError(value);
  if (error !== null) ctx.addIssue({ code: "custom", message: error });
});

export const ZCurrency = z.enum(CURRENCIES);

// E-mail addresses are compared lower-cased: one person, one account, whatever they type.
export const ZEmail = z
  .string({ error: auth.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: auth.invalidEmail }).max(254, { error: auth.invalidEmail }));

export const ZSignUp = z.object({
  displayName: z.string({ error: auth.displayNameRequired }).trim().min(1, { error: auth.displayNameRequired }),
  email: ZEmail,
  password: ZPassword,
});

// Accounts-admin section 5: whitespace is removed, then exactly six digits.
export const ZVerificationCode = z
  .string({ error: auth.completeCode })
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), { error: auth.completeCode }));

export const ZSignIn = z.object({ email: ZEmail, password: z.string({ error: auth.incorrectCredentials }) });

// The new password meets the same rules as at sign-up.
export const ZChangePassword = z.object({
  currentPassword: z
    .string({ error: changePassword.currentRequired })
    .min(1, { error: changePassword.currentRequired }),
  // Absent reads as empty: too short, in the rules' own words.
  newPassword: z.string({ error: password.tooShort }).pipe(ZPassword),
});

// Core-flow section 7's create-payment call. The name comes first so an empty one is refused with
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
    promoCode: z.string().trim().max(64).optional(),
  })
  .refine(isValidCoordinates, invalidCoordinates);

export type TCheckoutRequest = z.output<typeof ZCheckout>;

// The name comes along because a trial code is tied to a tier (core-flow section 1).
export const ZPromoCode = z.object({
  promoCode: z
    .string({ error: create.promoInvalid })
    .trim()
    .min(1, { error: create.promoInvalid })
    .max(64, { error: create.promoInvalid }),
  mypin: ZPinName,
});
