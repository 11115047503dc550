// @vitest-environment happy-dom
// The rule of components/islands/earlyPresses.ts, on a small island written here: until the island has
// started, a press that needs its script (a click on a plain button, a key on it) is held back from the
// server HTML and carried out, in order, once it has; a double tap on the same control counts once;
// a form's submit is held too, and handed to the started island's submit handler (or, should the
// island never start, made as the server HTML's, or offline shown as the form's notice); what the
// browser does by itself (a link, a field, Tab, Enter on a button) is never held. Every press, focus
// or input starts the island.
import { afterEach, describe, expect, it } from 'vitest'
import { keepEarlyPresses, START_EVENTS } from '../../../components/islands/earlyPresses.ts'

/** An island root with a plain button, a second button, a link, a field and a form that posts by itself. */
function island() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="one">One</button>
      <button type="button" id="two"><span id="two-label">Two</span></button>
      <a href="#there" id="link">Link</a>
      <input id="field">
      <form action="/functions/v1/send" method="post" id="posting"><button type="submit" id="send">Send</button></form>
      <form id="scripted"><button type="submit" id="scripted-send">Send</button></form>
    </div>`
  const root = document.getElementById('root')!
  const pressed: string[] = []
  // The island's own handlers, as they would be once it has started: they record what reached them.
  root.addEventListener('click', (event) => pressed.push(`click ${(event.target as Element).closest('button, a, input')!.id}`))
  root.addEventListener('keydown', (event) => pressed.push(`key ${(event as KeyboardEvent).key} ${(event.target as Element).id}`))
  root.addEventListener('submit', (event) => {
    event.preventDefault()
    pressed.push(`submit ${(event.target as Element).id} by ${(event as SubmitEvent).submitter?.id}`)
  })
  let starts = 0
  const release = keepEarlyPresses(root, () => starts++)
  return { root, pressed, release, starts: () => starts, byId: (id: string) => document.getElementById(id)! }
}

const key = (target: Element, init: KeyboardEventInit) => target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }))

afterEach(() => {
  document.body.innerHTML = ''
})

describe('presses before an island has started', () => {
  it('holds a click on a plain button and carries it out once the island has started', () => {
    const { pressed, release, starts, byId } = island()
    byId('one').click()
    expect(pressed).toEqual([])
    expect(starts()).toBeGreaterThan(0)
    release()
    expect(pressed).toEqual(['click one'])
  })

  it('carries out two presses on two controls in the order they came', () => {
    const { pressed, release, byId } = island()
    byId('two-label').click()
    byId('one').click()
    release()
    expect(pressed).toEqual(['click two', 'click one'])
  })

  it('counts a double tap on the same control once (one tap, and two taps: the same result)', () => {
    const once = island()
    once.byId('one').click()
    once.release()
    const twice = island()
    twice.byId('one').click()
    twice.byId('one').click()
    twice.release()
    expect(twice.pressed).toEqual(once.pressed)
    expect(twice.pressed).toEqual(['click one'])
  })

  it('keeps a tap, another control, then the first again: three presses', () => {
    const { pressed, release, byId } = island()
    byId('one').click()
    byId('two').click()
    byId('one').click()
    release()
    expect(pressed).toEqual(['click one', 'click two', 'click one'])
  })

  it('holds a key pressed on a button (not Enter or Space, which make a click) and replays it with its key', () => {
    const { pressed, release, byId } = island()
    key(byId('one'), { key: 'ArrowRight' })
    expect(pressed).toEqual([])
    release()
    expect(pressed).toEqual(['key ArrowRight one'])
  })

  it('never holds what the browser does by itself: links, fields, Tab, Enter and Space, shortcuts', () => {
    const { pressed, release, byId } = island()
    byId('link').click()
    byId('field').click()
    key(byId('field'), { key: 'a' })
    key(byId('one'), { key: 'Tab' })
    key(byId('one'), { key: 'Enter' })
    key(byId('one'), { key: ' ' })
    key(byId('one'), { key: 'c', ctrlKey: true })
    key(byId('one'), { key: 'c', metaKey: true })
    key(byId('one'), { key: 'c', altKey: true })
    // All of these reached the page at once; nothing is replayed later.
    const atOnce = [...pressed]
    expect(atOnce).toEqual(['click link', 'click field', 'key a field', 'key Tab one', 'key Enter one', 'key   one', 'key c one', 'key c one', 'key c one'])
    release()
    expect(pressed).toEqual(atOnce)
  })

  it('holds a submit, of a form that posts by itself or not, and hands it to the started island as one submit of its form', () => {
    const { pressed, release, byId } = island()
    byId('send').click()
    byId('send').click()
    byId('scripted-send').click()
    expect(pressed).toEqual([])
    release()
    expect(pressed).toEqual(['submit posting by send', 'submit scripted by scripted-send'])
  })

  it('makes a held submit as the server HTML would when the island could not start, and nothing else', () => {
    const { pressed, release, byId } = island()
    byId('one').click()
    byId('send').click()
    release(false)
    // The button's own click again, with nothing holding it: the browser checks the form and posts it.
    expect(pressed).toEqual(['click send', 'submit posting by send'])
  })

  it('offline, shows the form\'s notice instead of posting when the island could not start, and keeps what was typed', () => {
    const { root, pressed, release, byId } = island()
    byId('posting').insertAdjacentHTML('beforeend', '<input name="name" id="name"><div data-offline-notice hidden tabindex="-1" id="notice">Offline</div>')
    ;(byId('name') as HTMLInputElement).value = 'Ana'
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    const submits = () => pressed.filter((press) => press.startsWith('submit'))
    try {
      byId('send').click()
      release(false)
      expect(submits()).toEqual([])
      expect(byId('notice').hidden).toBe(false)
      expect(document.activeElement).toBe(byId('notice'))
      // A press made after the island gave up, still offline: the notice again, no post.
      byId('notice').hidden = true
      byId('send').click()
      expect(submits()).toEqual([])
      expect(byId('notice').hidden).toBe(false)
    } finally {
      delete (navigator as { onLine?: boolean }).onLine
    }
    expect((byId('name') as HTMLInputElement).value).toBe('Ana')
    expect(root.contains(byId('notice'))).toBe(true)
    // Back online, the submit goes through as the server HTML's.
    byId('send').click()
    expect(submits()).toEqual(['submit posting by send'])
  })

  it('starts the island on the first press, focus or input inside it', () => {
    for (const type of START_EVENTS) {
      const { root, starts } = island()
      root.dispatchEvent(new Event(type, { bubbles: true }))
      expect(starts(), type).toBe(1)
    }
  })

  it('once started, lets presses through at once and holds nothing more', () => {
    const { pressed, release, byId } = island()
    release()
    byId('one').click()
    byId('one').click()
    expect(pressed).toEqual(['click one', 'click one'])
  })

  it('keeps a tap then a key on the same control: two presses, the key is not taken for a second tap', () => {
    const { pressed, release, byId } = island()
    byId('one').click()
    key(byId('one'), { key: 'ArrowRight' })
    release()
    expect(pressed).toEqual(['click one', 'key ArrowRight one'])
  })

  it('replays a held key so that the island can still stop its default action (an arrow key that would scroll)', () => {
    const { root, release, byId } = island()
    const cancelable: boolean[] = []
    root.addEventListener('keydown', (event) => cancelable.push(event.cancelable))
    key(byId('one'), { key: 'ArrowDown' })
    release()
    expect(cancelable).toEqual([true])
  })

  it('carries out nothing for a pointer going down, a focus or an input alone: only clicks and keys are presses', () => {
    const { pressed, release, byId } = island()
    for (const type of ['pointerdown', 'focusin', 'input']) byId('one').dispatchEvent(new Event(type, { bubbles: true }))
    release()
    expect(pressed).toEqual([])
  })

  it('holds a submit button outside any form, and a plain button inside a form that posts by itself', () => {
    const { root, pressed, release } = island()
    root.insertAdjacentHTML('beforeend', '<button id="loose">Loose</button><form action="/functions/v1/send" method="post"><button type="button" id="in-form">In form</button></form>')
    document.getElementById('loose')!.click()
    document.getElementById('in-form')!.click()
    expect(pressed).toEqual([])
    release()
    expect(pressed).toEqual(['click loose', 'click in-form'])
  })

  it('drops the press of a control that is gone once the island has started, and still carries out the others', () => {
    const { root, pressed, release, byId } = island()
    byId('two-label').click()
    byId('one').click()
    // The started island renders without the second button's label (its path now leads nowhere) ...
    byId('two-label').remove()
    // ... and a control deeper than anything left: its path leads past the last element.
    root.insertAdjacentHTML('beforeend', '<div><div><button type="button" id="deep">Deep</button></div></div>')
    byId('deep').click()
    root.lastElementChild!.remove()
    expect(() => release()).not.toThrow()
    expect(pressed).toEqual(['click one'])
  })

  it('prevents the held click from doing anything in the server HTML', () => {
    const { byId } = island()
    const event = new MouseEvent('click', { bubbles: true, cancelable: true })
    byId('one').dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
  })
})
