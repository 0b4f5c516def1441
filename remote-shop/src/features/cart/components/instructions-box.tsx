import styled from '@emotion/styled';
import { DELIVERY_INSTRUCTIONS_MAX_LENGTH } from '@storefront/api-client';
import { Field, TextArea } from '@storefront/ui';
import { useAtom } from 'jotai';
import { deliveryInstructionsAtom, instructionsAtom } from '../state/checkout-options';

/** Spaced and sized like the cart's section titles, as it is one of the sections. */
const Section = styled.section`
  margin-top: 20px;
  label { font-size: 1rem; }
`;

const boxes = {
  kitchen: {
    atom: instructionsAtom,
    name: 'instructions',
    label: 'Instructions for the vendor',
    placeholder: 'Anything the kitchen should know?',
    maxLength: 500,
  },
  rider: {
    atom: deliveryInstructionsAtom,
    name: 'delivery_instructions',
    label: 'Delivery instructions (optional)',
    placeholder: 'The gate, a landmark, whom to call at the door',
    maxLength: DELIVERY_INSTRUCTIONS_MAX_LENGTH,
  },
} as const;

/**
 * A note with the order (shown only when signed in): for the kitchen of a pickup or dine-in
 * order, or for the rider of a delivery, which is how deliveries find the door in town.
 */
export function InstructionsBox({ for: reader, form }: { for: keyof typeof boxes; form: string }) {
  const box = boxes[reader];
  const [instructions, setInstructions] = useAtom(box.atom);
  return (
    <Section>
      <Field label={box.label}>
        {(control) => (
          <TextArea
            {...control}
            form={form}
            name={box.name}
            rows={3}
            maxLength={box.maxLength}
            value={instructions}
            onChange={(event) => setInstructions(event.target.value)}
            placeholder={box.placeholder}
          />
        )}
      </Field>
    </Section>
  );
}
