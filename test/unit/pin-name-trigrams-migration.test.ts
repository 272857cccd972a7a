import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { expect, it } from "vitest";

const MIGRATION = "0011_pin_name_trigrams.sql";

function migratedUpTo(last: string) {
  const db = new DatabaseSync(":memory:");
  const names = readdirSync("migrations").filter((name) => name.endsWith(".sql") && name <= last);
  for (const name of names.sort()) db.exec(readFileSync(`migrations/${name}`, "utf8"));
  return db;
}

const addPin = (db: DatabaseSync, name: string) =>
  db
    .prepare("INSERT INTO mypins (mypin, user_name, user_email, latitude, longitude) VALUES (?, 'O', 'o@x.test', 1, 1)")
    .run(name);

const matching = (db: DatabaseSync, trigram: string) =>
  db
    .prepare("SELECT id, mypin FROM pin_name_trigrams JOIN mypins ON mypins.id = pin_id WHERE trigram = ? ORDER BY id")
    .all(trigram)
    .map((row) => ({ ...row }));

const trigramsOf = (db: DatabaseSync, id: number) =>
  db
    .prepare("SELECT trigram FROM pin_name_trigrams WHERE pin_id = ? ORDER BY trigram")
    .all(id)
    .map((row) => row.trigram);

// Migration 0011 indexes the names a deployment already has, then follows every insert, rename
// and deletion of a pin.
it("indexes the existing pins' names, then keeps the index in step with mypins", () => {
  const db = migratedUpTo("0009_analytics.sql");
  addPin(db, "corner shop");
  addPin(db, "market hall");

  db.exec(readFileSync(`migrations/${MIGRATION}`, "utf8"));
  expect(matching(db, "sho")).toEqual([{ id: 1, mypin: "corner shop" }]);
  expect(matching(db, "all")).toEqual([{ id: 2, mypin: "market hall" }]);
  expect(trigramsOf(db, 2)).toEqual(["all", "ark", "et ", "ket", "mar", "rke", "t h", " ha", "hal"].sort());

  addPin(db, "corner store");
  expect(matching(db, "cor")).toEqual([
    { id: 1, mypin: "corner shop" },
    { id: 3, mypin: "corner store" },
  ]);
  db.exec("UPDATE mypins SET mypin = 'village shop' WHERE id = 1");
  expect(matching(db, "cor")).toEqual([{ id: 3, mypin: "corner store" }]);
  expect(matching(db, "sho")).toEqual([{ id: 1, mypin: "village shop" }]);
  db.exec("UPDATE mypins SET search_count = 5 WHERE id = 2");
  db.exec("DELETE FROM mypins WHERE id = 3");
  expect(matching(db, "cor")).toEqual([]);
  expect(db.prepare("SELECT DISTINCT pin_id FROM pin_name_trigrams ORDER BY pin_id").all()).toEqual([
    { pin_id: 1 },
    { pin_id: 2 },
  ]);
  // A letter outside the BMP is one character, a repeated trigram one row.
  addPin(db, "𝒜aaaa");
  expect(trigramsOf(db, 4)).toEqual(["aaa", "𝒜aa"]);
});
