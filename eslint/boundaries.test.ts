import path from 'node:path'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, it } from 'vitest'
import boundaries from './boundaries.js'

// RuleTester runs its cases through whatever test framework it is given.
Object.assign(RuleTester, { afterAll, describe, it })

const root = path.resolve(import.meta.dirname, '..')
const file = (rel: string) => path.join(root, rel)
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
})

tester.run('import-boundaries', boundaries.rules['import-boundaries'], {
  valid: [
    { filename: file('src/domain/cart.ts'), code: "import { formatBRL } from './money.ts'" },
    { filename: file('src/domain/cart.ts'), code: "import { z } from 'zod'" },
    { filename: file('src/server/app.ts'), code: "import { notFound } from '#domain/errors.ts'" },
    {
      filename: file('src/web/lib/api-client.ts'),
      code: "import type { ApiRoutes } from '#server/app.ts'",
    },
    {
      filename: file('src/web/lib/api-client.ts'),
      code: "import { type ApiRoutes } from '#server/app.ts'",
    },
    {
      filename: file('src/web/features/products/store-page.tsx'),
      code: "import { x } from './components/product-card.tsx'",
    },
    {
      filename: file('src/web/features/products/components/a.tsx'),
      code: "import { x } from '../api/get-product.ts'",
    },
    {
      filename: file('src/web/features/products/store-page.tsx'),
      code: "import { x } from '../../lib/cart-store.ts'",
    },
    {
      filename: file('src/web/app/router.tsx'),
      code: "import { x } from '../features/help/help-page.tsx'",
    },
  ],
  invalid: [
    { filename: file('src/domain/cart.ts'), code: "import { readFile } from 'node:fs'", errors: 1 },
    { filename: file('src/domain/cart.ts'), code: "import { useState } from 'react'", errors: 1 },
    {
      filename: file('src/domain/cart.ts'),
      code: "import { buildApp } from '#server/app.ts'",
      errors: 1,
    },
    {
      filename: file('src/domain/cart.ts'),
      code: "import { api } from '../web/lib/api-client.ts'",
      errors: 1,
    },
    {
      filename: file('src/server/app.ts'),
      code: "import { App } from '#web/app/app.tsx'",
      errors: 1,
    },
    {
      filename: file('src/web/lib/api-client.ts'),
      code: "import { buildApp } from '#server/app.ts'",
      errors: 1,
    },
    {
      filename: file('src/web/lib/x.ts'),
      code: "const m = import('../../server/app.ts')",
      errors: 1,
    },
    {
      filename: file('src/web/features/products/store-page.tsx'),
      code: "import { HelpPage } from '../help/help-page.tsx'",
      errors: 1,
    },
    {
      filename: file('src/web/features/products/components/a.tsx'),
      code: "export { x } from '#web/features/help/help-page.tsx'",
      errors: 1,
    },
  ],
})
