import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { WalletListEntry } from '@latch/core'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { RegistryImportError } from '../errors.js'
import { type PreparedImage, prepareImage } from '../images/prepareImage.js'
import { imageIdOf, putImage } from '../images/putImage.js'
import type { Logger } from '../logger.js'
import { toWalletRow } from '../wallets/toWalletRow.js'
import { upsertWallet } from '../wallets/upsertWallet.js'
import { mergeSeedWallet } from './mergeSeedWallet.js'
import { type RegistryWallet, registryExportSchema } from './registryExportSchema.js'
import { toSafeLink } from './toSafeLink.js'

/** What an import did. */
export type ImportRegistryResult = {
  /** Wallets that were not in the database. */
  imported: number
  /** Wallets whose data changed. */
  updated: number
  /** Wallets already stored exactly as in the export. */
  unchanged: number
  /** Logos that were missing or not a real image; those wallets have no image. */
  skippedImages: number
}

/** Options of `importRegistry`. */
export type ImportRegistryOptions = {
  logger?: Logger | undefined
  /** Defaults to the system clock. */
  now?: Date | undefined
}

/** Imported wallets rank after the built-in seed, in the export's own order. */
export const importSortOrderBase = 1000

// A registry export is a few megabytes; a file far larger is not one.
const maximumExportBytes = 64 * 1024 * 1024

const chromeStoreHosts = new Set(['chromewebstore.google.com', 'chrome.google.com'])

function describeIssue(path: readonly PropertyKey[], message: string): string {
  const [id, ...field] = path
  if (id === undefined) return `wallets.json ${message}`
  const where = field.length > 0 ? `: ${field.map(String).join('.')}` : ''
  return `wallets.json: wallet ${String(id)}${where} ${message}`
}

async function readExport(dir: string): Promise<Record<string, RegistryWallet>> {
  const path = join(dir, 'wallets.json')
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    throw new RegistryImportError(`Cannot read ${path}.`, { cause: error })
  }
  if (text.length > maximumExportBytes)
    throw new RegistryImportError(`${path} is larger than ${maximumExportBytes} bytes.`)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new RegistryImportError(`wallets.json is not valid JSON.`, { cause: error })
  }
  const result = registryExportSchema.safeParse(json)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new RegistryImportError(
      `${describeIssue(issue?.path ?? [], issue?.message ?? 'is invalid')}.`,
    )
  }
  return result.data
}

function toEntry(wallet: RegistryWallet, imageId: string | null): WalletListEntry {
  const browser = toSafeLink(wallet.app?.browser, 'https')
  const isChromeStore = browser !== null && chromeStoreHosts.has(new URL(browser).hostname)
  return {
    id: wallet.id,
    name: wallet.name,
    rdns: null,
    image_id: imageId,
    chains: [...new Set(wallet.chains)],
    mobile_link:
      toSafeLink(wallet.mobile?.universal, 'https') ?? toSafeLink(wallet.mobile?.native, 'deep'),
    desktop_link:
      toSafeLink(wallet.desktop?.universal, 'https') ?? toSafeLink(wallet.desktop?.native, 'deep'),
    // v1 puts either a web app or an extension's store page under `app.browser`.
    webapp_link: isChromeStore ? null : browser,
    homepage: toSafeLink(wallet.homepage, 'https'),
    app_store: toSafeLink(wallet.app?.ios, 'https'),
    play_store: toSafeLink(wallet.app?.android, 'https'),
    chrome_store: isChromeStore ? browser : null,
    injected: [],
    badge_type: 'none',
  }
}

function unsafeLinks(wallet: RegistryWallet): string[] {
  const links: [string, string | undefined, 'https' | 'deep'][] = [
    ['homepage', wallet.homepage, 'https'],
    ['app.browser', wallet.app?.browser, 'https'],
    ['app.ios', wallet.app?.ios, 'https'],
    ['app.android', wallet.app?.android, 'https'],
    ['mobile.native', wallet.mobile?.native, 'deep'],
    ['mobile.universal', wallet.mobile?.universal, 'https'],
    ['desktop.native', wallet.desktop?.native, 'deep'],
    ['desktop.universal', wallet.desktop?.universal, 'https'],
  ]
  return links
    .filter(([, value, kind]) => value && toSafeLink(value, kind) === null)
    .map(([field]) => field)
}

async function readLogo(dir: string, id: string): Promise<PreparedImage | { error: string }> {
  let bytes: Uint8Array
  try {
    bytes = await readFile(join(dir, 'logo-sm', `${id}.jpeg`))
  } catch {
    return { error: 'no logo file' }
  }
  return prepareImage(bytes)
}

/**
 * Imports a WalletConnect registry v1 export folder (`wallets.json` and `logo-sm/<id>.jpeg`).
 * Everything is read and checked first, then written in one transaction: a malformed export
 * throws and leaves the database as it was. Importing the same folder again changes nothing.
 */
export async function importRegistry(
  db: Kysely<Database>,
  dir: string,
  options: ImportRegistryOptions = {},
): Promise<ImportRegistryResult> {
  const { logger, now = new Date() } = options
  const wallets = Object.values(await readExport(dir))

  const prepared: { wallet: RegistryWallet; image: PreparedImage | undefined }[] = []
  let skippedImages = 0
  for (const wallet of wallets) {
    const logo = await readLogo(dir, wallet.id)
    if ('error' in logo) {
      skippedImages++
      logger?.warn('registry logo skipped', { walletId: wallet.id, reason: logo.error })
    }
    const links = unsafeLinks(wallet)
    if (links.length > 0) logger?.warn('registry links dropped', { walletId: wallet.id, links })
    prepared.push({ wallet, image: 'error' in logo ? undefined : logo })
  }

  const result: ImportRegistryResult = { imported: 0, updated: 0, unchanged: 0, skippedImages }
  await db.transaction().execute(async (trx) => {
    for (const [index, { wallet, image }] of prepared.entries()) {
      if (image) await putImage(trx, image, now)
      const entry = toEntry(wallet, image ? imageIdOf(image.bytes) : null)
      const row = toWalletRow(entry, {
        sortOrder: importSortOrderBase + index,
        source: 'import',
        updatedAt: now,
      })
      const outcome = await upsertWallet(trx, await mergeSeedWallet(trx, row))
      if (outcome === 'inserted') result.imported++
      else if (outcome === 'updated') result.updated++
      else result.unchanged++
    }
  })
  return result
}
