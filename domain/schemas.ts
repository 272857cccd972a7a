import { z } from "zod";
import { isValidCoordinates } from "./coordinates.ts";
import { coordinates, nameRules } from "./messages.ts";
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

export const ZPassword = z.string().superRefine((value, ctx) => {
  const error = passwordError(value);
  if (error !== null) ctx.addIssue({ code: "custom", message: error });
});

export const ZCurrency = z.enum(CURRENCIES);
