/**
 * The review of a finished attempt, the same for every kind: each drawn question in order with the student's answer,
 * whether it was right, the key and the rationale. Questions the content no longer has are left out. Also the
 * feedback on one graded answer, which is the review of that answer alone.
 */
import type { AnswerFeedback, ReviewItem } from '../api/practice-schema.ts';
import type { DrawnQuestion } from '../practice/draw.ts';
import { placementOf, toPublicQuestion, type ContentQuestion } from '../practice/public-question.ts';

/** The fields of a stored answer a review reads; `correct` is null while a mock-exam draft is not graded. */
export interface ReviewedAnswer {
  questionId: string;
  answer: string;
  correct: boolean | null;
  judgedBy: AnswerFeedback['judgedBy'] | null;
}

/** The feedback on a graded answer: the key as the student sees it (option text, letter or model answer). */
export function answerFeedback(question: ContentQuestion, answer: ReviewedAnswer): AnswerFeedback {
  const feedback: AnswerFeedback = {
    questionId: answer.questionId,
    answer: answer.answer,
    correct: answer.correct === true,
    correctAnswer: question.answer,
    judgedBy: answer.judgedBy ?? 'exact',
  };
  if (question.rationale) feedback.rationale = question.rationale;
  return feedback;
}

export function reviewItems(
  drawn: readonly DrawnQuestion[],
  questionOf: (questionId: string) => ContentQuestion | undefined,
  answers: readonly ReviewedAnswer[],
): ReviewItem[] {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  return drawn.flatMap((placed): ReviewItem[] => {
    const question = questionOf(placed.questionId);
    if (!question) return [];
    const answer = byQuestion.get(placed.questionId);
    const item: ReviewItem = {
      number: placed.number,
      section: placed.section,
      questionId: placed.questionId,
      question: question.question,
      type: question.type,
      yourAnswer: answer?.answer ?? null,
      correct: answer?.correct === true,
      correctAnswer: question.answer,
      judgedBy: answer?.judgedBy ?? 'exact',
    };
    const shown = toPublicQuestion(question, placementOf(placed));
    if (shown.options) item.options = shown.options;
    if (question.rationale) item.rationale = question.rationale;
    if (placed.topicId) item.topicId = placed.topicId;
    return [item];
  });
}
