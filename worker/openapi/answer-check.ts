import * as z from "zod";
import { ZErrorBody } from "../../domain/answers/errors";
import type { TErrorBody, TErrorCode } from "../../domain/errors";
import type { TOperationDoc } from "./operations";

// Why a response breaks its route's declared answers, or null when it keeps them. A status of 400
// and up may be a refusal in the error shape with one of the codes the route may refuse with; a
// body keeps a schema only if the schema parses it whole, so a field the schema does not declare
// (a leak waiting to happen) breaks it too.
export async function answerMismatch(
  answers: TOperationDoc["answers"],
  refusals: ReadonlySet<TErrorCode>,
  response: Response,
): Promise<string | null> {
  const type = response.headers.get("Content-Type") ?? "none";
  // Read once, and only when JSON: a file's bytes need no parsing.
  const json: unknown = type.startsWith("application/json") ? await response.clone().json() : undefined;
  if (response.status >= 400 && json !== undefined && schemaMismatch(ZErrorBody, json) === null) {
    const { error } = json as TErrorBody;
    return refusals.has(error.code) ? null : `refusal ${error.code} is not one it declares`;
  }
  const declared = answers[response.status as keyof TOperationDoc["answers"]];
  if (declared === undefined) return `status ${response.status} is not one it declares`;
  if (declared === null) {
    const bytes = (await response.clone().arrayBuffer()).byteLength;
    return bytes === 0 ? null : `a ${bytes}-byte body where it declares none`;
  }
  if (declared instanceof z.ZodType)
    return json === undefined ? "a body that is not JSON" : schemaMismatch(declared, json);
  return type.startsWith(declared.media) ? null : `Content-Type ${type} where it declares ${declared.media}`;
}

function schemaMismatch(schema: z.ZodType, body: unknown): string | null {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `${issue?.path.join(".") || "the body"}: ${issue?.message}`;
  }
  const extra = firstDifference(parsed.data, body, "");
  return extra === null ? null : `${extra || "the body"} is not in its schema`;
}

// The path of the first value the parse dropped (an undeclared key), or null if nothing was.
function firstDifference(parsed: unknown, sent: unknown, path: string): string | null {
  if (typeof sent !== "object" || sent === null) return null;
  if (typeof parsed !== "object" || parsed === null) return path;
  for (const [key, value] of Object.entries(sent)) {
    const at = path ? `${path}.${key}` : key;
    if (!(key in parsed)) return at;
    const inner = firstDifference((parsed as Record<string, unknown>)[key], value, at);
    if (inner !== null) return inner;
  }
  return null;
}
