import { Anchor, Card, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { telHref } from '../shell/telephone'

/** SPEC §2 gift vouchers, shown when the venue enables them (`giftenabled`): how to get one. */
export function GiftVouchers({ name, telephone, headingLevel = 2 }: { name: string; telephone: string | null | undefined; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation()
  const phone = (telephone ?? '').trim()
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="gift-vouchers" data-testid="gift-vouchers">
      <Stack gap={4}>
        <Title order={headingLevel} size="h4" id="gift-vouchers">
          {t('extras.gift.title')}
        </Title>
        <Text>{t('extras.gift.text', { name })}</Text>
        {phone && (
          <Anchor href={telHref(phone)} dir="ltr">
            {t('extras.gift.call', { telephone: phone })}
          </Anchor>
        )}
      </Stack>
    </Card>
  )
}
