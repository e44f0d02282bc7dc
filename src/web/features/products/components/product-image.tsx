import { ImageOff } from 'lucide-react'
import { useState } from 'react'

interface ProductImageProps {
  src: string
  alt: string
  /** The first screenful loads at once and first; the rest when scrolled near. */
  priority?: boolean
  className?: string
}

/** A square product picture with a placeholder when the address is missing or broken. */
export function ProductImage({ src, alt, priority = false, className = '' }: ProductImageProps) {
  const [broken, setBroken] = useState(false)
  const box = `aspect-square w-full overflow-hidden rounded-lg bg-stone-100 ${className}`
  if (!src || broken) {
    return (
      <div
        className={`${box} flex items-center justify-center text-stone-400`}
        role="img"
        aria-label={alt}
      >
        <ImageOff aria-hidden="true" className="size-12" />
      </div>
    )
  }
  return (
    <div className={box}>
      <img
        src={src}
        alt={alt}
        width={800}
        height={800}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        onError={() => setBroken(true)}
        className="size-full object-cover"
      />
    </div>
  )
}
