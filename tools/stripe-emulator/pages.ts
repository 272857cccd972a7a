// The pages a person sees: the hosted checkout page and the billing portal. Plain HTML forms.
import { payCheckoutSession, type TCheckoutTrial } from "./checkout.ts";
import { describeCoupon } from "./discounts.ts";
import { idOf, type TCheckoutSession, type TPortalSession, type TPrice, type TSubscription } from "./kinds.ts";
import { scheduleNotices } from "./notices.ts";
import { portalFeatures } from "./portal.ts";
import type { Store } from "./store.ts";
import { changeSubscription, firstItem, setCancelAtPeriodEnd, switchItemPrice } from "./subscriptions.ts";

export type TPageAnswer = { status: number; html?: string; location?: string };

// GET and POST /pay/:session and /portal/:session (with /portal/:session/subscriptions/:id/cancel|renew).
export function handlePage(store: Store, method: string, path: string, form: URLSearchParams): TPageAnswer | null {
  const [, area, id = "", kind, subscriptionId = "", action] = path.split("/").map(decodeURIComponent);
  if (area === "pay" && kind === undefined) return answerPayPage(store, method, id, form);
  if (area !== "portal") return null;
  const portal = store.find("billing_portal.session", id);
  if (!portal) return notFound("billing portal session");
  if (method === "GET" && kind === undefined) return { status: 200, html: portalPage(store, portal) };
  if (method !== "POST" || kind !== "subscriptions" || !["cancel", "renew", "switch"].includes(action ?? ""))
    return null;
  return answerPortalAction(store, portal, subscriptionId, action, form);
}

function answerPayPage(store: Store, method: string, id: string, form: URLSearchParams): TPageAnswer | null {
  const session = store.find("checkout.session", id);
  if (!session) return notFound("checkout session");
  if (method === "GET") return { status: 200, html: payPage(store, session) };
  if (method !== "POST") return null;
  const result = payCheckoutSession(store, id, {
    card: form.get("card") ?? "",
    expiry: form.get("expiry"),
    cvc: form.get("cvc"),
    email: form.get("email"),
  });
  if ("error" in result)
    return {
      status: 402,
      html: payPage(store, session, { error: result.error, email: form.get("email") ?? undefined }),
    };
  return result.redirect ? { status: 303, location: result.redirect } : { status: 200, html: closedPage(session) };
}

function answerPortalAction(
  store: Store,
  portal: TPortalSession,
  subscriptionId: string,
  action: string | undefined,
  form: URLSearchParams,
): TPageAnswer {
  const subscription = store.find("subscription", subscriptionId);
  if (!subscription || idOf(subscription.customer) !== portal.customer || subscription.status === "canceled")
    return notFound("subscription");
  if (action === "switch") return switchPlan(store, portal, subscription, form.get("price"));
  const cancel = action === "cancel";
  if (subscription.cancel_at_period_end !== cancel) {
    changeSubscription(store, subscription, (changing) => setCancelAtPeriodEnd(changing, cancel));
    scheduleNotices(store, subscription);
  }
  return { status: 303, location: `/portal/${encodeURIComponent(portal.id)}` };
}

function switchPlan(store: Store, portal: TPortalSession, subscription: TSubscription, priceId: string | null) {
  const price = switchablePrices(store, portal, subscription).find((candidate) => candidate.id === priceId);
  if (!price) return notFound("price");
  const item = firstItem(subscription);
  changeSubscription(store, subscription, (changing) => switchItemPrice(changing, item.id, price));
  return { status: 303, location: `/portal/${encodeURIComponent(portal.id)}` };
}

// Plan switching (features.subscription_update) offers the product's other active yearly or monthly
// prices in the subscription's currency; a configuration with it disabled offers none.
function switchablePrices(store: Store, portal: TPortalSession, subscription: TSubscription): TPrice[] {
  if (subscription.status === "canceled" || !portalFeatures(store, portal).subscription_update.enabled) return [];
  const current = firstItem(subscription).price;
  return store
    .all("price")
    .filter(
      (price) =>
        price.active &&
        price.recurring &&
        price.product === current.product &&
        price.currency === subscription.currency &&
        price.id !== current.id,
    );
}

