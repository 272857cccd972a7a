// Dependencies point one way (docs/architecture.md#layout-and-dependencies). app -> domain,
// worker -> db -> domain, worker -> domain; app takes nothing from worker but the type AppType (for
// the typed client), and domain, shared by both runtimes, takes nothing but zod. Pure, so the rule
// itself is unit tested.

export type TImport = { specifier: string; typeOnly: boolean; names: string[] };
export type TViolation = { file: string; specifier: string; reason: string };

// Static imports and re-exports (with what they name), side-effect imports and dynamic imports.
const STATIC = /^\s*(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/gm;
const BARE = /^\s*import\s+["']([^"']+)["']/gm;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;
const NAMED = /(?:^|[{,])\s*(type\s+)?([\w$]+)(?:\s+as\s+[\w$]+)?/g;

export function importsOf(source: string): TImport[] {
  const found: TImport[] = [];
  for (const [, typeKeyword, clause = "", specifier = ""] of source.matchAll(STATIC)) {
    const names = [...clause.matchAll(NAMED)];
    const everyNameIsType = clause.trim().startsWith("{") && names.length > 0 && names.every((name) => name[1]);
    found.push({
      specifier,
      typeOnly: typeKeyword !== undefined || everyNameIsType,
      names: names.map((n) => n[2] ?? ""),
    });
  }
  for (const pattern of [BARE, DYNAMIC]) {
    for (const [, specifier = ""] of source.matchAll(pattern)) found.push({ specifier, typeOnly: false, names: [] });
  }
  return found;
}

// The repository path a relative specifier points at, without its extension; null for a package.
function target(file: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const parts = file.split("/").slice(0, -1);
  for (const segment of specifier.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== ".") parts.push(segment);
  }
  return parts.join("/").replace(/\.tsx?$/, "");
}

// react-router's Link and NavLink bring its framework mode's prefetching into the first paint
// (docs/architecture.md#budgets), so the app links through its own (app/components/ui/link.tsx).
const ROUTER_LINKS = ["Link", "NavLink"];

// What each top-level folder may not reach (null: a package) besides its own files.
// file: the importing file, from the repository's root.
type TRule = (to: string | null, found: TImport, path: string | null, file: string) => string | null;
const RULES: Record<string, TRule> = {
  domain: (to, found) =>
    to === null
      ? found.specifier === "zod"
        ? null
        : "domain/ imports no package but zod"
      : to === "domain"
        ? null
        : `domain/ must not import ${to}/`,
  app: (to, found, path) => {
    if (to === "worker") {
      const appType = found.typeOnly && found.names.join() === "AppType" && path === "worker/app";
      return appType ? null : "app/ takes nothing from worker/ but the type AppType";
    }
    if (found.specifier === "react-router" && found.names.some((name) => ROUTER_LINKS.includes(name))) {
      return "app/ takes Link and NavLink from components/ui/link.tsx, not react-router";
    }
    return to === "db" || to === "tools" || to === "test" ? `app/ must not import ${to}/` : null;
  },
  db: (to) =>
    to === "worker" || to === "app" || to === "tools" || to === "test" ? `db/ must not import ${to}/` : null,
  // Only db/ speaks SQL: the worker calls db/queries and db/client, never drizzle or the tables.
  worker: (to, found, path, file) => {
    if (to === "app" || to === "tools" || to === "test") return `worker/ must not import ${to}/`;
    if (to === null && /^drizzle-orm(\/|$)/.test(found.specifier))
      return "worker/ imports no drizzle-orm: db/ speaks SQL";
    if (path === "db/schema" || path?.startsWith("db/tables/"))
      return "worker/ imports no table: db/queries reads them";
    // A route parses, authorises, calls a service and answers; the service owns the reads and writes.
    if (to === "db" && file.startsWith("worker/routes/"))
      return "worker/routes/ imports nothing from db/: a route calls a service";
    // A use case knows no request: the routes and worker/http/ read cookies and headers for it.
    // hono/html is a template tag, not the framework.
    if (
      to === null &&
      /^hono(\/|$)/.test(found.specifier) &&
      found.specifier !== "hono/html" &&
      file.startsWith("worker/services/")
    )
      return "worker/services/ imports no hono: a use case takes plain input, not the request";
    // One database client per request or scheduled run, in its dependencies (c.var.deps); the
    // NameLock object, which gets no request's, builds its own.
    const buildsItsOwnDb = file === "worker/platform/dependencies.ts" || file.startsWith("worker/durable/");
    if (path === "db/client" && found.names.includes("createDb") && !buildsItsOwnDb)
      return "worker/ takes its db from the request's dependencies, not createDb";
    return null;
  },
};

export function boundaryViolations(file: string, source: string): TViolation[] {
  const rule = RULES[file.split("/")[0] ?? ""];
  if (!rule) return [];
  return importsOf(source).flatMap((found) => {
    const path = target(file, found.specifier);
    const reason = rule(path?.split("/")[0] ?? null, found, path, file);
    return reason === null ? [] : [{ file, specifier: found.specifier, reason }];
  });
}
