'use client'
import { truncateAddress } from '@latch/core'
import type { NftItem } from '@latch/core/accountData'
import { fetchNfts } from '@latch/core/accountData'
import { useEffect, useRef, useState } from 'react'
import { Icon } from '../../components/Icon.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchState } from '../../hooks/useLatchState.js'
import { useTranslate } from '../../hooks/useTranslate.js'
import { safeLink } from '../../utils/safeLink.js'
import { ListState } from './ListState.js'
import { LoadMore } from './LoadMore.js'
import { useAccountList } from './useAccountList.js'

const keyOf = (nft: NftItem) => `${nft.contract}/${nft.tokenId}`
// An SPL NFT's token id is its mint's address: shown shortened, like every address.
const shownTokenId = (nft: NftItem) =>
  nft.standard === 'SPL' ? truncateAddress(nft.tokenId) : nft.tokenId

/** One NFT's detail: image, name, collection, token id and the explorer link. */
function NftDetail({ nft, onBack }: { nft: NftItem; onBack: () => void }) {
  const t = useTranslate()
  const back = useRef<HTMLButtonElement>(null)
  useEffect(() => back.current?.focus(), [])
  const name = nft.name ?? t('account_data.nft_unnamed', { tokenId: shownTokenId(nft) })
  const explorer = safeLink(nft.explorerUrl)
  return (
    <div className="latch-nft-detail" data-testid="latch-nft-detail">
      <button ref={back} type="button" className="latch-button" onClick={onBack}>
        {t('account_data.nft_back')}
      </button>
      {nft.imageUrl && (
        <img
          className="latch-nft-image"
          src={nft.imageUrl}
          alt={name}
          referrerPolicy="no-referrer"
        />
      )}
      <h3 className="latch-nft-name">{name}</h3>
      <dl className="latch-nft-facts">
        {nft.collection && (
          <>
            <dt>{t('account_data.nft_collection')}</dt>
            <dd>{nft.collection}</dd>
          </>
        )}
        <dt>{t('account_data.nft_token_id')}</dt>
        <dd className="latch-address" title={nft.tokenId}>
          {shownTokenId(nft)}
        </dd>
      </dl>
      {explorer && (
        <a className="latch-list-item" href={explorer} target="_blank" rel="noopener noreferrer">
          <Icon name="external" size={20} />
          <span className="latch-list-label">{t('account_data.nft_explorer')}</span>
        </a>
      )}
    </div>
  )
}

/** The NFTs tab: a grid of lazy images, read page by page, and one NFT's detail. */
export function NftsTab() {
  const config = useConfig()
  const t = useTranslate()
  const caipAddress = useLatchState((state) =>
    state.activeNamespace ? state.chains[state.activeNamespace]?.account.caipAddress : undefined,
  )
  const list = useAccountList('nfts')
  const [selected, setSelected] = useState<string | undefined>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again for another account
  useEffect(() => {
    void fetchNfts(config)
  }, [config, caipAddress])

  const items = list?.items ?? []
  const nft = items.find((item) => keyOf(item) === selected)
  if (nft)
    return (
      <NftDetail
        nft={nft}
        onBack={() => {
          setSelected(undefined)
        }}
      />
    )
  return (
    <>
      {items.length > 0 && (
        <ul className="latch-nft-grid" data-testid="latch-nft-grid">
          {items.map((item) => {
            const name = item.name ?? t('account_data.nft_unnamed', { tokenId: shownTokenId(item) })
            return (
              <li key={keyOf(item)}>
                <button
                  type="button"
                  className="latch-nft"
                  onClick={() => setSelected(keyOf(item))}
                  data-testid={`latch-nft-${keyOf(item)}`}
                >
                  {item.imageUrl ? (
                    <img
                      src={item.imageUrl}
                      alt=""
                      loading="lazy"
                      referrerPolicy="no-referrer"
                      width={96}
                      height={96}
                    />
                  ) : (
                    <span className="latch-nft-placeholder" aria-hidden="true" />
                  )}
                  <span className="latch-nft-label">{name}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {list?.status !== 'ready' || items.length === 0 ? (
        <ListState
          status={list?.status}
          isEmpty={items.length === 0}
          emptyKey="account_data.nfts_empty"
          errorKey="account_data.nfts_error"
          onRetry={() => void fetchNfts(config, { more: items.length > 0 })}
        />
      ) : null}
      {list?.next && list.status !== 'error' && (
        <LoadMore
          disabled={list.status === 'loading'}
          onLoad={() => void fetchNfts(config, { more: true })}
        />
      )}
    </>
  )
}
