import { AppKitButton } from '@latch/react'
import { Account } from './account'

// A server component: the button and the account are client components it renders.
export default function Home() {
  return (
    <main>
      <h1>Latch on Next.js</h1>
      <AppKitButton />
      <Account />
    </main>
  )
}
