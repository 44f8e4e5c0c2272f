import { memoryStorage, mockAdapter } from '@latch/test'
import { afterEach, expect, test, vi } from 'vitest'
import { createConfig } from '../config/createConfig.js'
import { mainnet } from '../networks/mainnet.js'
import { checkAllowedOrigin } from './checkAllowedOrigin.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

const setup = (options: { projectId?: string; apiUrl?: string }, allowedOrigins: string[] = []) => {
  vi.stubGlobal('location', { origin: 'https://app.example.com' })
  // The server's answer shape (GET /projects/v1/origins); the server itself is tested elsewhere.
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ allowedOrigins })))
  return createConfig({
    adapters: [mockAdapter()],
    networks: [mainnet],
    storage: memoryStorage(),
    ...options,
  })
}

test('default: an allowed origin raises no alert', async () => {
  const config = setup({ projectId: 'p', apiUrl: 'https://api.test' }, ['https://*.example.com'])
  await checkAllowedOrigin(config)
  expect(config.store.getState().alert).toBeUndefined()
})

test('behavior: a missing project id raises the configuration alert', async () => {
  const config = setup({})
  await checkAllowedOrigin(config)
  expect(config.store.getState().alert?.messageKey).toBe('alerts.project_id_missing')
})

test('behavior: an origin not in the list raises the invalid-configuration alert', async () => {
  const config = setup({ projectId: 'p', apiUrl: 'https://api.test' }, ['https://example.com'])
  await checkAllowedOrigin(config)
  expect(config.store.getState().alert?.messageKey).toBe('alerts.invalid_configuration')
})

test('behavior: a failed fetch counts as an empty list (spec section 7)', async () => {
  const config = setup({ projectId: 'p', apiUrl: 'https://api.test' })
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('Failed to fetch')
  })
  await checkAllowedOrigin(config)
  expect(config.store.getState().alert?.messageKey).toBe('alerts.invalid_configuration')
})
