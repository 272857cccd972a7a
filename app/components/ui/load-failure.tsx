import { loadFailure } from "../../../domain/messages/site";
import { buttonClass } from "./button-styles";

// A full reload, not a retry in place: the app on the page may be the old version, and the files
// it asks for may no longer exist; the reload loads the version deployed now.
export function LoadFailure({ title }: { title: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 text-center">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      <p className="text-slate-700">{loadFailure.reason}</p>
      <button type="button" onClick={() => window.location.reload()} className={buttonClass("primary")}>
        {loadFailure.reload}
      </button>
    </div>
  );
}
