import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { PHOTO_FIELD, type UploadedPhoto } from '#domain/photos.ts'
import type { TestClient } from './test-client.ts'

export const PHOTOS = '/api/admin/photos'

export type { UploadedPhoto }

/** A multipart form as a phone's browser sends it: the photo in the `foto` field. */
export function photoForm(bytes: Uint8Array, fileName = 'foto.jpg', type = 'image/jpeg') {
  const form = new FormData()
  form.append(PHOTO_FIELD, new Blob([Uint8Array.from(bytes)], { type }), fileName)
  return form
}

/** Uploads one photo as the signed-in client; the API's answer as is. */
export const uploadPhoto = (client: TestClient, bytes: Uint8Array, fileName?: string) =>
  client.send<{ photo: UploadedPhoto; error?: { code: string; message: string } }>(
    'POST',
    PHOTOS,
    photoForm(bytes, fileName),
  )

/** The files in a media folder (photos and work in progress alike), sorted; [] when absent. */
export async function mediaFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true })
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort()
  } catch {
    return []
  }
}
