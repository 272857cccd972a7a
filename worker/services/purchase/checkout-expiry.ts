import { markCheckoutExpired } from "../../../db/queries/checkouts";
import type { TDeps } from "../../platform/dependencies";
import { forgetCheckoutHold } from "../names/holds";
import { nameLock } from "../names/locks";

// A checkout session that expired unpaid: its record says so and its hold on the name ends, in the
// object and in D1. Keyed by the session, so a stale call cannot end a newer buyer's hold.
export async function settleExpiredCheckout({ env, db }: TDeps, sessionId: string, mypin: string | undefined) {
  await markCheckoutExpired(db, sessionId);
  if (mypin) await nameLock(env, mypin).endCheckout(sessionId);
  await forgetCheckoutHold(db, sessionId);
}
