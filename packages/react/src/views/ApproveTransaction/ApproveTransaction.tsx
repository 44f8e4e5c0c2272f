'use client'
import { SecureFrameSlot } from '../../components/SecureFrameSlot.js'
import { useTranslate } from '../../hooks/useTranslate.js'

/**
 * The ApproveTransaction view: the secure frame shows the request to approve over this view. The
 * request is already running; closing the modal refuses it.
 */
export function ApproveTransaction() {
  const t = useTranslate()
  return <SecureFrameSlot description={t('approve.description')} />
}
