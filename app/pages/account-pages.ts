import { lazy } from "react";

// The account screens load on demand: a visitor who only searches never pays for them, which keeps
// the first paint of / within DESIGN section 11's budget.
export const loadAuthPage = () => import("./auth");

export const AuthPage = lazy(loadAuthPage);
export const ResetPasswordPage = lazy(() => import("./reset-password"));
export const VerifyEmailPage = lazy(() => import("./verify-email"));
