import { managePage } from "../../../domain/messages/manage";
import { buttonClass } from "../ui/button-styles";

export function Pager({
  page,
  pages,
  busy,
  onPage,
}: {
  page: number;
  pages: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={managePage.pagination} className="flex items-center justify-center gap-3">
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
