// The pages' security policy has no 'unsafe-eval'. Zod probes for `new Function` on its first
// object parse, and although it catches the refusal, Chrome still reports a CSP violation (an issue
// Lighthouse scores under best practices). Jitless, zod never asks. Zod keeps its configuration on
// this global, which z.config({ jitless: true }) would write; writing it here, first thing in
// main.tsx, sets it before any chunk loads zod, without bringing zod's core (some 4 KB gzip) into
// the first paint. test/unit/zod-without-eval.test.ts checks zod still reads it.
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
