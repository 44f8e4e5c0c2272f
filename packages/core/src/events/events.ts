/** The events a site can observe with `useAppKitEvents` and analytics will send. */
export type LatchEventName =
  | 'INITIALIZE'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'INTERNAL_SDK_ERROR'
  | 'SOCIAL_LOGIN_SUCCESS'

/** One event, with properties that carry no secrets and no full addresses. */
export type LatchEvent = {
  timestamp: number
  data: {
    type: 'track'
    event: LatchEventName
    properties?: Record<string, string | number | boolean>
  }
}
