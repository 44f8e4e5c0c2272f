import { cookieToInitialState } from '@latch/core'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { latchOptions } from './latchOptions'
import { Providers } from './providers'

export const metadata: Metadata = {
  title: 'Latch on Next.js',
  description: 'A server-rendered page with Latch',
}

// A server component: this request's stored connection, from its cookie, for both renders.
export default async function RootLayout({ children }: { children: ReactNode }) {
  const initialState = cookieToInitialState(latchOptions, (await headers()).get('cookie'))
  return (
    <html lang="en">
      <body>
        <Providers initialState={initialState}>{children}</Providers>
      </body>
    </html>
  )
}
