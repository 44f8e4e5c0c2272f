import { bytesToHex, formatEther } from 'viem'
import { formatValue } from './formatValue.js'
import type { ParsedRequest } from './parseSessionRequest.js'

/** Props of {@link RequestDetails}. */
export type RequestDetailsProps = {
  request: ParsedRequest
  /** Devnet chain names by chain id, to name chains in the decoding. */
  chainNames: Record<number, string>
}

function Fields({ label, fields }: { label: string; fields: Record<string, unknown> }) {
  const entries = Object.entries(fields)
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {entries.length === 0 ? (
          'empty'
        ) : (
          <dl className="wallet-fields">
            {entries.map(([key, value]) => (
              <div key={key}>
                <dt>{key}</dt>
                <dd>{formatValue(value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </dd>
    </>
  )
}

/** A message that is shown as text when it is printable, and as hex otherwise. */
function Message({ text, hex }: { text: string | undefined; hex: string }) {
  return text === undefined ? (
    <>
      <dt>Message (not text, hex)</dt>
      <dd className="wallet-mono">{hex}</dd>
    </>
  ) : (
    <>
      <dt>Message</dt>
      <dd>
        <pre className="wallet-message">{text}</pre>
      </dd>
    </>
  )
}

/** A human-readable decoding of a session request, so the user knows what they approve. */
export function RequestDetails({ request, chainNames }: RequestDetailsProps) {
  const chainName = (chainId: string) => {
    const number = Number(chainId.split(':')[1])
    return chainNames[number] ? `${chainNames[number]} (${chainId})` : chainId
  }
  switch (request.method) {
    case 'personal_sign':
      return (
        <dl className="demo-status">
          <dt>Account</dt>
          <dd>{request.address}</dd>
          <Message text={request.text} hex={request.message} />
        </dl>
      )
    case 'eth_signTypedData_v4': {
      const { domain, message, primaryType } = request.typedData
      const domainChain = domain.chainId === undefined ? undefined : Number(domain.chainId)
      const requestChain = Number(request.chainId.split(':')[1])
      return (
        <>
          {domainChain !== undefined && domainChain !== requestChain && (
            <p className="wallet-warning">
              The domain names chain {formatValue(domain.chainId)}, not the session's chain{' '}
              {requestChain}.
            </p>
          )}
          <dl className="demo-status">
            <dt>Account</dt>
            <dd>{request.address}</dd>
            <dt>Type</dt>
            <dd>{primaryType}</dd>
            <Fields label="Domain" fields={domain} />
            <Fields label="Message" fields={message} />
          </dl>
        </>
      )
    }
    case 'eth_sendTransaction': {
      const { from, to, value, data, gas } = request.transaction
      return (
        <dl className="demo-status">
          <dt>Chain</dt>
          <dd>{chainName(request.chainId)}</dd>
          <dt>From</dt>
          <dd>{from}</dd>
          <dt>To</dt>
          <dd>{to ?? 'a new contract'}</dd>
          <dt>Value</dt>
          <dd>{formatEther(value)} ETH</dd>
          <dt>Data</dt>
          <dd className="wallet-mono">{data ?? 'none'}</dd>
          {gas !== undefined && (
            <>
              <dt>Gas limit</dt>
              <dd>{gas.toString()}</dd>
            </>
          )}
        </dl>
      )
    }
    case 'wallet_switchEthereumChain':
      return (
        <dl className="demo-status">
          <dt>Switch to</dt>
          <dd>{chainName(`eip155:${request.targetChain}`)}</dd>
        </dl>
      )
    case 'solana_signMessage':
      return (
        <dl className="demo-status">
          <dt>Account</dt>
          <dd>{request.pubkey}</dd>
          <Message text={request.text} hex={bytesToHex(request.message)} />
        </dl>
      )
  }
}
