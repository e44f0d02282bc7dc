import { ImageOff } from 'lucide-react'
import { useState } from 'react'
import { pictureProps } from '#web/lib/picture.ts'

/** The line's thumbnail; decorative, since the product name sits beside it. */
export function LineImage({ src, dimmed = false }: { src: string; dimmed?: boolean }) {
  const [broken, setBroken] = useState(false)
  const box = `size-20 shrink-0 overflow-hidden rounded-lg bg-stone-100 sm:size-24 ${dimmed ? 'opacity-50 grayscale' : ''}`
  if (!src || broken) {
    return (
      <div className={`${box} flex items-center justify-center text-stone-400`}>
        <ImageOff aria-hidden="true" className="size-8" />
      </div>
    )
  }
  return (
    <div className={box}>
      <img
        {...pictureProps(src, '(min-width: 640px) 96px, 80px')}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
        className="size-full object-cover"
      />
    </div>
  )
}
