import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { createDb } from "../../../db/client";
import { mypins, pinTransfers, staffActions } from "../../../db/schema";
import { DAY_MS } from "../../../domain/lifecycle";
import { sessionIdOf } from "../stripe-emulator";
import { uniqueCard } from "../unique";
import type { TBrowserSession } from "./browser-session";
import { boughtPin } from "./lifecycle";
import { signedInBuyer } from "./purchase";
import { emulator, stripeClient } from "./stripe";

const db = () => createDb(env.DB);

// A paid pin bought a month ago, so its transfer lock is over: its owner (signed in) and Stripe's
// subscription for it.
export async function transferablePin(options: Parameters<typeof boughtPin>[0] = {}) {
  const bought = await boughtPin(options);
  const pin = await db().query.mypins.findFirst({ where: eq(mypins.mypin, bought.mypin) });
  if (!pin) throw new Error("the bought pin is missing");
  await db()
    .update(mypins)
    .set({ createdAt: Date.now() - 30 * DAY_MS })
    .where(eq(mypins.id, pin.id));
  return { ...bought, pin };
}

export async function offer(browser: TBrowserSession, pinId: number, email: string) {
  const response = await browser.post(`/api/me/pins/${pinId}/transfer`, { email });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { error?: { code: string } },
  };
}

export const transferOf = (pinId: number) =>
  db().query.pinTransfers.findFirst({
    where: eq(pinTransfers.pinId, pinId),
    orderBy: (t, { desc }) => desc(t.createdAt),
  });

export const transferRow = (id: string) => db().query.pinTransfers.findFirst({ where: eq(pinTransfers.id, id) });

export const auditOf = (mypin: string) =>
  db().select().from(staffActions).where(eq(staffActions.target, mypin)).orderBy(staffActions.id);

// A pin offered to a recipient who is signed in: both sides and the open offer.
export async function offeredPin(options: Parameters<typeof boughtPin>[0] = {}) {
  const giver = await transferablePin(options);
  const recipient = await signedInBuyer();
  expect((await offer(giver.browser, giver.pin.id, recipient.user.email)).status).toBe(200);
  const transfer = await transferOf(giver.pin.id);
  if (!transfer) throw new Error("no offer was written");
  return { giver, recipient, transfer };
}

// The recipient accepts and pays on Stripe's page (a card of its own each time): the session id.
export async function acceptAndPay(browser: TBrowserSession, transferId: string) {
  const accepted = await browser.post(`/api/transfers/${transferId}/accept`, {});
  expect(accepted.status).toBe(200);
  const { url } = (await accepted.json()) as { url: string };
  const sessionId = sessionIdOf(url);
  expect((await emulator.payCheckout(sessionId, uniqueCard())).status).toBe(200);
  return sessionId;
}

export async function complete(browser: TBrowserSession, transferId: string, sessionId: string) {
  const response = await browser.post(`/api/transfers/${transferId}/complete`, { sessionId });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { error?: { code: string } },
  };
}

export const stripeSubscription = (id: string) => stripeClient().subscriptions.retrieve(id);
