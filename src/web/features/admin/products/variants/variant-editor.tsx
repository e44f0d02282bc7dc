import { useQuery } from '@tanstack/react-query'
import { LoaderCircle, Plus, RefreshCw, Rows3 } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { AdminProductDetail } from '#domain/product.ts'
import { MAX_OPTIONS } from '#domain/variants/variant-rules.ts'
import { Button } from '#web/components/ui/button.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { revealFirstInvalid } from '#web/components/ui/form-errors.ts'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { ApiError, errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { useDraft } from './use-draft.ts'
import { OptionFields } from './option-fields.tsx'
import { productDetailQueryOptions } from '#web/features/admin/products/product-queries.ts'
import { useSaveVariants } from './variant-queries.ts'
import { draftErrorKey, saveBody, type DraftErrors } from './variant-save-body.ts'
import { VariantTable } from './variant-table.tsx'

const SAVE_FAILED = 'Não foi possível salvar as variações. Tente novamente.'
const NOT_IN_STEP = 'As opções mudaram: use “Gerar variações” antes de salvar.'

interface VariantEditorProps {
  productId: string
  /** The product form's: a made-to-order product's variants have no stock. */
  madeToOrder: boolean
  /** The product as saved (its new version and total stock), for the product form above. */
  onSaved: (product: AdminProductDetail) => void
}

/**
 * 'Opções e variações' (decision 053): the product's options and their values, 'Gerar variações',
 * then each variant's stock, price, SKU, photo and 'Não oferecido', saved whole with the version
 * loaded (PUT .../variants). A refusal comes back on its field; a save over another tab's is
 * refused (409) with the form kept and 'Recarregar variações' offered.
 */
export function VariantEditor({ productId, madeToOrder, onSaved }: VariantEditorProps) {
  const query = useQuery(productDetailQueryOptions(productId))
  if (query.isError)
    return <p className="mt-6 text-sm text-red-700">Erro ao carregar dados. Tente novamente.</p>
  if (!query.data) return <Spinner label="Carregando variações..." />
  return (
    <LoadedEditor
      key={query.data.version}
      product={query.data}
      madeToOrder={madeToOrder}
      onSaved={onSaved}
      reload={async () => (await query.refetch()).data}
    />
  )
}

interface LoadedEditorProps extends Omit<VariantEditorProps, 'productId'> {
  product: AdminProductDetail
  reload: () => Promise<AdminProductDetail | undefined>
}

function LoadedEditor({ product, madeToOrder, onSaved, reload }: LoadedEditorProps) {
  const { draft, rows, status, optionEdits, addOption, changeVariant, generate, stepOk } =
    useDraft(product)
  const [errors, setErrors] = useState<DraftErrors>(new Map())
  const [conflict, setConflict] = useState(false)
  const [submits, setSubmits] = useState(0)
  const save = useSaveVariants(product.id)
  const formRef = useRef<HTMLFormElement>(null)
  // Its own, not the mutation's (which settles a tick later): the fields are enabled again in the
  // same render that marks the refused one, so the focus can go to it.
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (submits > 0 && formRef.current) revealFirstInvalid(formRef.current)
  }, [submits])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setConflict(false)
    if (!stepOk) {
      setErrors(new Map([['options', NOT_IN_STEP]]))
      setSubmits((n) => n + 1)
      return
    }
    const checked = saveBody(draft, product.version, madeToOrder)
    if ('errors' in checked) {
      setErrors(checked.errors)
      setSubmits((n) => n + 1)
      return
    }
    setBusy(true)
    try {
      const saved = await save.mutateAsync(checked.body)
      setErrors(new Map())
      toast.success('Variações salvas com sucesso!')
      onSaved(saved)
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined
      const key = field ? draftErrorKey(draft, field) : 'form'
      setConflict(error instanceof ApiError && error.status === 409)
      setErrors(new Map([[key, errorMessage(error, SAVE_FAILED)]]))
      setSubmits((n) => n + 1)
    } finally {
      setBusy(false)
    }
  }

  const formError = errors.get('form')
  const optionsError = errors.get('options')
  const hasOptions = draft.options.length > 0
  return (
    <section aria-labelledby="admin-product-variants-title" className="mt-6 scroll-mt-20">
      <h3 id="admin-product-variants-title" className="text-lg font-semibold text-stone-900">
        Opções e variações
      </h3>
      <p className="mt-1 text-sm text-stone-600">
        Tamanhos, cores ou modelos de carro: cada combinação é uma variação, com estoque, preço e
        SKU próprios. &apos;Oculto da loja&apos; vale para o produto inteiro; &apos;Não
        oferecido&apos; tira da loja só uma variação, que guarda seu estoque e seu histórico.
      </p>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-3 space-y-3 **:scroll-mt-24">
        {draft.options.map((option, at) => (
          <OptionFields
            key={option.key}
            option={option}
            at={at}
            count={draft.options.length}
            errors={errors}
            edits={optionEdits(option.key)}
            disabled={busy}
          />
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            onClick={addOption}
            disabled={busy || draft.options.length >= MAX_OPTIONS}
          >
            <Plus aria-hidden="true" className="size-4" />
            Adicionar opção
          </Button>
          {hasOptions && (
            <Button
              variant="secondary"
              onClick={() => {
                const refused = generate()
                setErrors((now) => {
                  const next = new Map(now)
                  if (refused) next.set('options', refused)
                  else next.delete('options')
                  return next
                })
              }}
              disabled={busy}
              aria-describedby={optionsError ? 'admin-variants-options-error' : undefined}
            >
              <Rows3 aria-hidden="true" className="size-4" />
              Gerar variações
            </Button>
          )}
        </div>
        <p role="status" className="text-sm text-stone-700">
          {hasOptions && !stepOk ? NOT_IN_STEP : status}
        </p>
        {optionsError && (
          <p
            id="admin-variants-options-error"
            role="alert"
            className="text-sm font-medium text-red-700"
          >
            {optionsError}
          </p>
        )}
        {hasOptions && stepOk && (
          <VariantTable
            rows={rows}
            photos={product.photos}
            madeToOrder={madeToOrder}
            errors={errors}
            onChange={changeVariant}
            disabled={busy}
          />
        )}
        {formError && (
          <div className="space-y-3">
            <FormAlert>{formError}</FormAlert>
            {conflict && (
              <Button variant="secondary" onClick={() => void reload()} disabled={busy}>
                <RefreshCw aria-hidden="true" className="size-4" />
                Recarregar variações
              </Button>
            )}
          </div>
        )}
        <Button type="submit" disabled={busy}>
          {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          Salvar variações
        </Button>
      </form>
    </section>
  )
}
