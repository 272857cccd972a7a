import type { TLocale } from "../../../domain/locales";

// A page in a language: Content-Language says which (the consent banner added to it is in the
// same). One that is in the visitor's language rather than its address's varies with their cookie
// and Accept-Language, which a cache must tell apart.
export function inLanguage(page: Response, locale: TLocale, byVisitor: boolean): Response {
  const response = new Response(page.body, page);
  response.headers.set("Content-Language", locale);
  if (byVisitor) response.headers.append("Vary", "Cookie, Accept-Language");
  return response;
}
