import { useNavigate } from "react-router";
import { layout } from "../../../domain/messages/site";
import { buttonClass } from "../ui/button-styles";

// A button, not a link: going home also clears the flow's pending state (core-flow section 4).
export function HomeButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate("/")} className={buttonClass("secondary")}>
      {layout.home}
    </button>
  );
}
