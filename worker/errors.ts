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
