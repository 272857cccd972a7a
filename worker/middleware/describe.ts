import { createMiddleware } from "hono/factory";
import { matchedRoutes, routePath } from "hono/route";
import { configOf } from "../config";
import type { THonoEnv } from "../env";
import { AppError, errorBody } from "../errors";
import { answerMismatch } from "../openapi/answer-check";
import { GLOBAL_REFUSALS, guardRefusals, partOf, type TOperationDoc, withPart } from "../openapi/operations";
import { logError } from "../platform/log";
import { requestLocale } from "./language";

// A route's entry in the API document (GET /api/openapi.json), first among its middleware. In
// development every answer is checked against it: one that breaks it is logged as a fault and
// becomes a 500, so the worker and browser suites fail on a route that says one thing and does
// another. Production trusts the suites and pays nothing, and so does the bench (CHECK_ANSWERS),
// which measures what production would.
export function describe(doc: TOperationDoc) {
  const check = createMiddleware<THonoEnv>(async (c, next) => {
    await next();
    const config = configOf(c.env);
    if (config.ENVIRONMENT !== "development" || !config.CHECK_ANSWERS) return;
    const guards = guardRefusals(matchedRoutes(c).flatMap((route) => partOf(route.handler) ?? []));
    const refusals = new Set([...GLOBAL_REFUSALS, ...guards, ...doc.refuses]);
    const mismatch = await answerMismatch(doc.answers, refusals, c.res);
    if (mismatch === null) return;
    logError(`${c.req.method} ${routePath(c)} answered outside its contract: ${mismatch}`);
    c.res = Response.json(errorBody(new AppError("INTERNAL"), requestLocale(c)), { status: 500 });
  });
  return withPart(check, { kind: "doc", doc });
}
