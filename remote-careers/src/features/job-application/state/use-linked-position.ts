import { useEffect, useRef, useState } from 'react';
import { loadServerCareers } from '../api/load-careers';
import { needsServerCareers, positionFromLink, type CareerRef, type LinkedPosition } from '../logic/position-from-link';

/**
 * The position a link named (`?position=`): the built-in ids at once, a server opening's id once
 * the openings are known (`late`, for the form to take). `touch` records that the applicant chose
 * one, so a late answer from the server never overrides it.
 */
export function useLinkedPosition(positionParam: string, fallbackCareers: readonly CareerRef[]) {
  const [linked, setLinked] = useState<LinkedPosition | null>(() => positionFromLink(positionParam, { fallbackCareers }));
  const [late, setLate] = useState<LinkedPosition | null>(null);
  const touched = useRef(false);

  useEffect(() => {
    if (!needsServerCareers(positionParam)) return;
    let current = true;
    loadServerCareers().then(
      (careers) => {
        const fromServer = positionFromLink(positionParam, { serverCareers: careers, fallbackCareers });
        if (!current || !fromServer || touched.current) return;
        setLinked(fromServer);
        setLate(fromServer);
      },
      () => {
        // The openings could not be loaded: the built-in positions stand in.
      },
    );
    return () => {
      current = false;
    };
  }, [positionParam, fallbackCareers]);

  return {
    linked,
    late,
    touch: () => {
      touched.current = true;
    },
    /** After a sent application: the form starts empty, without the link's position. */
    forget: () => {
      setLinked(null);
      touched.current = false;
    },
  };
}
