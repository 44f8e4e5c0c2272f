/** A social login the dev identity provider imitates. */
export type DevSocialProvider = 'google' | 'x' | 'discord' | 'github' | 'apple' | 'facebook'

/** Every provider the dev identity provider serves, in the order its pages list them. */
export const devSocialProviders = [
  'google',
  'x',
  'discord',
  'github',
  'apple',
  'facebook',
] as const satisfies readonly DevSocialProvider[]

/** How each provider names itself on the dev sign-in pages. */
export const devSocialProviderLabels: Record<DevSocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}
