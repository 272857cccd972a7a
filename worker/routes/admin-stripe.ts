import { Hono } from "hono";
import type { THonoEnv } from "../env";
import { requireRole } from "../middleware/require-role";
import { testStripeConnection } from "../providers/stripe-connection";

// The pricing page's development tools (core-flow section 2), for system administrators only.
export const adminStripeRoutes = new Hono<THonoEnv>().get("/", requireRole("system_admin"), async (c) =>
  c.json(await testStripeConnection(c.env), 200),
);
