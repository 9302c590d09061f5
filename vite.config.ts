import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import vike from "vike/plugin";
import type { UserConfig } from "vite";

/** React and what it runs on: one chunk, loaded only by a page that hydrates an island. */
const FRAMEWORK = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;
/** The modules registered in site/islands/registry.ts: `ContactForm.tsx` → `island-ContactForm`. */
const ISLAND_MODULE = /[\\/]site[\\/]components[\\/][^\\/]+[\\/]([A-Za-z]+)\.tsx$/;

/**
 * Browser chunk names say what a chunk is, so `npm run bench` can split a page's JavaScript into
 * frame (the shared enhancement module and island loader), framework (React) and islands.
 */
function chunkFileName(chunk: { name: string; facadeModuleId: string | null; moduleIds: string[] }): string {
  if (chunk.name === "framework") return "assets/chunks/framework-[hash].js";
  const island = chunk.facadeModuleId ? ISLAND_MODULE.exec(chunk.facadeModuleId) : null;
  if (island) return `assets/chunks/island-${island[1]}-[hash].js`;
  return "assets/chunks/chunk-[hash].js";
}

export default {
  plugins: [react(), vike(), tailwindcss()],
  // Processed images, the sitemap and robots.txt are written here by the pipeline.
  publicDir: "site/generated/public",
  build: { target: "es2022", reportCompressedSize: false },
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
