import { VenueImage } from '../components/VenueImage'
import { ActionIcon, Badge, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { specialMenuUnitPrice } from '../../domain/specialMenuLine'
import type { MenuItem, SpecialMenuCategory } from '../../domain/menuTypes'
import {
  canAddSpecialMenu,
  categoryStatuses,
  chooseEntry,
  picksIn,
  specialMenuSelectionFrom,
  startSpecialMenuSelection,
  toSpecialMenuSnapshot,
  unchooseEntry,
  type CategoryStatus,
  type SpecialMenuSelection,
} from '../../domain/specialMenu'
import { CartBar } from '../components/CartBar'
import { offersOptions } from '../../domain/offeredOptions'
import { OptionsPopup } from '../components/OptionsPopup'
import { QuantityStepper } from '../components/QuantityStepper'
import { plainText, useMenu, useMoney, useVenuePath } from '../components/useMenu'
import { ScreenFrame } from '../shell/ScreenFrame'
import { useListText } from '../i18n/useListText'
import { optionNames } from '../cart/optionNames'
import { useViews } from '../venue/hooks'
import { useDispatch } from '../venue/useDispatch'
import { useVenue } from '../venue/venueContext'

type Choosing = { categoryId: number; item: MenuItem }

/**
 * SPEC §2 special-menus/{id}, §4 Special menu, §5 Special menu category: the categories with
 * their selection rules, SCEGLI for entries with options, and the add button, enabled only when
 * every category meets its rule (domain/specialMenu). With `?edit=<lineKey>` it edits that cart
 * line (UpdateSpecialMenuLine).
 */
export default function SpecialMenu() {
  const { id = '' } = useParams()
  const [params] = useSearchParams()
  const { info } = useVenue()
  const { menu } = useMenu()
  const { cart } = useViews()
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const path = useVenuePath()
  const { t } = useTranslation()
  const { money } = useMoney()
  const special = menu.specialMenus.find((entry) => entry.id === Number(id))
  const editKey = params.get('edit')
  const editing = special && editKey !== null ? cart.specialLines.find((line) => line.key === editKey && line.specialMenuId === special.id) : undefined
  const [selection, setSelection] = useState<SpecialMenuSelection | null>(() =>
    special ? (editing ? specialMenuSelectionFrom(special, editing) : startSpecialMenuSelection(special)) : null,
  )
  const [choosing, setChoosing] = useState<Choosing | null>(null)
  const [quantity, setQuantity] = useState(1)
  if (!special || !selection) {
    return (
      <ScreenFrame title={t('menu.specialMenu.notFound')}>
        <Text c="dimmed">{t('menu.specialMenu.notFoundText')}</Text>
      </ScreenFrame>
    )
  }
  const description = plainText(info.specialmenus.find((entry) => entry.id === special.id)?.description)
  const image = info.specialmenus.find((entry) => entry.id === special.id)?.image
  const addable = canAddSpecialMenu(selection)
  const snapshot = toSpecialMenuSnapshot(selection)
  // the price of what is picked so far, by the cart's own rule (domain/specialMenuLine, the quote's)
  const unitPrice = specialMenuUnitPrice(snapshot ?? { specialMenuId: special.id, name: special.name, price: special.price, menuentries: Object.values(selection.picks).flat() })
  const submit = async () => {
    if (!snapshot) return
    if (editing && editKey !== null) {
      const result = await dispatch({ type: 'UpdateSpecialMenuLine', lineKey: editKey, line: snapshot })
      if (result.ok) navigate(path('cart'))
      return
    }
    const result = await dispatch({ type: 'AddSpecialMenuLine', line: snapshot, quantity })
    if (result.ok) {
      setSelection(startSpecialMenuSelection(special))
      setQuantity(1)
    }
  }
  const choosingPick = choosing ? picksIn(selection, choosing.categoryId).find((pick) => pick.item.id === choosing.item.id) : undefined
  return (
    <>
      <ScreenFrame title={special.name}>
        {image && <VenueImage src={image} alt={special.name} radius="md" h={220} fit="cover" hero />}
        {description && <Text>{description}</Text>}
        <Text fw={700} size="lg">
          {money(special.price)}
        </Text>
        {categoryStatuses(selection).map((status) => (
          <CategoryCard
            key={status.category.id}
            status={status}
            selection={selection}
            onChange={setSelection}
            onChoose={(item) => setChoosing({ categoryId: status.category.id, item })}
          />
        ))}
        <Stack gap="xs" style={{ position: 'sticky', bottom: 84, background: 'var(--mantine-color-body)', paddingBlock: 8, zIndex: 1 }}>
          <Group justify="space-between" wrap="nowrap">
            {editing ? <span /> : <QuantityStepper value={quantity} onChange={setQuantity} min={1} max={99} label={special.name} />}
            <Text fw={700}>{money(unitPrice * (editing ? editing.quantity : quantity))}</Text>
          </Group>
          <Button size="lg" disabled={!addable} onClick={() => void submit()}>
            {editing ? t('menu.options.confirm.edit') : t('menu.specialMenu.add')}
          </Button>
          {!addable && (
            <Text size="sm" c="dimmed" ta="center">
              {t('menu.specialMenu.incomplete')}
            </Text>
          )}
        </Stack>
      </ScreenFrame>
      {choosing && (
        <OptionsPopup
          item={choosing.item}
          mode="choose"
          opened
          onClose={() => setChoosing(null)}
          initial={choosingPick ? { chosen: choosingPick.menuentryvariants } : undefined}
          onConfirm={({ line }) => {
            setSelection(chooseEntry(selection, choosing.categoryId, choosing.item.id, line.menuentryvariants))
            setChoosing(null)
          }}
        />
      )}
      <CartBar />
    </>
  )
}

function takesEveryEntry(category: SpecialMenuCategory, status: CategoryStatus): boolean {
  return status.rules.min > 0 && status.rules.min === status.rules.max && status.rules.max === category.menuentries.length
}

function CategoryCard({
  status,
  selection,
  onChange,
  onChoose,
}: {
  status: CategoryStatus
  selection: SpecialMenuSelection
  onChange: (next: SpecialMenuSelection) => void
  onChoose: (item: MenuItem) => void
}) {
  const { t } = useTranslation()
  const list = useListText()
  const { category, rules, count, satisfied } = status
  const headingId = `special-category-${category.id}`
  const picks = picksIn(selection, category.id)
  const locked = takesEveryEntry(category, status)
  const rule =
    rules.kind === 'optional'
      ? t('menu.specialMenu.rule.optional', { max: rules.max })
      : rules.kind === 'fullyRequired' && locked
        ? t('menu.specialMenu.rule.all')
        : rules.min === rules.max
          ? t('menu.specialMenu.rule.exactly', { count: rules.min })
          : t('menu.specialMenu.rule.between', { min: rules.min, max: rules.max })
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={2} size="h5" id={headingId}>
              {category.name ?? ''}
            </Title>
            <Text size="sm" c={satisfied ? 'dimmed' : 'red.9'}>
              {rule}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            {(rules.kind === 'mandatory' || rules.kind === 'fullyRequired') && (
              <Badge variant="light" color={satisfied ? 'gray' : 'orange'}>
                {t('variants.required')}
              </Badge>
            )}
            <Badge variant="outline" color={satisfied ? 'teal.9' : 'dark.6'} aria-label={t('menu.specialMenu.chosenCount', { count, max: rules.max })}>
              {count}/{rules.max}
            </Badge>
          </Group>
        </Group>
        {category.menuentries.map((item) => {
          const pick = picks.find((entry) => entry.item.id === item.id)
          const summary = pick && list(optionNames(pick))
          if (!offersOptions(item)) {
            return (
              <Checkbox
                key={item.id}
                label={item.name}
                checked={pick !== undefined}
                disabled={locked}
                onChange={(event) => onChange(event.currentTarget.checked ? chooseEntry(selection, category.id, item.id) : unchooseEntry(selection, category.id, item.id))}
              />
            )
          }
          return (
            <Group key={item.id} justify="space-between" wrap="nowrap" data-chosen={pick ? 'true' : 'false'}>
              <div style={{ minWidth: 0 }}>
                <Text fw={pick ? 700 : 400}>
                  {pick && <span aria-hidden="true">✓ </span>}
                  {item.name}
                  {pick && <span className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>{` (${t('menu.specialMenu.chosen')})`}</span>}
                </Text>
                {summary && (
                  <Text size="sm" c="dimmed">
                    {summary}
                  </Text>
                )}
              </div>
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant={pick ? 'default' : 'light'} onClick={() => onChoose(item)} aria-label={t('menu.specialMenu.chooseEntry', { name: item.name })}>
                  {pick ? t('menu.options.confirm.edit') : t('menu.options.confirm.choose')}
                </Button>
                {pick && !locked && (
                  <ActionIcon variant="subtle" color="gray" aria-label={t('menu.specialMenu.removeEntry', { name: item.name })} onClick={() => onChange(unchooseEntry(selection, category.id, item.id))}>
                    <span aria-hidden="true">×</span>
                  </ActionIcon>
                )}
              </Group>
            </Group>
          )
        })}
      </Stack>
    </Card>
  )
}
