import { Hono } from "hono";
import * as z from "zod";
import type { THonoEnv } from "../env";
import { describe } from "../middleware/describe";

export const healthRoutes = new Hono<THonoEnv>().get(
  "/",
  describe({
    tag: "Site",
    summary: "Whether the worker answers",
    answers: { 200: z.object({ ok: z.literal(true) }) },
    refuses: [],
  }),
  (c) => c.json({ ok: true as const }, 200),
);
