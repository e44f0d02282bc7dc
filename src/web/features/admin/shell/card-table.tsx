import type { HTMLAttributes, ReactNode, Ref, TdHTMLAttributes, ThHTMLAttributes } from 'react'

/*
 * The admin's tables on a phone (decision 024): below lg (1024 px) each row is a card, its cells two
 * to a line, each naming its column above its value (`data-label`, drawn by CSS), and the header
 * row is hidden (all but a select-all box). From lg up it is the plain table. Only classes change
 * with the width, so the DOM (and every test that reads it) is the same at any width; the explicit
 * roles keep the table's meaning in browsers that drop it for a table drawn as blocks (Safari).
 */

const HEAD = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase'
const ROW =
  'relative grid grid-flow-row-dense grid-cols-2 gap-x-4 gap-y-3 border-t border-stone-200 p-4 first:border-t-0 lg:table-row lg:p-0 lg:first:border-t'
const CELL = 'block min-w-0 lg:table-cell lg:px-4 lg:py-3'
const LABELLED =
  'before:mb-0.5 before:block before:text-xs before:font-semibold before:tracking-wide before:text-stone-600 before:uppercase before:content-[attr(data-label)] lg:before:content-none'

/** Where a cell sits on a card: half a line, a whole line, or the card's top right corner. */
export type CardPlace = 'half' | 'wide' | 'corner'

const PLACES: Record<CardPlace, string> = {
  half: '',
  wide: 'col-span-2',
  corner: 'absolute top-4 right-4 lg:static',
}

function cellClasses(label: string | undefined, place: CardPlace, className: string) {
  return `${CELL} ${label ? LABELLED : ''} ${PLACES[place]} ${className}`
}

interface CardTableProps {
  /** The id of the heading that names the table. */
  labelledBy: string
  columns: readonly string[]
  /** A first header cell (a select-all box), kept above the cards. */
  leading?: ReactNode
  /** From lg up, the table's least width as a literal class ('lg:min-w-[60rem]'). */
  minWidth?: string
  busy?: boolean
  className?: string
  ref?: Ref<HTMLTableElement>
  /** The rows: CardRow elements. */
  children: ReactNode
  /** Inside the frame, after the table (a live region). */
  after?: ReactNode
}

/** The frame, the table and its header; from lg up, a screen narrower than `minWidth` scrolls it. */
export function CardTable({
  labelledBy,
  columns,
  leading,
  minWidth = '',
  busy,
  className = '',
  ref,
  children,
  after,
}: CardTableProps) {
  return (
    <div className="mt-4 overflow-hidden rounded-xl border border-stone-200 bg-white lg:overflow-x-auto">
      <table
        ref={ref}
        role="table"
        aria-labelledby={labelledBy}
        aria-busy={busy}
        className={`block w-full text-sm lg:table ${minWidth} ${className}`}
      >
        <thead
          className={`bg-stone-50 lg:table-header-group ${leading === undefined ? 'hidden' : 'block border-b border-stone-200 lg:border-b-0'}`}
        >
          <tr role="row" className="flex lg:table-row">
            {leading !== undefined && (
              <th scope="col" role="columnheader" className="px-4 py-3 text-left lg:w-10">
                {leading}
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                role="columnheader"
                className={`hidden lg:table-cell ${HEAD}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block lg:table-row-group">
          {children}
        </tbody>
      </table>
      {after}
    </div>
  )
}

export function CardRow({ className = '', ...row }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr role="row" className={`${ROW} ${className}`} {...row} />
}

interface CardCellProps extends TdHTMLAttributes<HTMLTableCellElement> {
  /** The column's name, shown above the value on a card; none for a cell that speaks for itself. */
  label?: string
  place?: CardPlace
}

export function CardCell({ label, place = 'half', className = '', ...cell }: CardCellProps) {
  return (
    <td role="cell" data-label={label} className={cellClasses(label, place, className)} {...cell} />
  )
}

interface CardRowHeaderProps extends ThHTMLAttributes<HTMLTableCellElement> {
  label?: string
  place?: CardPlace
}

/** The cell that names the row (`th scope="row"`): a whole line of the card unless told. */
export function CardRowHeader({
  label,
  place = 'wide',
  className = '',
  ...cell
}: CardRowHeaderProps) {
  return (
    <th
      scope="row"
      role="rowheader"
      data-label={label}
      className={`text-left ${cellClasses(label, place, className)}`}
      {...cell}
    />
  )
}
