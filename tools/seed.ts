import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validateName } from "../domain/names.ts";
import { DEMO_OWNER, DEMO_PINS } from "./demo-data.ts";
import { run } from "./run.ts";

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

// Idempotent: a second `npm start` leaves existing demo rows (and their search counts) alone.
export function seedSql() {
  return DEMO_PINS.map((pin) => {
    const check = validateName(pin.mypin);
    if (!check.isValid) throw new Error(`Demo pin ${pin.mypin}: ${check.error}`);
    return (
      "INSERT OR IGNORE INTO mypins (mypin, user_name, user_email, latitude, longitude, search_count) VALUES " +
      `(${quote(pin.mypin)}, ${quote(DEMO_OWNER.userName)}, ${quote(DEMO_OWNER.userEmail)}, ` +
      `${pin.latitude}, ${pin.longitude}, ${pin.searchCount});`
    );
  }).join("\n");
}

export async function seed(persistTo?: string) {
  const file = join(tmpdir(), `mypin-seed-${process.pid}.sql`);
  writeFileSync(file, seedSql());
  await run("wrangler", ["d1", "execute", "DB", "--local", `--file=${file}`, ...persistArgs(persistTo)]);
}

export function persistArgs(persistTo?: string) {
  return persistTo ? [`--persist-to=${persistTo}`] : [];
}

if (import.meta.main) await seed();
