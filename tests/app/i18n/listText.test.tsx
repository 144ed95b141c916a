// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { createI18n } from '../../../src/i18n/i18n'
import { useListText } from '../../../src/i18n/useListText'

afterEach(cleanup)

const commonStrings = (language: string) => JSON.parse(readFileSync(join(process.cwd(), 'src', 'i18n', 'locales', language, 'common.json'), 'utf8')) as Record<string, unknown>

function Ingredients({ names }: { names: string[] }) {
  const list = useListText()
  return <p data-testid="list">{list(names)}</p>
}

describe('lists of names in the guest language (ingredients, options, who is at the table)', () => {
  it.each([
    ['it', 'Pomodoro, Mozzarella, Basilico'],
    ['en', 'Pomodoro, Mozzarella, Basilico'],
    // SPEC §1: right-to-left languages are supported; Arabic writes its own comma, not the Latin one
    ['ar', 'Pomodoro، Mozzarella، Basilico'],
  ])('%s writes %s', async (language, expected) => {
    const i18n = await createI18n({ language, strings: commonStrings(language), all: true })
    render(
      <I18nextProvider i18n={i18n}>
        <Ingredients names={['Pomodoro', 'Mozzarella', 'Basilico']} />
      </I18nextProvider>,
    )
    expect(screen.getByTestId('list').textContent).toBe(expected)
  })
})
