import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectPath } from './redirect-path.ts';

describe('redirect after sign-in', () => {
  it('follows a path of this shop', () => {
    expect(safeRedirectPath('/account/info')).toBe('/account/info');
    expect(
      safeRedirectPath(new URL(`https://shop.example${loginPathFor('/support?x=1')}`).searchParams.get('redirectTo')),
    ).toBe('/support?x=1');
  });
  it('goes home for anything else', () => {
    for (const value of [null, '', 'account', '//evil.example', '/\\evil.example', 'https://evil.example'])
      expect(safeRedirectPath(value)).toBe('/');
  });
});
