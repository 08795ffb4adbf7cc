/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `true` answers the API in the browser with the MSW mocks (`npm run dev:mocks`). */
  readonly VITE_MOCKS?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
