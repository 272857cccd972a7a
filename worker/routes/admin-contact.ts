import { Hono } from "hono";
import { createDb } from "../../db/client";
import { listContactMessagesPage } from "../../db/queries/contact-messages";
import { countContactMessages } from "../../db/queries/dashboard";
import { CONTACT_MESSAGES_PAGE_SIZE } from "../../domain/contact";
import { ZContactMessagesQuery } from "../../domain/contact-schemas";
import type { THonoEnv } from "../env";
import { requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";

// The dashboard's contact messages, for system admins only. The role is checked on the route:
// other sub-apps share the /api/admin prefix.
export const adminContactRoutes = new Hono<THonoEnv>().get(
  "/",
  requireRole("system_admin"),
  validate("query", ZContactMessagesQuery),
  async (c) => {
    const db = createDb(c.env.DB);
    const { page } = c.req.valid("query");
    const [messages, total] = await Promise.all([listContactMessagesPage(db, page), countContactMessages(db)]);
    return c.json({ messages, page, pageSize: CONTACT_MESSAGES_PAGE_SIZE, total }, 200);
  },
);
