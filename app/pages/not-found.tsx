import { notFoundPage } from "../../domain/messages/site";
import { buttonClass } from "../components/ui/button-styles";
import { Link } from "../components/ui/link";

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold tracking-tight">{notFoundPage.title}</h1>
      <Link to="/" className={buttonClass("primary")}>
        {notFoundPage.home}
      </Link>
    </div>
  );
}
