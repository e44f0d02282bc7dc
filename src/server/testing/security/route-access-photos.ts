// Product photos (decision 035) as the four roles meet them: the upload is the owner's; a photo's
// file is anyone's to see (the store shows it).
import { DiskMediaStore } from '#server/media/media-store.ts'
import { pngImage, webpImage } from '#server/testing/photo-fixtures.ts'
import { photoForm } from '#server/testing/photo-uploads.ts'
import { adminOnly, open, type RouteAccess } from './route-access-kinds.ts'

export const PHOTO_ROUTE_ACCESS: Record<string, RouteAccess> = {
  'POST /api/admin/photos': {
    access: adminOnly(201),
    call: async (kit) => ({
      path: '/api/admin/photos',
      body: photoForm(await pngImage(64, 48), 'foto.png', 'image/png'),
      state: async () => (await kit.read.counts()).photos,
    }),
  },
  'GET /media/:file': {
    access: open(200),
    async call(kit) {
      const file = `${'a'.repeat(32)}-320.webp`
      await new DiskMediaStore(kit.t.config.mediaDir).write(file, await webpImage(320, 200))
      return { path: `/media/${file}` }
    },
  },
}
