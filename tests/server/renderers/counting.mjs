// A renderer that numbers its renders (tests/server/venuePages.test.ts, RENDER_THREADS=0): a page served again from the cache keeps its number.
let renders = 0

export const renderer = {
  async renderVenuePage(input) {
    return { attributes: { lang: input.info.currentLanguage, dir: 'ltr', colorScheme: 'light', title: input.info.name }, body: `render ${++renders} of ${input.location}`, data: '' }
  },
  async renderNotFoundPage(input) {
    return { attributes: { lang: input.language, dir: 'ltr', colorScheme: 'light', title: 'Comanda' }, body: `render ${++renders} of ${input.location}`, data: '' }
  },
}
