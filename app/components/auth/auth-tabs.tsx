import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export type TTab<Id extends string> = { id: Id; label: string };

// WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between the tabs and
// select them; only the selected tab is in the Tab order. Only the selected panel is rendered, so
// the two forms never put two fields with the same label on the page (and aria-controls names
// only the panel that exists).
export function AuthTabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly TTab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const target = next === undefined ? undefined : tabs[next];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target.id);
    buttons.current.get(target.id)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`rounded-lg px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
                isSelected ? "bg-white text-brand-800 shadow-sm" : "text-slate-600 hover:text-slate-900"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} className="mt-6">
        {children}
      </div>
    </div>
  );
}
