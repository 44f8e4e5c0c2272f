import { type Abi, type AbiParameter, erc20Abi, erc721Abi, erc1155Abi, multicall3Abi } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { latchCollectionAbi, latchItemsAbi, latchMulticall3Abi, latchTokenAbi } from './abis'
import { compile } from './compile'

/** Drops what solc adds (`internalType`) and sorts, so hand-written and compiled ABIs compare. */
const normalize = (abi: Abi) =>
  abi
    .filter((item) => item.type === 'function' || item.type === 'error')
    .map((item) => {
      const strip = (params: readonly AbiParameter[]) =>
        params.map(({ name, type }) => ({ name, type }))
      return item.type === 'function'
        ? {
            type: item.type,
            name: item.name,
            stateMutability: item.stateMutability,
            inputs: strip(item.inputs),
            outputs: strip(item.outputs),
          }
        : { type: item.type, name: item.name, inputs: strip(item.inputs) }
    })

const signature = (item: { name: string; type: string; inputs: readonly AbiParameter[] }) =>
  `${item.type} ${item.name}(${item.inputs.map((input) => input.type).join(',')})`

describe('exported ABIs', () => {
  const cases = [
    ['LatchToken', latchTokenAbi, erc20Abi],
    ['LatchCollection', latchCollectionAbi, erc721Abi],
    ['LatchItems', latchItemsAbi, erc1155Abi],
    ['Multicall3', latchMulticall3Abi, multicall3Abi],
  ] as const

  it.each(cases)(
    '%s: ours match the compiled contract and, with viem, cover it',
    async (name, ours, viems) => {
      const compiled = normalize((await compile())[name].abi)
      for (const item of normalize(ours as Abi)) expect(compiled).toContainEqual(item)
      const covered = new Set(
        [...(ours as Abi), ...(viems as Abi)]
          .filter((item) => 'name' in item)
          .map((item) => signature(item as never)),
      )
      // viem's erc721Abi also has the enumerable extension, so only check one direction here.
      const missing = compiled.map(signature).filter((entry) => !covered.has(entry))
      expect(missing).toEqual([])
    },
  )

  it('compiles once and then reads the cache', async () => {
    const first = await compile()
    // A second call reads the cache: solc is not run (it logs before it compiles).
    const log = vi.fn()
    const again = await compile({ log })
    expect(log).not.toHaveBeenCalled()
    expect(again).toEqual(first)
    expect(first.LatchToken.bytecode).toMatch(/^0x60/)
  })
})
