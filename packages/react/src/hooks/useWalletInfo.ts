'use client'
import { getWalletInfo, watchWalletInfo } from '@latch/core'
import { useMemo } from 'react'
import { useRead } from './useRead.js'

/** The connected wallet's name, icon and rdns; `getWalletInfo`/`watchWalletInfo` outside React. */
export function useWalletInfo() {
  const walletInfo = useRead(getWalletInfo, watchWalletInfo)
  return useMemo(() => ({ walletInfo }), [walletInfo])
}
