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
      code: "import { x } from '#web/features/products/api/get-product.ts'",
    },
    {
      filename: file('src/web/features/products/store-page.tsx'),
      code: "import { x } from '#web/lib/cart-store.ts'",
    },
    {
      filename: file('src/web/app/router.tsx'),
      code: "import { x } from '#web/features/help/help-page.tsx'",
    },
    // The admin's areas use the shell, the shell composes the areas, an area uses itself.
    {
      filename: file('src/web/features/admin/orders/order-mutations.ts'),
      code: "import { ADMIN_SALES_KEY } from '#web/features/admin/shell/admin-query-keys.ts'",
    },
    {
      filename: file('src/web/features/admin/shell/admin-tab-list.ts'),
      code: "const tab = import('#web/features/admin/orders/orders-tab.tsx')",
    },
    {
      filename: file('src/web/features/admin/orders/orders-tab.tsx'),
      code: "import { OrderRow } from './order-row.tsx'",
    },
    // Tests and other test support use the testing folders.
    {
      filename: file('src/web/features/admin/orders/orders-tab.test.tsx'),
      code: "import { makeOrder } from '#web/testing/admin/orders-fixtures.ts'",
    },
    {
      filename: file('src/web/testing/admin/orders-fixtures.ts'),
      code: "import { json } from '#web/testing/render.tsx'",
    },
    {
      filename: file('src/server/security/hostile-input.test.ts'),
      code: "import { findLeaks } from '#server/testing/security/leak-oracle.ts'",
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
    // Out of the folder only through an alias.
    {
      filename: file('src/web/features/products/components/a.tsx'),
      code: "import { x } from '../api/get-product.ts'",
      errors: [{ message: /by its alias/ }],
    },
    {
      filename: file('src/server/modules/orders/order-routes.ts'),
      code: "import { x } from '../products/product-repository.ts'",
      errors: [{ message: /by its alias/ }],
    },
    // One admin area never reaches into another.
    {
      filename: file('src/web/features/admin/products/product-mutations.ts'),
      code: "import { ADMIN_LEADS_KEY } from '#web/features/admin/leads/lead-queries.ts'",
      errors: [{ message: /Admin area 'products' imports admin area 'leads'/ }],
    },
    {
      filename: file('src/web/features/admin/sales/sales-tab.tsx'),
      code: "import type { AdminOrder } from '#web/features/admin/orders/order-queries.ts'",
      errors: [{ message: /Admin area 'sales' imports admin area 'orders'/ }],
    },
    // Production code never imports test support, whatever the route to it.
    {
      filename: file('src/web/features/admin/orders/orders-tab.tsx'),
      code: "import { makeOrder } from '#web/testing/admin/orders-fixtures.ts'",
      errors: [{ message: /for tests only/ }],
    },
    {
      filename: file('src/server/app.ts'),
      code: "import { createTestApp } from './testing/test-app.ts'",
      errors: [{ message: /for tests only/ }],
    },
    {
      filename: file('src/server/modules/orders/place-order.ts'),
      code: "import type { KnownRows } from '#server/testing/security/hostile-routes.ts'",
      errors: [{ message: /for tests only/ }],
    },
  ],
})
