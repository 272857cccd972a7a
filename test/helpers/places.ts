// Points on the map the tests use, in both runtimes.

// Where a bought pin is placed unless a test says otherwise (by Buckingham Palace).
export const PLACE = { latitude: 51.501364, longitude: -0.14189 };

// Where the browser says the visitor is, in browser tests that grant geolocation (Westminster).
export const HERE = { latitude: 51.5007, longitude: -0.1246 };
