import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';

/** What still waits at `deadlineMs`, or fails in a boundary, is left to the browser as its Suspense fallback. */
export function renderToHtml(element: ReactNode, { deadlineMs, onError }: { deadlineMs: number; onError: (error: unknown) => void }): Promise<string> {
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    void text(sink).then(resolve, reject);
    // Aborting leaves what still waits to the browser; it fires long after `stream` below is set.
    const timer = setTimeout(() => stream.abort(new Error(`rendering took over ${deadlineMs} ms`)), deadlineMs);
    const stream = renderToPipeableStream(element, {
      // No boundary sent apart with an inline script: the script policy allows none.
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
