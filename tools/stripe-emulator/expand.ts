// `expand[]=subscription.latest_invoice`, `expand[]=data.promotion.coupon`: ids replaced by the
// objects they name along each dotted path, on a copy. Expandable fields are typed `string | X`,
// so the copy keeps its type.
import type { TKind, TObject } from "./kinds.ts";
import { listOf } from "./lists.ts";
import { invalid } from "./params.ts";
import type { Store } from "./store.ts";

// The field an id sits in tells which kind of object `expand` should put there.
const FIELD_KINDS: Record<string, TKind> = {
  charge: "charge",
  configuration: "billing_portal.configuration",
  coupon: "coupon",
  customer: "customer",
  default_payment_method: "payment_method",
  default_price: "price",
  discounts: "discount",
  invoice: "invoice",
  latest_charge: "charge",
  latest_invoice: "invoice",
  payment_intent: "payment_intent",
  payment_method: "payment_method",
  price: "price",
  product: "product",
  promotion_code: "promotion_code",
  subscription: "subscription",
};

// Walked as plain JSON: a path names fields of any object it passes through.
type TNode = { [field: string]: unknown };

export function expandObject<T extends object>(store: Store, object: T, paths: string[]): T {
  const copy = structuredClone(object);
  for (const path of paths) expandPath(store, copy as TNode, path.split("."), path);
  return copy;
}

function expandPath(store: Store, node: TNode, path: string[], whole: string) {
  const [field, ...rest] = path;
  if (field === undefined) return;
  const included = includedList(store, node, field);
  if (included) node[field] = included;
  if (!(field in node)) throw invalid(`This property cannot be expanded (${whole}).`, "expand");
  const resolve = (value: unknown): unknown => {
    if (typeof value !== "string") return value;
    const kind = FIELD_KINDS[field];
    const found: TObject | undefined = kind ? store.find(kind, value) : undefined;
    if (!found) throw invalid(`This property cannot be expanded (${whole}).`, "expand");
    return structuredClone(found);
  };
  const value = node[field];
  node[field] = Array.isArray(value) ? value.map(resolve) : resolve(value);
  const expanded = node[field];
  for (const child of Array.isArray(expanded) ? expanded : [expanded]) {
    if (rest.length > 0 && typeof child === "object" && child !== null) expandPath(store, child as TNode, rest, whole);
  }
}

// The lists Stripe includes only when asked: a checkout session's `line_items` (in the order of its
// lines), an invoice's `payments`.
function includedList(store: Store, node: TNode, field: string) {
  const id = typeof node.id === "string" ? node.id : "";
  if (field === "line_items" && node.object === "checkout.session") {
    const lines = [...(store.checkoutLineItems.get(id) ?? [])].reverse();
    return listOf(`/v1/checkout/sessions/${id}/line_items`, lines, { limit: "100" });
  }
  if (field === "payments" && node.object === "invoice") {
    const payments = store.all("invoice_payment").filter((payment) => payment.invoice === id);
    return listOf(`/v1/invoice_payments?invoice=${id}`, payments, { limit: "100" });
  }
  return null;
}
