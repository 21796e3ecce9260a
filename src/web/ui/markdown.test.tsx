import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown.tsx';

const html = (text: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <Markdown text={text} />
    </MemoryRouter>,
  );

describe('safe Markdown for AI replies (SEC-12)', () => {
  it('renders emphasis, code, lists and internal links', () => {
    const out = html('Use **have** + *V3*: `have done`\n\n- one\n- two\n\n[Lesson](/learn/present-perfect)');
    expect(out).toContain('<strong>have</strong>');
    expect(out).toContain('<em>V3</em>');
    expect(out).toContain('<code>have done</code>');
    expect(out).toContain('<ul><li>one</li><li>two</li></ul>');
    expect(out).toContain('href="/learn/present-perfect"');
    expect(html('_offline tutor_ said')).toContain('<em>offline tutor</em>');
  });
  it('never turns text into HTML or script', () => {
    const out = html('<img src=x onerror=alert(1)> [x](javascript:alert(1))');
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;img');
    expect(out).not.toContain('javascript:');
  });
  it('links only to paths on this site and to http(s) addresses; anything else stays text', () => {
    expect(html('[Lesson](/learn/a)')).toContain('href="/learn/a"');
    expect(html('[Home](/)')).toContain('href="/"');
    expect(html('[BBC](https://www.bbc.co.uk/learning)')).toContain('href="https://www.bbc.co.uk/learning"');
    expect(html('[BBC](HTTP://example.com/)')).toContain('href="HTTP://example.com/"');
    // Browsers read a backslash in a URL as a slash, so each of these would leave the site.
    for (const href of [
      '/\\evil.example/p',
      '//evil.example/p',
      '\\\\evil.example/p',
      '\\/evil.example',
      'https:\\\\evil.example',
      'https:///evil.example',
      'mailto:a@example.com',
      'data:text/html,hi',
      'learn/a',
    ]) {
      const out = html(`See [x](${href}) now`);
      expect(out, href).not.toContain('href');
      expect(out, href).toContain('See x now');
    }
  });
});
