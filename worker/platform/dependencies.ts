import { createDb, type TDb } from "../../db/client";
import { DEFAULT_LOCALE, type TLocale } from "../../domain/locales";
import type { Env } from "../env";

// What every use case is given, built once per request (the dependencies middleware) or per
// scheduled run: the bindings, the one database client, the moment it is handled, and a way to
// finish work after the answer has gone (an e-mail sent now, a cache written), and the language the
// request asked for (a scheduled run has none: English). A use case reads the
// clock from here, never Date.now(), so a request sees one time and a test can name it.
export type TDeps = {
  env: Env;
  db: TDb;
  now: number;
  waitUntil: (work: Promise<unknown>) => void;
  locale: TLocale;
};

export function dependencies(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  { now = Date.now(), locale = DEFAULT_LOCALE }: { now?: number; locale?: TLocale } = {},
): TDeps {
  return { env, db: createDb(env.DB), now, waitUntil: (work) => ctx.waitUntil(work), locale };
}