function notFound(what: string): TPageAnswer {
  return { status: 404, html: page("Not found", `<h1>No such ${what}.</h1>`) };
}

const BUSINESS = "MyPin";

const STYLE = `
  *{box-sizing:border-box} body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f5f7;color:#1a1f36}
  main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002}
  h1{font-size:1.4rem;margin:0 0 .25rem} h2{font-size:1.1rem;margin:1.5rem 0 .5rem} h3{font-size:1rem;margin:0 0 .5rem} .price{font-size:1.6rem;font-weight:600;margin:0}
  .muted{color:#596171} label{display:block;margin:1rem 0 .25rem;font-weight:500}
  input{width:100%;padding:.6rem;border:1px solid #c0c8d2;border-radius:6px;font:inherit}
  input:focus,button:focus,a:focus{outline:3px solid #635bff66;outline-offset:1px}
  .row{display:flex;gap:1rem} .row>div{flex:1}
  button{width:100%;margin-top:1.5rem;padding:.75rem;border:0;border-radius:6px;background:#635bff;color:#fff;font:inherit;font-weight:600;cursor:pointer}
  .secondary{background:#fff;color:#635bff;border:1px solid #635bff;margin-top:.5rem}
  [role=alert]{background:#fdecec;color:#a41c1c;padding:.75rem;border-radius:6px} a{color:#635bff}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:.5rem 0} dt{color:#596171} dd{margin:0}
  .total{display:flex;justify-content:space-between;border-top:1px solid #e3e8ee;margin-top:1rem;padding-top:.75rem;font-weight:600}
  .card{border:1px solid #e3e8ee;border-radius:8px;padding:1rem;margin:1rem 0}`;

