import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";

import { dashboard as text } from "../../../../domain/messages/dashboard";
import { CURRENCIES, type TCurrency } from "../../../../domain/prices";
import type { TStaffAction } from "../../../../domain/staff";
import { auditQuery } from "../../../api/admin-dashboard";
import { formatPrice, formatShortDateTime } from "../../../formats";
import { inputClass } from "../../ui/button-styles";
import { CELL, DataTable } from "../data-table";
import { Panel, Skeleton } from "./panel";

// What the schedule and Stripe's events did is theirs, not a person's.
const SYSTEM_ACTORS: Record<string, string> = { cron: text.cron, stripe: text.stripe, config: text.config };

const actorName = (actor: { actorId: string; actorEmail: string | null }) =>
  SYSTEM_ACTORS[actor.actorId] ?? actor.actorEmail ?? actor.actorId;

// Times in the values (an expiry, a subscription's end) read as dates, amounts in minor units as
// money in the record's currency; the rest as written.
function valueText(key: string, value: unknown, currency: TCurrency | null) {
  if (typeof value === "number" && /(At|_end)$/.test(key)) return formatShortDateTime(value);
  if (typeof value === "number" && /Minor$/.test(key) && currency) return formatPrice(value / 100, currency);
  if (value === null) return "—";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

function compact(values: Record<string, unknown> | null) {
  if (values === null) return "—";
  const currency = CURRENCIES.find((known) => known === values.currency) ?? null;
  return Object.entries(values)
    .map(([key, value]) => `${key}: ${valueText(key, value, currency)}`)
    .join(", ");
}

// The latest 50 staff actions (docs/decisions/025), of everyone or of one staff member.
export function AuditTrail() {
  const filterId = useId();
  const [actor, setActor] = useState<string | undefined>(undefined);
  const { data, isPending, isError } = useQuery({ ...auditQuery(actor), placeholderData: keepPreviousData });

  return (
    <section aria-labelledby="audit-trail" className="mt-10">
      <h2 id="audit-trail" className="text-xl font-semibold text-slate-900">
        {text.auditTitle}
      </h2>
      <div className="mt-4">
        <Panel hint={text.auditHint}>
          <div className="mb-4 flex flex-col gap-1 desktop:max-w-xs">
            <label htmlFor={filterId} className="text-sm font-medium text-slate-700">
              {text.auditFilter}
            </label>
            <select
              id={filterId}
              value={actor ?? ""}
              onChange={(event) => setActor(event.target.value === "" ? undefined : event.target.value)}
              className={inputClass}
            >
              <option value="">{text.auditEveryone}</option>
              {data?.actors.map((entry) => (
                <option key={entry.actorId} value={entry.actorId}>
                  {actorName(entry)}
                </option>
              ))}
            </select>
          </div>
          {isPending && <Skeleton className="h-24 w-full" />}
          {isError && (
            <p role="alert" className="text-sm text-red-700">
              {text.auditFailed}
            </p>
          )}
          {data && data.actions.length === 0 && <p className="text-sm text-slate-600">{text.auditEmpty}</p>}
          {data && data.actions.length > 0 && (
            <DataTable
              caption={text.auditTitle}
              headings={[text.auditWhen, text.auditWho, text.auditAction, text.auditTarget, text.auditChange]}
            >
              {data.actions.map((entry) => (
                <tr key={entry.id}>
                  <td className={`${CELL} whitespace-nowrap`}>{formatShortDateTime(entry.createdAt)}</td>
                  <td className={`${CELL} whitespace-nowrap`}>{actorName(entry)}</td>
                  <td className={`${CELL} whitespace-nowrap`}>{text.actions[entry.action as TStaffAction]}</td>
                  <td className={`${CELL} break-words font-medium`}>{entry.target}</td>
                  <td className={`${CELL} min-w-60 text-xs text-slate-600`}>
                    {compact(entry.before)} → {compact(entry.after)}
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </Panel>
      </div>
    </section>
  );
}
