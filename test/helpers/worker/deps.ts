import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env as testEnv } from "cloudflare:workers";
import type { TLocale } from "../../../domain/locales";
import type { Env } from "../../../worker/env";
import { dependencies } from "../../../worker/platform/dependencies";

// A use case's or a job's dependencies as a request or a scheduled run at `now` would get them;
// settle() waits for the work it left running after its answer (deps.waitUntil).
export function testDeps(options: { env?: Env; now?: number; locale?: TLocale } = {}) {
  const ctx = createExecutionContext();
  const deps = dependencies(options.env ?? testEnv, ctx, options);
  return Object.assign(deps, { settle: () => waitOnExecutionContext(ctx) });
}
