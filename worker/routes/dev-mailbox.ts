import { Hono } from "hono";
import { configOf } from "../config";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { mailboxPage } from "../services/outbox/mailbox-page";

// The development mailbox, which only a development worker answers.
// Delivery empties a row's payload in every environment; development delivery keeps the text.
export const devMailboxRoutes = new Hono<THonoEnv>().get("/mailbox", async (c) => {
  if (configOf(c.env).ENVIRONMENT !== "development") throw new AppError("NOT_FOUND");
  return c.html(await mailboxPage(c.var.deps), 200);
});
