import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'api/vitest.config.ts',
      'contracts/vitest.config.ts',
      'player/vitest.config.ts',
      'backoffice/vitest.config.ts',
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] } },
    ],
    // Each API test file starts its own database; two files at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
