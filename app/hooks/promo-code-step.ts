import { validateName } from "../../domain/names";
import { LANDING_OFFER, TRIAL_TIER } from "../../domain/promotions";
import { getStoredItem } from "../storage";

// The landing's offer once checked for this name: the code and what it gives.
export type TOffer = { code: string; gives: string } | null;

// The promotion-code step starts from the code the buyer typed for this name before, or from the
// landing's offer when it applies to this name; a code the buyer typed is checked when they apply
// it, and refused aloud.
export type TPurchaseStep =
  | { kind: "idle" }
  | { kind: "promo"; code: string; offer: TOffer }
  | { kind: "promoError"; message: string; code: string };

// The code the buyer typed for this name before (a resumed purchase's), never one of another name's.
export function typedPromoCode(name: string): string {
  const stored = getStoredItem("pendingPurchase");
  return stored?.mypin === name ? stored.promoCode : "";
}

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

// The landing's offer, "Free3", pre-filled for the name a buyer brings from there: FREE3 is a trial
// of Premium names alone, so a name of another tier is offered nothing.
export function landingOffer(name: string, source: string): string | null {
  if (source !== "landing") return null;
  return validateName(name).tier === TRIAL_TIER.FREE3 ? LANDING_OFFER : null;
}

// The landing's offer, when the code applied is the one the step opened with: checked already.
export function appliedOffer(step: TPurchaseStep, promoCode: string): TOffer {
  return step.kind === "promo" && step.offer !== null && sameCode(promoCode, step.offer.code) ? step.offer : null;
}
