import { SPLASH_KEY } from './splash'
import { ROBOTO_READY } from './styles/roboto'

/**
 * The script in index.html's head (vite.config.ts puts it there), run before the first paint:
 * - a tab that showed the splash hides the server's copy of it (SPEC §4, §3 splashShown);
 * - a page the service worker controls has Roboto's files in its precache: the font is in the
 *   page's stack from the first paint instead of joining it later (./styles/wholeLook.ts).
 */
export function headScript(): string {
  const splash = `if(sessionStorage.getItem(${JSON.stringify(SPLASH_KEY)})==='1')document.documentElement.classList.add('comanda-splash-shown')`
  const roboto = `if(navigator.serviceWorker&&navigator.serviceWorker.controller)document.documentElement.style.setProperty(${JSON.stringify(ROBOTO_READY.property)},${JSON.stringify(ROBOTO_READY.value)})`
  return `try{${splash}}catch(e){}try{${roboto}}catch(e){}`
}
