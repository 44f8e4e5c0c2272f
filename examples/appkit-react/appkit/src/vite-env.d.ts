/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PROJECT_ID: string
  readonly VITE_LOCAL_CHAIN_ID: string
  readonly VITE_LOCAL_RPC_URL: string
  readonly VITE_SECOND_CHAIN_ID: string
  readonly VITE_SECOND_RPC_URL: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
