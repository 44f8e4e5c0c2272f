import type { DappInfo } from './readDappInfo.js'

/** A peer's icon, name and URL. The icon URL was checked by `readDappInfo`; text is never markup. */
export function DappIdentity({ dapp }: { dapp: DappInfo }) {
  return (
    <div className="wallet-dapp">
      {dapp.icon ? (
        // The name beside it says who this is, so the icon is decorative.
        <img src={dapp.icon} alt="" width={40} height={40} referrerPolicy="no-referrer" />
      ) : (
        <span className="wallet-dapp-placeholder" aria-hidden="true">
          {dapp.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div>
        <strong>{dapp.name}</strong>
        <div className="demo-muted wallet-break">{dapp.url}</div>
      </div>
    </div>
  )
}
