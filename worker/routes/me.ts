import { Hono } from "hono";
import type { TMe } from "../../domain/accounts";
import { createDb } from "../../db/client";
import { listActiveRoles } from "../../db/queries/roles";
import { findUserById } from "../../db/queries/users";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { requireUser } from "../middleware/require-user";

// Read from D1 rather than the token, so a new display name or role shows at once.
export const meRoutes = new Hono<THonoEnv>().get("/", requireUser, async (c) => {
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
});
