import { Eye, LoaderCircle, Pencil } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { AdminPolicy } from '#domain/policies.ts'
import { POLICY_MAX_CHARS, POLICY_MESSAGES } from '#domain/policy-messages.ts'
import { Button } from '#web/components/ui/button.tsx'
import { SaveProblemAlert } from './save-problem-alert.tsx'
import { ApiError, errorMessage } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { POLICY_TEXT_LABELS } from './policy-labels.ts'
import { PolicyHistory } from './policy-history.tsx'
import { useSavePolicy } from './policy-mutations.ts'
import { PolicyPreview } from './policy-preview.tsx'
import { useReloadPolicies } from './policy-queries.ts'
import { PolicyTextField } from './policy-text-field.tsx'

const SAVE_FAILED = 'Erro ao salvar a política. Tente novamente.'
const LOAD_FAILED = 'Erro ao carregar dados. Tente novamente.'

/** What went wrong: with the text (under the textarea), another tab's save, or anything else. */
type Problem = { kind: 'text' | 'stale' | 'other'; message: string }

function saveProblem(error: unknown): Problem {
  if (error instanceof ApiError && (error.status === 409 || error.code === 'policy-stale')) {
    return { kind: 'stale', message: POLICY_MESSAGES.stale }
  }
  if (error instanceof ApiError && error.code === 'validation') {
    return { kind: 'text', message: error.message }
  }
  return { kind: 'other', message: errorMessage(error, SAVE_FAILED) }
}

interface PolicyEditorProps {
  policy: AdminPolicy
  leadRetentionDays: number
}

/**
 * One policy's panel. The draft is this editor's own state, taken from `policy` once: a refetch
 * (or a save of another policy) never overwrites what is being typed. A save names the version
 * the draft started from; the server refuses it (409) when another tab saved meanwhile, and the
 * draft stays until the owner chooses 'Recarregar'.
 */
export function PolicyEditor({ policy, leadRetentionDays }: PolicyEditorProps) {
  const save = useSavePolicy(policy.kind)
  const reloadPolicies = useReloadPolicies()
  const [text, setText] = useState(policy.text)
  const [version, setVersion] = useState(policy.version)
  const [problem, setProblem] = useState<Problem | null>(null)
  const [previewing, setPreviewing] = useState(false)
  const [reloading, setReloading] = useState(false)
  const [focusRequests, setFocusRequests] = useState(0)
  const textarea = useRef<HTMLTextAreaElement>(null)
  const busy = save.isPending || reloading
  const saveLabel = save.isPending ? 'Salvando...' : 'Salvar'
  const tooLong = text.length > POLICY_MAX_CHARS
  const textError = tooLong
    ? POLICY_MESSAGES.tooLong
    : problem?.kind === 'text'
      ? problem.message
      : undefined

  // After the textarea is shown again (it is hidden while previewing).
  useEffect(() => {
    if (focusRequests === 0) return
    textarea.current?.focus({ preventScroll: true })
    textarea.current?.scrollIntoView?.({ block: 'nearest' })
  }, [focusRequests])

  function focusText() {
    setPreviewing(false)
    setFocusRequests((count) => count + 1)
  }

  function edit(next: string) {
    setText(next)
    if (problem?.kind === 'text') setProblem(null)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const refused = tooLong
      ? POLICY_MESSAGES.tooLong
      : text.trim() === ''
        ? POLICY_MESSAGES.empty
        : null
    if (refused) {
      setProblem({ kind: 'text', message: refused })
      focusText()
      return
    }
    setProblem(null)
    try {
      const saved = await save.mutateAsync({ version, text })
      setVersion(saved.version)
    } catch (error) {
      const found = saveProblem(error)
      setProblem(found)
      if (found.kind === 'text') focusText()
      return
    }
    toast.success(POLICY_MESSAGES.saved)
  }

  async function reload() {
    setReloading(true)
    try {
      const stored = (await reloadPolicies()).policies.find((other) => other.kind === policy.kind)
      if (stored) {
        setText(stored.text)
        setVersion(stored.version)
      }
      setProblem(null)
      focusText()
    } catch (error) {
      setProblem({ kind: 'stale', message: errorMessage(error, LOAD_FAILED) })
    } finally {
      setReloading(false)
    }
  }

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <div hidden={previewing}>
          <PolicyTextField
            ref={textarea}
            label={POLICY_TEXT_LABELS[policy.kind]}
            value={text}
            onChange={edit}
            error={textError}
          />
        </div>
        {previewing && (
          <PolicyPreview title={policy.title} text={text} leadRetentionDays={leadRetentionDays} />
        )}
        {problem && problem.kind !== 'text' && (
          <SaveProblemAlert
            message={problem.message}
            stale={problem.kind === 'stale'}
            busy={busy}
            onReload={() => void reload()}
          />
        )}
        <div className="flex flex-wrap items-center gap-3">
          {/* The tab has two 'Salvar': the settings' and this one, named after its policy. */}
          <Button type="submit" disabled={busy} aria-label={`${saveLabel} ${policy.title}`}>
            {save.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            {saveLabel}
          </Button>
          <Button variant="secondary" onClick={() => setPreviewing((shown) => !shown)}>
            {previewing ? (
              <Pencil aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
            {previewing ? 'Editar' : 'Pré-visualizar'}
          </Button>
        </div>
      </form>
      <PolicyHistory policy={policy} />
    </div>
  )
}
