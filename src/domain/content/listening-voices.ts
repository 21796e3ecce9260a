/**
 * Who reads a listening script, and how fast. The audio tool (scripts/content-audio.ts) synthesizes each speaker
 * with the voice chosen here and paces the recording for the test's level; the content check
 * (scripts/content-check.ts) holds the files to the same pace and prints which voices the bank uses. Why these
 * voices: docs/decisions/015-listening-voices.md.
 */
import type { Difficulty, ListeningTest, Speaker } from './schema.ts';

/** Who a speaker sounds like: the speaker's `voice` (female, male) and `age` (adult unless teen). */
export type SpeakerRole = 'woman' | 'girl' | 'man' | 'boy';

export type SynthVoiceId = 'slt-hts' | 'slt-hts-young' | 'rms-cg' | 'awb-cg';

export interface SynthVoice {
  id: SynthVoiceId;
  /** What the check's summary prints: engine and voice. */
  label: string;
}

export const SYNTH_VOICES: Record<SynthVoiceId, SynthVoice> = {
  'slt-hts': { id: 'slt-hts', label: 'festival cmu_us_slt_arctic_hts (HTS, US female)' },
  'slt-hts-young': {
    id: 'slt-hts-young',
    label: 'festival cmu_us_slt_arctic_hts, pitch and formants +15 % (HTS, younger female)',
  },
  'rms-cg': { id: 'rms-cg', label: 'flite cmu_us_rms (clustergen, US male)' },
  'awb-cg': { id: 'awb-cg', label: 'flite cmu_us_awb (clustergen, lighter male)' },
};

/**
 * First choice per role, then the voice a second speaker of the same role gets, so two speakers of one script
 * never share a voice.
 */
const VOICES_BY_ROLE: Record<SpeakerRole, readonly [SynthVoiceId, SynthVoiceId]> = {
  woman: ['slt-hts', 'slt-hts-young'],
  girl: ['slt-hts-young', 'slt-hts'],
  man: ['rms-cg', 'awb-cg'],
  boy: ['awb-cg', 'rms-cg'],
};

export function speakerRole(speaker: Pick<Speaker, 'voice' | 'age'>): SpeakerRole {
  const teen = speaker.age === 'teen';
  return speaker.voice === 'female' ? (teen ? 'girl' : 'woman') : teen ? 'boy' : 'man';
}

/** The voice of each speaker of a test, by speaker id: the role's first choice unless another speaker has it. */
export function speakerVoices(test: Pick<ListeningTest, 'speakers'>): Map<string, SynthVoice> {
  const voices = new Map<string, SynthVoice>();
  const taken = new Set<SynthVoiceId>();
  for (const speaker of test.speakers) {
    const [first, second] = VOICES_BY_ROLE[speakerRole(speaker)];
    const id = taken.has(first) ? second : first;
    taken.add(id);
    voices.set(speaker.id, SYNTH_VOICES[id]);
  }
  return voices;
}

/**
 * Speaking rate by level, in words a minute over the whole recording, pauses included: slow and clear for A2,
 * close to a careful native speaker for B2. The audio tool aims at the middle of the range.
 */
export const PACE_BY_LEVEL: Record<Difficulty, { min: number; max: number }> = {
  A2: { min: 110, max: 130 },
  B1: { min: 130, max: 150 },
  B2: { min: 150, max: 170 },
};

export function targetPace(level: Difficulty): number {
  const { min, max } = PACE_BY_LEVEL[level];
  return (min + max) / 2;
}

/** Loudness every recording is normalised to (EBU R128 integrated loudness), and how far a file may be off. */
export const TARGET_LOUDNESS_LUFS = -16;
export const LOUDNESS_TOLERANCE_LU = 1;
