import { useEffect, useRef } from 'react';

/**
 * The page's meta description, kept in step with what is on screen as the app navigates: the page that set one
 * last wins while it is shown, else the app's default. One element, rewritten: the server wrote it for the
 * first page (a listing's, for link previews) and the app takes it over.
 */
const entries: { text: string }[] = [];
let defaultText = '';

function apply() {
  let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!element) {
    element = document.createElement('meta');
    element.name = 'description';
    document.head.append(element);
  }
  element.content = entries.findLast((entry) => entry.text)?.text ?? defaultText;
}

/** The description when no page names one (the app's, in the current language). */
export function setDefaultDescription(text: string): void {
  defaultText = text;
  apply();
}

/** Names the page's description while the calling component is shown; undefined until it is known. */
export function useDocumentDescription(text: string | undefined): void {
  const entry = useRef<{ text: string } | null>(null);
  useEffect(() => {
    const mine = { text: '' };
    entry.current = mine;
    entries.push(mine);
    return () => {
      entries.splice(entries.indexOf(mine), 1);
      apply();
    };
  }, []);
  useEffect(() => {
    if (!entry.current) return;
    entry.current.text = text ?? '';
    apply();
  }, [text]);
}
