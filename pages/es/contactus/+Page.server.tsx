// The Spanish page: the same page, which takes its words from content/es/ when rendered under /es/.
import Page from '../../contactus/+Page.server.tsx'

export default Page
