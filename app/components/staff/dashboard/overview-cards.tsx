import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { dashboard as text } from "../../../../domain/messages/dashboard";
import { admin } from "../../../../domain/messages/staff";
import { TIER_ORDER, tierLabel } from "../../../../domain/names";
import { CURRENCIES } from "../../../../domain/prices";
import { overviewQuery } from "../../../api/admin-dashboard";
import { formatPrice } from "../../../formats";
import { LoadFailed } from "../../ui/load-states";
import { Skeleton } from "./panel";

// Always two decimals, unlike formatPrice, which drops them from whole amounts: an estimate reads
// as one.
const dollars = (amount: number) => `$${amount.toFixed(2)}`;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-sm font-medium text-slate-600">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Figure({ value }: { value: ReactNode }) {
  return <p className="text-3xl font-bold tracking-tight text-slate-900">{value}</p>;
}

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right font-semibold tabular-nums text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

// The dashboard's overview is one request, so a failure is said once, for the section,
// with a retry; the trial card still names its own figures as the ones that failed.
export function OverviewCards() {
  const { data, isPending, isError, refetch } = useQuery(overviewQuery);
  const loading = isPending ? <Skeleton /> : null;
  const subscriptions = data?.subscription_analytics;
  const trials = data?.trial_analytics;

  return (
    <section aria-labelledby="overview" className="mt-10">
      <h2 id="overview" className="text-xl font-semibold text-slate-900">
        {text.overview}
      </h2>
      {isError && data === undefined && (
        <div className="mt-4">
          <LoadFailed message={admin.analyticsFailed} onRetry={() => void refetch()} />
        </div>
      )}
      <div className="mt-4 grid gap-4 desktop:grid-cols-3">
        <Card title={text.totalSubscribers}>
          {loading}
          {subscriptions && (
            <>
              <Figure value={subscriptions.total_subscribers} />
              <p className="mt-1 text-xs text-slate-500">{text.subscribersHint}</p>
              <div className="mt-3">
                <Rows rows={TIER_ORDER.map((tier) => [tierLabel(tier), subscriptions.subscription_tiers[tier]])} />
              </div>
            </>
          )}
        </Card>
        <Card title={text.monthlyRevenue}>
          {loading}
          {subscriptions && (
            <>
              <Figure value={dollars(subscriptions.monthly_revenue)} />
              <div className="mt-3">
                <Rows
                  rows={CURRENCIES.map((currency) => [
                    currency.toUpperCase(),
                    formatPrice(subscriptions.monthly_revenue_by_currency[currency], currency),
                  ])}
                />
              </div>
              <p className="mt-2 text-xs text-slate-500">{text.revenueEstimate}</p>
            </>
          )}
        </Card>
        <Card title={text.pinsByTier}>
          {loading}
          {data && <Rows rows={TIER_ORDER.map((tier) => [tierLabel(tier), data.pins.by_tier[tier]])} />}
        </Card>
        <Card title={text.pinsCreated}>
          {loading}
          {data && (
            <Rows
              rows={[
                [text.thisMonth, data.pins.created_this_month],
                [text.thisYear, data.pins.created_this_year],
              ]}
            />
          )}
        </Card>
        <Card title={text.trials}>
          {isError && data === undefined && <p className="text-sm text-red-700">{admin.trialAnalyticsFailed}</p>}
          {loading}
          {trials && (
            <Rows
              rows={[
                [text.totalTrials, trials.total_trials],
                [text.ending7Days, trials.trials_ending_7_days],
                [text.endingThisMonth, trials.trials_ending_this_month],
                [text.endingNextMonth, trials.trials_ending_next_month],
              ]}
            />
          )}
        </Card>
        <Card title={text.contactMessages}>
          {loading}
          {data && <Figure value={data.contact_messages} />}
        </Card>
      </div>
    </section>
  );
}
