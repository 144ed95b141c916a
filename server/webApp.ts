import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { VenuePages } from './venuePages'

/**
 * The built PWA (`dist/`, made by `npm run build`) under /app/ (SPEC §2 base path, history mode):
 * files as they are, and any other /app/ path gets index.html so the router can answer it.
 * Hashed assets are cached for good; index.html never, so a new deployment is seen at once. The
 * build wrote each text file compressed beside it (src/platform/compressedAssets.ts): those copies
 * are sent as they are, and a file without one is compressed per request (server/app.ts).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, pages: VenuePages | null = null): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/app/',
    index: false,
    wildcard: false,
    preCompressed: true,
    setHeaders: (response, path) => {
      response.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  const shell = (reply: { header(name: string, value: string): unknown; sendFile(file: string): unknown }) => {
    reply.header('cache-control', 'no-cache')
    return reply.sendFile('index.html')
  }
  app.get('/app', (_request, reply) => reply.redirect('/app/'))
  app.get('/app/', (_request, reply) => shell(reply))
  app.get('/app/*', (request, reply) => {
    if (/\/assets\//.test(request.url)) return reply.code(404).send({ code: 'not_found', message: 'No such file' })
    return shell(reply)
  })
  // Venue pages come rendered (DESIGN §6) when the renderer is built; anything it does not render gets the shell.
  const venuePage = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      if (pages && (await pages.render(request, reply))) return reply
    } catch (error) {
      // A page that cannot be rendered is still the app: the browser renders it (never a 500).
      request.log.error({ err: error }, 'a venue page could not be rendered on the server')
    }
    return reply.sent ? reply : shell(reply)
  }
  app.get('/app/restaurants/:hash', venuePage)
  app.get('/app/restaurants/:hash/*', venuePage)
  return true
}
