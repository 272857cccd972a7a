import { Hono } from "hono";
import { z } from "zod";
import { createDb } from "../../db/client";
import { updatePinCoordinates } from "../../db/queries/pins";
import { ZCoordinates, ZOwnedPinsQuery, ZPinId } from "../../domain/schemas";
import { deliverOutbox } from "../cron/deliver-outbox";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { requireLiveSession } from "../middleware/require-live-session";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { requestCancellation } from "../services/cancellation";
import { findOwnedPinView, listOwnedPinsPage } from "../services/owned-pins";
import { forgetPinSearches } from "../services/pin-search";

// The owner's manage screen (accounts-admin section 2). Every route answers only about the
// signed-in user's own pins; anyone else's is "not found", never "forbidden".
export const myPinRoutes = new Hono<THonoEnv>()
  .get("/", requireUser, validate("query", ZOwnedPinsQuery), async (c) =>
    c.json(await listOwnedPinsPage(createDb(c.env.DB), c.var.user, c.req.valid("query").page, Date.now()), 200),
  )
  .patch("/:id/coordinates", requireUser, validate("param", ZPinId), validate("json", ZCoordinates), async (c) => {
    const db = createDb(c.env.DB);
    const { id } = c.req.valid("param");
    if (!(await updatePinCoordinates(db, c.var.user, id, c.req.valid("json"), Date.now())))
      throw new AppError("PIN_NOT_FOUND");
    const pin = await findOwnedPinView(db, c.var.user, id, Date.now());
    await forgetPinSearches(c.env, [pin.mypin]);
    return c.json({ pin }, 200);
  })
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
