import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import type { HelpQuestion } from '#web/features/help/api/get-help-pages.ts'
import { QuestionVideo } from './question-video.tsx'

/**
 * The WAI-ARIA accordion pattern with one panel open at a time. A closed panel stays in the page
 * (hidden) for `aria-controls`, but without its iframe, so no video loads until asked for.
 */
export function QuestionAccordion({ questions }: { questions: readonly HelpQuestion[] }) {
  const [openId, setOpenId] = useState<string | null>(null)
  const baseId = useId()

  return (
    <div className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
      {questions.map((question, index) => {
        const open = question.id === openId
        const buttonId = `${baseId}-question-${index}`
        const panelId = `${baseId}-panel-${index}`
        return (
          <div key={question.id}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : question.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-amber-800"
              >
                {question.question}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5"
            >
              {open && <QuestionVideo question={question} />}
            </div>
          </div>
        )
      })}
    </div>
  )
}
