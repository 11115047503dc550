// /legal shows the same Policies and Information page as /policies (docs/requirements.md §2).
import PoliciesPage from '../policies/+Page.server.tsx'

export default PoliciesPage
