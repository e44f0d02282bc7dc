import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import { useLcpImage } from '#web/lib/server-page.ts'

/**
 * How soon the picture is fetched: 'lcp' is the page's largest paint (fetched at once, ahead of
 * everything else), 'eager' is on the first screen of some layout, 'lazy' waits until scrolled near.
 */
export type ImageLoad = 'lcp' | 'eager' | 'lazy'

interface ProductImageProps {
  src: string
  alt: string
  load?: ImageLoad
  className?: string
}

/**
 * A square product picture with a placeholder when the address is missing or broken. The box is
 * square before the picture arrives (and whatever the picture's own shape), so nothing moves. A
 * picture that failed before the page's script ran (a page the server drew) looks the same through
 * CSS alone: `.product-picture` in styles.css (also its size and fit, kept out of the script).
 */
export function ProductImage({ src, alt, load = 'lazy', className = '' }: ProductImageProps) {
  const [broken, setBroken] = useState(false)
  useLcpImage(load === 'lcp' ? src : undefined)
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
        loading={load === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={load === 'lcp' ? 'high' : undefined}
        decoding="async"
        onError={() => setBroken(true)}
        className="product-picture"
      />
    </div>
  )
}
