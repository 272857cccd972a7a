import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb, type TDb } from "../../../db/client";
import {
  ensureCheckout,
  findCheckout,
  markCheckoutExpired,
  markCheckoutFulfilled,
  markCheckoutRefunded,
  type TCheckoutRow,
  type TNewCheckout,
} from "../../../db/queries/checkouts";
import { checkouts, emailOutbox } from "../../../db/schema";
import { PLACE } from "../../helpers/places";
import { uniqueEmail, uniqueName } from "../../helpers/unique";
import { makeUser } from "../../helpers/worker/accounts";

// db/queries/checkouts.ts: a checkout leaves "pending" once, for one of fulfilled, failed or
// refunded, and no later call moves it again.

const db = () => createDb(env.DB);
const STATUSES = ["pending", "fulfilled", "expired", "refunded"] as const;
type TStatus = TCheckoutRow["status"];

async function makeCheckout(status: TStatus = "pending", overrides: Partial<TNewCheckout> = {}) {
  const buyer = await makeUser(env.DB);
  const row: TNewCheckout = {
    id: `cs_test_${crypto.randomUUID()}`,
    userId: buyer.id,
    mypin: uniqueName("checkout"),
    ...PLACE,
    tier: "simple",
    currency: "gbp",
    status,
    ...overrides,
  };
  await db().insert(checkouts).values(row);
  return row;
}

const statusOf = async (id: string) => (await findCheckout(db(), id))?.status;

describe("marking a checkout fulfilled or expired", () => {
  for (const [mark, to] of [
    [(db: TDb, id: string) => markCheckoutFulfilled(db, id, null), "fulfilled"],
    [markCheckoutExpired, "expired"],
  ] as const) {
    it(`moves a pending checkout to ${to}, and again changes nothing`, async () => {
      const checkout = await makeCheckout();
      const bystander = await makeCheckout();
      await mark(db(), checkout.id);
      expect(await statusOf(checkout.id)).toBe(to);
      await mark(db(), checkout.id);
      expect(await statusOf(checkout.id)).toBe(to);
      expect(await statusOf(bystander.id)).toBe("pending");
    });

    it(`leaves a checkout that is no longer pending as it is, when marking it ${to}`, async () => {
      for (const from of STATUSES.filter((status) => status !== "pending")) {
        const checkout = await makeCheckout(from);
        await mark(db(), checkout.id);
        expect(await statusOf(checkout.id), `${from} -> ${to}`).toBe(from);
      }
    });
  }
});

describe("marking a checkout refunded", () => {
  const refundEmailsTo = (to: string) =>
    db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, "purchase-refunded")));

  it("moves a pending checkout to refunded and queues one refund e-mail with it, due at once", async () => {
    const checkout = await makeCheckout();
    const to = uniqueEmail("refunded");
    const payload = { mypin: checkout.mypin, amount: "£24.00" };
    await markCheckoutRefunded(env.DB, checkout.id, { to, payload }, 1_750_000_000_000);
    expect(await statusOf(checkout.id)).toBe("refunded");
    expect(await refundEmailsTo(to)).toEqual([
      expect.objectContaining({ to, payload, status: "pending", attempts: 0, nextAttemptAt: 1_750_000_000_000 }),
    ]);
  });

  it("e-mails once however often the same refund is recorded, also at the same moment", async () => {
    const checkout = await makeCheckout();
    const to = uniqueEmail("refunded-twice");
    const refund = () =>
      markCheckoutRefunded(env.DB, checkout.id, { to, payload: { mypin: checkout.mypin } }, Date.now());
    await Promise.all([refund(), refund(), refund()]);
    await refund();
    expect(await statusOf(checkout.id)).toBe("refunded");
    expect(await refundEmailsTo(to)).toHaveLength(1);
  });

  it("neither moves nor e-mails about a checkout that is no longer pending, or does not exist", async () => {
    for (const from of STATUSES.filter((status) => status !== "pending")) {
      const checkout = await makeCheckout(from);
      const to = uniqueEmail(`was-${from}`);
      await markCheckoutRefunded(env.DB, checkout.id, { to, payload: {} }, Date.now());
      expect(await statusOf(checkout.id), from).toBe(from);
      expect(await refundEmailsTo(to), from).toEqual([]);
    }
    const to = uniqueEmail("nobody");
    await markCheckoutRefunded(env.DB, `cs_test_${crypto.randomUUID()}`, { to, payload: {} }, Date.now());
    expect(await refundEmailsTo(to)).toEqual([]);
  });

  it("leaves every other checkout pending", async () => {
    const [checkout, bystander] = [await makeCheckout(), await makeCheckout()];
    await markCheckoutRefunded(env.DB, checkout.id, { to: uniqueEmail(), payload: {} }, Date.now());
    expect(await statusOf(bystander.id)).toBe("pending");
  });
});

describe("ensuring a checkout's record", () => {
  it("writes a missing record", async () => {
    const buyer = await makeUser(env.DB);
    const id = `cs_test_${crypto.randomUUID()}`;
    const row = {
      id,
      userId: buyer.id,
      mypin: uniqueName("ensured"),
      ...PLACE,
      tier: "simple",
      currency: "eur",
    } as const;
    await ensureCheckout(db(), row);
    expect(await findCheckout(db(), id)).toMatchObject({ ...row, status: "pending", promoCode: null });
  });

  it("keeps a record that is already there as it is, whatever the second writer brings", async () => {
    const checkout = await makeCheckout("fulfilled", { promoCode: "FREE3" });
    const before = await findCheckout(db(), checkout.id);
    await ensureCheckout(db(), { ...checkout, latitude: 0, longitude: 0, status: "pending", promoCode: null });
    expect(await findCheckout(db(), checkout.id)).toEqual(before);
  });
});
