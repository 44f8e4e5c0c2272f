import type { Adapter, AdapterPayload } from 'oidc-provider'

type Entry = { payload: AdapterPayload; expiresAt: number }

/** The models issued under a grant, which revoking the grant removes. */
const grantBound = ['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode']

/**
 * An in-memory store for oidc-provider's models (sessions, interactions, grants, codes, tokens),
 * one per identity provider instance, lost on restart. Lookups by uid, user code and grant scan
 * the entries, which is fine for the handful a dev session creates.
 */
export function createMemoryAdapter(): (model: string) => Adapter {
  const entries = new Map<string, Entry>()

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key)
    if (entry && entry.expiresAt <= Date.now()) {
      entries.delete(key)
      return undefined
    }
    return entry
  }

  return (model) => {
    const keyOf = (id: string) => `${model}:${id}`
    const findBy = async (field: 'uid' | 'userCode', value: string) => {
      for (const key of entries.keys()) {
        if (!key.startsWith(`${model}:`)) continue
        const entry = live(key)
        if (entry?.payload[field] === value) return entry.payload
      }
      return undefined
    }
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt =
          expiresIn === undefined ? Number.POSITIVE_INFINITY : Date.now() + expiresIn * 1000
        entries.set(keyOf(id), { payload, expiresAt })
      },
      async find(id) {
        return live(keyOf(id))?.payload
      },
      findByUid: (uid) => findBy('uid', uid),
      findByUserCode: (userCode) => findBy('userCode', userCode),
      async consume(id) {
        const entry = live(keyOf(id))
        if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000)
      },
      async destroy(id) {
        entries.delete(keyOf(id))
      },
      // A reused authorization code revokes every token of its grant, whatever their model.
      async revokeByGrantId(grantId) {
        for (const [key, entry] of entries) {
          const bound = grantBound.some((name) => key.startsWith(`${name}:`))
          if (bound && entry.payload.grantId === grantId) entries.delete(key)
        }
      },
    }
  }
}
