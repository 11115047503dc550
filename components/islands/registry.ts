// Every island: its name (file name and export), how to load its code, and when to start it
// (docs/architecture.md "Add an island"): 'load' at once; 'visible' near the viewport; 'idle' once the
// page has painted, in the background. A press also starts it, and is carried out once it has (earlyPresses.ts).
// react(): hydrated with React. enhance(): rendered on the server only, brought to life by a small
// script, for parts that must work at load without React's 60 KB.
import type { ComponentProps, ComponentType } from 'react'

export type HydrationMoment = 'load' | 'visible' | 'idle'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each enhancement has its own props type
export type Enhancement = (root: HTMLElement, props: any) => void

/** Whether an island that waits starts at load on this visit after all; run in the browser. */
type AtLoadIf = () => boolean

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props type
const react = <C extends ComponentType<any>>(load: () => Promise<C>, when: HydrationMoment, atLoadIf?: AtLoadIf) => ({ kind: 'react' as const, load, when, atLoadIf })
const enhance = <E extends Enhancement>(load: () => Promise<E>, when: HydrationMoment) => ({ kind: 'enhance' as const, load, when, atLoadIf: undefined as AtLoadIf | undefined })

/** The address asks for a search (/search?q=…): show the results at once. */
const addressHasSearch: AtLoadIf = () => !!new URLSearchParams(window.location.search).get('q')?.trim()

export const islands = {
  AppointmentForm: react(() => import('./AppointmentForm.tsx').then((m) => m.AppointmentForm), 'idle'),
  ContactForm: react(() => import('./ContactForm.tsx').then((m) => m.ContactForm), 'idle'),
  HeroBackdrop: enhance(() => import('./HeroBackdrop.enhance.ts').then((m) => m.enhanceHeroBackdrop), 'load'),
  LocationPicker: react(() => import('./LocationPicker.tsx').then((m) => m.LocationPicker), 'visible'),
  OfficeMap: react(() => import('./OfficeMap.tsx').then((m) => m.OfficeMap), 'visible'),
  ResourceTabs: enhance(() => import('./ResourceTabs.enhance.ts').then((m) => m.enhanceResourceTabs), 'idle'),
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
