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
});
