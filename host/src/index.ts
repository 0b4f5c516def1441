// The async boundary: shared libraries are negotiated before any of them runs.
void import('./bootstrap');
