/** One native transfer row of `chain_transfers`, for the tests of the indexer's migrations. Test-only. */
export const sampleTransfer = {
  chain_id: 'eip155:31337',
  block_number: 7,
  block_hash: `0x${'aa'.repeat(32)}`,
  tx_hash: `0x${'bb'.repeat(32)}`,
  tx_index: 0,
  log_index: -1,
  item_index: 0,
  from_address: `0x${'11'.repeat(20)}`,
  to_address: `0x${'22'.repeat(20)}`,
  token_address: null,
  standard: 'native',
  token_id: null,
  amount: '1000000000000000000000000000000',
  timestamp: '2026-01-02T03:04:05.000Z',
  status: 'success',
} as const
