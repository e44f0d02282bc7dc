import {
  DEFAULT_SHOP_SETTINGS,
  type ShopSettings,
  type VersionedShopSettings,
} from '#domain/shop-settings.ts'
import type { Database, Db } from '#server/db/client.ts'
import type { Listening } from '#server/db/pg-listener.ts'
import { logger } from '#server/logging/logger.ts'
import { readShopSettings } from './shop-settings-repository.ts'

/** Notified at commit by the shop_settings trigger (migration 0022). */
export const SHOP_SETTINGS_CHANNEL = 'shop_settings_changed'

/** While the notifications cannot be heard, the row is read again this often. */
const POLL_WHILE_DEAF_MS = 1_000

/** What reads the settings (everything but the panel's save): the settings at this moment. */
export type ShopSettingsReader = Pick<ShopSettingsStore, 'current'>

/**
 * The shop's settings in memory, read synchronously by everything that shows or uses them (pages,
 * e-mails, charges, the packing slip). This instance's own saves apply at once (`saved`); any
 * other write, from another instance or by hand, arrives by NOTIFY and the row is read again.
 */
export class ShopSettingsStore {
  #current: VersionedShopSettings
  #reading: Promise<void> | undefined
  #readAgain = false
  #poll: NodeJS.Timeout | undefined
  readonly #listeners = new Set<(settings: VersionedShopSettings) => void>()

  constructor(
    private readonly db: Db,
    initial: VersionedShopSettings = {
      settings: DEFAULT_SHOP_SETTINGS,
      version: 0,
      updatedAt: null,
    },
  ) {
    this.#current = initial
  }

  /** The settings now. */
  current(): ShopSettings {
    return this.#current.settings
  }

  versioned(): VersionedShopSettings {
    return this.#current
  }

  /** Called with the new settings whenever they change (not for the same version read again). */
  onChange(listener: (settings: VersionedShopSettings) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Reads the row now; reads coalesce, and one asked for during a read runs after it. */
  reload(): Promise<void> {
    if (this.#reading) {
      this.#readAgain = true
      return this.#reading
    }
    this.#reading = (async () => {
      try {
        do {
          this.#readAgain = false
          const stored = await readShopSettings(this.db)
          if (stored) this.#set(stored)
        } while (this.#readAgain)
      } finally {
        this.#reading = undefined
      }
    })()
    return this.#reading
  }

  /** This instance's own save, applied before its notification comes back. */
  saved(settings: VersionedShopSettings): void {
    this.#set(settings)
  }

  /** Follows every write to the row, wherever it was made (as the catalog cache does). */
  follow(database: Pick<Database, 'listen'>): Promise<Listening> {
    let following = true
    const readLogged = () => {
      if (!following) return
      void this.reload().catch((error: unknown) =>
        logger.error({ err: error }, '[loja] configurações não puderam ser lidas'),
      )
    }
    return database
      .listen(SHOP_SETTINGS_CHANNEL, {
        onNotify: readLogged,
        onUp: () => {
          clearInterval(this.#poll)
          this.#poll = undefined
          readLogged()
        },
        onDown: () => {
          if (this.#poll) return
          this.#poll = setInterval(readLogged, POLL_WHILE_DEAF_MS)
          this.#poll.unref()
        },
      })
      .then((listening) => ({
        stop: async () => {
          following = false
          clearInterval(this.#poll)
          this.#poll = undefined
          await listening.stop()
          // A read a notification started finishes before the database may close.
          await this.#reading?.catch(() => undefined)
        },
      }))
  }

  #set(next: VersionedShopSettings) {
    // An older read finishing after a newer save must not undo it.
    if (next.version < this.#current.version) return
    const changed = next.version !== this.#current.version
    this.#current = next
    if (changed) for (const listener of this.#listeners) listener(next)
  }
}
