import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";

// The whole test command: type-check, then every vitest project (unit, worker, and e2e when
// Debian's chromium is installed), ending with the plain totals line CI reads.
const REPORT = "test-results/vitest.json";
const TOTALS = "test-results/totals.txt";

const typecheck = spawnSync("npm", ["run", "--silent", "typecheck"], { stdio: "inherit" });
const typecheckFailed = typecheck.status !== 0 ? 1 : 0;
if (typecheckFailed) console.error("Type-check failed.");

mkdirSync("test-results", { recursive: true });
const vitest = spawnSync(
  "vitest",
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${REPORT}`, ...process.argv.slice(2)],
  { stdio: "inherit" },
);

type TReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
function readReport(): TReport | null {
  try {
    return JSON.parse(readFileSync(REPORT, "utf8")) as TReport;
  } catch {
    return null;
  }
}

const report = readReport();
const passed = report?.numPassedTests ?? 0;
// A run that could not even report counts as one failure, never as a pass.
const failed = (report ? report.numFailedTests : 1) + typecheckFailed;
const skipped = report ? report.numPendingTests + report.numTodoTests : 0;
const totals = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
writeFileSync(TOTALS, `${totals}\n`);
console.log(totals);
process.exit(failed > 0 || vitest.status !== 0 ? 1 : 0);
