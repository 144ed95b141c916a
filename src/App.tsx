import { MantineProvider } from '@mantine/core'
import '@mantine/core/styles.css'
import type { i18n as I18n } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { RouterProvider } from 'react-router-dom'
import { createRouter } from './router'
import { NoticesProvider } from './shell/notices'

const router = createRouter()

/** The app shell (DESIGN §6): Mantine, i18next, the snackbars, the router. */
export function App({ i18n }: { i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider defaultColorScheme="light" theme={{ primaryColor: 'yellow', fontFamily: 'Roboto, system-ui, sans-serif' }}>
        <NoticesProvider>
          <RouterProvider router={router} />
        </NoticesProvider>
      </MantineProvider>
    </I18nextProvider>
  )
}
