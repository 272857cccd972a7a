import type Stripe from "stripe";

// The JSON Stripe sends for an SDK type, which the emulator builds its answers and events as, so
// that a field Stripe always sends and the emulator leaves out fails the type check. Two things
// differ from the SDK's own type:
// - the SDK joins every open enum with any string (`OtherString`, so that values added to Stripe
//   later still type-check in an integration); here only the values the SDK lists are allowed, so
//   a misspelt status or one the pinned API version no longer has is a type error;
// - decimal fields arrive as strings, which the SDK parses into its `Decimal` on the way in.
export type TWire<T> = TWireValue<TClosedEnum<T>>;

type TWireValue<T> = T extends Stripe.Decimal
  ? string
  : T extends readonly (infer E)[]
    ? TWire<E>[]
    : T extends object
      ? { [K in keyof T]: TWire<T[K]> }
      : T;

// The listed members of an enum: a union holding string literals loses its `OtherString`; a
// plain `string` (an id, a currency) has no literals and stays as it is.
type TListedMembers<T> = T extends string ? (string extends T ? never : T) : T;
type TClosedEnum<T> = [Extract<TListedMembers<T>, string>] extends [never] ? T : TListedMembers<T>;
