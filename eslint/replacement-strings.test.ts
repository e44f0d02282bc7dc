import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, it } from 'vitest'
import replacementStrings from './replacement-strings.js'

// RuleTester runs its cases through whatever test framework it is given.
Object.assign(RuleTester, { afterAll, describe, it })

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
})

const NOT_CONSTANT = { message: /not a function or a string literal.*Pass a function/ }
const PATTERN = { message: /reads the '\$' in .* as a replacement pattern/ }

tester.run('no-replacement-patterns', replacementStrings.rules['no-replacement-patterns'], {
  valid: [
    // Functions: their answer is used as it is.
    "html.replace('</body>', () => `${block}</body>`)",
    'html.replace(ROOT, function () { return page })',
    'html.replace(/(a)(b)/g, (_, a: string, b: string) => `${a}${stock}${b}`)',
    "html.replaceAll('x', (() => page) as () => string)",
    'function draw() { return page }\nhtml.replace(ROOT, draw)',
    'const draw = (m: string) => m.toUpperCase()\nhtml.replace(/a/g, draw)',
    // Literals without '$'.
    "text.replace(/\\D/g, '')",
    "text.replace(/</g, '\\\\u003c')",
    'text.replaceAll(PLACEHOLDER, `CODIGO`)',
    "const DASH = '-'\ntext.replace(/\\s+/g, DASH)",
    // Not a replacement: one argument, or another method.
    'history.replace(url)',
    'text.replaceWith(a, b)',
  ],
  invalid: [
    // Text built from data: the bug of issue 34.
    {
      code: 'template.replace(ROOT, `<div id="root">${page.html}</div>`)',
      errors: [NOT_CONSTANT],
    },
    { code: "template.replace('</body>', block + '</body>')", errors: [NOT_CONSTANT] },
    { code: 'template.replace(ROOT, page.html)', errors: [NOT_CONSTANT] },
    { code: 'template.replace(ROOT, html)', errors: [NOT_CONSTANT] },
    { code: 'template.replace(ROOT, render())', errors: [NOT_CONSTANT] },
    { code: 'template.replaceAll(KEY, encodeURIComponent(code))', errors: [NOT_CONSTANT] },
    { code: "template['replace'](ROOT, html)", errors: [NOT_CONSTANT] },
    { code: 'template.replace(ROOT, html as string)', errors: [NOT_CONSTANT] },
    { code: 'template.replace(ROOT, ok ? a : b)', errors: [NOT_CONSTANT] },
    { code: 'template.replace(...args)', errors: [NOT_CONSTANT] },
    // A variable that may hold anything, even if it starts as a function or a literal.
    { code: 'let draw = () => page\ntemplate.replace(ROOT, draw)', errors: [NOT_CONSTANT] },
    { code: "let dash = '-'\ntext.replace(/ /g, dash)", errors: [NOT_CONSTANT] },
    {
      code: 'function f(draw: () => string) { return t.replace(R, draw) }',
      errors: [NOT_CONSTANT],
    },
    // Literals with '$': patterns, even when meant (a function says it plainly).
    { code: 'html.replace(line, `$1${stock}$2`)', errors: [NOT_CONSTANT] },
    { code: "html.replace(/(a)b/, '$1c')", errors: [PATTERN] },
    { code: "price.replace('R', 'R$')", errors: [PATTERN] },
    { code: 'text.replaceAll(/x/g, `$&$&`)', errors: [PATTERN] },
    { code: "const TWICE = '$&$&'\ntext.replace(/x/g, TWICE)", errors: [PATTERN] },
  ],
})
