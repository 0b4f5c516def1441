import { resumeFileError } from '@storefront/api-client';
import { useRef, useState } from 'react';

/** The chosen resume, what is wrong with it (shown under the upload box) and its file input. */
export function useResume() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  return {
    file,
    error,
    inputRef,
    setError,
    /** The applicant picked a file (or none): it is checked at once. */
    onChoose: (chosen: File | null) => {
      setFile(chosen);
      setError(chosen ? resumeFileError(chosen) : null);
    },
    /** Says what is wrong with the file now and puts the focus on the picker. */
    refuse: (problem: string) => {
      setError(problem);
      inputRef.current?.focus();
    },
    clear: () => {
      setFile(null);
      setError(null);
      if (inputRef.current) inputRef.current.value = '';
    },
  };
}
