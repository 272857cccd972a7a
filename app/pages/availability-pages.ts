import { lazy } from "react";

// The availability checker and the reservation page load on demand, as the account screens do, so
// the first paint of / stays within DESIGN section 11's budget.
export const AvailabilityPage = lazy(() => import("./availability"));
export const ReservationPage = lazy(() => import("./reservation"));
