import { useEffect } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { readCallback } from '../account/socialLogin'

/**
 * SPEC §2 /auth/{provider}/callback (empty body): hands the provider's response to the login
 * screen of the venue named in `state`, which completes the social login; without a venue, to
 * the home.
 */
export default function AuthCallback() {
  const { provider = '' } = useParams()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  useEffect(() => {
    const callback = readCallback(provider, search)
    if (callback === null) navigate('/', { replace: true })
    else navigate(`/restaurants/${encodeURIComponent(callback.venueHash)}/login-customer`, { replace: true, state: { social: callback.social } })
  }, [provider, search, navigate])
  return null
}
