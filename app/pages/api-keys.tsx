import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import { apiKeysPage as text } from "../../domain/messages/developers";
import { apiKeysQuery, type TApiKey } from "../api/api-keys";
import { CreateKeyButton, CreateKeyDialog } from "../components/api-keys/create-key-dialog";
import { KeyCard } from "../components/api-keys/key-card";
import { UsageCard } from "../components/api-keys/usage-card";
import { SignInFirst } from "../components/auth/sign-in-first";
import { PageShell } from "../components/layout/page-shell";
import { Link } from "../components/ui/link";
import { ListLoading, LoadFailed } from "../components/ui/load-states";
import { useSession } from "../hooks/use-session";
import { useForgetEndedSession } from "../hooks/use-session-changes";

// /account/api-keys: the signed-in account's keys to the public API and this month's use of them.
export default function ApiKeysPage() {
  const { user, isPending } = useSession();
  let body = <ListLoading label={text.loading} />;
  if (!isPending && user === null) body = <SignInFirst message={text.signInFirst} />;
  else if (user !== null) body = <AccountKeys userId={user.id} />;
  return (
    <PageShell title={text.title}>
      <div className="mt-2 flex flex-col gap-6">
        <div className="flex flex-col items-start gap-2">
          <p className="text-slate-700">{text.intro}</p>
          <Link to="/developers" className="font-medium text-brand-700 underline hover:text-brand-800">
            {text.guideLink}
          </Link>
        </div>
        {body}
      </div>
    </PageShell>
  );
}

function AccountKeys({ userId }: { userId: string }) {
  const { data, error, refetch } = useQuery(apiKeysQuery(userId));
  const forgetEndedSession = useForgetEndedSession();
  // A session ended elsewhere: the page offers to sign in again instead of a retry that cannot work.
  useEffect(() => {
    if (error !== null) forgetEndedSession(error);
  }, [error, forgetEndedSession]);

  if (data === undefined) {
    if (error === null) return <ListLoading label={text.loading} />;
    return <LoadFailed message={text.loadFailed} retry={text.retry} onRetry={() => void refetch()} />;
  }
  return (
    <>
      <UsageCard usage={data.usage} />
      <KeyList keys={data.keys} allowance={data.usage.quota} />
    </>
  );
}

function KeyList({ keys, allowance }: { keys: TApiKey[]; allowance: number }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <CreateKeyDialog allowance={allowance}>
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
            {text.keysHeading}
          </h2>
          {keys.length > 0 && <CreateKeyButton />}
        </div>
        {keys.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <p className="text-slate-700">{text.empty}</p>
            <CreateKeyButton prominent />
          </div>
        ) : (
          <ul className="flex flex-col gap-4">
            {keys.map((key) => (
              <KeyCard key={key.id} apiKey={key} allowance={allowance} onRevoked={() => heading.current?.focus()} />
            ))}
          </ul>
        )}
      </section>
    </CreateKeyDialog>
  );
}
