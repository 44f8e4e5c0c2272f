import { readFileSync } from 'node:fs'
import type { DevnetManifest } from '@latch/devnet'
import { test as base, expect, type Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http } from 'viem'
import { e2e } from '../playwright.config.js'

/** The manifest the test devnet wrote: addresses, accounts and RPC URLs. */
export function readManifest(): DevnetManifest {
  return JSON.parse(readFileSync(e2e.manifestPath, 'utf8')) as DevnetManifest
}

/** Reads a chain directly, not through the page: what the tests compare the UI against. */
export function chainReader(chainIndex = 0) {
  const chain = readManifest().chains[chainIndex]!
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  return {
    chain,
    client,
    balance: (address: `0x${string}`) => client.getBalance({ address }),
    tokenBalance: (address: `0x${string}`) =>
      client.readContract({
        address: chain.contracts.usd.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
  }
}

/** The modal dialog, found by role inside its shadow root. */
export const modal = (page: Page) => page.getByTestId('latch-modal')

/** Opens the Connect view from the page's Connect button. */
export async function openConnect(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await expect(page.getByRole('dialog', { name: 'Connect wallet' })).toBeVisible()
}

/** Approves the dev wallet's prompt on screen, as a visitor clicks Approve in the extension. */
export async function approveInWallet(page: Page) {
  await page.getByTestId('devwallet-approve').click()
}

/** Connects the dev wallet through the modal and waits for the account button. */
export async function connectDevWallet(page: Page) {
  await openConnect(page)
  await page.getByTestId('latch-wallet-dev.latch.wallet').click()
  await approveInWallet(page)
  await expect(page.getByTestId('latch-modal')).toBeHidden()
  await expect(page.getByTestId('latch-account-button-address')).toBeVisible()
}

/**
 * Every test runs offline: a request to anything but loopback is aborted and recorded, and a
 * test that made one fails.
 */
export const test = base.extend<{ externalRequests: string[] }>({
  externalRequests: [
    async ({ context }, use) => {
      const external: string[] = []
      await context.route(
        (url) =>
          !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) && url.protocol !== 'data:',
        (route) => {
          external.push(route.request().url())
          return route.abort()
        },
      )
      // WebSockets are not requests to `route`: the relay's socket is checked here.
      await context.routeWebSocket(
        (url) => !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname),
        (socket) => {
          external.push(socket.url())
          return socket.close()
        },
      )
      await use(external)
      expect(external, 'requests that left loopback').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
