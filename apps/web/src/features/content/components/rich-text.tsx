import type { ReactNode } from 'react';
import { Link } from 'react-router';

const TOKEN = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;
const LINK =
  'font-medium text-brand-700 underline decoration-brand-700/30 underline-offset-2 hover:decoration-brand-700';

/** Renders `[label](href)` as links (in-app paths through the router) and `**text**` as strong text. */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const [whole, label, href, bold] = match;
    parts.push(text.slice(last, match.index));
    if (bold)
      parts.push(
        <strong key={match.index} className="font-semibold text-slate-900">
          {bold}
        </strong>,
      );
    else if (href?.startsWith('/'))
      parts.push(
        <Link key={match.index} to={href} className={LINK}>
          {label}
        </Link>,
      );
    else
      parts.push(
        <a
          key={match.index}
          href={href}
          className={LINK}
          rel="noopener noreferrer"
          target={href?.startsWith('http') ? '_blank' : undefined}
        >
          {label}
        </a>,
      );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
