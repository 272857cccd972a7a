import { type ReactNode, useEffect } from "react";
import { useSearchParams } from "react-router";
import { parseCoordinates } from "../../domain/coordinates";
import { create, purchase } from "../../domain/messages/purchase";
import { layout } from "../../domain/messages/site";
import { normalizeName, type TTier, validateName } from "../../domain/names";
import NameRulesAlert from "../components/create/name-rules-alert";
import { PinEditor } from "../components/create/pin-editor";
import { PinPlacement } from "../components/create/pin-placement";
import { CreateMap } from "../components/map/lazy-maps";
import { buttonClass } from "../components/ui/button-styles";
import { UserIcon } from "../components/ui/icons";
import { Spinner } from "../components/ui/spinner";
import { useNameHold } from "../hooks/use-name-hold";
import { useNavigate } from "../hooks/use-navigate";
import { useResumedPurchase } from "../hooks/use-resumed-purchase";
import { useSession } from "../hooks/use-session";
import { useStartPosition } from "../hooks/use-start-position";
import { clearStoredItem } from "../storage";

// The create page. Given a pin id it is the edit mode reached from the
// manage page: same map, no hold, and Save in place of Buy.
export default function CreatePage({ name: requested, editPinId }: { name: string; editPinId?: number }) {
  const name = normalizeName(requested);
  const validation = validateName(requested, window.location.origin);
  if (editPinId !== undefined) {
    return (
      <CreateFrame title={create.editingTitle(name)}>
        <EditWorkspace name={name} pinId={editPinId} />
      </CreateFrame>
    );
  }
  return (
    <CreateFrame title={create.creatingTitle(name)}>
      {validation.tier ? (
        <CreateWorkspace name={name} tier={validation.tier} />
      ) : (
        <NameRulesAlert error={validation.error ?? ""} />
      )}
    </CreateFrame>
  );
}

function CreateFrame({ title, children }: { title: string; children: ReactNode }) {
  const navigate = useNavigate();
  const { user } = useSession();
  // Home gives the name up: the pending purchase goes, and leaving frees the hold.
  const goHome = () => {
    clearStoredItem("pendingPurchase");
    navigate("/");
  };
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 desktop:py-8">
      <div className="flex flex-col items-start gap-3 desktop:flex-row desktop:items-center desktop:gap-4">
        <button type="button" onClick={goHome} className={buttonClass("secondary")}>
          {layout.home}
        </button>
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold tracking-tight desktop:text-3xl">{title}</h1>
          {user !== null && (
            <p className="mt-0.5 flex items-center gap-1.5 break-all text-sm text-slate-600">
              <UserIcon className="size-4 shrink-0 text-brand-700" />
              {user.displayName}
            </p>
          )}
        </div>
      </div>
      {children}
    </div>
  );
}

function CreateWorkspace({ name, tier }: { name: string; tier: TTier }) {
  const [params] = useSearchParams();
  const resume = useResumedPurchase(name);
  const resumed = resume.purchase;
  const start = useStartPosition(resumed ?? parseCoordinates(params.get("lat"), params.get("lng")));
  const hold = useNameHold(resume.ready ? name : null, { resuming: resumed !== null });

  // The map's code downloads while the name is held and the browser locates the visitor.
  useEffect(() => {
    void CreateMap.preload();
  }, []);

  if (resume.handOverFailed) {
    return <ResumeFailed message={create.purchaseResumeFailed} busy={resume.retrying} onRetry={resume.retry} />;
  }
  if (hold.failure !== null) {
    return <ResumeFailed message={create.creationResumeFailed} detail={hold.failure} onRetry={hold.retry} />;
  }
  if (!hold.held || start === null) return <CreateLoading />;
  return (
    <PinPlacement
      name={name}
      tier={tier}
      start={start}
      resumed={resumed}
      source={params.get("source") ?? resumed?.source ?? ""}
      keepHold={hold.keep}
    />
  );
}

// A purchase that could not be resumed is kept, so trying again carries on where it stopped.
function ResumeFailed({
  message,
  detail = "",
  busy = false,
  onRetry,
}: {
  message: string;
  detail?: string;
  busy?: boolean;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-semibold">{message}</p>
      {detail !== "" && <p className="mt-1">{detail}</p>}
      <button
        type="button"
        onClick={onRetry}
        disabled={busy}
        aria-busy={busy}
        className={`${buttonClass("secondary")} mt-4`}
      >
        {busy && <Spinner decorative className="size-4" />}
        {purchase.retry}
      </button>
    </div>
  );
}

function CreateLoading() {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white py-20 text-slate-700"
    >
      <Spinner decorative className="size-10 text-brand-700" />
      <p className="font-medium">{create.loading}</p>
    </div>
  );
}

// The pin's stored place comes in the link from the manage page; without it the editor cannot start.
function EditWorkspace({ name, pinId }: { name: string; pinId: number }) {
  const [params] = useSearchParams();
  const known = parseCoordinates(params.get("lat"), params.get("lng"));
  const start = useStartPosition(known);
  if (start === null) return <CreateLoading />;
  return <PinEditor name={name} pinId={pinId} start={start} />;
}
