/**
 * Every scope the dev clients ask for, worded for the consent page. oidc-provider only grants
 * the scopes it knows, so this list is also its `scopes` configuration.
 */
export const scopeDescriptions: Record<string, string> = {
  openid: 'Sign you in with your account',
  email: 'See your email address',
  profile: 'See your name, profile picture and language',
  name: 'See your name',
  'read:user': 'Read your profile',
  'user:email': 'Read your email addresses',
  identify: 'See your username and avatar',
  'users.read': 'See your profile',
  'tweet.read': 'Read your posts',
  public_profile: 'See your name and profile picture',
}
