import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { JSX_OPTIONS } from './scripts/vite-shared';

// Two projects: the client (jsdom: DOMPurify is not safe under happy-dom) and the
// reference server (node, real embedded database).
export default defineConfig({
  oxc: JSX_OPTIONS,
  resolve: {
    alias: [
      // Overlays and menus render at once in component tests; their lazy loading on the web
      // is the browser's business and is covered end to end.
      { find: /^\.\/item-overlay-chunk$/, replacement: fileURLToPath(new URL('./src/features/catalogue/item-overlay-chunk.compact.tsx', import.meta.url)) },
      { find: /^\.\/purchase-overlays$/, replacement: fileURLToPath(new URL('./src/app/purchase-overlays.compact.tsx', import.meta.url)) },
      { find: /^\.\/menu-popup-chunk$/, replacement: fileURLToPath(new URL('./src/ui/menu-popup-chunk.compact.tsx', import.meta.url)) },
      { find: /^\.\/data-chunk$/, replacement: fileURLToPath(new URL('./src/app/data-chunk.compact.ts', import.meta.url)) },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/server/**', 'tests/resource/**'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // tests/resource: the game resource's Lua on a real Lua 5.4 (wasmoon), against the server.
          include: ['tests/server/**/*.test.ts', 'tests/resource/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
