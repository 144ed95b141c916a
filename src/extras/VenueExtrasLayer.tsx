import { Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { lazyOptional } from './lazyOptional'
import { useTranslation } from 'react-i18next'
import { useLocation, useSearchParams } from 'react-router-dom'
import { analyticsEnabled, analyticsPortFor, loggerPortFor } from '../analytics/configuredPorts'
import { onGuestAction } from '../analytics/guestActions'
import type { LogContext } from '../analytics/loggerPort'
import { venueTracker } from '../analytics/venueTracker'
import type { VenueContextValue } from '../venue/venueContext'
import { removeAdScript, syncAdScript } from './adScript'
import { extrasConfig } from './extrasConfig'
import { onOpenQuiz, quizRequested } from './quiz'
import { withWholeLook } from '../shell/styles/wholeLook'

/** The quiz popup (a Mantine Modal) loads only when the quiz is opened. */
const QuizPopup = lazyOptional(withWholeLook(async () => ({ default: (await import('./QuizPopup')).QuizPopup })))

/** When the guest's visit started: the logger's `start`. */
const VISIT_START = Math.round(performance.timeOrigin)

/**
 * What runs around every venue screen without showing (loaded lazily by the venue shell): the
 * analytics and logger observers (routes, appended events, reported guest actions), the ad script
 * of the configured venue, and the quiz popup.
 */
export default function VenueExtrasLayer({ venue }: { venue: VenueContextValue }) {
  const { i18n } = useTranslation()
  const location = useLocation()
  const [search] = useSearchParams()
  const config = extrasConfig()
  const { info, session } = venue

  const language = useRef(i18n.language)
  language.current = i18n.language
  const tracker = useMemo(
    () =>
      venueTracker({
        venueName: info.name,
        analyticsEnabled: analyticsEnabled(config),
        analytics: analyticsPortFor(config, window as unknown as { dataLayer?: unknown[] }, (input, init) => fetch(input, init)),
        logger: loggerPortFor(config, (input, init) => fetch(input, init)),
        logContext: (): LogContext => ({
          product: config.logger.product,
          risId: info.rid ?? null,
          token: config.logger.token,
          lang: language.current,
          domain: window.location.host,
          url: window.location.href,
          referrer: document.referrer,
          userAgent: navigator.userAgent,
          start: VISIT_START,
        }),
        names: info,
      }),
    [info, config],
  )

  useEffect(() => session.onEvents?.((events) => tracker.events(events)), [session, tracker])
  useEffect(() => onGuestAction(tracker.action), [tracker])
  // One page view per route change (a venue reload in another language keeps the route: no second view).
  const currentTracker = useRef(tracker)
  currentTracker.current = tracker
  useEffect(() => currentTracker.current.route(location.pathname), [location.pathname])

  useEffect(() => syncAdScript(document, location.pathname, config.adScript), [location.pathname, config])
  useEffect(() => () => removeAdScript(document), [])

  const [quizOpen, setQuizOpen] = useState(() => quizRequested(search))
  useEffect(() => onOpenQuiz(() => setQuizOpen(true)), [])
  const quizUrl = config.quiz.url
  if (!quizUrl || !quizOpen) return null
  return (
    <Suspense fallback={null}>
      <QuizPopup url={quizUrl} opened onClose={() => setQuizOpen(false)} />
    </Suspense>
  )
}
