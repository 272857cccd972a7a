import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { useSearchParams } from "react-router";
import { auth, verifyEmail } from "../../domain/messages/accounts";
import { accountMenu } from "../../domain/messages/site";
import { createdSignedOut, verifyEmailError } from "../api/account-errors";
import { emailVerificationQuery } from "../api/accounts";
import type { TMe } from "../api/session";
import { AuthCard } from "../components/auth/auth-card";
import { CardSpinner } from "../components/auth/card-spinner";
import { FormAlert } from "../components/auth/form-alert";
import { buttonClass } from "../components/ui/button-styles";
import { Link } from "../components/ui/link";
import { Spinner } from "../components/ui/spinner";
import { toast } from "../components/ui/toast";
import { useNavigate } from "../hooks/use-navigate";
import { useSetSessionUser } from "../hooks/use-session-changes";
import { SIGN_IN_PATH } from "../paths";

// A verified user is sent home after 2 seconds.
const REDIRECT_DELAY_MS = 2000;

// /verify-email?token= from the sign-up e-mail.
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() || null;
  const verification = useQuery(emailVerificationQuery(token));

  let body: ReactNode;
  if (token === null) body = <Failed message={verifyEmail.noToken} />;
  else if (verification.isPending) body = <CardSpinner label={verifyEmail.verifying} />;
  else if (verification.isError && createdSignedOut(verification.error)) {
    body = <SignInNext message={auth.accountCreatedSignIn} />;
  } else if (verification.isError) body = <Failed message={verifyEmailError(verification.error)} />;
  else if (verification.data.status === "verified") body = <Verified user={verification.data.user} />;
  else body = <SignInNext message={verifyEmail.alreadyVerified} />;

  return <AuthCard title={verifyEmail.title}>{body}</AuthCard>;
}

function Verified({ user }: { user: TMe }) {
  const navigate = useNavigate();
  const setUser = useSetSessionUser();
  useEffect(() => {
    setUser(user);
    // The id keeps a second mount from showing the toast twice.
    toast.success(auth.emailVerified, { id: "email-verified" });
    const timer = window.setTimeout(() => navigate("/"), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [user, setUser, navigate]);
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <FormAlert tone="success" message={verifyEmail.success} />
      <span className="text-brand-700">
        <Spinner decorative />
      </span>
    </div>
  );
}

// The account exists (verified before, or just now without its session): signing in is next.
function SignInNext({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-4">
      <FormAlert tone="success" message={message} />
      <Link to={SIGN_IN_PATH} className={buttonClass("primary")}>
        {accountMenu.signIn}
      </Link>
    </div>
  );
}

function Failed({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-4">
      <FormAlert title={verifyEmail.failedTitle} message={message} />
      <Link to="/" className={buttonClass("secondary")}>
        {auth.backToHome}
      </Link>
    </div>
  );
}
