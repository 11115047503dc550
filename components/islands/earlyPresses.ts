// Presses that reach an island before it has started are held and carried out, in order, once it has.
// Only what needs the island's script is held (a click on a button, a key on a control, a submit, which
// the island checks with the page's words); a link, typing or choosing in a list never is. Should the
// code never come, a held submit posts as the server HTML would, or, offline, shows the form's notice.

/** The events that start an island that has not started yet: the first sign a visitor is using it. */
export const START_EVENTS = ['pointerdown', 'focusin', 'keydown', 'click', 'input'] as const

type Press = { path: number[]; kind: 'click' | 'submit' | 'keydown'; init?: KeyboardEventInit }

/** Controls whose click the browser carries out by itself, script or not. */
const WORKS_WITHOUT_SCRIPT = 'a[href], input, select, textarea, label, summary, [contenteditable]'

/** Controls on which Enter and Space already make a click (held as a click), or type. */
const ACTIVATES_ITSELF = 'button, a[href], input, select, textarea, summary, [contenteditable]'

/** The submit button pressed, when the target is one (or inside one) and it has a form. */
function submitButton(target: Element): HTMLButtonElement | HTMLInputElement | null {
  const button = target.closest('button, input[type="submit"]') as HTMLButtonElement | HTMLInputElement | null
  return button?.type === 'submit' && button.form ? button : null
}

/** Offline, shows the form's notice and keeps what was typed instead of a post to the browser's error page
 * (as renderer/islandsStart.ts does before this script); true when it did. */
function offlineNotice(button: HTMLButtonElement | HTMLInputElement): boolean {
  const notice = button.form?.querySelector<HTMLElement>('[data-offline-notice]')
  if (navigator.onLine || !notice) return false
  notice.hidden = false
  notice.focus()
  return true
}

/** After the island could not start: every press goes through, but an offline submit shows the notice. */
function onSubmitWithoutIsland(event: Event): void {
  const button = event.target instanceof Element && submitButton(event.target)
  if (button && offlineNotice(button)) event.preventDefault()
}

function needsScript(event: Event): boolean {
  const target = event.target
  if (!(target instanceof Element)) return false
  if (event instanceof KeyboardEvent) {
    if (event.key === 'Tab' || event.ctrlKey || event.metaKey || event.altKey) return false
    if ((event.key === 'Enter' || event.key === ' ') && target.closest(ACTIVATES_ITSELF)) return false
    return !target.closest('input, select, textarea, [contenteditable]')
  }
  return !!submitButton(target) || !target.closest(WORKS_WITHOUT_SCRIPT)
}

/** Where an element sits under the root (child indexes), to find it again after hydration. */
function pathOf(root: Element, target: Element): number[] {
  const path: number[] = []
  for (let node = target; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node))
  }
  return path
}

function at(root: Element, path: number[]): Element | null {
  let node: Element | undefined = root
  for (const index of path) node = node?.children[index]
  return node ?? null
}

/** Calls `start` on the first sign of use and keeps the presses that need the island. Call the result once it has
 * started, to carry them out, or with false when its code could not load, to make only the kept submits. */
export function keepEarlyPresses(root: HTMLElement, start: () => void): (started?: boolean) => void {
  const kept: Press[] = []
  const onEvent = (event: Event) => {
    start()
    if ((event.type !== 'click' && event.type !== 'keydown') || !needsScript(event)) return
    event.preventDefault()
    event.stopImmediatePropagation()
    const path = pathOf(root, event.target as Element)
    const last = kept.at(-1)
    // A second tap on the same control while waiting is the visitor repeating a tap that seemed lost.
    if (event.type === 'click' && last && last.kind !== 'keydown' && last.path.join() === path.join()) return
    if (event instanceof KeyboardEvent) {
      const { key, code, shiftKey, repeat } = event
      kept.push({ path, kind: 'keydown', init: { key, code, shiftKey, repeat, bubbles: true, cancelable: true } })
    } else kept.push({ path, kind: submitButton(event.target as Element) ? 'submit' : 'click' })
  }
  for (const type of START_EVENTS) root.addEventListener(type, onEvent, { capture: true })

  return (started = true) => {
    for (const type of START_EVENTS) root.removeEventListener(type, onEvent, { capture: true })
    if (!started) root.addEventListener('click', onSubmitWithoutIsland, { capture: true })
    for (const press of kept.splice(0)) {
      const target = at(root, press.path)
      const button = target && submitButton(target)
      if (press.kind === 'submit' && button) {
        if (!started) button.click()
        // To the island's own handler: a click could still meet the browser's check of the server HTML.
        else button.form!.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button }))
      } else if (started && target instanceof HTMLElement) {
        if (press.kind === 'click') target.click()
        else if (press.kind === 'keydown') target.dispatchEvent(new KeyboardEvent('keydown', press.init))
      }
    }
  }
}
