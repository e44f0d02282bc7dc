/** A valid body for POST/PATCH /api/admin/help-pages. */
export const HELP_PAGE_INPUT = {
  title: 'Como trocar a manopla',
  slug: 'como-trocar-a-manopla',
  questions: [
    { question: 'Como soltar a manopla antiga?', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' },
    {
      question: 'Preciso de alguma ferramenta?',
      youtubeUrl: 'https://www.youtube.com/shorts/aB3_dE-fGh1',
    },
  ],
}

export interface HelpPageView {
  id: string
  title: string
  slug: string
  questions: { id: string; question: string; youtubeUrl: string }[]
  createdAt: string
  updatedAt: string
}
export type PageAnswer = { page: HelpPageView }
export type ErrorAnswer = { error: { code: string; message: string } }
