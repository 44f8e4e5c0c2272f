import type { FrameAppContext, FrameRequestHandler } from '../frameAppContext.js'
import { loadFrameLanguage } from '../i18n/translate.js'

/**
 * SYNC_THEME: kept in memory for the frame's own views (approval, device step): light or dark,
 * and the locale. The locale's words are loaded first, so that a theme the views read always
 * comes with its language ready; a later SYNC_THEME wins over an earlier one still loading.
 */
export function syncTheme(context: FrameAppContext): FrameRequestHandler<'SYNC_THEME'> {
  let latest = 0
  return async (theme) => {
    const sync = ++latest
    await loadFrameLanguage(theme.locale)
    if (sync === latest) context.session.setTheme(theme)
    return {}
  }
}
