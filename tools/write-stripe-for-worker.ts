import { writeStripeForWorker } from "./stripe-for-worker.ts";

// npm install's last step (postinstall): the worker's copy of the Stripe SDK, for the installed SDK.
writeStripeForWorker();
