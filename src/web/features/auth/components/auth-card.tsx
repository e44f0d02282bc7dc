import { useLayoutEffect, useId, useRef, type ReactNode } from 'react'

interface AuthCardProps {
  title: string
  description?: ReactNode
  /** Move focus to the title when the card replaces another one on the same page. */
  focusTitle?: boolean
  wide?: boolean
  children?: ReactNode
}

/** The centred card of the sign-in screens, titled by its h1. */
export function AuthCard({
  title,
  description,
  focusTitle = false,
  wide,
  children,
}: AuthCardProps) {
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useLayoutEffect(() => {
    if (focusTitle) heading.current?.focus()
  }, [focusTitle])

  return (
    <section
      aria-labelledby={titleId}
      className={`mx-auto w-full rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8 ${wide ? 'max-w-2xl' : 'max-w-md'}`}
    >
      <h1
        ref={heading}
        id={titleId}
        tabIndex={-1}
        className="text-2xl font-bold text-stone-900 focus:outline-none"
      >
        {title}
      </h1>
      {description && <div className="mt-2 text-sm text-stone-600">{description}</div>}
      {children && <div className="mt-6">{children}</div>}
    </section>
  )
}
