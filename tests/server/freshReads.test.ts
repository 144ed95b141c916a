// Issue #14: the rendering server reads a venue once for every table's first scan after an import.
import { describe, expect, it } from 'vitest'
import { freshReads } from '../../server/freshReads'

function setup(freshMs = 2000, limit = 10) {
  let now = 1_000
  const read = freshReads({ clock: () => now, freshMs, limit })
  const loads: string[] = []
  const load = (key: string, answer: Promise<string> = Promise.resolve(`${key}@${now}`)) => () => {
    loads.push(key)
    return answer
  }
  return { read, loads, load, later: (ms: number) => void (now += ms) }
}

describe('fresh reads of the venue API', () => {
  it('shares one read among everyone who asks while it is fresh, even before it has answered', async () => {
    const { read, loads, load } = setup()
    const answers = await Promise.all([read('venue', load('venue')), read('venue', load('venue')), read('venue', load('venue'))])
    expect(answers).toEqual(['venue@1000', 'venue@1000', 'venue@1000'])
    expect(loads).toEqual(['venue'])
  })

  it('reads again once the answer is older than its time: an imported venue shows', async () => {
    const { read, loads, load, later } = setup(2000)
    await read('venue', load('venue'))
    later(1999)
    expect(await read('venue', load('venue'))).toBe('venue@1000')
    later(1)
    expect(await read('venue', load('venue'))).toBe('venue@3000')
    expect(loads).toEqual(['venue', 'venue'])
  })

  it('keeps each key apart (another venue, another language)', async () => {
    const { read, loads, load } = setup()
    expect(await read('venue|it', load('venue|it'))).toBe('venue|it@1000')
    expect(await read('venue|ar', load('venue|ar'))).toBe('venue|ar@1000')
    expect(loads).toEqual(['venue|it', 'venue|ar'])
  })

  it('forgets a read that failed, so the next request asks again', async () => {
    const { read, loads, load } = setup()
    await expect(read('venue', load('venue', Promise.reject(new Error('down'))))).rejects.toThrow('down')
    expect(await read('venue', load('venue'))).toBe('venue@1000')
    expect(loads).toEqual(['venue', 'venue'])
  })

  it('holds at most its limit of answers', async () => {
    const { read, loads, load } = setup(2000, 2)
    for (const key of ['a', 'b', 'c', 'a']) await read(key, load(key))
    expect(loads).toEqual(['a', 'b', 'c', 'a'])
  })
})
