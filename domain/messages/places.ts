// Where a pin is (our words: the spec has none), which the worker writes in the reader's language.

export const places = {
  // The town nearest the pin and its country, as the result, its share page and "did you mean"
  // show it, so a visitor picks the right place among names alike.
  near: (town: string, country: string) => `near ${town}, ${country}`,
} as const;
