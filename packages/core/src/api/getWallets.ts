import type { Config } from '../config/createConfig.js'
import { ApiResponseError } from '../errors/api.js'
import type { GetWalletsQuery, GetWalletsResponse } from '../protocol/walletApi.js'
import { parseWalletListEntry } from './parseWalletListEntry.js'
import { requestJson } from './requestJson.js'

export type GetWalletsParameters = Omit<GetWalletsQuery, 'projectId'> & {
  signal?: AbortSignal | undefined
}

/** One page of registry wallets from `GET /getWallets`, validated. */
export async function getWallets(
  config: Config,
  parameters: GetWalletsParameters,
): Promise<GetWalletsResponse> {
  const { signal, ...query } = parameters
  const json = (await requestJson(config, {
    path: 'getWallets',
    query: { st: 'latch', sv: '0.1.0', ...query },
    signal,
  })) as { data?: unknown; count?: unknown } | undefined
  if (!Array.isArray(json?.data) || typeof json.count !== 'number')
    throw new ApiResponseError(200, 'Expected { data, count }.')
  return {
    data: json.data.map(parseWalletListEntry).filter((entry) => entry !== undefined),
    count: Math.max(0, Math.floor(json.count)),
  }
}
