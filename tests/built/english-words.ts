// Words of the English interface that must never show on a Spanish page (tests/built/pages.test.ts).
import type { Content } from '../../lib/content/check/validate.ts'

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
    // What screen readers call the specialty badges (bios, /meet-us).
    'Specialties',
    'Specialty',
    // The English words of the office pages (content/locations-page.yaml, home.yaml), where Spanish differs.
    ...officeWordsInEnglish(content),
  ]
}

/**
 * The English words of the office pages that have a different Spanish version (placeholders left
 * out): content/locations-page.yaml and home.yaml's office words, beside their translations in
 * content/es/ (the data as the editors write it).
 */
function officeWordsInEnglish(content: Content): string[] {
  const spanish = content.translatedData.es
  if (!spanish?.locationsPage || !spanish.home) throw new Error('content/es/locations-page.yaml and content/es/home.yaml are missing: the Spanish office pages take their words from them.')
  const englishOffice = content.locationsPage.office as Record<string, string | undefined>
  const spanishOffice = spanish.locationsPage.office as Record<string, string | undefined>
  const office = Object.keys(spanishOffice).map((key) => [englishOffice[key], spanishOffice[key]])
  const englishHome = content.home.locations as Record<string, unknown>
  const spanishHome = spanish.home.locations as Record<string, unknown>
  const shared = ['selectedLabel', 'directionsLabel', 'phoneLabel', 'chooseLabel', 'showMapLabel', 'openInMapsLabel', 'mapFailed'].map((key) => [englishHome[key], spanishHome[key]])
  const words = [...office, ...shared].filter((pair): pair is [string, string] => typeof pair[0] === 'string' && typeof pair[1] === 'string')
  if (words.length === 0) throw new Error('No office words to compare: an empty list proves nothing.')
  return words.filter(([english, translated]) => english !== translated && !english.includes('{')).map(([english]) => english.replace(/[.:]$/, ''))
}
