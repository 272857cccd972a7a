import { lazy } from "react";

// Leaflet is the largest dependency; it loads only when a map is about to show (DESIGN section 11).
export const loadPinMap = () => import("./pin-map");

export const PinMap = lazy(loadPinMap);
