import { rmSync } from "node:fs";
import { createServer } from "node:net";
import type { TestProject } from "vitest/node";
import { prepareLocalApp, startLocalApp, type TLocalApp } from "../../tools/local-app.ts";

const PERSIST_TO = ".wrangler/e2e-state";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

// The suite runs the app exactly as `npm start` does, on its own database and ports.
export default async function setup(project: TestProject) {
  rmSync(PERSIST_TO, { recursive: true, force: true });
  await prepareLocalApp(PERSIST_TO);
  const app: TLocalApp = await startLocalApp({
    port: await freePort(),
    inspectorPort: await freePort(),
    persistTo: PERSIST_TO,
  });
  project.provide("baseUrl", app.url);
  return () => app.stop();
}
