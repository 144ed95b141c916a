import { Badge, Button, Card, Checkbox, CloseButton, Group, Modal, Radio, Stack, Text, Textarea, Title } from '@mantine/core'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useBackCloses } from '../shell/useBackCloses'
import { MAX_LINE_NOTES, unitPriceOf, type ChosenVariantGroup, type LineSnapshot } from '../../domain/cartLine'
import { variantGroupsOf, type MenuItem, type VariantItem } from '../../domain/menuTypes'
import {
  choose,
  groupPrompt,
  isGroupSatisfied,
  isSelectionValid,
  lineSnapshotOf,
  pathKey,
  requiredLabel,
  selectionFromChosen,
  setQuantity,
  startSelection,
  unchoose,
  visibleGroups,
  type VariantSelection,
  type VisibleGroup,
} from '../../domain/variants'
import { offeredOptions } from '../../domain/offeredOptions'
import { QuantityStepper } from './QuantityStepper'
import { useMoney } from './useMenu'

/** SPEC §2, §4: AGGIUNGI adds a line, MODIFICA edits a cart line, SCEGLI chooses an entry of a special menu. */
export type OptionsMode = 'add' | 'edit' | 'choose'

export type OptionsResult = {
  /** the line as the cart stores it (notes trimmed; empty in choose mode) */
  line: LineSnapshot
  quantity: number
}

type Props = {
  item: MenuItem
  mode: OptionsMode
  opened: boolean
  onClose: () => void
  onConfirm: (result: OptionsResult) => void | Promise<void>
  /** edit mode: the options, notes and quantity of the line being edited */
  initial?: { chosen?: readonly ChosenVariantGroup[]; notes?: string; quantity?: number }
}

/**
 * The item options popup (SPEC §2, §4 Variant selection, §5 Variants): "Scegli le opzioni",
 * one card per shown variant group (child groups under the option that reveals them), a notes
 * box and a quantity (not in choose mode, where the special menu holds neither), and the
 * confirm button, disabled until every shown group is satisfied. The selection is the popup's
 * own UI state; every rule is domain/variants.
 */
export function OptionsPopup({ item, mode, opened, onClose, onConfirm, initial }: Props) {
  const { t } = useTranslation()
  useBackCloses(opened, onClose)
  return (
    <Modal opened={opened} onClose={onClose} title={t('menu.options.title')} size="lg" closeButtonProps={{ 'aria-label': t('menu.options.close') }}>
      {opened && <OptionsForm item={item} mode={mode} onConfirm={onConfirm} initial={initial} />}
    </Modal>
  )
}

