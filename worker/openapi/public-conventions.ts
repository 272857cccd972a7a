// The public API's conventions, its document's info.description: what holds for every call.
export const PUBLIC_API_CONVENTIONS = `Read-only JSON under \`/v1\`, for websites and apps that send their users to a MyPin. Create a key on your account's API keys page (\`/account/api-keys\`) and send it with every call, as \`Authorization: Bearer mp_…\` or \`X-Api-Key: mp_…\`. A key is shown once, when it is created or rotated; we keep only its SHA-256.

**Keys.** A *server* key is for your servers: keep it secret. A *browser* key may sit in a web page: it answers only requests whose \`Origin\` is one of the websites it lists, so it is of no use on anyone else's site. No key, a key that is not one or a revoked (or rotated-away) key: 401 \`API_KEY_MISSING\`, \`API_KEY_INVALID\`, \`API_KEY_REVOKED\`. A browser key from a website it does not list: 403 \`API_KEY_WRONG_WEBSITE\`.

**Allowance.** Each account has 1,000 free calls a calendar month (UTC), across all its keys, and each key at most 20 calls in any 10 seconds. Every answer names the policies in the IETF field \`RateLimit-Policy: "monthly";q=1000;w=2592000, "burst";q=20;w=10\` (draft-ietf-httpapi-ratelimit-headers), and every answer to a call with a usable key, its 429s included, says what is left of them: \`RateLimit: "monthly";r=987;t=345600, "burst";r=19;t=10\` (\`r\` calls remaining, \`t\` seconds until the window starts again). Past either: 429 \`API_QUOTA_EXCEEDED\` or \`API_BURST_LIMITED\`, with \`Retry-After\` in seconds. Refused calls do not count.

**Browsers.** Every \`/v1\` answer allows any website (CORS \`Access-Control-Allow-Origin: *\`), without cookies: nothing under \`/v1\` reads or sets one. The rate-limit fields, \`Retry-After\` and \`ETag\` are exposed to scripts.

**Caching.** Answers come from MyPin's edge cache and carry an \`ETag\` and a short \`Cache-Control\` (a pin 60 s, a name's status 10 s): send \`If-None-Match\` to get 304 without the body (the call still counts).

**Errors** have one shape, \`{ "error": { "code", "message" } }\`; the message is in the request's language (\`Accept-Language\`; MyPin speaks \`en\`, \`de\`, \`fr\`, \`es\`, \`it\`, \`nl\` and \`pt\`), the code never changes. This document is \`GET /v1/openapi.json\` (OpenAPI 3.1), and needs no key.`;
