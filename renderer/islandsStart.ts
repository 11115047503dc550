// The lines written into every page with an island that start its script (components/islands/client.ts)
// once the page has loaded and painted its largest element, as a background task, so nothing competes
// with what the visitor waits to see; the moment comes from the browser, never a timer. A press before
// then starts it at once, and a press on an island's button is held and made again once the script has
// come (earlyPresses.ts); without it, an offline submit shows its form's [data-offline-notice]. The page's
// files come as JSON beside it, so the lines are the same on every page and the CSP allows them by hash.
import { createHash } from 'node:crypto'

/** The id of the JSON with the page's files: { entry, preload }. */
export const ISLANDS_START_ID = 'islands-start'

// Kept short (it travels in each page's HTML): go() preloads and imports once, then clicks the held
// buttons again; keep() holds a click on an island's button until then; ready() waits for load and paint.
export const ISLANDS_START_SCRIPT = [
  `const{entry,preload}=JSON.parse(document.getElementById('${ISLANDS_START_ID}').textContent),held=[];let started=0,loaded=0,painted=0,failed=0`,
  `const off=b=>!navigator.onLine&&b.type=='submit'&&b.form?.querySelector('[data-offline-notice]'),show=o=>{o.hidden=!1;o.focus()}`,
  `const go=()=>{if(started)return;started=1;for(const href of preload)document.head.append(Object.assign(document.createElement('link'),{rel:'modulepreload',href}));import(entry).then(()=>{removeEventListener('click',keep,!0);for(const b of held.splice(0))b.click()},()=>{failed=1;for(const b of held.splice(0)){const o=off(b);o?show(o):b.click()}})}`,
  `const keep=e=>{go();const b=e.target.closest?.('[data-island] :is(button,[role=button],[role=tab])'),o=b&&failed&&off(b);if(b&&(o||!failed)){e.preventDefault();e.stopImmediatePropagation();o?show(o):held.includes(b)||held.push(b)}}`,
  `addEventListener('click',keep,!0);for(const t of['pointerdown','keydown','focusin'])addEventListener(t,go,{capture:!0,once:!0})`,
  `const ready=()=>loaded&&painted&&(globalThis.scheduler?.postTask?scheduler.postTask(go,{priority:'background'}):go())`,
  `addEventListener('load',()=>{loaded=1;ready()})`,
  `const type=['largest-contentful-paint','paint'].find(t=>PerformanceObserver.supportedEntryTypes?.includes(t))`,
  `type&&document.visibilityState==='visible'?new PerformanceObserver((_,o)=>{o.disconnect();painted=1;ready()}).observe({type,buffered:!0}):painted=1`,
].join('\n')

/** The Content-Security-Policy source that allows the lines above and no other inline script. */
export const ISLANDS_START_HASH = `'sha256-${createHash('sha256').update(ISLANDS_START_SCRIPT).digest('base64')}'`
