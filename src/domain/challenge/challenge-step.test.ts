import { describe, expect, it } from 'vitest';
import { challengeStep, resumeIndex } from './challenge-step.ts';

const ids = ['q1', 'q2', 'q3', 'q4', 'q5'];

describe('challengeStep (spec §4: answers appended in order, CHAL-04)', () => {
  it('accepts only the next unanswered question', () => {
    expect(challengeStep(ids, [], 'q1')).toEqual({ kind: 'next', index: 0 });
    expect(challengeStep(ids, ['q1'], 'q2')).toEqual({ kind: 'next', index: 1 });
    expect(challengeStep(ids, ['q1'], 'q3')).toEqual({ kind: 'outOfOrder' });
    expect(challengeStep(ids, [], 'q5')).toEqual({ kind: 'outOfOrder' });
  });

  it('treats an answered question as a repeat and a foreign one as not in the challenge', () => {
    expect(challengeStep(ids, ['q1', 'q2'], 'q1')).toEqual({ kind: 'repeat', index: 0 });
    expect(challengeStep(ids, ['q1'], 'zz')).toEqual({ kind: 'notInChallenge' });
  });
});

describe('resumeIndex (CHAL-08)', () => {
  it('resumes at the first unanswered question', () => {
    expect(resumeIndex(ids, [])).toBe(0);
    expect(resumeIndex(ids, ['q1', 'q2'])).toBe(2);
    expect(resumeIndex(ids, ids)).toBe(5);
  });
});
