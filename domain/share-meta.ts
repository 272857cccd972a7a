import { shareLink } from "./links.ts";
import { search, shareMeta } from "./messages/search.ts";
import { normalizeName, validateName } from "./names.ts";

export type TShareMeta = { name: string; title: string; description: string; url: string };

// What a shared link's preview card says (the worker writes it into the page for messaging apps,
// which read the HTML but run no script). A name the search would refuse gets no card, and the
// worker gives one only to a name that is a pin's, so a crafted link cannot put words of its own
// into a preview under our name.
export function shareMetaFor(input: string, origin: string): TShareMeta | null {
  if (!validateName(input).isValid) return null;
  const name = normalizeName(input);
  return {
    name,
    title: search.resultTitle(name),
    description: shareMeta.description(name),
    url: shareLink(name, origin),
  };
}
