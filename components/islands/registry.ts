// Every island of the site, in one place: its name (the file name and the component's export), how
// to load its code in the browser, and when to start it:
//   'load'    at once: forms, menus, tabs, screens whose controls a visitor uses first;
//   'visible' when it comes near the viewport: parts below the fold (map, testimonial carousel), so
//             the page loads less before it is scrolled;
//   'idle'    once the page has loaded and painted, as a background task after those that start at
//             load: the forms (whose server HTML already works: it posts to the function), the search
//             box (a plain GET form) and the tabs, which the visitor uses first; so the first press or
//             key answers at once instead of waiting for React to download and start on a slow phone.
//             The search box starts at load when the address carries a search (`atLoadIf`:
//             /search?q=…, a linked search, or one sent before the script came).
// Whatever the moment, an island also starts on the first press, focus or input inside it, and a press
// made before it has started is carried out once it has (earlyPresses.ts).
// Two kinds of island:
//   react()   the component is hydrated with React in the browser (forms, tabs, anything with state
//             worth a framework);
//   enhance() the component renders on the server only, and a small framework-free script brings the
//             HTML to life. For parts at the top of a page that must not pull in React before the
//             visitor does anything (the home hero's pictures, the kiosk slideshow and the video
//             preview, which must run at load): React is about 60 KB of gzip.
// Adding an island: put the component in components/islands/<Name>.tsx (exported as <Name>), for an
// enhancement its script in components/islands/<Name>.enhance.ts, add a line here, and render
// <Island name="<Name>" props={…} /> in a page. Nothing else.
import type { ComponentProps, ComponentType } from 'react'

export type HydrationMoment = 'load' | 'visible' | 'idle'

/** A framework-free script that makes an island's server HTML interactive, given the island's props. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each enhancement has its own props type
export type Enhancement = (root: HTMLElement, props: any) => void

/** Whether an island that waits (for view or interaction) starts at load on this visit after all; run in the browser. */
type AtLoadIf = () => boolean

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props type
type ReactIsland<C extends ComponentType<any>> = { kind: 'react'; load: () => Promise<C>; when: HydrationMoment; atLoadIf?: AtLoadIf }
type EnhancedIsland<E extends Enhancement> = { kind: 'enhance'; load: () => Promise<E>; when: HydrationMoment; atLoadIf?: AtLoadIf }

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props type
const react = <C extends ComponentType<any>>(load: () => Promise<C>, when: HydrationMoment, atLoadIf?: AtLoadIf): ReactIsland<C> => ({ kind: 'react', load, when, atLoadIf })
const enhance = <E extends Enhancement>(load: () => Promise<E>, when: HydrationMoment): EnhancedIsland<E> => ({ kind: 'enhance', load, when })

/** The address asks for a search (/search?q=…): the visitor has already asked, show the results at once. */
const addressHasSearch: AtLoadIf = () => !!new URLSearchParams(window.location.search).get('q')?.trim()

export const islands = {
  AppointmentForm: react(() => import('./AppointmentForm.tsx').then((m) => m.AppointmentForm), 'idle'),
  ContactForm: react(() => import('./ContactForm.tsx').then((m) => m.ContactForm), 'idle'),
  HeroBackdrop: enhance(() => import('./HeroBackdrop.enhance.ts').then((m) => m.enhanceHeroBackdrop), 'load'),
  LocationPicker: react(() => import('./LocationPicker.tsx').then((m) => m.LocationPicker), 'visible'),
  OfficeMap: react(() => import('./OfficeMap.tsx').then((m) => m.OfficeMap), 'visible'),
  ResourceTabs: react(() => import('./ResourceTabs.tsx').then((m) => m.ResourceTabs), 'idle'),
  SiteSearch: react(() => import('./SiteSearch.tsx').then((m) => m.SiteSearch), 'idle', addressHasSearch),
  Slideshow: enhance(() => import('./Slideshow.enhance.ts').then((m) => m.enhanceSlideshow), 'load'),
  TestimonialCarousel: enhance(() => import('./TestimonialCarousel.enhance.ts').then((m) => m.enhanceTestimonialCarousel), 'visible'),
  VideoPreview: enhance(() => import('./VideoPreview.enhance.ts').then((m) => m.enhanceVideoPreview), 'load'),
} as const

export type IslandName = keyof typeof islands

type Loaded<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]['load']>>

/** The props of an island: those of its component, or the second parameter of its enhancement. */
export type IslandProps<N extends IslandName> = (typeof islands)[N]['kind'] extends 'enhance'
  ? Parameters<Extract<Loaded<N>, Enhancement>>[1]
  : // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component
    ComponentProps<Extract<Loaded<N>, ComponentType<any>>>
