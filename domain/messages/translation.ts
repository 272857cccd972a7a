// A language's catalogue mirrors the English one: the same keys, the same number of items in each
// list, and each message function the same parameters, so a text missing or a placeholder dropped
// in any language fails the type check.
export type TTranslation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => TTranslation<R>
    : T extends object
      ? { readonly [K in keyof T]: TTranslation<T[K]> }
      : T;

// Every text of one language, by area, as domain/messages/<locale>/index.ts gathers them.
export type TCatalogue = TTranslation<typeof import("./en/index.ts")>;
