import type Stripe from "stripe";
import { invalid, optionalInteger, optionalString, type TParams } from "./params.ts";

// Stripe lists are newest first, `limit` (default 10, at most 100) per page; `starting_after` goes
// on to older objects, `ending_before` back to newer ones (the page just before that object).
export function listOf<T extends { id: string }>(url: string, items: T[], params: TParams = {}): Stripe.ApiList<T> {
  const limit = optionalInteger(params, "limit") ?? 10;
  if (limit < 1 || limit > 100) throw invalid("Invalid limit: must be between 1 and 100", "limit");
  const after = optionalString(params, "starting_after");
  const before = optionalString(params, "ending_before");
  if (after && before)
    throw invalid("You may only specify one of these parameters: ending_before, starting_after.", "ending_before");
  const newestFirst = [...items].reverse();
  const at = (id: string) => newestFirst.findIndex((item) => item.id === id);
  if (before) {
    const newer = newestFirst.slice(0, Math.max(0, at(before)));
    return { object: "list", data: newer.slice(-limit), has_more: newer.length > limit, url };
  }
  const older = after ? newestFirst.slice(at(after) + 1) : newestFirst;
  return { object: "list", data: older.slice(0, limit), has_more: older.length > limit, url };
}
