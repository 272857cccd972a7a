import { type Ref, useId } from "react";
import { reset } from "../../../domain/messages/accounts";
import { PasswordField } from "./password-field";
import { PasswordRules } from "./password-rules";

// A new password with its rules, and the same typed again: the reset and change-password forms.
export function NewPasswordFields({
  password,
  onPasswordChange,
  confirmation,
  onConfirmationChange,
  passwordRef,
  confirmRef,
  invalid,
}: {
  password: string;
  onPasswordChange: (value: string) => void;
  confirmation: string;
  onConfirmationChange: (value: string) => void;
  passwordRef: Ref<HTMLInputElement>;
  confirmRef: Ref<HTMLInputElement>;
  invalid: "password" | "confirm" | undefined;
}) {
  const rulesId = useId();
  return (
    <>
      <PasswordField
        ref={passwordRef}
        label={reset.newPassword}
        value={password}
        onChange={onPasswordChange}
        autoComplete="new-password"
        describedBy={rulesId}
        invalid={invalid === "password"}
      >
        <PasswordRules id={rulesId} value={password} />
      </PasswordField>
      <PasswordField
        ref={confirmRef}
        label={reset.confirmPassword}
        value={confirmation}
        onChange={onConfirmationChange}
        autoComplete="new-password"
        invalid={invalid === "confirm"}
      />
    </>
  );
}
