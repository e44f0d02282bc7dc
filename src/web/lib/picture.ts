import { pictureSources } from '#domain/photos.ts'

/** An <img>'s sources: `src`, and `srcSet` with the slot's `sizes` for an uploaded photo. */
export interface PictureProps {
  src: string
  srcSet?: string
  sizes?: string
}

/**
 * The <img> sources of a picture kept under one address, drawn in a slot `sizes` wide (a media
 * query list as the `sizes` attribute takes it): an uploaded photo lets the browser pick its
 * variant; a typed address keeps a plain `src`.
 */
export function pictureProps(url: string, sizes: string): PictureProps {
  const { src, srcSet } = pictureSources(url)
  return srcSet ? { src, srcSet, sizes } : { src }
}
