import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { expect, it } from "vitest";

const DAY = 86_400_000;
const MIGRATION = "0006_sessions.sql";

// Migration 0006 rebuilds the sessions table; the rows a deployment already has must survive it.
it("keeps every existing session, with its last use taken from its latest rotation or its sign-in", () => {
  const db = new DatabaseSync(":memory:");
  db.exec("PRAGMA foreign_keys = ON");
  const earlier = readdirSync("migrations").filter((name) => name.endsWith(".sql") && name < MIGRATION);
  for (const name of earlier.sort()) db.exec(readFileSync(`migrations/${name}`, "utf8"));
  db.exec("INSERT INTO users (id, email, display_name, password_hash) VALUES ('u', 'u@example.com', 'U', 'x')");
  db.exec(`INSERT INTO sessions (id, user_id, refresh_hash, expires_at) VALUES ('fresh', 'u', 'a', ${40 * DAY})`);
  db.exec(
    `INSERT INTO sessions (id, user_id, refresh_hash, previous_refresh_hash, rotated_at, expires_at, revoked_at)
     VALUES ('rotated', 'u', 'b', 'old', ${20 * DAY}, ${50 * DAY}, ${21 * DAY})`,
  );

  db.exec(readFileSync(`migrations/${MIGRATION}`, "utf8"));

  expect(db.prepare("SELECT * FROM sessions ORDER BY id").all()).toEqual([
    {
      id: "fresh",
      user_id: "u",
      refresh_hash: "a",
      previous_refresh_hash: null,
      rotated_at: null,
      expires_at: 40 * DAY,
      last_used_at: 10 * DAY,
      revoked_at: null,
    },
    {
      id: "rotated",
      user_id: "u",
      refresh_hash: "b",
      previous_refresh_hash: "old",
      rotated_at: 20 * DAY,
      expires_at: 50 * DAY,
      last_used_at: 20 * DAY,
      revoked_at: 21 * DAY,
    },
  ]);
  expect(() =>
    db.exec("INSERT INTO sessions (id, user_id, refresh_hash, expires_at) VALUES ('x', 'u', 'c', 1)"),
  ).toThrow(/NOT NULL/);
  db.exec("DELETE FROM users");
  expect(db.prepare("SELECT count(*) AS n FROM sessions").get()).toEqual({ n: 0 });
});
