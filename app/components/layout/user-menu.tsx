import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { API_KEYS_PATH } from "../../../domain/links";
import { accountMenu } from "../../../domain/messages/site";
import { useBillingPortal } from "../../hooks/use-billing-portal";
import { useDisclosure } from "../../hooks/use-disclosure";
import { useNavigate } from "../../hooks/use-navigate";
import { useSignOut } from "../../hooks/use-sign-in-and-out";
import { CHANGE_PASSWORD_PATH } from "../../paths";
import { ChevronIcon, UserIcon } from "../ui/icons";

// The signed-in header: the user's e-mail opens a menu (WAI-ARIA menu button). Enter, Space and the
// arrow keys open it with focus on its first item, and move between its items; Escape, Tab or a
// press outside close it.
export default function UserMenu({ email }: { email: string }) {
  const { open, close, toggle, panelId, panel, trigger } = useDisclosure<HTMLDivElement>();
  const signOut = useSignOut();
  const billingPortal = useBillingPortal();
  const navigate = useNavigate();
  const items = useRef<HTMLButtonElement[]>([]);
  const triggerId = useId();

  useEffect(() => {
    if (open) items.current[0]?.focus();
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    if (!open) toggle();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Tab") close();
    const last = items.current.length - 1;
    const current =
      document.activeElement instanceof HTMLButtonElement ? items.current.indexOf(document.activeElement) : -1;
    const next = {
      ArrowDown: current >= last ? 0 : current + 1,
      ArrowUp: current <= 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    items.current[next]?.focus();
  };

  // What every item shares: its place in the arrow keys' order, and focus only by those keys.
  const itemProps = (index: number) => ({
    ref: (item: HTMLButtonElement | null) => {
      if (item) items.current[index] = item;
    },
    type: "button" as const,
    role: "menuitem",
    tabIndex: -1,
    className:
      "flex w-full items-center rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none disabled:opacity-50 aria-disabled:opacity-50",
  });

  return (
    <div className="relative ml-2">
      <button
        ref={trigger}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        onKeyDown={onTriggerKeyDown}
        title={email}
        className="flex h-10 max-w-64 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <UserIcon className="size-4 shrink-0 text-brand-700" />
        <span className="truncate">{email}</span>
        <ChevronIcon className={`size-4 shrink-0 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        ref={panel}
        id={panelId}
        role="menu"
        aria-labelledby={triggerId}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className="absolute right-0 z-[1100] mt-1 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        <button
          {...itemProps(0)}
          // Not disabled while busy: a disabled item would drop the keyboard focus out of the menu.
          aria-disabled={billingPortal.isBusy}
          aria-busy={billingPortal.isBusy}
          onClick={billingPortal.open}
        >
          {accountMenu.billingPortal}
        </button>
        <button
          {...itemProps(1)}
          onClick={() => {
            close();
            navigate(CHANGE_PASSWORD_PATH);
          }}
        >
          {accountMenu.changePassword}
        </button>
        <button
          {...itemProps(2)}
          onClick={() => {
            close();
            navigate(API_KEYS_PATH);
          }}
        >
          {accountMenu.apiKeys}
        </button>
        <button
          {...itemProps(3)}
          disabled={signOut.isPending}
          onClick={() => {
            close();
            signOut.mutate();
          }}
        >
          {accountMenu.signOut}
        </button>
      </div>
    </div>
  );
}
