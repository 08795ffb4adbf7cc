import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const root = import.meta.dirname

/**
 * Two builds: the browser bundle (`dist/`, served as static files, with a manifest so the
 * server can preload each page's chunk) and, with `--ssr`, the server-rendering bundle
 * (`dist-server/`, imported by the API server and never served).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react(), tailwindcss()],
  resolve: {
    // In the browser, zod parses without compiling code: see src/zod.ts. (Exactly `zod`: the
    // shim itself imports `zod/v4`.)
    alias: isSsrBuild ? [] : [{ find: /^zod$/, replacement: path.join(root, 'src/zod.ts') }],
  },
  build: isSsrBuild
    ? {
        outDir: path.join(root, 'dist-server'),
        emptyOutDir: true,
        // The public files are served from dist/; the render bundle needs none of them.
        copyPublicDir: false,
        target: 'node20',
      }
    : {
        outDir: path.join(root, 'dist'),
        emptyOutDir: true,
        target: 'es2022',
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Everything the entry imports (React DOM, React Router, TanStack Query, the
              // layout) is one file: every page downloads all of it anyway, and apart it was
              // fourteen files, each compressed alone and each naming the others. Together they
              // are 5.7 KB smaller with brotli (issue 43: /collection 107.4 → 101.7 KB).
              groups: [{ name: 'shell', tags: ['$initial'] }],
            },
          },
        },
      },
  ssr: {
    // The workspace packages are TypeScript sources: bundle them into the render bundle.
    noExternal: [/^@adire\//],
  },
  server: {
    port: 5173,
    // In `npm run dev` the API server runs beside Vite; the browser only talks to Vite.
    proxy: {
      '/api': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
      // The payment window frames the server's Paystack emulator when no keys are set.
      '/paystack-emulator': 'http://localhost:3000',
    },
  },
}))
