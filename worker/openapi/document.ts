import * as z from "zod";
import { ZErrorBody } from "../../domain/answers/errors";
import { ERRORS, type TErrorCode } from "../../domain/errors";
import { API_CONVENTIONS } from "./conventions";
import {
  GLOBAL_REFUSALS,
  guardRefusals,
  partOf,
  type TAnswer,
  type TOperationDoc,
  type TOperationPart,
} from "./operations";

type TJson = Record<string, unknown>;
type TRequestPart = Extract<TOperationPart, { kind: "request" }>;
type TAccess = Extract<TOperationPart, { kind: "access" }>["access"];
// What the document reads of an app: its routes, as app.route() composed them.
type TRoutes = { routes: { method: string; path: string; handler: unknown }[] };

export type TOpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, TJson>>;
  components: { schemas: Record<string, TJson>; securitySchemes: Record<string, TJson> };
};

const IN_PATH = { param: "path", query: "query", header: "header", cookie: "cookie" } as const;

// What the document says of the API as a whole: the app's own API by default.
export type TApiAbout = { title: string; description: string; server: string };

const APP_API: TApiAbout = { title: "MyPin API", description: API_CONVENTIONS, server: "/" };

// How a request proves who it is, by the access its guards ask: the session cookie, or a key to
// the public API in either of its headers.
const SECURITY_SCHEMES = {
  session: { type: "apiKey", in: "cookie", name: "mypin_access" },
  bearerKey: { type: "http", scheme: "bearer", description: "An API key, `Authorization: Bearer mp_…`" },
  headerKey: { type: "apiKey", in: "header", name: "X-Api-Key" },
} as const;

// The OpenAPI 3.1 document of an API: one operation per route, read from the parts its middleware
// carry (describe, validate, the access guards and the rate limits). A route without describe()
// has no operation, which the API's own test refuses.
export function openApiDocument(api: TRoutes, base: string, about: TApiAbout = APP_API): TOpenApiDocument {
  const schemas: Record<string, TJson> = {};
  const convert = (schema: z.ZodType, io: "input" | "output") => hoisted(schema, io, schemas);
  const paths: TOpenApiDocument["paths"] = {};
  for (const [key, parts] of routeParts(api)) {
    const [method, path] = key.split(" ") as [string, string];
    const doc = parts.find((part) => part.kind === "doc")?.doc;
    if (!doc) continue;
    const openPath = `${base}${path}`.replace(/:(\w+)/g, "{$1}");
    paths[openPath] = { ...paths[openPath], [method.toLowerCase()]: operation(doc, parts, convert) };
  }
  convert(ZErrorBody, "output");
  const tagNames = Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags as string[]));
  const tags = [...new Set(tagNames)].map((name) => ({ name }));
  return {
    openapi: "3.1.0",
    info: { title: about.title, version: "1", description: about.description },
    servers: [{ url: about.server }],
    tags,
    paths,
    components: { schemas, securitySchemes: usedSchemes(paths) },
  };
}

// Every route of the API, by "METHOD /path", with the operation parts of its handlers in order.
export function routeParts(api: TRoutes): Map<string, TOperationPart[]> {
  const routes = new Map<string, TOperationPart[]>();
  for (const route of api.routes) {
    if (route.method === "ALL") continue;
    const key = `${route.method} ${route.path}`;
    const part = partOf(route.handler);
    routes.set(key, [...(routes.get(key) ?? []), ...(part ? [part] : [])]);
  }
  return routes;
}

function operation(
  doc: TOperationDoc,
  parts: TOperationPart[],
  convert: (schema: z.ZodType, io: "input" | "output") => TJson,
): TJson {
  const requests = parts.filter((part): part is TRequestPart => part.kind === "request");
  const body = requests.find((part) => part.target === "json");
  const access = parts.flatMap((part) => (part.kind === "access" ? [part.access] : []));
  const refusals = [...guardRefusals(parts), ...doc.refuses];
  return {
    tags: [doc.tag],
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...securityOf(access),
    ...accessOf(access),
    parameters: requests.flatMap((part) => parameters(part, convert)),
    ...(body
      ? { requestBody: { required: true, content: { "application/json": { schema: convert(body.schema, "input") } } } }
      : {}),
    responses: { ...answers(doc.answers, convert), ...refusalAnswers(refusals) },
  };
}

