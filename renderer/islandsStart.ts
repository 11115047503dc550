// The few lines, written into the page itself, that start the islands' script (components/islands/
// client.ts) once the page has painted (the browser's paint timing; no timer, so a test's fake clock
// does not hold it): the first paint needs none of it, and a script fetched and run
// before the first paint delays it on a slow phone (Lighthouse counts it in the largest paint). A
// visitor cannot press what is not painted yet; a press after the paint starts the script at once, and
// a click on an island's button (type="button", role="button" or "tab") made before the script has
// arrived is kept and made again once it has, when client.ts keeps it until its island has started
// (earlyPresses.ts). The page's own list of files comes as JSON beside it, so these lines are the same
// on every page and the Content-Security-Policy allows exactly them by their hash (scripts/headers.ts).
import { createHash } from 'node:crypto'

/** The id of the JSON with the page's files: { entry, preload }. */
export const ISLANDS_START_ID = 'islands-start'

/**
 * Written into every page with an island, so kept short (it travels in each page's HTML):
 *   go()   preloads the page's island files and imports the entry, once; then clicks again every held button;
 *   keep() on any click: starts go(), and holds a click on an island's button until the entry has arrived;
 *   go() runs on the first paint (paint timing; 'load' where there is none) or on the first press.
 */
export const ISLANDS_START_SCRIPT = [
  `const{entry,preload}=JSON.parse(document.getElementById('${ISLANDS_START_ID}').textContent),held=[];let started=0`,
  `const go=()=>{if(started)return;started=1;for(const href of preload)document.head.append(Object.assign(document.createElement('link'),{rel:'modulepreload',href}));import(entry).then(()=>{removeEventListener('click',keep,!0);for(const b of held.splice(0))b.click()})}`,
  `const keep=e=>{go();const b=e.target.closest?.('[data-island] :is(button[type=button],[role=button],[role=tab])');if(b){e.preventDefault();e.stopImmediatePropagation();held.includes(b)||held.push(b)}}`,
  `addEventListener('click',keep,!0);for(const t of['pointerdown','keydown','focusin'])addEventListener(t,go,{capture:!0,once:!0})`,
  `PerformanceObserver.supportedEntryTypes?.includes('paint')?new PerformanceObserver(go).observe({type:'paint',buffered:!0}):addEventListener('load',go)`,
].join('\n')

/** The Content-Security-Policy source that allows the lines above and no other inline script. */
export const ISLANDS_START_HASH = `'sha256-${createHash('sha256').update(ISLANDS_START_SCRIPT).digest('base64')}'`
