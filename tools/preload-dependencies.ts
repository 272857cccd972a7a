import type { Plugin, ResolveModulePreloadDependenciesFn, Rolldown } from "vite";

// Each import() of a chunk names, in the first paint's entry, the chunks to preload beside it, so
// a screen's code arrives in one round trip rather than import by import. Vite's list also names
// the imported chunk itself, which the import() fetches at the same moment anyway (Vite's helper
// does not wait for a script's preload), and the chunks the importing one imports, which are
// loaded before it runs: neither list entry fetches anything. Left out, the entry is about 350
// bytes gzip lighter, and every chunk a screen needs still loads alongside it.
export function preloadDependencies(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let bundle: Rolldown.OutputBundle = {};
  const loadedBefore = new Map<string, Set<string>>();

  // The chunks that have run before a chunk's code runs: itself and all it imports.
  const loadedWith = (fileName: string) => {
    const known = loadedBefore.get(fileName);
    if (known !== undefined) return known;
    const loaded = new Set<string>();
    const visit = (name: string) => {
      const chunk = bundle[name];
      if (loaded.has(name) || chunk?.type !== "chunk") return;
      loaded.add(name);
      for (const imported of chunk.imports) visit(imported);
    };
    visit(fileName);
    loadedBefore.set(fileName, loaded);
    return loaded;
  };

  return {
    // Vite writes the lists as the bundle is generated, after this plugin has been given it.
    plugin: {
      name: "mypin-preload-dependencies",
      apply: "build",
      applyToEnvironment: (environment) => environment.name === "client",
      generateBundle(_options, output) {
        bundle = output;
        loadedBefore.clear();
      },
    },
    // An HTML page's own preloads (hostType "html") stay as Vite makes them.
    resolveDependencies(fileName, dependencies, { hostId, hostType }) {
      if (hostType !== "js") return dependencies;
      if (bundle[hostId] === undefined) throw new Error(`${hostId} asks for preloads before its bundle was seen`);
      const loaded = loadedWith(hostId);
      return dependencies.filter((dependency) => dependency !== fileName && !loaded.has(dependency));
    },
  };
}
