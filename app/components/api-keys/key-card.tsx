import { useId } from "react";
import { utcDay } from "../../../domain/analytics";
import { apiKeysPage as text } from "../../../domain/messages/developers";
import type { TApiKey } from "../../api/api-keys";
import { formatCount, formatUtcDay } from "../../formats";
import { CapKeyDialog } from "./cap-key-dialog";
import { RevokeKeyDialog, RotateKeyDialog } from "./key-confirm-dialogs";
import { RenameKeyDialog } from "./rename-key-dialog";

// The days a key was created and given a new secret, as the month's use counts them: in UTC.
const dayOfKey = (epochMs: number) => formatUtcDay(utcDay(epochMs));

// One key of the list: what tells it apart (its name, kind, last characters and websites), its use
// this month, and what can be done with it. Its actions are described by its name, so each Rename
// says which key it renames.
export function KeyCard({
  apiKey,
  allowance,
  onRevoked,
}: {
  apiKey: TApiKey;
  allowance: number;
  onRevoked: () => void;
}) {
  const nameId = useId();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 desktop:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={nameId} className="break-all text-lg font-semibold text-slate-900">
          {apiKey.name}
        </h3>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {apiKey.kind === "server" ? text.serverKey : text.browserKey}
        </span>
      </div>
      <div className="flex flex-col gap-1 text-sm text-slate-700">
        <p className="font-mono">{text.endsWith(apiKey.hint)}</p>
        {apiKey.kind === "browser" && (
          <div className="flex flex-wrap gap-x-2">
            <span className="font-medium">{text.websites}</span>
            <ul className="flex flex-wrap gap-x-3 font-mono">
              {apiKey.origins.map((origin) => (
                <li key={origin} className="break-all">
                  {origin}
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="flex flex-wrap gap-x-3">
          <span>{text.created(dayOfKey(apiKey.createdAt))}</span>
          {apiKey.rotatedAt !== null && <span>{text.rotated(dayOfKey(apiKey.rotatedAt))}</span>}
        </p>
        <p>
          {apiKey.monthlyCap === null
            ? text.callsThisMonth(apiKey.callsThisMonth)
            : text.callsOfCap(formatCount(apiKey.callsThisMonth), apiKey.monthlyCap)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <RenameKeyDialog apiKey={apiKey} describedBy={nameId} />
        <CapKeyDialog apiKey={apiKey} allowance={allowance} describedBy={nameId} />
        <RotateKeyDialog apiKey={apiKey} describedBy={nameId} />
        <RevokeKeyDialog apiKey={apiKey} describedBy={nameId} onRevoked={onRevoked} />
      </div>
    </li>
  );
}
