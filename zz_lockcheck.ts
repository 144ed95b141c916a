type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> }
declare const n: Navigator
export const l: LockManagerLike = n.locks
