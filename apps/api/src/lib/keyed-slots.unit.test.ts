import { describe, expect, it } from 'vitest';
import { createKeyedSlots } from './keyed-slots';

describe('createKeyedSlots', () => {
  it('gives each key at most `limit` slots at once, whatever other keys hold', () => {
    const slots = createKeyedSlots(2);
    const first = slots.tryAcquire('nino');
    const second = slots.tryAcquire('nino');
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    expect(slots.tryAcquire('nino')).toBeUndefined();
    expect(slots.tryAcquire('giorgi')).toBeTypeOf('function');
    first!();
    expect(slots.tryAcquire('nino')).toBeTypeOf('function');
  });

  it('frees a slot once however often its release is called', () => {
    const slots = createKeyedSlots(1);
    const release = slots.tryAcquire('nino')!;
    release();
    const again = slots.tryAcquire('nino')!;
    // The first release, called again late, does not free the slot taken since.
    release();
    expect(slots.tryAcquire('nino')).toBeUndefined();
    again();
    expect(slots.tryAcquire('nino')).toBeTypeOf('function');
  });
});
