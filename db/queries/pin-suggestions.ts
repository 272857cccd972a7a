import { sql } from "drizzle-orm";
import { closestNames } from "../../domain/name-suggestions";
import type { TDb } from "../client";

// How many names the trigram index offers for the edit distance to sort: enough that the few
// within two edits are among them, few enough that a miss costs one small indexed read.
export const SUGGESTION_CANDIDATES = 20;

const TRIGRAM = 3;

// The typed name's trigrams as an FTS5 query that any of them matches; each is a quoted string,
// in which a double quote is written twice.
function anyTrigramOf(canonicalName: string) {
  const characters = Array.from(canonicalName);
  const trigrams = new Set(
    characters.slice(0, characters.length - TRIGRAM + 1).map((_, i) => characters.slice(i, i + TRIGRAM).join("")),
  );
  return [...trigrams].map((trigram) => `"${trigram.replaceAll('"', '""')}"`).join(" OR ");
}

// The pins' names sharing the most (and rarest) trigrams with the typed one, best first, from the
// trigram index of migration 0010: pins only, so a held name is never among them.
export function nameCandidates(canonicalName: string) {
  return sql`SELECT mypin FROM pin_name_trigrams WHERE pin_name_trigrams MATCH ${anyTrigramOf(canonicalName)}
    ORDER BY rank LIMIT ${SUGGESTION_CANDIDATES}`;
}

// A name shorter than a trigram has none to look up, and every name of up to four characters is
// within two edits of it anyway: a list of those would be noise, so such a miss suggests nothing.
export async function findNameSuggestions(db: TDb, canonicalName: string): Promise<string[]> {
  if (Array.from(canonicalName).length < TRIGRAM) return [];
  const rows = await db.all<{ mypin: string }>(nameCandidates(canonicalName));
  return closestNames(
    canonicalName,
    rows.map((row) => row.mypin),
  );
}
