import { schemaRules, schemaTypeText, type TApiOperation, type TJsonSchema } from "../../domain/api-reference";
import type { TOpenApiDocument } from "./document";

// Where the document was served, named in the file's first line.
const generated = (base: string) =>
  `<!-- Generated from GET ${base}/openapi.json by \`npm run docs:api\`; edit the routes, not this file. -->`;

// docs/api.md: the document as a reader wants it, by tag, each operation with who may call it,
// what it takes and what it answers, its shapes written as TypeScript-like types.
export function referenceMarkdown(document: TOpenApiDocument, base = "/api"): string {
  const lines = [generated(base), "", `# ${document.info.title}`, "", document.info.description, ""];
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    (Object.entries(item) as [string, TApiOperation][]).map(([method, operation]) => ({
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
    lines.push("```ts", schemaTypeText(schema as TJsonSchema, ""), "```", "");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

// The id GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens.
const anchor = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\w\- ]/g, "")
    .replaceAll(" ", "-");

function operationLines(title: string, operation: TApiOperation) {
  const lines = [`### \`${title}\``, "", `**${operation.summary}.** ${accessText(operation)}`, ""];
  if (operation.description) lines.push(operation.description, "");
  return [...lines, ...parameterLines(operation), ...bodyLines(operation), ...responseLines(operation), ""];
}

function parameterLines({ parameters }: TApiOperation) {
  if (parameters.length === 0) return [];
  const rows = parameters.map((parameter) => {
    const optional = parameter.required ? "" : " (optional)";
    const rules = schemaRules(parameter.schema).replaceAll("|", "\\|");
    return `| \`${parameter.name}\` | ${parameter.in} | \`${cell(parameter.schema)}\`${optional} | ${rules} |`;
  });
  return ["| parameter | in | type | rules |", "|---|---|---|---|", ...rows, ""];
}

function bodyLines(operation: TApiOperation) {
  const body = operation.requestBody?.content["application/json"]?.schema;
  return body ? ["Body:", "", "```ts", schemaTypeText(body, ""), "```", ""] : [];
}

function responseLines(operation: TApiOperation) {
  const rows = Object.entries(operation.responses).map(([status, response]) => {
    const shape = answerShape(response);
    const said = status.startsWith("2") ? shape : `${shape}: ${response.description}`;
    return `| ${status} | ${said} |`;
  });
  return ["| status | answer |", "|---|---|", ...rows];
}

// What an answer's body is: its type when JSON, else its media type.
function answerShape(response: TApiOperation["responses"][string]) {
  const [media, content] = Object.entries(response.content ?? {})[0] ?? [];
  if (media === undefined) return "no body";
  return media === "application/json" ? `\`${cell(content?.schema ?? {})}\`` : media;
}

function accessText(operation: TApiOperation) {
  if (!operation.security) return "Anyone may call it.";
  if (operation.security.some((scheme) => "bearerKey" in scheme)) return "With an API key.";
  const roles = operation["x-roles"];
  const session = operation["x-live-session"] ? "Signed in, live session" : "Signed in";
  return roles ? `${session}, with the role ${roles.map((role) => `\`${role}\``).join(" or ")}.` : `${session}.`;
}

// A type in a table cell: on one line, its bars escaped.
const cell = (schema: TJsonSchema) => schemaTypeText(schema, null).replaceAll("|", "\\|");
