import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { entityTagOf, versionsOfIfMatch } from './entity-tag';

describe('entity tags', () => {
  it('writes a version as a strong tag', () => {
    expect(entityTagOf(7)).toBe('"7"');
  });

  it('reads the versions of an If-Match list, strong tags only', () => {
    expect(versionsOfIfMatch('"7"')).toEqual([7]);
    expect(versionsOfIfMatch(' "7" , "9",W/"8", "x1"')).toEqual([7, 9]);
    expect(versionsOfIfMatch(['"3"', '"4"'])).toEqual([3, 4]);
    expect(versionsOfIfMatch('W/"7"')).toEqual([]);
  });

  it('puts no condition for a missing header or *', () => {
    expect(versionsOfIfMatch(undefined)).toBeUndefined();
    expect(versionsOfIfMatch(' * ')).toBeUndefined();
  });

  it.each(['', '7', '"7', '"7" "8"', '"7",, x', 'W/7', '"a"b"'])(
    'refuses the malformed If-Match %j naming the header',
    (header) => {
      let thrown: unknown;
      try {
        versionsOfIfMatch(header);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect(thrown).toMatchObject({ statusCode: 400, errors: { 'If-Match': expect.any(Array) as unknown } });
    },
  );
});
