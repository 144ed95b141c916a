export * from './browser'
export * from './harness'
export * from './db'
export * from './guest'
