import { defineConfig } from "vite";

// The job page's post rendered on the server (app/job-view/server.tsx): a small ES module for
// Node that the API imports from build/job-view/ (docs/decisions/078). React, React Router and
// the other packages of node_modules stay imports; our workspaces' TypeScript is bundled.
export default defineConfig({
  esbuild: { jsx: "automatic" },
  publicDir: false,
  build: {
    ssr: "app/job-view/server.tsx",
    outDir: "build/job-view",
    emptyOutDir: true,
    minify: false,
    rollupOptions: { output: { entryFileNames: "job-view.js" } },
  },
  ssr: { noExternal: [/^@site\//] },
});
