import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createDb } from "../../db/client";
import { checkouts, mypins, subscriptions } from "../../db/schema";
import { nameStatus } from "../../domain/messages/names";
import { sessionIdOf } from "../helpers/stripe-emulator";
import { uniqueName } from "../helpers/unique";
import { checkout, fulfil, signedInBuyer } from "../helpers/worker/purchase";
import { deliverWebhook, emulator } from "../helpers/worker/stripe";

// A budget (docs/architecture.md#budgets): 100 concurrent buyers of one name end with exactly one
// pin, every other buyer told why, and no charge without a pin.
it("sells a name to exactly one of 100 buyers who try at once", { timeout: 60_000 }, async () => {
  const mypin = uniqueName("rush");
  const buyers = await Promise.all(Array.from({ length: 100 }, () => signedInBuyer()));
  const answers = await Promise.all(buyers.map(({ browser }) => checkout(browser, { mypin })));

  const winners = answers.flatMap((answer, index) => (answer.status === 200 ? [{ answer, buyer: buyers[index] }] : []));
  const others = answers
    .filter((answer) => answer.status !== 200)
    .map((answer) => `${answer.status} ${answer.body.error?.message}`);
  expect(new Set(others)).toEqual(new Set([`409 ${nameStatus.temporarilyUnavailable}`]));
  expect(winners).toHaveLength(1);

  // Only the winner could reach a checkout, so nobody else can pay.
  const db = createDb(env.DB);
  expect(await db.select().from(checkouts).where(eq(checkouts.mypin, mypin))).toHaveLength(1);

  const [winner] = winners;
  const sessionId = sessionIdOf(winner?.answer.body.url ?? "");
  expect((await emulator.payCheckout(sessionId)).status).toBe(200);
  const completed = await emulator.recordedEvent(sessionId, "checkout.session.completed");
  const results = await Promise.all([
    ...Array.from({ length: 5 }, () => deliverWebhook(completed).then((response) => response.status)),
    ...Array.from({ length: 5 }, () =>
      fulfil(winner?.buyer?.browser ?? buyers[0]!.browser, sessionId).then((answer) => answer.status),
    ),
  ]);
  expect(results).toEqual(Array.from({ length: 10 }, () => 200));
  expect(await db.select().from(mypins).where(eq(mypins.mypin, mypin))).toHaveLength(1);
  expect(
    await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, winner?.buyer?.user.id ?? "")),
  ).toHaveLength(1);
});
