import { lazy, Suspense, useId } from "react";
import { formatGuide } from "../../domain/messages/names";
import { pricingFaq, pricingPage as text } from "../../domain/messages/pricing";
import { TIER_HINT, TIER_ORDER, type TTier, tierLabel } from "../../domain/names";
import { CURRENCIES, priceFor, type TCurrency } from "../../domain/prices";
import { TRIAL_DAYS, TRIAL_TIER, type TTrialCode } from "../../domain/promotions";
import { isSystemAdmin } from "../../domain/staff";
import { faqPage, jsonLdText, pricingProduct } from "../../domain/structured-data";
import { TierExamples } from "../components/create/tier-examples";
import { PageShell } from "../components/layout/page-shell";
import { formatPrice } from "../formats";
import { useCurrencies } from "../hooks/use-currencies";
import { useSession } from "../hooks/use-session";
import { useHydrated } from "../hydration";
import { loadWithRetries } from "../load-with-retries";
import { setStoredItem } from "../storage";

// Only system administrators load the development tools' code. React's own
// lazy, not lazyWithPreload: nothing preloads the tools, and importing that helper from this page
// made the bundler move the site's texts out of the first-paint chunk (about 200 bytes gzip more).
const DevTools = lazy(() => loadWithRetries(() => import("../components/staff/dev-tools")));

const TRIAL_CODES = Object.keys(TRIAL_DAYS) as TTrialCode[];

// The stored preference decides the payment currency everywhere. Its readers
// listen for storage events, which the browser sends only to the other tabs, so this tab is told too.
function chooseCurrency(currency: TCurrency) {
  setStoredItem("currency", currency);
  window.dispatchEvent(new StorageEvent("storage"));
}

function JsonLd({ data }: { data: Record<string, unknown> }) {
  // The text is our own JSON with "<" escaped, so it cannot end the element early.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: structured data is a JSON data block, never markup
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

function CurrencyChooser() {
  const { payment: value } = useCurrencies();
  const hintId = useId();
  // The choice is kept by the page's script, which a press before it has run would miss.
  const hydrated = useHydrated();
  return (
    <fieldset className="mt-6" aria-describedby={hintId}>
      <legend className="text-sm font-semibold text-slate-900">{text.currencyLegend}</legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {text.currencyHint}
      </p>
      <div className="mt-3 inline-flex overflow-hidden rounded-lg border border-slate-300 bg-white">
        {CURRENCIES.map((currency) => (
          <label
            key={currency}
            className="cursor-pointer border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 not-first:border-l hover:bg-slate-100 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:-outline-offset-4 has-focus-visible:outline-white"
          >
            <input
              type="radio"
              name="currency"
              value={currency}
              checked={currency === value}
              disabled={!hydrated}
              onChange={() => chooseCurrency(currency)}
              className="sr-only"
            />
            {text.currencies[currency]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

// A tier's price in the payment currency, and in the others beside it.
function TierPrices({ tier }: { tier: TTier }) {
  const { payment } = useCurrencies();
  const others = CURRENCIES.filter((currency) => currency !== payment);
  return (
    <>
      <p className="mt-3">
        <span className="text-3xl font-bold tabular-nums text-slate-900">
          {formatPrice(priceFor(tier, payment), payment)}
        </span>{" "}
        <span className="text-sm text-slate-600">{text.perYear}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {text.alsoIn} {others.map((currency) => formatPrice(priceFor(tier, currency), currency)).join(" · ")}
      </p>
    </>
  );
}

function AdminTools() {
  const { user } = useSession();
  if (!isSystemAdmin(user)) return null;
  return (
    <Suspense fallback={null}>
      <DevTools />
    </Suspense>
  );
}

// What depends on the visitor (their currency, their role) is kept to small parts, which alone
// render again once the page is hydrated.
export default function PricingPage() {
  return (
    <PageShell title={text.title}>
      <JsonLd data={pricingProduct(import.meta.env.PUBLIC_ORIGIN)} />
      <JsonLd data={faqPage(pricingFaq)} />
      <p className="mt-3 text-slate-600">{text.intro}</p>
      <CurrencyChooser />

      <section aria-labelledby="plans" className="mt-8">
        <h2 id="plans" className="sr-only">
          {text.plansHeading}
        </h2>
        <ul className="grid gap-4 desktop:grid-cols-3">
          {TIER_ORDER.map((tier) => (
            <li
              key={tier}
              aria-labelledby={`tier-${tier}`}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h3 id={`tier-${tier}`} className="flex items-baseline justify-between text-lg font-semibold">
                {tierLabel(tier)}
                <span className="text-sm font-normal text-brand-700">{TIER_HINT[tier]}</span>
              </h3>
              <TierPrices tier={tier} />
              <p className="mt-4 text-sm text-slate-700">{formatGuide[tier].help}</p>
              <TierExamples tier={tier} />
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600">{text.annualNote}</p>
      </section>

      <section aria-labelledby="offers" className="mt-10">
        <h2 id="offers" className="text-xl font-semibold text-slate-900">
          {text.offersHeading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{text.offersHint}</p>
        <ul className="mt-4 grid gap-4 desktop:grid-cols-2">
          {TRIAL_CODES.map((code) => {
            const offer = text.offer(code, TRIAL_DAYS[code], tierLabel(TRIAL_TIER[code]));
            return (
              <li key={code} className="rounded-xl border border-brand-100 bg-brand-50 p-5">
                <h3 className="font-semibold text-brand-800">{offer.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{offer.body}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="faq" className="mt-10">
        <h2 id="faq" className="text-xl font-semibold text-slate-900">
          {text.faqHeading}
        </h2>
        <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {pricingFaq.map(({ question, answer }) => (
            <details key={question} className="group px-5 py-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                {question}
                <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-2 text-sm text-slate-700">{answer}</p>
            </details>
          ))}
        </div>
      </section>

      <AdminTools />
    </PageShell>
  );
}
