// Every island of the site, in one place: its name (the file name and the component's export), how
// to load its code in the browser, and when to hydrate it:
//   'load'    at once: forms, menus, tabs, screens whose controls a visitor uses first;
//   'visible' when it comes near the viewport, or on the first pointer or key press inside it: parts
//             below the fold (map, testimonial carousel), so the page loads less before it is scrolled.
// Adding an island: put the component in components/islands/<Name>.tsx (exported as <Name>), add a
// line here, and render <Island name="<Name>" props={…} /> in a page. Nothing else.
import type { ComponentProps, ComponentType } from 'react'

export type HydrationMoment = 'load' | 'visible'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props type
type IslandEntry = { load: () => Promise<ComponentType<any>>; when: HydrationMoment }

export const islands = {
  AppointmentForm: { load: () => import('./AppointmentForm.tsx').then((m) => m.AppointmentForm), when: 'load' },
  ContactForm: { load: () => import('./ContactForm.tsx').then((m) => m.ContactForm), when: 'load' },
  HeroBackdrop: { load: () => import('./HeroBackdrop.tsx').then((m) => m.HeroBackdrop), when: 'load' },
  LocationPicker: { load: () => import('./LocationPicker.tsx').then((m) => m.LocationPicker), when: 'visible' },
  OfficeMap: { load: () => import('./OfficeMap.tsx').then((m) => m.OfficeMap), when: 'load' },
  ResourceTabs: { load: () => import('./ResourceTabs.tsx').then((m) => m.ResourceTabs), when: 'load' },
  SiteSearch: { load: () => import('./SiteSearch.tsx').then((m) => m.SiteSearch), when: 'load' },
  Slideshow: { load: () => import('./Slideshow.tsx').then((m) => m.Slideshow), when: 'load' },
  TestimonialCarousel: { load: () => import('./TestimonialCarousel.tsx').then((m) => m.TestimonialCarousel), when: 'visible' },
  VideoPreview: { load: () => import('./VideoPreview.tsx').then((m) => m.VideoPreview), when: 'load' },
} as const

// Checked apart from the declaration, so each island keeps its own props type.
islands satisfies Record<string, IslandEntry>

export type IslandName = keyof typeof islands

/** The props of an island, from its component. */
export type IslandProps<N extends IslandName> = ComponentProps<Awaited<ReturnType<(typeof islands)[N]['load']>>>
