/** The dashboard: one sentence of advice built from the right and wrong counts in grammar, listening and reading. */
import type { Language } from '../language.ts';
import { AUDIENCE, languageName, type ModelPrompt } from './model-prompt.ts';

export interface AreaCounts {
  correct: number;
  incorrect: number;
}
export interface DashboardCounts {
  grammar: AreaCounts;
  listening: AreaCounts;
  reading: AreaCounts;
}

export function dashboardPrompt(counts: DashboardCounts, language: Language): ModelPrompt {
  const line = (name: keyof DashboardCounts) =>
    `${name}: ${counts[name].correct} right, ${counts[name].incorrect} wrong`;
  return {
    task: 'dashboard',
    system: [
      AUDIENCE,
      `Give the student exactly one sentence of advice in ${languageName(language)}, based only on their right and wrong answer counts. Be specific and encouraging. Plain text.`,
    ].join('\n'),
    messages: [
      {
        role: 'user',
        content: ['grammar', 'listening', 'reading'].map((n) => line(n as keyof DashboardCounts)).join('\n'),
      },
    ],
    maxOutputTokens: 80,
    temperature: 0.3,
  };
}
