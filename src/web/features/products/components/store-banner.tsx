import { Link } from 'react-router'
import { pictureProps } from '#web/lib/picture.ts'
import { useLcpImage } from '#web/lib/server-page.ts'

export interface StoreBannerData {
  image: string
  text: string
  href: string | null
}

// As wide as the page's content: the whole phone, at most the 80rem layout less its padding.
const SIZES = '(min-width: 80rem) 78rem, calc(100vw - 2rem)'

/**
 * The banner the owner sets in 'Loja' (decision 048), on the store's first screen: the largest
 * paint there, so its picture is the one the page's <head> preloads. Its box keeps its shape
 * before the picture arrives; the line sits under it on a solid strip, readable on any photo.
 */
export function StoreBanner({ banner }: { banner: StoreBannerData }) {
  const sources = pictureProps(banner.image, SIZES)
  useLcpImage({ href: sources.src, srcSet: sources.srcSet, sizes: sources.sizes })
  const body = (
    <>
      <img
        {...sources}
        // The line under it names the link; without one, the picture does.
        alt={banner.text ? '' : 'Destaque da loja'}
        width={1280}
        height={480}
        fetchPriority="high"
        className="aspect-[8/3] w-full bg-stone-200 object-cover"
      />
      {banner.text && (
        <span className="block bg-amber-900 px-4 py-2 font-semibold text-white">{banner.text}</span>
      )}
    </>
  )
  const box = 'block overflow-hidden rounded-xl'
  return banner.href ? (
    <Link
      to={banner.href}
      className={`${box} focus-visible:outline-2 focus-visible:outline-amber-800`}
    >
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  )
}
