import path from 'node:path'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, it } from 'vitest'
import testFileNames from './test-file-names.js'

Object.assign(RuleTester, { afterAll, describe, it })

const root = path.resolve(import.meta.dirname, '..')
const file = (rel: string) => path.join(root, rel)
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
})
const code = "import { it } from 'vitest'"

tester.run('test-file-names', testFileNames.rules['test-file-names'], {
  valid: [
    { filename: file('src/web/features/admin/downloads/download-form.test.tsx'), code },
    { filename: file('src/web/features/admin/downloads/downloads-tab.order.test.tsx'), code },
    { filename: file('src/server/modules/products/product-routes.search.test.ts'), code },
    { filename: file('src/server/db/schema.test.ts'), code },
    { filename: file('src/server/security/hostile-input.test.ts'), code },
    // Not a test: no rule.
    { filename: file('src/web/features/admin/downloads/anything.tsx'), code },
  ],
  invalid: [
    {
      filename: file('src/web/features/admin/downloads/downloads-move.test.tsx'),
      code,
      errors: [{ message: /'downloads-move.test.tsx' names no file or folder beside it/ }],
    },
    {
      filename: file('src/server/modules/orders/retry-payment.test.ts'),
      code,
      errors: 1,
    },
  ],
})
