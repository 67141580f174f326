import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAVORITE_NOTE_MAX_LENGTH } from '@sakhli/shared/constants';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/form-controls';
import { useSetFavoriteNote } from '../api/set-favorite-note';

/**
 * The user's private note on a saved listing (only they see it): shown under the card, written in place
 * (at most 500 characters, counted as they type); an empty note removes it.
 */
export function FavoriteNote({
  favoriteId,
  propertyId,
  note,
  titleId,
}: {
  favoriteId: number;
  propertyId: number;
  note: string | null;
  titleId: string;
}) {
  const { t } = useTranslation('favorites');
  const save = useSetFavoriteNote(propertyId);
  const [draft, setDraft] = useState<string | null>(null);
  const fieldId = `favorite-${favoriteId}-note`;

  if (draft === null) {
    return (
      <div
        className="flex flex-col gap-1 rounded-lg bg-slate-50 px-3 py-2 text-sm"
        data-testid="favorite-note"
      >
        {note && <p className="whitespace-pre-line text-slate-800">{note}</p>}
        <button
          type="button"
          className="cursor-pointer self-start py-1 font-medium text-brand-700 hover:underline"
          aria-describedby={titleId}
          onClick={() => {
            save.reset();
            setDraft(note ?? '');
          }}
        >
          {t(note ? 'note.edit' : 'note.add')}
        </button>
      </div>
    );
  }
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft, { onSuccess: () => setDraft(null) });
      }}
    >
      <Field
        label={t('note.label')}
        htmlFor={fieldId}
        error={save.isError ? t('note.saveError') : undefined}
        hint={t('note.hint', { count: draft.length, max: FAVORITE_NOTE_MAX_LENGTH })}
      >
        <Textarea
          id={fieldId}
          value={draft}
          rows={3}
          maxLength={FAVORITE_NOTE_MAX_LENGTH}
          autoFocus
          aria-describedby={save.isError ? `${fieldId}-error` : `${fieldId}-hint`}
          onChange={(event) => setDraft(event.target.value)}
        />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t('note.save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setDraft(null)}>
          {t('note.cancel')}
        </Button>
      </div>
    </form>
  );
}
