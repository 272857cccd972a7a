import { Hono } from "hono";
import { ZTile } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { rateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { fetchMapTile } from "../providers/map-tiles";

// Every map of the app draws its tiles from here (domain/map-tiles.ts, checked by ZTile).
export const mapTileRoutes = new Hono<THonoEnv>().get(
  "/:z/:x/:y",
  rateLimit("TILE_LIMIT", "MAP_TILES_RATE_LIMITED"),
  validate("param", ZTile),
  (c) =>
    fetchMapTile(c.var.deps, c.req.valid("param")).catch((error: unknown) => {
      throw error instanceof AppError ? error : new AppError("MAP_TILE_FAILED", { cause: error });
    }),
);
