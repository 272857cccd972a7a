import { noScript } from "../../../domain/messages/site";

// Inside a form that cannot work without scripts: shown only by a browser that runs none.
export function NeedsJavaScript() {
  return (
    <noscript>
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
        {noScript.form}
      </p>
    </noscript>
  );
}
