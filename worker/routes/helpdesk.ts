import { Hono } from "hono";
import { ZPinId } from "../../domain/schemas";
import {
  ZPopularListChange,
  ZReservedRelease,
  ZStaffDelete,
  ZStaffRename,
  ZStaffSearchQuery,
} from "../../domain/staff-schemas";
import { deliverOutbox } from "../cron/deliver-outbox";
import type { THonoEnv } from "../env";
import { requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { listReleasedNames, releaseReservedName } from "../services/names/reserved-names";
import { deleteStaffPin } from "../services/staff/staff-delete";
import { searchStaffPins } from "../services/staff/staff-pins";
import { setPinOnPopularList } from "../services/staff/staff-popular-list";
import { renameStaffPin } from "../services/staff/staff-rename";

// The help desk's screen (accounts-admin section 2); a system admin can do all the help desk can.
// requireRole guards each route itself: other sub-apps share these prefixes.
const staff = () => requireRole("help_desk", "system_admin");

export const helpDeskRoutes = new Hono<THonoEnv>()
  .get("/pins", staff(), validate("query", ZStaffSearchQuery), async (c) => {
    const { by, q } = c.req.valid("query");
    return c.json({ pins: await searchStaffPins(c.env, c.var.user, by, q) }, 200);
  })
  .patch("/pins/:id", staff(), validate("param", ZPinId), validate("json", ZStaffRename), async (c) => {
    const pin = await renameStaffPin(c.env, c.var.user, c.req.valid("param").id, c.req.valid("json").mypin);
    c.executionCtx.waitUntil(deliverOutbox(c.env, Date.now()));
    return c.json({ pin }, 200);
  })
  .put(
    "/pins/:id/popular-list",
    staff(),
    validate("param", ZPinId),
    validate("json", ZPopularListChange),
    async (c) => {
      const { hidden } = c.req.valid("json");
      return c.json(await setPinOnPopularList(c.env, c.var.user, c.req.valid("param").id, hidden, Date.now()), 200);
    },
  )
  .delete("/pins/:id", staff(), validate("param", ZPinId), validate("json", ZStaffDelete), async (c) => {
    const answer = await deleteStaffPin(c.env, c.var.user, c.req.valid("param").id, c.req.valid("json").reason);
    c.executionCtx.waitUntil(deliverOutbox(c.env, Date.now()));
    return c.json(answer, 200);
  })
  .get("/reserved-names", staff(), async (c) => c.json({ releases: await listReleasedNames(c.env) }, 200))
  // Releasing a brand hands a name over on proof of ownership: for system admins alone.
  .post("/reserved-names", requireRole("system_admin"), validate("json", ZReservedRelease), async (c) =>
    c.json({ release: await releaseReservedName(c.env, c.var.user, c.req.valid("json")) }, 200),
  );
