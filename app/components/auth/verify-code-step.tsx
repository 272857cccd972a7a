import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { CODE_LENGTH, MAX_CODE_ATTEMPTS } from "../../../domain/accounts";
import { auth } from "../../../domain/messages/accounts";
import { codeFailure, resendError } from "../../api/account-errors";
import { resendSignUpCode, type TCodeSent, verifySignUpCode } from "../../api/accounts";
import { unwrap } from "../../api/client";
import { formatMinutesSeconds, secondsUntil, useNow } from "../../hooks/use-now";
import { useSetSessionUser } from "../../hooks/use-session-changes";
import { buttonClass } from "../ui/button-styles";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toast";
import { MailIcon } from "./auth-icons";
import { CodeInput, type TCodeInputHandle } from "./code-input";
import { attemptsLeft, codeLock, LOCK_AFTER, type TCodeLock, type TLock } from "./code-lock";
import { FormAlert } from "./form-alert";
import type { TSignUpDetails } from "./sign-up-form";
import { SubmitButton } from "./submit-button";

const emptyCode = () => Array.from({ length: CODE_LENGTH }, () => "");

export function VerifyCodeStep({
  details,
  sent,
  onBack,
  onVerified,
  onAccountExists,
  onCreatedSignedOut,
}: {
  details: TSignUpDetails;
  sent: TCodeSent;
  onBack: () => void;
  onVerified: () => void;
  onAccountExists: (message: string) => void;
  // The account was created but not signed in: the sign-in form is next, with the reason.
  onCreatedSignedOut: (message: string) => void;
}) {
  const [digits, setDigits] = useState(emptyCode);
  const [code, setCode] = useState(sent);
  const [failures, setFailures] = useState(0);
  const [serverLock, setServerLock] = useState<TCodeLock | null>(null);
  // blamesCode marks the slots invalid; a network fault is not the code's.
  const [verifyProblem, setVerifyProblem] = useState<{ message: string; blamesCode: boolean } | null>(null);
  const [resendProblem, setResendProblem] = useState<string | null>(null);
  const codeInput = useRef<TCodeInputHandle>(null);
  // Focus returns to the first slot after the render that enables the slots again.
  const [focusRequest, setFocusRequest] = useState(0);
  const lockAlert = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const labelId = useId();
  const noticeId = useId();
  const setUser = useSetSessionUser();

  const now = useNow();
  const secondsLeft = secondsUntil(code.expiresAt, now);
  const resendIn = secondsUntil(code.resendAt, now);
  const locked = codeLock(serverLock, failures, secondsLeft);
  const lock = locked?.lock ?? null;

  // The answer that creates the account also sets its session cookies. Should the session not
  // start once the account exists, the answer says so, and the owner signs in with the password
  // (the spec's fallback, which a sign-in here would only repeat).
  const verify = useMutation({
    mutationFn: (input: { email: string; code: string }) => unwrap(verifySignUpCode(input)),
  });
  const resend = useMutation({ mutationFn: () => unwrap(resendSignUpCode({ email: details.email })) });

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new request asks for focus again
  useEffect(() => {
    codeInput.current?.focus(0);
  }, [focusRequest]);

  // The disabled slots cannot keep focus; the reason and the way out are read instead.
  useEffect(() => {
    if (lock !== null) lockAlert.current?.focus();
  }, [lock]);

  const askForWholeCode = (typed: number) => {
    setVerifyProblem({ message: auth.completeCode, blamesCode: true });
    codeInput.current?.focus(typed);
  };

  const lockSlots = (next: TLock, message: string) => {
    if (next === "too-many") setFailures(MAX_CODE_ATTEMPTS);
    setServerLock({ lock: next, message });
  };

  const countWrongCode = (message: string) => {
    setFailures((count) => count + 1);
    setVerifyProblem({ message, blamesCode: true });
    setFocusRequest((count) => count + 1);
  };

  const onCodeRefused = (error: unknown) => {
    const failure = codeFailure(error);
    if (failure.kind === "account-exists") return onAccountExists(failure.message);
    if (failure.kind === "created-signed-out") return onCreatedSignedOut(failure.message);
    if (failure.kind === "unreachable") return setVerifyProblem({ message: failure.message, blamesCode: false });
    // Section 4: the code field is cleared after each failure.
    setDigits(emptyCode());
    const next = LOCK_AFTER[failure.kind];
    if (next === undefined) countWrongCode(failure.message);
    else lockSlots(next, failure.message);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lock !== null || verify.isPending) return;
    const entered = digits.join("").replace(/\s/g, "");
    if (entered.length !== CODE_LENGTH) return askForWholeCode(entered.length);
    setVerifyProblem(null);
    verify.mutate(
      { email: details.email, code: entered },
      {
        onSuccess: ({ user }) => {
          setUser(user);
          toast.success(auth.emailVerified);
          onVerified();
        },
        onError: onCodeRefused,
      },
    );
  };

  // A new code starts over: counter, expiry and lock.
  const onResend = () => {
    setResendProblem(null);
    resend.mutate(undefined, {
      onSuccess: (next) => {
        setCode(next);
        setFailures(0);
        setServerLock(null);
        setVerifyProblem(null);
        setDigits(emptyCode());
        toast.success(auth.newCodeSent);
        setFocusRequest((count) => count + 1);
      },
      onError: (error) => setResendProblem(resendError(error)),
    });
  };

  // The address stands out in the notice, whatever the wording around it.
  const [noticeBefore, noticeAfter = ""] = auth.codeSentTo(details.email).split(details.email);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-col items-center gap-2 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MailIcon />
        </span>
        <h2 id={headingId} className="text-xl font-bold">
          {auth.checkEmail}
        </h2>
        <p id={noticeId} className="text-sm text-slate-700">
          {noticeBefore}
          <strong className="break-all font-semibold text-slate-900">{details.email}</strong>
          {noticeAfter}
        </p>
        <p className="text-sm text-slate-500">{auth.junkHint}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p id={labelId} className="text-center text-sm font-medium text-slate-800">
          {auth.codeLabel}
        </p>
        <CodeInput
          ref={codeInput}
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            if (verifyProblem?.message === auth.completeCode) setVerifyProblem(null);
          }}
          disabled={lock !== null}
          readOnly={verify.isPending}
          invalid={verifyProblem?.blamesCode === true && lock === null}
          labelledBy={labelId}
          describedBy={noticeId}
        />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-slate-600">
          <p role="timer" className={`tabular-nums ${secondsLeft < 60 ? "font-medium text-red-700" : ""}`}>
            {auth.codeExpiresIn(formatMinutesSeconds(secondsLeft))}
          </p>
          <p>{auth.attemptsRemaining(attemptsLeft(lock, failures))}</p>
        </div>
        {locked !== null ? (
          <FormAlert ref={lockAlert} message={locked.message} />
        ) : (
          <FormAlert message={verifyProblem?.message ?? null} />
        )}
        <SubmitButton busy={verify.isPending} busyLabel={auth.verifying} disabled={lock !== null}>
          {auth.verifyCode}
        </SubmitButton>
      </form>
      <FormAlert message={resendProblem} />
      <div className="grid gap-2 desktop:grid-cols-2">
        <button
          type="button"
          onClick={onResend}
          disabled={resendIn > 0 || resend.isPending || verify.isPending}
          aria-busy={resend.isPending}
          className={`${buttonClass("secondary")} tabular-nums`}
        >
          {resend.isPending && <Spinner decorative className="size-4" />}
          {resendIn > 0 ? auth.resendIn(resendIn) : auth.resendCode}
        </button>
        <button type="button" onClick={onBack} disabled={verify.isPending} className={buttonClass("ghost")}>
          {auth.backToSignUp}
        </button>
      </div>
    </section>
  );
}
