// /legal shows the same Policies and Information page as /policies (SPEC.md §2).
import PoliciesPage from '../policies/+Page.server.tsx'

export default PoliciesPage
