/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `true` answers the API in the browser with the MSW mocks (`npm run dev:mocks`). */
  readonly VITE_MOCKS?: string
  readonly VITE_CHAT_URL?: string
  readonly VITE_SUPPORT_PHONE?: string
  readonly VITE_SUPPORT_EMAIL?: string
  readonly VITE_SOCIAL_HANDLE?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
