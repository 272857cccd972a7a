import { shareLink } from "./links.ts";
import { search, shareMeta } from "./messages/search.ts";
import type { TTranslation } from "./messages/translation.ts";
import { normalizeName, validateName } from "./names.ts";

export type TShareMeta = { name: string; title: string; description: string; url: string };

// What a shared link's preview card says (the worker writes it into the page for messaging apps,
// which read the HTML but run no script). A name the search would refuse gets no card, and the
// worker gives one only to a name that is a pin's, so a crafted link cannot put words of its own
// into a preview under our name.
// texts: the search area of the reader's language.
export function shareMetaFor(
  input: string,
  origin: string,
  texts: TTranslation<{ search: typeof search; shareMeta: typeof shareMeta }> = { search, shareMeta },
): TShareMeta | null {
  if (!validateName(input).isValid) return null;
  const name = normalizeName(input);
  return {
    name,
    title: texts.search.resultTitle(name),
    description: texts.shareMeta.description(name),
    url: shareLink(name, origin),
  };
}
