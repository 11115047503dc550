import { ContentPage } from '../../components/ContentPage.tsx'

export default function Page() {
  return <ContentPage name="slideshow" />
}
