import type { TDeps } from "../../platform/dependencies";
import { renderEmbedCard, type TEmbedCard } from "./embed-card";

// A card's page and the hash of its style sheet, which its security policy names: the tiles'
// places differ per pin, so the sheet does.
export type TEmbedPage = { html: string; styleHash: string };

export async function pageOf(card: TEmbedCard, deps: TDeps): Promise<TEmbedPage> {
  const { html, style } = renderEmbedCard(card, deps.locale);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(style)));
  return { html, styleHash: `sha256-${btoa(String.fromCharCode(...digest))}` };
}
