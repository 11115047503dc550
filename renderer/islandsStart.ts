// The few lines, written into the page itself, that start the islands' script (components/islands/
// client.ts) once the page has loaded and painted its largest element, as a background task: nothing
// the islands load may compete with what the visitor waits to see (Lighthouse counts every request and
// script that runs before the largest paint in it, on a slow phone and network). The moment comes from
// the browser (the load event, paint timing, the task scheduler's background priority), not from a
// timer, so a test's fake clock does not hold it. A visitor cannot press what is not painted yet; a
// press before that moment starts the script at once, and a click on an island's button (a form's
// submit included, role="button" or "tab") made before the script has arrived is kept and made again
// once it has, when client.ts keeps it until its island has started (earlyPresses.ts). Should the
// script not come (the connection dropped), a kept submit goes through as the server HTML's, or,
// offline, shows the form's notice instead of a post to the browser's error page. The page's own
// list of files comes as JSON beside it, so these lines are the same on every page and the
// Content-Security-Policy allows exactly them by their hash (scripts/build/headers.ts).
import { createHash } from 'node:crypto'

/** The id of the JSON with the page's files: { entry, preload }. */
export const ISLANDS_START_ID = 'islands-start'

/**
 * Written into every page with an island, so kept short (it travels in each page's HTML):
 *   go()    preloads the page's island files and imports the entry, once; then clicks again every held button;
 *           if the entry cannot load, clicks them again without it, but a submit made offline shows its
 *           form's [data-offline-notice] instead (off(); earlyPresses.ts submitWithoutIsland, the same rule);
 *   keep()  on any click: starts go(), and holds a click on an island's button until the entry has arrived;
 *           once it could not, lets every click through but an offline submit, which shows the notice;
 *   ready() runs go() as a background task (at once where there is no task scheduler) when the page has
 *           both loaded and painted its largest element (or its first paint, where browsers do not
 *           report the largest; a page opened in a background tab reports no paint and waits only
 *           for its load); the first press runs go() at once.
 */
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
