import { ActionButtonList } from './components/ActionButtonList'
import { InfoList } from './components/InfoList'

export function App() {
  return (
    <main className="page">
      <header className="bar">
        <h1>Counter Shop</h1>
        <div className="buttons">
          <appkit-network-button />
          <appkit-button />
        </div>
      </header>
      <ActionButtonList />
      <InfoList />
    </main>
  )
}
