import { Hono } from "hono";
import { ZCoordinates, ZPinId } from "../../domain/schemas";
import { ZStaffPinsQuery } from "../../domain/staff-schemas";
import { deliverOutbox } from "../cron/deliver-outbox";
import type { THonoEnv } from "../env";
import { requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { ANY_PIN_ROLES } from "../policies/pin-scope";
import { moveStaffPin } from "../services/pins/pin-moves";
import { listStaffPins } from "../services/staff/staff-pins";

// The system admin's list of every pin, and Edit Location on any of them (accounts-admin section 2). requireRole guards each route
// itself: other sub-apps are mounted under /api/admin too.
export const adminPinRoutes = new Hono<THonoEnv>()
  .get("/", requireRole("system_admin"), validate("query", ZStaffPinsQuery), async (c) => {
    const { page, filter } = c.req.valid("query");
    return c.json(await listStaffPins(c.env, c.var.user, page, filter), 200);
  })
  .patch(
    "/:id/coordinates",
    requireRole(...ANY_PIN_ROLES.move),
    validate("param", ZPinId),
    validate("json", ZCoordinates),
    async (c) => {
      const moved = await moveStaffPin(c.env, c.var.user, c.req.valid("param").id, c.req.valid("json"), Date.now());
      c.executionCtx.waitUntil(deliverOutbox(c.env, Date.now()));
      return c.json(moved, 200);
    },
  );
