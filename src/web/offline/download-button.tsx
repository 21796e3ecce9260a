/**
 * The "Download for offline" control of a lesson or a listening test: download, then the space used and a way to
 * remove it. Shown only where the browser can keep files (a secure page with the Cache API).
 */
import { Download, Trash2 } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { formatDecimal } from '../../domain/text/format-number.ts';
import type { Language } from '../../domain/language.ts';
import { download, downloadedBytes, downloadsSupported, removeDownload } from './downloads.ts';

type Status = { kind: 'checking' } | { kind: 'none' } | { kind: 'busy' } | { kind: 'kept'; bytes: number };

function useSize(language: Language) {
  const { t } = useTranslation();
  return (bytes: number) =>
    bytes >= 1024 * 1024
      ? t('offline.sizeMb', { value: formatDecimal(bytes / (1024 * 1024), language, 1) })
      : t('offline.sizeKb', { value: formatDecimal(Math.max(bytes / 1024, 0.1), language, 1) });
}

const unchanging = () => () => {};

export function DownloadButton({ urls, language }: { urls: readonly string[]; language: Language }) {
  const { t } = useTranslation();
  // A server-rendered lesson keeps the row's place (the server cannot know); a browser that cannot keep files
  // drops it once hydrated.
  const supported = useSyncExternalStore(unchanging, downloadsSupported, () => true);
  const size = useSize(language);
  const [status, setStatus] = useState<Status>({ kind: 'checking' });
  const [failed, setFailed] = useState(false);
  const key = urls.join('\n');

  useEffect(() => {
    if (!downloadsSupported()) return;
    let current = true;
    void downloadedBytes(key.split('\n')).then(
      (bytes) => current && setStatus(bytes === undefined ? { kind: 'none' } : { kind: 'kept', bytes }),
      () => current && setStatus({ kind: 'none' }),
    );
    return () => {
      current = false;
    };
  }, [key]);

  if (!supported) return null;
  // The row's place is kept while the browser's cache is asked, so the lesson below it does not move down when
  // the button appears (a layout shift).
  if (status.kind === 'checking') return <div className="download-offline download-offline-checking" aria-hidden />;

  if (status.kind === 'kept')
    return (
      <div className="download-offline" data-testid="download-offline">
        <p className="download-status" data-testid="download-status">
          {t('offline.downloaded', { size: size(status.bytes) })}
        </p>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            void removeDownload(urls).then(() => setStatus({ kind: 'none' }));
          }}
        >
          <Trash2 size={18} aria-hidden />
          {t('offline.remove')}
        </button>
      </div>
    );

  return (
    <div className="download-offline" data-testid="download-offline">
      <button
        type="button"
        className="btn btn-secondary"
        disabled={status.kind === 'busy'}
        onClick={() => {
          setFailed(false);
          setStatus({ kind: 'busy' });
          download(urls).then(
            (bytes) => setStatus({ kind: 'kept', bytes }),
            () => {
              setFailed(true);
              setStatus({ kind: 'none' });
            },
          );
        }}
      >
        <Download size={18} aria-hidden />
        {status.kind === 'busy' ? t('offline.downloading') : t('offline.download')}
      </button>
      {failed && (
        <p className="download-error" role="alert">
          {t('offline.downloadFailed')}
        </p>
      )}
    </div>
  );
}
