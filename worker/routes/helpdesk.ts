import { Hono } from "hono";
import { createDb } from "../../db/client";
import { ZStaffSearchQuery } from "../../domain/staff-schemas";
import type { THonoEnv } from "../env";
import { requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { searchStaffPins } from "../services/staff-pins";

// The help desk's screen (accounts-admin section 2); a system admin can do all the help desk can.
// requireRole guards each route itself: other sub-apps share these prefixes.
const staff = () => requireRole("help_desk", "system_admin");

export const helpDeskRoutes = new Hono<THonoEnv>().get(
  "/pins",
  staff(),
  validate("query", ZStaffSearchQuery),
  async (c) => {
    const { by, q } = c.req.valid("query");
    return c.json({ pins: await searchStaffPins(createDb(c.env.DB), by, q) }, 200);
  },
);
