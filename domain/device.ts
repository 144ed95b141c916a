/** The guest's device (SPEC §3 App state deviceID, §6 mobile detection, §9 Device ID 36 chars). */

const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini/i

/**
 * SPEC §6: a mobile user agent (Android, iPhone, iPad, iPod, webOS, BlackBerry, IEMobile,
 * Opera Mini) gets the full mobile layout, any other the framed desktop view.
 * Choice: matching ignores case. iPadOS 13+ reports a desktop Safari agent and so gets the
 * framed view; the spec's rule is by user agent only.
 */
export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return MOBILE_USER_AGENT.test(userAgent ?? '')
}

const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * SPEC §3, §9: a device id is 36 characters, UUID-style (8-4-4-4-12 hexadecimal digits).
 * Choice: any version and variant digit is accepted, in either case, since ids already stored
 * by earlier versions of the app must keep working.
 */
export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && DEVICE_ID.test(value)
}

/** The stored device id when it is well formed, otherwise the freshly generated one passed in. */
export function deviceIdToUse(stored: unknown, generated: string): string {
  return isDeviceId(stored) ? stored : generated
}
