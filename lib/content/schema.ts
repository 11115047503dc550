// One zod schema per content collection, one small file per concern in lib/content/schemas/. Every field
// carries a description and an example: they feed both the build's error messages and the generated
// content reference (content/REFERENCE.md).
export * from './schemas/fields.ts'
export * from './schemas/data.ts'
export * from './schemas/pages.ts'
export * from './schemas/collections.ts'
export * from './schemas/languages.ts'
export * from './schemas/redirects.ts'
