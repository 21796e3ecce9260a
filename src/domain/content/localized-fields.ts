/**
 * Every text of the curriculum written in the three interface languages, with where it is, so the language
 * rules see all of them: lessons, lesson-quiz and question rationales, writing prompts and rubric, and the tutor promo.
 */
import type { ContentDraft } from './content.ts';
import { questionItems, topicWhere } from './content-items.ts';
import type { Localized } from './schema.ts';

export interface LocalizedField {
  where: string;
  value: Localized;
}

export function localizedFields(content: ContentDraft): LocalizedField[] {
  const fields: LocalizedField[] = [];
  const add = (where: string, value: Localized): void => {
    fields.push({ where, value });
  };
  for (const topic of content.topics) {
    const where = topicWhere(topic);
    add(`${where}/title`, topic.title);
    add(`${where}/description`, topic.description);
    add(`${where}/explanation`, topic.explanation);
    topic.examples.forEach((example, i) => add(`${where}/examples[${i}]`, example));
    topic.quiz.forEach((item, i) => add(`${where}/quiz[${i}]/rationale`, item.rationale));
  }
  for (const item of questionItems(content)) add(`${item.where}/rationale`, item.question.rationale);
  for (const prompt of content.writing.prompts) {
    const where = `writing/${prompt.id}`;
    add(`${where}/topic`, prompt.topic);
    add(`${where}/instructions`, prompt.instructions);
    prompt.hints.forEach((hint, i) => add(`${where}/hints[${i}]`, hint));
  }
  for (const criterion of content.writing.rubric.criteria) {
    const where = `writing/rubric/${criterion.id}`;
    add(`${where}/name`, criterion.name);
    criterion.levels.forEach((level, i) => add(`${where}/levels[${i}]`, level));
  }
  for (const tutor of content.site?.tutorPromo.tutors ?? []) {
    const where = `site/tutorPromo/${tutor.id}`;
    add(`${where}/title`, tutor.title);
    add(`${where}/topStat/label`, tutor.topStat.label);
    add(`${where}/context`, tutor.context);
  }
  return fields;
}
