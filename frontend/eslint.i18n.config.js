// @ts-check
// Issue 18: every string a component shows comes from the message catalogues (src/locales, lib/i18n). This rule
// fails on text written straight into JSX — children, template literals and the attributes people read
// (labels, titles, alt text, placeholders). `npm run lint` (part of `make test`) runs it with the other rules;
// `npm run build` only bundles, so the checks are not run twice.
import i18next from 'eslint-plugin-i18next'
import tseslint from 'typescript-eslint'

export const literalStrings = {
  files: ['src/**/*.tsx'],
  ignores: ['src/**/*.test.tsx', 'src/testing/**'],
  plugins: { i18next },
  rules: {
    'i18next/no-literal-string': [
      'error',
      {
        mode: 'jsx-only',
        'should-validate-template': true,
        'jsx-attributes': {
          include: [
            'alt',
            'aria-label',
            'aria-description',
            'aria-roledescription',
            'aria-valuetext',
            'title',
            'placeholder',
            'label',
            'heading',
            'description',
            'hint',
            'message',
            'emptyText',
            'confirmLabel',
            'cancelLabel',
            'submitLabel',
          ],
        },
        words: {
          // Not words: numbers, punctuation and symbols (₹, ·, ×, →), an upper-case code.
          exclude: [/^[\s\d\p{P}\p{S}]*$/u, /^[A-Z_-]+$/],
        },
      },
    ],
  },
}

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules'] },
  { files: ['src/**/*.tsx'], languageOptions: { parser: tseslint.parser } },
  literalStrings,
)
