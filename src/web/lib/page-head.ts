import { useEffect } from 'react'
import { HEAD_TAG_MARK } from '#domain/head-tags.ts'
import { pageTitle, type PageHead } from '#domain/page-head.ts'
import { useServerPageHead } from './server-page.ts'
import { useShopInfo } from './shop-info.ts'

/**
 * Names the page: on the server, what its head's tags are written from (the server knows the
 * shop's address for the absolute URLs); in the browser, the tab's title. After a navigation in
 * the browser, the tags the server wrote for the first page (canonical, link preview, JSON-LD)
 * would describe another page, so they go: only the first page's address is read by search
 * engines and link previews, which never navigate.
 */
export function usePageHead(head: PageHead): void {
  useServerPageHead(head)
  const title = pageTitle(head, useShopInfo().name)
  useEffect(() => {
    if (document.title === title) return
    document.title = title
    for (const tag of document.head.querySelectorAll(`[${HEAD_TAG_MARK}]`)) {
      if (tag.getAttribute('name') !== 'description') tag.remove()
    }
  }, [title])
}
