import { eq } from "drizzle-orm";
import type { TDb } from "../client";
import { trialCards } from "../schema";

// The card's first trial subscription keeps it: a later one, on any account, finds another id here.
// Written before fulfilment's batch, so two fulfilments of one payment agree on the answer.
export async function claimTrialCard(
  db: TDb,
  card: { fingerprint: string; subscriptionId: string; userId: string },
  now: number,
) {
  await db
    .insert(trialCards)
    .values({ ...card, createdAt: now })
    .onConflictDoNothing();
  const row = await db.query.trialCards.findFirst({ where: eq(trialCards.fingerprint, card.fingerprint) });
  return row?.subscriptionId === card.subscriptionId;
}

// A trial whose purchase was refunded (its name went to another buyer) gives its card back.
export async function releaseTrialCard(db: TDb, subscriptionId: string) {
  await db.delete(trialCards).where(eq(trialCards.subscriptionId, subscriptionId));
}
