import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { missingFiles } from "./doc-paths.ts";

// The living docs; a decision record is history and keeps the names of its day.
const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
  .split("\n")
  .filter(Boolean);
const docs = tracked.filter((file) => /^(?:README|CONTRIBUTING)\.md$|^docs\/[^/]+\.md$/.test(file));

const violations = docs.flatMap((doc) => missingFiles(doc, readFileSync(doc, "utf8"), tracked));
for (const violation of violations) console.error(violation);
if (violations.length > 0) process.exit(1);
console.log(`Every file the docs name is in the tree (${docs.length} docs).`);
