import { defineConfig } from 'vitest/config';

// Browser tests: Debian's chromium driven by playwright-core against the built app and a real server.
export default defineConfig({
  test: {
    root: '.',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
