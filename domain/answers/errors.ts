import * as z from "zod";
import { ERRORS, type TErrorCode } from "../errors.ts";

const CODES = Object.keys(ERRORS) as [TErrorCode, ...TErrorCode[]];

export const ZErrorCode = z.enum(CODES).meta({ id: "ErrorCode" });

// Every refusal of the API, whatever the route: a code of the table in domain/errors.ts and its words.
export const ZErrorBody = z
  .object({ error: z.object({ code: ZErrorCode, message: z.string() }) })
  .meta({ id: "Error" });
