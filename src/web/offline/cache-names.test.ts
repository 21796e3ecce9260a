import { describe, expect, it } from 'vitest';
import { isListeningAudio, isPagePath, isPublicData } from './cache-names.ts';

describe('what the service worker may keep', () => {
  it('keeps lessons, the topic list, the practice menu and site facts', () => {
    for (const path of ['/api/content/topics', '/api/content/topics/passive-voice', '/api/practice/menu', '/api/site'])
      expect(isPublicData(path), path).toBe(true);
  });

  it('never keeps anything per student: sessions, answers, auth, profile, progress, AI, lesson quiz saves', () => {
    for (const path of [
      '/api/auth/get-session',
      '/api/auth/sign-out',
      '/api/practice/sessions',
      '/api/practice/sessions/0b7f/answers',
      '/api/profile',
      '/api/dashboard',
      '/api/history',
      '/api/ai/practice',
      '/api/lessons/passive-voice/quiz/check',
      '/api/content/topics/passive-voice/extra',
    ])
      expect(isPublicData(path), path).toBe(false);
  });

  it('tells pages from files and API calls', () => {
    expect(isPagePath('/ru/learn/passive-voice')).toBe(true);
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/assets/index-abc.js')).toBe(false);
    expect(isPagePath('/manifest-az.webmanifest')).toBe(false);
    expect(isPagePath('/api/practice/menu')).toBe(false);
    expect(isListeningAudio('/api/content/audio/listening-01.opus')).toBe(true);
  });
});
