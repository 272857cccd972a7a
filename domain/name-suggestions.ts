import { editDistance } from "./edit-distance.ts";

// "Did you mean" on a missed search: the few names a slip of the
// keyboard away from the one typed, nearest first.
export const MAX_SUGGESTIONS = 3;
export const MAX_SUGGESTION_DISTANCE = 2;

// Of the candidates, those at most two edits from the typed canonical name (never the name
// itself), nearest first, ties in name order so the same miss always shows the same list.
export function closestNames(typed: string, candidates: readonly string[]): string[] {
  return [...new Set(candidates)]
    .filter((name) => name !== typed)
    .map((name) => ({ name, distance: editDistance(typed, name) }))
    .filter((candidate) => candidate.distance <= MAX_SUGGESTION_DISTANCE)
    .sort((a, b) => a.distance - b.distance || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, MAX_SUGGESTIONS)
    .map((candidate) => candidate.name);
}
