import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import {
  cleanDisplayName,
  hasHiddenCharacters,
  MAX_DISPLAY_NAME_LENGTH,
  MAX_EMAIL_LENGTH,
} from "../../../domain/accounts";
import { auth } from "../../../domain/messages/accounts";
import { passwordError } from "../../../domain/passwords";
import { signUpError } from "../../api/account-errors";
import { signUp, type TCodeSent } from "../../api/accounts";
import { unwrap } from "../../api/client";
import { toast } from "../ui/toast";
import { looksLikeEmail } from "./email";
import { FormAlert } from "./form-alert";
import { PasswordField } from "./password-field";
import { PasswordRules } from "./password-rules";
import { SubmitButton } from "./submit-button";
import { TextField } from "./text-field";

export type TSignUpDetails = { displayName: string; email: string; password: string };

type TProblem = { message: string; field?: "displayName" | "email" | "password" };

// The form keeps no values of its own: "Back to Sign Up" returns to it as the user left it.
export function SignUpForm({
  details,
  onChange,
  onCodeSent,
  initialProblem = null,
}: {
  details: TSignUpDetails;
  onChange: (next: Partial<TSignUpDetails>) => void;
  onCodeSent: (sent: TCodeSent, details: TSignUpDetails) => void;
  initialProblem?: string | null;
}) {
  const [problem, setProblem] = useState<TProblem | null>(() =>
    initialProblem === null ? null : { message: initialProblem },
  );
  const rulesId = useId();
  const inputs = {
    displayName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const sending = useMutation({ mutationFn: (request: TSignUpDetails) => unwrap(signUp(request)) });

  const refuse = (next: TProblem) => {
    setProblem(next);
    if (next.field) inputs[next.field].current?.focus();
  };

  // All three fields are required and the password must meet every rule.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending) return;
    setProblem(null);
    const request = {
      displayName: cleanDisplayName(details.displayName),
      email: details.email.trim(),
      password: details.password,
    };
    if (request.displayName === "") return refuse({ message: auth.displayNameRequired, field: "displayName" });
    if (hasHiddenCharacters(request.displayName))
      return refuse({ message: auth.displayNameHidden, field: "displayName" });
    if (!looksLikeEmail(request.email)) return refuse({ message: auth.invalidEmail, field: "email" });
    const weakness = passwordError(request.password);
    if (weakness !== null) return refuse({ message: weakness, field: "password" });
    sending.mutate(request, {
      onSuccess: (sent) => {
        toast.success(auth.codeSent);
        onCodeSent(sent, request);
      },
      onError: (error) => setProblem({ message: signUpError(error) }),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        ref={inputs.displayName}
        label={auth.displayName}
        value={details.displayName}
        onChange={(event) => onChange({ displayName: event.target.value })}
        autoComplete="nickname"
        maxLength={MAX_DISPLAY_NAME_LENGTH}
        invalid={problem?.field === "displayName"}
      />
      <TextField
        ref={inputs.email}
        label={auth.email}
        type="email"
        value={details.email}
        onChange={(event) => onChange({ email: event.target.value })}
        autoComplete="email"
        maxLength={MAX_EMAIL_LENGTH}
        autoCapitalize="none"
        spellCheck={false}
        invalid={problem?.field === "email"}
      />
      <PasswordField
        ref={inputs.password}
        label={auth.password}
        value={details.password}
        onChange={(value) => onChange({ password: value })}
        autoComplete="new-password"
        describedBy={rulesId}
        invalid={problem?.field === "password"}
      >
        <PasswordRules id={rulesId} value={details.password} />
      </PasswordField>
      <FormAlert message={problem?.message ?? null} />
      <SubmitButton busy={sending.isPending} busyLabel={auth.sendingVerification}>
        {auth.createAccount}
      </SubmitButton>
    </form>
  );
}
