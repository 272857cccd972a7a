import { use } from "react";
import { LegalDocument } from "../components/legal/legal-document";
import { loadWithRetries } from "../load-with-retries";

// The three legal pages share this code; each document is a chunk of its own, loaded when its page
// first opens, so the first paint carries one lazy page for all three.
const DOCUMENTS = {
  terms: () => import("../../content/legal/terms.md"),
  privacy: () => import("../../content/legal/privacy.md"),
  cookies: () => import("../../content/legal/cookies.md"),
};

export type TLegalDocument = keyof typeof DOCUMENTS;

// One promise per document, kept, as React's use() needs the same promise on every render.
const loading = new Map<TLegalDocument, Promise<{ title: string; html: string }>>();

function load(name: TLegalDocument) {
  const found = loading.get(name) ?? loadWithRetries(DOCUMENTS[name]).then((module) => module.default);
  loading.set(name, found);
  return found;
}

export default function LegalPage({ name }: { name: TLegalDocument }) {
  return <LegalDocument {...use(load(name))} />;
}
