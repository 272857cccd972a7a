import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { API_KEY_NAME_MAX, type TApiKeyKind } from "../../../domain/api-keys";
import { apiKeysPage, apiRefusals, apiKeyDialogs as text } from "../../../domain/messages/developers";
import { createApiKey, type TNewApiKey } from "../../api/api-keys";
import { unwrap } from "../../api/client";
import { buttonClass, inputClass } from "../ui/button-styles";
import { DialogFormEnd } from "../ui/dialog-form-end";
import { DialogFrame } from "../ui/dialog-frame";
import { KindChoice } from "./kind-choice";
import { capOf, MonthlyCapField } from "./monthly-cap-field";
import { SecretView, secretFrame, type TIssuedKey } from "./secret-view";
import { useKeyAction } from "./use-key-action";

// The server says which field a refusal concerns only in its words, which are the catalogue's
// (in the page's language), so they are matched here to mark that field.
const NAME_REFUSALS: string[] = [apiRefusals.nameRequired, apiRefusals.nameTooLong];
const WEBSITE_REFUSALS: string[] = [
  apiRefusals.websiteRequired,
  apiRefusals.websiteInvalid,
  apiRefusals.tooManyWebsites,
  apiRefusals.serverKeyWebsites,
];

const blank = { name: "", kind: "server" as TApiKeyKind, websites: "", cap: "" };

// One website a line, as typed; the server reads each as its origin and refuses one that is none.
const originsOf = (websites: string) =>
  websites
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

// Its button moves from the empty list to the list's heading once the first key is made; the dialog
// wraps both places, so it stays open, showing the new key's secret, as the list changes under it.
// A browser key, which anyone may copy out of a page, is offered a monthly cap of its own, at most
// the account's allowance.
export function CreateKeyDialog({ allowance, children }: { allowance: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(blank);
  const [issued, setIssued] = useState<TIssuedKey | null>(null);
  const ids = { name: useId(), websites: useId(), websitesHint: useId(), refusal: useId() };
  const {
    mutation: create,
    refusal,
    clearRefusal,
    refuse,
  } = useKeyAction({
    run: async (input: TNewApiKey) => {
      const { key, secret } = await unwrap(createApiKey(input));
      setIssued({ name: key.name, secret });
    },
    failed: text.createFailed,
  });
  const onOpenChange = (next: boolean) => {
    if (create.isPending && issued === null) return;
    setForm(blank);
    setIssued(null);
    clearRefusal();
    setOpen(next);
  };
  const change = (edit: Partial<typeof blank>) => {
    setForm({ ...form, ...edit });
    clearRefusal();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.name.trim() === "") return;
    const browser = form.kind === "browser";
    const checked = browser ? capOf(form.cap, allowance) : { cap: null };
    if ("refusal" in checked) return refuse(checked.refusal);
    create.mutate({
      name: form.name,
      kind: form.kind,
      origins: browser ? originsOf(form.websites) : [],
      monthlyCap: checked.cap,
    });
  };
  const invalid = (refusals: string[]) => refusal !== null && refusals.includes(refusal);
  const describedBy = (refusals: string[], hint?: string) =>
    [hint, invalid(refusals) ? ids.refusal : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {children}
      <DialogFrame
        title={issued === null ? text.createTitle : secretFrame.title}
        description={issued === null ? text.createDescription : secretFrame.description}
      >
        {issued !== null ? (
          <SecretView issued={issued} />
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={ids.name} className="text-sm font-medium text-slate-800">
                {text.nameLabel}
              </label>
              <input
                id={ids.name}
                autoComplete="off"
                required
                maxLength={API_KEY_NAME_MAX}
                placeholder={text.namePlaceholder}
                value={form.name}
                aria-invalid={invalid(NAME_REFUSALS)}
                aria-describedby={describedBy(NAME_REFUSALS)}
                onChange={(event) => change({ name: event.target.value })}
                className={inputClass}
              />
            </div>
            <KindChoice kind={form.kind} onChange={(kind) => change({ kind })} />
            {form.kind === "browser" && (
              <div className="flex flex-col gap-1.5">
                <label htmlFor={ids.websites} className="text-sm font-medium text-slate-800">
                  {text.websitesLabel}
                </label>
                <textarea
                  id={ids.websites}
                  rows={3}
                  spellCheck={false}
                  autoComplete="off"
                  value={form.websites}
                  aria-invalid={invalid(WEBSITE_REFUSALS)}
                  aria-describedby={describedBy(WEBSITE_REFUSALS, ids.websitesHint)}
                  onChange={(event) => change({ websites: event.target.value })}
                  className={`${inputClass} font-mono text-sm`}
                />
                <p id={ids.websitesHint} className="text-xs text-slate-600">
                  {text.websitesHint}
                </p>
              </div>
            )}
            {form.kind === "browser" && (
              <MonthlyCapField
                value={form.cap}
                allowance={allowance}
                refusal={refusal}
                refusalId={ids.refusal}
                onChange={(cap) => change({ cap })}
              />
            )}
            <DialogFormEnd
              refusal={refusal}
              refusalId={ids.refusal}
              cancel={text.cancel}
              submit={text.createSubmit}
              pending={create.isPending}
              disabled={form.name.trim() === ""}
            />
          </form>
        )}
      </DialogFrame>
    </Dialog.Root>
  );
}

export function CreateKeyButton({ prominent = false }: { prominent?: boolean }) {
  return (
    <Dialog.Trigger className={`${buttonClass("primary")} ${prominent ? "px-6 py-3 text-base" : ""}`}>
      {apiKeysPage.create}
    </Dialog.Trigger>
  );
}
