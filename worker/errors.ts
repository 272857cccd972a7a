import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ERRORS, type TErrorBody, type TErrorCode } from "../domain/errors";

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly status: ContentfulStatusCode;

  constructor(code: TErrorCode, message?: string) {
    super(message ?? ERRORS[code].message);
    this.code = code;
    this.status = ERRORS[code].status;
  }
}

export function errorBody(error: AppError): TErrorBody {
  return { error: { code: error.code, message: error.message } };
}

// Every status Hono's own HTTPException is raised with (its JSON validator, body limit, CSRF and
// timeout middleware, mount checks), as the code our error shape answers it with.
const HONO_STATUS_CODES: Partial<Record<number, TErrorCode>> = {
  400: "BAD_REQUEST",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  413: "PAYLOAD_TOO_LARGE",
  500: "INTERNAL",
  504: "TIMED_OUT",
};

// app.onError: a thrown code answers with its status and message, and so does Hono's own exception
// (whose words, such as "Malformed JSON in request body", are not ours); the rest is a fault.
export function answerError(error: Error, c: Context) {
  if (error instanceof AppError) return c.json(errorBody(error), error.status);
  const code = error instanceof HTTPException ? HONO_STATUS_CODES[error.status] : undefined;
  const failure = new AppError(code ?? "INTERNAL");
  if (failure.status >= 500) console.error(error);
  return c.json(errorBody(failure), failure.status);
}
