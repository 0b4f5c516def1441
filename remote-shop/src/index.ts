// The async boundary: shared libraries are negotiated with the host before any of them runs.
void import('./bootstrap');
