import { posix } from "node:path";

// A doc that names a file a rename has left behind sends its reader looking for nothing, so every
// file a living doc names is checked against the tree. A name in backticks may be a path or its
// tail (`key-access.ts`, `browser/accounts.ts` under test/helpers); a pattern (`<area>`, `*`,
// `NNN`) names no one file, and the build's outputs are not in the tree.
const NAMED_FILE = /`([\w.-]+(?:\/[\w.-]+)*\.(?:ts|tsx|md|toml|json|sql|css|sh))`/g;
const LINK = /\]\(([^)#\s]+)(?:#[^)]*)?\)/g;
const BUILD_OUTPUTS = /^(?:dist|\.wrangler|test-results|page-templates|node_modules)\//;
const PATTERN = /NNN/;

export function namedFiles(markdown: string) {
  return [...markdown.matchAll(NAMED_FILE)]
    .map((match) => match[1] ?? "")
    .filter((name) => !BUILD_OUTPUTS.test(name) && !PATTERN.test(name));
}

// Links are relative to the doc; an address with a scheme leaves the repo.
export function linkedFiles(doc: string, markdown: string) {
  return [...markdown.matchAll(LINK)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => posix.normalize(posix.join(posix.dirname(doc), target)));
}

export function missingFiles(doc: string, markdown: string, tracked: readonly string[]) {
  const files = new Set(tracked);
  const folders = new Set(
    tracked.flatMap((file) =>
      file
        .split("/")
        .slice(0, -1)
        .map((_, index, parts) => parts.slice(0, index + 1).join("/")),
    ),
  );
  const endsATrackedPath = (name: string) => tracked.some((file) => file === name || file.endsWith(`/${name}`));
  const named = namedFiles(markdown).filter((name) => !endsATrackedPath(name));
  const linked = linkedFiles(doc, markdown).filter(
    (target) => !files.has(target) && !folders.has(target.replace(/\/$/, "")),
  );
  return [...new Set([...named, ...linked])].map((name) => `${doc}: names ${name}, which is not in the tree`);
}
