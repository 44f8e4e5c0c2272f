/** A request as EIP-1193 defines it. */
export type Eip1193RequestArguments = {
  method: string
  params?: readonly unknown[] | object | undefined
}

/** The EIP-1193 provider surface Latch relies on; wallets may offer more. */
export type Eip1193Provider = {
  request(arguments_: Eip1193RequestArguments): Promise<unknown>
  on?(event: string, listener: (...arguments_: never[]) => void): unknown
  removeListener?(event: string, listener: (...arguments_: never[]) => void): unknown
}

/** The `info` object of an EIP-6963 announcement, as the wallet claims it. */
export type Eip6963ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }
