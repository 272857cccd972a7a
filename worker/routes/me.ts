import { Hono } from "hono";
import { createDb } from "../../db/client";
import { listActiveRoles } from "../../db/queries/roles";
import { findLiveSubscription } from "../../db/queries/subscriptions";
import { findUserById } from "../../db/queries/users";
import type { TMe } from "../../domain/accounts";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { requireUser } from "../middleware/require-user";

// Read from D1 rather than the token, so a new display name or role shows at once.
export const meRoutes = new Hono<THonoEnv>()
  .get("/", requireUser, async (c) => {
    const db = createDb(c.env.DB);
    const account = await findUserById(db, c.var.user.id);
    if (!account) throw new AppError("UNAUTHENTICATED");
    const user: TMe = {
      id: account.id,
      email: account.email,
      displayName: account.displayName,
      roles: await listActiveRoles(db, account.id, Date.now()),
    };
    return c.json({ user }, 200);
  })
  // Core-flow section 7's check-subscription, in its own field names.
  .get("/subscription", requireUser, async (c) => {
    const live = await findLiveSubscription(createDb(c.env.DB), c.var.user.id);
    return c.json(
      {
        subscribed: live !== undefined,
        subscription_tier: live?.tier ?? null,
        subscription_end: live?.currentPeriodEnd ?? null,
      },
      200,
    );
  });
