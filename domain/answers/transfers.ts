import * as z from "zod";
import { ZCurrency } from "../schemas.ts";
import { CARRY_REFUSALS } from "../transfers.ts";
import { ZNear } from "./maps.ts";

// A pin's open transfer offer, as its owner and the help desk see it on their manage screens.
export const ZOpenTransfer = z
  .object({ id: z.string(), toEmail: z.string(), expiresAt: z.number().int() })
  .meta({ id: "OpenTransfer" });

// What accepting costs: nothing today until the giver's paid time ends (carriedUntil, epoch ms), or
// a year paid today when too little paid time is left to carry over (carriedUntil null). refusal:
// why it cannot be accepted now (a renewal not yet paid waits; a failed one is the giver's to mend).
export const ZTransferTerms = z.object({
  carriedUntil: z.number().int().nullable(),
  amountMinor: z.number().int(),
  currency: ZCurrency,
  refusal: z.enum(CARRY_REFUSALS).nullable(),
});

// An offer as its link shows it. Anyone with the link sees whether it is still open; the giver and
// the recipient whose address it is for (null for anyone else); only the recipient the rest.
export const ZTransferOffer = z
  .object({
    id: z.string(),
    mypin: z.string(),
    toEmail: z.string().nullable(),
    open: z.boolean(),
    expiresAt: z.number().int(),
    details: z
      .object({
        from: z.string(),
        latitude: z.number(),
        longitude: z.number(),
        near: ZNear.nullable(),
        terms: ZTransferTerms,
      })
      .nullable(),
  })
  .meta({ id: "TransferOffer" });

export const ZIncomingTransfers = z.object({
  offers: z.array(z.object({ id: z.string(), mypin: z.string(), from: z.string(), expiresAt: z.number().int() })),
});

export const ZTransferCheckout = z.object({ url: z.string() });
export const ZTransferCompleted = z.object({ mypin: z.string() });
