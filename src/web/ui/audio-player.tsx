/**
 * The listening recording: play/pause, seek, and 0.75× / 1× / 1.25× speed. The Opus file comes first
 * and the MP3 copy second, so a browser without Opus (older iPhones) plays the MP3.
 */
import { Pause, Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../i18n/i18n.ts';

export const SPEEDS = [0.75, 1, 1.25] as const;

function clock(seconds: number): string {
  if (!Number.isFinite(seconds)) return '0:00';
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The type a <source> declares, so the browser skips a format it cannot play without fetching it. */
function audioType(url: string): string | undefined {
  const path = url.split('?')[0] ?? '';
  if (path.endsWith('.opus')) return 'audio/ogg; codecs=opus';
  if (path.endsWith('.mp3')) return 'audio/mpeg';
  return undefined;
}

/** The Opus file first and the MP3 copy second, each with its type. */
export function AudioSources({ src, fallbackSrc }: { src: string; fallbackSrc?: string | undefined }) {
  return (
    <>
      <source src={src} type={audioType(src)} />
      {fallbackSrc && <source src={fallbackSrc} type={audioType(fallbackSrc)} />}
    </>
  );
}

export function AudioPlayer({ src, fallbackSrc, title }: { src: string; fallbackSrc?: string; title: string }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [speed, setSpeed] = useState<(typeof SPEEDS)[number]>(1);

  return (
    <section className="audio-player card" aria-label={t('practice.audio.label')} data-testid="audio-player">
      <audio
        ref={audio}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
      >
        <AudioSources src={src} fallbackSrc={fallbackSrc} />
      </audio>
      <p className="audio-title">{title}</p>
      <div className="audio-controls">
        <button
          type="button"
          className="btn btn-primary audio-play"
          aria-label={playing ? t('practice.audio.pause') : t('practice.audio.play')}
          onClick={() => {
            const element = audio.current;
            if (!element) return;
            if (element.paused) void element.play();
            else element.pause();
          }}
        >
          {playing ? <Pause size={22} aria-hidden /> : <Play size={22} aria-hidden />}
        </button>
        <input
          type="range"
          className="audio-seek"
          min={0}
          max={duration || 0}
          step={0.1}
          value={time}
          aria-label={t('practice.audio.seek')}
          aria-valuetext={`${clock(time)} / ${clock(duration)}`}
          onChange={(e) => {
            const element = audio.current;
            if (element) element.currentTime = Number(e.target.value);
            setTime(Number(e.target.value));
          }}
        />
        <span className="audio-time">
          {clock(time)} / {clock(duration)}
        </span>
        <div className="audio-speed" role="group" aria-label={t('practice.audio.speed')}>
          {SPEEDS.map((s) => (
            <button
              key={s}
              type="button"
              className="filter"
              aria-pressed={speed === s}
              onClick={() => {
                setSpeed(s);
                if (audio.current) audio.current.playbackRate = s;
              }}
            >
              {s}×
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
