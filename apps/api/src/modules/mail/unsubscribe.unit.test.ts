import { describe, expect, it } from 'vitest';
import { createUnsubscribes } from './unsubscribe';

const APP_URL = 'https://sakhli.ge';

function withKind(secret = 's'.repeat(40)) {
  const turnedOff: string[] = [];
  const unsubscribes = createUnsubscribes({ secret, appUrl: APP_URL });
  unsubscribes.define('saved-search', async (subject) => {
    turnedOff.push(subject);
    return subject !== 'gone';
  });
  return { unsubscribes, turnedOff };
}

const tokenOf = (link: string) => link.slice(`${APP_URL}/unsubscribe/`.length);

describe('unsubscribe links', () => {
  it('turns off what the link names, without anything but the link', async () => {
    const { unsubscribes, turnedOff } = withKind();
    const link = unsubscribes.linkFor('saved-search', '42');
    expect(link).toMatch(/^https:\/\/sakhli\.ge\/unsubscribe\/[\w-]+\.[\w-]+$/);
    expect(await unsubscribes.unsubscribe(tokenOf(link))).toEqual({
      status: 'done',
      kind: 'saved-search',
      found: true,
    });
    expect(turnedOff).toEqual(['42']);
  });

  it('says when what the link named is gone', async () => {
    const { unsubscribes } = withKind();
    const result = await unsubscribes.unsubscribe(tokenOf(unsubscribes.linkFor('saved-search', 'gone')));
    expect(result).toEqual({ status: 'done', kind: 'saved-search', found: false });
  });

  it('refuses a link whose subject was changed, a forged signature, and a key of another server', async () => {
    const { unsubscribes, turnedOff } = withKind();
    const [, signature] = tokenOf(unsubscribes.linkFor('saved-search', '42')).split('.');
    const otherSubject = `${Buffer.from('saved-search~43').toString('base64url')}.${signature}`;
    const other = withKind('t'.repeat(40)).unsubscribes;
    for (const token of [
      otherSubject,
      `${Buffer.from('saved-search~42').toString('base64url')}.${'A'.repeat(43)}`,
      tokenOf(other.linkFor('saved-search', '42')),
      'not-a-token',
      'a.b.c',
      '.',
    ]) {
      expect(await unsubscribes.unsubscribe(token), token).toEqual({ status: 'invalid' });
    }
    expect(turnedOff).toEqual([]);
  });

  it('refuses a signed kind nobody defined, and a link for an undefined kind is a programming error', async () => {
    const secret = 's'.repeat(40);
    const wider = createUnsubscribes({ secret, appUrl: APP_URL });
    wider.define('price-drops', async () => true);
    const { unsubscribes } = withKind(secret);
    expect(await unsubscribes.unsubscribe(tokenOf(wider.linkFor('price-drops', '7')))).toEqual({
      status: 'invalid',
    });
    expect(() => unsubscribes.linkFor('price-drops', '7')).toThrow(/not defined/);
    expect(() => unsubscribes.define('saved-search', async () => true)).toThrow(/taken/);
  });
});
