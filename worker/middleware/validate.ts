import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { AppError } from "../errors";

// zValidator with the one hook every route shares: a zod failure becomes a 400 in the error shape,
// carrying the first issue's message (the schemas in domain/ word their issues in the spec's text).
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw new AppError("BAD_REQUEST", { message: result.error.issues[0]?.message });
    }
  });
}
