/** Daily challenge API calls (src/domain/api/challenge-schema.ts). */
import type { ChallengeFinishResponse, ChallengeResponse } from '../../../domain/api/challenge-schema.ts';
import type { SaveAnswer, SaveAnswerResponse } from '../../../domain/api/practice-schema.ts';
import { postAnswerTo, type AnswerTarget } from '../../api/answer-target.ts';
import { apiFetch } from '../../api/client.ts';

export const challengeKey = ['challenge', 'full'] as const;
export const fetchChallenge = () => apiFetch<ChallengeResponse>('/api/challenge');
export const challengeAnswerTarget = (date: string): AnswerTarget => ({
  path: '/api/challenge/answers',
  fields: { date },
});
export const postChallengeAnswer = (date: string, answer: SaveAnswer) =>
  postAnswerTo<SaveAnswerResponse>(challengeAnswerTarget(date), answer);
export const finishChallenge = (date: string) =>
  apiFetch<ChallengeFinishResponse>('/api/challenge/finish', { method: 'POST', body: { date } });
