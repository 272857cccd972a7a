import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";

// The whole test command: lint (format, lint rules, import boundaries), type-check, then every
// vitest project (unit, worker, and e2e when Debian's chromium is installed), ending with the plain
// totals line CI reads. A failed lint or type-check counts as a failure but the suites still run,
// so one run shows everything that is wrong.
const REPORT = "test-results/vitest.json";
const TOTALS = "test-results/totals.txt";

const failedStep = (script: string, label: string) => {
  if (spawnSync("npm", ["run", "--silent", script], { stdio: "inherit" }).status === 0) return 0;
  console.error(`${label} failed.`);
  return 1;
};
const checksFailed = failedStep("lint", "Lint") + failedStep("typecheck", "Type-check");

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
const failed = (report ? report.numFailedTests : 1) + checksFailed;
const skipped = report ? report.numPendingTests + report.numTodoTests : 0;
const totals = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
writeFileSync(TOTALS, `${totals}\n`);
console.log(totals);
process.exit(failed > 0 || vitest.status !== 0 ? 1 : 0);
