import { findPlaces, type Place } from '@storefront/api-client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { debounce } from './debounce';
import { PLACE_SEARCH_DEBOUNCE_MS, shouldSearchPlaces } from './address-choice';

export type SuggestionStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Place suggestions for what the customer types: one search 300 ms after the last keystroke, the
 * previous search cancelled, so an older, slower answer never replaces a newer one.
 */
export function usePlaceSuggestions() {
  const [suggestions, setSuggestions] = useState<Place[]>([]);
  const [status, setStatus] = useState<SuggestionStatus>('idle');
  const inFlight = useRef<AbortController | null>(null);

  const debounced = useMemo(
    () =>
      debounce((query: string) => {
        inFlight.current?.abort();
        const controller = new AbortController();
        inFlight.current = controller;
        setStatus('loading');
        findPlaces(query, controller.signal).then(
          (places) => {
            if (controller.signal.aborted) return;
            setSuggestions(places);
            setStatus('ready');
          },
          () => {
            if (controller.signal.aborted) return;
            setSuggestions([]);
            setStatus('failed');
          },
        );
      }, PLACE_SEARCH_DEBOUNCE_MS),
    [],
  );

  const cancel = useCallback(() => {
    debounced.cancel();
    inFlight.current?.abort();
    inFlight.current = null;
  }, [debounced]);

  useEffect(() => cancel, [cancel]);

  const search = useCallback(
    (query: string) => {
      if (shouldSearchPlaces(query)) debounced.call(query.trim());
      else cancel();
    },
    [debounced, cancel],
  );

  return { suggestions, status, search, cancel };
}
