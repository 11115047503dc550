// The Spanish list of offices: the same page, which takes its words from content/es/ when rendered under /es/.
import Page from '../../locations/+Page.server.tsx'

export default Page
