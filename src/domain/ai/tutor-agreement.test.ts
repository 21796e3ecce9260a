import { describe, expect, it } from 'vitest';
import { replyLanguage, scoreTutorReply, tutorFigures, tutorSummaryLine, type TutorCase } from './tutor-agreement.ts';

const titles: Record<string, string[]> = {
  'present-perfect': ['Present Perfect', 'Present Perfect', 'Present Perfect'],
  'conditionals-real': ['Real conditionals', 'Реальные условные предложения', 'Birinci və sıfırıncı tip şərt'],
};
const titlesOf = (id: string) => titles[id] ?? [];
const item = (over: Partial<TutorCase>): TutorCase => ({
  language: 'az',
  message: 'x',
  kind: 'how-to-use',
  expectedTopics: [],
  mustMention: [],
  mustNot: [],
  ...over,
});

describe('the tutor evaluation', () => {
  it('tells the reply language by its prose, not by its English examples or links', () => {
    expect(replyLanguage('**Present Perfect**: keçmişdə başlayıb indi də davam edən iş üçün işlədilir.')).toBe('az');
    expect(
      replyLanguage(
        '**Present Perfect**: используется для действий, связанных с настоящим.\n\n- I have seen it — Я это видел',
      ),
    ).toBe('ru');
    expect(replyLanguage('Use the Present Perfect for an action that still matters now.')).toBe('en');
    expect(replyLanguage('Nümunələr:\n- I have lived here for two years — Mən iki ildir burada yaşayıram')).toBe('az');
  });

  it('counts a topic as named when its lesson is linked or its title is written, in any language', () => {
    const asked = item({ expectedTopics: ['conditionals-real'] });
    expect(scoreTutorReply(asked, 'Bax: [Şərt](/learn/conditionals-real)', titlesOf).rightTopic).toBe(true);
    expect(scoreTutorReply(asked, 'Bu, birinci ve sifirinci tip sert mövzusudur.', titlesOf).rightTopic).toBe(true);
    expect(scoreTutorReply(asked, 'Bax: [Şərt](/learn/conditionals-realistic)', titlesOf).rightTopic).toBe(false);
    expect(scoreTutorReply(item({}), 'anything', titlesOf).rightTopic).toBeUndefined();
  });

  it('wants every word to mention and none of the banned ones, ignoring case and Azerbaijani letters', () => {
    const asked = item({ mustMention: ['since', 'for'], mustNot: ['would'] });
    expect(scoreTutorReply(asked, 'SINCE bir nöqtə, FOR müddət.', titlesOf)).toMatchObject({
      mentions: true,
      mentionsNothingBanned: true,
    });
    expect(scoreTutorReply(asked, 'since ... would', titlesOf)).toMatchObject({
      mentions: false,
      mentionsNothingBanned: false,
    });
  });

  it('wants no lesson in a reply to an off-topic message, a homework request or a greeting', () => {
    const offTopic = item({ kind: 'off-topic' });
    expect(scoreTutorReply(offTopic, 'Mən yalnız ingilis dili ilə kömək edirəm.', titlesOf).handledWithoutLesson).toBe(
      true,
    );
    expect(scoreTutorReply(offTopic, 'Bax: [X](/learn/present-perfect)', titlesOf).handledWithoutLesson).toBe(false);
    expect(scoreTutorReply(item({}), 'x', titlesOf).handledWithoutLesson).toBeUndefined();
  });

  it('sums the shares over the items each figure applies to, and ends with one machine-readable line', () => {
    const figures = tutorFigures([
      { rightLanguage: true, rightTopic: true, mentions: true, mentionsNothingBanned: true },
      { rightLanguage: false, mentions: false, mentionsNothingBanned: true, handledWithoutLesson: true },
    ]);
    expect(figures).toMatchObject({ n: 2, rightLanguage: 0.5, rightTopic: 1, mentions: 0.5, handledOffTopic: 1 });
    expect(tutorSummaryLine(figures)).toBe(
      'tutor: n=2 right_language=0.500 right_topic=1.000 mentions=0.500 handled_offtopic=1.000',
    );
  });
});
