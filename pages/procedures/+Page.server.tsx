import { RichPage } from '../../components/pages/RichPage.tsx'
import { ProcedureCategories, ProcedureList } from '../../components/pages/procedures.tsx'

export default function Page() {
  return <RichPage name="procedures" components={{ ProcedureCategories, ProcedureList }} />
}
