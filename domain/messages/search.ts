// A name searched, found or not, and the link preview of a shared pin.

export const search = {
  rateLimited: "Too many searches. Please wait a minute before trying again.",
  notFound: "MyPin not found",
  // Shown by the page for a name that is not found, with suggestions (issue 15).
  notFoundDetail: "MyPin not found: The MyPin you entered does not exist",
  searchedFor: (name: string) => `You searched for “${name}”`,
  didYouMean: "Did you mean",
  searchAgain: "Search again",
  failed: "Failed to search MyPin",
  resultTitle: (name: string) => `MyPin: ${name}`,
  createdBy: (user: string) => `Created by: ${user}`,
} as const;

export const shareMeta = {
  description: (name: string) => `Get directions to ${name} in Apple Maps or Google Maps.`,
} as const;

export const coordinates = {
  invalid: "Invalid coordinates",
} as const;
