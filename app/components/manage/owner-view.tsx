import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { signInRequired } from "../../../domain/messages/accounts";
import { landing } from "../../../domain/messages/landing";
import { manage, managePage } from "../../../domain/messages/manage";
import { accountMenu } from "../../../domain/messages/site";
import { TIER_ORDER, tierLabel } from "../../../domain/names";
import { myPinsQuery } from "../../api/my-pins";
import { useNavigate } from "../../hooks/use-navigate";
import { useSession } from "../../hooks/use-session";
import { SIGN_IN_PATH } from "../../paths";
import { HomeButton } from "../layout/home-button";
import { buttonClass } from "../ui/button-styles";
import { Link } from "../ui/link";
import { ListLoading, LoadFailed } from "../ui/load-states";
import { toast } from "../ui/toast";
import { GraceBanners } from "./grace-banner";
import { IncomingTransfers } from "./incoming-transfers";
import { Pager } from "./pager";
import { PinGroup } from "./pin-group";

// The owner's view of the manage page: their pins by tier, with the
// owner's actions; signed out, the way to sign in.
export default function OwnerView() {
  const { user } = useSession();
  return user === null ? <SignInFirst /> : <OwnedPins />;
}

function Header({ count }: { count?: number }) {
  return (
    <div className="flex flex-col items-start gap-3 desktop:flex-row desktop:items-center desktop:gap-4">
      <HomeButton />
      <div>
        <h1 className="text-2xl font-bold tracking-tight desktop:text-3xl">{manage.ownerTitle}</h1>
        {count !== undefined && <p className="text-slate-600">{managePage.countCreated(count)}</p>}
      </div>
    </div>
  );
}

function Loading() {
  return (
    <>
      <Header />
      <ListLoading />
    </>
  );
}

function SignInFirst() {
  return (
    <>
      <Header />
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <p className="font-semibold">{signInRequired.viewOwn}</p>
        <p className="mt-1 text-slate-600">{managePage.signInPrompt}</p>
        <Link to={SIGN_IN_PATH} className={`${buttonClass("primary")} mt-4`}>
          {accountMenu.signIn}
        </Link>
      </div>
    </>
  );
}

function OwnedPins() {
  const [page, setPage] = useState(1);
  const { data, error, isFetching, refetch } = useQuery(myPinsQuery(page));

  useEffect(() => {
    if (error !== null) toast.error(manage.loadFailed, { id: "my-pins-failed" });
  }, [error]);

  if (data === undefined) {
    if (error === null) return <Loading />;
    return (
      <>
        <Header />
        <LoadFailed onRetry={() => void refetch()} />
      </>
    );
  }
  if (data.total === 0) return <NoPinsYet />;

  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <>
      <Header count={data.total} />
      <IncomingTransfers />
      <GraceBanners pins={data.pins} />
      <div aria-busy={isFetching} className="flex flex-col gap-8">
        {TIER_ORDER.map((tier) => {
          const pins = data.pins.filter((pin) => pin.tier === tier);
          if (pins.length === 0) return null;
          return (
            <PinGroup key={tier} heading={managePage.groupHeading(tierLabel(tier), data.counts[tier])} pins={pins} />
          );
        })}
      </div>
      {pages > 1 && <Pager page={data.page} pages={pages} busy={isFetching} onPage={setPage} />}
    </>
  );
}

function NoPinsYet() {
  const navigate = useNavigate();
  return (
    <>
      <Header count={0} />
      <IncomingTransfers />
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <h2 className="text-xl font-semibold">{manage.emptyTitle}</h2>
        <p className="text-slate-600">{manage.emptyBody}</p>
        <button type="button" onClick={() => navigate("/")} className={`${buttonClass("primary")} mt-3`}>
          {landing.createButton}
        </button>
      </div>
    </>
  );
}
