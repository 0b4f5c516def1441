/** The maps script loader tries 3 times; the wait after attempt n is n × 2ⁿ ms. */
export const SCRIPT_ATTEMPTS = 3;

export function retryDelayMs(attempt: number): number {
  return attempt * 2 ** attempt;
}

function appendScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Loads a script, trying up to SCRIPT_ATTEMPTS times with the waits of retryDelayMs; rejects after the last attempt fails. */
export async function loadScriptWithRetry(src: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await appendScript(src);
      return;
    } catch (error) {
      if (attempt >= SCRIPT_ATTEMPTS) throw error;
      await wait(retryDelayMs(attempt));
    }
  }
}
