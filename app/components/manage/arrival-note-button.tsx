import * as Dialog from "@radix-ui/react-dialog";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { NOTE_MAX_CHARACTERS, normalizeNote, noteLength } from "../../../domain/arrival-notes";
import { arrivalNotes, managePage } from "../../../domain/messages/manage";
import { failureOf, hasCode, unwrap } from "../../api/client";
import { type TOwnedPin, writeArrivalNote } from "../../api/my-pins";
import { useRefreshMyPins } from "../../hooks/use-my-pins";
import { useForgetEndedSession } from "../../hooks/use-session-changes";
import { inputClass } from "../ui/button-styles";
import { DialogFormEnd } from "../ui/dialog-form-end";
import { DialogFrame } from "../ui/dialog-frame";
import { toast } from "../ui/toast";
import { smallButtonClass } from "./small-button";

// On the owner's manage page: the arrival note visitors see under the pin's directions. The count
// is of the note as it will be saved (domain/arrival-notes.ts), so trailing spaces and extra blank
// lines do not use up the owner's characters.
export function ArrivalNoteButton({ pin }: { pin: TOwnedPin }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(pin.note ?? "");
  const [refusal, setRefusal] = useState<string | null>(null);
  const fieldId = useId();
  const counterId = useId();
  const refusalId = useId();
  const refreshMyPins = useRefreshMyPins();
  const forgetEndedSession = useForgetEndedSession();
  const save = useMutation({
    mutationFn: (note: string) => unwrap(writeArrivalNote(pin.id, note)),
    onSuccess: async (answer) => {
      toast.success(answer.pin.note === null ? arrivalNotes.removed : arrivalNotes.saved);
      setOpen(false);
      await refreshMyPins();
    },
    // A refusal the owner can fix in the box is said beside it, in the server's words; any other
    // failure (no answer, a session ended) is a toast, and the dialog keeps the text as typed.
    onError: (error) => {
      if (hasCode(error, "BAD_REQUEST", "NOTE_EXPLETIVE")) return setRefusal(failureOf(error).message);
      forgetEndedSession(error);
      toast.error(arrivalNotes.saveFailed(error.message || managePage.unreachable));
    },
  });
  const left = NOTE_MAX_CHARACTERS - noteLength(normalizeNote(text));

  const onOpenChange = (next: boolean) => {
    if (save.isPending) return;
    if (next) {
      setText(pin.note ?? "");
      setRefusal(null);
    }
    setOpen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (left >= 0) save.mutate(text);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={smallButtonClass}>{arrivalNotes.edit}</Dialog.Trigger>
      <DialogFrame title={arrivalNotes.dialogTitle(pin.mypin)} description={arrivalNotes.dialogBody}>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
              {arrivalNotes.label}
            </label>
            <textarea
              id={fieldId}
              rows={5}
              value={text}
              placeholder={arrivalNotes.placeholder}
              aria-invalid={refusal !== null || left < 0}
              aria-describedby={refusal === null ? counterId : `${refusalId} ${counterId}`}
              onChange={(event) => {
                setText(event.target.value);
                setRefusal(null);
              }}
              className={`${inputClass} resize-y`}
            />
            <p
              id={counterId}
              className={`self-end text-xs tabular-nums ${left < 0 ? "font-medium text-red-800" : "text-slate-600"}`}
            >
              {left < 0 ? arrivalNotes.charactersOver(-left) : arrivalNotes.charactersLeft(left)}
            </p>
          </div>
          <DialogFormEnd
            refusal={refusal}
            refusalId={refusalId}
            cancel={arrivalNotes.cancel}
            submit={arrivalNotes.save}
            pending={save.isPending}
            disabled={left < 0}
          />
        </form>
      </DialogFrame>
    </Dialog.Root>
  );
}
