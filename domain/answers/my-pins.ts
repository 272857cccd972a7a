import * as z from "zod";
import { TIER_ORDER } from "../names.ts";
import { OWNED_PINS_PAGE_SIZE } from "../owned-pins.ts";
import { ZCurrency } from "../schemas.ts";
import { SEARCH_HISTORY_DAYS } from "../search-counts.ts";
import { ZPublicPin } from "./pins.ts";
import { ZOpenTransfer } from "./transfers.ts";

// A pin's cancellation request: none, or the provider failed and the request waits ("pending"), or the
// provider scheduled the end-of-period cancellation ("processed").
export const ZCancellationStatus = z.enum(["none", "pending", "processed"]);

// What the owner's manage page says of a pin's subscription (domain/lifecycle.ts standingOf).
export const ZStanding = z.enum(["active", "ending", "past_due", "grace", "ended", "none"]);

// What every manage screen shows of a pin, the owner's and the staff's; times are epoch milliseconds.
export const ZListedPin = ZPublicPin.extend({
  createdAt: z.number().int(),
  updatedAt: z.number().int().nullable(),
  coordinatesUpdatedAt: z.number().int().nullable(),
  tier: z.enum(TIER_ORDER),
  // Its open transfer offer, if it has one (docs/decisions/045).
  transfer: ZOpenTransfer.nullable(),
});

export const ZOwnedPin = ZListedPin.extend({
  cancellation: ZCancellationStatus,
  subscriptionEnd: z.number().int().nullable(),
  standing: ZStanding,
  // Set once its subscription has ended: the end of the grace window, or of the period.
  releaseOn: z.number().int().nullable(),
  // The subscription's, for a renewal.
  currency: ZCurrency.nullable(),
  // Its searches on each of the last SEARCH_HISTORY_DAYS UTC days, oldest first, as flushed.
  searchesByDay: z.array(z.number().int()).length(SEARCH_HISTORY_DAYS),
}).meta({ id: "OwnedPin" });

export const ZTierCounts = z.object({
  premium: z.number().int(),
  simple: z.number().int(),
  basic: z.number().int(),
});

export const ZOwnedPinsPage = z.object({
  pins: z.array(ZOwnedPin),
  page: z.number().int(),
  pageSize: z.literal(OWNED_PINS_PAGE_SIZE),
  // Over all the owner's pins, not the page's.
  total: z.number().int(),
  counts: ZTierCounts,
});

export const ZMovedPin = z.object({ pin: ZOwnedPin });

// A processed request tells the period's end (null only when the provider knows none); a pending
// one, which asking again retries, has none.
export const ZCancellationAnswer = z.discriminatedUnion("cancellation", [
  z.object({ cancellation: z.literal("processed"), subscriptionEnd: z.number().int().nullable() }),
  z.object({ cancellation: z.literal("pending"), subscriptionEnd: z.null() }),
]);

// A signed same-origin link to the QR image, the share link it encodes, and when the first stops
// working (epoch milliseconds).
export const ZQrLink = z.object({ url: z.string(), link: z.string(), expiresAt: z.number().int() });
