import type { Plugin, Rolldown } from "vite";

/**
 * What the islands (and the libraries they use, such as sonner) import of React, and what each is
 * in the browser: Preact's React API, as Preact documents the aliases for Vite. React's chunk
 * (react, react-dom, the scheduler) was 220 KB, evaluated in one task of up to 139 ms at a 4× CPU
 * slowdown; Preact's is 25 KB.
 */
const PREACT_FOR: Readonly<Record<string, string>> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-dev-runtime",
};

const preactFor = (source: string): string | undefined =>
  Object.hasOwn(PREACT_FOR, source) ? PREACT_FOR[source] : undefined;

/** For the dev server's prebundling of the browser's dependencies, which runs no Vite plugin. */
const prebundledWithPreact: Rolldown.Plugin = {
  name: "prebundled-with-preact",
  resolveId(source, importer) {
    const preact = preactFor(source);
    return preact ? this.resolve(preact, importer, { skipSelf: true }) : null;
  },
};

/**
 * The browser build and the dev server's browser side (Vite's `client` environment) get Preact
 * wherever React is imported; the server side (the prerender through vike-react and
 * react-dom/server) stays React. Vite's `resolve.alias` cannot be set per environment, hence a
 * plugin. The islands are written against React's API and render the same markup with both.
 */
export function preactInTheBrowser(): Plugin {
  return {
    name: "preact-in-the-browser",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    configEnvironment(name) {
      if (name !== "client") return null;
      return {
        optimizeDeps: {
          include: [...new Set(Object.values(PREACT_FOR))],
          rolldownOptions: { plugins: [prebundledWithPreact] },
        },
      };
    },
    resolveId(source, importer, options) {
      const preact = preactFor(source);
      return preact ? this.resolve(preact, importer, { ...options, skipSelf: true }) : null;
    },
  };
}
