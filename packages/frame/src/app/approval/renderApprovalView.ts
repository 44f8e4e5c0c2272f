import { frameLanguageAttributes, frameTranslator } from '../i18n/translate.js'
import { element } from '../ui/element.js'
import type { ApprovalField, ApprovalViewModel } from './approvalViewModel.js'

/** What {@link renderApprovalView} returns: the view and its two buttons. */
export type ApprovalViewElements = {
  view: HTMLElement
  approve: HTMLButtonElement
  reject: HTMLButtonElement
}

/** What {@link renderApprovalReview} returns: the view, its two buttons and its status line. */
export type ApprovalReviewElements = {
  view: HTMLElement
  /** Opens the approval popup. */
  review: HTMLButtonElement
  reject: HTMLButtonElement
  /** A polite live region for what the popup is doing (opened, blocked). */
  status: HTMLElement
}

/** Parameters of {@link renderApprovalView}. */
export type RenderApprovalViewParameters = {
  /** From SYNC_THEME. Defaults to `'light'`. */
  themeMode?: 'light' | 'dark' | undefined
  /**
   * From SYNC_THEME: the language of the view's own words (labels, buttons). The model's texts
   * come decoded in it already. English when missing or unknown.
   */
  locale?: string | undefined
  /** Defaults to the global `document`. */
  document?: Document | undefined
}

// Hex and base58 values in groups of four, so a swapped character is easier to see. The groups
// are spans with no spaces between them, so a copied address is still the whole address. Always
// left to right, also in a right-to-left view: the groups must read in the address's order.
function chunked(value: string, document: Document): HTMLElement {
  const groups = value.startsWith('0x')
    ? ['0x', ...(value.slice(2).match(/.{1,4}/g) ?? [])]
    : (value.match(/.{1,4}/g) ?? [])
  return element(
    'code',
    { className: 'latch-address', attributes: { dir: 'ltr' } },
    groups.map((group) => element('span', { text: group }, [], document)),
    document,
  )
}

function renderField(field: ApprovalField, document: Document): HTMLElement[] {
  const value =
    field.kind === 'address'
      ? element('dd', {}, [chunked(field.value, document)], document)
      : element(
          'dd',
          field.kind === 'data'
            ? // Hex or base58 bytes read left to right in any language.
              { className: 'latch-data', attributes: { dir: 'ltr' } }
            : field.kind === 'text'
              ? // A message reads in its own direction, whatever the view's language.
                { className: 'latch-text', attributes: { dir: 'auto' } }
              : { className: `latch-${field.kind}` },
          [field.value],
          document,
        )
  return [element('dt', { text: field.label }, [], document), value]
}

const primaryButton = (text: string, testId: string, document: Document) =>
  element(
    'button',
    {
      className: 'latch-button latch-button--primary',
      text,
      attributes: { type: 'button', 'data-testid': testId },
    },
    [],
    document,
  )

/**
 * Builds the approval view (SECURITY.md "The ApproveTransaction view is the security
 * boundary"): title, the verified requesting origin, the chain and account, warnings, the decoded
 * fields (full addresses, in groups of four) and Reject / Approve. Approve starts disabled; Reject
 * takes the focus. Text goes through `textContent` only. The view's words are in the language of
 * `locale`, which also goes into its `lang`.
 *
 * @example
 * const { view, approve, reject } = renderApprovalView(model, { themeMode: 'dark', locale: 'de' })
 */
export function renderApprovalView(
  model: ApprovalViewModel,
  parameters: RenderApprovalViewParameters = {},
): ApprovalViewElements {
  const document = parameters.document ?? globalThis.document
  const t = frameTranslator(parameters.locale)
  const approve = primaryButton(t('approval.approve'), 'latch-approval-approve', document)
  approve.disabled = true
  const { view, reject } = buildView(model, parameters, approve, undefined)
  return { view, approve, reject }
}

