import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@sakhli/shared/rules/escape-html';
import { jsonForScript } from './html-text';

describe('escapeHtml', () => {
  it('leaves no character that could end an attribute or open a tag', () => {
    expect(escapeHtml(`"/><script>alert('x')</script>&amp;`)).toBe(
      '&quot;/&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;amp;',
    );
  });
});

describe('jsonForScript', () => {
  it('writes no "<" and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> <!-- & \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
