import { managePage } from "../../../domain/messages/manage";
import { buttonClass } from "../ui/button-styles";

export function Pager({
  page,
  pages,
  busy,
  onPage,
  label = managePage.pagination,
}: {
  page: number;
  pages: number;
  busy: boolean;
  onPage: (page: number) => void;
  // Screens that page through something other than the owner's MyPins name what they page through.
  label?: string;
}) {
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      <button
        type="button"
        onClick={() => onPage(page - 1)}
        disabled={busy || page <= 1}
        className={buttonClass("secondary")}
      >
        {managePage.previous}
      </button>
      <span aria-current="page" className="text-sm text-slate-700">
        {managePage.pageOf(page, pages)}
      </span>
      <button
        type="button"
        onClick={() => onPage(page + 1)}
        disabled={busy || page >= pages}
        className={buttonClass("secondary")}
      >
        {managePage.next}
      </button>
    </nav>
  );
}
