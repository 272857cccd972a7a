import * as z from "zod";
import { HOLD_CAPS } from "../holds.ts";

// Taken by a pin, held by a buyer for now, or free (reason null).
export const ZNameAvailability = z.object({
  available: z.boolean(),
  reason: z.enum(["taken", "held"]).nullable(),
});

// A signed-in user's hold or a signed-out browser's, the kinds HOLD_CAPS caps.
const ZHoldKind = z.enum(Object.keys(HOLD_CAPS) as (keyof typeof HOLD_CAPS)[]);

// expiresAt in epoch ms.
export const ZHeldName = z.object({
  hold: z.object({ expiresAt: z.number().int(), kind: ZHoldKind }).meta({ id: "Hold" }),
});

// Whether anyone holds the name, and whether the caller does; expiresAt in epoch ms, null unheld.
export const ZHoldStatus = z
  .object({ isLocked: z.boolean(), lockedByCurrentUser: z.boolean(), expiresAt: z.number().int().nullable() })
  .meta({ id: "HoldStatus" });

export const ZHoldReleased = z.object({ released: z.boolean() });
