import { Hono } from "hono";
import type { THonoEnv } from "./env";
import { AppError, errorBody } from "./errors";
import { apiSecurityHeaders } from "./middleware/security-headers";
import { healthRoutes } from "./routes/health";
import { nameRoutes } from "./routes/names";
import { pinRoutes, topPinRoutes } from "./routes/pins";

const api = new Hono<THonoEnv>()
  .route("/health", healthRoutes)
  .route("/pins", pinRoutes)
  .route("/top-pins", topPinRoutes)
  .route("/names", nameRoutes);

export const app = new Hono<THonoEnv>()
  .use("/api/*", apiSecurityHeaders)
  .route("/api", api)
  .notFound((c) => c.json(errorBody(new AppError("NOT_FOUND")), 404))
  .onError((error, c) => {
    if (error instanceof AppError) return c.json(errorBody(error), error.status);
    console.error(error);
    return c.json(errorBody(new AppError("INTERNAL")), 500);
  });

export type AppType = typeof app;
