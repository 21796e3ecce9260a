/** Small lesson fixtures for the tutor's search and reply tests (typed factories, not `any`). */
import { makeLocalized, makeTopic } from '../content/test-factories.ts';
import type { GrammarTopic } from '../content/schema.ts';

export function tutorTopics(): GrammarTopic[] {
  return [
    makeTopic({
      id: 'passive-voice',
      title: makeLocalized({
        en: 'Passive Voice',
        az: 'Passive Voice (məchul növ)',
        ru: 'Passive Voice (страдательный залог)',
      }),
      description: makeLocalized({
        en: 'How to form and use the passive.',
        az: 'Məchul növün necə düzəldildiyi və işləndiyi.',
        ru: 'Как образуется и употребляется страдательный залог.',
      }),
      formula: 'S + be + V3 (+ by + agent)',
      explanation: makeLocalized({ en: 'We use the passive when the action matters more than the doer.' }),
      examples: Array.from({ length: 6 }, (_, i) =>
        makeLocalized({
          en: `The bridge was built in ${2000 + i}.`,
          az: `Körpü ${2000 + i}-ci ildə tikilib.`,
          ru: `Мост построили в ${2000 + i} году.`,
        }),
      ),
    }),
    makeTopic({
      id: 'present-perfect',
      title: makeLocalized({
        en: 'Present Perfect',
        az: 'Present Perfect (indiki bitmiş zaman)',
        ru: 'Present Perfect (настоящее совершённое)',
      }),
      description: makeLocalized({
        en: 'Experience and results up to now, with since and for.',
        az: 'İndiyədək olan təcrübə və nəticə.',
        ru: 'Опыт и результат к настоящему моменту.',
      }),
      formula: 'S + have/has + V3',
      explanation: makeLocalized({ en: 'I have lived here since 2020.' }),
    }),
    makeTopic({
      id: 'used-to-would',
      title: makeLocalized({ en: 'Used to and would', az: 'Used to və would', ru: 'Used to и would' }),
      description: makeLocalized({ en: 'Past habits and states.', az: 'Keçmiş vərdişlər.', ru: 'Привычки в прошлом.' }),
      formula: 'S + used to + V1 | S + would + V1',
    }),
  ];
}
