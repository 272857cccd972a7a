import { accountMenu, layout } from "../../../domain/messages/site";
import { SIGN_IN_PATH } from "../../paths";

export type TNavLink = { to: string; label: string };

export const shareLink: TNavLink = { to: "/share-mypins", label: layout.shareMyPins };

export const exampleLinks: readonly TNavLink[] = [
  { to: "/renters", label: layout.renters },
  { to: "/business", label: layout.business },
  { to: "/wedding", label: layout.weddings },
  { to: "/car-reg", label: layout.privatePlates },
];

export const pageLinks: readonly TNavLink[] = [
  { to: "/pricing", label: layout.pricing },
  { to: "/about", label: layout.aboutUs },
];

export const signInLink: TNavLink = { to: SIGN_IN_PATH, label: accountMenu.signIn };

export const footerLinks: readonly TNavLink[] = [
  { to: "/contact", label: layout.contact },
  { to: "/developers", label: layout.developers },
  { to: "/terms", label: layout.terms },
  { to: "/privacy", label: layout.privacy },
  { to: "/cookies", label: layout.cookies },
  { to: "/cookie-settings", label: layout.cookieSettings },
];
