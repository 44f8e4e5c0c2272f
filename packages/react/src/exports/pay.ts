// AppKit Pay's functions and hooks (AppKit ships them as @reown/appkit-pay and its /react entry).
// Pay is not built yet (issue 18): each has AppKit's shape, reports a PayNotBuiltError and warns
// once. An entry of its own, so a site that does not pay loads none of it.
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { openPay, pay } from '../pay/pay.js'
export type { PayNotBuiltErrorType } from '../pay/payNotBuilt.js'
export { useAvailableExchanges } from '../pay/useAvailableExchanges.js'
export { useExchangeBuyStatus } from '../pay/useExchangeBuyStatus.js'
export { usePay } from '../pay/usePay.js'
export { usePayUrlActions } from '../pay/usePayUrlActions.js'