/**
 * The approval view where the approval happens in the popup (SECURITY.md T7): a high-risk
 * request, or a frame that cannot prove it is visible (no IntersectionObserver v2). The same
 * request, with "Review in a new window" in place of Approve, so nothing in the frame can be
 * clicked into an approval. Reject takes the focus.
 *
 * @example
 * const { view, review, reject, status } = renderApprovalReview(model, { locale: 'de' })
 */
export function renderApprovalReview(
  model: ApprovalViewModel,
  parameters: RenderApprovalViewParameters = {},
): ApprovalReviewElements {
  const document = parameters.document ?? globalThis.document
  const t = frameTranslator(parameters.locale)
  const review = primaryButton(t('approval.popup.review'), 'latch-approval-review', document)
  const status = element(
    'p',
    {
      className: 'latch-approval__status',
      text: t('approval.popup.why'),
      attributes: { role: 'status', 'data-testid': 'latch-approval-status' },
    },
    [],
    document,
  )
  const { view, reject } = buildView(model, parameters, review, status)
  return { view, review, reject, status }
}

function buildView(
  model: ApprovalViewModel,
  parameters: RenderApprovalViewParameters,
  primary: HTMLButtonElement,
  status: HTMLElement | undefined,
): { view: HTMLElement; reject: HTMLButtonElement } {
  const document = parameters.document ?? globalThis.document
  const t = frameTranslator(parameters.locale)
  const titleId = `latch-approval-title-${crypto.randomUUID()}`
  const el = <tag extends keyof HTMLElementTagNameMap>(
    tag: tag,
    props: Parameters<typeof element>[1] = {},
    children: Parameters<typeof element>[2] = [],
  ) => element(tag, props, children, document)

  const reject = el('button', {
    className: 'latch-button latch-button--secondary',
    text: t('approval.reject'),
    attributes: { type: 'button', 'data-autofocus': '', 'data-testid': 'latch-approval-reject' },
  })

  const meta = el('dl', { className: 'latch-approval__meta' }, [
    el('dt', { text: t('approval.requestedBy') }),
    el('dd', { className: 'latch-origin', text: model.origin }),
    el('dt', { text: t('approval.network') }),
    el('dd', { text: model.network, attributes: { 'data-chain': model.chain } }),
    el('dt', { text: t('approval.account') }),
    el('dd', {}, [chunked(model.account, document)]),
  ])
  const warnings =
    model.warnings.length > 0 &&
    el(
      'ul',
      {
        className: 'latch-approval__warnings',
        attributes: { 'aria-label': t('approval.warnings') },
      },
      model.warnings.map((item) =>
        el('li', {
          className: 'latch-warning',
          text: item.message,
          attributes: { 'data-code': item.code },
        }),
      ),
    )
  const sections = model.sections.map((section) =>
    el('section', { className: 'latch-approval__section' }, [
      el('h2', { text: section.title }),
      el(
        'dl',
        {},
        section.fields.flatMap((field) => renderField(field, document)),
      ),
    ]),
  )
  const view = el(
    'section',
    {
      className: 'latch-view latch-approval',
      attributes: {
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': titleId,
        'data-theme': parameters.themeMode ?? 'light',
        ...frameLanguageAttributes(parameters.locale),
        'data-testid': 'latch-approval',
        tabindex: '-1',
      },
    },
    [
      el('header', { className: 'latch-approval__header' }, [
        el('h1', { text: model.title, attributes: { id: titleId } }),
        meta,
      ]),
      // A focusable scroll region, so a keyboard can scroll a long request.
      el(
        'div',
        {
          className: 'latch-approval__body',
          attributes: { tabindex: '0', role: 'region', 'aria-label': t('approval.details') },
        },
        [warnings, ...sections],
      ),
      status,
      el('footer', { className: 'latch-approval__actions' }, [reject, primary]),
    ],
  )
  return { view, reject }
}
