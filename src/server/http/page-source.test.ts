import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_SOURCE, PAGE_SOURCES, pageSource } from './page-source.ts';

describe('pageSource', () => {
  it('finds the page of a route in every language, and the not-found page otherwise', () => {
    expect(pageSource('/')).toBe('features/landing/landing-page.tsx');
    expect(pageSource('/ru/')).toBe('features/landing/landing-page.tsx');
    expect(pageSource('/en/learn/future-simple')).toBe('features/learn/lesson-page.tsx');
    expect(pageSource('/practice/grammar-tenses')).toBe('features/practice/session-page.tsx');
    expect(pageSource('/ru/dashboard/')).toBe('features/dashboard/dashboard-page.tsx');
    expect(pageSource('/nowhere')).toBe(NOT_FOUND_SOURCE);
    expect(pageSource('/learn/a/b')).toBe(NOT_FOUND_SOURCE);
  });

  it('has the routes and page modules of the web app, in the same order', () => {
    const app = readFileSync('src/web/app/app.tsx', 'utf8');
    // const LessonPage = lazyPage(() => import('../features/learn/lesson-page.tsx'));
    const modules = new Map(
      [...app.matchAll(/const (\w+) = lazyPage\(\(\) => import\('\.\.\/([^']+)'\)\)/g)].map((m) => [m[1], m[2]]),
    );
    // [/^\/learn\/[^/]+$/, LessonPage],
    const pages = [...app.matchAll(/^\s*\[(\/.+\/), (\w+)\],$/gm)].map((m) => [m[1], modules.get(m[2]!)]);
    expect(pages.length).toBeGreaterThan(10);
    expect(pages).toEqual(PAGE_SOURCES.map(([pattern, source]) => [String(pattern), source]));
    expect(modules.get('NotFoundPage')).toBe(NOT_FOUND_SOURCE);
  });
});
