import type { Plugin } from "vite";

// Every page paints from its HTML (docs/decisions/037): its scripts only attach to what is already
// shown, so they load at low priority and never compete with what the first paint needs. Lighthouse
// counts a high-priority script that arrived before the first paint as blocking it.
export const LOW_PRIORITY = 'fetchpriority="low"';

export function lowPriorityScripts(): Plugin {
  return {
    name: "mypin-low-priority-scripts",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html
          .replaceAll('<script type="module" crossorigin', `<script type="module" ${LOW_PRIORITY} crossorigin`)
          .replaceAll('<link rel="modulepreload" crossorigin', `<link rel="modulepreload" ${LOW_PRIORITY} crossorigin`),
    },
  };
}
