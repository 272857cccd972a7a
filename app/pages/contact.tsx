import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { MAX_EMAIL_LENGTH } from "../../domain/accounts";
import { capMessage, MAX_CONTACT_MESSAGE_LENGTH, MAX_CONTACT_SUBJECT_LENGTH } from "../../domain/contact";
import { contactPage as text } from "../../domain/messages/contact";
import { limitMessage } from "../api/client";
import { sendContactMessage } from "../api/contact";
import { PageShell } from "../components/layout/page-shell";
import { buttonClass, inputClass } from "../components/ui/button-styles";
import { DialogFrame } from "../components/ui/dialog-frame";
import { NeedsJavaScript } from "../components/ui/needs-javascript";
import { Spinner } from "../components/ui/spinner";
import { useSession } from "../hooks/use-session";
import { useTypedBeforeHydration } from "../hooks/use-typed-before-hydration";

const LABEL = "text-sm font-medium text-slate-800";

// /contact: email, subject and a message of at most 200
// characters, Send disabled while a field is empty or a send is under way, then a dialog. The
// sign-in form's fields look the same, but importing them from here split the auth screens' shared
// code into more files, each one more entry in the first paint's list of lazy files.
export default function ContactPage() {
  const { user } = useSession();
  const emailId = useId();
  const subjectId = useId();
  const messageId = useId();
  const counterId = useId();
  const [email, setEmail] = useState("");
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // The signed-in address fills the field once it is known, unless the visitor has typed already.
  const emailTyped = useRef(false);
  const emailField = useRef<HTMLInputElement>(null);
  const subjectField = useRef<HTMLInputElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(emailField, (typed) => {
    emailTyped.current = true;
    setEmail(typed);
  });
  useTypedBeforeHydration(subjectField, setSubject);
  useTypedBeforeHydration(messageField, (typed) => setMessage(capMessage(typed)));
  useEffect(() => {
    if (user && !emailTyped.current) setEmail(user.email);
  }, [user]);

  const blank = [email, subject, message].some((value) => value.trim() === "");

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (blank || sending) return;
    setSending(true);
    setFailure(null);
    const result = await sendContactMessage({ email, subject, message });
    setSending(false);
    if (!result.ok) {
      setFailure(limitMessage(result.error) ?? text.sendFailed);
      return;
    }
    emailTyped.current = false;
    setEmail(user?.email ?? "");
    setSubject("");
    setMessage("");
    setSent(true);
  }

  return (
    <PageShell title={text.title}>
      <p className="mt-3 text-slate-600">{text.intro}</p>
      <form onSubmit={onSubmit} className="mt-8 flex max-w-xl flex-col gap-5">
        <NeedsJavaScript />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={emailId} className={LABEL}>
            {text.email}
          </label>
          <input
            ref={emailField}
            id={emailId}
            type="email"
            autoComplete="email"
            required
            maxLength={MAX_EMAIL_LENGTH}
            value={email}
            onChange={(event) => {
              emailTyped.current = true;
              setEmail(event.target.value);
            }}
            className={inputClass}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={subjectId} className={LABEL}>
            {text.subject}
          </label>
          <input
            ref={subjectField}
            id={subjectId}
            required
            maxLength={MAX_CONTACT_SUBJECT_LENGTH}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            className={inputClass}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={messageId} className={LABEL}>
            {text.message}
          </label>
          <textarea
            ref={messageField}
            id={messageId}
            required
            rows={5}
            maxLength={MAX_CONTACT_MESSAGE_LENGTH}
            aria-describedby={counterId}
            value={message}
            // maxLength stops typing at the limit; text set any other way is cut to it here too.
            onChange={(event) => setMessage(capMessage(event.target.value))}
            className={`${inputClass} resize-y`}
          />
          <p id={counterId} className="self-end text-xs tabular-nums text-slate-600">
            <span aria-hidden="true">{text.counter(message.length, MAX_CONTACT_MESSAGE_LENGTH)}</span>
            <span className="sr-only">{text.counterLabel(message.length, MAX_CONTACT_MESSAGE_LENGTH)}</span>
          </p>
        </div>
        {failure && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {failure}
          </p>
        )}
        <button
          type="submit"
          disabled={blank || sending}
          aria-busy={sending}
          className={`${buttonClass("primary")} desktop:w-48`}
        >
          {sending && <Spinner decorative className="size-4" />}
          {sending ? text.sending : text.send}
        </button>
      </form>
      <Dialog.Root open={sent} onOpenChange={setSent}>
        <DialogFrame title={text.sentTitle} description={<p>{text.sentBody}</p>}>
          <div className="flex justify-end">
            <Dialog.Close className={buttonClass("primary")}>{text.done}</Dialog.Close>
          </div>
        </DialogFrame>
      </Dialog.Root>
    </PageShell>
  );
}
