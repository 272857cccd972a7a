import { count, desc, eq, inArray } from "drizzle-orm";
import { closestNames } from "../../domain/name-suggestions";
import type { TDb } from "../client";
import { mypins, pinNameTrigrams } from "../schema";

// How many names the trigram index offers for the edit distance to sort: enough that the few
// within two edits are among them, few enough that a miss costs one small indexed read.
export const SUGGESTION_CANDIDATES = 20;

const TRIGRAM = 3;

// The name's trigrams as SQLite's substr counts characters (code points), each once.
function trigramsOf(canonicalName: string): string[] {
  const characters = Array.from(canonicalName);
  const starts = characters.slice(0, Math.max(0, characters.length - TRIGRAM + 1));
  return [...new Set(starts.map((_, i) => characters.slice(i, i + TRIGRAM).join("")))];
}

// The pins' names sharing the most trigrams with the typed one (pins only, so a held name is never
// among them). The candidates are counted on the trigram index alone; only the chosen few are
// read from mypins.
export function nameCandidates(db: TDb, canonicalName: string) {
  const shared = count().as("shared");
  const candidates = db
    .select({ pinId: pinNameTrigrams.pinId, shared })
    .from(pinNameTrigrams)
    .where(inArray(pinNameTrigrams.trigram, trigramsOf(canonicalName)))
    .groupBy(pinNameTrigrams.pinId)
    .orderBy(desc(shared), pinNameTrigrams.pinId)
    .limit(SUGGESTION_CANDIDATES)
    .as("candidates");
  return db.select({ mypin: mypins.mypin }).from(candidates).innerJoin(mypins, eq(mypins.id, candidates.pinId));
}

// A name shorter than a trigram has none to look up, and every name of up to four characters is
// within two edits of it anyway: a list of those would be noise, so such a miss suggests nothing.
export async function findNameSuggestions(db: TDb, canonicalName: string): Promise<string[]> {
  if (Array.from(canonicalName).length < TRIGRAM) return [];
  const rows = await nameCandidates(db, canonicalName);
  return closestNames(
    canonicalName,
    rows.map((row) => row.mypin),
  );
}
