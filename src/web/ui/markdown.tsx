/**
 * Safe Markdown for AI replies: a small subset (paragraphs, lists, **bold**, *italic*, `code`, links) turned into
 * React elements. No HTML is ever parsed or injected, so a reply cannot run script.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const INLINE = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|\b_[^_\s][^_]*_\b|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g;

/**
 * The links a reply may carry: a path on this site (one leading `/` followed by neither `/` nor `\`, which browsers
 * read as `//`, another host) or an http(s) address. No whitespace: a browser drops tabs and newlines from a URL, so
 * `/<tab>/evil.example` would become `//evil.example`. Anything else stays text.
 */
function safeHref(href: string): { internal: boolean; href: string } | undefined {
  if (/\s/.test(href)) return undefined;
  if (/^\/(?![/\\])/.test(href)) return { internal: true, href };
  if (/^https?:\/\/[^/\\]/i.test(href)) return { internal: false, href };
  return undefined;
}

function inline(text: string, key: string): ReactNode[] {
  return text.split(INLINE).map((part, i) => {
    const k = `${key}-${i}`;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
      return <strong key={k}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2) return <code key={k}>{part.slice(1, -1)}</code>;
    if (part.startsWith('*') && part.endsWith('*') && part.length > 2) return <em key={k}>{part.slice(1, -1)}</em>;
    if (part.startsWith('_') && part.endsWith('_') && part.length > 2) return <em key={k}>{part.slice(1, -1)}</em>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      const target = safeHref(link[2] ?? '');
      if (!target) return link[1];
      return target.internal ? (
        <Link key={k} to={target.href}>
          {link[1]}
        </Link>
      ) : (
        <a key={k} href={target.href} rel="noopener noreferrer" target="_blank">
          {link[1]}
        </a>
      );
    }
    return part;
  });
}

export function Markdown({ text }: { text: string }) {
  const blocks = text.replace(/\r\n/g, '\n').split(/\n{2,}/);
  return (
    <>
      {blocks.map((block, b) => {
        const lines = block.split('\n').filter((l) => l.trim() !== '');
        if (lines.length > 0 && lines.every((l) => /^\s*([-*•]|\d+[.)])\s+/.test(l))) {
          const ordered = /^\s*\d/.test(lines[0] ?? '');
          const items = lines.map((l, i) => (
            <li key={i}>{inline(l.replace(/^\s*([-*•]|\d+[.)])\s+/, ''), `${b}-${i}`)}</li>
          ));
          return ordered ? <ol key={b}>{items}</ol> : <ul key={b}>{items}</ul>;
        }
        const heading = /^#{1,4}\s+(.*)$/.exec(lines[0] ?? '');
        if (heading && lines.length === 1)
          return (
            <p key={b}>
              <strong>{inline(heading[1] ?? '', `${b}`)}</strong>
            </p>
          );
        return (
          <p key={b}>
            {lines.map((l, i) => (
              <span key={i}>
                {i > 0 && <br />}
                {inline(l, `${b}-${i}`)}
              </span>
            ))}
          </p>
        );
      })}
    </>
  );
}
