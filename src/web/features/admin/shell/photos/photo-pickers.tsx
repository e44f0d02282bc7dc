import { Camera, Images } from 'lucide-react'
import type { ComponentType, Ref } from 'react'
import { buttonClasses } from '#web/components/ui/button.tsx'

/**
 * What the gallery offers: iOS hands over an iPhone's HEIC photo as a JPEG when HEIC is not listed
 * (the server refuses HEIC, with a message saying how to change the camera's format).
 */
const GALLERY_TYPES = 'image/jpeg,image/png,image/webp'

// The file input stays in the page (visually hidden): the keyboard reaches it, and its label,
// drawn as a button, shows the focus ring.
const PICKER = 'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2'

interface PickerProps {
  label: string
  Icon: ComponentType<{ 'aria-hidden': 'true'; className: string }>
  onFiles: (files: File[]) => void
  describedBy?: string
  invalid?: boolean
  className?: string
  inputRef?: Ref<HTMLInputElement>
  accept: string
  multiple?: boolean
  capture?: 'environment'
}

function Picker({
  label,
  Icon,
  onFiles,
  describedBy,
  invalid,
  className = '',
  ...input
}: PickerProps) {
  const { inputRef, ...attributes } = input
  return (
    <label
      className={buttonClasses(
        'secondary',
        `${PICKER} has-[:focus-visible]:outline-stone-500 ${className}`,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
      <input
        ref={inputRef}
        type="file"
        className="sr-only"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])]
          // Emptied, so choosing the same file again (after removing it) is a change too.
          event.currentTarget.value = ''
          if (files.length > 0) onFiles(files)
        }}
        {...attributes}
      />
    </label>
  )
}

interface PhotoPickersProps {
  onFiles: (files: File[]) => void
  /** The photo group's hint and error. */
  describedBy?: string
  invalid?: boolean
  /** 'Escolher fotos': where the focus goes when the photos are the form's first problem. */
  chooseRef?: Ref<HTMLInputElement>
}

/**
 * 'Tirar foto' opens the camera (`capture`), 'Escolher fotos' the gallery, several at once:
 * `capture` alone would hide the gallery on Android. A wide screen with a mouse (a desktop, which
 * has no camera to open) gets no 'Tirar foto' but the hint to drag the photos in.
 */
export function PhotoPickers({ onFiles, describedBy, invalid, chooseRef }: PhotoPickersProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Picker
        label="Tirar foto"
        Icon={Camera}
        accept="image/*"
        capture="environment"
        className="md:pointer-fine:hidden"
        {...{ onFiles, describedBy, invalid }}
      />
      <Picker
        label="Escolher fotos"
        Icon={Images}
        accept={GALLERY_TYPES}
        multiple
        inputRef={chooseRef}
        {...{ onFiles, describedBy, invalid }}
      />
      <p className="hidden text-sm text-stone-600 md:pointer-fine:block">
        ou arraste as fotos para cá
      </p>
    </div>
  )
}
