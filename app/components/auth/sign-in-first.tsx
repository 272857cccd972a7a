import { accountMenu } from "../../../domain/messages/site";
import { SIGN_IN_PATH } from "../../paths";
import { buttonClass } from "../ui/button-styles";
import { Link } from "../ui/link";
import { FormAlert } from "./form-alert";

// An account page opened signed out: why it needs an account, and the way to sign in.
export function SignInFirst({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-4">
      <FormAlert message={message} />
      <Link to={SIGN_IN_PATH} className={buttonClass("primary")}>
        {accountMenu.signIn}
      </Link>
    </div>
  );
}
