import { setAccountLocale } from "../../../db/queries/users";
import type { TLocale } from "../../../domain/locales";
import type { TSessionUser } from "../../env";
import type { TDeps } from "../../platform/dependencies";

// The language the account reads MyPin in, chosen with the language chooser: its e-mails follow it.
export async function chooseAccountLanguage({ db }: TDeps, { user, locale }: { user: TSessionUser; locale: TLocale }) {
  await setAccountLocale(db, user.id, locale);
}
