/**
 * An answer that puts the key's thing in another place relative to it than every key text does: "inside the metro
 * station" where the key says "near" ("by", "next to") it, "in the lockers on the right" where it says "on the
 * left". The key's noun is there, so the rules that look for the key would accept it; the relation word beside it
 * says another place. Only relations that exclude each other count: "near the entrance" does not deny "on the left".
 */

type Relation = 'near' | 'inside' | 'behind' | 'front' | 'under' | 'above' | 'left' | 'right';

const SAID: Record<Relation, RegExp> = {
  near: /\b(?:near|nearby|next\s+to|beside|close\s+to)\b/,
  inside: /\b(?:inside|within)\b/,
  behind: /\b(?:behind|at\s+the\s+back\s+of)\b/,
  front: /\bin\s+front\s+of\b/,
  under: /\b(?:under|underneath|below|beneath)\b/,
  above: /\b(?:above|on\s+top\s+of)\b/,
  // A side, not the verb ("she left school"): "on the left", "to their right".
  left: /\b(?:on|to)\s+(?:the|their|your|his|her|my|our)\s+left\b/,
  right: /\b(?:on|to)\s+(?:the|their|your|his|her|my|our)\s+right\b/,
};

/** The relations each one excludes. */
const EXCLUDES: Record<Relation, readonly Relation[]> = {
  near: ['inside'],
  inside: ['near', 'behind', 'front'],
  behind: ['front', 'inside'],
  front: ['behind', 'inside'],
  under: ['above'],
  above: ['under'],
  left: ['right'],
  right: ['left'],
};

const RELATIONS = Object.keys(SAID) as Relation[];

function relationsIn(text: string): Set<Relation> {
  const lower = text.toLowerCase();
  return new Set(RELATIONS.filter((r) => SAID[r].test(lower)));
}

/**
 * True where the answer says a relation that no key text nor the question says and one that a key text says
 * excludes. `keyTexts` are the model answer, the accepted answers and the key points.
 */
export function saysOtherPlace(answer: string, question: string, keyTexts: readonly string[]): boolean {
  const given = relationsIn(answer);
  if (given.size === 0) return false;
  const keys = new Set([question, ...keyTexts].flatMap((t) => [...relationsIn(t)]));
  return [...given].some((r) => !keys.has(r) && EXCLUDES[r].some((other) => keys.has(other)));
}
