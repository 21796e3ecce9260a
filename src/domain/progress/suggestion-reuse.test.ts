import { describe, expect, it } from 'vitest';
import { decideSuggestion, type StoredSuggestion } from './suggestion-reuse.ts';

const saved = (over: Partial<StoredSuggestion> = {}): StoredSuggestion => ({
  text: 'Practise reading.',
  fetchedAt: '2026-03-01T08:00:00.000Z',
  date: '2026-03-01',
  isNoDataMessage: false,
  quizSlug: 'reading-1',
  language: 'az',
  ...over,
});
const base = { today: '2026-03-01', language: 'az', questionsAnswered: 4, force: false };

describe('decideSuggestion (spec §4 AI suggestion)', () => {
  it("reuses today's saved suggestion (DASH-10)", () => {
    expect(decideSuggestion({ ...base, stored: saved() })).toBe('reuse');
  });
  it('fetches anew on a new local day (DASH-15)', () => {
    expect(decideSuggestion({ ...base, stored: saved({ date: '2026-02-28' }) })).toBe('fetch');
  });
  it('fetches when the saved one is a no-data message and answers now exist (DASH-11)', () => {
    expect(decideSuggestion({ ...base, stored: saved({ isNoDataMessage: true }) })).toBe('fetch');
  });
  it('zero answered questions: the start-answering message, no AI call (DASH-12)', () => {
    expect(decideSuggestion({ ...base, questionsAnswered: 0, stored: null })).toBe('noData');
    expect(decideSuggestion({ ...base, questionsAnswered: 0, stored: saved() })).toBe('noData');
  });
  it("zero answered with today's no-data message saved: reused", () => {
    expect(decideSuggestion({ ...base, questionsAnswered: 0, stored: saved({ isNoDataMessage: true }) })).toBe('reuse');
  });
  it('refresh forces a new fetch (DASH-04), but never asks the AI with nothing answered', () => {
    expect(decideSuggestion({ ...base, force: true, stored: saved() })).toBe('fetch');
    expect(decideSuggestion({ ...base, force: true, questionsAnswered: 0, stored: saved() })).toBe('noData');
  });
  it('nothing saved yet: fetch', () => {
    expect(decideSuggestion({ ...base, stored: null })).toBe('fetch');
  });
  it('a suggestion in another language is not reused', () => {
    expect(decideSuggestion({ ...base, language: 'ru', stored: saved() })).toBe('fetch');
  });
});
