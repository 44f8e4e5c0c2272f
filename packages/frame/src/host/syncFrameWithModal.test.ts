import { authConnectorId, createConfig, setLocale, setThemeMode } from '@latch/core'
import { createConnectorContext } from '@latch/core/internal'
import { latchCatalogue } from '@latch/core/locales'
import { mainnet } from '@latch/core/networks'
import { memoryStorage, mockAdapter } from '@latch/test'
import { describe, expect, test } from 'vitest'
import type { FrameClient } from './createFrameClient.js'
import { syncFrameWithModal } from './syncFrameWithModal.js'

/** A frame client that records what the modal tells the frame. */
function recordingClient() {
  const sent: { type: string; payload: unknown }[] = []
  const client = {
    request: async (type: string, payload: unknown) => {
      sent.push({ type, payload })
      return {}
    },
  } as unknown as FrameClient
  return { client, sent }
}

describe('syncFrameWithModal', () => {
  test('default: the site once, the theme now and on each change', () => {
    const config = createConfig({
      networks: [mainnet],
      storage: memoryStorage(),
      adapters: [mockAdapter()],
      projectId: 'demo',
      metadata: {
        name: 'Demo'.repeat(100),
        description: 'A demo',
        url: 'https://demo.example',
        icons: ['https://demo.example/icon.png', `https://demo.example/${'x'.repeat(3000)}`],
      },
    })
    const { client, sent } = recordingClient()
    const stop = syncFrameWithModal(createConnectorContext(config, authConnectorId), client, {
      sdkVersion: '0.1.0',
      sdkType: 'latch-react',
    })
    expect(sent).toEqual([
      {
        type: 'SYNC_DAPP_DATA',
        payload: {
          // Cut to what the frame's schema takes, so the message is not refused as a whole.
          metadata: {
            name: 'Demo'.repeat(64),
            description: 'A demo',
            url: 'https://demo.example',
            icons: ['https://demo.example/icon.png'],
          },
          sdkVersion: '0.1.0',
          sdkType: 'latch-react',
          projectId: 'demo',
        },
      },
      { type: 'SYNC_THEME', payload: { themeMode: 'light', locale: 'en' } },
    ])
    setThemeMode(config, 'dark')
    setThemeMode(config, 'dark')
    expect(sent.slice(2)).toEqual([
      { type: 'SYNC_THEME', payload: { themeMode: 'dark', locale: 'en' } },
    ])
    stop()
    setThemeMode(config, 'light')
    expect(sent).toHaveLength(3)
  })

  test('behavior: a change of language is sent with the theme mode, once', async () => {
    const config = createConfig(
      { networks: [mainnet], storage: memoryStorage(), adapters: [mockAdapter()] },
      { catalogue: latchCatalogue },
    )
    const { client, sent } = recordingClient()
    const stop = syncFrameWithModal(createConnectorContext(config, authConnectorId), client, {
      sdkVersion: '0.1.0',
      sdkType: 'latch-react',
    })
    setThemeMode(config, 'dark')
    await setLocale(config, 'de-CH')
    await setLocale(config, 'de')
    expect(sent.filter((message) => message.type === 'SYNC_THEME')).toEqual([
      { type: 'SYNC_THEME', payload: { themeMode: 'light', locale: 'en' } },
      { type: 'SYNC_THEME', payload: { themeMode: 'dark', locale: 'en' } },
      { type: 'SYNC_THEME', payload: { themeMode: 'dark', locale: 'de' } },
    ])
    stop()
  })

  test('behavior: a locale the frame would refuse is left out, the theme mode still goes', () => {
    const config = createConfig({
      networks: [mainnet],
      storage: memoryStorage(),
      adapters: [mockAdapter()],
    })
    const { client, sent } = recordingClient()
    const stop = syncFrameWithModal(createConnectorContext(config, authConnectorId), client, {
      sdkVersion: '0.1.0',
      sdkType: 'latch-react',
    })
    config.store.setState({ locale: 'x<script>' })
    expect(sent.at(-1)).toEqual({ type: 'SYNC_THEME', payload: { themeMode: 'light' } })
    stop()
  })
})
