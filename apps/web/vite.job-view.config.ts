import { defineConfig } from "vite";

// The job page's post rendered on the server (app/job-view/server.tsx): a small ES module for
// Node that the API imports from build/job-view/ (docs/decisions/078). React, React Router and
// the other packages of node_modules stay imports; our workspaces' TypeScript is bundled. Beside
// it, a signed-in candidate's own pages (app/candidate-view/server.tsx, decision 136).
export default defineConfig({
  esbuild: { jsx: "automatic" },
  publicDir: false,
  build: {
    ssr: true,
    outDir: "build/job-view",
    emptyOutDir: true,
    minify: false,
    rollupOptions: {
      input: { "job-view": "app/job-view/server.tsx", "candidate-view": "app/candidate-view/server.tsx" },
      output: { entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
    },
  },
  ssr: { noExternal: [/^@site\//] },
});
