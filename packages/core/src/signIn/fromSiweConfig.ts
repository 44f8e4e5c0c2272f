import { SiwxUnsupportedNamespaceError, SiwxVerificationError } from '../errors/siwx.js'
import type { CaipNetworkId } from '../types/network.js'
import type { SiweConfig, SiwxConfig, SiwxMessage, SiwxSession } from '../types/siwx.js'

/**
 * Runs a legacy `siweConfig` (AppKit's SIWE shape) as a SIWX config, on eip155 networks only:
 *
 * - `createMessage`: a nonce from `getNonce(address)`, the fields of `getMessageParams` (else the
 *   page's host and origin, issued now), written by the site's `createMessage` (the plain `0x`
 *   address and the EIP-155 chain number);
 * - `addSession`: `verifyMessage` must answer `true`, then `onSignIn` gets `getSession()`;
 * - `getSessions`: the site's one session (`getSession`), when it is the account's on this
 *   network; one of another account or network is signed out (with `onSignOut`), unless
 *   `signOutOnAccountChange` or `signOutOnNetworkChange` is `false`, which keeps it and counts it;
 * - `revokeSession`, `setSessions([])`: `signOut`, then `onSignOut`;
 * - `getRequired`: `required`, `true` unless set; `signOutOnDisconnect`: `true` unless set.
 *
 * `chains`, `nonceRefetchIntervalMs` and `sessionRefetchIntervalMs` are accepted and not used: a
 * nonce is fetched for each message and the session read on each connection.
 *
 * @example
 * const siwx = fromSiweConfig(siweConfig)
 * await siwx.getSessions('eip155:1', '0xabc…')
 */
export function fromSiweConfig(siwe: SiweConfig): SiwxConfig {
  const signOut = async () => {
    await siwe.signOut()
    siwe.onSignOut?.()
  }
  const addSession = async ({ message, signature }: SiwxSession) => {
    if (!(await siwe.verifyMessage({ message, signature }))) throw new SiwxVerificationError()
    siwe.onSignIn?.((await siwe.getSession()) ?? undefined)
  }
  return {
    getRequired: () => siwe.required !== false,
    signOutOnDisconnect: siwe.signOutOnDisconnect !== false,

    async createMessage({ accountAddress, chainId, notBefore }) {
      const [namespace, reference] = chainId.split(':')
      if (namespace !== 'eip155') throw new SiwxUnsupportedNamespaceError(namespace ?? chainId)
      const [parameters, nonce] = await Promise.all([
        siwe.getMessageParams?.(),
        siwe.getNonce(accountAddress),
      ])
      const domain = parameters?.domain ?? location.host
      const uri = parameters?.uri ?? location.origin
      const iat = parameters?.iat ?? new Date().toISOString()
      const nbf = parameters?.nbf ?? notBefore
      const optional = {
        ...(parameters?.statement === undefined ? {} : { statement: parameters.statement }),
        ...(nbf === undefined ? {} : { notBefore: nbf }),
        ...(parameters?.exp === undefined ? {} : { expirationTime: parameters.exp }),
        ...(parameters?.requestId === undefined ? {} : { requestId: parameters.requestId }),
        ...(parameters?.resources === undefined ? {} : { resources: parameters.resources }),
      }
      const text = siwe.createMessage({
        address: accountAddress,
        chainId: Number(reference),
        domain,
        uri,
        nonce,
        version: '1',
        iat,
        ...(parameters?.statement === undefined ? {} : { statement: parameters.statement }),
        ...(nbf === undefined ? {} : { nbf }),
        ...(parameters?.exp === undefined ? {} : { exp: parameters.exp }),
        ...(parameters?.requestId === undefined ? {} : { requestId: parameters.requestId }),
        ...(parameters?.resources === undefined ? {} : { resources: parameters.resources }),
      })
      const message: SiwxMessage = {
        accountAddress,
        chainId,
        domain,
        uri,
        version: '1',
        nonce,
        issuedAt: iat,
        ...optional,
        toString: () => text,
      }
      return message
    },

    addSession,

    async revokeSession() {
      await signOut()
    },

    async setSessions(sessions) {
      // The legacy backend holds one session: the last one given wins.
      const last = sessions.at(-1)
      if (last) await addSession(last)
      else await signOut()
    },

    async getSessions(chainId, address) {
      const session = await siwe.getSession()
      if (!session) return []
      const sessionChainId: CaipNetworkId = `eip155:${session.chainId}`
      const sameAccount = session.address.toLowerCase() === address.toLowerCase()
      const sameNetwork = sessionChainId === chainId
      if (
        (sameAccount || siwe.signOutOnAccountChange === false) &&
        (sameNetwork || siwe.signOutOnNetworkChange === false)
      )
        return [
          {
            // The legacy session keeps no message: only its account and network are known.
            data: {
              accountAddress: session.address,
              chainId: sessionChainId,
              domain: location.host,
              uri: location.origin,
              version: '1',
              nonce: '',
            },
            message: '',
            signature: '',
          },
        ]
      await signOut()
      return []
    },
  }
}
