// What one run of a scheduled job may spend at most, in what Cloudflare counts per invocation: D1
// queries (each statement of a batch counted as one) and subrequests (fetch, Stripe's calls among
// them, Cache API, R2 and Durable Object calls). The jobs of one schedule run in one invocation
// and share its limits (docs/scaling.md#the-scheduled-jobs), so each job states its worst case.
export type TRunBudget = { queries: number; subrequests: number };
