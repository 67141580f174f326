import type { Language } from '@sakhli/shared/enums';
import { escapeHtml } from '@sakhli/shared/rules/escape-html';

/**
 * The shape every product mail follows (account mails now, inquiry mails later): a greeting, short
 * paragraphs, at most one button, closing lines and a signature. Each template file supplies the words
 * in ka, en and ru; this file turns them into plain text and simple HTML.
 */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A picture above the paragraphs (a listing's cover photo), in the HTML part only; absolute URL. */
  image?: { url: string; alt: string };
  action?: { label: string; url: string };
  /** Listings shown as cards after the paragraphs (an alert's new matches). */
  cards?: MailCard[];
  /** Lines after the button (expiry, "ignore this mail if…"). */
  notes?: string[];
  signature: string;
}

/**
 * The opening line: with the name when it is known to be the recipient's own, a plain hello otherwise
 * (a name given at an unconfirmed sign-up was written by whoever typed the address, maybe not its owner).
 */
export function greetingFor(language: Language, name: string | undefined): string {
  const hello = { ka: 'გამარჯობა', en: 'Hello', ru: 'Здравствуйте' }[language];
  return name ? `${hello}, ${name}!` : `${hello}!`;
}

/** One listing in a mail: its photo (absolute URL, if any), title, a few lines of facts, and its link. */
export interface MailCard {
  title: string;
  lines: string[];
  url: string;
  imageUrl?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function toText(content: MailContent): string {
  const blocks = [content.greeting, ...content.paragraphs];
  for (const card of content.cards ?? []) blocks.push([card.title, ...card.lines, card.url].join('\n'));
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...(content.notes ?? []), content.signature);
  return `${blocks.join('\n\n')}\n`;
}

const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;

function cardHtml({ title, lines, url, imageUrl }: MailCard): string {
  const href = escapeHtml(url);
  const image = imageUrl
    ? `<a href="${href}"><img src="${escapeHtml(imageUrl)}" alt="" width="496" style="display:block;width:100%;max-width:496px;height:auto;border-radius:6px;margin:0 0 8px"></a>`
    : '';
  return [
    '<div style="margin:0 0 24px;padding:0 0 16px;border-bottom:1px solid #e5e5e5">',
    image,
    `<p style="margin:0 0 4px;font-weight:bold"><a href="${href}" style="color:#1d4ed8">${escapeHtml(title)}</a></p>`,
    ...lines.map((line) => `<p style="margin:0;color:#333333">${escapeHtml(line)}</p>`),
    '</div>',
  ].join('');
}

function toHtml(language: Language, content: MailContent): string {
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#111111;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    paragraph(content.greeting),
    ...(content.image
      ? [
          `<p style="margin:0 0 16px"><img src="${escapeHtml(content.image.url)}" alt="${escapeHtml(content.image.alt)}" width="496" style="display:block;width:100%;max-width:496px;height:auto;border-radius:6px"></p>`,
        ]
      : []),
    ...content.paragraphs.map(paragraph),
    ...(content.cards ?? []).map(cardHtml),
    action,
    ...(content.notes ?? []).map(paragraph),
    paragraph(content.signature),
    '</div></body></html>',
  ].join('\n');
}

export function renderMail(language: Language, content: MailContent): RenderedMail {
  return { subject: content.subject, text: toText(content), html: toHtml(language, content) };
}
