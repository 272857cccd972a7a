import type { ContentfulStatusCode } from "hono/utils/http-status";
import { api, search } from "../domain/messages";

// One table from error code to status and the spec's words, so handlers only name the failure.
const ERRORS = {
  BAD_REQUEST: { status: 400, message: api.badRequest },
  NOT_FOUND: { status: 404, message: "Not found" },
  PIN_NOT_FOUND: { status: 404, message: search.notFound },
  SEARCH_RATE_LIMITED: { status: 429, message: search.rateLimited },
  INTERNAL: { status: 500, message: api.internal },
} as const satisfies Record<string, { status: ContentfulStatusCode; message: string }>;

export type TErrorCode = keyof typeof ERRORS;

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: ContentfulStatusCode;

  constructor(code: TErrorCode, message?: string) {
    super(message ?? ERRORS[code].message);
    this.code = code;
    this.status = ERRORS[code].status;
  }
}

export function errorBody(error: AppError) {
  return { error: { code: error.code, message: error.message } };
}
