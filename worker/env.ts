// Referenced, not only included by the worker tsconfig, because the app type-checks this file too
// when it follows AppType.
/// <reference path="../worker-configuration.d.ts" />
import type { TRole } from "../domain/accounts";
import type { TDeps } from "./platform/dependencies";

// Variables wrangler.toml leaves unset, which `npm run types` therefore cannot see: production sets
// Resend's API key (its send endpoint has a default), npm start and the tests point Stripe at the
// emulator, a routing service and a Conversions-API endpoint are opt-in. Each is optional.
export type TOptionalVars = {
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  STRIPE_API_URL?: string;
  ROUTER_URL?: string;
  CONVERSIONS_URL?: string;
  CONVERSIONS_TOKEN?: string;
  CHECK_ANSWERS?: string;
};

// The bindings, [vars] and secrets of wrangler.toml and .dev.vars.example, as `npm run types` writes
// them into worker-configuration.d.ts. Code reads the variables through config.ts, which checks them.
export type Env = Cloudflare.Env & TOptionalVars;

// The signed-in user as the access token (or a refresh) vouches for it; roles here are for display,
// requireRole reads them from D1.
export type TSessionUser = { id: string; email: string; roles: TRole[]; sessionId: string };

// language is what the language detector found (worker/middleware/language.ts).
export type THonoEnv = { Bindings: Env; Variables: { user: TSessionUser | null; deps: TDeps; language: string } };

// Past requireUser (or a stricter guard): the user is known.
export type TSignedInEnv = { Bindings: Env; Variables: { user: TSessionUser; deps: TDeps; language: string } };
