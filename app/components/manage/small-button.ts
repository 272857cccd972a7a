import { buttonClass } from "../ui/button-styles";

// The table's buttons sit many to a row, so they are the secondary button, tightened.
export const smallButtonClass = `${buttonClass("secondary")} px-3 py-1.5`;
