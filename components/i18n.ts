// The interface words of each language (server only: it reads the content). Spanish pages take them
// from content/es/ui.yaml; English pages from site.yaml and the words below.
import { createElement, Fragment, type ReactNode } from 'react'
import { getContent } from '../lib/content/index.ts'
import type { Content } from '../lib/content/index.ts'
import type { UiText } from '../lib/content/schema.ts'
import { usePageLanguage, type Lang } from './lang.ts'

export { usePageLanguage, type Lang } from './lang.ts'

/**
 * The English interface words: the practice's facts from site.yaml, the office pages' words from
 * locations-page.yaml and home.yaml, the rest fixed here.
 */
export function englishUi(content: Pick<Content, 'site' | 'locationsPage' | 'home'>): UiText {
  const { site } = content
  return {
    skipLink: 'Skip to main content',
    menu: 'Menu',
    mainNavigation: 'Main',
    phoneNavigation: 'Main (phone)',
    patientPortal: 'Patient Portal',
    callNow: 'Call Now',
    callBar: { label: 'Call or book', ...site.navigation.callBar },
    languageSwitch: { label: 'Español', missing: 'This page is not available in Spanish yet.' },
    navigation: site.navigation,
    footer: {
      yearsOfCare: 'Providing expert neurological care for over {years} years.',
      tagline: site.tagline,
      quickLinks: 'Quick Links',
      contact: 'Contact Us',
      securePortal: 'Secure portal:',
      phone: 'Phone:',
      fax: 'Fax:',
      officeHours: `Office hours: ${site.officeHours}`,
      notices: [site.notices.portal, site.notices.messaging, site.notices.socialMedia],
      rights: 'All rights reserved.',
      privacyPolicy: 'Privacy Policy',
      termsOfService: 'Terms of Service',
      nondiscrimination: 'Nondiscrimination Notice',
      languageAssistance: 'Free Language Help',
    },
    notFound: { heading: 'Oops! Page not found', text: 'The page you are looking for does not exist.', home: 'Return to Home' },
    backToHome: 'Back to Home',
    // Read only when a page uses them, so that only the office pages count locations-page.yaml and
    // home.yaml among the files they show. English closure reasons are shown as locations.yaml writes them.
    get locations() {
      const words = content.home.locations
      return {
        ...content.locationsPage,
        selectedLabel: words.selectedLabel,
        directionsLabel: words.directionsLabel,
        phoneLabel: words.phoneLabel,
        chooseLabel: words.chooseLabel,
        mapTitle: words.mapTitle,
        showMapLabel: words.showMapLabel,
        openInMapsLabel: words.openInMapsLabel,
        mapFailed: words.mapFailed,
        directionsTo: 'to {name}',
        showMapOf: 'of our {name} office',
        closureReasons: {},
      }
    },
    condition: { backToServices: 'Back to Services', onThisPage: 'On this page', reviewedBy: 'Medically reviewed by {name}, {role}, on {date}' },
    form: {
      contactFormName: 'Contact form',
      appointmentFormName: 'Appointment request form',
      requiredNote: 'Fields marked * are required.',
      labels: {},
      selectLocation: 'Select a location',
      selectInsurance: 'Select your insurance',
      submit: 'Submit',
      sending: 'Sending...',
      messages: {},
      successTitle: 'Message Sent',
      successMessage: "Thank you for your interest. We'll contact you soon.",
      errorTitle: 'Error',
      errorMessage: 'Unable to send message. Please try again or call us at {phone}.',
      language: {
        legend: 'Preferred language',
        choices: { en: 'English', es: 'Spanish (Español)', other: 'Other' },
        otherLabel: 'Which language?',
        accommodationLabel: 'I need an interpreter or another accommodation (optional)',
        accommodationHint: 'For example: ASL interpreter, wheelchair access, large print. Interpreters are free.',
      },
    },
  }
}

export function uiText(lang: Lang): UiText {
  const content = getContent()
  return lang === 'es' ? content.spanishUi : englishUi(content)
}

/** The interface words of the page being rendered. */
export function usePageUi(): UiText {
  return uiText(usePageLanguage())
}

/** Fills {name} placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/** Fills {name} placeholders with text or elements (a link, a date), keeping the words around them. */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    return createElement(Fragment, { key: index }, name !== undefined && name in values ? values[name] : part)
  })
}
