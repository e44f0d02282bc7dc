/**
 * A start that cannot go on for a reason the person starting it can fix (a setting): main.ts prints
 * the message alone, without a stack, and exits 1.
 */
export class StartRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'StartRefused'
  }
}
