// Many subscriptions bought in the past at once, for the tests of the scheduled jobs at the volumes
// they are sized for (test/worker/nightly-sync-volume.test.ts): ten thousand one by one would be ten
// thousand round trips. Each is built as POST /_emulator/subscriptions builds one
// (past-subscriptions.ts), the same typed objects without the events of their start; `ended`
// "payment_failed" then ends each as Stripe ends one whose renewal's retries all failed, now.
import type { TSubscription } from "./kinds.ts";
import { scheduleNotices } from "./notices.ts";
import { invalid } from "./params.ts";
import { startPastSubscription } from "./past-subscriptions.ts";
import type { Store } from "./store.ts";
import { endSubscription } from "./subscriptions.ts";

const MAX_COUNT = 20_000;

export type TBulkSubscriptions = { ids: TSubscription["id"][] };

// `{ count, ended?, customer, price, start_date, metadata?, card? }`: `count` subscriptions of one
// customer and price; the answer lists their ids, oldest first.
export function startPastSubscriptions(store: Store, body: Record<string, unknown>): TBulkSubscriptions {
  const { count, ended, ...each } = body;
  if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > MAX_COUNT)
    throw invalid(`count must be a whole number from 1 to ${MAX_COUNT}.`, "count");
  if (ended !== undefined && ended !== "payment_failed") throw invalid('ended must be "payment_failed".', "ended");
  const ids: TSubscription["id"][] = [];
  for (let made = 0; made < count; made += 1) {
    const subscription = startPastSubscription(store, each);
    if (ended) endSubscription(subscription, ended);
    scheduleNotices(store, subscription);
    ids.push(subscription.id);
  }
  return { ids };
}
