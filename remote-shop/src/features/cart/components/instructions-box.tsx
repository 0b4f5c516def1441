import styled from '@emotion/styled';
import { Field, TextArea } from '@storefront/ui';
import { useAtom } from 'jotai';
import { instructionsAtom } from '../state/checkout-options';

/** Spaced and sized like the cart's section titles, as it is one of the sections. */
const Section = styled.section`
  margin-top: 20px;
  label { font-size: 1rem; }
`;

/** Pickup and dine-in orders can carry a note for the vendor (shown only when signed in). */
export function InstructionsBox() {
  const [instructions, setInstructions] = useAtom(instructionsAtom);
  return (
    <Section>
      <Field label="Instructions for the vendor">
        {(control) => (
          <TextArea
            {...control}
            rows={3}
            maxLength={500}
            value={instructions}
            onChange={(event) => setInstructions(event.target.value)}
            placeholder="Anything the kitchen should know?"
          />
        )}
      </Field>
    </Section>
  );
}
