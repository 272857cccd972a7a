import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { MAX_EMAIL_LENGTH } from "../../../domain/accounts";
import { auth } from "../../../domain/messages/accounts";
import { accountMenu } from "../../../domain/messages/site";
import { resetRequestError, signInError } from "../../api/account-errors";
import { requestPasswordReset } from "../../api/accounts";
import { unwrap } from "../../api/client";
import { useSignIn } from "../../hooks/use-sign-in-and-out";
import { Spinner } from "../ui/spinner";
import { toast } from "../ui/toast";
import { looksLikeEmail } from "./email";
import { FormAlert } from "./form-alert";
import { PasswordField } from "./password-field";
import { SubmitButton } from "./submit-button";
import { TextField } from "./text-field";

type TProblem = { message: string; field?: "email" | "password" };

export function SignInForm({
  notice = null,
  email,
  onEmailChange,
  onSignedIn,
}: {
  // What brought the visitor here, above the form (an account just created, say).
  notice?: string | null;
  email: string;
  onEmailChange: (value: string) => void;
  onSignedIn: () => void;
}) {
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<TProblem | null>(null);
  const [resetSent, setResetSent] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const signIn = useSignIn();
  const reset = useMutation({ mutationFn: (address: string) => unwrap(requestPasswordReset({ email: address })) });
  const busy = signIn.isPending || reset.isPending;

  const refuse = (next: TProblem) => {
    setProblem(next);
    if (next.field === "email") emailInput.current?.focus();
    if (next.field === "password") passwordInput.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    setResetSent(false);
    const address = email.trim();
    if (!looksLikeEmail(address)) return refuse({ message: auth.invalidEmail, field: "email" });
    if (password === "") return refuse({ message: auth.passwordRequired, field: "password" });
    signIn.mutate(
      { email: address, password },
      {
        onSuccess: () => {
          toast.success(auth.welcomeBack);
          onSignedIn();
        },
        onError: (error) => setProblem({ message: signInError(error) }),
      },
    );
  };

  // Forgot password: the reset needs the address typed in the form first.
  const onForgot = () => {
    if (busy) return;
    setProblem(null);
    setResetSent(false);
    const address = email.trim();
    if (address === "") return refuse({ message: auth.emailFirst, field: "email" });
    reset.mutate(address, {
      onSuccess: () => {
        setResetSent(true);
        toast.success(auth.resetEmailSent);
      },
      onError: (error) => setProblem({ message: resetRequestError(error), field: "email" }),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert tone="success" message={notice} />
      <TextField
        ref={emailInput}
        label={auth.email}
        type="email"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        autoComplete="email"
        maxLength={MAX_EMAIL_LENGTH}
        autoCapitalize="none"
        spellCheck={false}
        invalid={problem?.field === "email"}
      />
      <PasswordField
        ref={passwordInput}
        label={auth.password}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
        invalid={problem?.field === "password"}
      />
      <div className="-mt-1 flex justify-end">
        <button
          type="button"
          onClick={onForgot}
          disabled={busy}
          aria-busy={reset.isPending}
          className="inline-flex items-center gap-1.5 rounded-md px-1 py-0.5 text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {reset.isPending && <Spinner decorative className="size-3.5" />}
          {reset.isPending ? auth.sending : auth.forgotPassword}
        </button>
      </div>
      <FormAlert message={problem?.message ?? null} />
      {resetSent && <FormAlert tone="success" message={auth.resetSent} />}
      <SubmitButton busy={signIn.isPending} busyLabel={auth.signingIn} disabled={reset.isPending}>
        {accountMenu.signIn}
      </SubmitButton>
    </form>
  );
}
