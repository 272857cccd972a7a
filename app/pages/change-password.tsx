import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { auth, password as passwordText, changePassword as text } from "../../domain/messages/accounts";
import { passwordError } from "../../domain/passwords";
import { changePasswordFailure } from "../api/account-errors";
import { changePassword } from "../api/accounts";
import { unwrap } from "../api/client";
import { AuthCard } from "../components/auth/auth-card";
import { CardSpinner } from "../components/auth/card-spinner";
import { FormAlert } from "../components/auth/form-alert";
import { NewPasswordFields } from "../components/auth/new-password-fields";
import { PasswordField } from "../components/auth/password-field";
import { SignInFirst } from "../components/auth/sign-in-first";
import { SubmitButton } from "../components/auth/submit-button";
import { toast } from "../components/ui/toast";
import { useNavigate } from "../hooks/use-navigate";
import { useSession } from "../hooks/use-session";
import { useSetSessionUser } from "../hooks/use-session-changes";

// The account menu's Change Password: the API keeps this browser signed in and signs out the others.
export default function ChangePasswordPage() {
  const { user, isPending } = useSession();
  let body = <ChangePasswordForm email={user?.email ?? ""} />;
  if (isPending) body = <CardSpinner label={text.loading} />;
  else if (user === null) body = <SignInFirst message={text.signInFirst} />;
  return <AuthCard title={text.title}>{body}</AuthCard>;
}

type TField = "current" | "password" | "confirm";
type TProblem = { message: string; field?: TField };

function ChangePasswordForm({ email }: { email: string }) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [problem, setProblem] = useState<TProblem | null>(null);
  const inputs = {
    current: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };
  const navigate = useNavigate();
  const setUser = useSetSessionUser();
  const update = useMutation({
    mutationFn: (json: { currentPassword: string; newPassword: string }) => unwrap(changePassword(json)),
  });

  const refuse = (found: TProblem) => {
    setProblem(found);
    if (found.field) inputs[found.field].current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setProblem(null);
    if (current === "") return refuse({ message: text.currentRequired, field: "current" });
    const weakness = passwordError(next);
    if (weakness !== null) return refuse({ message: weakness, field: "password" });
    if (next !== confirmation) return refuse({ message: passwordText.mismatch, field: "confirm" });
    update.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          toast.success(auth.passwordUpdated);
          navigate("/");
        },
        onError: (error) => {
          const failure = changePasswordFailure(error);
          if (failure.kind === "signed-out") setUser(null);
          else if (failure.kind === "current") refuse({ message: failure.message, field: "current" });
          else setProblem({ message: failure.message });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-center text-sm text-slate-600">{text.intro}</p>
      {/* Lets a password manager file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        ref={inputs.current}
        label={text.currentPassword}
        value={current}
        onChange={setCurrent}
        autoComplete="current-password"
        invalid={problem?.field === "current"}
      />
      <NewPasswordFields
        password={next}
        onPasswordChange={setNext}
        confirmation={confirmation}
        onConfirmationChange={setConfirmation}
        passwordRef={inputs.password}
        confirmRef={inputs.confirm}
        invalid={problem?.field === "current" ? undefined : problem?.field}
      />
      <FormAlert message={problem?.message ?? null} />
      <SubmitButton busy={update.isPending} busyLabel={text.submitting}>
        {text.submit}
      </SubmitButton>
    </form>
  );
}
