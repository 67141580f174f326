import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX_LENGTH } from '@sakhli/shared/constants';
import type { Language } from '@sakhli/shared/enums';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { restrictChatInput } from '../input/restrict-input';
import { SendIcon, TrashIcon } from './chat-icons';

interface ChatComposerProps {
  language: Language;
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  /** A message is on its way: nothing more is sent until it is answered (SPEC.md 'Chat input'). */
  isSending: boolean;
  /** Why nothing can be sent now (offline, the limit), shown instead of the hints; the text stays editable. */
  blockedReason?: string | null;
  /** Worth knowing before sending (few messages left today), shown before the hints. */
  note?: string | null;
  onClear: () => void;
  canClear: boolean;
  isClearing: boolean;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line; typed and pasted text is restricted to the
 * interface's language (Georgian keys from Latin ones, with the caret kept where it was).
 */
export function ChatComposer(props: ChatComposerProps) {
  const { language, value, onChange, onSend, isSending, blockedReason } = props;
  const { t } = useTranslation('chat');
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const caretRef = useRef<number | null>(null);
  const isComposingRef = useRef(false);
  const [hasDropped, setHasDropped] = useState(false);
  // Bumped on every edit, so the caret is placed even when a refused character left the text unchanged.
  const [edits, setEdits] = useState(0);
  const hintId = useId();
  const canSend = value.trim() !== '' && !isSending && !blockedReason;

  useLayoutEffect(() => {
    const caret = caretRef.current;
    if (caret === null || !textareaRef.current) return;
    caretRef.current = null;
    textareaRef.current.setSelectionRange(caret, caret);
  }, [edits]);

  const applyRestriction = (element: HTMLTextAreaElement) => {
    const restricted = restrictChatInput(element.value, element.selectionStart, language);
    setHasDropped(restricted.hasDropped);
    caretRef.current = restricted.caret;
    setEdits((count) => count + 1);
    onChange(restricted.value);
  };
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    // An input method (a Georgian or Russian one) is still composing: restrict once it commits.
    if (isComposingRef.current) onChange(event.currentTarget.value);
    else applyRestriction(event.currentTarget);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <div className="border-t border-slate-200 bg-white px-4 pt-3 pb-4 sm:px-5">
      <label htmlFor="chat-message" className="sr-only">
        {t('composer.label')}
      </label>
      <textarea
        ref={textareaRef}
        id="chat-message"
        rows={2}
        value={value}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        lang={language}
        placeholder={t('composer.placeholder')}
        aria-describedby={hintId}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onCompositionStart={() => (isComposingRef.current = true)}
        onCompositionEnd={(event) => {
          isComposingRef.current = false;
          applyRestriction(event.currentTarget);
        }}
        className="block max-h-40 min-h-[4.5rem] w-full resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm [field-sizing:content] placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
      />
      <p id={hintId} aria-live="polite" className="mt-1.5 text-xs text-slate-600">
        {blockedReason ? (
          <span className="font-medium text-amber-800">{blockedReason}</span>
        ) : hasDropped && language !== 'ka' ? (
          <span className="font-medium text-amber-800">{t('composer.dropped')}</span>
        ) : (
          <>
            {props.note && <span className="font-medium text-slate-800">{props.note} · </span>}
            {t('composer.languageHint')} <span className="hidden sm:inline">{t('composer.keys')}</span>
          </>
        )}
      </p>
      <div className="mt-2.5 flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={props.onClear}
          disabled={!props.canClear || props.isClearing}
          className="-ml-2 text-slate-600"
        >
          {props.isClearing ? <Spinner className="size-4" /> : <TrashIcon className="size-4" />}
          {props.isClearing ? t('composer.clearing') : t('composer.clear')}
        </Button>
        <Button size="sm" onClick={onSend} disabled={!canSend}>
          {isSending ? <Spinner className="size-4 text-white" /> : <SendIcon className="size-4" />}
          {t('composer.send')}
        </Button>
      </div>
    </div>
  );
}
