import { failedQueryText } from "../../db/client";

// Logs never carry what a request or a query carried. Drizzle's failed-query message appends the
// SQL's parameters (an e-mail address, a token's hash), so only its query text is kept; a driver's
// or a provider's message may quote a value too, so anything shaped like an address or a hex
// digest is blanked.
const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const HEX_DIGEST = /\b[0-9a-f]{32,}\b/gi;
// Enough to reach the driver's error under drizzle's and ours, without following a cycle forever.
const MAX_CAUSES = 4;

function headline(error: unknown) {
  const query = failedQueryText(error);
  if (query !== null) return `DrizzleQueryError: Failed query: ${query}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

// A V8 stack begins with the message, which headline() already gave without what it must not say.
function frames(error: unknown) {
  return error instanceof Error ? (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)) : [];
}

// The error's own frames say where it was thrown; its causes' frames mostly repeat them.
export function describeError(error: unknown, options: { stack: boolean }) {
  const lines = [headline(error), ...(options.stack ? frames(error) : [])];
  let cause = error instanceof Error ? error.cause : undefined;
  for (let depth = 1; cause !== undefined && depth < MAX_CAUSES; depth += 1) {
    lines.push(`caused by ${headline(cause)}`);
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return lines.join("\n").replace(EMAIL_ADDRESS, "[e-mail]").replace(HEX_DIGEST, "[hex]");
}

// An outside service failing now and then: what happened and why, without a stack.
export function logWarning(what: string, cause?: unknown) {
  console.warn(cause === undefined ? what : `${what}: ${describeError(cause, { stack: false })}`);
}

// A fault of ours: what happened, why, and where, one entry.
export function logError(what: string, cause?: unknown) {
  console.error(cause === undefined ? what : `${what}: ${describeError(cause, { stack: true })}`);
}
