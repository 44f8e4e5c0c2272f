// The popup a click opens, apart from the rest of the social login: the wallet buttons open it
// too, from the initial load, and only this much needs to be there.

/** The name of the sign-in popup: the page it returns to knows it is one by this name. */
export const socialPopupName = 'latch-social'

// The window the click opened, handed to the ConnectingSocial view. A window is no state to keep
// in the store (it is not data), and it must be opened in the click itself: a popup opened after
// an await is blocked.
let opened: Window | null | undefined

/**
 * Opens the sign-in popup, empty, in the visitor's click; the view sends it to the provider once
 * the frame has the URL. `null` where the browser blocks popups, and on phones, where a popup is a
 * new tab the visitor may never come back from: the page itself goes to the provider then.
 */
export function openSocialPopup(mobile: boolean): Window | null {
  opened = mobile
    ? null
    : window.open(
        'about:blank',
        socialPopupName,
        `popup,width=500,height=680,left=${Math.max(0, (screen.width - 500) / 2)},top=${Math.max(0, (screen.height - 680) / 2)}`,
      )
  return opened
}

/** The popup the last click opened, once: the view that takes it owns it. */
export function takeSocialPopup(): Window | null | undefined {
  const popup = opened
  opened = undefined
  return popup
}
