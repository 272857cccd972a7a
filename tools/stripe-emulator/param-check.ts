// Which parameters an endpoint takes, typed against the SDK's params type for it so that a list can
// name no parameter Stripe lacks, and the check every request passes before anything happens:
// Stripe refuses a parameter it does not know rather than ignore it, and so does the emulator with
// any parameter it does not act on, so a call that works here never relies on something ignored.
import type Stripe from "stripe";
import { invalid, missing, type TParam, type TParams } from "./params.ts";

// Each parameter is "optional" or "required" (as the SDK's type has it), or, for a hash or an array
// of hashes, the parameters inside it.
export type TAccepted<P> = { readonly [K in TRequiredKey<P>]: TSpec<P[K], true> } & {
  readonly [K in Exclude<keyof P, TRequiredKey<P>>]?: TSpec<P[K], false>;
};

type TRequiredKey<P> = { [K in keyof P]-?: Record<never, never> extends Pick<P, K> ? never : K }[keyof P];

type TSpec<V, Required extends boolean> = [THash<V>] extends [never]
  ? Required extends true
    ? "required"
    : "optional"
  : { readonly required: Required; readonly params: TAccepted<THash<V>> };

// The hash a parameter holds, or holds an array of; a free-keyed map such as metadata is a value.
type THash<V> = V extends readonly (infer E)[]
  ? THash<E>
  : V extends string | number | boolean
    ? never
    : V extends object
      ? string extends keyof V
        ? never
        : V
      : never;

type TAnySpec = "optional" | "required" | { readonly required: boolean; readonly params: TAnyAccepted };
export type TAnyAccepted = { readonly [name: string]: TAnySpec | undefined };

// `expand` and the cursors of a list: every list endpoint of Stripe's takes them.
export const LIST_PARAMS = {
  ending_before: "optional",
  expand: "optional",
  limit: "optional",
  starting_after: "optional",
} as const satisfies TAccepted<Stripe.PaginationParams & { expand?: string[] }>;

export const EXPAND_ONLY = { expand: "optional" } as const satisfies TAccepted<{ expand?: string[] }>;

// Unknown parameters first, then missing ones, each named in Stripe's bracket form
// (`subscription_data[foo]`, `line_items[0][price]`).
export function checkParams(accepted: TAnyAccepted, params: TParams, prefix = "") {
  checkKnown(accepted, params, prefix);
  checkPresent(accepted, params, prefix);
}

function checkKnown(accepted: TAnyAccepted, params: TParams, prefix: string) {
  for (const [name, value] of Object.entries(params)) {
    const param = bracketName(prefix, name);
    const spec = accepted[name];
    if (spec === undefined) throw invalid(`Received unknown parameter: ${param}`, param, "parameter_unknown");
    if (typeof spec === "object") checkHash(spec.params, value, param);
  }
}

function checkPresent(accepted: TAnyAccepted, params: TParams, prefix: string) {
  for (const [name, spec] of Object.entries(accepted)) {
    if (isRequired(spec) && (params[name] === undefined || params[name] === ""))
      throw missing(bracketName(prefix, name));
  }
}

function isRequired(spec: TAnySpec | undefined) {
  return spec === "required" || (typeof spec === "object" && spec.required);
}

function bracketName(prefix: string, name: string) {
  return prefix ? `${prefix}[${name}]` : name;
}

function checkHash(accepted: TAnyAccepted, value: TParam, param: string) {
  if (value === "") return;
  if (typeof value === "string") throw invalid("Invalid object", param);
  if (!Array.isArray(value)) return checkParams(accepted, value, param);
  for (const [index, element] of value.entries()) checkHash(accepted, element, `${param}[${index}]`);
}
