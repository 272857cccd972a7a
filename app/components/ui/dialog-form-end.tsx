import * as Dialog from "@radix-ui/react-dialog";
import { buttonClass } from "./button-styles";
import { Spinner } from "./spinner";

// The end of a form in a dialog: the server's refusal, said beside the field it concerns (its id
// is the field's aria-describedby), then Cancel and the submit button, busy while it is answered.
export function DialogFormEnd({
  refusal,
  refusalId,
  cancel,
  submit,
  pending,
  disabled,
  tone = "primary",
}: {
  refusal: string | null;
  refusalId: string;
  cancel: string;
  submit: string;
  pending: boolean;
  disabled: boolean;
  tone?: "primary" | "danger";
}) {
  return (
    <>
      {refusal !== null && (
        <p id={refusalId} role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 desktop:flex-row desktop:justify-end">
        <Dialog.Close type="button" className={buttonClass("secondary")} disabled={pending}>
          {cancel}
        </Dialog.Close>
        <button type="submit" disabled={pending || disabled} aria-busy={pending} className={buttonClass(tone)}>
          {pending && <Spinner decorative className="size-4" />}
          {submit}
        </button>
      </div>
    </>
  );
}
