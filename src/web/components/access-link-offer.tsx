import { useMutation } from '@tanstack/react-query'
import { LoaderCircle } from 'lucide-react'
import { useState } from 'react'
import type { z } from 'zod'
import { AUTH_MESSAGES, accessLinkRequestSchema } from '#domain/schemas/auth.ts'
import { Button } from '#web/components/ui/button.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { api, call, errorMessage } from '#web/lib/api-client.ts'

const FAILED = 'Não foi possível enviar o link de acesso. Tente novamente.'

interface AccessLinkOfferProps {
  /** The email typed in the sign-in form, read when the button is pressed. */
  getEmail: () => string
  /** Where the link lands once opened, when not the usual page ('/checkout'). */
  redirectTo?: string
}

/**
 * 'Receber link de acesso por email' (decision 026): offered when a sign-in is refused for too many
 * attempts, which failures from elsewhere can cause; the owner of the inbox still gets in.
 */
export function AccessLinkOffer({ getEmail, redirectTo }: AccessLinkOfferProps) {
  const [invalid, setInvalid] = useState<string>()
  const send = useMutation({
    mutationFn: (input: z.output<typeof accessLinkRequestSchema>) =>
      call(api.auth['access-link'].$post({ json: input })),
  })
  // The email may have changed since the refused sign-in: checked as the server will.
  const request = () => {
    const input = accessLinkRequestSchema.safeParse({ email: getEmail(), redirectTo })
    setInvalid(input.success ? undefined : input.error.issues[0]?.message)
    if (input.success) send.mutate(input.data)
    else send.reset()
  }
  const problem = invalid ?? (send.isError ? errorMessage(send.error, FAILED) : undefined)

  return (
    <div className="space-y-3">
      <Button
        variant="secondary"
        className="w-full"
        disabled={send.isPending}
        aria-busy={send.isPending}
        onClick={request}
      >
        {send.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {AUTH_MESSAGES.accessLinkOffer}
      </Button>
      <div role="status">
        {send.isSuccess && (
          <p className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800">
            {AUTH_MESSAGES.accessLinkSent}
          </p>
        )}
      </div>
      {problem && <FormAlert>{problem}</FormAlert>}
    </div>
  )
}
