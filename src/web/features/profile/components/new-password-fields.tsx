import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from '#web/components/ui/field.tsx'

interface NewPasswordFieldsProps {
  type: 'text' | 'password'
  hint: string
  errors: { newPassword?: string | undefined; confirmPassword?: string | undefined }
  newPassword: UseFormRegisterReturn
  confirmPassword: UseFormRegisterReturn
  shown: boolean
  onShow: (shown: boolean) => void
}

/**
 * 'Nova senha', 'Confirmar nova senha' and 'Mostrar senha', as 'Alterar senha' and 'Criar senha'
 * (decision 047) both ask for them.
 */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  return (
    <>
      <Field
        label="Nova senha"
        type={props.type}
        autoComplete="new-password"
        hint={props.hint}
        live
        error={props.errors.newPassword}
        {...props.newPassword}
      />
      <Field
        label="Confirmar nova senha"
        type={props.type}
        autoComplete="new-password"
        live
        error={props.errors.confirmPassword}
        {...props.confirmPassword}
      />
      <label className="flex min-h-10 items-center gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          checked={props.shown}
          onChange={(event) => props.onShow(event.target.checked)}
          className="size-4 accent-amber-800"
        />
        Mostrar senha
      </label>
    </>
  )
}
