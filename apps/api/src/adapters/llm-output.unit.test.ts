import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LlmInvalidOutputError } from './llm-errors';
import { parseStructured } from './llm-output';

const Answer = z.object({ rooms: z.number() });
const parse = (text: string) => parseStructured('chat', text, Answer);

describe('parseStructured: JSON, bare or in a Markdown fence', () => {
  it.each([
    ['bare JSON', '{"rooms": 2}'],
    ['a json fence', '```json\n{"rooms": 2}\n```'],
    ['a JSON fence in capitals', '```JSON\n{"rooms": 2}\n```'],
    ['a fence without a language', '```\n{"rooms": 2}\n```'],
    ['a fence on one line', '```json {"rooms": 2} ```'],
    ['blank lines and spaces around the fence and inside it', ' \n\t```json  \n\n{"rooms": 2}\n \n```\n\n '],
    ['a fence closed right after the JSON', '```{"rooms": 2}```'],
    ['unicode spaces around it', '\u00a0\u2003```json\u2028{"rooms": 2}\u3000```\ufeff'],
  ])('reads %s', (_, text) => {
    expect(parse(text)).toEqual({ rooms: 2 });
  });

  it('takes the last fence as the closing one, so backticks inside the JSON stay', () => {
    const Text = z.object({ note: z.string() });
    expect(parseStructured('chat', '```json\n{"note": "a ``` b"}\n```', Text)).toEqual({ note: 'a ``` b' });
  });

  it.each([
    ['prose', 'Sure! Two rooms.'],
    ['an unclosed fence', '```json\n{"rooms": 2}'],
    ['text after the closing fence', '```json\n{"rooms": 2}\n``` done'],
    ['text before the opening fence', 'Here: ```json\n{"rooms": 2}\n```'],
    ['five backticks (the fences would overlap)', '`````'],
    ['an empty fence', '``````'],
  ])('refuses %s as not JSON', (_, text) => {
    expect(() => parse(text)).toThrow(LlmInvalidOutputError);
    expect(() => parse(text)).toThrow(/not JSON/);
  });

  // The fence used to be found by a backtracking regex: 8,000 characters of these held the event loop
  // for minutes. Each is read in one pass now.
  it.each([
    ['spaces after an opening fence', '```' + ' '.repeat(100_000)],
    ['spaces after an opening json fence, then a letter', '```json' + ' '.repeat(99_992) + 'x'],
    ['spaces between the fences, then text', '```' + ' \n'.repeat(50_000) + '```x'],
    ['backticks', '`'.repeat(100_000)],
    ['fences and spaces', '``` '.repeat(25_000)],
    ['leading spaces, then a fence', ' '.repeat(99_997) + '```'],
  ])('reads 100,000 characters of %s within 50 ms', (_, text) => {
    expect(text.length).toBeGreaterThanOrEqual(100_000);
    const started = performance.now();
    expect(() => parse(text)).toThrow(LlmInvalidOutputError);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
