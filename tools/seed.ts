import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nameKey } from "../domain/name-policy.ts";
import { normalizeName, validateName } from "../domain/names.ts";
import { passwordError } from "../domain/passwords.ts";
import { SEARCH_HISTORY_DAYS } from "../domain/search-counts.ts";
import { hashPassword } from "../worker/services/accounts/passwords.ts";
import { DEMO_ACCOUNTS, DEMO_OWNER, SEEDED_PINS } from "./demo-data.ts";
import { run } from "./run.ts";

export const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

type TAccount = { id: string; email: string; displayName: string; password: string };

// A verified account with the same hashing the worker uses, so it signs in like any other.
export async function accountSql(account: TAccount) {
  const weakness = passwordError(account.password);
  if (weakness) throw new Error(`Account ${account.email}: ${weakness}`);
  return (
    "INSERT OR IGNORE INTO users (id, email, display_name, password_hash, email_verified) VALUES " +
    `(${quote(account.id)}, ${quote(account.email)}, ${quote(account.displayName)}, ` +
    `${quote(await hashPassword(account.password))}, 1);`
  );
}

async function accountsSql() {
  const statements: string[] = [];
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    statements.push(await accountSql(account));
    if (account.role) {
      statements.push(
        `INSERT OR IGNORE INTO user_roles (user_id, role, reason) VALUES (${quote(account.id)}, ${quote(account.role)}, 'demo');`,
      );
    }
  }
  return statements;
}

// Each pin with its skeleton, as fulfilment stores it, so look-alikes of the demo pins are taken
// from the first start; a database seeded before the name policy gets the skeletons it lacks, and
// one seeded before towns were kept gets their towns.
function pinsSql() {
  const owner = `(SELECT id FROM users WHERE email = ${quote(DEMO_OWNER.userEmail)})`;
  return SEEDED_PINS.flatMap((pin) => {
    const check = validateName(pin.mypin);
    if (!check.isValid) throw new Error(`Demo pin ${pin.mypin}: ${check.error}`);
    const key = quote(nameKey(normalizeName(pin.mypin)));
    const note = pin.note === null ? "NULL" : quote(pin.note);
    return [
      "INSERT OR IGNORE INTO mypins (mypin, skeleton, user_name, user_id, user_email, latitude, longitude, search_count, note) VALUES " +
        `(${quote(pin.mypin)}, ${key}, ${quote(DEMO_OWNER.userName)}, ${owner}, ${quote(DEMO_OWNER.userEmail)}, ` +
        `${pin.latitude}, ${pin.longitude}, ${pin.searchCount}, ${note});`,
      `UPDATE mypins SET skeleton = ${key} WHERE mypin = ${quote(pin.mypin)} AND skeleton IS NULL;`,
      // Where it is, as the geocoder would have said; a demo pin the owner moved keeps its own.
      `UPDATE mypins SET near_town = ${quote(pin.town)}, near_country = ${quote(pin.country)}, ` +
        `place_checked_at = unixepoch() * 1000 WHERE mypin = ${quote(pin.mypin)} AND place_checked_at IS NULL ` +
        `AND latitude = ${pin.latitude} AND longitude = ${pin.longitude};`,
      searchHistorySql(pin),
    ];
  });
}

// A month of searches per day behind each demo pin's sparkline, uneven as real ones are and
// well within its total; days already there (an earlier start) keep their counts.
function searchHistorySql(pin: { mypin: string }) {
  return (
    `WITH RECURSIVE ago(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM ago WHERE n < ${SEARCH_HISTORY_DAYS - 1}) ` +
    "INSERT OR IGNORE INTO pin_search_days (pin_id, day, count) " +
    "SELECT id, date('now', '-' || n || ' day'), " +
    "CAST(round(search_count / 50.0 * (0.4 + ((n * 7 + length(mypin)) % 10) / 10.0)) AS INTEGER) " +
    `FROM mypins, ago WHERE mypin = ${quote(pin.mypin)};`
  );
}

// Idempotent: a second `npm start` leaves existing demo rows (their passwords, search counts) alone.
export async function seedSql() {
  return [...(await accountsSql()), ...pinsSql()].join("\n");
}

export async function seed(persistTo?: string) {
  await executeSql(await seedSql(), persistTo);
}

// Runs SQL statements against the local database, from a file since they may be many.
export async function executeSql(sql: string, persistTo?: string) {
  const file = join(tmpdir(), `mypin-sql-${process.pid}-${Date.now()}.sql`);
  writeFileSync(file, sql);
  try {
    await run("wrangler", ["d1", "execute", "DB", "--local", `--file=${file}`, ...persistArgs(persistTo)]);
  } finally {
    rmSync(file, { force: true });
  }
}

export function persistArgs(persistTo?: string) {
  return persistTo ? [`--persist-to=${persistTo}`] : [];
}

if (import.meta.main) await seed();
