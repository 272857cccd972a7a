import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../../db/client";
import {
  applySubscriptionState,
  findLiveSubscription,
  findSubscription,
  insertSubscriptionForPin,
  type TNewSubscription,
} from "../../../db/queries/subscriptions";
import { mypins } from "../../../db/schema";
import { makeUser } from "../../helpers/worker/accounts";
import { makeOwnedPin } from "../../helpers/worker/pins";

// db/queries/subscriptions.ts: fulfilment writes a subscription pointing at its pin; the provider's
// state later replaces ours, and a subscription that has ended frees its pin's name.

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
  it("updates a live subscription and keeps its pin", async () => {
    const { pin, row } = await subscribedPin();
    const state = { status: "past_due", currentPeriodEnd: 1_900_000_000_000, cancelAtPeriodEnd: true, trialEnd: null };
    expect(await applySubscriptionState(db(), row.id, state, 1_750_000_000_000)).toEqual({ released: [] });
    expect(await findSubscription(db(), row.id)).toMatchObject({ ...state, updatedAt: 1_750_000_000_000 });
    expect(await pinExists(pin.id)).toBe(true);
  });

  for (const ended of ["canceled", "incomplete_expired"]) {
    it(`frees the name of the pin a ${ended} subscription paid for, and only that pin's`, async () => {
      const { pin, row } = await subscribedPin();
      const neighbour = await subscribedPin();
      const result = await applySubscriptionState(db(), row.id, { status: ended }, 1_750_000_000_000);
      expect(result).toEqual({ released: [pin.mypin] });
      expect(await pinExists(pin.id)).toBe(false);
      expect(await findSubscription(db(), row.id)).toMatchObject({ status: ended, mypinId: null });
      expect(await pinExists(neighbour.pin.id)).toBe(true);

      // The same ending delivered again has nothing left to free.
      expect(await applySubscriptionState(db(), row.id, { status: ended }, 1_750_000_000_001)).toEqual({
        released: [],
      });
    });
  }
});

describe("finding an account's live subscription", () => {
  it("takes an active or trialing one, the one running longest, and none of another account's", async () => {
    const owner = await makeUser(env.DB);
    const other = await makeUser(env.DB);
    const rows = [
      subscriptionRow(owner, { status: "active", currentPeriodEnd: 1_800_000_000_000 }),
      subscriptionRow(owner, { status: "trialing", currentPeriodEnd: 1_850_000_000_000 }),
      subscriptionRow(owner, { status: "canceled", currentPeriodEnd: 1_990_000_000_000 }),
      subscriptionRow(owner, { status: "past_due", currentPeriodEnd: 1_980_000_000_000 }),
      subscriptionRow(other, { status: "active", currentPeriodEnd: 1_999_000_000_000 }),
    ];
    for (const row of rows) await insertSubscriptionForPin(db(), row, "no such pin");
    expect((await findLiveSubscription(db(), owner.id))?.id).toBe(rows[1]?.id);
  });

  it("finds none for an account whose subscriptions have all ended", async () => {
    const owner = await makeUser(env.DB);
    await insertSubscriptionForPin(db(), subscriptionRow(owner, { status: "canceled" }), "no such pin");
    expect(await findLiveSubscription(db(), owner.id)).toBeUndefined();
  });
});
