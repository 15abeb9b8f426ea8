import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Player features import each other only through their index.ts (docs/RULES.md, module anatomy).
 * A file `depth` folders below its feature's own folder reaches another feature as
 * `../` × (depth + 1) + `<feature>/…`, or through `features/` one level further up; `[a-z]*` (a
 * folder name, never `..`) keeps lib/, components/ and app/, one `../` further up, allowed. A glob cannot know which feature
 * a file is in, hence one block per depth.
 */
const featureBoundaries = [0, 1, 2, 3].map((depth) => {
  const up = '../'.repeat(depth + 1);
  return {
    files: [`player/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                `${up}[a-z]*/*`,
                `${up}../features/*/*`,
                `!${up}[a-z]*/index`,
                `!${up}../features/*/index`,
              ],
              message:
                'Import another feature through its index.ts (export what you need there), or move shared code to lib/ or components/.',
            },
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['player/src/**/*.{ts,tsx}', 'backoffice/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  ...featureBoundaries,
  {
    // Tests read JSON answers of many shapes.
    files: ['**/*.test.{ts,tsx}', 'api/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
