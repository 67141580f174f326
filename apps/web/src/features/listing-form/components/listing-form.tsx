import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { AddressSelection } from '@sakhli/shared/schemas/geo';
import type { PropertyPayload } from '@sakhli/shared/schemas/property-payload';
import type { PhotoItem } from '../hooks/photo-list';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import type { ListingFormValues } from '../listing-form-values';
import {
  isOutdatedSave,
  photoProblem,
  saveFailureKey,
  serverProblems,
  validateListing,
  type FormProblem,
  type ListingFormMode,
} from '../listing-form-validation';
import { AmenitiesSection } from './amenities-section';
import { BasicInformationSection } from './basic-information-section';
import { fieldId } from './listing-fields';
import { LocationSection } from './location-section';
import { PhotosSection } from './photos-section';
import { PricingSection } from './pricing-section';
import { PropertyDetailsSection } from './property-details-section';
import { SubmitBar, type SaveOutcome } from './submit-bar';

/** Long enough to read the success message before my properties opens. */
export const SUCCESS_REDIRECT_MS = 1500;
export const AFTER_SAVE_PATH = '/dashboard/my-properties';

/** The first of these fields in the page, to take the focus after a refused submit. */
function focusFirst(problems: FormProblem[]) {
  const elements = problems
    .map((problem) => document.getElementById(fieldId(problem.target)))
    .filter((element): element is HTMLElement => element !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  elements[0]?.focus();
}

export interface ListingFormProps {
  mode: ListingFormMode;
  defaultValues: ListingFormValues;
  initialPhotos?: readonly PhotoItem[];
  /** Edit: the listing's address, put back into the widget a second after it opens. */
  existingAddress?: AddressSelection | null;
  onSave: (payload: PropertyPayload) => Promise<unknown>;
  /** Edit: loads the latest version of the listing, offered when a save is refused as outdated. */
  onReloadLatest?: () => void;
  /** Edit: the listing's id (its own photos are no "you already have this listing"). */
  listingId?: number;
}

/**
 * SPEC.md section 2 'Create' and 'Edit': Basic Information, Property Details, Pricing, Location, Photos,
 * then submit. The values are checked by the shared payload schema before they are sent; the server's
 * field errors land on the same fields. A saved listing shows the success message and my properties opens.
 */
export function ListingForm({
  mode,
  defaultValues,
  initialPhotos,
  existingAddress = null,
  onSave,
  onReloadLatest,
  listingId,
}: ListingFormProps) {
  const navigate = useNavigate();
  const form = useForm<ListingFormValues>({ defaultValues });
  const photos = usePhotoUploads(initialPhotos);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  // A photo problem found on submit holds until the photos change.
  const [submitted, setSubmitted] = useState<{ problem: FormProblem; photos: readonly PhotoItem[] } | null>(
    null,
  );
  const states = photos.items.map((photo) => photo.state);
  const isUploading = states.includes('uploading');
  const hasFailedPhotos = states.includes('error');
  const submittedProblem = submitted?.photos === photos.items ? submitted.problem : null;
  const shownPhotoProblem =
    submittedProblem ?? (isUploading || hasFailedPhotos ? photoProblem(states) : null);

  const show = (problems: FormProblem[]) => {
    setSubmitted(null);
    for (const problem of problems) {
      if (problem.target === 'photos') setSubmitted({ problem, photos: photos.items });
      else form.setError(problem.target, { type: 'validate', message: problem.key });
    }
    focusFirst(problems);
  };

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    const verdict = validateListing(values, mode, photos.items);
    if (verdict.problems) return show(verdict.problems);
    try {
      await onSave(verdict.payload);
      setOutcome({ tone: 'success', key: `${mode}.success` });
      setTimeout(() => void navigate(AFTER_SAVE_PATH), SUCCESS_REDIRECT_MS);
    } catch (error) {
      const problems = serverProblems(error);
      if (problems.length > 0) show(problems);
      else setOutcome({ tone: 'error', key: saveFailureKey(error, mode), isOutdated: isOutdatedSave(error) });
    }
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          // Every submit checks everything again; an error left from the last one (the address is no
          // registered field) would otherwise keep react-hook-form from calling the submit at all.
          form.clearErrors();
          void submit(event);
        }}
        className="flex flex-col gap-6"
      >
        <BasicInformationSection />
        <PropertyDetailsSection />
        <AmenitiesSection />
        <PricingSection />
        <LocationSection mode={mode} existingAddress={existingAddress} />
        <PhotosSection photos={photos} problem={shownPhotoProblem} listingId={listingId} />
        <SubmitBar
          mode={mode}
          outcome={outcome}
          onReloadLatest={onReloadLatest}
          state={{
            isUploading,
            hasFailedPhotos,
            isSubmitting: form.formState.isSubmitting,
            isSaved: outcome?.tone === 'success',
          }}
        />
      </form>
    </FormProvider>
  );
}
