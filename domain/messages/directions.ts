// The search result's screen: the pin's details, the start point and the map app chooser.

export const resultPage = {
  // The heading of the owner's arrival note, under the way there.
  arrivalNote: "Arrival note",
  coordinatesLabel: "Coordinates",
  copyCoordinates: "Copy coordinates",
  copied: "Copied",
  mapLabel: (name: string) => `Map showing ${name}`,
  // Leaflet's own names for its zoom buttons, which the map shows before Leaflet has loaded.
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  chooseApp: "Choose your map app",
  chooseAppDetail: "Directions open in a new tab.",
  openInApp: (app: string) => `Open in the ${app} app`,
  openInBrowser: (app: string) => `Open ${app} in your browser`,
  // Ours: plain links beside Get Directions, which work before (and without) any script.
  directionsFromHere: "Directions from where you are:",
} as const;

export const directions = {
  geolocationUnsupported: "Geolocation not supported",
  locationDenied: "Location access denied: Please enable location access or enter a start address",
  addressNotFound: "Address not found",
  geocodingFailed: "Geocoding failed",
  geocodingBusy: "Geocoding failed: Address search is busy, please try again in a few seconds",
  directionsFailed: "Directions failed: Could not calculate directions",
  directionsBusy: "Directions failed: Route planning is busy, please try again in a few seconds",
  // Never shown: a map draws a failed tile as a blank square; the words are for API clients.
  mapTileFailed: "Map tile unavailable",
  noSuchMapTile: "No such map tile",
  appUnavailable: (app: string) => `${app} not available`,
  copyFailed: "Copy failed",
  opening: (app: string) => `Opening ${app}`,
  loaded: "Directions loaded",
  appleMaps: "Apple Maps",
  googleMaps: "Google Maps",
} as const;

// The start-point dialog's own words (the spec names its three choices, not their
// labels) and the driving route shown in the map app chooser.
export const startPoint = {
  title: "Where are you starting from?",
  detail: "Use your current location or type a start address.",
  useCurrentLocation: "Use current location",
  or: "or",
  addressLabel: "Start address",
  addressPlaceholder: "Enter a start address",
  useAddress: "Use this address",
  cancel: "Cancel",
  fromCurrentLocation: "Starting from your current location",
  fromAddress: (label: string) => `Starting from ${label}`,
  distance: (kilometres: string, miles: string) => `${kilometres} km (${miles} mi)`,
  duration: (hours: number, minutes: number) =>
    hours === 0 ? `${minutes} min` : minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`,
  routeSummary: (distance: string, duration: string) => `Driving route: ${distance}, about ${duration}`,
} as const;
