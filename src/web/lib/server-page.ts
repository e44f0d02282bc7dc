import { createContext, useContext } from 'react'
import type { LcpImage } from '#domain/page-data.ts'
import type { PageHead } from '#domain/page-head.ts'

/**
 * What a page tells the server while it is drawn there (src/web/entry-server.tsx): its HTTP status,
 * the picture to fetch ahead of everything, and what it is (its head's tags). In the browser there is no provider and these
 * hooks do nothing.
 */
export class ServerPage {
  status = 200
  /** The first screen's largest picture, preloaded from the page's <head>. */
  lcpImage: LcpImage | undefined
  /** What the page is, for the tags of its <head> (title, description, link preview, JSON-LD). */
  head: PageHead | undefined

  notFound(): void {
    this.status = 404
  }

  largestPicture(image: LcpImage): void {
    this.lcpImage ??= image
  }

  describe(head: PageHead): void {
    this.head = head
  }
}

export const ServerPageContext = createContext<ServerPage | null>(null)

/** The page shows a 'not found' screen: the server answers it with 404. */
export function useNotFoundStatus(): void {
  useContext(ServerPageContext)?.notFound()
}

/** `image` is the page's largest paint: the server preloads it from the <head>. */
export function useLcpImage(image: LcpImage | undefined): void {
  const page = useContext(ServerPageContext)
  if (image?.href) page?.largestPicture(image)
}

/** What the page is: the server writes its head's tags from it (lib/page-head.ts sets the title). */
export function useServerPageHead(head: PageHead): void {
  useContext(ServerPageContext)?.describe(head)
}
