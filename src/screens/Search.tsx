import { Chip, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { searchMenu } from '../../domain/menuSearch'
import { CartBar } from '../components/CartBar'
import { ItemList } from '../components/ItemCard'
import { useMenu } from '../components/useMenu'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useVenue } from '../venue/venueContext'

const ids = (value: string | null): number[] =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)

/**
 * SPEC §2 search, §5 Search: by name, description or ingredients (case- and accent-insensitive),
 * with the tag filter (any selected tag) and the allergen filter (excluded). The filter lives in
 * the address (q, tags, allergens), so going back to the results keeps it.
 */
export default function Search() {
  const { info } = useVenue()
  const { menu } = useMenu()
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const tagsId = useId()
  const allergensId = useId()
  const query = params.get('q') ?? ''
  const tags = ids(params.get('tags'))
  const allergens = ids(params.get('allergens'))
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes)) {
      if (value === '') next.delete(key)
      else next.set(key, value)
    }
    setParams(next, { replace: true })
  }
  const filtering = query.trim() !== '' || tags.length > 0 || allergens.length > 0
  const results = filtering ? searchMenu(menu.items, { query, tags, allergens }) : []
  return (
    <>
      <ScreenFrame title={t('menu.search.title')}>
        <TextInput
          type="search"
          label={t('menu.search.label')}
          placeholder={t('menu.search.placeholder')}
          value={query}
          onChange={(event) => update({ q: event.currentTarget.value })}
          rightSection={query !== '' ? <CloseButton aria-label={t('menu.search.clear')} onClick={() => update({ q: '' })} /> : null}
          autoFocus
        />
        {info.tags.length > 0 && (
          <Stack gap={6}>
            <Title order={2} size="h6" id={tagsId}>
              {t('menu.search.tags')}
            </Title>
            <Chip.Group multiple value={tags.map(String)} onChange={(value) => update({ tags: value.join(',') })}>
              <Group gap={6} role="group" aria-labelledby={tagsId}>
                {info.tags.map((tag) => (
                  <Chip key={tag.id} value={String(tag.id)} size="sm">
                    {tag.name}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        )}
        {info.allergens.length > 0 && (
          <Stack gap={6}>
            <Title order={2} size="h6" id={allergensId}>
              {t('menu.search.allergens')}
            </Title>
            <Chip.Group multiple value={allergens.map(String)} onChange={(value) => update({ allergens: value.join(',') })}>
              <Group gap={6} role="group" aria-labelledby={allergensId}>
                {info.allergens.map((allergen) => (
                  <Chip key={allergen.id} value={String(allergen.id)} size="sm" color="red">
                    {allergen.name}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        )}
        <Stack gap="sm" component="section" aria-live="polite" aria-label={t('menu.search.results')}>
          {filtering ? (
            <>
              <Text size="sm" c="dimmed">
                {t('menu.search.count', { count: results.length })}
              </Text>
              <ItemList items={results} empty={t('menu.search.none')} />
            </>
          ) : (
            <Text c="dimmed">{t('menu.search.hint')}</Text>
          )}
        </Stack>
      </ScreenFrame>
      <CartBar />
    </>
  )
}
