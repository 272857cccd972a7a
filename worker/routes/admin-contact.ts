import { Hono } from "hono";
import { ZContactMessagesPage } from "../../domain/answers/staff";
import { ZContactMessagesQuery } from "../../domain/contact-schemas";
import type { THonoEnv } from "../env";
import { describe } from "../middleware/describe";
import { requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { listContactMessages } from "../services/site/list-contact-messages";

// The dashboard's contact messages, for system admins only. The role is checked on the route:
// other sub-apps share the /api/admin prefix.
export const adminContactRoutes = new Hono<THonoEnv>().get(
  "/",
  describe({
    tag: "Admin",
    summary: "The contact form's messages",
    description: "The contact form's messages, newest first, 20 a page.",
    answers: { 200: ZContactMessagesPage },
    refuses: [],
  }),
  requireRole("system_admin"),
  validate("query", ZContactMessagesQuery),
  async (c) => c.json(await listContactMessages(c.var.deps, c.req.valid("query")), 200),
);