export function escapeHtml(text: unknown) {
  return String(text ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// The empty icon keeps a browser from asking for /favicon.ico, which the emulator does not serve.
// The hosted pages are written in English; data-locale says in which language Stripe would show
// them (the session's locale: "auto", or none, is the browser's).
function page(title: string, body: string, locale: string | null = null) {
  return `<!doctype html><html lang="en" data-locale="${escapeHtml(locale ?? "auto")}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function formatAmount(minor: number, currency: string) {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(minor / 100);
}

function perInterval(price: TPrice) {
  if (!price.recurring) return "once";
  const { interval, interval_count: count } = price.recurring;
  return count === 1 ? `per ${interval}` : `every ${count} ${interval}s`;
}

function priceName(store: Store, price: TPrice) {
  return price.nickname ?? store.find("product", idOf(price.product))?.name ?? "subscription";
}

// As Stripe's page words it: "30 days free", or free until the trial's last day.
function trialWords(trial: TCheckoutTrial) {
  if ("days" in trial) return `${trial.days} days free`;
  const until = new Date(trial.end * 1000).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return `Free until ${until}`;
}

export function payPage(store: Store, session: TCheckoutSession, form: { error?: string; email?: string } = {}) {
  if (session.status !== "open") return closedPage(session);
  const plan = store.checkoutPlans.get(session.id);
  const line = plan?.lines[0];
  if (!plan || !line) return closedPage(session);
  const price = line.price;
  const each = formatAmount((price.unit_amount ?? 0) * line.quantity, price.currency);
  const money = (minor: number) => formatAmount(minor, price.currency);
  const details = [];
  if (plan.trial) details.push(`<p>${trialWords(plan.trial)}, then ${each} ${perInterval(price)}</p>`);
  if (plan.discount) {
    const label = plan.discount.promotionCode?.code ?? plan.discount.coupon.name ?? plan.discount.coupon.id;
    details.push(`<p>Discount ${escapeHtml(label)}: ${escapeHtml(describeCoupon(plan.discount.coupon, money))}</p>`);
  }
  const email = form.email ?? session.customer_details?.email ?? "";
  const lockedEmail = session.customer !== null || session.customer_email !== null;
  return page(
    `Subscribe to ${priceName(store, price)}`,
    `<h1>Subscribe to ${escapeHtml(priceName(store, price))}</h1>
<p class="price">${escapeHtml(each)} ${perInterval(price)}</p>
${details.join("\n")}
<p class="total"><span>Total due today</span><span>${escapeHtml(money(session.amount_total ?? 0))}</span></p>
${form.error ? `<p role="alert">${escapeHtml(form.error)}</p>` : ""}
<form method="post" action="/pay/${escapeHtml(session.id)}">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(email)}"${lockedEmail ? " readonly" : ""}>
  <label for="card">Card number</label>
  <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234">
  <div class="row">
    <div><label for="expiry">Expiry</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY"></div>
    <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></div>
  </div>
  <button type="submit">${plan.trial ? "Start trial" : "Subscribe"}</button>
</form>
<p><a href="${escapeHtml(session.cancel_url ?? "/")}">Cancel</a></p>
<p class="muted">Test mode: pay with 4242 4242 4242 4242, any future expiry and any CVC.</p>`,
    session.locale,
  );
}

function closedPage(session: TCheckoutSession) {
  const state = session.status === "expired" ? "has expired" : "is complete";
  const back = session.status === "complete" ? (session.success_url ?? session.cancel_url) : session.cancel_url;
  return page(
    `Checkout ${state}`,
    `<h1>This checkout session ${state}.</h1>${back ? `<p><a href="${escapeHtml(back)}">Return to ${BUSINESS}</a></p>` : ""}`,
  );
}

export function portalPage(store: Store, portal: TPortalSession) {
  const customer = store.get("customer", portal.customer);
  const subscriptions = store
    .all("subscription")
    .filter((subscription) => idOf(subscription.customer) === customer.id)
    .reverse();
  const cards = subscriptions.map((subscription) => subscriptionCard(store, portal, subscription));
  return page(
    `${BUSINESS} billing`,
    `<h1>${BUSINESS} billing</h1>
<p class="muted">Signed in as ${escapeHtml(customer.email ?? customer.id)}</p>
<h2>Subscriptions</h2>
${cards.length > 0 ? cards.join("\n") : "<p>You have no subscriptions.</p>"}
<p><a href="${escapeHtml(portal.return_url ?? "/")}">Return to ${BUSINESS}</a></p>`,
    portal.locale,
  );
}

function subscriptionCard(store: Store, portal: TPortalSession, subscription: TSubscription) {
  const item = firstItem(subscription);
  const price = item.price;
  const date = (seconds: number) =>
    new Date(seconds * 1000).toLocaleDateString("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
  const status =
    subscription.cancel_at_period_end && subscription.status !== "canceled"
      ? "cancels at period end"
      : subscription.status;
  const renewal =
    subscription.status === "canceled"
      ? `<dt>Ended</dt><dd>${date(subscription.ended_at ?? 0)}</dd>`
      : `<dt>${subscription.cancel_at_period_end ? "Ends" : "Renews"}</dt><dd>${date(item.current_period_end)}</dd>`;
  const action = `/portal/${escapeHtml(portal.id)}/subscriptions/${escapeHtml(subscription.id)}`;
  const button =
    subscription.status === "canceled"
      ? ""
      : subscription.cancel_at_period_end
        ? `<form method="post" action="${action}/renew"><button type="submit" class="secondary">Renew subscription</button></form>`
        : `<form method="post" action="${action}/cancel"><button type="submit" class="secondary">Cancel subscription</button></form>`;
  const switches = switchablePrices(store, portal, subscription).map(
    (other) =>
      `<form method="post" action="${action}/switch"><input type="hidden" name="price" value="${escapeHtml(other.id)}"><button type="submit" class="secondary">Switch to ${escapeHtml(priceName(store, other))} (${escapeHtml(formatAmount(other.unit_amount ?? 0, other.currency))} ${perInterval(other)})</button></form>`,
  );
  return `<section class="card" aria-label="${escapeHtml(priceName(store, price))}">
<h3>${escapeHtml(priceName(store, price))}</h3>
<dl><dt>Price</dt><dd>${escapeHtml(formatAmount((price.unit_amount ?? 0) * (item.quantity ?? 1), price.currency))} ${perInterval(price)}</dd>
<dt>Status</dt><dd>${escapeHtml(status)}</dd>${renewal}</dl>${button}${switches.join("")}</section>`;
}
