import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import vike from "vike/plugin";
import type { UserConfig } from "vite";

export default {
  plugins: [react(), vike(), tailwindcss()],
  // Processed images, the sitemap and robots.txt are written here by the pipeline.
  publicDir: "site/generated/public",
  build: { target: "es2022", reportCompressedSize: false },
} satisfies UserConfig;
