/**
 * The layout shifts of the page so far, summed as CLS sums them (without the 500 ms input
 * exclusion, which no test input triggers). Run in the page: `page.evaluate(layoutShiftSoFar)`.
 */
export function layoutShiftSoFar(): Promise<number> {
  return new Promise((resolve) => {
    let total = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(total), 0);
  });
}
