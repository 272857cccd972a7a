import { queryOptions } from "@tanstack/react-query";
import { shareLink } from "../domain/links";
import { search } from "../domain/messages/search";
import { searchPin, type TApiError } from "./api";

export class PinSearchError extends Error {
  readonly status: number;
  constructor(error: TApiError) {
    super(error.message);
    this.status = error.status;
  }
}

export async function fetchPin(name: string) {
  const result = await searchPin(name);
  if (!result.ok) throw new PinSearchError(result.error);
  return result.data.pin;
}

// Every search is counted by the server, so a found pin is kept for the session rather than
// fetched again when its result screen mounts (retry off for the same reason).
export function pinQuery(name: string) {
  return queryOptions({ queryKey: ["pin", name], queryFn: () => fetchPin(name), staleTime: Infinity, retry: false });
}

// The share-link form on this origin, so the address bar can be copied and shared as it is.
export function pinPath(name: string): string {
  return shareLink(name, "");
}

// A 400 carries the server's own wording of what is wrong with the name.
export function searchFailureMessage(error: unknown): string {
  if (!(error instanceof PinSearchError)) return search.failed;
  if (error.status === 404) return search.notFound;
  if (error.status === 429) return search.rateLimited;
  if (error.status === 400 && error.message !== "") return error.message;
  return search.failed;
}
