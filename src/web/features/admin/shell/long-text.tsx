import { useState } from 'react'

/**
 * A long email (or code) on one line, cut with an ellipsis where the space ends; a tap or click
 * shows it whole, wrapped, and another cuts it again. The title shows it whole on hover, and a
 * screen reader always hears all of it.
 */
export function LongText({ text, className = '' }: { text: string; className?: string }) {
  const [whole, setWhole] = useState(false)
  return (
    <button
      type="button"
      title={text}
      aria-expanded={whole}
      onClick={() => setWhole(!whole)}
      className={`block max-w-full cursor-pointer rounded-sm text-left focus-visible:outline-2 focus-visible:outline-amber-800 ${
        whole ? 'wrap-anywhere' : 'truncate'
      } ${className}`}
    >
      {text}
    </button>
  )
}
