import type { Config, Namespace, TokenBalance } from '@latch/core'
import { requestJson, updateChainState } from '@latch/core/internal'
import { balanceTimes } from '../accountData/chainDataMemory.js'
import { parseTokenBalance } from '../accountData/parseTokenBalance.js'
import { readAccount } from '../accountData/readAccount.js'
import { readRecord } from '../accountData/readFields.js'
import { readWalletAssets } from '../accountData/readWalletAssets.js'

/** The spec's balance cache and token-balance retry gap (section 9): 30 s each. */
export const tokenBalanceCacheMs = 30_000

export type FetchTokenBalancesParameters = {
  namespace?: Namespace | undefined
  /** Ignores the 30 s cache (never the 30 s pause after a failure), e.g. after a transaction. */
  force?: boolean | undefined
}

/** The toast of a failed read (spec section 8). */
const unavailable = 'account_data.token_balance_unavailable'

type Holdings = { balances: TokenBalance[]; currency: string | undefined }

// The wallet's own answer (EIP-7811 `wallet_getAssets`), when it advertises asset discovery and
// gives at least one valid asset. The spec's wallet asset carries a price but no currency: it is
// read as the service's default, USD.
async function fromWallet(config: Config, account: string): Promise<Holdings | undefined> {
  const balances = await readWalletAssets(config, account)
  if (!balances) return undefined
  const priced = balances.some((balance) => balance.price !== undefined)
  return { balances, currency: priced ? 'USD' : undefined }
}

async function fromService(config: Config, account: string, force?: boolean): Promise<Holdings> {
  // The service lets the browser keep an answer 15 s; a forced read (after a send) must not get it.
  const json = readRecord(
    await requestJson(config, {
      path: 'chain/v1/balances',
      query: { account },
      cache: force ? 'no-cache' : undefined,
    }),
  )
  if (!json || !Array.isArray(json.balances)) throw new Error('Not a balances response.')
  const currency =
    typeof json.currency === 'string' && /^[a-zA-Z]{3}$/.test(json.currency)
      ? json.currency.toUpperCase()
      : undefined
  const balances = json.balances.map(parseTokenBalance).filter((entry) => entry !== undefined)
  return { balances, currency }
}

/**
 * Reads the connected account's holdings into `account.tokenBalance`: from the wallet first when
 * it advertises asset discovery (EIP-7811 `wallet_getAssets`,
 * https://eips.ethereum.org/EIPS/eip-7811; entries not matching the asset shape are ignored),
 * else, and when the wallet fails or gives no valid asset, from the chain-data service (spec
 * section 8); malformed and low-quality tokens are left out. A read within 30 s of
 * the last is skipped. A failure shows the toast "Token Balance Unavailable" and no read is
 * tried again for 30 s (spec sections 5, 8 and 9).
 */
export async function fetchTokenBalances(
  config: Config,
  parameters: FetchTokenBalancesParameters = {},
): Promise<void> {
  const target = readAccount(config, parameters.namespace)
  if (!target) return
  const { namespace, account, isCurrent } = target
  const times = balanceTimes(config, account)
  const now = Date.now()
  if (times.failedAt !== undefined && now - times.failedAt < tokenBalanceCacheMs) return
  if (
    !parameters.force &&
    times.fetchedAt !== undefined &&
    now - times.fetchedAt < tokenBalanceCacheMs
  )
    return
  times.fetchedAt = now
  const previous = config.store.getState().chains[namespace]?.account.tokenBalance
  const kept = previous?.account === account ? previous : undefined
  updateChainState(config, namespace, {
    account: {
      tokenBalance: {
        account,
        balances: kept?.balances ?? [],
        currency: kept?.currency,
        status: 'loading',
      },
    },
  })
  try {
    const { balances, currency } =
      (await fromWallet(config, account)) ?? (await fromService(config, account, parameters.force))
    times.failedAt = undefined
    if (!isCurrent()) return
    updateChainState(config, namespace, {
      account: { tokenBalance: { account, balances, currency, status: 'ready' } },
    })
    // The failure's toast is over once a read succeeds.
    if (config.store.getState().notice?.messageKey === unavailable)
      config.store.setState({ notice: undefined })
  } catch {
    times.fetchedAt = undefined
    times.failedAt = Date.now()
    if (!isCurrent()) return
    updateChainState(config, namespace, {
      account: {
        tokenBalance: {
          account,
          balances: kept?.balances ?? [],
          currency: kept?.currency,
          status: 'error',
        },
      },
    })
    config.store.setState({
      notice: { variant: 'error', messageKey: unavailable },
    })
  }
}
