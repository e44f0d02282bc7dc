import { Share2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { copyToClipboard } from '#web/lib/copy-text.ts'

/** spec.md section 9: the share-copied notice stays 2 seconds. */
const COPIED_NOTICE_MS = 2000

/** The public address of a help page, as visitors open it. */
function helpPageUrl(slug: string): string {
  return `${window.location.origin}/${slug}`
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

interface HelpPageShareButtonProps {
  title: string
  slug: string
}

/**
 * 'Compartilhar': the device's own share sheet, else the address copied with 'URL copiada!' for a
 * moment, else the address in an alert so it can still be copied by hand.
 */
export function HelpPageShareButton({ title, slug }: HelpPageShareButtonProps) {
  const [showCopied, setShowCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function share() {
    const url = helpPageUrl(slug)
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // The admin closed the share sheet: nothing went wrong.
        if (isAbort(error)) return
      }
    }
    if (await copyToClipboard(url)) {
      setShowCopied(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setShowCopied(false), COPIED_NOTICE_MS)
    } else {
      window.alert(url)
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <Button
        variant="secondary"
        className="min-h-9 px-3"
        aria-label={`Compartilhar ${title}`}
        onClick={() => void share()}
      >
        <Share2 aria-hidden="true" className="size-4" />
        Compartilhar
      </Button>
      <span role="status" className="text-xs font-medium whitespace-nowrap text-green-700">
        {showCopied && 'URL copiada!'}
      </span>
    </span>
  )
}
