import { lazy } from "react";

// Leaflet loads only when the create page is about to show its map (DESIGN section 11).
export const loadCreateMap = () => import("./create-map");

export const CreateMap = lazy(loadCreateMap);
