import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../../db/client";
import {
  findSubscription,
  insertSubscriptionForPin,
  type TNewSubscription,
  updateSubscriptionState,
} from "../../../db/queries/subscriptions";
import { mypins } from "../../../db/schema";
import { makeUser } from "../../helpers/worker/accounts";
import { makeOwnedPin } from "../../helpers/worker/pins";

// db/queries/subscriptions.ts: fulfilment writes a subscription pointing at its pin; the provider's
// state later replaces ours; a subscription that has ended leaves its pin to releaseOverduePins.

const db = () => createDb(env.DB);
const pinExists = async (id: number) => (await db().select().from(mypins).where(eq(mypins.id, id)).get()) !== undefined;

function subscriptionRow(owner: { id: string; email: string }, overrides: Partial<TNewSubscription> = {}) {
  return {
    id: `sub_${crypto.randomUUID()}`,
    userId: owner.id,
    email: owner.email,
    status: "active",
    tier: "simple",
    currency: "gbp",
    amountMinor: 2400,
    currentPeriodEnd: 1_800_000_000_000,
    ...overrides,
  } satisfies TNewSubscription;
}

// An owner's pin and the subscription that pays for it, as fulfilment writes them.
async function subscribedPin(overrides: Partial<TNewSubscription> = {}) {
  const owner = await makeUser(env.DB);
  const row = subscriptionRow(owner, overrides);
  const pin = await makeOwnedPin(env.DB, owner, { subscriptionId: row.id });
  await insertSubscriptionForPin(db(), row, pin.mypin);
  return { owner, pin, row };
}

describe("writing a pin's subscription", () => {
  it("points the subscription at the pin of that name", async () => {
    const { pin, row } = await subscribedPin();
    expect(await findSubscription(db(), row.id)).toMatchObject({ ...row, mypinId: pin.id });
  });

  it("keeps the first record when the same subscription is written again", async () => {
    const { pin, row } = await subscribedPin();
    await insertSubscriptionForPin(db(), { ...row, status: "canceled", amountMinor: 1 }, "some other name");
    expect(await findSubscription(db(), row.id)).toMatchObject({
      status: "active",
      amountMinor: 2400,
      mypinId: pin.id,
    });
  });
});

describe("applying the provider's state", () => {
  for (const status of ["past_due", "canceled", "unpaid"]) {
    it(`records a ${status} subscription and leaves its pin to the release job`, async () => {
      const { pin, row } = await subscribedPin();
      const state = {
        status,
        currentPeriodEnd: 1_900_000_000_000,
        cancelAtPeriodEnd: true,
        trialEnd: null,
        endedAt: status === "past_due" ? null : 1_750_000_000_000,
        amountMinor: 2400,
      };
      await updateSubscriptionState(db(), row.id, state, 1_750_000_000_000);
      expect(await findSubscription(db(), row.id)).toMatchObject({ ...state, updatedAt: 1_750_000_000_000 });
      expect(await pinExists(pin.id)).toBe(true);
    });
  }
});
