import { call, client } from "./client";

// The contact form; the admins' list is in admin-dashboard.ts.
export function sendContactMessage(body: { email: string; subject: string; message: string }) {
  return call(() => client.contact.$post({ json: body }));
}
