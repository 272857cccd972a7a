import { count, desc, eq, sql } from "drizzle-orm";
import { closestNames } from "../../domain/name-suggestions";
import type { TDb } from "../client";
import { mypins, pinNameTrigrams } from "../schema";

// How many names the trigram index offers for the edit distance to sort: enough that the few
// within two edits are among them, few enough that a miss costs one small indexed read.
export const SUGGESTION_CANDIDATES = 20;

// A trigram in more pins than this ("sho", "the") narrows the search to nothing in particular,
// and counting candidates on it would read every one of its rows: a miss skips it, having read at
// most this many rows of it plus one to tell, and suggests from the name's rarer trigrams. A
// typo's rare trigrams are what find its pin; a name made only of common ones suggests nothing.
export const COMMON_TRIGRAM_PINS = 500;

const TRIGRAM = 3;

// The name's trigrams as SQLite's substr counts characters (code points), each once.
function trigramsOf(canonicalName: string): string[] {
  const characters = Array.from(canonicalName);
  const starts = characters.slice(0, Math.max(0, characters.length - TRIGRAM + 1));
  return [...new Set(starts.map((_, i) => characters.slice(i, i + TRIGRAM).join("")))];
}

// The pins' names sharing the most of the typed one's uncommon trigrams (pins only, so a held name
// is never among them). The candidates are counted on the trigram index alone; only the chosen
// few are read from mypins.
export function nameCandidates(db: TDb, canonicalName: string) {
  const shared = count().as("shared");
  const uncommon = sql`(
    SELECT typed.value FROM json_each(${JSON.stringify(trigramsOf(canonicalName))}) AS typed
    WHERE NOT EXISTS (
      SELECT 1 FROM ${pinNameTrigrams} AS counted WHERE counted.trigram = typed.value
      LIMIT 1 OFFSET ${COMMON_TRIGRAM_PINS}))`;
  const candidates = db
    .select({ pinId: pinNameTrigrams.pinId, shared })
    .from(pinNameTrigrams)
    .where(sql`${pinNameTrigrams.trigram} IN ${uncommon}`)
    .groupBy(pinNameTrigrams.pinId)
    .orderBy(desc(shared), pinNameTrigrams.pinId)
    .limit(SUGGESTION_CANDIDATES)
    .as("candidates");
  return db
    .select({ mypin: mypins.mypin, nearTown: mypins.nearTown, nearCountry: mypins.nearCountry })
    .from(candidates)
    .innerJoin(mypins, eq(mypins.id, candidates.pinId));
}

export type TSuggestionRow = Awaited<ReturnType<typeof nameCandidates>>[number];

// A name shorter than a trigram has none to look up, and every name of up to four characters is
// within two edits of it anyway: a list of those would be noise, so such a miss suggests nothing.
// The closest names come with their pins' towns.
export async function findNameSuggestions(db: TDb, canonicalName: string): Promise<TSuggestionRow[]> {
  if (Array.from(canonicalName).length < TRIGRAM) return [];
  const rows = await nameCandidates(db, canonicalName);
  const closest = closestNames(
    canonicalName,
    rows.map((row) => row.mypin),
  );
  return closest.flatMap((name) => rows.find((row) => row.mypin === name) ?? []);
}
