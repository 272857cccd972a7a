// The events Stripe sends ahead of a date: `customer.subscription.trial_will_end` three days before a
// trial ends, and `invoice.upcoming` some days (a Billing setting) before a renewal. The emulator
// runs on real time, so each is timed when the date is set or moved, and sent at once when the
// date is already that close.
import { renewalDiscount } from "./discounts.ts";
import { idOf, type TSubscription, type TUpcomingInvoice } from "./kinds.ts";
import { invoiceLineItemObject, upcomingInvoiceObject } from "./objects/invoice.ts";
import type { Store } from "./store.ts";
import { firstItem, periodEnd, recurringOf, recurringTotal } from "./subscriptions.ts";
import { DAY, nowSeconds } from "./time.ts";

// setTimeout holds its delay in a signed 32-bit count of milliseconds (about 24.8 days) and fires at
// once past it; later dates are reached through the move control instead.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

type TNotice = {
  type: string;
  daysBefore(store: Store): number;
  // The date announced, or null when the subscription has nothing to announce.
  dateOf(subscription: TSubscription): number | null;
  send(store: Store, subscription: TSubscription): void;
};

const NOTICES: TNotice[] = [
  {
    // "Occurs three days before a subscription's trial period is scheduled to end, or when a trial is
    // ended immediately": https://docs.stripe.com/api/events/types#event_types-customer.subscription.trial_will_end
    type: "customer.subscription.trial_will_end",
    daysBefore: () => 3,
    dateOf: (subscription) => (subscription.status === "trialing" ? subscription.trial_end : null),
    send: (store, subscription) => store.emit("customer.subscription.trial_will_end", subscription),
  },
  {
    // "Occurs X number of days before a subscription is scheduled to create an invoice that is
    // automatically charged ... The received Invoice object will not have an invoice ID":
    // https://docs.stripe.com/api/events/types#event_types-invoice.upcoming (X is the "Upcoming
    // renewal events" setting, https://docs.stripe.com/billing/subscriptions/webhooks).
    type: "invoice.upcoming",
    daysBefore: (store) => store.settings.upcomingDays,
    dateOf: (subscription) =>
      ["active", "trialing"].includes(subscription.status) && !subscription.cancel_at_period_end
        ? firstItem(subscription).current_period_end
        : null,
    send: (store, subscription) => store.emit("invoice.upcoming", upcomingInvoice(store, subscription)),
  },
];

// Times (again) every notice of the subscription for its current dates; a date already announced is
// not announced twice.
export function scheduleNotices(store: Store, subscription: TSubscription) {
  for (const notice of NOTICES) {
    const key = `${notice.type} ${subscription.id}`;
    store.cancel(store.noticeTimers.get(key));
    store.noticeTimers.delete(key);
    const date = notice.dateOf(subscription);
    if (date === null || store.noticesSent.has(`${key} ${date}`)) continue;
    const send = () => {
      store.noticeTimers.delete(key);
      if (notice.dateOf(subscription) !== date || store.noticesSent.has(`${key} ${date}`)) return;
      store.noticesSent.add(`${key} ${date}`);
      notice.send(store, subscription);
    };
    const delayMs = (date - notice.daysBefore(store) * DAY - nowSeconds()) * 1000;
    if (delayMs <= 0) send();
    else if (delayMs <= LONGEST_TIMER_MS) store.noticeTimers.set(key, store.later(delayMs, send));
  }
}

// The invoice the renewal at the end of the current period will create, as Stripe previews it: a
// draft without an id, created and charged at that end, its lines for the next period.
function upcomingInvoice(store: Store, subscription: TSubscription): TUpcomingInvoice {
  const renewal = firstItem(subscription).current_period_end;
  const next = structuredClone(subscription);
  for (const item of next.items.data) {
    item.current_period_start = renewal;
    item.current_period_end = periodEnd(renewal, recurringOf(item.price));
  }
  const subtotal = recurringTotal(next);
  const discountAmount = renewalDiscount(store, next, subtotal);
  return upcomingInvoiceObject({
    billing_reason: "upcoming",
    created: renewal,
    customer: store.find("customer", idOf(subscription.customer)),
    discountAmount,
    lines: next.items.data.map((item, index) =>
      invoiceLineItemObject({
        invoice: null,
        item,
        subscription: next,
        amount: (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
        discountAmount: index === 0 ? discountAmount : 0,
      }),
    ),
    next_payment_attempt: renewal,
    period: { start: firstItem(subscription).current_period_start, end: renewal },
    subscription: next,
    subtotal,
  });
}
