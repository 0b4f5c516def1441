import { formatZk, type Tip } from '@storefront/shared';
import { useAtom } from 'jotai';
import { toggleTip } from '../logic/tip-choice';
import { tipIdAtom } from '../state/checkout-options';
import { ChoiceButtons, SectionTitle } from './choice-buttons';

export function TipPicker({ tips }: { tips: readonly Tip[] }) {
  const [selected, setSelected] = useAtom(tipIdAtom);
  if (tips.length === 0) return null;
  return (
    <section aria-labelledby="tip-picker-title">
      <SectionTitle id="tip-picker-title">Add a tip</SectionTitle>
      <ChoiceButtons role="group" aria-labelledby="tip-picker-title">
        {tips.map((tip) => (
          <button
            key={tip.id}
            type="button"
            aria-pressed={selected !== null && String(selected) === String(tip.id)}
            onClick={() => setSelected(toggleTip(selected, tip.id))}
          >
            {formatZk(tip.value)}
          </button>
        ))}
      </ChoiceButtons>
    </section>
  );
}
