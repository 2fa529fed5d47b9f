import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import formatjs from 'eslint-plugin-formatjs';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'src/web/route-tree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Scripts served as they are to other sites' pages (embed.js).
    files: ['src/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web app never imports server code.' },
            {
              group: ['**/i18n/static-words*'],
              message: 'The web app downloads one language (src/web/i18n/load-messages.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Every word a person reads comes from the catalogues (issue 34, point 5): no text in JSX,
    // nor in the props Mantine shows as text.
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/**/*.test.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              [
                '*',
                '{label,description,error,placeholder,title,message,nothingFoundMessage,confirmLabel,cancelLabel,children}',
              ],
            ],
          },
        },
      ],
    },
  },
  {
    // Tests may read every language at once.
    files: ['src/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web app never imports server code.' },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
);
