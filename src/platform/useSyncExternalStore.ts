// What react-i18next imports as 'use-sync-external-store/shim' (vite.config.ts): React's own hook since React 18, without the shim's code in the first screen (issue #14).
export { useSyncExternalStore } from 'react'
