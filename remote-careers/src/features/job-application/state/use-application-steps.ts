import { useEffect, useRef, useState } from 'react';
import { type ApplicationStep } from '../logic/application-form';

/** The step shown; moving to another puts the focus on its heading, so the change is announced. */
export function useApplicationSteps() {
  const [step, setStep] = useState<ApplicationStep>(1);
  const headings = useRef<Partial<Record<ApplicationStep, HTMLHeadingElement | null>>>({});
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) headings.current[step]?.focus();
  }, [step]);

  return {
    step,
    goTo: (next: ApplicationStep) => {
      moved.current = true;
      setStep(next);
    },
    /** Back to the first step without moving the focus (the form is hidden once sent). */
    restart: () => {
      moved.current = false;
      setStep(1);
    },
    headingRef: (n: ApplicationStep, heading: HTMLHeadingElement | null) => {
      headings.current[n] = heading;
    },
  };
}
