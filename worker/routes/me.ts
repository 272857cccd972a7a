import { Hono } from "hono";
import { ZOk, ZSignedIn } from "../../domain/answers/accounts";
import { ZChangePassword, ZLanguageChoice } from "../../domain/schemas";
import type { THonoEnv } from "../env";
import { describe } from "../middleware/describe";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { requireLiveSession } from "../middleware/require-live-session";
import { requireUser } from "../middleware/require-user";
import { validate } from "../middleware/validate";
import { changePassword } from "../services/accounts/change-password";
import { chooseAccountLanguage } from "../services/accounts/choose-account-language";
import { currentAccount } from "../services/accounts/current-account";

const CHANGE_PASSWORD = `Needs a live session. The password changes, every other session of the account ends, this one stays, and a "password changed" e-mail goes to the account.

400 \`CURRENT_PASSWORD_INCORRECT\` (counted as a failed sign-in of the account), the validator refuses a current password over 128 characters in the same words (not hashed, not counted) and a new password in the sign-up rules' words; 429 \`PASSWORD_CHANGE_RATE_LIMITED\` with \`Retry-After\` (10 a minute per client address; or the sign-in slow-down, whose failures it shares, per account and client address: after 5 in an hour, until 1 s after the last, doubling to at most 5 minutes, even for the right password).`;

// The signed-in account: who it is, changing its password, and its language.
export const meRoutes = new Hono<THonoEnv>()
  .get(
    "/",
    describe({
      tag: "Accounts",
      summary: "The signed-in account",
      description: "Roles are read from D1, expired grants left out.",
      answers: { 200: ZSignedIn },
      refuses: [],
    }),
    requireUser,
    async (c) => c.json({ user: await currentAccount(c.var.deps, c.var.user) }, 200),
  )
  .post(
    "/password",
    describe({
      tag: "Accounts",
      summary: "Change the account's password",
      description: CHANGE_PASSWORD,
      answers: { 200: ZOk },
      refuses: ["CURRENT_PASSWORD_INCORRECT"],
    }),
    rateLimit("AUTH_LIMIT", "PASSWORD_CHANGE_RATE_LIMITED"),
    requireLiveSession,
    validate("json", ZChangePassword),
    async (c) => {
      const change = { ...c.req.valid("json"), user: c.var.user, address: clientAddress(c.req.raw) };
      await changePassword(c.var.deps, change);
      return c.json({ ok: true as const }, 200);
    },
  )
  .put(
    "/language",
    describe({
      tag: "Accounts",
      summary: "Choose the account's language",
      description:
        "The language chooser's choice, for a signed-in visitor: the account's e-mails are written in it from then on (the page's own language is the `lang` cookie the chooser sets). `locale` is one of `en`, `de`, `fr`, `es`, `it`, `nl`, `pt`.",
      answers: { 200: ZOk },
      refuses: [],
    }),
    requireUser,
    validate("json", ZLanguageChoice),
    async (c) => {
      await chooseAccountLanguage(c.var.deps, { user: c.var.user, locale: c.req.valid("json").locale });
      return c.json({ ok: true as const }, 200);
    },
  );
