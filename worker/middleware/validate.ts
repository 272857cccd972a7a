import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type * as z from "zod";
import type { TErrorCode } from "../../domain/errors";
import { AppError } from "../errors";
import { withPart } from "../openapi/operations";

// zValidator with the one hook every route shares: a zod failure becomes a 400 in the error shape,
// carrying the first issue's message (the schemas in domain/ word their issues in the spec's text).
// A route whose refusal has a code of its own (a link token no link could carry is an invalid
// link) names that code instead.
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  code: TErrorCode = "BAD_REQUEST",
) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new AppError(code, { message: result.error.issues[0]?.message });
    }
  });
  return withPart(middleware, { kind: "request", target, schema, code });
}
