import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';

/**
 * The HTML of `element` once everything it waits for is in (a page's code, a slot's remote), or
 * at `deadlineMs`: what is still waiting then is left to the browser (its Suspense boundary's
 * fallback is sent, and the browser renders it). Rejects only when nothing could be rendered.
 * Errors inside a boundary are reported to `onError` and also left to the browser.
 */
export function renderToHtml(element: ReactNode, { deadlineMs, onError }: { deadlineMs: number; onError: (error: unknown) => void }): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        parts.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(parts).toString('utf8')));
    // Aborting leaves what still waits to the browser; it fires long after `stream` below is set.
    const timer = setTimeout(() => stream.abort(new Error(`rendering took over ${deadlineMs} ms`)), deadlineMs);
    const stream = renderToPipeableStream(element, {
      // Every boundary inline in the one HTML, none sent apart with a script that moves it into
      // place: the page's script policy allows no inline script, and the page is sent whole anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Sent whole, once complete: the status and the styles of the page are known only then.
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError,
    });
  });
}
