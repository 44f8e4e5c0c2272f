import type { Options } from '../options/options.js'
import type { FrameSocialProvider } from '../protocol/frameMessages.js'

/** The social logins, in the spec's default order (section 9). */
export const defaultSocials: readonly FrameSocialProvider[] = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
]

/** The providers' own names (brand names: the same in every language). */
export const socialProviderNames: Record<FrameSocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

/** The platforms a Telegram Mini App reports (`Telegram.WebApp.platform`) that the rule names. */
export type TelegramPlatform = 'ios' | 'macos' | 'android' | (string & {})

// Spec section 5: inside Telegram, the providers whose sign-in pages do not work in its web view.
const droppedInTelegram: Record<string, readonly FrameSocialProvider[]> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
}

/**
 * The social logins to offer: `features.socials` (the spec's seven by default; `false` or an
 * empty list: none), unknown names left out, each once, in the site's order. Inside a Telegram
 * Mini App (spec section 5) iOS drops google, Mac drops x, Android drops facebook and x.
 *
 * @example
 * getSocials({ features: { socials: ['github', 'google'] } }, 'ios') // ['github']
 */
export function getSocials(
  options: Pick<Options, 'features'>,
  telegramPlatform?: TelegramPlatform | undefined,
): FrameSocialProvider[] {
  const chosen = options.features?.socials
  if (chosen === false) return []
  const dropped = telegramPlatform === undefined ? [] : (droppedInTelegram[telegramPlatform] ?? [])
  const socials: FrameSocialProvider[] = []
  for (const name of chosen ?? defaultSocials)
    if (
      Object.hasOwn(socialProviderNames, name) &&
      !socials.includes(name as FrameSocialProvider) &&
      !dropped.includes(name as FrameSocialProvider)
    )
      socials.push(name as FrameSocialProvider)
  return socials
}

/**
 * The platform of the Telegram Mini App the page runs in (`window.Telegram.WebApp.platform`, set
 * by Telegram's script), or `undefined` outside Telegram.
 */
export function readTelegramPlatform(): TelegramPlatform | undefined {
  const telegram = (globalThis as { Telegram?: { WebApp?: { platform?: unknown } } }).Telegram
  const platform = telegram?.WebApp?.platform
  return typeof platform === 'string' && platform !== 'unknown' ? platform : undefined
}
