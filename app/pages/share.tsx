import { useParams } from "react-router";
import { pageTitles } from "../../domain/messages";
import { PageShell } from "../components/page-shell";

export default function SharePage() {
  const { mypin = "" } = useParams();
  return <PageShell title={pageTitles.share(mypin)} />;
}
