/**
 * glibc's malloc_trim(0), through the optional addon native/malloc-trim (built by node-gyp when npm installs it).
 * free() gives memory back to the system only from the top of malloc's main heap, past the trim threshold
 * (scripts/start-server.sh sets it to 128 KB); the pages freed in the middle of a heap stay resident. After the
 * answer-save load, the array buffers that V8's idle collection freed (some 36 MB) left 28–30 MB of such pages in the
 * main heap: [heap] 54 MB before malloc_trim, 26 MB after. malloc_trim returns every whole free page of every heap.
 * Without the addon (not built, or another C library than glibc) nothing is done.
 */
import { createRequire } from 'node:module';

type Trim = () => boolean;

let loaded: Trim | null | undefined;

function load(): Trim | null {
  try {
    const addon = createRequire(import.meta.url)('imtahan-malloc-trim') as { trim?: unknown };
    return typeof addon.trim === 'function' ? (addon.trim as Trim) : null;
  } catch {
    return null;
  }
}

/** Gives malloc's free pages back to the system; false when nothing was released or the addon is missing. */
export function trimMallocHeaps(): boolean {
  loaded ??= load();
  return loaded ? loaded() : false;
}

/** Whether the addon is there to call (a build without it, or another C library, only skips the trim). */
export function mallocTrimAvailable(): boolean {
  loaded ??= load();
  return loaded !== null;
}
