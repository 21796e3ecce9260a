/**
 * Attempts whose questions are all grammar multiple-choice questions of the bank, graded by comparing the chosen
 * option with the key (the diagnostic, the daily challenge): their questions as the browser sees them, the
 * feedback on a stored answer, and the save of one answer through the one grading path. A closed attempt still
 * answers a retried save (same answerId) with its verdict and refuses anything else as finished.
 */
import type { AnswerFeedback, PublicQuestion, SaveAnswer } from '../../domain/api/practice-schema.ts';
import { answerFeedback } from '../../domain/attempts/review-items.ts';
import { gradeGrammarChoice, sameText } from '../../domain/practice/compare-answer.ts';
import type { Draw } from '../../domain/practice/draw.ts';
import { publicQuestions } from '../../domain/practice/public-question.ts';
import { HttpError } from '../http/errors.ts';
import type { AttemptGrading } from './attempt-grading.ts';
import type { AnswerRecord, AttemptPlan } from './attempt-store.ts';
import type { QuestionBank } from './question-bank.ts';

export interface GrammarChoiceAnswers {
  publicQuestions(draw: Draw): PublicQuestion[];
  /** The feedback on a stored answer; undefined for a question that is not a grammar choice. */
  feedback(answer: Pick<AnswerRecord, 'questionId' | 'answer' | 'correct'>): AnswerFeedback | undefined;
  /** Grades and saves one answer of the attempt; the stored answer's feedback on a repeat. */
  save(
    userId: string,
    plan: AttemptPlan,
    save: SaveAnswer,
    timeZone: string,
  ): Promise<{ answerId: string; feedback: AnswerFeedback }>;
  /** Finishes the attempt once (totalQuizzes + 1, score from the answers); the stored answers either way. */
  finish(userId: string, plan: AttemptPlan, timeZone: string): Promise<AnswerRecord[]>;
}

export function createGrammarChoiceAnswers(questions: QuestionBank, grading: AttemptGrading): GrammarChoiceAnswers {
  function grammarChoice(questionId: string) {
    const entry = questions.question(questionId);
    return entry?.kind === 'grammar' && entry.question.type === 'mc' ? { entry, question: entry.question } : undefined;
  }

  function feedback(answer: Pick<AnswerRecord, 'questionId' | 'answer' | 'correct'>): AnswerFeedback | undefined {
    const found = grammarChoice(answer.questionId);
    return found && answerFeedback(found.question, { ...answer, judgedBy: 'exact' });
  }

  return {
    publicQuestions: (draw) => publicQuestions(draw.questions, (id) => grammarChoice(id)?.question),

    feedback,

    async save(userId, plan, save, timeZone) {
      const found = plan.draw.questions.some((q) => q.questionId === save.questionId)
        ? grammarChoice(save.questionId)
        : undefined;
      if (!found) throw new HttpError(400, 'QUESTION_NOT_IN_SESSION', 'This question is not part of it');
      const grade = gradeGrammarChoice(found.question, save.answer);
      if (grade.kind === 'invalid') throw new HttpError(400, 'VALIDATION_FAILED', 'answer: not one of the options');
      const stored = await grading.saveGraded({
        userId,
        plan,
        answerId: save.answerId,
        questionId: save.questionId,
        answer: found.question.options.find((o) => sameText(o, save.answer)) ?? save.answer,
        timeZone,
        grade: () => ({ correct: grade.correct, judgedBy: 'exact' }),
        performanceKey: found.entry.performanceKey,
        recordsLastMistake: true,
        afterClose: 'same-id',
      });
      const fb = feedback(stored);
      if (!fb) throw new HttpError(409, 'ANSWER_LOCKED', 'This question was already answered');
      return { answerId: stored.id, feedback: fb };
    },

    async finish(userId, plan, timeZone) {
      const outcome = await grading.finish(userId, plan.id, timeZone, {
        questionType: (id) => grammarChoice(id)?.question.type,
      });
      return outcome?.answers ?? [];
    },
  };
}
