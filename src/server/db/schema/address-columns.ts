import { text } from 'drizzle-orm/pg-core'

/**
 * The delivery address fields of spec.md section 3, shared by the customer's saved address and the
 * copy kept with each order. A function, so each table gets its own column builders.
 */
export function addressColumns() {
  return {
    name: text('name').notNull(),
    /** Digits only: DDD + 9 digits. */
    whatsapp: text('whatsapp').notNull(),
    /** 8 digits. */
    cep: text('cep').notNull(),
    street: text('street').notNull(),
    number: text('number').notNull(),
    complement: text('complement'),
    neighborhood: text('neighborhood').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
  }
}
