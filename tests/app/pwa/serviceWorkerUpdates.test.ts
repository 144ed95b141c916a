import { describe, expect, it, vi } from 'vitest'
import { startServiceWorkerUpdates, UPDATE_CHECK_MS, type UpdatePorts } from '../../../src/pwa/serviceWorkerUpdates'

type Listener = (event: { isUpdate?: boolean; isExternal?: boolean }) => void

/** A Workbox and a service worker container that the test drives. */
function given(options: { registerFails?: boolean; waiting?: boolean } = {}) {
  const workboxListeners = new Map<string, Listener[]>()
  const controllerListeners: (() => void)[] = []
  const posted: unknown[] = []
  const checks: { run: () => void; ms: number }[] = []
  const ports: UpdatePorts = {
    workbox: {
      addEventListener: (type, listener) => workboxListeners.set(type, [...(workboxListeners.get(type) ?? []), listener]),
      register: () => (options.registerFails ? Promise.reject(new Error('no sw')) : Promise.resolve({})),
      update: vi.fn(async () => {}),
    },
    container: {
      addEventListener: (_type, listener) => controllerListeners.push(listener),
      getRegistration: async () => ({ waiting: options.waiting === false ? null : { postMessage: (message: unknown) => posted.push(message) } }),
    },
    reload: vi.fn(),
    every: (run, ms) => {
      checks.push({ run, ms })
      return () => {}
    },
    log: vi.fn(),
  }
  const emit = (type: string, event: Parameters<Listener>[0] = {}) => workboxListeners.get(type)?.forEach((listener) => listener(event))
  const controllerChanges = () => controllerListeners.forEach((listener) => listener())
  return { ports, emit, controllerChanges, posted, checks }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('service worker updates (SPEC §4 "Service worker")', () => {
  it('registered → update found → waiting: the toast shows only for a waiting new version', async () => {
    const { ports, emit } = given()
    const updates = startServiceWorkerUpdates(ports)
    const seen: string[] = []
    updates.subscribe((state) => seen.push(state.phase))
    await settle()
    expect(updates.state()).toEqual({ phase: 'registered', newContentAvailable: false, refreshingApp: false })
    emit('installing', { isUpdate: false })
    expect(updates.state().phase).toBe('registered')
    emit('installing', { isUpdate: true })
    emit('waiting', { isUpdate: true })
    expect(seen).toEqual(['registered', 'update-found', 'waiting'])
    expect(updates.state()).toEqual({ phase: 'waiting', newContentAvailable: true, refreshingApp: false })
  })

  it('checks for an update every 30000 ms once registered', async () => {
    const { ports, checks } = given()
    startServiceWorkerUpdates(ports)
    await settle()
    expect(UPDATE_CHECK_MS).toBe(30_000)
    expect(checks.map((check) => check.ms)).toEqual([30_000])
    checks[0]!.run()
    expect(ports.workbox.update).toHaveBeenCalledTimes(1)
  })

  it('never reloads by itself: a waiting version stays waiting until REFRESH', async () => {
    const { ports, emit, controllerChanges } = given()
    startServiceWorkerUpdates(ports)
    await settle()
    emit('waiting', { isUpdate: true })
    controllerChanges() // e.g. the first install claiming the page
    expect(ports.reload).not.toHaveBeenCalled()
  })

  it('REFRESH: the overlay, SKIP_WAITING to the waiting worker, and exactly one reload when the controller changes', async () => {
    const { ports, emit, controllerChanges, posted } = given()
    const updates = startServiceWorkerUpdates(ports)
    await settle()
    emit('waiting', { isUpdate: true })
    await updates.refresh()
    expect(updates.state()).toEqual({ phase: 'refreshing', newContentAvailable: false, refreshingApp: true })
    expect(posted).toEqual([{ type: 'SKIP_WAITING' }])
    expect(ports.reload).not.toHaveBeenCalled()
    controllerChanges()
    controllerChanges()
    await updates.refresh()
    expect(ports.reload).toHaveBeenCalledTimes(1)
  })

  it('REFRESH when the new version already took over (another tab refreshed): one plain reload', async () => {
    const { ports, emit } = given({ waiting: false })
    const updates = startServiceWorkerUpdates(ports)
    await settle()
    emit('waiting', { isUpdate: true })
    await updates.refresh()
    expect(ports.reload).toHaveBeenCalledTimes(1)
  })

  it('close hides the toast; a failed screen load shows it again', async () => {
    const { ports, emit } = given()
    const updates = startServiceWorkerUpdates(ports)
    await settle()
    emit('waiting', { isUpdate: true })
    updates.dismiss()
    expect(updates.state()).toEqual({ phase: 'waiting', newContentAvailable: false, refreshingApp: false })
    updates.reopen()
    expect(updates.state().newContentAvailable).toBe(true)
  })

  it('a registration error is only logged (SPEC §8)', async () => {
    const { ports } = given({ registerFails: true })
    const updates = startServiceWorkerUpdates(ports)
    await settle()
    expect(updates.state().phase).toBe('failed')
    expect(ports.log).toHaveBeenCalledWith('service worker registration failed', expect.any(Error))
  })
})
