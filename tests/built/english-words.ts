// Words of the English interface that must never show on a Spanish page (tests/built/pages.test.ts).
import type { Content } from '../../lib/content/validate.ts'
import { uiTextOf } from '../../components/i18n.ts'
import type { UiText } from '../../lib/content/ui-schema.ts'

/** Words of the English interface (header, footer, forms, notes) that must never show on a Spanish page. */
export function englishInterfaceWords(content: Content): string[] {
  return [
    'Skip to main content',
    'Menu',
    'Patient Portal',
    'Call Now',
    'Quick Links',
    'Contact Us',
    'Secure portal',
    'Office hours',
    'All rights reserved',
    'opens in a new tab',
    'Full Name',
    'Phone Number',
    'Email Address',
    'Preferred language',
    'Submit',
    'Back to Home',
    'Last updated',
    'Edit this page',
    'Select a location',
    'Select your insurance',
    'Fields marked',
    'On this page',
    'Back to Services',
    'Medically reviewed by',
    'Request an Appointment',
    'Call or book',
    // The English words of the office pages (content/locations-page.yaml, home.yaml), where Spanish differs.
    ...officeWordsInEnglish(content),
  ]
}

/** The English words of the office pages that have a different Spanish version (placeholders left out). */
function officeWordsInEnglish(content: Content): string[] {
  const spanish = uiTextOf(content, 'es')
  const office = Object.keys(spanish.locations.office).map((key) => [content.locationsPage.office[key as keyof UiText['locations']['office']], spanish.locations.office[key as keyof UiText['locations']['office']]])
  const shared = (['selectedLabel', 'directionsLabel', 'phoneLabel', 'chooseLabel', 'showMapLabel', 'openInMapsLabel', 'mapFailed'] as const).map((key) => [content.home.locations[key], spanish.locations[key]])
  return [...office, ...shared].filter(([english, translated]) => english !== translated && !english!.includes('{')).map(([english]) => english!.replace(/[.:]$/, ''))
}

