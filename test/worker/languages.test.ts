import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { users } from "../../db/schema";
import { MAX_CONTACT_SUBJECT_LENGTH } from "../../domain/contact";
import { CATALOGUES } from "../../worker/i18n/catalogues";
import { uniqueEmail, uniqueIp, uniqueName } from "../helpers/unique";
import { latestEmailTo, linkIn, makeUser, PASSWORD, signedInAs, signUpInBrowser } from "../helpers/worker/accounts";
import { errorOf, ORIGIN, post } from "../helpers/worker/api";
import { browserSession } from "../helpers/worker/browser-session";
import { checkout, signedInBuyer } from "../helpers/worker/purchase";

const { en, de, fr, nl, pt, it: it_ } = CATALOGUES;

function signIn(language: Record<string, string>, email = uniqueEmail("nobody")) {
  return post("/api/auth/sign-in", { email, password: PASSWORD }, { ip: uniqueIp(), headers: language });
}

function fetchPin(name: string, headers: Record<string, string>) {
  return exports.default.fetch(
    new Request(`${ORIGIN}/api/pins/${encodeURIComponent(name)}`, {
      headers: { "CF-Connecting-IP": uniqueIp(), ...headers },
    }),
  );
}

describe("the API's refusals", () => {
  it("are written in the first language of Accept-Language that MyPin speaks", async () => {
    const cases = [
      { header: "de-AT,de;q=0.9,en;q=0.5", expected: de },
      { header: "ja, fr-CH;q=0.8", expected: fr },
      { header: "pt-BR", expected: pt },
      { header: "en-GB,nl;q=0.9", expected: en },
      { header: "fr;q=0.4, nl;q=0.8", expected: nl },
      { header: "ja, zh", expected: en },
    ];
    for (const { header, expected } of cases) {
      const refused = await errorOf(await signIn({ "Accept-Language": header }));
      expect({ header, message: refused.message }).toEqual({
        header,
        message: expected.accounts.auth.incorrectCredentials,
      });
    }
  });

  it("follow the visitor's stored choice over the browser's languages", async () => {
    const refused = await errorOf(await signIn({ "Accept-Language": "de", Cookie: "lang=fr" }));
    expect(refused.message).toBe(fr.accounts.auth.incorrectCredentials);
  });

  it("ignore a stored choice MyPin does not speak", async () => {
    const refused = await errorOf(await signIn({ "Accept-Language": "nl", Cookie: "lang=xx" }));
    expect(refused.message).toBe(nl.accounts.auth.incorrectCredentials);
  });

  it("translate a message written with a number, such as a length's limit", async () => {
    const body = { email: "leser@example.com", subject: "x".repeat(MAX_CONTACT_SUBJECT_LENGTH + 1), message: "Hallo" };
    const refused = await post("/api/contact", body, { ip: uniqueIp(), headers: { "Accept-Language": "it" } });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(
      it_.contact.contactRefusal.subjectTooLong(MAX_CONTACT_SUBJECT_LENGTH),
    );
  });

  it("translate the validator's own messages, keeping the code", async () => {
    const response = await fetchPin("my\u200bpin", { "Accept-Language": "de" });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: "BAD_REQUEST",
      message: de.names.nameRules.invisibleCharacters,
    });
  });

  it("answer a missed search in each reader's language, though the miss is cached once", async () => {
    const name = `absent ${crypto.randomUUID().slice(0, 8)}`;
    const inGerman = await fetchPin(name, { "Accept-Language": "de" });
    const inEnglish = await fetchPin(name, { "Accept-Language": "en" });
    expect([inGerman.status, inEnglish.status]).toEqual([404, 404]);
    expect((await errorOf(inGerman)).message).toBe(de.search.search.notFound);
    expect((await errorOf(inEnglish)).message).toBe(en.search.search.notFound);
  });
});

describe("a promotion code's refusal", () => {
  it("names the code and the tier in the buyer's language, in the check and at checkout", async () => {
    const { browser } = await signedInBuyer();
    browser.jar.values.set("lang", "it");
    const mypin = uniqueName("tier", "simple");
    const checked = await browser.api["promo-codes"].validate.$post({ json: { promoCode: "FREE3", mypin } });
    const wrongTier = it_.purchase.promoRefusal.wrongTier("FREE3", "premium");
    expect(await checked.json()).toMatchObject({ valid: false, error: wrongTier });
    const started = await checkout(browser, { mypin, currency: "eur", promoCode: "FREE3" });
    expect(started.body.promoCodeError).toBe(wrongTier);
    const unknown = await browser.api["promo-codes"].validate.$post({ json: { promoCode: "NOSUCHCODE", mypin } });
    expect(await unknown.json()).toMatchObject({ valid: false, error: it_.purchase.create.promoInvalid });
  });
});

describe("e-mails", () => {
  it("reach a German sign-up in German, and the account keeps writing to them in German", async () => {
    const email = uniqueEmail("deutsch");
    const browser = browserSession();
    browser.jar.values.set("lang", "de");
    await signUpInBrowser(email, PASSWORD, browser);
    const codeEmail = await latestEmailTo(env.DB, email);
    expect(codeEmail?.subject).toBe(de.emails.emailTexts.verificationCode.subject);
    const code = /\b(\d{6})\b/.exec(codeEmail?.text ?? "")?.[1] ?? "";
    expect(codeEmail?.text).toContain(de.emails.emailTexts.verificationCode.code(code));

    const verified = await browser.api.auth["sign-up"].verify.$post({ json: { email, code } });
    expect(verified.status).toBe(200);
    const [account] = await createDb(env.DB).select().from(users).where(eq(users.email, email));
    expect(account?.locale).toBe("de");

    // Asked for from an English browser, the reset still goes out in the account's language.
    const reset = await post(
      "/api/auth/password-reset",
      { email },
      { ip: uniqueIp(), headers: { "Accept-Language": "en" } },
    );
    expect(reset.status).toBe(200);
    const resetEmail = await latestEmailTo(env.DB, email);
    expect(resetEmail?.subject).toBe(de.emails.emailTexts.passwordReset.subject);
    expect(linkIn(resetEmail?.text ?? "", "/reset-password").token).not.toBe("");
  });

  it("follow the language the account chose, and only a language MyPin speaks", async () => {
    const user = await makeUser(env.DB);
    const browser = await signedInAs(user);
    const put = (locale: string) => browser.put("/api/me/language", { locale });
    expect((await put("nl")).status).toBe(200);
    const [account] = await createDb(env.DB).select().from(users).where(eq(users.email, user.email));
    expect(account?.locale).toBe("nl");
    expect((await put("xx")).status).toBe(400);
    expect((await put("EN")).status).toBe(400);
    await post(
      "/api/auth/password-reset",
      { email: user.email },
      { ip: uniqueIp(), headers: { "Accept-Language": "de" } },
    );
    expect((await latestEmailTo(env.DB, user.email))?.subject).toBe(nl.emails.emailTexts.passwordReset.subject);
  });

  it("reach an account made before languages in English", async () => {
    const user = await makeUser(env.DB);
    await post(
      "/api/auth/password-reset",
      { email: user.email },
      { ip: uniqueIp(), headers: { "Accept-Language": "fr" } },
    );
    expect((await latestEmailTo(env.DB, user.email))?.subject).toBe(en.emails.emailTexts.passwordReset.subject);
  });
});
