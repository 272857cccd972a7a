// Every react-query key of the app, so the screen that reads some data and the flow that changes
// it name the same entry. The staff views' keys are in staff-pins.ts and admin-analytics.ts, which only they load: this
// file is part of the first paint, which has no room for them.
export const queryKeys = {
  me: ["me"],
  pin: (name: string) => ["pin", name],
  topPins: ["top-pins"],
  geo: ["geo"],
  myPins: ["my-pins"],
  myPinsPage: (page: number) => ["my-pins", page],
  hold: (name: string) => ["hold", name],
  resetToken: (token: string | null) => ["reset-token", token],
  emailVerification: (token: string | null) => ["verify-email", token],
  fulfilment: (sessionId: string) => ["checkout-fulfilment", sessionId],
  exampleQr: (link: string) => ["qr-example", link],
} as const;
