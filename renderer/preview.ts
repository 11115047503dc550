// Preview builds (PREVIEW=1 npm run build) are what reviewers see for a proposed change: they carry a
// banner, "Last updated" and "Edit this page", and are kept out of search engines. The live site shows
// none of this. Read at pre-render time, so nothing of it reaches the browser's JavaScript.
export function isPreviewBuild(value: string | undefined = process.env.PREVIEW): boolean {
  return value === '1' || value === 'true'
}
