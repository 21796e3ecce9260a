/** Diagnostic API calls (src/domain/api/diagnostic-schema.ts). */
import type { DiagnosticResponse } from '../../../domain/api/diagnostic-schema.ts';
import type { SaveAnswer, SaveAnswerResponse } from '../../../domain/api/practice-schema.ts';
import { postAnswerTo, type AnswerTarget } from '../../api/answer-target.ts';
import { apiFetch } from '../../api/client.ts';

export const diagnosticKey = ['diagnostic'] as const;
export const fetchDiagnostic = () => apiFetch<DiagnosticResponse>('/api/diagnostic');
export const startDiagnostic = () =>
  apiFetch<DiagnosticResponse>('/api/diagnostic/start', { method: 'POST', body: {} });
export const diagnosticAnswerTarget: AnswerTarget = { path: '/api/diagnostic/answers' };
export const postDiagnosticAnswer = (_id: string, answer: SaveAnswer) =>
  postAnswerTo<SaveAnswerResponse>(diagnosticAnswerTarget, answer);
export const completeDiagnostic = () =>
  apiFetch<DiagnosticResponse>('/api/diagnostic/complete', { method: 'POST', body: {} });
