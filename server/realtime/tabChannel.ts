/**
 * The tab's channel of DESIGN §7a: a presence channel per tab, `presence-tab.{tabId}`, which only
 * the tab's members are authorised to join (server/routes/broadcastingAuth.ts).
 */
const TAB_CHANNEL = /^presence-tab\.([A-Za-z0-9_-]{8,64})$/

export function tabChannelName(tabId: string): string {
  return `presence-tab.${tabId}`
}

/** The tab a channel name is for, or null when it is not a tab channel. */
export function tabOfChannel(channel: string): string | null {
  return TAB_CHANNEL.exec(channel)?.[1] ?? null
}
