/**
 * What the sessions API (/api/practice/sessions) asks of the module that serves a kind of attempt of the practice
 * menu: practice sessions (src/server/practice) and mock exams (src/server/mock-exams) each implement it, and the
 * routes hand every request to the module of its attempt's kind.
 */
import type {
  ResultsResponse,
  SaveAnswer,
  SaveAnswerResponse,
  SessionResponse,
  StartSession,
} from '../../domain/api/practice-schema.ts';
import type { SiteConfig } from '../../domain/content/schema.ts';
import type { AnswerJudge } from '../attempts/answer-judge.ts';
import type { OpenExams } from '../attempts/open-exams.ts';
import type { Clock } from '../clock.ts';
import type { Attempts } from '../attempts/attempts-module.ts';
import type { SessionViews } from '../attempts/session-views.ts';
import type { PracticeCatalog } from '../content/practice-catalog.ts';
import type { ProfileStore } from '../profile/profile-store.ts';

export interface SessionService {
  startSession(userId: string, slug: string, options?: Omit<StartSession, 'slug'>): Promise<SessionResponse>;
  session(userId: string, attemptId: string, timeZone: string): Promise<SessionResponse>;
  saveAnswer(userId: string, attemptId: string, save: SaveAnswer, timeZone: string): Promise<SaveAnswerResponse>;
  saveWriting(userId: string, attemptId: string, text: string, timeZone: string): Promise<void>;
  finish(userId: string, attemptId: string, timeZone: string): Promise<ResultsResponse>;
  results(userId: string, attemptId: string): Promise<ResultsResponse>;
  /** Ends an unfinished attempt without a result (mock exams; 404 for other kinds). */
  abandon(userId: string, attemptId: string): Promise<void>;
}

/** What either module is built from: the menu, the attempts core, the judge of written answers. */
export interface SessionServiceDeps extends Attempts {
  catalog: PracticeCatalog;
  views: SessionViews;
  judge: AnswerJudge;
  /** The student's mock exams still being sat. */
  exams: OpenExams;
  /** The mock exam's time and listening plays (content/site.json). */
  examRules: SiteConfig['exam'];
  clock: Clock;
  profiles: Pick<ProfileStore, 'ensure'>;
}
