import type { Config } from '../config/createConfig.js'

/** The URL of a registry wallet's logo, or undefined without a server or an image. */
export function walletImageUrl(config: Config, imageId: string | null): string | undefined {
  const { apiUrl, projectId } = config.options
  if (!apiUrl || !projectId || !imageId) return undefined
  const url = new URL(
    `getWalletImage/${encodeURIComponent(imageId)}`,
    apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`,
  )
  url.searchParams.set('projectId', projectId)
  return url.toString()
}
