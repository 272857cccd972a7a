import { useEffect, useRef, useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { auth } from "../../domain/messages/accounts";
import { accountMenu } from "../../domain/messages/site";
import type { TCodeSent } from "../api/accounts";
import { AuthCard } from "../components/auth/auth-card";
import { ArrowLeftIcon } from "../components/auth/auth-icons";
import { AuthTabs, type TTab } from "../components/auth/auth-tabs";
import { SignInForm } from "../components/auth/sign-in-form";
import { SignUpForm, type TSignUpDetails } from "../components/auth/sign-up-form";
import { VerifyCodeStep } from "../components/auth/verify-code-step";
import { buttonClass } from "../components/ui/button-styles";
import { PageSpinner } from "../components/ui/spinner";
import { useAfterSignIn } from "../hooks/use-after-sign-in";
import { useNavigate } from "../hooks/use-navigate";
import { useSession } from "../hooks/use-session";
import { localePath } from "../locale";
import { setStoredItem } from "../storage";

type TTabId = "sign-in" | "sign-up";

const TABS: readonly TTab<TTabId>[] = [
  { id: "sign-in", label: accountMenu.signIn },
  { id: "sign-up", label: auth.signUp },
];

// /?page=auth, to sign in or sign up. The sign-up verification step replaces the tabs.
export default function AuthPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const { user, isPending } = useSession();
  const [tab, setTab] = useState<TTabId>("sign-in");
  const [details, setDetails] = useState<TSignUpDetails>({ displayName: "", email: "", password: "" });
  // The code just sent and the details it was sent for, as the API normalised the address.
  const [pending, setPending] = useState<{ sent: TCodeSent; details: TSignUpDetails } | null>(null);
  const [signUpProblem, setSignUpProblem] = useState<string | null>(null);
  // Said above the sign-in form when a sign-up's account exists but is not signed in yet.
  const [signInNotice, setSignInNotice] = useState<string | null>(null);

  // Whoever is signed in when the screen opens is sent away at once; a sign-in made here leads on
  // through afterSignIn instead, so later changes of the session must not redirect a second time.
  const arrival = useRef<"signed-in" | "signed-out" | null>(null);
  if (arrival.current === null && !isPending) arrival.current = user === null ? "signed-out" : "signed-in";

  const wantsPurchase = params.get("intent") === "purchase";
  const signedOut = !isPending && user === null;
  useEffect(() => {
    if (wantsPurchase && signedOut) setStoredItem("authIntent", "purchase");
  }, [wantsPurchase, signedOut]);

  if (arrival.current === "signed-in") return <Navigate to={localePath("/")} replace />;
  if (arrival.current === null) return <PageSpinner />;

  const changeDetails = (next: Partial<TSignUpDetails>) => setDetails((current) => ({ ...current, ...next }));
  const selectTab = (id: TTabId) => {
    setTab(id);
    setSignUpProblem(null);
    setSignInNotice(null);
  };

  const backHome = (
    <button type="button" onClick={() => navigate("/")} className={`${buttonClass("ghost")} -ml-3`}>
      <ArrowLeftIcon />
      {auth.backToHome}
    </button>
  );

  return (
    <AuthCard title={auth.welcome} above={backHome}>
      {pending !== null ? (
        <VerifyCodeStep
          details={pending.details}
          sent={pending.sent}
          onBack={() => setPending(null)}
          onVerified={afterSignIn}
          onAccountExists={(message) => {
            setPending(null);
            setSignUpProblem(message);
          }}
          onCreatedSignedOut={(message) => {
            setPending(null);
            setTab("sign-in");
            setSignInNotice(message);
          }}
        />
      ) : (
        <AuthTabs label={auth.tabsLabel} tabs={TABS} selected={tab} onSelect={selectTab}>
          {tab === "sign-in" ? (
            <SignInForm
              notice={signInNotice}
              email={details.email}
              onEmailChange={(email) => changeDetails({ email })}
              onSignedIn={afterSignIn}
            />
          ) : (
            <SignUpForm
              details={details}
              onChange={changeDetails}
              initialProblem={signUpProblem}
              onCodeSent={(sent, request) => {
                setSignUpProblem(null);
                setPending({ sent, details: { ...request, email: sent.email } });
              }}
            />
          )}
        </AuthTabs>
      )}
    </AuthCard>
  );
}
