import { describe, expect, it } from 'vitest';
import { repeatedSave, type EarlierAnswer, type SaveToCheck } from './repeated-save.ts';

const stored: EarlierAnswer = { id: 'a1', attemptId: 'att', questionId: 'q1', answer: 'have gone' };

const check = (over: Partial<SaveToCheck<EarlierAnswer>>): SaveToCheck<EarlierAnswer> => ({
  attemptId: 'att',
  answerId: 'a2',
  questionId: 'q1',
  answer: 'have gone',
  earlier: [stored],
  attempt: 'open',
  answers: 'lock',
  afterClose: 'same-answer',
  ...over,
});

describe('repeated save: what a save means given the stored answers', () => {
  it('nothing stored: a new answer', () => {
    expect(repeatedSave(check({ earlier: [] }))).toEqual({ kind: 'new' });
  });

  it('a retry with the same answerId gets the stored answer, whatever it now says', () => {
    expect(repeatedSave(check({ answerId: 'a1', answer: 'went' }))).toEqual({ kind: 'stored', answer: stored });
  });

  it('an answerId stored for another question or another attempt is id-reused', () => {
    expect(repeatedSave(check({ answerId: 'a1', questionId: 'q2' })).kind).toBe('id-reused');
    expect(repeatedSave(check({ answerId: 'a1', attemptId: 'other' })).kind).toBe('id-reused');
    expect(repeatedSave(check({ answerId: 'a1', questionId: 'q2', answers: 'draft' })).kind).toBe('id-reused');
  });

  it('the same answer again under a new id gets the stored one; spaces and case do not matter', () => {
    expect(repeatedSave(check({ answer: '  Have   gone ' }))).toEqual({ kind: 'stored', answer: stored });
  });

  it('another answer to an answered question is locked', () => {
    expect(repeatedSave(check({ answer: 'went' })).kind).toBe('locked');
  });

  it('drafts may change: only a retry of the same save is a repeat', () => {
    expect(repeatedSave(check({ answers: 'draft', answer: 'went' })).kind).toBe('new');
    expect(repeatedSave(check({ answers: 'draft', answerId: 'a1' }))).toEqual({ kind: 'stored', answer: stored });
  });

  describe('a closed attempt', () => {
    it('an unanswered question is finished, in either policy', () => {
      expect(repeatedSave(check({ attempt: 'closed', questionId: 'q9' })).kind).toBe('finished');
      expect(repeatedSave(check({ attempt: 'closed', questionId: 'q9', afterClose: 'same-id' })).kind).toBe('finished');
    });

    it('a retry by answerId still gets its verdict, in either policy', () => {
      for (const afterClose of ['same-id', 'same-answer'] as const) {
        expect(repeatedSave(check({ attempt: 'closed', answerId: 'a1', afterClose }))).toEqual({
          kind: 'stored',
          answer: stored,
        });
      }
    });

    it("'same-answer' (practice): an answered question stays answered: the same answer is stored, another locked", () => {
      expect(repeatedSave(check({ attempt: 'closed' }))).toEqual({ kind: 'stored', answer: stored });
      expect(repeatedSave(check({ attempt: 'closed', answer: 'went' })).kind).toBe('locked');
    });

    it("'same-id' (lesson quiz, diagnostic, challenge): anything but a retry is finished", () => {
      expect(repeatedSave(check({ attempt: 'closed', afterClose: 'same-id' })).kind).toBe('finished');
      expect(repeatedSave(check({ attempt: 'closed', afterClose: 'same-id', answer: 'went' })).kind).toBe('finished');
    });
  });
});
