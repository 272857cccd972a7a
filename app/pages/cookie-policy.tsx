import cookiePolicy from "../../content/legal/cookies.md";
import { LegalDocument } from "../components/legal/legal-document";

export default function CookiePolicyPage() {
  return <LegalDocument {...cookiePolicy} />;
}
