import type { D1Migration } from "cloudflare:test";
import type { TOptionalVars } from "../../worker/env";

// `env` from cloudflare:workers is the worker's own (worker-configuration.d.ts), plus what
// vitest.config.ts binds for the tests alone.
declare global {
  namespace Cloudflare {
    interface Env extends TOptionalVars {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

// What test/worker/global-setup.ts provides that a test reads itself (inject), rather than as a
// binding of the worker's.
declare module "vitest" {
  export interface ProvidedContext {
    volumeStripeUrl: string;
  }
}
