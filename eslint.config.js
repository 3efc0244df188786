// Lint rules for the whole project: typescript-eslint's recommended set, strict on what matters.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'dev-dist/**', 'node_modules/**', 'test-output/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The layering of DESIGN.md: the engine and the games are pure, so they never reach the screens,
    // the storage or the camera (nor the libraries behind them).
    files: ['src/engine/**', 'src/games/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/ui/**', '**/store/**', '**/scan/**', '**/i18n/**', '**/sync/**'],
              message:
                'src/engine and src/games are pure: they import nothing from ui, store, scan, i18n or sync.',
            },
            {
              group: [
                'solid-js',
                'solid-js/*',
                'dexie',
                'tesseract.js',
                'tesseract.js/*',
                'yjs',
                'y-protocols',
                'y-protocols/*',
                'lib0',
                'lib0/*',
              ],
              message: 'src/engine and src/games are pure: no DOM, storage, OCR or sync library.',
            },
          ],
        },
      ],
    },
  },
);
