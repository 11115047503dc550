// The content schemas. Every field's description and example feed the messages and content/REFERENCE.md.
export * from './schemas/fields.ts'
export * from './schemas/data.ts'
export * from './schemas/pages.ts'
export * from './schemas/collections.ts'
export * from './schemas/languages.ts'
export * from './schemas/redirects.ts'
