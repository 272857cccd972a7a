import type { MiddlewareHandler, ValidationTargets } from "hono";
import type * as z from "zod";
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
  // The codes its use case may refuse with. Its guards' (validation, access, limits) are known
  // from the guards, and any route may answer the app's own (GLOBAL_REFUSALS).
  refuses: readonly TErrorCode[];
};

// What any /api route may answer, from the app's own middleware (origin, body size, host,
// configuration) or a fault.
export const GLOBAL_REFUSALS: readonly TErrorCode[] = [
  "BAD_REQUEST",
  "FORBIDDEN_ORIGIN",
  "PAYLOAD_TOO_LARGE",
  "MISDIRECTED_HOST",
  "SERVICE_MISCONFIGURED",
  "TIMED_OUT",
  "INTERNAL",
];

// The parts of an operation its route's middleware know: the document reads them from the
// middleware of each route (operationOf), so a route's contract is the code that enforces it.
export type TOperationPart =
  | { kind: "doc"; doc: TOperationDoc }
  | { kind: "request"; target: keyof ValidationTargets; schema: z.ZodType; code: TErrorCode }
  | { kind: "access"; access: "user" | "live-session" | "api-key" | { roles: readonly TRole[] } }
  | { kind: "rate-limit"; code: TErrorCode };

const parts = new WeakMap<object, TOperationPart>();

// Marks a middleware as carrying one part of its route's operation.
export function withPart<M extends MiddlewareHandler>(middleware: M, part: TOperationPart): M {
  parts.set(middleware, part);
  return middleware;
}

// Where a handler registered through app.route() keeps the one it wraps (hono/utils/constants).
const COMPOSED_HANDLER = "__COMPOSED_HANDLER";

export function partOf(handler: unknown): TOperationPart | undefined {
  if (typeof handler !== "function") return undefined;
  const wrapped = (handler as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
  return parts.get(typeof wrapped === "function" ? wrapped : handler);
}

const ACCESS_CODES: Record<"user" | "live-session" | "api-key" | "roles", TErrorCode[]> = {
  user: ["UNAUTHENTICATED"],
  "live-session": ["UNAUTHENTICATED"],
  "api-key": [
    "API_KEY_MISSING",
    "API_KEY_INVALID",
    "API_KEY_REVOKED",
    "API_KEY_WRONG_WEBSITE",
    "API_KEY_LOOKUPS_LIMITED",
    "API_BURST_LIMITED",
    "API_QUOTA_EXCEEDED",
    "API_KEY_CAP_REACHED",
  ],
  roles: ["UNAUTHENTICATED", "FORBIDDEN"],
};

// The codes a route's own middleware refuse with: its validators', its access guards' and its
// limits'.
export function guardRefusals(routeParts: readonly TOperationPart[]): TErrorCode[] {
  return routeParts.flatMap((part): TErrorCode[] => {
    if (part.kind === "request" || part.kind === "rate-limit") return [part.code];
    if (part.kind === "access") return ACCESS_CODES[typeof part.access === "string" ? part.access : "roles"];
    return [];
  });
}
