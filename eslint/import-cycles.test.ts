import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, it } from 'vitest'
import importCycles from './import-cycles.js'

// RuleTester runs its cases through whatever test framework it is given.
Object.assign(RuleTester, { afterAll, describe, it })

// A small src of its own on disk: the rule follows the files an import leads to.
const src = path.join(mkdtempSync(path.join(tmpdir(), 'import-cycles-')), 'src')
const FILES = {
  // a → b → c → a, through an alias, a relative path and a type import.
  'domain/a.ts': 'export const a = 1\n',
  'domain/b.ts': "import { c } from './c.ts'\nexport const b = c\n",
  'domain/c.ts': "import type { A } from '#domain/a.ts'\nexport const c = 1 as unknown as A\n",
  'domain/free.ts': "import { b } from './b.ts'\nexport const free = b\n",
  // A file that imports itself.
  'domain/self.ts': 'export const self = 1\n',
  // payments imports orders (a multi-line import, a dynamic one elsewhere), orders imports payments.
  'server/payments/provider.ts': 'export interface Provider { pay(): void }\n',
  'server/payments/sync.ts':
    "import {\n  moveOrder,\n} from '#server/modules/orders/lifecycle.ts'\nexport const sync = moveOrder\n",
  'server/modules/orders/lifecycle.ts': 'export const moveOrder = () => 1\n',
  'server/modules/orders/charge.ts': 'export const charge = () => 2\n',
  // checkout knows orders; orders does not know checkout.
  'server/modules/checkout/checkout.ts':
    "import { moveOrder } from '#server/modules/orders/lifecycle.ts'\nexport const go = moveOrder\n",
  // A test and test support may reach back: they tie no module.
  'server/modules/orders/lifecycle.test.ts':
    "import { go } from '#server/modules/checkout/checkout.ts'\nexport const t = go\n",
  'server/testing/fixtures.ts':
    "import { sync } from '#server/payments/sync.ts'\nexport const f = sync\n",
} satisfies Record<string, string>
for (const [file, text] of Object.entries(FILES)) {
  mkdirSync(path.dirname(path.join(src, file)), { recursive: true })
  writeFileSync(path.join(src, file), text)
}
afterAll(() => rmSync(path.dirname(src), { recursive: true, force: true }))

const at = (file: string) => path.join(src, file)
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
})
const options = [{ src }]

tester.run('no-import-cycles', importCycles.rules['no-import-cycles'], {
  valid: [
    // a as saved imports nothing: b → c → a is no circle yet.
    { filename: at('domain/b.ts'), code: FILES['domain/b.ts'], options },
    { filename: at('domain/free.ts'), code: FILES['domain/free.ts'], options },
    // Packages and files that do not exist are not followed.
    { filename: at('domain/a.ts'), code: "import { z } from 'zod'\nimport './gone.ts'", options },
    // One-way: checkout → orders.
    {
      filename: at('server/modules/checkout/checkout.ts'),
      code: FILES['server/modules/checkout/checkout.ts'],
      options,
    },
    // A test, or test support, imports anything.
    {
      filename: at('server/modules/orders/lifecycle.test.ts'),
      code: "import { sync } from '#server/payments/sync.ts'",
      options,
    },
    {
      filename: at('server/testing/fixtures.ts'),
      code: FILES['server/testing/fixtures.ts'],
      options,
    },
    // A tie named in allowTies (either order).
    {
      filename: at('server/modules/orders/charge.ts'),
      code: "import type { Provider } from '#server/payments/provider.ts'",
      options: [{ src, allowTies: [['payments', 'modules/orders']] }],
    },
    // Outside src the rule says nothing.
    {
      filename: path.join(path.dirname(src), 'bench', 'x.ts'),
      code: "import { b } from '../src/domain/b.ts'",
      options,
    },
  ],
  invalid: [
    {
      // a, as edited, imports b: a → b → c → a.
      filename: at('domain/a.ts'),
      code: "import { b } from './b.ts'\nexport const a = b",
      options,
      errors: [
        {
          message:
            'Import circle: domain/a.ts → domain/b.ts → domain/c.ts → domain/a.ts. Move what both need into a third file.',
        },
      ],
    },
    {
      filename: at('domain/a.ts'),
      code: "export { b } from '#domain/b.ts'\nexport * from './c.ts'\nconst later = () => import('./b.ts')",
      options,
      errors: [
        { message: /^Import circle: domain\/a.ts → domain\/b.ts → domain\/c.ts → domain\/a.ts/ },
        { message: /^Import circle: domain\/a.ts → domain\/c.ts → domain\/a.ts/ },
        { message: /^Import circle: domain\/a.ts → domain\/b.ts/ },
      ],
    },
    {
      filename: at('domain/self.ts'),
      code: "import { self as again } from './self.ts'\nexport const self = again",
      options,
      errors: [{ message: /^Import circle: domain\/self.ts → domain\/self.ts\./ }],
    },
    {
      // orders starts to know payments, which knows orders: said once per module it ties to.
      filename: at('server/modules/orders/charge.ts'),
      code: "import type { Provider } from '#server/payments/provider.ts'\nimport { sync } from '#server/payments/sync.ts'",
      options,
      errors: [
        {
          message:
            "Modules 'modules/orders' and 'payments' import each other (server/payments/sync.ts imports server/modules/orders/lifecycle.ts): one may know the other, not both.",
        },
      ],
    },
    {
      // Another pair's allowance does not cover this one.
      filename: at('server/modules/orders/charge.ts'),
      code: "import { go } from '#server/modules/checkout/checkout.ts'",
      options: [{ src, allowTies: [['payments', 'modules/orders']] }],
      errors: [{ message: /^Modules 'modules\/orders' and 'modules\/checkout' import each other/ }],
    },
  ],
})
