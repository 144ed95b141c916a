/**
 * How "reload" is done from anywhere (the chunk reload prompt): through the update flow when a
 * new version waits (so the reload lands in it, SPEC §4), else a plain page reload.
 */
let applyUpdate: (() => void) | null = null

export function setUpdateApplier(apply: (() => void) | null): void {
  applyUpdate = apply
}

export function reloadApp(reload: () => void = () => window.location.reload()): void {
  if (applyUpdate) applyUpdate()
  else reload()
}
