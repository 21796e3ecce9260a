/**
 * The only personal detail the AI may see is the student's first name. It is the first word of
 * the profile name, and only when it looks like a name: a default name made from an email ("aysel.m90",
 * "p1") carries no name and is left out.
 */
const NAME = /^\p{L}[\p{L}'’-]{0,29}$/u;

export function firstNameOf(profileName: string | null | undefined): string | undefined {
  const first = profileName?.trim().split(/\s+/)[0];
  if (!first || !NAME.test(first)) return undefined;
  return first;
}
