import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { SelectOption } from '#web/components/ui/field.tsx'
import { Spinner } from '#web/components/ui/spinner.tsx'
import { adminUsersQueryOptions, type AdminUser } from '#web/features/admin/shell/admin-queries.ts'
import type { CreatedProject } from './project-mutations.ts'
import { ProjectCreated } from './project-created.tsx'
import { ProjectForm } from './project-form.tsx'

/** Projects are made for customers only; each is offered as "name — email". */
function clientOptions(users: readonly AdminUser[]): SelectOption[] {
  return users
    .filter((user) => !user.isAdmin)
    .map((user) => {
      const name = user.name.trim()
      return { value: user.id, label: name ? `${name} — ${user.email}` : user.email }
    })
}

/** Gerar projeto: a made-to-order product for one client, sent to their cart. */
export function GenerateProjectTab() {
  // Already asked for by the panel, which shows the load error if it fails.
  const users = useQuery(adminUsersQueryOptions())
  const [created, setCreated] = useState<CreatedProject | null>(null)
  const [again, setAgain] = useState(false)

  return (
    <section className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <h2 className="text-xl font-bold text-stone-900">Gerar Projeto Personalizado</h2>
      <div className="mt-4">
        {created ? (
          <ProjectCreated
            created={created}
            onNew={() => {
              setCreated(null)
              setAgain(true)
            }}
          />
        ) : users.data ? (
          <ProjectForm
            clients={clientOptions(users.data)}
            onCreated={setCreated}
            focusFirst={again}
          />
        ) : (
          <Spinner label="Carregando clientes..." />
        )}
      </div>
    </section>
  )
}
