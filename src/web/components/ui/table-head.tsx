const HEAD = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase'

/** The header row shared by the admin tables. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="bg-stone-50">
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={HEAD}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  )
}
