import { defineConfig } from 'vitest/config';

// Unit tests (beside the code in src/) and API tests (tests/api/, against the real server and database).
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'tests/api/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
