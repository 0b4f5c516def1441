import { theme } from '@storefront/ui';
import { useAtom } from 'jotai';
import { useId } from 'react';
import { instructionsAtom } from '../state/checkout-options';
import { SectionTitle } from './choice-buttons';

/** Pickup and dine-in orders can carry a note for the vendor (shown only when signed in). */
export function InstructionsBox() {
  const [instructions, setInstructions] = useAtom(instructionsAtom);
  const id = useId();
  return (
    <section>
      <SectionTitle>
        <label htmlFor={id}>Instructions for the vendor</label>
      </SectionTitle>
      <textarea
        id={id}
        rows={3}
        maxLength={500}
        value={instructions}
        onChange={(event) => setInstructions(event.target.value)}
        placeholder="Anything the kitchen should know?"
        css={{ boxSizing: 'border-box', width: '100%', padding: 10, border: `1px solid ${theme.color.border}`, borderRadius: 8, font: 'inherit' }}
      />
    </section>
  );
}
