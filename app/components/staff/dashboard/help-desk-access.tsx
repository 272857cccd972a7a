import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";

import { dashboard as text } from "../../../../domain/messages/dashboard";
import { managePage } from "../../../../domain/messages/manage";
import { grantHelpDesk, revokeHelpDesk, roleGrantsQuery, type TRoleGrant } from "../../../api/admin-dashboard";
import { unwrap } from "../../../api/client";
import { formatShortDateTime } from "../../../formats";
import { buttonClass, inputClass } from "../../ui/button-styles";
import { DialogFrame } from "../../ui/dialog-frame";
import { Spinner } from "../../ui/spinner";
import { toast } from "../../ui/toast";
import { CELL, DataTable } from "../data-table";
import { toastFailure } from "./failure-toast";
import { Panel, Skeleton } from "./panel";
import { useRefreshDashboard } from "./use-refresh-dashboard";

// A date picked in the form ends access at the end of that day, in the admin's time zone.
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999`).getTime();

function RevokeButton({ grant }: { grant: TRoleGrant }) {
  const [open, setOpen] = useState(false);
  const refresh = useRefreshDashboard();
  const revoke = useMutation({
    mutationFn: () => unwrap(revokeHelpDesk(grant.userId)),
    onSuccess: async () => {
      toast.success(text.revoked(grant.email));
      setOpen(false);
      await refresh();
    },
    onError: (error) => toastFailure(error, { failed: text.revokeFailed, error: text.revokeFailed }),
  });
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !revoke.isPending && setOpen(next)}>
      <Dialog.Trigger
        className={`${buttonClass("secondary")} px-3 py-1.5`}
        aria-label={`${text.revoke} ${grant.email}`}
      >
        {text.revoke}
      </Dialog.Trigger>
      <DialogFrame title={text.revokeTitle} description={text.revokeConfirm(grant.email)}>
        <div className="flex flex-col-reverse gap-3 desktop:flex-row desktop:justify-end">
          <Dialog.Close className={buttonClass("secondary")} disabled={revoke.isPending}>
            {text.cancel}
          </Dialog.Close>
          <button
            type="button"
            onClick={() => revoke.mutate()}
            disabled={revoke.isPending}
            aria-busy={revoke.isPending}
            className={buttonClass("primary")}
          >
            {revoke.isPending && <Spinner decorative className="size-4" />}
            {text.revoke}
          </button>
        </div>
      </DialogFrame>
    </Dialog.Root>
  );
}

function GrantForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [reason, setReason] = useState("");
  const [expiry, setExpiry] = useState("");
  const refresh = useRefreshDashboard();
  const grant = useMutation({
    mutationFn: () => unwrap(grantHelpDesk({ email, reason, expiresAt: expiry === "" ? null : endOfDay(expiry) })),
    onSuccess: async (answer) => {
      toast.success(text.granted(answer.email));
      setEmail("");
      setReason("");
      setExpiry("");
      await refresh();
    },
    onError: (error) => toastFailure(error, { failed: text.grantFailed, error: text.grantFailed }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An unreadable date (a five-digit year) would otherwise go as null: access without an end.
    if (expiry !== "" && !Number.isFinite(endOfDay(expiry))) {
      toast.error(text.invalidExpiry);
      return;
    }
    grant.mutate();
  };
  return (
    <form onSubmit={submit} className="mt-6 grid gap-3 desktop:grid-cols-[2fr_2fr_1fr_auto] desktop:items-end">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-700">
          {text.grantEmail}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-reason`} className="text-sm font-medium text-slate-700">
          {text.grantReason}
        </label>
        <input
          id={`${id}-reason`}
          required
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className={inputClass}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-expiry`} className="text-sm font-medium text-slate-700">
          {text.grantExpiry}
        </label>
        <input
          id={`${id}-expiry`}
          type="date"
          max="9999-12-31"
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          className={inputClass}
        />
      </div>
      <button type="submit" disabled={grant.isPending} aria-busy={grant.isPending} className={buttonClass("primary")}>
        {grant.isPending && <Spinner decorative className="size-4" />}
        {text.grantButton}
      </button>
    </form>
  );
}

// An admin grants and revokes help desk access, with an expiry and a reason.
export function HelpDeskAccess() {
  const { data, isPending, isError } = useQuery(roleGrantsQuery);
  return (
    <section aria-labelledby="help-desk-access" className="mt-10">
      <h2 id="help-desk-access" className="text-xl font-semibold text-slate-900">
        {text.helpDeskTitle}
      </h2>
      <div className="mt-4">
        <Panel hint={text.helpDeskHint}>
          {isPending && <Skeleton className="h-16 w-full" />}
          {isError && (
            <p role="alert" className="text-sm text-red-700">
              {text.grantsFailed}
            </p>
          )}
          {data && data.grants.length === 0 && <p className="text-sm text-slate-600">{text.noGrants}</p>}
          {data && data.grants.length > 0 && (
            <DataTable
              caption={text.helpDeskTitle}
              headings={[
                text.columnName,
                text.grantEmail,
                text.columnExpires,
                text.columnReason,
                managePage.columns.actions,
              ]}
            >
              {data.grants.map((grant) => (
                <tr key={grant.userId}>
                  <td className={CELL}>{grant.displayName}</td>
                  <td className={`${CELL} break-words font-medium`}>{grant.email}</td>
                  <td className={`${CELL} whitespace-nowrap`}>
                    {grant.expiresAt === null ? text.never : formatShortDateTime(grant.expiresAt)}
                    {grant.expired && (
                      <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                        {text.expired}
                      </span>
                    )}
                  </td>
                  <td className={CELL}>{grant.reason}</td>
                  <td className={`${CELL} text-right`}>
                    <RevokeButton grant={grant} />
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
          <GrantForm />
        </Panel>
      </div>
    </section>
  );
}
