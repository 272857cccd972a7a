import { layout } from "../../../domain/messages/site";
import { useNavigate } from "../../hooks/use-navigate";
import { useHydrated } from "../../hydration";
import { buttonClass } from "../ui/button-styles";

// A button, not a link: going home also clears the purchase flow's pending state.
// Without scripts it could do nothing, so it is not shown (the header's logo still leads home),
// and it waits for the page's script, as every such button does, rather than take a press it would lose.
export function HomeButton() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      disabled={!hydrated}
      onClick={() => navigate("/")}
      className={`${buttonClass("secondary")} js-only`}
    >
      {layout.home}
    </button>
  );
}
