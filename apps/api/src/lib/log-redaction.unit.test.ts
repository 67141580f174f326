import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('replaces the values of credential-bearing query parameters, keeping the rest', () => {
    expect(redactUrl('/auth/confirm?token=abc.def&type=recovery')).toBe(
      '/auth/confirm?token=%5Bredacted%5D&type=recovery',
    );
    expect(redactUrl('/auth/reset-password?access_token=a&refresh_token=b&lang=ka')).toBe(
      '/auth/reset-password?access_token=%5Bredacted%5D&refresh_token=%5Bredacted%5D&lang=ka',
    );
    expect(redactUrl('/auth/callback?code=c&state=s&iss=http%3A%2F%2Fid')).toContain(
      'code=%5Bredacted%5D&state=%5Bredacted%5D',
    );
    expect(redactUrl('/auth/callback?Code=c&code=d')).not.toMatch(/=[cd](&|$)/);
  });

  it('leaves other URLs exactly as they were', () => {
    expect(redactUrl('/api/Property/properties/chunk?city=Tbilisi&sortBy=Price')).toBe(
      '/api/Property/properties/chunk?city=Tbilisi&sortBy=Price',
    );
    expect(redactUrl('/property/12')).toBe('/property/12');
  });
});
