import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { expect, it } from "vitest";
import { nameKey } from "../../domain/name-policy";
import { SEEDED_PINS } from "../../tools/demo-data";
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
const expected = Object.fromEntries(SEEDED_PINS.map((pin) => [pin.mypin, nameKey(pin.mypin)]));

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

// `npm start` is offline: no geocoder would place the demo pins, so the seed does, and a pin the
// demo owner has moved since keeps the town of where it is now.
it("stores each demo pin's town and note, and leaves a moved demo pin's place alone", async () => {
  const sql = await seedSql();
  const db = migratedDatabase();
  db.exec(sql);
  const places = db.prepare("SELECT mypin, near_town, near_country, note FROM mypins ORDER BY mypin").all();
  expect(places).toEqual(
    [...SEEDED_PINS]
      .sort((a, b) => (a.mypin < b.mypin ? -1 : 1))
      .map((pin) => ({ mypin: pin.mypin, near_town: pin.town, near_country: pin.country, note: pin.note })),
  );

  db.exec(
    "UPDATE mypins SET latitude = 0, longitude = 0, near_town = NULL, place_checked_at = NULL WHERE mypin = 'my.pin2'",
  );
  db.exec(sql);
  expect(db.prepare("SELECT near_town FROM mypins WHERE mypin = 'my.pin2'").get()).toEqual({ near_town: null });
});
