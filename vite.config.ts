import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import vike from "vike/plugin";
import type { Plugin, UserConfig } from "vite";
import { inlineAttributeNames } from "./site/enhance/inline-attribute-names.ts";
import { preactInTheBrowser } from "./site/enhance/islands/preact-in-the-browser.ts";

/**
 * Preact (the islands' React in the browser, see preact-in-the-browser.ts) and the islands' door to
 * it: one chunk, loaded only by a page that hydrates an island.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/]preact[\\/]|[\\/]site[\\/]enhance[\\/]islands[\\/]hydrate-island\.ts$/;
/** The modules registered in site/enhance/registry.ts: `ContactForm.tsx` → `island-ContactForm`. */
const ISLAND_MODULE = /[\\/]site[\\/]components[\\/][^\\/]+[\\/]([A-Za-z]+)\.tsx$/;

/**
 * Browser chunk names say what a chunk is, so `npm run bench` can split a page's JavaScript into
 * enhance (site/enhance/'s script, its page behaviours and the island loader), framework (Preact)
 * and islands.
 */
function chunkFileName(chunk: { name: string; facadeModuleId: string | null; moduleIds: string[] }): string {
  if (chunk.name === "framework") return "assets/chunks/framework-[hash].js";
  const island = chunk.facadeModuleId ? ISLAND_MODULE.exec(chunk.facadeModuleId) : null;
  if (island) return `assets/chunks/island-${island[1]}-[hash].js`;
  return "assets/chunks/chunk-[hash].js";
}

/**
 * Vike adds its own server-routing client entry for pages without client routing, even when, as
 * here, every page loads its own client entry (site/+client.ts) instead. Nothing loads that entry;
 * built beside ours, it would split Vite's dynamic-import helper into a shared chunk that every
 * page then fetches before its script can run.
 */
const UNUSED_VIKE_ENTRY = "entries/entry-server-routing";
function dropUnusedVikeEntry(): Plugin {
  return {
    name: "drop-unused-vike-entry",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    options(options) {
      const { input } = options;
      if (input && typeof input === "object" && !Array.isArray(input) && UNUSED_VIKE_ENTRY in input) {
        const { [UNUSED_VIKE_ENTRY]: _unused, ...rest } = input;
        return { ...options, input: rest };
      }
      return null;
    },
  };
}

export default {
  plugins: [
    // No Fast Refresh: React's refresh runtime cannot update the islands, which Preact renders in the
    // browser; an edited island's module reloads the page instead.
    react({ refreshExclude: /./ }),
    preactInTheBrowser(),
    vike(),
    tailwindcss(),
    dropUnusedVikeEntry(),
    inlineAttributeNames(),
  ],
  // Processed images, the sitemap and robots.txt are written here by the pipeline.
  publicDir: "site/generated/public",
  build: {
    target: "es2022",
    reportCompressedSize: false,
    // Rolldown's "plugins took n s" advice, printed with colour codes even into a log, is about this
    // shared 2-core machine's load, not something to act on; the build prints its own stage times.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            chunkFileNames: chunkFileName,
            // A function, not `codeSplitting` groups: Vike wraps it with its CSS chunking workaround.
            manualChunks: (id: string) => (FRAMEWORK.test(id) ? "framework" : undefined),
          },
        },
      },
    },
  },
} satisfies UserConfig;
