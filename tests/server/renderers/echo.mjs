// A stand-in for dist-server/entry-server.js (tests/server/renderPool.test.ts): it answers what it was given.
import { threadId } from 'node:worker_threads'

export const renderer = {
  async renderVenuePage(input) {
    if (input.table === 'fail') throw new Error('this page cannot be rendered')
    if (input.table === 'exit') process.exit(3)
    return { attributes: { lang: input.info.currentLanguage, dir: 'ltr', colorScheme: 'light', title: input.info.name }, body: `thread ${threadId} table ${input.table} strings ${JSON.stringify(input.strings)}`, data: input.light.name }
  },
  async renderNotFoundPage(input) {
    return { attributes: { lang: input.language, dir: 'ltr', colorScheme: 'light', title: 'Comanda' }, body: `not found ${input.location}`, data: '' }
  },
}
