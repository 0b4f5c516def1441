/** The policies while they are read (the spec's loading state, shown first). */
export function PolicyLoading() {
  return <p role="status">Loading policies...</p>;
}
