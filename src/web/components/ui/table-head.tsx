import type { ReactNode } from 'react'

const HEAD = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase'

/** The header row shared by the admin tables; `leading` fills a first column (a select-all box). */
export function TableHead({
  columns,
  leading,
}: {
  columns: readonly string[]
  leading?: ReactNode
}) {
  return (
    <thead className="bg-stone-50">
      <tr>
        {leading !== undefined && (
          <th scope="col" className="w-10 px-4 py-3 text-left">
            {leading}
          </th>
        )}
        {columns.map((column) => (
          <th key={column} scope="col" className={HEAD}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  )
}
