import type { DownloadInput } from '#domain/schemas/download.ts'
import data from './demo-downloads.json' with { type: 'json' }

/** The demo downloads in display order; files the app serves from public/demo/downloads/. */
export const demoDownloads: readonly DownloadInput[] = data
