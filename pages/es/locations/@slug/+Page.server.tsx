// The Spanish page of one office: the same page, with the words of content/es/locations-page.yaml under /es/.
import Page from '../../../locations/@slug/+Page.server.tsx'

export default Page
