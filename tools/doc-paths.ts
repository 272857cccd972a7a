import { posix } from "node:path";

// A doc that names a file a rename has left behind sends its reader looking for nothing, so every
// file a living doc names is checked against the tree. A name in backticks may be a path or its
// tail (`key-access.ts`, `browser/accounts.ts` under test/helpers); a pattern (`<area>`, `*`,
// `NNN`) names no one file, and the build's outputs are not in the tree.
const NAMED_FILE = /`([\w.-]+(?:\/[\w.-]+)*\.(?:ts|tsx|md|toml|json|sql|css|sh))`/g;
const LINK = /\]\(([^)#\s]+)(?:#[^)]*)?\)/g;
const BUILD_OUTPUTS = /^(?:dist|\.wrangler|test-results|page-templates|node_modules)\//;
const PATTERN = /NNN/;

function namedFiles(markdown: string) {
  return [...markdown.matchAll(NAMED_FILE)]
    .map((match) => match[1] ?? "")
    .filter((name) => !BUILD_OUTPUTS.test(name) && !PATTERN.test(name));
}

// Links are relative to the doc; an address with a scheme leaves the repo.
function linkedFiles(doc: string, markdown: string) {
  return [...markdown.matchAll(LINK)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => posix.normalize(posix.join(posix.dirname(doc), target)));
}

// "docs/decisions/a.md" lies in "docs" and "docs/decisions".
function foldersOf(file: string) {
  const parts = file.split("/");
  return parts.slice(1).map((_, end) => parts.slice(0, end + 1).join("/"));
}

// A link may name a folder as well as a file; a name in backticks is a file, by its path or its tail.
export function missingFiles(doc: string, markdown: string, tracked: readonly string[]) {
  const folders = tracked.flatMap(foldersOf);
  const linkable = new Set([...tracked, ...folders]);
  const named = namedFiles(markdown).filter(
    (name) => !tracked.some((file) => file === name || file.endsWith(`/${name}`)),
  );
  const linked = linkedFiles(doc, markdown).filter((target) => !linkable.has(target.replace(/\/$/, "")));
  return [...new Set([...named, ...linked])].map((name) => `${doc}: names ${name}, which is not in the tree`);
}
