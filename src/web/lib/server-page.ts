import { createContext, useContext } from 'react'

/**
 * What a page tells the server while it is drawn there (src/web/entry-server.tsx): its HTTP status
 * and the picture to fetch ahead of everything. In the browser there is no provider and these
 * hooks do nothing.
 */
export class ServerPage {
  status = 200
  /** The first screen's largest picture, preloaded from the page's <head>. */
  lcpImage: string | undefined

  notFound(): void {
    this.status = 404
  }

  largestPicture(src: string): void {
    this.lcpImage ??= src
  }
}

export const ServerPageContext = createContext<ServerPage | null>(null)

/** The page shows a 'not found' screen: the server answers it with 404. */
export function useNotFoundStatus(): void {
  useContext(ServerPageContext)?.notFound()
}

/** `src` is the page's largest paint: the server preloads it from the <head>. */
export function useLcpImage(src: string | undefined): void {
  const page = useContext(ServerPageContext)
  if (src) page?.largestPicture(src)
}
