import { linkPreviewUrl } from '#domain/photos.ts'
import type { ShopSettings } from '#domain/shop-settings.ts'
import { publicSeller } from '#domain/shop-identity.ts'
import type { Shop } from './layout.ts'
import type { MailSender } from './transport.ts'

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

/**
 * Who the e-mails are from: the panel's 'Nome do remetente', else the shop's name, at MAIL_FROM's
 * address. Handed to nodemailer as a name and an address, never as a header written here: a shop
 * name with quotes, '<', a comma or a line break stays a name.
 */
export function mailSender(
  settings: Pick<ShopSettings, 'name' | 'senderName'>,
  address: string,
): MailSender {
  return { name: settings.senderName || settings.name, address }
}
