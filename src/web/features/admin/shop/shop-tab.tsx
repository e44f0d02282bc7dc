import { useQuery } from '@tanstack/react-query'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { LoadError } from '#web/features/admin/shell/load-error.tsx'
import { adminShopSettingsQueryOptions } from './shop-settings-queries.ts'
import { PoliciesSection } from './policies-section.tsx'
import { ShopSettingsForm } from './shop-settings-form.tsx'

/**
 * Loja: the shop's business settings (decision 037), which every page, e-mail and PIX charge reads
 * when it needs them: name and identity, address, PIX, the e-mails' sender and the shop's image;
 * below, the policies the store's pages show (decision 038).
 */
export function ShopTab() {
  const query = useQuery(adminShopSettingsQueryOptions())
  return (
    <section aria-labelledby="admin-shop-title">
      <h2 id="admin-shop-title" className="text-xl font-bold text-stone-900">
        Loja
      </h2>
      <div className="mt-4">
        {query.data ? (
          <ShopSettingsForm stored={query.data} />
        ) : query.isError ? (
          <LoadError />
        ) : (
          <Spinner label="Carregando configurações..." />
        )}
      </div>
      <div className="mt-10">
        <PoliciesSection />
      </div>
    </section>
  )
}
