import { createDb } from "../../db/client";
import { markCheckoutExpired } from "../../db/queries/checkouts";
import type { Env } from "../env";
import { forgetCheckoutHold } from "./holds";
import { nameLock } from "./locks";

// A checkout session that expired unpaid: its record says so and its hold on the name ends, in the
// object and in D1. Keyed by the session, so a stale call cannot end a newer buyer's hold.
export async function settleExpiredCheckout(env: Env, sessionId: string, mypin: string | undefined) {
  await markCheckoutExpired(createDb(env.DB), sessionId);
  if (mypin) await nameLock(env, mypin).endCheckout(sessionId);
  await forgetCheckoutHold(env, sessionId);
}
