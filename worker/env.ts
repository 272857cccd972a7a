import type { NameLock } from "./durable/name-lock";

export interface Env {
  DB: D1Database;
  NAME_LOCK: DurableObjectNamespace<NameLock>;
  QR_BUCKET: R2Bucket;
  SEARCH_LIMIT: RateLimit;
  AUTH_LIMIT: RateLimit;
  CONTACT_LIMIT: RateLimit;
  HOLD_LIMIT: RateLimit;
  ASSETS: Fetcher;
  ENVIRONMENT: string;
}

export type THonoEnv = { Bindings: Env };
