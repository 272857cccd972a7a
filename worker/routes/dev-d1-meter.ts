import { Hono } from "hono";
import { configOf } from "../config";
import type { THonoEnv } from "../env";
import { AppError } from "../errors";
import { d1RowsWritten } from "../platform/d1-meter";

// The D1 rows this isolate has written since it started, for `npm run bench`
// (docs/architecture.md#budgets).
export const devD1MeterRoutes = new Hono<THonoEnv>().get("/d1-meter", (c) => {
  if (configOf(c.env).ENVIRONMENT !== "development") throw new AppError("NOT_FOUND");
  return c.json({ rowsWritten: d1RowsWritten() }, 200);
});
