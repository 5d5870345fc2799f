/// <reference types="vite/client" />

type ImportMetaEnv = {}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
