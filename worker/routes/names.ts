import { Hono } from "hono";
import { z } from "zod";
import { ZPinName } from "../../domain/schemas";
import { createDb } from "../../db/client";
import { pinExists } from "../../db/queries/pins";
import type { THonoEnv } from "../env";
import { nameLock } from "../services/locks";
import { validate } from "../middleware/validate";

export const nameRoutes = new Hono<THonoEnv>().get(
  "/:name/availability",
  validate("param", z.object({ name: ZPinName })),
  async (c) => {
    const { name } = c.req.valid("param");
    if (await pinExists(createDb(c.env.DB), name)) {
      return c.json({ available: false, reason: "taken" as const }, 200);
    }
    const { isLocked } = await nameLock(c.env, name).status(null);
    return c.json({ available: !isLocked, reason: isLocked ? ("held" as const) : null }, 200);
  },
);
