import { Hono } from "hono";
import type { THonoEnv } from "../env";

export const healthRoutes = new Hono<THonoEnv>().get("/", (c) => c.json({ ok: true }, 200));
