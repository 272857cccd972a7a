// Generic texts of our own API, not in the spec: a request the schema refuses and a server fault.
export const api = {
  badRequest: "The request is not valid",
  notFound: "Not found",
  internal: "Something went wrong. Please try again.",
  forbidden: "You do not have permission to do this",
  forbiddenOrigin: "This request is not allowed",
  misdirectedHost: "MyPin's API does not answer at this address. Use MyPin's own address.",
  badSignature: "The webhook signature is not valid",
  tooLarge: "The request is too large",
  timedOut: "The server took too long to answer. Please try again.",
  misconfigured: "MyPin is not available right now. Please try again later.",
} as const;
