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
  GEO_LIMIT: RateLimit;
  ASSETS: Fetcher;
  ENVIRONMENT: string;
  JWT_SECRET: string;
  ADMIN_EMAILS: string;
  EMAIL_FROM: string;
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  // How long a name hold lasts before checkout starts (DESIGN section 5); tests shorten it.
  HOLD_SECONDS?: string;
  STRIPE_SECRET_KEY: string;
  STRIPE_WEBHOOK_SECRET: string;
  // Locally the Stripe emulator (tools/stripe-emulator); unset in production, which means Stripe itself.
  STRIPE_API_URL?: string;
  // A Nominatim-compatible search endpoint for the create page's address box.
  GEOCODER_URL?: string;
  // An OSRM-compatible routing service for the driving route shown before the map apps open;
  // unset means no routing service, and directions go straight to the map app chooser.
  ROUTER_URL?: string;
}

// The signed-in user as the access token (or a refresh) vouches for it; roles here are for display,
// requireRole reads them from D1.
export type TSessionUser = { id: string; email: string; roles: TRole[]; sessionId: string };

export type THonoEnv = { Bindings: Env; Variables: { user: TSessionUser | null } };
