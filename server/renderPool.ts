import { Worker } from 'node:worker_threads'
import type { NotFoundPageInput, PageRenderer, RenderedPage, VenuePageInput } from '../api/pageRenderer'

type Method = keyof PageRenderer
type Job = { resolve: (page: RenderedPage) => void; reject: (error: Error) => void }
/** What a thread keeps of the objects many pages share (the venue info, its light info, the UI strings), by the pool's name for them. */
const SHARED_KEPT = 16
const SHARED_FIELDS = ['info', 'light', 'strings'] as const

/**
 * A thread's program (CommonJS, evaluated): it loads the built renderer and renders what it is
 * sent. The objects many pages share come once, under a name, and are kept by it (the same
 * number as the pool remembers having sent, evicted in the same order).
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads')
process.env.NODE_ENV = process.env.NODE_ENV || 'production'
const ready = import(workerData.rendererUrl).then((module) => module.renderer)
const kept = new Map()
parentPort.on('message', async ({ id, method, input, shared }) => {
  try {
    const names = input.sharedNames || {}
    // the same steps as the pool's: first the names in use move last, then the new ones come (the oldest go)
    for (const name of Object.values(names)) if (kept.has(name)) { const value = kept.get(name); kept.delete(name); kept.set(name, value) }
    for (const [name, value] of shared) {
      kept.set(name, value)
      if (kept.size > ${SHARED_KEPT}) kept.delete(kept.keys().next().value)
    }
    const whole = { ...input }
    for (const [field, name] of Object.entries(names)) whole[field] = kept.get(name)
    delete whole.sharedNames
    parentPort.postMessage({ id, page: await (await ready)[method](whole) })
  } catch (error) {
    parentPort.postMessage({ id, error: error && error.stack ? error.stack : String(error) })
  }
})
`

type Thread = { worker: Worker; jobs: Map<number, Job>; sent: Set<string> }

/**
 * DESIGN §6, issue #14: venue pages rendered on every core. React renders on one thread, and a
 * venue home is about ten milliseconds of it: a server that renders on its event loop renders
 * one page at a time and answers nothing else meanwhile. The pool's threads each load the built
 * renderer (`dist-server/entry-server.js`) and take the next page; the serving thread keeps the
 * venue API, the page cache and the compression. A thread that dies fails its pages (the app
 * shell answers them) and is replaced.
 */
export function renderPool(rendererUrl: string, size: number, log?: (line: string) => void): PageRenderer & { close(): Promise<void> } {
  let nextJob = 0
  let closed = false
  const names = new WeakMap<object, string>()
  let nextName = 0
  const nameOf = (value: object) => {
    let name = names.get(value)
    if (name === undefined) {
      name = `shared-${++nextName}`
      names.set(value, name)
    }
    return name
  }

  const start = (): Thread => {
    const thread: Thread = { worker: new Worker(THREAD, { eval: true, workerData: { rendererUrl } }), jobs: new Map(), sent: new Set() }
    thread.worker.unref()
    thread.worker.on('message', ({ id, page, error }: { id: number; page?: RenderedPage; error?: string }) => {
      const job = thread.jobs.get(id)
      thread.jobs.delete(id)
      if (error !== undefined) job?.reject(new Error(error))
      else job?.resolve(page!)
    })
    const fail = (reason: string) => {
      for (const job of thread.jobs.values()) job.reject(new Error(reason))
      thread.jobs.clear()
      const index = threads.indexOf(thread)
      if (index >= 0 && !closed) {
        log?.(`a rendering thread stopped (${reason}); another one starts`)
        threads[index] = start()
      }
    }
    thread.worker.on('error', (error) => fail(error.message))
    thread.worker.on('exit', (code) => fail(`exit code ${code}`))
    return thread
  }
  const threads = Array.from({ length: Math.max(1, size) }, start)

  const render = (method: Method, input: VenuePageInput | NotFoundPageInput): Promise<RenderedPage> => {
    if (closed) return Promise.reject(new Error('the rendering threads are closed'))
    // the least busy thread
    const thread = threads.reduce((best, candidate) => (candidate.jobs.size < best.jobs.size ? candidate : best))
    const plain: Record<string, unknown> = { ...input }
    const sharedNames: Record<string, string> = {}
    for (const field of SHARED_FIELDS) {
      const value = plain[field]
      if (value === null || typeof value !== 'object') continue
      sharedNames[field] = nameOf(value)
      delete plain[field]
    }
    // What the thread keeps, step for step as it does (THREAD): the names in use move last, so
    // that the new ones never push out one this page needs; then the new ones are sent.
    const used = Object.values(sharedNames)
    for (const name of used) if (thread.sent.delete(name)) thread.sent.add(name)
    const shared: [string, unknown][] = []
    for (const [field, name] of Object.entries(sharedNames)) {
      if (thread.sent.has(name)) continue
      shared.push([name, input[field as keyof typeof input]])
      thread.sent.add(name)
      if (thread.sent.size > SHARED_KEPT) thread.sent.delete(thread.sent.values().next().value!)
    }
    const id = ++nextJob
    return new Promise<RenderedPage>((resolve, reject) => {
      thread.jobs.set(id, { resolve, reject })
      thread.worker.postMessage({ id, method, input: { ...plain, sharedNames }, shared })
    })
  }

  return {
    renderVenuePage: (input) => render('renderVenuePage', input),
    renderNotFoundPage: (input) => render('renderNotFoundPage', input),
    async close() {
      closed = true
      await Promise.all(threads.map((thread) => thread.worker.terminate()))
    },
  }
}
