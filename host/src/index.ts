// The async boundary: shared libraries are negotiated before any of them runs. In a task after
// this file's own: the federation runtime's start and the negotiation each hold a phone's main
// thread for a while, and one task after the other leaves the browser room between them.
setTimeout(() => void import('./bootstrap'), 0);
