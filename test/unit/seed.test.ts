import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { expect, it } from "vitest";
import { nameKey } from "../../domain/name-policy";
import { DEMO_PINS } from "../../tools/demo-data";
import { seedSql } from "../../tools/seed";

function migratedDatabase() {
  const db = new DatabaseSync(":memory:");
  for (const name of readdirSync("migrations")
    .filter((file) => file.endsWith(".sql"))
    .sort()) {
    db.exec(readFileSync(`migrations/${name}`, "utf8"));
  }
  return db;
}

const skeletons = (db: DatabaseSync) =>
  Object.fromEntries(
    db
      .prepare("SELECT mypin, skeleton FROM mypins")
      .all()
      .map((row) => [row.mypin, row.skeleton]),
  );
const expected = Object.fromEntries(DEMO_PINS.map((pin) => [pin.mypin, nameKey(pin.mypin)]));

// Availability finds a look-alike by the stored skeleton, so `rny.pin2` must be taken on the first
// `npm start`, not only after the cron has keyed the demo pins.
it("stores each demo pin with its skeleton, and keys demo pins an older seed left without one", async () => {
  const sql = await seedSql();
  const fresh = migratedDatabase();
  fresh.exec(sql);
  expect(skeletons(fresh)).toEqual(expected);

  const older = migratedDatabase();
  older.exec(sql);
  older.exec("UPDATE mypins SET skeleton = NULL");
  older.exec(sql);
  expect(skeletons(older)).toEqual(expected);
});
