import { Hono } from "hono";
import * as z from "zod";
import { ZCancellationAnswer, ZMovedPin, ZOwnedPinsPage } from "../../domain/answers/my-pins";
import { ZArrivalNote, ZCoordinates, ZOwnedPinsQuery, ZPinId } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { describe } from "../middleware/describe";
import { requireLiveSession } from "../middleware/require-live-session";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { listOwnedPinsPage } from "../services/pins/list-owned-pins-page";
import { moveOwnedPin } from "../services/pins/move-owned-pin";
import { writeArrivalNote } from "../services/pins/write-arrival-note";
import { requestCancellation } from "../services/subscriptions/request-cancellation";

const LIST = `The user's pins (by user id, or by e-mail for a pin without a user), Premium, Simple, Basic, alphabetical inside each, 50 a page; \`total\` and \`counts\` are over all of them. Times are epoch ms.

\`searchesByDay\` is a pin's searches on each of the last 30 UTC days, oldest first, drawn as the manage page's sparkline; \`cancellation\` follows Stripe's \`cancel_at_period_end\` once the pin has a subscription, so cancelling or renewing in the billing portal shows, and a request the provider has not taken yet is \`pending\`; \`releaseOn\` is the end of the grace window or of the ended period; \`currency\` is the subscription's.`;

const MOVE =
  "Live session, own pin. Stamps `coordinatesUpdatedAt`; the move and a `pin-moved` e-mail to the owner with the old and the new place are one batch (a move sends every visitor elsewhere, so the owner hears of each). 404 `PIN_NOT_FOUND` (also for another user's pin).";

const NOTE = `Live session, own pin. The arrival note every visitor sees under the pin's result and on its share page: plain text, line breaks kept (any system's become \`\\n\`), tabs made spaces, controls and bidi controls dropped, trailing spaces and runs of blank lines trimmed, then at most 280 characters. An empty note removes it. Stamps \`updatedAt\`; the name's cached search answers are forgotten at this location.

400 \`BAD_REQUEST\` (\`An arrival note is at most 280 characters.\`), 400 \`NOTE_EXPLETIVE\` (the name policy's expletive check, on each word and each run of up to three), 404 \`PIN_NOT_FOUND\` (also for another user's pin).`;

const CANCEL = `Live session, own pin. \`processed\` with \`subscriptionEnd\`: Stripe cancels at period end, a request is recorded and the confirmation e-mailed, in one batch. \`pending\` with \`subscriptionEnd: null\`: the provider failed or the pin has no subscription to cancel (one made without a purchase); asking again retries. A processed request is answered again without calling Stripe, unless the owner has renewed in the billing portal since.

404 \`PIN_NOT_FOUND\`, 500 \`CANCELLATION_RECORD_FAILED\`. The pin stays live to the period's end; the daily release then deletes it and frees the name.`;

// The owner's manage screen. Every route answers only about the
// signed-in user's own pins; anyone else's is "not found", never "forbidden".
export const myPinRoutes = new Hono<THonoEnv>()
  .get(
    "/",
    describe({
      tag: "My pins",
      summary: "A page of the user's own pins",
      description: LIST,
      answers: { 200: ZOwnedPinsPage },
      refuses: [],
    }),
    requireUser,
    validate("query", ZOwnedPinsQuery),
    async (c) =>
      c.json(await listOwnedPinsPage(c.var.deps, { owner: c.var.user, page: c.req.valid("query").page }), 200),
  )
  // A move sends every visitor elsewhere: a sensitive route, checked against D1's live session.
  .patch(
    "/:id/coordinates",
    describe({
      tag: "My pins",
      summary: "Move one of the user's pins",
      description: MOVE,
      answers: { 200: ZMovedPin },
      refuses: ["PIN_NOT_FOUND"],
    }),
    requireLiveSession,
    validate("param", ZPinId),
    validate("json", ZCoordinates),
    async (c) => {
      const move = { owner: c.var.user, id: c.req.valid("param").id, point: c.req.valid("json") };
      return c.json({ pin: await moveOwnedPin(c.var.deps, move) }, 200);
    },
  )
  // A note is shown to every visitor: a sensitive route, as a move is.
  .put(
    "/:id/note",
    describe({
      tag: "My pins",
      summary: "Write or remove a pin's arrival note",
      description: NOTE,
      answers: { 200: ZMovedPin },
      refuses: ["PIN_NOT_FOUND", "NOTE_EXPLETIVE"],
    }),
    requireLiveSession,
    validate("param", ZPinId),
    validate("json", ZArrivalNote),
    async (c) => {
      const note = { owner: c.var.user, id: c.req.valid("param").id, note: c.req.valid("json").note };
      return c.json({ pin: await writeArrivalNote(c.var.deps, note) }, 200);
    },
  )
  .post(
    "/:id/cancellation",
    describe({
      tag: "My pins",
      summary: "Cancel a pin's subscription at the end of its period",
      description: CANCEL,
      answers: { 200: ZCancellationAnswer },
      refuses: ["PIN_NOT_FOUND", "CANCELLATION_RECORD_FAILED"],
    }),
    requireLiveSession,
    validate("param", ZPinId),
    validate("json", z.object({})),
    async (c) => {
      const answer = await requestCancellation(c.var.deps, { owner: c.var.user, id: c.req.valid("param").id });
      return c.json(answer, 200);
    },
  );
