import type { TOpenApiDocument } from "./document";

type TSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: TSchema[];
  oneOf?: TSchema[];
  allOf?: TSchema[];
  items?: TSchema;
  properties?: Record<string, TSchema>;
  required?: string[];
  additionalProperties?: TSchema | boolean;
  contentMediaType?: string;
  description?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
};
type TParameter = { name: string; in: string; required: boolean; schema: TSchema };
type TOperation = {
  tags: string[];
  summary: string;
  description?: string;
  security?: unknown[];
  "x-roles"?: string[];
  "x-live-session"?: boolean;
  parameters: TParameter[];
  requestBody?: { content: Record<string, { schema: TSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: TSchema }> }>;
};

const GENERATED =
  "<!-- Generated from GET /api/openapi.json by `npm run docs:api`; edit the routes, not this file. -->";

// docs/api.md: the document as a reader wants it, by tag, each operation with who may call it,
// what it takes and what it answers, its shapes written as TypeScript-like types.
export function referenceMarkdown(document: TOpenApiDocument): string {
  const lines = [GENERATED, "", `# ${document.info.title}`, "", document.info.description, ""];
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    (Object.entries(item) as [string, TOperation][]).map(([method, operation]) => ({
      title: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
  lines.push("## Operations", "");
  for (const { name } of document.tags) {
    const tagged = operations.filter(({ operation }) => operation.tags.includes(name));
    lines.push(`- **${name}**: ${tagged.map(({ title }) => `[\`${title}\`](#${anchor(title)})`).join(", ")}`);
  }
  lines.push("");
  for (const { name } of document.tags) {
    lines.push(`## ${name}`, "");
    for (const { title, operation } of operations) {
      if (operation.tags.includes(name)) lines.push(...operationLines(title, operation));
    }
  }
  lines.push("## Schemas", "");
  for (const [name, schema] of Object.entries(document.components.schemas)) {
    lines.push(`### ${name}`, "", ...(schema.description ? [String(schema.description), ""] : []));
    lines.push("```ts", typeText(schema as TSchema, ""), "```", "");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

// The id GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens.
const anchor = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\w\- ]/g, "")
    .replaceAll(" ", "-");

function operationLines(title: string, operation: TOperation) {
  const lines = [`### \`${title}\``, "", `**${operation.summary}.** ${accessText(operation)}`, ""];
  if (operation.description) lines.push(operation.description, "");
  if (operation.parameters.length > 0) {
    lines.push("| parameter | in | type | rules |", "|---|---|---|---|");
    for (const parameter of operation.parameters) {
      const optional = parameter.required ? "" : " (optional)";
      const rules = rulesOf(parameter.schema).replaceAll("|", "\\|");
      lines.push(`| \`${parameter.name}\` | ${parameter.in} | \`${cell(parameter.schema)}\`${optional} | ${rules} |`);
    }
    lines.push("");
  }
  const body = operation.requestBody?.content["application/json"]?.schema;
  if (body) lines.push("Body:", "", "```ts", typeText(body, ""), "```", "");
  lines.push("| status | answer |", "|---|---|");
  for (const [status, response] of Object.entries(operation.responses)) {
    const [media, content] = Object.entries(response.content ?? {})[0] ?? [];
    const shape =
      media === undefined ? "no body" : media === "application/json" ? `\`${cell(content?.schema ?? {})}\`` : media;
    const said = status.startsWith("2") ? shape : `${shape}: ${response.description}`;
    lines.push(`| ${status} | ${said} |`);
  }
  return [...lines, ""];
}

function accessText(operation: TOperation) {
  if (!operation.security) return "Anyone may call it.";
  const roles = operation["x-roles"];
  const session = operation["x-live-session"] ? "Signed in, live session" : "Signed in";
  return roles ? `${session}, with the role ${roles.map((role) => `\`${role}\``).join(" or ")}.` : `${session}.`;
}

// A type in a table cell: on one line, its bars escaped.
const cell = (schema: TSchema) => typeText(schema, null).replaceAll("|", "\\|");

// A JSON Schema as a TypeScript-like type: what a reader of an API reference wants to see. With an
// indent, an object's fields go one to a line; without (null), all on one.
function typeText(schema: TSchema, indent: string | null): string {
  if (schema.$ref) return schema.$ref.split("/").at(-1) ?? "unknown";
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((member) => typeText(member, indent)).join(" | ");
  if (schema.allOf) return schema.allOf.map((member) => typeText(member, indent)).join(" & ");
  if (Array.isArray(schema.type)) return schema.type.join(" | ");
  if (schema.type === "array") {
    const item = typeText(schema.items ?? {}, indent);
    return item.includes(" ") && !item.startsWith("{") ? `(${item})[]` : `${item}[]`;
  }
  if (schema.type === "object" || schema.properties) return objectText(schema, indent);
  if (schema.type === "integer") return "integer";
  return schema.type ?? "unknown";
}

function objectText(schema: TSchema, indent: string | null) {
  const entries = Object.entries(schema.properties ?? {});
  if (entries.length === 0) {
    const values =
      typeof schema.additionalProperties === "object" ? typeText(schema.additionalProperties, indent) : null;
    return values ? `Record<string, ${values}>` : "{}";
  }
  const inner = indent === null ? null : `${indent}  `;
  const fields = entries.map(([key, value]) => {
    const optional = (schema.required ?? []).includes(key) ? "" : "?";
    return `${key}${optional}: ${typeText(value, inner)}`;
  });
  if (indent === null) return `{ ${fields.join("; ")} }`;
  const rules = entries.map(([, value]) => rulesOf(value));
  const lines = fields.map((field, index) => `${inner}${field};${rules[index] ? ` // ${rules[index]}` : ""}`);
  return `{\n${lines.join("\n")}\n${indent}}`;
}

// What a value must be beyond its type, in words: its bounds, its pattern, its format. The
// validator's own messages say the same to a caller who breaks them.
function rulesOf(schema: TSchema): string {
  const rules: string[] = [];
  const { minLength, maxLength, minimum, maximum } = schema;
  if (minLength !== undefined && maxLength !== undefined) rules.push(`${minLength} to ${maxLength} characters`);
  else if (maxLength !== undefined) rules.push(`at most ${maxLength} characters`);
  else if (minLength === 1) rules.push("not empty");
  else if (minLength !== undefined && minLength > 1) rules.push(`at least ${minLength} characters`);
  if (minimum !== undefined && maximum !== undefined && maximum < Number.MAX_SAFE_INTEGER) {
    rules.push(`${minimum} to ${maximum}`);
  }
  if (schema.maxItems !== undefined) rules.push(`at most ${schema.maxItems} items`);
  if (schema.format) rules.push(`format ${schema.format}`);
  if (schema.pattern) rules.push(`matching \`${schema.pattern}\``);
  return rules.join(", ");
}
