import { Hono } from "hono";
import { z } from "zod";
import { createDb } from "../../db/client";
import { findNameSuggestions } from "../../db/queries/pin-suggestions";
import { findPinByName, incrementSearchCount, listTopPins } from "../../db/queries/pins";
import { ZPinName } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { AppError, errorBody } from "../errors";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";

export const pinRoutes = new Hono<THonoEnv>().get(
  "/:name",
  rateLimit("SEARCH_LIMIT", "SEARCH_RATE_LIMITED"),
  validate("param", z.object({ name: ZPinName })),
  async (c) => {
    const db = createDb(c.env.DB);
    const { name } = c.req.valid("param");
    const pin = await findPinByName(db, name);
    if (!pin)
      return c.json(
        { ...errorBody(new AppError("PIN_NOT_FOUND")), suggestions: await findNameSuggestions(db, name) },
        404,
      );
    // The visitor should not wait for the counter: it is written after the answer has gone.
    c.executionCtx.waitUntil(incrementSearchCount(db, pin.id));
    return c.json(
      {
        pin: {
          id: pin.id,
          mypin: pin.mypin,
          userName: pin.userName,
          latitude: pin.latitude,
          longitude: pin.longitude,
          searchCount: pin.searchCount,
        },
      },
      200,
    );
  },
);

export const topPinRoutes = new Hono<THonoEnv>().get("/", async (c) =>
  c.json({ pins: await listTopPins(createDb(c.env.DB)) }, 200),
);
