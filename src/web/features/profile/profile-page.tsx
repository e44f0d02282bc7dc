import { useQuery } from '@tanstack/react-query'
import { LogOut } from 'lucide-react'
import { useState } from 'react'
import { AddressForm } from '#web/components/address-form.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { useSession } from '#web/lib/session.ts'
import { addressQueryOptions, useSaveAddress } from './api/address.ts'
import { AddressSummary } from './components/address-summary.tsx'
import { NameForm } from './components/name-form.tsx'
import { FirstPasswordForm } from './components/first-password-form.tsx'
import { PasswordForm } from './components/password-form.tsx'
import { passwordStateQueryOptions } from './api/account.ts'
import { useSignOut } from '#web/lib/sign-out.ts'
import { toast } from '#web/lib/toast.ts'

const CARD = 'rounded-xl border border-stone-200 bg-white p-6 shadow-sm'

/** /profile, 'Minha Conta' (the route's loader lets only signed-in users in). */
export function ProfilePage() {
  const { user } = useSession()
  const signOut = useSignOut()
  return (
    <section aria-labelledby="profile-title" className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="profile-title" className="text-2xl font-bold">
          Minha Conta
        </h1>
        <Button variant="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" className="size-4" />
          Sair
        </Button>
      </div>
      <section aria-labelledby="account-title" className={CARD}>
        <h2 id="account-title" className="text-lg font-semibold">
          Dados da conta
        </h2>
        <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="font-medium text-stone-600">Email</dt>
          <dd className="break-all text-stone-900">{user?.email}</dd>
        </dl>
        {user && (
          <div className="mt-4">
            <NameForm key={user.id} user={user} />
          </div>
        )}
      </section>
      {user && (
        <section aria-labelledby="password-title" className={CARD}>
          <h2 id="password-title" className="mb-4 text-lg font-semibold">
            Senha
          </h2>
          <PasswordSection userId={user.id} email={user.email} />
        </section>
      )}
      {user && <DeliveryAddress userId={user.id} />}
    </section>
  )
}

/** 'Alterar senha', or 'Criar senha' for an invited client who has none yet (decision 047). */
function PasswordSection({ userId, email }: { userId: string; email: string }) {
  const state = useQuery(passwordStateQueryOptions(userId))
  if (state.data?.hasPassword === false) return <FirstPasswordForm userId={userId} email={email} />
  return <PasswordForm email={email} />
}

function DeliveryAddress({ userId }: { userId: string }) {
  const query = useQuery(addressQueryOptions(userId))
  const [editing, setEditing] = useState(false)
  const save = useSaveAddress(userId, () => {
    setEditing(false)
    toast.success('Endereço salvo!')
  })
  const address = query.data?.address ?? null

  return (
    <section aria-labelledby="address-title" className={CARD}>
      <h2 id="address-title" className="mb-4 text-lg font-semibold">
        Endereço de entrega
      </h2>
      {query.isPending ? (
        <Spinner label="Carregando endereço..." />
      ) : query.isError ? (
        <div role="alert" className="text-sm text-red-800">
          <p>Erro ao carregar endereço. Tente novamente.</p>
          <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            Tentar Novamente
          </Button>
        </div>
      ) : editing ? (
        <>
          {save.isError && (
            <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {save.error.message}
            </p>
          )}
          <AddressForm
            defaultValues={address}
            submitLabel="Salvar"
            busy={save.isPending}
            onSubmit={(value) => save.mutate(value)}
            onCancel={() => {
              save.reset()
              setEditing(false)
            }}
          />
        </>
      ) : (
        <>
          {address ? (
            <AddressSummary address={address} />
          ) : (
            <p className="text-stone-600">Nenhum endereço cadastrado</p>
          )}
          <Button variant="secondary" className="mt-4" onClick={() => setEditing(true)}>
            {address ? 'Editar endereço' : 'Cadastrar endereço'}
          </Button>
        </>
      )}
    </section>
  )
}
