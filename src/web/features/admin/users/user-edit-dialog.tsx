import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { userUpdateSchema } from '#domain/schemas/auth.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Dialog } from '#web/components/ui/confirm-dialog.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import type { AdminUser } from '#web/features/admin/shell/admin-queries.ts'
import { errorMessage } from '#web/lib/api-client.ts'
import { useUpdateUser } from './user-mutations.ts'
import { Field } from '#web/components/ui/field.tsx'
import { toast } from '#web/lib/toast.ts'

type Input = z.input<typeof userUpdateSchema>
type Output = z.output<typeof userUpdateSchema>

interface UserEditDialogProps {
  user: AdminUser
  onClose: () => void
}

/** 'Editar': name and email, checked by the schema the server uses; its refusals shown here. */
export function UserEditDialog({ user, onClose }: UserEditDialogProps) {
  const update = useUpdateUser()
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(userUpdateSchema),
    defaultValues: { name: user.name, email: user.email },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: user.id, ...values })
      toast.success('Usuário atualizado com sucesso!')
      onClose()
    } catch (error) {
      const message = errorMessage(error, 'Erro ao atualizar usuário. Tente novamente.')
      // 'Já existe outro usuário com este email.' belongs to the email field.
      const field = error instanceof ApiError && error.status === 409 ? 'email' : 'root'
      form.setError(field, { message })
    }
  })

  return (
    <Dialog title="Editar usuário" onClose={() => !isSubmitting && onClose()}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <Field
          label="Nome"
          autoComplete="off"
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Field
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        {errors.root && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {errors.root.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            Salvar
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
