import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apiKeys, type TApiKeyRow } from "../schema";

export type { TApiKeyRow };

type TNewKey = Pick<
  TApiKeyRow,
  "id" | "userId" | "name" | "kind" | "origins" | "keyHash" | "hint" | "createdAt" | "monthlyCap"
>;

// Written only while the account has fewer than `cap` live keys, in one statement, so two tabs
// creating keys at once cannot pass the cap together. False when it is full.
export async function insertApiKey(db: TDb, key: TNewKey, cap: number) {
  const result = await db.run(sql`
    INSERT INTO ${apiKeys} (id, user_id, name, kind, origins, key_hash, hint, created_at, monthly_cap)
    SELECT ${key.id}, ${key.userId}, ${key.name}, ${key.kind}, ${JSON.stringify(key.origins)}, ${key.keyHash}, ${key.hint},
      ${key.createdAt}, ${key.monthlyCap}
    WHERE (SELECT count(*) FROM ${apiKeys} WHERE user_id = ${key.userId} AND revoked_at IS NULL) < ${cap}`);
  return result.meta.changes > 0;
}

const live = (userId: string, id: string) =>
  and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt));

export function listApiKeys(db: TDb, userId: string) {
  return (
    db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      // Keys made in the same millisecond keep the order they were written in.
      .orderBy(asc(apiKeys.createdAt), sql`rowid`)
      .all()
  );
}

export function findLiveApiKey(db: TDb, userId: string, id: string) {
  return db.select().from(apiKeys).where(live(userId, id)).get();
}

// The key a request's secret hashes to, revoked or not: a revoked key is refused by its own
// sentence, not as an unknown one.
export function findApiKeyByHash(db: TDb, keyHash: string) {
  return db
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      kind: apiKeys.kind,
      origins: apiKeys.origins,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, keyHash))
    .get();
}

export type TKeyHolder = NonNullable<Awaited<ReturnType<typeof findApiKeyByHash>>>;

// The key's new secret in place of the one it had (so of two rotations at once, one wins and the
// other finds nothing); the old one stops matching any row at once. Null when the key is not the
// user's live key with that secret.
export function rotateApiKey(
  db: TDb,
  key: { userId: string; id: string; keyHash: string },
  secret: { keyHash: string; hint: string },
  now: number,
) {
  return db
    .update(apiKeys)
    .set({ ...secret, rotatedAt: now })
    .where(and(live(key.userId, key.id), eq(apiKeys.keyHash, key.keyHash)))
    .returning()
    .get();
}

// A new name, a new monthly cap (null: none of its own), or both.
export function changeApiKey(
  db: TDb,
  userId: string,
  id: string,
  change: Partial<Pick<TApiKeyRow, "name" | "monthlyCap">>,
) {
  return db.update(apiKeys).set(change).where(live(userId, id)).returning().get();
}

export function revokeApiKey(db: TDb, userId: string, id: string, now: number) {
  return db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(live(userId, id))
    .returning({ id: apiKeys.id, keyHash: apiKeys.keyHash })
    .get();
}
