// `tsx packages/devnet/src/node/cli.ts`: starts the devnet with the defaults until Ctrl+C.
// One line per chain goes to stdout (scripts may read it); progress goes to stderr.
import { defaultManifestPath, startDevnet } from './startDevnet'

const devnet = await startDevnet({ log: (message) => console.error(message) })

for (const chain of devnet.manifest.chains) {
  const { usd, token, nft, items, multicall3 } = chain.contracts
  console.log(
    `${chain.name}: chainId ${chain.chainId} ${chain.rpcUrl} ${usd.symbol} ${usd.address} ` +
      `${token.symbol} ${token.address} ${nft.symbol} ${nft.address} ` +
      `${items.symbol} ${items.address} Multicall3 ${multicall3.address}`,
  )
}
const { solana } = devnet.manifest
if (solana?.splToken) {
  console.log(`Solana: ${solana.rpcUrl} ${solana.splToken.symbol} (SPL) ${solana.splToken.mint}`)
}
for (const nft of solana?.nfts ?? []) {
  console.log(`Solana NFT: ${nft.name} (Token-2022) ${nft.mint} held by ${nft.owner}`)
}
console.error(`devnet ready (manifest: ${defaultManifestPath}); Ctrl+C stops it`)

let stopping = false
const shutdown = async (signal: NodeJS.Signals) => {
  if (stopping) return
  stopping = true
  console.error(`${signal}: stopping the devnet`)
  await devnet.stop()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
