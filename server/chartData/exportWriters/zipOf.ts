import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';

/** One file of a zip: its name in the archive and its bytes as a stream. */
export interface ZipEntry {
  name: string;
  body: Readable;
}

/**
 * Several files as one zip, streamed: each file is compressed as its bytes arrive, one file
 * after the other, and only as fast as the reader takes the archive.
 */
export function zipOf(files: ZipEntry[]): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  void (async () => {
    for (const file of files) {
      const entry = new ZipDeflate(file.name, { level: 6 });
      zip.add(entry);
      for await (const chunk of file.body) {
        entry.push(chunk as Uint8Array);
        if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
        if (out.destroyed) {
          file.body.destroy();
          return;
        }
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}
