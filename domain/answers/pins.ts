import * as z from "zod";
import { ZErrorBody } from "./errors.ts";
import { ZNear } from "./maps.ts";

// A pin as anyone may see it: what a search answers, the public fields of a listed pin.
export const ZPublicPin = z
  .object({
    id: z.number().int(),
    mypin: z.string(),
    userName: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    searchCount: z.number().int(),
    // The owner's arrival note, plain text with line breaks ("\n"); null without one.
    note: z.string().nullable(),
    // Null until the pin's town has been looked up, or when none is near (at sea).
    near: ZNear.nullable(),
  })
  .meta({ id: "PublicPin" });

// renamedFrom: the name asked for, when it is a former name of the pin (staff renamed it, and the
// old name leads to it for a while); the pin is under its new name.
export const ZPinFound = z.object({ pin: ZPublicPin, renamedFrom: z.string().optional() });

// A pin a missed search suggests: its name, and where it is, so the visitor picks the right place.
export const ZSuggestedPin = z.object({ mypin: z.string(), near: ZNear.nullable() }).meta({ id: "SuggestedPin" });
export type TSuggestedPin = z.output<typeof ZSuggestedPin>;

// A miss is the error shape with up to three pins near the one typed, closest first.
export const ZPinMissing = ZErrorBody.extend({ suggestions: z.array(ZSuggestedPin).max(3) });

export const ZPopularPins = z.object({ pins: z.array(z.object({ mypin: z.string() })) });
