/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PROJECT_ID: string
  readonly VITE_LOCAL_CHAIN_ID: string
  readonly VITE_LOCAL_RPC_URL: string
  readonly VITE_SECOND_CHAIN_ID: string
  readonly VITE_SECOND_RPC_URL: string
  readonly VITE_LATCH_API_URL: string // Latch: where your Latch server runs
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
