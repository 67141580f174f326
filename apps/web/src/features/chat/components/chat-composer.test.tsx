import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@sakhli/shared/enums';
import { renderWithProviders } from '@/lib/test-utils';
import { ChatComposer } from './chat-composer';

function Composer({
  language,
  onSend,
  isSending = false,
}: {
  language: Language;
  onSend: () => void;
  isSending?: boolean;
}) {
  const [value, setValue] = useState('');
  return (
    <ChatComposer
      language={language}
      value={value}
      onChange={setValue}
      onSend={onSend}
      isSending={isSending}
      onClear={vi.fn()}
      canClear={false}
      isClearing={false}
    />
  );
}

/** Sets the value as typing does, past React's own tracking of the property. */
function setNativeValue(textarea: HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(textarea, value);
}

/** As a browser does on a key press or a paste: the text goes in at the caret, the caret after it, then input. */
function typeAt(textarea: HTMLTextAreaElement, text: string, at = textarea.value.length) {
  setNativeValue(textarea, textarea.value.slice(0, at) + text + textarea.value.slice(at));
  textarea.setSelectionRange(at + text.length, at + text.length);
  fireEvent.input(textarea);
}

function renderComposer(language: Language, props: { isSending?: boolean } = {}) {
  const onSend = vi.fn();
  renderWithProviders(<Composer language={language} onSend={onSend} {...props} />);
  return { textarea: screen.getByLabelText<HTMLTextAreaElement>('Your message'), onSend };
}

afterEach(cleanup);

describe('ChatComposer input restrictions', () => {
  it('turns Latin keys into Georgian letters in the Georgian interface', () => {
    const { textarea } = renderComposer('ka');
    for (const key of 'vakeSi 2 oTaxiani') typeAt(textarea, key);
    expect(textarea.value).toBe('ვაკეში 2 ოთახიანი');
  });

  it('keeps the caret after a letter typed in the middle', () => {
    const { textarea } = renderComposer('ka');
    typeAt(textarea, 'ვაე');
    typeAt(textarea, 'k', 2);
    expect(textarea.value).toBe('ვაკე');
    expect(textarea.selectionStart).toBe(3);
    expect(textarea.selectionEnd).toBe(3);
  });

  it('keeps only Latin letters, digits and punctuation in English, and asks for English', () => {
    const { textarea } = renderComposer('en');
    expect(textarea.placeholder).toBe('Describe the home you are looking for, in English…');
    typeAt(textarea, 'Vake, $150k');
    typeAt(textarea, 'ж', 4);
    expect(textarea.value).toBe('Vake, $150k');
    expect(textarea.selectionStart).toBe(4);
    expect(screen.getByText(/Only Latin letters, digits and punctuation/)).toBeTruthy();
  });

  it('keeps only Cyrillic letters, digits and punctuation in Russian', () => {
    const { textarea } = renderComposer('ru');
    typeAt(textarea, 'двушка в Vake до 100к');
    expect(textarea.value).toBe('двушка в  до 100к');
  });
});

describe('ChatComposer keys', () => {
  it('sends with Enter and breaks the line with Shift+Enter', () => {
    const { textarea, onSend } = renderComposer('en');
    typeAt(textarea, 'two rooms');
    expect(fireEvent.keyDown(textarea, { key: 'Enter', shiftKey: true })).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
    expect(fireEvent.keyDown(textarea, { key: 'Enter' })).toBe(false);
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('sends nothing blank, and nothing while a message is on its way', () => {
    const blank = renderComposer('en');
    typeAt(blank.textarea, '  \n ');
    fireEvent.keyDown(blank.textarea, { key: 'Enter' });
    expect(blank.onSend).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
    cleanup();
    const busy = renderComposer('en', { isSending: true });
    typeAt(busy.textarea, 'cheaper');
    fireEvent.keyDown(busy.textarea, { key: 'Enter' });
    expect(busy.onSend).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
  });
});
