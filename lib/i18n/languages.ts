// The languages of the site: the one list everything else derives from. Adding a language is one line
// here plus its folder content/<code>/ (docs/architecture.md). No imports: safe in the browser and Deno.

export interface Language {
  /** BCP 47: <html lang>, the address prefix (/es/…), the folder content/<code>/. */
  code: string
  /** Its name in itself ("Español"). */
  name: string
  dir: 'ltr' | 'rtl'
  /** Intl's locale for dates and hours. */
  locale: string
  ogLocale: string
}

/** The first language is the site's default: its pages have no prefix (/contactus, not /en/contactus). */
export const languages = [
  { code: 'en', name: 'English', dir: 'ltr', locale: 'en-US', ogLocale: 'en_US' },
  { code: 'es', name: 'Español', dir: 'ltr', locale: 'es-US', ogLocale: 'es_US' },
] as const satisfies readonly Language[]

export type Lang = (typeof languages)[number]['code']

export const defaultLanguage: Lang = languages[0].code

/** Every language code, the default first. */
export const languageCodes: readonly Lang[] = languages.map((language) => language.code)

/** Every language but the default. */
export const translationLanguages: readonly Lang[] = languageCodes.filter((code) => code !== defaultLanguage)

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value)
}

export function languageOf(lang: Lang): Language {
  return languages.find((language) => language.code === lang) ?? languages[0]
}

/** An address without its language prefix, and the language: /es/contactus → es, /contactus. */
export function splitLanguagePrefix(pathname: string): { lang: Lang; path: string } {
  for (const lang of translationLanguages) {
    if (pathname === `/${lang}`) return { lang, path: '/' }
    if (pathname.startsWith(`/${lang}/`)) return { lang, path: pathname.slice(lang.length + 1) }
  }
  return { lang: defaultLanguage, path: pathname }
}

/** An address of the default language in `lang`: /contactus → /es/contactus, / → /es. */
export function withLanguagePrefix(path: string, lang: Lang): string {
  if (lang === defaultLanguage) return path
  return path === '/' ? `/${lang}` : `/${lang}${path}`
}
