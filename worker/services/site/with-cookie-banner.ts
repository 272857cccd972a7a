import { CONSENT_CHOICES, CONSENT_COOKIE } from "../../../domain/consent";
import { withoutLocale } from "../../../domain/locale-paths";
import { isLocale } from "../../../domain/locales";
import { COOKIE_BANNER_TEMPLATE } from "../../../domain/page-templates";
import type { Env } from "../../env";
import { templateFile } from "./rendered-pages";

// Whether the request carries a cookie choice; an expired one the browser no longer sends.
function hasChosen(request: Request): boolean {
  const cookies = request.headers.get("Cookie") ?? "";
  return CONSENT_CHOICES.some((choice) => new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=${choice}(?:;|$)`).test(cookies));
}

// The not-found page is a page too.
const isPage = (response: Response) =>
  (response.status === 200 || response.status === 404) &&
  (response.headers.get("Content-Type") ?? "").startsWith("text/html");

// A visitor who has not chosen gets the consent banner in the page's HTML, rendered by the build
// from the app's own banner: on screen with the page, rather than popping up once the app has
// loaded and become the page's largest paint (Lighthouse's LCP). The app's banner takes its place
// when it loads (app/components/consent/cookie-banner.tsx). The settings page asks the question
// itself. The page's ETag describes the file, not this page, so it goes. The banner is in the page's
// language (its Content-Language).
export async function withCookieBanner(env: Env, request: Request, page: Response): Promise<Response> {
  if (!isPage(page) || hasChosen(request) || withoutLocale(new URL(request.url).pathname) === "/cookie-settings")
    return page;
  const language = page.headers.get("Content-Language");
  const banner = await templateFile(env, request, COOKIE_BANNER_TEMPLATE, isLocale(language) ? language : "en");
  if (!banner.ok) return page;
  const html = await banner.text();
  const withBanner = new HTMLRewriter()
    .on("body", {
      element(body) {
        body.append(html, { html: true });
      },
    })
    .transform(page);
  const response = new Response(withBanner.body, withBanner);
  response.headers.delete("ETag");
  return response;
}
