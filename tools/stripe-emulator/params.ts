// Stripe's request parameters: form bodies and query strings in bracket notation
// (`line_items[0][price]=x&metadata[k]=v&expand[]=y`), parsed into nested objects and arrays,
// and the errors the API answers when they are wrong.

// Parsed parameters are a tree of strings: the form encoding carries no other type, and every
// reader below checks that the value it takes has the shape it needs.
export type TParam = string | TParam[] | TParams;
export type TParams = { [name: string]: TParam };

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

  // Stripe links each error code to its page: parameter_unknown to /error-codes/parameter-unknown.
  toJSON() {
    const docUrl = this.code ? `https://stripe.com/docs/error-codes/${this.code.replaceAll("_", "-")}` : undefined;
    return { error: { type: this.type, message: this.message, code: this.code, doc_url: docUrl, param: this.param } };
  }
}

export function invalid(message: string, param?: string, code?: string) {
  return new ApiError(400, message, { param, code });
}

export function missing(param: string) {
  return invalid(`Missing required param: ${param}.`, param, "parameter_missing");
}

// A referenced object that does not exist: 404 when it is the one asked for, 400 when it is a parameter.
export function noSuch(kind: string, id: string, param?: string) {
  return new ApiError(param ? 400 : 404, `No such ${kind}: '${id}'`, {
    code: "resource_missing",
    param: param ?? "id",
  });
}

export function parseParams(text: string): TParams {
  const root: TParams = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const first = key.indexOf("[");
    const path =
      first < 0
        ? [key]
        : [key.slice(0, first), ...[...key.slice(first).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? "")];
    let node: TParams = root;
    path.forEach((segment, index) => {
      const name = segment === "" ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) node[name] = value;
      else {
        const child = node[name];
        const next: TParams = typeof child === "object" && !Array.isArray(child) ? child : {};
        node[name] = next;
        node = next;
      }
    });
  }
  return arraysFromIndexes(root, "") as TParams;
}

// `a[0]=x&a[1]=y` arrives as { a: { 0: "x", 1: "y" } }; metadata keys stay keys whatever they are.
function arraysFromIndexes(node: TParam, key: string): TParam {
  if (typeof node !== "object" || Array.isArray(node)) return node;
  const entries = Object.entries(node).map(([k, v]) => [k, key === "metadata" ? v : arraysFromIndexes(v, k)] as const);
  if (key !== "metadata" && entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

export function optionalString(params: TParams, name: string, param = name): string | null {
  const value = params[name];
  if (value === undefined || value === "") return null;
  if (typeof value !== "string") throw invalid(`Invalid string: ${param}`, param);
  return value;
}

export function requiredString(params: TParams, name: string, param = name): string {
  const value = optionalString(params, name, param);
  if (value === null) throw missing(param);
  return value;
}

export function optionalInteger(params: TParams, name: string, param = name): number | null {
  const value = optionalString(params, name, param);
  if (value === null) return null;
  if (!/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, param);
  return Number(value);
}

export function optionalNumber(params: TParams, name: string, param = name): number | null {
  const value = optionalString(params, name, param);
  if (value === null) return null;
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw invalid(`Invalid decimal: ${value}`, param);
  return Number(value);
}

export function optionalBoolean(params: TParams, name: string, param = name): boolean | null {
  const value = optionalString(params, name, param);
  if (value === null) return null;
  if (value !== "true" && value !== "false") throw invalid(`Invalid boolean: ${value}`, param);
  return value === "true";
}

// One of a closed set of strings, as Stripe checks an enum parameter.
export function optionalEnum<T extends string>(
  params: TParams,
  name: string,
  values: readonly T[],
  param = name,
): T | null {
  const value = optionalString(params, name, param);
  if (value === null) return null;
  const known = values.find((candidate) => candidate === value);
  if (known === undefined)
    throw invalid(`Invalid ${param}: must be one of ${values.join(", ")}`, param, "parameter_invalid_string");
  return known;
}

export function optionalObject(params: TParams, name: string, param = name): TParams | null {
  const value = params[name];
  if (value === undefined || value === "") return null;
  if (typeof value !== "object" || Array.isArray(value)) throw invalid("Invalid object", param);
  return value;
}

export function optionalArray(params: TParams, name: string): TParam[] {
  const value = params[name];
  if (value === undefined || value === "") return [];
  return Array.isArray(value) ? value : [value];
}

export function optionalStrings(params: TParams, name: string): string[] {
  return optionalArray(params, name).map((value, index) => {
    if (typeof value !== "string") throw invalid("Invalid array", `${name}[${index}]`);
    return value;
  });
}

// An element of an array of hashes (`line_items[0]`), or Stripe's refusal of anything else.
export function objectAt(value: TParam, param: string): TParams {
  if (typeof value !== "object" || Array.isArray(value)) throw invalid("Invalid object", param);
  return value;
}

// Metadata is merged on update; an empty value removes a key, an empty `metadata` clears them all.
export function mergeMetadata(current: Record<string, string>, params: TParams): Record<string, string> {
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

// The languages Stripe's hosted pages speak that MyPin asks for, and "auto" (the browser's): any
// other value is refused as Stripe refuses a locale it does not have.
const LOCALES = new Set(["auto", "de", "en", "es", "fr", "it", "nl", "pt"]);

export function optionalLocale<T extends string>(params: TParams): T | null {
  const locale = optionalString(params, "locale");
  if (locale === null) return null;
  if (!LOCALES.has(locale)) throw invalid(`Invalid locale: ${locale}`, "locale");
  return locale as T;
}
