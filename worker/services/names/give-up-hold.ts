import type { TDb } from "../../../db/client";
import { deleteHold } from "../../../db/queries/name-holds";
import { nameKey } from "../../../domain/name-policy";
import type { TDeps } from "../../platform/dependencies";
import { expireCheckoutSession } from "../../providers/payments";
import { nameLock } from "./locks";

// Leaving the create page or the checkout frees the name; an open checkout for it is expired so it
// can no longer be paid for a name the buyer gave up.
export async function giveUpHold({ env, db, waitUntil }: TDeps, asked: { name: string; holder: string | null }) {
  if (!asked.holder) return { released: false };
  const { released, checkoutSessionId } = await nameLock(env, asked.name).cancel(asked.holder);
  if (released) await releaseHold(db, asked.holder, asked.name);
  if (checkoutSessionId) waitUntil(expireCheckoutSession(env, checkoutSessionId));
  return { released };
}

async function releaseHold(db: TDb, holder: string, name: string) {
  await deleteHold(db, holder, nameKey(name));
}
