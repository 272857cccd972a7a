import { z } from "zod";
import { ZErrorBody } from "./errors.ts";

// A pin as anyone may see it: what a search answers, the public fields of a listed pin.
export const ZPublicPin = z
  .object({
    id: z.number().int(),
    mypin: z.string(),
    userName: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    searchCount: z.number().int(),
  })
  .meta({ id: "PublicPin" });

export const ZPinFound = z.object({ pin: ZPublicPin });

// A miss is the error shape with up to three pins' names near the one typed, closest first.
export const ZPinMissing = ZErrorBody.extend({ suggestions: z.array(z.string()).max(3) });

export const ZPopularPins = z.object({ pins: z.array(z.object({ mypin: z.string() })) });
