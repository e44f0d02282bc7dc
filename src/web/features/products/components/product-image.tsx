import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import { pictureProps } from '#web/lib/picture.ts'
import { useLcpImage } from '#web/lib/server-page.ts'

/**
 * How soon the picture is fetched: 'lcp' is the page's largest paint (fetched at once, ahead of
 * everything else), 'eager' is on the first screen of some layout, 'lazy' waits until scrolled near.
 */
export type ImageLoad = 'lcp' | 'eager' | 'lazy'

interface ProductImageProps {
  src: string
  alt: string
  /** How wide the square is drawn, as the `sizes` attribute says it (the variant follows). */
  sizes: string
  load?: ImageLoad
  className?: string
}

/**
 * A square product picture with a placeholder when the address is missing or broken. The box is
 * square before the picture arrives (and whatever the picture's own shape), so nothing moves. A
 * picture that failed before the page's script ran (a page the server drew) looks the same through
 * CSS alone: `.product-picture` in styles.css (also its size and fit, kept out of the script).
 * An uploaded photo comes with its WebP variants; the largest paint's preload names the same ones.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  load = 'lazy',
  className = '',
}: ProductImageProps) {
  const [broken, setBroken] = useState(false)
  const sources = pictureProps(src, sizes)
  useLcpImage(
    load === 'lcp'
      ? { href: sources.src, srcSet: sources.srcSet, sizes: sources.sizes }
      : undefined,
  )
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
        {...sources}
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
