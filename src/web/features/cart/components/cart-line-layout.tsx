import type { LiHTMLAttributes, ReactNode } from 'react'

interface CartLineLayoutProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'className'> {
  /** The line's thumbnail. */
  image: ReactNode
  /** What the line is: name, price, remove button, notices. */
  children: ReactNode
  /** The quantity or the terms, with the amount at the right end. */
  footer?: ReactNode
}

/**
 * One line of the cart. The picture sits beside what the line is; the footer runs across the
 * whole line under both on a phone (beside the picture from `sm` up), so it keeps one row, and
 * the amount one place, whatever the length of the name or of the price.
 */
export function CartLineLayout({ image, children, footer, ...li }: CartLineLayoutProps) {
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] gap-3 p-4 sm:gap-x-4" {...li}>
      <div className="sm:row-span-2">{image}</div>
      <div className="flex min-w-0 flex-col gap-2">{children}</div>
      {footer && (
        <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:col-start-2">
          {footer}
        </div>
      )}
    </li>
  )
}
