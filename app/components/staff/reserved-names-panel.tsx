import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";

import { reservedNamesPanel } from "../../../domain/messages/staff";
import { failureOf, unwrap } from "../../api/client";
import { releaseReservedName, reservedReleasesQuery } from "../../api/staff-pins";
import { formatShortDateTime } from "../../formats";
import { buttonClass, inputClass } from "../ui/button-styles";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toast";

// A reserved brand name is not for sale (docs/decisions/020) until staff release it to the account
// that proved it owns the brand, by a system admin. Folded away, since most visits to the staff
// views are for pins; the help desk sees what was released.
export function ReservedNamesPanel({ canRelease }: { canRelease: boolean }) {
  // Its list is asked for only once the panel is opened.
  const [open, setOpen] = useState(false);
  return (
    <details
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-xl border border-slate-200 bg-white"
    >
      <summary className="cursor-pointer list-none rounded-xl px-4 py-3 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 desktop:px-6">
        <span className="mr-2 inline-block transition-transform group-open:rotate-90" aria-hidden="true">
          ›
        </span>
        {reservedNamesPanel.title}
      </summary>
      {open && (
        <div className="flex flex-col gap-6 border-t border-slate-200 px-4 py-4 desktop:px-6">
          <p className="text-sm text-slate-600">{reservedNamesPanel.intro}</p>
          {canRelease ? <ReleaseForm /> : <p className="text-sm text-slate-600">{reservedNamesPanel.adminsOnly}</p>}
          <Releases />
        </div>
      )}
    </details>
  );
}

function ReleaseForm() {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [reason, setReason] = useState("");
  const ids = { name: useId(), email: useId(), reason: useId(), error: useId() };
  const queryClient = useQueryClient();
  const release = useMutation({
    mutationFn: () => unwrap(releaseReservedName({ name, email, reason })),
    onSuccess: async ({ release: done }) => {
      toast.success(reservedNamesPanel.released(done.name));
      setName("");
      setEmail("");
      setReason("");
      await queryClient.invalidateQueries({ queryKey: reservedReleasesQuery.queryKey });
    },
  });
  const problem = release.error === null ? null : failureOf(release.error).message || reservedNamesPanel.failed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    release.mutate();
  };

  const field = (id: string, label: string, value: string, set: (next: string) => void, type = "text") => (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => set(event.target.value)}
        required
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        aria-describedby={problem === null ? undefined : ids.error}
        className={inputClass}
      />
    </div>
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <div className="grid gap-3 desktop:grid-cols-3">
        {field(ids.name, reservedNamesPanel.name, name, setName)}
        {field(ids.email, reservedNamesPanel.email, email, setEmail, "email")}
        {field(ids.reason, reservedNamesPanel.reason, reason, setReason)}
      </div>
      {problem !== null && (
        <p id={ids.error} role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <div>
        <button type="submit" disabled={release.isPending} aria-busy={release.isPending} className={buttonClass()}>
          {release.isPending && <Spinner decorative className="size-4" />}
          {reservedNamesPanel.release}
        </button>
      </div>
    </form>
  );
}

function Releases() {
  const { data, error, refetch } = useQuery(reservedReleasesQuery);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {reservedNamesPanel.listHeading}
      </h2>
      {data === undefined ? (
        error === null ? (
          <Spinner className="size-6 text-brand-700" />
        ) : (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
            {reservedNamesPanel.loadFailed}
            <button type="button" onClick={() => void refetch()} className={buttonClass("secondary")}>
              {reservedNamesPanel.retry}
            </button>
          </div>
        )
      ) : data.releases.length === 0 ? (
        <p className="text-sm text-slate-600">{reservedNamesPanel.none}</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-slate-200 text-sm">
          {data.releases.map((entry) => (
            <li key={entry.name} className="flex flex-col gap-0.5 py-2 desktop:flex-row desktop:gap-3">
              <span className="font-semibold text-slate-900">{entry.name}</span>
              <span className="break-all text-slate-700">{reservedNamesPanel.releasedTo(entry.ownerEmail)}</span>
              <span className="text-slate-600">{entry.reason}</span>
              <span className="text-slate-500 desktop:ml-auto">
                {reservedNamesPanel.releasedBy(entry.releasedBy ?? reservedNamesPanel.formerStaff)}{" "}
                {formatShortDateTime(entry.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
