// A renderer whose pages all fail (tests/server/venuePages.test.ts): the server answers with the app shell.
export const renderer = {
  async renderVenuePage() {
    throw new Error('the renderer is broken')
  },
  async renderNotFoundPage() {
    throw new Error('the renderer is broken')
  },
}
