import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { auth, password as passwordText, reset } from "../../domain/messages/accounts";
import { passwordError } from "../../domain/passwords";
import { isResetTokenInvalid, resetTokenError, resetUpdateError } from "../api/account-errors";
import { resetPassword, resetTokenQuery } from "../api/accounts";
import { unwrap } from "../api/client";
import { AuthCard } from "../components/auth/auth-card";
import { CardSpinner } from "../components/auth/card-spinner";
import { FormAlert } from "../components/auth/form-alert";
import { NewPasswordFields } from "../components/auth/new-password-fields";
import { SubmitButton } from "../components/auth/submit-button";
import { buttonClass } from "../components/ui/button-styles";
import { Link } from "../components/ui/link";
import { Spinner } from "../components/ui/spinner";
import { toast } from "../components/ui/toast";
import { useNavigate } from "../hooks/use-navigate";
import { useSetSessionUser } from "../hooks/use-session-changes";
import { SIGN_IN_PATH } from "../paths";

// The success screen goes home after 3 seconds.
const REDIRECT_DELAY_MS = 3000;

// The reset e-mail links to /reset-password?token=; the spec's recovery form of the home address
// (/?access_token=…&type=recovery, in the query or the hash) carries the same token.
function useResetToken(): string | null {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const fromHash = new URLSearchParams(hash.replace(/^#/, "")).get("access_token");
  const token = params.get("token") ?? params.get("access_token") ?? fromHash;
  return token === null || token.trim() === "" ? null : token.trim();
}

export default function ResetPasswordPage() {
  const token = useResetToken();
  const [rejection, setRejection] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const check = useQuery(resetTokenQuery(token));

  let body: ReactNode;
  if (token === null) body = <InvalidLink message={reset.noToken} />;
  else if (rejection !== null) body = <InvalidLink message={rejection} />;
  else if (done) body = <Updated />;
  else if (check.isPending) body = <CardSpinner label={reset.validating} />;
  else if (check.isError) body = <InvalidLink message={resetTokenError(check.error)} />;
  else
    body = (
      <NewPasswordForm token={token} email={check.data.email} onDone={() => setDone(true)} onRejected={setRejection} />
    );

  return <AuthCard title={reset.title}>{body}</AuthCard>;
}

function InvalidLink({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={message} />
      <Link to={SIGN_IN_PATH} className={buttonClass("primary")}>
        {reset.backToSignIn}
      </Link>
    </div>
  );
}

function Updated() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate("/"), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="flex flex-col items-center gap-3 py-2 text-center">
      <FormAlert tone="success" message={reset.success} />
      <span className="text-brand-700">
        <Spinner decorative />
      </span>
    </div>
  );
}

type TProblem = { message: string; field?: "password" | "confirm" };

function NewPasswordForm({
  token,
  email,
  onDone,
  onRejected,
}: {
  token: string;
  email: string;
  onDone: () => void;
  onRejected: (message: string) => void;
}) {
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [problem, setProblem] = useState<TProblem | null>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);
  const setUser = useSetSessionUser();
  const update = useMutation({ mutationFn: (value: string) => unwrap(resetPassword(token, { password: value })) });

  const refuse = (next: TProblem) => {
    setProblem(next);
    (next.field === "confirm" ? confirmInput : passwordInput).current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setProblem(null);
    const weakness = passwordError(password);
    if (weakness !== null) return refuse({ message: weakness, field: "password" });
    if (password !== confirmation) return refuse({ message: passwordText.mismatch, field: "confirm" });
    update.mutate(password, {
      onSuccess: () => {
        // The API revokes every session of the account with the old password.
        setUser(null);
        toast.success(auth.passwordUpdated);
        onDone();
      },
      onError: (error) => {
        if (isResetTokenInvalid(error)) onRejected(resetTokenError(error));
        else setProblem({ message: resetUpdateError(error) });
      },
    });
  };

  const [before, after = ""] = reset.forEmail(email).split(email);
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-center text-sm text-slate-600">
        {before}
        <strong className="break-all font-semibold text-slate-900">{email}</strong>
        {after}
      </p>
      {/* Lets a password manager file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        password={password}
        onPasswordChange={setPassword}
        confirmation={confirmation}
        onConfirmationChange={setConfirmation}
        passwordRef={passwordInput}
        confirmRef={confirmInput}
        invalid={problem?.field}
      />
      <FormAlert message={problem?.message ?? null} />
      <SubmitButton busy={update.isPending} busyLabel={reset.updating}>
        {reset.update}
      </SubmitButton>
    </form>
  );
}
