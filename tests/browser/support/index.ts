export * from './browser'
export * from './harness'
