import { Link } from 'react-router'
import { formatDate } from '#domain/dates.ts'
import { moreQuestions, questionCount, questionPreview } from '#domain/help-centre.ts'
import type { PublicHelpPage } from '#web/features/help/api/get-help-pages.ts'

/** One page of the help centre: what it answers, in short. */
export function HelpPageCard({ page }: { page: PublicHelpPage }) {
  const { shown, hidden } = questionPreview(page.questions)
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold">
        <Link to={`/${page.slug}`} className="text-amber-800 hover:underline">
          {page.title}
        </Link>
      </h2>
      <p className="flex flex-wrap gap-x-3 text-sm text-stone-500">
        <span>
          Criada em <time dateTime={page.createdAt}>{formatDate(page.createdAt)}</time>
        </span>
        <span>{questionCount(page.questions.length)}</span>
      </p>
      {shown.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-stone-700">
          {shown.map((question) => (
            <li key={question.id}>{question.question}</li>
          ))}
        </ul>
      )}
      {hidden > 0 && <p className="text-sm font-medium text-stone-600">{moreQuestions(hidden)}</p>}
    </li>
  )
}
