import { get } from 'node:http'

export type RawAnswer = { status: number; encoding: string | undefined; headers: Record<string, string | string[] | undefined>; bytes: Buffer }

/** A GET that accepts `encoding` and keeps the answer's bytes as sent (Node's fetch would decompress them). */
export function rawGet(url: string, encoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'], headers: response.headers, bytes: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}
