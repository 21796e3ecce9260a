import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createWalSync } from './wal-sync.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function databasePath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'imtahan-wal-'));
  dirs.push(dir);
  return join(dir, 'db.sqlite');
}

describe('the write-ahead log fsync', () => {
  it('syncs the log, and follows a log deleted and created anew', async () => {
    const path = databasePath();
    writeFileSync(`${path}-wal`, 'frames');
    const wal = createWalSync(path);
    await wal.sync();
    unlinkSync(`${path}-wal`);
    writeFileSync(`${path}-wal`, 'new frames');
    await expect(wal.sync()).resolves.toBeUndefined();
    wal.close();
  });

  it('a missing log is an error, never a silent success', async () => {
    const path = databasePath();
    const wal = createWalSync(path);
    await expect(wal.sync()).rejects.toMatchObject({ code: 'ENOENT' });
    writeFileSync(`${path}-wal`, 'frames');
    await wal.sync();
    unlinkSync(`${path}-wal`);
    await expect(wal.sync()).rejects.toMatchObject({ code: 'ENOENT' });
    wal.close();
  });
});
