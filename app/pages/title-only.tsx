import { legalPages } from "../../domain/messages/public-site";
import { PageShell } from "../components/layout/page-shell";

// Screens whose behaviour belongs to open issues render their title alone, so every route of the
// two specs resolves and none of them pretends to work.
const TITLES = {
  cookieSettings: legalPages.cookieSettings,
} as const;

export default function TitleOnlyPage({ page }: { page: keyof typeof TITLES }) {
  return <PageShell title={TITLES[page]} />;
}
