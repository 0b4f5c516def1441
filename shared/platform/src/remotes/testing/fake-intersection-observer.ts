/** Stands in for the browser's IntersectionObserver: the test says what came into view. */
export class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  static forgetLast() {
    FakeIntersectionObserver.last = undefined;
  }
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  show(target: Element) {
    const entry = { target, isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}
