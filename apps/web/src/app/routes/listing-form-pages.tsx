import { useParams } from 'react-router';
import { CreateListing } from '@/features/listing-form/components/create-listing';
import { EditListing } from '@/features/listing-form/components/edit-listing';

/** /dashboard/create-property (SPEC.md section 2 'Create'). */
export function CreatePropertyPage() {
  return <CreateListing />;
}

/** /dashboard/edit-property/{id}, opened in a new tab (SPEC.md section 2 'Edit'). */
export function EditPropertyPage() {
  const { id = '' } = useParams();
  // A new listing id means a new form, not the previous one's values.
  return <EditListing key={id} id={Number(id)} />;
}
