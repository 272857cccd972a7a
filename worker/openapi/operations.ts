import type { MiddlewareHandler, ValidationTargets } from "hono";
import type { z } from "zod";
import type { TRole } from "../../domain/accounts";
import type { TErrorCode } from "../../domain/errors";

// What a route answers with a status: a JSON body of a schema, a file of a media type, or nothing.
export type TAnswer = z.ZodType | { media: string } | null;

export type TOperationDoc = {
  tag: string;
  summary: string;
  // Markdown: what the route does beyond its shapes (limits, side effects, which refusals mean what).
  description?: string;
  answers: Partial<Record<200 | 201 | 204 | 404, TAnswer>>;
};

// The parts of an operation its route's middleware know: the document reads them from the
// middleware of each route (operationOf), so a route's contract is the code that enforces it.
export type TOperationPart =
  | { kind: "doc"; doc: TOperationDoc }
  | { kind: "request"; target: keyof ValidationTargets; schema: z.ZodType; code: TErrorCode }
  | { kind: "access"; access: "user" | "live-session" | { roles: readonly TRole[] } }
  | { kind: "rate-limit"; code: TErrorCode };

const parts = new WeakMap<object, TOperationPart>();

// Marks a middleware as carrying one part of its route's operation.
export function withPart<M extends MiddlewareHandler>(middleware: M, part: TOperationPart): M {
  parts.set(middleware, part);
  return middleware;
}

export function partOf(handler: unknown): TOperationPart | undefined {
  return typeof handler === "function" ? parts.get(handler) : undefined;
}
