// A preview build (PREVIEW=1 npm run build), what reviewers see of a proposed change: a banner, "Last
// updated" and "Edit this page", kept out of search engines. Read at pre-render time only.
export function isPreviewBuild(value: string | undefined = process.env.PREVIEW): boolean {
  return value === '1' || value === 'true'
}
