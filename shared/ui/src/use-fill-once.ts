import { useEffect, useRef } from 'react';

/**
 * Hands each non-empty value to `fill` once, when it first arrives (some come at once, some after
 * a read): a form prefilled from the account, where a field the customer has since cleared or
 * changed must not be filled again when a later value arrives.
 */
export function useFillOnce<Field extends string>(
  values: Readonly<Partial<Record<Field, string>>>,
  fill: (field: Field, value: string) => void,
): void {
  const filled = useRef(new Set<Field>());
  const latestFill = useRef(fill);
  useEffect(() => {
    latestFill.current = fill;
  });
  const entries = (Object.entries(values) as Array<[Field, string | undefined]>).filter(
    (entry): entry is [Field, string] => Boolean(entry[1]),
  );
  const key = JSON.stringify(entries);
  useEffect(() => {
    for (const [field, value] of JSON.parse(key) as Array<[Field, string]>) {
      if (filled.current.has(field)) continue;
      filled.current.add(field);
      latestFill.current(field, value);
    }
  }, [key]);
}
