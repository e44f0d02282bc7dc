import { linkPreviewUrl } from '#domain/photos.ts'
import type { ShopSettings } from '#domain/shop-settings.ts'
import { publicSeller } from '#domain/shop-identity.ts'
import type { Shop } from './layout.ts'

/**
 * What an e-mail shows of the shop, from its settings at this moment: the name, who sells (the
 * footer) and the image (the header: an uploaded photo's JPEG, which every mail client shows).
 */
export function mailShop(publicUrl: string, settings: ShopSettings): Shop {
  const image = settings.image && linkPreviewUrl(settings.image)
  const seller = publicSeller(settings)
  return {
    shopName: settings.name,
    publicUrl,
    ...(seller && { seller }),
    image: image && (image.startsWith('/') ? `${publicUrl}${image}` : image),
  }
}
