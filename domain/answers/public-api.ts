import * as z from "zod";
import { ZErrorBody } from "./errors.ts";
import { ZNear } from "./maps.ts";

// A pin as the public API answers it: what its public result shows and nothing of its owner.
export const ZApiPin = z
  .object({
    name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    // Null until the pin's town has been looked up, or when none is near (at sea).
    near: ZNear.nullable(),
    // The owner's arrival note, plain text with line breaks ("\n"); null without one.
    note: z.string().nullable(),
    directions: z.object({ apple: z.url(), google: z.url() }),
    // The pin's own page on MyPin, as its share link and QR code open it.
    link: z.url(),
  })
  .meta({ id: "ApiPin" });

// renamedFrom: the name asked for, when it is a former name of the pin, which is answered under its
// new name (staff renamed it; the old name leads to it for a while).
export const ZApiPinFound = z.object({ pin: ZApiPin, renamedFrom: z.string().optional() });

export const ZApiSuggestion = z.object({ name: z.string(), near: ZNear.nullable() }).meta({ id: "ApiSuggestion" });

export const ZApiPinMissing = ZErrorBody.extend({ suggestions: z.array(ZApiSuggestion).max(3) });

export const ZApiSuggestions = z.object({ suggestions: z.array(ZApiSuggestion).max(3) });

export const API_NAME_STATUSES = ["taken", "available", "reserved", "held"] as const;

export const ZApiNameStatus = z.object({ name: z.string(), status: z.enum(API_NAME_STATUSES) });
