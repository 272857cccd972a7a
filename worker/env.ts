import type { TRole } from "../domain/accounts";
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
  JWT_SECRET: string;
  ADMIN_EMAILS: string;
  EMAIL_FROM: string;
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
}

// The signed-in user as the access token (or a refresh) vouches for it; roles here are for display,
// requireRole reads them from D1.
export type TSessionUser = { id: string; email: string; roles: TRole[]; sessionId: string };

export type THonoEnv = { Bindings: Env; Variables: { user: TSessionUser | null } };
