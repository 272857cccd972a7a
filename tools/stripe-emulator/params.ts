// Stripe's request parameters: form bodies and query strings in bracket notation
// (`line_items[0][price]=x&metadata[k]=v&expand[]=y`), parsed into nested objects and arrays,
// and the errors the API answers when they are wrong.

// Parsed parameters are JSON-like trees; the emulator's objects are plain JSON shaped like Stripe's.
// biome-ignore lint/suspicious/noExplicitAny: parameters nest to any depth and every reader checks what it takes
export type TRecord = Record<string, any>;

export class ApiError extends Error {
  status: number;
  type: string;
  code: string | undefined;
  param: string | undefined;

  constructor(status: number, message: string, options: { type?: string; code?: string; param?: string } = {}) {
    super(message);
    this.status = status;
    this.type = options.type ?? "invalid_request_error";
    this.code = options.code;
    this.param = options.param;
  }

  toJSON() {
    return { error: { type: this.type, message: this.message, code: this.code, param: this.param } };
  }
}

export function invalid(message: string, param?: string, code?: string) {
  return new ApiError(400, message, { param, code });
}

// A referenced object that does not exist: 404 when it is the one asked for, 400 when it is a parameter.
export function noSuch(kind: string, id: string, param?: string) {
  return new ApiError(param ? 400 : 404, `No such ${kind}: '${id}'`, {
    code: "resource_missing",
    param: param ?? "id",
  });
}

export function parseParams(text: string): TRecord {
  const root: TRecord = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const first = key.indexOf("[");
    const path =
      first < 0
        ? [key]
        : [key.slice(0, first), ...[...key.slice(first).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? "")];
    let node: TRecord = root;
    path.forEach((segment, index) => {
      const name = segment === "" ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) node[name] = value;
      else {
        if (typeof node[name] !== "object") node[name] = {};
        node = node[name];
      }
    });
  }
  return arraysFromIndexes(root, "") as TRecord;
}

// `a[0]=x&a[1]=y` arrives as { a: { 0: "x", 1: "y" } }; metadata keys stay keys whatever they are.
function arraysFromIndexes(node: unknown, key: string): unknown {
  if (typeof node !== "object" || node === null) return node;
  const entries = Object.entries(node).map(([k, v]) => [k, key === "metadata" ? v : arraysFromIndexes(v, k)] as const);
  if (key !== "metadata" && entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

export function optionalString(params: TRecord, name: string, param = name): string | null {
  const value = params[name];
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string") throw invalid(`Invalid string: ${param}`, param);
  return value;
}

export function requiredString(params: TRecord, name: string, param = name): string {
  const value = optionalString(params, name, param);
  if (value === null) throw invalid(`Missing required param: ${param}.`, param);
  return value;
}

export function optionalInteger(params: TRecord, name: string, param = name): number | null {
  const value = optionalString(params, name, param);
  if (value === null) return null;
  if (!/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, param);
  return Number(value);
}

export function optionalBoolean(params: TRecord, name: string, param = name): boolean | null {
  const value = optionalString(params, name, param);
  if (value === null) return null;
  if (value !== "true" && value !== "false") throw invalid(`Invalid boolean: ${value}`, param);
  return value === "true";
}

export function optionalArray(params: TRecord, name: string): unknown[] {
  const value = params[name];
  if (value === undefined || value === "") return [];
  return Array.isArray(value) ? value : [value];
}

// Metadata is merged on update; an empty value removes a key, an empty `metadata` clears them all.
export function mergeMetadata(current: Record<string, string>, params: TRecord): Record<string, string> {
  const given = params.metadata;
  if (given === undefined) return current;
  if (given === "") return {};
  if (typeof given !== "object" || Array.isArray(given)) throw invalid("Invalid object", "metadata");
  const merged = { ...current };
  for (const [key, value] of Object.entries(given)) {
    if (typeof value !== "string") throw invalid("Invalid metadata value", `metadata[${key}]`);
    if (value === "") delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
