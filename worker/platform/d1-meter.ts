import type { Env } from "../env";

// The budgets count D1 rows written per 1,000 searches (docs/architecture.md#budgets), measured
// from what D1 itself reports (each result's meta.rows_written) rather than from what the code
// means to write. The sum is per isolate: `wrangler dev` runs one, and `npm run bench` reads it at
// /dev/d1-meter before and after.
// Production never wraps its binding.
let rowsWritten = 0;

export const d1RowsWritten = () => rowsWritten;

function counted<T extends D1Result>(result: T): T {
  rowsWritten += result.meta?.rows_written ?? 0;
  return result;
}

// raw() drops the meta, and drizzle reads `INSERT ... RETURNING` through it; a write's rows are
// fetched with all() instead and turned into arrays as drizzle's own batch path does.
function meteredStatement(statement: D1PreparedStatement, sql: string): D1PreparedStatement {
  const { bind, run, all, raw } = statement;
  const writes = !/^\s*select\b/i.test(sql);
  return Object.assign(statement, {
    bind: (...values: unknown[]) => meteredStatement(bind.apply(statement, values), sql),
    run: async () => counted(await run.apply(statement)),
    all: async () => counted(await all.apply(statement)),
    raw: async (options?: { columnNames?: boolean }) => {
      if (!writes) return (raw as (options?: { columnNames?: boolean }) => Promise<unknown[]>).call(statement, options);
      const { results } = counted(await all.apply(statement));
      const rows = results.map((row) => Object.values(row as object));
      const names = Object.keys(results[0] ?? {});
      return options?.columnNames ? [names, ...rows] : rows;
    },
  }) as D1PreparedStatement;
}

function meteredDatabase(d1: D1Database): D1Database {
  return new Proxy(d1, {
    get(target, key) {
      if (key === "prepare") return (sql: string) => meteredStatement(target.prepare(sql), sql);
      if (key === "batch") {
        return async (statements: D1PreparedStatement[]) => (await target.batch(statements)).map(counted);
      }
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

// One wrapped env per env object, so config.ts, which caches its parse per env, still parses once.
const wrapped = new WeakMap<Env, Env>();

export function meteredEnv(env: Env): Env {
  if (env.ENVIRONMENT !== "development") return env;
  const known = wrapped.get(env);
  if (known) return known;
  const metered = { ...env, DB: meteredDatabase(env.DB) };
  wrapped.set(env, metered);
  return metered;
}
