import terms from "../../content/legal/terms.md";
import { LegalDocument } from "../components/legal/legal-document";

export default function TermsPage() {
  return <LegalDocument {...terms} />;
}
