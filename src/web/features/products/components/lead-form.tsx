import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { leadInputSchema, type LeadKind } from '#domain/schemas/lead.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { WhatsappField } from '#web/components/whatsapp-field.tsx'
import { useSaveLead } from '#web/features/products/api/save-lead.ts'

const leadFormSchema = leadInputSchema.omit({ productId: true, variantId: true })

const EXPLANATIONS: Record<LeadKind, string> = {
  notify: 'Deixe seu WhatsApp e avisaremos você assim que o produto voltar ao estoque.',
  interest:
    'Este produto é feito sob encomenda para o seu carro. Deixe seu WhatsApp e entraremos em contato para combinar os detalhes.',
}

interface LeadFormProps {
  productId: string
  /** The variant asked for (decision 053); none for the product as a whole. */
  variantId?: string | undefined
  kind: LeadKind
  /** Called with the car as saved, for the WhatsApp greeting. */
  onSaved: (carInfo: string) => void
  onCancel: () => void
}

export function LeadForm({ productId, variantId, kind, onSaved, onCancel }: LeadFormProps) {
  const form = useForm({
    resolver: zodResolver(leadFormSchema),
    defaultValues: { whatsapp: '', carInfo: '' },
    // Editing a field clears its error (spec.md section 5); it is checked again on sending.
    reValidateMode: 'onSubmit',
  })
  const save = useSaveLead()
  const { errors } = form.formState

  return (
    <form
      noValidate
      aria-busy={save.isPending}
      className="space-y-4"
      onSubmit={form.handleSubmit((values) =>
        save.mutate(
          { productId, ...(variantId && { variantId }), ...values },
          { onSuccess: () => onSaved(values.carInfo) },
        ),
      )}
    >
      <p className="text-sm text-stone-700">{EXPLANATIONS[kind]}</p>
      {save.isError && <FormAlert>{save.error.message}</FormAlert>}
      <WhatsappField
        {...form.register('whatsapp', { onChange: () => form.clearErrors('whatsapp') })}
        error={errors.whatsapp?.message}
      />
      <Field
        label="Carro e ano"
        placeholder="Ex.: Honda Civic 2020"
        maxLength={200}
        {...form.register('carInfo', { onChange: () => form.clearErrors('carInfo') })}
        error={errors.carInfo?.message}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {save.isPending ? 'Enviando...' : 'Registrar'}
        </Button>
      </div>
    </form>
  )
}
