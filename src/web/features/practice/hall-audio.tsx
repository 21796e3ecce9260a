/**
 * The listening recording of a mock exam, played as in the exam hall: from the start, no seek bar, no speed, no
 * pause, a limited number of plays (content/site.json), shown to the student. The plays used are kept per attempt
 * and recording in this browser, so a reload does not give them back; practice sessions use the free AudioPlayer.
 */
import { Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { AudioSources } from '../../ui/audio-player.tsx';

const playsKey = (attemptId: string, listeningId: string) => `imtahan.plays.${attemptId}.${listeningId}`;

function playsUsed(key: string): number {
  const n = Number(localStorage.getItem(key));
  return Number.isInteger(n) && n > 0 ? n : 0;
}

export function HallAudio({
  attemptId,
  listeningId,
  src,
  fallbackSrc,
  title,
  plays,
}: {
  attemptId: string;
  listeningId: string;
  src: string;
  fallbackSrc?: string;
  title: string;
  plays: number;
}) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const key = playsKey(attemptId, listeningId);
  const [used, setUsed] = useState(() => playsUsed(key));
  const [playing, setPlaying] = useState(false);
  const left = Math.max(0, plays - used);

  function play() {
    const element = audio.current;
    if (!element || playing || left === 0) return;
    // Counted when it starts, so a reload in the middle does not give the play back.
    const next = used + 1;
    localStorage.setItem(key, String(next));
    setUsed(next);
    element.currentTime = 0;
    void element.play().catch(() => setPlaying(false));
  }

  return (
    <section className="audio-player card hall-audio" aria-label={t('practice.audio.label')} data-testid="hall-audio">
      <audio
        ref={audio}
        preload="auto"
        onPlay={() => setPlaying(true)}
        onEnded={() => setPlaying(false)}
        // Nothing but the end stops it: a pause from the system (headphones, another tab) resumes.
        onPause={(e) => {
          if (!e.currentTarget.ended && playing) void e.currentTarget.play().catch(() => setPlaying(false));
        }}
      >
        <AudioSources src={src} fallbackSrc={fallbackSrc} />
      </audio>
      <p className="audio-title">{title}</p>
      <div className="audio-controls">
        <button
          type="button"
          className="btn btn-primary"
          onClick={play}
          disabled={playing || left === 0}
          data-testid="hall-play"
        >
          <Play size={20} aria-hidden />
          {playing ? t('practice.exam.playing') : t('practice.exam.playRecording')}
        </button>
        <span className="muted" role="status" aria-live="polite" data-testid="plays-left">
          {left > 0 ? t('practice.exam.playsLeft', { count: left }) : t('practice.exam.noPlaysLeft')}
        </span>
      </div>
    </section>
  );
}
