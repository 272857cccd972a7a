import privacy from "../../content/legal/privacy.md";
import { LegalDocument } from "../components/legal/legal-document";

export default function PrivacyPage() {
  return <LegalDocument {...privacy} />;
}
