import { fireEvent, screen } from '@testing-library/react';
import { renderRoutes } from '@/lib/test-utils';
import { CreateListing } from '../components/create-listing';
import { stubFetch, type SeenRequest } from './listing-form-test-kit';

/** The create page at /dashboard/create-property, my properties beside it, the API answered by `routes`. */
export function renderCreate(
  ...routes: ((request: SeenRequest) => { status?: number; body?: unknown } | undefined)[]
) {
  const requests = stubFetch(...routes);
  const view = renderRoutes(
    [
      { path: '/dashboard/create-property', element: <CreateListing /> },
      { path: '/dashboard/my-properties', element: <p>My properties page</p> },
    ],
    { path: '/dashboard/create-property' },
  );
  return { ...view, requests };
}

export const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
export const setValue = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
export const errorOf = (label: string) => {
  const describedBy = input(label).getAttribute('aria-describedby');
  return describedBy?.endsWith('-error') ? document.getElementById(describedBy)?.textContent : undefined;
};
export const submitButton = () =>
  screen.getByRole('button', { name: /Create Property|Uploading images|Fix image errors|Creating/ });
export const submit = () => fireEvent.click(submitButton());
export const addPhotos = (...files: File[]) =>
  fireEvent.change(screen.getByTestId('photo-input'), { target: { files } });

export async function pickAddress() {
  fireEvent.change(screen.getByRole('combobox', { name: 'Address' }), {
    target: { value: 'chavchavadze 37' },
  });
  fireEvent.click(await screen.findByRole('option', { name: /37 Ilia Chavchavadze Avenue/ }));
}
