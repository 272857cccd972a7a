// An API's OpenAPI document as a reader of its reference wants it: its operations, and each JSON
// Schema (2020-12) as a TypeScript-like type with its rules in words. docs/api.md and the
// developers page both show the API this way.

export type TJsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  items?: TJsonSchema;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  additionalProperties?: TJsonSchema | boolean;
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

export type TApiParameter = { name: string; in: string; required: boolean; schema: TJsonSchema };
export type TApiOperation = {
  tags: string[];
  summary: string;
  description?: string;
  // Each entry names a scheme of the document's securitySchemes.
  security?: Record<string, string[]>[];
  "x-roles"?: string[];
  "x-live-session"?: boolean;
  parameters: TApiParameter[];
  requestBody?: { content: Record<string, { schema: TJsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: TJsonSchema }> }>;
};

// What a reader of the document reads: its description, its operations by path and method, and its
// named schemas.
export type TApiDocument = {
  info: { title: string; description: string };
  paths: Record<string, Record<string, TApiOperation>>;
  components: { schemas: Record<string, TJsonSchema> };
};

// A JSON Schema as a TypeScript-like type: what a reader of an API reference wants to see. With an
// indent, an object's fields go one to a line; without (null), all on one.
export function schemaTypeText(schema: TJsonSchema, indent: string | null): string {
  return valuesText(schema) ?? combinedText(schema, indent) ?? typeText(schema, indent);
}

// A schema named by its reference, or by the values it allows; null for any other.
function valuesText(schema: TJsonSchema): string | null {
  if (schema.$ref) return schema.$ref.split("/").at(-1) ?? "unknown";
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  return null;
}

// A schema made of others, any one of them or all at once; null for any other.
function combinedText(schema: TJsonSchema, indent: string | null): string | null {
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((member) => schemaTypeText(member, indent)).join(" | ");
  if (schema.allOf) return schema.allOf.map((member) => schemaTypeText(member, indent)).join(" & ");
  return null;
}

function typeText(schema: TJsonSchema, indent: string | null): string {
  if (Array.isArray(schema.type)) return schema.type.join(" | ");
  if (schema.type === "array") return arrayText(schema, indent);
  if (schema.type === "object" || schema.properties) return objectText(schema, indent);
  return schema.type ?? "unknown";
}

function arrayText(schema: TJsonSchema, indent: string | null) {
  const item = schemaTypeText(schema.items ?? {}, indent);
  return item.includes(" ") && !item.startsWith("{") ? `(${item})[]` : `${item}[]`;
}

function objectText(schema: TJsonSchema, indent: string | null) {
  const entries = Object.entries(schema.properties ?? {});
  if (entries.length === 0) {
    const values =
      typeof schema.additionalProperties === "object" ? schemaTypeText(schema.additionalProperties, indent) : null;
    return values ? `Record<string, ${values}>` : "{}";
  }
  const inner = indent === null ? null : `${indent}  `;
  const fields = entries.map(([key, value]) => {
    const optional = (schema.required ?? []).includes(key) ? "" : "?";
    return `${key}${optional}: ${schemaTypeText(value, inner)}`;
  });
  if (indent === null) return `{ ${fields.join("; ")} }`;
  const rules = entries.map(([, value]) => schemaRules(value));
  const lines = fields.map((field, index) => `${inner}${field};${rules[index] ? ` // ${rules[index]}` : ""}`);
  return `{\n${lines.join("\n")}\n${indent}}`;
}

// What a value must be beyond its type, in words: its bounds, its pattern, its format. The
// validator's own messages say the same to a caller who breaks them.
export function schemaRules(schema: TJsonSchema): string {
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
