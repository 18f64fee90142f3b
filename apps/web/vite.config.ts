import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islandsEntry } from "./islands-plugin";

// In development the API runs as its own process; forward its paths so the app can keep
// calling its own origin (VITE_API_BASE stays empty, as in production).
const apiTarget = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), islandsEntry(path.resolve(import.meta.dirname, "app"))],
  build: {
    // The one chunk over Vite's 500 kB default is three.js for the hero's decorative network
    // (network-effect.ts, ~540 kB), loaded lazily after first paint on wide screens only. Every
    // chunk a page needs at first load is far below this; see docs/decisions/014-quiet-build.md.
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod's sources mention `@__PURE__` inside prose comments; Rollup drops those comments and
        // says so on every build. Harmless, and nothing we can change in our code.
        if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/zod/")) return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: {
      "/api": apiTarget,
      "/chat": apiTarget,
    },
  },
});
