import { queryOptions } from "@tanstack/react-query";
import { call, client, type TDataOf, unwrap } from "./client";
import { queryKeys } from "./query-keys";

// Accounts: sign-up and its code, sign-in and sign-out, passwords. Every POST sends a JSON body, even an empty one, so
// the content type the API's origin check asks for is always set.
const auth = client.auth;

export type TCodeSent = TDataOf<typeof signUp>;

export function signUp(json: { displayName: string; email: string; password: string }) {
  return call(() => auth["sign-up"].$post({ json }));
}

export function resendSignUpCode(json: { email: string }) {
  return call(() => auth["sign-up"].resend.$post({ json }));
}

export function verifySignUpCode(json: { email: string; code: string }) {
  return call(() => auth["sign-up"].verify.$post({ json }));
}

export function signIn(json: { email: string; password: string }) {
  return call(() => auth["sign-in"].$post({ json }));
}

export function signOut() {
  return call(() => auth["sign-out"].$post({ json: {} }));
}

export function changePassword(json: { currentPassword: string; newPassword: string }) {
  return call(() => client.me.password.$post({ json }));
}

export function requestPasswordReset(json: { email: string }) {
  return call(() => auth["password-reset"].$post({ json }));
}

export function resetPassword(token: string, json: { password: string }) {
  return call(() => auth["password-reset"].complete.$post({ json: { token, ...json } }));
}

// A reset link is checked once when its page opens, and the answer kept while the page is open.
export function resetTokenQuery(token: string | null) {
  return queryOptions({
    queryKey: queryKeys.resetToken(token),
    queryFn: () => unwrap(call(() => auth["password-reset"].check.$post({ json: { token: token ?? "" } }))),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
}

// The token is used once, so the answer is cached for the page's life: a re-render or React's
// development double mount must not send it again.
export function emailVerificationQuery(token: string | null) {
  return queryOptions({
    queryKey: queryKeys.emailVerification(token),
    queryFn: () => unwrap(call(() => auth["verify-email"].$post({ json: { token: token ?? "" } }))),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
