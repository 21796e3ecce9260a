import { describe, expect, it } from 'vitest';
import { withManifestLink } from './manifest-link.ts';

const html = '<head><link rel="manifest" href="/manifest-az.webmanifest" /></head>';

describe('the manifest a page links', () => {
  it('is the page language’s', () => {
    expect(withManifestLink(html, '/ru/learn')).toContain('href="/manifest-ru.webmanifest"');
    expect(withManifestLink(html, '/en/')).toContain('href="/manifest-en.webmanifest"');
    expect(withManifestLink(html, '/learn')).toBe(html);
  });
});
