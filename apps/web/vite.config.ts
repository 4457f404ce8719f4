import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const apiTarget = `http://localhost:${process.env.MIZAN_API_PORT || 3000}`;

/**
 * Vendor groups that change rarely, so a release of app code keeps them cached. Route modules are
 * split by their lazy imports (src/app/router.tsx); these groups only name the shared vendor chunks.
 */
const VENDOR_CHUNKS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
  {
    name: 'headlessui',
    test: /node_modules[\\/](@headlessui|@floating-ui|@react-aria|@internationalized|@tanstack)[\\/]/,
  },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  {
    name: 'realtime',
    test: /node_modules[\\/](socket\.io-client|engine\.io-client|engine\.io-parser|socket\.io-parser|@socket\.io|xmlhttprequest-ssl)[\\/]/,
  },
];

/**
 * `--mode exam` builds the student's exam page (exam.html, issue 16) on its own, after the staff
 * app and into the same dist: in one build the two would share modules, and a domain module the
 * staff app uses (its zod schemas) would come whole into the exam page.
 */
export default defineConfig(({ mode }) => {
  const exam = mode === 'exam';
  return {
    plugins: [react(), tailwindcss()],
    resolve: {
      // '@mizan/source' points @mizan/domain/* at its TypeScript sources (see libs/domain/package.json).
      conditions: ['@mizan/source', ...defaultClientConditions],
    },
    server: {
      proxy: {
        '/api': apiTarget,
        '/socket.io': { target: apiTarget, ws: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: !exam,
      rolldownOptions: {
        input: path.resolve(import.meta.dirname, exam ? 'exam.html' : 'index.html'),
        output: { codeSplitting: { groups: VENDOR_CHUNKS } },
      },
    },
  };
});
