import { Hono } from "hono";
import { z } from "zod";
import { ZCoordinates, ZOwnedPinsQuery, ZPinId } from "../../domain/schemas";
import { deliverOutbox } from "../cron/deliver-outbox";
import type { THonoEnv } from "../env";
import { requireLiveSession } from "../middleware/require-live-session";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { listOwnedPinsPage } from "../services/pins/owned-pins";
import { moveOwnedPin } from "../services/pins/pin-moves";
import { requestCancellation } from "../services/subscriptions/cancellation";

// The owner's manage screen (accounts-admin section 2). Every route answers only about the
// signed-in user's own pins; anyone else's is "not found", never "forbidden".
export const myPinRoutes = new Hono<THonoEnv>()
  .get("/", requireUser, validate("query", ZOwnedPinsQuery), async (c) =>
    c.json(await listOwnedPinsPage(c.env, c.var.user, c.req.valid("query").page, Date.now()), 200),
  )
  // A move sends every visitor elsewhere: a sensitive route, checked against D1's live session.
  .patch(
    "/:id/coordinates",
    requireLiveSession,
    validate("param", ZPinId),
    validate("json", ZCoordinates),
    async (c) => {
      const pin = await moveOwnedPin(c.env, c.var.user, c.req.valid("param").id, c.req.valid("json"), Date.now());
      c.executionCtx.waitUntil(deliverOutbox(c.env, Date.now()));
      return c.json({ pin }, 200);
    },
  )
  .post(
    "/:id/cancellation",
    requireLiveSession,
    validate("param", ZPinId),
    validate("json", z.object({})),
    async (c) => {
      const answer = await requestCancellation(c.env, c.var.user, c.req.valid("param").id, Date.now());
      c.executionCtx.waitUntil(deliverOutbox(c.env, Date.now()));
      return c.json(answer, 200);
    },
  );
