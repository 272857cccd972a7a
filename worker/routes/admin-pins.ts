import { Hono } from "hono";
import { ZStaffPinChanged, ZStaffPinsPage } from "../../domain/answers/staff";
import { ZCoordinates, ZPinId } from "../../domain/schemas";
import { ZStaffPinsQuery } from "../../domain/staff-schemas";
import type { THonoEnv } from "../env";
import { describe } from "../middleware/describe";
import { requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { ANY_PIN_ROLES } from "../policies/pin-scope";
import { moveStaffPin } from "../services/pins/move-staff-pin";
import { listStaffPins } from "../services/staff/list-staff-pins";

const LIST = `Every pin in the manage order, 50 a page, read from the \`(tier_rank, mypin)\` index. \`filter\` keeps the pins whose name or owner's e-mail starts with it (in the canonical form: NFKC, lower-case, runs of spaces as one), and \`total\` and \`counts\` are over everything it keeps. Each page read writes an audit row (\`list_all_pins\`, with the filter and page).`;

const MOVE = `The admin's Edit Location on any pin (the owner's own is \`PATCH /api/me/pins/{id}/coordinates\`), stamped \`coordinates_updated_at\` as the owner's move is, with an audit row (\`move\`) and the owner's \`pin-moved\` e-mail in the same batch. 404 \`PIN_NOT_FOUND\`.`;

// The system admin's list of every pin, and Edit Location on any of them. requireRole guards each route
// itself: other sub-apps are mounted under /api/admin too.
export const adminPinRoutes = new Hono<THonoEnv>()
  .get(
    "/",
    describe({
      tag: "Admin",
      summary: "Every pin, a page at a time",
      description: LIST,
      answers: { 200: ZStaffPinsPage },
      refuses: [],
    }),
    requireRole("system_admin"),
    validate("query", ZStaffPinsQuery),
    async (c) => {
      const { page, filter } = c.req.valid("query");
      return c.json(await listStaffPins(c.var.deps, { actor: c.var.user, page, filter }), 200);
    },
  )
  .patch(
    "/:id/coordinates",
    describe({
      tag: "Admin",
      summary: "Move any pin",
      description: MOVE,
      answers: { 200: ZStaffPinChanged },
      refuses: ["PIN_NOT_FOUND"],
    }),
    requireRole(...ANY_PIN_ROLES.move),
    validate("param", ZPinId),
    validate("json", ZCoordinates),
    async (c) => {
      const move = { admin: c.var.user, id: c.req.valid("param").id, point: c.req.valid("json") };
      return c.json(await moveStaffPin(c.var.deps, move), 200);
    },
  );
