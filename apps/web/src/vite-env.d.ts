/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** External documentation site opened by the support links. */
  readonly VITE_SUPPORT_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
