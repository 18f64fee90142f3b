import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// In development the API runs as its own process; forward its paths so the app can keep
// calling its own origin (VITE_API_BASE stays empty, as in production).
const apiTarget = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    proxy: {
      "/api": apiTarget,
      "/chat": apiTarget,
    },
  },
});
