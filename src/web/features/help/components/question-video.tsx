import { youtubeEmbedUrl } from '#domain/youtube.ts'
import type { HelpQuestion } from '#web/features/help/api/get-help-pages.ts'

/** The question's video, 16:9 at any width; a note when its link is not a YouTube video. */
export function QuestionVideo({ question }: { question: HelpQuestion }) {
  // The server refuses such links; a page saved before that rule may still hold one.
  const src = youtubeEmbedUrl(question.youtubeUrl)
  if (!src) {
    return <p className="text-sm text-stone-600">Vídeo indisponível para esta dúvida.</p>
  }
  return (
    <iframe
      src={src}
      title={`Vídeo: ${question.question}`}
      className="aspect-video w-full rounded-lg bg-stone-900"
      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
      allowFullScreen
      loading="lazy"
    />
  )
}