function securityOf(access: TAccess[]) {
  if (access.length === 0) return {};
  if (access.includes("api-key")) return { security: [{ bearerKey: [] }, { headerKey: [] }] };
  return { security: [{ session: [] }] };
}

// The schemes the operations name, each described once.
function usedSchemes(paths: TOpenApiDocument["paths"]) {
  const named = Object.values(paths).flatMap((item) =>
    Object.values(item).flatMap((op) =>
      ((op.security as Record<string, unknown>[] | undefined) ?? []).flatMap(Object.keys),
    ),
  );
  return Object.fromEntries(Object.entries(SECURITY_SCHEMES).filter(([name]) => named.includes(name))) as Record<
    string,
    TJson
  >;
}

// Beyond the session cookie: the roles a route asks for, and whether it reads the session in D1
// (a "live session": refused at once after sign-out, not when the access token runs out).
function accessOf(access: TAccess[]) {
  const roles = access.flatMap((guard) => (typeof guard === "string" ? [] : guard.roles));
  const live = access.some((guard) => guard !== "user" && guard !== "api-key");
  return { ...(roles.length > 0 ? { "x-roles": roles } : {}), ...(live ? { "x-live-session": true } : {}) };
}

function parameters(part: TRequestPart, convert: (schema: z.ZodType, io: "input") => TJson) {
  if (part.target === "json" || part.target === "form") return [];
  const object = convert(part.schema, "input") as { properties?: Record<string, TJson>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, schema]) => ({
    name,
    in: IN_PATH[part.target as keyof typeof IN_PATH],
    required: part.target === "param" || (object.required ?? []).includes(name),
    schema,
  }));
}

function answers(declared: TOperationDoc["answers"], convert: (schema: z.ZodType, io: "output") => TJson) {
  const described: Record<string, TJson> = {};
  for (const [status, answer] of Object.entries(declared) as [string, TAnswer][]) {
    described[status] = { description: STATUS_TEXT[status] ?? status, ...content(answer, convert) };
  }
  return described;
}

function content(answer: TAnswer, convert: (schema: z.ZodType, io: "output") => TJson) {
  if (answer === null) return {};
  if (answer instanceof z.ZodType) return { content: { "application/json": { schema: convert(answer, "output") } } };
  return { content: { [answer.media]: { schema: { type: "string", contentMediaType: answer.media } } } };
}

// The refusals a route declares and its guards answer, by status, each naming its codes; the app's
// own, which any route may answer, are the default answer, in the same shape.
function refusalAnswers(codes: TErrorCode[]) {
  const byStatus = new Map<number, Set<TErrorCode>>();
  for (const code of codes)
    byStatus.set(ERRORS[code].status, (byStatus.get(ERRORS[code].status) ?? new Set()).add(code));
  const error = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };
  const refusals: Record<string, TJson> = {};
  for (const [status, set] of [...byStatus].sort(([a], [b]) => a - b)) {
    refusals[String(status)] = { description: [...set].map((code) => `\`${code}\``).join(", "), content: error };
  }
  const global = GLOBAL_REFUSALS.map((code) => `\`${code}\``).join(", ");
  return { ...refusals, default: { description: `The app's own refusals: ${global}`, content: error } };
}

// A schema as JSON Schema, its named parts (.meta({ id })) moved into components.
function hoisted(schema: z.ZodType, io: "input" | "output", components: Record<string, TJson>): TJson {
  const {
    $schema: _,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as TJson & {
    $defs?: Record<string, TJson>;
  };
  const relinked = (value: TJson) =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as TJson;
  for (const [id, def] of Object.entries($defs ?? {})) components[id] ??= relinked(def);
  return relinked(rest);
}

const STATUS_TEXT: Record<string, string> = {
  "200": "OK",
  "201": "Created",
  "204": "No content",
  "404": "Not found",
};