function OptionsForm({ item, mode, onConfirm, initial }: Pick<Props, 'item' | 'mode' | 'onConfirm' | 'initial'>) {
  const { t } = useTranslation()
  const { money } = useMoney()
  const [selection, setSelection] = useState<VariantSelection>(() => {
    const groups = variantGroupsOf(item)
    return initial?.chosen ? selectionFromChosen(groups, initial.chosen) : startSelection(groups)
  })
  const [notes, setNotes] = useState(initial?.notes ?? '')
  const [quantity, setQuantityValue] = useState(initial?.quantity ?? 1)
  const [busy, setBusy] = useState(false)
  const shown = visibleGroups(selection)
  const valid = isSelectionValid(selection)
  const line = lineSnapshotOf(item, selection, mode === 'choose' ? '' : notes.trim())
  const confirm = async () => {
    if (!line) return
    setBusy(true)
    try {
      await onConfirm({ line, quantity: mode === 'choose' ? 1 : quantity })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap="md">
      <Text fw={600}>{item.name}</Text>
      {shown.map((group) => (
        <GroupCard key={pathKey(group.path)} shown={group} selection={selection} onChange={setSelection} />
      ))}
      {mode !== 'choose' && (
        <Textarea
          label={t('menu.options.notes')}
          placeholder={t('menu.options.notesPlaceholder')}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          rows={3}
          maxLength={MAX_LINE_NOTES}
          rightSection={notes !== '' ? <CloseButton aria-label={t('menu.options.clearNotes')} onClick={() => setNotes('')} /> : null}
        />
      )}
      <Group
        justify="space-between"
        wrap="nowrap"
        style={{ position: 'sticky', bottom: 0, background: 'var(--mantine-color-body)', paddingBlock: 8, borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        {mode !== 'choose' ? <QuantityStepper value={quantity} onChange={setQuantityValue} min={1} max={99} label={item.name} /> : <span />}
        <Group gap="sm" wrap="nowrap">
          {line && mode !== 'choose' && <Text fw={600}>{money(unitPriceOf(line) * quantity)}</Text>}
          <Button onClick={() => void confirm()} disabled={!valid || busy} loading={busy}>
            {t(`menu.options.confirm.${mode}`)}
          </Button>
        </Group>
      </Group>
    </Stack>
  )
}

function GroupCard({ shown, selection, onChange }: { shown: VisibleGroup; selection: VariantSelection; onChange: (next: VariantSelection) => void }) {
  const { t } = useTranslation()
  const { money } = useMoney()
  const headingId = useId()
  const { group, path, rules, picks } = shown
  const prompt = groupPrompt(group)
  const required = requiredLabel(group)
  const depth = (path.length - 1) / 2
  const satisfied = isGroupSatisfied(shown)
  const modifier = (option: VariantItem) =>
    option.pricemodifier === 0 ? null : money(option.pricemodifier, 'always')
  const label = (option: VariantItem) => {
    const price = modifier(option)
    return (
      <Group gap="xs" component="span">
        <span>{option.name}</span>
        {price && (
          <Text component="span" size="sm" c="dimmed">
            {price}
          </Text>
        )}
      </Group>
    )
  }
  const quantityOf = (optionId: number) => picks.find((pick) => pick.optionId === optionId)?.quantity ?? 0
  return (
    <Card withBorder radius="md" padding="sm" style={{ marginInlineStart: depth * 16 }} data-testid={`group-${group.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={3} size="h5" id={headingId}>
              {group.name}
            </Title>
            <Text size="sm" c={satisfied ? 'dimmed' : 'orange.9'}>
              {t(prompt.key, prompt.params)}
            </Text>
            {/* the + of an option stops there: say why before the guest finds out */}
            {rules.withQuantities && (
              <Text size="sm" c="dimmed">
                {t('menu.options.perOptionMax', { max: rules.perOptionMax })}
              </Text>
            )}
          </div>
          {required && (
            // its word whole beside a long group name ("إلزامي" was cut to "الزام…")
            <Badge color={satisfied ? 'gray' : 'orange'} variant="light" style={{ flexShrink: 0 }}>
              {t(required.key)}
            </Badge>
          )}
        </Group>
        {group.description && (
          <Text size="sm" c="dimmed">
            {group.description}
          </Text>
        )}
        <Stack gap={8} role={rules.kind === 'radio' ? 'radiogroup' : 'group'} aria-labelledby={headingId}>
          {offeredOptions(group).map((option) => {
            const picked = quantityOf(option.id)
            if (rules.kind === 'radio') {
              return (
                <Radio
                  key={option.id}
                  name={`group-${pathKey(path)}`}
                  value={String(option.id)}
                  checked={picked > 0}
                  onChange={() => onChange(choose(selection, path, option.id))}
                  label={label(option)}
                  aria-label={option.name}
                />
              )
            }
            if (rules.withQuantities) {
              return (
                <Group key={option.id} justify="space-between" wrap="nowrap">
                  {label(option)}
                  <QuantityStepper
                    size="sm"
                    value={picked}
                    min={0}
                    max={Math.min(rules.perOptionMax, picked + (rules.max - shown.count))}
                    label={option.name}
                    onChange={(next) => onChange(setQuantity(selection, path, option.id, next))}
                  />
                </Group>
              )
            }
            return (
              <Checkbox
                key={option.id}
                checked={picked > 0}
                onChange={(event) => onChange(event.currentTarget.checked ? choose(selection, path, option.id) : unchoose(selection, path, option.id))}
                label={label(option)}
                aria-label={option.name}
              />
            )
          })}
        </Stack>
      </Stack>
    </Card>
  )
}
