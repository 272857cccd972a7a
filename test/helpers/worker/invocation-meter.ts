import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env as testEnv } from "cloudflare:workers";
import { expect, vi } from "vitest";
import type { Env } from "../../../worker/env";
import worker from "../../../worker/index";
import { passUnderWay } from "./schedules";

export type TInvocationCount = { queries: number; subrequests: number };

// What Cloudflare counts per invocation, as the scheduled jobs are sized against it
// (docs/scaling.md#the-scheduled-jobs): each D1 statement run, those of a batch one by one, and each
// subrequest: fetch (Stripe's SDK among them), Cache API, R2 and Durable Object calls.
export function invocationMeter(base: Env) {
  let count: TInvocationCount = { queries: 0, subrequests: 0 };
  let measuring = false;
  const query = (statements: number) => {
    if (measuring) count.queries += statements;
  };
  const subrequest = () => {
    if (measuring) count.subrequests += 1;
  };

  const realFetch = globalThis.fetch;
  // Answers of the services outside this machine (the e-mail provider, the conversions endpoint),
  // by host: anything else is reached as it would be.
  const outside = new Map<string, () => Response>();
  // What the runs fetched, and how it was answered.
  const fetched: { url: URL; status: number }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const counts = measuring;
    subrequest();
    const url = new URL(input instanceof Request ? input.url : input);
    const answer = outside.get(url.host);
    const response = answer ? answer() : await realFetch(input, init);
    if (counts) fetched.push({ url, status: response.status });
    return response;
  });
  const open = caches.open.bind(caches);
  vi.spyOn(caches, "open").mockImplementation(async (name) => {
    subrequest();
    return counted(await open(name), subrequest);
  });

  const env: Env = {
    ...base,
    DB: countedD1(base.DB, query),
    QR_BUCKET: counted(base.QR_BUCKET, subrequest),
    NAME_LOCK: countedNamespace(base.NAME_LOCK, subrequest),
    API_QUOTA: countedNamespace(base.API_QUOTA, subrequest),
  };

  return {
    env,
    fetched,
    // A host outside this machine answers so, and counts as a subrequest.
    answer: (host: string, response: () => Response) => outside.set(host, response),
    // One invocation of a schedule at `now`, the work it left running (waitUntil) included: what it
    // cost, and why it failed if it did.
    async run(cron: string, now: number): Promise<TInvocationCount & { failure?: unknown }> {
      count = { queries: 0, subrequests: 0 };
      measuring = true;
      try {
        const ctx = createExecutionContext();
        const failure = await worker.scheduled(createScheduledController({ scheduledTime: now, cron }), env, ctx).then(
          () => undefined,
          (error: unknown) => error,
        );
        await waitOnExecutionContext(ctx);
        return failure === undefined ? count : { ...count, failure };
      } finally {
        measuring = false;
      }
    },
  };
}

// Cloudflare's limits per invocation on Workers Paid, as the jobs are sized against them: 1,000 D1
// queries, and 1,000 subrequests (docs/scaling.md#the-scheduled-jobs).
export const INVOCATION_LIMITS: TInvocationCount = { queries: 1_000, subrequests: 1_000 };

// Production as deployed (e-mails posted to Resend, no copy kept for /dev/mailbox), on the Stripe
// emulator at `stripeUrl`; the services outside this machine answer at once.
export function productionMeter(stripeUrl = testEnv.STRIPE_API_URL) {
  const meter = invocationMeter({
    ...testEnv,
    ENVIRONMENT: "production",
    EMAIL_API_KEY: "re_test_key",
    STRIPE_API_URL: stripeUrl,
  } as Env);
  meter.answer("api.resend.com", () => Response.json({ id: "4ef9a417-02e9-4d39-ad75-9611e0fcc33c" }));
  meter.answer("conversions.test", () => Response.json({ events_received: 1 }));
  return meter;
}

export type TMeter = ReturnType<typeof productionMeter>;
type TRun = TInvocationCount & { failure?: unknown };

// No run past either limit, and none failed.
export function expectWithinLimits(runs: readonly TRun[]) {
  const over = runs.flatMap((cost, run) =>
    cost.queries > INVOCATION_LIMITS.queries || cost.subrequests > INVOCATION_LIMITS.subrequests
      ? [{ run, ...cost }]
      : [],
  );
  expect(over).toEqual([]);
  expect(runs.flatMap(({ failure }) => (failure === undefined ? [] : [failure]))).toEqual([]);
}

// The daily run that begins the job's pass, then five-minute runs until the pass has reached its
// end, all at `now`: what each run cost.
export async function wholePass(meter: TMeter, job: string, dailyCron: string, now: number) {
  const runs: TRun[] = [await meter.run(dailyCron, now)];
  while (await passUnderWay(job)) {
    if (runs.length > 500) throw new Error(`${job}: the pass was not over after 500 runs`);
    runs.push(await meter.run("*/5 * * * *", now));
  }
  return runs;
}

// Each statement counts when it runs, as D1's own meter does: run, all, raw, first, or in a batch.
// The statements stay D1's own objects, which a batch requires.
function countedD1(d1: D1Database, query: (statements: number) => void): D1Database {
  const countedStatement = (statement: D1PreparedStatement): D1PreparedStatement => {
    const { bind, run, all, raw, first } = statement;
    const once =
      <A extends unknown[], R>(method: (...args: A) => R) =>
      (...args: A) => {
        query(1);
        return method.apply(statement, args);
      };
    return Object.assign(statement, {
      bind: (...values: unknown[]) => countedStatement(bind.apply(statement, values)),
      run: once(run),
      all: once(all),
      raw: once(raw as (options?: { columnNames?: boolean }) => Promise<unknown[]>),
      first: once(first as (column?: string) => Promise<unknown>),
    }) as D1PreparedStatement;
  };
  return new Proxy(d1, {
    get(target, key) {
      if (key === "prepare") return (sql: string) => countedStatement(target.prepare(sql));
      if (key === "batch")
        return (statements: D1PreparedStatement[]) => {
          query(statements.length);
          return target.batch(statements);
        };
      if (key === "exec")
        return (sql: string) => {
          query(1);
          return target.exec(sql);
        };
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

// Every call of an object's methods counts: an R2 bucket's, a cache's, a Durable Object stub's.
function counted<T extends object>(object: T, subrequest: () => void): T {
  return new Proxy(object, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (typeof value !== "function" || key === "then") return value;
      // Reflect.apply: a stub's method would take `.apply` for a method of its object.
      return (...args: unknown[]) => {
        subrequest();
        return Reflect.apply(value, target, args);
      };
    },
  });
}

// A namespace hands out stubs whose calls count; getting a stub is no call.
function countedNamespace<T extends DurableObjectNamespace>(namespace: T, subrequest: () => void): T {
  return new Proxy(namespace, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      if (key === "get" || key === "getByName")
        return (...args: unknown[]) => counted(Reflect.apply(value, target, args), subrequest);
      return value.bind(target);
    },
  });
}
